/**
 * Prints new JSON in the file's own style (indent unit, line ending, one-line small
 * containers or not), with room for text taken verbatim from the file: a `RawJson`
 * keeps its comments and layout and is only re-indented to its new depth.
 */
import type { TextStyle } from './textStyle';

/** Text of a node as written in the file, with the indentation of the line it started on. */
export class RawJson {
  constructor(
    readonly text: string,
    readonly indent: string,
  ) {}

  get multiline(): boolean {
    return /[\r\n]/.test(this.text);
  }
}

/**
 * A value printed with comments taken from the file: as an object member (or an array
 * item), each comment goes on its own line before it. Comment texts are kept verbatim.
 */
export class Commented {
  constructor(
    readonly value: unknown,
    readonly comments: readonly string[],
  ) {}
}

/** Comments printed on their own lines after an object's last member, before its `}`. */
export const CLOSING_COMMENTS = Symbol('closingComments');

/** `value` with `comments` before it; the value itself when there are none. */
export function withComments(value: unknown, comments: readonly string[]): unknown {
  return comments.length === 0 || value === undefined ? value : new Commented(value, comments);
}

/** A copy of the object `value` that prints `comments` after its last member. */
export function withClosingComments<T extends Record<string, unknown>>(value: T, comments: readonly string[]): T {
  if (comments.length === 0) return value;
  return Object.assign({ ...value }, { [CLOSING_COMMENTS]: [...((value as Record<symbol, unknown>)[CLOSING_COMMENTS] as string[] | undefined ?? []), ...comments] });
}

function closingCommentsOf(value: object): readonly string[] {
  return ((value as Record<symbol, unknown>)[CLOSING_COMMENTS] as string[] | undefined) ?? [];
}

/** A small container fits on one line up to this many characters (in files that do so). */
const INLINE_WIDTH = 90;

/**
 * `value` as JSON text starting at a line indented by `indent`: continuation lines are
 * indented from there. Object members whose value is undefined are left out.
 */
export function printJson(value: unknown, indent: string, style: TextStyle): string {
  if (value instanceof RawJson) return reindent(value, indent, style.eol);
  if (value instanceof Commented) return value.comments.map((c) => c + style.eol + indent).join('') + printJson(value.value, indent, style);
  // Comments before a member or an item, on their own lines.
  const leading = (v: unknown, inner: string) => (v instanceof Commented ? v.comments.map((c) => inner + c + style.eol).join('') : '');
  const bare = (v: unknown) => (v instanceof Commented ? v.value : v);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = style.compact ? printInline(value) : undefined;
    if (inline !== undefined && inline.length <= INLINE_WIDTH) return inline;
    const inner = indent + style.indentUnit;
    return `[${style.eol}${value.map((item) => leading(item, inner) + inner + printJson(bare(item), inner, style)).join(`,${style.eol}`)}${style.eol}${indent}]`;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    const closing = closingCommentsOf(value);
    if (entries.length === 0 && closing.length === 0) return '{}';
    const inline = style.compact ? printInline(value) : undefined;
    if (inline !== undefined && inline.length <= INLINE_WIDTH) return inline;
    const inner = indent + style.indentUnit;
    const members = entries.map(([key, v]) => `${leading(v, inner)}${inner}${JSON.stringify(key)}: ${printJson(bare(v), inner, style)}`);
    const after = closing.map((c) => style.eol + inner + c).join('');
    return `{${members.length > 0 ? style.eol + members.join(`,${style.eol}`) : ''}${after}${style.eol}${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A member `"key": value` for insertion at a line indented by `indent`. */
export function printMember(key: string, value: unknown, indent: string, style: TextStyle): string {
  return `${JSON.stringify(key)}: ${printJson(value, indent, style)}`;
}

/** One-line form (`{ "type": "string" }`, `["a", "b"]`); undefined when a raw part spans lines. */
export function printInline(value: unknown): string | undefined {
  if (value instanceof RawJson) return value.multiline ? undefined : value.text;
  if (value instanceof Commented) return undefined; // a comment needs a line of its own
  if (Array.isArray(value)) {
    const items = value.map(printInline);
    return items.includes(undefined) ? undefined : `[${items.join(', ')}]`;
  }
  if (isPlainObject(value)) {
    if (closingCommentsOf(value).length > 0) return undefined;
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const members: string[] = [];
    for (const [key, v] of entries) {
      const printed = printInline(v);
      if (printed === undefined) return undefined;
      members.push(`${JSON.stringify(key)}: ${printed}`);
    }
    return `{ ${members.join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Moves a node's text to a new depth: continuation lines trade its old line indent for `indent`. */
function reindent(raw: RawJson, indent: string, eol: string): string {
  const lines = raw.text.split(/\r\n?|\n/);
  if (lines.length === 1) return raw.text;
  return lines
    .map((line, i) => {
      if (i === 0) return line;
      if (line.trim() === '') return '';
      if (line.startsWith(raw.indent)) return indent + line.slice(raw.indent.length);
      return indent + line.trimStart();
    })
    .join(eol);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson) && !(value instanceof Commented);
}
