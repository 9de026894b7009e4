/**
 * The seven checks of a review card: ids, labels and the seed's questions. No imports, so
 * the extension client can label checks and render Markdown without bundling the engine.
 */
export type CheckId = 'target' | 'diff' | 'impact' | 'approval' | 'replay_safety' | 'evidence' | 'recovery';
export type CheckStatus = 'go' | 'stop';

/** The seven checks, in the order a reviewer reads them. */
export const CHECK_IDS: readonly CheckId[] = ['target', 'diff', 'impact', 'approval', 'replay_safety', 'evidence', 'recovery'];

export const CHECK_LABELS: Readonly<Record<CheckId, string>> = {
  target: 'Target',
  diff: 'Diff',
  impact: 'Impact',
  approval: 'Approval',
  replay_safety: 'Replay safety',
  evidence: 'Evidence',
  recovery: 'Recovery',
};

/** The question each check answers, in the seed's words. */
export const CHECK_QUESTIONS: Readonly<Record<CheckId, string>> = {
  target: 'Does the preview name the exact object and environment?',
  diff: 'Can a reviewer see the meaningful before/after change?',
  impact: 'Does it state who or what will be affected, including irreversible effects?',
  approval: 'Is confirmation captured outside model-generated text and bound to this preview?',
  replay_safety: 'Is execution idempotent, or otherwise protected from retries and double clicks?',
  evidence: 'Does the tool read back the result and return an inspectable receipt?',
  recovery: 'Is rollback documented, or is the lack of rollback explicit before approval?',
};

export function isCheckId(value: unknown): value is CheckId {
  return typeof value === 'string' && (CHECK_IDS as readonly string[]).includes(value);
}
