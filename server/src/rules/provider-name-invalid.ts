import { toolLabel } from '../engine/embeddedSchemas';
import type { FixProposal } from '../engine/fixes/model';
import { renameTool } from '../engine/fixes/renameTool';
import type { ContractModel, ToolModel } from '../engine/model';
import {
  checkedTargets,
  GEMINI_PARAMETER_NAME,
  namePortableEverywhere,
  portableParameterName,
  TARGET_LABELS,
  targetList,
  TOOL_NAME_RULES,
} from '../engine/providers';
import { defineRule, type RuleContext } from '../engine/rule';
import { topLevelProperties } from '../engine/schemaWalk';

/**
 * A tool name (or, for Gemini, a parameter name) that one of the file's targets rejects: one
 * finding per name, naming every target that rejects it and the name all of them accept. In a
 * file with targets it takes over from tool-name-portability, which then stays silent.
 */
export default defineRule({
  meta: {
    id: 'provider-name-invalid',
    severity: 'error',
    description: "A tool name (or a Gemini parameter name) is outside what one of the file's targets accepts.",
    layer: 'document',
    scope: 'tool',
  },
  check({ model, targets: configured, report }) {
    const targets = checkedTargets(model, configured);
    if (!targets) return;
    for (const tool of model.tools) {
      const name = tool.name;
      if (name !== undefined) {
        const rejecting = targets.filter((target) => !TOOL_NAME_RULES[target].pattern.test(name));
        if (rejecting.length > 0) {
          const why = rejecting.map((target) => `${TARGET_LABELS[target]} accepts ${TOOL_NAME_RULES[target].accepts}`).join('; ');
          report({
            path: tool.path.concat('name'),
            message: `Tool name "${name}" is rejected by ${targetList(rejecting)} (${why}): the request fails with a 400 before the model sees any tool. Rename it to "${namePortableEverywhere(name)}", which every target accepts.`,
          });
        }
      }
      if (targets.includes('gemini')) reportParameters(tool, report);
    }
  },
  fix({ model, tool, finding }) {
    if (!tool) return [];
    const last = finding.path[finding.path.length - 1];
    if (last === 'name' && finding.path.length === tool.path.length + 1) return renameToolFix(model, tool);
    return renameParameter(tool, String(last));
  },
});

function reportParameters(tool: ToolModel, report: RuleContext['report']): void {
  for (const parameter of topLevelProperties(tool.inputSchema, tool.inputSchemaPath)) {
    if (GEMINI_PARAMETER_NAME.pattern.test(parameter.name)) continue;
    report({
      path: parameter.path,
      part: 'key',
      message: `Parameter "${parameter.name}" of ${toolLabel(tool)} is rejected by Gemini, which accepts parameter names of ${GEMINI_PARAMETER_NAME.accepts}. Rename it to "${portableParameterName(parameter.name)}".`,
    });
  }
}

function renameToolFix(model: ContractModel, tool: ToolModel): FixProposal[] {
  const name = tool.name;
  if (name === undefined) return [];
  const portable = namePortableEverywhere(name);
  if (portable === name || model.toolsByName.has(portable)) return [];
  // Renaming a tool breaks every caller that uses the old name: a suggestion.
  return [
    {
      title: `Rename ${name} to ${portable}, which every target accepts`,
      kind: 'suggestion',
      preferred: true,
      // The tools that name it as their preview or read-back follow the rename.
      write: (editor) => renameTool(editor, model, tool, portable),
    },
  ];
}

function renameParameter(tool: ToolModel, name: string): FixProposal[] {
  const parameter = topLevelProperties(tool.inputSchema, tool.inputSchemaPath).find((p) => p.name === name);
  if (!parameter) return [];
  const portable = portableParameterName(name);
  const siblings = Object.keys((parameter.owner.properties ?? {}) as object);
  if (portable === name || siblings.includes(portable)) return [];
  return [
    {
      title: `Rename parameter ${name} to ${portable}`,
      kind: 'suggestion',
      preferred: true,
      write: (editor) => {
        editor.renameKey(parameter.path, portable);
        const required = parameter.owner.required;
        if (Array.isArray(required)) {
          required.forEach((entry, i) => {
            if (entry === name) editor.replaceNode(parameter.ownerPath.concat('required', i), portable);
          });
        }
      },
    },
  ];
}
