import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';
import { nestings, valueForms, withValueForm } from '../helpers/nesting';

/** delete_ticket, idempotent, with extra top-level inputs. */
function deleteTicket(properties: Record<string, unknown>): Record<string, unknown> {
  return readTool({
    name: 'delete_ticket',
    sideEffects: 'idempotent',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    inputSchema: { type: 'object', properties: { ticket_id: { type: 'string' }, ...properties }, required: ['ticket_id'] },
  });
}
const flag = { type: 'boolean' };

/** delete_ticket with its inputSchema as given. */
function deleteTicketWith(inputSchema: Record<string, unknown>): Record<string, unknown> {
  return readTool({ name: 'delete_ticket', sideEffects: 'idempotent', annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true }, inputSchema });
}

ruleTable('mutation-self-confirmation', {
  valid: [
    {
      name: "held-out round of 2026-12-07: a gate or prompt of no human approval stays silent ('Accept the cookie banner', 'Skip the lint checks')",
      doc: mcpList([{ name: 'update_page', description: 'Update a page.', inputSchema: { type: 'object', properties: { cookies: { type: 'boolean', description: 'Accept the cookie banner.' }, fast: { type: 'boolean', description: 'Skip the lint checks' } } }, annotations: { readOnlyHint: false } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "fifth held-out round of 2026-12-07, boundary: a force said to close or to synchronise, another verb than one that destroys, stays a mode (ruflo's terminal_close, 'Force close')",
      doc: mcpList([{ name: 'terminal_close', description: 'Close a terminal session.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, force: { type: 'boolean', description: 'Force close' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "second held-out round of 2026-12-07, boundary: a flag for humans to read, not to set, approves nothing ('Format the output for humans only')",
      doc: mcpList([{ name: 'update_report', description: 'Update a report.', inputSchema: { type: 'object', properties: { pretty: { type: 'boolean', description: 'Format the output for humans only.' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "second held-out round of 2026-12-07, boundary: a force that kills an idle session guards nothing ('Kill idle sessions too')",
      doc: mcpList([{ name: 'restart_sessions', description: 'Restart sessions.', inputSchema: { type: 'object', properties: { force: { type: 'boolean', description: 'Kill idle sessions too, then restart them.' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "recall round of 2026-12-07: a force that overwrites nothing existing nor removes anything running stays a mode, and a grant in a name's middle of something harmless grants nothing (`force`, 'Force a refresh of the index'; `autoAllowList`)",
      doc: mcpList([
        { name: 'delete_cache', description: 'Delete a cache entry.', inputSchema: { type: 'object', properties: { key: { type: 'string' }, force: { type: 'boolean', description: 'Force a refresh of the index afterwards' } }, required: ['key'] } },
        { name: 'delete_rule', description: 'Delete a rule.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, autoAllowList: { type: 'boolean', description: 'Use the allow list' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T5): a rebuild forced even if the index exists makes again what stored data gives (claude-flow's embeddings_rabitq_build `force`, 'Force rebuild even if index exists')",
      doc: mcpList([{ name: 'embeddings_rabitq_build', description: 'Build RaBitQ 1-bit quantized index from stored embeddings (32x compression).', inputSchema: { type: 'object', properties: { force: { type: 'boolean', description: 'Force rebuild even if index exists' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T7): a query of logs, unannotated, is a read by its name, with no action to approve (Check Point's run_logs_query as published, ignore-warnings)",
      doc: mcpList([{ name: 'run_logs_query', description: 'Run a new logs query with specified filters and parameters. Returns the first page of results and a query ID for pagination.', inputSchema: { type: 'object', properties: { filter: { type: 'string' }, 'ignore-warnings': { type: 'boolean', description: 'Whether to ignore warnings during query execution.' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 33 (reader V): a `yes` on a tool that only returns a command switches that command's text (Starwind's starwind_migrate, 'Generates the safe Starwind UI v3 migration command': `yes` adds --yes to the command, run and approved elsewhere)",
      doc: mcpList([{ name: 'starwind_migrate', description: 'Generates the safe Starwind UI v3 migration command.', inputSchema: { type: 'object', properties: { yes: { type: 'boolean', description: 'Add --yes to skip prompts.' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 22 (reader F): a flag that asks for an approval gives none (an orchestrator's setPendingAction requiresApproval, 'Whether action requires user approval before execution')",
      doc: contract([deleteTicket({ requiresApproval: { type: 'boolean', description: 'Whether action requires user approval before execution' }, require_confirmation: flag })]),
    },
    {
      name: "seventh held-out round of 2026-12-07: a flag on by default that waits for something other than a human's confirmation is no approval (chrome-devtools' evaluate_script `waitForStableDom`, 'Defaults to true'; `awaitPromise`, default true)",
      doc: mcpList([{ name: 'evaluate_script', description: 'Run a script in the page.', inputSchema: { type: 'object', properties: { script: { type: 'string' }, waitForStableDom: { type: 'boolean', description: 'Wait for the DOM to settle. Defaults to true.' }, awaitPromise: { type: 'boolean', default: true } }, required: ['script'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 56 (re-reader AG1): a flag off by default whose description opens by asking for the user's confirmation gives none (latest-science's fetch_pdf_content `confirmLargeFiles`, 'Require confirmation for large files')",
      doc: mcpList([
        {
          name: 'fetch_pdf_content',
          description: 'Fetch the text content of a PDF.',
          inputSchema: { type: 'object', properties: { url: { type: 'string' }, confirmLargeFiles: { type: 'boolean', default: false, description: '\n Require confirmation for large files (default: false for MCP mode)\n \u2022 false: Automatically process files within size limits\n \u2022 true: Prompt user for confirmation on large files' } }, required: ['url'] },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 18 (reader O): warnings suppressed are warnings hidden from the output, no gate passed (xcodebuildmcp's session_set_defaults suppressWarnings), even on a tool that destroys",
      doc: contract([deleteTicket({ suppressWarnings: flag, suppress_warning: flag })]),
    },
    {
      name: "a string of yes or no is a choice of words, not read as a flag (`confirm` taking yes or no)",
      doc: mcpList([{ name: 'delete_env', inputSchema: { type: 'object', properties: { id: { type: 'string' }, confirm: { type: 'string', enum: ['yes', 'no'] } }, required: ['id'] }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "stored settings, not consents: a member of a settings object (DigitalOcean's config.override_main_response_version), an auto- flag for what comes later (0nmcp's autoConfirm, \"Auto-confirm new appointments\"), a force over a cache (\"Force re-sync even if cache already exists\")",
      doc: mcpList([
        {
          name: 'update_cluster_config',
          inputSchema: { type: 'object', properties: { id: { type: 'string' }, config: { type: 'object', properties: { override_main_response_version: { type: 'boolean' } } } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
        { name: 'create_calendar', inputSchema: { type: 'object', properties: { name: { type: 'string' }, autoConfirm: { type: 'boolean', description: 'Auto-confirm new appointments' } } } },
        { name: 'sync_project', inputSchema: { type: 'object', properties: { projectId: { type: 'string' }, force: { type: 'boolean', description: 'Force re-sync even if cache already exists (default: false)' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 13, Chinese: a mode the model picks (\u7ed5\u8fc7\u7f13\u5b58, bypass the cache) stays silent, as in English",
      doc: mcpList([{ name: 'sync_index', inputSchema: { type: 'object', properties: { fresh: { type: 'boolean', description: '\u7ed5\u8fc7\u7f13\u5b58\u76f4\u63a5\u8bfb\u53d6\u3002' } } }, annotations: { readOnlyHint: false, destructiveHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 13: an undescribed flag of a tool that declares nothing and whose name reads (Interactive Brokers' get_account_info, `confirm` with const true) approves nothing in sight",
      doc: mcpList([
        {
          name: 'get_account_info',
          description: 'Get account information and balances. Usage: `{ "confirm": true }`.',
          inputSchema: { type: 'object', properties: { confirm: { type: 'boolean', const: true } }, required: ['confirm'], additionalProperties: false },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a tool declared read-only has no action to approve (Check Point's run_logs_query, ignore-warnings); a filter on what is approved (0nmcp's training_export approved_only)",
      doc: mcpList([
        {
          name: 'run_logs_query',
          inputSchema: { type: 'object', properties: { filter: { type: 'string' }, 'ignore-warnings': { type: 'boolean', description: 'Whether to ignore warnings during query execution.' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'training_export',
          inputSchema: { type: 'object', properties: { dataset_id: { type: 'string' }, approved_only: { type: 'boolean', description: 'Only export approved pairs' } } },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a flag that strips pieces of the text a tool writes shapes the content (fast-filesystem's write tools, force_remove_emojis)",
      doc: mcpList([
        {
          name: 'fast_write_file',
          inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' }, force_remove_emojis: { type: 'boolean', default: false, description: 'Force remove emojis (default: false)' } } },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a check skipped for speed is a trade, not an approval (Lark's ignore_consistency_check, \"to improve performance\")",
      doc: mcpList([
        {
          name: 'bitable_v1_appTableRecord_create',
          inputSchema: { type: 'object', properties: { ignore_consistency_check: { type: 'boolean', description: 'Ignore read/write consistency checks to improve performance, at the cost of reading stale data.' } } },
          annotations: { readOnlyHint: false },
        },
      ]),
      fileName: 'server.tools.json',
    },
    { name: 'the preview / execute / verify trio', doc: contract(mutationTrio()) },
    {
      name: "round 25 (reader G): a force whose 'prompt' is the message it delivers names a mode (agent-orchestrator's action_session force_immediate, 'interrupts a running session to deliver the prompt immediately')",
      doc: mcpList([{ name: 'action_session', inputSchema: { type: 'object', properties: { force_immediate: { type: 'boolean', description: 'When true, interrupts a running session to deliver the prompt immediately instead of queuing it.' } } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      // A held-out server's kubectl tools: the description says which way the deletion runs and
      // names nothing it overrides, so the model picks a mode; it approves nothing.
      name: 'force whose description names a mode, not a check (kubectl delete: "bypass graceful deletion")',
      doc: mcpList([{ name: 'kubectl_delete', inputSchema: { type: 'object', properties: { force: { type: 'boolean', description: 'If true, immediately remove resources from API and bypass graceful deletion', default: false } } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: 'ordinary options: ignore_case, force_refresh (a cache refresh is no approval), allow_duplicates, skip_empty',
      doc: contract([deleteTicket({ ignore_case: flag, force_refresh: flag, allow_duplicates: flag, skip_empty: flag, include_approved: flag })]),
    },
    { name: 'a confirmation code the human types is a string, not a flag', doc: contract([deleteTicket({ confirm: { type: 'string', description: 'The code shown to the user.' } })]) },
    { name: 'dry_run belongs to mutation-dry-run-flag', doc: contract([deleteTicket({ dry_run: flag })]) },
    {
      name: 'turning off a transport check weakens a connection, it approves nothing: skipTlsVerification, ignore_ssl_errors',
      doc: contract([deleteTicket({ skipTlsVerification: flag, ignore_ssl_errors: flag, scrapeOptions: { type: 'object', properties: { skipTlsVerification: flag } } })]),
    },
    {
      name: 'a bare override whose description says what it does and names no check (Datadog mute_host: "replaces existing end time")',
      doc: mcpList([{ name: 'mute_host', inputSchema: { type: 'object', properties: { override: { type: 'boolean', description: 'If true and the host is already muted, replaces existing end time' } } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: 'skipping a check of a value\'s format configures the value (monday.com form question skipValidation: "Skips URL format validation.")',
      doc: contract([deleteTicket({ skipValidation: { type: 'boolean', description: 'Link only. Skips URL format validation.' } })]),
    },
    {
      name: 'skipping the validation of named inputs configures them (Jira ignoreUriAndModuleKeyValidation)',
      doc: contract([deleteTicket({ ignoreUriAndModuleKeyValidation: { type: 'boolean', default: false } })]),
    },
    {
      name: 'a confirmation sent to someone else is no approval: confirm_email',
      doc: contract([deleteTicket({ confirm_email: flag, send_confirmation: flag })]),
    },
    {
      name: 'force on a tool whose annotations say it destroys nothing is an option',
      doc: mcpList([{ name: 'refresh_index', inputSchema: { type: 'object', properties: { force: flag } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: 'force on a read-only tool is an option (force a refresh), not an approval',
      doc: contract([readTool({ name: 'get_report', inputSchema: { type: 'object', properties: { force: flag } } })]),
    },
    {
      name: 'a flag under not, if or propertyNames, or in a definition nobody refers to, is no input',
      doc: contract([
        deleteTicketWith({
          type: 'object',
          properties: { ticket_id: { type: 'string' } },
          not: { properties: { confirm: flag } },
          if: { properties: { force: flag } },
          $defs: { Unused: { type: 'object', properties: { confirmed: flag } } },
        }),
      ]),
    },
    {
      name: 'MCP: a tool without such a flag',
      doc: mcpList([{ name: 'delete_ticket', inputSchema: { type: 'object', properties: { ignore_case: flag } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "rounds 61 and 63 (re-readers s3, t3): force past output the agent has not read yet, a terminal's own bookkeeping (mcp-shell-server's terminal_operate `force_input`)",
      doc: mcpList([{ name: 'terminal_operate', description: 'Unified terminal operations: create sessions, send input, get output with automatic position tracking.', inputSchema: { type: 'object', properties: { input: { type: 'string' }, force_input: { type: 'boolean', default: false, description: 'Force input even if unread output exists. Default: false (input rejected if unread output exists).' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader v3): a flag its own description calls a no-op, or deprecated, approves nothing (just-bash-mcp's bash_sandbox_run `sudo`)",
      doc: mcpList([
        { name: 'bash_sandbox_run', description: 'Run a command in the sandbox.', inputSchema: { type: 'object', properties: { cmd: { type: 'string' }, sudo: { type: 'boolean', description: 'Run with sudo. No-op in just-bash, included for Vercel Sandbox API compatibility' } } }, annotations: { destructiveHint: true } },
        { name: 'delete_repo', description: 'Delete a repository.', inputSchema: { type: 'object', properties: { repo: { type: 'string' }, confirm: { type: 'boolean', deprecated: true, description: 'Confirm the deletion' } } }, annotations: { destructiveHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "force past a state that protects nothing: Microsoft 365's login, \"Force a new login even if already logged in\"",
      doc: mcpList([{ name: 'login', inputSchema: { type: 'object', properties: { force: { type: 'boolean', default: false, description: 'Force a new login even if already logged in' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 26 (reader H): force past 'no changes detected' only redoes what would be skipped as done (Adobe's aio-app-deploy forceBuild, forceDeploy)",
      doc: mcpList([
        {
          name: 'aio-app-deploy',
          description: 'Deploy an Adobe I/O App to runtime. Can deploy specific actions or the entire app.',
          inputSchema: {
            type: 'object',
            properties: {
              forceBuild: { type: 'boolean', default: false, description: 'Force build even if no changes detected using --force-build (optional, default: false)' },
              forceDeploy: { type: 'boolean', default: false, description: 'Force deploy even if there are no changes (optional, default: false)' },
            },
          },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a bare force with no description on a tool that deploys or builds rebuilds (Coolify's deploy, redeploy_project)",
      doc: mcpList([
        { name: 'deploy', inputSchema: { type: 'object', properties: { tag_or_uuid: { type: 'string' }, force: { type: 'boolean' } } }, annotations: { destructiveHint: true } },
        { name: 'redeploy_project', inputSchema: { type: 'object', properties: { force: { type: 'boolean' } } }, annotations: { destructiveHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a permission written into the rule the tool configures, among the rule's restricting switches (a branch-protection tool's allow_deletions beside required_linear_history, block_creations, lock_branch)",
      doc: mcpList([
        {
          name: 'manage_branches',
          description: "Manage GitHub Branch Protection: get, update, and delete a branch's protection rules; list repository branches.",
          inputSchema: {
            type: 'object',
            properties: {
              action: { type: 'string', enum: ['get_protection', 'update_protection', 'delete_protection', 'list_branches'] },
              branch: { type: 'string' },
              enforce_admins: { type: ['boolean', 'null'], description: 'Whether the restrictions also apply to repository admins (update_protection)' },
              required_linear_history: { type: 'boolean' },
              allow_force_pushes: { type: ['boolean', 'null'] },
              allow_deletions: { type: 'boolean' },
              block_creations: { type: 'boolean' },
              lock_branch: { type: 'boolean' },
            },
            required: ['action'],
          },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: 'a bypass of something that is no gate, described as a mode that names nothing it overrides (an export tool\'s bypass_pagination, "Export all records without pagination")',
      doc: mcpList([
        {
          name: 'export_data',
          inputSchema: {
            type: 'object',
            properties: {
              format: { type: 'string', enum: ['csv', 'json'] },
              options: { type: 'object', properties: { limit: { type: 'integer' }, bypass_pagination: { type: 'boolean', description: 'Export all records without pagination (default: true for exports)' } } },
            },
          },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: 'a force of an update on a tool annotated destructiveHint false, described as a mode (a metadata server\'s force_update, "Update existing descriptions")',
      doc: mcpList([
        {
          name: 'auto_describe',
          inputSchema: { type: 'object', properties: { database_id: { type: 'number' }, force_update: { type: 'boolean', description: 'Update existing descriptions (default: false)', default: false } }, required: ['database_id'] },
          annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
        },
        {
          name: 'regenerate_descriptions',
          inputSchema: { type: 'object', properties: { force_update: { type: 'boolean', description: 'Update existing descriptions (default: false)' } } },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a state named like an approval and on by default is the new item's (Discourse's create_user approved)",
      doc: mcpList([{ name: 'discourse_create_user', inputSchema: { type: 'object', properties: { username: { type: 'string' }, approved: { type: 'boolean', default: true } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: 'modes and settings on a tool that changes something stay silent: bypass Trash, bypass a cache, a value that overrides another input, an email the tool marks confirmed, a full export the user needs, "false is rejected"',
      doc: mcpList([
        {
          name: 'update_site_item',
          inputSchema: {
            type: 'object',
            properties: {
              force: { type: 'boolean', description: 'When true, bypasses Trash and permanently deletes the file. Defaults to false.' },
              fresh: { type: 'boolean', description: 'Bypass the 1h transient cache.' },
              infinite_token_lifetime: { type: 'boolean', description: 'If true, tokens never expire (overrides token_lifetime).' },
              email_confirm: { type: 'boolean', description: "Confirms the user's email address if set to true." },
              fetchAllPages: { type: 'boolean', description: 'Merge up to 100 pages into one response, only when the user explicitly needs a full export.' },
              evenlySplitVariations: { type: 'boolean', description: 'Set true to split traffic evenly. false is rejected.' },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "an approval-named state among the fields of the record a tool creates, updates or searches (Umbraco's create-member and update-member `isApproved` beside email, username, isLockedOut; find-member, read-only, a filter)",
      doc: mcpList([
        {
          name: 'create-member',
          inputSchema: { type: 'object', properties: { email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' }, isApproved: { type: 'boolean' } }, required: ['email', 'username', 'password', 'isApproved'] },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
        {
          name: 'update-member',
          inputSchema: { type: 'object', properties: { id: { type: 'string' }, data: { type: 'object', properties: { isApproved: { type: 'boolean' }, isLockedOut: { type: 'boolean' } } } }, required: ['id', 'data'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
        {
          name: 'find-member',
          description: 'Finds members by various filter criteria',
          inputSchema: { type: 'object', properties: { memberGroupName: { type: 'string' }, isApproved: { type: 'boolean' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a verdict flag on a tool whose act is the verdict records the answer (an agent orchestrator's respond_to_proposal, \"Approve or reject a proposal\", required `approved`; a vote on a proposal; a review of a request named so)",
      doc: mcpList([
        {
          name: 'respond_to_proposal',
          description: 'Approve or reject a proposal',
          inputSchema: { type: 'object', properties: { proposalId: { type: 'string' }, agentId: { type: 'string', description: 'Agent responding' }, approved: { type: 'boolean' }, reason: { type: 'string' } }, required: ['proposalId', 'agentId', 'approved'] },
        },
        {
          name: 'cast_ballot',
          description: 'Vote on a pending proposal in the governance queue.',
          inputSchema: { type: 'object', properties: { proposal_id: { type: 'string' }, approve: { type: 'boolean' } }, required: ['proposal_id', 'approve'] },
        },
        {
          name: 'review_access_request',
          description: 'Records a decision.',
          inputSchema: { type: 'object', properties: { request_id: { type: 'string' }, accepted: { type: 'boolean' } }, required: ['request_id', 'accepted'] },
        },
      ]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: "seventh held-out round of 2026-12-07: a flag that asks for a confirmation by its name but is on by default, as its schema or its description says, is turned off by the model sending false (the mysql server's plan_seed_data `require_confirmation`, 'Require confirm_token for non-dry-run execution (default: true)')",
      doc: mcpList([
        { name: 'plan_seed_data', description: 'Build a seed plan and run it.', inputSchema: { type: 'object', properties: { tables: { type: 'array', items: { type: 'string' } }, require_confirmation: { type: 'boolean', description: 'Require confirm_token for non-dry-run execution (default: true)' } }, required: ['tables'] } },
        { name: 'seed_rows', description: 'Insert seed rows.', inputSchema: { type: 'object', properties: { table: { type: 'string' }, requireApproval: { type: 'boolean', default: true, description: 'Ask the user before inserting.' } }, required: ['table'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/require_confirmation', message: "by sending false (which skips the confirmation it shows the user) (it asks for a human's confirmation and is on by default (default: true))" },
        { pointer: '/tools/1/inputSchema/properties/requireApproval', message: '("default": true)' },
      ],
    },
    {
      name: "held-out round of 2026-12-07: a flag whose description lifts or answers a human's approval gate or prompt (lm-assist's claudeai_completion `auto_approve_tools`, 'Auto-release claude.ai's per-tool approval gates so the driven calls run'; windows_terminal_auto_handle `trust`, 'Accept folder-trust prompt (default true).')",
      doc: mcpList([
        { name: 'claudeai_completion', description: 'Send a prompt to a conversation and get the reply.', inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, auto_approve_tools: { type: 'boolean', description: "Auto-release claude.ai's per-tool approval gates so the driven calls run." } }, required: ['prompt'] }, annotations: { readOnlyHint: false } },
        { name: 'windows_terminal_auto_handle', description: 'Detect a session screen state and advance it.', inputSchema: { type: 'object', properties: { trust: { type: 'boolean', description: 'Accept folder-trust prompt (default true).' } } }, annotations: { readOnlyHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/auto_approve_tools', message: "its description says \"Auto-release claude.ai's per-tool approval gates\"" },
        { pointer: '/tools/1/inputSchema/properties/trust', message: 'its description says "Accept folder-trust prompt"' },
      ],
    },
    {
      name: "fifth held-out round of 2026-12-07: a force whose description only says it forces the deletion says nothing of what it does (WooCommerce's woo_products_delete `force`, 'Force delete')",
      doc: mcpList([{ name: 'woo_products_delete', description: 'Delete a product.', inputSchema: { type: 'object', properties: { productId: { type: 'number' }, force: { type: 'boolean', description: 'Force delete' } }, required: ['productId'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/force' }],
    },
    {
      name: "second held-out round of 2026-12-07: a flag its description reserves for a human (lm-assist's mission_update `resultsReplace`, 'Must be true when sending results (full replace). Human-only.')",
      doc: mcpList([{ name: 'mission_update', description: 'Update a mission.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, results: { type: 'array', items: { type: 'object' } }, resultsReplace: { type: 'boolean', description: 'Must be true when sending results (full replace). Human-only.' } }, required: ['id'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/resultsReplace', message: 'its description says "Human-only"' }],
    },
    {
      name: "second held-out round of 2026-12-07: a force that acts on what the tool did not create or kills a live session passes a guard (lm-assist's vm_snapshot `force`, 'Allow on a non-managed VM.'; ccr_connect `force`, 'Kill-and-resume a live, unreachable, actively-busy session')",
      doc: mcpList([
        { name: 'vm_snapshot', description: 'VM snapshots: action=list|create|restore|delete. WRITE — restore rewinds VM state.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, action: { type: 'string', enum: ['list', 'create', 'restore', 'delete'] }, force: { type: 'boolean', description: 'Allow on a non-managed VM.' } }, required: ['name', 'action'] } },
        { name: 'ccr_connect', description: 'Connect a session for remote control; kills and resumes it when unreachable.', inputSchema: { type: 'object', properties: { session_id: { type: 'string' }, force: { type: 'boolean', description: 'Kill-and-resume a live, unreachable, actively-busy session (idle sessions auto-kill). Default false.' } }, required: ['session_id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/force', message: 'its description says "non-managed"' },
        { pointer: '/tools/1/inputSchema/properties/force', message: 'its description says "Kill-and-resume a live"' },
      ],
    },
    {
      name: "recall round of 2026-12-07: a force that removes running things or overwrites existing ones passes a guard (a Docker server's docker-remove `force`, 'Force remove running containers'; ruflo's hooks_init `force`, 'Overwrite existing configuration'), and a grant after what it is for is one (ruflo's wasm_agent_compose `mcpToolsAllowDestructive`, 'Set true to allow destructive tools')",
      doc: mcpList([
        { name: 'docker-remove', description: 'Remove containers.', inputSchema: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } }, force: { type: 'boolean', description: 'Force remove running containers' } }, required: ['ids'] } },
        { name: 'delete_hooks', description: 'Delete and reinitialise hooks in the project.', inputSchema: { type: 'object', properties: { force: { type: 'boolean', description: 'Overwrite existing configuration' } } } },
        { name: 'wasm_agent_compose', description: 'Compose a WASM agent with MCP tools.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, mcpToolsAllowDestructive: { type: 'boolean', description: 'Set true to allow destructive tools (*_delete, *_shutdown)' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/force', message: 'its description says "remove running"' },
        { pointer: '/tools/1/inputSchema/properties/force', message: 'its description says "Overwrite existing"' },
        { pointer: '/tools/2/inputSchema/properties/mcpToolsAllowDestructive' },
      ],
    },
    {
      name: "round 64 (re-reader v3): a flag whose description calls the call, or one case of it, a no-op still approves its tool's act",
      doc: mcpList([{ name: 'delete_repo', description: 'Delete a repository.', inputSchema: { type: 'object', properties: { repo: { type: 'string' }, confirm: { type: 'boolean', description: 'Confirm the deletion (without it the call is a no-op)' }, force: { type: 'boolean', description: 'Delete even if protected. No-op if the repo is already gone.' } } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirm' }, { pointer: '/tools/0/inputSchema/properties/force' }],
    },
    {
      name: "rounds 61 and 63 (re-readers s3, t3): unread messages a force deletes past are no terminal's output",
      doc: mcpList([{ name: 'delete_mailbox', inputSchema: { type: 'object', properties: { id: { type: 'string' }, force: { type: 'boolean', default: false, description: 'Force delete even if unread messages exist' } } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/force' }],
    },
    {
      name: 'round 56: the same flag on by default is turned off by sending false, skipping the human: still a self-approval',
      doc: mcpList([
        {
          name: 'delete_files',
          description: 'Delete files.',
          inputSchema: { type: 'object', properties: { paths: { type: 'array', items: { type: 'string' } }, confirmDelete: { type: 'boolean', default: true, description: 'Require confirmation before deleting. true: Prompt user for confirmation' } }, required: ['paths'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirmDelete', message: 'sending false (which skips the confirmation it shows the user)' }],
    },
    {
      name: "round 44 (reader T5): a file overwritten even if it exists stays a self-approval",
      doc: mcpList([{ name: 'write_file', description: 'Write a file.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, force: { type: 'boolean', description: 'Force overwrite even if file exists' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/force' }],
    },
    {
      name: "round 44 (reader T7): a run of a query that is not one of logs stays an action to approve (run_query, unannotated)",
      doc: mcpList([{ name: 'run_query', description: 'Run a query.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The SQL statement' }, 'ignore-warnings': { type: 'boolean', description: 'Whether to ignore warnings during query execution.' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/ignore-warnings' }],
    },
    {
      name: "round 43 (reader T2): a force that creates a new plan 'even if one with the same attributes already exists' makes a duplicate and overwrites nothing (Whop's create_checkout_configurations); a force past 'a file with the same name already exists' stays reported",
      doc: mcpList([{ name: 'create_checkout_configurations', description: 'Creates a new checkout configuration', annotations: {}, inputSchema: { type: 'object', properties: { plan: { type: 'object', description: 'Pass this object to create a new plan for this checkout configuration', properties: { force_create_new_plan: { type: 'boolean', description: 'Whether to force the creation of a new plan even if one with the same attributes already exists.' } } }, force_write: { type: 'boolean', description: 'Force writing the file even if a file with the same name already exists.' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/force_write' }],
    },
    {
      name: "round 43 (reader T1): a flag that forces the user's confirmation asks the human, as `require_confirmation` does (mcp-shell-server's shell_execute `force_user_confirm`); `skip_user_confirm` beside it still lets the model approve",
      doc: mcpList([{ name: 'shell_execute', description: 'Execute shell commands securely.', annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false }, inputSchema: { type: 'object', required: ['command'], properties: { command: { type: 'string', description: 'Shell command to execute' }, force_user_confirm: { type: 'boolean', default: false, description: 'Force user confirmation regardless of LLM evaluation result. Use this when you want direct user confirmation even for safe commands.' }, skip_user_confirm: { type: 'boolean', default: false, description: 'Skip user confirmation regardless of LLM evaluation result.' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/skip_user_confirm' }],
    },
    {
      name: "round 31 (reader R): a flag named for a destroying act that the tool says a call requires set is a gate the model opens (the PDF server's interact `overwrite`: 'Set `overwrite: true` to replace an existing file (always required when omitting `path`)'); an `overwrite` nothing requires is a choice",
      doc: mcpList([
        {
          name: 'interact',
          description: 'Interact with a PDF viewer. Pass `path` for a new location, or omit `path` to overwrite the original. Set `overwrite: true` to replace an existing file (always required when omitting `path`).',
          inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Target file path. Omit to overwrite the original file (requires overwrite: true).' }, overwrite: { type: 'boolean', description: 'Overwrite if file exists. Default false.' } } },
        },
        {
          name: 'write_story',
          description: 'Write a story file.',
          inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Where to write.' }, overwrite: { type: 'boolean', description: 'Overwrite an existing file.' } }, required: ['path'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/overwrite', message: '(a call requires it set: "Set `overwrite: true` to replace an existing file (always required")' }],
    },
    {
      name: "round 20 (reader J): a flag whose description opens by allowing a destroying act grants the model that permission, whatever its name (ContextStream's generate_rules overwrite_existing, 'Allow overwriting existing rule files'); 'Overwrite existing files' says what to do, 'Allow duplicates' lets nothing through",
      doc: mcpList([
        {
          name: 'generate_rules',
          description: 'Write editor rule files.',
          inputSchema: { type: 'object', properties: { overwrite_existing: { type: 'boolean', description: 'Allow overwriting existing rule files.' }, skip_dupes: { type: 'boolean', description: 'Allow duplicates.' } } },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/overwrite_existing', message: '(its description says "Allow overwriting existing rule files")' }],
    },
    {
      name: "round 35 (reader X): allowing a named doer to destroy ('Allow the CLI to overwrite existing files': Starwind's starwind_add `overwrite`) grants the model that permission too",
      doc: mcpList([
        {
          name: 'starwind_add',
          description: 'Installs Starwind UI v3 components into the project.',
          inputSchema: { type: 'object', properties: { components: { type: 'array', items: { type: 'string' }, description: 'Names to install.' }, overwrite: { type: 'boolean', description: 'Allow the CLI to overwrite existing files.' } }, required: ['components'] },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/overwrite', message: '(its description says "Allow the CLI to overwrite existing files")' }],
    },
    {
      name: "round 18: suppressing a check or a confirmation, or warnings and checks together, still passes a gate",
      doc: contract([deleteTicket({ suppress_checks: flag, suppressConfirmation: flag, suppress_warnings_and_checks: flag })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/suppress_checks' },
        { pointer: '/tools/0/inputSchema/properties/suppressConfirmation' },
        { pointer: '/tools/0/inputSchema/properties/suppress_warnings_and_checks' },
      ],
    },
    {
      name: "a string whose only value is a yes is a flag too (CloudBase's manageEnv `confirm`, const \"yes\"; an enum of one \"true\"): the message quotes the value",
      doc: mcpList([
        {
          name: 'manage_env',
          inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create', 'renew'] }, confirm: { type: 'string', const: 'yes', description: 'Paid operations must pass "yes" to confirm.' } }, required: ['action'] },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
        { name: 'delete_env', inputSchema: { type: 'object', properties: { id: { type: 'string' }, confirm: { type: 'string', enum: ['true'] } }, required: ['id'] }, annotations: { destructiveHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/confirm', message: 'by sending "yes", so it is no approval at all' },
        { pointer: '/tools/1/inputSchema/properties/confirm', message: 'by sending "true"' },
      ],
    },
    {
      name: "round 26 (reader H): a free string its description says must be one word to go ahead is a gate the model types open ('Must be exactly 'DELETE' to confirm account deletion': a mobile debugger's delete_account); a string that names what to delete is none",
      doc: mcpList([
        {
          name: 'delete_account',
          description: 'Permanently delete your account. Requires confirm: DELETE to proceed.',
          inputSchema: { type: 'object', properties: { confirm: { type: 'string', description: "Must be exactly 'DELETE' to confirm account deletion" } } },
        },
        { name: 'delete_file', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'The file to delete.' } }, required: ['path'] }, annotations: { destructiveHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirm', message: 'by sending "DELETE", so it is no approval at all' }],
    },
    {
      name: "the same names where they consent: an auto- flag for this call (\"Auto-approve the generated plan\"), a force over a cache that overwrites (\"Force re-sync even if the cache exists, overwriting local changes\"), a force outside a settings object",
      doc: mcpList([
        {
          name: 'apply_plan',
          inputSchema: {
            type: 'object',
            properties: {
              autoApprove: { type: 'boolean', description: 'Auto-approve the generated plan' },
              force: { type: 'boolean', description: 'Force re-sync even if the cache exists, overwriting local changes' },
              options: { type: 'object', properties: { override_checks: { type: 'boolean' } } },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/autoApprove' }, { pointer: '/tools/0/inputSchema/properties/force' }, { pointer: '/tools/0/inputSchema/properties/options/properties/override_checks' }],
    },
    {
      name: "round 42 (re-reader S11): a force past what is still referenced overrides a guard (Contentstack's delete_global_field `options.force`, 'Set to true to force delete a global field that is referenced in content types'); a force described as a way of deleting, naming no guard, is a mode",
      doc: mcpList([
        { name: 'contentstack_delete_global_field', description: 'Delete a global field. This is a destructive operation that cannot be undone.', inputSchema: { type: 'object', properties: { uid: { type: 'string' }, options: { type: 'object', properties: { force: { type: 'boolean', description: 'Set to true to force delete a global field that is referenced in content types. Default is false.' } } } }, required: ['uid'] }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true } },
        { name: 'delete_pod', description: 'Delete a pod.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, force: { type: 'boolean', description: 'Delete the pod immediately rather than gracefully.' } }, required: ['name'] }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/options/properties/force', message: '(its description says "that is referenced")' }],
    },
    {
      name: "round 42 (re-reader S10): a flag whose name calls itself dangerous grants what it turns off (Claude Code's Bash `dangerouslyDisableSandbox`); skipping a check for package updates is no gate (trigger.dev's deploy `skipUpdateCheck`), skipping a safety check is",
      doc: mcpList([
        { name: 'Bash', description: 'Executes a given bash command.', inputSchema: { type: 'object', properties: { command: { type: 'string' }, dangerouslyDisableSandbox: { type: 'boolean', description: 'Set this to true to dangerously override sandbox mode and run commands without sandboxing.' } }, required: ['command'] }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
        { name: 'deploy', description: 'Deploy a project.', inputSchema: { type: 'object', properties: { skipUpdateCheck: { type: 'boolean', description: 'Skip checking for @trigger.dev package updates' }, skipSafetyChecks: { type: 'boolean' } } }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/dangerouslyDisableSandbox' }, { pointer: '/tools/1/inputSchema/properties/skipSafetyChecks' }],
    },
    {
      name: "round 41 (re-reader R33): on an unannotated read, or a tool nothing gives a class, a flag that overrides the tool's own choice and names no gate approves nothing (Perplexity's search and reason `force_model`, 'Force using this model even if query seems complex'); a disclosure gate on a get, and a flag the tool's own description gates ('prompt the user to confirm … a force index'), are still reported",
      doc: mcpList([
        { name: 'search', description: "Quick search using Perplexity's Sonar Pro model.", inputSchema: { type: 'object', properties: { query: { type: 'string' }, force_model: { type: 'boolean', description: 'Optional: Force using this model even if query seems complex', default: false } }, required: ['query'] } },
        { name: 'get_secret', description: 'Get a stored secret.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, force: { type: 'boolean', description: 'Reveal the value even if it is masked.' } }, required: ['id'] } },
        { name: 'reason', description: "Handles complex tasks using Perplexity's reasoning model.", inputSchema: { type: 'object', properties: { query: { type: 'string' }, force_model: { type: 'boolean', description: 'Optional: Force using this model even if query seems simple' } }, required: ['query'] } },
        {
          name: 'index_codebase',
          description: 'Index a codebase. If a conflict is detected, you MUST prompt the user to confirm whether to proceed with a force index (i.e., re-indexing and overwriting the previous index).',
          inputSchema: { type: 'object', properties: { path: { type: 'string' }, force: { type: 'boolean', description: 'Force re-indexing even if already indexed' } }, required: ['path'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/force' }, { pointer: '/tools/3/inputSchema/properties/force' }],
    },
    {
      name: "round 41 (re-reader R28): a flag without which the write fails on an existing target unlocks the overwrite (obsidian_update_note `overwriteIfExists`, 'If false (default), fails if target exists. If true, allows overwrite.'); a flag that only says what it does when true does not",
      doc: mcpList([
        {
          name: 'obsidian_update_note',
          description: 'Modify Obsidian notes using whole-file operations.',
          inputSchema: { type: 'object', properties: { targetIdentifier: { type: 'string' }, content: { type: 'string' }, overwriteIfExists: { type: 'boolean', default: false, description: 'If false (default), fails if target exists. If true, allows overwrite.' }, createIfNeeded: { type: 'boolean', description: 'If true, creates the note when it is missing.' } }, required: ['targetIdentifier', 'content'] },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/overwriteIfExists', message: '(its description says "If false (default), fails if target exists")' }],
    },
    {
      name: "round 13, Chinese: set true only once it is confirmed (CloudBase's manageFunctions autoGrant, \u4ec5\u5728\u660e\u786e\u786e\u8ba4\u2026\u65f6\u8bbe\u4e3a true), only then is it allowed (managePgDatabase allowDdlViaExecute, \u624d\u5141\u8bb8), the user's confirmation (\u7528\u6237\u786e\u8ba4), a check bypassed (\u7ed5\u8fc7\u5b89\u5168\u68c0\u67e5); round 41 (re-reader R20): not 'use only when sure you want to' (managePgDatabase includeAll, \u4ec5\u5728\u786e\u8ba4\u8981\u2026\u65f6\u4f7f\u7528)",
      doc: mcpList([
        {
          name: 'manage_functions',
          inputSchema: {
            type: 'object',
            properties: {
              autoGrant: { type: 'boolean', default: false, description: '\u662f\u5426\u5141\u8bb8\u81ea\u52a8\u8865\u9f50 CAM \u7b56\u7565\u3002\u9ed8\u8ba4 false\uff1b\u4ec5\u5728\u660e\u786e\u786e\u8ba4\u6743\u9650\u53d8\u66f4\u65f6\u8bbe\u4e3a true\u3002' },
              allowDdlViaExecute: { type: 'boolean', description: '\u53ef\u9009\uff0c\u9ed8\u8ba4 false\u3002\u8bbe\u4e3a true\uff0c\u624d\u5141\u8bb8 schema DDL \u8d70 execute\u3002' },
              skipChecks: { type: 'boolean', description: '\u7ed5\u8fc7\u5b89\u5168\u68c0\u67e5\u3002' },
              includeAll: { type: 'boolean', description: '\u53ef\u9009\uff0c\u9ed8\u8ba4 false\u3002true=\u5141\u8bb8 out-of-order \u4ecd\u53ef Push\uff1b\u4ec5\u5728\u786e\u8ba4\u8981\u8865\u5386\u53f2/\u4e71\u5e8f\u8fc1\u79fb\u65f6\u4f7f\u7528\u3002' },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
        { name: 'get_report', inputSchema: { type: 'object', properties: { shared: { type: 'boolean', description: '\u5206\u4eab\u524d\u9700\u7528\u6237\u786e\u8ba4\u3002' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/autoGrant', message: '(its description says "\u4ec5\u5728\u660e\u786e\u786e\u8ba4")' },
        { pointer: '/tools/0/inputSchema/properties/allowDdlViaExecute', message: '(its description says "\u624d\u5141\u8bb8")' },
        { pointer: '/tools/0/inputSchema/properties/skipChecks' },
        { pointer: '/tools/1/inputSchema/properties/shared', message: '\u7528\u6237\u786e\u8ba4' },
      ],
    },
    {
      name: "round 13: the same undescribed `confirm` on a tool whose name does not read (Interactive Brokers' authenticate), and a described one on a get (a disclosure gate), are still reported",
      doc: mcpList([
        { name: 'authenticate', description: 'Authenticate with the broker.', inputSchema: { type: 'object', properties: { confirm: { type: 'boolean', const: true } }, required: ['confirm'] } },
        { name: 'get_secret', description: 'Get a stored secret.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, confirm: { type: 'boolean', description: 'Must be true to reveal the secret.' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirm' }, { pointer: '/tools/1/inputSchema/properties/confirm' }],
    },
    {
      name: 'force with a destructive verb and a thing the tool acts on is still a grant (force_remove_container, force_delete_comments_and_branch)',
      doc: mcpList([
        {
          name: 'remove_container',
          inputSchema: { type: 'object', properties: { id: { type: 'string' }, force_remove_container: { type: 'boolean' }, force_delete_comments_and_branch: { type: 'boolean' } } },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/force_remove_container' }, { pointer: '/tools/0/inputSchema/properties/force_delete_comments_and_branch' }],
    },
    {
      name: "a flag that lets a delete skip its undo (Godot's delete_folder allow_no_undo, skip_undo)",
      doc: mcpList([
        {
          name: 'delete_folder',
          inputSchema: {
            type: 'object',
            properties: {
              path: { type: 'string' },
              allow_no_undo: { type: 'boolean', description: 'If true, delete a folder too large to snapshot without recording an undo entry. The deletion then cannot be reverted. Default false.' },
              skip_undo: { type: 'boolean' },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/allow_no_undo' }, { pointer: '/tools/0/inputSchema/properties/skip_undo' }],
    },
    {
      name: "a call-level consent stays reported beside a record's fields: `confirm` on a create tool, `approved` on a delete tool (by its name or destructiveHint) even beside email and username",
      doc: mcpList([
        {
          name: 'create_member',
          inputSchema: { type: 'object', properties: { email: { type: 'string' }, username: { type: 'string' }, confirm: { type: 'boolean' } } },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
        {
          name: 'delete_member',
          inputSchema: { type: 'object', properties: { email: { type: 'string' }, username: { type: 'string' }, isApproved: { type: 'boolean' } } },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
        {
          name: 'purge_account',
          inputSchema: { type: 'object', properties: { email: { type: 'string' }, username: { type: 'string' }, approved: { type: 'boolean' } } },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/confirm', message: '"confirm" lets the model approve create_member\'s action itself by sending true' },
        { pointer: '/tools/1/inputSchema/properties/isApproved', message: '"isApproved" lets the model approve delete_member\'s action itself by sending true' },
        { pointer: '/tools/2/inputSchema/properties/approved', message: '"approved" lets the model approve purge_account\'s action itself by sending true' },
      ],
    },
    {
      name: 'on a verdict tool, a confirmation stays reported (`confirm`), and so does a verdict flag on a tool that only reviews on the way to its act ("Merges the pull request after reviewing the request")',
      doc: mcpList([
        {
          name: 'respond_to_proposal',
          description: 'Approve or reject a proposal',
          inputSchema: { type: 'object', properties: { approved: { type: 'boolean' }, confirm: { type: 'boolean' } } },
        },
        {
          name: 'merge_pull_request',
          description: 'Merges the pull request after reviewing the request.',
          inputSchema: { type: 'object', properties: { approved: { type: 'boolean' } } },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/confirm', message: '"confirm" lets the model approve respond_to_proposal\'s action itself by sending true' },
        { pointer: '/tools/1/inputSchema/properties/approved', message: '"approved" lets the model approve merge_pull_request\'s action itself by sending true' },
      ],
    },
    {
      name: 'a flag whose description says, whatever its name, that it is set only after someone confirms, confirms a risky choice, unlocks a refused write or overrides a safety check (a WordPress server)',
      doc: mcpList([
        {
          name: 'update_core',
          inputSchema: { type: 'object', properties: { backup_confirmed: { type: 'boolean', description: 'True only after the operator confirms a recent recoverable backup exists.' } } },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
        {
          name: 'create_review_link',
          inputSchema: { type: 'object', properties: { allow_site_scope: { type: 'boolean', description: 'Confirms scope "site" on a site not marked as staging.' } } },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
        {
          name: 'update_option',
          inputSchema: {
            type: 'object',
            properties: {
              allow_type_change: { type: 'boolean', description: 'Set true only to really replace an option that holds text with an object or array. Without it that write is refused, because a plugin can crash.' },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
        {
          name: 'activate_plugin',
          inputSchema: { type: 'object', properties: { force_without_probe: { type: 'boolean', description: 'High-risk override for hosts that block loopback verification. Default false.' } } },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
        {
          name: 'update_layout',
          inputSchema: { type: 'object', properties: { live: { type: 'boolean', description: 'Set true to acknowledge that this rewrites a global layout live on every page.' } } },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/backup_confirmed', message: /itself by sending true \(its description says "only after the operator confirms"\)/ },
        { pointer: '/tools/1/inputSchema/properties/allow_site_scope', message: /\(its description says "Confirms scope "site" on a site not marked as staging"\)/ },
        { pointer: '/tools/2/inputSchema/properties/allow_type_change', message: /\(its description says "Without it that write is refused"\)/ },
        { pointer: '/tools/3/inputSchema/properties/force_without_probe', message: /\(its description says "High-risk override"\)/ },
        { pointer: '/tools/4/inputSchema/properties/live', message: /\(its description says "Set true to acknowledge"\)/ },
      ],
    },
    {
      name: "round 23 (reader E): a flag that runs without the approval prompts the user would see approves for the user (codex-mcp-server's fullAuto, 'sandboxed automatic execution without approval prompts')",
      doc: mcpList([
        {
          name: 'codex',
          description: 'Execute Codex CLI in non-interactive mode',
          inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, fullAuto: { type: 'boolean', description: 'Enable full-auto mode: sandboxed automatic execution without approval prompts' } }, required: ['prompt'] },
          annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/fullAuto', message: /\(its description says "without approval prompts"\)/ }],
    },
    {
      name: "round 48 (readers Y2, Y4): a flag that accepts every action itself ('Automatically accept all actions (aka YOLO mode).', mcp-gemini-cli's `yolo`) approves for the user; one that accepts a browser's cookie banner does not",
      doc: mcpList([
        { name: 'geminiChat', description: 'Engages in a chat conversation with gemini-cli.', inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, yolo: { type: 'boolean', description: 'Automatically accept all actions (aka YOLO mode).' } }, required: ['prompt'] } },
        { name: 'browse_page', description: 'Open a page in the browser.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, accept_cookies: { type: 'boolean', description: 'Automatically accept the cookie banner.' } }, required: ['url'] }, annotations: { readOnlyHint: false, destructiveHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/yolo', message: /\(its description says "Automatically accept all actions"\)/ }],
    },
    {
      name: "a force whose description says in Chinese what it overrides (CloudBase's manageCloudRun, \u7528\u4e8e\u8df3\u8fc7\u786e\u8ba4\u63d0\u793a: skips the confirmation prompt)",
      doc: mcpList([
        { name: 'manageCloudRun', inputSchema: { type: 'object', properties: { force: { type: 'boolean', description: '\u5f3a\u5236\u64cd\u4f5c\uff0c\u7528\u4e8e\u8df3\u8fc7\u786e\u8ba4\u63d0\u793a' } } }, annotations: { destructiveHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/force', message: '(its description says "\u786e\u8ba4")' }],
    },
    {
      name: "a confirm that shows the user a dialog, on by default: the model approves by sending false (an email server's add_to_calendar); one that skips the prompt approves by sending true",
      doc: mcpList([
        {
          name: 'add_to_calendar',
          inputSchema: { type: 'object', properties: { confirm: { type: 'boolean', default: true, description: 'Show native confirmation dialog before adding' } } },
          annotations: { readOnlyHint: false },
        },
        {
          name: 'delete_event',
          inputSchema: { type: 'object', properties: { skip_confirmation: { type: 'boolean', description: 'Do not show the confirmation dialog' } } },
          annotations: { destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/confirm', message: /^"confirm" lets the model approve add_to_calendar's action itself by sending false \(which skips the confirmation it shows the user\), so it is no approval/ },
        { pointer: '/tools/1/inputSchema/properties/skip_confirmation', message: /^"skip_confirmation" lets the model approve delete_event's action itself by sending true, so/ },
      ],
    },
    {
      name: 'yes on by default still approves (Task Master initialize_project)',
      doc: mcpList([{ name: 'initialize_project', inputSchema: { type: 'object', properties: { yes: { type: 'boolean', default: true, description: 'Skip prompts and use defaults.' } } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/yes' }],
    },
    {
      name: "a force of something named whose description says it overrides a safeguard (Coolify's force_domain_override, \"even if validation fails\")",
      doc: mcpList([{ name: 'service', inputSchema: { type: 'object', properties: { force_domain_override: { type: 'boolean', description: 'Force the domain override even if validation fails (update_application only)' } } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/force_domain_override', message: '(its description says "even if")' }],
    },
    {
      name: "a flag whose description asks for the user's approval first, whatever its name (n8n's exposeToMcp)",
      doc: mcpList([
        {
          name: 'n8n_test_workflow',
          inputSchema: { type: 'object', properties: { exposeToMcp: { type: 'boolean', description: 'Enable the workflow\'s persistent "Available in MCP" setting when n8n refuses the call. Confirm with the user first.' } } },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/exposeToMcp', message: /\(its description says "Confirm with the user"\)/ }],
    },
    {
      name: 'grants stay reported: allow_deletions beside only one restricting switch, a bypass_pagination with no description, a bypass of a policy whatever its description says',
      doc: mcpList([
        {
          name: 'sync_folder',
          inputSchema: {
            type: 'object',
            properties: {
              path: { type: 'string' },
              require_clean_tree: { type: 'boolean' },
              allow_deletions: { type: 'boolean' },
              bypass_pagination: { type: 'boolean' },
              bypass_policy: { type: 'boolean', description: 'Export all records at once' },
            },
          },
          annotations: { destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/allow_deletions' },
        { pointer: '/tools/0/inputSchema/properties/bypass_pagination' },
        { pointer: '/tools/0/inputSchema/properties/bypass_policy' },
      ],
    },
    {
      name: 'a force of a push with no description, or one whose description names what it overrides, on a tool that may destroy something',
      doc: mcpList([
        {
          name: 'git_push',
          inputSchema: { type: 'object', properties: { force_push: { type: 'boolean' }, force_update: { type: 'boolean', description: 'Update the tag even if it is protected' } } },
          annotations: { destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/force_push', message: /\(a force of "push" on a tool that may destroy something, and no description says it is only a mode\)/ },
        { pointer: '/tools/0/inputSchema/properties/force_update', message: /\(its description says "even if"\)/ },
      ],
    },
    // At any depth and in every branch (Notion's allow_deleting_content sits in an anyOf branch).
    ...nestings('allow_deleting_content', flag).map((n) => ({
      name: `allow_deleting_content in a ${n.form}`,
      doc: contract([deleteTicketWith(n.schema)]),
      findings: [{ pointer: `/tools/0/inputSchema${n.pointer}`, message: /^"[A-Za-z_.[\]]*allow_deleting_content" lets the model approve/ }],
    })),
    ...valueForms(flag).map((f) => ({
      name: `confirm as a ${f.form}`,
      doc: contract([deleteTicketWith(withValueForm('confirm', f))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirm' }],
    })),
    {
      name: 'force on a destructive MCP tool whose description says what it overrides (kubectl drain: "even if there are pods…")',
      doc: mcpList([{ name: 'node_management', inputSchema: { type: 'object', properties: { force: { type: 'boolean', description: 'Force the operation even if there are pods not managed by a ReplicationController', default: false } } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/force', message: /^"force" lets the model approve node_management's action itself by sending true \(its description says "even if"\), so/ }],
    },
    {
      name: 'force on a destructive MCP tool, with no description or one that names a check, a warning or a confirmation',
      doc: mcpList([{ name: 'delete_branch', inputSchema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { force: { type: 'boolean' } } } }, isForce: { type: 'boolean', description: 'Delete without the merge check.' }, force_by_user: { type: 'boolean', description: 'Skip the confirmation prompt.' } } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/items/items/properties/force', message: /\(a bare "force" on a tool that may destroy something, and no description says it is only a mode\)/ },
        { pointer: '/tools/0/inputSchema/properties/isForce', message: /\(its description says "check"\)/ },
        { pointer: '/tools/0/inputSchema/properties/force_by_user', message: /\(its description says "Skip the confirmation prompt"\)/ },
      ],
    },
    {
      name: 'an approval verb and what it approves (Linear confirmSecretExposure, Kubernetes confirmDrain, acknowledgeRisk); a bare override with no description',
      doc: mcpList([{
        name: 'rotate_webhook_secret',
        inputSchema: {
          type: 'object',
          properties: {
            confirmSecretExposure: { type: 'boolean', const: true, description: 'Must be true to acknowledge that a one-time secret will be returned.' },
            confirmDrain: { type: 'boolean', description: 'Explicit confirmation to drain the node (required for drain operation)', default: false },
            acknowledgeRisk: flag,
            override: flag,
          },
          required: ['confirmSecretExposure'],
        },
        annotations: { destructiveHint: true },
      }]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/confirmSecretExposure' },
        { pointer: '/tools/0/inputSchema/properties/confirmDrain' },
        { pointer: '/tools/0/inputSchema/properties/acknowledgeRisk' },
        { pointer: '/tools/0/inputSchema/properties/override', message: /\(a bare "override" on a tool that may destroy something, and no description says it is only a mode\)/ },
      ],
    },
    {
      name: 'camelCase after "no" (cyanheads git_commit noVerify, "Bypass pre-commit and commit-msg hooks."); a force that would lose uncommitted changes',
      doc: mcpList([{
        name: 'git_commit',
        inputSchema: {
          type: 'object',
          properties: {
            noVerify: { type: 'boolean', description: 'Bypass pre-commit and commit-msg hooks.' },
            ignoreConflicts: { type: 'boolean' },
            skip_validation: { type: 'boolean', description: 'Skip validation of the release.' },
            ignorePolicyValidation: { type: 'boolean' },
            force: { type: 'boolean', description: 'Force operation (for remove operation with uncommitted changes).' },
          },
        },
        annotations: { destructiveHint: true },
      }]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/ignoreConflicts' },
        { pointer: '/tools/0/inputSchema/properties/noVerify' },
        { pointer: '/tools/0/inputSchema/properties/force', message: /\(its description says "uncommitted"\)/ },
        { pointer: '/tools/0/inputSchema/properties/skip_validation' },
        { pointer: '/tools/0/inputSchema/properties/ignorePolicyValidation' },
      ],
    },
    {
      name: "round 56 (re-reader AG1): a permission a named gate refuses unless it is set (claude-flow's metaharness_flywheel allowAggregateEvidence, 'refused by the strict sequential-evidence gate'); a flag whose refusal is no gate's (a filter 'rejected by the user') is not",
      doc: mcpList([
        {
          name: 'metaharness_flywheel',
          description: 'Consume the receipts and update the harness.',
          inputSchema: {
            type: 'object',
            properties: {
              receipt: { type: 'string' },
              allowAggregateEvidence: { type: 'boolean', default: false, description: 'Migration escape hatch: accept a pre-upgrade receipt without task-level pairedOutcomes. Default false \u2014 aggregate-only evidence is refused by the strict sequential-evidence gate.' },
              allowRejected: { type: 'boolean', description: 'Include suggestions rejected by the user.' },
            },
          },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/allowAggregateEvidence', message: '(its description says "refused by the strict sequential-evidence gate")' }],
    },
    {
      name: "round 17: a permission the server refuses by default (OmniFocus's remove_item allowPastOccurrence, \"(refused by default \u2014 it can cascade through the live repeat chain)\")",
      doc: mcpList([{ name: 'remove_item', description: 'Remove a task or project.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, allowPastOccurrence: { type: 'boolean', description: 'Allow removing a completed occurrence of a repeating item (refused by default \u2014 it can cascade through the live repeat chain)' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/allowPastOccurrence', message: '(its description says "refused by default")' }],
    },
    {
      name: "round 16: a permission to write that a connection refuses otherwise (universal-db-mcp's connect_database allowWrite, \"\u662f\u5426\u5141\u8bb8\u5199\u64cd\u4f5c\uff08\u9ed8\u8ba4 false\uff09\")",
      doc: mcpList([{ name: 'connect_database', description: 'Connect to a database.', inputSchema: { type: 'object', properties: { host: { type: 'string' }, allowWrite: { type: 'boolean', description: '\u662f\u5426\u5141\u8bb8\u5199\u64cd\u4f5c\uff08\u9ed8\u8ba4 false\uff09' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/allowWrite', message: '"allowWrite" lets the model approve connect_database\'s action itself' }],
    },
    {
      name: 'real cases: allowDangerous, always_allow, approve, skip_confirmation',
      doc: contract([deleteTicket({ allowDangerous: flag, always_allow: flag, approve: flag, skip_confirmation: flag })]),
      findings: ['allowDangerous', 'always_allow', 'approve', 'skip_confirmation'].map((name) => ({ pointer: `/tools/0/inputSchema/properties/${name}` })),
    },
    {
      name: 'confirm, on the key',
      doc: contract([deleteTicket({ confirm: { type: 'boolean', default: false } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirm', message: '"confirm" lets the model approve delete_ticket\'s action itself' }],
    },
    {
      name: 'approval and permission grants, one finding each',
      doc: contract([deleteTicket({ user_approved: flag, force: flag, bypassPolicy: flag, override_checks: flag, ignore_warnings: flag, allow_deleting_content: flag, skip_confirmation: flag })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/user_approved' },
        { pointer: '/tools/0/inputSchema/properties/force' },
        { pointer: '/tools/0/inputSchema/properties/bypassPolicy' },
        { pointer: '/tools/0/inputSchema/properties/override_checks' },
        { pointer: '/tools/0/inputSchema/properties/ignore_warnings' },
        { pointer: '/tools/0/inputSchema/properties/allow_deleting_content' },
        { pointer: '/tools/0/inputSchema/properties/skip_confirmation' },
      ],
    },
    {
      name: 'on the trio\'s execute tool, exact range on the key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","inputSchema":{"type":"object","properties":{"preview_id":{"type":"string"},\n "confirmed":{"type":"boolean"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirmed', range: rangeOn(1, 1, 12), message: 'capture the human\'s approval in the host' }],
    },
    {
      name: 'MCP tools/list: yes and force_delete',
      doc: mcpList([{ name: 'drop_table', inputSchema: { type: 'object', properties: { yes: flag, force_delete: flag } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/yes' }, { pointer: '/tools/0/inputSchema/properties/force_delete' }],
    },
  ],
});

const CLOSE_WITH_CONFIRM = contractText(`    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "ticket_id": { "type": "string", "description": "The ticket." },
          "confirm": { "type": "boolean", "description": "Set true when the user agreed." } // the model sets this
        },
        "required": ["ticket_id", "confirm"]
      },
      "outputSchema": { "type": "object", "properties": { "status": { "type": "string" }, "receipt_id": { "type": "string" } } }
    }`);

fixTable('mutation-self-confirmation', {
  fixes: [
    {
      name: 'a flag inside an anyOf branch goes with its entry in that branch\'s required, the comment before it stays',
      doc: contractText(`    {
      "name": "update_page",
      "description": "Replaces a page's content.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "replace_content": {
            "anyOf": [
              {
                "type": "object",
                "properties": {
                  // the new content
                  "new_str": { "type": "string" },
                  "allow_deleting_content": { "type": "boolean" }
                },
                "required": ["new_str", "allow_deleting_content"]
              },
              { "type": "null" }
            ]
          }
        }
      }
    }`),
      title: 'Remove the flag allow_deleting_content',
      kind: 'suggestion',
      preferred: true,
      output: contractText(`    {
      "name": "update_page",
      "description": "Replaces a page's content.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "replace_content": {
            "anyOf": [
              {
                "type": "object",
                "properties": {
                  // the new content
                  "new_str": { "type": "string" }
                },
                "required": ["new_str"]
              },
              { "type": "null" }
            ]
          }
        }
      }
    }`),
    },
    {
      name: 'the flag goes, with its line and its required entry; the comma before it goes too; its comment stays on a line of its own',
      doc: CLOSE_WITH_CONFIRM,
      title: 'Remove the flag confirm',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "ticket_id": { "type": "string", "description": "The ticket." }
          // the model sets this
        },
        "required": ["ticket_id"]
      },
      "outputSchema": { "type": "object", "properties": { "status": { "type": "string" }, "receipt_id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'with no preview yet, the split is offered too',
      doc: CLOSE_WITH_CONFIRM,
      title: 'Split into preview and execute: replace close_ticket by preview_close_ticket, execute_close_ticket and verify_close_ticket',
      kind: 'suggestion',
      preferred: false,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "preview_close_ticket",
      "description": "Shows what close_ticket would change, without changing anything: the target, the change and its side effects. A human approves the preview; execute_close_ticket then applies it.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "ticket_id": { "type": "string", "description": "The ticket." }
        },
        "required": ["ticket_id"]
      },
      "outputSchema": {
        "type": "object",
        "properties": {
          "preview_id": {
            "type": "string",
            "description": "Identifies this preview; the execute tool takes it once a human has approved the preview."
          },
          "target": { "type": "string", "description": "The object the change applies to." },
          "before": { "description": "The target as it is now." },
          "after": { "description": "The target as it will be after the change." },
          "side_effects": {
            "type": "array",
            "items": { "type": "string" },
            "maxItems": 20,
            "description": "What else the change affects: notifications, linked objects, quotas."
          },
          "expires_at": {
            "type": "string",
            "format": "date-time",
            "description": "When the approval of this preview lapses."
          }
        },
        "required": ["preview_id", "target", "before", "after", "side_effects", "expires_at"]
      },
      "errors": [
        {
          "type": "invalid_input",
          "description": "An argument is missing, malformed or out of range; the message says which."
        },
        { "type": "unauthorised", "description": "The caller may not do this." },
        { "type": "not_found", "description": "The target does not exist." },
        {
          "type": "rate_limited",
          "description": "Too many calls; wait before retrying.",
          "fields": {
            "retry_after_ms": {
              "type": "integer",
              "minimum": 0,
              "description": "Milliseconds to wait before retrying."
            }
          }
        },
        {
          "type": "upstream_error",
          "description": "The service behind the tool failed; retrying later may help."
        }
      ]
    },
    {
      "name": "execute_close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "previewTool": "preview_close_ticket",
      "verifyTool": "verify_close_ticket",
      "inputSchema": {
        "type": "object",
        "properties": {
          "preview_id": { "type": "string", "description": "The preview a human approved." },
          "idempotency_key": {
            "type": "string",
            "description": "Unique per intended change: a retry with the same key is not applied twice."
          }
        },
        "required": ["preview_id", "idempotency_key"],
        "additionalProperties": false
        // the model sets this
      },
      "outputSchema": {
        "type": "object",
        "properties": {
          "status": { "type": "string", "description": "What happened: applied, or why not." },
          "receipt_id": { "type": "string", "description": "Identifies the change; the verify tool looks it up." },
          "inspect_url": { "type": "string", "format": "uri", "description": "Where a human can see the change." },
          "rollback_available": { "type": "boolean", "description": "Whether the change can still be reversed." }
        },
        "required": ["status", "receipt_id"]
      },
      "errors": [
        {
          "type": "invalid_input",
          "description": "An argument is missing, malformed or out of range; the message says which."
        },
        { "type": "unauthorised", "description": "The caller may not do this." },
        { "type": "not_found", "description": "The target does not exist." },
        {
          "type": "rate_limited",
          "description": "Too many calls; wait before retrying.",
          "fields": {
            "retry_after_ms": {
              "type": "integer",
              "minimum": 0,
              "description": "Milliseconds to wait before retrying."
            }
          }
        },
        {
          "type": "upstream_error",
          "description": "The service behind the tool failed; retrying later may help."
        }
      ]
    },
    {
      "name": "verify_close_ticket",
      "description": "Reads the result of execute_close_ticket back from the source system by its receipt_id, to confirm the change landed.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "receipt_id": { "type": "string", "description": "The receipt_id execute_close_ticket returned." }
        },
        "required": ["receipt_id"],
        "additionalProperties": false
      },
      "outputSchema": {
        "type": "object",
        "properties": {
          "status": {
            "type": "string",
            "description": "Whether the change is in place, as the source system shows it now."
          },
          "observed": { "description": "The target as the source system shows it now." }
        },
        "required": ["status"]
      },
      "errors": [
        {
          "type": "invalid_input",
          "description": "An argument is missing, malformed or out of range; the message says which."
        },
        { "type": "unauthorised", "description": "The caller may not do this." },
        { "type": "not_found", "description": "The target does not exist." },
        {
          "type": "rate_limited",
          "description": "Too many calls; wait before retrying.",
          "fields": {
            "retry_after_ms": {
              "type": "integer",
              "minimum": 0,
              "description": "Milliseconds to wait before retrying."
            }
          }
        },
        {
          "type": "upstream_error",
          "description": "The service behind the tool failed; retrying later may help."
        }
      ]
    }
  ]
}
`,
    },
  ],
});
