/**
 * Flags that hide a preview behind an execute tool, and flags by which the model
 * would grant its own approval (spec §3.4). Matching is on the name's words, so
 * `dryRun`, `dry_run` and `DRY-RUN` are one name. Used by `mutation-dry-run-flag`
 * and `mutation-self-confirmation`; both look at boolean flags only (`isFlagSchema`).
 */
import { isObject } from '../document';
import { isMutating, type ToolModel } from '../model';
import { acceptsKind, allProperties, fieldDescription, ValueKind, type PropertyVisit } from '../schemaWalk';
import { doesNothing, escapeRegExp } from './descriptions';
import { commandItReturns, sideEffectsFromName } from './sideEffectGuess';
import { splitWords } from './words';

// ── Dry-run flags ────────────────────────────────────────────────────────────

/** Phrases that say "dry run" wherever they stand in a name: `perform_dry_run`, `dryRunOnly`, `whatIfMode`. */
const DRY_RUN_ANYWHERE: readonly string[] = [
  'dry run', 'dryrun', 'what if', 'whatif', 'validate only', 'validation only', 'only validate', 'no op', 'noop',
];

/**
 * Words that say "dry run" only on their own or with a light affix (`preview`, `is_preview`,
 * `preview_mode`, `simulate_only`, `useSimulation`): `include_preview` or `simulated_results`
 * on a read tool are something else.
 */
const DRY_RUN_CORE: readonly string[] = [
  'dry', 'preview', 'preview run', 'simulate', 'simulation', 'simulated', 'plan only', 'check only', 'test run', 'test mode',
];
const DRY_RUN_PREFIXES = ['is', 'use', 'enable', 'do', 'run', 'perform', 'as'];
const DRY_RUN_SUFFIXES = ['mode', 'only', 'enabled', 'flag'];

const DRY_RUN_ANYWHERE_PATTERN = new RegExp(`(?:^| )(?:${DRY_RUN_ANYWHERE.join('|')})(?: |$)`);
const DRY_RUN_CORE_PATTERN = new RegExp(
  `^(?:(?:${DRY_RUN_PREFIXES.join('|')}) )?(?:${DRY_RUN_CORE.join('|')})(?: (?:${DRY_RUN_SUFFIXES.join('|')}))?$`,
);

/** A cheap test on the raw name before it is split: no dry-run name lacks all of these. */
const MAY_BE_DRY_RUN = /dry|what|valid|op|preview|simul|plan|check|test/i;

/** Words without which no name is a dry-run flag: most names are rejected on these alone. */
const DRY_RUN_TRIGGERS = wordsOf([...DRY_RUN_ANYWHERE, ...DRY_RUN_CORE], ['only', 'mode', 'run', 'test', 'check', 'plan', 'no', 'op']);

/** Whether a flag's name says it switches the tool into a dry run (dry_run, dryRun, previewRun, simulate, whatIf, noop). */
export function isDryRunFlagName(name: string): boolean {
  if (!MAY_BE_DRY_RUN.test(name)) return false;
  const words = splitWords(name);
  if (!words.some((w) => DRY_RUN_TRIGGERS.has(w)) && !isNoOp(words)) return false;
  const phrase = words.join(' ');
  return DRY_RUN_ANYWHERE_PATTERN.test(phrase) || DRY_RUN_CORE_PATTERN.test(phrase);
}

/** `no_op`, `test_run`, `test_mode`, `plan_only`, `check_only`: phrases of generic words. */
function isNoOp(words: readonly string[]): boolean {
  for (let i = 0; i + 1 < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (pair === 'no op' || pair === 'test run' || pair === 'test mode' || pair === 'plan only' || pair === 'check only') return true;
  }
  return false;
}

// ── Self-confirmation flags ──────────────────────────────────────────────────

/**
 * Approval the model would give itself. Each phrase matches the whole name, optionally
 * after `is`/`has`/`was`/`already`/`user`/`human`/`explicitly` and before `by user`:
 * `confirm`, `isConfirmed`, `user_approved`, `approved_by_user`, `hasUserConsent`.
 */
const SELF_CONFIRMATION_PHRASES: readonly string[] = [
  'confirm', 'confirmed', 'confirmation', 'approve', 'approved', 'approval', 'consent', 'consented',
  'yes', 'assume yes', 'auto yes', 'really', 'sure', 'i am sure', 'are you sure', 'acknowledge', 'acknowledged',
  'auto approve', 'auto confirm', 'auto approved', 'auto confirmed', 'pre approved', 'preapproved',
  'skip confirmation', 'skip confirm', 'skip approval', 'skip prompt', 'no confirm', 'no confirmation', 'no prompt',
  'without confirmation', 'without approval', 'always allow', 'always approve', 'allow always', 'auto accept',
];
const CONFIRMATION_PREFIXES = ['is', 'has', 'was', 'already', 'user', 'human', 'explicitly'];
const CONFIRMATION_SUFFIXES = ['by user', 'by human', 'by the user'];

const SELF_CONFIRMATION_PATTERN = new RegExp(
  `^(?:(?:${CONFIRMATION_PREFIXES.join('|')}) )*(?:${SELF_CONFIRMATION_PHRASES.join('|')})(?: (?:${CONFIRMATION_SUFFIXES.join('|')}))?$`,
);

/** A cheap test on the raw name before it is split: every approval phrase and grant verb has one of these. */
const MAY_BE_SELF_CONFIRMATION =
  /confirm|approv|consent|force|yes|sure|really|acknowledg|prompt|bypass|override|sudo|allow|permit|enable|ignore|skip|disable|without|suppress|accept/i;
/** `no_checks`, `noVerify`, `NO-CHECKS`: "no" as a word of its own at the start (not `notify`). */
const NO_PREFIX = /^[Nn][Oo](?![a-z])/;

/** Words without which no name matches an approval phrase: most names are rejected on these alone. */
const SELF_CONFIRMATION_TRIGGERS = wordsOf(SELF_CONFIRMATION_PHRASES, ['i', 'am', 'are', 'you', 'auto', 'pre', 'skip', 'no', 'without', 'assume', 'always']);

/**
 * Permission grants: a verb of permission and what it lets through.
 * - `bypass`, `override`, `sudo` grant whatever follows (`bypassPolicy`, `override_checks`).
 * - `allow`, `permit`, `force` grant when what follows is destructive or a safety gate
 *   (`allow_deleting_content`, `force_delete`, `force_push`); `allow_duplicates` and
 *   `force_refresh` are ordinary options (refreshing a cache is not an approval).
 * - `enable` grants when what follows is destructive (`enable_unsafe_deletes`), not when it is
 *   a safety gate (`enable_validation` turns one on).
 * - `ignore`, `skip`, `disable`, `no`, `without`, `suppress` grant when what follows is a safety
 *   gate (`ignore_warnings`, `skip_checks`, `no_verify`); `ignore_case` and `skip_empty` are options,
 *   and so is `suppress_warnings` (warnings hidden from the output, not passed).
 */
const GRANT_ANY = new Set(['bypass', 'override', 'sudo']);
const DANGER_ADVERBS: ReadonlySet<string> = new Set(['dangerously', 'unsafely']);
const UPDATE_WORDS: ReadonlySet<string> = new Set(['update', 'updates', 'upgrade', 'upgrades', 'version', 'versions']);
const GRANT_PERMISSION = new Set(['allow', 'permit', 'force']);
const GRANT_SAFETY_OFF = new Set(['ignore', 'skip', 'disable', 'no', 'without', 'suppress']);
const DESTRUCTIVE_OBJECTS = new Set([
  'delete', 'deleting', 'deletion', 'deletions', 'deletes', 'destroy', 'destroying', 'destructive', 'overwrite',
  'overwriting', 'overwrites', 'drop', 'dropping', 'purge', 'purging', 'wipe', 'wiping', 'truncate', 'unsafe',
  'production', 'prod', 'irreversible', 'loss', 'reset', 'remove', 'removal', 'removing', 'dangerous', 'danger',
  // Writes a read-only connection refuses (universal-db-mcp's connect_database `allowWrite`, "\u662f\u5426\u5141\u8bb8\u5199\u64cd\u4f5c"):
  // the model opens them to itself, as Notion's allow_deleting_content does deletions.
  'write', 'writes', 'writing',
]);
/**
 * Only after `force`: `force_push` rewrites history, `allow_push_notifications` is a preference.
 * A force of one of these is read as a bare `force` is (see isSelfConfirmationFlagName): on a tool
 * that may destroy something, unless its description names nothing it overrides.
 */
const FORCE_OBJECTS = new Set(['push', 'update', 'merge', 'kill', 'close']);
const SAFETY_OBJECTS = new Set([
  'warning', 'warnings', 'check', 'checks', 'validation', 'validations', 'verify', 'verification', 'policy',
  'policies', 'safety', 'safeguard', 'safeguards', 'guard', 'guards', 'guardrail', 'guardrails', 'confirmation',
  'confirmations', 'confirm', 'approval', 'approvals', 'review', 'reviews', 'preview', 'protection', 'protections',
  'lock', 'locks', 'quota', 'quotas', 'permission', 'permissions', 'acl', 'acls', 'hooks', 'precondition',
  'preconditions', 'prompt', 'prompts', 'audit', 'conflict', 'conflicts',
  // The undo a change records: Godot's delete_folder `allow_no_undo`, "The deletion then cannot be reverted".
  'undo',
]);

