/**
 * Scenarios J and K (issue 15, items 1 and 2), in a folder of their own (the flawed example, an
 * empty x.contract.jsonc and a tsconfig.json), so no editor another scenario left open adds rows:
 *
 * J  One owner per problem: the flawed example is in the Tool Contract language; Problems lists
 *    exactly the CLI's findings and nothing else, from any source (count, rule ids, places); the
 *    status bar's counts equal the CLI's and our language status item's; hovering the misspelt
 *    `sideEffect` shows one problem, not VS Code's "Property sideEffect is not allowed." too.
 * K  Starting a contract: New Contract… in the empty x.contract.jsonc makes a contract with its
 *    changelog and no error or warning; completion in `tools` offers the tool templates, and the
 *    read tool accepted from it stays clean; inside an inputSchema it offers JSON Schema keywords;
 *    in the empty y.contract.jsonc, Ctrl+Space offers the whole contract, which accepted writes its
 *    changelog; tsconfig.json (JSON with Comments) is offered no Tool Contracts template; from
 *    there New Contract… asks for a name and writes orders.contract.jsonc and its changelog.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import type { Page } from 'playwright-core';
import { pollUntil } from '../lib/poll';
import type { Scenario } from '../lib/scenario';
import { assert, cliFindings, DIAGNOSTIC_SOURCE, type Stage } from '../lib/stage';
import { allProblemRows, goToPosition, languageStatusLabel, markerHoversAtCursor, newPage, openFileFromExplorer, openProblems, openWorkbench, runCommand, squiggleCounts } from '../lib/workbench';

const FLAWED = 'flawed.contract.jsonc';
const EMPTY = 'x.contract.jsonc';
const SECOND = 'y.contract.jsonc';
const TSCONFIG = 'tsconfig.json';
const TOOL_TEMPLATES = ['Read tool', 'Paginated list tool', 'Mutating tool with preview and verify tools'];
/** Every label a Tool Contracts template or the old snippets had. */
const OUR_LABELS = /^(Read tool|Paginated list tool|Mutating tool|Standard error set|errors: the standard error set|Property with type and description|New tool contract|tc-|tool-(list|errors|mutation)|Tool Contracts)/;

/** The folder J and K open: made once, from the flawed example. */
function authoringFolder(stage: Stage): string {
  const folder = join(stage.runDir, 'authoring');
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true });
    copyFileSync(join(stage.workspace, FLAWED), join(folder, FLAWED));
    writeFileSync(join(folder, EMPTY), '');
    writeFileSync(join(folder, SECOND), '');
    writeFileSync(join(folder, TSCONFIG), '{\n  "compilerOptions": {\n    \n  }\n}\n');
  }
  return folder;
}

/** The language mode the status bar shows for the active editor ("Tool Contract", "JSON with Comments"). */
async function languageMode(page: Page): Promise<string> {
  const item = page.locator('[id="status.editor.mode"]').first();
  return ((await item.textContent().catch(() => '')) ?? '').trim();
}

async function expectLanguageMode(page: Page, expected: string): Promise<void> {
  await pollUntil(`the language mode "${expected}" in the status bar`, async () => ((await languageMode(page)) === expected ? true : undefined), {
    describeLast: () => languageMode(page),
  });
}

/** "Errors: 3, Warnings: 2" from the status bar's problems item. */
async function statusBarCounts(page: Page): Promise<{ error: number; warning: number; label: string }> {
  const label = (await page.locator('[id="status.problems"]').first().getAttribute('aria-label')) ?? '';
  const count = (kind: string) => Number(new RegExp(`${kind}: (\\d+)`).exec(label)?.[1] ?? 0);
  return { error: count('Errors'), warning: count('Warnings'), label };
}

/** "Tool contract: 20 errors, 15 warnings, 1 info" from our language status item. */
function ownCounts(label: string): { error: number; warning: number; info: number } | undefined {
  const counts = /Tool contract: ([^·]*?)(?:,? linted|$)/.exec(label)?.[1];
  if (counts === undefined) return undefined;
  const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(counts)?.[1] ?? 0);
  return { error: count('error'), warning: count('warning'), info: count('info') };
}

/**
 * Opens the suggest widget at the cursor (Ctrl+Space) and returns the labels it lists. The key is
 * pressed again while no widget shows (every 3 s): on a loaded machine the first press can come
 * before the editor has the focus back (a CI run waited 30 s for a widget one press never opened).
 */
