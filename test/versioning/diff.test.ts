/**
 * diffContracts: a table of (base, head) pairs, one per row of spec §5 and per trap,
 * each asserting the exact list of changes as `<bump> <kind> <pointer>` (` (base)` when
 * the pointer is into the base document).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readModel } from '../../server/src/engine/formats';
import type { ContractModel } from '../../server/src/engine/model';
import { readBaseContract } from '../../server/src/versioning/base';
import type { ContractChange } from '../../server/src/versioning/changes';
import { diffContracts } from '../../server/src/versioning/diff';
import { generateContract } from '../../bench/corpus';
import { contract, edited, mcpList, mutationTrio, readTool, STANDARD_ERRORS } from '../helpers/contracts';

type Json = Record<string, any>;

function model(value: Json, fileName = 'tools.contract.json'): ContractModel {
  const base = readBaseContract(JSON.stringify(value, null, 2), fileName, 'test');
  assert.ok(base, 'the contract parses');
  return base.model;
}

function row(change: ContractChange): string {
  return `${change.bump} ${change.kind} ${change.pointer}${change.inHead ? '' : ' (base)'}`;
}

function diff(base: Json, head: Json, fileName?: string): ContractChange[] {
  return diffContracts(model(base, fileName), model(head, fileName));
}

/** One tool (readTool), edited in the head by `edit`. */
function oneTool(edit: (tool: Json) => void, baseOverrides: Json = {}): [Json, Json] {
  const base = contract([readTool(baseOverrides)]);
  return [base, edited(base, (c) => edit(c.tools[0]))];
}

/** One tool whose input or output schema is `schema` in the base and `change(schema)` in the head. */
function schemaPair(side: 'inputSchema' | 'outputSchema', schema: Json, edit: (schema: Json) => void): [Json, Json] {
  return oneTool((t) => edit(t[side]), { [side]: schema });
}

interface Case {
  readonly name: string;
  readonly pair: [Json, Json];
  readonly expected: string[];
  /** Substrings of the messages, in the order of `expected`. */
  readonly messages?: string[];
  readonly fileName?: string;
}

const T = '/tools/0';
const IN = `${T}/inputSchema/properties`;
const OUT = `${T}/outputSchema/properties`;

const objectInput = (properties: Json, required: string[] = [], extra: Json = {}): Json => ({ type: 'object', properties, required, ...extra });

