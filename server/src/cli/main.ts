// Entry point of the CLI bundle (dist/cli.js): `tool-contracts <command> …`.
import { runCli } from './commands';
import { processIo } from './io';

// Output goes to the descriptors (io.ts); `tool-contracts lint … | head` closing the pipe early is not an error.
void runCli(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});

// For codeCache.ts, which runs it before writing the bundle's code cache.
export { warmUpForCodeCache } from './warmUp';
