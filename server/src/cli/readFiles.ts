/**
 * File reading for the CLI. A file that cannot be read becomes one `read-error`
 * finding in that file's entry, never a crash; the other files are still linted.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { ENGINE_DIAGNOSTICS, type Finding } from '../engine';
import { stripBom } from '../node/fileReader';

export type ReadResult = { readonly text: string; readonly bom: boolean } | { readonly error: Finding };

export function readContractFile(absolutePath: string): ReadResult {
  try {
    // Reading a FIFO or a device would block or never end: only regular files are read.
    if (!statSync(absolutePath).isFile()) return { error: readErrorFinding(new Error('it is not a regular file')) };
    const raw = readFileSync(absolutePath, 'utf8');
    return { text: stripBom(raw), bom: raw.charCodeAt(0) === 0xfeff };
  } catch (error) {
    return { error: readErrorFinding(error) };
  }
}

export function readErrorFinding(error: unknown): Finding {
  const { readError } = ENGINE_DIAGNOSTICS;
  return {
    ruleId: readError.id,
    severity: readError.severity,
    message: `This file could not be read: ${describeReadError(error)}.`,
    path: [],
    pointer: '',
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
  };
}

function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'it does not exist (a broken symbolic link?)';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a directory';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** Writes fixed text back, with the byte order mark the file had. True, or why it failed. */
export function writeFixedFile(absolutePath: string, text: string, bom: boolean): true | string {
  try {
    writeFileSync(absolutePath, bom ? `\ufeff${text}` : text);
    return true;
  } catch (error) {
    return describeReadError(error);
  }
}
