/**
 * The language server's wiring: which events lint which documents, and where the
 * results go. No rule logic here: the engine decides, this file only routes.
 */
import { TextDocumentSyncKind, TextDocuments, type Connection, type InitializeParams, type InitializeResult } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { lint, type LintResult } from '../engine';
import { FixSession } from '../engine/fixes';
import { LintStatusNotification } from '../protocol';
import { CODE_ACTION_CAPABILITIES, registerCodeActions } from './codeActions';
import { internalErrorDiagnostic } from './diagnostics';
import { engineLintOptions, lintDocument, warmUpEngine } from './lintDocument';
import { describeError, guarded, type Logger } from './logger';
import { ProjectConfigs } from './projectConfig';
import { REVIEW_CARD_CAPABILITIES, registerReviewCards } from './reviewCards';
import { LintScheduler, type LintTrigger } from './scheduler';
import { SettingsSource } from './settingsSource';
import { WorkspaceFolders } from './workspaceFolders';
import { isConfigDocument } from './uris';

/** Quiet time after a keystroke before the document is linted again. */
export const CHANGE_DEBOUNCE_MS = 100;

export function startServer(connection: Connection, logger: Logger): void {
  const documents = new TextDocuments(TextDocument);
  const folders = new WorkspaceFolders();
  const settings = new SettingsSource(connection, logger);
  const projectConfigs = new ProjectConfigs(folders, logger);
  const justOpened = new Set<string>();
  /** The last lint of each open document, for its code actions. */
  const latestLint = new Map<string, { version: number; result: LintResult; fixes?: FixSession }>();
  let workspaceFolderEvents = false;
  let versionedEdits = false;

  const scheduler = new LintScheduler(lintAndPublish, (uri, error) => {
    logger.error(`Linting ${uri} failed: ${describeError(error)}`);
    const document = documents.get(uri);
    if (document) connection.sendDiagnostics({ uri, version: document.version, diagnostics: [internalErrorDiagnostic(error)] }).catch(() => undefined);
  });

  async function lintAndPublish(uri: string, trigger: LintTrigger, ticket: number): Promise<void> {
    const opened = documents.get(uri);
    if (!opened) return;
    const version = opened.version;
    const [documentSettings, project] = await Promise.all([settings.forDocument(uri), projectConfigs.forDocument(uri)]);
    if (trigger === 'change' && documentSettings.run === 'onSave') return;
    const document = documents.get(uri);
    // Superseded while settings were read: a newer edit, a close, or a newer request.
    if (!document || document.version !== version || !scheduler.isCurrent(uri, ticket)) return;
    const { diagnostics, status, result } = lintDocument({ uri, version, text: document.getText(), settings: documentSettings, project });
    if (result) latestLint.set(uri, { version, result });
    else latestLint.delete(uri);
    await connection.sendDiagnostics({ uri, version, diagnostics });
    await connection.sendNotification(LintStatusNotification.type, status);
    if (status.over_budget) logger.warn(`Linting ${uri} took ${status.duration_ms} ms, over the ${status.time_budget_ms} ms budget (toolContracts.timeBudgetMs).`);
  }

  function relintAll(): void {
    for (const document of documents.all()) scheduler.schedule(document.uri, 'refresh', CHANGE_DEBOUNCE_MS);
  }

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    folders.set(params.workspaceFolders, params.rootUri);
    settings.initialize(params.capabilities.workspace?.configuration === true, params.initializationOptions);
    workspaceFolderEvents = params.capabilities.workspace?.workspaceFolders === true;
    versionedEdits = params.capabilities.workspace?.workspaceEdit?.documentChanges === true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
        ...REVIEW_CARD_CAPABILITIES,
        ...CODE_ACTION_CAPABILITIES,
      },
      serverInfo: { name: 'tool-contracts' },
    };
  });

  connection.onInitialized(
    guarded(logger, 'initialized', () => {
      warmUpEngine(logger);
      if (workspaceFolderEvents) {
        connection.workspace.onDidChangeWorkspaceFolders(
          guarded(logger, 'workspace folders change', (event) => {
            folders.change(event.added, event.removed);
            projectConfigs.invalidate();
            relintAll();
          }),
        );
      }
    }),
  );

  connection.onDidChangeConfiguration(
    guarded(logger, 'configuration change', (params) => {
      settings.changed(params.settings);
      relintAll();
    }),
  );

  // The client watches `.toolcontracts.json` and Markdown files (changelogs).
  connection.onDidChangeWatchedFiles(
    guarded(logger, 'watched files change', () => {
      projectConfigs.invalidate();
      relintAll();
    }),
  );

  documents.onDidOpen(
    guarded(logger, 'open', ({ document }) => {
      justOpened.add(document.uri);
      scheduler.schedule(document.uri, 'open', 0);
    }),
  );
  documents.onDidChangeContent(
    guarded(logger, 'change', ({ document }) => {
      if (justOpened.delete(document.uri)) return; // the open already scheduled a lint
      scheduler.schedule(document.uri, 'change', CHANGE_DEBOUNCE_MS);
    }),
  );
  documents.onDidSave(guarded(logger, 'save', ({ document }) => scheduler.schedule(document.uri, 'save', 0)));
  documents.onDidClose(
    guarded(logger, 'close', ({ document }) => {
      justOpened.delete(document.uri);
      latestLint.delete(document.uri);
      scheduler.cancel(document.uri);
      settings.forget(document.uri);
      connection.sendDiagnostics({ uri: document.uri, diagnostics: [] }).catch(() => undefined);
    }),
  );

  registerReviewCards(connection, documents, logger);
  registerCodeActions(
    connection,
    documents,
    {
      // The lint that published the diagnostics, or a fresh one when the text moved on since.
      async current(uri, document) {
        const [documentSettings, project] = await Promise.all([settings.forDocument(uri), projectConfigs.forDocument(uri)]);
        if (!documentSettings.enable) return undefined;
        const lintOptions = engineLintOptions(uri, documentSettings, project);
        const latest = latestLint.get(uri);
        const fixOptions = { currency: documentSettings.currency };
        if (isConfigDocument(uri)) return { result: undefined, lintOptions, fixOptions };
        if (latest?.version !== document.version) return { result: lint(document.getText(), lintOptions), lintOptions, fixOptions };
        latest.fixes ??= new FixSession(latest.result);
        return { result: latest.result, session: latest.fixes, lintOptions, fixOptions };
      },
    },
    logger,
    () => versionedEdits,
  );
  documents.listen(connection);
}
