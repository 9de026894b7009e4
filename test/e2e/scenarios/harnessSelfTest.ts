/**
 * Scenario C, a test of the harness itself: a step that waits for a diagnostic no rule can produce
 * must fail (not pass, not hang), and its failure must leave a screenshot and code-server's log.
 * If this passes while the expectation is impossible, the other scenarios prove nothing.
 */
import { existsSync, statSync } from 'node:fs';
import { newPage, openFileFromExplorer, openProblems, openWorkbench } from '../lib/workbench';
import { pollUntil } from '../lib/poll';
import { Scenario, StepFailure } from '../lib/scenario';
import { assert, DIAGNOSTIC_SOURCE, type Stage } from '../lib/stage';

const IMPOSSIBLE_RULE = 'no-such-rule-ever';

export async function harnessSelfTest(stage: Stage, scenario: Scenario): Promise<void> {
  scenario.profile = stage.profile;
  const page = scenario.watch(await newPage(stage.browser));
  await scenario.step('the workbench loads with the examples folder', () => openWorkbench(page, stage.server.url(stage.workspace)));
  await scenario.step('the Problems panel opens', () => openProblems(page));
  await scenario.step('open flawed.contract.jsonc', () => openFileFromExplorer(page, 'flawed.contract.jsonc'));

  // An inner scenario whose artifacts land in their own folder, so they are not taken for a real failure.
  const inner = new Scenario(`${scenario.name} expected failure`, stage.artifactsRoot);
  inner.profile = stage.profile;
  inner.watch(page);
  const started = Date.now();
  let failure: unknown;
  try {
    await inner.step(`(expected to fail) a ${IMPOSSIBLE_RULE} diagnostic appears`, () =>
      pollUntil(`a Problems row with code ${IMPOSSIBLE_RULE}`, async () => {
        const codes = await page.locator('.markers-panel .marker-code').allTextContents();
        return codes.includes(IMPOSSIBLE_RULE) ? true : undefined;
      }, { timeoutMs: 5_000 }),
    );
  } catch (error) {
    failure = error;
  }
  await scenario.step('the impossible expectation failed within its deadline, with artifacts', async () => {
    assert(failure instanceof StepFailure, `the harness did not fail on an impossible diagnostic (got ${failure === undefined ? 'a pass' : String(failure)})`);
    assert(Date.now() - started < 30_000, 'the failing step overran its 5 s deadline');
    const screenshot = failure.artifacts.find((p) => p.endsWith('.png'));
    assert(screenshot && existsSync(screenshot) && statSync(screenshot).size > 1000, `no screenshot saved (${failure.artifacts.join(', ')})`);
    assert(failure.artifacts.some((p) => p.endsWith('-code-server.log') && existsSync(p)), `code-server's log not saved (${failure.artifacts.join(', ')})`);
    console.log(`      (the expected failure said: ${failure.message.slice(0, 160)}…)`);
  });
  await scenario.step(`the same probe does find a real ${DIAGNOSTIC_SOURCE} rule id`, () =>
    pollUntil('a Problems row with code output-not-object', async () => {
      const codes = await page.locator('.markers-panel .marker-code').allTextContents();
      return codes.includes('output-not-object') ? true : undefined;
    }),
  );
  await page.context().close();
}
