/**
 * What a contract change is (spec §5) and what SemVer bump it needs. Pure: the diff,
 * the `version-bump-required` rule, the changelog entry and the CLI all speak this.
 */
import type { JsonPath } from '../engine/document';
import { semverInc, semverParse } from '../engine/semver';

export type Bump = 'major' | 'minor' | 'patch';
export type BumpOrNone = Bump | 'none';
export const BUMPS: readonly Bump[] = ['major', 'minor', 'patch'];

/**
 * The public change kinds (`kind` in `tool-contracts diff --format json`). A kind names
 * what changed; its bump can depend on the side (input or output) and the direction.
 */
export type ChangeKind =
  // tools and the contract
  | 'tool-added'
  | 'tool-removed'
  | 'tool-renamed'
  | 'contract-renamed'
  | 'side-effects-changed'
  | 'flow-changed' // previewTool / verifyTool
  // inputs
  | 'input-added-optional'
  | 'input-added-required'
  | 'input-removed'
  | 'input-renamed'
  | 'input-made-optional'
  | 'input-made-required'
  | 'input-enum-value-added'
  | 'input-enum-value-removed'
  // outputs (error fields count as output fields: the consumer reads them)
  | 'output-field-added'
  | 'output-field-removed'
  | 'output-field-renamed'
  | 'output-field-made-optional'
  | 'output-field-made-required'
  | 'output-enum-value-added'
  | 'output-enum-value-removed'
  // both sides
  | 'type-changed'
  | 'unit-changed'
  | 'constraint-changed'
  | 'default-changed'
  | 'schema-uncertain' // oneOf/anyOf/allOf/not/if/pattern/unknown keyword edits: judged major, with the reason
  // errors
  | 'error-type-added'
  | 'error-type-removed'
  // documentation only
  | 'documentation-changed';

export interface ContractChange {
  readonly kind: ChangeKind;
  readonly bump: Bump;
  /** JSON pointer of the changed node: in the head document, or in the base for what was removed (`inHead` false). */
  readonly pointer: string;
  readonly path: JsonPath;
  /** Whether `path` is in the head document (false for removals: then it is the base's path). */
  readonly inHead: boolean;
  /** One sentence naming the field and the change: `Output field tickets[].age_days was renamed to age_in_days.` */
  readonly message: string;
}

const ORDER: Readonly<Record<BumpOrNone, number>> = { none: 0, patch: 1, minor: 2, major: 3 };

export function compareBumps(a: BumpOrNone, b: BumpOrNone): number {
  return ORDER[a] - ORDER[b];
}

/** The bump a set of changes needs: the largest of theirs, `none` for no change. */
export function requiredBump(changes: readonly { readonly bump: Bump }[]): BumpOrNone {
  let best: BumpOrNone = 'none';
  for (const change of changes) if (ORDER[change.bump] > ORDER[best]) best = change.bump;
  return best;
}

/**
 * The bump from `base` to `head`, both valid SemVer. A prerelease of the next version counts
 * as that version's bump (`1.4.0` → `2.0.0-rc.1` is major), and so does any step between a
 * prerelease and its release (`2.0.0-rc.1` → `2.0.0-rc.2` or `2.0.0` may still break, as the
 * prerelease said); `'downgrade'` when head is lower than base.
 */
export function actualBump(base: string, head: string): BumpOrNone | 'downgrade' {
  const b = semverParse(base);
  const h = semverParse(head);
  if (!b || !h) throw new Error(`Not SemVer: ${!b ? base : head}`);
  const order = h.compare(b);
  if (order === 0) return 'none';
  if (order < 0) return 'downgrade';
  if (h.major !== b.major) return 'major';
  if (h.minor !== b.minor) return 'minor';
  if (h.patch !== b.patch) return 'patch';
  // Same x.y.z: base is a prerelease of it; the bump is the one x.y.z makes.
  if (b.minor === 0 && b.patch === 0) return 'major';
  return b.patch === 0 ? 'minor' : 'patch';
}

/** Whether moving from `base` to `head` satisfies the bump the changes need. */
export function bumpSatisfies(actual: BumpOrNone | 'downgrade', required: BumpOrNone): boolean {
  if (actual === 'downgrade') return false;
  return ORDER[actual] >= ORDER[required];
}

/** The smallest version after `base` that satisfies `bump` (`semver.inc`); `base` itself for none. */
export function smallestVersion(base: string, bump: BumpOrNone): string {
  if (bump === 'none') return base;
  const next = semverInc(base, bump);
  if (!next) throw new Error(`Not SemVer: ${base}`);
  return next;
}
