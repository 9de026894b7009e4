/**
 * Format detection: the file name decides where it is explicit (`*.contract.json[c]`),
 * otherwise the shape does, and a provider's name in the file name settles a shape that says
 * nothing (an empty array, tools with no schema yet). Add a format by adding a reader here.
 */
import { isObject } from '../document';
import type { ContractModel, Format, ToolModel } from '../model';
import { isAnthropicTool, readAnthropicTools } from './anthropicTools';
import { readContract } from './contract';
import { isGeminiTool, declarationsKey, readGeminiTools } from './geminiTools';
import { readMcpToolsList } from './mcpToolsList';
import { isOpenAiChatTool, isOpenAiResponsesTool, readOpenAiTools } from './openaiTools';

const CONTRACT_FILE = /\.contract\.jsonc?$/i;
const CONTRACT_ROOT_KEYS = ['version', 'changelog', '$schema', 'targets'];

/** A provider named in the file name (`anthropic.tools.json`, `claude-tools.json`, `gemini.json`, `openai.tools.json`). */
const NAMED_PROVIDERS: readonly [RegExp, Format][] = [
  [/(^|[^a-z])(anthropic|claude)([^a-z]|$)/i, 'anthropic-tools'],
  [/(^|[^a-z])openai([^a-z]|$)/i, 'openai-chat-tools'],
  [/(^|[^a-z])gemini([^a-z]|$)/i, 'gemini-tools'],
];

/** The provider format one tool entry's shape gives away, if any. */
function entryFormat(entry: unknown): Format | undefined {
  if (isOpenAiChatTool(entry)) return 'openai-chat-tools';
  if (isOpenAiResponsesTool(entry)) return 'openai-responses-tools';
  if (isAnthropicTool(entry)) return 'anthropic-tools';
  if (isGeminiTool(entry)) return 'gemini-tools';
  if (isObject(entry) && 'inputSchema' in entry) return 'mcp-tools-list';
  return undefined;
}

/** The first entry with a telling shape decides. */
function entriesFormat(entries: readonly unknown[]): Format | undefined {
  for (const entry of entries) {
    const format = entryFormat(entry);
    if (format) return format;
  }
  return undefined;
}

function namedFormat(fileName: string | undefined): Format | undefined {
  if (!fileName) return undefined;
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return NAMED_PROVIDERS.find(([pattern]) => pattern.test(base))?.[1];
}

export function detectFormat(value: unknown, fileName?: string): Format {
  if (fileName && CONTRACT_FILE.test(fileName)) return 'contract';
  if (Array.isArray(value)) {
    const format = entriesFormat(value) ?? namedFormat(fileName);
    return format === 'mcp-tools-list' || format === undefined ? 'contract' : format;
  }
  if (!isObject(value)) return 'contract';
  if (declarationsKey(value)) return 'gemini-tools';
  if (CONTRACT_ROOT_KEYS.some((key) => key in value)) return 'contract';
  if (Array.isArray(value.tools)) return entriesFormat(value.tools) ?? namedFormat(fileName) ?? 'mcp-tools-list';
  if (isObject(value.config) && Array.isArray(value.config.tools) && value.config.tools.some(isGeminiTool)) return 'gemini-tools';
  return 'contract';
}

/**
 * readModel(value, format) where `value` differs from the value `previous` was read from only in
 * the tool at `changed` (engine/incremental.ts): a contract or an MCP tools/list keeps the other
 * tools' models (their objects are the same); other formats are read again.
 */
export function readModelAgain(previous: ContractModel, value: unknown, format: Format, changed: number): ContractModel | undefined {
  if ((format !== 'contract' && format !== 'mcp-tools-list') || previous.format !== format || !isObject(value)) return readModel(value, format);
  const kept = new Map<number, ToolModel>();
  for (const tool of previous.tools) if (tool.index !== changed) kept.set(tool.index, tool);
  const keep = (index: number): ToolModel | undefined => kept.get(index);
  return format === 'contract' ? readContract(value, keep) : readMcpToolsList(value, keep);
}

/** Reads the document into the model; undefined when the root is neither an object nor (for a provider format) an array. */
export function readModel(value: unknown, format: Format): ContractModel | undefined {
  switch (format) {
    case 'anthropic-tools':
      return isObject(value) || Array.isArray(value) ? readAnthropicTools(value) : undefined;
    case 'openai-chat-tools':
    case 'openai-responses-tools':
      return isObject(value) || Array.isArray(value) ? readOpenAiTools(value, format === 'openai-responses-tools') : undefined;
    case 'gemini-tools':
      return isObject(value) || Array.isArray(value) ? readGeminiTools(value) : undefined;
    case 'mcp-tools-list':
      return isObject(value) ? readMcpToolsList(value) : undefined;
    case 'contract':
      return isObject(value) ? readContract(value) : undefined;
  }
}
