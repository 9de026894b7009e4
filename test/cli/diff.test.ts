/**
 * `tool-contracts diff` through the built CLI (dist/cli.js, run `npm run build` first), as a CI
 * step runs it: the must-show (the seed's tickets contract with age_days renamed to
 * age_in_days, shipped as a minor: a major change, exit 1), each output format, `--base <ref>`
 * against a real temporary git repository, bad usage (exit 2, one line saying what is wrong),
 * and the README's examples, which must be what the CLI prints.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ANSI_ESCAPE, FIXTURES, REPO_ROOT, runCli, type CliRun } from './helpers';
import { createGitRepo } from '../helpers/gitRepo';

const DIFF_FIXTURES = join(FIXTURES, 'diff');
const EXAMPLE = join(REPO_ROOT, 'examples/tickets.contract.json');
/** The seed's contract, as the tests name it from the fixtures folder. */
const BASE = '../../../examples/tickets.contract.json';
const RENAMED_MINOR = 'diff/tickets-1.5.0-renamed.contract.json';
const RENAMED_MAJOR = 'diff/tickets-2.0.0-renamed.contract.json';
const DOWNGRADE = 'diff/tickets-1.3.0.contract.json';

/** Where the renamed field is in the new version. */
const RENAMED_POINTER = '/tools/0/outputSchema/properties/tickets/items/properties/age_in_days';
const RENAME = { kind: 'output-field-renamed', bump: 'major', pointer: RENAMED_POINTER, in_head: true };

/** The fields, in its order, then the extras (README "diff"). */
const JSON_KEYS = ['format_version', 'base_version', 'head_version', 'required_bump', 'actual_bump', 'ok', 'changes', 'base_path', 'base_ref', 'head_path', 'suggested_version', 'duration_ms', 'compared', 'fail_on'];
const CHANGE_KEYS = ['kind', 'bump', 'pointer', 'message', 'in_head'];
const BUMPS = ['major', 'minor', 'patch', 'none'];

