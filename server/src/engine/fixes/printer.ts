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
    return this.text.includes('\n');
  }
}

/** A small container fits on one line up to this many characters (in files that do so). */
const INLINE_WIDTH = 90;

/**
 * `value` as JSON text starting at a line indented by `indent`: continuation lines are
 * indented from there. Object members whose value is undefined are left out.
 */
export function printJson(value: unknown, indent: string, style: TextStyle): string {
  if (value instanceof RawJson) return reindent(value, indent, style.eol);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = style.compact ? printInline(value) : undefined;
    if (inline !== undefined && inline.length <= INLINE_WIDTH) return inline;
    const inner = indent + style.indentUnit;
    return `[${style.eol}${value.map((item) => inner + printJson(item, inner, style)).join(`,${style.eol}`)}${style.eol}${indent}]`;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const inline = style.compact ? printInline(value) : undefined;
    if (inline !== undefined && inline.length <= INLINE_WIDTH) return inline;
    const inner = indent + style.indentUnit;
    const members = entries.map(([key, v]) => `${inner}${JSON.stringify(key)}: ${printJson(v, inner, style)}`);
    return `{${style.eol}${members.join(`,${style.eol}`)}${style.eol}${indent}}`;
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
  if (Array.isArray(value)) {
    const items = value.map(printInline);
    return items.includes(undefined) ? undefined : `[${items.join(', ')}]`;
  }
  if (isPlainObject(value)) {
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
  const lines = raw.text.split(/\r?\n/);
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
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);
}
