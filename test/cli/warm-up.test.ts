/**
 * The code cache's warm-up (server/src/cli/warmUp.ts): before the first run writes the cache, the
 * bundled flawed example is linted and reported in every format, so that later runs on files with
 * findings find that code compiled. It must find its example, cover most rules, and print nothing.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { RULES } from '../../server/src/engine/registry';
import { packageInfo } from '../../server/src/cli/packageInfo';
import { warmUpForCodeCache } from '../../server/src/cli/warmUp';
import { readFileSync } from 'node:fs';

describe('code cache warm-up', () => {
  it('lints the bundled flawed example, whose findings cover most rules', () => {
    const example = join(packageInfo().root, 'examples', 'flawed.contract.jsonc');
    assert.ok(existsSync(example), 'the warm-up reads examples/flawed.contract.jsonc: keep it, or change warmUp.ts');
    const rules = new Set(lint(readFileSync(example, 'utf8'), { fileName: example, readFile: () => undefined }).findings.map((f) => f.ruleId));
    assert.ok(rules.size >= RULES.length * 0.8, `the example has findings of ${rules.size} of ${RULES.length} rules`);
  });

  it('prints nothing and changes no exit code', () => {
    const writes: string[] = [];
    const stdout = process.stdout.write.bind(process.stdout);
    const stderr = process.stderr.write.bind(process.stderr);
    const exitCode = process.exitCode;
    process.stdout.write = ((chunk: string) => (writes.push(String(chunk)), true)) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string) => (writes.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      warmUpForCodeCache();
    } finally {
      process.stdout.write = stdout;
      process.stderr.write = stderr;
    }
    assert.deepEqual(writes, []);
    assert.equal(process.exitCode, exitCode);
  });
});
