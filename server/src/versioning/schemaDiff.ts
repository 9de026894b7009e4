/**
 * Two versions of one embedded JSON Schema (a tool's inputSchema or outputSchema, or an
 * error's `fields`), compared keyword by keyword at any depth and through local `$ref`s,
 * each change classified by spec §5 for its side: what loosens an input tightens an output.
 * Pure; never throws; stops below MAX_SCHEMA_DEPTH; `$ref` cycles end at a visited pair.
 */
import { isObject, setMember, toPointer, type JsonPath } from '../engine/document';
import { resolveLocalRef } from '../engine/jsonSchema';
import { MAX_SCHEMA_DEPTH, requiredNames } from '../engine/schemaWalk';
import { findQuantity, hasUnit, QUANTITY_KIND_NAMES, type QuantityKind } from '../engine/heuristics/quantities';
import { splitWords } from '../engine/heuristics/words';
import { canonical, deepEqual, isDocumentationKeyword, unionKeys } from './canonical';
import type { Bump, ChangeKind } from './changes';

export type Side = 'input' | 'output';

export type Emit = (kind: ChangeKind, bump: Bump, path: JsonPath, inHead: boolean, message: string) => void;

export interface SchemaDiffContext {
  /** The tool's name, first in every message. */
  readonly tool: string;
  readonly side: Side;
  /** How a field reads in messages: `input`, `output field`, `error rate_limited field`. */
  readonly noun: string;
  /** How the whole schema reads: `the input schema`. */
  readonly whole: string;
  /** The embedded schemas local `$ref`s resolve in, and where they sit in their documents. */
  readonly baseRoot: unknown;
  readonly baseRootPath: JsonPath;
  readonly headRoot: unknown;
  readonly headRootPath: JsonPath;
  readonly emit: Emit;
  /** (base node, head node) pairs reached through a `$ref`: each is compared once. */
  readonly visited: Set<string>;
}

interface Loc {
  readonly node: unknown;
  readonly path: JsonPath;
}

/** The name → schema map of an object's properties, with its `required` names. */
export interface PropertyMap {
  readonly map: Record<string, unknown>;
  /** Path of the map (…/properties, or an error's …/fields). */
  readonly path: JsonPath;
  readonly required: ReadonlySet<string>;
  /** Path of the `required` array, when there is one. */
  readonly requiredPath?: JsonPath;
}

export function newContext(fields: Omit<SchemaDiffContext, 'visited'>): SchemaDiffContext {
  return { ...fields, visited: new Set() };
}

/** Compares two schemas (both present) at their paths. */
export function diffSchemas(ctx: SchemaDiffContext, base: unknown, head: unknown): void {
  diffNode(ctx, { node: base, path: ctx.baseRootPath }, { node: head, path: ctx.headRootPath }, '', 0);
}

// ---------------------------------------------------------------------------------------------
// Wording and bumps

function subject(ctx: SchemaDiffContext, field: string): string {
  return field ? `${ctx.noun} ${field}` : ctx.whole;
}

function child(field: string, name: string): string {
  return field ? `${field}.${name}` : name;
}

/** A stricter schema: breaks callers of an input, only narrows what readers of an output see. */
function tightened(ctx: SchemaDiffContext): Bump {
  return ctx.side === 'input' ? 'major' : 'minor';
}

/** A looser schema: old calls still pass, but readers of an output may meet new values. */
function loosened(ctx: SchemaDiffContext): Bump {
  return ctx.side === 'input' ? 'minor' : 'major';
}

function uncertainTail(ctx: SchemaDiffContext): string {
  return ctx.side === 'input'
    ? 'whether old calls still validate cannot be judged with certainty, so it is treated as breaking.'
    : 'whether every result still reads as before cannot be judged with certainty, so it is treated as breaking.';
}

