/**
 * The judgement ratchet: on the real servers of ../shared/corpus/mcp-servers (read in place,
 * never copied here), no label family may fall below the precision and recall recorded in
 * bench/judgement/ratchet.json, and no rule listed there may grow louder than its ceiling.
 * Skipped, with the reason shown, where that folder is absent.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_CORPUS, FAMILIES, isCorpus, scoreCorpus, type Family, type JudgementScores } from '../../bench/judgement/score';

interface Ratchet {
  readonly families: Record<Family, { readonly precision: number; readonly recall: number }>;
  readonly minAuthorsHintAgreement: Record<'readOnly' | 'destructive' | 'idempotent', number>;
  readonly maxFindingsPer100Tools: Record<string, number>;
}

const HINTS = ['readOnly', 'destructive', 'idempotent'] as const;

const RATCHET_FILE = resolve(__dirname, '../../bench/judgement/ratchet.json');
const ratchet = JSON.parse(readFileSync(RATCHET_FILE, 'utf8')) as Ratchet;
/** Floors are rounded down and ceilings up to 3 decimals; this only absorbs float noise. */
const EPSILON = 1e-9;
/** How far a floor may trail today's figure before the test asks (without failing) for it to be raised. */
const SLACK = 0.02;

describe('judgement ratchet file', () => {
  it('has a floor for every family, as fractions of 3 decimals at most', () => {
    assert.deepEqual(Object.keys(ratchet.families).sort(), [...FAMILIES].sort());
    for (const [family, floors] of Object.entries(ratchet.families)) {
      for (const value of [floors.precision, floors.recall]) {
        assert.ok(value >= 0 && value <= 1 && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, `${family}: ${value}`);
      }
    }
  });
});

const present = isCorpus(DEFAULT_CORPUS);
describe('judgement on ../shared/corpus/mcp-servers', { skip: present ? false : `the corpus folder ${DEFAULT_CORPUS} is absent, so the ratchet cannot be checked here` }, () => {
  let measured: JudgementScores | undefined;
  const scores = (): JudgementScores => (measured ??= scoreCorpus(DEFAULT_CORPUS));

  for (const family of FAMILIES) {
    it(`${family}: precision and recall at or above the ratchet`, () => {
      const score = scores().families.find((f) => f.family === family)!;
      const floor = ratchet.families[family];
      const failures: string[] = [];
      if (score.precision < floor.precision - EPSILON) failures.push(`precision ${score.precision.toFixed(3)} is below the ratchet's ${floor.precision.toFixed(3)} (false alarms: ${score.falseAlarms.join(', ')})`);
      if (score.recall < floor.recall - EPSILON) failures.push(`recall ${score.recall.toFixed(3)} is below the ratchet's ${floor.recall.toFixed(3)} (misses: ${score.misses.join(', ')})`);
      if (failures.length) assert.fail(`${family} (${score.ruleId}): ${failures.join('; ')}`);
    });
  }

  for (const hint of HINTS) {
    it(`side-effects-undeclared's ${hint}Hint agrees with the authors' own at or above the ratchet`, () => {
      const agreement = scores().authorsHints[hint];
      const rate = agreement.compared ? agreement.agree / agreement.compared : 1;
      const floor = ratchet.minAuthorsHintAgreement[hint];
      assert.ok(rate >= floor - EPSILON, `${hint}Hint: ${rate.toFixed(3)} agreement, below the ratchet's ${floor.toFixed(3)} (disagreements: ${agreement.disagreements.join('; ')})`);
    });
  }

  for (const [ruleId, ceiling] of Object.entries(ratchet.maxFindingsPer100Tools)) {
    it(`${ruleId}: findings per 100 tools at or below the ratchet`, () => {
      const rate = scores().ratesPer100Tools[ruleId] ?? 0;
      assert.ok(rate <= ceiling + EPSILON, `${ruleId}: ${rate.toFixed(3)} findings per 100 tools, above the ratchet's ${ceiling.toFixed(3)}`);
    });
  }

  it(`warns (never fails) when a recorded figure trails today's by more than ${SLACK}`, (t) => {
    const stale: string[] = [];
    for (const score of scores().families) {
      const floor = ratchet.families[score.family];
      if (score.precision - floor.precision > SLACK) stale.push(`${score.family} precision: ratchet ${floor.precision.toFixed(3)}, measured ${score.precision.toFixed(3)}`);
      if (score.recall - floor.recall > SLACK) stale.push(`${score.family} recall: ratchet ${floor.recall.toFixed(3)}, measured ${score.recall.toFixed(3)}`);
    }
    for (const [ruleId, ceiling] of Object.entries(ratchet.maxFindingsPer100Tools)) {
      const rate = scores().ratesPer100Tools[ruleId] ?? 0;
      // Rates are per 100 tools, so the slack is read as that many findings per 100 tools.
      if (ceiling - rate > 100 * SLACK) stale.push(`${ruleId}: ratchet ${ceiling.toFixed(3)} per 100 tools, measured ${rate.toFixed(3)}`);
    }
    for (const line of stale) {
      t.diagnostic(`raise the ratchet in bench/judgement/ratchet.json: ${line}`);
      console.log(`judgement ratchet: raise bench/judgement/ratchet.json: ${line}`);
    }
  });
});