/**
 * A check of a value's form, not a gate on an action: monday.com's form question setting
 * `skipValidation`, "Link only. Skips URL format validation.", configures what respondents may type.
 */
const FORMAT_CHECK = /\b(?:format|syntax)\s+(?:validation|check(?:ing)?|verification)\b/i;

/**
 * A check skipped for speed, a trade the caller makes, not an approval: Lark's bitable record tools,
 * `ignore_consistency_check`, "Ignore read/write consistency checks to improve performance".
 */
const FOR_SPEED = /\b(?:to\s+)?(?:improve|boost|increase|speed\s+up)\s+(?:the\s+)?(?:performance|speed|throughput)\b|\bfor\s+(?:better\s+)?(?:performance|speed)\b/i;

/**
 * What a transport or a client checks (`skipTlsVerification`, `ignore_ssl_errors`,
 * `no_verify_certificate`): turning it off weakens a connection, it approves no action.
 */
const TRANSPORT_OBJECTS = new Set(['tls', 'ssl', 'cert', 'certs', 'certificate', 'certificates', 'https', 'hostname', 'cors', 'robots', 'cache']);

/**
 * Pieces of a text a tool may strip from what it writes or returns (fast-filesystem's write tools,
 * `force_remove_emojis`, "Force remove emojis"): removing them shapes the content, it approves no
 * destruction of anything the tool acts on.
 */
const CONTENT_PIECES: ReadonlySet<string> = new Set([
  'emoji', 'emojis', 'whitespace', 'whitespaces', 'spaces', 'comments', 'newlines', 'bom', 'accents', 'diacritics', 'html', 'markdown', 'formatting', 'tags', 'punctuation',
]);

function removesFromContent(rest: readonly string[]): boolean {
  const at = rest.findIndex((word) => DESTRUCTIVE_OBJECTS.has(word));
  return at >= 0 && at + 1 < rest.length && CONTENT_PIECES.has(rest[at + 1]) && rest.slice(at + 1).every((word) => CONTENT_PIECES.has(word) || word === 'and');
}

function isPermissionGrant(words: readonly string[]): boolean {
  const [verb, ...rest] = words;
  if (verb === undefined) return false;
  const has = (set: ReadonlySet<string>): boolean => rest.some((w) => set.has(w));
  if (has(TRANSPORT_OBJECTS)) return false;
  if (GRANT_ANY.has(verb)) return true;
  // The grant after what it is for (claude-flow's wasm_agent_compose `mcpToolsAllowDestructive`, "Set true to allow destructive
  // tools": the recall round of 2026-12-07): read from the grant's word on.
  if (!GRANT_PERMISSION.has(verb) && !GRANT_SAFETY_OFF.has(verb) && verb !== 'enable') {
    const grant = rest.findIndex((word) => word === 'allow' || word === 'permit');
    if (grant >= 0) return isPermissionGrant(rest.slice(grant));
  }
  // A switch its own name calls dangerous (Claude Code's Bash `dangerouslyDisableSandbox`, "Set this to true to
  // dangerously override sandbox mode": round 42, re-reader S10) unlocks what the name says is a danger.
  if (DANGER_ADVERBS.has(verb) && rest.length > 0) return true;
  // A check for a newer version of something is no gate (trigger.dev's deploy `skipUpdateCheck`, "Skip checking for
  // @trigger.dev package updates": round 42, re-reader S10).
  if (GRANT_SAFETY_OFF.has(verb) && has(UPDATE_WORDS)) return false;
  if (GRANT_PERMISSION.has(verb)) return (has(DESTRUCTIVE_OBJECTS) && !removesFromContent(rest)) || has(SAFETY_OBJECTS);
  if (verb === 'enable') return has(DESTRUCTIVE_OBJECTS);
  if (GRANT_SAFETY_OFF.has(verb)) return has(SAFETY_OBJECTS) && !checksNamedValues(rest) && !(verb === 'suppress' && hidesMessages(rest));
  return false;
}

/**
 * Warnings suppressed are warnings not shown (xcodebuildmcp's session_set_defaults `suppressWarnings`, a
 * build's compiler warnings left out of its output): hiding messages passes no gate, as ignoring
 * them (`ignore_warnings`) may. Only when warnings are all it names.
 */
function hidesMessages(rest: readonly string[]): boolean {
  return rest.length > 0 && rest.every((word) => word === 'warning' || word === 'warnings');
}

const VALUE_CHECKS: ReadonlySet<string> = new Set(['validation', 'validations']);
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', 'or', 'of', 'the', 'for']);

/**
 * A validation of named values, and no other gate: Jira's `ignoreUriAndModuleKeyValidation`
 * skips checking two of the tool's own inputs, which configures them; `disable_validation`,
 * with nothing named, still turns a gate off.
 */
function checksNamedValues(words: readonly string[]): boolean {
  const named = words.filter((word) => !VALUE_CHECKS.has(word) && !JOINING_WORDS.has(word));
  return words.some((word) => VALUE_CHECKS.has(word)) && named.length > 0 && !named.some((word) => SAFETY_OBJECTS.has(word) || DESTRUCTIVE_OBJECTS.has(word));
}

/**
 * `force` or `override` alone (`force`, `isForce`, `force_by_user`, `override`): on a tool that
 * may destroy something it overrides whatever would have stopped the change; elsewhere it is an
 * option (`force` a refresh). `override_checks` names what it overrides: a grant, always.
 */
const FORCE_PATTERN = new RegExp(`^(?:(?:${CONFIRMATION_PREFIXES.join('|')}) )*(force|override)(?: (?:${CONFIRMATION_SUFFIXES.join('|')}))?$`);

/**
 * A flag that opens with an approval verb and names what it approves: Linear's
 * `confirmSecretExposure` ("Must be true to acknowledge that a one-time secret will be
 * returned"), `acknowledgeRisk`, `confirm_delete`. Not a confirmation sent to someone else
 * (`confirm_email` asks for an email).
 */
const APPROVAL_VERBS: ReadonlySet<string> = new Set(['confirm', 'confirmed', 'acknowledge', 'acknowledged', 'approve', 'approved']);
const SENT_CONFIRMATIONS: ReadonlySet<string> = new Set(['email', 'emails', 'mail', 'message', 'messages', 'notification', 'notifications', 'sms', 'text', 'link']);

function approvesWhatItNames(words: readonly string[]): boolean {
  return words.length > 1 && APPROVAL_VERBS.has(words[0]) && !words.some((word) => SENT_CONFIRMATIONS.has(word));
}

/**
 * What a `force` overrides, when its description says: a check, a warning, a confirmation, a
 * protection ("Force the operation even if there are pods not managed by a ReplicaSet"; "Allow on a non-managed VM", what the
 * tool did not create, and "Kill-and-resume a live, unreachable, actively-busy session": lm-assist's vm_snapshot and ccr_connect,
 * the second held-out round of 2026-12-07), a prompt
 * skipped or one that asks ("without prompting", "prompts for"; not the prompt a message delivers,
 * agent-orchestrator's force_immediate, "interrupts a running session to deliver the prompt"). A
 * description that names none of these says which way the tool does its work (kubectl's "If
 * true, immediately remove resources from API and bypass graceful deletion"): a mode the model
 * picks, not an approval it gives itself.
 */
const FORCE_OVERRIDES =
  /\b(?:even (?:if|when|though)|regardless|anyway|confirm\w*|(?:skip\w*|bypass\w*|without|no|suppress\w*|avoid\w*) (?:the |any |a )?(?:\w+ )?prompt\w*|prompt(?:s|ed|ing)? (?:for|before)|warn\w*|checks?|checking|safeguards?|safety|safe|protect\w*|guard\w*|validat\w*|preconditions?|approv\w*|refus\w*|block\w*|prevent\w*|lock\w*|conflicts?|uncommitted|unsaved|unmerged|unpushed|(?:that|which) (?:is|are) (?:still )?(?:referenced|in use)|non-?empty|not empty|overwrit\w* (?:the |any |an )?existing|(?:remov|delet|kill|stop)\w*(?:-and-\w+)? (?:the |any |an? )?(?:running|live|busy|actively[- ]busy)|(?:non-?|not\s+|un)managed|not\s+(?:created|owned|started)\s+by)\b/i;

/**
 * A description that says no more than the flag's name and a verb that destroys ("Force delete", "Whether to force the deletion":
 * WooCommerce's woo_products_delete, woo_orders_delete and woo_coupons_delete, the fifth held-out round of 2026-12-07) says
 * nothing of what it does: read as none. Not another verb ("Force close", "Force synchronization": ruflo's terminal_close and
 * coordination_sync, labelled no self-confirmation in the recall round).
 */
const ECHOES_FORCE =
  /^\s*(?:whether\s+to\s+|set\s+(?:to\s+)?true\s+to\s+)?force(?:\s+the)?\s+(?:delet(?:e|es|ion)|remov(?:e|es|al)|purge|destroy|destruction|drop|wipe|erase)\s*\.?\s*$/i;

