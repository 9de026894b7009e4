/**
 * Entry point of the extension (dist/client.js): the output channel, the commands, and
 * the language server, restarted when the set of linted files changes.
 */
import { commands, window, workspace, type ExtensionContext } from 'vscode';
import { SETTINGS_SECTION } from '../../server/src/protocol';
import { registerCopyToolsAs } from './commands/copyToolsAs';
import { registerFixAll } from './commands/fixAll';
import { registerNewContract } from './commands/newContract';
import { registerShowDocumentation } from './commands/showDocumentation';
import { registerSnapshotMcpServer } from './commands/snapshotMcpServer';
import { CLIENT_NAME } from './languageClient';
import { registerReviewCard } from './reviewCard';
import { ServerController, SHOW_OUTPUT_COMMAND } from './serverController';

let controller: ServerController | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const outputChannel = window.createOutputChannel(CLIENT_NAME);
  controller = new ServerController(context, outputChannel);
  const running = controller;
  context.subscriptions.push(
    outputChannel,
    running,
    commands.registerCommand('toolContracts.restartServer', () => running.restart()),
    commands.registerCommand(SHOW_OUTPUT_COMMAND, () => outputChannel.show(true)),
    ...registerReviewCard(context, () => running.languageClient),
    registerShowDocumentation(context),
    registerFixAll(),
    registerSnapshotMcpServer(() => running.languageClient, outputChannel),
    registerCopyToolsAs(() => running.languageClient),
    ...registerNewContract(),
    workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration(`${SETTINGS_SECTION}.files`)) void running.restart();
    }),
  );
  await running.start();
}

export async function deactivate(): Promise<void> {
  await controller?.stop();
  controller = undefined;
}
