/** --max-warnings, --output-file, and the project config (.toolcontracts.json). */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { RULE_IDS } from '../../server/src/engine';
import { ANSI_ESCAPE, FIXTURES, KEPT_RULES, lintJson, runCli, tempProject } from './helpers';

const LOWERED = join(FIXTURES, 'config-lowered'); // one warning, one info

describe('--max-warnings', { concurrency: 4 }, () => {
  test('warnings alone exit 0 when there is no maximum', async () => {
    assert.equal((await runCli(['lint', 'errors.contract.json'], { cwd: LOWERED })).code, 0);
  });
  test('more warnings than the maximum exit 1, and say so on stderr', async () => {
    for (const args of [['--max-warnings', '0'], ['--max-warnings=0']]) {
      const run = await runCli(['lint', ...args, 'errors.contract.json'], { cwd: LOWERED });
      assert.equal(run.code, 1, args.join(' '));
      assert.equal(run.stderr, 'tool-contracts found too many warnings (maximum: 0).\n');
      assert.match(run.stdout, /1 warning/, 'the report is still printed');
    }
  });
  test('as many warnings as the maximum exit 0; infos do not count', async () => {
    const run = await runCli(['lint', '--max-warnings', '1', 'errors.contract.json'], { cwd: LOWERED });
    assert.equal(run.code, 0);
    assert.equal(run.stderr, '');
  });
  test('-1 means no limit, as in ESLint', async () => {
    assert.equal((await runCli(['lint', '--max-warnings', '-1', 'errors.contract.json'], { cwd: LOWERED })).code, 0);
  });
  test('errors exit 1 whatever the maximum', async () => {
    assert.equal((await runCli(['lint', '--max-warnings', '100', 'errors.contract.json'])).code, 1);
  });
  test('the stdout of --format json stays pure JSON when warnings are too many', async () => {
    const run = await lintJson(['--max-warnings', '0', 'errors.contract.json'], { cwd: LOWERED });
    assert.equal(run.code, 1);
    assert.equal(run.json.summary.warning_count, 1);
  });
});

describe('--output-file', { concurrency: 2 }, () => {
  const out = tempProject();
  after(out.cleanup);

  test('writes the report to the file, not stdout, and still exits by the findings', async () => {
    const file = join(out.dir, 'report.json');
    const run = await runCli(['lint', '--format', 'json', '--output-file', file, 'errors.contract.json']);
    assert.equal(run.code, 1);
    assert.equal(run.stdout, '');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(json.summary.error_count, 2);
  });
  test('-o creates missing folders, relative to the working directory', async () => {
    const run = await runCli(['lint', '-o', 'reports/deep/lint.sarif', '-f', 'sarif', join(FIXTURES, 'clean.contract.json')], { cwd: out.dir });
    assert.equal(run.code, 0);
    assert.equal(run.stdout, '');
    const log = JSON.parse(readFileSync(join(out.dir, 'reports/deep/lint.sarif'), 'utf8'));
    assert.equal(log.version, '2.1.0');
  });
  test('never writes colour into a file, even with --color or FORCE_COLOR', async () => {
    const file = join(out.dir, 'stylish.txt');
    const run = await runCli(['lint', '--color', '--output-file', file, 'errors.contract.json'], { env: { FORCE_COLOR: '1' } });
    assert.equal(run.code, 1);
    const text = readFileSync(file, 'utf8');
    assert.match(text, /output-not-object/);
    assert.doesNotMatch(text, ANSI_ESCAPE);
  });
  test('a file that cannot be written is exit 2 with the reason', async () => {
    const run = await runCli(['lint', '--output-file', join(FIXTURES, 'clean.contract.json', 'report.txt'), 'clean.contract.json']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /could not write the report to/);
  });
});

