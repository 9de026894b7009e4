/**
 * Scenario L: what an ESLint user expects of the editor, in code-server with the packaged
 * extension. A misspelt key (`sideEffect`) shows one problem whose hover says "did you mean
 * "sideEffects"?", and its quick fix renames the key; the rule link of that problem (in the
 * hover and in Problems) opens the rule's page rendered, not the Markdown file; *Tool Contracts:
 * Fix All Safe Problems* from the palette writes what `lint --fix` writes; *Disable <id> for the
 * entire file* silences the rule with a file-level comment; the language status hover stays in
 * the window; and the review card is readable in a light and a dark theme (the contrast of its
 * STOP/GO badges, computed from the page's styles, is at least 4.5:1), with a screenshot of each.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { FrameLocator, Page } from 'playwright-core';
import { pollUntil } from '../lib/poll';
import type { Scenario } from '../lib/scenario';
import { assert, cliFindings, DIAGNOSTIC_SOURCE, REPO_ROOT, type Stage } from '../lib/stage';
import { allProblemRows, applyQuickFix, goToPosition, markerHoversAtCursor, newPage, openFileFromExplorer, openProblems, openWorkbench, runCommand } from '../lib/workbench';

// Functions given to evaluate() run in the page; the project's lib has no DOM types.
declare const document: { querySelectorAll(selector: string): ArrayLike<DomElement>; documentElement: DomElement; body: DomElement };
declare const window: { innerWidth: number };
interface DomElement {
  readonly parentElement: DomElement | null;
  readonly textContent: string | null;
  readonly className: string;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  closest(selector: string): DomElement | null;
  getBoundingClientRect(): { left: number; right: number; top: number; bottom: number; width: number };
}

const TYPO_FILE = 'typo.contract.json';
const FIX_ALL_FILE = 'fix-all.contract.jsonc';
const DISABLE_FILE = 'disable-file.contract.jsonc';
const FIX_TITLE = 'Rename sideEffect to sideEffects';
const THEMES = [
  { kind: 'light', name: 'Default Light Modern', bodyClass: 'vscode-light' },
  { kind: 'dark', name: 'Default Dark Modern', bodyClass: 'vscode-dark' },
] as const;
const MIN_CONTRAST = 4.5;

/** The review card page: the webview's outer iframe, then the frame that holds our document. */
function cardFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
}

/** Ctrl+. at the cursor until the action titled `title` is listed, then applies it (the server may still be linting). */
async function applyWhenListed(page: Page, title: string): Promise<void> {
  let listed: string[] = [];
  await pollUntil(`the code action "${title}"`, async () => {
    const attempt = await applyQuickFix(page, title);
    listed = attempt.listed;
    return attempt.applied ? true : undefined;
  }, { describeLast: async () => `the menu listed: ${JSON.stringify(listed)}` });
}

/** The rendered page of a rule: the Markdown preview's tab, and the rule id as its heading inside the preview. */
async function renderedDocsPage(page: Page, ruleId: string): Promise<void> {
  await page.locator('.tabs-container .tab', { hasText: `Preview ${ruleId}.md` }).first().waitFor({ timeout: 60_000 });
  await pollUntil(`the heading "${ruleId}" rendered in the preview`, async () => {
    for (const frame of page.frames()) {
      const heading = await frame.locator('h1').first().textContent({ timeout: 500 }).catch(() => null);
      if (heading?.trim() === ruleId) return true;
    }
    return undefined;
  });
  const rawTabs = await page.locator(`.tabs-container .tab[data-resource-name="${ruleId}.md"]`).evaluateAll((tabs) => tabs.map((tab) => tab.textContent ?? ''));
  assert(rawTabs.every((label) => label.includes('Preview')), `the Markdown file itself was opened in an editor: tabs ${JSON.stringify(rawTabs)}`);
}

/** Preferences: Color Theme, as a person picks one: the command's row, then the theme's row, each clicked. */
async function pickColorTheme(page: Page, theme: string): Promise<void> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: 30_000 });
  await input.fill('>Preferences: Color Theme');
  // Not Enter: "Browse Color Themes in Marketplace" may be listed first.
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: /^Preferences: Color Theme/ }).first().click({ timeout: 30_000 });
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'Default Light Modern' }).first().waitFor({ timeout: 30_000 });
  await input.fill(theme);
  // Clicked, not Enter: the focus may stay on "Browse Additional Color Themes…".
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: theme }).first().click({ timeout: 30_000 });
}

