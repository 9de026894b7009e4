/**
 * Code actions: the engine's fixes of the diagnostics in a request, as quick fixes with a
 * versioned edit (a fix computed for an older text is refused by the client); on every
 * diagnostic, *Disable <id> for this line*, *… for the entire file* and *Show documentation for <id>*; and
 * `source.fixAll.tool-contracts`, the safe fixes of the whole file. Wiring only: the
 * engine (engine/fixes) decides what a fix does.
 *
 * The server answers from the last lint of the document's version (DocumentLints), computes
 * the fixes of the request's diagnostics only, and hands the event loop back every few
 * milliseconds, so a request over thousands of diagnostics can be cancelled and never holds
 * up another document's lint.
 */
import { performance } from 'node:perf_hooks';
import {
  CodeActionKind,
  type CancellationToken,
  type CodeAction,
  type CodeActionOptions,
  type CodeActionParams,
  type Connection,
  type Diagnostic,
  type Range,
  type TextDocuments,
  type TextEdit as LspTextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENGINE_DIAGNOSTICS, RULE_IDS, type Finding, type LintOptions, type LintResult } from '../engine';
import { acceptsComments, disableFileEdit, disableLineEdit, fixAll, fixAllSteps, FixSession, type FileEdit, type Fix, type FixAllResult, type FixOptions, type TextEdit } from '../engine/fixes';
import { DIAGNOSTIC_SOURCE, FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND } from '../protocol';
import { docsHref, type DiagnosticData } from './diagnostics';
import { FindingIndex } from './documentLints';
import { describeError, type Logger } from './logger';
import type { TurnQueue } from './scheduler';
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
  /** `result`'s findings by rule and pointer, kept with the lint like `session`. */
  readonly findings?: FindingIndex;
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
  /** Told why fix-all stopped before a fixed point (its action then applies what it managed). */
  readonly onFixAllStopped?: (reason: string, fixedCount: number) => void;
}

/** Whether `kind` is asked for by `only` (a requested kind covers its sub-kinds); everything but source actions when `only` is absent. */
function wanted(kind: string, only: readonly string[] | undefined): boolean {
  if (!only) return !kind.startsWith(CodeActionKind.Source);
  return only.some((requested) => kind === requested || kind.startsWith(`${requested}.`));
}

export function codeActionsFor(input: CodeActionInput): CodeAction[] {
  const fixes = quickFixSteps(input);
  let step = fixes.next();
  while (!step.done) step = fixes.next();
  return [...step.value, ...fixAllActions(input)];
}

/** Work between two looks at the event loop: short enough that a cancellation or another document's lint waits little. */
const SLICE_MS = 8;

export interface PacedRequest {
  readonly token?: CancellationToken;
  /** Where each step of fix-all (a lint, the fixes of a pass) takes its turn among the lints. */
  readonly turns?: TurnQueue;
}

/**
 * codeActionsFor, handing the event loop back every SLICE_MS between diagnostics and between
 * the steps of fix-all; undefined as soon as the request is found cancelled (nothing
 * half-done is returned).
 */
export async function codeActionsPaced(input: CodeActionInput, { token, turns }: PacedRequest = {}): Promise<CodeAction[] | undefined> {
  const fixes = quickFixSteps(input);
  let sliceStarted = performance.now();
  for (;;) {
    if (token?.isCancellationRequested) return undefined;
    const step = fixes.next();
    if (step.done) {
      if (!wanted(FIX_ALL_KIND, input.params.context.only) || !input.result) return step.value;
      const fixed = await fixAllPaced(input, input.result, token, turns);
      if (!fixed) return undefined;
      const action = fixAllActionOf(input, input.result, fixed);
      return action ? [...step.value, action] : step.value;
    }
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await new Promise<void>((resume) => setImmediate(resume));
      sliceStarted = performance.now();
    }
  }
}

function fixAllActions(input: CodeActionInput): CodeAction[] {
  if (!wanted(FIX_ALL_KIND, input.params.context.only) || !input.result) return [];
  const { result } = input;
  const action = fixAllActionOf(input, result, fixAll(result.document.text, input.lintOptions, input.fixOptions, undefined, result));
  return action ? [action] : [];
}

/** Fix-all a step at a time (each step one lint, or the fixes of one pass), each in its turn; undefined when cancelled. */
async function fixAllPaced(input: CodeActionInput, result: LintResult, token: CancellationToken | undefined, turns: TurnQueue | undefined): Promise<FixAllResult | undefined> {
  const steps = fixAllSteps(result.document.text, input.lintOptions, input.fixOptions, undefined, result);
  const size = result.document.text.length;
  for (;;) {
    if (token?.isCancellationRequested) return undefined;
    const step = turns ? await turns.take(size, () => (token?.isCancellationRequested ? undefined : steps.next())) : steps.next();
    if (!step) return undefined;
    if (step.done) return step.value;
    if (!turns) await new Promise<void>((resume) => setImmediate(resume));
  }
}

/**
 * The quick fixes of the request's diagnostics (those that meet its range), one diagnostic
 * per step; returns the actions when done.
 */
