/**
 * Live MCP servers, for the doors (the CLI, the language server): where servers are named
 * (config.ts), the snapshot file (snapshot.ts), the contract skeleton of `import` (skeleton.ts),
 * and the errors. The client that talks to servers loads the MCP SDK, so it is not re-exported:
 * get it with `await loadMcpClient()` where a server is really read, so linting files never loads it.
 */
export * from './errors';
export * from './target';
export * from './config';
export * from './snapshot';
export * from './skeleton';

/** The client module (readToolsList, killAllServerGroups), loaded on first use. */
export async function loadMcpClient(): Promise<typeof import('./client') & typeof import('./processGroup')> {
  const [client, groups] = await Promise.all([import('./client'), import('./processGroup')]);
  return { ...client, ...groups };
}
