/**
 * The review card page in headless Chromium (see harness.ts): what it renders, what it
 * posts, how it updates, and that contract text can neither inject markup nor run script.
 * Screenshots of the card in the light, dark and high-contrast themes are saved under
 * test-artifacts/webview/. Waits are on conditions with deadlines, never sleeps.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { contentSecurityPolicy } from '../../client/src/reviewCard/html';
import { ARTIFACTS, browserUnavailable, launchBrowser, openCardPage, PageServer, renderFor, type CardPage } from './harness';
import { DARK, HIGH_CONTRAST, LIGHT } from './themes';

// Functions given to page.evaluate / waitForFunction run in the browser.
declare const window: any;
declare const document: any;
declare const location: any;

const EXAMPLES = join(__dirname, '../../examples');
const METRICS = readFileSync(join(EXAMPLES, 'metrics.contract.json'), 'utf8');
const FLAWED = readFileSync(join(EXAMPLES, 'flawed.contract.jsonc'), 'utf8');
const METRICS_FILE = 'examples/metrics.contract.json';
const FLAWED_FILE = 'examples/flawed.contract.jsonc';
const LABELS = ['Target', 'Diff', 'Impact', 'Approval', 'Replay safety', 'Evidence', 'Recovery'];

/** metrics.contract.json without its rollback line: Recovery turns STOP. */
const METRICS_WITHOUT_ROLLBACK = METRICS.split('\n').filter((line) => !line.includes('"rollback"')).join('\n');

/** Hostile contract text: markup and script in a description, a title, a tool name and a rollback. */
const HOSTILE_DESCRIPTION = '<img src=x onerror="window.__pwned = \'img\'"> </script><script>window.__pwned = \'script\'</script> <b>bold</b>';
const HOSTILE_NAME = 'execute_<svg onload="window.__pwned=1">';
const HOSTILE = METRICS.replace('"Applies a preview the user approved', `${JSON.stringify(HOSTILE_DESCRIPTION).slice(0, -1)} Applies a preview the user approved`)
  .replace('"title": "Apply an approved metric update"', `"title": ${JSON.stringify('<iframe src="javascript:window.__pwned=2"></iframe>')}`)
  .replace('"name": "execute_metric_update"', `"name": ${JSON.stringify(HOSTILE_NAME)}`)
  .replace('"rollback": "Preview', `"rollback": "none: <img src=y onerror=\\"window.__pwned=3\\"> Preview`);

const skip = browserUnavailable();

