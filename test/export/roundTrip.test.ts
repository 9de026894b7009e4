/**
 * Export round-trips (issue 16, item 4): each target's payload, read back through the engine's
 * own readers of that provider's format, gives the same tools with the same input schemas (the
 * strict form with --strict), and lints clean of provider-* findings for its own target.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { RULE_IDS, lint } from '../../server/src/engine';
import { JsonDocument } from '../../server/src/engine/document';
import { detectFormat, readModel } from '../../server/src/engine/formats';
import type { ContractModel, Format } from '../../server/src/engine/model';
import { toStrictSchema } from '../../server/src/engine/strictSchema';
import { EXPORT_TARGETS, exportText, hasStrictMode, type ExportTarget } from '../../server/src/export';

const ROOT = join(__dirname, '../..');
const SOURCES = ['examples/tickets.contract.json', 'examples/metrics.contract.json', 'test/cli/fixtures/server.tools.json'];

/** The format each target's payload is read back as. */
const READ_BACK: Record<ExportTarget, Format> = {
  anthropic: 'anthropic-tools',
  'openai-chat': 'openai-chat-tools',
  'openai-responses': 'openai-responses-tools',
  gemini: 'gemini-tools',
  mcp: 'mcp-tools-list',
};
/** A file name each payload could be saved under (*.tools.json files are linted). */
const FILE_NAME: Record<ExportTarget, string> = {
  anthropic: 'exported.anthropic.tools.json',
  'openai-chat': 'exported.openai.tools.json',
  'openai-responses': 'exported.openai-responses.tools.json',
  gemini: 'exported.gemini.tools.json',
  mcp: 'exported.mcp.tools.json',
};

function modelOf(text: string, fileName: string): ContractModel {
  const value = new JsonDocument(text).value;
  const model = readModel(value, detectFormat(value, fileName));
  assert.ok(model, `${fileName} reads as a model`);
  return model;
}

function printed(source: string, target: ExportTarget, strict: boolean): string {
  const result = exportText(readFileSync(join(ROOT, source), 'utf8'), source, target, { strict });
  assert.ok(!('error' in result), 'error' in result ? result.error : '');
  return `${JSON.stringify(result.payload, null, 2)}\n`;
}

describe('export → import gives the same input schemas', () => {
  for (const source of SOURCES) {
    const original = modelOf(readFileSync(join(ROOT, source), 'utf8'), source);
    for (const target of EXPORT_TARGETS) {
      for (const strict of hasStrictMode(target) ? [false, true] : [false]) {
        test(`${source} --to ${target}${strict ? ' --strict' : ''}`, () => {
          const text = printed(source, target, strict);
          const value = new JsonDocument(text).value;
          assert.equal(detectFormat(value, FILE_NAME[target]), READ_BACK[target], 'detected as its own format, by shape and by file name');
          assert.equal(detectFormat(value), READ_BACK[target], 'detected by shape alone');
          const back = modelOf(text, FILE_NAME[target]);
          assert.deepEqual(back.tools.map((t) => t.name), original.tools.map((t) => t.name));
          assert.deepEqual(back.tools.map((t) => t.description), original.tools.map((t) => t.description));
          assert.deepEqual(
            back.tools.map((t) => t.inputSchema),
            original.tools.map((t) => (strict ? toStrictSchema(t.inputSchema) : t.inputSchema)),
          );
        });
      }
    }
  }
});

/** Until the provider-* rules are registered, the lint-clean half has nothing to check: todo, not a pass. */
const PROVIDER_RULES = RULE_IDS.filter((id) => id.startsWith('provider-'));
const providerRulesTodo = PROVIDER_RULES.length === 0 ? 'the provider-* rules are not registered yet' : false;

describe('each export lints clean of provider-* findings for its own target', () => {
  for (const source of SOURCES) {
    for (const target of EXPORT_TARGETS) {
      for (const strict of hasStrictMode(target) ? [false, true] : [false]) {
        test(`${source} --to ${target}${strict ? ' --strict' : ''}`, { todo: providerRulesTodo }, () => {
          const result = lint(printed(source, target, strict), { fileName: FILE_NAME[target] });
          assert.equal(result.format, READ_BACK[target]);
          assert.deepEqual(
            result.findings.filter((f) => f.ruleId.startsWith('provider-') || f.ruleId === 'parse-error').map((f) => `${f.ruleId} ${f.pointer}: ${f.message}`),
            [],
          );
        });
      }
    }
  }
});
