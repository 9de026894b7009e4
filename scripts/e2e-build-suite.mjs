#!/usr/bin/env node
// Compiles the extension-host test suite (test/e2e/suite/*.ts) to out/e2e/suite/*.js, one CommonJS
// file per source file. `vscode` is provided by the extension host and `mocha` is loaded from
// node_modules, so the runner and the test files share one mocha.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const suiteDir = join(root, 'test', 'e2e', 'suite');
const entryPoints = readdirSync(suiteDir).filter((f) => f.endsWith('.ts')).map((f) => join(suiteDir, f));

await esbuild.build({
  entryPoints,
  outdir: join(root, 'out', 'e2e', 'suite'),
  bundle: true,
  platform: 'node',
  target: 'node18',
  format: 'cjs',
  sourcemap: 'inline',
  external: ['vscode', 'mocha'],
  logLevel: 'warning',
});
console.log(`e2e suite: compiled ${entryPoints.length} files to out/e2e/suite/`);
