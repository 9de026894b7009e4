/**
 * Minimal edits to a JSONC text, the way an author would make them by hand: a new member
 * goes on its own line after its sibling (after that sibling's trailing comment, not
 * before it), a removed member takes its own line with it, a renamed key changes only
 * the key. Nothing else is touched: no reformatting, and every comment outside the
 * changed nodes stays where it was.
 *
 * jsonc-parser's `parseTree` locates nodes, one tool at a time (see FixDocument); the
 * edits are computed here rather than with `modify()`, whose formatting pass re-lays
 * out the whole line around an insertion (expanding a sibling written on one line and
 * moving its trailing comment onto the new member).
 */
import { createScanner, parseTree, type Node } from 'jsonc-parser';
import { TokenKind } from '../jsoncTokens';
import { findLastNodeAtLocation, type JsonPath, type Span } from '../document';
import { locateToolSpans } from './locate';
import type { TextEdit } from './model';
import { printInline, printJson, RawJson, withComments } from './printer';
import { detectTextStyle, lineIndentAt, lineStartAt, nextLineBreak, startsLine, type TextStyle } from './textStyle';

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false } as const;

export interface Region {
  /** The path of the region's node: a tool (`['tools', 3]`) or the root (`[]`). */
  readonly path: JsonPath;
  readonly span: Span;
}

/**
 * One linted text as fixes see it: its style, where its tools are, and the node tree of
 * each tool a fix touches (built on demand, kept for the other fixes of the same text).
 */
export class FixDocument {
  private styleCache: TextStyle | undefined;
  private toolSpans: Span[] | undefined;
  private readonly trees = new Map<string, Node | undefined>();

  constructor(readonly text: string) {}

  get style(): TextStyle {
    return (this.styleCache ??= detectTextStyle(this.text));
  }

  /** The region whose tree holds `path`: its tool, or the whole document. */
  regionFor(path: JsonPath): Region {
    if (path[0] === 'tools' && typeof path[1] === 'number') {
      this.toolSpans ??= locateToolSpans(this.text);
      const span = this.toolSpans[path[1]];
      if (span) return { path: ['tools', path[1]], span };
    }
    return { path: [], span: { offset: 0, length: this.text.length } };
  }

  /** The regions of every tool (for checks that edits stay inside them). */
  tools(): readonly Span[] {
    return (this.toolSpans ??= locateToolSpans(this.text));
  }

  tree(region: Region): Node | undefined {
    const key = region.path.join('/');
    if (!this.trees.has(key)) {
      const { offset, length } = region.span;
      this.trees.set(key, parseTree(this.text.slice(offset, offset + length), undefined, PARSE_OPTIONS));
    }
    return this.trees.get(key);
  }
}

interface Located {
  readonly node: Node;
  /** Offset of the region in the text: node offsets are relative to it. */
  readonly base: number;
}

/** What follows a node on its line: an optional comma, then only comments up to the line end. */
interface LineTail {
  readonly commaAt?: number;
  /** The offset of the line break, when only a comma and comments stand before it. */
  readonly lineEnd?: number;
}

export class JsonEditor {
  private readonly collected: TextEdit[] = [];
  /** `objectOffset:key` of each member insertMembers has written. */
  private readonly insertedKeys = new Set<string>();

  constructor(readonly doc: FixDocument) {}

  get text(): string {
    return this.doc.text;
  }

  get style(): TextStyle {
    return this.doc.style;
  }

