/**
 * The parsed text of one file: its value, its parse errors, and the mapping from
 * JSON paths to text ranges.
 *
 * Speed matters here. Values are parsed with the native JSON.parse when the text is
 * strict JSON (most files), and with jsonc-parser's `parse` otherwise (comments,
 * trailing commas, errors). The node tree that ranges need is only built when a
 * range is first asked for, i.e. when there is a finding to place.
 */
import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export type PathSegment = string | number;
export type JsonPath = readonly PathSegment[];

export interface Position {
  line: number;
  character: number;
}
export interface Range {
  start: Position;
  end: Position;
}

export interface ParseProblem {
  message: string;
  offset: number;
  length: number;
}

/** Which part of a member a range covers: the property key, or the value. */
export type NodePart = 'key' | 'value';

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false } as const;

export class JsonDocument {
  readonly text: string;
  readonly value: unknown;
  readonly parseErrors: readonly ParseProblem[];
  /**
   * Set when jsonc-parser's recursive descent ran out of stack (thousands of nested
   * brackets). The engine then reports one limit finding instead of misplaced ones.
   */
  nestingTooDeep = false;
  private tree: Node | undefined | null = null;
  private lineStarts: number[] | undefined;

  constructor(text: string) {
    this.text = text;
    const strict = tryStrictParse(text);
    if (strict.ok) {
      this.value = strict.value;
      this.parseErrors = [];
    } else {
      const errors: ParseError[] = [];
      try {
        this.value = parse(text, errors, PARSE_OPTIONS);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        this.nestingTooDeep = true;
        errors.length = 0;
      }
      this.parseErrors = errors.map((e) => ({
        message: describeParseError(e),
        offset: e.offset,
        length: Math.max(e.length, 1),
      }));
    }
  }

  /** The jsonc-parser node tree, built on first use. */
  get root(): Node | undefined {
    if (this.tree === null) {
      try {
        this.tree = parseTree(this.text, undefined, PARSE_OPTIONS);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        this.nestingTooDeep = true;
        this.tree = undefined;
      }
    }
    return this.tree;
  }

  nodeAt(path: JsonPath): Node | undefined {
    const root = this.root;
    if (!root) return undefined;
    return path.length === 0 ? root : findNodeAtLocation(root, path as PathSegment[]);
  }

  /**
   * The range of the node at `path`. For `part: 'key'` the property key is used
   * when the node is an object member. When the node does not exist (a missing
   * member) the nearest existing ancestor is used. A container node without a
   * key is narrowed to its opening bracket so a diagnostic never paints a whole
   * tool or file.
   */
  rangeOf(path: JsonPath, part: NodePart = 'value'): Range {
    const { offset, length } = this.spanOf(path, part);
    return { start: this.positionAt(offset), end: this.positionAt(offset + length) };
  }

  spanOf(path: JsonPath, part: NodePart = 'value'): { offset: number; length: number } {
    let current = [...path];
    let node = this.nodeAt(current);
    while (!node && current.length > 0) {
      current = current.slice(0, -1);
      node = this.nodeAt(current);
      part = 'key';
    }
    if (!node) return { offset: 0, length: Math.min(this.text.length, 1) };
    const member = node.parent?.type === 'property' ? node.parent : undefined;
    if (part === 'key' && member?.children?.[0]) {
      const key = member.children[0];
      return { offset: key.offset, length: key.length };
    }
    if (node.type === 'object' || node.type === 'array') return { offset: node.offset, length: 1 };
    return { offset: node.offset, length: node.length };
  }

  positionAt(offset: number): Position {
    const starts = this.lineStartOffsets();
    offset = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low, character: offset - starts[low] };
  }

  offsetAt(position: Position): number {
    const starts = this.lineStartOffsets();
    if (position.line >= starts.length) return this.text.length;
    if (position.line < 0) return 0;
    const lineEnd = position.line + 1 < starts.length ? starts[position.line + 1] : this.text.length;
    return Math.min(starts[position.line] + Math.max(0, position.character), lineEnd);
  }

  lineStartOffsets(): number[] {
    if (!this.lineStarts) {
      const starts = [0];
      const text = this.text;
      for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        if (ch === 13 /* \r */) {
          if (text.charCodeAt(i + 1) === 10) i++;
          starts.push(i + 1);
        } else if (ch === 10 /* \n */) {
          starts.push(i + 1);
        }
      }
      this.lineStarts = starts;
    }
    return this.lineStarts;
  }
}

function tryStrictParse(text: string): { ok: true; value: unknown } | { ok: false } {
  // A leading byte-order mark or comments make JSON.parse throw; jsonc-parser handles both.
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function describeParseError(error: ParseError): string {
  const code = printParseErrorCode(error.error);
  // 'ValueExpected' → 'Value expected'
  const words = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** RFC 6901: ['tools', 0, 'a/b'] → '/tools/0/a~1b'. */
export function toPointer(path: JsonPath): string {
  let out = '';
  for (const segment of path) out += '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
  return out;
}

/** RFC 6901 back to a path; numeric segments become numbers only where the value is an array. */
export function fromPointer(pointer: string, root?: unknown): PathSegment[] {
  if (pointer === '' || pointer === '#') return [];
  const raw = pointer.replace(/^#/, '').split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const path: PathSegment[] = [];
  let value: unknown = root;
  for (const segment of raw) {
    if (Array.isArray(value) && /^(0|[1-9][0-9]*)$/.test(segment)) {
      const index = Number(segment);
      path.push(index);
      value = value[index];
    } else {
      path.push(segment);
      value = isObject(value) ? value[segment] : undefined;
    }
  }
  return path;
}

export function valueAt(root: unknown, path: JsonPath): unknown {
  let value = root;
  for (const segment of path) {
    if (Array.isArray(value) && typeof segment === 'number') value = value[segment];
    else if (isObject(value) && typeof segment === 'string') value = value[segment];
    else return undefined;
  }
  return value;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
