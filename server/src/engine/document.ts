/**
 * The parsed text of one file: its value, its parse errors, and the mapping from
 * JSON paths to text ranges.
 *
 * Speed matters here. Values are parsed with the native JSON.parse when the text is
 * strict JSON (most files), and with jsonc-parser's `parse` otherwise (comments,
 * trailing commas, errors). The node tree that ranges need is only built when a
 * range is first asked for, i.e. when there is a finding to place.
 */
import { parseTree, printParseErrorCode, visit, type Node, type ParseError } from 'jsonc-parser';
import { PathTree } from './locate';

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
  /**
   * Where the span starts, when the scan that found it counted lines (a text with no carriage
   * return, scanned whole): a span the strict scanner finds never crosses a line break.
   */
  line?: number;
  character?: number;
}

export interface SpanRequest {
  readonly path: JsonPath;
  readonly part?: NodePart;
}

/** What is known of a strict JSON text made by an edit of a parsed one (engine/incremental.ts). */
export interface SplicedText {
  /** Its value as JSON.parse reads it; no key repeats. */
  readonly value: unknown;
  /** Its line starts (lineStartsOf), when known. */
  readonly lineStarts?: LineStarts;
  /** The end offset of some values by their start offset. */
  readonly valueEnds?: ReadonlyMap<number, number>;
}

export interface ParseProblem {
  message: string;
  offset: number;
  length: number;
}

/** A key written more than once in one object. */
export interface RepeatedKey {
  /** The member's path: the object's path and the key. */
  readonly path: JsonPath;
  /** The span of each copy's key, in text order: the last is the one a parser keeps. */
  readonly copies: readonly Span[];
}

/** Which part of a member a range covers: the property key, or the value. */
export type NodePart = 'key' | 'value';

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false } as const;

/** A span whose line the scan that found it counted (see Span). */
function hasLine(span: Span): span is Span & { line: number; character: number } {
  return span.line !== undefined && span.character !== undefined;
}

