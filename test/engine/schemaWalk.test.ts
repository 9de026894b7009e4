/**
 * The two walks of an embedded schema (schemaWalk.ts): every schema object (`schemaTree`) and the
 * schemas of values (`valueSchemaTree`: through `$ref`s, not into `$defs`, `not`, `if`…). One walk
 * serves both when they meet the same schemas, and the value walk makes its set of met schemas only
 * at the first `$ref`. Both are held here to a plain reference walk (the walk as it was before
 * those two savings) on random schemas with refs into definitions and into the tree, cycles,
 * skipped keywords and nesting past the depth limit, asked in either order.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isObject, resolveLocalRef, type JsonPath } from '../../server/src/engine/document';
import { clearSchemaWalks, MAX_SCHEMA_DEPTH, schemaTree, someValueSchema, valueSchemaTree, type SchemaTree } from '../../server/src/engine/schemaWalk';

const SINGLE = ['items', 'additionalItems', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'contentSchema'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'];
const RANK = new Map([...SINGLE, ...LIST, ...MAP].map((key, rank) => [key, rank]));
const NOT_VALUE = new Set(['$defs', 'definitions', 'not', 'if', 'propertyNames']);

interface Met {
  readonly node: object;
  readonly depth: number;
  readonly path: JsonPath;
}

/** The reference: depth first in document order, children by keyword rank, a set of every schema met from the start. */
function referenceWalk(root: Record<string, unknown>, valuesOnly: boolean): { met: Met[]; tooDeep: boolean } {
  const result: Met[] = [];
  let tooDeep = false;
  const seen = new Set<object>([root]);
  const first = (node: object): boolean => !valuesOnly || (!seen.has(node) && (seen.add(node), true));
  const stack: Met[] = [{ node: root, depth: 0, path: [] }];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at.depth > MAX_SCHEMA_DEPTH) {
      tooDeep = true;
      continue;
    }
    result.push(at);
    const node = at.node as Record<string, unknown>;
    const children: Met[] = [];
    if (valuesOnly && typeof node.$ref === 'string') {
      const target = resolveLocalRef(root, node.$ref);
      if (target.found && isObject(target.value) && first(target.value)) children.push({ node: target.value, depth: at.depth + 1, path: target.path });
    }
    const keys = Object.keys(node).filter((key) => RANK.has(key) && !(valuesOnly && NOT_VALUE.has(key))).sort((a, b) => RANK.get(a)! - RANK.get(b)!);
    for (const key of keys) {
      const value = node[key];
      if (MAP.includes(key)) {
        if (!isObject(value)) continue;
        for (const name of Object.keys(value)) if (isObject(value[name]) && first(value[name] as object)) children.push({ node: value[name] as object, depth: at.depth + 1, path: [...at.path, key, name] });
      } else if (Array.isArray(value)) {
        value.forEach((item, i) => isObject(item) && first(item) && children.push({ node: item, depth: at.depth + 1, path: [...at.path, key, i] }));
      } else if (SINGLE.includes(key) && isObject(value) && first(value)) children.push({ node: value, depth: at.depth + 1, path: [...at.path, key] });
    }
    stack.push(...children.reverse());
  }
  return { met: result, tooDeep };
}

function sameWalk(tree: SchemaTree, expected: { met: Met[]; tooDeep: boolean }, what: string): void {
  assert.equal(tree.tooDeep, expected.tooDeep, `${what}: tooDeep`);
  assert.equal(tree.subschemas.length, expected.met.length, `${what}: how many schemas`);
  tree.subschemas.forEach((sub, i) => {
    assert.equal(sub.node, expected.met[i].node, `${what}: schema ${i}`);
    assert.equal(sub.depth, expected.met[i].depth, `${what}: depth of schema ${i}`);
    assert.deepEqual(sub.relativePath(), expected.met[i].path, `${what}: path of schema ${i}`);
  });
}

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random schema: properties, items, branches, skipped keywords, refs to definitions and into the tree (cycles too), now and then a chain past the depth limit. */
function randomSchema(next: () => number): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const refs = ['#/$defs/a', '#/$defs/b', '#', '#/properties/p0', '#/properties/p1/items', '#/definitions/c', '#/$defs/missing', 'other.json#/x'];
  const schema = (depth: number): Record<string, unknown> => {
    const node: Record<string, unknown> = { type: pick(['object', 'string', 'array', ['string', 'null']]) };
    if (next() < 0.25) node.$ref = pick(refs);
    if (depth > 3) return node;
    const keys = ['properties', 'items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'not', 'if', 'then', 'propertyNames', 'prefixItems', 'dependentSchemas'];
    for (const key of keys) {
      if (next() > 0.3) continue;
      if (key === 'properties' || key === 'dependentSchemas') node[key] = Object.fromEntries(Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => [`p${i}`, schema(depth + 1)]));
      else if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key)) node[key] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => (next() < 0.1 ? true : schema(depth + 1)));
      else node[key] = next() < 0.1 ? false : schema(depth + 1);
    }
    return node;
  };
  const root = schema(0);
  if (next() < 0.5) root.$defs = { a: schema(2), b: { $ref: '#/$defs/a' } };
  if (next() < 0.2) root.definitions = { c: schema(2) };
  if (next() < 0.1) {
    // A chain past the depth limit, with a ref back into it from the root.
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < MAX_SCHEMA_DEPTH + 3; i++) deep = { type: 'object', properties: { n: deep } };
    // Refs into the chain: from the root (met before the chain is walked), and from a property met
    // after it, to a node past the limit that the walk has already met and not walked.
    const beyond = `#/properties/deep${'/properties/n'.repeat(MAX_SCHEMA_DEPTH)}`;
    root.properties = { ...(isObject(root.properties) ? root.properties : {}), deep, z: { $ref: beyond } };
    root.$ref = `#/properties/deep${'/properties/n'.repeat(MAX_SCHEMA_DEPTH - 2)}`;
  }
  return root;
}

