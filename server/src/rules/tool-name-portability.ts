import { checkedTargets, PORTABLE_TOOL_NAME, portableToolName } from '../engine/providers';
import { renameTool } from '../engine/fixes/renameTool';
import { defineRule } from '../engine/rule';

export { PORTABLE_TOOL_NAME, portableToolName };

export default defineRule({
  meta: {
    id: 'tool-name-portability',
    severity: 'info',
    description: 'A tool name outside ^[A-Za-z0-9_-]{1,64}$ is rejected by some providers.',
    layer: 'document',
    scope: 'tool',
  },
  check({ model, targets, report }) {
    // A file with targets (its own, the project's, or a provider's format) is provider-name-invalid's: one cause, one finding.
    if (checkedTargets(model, targets)) return;
    for (const tool of model.tools) {
      const name = tool.name;
      if (name === undefined || PORTABLE_TOOL_NAME.test(name)) continue;
      const why = name.length > 64
        ? `is ${name.length} characters long (the limit is 64)`
        : name.includes('.')
          ? 'has a dot, which MCP accepts but other providers reject'
          : name.length === 0
            ? 'is empty'
            : 'has characters outside A-Z, a-z, 0-9, _ and -';
      report({
        path: tool.path.concat('name'),
        message: `Tool name "${name}" ${why}: "${portableToolName(name)}" works with every provider.`,
      });
    }
  },
  fix({ model, tool }) {
    const name = tool?.name;
    if (!tool || name === undefined || PORTABLE_TOOL_NAME.test(name)) return [];
    const portable = portableToolName(name);
    if (model.toolsByName.has(portable)) return [];
    const onlyDots = name.length <= 64 && /^[A-Za-z0-9_.-]+$/.test(name);
    // Renaming a tool breaks every caller that uses the old name: a suggestion.
    return [
      {
        title: `${onlyDots ? 'Replace dots with underscores' : 'Use portable characters'}: rename ${name} to ${portable}`,
        kind: 'suggestion',
        preferred: true,
        // The tools that name it as their preview or read-back follow the rename.
        write: (editor) => renameTool(editor, model, tool, portable),
      },
    ];
  },
});
