import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rememberedByString } from '../../server/src/engine/remembered';

/** A remembered length function that counts how often it computed. */
function counted(limit?: number, characterLimit?: number) {
  const computed: string[] = [];
  const remembered = rememberedByString((key) => {
    computed.push(key);
    return key.length === 0 ? undefined : key.length;
  }, limit, characterLimit);
  return { remembered, computed };
}

describe('rememberedByString', () => {
  it('computes each key once, undefined answers included', () => {
    const { remembered, computed } = counted();
    for (const key of ['a', 'bb', 'a', '', 'bb', '']) remembered(key);
    assert.deepEqual(computed, ['a', 'bb', '']);
    assert.equal(remembered('bb'), 2);
    assert.equal(remembered(''), undefined);
  });

  it('starts over when it holds `limit` keys', () => {
    const { remembered, computed } = counted(2);
    for (const key of ['a', 'b', 'c', 'a']) remembered(key);
    assert.deepEqual(computed, ['a', 'b', 'c', 'a'], 'a was forgotten when c came');
  });

  it('starts over when its keys would pass `characterLimit` characters', () => {
    const { remembered, computed } = counted(100, 10);
    for (const key of ['aaaa', 'bbbb', 'cccc', 'aaaa', 'cccc']) remembered(key);
    assert.deepEqual(computed, ['aaaa', 'bbbb', 'cccc', 'aaaa'], 'cccc (12 characters in all) emptied it; aaaa came back, cccc stayed');
  });

  it('holds one key at most when that key alone passes `characterLimit`', () => {
    const { remembered, computed } = counted(100, 8);
    const long = 'x'.repeat(1_000_000);
    for (const key of [long, long, 'short', long]) remembered(key);
    assert.deepEqual(computed.map((key) => key.length), [1_000_000, 5, 1_000_000], 'the 1 MB key was kept until the next key emptied the map');
  });
});
