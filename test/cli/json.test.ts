/**
 * `--format json`: the exact documented shape (keys, types, snake_case), exit codes,
 * read and parse errors as findings, and how paths, directories and globs are reported.
 */
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { FIXTURES, lintJson, tempProject } from './helpers';

const SEVERITIES = ['error', 'warning', 'info'];

/** Asserts the exact documented shape: these keys, in this order, and no others; numbers are numbers. */
function assertShape(json: any): void {
  assert.deepEqual(Object.keys(json), ['format_version', 'files', 'summary']);
  assert.equal(json.format_version, 1);
  assert.ok(Array.isArray(json.files));
  for (const file of json.files) {
    // `tokens` on every file the engine read tools from (not a config file, not an unreadable one).
    assert.deepEqual(Object.keys(file).filter((key) => key !== 'tokens'), ['path', 'format', 'findings']);
    if (file.tokens !== undefined) {
      assert.deepEqual(Object.keys(file.tokens), ['encoding', 'total', 'tools']);
      assert.equal(file.tokens.encoding, 'o200k_base');
      for (const tool of file.tokens.tools) assert.deepEqual(Object.keys(tool), ['name', 'pointer', 'tokens']);
      assert.equal(file.tokens.total, file.tokens.tools.reduce((sum: number, tool: any) => sum + tool.tokens, 0));
    }
    assert.equal(typeof file.path, 'string');
    assert.ok(['contract', 'mcp-tools-list', 'config'].includes(file.format), file.format);
    assert.ok(Array.isArray(file.findings));
    for (const finding of file.findings) {
      // `related` only when the finding names other places, never empty.
      assert.deepEqual(Object.keys(finding), ['rule_id', 'severity', 'message', 'pointer', 'range', ...(finding.related !== undefined ? ['related'] : [])]);
      for (const related of finding.related ?? []) {
        assert.deepEqual(Object.keys(related), ['pointer', 'range', 'message']);
        assert.ok(related.pointer === '' || related.pointer.startsWith('/'), `RFC 6901 pointer: ${related.pointer}`);
        assert.equal(typeof related.message, 'string');
      }
      assert.ok(finding.related === undefined || finding.related.length > 0);
      assert.equal(typeof finding.rule_id, 'string');
      assert.ok(SEVERITIES.includes(finding.severity), finding.severity);
      assert.equal(typeof finding.message, 'string');
      assert.equal(typeof finding.pointer, 'string');
      assert.ok(finding.pointer === '' || finding.pointer.startsWith('/'), `RFC 6901 pointer: ${finding.pointer}`);
      assert.deepEqual(Object.keys(finding.range), ['start', 'end']);
      for (const end of [finding.range.start, finding.range.end]) {
        assert.deepEqual(Object.keys(end), ['line', 'character']);
        assert.ok(Number.isInteger(end.line) && end.line >= 0);
        assert.ok(Number.isInteger(end.character) && end.character >= 0);
      }
    }
  }
  assert.deepEqual(Object.keys(json.summary), ['files_count', 'error_count', 'warning_count', 'info_count', 'duration_ms']);
  for (const value of Object.values(json.summary)) assert.equal(typeof value, 'number');
  assert.equal(json.summary.files_count, json.files.length);
  assert.ok(json.summary.duration_ms >= 0);
  const count = (severity: string) => json.files.flatMap((f: any) => f.findings).filter((f: any) => f.severity === severity).length;
  assert.equal(json.summary.error_count, count('error'));
  assert.equal(json.summary.warning_count, count('warning'));
  assert.equal(json.summary.info_count, count('info'));
}

const paths = (json: any): string[] => json.files.map((f: any) => f.path);
/** A file entry without its `tokens` (test/cli/tokens.test.ts checks those). */
const withoutTokens = ({ tokens: _tokens, ...file }: any): any => file;

