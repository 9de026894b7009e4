/** Renaming a tool: its name, and every `previewTool`/`verifyTool` that names it, so the links hold. */
import type { ContractModel, ToolModel } from '../model';
import type { JsonEditor } from './editor';

export function renameTool(editor: JsonEditor, model: ContractModel, tool: ToolModel, newName: string): void {
  const oldName = tool.name;
  editor.replaceNode([...tool.path, 'name'], newName);
  for (const other of model.tools) {
    for (const field of ['previewTool', 'verifyTool'] as const) {
      if (other[field] === oldName) editor.replaceNode([...other.path, field], newName);
    }
  }
}
