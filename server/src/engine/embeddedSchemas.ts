/**
 * Checks a JSON Schema embedded in a tool (inputSchema, outputSchema) the way a host
 * would before accepting the tool: its dialect, meta-validation with ajv (every problem
 * at its own node), regular expressions that do not compile, local `$ref`s that point
 * at nothing or loop among themselves, and nesting too deep to read.
 * Shared by `input-schema-invalid` and `output-schema-invalid`; pure and non-recursive.
 */
import { isObject, toPointer, type JsonPath, type NodePart, type PathSegment } from './document';
import { dialectOf, metaValidate, resolveLocalRef, type Dialect, type SchemaProblem } from './jsonSchema';
import type { RelatedLocation } from './rule';
import { isEmptyEnum, MAX_SCHEMA_DEPTH, schemaTree, valueSchemaTree } from './schemaWalk';

export interface SchemaFinding {
  readonly path: JsonPath;
  readonly part?: NodePart;
  readonly message: string;
  readonly related?: readonly RelatedLocation[];
}

export const SUPPORTED_DIALECTS_HINT = '"https://json-schema.org/draft/2020-12/schema" or "http://json-schema.org/draft-07/schema#"';

interface SchemaOutline {
  /** Schema objects that carry a string `$ref`, with their paths relative to the root. */
  readonly refs: Array<{ path: PathSegment[]; ref: string }>;
  /** `pattern` values and `patternProperties` keys, relative paths. */
  readonly patterns: Array<{ path: PathSegment[]; pattern: string; atKey: boolean }>;
  /** Plain-name fragments the schema defines (`$anchor`, `$dynamicAnchor`, draft-07 `$id: "#name"`). */
  anchors: ReadonlySet<string>;
  /** A nested `$id` changes the base URI, so "#/…" no longer means this document's root. */
  nestedBase: boolean;
  tooDeep: boolean;
  /** Whether some keyword might break the meta-schema, so ajv must have its say. */
  needsMetaValidation: boolean;
  /** Whether some schema has `"enum": []` (read again through the value schemas only when so: rare). */
  emptyEnum: boolean;
}

const NO_ANCHORS: ReadonlySet<string> = new Set();

/** Most schemas define no anchor: their outline shares an empty set, and a set is made for the first one. */
function addAnchor(outline: SchemaOutline, name: string): void {
  const anchors = outline.anchors === NO_ANCHORS ? new Set<string>() : (outline.anchors as Set<string>);
  anchors.add(name);
  outline.anchors = anchors;
}

/**
 * Reads what the checks need from the shared walk of the schema (schemaWalk.schemaTree).
 * With a dialect, also screens each schema's keywords (see keywordsSurelyValid).
 */
function outline(schema: Record<string, unknown>, dialect: Dialect | undefined): SchemaOutline {
  const tree = schemaTree(schema);
  const result: SchemaOutline = { refs: [], patterns: [], anchors: NO_ANCHORS, nestedBase: false, tooDeep: tree.tooDeep, needsMetaValidation: false, emptyEnum: false };
  if (tree.tooDeep) return result;
  for (const sub of tree.subschemas) {
    const node = sub.node;
    if (dialect && !result.needsMetaValidation && !keywordsSurelyValid(node, dialect)) result.needsMetaValidation = true;
    if (typeof node.$ref === 'string') result.refs.push({ path: sub.relativePath().slice(), ref: node.$ref });
    if (isEmptyEnum(node)) result.emptyEnum = true;
    if (typeof node.pattern === 'string') result.patterns.push({ path: sub.relativePath().concat('pattern'), pattern: node.pattern, atKey: false });
    if (typeof node.$anchor === 'string') addAnchor(result, node.$anchor);
    if (typeof node.$dynamicAnchor === 'string') addAnchor(result, node.$dynamicAnchor);
    if (typeof node.$id === 'string') {
      if (node.$id.startsWith('#')) addAnchor(result, node.$id.slice(1));
      else if (sub.depth > 0) result.nestedBase = true;
    }
    if (isObject(node.patternProperties)) {
      for (const key of Object.keys(node.patternProperties)) result.patterns.push({ path: sub.relativePath().concat('patternProperties', key), pattern: key, atKey: true });
    }
  }
  return result;
}

