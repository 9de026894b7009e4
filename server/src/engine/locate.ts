/**
 * Where the nodes at many JSON paths are in a text, found in one pass that does work only along
 * those paths: the paths become a tree (one node per prefix), and the pass follows it, so no path
 * string is built for a visited property and a container no path leads into is skipped.
 *
 * Two passes give the same spans. A strict JSON text with no repeated key (most files) is read by
 * a small scanner that skips an unwanted value by its brackets and quotes alone. Any other text
 * (comments, trailing commas, errors, repeated keys) goes through jsonc-parser's `visit`, whose
 * error recovery decides where things are.
 */
import { visit } from 'jsonc-parser';
import type { JsonPath, NodePart, PathSegment, Span } from './document';


/** Up to this many children, a path node's are searched in a list (and an object's keys compared in the text), not looked up in a map. */
const SHORT_CHILD_LIST = 8;

/** Deeper than this the strict scanner hands over to `visit` (whose recursion decides what is too deep). */
const STRICT_DEPTH_LIMIT = 512;

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false } as const;

class PathNode {
  /** The children, newest first, each under its segment as a JSON pointer spells it: a member's key, or an index's digits. */
  private firstChild: PathNode | undefined;
  private nextSibling: PathNode | undefined;
  private childCount = 0;
  /** The children by segment, once there are more than SHORT_CHILD_LIST of them. */
  private bySegment: Map<string, PathNode> | undefined;
  /** The children whose segments are array indices. */
  elements: Map<number, PathNode> | undefined;
  /**
   * What the pass found here, as numbers rather than objects (a pass records every node on the
   * paths, ten thousand for a big file's findings): the value's span (a container by its opening
   * bracket; offset -1 when nothing was found) and a member's key (offset -1 when none), each
   * with its line and column when the pass counted lines (else line -1).
   */
  private valueOffset = -1;
  private valueLength = 0;
  private valueLine = -1;
  private valueCharacter = 0;
  private keyOffset = -1;
  private keyLength = 0;
  private keyLine = -1;
  private keyCharacter = 0;

  constructor(readonly segment: string) {}

  get hasChildren(): boolean {
    return this.firstChild !== undefined;
  }

  /** The child under `segment` (a member's key, or an index's digits). */
  member(segment: string): PathNode | undefined {
    if (this.bySegment) return this.bySegment.get(segment);
    for (let child = this.firstChild; child; child = child.nextSibling) if (child.segment === segment) return child;
    return undefined;
  }

  /**
   * The child named by the key in `text` between the quotes at `start` and `end - 1`, which has no
   * escape: a short list of children is compared in place, with no key cut out of the text.
   */
  memberInText(text: string, start: number, end: number): PathNode | undefined {
    if (this.bySegment) return this.bySegment.get(text.slice(start + 1, end - 1));
    const length = end - start - 2;
    for (let child = this.firstChild; child; child = child.nextSibling) {
      if (child.segment.length === length && text.startsWith(child.segment, start + 1)) return child;
    }
    return undefined;
  }

  /**
   * The child at `segment`, a number looked up among the elements: every child whose segment is
   * an index's digits is there, so it is the child member(String(segment)) would find.
   */
  at(segment: PathSegment): PathNode | undefined {
    if (typeof segment === 'string') return this.member(segment);
    return Number.isSafeInteger(segment) && segment >= 0 ? this.elements?.get(segment) : this.member(String(segment));
  }

  child(segment: PathSegment): PathNode {
    const known = this.at(segment);
    if (known) return known;
    const key = String(segment);
    let node = this.member(key);
    if (!node) {
      node = new PathNode(key);
      node.nextSibling = this.firstChild;
      this.firstChild = node;
      if (this.bySegment) this.bySegment.set(key, node);
      else if (++this.childCount > SHORT_CHILD_LIST) {
        this.bySegment = new Map();
        for (let child: PathNode | undefined = node; child; child = child.nextSibling) this.bySegment.set(child.segment, child);
      }
      if (isIndexKey(key)) (this.elements ??= new Map()).set(Number(key), node);
    }
    return node;
  }

  get found(): boolean {
    return this.valueOffset >= 0;
  }

  /** Forgets what was found here and below. */
  forget(): void {
    this.valueOffset = this.keyOffset = -1;
    this.forgetBelow();
  }

  /** A repeated key: what was found under an earlier copy is forgotten (the last copy is the value). */
  forgetBelow(): void {
    for (let child = this.firstChild; child; child = child.nextSibling) child.forget();
  }

  /** The value's span (`line` -1 when the pass did not count lines); a member's key stays. */
  recordValue(offset: number, length: number, line = -1, character = 0): void {
    this.valueOffset = offset;
    this.valueLength = length;
    this.valueLine = line;
    this.valueCharacter = character;
  }

