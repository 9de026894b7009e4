import type { JsonPath } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import type { FixProposal } from '../engine/fixes/model';
import { writeValueChanges } from '../engine/fixes/valueEdits';
import type { ContractModel, Target, ToolModel } from '../engine/model';
import { checkedTargets, isObjectSchema, isStrictFor, keywordsAlong, OPENAI_STRICT_UNSUPPORTED } from '../engine/providers';
import { defineRule } from '../engine/rule';
import { fieldName, freshSchemaTree, requiredNames, schemaTree } from '../engine/schemaWalk';
import { toStrictSchema } from '../engine/strictSchema';

/**
 * A tool held to strict mode whose input schema is not strict-compatible, one finding per object
 * schema that breaks it:
 * - OpenAI strict (`strict: true`, the Responses default, or a contract sent to OpenAI): every
 *   property listed in `required` and `additionalProperties: false` on every object;
 * - Anthropic `strict: true`: `additionalProperties: false` on every object (optional
 *   properties are allowed).
 * Objects under a keyword OpenAI strict mode rejects are provider-keyword-unsupported's.
 */
export default defineRule({
  meta: {
    id: 'provider-strict-violation',
    severity: 'error',
    description: 'A tool in strict mode has an optional property, or an object schema without additionalProperties: false.',
    layer: 'input',
    scope: 'tool',
  },
  check({ model, targets: configured, report }) {
    const targets = checkedTargets(model, configured);
    if (!targets) return;
    for (const tool of model.tools) {
      const mode = strictMode(tool, model, targets);
      if (!mode) continue;
      for (const violation of violations(tool, mode)) {
        const relative = violation.relative;
        const last = relative[relative.length - 1];
        const field = relative.length === 0 ? '' : fieldName(relative);
        const where = field === '' ? `${toolLabel(tool)}'s input` : `"${field}" in ${toolLabel(tool)}'s input`;
        const problems: string[] = [];
        if (violation.optional.length > 0) {
          problems.push(`${violation.optional.map((name) => `"${name}"`).join(', ')} ${violation.optional.length === 1 ? 'is' : 'are'} optional (strict mode wants every property in required, an optional one as nullable)`);
        }
        if (violation.open) problems.push('the object does not set additionalProperties: false');
        report({
          path: tool.inputSchemaPath.concat(relative),
          part: relative.length === 0 || typeof last === 'string' ? 'key' : 'value',
          message: `${where} breaks ${MODE_LABEL[mode]} strict mode: ${problems.join(', and ')}. The request is refused. "Make strict-compatible" rewrites the schema.`,
        });
      }
    }
  },
  fix({ model, tool, targets: configured }) {
    if (!tool) return [];
    const targets = checkedTargets(model, configured) ?? model.targets;
    const mode = strictMode(tool, model, targets);
    if (!mode) return [];
    return [strictFix(tool, mode)];
  },
});

type Mode = 'openai' | 'anthropic';
const MODE_LABEL: Readonly<Record<Mode, string>> = { openai: "OpenAI's", anthropic: "Anthropic's" };

function strictMode(tool: ToolModel, model: ContractModel, targets: readonly Target[]): Mode | undefined {
  if (isStrictFor(tool, model, 'openai', targets)) return 'openai';
  if (isStrictFor(tool, model, 'anthropic', targets)) return 'anthropic';
  return undefined;
}

interface Violation {
  readonly relative: JsonPath;
  readonly optional: readonly string[];
  readonly open: boolean;
}

function violations(tool: ToolModel, mode: Mode): Violation[] {
  const found: Violation[] = [];
  for (const sub of schemaTree(tool.inputSchema).subschemas) {
    if (!isObjectSchema(sub.node)) continue;
    const relative = sub.depth === 0 ? [] : sub.relativePath();
    if (sub.depth > 0 && keywordsAlong(relative).some((keyword) => OPENAI_STRICT_UNSUPPORTED.includes(keyword))) continue;
    const properties = sub.node.properties;
    const required = requiredNames(sub.node);
    const optional = mode === 'openai' && properties !== null && typeof properties === 'object' ? Object.keys(properties).filter((name) => !required.has(name)) : [];
    const open = sub.node.additionalProperties !== false;
    if (optional.length > 0 || open) found.push({ relative, optional, open });
  }
  return found;
}

/**
 * Make strict-compatible: OpenAI's strict form (toStrictSchema: every object closed, every
 * property required, the optional ones nullable with "Null means omitted."), or for Anthropic
 * every object closed. Written as the smallest edits, so comments and untouched lines stay.
 */
function strictFix(tool: ToolModel, mode: Mode): FixProposal {
  return {
    title: `Make strict-compatible (${mode === 'openai' ? 'OpenAI' : 'Anthropic'}): ${mode === 'openai' ? 'every property required, optional ones nullable, ' : ''}additionalProperties: false on every object`,
    kind: 'suggestion',
    preferred: true,
    write: (editor) => {
      const before = tool.inputSchema;
      const after = mode === 'openai' ? toStrictSchema(before) : closeObjects(before);
      writeValueChanges(editor, tool.inputSchemaPath, before, after);
    },
  };
}

/** A copy of the schema with additionalProperties: false on every object schema. */
function closeObjects(schema: unknown): unknown {
  const copy = structuredClone(schema);
  for (const sub of freshSchemaTree(copy).subschemas) if (isObjectSchema(sub.node)) sub.node.additionalProperties = false;
  return copy;
}