describe('project config', { concurrency: 4 }, () => {
  test('the fixtures config isolates the CLI tests: it turns off every rule but the kept ones', () => {
    for (const dir of ['.', 'config-off', 'config-lowered', 'config-broken']) {
      const rules = JSON.parse(readFileSync(join(FIXTURES, dir, '.toolcontracts.json'), 'utf8')).rules;
      const off = Object.keys(rules).filter((id) => rules[id] === 'off' && !KEPT_RULES.includes(id));
      assert.deepEqual(off.sort(), RULE_IDS.filter((id) => !KEPT_RULES.includes(id)).sort(), dir);
    }
  });

  test('a rule turned off reports nothing', async () => {
    const run = await lintJson(['errors.contract.json'], { cwd: join(FIXTURES, 'config-off') });
    assert.deepEqual(run.json.files[0].findings.map((f: any) => f.rule_id), ['output-not-object']);
    assert.equal(run.code, 1);
  });

  test('severities are changed: an error lowered to warning and info exits 0', async () => {
    const run = await lintJson(['errors.contract.json'], { cwd: LOWERED });
    assert.deepEqual(run.json.files[0].findings.map((f: any) => [f.rule_id, f.severity]), [['output-not-object', 'warning'], ['tool-name-duplicate', 'info']]);
    assert.deepEqual({ ...run.json.summary, duration_ms: 0 }, { files_count: 1, error_count: 0, warning_count: 1, info_count: 1, duration_ms: 0 });
    assert.equal(run.code, 0);
  });

  test('the nearest config is found by walking up from the working directory', async () => {
    // project/nested has no config of its own: the fixtures config applies, so only output-not-object reports.
    const run = await lintJson(['b.contract.jsonc'], { cwd: join(FIXTURES, 'project/nested') });
    assert.deepEqual(run.json.files.map((f: any) => f.path), ['b.contract.jsonc']);
    assert.deepEqual(run.json.files[0].findings.map((f: any) => f.rule_id), ['output-not-object']);
  });

  test('a broken config is a file entry of config-invalid findings at their place, exit 1; its valid entries still apply', async () => {
    const run = await lintJson(['errors.contract.json'], { cwd: join(FIXTURES, 'config-broken') });
    assert.equal(run.code, 1);
    const [config, contract] = run.json.files;
    assert.equal(config.path, '.toolcontracts.json');
    assert.equal(config.format, 'config');
    assert.deepEqual(config.findings.map((f: any) => [f.rule_id, f.pointer, f.range.start.line]), [
      ['config-invalid', '/rules/output-not-objet', 2],
      ['config-invalid', '/rules/tool-name-duplicate', 3],
    ]);
    assert.match(config.findings[0].message, /Unknown rule "output-not-objet"\. Did you mean "output-not-object"\?/);
    // The unknown id and the bad severity are dropped; "output-not-object": "warning" applies.
    assert.deepEqual(contract.findings.map((f: any) => [f.rule_id, f.severity]), [['output-not-object', 'warning'], ['tool-name-duplicate', 'error']]);
    assert.equal(run.json.summary.files_count, 2);
    assert.equal(run.json.summary.error_count, 3);
  });

  test('a config that is not JSON is reported with parse errors, exit 1', async () => {
    const run = await lintJson(['errors.contract.json'], { cwd: join(FIXTURES, 'config-malformed') });
    assert.equal(run.code, 1);
    const [config] = run.json.files;
    assert.equal(config.path, '.toolcontracts.json');
    assert.ok(config.findings.length > 0);
    assert.ok(config.findings.every((f: any) => f.rule_id === 'parse-error'));
  });

  test('a clean run under a broken config still fails, and the config is named in stylish output', async () => {
    const run = await runCli(['lint', 'errors.contract.json'], { cwd: join(FIXTURES, 'config-broken') });
    assert.equal(run.code, 1);
    assert.match(run.stdout, /^\.toolcontracts\.json$/m);
    assert.match(run.stdout, /config-invalid$/m);
  });

  describe('a config above the working directory', () => {
    const project = tempProject();
    after(project.cleanup);
    writeFileSync(join(project.dir, '.toolcontracts.json'), '{ "rules": { "no-such-rule": "error" } }\n');
    mkdirSync(join(project.dir, 'contracts'));
    copyFileSync(join(FIXTURES, 'clean.contract.json'), join(project.dir, 'contracts/clean.contract.json'));
    copyFileSync(join(FIXTURES, 'CHANGELOG.md'), join(project.dir, 'contracts/CHANGELOG.md'));
    test('is shown by its path relative to the working directory', async () => {
      const run = await lintJson(['clean.contract.json'], { cwd: join(project.dir, 'contracts') });
      assert.equal(run.json.files[0].path, '../.toolcontracts.json');
      assert.equal(run.json.files[0].findings[0].pointer, '/rules/no-such-rule');
      assert.ok(!existsSync(join(project.dir, 'contracts/.toolcontracts.json')));
    });
  });
});
