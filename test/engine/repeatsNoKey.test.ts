/**
 * repeatsNoKey (document.ts) decides, from a strict JSON text and JSON.parse's value, whether
 * any object repeats a key, by counting the colons outside strings against the keys the value
 * holds: the fast path that spares a tree or a visit for nearly every document. Held here to
 * jsonc-parser's visitor on random texts full of what could mislead a count: colons, quotes and
 * runs of backslashes inside strings, `__proto__` keys, repeated keys at any depth.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { visit } from 'jsonc-parser';
import { JsonDocument, isObject, repeatsNoKey, type JsonPath } from '../../server/src/engine/document';
import { random } from '../helpers/randomEdits';

/** Whether some object of `text` writes a key twice, as jsonc-parser's visitor reads it. */
function repeatsNoKeyByVisit(text: string): boolean {
  const open: Array<Set<string>> = [];
  let repeated = false;
  visit(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (key) => {
      const keys = open[open.length - 1];
      if (keys.has(key)) repeated = true;
      keys.add(key);
    },
  });
  return !repeated;
}

function randomJson(next: () => number, depth: number): string {
  const pieces = ['a', ':', '\\"', '\\\\', ' ', '{', ',', '"', 'x'];
  const str = () => {
    let s = '';
    for (let n = Math.floor(next() * 5); n > 0; n--) s += pieces[Math.floor(next() * pieces.length)];
    // Only valid JSON strings: quotes and backslashes escaped.
    return JSON.stringify(s.replace(/\\\\/g, '\\').replace(/\\"/g, '"'));
  };
  const keys = ['"a"', '"b"', '"__proto__"', '"a:b"', '"\\"c\\":"', '"\\\\"'];
  const r = next();
  if (depth <= 0 || r < 0.3) return r < 0.15 ? str() : String(Math.floor(next() * 10));
  if (r < 0.55) {
    const items: string[] = [];
    for (let n = Math.floor(next() * 4); n > 0; n--) items.push(randomJson(next, depth - 1));
    return `[${items.join(next() < 0.5 ? ',' : ' , ')}]`;
  }
  const members: string[] = [];
  for (let n = Math.floor(next() * 4); n > 0; n--) members.push(`${keys[Math.floor(next() * keys.length)]}${next() < 0.3 ? ' : ' : ':'}${randomJson(next, depth - 1)}`);
  return `{${members.join(',')}}`;
}

describe('repeatsNoKey', () => {
  it("agrees with jsonc-parser's visitor on 20,000 random strict JSON texts", () => {
    const next = random(2026_12_03);
    let repeated = 0;
    for (let n = 0; n < 20_000; n++) {
      const text = randomJson(next, 4);
      const value: unknown = JSON.parse(text);
      const expected = repeatsNoKeyByVisit(text);
      if (!expected) repeated++;
      assert.equal(repeatsNoKey(text, value), expected, text);
    }
    assert.ok(repeated > 1_000, `only ${repeated} texts repeat a key`);
  });

  it('tells a string that opens with a colon from a repeated key', () => {
    // Such a string's colon follows an unescaped quote, as a member's does: counted, it alone cannot prove a repeat.
    for (const [text, none] of [
      ['{"a": ":x", "b": " :y"}', true],
      ['{"a": [":", "\\\\" , " \\n:"]}', true],
      ['{"a": ":x", "a": 1}', false],
      ['{"k": {"a": 1, "a" : 2}, "s": ":"}', false],
      ['{"a":"\\":", "b":1}', true],
    ] as const) {
      assert.equal(repeatsNoKey(text, JSON.parse(text)), none, text);
      assert.equal(repeatsNoKeyByVisit(text), none, text);
    }
  });

  it('is not fooled by a colon written as \\u003a beside a repeated key', () => {
    // The colon counted in the value's string is not in the text, and the repeated key's colon
    // would make up for it: colons less string colons would equal the keys held.
    const text = '{"a": 1, "a": 2, "b": "\\u003a"}';
    const value: unknown = JSON.parse(text);
    assert.equal((value as { b: string }).b, ':');
    assert.equal(repeatsNoKeyByVisit(text), false);
    assert.equal(repeatsNoKey(text, value), false);
    assert.equal(repeatsNoKey('{"a": 1, "b": "\\u003A:"}', JSON.parse('{"a": 1, "b": "\\u003A:"}')), true);
  });

  it("agrees with the visitor when strings write some colons as \\u003a", () => {
    const next = random(2026_12_06);
    let repeated = 0;
    for (let n = 0; n < 5_000; n++) {
      const text = randomJson(next, 4).replace(/:(?=[^"]*"[,}\]:])/g, () => (next() < 0.5 ? '\\u003a' : ':'));
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        continue;
      }
      const expected = repeatsNoKeyByVisit(text);
      if (!expected) repeated++;
      assert.equal(repeatsNoKey(text, value), expected, text);
    }
    assert.ok(repeated > 200, `only ${repeated} texts repeat a key`);
  });

  it('is what placing findings learns on its way: the scanner counts the members it passes', () => {
    // A strict text not yet known to repeat no key is counted by the pass that places findings
    // (JsonDocument.spansOf), not by a pass of its own: the two must agree, and so must the spans.
    const next = random(2026_12_05);
    let repeated = 0;
    for (let n = 0; n < 5_000; n++) {
      const text = randomJson(next, 4);
      const value: unknown = JSON.parse(text);
      const requests = somePaths(value, next).map((path) => ({ path, part: next() < 0.5 ? ('key' as const) : ('value' as const) }));
      const placedFirst = new JsonDocument(text);
      const spans = placedFirst.spansOf(requests);
      const countedFirst = new JsonDocument(text);
      const repeats = countedFirst.repeatedKeys.length > 0;
      if (repeats) repeated++;
      assert.equal(placedFirst.repeatedKeys.length > 0, repeats, text);
      assert.equal(repeats, !repeatsNoKeyByVisit(text), text);
      assert.deepEqual(spans, countedFirst.spansOf(requests), text);
    }
    assert.ok(repeated > 200, `only ${repeated} texts repeat a key`);
  });
});

/** The root and up to four paths into `value`, each a random descent. */
function somePaths(value: unknown, next: () => number): JsonPath[] {
  const paths: JsonPath[] = [[]];
  for (let k = 0; k < 4; k++) {
    const path: Array<string | number> = [];
    let at = value;
    while (typeof at === 'object' && at !== null && next() < 0.8) {
      const keys = Array.isArray(at) ? at.map((_, i) => i) : Object.keys(at);
      if (keys.length === 0) break;
      const key = keys[Math.floor(next() * keys.length)];
      path.push(key);
      at = Array.isArray(at) ? at[key as number] : isObject(at) ? at[key as string] : undefined;
    }
    paths.push(path);
  }
  return paths;
}

