import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isDryRunFlagName,
  isFlagSchema,
  isSelfConfirmationFlagName,
  previewExecuteNames,
} from '../../server/src/engine/heuristics/mutationWords';
import {
  findRetryHint,
  isCatchAllErrorType,
  isRateLimitErrorType,
  isSnakeCaseIdentifier,
  mergedErrorTypeParts,
  retryHintNames,
  specificTypesMissing,
  STANDARD_ERROR_TYPES,
} from '../../server/src/engine/heuristics/errorTypes';
import { guessSideEffects, hintsFor, rankSideEffects, sideEffectsFromName, writesToInput } from '../../server/src/engine/heuristics/sideEffectGuess';

function each(names: readonly string[], predicate: (name: string) => boolean, expected: boolean): void {
  for (const name of names) assert.equal(predicate(name), expected, `${name} → ${!expected}, expected ${expected}`);
}

describe('mutationWords: dry-run flags', () => {
  it('recognises dry-run names in any case style', () => {
    each(
      ['dry_run', 'dryRun', 'DRY-RUN', 'dryrun', 'previewRun', 'preview', 'is_preview', 'preview_only', 'simulate', 'simulation_mode',
        'useSimulation', 'whatIf', 'what_if', 'validate_only', 'validateOnly', 'validation_only', 'noop', 'no_op', 'perform_dry_run',
        'dryRunOnly', 'plan_only', 'test_mode', 'isDryRun'],
      isDryRunFlagName,
      true,
    );
  });
  it('leaves ordinary options alone', () => {
    each(
      ['include_preview', 'preview_image', 'simulated_results', 'validate', 'run', 'dry_clean_items', 'verbose', 'plan', 'check', 'test', 'notify'],
      isDryRunFlagName,
      false,
    );
  });
});

describe('mutationWords: self-confirmation flags', () => {
  it('recognises approval the model would give itself', () => {
    each(
      ['confirm', 'confirmed', 'isConfirmed', 'approve', 'approved', 'force', 'yes', 'assume_yes', 'user_approved', 'userConfirmed',
        'approved_by_user', 'skip_confirmation', 'skipConfirmation', 'no_confirm', 'auto_approve', 'consent', 'hasUserConsent', 'i_am_sure'],
      isSelfConfirmationFlagName,
      true,
    );
  });
  it('recognises permission grants', () => {
    each(
      ['allow_deleting_content', 'bypassPolicy', 'bypass', 'override_checks', 'ignore_warnings', 'skip_checks', 'disable_validation',
        'force_delete', 'force_push', 'allowOverwrite', 'permit_destructive', 'sudo', 'no_verify', 'noVerify', 'NO_CHECKS', 'skip_hooks', 'enable_unsafe_deletes'],
      isSelfConfirmationFlagName,
      true,
    );
  });
  it('leaves ordinary options alone (force_refresh is a cache option, not an approval)', () => {
    each(
      ['ignore_case', 'force_refresh', 'forceReload', 'allow_duplicates', 'skip_empty', 'allow_push_notifications', 'enable_validation',
        'include_approved', 'notify', 'nothing', 'no_cache', 'confirmation_email', 'require_confirmation_code', 'skip', 'ignore', 'allow', 'yesterday', 'notify'],
      isSelfConfirmationFlagName,
      false,
    );
  });
});

describe('mutationWords: flags and names', () => {
  it('isFlagSchema: boolean type, nullable boolean, boolean const/enum, a string whose only value is a yes; not other strings', () => {
    assert.equal(isFlagSchema({ type: 'boolean' }), true);
    assert.equal(isFlagSchema({ type: ['boolean', 'null'] }), true);
    assert.equal(isFlagSchema({ const: true }), true);
    assert.equal(isFlagSchema({ enum: [true, false] }), true);
    assert.equal(isFlagSchema({ type: 'string', enum: ['yes', 'no'] }), false);
    // A string whose only value is a yes is a gate the model opens (CloudBase's manageEnv `confirm`, const "yes").
    assert.equal(isFlagSchema({ type: 'string', const: 'yes' }), true);
    assert.equal(isFlagSchema({ type: 'string', enum: ['YES'] }), true);
    assert.equal(isFlagSchema({ type: 'string', const: 'production' }), false);
    assert.equal(isFlagSchema({ enum: [] }), false);
    assert.equal(isFlagSchema(true), false);
    assert.equal(isFlagSchema(['boolean']), false);
  });
  it('previewExecuteNames', () => {
    assert.deepEqual(previewExecuteNames('update_metric'), { preview: 'preview_update_metric', execute: 'execute_update_metric', verify: 'verify_update_metric' });
  });
});

