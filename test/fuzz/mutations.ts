/**
 * Random edits of a real document, as fast-check arbitraries. A mutation is plain data
 * (so a failing case prints, shrinks and is saved as it is) applied to the text by
 * `applyMutation`; those that aim at a node (a type swap, a repeated key, a `$ref` cycle…)
 * pick it by its index among the nodes of the text as it is when they apply (modulo their
 * number), so every mutation applies to every text and shrinking keeps them meaningful.
 *
 * Each case also keeps only some of the seed's tools (`keepTools`), so a failure shrinks to
 * a document with the one tool that shows it.
 */
import fc from 'fast-check';
import { applyEdits, createScanner, modify, parseTree, type Node } from 'jsonc-parser';
import { loadSeeds, type Seed } from './seeds';

export type Mutation =
  | { readonly kind: 'flip'; readonly at: number; readonly bit: number }
  | { readonly kind: 'truncate'; readonly at: number }
  | { readonly kind: 'junk'; readonly at: number; readonly junk: string }
  | { readonly kind: 'typeSwap'; readonly node: number; readonly value: string }
  | { readonly kind: 'duplicateKey'; readonly node: number; readonly value?: string }
  | { readonly kind: 'refCycle'; readonly node: number; readonly form: number }
  | { readonly kind: 'deepNest'; readonly node: number; readonly depth: number; readonly bracket: 'array' | 'object' }
  | { readonly kind: 'longString'; readonly node: number; readonly part: 'key' | 'value'; readonly length: number; readonly unit: string }
  | { readonly kind: 'loneSurrogate'; readonly node: number; readonly unit: string; readonly escaped: boolean }
  | { readonly kind: 'bom'; readonly at: number }
  | { readonly kind: 'lineBreaks'; readonly style: '\r\n' | '\r' | 'mixed' }
  | { readonly kind: 'protoKey'; readonly node: number; readonly key: string; readonly insert: boolean }
  | { readonly kind: 'comment'; readonly at: number; readonly comment: string; readonly lineBreak: string };

/** One fuzzed document: a seed, the tools kept, and the edits applied in order. */
export interface FuzzCase {
  readonly seed: string;
  readonly keepTools: readonly number[];
  readonly mutations: readonly Mutation[];
}

export interface FuzzDoc {
  readonly text: string;
  readonly fileName: string;
  readonly folder?: string;
  readonly origin: string;
}

// ── The values a mutation writes ─────────────────────────────────────────────

const SWAP_VALUES = ['"str"', '""', '0', '-1', '42', '1e308', '-0.5', 'true', 'false', 'null', '[]', '{}', '[1, "a", null]', '{"type": "string"}', '{"type": "array", "items": {"type": "integer"}}', '"object"', '"array"', '"non_idempotent"', '"read_only"'];

const JUNK = [
  '\u0000',
  '\uFFFD',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '\u2028',
  '\u001b[31m',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"',
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '//',
  '/*',
  '*/',
  '\\',
  '\r',
  '\n',
  '\r\n',
  '\t',
  'http://evil.example/x',
];

const COMMENTS = ['// c', '/* c */', '/**/', '// tool-contracts-disable-next-line output-missing -- fuzz', '// tool-contracts-disable-next-line', '/* "name": "x", */', '// } ] , :', '/* ✓ 🚀 */', '// <b>bold</b> http://evil.example'];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__'];

const LONG_UNITS = ['A', 'a', 'aB', 'x_', ' ', 'é', '🚀', 'Ab1_', 'latency', '\\u00e9'];

/** Where a `$ref` cycle goes, by `form`. */
const REF_CYCLES = [
  '"$ref": "#"',
  '"$ref": "#/$defs/a", "$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}',
  '"$ref": "#/definitions/self", "definitions": {"self": {"type": "object", "properties": {"next": {"$ref": "#/definitions/self"}}}}',
  '"$ref": "#/properties/a", "properties": {"a": {"$ref": "#/properties/a"}}',
  '"allOf": [{"$ref": "#"}]',
  '"$ref": "#/$defs/missing"',
  '"$ref": "http://evil.example/schema.json"',
];

