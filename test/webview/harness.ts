/**
 * The review card page in headless Chromium, as VS Code would show it: the real page
 * (client/src/reviewCard/html.ts) with the real script and stylesheet (client/media), the
 * same Content-Security-Policy, served from a loopback HTTP server whose origin stands for
 * `webview.cspSource`; a stub `acquireVsCodeApi` that records what the page posts and the
 * state it keeps (setState, as VS Code would persist it across a window reload); and the
 * theme's --vscode-* variables on <html> and its class on <body>, as VS Code sets them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createNonce, reviewCardHtml } from '../../client/src/reviewCard/html';
import { renderMessage, type HostMessage } from '../../client/src/reviewCard/messages';
import { reviewCardsOf } from '../../server/src/lsp/reviewCards';
import type { WebviewTheme } from './themes';

// The functions passed to page.evaluate run in the browser; the project's lib has no DOM types.
declare const window: any;
declare const document: any;

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const MEDIA = resolve(__dirname, '../../client/media');
export const ARTIFACTS = resolve(__dirname, '../../test-artifacts/webview');
export const DEADLINE_MS = 10_000;

/** Why the browser tests cannot run here, or undefined. In CI a missing browser is a failure, not a skip. */
export function browserUnavailable(): string | undefined {
  if (existsSync(CHROMIUM) || process.env.CI) return undefined;
  return `${CHROMIUM} is not installed (.ci/run installs it)`;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Serves the page at `/` (a new nonce each time) and the files of client/media under `/media/`, nothing else. */
export class PageServer {
  nonce = '';
  private constructor(private readonly server: Server) {}

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  static async start(): Promise<PageServer> {
    let page: PageServer | undefined;
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/') {
        page!.nonce = createNonce();
        const html = reviewCardHtml({ cspSource: page!.origin, nonce: page!.nonce, scriptUri: `${page!.origin}/media/reviewCard.js`, styleUri: `${page!.origin}/media/reviewCard.css` });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        return;
      }
      const match = /^\/media\/(reviewCard\.(?:js|css))$/.exec(url.pathname);
      if (!match) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': TYPES[match[1].slice(match[1].lastIndexOf('.'))] }).end(readFileSync(join(MEDIA, match[1])));
    });
    page = new PageServer(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return page;
  }

  stop(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
}

/** The stub and the theme, installed before the page's own script runs. */
function initScript(theme: { bodyClass: string; variables: Record<string, string> }): void {
  const w = window as unknown as Record<string, unknown>;
  w.__posted = [];
  w.__violations = [];
  w.__states = [];
  let acquired = false;
  w.acquireVsCodeApi = () => {
    if (acquired) throw new Error('acquireVsCodeApi can only be invoked once');
    acquired = true;
    return {
      postMessage: (message: unknown) => (w.__posted as unknown[]).push(JSON.parse(JSON.stringify(message))),
      getState: () => {
        const states = w.__states as unknown[];
        return states.length ? JSON.parse(JSON.stringify(states[states.length - 1])) : undefined;
      },
      setState: (state: unknown) => void (w.__states as unknown[]).push(JSON.parse(JSON.stringify(state))),
    };
  };
  document.addEventListener('securitypolicyviolation', (event: { effectiveDirective: string; blockedURI: string; sample: string }) => {
    (w.__violations as unknown[]).push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
  });
  // <html> does not exist yet when init scripts run; the page's own script runs before DOMContentLoaded, but renders nothing until a message comes.
  document.addEventListener('DOMContentLoaded', () => {
    for (const [name, value] of Object.entries(theme.variables)) document.documentElement.style.setProperty(name, value);
    document.body.classList.add(theme.bodyClass);
  });
}

export interface CardPage {
  readonly page: Page;
  readonly errors: string[];
  posted(): Promise<unknown[]>;
  /** Every state the page passed to setState, oldest first. */
  states(): Promise<unknown[]>;
  /** Posts a message to the page as the extension host would. */
  send(message: unknown): Promise<void>;
  close(): Promise<void>;
}

export async function openCardPage(browser: Browser, server: PageServer, theme: WebviewTheme, viewport = { width: 760, height: 900 }): Promise<CardPage> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: theme.name === 'light' ? 'light' : 'dark' });
  const page = await context.newPage();
  page.setDefaultTimeout(DEADLINE_MS);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // tsx compiles these test files with esbuild's keepNames, which wraps functions in __name(…) calls;
  // functions serialised into the page need that helper there too.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await page.addInitScript(initScript, { bodyClass: theme.bodyClass, variables: { ...theme.variables } });
  await page.goto(`${server.origin}/`);
  await page.waitForFunction(() => ((window as unknown as { __posted: Array<{ type: string }> }).__posted ?? []).some((m) => m.type === 'ready'));
  return {
    page,
    errors,
    posted: () => page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted),
    states: () => page.evaluate(() => (window as unknown as { __states: unknown[] }).__states),
    send: (message) => page.evaluate((m) => window.postMessage(m, '*'), message),
    close: () => context.close(),
  };
}

/** The render message the extension would send for `text` (through the same functions). */
export function renderFor(text: string, file: string, focusTool?: string): HostMessage {
  return renderMessage(reviewCardsOf(`file:///workspace/${file}`, 1, text), file, focusTool);
}
