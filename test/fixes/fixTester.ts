/**
 * Golden tests for quick fixes, in the manner of ESLint's RuleTester `output`: a fix,
 * chosen by its title, must turn the text into exactly the expected text; that text must
 * parse, and linting it again must no longer report the fixed finding and report nothing
 * new (no rule reports more than it did before).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, type Finding } from '../../server/src/engine';
import { applyTextEdits, FixSession, parsesCleanly, type Fix, type FixKind, type FixOptions } from '../../server/src/engine/fixes';
import type { Format, Target } from '../../server/src/engine/model';

export interface FixCase {
  readonly name: string;
  /** Text, or a JSON value written with 2-space indentation. */
  readonly doc: unknown;
  readonly fileName?: string;
  readonly format?: Format;
  /** The finding to fix, when the rule reports more than one. */
  readonly pointer?: string;
  /** The fix to apply, by its exact title. */
  readonly title: string;
  readonly kind: FixKind;
  readonly preferred?: boolean;
  /** The exact text after the fix. */
  readonly output: string;
  readonly options?: FixOptions;
  /** Rules allowed to report more after the fix than before (each with the reason in the case name). */
  readonly allowNew?: readonly string[];
  /** The project's targets (.toolcontracts.json), for the provider-* rules. */
  readonly targets?: readonly Target[];
}

export interface NoFixCase {
  readonly name: string;
  readonly doc: unknown;
  readonly fileName?: string;
  readonly pointer?: string;
  readonly targets?: readonly Target[];
}

export function textOf(doc: unknown): string {
  return typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2);
}

const lintOptions = (c: { fileName?: string; format?: Format; targets?: readonly Target[] }) => ({ fileName: c.fileName ?? 'test.contract.jsonc', format: c.format, targets: c.targets });

/** The findings of `ruleId` in `text`, and the fixes of the one at `pointer` (or the first). */
export function fixesOf(ruleId: string, c: { doc: unknown; fileName?: string; format?: Format; pointer?: string; options?: FixOptions; targets?: readonly Target[] }): { text: string; finding: Finding; fixes: Fix[]; findings: Finding[] } {
  const text = textOf(c.doc);
  const result = lint(text, lintOptions(c));
  const findings = result.findings.filter((f) => f.ruleId === ruleId);
  const finding = c.pointer === undefined ? findings[0] : findings.find((f) => f.pointer === c.pointer);
  assert.ok(finding, `no ${ruleId} finding${c.pointer ? ` at ${c.pointer}` : ''}; got ${JSON.stringify(result.findings.map((f) => `${f.ruleId} ${f.pointer}`))}`);
  return { text, finding, fixes: new FixSession(result).fixesFor(finding, { options: c.options }), findings };
}

function countsByRule(findings: readonly Finding[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.ruleId, (counts.get(f.ruleId) ?? 0) + 1);
  return counts;
}

/** Applies the case's fix and checks the golden text, that it parses, and the re-lint. */
export function checkFixCase(ruleId: string, c: FixCase): string {
  const { text, fixes } = fixesOf(ruleId, c);
  const fix = fixes.find((f) => f.title === c.title);
  assert.ok(fix, `no fix titled ${JSON.stringify(c.title)}; offered: ${JSON.stringify(fixes.map((f) => f.title))}`);
  assert.equal(fix.kind, c.kind, 'kind');
  if (c.preferred !== undefined) assert.equal(fix.preferred, c.preferred, 'preferred');
  assert.equal(fixes.filter((f) => f.preferred).length, 1, 'exactly one preferred fix per finding');
  const output = applyTextEdits(text, fix.edits);
  if (process.env.FIX_GOLDEN_PRINT && output !== c.output) process.stderr.write(`@@GOLDEN ${c.name}\n${output}\n@@END\n`);
  assert.equal(output, c.output);
  assert.ok(parsesCleanly(output), 'the fixed text parses');
  const before = lint(text, lintOptions(c)).findings;
  const after = lint(output, lintOptions(c)).findings;
  const countBefore = countsByRule(before);
  const countAfter = countsByRule(after);
  assert.ok((countAfter.get(ruleId) ?? 0) < (countBefore.get(ruleId) ?? 0), `the fixed ${ruleId} finding is gone`);
  for (const [id, count] of countAfter) {
    if (c.allowNew?.includes(id)) continue;
    assert.ok(count <= (countBefore.get(id) ?? 0), `${id} reports ${count} after the fix, ${countBefore.get(id) ?? 0} before: ${JSON.stringify(after.filter((f) => f.ruleId === id).map((f) => `${f.pointer}: ${f.message}`))}`);
  }
  return output;
}

export function fixTable(ruleId: string, table: { fixes: readonly FixCase[]; noFix?: readonly NoFixCase[] }): void {
  describe(`${ruleId} fixes`, () => {
    for (const c of table.fixes) {
      it(`fix: ${c.name}`, () => {
        checkFixCase(ruleId, c);
      });
    }
    for (const c of table.noFix ?? []) {
      it(`no fix: ${c.name}`, () => {
        const { fixes } = fixesOf(ruleId, c);
        assert.deepEqual(fixes.map((f) => f.title), []);
      });
    }
  });
}

/** A contract around tool objects written as text (each indented by four spaces, as in the result). */
export function contractText(...tools: string[]): string {
  return `{\n  "name": "team-tickets",\n  "version": "1.0.0",\n  "tools": [\n${tools.join(',\n')}\n  ]\n}\n`;
}
