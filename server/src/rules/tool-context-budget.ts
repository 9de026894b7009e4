import { contextCost, costliestTools, formatTokens, TOKEN_ENCODING } from '../engine/contextTokens';
import { defineRule } from '../engine/rule';

/** How many of the costliest tools the finding names. */
export const COSTLIEST_SHOWN = 5;

export default defineRule({
  meta: {
    id: 'tool-context-budget',
    severity: 'info',
    description: 'The tools of a file together take more tokens of the model\'s context than contextBudgetTokens allows (off until a budget is set).',
    layer: 'document',
  },
  check({ model, contextBudgetTokens, report }) {
    // Off by default: without a budget nothing is counted, so a plain lint never loads the tokenizer.
    if (contextBudgetTokens === undefined || model.tools.length === 0) return;
    const cost = contextCost(model);
    if (cost.total <= contextBudgetTokens) return;
    const costliest = costliestTools(cost, COSTLIEST_SHOWN);
    const listed = costliest.map(({ tool, tokens }) => `${tool.name ?? `tool ${tool.index + 1}`} (${formatTokens(tokens)})`).join(', ');
    report({
      path: model.toolsPath,
      part: 'key',
      message:
        `${model.tools.length === 1 ? 'This tool takes' : `These ${model.tools.length} tools take`} ${formatTokens(cost.total)} of the model's context (${TOKEN_ENCODING}), over the budget of ${formatTokens(contextBudgetTokens)} ` +
        `by ${formatTokens(cost.total - contextBudgetTokens)}. The costliest: ${listed}. Shorten their descriptions and schemas, or split the set so a request carries only the tools it needs.`,
      related: costliest.map(({ tool, tokens }) => ({ path: tool.name !== undefined ? tool.path.concat('name') : tool.path, message: `${tool.name ?? 'This tool'}: ${formatTokens(tokens)}.` })),
    });
  },
});
