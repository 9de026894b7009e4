/**
 * Scenario I: a live MCP server snapshotted from the editor (issue 13). A fresh git workspace
 * has .vscode/mcp.json naming server-memory (from npm: `node` and the absolute path of its
 * dist/index.js in this repository's node_modules), and a committed mcp/memory.tools.json from
 * an older server that had one other tool. Opening mcp.json shows a "Snapshot and lint" CodeLens
 * on the server's name. Run *Tool Contracts: Snapshot MCP Server…* from the palette, pick memory:
 * the snapshot opens with the nine tools the server serves, and Problems lists its tool-contracts
 * rows, exactly the findings the CLI gives for the file, plus version-bump-required on "tools"
 * (the tool that is gone since HEAD needs a major release). The lens then reads
 * "Snapshot and lint · 9 tools · N problems" with N the rows shown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createGitRepo } from '../../helpers/gitRepo';
import { pollUntil } from '../lib/poll';
import type { Scenario } from '../lib/scenario';
import { assert, cliFindings, DIAGNOSTIC_SOURCE, REPO_ROOT, type Expected, type Stage } from '../lib/stage';
import { allProblemRows, newPage, openProblems, openWorkbench, runCommand, type ProblemRow } from '../lib/workbench';

const SERVER = 'memory';
const MEMORY_SERVER = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');
const SNAPSHOT = 'mcp/memory.tools.json';
const COMMAND = 'Tool Contracts: Snapshot MCP Server…';
const OBSOLETE = `${JSON.stringify({ tools: [{ name: 'obsolete_tool', description: 'A tool the server no longer has.', inputSchema: { type: 'object' } }] }, null, 2)}\n`;

function mcpJson(): string {
  return `${JSON.stringify({ servers: { [SERVER]: { type: 'stdio', command: 'node', args: [MEMORY_SERVER] } } }, null, 2)}\n`;
}

const key = (row: Pick<ProblemRow, 'code' | 'line' | 'column' | 'severity'>) => `${row.code}@${row.line}:${row.column} ${row.severity}`;
const expectedKey = (f: Expected) => key({ code: f.ruleId, line: f.line, column: f.column, severity: f.severity });

function lens(page: Page, text: string) {
  return page.locator('.monaco-editor .codelens-decoration a', { hasText: text }).first();
}

/** Opens a file by name with Quick Open (Ctrl+P): mcp.json is in the collapsed .vscode folder. */
async function quickOpen(page: Page, fileName: string, relativePath: string): Promise<void> {
  await page.locator('.monaco-workbench').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: 60_000 });
  await input.fill(relativePath);
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: fileName }).first().waitFor({ timeout: 60_000 });
  await page.keyboard.press('Enter');
  await page.locator(`.tabs-container .tab.active[data-resource-name="${fileName}"]`).waitFor({ timeout: 60_000 });
}

