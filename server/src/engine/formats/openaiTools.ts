/**
 * OpenAI function tools, in the two request shapes:
 * - Chat Completions: `[{ type: "function", function: { name, description, parameters, strict? } }]`
 *   (`strict` defaults to false); the tool's path is the `function` object;
 * - Responses: `[{ type: "function", name, description, parameters, strict? }]` (`strict`
 *   defaults to true there).
 * Either bare or as the `tools` of a captured request payload. Entries of other types
 * (built-in tools such as `web_search`) are skipped.
 */
import { isObject, type JsonPath } from '../document';
import type { ContractModel, ToolModel } from '../model';
import { buildModel, readToolAt, type ToolFields } from './shared';

export const OPENAI_CHAT_FIELDS: ToolFields = { inputSchema: 'parameters', strictDefault: false };
export const OPENAI_RESPONSES_FIELDS: ToolFields = { inputSchema: 'parameters', strictDefault: true };

export function isOpenAiChatTool(entry: unknown): boolean {
  return isObject(entry) && entry.type === 'function' && isObject(entry.function);
}

export function isOpenAiResponsesTool(entry: unknown): boolean {
  return isObject(entry) && entry.type === 'function' && !('function' in entry) && ('name' in entry || 'parameters' in entry);
}

export function readOpenAiTools(root: unknown, responses: boolean): ContractModel {
  const toolsPath: JsonPath = Array.isArray(root) ? [] : ['tools'];
  const entries = Array.isArray(root) ? root : isObject(root) && Array.isArray(root.tools) ? root.tools : [];
  const tools: ToolModel[] = [];
  entries.forEach((entry, index) => {
    if (!isObject(entry) || (entry.type !== undefined && entry.type !== 'function')) return;
    const tool = responses
      ? readToolAt(entry, index, toolsPath.concat(index), { source: 'none' }, OPENAI_RESPONSES_FIELDS)
      : readToolAt(entry.function, index, toolsPath.concat(index, 'function'), { source: 'none' }, OPENAI_CHAT_FIELDS);
    if (tool) tools.push(tool);
  });
  return buildModel(responses ? 'openai-responses-tools' : 'openai-chat-tools', root, tools, { toolsPath });
}
