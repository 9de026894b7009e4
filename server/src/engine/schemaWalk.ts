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
  /** Nesting of objects: 0 for the properties of the root schema. */
  readonly depth: number;
}

/** Beyond this nesting the walk stops: no real contract is this deep. */
export const MAX_SCHEMA_DEPTH = 64;

/**
 * A path kept as a link to its parent, turned into an array only when asked for:
 * a walk meets thousands of subschemas and a finding needs the path of a handful.
 */
class PathLink {
  private array: JsonPath | undefined;
  constructor(private readonly parent: PathLink | undefined, private readonly segment: PathSegment | undefined, base?: JsonPath) {
    this.array = base;
  }
  child(segment: PathSegment): PathLink {
    return new PathLink(this, segment);
  }
  toArray(): JsonPath {
    if (!this.array) this.array = [...this.parent!.toArray(), this.segment!];
    return this.array;
  }
}

class Visit implements PropertyVisit {
  private pathArray: JsonPath | undefined;
  constructor(
    readonly name: string,
    readonly schema: unknown,
    readonly owner: Record<string, unknown>,
    private readonly ownerLink: PathLink,
    readonly depth: number,
  ) {}
  get path(): JsonPath {
    return (this.pathArray ??= [...this.ownerLink.toArray(), 'properties', this.name]);
  }
  get ownerPath(): JsonPath {
    return this.ownerLink.toArray();
  }
  get required(): boolean {
    return Array.isArray(this.owner.required) && this.owner.required.includes(this.name);
  }
}

const SUBSCHEMA_MAPS = ['$defs', 'definitions', 'patternProperties', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_SINGLE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'unevaluatedProperties'];

/**
 * Every property of every object schema under `schema`, in document order. Several
 * rules walk the same schemas, so the walk is done once per schema object and kept
 * for the rest of the lint (a parsed value sits at one place in its document, so its
 * path never differs). Plain maps, emptied by lint(): thousands of WeakMap entries
 * make every garbage collection slower.
 */
const walked = new Map<object, readonly PropertyVisit[]>();
const topLevel = new Map<object, readonly PropertyVisit[]>();

/** Forgets the walks of the previous document; lint() calls it before and after its rules. */
export function clearSchemaWalks(): void {
  walked.clear();
  topLevel.clear();
}

export function allProperties(schema: unknown, path: JsonPath): readonly PropertyVisit[] {
  if (!isObject(schema)) return [];
  let visits = walked.get(schema);
  if (!visits) {
    visits = walkProperties(schema, new PathLink(undefined, undefined, path));
    walked.set(schema, visits);
  }
  return visits;
}

/** Calls `visit` for every property of every object schema under `schema`. */
export function forEachProperty(schema: unknown, path: JsonPath, visit: (property: PropertyVisit) => void): void {
  for (const property of allProperties(schema, path)) visit(property);
}

interface Pending {
  schema: unknown;
  link: PathLink;
  depth: number;
}

function walkProperties(schema: unknown, root: PathLink): PropertyVisit[] {
  const visits: PropertyVisit[] = [];
  const stack: Pending[] = [{ schema, link: root, depth: 0 }];
  while (stack.length > 0) {
    const { schema: current, link, depth } = stack.pop()!;
    if (!isObject(current) || depth > MAX_SCHEMA_DEPTH) continue;
    const properties = current.properties;
    const children: Pending[] = [];
    if (isObject(properties)) {
      const propertiesLink = link.child('properties');
      for (const name in properties) {
        visits.push(new Visit(name, properties[name], current, link, depth));
        children.push({ schema: properties[name], link: propertiesLink.child(name), depth: depth + 1 });
      }
    }
    collectSubschemas(current, link, depth, children);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return visits;
}

function collectSubschemas(schema: Record<string, unknown>, link: PathLink, depth: number, out: Pending[]): void {
  for (const key of SUBSCHEMA_SINGLE) {
    const sub = schema[key];
    if (Array.isArray(sub)) {
      const keyLink = link.child(key);
      sub.forEach((item, i) => out.push({ schema: item, link: keyLink.child(i), depth: depth + 1 }));
    } else if (isObject(sub)) out.push({ schema: sub, link: link.child(key), depth: depth + 1 });
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    const keyLink = link.child(key);
    list.forEach((item, i) => out.push({ schema: item, link: keyLink.child(i), depth: depth + 1 }));
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (!isObject(map)) continue;
    const keyLink = link.child(key);
    for (const name in map) out.push({ schema: map[name], link: keyLink.child(name), depth: depth + 1 });
  }
}

/** The root-level properties of an object schema (a tool's parameters or output fields), kept per schema. */
export function topLevelProperties(schema: unknown, path: JsonPath): readonly PropertyVisit[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  let visits = topLevel.get(schema);
  if (!visits) {
    const link = new PathLink(undefined, undefined, path);
    const collected: PropertyVisit[] = [];
    for (const name in schema.properties) collected.push(new Visit(name, schema.properties[name], schema, link, 0));
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

export function isNumericSchema(schema: unknown): boolean {
  return schemaTypes(schema).some((t) => t === 'number' || t === 'integer');
}

export function isStringSchema(schema: unknown): boolean {
  return schemaTypes(schema).includes('string');
}

export function isBooleanSchema(schema: unknown): boolean {
  return schemaTypes(schema).includes('boolean');
}

export function propertyNames(schema: unknown): string[] {
  return isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
}

export function hasProperty(schema: unknown, name: string): boolean {
  return isObject(schema) && isObject(schema.properties) && Object.prototype.hasOwnProperty.call(schema.properties, name);
}

/** Whether a property schema constrains its values to a closed or validated set. */
export function isConstrainedString(schema: unknown): boolean {
  return isObject(schema) && ['enum', 'const', 'pattern', 'format'].some((k) => k in schema);
}
