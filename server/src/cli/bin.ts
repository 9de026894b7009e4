// Entry point of dist/cli.js, the `tool-contracts` command: runs the CLI bundle (dist/cli-lint.js,
// from main.ts) through the V8 code cache of codeCache.ts.
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runBundle } from './codeCache';

// V8 runs a regular expression first in its bytecode interpreter and compiles it to native code
// on its next use (--regexp-tier-up): in a short process each of the heuristics' hundreds of
// patterns is compiled twice, the second time for the few strings left to test. Compiled once,
// straight to native code, a cold `lint` of 20 tools with findings took 109 ms against 137 ms
// (bench/README.md, "Cold CLI"). Set before any pattern runs and before the bundle is compiled:
// V8 checks its flags against a code cache's, and every run sets the same ones. The code cache
// holds no regular expression code, so it does not depend on this. A Node that refuses the flag
// keeps its default.
try {
  setFlagsFromString('--no-regexp-tier-up');
} catch {
  // the default tier-up
}

runBundle(join(__dirname, 'cli-lint.js'));