/** What `tool-contracts lint --fix` writes for `file` (on a copy outside the workspace). */
function cliFixed(stage: Stage, file: string): string {
  const dir = join(stage.runDir, 'cli-fix');
  mkdirSync(dir, { recursive: true });
  const copy = join(dir, file);
  copyFileSync(join(stage.workspace, file), copy);
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'dist', 'cli.js'), 'lint', '--fix', copy], { encoding: 'utf8' });
  assert(result.status === 0 || result.status === 1, `lint --fix exited with ${result.status}: ${result.stderr}`);
  return readFileSync(copy, 'utf8');
}

interface BadgeContrast {
  readonly text: string;
  readonly kind: string;
  readonly color: string;
  readonly background: string;
  readonly ratio: number;
}

/**
 * Runs in the card's page: the contrast of each STOP/GO badge and verdict, its text colour against
 * the first opaque background behind it (WCAG 2 relative luminance). A string, so the bundler adds
 * no helper the page does not have.
 */
const MEASURE_BADGES = `() => {
  const parse = (css) => {
    const n = (css.match(/[\\d.]+/g) || []).map(Number);
    return css.startsWith('color(srgb') ? [n[0] * 255, n[1] * 255, n[2] * 255, n[3] ?? 1] : [n[0], n[1], n[2], n[3] ?? 1];
  };
  const channel = (c) => { const s = c / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const backgroundOf = (element) => {
    for (let at = element; at; at = at.parentElement) {
      const background = getComputedStyle(at).backgroundColor;
      if (parse(background)[3] > 0) return background;
    }
    return getComputedStyle(document.body).backgroundColor;
  };
  return Array.from(document.querySelectorAll('.badge, .verdict')).map((element) => {
    const color = getComputedStyle(element).color;
    const background = backgroundOf(element);
    const fg = luminance(parse(color));
    const bg = luminance(parse(background));
    const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    return { text: (element.textContent || '').trim(), kind: String(element.className), color, background, ratio: Math.round(ratio * 100) / 100 };
  });
}`;

