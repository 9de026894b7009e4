import { isObject } from '../engine/document';
import type { SideEffects } from '../engine/model';
import { defineRule, CONTRACT_ONLY } from '../engine/rule';

export interface HintContradiction {
  readonly hint: 'readOnlyHint' | 'destructiveHint' | 'idempotentHint';
  /** The value the hint has, and the one that agrees with sideEffects (for the fix). */
  readonly actual: boolean;
  readonly expected: boolean;
}

/**
 * The MCP hints that contradict a declared class. Only explicit booleans count (a missing
 * hint contradicts nothing; a non-boolean is contract-schema's). destructiveHint on a
 * mutation is the author's call (delete is idempotent and destructive), and idempotentHint
 * means nothing on a read-only tool, so neither is checked there.
 */
export function annotationContradictions(sideEffects: SideEffects, annotations: unknown): HintContradiction[] {
  if (!isObject(annotations)) return [];
  const found: HintContradiction[] = [];
  const expect = (hint: HintContradiction['hint'], expected: boolean): void => {
    const actual = annotations[hint];
    if (typeof actual === 'boolean' && actual !== expected) found.push({ hint, actual, expected });
  };
  if (sideEffects === 'read_only') {
    expect('readOnlyHint', true);
    expect('destructiveHint', false);
  } else {
    expect('readOnlyHint', false);
    expect('idempotentHint', sideEffects === 'idempotent');
  }
  return found;
}

export default defineRule({
  meta: {
    id: 'side-effects-annotations-mismatch',
    severity: 'error',
    description: 'MCP annotations contradict sideEffects.',
    layer: 'side-effects',
    scope: 'tool',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (!tool.sideEffects) continue; // undeclared: side-effects-undeclared; invalid: contract-schema
      for (const { hint, actual, expected } of annotationContradictions(tool.sideEffects, tool.annotations)) {
        report({
          path: tool.path.concat('annotations', hint),
          message:
            `${tool.name ?? 'This tool'} says ${hint}: ${actual} but sideEffects is "${tool.sideEffects}", so an MCP client and the agent ` +
            `disagree on what a call changes and whether a retry is safe: set ${hint} to ${expected}, or correct sideEffects.`,
          related: [{ path: tool.path.concat('sideEffects'), message: `sideEffects is "${tool.sideEffects}" here.` }],
        });
      }
    }
  },
  fix({ finding, tool }) {
    const hint = finding.path[finding.path.length - 1];
    if (!tool?.sideEffects || typeof hint !== 'string') return [];
    const contradiction = annotationContradictions(tool.sideEffects, tool.annotations).find((c) => c.hint === hint);
    if (!contradiction) return [];
    // sideEffects is the contract's statement; the hints only restate it for MCP clients: safe.
    return [
      {
        title: `Make annotations match sideEffects: set ${hint} to ${contradiction.expected}`,
        kind: 'safe',
        preferred: true,
        write: (editor) => editor.replaceNode(finding.path, contradiction.expected),
      },
    ];
  },
});
