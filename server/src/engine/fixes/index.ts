/** Quick fixes: the model, the per-finding computation, fix-all, and suppression edits. */
export { DEFAULT_CURRENCY, utcToday, type Fix, type FileEdit, type FixKind, type FixOptions, type TextEdit } from './model';
export { FixSession, fixesFor, parsesCleanly, type FixRequest } from './compute';
export { fixAll, fixAllSteps, safeFixes, nonOverlappingBatch, composeEdits, MAX_FIX_PASSES, type FixAllResult } from './fixAll';
export { applyTextEdits } from './editor';
export { disableFileEdit, disableLineEdit, acceptsComments, REASON_PLACEHOLDER } from './suppression';
