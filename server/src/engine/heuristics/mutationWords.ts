/**
 * Flags that hide a preview behind an execute tool, and flags by which the model
 * would grant its own approval (spec §3.4). Matching is on the name's words, so
 * `dryRun`, `dry_run` and `DRY-RUN` are one name.
 */
import { splitWords } from './words';

const DRY_RUN_PHRASES: readonly string[] = [
  'dry run', 'dryrun', 'preview', 'preview run', 'preview only', 'simulate', 'simulation', 'simulated',
  'validate only', 'what if', 'whatif', 'no op', 'noop', 'plan only', 'check only', 'test run',
];

const SELF_CONFIRMATION_PHRASES: readonly string[] = [
  'confirm', 'confirmed', 'confirmation', 'approve', 'approved', 'approval', 'force', 'yes', 'user approved',
  'user confirmed', 'skip confirmation', 'skip confirm', 'skip approval', 'no confirm', 'auto approve', 'auto confirm',
  'i am sure', 'are you sure', 'really', 'acknowledge', 'acknowledged',
];

/**
 * Permission grants: a verb of permission and what it lets through. `bypass`/`override`
 * grant whatever follows (`bypassPolicy`, `override_checks`); `allow`/`permit` grant when
 * what follows is destructive (`allow_deleting_content`); `ignore`/`skip`/`disable` when
 * what follows is a safety check (`ignore_warnings`). `ignore_case` stays a search option.
 */
const GRANT_ANY = ['bypass', 'override', 'sudo', 'unsafe'];
const DESTRUCTIVE_OBJECTS = ['delete', 'deleting', 'deletion', 'destroy', 'destroying', 'destructive', 'overwrite', 'overwriting', 'drop', 'dropping', 'purge', 'purging', 'content', 'unsafe', 'production', 'prod', 'force', 'irreversible'];
const SAFETY_OBJECTS = ['warning', 'warnings', 'check', 'checks', 'validation', 'validations', 'policy', 'policies', 'safety', 'guard', 'guards', 'guardrail', 'guardrails', 'confirmation', 'confirm', 'approval', 'review', 'protection', 'protections', 'lock', 'locks', 'limit', 'limits', 'quota', 'permission', 'permissions', 'acl'];

function isPermissionGrant(words: string[]): boolean {
  const [verb, ...rest] = words;
  if (GRANT_ANY.includes(verb)) return true;
  if (verb === 'allow' || verb === 'permit') return rest.some((w) => DESTRUCTIVE_OBJECTS.includes(w));
  if (verb === 'ignore' || verb === 'skip' || verb === 'disable' || verb === 'no') return rest.some((w) => SAFETY_OBJECTS.includes(w));
  return false;
}

function phraseOf(name: string): string {
  return splitWords(name).join(' ');
}

export function isDryRunFlagName(name: string): boolean {
  const phrase = phraseOf(name);
  return DRY_RUN_PHRASES.some((p) => phrase === p || phrase === `is ${p}` || phrase === `${p} mode`);
}

export function isSelfConfirmationFlagName(name: string): boolean {
  const phrase = phraseOf(name);
  if (SELF_CONFIRMATION_PHRASES.some((p) => phrase === p || phrase === `is ${p}` || (p.includes(' ') && phrase.endsWith(` ${p}`)))) return true;
  return isPermissionGrant(phrase.split(' '));
}
