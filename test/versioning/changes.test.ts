import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { actualBump, bumpSatisfies, compareBumps, requiredBump, smallestVersion } from '../../server/src/versioning/changes';

describe('versioning: bumps', () => {
  it('requiredBump is the largest bump of the changes, none for no change', () => {
    assert.equal(requiredBump([]), 'none');
    assert.equal(requiredBump([{ bump: 'patch' }, { bump: 'minor' }, { bump: 'patch' }]), 'minor');
    assert.equal(requiredBump([{ bump: 'minor' }, { bump: 'major' }]), 'major');
    assert.ok(compareBumps('major', 'minor') > 0 && compareBumps('none', 'patch') < 0 && compareBumps('minor', 'minor') === 0);
  });

  const table: [string, string, string][] = [
    ['1.4.0', '1.4.0', 'none'],
    ['1.4.0', '1.4.1', 'patch'],
    ['1.4.0', '1.5.0', 'minor'],
    ['1.4.7', '1.5.0', 'minor'],
    ['1.4.0', '2.0.0', 'major'],
    ['1.4.0', '3.1.2', 'major'],
    ['1.4.0', '1.3.9', 'downgrade'],
    ['1.4.0', '2.0.0-rc.1', 'major'],
    ['1.4.0', '1.5.0-beta.2', 'minor'],
    ['2.0.0-rc.1', '2.0.0-rc.2', 'major'],
    ['2.0.0-rc.1', '2.0.0', 'major'],
    ['2.1.0-rc.1', '2.1.0', 'minor'],
    ['2.1.3-rc.1', '2.1.3', 'patch'],
    ['2.0.0', '2.0.0-rc.1', 'downgrade'],
    ['1.4.0', '1.4.0+build.7', 'none'],
  ];
  for (const [base, head, expected] of table) {
    it(`actualBump ${base} → ${head} is ${expected}`, () => assert.equal(actualBump(base, head), expected));
  }

  it('bumpSatisfies: a bump covers itself and smaller ones; a downgrade covers nothing', () => {
    assert.equal(bumpSatisfies('major', 'minor'), true);
    assert.equal(bumpSatisfies('minor', 'minor'), true);
    assert.equal(bumpSatisfies('minor', 'major'), false);
    assert.equal(bumpSatisfies('none', 'patch'), false);
    assert.equal(bumpSatisfies('none', 'none'), true);
    assert.equal(bumpSatisfies('downgrade', 'none'), false);
  });

  it('smallestVersion is semver.inc of the base', () => {
    assert.equal(smallestVersion('1.4.0', 'major'), '2.0.0');
    assert.equal(smallestVersion('1.4.2', 'minor'), '1.5.0');
    assert.equal(smallestVersion('1.4.2', 'patch'), '1.4.3');
    assert.equal(smallestVersion('1.4.2', 'none'), '1.4.2');
    assert.equal(smallestVersion('2.0.0-rc.1', 'major'), '2.0.0');
    assert.throws(() => smallestVersion('one', 'major'));
  });

  it('actualBump refuses what is not SemVer rather than guessing', () => {
    assert.throws(() => actualBump('1.4', '1.5.0'), /Not SemVer/);
  });
});
