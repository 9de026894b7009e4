/**
 * Findings are placed by a pass that follows the findings' paths (server/src/engine/locate.ts).
 * It must give the spans, byte for byte, of the pass it replaced (kept in
 * test/helpers/referencePlacement.ts): on the examples, the CLI fixtures, the MCP corpus, the
 * fuzz fixtures, fuzzed variants of them and the bench corpus with findings, for the paths the
 * lint reports and for every node of each document (key and value parts, missing members,
 * indices past the end), and on texts written to reach the corners (escaped keys, repeated
 * keys, comments, broken arrays, deep nesting).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine/lint';
import { fromPointer, JsonDocument, type SpanRequest } from '../../server/src/engine/document';
import { lintCorpus } from '../helpers/lintCorpus';
import { engineSpans, referenceSpans, requestsForEveryNode } from '../helpers/referencePlacement';
import { random } from '../helpers/randomEdits';

function lintRequests(text: string, fileName: string): SpanRequest[] {
  const requests: SpanRequest[] = [];
  const result = lint(text, { fileName });
  for (const finding of result.findings) {
    requests.push({ path: finding.path }, { path: finding.path, part: 'key' });
    for (const related of finding.related ?? []) requests.push({ path: fromPointer(related.pointer, result.document.value) });
  }
  return requests;
}

const deepArray = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

function assertSamePlacement(name: string, text: string, requests: readonly SpanRequest[]): void {
  assert.deepEqual(engineSpans(text, requests), referenceSpans(text, requests), `${name}: spans differ from the reference placement`);
}

describe('placing findings', () => {
  const documents = lintCorpus({ fuzzed: 80, huge: 3 });

  it('gives the reference spans for every finding and every node of the corpora and fuzzed files', () => {
    assert.ok(documents.length > 100, `only ${documents.length} documents`);
    let compared = 0;
    for (const { name, fileName, text } of documents) {
      const document = new JsonDocument(text);
      const requests = [...lintRequests(text, fileName), ...requestsForEveryNode(document.value, 1_500)];
      assertSamePlacement(name, text, requests);
      compared += requests.length;
    }
    assert.ok(compared > 50_000, `only ${compared} paths compared`);
  });

  it('gives the reference spans on texts written for the corners', () => {
    const texts = [
      '{"a~b": {"c/d": [1, {"e": null}]}, "\\u0061": 2, "q\\"uote": {"x": "y\\\\"}}',
      '{"a": 1, "a": {"b": 2}, "a": {"c": 3}}',
      '{"a": {"b": 1}, "a": 2}',
      '{"tools": [{"name": "x"}, 7, "s", [], {}]}',
      '{"0": {"1": true}, "arr": [[0, 1], [2, [3]]]}',
      '{\n  // a comment\n  "tools": [ {"name": "a",}, ],\n}',
      '{"tools": [1,, 2, {"a": }, {"b" 3}], "x": [',
      '[1, 2] [3]',
      '"just a string"',
      '',
      '\uFEFF{"a": 1}',
      ' \t\r\n{ "a" : [ 1 , -2.5e-3 , true , false , null ] } \n',
      deepArray(2_000),
      deepObject(2_000),
      `{"tools": [${deepArray(600)}]}`,
    ];
    for (const text of texts) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = new JsonDocument(text).value;
      }
      const requests: SpanRequest[] = [
        ...requestsForEveryNode(value, 300),
        { path: ['tools', '0', 'name'] },
        { path: ['0', 1] },
        { path: ['arr', '1', '1', 0], part: 'key' },
        { path: ['a~b', 'c/d', 1, 'e'] },
        { path: ['a', 'b'], part: 'key' },
        { path: ['a', 'c'] },
        { path: ['', ''] },
        { path: [1.5] },
        { path: ['tools', -1] },
      ];
      assertSamePlacement(JSON.stringify(text.slice(0, 40)), text, requests);
    }
  });

  it('carries the line and column positionAt gives, past values skipped on any layout', () => {
    // Random values written with random white space between tokens (line breaks included, so a
    // skipped value may end on the line where a wanted key starts), a random part of their nodes
    // requested: engineSpans throws when a span's carried line or column is not positionAt's.
    const next = random(20261204);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const space = (): string => pick(['', ' ', '\n', '\n  ', '\t', ' \n\n ', '']);
    const KEYS = ['a', 'tools', 'name', 'x\\"y', 'é', 'b'];
    const write = (depth: number): string => {
      const roll = next();
      if (depth > 4 || roll < 0.3) return pick(['1', '-2.5e3', 'true', 'null', '"s"', '"a\\\\"', '"\\u00e9\\n"']);
      const count = Math.floor(next() * 4);
      const items = Array.from({ length: count }, (_, i) => (roll < 0.65 ? `"${KEYS[i]}"${space()}:${space()}` : '') + write(depth + 1));
      const [open, close] = roll < 0.65 ? ['{', '}'] : ['[', ']'];
      return `${open}${space()}${items.join(`${space()},${space()}`)}${space()}${close}`;
    };
    let carried = 0;
    for (let round = 0; round < 400; round++) {
      const text = space() + write(0) + space();
      const value: unknown = JSON.parse(text);
      const requests = requestsForEveryNode(value, 400).filter(() => next() < 0.25);
      assertSamePlacement(`random text ${round}`, text, requests);
      carried += new JsonDocument(text).spansOf(requests).filter((span) => span.line !== undefined).length;
    }
    assert.ok(carried > 1_000, `only ${carried} spans carried their line`);
  });
});
