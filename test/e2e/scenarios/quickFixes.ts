/**
 * Scenario F: the three headline quick fixes in the real editor. For each, on its own copy of
 * the flawed example: put the cursor on the problem, Ctrl+., pick the fix by its title, save;
 * then the file on disk parses and the CLI no longer reports the problem it fixed (and, for
 * the split, no mutation-* error in the three new tools).
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import { pollUntil } from '../lib/poll';
import type { Scenario } from '../lib/scenario';
import { assert, cliFindings, type Expected, type Stage } from '../lib/stage';
import { applyQuickFix, goToPosition, newPage, openFileFromExplorer, openWorkbench } from '../lib/workbench';

interface Case {
  readonly file: string;
  readonly ruleId: string;
  readonly title: string;
  /** What the file on disk holds once the fix is saved. */
  readonly saved: (text: string) => boolean;
  readonly check?: (text: string, findings: Expected[]) => void;
}

const CASES: readonly Case[] = [
  {
    file: 'quickfix-wrap.contract.jsonc',
    ruleId: 'output-not-object',
    title: 'Wrap the array in { items, next_cursor, total_count }',
    saved: (text) => text.includes('"next_cursor"') && text.includes('"required": ["items", "next_cursor"]'),
  },
  {
    file: 'quickfix-units.contract.jsonc',
    ruleId: 'field-unit-suffix',
    title: 'Add a units suffix: rename latency to latency_ms',
    saved: (text) => text.includes('"latency_ms": { "type": "number" }'),
  },
  {
    file: 'quickfix-split.contract.jsonc',
    ruleId: 'mutation-dry-run-flag',
    title: 'Split into preview and execute: replace delete_ticket by preview_delete_ticket, execute_delete_ticket and verify_delete_ticket',
    saved: (text) => ['preview_delete_ticket', 'execute_delete_ticket', 'verify_delete_ticket'].every((name) => text.includes(`"name": "${name}"`)),
    check: (text, findings) => {
      const lines = text.split('\n');
      const first = lines.findIndex((l) => l.includes('"name": "preview_delete_ticket"')) + 1;
      const next = lines.findIndex((l) => l.includes('"name": "export_report"')) + 1;
      const errors = findings.filter((f) => f.line >= first && f.line < next && f.ruleId.startsWith('mutation-') && f.severity === 'error');
      assert(errors.length === 0, `mutation-* errors in the new tools: ${errors.map((f) => `${f.ruleId}@${f.line}`).join(', ')}`);
    },
  },
];

export async function quickFixes(stage: Stage, scenario: Scenario): Promise<void> {
  scenario.profile = stage.profile;
  for (const c of CASES) copyFileSync(join(stage.workspace, 'flawed.contract.jsonc'), join(stage.workspace, c.file));

  const page = scenario.watch(await newPage(stage.browser));
  await scenario.step('the workbench loads with the examples folder', () => openWorkbench(page, stage.server.url(stage.workspace)));

  for (const c of CASES) {
    const path = join(stage.workspace, c.file);
    const finding = cliFindings(path).find((f) => f.ruleId === c.ruleId);
    assert(finding, `the CLI reports no ${c.ruleId} in ${c.file}`);
    await scenario.step(`open ${c.file}; squiggles appear`, async () => {
      await openFileFromExplorer(page, c.file);
      await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60_000 });
    });
    await scenario.step(`Ctrl+. on the ${c.ruleId} problem → ${c.title}`, async () => {
      await goToPosition(page, finding.line, finding.column + 1);
      let listed: string[] = [];
      await pollUntil(`the quick fix "${c.title}"`, async () => {
        const attempt = await applyQuickFix(page, c.title);
        listed = attempt.listed;
        return attempt.applied ? true : undefined;
      }, { timeoutMs: 60_000, describeLast: async () => `the menu listed: ${JSON.stringify(listed)}` });
    });
    await scenario.step('save: the file on disk has the fix', async () => {
      await page.keyboard.press('Control+S');
      await pollUntil(`${c.file} saved with the fix`, async () => (c.saved(readFileSync(path, 'utf8')) ? true : undefined), {
        timeoutMs: 60_000,
        describeLast: async () => readFileSync(path, 'utf8').slice(0, 400),
      });
    });
    await scenario.step(`the saved file parses and the CLI no longer reports ${c.ruleId}`, async () => {
      const text = readFileSync(path, 'utf8');
      const errors: ParseError[] = [];
      parse(text, errors, { allowTrailingComma: true });
      assert(errors.length === 0, `${c.file} does not parse: ${JSON.stringify(errors)}`);
      const after = cliFindings(path);
      assert(!after.some((f) => f.ruleId === c.ruleId), `${c.ruleId} is still reported: ${JSON.stringify(after.filter((f) => f.ruleId === c.ruleId))}`);
      assert(!after.some((f) => f.ruleId === 'parse-error'), 'parse errors');
      c.check?.(text, after);
    });
  }
  await page.context().close();
}