async function diffJson(args: readonly string[], cwd = FIXTURES): Promise<CliRun & { json: any }> {
  const run = await runCli(['diff', '--format', 'json', ...args], { cwd });
  try {
    return { ...run, json: JSON.parse(run.stdout) };
  } catch {
    throw new Error(`stdout is not JSON (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
}

function assertShape(json: any): void {
  assert.deepEqual(Object.keys(json), JSON_KEYS);
  assert.equal(json.format_version, 1);
  for (const key of ['base_version', 'head_version', 'base_path', 'head_path', 'suggested_version']) assert.equal(typeof json[key], 'string', key);
  assert.ok(json.base_ref === null || typeof json.base_ref === 'string');
  assert.ok(BUMPS.includes(json.required_bump), json.required_bump);
  assert.ok(BUMPS.includes(json.actual_bump), json.actual_bump);
  assert.equal(typeof json.ok, 'boolean');
  assert.equal(typeof json.duration_ms, 'number');
  assert.equal(json.compared, 'contracts');
  assert.equal(json.fail_on, null);
  assert.ok(Array.isArray(json.changes));
  for (const change of json.changes) {
    assert.deepEqual(Object.keys(change), CHANGE_KEYS);
    assert.ok(['major', 'minor', 'patch'].includes(change.bump), change.bump);
    assert.ok(change.pointer === '' || change.pointer.startsWith('/'), `RFC 6901 pointer: ${change.pointer}`);
    assert.equal(typeof change.message, 'string');
    assert.equal(typeof change.in_head, 'boolean');
  }
}

/** What the renamed-field change looks like, without its message (asserted on its own). */
const withoutMessage = (changes: any[]) => changes.map(({ message, ...rest }) => (void message, rest));

/** The UTC dates a run that started and ended around now may have used. */
function todayUtc(): string[] {
  const now = Date.now();
  return [new Date(now - 60_000), new Date(now), new Date(now + 60_000)].map((d) => d.toISOString().slice(0, 10));
}

describe('tool-contracts diff', { concurrency: 4 }, () => {
  test('the renamed fixtures are the seed example with only the rename and the version changed', () => {
    const example = readFileSync(EXAMPLE, 'utf8');
    const renamed = example.replaceAll('"age_days"', '"age_in_days"');
    assert.notEqual(renamed, example);
    assert.equal(readFileSync(join(DIFF_FIXTURES, 'tickets-1.5.0-renamed.contract.json'), 'utf8'), renamed.replace('"version": "1.4.0"', '"version": "1.5.0"'));
    assert.equal(readFileSync(join(DIFF_FIXTURES, 'tickets-2.0.0-renamed.contract.json'), 'utf8'), renamed.replace('"version": "1.4.0"', '"version": "2.0.0"'));
    assert.equal(readFileSync(join(DIFF_FIXTURES, 'tickets-1.3.0.contract.json'), 'utf8'), example.replace('"version": "1.4.0"', '"version": "1.3.0"'));
  });

  test('MUST-SHOW: age_days renamed to age_in_days is a major change; 1.4.0 → 1.5.0 is too small: exit 1', async () => {
    const run = await diffJson([BASE, RENAMED_MINOR]);
    assert.equal(run.code, 1, run.stderr);
    assert.equal(run.stderr, '');
    assertShape(run.json);
    const { changes, duration_ms, ...verdict } = run.json;
    assert.ok(duration_ms >= 0);
    assert.deepEqual(verdict, {
      format_version: 1,
      base_version: '1.4.0',
      head_version: '1.5.0',
      required_bump: 'major',
      actual_bump: 'minor',
      ok: false,
      base_path: BASE,
      base_ref: null,
      head_path: RENAMED_MINOR,
      suggested_version: '2.0.0',
      compared: 'contracts',
      fail_on: null,
    });
    assert.deepEqual(withoutMessage(changes), [RENAME]);
    assert.match(changes[0].message, /\bage_days\b.*\bage_in_days\b/);
  });

  test('the same rename shipped as 2.0.0 is enough: exit 0', async () => {
    const run = await diffJson([BASE, RENAMED_MAJOR]);
    assert.equal(run.code, 0, run.stderr);
    assertShape(run.json);
    assert.equal(run.json.head_version, '2.0.0');
    assert.equal(run.json.required_bump, 'major');
    assert.equal(run.json.actual_bump, 'major');
    assert.equal(run.json.ok, true);
    assert.deepEqual(withoutMessage(run.json.changes), [RENAME]);
  });

  test('stylish (the default): the header, the change line, the verdict; no colour in a pipe', async () => {
    const json = (await diffJson([BASE, RENAMED_MINOR])).json;
    const run = await runCli(['diff', BASE, RENAMED_MINOR]);
    assert.equal(run.code, 1);
    assert.equal(run.stderr, '');
    assert.doesNotMatch(run.stdout, ANSI_ESCAPE);
    const message = json.changes[0].message.replace(/\.$/, '');
    assert.equal(
      run.stdout,
      [
        `${RENAMED_MINOR}: 1.4.0 → 1.5.0 (minor); this change needs major (2.0.0 or later)`,
        `  major  ${RENAMED_POINTER}  ${message}  output-field-renamed`,
        '',
        `✖ 1 change from ${BASE} (1 major, 0 minor, 0 patch): version 1.5.0 is too small; make it 2.0.0 or later`,
        '',
      ].join('\n'),
    );
  });

  test('stylish with a big enough bump: ✔', async () => {
    const run = await runCli(['diff', BASE, RENAMED_MAJOR]);
    assert.equal(run.code, 0);
    const lines = run.stdout.split('\n');
    assert.equal(lines[0], `${RENAMED_MAJOR}: 1.4.0 → 2.0.0 (major); this change needs major (2.0.0 or later)`);
    assert.equal(lines.at(-2), `✔ 1 change from ${BASE} (1 major, 0 minor, 0 patch): version 2.0.0 is enough`);
  });

  test('stylish is coloured with --color (major in red) and in a terminal-less run with FORCE_COLOR; --no-color wins when last', async () => {
    const forced = await runCli(['diff', '--color', BASE, RENAMED_MINOR]);
    assert.match(forced.stdout, /\u001b\[31mmajor\u001b\[39m/);
    assert.match(forced.stdout, /\u001b\[1m\u001b\[31m✖ 1 change/);
    const env = await runCli(['diff', BASE, RENAMED_MINOR], { env: { FORCE_COLOR: '1' } });
    assert.match(env.stdout, ANSI_ESCAPE);
    const off = await runCli(['diff', '--color', '--no-color', BASE, RENAMED_MINOR], { env: { FORCE_COLOR: '1' } });
    assert.doesNotMatch(off.stdout, ANSI_ESCAPE);
  });

  test('markdown: the changelog section of the new version, dated today (UTC), with the rename under Breaking', async () => {
    const json = (await diffJson([BASE, RENAMED_MINOR])).json;
    const run = await runCli(['diff', '--format', 'markdown', BASE, RENAMED_MINOR]);
    assert.equal(run.code, 1);
    const heading = /^## \[1\.5\.0\] - (\d{4}-\d{2}-\d{2})\n/.exec(run.stdout);
    assert.ok(heading, run.stdout);
    assert.ok(todayUtc().includes(heading[1]), heading[1]);
    assert.equal(run.stdout, `## [1.5.0] - ${heading[1]}\n\n### Breaking\n\n- ${json.changes[0].message}\n`);
    assert.equal(run.stderr, 'tool-contracts: version 1.5.0 is too small for these changes: make it 2.0.0 or later.\n');
  });

  test('markdown with a big enough bump: exit 0, nothing on stderr', async () => {
    const run = await runCli(['diff', '-f', 'markdown', BASE, RENAMED_MAJOR]);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /^## \[2\.0\.0\] - \d{4}-\d{2}-\d{2}\n\n### Breaking\n\n- /);
    assert.equal(run.stderr, '');
  });

  test('the same contract twice: no changes, nothing required, exit 0', async () => {
    const run = await diffJson([BASE, BASE]);
    assert.equal(run.code, 0);
    assertShape(run.json);
    assert.deepEqual(
      { ...run.json, duration_ms: 0 },
      { format_version: 1, base_version: '1.4.0', head_version: '1.4.0', required_bump: 'none', actual_bump: 'none', ok: true, changes: [], base_path: BASE, base_ref: null, head_path: BASE, suggested_version: '1.4.0', duration_ms: 0, compared: 'contracts', fail_on: null },
    );
    const stylish = await runCli(['diff', BASE, BASE]);
    assert.equal(stylish.stdout, `${BASE}: 1.4.0 → 1.4.0 (no bump); no change to the contract\n\n✔ No changes from ${BASE}: version 1.4.0 is enough\n`);
  });

  test('a downgrade is never enough: actual_bump "none", ok false, exit 1, and stylish says so', async () => {
    const run = await diffJson([BASE, DOWNGRADE]);
    assert.equal(run.code, 1);
    assert.equal(run.json.actual_bump, 'none');
    assert.equal(run.json.ok, false);
    assert.equal(run.json.required_bump, 'none');
    const stylish = await runCli(['diff', BASE, DOWNGRADE]);
    assert.equal(stylish.code, 1);
    assert.equal(
      stylish.stdout,
      `${DOWNGRADE}: 1.4.0 → 1.3.0 (a downgrade); no change to the contract\n\n✖ No changes from ${BASE}: version 1.3.0 is lower than 1.4.0; make it 1.4.0 or later\n`,
    );
    const markdown = await runCli(['diff', '--format', 'markdown', BASE, DOWNGRADE]);
    assert.equal(markdown.code, 1);
    assert.match(markdown.stdout, /^## \[1\.3\.0\] - \d{4}-\d{2}-\d{2}\n/);
    assert.equal(markdown.stderr, 'tool-contracts: version 1.3.0 is lower than 1.4.0: make it 1.4.0 or later.\n');
  });

  test('--help prints the usage and exits 0; the global help lists diff', async () => {
    const help = await runCli(['diff', '--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: tool-contracts diff <old> <new> \[options\]\n {7}tool-contracts diff --base <ref> <file> \[options\]\n/);
    const global = await runCli(['--help']);
    assert.match(global.stdout, /\n {2}diff +List the changes between two versions of a contract and check the version bump\n/);
  });
});

describe('tool-contracts diff: bad usage is exit 2 with one line saying what is wrong', { concurrency: 4 }, () => {
  const cases: Array<[string, string[], string]> = [
    ['no file', [], 'Two contract files to compare, not 0: tool-contracts diff <old> <new>, or tool-contracts diff --base <ref> <file>.'],
    ['one file', [BASE], 'Two contract files to compare, not 1: tool-contracts diff <old> <new>, or tool-contracts diff --base <ref> <file>.'],
    ['three files', [BASE, BASE, BASE], 'Two contract files to compare, not 3: tool-contracts diff <old> <new>, or tool-contracts diff --base <ref> <file>.'],
    ['--base with two files', ['--base', 'HEAD', BASE, RENAMED_MINOR], 'With --base, one contract file, not 2: tool-contracts diff --base <ref> <file>.'],
    ['--base with no ref', ['--base=', BASE], '--base needs a git ref, e.g. HEAD or v1.4.0.'],
    ['an unknown option', ['--fix', BASE, RENAMED_MINOR], 'Unknown option --fix.'],
    ['an unknown format', ['--format', 'sarif', BASE, RENAMED_MINOR], '--format must be one of stylish, json, markdown, not "sarif".'],
    ['a missing old file', ['diff/nothing.contract.json', RENAMED_MINOR], 'No such file: diff/nothing.contract.json.'],
    ['a missing new file', [BASE, 'diff/nothing.contract.json'], 'No such file: diff/nothing.contract.json.'],
    ['a directory', [BASE, 'diff'], 'Cannot read diff: it is not a regular file.'],
    ['a file that is not JSON', [BASE, 'diff/broken.contract.json'], 'diff/broken.contract.json is not valid JSON: Comma expected at line 4, column 3.'],
    ['a file that is not a contract', ['diff/scalar.json', BASE], 'diff/scalar.json is not a tool contract: its top level is not an object.'],
    ["a provider's tool definitions", ['diff/list.json', BASE], "diff/list.json is a provider's tool definitions (anthropic-tools), which have no version: diff the tool contract or MCP tools/list snapshot they come from."],
    ['a version that is not SemVer', [BASE, 'diff/no-semver.contract.json'], 'Cannot judge the version bump: the version of diff/no-semver.contract.json, "1.5", is not SemVer (MAJOR.MINOR.PATCH).'],
    ['an MCP tools/list snapshot and a contract', ['server.tools.json', BASE], `server.tools.json is an MCP tools/list snapshot and ${BASE} a contract: compare a snapshot with a snapshot, a contract with a contract.`],
  ];
  for (const [name, args, message] of cases) {
    test(name, async () => {
      const run = await runCli(['diff', ...args]);
      assert.equal(run.code, 2, run.stdout);
      assert.equal(run.stdout, '');
      assert.equal(run.stderr, `tool-contracts: ${message}\nRun "tool-contracts diff --help" for usage.\n`);
    });
  }
});

/** A temporary git repository holding contracts/tickets.contract.json committed at 1.4.0. */
function gitRepo(): { dir: string; file: string; cleanup: () => void } {
  const dir = createGitRepo(mkdtempSync(join(tmpdir(), 'tool-contracts-diff-')), { 'contracts/tickets.contract.json': readFileSync(EXAMPLE, 'utf8') }, 'tickets 1.4.0');
  return { dir, file: join(dir, 'contracts/tickets.contract.json'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('tool-contracts diff --base <ref>: against the file as committed in git', { concurrency: 2 }, () => {
  let repo: ReturnType<typeof gitRepo>;
  before(() => {
    repo = gitRepo();
    // The working file renames the field and only bumps the minor.
    copyFileSync(join(DIFF_FIXTURES, 'tickets-1.5.0-renamed.contract.json'), repo.file);
    writeFileSync(join(repo.dir, 'contracts/untracked.contract.json'), readFileSync(EXAMPLE, 'utf8'));
  });
  after(() => repo.cleanup());

  test('--base HEAD reports the rename against the committed 1.4.0: exit 1', async () => {
    const run = await diffJson(['--base', 'HEAD', 'contracts/tickets.contract.json'], repo.dir);
    assert.equal(run.code, 1, run.stderr);
    assertShape(run.json);
    assert.equal(run.json.base_ref, 'HEAD');
    assert.equal(run.json.base_path, 'contracts/tickets.contract.json');
    assert.equal(run.json.head_path, 'contracts/tickets.contract.json');
    assert.equal(run.json.base_version, '1.4.0');
    assert.equal(run.json.head_version, '1.5.0');
    assert.equal(run.json.required_bump, 'major');
    assert.equal(run.json.ok, false);
    assert.deepEqual(withoutMessage(run.json.changes), [RENAME]);
  });

  test('-b works from another folder, with the path as written', async () => {
    const run = await runCli(['diff', '-b', 'HEAD', 'tickets.contract.json'], { cwd: join(repo.dir, 'contracts') });
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stdout, /^tickets\.contract\.json: 1\.4\.0 → 1\.5\.0 \(minor\); this change needs major \(2\.0\.0 or later\)\n/);
    assert.match(run.stdout, /\n✖ 1 change from HEAD \(1 major, 0 minor, 0 patch\): version 1\.5\.0 is too small; make it 2\.0\.0 or later\n$/);
  });

  test('a file not committed at the ref: exit 2, saying so', async () => {
    const run = await runCli(['diff', '--base', 'HEAD', 'contracts/untracked.contract.json'], { cwd: repo.dir });
    assert.equal(run.code, 2);
    assert.equal(run.stdout, '');
    assert.equal(run.stderr, 'tool-contracts: contracts/untracked.contract.json is not committed at HEAD: nothing to compare it with.\nRun "tool-contracts diff --help" for usage.\n');
  });

  test('an unknown ref: exit 2', async () => {
    const run = await runCli(['diff', '--base', 'v9.9.9', 'contracts/tickets.contract.json'], { cwd: repo.dir });
    assert.equal(run.code, 2);
    assert.match(run.stderr, /^tool-contracts: contracts\/tickets\.contract\.json is not committed at v9\.9\.9: nothing to compare it with\.\n/);
  });

  test('a file outside any git repository: exit 2', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'tool-contracts-nogit-'));
    try {
      copyFileSync(EXAMPLE, join(outside, 'tickets.contract.json'));
      const run = await runCli(['diff', '--base', 'HEAD', 'tickets.contract.json'], { cwd: outside, env: { GIT_CEILING_DIRECTORIES: tmpdir() } });
      assert.equal(run.code, 2);
      assert.match(run.stderr, /^tool-contracts: tickets\.contract\.json is not committed at HEAD: nothing to compare it with\.\n/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

/** The README's `diff` section shows real output: its stylish and JSON examples are what the CLI prints. */
describe('README: tool-contracts diff', () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('<!-- cli-diff:start -->'), readme.indexOf('<!-- cli-diff:end -->'));
  function block(language: string): string {
    const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(section);
    assert.ok(match, `a ${language} block in the diff section`);
    return match[1];
  }
  let repo: ReturnType<typeof gitRepo>;
  before(() => {
    repo = gitRepo();
    copyFileSync(join(DIFF_FIXTURES, 'tickets-1.5.0-renamed.contract.json'), repo.file);
  });
  after(() => repo.cleanup());

  test('is delimited', () => {
    assert.ok(section.startsWith('<!-- cli-diff:start -->\n'), 'the README has a delimited diff section');
  });

  test('shows the stylish output the CLI prints', async () => {
    const run = await runCli(['diff', '--base', 'HEAD', 'contracts/tickets.contract.json'], { cwd: repo.dir });
    assert.equal(block('text'), run.stdout);
  });

  test('shows the JSON the CLI prints (but for the time taken)', async () => {
    const run = await diffJson(['--base', 'HEAD', 'contracts/tickets.contract.json'], repo.dir);
    const shown = JSON.parse(block('json'));
    assertShape(shown);
    assert.deepEqual(shown, { ...run.json, duration_ms: shown.duration_ms });
  });

  test('shows the Markdown the CLI prints (but for the date)', async () => {
    const run = await runCli(['diff', '--base', 'HEAD', '--format', 'markdown', 'contracts/tickets.contract.json'], { cwd: repo.dir });
    const shown = block('markdown');
    const date = /^## \[1\.5\.0\] - (\d{4}-\d{2}-\d{2})\n/.exec(shown)?.[1];
    assert.ok(date, shown);
    assert.equal(shown, run.stdout.replace(/^(## \[1\.5\.0\] - )\d{4}-\d{2}-\d{2}/, `$1${date}`));
  });
});
