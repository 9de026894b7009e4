/**
 * Scenario H: the review card survives a window reload. Open a copy of the metrics example (pinned), open
 * its card from the CodeLens, then make a Markdown file the active editor, so that after the
 * reload no contract editor is active and only the URI the page kept with setState can lead the
 * card back to metrics. Reload the workbench page (as Developer: Reload Window would) and see the
 * card panel come back by itself showing the metrics card: VS Code restores the panel, activates
 * the extension for it (onWebviewPanel:toolContracts.reviewCard), and the serializer follows the
 * saved URI once the language server answers.
 *
 * VS Code in a browser cannot finish asynchronous work while the page unloads, so it saves the
 * workbench layout every 5 s while the window has focus (BrowserStorageService's flush interval)
 * and a reload sooner than that restores an older layout. Before reloading, the scenario waits
 * until the saved layout holds the card panel with the metrics URI in its state.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { pollUntil } from '../lib/poll';
import type { Scenario } from '../lib/scenario';
import { assert, REPO_ROOT, type Stage } from '../lib/stage';
import { newPage, openFileFromExplorer, openWorkbench } from '../lib/workbench';

/**
 * A fresh copy of the metrics example, from the repository: scenario E edits the workspace's
 * metrics.contract.json (it deletes rollback) in the same profile, and VS Code keeps that edit.
 */
const FILE = 'reload-metrics.contract.json';
const SOURCE = join(REPO_ROOT, 'examples', 'metrics.contract.json');
const OTHER = 'CHANGELOG.metrics.md';
const TOOL = 'execute_metric_update';
const TITLE = 'insight-metrics 2.1.0';

function cardFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
}

function cardTab(page: Page) {
  return page.locator(`.tabs-container .tab[aria-label^="Review card: ${FILE}"]`).first();
}

interface Shown {
  title: string;
  verdicts: string[];
  statuses: string[];
  note: string;
}

/** What the card shows: its title, its verdicts, its check statuses, its note. */
async function shown(page: Page): Promise<Shown> {
  const card = cardFrame(page);
  return {
    title: (await card.locator('#contract-title').textContent({ timeout: 2_000 })) ?? '',
    verdicts: await card.locator(`section.card[data-tool="${TOOL}"] .verdict`).allTextContents(),
    statuses: await card.locator(`section.card[data-tool="${TOOL}"] td.status`).allTextContents(),
    note: (await card.locator('#note').textContent({ timeout: 2_000 })) ?? '',
  };
}

function showsTheMetricsCard(seen: Shown): boolean {
  return seen.title === TITLE && seen.verdicts.join(' | ') === 'GO' && seen.statuses.length === 7 && seen.statuses.every((s) => s === 'GO');
}

/**
 * The workbench layout as VS Code last saved it in the browser (IndexedDB), raw. Given as source
 * text: tsx's keepNames would wrap the helpers of a function in __name(), which the page lacks.
 */
const SAVED_LAYOUT = `(async () => {
  const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n.startsWith('vscode-web-state-db-') && n !== 'vscode-web-state-db-global');
  if (!name) return undefined;
  const db = await request(indexedDB.open(name));
  try {
    return await request(db.transaction('ItemTable', 'readonly').objectStore('ItemTable').get('memento/workbench.parts.editor'));
  } finally {
    db.close();
  }
})()`;

async function savedLayout(page: Page): Promise<string | undefined> {
  const raw: unknown = await page.evaluate(SAVED_LAYOUT);
  return typeof raw === 'string' ? raw : undefined;
}

interface SavedEditor {
  id: string;
  value: string;
}

/** From the saved layout: the card panel's saved state, and the resource of the active group's active editor. */
function readLayout(raw: string | undefined): { cardState?: string; active?: string } {
  if (!raw) return {};
  const part = JSON.parse(raw)['editorpart.state'];
  const groups: Array<{ id: number; editors: SavedEditor[]; mru: number[] }> = [];
  const walk = (node: { type: string; data: unknown }) => {
    if (node.type === 'leaf') groups.push(node.data as (typeof groups)[number]);
    else for (const child of node.data as Array<{ type: string; data: unknown }>) walk(child);
  };
  walk(part.serializedGrid.root);
  let cardState: string | undefined;
  for (const group of groups) {
    for (const editor of group.editors) {
      if (editor.id !== 'workbench.editors.webviewInput') continue;
      const input = JSON.parse(editor.value) as { providedId?: string; state?: string };
      if (input.providedId === 'toolContracts.reviewCard') cardState = input.state ?? '(no state)';
    }
  }
  const activeGroup = groups.find((g) => g.id === part.activeGroup);
  const activeEditor = activeGroup?.editors[activeGroup.mru[0]];
  const active = activeEditor ? (JSON.parse(activeEditor.value) as { resourceJSON?: { path?: string } }).resourceJSON?.path : undefined;
  return { cardState, active };
}