/**
 * A bare `force` or `override` is a self-confirmation unless its description says what it does
 * and names nothing it overrides (Datadog's mute_host `override`: "If true and the host is
 * already muted, replaces existing end time"). What is still referenced or in use, or not empty, is
 * guarded: "Set to true to force delete a global field that is referenced in content types"
 * (Contentstack's delete_global_field `options.force`: round 42, re-reader S11).
 */
function forceOverridesSomething(description: string | undefined): boolean {
  return !described(description) || ECHOES_FORCE.test(description) || FORCE_OVERRIDES.test(withoutHarmlessState(description)) || OVERRIDES_IN_CHINESE.test(description);
}

/**
 * The same in Chinese: \u786e\u8ba4 (confirm), \u7ed5\u8fc7 (bypass), \u5373\u4f7f (even if) (CloudBase's manageCloudRun
 * `force`, "\u7528\u4e8e\u8df3\u8fc7\u786e\u8ba4\u63d0\u793a": used to skip the confirmation prompt; manageStorage `force`, "\u4ee5\u786e\u8ba4\u5220\u9664").
 * Not \u8df3\u8fc7 (skip) alone: managePgDatabase's `force` skips or overwrites existing files, a mode.
 */
const OVERRIDES_IN_CHINESE = /\u786e\u8ba4|\u7ed5\u8fc7|\u5373\u4f7f/;

/**
 * "even if already logged in": a state the forced action would otherwise skip as done (Microsoft
 * 365's login `force`, "Force a new login even if already logged in"; Adobe's aio-app-deploy
 * `forceBuild`, "Force build even if no changes detected"), which protects nothing.
 * Not "already exists": forcing past that overwrites.
 */
const ALREADY_IN_STATE =
  /\beven (?:if|when|though) (?:(?:it|they|you|we)(?:'s|'re| is| are)? |(?:the )?\w+ (?:is|are) )?already (?:logged in|signed in|authenticated|connected|cached|running|started|up[- ]to[- ]date|installed|loaded|downloaded|fetched|synced|open)\b|\beven (?:if|when|though) (?:there (?:are|were) )?(?:no changes?(?: (?:are|were|is|was|have been|has been))?(?: detected| found)?|nothing (?:has )?changed|(?:it is |they are )?unchanged)\b/gi;

/**
 * "force the creation of a new plan even if one with the same attributes already exists" (Whop's
 * create_checkout_configurations `force_create_new_plan`: round 43, reader T2): a duplicate made beside the one that
 * exists, which it leaves as it is. Not "even if a file with the same name already exists", which is overwritten.
 */
const DUPLICATE_ALLOWED =
  /\beven (?:if|when|though) (?:one|another|an? \w+) with the same (?:attributes|settings|properties|configuration|parameters|values) already exists\b/gi;

/**
 * "Force rebuild even if index exists" (claude-flow's embeddings_rabitq_build `force`: round 44, reader T5): what is
 * rebuilt is derived from stored data (an index, a cache, embeddings), made again from it, as a cached state is.
 * Not "Force overwrite even if file exists": a file is no derived state.
 */
const DERIVED_REBUILT =
  /\bre-?(?:build|index|generate|compute)\w*\b[^.]{0,40}?\beven (?:if|when|though) (?:the |an? |its )?(?:[\w-]+ )?(?:index|indexes|indices|cache|embeddings?|thumbnails?) (?:already )?exists?\b/gi;

/**
 * "Force input even if unread output exists" (mcp-shell-server's terminal_operate `force_input`: rounds 61 and 63, re-readers
 * s3 and t3): a terminal's own bookkeeping, output the agent has not read yet, not a human's approval. Sending past it loses
 * nothing but the order of reading.
 */
const UNREAD_OUTPUT = /\beven (?:if|when|though) (?:there (?:is|are) )?(?:unread|pending|buffered) output(?: (?:exists|remains|is pending))?\b/gi;

function withoutHarmlessState(description: string): string {
  return description.replace(ALREADY_IN_STATE, '').replace(DUPLICATE_ALLOWED, '').replace(DERIVED_REBUILT, '').replace(UNREAD_OUTPUT, '');
}

/** The word of a bare `force` or `override` (`force`, `isForce`, `force_by_user`), or of a force of something named (`force_domain_override`), whose description decides; undefined for other names. */
function bareForce(name: string): string | undefined {
  if (!/force|override/i.test(name)) return undefined;
  const words = splitWords(name);
  return FORCE_PATTERN.exec(words.join(' '))?.[1] ?? (words[0] === 'force' && !isPermissionGrant(words) ? 'force' : undefined);
}

/** What made a bare `force` a self-confirmation, for the message: what its description says it overrides, or that it has none. */
function forceEvidence(word: string, name: string, description: string | undefined): string {
  const overrides = description === undefined ? null : FORCE_OVERRIDES.exec(withoutHarmlessState(description)) ?? OVERRIDES_IN_CHINESE.exec(description);
  if (overrides) return `its description says "${overrides[0]}"`;
  // `force_push` with no description: a force of something named, not a bare one.
  const words = splitWords(name);
  const what = FORCE_PATTERN.test(words.join(' ')) ? `a bare "${word}"` : `a force of "${words.slice(1).join(' ')}"`;
  return `${what} on a tool that may destroy something, and no description says it is only a mode`;
}

/**
 * Whether a flag's name lets the model approve its own action (confirm, approved, yes,
 * user_approved, skip_confirmation, always_allow, and `force` on a destructive tool) or grant
 * itself a permission (allow_deleting_content, allowDangerous, bypassPolicy, override_checks,
 * ignore_warnings).
 */
export function isSelfConfirmationFlagName(name: string, onDestructiveTool = true, description?: string, forceIsMode = false): boolean {
  if (!MAY_BE_SELF_CONFIRMATION.test(name) && !NO_PREFIX.test(name)) return false;
  const words = splitWords(name);
  // `approved_only`, "Only export approved pairs" (0nmcp's training_export): a filter on what is already approved.
  if (words.length > 1 && words[words.length - 1] === 'only') return false;
  if (asksForApproval(words)) return false;
  if (words.some((w) => SELF_CONFIRMATION_TRIGGERS.has(w)) && (SELF_CONFIRMATION_PATTERN.test(words.join(' ')) || approvesWhatItNames(words))) return true;
  if ((words.includes('force') || words.includes('override')) && FORCE_PATTERN.test(words.join(' '))) {
    // On a tool that builds or deploys, a bare `force` with nothing said of it rebuilds (Coolify's deploy).
    return onDestructiveTool && (!forceIsMode || described(description)) && forceOverridesSomething(description);
  }
  if (isPermissionGrant(words)) return !(description !== undefined && (FORMAT_CHECK.test(description) || FOR_SPEED.test(description))) && !bypassesAMode(words, description);
  // `force_domain_override`, "Force the domain override even if validation fails" (Coolify): a force
  // of something named, which its description says overrides a safeguard. A force of a push, an
  // update, a merge (`force_push`, `force_update`) with no description is one too, on such a tool;
  // with a description, that decides, as for a bare `force` (a metadata server's `force_update`,
  // "Update existing descriptions", on a tool annotated destructiveHint false, is a mode).
  if (words[0] !== 'force' || words.length < 2 || !onDestructiveTool) return false;
  return described(description) ? forceOverridesSomething(description) : words.slice(1).some((word) => FORCE_OBJECTS.has(word));
}

/**
 * `requiresApproval`, `require_confirmation`, `needs_review` (an orchestrator's setPendingAction, "Whether action
 * requires user approval before execution"): true asks for a human's approval, the opposite of giving one.
 */
function asksForApproval(words: readonly string[]): boolean {
  if (words.length > 1 && ASKS_FOR.has(words[0])) return true;
  // `force_user_confirm`, "Force user confirmation regardless of LLM evaluation result" (mcp-shell-server's shell_execute:
  // round 43, reader T1): true makes the human confirm, even where the server would not have asked. Not `skip_user_confirm`.
  return (words[0] === 'force' || words[0] === 'always') && words.length >= 3 && HUMAN_WORDS.has(words[1]) && APPROVAL_WORDS.has(words[2]);
}

/**
 * A flag off by default whose description opens by asking for a human's approval, as `require_confirmation` does by its
 * name: "Require confirmation for large files (default: false for MCP mode) … true: Prompt user for confirmation on
 * large files" (latest-science's fetch_pdf_content `confirmLargeFiles`: round 56, re-reader AG1). True asks a human;
 * false, the default, approves nothing the tool would not do anyway. On by default, sending false skips the human, and
 * the flag is read as any other.
 */
function asksForApprovalByDescription(description: string | undefined, schema: unknown): boolean {
  return description !== undefined && ASKS_FOR_APPROVAL_OPENING.test(description) && !(isObject(schema) && schema.default === true);
}

/** How a flag is said to be on by default: its schema's `default: true`, or "(default: true)", "Defaults to true" in its description. */
function defaultTrue(schema: unknown, description: string): string | undefined {
  if (isObject(schema) && schema.default === true) return '"default": true';
  return DEFAULT_TRUE_SAID.exec(description)?.[0];
}
const DEFAULT_TRUE_SAID = /\bdefault(?:s\s+to|:|\s+is|\s+=)?\s*`?true`?\b/i;

