/**
 * The rules' judgement on a labelled corpus of MCP `tools/list` answers (`*.tools.json` beside a
 * `labels.json` keyed `<file>#<tool>`; the format of ../shared/corpus/mcp-servers/README.md):
 * per label family true and false positives, misses, precision and recall; per rule, findings
 * per 100 tools. Pure apart from reading the corpus folder; the bench prints it, the ratchet test
 * holds it to bench/judgement/ratchet.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fromPointer, isObject, lint, valueAt, type Finding, type JsonPath } from '../../server/src/engine';
import { toolSideEffectGuess } from '../../server/src/engine/heuristics/sideEffectGuess';

/**
 * The development corpus: outside the project, never copied into it. Beside the repository
 * (../shared/corpus/mcp-servers) where a checkout sits next to the shared folder; a clone made
 * elsewhere (CI's, in a temporary folder) finds it through TOOL_CONTRACTS_CORPUS or at the
 * workplace's /work/shared. The first folder that exists; else the first, which tests report absent.
 */
export const DEFAULT_CORPUS = findCorpus([
  process.env.TOOL_CONTRACTS_CORPUS,
  resolve(__dirname, '../../../shared/corpus/mcp-servers'),
  '/work/shared/corpus/mcp-servers',
]);

function findCorpus(candidates: ReadonlyArray<string | undefined>): string {
  const folders = candidates.filter((folder): folder is string => !!folder);
  return folders.find((folder) => existsSync(folder)) ?? folders[0];
}

export const FAMILIES = [
  'dry-run flag',
  'self-confirmation',
  'free-form query',
  'unitless numbers',
  'enum candidates',
  'side effects declared',
  'output typed',
] as const;
export type Family = (typeof FAMILIES)[number];

interface ToolLabel {
  readonly has_dry_run_flag?: boolean;
  readonly self_confirm_flag?: boolean;
  readonly free_form_query?: boolean;
  readonly unitless_numbers?: readonly string[];
  readonly enum_candidates?: readonly string[];
  readonly side_effects_declared?: boolean;
  readonly output_typed?: boolean;
  readonly optional_without_default?: number;
}

/** How a family reads its label and which rule answers it. */
type FamilySpec =
  | { readonly family: Family; readonly ruleId: string; readonly per: 'tool'; readonly positive: (label: ToolLabel) => boolean }
  | { readonly family: Family; readonly ruleId: string; readonly per: 'field'; readonly fields: (label: ToolLabel) => readonly string[] };

const SPECS: readonly FamilySpec[] = [
  { family: 'dry-run flag', ruleId: 'mutation-dry-run-flag', per: 'tool', positive: (l) => l.has_dry_run_flag === true },
  { family: 'self-confirmation', ruleId: 'mutation-self-confirmation', per: 'tool', positive: (l) => l.self_confirm_flag === true },
  { family: 'free-form query', ruleId: 'input-free-form-query', per: 'tool', positive: (l) => l.free_form_query === true },
  { family: 'unitless numbers', ruleId: 'field-unit-suffix', per: 'field', fields: (l) => l.unitless_numbers ?? [] },
  { family: 'enum candidates', ruleId: 'input-enum-candidate', per: 'field', fields: (l) => l.enum_candidates ?? [] },
  { family: 'side effects declared', ruleId: 'side-effects-undeclared', per: 'tool', positive: (l) => l.side_effects_declared === false },
  { family: 'output typed', ruleId: 'output-missing', per: 'tool', positive: (l) => l.output_typed === false },
];

export interface FamilyScore {
  readonly family: Family;
  readonly ruleId: string;
  readonly per: 'tool' | 'field';
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly precision: number;
  readonly recall: number;
  /** `file#tool`, plus `#field` for per-field families. */
  readonly falseAlarms: string[];
  readonly misses: string[];
}

/** A tool whose label counts optional inputs without a default that the rule no longer names. */
export interface OptionalSilence {
  readonly tool: string;
  readonly labelCount: number;
  readonly reported: number;
  readonly unreported: string[];
}

export interface JudgementScores {
  readonly corpus: string;
  readonly files: number;
  readonly tools: number;
  /** Tools in the files that labels.json does not cover (left out of the families). */
  readonly unlabelled: string[];
  readonly families: FamilyScore[];
  /** Every rule that fired, over every tool of every file, including findings outside inputs. */
  readonly findingsByRule: Record<string, number>;
  readonly ratesPer100Tools: Record<string, number>;
  readonly optionalSilences: OptionalSilence[];
  readonly authorsHints: AuthorsHintsScore;
}

