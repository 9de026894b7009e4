/**
 * Rule test tables, in the manner of ESLint's RuleTester: `valid` cases must give no
 * finding of the rule; `invalid` cases must give exactly the listed findings (by
 * JSON pointer, and by exact range or message where given), no more, no fewer.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, type Range, type Finding } from '../../server/src/engine';
import type { Format, Target } from '../../server/src/engine/model';
import type { RuleSeverities } from '../../server/src/engine/config';
import { readBaseContract } from '../../server/src/versioning/base';

export interface Case {
  /** What the case shows, as the test name. */
  readonly name: string;
  /** A JSON value (serialised with 2-space indentation) or raw text. */
  readonly doc: unknown;
  readonly fileName?: string;
  readonly format?: Format;
  /** Files beside the linted one, for the injected reader (the changelog). */
  readonly files?: Readonly<Record<string, string>>;
  readonly rules?: RuleSeverities;
  /** The contract at the base ref (spec §5): a JSON value or raw text, read as committed at `HEAD`. */
  readonly base?: unknown;
  /** The project's contextBudgetTokens (tool-context-budget). */
  readonly contextBudgetTokens?: number;
  /** The project's targets (.toolcontracts.json), for the provider-* rules. */
  readonly targets?: readonly Target[];
}

export interface ExpectedFinding {
  readonly pointer: string;
  readonly range?: Range;
  /** A substring or pattern the message must contain. */
  readonly message?: string | RegExp;
  /** Pointers of the related locations, when the rule links two nodes. */
  readonly related?: readonly string[];
}

export interface InvalidCase extends Case {
  readonly findings: readonly ExpectedFinding[];
}

export function textOf(doc: unknown): string {
  return typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2);
}

export function lintCase(c: Case): { text: string; findings: Finding[] } {
  const text = textOf(c.doc);
  const files = c.files ?? {};
  const result = lint(text, {
    fileName: c.fileName ?? 'test.contract.json',
    format: c.format,
    rules: c.rules,
    readFile: (relative) => files[relative],
    base: c.base === undefined ? undefined : readBaseContract(textOf(c.base), c.fileName ?? 'test.contract.json', 'HEAD'),
    contextBudgetTokens: c.contextBudgetTokens,
    targets: c.targets,
  });
  return { text, findings: result.findings };
}

export function findingsOf(ruleId: string, c: Case): Finding[] {
  return lintCase(c).findings.filter((f) => f.ruleId === ruleId);
}

export function ruleTable(ruleId: string, table: { valid: readonly Case[]; invalid: readonly InvalidCase[] }): void {
  describe(ruleId, () => {
    assert.ok(table.valid.length >= 2, `${ruleId}: at least two valid cases`);
    assert.ok(table.invalid.length >= 2, `${ruleId}: at least two invalid cases`);
    for (const c of table.valid) {
      it(`valid: ${c.name}`, () => {
        const found = findingsOf(ruleId, c);
        assert.deepEqual(found.map(describeFinding), [], `expected no ${ruleId} finding`);
      });
    }
    for (const c of table.invalid) {
      it(`invalid: ${c.name}`, () => {
        const found = findingsOf(ruleId, c);
        assert.deepEqual(
          found.map((f) => f.pointer).sort(),
          c.findings.map((f) => f.pointer).sort(),
          `pointers of ${ruleId} findings; got ${JSON.stringify(found.map(describeFinding), null, 1)}`,
        );
        for (const expected of c.findings) {
          const candidates = found.filter((f) => f.pointer === expected.pointer);
          const match = candidates.find((f) => matches(f, expected));
          assert.ok(match, `no ${ruleId} finding at ${expected.pointer} matching ${JSON.stringify(expected)}; got ${JSON.stringify(candidates.map(describeFinding))}`);
          if (expected.related) assert.deepEqual(match.related?.map((r) => r.pointer) ?? [], expected.related);
          assert.equal(match.severity === 'error' || match.severity === 'warning' || match.severity === 'info', true);
        }
      });
    }
  });
}

function matches(finding: Finding, expected: ExpectedFinding): boolean {
  if (expected.range && JSON.stringify(finding.range) !== JSON.stringify(expected.range)) return false;
  if (typeof expected.message === 'string' && !finding.message.includes(expected.message)) return false;
  if (expected.message instanceof RegExp && !expected.message.test(finding.message)) return false;
  return true;
}

function describeFinding(f: Finding): string {
  return `${f.ruleId} ${f.pointer} ${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character} ${f.message}`;
}

/** A range on one line, for exact-range assertions: line and characters are 0-based. */
export function rangeOn(line: number, startCharacter: number, endCharacter: number): Range {
  return { start: { line, character: startCharacter }, end: { line, character: endCharacter } };
}
