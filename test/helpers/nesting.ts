/**
 * The ways JSON Schema can hold one property, for the rule tables of the input and output
 * rules (issue 11): every rule that reads a field must find it however it is nested.
 *
 * `nestings(name, schema)` places the property `name: schema` in an object schema (the
 * inputSchema or outputSchema of a test tool) in each form, and gives the pointer of the
 * property relative to that schema, where a finding about it must land.
 * `valueForms(schema)` rewrites a leaf schema into the forms a field's *value* can take
 * (a type array, an anyOf/oneOf branch, a `$ref`), each to be placed at the top level.
 */
type Json = Record<string, unknown>;

export interface Nesting {
  /** The form, as the test name: 'nested object', 'array items', 'anyOf branch'… */
  readonly form: string;
  /** The object schema holding the property somewhere inside. */
  readonly schema: Json;
  /** RFC 6901 pointer of the property's schema, relative to `schema`. */
  readonly pointer: string;
}

export function nestings(name: string, property: unknown, extra: Json = {}): Nesting[] {
  const object = (properties: Json): Json => ({ type: 'object', properties, ...extra });
  const key = escape(name);
  return [
    {
      form: 'nested object',
      schema: { type: 'object', properties: { options: object({ [name]: property }) } },
      pointer: `/properties/options/properties/${key}`,
    },
    {
      form: 'array items',
      schema: { type: 'object', properties: { changes: { type: 'array', items: object({ [name]: property }) } } },
      pointer: `/properties/changes/items/properties/${key}`,
    },
    {
      form: 'anyOf branch',
      schema: { type: 'object', properties: { options: { anyOf: [object({ [name]: property }), { type: 'null' }] } } },
      pointer: `/properties/options/anyOf/0/properties/${key}`,
    },
    {
      form: 'oneOf branch',
      schema: { type: 'object', properties: { options: { oneOf: [{ type: 'string' }, object({ [name]: property })] } } },
      pointer: `/properties/options/oneOf/1/properties/${key}`,
    },
    {
      form: 'allOf branch',
      schema: { type: 'object', allOf: [object({ [name]: property })] },
      pointer: `/allOf/0/properties/${key}`,
    },
    {
      form: '$ref to a definition',
      schema: { type: 'object', properties: { options: { $ref: '#/$defs/Options' } }, $defs: { Options: object({ [name]: property }) } },
      pointer: `/$defs/Options/properties/${key}`,
    },
  ];
}

export interface ValueForm {
  readonly form: string;
  /** The property's schema in this form. */
  readonly property: unknown;
  /** Definitions the form refers to, to merge into the holding schema's `$defs`. */
  readonly defs?: Json;
}

/** `{ type: 'boolean', description }` → a type array, an anyOf and a oneOf branch, a `$ref`. */
export function valueForms(leaf: Json): ValueForm[] {
  const { description, ...typed } = leaf;
  const described = description === undefined ? {} : { description };
  const type = leaf.type;
  return [
    { form: 'type array', property: { ...leaf, type: typeof type === 'string' ? [type, 'null'] : type } },
    { form: 'anyOf with a null branch', property: { ...described, anyOf: [typed, { type: 'null' }] } },
    { form: 'oneOf branch', property: { ...described, oneOf: [{ type: 'integer' }, typed] } },
    { form: '$ref to a leaf definition', property: { ...described, $ref: '#/$defs/Leaf' }, defs: { Leaf: typed } },
  ];
}

/** An object schema with one top-level property in a value form (and the form's `$defs`). */
export function withValueForm(name: string, form: ValueForm, others: Json = {}): Json {
  return { type: 'object', properties: { ...others, [name]: form.property }, ...(form.defs ? { $defs: form.defs } : {}) };
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
