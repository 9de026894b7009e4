/**
 * Comparing JSON values and JSON Schemas for the diff: an exact, order-sensitive deep
 * equality (iterative, for the fast path over whole tools) and a canonical string of a
 * schema in which reordering means nothing (keys sorted; `required`, `enum`, `type` and the
 * branches of `anyOf`/`oneOf`/`allOf` as sets), local `$ref`s are followed, and
 * documentation keywords can be left out. Pure; never throws, never recurses without bound.
 */
import { resolveLocalRef } from '../engine/jsonSchema';
import { isObject } from '../engine/document';

/** Keywords that only document a schema: an edit to them is a patch. `x-*` keys count too. */
export const DOCUMENTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'description', 'title', 'examples', 'example', '$comment', 'deprecated', 'readOnly', 'writeOnly',
]);

export function isDocumentationKeyword(key: string): boolean {
  return DOCUMENTATION_KEYWORDS.has(key) || key.startsWith('x-');
}

/** The keys of `a`, then those of `b` that `a` lacks: every key either object has, once. */
export function unionKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = Object.keys(a);
  for (const key in b) if (!Object.prototype.hasOwnProperty.call(a, key)) keys.push(key);
  return keys;
}

/** Recursion is faster; below this nesting the walk goes on with an explicit stack. */
const RECURSION_LIMIT = 256;

/** Exact deep equality (object key order ignored, array order kept); any depth without overflowing the stack. */
export function deepEqual(a: unknown, b: unknown): boolean {
  return equalTo(a, b, 0);
}

function equalTo(x: unknown, y: unknown, depth: number): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (depth >= RECURSION_LIMIT) return equalIteratively(x, y);
  const next = depth + 1;
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!equalTo(x[i], y[i], next)) return false;
    return true;
  }
  if (Array.isArray(y)) return false;
  const xo = x as Record<string, unknown>;
  const yo = y as Record<string, unknown>;
  let count = 0;
  for (const key in xo) {
    if (!Object.prototype.hasOwnProperty.call(yo, key) || !equalTo(xo[key], yo[key], next)) return false;
    count++;
  }
  return Object.keys(yo).length === count;
}

function equalIteratively(a: unknown, b: unknown): boolean {
  const stack: Array<[unknown, unknown]> = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    if (Array.isArray(x)) {
      const ya = y as unknown[];
      if (x.length !== ya.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], ya[i]]);
      continue;
    }
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    const keys = Object.keys(xo);
    if (keys.length !== Object.keys(yo).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(yo, key)) return false;
      stack.push([xo[key], yo[key]]);
    }
  }
  return true;
}

/** Beyond this nesting a canonical string gives up: the value then equals nothing but itself. */
const MAX_CANONICAL_DEPTH = 200;
let deepToken = 0;

type Mode = 'schema' | 'map' | 'data';

/** Schema keywords whose value is a set of plain values. */
const VALUE_SETS = new Set(['required', 'enum', 'type']);
/** Schema keywords whose value is a set (a multiset) of schemas. */
const SCHEMA_SETS = new Set(['anyOf', 'oneOf', 'allOf']);
/** Schema keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/** Schema keywords whose value is data, not a schema. */
const DATA_KEYWORDS = new Set(['const', 'default', 'dependentRequired', 'examples', 'example']);
/** Definitions are compared where they are used (through `$ref`), not where they are declared. */
const DEFINITIONS = new Set(['$defs', 'definitions']);

export interface CanonicalOptions {
  /** Leave documentation keywords out (for "equal but for the docs"). */
  readonly stripDocs: boolean;
  /** The embedded schema local `$ref`s resolve in; refs stay strings without it. */
  readonly root?: unknown;
}

/**
 * The canonical string of a schema (mode `schema`), of a name → schema map (`map`, e.g. an
 * error's `fields`), or of plain data (`data`). Equal strings mean the same schema.
 */
export function canonical(value: unknown, options: CanonicalOptions, mode: Mode = 'schema'): string {
  return write(value, mode, options, 0, []);
}

function write(value: unknown, mode: Mode, options: CanonicalOptions, depth: number, refs: string[]): string {
  if (depth > MAX_CANONICAL_DEPTH) return `"\u0000deep${deepToken++}"`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const next = depth + 1;
  if (Array.isArray(value)) {
    return `[${value.map((v) => write(v, mode === 'map' ? 'schema' : mode, options, next, refs)).join(',')}]`;
  }
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object).sort();
  const parts: string[] = [];
  if (mode === 'data') {
    for (const key of keys) parts.push(`${JSON.stringify(key)}:${write(object[key], 'data', options, next, refs)}`);
    return `{${parts.join(',')}}`;
  }
  if (mode === 'map') {
    for (const key of keys) parts.push(`${JSON.stringify(key)}:${write(object[key], 'schema', options, next, refs)}`);
    return `{${parts.join(',')}}`;
  }
  for (const key of keys) {
    if (DEFINITIONS.has(key)) continue;
    if (options.stripDocs && isDocumentationKeyword(key)) continue;
    const child = object[key];
    let text: string;
    if (key === '$ref' && typeof child === 'string' && options.root !== undefined && !refs.includes(child)) {
      const target = resolveLocalRef(options.root, child);
      text = target.found ? write(target.value, 'schema', options, next, [...refs, child]) : JSON.stringify(child);
    } else if (key === 'type' && typeof child === 'string') {
      text = `[${JSON.stringify(child)}]`;
    } else if (VALUE_SETS.has(key) && Array.isArray(child)) {
      text = `[${child.map((v) => write(v, 'data', options, next, refs)).sort().join(',')}]`;
    } else if (SCHEMA_SETS.has(key) && Array.isArray(child)) {
      text = `[${child.map((v) => write(v, 'schema', options, next, refs)).sort().join(',')}]`;
    } else if (SCHEMA_MAPS.has(key)) {
      text = write(child, isObject(child) ? 'map' : 'data', options, next, refs);
    } else if (DATA_KEYWORDS.has(key)) {
      text = write(child, 'data', options, next, refs);
    } else {
      text = write(child, 'schema', options, next, refs);
    }
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
