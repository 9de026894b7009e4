/**
 * Walking the JSON Schemas embedded in a tool (inputSchema, outputSchema):
 * every property at any depth, without recursion so a hostile 5,000-deep schema
 * cannot overflow the stack.
 */
import { isObject, resolveLocalRef, type JsonPath, type PathSegment } from './document';

export interface PropertyVisit {
  readonly name: string;
  readonly schema: unknown;
  /** Path of the property's schema value: [..., 'properties', name]. */
  readonly path: JsonPath;
  /** The object schema that declares the property, and its path. */
  readonly owner: Record<string, unknown>;
  readonly ownerPath: JsonPath;
  readonly required: boolean;
  /** Nesting of the declaring schema below the walked one: 0 for the root schema's properties. */
  readonly depth: number;
  /** The walked schema (inputSchema, outputSchema): where the property's local `$ref`s resolve. */
  readonly root: Record<string, unknown>;
  /**
   * The field as a reader names it, from the walked schema: `sort.direction`, `updates[].op`,
   * `allow_deleting_content` at the root; branches are not named, a definition by its name.
   */
  readonly field: string;
}

/** Beyond this nesting the walk stops: no real contract is this deep. */
export const MAX_SCHEMA_DEPTH = 64;

/** One schema object met by the walk of an embedded schema. */
export interface Subschema {
  readonly node: Record<string, unknown>;
  /** Nesting below the walked schema: 0 for the schema itself. */
  readonly depth: number;
  /** Path from the walked schema: ['properties', 'a', 'items']. */
  relativePath(): JsonPath;
}

export interface SchemaTree {
  /** Every schema object, the root first, in document order. */
  readonly subschemas: readonly Subschema[];
  /** Whether the walk stopped below MAX_SCHEMA_DEPTH. */
  readonly tooDeep: boolean;
}

/**
 * A schema object met by the walk. Its path is kept as a link to its parent plus the one
 * or two segments below it (`items`, or `properties`/`anyOf` and a name or index), and
 * turned into an array only when asked for: a walk meets thousands of subschemas and a
 * finding needs the path of a handful.
 */
class SubschemaNode implements Subschema {
  private path: JsonPath | undefined;
  constructor(
    readonly node: Record<string, unknown>,
    readonly depth: number,
    private readonly parent: SubschemaNode | undefined,
    private readonly key: string | undefined,
    private readonly member: PathSegment | undefined,
    fixedPath?: JsonPath,
  ) {
    if (!parent) this.path = fixedPath ?? [];
  }
  relativePath(): JsonPath {
    if (!this.path) {
      // concat makes an array of the exact length; a spread or a push leaves room for 16 more.
      const above = this.parent!.relativePath();
      this.path = this.member !== undefined ? above.concat(this.key!, this.member) : above.concat(this.key!);
    }
    return this.path;
  }
}

/** Keywords whose value is one subschema (or, for draft-07 `items`, a list of them). */
const SINGLE_SUBSCHEMAS = [
  'items', 'additionalItems', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties', 'contains',
  'propertyNames', 'not', 'if', 'then', 'else', 'contentSchema',
];
const LIST_SUBSCHEMAS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** `dependencies` (draft-07) maps to a schema or to a list of names; lists are skipped. */
const MAP_SUBSCHEMAS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'];

const enum Holds {
  Single,
  List,
  Map,
}
/**
 * Each keyword that holds subschemas, by its rank: children are met in the order of the
 * lists above (all `items` before any `properties`), whatever the order of the keys.
 */
const SUBSCHEMA_KEYWORDS = new Map<string, { rank: number; holds: Holds }>([
  ...SINGLE_SUBSCHEMAS.map((key) => [key, Holds.Single] as const),
  ...LIST_SUBSCHEMAS.map((key) => [key, Holds.List] as const),
  ...MAP_SUBSCHEMAS.map((key) => [key, Holds.Map] as const),
].map(([key, holds], rank) => [key, { rank, holds }]));

