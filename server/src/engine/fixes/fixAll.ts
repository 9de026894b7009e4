/**
 * Fix-all, as ESLint does it: lint, take the safe fixes whose edits do not overlap (or
 * touch) an edit already taken, apply them, lint again; at most MAX_FIX_PASSES times, or
 * until a pass finds nothing to fix. The result's edits are against the original text,
 * merged where a later pass edited text an earlier pass wrote.
 *
 * Each pass is checked before it is kept, with work proportional to what it edits:
 * - every tool it edits (or the whole text, for an edit outside tools) must still parse
 *   and hold no repeated key it did not hold; the fixes that break a tool are left out;
 * - the lint that follows the pass must report less of each finding a fix of the pass
 *   targeted (same rule, same pointer: gone, or fewer where there were several); a fix
 *   that left its finding is refused for the rest of the run and the pass is made again
 *   without it.
 * So the result never gains a repeated key, and a fix that cannot remove its finding is
 * never applied: fix-all run on its own result offers nothing. Everything is linear in
 * the size of the file: one lint per pass, each fix written once per pass, edits composed
 * in one sweep.
 */
import type { Finding } from '../findings';
import { DEFAULT_MAX_SIZE_BYTES, lint, type LintOptions, type LintResult } from '../lint';
import { applyTextEdits } from './editor';
import { FixSession } from './compute';
import { duplicateKeys, readShape } from './duplicates';
import { locateToolSpans, toolHolding } from './locate';
import type { Fix, FixOptions, TextEdit } from './model';

export const MAX_FIX_PASSES = 10;
/** How many times one pass is made again without fixes that left their finding, before fix-all stops. */
const MAX_RETRIES_PER_PASS = 3;

export interface FixAllResult {
  readonly text: string;
  /** Fixes applied, over all passes. */
  readonly fixedCount: number;
  /** Passes that applied at least one fix. */
  readonly passes: number;
  /** True when the last lint found no safe fix left to apply (a fixed point). */
  readonly settled: boolean;
  /** Why fix-all stopped before a fixed point (with `settled` false): the pass limit, or a pass it could not make safe. */
  readonly stoppedBecause?: string;
  /** Safe fixes not applied because they did not remove their finding or broke the text (rule id, pointer and title). */
  readonly refused: readonly string[];
  /** The edits that turn the original text into `text`. */
  readonly edits: readonly TextEdit[];
  /** The lint of `text`. */
  readonly lint: LintResult;
}

/** A safe fix with the finding it fixes. */
interface Candidate {
  readonly fix: Fix;
  readonly finding: Finding;
}

const keyOf = ({ fix, finding }: Candidate) => `${finding.ruleId} ${finding.pointer} ${fix.title}`;

