/**
 * The CLI at its limits (README "Limits"): a 40,000-tool contract is linted, not crashed on, and
 * so is a file of any size (the size limit is the editor's); a file that cannot be linted fully
 * (too deep, unreadable, not UTF-8 under --fix) is an error finding and exit 1, never a silent pass.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { runCli } from './helpers';

/** `count` bare tools: five findings each with the default rules (no output, no errors, no sideEffects, two schema problems). */
function manyToolsContract(count: number): string {
  const tools: string[] = [];
  for (let i = 0; i < count; i++) tools.push(`{"name":"t${i}"}`);
  return `{"name":"big","version":"1.0.0","tools":[\n${tools.join(',\n')}\n]}\n`;
}

/** A temporary folder with no .toolcontracts.json: the default rules. */
function bareFolder(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'tool-contracts-limits-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('a 40,000-tool contract (200,000 findings)', { concurrency: 1 }, () => {
  const folder = bareFolder();
  after(folder.cleanup);
  writeFileSync(join(folder.dir, 'big.contract.json'), manyToolsContract(40_000));

  for (const format of ['stylish', 'json', 'sarif']) {
    test(`lint --format ${format} reports every finding, without a stack overflow, in seconds`, async (t) => {
      const started = Date.now();
      const run = await runCli(['lint', '--format', format, 'big.contract.json'], { cwd: folder.dir });
      const seconds = (Date.now() - started) / 1000;
      t.diagnostic(`${format}: ${seconds} s`);
      assert.equal(run.stderr, '', 'no internal error');
      assert.equal(run.code, 1, 'the findings include errors');
      if (format === 'stylish') assert.match(run.stdout, /✖ 200001 problems \(120000 errors, 80001 warnings, 0 infos\)\n$/);
      if (format === 'json') assert.equal(JSON.parse(run.stdout).summary.error_count, 120_000);
      if (format === 'sarif') assert.equal(JSON.parse(run.stdout).runs[0].results.length, 200_001);
      // About 3 s on an idle laptop (sarif, 200 MB of JSON, about 6 s); 13-15 s for sarif on this 2-core CI machine idle, 34 s
      // with a build running beside it. The bound catches what it is for (quadratic work, a stack overflow's retry: minutes),
      // not load: generous.
      assert.ok(seconds < 90, `took ${seconds} s`);
    });
  }
});

/** Runs `lint --format json` and returns the exit code and the one file's findings. */
async function lintOne(dir: string, file: string, extra: readonly string[] = []): Promise<{ code: number | null; stderr: string; findings: any[] }> {
  const run = await runCli(['lint', '--format', 'json', ...extra, file], { cwd: dir });
  return { code: run.code, stderr: run.stderr, findings: JSON.parse(run.stdout).files[0].findings };
}

describe('a file the CLI cannot lint fully fails the run (exit 1), never a silent pass', { concurrency: 1 }, () => {
  const folder = bareFolder();
  after(folder.cleanup);

  test('no size limit: a 5.5 MB contract, over the editor\'s 5,120 KB, is linted with all its findings', async () => {
    // 5,000 bare tools with long descriptions: four findings each, and the changelog.
    const tools: string[] = [];
    for (let i = 0; i < 5000; i++) tools.push(`{"name":"t${i}","description":"Reads thing ${i}. ${'x'.repeat(1100)}"}`);
    const text = `{"name":"big","version":"1.0.0","tools":[\n${tools.join(',\n')}\n]}\n`;
    assert.ok(text.length > 5120 * 1024, 'over the editor\'s default limit');
    writeFileSync(join(folder.dir, 'large.contract.json'), text);
    const { code, stderr, findings } = await lintOne(folder.dir, 'large.contract.json');
    assert.equal(stderr, '');
    assert.equal(code, 1);
    const counts: Record<string, number> = {};
    for (const finding of findings) counts[finding.rule_id] = (counts[finding.rule_id] ?? 0) + 1;
    assert.deepEqual(counts, { 'changelog-missing': 1, 'contract-schema': 5000, 'errors-missing': 5000, 'output-missing': 5000, 'side-effects-undeclared': 5000 });
    assert.match(findings.at(-1).pointer, /^\/tools\/4999(\/|$)/, 'the last tool was linted');
  });

  test('no size limit for card either: the review of a 5.5 MB contract shows its mutating tool', async () => {
    const tools: string[] = [];
    for (let i = 0; i < 5000; i++) tools.push(`{"name":"t${i}","sideEffects":"read_only","description":"Reads thing ${i}. ${'x'.repeat(1100)}"}`);
    tools.push('{"name":"delete_thing","sideEffects":"non_idempotent","description":"Deletes a thing."}');
    const text = `{"name":"big","version":"1.0.0","tools":[\n${tools.join(',\n')}\n]}\n`;
    assert.ok(text.length > 5120 * 1024, 'over the editor\'s default limit');
    writeFileSync(join(folder.dir, 'large-card.contract.json'), text);
    const run = await runCli(['card', '--format', 'md', 'large-card.contract.json'], { cwd: folder.dir });
    assert.equal(run.stderr, '');
    assert.equal(run.code, 1, 'its card says stop: no preview, no verify, no rollback');
    assert.match(run.stdout, /delete_thing/);
  });

  test('nesting 100,000 levels deep (valid JSON, and JSONC with a comment): one document-too-deep error', async () => {
    const depth = 100_000;
    writeFileSync(join(folder.dir, 'deep.contract.json'), `{"name":"d","version":"1.0.0","tools":[{"name":"t","x":${'['.repeat(depth)}${']'.repeat(depth)}}]}`);
    writeFileSync(join(folder.dir, 'deep.contract.jsonc'), `// deep\n{"name":"d","version":"1.0.0","tools":[{"name":"t","x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}]}`);
    for (const file of ['deep.contract.json', 'deep.contract.jsonc']) {
      const { code, stderr, findings } = await lintOne(folder.dir, file);
      assert.equal(stderr, '');
      assert.equal(code, 1, file);
      assert.deepEqual(findings.map((f) => [f.rule_id, f.severity]), [['document-too-deep', 'error']], file);
      assert.match(findings[0].message, /it was not linted/);
      assert.match(findings[0].message, /\$defs/, 'says how to proceed');
    }
  });
  // A file that cannot be read is a read-error (exit 1): test/cli/json.test.ts, 'a broken link…'.
});

describe('$ref cycles on the command line', () => {
  const folder = bareFolder();
  after(folder.cleanup);

  test('a loop of references is one input-schema-invalid error on the $ref that closes it; a recursive tree is no problem', async () => {
    const loop = { type: 'object', $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, properties: { x: { $ref: '#/$defs/a' } } };
    const tree = { type: 'object', $defs: { node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } } } }, properties: { root: { $ref: '#/$defs/node' } } };
    const doc = { name: 'cycles', version: '1.0.0', tools: [{ name: 'walk', description: 'Walks a tree.', sideEffects: 'read_only', inputSchema: loop, outputSchema: tree }] };
    writeFileSync(join(folder.dir, 'cycles.contract.json'), JSON.stringify(doc, null, 2));
    const { code, stderr, findings } = await lintOne(folder.dir, 'cycles.contract.json');
    assert.equal(stderr, '');
    assert.equal(code, 1);
    const schemaFindings = findings.filter((f) => /schema-invalid$/.test(f.rule_id));
    assert.deepEqual(schemaFindings.map((f) => [f.rule_id, f.severity, f.pointer]), [['input-schema-invalid', 'error', '/tools/0/inputSchema/$defs/b/$ref']]);
    assert.match(schemaFindings[0].message, /closes a loop of references/);
  });
});