/**
 * Keywords whose subschemas describe no value an instance holds: definitions are reached
 * through the `$ref`s that use them, `not` and `if` only test, `propertyNames` checks keys.
 */
const NOT_VALUE_KEYWORDS: ReadonlySet<string> = new Set(['$defs', 'definitions', 'not', 'if', 'propertyNames']);

/*
 * Several rules walk the same embedded schemas, so each schema object is walked once
 * per lint and the result kept (a parsed value sits at one place in its document, so
 * its path never differs). Plain maps, replaced by lint() before and after its rules:
 * thousands of WeakMap entries make every garbage collection slower. Replaced, not
 * cleared: measured, the walks a cleared map had held (about 3 MB for the 1,000-tool
 * bench file) stayed alive through every young-generation collection after the lint, were
 * copied by each and promoted, until a full collection (test/engine/retention.test.ts;
 * bench/README.md, tenth session). A replaced map is garbage with all it holds.
 */
let trees = new Map<object, WalkedTree>();
let valueTrees = new Map<object, WalkedTree>();
let walked = new Map<object, readonly PropertyVisit[]>();
let topLevel = new Map<object, readonly PropertyVisit[]>();
let parameters = new Map<object, readonly PropertyVisit[]>();

/** Forgets the walks of the previous document; lint() calls it before and after its rules. */
export function clearSchemaWalks(): void {
  trees = new Map();
  valueTrees = new Map();
  walked = new Map();
  topLevel = new Map();
  parameters = new Map();
}

/** A walk's result, and whether the other walk of the same schema would meet the same schemas. */
interface WalkedTree extends SchemaTree {
  /**
   * No `$ref` and no keyword whose subschemas a value walk skips (`$defs`, `not`, `if`…): the
   * full walk and the value walk meet the same schemas in the same order, so one serves both.
   * (A parsed schema is a tree: no object sits at two places in it but through a `$ref`.)
   */
  readonly plain: boolean;
}

const EMPTY_TREE: WalkedTree = { subschemas: [], tooDeep: false, plain: true };

/** Every schema object under `schema` (itself included), iteratively, in document order. */
export function schemaTree(schema: unknown): SchemaTree {
  if (!isObject(schema)) return EMPTY_TREE;
  let tree = trees.get(schema);
  if (!tree) {
    const values = valueTrees.get(schema);
    tree = values?.plain ? values : walkTree(schema);
    trees.set(schema, tree);
  }
  return tree;
}

/**
 * Every schema object under `schema`, walked afresh and not kept: for code outside a lint
 * that rewrites the schemas it walks (the strict form of engine/strictSchema.ts).
 */
export function freshSchemaTree(schema: unknown): SchemaTree {
  return isObject(schema) ? walkTree(schema) : EMPTY_TREE;
}

/**
 * The schemas that describe values an instance can hold, as JSON Schema means them: from
 * the root through properties, items, additionalProperties and every anyOf/oneOf/allOf
 * branch, and through each local `$ref` to its target (met once, at the target's own
 * path, however many refs lead there; cycles stop). Definitions nobody refers to, and the
 * tests of `not`, `if` and `propertyNames`, are not values and are not met. The input and
 * output rules read schemas through this walk.
 */
export function valueSchemaTree(schema: unknown): SchemaTree {
  if (!isObject(schema)) return EMPTY_TREE;
  let tree = valueTrees.get(schema);
  if (!tree) {
    const all = trees.get(schema);
    tree = all?.plain ? all : walkTree(schema, true);
    valueTrees.set(schema, tree);
  }
  return tree;
}

/** Scratch list of one schema's subschema keywords (walkTree is never re-entered). */
const keywords: string[] = [];

