/**
 * How a file is written, so new text looks like the author's: tabs or spaces (and how
 * many), CRLF, LF or a lone CR, and whether small objects are written on one line
 * (`{ "type": "string" }`) or always expanded.
 */
export interface TextStyle {
  /** One level of indentation: '\t' or some spaces. */
  readonly indentUnit: string;
  readonly eol: LineBreak;
  /** The file writes small objects and arrays on one line. */
  readonly compact: boolean;
}

/** `\r\n`, `\n` and a lone `\r` are line breaks alike, as in the editor (vscode-languageserver-textdocument). */
export type LineBreak = '\n' | '\r\n' | '\r';
const LINE_BREAK = /\r\n?|\n/;

/** Enough of a file to judge its style; the rest of a 1,000-tool file says nothing new. */
const SAMPLE_LENGTH = 64 * 1024;
/** `{ "type": "string" }`, `["a", "b"]` on one line: a non-empty container opened and closed on one line. */
const INLINE_CONTAINER = /[{[][ \t]*(?:"[^"\n]*"[ \t]*:|"|-?\d|true|false|null)[^\n]*[}\]]/;

export function detectTextStyle(text: string): TextStyle {
  const sample = text.length > SAMPLE_LENGTH ? text.slice(0, SAMPLE_LENGTH) : text;
  return { indentUnit: detectIndentUnit(sample), eol: detectEol(sample), compact: hasInlineContainer(sample) };
}

/** The line ending a text uses: that of its first line (LF when it has one line). */
export function detectEol(text: string): LineBreak {
  const at = nextLineBreak(text, 0);
  if (text.charCodeAt(at) !== 13) return '\n';
  return text.charCodeAt(at + 1) === 10 ? '\r\n' : '\r';
}

/** The offset of the first line break (`\r` or `\n`) at or after `from`, or the text's length. */
export function nextLineBreak(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
  return i;
}

/**
 * Tabs when indented lines start with a tab; otherwise the smallest step between the
 * indentation of consecutive lines (2 when the file has no indentation at all).
 */
function detectIndentUnit(sample: string): string {
  const lines = sample.split(LINE_BREAK);
  let tabs = 0;
  let spaces = 0;
  let step = 0;
  let previous = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    if (line.charCodeAt(0) === 9) {
      tabs++;
      continue;
    }
    const width = line.length - line.trimStart().length;
    if (width > 0) spaces++;
    const delta = width - previous;
    if (delta > 0 && delta <= 8 && (step === 0 || delta < step)) step = delta;
    previous = width;
  }
  if (tabs > spaces) return '\t';
  return ' '.repeat(step || 2);
}

function hasInlineContainer(sample: string): boolean {
  for (const line of sample.split(LINE_BREAK)) {
    // Comments are prose; a member's key is dropped so only its value is judged.
    const trimmed = line.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('/*')) continue;
    if (INLINE_CONTAINER.test(stripStrings(trimmed.replace(/^"[^"]*"\s*:\s*/, '')))) return true;
  }
  return false;
}

/** Empties string contents so brackets inside strings are not read as containers. */
function stripStrings(line: string): string {
  return line.replace(/"(?:[^"\\]|\\.)*"/g, '""');
}

/** The leading whitespace of the line holding `offset`. */
export function lineIndentAt(text: string, offset: number): string {
  const start = lineStartAt(text, offset);
  let end = start;
  while (end < text.length && (text.charCodeAt(end) === 32 || text.charCodeAt(end) === 9)) end++;
  return text.slice(start, end);
}

export function lineStartAt(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && text.charCodeAt(i - 1) !== 10 && text.charCodeAt(i - 1) !== 13) i--;
  return i;
}

/** Whether only spaces and tabs stand between the start of its line and `offset`. */
export function startsLine(text: string, offset: number): boolean {
  for (let i = offset - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}
