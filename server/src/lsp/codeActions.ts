/**
 * Code actions: the engine's fixes of the diagnostics in a request, as quick fixes with a
 * versioned edit (a fix computed for an older text is refused by the client); on every
 * diagnostic, *Disable <id> for this line* and *Show documentation for <id>*; and
 * `source.fixAll.tool-contracts`, the safe fixes of the whole file. Wiring only: the
 * engine (engine/fixes) decides what a fix does.
 */
import {
  CodeActionKind,
  type CodeAction,
  type CodeActionOptions,
  type CodeActionParams,
  type Connection,
  type Diagnostic,
  type TextDocuments,
  type TextEdit as LspTextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENGINE_DIAGNOSTICS, RULE_IDS, type Finding, type LintOptions, type LintResult } from '../engine';
import { acceptsComments, disableLineEdit, fixAll, FixSession, type FileEdit, type Fix, type FixOptions, type TextEdit } from '../engine/fixes';
import { DIAGNOSTIC_SOURCE, FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND } from '../protocol';
import { docsHref, type DiagnosticData } from './diagnostics';
import { describeError, type Logger } from './logger';
import { fileNameOf, fileUriToPath, isConfigDocument } from './uris';

/** The server capabilities this feature adds. */
export const CODE_ACTION_CAPABILITIES: { codeActionProvider: CodeActionOptions } = {
  codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: false },
};

/** Ids a suppression comment can silence (parse errors cannot be suppressed). */
const SUPPRESSIBLE = new Set<string>([...RULE_IDS, ENGINE_DIAGNOSTICS.internalError.id]);

export interface CodeActionInput {
  readonly uri: string;
  /** The version of the text `result` was linted from: every edit is tied to it. */
  readonly version: number;
  /** The lint of the document's current text (not produced for the project config). */
  readonly result: LintResult | undefined;
  /**
   * What fixes learn about `result`'s text (where its tools are, their parsed trees), kept
   * with the lint so the requests that follow a cursor about cost only their own fixes.
   */
  readonly session?: FixSession;
  readonly params: Pick<CodeActionParams, 'range' | 'context'>;
  readonly fixOptions: FixOptions;
  /** For the passes of fix-all. */
  readonly lintOptions: LintOptions;
  /** Whether the client takes versioned document edits (else plain `changes`, unversioned). */
  readonly documentChanges: boolean;
  /**
   * Whether the client can create files in a workspace edit (`resourceOperations` includes
   * `create`, with `documentChanges`): fixes that create the changelog are offered only then.
   */
  readonly createFiles?: boolean;
}

/** Whether `kind` is asked for by `only` (a requested kind covers its sub-kinds); everything but source actions when `only` is absent. */
function wanted(kind: string, only: readonly string[] | undefined): boolean {
  if (!only) return !kind.startsWith(CodeActionKind.Source);
  return only.some((requested) => kind === requested || kind.startsWith(`${requested}.`));
}

export function codeActionsFor(input: CodeActionInput): CodeAction[] {
  const only = input.params.context.only;
  const actions: CodeAction[] = [];
  if (wanted(CodeActionKind.QuickFix, only)) actions.push(...quickFixes(input));
  if (wanted(FIX_ALL_KIND, only) && input.result) {
    const fixAllAction = fixAllActionFor(input, input.result);
    if (fixAllAction) actions.push(fixAllAction);
  }
  return actions;
}

function quickFixes(input: CodeActionInput): CodeAction[] {
  const { uri, result } = input;
  const diagnostics = input.params.context.diagnostics.filter((d) => d.source === DIAGNOSTIC_SOURCE && typeof d.code === 'string');
  const session = result ? (input.session?.result === result ? input.session : new FixSession(result)) : undefined;
  const fixes: CodeAction[] = [];
  const disables: CodeAction[] = [];
  const docs: CodeAction[] = [];
  const seen = new Set<string>();
  const takesComments = result !== undefined && !isConfigDocument(uri) && acceptsComments(fileNameOf(uri));
  for (const diagnostic of diagnostics) {
    const ruleId = diagnostic.code as string;
    const finding = result && findingOf(result, diagnostic);
    if (finding && session) {
      for (const fix of session.fixesFor(finding, { options: input.fixOptions })) {
        const action = fixAction(input, result!, fix, diagnostic);
        if (action) fixes.push(action);
      }
    }
    const line = diagnostic.range.start.line;
    if (takesComments && SUPPRESSIBLE.has(ruleId) && !seen.has(`disable ${line} ${ruleId}`)) {
      seen.add(`disable ${line} ${ruleId}`);
      const edit = disableLineEdit(result!.document.text, result!.document.lineStartOffsets(), line, ruleId);
      disables.push({ title: `Disable ${ruleId} for this line`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: workspaceEdit(input, result!, [edit]) });
    }
    if (!seen.has(`docs ${ruleId}`)) {
      seen.add(`docs ${ruleId}`);
      const title = `Show documentation for ${ruleId}`;
      const href = diagnostic.codeDescription?.href ?? docsHref(ruleId);
      docs.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], command: { title, command: SHOW_DOCUMENTATION_COMMAND, arguments: [ruleId, href] } });
    }
  }
  return [...fixes, ...disables, ...docs];
}

/**
 * The finding a diagnostic was made from: same rule and pointer (carried in `data`),
 * the one at the same start when several share them.
 */
