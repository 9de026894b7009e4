/** Contract format v1: `{ name, version, changelog?, tools: [Tool] }` (spec §2). */
import { isObject } from '../document';
import { SIDE_EFFECTS, type ContractModel, type SideEffects, type ToolModel } from '../model';
import { buildModel, readTool, toolArray } from './shared';

/** `kept(index)`: a tool already read from the same object (engine/incremental.ts), used as is. */
export function readContract(root: Record<string, unknown>, kept?: (index: number) => ToolModel | undefined): ContractModel {
  const tools: ToolModel[] = [];
  toolArray(root).forEach((raw, index) => {
    const known = kept?.(index);
    if (known) return void tools.push(known);
    const declared = isObject(raw) ? raw.sideEffects : undefined;
    const value = SIDE_EFFECTS.includes(declared as SideEffects) ? (declared as SideEffects) : undefined;
    const tool = readTool(raw, index, ['tools'], { value, source: value ? 'declared' : 'none' });
    if (tool) tools.push(tool);
  });
  return buildModel('contract', root, tools, { name: root.name, version: root.version, changelog: root.changelog });
}