export async function mcpSnapshot(stage: Stage, scenario: Scenario): Promise<void> {
  scenario.profile = stage.profile;
  const workspace = await scenario.step(`a git workspace with .vscode/mcp.json naming ${SERVER} (node ${MEMORY_SERVER.slice(REPO_ROOT.length + 1)}) and an older ${SNAPSHOT} committed`, async () => {
    assert(readFileSync(MEMORY_SERVER, 'utf8').length > 0, `${MEMORY_SERVER} is missing: npm ci installs it`);
    return createGitRepo(join(stage.runDir, 'mcp-workspace'), { '.vscode/mcp.json': mcpJson(), [SNAPSHOT]: OBSOLETE }, 'servers, and the snapshot of an older server');
  });
  const snapshotPath = join(workspace, SNAPSHOT);

  const page = scenario.watch(await newPage(stage.browser));
  await scenario.step('the workbench loads with the MCP workspace', () => openWorkbench(page, stage.server.url(workspace)));
  await scenario.step('the Problems panel opens', () => openProblems(page));
  await scenario.step('open .vscode/mcp.json: a "Snapshot and lint" CodeLens on the server', async () => {
    await quickOpen(page, 'mcp.json', '.vscode/mcp.json');
    await pollUntil('the "Snapshot and lint" lens', async () => ((await lens(page, 'Snapshot and lint').textContent())?.trim() === 'Snapshot and lint' ? true : undefined), {
      describeLast: async () => `lenses: ${JSON.stringify(await page.locator('.monaco-editor .codelens-decoration').allTextContents())}`,
    });
  });

  await scenario.step(`run "${COMMAND}" from the palette and pick ${SERVER}`, async () => {
    await runCommand(page, COMMAND);
    const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row', { hasText: SERVER }).first();
    await row.waitFor({ timeout: 60_000 });
    // A multi-select pick: check the server's row, then accept.
    await pollUntil(`${SERVER} checked in the quick pick`, async () => {
      if ((await row.getAttribute('aria-checked')) === 'true') return true;
      await row.click();
      return (await row.getAttribute('aria-checked')) === 'true' ? true : undefined;
    }, { timeoutMs: 15_000, describeLast: async () => `row: ${await row.getAttribute('aria-label')} aria-checked=${await row.getAttribute('aria-checked')}` });
    await page.keyboard.press('Enter');
  });

  await scenario.step(`the snapshot ${SNAPSHOT} opens, with the nine tools the server serves`, async () => {
    await page.locator('.tabs-container .tab.active[data-resource-name="memory.tools.json"]').waitFor({ timeout: 60_000 });
    const tools = (JSON.parse(readFileSync(snapshotPath, 'utf8')) as { tools: { name: string }[] }).tools;
    assert(tools.length === 9 && !tools.some((tool) => tool.name === 'obsolete_tool'), `${SNAPSHOT} on disk has ${tools.map((t) => t.name).join(', ')}`);
  });

  const expected = cliFindings(snapshotPath);
  const bump = { code: 'version-bump-required', line: 2, column: 3, severity: 'error' } as const;
  const wanted = [...expected.map(expectedKey), key(bump)].sort();
  const rows = await scenario.step(`Problems lists its ${wanted.length} tool-contracts rows: the CLI's ${expected.length} findings and version-bump-required on "tools"`, async () => {
    assert(expected.length > 0, 'the CLI finds nothing in the snapshot');
    const own = await pollUntil(`${wanted.length} tool-contracts rows in Problems`, async () => {
      const shown = (await allProblemRows(page)).filter((row) => row.source === DIAGNOSTIC_SOURCE);
      return shown.length >= wanted.length && shown.some((row) => row.code === bump.code) ? shown : undefined;
    }, { describeLast: async () => `${(await allProblemRows(page)).filter((row) => row.source === DIAGNOSTIC_SOURCE).map(key).join(', ')}` });
    const shown = own.map(key).sort();
    const missing = wanted.filter((k) => !shown.includes(k));
    const unexpected = shown.filter((k) => !wanted.includes(k));
    assert(missing.length === 0 && unexpected.length === 0, `Problems differs. Missing: ${missing.join(', ') || 'none'}. Unexpected: ${unexpected.join(', ') || 'none'}`);
    const bumpRow = own.find((row) => row.code === bump.code)!;
    assert(/needs? a major release of the server/.test(bumpRow.message), `version-bump-required says: ${bumpRow.message}`);
    return own;
  });

  await scenario.step(`back in mcp.json, the lens reads "Snapshot and lint · 9 tools · ${rows.length} problems"`, async () => {
    await page.locator('.tabs-container .tab[data-resource-name="mcp.json"]').first().click();
    await page.locator('.tabs-container .tab.active[data-resource-name="mcp.json"]').waitFor({ timeout: 60_000 });
    const title = `Snapshot and lint · 9 tools · ${rows.length} problems`;
    await pollUntil(`the lens "${title}"`, async () => ((await lens(page, 'Snapshot and lint').textContent())?.trim() === title ? true : undefined), {
      describeLast: async () => `lenses: ${JSON.stringify(await page.locator('.monaco-editor .codelens-decoration').allTextContents())}`,
    });
  });
  await page.context().close();
}
