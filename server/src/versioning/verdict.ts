/**
 * The verdict on a version: the changes since the base, the bump they need, the bump the
 * version makes, and whether that is enough. One judgement for the `version-bump-required`
 * rule, the versioning fixes and `tool-contracts diff`.
 */
import type { ContractModel } from '../engine/model';
import { isSemVer } from '../engine/semver';
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


/** What changed in an MCP tools/list (a snapshot) since its base, and the release the changes need. */
export interface SnapshotVerdict {
  readonly changes: readonly ContractChange[];
  readonly required: BumpOrNone;
}

/**
 * The comparison for an MCP tools/list, which has no version: the changes since the base and the
 * bump they need, as `tool-contracts diff` reports for two snapshots. Undefined when there is no
 * base, or when either side is not a tools/list (a contract is judged by judgeVersion).
 */
export function judgeSnapshot(model: ContractModel, base: BaseContract | undefined): SnapshotVerdict | undefined {
  if (!base || model.format !== 'mcp-tools-list' || base.model.format !== 'mcp-tools-list') return undefined;
  const changes = diffContracts(base.model, model);
  return { changes, required: requiredBump(changes) };
}