  /** The edits written so far, sorted; throws when two of them overlap (a bug in a fix). */
  edits(): TextEdit[] {
    const sorted = this.collected.map((edit, order) => ({ edit, order })).sort((a, b) => a.edit.offset - b.edit.offset || a.order - b.order);
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1].edit;
      if (previous.offset + previous.length > sorted[i].edit.offset) throw new Error(`Overlapping edits at offset ${sorted[i].edit.offset}`);
    }
    return sorted.map((s) => s.edit);
  }

  /** A fresh editor on the same document (its edits are its own). */
  fork(): JsonEditor {
    return new JsonEditor(this.doc);
  }

  has(path: JsonPath): boolean {
    return this.locate(path) !== undefined;
  }

  /** Where the node at `path` is in the text. */
  spanOf(path: JsonPath): Span {
    const { node, base } = this.require(path);
    return { offset: base + node.offset, length: node.length };
  }

  /** Removes a range the caller knows to be trivia (a comment with its line). */
  removeText(span: Span): void {
    this.push(span.offset, span.length, '');
  }

  /** The text of the node at `path` as written (comments included), ready to be moved. */
  textOf(path: JsonPath): RawJson {
    const { node, base } = this.require(path);
    const start = base + node.offset;
    return new RawJson(this.text.slice(start, start + node.length), lineIndentAt(this.text, start));
  }

  /** The text of the node at `path` after the edits `write` makes to it (on a fork). */
  editedTextOf(path: JsonPath, write: (editor: JsonEditor) => void): RawJson {
    const { node, base } = this.require(path);
    const start = base + node.offset;
    const fork = this.fork();
    write(fork);
    const edits = fork.edits().map((e) => ({ ...e, offset: e.offset - start }));
    if (edits.some((e) => e.offset < 0 || e.offset + e.length > node.length)) throw new Error('An edit of a moved node fell outside it');
    return new RawJson(applyTextEdits(this.text.slice(start, start + node.length), edits), lineIndentAt(this.text, start));
  }

  /** Replaces the value at `path`, or adds it (creating missing parent objects). */
  set(path: JsonPath, value: unknown, options: { after?: string } = {}): void {
    const existing = this.locate(path);
    if (existing) {
      this.replace(existing, value);
      return;
    }
    const key = path[path.length - 1];
    if (typeof key !== 'string') throw new Error(`Cannot add array index ${String(key)}`);
    const parentPath = path.slice(0, -1);
    const parent = this.locate(parentPath);
    if (parent && parent.node.type === 'object') this.insertMembers(parentPath, [[key, value]], options);
    else if (parent) throw new Error(`Cannot add ${key} to a ${parent.node.type}`);
    else this.set(parentPath, { [key]: value });
  }

  /**
   * Replaces the node at `path` with `value` (which may be or contain RawJson). Comments inside the old value are kept, ahead of the new one,
   * unless the new value carries text of its own (RawJson: the caller moved what it keeps) or
   * the caller says it carries the comments (`commentsCarried`).
   */
  replaceNode(path: JsonPath, value: unknown, options: { commentsCarried?: boolean } = {}): void {
    const located = this.require(path);
    const start = located.base + located.node.offset;
    const inside = options.commentsCarried || holdsRawJson(value) ? [] : commentSpans(this.text, start, start + located.node.length);
    this.replace(located, inside.length === 0 ? value : withComments(value, inside.map((c) => this.text.slice(c.offset, c.offset + c.length))));
  }

  /**
   * Adds members to the object at `path`, after the member `after` (default: after the
   * last). Never a second copy of a key: an entry whose key the object has (or that this
   * editor added already) is left out; set() replaces a member instead.
   */
  insertMembers(path: JsonPath, allEntries: ReadonlyArray<readonly [string, unknown]>, options: { after?: string } = {}): void {
    if (allEntries.length === 0) return;
    const located = this.require(path);
    const { node, base } = located;
    if (node.type !== 'object') throw new Error(`Not an object at ${path.join('/')}`);
    const members = node.children ?? [];
    const present = new Set(members.map((m) => m.children?.[0]?.value));
    const entries = allEntries.filter(([key]) => {
      const mark = `${base + node.offset}:${key}`;
      if (present.has(key) || this.insertedKeys.has(mark)) return false;
      this.insertedKeys.add(mark);
      return true;
    });
    if (entries.length === 0) return;
    if (members.length === 0) {
      this.fillEmpty(located, Object.fromEntries(entries), entries.map(([key, value]) => [JSON.stringify(key), value] as const));
      return;
    }
    let anchorIndex = members.length - 1;
    if (options.after !== undefined) {
      // Of a repeated key, the last copy: the one parsers keep.
      for (let i = members.length - 1; i >= 0; i--) {
        if (members[i].children?.[0]?.value !== options.after) continue;
        anchorIndex = i;
        break;
      }
    }
    this.insertAfter(members, anchorIndex, base, entries.map(([key, value]) => [JSON.stringify(key), value] as const));
  }

  /** Appends items to the array at `path`. */
  appendItems(path: JsonPath, values: readonly unknown[]): void {
    if (values.length === 0) return;
    const located = this.require(path);
    const { node, base } = located;
    if (node.type !== 'array') throw new Error(`Not an array at ${path.join('/')}`);
    const items = node.children ?? [];
    const entries = values.map((value) => [undefined, value] as const);
    if (items.length === 0) this.fillEmpty(located, [...values], entries);
    else this.insertAfter(items, items.length - 1, base, entries);
  }

  /** Removes an object member or an array item, with its line when it has one to itself. */
  remove(path: JsonPath): void {
    this.removeAll([path]);
  }

  /**
   * Removes members or items (several of one container at once, so their edits agree): a
   * run of neighbours that each have their own line goes line by line; otherwise the run
   * goes with the separator between it and its neighbour. Comments inside or after what goes
   * stay, each where the removed text was (`dropComments` when the caller carries them elsewhere).
   */
  removeAll(paths: readonly JsonPath[], options: { dropComments?: boolean } = {}): void {
    const byContainer = new Map<Node, { base: number; indices: Set<number> }>();
    for (const path of paths) {
      const { node, base } = this.require(path);
      const item = node.parent?.type === 'property' ? node.parent : node;
      const container = item.parent;
      if (!container?.children) throw new Error('Cannot remove the root of a region');
      const entry = byContainer.get(container) ?? { base, indices: new Set<number>() };
      entry.indices.add(container.children.indexOf(item));
      byContainer.set(container, entry);
    }
    for (const [container, { base, indices }] of byContainer) {
      const siblings = container.children!;
      const sorted = [...indices].sort((a, b) => a - b);
      // Runs of consecutive indices.
      const runs: Array<[number, number]> = [];
      for (const index of sorted) {
        const run = runs[runs.length - 1];
        if (run && run[1] === index - 1) run[1] = index;
        else runs.push([index, index]);
      }
      for (const [first, last] of runs) this.removeRun(siblings, first, last, base, options.dropComments === true);
    }
  }

  private removeRun(siblings: readonly Node[], first: number, last: number, base: number, dropComments: boolean): void {
    const startOf = (i: number) => base + siblings[i].offset;
    const endOf = (i: number) => base + siblings[i].offset + siblings[i].length;
    const isLast = last === siblings.length - 1;
    const ownLines = siblings.slice(first, last + 1).every((_, k) => startsLine(this.text, startOf(first + k)) && this.lineTail(endOf(first + k)).lineEnd !== undefined);
    if (ownLines) {
      const tail = this.lineTail(endOf(last));
      const lineStart = lineStartAt(this.text, startOf(first));
      const end = tail.lineEnd! + eolLength(this.text, tail.lineEnd!);
      // The lines go; their comments stay, each on a line of its own where the lines were.
      const indent = lineIndentAt(this.text, startOf(first));
      const kept = (dropComments ? [] : commentSpans(this.text, startOf(first), tail.lineEnd!)).map((c) => indent + this.text.slice(c.offset, c.offset + c.length) + this.text.slice(tail.lineEnd!, end));
      this.push(lineStart, end - lineStart, kept.join(''));
      if (isLast && tail.commaAt === undefined && first > 0) {
        const comma = this.commaAfter(endOf(first - 1));
        if (comma !== undefined) this.push(comma, 1, '');
      }
      return;
    }
    const removeKeepingComments = (from: number, to: number) => {
      const indent = lineIndentAt(this.text, from);
      const kept = (dropComments ? [] : commentSpans(this.text, from, to)).map((c) => {
        const comment = this.text.slice(c.offset, c.offset + c.length);
        return comment.startsWith('//') ? ` ${comment}${this.style.eol}${indent}` : ` ${comment}`;
      });
      this.push(from, to - from, kept.join(''));
    };
    if (!isLast) removeKeepingComments(startOf(first), startOf(last + 1));
    else if (first > 0) removeKeepingComments(endOf(first - 1), endOf(last));
    else {
      const comma = this.commaAfter(endOf(last));
      removeKeepingComments(startOf(first), comma !== undefined ? comma + 1 : endOf(last));
    }
  }

  /** Inserts `values` as items before the item at `path` (a tool before a tool). */
  insertItemsBefore(path: JsonPath, values: readonly unknown[]): void {
    const { node, base } = this.require(path);
    const start = base + node.offset;
    const indent = lineIndentAt(this.text, start);
    const ownLine = startsLine(this.text, start);
    const separator = ownLine ? `,${this.style.eol}${indent}` : ', ';
    this.push(start, 0, values.map((value) => printJson(value, indent, this.style) + separator).join(''));
  }

  /** Replaces the item at `path` by several items (a tool by three). */
  replaceWithItems(path: JsonPath, values: readonly unknown[]): void {
    const { node, base } = this.require(path);
    const start = base + node.offset;
    const indent = lineIndentAt(this.text, start);
    const separator = startsLine(this.text, start) ? `,${this.style.eol}${indent}` : ', ';
    this.push(start, node.length, values.map((value) => printJson(value, indent, this.style)).join(separator));
  }

  /** Changes the key of the member at `path`, and nothing else. */
  renameKey(path: JsonPath, newKey: string): void {
    const { node, base } = this.require(path);
    const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    if (!key) throw new Error(`No member at ${path.join('/')}`);
    this.push(base + key.offset, key.length, JSON.stringify(newKey));
  }

  /** Appends text inside the string at `path`, before its closing quote. */
  appendToString(path: JsonPath, suffix: string): void {
    const { node, base } = this.require(path);
    if (node.type !== 'string') throw new Error(`Not a string at ${path.join('/')}`);
    this.push(base + node.offset + node.length - 1, 0, JSON.stringify(suffix).slice(1, -1));
  }

  // -- internals --------------------------------------------------------------

  private locate(path: JsonPath): Located | undefined {
    const region = this.doc.regionFor(path);
    const tree = this.doc.tree(region);
    if (!tree) return undefined;
    const relative = path.slice(region.path.length);
    // A repeated key resolves to its last copy, the one the rules read (JSON's last-wins).
    const node = relative.length === 0 ? tree : findLastNodeAtLocation(tree, relative);
    return node ? { node, base: region.span.offset } : undefined;
  }

  private require(path: JsonPath): Located {
    const located = this.locate(path);
    if (!located) throw new Error(`No node at ${path.join('/')}`);
    return located;
  }

  private push(offset: number, length: number, newText: string): void {
    this.collected.push({ offset, length, newText });
  }

  private replace({ node, base }: Located, value: unknown): void {
    const start = base + node.offset;
    this.push(start, node.length, printJson(value, lineIndentAt(this.text, start), this.style));
  }

  /**
   * `{}` or `[]` with nothing but whitespace and comments inside: filled on new lines when it
   * spans lines, else rewritten; a comment inside stays, ahead of what is written.
   */
  private fillEmpty({ node, base }: Located, whole: unknown, entries: ReadonlyArray<readonly [string | undefined, unknown]>): void {
    const start = base + node.offset;
    const inside = this.text.slice(start + 1, start + node.length - 1);
    const comments = commentSpans(this.text, start + 1, start + node.length - 1);
    if (!/[\r\n]/.test(inside) && comments.length > 0) {
      // `{ /* c */}` on one line: the entries go after the comment (only the spaces after it are rewritten).
      const last = comments[comments.length - 1];
      const from = last.offset + last.length;
      const closing = start + node.length - 1;
      const outer = lineIndentAt(this.text, start);
      const endsLine = this.lineTail(start + node.length).lineEnd !== undefined;
      const text = endsLine
        ? entries.map(([key, value]) => this.style.eol + outer + this.style.indentUnit + (key === undefined ? '' : `${key}: `) + printJson(value, outer + this.style.indentUnit, this.style)).join(',') + this.style.eol + outer
        : ' ' + entries.map(([key, value]) => (key === undefined ? '' : `${key}: `) + inlineOrBlock(value, outer, this.style)).join(', ') + ' ';
      this.push(from, closing - from, text);
      return;
    }
    if (!/[\r\n]/.test(inside)) {
      // Spread over lines only where the container ends its line; inside a one-line parent, stay on the line.
      const endsLine = this.lineTail(start + node.length).lineEnd !== undefined;
      const indent = lineIndentAt(this.text, start);
      this.push(start, node.length, endsLine ? printJson(whole, indent, this.style) : inlineOrBlock(whole, indent, this.style));
      return;
    }
    const { eol, indentUnit } = this.style;
    const indent = lineIndentAt(this.text, start) + indentUnit;
    const lines = entries.map(([key, value]) => eol + indent + (key === undefined ? '' : `${key}: `) + printJson(value, indent, this.style));
    // After the comments inside (a hint stays above what is written, a line comment keeps its line).
    const last = comments[comments.length - 1];
    this.push(last ? last.offset + last.length : start + 1, 0, lines.join(','));
  }

  /**
   * Inserts after `siblings[anchorIndex]`. On its own line when the anchor has its line to
   * itself (after its trailing comment; a trailing-comma style is kept), else on the
   * anchor's line, right after it.
   */
  private insertAfter(siblings: readonly Node[], anchorIndex: number, base: number, entries: ReadonlyArray<readonly [string | undefined, unknown]>): void {
    const anchor = siblings[anchorIndex];
    const anchorStart = base + anchor.offset;
    const anchorEnd = anchorStart + anchor.length;
    const isLast = anchorIndex === siblings.length - 1;
    const printed = (indent: string) => entries.map(([key, value]) => (key === undefined ? '' : `${key}: `) + printJson(value, indent, this.style));
    if (startsLine(this.text, anchorStart)) {
      const tail = this.lineTail(anchorEnd);
      if (tail.lineEnd !== undefined) {
        const indent = lineIndentAt(this.text, anchorStart);
        const hasComma = tail.commaAt !== undefined;
        const commaAfterLast = !isLast || hasComma;
        const parts = printed(indent);
        const insertion = parts.map((part, i) => this.style.eol + indent + part + (i < parts.length - 1 || commaAfterLast ? ',' : '')).join('');
        if (!hasComma) this.push(anchorEnd, 0, ',');
        this.push(tail.lineEnd, 0, insertion);
        return;
      }
    }
    // The anchor shares its line: the new entries join it on that line.
    const indent = lineIndentAt(this.text, anchorStart);
    const inline = entries.map(([key, value]) => (key === undefined ? '' : `${key}: `) + inlineOrBlock(value, indent, this.style));
    this.push(anchorEnd, 0, inline.map((part) => `, ${part}`).join(''));
  }

  /** Reads past a node's end: an optional comma, then comments, up to the line break. */
  private lineTail(from: number): LineTail {
    const text = this.text;
    let i = skipSpaces(text, from);
    let commaAt: number | undefined;
    if (text.charCodeAt(i) === 44) {
      commaAt = i;
      i = skipSpaces(text, i + 1);
    }
    for (;;) {
      const c = text.charCodeAt(i);
      // \n, \r\n and a lone \r end a line alike.
      if (c === 13 || c === 10) return { commaAt, lineEnd: i };
      if (c === 47 && text.charCodeAt(i + 1) === 47) {
        const end = nextLineBreak(text, i);
        return end < text.length ? { commaAt, lineEnd: end } : { commaAt };
      }
      if (c === 47 && text.charCodeAt(i + 1) === 42) {
        const end = text.indexOf('*/', i + 2);
        if (end < 0 || /[\r\n]/.test(text.slice(i, end))) return { commaAt };
        i = skipSpaces(text, end + 2);
        continue;
      }
      return { commaAt };
    }
  }

  /** The offset of the comma that follows `from` (past whitespace and comments), if any. */
  private commaAfter(from: number): number | undefined {
    const text = this.text;
    let i = from;
    for (;;) {
      i = skipSpaces(text, i);
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) i++;
      else if (c === 47 && text.charCodeAt(i + 1) === 47) {
        const end = nextLineBreak(text, i);
        if (end >= text.length) return undefined;
        i = end;
      } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) return undefined;
        i = end + 2;
      } else return c === 44 ? i : undefined;
    }
  }
}

