/**
 * How a full lint runs the rules: those of scope `tool` tool by tool (each tool's schema walks are
 * forgotten once its rules are done, so a lint keeps one tool's walks alive, not every tool's),
 * the others once on the whole model. The findings are those of one run of each rule over every
 * tool, in the same order, a rule that throws included.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, ruleById, type ContractModel, type Finding, type ToolModel } from '../../server/src/engine';
import { enabledRules, placeFindings, runRule, type PendingFinding } from '../../server/src/engine/lint';
import { compareFindings } from '../../server/src/engine/findings';
import { clearSchemaWalks } from '../../server/src/engine/schemaWalk';
import type { Rule, RuleContext } from '../../server/src/engine/rule';
import { generateContract } from '../../bench/corpus';
import { mcpList } from '../helpers/contracts';

/** Runs `body` with `id`'s check replaced by `check` (given the original), restored afterwards. */
function withCheck<T>(id: string, check: (original: Rule['check'], context: RuleContext) => void, body: () => T): T {
  const rule = ruleById(id) as { check: Rule['check'] };
  const original = rule.check;
  rule.check = (context) => check(original.bind(rule), context);
  try {
    return body();
  } finally {
    rule.check = original;
  }
}

const plain = (findings: readonly Finding[]) => findings.map((f) => `${f.ruleId} ${f.pointer} ${f.message}`);

describe('rule runs in a full lint', () => {
  const text = JSON.stringify(
    mcpList(['first', 'boom', 'third'].map((name) => ({ name, description: `Does ${name}.`, inputSchema: { type: 'object', properties: {} } }))),
    null,
    2,
  );

  it('runs a rule of scope tool once per tool, each time with that tool and every tool beside it', () => {
    const seen: Array<[string[], number]> = [];
    withCheck('output-missing', (original, context) => {
      seen.push([context.model.tools.map((tool: ToolModel) => tool.name!), context.allTools.length]);
      original(context);
    }, () => lint(text, { fileName: 'x.tools.json' }));
    assert.deepEqual(seen, [[['first'], 3], [['boom'], 3], [['third'], 3]]);
  });

  it('runs a rule of whole-file scope once, on every tool', () => {
    const seen: ContractModel[] = [];
    withCheck('tool-name-duplicate', (original, context) => {
      seen.push(context.model);
      original(context);
    }, () => lint(text, { fileName: 'x.tools.json' }));
    assert.equal(seen.length, 1);
    assert.deepEqual(seen[0].tools.map((tool) => tool.name), ['first', 'boom', 'third']);
  });

  it('a rule that throws on a tool keeps what it reported before, reports one internal error, and is not run on the tools after it', () => {
    const findings = withCheck('output-missing', (original, context) => {
      for (const tool of context.model.tools) if (tool.name === 'boom') throw new Error('boom');
      original(context);
    }, () => lint(text, { fileName: 'x.tools.json' }).findings);
    const ours = findings.filter((f) => f.ruleId === 'output-missing' || f.ruleId === 'internal-error');
    assert.deepEqual(
      ours.map((f) => [f.ruleId, f.pointer]),
      [['internal-error', ''], ['output-missing', '/tools/0/outputSchema']],
    );
    assert.equal(ours[0].message, 'Rule output-missing failed on this file: boom');
    // The other rules still ran on every tool.
    assert.ok(findings.some((f) => f.ruleId === 'side-effects-undeclared' && f.pointer.startsWith('/tools/2')));
  });

  it('gives the findings of one run of each rule over every tool, in the same order, on the bench contract with findings', () => {
    const options = { fileName: 'bench.contract.json' };
    const result = lint(generateContract(60, { flawed: true }), options);
    // Each rule run once on the whole model, as a full lint ran them before.
    const pending: PendingFinding[] = [];
    clearSchemaWalks();
    for (const [rule, severity] of enabledRules(result.format, {})) runRule(rule, severity, result.model!, result.document, options, pending);
    clearSchemaWalks();
    const once = placeFindings(result.document, pending).sort(compareFindings);
    assert.ok(once.length > 100, `the bench contract has findings: ${once.length}`);
    assert.deepEqual(plain(result.findings), plain(once));
  });
});