// ── Arbitraries ──────────────────────────────────────────────────────────────

const position = fc.nat({ max: 1_000_000 });
const nodeIndex = fc.nat({ max: 100_000 });

const junk = fc.oneof(
  fc.constantFrom(...JUNK),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 8 }),
);

/** Lengths of long keys and strings: mostly up to 100 K, sometimes 1 M (`huge`). */
function longLength(huge: boolean) {
  return huge ? fc.constantFrom(64, 1_000, 10_000, 100_000, 1_000_000) : fc.constantFrom(64, 1_000, 10_000, 100_000);
}

/** Nesting depths: 1,000 levels; 100,000 only in `huge` cases. */
function depth(huge: boolean) {
  return huge ? fc.constantFrom(1_000, 100_000) : fc.constantFrom(1_000, 100);
}

export function mutationArbitrary(huge = false): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('flip' as const), at: position, bit: fc.nat({ max: 7 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: position }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('junk' as const), at: position, junk }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('typeSwap' as const), node: nodeIndex, value: fc.constantFrom(...SWAP_VALUES) }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('duplicateKey' as const), node: nodeIndex, value: fc.option(fc.constantFrom(...SWAP_VALUES), { nil: undefined }) }, { requiredKeys: ['kind', 'node'] }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('refCycle' as const), node: nodeIndex, form: fc.nat({ max: REF_CYCLES.length - 1 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('deepNest' as const), node: nodeIndex, depth: depth(huge), bracket: fc.constantFrom('array' as const, 'object' as const) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('longString' as const), node: nodeIndex, part: fc.constantFrom('key' as const, 'value' as const), length: longLength(huge), unit: fc.constantFrom(...LONG_UNITS) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('loneSurrogate' as const), node: nodeIndex, unit: fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'), escaped: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('bom' as const), at: fc.oneof(fc.constant(0), position) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('lineBreaks' as const), style: fc.constantFrom('\r\n' as const, '\r' as const, 'mixed' as const) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('protoKey' as const), node: nodeIndex, key: fc.constantFrom(...PROTO_KEYS), insert: fc.boolean() }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('comment' as const), at: position, comment: fc.constantFrom(...COMMENTS), lineBreak: fc.constantFrom('\n', '\r\n', '\r') }) },
  );
}

/**
 * A case: a seed (by name), a subset of its tools (shrinks towards none), and 0–4
 * mutations (shrinks towards fewer). `seeds` restricts the choice (default: all).
 */
export function caseArbitrary(options: { seeds?: readonly Seed[]; huge?: boolean; maxMutations?: number } = {}): fc.Arbitrary<FuzzCase> {
  const seeds = options.seeds ?? loadSeeds().seeds;
  return fc
    .record({
      seed: fc.constantFrom(...seeds.map((s) => s.name)),
      keepTools: fc.uniqueArray(fc.nat({ max: 63 }), { maxLength: 6 }),
      // Every tool now and then: most seeds are large, and a case with all of them is slow.
      all: fc.nat({ max: 7 }).map((n) => n === 7), // shrinks (towards 0) to a subset
      mutations: fc.array(mutationArbitrary(options.huge), { minLength: 0, maxLength: options.maxMutations ?? 4 }),
    })
    .map(({ seed, keepTools, all, mutations }) => ({ seed, keepTools: all ? [-1] : [...keepTools].sort((a, b) => a - b), mutations }));
}

/** A case with one edit that makes it huge: 100,000 levels of nesting, or a 1 MB key or string. */
export function hugeCaseArbitrary(): fc.Arbitrary<FuzzCase> {
  const huge = fc.oneof(
    fc.record({ kind: fc.constant('deepNest' as const), node: nodeIndex, depth: fc.constant(100_000), bracket: fc.constantFrom('array' as const, 'object' as const) }),
    fc.record({ kind: fc.constant('longString' as const), node: nodeIndex, part: fc.constantFrom('key' as const, 'value' as const), length: fc.constant(1_000_000), unit: fc.constantFrom(...LONG_UNITS) }),
  );
  return fc.tuple(caseArbitrary({ maxMutations: 2 }), huge).map(([c, m]) => ({ ...c, mutations: [...c.mutations, m] }));
}

