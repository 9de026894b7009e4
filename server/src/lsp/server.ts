/**
 * The language server's wiring: which events lint which documents, and where the
 * results go. No rule logic here: the engine decides, this file only routes.
 */
import { performance } from 'node:perf_hooks';
import { CodeLensRefreshRequest, TextDocumentSyncKind, TextDocuments, type CancellationToken, type Connection, type InitializeParams, type InitializeResult } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { lint, wasIncremental, type ProjectConfig } from '../engine';
import { LintStatusNotification, WorkspaceTrustNotification, type ClientInitializationOptions, type TrustInitializationOptions } from '../protocol';
import type { BaseContract } from '../versioning';
import { BaseContracts } from './baseContracts';
import { CODE_ACTION_CAPABILITIES, registerCodeActions } from './codeActions';
import { internalErrorDiagnostic, linkDocsByCommand } from './diagnostics';
import { languageFeatureCapabilities, registerLanguageFeatures } from './languageFeatures';
import { DocumentLints, type DocumentLint } from './documentLints';
import { engineLintOptions, lintDocument, warmUpEngine } from './lintDocument';
import { describeError, guarded, type Logger } from './logger';
import { isMcpConfigDocument, registerMcpServers } from './mcpServers';
import { registerContextCost } from './contextCost';
import { EXPORT_TOOLS_CAPABILITIES, registerExportTools } from './exportTools';
import { ProjectConfigs } from './projectConfig';
import { REVIEW_CARD_CAPABILITIES, registerReviewCards } from './reviewCards';
import { CHANGE_DEBOUNCE_MS, changeDebounceMs, LintScheduler, TurnQueue, type LintTrigger } from './scheduler';
import { baseRefFor, type ServerSettings } from './settings';
import { SettingsSource } from './settingsSource';
import { WorkspaceFolders } from './workspaceFolders';
import { fileUriToPath, isConfigDocument } from './uris';


export interface StartOptions {
  /** Lines for the log once the client is initialized (what the entry point set up before the connection). */
  readonly startupMessages?: readonly string[];
}