function show(value: unknown): string {
  if (value === undefined) return 'absent';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Where a keyword's change is reported: in the head when it is there, else where the base had it. */
function at(b: Loc, h: Loc, key: string): { path: JsonPath; inHead: boolean } {
  if (isObject(h.node) && key in h.node) return { path: [...h.path, key], inHead: true };
  if (isObject(b.node) && key in b.node) return { path: [...b.path, key], inHead: false };
  return { path: h.path, inHead: true };
}

function emitAt(ctx: SchemaDiffContext, kind: ChangeKind, bump: Bump, place: { path: JsonPath; inHead: boolean }, message: string): void {
  ctx.emit(kind, bump, place.path, place.inHead, message);
}

function uncertain(ctx: SchemaDiffContext, place: { path: JsonPath; inHead: boolean }, reason: string, field: string): void {
  emitAt(ctx, 'schema-uncertain', 'major', place, `${ctx.tool}: ${reason} in ${subject(ctx, field)}; ${uncertainTail(ctx)}`);
}

// ---------------------------------------------------------------------------------------------
// Nodes

const MAX_REF_HOPS = 32;

function follow(root: unknown, rootPath: JsonPath, loc: Loc): { loc: Loc; followed: boolean } {
  let current = loc;
  let followed = false;
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    const ref = isObject(current.node) ? current.node.$ref : undefined;
    if (typeof ref !== 'string') break;
    const target = resolveLocalRef(root, ref);
    if (!target.found) break;
    current = { node: target.value, path: [...rootPath, ...target.path] };
    followed = true;
  }
  return { loc: current, followed };
}

function diffNode(ctx: SchemaDiffContext, b0: Loc, h0: Loc, field: string, depth: number): void {
  if (depth > MAX_SCHEMA_DEPTH) return;
  const b = follow(ctx.baseRoot, ctx.baseRootPath, b0);
  const h = follow(ctx.headRoot, ctx.headRootPath, h0);
  if (b.followed || h.followed) {
    compareRefSiblings(ctx, b0, h0, b.followed, h.followed, field);
    const key = `${toPointer(b.loc.path)}\u0000${toPointer(h.loc.path)}`;
    if (ctx.visited.has(key)) return;
    ctx.visited.add(key);
  }
  compareNode(ctx, b.loc, h.loc, field, depth);
}

/** Keywords beside a followed `$ref`: their edits cannot be placed in the target, so they are judged whole. */
function compareRefSiblings(ctx: SchemaDiffContext, b: Loc, h: Loc, bFollowed: boolean, hFollowed: boolean, field: string): void {
  const siblings = (loc: Loc, followed: boolean, docs: boolean): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    if (!followed || !isObject(loc.node)) return out;
    for (const key in loc.node) if (key !== '$ref' && isDocumentationKeyword(key) === docs) setMember(out, key, loc.node[key]);
    return out;
  };
  const bSchema = siblings(b, bFollowed, false);
  const hSchema = siblings(h, hFollowed, false);
  const options = (root: unknown) => ({ stripDocs: true, root });
  if (canonical(bSchema, options(ctx.baseRoot)) !== canonical(hSchema, options(ctx.headRoot))) {
    uncertain(ctx, { path: h.path, inHead: true }, 'the keywords beside a $ref changed', field);
  }
  if (bFollowed && hFollowed) compareDocs(ctx, b, h, field, siblings(b, true, true), siblings(h, true, true));
}

function compareDocs(ctx: SchemaDiffContext, b: Loc, h: Loc, field: string, bDocs: Record<string, unknown>, hDocs: Record<string, unknown>): void {
  for (const key of unionKeys(bDocs, hDocs)) {
    if (deepEqual(bDocs[key], hDocs[key]) && (key in bDocs) === (key in hDocs)) continue;
    documentation(ctx, b, h, key, field);
  }
}

/** A documentation keyword changed, or (`inside`) only documentation inside a keyword's subschemas. */
function documentation(ctx: SchemaDiffContext, b: Loc, h: Loc, key: string, field: string, inside = false): void {
  const place = at(b, h, key);
  const what = inside ? `the documentation inside ${key}` : `the ${key}`;
  emitAt(ctx, 'documentation-changed', 'patch', place, `${ctx.tool}: ${what} of ${subject(ctx, field)} changed.`);
}

const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains']);
const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains']);
const EXACT_CONSTRAINTS = new Set(['multipleOf', 'format']);
const BRANCH_LISTS = new Set(['anyOf', 'oneOf', 'allOf']);
const SUBSCHEMA_KEYWORDS = new Set(['not', 'if', 'then', 'else']);
/** Compared where they are used, not where they are declared: unused definitions are no change. */
const DEFINITIONS = new Set(['$defs', 'definitions']);

