import { isObject, type JsonPath } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import type { ContractModel, Target, ToolModel } from '../engine/model';
import { checkedTargets, isObjectSchema, isStrictFor, keywordsAlong, OPENAI_STRICT_LIMITS, TARGET_LABELS, TOOLS_PER_REQUEST } from '../engine/providers';
import { defineRule, type RuleContext } from '../engine/rule';
import { schemaTree } from '../engine/schemaWalk';

/**
 * A documented size limit of a target exceeded (docs/rules/provider-limit-exceeded.md cites each):
 * - tools per request: OpenAI 128, Gemini 512 function declarations per tool;
 * - OpenAI strict schemas: 5,000 properties in all, 10 levels of object nesting, 1,000 enum
 *   values in all, 120,000 characters of property names, definition names, enum and const
 *   values, and 15,000 characters for one string enum of more than 250 values.
 */
export default defineRule({
  meta: {
    id: 'provider-limit-exceeded',
    severity: 'error',
    description: "A tool set or an input schema exceeds a documented limit of one of the file's targets (tools per request, properties, nesting, enum sizes).",
    layer: 'document',
  },
  check({ model, targets: configured, report }) {
    const targets = checkedTargets(model, configured);
    if (!targets) return;
    checkToolCount(model, targets, report);
    for (const tool of model.tools) if (isStrictFor(tool, model, 'openai', targets)) checkStrictSchema(tool, report);
  },
});

function checkToolCount(model: ContractModel, targets: readonly Target[], report: RuleContext['report']): void {
  for (const target of targets) {
    const limit = TOOLS_PER_REQUEST[target];
    if (limit === undefined) continue;
    // Gemini's limit is per tool object: count each declarations array of a Gemini file on its own.
    const groups = target === 'gemini' && model.format === 'gemini-tools' ? groupByContainer(model.tools) : [model.tools];
    for (const tools of groups) {
      if (tools.length <= limit) continue;
      const first = tools[limit];
      const what = target === 'gemini' ? 'function declarations in one tool' : 'tools in one request';
      report({
        path: first.path,
        rangePath: first.name !== undefined ? first.path.concat('name') : first.path,
        message: `${tools.length} ${what}: ${TARGET_LABELS[target]} accepts at most ${limit}, so the request is refused from ${toolLabel(first)} on. Split the set so each request carries only the tools it needs.`,
      });
    }
  }
}

function groupByContainer(tools: readonly ToolModel[]): ToolModel[][] {
  const groups = new Map<string, ToolModel[]>();
  for (const tool of tools) {
    const key = JSON.stringify(tool.path.slice(0, -1));
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(tool);
  }
  return [...groups.values()];
}

interface Size {
  properties: number;
  enumValues: number;
  stringLength: number;
  deepest: { level: number; path: JsonPath };
  largeEnums: { path: JsonPath; count: number; length: number }[];
}

function measure(tool: ToolModel): Size {
  const size: Size = { properties: 0, enumValues: 0, stringLength: 0, deepest: { level: 0, path: [] }, largeEnums: [] };
  for (const sub of schemaTree(tool.inputSchema).subschemas) {
    const node = sub.node;
    const relative = sub.depth === 0 ? [] : sub.relativePath();
    if (isObject(node.properties)) {
      for (const name of Object.keys(node.properties)) {
        size.properties++;
        size.stringLength += name.length;
      }
    }
    for (const defs of ['$defs', 'definitions']) if (isObject(node[defs])) for (const name of Object.keys(node[defs] as object)) size.stringLength += name.length;
    if (typeof node.const === 'string') size.stringLength += node.const.length;
    if (Array.isArray(node.enum)) {
      size.enumValues += node.enum.length;
      let length = 0;
      for (const value of node.enum) if (typeof value === 'string') length += value.length;
      size.stringLength += length;
      if (node.enum.length > OPENAI_STRICT_LIMITS.largeEnumValues && length > OPENAI_STRICT_LIMITS.largeEnumLength) {
        size.largeEnums.push({ path: tool.inputSchemaPath.concat(relative, 'enum'), count: node.enum.length, length });
      }
    }
    if (isObjectSchema(node)) {
      const level = 1 + keywordsAlong(relative).filter((keyword) => keyword === 'properties').length;
      if (level > size.deepest.level) size.deepest = { level, path: tool.inputSchemaPath.concat(relative) };
    }
  }
  return size;
}

function checkStrictSchema(tool: ToolModel, report: RuleContext['report']): void {
  if (!isObject(tool.inputSchema)) return;
  const size = measure(tool);
  const limits = OPENAI_STRICT_LIMITS;
  const label = toolLabel(tool);
  const atSchema = { path: tool.inputSchemaPath, part: 'key' as const };
  const refused = 'OpenAI refuses the request in strict mode';
  if (size.properties > limits.properties) {
    report({ ...atSchema, message: `${label}'s input declares ${size.properties} properties in all; ${refused} past ${limits.properties}. Split the tool, or move rarely used fields into one free-form string.` });
  }
  if (size.deepest.level > limits.nesting) {
    report({ path: size.deepest.path, part: 'key', message: `This object is nested ${size.deepest.level} levels deep in ${label}'s input; ${refused} past ${limits.nesting} levels. Flatten it (an id instead of the nested object).` });
  }
  if (size.enumValues > limits.enumValues) {
    report({ ...atSchema, message: `${label}'s input has ${size.enumValues} enum values in all; ${refused} past ${limits.enumValues}. Replace the longest enums with a string the tool validates.` });
  }
  if (size.stringLength > limits.totalStringLength) {
    report({ ...atSchema, message: `${label}'s property names, definition names, enum and const values total ${size.stringLength} characters; ${refused} past ${limits.totalStringLength}. Shorten the enums or split the tool.` });
  }
  for (const large of size.largeEnums) {
    report({ path: large.path, part: 'key', message: `This enum has ${large.count} values totalling ${large.length} characters; ${refused} when an enum of more than ${limits.largeEnumValues} values exceeds ${limits.largeEnumLength} characters. Use a string the tool validates, or shorten the values.` });
  }
}
