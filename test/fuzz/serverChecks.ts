/**
 * The properties through the built language server (dist/server.js --stdio, through the
 * project's LSP test client): a case is opened as its seed and each of its mutations sent as
 * an incremental change, as an editor would; every version's diagnostics must arrive within
 * the budget, lie within that version's text and carry no internal-error, and the server must
 * live and log no error. On the last version: the diagnostics are the engine's; the quick fixes
 * of some diagnostics (every code action with an edit) are applied as VS Code applies them and
 * checked as the engine's fixes are; source.fixAll's edit gives the engine's fix-all text and,
 * sent back, is offered no fix-all again; the review cards come back, placed in the text, and
 * render in the webview page to nothing but the template's markup.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeActionRequest, LogMessageNotification, MessageType, type CodeAction, type Diagnostic, type TextDocumentEdit, type TextEdit as LspTextEdit } from 'vscode-languageserver-protocol/node';
import { lint, type LintOptions } from '../../server/src/engine';
import { fixAll } from '../../server/src/engine/fixes';
import { fileReaderBeside } from '../../server/src/node/fileReader';
import { FIX_ALL_KIND, ReviewCardsRequest } from '../../server/src/protocol';
import { renderMessage } from '../../client/src/reviewCard/messages';
import { DEADLINE_MS, LspTestClient, pathToUri, withDeadline } from '../lsp/lspClient';
import { lintBudgetMs, lostComments, parseErrorsOf, rangeViolations, repeatedKeyCount, scopeProblemOf, describeError, wellFormed, type Violation } from './checks';
import { checkRenderMessage } from './cardPage';
import type { FuzzDoc } from './mutations';

/**
 * Diagnostics arrive after the 100 ms debounce and the lint: the lint's budget plus the LSP
 * tests' 10 s deadline for the transport on a loaded machine (a lint that is merely slow is
 * lint-budget's to report; this is about answers that never come).
 */
export function serverDeadlineMs(textLength: number): number {
  return lintBudgetMs(textLength) + DEADLINE_MS;
}

export interface ServerStats {
  edits: number;
  documents: number;
  fixesTried: number;
  brokenFixes: number;
  fixAllRuns: number;
  nonConverging: number;
  crashes: number;
}

export function emptyServerStats(): ServerStats {
  return { edits: 0, documents: 0, fixesTried: 0, brokenFixes: 0, fixAllRuns: 0, nonConverging: 0, crashes: 0 };
}

/** What is checked on the last version, besides its diagnostics. */
export interface ServerParts {
  readonly actions: boolean;
  readonly fixAll: boolean;
  readonly cards: boolean;
  /** How many diagnostics get their code actions checked (default ACTION_DIAGNOSTICS; Infinity: all). */
  readonly actionLimit?: number;
}
export const ALL_PARTS: ServerParts = { actions: true, fixAll: true, cards: true };

/** How many diagnostics of the last version get their code actions checked. */
const ACTION_DIAGNOSTICS = 6;

export class ServerFuzzer {
  private counter = 0;
  /** Errors the server logged (window/logMessage of type Error) since the last look. */
  private errors: string[] = [];

  private constructor(
    private client: LspTestClient,
    readonly workspace: string,
  ) {
    this.listen(client);
  }

