/**
 * The CLI's second bundle, dist/cli-commands.js: every command but lint, and lint's live-server
 * part. scripts/build.mjs points the dynamic imports of these modules in commands.ts and
 * lintCommand.ts at this bundle, so dist/cli.js holds only what linting files needs. The bundle has
 * its own copy of the shared modules: nothing crosses but arguments, plain results and errors
 * (recognised by name: isUsageError, isMcpServerError).
 */
export { cardCommand } from './cardCommand';
export { diffCommand } from './diffCommand';
export { snapshotCommand } from './snapshotCommand';
export { importCommand } from './importCommand';
export { exportCommand } from './exportCommand';
export { lintLiveServers } from './lintLive';
