import { rangeOn, ruleTable } from '../helpers/ruleTester';
import { contract, mcpList, readTool } from '../helpers/contracts';
import { contextCost } from '../../server/src/engine/contextTokens';
import { JsonDocument } from '../../server/src/engine/document';
import { readModel } from '../../server/src/engine/formats';

/** Six read tools whose descriptions grow, so the costliest are the last five in reverse order. */
const sixTools = Array.from({ length: 6 }, (_, i) =>
  readTool({ name: `get_thing_${i}`, description: `Reads one thing by id. ${'It reads the thing carefully. '.repeat(i * 4)}`.trim() }),
);
const doc = contract(sixTools);

/** The file's total, as the rule counts it: each tool's name, description and input schema. */
function totalOf(value: unknown): number {
  const model = readModel(new JsonDocument(JSON.stringify(value)).value, 'contract')!;
  return contextCost(model).total;
}
const total = totalOf(doc);

ruleTable('tool-context-budget', {
  valid: [
    { name: 'off without a budget, however large the set', doc },
    { name: 'a budget the tools fit in exactly', doc, contextBudgetTokens: total },
    { name: 'an empty tools array costs nothing', doc: contract([]), contextBudgetTokens: 1 },
  ],
  invalid: [
    {
      name: 'one token over: on the tools key, the five costliest named with their counts, costliest first',
      doc,
      contextBudgetTokens: total - 1,
      findings: [
        {
          pointer: '/tools',
          message: new RegExp(
            `^These 6 tools take ${total.toLocaleString('en-US')} tokens .* over the budget of ${(total - 1).toLocaleString('en-US')} tokens by 1 token\\. ` +
              `The costliest: get_thing_5 \\(\\d+ tokens\\), get_thing_4 \\(\\d+ tokens\\), get_thing_3 \\(\\d+ tokens\\), get_thing_2 \\(\\d+ tokens\\), get_thing_1 \\(\\d+ tokens\\)\\.`,
          ),
          related: ['/tools/5/name', '/tools/4/name', '/tools/3/name', '/tools/2/name', '/tools/1/name'],
        },
      ],
    },
    {
      name: 'an MCP tools/list over a small budget',
      doc: mcpList([{ name: 'search', description: 'Searches the docs.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }]),
      fileName: 'docs.tools.json',
      contextBudgetTokens: 5,
      findings: [{ pointer: '/tools', range: rangeOn(1, 2, 9), message: /^This tool takes \d+ tokens .* The costliest: search \(\d+ tokens\)\./ }],
    },
  ],
});

