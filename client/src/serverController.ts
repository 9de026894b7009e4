/**
 * Owns the running language client: starts it, restarts it (on command, or with a new
 * document selector when `toolContracts.files` changes), and routes its status
 * notifications to the language status item.
 */
import { window, workspace, type Disposable, type ExtensionContext, type OutputChannel } from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { ContextCostRequest, LintStatusNotification, WorkspaceTrustNotification } from '../../server/src/protocol';
import { CrashHandler } from './crashHandler';
import { registerMcpInputPrompt } from './commands/snapshotMcpServer';
import { documentSelector, languageClientSelector } from './documentSelector';
import { createLanguageClient } from './languageClient';
import { LintStatusItem } from './statusItem';

export const SHOW_OUTPUT_COMMAND = 'toolContracts.showOutputChannel';

export class ServerController implements Disposable {
  private client: LanguageClient | undefined;
  private statusItem: LintStatusItem | undefined;
  private readonly crashHandler: CrashHandler;
  private readonly closeListener: Disposable;
  private readonly trustListener: Disposable;
  /** Serialises start/stop so two quick restarts cannot overlap. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly context: ExtensionContext,
    private readonly outputChannel: OutputChannel,
  ) {
    this.crashHandler = new CrashHandler({ showOutput: () => outputChannel.show(true), restart: () => void this.restart() });
    this.closeListener = workspace.onDidCloseTextDocument((document) => this.statusItem?.forget(document.uri.toString()));
    // A client started later reads the trust from its initialization options.
    this.trustListener = workspace.onDidGrantWorkspaceTrust(() => {
      this.client?.sendNotification(WorkspaceTrustNotification.type, { trusted: true }).catch((error: unknown) => {
        this.outputChannel.appendLine(`Tool Contracts: could not tell the server the workspace is trusted: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  }

  /** The running client, for requests (undefined between a stop and a start). */
  get languageClient(): LanguageClient | undefined {
    return this.client;
  }

  start(): Promise<void> {
    return this.enqueue(() => this.startNow());
  }

  restart(): Promise<void> {
    this.crashHandler.reset();
    return this.enqueue(async () => {
      await this.stopNow();
      await this.startNow();
    });
  }

  stop(): Promise<void> {
    return this.enqueue(() => this.stopNow());
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      this.outputChannel.appendLine(`Tool Contracts: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      void window.showErrorMessage('Tool Contracts server could not be started.', 'Show Output').then((choice) => choice && this.outputChannel.show(true));
    });
    return this.queue;
  }

  private async startNow(): Promise<void> {
    // The status item is for linted documents; the client also syncs MCP configurations (their lenses).
    this.statusItem = new LintStatusItem(documentSelector(), SHOW_OUTPUT_COMMAND);
    const client = createLanguageClient(this.context, languageClientSelector(), this.outputChannel, this.crashHandler);
    const statusItem = this.statusItem;
    client.onNotification(LintStatusNotification.type, (status) => {
      statusItem.update(status);
      // The file's tokens, counted by the server after the lint (it loads the tokenizer on the first ask).
      if (status.enabled && status.format !== 'config') {
        client.sendRequest(ContextCostRequest.type, { textDocument: { uri: status.uri } }).then(
          (cost) => cost && statusItem.setTokens(cost.uri, cost.version, cost.total),
          () => undefined,
        );
      }
    });
    registerMcpInputPrompt(client);
    this.client = client;
    await client.start();
  }

  private async stopNow(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.statusItem?.dispose();
    this.statusItem = undefined;
    if (client) await client.dispose();
  }

  dispose(): void {
    this.closeListener.dispose();
    this.trustListener.dispose();
    void this.stop();
  }
}
