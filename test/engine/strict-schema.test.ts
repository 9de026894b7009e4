/** toStrictSchema: the strict form shared by `export --strict` and the strict-compatible fix. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NULL_MEANS_OMITTED, toStrictSchema } from '../../server/src/engine/strictSchema';

describe('toStrictSchema', () => {
  test('closes every object, requires every property, makes the optional ones nullable with the note', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'The ticket id.' },
        status: { type: 'string', enum: ['open', 'closed'], description: 'Only tickets in this status' },
        filter: { type: 'object', properties: { owner: { type: 'string' } }, required: [] },
        tags: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
      },
      required: ['id', 'tags'],
    };
    assert.deepEqual(toStrictSchema(schema), {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'The ticket id.' },
        status: { type: ['string', 'null'], enum: ['open', 'closed', null], description: `Only tickets in this status. ${NULL_MEANS_OMITTED}` },
        filter: {
          type: ['object', 'null'],
          properties: { owner: { type: ['string', 'null'], description: NULL_MEANS_OMITTED } },
          required: ['owner'],
          additionalProperties: false,
          description: NULL_MEANS_OMITTED,
        },
        tags: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false } },
      },
      required: ['id', 'status', 'filter', 'tags'],
      additionalProperties: false,
    });
  });

  test('a $ref or a const becomes a union with null, the description on the union; an anyOf gains a null branch', () => {
    const schema = {
      type: 'object',
      properties: {
        owner: { $ref: '#/$defs/user', description: 'Who owns it.' },
        kind: { const: 'bug' },
        due: { anyOf: [{ type: 'string', format: 'date' }, { type: 'integer' }] },
      },
      $defs: { user: { type: 'object', properties: { login: { type: 'string' } }, required: ['login'] } },
    };
    const strict = toStrictSchema(schema);
    assert.deepEqual(strict.properties, {
      owner: { anyOf: [{ $ref: '#/$defs/user' }, { type: 'null' }], description: `Who owns it. ${NULL_MEANS_OMITTED}` },
      kind: { anyOf: [{ const: 'bug' }, { type: 'null' }], description: NULL_MEANS_OMITTED },
      due: { anyOf: [{ type: 'string', format: 'date' }, { type: 'integer' }, { type: 'null' }], description: NULL_MEANS_OMITTED },
    });
    assert.deepEqual(strict.$defs.user, { type: 'object', properties: { login: { type: 'string' } }, required: ['login'], additionalProperties: false });
  });

  test('an optional property that already admits null only gains the note; an open map is closed', () => {
    const strict = toStrictSchema({
      type: 'object',
      properties: { cursor: { type: ['string', 'null'], description: 'Null for the first page.' }, labels: { type: 'object', additionalProperties: { type: 'string' } } },
      required: ['labels'],
    });
    assert.deepEqual(strict.properties.cursor, { type: ['string', 'null'], description: `Null for the first page. ${NULL_MEANS_OMITTED}` });
    assert.equal(strict.properties.labels.additionalProperties, false);
  });

  test('pure and idempotent: the input is unchanged, and the strict form of a strict form is itself', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'object', properties: { c: { type: 'number' } } } } };
    const before = JSON.stringify(schema);
    const once = toStrictSchema(schema);
    assert.equal(JSON.stringify(schema), before);
    assert.deepEqual(toStrictSchema(once), once);
  });

  test('what is not an object schema comes back as it is', () => {
    assert.equal(toStrictSchema(true), true);
    assert.equal(toStrictSchema(null), null);
    assert.deepEqual(toStrictSchema({ type: 'string' }), { type: 'string' });
    assert.deepEqual(toStrictSchema({ type: 'object', properties: { x: true } }), { type: 'object', properties: { x: true }, required: ['x'], additionalProperties: false });
  });
});