describe('errorTypes', () => {
  it('catch-alls', () => {
    each(
      ['error', 'errors', 'Error', 'unknown', 'unknown_error', 'UnknownError', 'failure', 'failed', 'generic', 'generic_error', 'other',
        'misc', 'exception', 'unexpected_exception', 'general_failure', 'catch_all', 'any_error', 'something_went_wrong', 'default'],
      isCatchAllErrorType,
      true,
    );
  });
  it('specific types are not catch-alls (upstream_error and internal_error name the side that failed)', () => {
    each(
      [...STANDARD_ERROR_TYPES, 'internal_error', 'conflict', 'payment_failed', 'validation_error', 'all', 'wrong', 'any', 'timeout', ''],
      isCatchAllErrorType,
      false,
    );
  });
  it('merged types split into their halves, in snake_case', () => {
    assert.deepEqual(mergedErrorTypeParts('not_found_or_unauthorised'), ['not_found', 'unauthorised']);
    assert.deepEqual(mergedErrorTypeParts('notFoundOrForbidden'), ['not_found', 'forbidden']);
    assert.deepEqual(mergedErrorTypeParts('unauthorised | not_found | rate_limited'), ['unauthorised', 'not_found', 'rate_limited']);
    assert.deepEqual(mergedErrorTypeParts('a_or_b_or_c'), ['a', 'b', 'c']);
    assert.equal(mergedErrorTypeParts('not_found'), undefined);
    assert.equal(mergedErrorTypeParts('or_else'), undefined);
    assert.equal(mergedErrorTypeParts('operator_error'), undefined);
    assert.equal(mergedErrorTypeParts('x_or_x'), undefined);
  });
  it('snake_case identifiers', () => {
    each(['rate_limited', 'http_429', 'a'], isSnakeCaseIdentifier, true);
    each(['RateLimited', 'rate-limited', '_x', 'x__y', '9lives', 'rate limited', ''], isSnakeCaseIdentifier, false);
  });
  it('specificTypesMissing lists the standard types not declared', () => {
    assert.deepEqual(specificTypesMissing(['not_found', 'error']), ['invalid_input', 'unauthorised', 'rate_limited', 'upstream_error']);
    assert.deepEqual(specificTypesMissing(STANDARD_ERROR_TYPES), []);
  });
  it('rate-limit types', () => {
    each(['rate_limited', 'RateLimited', 'throttled', 'too_many_requests', 'rate_limit_exceeded'], isRateLimitErrorType, true);
    each(['quota', 'not_found', 'limited'], isRateLimitErrorType, false);
  });
  it('retry hints: unit-suffixed or date-time are usable; a bare retry_after is unit-less', () => {
    assert.deepEqual(findRetryHint({ retry_after_ms: { type: 'integer' } }), { usable: 'retry_after_ms' });
    assert.deepEqual(findRetryHint({ retryAfterSeconds: { type: 'integer' } }), { usable: 'retryAfterSeconds' });
    assert.deepEqual(findRetryHint({ retry_at: { type: 'string', format: 'date-time' } }), { usable: 'retry_at' });
    assert.deepEqual(findRetryHint({ retry_after: { type: 'integer' }, retry_after_s: { type: 'integer' } }), { usable: 'retry_after_s' });
    assert.deepEqual(findRetryHint({ retry_after: { type: 'integer' } }), { unitless: 'retry_after' });
    assert.deepEqual(findRetryHint({ retry_count: { type: 'integer' }, limit: { type: 'integer' } }), { unitless: undefined });
    assert.deepEqual(findRetryHint(undefined), {});
    assert.deepEqual(findRetryHint(['retry_after_ms']), {});
  });
  it('retryHintNames keeps the name style', () => {
    assert.deepEqual(retryHintNames('retry_after'), ['retry_after_ms', 'retry_after_seconds']);
    assert.deepEqual(retryHintNames('retryAfter'), ['retryAfterMs', 'retryAfterSeconds']);
  });
});

