/**
 * The review card webview's page: a static shell (no contract text: the script fills it in
 * with textContent), its stylesheet and script from client/media, and a strict
 * Content-Security-Policy: nothing is allowed but our stylesheet and the one script that
 * carries this page's nonce. No vscode import, so the browser tests render the same page.
 */
import { randomBytes } from 'node:crypto';

export interface ReviewCardPage {
  /** `webview.cspSource`: the origin of the extension's own resources. */
  readonly cspSource: string;
  readonly nonce: string;
  /** `webview.asWebviewUri(...)` of client/media/reviewCard.js and .css. */
  readonly scriptUri: string;
  readonly styleUri: string;
}

/** 128 random bits, base64: a new one for every page. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * `default-src` does not cover `base-uri` or `form-action`: without them an injected `<base>`
 * could repoint the page's relative URLs and an injected form could post contract text away.
 */
export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return `default-src 'none'; style-src ${cspSource}; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`;
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function reviewCardHtml({ cspSource, nonce, scriptUri, styleUri }: ReviewCardPage): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${attribute(contentSecurityPolicy(cspSource, nonce))}">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <link rel="stylesheet" href="${attribute(styleUri)}">
  <title>Review card</title>
</head>
<body>
  <header class="page-header">
    <div class="heading">
      <p class="eyebrow" aria-hidden="true">Stop/go review card</p>
      <h1 id="contract-title">Review card</h1>
      <p id="contract-file" class="muted"></p>
    </div>
    <div class="actions">
      <button id="copy-markdown" type="button" class="secondary" disabled>Copy as Markdown</button>
      <button id="export-markdown" type="button" class="secondary" disabled>Export…</button>
    </div>
  </header>
  <p id="summary" class="summary" role="status" aria-live="polite"></p>
  <p id="note" class="note" hidden></p>
  <main id="cards" aria-label="Review cards"></main>
  <script nonce="${attribute(nonce)}" src="${attribute(scriptUri)}"></script>
</body>
</html>
`;
}