describe('--format json', { concurrency: 4 }, () => {
  test('a clean contract: the shape, no findings, exit 0', async () => {
    const run = await lintJson(['clean.contract.json']);
    assert.equal(run.code, 0);
    assertShape(run.json);
    assert.deepEqual(run.json.files.map(withoutTokens), [{ path: 'clean.contract.json', format: 'contract', findings: [] }]);
    assert.deepEqual({ ...run.json.summary, duration_ms: 0 }, { files_count: 1, error_count: 0, warning_count: 0, info_count: 0, duration_ms: 0 });
    assert.equal(run.stderr, '');
  });

  test('a contract with errors: the findings at their pointers and 0-based ranges, exit 1', async () => {
    const run = await lintJson(['errors.contract.json', 'clean.contract.json']);
    assert.equal(run.code, 1);
    assertShape(run.json);
    const [errors, clean] = run.json.files;
    assert.equal(errors.path, 'errors.contract.json');
    assert.equal(errors.format, 'contract');
    assert.deepEqual(
      errors.findings.map((f: any) => ({ rule_id: f.rule_id, severity: f.severity, pointer: f.pointer, range: f.range })),
      [
        // line 10: `      "outputSchema": { "type": "array", …` — the "array" value.
        { rule_id: 'output-not-object', severity: 'error', pointer: '/tools/0/outputSchema/type', range: { start: { line: 9, character: 32 }, end: { line: 9, character: 39 } } },
        // line 13: `      "name": "list_tickets",` — the second tool's name value.
        { rule_id: 'tool-name-duplicate', severity: 'error', pointer: '/tools/1/name', range: { start: { line: 12, character: 14 }, end: { line: 12, character: 28 } } },
      ],
    );
    assert.match(errors.findings[0].message, /bare array/);
    assert.equal(errors.findings[0].related, undefined, 'no related places, no field');
    // The duplicate name points back at where it is first defined, as SARIF's relatedLocations and the editor do.
    assert.deepEqual(
      errors.findings[1].related.map((r: any) => ({ pointer: r.pointer, line: r.range.start.line })),
      [{ pointer: '/tools/0/name', line: 5 }],
    );
    assert.match(errors.findings[1].related[0].message, /first/i);
    assert.deepEqual(withoutTokens(clean), { path: 'clean.contract.json', format: 'contract', findings: [] });
    assert.equal(run.json.summary.files_count, 2);
    assert.equal(run.json.summary.error_count, 2);
  });

  test('a malformed file: parse-error findings at the bad tokens, exit 1, the next file still linted', async () => {
    const run = await lintJson(['malformed.contract.jsonc', 'errors.contract.json']);
    assert.equal(run.code, 1);
    assertShape(run.json);
    const [malformed, errors] = run.json.files;
    assert.ok(malformed.findings.length > 0);
    assert.ok(malformed.findings.every((f: any) => f.rule_id === 'parse-error' && f.severity === 'error' && f.pointer === ''));
    // `"tools": [` on line 5 follows `"version": "1.0.0"` with no comma.
    assert.deepEqual(malformed.findings[0].range.start, { line: 4, character: 2 });
    assert.equal(errors.findings.length, 2);
  });

  test('an MCP tools/list file is linted as format mcp-tools-list', async () => {
    const run = await lintJson(['server.tools.json']);
    assert.equal(run.code, 0);
    assertShape(run.json);
    assert.deepEqual(run.json.files.map(withoutTokens), [{ path: 'server.tools.json', format: 'mcp-tools-list', findings: [] }]);
  });

  test('the JSON is the whole of stdout, and parses', async () => {
    const run = await lintJson(['errors.contract.json']);
    assert.ok(run.stdout.endsWith('}\n'));
    assert.equal(run.stderr, '');
  });
});

describe('files that cannot be read', { concurrency: 2 }, () => {
  const project = tempProject();
  after(project.cleanup);
  copyFileSync(join(FIXTURES, 'clean.contract.json'), join(project.dir, 'clean.contract.json'));
  copyFileSync(join(FIXTURES, 'CHANGELOG.md'), join(project.dir, 'CHANGELOG.md'));
  symlinkSync(join(project.dir, 'gone.contract.json'), join(project.dir, 'broken-link.contract.json'));
  writeFileSync(join(project.dir, 'locked.contract.json'), '{}');
  chmodSync(join(project.dir, 'locked.contract.json'), 0o000);

  test('a broken link is one read-error finding in its entry; the other files are still linted', async () => {
    const run = await lintJson(['broken-link.contract.json', 'clean.contract.json'], { cwd: project.dir });
    assert.equal(run.code, 1);
    assertShape(run.json);
    assert.deepEqual(paths(run.json), ['broken-link.contract.json', 'clean.contract.json']);
    const [broken, clean] = run.json.files;
    assert.equal(broken.findings.length, 1);
    assert.deepEqual(
      { ...broken.findings[0], message: undefined },
      { rule_id: 'read-error', severity: 'error', message: undefined, pointer: '', range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } },
    );
    assert.match(broken.findings[0].message, /could not be read: it does not exist/);
    assert.deepEqual(clean.findings, []);
  });

  test('a file without read permission is a read-error finding', { skip: process.getuid?.() === 0 ? 'root reads any file' : false }, async () => {
    const run = await lintJson(['locked.contract.json'], { cwd: project.dir });
    assert.equal(run.code, 1);
    assert.equal(run.json.files[0].findings[0].rule_id, 'read-error');
    assert.match(run.json.files[0].findings[0].message, /permission denied/);
  });
});

