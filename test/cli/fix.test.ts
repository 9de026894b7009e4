/**
 * `tool-contracts lint --fix`: the safe fixes written into the files, then the lint of what
 * is left; `fixed_count` per file and in the summary of the JSON report; comments, line
 * endings and a byte order mark kept; suggestions never applied.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { visit } from 'jsonc-parser';
import { FIXTURES, lintJson, REPO_ROOT, runCli } from './helpers';

const FLAWED = join(REPO_ROOT, 'examples/flawed.contract.jsonc');
const SAFE_FIXED_RULES = ['errors-retry-hint-missing', 'input-default-undocumented', 'mutation-no-receipt', 'mutation-preview-incomplete', 'output-list-unpaginated', 'side-effects-annotations-mismatch'];

function commentsOf(text: string): string[] {
  const comments: string[] = [];
  visit(text, { onComment: (offset, length) => void comments.push(text.slice(offset, offset + length)) }, { allowTrailingComma: true });
  return comments;
}

describe('lint --fix', { concurrency: 1 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'tool-contracts-fix-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('on a copy of the flawed example: only findings without a safe fix remain, every comment intact', async () => {
    copyFileSync(FLAWED, join(dir, 'flawed.contract.jsonc'));
    const before = await lintJson(['flawed.contract.jsonc'], { cwd: dir });
    const fixing = await lintJson(['--fix', 'flawed.contract.jsonc'], { cwd: dir });
    assert.equal(fixing.code, 1, 'errors remain');
    assert.deepEqual(Object.keys(fixing.json.files[0]), ['path', 'format', 'findings', 'fixed_count']);
    assert.equal(fixing.json.files[0].fixed_count, 6);
    assert.equal(fixing.json.summary.fixed_count, 6);

    const fixed = readFileSync(join(dir, 'flawed.contract.jsonc'), 'utf8');
    assert.notEqual(fixed, readFileSync(FLAWED, 'utf8'));
    assert.deepEqual(commentsOf(fixed), commentsOf(readFileSync(FLAWED, 'utf8')), 'every comment, in order');

    const afterwards = await lintJson(['flawed.contract.jsonc'], { cwd: dir });
    assert.deepEqual(afterwards.json.files[0].findings, fixing.json.files[0].findings, '--fix reports the lint of the fixed file');
    const rules = (run: typeof before) => run.json.files[0].findings.map((f: { rule_id: string }) => f.rule_id);
    for (const rule of SAFE_FIXED_RULES) {
      assert.ok(rules(before).includes(rule), `${rule} before`);
      assert.ok(!rules(afterwards).includes(rule), `${rule} after`);
    }
    assert.deepEqual(
      rules(afterwards).sort(),
      rules(before).filter((rule: string) => !SAFE_FIXED_RULES.includes(rule)).sort(),
      'everything else is still reported: suggestions are not applied',
    );

    const again = await lintJson(['--fix', 'flawed.contract.jsonc'], { cwd: dir });
    assert.equal(again.json.files[0].fixed_count, 0, 'a fixed point');
    assert.equal(readFileSync(join(dir, 'flawed.contract.jsonc'), 'utf8'), fixed);
  });

  test('stylish says how many fixes were written', async () => {
    copyFileSync(FLAWED, join(dir, 'stylish.contract.jsonc'));
    const run = await runCli(['lint', '--fix', 'stylish.contract.jsonc'], { cwd: dir });
    assert.match(run.stdout, /\n✔ 6 fixes written to 1 file\n$/);
    const clean = await runCli(['lint', '--fix', 'clean.contract.json']);
    assert.equal(clean.code, 0);
    assert.equal(clean.stdout, '\nNo safe fixes to write.\n');
  });

  test('a clean file is left untouched, with fixed_count 0', async () => {
    const original = readFileSync(join(FIXTURES, 'clean.contract.json'), 'utf8');
    const run = await lintJson(['--fix', 'clean.contract.json']);
    assert.equal(run.code, 0);
    assert.equal(run.json.files[0].fixed_count, 0);
    assert.equal(readFileSync(join(FIXTURES, 'clean.contract.json'), 'utf8'), original);
  });

  test('CRLF line endings and a byte order mark are kept', async () => {
    const crlf = `\ufeff${readFileSync(FLAWED, 'utf8').replace(/\n/g, '\r\n')}`;
    writeFileSync(join(dir, 'crlf.contract.jsonc'), crlf);
    const run = await lintJson(['--fix', 'crlf.contract.jsonc'], { cwd: dir });
    assert.equal(run.json.files[0].fixed_count, 6);
    const fixed = readFileSync(join(dir, 'crlf.contract.jsonc'), 'utf8');
    assert.equal(fixed.charCodeAt(0), 0xfeff);
    assert.equal(fixed.replace(/\r\n/g, '').includes('\n'), false, 'no bare LF');
  });

  test('a file that is not UTF-8 (Latin-1) is refused with an error and left byte for byte as it was', async () => {
    // "Searches tickets." becomes "Searches tickets in Café Zoë." in Latin-1: é and ë are single bytes, invalid UTF-8.
    const utf8 = readFileSync(FLAWED, 'utf8').replace('"Searches tickets."', '"Searches tickets in Café Zoë."');
    const bytes = Buffer.from(utf8, 'latin1');
    const firstInvalid = bytes.indexOf(0xe9);
    writeFileSync(join(dir, 'latin1.contract.jsonc'), bytes);
    const run = await lintJson(['--fix', 'latin1.contract.jsonc'], { cwd: dir });
    assert.ok(readFileSync(join(dir, 'latin1.contract.jsonc')).equals(bytes), 'not one byte changed');
    assert.equal(run.code, 1);
    assert.equal(run.json.files[0].fixed_count, 0);
    const [refusal] = run.json.files[0].findings;
    assert.equal(refusal.rule_id, 'read-error');
    assert.equal(refusal.severity, 'error');
    assert.match(refusal.message, new RegExp(`not valid UTF-8 \\(the first invalid byte is at offset ${firstInvalid}\\)`));
    assert.match(refusal.message, /left unchanged/);
    const line = utf8.slice(0, utf8.indexOf('Café')).split('\n').length - 1;
    assert.deepEqual(refusal.range.start, { line, character: utf8.split('\n')[line].indexOf('Café') + 3 }, 'at the invalid byte');
    assert.ok(run.json.files[0].findings.length > 1, 'the file is still linted');

    const plain = await lintJson(['latin1.contract.jsonc'], { cwd: dir });
    assert.ok(!plain.json.files[0].findings.some((f: { rule_id: string }) => f.rule_id === 'read-error'), 'lint without --fix writes nothing, so it does not refuse');
  });
});
