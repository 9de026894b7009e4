import { defineRule } from '../engine/rule';

export const PORTABLE_TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The portable form of a tool name: every other character becomes `_`, cut to 64. */
export function portableToolName(name: string): string {
  const replaced = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return replaced.length > 0 ? replaced : 'tool';
}

export default defineRule({
  meta: {
    id: 'tool-name-portability',
    severity: 'info',
    description: 'A tool name outside ^[A-Za-z0-9_-]{1,64}$ is rejected by some providers.',
    layer: 'document',
    scope: 'tool',
  },
  check({ model, report }) {
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
        path: [...tool.path, 'name'],
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
        write: (editor) => {
          editor.replaceNode([...tool.path, 'name'], portable);
          // The tools that name it as their preview or read-back follow the rename.
          for (const other of model.tools) {
            for (const field of ['previewTool', 'verifyTool'] as const) {
              if (other[field] === name) editor.replaceNode([...other.path, field], portable);
            }
          }
        },
      },
    ];
  },
});
