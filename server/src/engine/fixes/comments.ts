/**
 * Which member a comment belongs to, for fixes that rebuild an object (the split of a
 * tool) and must carry every comment of it into what replaces it: a comment belongs to
 * the member it precedes; one after a member on that member's line (with nothing after it
 * on the line) belongs to that member; one after the last member, on a line of its own,
 * to the object itself.
 */
import { parseTree, visit, type Node } from 'jsonc-parser';
import type { Span } from '../document';

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false } as const;

export interface CommentSpan {
  /** Offset in the text the spans were read from. */
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

export interface MemberComments {
  /** By member key: comments before the member, between its key and value, or after it on its line. */
  readonly outside: ReadonlyMap<string, readonly CommentSpan[]>;
  /** By member key: comments inside the member's value. */
  readonly inside: ReadonlyMap<string, readonly CommentSpan[]>;
  /** Comments after the last member, on lines of their own (or all of them when the node is no object). */
  readonly closing: readonly CommentSpan[];
}

/** The comments of a text, in order, as written. */
export function commentsIn(text: string): string[] {
  const comments: string[] = [];
  visit(text, { onComment: (offset, length) => void comments.push(text.slice(offset, offset + length)) }, PARSE_OPTIONS);
  return comments;
}

/** The comments of `before` that `after` has lost (as a multiset: a text twice in `before` and once in `after` is lost once). */
export function lostComments(before: readonly string[], after: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const comment of after) left.set(comment, (left.get(comment) ?? 0) + 1);
  const lost: string[] = [];
  for (const comment of before) {
    const count = left.get(comment) ?? 0;
    if (count > 0) left.set(comment, count - 1);
    else lost.push(comment);
  }
  return lost;
}

/** The comments of the object at `span` of `text`, each given to its member (see above). */
export function memberComments(text: string, span: Span): MemberComments {
  const slice = text.slice(span.offset, span.offset + span.length);
  const spans: CommentSpan[] = [];
  visit(slice, { onComment: (offset, length) => void spans.push({ offset: span.offset + offset, length, text: slice.slice(offset, offset + length) }) }, PARSE_OPTIONS);
  const outside = new Map<string, CommentSpan[]>();
  const inside = new Map<string, CommentSpan[]>();
  const closing: CommentSpan[] = [];
  const tree = parseTree(slice, undefined, PARSE_OPTIONS);
  const members = tree?.type === 'object' ? (tree.children ?? []).filter((m) => m.type === 'property' && m.children?.[0]) : [];
  const add = (map: Map<string, CommentSpan[]>, member: Node, comment: CommentSpan) => {
    const key = String(member.children![0].value);
    map.set(key, [...(map.get(key) ?? []), comment]);
  };
  const lineBreakIn = (from: number, to: number) => /[\r\n]/.test(slice.slice(from, to));
  let next = 0; // the first member that ends after the comment
  for (const comment of spans) {
    const at = comment.offset - span.offset;
    while (next < members.length && members[next].offset + members[next].length <= at) next++;
    const member = members[next];
    if (member && member.offset <= at) {
      const value = member.children?.[1];
      add(value && at >= value.offset && at < value.offset + value.length ? inside : outside, member, comment);
      continue;
    }
    const previous = members[next - 1];
    const end = at + comment.length;
    const onPreviousLine = previous !== undefined && !lineBreakIn(previous.offset + previous.length, at);
    const nextOnThisLine = member !== undefined && !lineBreakIn(end, member.offset);
    if (previous && onPreviousLine && !nextOnThisLine) add(outside, previous, comment);
    else if (member) add(outside, member, comment);
    else closing.push(comment);
  }
  return { outside, inside, closing };
}

/**
 * The range that removes a comment with its line, when the comment has the line to itself
 * (only spaces before it, only spaces after it up to the line break); undefined otherwise.
 */
export function commentLineRange(text: string, comment: { offset: number; length: number }): Span | undefined {
  let start = comment.offset;
  while (start > 0 && (text.charCodeAt(start - 1) === 32 || text.charCodeAt(start - 1) === 9)) start--;
  if (start > 0 && text.charCodeAt(start - 1) !== 10 && text.charCodeAt(start - 1) !== 13) return undefined;
  let end = comment.offset + comment.length;
  while (text.charCodeAt(end) === 32 || text.charCodeAt(end) === 9) end++;
  if (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10) end += 2;
  else if (text.charCodeAt(end) === 10 || text.charCodeAt(end) === 13) end++;
  else return undefined;
  return { offset: start, length: end - start };
}
