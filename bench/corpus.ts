/**
 * Generated contracts for benchmarks: N tools, two thirds read-only list/get tools and
 * one third preview/execute/verify trios, all clean, with realistic schemas (≈1.3 KB a tool).
 */
import { contract, mutationTrio, readTool } from '../test/helpers/contracts';

export function generateContract(toolCount: number): string {
  const tools: Record<string, unknown>[] = [];
  for (let i = 0; tools.length < toolCount; i++) {
    if (i % 3 === 2 && tools.length + 3 <= toolCount) {
      tools.push(...mutationTrio(`update_thing_${i}`, { rollback: `Call execute_update_thing_${i} with the previous value from the receipt.` }));
    } else {
      tools.push(readTool({ name: `get_thing_${i}`, description: `Reads thing ${i} by id.` }));
    }
  }
  return JSON.stringify(contract(tools, { version: '1.0.0' }), null, 2);
}
