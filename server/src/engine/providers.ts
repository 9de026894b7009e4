/**
 * What each provider accepts in a tool definition, for the provider-* rules (issue 16). Every
 * figure here is cited, with its source, in the docs page of the rule that uses it
 * (docs/rules/provider-*.md); change one only with its citation.
 */
import { isObject, type JsonPath } from './document';
import { FORMAT_PROVIDER, MCP_AND_CONTRACT, type ContractModel, type Target, type ToolModel } from './model';
import { resolveTargets } from './formats/shared';

export const TARGET_LABELS: Readonly<Record<Target, string>> = { mcp: 'MCP', anthropic: 'Anthropic', openai: 'OpenAI', gemini: 'Gemini' };

export interface NameRule {
  readonly pattern: RegExp;
  /** What the provider accepts, in words, for a message. */
  readonly accepts: string;
}

/** Tool (function) names per target. */
export const TOOL_NAME_RULES: Readonly<Record<Target, NameRule>> = {
  openai: { pattern: /^[a-zA-Z0-9_-]{1,64}$/, accepts: '1-64 characters from a-z, A-Z, 0-9, _ and -' },
  anthropic: { pattern: /^[a-zA-Z0-9_-]{1,64}$/, accepts: '1-64 characters from a-z, A-Z, 0-9, _ and -' },
  gemini: { pattern: /^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/, accepts: 'up to 128 characters from a-z, A-Z, 0-9, _, ., : and -, starting with a letter or _' },
  mcp: { pattern: /^[A-Za-z0-9_.-]{1,128}$/, accepts: '1-128 characters from A-Z, a-z, 0-9, _, . and -' },
};

/** Gemini's parameter names (the properties of a declaration's parameters). */
export const GEMINI_PARAMETER_NAME: NameRule = {
  pattern: /^[A-Za-z_][A-Za-z0-9_]{0,63}$/,
  accepts: 'up to 64 characters from a-z, A-Z, 0-9 and _, starting with a letter or _',
};

/** The name every provider accepts. */
export const PORTABLE_TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The portable form of a tool name: every other character becomes `_`, cut to 64. */
export function portableToolName(name: string): string {
  const replaced = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return replaced.length > 0 ? replaced : 'tool';
}

/** A name every target accepts: the portable tool name, starting with a letter or _ as Gemini wants. */
export function namePortableEverywhere(name: string): string {
  const portable = portableToolName(name);
  return /^[A-Za-z_]/.test(portable) ? portable : `_${portable}`.slice(0, 64);
}

/** A parameter name Gemini accepts. */
export function portableParameterName(name: string): string {
  const replaced = name.replace(/[^A-Za-z0-9_]/g, '_');
  const started = /^[A-Za-z_]/.test(replaced) ? replaced : `_${replaced}`;
  return started.slice(0, 64) || '_';
}

/**
 * Keywords OpenAI strict mode cannot represent: the list (allOf, not, if/then/else,
 * dependentRequired/dependentSchemas) and the rest of the openai SDK's own list
 * (lib/transform.js, JSON_SCHEMA_UNSUPPORTED_SCHEMA_KEYWORDS) that describe values.
 */
export const OPENAI_STRICT_UNSUPPORTED: readonly string[] = [
  'allOf', 'not', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas', 'dependencies',
  'patternProperties', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', 'prefixItems', 'contains', 'minContains', 'maxContains',
  'minProperties', 'maxProperties', 'uniqueItems', 'contentEncoding', 'contentMediaType', 'contentSchema',
  '$anchor', '$dynamicAnchor', '$dynamicRef', '$recursiveAnchor', '$recursiveRef',
];

/** The members of Gemini's `Schema` (the OpenAPI subset `parameters` takes), as @google/genai declares it. */
export const GEMINI_SCHEMA_FIELDS: ReadonlySet<string> = new Set([
  'anyOf', 'default', 'description', 'enum', 'example', 'format', 'items', 'maxItems', 'maxLength', 'maxProperties', 'maximum',
  'minItems', 'minLength', 'minProperties', 'minimum', 'nullable', 'pattern', 'properties', 'propertyOrdering', 'required', 'title', 'type',
]);

/** OpenAI Structured Outputs limits on a strict schema. */
export const OPENAI_STRICT_LIMITS = {
  properties: 5000,
  nesting: 10,
  enumValues: 1000,
  /** Total length of every property name, definition name, enum value and const value. */
  totalStringLength: 120_000,
  /** A single string enum with more values than this... */
  largeEnumValues: 250,
  /** ...may total at most this many characters. */
  largeEnumLength: 15_000,
} as const;

/** Tools in one request, per target, where the provider documents a maximum. */
export const TOOLS_PER_REQUEST: Readonly<Partial<Record<Target, number>>> = { openai: 128, gemini: 512 };

/**
 * The targets the provider-* rules check the file against, or undefined when they stay silent:
 * a contract or an MCP list that names no targets (its own, or the project's) is checked by
 * tool-name-portability as before, so such files get no new findings.
 */
export function checkedTargets(model: ContractModel, configured?: readonly Target[]): readonly Target[] | undefined {
  const resolved = configured && model.targetsSource === 'default' ? resolveTargets(model.format, model.root, configured) : model;
  if (resolved.targetsSource === 'default' && FORMAT_PROVIDER[model.format] === undefined) return undefined;
  return resolved.targets;
}

/**
 * Whether a tool is held to strict mode for `target`: its own `strict: true` (or the format's
 * default, true for OpenAI Responses); and a contract or an MCP list sent to OpenAI, whose
 * export is strict unless the tool says `strict: false`.
 */
export function isStrictFor(tool: ToolModel, model: ContractModel, target: 'openai' | 'anthropic', targets: readonly Target[]): boolean {
  if (!targets.includes(target)) return false;
  const own = FORMAT_PROVIDER[model.format];
  if (own !== undefined && own !== target) return tool.strict === true;
  if (tool.strict !== undefined) return tool.strict;
  return target === 'openai' && MCP_AND_CONTRACT.includes(model.format);
}

/** Whether a schema describes objects: its type says so, or it has properties and no type. */
export function isObjectSchema(node: Record<string, unknown>): boolean {
  const type = node.type;
  if (type === 'object') return true;
  if (Array.isArray(type)) return type.includes('object');
  return type === undefined && isObject(node.properties);
}

/**
 * The keywords along a path relative to a schema (`['properties', 'a', 'items']` → properties,
 * items): names and indexes under map and list keywords are skipped.
 */
export function keywordsAlong(relativePath: JsonPath): string[] {
  const keywords: string[] = [];
  for (let i = 0; i < relativePath.length; i++) {
    const segment = relativePath[i];
    if (typeof segment !== 'string') continue;
    keywords.push(segment);
    const next = relativePath[i + 1];
    if (next !== undefined && (MEMBER_KEYWORDS.has(segment) || typeof next === 'number')) i++;
  }
  return keywords;
}

const MEMBER_KEYWORDS: ReadonlySet<string> = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies', 'allOf', 'anyOf', 'oneOf', 'prefixItems']);

export function targetList(targets: readonly Target[]): string {
  const labels = targets.map((t) => TARGET_LABELS[t]);
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}