function* quickFixSteps(input: CodeActionInput): Generator<void, CodeAction[]> {
  if (!wanted(CodeActionKind.QuickFix, input.params.context.only)) return [];
  const { uri, result } = input;
  const range = input.params.range;
  const diagnostics = input.params.context.diagnostics.filter((d) => d.source === DIAGNOSTIC_SOURCE && typeof d.code === 'string' && meets(d.range, range));
  if (diagnostics.length === 0) return [];
  const session = result ? (input.session?.result === result ? input.session : new FixSession(result)) : undefined;
  const index = result ? (input.findings ?? new FindingIndex(result.findings)) : undefined;
  const fixes: CodeAction[] = [];
  const disables: CodeAction[] = [];
  const docs: CodeAction[] = [];
  const seen = new Set<string>();
  const takesComments = result !== undefined && !isConfigDocument(uri) && acceptsComments(fileNameOf(uri));
  for (const diagnostic of diagnostics) {
    const ruleId = diagnostic.code as string;
    const finding = index && findingOf(index, diagnostic);
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
      if (edit) disables.push({ title: `Disable ${ruleId} for this line`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: workspaceEdit(input, result!, [edit]) });
    }
    if (takesComments && SUPPRESSIBLE.has(ruleId) && !seen.has(`disable file ${ruleId}`)) {
      seen.add(`disable file ${ruleId}`);
      const edit = disableFileEdit(result!.document.text, ruleId);
      if (edit) disables.push({ title: `Disable ${ruleId} for the entire file`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: workspaceEdit(input, result!, [edit]) });
    }
    if (!seen.has(`docs ${ruleId}`)) {
      seen.add(`docs ${ruleId}`);
      const title = `Show documentation for ${ruleId}`;
      const href = diagnostic.codeDescription?.href ?? docsHref(ruleId);
      docs.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], command: { title, command: SHOW_DOCUMENTATION_COMMAND, arguments: [ruleId, href] } });
    }
    yield;
  }
  return [...fixes, ...disables, ...docs];
}

/** Whether two ranges overlap or touch (a cursor at either end of a diagnostic is on it). */
function meets(a: Range, b: Range): boolean {
  return !before(a.end, b.start) && !before(b.end, a.start);
}

function before(a: Range['start'], b: Range['start']): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

/**
 * The finding a diagnostic was made from: same rule and pointer (carried in `data`),
 * the one at the same start when several share them.
 */
function findingOf(index: FindingIndex, diagnostic: Diagnostic): Finding | undefined {
  const pointer = (diagnostic.data as DiagnosticData | undefined)?.pointer;
  const candidates = index.of(diagnostic.code as string, pointer);
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

/** The source.fixAll action of a fix-all's result (none when it fixed nothing); an early stop is told to the input's listener. */
function fixAllActionOf(input: CodeActionInput, result: LintResult, fixed: FixAllResult): CodeAction | undefined {
  if (!fixed.settled && fixed.stoppedBecause) input.onFixAllStopped?.(fixed.stoppedBecause, fixed.fixedCount);
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
export interface CodeActionState {
  readonly result: LintResult | undefined;
  readonly session?: FixSession;
  readonly findings?: FindingIndex;
  readonly lintOptions: LintOptions;
  readonly fixOptions: FixOptions;
}

export interface CodeActionSource {
  /** Undefined when there is nothing to act on (linting is off) or the request was cancelled while waiting. */
  current(uri: string, document: TextDocument, token: CancellationToken): Promise<CodeActionState | undefined>;
}

export interface CodeActionClient {
  /** Whether the client takes versioned document edits. */
  documentChanges(): boolean;
  /** Whether the client can create files in a workspace edit. */
  createFiles(): boolean;
}

export function registerCodeActions(connection: Connection, documents: TextDocuments<TextDocument>, source: CodeActionSource, logger: Logger, client: CodeActionClient, turns?: TurnQueue): void {
  connection.onCodeAction(async (params, token) => {
    const uri = params.textDocument.uri;
    const document = documents.get(uri);
    if (!document) return [];
    try {
      const version = document.version;
      const state = await source.current(uri, document, token);
      // Cancelled, or an edit arrived while the lint was awaited: the client asks again for the new text.
      if (!state || token.isCancellationRequested || documents.get(uri)?.version !== version) return [];
      const onFixAllStopped = (reason: string, fixedCount: number) => logger.warn(`Fix-all of ${uri} stopped early: ${reason}. It applies the ${fixedCount} safe fix${fixedCount === 1 ? '' : 'es'} made before that.`);
      const input: CodeActionInput = { uri, version, ...state, params, documentChanges: client.documentChanges(), createFiles: client.createFiles(), onFixAllStopped };
      const started = performance.now();
      const actions = await codeActionsPaced(input, { token, turns });
      logger.trace?.(`code actions ${uri} v${version}: ${actions ? `${actions.length} for ${params.context.diagnostics.length} diagnostics` : 'cancelled'} in ${Math.round(performance.now() - started)} ms`);
      return actions ?? [];
    } catch (error) {
      logger.error(`Computing code actions for ${uri} failed: ${describeError(error)}`);
      return [];
    }
  });
}
