/**
 * Driving code-server's workbench with playwright-core and Debian's Chromium: what a person sees
 * (squiggles, Problems rows, hovers, the language status item), read from the DOM.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { pollUntil } from './poll';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const VIEWPORT = { width: 1400, height: 1200 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  return context.newPage();
}

/** Opens the workbench and waits until the explorer lists the folder's files. */
export async function openWorkbench(page: Page, url: string): Promise<void> {
  await page.goto(url, { timeout: 60_000 });
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
  await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 60_000 });
}

/** Opens a file by clicking its row in the explorer; waits for its editor tab to be active. */
export async function openFileFromExplorer(page: Page, fileName: string): Promise<void> {
  const row = page.locator(`.explorer-folders-view .monaco-list-row[aria-label="${fileName}"]`);
  await row.click({ timeout: 60_000 });
  await page.locator(`.tabs-container .tab.active[data-resource-name="${fileName}"]`).waitFor({ timeout: 60_000 });
}

export async function runCommand(page: Page, title: string): Promise<void> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: 60_000 });
  await input.fill(`>${title}`);
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: title }).first().waitFor({ timeout: 60_000 });
  await page.keyboard.press('Enter');
}

/** Opens the Problems panel (Ctrl+Shift+M) and waits for its tree. */
export async function openProblems(page: Page): Promise<void> {
  await page.keyboard.press('Control+Shift+M');
  await page.locator('.markers-panel').waitFor({ timeout: 60_000 });
}

export type Severity = 'error' | 'warning' | 'info';

export interface ProblemRow {
  readonly ariaLabel: string;
  readonly severity: Severity | 'other';
  readonly message: string;
  readonly source: string;
  readonly code: string;
  readonly href: string;
  readonly line: number;
  readonly column: number;
}

/** The marker rows the Problems tree has rendered now (it renders only the visible ones). */
export async function renderedProblemRows(page: Page): Promise<ProblemRow[]> {
  // No named functions inside: tsx's keepNames would wrap them in a helper the page does not have.
  return page.locator('.markers-panel .monaco-list-row[aria-level="2"]').evaluateAll((rows) =>
    rows.map((row) => {
      const icon = row.querySelector('.marker-icon')?.className ?? '';
      const position = /Ln (\d+), Col (\d+)/.exec(row.querySelector('.marker-line')?.textContent ?? '');
      return {
        ariaLabel: row.getAttribute('aria-label') ?? '',
        severity: icon.includes('error') ? 'error' : icon.includes('warning') ? 'warning' : icon.includes('info') ? 'info' : 'other',
        message: row.querySelector('.marker-message')?.textContent?.trim() ?? '',
        source: row.querySelector('.marker-source')?.textContent?.trim() ?? '',
        code: row.querySelector('.marker-code')?.textContent?.trim() ?? '',
        href: row.querySelector('.marker-code')?.closest('a')?.getAttribute('href') ?? '',
        line: position ? Number(position[1]) : 0,
        column: position ? Number(position[2]) : 0,
      } as const;
    }),
  );
}

/**
 * Every marker row of the Problems tree: maximises the panel, then pages through the virtual list,
 * collecting rows until a page adds nothing new.
 */
export async function allProblemRows(page: Page): Promise<ProblemRow[]> {
  const seen = new Map<string, ProblemRow>();
  const add = (rows: ProblemRow[]) => {
    let added = 0;
    for (const row of rows) {
      const key = `${row.line}:${row.column}:${row.code}:${row.message}`;
      if (!seen.has(key)) {
        seen.set(key, row);
        added++;
      }
    }
    return added;
  };
  add(await renderedProblemRows(page));
  const firstRow = page.locator('.markers-panel .monaco-list-row').first();
  if ((await firstRow.count()) === 0) return [];
  await firstRow.click();
  for (let pageDowns = 0; pageDowns < 50; pageDowns++) {
    await page.keyboard.press('PageDown');
    if (add(await renderedProblemRows(page)) === 0 && pageDowns > 0) break;
  }
  await page.keyboard.press('Home');
  return [...seen.values()];
}

/** The language status item's accessible text (it lists each item: "Tool contract: 3 errors, …"). */
export async function languageStatusLabel(page: Page): Promise<string> {
  const item = page.locator('[id="status.languageStatus"]').first();
  if ((await item.count()) === 0) return '';
  return (await item.getAttribute('aria-label')) ?? '';
}

