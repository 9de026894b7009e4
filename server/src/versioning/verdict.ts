/**
 * The verdict on a version: the changes since the base, the bump they need, the bump the
 * version makes, and whether that is enough. One judgement for the `version-bump-required`
 * rule, the versioning fixes and `tool-contracts diff`.
 */
import type { ContractModel } from '../engine/model';
import { isSemVer } from '../rules/version-invalid';
import type { BaseContract } from './base';
import { actualBump, bumpSatisfies, requiredBump, smallestVersion, type BumpOrNone, type ContractChange } from './changes';
import { diffContracts } from './diff';

export interface VersionVerdict {
  readonly baseVersion: string;
  readonly headVersion: string;
  readonly changes: readonly ContractChange[];
  readonly required: BumpOrNone;
  readonly actual: BumpOrNone | 'downgrade';
  /** The smallest version after the base's that satisfies `required`. */
  readonly smallest: string;
  readonly ok: boolean;
}

/**
 * The comparison the rule and its fix make: undefined when there is nothing to judge (no
 * base, or a version that is not SemVer on either side: version-invalid says so).
 */
export function judgeVersion(model: ContractModel, base: BaseContract | undefined): VersionVerdict | undefined {
  if (!base || !isSemVer(base.model.version) || !isSemVer(model.version)) return undefined;
  // The rule, then its fix and changelog-missing's on a code action, judge the same lint's model:
  // diff it once (models are never changed after they are read).
  if (lastVerdict?.model === model && lastVerdict.base === base) return lastVerdict.verdict;
  const verdict = compare(model, base, base.model.version, model.version);
  lastVerdict = { model, base, verdict };
  return verdict;
}

let lastVerdict: { readonly model: ContractModel; readonly base: BaseContract; readonly verdict: VersionVerdict } | undefined;

function compare(model: ContractModel, base: BaseContract, baseVersion: string, headVersion: string): VersionVerdict {
  const changes = diffContracts(base.model, model);
  const required = requiredBump(changes);
  const actual = actualBump(baseVersion, headVersion);
  return { baseVersion, headVersion, changes, required, actual, smallest: smallestVersion(baseVersion, required), ok: bumpSatisfies(actual, required) };
}