export async function editorConveniences(stage: Stage, scenario: Scenario): Promise<void> {
  scenario.profile = stage.profile;
  const tickets = readFileSync(join(stage.workspace, 'tickets.contract.json'), 'utf8');
  assert(tickets.includes('"sideEffects": "read_only"'), 'tickets.contract.json declares no sideEffects to misspell');
  writeFileSync(join(stage.workspace, TYPO_FILE), tickets.replace('"sideEffects": "read_only"', '"sideEffect": "read_only"'));
  copyFileSync(join(stage.workspace, 'flawed.contract.jsonc'), join(stage.workspace, FIX_ALL_FILE));
  copyFileSync(join(stage.workspace, 'flawed.contract.jsonc'), join(stage.workspace, DISABLE_FILE));

  const typo = await scenario.step(`the CLI reports the misspelt key of ${TYPO_FILE} with a did you mean`, async () => {
    const found = cliFindings(join(stage.workspace, TYPO_FILE)).filter((f) => f.ruleId === 'contract-schema');
    assert(found.length === 1 && found[0].message.includes('did you mean "sideEffects"?'), `contract-schema findings: ${JSON.stringify(found)}`);
    return found[0];
  });

  /** A file of this scenario's artifacts (the folder made again: another run of the stage may have cleared it). */
  const artifact = (name: string): string => {
    mkdirSync(scenario.artifactsDir, { recursive: true });
    return join(scenario.artifactsDir, name);
  };
  const page = scenario.watch(await newPage(stage.browser));
  await scenario.step('the workbench loads with the examples folder', () => openWorkbench(page, stage.server.url(stage.workspace)));
  await scenario.step('the Problems panel opens', () => openProblems(page));
  await scenario.step(`open ${TYPO_FILE}; its problem appears`, async () => {
    await openFileFromExplorer(page, TYPO_FILE);
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60_000 });
  });

  await scenario.step('hovering the misspelt key shows one problem, ours, with "did you mean"', async () => {
    await goToPosition(page, typo.line, typo.column + 2);
    const markers = await pollUntil('the hover of the misspelt key', async () => {
      const shown = await markerHoversAtCursor(page);
      return shown.some((m) => m.text.includes('did you mean')) ? shown : undefined;
    });
    writeFileSync(artifact('misspelt-key-hover.txt'), `${markers.map((m) => m.text).join('\n---\n')}\n`);
    assert(markers.length === 1, `the hover shows ${markers.length} problems: ${JSON.stringify(markers.map((m) => m.text))}`);
    const [marker] = markers;
    assert(marker.text.includes(typo.message) && marker.text.includes(DIAGNOSTIC_SOURCE), `the hover shows: ${marker.text}`);
    const link = marker.codeLinks.find((l) => l.text === 'contract-schema');
    assert(link, `no contract-schema link in the hover: ${JSON.stringify(marker.codeLinks)}`);
    assert(link.href.startsWith('command:toolContracts.showDocumentation'), `the rule link is ${link.href}, not the docs command`);
    return link;
  });

  await scenario.step('the Problems row links the rule to the same docs command', async () => {
    const rows = await pollUntil('the contract-schema row in Problems', async () => {
      const own = (await allProblemRows(page)).filter((row) => row.code === 'contract-schema');
      return own.length > 0 ? own : undefined;
    });
    for (const row of rows) assert(row.href.startsWith('command:toolContracts.showDocumentation'), `the Problems row links ${row.href}`);
  });

  await scenario.step('clicking the rule link in the hover opens the rendered docs page, not the Markdown file', async () => {
    await goToPosition(page, typo.line, typo.column + 2);
    await markerHoversAtCursor(page);
    await page.locator('.monaco-hover:not(.hidden) a.code-link', { hasText: 'contract-schema' }).first().click();
    await renderedDocsPage(page, 'contract-schema');
    await page.screenshot({ path: artifact('docs-page-rendered.png') });
    // One webview at a time (the review card's comes later): close the preview by its tab's close button.
    const previewTab = page.locator('.tabs-container .tab', { hasText: 'Preview contract-schema.md' }).first();
    await previewTab.hover();
    await previewTab.locator('.codicon-close').first().click();
    await previewTab.waitFor({ state: 'detached', timeout: 30_000 });
  });

  await scenario.step(`Ctrl+. on the misspelt key → ${FIX_TITLE}; saved, the CLI no longer reports it`, async () => {
    await openFileFromExplorer(page, TYPO_FILE);
    await goToPosition(page, typo.line, typo.column + 2);
    await applyWhenListed(page, FIX_TITLE);
    await page.keyboard.press('Control+S');
    const path = join(stage.workspace, TYPO_FILE);
    await pollUntil(`${TYPO_FILE} saved with the key renamed`, async () => (readFileSync(path, 'utf8') === tickets ? true : undefined), {
      describeLast: async () => readFileSync(path, 'utf8').split('\n').filter((l) => l.includes('sideEffect')).join(' | '),
    });
    assert(cliFindings(path).length === 0, `the CLI still reports: ${JSON.stringify(cliFindings(path).map((f) => f.ruleId))}`);
  });

  const expectedFixed = cliFixed(stage, FIX_ALL_FILE);
  await scenario.step('Tool Contracts: Fix All Safe Problems from the palette writes what lint --fix writes', async () => {
    await openFileFromExplorer(page, FIX_ALL_FILE);
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60_000 });
    const path = join(stage.workspace, FIX_ALL_FILE);
    const before = readFileSync(path, 'utf8');
    assert(expectedFixed !== before, 'lint --fix changes nothing in the flawed example');
    await pollUntil('the file fixed and saved', async () => {
      if (readFileSync(path, 'utf8') === before) {
        await runCommand(page, 'Tool Contracts: Fix All Safe Problems');
        await page.keyboard.press('Control+S');
      }
      return readFileSync(path, 'utf8') === before ? undefined : true;
    }, { timeoutMs: 60_000 });
    await pollUntil('the saved text to equal lint --fix', async () => (readFileSync(path, 'utf8') === expectedFixed ? true : undefined), {
      timeoutMs: 20_000,
      describeLast: async () => `${readFileSync(path, 'utf8').length} chars, lint --fix ${expectedFixed.length}`,
    });
  });

  await scenario.step('Ctrl+. → Disable errors-conflated for the entire file: one comment on the first line, no errors-conflated left', async () => {
    const path = join(stage.workspace, DISABLE_FILE);
    const conflated = cliFindings(path).filter((f) => f.ruleId === 'errors-conflated');
    assert(conflated.length > 0, 'the flawed example has no errors-conflated');
    await openFileFromExplorer(page, DISABLE_FILE);
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60_000 });
    await goToPosition(page, conflated[0].line, conflated[0].column + 1);
    await applyWhenListed(page, 'Disable errors-conflated for the entire file');
    await page.keyboard.press('Control+S');
    await pollUntil('the file-level comment saved', async () => (readFileSync(path, 'utf8').startsWith('// tool-contracts-disable errors-conflated -- <reason>\n') ? true : undefined));
    const after = cliFindings(path);
    assert(!after.some((f) => f.ruleId === 'errors-conflated'), 'errors-conflated is still reported');
    assert(after.some((f) => f.ruleId === 'suppression-reason-missing') === false, 'the placeholder reason counts as a reason');
  });

  await scenario.step('the language status hover stays inside the window', async () => {
    await page.locator('[id="status.languageStatus"]').first().click();
    const status = page.locator('.hover-language-status').first();
    await status.waitFor({ timeout: 30_000 });
    const measured = await status.evaluate(() => {
      const rows = Array.from(document.querySelectorAll('.hover-language-status'));
      const container = rows[0].closest('.monaco-hover, .workbench-hover, .context-view') ?? rows[0];
      const box = container.getBoundingClientRect();
      return {
        box: { left: box.left, right: box.right },
        viewport: window.innerWidth,
        clipped: rows.filter((row) => row.scrollWidth > row.clientWidth + 1).map((row) => row.textContent ?? ''),
        text: rows.map((row) => row.textContent ?? ''),
      };
    });
    await page.screenshot({ path: artifact('language-status-hover.png') });
    writeFileSync(artifact('language-status-hover.json'), `${JSON.stringify(measured, null, 2)}\n`);
    assert(measured.box.left >= 0 && measured.box.right <= measured.viewport, `the hover spans ${measured.box.left}–${measured.box.right} px in a ${measured.viewport} px window`);
    assert(measured.clipped.length === 0, `clipped rows: ${JSON.stringify(measured.clipped)}`);
    await page.keyboard.press('Escape');
  });

  const card = cardFrame(page);
  await scenario.step('open the review card of the flawed example (Tool Contracts: Show Review Card)', async () => {
    await openFileFromExplorer(page, 'flawed.contract.jsonc');
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60_000 });
    await runCommand(page, 'Tool Contracts: Show Review Card');
    await card.locator('section.card .verdict').first().waitFor({ timeout: 60_000 });
    await card.locator('.badge.go').first().waitFor({ timeout: 30_000 });
  });

  try {
    for (const theme of THEMES) {
      const badges = await scenario.step(`in ${theme.name}, every STOP/GO badge of the card has a contrast of at least ${MIN_CONTRAST}:1`, async () => {
        await pickColorTheme(page, theme.name);
        await card.locator(`body.${theme.bodyClass}`).waitFor({ timeout: 60_000 });
        const measured = await pollUntil('the badges measured in the new theme', async () => {
          const found = (await card.locator('section.card').first().evaluate(`(${MEASURE_BADGES})()`)) as BadgeContrast[];
          return found.some((b: BadgeContrast) => b.kind.includes('go')) && found.some((b: BadgeContrast) => b.kind.includes('stop')) ? found : undefined;
        });
        await page.screenshot({ path: artifact(`review-card-${theme.kind}.png`) });
        writeFileSync(artifact(`review-card-${theme.kind}-contrast.json`), `${JSON.stringify(measured, null, 2)}\n`);
        const low = measured.filter((b: BadgeContrast) => b.ratio < MIN_CONTRAST);
        const worst = (kind: string) => Math.min(...measured.filter((b: BadgeContrast) => b.kind.includes(kind)).map((b: BadgeContrast) => b.ratio));
        stage.timings[`review card ${theme.kind}: lowest GO badge contrast (ratio)`] = worst('go');
        stage.timings[`review card ${theme.kind}: lowest STOP badge contrast (ratio)`] = worst('stop');
        assert(low.length === 0, `badges under ${MIN_CONTRAST}:1 in ${theme.name}: ${JSON.stringify(low)}`);
        return measured;
      });
      console.log(`      ${theme.name}: GO ≥ ${Math.min(...badges.filter((b: BadgeContrast) => b.kind.includes('go')).map((b: BadgeContrast) => b.ratio))}:1, STOP ≥ ${Math.min(...badges.filter((b: BadgeContrast) => b.kind.includes('stop')).map((b: BadgeContrast) => b.ratio))}:1`);
    }
  } finally {
    await pickColorTheme(page, 'Default Dark Modern').catch(() => undefined); // the next scenarios run in the default theme
  }
  await page.context().close();
}
