/**
 * The snapshot of a server's tool list: `{ "tools": [ … ] }` with every tool exactly as the server
 * sent it (the pages joined in order), two-space indentation and a final newline. The same list
 * always gives the same bytes, so a snapshot committed in git changes only when the server's
 * tools do, and is reviewed like any source file. It is an MCP tools/list file: linted,
 * versioned against git and compared by `tool-contracts diff` like one.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where `snapshot` writes by default, relative to the working directory (or workspace folder). */
export const DEFAULT_SNAPSHOT_FOLDER = 'mcp';
export const SNAPSHOT_SUFFIX = '.tools.json';

/** The snapshot's text. Pure; byte-stable for the same list. */
export function snapshotText(tools: readonly unknown[]): string {
  return `${JSON.stringify({ tools }, null, 2)}\n`;
}

/** `<server>.tools.json`, the name made safe for a file name (`github/issues` → `github-issues`). */
export function snapshotFileName(server: string): string {
  const safe = server.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `${safe === '' ? 'server' : safe}${SNAPSHOT_SUFFIX}`;
}

/** The default path of a server's snapshot under `folder`: `<folder>/mcp/<server>.tools.json`. */
export function defaultSnapshotPath(folder: string, server: string): string {
  return join(folder, DEFAULT_SNAPSHOT_FOLDER, snapshotFileName(server));
}

/**
 * Writes the snapshot (folders created); `unchanged` when the file already holds these bytes
 * (it is then not touched, so its modification time stays). Throws on a file system error.
 */
export function writeSnapshotFile(path: string, text: string): 'written' | 'unchanged' {
  try {
    if (readFileSync(path, 'utf8') === text) return 'unchanged';
  } catch {
    // not there yet
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return 'written';
}
