/**
 * Where a review check's node is in the text, to select it when the check is clicked.
 * A node that exists is selected from its key to the end of its value (a container only
 * by its key: selecting a whole object paints half the file). A node that does not exist
 * (the place where something missing belongs) falls back to the nearest ancestor that
 * does, and a tool object to its `name`, which is what a reader looks for.
 */
import { isObject, valueAt, type JsonDocument, type JsonPath, type Range, type Span, type SpanRequest } from '../engine/document';

export interface LocateRequest {
  /** Nodes whose start is wanted (a CodeLens line): a zero-width range there. */
  readonly starts: readonly JsonPath[];
  /** Nodes to select (a clicked check). */
  readonly selections: readonly JsonPath[];
}

/** The ranges of both kinds, found in one pass over the text (a 1,000-tool file is scanned once). */
export function locate(document: JsonDocument, { starts, selections }: LocateRequest): { starts: Range[]; selections: Range[] } {
  const targets = selections.map((path) => existingNode(document.value, path));
  const requests: SpanRequest[] = starts.map((path) => ({ path }));
  for (const path of targets) requests.push({ path, part: 'key' }, { path, part: 'value' });
  const spans = document.spansOf(requests);
  const startRanges = starts.map((_, i) => {
    const position = document.positionAt(spans[i].offset);
    return { start: position, end: position };
  });
  const selectionRanges = targets.map((path, i) => {
    const key = spans[starts.length + 2 * i];
    const value = spans[starts.length + 2 * i + 1];
    const selected = isContainer(valueAt(document.value, path)) ? key : cover(key, value);
    return { start: document.positionAt(selected.offset), end: document.positionAt(selected.offset + selected.length) };
  });
  return { starts: startRanges, selections: selectionRanges };
}

/** `path` when its node exists; else its nearest existing ancestor (a tool object: its name). */
export function existingNode(root: unknown, path: JsonPath): JsonPath {
  for (let length = path.length; length > 0; length--) {
    const prefix = path.slice(0, length);
    const value = valueAt(root, prefix);
    if (value === undefined) continue;
    const isArrayElement = typeof prefix[prefix.length - 1] === 'number';
    if (length < path.length && isArrayElement && isObject(value) && typeof value.name === 'string') return [...prefix, 'name'];
    return prefix;
  }
  return [];
}

function isContainer(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function cover(a: Span, b: Span): Span {
  const start = Math.min(a.offset, b.offset);
  const end = Math.max(a.offset + a.length, b.offset + b.length);
  return { offset: start, length: end - start };
}