/*
 * ajv's meta-validation costs a tenth of a millisecond per schema for 2020-12 (its
 * meta-schema is built on $dynamicRef), too slow for files of a thousand tools. Most
 * schemas are plainly fine, so each keyword is screened first against what the
 * meta-schemas of both dialects require of it; only a schema with a doubtful keyword is
 * handed to ajv, whose problems and messages are then reported. The screen may be
 * stricter than the meta-schemas (that only costs time), never looser: a test checks
 * that nothing it passes fails ajv.
 */
type KeywordScreen = (value: unknown, dialect: Dialect) => boolean;

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
const ANCHOR_NAME = /^[A-Za-z_][-A-Za-z0-9._]*$/;
const ID_WITHOUT_FRAGMENT = /^[^#]*#?$/;

const hasOwn = Object.prototype.hasOwnProperty;
const isSchema = (v: unknown): boolean => typeof v === 'boolean' || isObject(v);
const isString = (v: unknown): boolean => typeof v === 'string';
const isNumber = (v: unknown): boolean => typeof v === 'number';
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const isCount = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
const isAny = (): boolean => true;
/**
 * Whether a list of scalars has no value twice (as a Set would count them). Short lists, the
 * usual `required` and `enum`, are compared pairwise: a Set for each would be garbage.
 */
const allDistinct = (v: readonly unknown[]): boolean => {
  if (v.length > 16) return new Set(v).size === v.length;
  for (let i = 1; i < v.length; i++) {
    const x = v[i];
    for (let j = 0; j < i; j++) {
      const y = v[j];
      if (x === y || (x !== x && y !== y)) return false;
    }
  }
  return true;
};
const isUniqueStrings = (v: unknown): boolean => Array.isArray(v) && v.every(isString) && allDistinct(v);
const isSchemaList = (v: unknown): boolean => Array.isArray(v) && v.length > 0 && v.every(isSchema);
const isSchemaMap = (v: unknown): boolean => {
  if (!isObject(v)) return false;
  for (const key in v) if (hasOwn.call(v, key) && !isSchema(v[key])) return false;
  return true;
};
/** draft-07 wants a non-empty list of distinct values; lists with objects go to ajv for deep comparison. */
const isScalarSet = (v: unknown): boolean => Array.isArray(v) && v.length > 0 && v.every((x) => x === null || typeof x !== 'object') && allDistinct(v);
const isType = (v: unknown): boolean =>
  typeof v === 'string' ? SIMPLE_TYPES.has(v) : Array.isArray(v) && v.length > 0 && v.every((t) => typeof t === 'string' && SIMPLE_TYPES.has(t)) && allDistinct(v);

const KEYWORD_SCREENS: ReadonlyMap<string, KeywordScreen> = new Map<string, KeywordScreen>([
  ['$schema', isString], ['$ref', isString], ['$dynamicRef', isString], ['$comment', isString],
  ['$id', (v, d) => typeof v === 'string' && (d === 'draft-07' || ID_WITHOUT_FRAGMENT.test(v))],
  ['$anchor', (v) => typeof v === 'string' && ANCHOR_NAME.test(v)], ['$dynamicAnchor', (v) => typeof v === 'string' && ANCHOR_NAME.test(v)],
  ['$defs', isSchemaMap], ['definitions', isSchemaMap], ['properties', isSchemaMap], ['patternProperties', isSchemaMap], ['dependentSchemas', isSchemaMap],
  ['dependencies', (v) => isObject(v) && Object.values(v).every((d) => isSchema(d) || isUniqueStrings(d))],
  ['dependentRequired', (v) => isObject(v) && Object.values(v).every(isUniqueStrings)],
  ['items', (v, d) => isSchema(v) || (d === 'draft-07' && isSchemaList(v))],
  ['prefixItems', isSchemaList], ['allOf', isSchemaList], ['anyOf', isSchemaList], ['oneOf', isSchemaList],
  ...['additionalItems', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'contentSchema'].map((k): [string, KeywordScreen] => [k, isSchema]),
  ['type', isType], ['enum', isScalarSet], ['const', isAny], ['default', isAny], ['examples', Array.isArray], ['required', isUniqueStrings],
  ['multipleOf', (v) => typeof v === 'number' && v > 0],
  ...['maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum'].map((k): [string, KeywordScreen] => [k, isNumber]),
  ...['maxLength', 'minLength', 'maxItems', 'minItems', 'maxContains', 'minContains', 'maxProperties', 'minProperties'].map((k): [string, KeywordScreen] => [k, isCount]),
  ...['uniqueItems', 'deprecated', 'readOnly', 'writeOnly'].map((k): [string, KeywordScreen] => [k, isBoolean]),
  ...['title', 'description', 'format', 'pattern', 'contentEncoding', 'contentMediaType'].map((k): [string, KeywordScreen] => [k, isString]),
]);

/** The keywords the screen models (for the test that holds it to ajv). */
export const SCREENED_KEYWORDS: readonly string[] = [...KEYWORD_SCREENS.keys()];

/** Standard keywords the screen does not model: a schema using one goes to ajv. */
const UNSCREENED_KEYWORDS = new Set(['$vocabulary', '$recursiveRef', '$recursiveAnchor']);

/** Whether every keyword of this one schema object surely passes its meta-schema (subschemas are screened as they are walked). */
function keywordsSurelyValid(node: Record<string, unknown>, dialect: Dialect): boolean {
  // for…in rather than Object.keys: no array per schema. Own keys only, as Object.keys (a
  // "__proto__" member read by jsonc-parser becomes the prototype).
  for (const key in node) {
    if (!hasOwn.call(node, key)) continue;
    const screen = KEYWORD_SCREENS.get(key);
    if (screen ? !screen(node[key], dialect) : UNSCREENED_KEYWORDS.has(key)) return false;
  }
  return true;
}

/** For tests: whether a schema would be handed to ajv at all. */
export function needsMetaValidation(schema: Record<string, unknown>, dialect: Dialect): boolean {
  return outline(schema, dialect).needsMetaValidation;
}

/**
 * Every problem of one embedded schema, at its own node. `label` names the schema in
 * messages ("get_ticket's inputSchema"); `holds` what its values are, for a message on a value no
 * schema admits: the arguments of a call (inputSchema) or the fields of a result (outputSchema).
 */
export function checkEmbeddedSchema(schema: unknown, schemaPath: JsonPath, label: string, holds: 'call' | 'result'): SchemaFinding[] {
  if (typeof schema === 'boolean') return [];
  if (!isObject(schema)) {
    return [{ path: schemaPath, message: `${label} is ${describeJsonType(schema)}, not a JSON Schema: a host cannot validate calls against it and may refuse the tool. Write an object schema, e.g. { "type": "object", "properties": { … } }.` }];
  }
  const findings: SchemaFinding[] = [];
  const dialect = dialectOf(schema);
  if (typeof dialect !== 'string') {
    findings.push({
      path: schemaPath.concat('$schema'),
      message: `${label} names a JSON Schema dialect that cannot be checked (${JSON.stringify(dialect.unsupported)}): hosts may read its keywords differently. Use ${SUPPORTED_DIALECTS_HINT}, or drop "$schema" for 2020-12.`,
    });
  }
  const shape = outline(schema, typeof dialect === 'string' ? dialect : undefined);
  if (shape.tooDeep) {
    findings.push(tooDeep(schemaPath, label));
    return findings;
  }
  if (typeof dialect === 'string' && shape.needsMetaValidation) {
    const meta = metaProblems(schema, dialect);
    if (meta === 'too-deep') {
      findings.push(tooDeep(schemaPath, label));
      return findings;
    }
    for (const problem of meta) findings.push(fromMetaProblem(problem, schemaPath, label, dialect));
  }
  // draft-07's meta-schema asks for one value at least, and ajv has said so above; 2020-12's only says an enum SHOULD.
  if (shape.emptyEnum && dialect === '2020-12') for (const finding of emptyEnums(schema, schemaPath, label, holds)) findings.push(finding);
  for (const { path, pattern, atKey } of shape.patterns) {
    const error = regexError(pattern);
    if (error) {
      findings.push({
        path: schemaPath.concat(path),
        part: atKey ? 'key' : undefined,
        message: `The pattern ${JSON.stringify(pattern)} in ${label} is not a valid regular expression (${error}): validators reject the schema. Fix or escape it.`,
      });
    }
  }
  if (!shape.nestedBase && shape.refs.length > 0) for (const problem of refProblems(schema, schemaPath, label, shape)) findings.push(problem);
  return findings;
}

/**
 * Each `"enum": []` among the schemas of a value (the ones `not`, `if` and `propertyNames` hold only test, and an
 * unused definition describes nothing): no value passes it. modular-mcp's `group`, a required input whose enum
 * lists the groups configured, none when the snapshot was taken: no call could pass.
 */
function emptyEnums(schema: Record<string, unknown>, schemaPath: JsonPath, label: string, holds: 'call' | 'result'): SchemaFinding[] {
  const what = holds === 'call' ? 'every call that sends this field, and every call at all when it is required' : 'every result that holds this field';
  return valueSchemaTree(schema)
    .subschemas.filter((sub) => isEmptyEnum(sub.node))
    .map((sub) => ({
      path: schemaPath.concat(sub.relativePath(), 'enum'),
      message:
        `"enum" in ${label} lists no value, so no value passes it: a host that validates fails ${what}. ` +
        'JSON Schema 2020-12 says an enum SHOULD list at least one value (draft-07 requires one). List the values it takes, or drop "enum".',
    }));
}

function tooDeep(schemaPath: JsonPath, label: string): SchemaFinding {
  return {
    path: schemaPath,
    part: 'key',
    message: `${label} is nested deeper than ${MAX_SCHEMA_DEPTH} levels: no agent reads a shape that deep, validators may overflow, and nothing below that depth is checked. Flatten it, or share repeated parts through $defs.`,
  };
}

/** ajv's meta-validation; a stack overflow on absurd nesting comes back as 'too-deep'. */
function metaProblems(schema: Record<string, unknown>, dialect: Dialect): SchemaProblem[] | 'too-deep' {
  // The dialect is already decided: without `$schema`, ajv checks against that dialect's
  // meta-schema instead of looking up the URI (which fails on spellings like https://…/draft-07/schema#).
  const { $schema: _declared, ...rest } = schema;
  let problems: SchemaProblem[];
  try {
    problems = metaValidate(rest, dialect);
  } catch (error) {
    if (error instanceof RangeError) return 'too-deep';
    const detail = error instanceof Error ? error.message : String(error);
    return [{ path: [], atKey: true, message: `Could not be meta-validated: ${detail}.`, keyword: 'internal' }];
  }
  return withoutExplainedAlternatives(problems);
}

/**
 * An `anyOf` in the meta-schema (draft-07 `items`: a schema or a list of schemas) folds
 * into "must be array" at the keyword even when the real problem is inside the value.
 * When a problem below says what is wrong, the folded one only misleads.
 */
function withoutExplainedAlternatives(problems: SchemaProblem[]): SchemaProblem[] {
  if (!problems.some((p) => p.keyword === 'alternatives')) return problems;
  const pointers = problems.map((p) => toPointer(p.path));
  return problems.filter((problem, i) => {
    if (problem.keyword !== 'alternatives') return true;
    const prefix = `${pointers[i]}/`;
    return !pointers.some((other) => other.startsWith(prefix));
  });
}

function fromMetaProblem(problem: SchemaProblem, schemaPath: JsonPath, label: string, dialect: Dialect): SchemaFinding {
  const keyword = [...problem.path].reverse().find((segment): segment is string => typeof segment === 'string');
  const where = keyword ? `"${keyword}" in ${label}` : label;
  const detail = problem.message.charAt(0).toLowerCase() + problem.message.slice(1).replace(/\.$/, '');
  return {
    path: schemaPath.concat(problem.path),
    part: problem.atKey ? 'key' : undefined,
    message: `${where} is not valid JSON Schema ${dialect}: ${detail}. A host that checks schemas rejects the tool, so the agent cannot call it.`,
  };
}

function regexError(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '').replace(/\.$/, '');
  }
}