function findingOf(result: LintResult, diagnostic: Diagnostic): Finding | undefined {
  const pointer = (diagnostic.data as DiagnosticData | undefined)?.pointer;
  const candidates = result.findings.filter((f) => f.ruleId === diagnostic.code && (pointer === undefined || f.pointer === pointer));
  const sameStart = (f: Finding) => f.range.start.line === diagnostic.range.start.line && f.range.start.character === diagnostic.range.start.character;
  return candidates.find(sameStart) ?? (pointer !== undefined ? candidates[0] : undefined);
}

/** The code action of a fix; undefined when the client cannot apply it (a file to create, a document that is not a file). */
function fixAction(input: CodeActionInput, result: LintResult, fix: Fix, diagnostic: Diagnostic): CodeAction | undefined {
  const edit = fix.fileEdits ? workspaceEditWithFiles(input, result, fix.edits, fix.fileEdits) : workspaceEdit(input, result, fix.edits);
  if (!edit) return undefined;
  return {
    title: fix.title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: fix.preferred,
    edit,
  };
}

function fixAllActionFor(input: CodeActionInput, result: LintResult): CodeAction | undefined {
  const fixed = fixAll(result.document.text, input.lintOptions, input.fixOptions, undefined, result);
  if (fixed.fixedCount === 0) return undefined;
  return {
    title: `Apply ${fixed.fixedCount} safe Tool Contracts fix${fixed.fixedCount === 1 ? '' : 'es'}`,
    kind: FIX_ALL_KIND,
    diagnostics: [],
    edit: workspaceEdit(input, result, fixed.edits),
  };
}

function workspaceEdit(input: CodeActionInput, result: LintResult, edits: readonly TextEdit[]): WorkspaceEdit {
  const lspEdits = toLspEdits(result.document, edits);
  if (!input.documentChanges) return { changes: { [input.uri]: lspEdits } };
  return { documentChanges: [{ textDocument: { uri: input.uri, version: input.version }, edits: lspEdits }] };
}

/**
 * A fix that also edits files beside the contract (the changelog): each resolved against
 * the contract's folder (`file:` documents only). With `documentChanges`: the contract's
 * versioned edit, then for each file a `CreateFile` that fails rather than overwrite a file
 * that appeared since (when the fix creates it; only if the client can create files) and
 * its edit (version null: it need not be open). Without: plain `changes`, and no fix that
 * needs a file created.
 */
function workspaceEditWithFiles(input: CodeActionInput, result: LintResult, edits: readonly TextEdit[], files: readonly FileEdit[]): WorkspaceEdit | undefined {
  const contractPath = fileUriToPath(input.uri);
  if (!contractPath) return undefined;
  const folder = dirname(contractPath);
  const targets = files.map((file) => ({ file, uri: pathToFileURL(resolve(folder, file.relativePath)).href, edits: toLspEdits(positionsOf(file.text), file.edits) }));
  if (targets.some(({ uri }) => uri === input.uri)) return undefined;
  const creates = targets.some(({ file }) => file.create);
  if (creates && !(input.documentChanges && input.createFiles)) return undefined;
  const contractEdits = toLspEdits(result.document, edits);
  if (!input.documentChanges) {
    const changes: Record<string, LspTextEdit[]> = {};
    if (contractEdits.length > 0) changes[input.uri] = contractEdits;
    for (const { uri, edits: fileEdits } of targets) changes[uri] = fileEdits;
    return { changes };
  }
  const documentChanges: NonNullable<WorkspaceEdit['documentChanges']> = [{ textDocument: { uri: input.uri, version: input.version }, edits: contractEdits }];
  for (const { file, uri, edits: fileEdits } of targets) {
    if (file.create) documentChanges.push({ kind: 'create', uri, options: { overwrite: false, ignoreIfExists: false } });
    documentChanges.push({ textDocument: { uri, version: null }, edits: fileEdits });
  }
  return { documentChanges };
}

interface PositionSource {
  positionAt(offset: number): { line: number; character: number };
}

function toLspEdits(text: PositionSource, edits: readonly TextEdit[]): LspTextEdit[] {
  return edits.map((edit) => ({ range: { start: text.positionAt(edit.offset), end: text.positionAt(edit.offset + edit.length) }, newText: edit.newText }));
}

function positionsOf(text: string): PositionSource {
  return TextDocument.create('file:///', 'markdown', 0, text);
}

/** The lint of an open document at its current version, and what its code actions need. */
export interface CodeActionSource {
  current(uri: string, document: TextDocument): Promise<{ result: LintResult | undefined; session?: FixSession; lintOptions: LintOptions; fixOptions: FixOptions } | undefined>;
}

export function registerCodeActions(connection: Connection, documents: TextDocuments<TextDocument>, source: CodeActionSource, logger: Logger, documentChanges: () => boolean, createFiles: () => boolean = () => false): void {
  connection.onCodeAction(async (params) => {
    const uri = params.textDocument.uri;
    const document = documents.get(uri);
    if (!document) return [];
    try {
      const version = document.version;
      const state = await source.current(uri, document);
      // An edit arrived while settings were read: the client will ask again for the new text.
      if (!state || documents.get(uri)?.version !== version) return [];
      return codeActionsFor({ uri, version, result: state.result, session: state.session, params, fixOptions: state.fixOptions, lintOptions: state.lintOptions, documentChanges: documentChanges(), createFiles: createFiles() });
    } catch (error) {
      logger.error(`Computing code actions for ${uri} failed: ${describeError(error)}`);
      return [];
    }
  });
}