const ASKS_FOR_APPROVAL_OPENING =
  /^\s*(?:whether\s+to\s+|if\s+true,?\s+)?(?:requires?|request|ask\s+for|prompt\s+(?:the\s+)?user\s+for)\s+(?:(?:the\s+)?(?:user(?:'s)?|human(?:'s)?|manual|explicit)\s+)?(?:confirmation|approval|consent|review)\b/i;

/** Who a flag that forces an approval asks, and what it asks for (asksForApproval). */
const HUMAN_WORDS: ReadonlySet<string> = new Set(['user', 'human', 'manual', 'interactive', 'operator']);
const APPROVAL_WORDS: ReadonlySet<string> = new Set(['confirm', 'confirmation', 'approval', 'approve', 'prompt', 'review', 'consent']);

/** First words of a flag that asks for an approval rather than gives one. */
const ASKS_FOR: ReadonlySet<string> = new Set(['require', 'requires', 'required', 'requiring', 'need', 'needs', 'request', 'requests', 'ask', 'asks', 'wait', 'await']);

/**
 * A `bypass` or `override` of something that is no gate (neither a safety object nor a destructive
 * one), whose description says what it does and names nothing it overrides (FORCE_OVERRIDES): a
 * mode the model picks. An export tool's `bypass_pagination`, "Export all records without
 * pagination", lifts no check. `bypassPolicy` names a gate and is a grant whatever its description;
 * an undescribed `bypass_...` stays one too.
 */
function bypassesAMode(words: readonly string[], description: string | undefined): boolean {
  const [verb, ...rest] = words;
  if (verb !== 'bypass' && verb !== 'override') return false;
  if (rest.length === 0 || rest.some((word) => SAFETY_OBJECTS.has(word) || DESTRUCTIVE_OBJECTS.has(word))) return false;
  return described(description) && !forceOverridesSomething(description);
}

function described(description: string | undefined): description is string {
  return description !== undefined && description.trim() !== '';
}

/**
 * Words that open the name of a switch of a rule or policy the tool writes: `required_linear_history`,
 * `block_creations`, `lock_branch`, `enforce_admins`, `restrict_pushes`.
 */
const RULE_SWITCH_VERBS: ReadonlySet<string> = new Set([
  'require', 'required', 'requires', 'block', 'blocks', 'lock', 'locks', 'enforce', 'enforces', 'restrict', 'restricts',
  'disallow', 'disallows', 'deny', 'denies', 'prevent', 'prevents',
]);
const RULE_GRANT_VERBS: ReadonlySet<string> = new Set(['allow', 'permit', 'enable']);

/**
 * A permission written into the rule or policy the tool configures, not one the model takes for
 * its own call: an `allow_...`/`permit_...`/`enable_...` flag among two or more sibling switches of
 * that rule that restrict (`require...`, `block...`, `lock...`, `enforce...`, `restrict...`,
 * `deny...`, `prevent...`). A branch-protection tool's `allow_deletions` beside
 * `required_linear_history`, `block_creations`, `lock_branch` and `enforce_admins` says whether
 * anyone may delete the branch; its sibling `allow_force_pushes` is the same kind of value. A
 * self-grant (Notion's `allow_deleting_content`, beside `content`) sits among the call's own inputs.
 * Its description may still make it one (flagInputs reads it next).
 */
function isRuleSetting(name: string, property: PropertyVisit): boolean {
  const words = splitWords(name);
  if (!RULE_GRANT_VERBS.has(words[0] ?? '') || SELF_CONFIRMATION_PATTERN.test(words.join(' '))) return false;
  const properties = property.owner.properties;
  if (!isObject(properties)) return false;
  let switches = 0;
  for (const sibling of Object.keys(properties)) {
    if (sibling === property.name || sibling.length > 200) continue;
    if (RULE_SWITCH_VERBS.has(splitWords(sibling)[0] ?? '') && ++switches >= 2) return true;
  }
  return false;
}

/**
 * A flag that is a stored setting, not a consent to this call:
 * - a member of a settings object (`config`, `configuration`, `settings`, `preferences`): DigitalOcean's
 *   db-cluster-update-os-config `config.override_main_response_version`, an OpenSearch setting;
 * - an `auto...` flag applied to what comes later (0nmcp's crm_create_calendar `autoConfirm`, "Auto-confirm
 *   new appointments"): the calendar's setting for its future bookings;
 * - a `force` whose description speaks of a cache and of nothing it destroys (community-ff's sync_project,
 *   "Force re-sync even if cache already exists"): a refresh.
 * A description that asks for the user's approval still makes any of them one (flagInputs reads it next).
 */
function isStoredSetting(name: string, description: string | undefined, property?: PropertyVisit): boolean {
  if (property !== undefined && SETTINGS_OBJECT.test(property.field)) return true;
  const words = splitWords(name);
  if (words[0] === 'auto' && description !== undefined && LATER_ITEMS.test(description)) return true;
  return words[0] === 'force' && description !== undefined && CACHE.test(description) && !DESTROYS.test(description);
}
/** A field whose parent is a settings object: `config.x`, `settings.x`, `spec.configuration.x`. */
const SETTINGS_OBJECT = /(?:^|\.)(?:config|configuration|settings|preferences|prefs)\.[^.[\]]+$/i;
const LATER_ITEMS = /\b(?:new|future|incoming|subsequent|upcoming)\b/i;
const CACHE = /\bcach(?:e|ed|es|ing)\b/i;
const DESTROYS = /\b(?:overwrit\w*|delet\w*|destroy\w*|remov\w*|replac\w*|discard\w*|drop\w*|wip\w*|purg\w*|erase\w*|lose|lost)\b/i;

/** One past participle, a state: `approved`, `confirmed`, `verified`, `isApproved`. */
const STATE_WORD = /^(?:is_?)?(?:approved|confirmed|verified|acknowledged|consented|accepted)$/i;

/**
 * Fields of a record of a person or an account (`email`, `username`, `password`, `firstName`):
 * two of them beside a state flag say the flag is a field of that record.
 */
const RECORD_FIELDS: ReadonlySet<string> = new Set([
  'email', 'email address', 'username', 'user name', 'login', 'password', 'new password', 'old password', 'name', 'first name',
  'last name', 'full name', 'display name', 'phone', 'phone number', 'nickname', 'title', 'member type', 'role', 'roles', 'groups',
]);

/** Another state of the record beside it: `isLockedOut`, `is_active`, `has_two_factor` (two words or more, `is`/`has` first). */
const OTHER_STATE = /^(?:is|has) \w/;

/**
 * A state named like an approval (`approved`, `isApproved`, `verified`) that is the state of a
 * record, not the model's consent to its own call. Evidence, either of:
 * - the tool changes nothing (its annotations or verb say read-only: Umbraco's find-member
 *   `isApproved`, a search filter; validate-member, which only checks the record);
 * - the flag sits among the fields of the record the tool creates or updates: two sibling
 *   fields of a person or account (`email`, `username`, `password`) or another `is`/`has` state
 *   beside it (`isLockedOut`), on a tool whose name (delete, remove, reset...) and annotations
 *   (`destructiveHint: true`) do not say it destroys.
 * `confirm`, `yes` and a bare `approved` on a delete tool stay reported.
 */
function isRecordState(tool: ToolModel, property: PropertyVisit): boolean {
  if (tool.sideEffects === 'read_only') return true;
  if (isObject(tool.annotations) && tool.annotations.destructiveHint === true) return false;
  if (sideEffectsFromName(tool.name)?.destructive === true) return false;
  const properties = property.owner.properties;
  if (!isObject(properties)) return false;
  let fields = 0;
  for (const sibling of Object.keys(properties)) {
    if (sibling === property.name) continue;
    const phrase = splitWords(sibling).join(' ');
    if (OTHER_STATE.test(phrase) && !STATE_WORD.test(sibling) && isFlagSchema(properties[sibling], property.root)) return true;
    if (RECORD_FIELDS.has(phrase) && ++fields >= 2) return true;
  }
  return false;
}

/**
 * A verdict flag (`approved`, `approve`, `accepted`, `isApproved`) on a tool whose own act is to
 * give a verdict: both of its values are the act, the answer the tool records, not the model's
 * consent to a risky act of its own (an agent orchestrator's respond_to_proposal, "Approve or
 * reject a proposal", required `approved`). The evidence, in the tool's description or its
 * name's words: both verdicts named ("approve or reject", "accept or decline"), or a verb of
 * answering (respond, reply, answer, vote, review) before what is answered (a proposal, a
 * request, a review, a submission, an invitation...). `confirm`, `yes`, `force` and
 * `user_approved` stay what they are: a verdict tool may still ask the model to confirm.
 */
const VERDICT_FLAG = /^(?:is )?(?:approve|approved|approval|accept|accepted)$/;
const BOTH_VERDICTS =
  /\b(?:approve|accept|allow|grant)s?(?: or |, | and\/or |\/| \/ )(?:reject|deny|decline|refuse)s?\b|\b(?:reject|deny|decline)s?(?: or |, | and\/or |\/| \/ )(?:approve|accept)s?\b/i;