const CHAIN_SHOWN = 5;

/** Local `$ref`s that resolve to nothing, and `$ref` chains that loop without reaching a schema. */
function refProblems(schema: Record<string, unknown>, schemaPath: JsonPath, label: string, shape: SchemaOutline): SchemaFinding[] {
  const findings: SchemaFinding[] = [];
  const settled = new Set<string>();
  for (const { path, ref } of shape.refs) {
    const target = resolve(schema, ref, shape.anchors);
    if (target === 'external') continue;
    if (target === undefined) {
      findings.push({
        path: schemaPath.concat(path, '$ref'),
        message: `The $ref ${JSON.stringify(ref)} in ${label} points at nothing in the schema: a host cannot resolve it and rejects the tool. Define the target under $defs, or fix the pointer.`,
      });
      continue;
    }
    // Most references land on a real schema: only a chain of `$ref`s can loop.
    if (!isObject(target.value) || typeof target.value.$ref !== 'string') continue;
    // Follow the chain from here; a node met twice closes a loop.
    const chain: string[] = [];
    const chainPaths: PathSegment[][] = [];
    const onChain = new Map<string, number>();
    let currentPath: PathSegment[] = path;
    let currentTarget: { path: PathSegment[]; value: unknown } | 'external' | undefined = target;
    while (currentTarget !== undefined && currentTarget !== 'external') {
      const pointer = toPointer(currentPath);
      if (settled.has(pointer)) break;
      const seenAt = onChain.get(pointer);
      if (seenAt !== undefined) {
        findings.push(loopFinding(schemaPath, label, chain.slice(seenAt), chainPaths[chainPaths.length - 1], currentPath));
        break;
      }
      onChain.set(pointer, chain.length);
      chain.push(pointer);
      chainPaths.push(currentPath);
      const next: unknown = currentTarget.value;
      if (!isObject(next) || typeof next.$ref !== 'string') break;
      currentPath = currentTarget.path;
      currentTarget = resolve(schema, next.$ref, shape.anchors);
    }
    for (const pointer of chain) settled.add(pointer);
  }
  return findings;
}

