/**
 * Cold start (issue 14): our own schemas are compiled ahead of time (scripts/generate-validators.mjs),
 * and findings are sorted without ICU collation. Both must change nothing users see.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Ajv2020 from 'ajv/dist/2020';
import contractSchema from '../../schemas/tool-contract.schema.json';
import configSchema from '../../schemas/toolcontracts-config.schema.json';
import { ENGINE_DIAGNOSTIC_IDS, RULE_IDS, lint } from '../../server/src/engine';
import { compareFindings, type Finding } from '../../server/src/engine/findings';
import * as own from '../../server/src/engine/generated/ownSchemaValidators';
import { contract, mutationTrio, readTool } from '../helpers/contracts';

const ROOT = join(__dirname, '../..');

describe('our schemas, compiled ahead of time', () => {
  it('the committed validators are what the schemas give today (node scripts/generate-validators.mjs)', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/generate-validators.mjs'), '--check'], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
  });

  it('they give the errors ajv gives when it compiles the same schemas at run time', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
    const { $id: _id, ...shell } = contractSchema;
    const runtimeShell = ajv.compile({ ...shell, properties: { ...shell.properties, tools: { ...shell.properties.tools, items: true } } });
    const runtimeTool = ajv.compile({ $defs: contractSchema.$defs, $ref: '#/$defs/tool' });
    const runtimeConfig = ajv.compile(configSchema);
    const tools: unknown[] = [readTool(), ...mutationTrio('update_x'), {}, { name: 3, sideEffects: 'sometimes', inputSchema: [], errors: [{ type: 1 }] }, null, 'tool'];
    const documents: unknown[] = [contract([readTool()]), {}, [], { name: '', version: 1, tools: 'x', extra: true, 'x-ok': 1 }, null];
    const configs: unknown[] = [{}, { rules: { 'output-missing': 'loud' } }, { baseRef: 3, extra: 1 }, []];
    const compare = (runtime: (v: unknown) => boolean, generated: own.StandaloneValidator, value: unknown) => {
      const expected = runtime(value);
      assert.equal(generated(value), expected, JSON.stringify(value));
      assert.deepEqual(generated.errors ?? null, (runtime as unknown as { errors: unknown }).errors ?? null, JSON.stringify(value));
    };
    for (const value of documents) compare(runtimeShell, own.contractShell, value);
    for (const value of tools) compare(runtimeTool, own.tool, value);
    for (const value of configs) compare(runtimeConfig, own.config, value);
  });

  it('linting a contract loads no ajv (only the runtime helpers the generated code calls, ajv/dist/runtime/*)', () => {
    // In a fresh process: the test runner itself may have loaded ajv.
    const script = `
      const { lint } = require(${JSON.stringify(join(ROOT, 'server/src/engine'))});
      lint(${JSON.stringify(JSON.stringify(contract([readTool(), ...mutationTrio('update_x')])))}, { fileName: 'a.contract.json' });
      const loaded = Object.keys(require.cache).filter((f) => /node_modules[\\\\/]ajv[\\\\/]/.test(f) && !/ajv[\\\\/]dist[\\\\/]runtime[\\\\/]/.test(f));
      process.stdout.write(JSON.stringify(loaded));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', cwd: ROOT });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), []);
  });
});

describe('findings in order without ICU collation', () => {
  it('an ordinal comparison sorts every rule and diagnostic id as localeCompare does', () => {
    const ids = [...RULE_IDS, ...ENGINE_DIAGNOSTIC_IDS];
    const at = (ruleId: string): Finding => ({ ruleId, severity: 'error', message: '', path: [], pointer: '', range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } });
    const ordinal = ids.map(at).sort(compareFindings).map((f) => f.ruleId);
    assert.deepEqual(ordinal, [...ids].sort((a, b) => a.localeCompare(b)));
  });

  it('a lint runs no localeCompare', (t) => {
    const original = String.prototype.localeCompare;
    let calls = 0;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
      calls++;
      return original.apply(this, args);
    };
    t.after(() => {
      String.prototype.localeCompare = original;
    });
    const text = readFileSync(join(ROOT, 'examples/flawed.contract.jsonc'), 'utf8');
    const findings = lint(text, { fileName: 'flawed.contract.jsonc' }).findings;
    assert.ok(findings.length > 10);
    assert.equal(calls, 0);
  });
});
