import type { ToolModel } from './model';

/** How many memos the engine's modules have made: each has its own slot in every tool model's `memo`. */
let slots = 0;

/** An undefined answer, as kept in a slot (an empty slot reads as undefined). */
const UNDEFINED = Symbol('undefined');

/**
 * `compute` of a tool model, computed once per model and kept on it, in a slot of its `memo`.
 *
 * An edit inside one tool re-reads only that tool's model (every other tool keeps its model
 * object: engine/incremental.ts), so what a rule computed of the other tools is found again on
 * the next keystroke. Kept on the model rather than in a WeakMap keyed by it: a full lint of
 * the 1,000-tool bench file makes a thousand new models, and a thousand new entries in each of
 * two WeakMaps cost 0.8 ms of its 18 ms (CPU profile; bench/README.md, tenth session). The
 * answer must depend on the tool model alone.
 */
export function toolMemo<T>(compute: (tool: ToolModel) => T): (tool: ToolModel) => T {
  const slot = slots++;
  return (tool) => {
    const memo = tool.memo;
    const known = memo[slot];
    if (known !== undefined) return (known === UNDEFINED ? undefined : known) as T;
    const value = compute(tool);
    memo[slot] = value === undefined ? UNDEFINED : value;
    return value;
  };
}
