/**
 * *Disable <id> for this line*: the suppression comment of spec §3.7 on its own line above
 * the finding's line, indented like it, with a `-- <reason>` for the author to replace.
 * When that line already holds a suppression comment, the id joins its list instead.
 * *Disable <id> for the entire file*: the file-level comment `// tool-contracts-disable <id> -- <reason>`
 * on the first line, or the id added to the one already among the file's leading comments.
 */
import { createScanner } from 'jsonc-parser';
import { FILE_SUPPRESSION_DIRECTIVE, SUPPRESSION_DIRECTIVE } from '../config';
import { TokenKind } from '../jsoncTokens';
import type { TextEdit } from './model';
import { detectEol } from './textStyle';

export const REASON_PLACEHOLDER = '<reason>';

/** `// tool-contracts-disable-next-line a, b -- why` alone on its line: where its id list ends. */
const EXISTING = new RegExp(`^([ \\t]*//[ \\t]*${SUPPRESSION_DIRECTIVE}[ \\t]+)([^\\r\\n]*?)([ \\t]*(?:--[^\\r\\n]*)?)$`);

/**
 * The edit that silences `ruleId` on the 0-based `line` of `text`; undefined when that line starts
 * inside a block comment (`/* …` opened on a line above): a line inserted there would become part
 * of that comment, changing it and silencing nothing, and no line comment above it can reach the
 * line, since a next-line directive covers the line after the comment it ends.
 */
export function disableLineEdit(text: string, lineStarts: readonly number[], line: number, ruleId: string): TextEdit | undefined {
  const lineStart = lineStarts[Math.min(line, lineStarts.length - 1)] ?? 0;
  if (insideBlockComment(text, lineStart)) return undefined;
  // A byte order mark stays first: the comment goes after it.
  const start = lineStart === 0 && text.startsWith('\uFEFF') ? 1 : lineStart;
  if (line > 0) {
    const previousStart = lineStarts[line - 1];
    const previous = text.slice(previousStart, start).replace(/(?:\r\n?|\n)$/, '');
    const match = EXISTING.exec(previous);
    if (match && match[2].trim() !== '') {
      const ids = match[2].split(',').map((id) => id.trim());
      if (!ids.includes(ruleId)) return { offset: previousStart + match[1].length + match[2].length, length: 0, newText: `, ${ruleId}` };
    }
  }
  const indent = /^[ \t]*/.exec(text.slice(start, start + 200))![0];
  const eol = detectEol(text);
  return { offset: start, length: 0, newText: `${indent}// ${SUPPRESSION_DIRECTIVE} ${ruleId} -- ${REASON_PLACEHOLDER}${eol}` };
}

/** Whether `offset` falls inside a block comment that begins before it (an unclosed one runs to the end). */
function insideBlockComment(text: string, offset: number): boolean {
  const opened = text.indexOf('/*');
  if (opened < 0 || opened >= offset) return false;
  const scanner = createScanner(text, false);
  for (let kind = scanner.scan(); kind !== TokenKind.EOF; kind = scanner.scan()) {
    const start = scanner.getTokenOffset();
    if (start >= offset) return false;
    if (kind === TokenKind.BlockComment && start + scanner.getTokenLength() > offset) return true;
  }
  return false;
}

/** A file-level directive alone on its line: where its id list ends. */
const EXISTING_FILE = new RegExp(`^([ \\t]*//[ \\t]*${FILE_SUPPRESSION_DIRECTIVE}[ \\t]+)([^\\r\\n]*?)([ \\t]*(?:--[^\\r\\n]*)?)$`);

/** The edit that silences `ruleId` in the whole of `text`; undefined when the file-level comment names it already. */
export function disableFileEdit(text: string, ruleId: string): TextEdit | undefined {
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  // The leading lines that are blank or line comments, where a file-level directive is looked for.
  const lines = /^(?:[ \t]*(?:\/\/[^\r\n]*)?(?:\r\n?|\n))*/.exec(text.slice(start))![0];
  let offset = start;
  for (const line of lines.split(/(?<=\r\n?|\n)/)) {
    const match = EXISTING_FILE.exec(line.replace(/(?:\r\n?|\n)$/, ''));
    if (match && match[2].trim() !== '') {
      const ids = match[2].split(',').map((id) => id.trim());
      if (ids.includes(ruleId)) return undefined;
      return { offset: offset + match[1].length + match[2].length, length: 0, newText: `, ${ruleId}` };
    }
    offset += line.length;
  }
  return { offset: start, length: 0, newText: `// ${FILE_SUPPRESSION_DIRECTIVE} ${ruleId} -- ${REASON_PLACEHOLDER}${detectEol(text)}` };
}

/**
 * Whether a file takes comments: JSONC files do (contract files, `.jsonc`, and the
 * `*.tools.json` lists this tool reads as JSONC); a plain `.json` read by other programs may not.
 */
export function acceptsComments(fileName: string): boolean {
  return /\.(contract\.json|contract\.jsonc|jsonc|tools\.json)$/i.test(fileName);
}