function compareNode(ctx: SchemaDiffContext, b: Loc, h: Loc, field: string, depth: number): void {
  const bn = b.node;
  const hn = h.node;
  if (!isObject(bn) || !isObject(hn)) {
    if (deepEqual(bn, hn)) return;
    if (isAny(bn) && isAny(hn)) return;
    uncertain(ctx, { path: h.path, inHead: true }, `the schema changed from ${show(bn)} to ${show(hn)}`, field);
    return;
  }
  let enumDone = false;
  let propertiesDone = false;
  for (const key of unionKeys(bn, hn)) {
    const bv = bn[key];
    const hv = hn[key];
    const inBoth = key in bn && key in hn;
    if (inBoth && bv === hv) continue;
    if (DEFINITIONS.has(key)) continue;
    if (isDocumentationKeyword(key)) {
      if (!inBoth || !deepEqual(bv, hv)) documentation(ctx, b, h, key, field);
    } else if (key === 'type') {
      compareTypes(ctx, b, h, field);
    } else if (key === 'enum' || key === 'const') {
      if (!enumDone) compareEnums(ctx, b, h, field);
      enumDone = true;
    } else if (key === 'properties' || key === 'required') {
      if (!propertiesDone) compareProperties(ctx, b, h, field, depth);
      propertiesDone = true;
    } else if (LOWER_BOUNDS.has(key) || UPPER_BOUNDS.has(key) || EXACT_CONSTRAINTS.has(key) || key === 'uniqueItems') {
      compareConstraint(ctx, b, h, key, field);
    } else if (key === 'default') {
      if (inBoth && deepEqual(bv, hv)) continue;
      if (ctx.side === 'input') {
        emitAt(ctx, 'default-changed', 'major', at(b, h, key),
          `${ctx.tool}: the default of ${subject(ctx, field)} changed from ${show(bv)} to ${show(hv)}; callers that omit it now get another value.`);
      } else documentation(ctx, b, h, key, field);
    } else if (key === 'additionalProperties') {
      compareAdditionalProperties(ctx, b, h, field, depth);
    } else if (key === 'patternProperties') {
      comparePatternProperties(ctx, b, h, field, depth);
    } else if (key === 'items') {
      compareItems(ctx, b, h, field, depth);
    } else if (key === 'prefixItems') {
      comparePrefixItems(ctx, b, h, field, depth);
    } else {
      compareOpaque(ctx, b, h, key, field);
    }
  }
}

/** A schema that admits anything: absent, `true`, or `{}` (documentation aside). */
function isAny(value: unknown): boolean {
  if (value === undefined || value === true) return true;
  return isObject(value) && Object.keys(value).every(isDocumentationKeyword);
}

// ---------------------------------------------------------------------------------------------
// type

function typeSet(value: unknown): Set<string> | undefined {
  if (typeof value === 'string') return new Set([value]);
  if (Array.isArray(value)) return new Set(value.map((t) => (typeof t === 'string' ? t : JSON.stringify(t))));
  return undefined;
}

function listTypes(types: Iterable<string>): string {
  return [...types].join(', ');
}

