import { isObject, valueAt, type JsonPath, type PathSegment } from '../engine/document';
import { validateContractDocument } from '../engine/jsonSchema';
import { CONTRACT_ONLY, defineRule } from '../engine/rule';

/**
 * Problems other rules own, so each cause gets one finding: the embedded schemas
 * (input-schema-invalid, output-schema-invalid), `version` (version-invalid) and the
 * `type` of error entries (errors-untyped).
 */
function ownedElsewhere(path: readonly PathSegment[], message: string): boolean {
  if (path.length === 0 && message.includes('"version"')) return true;
  if (path[0] === 'version') return true;
  if (path[0] !== 'tools' || typeof path[1] !== 'number') return false;
  const field = path[2];
  if (field === 'inputSchema' || field === 'outputSchema') return true;
  if (field === 'errors' && typeof path[3] === 'number') {
    if (path.length === 4) return true; // the entry itself: not an object, or no type
    if (path.length === 5 && path[4] === 'type') return true;
  }
  return false;
}

export default defineRule({
  meta: {
    id: 'contract-schema',
    severity: 'error',
    description: 'The document breaks the contract format\'s schema (schemas/tool-contract.schema.json).',
    layer: 'document',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const problem of validateContractDocument(model.root)) {
      if (ownedElsewhere(problem.path, problem.message)) continue;
      const rangePath = rangePathFor(model.root, problem.path, problem.atKey);
      report({
        path: problem.path,
        part: problem.atKey && !rangePath ? 'key' : 'value',
        rangePath,
        message: problem.message,
      });
    }
  },
});

/** A missing member of a tool is drawn on the tool's name rather than its opening brace. */
function rangePathFor(root: unknown, path: JsonPath, atKey: boolean): JsonPath | undefined {
  const isToolObject = path.length === 2 && path[0] === 'tools' && typeof path[1] === 'number';
  if (atKey && isToolObject && isObject(valueAt(root, path)) && typeof (valueAt(root, [...path, 'name'])) === 'string') {
    return [...path, 'name'];
  }
  return undefined;
}