  private listen(client: LspTestClient): void {
    client.connection.onNotification(LogMessageNotification.type, (params) => {
      client.log.push(params.message);
      if (params.type === MessageType.Error) this.errors.push(params.message);
    });
    // A server that dies must fail its case, not this process: writes to its stdin then fail with EPIPE.
    client.connection.onError(() => undefined);
    client.child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-2_000);
    });
  }

  /** The end of the server's stderr (why it died, when it does). */
  private stderr = '';

  private exitDetail(): string {
    return `exit ${this.client.child.exitCode} ${this.client.child.signalCode ?? ''}; stderr: ${this.stderr.slice(-600)}`;
  }

  static async start(): Promise<ServerFuzzer> {
    const workspace = mkdtempSync(join(tmpdir(), 'tool-contracts-fuzz-lsp-'));
    return new ServerFuzzer(await ServerFuzzer.spawn(workspace), workspace);
  }

  /** A server for `workspace`; a start that misses its deadline on a loaded machine is tried again. */
  private static async spawn(workspace: string): Promise<LspTestClient> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await LspTestClient.start({ workspaceFolder: workspace })).client;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }

  /**
   * Replaces a server that died or let an answer pass its deadline (a fault its case has
   * reported), so the cases after it, and the shrinking of that case, get a server that answers.
   */
  private async replace(): Promise<void> {
    await this.client.stop().catch(() => undefined);
    this.client = await ServerFuzzer.spawn(this.workspace);
    this.listen(this.client);
    this.wedged = false;
    this.errors = [];
    this.stderr = '';
  }

  async stop(): Promise<void> {
    await this.client.stop();
    rmSync(this.workspace, { recursive: true, force: true });
  }

  /** Set when the server let an answer pass its deadline: the next check replaces it, as it does a dead one. */
  private wedged = false;

  get alive(): boolean {
    return !this.wedged && !this.exited;
  }

  private get exited(): boolean {
    return this.client.child.exitCode !== null || this.client.child.signalCode !== null;
  }

  /**
   * Opens `doc` (or, with `steps`, its first text, then each later text as an incremental
   * change), checks every version, then the last one's fixes, fix-all and cards.
   */
  async check(doc: FuzzDoc, stats: ServerStats = emptyServerStats(), steps: readonly string[] = [doc.text], parts: ServerParts = ALL_PARTS): Promise<Violation[]> {
    const violations: Violation[] = [];
    if (!this.alive) await this.replace();
    const path = join(this.workspace, `${this.counter++}-${doc.fileName}`);
    const uri = pathToUri(path);
    const options: LintOptions = { fileName: path, readFile: fileReaderBeside(path) };
    stats.documents++;
    let text = wellFormed(steps[0]);
    let diagnostics: Diagnostic[] | undefined;
    try {
      const published = this.client.nextDiagnostics(uri, 1);
      await this.client.open(uri, text);
      diagnostics = (await withDeadline(published, `diagnostics of ${doc.fileName} v1`, serverDeadlineMs(text.length))).diagnostics;
      violations.push(...this.versionViolations(text, diagnostics, 1));
      for (let i = 1; i < steps.length && violations.length === 0; i++) {
        const next = wellFormed(steps[i]);
        const version = await this.sendChange(uri, text, next);
        stats.edits++;
        const arrived = this.client.nextDiagnostics(uri, version);
        diagnostics = (await withDeadline(arrived, `diagnostics of ${doc.fileName} v${version}`, serverDeadlineMs(next.length))).diagnostics;
        text = next;
        violations.push(...this.versionViolations(text, diagnostics, version));
      }
      if (violations.length === 0) violations.push(...(await this.checkLastVersion(uri, text, diagnostics, options, stats, parts)));
    } catch (error) {
      if (process.env.FUZZ_DEBUG) console.error(error);
      const responsive = !this.exited;
      this.wedged = responsive;
      violations.push({ property: 'server-total', fault: responsive ? 'no answer in time' : 'server exited', detail: responsive ? describeError(error).split('\n')[0] : this.exitDetail() });
    } finally {
      await this.client.close(uri).catch(() => undefined);
    }
    violations.push(...this.logged());
    if (violations.some((v) => v.property === 'server-total')) stats.crashes++;
    return violations;
  }

  private logged(): Violation[] {
    const errors = this.errors;
    this.errors = [];
    const out: Violation[] = errors.map((e) => ({ property: 'server-total' as const, fault: 'server logged an error', detail: e.slice(0, 400) }));
    if (this.exited) out.push({ property: 'server-total', fault: 'server exited', detail: this.exitDetail() });
    return out;
  }

  /** One change from `before` to `after`: the span between their common prefix and suffix. */
  private sendChange(uri: string, before: string, after: string): Promise<number> {
    let start = 0;
    const max = Math.min(before.length, after.length);
    while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
    let end = 0;
    while (end < max - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
    // Never split a \r\n pair or a surrogate pair at either end of the change.
    while (start > 0 && (/[\r\uD800-\uDBFF]/.test(before[start - 1]) || /[\n\uDC00-\uDFFF]/.test(before[start] ?? ''))) start--;
    while (end > 0 && (/[\n\uDC00-\uDFFF]/.test(before[before.length - end] ?? '') || /[\r\uD800-\uDBFF]/.test(before[before.length - end - 1] ?? ''))) end--;
    const document = TextDocument.create(uri, 'jsonc', 0, before);
    const range = { start: document.positionAt(start), end: document.positionAt(before.length - end) };
    return this.client.change(uri, { range, text: after.slice(start, after.length - end) });
  }

  private versionViolations(text: string, diagnostics: Diagnostic[], version: number): Violation[] {
    const violations: Violation[] = [];
    for (const d of diagnostics) if (d.code === 'internal-error') violations.push({ property: 'server-total', fault: 'internal-error diagnostic', detail: `v${version}: ${d.message}` });
    violations.push(
      ...rangeViolations(
        text,
        diagnostics.map((d) => ({ what: `v${version} ${d.code} ${(d.data as { pointer?: string } | undefined)?.pointer ?? ''}`, ranges: [d.range, ...(d.relatedInformation ?? []).map((r) => r.location.range)] })),
        'server-ranges',
      ),
    );
    return violations;
  }

  private async checkLastVersion(uri: string, text: string, diagnostics: Diagnostic[] = [], options: LintOptions, stats: ServerStats, parts: ServerParts): Promise<Violation[]> {
    const violations: Violation[] = [];
    const engine = lint(text, options);
    const key = (code: unknown, range: Diagnostic['range']) => `${code} ${range.start.line}:${range.start.character}-${range.end.line}:${range.end.character}`;
    const fromServer = diagnostics.map((d) => key(d.code, d.range)).sort();
    const fromEngine = engine.findings.map((f) => key(f.ruleId, f.range)).sort();
    if (fromServer.join('\n') !== fromEngine.join('\n')) {
      const missing = fromEngine.filter((k) => !fromServer.includes(k));
      const extra = fromServer.filter((k) => !fromEngine.includes(k));
      violations.push({ property: 'server-total', fault: 'diagnostics differ from the engine', detail: `missing ${JSON.stringify(missing.slice(0, 3))}, extra ${JSON.stringify(extra.slice(0, 3))}` });
    }
    const document = TextDocument.create(uri, 'jsonc', 0, text);
    const repeatedBefore = repeatedKeyCount(text);
    const errorsBefore = parseErrorsOf(text).length;
    const countAt = (findings: typeof engine.findings, code: string, pointer: string | undefined) => findings.filter((f) => f.ruleId === code && (pointer === undefined || f.pointer === pointer)).length;
    const limit = parts.actionLimit ?? ACTION_DIAGNOSTICS;
    const step = Math.max(1, Math.floor(diagnostics.length / limit));
    for (let i = 0; parts.actions && i < diagnostics.length && i / step < limit; i += step) {
      const diagnostic = diagnostics[i];
      const pointer = (diagnostic.data as { pointer?: string } | undefined)?.pointer;
      const actions = (await withDeadline(this.client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [diagnostic] } }), 'codeAction', serverDeadlineMs(text.length))) as CodeAction[] | null;
      for (const action of actions ?? []) {
        const edits = this.editsOf(action, uri);
        if (!edits) continue;
        stats.fixesTried++;
        const count = violations.length;
        const broken = (fault: string, detail: string) => violations.push({ property: 'server-fixes-sound', fault: `${diagnostic.code}: ${fault}`, detail: `"${action.title}" at ${pointer}: ${detail}` });
        let output: string;
        try {
          output = TextDocument.applyEdits(document, edits);
        } catch (error) {
          broken('edits do not apply', describeError(error));
          stats.brokenFixes++;
          continue;
        }
        // A text that did not parse gets suppression actions only: they must not make it worse.
        const errors = parseErrorsOf(output);
        if (errors.length > errorsBefore) broken('does not parse', `${errors.length} parse errors (${errorsBefore} before), first at ${errors[0].offset}`);
        const lost = lostComments(text, output);
        if (lost.length > 0) broken('comment lost', JSON.stringify(lost.slice(0, 3)));
        if (repeatedKeyCount(output) > repeatedBefore) broken('adds a repeated key', '');
        const isDisable = action.title.startsWith('Disable ');
        const finding = engine.findings.find((f) => f.ruleId === diagnostic.code && f.pointer === pointer);
        if (!isDisable && finding) {
          const offsets = edits.map((e) => ({ offset: document.offsetAt(e.range.start), length: document.offsetAt(e.range.end) - document.offsetAt(e.range.start), newText: e.newText }));
          const problem = scopeProblemOf(text, engine, finding, offsets);
          if (problem) broken('edits outside its tool', problem);
        }
        if (errors.length === 0 && errorsBefore === 0) {
          const after = lint(output, this.withOtherFiles(action, uri, options));
          if (countAt(after.findings, String(diagnostic.code), pointer) >= countAt(engine.findings, String(diagnostic.code), pointer)) broken('finding stays', `${diagnostic.code} ${pointer}`);
        }
        if (violations.length > count) stats.brokenFixes++;
      }
    }
    // The cards before fix-all, which sends the fixed text to the server.
    if (parts.cards) violations.push(...(await this.checkCards(uri, text)));
    if (parts.fixAll) violations.push(...(await this.checkFixAll(uri, text, document, options, stats)));
    return violations;
  }

  /** The lint options with the other files the action edits (the changelog: created, or edited on disk) read as edited. */
  private withOtherFiles(action: CodeAction, uri: string, options: LintOptions): LintOptions {
    const changes = (action.edit?.documentChanges ?? []) as Array<TextDocumentEdit | { kind: string; uri: string }>;
    const edited = new Map<string, string>();
    for (const change of changes) {
      if (!('textDocument' in change) || change.textDocument.uri === uri) continue;
      const path = fileURLToPath(change.textDocument.uri);
      const before = edited.get(path) ?? (existsSync(path) ? readFileSync(path, 'utf8') : '');
      edited.set(path, TextDocument.applyEdits(TextDocument.create(change.textDocument.uri, 'markdown', 0, before), change.edits as LspTextEdit[]));
    }
    if (edited.size === 0) return options;
    const folder = dirname(options.fileName!);
    return { ...options, readFile: (relative) => edited.get(resolve(folder, relative)) ?? options.readFile?.(relative) };
  }

  private editsOf(action: CodeAction, uri: string): LspTextEdit[] | undefined {
    const changes = action.edit?.documentChanges as Array<TextDocumentEdit | { kind: string }> | undefined;
    const mine = changes?.filter((c): c is TextDocumentEdit => 'textDocument' in c && c.textDocument.uri === uri);
    if (!mine || mine.length === 0) return action.edit?.changes?.[uri];
    return mine.flatMap((c) => c.edits as LspTextEdit[]);
  }

  private async checkFixAll(uri: string, text: string, document: TextDocument, options: LintOptions, stats: ServerStats): Promise<Violation[]> {
    const ask = async (): Promise<CodeAction | undefined> => {
      const actions = (await withDeadline(
        this.client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [], only: [FIX_ALL_KIND] } }),
        'source.fixAll',
        serverDeadlineMs(text.length) * 3,
      )) as CodeAction[] | null;
      return (actions ?? []).find((a) => a.kind === FIX_ALL_KIND);
    };
    const action = await ask();
    const expected = fixAll(text, options);
    if (!action) return expected.fixedCount > 0 ? [{ property: 'server-fixall', fault: 'no fix-all offered', detail: `the engine applies ${expected.fixedCount} fixes` }] : [];
    stats.fixAllRuns++;
    const edits = this.editsOf(action, uri) ?? [];
    const fixed = TextDocument.applyEdits(document, edits);
    const violations: Violation[] = [];
    if (fixed !== expected.text) {
      let at = 0;
      while (at < fixed.length && fixed[at] === expected.text[at]) at++;
      violations.push({ property: 'server-fixall', fault: 'differs from engine fix-all', detail: `at ${at}: server ${JSON.stringify(fixed.slice(at, at + 60))}, engine ${JSON.stringify(expected.text.slice(at, at + 60))}` });
    }
    // Sent back as the new text (as VS Code does after applying it), fix-all must offer nothing more.
    const version = await this.sendChange(uri, text, fixed);
    await withDeadline(this.client.nextDiagnostics(uri, version), 'diagnostics after fix-all', serverDeadlineMs(fixed.length));
    const again = await ask();
    if (again) violations.push({ property: 'server-fixall', fault: 'not a fixed point', detail: `offered again: ${again.title}` });
    if (violations.length > 0) stats.nonConverging++;
    return violations;
  }

  private async checkCards(uri: string, text: string): Promise<Violation[]> {
    const result = await withDeadline(this.client.connection.sendRequest(ReviewCardsRequest.type, { textDocument: { uri } }), 'review cards', serverDeadlineMs(text.length));
    const violations = rangeViolations(text, result.cards.map((c) => ({ what: `card ${c.tool}`, ranges: [c.range, ...c.checks.map((k) => k.range)] })), 'server-cards');
    violations.push(...checkRenderMessage(renderMessage(result, 'fuzz.contract.json')).map((v) => ({ ...v, property: 'server-cards' as const })));
    return violations;
  }
}
