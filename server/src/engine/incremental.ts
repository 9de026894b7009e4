/**
 * Linting a document again after an edit, reusing its last lint: the language server's path
 * (the CLI lints each text once and calls `lint`).
 *
 * When the edit lies inside one tool of a strict JSON text (no comments, no repeated key) and
 * that tool still parses, only the rules of scope `tool` (rule.ts) run on that tool, and every
 * other tool keeps the findings those rules gave it, moved to where the tool now is. The rules
 * that look across tools or at the document run on the whole model, as in a full lint. Anything
 * else is a full lint: an edit across tools or outside them, a tool that no longer parses, other
 * options, a rule that failed. The findings are a full lint's, in the same order
 * (test/engine/incremental.test.ts edits at random and compares after each edit).
 */
import { editedLineStarts, JsonDocument, isObject, repeatsNoKey, setMember, toPointer, type JsonPath, type Position, type Range, type Span, type SpanRequest } from './document';
import { ENGINE_DIAGNOSTICS } from './engineDiagnostics';
import { compareFindings, type Finding } from './findings';
import { detectFormat, readModelAgain } from './formats';
import { applySuppressions, DEFAULT_MAX_SIZE_BYTES, enabledRules, lint, placeFindings, runRule, type LintOptions, type LintResult, type PendingFinding } from './lint';
import { arrayElementSpans, valueNestsTooDeep } from './locate';
import { RULES, ruleById } from './registry';
import type { Rule } from './rule';
import type { ContractModel, ToolModel } from './model';
import { clearSchemaWalks } from './schemaWalk';

/** The findings rules of scope `tool` gave one element of the tools array. */
interface ToolFindings {
  /** In the order of the lint's findings. */
  readonly findings: readonly Finding[];
  /** Where the element started (its findings move with it). */
  readonly start: Position;
  /** Per finding: its range's start and end, then each related range's, as offsets from the element's first character. */
  readonly offsets: readonly (readonly number[])[];
}

interface ReuseState {
  /** The options the findings were computed with (optionsKey). */
  readonly optionsKey: string;
  /** The tools array's opening bracket and the offset past its closing one. */
  readonly arrayStart: number;
  readonly arrayEnd: number;
  /** Start and end (exclusive) offsets of each element of the tools array. */
  readonly starts: readonly number[];
  readonly ends: readonly number[];
  readonly tools: readonly ToolFindings[];
  /**
   * Per element: the spans placed in it so far, by path under it and part, from its first
   * character. An element whose text has not changed keeps them: the cross-tool rules report
   * on the same nodes edit after edit, and these are not looked for again.
   */
  readonly placed: ReadonlyArray<Map<string, Span> | undefined>;
  /**
   * The findings of the rules that run on every edit (cross-tool and document rules), in the
   * order the rules reported them: one equal to a new one is kept in its place, so a finding
   * that did not change stays the same object (and keeps its diagnostic in the language server)
   * from edit to edit.
   */
  readonly crossTool: readonly Finding[];
}

const NO_FINDINGS: ToolFindings = { findings: [], start: { line: 0, character: 0 }, offsets: [] };

/** What a lint keeps for the next one; only results of `relint` have it. */
const reuseStates = new WeakMap<LintResult, ReuseState>();
const incrementalResults = new WeakSet<LintResult>();

/**
 * `lint(text, options)`, reusing `previous` (the last result of `relint` for this document)
 * where the edit allows: the same findings, in the same order.
 */
export function relint(text: string, options: LintOptions = {}, previous?: LintResult): LintResult {
  const state = previous && reuseStates.get(previous);
  if (previous && state && state.optionsKey === optionsKey(options)) {
    const result = lintEdit(previous, state, text, options);
    if (result) return result;
  }
  const result = lint(text, options);
  const state2 = reuseStateOf(result, options);
  if (state2) reuseStates.set(result, state2);
  return result;
}

/** Whether `relint` reused the previous lint for this result (for logs, tests and the bench). */
export function wasIncremental(result: LintResult): boolean {
  return incrementalResults.has(result);
}

