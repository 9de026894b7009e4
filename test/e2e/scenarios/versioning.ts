/**
 * Scenario G: versioning against git in the real editor. A temporary workspace that is a git
 * repository holds tickets.contract.json at 1.0.0 and its CHANGELOG.md, committed: it lints
 * clean. In the editor, remove the output field total_count (its property line and its line in
 * "required"): `version-bump-required` appears on the version, listing the removal. Ctrl+. on
 * the version → "Bump version to 2.0.0 and add a changelog entry", save all: on disk the contract
 * reads 2.0.0 and still parses, CHANGELOG.md has a dated 2.0.0 entry above 1.0.0 whose Breaking
 * section names total_count, and the problem is gone. An untracked contract beside it, with
 * the same removal, shows no version-bump-required (no base: the check is silent), also after
 * an edit whose own finding (contract-schema) proves a lint ran once its base was looked up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import type { Page } from 'playwright-core';
import { createGitRepo, git, isTracked, writeFiles } from '../../helpers/gitRepo';
import { pollUntil } from '../lib/poll';
import type { Scenario } from '../lib/scenario';
import { assert, cliFindings, DIAGNOSTIC_SOURCE, REPO_ROOT, type Stage } from '../lib/stage';
import {
  applyQuickFix,
  goToPosition,
  languageStatusLabel,
  newPage,
  openFileFromExplorer,
  openProblems,
  openWorkbench,
  renderedProblemRows,
  runCommand,
  type ProblemRow,
} from '../lib/workbench';

const FILE = 'tickets.contract.json';
const CHANGELOG = 'CHANGELOG.md';
const UNTRACKED = 'draft.contract.json';
const RULE = 'version-bump-required';
const REMOVED = 'total_count';
const FIX_TITLE = 'Bump version to 2.0.0 and add a changelog entry';
/** The one change between the commit and the edited buffer, as the diff words it. */
const REMOVAL = 'tickets_list_open: output field total_count was removed; readers that use it break.';

function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`the fixture expects ${JSON.stringify(from)} once in examples/${FILE}; found it ${count} times`);
  return text.replace(from, to);
}

/**
 * The worked tickets example at 1.0.0 with CHANGELOG.md, laid out so that total_count can be
 * removed by deleting two whole lines: its property (not the last one) and its own line in
 * "required" (not the last one either), each deletion leaving valid JSON.
 */
function committedContract(): string {
  let text = readFileSync(join(REPO_ROOT, 'examples', FILE), 'utf8');
  text = replaceOnce(text, '  "$schema": "../schemas/tool-contract.schema.json",\n', '');
  text = replaceOnce(text, '"version": "1.4.0"', '"version": "1.0.0"');
  text = replaceOnce(text, '"changelog": "CHANGELOG.tickets.md"', `"changelog": "${CHANGELOG}"`);
  const nextCursor = '          "next_cursor": { "type": ["string", "null"], "description": "Pass as cursor to get the next page; null on the last page." }';
  const totalCount = '          "total_count": { "type": "integer", "minimum": 0, "description": "Tickets matching the filter, across all pages." }';
  text = replaceOnce(text, `${nextCursor},\n${totalCount}\n`, `${totalCount},\n${nextCursor}\n`);
  text = replaceOnce(
    text,
    '        "required": ["tickets", "next_cursor", "total_count"]\n',
    '        "required": [\n          "tickets",\n          "total_count",\n          "next_cursor"\n        ]\n',
  );
  return text;
}

const COMMITTED_CHANGELOG = "# Changelog — team-tickets\n\n## [1.0.0] - 2026-01-01\n\n### Added\n- `tickets_list_open`: lists a team's open tickets.\n";

/** The 1-based lines the two deletions remove, bottom first (so the first deletion does not move the second). */
function removalLines(text: string): number[] {
  const lines = text.split('\n');
  const property = lines.findIndex((line) => line.startsWith(`          "${REMOVED}": {`)) + 1;
  const required = lines.findIndex((line) => line === `          "${REMOVED}",`) + 1;
  assert(property > 0 && required > property, `the fixture has no ${REMOVED} property line above its "required" line`);
  return [required, property];
}

