/** The language client: the server bundle over IPC, the documents it lints, the settings and files it follows. */
import { workspace, type ExtensionContext, type OutputChannel } from 'vscode';
import { LanguageClient, TransportKind, type ErrorHandler, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { HEAP_POLICY_EXEC_ARGV } from '../../server/src/lsp/heapPolicy';
import { SETTINGS_SECTION, type ClientInitializationOptions } from '../../server/src/protocol';
import type { PatternFilter } from './documentSelector';

export const CLIENT_ID = 'toolContracts'; // also makes `toolContracts.trace.server` work
export const CLIENT_NAME = 'Tool Contracts';
const DEBUG_PORT = 6019;

export function createLanguageClient(context: ExtensionContext, selector: PatternFilter[], outputChannel: OutputChannel, errorHandler: ErrorHandler): LanguageClient {
  const module = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    // The heap policy on the command line, where any runtime takes it (server/src/lsp/heapPolicy.ts).
    run: { module, transport: TransportKind.ipc, options: { execArgv: [...HEAP_POLICY_EXEC_ARGV] } },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: [...HEAP_POLICY_EXEC_ARGV, '--nolazy', `--inspect=${DEBUG_PORT}`] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: selector,
    synchronize: {
      // Sends workspace/didChangeConfiguration on changes; the server then pulls per document.
      configurationSection: SETTINGS_SECTION,
      // The project config, changelogs (any Markdown file, as `changelog` can name one), and
      // git's HEAD and its log, which change on a commit or a checkout (the versioning base moves).
      fileEvents: [
        workspace.createFileSystemWatcher('**/.toolcontracts.json'),
        workspace.createFileSystemWatcher('**/*.md'),
        workspace.createFileSystemWatcher('**/.git/HEAD'),
        workspace.createFileSystemWatcher('**/.git/logs/HEAD'),
      ],
    },
    // Read at each start: an untrusted workspace runs no git (ServerController sends the grant).
    // Docs links are command URIs: a rule link in a hover or in Problems runs Show Rule
    // Documentation, which opens the page rendered, as the quick fix does.
    initializationOptions: (): ClientInitializationOptions => ({ workspaceTrusted: workspace.isTrusted, docsLinks: 'command' }),
    outputChannel,
    errorHandler,
    diagnosticCollectionName: 'tool-contracts',
  };
  return new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
}
