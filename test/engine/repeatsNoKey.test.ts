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
import { repeatsNoKey } from '../../server/src/engine/document';
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
});
