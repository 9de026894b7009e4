/**
 * isSemVer reads a plain MAJOR.MINOR.PATCH without loading semver (its modules build some forty
 * regular expressions when loaded): held here to what semver's own parse says, on the corners
 * and on random strings made of the characters a version is written with.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import parse from 'semver/functions/parse';
import { isSemVer } from '../../server/src/engine/semver';
import { random } from '../helpers/randomEdits';

/** The definition before the fast path: what semver parses, without a prefix or surrounding space. */
const bySemver = (value: string): boolean => /^[0-9]/.test(value) && value === value.trim() && parse(value) !== null;

describe('isSemVer', () => {
  it('agrees with semver on the corners', () => {
    const corners = [
      '1.0.0', '0.0.0', '10.20.30', '01.0.0', '1.01.0', '1.0.00', '1.0', '1', '1.0.0.0', 'v1.0.0', '=1.0.0', ' 1.0.0', '1.0.0 ',
      '1.0.0-rc.1', '1.0.0+build.5', '1.0.0-', '999999999999999.0.0', '9007199254740991.0.0', '9007199254740992.0.0',
      '9999999999999999.0.0', '1.2.3\n', '',
    ];
    for (const value of corners) assert.equal(isSemVer(value), bySemver(value), JSON.stringify(value));
    assert.equal(isSemVer(1), false);
    assert.equal(isSemVer(undefined), false);
  });

  it('agrees with semver on 20,000 random strings', () => {
    const next = random(2026_12_05);
    const numbers = ['0', '1', '9', '01', '10', '99999999', '999999999999999', '9999999999999999', ''];
    const extras = ['', '', '', '.', '.0', '-rc.1', '+b', '-', ' ', 'a', '\n'];
    const pick = (list: readonly string[]): string => list[Math.floor(next() * list.length)];
    let valid = 0;
    for (let n = 0; n < 20_000; n++) {
      const parts = Math.floor(next() * 5);
      let value = next() < 0.1 ? pick(['v', ' ', '=']) : '';
      for (let k = 0; k < parts; k++) value += (k > 0 ? '.' : '') + pick(numbers);
      value += pick(extras);
      const expected = bySemver(value);
      if (expected) valid++;
      assert.equal(isSemVer(value), expected, JSON.stringify(value));
    }
    assert.ok(valid > 200, `only ${valid} valid versions`);
  });
});