export async function reviewCardReload(stage: Stage, scenario: Scenario): Promise<void> {
  scenario.profile = stage.profile;
  copyFileSync(SOURCE, join(stage.workspace, FILE));
  const page = scenario.watch(await newPage(stage.browser));
  await scenario.step('the workbench loads with the examples folder', () => openWorkbench(page, stage.server.url(stage.workspace)));
  await scenario.step(`open ${FILE} from the explorer, pinned (double click)`, async () => {
    await page.locator(`.explorer-folders-view .monaco-list-row[aria-label="${FILE}"]`).dblclick({ timeout: 60_000 });
    await page.locator(`.tabs-container .tab.active[data-resource-name="${FILE}"]:not(.preview)`).waitFor({ timeout: 60_000 });
  });
  const lens = page.locator('.monaco-editor .codelens-decoration a', { hasText: 'Review card: GO' }).first();
  await scenario.step('a "Review card: GO" CodeLens appears over the mutating tool', () => lens.waitFor({ timeout: 60_000 }));
  await scenario.step('clicking it opens the card beside the editor, reading GO', async () => {
    await lens.click();
    await cardTab(page).waitFor({ timeout: 60_000 });
    await pollUntil('the metrics card, GO', async () => (showsTheMetricsCard(await shown(page)) ? true : undefined), {
      timeoutMs: 60_000,
      describeLast: async () => JSON.stringify(await shown(page)),
    });
  });
  await scenario.step(`make ${OTHER} the active editor (not a contract: the card stays on ${FILE})`, async () => {
    await page.locator(`.tabs-container .tab[data-resource-name="${FILE}"]`).first().click();
    await page.locator(`.editor-group-container.active .tabs-container .tab.active[data-resource-name="${FILE}"]`).waitFor({ timeout: 30_000 });
    await openFileFromExplorer(page, OTHER);
    const seen = await shown(page);
    assert(showsTheMetricsCard(seen) && seen.note === '', `the card changed: ${JSON.stringify(seen)}`);
  });

  await scenario.step('VS Code has saved the layout: the card panel with the metrics URI in its state, the Markdown file active', () =>
    pollUntil('the saved layout with the card state and the Markdown file active', async () => {
      const { cardState, active } = readLayout(await savedLayout(page));
      const uri = cardState && cardState !== '(no state)' ? (JSON.parse(cardState) as { uri?: unknown }).uri : undefined;
      return typeof uri === 'string' && uri.endsWith(`/${FILE}`) && active?.endsWith(`/${OTHER}`) ? uri : undefined;
    }, { timeoutMs: 30_000, describeLast: async () => JSON.stringify(readLayout(await savedLayout(page))) }),
  );

  await scenario.step('reload the window (the workbench page)', async () => {
    await page.reload({ timeout: 60_000 });
    await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 60_000 });
    await page.locator(`.editor-group-container.active .tabs-container .tab.active[data-resource-name="${OTHER}"]`).waitFor({ timeout: 60_000 });
  });

  await scenario.step(`the card panel is back by itself, titled "Review card: ${FILE}"`, () => cardTab(page).waitFor({ timeout: 60_000 }));
  await scenario.step(`it shows ${FILE}'s card again (${TITLE}, GO, seven checks GO), not the "open a contract" note`, async () => {
    const seen = await pollUntil('the metrics card, GO, after the reload', async () => {
      const now = await shown(page);
      return showsTheMetricsCard(now) ? now : undefined;
    }, { timeoutMs: 60_000, describeLast: async () => JSON.stringify(await shown(page)) });
    assert(seen.note === '', `the card carries a note: "${seen.note}"`);
  });
  await scenario.step('screenshot of the card after the reload', () => page.screenshot({ path: join(scenario.artifactsDir, 'review-card-after-reload.png') }));
  await page.context().close();
}