function loopFinding(schemaPath: JsonPath, label: string, loop: string[], closing: PathSegment[], reentry: PathSegment[]): SchemaFinding {
  const names = [...loop, loop[0]].map((p) => `#${p}`);
  const shown = names.length > CHAIN_SHOWN ? [...names.slice(0, CHAIN_SHOWN - 1), '…', names[names.length - 1]] : names;
  const self = loop.length === 1;
  const what = self ? 'refers to the schema that holds it' : `closes a loop of references (${shown.join(' → ')})`;
  return {
    path: schemaPath.concat(closing, '$ref'),
    message: `The $ref at #${toPointer(closing)} in ${label} ${what}, so it never reaches a real schema: a validator would recurse forever. Point it at a schema that defines the shape.`,
    related: self ? undefined : [{ path: schemaPath.concat(reentry), part: reentry.length > 0 ? 'key' : undefined, message: 'The loop of references starts here.' }],
  };
}

/**
 * Resolves a `$ref` inside the schema: "#", "#/json/pointer" (percent-decoded) or
 * "#anchor". 'external' for anything else (URLs, other files), which is not checked.
 */
function resolve(schema: Record<string, unknown>, ref: string, anchors: ReadonlySet<string>): { path: PathSegment[]; value: unknown } | 'external' | undefined {
  if (!ref.startsWith('#')) return 'external';
  let fragment = ref.slice(1);
  if (fragment.includes('%')) {
    try {
      fragment = decodeURIComponent(fragment);
    } catch {
      return undefined;
    }
  }
  if (fragment === '' || fragment.startsWith('/')) {
    const found = resolveLocalRef(schema, `#${fragment}`);
    return found.found ? { path: found.path, value: found.value } : undefined;
  }
  // Anchors are not resolved to a node (rare in tool schemas); knowing they exist is enough.
  return anchors.has(fragment) ? 'external' : undefined;
}

function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  return `a ${typeof value}`;
}

/** How messages name a tool: its name, or its position when it has none. */
export function toolLabel(tool: { name?: string; index: number }): string {
  return tool.name ?? `tool #${tool.index}`;
}
