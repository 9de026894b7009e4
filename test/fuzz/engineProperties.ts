/**
 * One document check per engine property (checks.ts says what each holds), shared by the
 * property tests, the fixture replays and the long run.
 */
import type { LintResult } from '../../server/src/engine';
import { checkCardMarkdown, checkCardPage } from './cardPage';
import { checkCommentNeutral, checkFixAll, checkFixAllEqualsCli, checkFixes, checkLint, type FixAllStats, type FixStats, type PropertyId, type Violation } from './checks';
import type { FuzzDoc } from './mutations';

/** The fixes of at most this many findings are checked per document (spread over the document). */
export const FINDINGS_PER_DOC = 30;

export function spreadIndices(count: number, max = FINDINGS_PER_DOC): number[] | undefined {
  if (count <= max) return undefined;
  const step = count / max;
  return Array.from({ length: max }, (_, i) => Math.floor(i * step));
}

export interface EngineStats extends FixStats, FixAllStats {
  documents: number;
  crashes: number;
}

export function emptyEngineStats(): EngineStats {
  return { documents: 0, crashes: 0, fixesTried: 0, brokenFixes: 0, fixAllRuns: 0, nonConverging: 0 };
}

function linted(doc: FuzzDoc): { result?: LintResult; violations: Violation[] } {
  return checkLint(doc);
}

/** The check of one engine property (its violations, and possibly others found on the way). */
export function engineCheck(property: PropertyId, stats: EngineStats = emptyEngineStats()): (doc: FuzzDoc) => Violation[] {
  return (doc) => {
    switch (property) {
      case 'lint-total':
      case 'lint-budget':
      case 'ranges-within':
        return linted(doc).violations;
      case 'comment-neutral': {
        const { result } = linted(doc);
        return result ? checkCommentNeutral(doc, result) : [];
      }
      case 'fixes-sound': {
        const { result } = linted(doc);
        return result ? checkFixes(doc, result, spreadIndices(result.findings.length), stats) : [];
      }
      case 'fixall-converges': {
        const { result } = linted(doc);
        return result ? checkFixAll(doc, result, stats) : [];
      }
      case 'fixall-equals-cli':
        return checkFixAllEqualsCli(doc);
      case 'card-no-markup':
        return [...checkCardPage(doc.text, doc.fileName), ...checkCardMarkdown(doc.text, doc.fileName)];
      default:
        throw new Error(`${property} is not an engine property`);
    }
  };
}

/** Every engine property on one document (the long run), counting what it does. */
export function checkAllEngine(doc: FuzzDoc, stats: EngineStats): Violation[] {
  stats.documents++;
  const { result, violations } = linted(doc);
  if (result) {
    violations.push(...checkCommentNeutral(doc, result));
    violations.push(...checkFixes(doc, result, spreadIndices(result.findings.length), stats));
    violations.push(...checkFixAll(doc, result, stats));
  }
  violations.push(...checkFixAllEqualsCli(doc));
  violations.push(...checkCardPage(doc.text, doc.fileName), ...checkCardMarkdown(doc.text, doc.fileName));
  if (violations.some((v) => v.property === 'lint-total')) stats.crashes++;
  return violations;
}
