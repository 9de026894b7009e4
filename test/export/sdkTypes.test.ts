/**
 * The exported payloads against the official SDKs' own request types (issue 16, item 4): this
 * file is type-checked by `npm run typecheck` (tsconfig includes test/), so each assignment
 * below fails the build when a payload stops fitting the SDK's tool parameter type. The
 * tests then check at run time that the values so typed are what the export prints, and
 * compare our strict form with the strict-schema helpers the SDKs ship.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { ChatCompletionCreateParams, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { FunctionTool, ResponseCreateParams, Tool as ResponsesTool } from 'openai/resources/responses/responses';
import type { MessageCreateParams, Tool as AnthropicTool, ToolUnion } from '@anthropic-ai/sdk/resources/messages';
import type { FunctionDeclaration, Tool as GeminiTool } from '@google/genai';
import type { ListToolsResult } from '@modelcontextprotocol/sdk/types.js';
import { exportText, type ExportResult, type ExportTarget } from '../../server/src/export';
import { toStrictSchema } from '../../server/src/engine/strictSchema';

const ROOT = join(__dirname, '../..');
const TICKETS = join(ROOT, 'examples/tickets.contract.json');
const METRICS = join(ROOT, 'examples/metrics.contract.json');

function exported<T extends ExportTarget>(file: string, target: T, strict = false): ExportResult<T> {
  const result = exportText(readFileSync(file, 'utf8'), file, target, { strict });
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Every object schema under a schema, with its JSON pointer. */
function objectSchemas(schema: unknown, pointer = ''): Array<{ pointer: string; node: Record<string, unknown> }> {
  if (typeof schema !== 'object' || schema === null) return [];
  if (Array.isArray(schema)) return schema.flatMap((item, i) => objectSchemas(item, `${pointer}/${i}`));
  const node = schema as Record<string, unknown>;
  const own = node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object')) ? [{ pointer, node }] : [];
  const children = Object.entries(node).filter(([key]) => key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples');
  return [...own, ...children.flatMap(([key, value]) => objectSchemas(value, `${pointer}/${key}`))];
}

describe('exports fit the SDKs\' request types', () => {
  test('openai-responses --strict of examples/tickets.contract.json: a Responses FunctionTool[], every property required, every object closed', () => {
    const { payload } = exported(TICKETS, 'openai-responses', true);
    // The type check is the assignment: ResponseCreateParams['tools'] takes it.
    const tools: FunctionTool[] = payload;
    const request: Pick<ResponseCreateParams, 'tools'> = { tools };
    const union: ResponsesTool[] = tools;
    assert.equal(request.tools?.length, 1);
    assert.equal(union[0].type, 'function');
    assert.equal(tools[0].strict, true);
    const objects = objectSchemas(tools[0].parameters);
    assert.ok(objects.length >= 2, 'the root and the filter object');
    for (const { pointer, node } of objects) {
      assert.equal(node.additionalProperties, false, `additionalProperties: false at ${pointer || '/'}`);
      const properties = Object.keys((node.properties as object | undefined) ?? {});
      assert.deepEqual([...((node.required as string[] | undefined) ?? [])].sort(), properties.sort(), `every property required at ${pointer || '/'}`);
    }
  });

  test('openai-chat: ChatCompletionTool[] (strict and not)', () => {
    for (const strict of [false, true]) {
      const tools: ChatCompletionTool[] = exported(METRICS, 'openai-chat', strict).payload;
      const request: Pick<ChatCompletionCreateParams, 'tools'> = { tools };
      assert.ok(request.tools && request.tools.length > 0);
      for (const tool of tools) {
        assert.equal(tool.type, 'function');
        if (tool.type === 'function') assert.equal(tool.function.strict, strict ? true : undefined);
      }
    }
  });

  test('anthropic: Tool[] and ToolUnion[] of MessageCreateParams', () => {
    const tools: AnthropicTool[] = exported(METRICS, 'anthropic').payload;
    const union: ToolUnion[] = exported(METRICS, 'anthropic', true).payload;
    const request: Pick<MessageCreateParams, 'tools'> = { tools: union };
    assert.ok(tools.every((tool) => tool.input_schema.type === 'object'));
    assert.equal(request.tools?.length, tools.length);
  });

  test('gemini: a Tool whose functionDeclarations are FunctionDeclaration[]', () => {
    const tool: GeminiTool = exported(METRICS, 'gemini').payload;
    const declarations: FunctionDeclaration[] = tool.functionDeclarations ?? [];
    assert.ok(declarations.length > 0);
    assert.ok(declarations.every((d) => typeof d.name === 'string' && d.parametersJsonSchema !== undefined && d.parameters === undefined));
  });

  test('mcp: an MCP SDK ListToolsResult', () => {
    const list: ListToolsResult = exported(TICKETS, 'mcp').payload;
    assert.equal(list.tools[0].name, 'tickets_list_open');
    assert.deepEqual(list.tools[0].annotations, { readOnlyHint: true, openWorldHint: false });
    assert.ok(list.tools[0].outputSchema, 'the output schema is kept where the target has it');
  });
});

describe('our strict form and the SDKs\' strict-schema helpers', () => {
  // openai/lib/transform: the helper behind zodFunction and the Standard Schema helpers.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { toStrictJsonSchema } = require('openai/lib/transform') as { toStrictJsonSchema: (schema: unknown) => unknown };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { transformJSONSchema } = require('@anthropic-ai/sdk/lib/transform-json-schema') as { transformJSONSchema: (schema: unknown) => unknown };

  const inputs = (file: string) => exported(file, 'mcp').payload.tools.map((tool) => ({ name: tool.name, schema: tool.inputSchema }));

  test('openai\'s toStrictJsonSchema accepts each of our strict schemas and changes nothing', () => {
    const schemas = [...inputs(TICKETS), ...inputs(METRICS)];
    assert.ok(schemas.length >= 3);
    for (const { name, schema } of schemas) {
      const ours = toStrictSchema(schema);
      assert.deepEqual(toStrictJsonSchema(ours), ours, name);
    }
  });

  test('openai\'s helper refuses an optional property that is not nullable; ours makes it required and nullable, as the helper asks', () => {
    const schema = { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer', description: 'Page size' } }, required: ['q'] };
    assert.throws(() => toStrictJsonSchema(schema), /optional\(\)|nullable/);
    const ours = toStrictSchema(schema);
    assert.deepEqual(ours.properties, { q: { type: 'string' }, limit: { type: ['integer', 'null'], description: 'Page size. Null means omitted.' } });
    // Already strict input: both helpers give the same schema.
    assert.deepEqual(toStrictJsonSchema(ours), toStrictSchema(ours));
  });

  test('anthropic\'s transformJSONSchema keeps our required lists and closes the same objects', () => {
    for (const { name, schema } of [...inputs(TICKETS), ...inputs(METRICS)]) {
      const ours = toStrictSchema(schema);
      const theirs = transformJSONSchema(ours);
      const shape = (value: unknown) => objectSchemas(value).map(({ pointer, node }) => [pointer, node.additionalProperties, node.required]);
      assert.deepEqual(shape(theirs), shape(ours), name);
    }
  });
});
