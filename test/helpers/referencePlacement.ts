/**
 * The placement of findings as the engine did it before issue 14, kept as the reference the
 * new one (server/src/engine/locate.ts) must equal span for span: one jsonc-parser `visit` over
 * the whole text that builds the pointer of every property it passes and looks it up in the set
 * of wanted pointers. Slow and simple; for tests only.
 */
import { visit } from 'jsonc-parser';
import { JsonDocument, toPointer, type JsonPath, type Span, type SpanRequest } from '../../server/src/engine/document';

interface LocatedNode {
  value: Span;
  key?: Span;
}

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false } as const;

/** The spans the old pass gave, or 'too deep' where its recursion ran out of stack. */
export function referenceSpans(text: string, requests: readonly SpanRequest[]): Span[] | 'too deep' {
  if (requests.length === 0) return [];
  let located: Map<string, LocatedNode>;
  try {
    located = locateSpans(text, requests.map((r) => r.path));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return 'too deep';
  }
  return requests.map(({ path, part = 'value' }) => {
    for (let length = path.length; length >= 0; length--) {
      const node = located.get(toPointer(path.slice(0, length)));
      if (!node) continue;
      const usePart = length < path.length ? 'key' : part;
      return (usePart === 'key' && node.key) || node.value;
    }
    return { offset: 0, length: Math.min(text.length, 1) };
  });
}

/**
 * The new pass, in the same shape. A span that carries its line and column (the strict scanner
 * counted the lines it passed) must carry what positionAt says of both its ends, or this throws.
 */
export function engineSpans(text: string, requests: readonly SpanRequest[]): Span[] | 'too deep' {
  const document = new JsonDocument(text);
  if (document.nestingTooDeep) return 'too deep';
  const spans = document.spansOf(requests);
  if (document.nestingTooDeep) return 'too deep';
  return spans.map(({ offset, length, line, character }) => {
    if (line !== undefined || character !== undefined) {
      const start = document.positionAt(offset);
      const end = document.positionAt(offset + length);
      const carried = { start: { line, character }, end: { line, character: (character ?? NaN) + length } };
      if (JSON.stringify(carried) !== JSON.stringify({ start, end })) {
        throw new Error(`the span at ${offset} (+${length}) carries ${JSON.stringify(carried)}, but positionAt gives ${JSON.stringify({ start, end })}`);
      }
    }
    return { offset, length };
  });
}

function escapeSegment(segment: string | number): string {
  const text = String(segment);
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
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
      if (!wanted.has(pointer)) return;
      // A repeated key: the last copy is the value, so what was found under an earlier one is forgotten.
      if (located.has(pointer)) for (const found of located.keys()) if (found.startsWith(pointer + '/')) located.delete(found);
      located.set(pointer, { value: { offset, length }, key: { offset, length } });
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


/** Every path of a value (containers and leaves), each with both parts, plus paths that do not exist. */
export function requestsForEveryNode(value: unknown, limit = 20_000): SpanRequest[] {
  const requests: SpanRequest[] = [];
  const pending: Array<{ value: unknown; path: JsonPath }> = [{ value, path: [] }];
  while (pending.length > 0 && requests.length < limit) {
    const next = pending.pop()!;
    requests.push({ path: next.path, part: 'value' }, { path: next.path, part: 'key' }, { path: [...next.path, 'missing'], part: 'value' });
    if (Array.isArray(next.value)) {
      requests.push({ path: [...next.path, next.value.length] });
      next.value.forEach((item, i) => pending.push({ value: item, path: [...next.path, i] }));
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const key of Object.keys(next.value)) pending.push({ value: (next.value as Record<string, unknown>)[key], path: [...next.path, key] });
    }
  }
  return requests;
}
