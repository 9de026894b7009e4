/**
 * The parsed text of one file: its value, its parse errors, and the mapping from
 * JSON paths to text ranges.
 *
 * Speed matters here. Values are parsed with the native JSON.parse when the text is
 * strict JSON (most files), and with jsonc-parser's `parse` otherwise (comments,
 * trailing commas, errors). The node tree that ranges need is only built when a
 * range is first asked for, i.e. when there is a finding to place.
 */
import { findNodeAtLocation, parse, parseTree, printParseErrorCode, visit, type Node, type ParseError } from 'jsonc-parser';

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

export interface Span {
  offset: number;
  length: number;
}

export interface SpanRequest {
  readonly path: JsonPath;
  readonly part?: NodePart;
}

interface LocatedNode {
  /** The value: a literal whole, a container by its opening bracket. */
  value: Span;
  /** The property key, when the value is an object member. */
  key?: Span;
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
  /** Whether the text is strict JSON (read by JSON.parse): then it has no comments. */
  readonly strict: boolean;
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
    this.strict = strict.ok;
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

  /** The jsonc-parser node tree, built on first use (for edits; linting never needs it). */
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
   * member) the nearest existing ancestor's key is used. A container node is
   * narrowed to its opening bracket so a diagnostic never paints a whole tool or file.
   */
  rangeOf(path: JsonPath, part: NodePart = 'value'): Range {
    return this.rangesOf([{ path, part }])[0];
  }

  /** Ranges for many paths, found in one pass over the text (see locateSpans). */
  rangesOf(requests: readonly SpanRequest[]): Range[] {
    return this.spansOf(requests).map(({ offset, length }) => ({ start: this.positionAt(offset), end: this.positionAt(offset + length) }));
  }

  spansOf(requests: readonly SpanRequest[]): Span[] {
    if (requests.length === 0) return [];
    let located: Map<string, LocatedNode>;
    try {
      located = locateSpans(this.text, requests.map((r) => r.path));
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      this.nestingTooDeep = true;
      located = new Map();
    }
    return requests.map(({ path, part = 'value' }) => {
      for (let length = path.length; length >= 0; length--) {
        const node = located.get(toPointer(path.slice(0, length)));
        if (!node) continue;
        const usePart = length < path.length ? 'key' : part;
        return (usePart === 'key' && node.key) || node.value;
      }
      return { offset: 0, length: Math.min(this.text.length, 1) };
    });
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
      this.lineStarts = lineStartsOf(this.text);
    }
    return this.lineStarts;
  }
}

/**
 * The offset of each line's start. `\r\n`, a lone `\r` and `\n` each end a line, as in
 * the editor (vscode-languageserver-textdocument) and the CLI's line numbers. The breaks
 * are found with indexOf, so a long line (a 1 MB key) is skipped natively, not char by char.
 */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  let nextLf = text.indexOf('\n');
  let nextCr = text.indexOf('\r');
  while (nextLf >= 0 || nextCr >= 0) {
    const start = nextCr >= 0 && (nextLf < 0 || nextCr < nextLf) ? nextCr + (nextLf === nextCr + 1 ? 2 : 1) : nextLf + 1;
    starts.push(start);
    if (nextLf >= 0 && nextLf < start) nextLf = text.indexOf('\n', start);
    if (nextCr >= 0 && nextCr < start) nextCr = text.indexOf('\r', start);
  }
  return starts;
}

/**
 * Finds the spans of the nodes at `paths` (and of their ancestors, for fallbacks) in
 * one pass of jsonc-parser's visitor. Containers off every requested path are skipped
 * (their callbacks suppressed), so the cost is one scan and no node tree: building
 * the full tree for a 1,000-tool file costs tens of times a JSON.parse.
 */
function locateSpans(text: string, paths: readonly JsonPath[]): Map<string, LocatedNode> {
  const wanted = new Set<string>(['']);
  for (const path of paths) {
    let pointer = '';
    for (const segment of path) {
      pointer += '/' + escapeSegment(segment);
      wanted.add(pointer);
    }
  }
  const located = new Map<string, LocatedNode>();
  // One frame per open container: its pointer, the key or index of the value being read.
  const frames: Array<{ pointer: string; isArray: boolean; index: number; key: string }> = [];
  const valuePointer = (): string => {
    const top = frames[frames.length - 1];
    if (!top) return '';
    return top.pointer + '/' + (top.isArray ? String(top.index) : escapeSegment(top.key));
  };
  const enter = (offset: number, isArray: boolean): boolean => {
    const pointer = valuePointer();
    frames.push({ pointer, isArray, index: 0, key: '' });
    if (!wanted.has(pointer)) return false; // skip this subtree's callbacks
    recordValue(located, pointer, { offset, length: 1 });
    return true;
  };
  visit(text, {
    onObjectBegin: (offset) => enter(offset, false),
    onArrayBegin: (offset) => enter(offset, true),
    onObjectEnd: () => void frames.pop(),
    onArrayEnd: () => void frames.pop(),
    onObjectProperty: (property, offset, length) => {
      const top = frames[frames.length - 1];
      top.key = property;
      const pointer = top.pointer + '/' + escapeSegment(property);
      if (wanted.has(pointer)) located.set(pointer, { value: { offset, length }, key: { offset, length } });
    },
    onLiteralValue: (_value, offset, length) => {
      const pointer = valuePointer();
      if (wanted.has(pointer)) recordValue(located, pointer, { offset, length });
    },
    onSeparator: (character) => {
      const top = frames[frames.length - 1];
      if (character === ',' && top?.isArray) top.index++;
    },
  }, PARSE_OPTIONS);
  return located;
}

function recordValue(located: Map<string, LocatedNode>, pointer: string, value: Span): void {
  const existing = located.get(pointer);
  if (existing) existing.value = value;
  else located.set(pointer, { value });
}

function escapeSegment(segment: PathSegment): string {
  const text = String(segment);
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
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
  for (const segment of path) out += '/' + escapeSegment(segment);
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

/**
 * Resolves a local `$ref` inside `root`: "#" or a JSON pointer fragment ("#/$defs/x").
 * Anchors ("#name") and other documents are not resolved.
 */
export function resolveLocalRef(root: unknown, ref: string): { found: boolean; value?: unknown; path: PathSegment[] } {
  if (ref !== '#' && !ref.startsWith('#/')) return { found: false, path: [] };
  const path = fromPointer(ref.slice(1), root);
  let value: unknown = root;
  for (const segment of path) {
    if (Array.isArray(value) && typeof segment === 'number') value = value[segment];
    else if (isObject(value) && typeof segment === 'string' && Object.prototype.hasOwnProperty.call(value, segment)) value = value[segment];
    else return { found: false, path };
  }
  return { found: true, value, path };
}