const ANSWERS_SOMETHING =
  /\b(?:respond(?:s|ing)?|repl(?:y|ies|ying)|answer(?:s|ing)?|vot(?:e|es|ing)|review(?:s|ing)?) (?:to |on )?(?:(?:a|an|the|this|that|one|pending|open|incoming) ){0,2}(?:[\w-]+ )?(?:proposals?|requests?|reviews?|applications?|submissions?|suggestions?|invitations?|invites?|motions?|polls?|ballots?|pr|prs|mr|mrs)\b/i;

/** Words before the act in a description: "Use this to", "Lets an agent", "Allows the user to". */
const OPENING_ACT = /^(?:use (?:this )?(?:tool )?to |(?:lets?|allows?) (?:an? |the )?\w+ (?:to )?)/i;

function startsWith(pattern: RegExp, text: string): boolean {
  const found = pattern.exec(text);
  return found !== null && found.index === 0;
}

function recordsAVerdict(tool: ToolModel, name: string): boolean {
  if (!VERDICT_FLAG.test(splitWords(name).join(' '))) return false;
  // The description's opening words say what the tool does; a verdict named later ("merges the PR
  // after reviewing the PR") is a step before the act, not the act.
  const said = typeof tool.description === 'string' ? tool.description.trimStart().slice(0, 120) : '';
  const opening = OPENING_ACT.exec(said);
  const act = opening ? said.slice(opening[0].length) : said;
  const named = tool.name ? splitWords(tool.name).join(' ') : '';
  return startsWith(BOTH_VERDICTS, act) || startsWith(ANSWERS_SOMETHING, act) || BOTH_VERDICTS.test(named) || ANSWERS_SOMETHING.test(named);
}

/**
 * Verbs of tools on which a bare `force` with no description is a mode: it rebuilds, refetches or
 * reinstalls (Coolify's deploy and redeploy_project, "force rebuild"). With a description, that
 * decides, as anywhere.
 */
const FORCE_IS_MODE_VERBS: ReadonlySet<string> = new Set(['deploy', 'redeploy', 'build', 'rebuild', 'restart', 'reload', 'refresh', 'sync', 'install', 'reinstall', 'fetch', 'pull', 'clone']);

function forceIsAMode(tool: ToolModel): boolean {
  return !!tool.name && splitWords(tool.name).some((word) => FORCE_IS_MODE_VERBS.has(word));
}

// ── Shared ───────────────────────────────────────────────────────────────────

/** The distinct words of some phrases, less the generic ones that cannot identify a phrase alone. */
function wordsOf(phrases: readonly string[], generic: readonly string[]): ReadonlySet<string> {
  const words = new Set(phrases.flatMap((p) => p.split(' ')));
  for (const word of generic) words.delete(word);
  return words;
}

/**
 * Whether a property schema is a boolean flag: it accepts a boolean by its `type` (a name
 * or a list), a boolean `const`/`enum`, an anyOf/oneOf/allOf branch or a local `$ref`
 * (resolved in `root`, the walked inputSchema).
 */
export function isFlagSchema(schema: unknown, root?: unknown): boolean {
  return acceptsKind(schema, root ?? schema, ValueKind.Boolean) || yesValue(schema) !== undefined;
}

/**
 * A string whose only value is a yes ("yes", "y", "true"), as a const or a one-value enum: CloudBase's
 * manageEnv `confirm`, `const: "yes"`, "\u6240\u6709\u4ed8\u8d39\u64cd\u4f5c\u5fc5\u987b\u4f20 "yes" \u786e\u8ba4" (every paid operation
 * must pass "yes" to confirm): a gate the model opens by typing the word. A string of "yes" or "no" is a
 * choice of words, not read as a flag.
 */

