/**
 * Entry point of the language server bundle (dist/server.js). The transport comes from
 * the command line: `--stdio`, `--node-ipc` (what the VS Code client uses) or `--socket=N`.
 */
import { setFlagsFromString } from 'node:v8';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { applyHeapPolicy } from './heapPolicy';
import { describeError, type Logger } from './logger';
import { startServer } from './server';

// First, before the documents and lints it governs allocate anything (see heapPolicy.ts).
const heapPolicy = applyHeapPolicy(process.execArgv, process.versions.electron, setFlagsFromString);

const connection = createConnection(ProposedFeatures.all);

const logger: Logger = {
  info: (message) => connection.console.info(message),
  warn: (message) => connection.console.warn(message),
  error: (message) => connection.console.error(message),
  trace: (message) => connection.tracer.log(message),
};

// Last resort: a bug in a callback outside any handler is logged, and the server keeps serving.
process.on('uncaughtException', (error) => logger.error(`Uncaught exception: ${describeError(error)}`));
process.on('unhandledRejection', (reason) => logger.error(`Unhandled rejection: ${describeError(reason)}`));

startServer(connection, logger, { startupMessages: [heapPolicy.message] });
connection.listen();