  /** A member's key: its span stands for the value until the value is read. */
  recordMember(offset: number, length: number, line = -1, character = 0): void {
    if (this.found) this.forgetBelow();
    this.keyOffset = offset;
    this.keyLength = length;
    this.keyLine = line;
    this.keyCharacter = character;
    this.recordValue(offset, length, line, character);
  }

  /** The key's span when asked for and there is one, else the value's. */
  spanOf(part: NodePart): Span {
    return part === 'key' && this.keyOffset >= 0
      ? spanAt(this.keyOffset, this.keyLength, this.keyLine, this.keyCharacter)
      : spanAt(this.valueOffset, this.valueLength, this.valueLine, this.valueCharacter);
  }
}

function spanAt(offset: number, length: number, line: number, character: number): Span {
  return line < 0 ? { offset, length } : { offset, length, line, character };
}

function isIndexKey(key: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(key) && String(Number(key)) === key;
}

/**
 * Whether the value at `start` of a text JSON.parse accepted, `depth` levels below the root, nests deeper than the
 * strict scanner follows. A relint asks it of the edited tool (engine/incremental.ts): placing findings there may
 * never enter it, and a full lint then decides whether the text is too deep to lint.
 */
export function valueNestsTooDeep(text: string, start: number, depth: number): boolean {
  return new StrictScanner(text).nestsTooDeep(start, depth);
}

/** The requested paths as a tree, and the spans a pass found for them. */
export class PathTree {
  private readonly root = new PathNode('');

  constructor(paths: Iterable<JsonPath>) {
    for (const path of paths) {
      let node = this.root;
      for (const segment of path) node = node.child(segment);
    }
  }

  /**
   * Finds the requested nodes in `text`. Returns false when the text nests too deep for
   * jsonc-parser's recursion (a RangeError): then nothing is found. `countedMembers`, when
   * given, is told how many members the strict scanner met (its colons outside strings) and
   * says whether that proves no key repeats; when it does not, the text is visited instead.
   */
  locate(text: string, strictWithoutRepeats: boolean, valueEnds?: ReadonlyMap<number, number>, countLines = false, countedMembers?: (members: number) => boolean): boolean {
    if (strictWithoutRepeats) {
      const scanner = new StrictScanner(text, valueEnds, countLines);
      if (scanner.locate(this.root) && (!countedMembers || countedMembers(scanner.members))) return true;
    }
    this.forgetAll();
    try {
      locateByVisit(text, this.root);
      return true;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      this.forgetAll();
      return false;
    }
  }

  /**
   * The span of the node at `path`; for `part: 'key'` its key when it is a member. A missing
   * node takes the nearest found ancestor's key (or its value when it has none); nothing found
   * at all gives the text's first character.
   */
  spanOf(path: JsonPath, part: NodePart, textLength: number): Span {
    let node: PathNode | undefined = this.root;
    let best = this.root.found ? this.root : undefined;
    let bestDepth = 0;
    for (let depth = 0; depth < path.length && node; depth++) {
      node = node.at(path[depth]);
      if (node?.found) {
        best = node;
        bestDepth = depth + 1;
      }
    }
    if (!best) return { offset: 0, length: Math.min(textLength, 1) };
    return best.spanOf(bestDepth < path.length ? 'key' : part);
  }

  private forgetAll(): void {
    this.root.forget();
  }
}

/**
 * jsonc-parser's visitor along the tree: a container off every path has its callbacks
 * suppressed (returning false from its begin), a member or element off every path is looked
 * up and dropped. Array elements are counted by commas, as the visitor reports them.
 */
