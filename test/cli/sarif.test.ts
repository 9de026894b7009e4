/**
 * `--format sarif`: valid against the SARIF 2.1.0 schema (vendored, see fixtures/README.md),
 * with rule metadata, docs links, 1-based regions and JSON pointers.
 */
import assert from 'node:assert/strict';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, test } from 'node:test';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ALL_DIAGNOSTIC_IDS, ENGINE_DIAGNOSTICS, RULES } from '../../server/src/engine';
import { FIXTURES, REPO_ROOT, runCli, tempProject } from './helpers';

const schema = JSON.parse(readFileSync(join(FIXTURES, 'sarif-schema-2.1.0.json'), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validateSarif = ajv.compile(schema);
const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;

async function lintSarif(args: string[], cwd = FIXTURES): Promise<{ code: number | null; log: any }> {
  const run = await runCli(['lint', '--format', 'sarif', ...args], { cwd });
  return { code: run.code, log: JSON.parse(run.stdout) };
}

function assertValid(log: unknown): void {
  const valid = validateSarif(log);
  assert.ok(valid, `not valid SARIF 2.1.0:\n${JSON.stringify(validateSarif.errors?.slice(0, 10), null, 2)}`);
}

describe('--format sarif', { concurrency: 4 }, () => {
  test('the schema check is not vacuous: a broken log fails it', () => {
    assert.equal(validateSarif({ version: '2.1.0', runs: [{ tool: { driver: {} } }] }), false, 'driver without a name');
    assert.equal(validateSarif({ version: '2.2.0', runs: [] }), false, 'wrong version');
    assert.equal(validateSarif({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, level: 'fatal' }] }] }), false, 'bad level');
  });

  test('valid against the SARIF 2.1.0 schema: errors, clean, malformed, MCP, directory', async () => {
    const { code, log } = await lintSarif(['errors.contract.json', 'clean.contract.json', 'malformed.contract.jsonc', 'server.tools.json', 'project']);
    assert.equal(code, 1);
    assertValid(log);
  });

  test('valid when clean (no results), exit 0', async () => {
    const { code, log } = await lintSarif(['clean.contract.json']);
    assert.equal(code, 0);
    assertValid(log);
    assert.deepEqual(log.runs[0].results, []);
  });

  test('one run; the driver names the tool, its version and its rules with docs links', async () => {
    const { log } = await lintSarif(['errors.contract.json']);
    assert.equal(log.version, '2.1.0');
    assert.match(log.$schema, /sarif-schema-2\.1\.0\.json$/);
    assert.equal(log.runs.length, 1);
    const driver = log.runs[0].tool.driver;
    assert.equal(driver.name, 'tool-contracts');
    assert.equal(driver.version, version);
    assert.equal(typeof driver.informationUri, 'string');
    assert.deepEqual(driver.rules.map((r: any) => r.id), [...ALL_DIAGNOSTIC_IDS], 'every rule, then every engine diagnostic');
    const defaults = new Map<string, string>([...RULES.map((r) => [r.meta.id, r.meta.severity] as const), ...Object.values(ENGINE_DIAGNOSTICS).map((d) => [d.id, d.severity] as const)]);
    for (const rule of driver.rules) {
      assert.equal(typeof rule.shortDescription.text, 'string');
      assert.ok(rule.shortDescription.text.length > 0);
      // The docs page as shipped: dist/cli.js → ../docs/rules/<id>.md.
      assert.equal(rule.helpUri, pathToFileURL(join(REPO_ROOT, 'docs/rules', `${rule.id}.md`)).href);
      const level = { error: 'error', warning: 'warning', info: 'note' }[defaults.get(rule.id)!];
      assert.deepEqual(rule.defaultConfiguration, { level });
    }
  });

  test('results: rule index, level, message, relative artifact, 1-based region, pointer', async () => {
    const { log } = await lintSarif(['errors.contract.json']);
    const run = log.runs[0];
    assert.deepEqual(run.originalUriBaseIds, { '%SRCROOT%': { uri: `${pathToFileURL(FIXTURES).href}/` } });
    assert.deepEqual(run.artifacts, [{ location: { uri: 'errors.contract.json', uriBaseId: '%SRCROOT%' } }]);
    assert.equal(run.columnKind, 'utf16CodeUnits');
    assert.equal(run.results.length, 2);
    const [output, duplicate] = run.results;
    assert.equal(output.ruleId, 'output-not-object');
    assert.equal(run.tool.driver.rules[output.ruleIndex].id, 'output-not-object');
    assert.equal(output.level, 'error');
    assert.match(output.message.text, /bare array/);
    assert.deepEqual(output.locations[0].physicalLocation, {
      artifactLocation: { uri: 'errors.contract.json', uriBaseId: '%SRCROOT%', index: 0 },
      // JSON range 9:32–9:39 (0-based) is 10:33–10:40 (1-based).
      region: { startLine: 10, startColumn: 33, endLine: 10, endColumn: 40 },
    });
    assert.deepEqual(output.locations[0].logicalLocations, [{ name: 'type', fullyQualifiedName: '/tools/0/outputSchema/type' }]);
    assert.deepEqual(output.properties, { pointer: '/tools/0/outputSchema/type' });

    assert.equal(duplicate.ruleId, 'tool-name-duplicate');
    assert.equal(run.tool.driver.rules[duplicate.ruleIndex].id, 'tool-name-duplicate');
    assert.deepEqual(duplicate.locations[0].physicalLocation.region, { startLine: 13, startColumn: 15, endLine: 13, endColumn: 29 });
    assert.equal(duplicate.relatedLocations.length, 1, 'where the name is first defined');
    assert.deepEqual(duplicate.relatedLocations[0].properties, { pointer: '/tools/0/name' });
    assert.equal(duplicate.relatedLocations[0].physicalLocation.region.startLine, 6);
  });

  test('parse errors have no logical location (the pointer is the root) but keep properties.pointer', async () => {
    const { log } = await lintSarif(['malformed.contract.jsonc']);
    for (const result of log.runs[0].results) {
      assert.equal(result.ruleId, 'parse-error');
      assert.equal(result.locations[0].logicalLocations, undefined);
      assert.deepEqual(result.properties, { pointer: '' });
    }
  });

  test('infos are notes, and the project config shows as rule configuration overrides', async () => {
    const { code, log } = await lintSarif(['errors.contract.json'], join(FIXTURES, 'config-lowered'));
    assert.equal(code, 0);
    assertValid(log);
    const run = log.runs[0];
    assert.deepEqual(run.results.map((r: any) => r.level), ['warning', 'note']);
    const overrides = run.invocations[0].ruleConfigurationOverrides;
    const byId = new Map(overrides.map((o: any) => [o.descriptor.id, o]));
    assert.deepEqual((byId.get('output-not-object') as any).configuration, { level: 'warning' });
    assert.deepEqual((byId.get('tool-name-duplicate') as any).configuration, { level: 'note' });
    assert.deepEqual((byId.get('errors-missing') as any).configuration, { enabled: false });
    for (const o of overrides) assert.equal(run.tool.driver.rules[o.descriptor.index].id, o.descriptor.id);
  });

  test('a broken config is reported in SARIF too, at its own file', async () => {
    const { code, log } = await lintSarif(['errors.contract.json'], join(FIXTURES, 'config-broken'));
    assert.equal(code, 1);
    assertValid(log);
    const configResults = log.runs[0].results.filter((r: any) => r.ruleId === 'config-invalid');
    assert.equal(configResults.length, 2);
    for (const r of configResults) assert.equal(r.locations[0].physicalLocation.artifactLocation.uri, '.toolcontracts.json');
  });

  test('files outside the working directory get absolute file: URIs', async () => {
    const { log } = await lintSarif(['../errors.contract.json'], join(FIXTURES, 'project'));
    assertValid(log);
    assert.deepEqual(log.runs[0].artifacts, [{ location: { uri: pathToFileURL(join(FIXTURES, 'errors.contract.json')).href } }]);
  });

  describe('an unreadable file', () => {
    const project = tempProject();
    after(project.cleanup);
    symlinkSync(join(project.dir, 'nowhere.json'), join(project.dir, 'dangling.contract.json'));
    test('is a read-error result at line 1, and the log is still valid', async () => {
      const { code, log } = await lintSarif(['dangling.contract.json'], project.dir);
      assert.equal(code, 1);
      assertValid(log);
      const [result] = log.runs[0].results;
      assert.equal(result.ruleId, 'read-error');
      assert.deepEqual(result.locations[0].physicalLocation.region, { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 });
    });
  });
});