// ── Applying them ────────────────────────────────────────────────────────────

export function seedByName(name: string): Seed {
  const seed = loadSeeds().seeds.find((s) => s.name === name);
  if (!seed) throw new Error(`fuzz: no seed named ${name}`);
  return seed;
}

/** The document of a case: the seed with the kept tools only, then each mutation in order. */
export function buildDoc(c: FuzzCase): FuzzDoc {
  const { doc } = buildSteps(c);
  return doc;
}

/** buildDoc, with the text before the first mutation and after each. */
export function buildSteps(c: FuzzCase): { doc: FuzzDoc; steps: string[] } {
  const seed = seedByName(c.seed);
  let text = c.keepTools.includes(-1) ? seed.text : keepOnlyTools(seed.text, c.keepTools);
  const steps = [text];
  for (const m of c.mutations) steps.push((text = applyMutation(text, m)));
  return { doc: { text, fileName: seed.fileName, folder: seed.folder, origin: seed.name }, steps };
}

/** The seed text with only the tools at `keep` (indices modulo the number of tools), edited in place: comments elsewhere stay. */
export function keepOnlyTools(text: string, keep: readonly number[]): string {
  const root = parseTree(text);
  const tools = root && findChild(root, 'tools');
  if (!tools || tools.type !== 'array' || !tools.children) return text;
  const count = tools.children.length;
  if (count === 0) return text;
  const kept = new Set(keep.map((k) => k % count));
  let result = text;
  // From the last to the first, so each index still names the same tool.
  for (let i = count - 1; i >= 0; i--) {
    if (kept.has(i)) continue;
    result = applyEdits(result, modify(result, ['tools', i], undefined, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  }
  return result;
}

function findChild(object: Node, key: string): Node | undefined {
  if (object.type !== 'object') return undefined;
  let found: Node | undefined;
  for (const property of object.children ?? []) if (property.children?.[0]?.value === key) found = property.children[1];
  return found;
}

/** All nodes of the text in document order (iteratively: a deep document must not overflow here). */
function nodesOf(text: string): Node[] {
  let root: Node | undefined;
  try {
    root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  } catch {
    return []; // nesting too deep for jsonc-parser's recursive descent
  }
  const nodes: Node[] = [];
  const stack: Node[] = root ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    nodes.push(node);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return nodes;
}

function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

function splice(text: string, offset: number, length: number, insert: string): string {
  return text.slice(0, offset) + insert + text.slice(offset + length);
}

const isValue = (n: Node) => n.type !== 'property' && n.parent !== undefined && !(n.parent.type === 'property' && n.parent.children?.[0] === n);

/** The offsets between tokens (where a comment can go), from jsonc-parser's scanner. */
function tokenBoundaries(text: string): number[] {
  const scanner = createScanner(text, false);
  const offsets: number[] = [0];
  for (let kind: number = scanner.scan(); kind !== 17 /* SyntaxKind.EOF */; kind = scanner.scan()) {
    offsets.push(scanner.getTokenOffset() + scanner.getTokenLength());
    if (offsets.length > 200_000) break;
  }
  return offsets;
}

export function applyMutation(text: string, m: Mutation): string {
  switch (m.kind) {
    case 'flip': {
      if (text.length === 0) return text;
      const at = m.at % text.length;
      return splice(text, at, 1, String.fromCharCode(text.charCodeAt(at) ^ (1 << m.bit)));
    }
    case 'truncate':
      return text.slice(0, m.at % (text.length + 1));
    case 'junk':
      return splice(text, m.at % (text.length + 1), 0, m.junk);
    case 'bom':
      return splice(text, m.at % (text.length + 1), 0, '\uFEFF');
    case 'lineBreaks': {
      if (m.style === 'mixed') {
        let i = 0;
        return text.replace(/\r\n|\r|\n/g, () => ['\n', '\r\n', '\r'][i++ % 3]);
      }
      return text.replace(/\r\n|\r|\n/g, m.style);
    }
    case 'comment': {
      const at = pick(tokenBoundaries(text), m.at) ?? 0;
      const comment = m.comment.startsWith('//') ? `${m.comment}${m.lineBreak}` : m.comment;
      return splice(text, at, 0, comment);
    }
    case 'typeSwap': {
      const node = pick(nodesOf(text).filter(isValue), m.node);
      return node ? splice(text, node.offset, node.length, m.value) : text;
    }
    case 'duplicateKey': {
      const property = pick(nodesOf(text).filter((n) => n.type === 'property' && n.children?.length === 2), m.node);
      if (!property) return text;
      const [key, value] = property.children!;
      const copy = `${text.slice(key.offset, key.offset + key.length)}: ${m.value ?? text.slice(value.offset, value.offset + value.length)}`;
      // Before or after the original copy: both orders, by the parity of the index.
      return m.node % 2 === 0 ? splice(text, property.offset + property.length, 0, `, ${copy}`) : splice(text, property.offset, 0, `${copy}, `);
    }
    case 'refCycle': {
      const object = pick(nodesOf(text).filter((n) => n.type === 'object'), m.node);
      if (!object) return text;
      const cycle = REF_CYCLES[m.form % REF_CYCLES.length];
      return splice(text, object.offset + 1, 0, object.children?.length ? `${cycle}, ` : cycle);
    }
    case 'deepNest': {
      const node = pick(nodesOf(text).filter(isValue), m.node);
      if (!node) return text;
      const [open, close] = m.bracket === 'array' ? ['[', ']'] : ['{"a": ', '}'];
      return splice(text, node.offset, node.length, `${open.repeat(m.depth)}1${close.repeat(m.depth)}`);
    }
    case 'longString': {
      const nodes = nodesOf(text).filter((n) => n.type === 'string' && (m.part === 'key' ? n.parent?.type === 'property' && n.parent.children?.[0] === n : isValue(n)));
      const node = pick(nodes, m.node);
      if (!node) return text;
      const long = m.unit.repeat(Math.ceil(m.length / m.unit.length)).slice(0, m.length).replace(/\\u?[0-9a-f]{0,3}$/, '');
      return splice(text, node.offset, node.length, `"${long}"`);
    }
    case 'loneSurrogate': {
      const node = pick(nodesOf(text).filter((n) => n.type === 'string'), m.node);
      if (!node) return splice(text, 0, 0, m.unit);
      const inside = node.offset + 1 + ((node.length - 2) >> 1);
      const unit = m.escaped ? `\\u${m.unit.charCodeAt(0).toString(16)}` : m.unit;
      return splice(text, inside, 0, unit);
    }
    case 'protoKey': {
      if (m.insert) {
        const object = pick(nodesOf(text).filter((n) => n.type === 'object'), m.node);
        if (!object) return text;
        const member = `"${m.key}": {"type": "string", "polluted": true}`;
        return splice(text, object.offset + 1, 0, object.children?.length ? `${member}, ` : member);
      }
      const key = pick(nodesOf(text).filter((n) => n.type === 'string' && n.parent?.type === 'property' && n.parent.children?.[0] === n), m.node);
      return key ? splice(text, key.offset, key.length, `"${m.key}"`) : text;
    }
  }
}

/** A short description of a case, for messages. */
export function describeCase(c: FuzzCase): string {
  const short = (m: Mutation) => JSON.stringify(m, (_, v) => (typeof v === 'string' && v.length > 40 ? `${v.slice(0, 40)}…(${v.length})` : v));
  return `${c.seed} tools=${c.keepTools.includes(-1) ? 'all' : `[${c.keepTools.join(',')}]`} mutations=[${c.mutations.map(short).join(', ')}]`;
}