function walkTree(root: Record<string, unknown>, valuesOnly = false): WalkedTree {
  const subschemas: SubschemaNode[] = [];
  let tooDeep = false;
  let plain = true;
  // Nodes already met, so a $ref target is walked once. A parsed schema is a tree, so before the
  // first $ref every node is met once: the set is made there, from every node met so far (most
  // schemas have no $ref, and a set for each walk was garbage). Only a walk that follows refs needs it.
  let met: Set<object> | undefined;
  // Nodes below MAX_SCHEMA_DEPTH, met but not walked (rare): the set holds them too.
  let beyond: object[] | undefined;
  // Only objects are pushed: anything else is no schema to walk.
  const stack: SubschemaNode[] = [new SubschemaNode(root, 0, undefined, undefined, undefined)];
  while (stack.length > 0) {
    const sub = stack.pop()!;
    const { node, depth } = sub;
    if (depth > MAX_SCHEMA_DEPTH) {
      tooDeep = true;
      (beyond ??= []).push(node);
      continue;
    }
    subschemas.push(sub);
    // The keywords that hold subschemas, in rank order: a schema has a few keys, and
    // looking each up beats asking every schema for all 22 keywords.
    let found = 0;
    for (const key in node) {
      const keyword = SUBSCHEMA_KEYWORDS.get(key);
      if (!keyword) continue;
      if (NOT_VALUE_KEYWORDS.has(key)) {
        plain = false;
        if (valuesOnly) continue;
      }
      let at = found++;
      while (at > 0 && SUBSCHEMA_KEYWORDS.get(keywords[at - 1])!.rank > keyword.rank) {
        keywords[at] = keywords[at - 1];
        at--;
      }
      keywords[at] = key;
    }
    // Children are pushed, then reversed in place, so the walk meets them in document order.
    const first = stack.length;
    const next = depth + 1;
    if (typeof node.$ref === 'string') plain = false;
    if (valuesOnly && typeof node.$ref === 'string') {
      if (!met) {
        met = new Set<object>();
        for (const walked of subschemas) met.add(walked.node);
        for (const pending of stack) met.add(pending.node);
        if (beyond) for (const deep of beyond) met.add(deep);
      }
      const target = resolveLocalRef(root, node.$ref);
      if (target.found && isObject(target.value) && firstMeeting(met, target.value)) {
        stack.push(new SubschemaNode(target.value, next, undefined, undefined, undefined, target.path));
      }
    }
    for (let k = 0; k < found; k++) {
      const key = keywords[k];
      const value = node[key];
      const holds = SUBSCHEMA_KEYWORDS.get(key)!.holds;
      if (holds === Holds.Map) {
        if (!isObject(value)) continue;
        for (const name in value) {
          const child = value[name];
          if (isObject(child) && (!met || firstMeeting(met, child))) stack.push(new SubschemaNode(child, next, sub, key, name));
        }
      } else if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (isObject(item) && (!met || firstMeeting(met, item))) stack.push(new SubschemaNode(item, next, sub, key, i));
        }
      } else if (holds === Holds.Single && isObject(value) && (!met || firstMeeting(met, value))) stack.push(new SubschemaNode(value, next, sub, key, undefined));
    }
    for (let i = first, j = stack.length - 1; i < j; i++, j--) {
      const swap = stack[i];
      stack[i] = stack[j];
      stack[j] = swap;
    }
  }
  return { subschemas, tooDeep, plain };
}

function firstMeeting(met: Set<object>, node: object): boolean {
  if (met.has(node)) return false;
  met.add(node);
  return true;
}

/** The absolute path of a declaring schema, built once and shared by its properties. */
class OwnerPath {
  private array: JsonPath | undefined;
  constructor(private readonly base: JsonPath, private readonly sub: Subschema | undefined) {}
  get(): JsonPath {
    return (this.array ??= this.sub && this.sub.depth > 0 ? this.base.concat(this.sub.relativePath()) : this.base);
  }
  relative(): JsonPath {
    return this.sub ? this.sub.relativePath() : [];
  }
}

