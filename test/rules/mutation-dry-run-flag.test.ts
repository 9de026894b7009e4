import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';
import { nestings, valueForms, withValueForm } from '../helpers/nesting';

/** update_metric, idempotent, with extra top-level inputs. */
function updateMetric(properties: Record<string, unknown>): Record<string, unknown> {
  return readTool({
    name: 'update_metric',
    sideEffects: 'idempotent',
    annotations: { readOnlyHint: false, idempotentHint: true },
    inputSchema: { type: 'object', properties: { insight_id: { type: 'string' }, ...properties }, required: ['insight_id'] },
  });
}

/** update_metric with its inputSchema as given. */
function updateMetricWith(inputSchema: Record<string, unknown>): Record<string, unknown> {
  return readTool({ name: 'update_metric', sideEffects: 'idempotent', annotations: { readOnlyHint: false, idempotentHint: true }, inputSchema });
}

ruleTable('mutation-dry-run-flag', {
  valid: [
    {
      name: "held-out round of 2026-12-07: a false case that is no simulation ('Apply the theme (true) or keep the old one (false)'; 'Use the cache instead of a fresh run')",
      doc: mcpList([{ name: 'update_theme', description: 'Update the theme.', inputSchema: { type: 'object', properties: { apply: { type: 'boolean', description: 'Apply the theme (true) or keep the old one (false)' }, cached: { type: 'boolean', description: 'Use the cache instead of a fresh run' } } } }]),
      fileName: 'server.tools.json',
    },
    { name: 'the preview / execute / verify trio', doc: contract(mutationTrio()) },
    { name: 'include_preview and simulated_results are options, not dry runs', doc: contract([updateMetric({ include_preview: { type: 'boolean' }, simulated_results: { type: 'boolean' } })]) },
    { name: 'a string dry_run is not a boolean flag', doc: contract([updateMetric({ dry_run: { type: 'string', description: 'A label.' } })]) },
    {
      name: "round 26 (reader I): a dry run held to one value is no switch (a memory server's mem-retention-audit dryRun, const true, 'Must remain dry-run'; an enum of one value too)",
      doc: contract([
        updateMetric({ dry_run: { type: 'boolean', const: true, description: 'Must remain dry-run for P0 retention tooling; no hard delete action is exposed.' } }),
        updateMetric({ preview_only: { type: 'boolean', enum: [true], description: 'Only show what would change.' } }),
      ]),
    },
    {
      name: "round 42 (re-reader S12): a preview flag of a tool its author declares read-only approves nothing (USDA FoodData's search-foods `previewOnly`, readOnlyHint: true; GitLab's validate_ci_lint `dry_run`)",
      doc: mcpList([
        { name: 'search-foods', description: 'Full-text search of USDA FoodData Central with preview mode.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, previewOnly: { type: 'boolean' } } }, annotations: { readOnlyHint: true } },
        { name: 'validate_ci_lint', description: 'Validate CI YAML.', inputSchema: { type: 'object', properties: { content: { type: 'string' }, dry_run: { type: 'boolean', description: 'Run pipeline creation simulation' } } }, annotations: { readOnlyHint: true, openWorldHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: 'MCP: a tool without such a flag',
      doc: mcpList([{ name: 'update_metric', inputSchema: { type: 'object', properties: { verbose: { type: 'boolean' } } }, annotations: { idempotentHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "a viewer's preview mode is no dry run: the tool changes nothing",
      doc: mcpList([{ name: 'open_document', inputSchema: { type: 'object', properties: { pinned: { type: 'boolean', description: 'Open in preview mode when false.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "a preview flag that scopes to preview deployments, said by the tool's description (Coolify's env_vars is_preview)",
      doc: mcpList([
        {
          name: 'env_vars',
          description: 'Manage env vars. Preview vs production: is_preview marks a variable as applying to preview (pull-request) deployments rather than production.',
          inputSchema: { type: 'object', properties: { key: { type: 'string' }, is_preview: { type: 'boolean' } } },
          annotations: { destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: 'a draft flag that makes a draft still writes: no dry run',
      doc: mcpList([
        { name: 'create_pull_request', inputSchema: { type: 'object', properties: { title: { type: 'string' }, draft: { type: 'boolean', description: 'Create the pull request as a draft' } } } },
        { name: 'compose_email', inputSchema: { type: 'object', properties: { to: { type: 'string' }, draft: { type: 'boolean', description: 'Save as a draft to preview later, without sending' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a confirm whose false shows a preview is the self-confirmation rule's (QuickBooks' delete_entity): one finding per flag",
      doc: mcpList([
        { name: 'delete_entity', inputSchema: { type: 'object', properties: { id: { type: 'string' }, confirm: { type: 'boolean', description: 'If true, execute the deletion. If false (default), show a preview of what will be deleted.' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: 'a preview that holds back no change, or a read-only tool, is no dry run',
      doc: mcpList([
        { name: 'update_page', inputSchema: { type: 'object', properties: { fast: { type: 'boolean', description: 'Render the preview without loading images.' } } } },
        { name: 'check_invoice', inputSchema: { type: 'object', properties: { draft: { type: 'boolean', description: 'If true, validate and show preview without creating' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: 'read-only named by a value with no check, preview or lookup is no reversed dry run (a filter, a view)',
      doc: mcpList([
        { name: 'move_emails', inputSchema: { type: 'object', properties: { seen: { type: 'boolean', description: 'true=read only, false=unread only' } } } },
        { name: 'update_diagram', inputSchema: { type: 'object', properties: { lightbox: { type: 'boolean', description: 'true: open in a read-only view; false: in the editor' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a preview flag described as showing or styling something, on a tool annotated read-only, is a viewer's (a metabase server's embed-URL preview, \"Include preview-mode frame styles\")",
      doc: mcpList([
        {
          name: 'embed_url_generate',
          inputSchema: { type: 'object', properties: { resource_id: { type: 'number' }, preview: { type: 'boolean', description: 'Include preview-mode frame styles', default: false } }, required: ['resource_id'] },
          annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: "seventh held-out round of 2026-12-07: a flag whose description says what its false case returns, 'instead (dry run)' (figma-console's figma_ds_extract_tokens `write`, 'False returns the DTCG document inline instead (dry run).'), on a tool its name leaves read-only",
      doc: mcpList([{ name: 'figma_ds_extract_tokens', description: 'Extract design tokens from analyzed codebases into canonical DTCG JSON.', inputSchema: { type: 'object', properties: { write: { type: 'boolean', default: true, description: 'Write token files to <outDir>/tokens/ (default true). False returns the DTCG document inline instead (dry run).' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/write', message: 'False returns the DTCG document inline instead (dry run)' }],
    },
    {
      name: "held-out round of 2026-12-07: a flag whose false case is a simulation or a dry run (agentic-qe's mincut/strengthen `apply`, 'Apply changes (true) or simulate (false)'; governance_heal's `apply`, 'apply fixes instead of dry-run'), on a tool the names leave unclassified or read-only too (get_topology's `apply`)",
      doc: mcpList([
        { name: 'qe/mincut/strengthen', description: 'Strengthen swarm topology by adding edges between weak and strong vertices.', inputSchema: { type: 'object', properties: { apply: { type: 'boolean', default: false, description: 'Apply changes (true) or simulate (false)' } } } },
        { name: 'governance_heal', description: 'Run governance healing. Defaults to dry-run.', inputSchema: { type: 'object', properties: { apply: { type: 'boolean', default: false, description: 'If true, apply fixes instead of dry-run.' } } } },
        { name: 'get_topology', description: 'Get the swarm topology.', inputSchema: { type: 'object', properties: { apply: { type: 'boolean', description: 'Apply the suggested edges (true) or simulate (false)' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/apply', message: '(its description says "simulate (false)")' },
        { pointer: '/tools/1/inputSchema/properties/apply', message: '(its description says "instead of dry-run")' },
        { pointer: '/tools/2/inputSchema/properties/apply' },
      ],
    },
    {
      name: "recall round of 2026-12-07: a confirmation without which the call is a dry run is a dry-run switch too (claude-flow's metaharness_evolve `confirm`, 'REQUIRED to actually evolve; without it, returns a dry-run plan')",
      doc: mcpList([{ name: 'metaharness_evolve', description: 'Evolve the harness.', inputSchema: { type: 'object', properties: { confirm: { type: 'boolean', default: false, description: 'REQUIRED to actually evolve; without it, returns a dry-run plan' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirm', message: '(its description says "without it, returns a dry-run")' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as a flag named dryRun is a dry-run flag to the labels; was: round 44 (reader T5): a dry run that only skips keeping the audit's own result runs the act either way (claude-flow's metaharness_oia_audit `dryRun`, 'Skip memory persistence — local-only run'; 'Skip persisting the fresh audit to memory')",
      doc: mcpList([
        { name: 'metaharness_oia_audit', description: 'Audit a repository; results are persisted to the metaharness-audit memory namespace.', inputSchema: { type: 'object', properties: { dryRun: { type: 'boolean', default: false, description: 'Skip memory persistence \u2014 local-only run' } } } },
        { name: 'metaharness_drift_from_history', description: 'Audit drift from history.', inputSchema: { type: 'object', properties: { dryRun: { type: 'boolean', default: false, description: 'Skip persisting the fresh audit to memory' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/dryRun' }, { pointer: '/tools/1/inputSchema/properties/dryRun' }],
    },
    {
      name: "round 44 (reader T5): a dry run that holds back the act stays reported (claude-flow's memory_cleanup 'Only report candidates, do not delete'; 'Skip persisting changes to the database')",
      doc: mcpList([
        { name: 'memory_cleanup', description: 'Clean up memory.', inputSchema: { type: 'object', properties: { dryRun: { type: 'boolean', default: true, description: 'Only report candidates, do not delete (default true)' } } } },
        { name: 'migrate_records', description: 'Migrate records.', inputSchema: { type: 'object', properties: { dryRun: { type: 'boolean', description: 'Skip persisting changes to the database' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/dryRun' }, { pointer: '/tools/1/inputSchema/properties/dryRun' }],
    },
    {
      name: "round 16: a flag whose false case only fetches, validates and summarises, its true case named (comfyui's enqueue_workflow run): a dry run with its polarity reversed; a false case with no true case named is not read",
      doc: mcpList([
        { name: 'enqueue_workflow', description: 'Submit work to the queue.', inputSchema: { type: 'object', properties: { run: { type: 'boolean', default: false, description: 'if true, enqueue the fetched workflow for execution. Default false: only fetch, validate, and summarize (read-only).' } } } },
        { name: 'enqueue_other', description: 'Submit work to the queue.', inputSchema: { type: 'object', properties: { fast: { type: 'boolean', description: 'Default false: only validate once.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/run', message: '(its description says "Default false: only fetch, validate")' }],
    },
    {
      name: "round 56 (re-reader AG1): a flag without which the call is a dry run (claude-flow's metaharness_learn `run`, 'without this the run is a $0 dry-run'); one without which the output is plain text is no preview",
      doc: mcpList([
        { name: 'metaharness_learn', description: 'Run a learning pass that optimizes the harness genome.', inputSchema: { type: 'object', properties: { run: { type: 'boolean', default: false, description: 'EXPLICIT SPEND OPT-IN \u2014 without this the run is a $0 dry-run' } } } },
        { name: 'metaharness_export', description: 'Export the harness genome.', inputSchema: { type: 'object', properties: { json: { type: 'boolean', description: 'Without this the export is plain text.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/run', message: '(its description says "without this the run is a $0 dry-run")' }],
    },
    {
      name: "a flag whose description says it previews or validates without doing the change, whatever its name (QuickBooks' draft)",
      doc: mcpList([
        { name: 'create_bill', inputSchema: { type: 'object', properties: { vendor: { type: 'string' }, draft: { type: 'boolean', description: 'If true, validate and show preview without creating (default: true)' } } } },
        { name: 'receive_payment', inputSchema: { type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties: { draft: { type: 'boolean', description: 'Preview without recording. Default true.' } } } } } } },
        { name: 'transfer_funds', inputSchema: { type: 'object', properties: { simulateFirst: { type: 'boolean', description: 'Simulate the transfer instead of executing it.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/draft', message: '"draft" puts preview and execution behind one flag of create_bill (its description says "validate and show preview without creating") that the model flips itself' },
        { pointer: '/tools/1/inputSchema/properties/lines/items/properties/draft', message: '"lines[].draft" puts preview and execution behind one flag of receive_payment (its description says "Preview without recording")' },
        { pointer: '/tools/2/inputSchema/properties/simulateFirst', message: '(its description says "Simulate the transfer instead of executing")' },
      ],
    },
    {
      name: "round 24 (reader B): a flag the tool's description says the change waits on is a dry run with its polarity reversed (ast-grep-mcp's rewrite_code, 'This tool modifies files when auto_apply=true'); a flag the description names otherwise is not",
      doc: mcpList([
        { name: 'rewrite_code', description: 'Transform code using AST patterns.\n\nWARNING: This tool modifies files when auto_apply=true.', inputSchema: { type: 'object', properties: { pattern: { type: 'string' }, auto_apply: { type: 'boolean', default: true, description: 'Apply all changes automatically.' } }, required: ['pattern'] }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
        { name: 'update_notes', description: 'Update notes. Sends a notification when notify=true.', inputSchema: { type: 'object', properties: { notify: { type: 'boolean' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/auto_apply', message: '(its tool\'s description says "modifies files when auto_apply=true")' }],
    },
    {
      name: "round 29 (reader O): a flag whose false case 'returns a dry-run result' (better-fullstack's prune_project_recovery_points `apply`, on a destructive tool)",
      doc: mcpList([
        {
          name: 'bfs_prune_project_recovery_points',
          description: 'Previews retention candidates and returns a review token.',
          inputSchema: { type: 'object', properties: { projectDir: { type: 'string', description: 'Project path.' }, apply: { type: 'boolean', default: false, description: 'Delete the previewed candidates with reviewToken; false returns a dry-run result' } }, required: ['projectDir'] },
          annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/apply', message: '(its description says "false returns a dry-run result")' }],
    },
    {
      name: "a flag whose description says one of its values is a preview, whatever its name (n8n's applyFixes)",
      doc: mcpList([{ name: 'n8n_autofix_workflow', inputSchema: { type: 'object', properties: { applyFixes: { type: 'boolean', description: 'Apply fixes to workflow (default: false - preview mode)' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/applyFixes', message: '(its description says "false - preview mode")' }],
    },
    {
      name: "a flag whose one value is a read-only check and whose other does the act: a dry run with its polarity reversed (a token launcher's submit)",
      doc: mcpList([
        {
          name: 'claim_fees',
          inputSchema: { type: 'object', properties: { token: { type: 'string' }, submit: { type: 'boolean', description: 'false/omitted: read-only claimable check (GET /api/claim). true: build the claim transaction \u2014 signed & sent when a key is set.' } } },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
        { name: 'sync_records', inputSchema: { type: 'object', properties: { commit: { type: 'boolean', description: 'omitted or false: a read-only preview of the changes; true: write them' } } } },
        { name: 'apply_migration', inputSchema: { type: 'object', properties: { plan: { type: 'boolean', description: 'true = a read-only validation of the migration, false = run it' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/submit', message: '"submit" puts preview and execution behind one flag of claim_fees (its description says "false/omitted: read-only claimable check") that the model flips itself' },
        { pointer: '/tools/1/inputSchema/properties/commit', message: '(its description says "omitted or false: a read-only preview")' },
        { pointer: '/tools/2/inputSchema/properties/plan', message: '(its description says "true = a read-only validation")' },
      ],
    },
    {
      name: 'a preview flag stays a dry run on a read-only tool when undescribed (but for a read by its name: round 42), or when its description says it holds back a change (a get\'s "Only show what would change." too), and on a tool that changes something whatever it shows',
      doc: mcpList([
        { name: 'render_report', inputSchema: { type: 'object', properties: { preview: { type: 'boolean' } } }, annotations: { readOnlyHint: true } },
        { name: 'render_chart', inputSchema: { type: 'object', properties: { preview: { type: 'boolean', description: 'Show a preview of the chart without saving it' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_report', inputSchema: { type: 'object', properties: { dry_run: { type: 'boolean', description: 'Only show what would change.' } } }, annotations: { readOnlyHint: true } },
        { name: 'publish_page', inputSchema: { type: 'object', properties: { preview: { type: 'boolean', description: 'Include preview-mode frame styles' } } }, annotations: { readOnlyHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/preview' },
        { pointer: '/tools/1/inputSchema/properties/preview' },
        { pointer: '/tools/2/inputSchema/properties/dry_run' },
        { pointer: '/tools/3/inputSchema/properties/preview' },
      ],
    },
    // At any depth and in every branch, reported once at the deepest node: the flag itself.
    ...nestings('dry_run', { type: 'boolean' }).map((n) => ({
      name: `dry_run in a ${n.form}`,
      doc: contract([updateMetricWith(n.schema)]),
      findings: [{ pointer: `/tools/0/inputSchema${n.pointer}`, message: /^"[A-Za-z_.[\]]*dry_run" puts preview/ }],
    })),
    ...valueForms({ type: 'boolean' }).map((f) => ({
      name: `dry_run as a ${f.form}`,
      doc: contract([updateMetricWith(withValueForm('dry_run', f))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/dry_run' }],
    })),
    {
      name: 'a flag in a definition referred to twice is one finding, at the definition',
      doc: contract([
        updateMetricWith({
          type: 'object',
          properties: { first: { $ref: '#/$defs/Run' }, second: { $ref: '#/$defs/Run' } },
          $defs: { Run: { type: 'object', properties: { dryRun: { type: 'boolean' } } }, Unused: { type: 'object', properties: { dry_run: { type: 'boolean' } } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/$defs/Run/properties/dryRun', message: '"Run.dryRun"' }],
    },
    {
      name: 'dry_run on the key, with the split names',
      doc: contract([updateMetric({ dry_run: { type: 'boolean', default: false } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/dry_run', message: 'split it into preview_update_metric and execute_update_metric.' }],
    },
    {
      name: 'whatIf and simulate on one tool (nullable boolean, boolean enum)',
      doc: contract([updateMetric({ whatIf: { type: ['boolean', 'null'] }, simulate: { enum: [true, false] } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/whatIf' }, { pointer: '/tools/0/inputSchema/properties/simulate' }],
    },
    {
      name: 'exact range on the key, validate_only',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","inputSchema":{"type":"object","properties":{\n  "validate_only":{"type":"boolean"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/validate_only', range: rangeOn(1, 2, 17), message: '"validate_only" puts preview and execution behind one flag of t' }],
    },
    {
      name: 'MCP tools/list: dryRun and previewRun',
      doc: mcpList([{ name: 'deploy', inputSchema: { type: 'object', properties: { dryRun: { type: 'boolean' }, previewRun: { type: 'boolean' } } } }]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/dryRun', message: 'preview_deploy and execute_deploy' },
        { pointer: '/tools/0/inputSchema/properties/previewRun' },
      ],
    },
  ],
});

/** A mutating tool with a dry-run flag, comments inside the parts the split keeps. */
const DELETE_WITH_DRY_RUN = contractText(`    {
      "name": "delete_ticket",
      "title": "Delete ticket",
      "description": "Deletes a ticket.", // what the execute tool keeps
      "sideEffects": "idempotent",
      "annotations": { "readOnlyHint": false, "destructiveHint": true, "idempotentHint": true },
      "rollback": "Restore it from the trash within 30 days.",
      "inputSchema": {
        "type": "object",
        "properties": {
          // which ticket
          "ticket_id": { "type": "string", "description": "The ticket to delete." },
          "dry_run": { "type": "boolean", "description": "Only show what would be deleted." }
        },
        "required": ["ticket_id", "dry_run"]
      },
      "outputSchema": { "type": "object", "properties": { "deleted": { "type": "boolean" } } },
      "errors": [
        { "type": "not_found", "description": "No such ticket." }, // the usual
        { "type": "locked", "description": "The ticket is locked." }
      ]
    }`);

fixTable('mutation-dry-run-flag', {
  fixes: [
    {
      name: 'split into preview_, execute_ and verify_ tools: inputs to the preview, description, rollback and errors to the execute tool',
      doc: DELETE_WITH_DRY_RUN,
      title: 'Split into preview and execute: replace delete_ticket by preview_delete_ticket, execute_delete_ticket and verify_delete_ticket',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "preview_delete_ticket",
      "description": "Shows what delete_ticket would change, without changing anything: the target, the change and its side effects. A human approves the preview; execute_delete_ticket then applies it.",
      "sideEffects": "read_only",
      "annotations": { "readOnlyHint": true },
      "inputSchema": {
        "type": "object",
        "properties": {
          // which ticket
          "ticket_id": { "type": "string", "description": "The ticket to delete." }
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
      "errors": [{ "type": "not_found", "description": "No such ticket." }]
    },
    {
      "name": "execute_delete_ticket",
      "title": "Delete ticket",
      // what the execute tool keeps
      "description": "Deletes a ticket.",
      "sideEffects": "idempotent",
      "annotations": { "readOnlyHint": false, "destructiveHint": true, "idempotentHint": true },
      "previewTool": "preview_delete_ticket",
      "verifyTool": "verify_delete_ticket",
      "rollback": "Restore it from the trash within 30 days.",
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
        { "type": "not_found", "description": "No such ticket." }, // the usual
        { "type": "locked", "description": "The ticket is locked." }
      ]
    },
    {
      "name": "verify_delete_ticket",
      "description": "Reads the result of execute_delete_ticket back from the source system by its receipt_id, to confirm the change landed.",
      "sideEffects": "read_only",
      "annotations": { "readOnlyHint": true },
      "inputSchema": {
        "type": "object",
        "properties": {
          "receipt_id": { "type": "string", "description": "The receipt_id execute_delete_ticket returned." }
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
      "errors": [{ "type": "not_found", "description": "No such ticket." }]
    }
  ]
}
`,
    },
    {
      name: 'MCP tools/list: the three tools with hints instead of contract fields',
      doc: '{\n  "tools": [\n    {\n      "name": "deploy",\n      "description": "Deploys the app.",\n      "inputSchema": { "type": "object", "properties": { "env": { "type": "string", "enum": ["staging", "prod"] }, "dryRun": { "type": "boolean" } }, "required": ["env"] },\n      "annotations": { "readOnlyHint": false, "idempotentHint": false }\n    }\n  ]\n}\n',
      fileName: 'server.tools.json',
      title: 'Split into preview and execute: replace deploy by preview_deploy, execute_deploy and verify_deploy',
      kind: 'suggestion',
      output: `{
  "tools": [
    {
      "name": "preview_deploy",
      "description": "Shows what deploy would change, without changing anything: the target, the change and its side effects. A human approves the preview; execute_deploy then applies it.",
      "annotations": { "readOnlyHint": true },
      "inputSchema": { "type": "object", "properties": { "env": { "type": "string", "enum": ["staging", "prod"] } }, "required": ["env"] },
      "outputSchema": {
        "type": "object",
        "properties": {
          "previewId": {
            "type": "string",
            "description": "Identifies this preview; the execute tool takes it once a human has approved the preview."
          },
          "target": { "type": "string", "description": "The object the change applies to." },
          "before": { "description": "The target as it is now." },
          "after": { "description": "The target as it will be after the change." },
          "sideEffects": {
            "type": "array",
            "items": { "type": "string" },
            "maxItems": 20,
            "description": "What else the change affects: notifications, linked objects, quotas."
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the approval of this preview lapses."
          }
        },
        "required": ["previewId", "target", "before", "after", "sideEffects", "expiresAt"]
      }
    },
    {
      "name": "execute_deploy",
      "description": "Deploys the app.",
      "annotations": { "readOnlyHint": false, "destructiveHint": false, "idempotentHint": false },
      "inputSchema": {
        "type": "object",
        "properties": {
          "previewId": { "type": "string", "description": "The preview a human approved." },
          "idempotencyKey": {
            "type": "string",
            "description": "Unique per intended change: a retry with the same key is not applied twice."
          }
        },
        "required": ["previewId", "idempotencyKey"],
        "additionalProperties": false
      },
      "outputSchema": {
        "type": "object",
        "properties": {
          "status": { "type": "string", "description": "What happened: applied, or why not." },
          "receiptId": { "type": "string", "description": "Identifies the change; the verify tool looks it up." },
          "inspectUrl": { "type": "string", "format": "uri", "description": "Where a human can see the change." },
          "rollbackAvailable": { "type": "boolean", "description": "Whether the change can still be reversed." }
        },
        "required": ["status", "receiptId"]
      }
    },
    {
      "name": "verify_deploy",
      "description": "Reads the result of execute_deploy back from the source system by its receiptId, to confirm the change landed.",
      "annotations": { "readOnlyHint": true },
      "inputSchema": {
        "type": "object",
        "properties": {
          "receiptId": { "type": "string", "description": "The receiptId execute_deploy returned." }
        },
        "required": ["receiptId"],
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
      }
    }
  ]
}
`,
    },
  ],
  noFix: [
    {
      name: 'no split when one of the three names is taken',
      doc: contractText(`    {
      "name": "preview_close",
      "description": "Taken.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }
    }`, `    {
      "name": "close",
      "description": "Closes.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object", "properties": { "dry_run": { "type": "boolean" } } }
    }`),
    },
  ],
});
