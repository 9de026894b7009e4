// Entry point of the CLI bundle (dist/cli.js): `tool-contracts <command> …`.
import { runCli } from './commands';
import { processIo } from './io';

// `tool-contracts lint … | head` closes the pipe early: that is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

void runCli(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});

// For codeCache.ts, which runs it before writing the bundle's code cache.
export { warmUpForCodeCache } from './warmUp';