/** Keywords after which a path is inside a list's items: the field is named `list[]`. */
const ITEM_KEYWORDS: ReadonlySet<string> = new Set(['items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'contains']);
const NAMED_MEMBER_KEYWORDS: ReadonlySet<string> = new Set(['properties', '$defs', 'definitions', 'dependentSchemas']);

/** `['properties', 'sort', 'anyOf', 0, 'properties', 'direction']` → `sort.direction`; items add `[]`. */
export function fieldName(relativePath: JsonPath): string {
  let name = '';
  for (let i = 0; i < relativePath.length; i++) {
    const segment = relativePath[i];
    if (typeof segment !== 'string') continue;
    if (NAMED_MEMBER_KEYWORDS.has(segment) && i + 1 < relativePath.length) {
      const member = String(relativePath[++i]);
      name = name === '' ? member : `${name}.${member}`;
    } else if (ITEM_KEYWORDS.has(segment) && name !== '') {
      if (!name.endsWith('[]')) name += '[]';
    }
  }
  return name;
}

class Visit implements PropertyVisit {
  private pathArray: JsonPath | undefined;
  constructor(
    readonly name: string,
    readonly schema: unknown,
    readonly owner: Record<string, unknown>,
    private readonly ownerLocation: OwnerPath,
    readonly depth: number,
    readonly root: Record<string, unknown>,
  ) {}
  get ownerPath(): JsonPath {
    return this.ownerLocation.get();
  }
  get path(): JsonPath {
    return (this.pathArray ??= [...this.ownerLocation.get(), 'properties', this.name]);
  }
  get required(): boolean {
    return Array.isArray(this.owner.required) && this.owner.required.includes(this.name);
  }
  get field(): string {
    return this.depth === 0 ? this.name : fieldName([...this.ownerLocation.relative(), 'properties', this.name]);
  }
}

/**
 * Every property an instance of `schema` can have, at any depth (valueSchemaTree: through
 * items, branches and `$ref`s), in document order; a property of a shared definition once,
 * at the definition.
 */
export function allProperties(schema: unknown, path: JsonPath): readonly PropertyVisit[] {
  if (!isObject(schema) || isLeafSchema(schema)) return [];
  return keptVisits(walked, schema, path, collectAllProperties);
}

function collectAllProperties(schema: Record<string, unknown>, path: JsonPath): PropertyVisit[] {
  const collected: PropertyVisit[] = [];
  for (const sub of valueSchemaTree(schema).subschemas) {
    const properties = sub.node.properties;
    if (!isObject(properties)) continue;
    const owner = new OwnerPath(path, sub);
    for (const name in properties) collected.push(new Visit(name, properties[name], sub.node, owner, sub.depth, schema));
  }
  return collected;
}

/** The visits `collect` makes of `schema` (at `path`), made once and kept in `kept` until the walks are cleared. */
function keptVisits(
  kept: Map<object, readonly PropertyVisit[]>,
  schema: Record<string, unknown>,
  path: JsonPath,
  collect: (schema: Record<string, unknown>, path: JsonPath) => PropertyVisit[],
): readonly PropertyVisit[] {
  let visits = kept.get(schema);
  if (!visits) {
    visits = collect(schema, path);
    kept.set(schema, visits);
  }
  return visits;
}

/**
 * Whether no value passes a schema by its own keywords: `false`, `{ "not": {} }` (or `not: true`), an enum that
 * lists nothing. A property with such a schema is one no call may send (discogs' `sort` on four of its tools).
 */
export function admitsNoValue(schema: unknown): boolean {
  if (schema === false) return true;
  if (!isObject(schema)) return false;
  const not = schema.not;
  return not === true || (isObject(not) && Object.keys(not).length === 0) || isEmptyEnum(schema);
}

/** `"enum": []`: no value passes it (input-schema-invalid reports it; no other rule asks about the field). */
export function isEmptyEnum(node: Record<string, unknown>): boolean {
  return Array.isArray(node.enum) && node.enum.length === 0;
}

/**
 * Whether a schema holds no subschema, so no property at any depth: most of the schemas
 * rules ask about (an error's fields, a scalar field) are leaves, and need no walk to tell.
 */
export function isLeafSchema(schema: Record<string, unknown>): boolean {
  for (const key in schema) if (SUBSCHEMA_KEYWORDS.has(key)) return false;
  return true;
}

/** Calls `visit` for every property of every object schema under `schema`. */
export function forEachProperty(schema: unknown, path: JsonPath, visit: (property: PropertyVisit) => void): void {
  for (const property of allProperties(schema, path)) visit(property);
}


/** The root-level properties of an object schema (a tool's parameters or output fields), kept per schema. */
export function topLevelProperties(schema: unknown, path: JsonPath): readonly PropertyVisit[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  return keptVisits(topLevel, schema, path, collectTopLevelProperties);
}

function collectTopLevelProperties(schema: Record<string, unknown>, path: JsonPath): PropertyVisit[] {
  const properties = schema.properties as Record<string, unknown>;
  const owner = new OwnerPath(path, undefined);
  const collected: PropertyVisit[] = [];
  for (const name in properties) collected.push(new Visit(name, properties[name], schema, owner, 0, schema));
  return collected;
}

export function requiredNames(schema: Record<string, unknown>): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((n): n is string => typeof n === 'string') : []);
}

