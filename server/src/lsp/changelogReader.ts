/**
 * The engine's injected file reader (lint option `readFile`): reads files relative to
 * the contract's folder with fs. Only for `file:` documents; never throws.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FileReader } from '../engine';
import { fileUriToPath } from './uris';

export function fileReaderFor(uri: string): FileReader | undefined {
  const path = fileUriToPath(uri);
  if (!path) return undefined;
  const folder = dirname(path);
  return (relativePath) => {
    try {
      return readFileSync(resolve(folder, relativePath), 'utf8');
    } catch {
      return undefined;
    }
  };
}
