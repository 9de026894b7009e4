import type { JsonPath } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import type { FixProposal } from '../engine/fixes/model';
import type { ContractModel, Target, ToolModel } from '../engine/model';
import { checkedTargets, GEMINI_SCHEMA_FIELDS, isStrictFor, keywordsAlong, OPENAI_STRICT_UNSUPPORTED } from '../engine/providers';
import { defineRule, type RuleContext } from '../engine/rule';
import { schemaTree } from '../engine/schemaWalk';

/**
 * A JSON Schema construct a target rejects, reported at the keyword:
 * - OpenAI strict mode (a strict tool, or a contract sent to OpenAI): allOf, not, if/then/else,
 *   dependentRequired, dependentSchemas, and a root that is not an object (or is an anyOf);
 * - Gemini `parameters` (its OpenAPI subset): any member its Schema type does not have, and a
 *   list of types; the JSON Schema form, `parametersJsonSchema`, takes them.
 * What sits under a rejected keyword is not reported again.
 */
export default defineRule({
  meta: {
    id: 'provider-keyword-unsupported',
    severity: 'error',
    description: "An input schema uses a construct one of the file's targets rejects (OpenAI strict mode, Gemini's parameters).",
    layer: 'input',
    scope: 'tool',
  },
  check({ model, targets: configured, report }) {
    const targets = checkedTargets(model, configured);
    if (!targets) return;
    for (const tool of model.tools) {
      if (isStrictFor(tool, model, 'openai', targets)) checkOpenAiStrict(tool, report);
      if (usesGeminiParameters(model, tool, targets)) checkGeminiParameters(tool, report);
    }
  },
  fix({ model, tool }) {
    // A Gemini declaration's findings are all its OpenAPI subset's (a declaration has no strict mode).
    if (!tool || model.format !== 'gemini-tools' || tool.inputSchemaPath[tool.inputSchemaPath.length - 1] !== 'parameters') return [];
    return [declareAsJsonSchema(tool)];
  },
});

function checkOpenAiStrict(tool: ToolModel, report: RuleContext['report']): void {
  const schema = tool.inputSchema;
  if (schema === undefined || schema === null || typeof schema !== 'object' || Array.isArray(schema)) return; // input-schema-invalid's
  const root = schema as Record<string, unknown>;
  if (root.type !== 'object' || root.anyOf !== undefined) {
    report({
      path: root.type !== 'object' ? tool.inputSchemaPath.concat((root.type === undefined ? [] : ['type'])) : tool.inputSchemaPath.concat('anyOf'),
      part: root.type !== 'object' && root.type === undefined ? 'value' : 'key',
      message: `OpenAI strict mode needs ${toolLabel(tool)}'s input to be an object schema at its root (type "object", no anyOf there): the request is refused. Put the alternatives in a property of an object.`,
    });
  }
  forEachKeyword(tool, OPENAI_STRICT_UNSUPPORTED, (path, keyword) => {
    report({
      path,
      part: 'key',
      message: `OpenAI strict mode does not support "${keyword}" (${toolLabel(tool)}): the request is refused. ${OPENAI_ALTERNATIVE[keyword] ?? ''}`.trim(),
    });
  });
}

const OPENAI_ALTERNATIVE: Readonly<Record<string, string>> = {
  allOf: 'Merge the branches into one schema, or use anyOf if they are alternatives.',
  not: 'Say what is allowed instead (an enum, a pattern), or check it in the tool.',
  if: 'Split the conditional shapes into anyOf branches, or check the condition in the tool.',
  then: 'Split the conditional shapes into anyOf branches, or check the condition in the tool.',
  else: 'Split the conditional shapes into anyOf branches, or check the condition in the tool.',
  dependentRequired: 'Make the dependent properties required (nullable), or check the dependency in the tool.',
  dependentSchemas: 'Fold the dependent schema into anyOf branches, or check the dependency in the tool.',
};

function usesGeminiParameters(model: ContractModel, tool: ToolModel, targets: readonly Target[]): boolean {
  return targets.includes('gemini') && model.format === 'gemini-tools' && tool.inputSchemaPath[tool.inputSchemaPath.length - 1] === 'parameters';
}

function checkGeminiParameters(tool: ToolModel, report: RuleContext['report']): void {
  const unsupported = (keyword: string): boolean => !GEMINI_SCHEMA_FIELDS.has(keyword);
  forEachKeyword(tool, undefined, (path, keyword, node) => {
    if (keyword === 'type' && Array.isArray(node.type)) {
      report({
        path,
        part: 'value',
        message: `Gemini's parameters take one type per schema, not a list (${toolLabel(tool)}): write the other type as "nullable": true or anyOf, or declare the schema as parametersJsonSchema, which takes JSON Schema.`,
      });
      return;
    }
    if (!unsupported(keyword)) return;
    report({
      path,
      part: 'key',
      message: `Gemini's parameters (an OpenAPI subset) have no "${keyword}" (${toolLabel(tool)}): it is refused or ignored. Declare the schema as parametersJsonSchema, which takes JSON Schema, or drop "${keyword}".`,
    });
  }, unsupported);
}

/**
 * Calls `visit` for each member of each subschema of the tool's input whose key is in
 * `keywords` (every member when undefined), skipping what lies under a keyword `skipUnder` says
 * was reported already.
 */
function forEachKeyword(
  tool: ToolModel,
  keywords: readonly string[] | undefined,
  visit: (path: JsonPath, keyword: string, node: Record<string, unknown>) => void,
  skipUnder: (keyword: string) => boolean = (keyword) => keywords?.includes(keyword) ?? false,
): void {
  for (const sub of schemaTree(tool.inputSchema).subschemas) {
    const relative = sub.depth === 0 ? [] : sub.relativePath();
    if (sub.depth > 0 && keywordsAlong(relative).some(skipUnder)) continue;
    for (const key of keywords ?? Object.keys(sub.node)) {
      if (Object.prototype.hasOwnProperty.call(sub.node, key)) visit(tool.inputSchemaPath.concat(relative, key), key, sub.node);
    }
  }
}

/** `parameters` → `parametersJsonSchema`, its OpenAPI type names in JSON Schema's lower case. */
function declareAsJsonSchema(tool: ToolModel): FixProposal {
  return {
    title: `Declare ${toolLabel(tool)}'s parameters as parametersJsonSchema (JSON Schema)`,
    kind: 'safe',
    preferred: true,
    write: (editor) => {
      editor.renameKey(tool.inputSchemaPath, 'parametersJsonSchema');
      const raw = tool.raw.parameters;
      for (const sub of schemaTree(raw).subschemas) {
        const type = sub.node.type;
        if (typeof type === 'string' && type !== type.toLowerCase()) {
          editor.replaceNode(tool.inputSchemaPath.concat((sub.depth === 0 ? [] : sub.relativePath()), 'type'), type.toLowerCase());
        }
      }
    },
  };
}