/** The JSON types a schema admits by its `type` keyword (empty when it has none). */
export function schemaTypes(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** Whether a schema's `type` admits `wanted` (or, with `also`, that type): schemaTypes without its array, as rules ask this of every property. */
function admitsType(schema: unknown, wanted: string, also?: string): boolean {
  if (!isObject(schema)) return false;
  const type = schema.type;
  if (typeof type === 'string') return type === wanted || type === also;
  if (!Array.isArray(type)) return false;
  for (const t of type) if (t === wanted || (also !== undefined && t === also)) return true;
  return false;
}

export function isNumericSchema(schema: unknown): boolean {
  return admitsType(schema, 'number', 'integer');
}

export function isStringSchema(schema: unknown): boolean {
  return admitsType(schema, 'string');
}

export function isArraySchema(schema: unknown): boolean {
  return admitsType(schema, 'array');
}

export function isBooleanSchema(schema: unknown): boolean {
  return admitsType(schema, 'boolean');
}

export function propertyNames(schema: unknown): string[] {
  return isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
}

export function hasProperty(schema: unknown, name: string): boolean {
  return isObject(schema) && isObject(schema.properties) && Object.prototype.hasOwnProperty.call(schema.properties, name);
}

/** Whether a property schema constrains its values to a closed or validated set. */
export function isConstrainedString(schema: unknown): boolean {
  return isObject(schema) && ('enum' in schema || 'const' in schema || 'pattern' in schema || 'format' in schema);
}

// ── What a field's schema accepts ────────────────────────────────────────────

/** Kinds of JSON value, as bits, for asking what a schema accepts or holds. */
export const enum ValueKind {
  String = 1,
  Number = 2,
  Boolean = 4,
  Null = 8,
  Object = 16,
  Array = 32,
}

const KIND_OF_TYPE: ReadonlyMap<string, number> = new Map([
  ['string', ValueKind.String], ['number', ValueKind.Number], ['integer', ValueKind.Number], ['boolean', ValueKind.Boolean],
  ['null', ValueKind.Null], ['object', ValueKind.Object], ['array', ValueKind.Array],
]);

function kindOfValue(value: unknown): number {
  switch (typeof value) {
    case 'string': return ValueKind.String;
    case 'number': return ValueKind.Number;
    case 'boolean': return ValueKind.Boolean;
    default: return value === null ? ValueKind.Null : Array.isArray(value) ? ValueKind.Array : ValueKind.Object;
  }
}

/**
 * The kinds one schema node says its values are, by itself: its `type` (a name or a list),
 * else the values of its `const` or `enum`; 0 when it says nothing.
 */
export function declaredKinds(node: Record<string, unknown>): number {
  const type = node.type;
  if (typeof type === 'string') return KIND_OF_TYPE.get(type) ?? 0;
  if (Array.isArray(type)) {
    let kinds = 0;
    for (const t of type) if (typeof t === 'string') kinds |= KIND_OF_TYPE.get(t) ?? 0;
    return kinds;
  }
  if ('const' in node) return kindOfValue(node.const);
  if (Array.isArray(node.enum)) {
    let kinds = 0;
    for (const value of node.enum) kinds |= kindOfValue(value);
    return kinds;
  }
  return 0;
}

const BRANCH_KEYWORDS = ['anyOf', 'oneOf', 'allOf'] as const;
/** A field's value schemas are few; a walk past this many is a hostile schema, and stops. */
const MAX_VALUE_SCHEMAS = 256;

/**
 * Whether `test` holds for one of the schemas that describe a field's value: the field's
 * schema, the target of a local `$ref` (resolved in `root`, the walked inputSchema or
 * outputSchema), the branches of anyOf/oneOf/allOf, and, with `throughItems`, what an array
 * holds (`items`, `prefixItems`), at any depth, each once.
 */
export function someValueSchema<A>(
  schema: unknown,
  root: unknown,
  throughItems: boolean,
  test: (node: Record<string, unknown>, arg: A) => boolean,
  arg: A,
): boolean {
  if (!isObject(schema)) return false;
  if (test(schema, arg)) return true;
  if (!leadsToValueSchemas(schema, throughItems)) return false;
  // Most such fields are lists whose one `items` schema leads nowhere further: tested with no set of met schemas.
  const items = schema.items;
  if (throughItems && isObject(items) && items !== schema && !leadsToValueSchemas(items, true) && !leadsToValueSchemas(schema, false) && !('prefixItems' in schema)) {
    return test(items, arg);
  }
  const met = new Set<object>([schema]);
  const stack: Record<string, unknown>[] = [schema];
  const push = (child: unknown): boolean => {
    if (!isObject(child) || met.has(child) || met.size >= MAX_VALUE_SCHEMAS) return false;
    met.add(child);
    if (test(child, arg)) return true;
    stack.push(child);
    return false;
  };
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.$ref === 'string') {
      const target = resolveLocalRef(root, node.$ref);
      if (target.found && push(target.value)) return true;
    }
    for (const keyword of BRANCH_KEYWORDS) {
      const branches = node[keyword];
      if (Array.isArray(branches)) for (const branch of branches) if (push(branch)) return true;
    }
    if (throughItems) {
      const items = node.items;
      if (Array.isArray(items)) {
        for (const item of items) if (push(item)) return true;
      } else if (push(items)) return true;
      const prefix = node.prefixItems;
      if (Array.isArray(prefix)) for (const item of prefix) if (push(item)) return true;
    }
  }
  return false;
}

