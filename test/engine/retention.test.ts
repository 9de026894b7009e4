/**
 * What a lint leaves alive after it. The engine's caches of one lint (the schema walks) must not
 * outlive it: whatever survives a young-generation collection is copied by it, and promoted by
 * the next one, so a lint that kept the last lint's walks paid for them in every collection
 * until a full one (bench/README.md, tenth session). Measured in a child process with
 * `--expose-gc` and a young generation too large to fill during the lints.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';

describe('retention after a lint', () => {
  it("keeps nothing of the last lint's walks once the next lint has run", () => {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '--max-semi-space-size=128', '--min-semi-space-size=128', '--import', 'tsx', join(__dirname, 'retentionChild.ts')],
      { encoding: 'utf8', timeout: 120_000 },
    );
    assert.equal(child.status, 0, child.stderr);
    const { allocated, survived } = JSON.parse(child.stdout.trim().split('\n').pop()!) as { allocated: number; survived: number };
    // The lints allocated megabytes in the young generation (else the figure below says nothing).
    assert.ok(allocated > 5_000_000, `young generation used after the lints: ${allocated} bytes`);
    // Before the walks' maps were replaced rather than cleared, about 3 MB of the big lint survived.
    assert.ok(survived < 500_000, `${survived} bytes of the young generation survived a young collection after the lints`);
  });
});
