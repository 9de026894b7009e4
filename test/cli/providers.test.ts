/**
 * Provider formats through the CLI (issue 16): `lint --format json` names each file's format and
 * reports the provider-* findings at exact pointers; the project's `targets` reach the rules.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { lintJson } from './helpers';

const PROVIDER_FIXTURES = join(__dirname, '..', 'fixtures', 'providers');
const dir = mkdtempSync(join(tmpdir(), 'tool-contracts-providers-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Only the provider-* rules, so the figures do not move when other rules change. */
function writeConfig(extra: Record<string, unknown> = {}): void {
  writeFileSync(join(dir, '.toolcontracts.json'), JSON.stringify({ rules: { 'input-optional-without-default': 'off', 'input-free-form-query': 'off', 'field-unit-suffix': 'off', 'tool-name-portability': 'info' }, ...extra }));
}

const providerFindings = (file: any): string[] => file.findings.filter((f: any) => f.rule_id.startsWith('provider-')).map((f: any) => `${f.rule_id} ${f.pointer}`);

describe('lint --format json on provider tool files', () => {
  const cases: readonly [string, string, string[]][] = [
    ['anthropic.tools.json', 'anthropic-tools', ['provider-name-invalid /0/name', 'provider-strict-violation /1/input_schema']],
    ['openai-chat.tools.json', 'openai-chat-tools', ['provider-strict-violation /1/function/parameters', 'provider-keyword-unsupported /1/function/parameters/properties/when/allOf']],
    ['openai-chat.request.json', 'openai-chat-tools', ['provider-name-invalid /tools/0/function/name']],
    ['openai-responses.tools.json', 'openai-responses-tools', ['provider-strict-violation /0/parameters']],
    ['gemini.tools.json', 'gemini-tools', ['provider-name-invalid /functionDeclarations/0/parameters/properties/return-date', 'provider-keyword-unsupported /functionDeclarations/0/parameters/additionalProperties']],
  ];
  for (const [name, format, expected] of cases) {
    test(`${name}: format ${format}, its provider-* findings at exact pointers`, async () => {
      writeConfig();
      copyFileSync(join(PROVIDER_FIXTURES, name), join(dir, name));
      const { json, code } = await lintJson([name], { cwd: dir });
      assert.equal(code, 1, 'errors fail the run');
      const [file] = json.files;
      assert.equal(file.format, format);
      assert.deepEqual(providerFindings(file).sort(), [...expected].sort());
    });
  }
});

describe('targets from .toolcontracts.json', () => {
  const contract = {
    name: 'team-tickets',
    version: '1.0.0',
    tools: [{ name: 'tickets.search', description: 'Searches tickets.', sideEffects: 'read_only', inputSchema: { type: 'object', properties: { query: { type: 'string' }, status: { type: 'string' } }, required: ['query'], additionalProperties: false } }],
  };

  test('without targets a contract gets no provider-* finding, and tool-name-portability keeps its advice', async () => {
    writeConfig();
    writeFileSync(join(dir, 'team.contract.json'), JSON.stringify(contract, null, 2));
    const { json } = await lintJson(['team.contract.json'], { cwd: dir });
    assert.deepEqual(providerFindings(json.files[0]), []);
    assert.ok(json.files[0].findings.some((f: any) => f.rule_id === 'tool-name-portability'));
  });

  test('targets ["openai"] in the config: the name and the optional input are OpenAI findings, and portability is silent', async () => {
    writeConfig({ targets: ['openai'] });
    writeFileSync(join(dir, 'team.contract.json'), JSON.stringify(contract, null, 2));
    const { json } = await lintJson(['team.contract.json'], { cwd: dir });
    assert.deepEqual(providerFindings(json.files[0]).sort(), ['provider-name-invalid /tools/0/name', 'provider-strict-violation /tools/0/inputSchema']);
    assert.ok(!json.files[0].findings.some((f: any) => f.rule_id === 'tool-name-portability'));
  });

  test("the contract's own targets win over the config's", async () => {
    writeConfig({ targets: ['openai'] });
    writeFileSync(join(dir, 'team.contract.json'), JSON.stringify({ ...contract, targets: ['mcp'] }, null, 2));
    const { json } = await lintJson(['team.contract.json'], { cwd: dir });
    assert.deepEqual(providerFindings(json.files[0]), []);
    assert.ok(!json.files[0].findings.some((f: any) => f.rule_id === 'contract-schema'), 'targets is part of the contract format');
  });
});