export function startServer(connection: Connection, logger: Logger, options: StartOptions = {}): void {
  const documents = new TextDocuments(TextDocument);
  const folders = new WorkspaceFolders();
  const settings = new SettingsSource(connection, logger);
  const projectConfigs = new ProjectConfigs(folders, logger);
  const justOpened = new Set<string>();
  let workspaceFolderEvents = false;
  let versionedEdits = false;
  let lensRefresh = false;
  /** Whether a workspace edit may create a file (the changelog a versioning fix writes). */
  let createFiles = false;
  /** Whether git may run. A client that says nothing about trust (not VS Code) is trusted. */
  let workspaceTrusted = true;
  let clientCapabilities: InitializeParams['capabilities'] = {};
  const bases = new BaseContracts({
    trusted: () => workspaceTrusted,
    onChanged: (uris) => {
      for (const uri of uris) if (documents.get(uri)) scheduler.schedule(uri, 'refresh', 0);
    },
    logger,
  });

  /** The versioning base of a contract document (none for the project config or when linting is off). */
  async function baseOf(uri: string, documentSettings: ServerSettings, project: ProjectConfig | undefined, recheck: boolean): Promise<BaseContract | undefined> {
    if (!documentSettings.enable || isConfigDocument(uri)) return undefined;
    return bases.baseFor(uri, baseRefFor(documentSettings, project), recheck);
  }

  const scheduler = new LintScheduler(lintAndPublish, (uri, error) => {
    logger.error(`Linting ${uri} failed: ${describeError(error)}`);
    const document = documents.get(uri);
    if (document) connection.sendDiagnostics({ uri, version: document.version, diagnostics: [internalErrorDiagnostic(error)] }).catch(() => undefined);
  });
  /** Lints (and fix-all) take turns, smallest document first. */
  const turns = new TurnQueue();
  /** The last lint of each open document: its code actions, review cards and code lenses are computed from it. */
  const lints = new DocumentLints(scheduler);
  /** How long each open document's last lint took: its debounce follows (changeDebounceMs). */
  const lintDurations = new Map<string, number>();
  const lintOf = (uri: string, version: number, token?: CancellationToken): Promise<DocumentLint | undefined> =>
    lints.lintOf(uri, version, () => documents.get(uri)?.version, token);

  async function lintAndPublish(uri: string, trigger: LintTrigger, ticket: number): Promise<void> {
    const opened = documents.get(uri);
    if (!opened || isMcpConfigDocument(uri)) return; // an MCP configuration is open for its lenses only
    const version = opened.version;
    const [documentSettings, project] = await Promise.all([settings.forDocument(uri), projectConfigs.forDocument(uri)]);
    if (trigger === 'change' && documentSettings.run === 'onSave') return;
    // A save re-checks the base ref's commit at once; otherwise at most about once a second.
    const base = await baseOf(uri, documentSettings, project, trigger === 'save');
    // Superseded while settings were read or while waiting for its turn: a newer edit, a close, or a newer request.
    const superseded = () => documents.get(uri)?.version !== version || !scheduler.isCurrent(uri, ticket);
    if (superseded()) return;
    await turns.take(opened.getText().length, async () => {
      const document = documents.get(uri);
      if (!document || superseded()) return;
      const previous = lints.latest(uri)?.result;
      const { diagnostics, status, result } = lintDocument({ uri, version, text: document.getText(), settings: documentSettings, project, base, previous });
      lintDurations.set(uri, status.duration_ms);
      logger.trace?.(`lint ${uri} v${version}: ${diagnostics.length} diagnostics in ${status.duration_ms} ms${result && wasIncremental(result) ? ' (incremental)' : ''}`);
      if (result) lints.set(uri, version, result);
      else lints.delete(uri);
      await connection.sendDiagnostics({ uri, version, diagnostics });
      await connection.sendNotification(LintStatusNotification.type, status);
      if (status.over_budget) logger.warn(`Linting ${uri} took ${status.duration_ms} ms, over the ${status.time_budget_ms} ms budget (toolContracts.timeBudgetMs).`);
    });
  }

  function relintAll(): void {
    for (const document of documents.all()) scheduler.schedule(document.uri, 'refresh', CHANGE_DEBOUNCE_MS);
  }

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    folders.set(params.workspaceFolders, params.rootUri);
    clientCapabilities = params.capabilities;
    workspaceTrusted = (params.initializationOptions as TrustInitializationOptions | null | undefined)?.workspaceTrusted !== false;
    if (!workspaceTrusted) logger.info('The workspace is not trusted: no git command runs, so versioning checks are off until it is.');
    linkDocsByCommand((params.initializationOptions as ClientInitializationOptions | null | undefined)?.docsLinks === 'command');
    settings.initialize(params.capabilities.workspace?.configuration === true, params.initializationOptions);
    workspaceFolderEvents = params.capabilities.workspace?.workspaceFolders === true;
    versionedEdits = params.capabilities.workspace?.workspaceEdit?.documentChanges === true;
    lensRefresh = params.capabilities.workspace?.codeLens?.refreshSupport === true;
    createFiles = versionedEdits && (params.capabilities.workspace?.workspaceEdit?.resourceOperations ?? []).includes('create');
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
        ...REVIEW_CARD_CAPABILITIES,
        ...CODE_ACTION_CAPABILITIES,
        ...languageFeatureCapabilities(params.capabilities),
        ...EXPORT_TOOLS_CAPABILITIES,
      },
      serverInfo: { name: 'tool-contracts' },
    };
  });

  connection.onInitialized(
    guarded(logger, 'initialized', () => {
      for (const message of options.startupMessages ?? []) logger.info(message);
      warmUpEngine(logger);
      languageFeatures.register();
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
      // toolContracts.codeLens.enable may have changed: ask the client for the lenses again.
      if (lensRefresh) connection.sendRequest(CodeLensRefreshRequest.type).catch(() => undefined);
    }),
  );

  connection.onNotification(
    WorkspaceTrustNotification.type,
    guarded(logger, 'workspace trust', (params) => {
      const trusted = params?.trusted === true;
      if (trusted === workspaceTrusted) return;
      workspaceTrusted = trusted;
      logger.info(trusted ? 'The workspace is trusted now: versioning checks read their base from git.' : 'The workspace is not trusted: versioning checks are off.');
      relintAll();
      mcpServers.trustChanged();
    }),
  );

  // The client watches `.toolcontracts.json`, Markdown files (changelogs) and git's HEAD and its log (a commit, a checkout).
  connection.onDidChangeWatchedFiles(
    guarded(logger, 'watched files change', (params) => {
      projectConfigs.invalidate();
      if (params.changes.some((change) => isGitFile(change.uri))) bases.recheckAll();
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
      const delay = changeDebounceMs(lintDurations.get(document.uri));
      scheduler.schedule(document.uri, 'change', delay);
      logger.trace?.(`change ${document.uri} v${document.version}: lint in ${delay} ms`);
    }),
  );
  documents.onDidSave(guarded(logger, 'save', ({ document }) => scheduler.schedule(document.uri, 'save', 0)));
  documents.onDidClose(
    guarded(logger, 'close', ({ document }) => {
      justOpened.delete(document.uri);
      lints.delete(document.uri);
      lintDurations.delete(document.uri);
      bases.forget(document.uri);
      scheduler.cancel(document.uri);
      settings.forget(document.uri);
      connection.sendDiagnostics({ uri: document.uri, diagnostics: [] }).catch(() => undefined);
    }),
  );

  // Completion, hover, outline, folding and formatting of the tool-contract language (never diagnostics).
  // The tokens of the tools, asked by the status item and by a hover on a tool's name.
  const contextCost = registerContextCost(connection, documents, async (uri, version, token) => (await lintOf(uri, version, token))?.result);
  const languageFeatures = registerLanguageFeatures(connection, documents, logger, () => clientCapabilities, contextCost.hover);
  registerExportTools(connection, documents);
  const mcpServers = registerMcpServers(connection, documents, logger, {
    trusted: () => workspaceTrusted,
    folders: () => folders.all(),
    timeoutMs: async (configUri) => (await settings.forDocument(configUri)).mcpTimeoutSeconds * 1000,
    // As the snapshot's own lint will publish it once opened: its settings, project config and git base.
    async lintSnapshot(uri, text) {
      const [documentSettings, project] = await Promise.all([settings.forDocument(uri), projectConfigs.forDocument(uri)]);
      const base = await baseOf(uri, documentSettings, project, true);
      const { status } = lintDocument({ uri, version: 0, text, settings: documentSettings, project, base });
      return { error: status.error_count, warning: status.warning_count, info: status.info_count };
    },
    lensRefresh: () => lensRefresh,
  });
  registerReviewCards(
    connection,
    documents,
    logger,
    async (uri) => {
      const documentSettings = await settings.forDocument(uri);
      return documentSettings.enable && documentSettings.codeLens;
    },
    async (uri, version, token) => (await lintOf(uri, version, token))?.result,
    (uri) => mcpServers.codeLenses(uri),
  );
  registerCodeActions(
    connection,
    documents,
    {
      // The lint that published the diagnostics of this version (awaited when it is on its way).
      async current(uri, document, token) {
        const [documentSettings, project] = await Promise.all([settings.forDocument(uri), projectConfigs.forDocument(uri)]);
        if (!documentSettings.enable || isMcpConfigDocument(uri)) return undefined;
        const fixOptions = { currency: documentSettings.currency };
        if (isConfigDocument(uri)) return { result: undefined, lintOptions: engineLintOptions(uri, documentSettings, project), fixOptions };
        const version = document.version;
        let latest = await lintOf(uri, version, token);
        if (token.isCancellationRequested) return undefined;
        if (!latest) {
          // No lint of this text is coming (onSave mode): lint it once, in its turn, for this and the next requests.
          const lintOptions = engineLintOptions(uri, documentSettings, project, await baseOf(uri, documentSettings, project, false));
          latest = await turns.take(document.getText().length, () => {
            const current = documents.get(uri);
            if (token.isCancellationRequested || current?.version !== version) return undefined;
            const known = lints.get(uri, version);
            if (known) return known;
            const started = performance.now();
            const result = lint(current.getText(), lintOptions);
            logger.trace?.(`lint ${uri} v${version} for code actions: ${result.findings.length} findings in ${Math.round(performance.now() - started)} ms`);
            return lints.set(uri, version, result);
          });
          if (!latest) return undefined;
        }
        // The same base as the published lint (it keeps what it was given), so fix-all's passes agree with the diagnostics.
        const lintOptions = engineLintOptions(uri, documentSettings, project, latest.result.base);
        return { result: latest.result, session: latest.session, findings: latest.findings, lintOptions, fixOptions };
      },
    },
    logger,
    { documentChanges: () => versionedEdits, createFiles: () => createFiles },
    turns,
  );
  documents.listen(connection);
}

/** `.git/HEAD` or `.git/logs/HEAD` of a repository (the client watches them). */
function isGitFile(uri: string): boolean {
  const path = fileUriToPath(uri)?.replace(/\\/g, '/');
  return path !== undefined && /\/\.git\/(?:logs\/)?HEAD$/.test(path);
}