describe('schema walks', () => {
  it('meet the schemas the reference walk meets, in its order, with its depths and paths, asked in either order', () => {
    const next = random(20261203);
    // The first $ref met after the walk has passed nodes below the depth limit, and points at one.
    let chain: Record<string, unknown> = { type: 'string', properties: { leaf: { type: 'string' } } };
    for (let i = 0; i < MAX_SCHEMA_DEPTH + 3; i++) chain = { type: 'object', properties: { n: chain } };
    const pastTheLimit = { type: 'object', properties: { deep: chain, z: { $ref: `#/properties/deep${'/properties/n'.repeat(MAX_SCHEMA_DEPTH)}` } } };
    const fixed = [pastTheLimit];
    for (let i = 0; i < 600 + fixed.length; i++) {
      const schema = i < fixed.length ? fixed[i] : randomSchema(next);
      const all = referenceWalk(schema, false);
      const values = referenceWalk(schema, true);
      for (const order of ['all first', 'values first'] as const) {
        clearSchemaWalks();
        if (order === 'all first') {
          sameWalk(schemaTree(schema), all, `schema ${i}, ${order}: every schema`);
          sameWalk(valueSchemaTree(schema), values, `schema ${i}, ${order}: values`);
        } else {
          sameWalk(valueSchemaTree(schema), values, `schema ${i}, ${order}: values`);
          sameWalk(schemaTree(schema), all, `schema ${i}, ${order}: every schema`);
        }
      }
    }
    clearSchemaWalks();
  });

  it('someValueSchema asks its test about the schemas of a value the reference asks about, in its order, each once', () => {
    // The reference: the value's schema, then depth-first its $ref target, branches and (through
    // items) items and prefixItems, with one set of every schema met, up to 256.
    const reference = (schema: unknown, root: unknown, throughItems: boolean, test: (node: Record<string, unknown>) => boolean): boolean => {
      if (!isObject(schema)) return false;
      if (test(schema)) return true;
      const met = new Set<object>([schema]);
      const stack: Record<string, unknown>[] = [schema];
      const push = (child: unknown): boolean => {
        if (!isObject(child) || met.has(child) || met.size >= 256) return false;
        met.add(child);
        if (test(child)) return true;
        stack.push(child);
        return false;
      };
      while (stack.length > 0) {
        const node = stack.pop()!;
        if (typeof node.$ref === 'string') {
          const target = resolveLocalRef(root, node.$ref);
          if (target.found && push(target.value)) return true;
        }
        for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
          const branches = node[keyword];
          if (Array.isArray(branches)) for (const branch of branches) if (push(branch)) return true;
        }
        if (throughItems) {
          if (Array.isArray(node.items)) {
            for (const item of node.items) if (push(item)) return true;
          } else if (push(node.items)) return true;
          if (Array.isArray(node.prefixItems)) for (const item of node.prefixItems) if (push(item)) return true;
        }
      }
      return false;
    };
    const next = random(20261204);
    let asked = 0;
    for (let i = 0; i < 400; i++) {
      const root = randomSchema(next);
      // Every schema object of the root, and lists of one plain item (the common case), as fields.
      const fields: unknown[] = referenceWalk(root, false).met.map((m) => m.node);
      fields.push({ type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: 'object', items: { type: 'string' } } }, { items: { $ref: '#' } }, { type: 'array', items: [{ type: 'string' }] });
      for (const field of fields) {
        for (const throughItems of [false, true]) {
          const stopAt = Math.floor(next() * 6);
          const run = (walk: typeof reference) => {
            const seen: object[] = [];
            const answer = walk(field, root, throughItems, (node) => {
              seen.push(node);
              return seen.length === stopAt;
            });
            return { answer, seen };
          };
          const expected = run(reference);
          const actual = run((schema, at, items, test) => someValueSchema(schema, at, items, (node) => test(node), undefined));
          assert.equal(actual.answer, expected.answer, `schema ${i}: answer`);
          assert.equal(actual.seen.length, expected.seen.length, `schema ${i}: schemas asked about`);
          actual.seen.forEach((node, k) => assert.equal(node, expected.seen[k], `schema ${i}: schema ${k} asked about`));
          asked += expected.seen.length;
        }
      }
    }
    assert.ok(asked > 5_000, `only ${asked} schemas asked about`);
  });

  it('a schema with no $ref and no skipped keyword is walked once for both', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } } } };
    clearSchemaWalks();
    assert.equal(valueSchemaTree(schema), schemaTree(schema));
    for (const other of [{ ...schema, $defs: { x: { type: 'string' } } }, { ...schema, not: { type: 'null' } }, { ...schema, properties: { a: { $ref: '#/properties/b' } } }]) {
      assert.notEqual(valueSchemaTree(other), schemaTree(other), JSON.stringify(other));
    }
    clearSchemaWalks();
  });
});
