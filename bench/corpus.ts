/**
 * Generated contracts for benchmarks: N tools, two thirds read-only list/get tools and
 * one third preview/execute/verify trios, all clean, with realistic schemas (≈1.3 KB a tool).
 *
 * With `{ flawed: true }` every tool carries the flaws that have safe fixes (what fix-all
 * and `lint --fix` apply): a read tool an undocumented default, an unpaginated result list,
 * a rate_limited error with no retry hint and an annotation that contradicts sideEffects; a
 * trio a preview with no expires_at and an execute with no receipt_id.
 */
import { contract, mutationTrio, readTool, STANDARD_ERRORS } from '../test/helpers/contracts';

export interface CorpusOptions {
  readonly flawed?: boolean;
}

type Json = Record<string, any>;

const RATE_LIMITED_BARE = { type: 'rate_limited', description: 'Too many calls.' };
const ERRORS_WITHOUT_RETRY_HINT = STANDARD_ERRORS.map((e) => (e.type === 'rate_limited' ? RATE_LIMITED_BARE : e));

function flawedRead(tool: Json): Json {
  const copy = structuredClone(tool);
  copy.annotations = { readOnlyHint: false };
  copy.inputSchema.properties.limit = { type: 'integer', default: 20, description: 'Maximum results' };
  copy.outputSchema.properties.items = { type: 'array', items: { type: 'string' } };
  copy.errors = ERRORS_WITHOUT_RETRY_HINT;
  return copy;
}

function flawedTrio([preview, execute, verify]: Json[]): Json[] {
  const p = structuredClone(preview);
  delete p.outputSchema.properties.expires_at;
  p.outputSchema.required = p.outputSchema.required.filter((name: string) => name !== 'expires_at');
  const e = structuredClone(execute);
  delete e.outputSchema.properties.receipt_id;
  e.outputSchema.required = ['status'];
  return [p, e, verify];
}

export function generateContract(toolCount: number, options: CorpusOptions = {}): string {
  const tools: Record<string, unknown>[] = [];
  for (let i = 0; tools.length < toolCount; i++) {
    if (i % 3 === 2 && tools.length + 3 <= toolCount) {
      const trio = mutationTrio(`update_thing_${i}`, { rollback: `Call execute_update_thing_${i} with the previous value from the receipt.` });
      tools.push(...(options.flawed ? flawedTrio(trio) : trio));
    } else {
      const tool = readTool({ name: `get_thing_${i}`, description: `Reads thing ${i} by id.` });
      tools.push(options.flawed ? flawedRead(tool) : tool);
    }
  }
  return JSON.stringify(contract(tools, { version: '1.0.0' }), null, 2);
}
