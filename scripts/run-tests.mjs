#!/usr/bin/env node
// Runs node's test runner over the TypeScript test files under the given folders (default: test/),
// through tsx. Node 20's --test takes no globs, so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const roots = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const passThrough = process.argv.slice(2).filter((a) => a.startsWith('--'));
const files = [];
function collect(path) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) if (entry !== 'node_modules' && entry !== 'e2e') collect(join(path, entry));
  } else if (/\.test\.ts$/.test(path)) files.push(path);
}
for (const root of roots.length ? roots : ['test']) collect(root);
if (files.length === 0) {
  console.error('run-tests: no test files found');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...passThrough, ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