function leadsToValueSchemas(schema: Record<string, unknown>, throughItems: boolean): boolean {
  // A schema's own keywords read once (a plain object from JSON.parse, whose prototype has no
  // enumerable key), not looked up six times: schema objects come in so many shapes that every `in`
  // is a megamorphic lookup, and this is asked of every field several times (6x faster on the bench file).
  for (const keyword in schema) {
    switch (keyword) {
      case '$ref':
      case 'anyOf':
      case 'oneOf':
      case 'allOf':
        return true;
      case 'items':
      case 'prefixItems':
        if (throughItems) return true;
    }
  }
  return false;
}

function declares(node: Record<string, unknown>, kinds: number): boolean {
  return (declaredKinds(node) & kinds) !== 0;
}

/**
 * Whether a field accepts a value of one of `kinds` (a bit set of ValueKind): by a `type`
 * list (`["string", "null"]`), a branch of anyOf/oneOf/allOf, a `$ref` or its const/enum.
 */
export function acceptsKind(schema: unknown, root: unknown, kinds: number): boolean {
  return someValueSchema(schema, root, false, declares, kinds);
}

/**
 * Every kind a field accepts (a bit set of ValueKind), read from the same schemas acceptsKind tests: one walk where a
 * question of the form "this kind and none of those" would take one per kind.
 */
export function acceptedKinds(schema: unknown, root: unknown): number {
  let kinds = 0;
  someValueSchema(schema, root, false, (node) => {
    kinds |= declaredKinds(node);
    return false;
  }, undefined);
  return kinds;
}

/**
 * Whether a field holds values of one of `kinds`: what it accepts, or what the arrays it
 * accepts hold (a list of strings holds strings).
 */