/**
 * Every option but the base and the file reader (which only rules of document scope read: they
 * run on every edit), so findings are reused only under the options that made them.
 */
function optionsKey(options: LintOptions): string {
  const { base: _base, readFile: _readFile, ...deciding } = options;
  return JSON.stringify(deciding);
}

function isPerTool(ruleId: string): boolean {
  return ruleById(ruleId)?.meta.scope === 'tool';
}

/** The tools array element a path lies in, when it does. */
function elementOf(path: JsonPath, toolsPath: JsonPath): number | undefined {
  if (path.length <= toolsPath.length) return undefined;
  for (let i = 0; i < toolsPath.length; i++) if (path[i] !== toolsPath[i]) return undefined;
  const index = path[toolsPath.length];
  return typeof index === 'number' ? index : undefined;
}

/** A finding's range offsets from `base`, or undefined when one falls outside [0, length]. */
function offsetsOf(document: JsonDocument, finding: Finding, base: number, length: number): number[] | undefined {
  const ranges: Range[] = [finding.range, ...(finding.related ?? []).map((r) => r.range)];
  const offsets: number[] = [];
  for (const range of ranges) {
    for (const position of [range.start, range.end]) {
      const offset = document.offsetAt(position) - base;
      if (offset < 0 || offset > length) return undefined;
      offsets.push(offset);
    }
  }
  return offsets;
}

/** What a full lint keeps for the next edit; undefined when the next lint must be a full one anyway. */
function reuseStateOf(result: LintResult, options: LintOptions): ReuseState | undefined {
  const { document, model } = result;
  if (!model || !document.strict || document.nestingTooDeep || document.repeatedKeys.length > 0) return undefined;
  if (result.findings.some((f) => f.ruleId === ENGINE_DIAGNOSTICS.internalError.id)) return undefined;
  const spans = arrayElementSpans(document.text, model.toolsPath);
  // Each tool must be the element of the tools array its index says (a Gemini file with several declaration lists is not).
  if (!spans || !model.tools.every((tool) => elementOf(tool.path, model.toolsPath) === tool.index && tool.index < spans.starts.length)) return undefined;
  const findings: Finding[][] = spans.starts.map(() => []);
  const offsets: number[][][] = spans.starts.map(() => []);
  const crossTool: Finding[] = [];
  for (const finding of result.findings) {
    if (!isPerTool(finding.ruleId)) {
      crossTool.push(finding);
      continue;
    }
    const element = elementOf(finding.path, model.toolsPath);
    if (element === undefined || element >= spans.starts.length) return undefined;
    const base = spans.starts[element];
    const placed = offsetsOf(document, finding, base, spans.ends[element] - base);
    if (!placed) return undefined;
    findings[element].push(finding);
    offsets[element].push(placed);
  }
  const tools = spans.starts.map((start, i) => (findings[i].length === 0 ? NO_FINDINGS : { findings: findings[i], start: document.positionAt(start), offsets: offsets[i] }));
  return { optionsKey: optionsKey(options), arrayStart: spans.start, arrayEnd: spans.end, starts: spans.starts, ends: spans.ends, tools, placed: [], crossTool: inRuleOrder(crossTool) };
}

