/**
 * The properties the fuzzer holds the engine to, as functions from a document to the
 * violations found (empty: the property holds). Each is checked independently of the
 * engine's own checks: ranges against the text's own lines, fixed text with jsonc-parser,
 * comments with its scanner, scope against the tool's node, the finding by a full re-lint.
 *
 *   lint-total        lint returns, reports no internal-error, and changes no prototype
 *   lint-budget       lint returns within LINT_BUDGET_MS (2 s under 1 MB, 2 s more per MB above)
 *   ranges-within     every finding's range (and related range) lies within the document
 *   comment-neutral   a comment written between tokens changes no finding (rule and pointer)
 *   fixes-sound       every offered fix applies, parses, keeps every comment, adds no repeated
 *                     key, stays inside the tool it fixes (see fixScope) and removes its finding
 *   fixall-converges  fix-all's text parses, keeps every comment, adds no repeated key, and
 *                     fix-all run on it fixes nothing more
 *   fixall-equals-cli fix-all (as the editor runs it) writes what `lint --fix` writes
 *   card-no-markup    the review card's webview builds no element or attribute its template
 *                     does not, and the card's Markdown renders to no element outside a table
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createScanner, parse, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { lint, type Finding, type LintOptions, type LintResult, type Range } from '../../server/src/engine';
import { FixSession, fixAll, type Fix, type TextEdit } from '../../server/src/engine/fixes';
import { fileReaderBeside } from '../../server/src/node/fileReader';
import { lintFiles } from '../../server/src/cli/lintCommand';
import type { FuzzDoc } from './mutations';

export const PROPERTIES = ['lint-total', 'lint-budget', 'ranges-within', 'comment-neutral', 'fixes-sound', 'fixall-converges', 'fixall-equals-cli', 'card-no-markup'] as const;
export type PropertyId = (typeof PROPERTIES)[number] | 'server-total' | 'server-ranges' | 'server-fixes-sound' | 'server-fixall' | 'server-cards';

export interface Violation {
  readonly property: PropertyId;
  /** What broke, in a few words (the same words for the same fault): `finding stays`, `comment lost`… */
  readonly fault: string;
  readonly detail: string;
}

/** Generous: a lint of a document under 1 MB takes milliseconds to a few hundred; CI machines are loaded. */
export function lintBudgetMs(textLength: number): number {
  return 2_000 + Math.max(0, textLength / 1_048_576 - 1) * 2_000;
}

export function lintOptionsOf(doc: FuzzDoc): LintOptions {
  return { fileName: doc.fileName, readFile: doc.folder ? fileReaderBeside(join(doc.folder, doc.fileName)) : undefined };
}