export function holdsKind(schema: unknown, root: unknown, kinds: number): boolean {
  return someValueSchema(schema, root, true, declares, kinds);
}

/** Whether some schema of a field's value (its branches, refs and items) has one of these keywords. */
export function someValueSchemaHas(schema: unknown, root: unknown, keywords: readonly string[]): boolean {
  return someValueSchema(schema, root, true, hasAnyKey, keywords);
}

function hasAnyKey(node: Record<string, unknown>, keys: readonly string[]): boolean {
  for (const key of keys) if (key in node) return true;
  return false;
}

/**
 * The descriptions of a field: its own first, then those of the schemas of its value
 * (a `$ref`'s target, a branch, the items), joined by a space; undefined when none has one.
 */
export function fieldDescription(schema: unknown, root: unknown): string | undefined {
  // Most fields are one schema (no $ref, branch or items): its own description, with no list to join.
  if (isObject(schema) && !leadsToValueSchemas(schema, true)) {
    const own = schema.description;
    return typeof own === 'string' && own !== '' ? own : undefined;
  }
  const found: string[] = [];
  someValueSchema(schema, root, true, collectDescription, found);
  return found.length === 0 ? undefined : found.join(' ');
}

function collectDescription(node: Record<string, unknown>, found: string[]): boolean {
  if (typeof node.description === 'string' && node.description !== '' && !found.includes(node.description)) found.push(node.description);
  return false;
}

/** A schema node that lists the values it takes: an enum or a const (a choice, not free content). */
export function listsItsValues(node: Record<string, unknown>): boolean {
  return Array.isArray(node.enum) || 'const' in node;
}

/** A string (or untyped) schema with an enum, const, pattern or format: its values are constrained already. */
export function constrainsString(node: Record<string, unknown>): boolean {
  const kinds = declaredKinds(node);
  if (kinds !== 0 && (kinds & ValueKind.String) === 0) return false;
  return 'enum' in node || 'const' in node || 'pattern' in node || 'format' in node;
}

// ── A tool's parameters, as JSON Schema means them ──────────────────────────

/**
 * The schemas that describe one value, with their paths, breadth first: `schema` itself, the
 * targets of its local `$ref`s (resolved in `root`, whose path is `rootPath`) and its
 * anyOf/oneOf/allOf branches, at any nesting of these, each once; not what an array holds.
 * `depth` counts the refs and branches followed.
 */
function branchSchemas(
  schema: Record<string, unknown>,
  path: JsonPath,
  root: unknown,
  rootPath: JsonPath,
): { node: Record<string, unknown>; path: JsonPath; depth: number }[] {
  const found = [{ node: schema, path, depth: 0 }];
  // Most schemas have no $ref and no branch: the set of schemas met is made when a second is.
  let met: Set<object> | undefined;
  for (let i = 0; i < found.length && found.length < MAX_VALUE_SCHEMAS; i++) {
    const { node, path: at, depth } = found[i];
    if (depth >= MAX_SCHEMA_DEPTH) continue;
    if (typeof node.$ref === 'string') {
      const target = resolveLocalRef(root, node.$ref);
      if (target.found && isObject(target.value) && !(met ??= new Set<object>([schema])).has(target.value)) {
        met.add(target.value);
        found.push({ node: target.value, path: rootPath.concat(target.path), depth: depth + 1 });
      }
    }
    for (const keyword of BRANCH_KEYWORDS) {
      const branches = node[keyword];
      if (!Array.isArray(branches)) continue;
      for (let index = 0; index < branches.length; index++) {
        const branch: unknown = branches[index];
        if (isObject(branch) && !(met ??= new Set<object>([schema])).has(branch)) {
          met.add(branch);
          found.push({ node: branch, path: at.concat(keyword, index), depth: depth + 1 });
        }
      }
    }
  }
  return found;
}

/** Whether a schema has a `$ref` or an anyOf/oneOf/allOf list: if not, branchSchemas gives it alone. */
function refersOrBranches(schema: Record<string, unknown>): boolean {
  if (typeof schema.$ref === 'string') return true;
  for (const keyword of BRANCH_KEYWORDS) if (Array.isArray(schema[keyword])) return true;
  return false;
}

