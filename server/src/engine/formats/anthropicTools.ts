/**
 * Anthropic Messages API tool definitions: `[{ name, description, input_schema, strict? }]`, or
 * `{ tools: [...] }` (a captured request payload `{ model, messages, tools }` too). Server tools
 * (`{ type: "web_search_20250305", name }` and the like) carry no schema of ours and are skipped;
 * `type: "custom"` is a client tool like one without a type.
 */
import { isObject, type JsonPath } from '../document';
import type { ContractModel, ToolModel } from '../model';
import { buildModel, readTool, type ToolFields } from './shared';

export const ANTHROPIC_FIELDS: ToolFields = { inputSchema: 'input_schema' };

export function isAnthropicTool(entry: unknown): boolean {
  return isObject(entry) && 'input_schema' in entry && (entry.type === undefined || entry.type === 'custom');
}

export function readAnthropicTools(root: unknown): ContractModel {
  const toolsPath: JsonPath = Array.isArray(root) ? [] : ['tools'];
  const entries = Array.isArray(root) ? root : isObject(root) && Array.isArray(root.tools) ? root.tools : [];
  const tools: ToolModel[] = [];
  entries.forEach((raw, index) => {
    if (isObject(raw) && raw.type !== undefined && raw.type !== 'custom') return; // a server tool
    const tool = readTool(raw, index, toolsPath, { source: 'none' }, ANTHROPIC_FIELDS);
    if (tool) tools.push(tool);
  });
  return buildModel('anthropic-tools', root, tools, { toolsPath });
}
