/** URIs as the client sends them, and the file names the engine and fs need. */
import { basename, dirname, relative, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project config file name (spec §3.7). */
export const CONFIG_FILE_NAME = '.toolcontracts.json';

/** The file-system path of a `file:` URI; undefined for any other scheme (untitled, vscode-vfs, …). */
export function fileUriToPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/** A name for format detection: the path of a file, else the URI's decoded path. */
export function fileNameOf(uri: string): string {
  const path = fileUriToPath(uri);
  if (path) return path;
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri;
  }
}

export function isConfigDocument(uri: string): boolean {
  return basename(fileNameOf(uri)) === CONFIG_FILE_NAME;
}

/** True when `path` is `folder` or inside it. */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The folders from `startDir` up to and including `stopDir` (or only `startDir` when it is not inside). */
export function foldersUpTo(startDir: string, stopDir: string | undefined): string[] {
  if (!stopDir || !isInside(startDir, stopDir)) return [startDir];
  const folders: string[] = [];
  let current = startDir;
  for (;;) {
    folders.push(current);
    if (current === stopDir) return folders;
    const parent = dirname(current);
    if (parent === current) return folders;
    current = parent;
  }
}
