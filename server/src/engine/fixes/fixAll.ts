/**
 * Fix-all, as ESLint does it: lint, take the safe fixes whose edits do not overlap (or
 * touch) an edit already taken, apply them, lint again; at most MAX_FIX_PASSES times, or
 * until a pass finds nothing to fix. The result's edits are against the original text,
 * merged where a later pass edited text an earlier pass wrote.
 */
import { lint, type LintOptions, type LintResult } from '../lint';
import { applyTextEdits } from './editor';
import { FixSession, parsesCleanly } from './compute';
import type { Fix, FixOptions, TextEdit } from './model';

export const MAX_FIX_PASSES = 10;

export interface FixAllResult {
  readonly text: string;
  /** Fixes applied, over all passes. */
  readonly fixedCount: number;
  /** Passes that applied at least one fix. */
  readonly passes: number;
  /** True when the last lint found no safe fix left to apply (a fixed point). */
  readonly settled: boolean;
  /** The edits that turn the original text into `text`. */
  readonly edits: readonly TextEdit[];
  /** The lint of `text`. */
  readonly lint: LintResult;
}

/** `firstLint`: the lint of `text` with `lintOptions`, when the caller has it already. */
export function fixAll(text: string, lintOptions: LintOptions = {}, fixOptions: FixOptions = {}, maxPasses = MAX_FIX_PASSES, firstLint?: LintResult): FixAllResult {
  let current = text;
  let result = firstLint && firstLint.document.text === text ? firstLint : lint(current, lintOptions);
  let edits: TextEdit[] = [];
  let fixedCount = 0;
  let passes = 0;
  for (;;) {
    const batch = nonOverlappingBatch(safeFixes(result, fixOptions));
    if (batch.length === 0) return { text: current, fixedCount, passes, settled: true, edits, lint: result };
    if (passes === maxPasses) return { text: current, fixedCount, passes, settled: false, edits, lint: result };
    const passEdits = batch.flatMap((fix) => fix.edits);
    const next = applyTextEdits(current, passEdits);
    if (next === current || !parsesCleanly(next)) return { text: current, fixedCount, passes, settled: false, edits, lint: result };
    edits = composeEdits(text, edits, passEdits);
    current = next;
    fixedCount += batch.length;
    passes++;
    result = lint(current, lintOptions);
  }
}

/** The first safe fix of each finding that has one. */
export function safeFixes(result: LintResult, options: FixOptions = {}): Fix[] {
  const session = new FixSession(result);
  if (!session.fixable) return [];
  const fixes: Fix[] = [];
  for (const finding of result.findings) {
    const [fix] = session.fixesFor(finding, { options, kinds: ['safe'] });
    if (fix) fixes.push(fix);
  }
  return fixes;
}

/**
 * Fixes in order, each kept only when none of its edits overlaps or touches an edit of a
 * fix kept before it (two insertions at one offset would be ordered by chance).
 */
export function nonOverlappingBatch(fixes: readonly Fix[]): Fix[] {
  const taken: TextEdit[] = [];
  const batch: Fix[] = [];
  const seen = new Set<string>();
  for (const fix of fixes) {
    const key = JSON.stringify(fix.edits);
    if (seen.has(key)) continue; // two findings, one fix (the same edit twice would apply it twice)
    if (fix.edits.some((edit) => taken.some((other) => touches(edit, other)))) continue;
    seen.add(key);
    taken.push(...fix.edits);
    batch.push(fix);
  }
  return batch;
}

function touches(a: TextEdit, b: TextEdit): boolean {
  return a.offset <= b.offset + b.length && b.offset <= a.offset + a.length;
}

/**
 * `earlier` turns `original` into B; `later` turns B into C. Returns edits that turn
 * `original` into C: a later edit in text no earlier edit wrote is moved back to the
 * original's offsets; one that meets text an earlier edit wrote is merged with it.
 */
export function composeEdits(original: string, earlier: readonly TextEdit[], later: readonly TextEdit[]): TextEdit[] {
  let composed = [...earlier].sort((a, b) => a.offset - b.offset);
  let produced = applyTextEdits(original, composed);
  // From the end, so the offsets of the later edits still to come stay valid in `produced`;
  // insertions at one offset from the last, so they keep their order.
  const fromTheEnd = later.map((edit, order) => ({ edit, order })).sort((a, b) => b.edit.offset - a.edit.offset || b.order - a.order);
  for (const { edit } of fromTheEnd) {
    composed = composeOne(composed, produced, edit);
    produced = produced.slice(0, edit.offset) + edit.newText + produced.slice(edit.offset + edit.length);
  }
  return composed;
}

/** Adds one edit, given in the offsets of `produced` (the text `composed` makes). */
function composeOne(composed: readonly TextEdit[], produced: string, edit: TextEdit): TextEdit[] {
  let delta = 0;
  const placed = composed.map((e) => {
    const start = e.offset + delta;
    const shiftBefore = delta;
    delta += e.newText.length - e.length;
    return { e, start, end: start + e.newText.length, shiftBefore };
  });
  const end = edit.offset + edit.length;
  const meeting = placed.filter((p) => p.start <= end && edit.offset <= p.end);
  const others = composed.filter((e) => !meeting.some((p) => p.e === e));
  let added: TextEdit;
  if (meeting.length === 0) {
    const shift = placed.filter((p) => p.end < edit.offset).reduce((sum, p) => sum + p.e.newText.length - p.e.length, 0);
    added = { offset: edit.offset - shift, length: edit.length, newText: edit.newText };
  } else {
    const first = meeting[0];
    const last = meeting[meeting.length - 1];
    const regionStart = Math.min(first.start, edit.offset);
    const regionEnd = Math.max(last.end, end);
    const shiftThrough = last.shiftBefore + last.e.newText.length - last.e.length;
    const offset = regionStart - first.shiftBefore;
    added = {
      offset,
      length: regionEnd - shiftThrough - offset,
      newText: produced.slice(regionStart, edit.offset) + edit.newText + produced.slice(end, regionEnd),
    };
  }
  return [...others, added].sort((a, b) => a.offset - b.offset);
}
