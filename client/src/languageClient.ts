/** The language client: the server bundle over IPC, the documents it lints, the settings and files it follows. */
import { workspace, type ExtensionContext, type OutputChannel } from 'vscode';
import { LanguageClient, TransportKind, type ErrorHandler, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { SETTINGS_SECTION } from '../../server/src/protocol';
import type { PatternFilter } from './documentSelector';

export const CLIENT_ID = 'toolContracts'; // also makes `toolContracts.trace.server` work
export const CLIENT_NAME = 'Tool Contracts';
const DEBUG_PORT = 6019;

export function createLanguageClient(context: ExtensionContext, selector: PatternFilter[], outputChannel: OutputChannel, errorHandler: ErrorHandler): LanguageClient {
  const module = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', `--inspect=${DEBUG_PORT}`] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: selector,
    synchronize: {
      // Sends workspace/didChangeConfiguration on changes; the server then pulls per document.
      configurationSection: SETTINGS_SECTION,
      // The project config, and changelogs (any Markdown file, as `changelog` can name one).
      fileEvents: [workspace.createFileSystemWatcher('**/.toolcontracts.json'), workspace.createFileSystemWatcher('**/*.md')],
    },
    outputChannel,
    errorHandler,
    diagnosticCollectionName: 'tool-contracts',
  };
  return new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
}
