/**
 * Gemini function declarations: `{ functionDeclarations: [{ name, description, parameters |
 * parametersJsonSchema, response | responseJsonSchema }] }` (or `function_declarations`, the
 * REST spelling), an array of such tool objects, or a captured request payload that has them in
 * `tools` (REST) or `config.tools` (@google/genai).
 *
 * `parameters` is Gemini's OpenAPI subset, whose types are written in capitals ("OBJECT",
 * "STRING"): the model reads them in lower case so the schema rules see JSON Schema types;
 * paths still point at the file's own nodes.
 */
import { isObject, setMember, type JsonPath } from '../document';
import type { ContractModel, ToolModel } from '../model';
import { buildModel, readToolAt } from './shared';

const DECLARATION_KEYS = ['functionDeclarations', 'function_declarations'] as const;

/** The declarations member of a Gemini tool object, if it has one. */
export function declarationsKey(entry: unknown): string | undefined {
  if (!isObject(entry)) return undefined;
  return DECLARATION_KEYS.find((key) => Array.isArray(entry[key]));
}

export function isGeminiTool(entry: unknown): boolean {
  return declarationsKey(entry) !== undefined;
}

/** Every array of declarations in the file, with its path. */
function containers(root: unknown): { path: JsonPath; declarations: unknown[] }[] {
  const found: { path: JsonPath; declarations: unknown[] }[] = [];
  const addTools = (tools: unknown, base: JsonPath): void => {
    if (!Array.isArray(tools)) return;
    tools.forEach((tool, i) => {
      const key = declarationsKey(tool);
      if (key) found.push({ path: base.concat(i, key), declarations: (tool as Record<string, unknown[]>)[key] });
    });
  };
  if (Array.isArray(root)) addTools(root, []);
  else if (isObject(root)) {
    const key = declarationsKey(root);
    if (key) found.push({ path: [key], declarations: root[key] as unknown[] });
    addTools(root.tools, ['tools']);
    if (isObject(root.config)) addTools(root.config.tools, ['config', 'tools']);
  }
  return found;
}

export function readGeminiTools(root: unknown): ContractModel {
  const tools: ToolModel[] = [];
  const all = containers(root);
  let index = 0;
  for (const { path, declarations } of all) {
    declarations.forEach((raw, position) => {
      const at = index++;
      if (!isObject(raw)) return;
      const inputKey = pick(raw, ['parametersJsonSchema', 'parameters_json_schema']) ?? 'parameters';
      const outputKey = pick(raw, ['responseJsonSchema', 'response_json_schema', 'response']) ?? 'responseJsonSchema';
      const openApi = inputKey === 'parameters';
      const input = openApi ? lowerCaseTypes(raw.parameters) : raw[inputKey];
      const tool = readToolAt(raw, at, path.concat(position), { source: 'none' }, { inputSchema: inputKey, outputSchema: outputKey }, input);
      if (tool) tools.push(tool);
    });
  }
  return buildModel('gemini-tools', root, tools, { toolsPath: all[0]?.path ?? ['functionDeclarations'] });
}

function pick(raw: Record<string, unknown>, keys: readonly string[]): string | undefined {
  return keys.find((key) => raw[key] !== undefined);
}

/** A copy of an OpenAPI-subset schema with its `type` names in lower case; the schema itself when none is in capitals. */
export function lowerCaseTypes(schema: unknown): unknown {
  if (!hasCapitalType(schema, 0)) return schema;
  return copyLowered(schema, 0);
}

const MAX_DEPTH = 64;

function hasCapitalType(value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => hasCapitalType(item, depth + 1));
  if (!isObject(value)) return false;
  if (typeof value.type === 'string' && value.type !== value.type.toLowerCase()) return true;
  return Object.values(value).some((member) => hasCapitalType(member, depth + 1));
}

function copyLowered(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => copyLowered(item, depth + 1));
  if (!isObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    setMember(copy, key, key === 'type' && typeof member === 'string' ? member.toLowerCase() : copyLowered(member, depth + 1));
  }
  return copy;
}