/** The contract with total_count removed as the editor will remove it. */
function withoutTotalCount(text: string): string {
  const lines = text.split('\n');
  for (const line of removalLines(text)) lines.splice(line - 1, 1);
  return lines.join('\n');
}

function jsonErrors(text: string): ParseError[] {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: false });
  return errors;
}

const ownRows = async (page: Page, ruleId?: string): Promise<ProblemRow[]> =>
  (await renderedProblemRows(page)).filter((row) => row.source === DIAGNOSTIC_SOURCE && (ruleId === undefined || row.code === ruleId));

const describeRows = async (page: Page): Promise<string> => {
  const rows = await ownRows(page);
  return rows.length ? rows.map((row) => `${row.code}@${row.line}:${row.column} ${row.severity} "${row.message}"`).join('; ') : 'no tool-contracts rows';
};

/** The Problems panel's related-information rows (aria-level 3): their accessible labels. */
const relatedRows = (page: Page): Promise<string[]> =>
  page.locator('.markers-panel .monaco-list-row[aria-level="3"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? row.textContent ?? ''));

/** Waits until the language status item says the active contract was linted. */
const linted = (page: Page) =>
  pollUntil('"Tool contract: … linted in" in the language status item', async () => {
    const label = await languageStatusLabel(page);
    return /Tool contract: [^,]*(, [^,]*)*linted in/.test(label) ? label : undefined;
  }, { describeLast: () => languageStatusLabel(page) });

export async function versioning(stage: Stage, scenario: Scenario): Promise<void> {
  scenario.profile = stage.profile;
  const contract = committedContract();
  const contractLines = contract.split('\n');
  const versionLine = contractLines.findIndex((line) => line.includes('"version": "1.0.0"')) + 1;
  const versionColumn = contractLines[versionLine - 1]!.indexOf('"1.0.0"') + 1;
  assert(versionLine > 0 && versionColumn > 0, 'the fixture has no "version": "1.0.0" line');
  const [requiredLine, propertyLine] = removalLines(contract);

  const workspace = await scenario.step(`a git workspace with ${FILE} 1.0.0 and ${CHANGELOG} committed, ${UNTRACKED} untracked`, async () => {
    const dir = createGitRepo(join(stage.runDir, 'versioning-workspace'), { [FILE]: contract, [CHANGELOG]: COMMITTED_CHANGELOG }, 'tickets 1.0.0');
    writeFiles(dir, { [UNTRACKED]: withoutTotalCount(contract).replace('"name": "team-tickets"', '"name": "team-tickets-draft"') });
    assert(isTracked(dir, FILE) && isTracked(dir, CHANGELOG), `${FILE} or ${CHANGELOG} is not committed`);
    assert(!isTracked(dir, UNTRACKED), `${UNTRACKED} is tracked`);
    assert(git(dir, ['show', `HEAD:${FILE}`]) === contract, `git show HEAD:${FILE} differs from what was written`);
    for (const file of [FILE, UNTRACKED]) {
      const errors = jsonErrors(readFileSync(join(dir, file), 'utf8'));
      assert(errors.length === 0, `${file} does not parse: ${JSON.stringify(errors)}`);
    }
    const findings = cliFindings(join(dir, FILE)).filter((f) => f.severity !== 'info');
    assert(findings.length === 0, `the CLI reports for the committed ${FILE}: ${findings.map((f) => `${f.ruleId}@${f.line}:${f.column}`).join(', ')}`);
    return dir;
  });
  const contractPath = join(workspace, FILE);
  const changelogPath = join(workspace, CHANGELOG);

  const page = scenario.watch(await newPage(stage.browser));
  await scenario.step('the workbench loads with the git workspace', () => openWorkbench(page, stage.server.url(workspace)));
  await scenario.step('the Problems panel opens', () => openProblems(page));
  await scenario.step(`open ${FILE}: linted, no ${RULE} (the buffer is the commit)`, async () => {
    await openFileFromExplorer(page, FILE);
    await linted(page);
    const rows = await ownRows(page);
    assert(rows.length === 0, `Problems lists tool-contracts rows for the committed contract: ${await describeRows(page)}`);
  });

  let editedAt = 0;
  await scenario.step(`remove the output field ${REMOVED}: delete line ${requiredLine} ("required") and line ${propertyLine} (its property)`, async () => {
    for (const line of [requiredLine, propertyLine]) {
      await goToPosition(page, line, 1);
      await page.keyboard.press('Control+Shift+K'); // Delete Line
      editedAt = Date.now();
    }
  });

  // Wait for the lint of the final text: after the first deletion alone, total_count was only made optional.
  const problem = await scenario.step(`${RULE} appears on the version (line ${versionLine}), its related information the removal of ${REMOVED} only`, () =>
    pollUntil(`a ${RULE} row in Problems with one related row, "major: ${REMOVAL}"`, async () => {
      const row = (await ownRows(page, RULE))[0];
      const related = await relatedRows(page);
      return row && related.length === 1 && related[0]!.startsWith(`major: ${REMOVAL} at line `) ? row : undefined;
    }, { timeoutMs: 60_000, describeLast: async () => `${await describeRows(page)}; related: ${JSON.stringify(await relatedRows(page))}` }),
  );
  stage.timings['version-bump-required in Problems after the edit (s, at most)'] = Math.round((Date.now() - editedAt) / 10) / 100;

  await scenario.step(`the ${RULE} problem is an error on the version value and names 2.0.0`, async () => {
    assert(problem.severity === 'error', `${RULE} is a ${problem.severity}`);
    assert(problem.line === versionLine, `${RULE} is on line ${problem.line}, not on the version's line ${versionLine}`);
    assert(problem.column >= versionColumn && problem.column <= versionColumn + '"1.0.0"'.length, `${RULE} starts at column ${problem.column}, not on the version value (column ${versionColumn})`);
    assert(problem.message.includes('2.0.0'), `the message does not name 2.0.0: ${problem.message}`);
    const others = (await ownRows(page)).filter((row) => row.code !== RULE);
    assert(others.length === 0, `other tool-contracts problems after the removal: ${await describeRows(page)}`);
  });

  // The entry is dated today in UTC when the fix is computed: either side of a midnight passes.
  const utcToday = () => new Date().toISOString().slice(0, 10);
  const fixDates = new Set<string>();
  await scenario.step(`Ctrl+. on the version → ${FIX_TITLE}`, async () => {
    fixDates.add(utcToday());
    await goToPosition(page, versionLine, versionColumn + 1);
    let listed: string[] = [];
    await pollUntil(`the quick fix "${FIX_TITLE}"`, async () => {
      const attempt = await applyQuickFix(page, FIX_TITLE);
      listed = attempt.listed;
      return attempt.applied ? true : undefined;
    }, { timeoutMs: 60_000, describeLast: async () => `the menu listed: ${JSON.stringify(listed)}` });
    fixDates.add(utcToday());
  });

  await scenario.step(`save all: ${FILE} reads 2.0.0 and ${CHANGELOG} has a 2.0.0 entry on disk`, async () => {
    await runCommand(page, 'File: Save All');
    await pollUntil(`${FILE} and ${CHANGELOG} saved with the fix`, async () =>
      readFileSync(contractPath, 'utf8').includes('"version": "2.0.0"') && readFileSync(changelogPath, 'utf8').includes('## [2.0.0]') ? true : undefined,
    {
      timeoutMs: 60_000,
      describeLast: async () => `version line: ${readFileSync(contractPath, 'utf8').split('\n')[versionLine - 1]}; ${CHANGELOG}: ${readFileSync(changelogPath, 'utf8').slice(0, 300)}`,
    });
  });

  await scenario.step(`the saved ${FILE} parses, is the edit plus the bump, and lost only ${REMOVED}`, async () => {
    const text = readFileSync(contractPath, 'utf8');
    const errors = jsonErrors(text);
    assert(errors.length === 0, `${FILE} does not parse: ${JSON.stringify(errors)}`);
    const model = parse(text) as { version?: unknown; tools?: { outputSchema?: { properties?: Record<string, unknown>; required?: string[] } }[] };
    assert(model.version === '2.0.0', `version is ${JSON.stringify(model.version)}`);
    const output = model.tools?.[0]?.outputSchema;
    assert(output?.properties && !(REMOVED in output.properties) && 'next_cursor' in output.properties, `output properties: ${JSON.stringify(Object.keys(output?.properties ?? {}))}`);
    assert(JSON.stringify(output.required) === '["tickets","next_cursor"]', `output required: ${JSON.stringify(output.required)}`);
    const expected = withoutTotalCount(contract).replace('"version": "1.0.0"', '"version": "2.0.0"');
    assert(text === expected, `${FILE} on disk is not the committed text minus ${REMOVED} with version 2.0.0:\n${text}`);
  });

  await scenario.step(`${CHANGELOG} on disk: ## [2.0.0] - <today> above ## [1.0.0], exactly a Breaking section with the removal of ${REMOVED}`, async () => {
    const text = readFileSync(changelogPath, 'utf8');
    const entry = /^## \[2\.0\.0\] - (\d{4}-\d\d-\d\d)$/m.exec(text);
    assert(entry, `no "## [2.0.0] - YYYY-MM-DD" heading in ${CHANGELOG}:\n${text}`);
    const older = text.indexOf('## [1.0.0] - 2026-01-01');
    assert(older > entry.index, `## [2.0.0] is not above ## [1.0.0]:\n${text}`);
    assert(text.startsWith('# Changelog — team-tickets\n'), `the changelog's title moved:\n${text}`);
    assert(text.endsWith(COMMITTED_CHANGELOG.slice(COMMITTED_CHANGELOG.indexOf('## [1.0.0]'))), `the 1.0.0 entry changed:\n${text}`);
    const section = text.slice(entry.index, older);
    const date = entry[1]!;
    assert(fixDates.has(date), `the entry is dated ${date}, not today (UTC): ${[...fixDates].join(' or ')}`);
    const wanted = `## [2.0.0] - ${date}\n\n### Breaking\n\n- ${REMOVAL}\n\n`;
    assert(section === wanted, `the 2.0.0 entry is not ${JSON.stringify(wanted)} but ${JSON.stringify(section)}`);
  });

  await scenario.step(`Problems no longer shows ${RULE} (nor any tool-contracts problem)`, async () => {
    await pollUntil(`no tool-contracts rows in Problems`, async () => ((await ownRows(page)).length === 0 ? true : undefined), {
      timeoutMs: 60_000,
      describeLast: () => describeRows(page),
    });
    await linted(page);
  });

  const draft = readFileSync(join(workspace, UNTRACKED), 'utf8').split('\n');
  const descriptionLine = draft.findIndex((line) => line.startsWith('      "description": "Lists a team')) + 1;
  // contract-schema reports the missing description at the tool's name.
  const toolLine = draft.findIndex((line) => line.startsWith('      "name": "tickets_list_open"')) + 1;
  assert(descriptionLine > 0 && toolLine > 0, `${UNTRACKED} has no tool name or description line`);
  await scenario.step(`open the untracked ${UNTRACKED} (${REMOVED} removed too): no ${RULE}`, async () => {
    await openFileFromExplorer(page, UNTRACKED);
    await linted(page);
    assert((await ownRows(page, RULE)).length === 0, `Problems shows ${RULE} with no committed base: ${await describeRows(page)}`);
  });
  // A lint after the first read of its (absent) base: an edit whose own finding shows that lint ran.
  await scenario.step(`delete the tool's description in ${UNTRACKED}: contract-schema appears, still no ${RULE}`, async () => {
    await goToPosition(page, descriptionLine, 1);
    await page.keyboard.press('Control+Shift+K'); // Delete Line
    await pollUntil(`a contract-schema row on line ${toolLine}`, async () => ((await ownRows(page, 'contract-schema')).some((row) => row.line === toolLine) ? true : undefined), {
      timeoutMs: 60_000,
      describeLast: () => describeRows(page),
    });
    assert((await ownRows(page, RULE)).length === 0, `Problems shows ${RULE} with no committed base: ${await describeRows(page)}`);
  });
  await page.context().close();
}
