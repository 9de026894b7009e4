/**
 * The one review card panel: beside the editor, reused, following the active contract
 * editor and re-rendering shortly after each edit (the page updates in place). Clicking a
 * check selects its deciding node in the editor; *Copy as Markdown* and *Export…* write
 * the checklist. The page is locked down: a nonce'd script, a `default-src 'none'` CSP and
 * resources from client/media only; what it posts is checked before it is acted on.
 *
 * After a window reload VS Code hands the panel back (the serializer in index.ts calls
 * `revive`) with the state the page saved: the same page is set up again, and it follows the
 * same contract once the language server, which may still be starting, answers for it.
 */
import {
  env,
  languages,
  Range,
  Selection,
  TextEditorRevealType,
  Uri,
  ViewColumn,
  window,
  workspace,
  type Disposable,
  type DocumentSelector,
  type TextDocument,
  type WebviewOptions,
  type WebviewPanel,
} from 'vscode';
import type { ReviewCardsResult } from '../../../server/src/protocol';
import { reviewMarkdown } from '../../../server/src/review/markdown';
import { createNonce, reviewCardHtml } from './html';
import { parseCardState, parseWebviewMessage, renderMessage, type HostMessage, type WebviewMessage } from './messages';

export const REVIEW_CARD_VIEW_TYPE = 'toolContracts.reviewCard';

/** When the server has not seen the latest edit yet, ask again this often, this many times. */
const STALE_RETRY_MS = 20;
const STALE_RETRIES = 25;

/** After a window reload, ask for the cards this often until the server answers for the contract, for at most this long. */
const REVIVE_POLL_MS = 100;
const REVIVE_DEADLINE_MS = 30_000;

export const OPEN_A_CONTRACT = 'Open a tool contract (*.contract.json) to see its review card.';

function mediaOf(extensionUri: Uri): Uri {
  return Uri.joinPath(extensionUri, 'client', 'media');
}

/** Scripts on, and nothing loaded from outside client/media: for a new panel and a revived one alike. */
function webviewOptions(media: Uri): WebviewOptions {
  return { enableScripts: true, localResourceRoots: [media] };
}

/** The contract URI a revived panel's saved state names, when it is a well-formed one. */
function savedUri(state: unknown): Uri | undefined {
  const uri = parseCardState(state);
  if (uri === undefined) return undefined;
  try {
    return Uri.parse(uri, true);
  } catch {
    return undefined;
  }
}

/** Where the cards come from: the language server, while it runs. */
export interface CardSource {
  fetch(uri: string): Promise<ReviewCardsResult | undefined>;
}

export class ReviewCardPanel implements Disposable {
  private static current: ReviewCardPanel | undefined;

  private readonly disposables: Disposable[] = [];
  private disposed = false;
  private followed: Uri | undefined;
  private latest: ReviewCardsResult | undefined;
  private lastMessage: HostMessage | undefined;
  private focusTool: string | undefined;
  /**
   * One request at a time: an edit while one is out marks the card stale, and one more request
   * follows when it returns. The first edit after a quiet spell is asked for at once (the card
   * must follow an edit within 300 ms); a burst of typing costs at most one request in flight.
   */
  private refreshing = false;
  private stale = false;

  /** Shows the panel (creating it once) on the cards of `uri`, scrolled to `tool`'s card. */
  static show(extensionUri: Uri, source: CardSource, selector: () => DocumentSelector, uri: Uri, tool?: string): ReviewCardPanel {
    let panel = ReviewCardPanel.current;
    if (panel) {
      panel.panel.reveal(undefined, true); // where it already is
    } else {
      const media = mediaOf(extensionUri);
      const webviewPanel = window.createWebviewPanel(
        REVIEW_CARD_VIEW_TYPE,
        'Review card',
        { viewColumn: ViewColumn.Beside, preserveFocus: true },
        { ...webviewOptions(media), enableFindWidget: true },
      );
      panel = new ReviewCardPanel(webviewPanel, media, source, selector);
      ReviewCardPanel.current = panel;
    }
    panel.follow(uri, tool);
    return panel;
  }

  /**
   * Takes back the panel VS Code restored after a window reload: the same page and handlers as
   * a new panel, following the contract the page saved in its state (`{ uri }`) or else the
   * active contract editor, or saying to open one.
   */
  static revive(extensionUri: Uri, source: CardSource, selector: () => DocumentSelector, webviewPanel: WebviewPanel, state: unknown): void {
    if (ReviewCardPanel.current) {
      // There is one card panel; one was opened before this one came back.
      webviewPanel.dispose();
      return;
    }
    const panel = new ReviewCardPanel(webviewPanel, mediaOf(extensionUri), source, selector);
    ReviewCardPanel.current = panel;
    const uri = savedUri(state) ?? panel.activeContract();
    if (uri) void panel.followOnceServed(uri);
    else panel.askForAContract();
  }