/** One hint compared: of the tools whose author sets it, how many get the same value from our suggestion. */
export interface HintAgreement {
  readonly compared: number;
  readonly agree: number;
  /** `<file>#<tool>: ours <value>, the author's <value>` for each disagreement. */
  readonly disagreements: string[];
}

/**
 * side-effects-undeclared's suggestion against what each tool's author declared: every tool with a
 * boolean readOnlyHint is linted with its annotations taken away, and the class the rule would then
 * suggest is compared with the author's hints. readOnlyHint over the tools that get a class;
 * destructiveHint and idempotentHint over the mutations both sides call mutations, where the author
 * sets them. Authors err too (a read annotated as a mutation), so this is agreement, not accuracy.
 */
export interface AuthorsHintsScore {
  /** Tools whose author sets readOnlyHint. */
  readonly annotated: number;
  /** Of them, those that get no class once their hints are gone ("set readOnlyHint, … to say what it does"). */
  readonly noClass: number;
  readonly readOnly: HintAgreement;
  readonly destructive: HintAgreement;
  readonly idempotent: HintAgreement;
}

export function precisionRecall(tp: number, fp: number, fn: number): { precision: number; recall: number } {
  return { precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn) };
}

/**
 * A path inside an inputSchema in the labels' notation: the property names joined by `.`, `[]`
 * after a name whose value is reached through `items`, `prefixItems`, `additionalProperties` or
 * `patternProperties`; combinators are transparent and a `$defs`/`definitions` entry starts its
 * own chain. A trailing `[]` is dropped (the items of a string array name the array field, as the
 * labels do), and so is any keyword after the last schema (`default`, `type`…). Undefined when
 * the path names no property.
 */
export function labelPath(underSchema: JsonPath): string | undefined {
  let names: string[] = [];
  for (let i = 0; i < underSchema.length; i++) {
    const segment = underSchema[i];
    const next = underSchema[i + 1];
    if (segment === 'properties' && typeof next === 'string') {
      names.push(next);
      i++;
    } else if (segment === 'items' || segment === 'prefixItems' || segment === 'additionalProperties' || segment === 'patternProperties') {
      if (names.length) names[names.length - 1] += '[]';
      if (typeof next === 'number' || segment === 'patternProperties') i++;
    } else if (segment === 'anyOf' || segment === 'oneOf' || segment === 'allOf') {
      i++;
    } else if (segment === '$defs' || segment === 'definitions') {
      names = [];
      i++;
    } else if (segment === 'not' || segment === 'if' || segment === 'then' || segment === 'else') {
      continue;
    } else break;
  }
  if (names.length === 0) return undefined;
  return names.join('.').replace(/(\[\])+$/, '');
}

/** The names of the top-level inputs that are optional and have no default: labels.json's computed count. */
export function optionalWithoutDefault(inputSchema: unknown): string[] {
  if (!isObject(inputSchema) || !isObject(inputSchema.properties)) return [];
  const required = new Set(Array.isArray(inputSchema.required) ? inputSchema.required : []);
  return Object.entries(inputSchema.properties)
    .filter(([name, schema]) => !required.has(name) && !(isObject(schema) && 'default' in schema))
    .map(([name]) => name);
}

/** Whether a finding of input-optional-without-default names this input: by its path, or in its message (a finding per tool lists them). */
function namesInput(finding: Finding, name: string): boolean {
  const [, , schema, keyword, property] = finding.path;
  if (schema === 'inputSchema' && keyword === 'properties' && property === name) return true;
  return [`"${name}"`, `\`${name}\``, `'${name}'`].some((quoted) => finding.message.includes(quoted));
}

interface ToolRecord {
  readonly key: string;
  readonly raw: Record<string, unknown>;
  readonly label?: ToolLabel;
  readonly findings: Finding[];
}

export function corpusFiles(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.tools.json')).sort();
}

/** Whether `dir` holds a labelled corpus; the doors say so plainly when it does not. */
export function isCorpus(dir: string): boolean {
  return existsSync(join(dir, 'labels.json')) && corpusFiles(dir).length > 0;
}