/** The yes a string whose only value is one says ("yes", "true"), or undefined for any other schema. */
export function yesValue(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  const values = typeof schema.const === 'string' ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values !== undefined && values.length === 1 && typeof values[0] === 'string' && YES_WORDS.has(values[0].toLowerCase())) return values[0];
  // A free string its own description says must be one word to go ahead: a gate the model opens by
  // typing that word (a delete_account's `confirm`, "Must be exactly 'DELETE' to confirm account deletion").
  if (values === undefined && schema.type === 'string' && typeof schema.description === 'string') return TYPED_CONFIRMATION.exec(schema.description)?.[1];
  return undefined;
}
/** "Must be exactly 'DELETE' to confirm", "Type "yes" to proceed": the word the model types. */
const TYPED_CONFIRMATION = /\b(?:must\s+be|type|enter|pass|send)\s+(?:exactly\s+)?["'`]([A-Za-z][A-Za-z0-9_ -]{0,30})["'`]\s+to\s+(?:confirm|proceed|approve|authori[sz]e|continue)\b/i;
const YES_WORDS: ReadonlySet<string> = new Set(['yes', 'y', 'true']);

/**
 * Which flag rule owns a boolean input, if any: a dry-run switch, else a self-confirmation.
 * One cause, one finding: the other rules that meet the same input (an execute tool's
 * unbound inputs) leave it to the owner.
 */
export type FlagKind = 'dry-run' | 'self-confirmation';

export function flagKind(name: string, schema: unknown, root?: unknown, onDestructiveTool = true): FlagKind | undefined {
  return classifyFlag(name, schema, root, onDestructiveTool)?.kind;
}

interface FlagClass {
  readonly kind: FlagKind;
  /** For a bare `force` or `override`: what makes it an approval (its description's words, or none to say it is a mode). */
  readonly evidence?: string;
  /** A flag on by default that asks for a human's confirmation: the model skips the human by sending false, not true. */
  readonly waivedByFalse?: true;
}

const DRY_RUN_FLAG: FlagClass = { kind: 'dry-run' };
const SELF_CONFIRMATION_FLAG: FlagClass = { kind: 'self-confirmation' };

/**
 * A flag whose description tells the agent to get the user's approval before sending true: n8n's
 * `exposeToMcp`, "enable that setting … - confirm with the user first"; "Set to true only after
 * the user has explicitly approved". Whatever its name, the model sets the human's approval. The
 * human may be named by role: "True only after the operator confirms a recent recoverable backup
 * exists" (a WordPress server's core-update `backup_confirmed`). Not "only when the user
 * explicitly needs a full export" (no approval verb). In Chinese: \u7528\u6237\u786e\u8ba4 / \u540c\u610f / \u6279\u51c6 (the user
 * confirms, agrees, approves).
 */
const USER_APPROVAL =
  /\b(?:(?:confirm|check) with the user|ask the user (?:first|before)|only (?:after|once|when|if) (?:the |an? )?(?:user|operator|human|admin|administrator|owner) (?:has )?(?:explicitly )?(?:approved|approves|confirmed|confirms|agreed|agrees|consented|consents)|(?:requires?|needs?|with) (?:the )?user(?:'s)? (?:explicit )?(?:approval|consent|confirmation))\b|\u7528\u6237(?:\u660e\u786e)?(?:\u786e\u8ba4|\u540c\u610f|\u6279\u51c6)/i;

/**
 * On a tool that changes something, a flag whose description says, whatever its name, that the
 * model gives an approval or lifts a gate by sending true:
 * - it acknowledges: "Set true to acknowledge that this rewrites a global layout live";
 * - it unlocks a write the server refuses: "Without it that write is refused" (a WordPress
 *   server's update_option `allow_type_change`, sibling of `allow_object_overwrite`); "If false (default), fails if
 *   target exists. If true, allows overwrite." (obsidian_update_note's `overwriteIfExists`: round 41, re-reader R28);
 * - it overrides a safety check: "High-risk override for hosts that block loopback verification"
 *   (the same server's activate_plugin `force_without_probe`, on a tool annotated
 *   destructiveHint false, where a force by name alone is a mode), "bypass the security checks".
 * - it runs without the approval prompts the user would see: "Enable full-auto mode: sandboxed
 *   automatic execution without approval prompts" (codex-mcp-server's `fullAuto`), or accepts them all itself: "Automatically
 *   accept all actions (aka YOLO mode)." (mcp-gemini-cli's `yolo`: round 48, readers Y2 and Y4).
 * A mode the model picks ("bypass Trash", "bypass the 1h cache", "overrides token_lifetime")
 * names no refusal, risk or safety check and stays silent. In Chinese (CloudBase's tools): set true
 * "\u4ec5\u5728\u660e\u786e\u786e\u8ba4\u2026\u65f6" (only once it is explicitly confirmed: `autoGrant`), "\u624d\u5141\u8bb8" (only then is it
 * allowed: `allowDdlViaExecute`), \u5426\u5219\u62d2\u7edd (refused otherwise), \u7ed5\u8fc7 or \u8df3\u8fc7 (bypass, skip) a check,
 * a confirmation, an approval or a safeguard. Not "\u4ec5\u5728\u786e\u8ba4\u8981\u2026\u65f6\u4f7f\u7528" (use only when sure you want to\u2026:
 * managePgDatabase's `includeAll`, round 41, re-reader R20): the model's own certainty, no one's approval.
 */
const SELF_GRANT =
  /^\s*(?:if (?:set to )?true,? )?(?:allows?|permits?) (?:the (?:tool|call|server|cli|command|installer|process|script) )?(?:to )?(?:overwrit(?:e|es|ing)|delet(?:e|es|ing)|drop(?:s|ping)?|wip(?:e|es|ing)|truncat(?:e|es|ing)|purg(?:e|es|ing)|destroy(?:s|ing)?)\b[^.;]{0,60}|\b(?:set|pass|send)(?: it| this)?(?: to)? `?true`?(?: only)? to (?:acknowledge|confirm that|approve that)\b|\bwithout (?:it|this)(?: flag| option)?,? (?:the |that |this |such |any )?(?:\w+ )?(?:is|are|will be|gets) (?:refused|rejected|blocked|denied|disallowed)\b|\bif false\b[^.;]{0,20}?,? (?:it )?(?:fails?|errors?|aborts?|is refused) (?:if|when) (?:the )?(?:target|file|destination|note|path|it) (?:already )?exists\b|\b(?:high[- ]risk|dangerous|unsafe|risky) (?:override|bypass)\b|\b(?:overrides?|bypass(?:es)?|skips?|disables?) (?:the |a |all |any )?(?:\w+ )?(?:safety|security) (?:checks?|guards?|guardrails?|probes?|validations?|verifications?)\b|\b(?:without|skips?|bypass(?:es|ing)?|suppress(?:es|ing)?) (?:the |any |all )?(?:user(?:'s)? )?(?:approval|confirmation|permission) (?:prompts?|dialogs?|requests?|steps?)\b|\bautomatically (?:accepts?|approves?) (?:all |every |any )?(?:its |the agent's )?(?:actions?|changes?|tool calls?|commands?|edits?)\b|(?:\u4ec5\u5728|\u53ea\u6709\u5728|\u4ec5\u5f53)[^\u3002\uff1b]{0,20}\u786e\u8ba4(?!\u8981|\u9700\u8981)|\u624d(?:\u4f1a)?\u5141\u8bb8|\u5426\u5219(?:\u4f1a)?(?:\u62d2\u7edd|\u88ab\u62d2)|(?:\u7ed5\u8fc7|\u8df3\u8fc7)[^\u3002\uff1b]{0,10}(?:\u5b89\u5168|\u68c0\u67e5|\u6821\u9a8c|\u786e\u8ba4|\u5ba1\u6279|\u5ba1\u6838|\u9650\u5236|\u4fdd\u62a4)/i;

/**
 * A flag named for a permission (`allow_...`, `permit_...`, `force_...`, `enable_...`, `unlock_...`) whose
 * description opens by saying it confirms, acknowledges or approves: a review-link tool's
 * `allow_site_scope`, "Confirms scope "site" on a site not marked as staging". The name is needed:
 * "Confirms the user's email address" on a create-user `email_confirm` sets a state of what the
 * tool makes.
 */
const OPENS_WITH_APPROVAL = /^(?:(?:if|when) (?:set to )?true,? )?(?:confirms|acknowledges|approves)\b[^.;]{0,60}/i;
const PERMISSION_VERBS: ReadonlySet<string> = new Set(['allow', 'permit', 'force', 'enable', 'unlock']);
/**
 * A permission the server refuses unless the flag is set: OmniFocus's remove_item and edit_item
 * `allowPastOccurrence`, "Allow removing a completed occurrence of a repeating item (refused by
 * default \u2014 it can cascade through the live repeat chain)"; claude-flow's metaharness_flywheel
 * `allowAggregateEvidence`, "Default false \u2014 aggregate-only evidence is refused by the strict
 * sequential-evidence gate" (round 56, re-reader AG1). Only for a flag named for a permission.
 */
const REFUSED_BY_DEFAULT = /\b(?:refused|rejected|blocked) by (?:default|the (?:[\w-]+ ){0,3}(?:gate|guard|guardrail|policy|validator|check))\b/i;

/** What a flag's description says about the user's approval, when it says so (for the message). */
function userApprovalEvidence(description: string): string | undefined {
  const said = USER_APPROVAL.exec(description);
  return said ? `its description says "${said[0]}"` : undefined;
}

/**
 * A human's approval gate or prompt the flag lifts or answers: lm-assist's claudeai_completion `auto_approve_tools`,
 * "Auto-release claude.ai's per-tool approval gates so the driven calls run"; windows_terminal_auto_handle `trust`,
 * "Accept folder-trust prompt" (the held-out round of 2026-12-07). Three words at most between the verb and the gate.
 */
const APPROVAL_GATE_LIFTED =
  /\b(?:auto[- ]?)?(?:releas|bypass|skip|waiv|lift|dismiss|accept|approv)\w*\s+(?:the\s+|all\s+|any\s+)?(?:[\w'.]+[\s-]+){0,3}?(?:approval|permission|trust|confirmation)[\s-]+(?:gates?|prompts?|dialogs?|checks?)\b/i;

/**
 * A flag its description reserves for a human ("Must be true when sending results (full replace). Human-only.", lm-assist's
 * mission_update `resultsReplace`: the second held-out round of 2026-12-07): the model that sends it acts as the human.
 */
const HUMAN_ONLY = /\b(?:human|operator|admin)[- ]only\b|\bonly\s+(?:a\s+|the\s+)?humans?\s+(?:may|can|should)\s+set\b/i;

/** What a flag's description says of an approval it gives or a gate it lifts, on a tool that changes something (for the message). */
function selfGrantEvidence(name: string, description: string): string | undefined {
  const text = description.length > 2000 ? description.slice(0, 2000) : description;
  const said = SELF_GRANT.exec(text)?.[0] ?? APPROVAL_GATE_LIFTED.exec(text)?.[0] ?? HUMAN_ONLY.exec(text)?.[0] ?? (PERMISSION_VERBS.has(splitWords(name)[0] ?? '') ? OPENS_WITH_APPROVAL.exec(text.trim())?.[0] ?? REFUSED_BY_DEFAULT.exec(text)?.[0] : undefined);
  return said === undefined ? undefined : `its description says "${said}"`;
}

/**
 * A `preview` flag that scopes something to preview deployments rather than production (Coolify's
 * env_vars `is_preview`: "is_preview marks a variable as applying to preview (pull-request)
 * deployments rather than production"), said by its description or by a tool description that
 * names it: an environment, not a dry run.
 */
const PREVIEW_ENVIRONMENT = /\bpreview\s+(?:\([^()]{0,30}\)\s+)?(?:deployments?|environments?|builds?|branch(?:es)?|apps?|urls?|sites?)\b|\bpull[- ]requests?\b/i;

function previewsAnEnvironment(name: string, description: string | undefined, toolDescription: string | undefined): boolean {
  if (!/preview/i.test(name)) return false;
  if (description !== undefined && PREVIEW_ENVIRONMENT.test(description)) return true;
  return toolDescription !== undefined && toolDescription.includes(name) && PREVIEW_ENVIRONMENT.test(toolDescription);
}

/**
 * A `preview` flag (`preview`, `is_preview`, `preview_mode`; not `previewRun`, a run) on a tool whose
 * annotations or contract say it changes nothing, described as showing, including or styling
 * something, and not as holding back a change (dryRunEvidence): a viewer's preview, not a dry run.
 * A metabase server's embed-URL tool, annotated readOnlyHint true, `preview`: "Include
 * preview-mode frame styles". An undescribed `preview` stays a dry run: nothing says otherwise.
 */
const SHOWS_SOMETHING =
  /\b(?:include|includes|including|show|shows|showing|display|displays|render|renders|rendering|style|styles|styling|styled|frame|theme|thumbnails?|banner|watermark|highlight|highlights)\b/i;

function isViewersPreview(name: string, description: string | undefined, tool: ToolModel): boolean {
  if (tool.sideEffects !== 'read_only' || tool.sideEffectsSource === 'none' || !described(description)) return false;
  const words = splitWords(name);
  if (!words.includes('preview') || words.includes('run')) return false;
  return SHOWS_SOMETHING.test(description.length > 2000 ? description.slice(0, 2000) : description) && dryRunEvidence(description) === undefined;
}

/**
 * A flag whose description says one of its values previews what the other does: n8n's
 * `applyFixes`, "Apply fixes to workflow (default: false - preview mode)"; "dry-run mode"; "false
 * returns a dry-run result" (better-fullstack's prune `apply`). A dry-run switch whatever its name,
 * on a tool that changes something (a viewer's "preview mode" is not).
 */
const DRY_RUN_DESCRIPTION =
  /\b(?:preview|dry[- ]?run|simulation|what[- ]if)\s+mode\b|\b(?:false|true)\s*(?:[-:=,]\s*|(?:returns?|gives?|does|performs?|runs?|is)\s+(?:an?\s+|the\s+)?)(?:preview|dry[- ]?run)(?: mode| result)?\b/i;

/**
 * A flag whose one value only checks, read-only, and whose other value, named after it, does the
 * act: a dry run with its polarity reversed (a token launcher's `submit`: "false/omitted:
 * read-only claimable check (GET ...). true: build the claim transaction"). Only a value, then
 * "read-only" and a check, preview, lookup, validation or simulation, then the other value within
 * 200 characters; "true=read only, false=unread only" (a filter) and "read-only view" name no check.
 */
const READ_ONLY_CASE =
  /\b(?:false|omitted|unset)\b[^.;:\n]{0,20}?[:=\u2014-] ?(?:an? |the )?read[- ]only (?:[\w-]+ )?(?:check|preview|lookup|validation|simulation)\b(?=[^\n]{0,200}?\btrue\b)|\btrue\b[^.;:\n]{0,20}?[:=\u2014-] ?(?:an? |the )?read[- ]only (?:[\w-]+ )?(?:check|preview|lookup|validation|simulation)\b(?=[^\n]{0,200}?\b(?:false|omitted)\b)/i;

/**
 * A flag whose false case is named a simulation or a dry run: "Apply changes (true) or simulate (false)", "apply fixes
 * instead of dry-run", "false = dry run", "otherwise a dry run".
 */
const FALSE_CASE_SIMULATES =
  /\b(?:simulat(?:e|es|ion)|dry[- ]?run|preview)\s*\(\s*(?:false|off|no)\s*\)|\b(?:false|off)\s+(?:returns|shows|prints|gives|outputs)\b[^.()\n]{0,80}\(\s*(?:an?\s+)?(?:dry[- ]?run|preview|simulation)\s*\)|\b(?:false|off)\s*(?:[:=]|means)\s*(?:a\s+)?(?:simulat(?:e|es|ion)|dry[- ]?run|preview)\b|\binstead\s+of\s+(?:a\s+)?(?:dry[- ]?run|simulat(?:ing|ion))\b|\botherwise\s+(?:a\s+|it\s+)?(?:dry[- ]?runs?|simulates?|previews?)\b/i;

/** FALSE_CASE_SIMULATES alone, for a flag of a tool not known to change anything (flagInputs), as dryRunEvidence words it. */
function falseCaseEvidence(description: string): string | undefined {
  const said = FALSE_CASE_SIMULATES.exec(description.length > 2000 ? description.slice(0, 2000) : description)?.[0];
  return said === undefined ? undefined : `its description says "${said}"`;
}

/**
 * A flag without which the call is a dry run: claude-flow's metaharness_learn `run`, "EXPLICIT SPEND OPT-IN \u2014 without
 * this the run is a $0 dry-run" (round 56, re-reader AG1). A dry run with its polarity reversed, as comfyui's `run`.
 */
const DRY_RUN_WITHOUT_IT = /\bwithout (?:it|this)(?: flag| option| set)?,? (?:the |this |a |it )?(?:\w+ )?(?:is|stays|runs as|returns) (?:an? |the )?(?:\$?\d+ )?(?:dry[- ]?run|preview|simulation)\b/i;

/**
 * A flag whose false case only fetches, validates or summarises, its true case named too: comfyui's
 * enqueue_workflow `run`, "if true, enqueue the fetched workflow for execution \u2026 Default false: only
 * fetch, validate, and summarize (read-only)". A dry run with its polarity reversed.
 */
const FALSE_ONLY_CHECKS = /\b(?:default\s+)?false\b[^.;:\n]{0,12}?[:=\u2014-]\s*only\s+(?:[\w-]+,?\s+){0,4}?(?:and\s+)?(?:validat|summari[sz]|preview|check|simulat)\w*/i;
const TRUE_CASE = /\btrue\b/i;

/**
 * A flag whose description says one of its values previews, validates or simulates the call
 * without doing what the tool does: QuickBooks servers' `draft`, "If true, validate and show
 * preview without creating (default: true)", "Preview without recording"; "simulate the
 * transfer instead of executing it". A dry run whatever the flag's name. Read within one
 * sentence, and only with a change it holds back (creating, saving, recording, applying,
 * sending...): "preview without loading images" holds back no change.
 */
const PREVIEW_WITHOUT_DOING =
  /\b(?:preview(?:s|ing)?|validat(?:e|es|ing|ion)|simulat(?:e|es|ing|ion)|dry[- ]?run)\b[^.;]{0,60}?\b(?:without|instead of|rather than)(?: (?:actually|really|yet|ever))? (?:creat(?:e|es|ing)|sav(?:e|es|ing)|record(?:s|ing)?|appl(?:y|ies|ying)|execut(?:e|es|ing)|commit(?:s|ting)?|writ(?:e|es|ing)|send(?:s|ing)?|post(?:s|ing)?|chang(?:e|es|ing)|modif(?:y|ies|ying)|delet(?:e|es|ing)|remov(?:e|es|ing)|updat(?:e|es|ing)|perform(?:s|ing)?|submit(?:s|ting)?|publish(?:es|ing)?|deploy(?:s|ing)?|persist(?:s|ing)?|import(?:s|ing)?|upload(?:s|ing)?|charg(?:e|es|ing)|plac(?:e|es|ing)|insert(?:s|ing)?|stor(?:e|es|ing)|transferr?(?:s|ing)?|pay(?:s|ing)?|migrat(?:e|es|ing)|making (?:any )?changes)\b/i;

/**
 * A boolean that makes a draft, a saved object that is not published or sent ("Create the pull
 * request as a draft", "Save as draft without sending"): it still writes, so no dry run.
 */
const MAKES_A_DRAFT = /\b(?:as|into|to) (?:a |the )?drafts?\b|\b(?:save|saves|create|creates|store|stores|keep|keeps) (?:it |them |this )?(?:as )?(?:a |the )?drafts?\b/i;

/**
 * A flag the tool's description says the change waits on ("This tool modifies files when auto_apply=true",
 * ast-grep-mcp's rewrite_code): false only shows what would change, a dry run with its polarity reversed.
 */
function changesOnlyWhenSet(toolDescription: string | undefined, name: string): string | undefined {
  if (toolDescription === undefined || !toolDescription.includes(name)) return undefined;
  const text = toolDescription.length > 4000 ? toolDescription.slice(0, 4000) : toolDescription;
  const said = new RegExp(`\\b(?:modif(?:y|ies)|changes?|writes?|applies|apply|deletes?|commits?|overwrites?)\\b[^.;\\n]{0,40}?\\b(?:only )?(?:when|if) \`?${escapeRegExp(name)}\`? ?(?:=|==|is(?: set to)?) ?\`?true\\b`, 'i').exec(text)?.[0];
  return said === undefined ? undefined : `its tool's description says "${said}"`;
}

/** What a flag's description says of a dry run, when it says so (for the message); undefined otherwise. */
function dryRunEvidence(description: string): string | undefined {
  const text = description.length > 2000 ? description.slice(0, 2000) : description;
  const said =
    DRY_RUN_DESCRIPTION.exec(text)?.[0] ??
    READ_ONLY_CASE.exec(text)?.[0] ??
    (TRUE_CASE.test(text) ? FALSE_ONLY_CHECKS.exec(text)?.[0] : undefined) ??
    DRY_RUN_WITHOUT_IT.exec(text)?.[0] ??
    FALSE_CASE_SIMULATES.exec(text)?.[0] ??
    (MAKES_A_DRAFT.test(text) ? undefined : PREVIEW_WITHOUT_DOING.exec(text)?.[0]);
  return said === undefined ? undefined : `its description says "${said}"`;
}

/** A flag's kind, and for a bare `force` the evidence; its description is read only for a bare `force` (the one name whose meaning it decides). */
function classifyFlag(name: string, schema: unknown, root: unknown, onDestructiveTool: boolean): FlagClass | undefined {
  return isFlagSchema(schema, root) ? classifyFlagged(name, schema, root, onDestructiveTool) : undefined;
}

/** {@link classifyFlag} for an input already known to be a flag. */
function classifyFlagged(name: string, schema: unknown, root: unknown, onDestructiveTool: boolean, tool?: ToolModel, property?: PropertyVisit): FlagClass | undefined {
  if (isDryRunFlagName(name)) {
    const said = fieldDescription(schema, root ?? schema);
    return tool && (previewsAnEnvironment(name, said, tool.description) || isViewersPreview(name, said, tool)) ? undefined : DRY_RUN_FLAG;
  }
  const description = fieldDescription(schema, root ?? schema);
  if (!isSelfConfirmationFlagName(name, onDestructiveTool, description, tool !== undefined && forceIsAMode(tool))) return undefined;
  if (asksForApprovalByDescription(description, schema)) return undefined;
  if (property !== undefined && isRuleSetting(name, property)) return undefined;
  if (isStoredSetting(name, description, property)) return undefined;
  // A state named like an approval and on by default is a setting of what the tool makes
  // (Discourse's create_user `approved`, default true: the new user's state), not the model's
  // consent. `yes` or `confirm` on by default still approve, and are reported.
  if (isObject(schema) && schema.default === true && STATE_WORD.test(name)) return undefined;
  if (tool !== undefined && property !== undefined && STATE_WORD.test(name) && isRecordState(tool, property)) return undefined;
  if (tool !== undefined && recordsAVerdict(tool, name)) return undefined;
  const word = bareForce(name);
  return word === undefined ? SELF_CONFIRMATION_FLAG : { kind: 'self-confirmation', evidence: forceEvidence(word, name, description) };
}

export interface FlagInput extends FlagClass {
  readonly property: PropertyVisit;
}

/**
 * Every dry-run and self-confirmation flag a tool takes, at any depth of its inputSchema:
 * nested objects, array items, anyOf/oneOf/allOf branches, `$ref` targets (a flag of a
 * shared definition once, at the definition). The flag rules and the review card read this.
 */
/** "what would change", "without saving it": a flag's description that says the call otherwise changes something. */
const HOLDS_BACK_A_CHANGE = /\bwould\s+(?:change|happen|be\s+(?:changed|created|deleted|removed|updated|written|sent|applied|executed))\b|\bwithout\s+(?:actually\s+)?(?:saving|applying|writing|committing|changing|executing|sending|creating|deleting|running)\b/i;


/** Verbs of a tool name that only read: a preview of such a tool, declared read-only, holds nothing back. */
const READ_VERBS: ReadonlySet<string> = new Set(['search', 'get', 'list', 'find', 'fetch', 'read', 'query', 'lookup', 'validate', 'lint', 'check', 'count', 'describe', 'show', 'view']);

export function flagInputs(tool: ToolModel): FlagInput[] {
  const flags: FlagInput[] = [];
  // A tool that only returns a command for someone to run (Starwind's starwind_migrate, "Generates the safe … migration
  // command"): its `yes` or `force` is a switch of that command's text, approved where the command is run.
  const returnsCommand = commandItReturns(tool.description) !== undefined;
  const mutating = isMutating(tool);
  const destructive = mutating && isDestructiveMutation(tool);
  const declaredRead = tool.sideEffects === 'read_only' && tool.sideEffectsSource !== 'none' && READ_VERBS.has(sideEffectsFromName(tool.name)?.verb ?? '');
  for (const property of allProperties(tool.inputSchema, tool.inputSchemaPath)) {
    // The schema first: its cost does not grow with the name's length, the screen's does
    // (a 1 MB key of a string input would pay a pass of the screen for nothing).
    if (!isFlagSchema(property.schema, property.root)) continue;
    // Every path below reads the flag's own description: read once.
    const ownDescription = fieldDescription(property.schema, property.root);
    const flag = mayBeFlag(property.name) ? classifyFlagged(property.name, property.schema, property.root, destructive, tool, property) : undefined;
    // A dry run held to one value is no switch: the tool always previews (a memory server's
    // mem-retention-audit `dryRun`, `const: true`, "Must remain dry-run"). A confirmation held to
    // its yes stays one: the model still types the word (yesValue).
    if (flag?.kind === 'dry-run' && heldToOneValue(property.schema)) continue;
    // Nor a preview of a read its author declares read-only and its name calls a read (USDA FoodData's search-foods
    // `previewOnly`, readOnlyHint: true: round 42, re-reader S12): it trims what the read returns, and nothing is
    // executed behind it. A render or an export declared read-only keeps its preview reported: the annotation may be wrong.
    // Unless its own description says a change is held back ("Only show what would change": the declaration is then wrong).
    if (flag?.kind === 'dry-run' && declaredRead && !HOLDS_BACK_A_CHANGE.test(ownDescription ?? '')) continue;
    if (flag?.kind === 'self-confirmation' && returnsCommand) continue;
    // Nor a flag its own description calls a no-op ("No-op in just-bash, included for Vercel Sandbox API compatibility":
    // just-bash-mcp's bash_sandbox_run `sudo`, round 64, re-reader v3), or deprecated: sent or not, nothing is approved or
    // held back.
    if (flag && doesNothing(property.schema, ownDescription)) continue;
    if (flag) {
      flags.push({ property, ...flag });
      // A confirmation without which the call is a dry run (claude-flow's metaharness_evolve `confirm`, "REQUIRED to actually
      // evolve; without it, returns a dry-run plan": the recall round of 2026-12-07) is a dry-run switch as well: both rules
      // name it, as the labels count it in both families.
      const without = flag.kind === 'self-confirmation' ? DRY_RUN_WITHOUT_IT.exec(ownDescription ?? '')?.[0] : undefined;
      if (without !== undefined) flags.push({ property, kind: 'dry-run', evidence: `its description says "${without}"` });
    }
    else {
      // A name that says nothing, a description that asks for the user's approval first, or (on a
      // tool that changes something) that one of its values is a preview, or that sending true
      // acknowledges, unlocks a refused write or overrides a safety check (SELF_GRANT).
      const description = ownDescription ?? '';
      // One that asks for the confirmation by its name but is on by default (the mysql server's plan_seed_data
      // `require_confirmation`, "Require confirm_token for non-dry-run execution (default: true)": the seventh held-out round of
      // 2026-12-07): sending false skips the human, as for one that asks by its description (asksForApprovalByDescription).
      const words = splitWords(property.name);
      const asksByName = asksForApproval(words);
      const onByDefault = asksByName && words.some((word) => APPROVAL_WORDS.has(word)) ? defaultTrue(property.schema, description) : undefined;
      if (onByDefault !== undefined) {
        flags.push({ property, kind: 'self-confirmation', evidence: `it asks for a human's confirmation and is on by default (${onByDefault})`, waivedByFalse: true });
        continue;
      }
      if (asksByName || asksForApprovalByDescription(description, property.schema)) continue;
      const evidence = userApprovalEvidence(description);
      if (evidence !== undefined) flags.push({ property, kind: 'self-confirmation', evidence });
      else {
        // On a tool its names and annotations leave unclassified or read-only, only a flag whose own description names its
        // false case a simulation or a dry run ("Apply changes (true) or simulate (false)", agentic-qe's mincut/strengthen
        // `apply`: the held-out round of 2026-12-07): its own words say the call changes something when set.
        const dryRun = mutating ? dryRunEvidence(description) ?? changesOnlyWhenSet(tool.description, property.name) : falseCaseEvidence(description);
        const grant = mutating && dryRun === undefined ? selfGrantEvidence(property.name, description) ?? requiredToDestroy(tool, property) : undefined;
        if (dryRun !== undefined) {
          if (!heldToOneValue(property.schema)) flags.push({ property, kind: 'dry-run', evidence: dryRun });
        }
        else if (grant !== undefined) flags.push({ property, kind: 'self-confirmation', evidence: grant });
      }
    }
  }
  return flags;
}

/**
 * A flag named for a destroying act that the tool's description or another input's says a call
 * requires set: the PDF server's interact `overwrite`, beside `path` "Omit to overwrite the original
 * file (requires overwrite: true)" and "Set `overwrite: true` to replace an existing file (always
 * required when omitting `path`)". A gate the call refuses to pass otherwise, and the model opens it.
 */
function requiredToDestroy(tool: ToolModel, property: PropertyVisit): string | undefined {
  const name = property.name;
  if (!DESTROYING_GATE_WORDS.has(splitWords(name)[0] ?? '') || name.length > 40) return undefined;
  const escaped = escapeRegExp(name);
  const said = new RegExp(`\\brequires?\\s+\`?${escaped}\\s*[:=]\\s*true\\b\`?|\\b(?:set|pass)\\s+\`?${escaped}\\s*[:=]\\s*true\\b\`?[^.\\n]{0,80}?\\b(?:always\\s+)?required\\b`, 'i');
  const texts = [tool.description, ...allProperties(tool.inputSchema, tool.inputSchemaPath).filter((other) => other !== property).map((other) => fieldDescription(other.schema, other.root))];
  for (const text of texts) {
    const found = text === undefined ? undefined : said.exec(text.length > 4000 ? text.slice(0, 4000) : text)?.[0];
    if (found !== undefined) return `a call requires it set: "${found}"`;
  }
  return undefined;
}

const DESTROYING_GATE_WORDS: ReadonlySet<string> = new Set(['overwrite', 'replace', 'delete', 'remove', 'drop', 'purge', 'wipe', 'truncate', 'destroy']);

/** A `const`, or an `enum` of one value: the model sends that value or nothing. */
function heldToOneValue(schema: unknown): boolean {
  return isObject(schema) && ('const' in schema || (Array.isArray(schema.enum) && schema.enum.length === 1));
}

/**
 * Whether a mutating tool may destroy something, so that a bare `force` overrides a safeguard:
 * its MCP annotations do not say `destructiveHint: false` (MCP's default is destructive).
 */
function isDestructiveMutation(tool: ToolModel): boolean {
  const annotations = tool.annotations;
  return !(typeof annotations === 'object' && annotations !== null && (annotations as Record<string, unknown>).destructiveHint === false);
}

/**
 * A cheap test on the raw name: no flag name of either kind lacks all of these. NO_PREFIX is its
 * own test: folded into one case-insensitive pattern, its `[a-z]` would match the V of `noVerify`.
 */
function mayBeFlag(name: string): boolean {
  return MAY_BE_DRY_RUN.test(name) || MAY_BE_SELF_CONFIRMATION.test(name) || NO_PREFIX.test(name);
}

/** The tools a dry-run flag should become: `update_metric` → preview_update_metric, execute_…, verify_…. */
export function previewExecuteNames(toolName: string): { preview: string; execute: string; verify: string } {
  return { preview: `preview_${toolName}`, execute: `execute_${toolName}`, verify: `verify_${toolName}` };
}