const cases: Case[] = [
  // ---- tools and the contract
  {
    name: 'tool added is minor',
    pair: [contract([readTool()]), contract([readTool(), readTool({ name: 'get_user', description: 'Reads a user.' })])],
    expected: ['minor tool-added /tools/1'],
    messages: ['get_user: the tool was added.'],
  },
  {
    name: 'tool removed is major, pointed at in the base',
    pair: [contract([readTool(), readTool({ name: 'get_user' })]), contract([readTool()])],
    expected: ['major tool-removed /tools/1 (base)'],
    messages: ['get_user: the tool was removed'],
  },
  {
    name: 'a tool renamed with the same schemas and errors is one major rename, not remove + add',
    pair: [contract([readTool()]), contract([readTool({ name: 'fetch_ticket' })])],
    expected: ['major tool-renamed /tools/0/name'],
    messages: ['get_ticket: the tool was renamed to fetch_ticket'],
  },
  {
    name: 'a renamed tool whose description also changed: the rename and a patch',
    pair: [contract([readTool()]), contract([readTool({ name: 'fetch_ticket', description: 'Fetches one ticket.' })])],
    expected: ['major tool-renamed /tools/0/name', 'patch documentation-changed /tools/0/description'],
  },
  {
    name: 'a removed and an added tool with different schemas stay remove + add',
    pair: [contract([readTool()]), contract([readTool({ name: 'fetch_ticket', inputSchema: objectInput({ id: { type: 'string' } }, ['id']) })])],
    expected: ['major tool-removed /tools/0 (base)', 'minor tool-added /tools/0'],
  },
  {
    name: 'contract name changed is major',
    pair: [contract([readTool()]), contract([readTool()], { name: 'team-tickets-v2' })],
    expected: ['major contract-renamed /name'],
    messages: ['"team-tickets" to "team-tickets-v2"'],
  },
  {
    name: 'version, changelog and $schema changes are no change',
    pair: [contract([readTool()]), contract([readTool()], { version: '9.9.9', changelog: 'CHANGES.md', $schema: './x.json' })],
    expected: [],
  },
  {
    name: 'the contract description is documentation',
    pair: [contract([readTool()], { description: 'a' }), contract([readTool()], { description: 'b' })],
    expected: ['patch documentation-changed /description'],
  },

  // ---- side effects
  {
    name: 'sideEffects toward mutating is major',
    pair: oneTool((t) => (t.sideEffects = 'non_idempotent')),
    expected: ['major side-effects-changed /tools/0/sideEffects'],
    messages: ['moved from read_only to non_idempotent, toward mutating'],
  },
  {
    name: 'sideEffects toward read-only is minor',
    pair: oneTool((t) => (t.sideEffects = 'idempotent'), { sideEffects: 'non_idempotent' }),
    expected: ['minor side-effects-changed /tools/0/sideEffects'],
  },
  {
    name: 'sideEffects declared → undeclared is major (a guarantee is lost)',
    pair: oneTool((t) => delete t.sideEffects),
    expected: ['major side-effects-changed /tools/0/sideEffects (base)'],
    messages: ['no longer declared (it was read_only)'],
  },
  {
    name: 'sideEffects undeclared → declared is minor',
    pair: oneTool((t) => (t.sideEffects = 'read_only'), { sideEffects: undefined }),
    expected: ['minor side-effects-changed /tools/0/sideEffects'],
  },
  {
    name: 'MCP tools/list: the side effects come from the annotations; readOnlyHint dropped is a move toward mutating',
    pair: [mcpList([{ name: 'get_x', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }]), mcpList([{ name: 'get_x', inputSchema: { type: 'object' }, annotations: { openWorldHint: true } }])],
    fileName: 'server.tools.json',
    expected: ['major side-effects-changed /tools/0/annotations'],
  },
  {
    name: 'MCP tools/list: an annotation that does not move the side effects is documentation',
    pair: [mcpList([{ name: 'get_x', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }]), mcpList([{ name: 'get_x', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true, openWorldHint: false } }])],
    fileName: 'server.tools.json',
    expected: ['patch documentation-changed /tools/0/annotations'],
  },

  // ---- previewTool / verifyTool
  {
    name: 'previewTool added is minor',
    pair: flowPair((t) => (t.previewTool = 'preview_close_ticket'), { previewTool: undefined }),
    expected: ['minor flow-changed /tools/1/previewTool'],
  },
  {
    name: 'previewTool removed is major',
    pair: flowPair((t) => delete t.previewTool),
    expected: ['major flow-changed /tools/1/previewTool (base)'],
  },
  {
    name: 'verifyTool pointed at another tool is major',
    pair: flowPair((t) => (t.verifyTool = 'preview_close_ticket')),
    expected: ['major flow-changed /tools/1/verifyTool'],
    messages: ['now points at "preview_close_ticket" instead of "verify_close_ticket"'],
  },
  {
    name: 'previewTool that follows its renamed preview is no flow change (the rename is reported)',
    pair: (() => {
      const base = contract(mutationTrio());
      return [base, edited(base, (c) => {
        c.tools[0].name = 'preview_close';
        c.tools[1].previewTool = 'preview_close';
      })] as [Json, Json];
    })(),
    expected: ['major tool-renamed /tools/0/name'],
  },

  // ---- tool documentation
  ...['description', 'title', 'rollback', '$comment', 'x-owner'].map((key): Case => ({
    name: `the tool's ${key} is documentation (patch)`,
    pair: oneTool((t) => (t[key] = 'new text'), { [key]: 'old text' }),
    expected: [`patch documentation-changed /tools/0/${key.replace('/', '~1')}`],
    messages: [`get_ticket: the tool's ${key} changed.`],
  })),
  {
    name: 'deprecated and examples added to a tool are documentation',
    pair: oneTool((t) => {
      t.deprecated = true;
      t.examples = [{ ticket_id: 'T-1' }];
    }),
    expected: ['patch documentation-changed /tools/0/deprecated', 'patch documentation-changed /tools/0/examples'],
  },
  {
    name: 'an unknown tool field changed is judged breaking',
    pair: oneTool((t) => (t.strict = false), { strict: true }),
    expected: ['major schema-uncertain /tools/0/strict'],
  },

  // ---- errors
  {
    name: 'error type added is major',
    pair: oneTool((t) => t.errors.push({ type: 'conflict', description: 'Someone else changed it.' })),
    expected: ['major error-type-added /tools/0/errors/5'],
    messages: ['get_ticket: error type conflict was added'],
  },
  {
    name: 'error type removed is minor',
    pair: oneTool((t) => t.errors.splice(2, 1)),
    expected: ['minor error-type-removed /tools/0/errors/2 (base)'],
  },
  {
    name: 'error description and remediation are documentation',
    pair: oneTool((t) => {
      t.errors[0].description = 'Another text.';
      t.errors[1].remediation = 'Ask for access.';
    }),
    expected: ['patch documentation-changed /tools/0/errors/0/description', 'patch documentation-changed /tools/0/errors/1/remediation'],
    messages: ['the description of error invalid_input changed', 'the remediation of error unauthorised changed'],
  },
  {
    name: 'error fields read as output: added minor, removed major, type changed major, a minimum dropped loosens (major)',
    pair: oneTool((t) => {
      t.errors[3].fields = { retry_after_ms: { type: 'string' }, limit_window: { type: 'string' } };
      t.errors[4].fields = undefined;
    }, { errors: STANDARD_ERRORS.map((e, i) => (i === 4 ? { ...e, fields: { upstream: { type: 'string' } } } : e)) }),
    expected: [
      'major constraint-changed /tools/0/errors/3/fields/retry_after_ms/minimum (base)',
      'major type-changed /tools/0/errors/3/fields/retry_after_ms/type',
      'major output-field-removed /tools/0/errors/4/fields/upstream (base)',
      'minor output-field-added /tools/0/errors/3/fields/limit_window',
    ],
    messages: [
      'minimum of error rate_limited field retry_after_ms was removed (it was 0), which loosened it',
      'error rate_limited field retry_after_ms changed from integer to string',
      'error upstream_error field upstream was removed',
      'error rate_limited field limit_window was added',
    ],
  },

  // ---- input side
  {
    name: 'optional input added is minor',
    pair: oneTool((t) => (t.inputSchema.properties.include_comments = { type: 'boolean' })),
    expected: [`minor input-added-optional ${IN}/include_comments`],
    messages: ['input include_comments was added as optional'],
  },
  {
    name: 'required input added is major',
    pair: oneTool((t) => {
      t.inputSchema.properties.team = { type: 'string' };
      t.inputSchema.required.push('team');
    }),
    expected: [`major input-added-required ${IN}/team`],
  },
  {
    name: 'input removed is major, pointed at in the base',
    pair: oneTool((t) => {
      t.inputSchema.properties = { other: { type: 'integer' } };
      t.inputSchema.required = [];
    }),
    expected: [`major input-removed ${IN}/ticket_id (base)`, `minor input-added-optional ${IN}/other`],
  },
  {
    name: 'input made required is major',
    pair: schemaPair('inputSchema', objectInput({ a: { type: 'string' } }), (s) => (s.required = ['a'])),
    expected: [`major input-made-required ${IN}/a`],
    messages: ['input a is now required'],
  },
  {
    name: 'input made optional is minor',
    pair: oneTool((t) => (t.inputSchema.required = [])),
    expected: [`minor input-made-optional ${IN}/ticket_id`],
  },
  {
    name: 'input enum value added is minor',
    pair: schemaPair('inputSchema', objectInput({ s: { type: 'string', enum: ['a', 'b'] } }), (s) => s.properties.s.enum.push('c')),
    expected: [`minor input-enum-value-added ${IN}/s/enum`],
    messages: ['input s gained the enum value "c"'],
  },
  {
    name: 'input enum value removed is major',
    pair: schemaPair('inputSchema', objectInput({ s: { type: 'string', enum: ['a', 'b'] } }), (s) => (s.properties.s.enum = ['a'])),
    expected: [`major input-enum-value-removed ${IN}/s/enum`],
    messages: ['input s lost the enum value "b"'],
  },
  {
    name: 'const counts as a one-value enum: const "a" → enum [a, b] adds a value',
    pair: schemaPair('inputSchema', objectInput({ s: { const: 'a' } }), (s) => (s.properties.s = { enum: ['b', 'a'] })),
    expected: [`minor input-enum-value-added ${IN}/s/enum`],
  },
  {
    name: 'enum reordered is no change',
    pair: schemaPair('inputSchema', objectInput({ s: { type: 'string', enum: ['a', 'b', 'c'] } }), (s) => (s.properties.s.enum = ['c', 'a', 'b'])),
    expected: [],
  },
  {
    name: 'default changed on an input is major',
    pair: schemaPair('inputSchema', objectInput({ limit: { type: 'integer', default: 50 } }), (s) => (s.properties.limit.default = 20)),
    expected: [`major default-changed ${IN}/limit/default`],
    messages: ['callers that omit it now get another value'],
  },

  // ---- output side
  {
    name: 'output field added is minor',
    pair: oneTool((t) => (t.outputSchema.properties.url = { type: 'string' })),
    expected: [`minor output-field-added ${OUT}/url`],
  },
  {
    name: 'output field removed is major',
    pair: oneTool((t) => delete t.outputSchema.properties.age_days),
    expected: [`major output-field-removed ${OUT}/age_days (base)`],
    messages: ['get_ticket: output field age_days was removed'],
  },
  {
    name: 'output field no longer required is major',
    pair: oneTool((t) => (t.outputSchema.required = ['id'])),
    expected: [`major output-field-made-optional ${OUT}/title`],
  },
  {
    name: 'output field newly required is minor',
    pair: oneTool((t) => t.outputSchema.required.push('age_days')),
    expected: [`minor output-field-made-required ${OUT}/age_days`],
  },
  {
    name: 'output enum value added is major',
    pair: schemaPair('outputSchema', objectInput({ status: { type: 'string', enum: ['open', 'closed'] } }), (s) => s.properties.status.enum.push('blocked')),
    expected: [`major output-enum-value-added ${OUT}/status/enum`],
    messages: ['readers that handle only the old values break'],
  },
  {
    name: 'output enum value removed is minor',
    pair: schemaPair('outputSchema', objectInput({ status: { type: 'string', enum: ['open', 'closed'] } }), (s) => (s.properties.status.enum = ['open'])),
    expected: [`minor output-enum-value-removed ${OUT}/status/enum`],
  },

  // ---- renames and units
  {
    name: 'output rename (same schema, new name) is one major rename at the head pointer',
    pair: oneTool((t) => {
      t.outputSchema.properties = { id: { type: 'string' }, title: { type: 'string' }, age_in_days: { type: 'integer', minimum: 0, description: 'Days open.' } };
    }),
    expected: [`major output-field-renamed ${OUT}/age_in_days`],
    messages: ['get_ticket: output field age_days was renamed to age_in_days'],
  },
  {
    name: 'input rename is one major input-renamed',
    pair: oneTool((t) => {
      t.inputSchema.properties = { id: t.inputSchema.properties.ticket_id };
      t.inputSchema.required = ['id'];
    }),
    expected: [`major input-renamed ${IN}/id`],
    messages: ['input ticket_id was renamed to id'],
  },
  {
    name: 'a rename with a changed schema stays remove + add',
    pair: oneTool((t) => {
      delete t.outputSchema.properties.age_days;
      t.outputSchema.properties.age_in_days = { type: 'number' };
    }),
    expected: [`major output-field-removed ${OUT}/age_days (base)`, `minor output-field-added ${OUT}/age_in_days`],
  },
  {
    name: 'a unit change (latency_ms → latency_seconds) is one major unit-changed, never remove + add',
    pair: schemaPair('outputSchema', objectInput({ latency_ms: { type: 'integer', minimum: 0 } }, ['latency_ms']), (s) => {
      s.properties = { latency_seconds: { type: 'number', minimum: 0 } };
      s.required = ['latency_seconds'];
    }),
    expected: [`major unit-changed ${OUT}/latency_seconds`],
    messages: ['get_ticket: output field latency_ms → latency_seconds changes the unit: milliseconds became seconds'],
  },
  {
    name: 'a unit change with an identical schema is still a unit change, not a rename',
    pair: schemaPair('inputSchema', objectInput({ timeoutMs: { type: 'integer' } }), (s) => (s.properties = { timeoutSeconds: { type: 'integer' } })),
    expected: [`major unit-changed ${IN}/timeoutSeconds`],
  },
  {
    name: 'a money unit change (price_usd → price_eur)',
    pair: schemaPair('outputSchema', objectInput({ price_usd: { type: 'number' } }), (s) => (s.properties = { price_eur: { type: 'number' } })),
    expected: [`major unit-changed ${OUT}/price_eur`],
  },

  // ---- types
  {
    name: 'a type switch (string → integer) is major',
    pair: schemaPair('inputSchema', objectInput({ n: { type: 'string' } }), (s) => (s.properties.n.type = 'integer')),
    expected: [`major type-changed ${IN}/n/type`],
    messages: ['changed from string to integer (added: integer; removed: string)'],
  },
  {
    name: '"null" added to an input type is minor',
    pair: schemaPair('inputSchema', objectInput({ n: { type: 'string' } }), (s) => (s.properties.n.type = ['string', 'null'])),
    expected: [`minor type-changed ${IN}/n/type`],
    messages: ['(added: null)'],
  },
  {
    name: '"null" added to an output type is major',
    pair: oneTool((t) => (t.outputSchema.properties.title.type = ['string', 'null'])),
    expected: [`major type-changed ${OUT}/title/type`],
    messages: ['the type of output field title changed from string to string, null (added: null)'],
  },
  {
    name: '"null" removed from an output type is minor',
    pair: schemaPair('outputSchema', objectInput({ c: { type: ['string', 'null'] } }), (s) => (s.properties.c.type = 'string')),
    expected: [`minor type-changed ${OUT}/c/type`],
    messages: ['(removed: null)'],
  },
  {
    name: 'a type removed from an input type array is major',
    pair: schemaPair('inputSchema', objectInput({ c: { type: ['string', 'integer'] } }), (s) => (s.properties.c.type = ['integer'])),
    expected: [`major type-changed ${IN}/c/type`],
  },
  {
    name: 'integer → number widens an input (minor) and an output (major)',
    pair: (() => {
      const base = contract([readTool({ inputSchema: objectInput({ n: { type: 'integer' } }), outputSchema: objectInput({ n: { type: 'integer' } }) })]);
      return [base, edited(base, (c) => {
        c.tools[0].inputSchema.properties.n.type = 'number';
        c.tools[0].outputSchema.properties.n.type = 'number';
      })] as [Json, Json];
    })(),
    expected: [`major type-changed ${OUT}/n/type`, `minor type-changed ${IN}/n/type`],
  },
  {
    name: 'a type array reordered is no change',
    pair: schemaPair('outputSchema', objectInput({ c: { type: ['string', 'null'] } }), (s) => (s.properties.c.type = ['null', 'string'])),
    expected: [],
  },

  // ---- constraints
  {
    name: 'an input maximum lowered tightens (major); raised loosens (minor)',
    pair: (() => {
      const base = contract([readTool({ inputSchema: objectInput({ a: { type: 'integer', maximum: 100 }, b: { type: 'integer', maximum: 100 } }) })]);
      return [base, edited(base, (c) => {
        c.tools[0].inputSchema.properties.a.maximum = 50;
        c.tools[0].inputSchema.properties.b.maximum = 200;
      })] as [Json, Json];
    })(),
    expected: [`major constraint-changed ${IN}/a/maximum`, `minor constraint-changed ${IN}/b/maximum`],
    messages: ['maximum of input a changed from 100 to 50, which tightened it', 'which loosened it'],
  },
  {
    name: 'an output maximum lowered tightens (minor); raised loosens (major)',
    pair: (() => {
      const base = contract([readTool({ outputSchema: objectInput({ a: { type: 'integer', maximum: 100 }, b: { type: 'integer', maximum: 100 } }) })]);
      return [base, edited(base, (c) => {
        c.tools[0].outputSchema.properties.a.maximum = 50;
        c.tools[0].outputSchema.properties.b.maximum = 200;
      })] as [Json, Json];
    })(),
    expected: [`major constraint-changed ${OUT}/b/maximum`, `minor constraint-changed ${OUT}/a/maximum`],
  },
  {
    name: 'constraints added to an input are major; removed from an input are minor',
    pair: schemaPair('inputSchema', objectInput({ s: { type: 'string', maxLength: 10 }, list: { type: 'array' } }), (s) => {
      s.properties.s = { type: 'string', minLength: 1 };
      s.properties.list.uniqueItems = true;
    }),
    expected: [`major constraint-changed ${IN}/list/uniqueItems`, `major constraint-changed ${IN}/s/minLength`, `minor constraint-changed ${IN}/s/maxLength (base)`],
  },
  {
    name: 'format or multipleOf changed to another value is major on either side',
    pair: schemaPair('outputSchema', objectInput({ u: { type: 'string', format: 'uri' }, n: { type: 'number', multipleOf: 0.5 } }), (s) => {
      s.properties.u.format = 'email';
      s.properties.n.multipleOf = 0.25;
    }),
    expected: [`major constraint-changed ${OUT}/n/multipleOf`, `major constraint-changed ${OUT}/u/format`],
  },
  {
    name: 'an output minItems added tightens (minor)',
    pair: schemaPair('outputSchema', objectInput({ list: { type: 'array', items: { type: 'string' } } }), (s) => (s.properties.list.minItems = 1)),
    expected: [`minor constraint-changed ${OUT}/list/minItems`],
  },
  {
    name: 'input additionalProperties false → absent loosens (minor)',
    pair: oneTool((t) => delete t.inputSchema.additionalProperties),
    expected: [`minor constraint-changed ${T}/inputSchema/additionalProperties (base)`],
  },
  {
    name: 'input additionalProperties absent → false tightens (major)',
    pair: schemaPair('inputSchema', objectInput({ a: { type: 'string' } }), (s) => (s.additionalProperties = false)),
    expected: [`major constraint-changed ${T}/inputSchema/additionalProperties`],
  },
  {
    name: 'output additionalProperties false → true loosens (major); output true → false tightens (minor)',
    pair: (() => {
      const base = contract([readTool({ outputSchema: objectInput({ a: objectInput({}, [], { additionalProperties: false }), b: objectInput({}, [], { additionalProperties: true }) }) })]);
      return [base, edited(base, (c) => {
        c.tools[0].outputSchema.properties.a.additionalProperties = true;
        c.tools[0].outputSchema.properties.b.additionalProperties = false;
      })] as [Json, Json];
    })(),
    expected: [`major constraint-changed ${OUT}/a/additionalProperties`, `minor constraint-changed ${OUT}/b/additionalProperties`],
  },
  {
    name: 'additionalProperties as a schema is compared as a schema',
    pair: schemaPair('outputSchema', objectInput({ tags: { type: 'object', additionalProperties: { type: 'string' } } }), (s) => (s.properties.tags.additionalProperties.type = 'integer')),
    expected: [`major type-changed ${OUT}/tags/additionalProperties/type`],
    messages: ['output field tags.* changed from string to integer'],
  },

  // ---- at any depth, prefixItems, patternProperties
  {
    name: 'a nested required input added inside filter is major at its own pointer',
    pair: schemaPair('inputSchema', objectInput({ filter: objectInput({ owner: { type: 'string' } }) }, ['filter']), (s) => {
      s.properties.filter.properties.team = { type: 'string' };
      s.properties.filter.required = ['team'];
    }),
    expected: [`major input-added-required ${IN}/filter/properties/team`],
    messages: ['input filter.team was added as required'],
  },
  {
    name: 'a field removed in array items is major with a readable path',
    pair: schemaPair('outputSchema', objectInput({ tickets: { type: 'array', items: objectInput({ id: { type: 'string' }, owner: { type: 'string' } }) } }), (s) => {
      delete s.properties.tickets.items.properties.owner;
    }),
    expected: [`major output-field-removed ${OUT}/tickets/items/properties/owner (base)`],
    messages: ['output field tickets[].owner was removed'],
  },
  {
    name: 'prefixItems are compared by position',
    pair: schemaPair('inputSchema', objectInput({ point: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] } }), (s) => {
      s.properties.point.prefixItems[1].type = 'string';
    }),
    expected: [`major type-changed ${IN}/point/prefixItems/1/type`],
    messages: ['input point[1] changed'],
  },
  {
    name: 'patternProperties: a pattern added is judged major',
    pair: schemaPair('inputSchema', objectInput({ meta: { type: 'object', patternProperties: { '^x_': { type: 'string' } } } }), (s) => {
      s.properties.meta.patternProperties['^y_'] = { type: 'string' };
    }),
    expected: [`major schema-uncertain ${IN}/meta/patternProperties`],
  },

  // ---- uncertain keywords
  {
    name: 'an anyOf edit is major schema-uncertain, with the reason',
    pair: schemaPair('inputSchema', objectInput({ id: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }), (s) => {
      s.properties.id.anyOf[1] = { type: 'integer', minimum: 1 };
    }),
    expected: [`major schema-uncertain ${IN}/id/anyOf`],
    messages: ['get_ticket: an anyOf branch changed in input id; whether old calls still validate cannot be judged with certainty, so it is treated as breaking.'],
  },
  {
    name: 'anyOf branches reordered is no change',
    pair: schemaPair('inputSchema', objectInput({ id: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }), (s) => s.properties.id.anyOf.reverse()),
    expected: [],
  },
  {
    name: 'a documentation edit inside a oneOf branch is a patch',
    pair: schemaPair('inputSchema', objectInput({ id: { oneOf: [{ type: 'string', description: 'a' }, { type: 'integer' }] } }), (s) => {
      s.properties.id.oneOf[0].description = 'b';
    }),
    expected: [`patch documentation-changed ${IN}/id/oneOf`],
    messages: ['get_ticket: the documentation inside oneOf of input id changed.'],
  },
  {
    name: 'a documentation edit inside a not schema is a patch',
    pair: schemaPair('inputSchema', objectInput({ id: { type: 'string', not: { const: 'x', description: 'a' } } }), (s) => {
      s.properties.id.not.description = 'b';
    }),
    expected: [`patch documentation-changed ${IN}/id/not`],
  },
  {
    name: 'a pattern change is major schema-uncertain',
    pair: schemaPair('inputSchema', objectInput({ id: { type: 'string', pattern: '^TKT-[0-9]+$' } }), (s) => (s.properties.id.pattern = '^TKT-[0-9]{4}$')),
    expected: [`major schema-uncertain ${IN}/id/pattern`],
    messages: ['the pattern changed from "^TKT-[0-9]+$" to "^TKT-[0-9]{4}$" in input id'],
  },
  {
    name: 'allOf, not, if/then, dependentRequired and an unknown keyword: each edit judged major',
    pair: schemaPair(
      'outputSchema',
      { type: 'object', allOf: [{ required: ['a'] }], not: { required: ['b'] }, if: { required: ['c'] }, then: { required: ['d'] }, dependentRequired: { a: ['b'] }, nullable: false },
      (s) => {
        s.allOf = [{ required: ['b'] }];
        s.not = { required: ['c'] };
        s.then = { required: ['e'] };
        s.dependentRequired = { a: ['c'] };
        s.nullable = true;
      },
    ),
    expected: [
      `major schema-uncertain ${T}/outputSchema/allOf`,
      `major schema-uncertain ${T}/outputSchema/dependentRequired`,
      `major schema-uncertain ${T}/outputSchema/not`,
      `major schema-uncertain ${T}/outputSchema/nullable`,
      `major schema-uncertain ${T}/outputSchema/then`,
    ],
    messages: ['an allOf branch changed in the output schema; whether every result still reads as before'],
  },
  {
    name: 'x- keys, readOnly and writeOnly are documentation',
    pair: schemaPair('outputSchema', objectInput({ a: { type: 'string', 'x-source': 'db' } }), (s) => {
      s.properties.a['x-source'] = 'cache';
      s.properties.a.readOnly = true;
    }),
    expected: [`patch documentation-changed ${OUT}/a/readOnly`, `patch documentation-changed ${OUT}/a/x-source`],
  },

  // ---- documentation only, reordering only
  {
    name: 'a description-only edit is a patch only',
    pair: oneTool((t) => (t.inputSchema.properties.ticket_id.description = 'Another description.')),
    expected: [`patch documentation-changed ${IN}/ticket_id/description`],
    messages: ['get_ticket: the description of input ticket_id changed.'],
  },
  {
    name: 'a title and examples added to an output field are patches',
    pair: oneTool((t) => Object.assign(t.outputSchema.properties.id, { title: 'Id', examples: ['T-1'] })),
    expected: [`patch documentation-changed ${OUT}/id/examples`, `patch documentation-changed ${OUT}/id/title`],
  },
  {
    name: 'reordering tools, properties, required, enum, types and errors is no change',
    pair: (() => {
      const a: Json = readTool({ outputSchema: objectInput({ a: { type: ['string', 'null'], enum: ['x', 'y', null] }, b: { type: 'integer' } }, ['a', 'b']) });
      const b: Json = readTool({ name: 'get_user' });
      const base = contract([a, b]);
      const head = contract([
        { ...b, errors: [...b.errors].reverse() },
        {
          ...a,
          outputSchema: { required: ['b', 'a'], properties: { b: { type: 'integer' }, a: { enum: [null, 'y', 'x'], type: ['null', 'string'] } }, type: 'object' },
          inputSchema: { additionalProperties: false, required: ['ticket_id'], properties: a.inputSchema.properties, type: 'object' },
        },
      ]);
      return [base, head] as [Json, Json];
    })(),
    expected: [],
  },

  // ---- $ref
  {
    name: 'a field removed inside a $def used by the output is major at the $def pointer in the base',
    pair: schemaPair(
      'outputSchema',
      { type: 'object', properties: { ticket: { $ref: '#/$defs/ticket' } }, $defs: { ticket: objectInput({ id: { type: 'string' }, owner: { type: 'string' } }) } },
      (s) => delete s.$defs.ticket.properties.owner,
    ),
    expected: [`major output-field-removed ${T}/outputSchema/$defs/ticket/properties/owner (base)`],
    messages: ['output field ticket.owner was removed'],
  },
  {
    name: 'a $def used twice: its change is reported once',
    pair: schemaPair(
      'outputSchema',
      { type: 'object', properties: { a: { $ref: '#/$defs/user' }, b: { $ref: '#/$defs/user' } }, $defs: { user: objectInput({ name: { type: 'string' } }) } },
      (s) => (s.$defs.user.properties.email = { type: 'string' }),
    ),
    expected: [`minor output-field-added ${T}/outputSchema/$defs/user/properties/email`],
  },
  {
    name: 'a $ref that now points at another def: the resolved schemas are compared',
    pair: schemaPair(
      'inputSchema',
      { type: 'object', properties: { who: { $ref: '#/definitions/a' } }, definitions: { a: { type: 'string' }, b: { type: 'string', minLength: 3 } } },
      (s) => (s.properties.who.$ref = '#/definitions/b'),
    ),
    expected: [`major constraint-changed ${T}/inputSchema/definitions/b/minLength`],
  },
  {
    name: 'inlining a $def without change is no change; an unused $def is not compared',
    pair: schemaPair(
      'inputSchema',
      { type: 'object', properties: { who: { $ref: '#/$defs/who' } }, $defs: { who: { type: 'string' }, unused: { type: 'string' } } },
      (s) => {
        s.properties.who = { type: 'string' };
        s.$defs = { unused: { type: 'integer' } };
      },
    ),
    expected: [],
  },
  {
    name: 'a $ref cycle terminates, and a change inside it is found once',
    pair: schemaPair(
      'outputSchema',
      { type: 'object', properties: { root: { $ref: '#/$defs/node' } }, $defs: { node: objectInput({ name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } }) } },
      (s) => (s.$defs.node.properties.size = { type: 'integer' }),
    ),
    expected: [`minor output-field-added ${T}/outputSchema/$defs/node/properties/size`],
  },
  {
    name: 'a $ref to itself terminates',
    pair: schemaPair('outputSchema', { type: 'object', properties: { a: { $ref: '#/$defs/loop' } }, $defs: { loop: { $ref: '#/$defs/loop' } } }, (s) => (s.properties.b = { type: 'string' })),
    expected: [`minor output-field-added ${OUT}/b`],
  },
  {
    name: 'an anyOf whose branch $def changed is judged (the $ref is followed)',
    pair: schemaPair(
      'inputSchema',
      { type: 'object', properties: { id: { anyOf: [{ $ref: '#/$defs/a' }, { type: 'integer' }] } }, $defs: { a: { type: 'string' } } },
      (s) => (s.$defs.a.maxLength = 5),
    ),
    expected: [`major schema-uncertain ${IN}/id/anyOf`],
  },
  {
    name: 'a not schema whose $def changed is judged, though its own text is the same',
    pair: schemaPair(
      'inputSchema',
      { type: 'object', properties: { id: { type: 'string', not: { $ref: '#/$defs/reserved' } } }, $defs: { reserved: { enum: ['admin'] } } },
      (s) => s.$defs.reserved.enum.push('root'),
    ),
    expected: [`major schema-uncertain ${IN}/id/not`],
  },

  // ---- schemas as a whole
  {
    name: 'an output schema added is minor; removed is major',
    pair: (() => {
      const base = contract([readTool(), readTool({ name: 'get_user', outputSchema: undefined })]);
      return [base, edited(base, (c) => {
        delete c.tools[0].outputSchema;
        c.tools[1].outputSchema = objectInput({ id: { type: 'string' } });
      })] as [Json, Json];
    })(),
    expected: ['major output-field-removed /tools/0/outputSchema (base)', 'minor output-field-added /tools/1/outputSchema'],
  },
];

