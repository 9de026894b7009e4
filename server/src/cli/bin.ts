// Entry point of dist/cli.js, the `tool-contracts` command: runs the CLI bundle (dist/cli-lint.js,
// from main.ts) through the V8 code cache of codeCache.ts.
import { join } from 'node:path';
import { runBundle } from './codeCache';

runBundle(join(__dirname, 'cli-lint.js'));
