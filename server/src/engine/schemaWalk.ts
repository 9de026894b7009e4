/**
 * Walking the JSON Schemas embedded in a tool (inputSchema, outputSchema):
 * every property at any depth, without recursion so a hostile 5,000-deep schema
 * cannot overflow the stack.
 */
import { isObject, type JsonPath } from './document';

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

const SUBSCHEMA_MAPS = ['$defs', 'definitions', 'patternProperties', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_SINGLE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'unevaluatedProperties'];

/**
 * Every property of every object schema under `schema`, in document order. Several
 * rules walk the same schemas, so the walk is done once per schema object and kept
 * (a parsed value sits at one place in its document, so its path never differs).
 */
const walked = new WeakMap<object, readonly PropertyVisit[]>();

export function allProperties(schema: unknown, path: JsonPath): readonly PropertyVisit[] {
  if (!isObject(schema)) return [];
  let visits = walked.get(schema);
  if (!visits) {
    const collected: PropertyVisit[] = [];
    walkProperties(schema, path, (visit) => collected.push(visit));
    visits = collected;
    walked.set(schema, visits);
  }
  return visits;
}

/** Calls `visit` for every property of every object schema under `schema`. */
export function forEachProperty(schema: unknown, path: JsonPath, visit: (property: PropertyVisit) => void): void {
  for (const property of allProperties(schema, path)) visit(property);
}

function walkProperties(schema: unknown, path: JsonPath, visit: (property: PropertyVisit) => void): void {
  const stack: Array<{ schema: unknown; path: JsonPath; depth: number }> = [{ schema, path, depth: 0 }];
  while (stack.length > 0) {
    const { schema: current, path: currentPath, depth } = stack.pop()!;
    if (!isObject(current) || depth > MAX_SCHEMA_DEPTH) continue;
    const properties = current.properties;
    if (isObject(properties)) {
      const required = requiredNames(current);
      const names = Object.keys(properties);
      for (const name of names) {
        const propertyPath = [...currentPath, 'properties', name];
        visit({ name, schema: properties[name], path: propertyPath, owner: current, ownerPath: currentPath, required: required.has(name), depth });
      }
      for (let i = names.length - 1; i >= 0; i--) {
        stack.push({ schema: properties[names[i]], path: [...currentPath, 'properties', names[i]], depth: depth + 1 });
      }
    }
    pushSubschemas(current, currentPath, depth, stack);
  }
}

function pushSubschemas(schema: Record<string, unknown>, path: JsonPath, depth: number, stack: Array<{ schema: unknown; path: JsonPath; depth: number }>): void {
  for (const key of SUBSCHEMA_SINGLE) {
    const sub = schema[key];
    if (Array.isArray(sub)) sub.forEach((item, i) => stack.push({ schema: item, path: [...path, key, i], depth: depth + 1 }));
    else if (isObject(sub)) stack.push({ schema: sub, path: [...path, key], depth: depth + 1 });
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((item, i) => stack.push({ schema: item, path: [...path, key, i], depth: depth + 1 }));
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (isObject(map)) for (const name of Object.keys(map)) stack.push({ schema: map[name], path: [...path, key, name], depth: depth + 1 });
  }
}

/** The root-level properties of an object schema (a tool's parameters or output fields). */
export function topLevelProperties(schema: unknown, path: JsonPath): PropertyVisit[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const required = requiredNames(schema);
  const properties = schema.properties;
  return Object.keys(properties).map((name) => ({
    name,
    schema: properties[name],
    path: [...path, 'properties', name],
    owner: schema,
    ownerPath: path,
    required: required.has(name),
    depth: 0,
  }));
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