function locateByVisit(text: string, root: PathNode): void {
  // One frame per open container: its node (undefined off the paths), and the key or index being read.
  const frames: Array<{ node: PathNode | undefined; isArray: boolean; index: number; key: string }> = [];
  const valueNode = (): PathNode | undefined => {
    const top = frames[frames.length - 1];
    if (!top) return root;
    return top.isArray ? top.node?.elements?.get(top.index) : top.node?.member(top.key);
  };
  const enter = (offset: number, isArray: boolean): boolean => {
    const node = valueNode();
    frames.push({ node, isArray, index: 0, key: '' });
    if (!node) return false; // skip this subtree's callbacks
    node.recordValue(offset, 1);
    return true;
  };
  visit(
    text,
    {
      onObjectBegin: (offset) => enter(offset, false),
      onArrayBegin: (offset) => enter(offset, true),
      onObjectEnd: () => void frames.pop(),
      onArrayEnd: () => void frames.pop(),
      onObjectProperty: (property, offset, length) => {
        const top = frames[frames.length - 1];
        top.key = property;
        top.node?.member(property)?.recordMember(offset, length);
      },
      onLiteralValue: (_value, offset, length) => valueNode()?.recordValue(offset, length),
      onSeparator: (character) => {
        const top = frames[frames.length - 1];
        if (character === ',' && top?.isArray) top.index++;
      },
    },
    PARSE_OPTIONS,
  );
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;
const NEWLINE = 10;

/**
 * Reads a text JSON.parse accepted and that repeats no key: its grammar holds, so a value off
 * the paths is skipped by counting brackets outside strings (a string is jumped with indexOf).
 */
class StrictScanner {
  private pos = 0;
  /** Set when the text nests deeper than STRICT_DEPTH_LIMIT. */
  private tooDeep = false;
  /** The members passed (a key read, or a colon skipped outside strings), when no value was jumped (valueEnds). */
  members = 0;

  /** The line the scan is on (line breaks passed), and where it starts. */
  private line = 0;
  private lineStart = 0;

  /**
   * `valueEnds`: where values end by where they start, known beforehand; such a value is jumped
   * over, not scanned. `countLines`: the spans found carry their line and column (see Span); only
   * for a text with no carriage return, scanned whole (no value jumped).
   */
  constructor(
    private readonly text: string,
    private readonly valueEnds?: ReadonlyMap<number, number>,
    private readonly countLines = false,
  ) {}

  /** The line the scan is on, when it counts lines (-1 when not): JSON.parse accepted the text, so no token holds a line break. */
  private get spanLine(): number {
    return this.countLines ? this.line : -1;
  }

  /** Whether the value at `start`, `depth` levels down, nests deeper than this scanner follows (skipValue's count). */
  nestsTooDeep(start: number, depth: number): boolean {
    this.pos = start;
    this.skipValue(depth);
    return this.tooDeep;
  }

  /** Records every node of the tree the text has. False when the text nests too deep for this scanner. */
  locate(root: PathNode): boolean {
    this.skipSpace();
    this.value(root, 0);
    return !this.tooDeep;
  }

  /**
   * The span of the array at `path` and the start and end offsets of each of its elements (the
   * last copy of a key, as JSON.parse keeps); undefined when there is no array there or the text
   * nests too deep.
   */
  elementSpans(path: JsonPath): ElementSpans | undefined {
    this.skipSpace();
    for (let depth = 0; depth < path.length; depth++) {
      if (!this.enterMember(String(path[depth]), depth)) return undefined;
    }
    if (this.text.charCodeAt(this.pos) !== OPEN_BRACKET) return undefined;
    const start = this.pos;
    const starts: number[] = [];
    const ends: number[] = [];
    this.pos++;
    this.skipSpace();
    if (this.text.charCodeAt(this.pos) === CLOSE_BRACKET) return { start, end: this.pos + 1, starts, ends };
    for (;;) {
      this.skipSpace();
      starts.push(this.pos);
      this.skipValue(path.length + 1);
      ends.push(this.pos);
      this.skipSpace();
      if (this.text.charCodeAt(this.pos++) !== COMMA) break;
    }
    return this.tooDeep ? undefined : { start, end: this.pos, starts, ends };
  }

  /** At an object: moves to the value of its member `key` (no key repeats). False when there is none. */
  private enterMember(key: string, depth: number): boolean {
    const text = this.text;
    if (text.charCodeAt(this.pos) !== OPEN_BRACE) return false;
    this.pos++;
    this.skipSpace();
    if (text.charCodeAt(this.pos) === CLOSE_BRACE) return false;
    for (;;) {
      this.skipSpace();
      const end = this.stringEnd(this.pos);
      const name = this.stringValue(this.pos, end);
      this.pos = end;
      this.skipSpace();
      this.pos++; // the colon
      this.skipSpace();
      if (name === key) return true;
      this.skipValue(depth + 1);
      if (this.tooDeep) return false;
      this.skipSpace();
      if (text.charCodeAt(this.pos++) !== COMMA) return false;
    }
  }

  private value(node: PathNode | undefined, depth: number): void {
    if (!node) {
      this.skipValue(depth);
      return;
    }
    if (depth > STRICT_DEPTH_LIMIT) {
      this.tooDeep = true;
      return;
    }
    const text = this.text;
    const start = this.pos;
    const c = text.charCodeAt(start);
    if (c === OPEN_BRACE) {
      node.recordValue(start, 1, this.spanLine, start - this.lineStart);
      this.pos++;
      this.skipSpace();
      if (text.charCodeAt(this.pos) === CLOSE_BRACE) {
        this.pos++;
        return;
      }
      for (;;) {
        this.skipSpace();
        const keyStart = this.pos;
        const keyEnd = this.stringEnd(keyStart);
        const member = !node.hasChildren ? undefined : this.hasEscapes() ? node.member(this.stringValue(keyStart, keyEnd)) : node.memberInText(text, keyStart, keyEnd);
        member?.recordMember(keyStart, keyEnd - keyStart, this.spanLine, keyStart - this.lineStart);
        this.members++;
        this.pos = keyEnd;
        this.skipSpace();
        this.pos++; // the colon
        this.skipSpace();
        this.value(member, depth + 1);
        if (this.tooDeep) return;
        this.skipSpace();
        if (text.charCodeAt(this.pos++) !== COMMA) return; // the closing brace
      }
    }
    if (c === OPEN_BRACKET) {
      node.recordValue(start, 1, this.spanLine, start - this.lineStart);
      this.pos++;
      this.skipSpace();
      if (text.charCodeAt(this.pos) === CLOSE_BRACKET) {
        this.pos++;
        return;
      }
      for (let index = 0; ; index++) {
        this.skipSpace();
        this.value(node.elements?.get(index), depth + 1);
        if (this.tooDeep) return;
        this.skipSpace();
        if (text.charCodeAt(this.pos++) !== COMMA) return; // the closing bracket
      }
    }
    const line = this.spanLine;
    const character = start - this.lineStart;
    this.skipValue(depth);
    node.recordValue(start, this.pos - start, line, character);
  }

  /** Past the value at pos, counting brackets; a string is jumped whole. */
  private skipValue(depth: number): void {
    const known = this.valueEnds?.get(this.pos);
    if (known !== undefined) {
      this.pos = known;
      return;
    }
    const text = this.text;
    const c = text.charCodeAt(this.pos);
    if (c === QUOTE) {
      this.pos = this.stringEnd(this.pos);
      return;
    }
    if (c !== OPEN_BRACE && c !== OPEN_BRACKET) {
      // A number, true, false or null: up to the next delimiter.
      let i = this.pos;
      for (let d = text.charCodeAt(i); i < text.length && d !== COMMA && d !== CLOSE_BRACE && d !== CLOSE_BRACKET && d !== 32 && d !== 10 && d !== 13 && d !== 9; d = text.charCodeAt(++i));
      this.pos = i;
      return;
    }
    let open = 0;
    let members = this.members;
    let line = this.line;
    let lineStart = this.lineStart;
    let i = this.pos;
    for (; i < text.length; i++) {
      const d = text.charCodeAt(i);
      if (d <= 32) {
        // White space, most of what lies between a pretty-printed text's tokens: one comparison.
        if (d === NEWLINE) {
          line++;
          lineStart = i + 1;
        }
        continue;
      }
      if (d === QUOTE) i = this.stringEnd(i) - 1;
      else if (d === OPEN_BRACE || d === OPEN_BRACKET) {
        if (depth + ++open > STRICT_DEPTH_LIMIT) this.tooDeep = true;
      } else if (d === COLON) members++;
      else if ((d === CLOSE_BRACE || d === CLOSE_BRACKET) && --open === 0) {
        i++;
        break;
      }
    }
    this.members = members;
    this.pos = i;
    this.line = line;
    this.lineStart = lineStart;
  }

  /** The offset just past the closing quote of the string that opens at `start`. */
  private stringEnd(start: number): number {
    const text = this.text;
    for (let quote = start; ; ) {
      quote = text.indexOf('"', quote + 1);
      if (quote < 0) return text.length;
      let backslashes = 0;
      while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
    }
  }

  /** Whether the text has a backslash: without one, no key has an escape, and keys are compared in place. */
  private escapes: boolean | undefined;

  private hasEscapes(): boolean {
    return (this.escapes ??= this.text.includes('\\'));
  }

  private stringValue(start: number, end: number): string {
    const inner = this.text.slice(start + 1, end - 1);
    return inner.includes('\\') ? (JSON.parse(this.text.slice(start, end)) as string) : inner;
  }

  private skipSpace(): void {
    const text = this.text;
    let i = this.pos;
    for (let c = text.charCodeAt(i); c === 32 || c === NEWLINE || c === 13 || c === 9; c = text.charCodeAt(++i)) {
      if (c === NEWLINE) {
        this.line++;
        this.lineStart = i + 1;
      }
    }
    this.pos = i;
  }
}

export interface ElementSpans {
  /** The array's opening bracket, and the offset past its closing one. */
  readonly start: number;
  readonly end: number;
  /** Each element's first offset and the offset past it. */
  readonly starts: number[];
  readonly ends: number[];
}

/** The spans of the array at `path` and of its elements in a strict JSON text that repeats no key (see StrictScanner). */
export function arrayElementSpans(text: string, path: JsonPath): ElementSpans | undefined {
  return new StrictScanner(text).elementSpans(path);
}