/** What a transport (JSON-RPC, a UTF-8 file) makes of the text: lone surrogates become U+FFFD. */
export function wellFormed(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

// ── Lint ─────────────────────────────────────────────────────────────────────

export interface Linted {
  readonly result?: LintResult;
  readonly ms: number;
  readonly violations: Violation[];
}

export function checkLint(doc: FuzzDoc, options: LintOptions = lintOptionsOf(doc)): Linted {
  const violations: Violation[] = [];
  let result: LintResult | undefined;
  let ms = 0;
  try {
    const started = performance.now();
    result = lint(doc.text, options);
    ms = performance.now() - started;
  } catch (error) {
    violations.push({ property: 'lint-total', fault: 'lint threw', detail: describeError(error) });
    return { ms, violations };
  }
  for (const f of result.findings) if (f.ruleId === 'internal-error') violations.push({ property: 'lint-total', fault: 'internal-error finding', detail: f.message });
  // `__proto__` and `constructor` keys are data: no document may change a prototype.
  const polluted = Object.getOwnPropertyNames(Object.prototype).filter((name) => !OBJECT_PROTOTYPE_NAMES.has(name));
  if (polluted.length > 0 || ({} as Record<string, unknown>).polluted !== undefined) violations.push({ property: 'lint-total', fault: 'prototype changed', detail: `Object.prototype gained ${JSON.stringify(polluted)}` });
  const budget = lintBudgetMs(doc.text.length);
  if (ms > budget) {
    // Load only adds time: the faster of two runs is the lint's own.
    const started = performance.now();
    lint(doc.text, options);
    const again = performance.now() - started;
    ms = Math.min(ms, again);
    if (ms > budget) violations.push({ property: 'lint-budget', fault: 'lint over budget', detail: `${Math.round(ms)} ms for ${doc.text.length} chars (budget ${budget} ms)` });
  }
  for (const v of rangeViolations(doc.text, result.findings.map((f) => ({ what: `${f.ruleId} ${f.pointer}`, ranges: [f.range, ...(f.related ?? []).map((r) => r.range)] })), 'ranges-within')) violations.push(v);
  return { result, ms, violations };
}

const OBJECT_PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * A comment changes nothing a lint reports (but suppressions, which are left out): the same
 * findings, by rule and pointer, with `/* c *\/` written after the first token and in the
 * middle of the text. (Strict JSON is read by JSON.parse and commented text by another path:
 * the two must agree, `__proto__` keys and repeated keys included.)
 */
export function checkCommentNeutral(doc: FuzzDoc, result: LintResult, options: LintOptions = lintOptionsOf(doc)): Violation[] {
  const text = result.document.text;
  if (result.document.parseErrors.length > 0 || result.document.nestingTooDeep || !result.model || text.length > 2_000_000) return [];
  const boundaries = tokenEnds(text);
  if (boundaries.length < 2) return [];
  const places = [...new Set([boundaries[0], boundaries[boundaries.length >> 1]])];
  const commented = places.reduceRight((t, at) => `${t.slice(0, at)}/* c */${t.slice(at)}`, text);
  const key = (findings: readonly Finding[]) => findings.filter((f) => !f.ruleId.startsWith('suppression-')).map((f) => `${f.ruleId} ${f.pointer}`).sort();
  const before = key(result.findings);
  const after = key(lint(commented, options).findings);
  if (before.join('\n') === after.join('\n')) return [];
  const gone = before.filter((k) => !after.includes(k));
  const added = after.filter((k) => !before.includes(k));
  return [{ property: 'comment-neutral', fault: 'a comment changes the findings', detail: `comment at ${places.join(', ')}: gone ${JSON.stringify(gone.slice(0, 4))}, new ${JSON.stringify(added.slice(0, 4))}` }];
}

function tokenEnds(text: string): number[] {
  const scanner = createScanner(text, false);
  const ends: number[] = [];
  for (let kind: number = scanner.scan(); kind !== EOF_TOKEN && ends.length < 1_000_000; kind = scanner.scan()) {
    if (kind !== LINE_COMMENT && kind !== BLOCK_COMMENT && kind !== 14 /* LineBreakTrivia */ && kind !== 15 /* Trivia */) ends.push(scanner.getTokenOffset() + scanner.getTokenLength());
  }
  return ends;
}

/** The length of each line, with \r\n, \r and \n as line breaks (as the editor counts them). */
export function lineLengths(text: string): number[] {
  return text.split(/\r\n|\r|\n/).map((line) => line.length);
}

export function rangeViolations(text: string, items: ReadonlyArray<{ what: string; ranges: readonly Range[] }>, property: PropertyId): Violation[] {
  const lines = lineLengths(text);
  const violations: Violation[] = [];
  const valid = (p: Range['start']) => Number.isInteger(p.line) && Number.isInteger(p.character) && p.line >= 0 && p.character >= 0 && p.line < lines.length && p.character <= lines[p.line];
  for (const { what, ranges } of items) {
    for (const r of ranges) {
      const ordered = r.start.line < r.end.line || (r.start.line === r.end.line && r.start.character <= r.end.character);
      if (!valid(r.start) || !valid(r.end) || !ordered) {
        violations.push({ property, fault: 'range outside the document', detail: `${what}: ${JSON.stringify(r)} in ${lines.length} lines` });
        break;
      }
    }
  }
  return violations;
}

// ── Text helpers ─────────────────────────────────────────────────────────────

/** Applies edits as a client does (sorted, each against the original offsets); throws when they overlap or leave the text. */
export function applyEditsStrict(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.offset < at || e.length < 0 || e.offset + e.length > text.length) throw new Error(`edit ${JSON.stringify({ offset: e.offset, length: e.length })} overlaps another or leaves the text (${text.length} chars)`);
    out += text.slice(at, e.offset) + e.newText;
    at = e.offset + e.length;
  }
  return out + text.slice(at);
}