  /** Closes the panel (on deactivation). */
  static disposeCurrent(): void {
    ReviewCardPanel.current?.dispose();
  }

  private constructor(
    private readonly panel: WebviewPanel,
    media: Uri,
    private readonly source: CardSource,
    private readonly selector: () => DocumentSelector,
  ) {
    const webview = panel.webview;
    webview.options = webviewOptions(media);
    webview.html = reviewCardHtml({
      cspSource: webview.cspSource,
      nonce: createNonce(),
      scriptUri: webview.asWebviewUri(Uri.joinPath(media, 'reviewCard.js')).toString(),
      styleUri: webview.asWebviewUri(Uri.joinPath(media, 'reviewCard.css')).toString(),
    });
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      webview.onDidReceiveMessage((raw: unknown) => {
        const message = parseWebviewMessage(raw);
        if (message) this.handle(message).catch((error: unknown) => void window.showErrorMessage(`Tool Contracts review card: ${error instanceof Error ? error.message : String(error)}`));
      }),
      window.onDidChangeActiveTextEditor((editor) => {
        if (!editor || !this.isContract(editor.document)) return;
        // Another contract: follow it. The same one (perhaps reopened after a close): bring the card up to date.
        if (this.isFollowed(editor.document)) this.refresh();
        else this.follow(editor.document.uri);
      }),
      workspace.onDidChangeTextDocument((event) => {
        if (event.contentChanges.length > 0 && this.isFollowed(event.document)) this.refresh();
      }),
      workspace.onDidCloseTextDocument((document) => {
        if (this.isFollowed(document)) this.refresh();
      }),
    );
  }

  private isContract(document: TextDocument): boolean {
    return languages.match(this.selector(), document) > 0;
  }

  private activeContract(): Uri | undefined {
    const editor = window.activeTextEditor;
    return editor && this.isContract(editor.document) ? editor.document.uri : undefined;
  }

  private isFollowed(document: TextDocument): boolean {
    return this.followed !== undefined && document.uri.toString() === this.followed.toString();
  }

  private follow(uri: Uri, tool?: string): void {
    this.setFollowed(uri, tool);
    this.refresh();
  }

  private setFollowed(uri: Uri | undefined, tool?: string): void {
    this.followed = uri;
    this.focusTool = tool;
    this.latest = undefined;
    this.panel.title = uri ? `Review card: ${uri.path.slice(uri.path.lastIndexOf('/') + 1)}` : 'Review card';
  }

  private askForAContract(): void {
    this.setFollowed(undefined);
    this.post({ type: 'render', file: '', contract: {}, cards: [], note: OPEN_A_CONTRACT });
  }

  /**
   * Follows `uri` after a window reload, when the language server may still be starting or may
   * not have the document yet: opens the document if no editor has, asks for its cards until
   * the server answers for it (or the deadline passes), then renders as usual. Stops waiting
   * when the panel is closed or follows another contract meanwhile.
   */
  private async followOnceServed(uri: Uri): Promise<void> {
    this.setFollowed(uri);
    const file = workspace.asRelativePath(uri, false);
    this.post({ type: 'render', uri: uri.toString(), file, contract: {}, cards: [], note: 'Waiting for the Tool Contracts server…' });
    let document = workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (!document) {
      try {
        document = await workspace.openTextDocument(uri);
      } catch (error) {
        if (this.disposed || this.followed !== uri) return;
        this.post({ type: 'render', uri: uri.toString(), file, contract: {}, cards: [], note: `The contract could not be opened: ${error instanceof Error ? error.message : String(error)}` });
        return;
      }
    }
    if (this.disposed || this.followed !== uri) return;
    if (!this.isContract(document)) {
      // Not a contract (any more: toolContracts.files changed?): as if the state named none.
      const active = this.activeContract();
      if (active && active.toString() !== uri.toString()) void this.followOnceServed(active);
      else this.askForAContract();
      return;
    }
    const deadline = Date.now() + REVIVE_DEADLINE_MS;
    for (;;) {
      const result = await this.source.fetch(uri.toString()).catch(() => undefined);
      if (this.disposed || this.followed !== uri) return;
      if ((result && result.version !== null) || Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, REVIVE_POLL_MS));
    }
    this.refresh();
  }

  private refresh(): void {
    if (this.refreshing) {
      this.stale = true;
      return;
    }
    this.refreshing = true;
    void (async () => {
      try {
        do {
          this.stale = false;
          await this.refreshOnce();
        } while (this.stale && !this.disposed);
      } finally {
        this.refreshing = false;
      }
    })();
  }

  private async refreshOnce(): Promise<void> {
    const uri = this.followed;
    if (!uri) return;
    const file = workspace.asRelativePath(uri, false);
    for (let attempt = 0; ; attempt++) {
      const document = workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
      if (!document) {
        this.post({ type: 'render', uri: uri.toString(), file, contract: this.latest?.contract ?? {}, cards: [], note: 'The contract was closed: open it again to see its card.' });
        return;
      }
      let result: ReviewCardsResult | undefined;
      try {
        result = await this.source.fetch(uri.toString());
      } catch (error) {
        result = { uri: uri.toString(), version: null, contract: {}, cards: [], note: `The Tool Contracts server could not build the card: ${error instanceof Error ? error.message : String(error)}` };
      }
      if (this.disposed || this.followed !== uri) return; // another contract is followed now: its own refresh follows
      if (!result) {
        this.post({ type: 'render', uri: uri.toString(), file, contract: {}, cards: [], note: 'The Tool Contracts server is not running.' });
        return;
      }
      // The server answers for the text it has; when the last edit has not reached it yet, ask again.
      if (result.version !== null && result.version < document.version && attempt < STALE_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, STALE_RETRY_MS));
        continue;
      }
      this.latest = result;
      this.post({ ...renderMessage(result, file, this.focusTool), uri: uri.toString() });
      this.focusTool = undefined;
      return;
    }
  }

  private post(message: HostMessage): void {
    if (message.type === 'render') this.lastMessage = message;
    void this.panel.webview.postMessage(message);
  }

  private async handle(message: WebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        // A new page (first load, or shown again after being hidden): give it the latest card.
        if (this.lastMessage) void this.panel.webview.postMessage(this.lastMessage);
        return;
      case 'reveal':
        return this.reveal(message.tool, message.check);
      case 'copyMarkdown': {
        const markdown = await this.markdown();
        if (markdown === undefined) return;
        await env.clipboard.writeText(markdown);
        void this.panel.webview.postMessage({ type: 'notice', text: 'Review card copied as Markdown.' } satisfies HostMessage);
        return;
      }
      case 'exportMarkdown':
        return this.exportMarkdown();
    }
  }

  /** The current cards of the followed document (asked again when the text moved on since). */
  private async currentResult(): Promise<{ document: TextDocument; result: ReviewCardsResult } | undefined> {
    const uri = this.followed;
    if (!uri) return undefined;
    const document = workspace.textDocuments.find((d) => d.uri.toString() === uri.toString()) ?? (await workspace.openTextDocument(uri));
    let result = this.latest;
    if (!result || result.version !== document.version) result = await this.source.fetch(uri.toString());
    return result ? { document, result } : undefined;
  }

  private async reveal(tool: string, check: string): Promise<void> {
    const current = await this.currentResult();
    const found = current?.result.cards.find((c) => c.tool === tool)?.checks.find((c) => c.check === check);
    if (!current || !found) return;
    const { start, end } = found.range;
    const range = new Range(start.line, start.character, end.line, end.character);
    const shown = window.visibleTextEditors.find((e) => e.document.uri.toString() === current.document.uri.toString());
    const editor = await window.showTextDocument(current.document, { viewColumn: shown?.viewColumn ?? ViewColumn.One, preserveFocus: false });
    editor.selection = new Selection(range.start, range.end);
    editor.revealRange(range, TextEditorRevealType.InCenterIfOutsideViewport);
  }

  private async markdown(): Promise<string | undefined> {
    const current = await this.currentResult();
    if (!current) return undefined;
    const { result, document } = current;
    return reviewMarkdown({ ...result.contract, cards: result.cards, note: result.note }, { file: workspace.asRelativePath(document.uri, false) });
  }

  private async exportMarkdown(): Promise<void> {
    const markdown = await this.markdown();
    const uri = this.followed;
    if (markdown === undefined || !uri) return;
    const base = uri.path.slice(uri.path.lastIndexOf('/') + 1).replace(/\.(contract\.)?jsonc?$/i, '');
    const folder = uri.scheme === 'file' ? Uri.joinPath(uri, '..') : workspace.workspaceFolders?.[0]?.uri;
    const target = await window.showSaveDialog({
      title: 'Export the review card as Markdown',
      saveLabel: 'Export',
      defaultUri: folder ? Uri.joinPath(folder, `${base}.review.md`) : undefined,
      filters: { Markdown: ['md'] },
    });
    if (!target) return;
    await workspace.fs.writeFile(target, new TextEncoder().encode(markdown));
    void this.panel.webview.postMessage({ type: 'notice', text: `Review card exported to ${workspace.asRelativePath(target, false)}.` } satisfies HostMessage);
    const choice = await window.showInformationMessage(`Review card exported to ${workspace.asRelativePath(target, false)}.`, 'Open');
    if (choice === 'Open') await window.showTextDocument(target, { viewColumn: ViewColumn.Active });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (ReviewCardPanel.current === this) ReviewCardPanel.current = undefined;
    this.panel.dispose();
    while (this.disposables.length) this.disposables.pop()?.dispose();
  }
}