/** `firstLint`: the lint of `text` with `lintOptions`, when the caller has it already. */
export function fixAll(text: string, lintOptions: LintOptions = {}, fixOptions: FixOptions = {}, maxPasses = MAX_FIX_PASSES, firstLint?: LintResult): FixAllResult {
  const steps = fixAllSteps(text, lintOptions, fixOptions, maxPasses, firstLint);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * fixAll, one step at a time: it yields after each lint and while the fixes of a pass are
 * computed (every 250 findings), so a caller that must stay responsive (the language
 * server) can pause or drop it between steps. Returns what fixAll returns.
 */
export function* fixAllSteps(text: string, lintOptions: LintOptions = {}, fixOptions: FixOptions = {}, maxPasses = MAX_FIX_PASSES, firstLint?: LintResult): Generator<void, FixAllResult> {
  let current = text;
  let result = firstLint && firstLint.document.text === text ? firstLint : lint(current, lintOptions);
  let edits: TextEdit[] = [];
  let fixedCount = 0;
  let passes = 0;
  let retries = 0;
  const refused = new Set<string>();
  const done = (settled: boolean, stoppedBecause?: string): FixAllResult => ({ text: current, fixedCount, passes, settled, ...(stoppedBecause ? { stoppedBecause } : {}), refused: [...refused], edits, lint: result });
  let proposed: { of: LintResult; candidates: Candidate[] } | undefined; // a pass made again reuses its fixes
  for (;;) {
    if (proposed?.of !== result) {
      proposed = { of: result, candidates: yield* safeFixCandidates(result, fixOptions) };
      yield;
    }
    const candidates = nonOverlapping(proposed.candidates.filter((c) => !refused.has(keyOf(c))));
    if (candidates.length === 0) return done(true);
    if (passes === maxPasses) return done(false, `stopped after ${maxPasses} passes with safe fixes still to apply`);
    const { kept, broken } = keepingShape(current, candidates);
    for (const candidate of broken) refused.add(keyOf(candidate));
    if (kept.length === 0) continue; // every fix of this pass broke its tool: the next round looks again without them
    const passEdits = kept.flatMap((c) => c.fix.edits);
    const next = applyTextEdits(current, passEdits);
    // The size limit protects the editor from files it was given, not from what fixes add: a
    // file under the limit is fixed to the end even if the fixes take it over (its next lint
    // in the editor then says so, and how to raise the limit).
    const nextResult = lint(next, next.length > (lintOptions.maxSizeBytes ?? DEFAULT_MAX_SIZE_BYTES) ? { ...lintOptions, maxSizeBytes: next.length } : lintOptions);
    yield;
    if (nextResult.document.parseErrors.length > 0 || nextResult.document.nestingTooDeep) return done(false, 'a pass of safe fixes did not parse');
    const before = countByPlace(result.findings);
    const remaining = countByPlace(nextResult.findings);
    const futile = kept.filter(({ finding }) => {
      const place = `${finding.ruleId} ${finding.pointer}`;
      return (remaining.get(place) ?? 0) >= (before.get(place) ?? 0);
    });
    if (futile.length > 0) {
      for (const candidate of futile) refused.add(keyOf(candidate));
      if (++retries > MAX_RETRIES_PER_PASS) return done(false, 'safe fixes kept failing to remove their findings');
      continue; // the same pass again, without them
    }
    retries = 0;
    edits = composeEdits(text, edits, passEdits);
    current = next;
    result = nextResult;
    fixedCount += kept.length;
    passes++;
  }
}

/** How many findings each rule reports at each pointer (`rule pointer`). */
function countByPlace(findings: readonly Finding[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(`${f.ruleId} ${f.pointer}`, (counts.get(`${f.ruleId} ${f.pointer}`) ?? 0) + 1);
  return counts;
}

/** The first safe fix of each finding that has one. */
export function safeFixes(result: LintResult, options: FixOptions = {}): Fix[] {
  const steps = safeFixCandidates(result, options);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value.map((c) => c.fix);
}

/** Findings whose fixes are computed between two yields of fixAllSteps. */
const FINDINGS_PER_STEP = 250;

/** The first safe fix of each finding that has one, unchecked: fix-all checks them by the batch. Yields every FINDINGS_PER_STEP findings. */
function* safeFixCandidates(result: LintResult, options: FixOptions): Generator<void, Candidate[]> {
  const session = new FixSession(result);
  if (!session.fixable) return [];
  const candidates: Candidate[] = [];
  let sinceYield = 0;
  for (const finding of result.findings) {
    const [fix] = session.fixesFor(finding, { options, kinds: ['safe'], verify: false });
    if (fix) candidates.push({ fix, finding });
    if (++sinceYield === FINDINGS_PER_STEP) {
      sinceYield = 0;
      yield;
    }
  }
  return candidates;
}

/**
 * Fixes in order, each kept only when none of its edits overlaps or touches an edit of a
 * fix kept before it (two insertions at one offset would be ordered by chance).
 */
export function nonOverlappingBatch(fixes: readonly Fix[]): Fix[] {
  return nonOverlapping(fixes.map((fix) => ({ fix, finding: undefined as unknown as Finding }))).map((c) => c.fix);
}

function nonOverlapping<C extends { readonly fix: Fix }>(candidates: readonly C[]): C[] {
  const taken = new TakenRanges();
  const batch: C[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const { edits } = candidate.fix;
    const key = JSON.stringify(edits);
    if (seen.has(key)) continue; // two findings, one fix (the same edit twice would apply it twice)
    if (edits.some((edit) => taken.touches(edit))) continue;
    seen.add(key);
    for (const edit of edits) taken.add(edit);
    batch.push(candidate);
  }
  return batch;
}

/** Ranges taken by the edits of a batch, sorted and disjoint, to ask whether an edit meets one (by binary search). */
class TakenRanges {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** Whether `edit` overlaps or touches a taken range. */
  touches(edit: TextEdit): boolean {
    const end = edit.offset + edit.length;
    // The last range starting at or before the edit's end: the only one that can meet it, with ranges disjoint, besides those inside it.
    const i = this.lastStartAtOrBefore(end);
    return i >= 0 && this.ends[i] >= edit.offset;
  }

  add(edit: TextEdit): void {
    const i = this.lastStartAtOrBefore(edit.offset) + 1;
    this.starts.splice(i, 0, edit.offset);
    this.ends.splice(i, 0, edit.offset + edit.length);
  }

  private lastStartAtOrBefore(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (this.starts[mid] <= offset) low = mid + 1;
      else high = mid - 1;
    }
    return high;
  }
}

/**
 * The candidates whose edits keep each tool they touch parseable and free of new repeated
 * keys (edits outside tools: the whole text). A tool whose edits together break it keeps
 * its fixes one by one, in order, while it stays whole; the others are `broken`.
 */
function keepingShape(text: string, candidates: readonly Candidate[]): { kept: Candidate[]; broken: Candidate[] } {
  const tools = locateToolSpans(text);
  const byRegion = new Map<number, Candidate[]>(); // -1: the whole text
  for (const candidate of candidates) {
    const indices = new Set(candidate.fix.edits.map((edit) => toolHolding(tools, edit)));
    const region = indices.size === 1 ? [...indices][0] : -1;
    byRegion.set(region, [...(byRegion.get(region) ?? []), candidate]);
  }
  // The whole text's fixes are checked against the text with every tool fix applied, so the two agree.
  const kept: Candidate[] = [];
  const broken: Candidate[] = [];
  for (const [region, group] of byRegion) {
    if (region < 0) continue;
    const span = tools[region];
    const before = text.slice(span.offset, span.offset + span.length);
    const whole = (chosen: readonly Candidate[]) => regionIsWhole(before, span.offset, chosen, true);
    if (whole(group)) kept.push(...group);
    else {
      const chosen: Candidate[] = [];
      for (const candidate of group) {
        if (whole([...chosen, candidate])) chosen.push(candidate);
        else broken.push(candidate);
      }
      kept.push(...chosen);
    }
  }
  // Fixes outside tools, or across several: the whole text, with every fix kept so far (all at once first).
  const outside = byRegion.get(-1) ?? [];
  if (outside.length > 0 && regionIsWhole(text, 0, [...kept, ...outside], false)) kept.push(...outside);
  else {
    for (const candidate of outside) {
      if (regionIsWhole(text, 0, [...kept, candidate], false)) kept.push(candidate);
      else broken.push(candidate);
    }
  }
  return { kept, broken };
}

/**
 * Whether `regionText` (at `offset` of the text) with the candidates' edits parses and has
 * no more repeated keys than before; a tool's text is parsed in brackets (a fix may turn
 * one tool into several).
 */
function regionIsWhole(regionText: string, offset: number, candidates: readonly Candidate[], isTool: boolean): boolean {
  const local = candidates.flatMap((c) => c.fix.edits).map((e) => ({ ...e, offset: e.offset - offset }));
  const edited = applyTextEdits(regionText, local);
  const after = readShape(isTool ? `[${edited}]` : edited);
  if (!after.parses) return false;
  // Counted before the edits only when there are repeated keys after them (rarely).
  return after.duplicates.length === 0 || after.duplicates.length <= duplicateKeys(regionText).length;
}

/**
 * `earlier` turns `original` into B; `later` turns B into C. Returns edits that turn
 * `original` into C: a later edit in text no earlier edit wrote is moved back to the
 * original's offsets; one that meets (or touches) text an earlier edit wrote is merged
 * with it. One sweep over both lists, in order of their place in B: linear in the number
 * of edits (plus one application of `earlier`), however many passes fix-all makes.
 */
export function composeEdits(original: string, earlier: readonly TextEdit[], later: readonly TextEdit[]): TextEdit[] {
  const early = [...earlier].sort((a, b) => a.offset - b.offset);
  // Insertions at one offset keep their order (the sort is stable).
  const late = [...later].sort((a, b) => a.offset - b.offset);
  if (late.length === 0) return early;
  if (early.length === 0) return late.map((e) => ({ ...e }));
  const produced = applyTextEdits(original, early);
  // Where each earlier edit's new text lies in B.
  const placed: Array<{ edit: TextEdit; start: number; end: number }> = [];
  let delta = 0;
  for (const edit of early) {
    const start = edit.offset + delta;
    placed.push({ edit, start, end: start + edit.newText.length });
    delta += edit.newText.length - edit.length;
  }
  const composed: TextEdit[] = [];
  let shift = 0; // B offset minus original offset, before the component being built
  let i = 0;
  let j = 0;
  while (i < placed.length || j < late.length) {
    const earlyFirst = j >= late.length || (i < placed.length && placed[i].start < late[j].offset);
    let regionStart = earlyFirst ? placed[i].start : late[j].offset;
    let regionEnd = regionStart;
    const members: TextEdit[] = [];
    const laterMembers: TextEdit[] = [];
    let shiftThrough = shift;
    // A component: every interval of either list that meets the region grown so far.
    for (;;) {
      if (i < placed.length && placed[i].start <= regionEnd) {
        const p = placed[i++];
        members.push(p.edit);
        regionStart = Math.min(regionStart, p.start);
        regionEnd = Math.max(regionEnd, p.end);
        shiftThrough += p.edit.newText.length - p.edit.length;
      } else if (j < late.length && late[j].offset <= regionEnd) {
        const l = late[j++];
        laterMembers.push(l);
        regionEnd = Math.max(regionEnd, l.offset + l.length);
      } else break;
    }
    if (laterMembers.length === 0) composed.push(...members);
    else {
      const offset = regionStart - shift;
      const local = laterMembers.map((l) => ({ offset: l.offset - regionStart, length: l.length, newText: l.newText }));
      composed.push({ offset, length: regionEnd - shiftThrough - offset, newText: applyTextEdits(produced.slice(regionStart, regionEnd), local) });
    }
    shift = shiftThrough;
  }
  return composed;
}