/**
 * jsonc-parser's parse errors of the text as the engine reads it (one leading BOM is the
 * encoding's mark, not content); one pseudo error (code -1) when the text nests too deep for
 * its recursive descent.
 */
export function parseErrorsOf(text: string): ParseError[] {
  const errors: ParseError[] = [];
  try {
    parse(text.startsWith('\uFEFF') ? text.slice(1) : text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  } catch {
    return [{ error: -1 as ParseError['error'], offset: 0, length: 0 }];
  }
  return errors;
}

/** The text of every comment, in order. */
// jsonc-parser's SyntaxKind is a const enum, which isolatedModules cannot read: its values.
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
export const EOF_TOKEN = 17;

export function commentsOf(text: string): string[] {
  const scanner = createScanner(text, false);
  const comments: string[] = [];
  for (let kind: number = scanner.scan(); kind !== EOF_TOKEN; kind = scanner.scan()) {
    if (kind === LINE_COMMENT || kind === BLOCK_COMMENT) comments.push(text.slice(scanner.getTokenOffset(), scanner.getTokenOffset() + scanner.getTokenLength()));
  }
  return comments;
}

/**
 * The comments of `before` missing from `after` (as a multiset). A suppression comment
 * extended with more rule ids (what "Disable <rule> for this line" does to the suppression
 * already above the line, and "… for the entire file" to the file-level one) counts as kept: same reason, every rule id it had.
 */
export function lostComments(before: string, after: string): string[] {
  const afterComments = commentsOf(after);
  const left = new Map<string, number>();
  for (const c of afterComments) left.set(c, (left.get(c) ?? 0) + 1);
  const lost: string[] = [];
  for (const c of commentsOf(before)) {
    const n = left.get(c) ?? 0;
    if (n === 0) lost.push(c);
    else left.set(c, n - 1);
  }
  return lost.filter((c) => {
    const old = suppressionOf(c);
    return !old || !afterComments.some((a) => {
      const now = suppressionOf(a);
      return now !== undefined && now.scope === old.scope && now.reason === old.reason && old.ids.every((id) => now.ids.includes(id));
    });
  });
}

/** A next-line or file-level suppression comment (*Disable <rule> for the entire file* extends the latter). */
function suppressionOf(comment: string): { scope: string; ids: string[]; reason: string } | undefined {
  const m = /^\/\/\s*tool-contracts-disable(-next-line)?(?![\w-])([^]*?)(?:\s--\s*([^]*))?$/.exec(comment.trim());
  return m ? { scope: m[1] ? 'next-line' : 'file', ids: m[2].split(/[\s,]+/).filter(Boolean), reason: (m[3] ?? '').trim() } : undefined;
}

/** How many keys are written again in an object that already has them. */
export function repeatedKeyCount(text: string): number {
  let root: Node | undefined;
  try {
    root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  } catch {
    return 0;
  }
  let count = 0;
  const stack: Node[] = root ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const key = String(property.children?.[0]?.value);
        if (seen.has(key)) count++;
        seen.add(key);
      }
    }
    for (const child of node.children ?? []) stack.push(child);
  }
  return count;
}

