/** Commands, help, version and every kind of bad usage: exit 2, a clear message on stderr, nothing on stdout. */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { REPO_ROOT, runCli, tempProject } from './helpers';

const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;

describe('help and version', () => {
  test('--help lists the commands on stdout, exit 0', async () => {
    for (const flag of ['--help', '-h']) {
      const run = await runCli([flag]);
      assert.equal(run.code, 0);
      assert.match(run.stdout, /^Usage: tool-contracts <command>/);
      assert.match(run.stdout, /^ {2}lint +Lint contract files/m);
      assert.equal(run.stderr, '');
    }
  });

  test('lint --help shows the options of lint, exit 0', async () => {
    for (const args of [['lint', '--help'], ['lint', '-h'], ['lint', 'some-file', '--help']]) {
      const run = await runCli(args);
      assert.equal(run.code, 0, args.join(' '));
      assert.match(run.stdout, /^Usage: tool-contracts lint <files\|dirs\|globs…>/);
      for (const option of ['--format', '--max-warnings', '--output-file', '--color, --no-color']) assert.ok(run.stdout.includes(option), option);
    }
  });

  test('--version prints the version of package.json', async () => {
    const run = await runCli(['--version']);
    assert.equal(run.code, 0);
    assert.equal(run.stdout, `${version}\n`);
  });
});

describe('bad usage exits 2', () => {
  const cases: Array<{ name: string; args: string[]; stderr: RegExp }> = [
    { name: 'no command at all', args: [], stderr: /^Usage: tool-contracts <command>/ },
    { name: 'an unknown command', args: ['publish', 'a.contract.json', 'b.contract.json'], stderr: /Unknown command "publish"\. Commands: lint, card, diff, snapshot, import, export\./ },
    { name: 'a flag before the command', args: ['--format', 'json'], stderr: /Unknown option --format: the command comes first/ },
    { name: 'an unknown flag', args: ['lint', '--frobnicate', 'clean.contract.json'], stderr: /Unknown option --frobnicate\./ },
    { name: 'an unknown short flag', args: ['lint', '-z', 'clean.contract.json'], stderr: /Unknown option -z\./ },
    { name: 'a bad --format value', args: ['lint', '--format', 'xml', 'clean.contract.json'], stderr: /--format must be one of stylish, json, sarif, not "xml"/ },
    { name: '--format without a value', args: ['lint', 'clean.contract.json', '--format'], stderr: /Option --format needs a value/ },
    { name: 'a value given to a boolean flag', args: ['lint', '--color=yes', 'clean.contract.json'], stderr: /Option --color takes no value/ },
    { name: 'no paths', args: ['lint'], stderr: /No files, directories or globs to lint/ },
    { name: 'no paths, only options', args: ['lint', '--format', 'json'], stderr: /No files, directories or globs to lint/ },
    { name: '--max-warnings that is not a number', args: ['lint', '--max-warnings', 'ten', 'clean.contract.json'], stderr: /--max-warnings needs a whole number, not "ten"/ },
    { name: '--max-warnings below -1', args: ['lint', '--max-warnings', '-3', 'clean.contract.json'], stderr: /--max-warnings needs a number of 0 or more/ },
    { name: 'a file that does not exist', args: ['lint', 'clean.contract.json', 'nope.contract.json'], stderr: /No files matching "nope\.contract\.json" were found\./ },
    { name: 'a glob that matches nothing', args: ['lint', '*.openapi.yaml'], stderr: /No files matching the pattern "\*\.openapi\.yaml" were found\./ },
    { name: 'a glob whose folder does not exist', args: ['lint', 'missing-folder/**/*.json'], stderr: /No files matching the pattern "missing-folder\/\*\*\/\*\.json" were found\./ },
  ];
  for (const { name, args, stderr } of cases) {
    test(name, async () => {
      const run = await runCli(args);
      assert.equal(run.code, 2, `exit code; stderr: ${run.stderr}`);
      assert.match(run.stderr, stderr);
      assert.equal(run.stdout, '', 'nothing on stdout');
    });
  }

  test('a usage error points at the right --help', async () => {
    assert.match((await runCli(['lint', '--frobnicate', 'x'])).stderr, /Run "tool-contracts lint --help" for usage\./);
    assert.match((await runCli(['publish'])).stderr, /Run "tool-contracts --help" for usage\./);
    assert.match((await runCli(['diff'])).stderr, /Run "tool-contracts diff --help" for usage\./);
  });

  test('every pattern that matches nothing is named, and nothing is linted', async () => {
    const run = await runCli(['lint', 'errors.contract.json', 'a.contract.json', 'b/*.json']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /"a\.contract\.json"/);
    assert.match(run.stderr, /"b\/\*\.json"/);
    assert.equal(run.stdout, '');
  });

  describe('a directory with no contract files', () => {
    const project = tempProject();
    after(project.cleanup);
    test('is a usage error that says which file names a directory stands for', async () => {
      mkdirSync(join(project.dir, 'empty'));
      const run = await runCli(['lint', 'empty'], { cwd: project.dir });
      assert.equal(run.code, 2);
      assert.match(run.stderr, /No contract files \(\*\.contract\.json, \*\.contract\.jsonc, \*\.tools\.json\) found in the directory "empty"/);
    });
  });

  test('-- ends the options: a path that starts with a dash is a path', async () => {
    const run = await runCli(['lint', '--', '--not-an-option.contract.json']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /No files matching "--not-an-option\.contract\.json"/);
  });
});