/**
 * A tool's parameters as JSON Schema means them: the root properties of its inputSchema and
 * those that root-level allOf/anyOf/oneOf branches (branches of branches too) and a root `$ref`
 * contribute, in document order, a declaring object once. Each visit's `required` reads its
 * declaring object; its `field` is the parameter's name; `depth` is 0 at the root, more in a branch.
 * Kept per schema until the walks are cleared (several rules ask for the same tool's parameters).
 */
export function rootParameters(schema: unknown, path: JsonPath): readonly PropertyVisit[] {
  if (!isObject(schema)) return [];
  return keptVisits(parameters, schema, path, collectRootParameters);
}

function collectRootParameters(schema: Record<string, unknown>, path: JsonPath): PropertyVisit[] {
  const collected: PropertyVisit[] = [];
  for (const level of branchSchemas(schema, path, schema, path)) {
    const properties = level.node.properties;
    if (!isObject(properties)) continue;
    const owner = new OwnerPath(level.path, undefined);
    for (const name in properties) collected.push(new Visit(name, properties[name], level.node, owner, level.depth, schema));
  }
  return collected;
}

/**
 * The names a root-level `required` asks for, always or in some case: the root's, a root
 * allOf/anyOf/oneOf branch's or `$ref` target's, the `then`/`else` of a root-level `if`, and
 * `dependentRequired` (or draft-07 `dependencies`) lists. A name in the set is required by the
 * schema whenever the schema says it is.
 */
export function requiredSomewhere(schema: unknown): Set<string> {
  const names = new Set<string>();
  if (!isObject(schema)) return names;
  // Most schemas have no $ref and no branch: no list of one to build.
  if (!refersOrBranches(schema)) addRequired(schema, names);
  else for (const { node } of branchSchemas(schema, [], schema, [])) addRequired(node, names);
  return names;
}

/** The names one schema's `required`, its `then`/`else`'s and its dependentRequired (or dependencies) lists ask for. */
function addRequired(node: Record<string, unknown>, names: Set<string>): void {
  addNames(node.required, names);
  if (isObject(node.then)) addNames(node.then.required, names);
  if (isObject(node.else)) addNames(node.else.required, names);
  for (const map of [node.dependentRequired, node.dependencies]) if (isObject(map)) for (const key in map) addNames(map[key], names);
}

function addNames(list: unknown, names: Set<string>): void {
  if (Array.isArray(list)) for (const name of list) if (typeof name === 'string') names.add(name);
}

/**
 * The first schema of a field's value that has `keyword`, with its path: the field's own
 * schema, then the targets of local `$ref`s (resolved in `root`, whose path is `rootPath`) and
 * the anyOf/oneOf/allOf branches, each once; not what an array holds. Undefined when none has it.
 * The field's path is read only when it is needed (a visit builds it on first read).
 */
export function valueSchemaWithKeyword(
  field: Pick<PropertyVisit, 'schema' | 'path'>,
  root: unknown,
  rootPath: JsonPath,
  keyword: string,
): { node: Record<string, unknown>; path: JsonPath } | undefined {
  const schema = field.schema;
  if (!isObject(schema)) return undefined;
  // Most fields: one schema, so no list of one to build.
  if (!refersOrBranches(schema)) return keyword in schema ? { node: schema, path: field.path } : undefined;
  return branchSchemas(schema, field.path, root, rootPath).find(({ node }) => keyword in node);
}

/** Whether some schema of a field's value has `keyword` (valueSchemaWithKeyword), found without building its path. */
export function hasValueKeyword(field: Pick<PropertyVisit, 'schema' | 'path'>, root: unknown, rootPath: JsonPath, keyword: string): boolean {
  const schema = field.schema;
  if (!isObject(schema)) return false;
  if (!refersOrBranches(schema)) return keyword in schema;
  return valueSchemaWithKeyword(field, root, rootPath, keyword) !== undefined;
}
