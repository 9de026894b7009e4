/**
 * The review card in the extension: the command **Tool Contracts: Show Review Card** (run by
 * the CodeLens with a document and a tool, by the editor title button with the file, or
 * from the palette for the active editor), the panel it opens, and the serializer that brings
 * that panel back after a window reload.
 */
import { commands, Uri, window, type Disposable, type ExtensionContext } from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { ReviewCardsRequest, SHOW_REVIEW_CARD_COMMAND, type ReviewCardsResult } from '../../../server/src/protocol';
import { documentSelector } from '../documentSelector';
import { OPEN_A_CONTRACT, REVIEW_CARD_VIEW_TYPE, ReviewCardPanel, type CardSource } from './panel';

/** Cards from the running language server; undefined while it is not running. */
function serverCards(client: () => LanguageClient | undefined): CardSource {
  return {
    async fetch(uri: string): Promise<ReviewCardsResult | undefined> {
      const running = client();
      if (!running || !running.isRunning()) return undefined;
      return running.sendRequest(ReviewCardsRequest.type, { textDocument: { uri } });
    },
  };
}

/** The document a command invocation means: a Uri (editor title), a URI string (CodeLens), or the active editor. */
function targetOf(argument: unknown): Uri | undefined {
  if (argument instanceof Uri) return argument;
  if (typeof argument === 'string' && argument !== '') {
    try {
      return Uri.parse(argument, true);
    } catch {
      return undefined;
    }
  }
  return window.activeTextEditor?.document.uri;
}

export function registerReviewCard(context: ExtensionContext, client: () => LanguageClient | undefined): Disposable[] {
  const source = serverCards(client);
  return [
    commands.registerCommand(SHOW_REVIEW_CARD_COMMAND, (target?: unknown, tool?: unknown) => {
      const uri = targetOf(target);
      if (!uri) {
        void window.showInformationMessage(OPEN_A_CONTRACT);
        return;
      }
      ReviewCardPanel.show(context.extensionUri, source, documentSelector, uri, typeof tool === 'string' ? tool : undefined);
    }),
    // After a window reload VS Code restores the panel (activating us with onWebviewPanel:toolContracts.reviewCard) and hands it back here.
    window.registerWebviewPanelSerializer(REVIEW_CARD_VIEW_TYPE, {
      deserializeWebviewPanel: async (webviewPanel, state: unknown) => ReviewCardPanel.revive(context.extensionUri, source, documentSelector, webviewPanel, state),
    }),
    { dispose: () => ReviewCardPanel.disposeCurrent() },
  ];
}
