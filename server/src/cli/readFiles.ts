/**
 * File reading for the CLI. A file that cannot be read becomes one `read-error`
 * finding in that file's entry, never a crash; the other files are still linted.
 */
import { isUtf8 } from 'node:buffer';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENGINE_DIAGNOSTICS, type Finding } from '../engine';
import { UsageError } from './exitCodes';
import { stripBom } from '../node/fileReader';

export type ReadResult =
  | {
      readonly text: string;
      readonly bom: boolean;
      /**
       * Where the file stops being UTF-8: the byte offset of its first invalid byte, and the
       * offset in `text` (after the BOM) of the U+FFFD that replaced it. Undefined for UTF-8.
       */
      readonly invalidUtf8?: { readonly byteOffset: number; readonly textOffset: number };
    }
  | { readonly error: Finding };

export function readContractFile(absolutePath: string): ReadResult {
  try {
    // Reading a FIFO or a device would block or never end: only regular files are read.
    if (!statSync(absolutePath).isFile()) return { error: readErrorFinding(new Error('it is not a regular file')) };
    const bytes = readFileSync(absolutePath);
    const raw = bytes.toString('utf8');
    const bom = raw.charCodeAt(0) === 0xfeff;
    const text = stripBom(raw);
    if (isUtf8(bytes)) return { text, bom };
    const byteOffset = firstInvalidUtf8Byte(bytes);
    const textOffset = bytes.subarray(0, byteOffset).toString('utf8').length - (bom ? 1 : 0);
    return { text, bom, invalidUtf8: { byteOffset, textOffset } };
  } catch (error) {
    return { error: readErrorFinding(error) };
  }
}

/**
 * The text of the one file a command works on (`card`, `export`): a UsageError, saying what
 * could not be done (`review`, `export`), when it does not exist or cannot be read.
 */
export function readCommandFile(cwd: string, file: string, doing: string): { readonly text: string; readonly absolutePath: string } {
  const absolutePath = resolve(cwd, file);
  if (!existsSync(absolutePath)) throw new UsageError(`No such file: ${file}.`);
  const read = readContractFile(absolutePath);
  if ('error' in read) throw new UsageError(`Cannot ${doing} ${file}: ${read.error.message.replace(/^This file could not be read: /, '')}`);
  return { text: read.text, absolutePath };
}

/** The offset of the first byte that does not start or continue a well-formed UTF-8 sequence (RFC 3629). */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    // The length of the sequence, and the range its second byte must lie in (no overlongs, no surrogates, nothing past U+10FFFF).
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    if (i + length > bytes.length) return i;
    if (bytes[i + 1] < low || bytes[i + 1] > high) return i;
    for (let k = 2; k < length; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    i += length;
  }
  return bytes.length;
}

/**
 * `lint --fix` of a file that is not UTF-8 writes nothing: its undecodable bytes were read
 * as U+FFFD, and writing the fixed text back would put U+FFFD where they were. The finding
 * (at the first invalid byte) says so, and the file is still linted.
 */
export function notUtf8Finding(byteOffset: number, range: Finding['range']): Finding {
  const { readError } = ENGINE_DIAGNOSTICS;
  return {
    ruleId: readError.id,
    severity: readError.severity,
    message:
      `--fix wrote nothing to this file: it is not valid UTF-8 (the first invalid byte is at offset ${byteOffset}), and writing the fixes ` +
      'would replace every byte that is not UTF-8. The file was left unchanged; convert it to UTF-8 (for Latin-1: iconv -f latin1 -t utf-8) and run --fix again.',
    path: [],
    pointer: '',
    range,
  };
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
