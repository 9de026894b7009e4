/**
 * Where the tools of a file are, found fast. A fix edits one tool (or a few), and
 * building jsonc-parser's node tree for a 1,000-tool file costs a hundred milliseconds
 * or more; so the tools array is scanned once, skipping every value by its brackets,
 * and each edit then parses only the tool it touches.
 *
 * The scan trusts the text to be well-formed JSONC: fixes are only offered for files
 * without parse errors.
 */
import type { Span } from '../document';
import { nextLineBreak } from './textStyle';

const QUOTE = 34;
const SLASH = 47;
const STAR = 42;
const BACKSLASH = 92;

/** The index just past the trivia (whitespace and comments) at `i`. */
export function skipTrivia(text: string, i: number): number {
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff) i++;
    else if (c === SLASH && text.charCodeAt(i + 1) === SLASH) {
      i = nextLineBreak(text, i); // a line comment ends at \n, \r or \r\n
    } else if (c === SLASH && text.charCodeAt(i + 1) === STAR) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else break;
  }
  return i;
}

/** `i` at an opening quote: the index just past the closing one. */
export function skipString(text: string, i: number): number {
  let from = i + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return text.length;
    let backslashes = 0;
    for (let k = quote - 1; text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** `i` at the first character of a value: the index just past it. */
export function skipValue(text: string, i: number): number {
  const n = text.length;
  const first = text.charCodeAt(i);
  if (first === QUOTE) return skipString(text, i);
  if (first !== 123 && first !== 91) {
    // A literal: up to the next delimiter.
    let j = i;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 44 || c === 125 || c === 93 || c === 32 || c === 9 || c === 10 || c === 13 || c === SLASH) break;
      j++;
    }
    return j;
  }
  let depth = 0;
  for (let j = i; j < n; j++) {
    const c = text.charCodeAt(j);
    if (c === QUOTE) j = skipString(text, j) - 1;
    else if (c === SLASH) {
      const next = text.charCodeAt(j + 1);
      if (next === SLASH) {
        j = nextLineBreak(text, j);
      } else if (next === STAR) {
        const end = text.indexOf('*/', j + 2);
        j = end < 0 ? n : end + 1;
      }
    } else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return n;
}

function readString(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(text.slice(start, end)) as string;
  } catch {
    return raw;
  }
}

/**
 * The spans of the elements of the root object's `tools` array (the last `tools` wins, as
 * in the parsers), in order; empty when there is none.
 */
export function locateToolSpans(text: string): Span[] {
  let spans: Span[] = [];
  let i = skipTrivia(text, 0);
  if (text.charCodeAt(i) !== 123) return spans;
  i = skipTrivia(text, i + 1);
  while (i < text.length && text.charCodeAt(i) === QUOTE) {
    const keyEnd = skipString(text, i);
    const key = readString(text, i, keyEnd);
    i = skipTrivia(text, keyEnd);
    if (text.charCodeAt(i) !== 58 /* : */) return spans;
    i = skipTrivia(text, i + 1);
    if (key === 'tools' && text.charCodeAt(i) === 91) {
      const found = arrayElementSpans(text, i);
      spans = found.spans;
      i = found.end;
    } else {
      i = skipValue(text, i);
    }
    i = skipTrivia(text, i);
    if (text.charCodeAt(i) !== 44 /* , */) break;
    i = skipTrivia(text, i + 1);
  }
  return spans;
}

function arrayElementSpans(text: string, open: number): { spans: Span[]; end: number } {
  const spans: Span[] = [];
  let i = skipTrivia(text, open + 1);
  while (i < text.length) {
    if (text.charCodeAt(i) === 93 /* ] */) return { spans, end: i + 1 };
    const end = skipValue(text, i);
    spans.push({ offset: i, length: end - i });
    i = skipTrivia(text, end);
    if (text.charCodeAt(i) === 44) i = skipTrivia(text, i + 1);
    else if (text.charCodeAt(i) !== 93) break;
  }
  return { spans, end: i + 1 };
}

/** The index of the tool whose span holds the edit (spans sorted, disjoint), or -1. */
export function toolHolding(tools: readonly Span[], edit: { readonly offset: number; readonly length: number }): number {
  let low = 0;
  let high = tools.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const span = tools[mid];
    if (edit.offset < span.offset) high = mid - 1;
    else if (edit.offset > span.offset + span.length) low = mid + 1;
    else return edit.offset + edit.length <= span.offset + span.length ? mid : -1;
  }
  return -1;
}
