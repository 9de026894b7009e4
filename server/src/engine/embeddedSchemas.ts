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
import { MAX_SCHEMA_DEPTH } from './schemaWalk';

export interface SchemaFinding {
  readonly path: JsonPath;
  readonly part?: NodePart;
  readonly message: string;
  readonly related?: readonly RelatedLocation[];
}

/** Keywords whose value is one subschema (or, for draft-07 `items`, a list of them). */
const SINGLE_SUBSCHEMAS = [
  'items', 'additionalItems', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties', 'contains',
  'propertyNames', 'not', 'if', 'then', 'else', 'contentSchema',
];
const LIST_SUBSCHEMAS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** `dependencies` (draft-07) maps to a schema or to a list of names; lists are skipped. */
const MAP_SUBSCHEMAS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'];

export const SUPPORTED_DIALECTS_HINT = '"https://json-schema.org/draft/2020-12/schema" or "http://json-schema.org/draft-07/schema#"';

interface SchemaOutline {
  /** Schema objects that carry a string `$ref`, with their paths relative to the root. */
  readonly refs: Array<{ path: PathSegment[]; ref: string }>;
  /** `pattern` values and `patternProperties` keys, relative paths. */
  readonly patterns: Array<{ path: PathSegment[]; pattern: string; atKey: boolean }>;
  /** Plain-name fragments the schema defines (`$anchor`, `$dynamicAnchor`, draft-07 `$id: "#name"`). */
  readonly anchors: Set<string>;
  /** A nested `$id` changes the base URI, so "#/…" no longer means this document's root. */
  nestedBase: boolean;
  tooDeep: boolean;
}

/** Walks every subschema once, iteratively, stopping below MAX_SCHEMA_DEPTH. */
function outline(schema: Record<string, unknown>): SchemaOutline {
  const result: SchemaOutline = { refs: [], patterns: [], anchors: new Set(), nestedBase: false, tooDeep: false };
  const stack: Array<{ node: unknown; path: PathSegment[]; depth: number }> = [{ node: schema, path: [], depth: 0 }];
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    if (!isObject(node)) continue;
    if (depth > MAX_SCHEMA_DEPTH) {
      result.tooDeep = true;
      break;
    }
    if (typeof node.$ref === 'string') result.refs.push({ path, ref: node.$ref });
    if (typeof node.pattern === 'string') result.patterns.push({ path: [...path, 'pattern'], pattern: node.pattern, atKey: false });
    for (const key of ['$anchor', '$dynamicAnchor']) if (typeof node[key] === 'string') result.anchors.add(node[key] as string);
    if (typeof node.$id === 'string') {
      if (node.$id.startsWith('#')) result.anchors.add(node.$id.slice(1));
      else if (path.length > 0) result.nestedBase = true;
    }
    if (isObject(node.patternProperties)) {
      for (const key of Object.keys(node.patternProperties)) result.patterns.push({ path: [...path, 'patternProperties', key], pattern: key, atKey: true });
    }
    // Pushed in reverse so the walk meets schemas in document order (findings read top-down).
    const children: Array<{ node: unknown; path: PathSegment[] }> = [];
    for (const key of SINGLE_SUBSCHEMAS) {
      const sub = node[key];
      if (Array.isArray(sub)) sub.forEach((item, i) => children.push({ node: item, path: [...path, key, i] }));
      else if (isObject(sub)) children.push({ node: sub, path: [...path, key] });
    }
    for (const key of LIST_SUBSCHEMAS) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((item, i) => children.push({ node: item, path: [...path, key, i] }));
    }
    for (const key of MAP_SUBSCHEMAS) {
      const map = node[key];
      if (isObject(map)) for (const name of Object.keys(map)) children.push({ node: map[name], path: [...path, key, name] });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push({ ...children[i], depth: depth + 1 });
  }
  return result;
}

/**
 * Every problem of one embedded schema, at its own node. `label` names the schema in
 * messages ("get_ticket's inputSchema").
 */
export function checkEmbeddedSchema(schema: unknown, schemaPath: JsonPath, label: string): SchemaFinding[] {
  if (typeof schema === 'boolean') return [];
  if (!isObject(schema)) {
    return [{ path: schemaPath, message: `${label} is ${describeJsonType(schema)}, not a JSON Schema: a host cannot validate calls against it and may refuse the tool. Write an object schema, e.g. { "type": "object", "properties": { … } }.` }];
  }
  const findings: SchemaFinding[] = [];
  const dialect = dialectOf(schema);
  if (typeof dialect !== 'string') {
    findings.push({
      path: [...schemaPath, '$schema'],
      message: `${label} names a JSON Schema dialect that cannot be checked (${JSON.stringify(dialect.unsupported)}): hosts may read its keywords differently. Use ${SUPPORTED_DIALECTS_HINT}, or drop "$schema" for 2020-12.`,
    });
  }
  const shape = outline(schema);
  if (shape.tooDeep) {
    findings.push(tooDeep(schemaPath, label));
    return findings;
  }
  if (typeof dialect === 'string') {
    const meta = metaProblems(schema, dialect);
    if (meta === 'too-deep') {
      findings.push(tooDeep(schemaPath, label));
      return findings;
    }
    for (const problem of meta) findings.push(fromMetaProblem(problem, schemaPath, label, dialect));
  }
  for (const { path, pattern, atKey } of shape.patterns) {
    const error = regexError(pattern);
    if (error) {
      findings.push({
        path: [...schemaPath, ...path],
        part: atKey ? 'key' : undefined,
        message: `The pattern ${JSON.stringify(pattern)} in ${label} is not a valid regular expression (${error}): validators reject the schema. Fix or escape it.`,
      });
    }
  }
  if (!shape.nestedBase) findings.push(...refProblems(schema, schemaPath, label, shape));
  return findings;
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
    path: [...schemaPath, ...problem.path],
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
        path: [...schemaPath, ...path, '$ref'],
        message: `The $ref ${JSON.stringify(ref)} in ${label} points at nothing in the schema: a host cannot resolve it and rejects the tool. Define the target under $defs, or fix the pointer.`,
      });
      continue;
    }
    // Follow the chain of `$ref`s from here; a node met twice closes a loop.
    const chain: string[] = [];
    const chainPaths: PathSegment[][] = [];
    const onChain = new Map<string, number>();
    let currentPath: PathSegment[] = path;
    let currentRef: string | undefined = ref;
    while (currentRef !== undefined) {
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
      const next = resolve(schema, currentRef, shape.anchors);
      if (next === undefined || next === 'external' || !isObject(next.value)) break;
      currentPath = next.path;
      currentRef = typeof next.value.$ref === 'string' ? next.value.$ref : undefined;
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
    path: [...schemaPath, ...closing, '$ref'],
    message: `The $ref at #${toPointer(closing)} in ${label} ${what}, so it never reaches a real schema: a validator would recurse forever. Point it at a schema that defines the shape.`,
    related: self ? undefined : [{ path: [...schemaPath, ...reentry], part: reentry.length > 0 ? 'key' : undefined, message: 'The loop of references starts here.' }],
  };
}

/**
 * Resolves a `$ref` inside the schema: "#", "#/json/pointer" (percent-decoded) or
 * "#anchor". 'external' for anything else (URLs, other files), which is not checked.
 */
function resolve(schema: Record<string, unknown>, ref: string, anchors: Set<string>): { path: PathSegment[]; value: unknown } | 'external' | undefined {
  if (!ref.startsWith('#')) return 'external';
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
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
