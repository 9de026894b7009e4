/** The registry, docs/rules/ and test/rules/ name the same ids; the engine ids have docs too. */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ENGINE_DIAGNOSTIC_IDS, RULES, RULE_IDS } from '../../server/src/engine';
import { withRulesTable } from '../../scripts/readme-rules';

const root = new URL('../../', import.meta.url);
const names = (dir: string, suffix: string) => readdirSync(new URL(dir, root)).filter((f) => f.endsWith(suffix)).map((f) => f.slice(0, -suffix.length)).sort();

describe('rule parity', () => {
  it('every rule has a docs page, every docs page a rule or engine id', () => {
    assert.deepEqual(names('docs/rules/', '.md'), [...RULE_IDS, ...ENGINE_DIAGNOSTIC_IDS].sort());
  });
  it('every rule has a test table and every table a rule', () => {
    assert.deepEqual(names('test/rules/', '.test.ts'), [...RULE_IDS].sort());
  });
  it('every rule file is registered, under its own id', () => {
    const files = names('server/src/rules/', '.ts');
    assert.deepEqual(files.filter((f) => !f.startsWith('_')).sort(), [...RULE_IDS].sort());
  });
  it('ids are unique and kebab-case, and every docs page states the rule\'s severity', () => {
    assert.equal(new Set(RULE_IDS).size, RULE_IDS.length);
    for (const rule of RULES) {
      assert.match(rule.meta.id, /^[a-z]+(-[a-z]+)*$/);
      const page = readFileSync(new URL(`docs/rules/${rule.meta.id}.md`, root), 'utf8');
      assert.ok(page.startsWith(`# ${rule.meta.id}\n`), `${rule.meta.id}: title`);
      assert.ok(page.includes(`| ${rule.meta.severity} |`), `${rule.meta.id}: severity ${rule.meta.severity} in the header table`);
      for (const heading of ['## What it catches', '## Why', '## How to fix', '## Examples']) assert.ok(page.includes(heading), `${rule.meta.id}: ${heading}`);
    }
  });
  it('no rule is a placeholder', () => {
    for (const id of RULE_IDS) {
      const source = readFileSync(new URL(`server/src/rules/${id}.ts`, root), 'utf8');
      assert.ok(!source.includes('PLACEHOLDER'), `${id} is still a placeholder`);
    }
  });
  it('the README\'s rule table is generated from the registry and up to date', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    assert.equal(readme, withRulesTable(readme), 'run: node --import tsx scripts/readme-rules.ts');
  });
});