/** rangesAt sorts span ends as offset * PACKED_ENDS + index: exact while both stay under these bounds (2^22 * 2^31 = 2^53). */
const PACKED_ENDS = 2 ** 22;
const PACKED_OFFSETS = 2 ** 31;

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
  private lineStarts: LineStarts | undefined;
  /**
   * Whether some object may repeat a key: then `repeatedKeys` scans the text for them. Undefined
   * for a strict text until asked, or until placing findings has counted its members on the way
   * (see spansOf): a second pass over the text only to count them is then saved.
   */
  private mayRepeatKeys: boolean | undefined;
  private repeated: RepeatedKey[] | undefined;

  /** Where some values end, by where they start (see SplicedText); placing findings jumps over them. */
  private readonly valueEnds: ReadonlyMap<number, number> | undefined;

  /**
   * `parsed`, when given, is the value of `text` as JSON.parse reads it, known to repeat no key
   * (an edit spliced into a text parsed before: engine/incremental.ts); the text is not read again.
   */
  constructor(text: string, parsed?: SplicedText) {
    this.text = text;
    this.lineStarts = parsed?.lineStarts;
    this.valueEnds = parsed?.valueEnds;
    const strict = parsed ? { ok: true as const, value: parsed.value } : tryStrictParse(text);
    this.strict = strict.ok;
    if (strict.ok) {
      this.value = strict.value;
      this.parseErrors = [];
      this.mayRepeatKeys = parsed ? false : undefined;
    } else {
      const errors: ParseError[] = [];
      let repeats = false;
      try {
        const parsed = parseJsonc(text, errors);
        this.value = parsed.value;
        repeats = parsed.repeatsKeys;
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        this.nestingTooDeep = true;
        errors.length = 0;
      }
      this.mayRepeatKeys = repeats;
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

  /** The node at `path`; of a key written twice in one object, the last copy (the one the value holds). */
  nodeAt(path: JsonPath): Node | undefined {
    const root = this.root;
    if (!root) return undefined;
    return path.length === 0 ? root : findLastNodeAtLocation(root, path);
  }

  /** Every key written more than once in one object (empty for most texts, found without a scan). */
  get repeatedKeys(): readonly RepeatedKey[] {
    if (!this.repeated) {
      this.repeated = [];
      if (this.mayRepeat()) {
        try {
          this.repeated = findRepeatedKeys(this.text);
        } catch (error) {
          if (!(error instanceof RangeError)) throw error;
          this.nestingTooDeep = true;
        }
      }
    }
    return this.repeated;
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

  /** Ranges for many paths, found in one pass over the text (see locate.ts). */
  rangesOf(requests: readonly SpanRequest[]): Range[] {
    return this.rangesAt(this.spansOf(requests));
  }

  /**
   * The ranges of many spans. Spans that carry their line (the strict scanner counted the
   * lines it passed) are ranges already. Else, with the line starts unknown and no carriage
   * return in the text, the line breaks are counted once, forward, past the offsets in order: no
   * array of every line's start is built (it was the largest allocation of a lint with
   * findings). Otherwise each end is looked up (positionAt).
   */
  rangesAt(spans: readonly Span[]): Range[] {
    const count = spans.length;
    if (spans.every(hasLine)) {
      return spans.map(({ length, line, character }) => ({ start: { line, character }, end: { line, character: character + length } }));
    }
    if (this.lineStarts || this.hasCarriageReturn()) {
      return spans.map(({ offset, length }) => ({ start: this.positionAt(offset), end: this.positionAt(offset + length) }));
    }
    // Both ends of every span (index 2k is span k's start, 2k + 1 its end), sorted by offset: each
    // as offset * ENDS + index in one number, so a plain numeric sort orders them (exact below 2^53).
    const ends = count * 2;
    const last = this.text.length;
    const packed = ends < PACKED_ENDS && last < PACKED_OFFSETS;
    const offsets = new Float64Array(ends);
    const order = new Float64Array(ends);
    for (let k = 0; k < count; k++) {
      const { offset, length } = spans[k];
      offsets[2 * k] = Math.max(0, Math.min(offset, last));
      offsets[2 * k + 1] = Math.max(0, Math.min(offset + length, last));
    }
    for (let at = 0; at < ends; at++) order[at] = packed ? offsets[at] * PACKED_ENDS + at : at;
    if (packed) order.sort();
    else order.sort((a, b) => offsets[a] - offsets[b]);
    const positions: Position[] = new Array(ends);
    let line = 0;
    let lineStart = 0;
    let nextBreak = this.text.indexOf('\n');
    for (let i = 0; i < ends; i++) {
      const at = packed ? order[i] % PACKED_ENDS : order[i];
      const offset = offsets[at];
      while (nextBreak >= 0 && nextBreak < offset) {
        line++;
        lineStart = nextBreak + 1;
        nextBreak = this.text.indexOf('\n', lineStart);
      }
      positions[at] = { line, character: offset - lineStart };
    }
    const ranges: Range[] = new Array(count);
    for (let k = 0; k < count; k++) ranges[k] = { start: positions[2 * k], end: positions[2 * k + 1] };
    return ranges;
  }

  private carriageReturn: boolean | undefined;

  private hasCarriageReturn(): boolean {
    return (this.carriageReturn ??= this.text.includes('\r'));
  }

  spansOf(requests: readonly SpanRequest[]): Span[] {
    if (requests.length === 0) return [];
    const tree = new PathTree(requests.map((r) => r.path));
    const countLines = !this.valueEnds && !this.hasCarriageReturn();
    // A strict text not yet known to repeat no key is scanned as if it repeated none, counting its
    // members on the way; when they are more than its value's keys, some key repeats, and the
    // spans come from jsonc-parser's visit instead (as for any text that repeats a key).
    const countedMembers =
      this.mayRepeatKeys === undefined
        ? (members: number): boolean => {
            this.mayRepeatKeys = members !== countKeys(this.value);
            return !this.mayRepeatKeys;
          }
        : undefined;
    if (!tree.locate(this.text, this.strict && this.mayRepeatKeys !== true, this.valueEnds, countLines, countedMembers)) this.nestingTooDeep = true;
    return requests.map(({ path, part = 'value' }) => tree.spanOf(path, part, this.text.length));
  }

  /** Whether some key may repeat (mayRepeatKeys), counting the text's members when nothing has yet. */
  private mayRepeat(): boolean {
    return (this.mayRepeatKeys ??= !repeatsNoKey(this.text, this.value));
  }

  positionAt(offset: number): Position {
    const starts = this.lineStartsOfText();
    offset = Math.max(0, Math.min(offset, this.text.length));
    // Between the \r and the \n of a CRLF is no place in a line (a token may end there: an escaped \r): the line's end.
    if (offset > 0 && this.text.charCodeAt(offset - 1) === 13 && this.text.charCodeAt(offset) === 10) offset--;
    const line = Math.max(0, starts.firstAbove(offset) - 1);
    return { line, character: offset - starts.at(line) };
  }

  offsetAt(position: Position): number {
    const starts = this.lineStartsOfText();
    if (position.line >= starts.length) return this.text.length;
    if (position.line < 0) return 0;
    const lineEnd = position.line + 1 < starts.length ? starts.at(position.line + 1) : this.text.length;
    return Math.min(starts.at(position.line) + Math.max(0, position.character), lineEnd);
  }

  /** The offset of each line's start (lineStartsOf), as an array. */
  lineStartOffsets(): readonly number[] {
    return this.lineStartsOfText().toArray();
  }

  /** The line starts, as edits since the text was last scanned left them (LineStarts). */
  lineStartsOfText(): LineStarts {
    return (this.lineStarts ??= LineStarts.of(lineStartsOf(this.text)));
  }
}

/** Starts from `from` on moved by `by` characters: an edit that kept every line's count. */
interface LineShift {
  readonly from: number;
  readonly by: number;
}

/**
 * A text's line starts, as a run of edits leaves them without copying them: the starts of the
 * text last scanned, and per edit that kept every line's count the index from which the starts
 * moved and by how much, applied on reading. Typing one character moves every later start by
 * one; a copy of the array per keystroke (75,000 starts in the 1,000-tool file) was about a third
 * of what an edit allocated. Edits at one place add up into one shift; after MAX_LINE_SHIFTS
 * places the shifts are folded into a new array.
 */
export class LineStarts {
  private constructor(
    private readonly base: readonly number[],
    private readonly shifts: readonly LineShift[],
  ) {}

  static of(starts: readonly number[]): LineStarts {
    return new LineStarts(starts, []);
  }

  get length(): number {
    return this.base.length;
  }

  at(index: number): number {
    let start = this.base[index];
    for (const shift of this.shifts) if (index >= shift.from) start += shift.by;
    return start;
  }

  /** The first index whose start is at least `bound` (the length when none is). */
  firstAtLeast(bound: number): number {
    let low = 0;
    let high = this.base.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.at(mid) < bound) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The first index whose start is past `offset` (the length when none is): the line of `offset` is the one before. */
  firstAbove(offset: number): number {
    return this.firstAtLeast(offset + 1);
  }

  /** The starts with those from index `from` on moved by `by`. */
  moved(from: number, by: number): LineStarts {
    if (by === 0 || from >= this.base.length) return this;
    const shifts: LineShift[] = [];
    let merged = false;
    for (const shift of this.shifts) {
      if (shift.from === from) {
        merged = true;
        if (shift.by + by !== 0) shifts.push({ from, by: shift.by + by });
      } else shifts.push(shift);
    }
    if (!merged) shifts.push({ from, by });
    return shifts.length > MAX_LINE_SHIFTS ? LineStarts.of(new LineStarts(this.base, shifts).toArray()) : new LineStarts(this.base, shifts);
  }

  toArray(): readonly number[] {
    if (this.shifts.length === 0) return this.base;
    const starts = this.base.slice();
    for (const { from, by } of this.shifts) for (let i = from; i < starts.length; i++) starts[i] += by;
    return starts;
  }
}

/** How many places edits may move line starts from before the starts are copied into a new array. */
const MAX_LINE_SHIFTS = 8;

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
 * lineStartsOf(after) from lineStartsOf(before), when `after` is `before` with the text between
 * `from` and `beforeEnd` replaced by the text between `from` and `afterEnd`: the starts before the
 * edit are kept, the edited lines are scanned, the later starts are moved. A line start depends on
 * the character before it and, after a CR, on the one at it, so a start before `from` is unchanged
 * and one at least two past the edit moves with the text.
 */
export function editedLineStarts(before: LineStarts, after: string, from: number, beforeEnd: number, afterEnd: number): LineStarts {
  const kept = before.firstAtLeast(from);
  const moved = before.firstAtLeast(beforeEnd + 2);
  const scanned: number[] = [];
  for (let q = Math.max(0, from - 1); q <= afterEnd && q < after.length; q++) {
    const c = after.charCodeAt(q);
    if (c === 10 || (c === 13 && after.charCodeAt(q + 1) !== 10)) scanned.push(q + 1);
  }
  const delta = afterEnd - beforeEnd;
  const first = Math.max(kept, 1);
  // No line start in or just after the edit, before or after it (most edits): the later starts move, nothing is copied.
  if (scanned.length === 0 && moved <= first) return before.moved(Math.max(moved, 1), delta);
  const starts = before.toArray().slice(0, first);
  for (const start of scanned) starts.push(start);
  for (let i = Math.max(moved, 1); i < before.length; i++) starts.push(before.at(i) + delta);
  return LineStarts.of(starts);
}

/**
 * The node at `path` in a jsonc-parser tree, taking the last member of a repeated key as
 * JSON.parse and jsonc-parser's `parse` do (jsonc-parser's findNodeAtLocation takes the first,
 * so fixes edited a copy the rules never read).
 */
export function findLastNodeAtLocation(root: Node, path: JsonPath): Node | undefined {
  let node: Node | undefined = root;
  for (const segment of path) {
    if (!node?.children) return undefined;
    if (typeof segment === 'string') {
      if (node.type !== 'object') return undefined;
      let found: Node | undefined;
      for (let i = node.children.length - 1; i >= 0 && !found; i--) {
        const member = node.children[i].children;
        if (member?.length === 2 && member[0].value === segment) found = member[1];
      }
      node = found;
    } else {
      if (node.type !== 'array' || segment < 0 || segment >= node.children.length) return undefined;
      node = node.children[segment];
    }
  }
  return node;
}

/** Sets an own, enumerable member, even one named `__proto__` (whose assignment would set the prototype instead). */
export function setMember(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  else object[key] = value;
}

/**
 * jsonc-parser's `parse`, with members set as JSON.parse sets them: its `object[key] = value`
 * made a `__proto__` key the object's prototype, so a comment (which sends a text here
 * rather than to JSON.parse) changed what the rules read. Also says whether a key repeats.
 */
function parseJsonc(text: string, errors: ParseError[]): { value: unknown; repeatsKeys: boolean } {
  let property: string | null = null;
  let parent: unknown[] | Record<string, unknown> = [];
  const parents: Array<unknown[] | Record<string, unknown>> = [];
  let repeatsKeys = false;
  const onValue = (value: unknown): void => {
    if (Array.isArray(parent)) parent.push(value);
    else if (property !== null) setMember(parent, property, value);
  };
  const enter = (container: unknown[] | Record<string, unknown>): void => {
    onValue(container);
    parents.push(parent);
    parent = container;
    property = null;
  };
  visit(
    text,
    {
      onObjectBegin: () => enter({}),
      onObjectProperty: (name) => {
        property = name;
        if (!Array.isArray(parent) && Object.prototype.hasOwnProperty.call(parent, name)) repeatsKeys = true;
      },
      onObjectEnd: () => void (parent = parents.pop()!),
      onArrayBegin: () => enter([]),
      onArrayEnd: () => void (parent = parents.pop()!),
      onLiteralValue: onValue,
      onError: (error, offset, length) => void errors.push({ error, offset, length }),
    },
    PARSE_OPTIONS,
  );
  return { value: (parent as unknown[])[0], repeatsKeys };
}

/** Whether a strict JSON text and its value (JSON.parse's) repeat no key: it writes as many members as the value holds. */
export function repeatsNoKey(text: string, value: unknown): boolean {
  // A member is written as a key's closing quote, white space, then a colon; in a string, a quote is
  // escaped, so the colons that follow an unescaped quote are every member's and those of strings
  // that open with one (`":x"`), never fewer. A repeat's dropped copy is a member the value lacks:
  // as many such colons as keys proves none (one native search for colons, and the value's keys
  // counted with no look into its strings). More is told apart exactly below.
  const keys = countKeys(value);
  if (colonsAfterQuotes(text) === keys) return true;
  // Every colon of the text is a member's or lies in a string. With no \u003a escape in the text,
  // a string holds in the value the colons it writes, so the members written are the colons less
  // those in the value's strings. A repeat's dropped copy only adds colons, so equality still proves none.
  if (text.includes('\\u003')) return countMembers(text) === keys;
  return colonsIn(text) - countKeysAndColons(value).colonsInStrings === keys;
}

/** The colons of a strict JSON text that follow a quote no backslash escapes, white space between. */
function colonsAfterQuotes(text: string): number {
  let colons = 0;
  for (let at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) {
    let before = at - 1;
    let c = text.charCodeAt(before);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(--before);
    if (c === 34 && !escapedAt(text, before)) colons++;
  }
  return colons;
}

/** Whether the character at `at` follows an odd run of backslashes: an escaped one. */
function escapedAt(text: string, at: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(at - 1 - backslashes) === 92) backslashes++;
  return backslashes % 2 === 1;
}

/** The colons in a string: the whole text, a key or a string value. */
function colonsIn(value: string): number {
  let colons = 0;
  for (let at = value.indexOf(':'); at >= 0; at = value.indexOf(':', at + 1)) colons++;
  return colons;
}

/**
 * How many members a strict JSON text writes: its colons outside strings. When that is the
 * number of keys its value holds (`countKeys`), no key repeats, and no tree or visit is needed.
 */
function countMembers(text: string): number {
  // Leapfrogs with native searches: the next colon and the next quote; a colon inside a string
  // is skipped by searching again past the string's end (about 4x faster than a loop over
  // every character of a pretty-printed text).
  let members = 0;
  let colon = text.indexOf(':');
  let quote = text.indexOf('"');
  while (colon >= 0) {
    if (quote < 0 || colon < quote) {
      members++;
      colon = text.indexOf(':', colon + 1);
      continue;
    }
    // Past the closing quote: the next quote not escaped by an odd run of backslashes.
    let end = quote;
    for (;;) {
      end = text.indexOf('"', end + 1);
      if (end < 0) return members;
      if (!escapedAt(text, end)) break;
    }
    if (colon < end) colon = text.indexOf(':', end + 1);
    quote = text.indexOf('"', end + 1);
  }
  return members;
}

/** As countKeys, and the colons of every key and string in the value on the way. */
function countKeysAndColons(value: unknown): { keys: number; colonsInStrings: number } {
  let keys = 0;
  let colonsInStrings = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) {
      for (let i = 0; i < next.length; i++) {
        const item: unknown = next[i];
        if (typeof item === 'object' && item !== null) pending.push(item);
        else if (typeof item === 'string' && item.includes(':')) colonsInStrings += colonsIn(item);
      }
    } else if (typeof next === 'object' && next !== null) {
      for (const key in next) {
        keys++;
        if (key.includes(':')) colonsInStrings += colonsIn(key);
        const member = (next as Record<string, unknown>)[key];
        if (typeof member === 'object' && member !== null) pending.push(member);
        else if (typeof member === 'string' && member.includes(':')) colonsInStrings += colonsIn(member);
      }
    } else if (typeof next === 'string' && next.includes(':')) colonsInStrings += colonsIn(next);
  }
  return { keys, colonsInStrings };
}

