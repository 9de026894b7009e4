/** Contract format v1: `{ name, version, changelog?, tools: [Tool] }` (spec §2). */
import { isObject } from '../document';
import { SIDE_EFFECTS, type ContractModel, type SideEffects, type ToolModel } from '../model';
import { buildModel, readTool, toolArray } from './shared';

export function readContract(root: Record<string, unknown>): ContractModel {
  const tools: ToolModel[] = [];
  toolArray(root).forEach((raw, index) => {
    const declared = isObject(raw) ? raw.sideEffects : undefined;
    const value = SIDE_EFFECTS.includes(declared as SideEffects) ? (declared as SideEffects) : undefined;
    const tool = readTool(raw, index, ['tools'], { value, source: value ? 'declared' : 'none' });
    if (tool) tools.push(tool);
  });
  return buildModel('contract', root, tools, { name: root.name, version: root.version, changelog: root.changelog });
}
