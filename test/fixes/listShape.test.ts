/**
 * One shape for a paginated list output: what *Wrap the array* makes of a bare array is what
 * the paginated list tool snippet (and the server's list tool template, where there is one)
 * writes: `{ items, next_cursor, total_count }`, with `items` and `next_cursor` required and
 * `total_count` optional (counting every match can be expensive, so a server may omit it).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'jsonc-parser';
import { lint } from '../../server/src/engine';
import { applyTextEdits, FixSession } from '../../server/src/engine/fixes';
import { expandSnippet } from '../lsp/snippetExpansion';
import { contractText } from './fixTester';

const ROOT = resolve(__dirname, '../..');

interface ListShape {
  readonly properties: string[];
  readonly required: string[];
  readonly types: Record<string, unknown>;
}

function shapeOf(outputSchema: unknown): ListShape {
  const schema = outputSchema as { properties: Record<string, { type?: unknown }>; required: string[] };
  assert.equal((schema as { type?: unknown }).type, 'object');
  const properties = Object.keys(schema.properties);
  return { properties, required: [...schema.required], types: Object.fromEntries(properties.map((name) => [name, schema.properties[name].type])) };
}

function wrapped(): ListShape {
  const text = contractText(`    {
      "name": "list_tickets",
      "description": "Lists open tickets.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "array", "items": { "type": "string" }, "maxItems": 100 }
    }`);
  const result = lint(text, { fileName: 'x.contract.jsonc' });
  const finding = result.findings.find((f) => f.ruleId === 'output-not-object');
  assert.ok(finding, 'output-not-object on the bare array');
  const fix = new FixSession(result).fixesFor(finding).find((f) => f.title === 'Wrap the array in { items, next_cursor, total_count }');
  assert.ok(fix, 'the Wrap the array fix');
  const output = parse(applyTextEdits(text, fix.edits)) as { tools: Array<{ outputSchema: unknown }> };
  return shapeOf(output.tools[0].outputSchema);
}

/** The list tool as each source writes it: the snippet file, and the server's templates when they exist. */
function listToolsWritten(): Array<{ source: string; tool: { outputSchema: unknown } }> {
  const found: Array<{ source: string; tool: { outputSchema: unknown } }> = [];
  const snippets = resolve(ROOT, 'snippets/tool-contracts.code-snippets');
  if (existsSync(snippets)) {
    const all = parse(readFileSync(snippets, 'utf8')) as Record<string, { body: string[] }>;
    for (const [name, snippet] of Object.entries(all)) {
      if (/paginated list/i.test(name)) found.push({ source: `snippet "${name}"`, tool: parse(expandSnippet(snippet.body.join('\n'))) });
    }
  }
  const templates = resolve(ROOT, 'server/src/templates/contractTemplates.ts');
  if (existsSync(templates)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { templateById, templateText } = require(templates) as { templateById(id: string): unknown; templateText(template: unknown): string };
    found.push({ source: 'template list-tool', tool: parse(templateText(templateById('list-tool'))) });
  }
  return found;
}

describe('one paginated list shape', () => {
  it('Wrap the array makes { items, next_cursor, total_count } with items and next_cursor required', () => {
    const shape = wrapped();
    assert.deepEqual(shape.properties, ['items', 'next_cursor', 'total_count']);
    assert.deepEqual(shape.required, ['items', 'next_cursor']);
    assert.deepEqual(shape.types, { items: 'array', next_cursor: ['string', 'null'], total_count: 'integer' });
  });

  it('the list snippet and the list tool template write the same shape as Wrap the array', () => {
    const expected = wrapped();
    const written = listToolsWritten();
    assert.ok(written.length > 0, 'no paginated list snippet or template found to compare');
    for (const { source, tool } of written) {
      const shape = shapeOf(tool.outputSchema);
      assert.deepEqual(shape.properties, expected.properties, `${source}: properties`);
      assert.deepEqual(shape.required, expected.required, `${source}: required`);
      assert.deepEqual(shape.types, expected.types, `${source}: types`);
    }
  });
});
