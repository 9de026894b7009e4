import { defineRule } from '../engine/rule';

export default defineRule({
  meta: {
    id: 'tool-name-duplicate',
    severity: 'error',
    description: 'Two tools share a name.',
    layer: 'document',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (tool.name === undefined) continue;
      const first = model.toolsByName.get(tool.name);
      if (!first || first === tool) continue;
      report({
        path: tool.path.concat('name'),
        message: `Another tool is already named "${tool.name}": the agent cannot tell which one it calls.`,
        related: [{ path: first.path.concat('name'), message: `"${tool.name}" is first defined here.` }],
      });
    }
  },
});