/** The preview/execute/verify trio; `edit` changes execute_close_ticket (tools[1]). */
function flowPair(edit: (tool: Json) => void, executeBase: Json = {}): [Json, Json] {
  const base = contract(mutationTrio('close_ticket', executeBase));
  return [base, edited(base, (c) => edit(c.tools[1]))];
}

describe('versioning: diffContracts (spec §5)', () => {
  for (const c of cases) {
    it(c.name, () => {
      const changes = diff(c.pair[0], c.pair[1], c.fileName);
      assert.deepEqual(changes.map(row), c.expected);
      (c.messages ?? []).forEach((text, i) => {
        assert.ok(changes[i].message.includes(text), `message ${i}: ${JSON.stringify(changes[i].message)} should include ${JSON.stringify(text)}`);
      });
      for (const change of changes) {
        assert.ok(/^[^\s].*\.$/.test(change.message), `one sentence: ${change.message}`);
        assert.equal(change.pointer, '/' + change.path.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/'));
      }
    });
  }

  it('every message names the tool', () => {
    const changes = diff(...oneTool((t) => {
      t.outputSchema.properties.title.type = 'integer';
      t.inputSchema.properties.extra = { type: 'string' };
    }));
    assert.equal(changes.length, 2);
    for (const change of changes) assert.ok(change.message.startsWith('get_ticket: '), change.message);
  });

  it('a contract diffed with itself is empty', () => {
    const value = contract([readTool(), ...mutationTrio()]);
    assert.deepEqual(diff(value, value), []);
  });

  it('output is sorted: major first, then by pointer, then by kind', () => {
    const changes = diff(...oneTool((t) => {
      t.description = 'New.';
      t.outputSchema.properties.url = { type: 'string' };
      delete t.outputSchema.properties.age_days;
      t.inputSchema.properties.ticket_id.type = 'integer';
    }));
    assert.deepEqual(changes.map(row), [
      `major type-changed ${IN}/ticket_id/type`,
      `major output-field-removed ${OUT}/age_days (base)`,
      `minor output-field-added ${OUT}/url`,
      'patch documentation-changed /tools/0/description',
    ]);
  });

  it('the seed tickets contract: age_days renamed to age_in_days is exactly one major change', () => {
    const text = readFileSync(join(__dirname, '../../examples/tickets.contract.json'), 'utf8');
    const head = edited(JSON.parse(text), (c) => {
      const items = c.tools[0].outputSchema.properties.tickets.items;
      items.properties = Object.fromEntries(Object.entries(items.properties).map(([k, v]) => [k === 'age_days' ? 'age_in_days' : k, v]));
      items.required = items.required.map((n: string) => (n === 'age_days' ? 'age_in_days' : n));
      c.version = '1.5.0';
    });
    const base = readBaseContract(text, 'tickets.contract.json', 'v1.4.0')!.model;
    const changes = diffContracts(base, model(head, 'tickets.contract.json'));
    assert.deepEqual(changes.map(row), ['major output-field-renamed /tools/0/outputSchema/properties/tickets/items/properties/age_in_days']);
    assert.equal(changes[0].message, 'tickets_list_open: output field tickets[].age_days was renamed to age_in_days; readers of the old name break.');
  });

  it('a 5,000-deep schema neither throws nor overflows, changed at the bottom or renamed at the top', () => {
    const deep = (leaf: Json): Json => {
      let schema: Json = leaf;
      for (let i = 0; i < 5000; i++) schema = { type: 'object', properties: { a: schema } };
      return schema;
    };
    const tool = (schema: Json, name = 'a') => ({ ...readTool(), outputSchema: { type: 'object', properties: { [name]: schema } } });
    const base = readModel(contract([tool(deep({ type: 'string' }))]), 'contract')!;
    const bottom = readModel(contract([tool(deep({ type: 'integer' }))]), 'contract')!;
    const renamed = readModel(contract([tool(deep({ type: 'string' }), 'b')]), 'contract')!;
    assert.deepEqual(diffContracts(base, bottom), []); // beyond 64 levels the comparison stops
    assert.deepEqual(diffContracts(base, renamed).map(row), [`major output-field-removed ${OUT}/a (base)`, `minor output-field-added ${OUT}/b`]);
    assert.deepEqual(diffContracts(base, base), []);
  });

  it('bad input never throws: non-object tools, schemas and errors', () => {
    const weird = { name: 'x', version: '1.0.0', tools: [5, { name: 'a', inputSchema: 7, outputSchema: [1], errors: 'no' }, { name: 'b', inputSchema: { type: 'object', properties: 3, required: 'a' } }] };
    const other = { name: 'x', version: '1.0.0', tools: [{ name: 'a', inputSchema: { type: 'object' }, outputSchema: true, errors: [null, { type: 3 }] }, { name: 'b', inputSchema: { type: 'object', properties: { p: true }, required: ['p'] } }] };
    const changes = diffContracts(readModel(weird, 'contract')!, readModel(other, 'contract')!);
    assert.ok(changes.length > 0);
    assert.ok(changes.every((c) => c.kind !== 'schema-uncertain' || !c.message.startsWith('The contracts could not be compared')), JSON.stringify(changes, null, 1));
  });

  it('two versions of the 1,000-tool file, the tools reversed and one field added: exactly that one change (timed in bench/diff.bench.ts, not here)', () => {
    const baseText = generateContract(1000);
    const value = JSON.parse(baseText);
    value.tools[500].outputSchema.properties.extra = { type: 'string' };
    value.tools.reverse();
    const base = readBaseContract(baseText, 'big.contract.json', 'base')!.model;
    const head = model(value, 'big.contract.json');
    const changes = diffContracts(base, head);
    assert.deepEqual(changes.map((c) => `${c.bump} ${c.kind} ${c.pointer}`), ['minor output-field-added /tools/499/outputSchema/properties/extra']);
  });
});