/** The lint of `text` from `previous`, or undefined when the edit needs a full lint. */
function lintEdit(previous: LintResult, state: ReuseState, text: string, options: LintOptions): LintResult | undefined {
  const model = previous.model;
  if (!model || text.length > (options.maxSizeBytes ?? DEFAULT_MAX_SIZE_BYTES)) return undefined;
  const before = previous.document.text;
  let edited = -1;
  let delta = 0;
  let document = previous.document;
  if (text !== before) {
    const prefix = commonPrefixLength(before, text);
    const suffix = commonSuffixLength(before, text, prefix);
    edited = elementAround(state, prefix, before.length - suffix);
    if (edited < 0 || before.charCodeAt(state.starts[edited]) !== 123 /* { */) return undefined;
    delta = text.length - before.length;
    const tool = parseObject(text.slice(state.starts[edited], state.ends[edited] + delta));
    if (!tool) return undefined;
    // A tool nested deeper than the strict scanner follows: placing findings may never enter it (other tools are jumped
    // over, and so is this one when no finding points into it), so a full lint decides whether the text is too deep.
    if (valueNestsTooDeep(text, state.starts[edited], model.toolsPath.length + 1)) return undefined;
    const lineStarts = editedLineStarts(previous.document.lineStartsOfText(), text, prefix, before.length - suffix, text.length - suffix);
    // Placing findings jumps over the tools array and each tool no finding points into.
    const valueEnds = new Map<number, number>([[state.arrayStart, state.arrayEnd + delta]]);
    state.starts.forEach((start, i) => valueEnds.set(i > edited ? start + delta : start, state.ends[i] + (i >= edited ? delta : 0)));
    document = new JsonDocument(text, { value: withElement(previous.document.value, model.toolsPath, edited, tool), lineStarts, valueEnds });
  }
  // A tool's shape can decide the format (an OpenAI entry with or without its function object).
  const format = options.format ?? detectFormat(document.value, options.fileName);
  if (format !== previous.format) return undefined;
  const nextModel = edited < 0 ? model : readModelAgain(model, document.value, format, edited);
  if (!nextModel) return undefined;
  const toolModel = nextModel.tools.find((tool) => tool.index === edited);
  if (toolModel && elementOf(toolModel.path, nextModel.toolsPath) !== edited) return undefined;
  const enabled = enabledRules(format, options.rules ?? {});
  // A rule whose findings read what other tools declare: an edit that changes what the edited tool declares re-lints the file.
  if (edited >= 0 && changesWhatOthersRead(enabled, model, model.tools.find((tool) => tool.index === edited), nextModel, toolModel)) return undefined;

  // The rules: those of scope `tool` on the edited tool only, the others on the whole model.
  const toolPending: PendingFinding[] = [];
  const pending: PendingFinding[] = [];
  clearSchemaWalks();
  for (const [rule, severity] of enabled) {
    if (rule.meta.scope !== 'tool') runRule(rule, severity, nextModel, document, options, pending);
    else if (toolModel) runRule(rule, severity, { ...nextModel, tools: [toolModel] }, document, options, toolPending, nextModel.tools);
  }
  clearSchemaWalks();
  const internalError = ENGINE_DIAGNOSTICS.internalError.id;
  if (pending.some((p) => p.ruleId === internalError) || toolPending.some((p) => p.ruleId === internalError)) return undefined;
  const starts = delta === 0 ? state.starts : state.starts.map((start, i) => (i > edited ? start + delta : start));
  const ends = delta === 0 ? state.ends : state.ends.map((end, i) => (i >= edited ? end + delta : end));
  const spans = state.placed.slice();
  if (edited >= 0) spans[edited] = undefined;
  const placed = placeFindings(document, [...toolPending, ...pending], (requests) => spansWithin(document, requests, nextModel.toolsPath, starts, spans));
  if (document.nestingTooDeep) return undefined;
  keepEqualFindings(state.crossTool, placed, toolPending.length);

  // Every other tool's findings, moved with it.
  const findings: Finding[] = placed;
  const tools: ToolFindings[] = [];
  for (let i = 0; i < state.tools.length; i++) {
    let entry: ToolFindings | undefined;
    if (i === edited) entry = toolFindingsOf(document, placed.slice(0, toolPending.length), starts[i], ends[i]);
    else {
      entry = moved(document, state.tools[i], starts[i]);
      for (const finding of entry.findings) findings.push(finding);
    }
    if (!entry) return undefined;
    tools.push(entry);
  }
  const kept = applySuppressions(document, findings);
  kept.sort(compareFindings);
  const result: LintResult = { document, format, model: nextModel, findings: kept, base: options.base, targets: options.targets, readFile: options.readFile };
  const crossTool = placed.slice(toolPending.length);
  reuseStates.set(result, { optionsKey: state.optionsKey, arrayStart: state.arrayStart, arrayEnd: state.arrayEnd + delta, starts, ends, tools, placed: spans, crossTool });
  incrementalResults.add(result);
  return result;
}

