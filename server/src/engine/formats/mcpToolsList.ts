/**
 * An MCP `tools/list` result: `{ tools: [{ name, inputSchema, outputSchema?, annotations? }] }`.
 * Side effects come from the annotations with MCP's defaults for absent hints
 * (readOnlyHint false, destructiveHint true, idempotentHint false): a tool with no
 * hint at all is a destructive, non-idempotent mutation (spec §6).
 */
import { isObject } from '../document';
import type { ContractModel, SideEffects, ToolModel } from '../model';
import { buildModel, readTool, toolArray } from './shared';

export function sideEffectsFromAnnotations(annotations: unknown): SideEffects {
  const hints = isObject(annotations) ? annotations : {};
  if (hints.readOnlyHint === true) return 'read_only';
  if (hints.idempotentHint === true) return 'idempotent';
  return 'non_idempotent';
}

export function hasSideEffectHint(annotations: unknown): boolean {
  if (!isObject(annotations)) return false;
  return ['readOnlyHint', 'destructiveHint', 'idempotentHint'].some((hint) => typeof annotations[hint] === 'boolean');
}

/** `kept(index)`: a tool already read from the same object (engine/incremental.ts), used as is. */
export function readMcpToolsList(root: Record<string, unknown>, kept?: (index: number) => ToolModel | undefined): ContractModel {
  const tools: ToolModel[] = [];
  toolArray(root).forEach((raw, index) => {
    const known = kept?.(index);
    if (known) return void tools.push(known);
    const annotations = isObject(raw) ? raw.annotations : undefined;
    const source = hasSideEffectHint(annotations) ? 'annotations' : 'none';
    const tool = readTool(raw, index, ['tools'], { value: sideEffectsFromAnnotations(annotations), source });
    if (tool) tools.push(tool);
  });
  return buildModel('mcp-tools-list', root, tools);
}
