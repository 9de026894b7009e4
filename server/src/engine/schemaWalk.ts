/**
 * Walking the JSON Schemas embedded in a tool (inputSchema, outputSchema):
 * every property at any depth, without recursion so a hostile 5,000-deep schema
 * cannot overflow the stack.
 */
import { isObject, type JsonPath, type PathSegment } from './document';

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
  ) {
    if (!parent) this.path = [];
  }
  relativePath(): JsonPath {
    if (!this.path) {
      const path = [...this.parent!.relativePath(), this.key!];
      if (this.member !== undefined) path.push(this.member);
      this.path = path;
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

/*
 * Several rules walk the same embedded schemas, so each schema object is walked once
 * per lint and the result kept (a parsed value sits at one place in its document, so
 * its path never differs). Plain maps, emptied by lint() before and after its rules:
 * thousands of WeakMap entries make every garbage collection slower.
 */
const trees = new Map<object, SchemaTree>();
const walked = new Map<object, readonly PropertyVisit[]>();
const topLevel = new Map<object, readonly PropertyVisit[]>();

/** Forgets the walks of the previous document; lint() calls it before and after its rules. */
export function clearSchemaWalks(): void {
  trees.clear();
  walked.clear();
  topLevel.clear();
}

const EMPTY_TREE: SchemaTree = { subschemas: [], tooDeep: false };

/** Every schema object under `schema` (itself included), iteratively, in document order. */
export function schemaTree(schema: unknown): SchemaTree {
  if (!isObject(schema)) return EMPTY_TREE;
  let tree = trees.get(schema);
  if (!tree) {
    tree = walkTree(schema);
    trees.set(schema, tree);
  }
  return tree;
}

/** Scratch list of one schema's subschema keywords (walkTree is never re-entered). */
const keywords: string[] = [];

function walkTree(root: Record<string, unknown>): SchemaTree {
  const subschemas: Subschema[] = [];
  let tooDeep = false;
  // Only objects are pushed: anything else is no schema to walk.
  const stack: SubschemaNode[] = [new SubschemaNode(root, 0, undefined, undefined, undefined)];
  while (stack.length > 0) {
    const sub = stack.pop()!;
    const { node, depth } = sub;
    if (depth > MAX_SCHEMA_DEPTH) {
      tooDeep = true;
      continue;
    }
    subschemas.push(sub);
    // The keywords that hold subschemas, in rank order: a schema has a few keys, and
    // looking each up beats asking every schema for all 22 keywords.
    let found = 0;
    for (const key in node) {
      const keyword = SUBSCHEMA_KEYWORDS.get(key);
      if (!keyword) continue;
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
    for (let k = 0; k < found; k++) {
      const key = keywords[k];
      const value = node[key];
      const holds = SUBSCHEMA_KEYWORDS.get(key)!.holds;
      if (holds === Holds.Map) {
        if (!isObject(value)) continue;
        for (const name in value) {
          const child = value[name];
          if (isObject(child)) stack.push(new SubschemaNode(child, next, sub, key, name));
        }
      } else if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (isObject(item)) stack.push(new SubschemaNode(item, next, sub, key, i));
        }
      } else if (holds === Holds.Single && isObject(value)) stack.push(new SubschemaNode(value, next, sub, key, undefined));
    }
    for (let i = first, j = stack.length - 1; i < j; i++, j--) {
      const swap = stack[i];
      stack[i] = stack[j];
      stack[j] = swap;
    }
  }
  return { subschemas, tooDeep };
}

/** The absolute path of a declaring schema, built once and shared by its properties. */
class OwnerPath {
  private array: JsonPath | undefined;
  constructor(private readonly base: JsonPath, private readonly sub: Subschema | undefined) {}
  get(): JsonPath {
    return (this.array ??= this.sub && this.sub.depth > 0 ? [...this.base, ...this.sub.relativePath()] : this.base);
  }
}

class Visit implements PropertyVisit {
  private pathArray: JsonPath | undefined;
  constructor(
    readonly name: string,
    readonly schema: unknown,
    readonly owner: Record<string, unknown>,
    private readonly ownerLocation: OwnerPath,
    readonly depth: number,
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
}

/** Every property of every object schema under `schema`, in document order. */
export function allProperties(schema: unknown, path: JsonPath): readonly PropertyVisit[] {
  if (!isObject(schema) || isLeafSchema(schema)) return [];
  let visits = walked.get(schema);
  if (!visits) {
    const collected: PropertyVisit[] = [];
    for (const sub of schemaTree(schema).subschemas) {
      const properties = sub.node.properties;
      if (!isObject(properties)) continue;
      const owner = new OwnerPath(path, sub);
      for (const name in properties) collected.push(new Visit(name, properties[name], sub.node, owner, sub.depth));
    }
    visits = collected;
    walked.set(schema, visits);
  }
  return visits;
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
  let visits = topLevel.get(schema);
  if (!visits) {
    const collected: PropertyVisit[] = [];
    const owner = new OwnerPath(path, undefined);
    for (const name in schema.properties) collected.push(new Visit(name, schema.properties[name], schema, owner, 0));
    visits = collected;
    topLevel.set(schema, visits);
  }
  return visits;
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