export function scoreCorpus(dir: string): JudgementScores {
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, ToolLabel>;
  const files = corpusFiles(dir);
  const findingsByRule: Record<string, number> = {};
  const tools: ToolRecord[] = [];
  for (const file of files) {
    const { model, findings } = lint(readFileSync(join(dir, file), 'utf8'), { fileName: file });
    for (const finding of findings) findingsByRule[finding.ruleId] = (findingsByRule[finding.ruleId] ?? 0) + 1;
    const records = (model?.tools ?? []).map((tool): ToolRecord => {
      const key = `${file}#${tool.name ?? tool.index}`;
      return { key, raw: tool.raw, label: labels[key], findings: [] };
    });
    for (const finding of findings) {
      if (finding.path[0] === 'tools' && typeof finding.path[1] === 'number') records[finding.path[1]]?.findings.push(finding);
    }
    tools.push(...records);
  }
  const labelled = tools.filter((t): t is ToolRecord & { label: ToolLabel } => t.label !== undefined);
  const ratesPer100Tools: Record<string, number> = {};
  for (const [ruleId, count] of Object.entries(findingsByRule)) ratesPer100Tools[ruleId] = tools.length ? (100 * count) / tools.length : 0;
  return {
    corpus: dir,
    files: files.length,
    tools: tools.length,
    unlabelled: tools.filter((t) => t.label === undefined).map((t) => t.key),
    families: SPECS.map((spec) => scoreFamily(spec, labelled)),
    findingsByRule,
    ratesPer100Tools,
    optionalSilences: labelled.flatMap((t) => optionalSilence(t)),
    authorsHints: scoreAuthorsHints(dir, files),
  };
}

export function scoreAuthorsHints(dir: string, files: readonly string[]): AuthorsHintsScore {
  const agreement = (): { compared: number; agree: number; disagreements: string[] } => ({ compared: 0, agree: 0, disagreements: [] });
  const readOnly = agreement();
  const destructive = agreement();
  const idempotent = agreement();
  const compare = (into: ReturnType<typeof agreement>, key: string, ours: boolean, theirs: boolean): void => {
    into.compared++;
    if (ours === theirs) into.agree++;
    else into.disagreements.push(`${key}: ours ${ours}, the author's ${theirs}`);
  };
  let annotated = 0;
  let noClass = 0;
  for (const file of files) {
    const parsed: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const list: unknown = Array.isArray(parsed) ? parsed : isObject(parsed) ? parsed.tools : undefined;
    if (!Array.isArray(list)) continue;
    const hints = new Map<number, Record<string, unknown>>();
    const stripped = list.map((tool: unknown, index) => {
      if (!isObject(tool) || !isObject(tool.annotations) || typeof tool.annotations.readOnlyHint !== 'boolean') return tool;
      hints.set(index, tool.annotations);
      const { annotations: _annotations, ...rest } = tool;
      return rest;
    });
    if (hints.size === 0) continue;
    const { model } = lint(JSON.stringify({ tools: stripped }), { fileName: file });
    for (const tool of model?.tools ?? []) {
      const theirs = hints.get(tool.index);
      if (theirs === undefined) continue;
      annotated++;
      const guess = toolSideEffectGuess(tool);
      if (guess.basis === 'default') {
        noClass++;
        continue;
      }
      const key = `${file}#${tool.name ?? tool.index}`;
      const oursReadOnly = guess.sideEffects === 'read_only';
      compare(readOnly, key, oursReadOnly, theirs.readOnlyHint === true);
      if (oursReadOnly || theirs.readOnlyHint === true) continue;
      if (typeof theirs.destructiveHint === 'boolean') compare(destructive, key, guess.destructive, theirs.destructiveHint);
      if (typeof theirs.idempotentHint === 'boolean') compare(idempotent, key, guess.sideEffects === 'idempotent', theirs.idempotentHint);
    }
  }
  return { annotated, noClass, readOnly, destructive, idempotent };
}