/** Moves the editor's cursor to a 1-based line and column with Go to Line (Ctrl+G). */
export async function goToPosition(page: Page, line: number, column: number): Promise<void> {
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: 60_000 });
  await input.fill(`:${line}:${column}`); // the leading colon is Go to Line's prefix in Quick Open
  await page.keyboard.press('Enter');
  await pollUntil(`the cursor at Ln ${line}, Col ${column}`, async () => {
    const label = (await page.locator('[id="status.editor.selection"]').first().getAttribute('aria-label').catch(() => null)) ?? '';
    return label.includes(`Ln ${line}, Col ${column}`) ? true : undefined;
  });
}

export interface HoverContent {
  readonly text: string;
  readonly codeLinks: { text: string; href: string }[];
}

/**
 * Hovers the mouse over the character under the cursor (or, when that shows nothing, asks for the
 * hover by keyboard) and returns every diagnostic the hover shows there (one part per problem),
 * each with its text and rule links.
 */
export async function markerHoversAtCursor(page: Page): Promise<HoverContent[]> {
  const cursor = page.locator('.monaco-editor .cursors-layer .cursor').first();
  const hover = page.locator('.monaco-hover:not(.hidden) .marker.hover-contents');
  // The pointer goes where the cursor is now, and again while no hover shows: the editor may
  // still have been scrolling to the cursor (the pointer then rests beside the word), or a
  // repaint may have closed the hover. Two moves: the editor reacts to mousemove events, not to
  // where the pointer already is.
  // When the pointer finds nothing (the editor left scrolled sideways, the cursor out of view), the
  // keyboard asks for the hover at the cursor itself (Show or Focus Hover, Ctrl+K Ctrl+I).
  let attempt = 0;
  await pollUntil(
    'a problem hover at the cursor',
    async () => {
      if (attempt++ % 2 === 1) {
        await page.keyboard.press('Control+K');
        await page.keyboard.press('Control+I');
      } else {
        const box = await cursor.boundingBox();
        if (!box) return undefined;
        await page.mouse.move(box.x + 20, box.y - 40);
        await page.mouse.move(box.x + 4, box.y + box.height / 2, { steps: 4 });
      }
      return (await hover.first().waitFor({ timeout: 5_000 }).then(() => true, () => false)) || undefined;
    },
    { timeoutMs: 60_000 },
  );
  return hover.evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent ?? '',
      codeLinks: [...element.querySelectorAll('a.code-link')].map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
    })),
  );
}

/** Hovers the mouse over the character under the cursor and returns the (first) diagnostic hover. */
export async function hoverAtCursor(page: Page): Promise<HoverContent> {
  const [first] = await markerHoversAtCursor(page);
  return first;
}

/** Counts the editor's squiggles by kind (any source: VS Code's JSON support draws some too). */
export async function squiggleCounts(page: Page): Promise<Record<Severity, number>> {
  const count = (kind: string) => page.locator(`.monaco-editor .squiggly-${kind}`).count();
  return { error: await count('error'), warning: await count('warning'), info: await count('info') };
}

/**
 * Ctrl+. at the cursor and, when the fix is listed, apply it: arrow down to its row, Enter (the
 * menu's pointer blocker stops mouse hovers). Returns what the menu listed (empty when it did not
 * open), so a retry can say what it saw.
 */
export async function applyQuickFix(page: Page, title: string): Promise<{ applied: boolean; listed: string[] }> {
  const rows = page.locator('.action-widget .monaco-list-row.action');
  await page.keyboard.press('Control+.');
  try {
    await rows.first().waitFor({ timeout: 10_000 });
  } catch {
    return { applied: false, listed: [] };
  }
  const listed = await rows.allTextContents();
  if (!listed.some((text) => text.includes(title))) {
    await page.keyboard.press('Escape');
    return { applied: false, listed };
  }
  const focused = page.locator('.action-widget .monaco-list-row.action.focused');
  for (let step = 0; step <= listed.length; step++) {
    if (((await focused.textContent().catch(() => '')) ?? '').includes(title)) {
      await page.keyboard.press('Enter');
      return { applied: true, listed };
    }
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Escape');
  return { applied: false, listed };
}
