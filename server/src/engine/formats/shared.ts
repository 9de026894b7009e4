import { isObject, type JsonPath } from '../document';
import type { ContractModel, Format, SideEffects, SideEffectsSource, ToolModel } from '../model';

/** Builds one ToolModel from a tool object; formats differ only in where side effects come from. */
export function readTool(
  raw: unknown,
  index: number,
  toolsPath: JsonPath,
  sideEffects: { value?: SideEffects; source: SideEffectsSource },
): ToolModel | undefined {
  if (!isObject(raw)) return undefined;
  const path = [...toolsPath, index];
  return {
    index,
    path,
    raw,
    name: typeof raw.name === 'string' ? raw.name : undefined,
    description: typeof raw.description === 'string' ? raw.description : undefined,
    sideEffects: sideEffects.value,
    sideEffectsSource: sideEffects.source,
    inputSchema: raw.inputSchema,
    inputSchemaPath: [...path, 'inputSchema'],
    outputSchema: raw.outputSchema,
    outputSchemaPath: [...path, 'outputSchema'],
    errors: raw.errors,
    errorsPath: [...path, 'errors'],
    annotations: raw.annotations,
    previewTool: raw.previewTool,
    verifyTool: raw.verifyTool,
    rollback: raw.rollback,
  };
}

export function buildModel(
  format: Format,
  root: Record<string, unknown>,
  tools: ToolModel[],
  extra: Pick<ContractModel, 'name' | 'version' | 'changelog'> = {},
): ContractModel {
  const toolsByName = new Map<string, ToolModel>();
  for (const tool of tools) if (tool.name !== undefined && !toolsByName.has(tool.name)) toolsByName.set(tool.name, tool);
  return { format, root, toolsPath: ['tools'], tools, toolsByName, ...extra };
}

export function toolArray(root: Record<string, unknown>): unknown[] {
  return Array.isArray(root.tools) ? root.tools : [];
}