/** Whether an enabled rule of scope `tool` that reads other tools (Rule.toolSummary) summarises the edited tool differently now. */
function changesWhatOthersRead(enabled: ReadonlyArray<[Rule, unknown]>, model: ContractModel, before: ToolModel | undefined, nextModel: ContractModel, after: ToolModel | undefined): boolean {
  for (const [rule] of enabled) {
    const summary = rule.toolSummary;
    if (!summary) continue;
    if (!before || !after || summary(before, model.tools) !== summary(after, nextModel.tools)) return true;
  }
  return false;
}

/** A full lint's findings (in document order) in the order the rules run, as a relint places them; stable within a rule. */
function inRuleOrder(findings: Finding[]): Finding[] {
  const rank = (finding: Finding): number => RULES.indexOf(ruleById(finding.ruleId) as Rule);
  return findings.map((finding, at) => ({ finding, at, rank: rank(finding) })).sort((a, b) => a.rank - b.rank || a.at - b.at).map((entry) => entry.finding);
}

/**
 * Replaces each finding of `placed` from `from` on by the equal one of `earlier` (the last
 * lint's, in the same rule order), walking both lists together: an edit adds, drops or changes a
 * few findings, so the next equal one is at most a few places ahead. Allocates nothing.
 */
function keepEqualFindings(earlier: readonly Finding[], placed: Finding[], from: number): void {
  const LOOK_AHEAD = 8;
  let next = 0;
  for (let k = from; k < placed.length && next < earlier.length; k++) {
    const end = Math.min(earlier.length, next + LOOK_AHEAD);
    for (let j = next; j < end; j++) {
      if (equalFindings(earlier[j], placed[k])) {
        placed[k] = earlier[j];
        next = j + 1;
        break;
      }
    }
  }
}

