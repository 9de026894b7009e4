/**
 * Counting a tool's tokens (engine/contextTokens.ts) stays linear on any text: byte-pair
 * merging of one pre-tokenizer piece grows with the square of its length, so a run of letters
 * or punctuation longer than LONGEST_PIECE is counted in pieces (a 100,000-letter property
 * name took 25 s through the review card; issue 12's fuzzing found it). Ordinary text is
 * counted exactly as the tokenizer counts it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { countTextTokens, LONGEST_PIECE } from '../../server/src/engine/contextTokens';
import { cpuMs } from '../helpers/cpuTime';

/** CPU milliseconds of one count of a text not counted before (counts are cached by text). */
function cpuMsOf(text: string): number {
  return cpuMs(() => countTextTokens(text));
}

describe('context tokens', () => {
  it('counts text with no run longer than the piece exactly as the tokenizer does', () => {
    const texts = [
      'create_issue\nCreates an issue in a GitHub repository.\n{"type":"object","properties":{"owner":{"type":"string"}}}',
      `${'a'.repeat(LONGEST_PIECE)} ${'!'.repeat(LONGEST_PIECE)} 12345678901234567890`,
      'Déjà vu — naïve café, 東京, emoji 😀👍, <|endoftext|> as text',
    ];
    for (const text of texts) assert.equal(countTextTokens(text), countTokens(text, { disallowedSpecial: new Set() }), text);
  });

  it('counts a run longer than the piece in pieces: close to the exact count, and never splitting a surrogate pair', () => {
    const text = `name\n${'Ab'.repeat(300)} and ${'😀'.repeat(500)}`;
    const exact = countTokens(text, { disallowedSpecial: new Set() });
    const counted = countTextTokens(text);
    assert.ok(Math.abs(counted - exact) <= Math.ceil(text.length / LONGEST_PIECE) + 2, `${counted} against ${exact}`);
  });

  it('is linear in the length of one long word (a 1 MB property name in a few hundred ms, not minutes)', () => {
    cpuMsOf('warm the tokenizer up');
    const times = (n: number) => Math.min(...[1, 2, 3].map((run) => cpuMsOf(`${'A'.repeat(n - 1)}${String.fromCharCode(66 + run)}`)));
    const half = times(250_000);
    const whole = times(500_000);
    // Quadratic, doubling the word takes 4x; a bound loose enough for a loaded machine.
    assert.ok(whole < 3.5 * half + 20, `250,000 letters: ${half.toFixed(0)} ms, 500,000: ${whole.toFixed(0)} ms`);
    assert.ok(whole < 20_000, `500,000 letters took ${whole.toFixed(0)} ms`);
  });
  it('is linear in a long run of white space or punctuation too (100,000 spaces in a $schema: 12 s before)', () => {
    for (const unit of [' ', '\n', '!']) {
      const times = (n: number) => Math.min(...[1, 2, 3].map((run) => cpuMsOf(`x${unit.repeat(n - 2)}${String.fromCharCode(66 + run)}`)));
      const half = times(100_000);
      const whole = times(200_000);
      assert.ok(whole < 3.5 * half + 20, `${JSON.stringify(unit)}: 100,000: ${half.toFixed(0)} ms, 200,000: ${whole.toFixed(0)} ms`);
      assert.ok(whole < 5_000, `${JSON.stringify(unit)}: 200,000 took ${whole.toFixed(0)} ms`);
    }
  });
});