function compareTypes(ctx: SchemaDiffContext, b: Loc, h: Loc, field: string): void {
  const bv = (b.node as Record<string, unknown>).type;
  const hv = (h.node as Record<string, unknown>).type;
  const bt = typeSet(bv);
  const ht = typeSet(hv);
  const place = at(b, h, 'type');
  const what = `the type of ${subject(ctx, field)}`;
  if (!bt && !ht) {
    if (!deepEqual(bv, hv)) uncertain(ctx, place, `the type keyword changed from ${show(bv)} to ${show(hv)}`, field);
    return;
  }
  if (!bt) {
    emitAt(ctx, 'type-changed', tightened(ctx), place, `${ctx.tool}: ${what} is now restricted to ${listTypes(ht!)} (it had no type).`);
    return;
  }
  if (!ht) {
    emitAt(ctx, 'type-changed', loosened(ctx), place, `${ctx.tool}: ${what} is no longer restricted (it was ${listTypes(bt)}).`);
    return;
  }
  const added = [...ht].filter((t) => !bt.has(t));
  const removed = [...bt].filter((t) => !ht.has(t));
  if (added.length === 0 && removed.length === 0) return;
  // integer is a subset of number: integer → number widens, number → integer narrows.
  const reallyAdded = added.filter((t) => !(t === 'integer' && bt.has('number')));
  const reallyRemoved = removed.filter((t) => !(t === 'integer' && ht.has('number')));
  const detail = [added.length ? `added: ${added.join(', ')}` : '', removed.length ? `removed: ${removed.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
  const message = `${ctx.tool}: ${what} changed from ${listTypes(bt)} to ${listTypes(ht)} (${detail}).`;
  let bump: Bump;
  if (reallyAdded.length > 0 && reallyRemoved.length > 0) bump = 'major';
  else if (reallyAdded.length > 0) bump = loosened(ctx);
  else if (reallyRemoved.length > 0) bump = tightened(ctx);
  else return; // [integer, number] and [number] admit the same values
  emitAt(ctx, 'type-changed', bump, place, message);
}

// ---------------------------------------------------------------------------------------------
// enum / const

function enumValues(node: Record<string, unknown>): Map<string, unknown> | undefined {
  if (!('enum' in node) && !('const' in node)) return undefined;
  const values = new Map<string, unknown>();
  if (Array.isArray(node.enum)) for (const v of node.enum) values.set(canonical(v, { stripDocs: false }, 'data'), v);
  if ('const' in node) values.set(canonical(node.const, { stripDocs: false }, 'data'), node.const);
  return values;
}

function compareEnums(ctx: SchemaDiffContext, b: Loc, h: Loc, field: string): void {
  const bn = b.node as Record<string, unknown>;
  const hn = h.node as Record<string, unknown>;
  const bv = enumValues(bn);
  const hv = enumValues(hn);
  const key = 'enum' in hn ? 'enum' : 'const' in hn ? 'const' : 'enum' in bn ? 'enum' : 'const';
  const place = at(b, h, key);
  const list = (values: Iterable<unknown>) => [...values].map((v) => show(v)).join(', ');
  if (!bv && !hv) return;
  if (!bv) {
    emitAt(ctx, 'constraint-changed', tightened(ctx), place, `${ctx.tool}: ${subject(ctx, field)} now only admits ${list(hv!.values())}.`);
    return;
  }
  if (!hv) {
    emitAt(ctx, 'constraint-changed', loosened(ctx), place, `${ctx.tool}: ${subject(ctx, field)} is no longer limited to ${list(bv.values())}.`);
    return;
  }
  const added = [...hv.keys()].filter((k) => !bv.has(k)).map((k) => hv.get(k));
  const removed = [...bv.keys()].filter((k) => !hv.has(k)).map((k) => bv.get(k));
  const plural = (n: number) => (n === 1 ? 'value' : 'values');
  if (added.length > 0) {
    const [kind, bump, tail]: [ChangeKind, Bump, string] = ctx.side === 'input'
      ? ['input-enum-value-added', 'minor', 'callers may now send it']
      : ['output-enum-value-added', 'major', 'readers that handle only the old values break'];
    emitAt(ctx, kind, bump, place, `${ctx.tool}: ${subject(ctx, field)} gained the enum ${plural(added.length)} ${list(added)}; ${tail}.`);
  }
  if (removed.length > 0) {
    const [kind, bump, tail]: [ChangeKind, Bump, string] = ctx.side === 'input'
      ? ['input-enum-value-removed', 'major', 'callers that send it now fail']
      : ['output-enum-value-removed', 'minor', 'it is no longer returned'];
    emitAt(ctx, kind, bump, place, `${ctx.tool}: ${subject(ctx, field)} lost the enum ${plural(removed.length)} ${list(removed)}; ${tail}.`);
  }
}

// ---------------------------------------------------------------------------------------------
// constraints

function compareConstraint(ctx: SchemaDiffContext, b: Loc, h: Loc, key: string, field: string): void {
  const bn = b.node as Record<string, unknown>;
  const hn = h.node as Record<string, unknown>;
  let bv = bn[key];
  let hv = hn[key];
  if (key === 'uniqueItems') {
    // false and absent say the same.
    bv = bv === false ? undefined : bv;
    hv = hv === false ? undefined : hv;
  }
  if (deepEqual(bv, hv)) return;
  const place = at(b, h, key);
  const what = `${key} of ${subject(ctx, field)}`;
  let direction: 'tightened' | 'loosened' | 'changed';
  if (bv === undefined) direction = 'tightened';
  else if (hv === undefined) direction = 'loosened';
  else if (typeof bv === 'number' && typeof hv === 'number' && LOWER_BOUNDS.has(key)) direction = hv > bv ? 'tightened' : 'loosened';
  else if (typeof bv === 'number' && typeof hv === 'number' && UPPER_BOUNDS.has(key)) direction = hv < bv ? 'tightened' : 'loosened';
  else direction = 'changed';
  const bump = direction === 'tightened' ? tightened(ctx) : direction === 'loosened' ? loosened(ctx) : 'major';
  const change = bv === undefined ? `was added (${show(hv)})` : hv === undefined ? `was removed (it was ${show(bv)})` : `changed from ${show(bv)} to ${show(hv)}`;
  emitAt(ctx, 'constraint-changed', bump, place, `${ctx.tool}: ${what} ${change}, which ${direction === 'changed' ? 'changes which values are valid' : `${direction} it`}.`);
}

// ---------------------------------------------------------------------------------------------
// properties and required

function compareProperties(ctx: SchemaDiffContext, b: Loc, h: Loc, field: string, depth: number): void {
  const bn = b.node as Record<string, unknown>;
  const hn = h.node as Record<string, unknown>;
  const map = (node: Record<string, unknown>, loc: Loc): PropertyMap => ({
    map: isObject(node.properties) ? node.properties : {},
    path: [...loc.path, 'properties'],
    required: requiredNames(node),
    requiredPath: Array.isArray(node.required) ? [...loc.path, 'required'] : undefined,
  });
  diffPropertyMaps(ctx, map(bn, b), map(hn, h), field, depth);
}

const has = (map: Record<string, unknown>, name: string) => Object.prototype.hasOwnProperty.call(map, name);

/** Compares two properties maps by name: requiredness, renames, unit changes, additions, removals, and each kept property. */
export function diffPropertyMaps(ctx: SchemaDiffContext, base: PropertyMap, head: PropertyMap, field: string, depth: number): void {
  const removed: string[] = [];
  const added: string[] = [];
  for (const name in base.map) {
    if (!has(head.map, name)) {
      removed.push(name);
      continue;
    }
    compareRequired(ctx, base, head, name, field);
    diffNode(ctx, { node: base.map[name], path: [...base.path, name] }, { node: head.map[name], path: [...head.path, name] }, child(field, name), depth + 1);
  }
  for (const name in head.map) if (!has(base.map, name)) added.push(name);

  if (removed.length > 0 && added.length > 0) pairRenames(ctx, base, head, removed, added, field);

  for (const name of removed) {
    const [kind, tail]: [ChangeKind, string] = ctx.side === 'input'
      ? ['input-removed', 'callers that send it now fail or are ignored']
      : ['output-field-removed', 'readers that use it break'];
    ctx.emit(kind, 'major', [...base.path, name], false, `${ctx.tool}: ${ctx.noun} ${child(field, name)} was removed; ${tail}.`);
  }
  for (const name of added) {
    const path = [...head.path, name];
    const fieldName = child(field, name);
    if (ctx.side === 'output') ctx.emit('output-field-added', 'minor', path, true, `${ctx.tool}: ${ctx.noun} ${fieldName} was added.`);
    else if (head.required.has(name)) {
      ctx.emit('input-added-required', 'major', path, true, `${ctx.tool}: ${ctx.noun} ${fieldName} was added as required; calls without it now fail.`);
    } else ctx.emit('input-added-optional', 'minor', path, true, `${ctx.tool}: ${ctx.noun} ${fieldName} was added as optional.`);
  }

  // Names required without being declared as properties.
  for (const name of new Set([...base.required, ...head.required])) {
    if (has(base.map, name) || has(head.map, name)) continue;
    if (base.required.has(name) === head.required.has(name)) continue;
    const place = head.requiredPath ? { path: head.requiredPath, inHead: true } : { path: base.requiredPath ?? head.path, inHead: !base.requiredPath };
    requiredChange(ctx, base.required.has(name), head.required.has(name), place, child(field, name));
  }
}

function compareRequired(ctx: SchemaDiffContext, base: PropertyMap, head: PropertyMap, name: string, field: string): void {
  const was = base.required.has(name);
  const is = head.required.has(name);
  if (was === is) return;
  requiredChange(ctx, was, is, { path: [...head.path, name], inHead: true }, child(field, name));
}

function requiredChange(ctx: SchemaDiffContext, was: boolean, is: boolean, place: { path: JsonPath; inHead: boolean }, fieldName: string): void {
  const what = `${ctx.noun} ${fieldName}`;
  if (ctx.side === 'input') {
    if (is && !was) emitAt(ctx, 'input-made-required', 'major', place, `${ctx.tool}: ${what} is now required; calls without it now fail.`);
    else emitAt(ctx, 'input-made-optional', 'minor', place, `${ctx.tool}: ${what} is no longer required.`);
  } else if (was && !is) {
    emitAt(ctx, 'output-field-made-optional', 'major', place, `${ctx.tool}: ${what} is no longer always present; readers that rely on it break.`);
  } else emitAt(ctx, 'output-field-made-required', 'minor', place, `${ctx.tool}: ${what} is now always present.`);
}

// ---------------------------------------------------------------------------------------------
// renames and unit changes

/**
 * A removed and an added property in one object are one change when the added one has the
 * same schema (a rename), or the same name but for a unit of the same quantity (a unit change).
 * Pairs found are taken out of `removed` and `added`.
 */
function pairRenames(ctx: SchemaDiffContext, base: PropertyMap, head: PropertyMap, removed: string[], added: string[], field: string): void {
  const pairedRemoved = new Set<string>();
  const pairedAdded = new Set<string>();

  // Unit changes first: latency_ms → latency_seconds is a unit change even when the schema is the same.
  const byStem = new Map<string, { name: string; units: string }[]>();
  for (const name of removed) {
    for (const signature of unitSignatures(name)) {
      const list = byStem.get(signature.key) ?? [];
      list.push({ name, units: signature.units });
      byStem.set(signature.key, list);
    }
  }
  if (byStem.size > 0) {
    for (const name of added) {
      for (const signature of unitSignatures(name)) {
        const match = byStem.get(signature.key)?.find((c) => !pairedRemoved.has(c.name) && c.units !== signature.units);
        if (!match) continue;
        pairedRemoved.add(match.name);
        pairedAdded.add(name);
        const readers = ctx.side === 'input' ? 'callers that send the old value in the old unit break' : 'readers of the old value break';
        ctx.emit('unit-changed', 'major', [...head.path, name], true,
          `${ctx.tool}: ${ctx.noun} ${child(field, match.name)} → ${name} changes the unit: ${describeUnits(match.units)} became ${describeUnits(signature.units)} (${QUANTITY_KIND_NAMES[signature.kind]}); ${readers}.`);
        break;
      }
    }
  }

  const remainingAdded = added.filter((n) => !pairedAdded.has(n));
  const remainingRemoved = removed.filter((n) => !pairedRemoved.has(n));
  if (remainingAdded.length > 0 && remainingRemoved.length > 0) {
    const bySchema = new Map<string, string[]>();
    for (const name of remainingRemoved) {
      const key = canonical(base.map[name], { stripDocs: true, root: ctx.baseRoot });
      const list = bySchema.get(key) ?? [];
      list.push(name);
      bySchema.set(key, list);
    }
    for (const name of remainingAdded) {
      const candidates = bySchema.get(canonical(head.map[name], { stripDocs: true, root: ctx.headRoot }));
      if (!candidates) continue;
      const open = candidates.filter((c) => !pairedRemoved.has(c));
      if (open.length === 0) continue;
      // Prefer the candidate whose requiredness is the same.
      const old = open.find((c) => base.required.has(c) === head.required.has(name)) ?? open[0];
      pairedRemoved.add(old);
      pairedAdded.add(name);
      const [kind, tail]: [ChangeKind, string] = ctx.side === 'input'
        ? ['input-renamed', 'callers that send the old name break']
        : ['output-field-renamed', 'readers of the old name break'];
      ctx.emit(kind, 'major', [...head.path, name], true, `${ctx.tool}: ${ctx.noun} ${child(field, old)} was renamed to ${name}; ${tail}.`);
    }
  }

  if (pairedRemoved.size > 0) removeAll(removed, pairedRemoved);
  if (pairedAdded.size > 0) removeAll(added, pairedAdded);
}

function removeAll(list: string[], gone: ReadonlySet<string>): void {
  let j = 0;
  for (const item of list) if (!gone.has(item)) list[j++] = item;
  list.length = j;
}

const ALL_KINDS = Object.keys(QUANTITY_KIND_NAMES) as QuantityKind[];

/**
 * For each quantity kind the name could be in: the name without its unit words (the stem)
 * and the unit words. `latency_ms` → time: (latency, ms).
 */
function unitSignatures(name: string): { key: string; units: string; kind: QuantityKind }[] {
  const words = splitWords(name);
  const quantity = findQuantity(name);
  const out: { key: string; units: string; kind: QuantityKind }[] = [];
  for (const kind of quantity ? [quantity.kind] : ALL_KINDS) {
    const units = words.filter((w) => hasUnit(w, kind));
    if (units.length === 0) continue;
    const stem = words.filter((w) => !hasUnit(w, kind));
    if (stem.length === 0) continue;
    out.push({ key: `${kind}|${stem.join('_')}`, units: units.join('_'), kind });
  }
  return out;
}

const UNIT_NAMES: Readonly<Record<string, string>> = {
  ms: 'milliseconds', us: 'microseconds', ns: 'nanoseconds', s: 'seconds', sec: 'seconds', secs: 'seconds',
  mins: 'minutes', hrs: 'hours', h: 'hours', kb: 'kilobytes', mb: 'megabytes', gb: 'gigabytes',
  pct: 'percent', m: 'metres', km: 'kilometres', px: 'pixels', kg: 'kilograms', g: 'grams',
};

function describeUnits(units: string): string {
  return units.split('_').map((u) => UNIT_NAMES[u] ?? u).join(' ');
}

// ---------------------------------------------------------------------------------------------
// additionalProperties, patternProperties, items, prefixItems

type Openness = 'open' | 'closed' | 'schema' | 'other';

function openness(value: unknown): Openness {
  if (isAny(value)) return 'open';
  if (value === false) return 'closed';
  return isObject(value) ? 'schema' : 'other';
}

const OPENNESS_ORDER: Record<Exclude<Openness, 'other'>, number> = { closed: 0, schema: 1, open: 2 };

function compareAdditionalProperties(ctx: SchemaDiffContext, b: Loc, h: Loc, field: string, depth: number): void {
  const key = 'additionalProperties';
  const bv = (b.node as Record<string, unknown>)[key];
  const hv = (h.node as Record<string, unknown>)[key];
  const bo = openness(bv);
  const ho = openness(hv);
  if (bo === 'schema' && ho === 'schema') {
    diffNode(ctx, { node: bv, path: [...b.path, key] }, { node: hv, path: [...h.path, key] }, child(field, '*'), depth + 1);
    return;
  }
  if (bo === ho) {
    if (bo === 'other' && !deepEqual(bv, hv)) uncertain(ctx, at(b, h, key), `additionalProperties changed from ${show(bv)} to ${show(hv)}`, field);
    return;
  }
  if (bo === 'other' || ho === 'other') {
    uncertain(ctx, at(b, h, key), `additionalProperties changed from ${show(bv)} to ${show(hv)}`, field);
    return;
  }
  const tighter = OPENNESS_ORDER[ho] < OPENNESS_ORDER[bo];
  emitAt(ctx, 'constraint-changed', tighter ? tightened(ctx) : loosened(ctx), at(b, h, key),
    `${ctx.tool}: additionalProperties of ${subject(ctx, field)} changed from ${show(bv)} to ${show(hv)}, which ${tighter ? 'tightened' : 'loosened'} it.`);
}

function comparePatternProperties(ctx: SchemaDiffContext, b: Loc, h: Loc, field: string, depth: number): void {
  const key = 'patternProperties';
  const bv = (b.node as Record<string, unknown>)[key];
  const hv = (h.node as Record<string, unknown>)[key];
  if (!isObject(bv) || !isObject(hv)) {
    compareOpaque(ctx, b, h, key, field);
    return;
  }
  const bKeys = Object.keys(bv);
  const same = bKeys.length === Object.keys(hv).length && bKeys.every((k) => has(hv, k));
  if (!same) {
    uncertain(ctx, at(b, h, key), 'a patternProperties pattern was added or removed', field);
    return;
  }
  for (const pattern of bKeys) {
    diffNode(ctx, { node: bv[pattern], path: [...b.path, key, pattern] }, { node: hv[pattern], path: [...h.path, key, pattern] }, child(field, `/${pattern}/`), depth + 1);
  }
}

function compareItems(ctx: SchemaDiffContext, b: Loc, h: Loc, field: string, depth: number): void {
  const key = 'items';
  const bv = (b.node as Record<string, unknown>)[key];
  const hv = (h.node as Record<string, unknown>)[key];
  if (Array.isArray(bv) || Array.isArray(hv)) {
    compareOpaque(ctx, b, h, key, field); // draft-07 tuples
    return;
  }
  const bAny = isAny(bv);
  const hAny = isAny(hv);
  if (bAny && hAny) {
    if (isObject(bv) && isObject(hv)) compareDocs(ctx, { node: bv, path: [...b.path, key] }, { node: hv, path: [...h.path, key] }, `${field}[]`, bv, hv);
    return;
  }
  if (bAny !== hAny && (bv === undefined || hv === undefined || bv === true || hv === true)) {
    emitAt(ctx, 'constraint-changed', hAny ? loosened(ctx) : tightened(ctx), at(b, h, key),
      `${ctx.tool}: the items of ${subject(ctx, field)} ${hAny ? 'are no longer constrained' : 'are now constrained by a schema'}, which ${hAny ? 'loosened' : 'tightened'} it.`);
    return;
  }
  diffNode(ctx, { node: bv, path: [...b.path, key] }, { node: hv, path: [...h.path, key] }, `${field}[]`, depth + 1);
}

function comparePrefixItems(ctx: SchemaDiffContext, b: Loc, h: Loc, field: string, depth: number): void {
  const key = 'prefixItems';
  const bv = (b.node as Record<string, unknown>)[key];
  const hv = (h.node as Record<string, unknown>)[key];
  if (!Array.isArray(bv) || !Array.isArray(hv) || bv.length !== hv.length) {
    compareOpaque(ctx, b, h, key, field);
    return;
  }
  for (let i = 0; i < bv.length; i++) {
    diffNode(ctx, { node: bv[i], path: [...b.path, key, i] }, { node: hv[i], path: [...h.path, key, i] }, `${field}[${i}]`, depth + 1);
  }
}

// ---------------------------------------------------------------------------------------------
// keywords judged whole

function opaqueReason(key: string, bv: unknown, hv: unknown): string {
  if (BRANCH_LISTS.has(key)) {
    if (bv === undefined) return `${key} was added`;
    if (hv === undefined) return `${key} was removed`;
    return `${key === 'oneOf' ? 'a' : 'an'} ${key} branch changed`;
  }
  if (key === 'pattern') {
    if (bv === undefined) return `the pattern ${show(hv)} was added`;
    if (hv === undefined) return `the pattern ${show(bv)} was removed`;
    return `the pattern changed from ${show(bv)} to ${show(hv)}`;
  }
  const name = SUBSCHEMA_KEYWORDS.has(key) ? `the ${key} schema` : `the keyword ${key}`;
  if (bv === undefined) return `${name} was added`;
  if (hv === undefined) return `${name} was removed`;
  return `${name} changed`;
}

/**
 * Any other keyword, and anyOf/oneOf/allOf: judged whole, breaking when its meaning changed, a
 * patch when only its documentation did. The keyword is written as a one-keyword schema, so
 * canonical() reads it as a schema does: the branches of anyOf/oneOf/allOf as a set (the same
 * branches in another order are no change), local `$ref`s followed.
 */
function compareOpaque(ctx: SchemaDiffContext, b: Loc, h: Loc, key: string, field: string): void {
  const bn = b.node as Record<string, unknown>;
  const hn = h.node as Record<string, unknown>;
  const bv = bn[key];
  const hv = hn[key];
  const inBoth = key in bn && key in hn;
  // No deepEqual shortcut: equal values can still differ through a `$ref` to a def that changed.
  if (inBoth) {
    const text = (v: unknown, root: unknown, stripDocs: boolean) => canonical({ [key]: v }, { stripDocs, root });
    if (text(bv, ctx.baseRoot, true) === text(hv, ctx.headRoot, true)) {
      if (text(bv, ctx.baseRoot, false) !== text(hv, ctx.headRoot, false)) documentation(ctx, b, h, key, field, true);
      return;
    }
  }
  uncertain(ctx, at(b, h, key), opaqueReason(key, key in bn ? bv : undefined, key in hn ? hv : undefined), field);
}