function equalRanges(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

function equalFindings(a: Finding, b: Finding): boolean {
  if (a.ruleId !== b.ruleId || a.pointer !== b.pointer || a.severity !== b.severity || a.message !== b.message || !equalRanges(a.range, b.range)) return false;
  const ra = a.related ?? [];
  const rb = b.related ?? [];
  return ra.length === rb.length && ra.every((r, i) => r.pointer === rb[i].pointer && r.message === rb[i].message && equalRanges(r.range, rb[i].range));
}

/**
 * document.spansOf(requests), taking the span of a path under an element of the tools array from
 * what was placed there before (`placed`, by element, from its start) and keeping what is placed now.
 */
function spansWithin(document: JsonDocument, requests: SpanRequest[], toolsPath: JsonPath, starts: readonly number[], placed: Array<Map<string, Span> | undefined>): Span[] {
  const spans: Span[] = new Array<Span>(requests.length);
  const missing: number[] = [];
  const keys: Array<string | undefined> = new Array<string | undefined>(requests.length);
  const elements: Array<number | undefined> = new Array<number | undefined>(requests.length);
  requests.forEach(({ path, part = 'value' }, k) => {
    const element = elementOf(path, toolsPath);
    if (element === undefined || element >= starts.length) {
      missing.push(k);
      return;
    }
    const key = `${part} ${toPointer(path.slice(toolsPath.length + 1))}`;
    const known = placed[element]?.get(key);
    if (known) spans[k] = { offset: starts[element] + known.offset, length: known.length };
    else {
      keys[k] = key;
      elements[k] = element;
      missing.push(k);
    }
  });
  if (missing.length === 0) return spans;
  const found = document.spansOf(missing.map((k) => requests[k]));
  missing.forEach((k, m) => {
    spans[k] = found[m];
    const element = elements[k];
    const key = keys[k];
    if (element === undefined || key === undefined || document.nestingTooDeep) return;
    let known = placed[element];
    if (!known) placed[element] = known = new Map();
    known.set(key, { offset: found[m].offset - starts[element], length: found[m].length });
  });
  return spans;
}

/** The element whose inside (brackets excluded) holds the changed text [from, to) of the previous text; -1 when none does. */
function elementAround(state: ReuseState, from: number, to: number): number {
  let low = 0;
  let high = state.starts.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (state.starts[mid] < from) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found >= 0 && to <= state.ends[found] - 1 ? found : -1;
}

/** The edited tool's findings, as the next edit reuses them; undefined when one lies outside the tool. */
function toolFindingsOf(document: JsonDocument, findings: Finding[], start: number, end: number): ToolFindings | undefined {
  if (findings.length === 0) return NO_FINDINGS;
  // The order of the full lint's findings: the sort is stable, so this subset keeps its order in it.
  const sorted = [...findings].sort(compareFindings);
  const offsets: number[][] = [];
  for (const finding of sorted) {
    const placed = offsetsOf(document, finding, start, end - start);
    if (!placed) return undefined;
    offsets.push(placed);
  }
  return { findings: sorted, start: document.positionAt(start), offsets };
}

/** A tool's findings where the tool now starts: the same objects when it has not moved. */
function moved(document: JsonDocument, entry: ToolFindings, startOffset: number): ToolFindings {
  if (entry.findings.length === 0) return entry;
  const start = document.positionAt(startOffset);
  if (start.line === entry.start.line && start.character === entry.start.character) return entry;
  if (start.character === entry.start.character) {
    // Moved by whole lines: every position inside it moves by as many.
    const lines = start.line - entry.start.line;
    const shift = (range: Range): Range => ({ start: { line: range.start.line + lines, character: range.start.character }, end: { line: range.end.line + lines, character: range.end.character } });
    const findings = entry.findings.map((f) => withRanges(f, shift(f.range), f.related?.map((r) => shift(r.range))));
    return { findings, start, offsets: entry.offsets };
  }
  const at = (offset: number): Position => document.positionAt(startOffset + offset);
  const findings = entry.findings.map((f, k) => {
    const o = entry.offsets[k];
    return withRanges(f, { start: at(o[0]), end: at(o[1]) }, f.related?.map((_, r) => ({ start: at(o[2 + 2 * r]), end: at(o[3 + 2 * r]) })));
  });
  return { findings, start, offsets: entry.offsets };
}

function withRanges(finding: Finding, range: Range, related: Range[] | undefined): Finding {
  const copy: Finding = { ...finding, range };
  if (finding.related && related) return { ...copy, related: finding.related.map((r, i) => ({ ...r, range: related[i] })) };
  return copy;
}

/** A tool's text read by JSON.parse, when it is an object that repeats no key. */
function parseObject(text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isObject(value) && repeatsNoKey(text, value) ? value : undefined;
}

/** `root` with the element `index` of the array at `arrayPath` replaced, copying only the containers on the way. */
function withElement(root: unknown, arrayPath: JsonPath, index: number, element: unknown): unknown {
  if (arrayPath.length === 0) {
    const array = (root as unknown[]).slice();
    array[index] = element;
    return array;
  }
  const [head, ...rest] = arrayPath;
  if (Array.isArray(root)) {
    const copy = root.slice();
    copy[head as number] = withElement(root[head as number], rest, index, element);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(root as Record<string, unknown>) };
  setMember(copy, String(head), withElement((root as Record<string, unknown>)[head], rest, index, element));
  return copy;
}

/** The length of the common start of `a` and `b`, narrowed by halves: each step one native comparison. */
function commonPrefixLength(a: string, b: string): number {
  let equal = 0;
  let high = Math.min(a.length, b.length);
  while (equal < high) {
    const mid = (equal + high + 1) >> 1;
    if (a.slice(equal, mid) === b.slice(equal, mid)) equal = mid;
    else high = mid - 1;
  }
  return equal;
}

/** The length of the common end of `a` and `b`, not reaching into their first `prefix` characters. */
function commonSuffixLength(a: string, b: string, prefix: number): number {
  let equal = 0;
  let high = Math.min(a.length, b.length) - prefix;
  while (equal < high) {
    const mid = (equal + high + 1) >> 1;
    if (a.slice(a.length - mid, a.length - equal) === b.slice(b.length - mid, b.length - equal)) equal = mid;
    else high = mid - 1;
  }
  return equal;
}
