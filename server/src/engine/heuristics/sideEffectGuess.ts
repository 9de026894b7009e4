/**
 * The likeliest side-effect class of a tool from its annotations and its name (spec §3.4),
 * for `side-effects-undeclared`'s message and its *Declare …* fix. Annotations win when they
 * say anything; otherwise the first verb in the name decides (`tickets.list_open` → list);
 * otherwise nothing is known and non_idempotent, the class an agent never retries, comes first.
 */
import { isObject } from '../document';
import type { SideEffects } from '../model';
import { splitWords } from './words';

const READ_ONLY_VERBS: readonly string[] = [
  'get', 'list', 'read', 'search', 'find', 'fetch', 'query', 'lookup', 'look', 'show', 'describe', 'view', 'preview',
  'verify', 'check', 'count', 'inspect', 'explain', 'validate', 'estimate', 'calculate', 'compute', 'diff', 'compare',
  'download', 'browse', 'retrieve', 'load', 'scan', 'poll', 'ping', 'summarize', 'summarise', 'analyze', 'analyse',
  'is', 'has', 'can', 'test', 'resolve', 'status', 'info', 'dump', 'export', 'print', 'render', 'parse', 'convert',
  'translate', 'lint', 'audit', 'watch', 'head', 'peek', 'whoami', 'echo', 'suggest', 'recommend',
];

const IDEMPOTENT_VERBS: readonly string[] = [
  'set', 'update', 'put', 'upsert', 'enable', 'disable', 'archive', 'unarchive', 'replace', 'assign', 'unassign',
  'rename', 'move', 'mark', 'close', 'reopen', 'lock', 'unlock', 'pin', 'unpin', 'star', 'unstar', 'follow', 'unfollow',
  'label', 'tag', 'untag', 'configure', 'sync', 'save', 'write', 'patch', 'cancel', 'stop', 'pause', 'resume',
  'approve', 'reject', 'mute', 'unmute', 'hide', 'unhide', 'block', 'unblock', 'grant', 'apply', 'ensure', 'install',
  'subscribe', 'unsubscribe', 'merge', 'edit', 'change', 'modify', 'link', 'unlink', 'attach', 'detach',
  'restore', 'deactivate', 'activate', 'suspend', 'scale', 'resize',
];

/** Mutations whose repeat leaves the same state, but that lose something: idempotent and destructive. */
const DESTRUCTIVE_VERBS: readonly string[] = [
  'delete', 'remove', 'destroy', 'purge', 'drop', 'erase', 'wipe', 'truncate', 'revoke', 'terminate', 'uninstall',
  'overwrite', 'reset', 'clear', 'ban', 'kill', 'evict', 'expunge', 'discard', 'deprovision', 'decommission',
];

const NON_IDEMPOTENT_VERBS: readonly string[] = [
  'create', 'send', 'post', 'add', 'append', 'charge', 'transfer', 'execute', 'run', 'submit', 'insert', 'invoke',
  'trigger', 'pay', 'refund', 'book', 'order', 'comment', 'reply', 'notify', 'email', 'message', 'increment',
  'decrement', 'toggle', 'duplicate', 'copy', 'clone', 'fork', 'upload', 'import', 'enqueue', 'push', 'publish',
  'new', 'invite', 'register', 'restart', 'reboot', 'retry', 'call', 'dispatch', 'emit', 'issue', 'open',
  'start', 'launch', 'spawn', 'schedule', 'deploy', 'buy', 'purchase', 'sell', 'withdraw', 'deposit', 'tweet', 'share',
  'forward', 'escalate', 'log', 'record', 'vote', 'like', 'deduct', 'exec', 'perform', 'process', 'do',
];

const VERB_CLASS = new Map<string, { sideEffects: SideEffects; destructive: boolean }>();
for (const verb of READ_ONLY_VERBS) VERB_CLASS.set(verb, { sideEffects: 'read_only', destructive: false });
for (const verb of IDEMPOTENT_VERBS) VERB_CLASS.set(verb, { sideEffects: 'idempotent', destructive: false });
for (const verb of DESTRUCTIVE_VERBS) VERB_CLASS.set(verb, { sideEffects: 'idempotent', destructive: true });
for (const verb of NON_IDEMPOTENT_VERBS) VERB_CLASS.set(verb, { sideEffects: 'non_idempotent', destructive: false });

export interface SideEffectGuess {
  readonly sideEffects: SideEffects;
  /** Whether the mutation loses something (delete, overwrite): for destructiveHint. */
  readonly destructive: boolean;
  /** What the guess rests on: the annotations, a verb in the name, or nothing. */
  readonly basis: 'annotations' | 'name' | 'default';
  /** The verb of the name that decided, when the basis is the name. */
  readonly verb?: string;
}

/** The class a tool's name suggests, from its first known verb; undefined when it has none. */
export function sideEffectsFromName(name: string | undefined): SideEffectGuess | undefined {
  if (!name) return undefined;
  for (const word of splitWords(name)) {
    const found = VERB_CLASS.get(word);
    if (found) return { ...found, basis: 'name', verb: word };
  }
  return undefined;
}

/**
 * The likeliest class from the annotations (when a side-effect hint is present) and the name.
 * - readOnlyHint true → read_only; idempotentHint true → idempotent; idempotentHint false → non_idempotent.
 * - readOnlyHint false or a destructiveHint alone say "mutating" but not which kind: the name
 *   decides between idempotent and non_idempotent, non_idempotent when it cannot.
 */
export function guessSideEffects(name: string | undefined, annotations: unknown): SideEffectGuess {
  const hints = isObject(annotations) ? annotations : {};
  const fromName = sideEffectsFromName(name);
  const destructive = hints.destructiveHint === true || (hints.destructiveHint !== false && !!fromName?.destructive);
  if (hints.readOnlyHint === true) return { sideEffects: 'read_only', destructive: false, basis: 'annotations' };
  if (hints.idempotentHint === true) return { sideEffects: 'idempotent', destructive, basis: 'annotations' };
  if (hints.idempotentHint === false) return { sideEffects: 'non_idempotent', destructive, basis: 'annotations' };
  if (hints.readOnlyHint === false || typeof hints.destructiveHint === 'boolean') {
    if (fromName && fromName.sideEffects !== 'read_only') return { ...fromName, destructive };
    return { sideEffects: 'non_idempotent', destructive, basis: 'annotations' };
  }
  return fromName ?? { sideEffects: 'non_idempotent', destructive: false, basis: 'default' };
}

/** All three classes, the guess first, then the others from the safest for a retrying agent. */
export function rankSideEffects(guess: SideEffectGuess): SideEffects[] {
  const order: SideEffects[] = ['non_idempotent', 'idempotent', 'read_only'];
  return [guess.sideEffects, ...order.filter((s) => s !== guess.sideEffects)];
}

/** The MCP hints that say a class (for a fix that writes annotations, and for messages). */
export function hintsFor(sideEffects: SideEffects, destructive = false): Record<string, boolean> {
  if (sideEffects === 'read_only') return { readOnlyHint: true };
  return { readOnlyHint: false, destructiveHint: destructive, idempotentHint: sideEffects === 'idempotent' };
}