/**
 * The own keys of every object in a value, counted without recursion (a value may nest 100,000
 * deep). `for…in` rather than `Object.keys` (no array per object: 2.5x faster on the 1,000-tool
 * file): JSON.parse makes plain objects whose prototype has no enumerable key, and a
 * `"__proto__"` member is an own key of its object.
 */
function countKeys(value: unknown): number {
  let keys = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    if (Array.isArray(next)) {
      for (let i = 0; i < next.length; i++) {
        const item: unknown = next[i];
        if (typeof item === 'object' && item !== null) pending.push(item);
      }
    } else {
      for (const key in next) {
        keys++;
        const member = (next as Record<string, unknown>)[key];
        if (typeof member === 'object' && member !== null) pending.push(member);
      }
    }
  }
  return keys;
}

/** Every repeated key, with the path of its member and the span of each copy's key, in one visit. */
function findRepeatedKeys(text: string): RepeatedKey[] {
  const repeated: RepeatedKey[] = [];
  // One frame per open container: the segment that leads to it, the key or index being read, and an object's keys so far.
  const frames: Array<{ segment?: PathSegment; isArray: boolean; index: number; key: string; keys?: Map<string, Span[]> }> = [];
  const enter = (isArray: boolean): void => {
    const top = frames[frames.length - 1];
    const segment = top ? (top.isArray ? top.index : top.key) : undefined;
    frames.push({ segment, isArray, index: 0, key: '', keys: isArray ? undefined : new Map() });
  };
  const leave = (): void => {
    const frame = frames.pop();
    if (!frame?.keys) return;
    for (const [key, copies] of frame.keys) {
      if (copies.length < 2) continue;
      const path = frames.slice(1).map((f) => f.segment!);
      if (frame.segment !== undefined) path.push(frame.segment);
      repeated.push({ path: path.concat(key), copies });
    }
  };
  visit(
    text,
    {
      onObjectBegin: () => enter(false),
      onArrayBegin: () => enter(true),
      onObjectEnd: leave,
      onArrayEnd: leave,
      onObjectProperty: (property, offset, length) => {
        const top = frames[frames.length - 1];
        top.key = property;
        const copies = top.keys!.get(property);
        if (copies) copies.push({ offset, length });
        else top.keys!.set(property, [{ offset, length }]);
      },
      onSeparator: (character) => {
        const top = frames[frames.length - 1];
        if (character === ',' && top?.isArray) top.index++;
      },
    },
    PARSE_OPTIONS,
  );
  return repeated;
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

/** Whether `path` is `prefix` or lies below it: `['tools', 3, 'inputSchema']` starts with `['tools', 3]`. */
export function pathStartsWith(path: JsonPath, prefix: JsonPath): boolean {
  return path.length >= prefix.length && prefix.every((segment, i) => path[i] === segment);
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
      value = isObject(value) && hasOwn(value, segment) ? value[segment] : undefined;
    }
  }
  return path;
}

/** The value at `path`, through own members only: an absent `__proto__` or `constructor` is absent, not Object.prototype's. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let value = root;
  for (const segment of path) {
    if (Array.isArray(value) && typeof segment === 'number') value = value[segment];
    else if (isObject(value) && typeof segment === 'string' && hasOwn(value, segment)) value = value[segment];
    else return undefined;
  }
  return value;
}

function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
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
    else if (isObject(value) && typeof segment === 'string' && hasOwn(value, segment)) value = value[segment];
    else return { found: false, path };
  }
  return { found: true, value, path };
}