describe('paths, directories and globs', { concurrency: 4 }, () => {
  const project = tempProject();
  after(project.cleanup);
  mkdirSync(join(project.dir, 'contracts/node_modules/some-package'), { recursive: true });
  copyFileSync(join(FIXTURES, 'errors.contract.json'), join(project.dir, 'contracts/node_modules/some-package/dependency.contract.json'));
  copyFileSync(join(FIXTURES, 'server.tools.json'), join(project.dir, 'contracts/server.tools.json'));

  const PROJECT_FILES = ['project/a.contract.json', 'project/nested/b.contract.jsonc', 'project/nested/deeper/c.tools.json'];

  test('a directory means its contract files, recursively, sorted, as <dir>/<relative path>', async () => {
    const run = await lintJson(['project']);
    assertShape(run.json);
    assert.deepEqual(paths(run.json), PROJECT_FILES);
    assert.deepEqual(run.json.files.map((f: any) => f.format), ['contract', 'contract', 'mcp-tools-list']);
    assert.equal(run.code, 1, 'b.contract.jsonc has a bare-array output');
  });

  test('a directory keeps the spelling the user gave it', async () => {
    assert.deepEqual(paths((await lintJson(['project/'])).json), PROJECT_FILES);
    assert.deepEqual(paths((await lintJson(['./project'])).json), PROJECT_FILES.map((p) => `./${p}`));
    assert.deepEqual(paths((await lintJson(['.'], { cwd: join(FIXTURES, 'project') })).json), ['a.contract.json', 'nested/b.contract.jsonc', 'nested/deeper/c.tools.json']);
    assert.deepEqual(paths((await lintJson(['..'], { cwd: join(FIXTURES, 'project/nested') })).json), ['../a.contract.json', '../nested/b.contract.jsonc', '../nested/deeper/c.tools.json']);
  });

  test('a directory skips node_modules', async () => {
    const run = await lintJson(['contracts'], { cwd: project.dir });
    assert.deepEqual(paths(run.json), ['contracts/server.tools.json']);
  });

  test('a file inside node_modules named explicitly is linted', async () => {
    const run = await lintJson(['contracts/node_modules/some-package/dependency.contract.json'], { cwd: project.dir });
    assert.deepEqual(paths(run.json), ['contracts/node_modules/some-package/dependency.contract.json']);
  });

  test('a glob is expanded (sorted), and lints whatever it matches', async () => {
    assert.deepEqual(paths((await lintJson(['*.contract.json*'])).json), ['clean.contract.json', 'errors.contract.json', 'malformed.contract.jsonc']);
    assert.deepEqual(paths((await lintJson(['project/**/*.tools.json'])).json), ['project/nested/deeper/c.tools.json']);
    assert.deepEqual(paths((await lintJson(['project/*/b.contract.json{,c}'])).json), ['project/nested/b.contract.jsonc']);
  });

  test('a glob that climbs out of the working directory keeps its ../', async () => {
    const run = await lintJson(['../*.tools.json'], { cwd: join(FIXTURES, 'project') });
    assert.deepEqual(paths(run.json), ['../server.tools.json']);
  });

  test('a glob skips node_modules unless it names it', async () => {
    assert.deepEqual(paths((await lintJson(['**/*.json'], { cwd: project.dir })).json), ['contracts/server.tools.json']);
    assert.deepEqual(paths((await lintJson(['contracts/node_modules/**/*.json'], { cwd: project.dir })).json), ['contracts/node_modules/some-package/dependency.contract.json']);
  });

  test('absolute paths and absolute globs stay absolute', async () => {
    const file = join(FIXTURES, 'clean.contract.json');
    assert.deepEqual(paths((await lintJson([file])).json), [file]);
    assert.deepEqual(paths((await lintJson([`${FIXTURES}/project/**/*.tools.json`])).json), [join(FIXTURES, 'project/nested/deeper/c.tools.json')]);
  });

  test('a file matched twice is linted once, under its first spelling', async () => {
    const run = await lintJson(['clean.contract.json', '*.contract.json', './clean.contract.json']);
    assert.deepEqual(paths(run.json), ['clean.contract.json', 'errors.contract.json']);
    assert.equal(run.json.summary.files_count, 2);
  });

  test('a file named explicitly is linted whatever its name', async () => {
    const run = await lintJson(['CHANGELOG.md']);
    assert.equal(run.code, 1);
    assert.equal(run.json.files[0].path, 'CHANGELOG.md');
    assert.ok(run.json.files[0].findings.some((f: any) => f.rule_id === 'parse-error'));
  });
});