function countByPlace(findings: readonly Finding[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(`${f.ruleId} ${f.pointer}`, (counts.get(`${f.ruleId} ${f.pointer}`) ?? 0) + 1);
  return counts;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}${error.stack ? `\n${error.stack.split('\n').slice(1, 6).join('\n')}` : ''}` : String(error);
}

// ── Where a fix may edit ─────────────────────────────────────────────────────

/** Fixes that add tools beside the one they fix: they may insert between tools. */
const ADDS_TOOLS = new Set(['mutation-no-preview', 'mutation-dry-run-flag', 'mutation-self-confirmation']);
/** Fixes that rename a tool: they may rewrite the previewTool / verifyTool values that name it in other tools. */
const RENAMES_TOOLS = new Set(['tool-name-portability']);

interface ToolSpans {
  readonly spans: Array<{ offset: number; length: number }>;
  /** previewTool / verifyTool string values of each tool: what a rename may rewrite. */
  readonly references: Array<{ offset: number; length: number }>;
}

function toolSpans(text: string, result: LintResult): ToolSpans {
  const spans: ToolSpans = { spans: [], references: [] };
  const toolsPath = result.model?.toolsPath;
  if (!toolsPath) return spans;
  let root: Node | undefined;
  try {
    root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  } catch {
    return spans; // too deep to parse: the engine offers no fix there
  }
  let node: Node | undefined = root;
  for (const segment of toolsPath) {
    if (!node) break;
    if (typeof segment === 'number') node = node.type === 'array' ? node.children?.[segment] : undefined;
    else {
      let found: Node | undefined;
      for (const p of node.type === 'object' ? (node.children ?? []) : []) if (p.children?.[0]?.value === segment) found = p.children[1];
      node = found;
    }
  }
  if (node?.type !== 'array') return spans;
  for (const tool of node.children ?? []) {
    spans.spans.push({ offset: tool.offset, length: tool.length });
    for (const p of tool.type === 'object' ? (tool.children ?? []) : []) {
      const [key, value] = p.children ?? [];
      if ((key?.value === 'previewTool' || key?.value === 'verifyTool') && value) spans.references.push({ offset: value.offset, length: value.length });
    }
  }
  return spans;
}

const inside = (e: TextEdit, s: { offset: number; length: number }) => e.offset >= s.offset && e.offset + e.length <= s.offset + s.length;
const strictlyInside = (e: TextEdit, s: { offset: number; length: number }) => e.offset > s.offset && e.offset < s.offset + s.length;

/**
 * Why an edit of a fix of `finding` is out of its place, or undefined. A fix of a finding in
 * a tool edits that tool's text only, except: fixes that add tools (a preview tool, a split)
 * may insert between tools; a rename of a tool may rewrite the previewTool / verifyTool values
 * that name it. A fix of a finding outside the tools (version, changelog) edits no tool.
 */
export function scopeProblem(finding: Finding, edit: TextEdit, tools: ToolSpans, toolsPathLength: number): string | undefined {
  const index = finding.path.length > toolsPathLength ? finding.path[toolsPathLength] : undefined;
  const own = typeof index === 'number' ? tools.spans[index] : undefined;
  if (!own) {
    const hit = tools.spans.findIndex((s) => strictlyInside(edit, s) || (edit.length > 0 && edit.offset < s.offset + s.length && edit.offset + edit.length > s.offset));
    return hit >= 0 ? `edits tool ${hit}, though its finding is in no tool` : undefined;
  }
  if (inside(edit, own)) return undefined;
  if (ADDS_TOOLS.has(finding.ruleId) && edit.length === 0 && !tools.spans.some((s) => strictlyInside(edit, s))) return undefined;
  if (RENAMES_TOOLS.has(finding.ruleId) && tools.references.some((r) => inside(edit, r))) return undefined;
  return `edits ${JSON.stringify({ offset: edit.offset, length: edit.length })} outside tool ${index} (${own.offset}..${own.offset + own.length})`;
}

function firstScopeProblem(finding: Finding, edits: readonly TextEdit[], tools: ToolSpans, result: LintResult): string | undefined {
  for (const edit of edits) {
    const problem = scopeProblem(finding, edit, tools, result.model?.toolsPath.length ?? 1);
    if (problem) return problem;
  }
  return undefined;
}

/** scopeProblem of a fix's edits (offsets in `text`, the text `result` linted). */
export function scopeProblemOf(text: string, result: LintResult, finding: Finding, edits: readonly TextEdit[]): string | undefined {
  return firstScopeProblem(finding, edits, toolSpans(text, result), result);
}

// ── Fixes ────────────────────────────────────────────────────────────────────

export interface FixStats {
  fixesTried: number;
  brokenFixes: number;
}

/**
 * Checks every fix of the findings at `which` (indices modulo the number of findings; all when
 * undefined). Returns the violations, and counts what it tried.
 */
export function checkFixes(doc: FuzzDoc, result: LintResult, which: readonly number[] | undefined, stats: FixStats = { fixesTried: 0, brokenFixes: 0 }, options: LintOptions = lintOptionsOf(doc)): Violation[] {
  const violations: Violation[] = [];
  const session = new FixSession(result);
  if (!session.fixable || result.findings.length === 0) return violations;
  const findings = which === undefined ? result.findings : [...new Set(which.map((i) => i % result.findings.length))].map((i) => result.findings[i]);
  const text = result.document.text;
  let tools: ToolSpans | undefined;
  const commentsBefore = commentsOf(text).length;
  const repeatedBefore = repeatedKeyCount(text);
  const before = countByPlace(result.findings);
  for (const finding of findings) {
    let fixes: Fix[];
    try {
      fixes = session.fixesFor(finding);
    } catch (error) {
      violations.push({ property: 'fixes-sound', fault: 'fixesFor threw', detail: `${finding.ruleId} ${finding.pointer}: ${describeError(error)}` });
      continue;
    }
    for (const fix of fixes) {
      stats.fixesTried++;
      const broken = (fault: string, detail: string) => violations.push({ property: 'fixes-sound', fault: `${fix.ruleId}: ${fault}`, detail: `"${fix.title}" at ${finding.pointer}: ${detail}` });
      const count = violations.length;
      let output: string;
      try {
        output = applyEditsStrict(text, fix.edits);
      } catch (error) {
        broken('edits do not apply', describeError(error));
        stats.brokenFixes++;
        continue;
      }
      const errors = parseErrorsOf(output);
      if (errors.length > 0) broken('does not parse', `${errors.length} parse errors, first at ${errors[0].offset}`);
      if (commentsBefore > 0) {
        const lost = lostComments(text, output);
        if (lost.length > 0) broken('comment lost', JSON.stringify(lost.slice(0, 3)));
      }
      const repeatedAfter = repeatedKeyCount(output);
      if (repeatedAfter > repeatedBefore) broken('adds a repeated key', `${repeatedBefore} → ${repeatedAfter}`);
      tools ??= toolSpans(text, result);
      const problem = firstScopeProblem(finding, fix.edits, tools, result);
      if (problem) broken('edits outside its tool', problem);
      if (errors.length === 0) {
        let after: LintResult | undefined;
        try {
          after = lint(output, withFileEdits(options, fix.fileEdits));
        } catch (error) {
          broken('the fixed text crashes lint', describeError(error));
        }
        if (after) {
          const place = `${finding.ruleId} ${finding.pointer}`;
          const left = countByPlace(after.findings).get(place) ?? 0;
          if (left >= (before.get(place) ?? 0)) broken('finding stays', `${left} ${place} after, ${before.get(place)} before`);
          const internal = after.findings.find((f) => f.ruleId === 'internal-error');
          if (internal) broken('the fixed text gives an internal-error', internal.message);
        }
      }
      if (violations.length > count) stats.brokenFixes++;
    }
  }
  return violations;
}

/** The lint options with the files a fix edits beside the contract (the changelog) read as edited. */
export function withFileEdits(options: LintOptions, files: Fix['fileEdits']): LintOptions {
  if (!files || files.length === 0) return options;
  const edited = new Map(files.map((f) => [f.relativePath, applyEditsStrict(f.text, f.edits)]));
  const readFile = options.readFile;
  return { ...options, readFile: (relative) => edited.get(relative.replace(/\\/g, '/').replace(/^\.\//, '')) ?? readFile?.(relative) };
}

// ── Fix-all ──────────────────────────────────────────────────────────────────

export interface FixAllStats {
  fixAllRuns: number;
  nonConverging: number;
}

export function checkFixAll(doc: FuzzDoc, result: LintResult, stats: FixAllStats = { fixAllRuns: 0, nonConverging: 0 }, options: LintOptions = lintOptionsOf(doc)): Violation[] {
  const violations: Violation[] = [];
  if (result.document.parseErrors.length > 0 || result.document.nestingTooDeep || !result.model) return violations;
  const text = result.document.text;
  stats.fixAllRuns++;
  const bad = (fault: string, detail: string) => violations.push({ property: 'fixall-converges', fault, detail });
  let fixed: ReturnType<typeof fixAll>;
  try {
    fixed = fixAll(text, options, {}, undefined, result);
  } catch (error) {
    bad('fix-all threw', describeError(error));
    stats.nonConverging++;
    return violations;
  }
  if (fixed.fixedCount === 0) return violations;
  try {
    if (applyEditsStrict(text, fixed.edits) !== fixed.text) bad('edits differ from text', 'fix-all\'s edits applied to the text do not give its text');
  } catch (error) {
    bad('edits do not apply', describeError(error));
  }
  const errors = parseErrorsOf(fixed.text);
  if (errors.length > 0) bad('does not parse', `${errors.length} parse errors, first at ${errors[0].offset}`);
  const lost = lostComments(text, fixed.text);
  if (lost.length > 0) bad('comment lost', JSON.stringify(lost.slice(0, 3)));
  const repeatedBefore = repeatedKeyCount(text);
  const repeatedAfter = repeatedKeyCount(fixed.text);
  if (repeatedAfter > repeatedBefore) bad('adds repeated keys', `${repeatedBefore} → ${repeatedAfter}`);
  if (!fixed.settled) bad('did not settle', fixed.stoppedBecause ?? 'no reason given');
  else {
    const again = fixAll(fixed.text, options);
    if (again.fixedCount > 0) bad('not a fixed point', `run on its own output it applies ${again.fixedCount} more fixes`);
  }
  if (violations.length > 0) stats.nonConverging++;
  return violations;
}

/**
 * `lint --fix` (the CLI's lintFiles, in this process) on the document written to a temporary
 * file, against fix-all as the editor runs it on what the editor would show (the BOM is
 * not part of an editor's text; `--fix` writes it back).
 */
export function checkFixAllEqualsCli(doc: FuzzDoc): Violation[] {
  const dir = mkdtempSync(join(tmpdir(), 'tool-contracts-fuzz-'));
  try {
    const path = join(dir, doc.fileName);
    const onDisk = wellFormed(doc.text);
    writeFileSync(path, onDisk);
    const bom = onDisk.charCodeAt(0) === 0xfeff;
    const editorText = bom ? onDisk.slice(1) : onDisk;
    const options = { fileName: path, readFile: fileReaderBeside(path) };
    let expected: string;
    try {
      const fixed = fixAll(editorText, options);
      expected = fixed.fixedCount > 0 ? (bom ? '\uFEFF' : '') + fixed.text : onDisk;
    } catch {
      return []; // fixall-converges reports it
    }
    try {
      lintFiles([{ path: doc.fileName, absolutePath: path }], {}, true);
    } catch (error) {
      return [{ property: 'fixall-equals-cli', fault: 'lint --fix threw', detail: describeError(error) }];
    }
    const written = readFileSync(path, 'utf8');
    if (written === expected) return [];
    let at = 0;
    while (at < written.length && written[at] === expected[at]) at++;
    return [{ property: 'fixall-equals-cli', fault: 'lint --fix differs from fix-all', detail: `first difference at ${at}: --fix ${JSON.stringify(written.slice(at, at + 60))}, fix-all ${JSON.stringify(expected.slice(at, at + 60))}` }];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
