/**
 * The strict form of a JSON Schema, as OpenAI's strict mode (and Anthropic's `strict: true`)
 * accepts it: every object closed with `additionalProperties: false`, every property listed
 * in `required`, and each property that was optional made nullable, its description saying
 * that null means omitted. Shared by `tool-contracts export --strict` and the fix that makes
 * a schema strict-compatible. Pure: the schema given is not changed.
 */
import { isObject } from './document';
import { freshSchemaTree, requiredNames } from './schemaWalk';

/** What an optional property's description gains when it becomes required and nullable. */
export const NULL_MEANS_OMITTED = 'Null means omitted.';

/** The strict form of `schema` (a copy); anything that is not an object schema comes back as it is. */
export function toStrictSchema<T>(schema: T): T {
  if (!isObject(schema)) return schema;
  const copy = structuredClone(schema) as Record<string, unknown>;
  // The walk is taken before any change: a property wrapped below is still met as the node it was.
  for (const { node } of freshSchemaTree(copy).subschemas) {
    if (!isObjectSchema(node)) continue;
    node.additionalProperties = false;
    const properties = node.properties;
    if (!isObject(properties)) continue;
    const required = requiredNames(node);
    for (const name of Object.keys(properties)) {
      if (!required.has(name)) properties[name] = nullableMeaningOmitted(properties[name]);
    }
    node.required = Object.keys(properties);
  }
  return copy as T;
}

/** Whether a schema describes objects: its type says so, or it declares properties without a type. */
function isObjectSchema(node: Record<string, unknown>): boolean {
  const type = node.type;
  if (type === 'object') return true;
  if (Array.isArray(type)) return type.includes('object');
  return type === undefined && isObject(node.properties);
}

/**
 * A property schema that also admits null, with the note that null means omitted. The schema
 * is changed in place (it is the copy's, and the walk still holds it); a union it cannot widen
 * is wrapped, and the wrapper returned.
 */
function nullableMeaningOmitted(schema: unknown): unknown {
  if (!isObject(schema)) return schema; // a boolean schema: nothing to write a type or a note on
  if (admitsNull(schema)) return describeAsOmitted(schema);
  const type = schema.type;
  if ((typeof type === 'string' || Array.isArray(type)) && schema.const === undefined) {
    schema.type = typeof type === 'string' ? [type, 'null'] : [...type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
    return describeAsOmitted(schema);
  }
  if (Array.isArray(schema.anyOf)) {
    schema.anyOf = [...schema.anyOf, { type: 'null' }];
    return describeAsOmitted(schema);
  }
  // A $ref, a const, a oneOf…: null as one more branch, the description on the union.
  const wrapper: Record<string, unknown> = { anyOf: [schema, { type: 'null' }] };
  if (schema.description !== undefined) {
    wrapper.description = schema.description;
    delete schema.description;
  }
  return describeAsOmitted(wrapper);
}

function admitsNull(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) {
    return !Array.isArray(schema.enum) || schema.enum.includes(null);
  }
  if (type !== undefined) return false;
  if (Array.isArray(schema.anyOf) && schema.anyOf.some((branch) => isObject(branch) && branch.type === 'null')) return true;
  return false;
}

function describeAsOmitted(schema: Record<string, unknown>): Record<string, unknown> {
  const description = typeof schema.description === 'string' ? schema.description.trim() : '';
  if (description.toLowerCase().includes(NULL_MEANS_OMITTED.toLowerCase())) return schema;
  schema.description = description === '' ? NULL_MEANS_OMITTED : `${description}${/[.!?]$/.test(description) ? '' : '.'} ${NULL_MEANS_OMITTED}`;
  return schema;
}