async function suggestions(page: Page): Promise<string[]> {
  const widget = page.locator('.editor-widget.suggest-widget');
  await page.keyboard.press('Control+Space');
  let pressedAt = Date.now();
  return pollUntil(
    'the suggest widget',
    async () => {
      if (!(await widget.isVisible().catch(() => false))) {
        if (Date.now() - pressedAt >= 3000) {
          await page.keyboard.press('Control+Space');
          pressedAt = Date.now();
        }
        return undefined;
      }
      const labels = await widget.locator('.monaco-list-row .label-name').allTextContents();
      if (labels.length > 0) return labels.map((l) => l.trim());
      const message = ((await widget.locator('.message').textContent().catch(() => '')) ?? '').trim();
      return /No suggestions/i.test(message) ? [] : undefined;
    },
    { timeoutMs: 30_000 },
  );
}

/** With the suggest widget open: types `filter`, waits for `label` to be the selected row, accepts it, and leaves the snippet (Escape). */
async function acceptSuggestion(page: Page, filter: string, label: string): Promise<void> {
  await page.keyboard.type(filter);
  const focused = page.locator('.editor-widget.suggest-widget .monaco-list-row.focused .label-name');
  await pollUntil(`"${label}" selected`, async () => (((await focused.textContent().catch(() => '')) ?? '').trim() === label ? true : undefined));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** The 1-based line and the column just after `needle` on the first line that has it, in the file on disk. */
function positionAfter(path: string, needle: string): { line: number; column: number } {
  const lines = readFileSync(path, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  assert(index >= 0, `"${needle}" is not in ${path}`);
  return { line: index + 1, column: lines[index].indexOf(needle) + needle.length + 1 };
}

function parses(text: string): boolean {
  const errors: ParseError[] = [];
  parse(text, errors);
  return errors.length === 0;
}

export async function oneOwnerPerProblem(stage: Stage, scenario: Scenario): Promise<void> {
  scenario.profile = stage.profile;
  const folder = authoringFolder(stage);
  const expected = cliFindings(join(folder, FLAWED));
  assert(expected.length > 0, 'the CLI reports nothing for the flawed example');
  const page = scenario.watch(await newPage(stage.browser));
  await scenario.step('the workbench loads with the authoring folder', () => openWorkbench(page, stage.server.url(folder)));
  await scenario.step('the Problems panel opens', () => openProblems(page));
  await scenario.step(`open ${FLAWED}: its language is Tool Contract`, async () => {
    await openFileFromExplorer(page, FLAWED);
    await expectLanguageMode(page, 'Tool Contract');
  });

  await scenario.step(`Problems lists the CLI's ${expected.length} findings and nothing else, from any source`, async () => {
    const key = (code: string, line: number, column: number, severity: string) => `${code}@${line}:${column} ${severity}`;
    const wanted = expected.map((f) => key(f.ruleId, f.line, f.column, f.severity)).sort();
    const rows = await pollUntil(
      `${expected.length} tool-contracts rows in Problems`,
      async () => {
        const all = await allProblemRows(page);
        return all.filter((row) => row.source === DIAGNOSTIC_SOURCE).length >= expected.length ? all : undefined;
      },
      { describeLast: async () => `${(await allProblemRows(page)).length} rows` },
    );
    const foreign = rows.filter((row) => row.source !== DIAGNOSTIC_SOURCE);
    assert(foreign.length === 0, `rows from another source: ${foreign.map((r) => `${r.source || '(none)'} ${r.code} ${r.line}:${r.column} ${r.message}`).join(' | ')}`);
    const shown = rows.map((row) => key(row.code, row.line, row.column, row.severity)).sort();
    assert(rows.length === expected.length, `Problems has ${rows.length} rows, the CLI ${expected.length} findings`);
    assert(JSON.stringify(shown) === JSON.stringify(wanted), `Problems differs from the CLI. Missing: ${wanted.filter((k) => !shown.includes(k)).join(', ') || 'none'}. Unexpected: ${shown.filter((k) => !wanted.includes(k)).join(', ') || 'none'}`);
    const ids = (list: string[]) => [...new Set(list)].sort().join(', ');
    assert(ids(rows.map((r) => r.code)) === ids(expected.map((f) => f.ruleId)), 'the same rule ids');
    console.log(`      ${rows.length} rows, ${new Set(rows.map((r) => r.code)).size} rule ids, all from ${DIAGNOSTIC_SOURCE}`);
  });

  await scenario.step("the status bar's counts equal the CLI's and our language status item's", async () => {
    const errors = expected.filter((f) => f.severity === 'error').length;
    const warnings = expected.filter((f) => f.severity === 'warning').length;
    const infos = expected.filter((f) => f.severity === 'info').length;
    const bar = await pollUntil(`the status bar at ${errors} errors and ${warnings} warnings`, async () => {
      const counts = await statusBarCounts(page);
      return counts.error === errors && counts.warning === warnings ? counts : undefined;
    }, { timeoutMs: 30_000, describeLast: async () => (await statusBarCounts(page)).label });
    const own = await pollUntil('our language status item with counts', async () => ownCounts(await languageStatusLabel(page)), { describeLast: () => languageStatusLabel(page) });
    assert(own.error === errors && own.warning === warnings && own.info === infos, `our language status item says ${JSON.stringify(own)}, the CLI ${errors}/${warnings}/${infos}`);
    console.log(`      status bar "${bar.label}"; language status ${own.error} errors, ${own.warning} warnings, ${own.info} infos`);
  });

  const typo = expected.find((f) => f.ruleId === 'contract-schema' && /sideEffect\b/.test(readFileSync(join(folder, FLAWED), 'utf8').split('\n')[f.line - 1] ?? ''));
  assert(typo, 'the CLI reports no contract-schema finding on the sideEffect line');
  await scenario.step('hovering the misspelt sideEffect shows one problem, ours', async () => {
    await goToPosition(page, typo.line, typo.column + 2);
    const texts = (await markerHoversAtCursor(page)).map((hover) => hover.text);
    assert(texts.length === 1, `the hover shows ${texts.length} problems: ${texts.join(' | ')}`);
    assert(texts[0].includes(DIAGNOSTIC_SOURCE) && texts[0].includes('contract-schema'), `the one problem is not ours: ${texts[0]}`);
    assert(!texts[0].includes('Property sideEffect is not allowed'), `VS Code's JSON validation is in the hover: ${texts[0]}`);
    await page.keyboard.press('Escape');
  });
  await page.context().close();
}

export async function startingAContract(stage: Stage, scenario: Scenario): Promise<void> {
  scenario.profile = stage.profile;
  const folder = authoringFolder(stage);
  const file = join(folder, EMPTY);
  const changelog = join(folder, 'CHANGELOG.md');
  const page = scenario.watch(await newPage(stage.browser));
  await scenario.step('the workbench loads with the authoring folder', () => openWorkbench(page, stage.server.url(folder)));
  await scenario.step(`open the empty ${EMPTY}: Tool Contract`, async () => {
    await openFileFromExplorer(page, EMPTY);
    await expectLanguageMode(page, 'Tool Contract');
  });

  await scenario.step('Tool Contracts: New Contract… writes a whole contract and its changelog', async () => {
    await runCommand(page, 'Tool Contracts: New Contract…');
    const text = await pollUntil(`${EMPTY} saved with a contract`, async () => {
      const onDisk = readFileSync(file, 'utf8');
      return onDisk.includes('"tools"') && parses(onDisk) ? onDisk : undefined;
    }, { describeLast: async () => readFileSync(file, 'utf8').slice(0, 200) });
    const contract = parse(text) as { name: string; version: string; tools: Array<{ name: string; sideEffects: string }> };
    assert(contract.name === 'x' && contract.version === '0.1.0', `name ${contract.name}, version ${contract.version}`);
    assert(contract.tools.length === 1 && contract.tools[0].sideEffects === 'read_only', JSON.stringify(contract.tools.map((t) => t.name)));
    await pollUntil('CHANGELOG.md beside it with a 0.1.0 entry', async () => (existsSync(changelog) && readFileSync(changelog, 'utf8').includes('## [0.1.0]') ? true : undefined));
  });

  await scenario.step('the new contract has no error and no warning: CLI, language status, squiggles', async () => {
    const problems = cliFindings(file).filter((f) => f.severity !== 'info');
    assert(problems.length === 0, `the CLI reports ${problems.map((f) => `${f.ruleId}@${f.line}`).join(', ')}`);
    const own = await pollUntil('our language status item: no error, no warning', async () => {
      const counts = ownCounts(await languageStatusLabel(page));
      return counts && counts.error === 0 && counts.warning === 0 ? counts : undefined;
    }, { describeLast: () => languageStatusLabel(page) });
    const squiggles = await squiggleCounts(page);
    assert(squiggles.error === 0 && squiggles.warning === 0, `squiggles in the editor: ${JSON.stringify(squiggles)}`);
    console.log(`      language status: ${own.error} errors, ${own.warning} warnings, ${own.info} infos`);
  });

  await scenario.step('completion in "tools" offers the tool templates; the read tool accepted stays clean', async () => {
    const at = positionAfter(file, '"tools": [');
    await goToPosition(page, at.line, at.column);
    await page.keyboard.press('Enter');
    const labels = await suggestions(page);
    for (const label of TOOL_TEMPLATES) assert(labels.includes(label), `"${label}" is not offered in tools; offered: ${labels.join(', ')}`);
    // The read tool goes in with the file's own separators.
    await acceptSuggestion(page, 'Read', 'Read tool');
    await page.keyboard.press('Control+S');
    const text = await pollUntil('the contract saved with two tools', async () => {
      const onDisk = readFileSync(file, 'utf8');
      return parses(onDisk) && (parse(onDisk) as { tools?: unknown[] }).tools?.length === 2 ? onDisk : undefined;
    }, { describeLast: async () => readFileSync(file, 'utf8').slice(0, 300) });
    const names = (parse(text) as { tools: Array<{ name: string }> }).tools.map((t) => t.name);
    assert(JSON.stringify(names) === JSON.stringify(['get_item', 'list_items']), `tools: ${names.join(', ')}`);
    const problems = cliFindings(file).filter((f) => f.severity !== 'info');
    assert(problems.length === 0, `after the read tool the CLI reports ${problems.map((f) => `${f.ruleId}@${f.line}`).join(', ')}`);
  });

  await scenario.step('completion inside an inputSchema offers JSON Schema keywords', async () => {
    const at = positionAfter(file, '"inputSchema": {');
    await goToPosition(page, at.line, at.column);
    await page.keyboard.press('Enter');
    await page.keyboard.type('"min');
    const labels = await suggestions(page);
    for (const keyword of ['minProperties', 'minItems', 'minLength']) assert(labels.includes(keyword), `"${keyword}" is not offered in inputSchema; offered: ${labels.join(', ')}`);
    assert(!labels.some((l) => OUR_LABELS.test(l)), `a template is offered inside a schema: ${labels.join(', ')}`);
    await page.keyboard.press('Escape');
  });

  await scenario.step(`in another empty file, ${SECOND}, Ctrl+Space offers the whole contract; accepted, it writes its own changelog and is clean`, async () => {
    await openFileFromExplorer(page, SECOND);
    await expectLanguageMode(page, 'Tool Contract');
    await goToPosition(page, 1, 1); // focus the editor, not the explorer
    const labels = await suggestions(page);
    assert(labels.includes('New tool contract'), `offered in an empty file: ${labels.join(', ')}`);
    await acceptSuggestion(page, 'New', 'New tool contract');
    await page.keyboard.press('Control+S');
    const second = join(folder, SECOND);
    const text = await pollUntil(`${SECOND} saved with a contract`, async () => {
      const onDisk = readFileSync(second, 'utf8');
      return onDisk.includes('"tools"') && parses(onDisk) ? onDisk : undefined;
    }, { describeLast: async () => readFileSync(second, 'utf8').slice(0, 200) });
    // CHANGELOG.md beside it is x's now, so the new contract names one of its own, which accepting it wrote.
    const named = (parse(text) as { changelog?: string }).changelog;
    assert(named === 'CHANGELOG.y.md', `the contract names ${named} as its changelog`);
    await pollUntil(`${named} written with a 0.1.0 entry`, async () => (existsSync(join(folder, named)) && readFileSync(join(folder, named), 'utf8').includes('## [0.1.0]') ? true : undefined));
    const problems = cliFindings(second).filter((f) => f.severity !== 'info');
    assert(problems.length === 0, `the CLI reports ${problems.map((f) => `${f.ruleId}@${f.line}`).join(', ')}`);
  });

  await scenario.step(`${TSCONFIG} is JSON with Comments and is offered no Tool Contracts template`, async () => {
    await openFileFromExplorer(page, TSCONFIG);
    await expectLanguageMode(page, 'JSON with Comments');
    const seen: string[] = [];
    for (const [line, column] of [
      [3, 5],
      [1, 2],
    ]) {
      await goToPosition(page, line, column);
      const labels = await suggestions(page);
      seen.push(...labels);
      const ours = labels.filter((l) => OUR_LABELS.test(l));
      assert(ours.length === 0, `offered in ${TSCONFIG} at ${line}:${column}: ${ours.join(', ')}`);
      await page.keyboard.press('Escape');
    }
    console.log(`      ${TSCONFIG} offered: ${[...new Set(seen)].slice(0, 8).join(', ') || '(no suggestions)'}`);
  });

  await scenario.step('from another file, New Contract… asks for a name and writes orders.contract.jsonc with CHANGELOG.orders.md, clean', async () => {
    await runCommand(page, 'Tool Contracts: New Contract…');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ timeout: 60_000 });
    await input.fill('orders');
    await page.keyboard.press('Enter');
    await page.locator('.tabs-container .tab.active[data-resource-name="orders.contract.jsonc"]').waitFor({ timeout: 60_000 });
    const written = join(folder, 'orders.contract.jsonc');
    const contract = parse(readFileSync(written, 'utf8')) as { name: string; changelog?: string };
    assert(contract.name === 'orders' && contract.changelog === 'CHANGELOG.orders.md', `name ${contract.name}, changelog ${contract.changelog}`);
    assert(readFileSync(join(folder, 'CHANGELOG.orders.md'), 'utf8').includes('## [0.1.0]'), 'CHANGELOG.orders.md has the 0.1.0 entry');
    const problems = cliFindings(written).filter((f) => f.severity !== 'info');
    assert(problems.length === 0, `the CLI reports ${problems.map((f) => `${f.ruleId}@${f.line}`).join(', ')}`);
  });
  await page.context().close();
}