function scoreFamily(spec: FamilySpec, tools: readonly (ToolRecord & { label: ToolLabel })[]): FamilyScore {
  const falseAlarms: string[] = [];
  const misses: string[] = [];
  let tp = 0;
  for (const tool of tools) {
    const findings = tool.findings.filter((f) => f.ruleId === spec.ruleId);
    if (spec.per === 'tool') {
      const fired = findings.length > 0;
      const positive = spec.positive(tool.label);
      if (fired && positive) tp++;
      else if (fired) falseAlarms.push(tool.key);
      else if (positive) misses.push(tool.key);
      continue;
    }
    const expected = new Set(spec.fields(tool.label));
    // Each finding's field, and the other paths that reach the same schema through `$ref`s (a finding at a definition, or at
    // the schema another field refers to, names every field that uses it; labels name a field by the path that reaches it).
    const reached = findings.length > 0 && JSON.stringify(tool.raw.inputSchema ?? null).includes('"$ref"') ? pathsByNode(tool.raw.inputSchema) : undefined;
    const reported = new Map<string, Set<string>>();
    for (const finding of findings) {
      const field = inputField(finding);
      if (field === undefined || reported.has(field)) continue;
      reported.set(field, new Set([field, ...(reached ? sameSchemaPaths(finding, tool.raw.inputSchema, reached) : [])]));
    }
    const found = new Set<string>();
    for (const [field, paths] of reported) {
      const hits = [...paths].filter((path) => expected.has(path));
      if (hits.length === 0) falseAlarms.push(`${tool.key}#${field}`);
      for (const hit of hits) found.add(hit);
    }
    tp += found.size;
    for (const field of expected) if (!found.has(field)) misses.push(`${tool.key}#${field}`);
  }
  return { family: spec.family, ruleId: spec.ruleId, per: spec.per, tp, fp: falseAlarms.length, fn: misses.length, ...precisionRecall(tp, falseAlarms.length, misses.length), falseAlarms, misses };
}

/** Beyond this many schemas met, the walk of a tool's `$ref`s stops: no real input schema comes near it. */
const MAX_REF_WALK = 20_000;

/**
 * Every schema object of an inputSchema, with the label paths that reach it: through properties, items and combinators as
 * labelPath reads them, and through each local `$ref` to its target (a ref already on the way is not followed again).
 */
function pathsByNode(inputSchema: unknown): Map<object, string[]> {
  const paths = new Map<object, string[]>();
  let met = 0;
  const visit = (node: unknown, names: readonly string[], refs: ReadonlySet<string>): void => {
    if (!isObject(node) || ++met > MAX_REF_WALK) return;
    if (names.length > 0) {
      const path = names.join('.').replace(/(\[\])+$/, '');
      const known = paths.get(node);
      if (!known) paths.set(node, [path]);
      else if (!known.includes(path)) known.push(path);
    }
    const itemsOf = (): string[] => (names.length === 0 ? [] : [...names.slice(0, -1), `${names[names.length - 1]}[]`]);
    if (isObject(node.properties)) for (const [name, child] of Object.entries(node.properties)) visit(child, [...names, name], refs);
    for (const keyword of ['items', 'additionalProperties'] as const) if (isObject(node[keyword])) visit(node[keyword], itemsOf(), refs);
    if (Array.isArray(node.prefixItems)) for (const child of node.prefixItems) visit(child, itemsOf(), refs);
    if (Array.isArray(node.items)) for (const child of node.items) visit(child, itemsOf(), refs);
    if (isObject(node.patternProperties)) for (const child of Object.values(node.patternProperties)) visit(child, itemsOf(), refs);
    for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(node[keyword])) for (const child of node[keyword]) visit(child, names, refs);
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !refs.has(ref)) visit(valueAt(inputSchema, fromPointer(ref, inputSchema)), names, new Set([...refs, ref]));
  };
  visit(inputSchema, [], new Set());
  return paths;
}

/** The label paths that reach the schema a finding points at, other than its own (see pathsByNode). */
function sameSchemaPaths(finding: Finding, inputSchema: unknown, reached: ReadonlyMap<object, string[]>): string[] {
  const under = finding.path.slice(3);
  let end = -1;
  for (let i = 0; i + 1 < under.length; i++) if (under[i] === 'properties' && typeof under[i + 1] === 'string') end = i + 2;
  const node = end < 0 ? undefined : valueAt(inputSchema, under.slice(0, end));
  return isObject(node) ? (reached.get(node) ?? []) : [];
}

/** The label notation of a finding inside the tool's inputSchema; outputs and errors are not labelled. */
function inputField(finding: Finding): string | undefined {
  if (finding.path[2] !== 'inputSchema') return undefined;
  return labelPath(finding.path.slice(3));
}

function optionalSilence(tool: ToolRecord & { label: ToolLabel }): OptionalSilence[] {
  const labelCount = tool.label.optional_without_default ?? 0;
  if (labelCount === 0) return [];
  const names = optionalWithoutDefault(tool.raw.inputSchema);
  const findings = tool.findings.filter((f) => f.ruleId === 'input-optional-without-default');
  const unreported = names.filter((name) => !findings.some((f) => namesInput(f, name)));
  if (unreported.length === 0) return [];
  return [{ tool: tool.key, labelCount, reported: names.length - unreported.length, unreported }];
}