describe('review card webview in Chromium', { skip }, () => {
  let server: PageServer;
  let browser: Browser;
  let card: CardPage;

  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await PageServer.start();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function show(text: string, file: string, theme = LIGHT): Promise<CardPage> {
    card = await openCardPage(browser, server, theme);
    await card.send(renderFor(text, file));
    await card.page.waitForSelector('tr.check');
    return card;
  }

  it('asks for its card when loaded, under the page CSP with a fresh nonce', async () => {
    const page = await openCardPage(browser, server, LIGHT);
    try {
      assert.deepEqual(await page.posted(), [{ type: 'ready' }]);
      const csp = await page.page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
      assert.equal(csp, contentSecurityPolicy(server.origin, server.nonce));
      assert.match(server.nonce, /^[A-Za-z0-9+/]{22}==$/, '128 random bits');
      assert.equal(await page.page.getAttribute('script', 'nonce'), server.nonce);
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close();
    }
  });

  it('renders seven labelled rows in a real table, with the verdict and the contract', async () => {
    const { page, errors } = await show(METRICS, METRICS_FILE);
    try {
      const table = await page.evaluate(() => {
        const t = document.querySelector('section.card table');
        return {
          caption: t.querySelector('caption').textContent,
          columns: [...t.querySelectorAll('thead th[scope="col"]')].map((th: any) => th.textContent),
          rows: [...t.querySelectorAll('tbody tr')].map((tr: any) => ({
            header: tr.querySelector('th[scope="row"] button').textContent,
            status: tr.querySelector('td.status').textContent,
            reason: tr.querySelector('td.reason .reason-text').textContent,
            describedBy: document.getElementById(tr.querySelector('button').getAttribute('aria-describedby'))?.textContent,
          })),
        };
      });
      assert.equal(table.caption, 'execute_metric_update: GO, all 7 checks pass');
      assert.deepEqual(table.columns, ['Check', 'Status', 'Reason']);
      assert.deepEqual(table.rows.map((r: any) => r.header), LABELS);
      assert.deepEqual(table.rows.map((r: any) => r.status), Array(7).fill('GO'));
      for (const row of table.rows) {
        assert.match(row.reason, /\.$/);
        assert.equal(row.describedBy, row.reason, 'each check button is described by its reason');
      }
      assert.equal(await page.textContent('#contract-title'), 'insight-metrics 2.1.0');
      assert.equal(await page.textContent('#contract-file'), METRICS_FILE);
      assert.equal(await page.textContent('.card .verdict'), 'GO');
      assert.equal(await page.textContent('#summary'), 'execute_metric_update: GO, all 7 checks pass.');
      assert.equal(await page.getAttribute('#summary', 'aria-live'), 'polite');
      assert.deepEqual(errors, []);
    } finally {
      await card.close();
    }
  });

  it('keeps the contract URI with setState on each render, for the panel to come back after a window reload', async () => {
    const page = await openCardPage(browser, server, LIGHT);
    try {
      assert.deepEqual(await page.states(), [], 'nothing kept before the first render');
      await page.send(renderFor(METRICS, METRICS_FILE));
      await page.page.waitForFunction(() => window.__states.length === 1);
      assert.deepEqual(await page.states(), [{ uri: 'file:///workspace/examples/metrics.contract.json' }]);

      // The card moves to another contract: the state follows it.
      await page.send(renderFor(FLAWED, FLAWED_FILE));
      await page.page.waitForFunction(() => window.__states.length === 2);
      assert.deepEqual((await page.states())[1], { uri: 'file:///workspace/examples/flawed.contract.jsonc' });

      // A malformed URI makes the whole message malformed: ignored, the state stays.
      await page.send({ ...renderFor(METRICS, METRICS_FILE), uri: 42 });
      await page.send({ type: 'notice', text: 'after the malformed one' });
      await page.page.waitForFunction(() => document.getElementById('summary').textContent === 'after the malformed one');
      assert.equal((await page.states()).length, 2);

      // No contract followed (the "open a contract" note): nothing to come back to.
      await page.send({ type: 'render', file: '', contract: {}, cards: [], note: 'Open a tool contract (*.contract.json) to see its review card.' });
      await page.page.waitForFunction(() => window.__states.length === 3);
      assert.deepEqual((await page.states())[2], {});
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close();
    }
  });

  it('posts a reveal message when a check is clicked, and when its button is pressed from the keyboard', async () => {
    const { page } = await show(METRICS, METRICS_FILE);
    try {
      await page.click('tr[data-check="recovery"] td.reason');
      await page.waitForFunction(() => window.__posted.length === 2);
      assert.deepEqual((await card.posted())[1], { type: 'reveal', tool: 'execute_metric_update', check: 'recovery', pointer: '/tools/1/rollback' });

      await page.focus('tr[data-check="target"] button');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.__posted.length === 3);
      assert.deepEqual((await card.posted())[2], { type: 'reveal', tool: 'execute_metric_update', check: 'target', pointer: '/tools/0/outputSchema/properties/target' });

      await page.click('#copy-markdown');
      await page.click('#export-markdown');
      await page.waitForFunction(() => window.__posted.length === 5);
      assert.deepEqual((await card.posted()).slice(3), [{ type: 'copyMarkdown' }, { type: 'exportMarkdown' }]);
    } finally {
      await card.close();
    }
  });

  it('updates in place after an edit: the same nodes, Recovery turns STOP, focus stays', async () => {
    const { page } = await show(METRICS, METRICS_FILE);
    try {
      // Mark the live nodes: a replaced node would lose its mark.
      await page.evaluate(() => {
        document.querySelector('section.card').__mark = 'card';
        for (const row of document.querySelectorAll('tr.check')) row.__mark = row.dataset.check;
        document.querySelector('tr[data-check="diff"] button').focus();
      });
      await card.send(renderFor(METRICS_WITHOUT_ROLLBACK, METRICS_FILE));
      await page.waitForFunction(() => document.querySelector('tr[data-check="recovery"] td.status').textContent === 'STOP');
      const after = await page.evaluate(() => ({
        cardKept: document.querySelector('section.card').__mark === 'card',
        rowsKept: [...document.querySelectorAll('tr.check')].every((row: any) => row.__mark === row.dataset.check),
        focused: document.activeElement?.textContent,
        verdict: document.querySelector('.card .verdict').textContent,
        pointer: document.querySelector('tr[data-check="recovery"]').dataset.pointer,
        summary: document.getElementById('summary').textContent,
        statuses: [...document.querySelectorAll('td.status')].map((td: any) => td.textContent),
      }));
      assert.deepEqual(after, {
        cardKept: true,
        rowsKept: true,
        focused: 'Diff',
        verdict: 'STOP · 1 open',
        pointer: '/tools/1/rollback',
        summary: 'execute_metric_update: STOP, 1 of 7 checks open.',
        statuses: ['GO', 'GO', 'GO', 'GO', 'GO', 'GO', 'STOP'],
      });
    } finally {
      await card.close();
    }
  });

  it('shows one card per mutating tool, flags irreversible changes, and adds or drops cards as tools come and go', async () => {
    const { page } = await show(FLAWED, FLAWED_FILE);
    try {
      const cards = () =>
        page.evaluate(() => [...document.querySelectorAll('section.card')].map((s: any) => [s.dataset.tool, s.querySelector('.verdict').textContent, !s.querySelector('.card-flag').hidden]));
      assert.deepEqual(await cards(), [
        ['delete_ticket', 'STOP · 7 open', false],
        ['execute_refund', 'STOP · 3 open', true],
      ]);
      assert.equal(await page.isVisible('section.card[data-tool="execute_refund"] tr[data-check="impact"] .flag'), true);
      assert.equal(await page.isVisible('section.card[data-tool="execute_refund"] tr[data-check="recovery"] .flag'), false);
      assert.equal(await page.textContent('#summary'), '2 mutating tools, all STOP.');

      await card.send(renderFor(METRICS, METRICS_FILE));
      await page.waitForFunction(() => document.querySelectorAll('section.card').length === 1);
      assert.deepEqual(await cards(), [['execute_metric_update', 'GO', false]]);

      await card.send({ type: 'render', file: 'x.contract.json', contract: {}, cards: [], note: 'No mutating tools: every tool here is read-only, so there is nothing to review.' });
      await page.waitForFunction(() => document.querySelectorAll('section.card').length === 0);
      assert.equal(await page.textContent('#note'), 'No mutating tools: every tool here is read-only, so there is nothing to review.');
      assert.equal(await page.isVisible('#note'), true);
    } finally {
      await card.close();
    }
  });

  it('shows markup and script from a contract as text, and runs none of it', async () => {
    const { page, errors } = await show(HOSTILE, 'hostile.contract.json');
    try {
      const shown = await page.evaluate(() => ({
        name: document.querySelector('.tool-name').textContent,
        title: document.querySelector('.tool-title').textContent,
        description: document.querySelector('.tool-description').textContent,
        elements: document.querySelectorAll('img, iframe, b, main svg[onload], main script').length,
        scripts: document.querySelectorAll('script').length,
        pwned: window.__pwned,
      }));
      assert.equal(shown.name, HOSTILE_NAME);
      assert.equal(shown.title, '<iframe src="javascript:window.__pwned=2"></iframe>');
      assert.ok(shown.description.startsWith(HOSTILE_DESCRIPTION), shown.description);
      assert.equal(shown.elements, 0, 'no element was made from contract text');
      assert.equal(shown.scripts, 1, 'only the page script');
      assert.equal(shown.pwned, undefined);
      const recovery = await page.textContent('tr[data-check="recovery"] .reason-text');
      assert.match(recovery ?? '', /<img src=y onerror="window\.__pwned=3">/);
      assert.deepEqual(errors, []);
    } finally {
      await card.close();
    }
  });

  it('ignores messages it does not know or that are malformed', async () => {
    const { page, errors } = await show(METRICS, METRICS_FILE);
    try {
      const before = await page.innerHTML('main');
      for (const message of [
        { type: 'eval', code: 'window.__pwned = 1' },
        { type: 'render', file: 'x', contract: {}, cards: 'not a list' },
        { type: 'render', file: 'x', contract: {}, cards: [{ tool: 'x', verdict: 'maybe', open: 0, irreversible: false, checks: [] }] },
        { type: 'render', file: 'x', contract: {}, cards: [{ tool: 'x', verdict: 'go', open: 0, irreversible: false, checks: [{ check: 'bogus' }] }] },
        { type: 'notice' },
        'render',
        null,
      ]) {
        await card.send(message);
      }
      // A known message sent after them is handled, so the ones before it were seen and dropped.
      await card.send({ type: 'notice', text: 'still here' });
      await page.waitForFunction(() => document.getElementById('summary').textContent === 'still here');
      assert.equal(await page.innerHTML('main'), before);
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      assert.deepEqual(errors, []);
    } finally {
      await card.close();
    }
  });

  it('enforces its CSP: an inline script without the nonce is refused and does not run', async () => {
    const { page } = await show(METRICS, METRICS_FILE);
    try {
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.body.appendChild(script);
        const wrongNonce = document.createElement('script');
        wrongNonce.setAttribute('nonce', 'not-the-nonce');
        wrongNonce.textContent = 'window.__inlineRan = true;';
        document.body.appendChild(wrongNonce);
        const handler = document.createElement('div');
        handler.setAttribute('onclick', 'window.__inlineRan = true;');
        document.body.appendChild(handler);
        handler.click();
      });
      await page.waitForFunction(() => window.__violations.filter((v: any) => v.directive === 'script-src-elem' || v.directive === 'script-src-attr').length >= 3);
      assert.equal(await page.evaluate(() => window.__inlineRan), undefined);
    } finally {
      await card.close();
    }
  });

  it('enforces base-uri none and form-action none: an injected <base> moves no URL, an injected form posts nothing', async () => {
    const { page } = await show(METRICS, METRICS_FILE);
    try {
      const baseBefore = await page.evaluate(() => document.baseURI);
      const url = page.url();
      await page.evaluate(() => {
        const base = document.createElement('base');
        base.setAttribute('href', 'https://evil.example/');
        document.head.appendChild(base);
        const form = document.createElement('form');
        form.setAttribute('method', 'post');
        form.setAttribute('action', `${location.origin}/exfiltrate`);
        const field = document.createElement('input');
        field.name = 'contract';
        field.value = 'secret';
        form.appendChild(field);
        document.body.appendChild(form);
        form.submit();
      });
      await page.waitForFunction(() => ['base-uri', 'form-action'].every((d) => window.__violations.some((v: any) => v.directive === d)));
      assert.equal(await page.evaluate(() => document.baseURI), baseBefore, 'relative URLs still resolve against the page');
      assert.equal(page.url(), url, 'no navigation');
    } finally {
      await card.close();
    }
  });

  for (const theme of [LIGHT, DARK, HIGH_CONTRAST]) {
    it(`is readable in the ${theme.name} theme (screenshots)`, async () => {
      for (const [name, text, file] of [
        ['go', METRICS, METRICS_FILE],
        ['stop', FLAWED, FLAWED_FILE],
      ]) {
        const { page } = await show(text, file, theme);
        try {
          const colours = await page.evaluate(() => {
            const style = (selector: string) => getComputedStyle(document.querySelector(selector));
            return { body: style('body').color, background: style('body').backgroundColor, badge: style('td.status .badge').color };
          });
          assert.notEqual(colours.body, colours.background, 'text and background differ');
          assert.notEqual(colours.badge, colours.body, 'GO/STOP has its own colour');
          await page.screenshot({ path: join(ARTIFACTS, `review-card-${name}-${theme.name}.png`), fullPage: true });
        } finally {
          await card.close();
        }
      }
    });
  }
});

// getComputedStyle is the page's; declared for the type checker like window and document.
declare function getComputedStyle(element: unknown): { color: string; backgroundColor: string };
