/**
 * The engine's injected file reader (lint option `readFile`) for the doors that run on
 * Node, the language server and the CLI: reads a regular file relative to the linted
 * file's folder, without a byte-order mark; undefined when it cannot. Never throws.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FileReader } from '../engine';

export function fileReaderBeside(absolutePath: string): FileReader {
  const folder = dirname(absolutePath);
  return (relativePath) => {
    try {
      const target = resolve(folder, relativePath);
      return statSync(target).isFile() ? stripBom(readFileSync(target, 'utf8')) : undefined;
    } catch {
      return undefined;
    }
  };
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