/** One line when the value can be written on one (no multi-line text moved into it), else blocks. */
function inlineOrBlock(value: unknown, indent: string, style: TextStyle): string {
  return printInline(value) ?? printJson(value, indent, style);
}

/** Whether a value to print holds text taken from the document (RawJson), at any depth. */
function holdsRawJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next instanceof RawJson) return true;
    if (typeof next === 'object' && next !== null) for (const member of Object.values(next)) pending.push(member);
  }
  return false;
}

/** The comments between `from` and `to` (a range of trivia or of whole nodes), as spans of the text. */
function commentSpans(text: string, from: number, to: number): Span[] {
  // The scanner, not visit(): the range may hold several values (a member is a key, a colon and a value).
  const scanner = createScanner(text.slice(from, to), false);
  const spans: Span[] = [];
  for (let token = scanner.scan(); token !== TokenKind.EOF; token = scanner.scan()) {
    if (token === TokenKind.LineComment || token === TokenKind.BlockComment) spans.push({ offset: from + scanner.getTokenOffset(), length: scanner.getTokenLength() });
  }
  return spans;
}

function skipSpaces(text: string, i: number): number {
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
  return i;
}

function eolLength(text: string, at: number): number {
  return text.charCodeAt(at) === 13 && text.charCodeAt(at + 1) === 10 ? 2 : 1;
}

/** Applies non-overlapping edits (sorted or not) to a text. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    out += text.slice(at, edit.offset) + edit.newText;
    at = edit.offset + edit.length;
  }
  return out + text.slice(at);
}
