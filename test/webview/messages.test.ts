/**
 * The extension's side of the webview contract, without a browser: what the page may post is
 * checked before it is acted on, and the page shell carries the CSP and a fresh nonce.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentSecurityPolicy, createNonce, reviewCardHtml } from '../../client/src/reviewCard/html';
import { parseCardState, parseWebviewMessage, renderMessage } from '../../client/src/reviewCard/messages';
import { reviewCardsOf } from '../../server/src/lsp/reviewCards';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('parseWebviewMessage', () => {
  it('accepts the four messages the page sends', () => {
    for (const message of [
      { type: 'ready' },
      { type: 'copyMarkdown' },
      { type: 'exportMarkdown' },
      { type: 'reveal', tool: 'execute_x', check: 'replay_safety', pointer: '/tools/1/inputSchema/properties/idempotency_key' },
      { type: 'reveal', tool: 'x', check: 'target', pointer: '' },
    ]) {
      assert.deepEqual(parseWebviewMessage(message), message);
    }
  });

  it('keeps only the known fields', () => {
    assert.deepEqual(parseWebviewMessage({ type: 'ready', extra: 1 }), { type: 'ready' });
    assert.deepEqual(parseWebviewMessage({ type: 'reveal', tool: 't', check: 'diff', pointer: '/a', command: 'rm -rf' }), { type: 'reveal', tool: 't', check: 'diff', pointer: '/a' });
  });

  it('ignores anything else', () => {
    for (const message of [
      undefined,
      null,
      'ready',
      42,
      [],
      {},
      { type: 'runCommand', command: 'workbench.action.terminal.new' },
      { type: 'reveal', tool: 't', check: 'everything', pointer: '/a' },
      { type: 'reveal', tool: 't', check: 'diff' },
      { type: 'reveal', tool: 't', check: 'diff', pointer: 'tools/1' },
      { type: 'reveal', tool: 1, check: 'diff', pointer: '/a' },
      { type: 'reveal', tool: 'x'.repeat(20_000), check: 'diff', pointer: '/a' },
      { type: 'toString' },
      { type: '__proto__' },
    ]) {
      assert.equal(parseWebviewMessage(message), undefined, JSON.stringify(message)?.slice(0, 80));
    }
  });
});

describe('the page shell', () => {
  it('sets default-src none, our stylesheet origin, the nonce, base-uri none and form-action none, and loads only the nonce\'d script', () => {
    const nonce = createNonce();
    const html = reviewCardHtml({ cspSource: 'https://x.vscode-cdn.net', nonce, scriptUri: 'https://x.vscode-cdn.net/media/reviewCard.js', styleUri: 'https://x.vscode-cdn.net/media/reviewCard.css' });
    const csp = `default-src 'none'; style-src https://x.vscode-cdn.net; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`;
    assert.equal(contentSecurityPolicy('https://x.vscode-cdn.net', nonce), csp);
    assert.ok(html.includes(`<meta http-equiv="Content-Security-Policy" content="${csp.replace(/'/g, "'")}">`));
    assert.equal(html.match(/<script/g)?.length, 1);
    assert.ok(html.includes(`<script nonce="${nonce}" src="https://x.vscode-cdn.net/media/reviewCard.js"></script>`));
    assert.doesNotMatch(html, /style="/, 'no inline style (the CSP would refuse it)');
  });

  it('makes a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    assert.equal(nonces.size, 100);
    for (const nonce of nonces) assert.equal(Buffer.from(nonce, 'base64').length, 16);
  });

  it('escapes what goes into attributes', () => {
    const html = reviewCardHtml({ cspSource: 'a" onload="x', nonce: 'n"', scriptUri: 's"><script>', styleUri: 'c' });
    assert.doesNotMatch(html, /onload="x/);
    assert.equal(html.match(/<script/g)?.length, 1);
  });
});

describe('renderMessage', () => {
  it('sends the webview the cards without their ranges', () => {
    const text = readFileSync(join(__dirname, '../../examples/metrics.contract.json'), 'utf8');
    const message = renderMessage(reviewCardsOf('file:///w/metrics.contract.json', 3, text), 'metrics.contract.json', 'execute_metric_update');
    assert.equal(message.type, 'render');
    if (message.type !== 'render') return;
    assert.equal(message.uri, 'file:///w/metrics.contract.json');
    assert.equal(message.focusTool, 'execute_metric_update');
    assert.deepEqual(message.contract, { name: 'insight-metrics', version: '2.1.0' });
    assert.equal(message.cards.length, 1);
    assert.ok(!JSON.stringify(message).includes('"range"'));
    assert.deepEqual(Object.keys(message.cards[0].checks[0]).sort(), ['check', 'irreversible', 'label', 'pointer', 'question', 'reason', 'status']);
  });
});

describe('parseCardState (a revived panel\'s saved state)', () => {
  it('gives back the URI the page kept', () => {
    assert.equal(parseCardState({ uri: 'file:///w/examples/metrics.contract.json' }), 'file:///w/examples/metrics.contract.json');
    assert.equal(parseCardState({ uri: 'vscode-remote://ssh-remote%2Bbox/home/a%20b/x.contract.jsonc', other: 1 }), 'vscode-remote://ssh-remote%2Bbox/home/a%20b/x.contract.jsonc');
  });

  it('gives nothing for anything else', () => {
    for (const state of [
      undefined,
      null,
      'file:///w/x.contract.json',
      [],
      {},
      { uri: 42 },
      { uri: ['file:///w/x.contract.json'] },
      { uri: '' },
      { uri: 'metrics.contract.json' },
      { uri: '/w/metrics.contract.json' },
      { uri: 'file:///w/a b.contract.json' },
      { uri: 'file:///w/x.contract.json\n' },
      { uri: '1file:///w/x.contract.json' },
      { uri: `file:///${'x'.repeat(20_000)}` },
    ]) {
      assert.equal(parseCardState(state), undefined, JSON.stringify(state)?.slice(0, 80));
    }
  });
});

describe('the manifest', () => {
  it('activates the extension when VS Code restores a review card panel', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { activationEvents: string[] };
    assert.ok(manifest.activationEvents.includes('onWebviewPanel:toolContracts.reviewCard'), manifest.activationEvents.join(', '));
  });
});