describe('sideEffectGuess', () => {
  const cases: Array<[string, string, boolean]> = [
    ['get_ticket', 'read_only', false],
    ['tickets.list_open', 'read_only', false],
    ['searchIssues', 'read_only', false],
    ['preview_close_ticket', 'read_only', false],
    ['verify_close_ticket', 'read_only', false],
    ['set_status', 'idempotent', false],
    ['update_ticket', 'idempotent', false],
    ['upsert_user', 'idempotent', false],
    ['archive_project', 'idempotent', false],
    ['disable_rule', 'idempotent', false],
    ['delete_ticket', 'idempotent', true],
    ['removeMember', 'idempotent', true],
    ['create_ticket', 'non_idempotent', false],
    ['send_email', 'non_idempotent', false],
    ['charge_card', 'non_idempotent', false],
    ['transfer_funds', 'non_idempotent', false],
    ['execute_close_ticket', 'non_idempotent', false],
    ['ticket_create', 'non_idempotent', false],
    ['maps_geocode', 'read_only', false],
    ['ForwardGeocodeTool', 'read_only', false],
    ['forward_email', 'non_idempotent', false],
    ['write_file', 'idempotent', false],
    ['unapprove_merge_request', 'idempotent', false],
    ['resolve_merge_request_thread', 'idempotent', false],
    ['resolve-library-id', 'read_only', false],
    ['resolve_dns', 'read_only', false],
    ['browser_navigate', 'non_idempotent', false],
    ['browser_click', 'non_idempotent', false],
    ['puppeteer_screenshot', 'read_only', false],
    ['unpublish_entry', 'idempotent', false],
    ['watch_card', 'idempotent', false],
    ['rerequestCheck', 'non_idempotent', false],
    ['attach_file_to_card', 'non_idempotent', false],
    ['attach-tag', 'idempotent', false],
    ['attach_labels_to_issue', 'idempotent', false],
    ['ungroup_elements', 'idempotent', false],
    // The words around a verb: a create or replace (a PUT), a withdrawn offer, an ended listing, a simulation.
    ['ebay_create_or_replace_inventory_item', 'idempotent', true],
    ['create_or_update_label', 'non_idempotent', false],
    ['withdraw_offer', 'idempotent', true],
    ['withdraw_funds', 'non_idempotent', false],
    ['end_listing', 'idempotent', true],
    ['end_session', 'idempotent', false],
    ['simulate_packet', 'read_only', false],
    // A post or a draft after a product's word is the thing the last verb acts on; first in a name it posts.
    ['moltbook_post_get', 'read_only', false],
    ['moltbook_post_delete', 'idempotent', true],
    ['moltbook_post_pin', 'idempotent', false],
    ['moltbook_post_upvote', 'non_idempotent', false],
    ['mail_draft_update', 'idempotent', false],
    ['post_message', 'non_idempotent', false],
    ['slack_post_status', 'non_idempotent', false],
  ];
  it('guesses from the first verb in the name', () => {
    for (const [name, sideEffects, destructive] of cases) {
      const guess = sideEffectsFromName(name);
      assert.equal(guess?.sideEffects, sideEffects, name);
      assert.equal(guess?.destructive, destructive, name);
      assert.equal(guess?.basis, 'name');
    }
    assert.equal(sideEffectsFromName('frobnicate'), undefined);
    // A simulated gesture acts on a screen: no class from "simulate".
    assert.equal(sideEffectsFromName('simulate_mouse_input'), undefined);
    assert.equal(sideEffectsFromName(undefined), undefined);
  });
  it('a verb that runs a statement or a program is destructive; other runs are not', () => {
    for (const name of ['run_sql', 'execute_sql', 'runSqlTransaction', 'execute_command', 'exec_shell', 'run_script', 'execute_query', 'exec_python', 'write_query']) {
      const guess = sideEffectsFromName(name);
      assert.equal(guess?.sideEffects, 'non_idempotent', name);
      assert.equal(guess?.destructive, true, name);
      assert.ok(guess?.runs, name);
    }
    for (const name of ['run_tests', 'execute_close_ticket', 'run_workflow', 'query_sql', 'get_script']) assert.equal(sideEffectsFromName(name)?.destructive, false, name);
  });
  it('an input that names where the tool writes makes a read verb idempotent', () => {
    assert.equal(writesToInput('download', ['fileKey', 'localPath']), 'localPath');
    assert.equal(writesToInput('get', ['projectSlug', 'outputDir']), 'outputDir');
    for (const names of [['output_path'], ['savePath'], ['saveTo'], ['destination'], ['exportFile']]) assert.equal(writesToInput('get', names), names[0], names[0]);
    // A local path is what a read tool reads; an output format is no place.
    for (const names of [['localPath'], ['path'], ['output_format'], ['outputs'], ['dest_id']]) assert.equal(writesToInput('read', names), undefined, names[0]);
    assert.deepEqual(guessSideEffects('download_figma_images', undefined, ['fileKey', 'localPath']), { sideEffects: 'idempotent', destructive: false, basis: 'input', input: 'localPath' });
    assert.equal(guessSideEffects('download_figma_images', undefined, ['fileKey']).sideEffects, 'read_only');
    // Annotations still win.
    assert.equal(guessSideEffects('download_figma_images', { readOnlyHint: true }, ['localPath']).sideEffects, 'read_only');
  });
  it('a file place described as temporary is no write; a temp directory among allowed places is', () => {
    const describe = (text: string) => (): string => text;
    assert.equal(writesToInput('get', ['save_to_file'], describe('Save the full log to a temporary file and return the path')), undefined);
    assert.equal(writesToInput('get', ['outputDir'], describe('Must be inside the home directory or a temp directory.')), 'outputDir');
    assert.equal(writesToInput('get', ['outputPath'], describe('Where to write, e.g. /tmp/out.png')), 'outputPath');
  });
  it('the words of a description and of its inputs that change the class, away from read-only first', () => {
    // A conversion of a stored thing changes it; of a value it is given, reads.
    assert.equal(guessSideEffects('convertTodraft', undefined, ['pull_request_id'], { description: 'Convert a regular pull request to draft status' }).sideEffects, 'idempotent');
    assert.equal(guessSideEffects('convert_issue', undefined, ['issue_id'], { description: 'Convert an issue to a subtask' }).sideEffects, 'non_idempotent');
    assert.equal(guessSideEffects('convert_currency', undefined, ['amount', 'account_id'], { description: 'Convert an amount between currencies' }).sideEffects, 'read_only');
    // Runs the statement it is given, whatever its name's verb; says read-only, reads.
    const runs = guessSideEffects('session_send', undefined, ['command'], { description: 'Runs one command in the open session' });
    assert.deepEqual([runs.sideEffects, runs.destructive, runs.runs, runs.runsSaid], ['non_idempotent', true, 'command', 'Runs']);
    assert.equal(guessSideEffects('send_command', undefined, ['command'], { description: 'Sends a command to the device' }).destructive, false);
    assert.equal(guessSideEffects('post_query', undefined, ['query'], { description: 'Run a read-only query' }).sideEffects, 'read_only');
    // An unstaging remove loses nothing, a remove from the working tree does.
    assert.equal(guessSideEffects('git_remove', undefined, [], { description: 'Unstage a file' }).destructive, false);
    assert.equal(guessSideEffects('git_remove', undefined, [], { description: 'Unstage and delete the file from the working tree' }).destructive, true);
    // A mode that replaces destroys; one that names no overwrite does not.
    const inputs = (values: string[]) => [{ name: 'insert_mode', schema: { type: 'string', enum: values } }];
    assert.equal(guessSideEffects('import_diagram', undefined, ['insert_mode'], { inputs: inputs(['replace', 'add']) }).destructive, true);
    assert.equal(guessSideEffects('import_diagram', undefined, ['insert_mode'], { inputs: inputs(['merge', 'drop_attribution']) }).destructive, false);
  });
  it('a call of what an input names may do anything; a report run for its data reads', () => {
    const method = { name: 'method', field: 'method', schema: { type: 'string', description: 'Dotted path to the method' } };
    const called = guessSideEffects('method_call', undefined, ['method'], { inputs: [method] });
    assert.deepEqual([called.sideEffects, called.destructive, called.runs, called.calls], ['non_idempotent', true, 'method', 'method']);
    for (const name of ['toolName', 'function_name', 'endpoint', 'rpc']) {
      assert.equal(guessSideEffects('invoke', undefined, [name], { inputs: [{ name, schema: { type: 'string' } }] }).destructive, true, name);
    }
    // A fixed list, an HTTP method, an untyped or a non-call verb: no such evidence.
    for (const schema of [{ type: 'string', enum: ['GET', 'POST'] }, { type: 'string', description: 'The HTTP method' }, {}]) {
      assert.equal(guessSideEffects('call_api', undefined, ['method'], { inputs: [{ name: 'method', schema }] }).destructive, false, JSON.stringify(schema));
    }
    assert.equal(guessSideEffects('call_api', undefined, ['http_method'], { inputs: [{ name: 'http_method', schema: { type: 'string' } }] }).destructive, false);
    assert.equal(guessSideEffects('create_call', undefined, ['method'], { inputs: [method] }).destructive, false);
    // A run calls what its input names only when its name says what it runs.
    const tool = { name: 'tool', schema: { type: 'string', description: 'Test runner to use' } };
    assert.equal(guessSideEffects('run_tests', undefined, ['tool'], { inputs: [tool] }).destructive, false);
    assert.equal(guessSideEffects('execute_tool', undefined, ['tool'], { inputs: [tool] }).destructive, true);
    // A report run from its parameters that gets data reads; a query or a search with no id does not.
    assert.equal(guessSideEffects('runReport', undefined, ['startDate'], { description: 'Run a report to get analytics data' }).sideEffects, 'read_only');
    assert.equal(guessSideEffects('run_query', undefined, ['filters'], { description: 'Run a query to get data' }).sideEffects, 'non_idempotent');
    assert.equal(guessSideEffects('run_report', undefined, ['startDate'], { description: 'Run a report and email it' }).sideEffects, 'non_idempotent');
  });
  it('a description that declares read-only in a clause of its own, or that it changes no state', () => {
    for (const description of ['Reads the tail. Read-only; it does not modify remote state.', 'Purely local and read-only: it opens no connection.', 'Does not change remote state and needs no sudo.', 'It never modifies any data.']) {
      assert.equal(guessSideEffects('ssh_tail', undefined, [], { description }).sideEffects, 'read_only', description);
    }
    for (const description of ['Does not modify data unless apply is true.', 'Lists read-write and read-only roles.']) {
      assert.equal(guessSideEffects('ssh_tail', undefined, [], { description }).basis, 'default', description);
    }
    // A read-only snapshot created is a creation, read from the verb that opens the description.
    const snapshot = guessSideEffects('ssh_tail', undefined, [], { description: 'Creates a read-only snapshot.' });
    assert.deepEqual([snapshot.basis, snapshot.sideEffects], ['description', 'non_idempotent']);
  });
  it('a gate passed or refused, a transaction sent, a deletion by position, a save to a library or a path described as where to save', () => {
    assert.equal(sideEffectsFromName('pass_pipeline_validate')?.verb, 'pass');
    assert.equal(sideEffectsFromName('refuse_pipeline_validate')?.sideEffects, 'idempotent');
    assert.equal(sideEffectsFromName('pass_list')?.verb, 'list');
    assert.equal(sideEffectsFromName('boarding_pass_get')?.verb, 'get');
    assert.equal(guessSideEffects('certify_release_validate', undefined, [], { description: '[Release] Certify/sign off a release gate.' }).basis, 'default');
    assert.equal(guessSideEffects('write_contract', undefined, [], { description: 'Write data by calling a state-changing function.' }).sideEffects, 'non_idempotent');
    assert.equal(guessSideEffects('set_fee', undefined, [], { description: 'Set the fee without sending a transaction.' }).sideEffects, 'idempotent');
    const line = { name: 'startLine', schema: { type: 'number' } };
    assert.deepEqual(guessSideEffects('delete_lines', undefined, ['startLine'], { inputs: [line] }).sideEffects, 'non_idempotent');
    const index = { name: 'index', schema: { type: 'number', description: 'Issue index number' } };
    assert.equal(guessSideEffects('remove_labels', undefined, ['index'], { inputs: [index] }).sideEffects, 'idempotent');
    assert.equal(guessSideEffects('export_build', undefined, [], { description: 'Export a model and auto-save it to the local build library.' }).sideEffects, 'idempotent');
    assert.equal(writesToInput('download', ['targetPath'], () => 'The path to save the downloaded object'), 'targetPath');
    assert.equal(writesToInput('download', ['sourcePath'], () => 'The path to read from'), undefined);
  });
  it('a read whose flag saves a file or whose call pays, keystrokes sent, a process killed, a breakpoint at a line, a verb-less name read from its opening', () => {
    const baseline = { name: 'baseline', schema: { type: 'boolean', description: 'Save current scan as baseline for rug pull detection' } };
    assert.equal(guessSideEffects('scan_skill', undefined, ['baseline'], { inputs: [baseline] }).sideEffects, 'idempotent');
    const temp = { name: 'keep', schema: { type: 'boolean', description: 'Save the log to a temporary file' } };
    assert.equal(guessSideEffects('scan_skill', undefined, ['keep'], { inputs: [temp] }).sideEffects, 'read_only');
    assert.equal(guessSideEffects('x402_fetch', undefined, [], { description: 'Fetch a URL. It will be paid automatically from the wallet.' }).sideEffects, 'non_idempotent');
    assert.equal(guessSideEffects('fetch_invoices', undefined, [], { description: 'Fetch invoices paid from the account.' }).sideEffects, 'read_only');
    assert.deepEqual(guessSideEffects('pty_write', undefined, [], { description: 'Send keystrokes to a session.' }).sideEffects, 'non_idempotent');
    assert.equal(guessSideEffects('pty_close', undefined, [], { description: 'Close a session and terminate the process.' }).destructive, true);
    assert.equal(guessSideEffects('detach', undefined, [], { description: 'Detach without terminating the process.' }).destructive, false);
    const line = { name: 'line', schema: { type: 'number' } };
    assert.equal(guessSideEffects('remove_breakpoint', undefined, ['line'], { inputs: [line] }).sideEffects, 'idempotent');
    assert.equal(guessSideEffects('delete_from_file', undefined, ['line'], { inputs: [line] }).sideEffects, 'non_idempotent');
    assert.equal(guessSideEffects('credits_balance', undefined, [], { description: 'Get the current credit balance.' }).sideEffects, 'read_only');
    assert.equal(guessSideEffects('db_schema', undefined, [], { description: 'Shows the schema. Does not modify data unless apply is true.' }).basis, 'default');
  });
  it('annotations win when present', () => {
    assert.equal(guessSideEffects('create_ticket', { readOnlyHint: true }).sideEffects, 'read_only');
    assert.equal(guessSideEffects('get_ticket', { readOnlyHint: false, idempotentHint: true }).sideEffects, 'idempotent');
    assert.equal(guessSideEffects('set_status', { idempotentHint: false }).sideEffects, 'non_idempotent');
    assert.equal(guessSideEffects('get_ticket', { readOnlyHint: true }).basis, 'annotations');
  });
  it('a bare "mutating" hint lets the name pick the kind, non_idempotent when it cannot', () => {
    assert.deepEqual(guessSideEffects('delete_ticket', { destructiveHint: true }), { sideEffects: 'idempotent', destructive: true, basis: 'name', verb: 'delete' });
    assert.equal(guessSideEffects('get_ticket', { readOnlyHint: false }).sideEffects, 'non_idempotent');
    assert.equal(guessSideEffects('frobnicate', { readOnlyHint: false }).sideEffects, 'non_idempotent');
    assert.equal(guessSideEffects('delete_ticket', { readOnlyHint: false, destructiveHint: false }).destructive, false);
  });
  it('no annotations and no verb: non_idempotent by default', () => {
    assert.deepEqual(guessSideEffects('frobnicate', undefined), { sideEffects: 'non_idempotent', destructive: false, basis: 'default' });
    assert.equal(guessSideEffects(undefined, 'not an object').basis, 'default');
  });
  it('ranks the guess first, all three once', () => {
    assert.deepEqual(rankSideEffects(guessSideEffects('get_ticket', undefined)), ['read_only', 'non_idempotent', 'idempotent']);
    assert.deepEqual(rankSideEffects(guessSideEffects('set_status', undefined)), ['idempotent', 'non_idempotent', 'read_only']);
  });
  it('hintsFor', () => {
    assert.deepEqual(hintsFor('read_only'), { readOnlyHint: true });
    assert.deepEqual(hintsFor('idempotent', true), { readOnlyHint: false, destructiveHint: true, idempotentHint: true });
    assert.deepEqual(hintsFor('non_idempotent'), { readOnlyHint: false, destructiveHint: false, idempotentHint: false });
  });
});
