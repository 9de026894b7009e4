/** The default stylish format: ESLint's layout, a summary, nothing when clean, colour only where it belongs. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { shouldUseColor } from '../../server/src/cli/color';
import { ANSI_ESCAPE, CLI, FIXTURES, runCli } from './helpers';

describe('stylish', { concurrency: 4 }, () => {
  test('is the default: blank line, path, aligned finding lines, summary', async () => {
    const run = await runCli(['lint', 'errors.contract.json', 'clean.contract.json']);
    assert.equal(run.code, 1);
    assert.equal(run.stderr, '');
    const lines = run.stdout.split('\n');
    assert.equal(lines[0], '', 'a blank line first');
    assert.equal(lines[1], 'errors.contract.json', 'then the path, as given');
    assert.match(lines[2], /^ {2}10:33 {2}error {2}The output of list_tickets is a bare array\b.* {2}output-not-object$/);
    assert.match(lines[3], /^ {2}13:15 {2}error {2}Another tool is already named "list_tickets".* {2}tool-name-duplicate$/);
    assert.equal(lines[2].indexOf('error'), lines[3].indexOf('error'), 'severity column aligned');
    assert.equal(lines[2].indexOf('output-not-object'), lines[3].indexOf('tool-name-duplicate'), 'rule id column aligned');
    assert.deepEqual(lines.slice(4), ['', '✖ 2 problems (2 errors, 0 warnings, 0 infos)', '']);
    assert.ok(!run.stdout.includes('clean.contract.json'), 'a clean file is not listed');
    assert.doesNotMatch(run.stdout, ANSI_ESCAPE, 'no colour when piped');
  });

  test('messages lose their final period, as ESLint prints them', async () => {
    const run = await runCli(['lint', 'errors.contract.json']);
    assert.ok(!/\.  output-not-object$/m.test(run.stdout));
    assert.match(run.stdout, /total_count {2}output-not-object$/m);
  });

  test('line numbers are right-aligned and columns left-aligned across one file', async () => {
    const run = await runCli(['lint', 'malformed.contract.jsonc']);
    const findingLines = run.stdout.split('\n').filter((line) => line.startsWith('  '));
    assert.ok(findingLines.length >= 2);
    for (const line of findingLines) assert.match(line, /^ {2}\d:\d+ +error {2}.+ {2}parse-error$/);
    const severityColumns = new Set(findingLines.map((line) => line.indexOf('error')));
    assert.equal(severityColumns.size, 1);
  });

  test('a clean run prints nothing at all, exit 0', async () => {
    const run = await runCli(['lint', 'clean.contract.json', 'server.tools.json']);
    assert.equal(run.code, 0);
    assert.equal(run.stdout, '');
    assert.equal(run.stderr, '');
  });

  test('the summary counts each severity, with singulars', async () => {
    const one = await runCli(['lint', 'errors.contract.json'], { cwd: join(FIXTURES, 'config-off') });
    assert.match(one.stdout, /\n✖ 1 problem \(1 error, 0 warnings, 0 infos\)\n$/);
    const mixed = await runCli(['lint', 'errors.contract.json'], { cwd: join(FIXTURES, 'config-lowered') });
    assert.match(mixed.stdout, /\n✖ 2 problems \(0 errors, 1 warning, 1 info\)\n$/);
    assert.match(mixed.stdout, /^ {2}10:33 {2}warning {2}/m);
    assert.match(mixed.stdout, /^ {2}13:15 {2}info {4}/m);
  });

  test('several files: one block each, in order', async () => {
    const run = await runCli(['lint', 'project', 'errors.contract.json']);
    const headers = run.stdout.split('\n').filter((line) => line !== '' && !line.startsWith(' ') && !line.startsWith('✖'));
    assert.deepEqual(headers, ['project/nested/b.contract.jsonc', 'errors.contract.json']);
  });
});

describe('colour', { concurrency: 4 }, () => {
  const args = ['lint', 'errors.contract.json'];
  test('off when piped', async () => assert.doesNotMatch((await runCli(args)).stdout, ANSI_ESCAPE));
  test('on with FORCE_COLOR=1, with the path underlined', async () => {
    const run = await runCli(args, { env: { FORCE_COLOR: '1' } });
    assert.match(run.stdout, ANSI_ESCAPE);
    assert.ok(run.stdout.includes('\u001b[4merrors.contract.json\u001b[24m'));
    assert.ok(run.stdout.includes('\u001b[31merror'), 'errors in red');
  });
  test('off with FORCE_COLOR=0', async () => assert.doesNotMatch((await runCli(args, { env: { FORCE_COLOR: '0' } })).stdout, ANSI_ESCAPE));
  test('NO_COLOR turns it off; --color still wins', async () => {
    assert.doesNotMatch((await runCli(args, { env: { NO_COLOR: '1' } })).stdout, ANSI_ESCAPE);
    assert.match((await runCli([...args, '--color'], { env: { NO_COLOR: '1' } })).stdout, ANSI_ESCAPE);
  });
  test('--color and --no-color: the last one wins, over the environment', async () => {
    assert.match((await runCli([...args, '--color'])).stdout, ANSI_ESCAPE);
    assert.doesNotMatch((await runCli([...args, '--no-color'], { env: { FORCE_COLOR: '1' } })).stdout, ANSI_ESCAPE);
    assert.match((await runCli([...args, '--no-color', '--color'])).stdout, ANSI_ESCAPE);
    assert.doesNotMatch((await runCli([...args, '--color', '--no-color'])).stdout, ANSI_ESCAPE);
  });
  test('json and sarif never carry colour', async () => {
    for (const format of ['json', 'sarif']) {
      const run = await runCli([...args, '--format', format, '--color']);
      assert.doesNotMatch(run.stdout, ANSI_ESCAPE, format);
      JSON.parse(run.stdout);
    }
  });

  test('the decision, unit by unit', () => {
    const tty = { write: () => true, isTTY: true };
    const pipe = { write: () => true, isTTY: false };
    assert.equal(shouldUseColor(undefined, tty, {}), true);
    assert.equal(shouldUseColor(undefined, pipe, {}), false);
    assert.equal(shouldUseColor(undefined, tty, { NO_COLOR: '1' }), false);
    assert.equal(shouldUseColor(undefined, tty, { NO_COLOR: '' }), true, 'an empty NO_COLOR does not count');
    assert.equal(shouldUseColor(undefined, tty, { TERM: 'dumb' }), false);
    assert.equal(shouldUseColor(undefined, pipe, { FORCE_COLOR: '1', NO_COLOR: '1' }), true, 'FORCE_COLOR overrides NO_COLOR, as in Node');
    assert.equal(shouldUseColor(undefined, tty, { FORCE_COLOR: 'false' }), false);
    assert.equal(shouldUseColor(false, tty, { FORCE_COLOR: '1' }), false);
    assert.equal(shouldUseColor(true, pipe, { NO_COLOR: '1' }), true);
  });

  // util-linux `script` gives the child a real terminal: the default case of a user at a shell.
  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  test('on when stdout is a terminal', { skip: hasScript ? false : 'util-linux script is not installed' }, () => {
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} lint errors.contract.json`;
    const env: Record<string, string | undefined> = { ...process.env, TERM: 'xterm' };
    delete env.FORCE_COLOR;
    delete env.NO_COLOR;
    const result = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: FIXTURES, env, encoding: 'utf8' });
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stdout, ANSI_ESCAPE);
  });
});
