/** Versioning (spec §5): the diff of two contracts, the bump it needs, the changelog entry. */
export * from './changes';
export { readBaseContract, type BaseContract } from './base';
export { diffContracts } from './diff';
export { formatChangelogEntry, changelogInsertion, hasChangelogEntry, DEFAULT_CHANGELOG, type ChangelogInsertion } from './changelog';
export { judgeSnapshot, judgeVersion, type SnapshotVerdict, type VersionVerdict } from './verdict';
