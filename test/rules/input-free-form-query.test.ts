import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, mutationTrio, readTool, listOpenTool } from '../helpers/contracts';
import { nestings, valueForms, withValueForm } from '../helpers/nesting';

const params = (properties: Record<string, unknown>) => readTool({ inputSchema: { type: 'object', properties, required: Object.keys(properties) } });

/** search_tickets with its inputSchema (and description) as given. */
const withInput = (inputSchema: Record<string, unknown>, description = 'Searches tickets.') => readTool({ name: 'search_tickets', description, inputSchema });
const query = { type: 'string', description: 'What to look for.' };

ruleTable('input-free-form-query', {
  valid: [
    {
      name: "second held-out round of 2026-12-07, boundaries: operators a text says are parsed, a grammar named outside quotes or in a quoted term, plain language in a tool that asks a model, a query named for a setting",
      doc: mcpList([
        { name: 'find_mail', description: 'Find mail. Gmail operators (`from:`, `is:unread`) are parsed.', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Words to match.' } } }, annotations: { readOnlyHint: true } },
        { name: 'lookup_decisions', description: 'Look up decisions.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'PostgreSQL WHERE clause, e.g. "status = done"' } } }, annotations: { readOnlyHint: true } },
        { name: 'ask_expert', description: 'Ask an expert model a question.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'What you want, in plain language.' } } }, annotations: { readOnlyHint: true } },
        { name: 'rank_items', description: 'Rank items.', inputSchema: { type: 'object', properties: { query_mode: { type: 'string', description: 'Query for relevance scoring: bm25 or vector.', enum: ['bm25', 'vector'] } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "third held-out round of 2026-12-07: a formula written in a cell names its grammar",
      doc: mcpList([
        { name: 'set_cell', description: 'Set a cell.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'A formula to write in the filter cell.' } } }, annotations: { readOnlyHint: false } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "fifth held-out round of 2026-12-07: the tool's description states the match rule of the field ('Every word in the query must appear in a tool's name or description', Qase's qase_discover_tools)",
      doc: mcpList([{ name: 'qase_discover_tools', description: "Find hidden tools. Every word in the query must appear in a tool's name or description, so prefer two or three words.", inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query to find tools by name or description.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "held-out round of 2026-12-07: an array of other things, and free text that is no filter, say no query ('Array of tags'; 'Free text notes about the item')",
      doc: contract([params({ tags: { type: 'array', items: { type: 'string' }, description: 'Array of tags' }, notes: { type: 'string', description: 'Free text notes about the item' } })]),
    },
    {
      name: "recall round of 2026-12-07: a filter by one attribute, said with an optional opening or a search in it, is that attribute's filter (ExecBro's android_list_packages, 'Optional filter to search packages by name (case-insensitive)'; ruflo's hooks_transfer, 'Filter patterns by type')",
      doc: mcpList([
        { name: 'android_list_packages', description: 'List installed packages on an Android device.', inputSchema: { type: 'object', properties: { deviceId: { type: 'string', description: 'adb serial' }, filter: { type: 'string', description: 'Optional filter to search packages by name (case-insensitive)' } } }, annotations: { readOnlyHint: true } },
        { name: 'hooks_transfer', description: 'Transfer learned patterns from another project.', inputSchema: { type: 'object', properties: { sourcePath: { type: 'string', description: 'Source project path' }, filter: { type: 'string', description: 'Filter patterns by type' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader g4): an equation written in LaTeX names its grammar (a Notion server's rich-text `equation.expression`, 'LaTeX equation expression', on four tools), so does a `latexExpression` or a MathML one",
      doc: mcpList([
        { name: 'notion_blocks', description: 'Append blocks to a page.', inputSchema: { type: 'object', properties: { block: { type: 'object', properties: { equation: { type: 'object', properties: { expression: { type: 'string', description: 'LaTeX equation expression' } } } } } } }, annotations: { readOnlyHint: false } },
        { name: 'render_math', description: 'Render a formula as an image.', inputSchema: { type: 'object', properties: { latexExpression: { type: 'string' }, expression: { type: 'string', description: 'A MathML or KaTeX expression' } }, required: ['latexExpression', 'expression'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 43 (reader T3): OpenCypher, in one word, is Cypher named (FalkorDB's query_graph, 'The OpenCypher query to run')",
      doc: mcpList([{ name: 'query_graph', description: 'Run an OpenCypher query on a graph.', inputSchema: { type: 'object', properties: { graph: { type: 'string' }, query: { type: 'string', description: 'The OpenCypher query to run' } }, required: ['graph', 'query'] } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 43 (reader T3): a tool's title names the grammar as its description would (mysql-mcp's mysql_json_remove, titled 'MySQL JSON Remove', a `where` beside its `table`; the older annotations.title too)",
      doc: mcpList([
        { name: 'mysql_json_remove', title: 'MySQL JSON Remove', description: 'Remove values from JSON columns at specified paths.', inputSchema: { type: 'object', properties: { table: { type: 'string' }, where: { type: 'string' } }, required: ['table', 'where'] }, annotations: { readOnlyHint: false } },
        { name: 'mysql_concat', description: 'Concatenate columns.', inputSchema: { type: 'object', properties: { table: { type: 'string' }, where: { type: 'string' } }, required: ['table'] }, annotations: { title: 'MySQL CONCAT', readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T7): a filter that sends the agent to the file's tool that builds it in a named query language (Check Point's run_logs_query `filter`, 'Use function build_logs_query_filter before using this field')",
      doc: mcpList([
        { name: 'build_logs_query_filter', description: 'Build a query filter string using the Check Point query language. Supports field keywords and Boolean operators (AND, OR, NOT).', inputSchema: { type: 'object', properties: { conditions: { type: 'array', items: { type: 'string' } } }, required: ['conditions'] }, annotations: { readOnlyHint: true } },
        { name: 'run_logs_query', description: 'Run a new logs query with specified filters and parameters.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'The filter as entered in SmartConsole/SmartView for querying specific logs. Use function build_logs_query_filter before using this field.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T5): a filter by one attribute, its type, after the collection it narrows (claude-flow's hooks_transfer `filter`, 'Filter patterns by type')",
      doc: contract([params({ filter: { type: 'string', description: 'Filter patterns by type' } })]),
    },
    {
      name: "round 32 (reader T): questions to ask, in words, are no query language (pdf-analyzer's analyze_pdf `queries`, 'Array of questions to ask about the PDF')",
      doc: mcpList([{ name: 'analyze_pdf', description: 'Ask questions about a PDF.', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'The PDF.' }, queries: { type: 'array', items: { type: 'string' }, description: 'Array of questions to ask about the PDF' } }, required: ['path', 'queries'] }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 25 (reader G): natural language said in Italian, French or Spanish is plain language (kiro-memory's semantic_search query, 'Query in linguaggio naturale per la ricerca semantica')",
      doc: contract([params({ query: { type: 'string', description: 'Query in linguaggio naturale per la ricerca semantica' }, q: { type: 'string', description: 'Requête en langage naturel' } })]),
    },
    {
      name: "round 25 (reader F): Microsoft's Power Query (M) and DAX are grammars named (Fabric's datafactory_execute-query, 'The M (Power Query) expression to execute.')",
      doc: contract([params({ query: { type: 'string', description: 'The M (Power Query) expression to execute.' }, measure: { type: 'string', description: 'DAX query to evaluate' } })]),
    },
    {
      name: "round 24 (reader C): a query beside an enum that picks the one attribute it is matched on is a named searchable field (agent-device's find query, beside locator: text, label, value, role, id)",
      doc: contract([params({ locator: { type: 'string', enum: ['any', 'text', 'label', 'value', 'role', 'id'] }, query: { type: 'string' } })]),
    },
    {
      name: "round 24 (reader C): a name that is a clause of SQL names SQL, as 'WHERE clause' in a description does (an MSSQL server's mssql_get_table_data whereClause; where_clause, havingClause), beside a table or not",
      doc: contract([params({ tableName: { type: 'string' }, whereClause: { type: 'string' }, where_clause: { type: 'string' }, havingClause: { type: 'string' } })]),
    },
    {
      name: "round 26 (reader H): 'JS evaluated in the app' names the language, a dot-path its notation, and a match of a substring needs no grammar (a mobile debugger's vault_capture, redux_get_state, search_logs)",
      doc: contract([
        params({
          expression: { type: 'string', description: 'JS evaluated in the app; its result goes to the vault, not to you.' },
          query: { type: 'string', description: 'Dot-path into the state that came back, returned in full: "items[0].sku", "orders[*].status".' },
        }),
        readTool({
          name: 'search_logs',
          description: 'Search console logs for text (case-insensitive). PURPOSE: Find log lines matching a substring across the console buffer.',
          inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'Text to search for in log messages' } }, required: ['text'] },
        }),
      ]),
    },
    {
      name: "round 24 (reader B): a pattern named for the program whose syntax it takes (ast-grep-mcp's find_code pattern, 'The ast-grep pattern to search for.')",
      doc: contract([params({ pattern: { type: 'string', description: 'The ast-grep pattern to search for. Note, the pattern must have valid AST structure.' } })]),
    },
    {
      name: "round 21 (reader I): a CREATE TABLE or ALTER TABLE statement names SQL, as a SELECT query does (DBeaver's create_table and alter_table query)",
      doc: contract([params({ query: { type: 'string', description: 'ALTER TABLE statement' }, ddl: { type: 'string', description: 'CREATE TABLE statement' } })]),
    },
    {
      name: "round 19 (reader M): a query that specifies which services or files a read takes its logs from names a source (Kubernetes' nodes_log query)",
      doc: contract([
        params({
          query: { type: 'string', description: 'query specifies services(s) or files from which to return logs (required). Example: "kubelet" to fetch kubelet logs, "/<log-file-name>" to fetch a specific log file from the node (e.g., "/var/log/kubelet.log")' },
        }),
      ]),
    },
    {
      name: "round 19 (reader L): a Todoist filter names its grammar as a product's query does (find-tasks filter, 'A raw Todoist filter query string'); a partial, case-insensitive match on named attributes is text (find-project-collaborators searchTerm)",
      doc: contract([
        params({
          filter: { type: 'string', description: 'A raw Todoist filter query string (e.g. "today", "p1", "##Work", "(today | overdue) & p1").' },
          searchTerm: { type: 'string', description: 'Search for a user by name or email (partial and case insensitive match). If omitted, all users are returned.' },
        }),
      ]),
    },
    {
      name: "round 18 (reader O): a sibling whose enum names ways of matching says how the text matches (ios-simulator's ui_find_element search, beside matchMode: substring, exact)",
      doc: contract([
        params({
          search: { type: 'array', items: { type: 'string' }, description: 'Array of search strings.' },
          matchMode: { type: 'string', enum: ['substring', 'exact'], default: 'substring' },
        }),
      ]),
    },
    {
      name: "round 18 (reader O): a query whose description opens by naming one address, alone or a memory's (x64dbg's search query 'Address', its analysis query 'Address to look up (or mnemonic for mnemonic_brief)')",
      doc: contract([
        params({
          query: { type: 'string', description: 'Address' },
          lookup_query: { type: 'string', description: 'Address to look up (or mnemonic for mnemonic_brief)' },
          memory_query: { type: 'string', description: 'Memory address of the symbol.' },
        }),
      ]),
    },
    {
      name: "round 18 (reader N): a query with no description of its own inside an object whose description names the grammar (Metabase's create-question query.native.query, in 'Query object (MBQL or native SQL)')",
      doc: contract([
        params({
          query: {
            type: 'object',
            description: 'Query object (MBQL or native SQL).',
            properties: { type: { type: 'string', enum: ['query', 'native'] }, native: { type: 'object', properties: { query: { type: 'string' } } } },
          },
        }),
      ]),
    },
    {
      name: "round 16: a SQL statement named in capitals names SQL (a SQLite server's create_view query, \"SELECT query that defines the view\")",
      doc: contract([params({ query: { type: 'string', description: 'SELECT query that defines the view' } })]),
    },
    {
      name: "round 16 (comfyui): a case-insensitive substring to narrow results or a substring filter is plain text; a tag to narrow results is a tag",
      doc: contract([
        params({
          filter: { type: 'string', description: 'case-insensitive substring to narrow results, matched against class_type, display name, or category (e.g. "image", "video").' },
          search: { type: 'string', description: 'Case-insensitive substring filter over tool names and descriptions.' },
          tagFilter: { type: 'string', description: "Optional HuggingFace pipeline/library tag to narrow results, e.g. 'diffusers'." },
        }),
      ]),
    },
    {
      name: "a language or wildcards still clear it where they name the query's syntax: \"Filter written in SQL\", \"Search regex\", \"supports search operators\", \"supports wildcards (*)\", a wildcard used in a host filter",
      doc: contract([
        params({
          filter: { type: 'string', description: 'Filter written in SQL' },
          query: { type: 'string', description: 'Search regex to match' },
          q: { type: 'string', description: 'Text to find; supports search operators' },
          search: { type: 'string', description: 'Name to look for, supports wildcards (*)' },
        }),
        readTool({ name: 'show_hosts', description: 'Retrieve host objects. Use * as a wildcard in the filter.', inputSchema: { type: 'object', properties: { filter: { type: 'string' } } } }),
      ]),
    },
    {
      name: "a match in the one field its name names (an iCloud mail server's search_emails: `subjectQuery`, \"Match only in subject field\"; `fromQuery`, \"Match only in from/sender field\"); an undescribed `term` in a tool that does not search",
      doc: contract([
        readTool({
          name: 'search_emails',
          description: 'Search emails by keyword or targeted field queries, with optional filters for date and more',
          inputSchema: {
            type: 'object',
            properties: {
              subjectQuery: { type: 'string', description: 'Match only in subject field' },
              bodyQuery: { type: 'string', description: 'Match only in body field' },
              fromQuery: { type: 'string', description: 'Match only in from/sender field' },
            },
          },
        }),
        readTool({ name: 'list_categories', description: 'List categories visible to the caller.', inputSchema: { type: 'object', properties: { term: { type: 'string' } } } }),
      ]),
    },
    {
      name: "'Optional substring to filter item titles (case-insensitive).' (a 1Password server's item_lookup): a substring of one named attribute",
      doc: contract([readTool({ name: 'item_lookup', description: 'Search for items by title.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Optional substring to filter item titles (case-insensitive).' } } } })]),
    },
    { name: 'the sample tool and the mutation trio', doc: contract([readTool(), ...mutationTrio()]) },
    { name: "the seed's tickets.list_open (filter is an object of named fields)", doc: contract([listOpenTool()]) },
    {
      name: 'a grammar named, a pattern, an enum, or a listed set of values',
      doc: contract([
        params({
          jql: { type: 'string', description: 'A JQL query, e.g. project = TKT AND status = open.' },
          query: { type: 'string', description: 'Lucene query string syntax.' },
          where: { type: 'string', pattern: '^[a-z_]+ (=|!=) [a-z0-9_]+$' },
          search: { type: 'string', enum: ['titles', 'bodies'] },
          filter: { type: 'string', description: 'One of mine, team or all.' },
        }),
      ]),
    },
    {
      name: "a search on one named attribute (alibabacloud-devops): a fuzzy match on it, a search by it, and the same in Chinese (title keyword search, fuzzy search on a name, filter by name keyword)",
      doc: contract([
        params({
          search: { type: ['string', 'null'], description: 'Search keyword, used to fuzzy match repository paths' },
          keyword: { type: 'string', description: 'Search by package name' },
          titleSearch: { type: 'string', description: '\u6807\u9898\u5173\u952e\u5b57\u641c\u7d22\uff0c\u7528\u4e8e\u5728\u5408\u5e76\u8bf7\u6c42\u6807\u9898\u4e2d\u641c\u7d22\u3002\u793a\u4f8b\uff1a\'mr title\' \u6216 \'bug fix\'' },
          tagSearch: { type: 'string', description: '\u5e94\u7528\u6807\u7b7e\u540d\u79f0\u7684\u6a21\u7cca\u641c\u7d22' },
          q: { type: 'string', description: '\u6309\u540d\u79f0\u5173\u952e\u8bcd\u8fc7\u6ee4' },
        }),
      ]),
    },
    {
      name: 'a constraint in any branch: an anyOf with a pattern branch, a $ref to a formatted string',
      doc: contract([
        withInput({
          type: 'object',
          properties: { query: { anyOf: [{ type: 'string', pattern: '^[a-z]+$' }, { type: 'null' }] }, q: { $ref: '#/$defs/Q' } },
          $defs: { Q: { type: 'string', format: 'uri' } },
        }),
      ]),
    },
    {
      name: 'the grammar in the field name: sql, wiql, cronExpression, regex',
      doc: contract([params({ sql: { type: 'string' }, wiql: { type: 'string', description: 'The query string to execute.' }, cronExpression: { type: 'string' }, regexFilter: { type: 'string' } })]),
    },
    {
      name: 'the grammar named in the tool description (Postgres: "Run a read-only SQL query")',
      doc: contract([withInput({ type: 'object', properties: { query: { type: 'string' } } }, 'Run a read-only SQL query')]),
    },
    {
      name: 'a grammar in the paragraph of the tool description that names the field (Firecrawl: "The query also supports search operators")',
      doc: contract([withInput({ type: 'object', properties: { query: { type: 'string' } } }, 'Search the web.\n\nThe query also supports search operators: `site:`, `-word`, `"exact"`.\n\nReturns the top results.')]),
    },
    {
      name: 'a grammar in the opening paragraph of a tool description of several is every field\'s (Salesforce: "Execute SOQL queries"), and SOSL and wildcards are named syntaxes',
      doc: contract([
        readTool({
          name: 'salesforce_query_records',
          description: 'Query records from any Salesforce object using SOQL.\n\nExamples:\n1. Parent-to-child: ...',
          inputSchema: { type: 'object', properties: { whereClause: { type: 'string', description: 'WHERE clause, can include conditions on related objects' } } },
        }),
        readTool({
          name: 'salesforce_search_all',
          description: 'Search across objects.\n\nUses SOSL to find the searchTerm.',
          inputSchema: { type: 'object', properties: { searchTerm: { type: 'string', description: 'Text to search for (supports wildcards * and ?)' } } },
        }),
      ]),
    },
    {
      name: 'identifiers: query_id, taskIdFilter, and "the ID or path of the query"',
      doc: contract([
        params({
          query_id: { type: 'string', description: 'A saved query.' },
          taskIdFilter: { type: 'string', description: 'Task ID to filter build definitions.' },
          query: { type: 'string', description: 'The ID or path of the query. Required for: get.' },
        }),
      ]),
    },
    {
      name: "filters named after the one attribute they match (the seed's named searchable field): projectNameFilter, repoNameFilter, status_filter",
      doc: contract([
        params({
          projectNameFilter: { type: 'string', description: 'Filter projects by name. Supports partial matches.' },
          repoNameFilter: { type: 'string', description: 'Optional filter to search for repositories by name.' },
          status_filter: { type: 'string' },
        }),
      ]),
    },
    {
      name: 'names that hold a value or a list of field names, not a query',
      doc: contract([params({ filter_status: { type: 'string', enum: ['open'] }, search_fields: { type: 'array', items: { type: 'string' } } })]),
    },
    {
      name: 'text to type or to match is not a query (no query word, no description saying so)',
      doc: contract([params({ text: { type: 'string', description: 'Text to search for - must match exactly.' }, promptText: { type: 'string' } })]),
    },
    {
      name: "the tool's description says the field is matched as a substring (mcp-ssh-manager's ssh_history search, \"by a search substring in the command text\")",
      doc: contract([
        readTool({
          name: 'ssh_history',
          description: 'Returns the log of SSH commands run in this session. Optional filters narrow the results by server name, by success or failure, and by a search substring in the command text; limit defaults to 20.',
          inputSchema: { type: 'object', properties: { server: { type: 'string', description: 'Filter by server name' }, search: { type: 'string', description: 'Search in commands' } } },
        }),
      ]),
    },
    {
      name: "one term compared case-insensitively is matched as written (Bitbucket's getPipelineStepLogs search_term, \"case-insensitive search term to filter log lines\")",
      doc: contract([params({ search_term: { type: 'string', description: 'Optional case-insensitive search term to filter log lines' } })]),
    },
    {
      name: "match patterns of the program the tool runs (mcp-ssh-manager's ssh_sync exclude, \"using rsync\"; gitignore-style)",
      doc: contract([
        readTool({
          name: 'ssh_sync',
          description: 'Synchronizes files or directories between local and remote using rsync over SSH.',
          inputSchema: { type: 'object', properties: { exclude: { type: 'array', items: { type: 'string' }, description: 'Patterns to exclude from sync' } } },
        }),
        params({ ignore: { type: 'array', items: { type: 'string' }, description: 'Patterns to ignore (gitignore syntax)' } }),
      ]),
    },
    {
      name: 'keywords or terms to filter by are words to find, not an expression (Bright Data filter_keywords)',
      doc: contract([
        params({
          filter_keywords: { type: 'string', description: 'Keywords that must appear in search results' },
          filterTerms: { type: 'string' },
          queryKeywords: { type: 'array', items: { type: 'string' }, description: 'Keywords from user query. Each keyword should be a single word or short phrase.' },
        }),
      ]),
    },
    {
      name: "a filter that takes an id to match (Paddle's list_notifications: \"Pass a transaction, customer, or subscription ID.\")",
      doc: contract([params({ filter: { type: 'string', description: 'Return entities that contain the Paddle ID specified. Pass a transaction, customer, or subscription ID.' } })]),
    },
    {
      name: "two or more quoted FIELD:value tokens document the query's terms (Europe PMC)",
      doc: contract([params({ query: { type: 'string', description: 'Europe PMC search query. Supports field tokens like `AUTH:"<name>"`, `JOURNAL:"<title>"`, `PUB_YEAR:[2020 TO 2024]`.' } })]),
    },
    {
      name: "round 45 (reader U3): UniFi's filter expression is a product's documented language, named or shown (unifi-mcp's list_devices, list_networks `filter`)",
      doc: mcpList([
        { name: 'list_devices', description: 'List adopted devices.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: "UniFi filter expression. Examples: state.eq('OFFLINE'), name.like('AP*')" } } }, annotations: { readOnlyHint: true } },
        { name: 'list_networks', description: 'List networks.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'UniFi filter expression' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a product's expression language (Mapbox's style_builder_tool expression); a phrase the searched text contains is matched as written (Mapbox's list_feedback_tool search)",
      doc: contract([
        params({
          expression: { type: 'string', description: 'Custom Mapbox expression for advanced styling' },
          search: { type: 'string', description: 'A search phrase. Returns items where the feedback text contains the phrase.' },
        }),
      ]),
    },
    {
      name: "a substring to find is matched as written (Godot's search_project); SQLite's FTS5 and SQL's LIKE are grammars (ocr-provenance's ocr_db_search, ocr_image_search)",
      doc: contract([
        params({
          query: { type: 'string', description: 'Case-insensitive substring to find' },
          q: { type: 'string', description: 'Search query for FTS5 full-text search' },
          vlm_description_query: { type: 'string', description: 'Filter by VLM description text LIKE match (keyword mode)' },
        }),
      ]),
    },
    {
      name: "two or more FIELD:value tokens in single or double quotes document the terms too (Shopify Admin's get-articles)",
      doc: contract([
        params({
          query: { type: 'string', description: "Shopify search filter. E.g. 'blog_title:Glam', 'tag:skincare', 'author:Marketing'. Multiple filters space-separated." },
          filter: { type: 'string', description: 'Search filter, such as "status:open" or "assignee:me".' },
        }),
      ]),
    },
    {
      name: "exact text to search for in a file is matched as written (Azure DevOps' create_commit changes[].search)",
      doc: contract([params({ search: { type: 'string', description: 'Alternative to patch: Exact text to search for in the file.' } })]),
    },
    {
      name: "filter tags a result must carry are no expression (Hugging Face's hub_repo_search filters)",
      doc: contract([params({ filters: { type: 'array', items: { type: 'string' }, description: 'Optional hub filter tags. Applied to each selected repo type (e.g. ["text-generation"], ["language:en"]).' } })]),
    },
    {
      name: 'an MCP tool whose query names its grammar',
      doc: mcpList([{ name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Terms as field:value pairs, e.g. owner:me status:open.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "no query: an undescribed condition (Docker's restart policy), a WHERE clause in a PostgreSQL tool, a substring, a name filter (Dokploy, Postgres, Bitbucket)",
      doc: contract([
        params({
          restartPolicy: { type: 'object', properties: { Condition: { type: 'string' } } },
          where: { type: 'string', description: 'WHERE clause for partial index (for create operation)' },
          search: { type: 'string', description: 'Substring in commit message' },
          filter: { type: 'string', description: 'Name filter' },
        }),
      ]),
    },
    {
      name: "no query: a substring or prefix over named attributes, however the matching is worded (Home Assistant's list tools' search)",
      doc: contract([
        readTool({
          name: 'list_entities',
          description: 'List entities.',
          inputSchema: {
            type: 'object',
            properties: {
              search: { type: 'string', description: 'Optional substring to search in entity_id or friendly_name (e.g., "kitchen")' },
              query: { type: 'string', description: 'Optional substring search in automation id or alias' },
              filter: { type: 'string', description: 'Substring to match in device id/name/model/manufacturer' },
              q: { type: 'string', description: 'Prefix matched against key names' },
              searchText: { type: 'string', description: 'Text to look for (case-insensitive substring match).' },
            },
          },
        }),
      ]),
    },
    {
      name: "no query: one item named by its name or its URL in a tool that gets it (bycrawl's gmaps_get_place query)",
      doc: contract([
        readTool({
          name: 'get_place',
          description: 'Get detailed information about a Google Maps place',
          inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Place name or full Google Maps URL' } } },
        }),
        readTool({
          name: 'fetch_repo',
          description: 'Fetch one repository',
          inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Repository name or ID' } } },
        }),
      ]),
    },
    {
      name: "no query: a filter on one attribute, text a path must include (the *arr servers' title filter, Codacy's list_files search)",
      doc: contract([
        params({
          search: { type: 'string', description: 'Optional case-insensitive title filter' },
          searchPath: { type: 'string', description: 'Filter files that include this string anywhere in their relative path' },
        }),
      ]),
    },
    {
      name: "a query format named (a Gmail server's q, \"the same query format as the Gmail search box\"), MySQL's MATCH … AGAINST in the tool's description, a filter of one attribute (Figma Console's \"Filter token names\")",
      doc: contract([
        params({ q: { type: 'string', description: 'Only return drafts matching the query. Supports the same query format as the Gmail search box.' }, filter: { type: 'string', description: "Filter token names (e.g., 'primary')" } }),
        withInput({ type: 'object', properties: { search_term: { type: 'string', description: 'Search term or query' } } }, 'Full-text search using MATCH AGAINST clause, in natural language or BOOLEAN MODE.'),
      ]),
    },
    {
      name: "no query: a REST call's query parameters, by their description or as an object-or-string query (freee's freee_api_get, Coolify's deployments)",
      doc: contract([
        readTool({
          name: 'api_get',
          description: 'API GET - service: accounting/hr/invoice',
          inputSchema: {
            type: 'object',
            properties: {
              path: { type: 'string', description: 'API path (e.g. /api/1/deals)' },
              query: { anyOf: [{ type: 'object', additionalProperties: {} }, { type: 'string' }], description: '\u30af\u30a8\u30ea\u30d1\u30e9\u30e1\u30fc\u30bf (\u30aa\u30d7\u30b7\u30e7\u30f3)' },
            },
          },
        }),
        readTool({
          name: 'api_post',
          description: 'API POST',
          inputSchema: {
            type: 'object',
            properties: {
              body: { anyOf: [{ type: 'object', additionalProperties: {} }, { type: 'string' }] },
              query: { anyOf: [{ $ref: '#/properties/body/anyOf/0' }, { $ref: '#/properties/body/anyOf/1' }] },
            },
          },
        }),
        params({
          query: { type: 'string', description: 'JSON query parameters for deploy operation' },
          q: { type: 'string', description: 'Optional query string parameters to append to the URL' },
          search: { type: 'string', description: 'URL parameters, encoded' },
        }),
      ]),
    },
    {
      name: "no query: one domain or URL to analyze (Serpstat's backlink tools' query), a URL substring (urlContains), one keyword looked up (Serpstat's keyword tools)",
      doc: contract([
        readTool({
          name: 'get_lost_backlinks',
          description: 'LIST recently lost backlinks. USE WHEN: monitoring link losses.',
          inputSchema: {
            type: 'object',
            properties: {
              query: { type: 'string', minLength: 4, maxLength: 253, description: 'Domain name or URL to analyze' },
            },
          },
        }),
        params({
          query: { type: 'string', description: 'Main domain to analyze for backlinks intersection' },
          q: { type: 'string', description: 'Domain, subdomain, or URL to analyze' },
          search: { type: 'string', description: 'IP address' },
        }),
        readTool({
          name: 'get_url_summary_traff',
          description: 'GET traffic and keyword stats for URLs matching a pattern.',
          inputSchema: {
            type: 'object',
            properties: {
              urlContains: { type: 'string', minLength: 3, description: "URL pattern to filter results. Must be at least 3 characters long. Method finds all URLs containing this substring and aggregates statistics. Examples: '/blog/' matches all blog pages." },
            },
          },
        }),
        readTool({
          name: 'get_keyword_top',
          description: 'GET Google top-100 positions for keyword.',
          inputSchema: { type: 'object', properties: { keyword: { type: 'string', description: 'Keyword to search for' }, seed: { type: 'string', description: 'Keyword to search for competitors' } } },
        }),
      ]),
    },
    {
      name: "round 64 (re-reader v4): keywords said to be parted by spaces, in Chinese or after the word, name their syntax (mcp-shrimp-task-manager's query_task query)",
      doc: mcpList([
        { name: 'query_task', description: '根據關鍵字或ID搜尋任務', inputSchema: { type: 'object', properties: { query: { type: 'string', description: '搜尋查詢文字，可以是任務ID或多個關鍵字（空格分隔）' } }, required: ['query'] } },
        { name: 'search_notes', description: 'Search notes.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search keywords (space-separated)' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 65 (re-reader y2): two field:value terms in one quoted example write the query's terms (a Datadog server's rum `query`)",
      doc: mcpList([
        { name: 'rum', description: 'Query Datadog Real User Monitoring (RUM) data.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'RUM query string (e.g., "@type:view @application.id:abc")' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "space-separated keywords name their syntax (draw.io's search_shapes query)",
      doc: contract([params({ query: { type: 'string', description: 'Space-separated search keywords, e.g. "aws lambda".' } })]),
    },
    {
      name: "a condition that is a program's expression, not a filter on results (XcodeBuildMCP's debug_breakpoint_add condition)",
      doc: contract([params({ condition: { type: 'string', description: 'Expression for breakpoint condition' } })]),
    },
    {
      name: "no query: a setting of the query (Brave's country), exact text to locate, a find beside its replacement (Google Docs), a formula (Lark), a filter whose syntax is linked (Google Cloud Observability)",
      doc: contract([
        params({
          country: { type: 'string', description: 'Search query country, where the results come from. The country string is limited to 2 character country codes.' },
          textQuery: { type: 'string', description: 'Exact text to locate.' },
          formula_expression: { type: 'string', description: 'Expression of formula field' },
          filter: { type: 'string', description: 'A monitoring filter that selects the time series (https://cloud.google.com/monitoring/api/v3/filters#time-series-filter).' },
        }),
        params({ findText: { type: 'string', description: 'The text to search for in the document.' }, replaceText: { type: 'string' } }),
      ]),
    },
    {
      name: "a grammar in a one-paragraph tool description, in a sentence that names the field or no input (Discourse's tag-group search: SQL LIKE wildcards in q)",
      doc: contract([
        withInput(
          { type: 'object', properties: { q: { type: 'string' }, names: { type: 'array', items: { type: 'string' } } } },
          'Tag-group search. q and names combine with AND semantics; upstream treats % and _ in q as SQL LIKE wildcards. Results omit group IDs.',
        ),
        withInput({ type: 'object', properties: { query: { type: 'string' } } }, 'Searches tickets. Supports boolean operators.'),
      ]),
    },
    {
      name: 'a query named by the product whose language it is (Prometheus: PromQL; Gmail search operators; Datadog query syntax), in the field or the tool',
      doc: contract([
        readTool({ name: 'prometheus_query', description: 'Execute a Prometheus query', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'prometheus query expression' } } } }),
        readTool({ name: 'prometheus_query_range', description: 'Execute a Prometheus range query', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } }),
        params({
          query: { type: 'string', description: 'Gmail search query to filter drafts' },
          logs: { type: 'string', description: 'Datadog logs query string' },
          traces: { type: 'string', description: 'Datadog APM trace query string' },
        }),
      ]),
    },
    {
      name: "a query language named by a word ending in \"QL\" (a Shopify admin server's run_shopifyql: \"ShopifyQL query string (e.g., 'FROM orders SHOW \u2026')\"), in the field, the tool or the field's name",
      doc: contract([
        readTool({
          name: 'run_shopifyql',
          description: 'Run a ShopifyQL analytics query.',
          inputSchema: { type: 'object', properties: { query: { type: 'string', description: "ShopifyQL query string (e.g., 'FROM orders SHOW sum(total_sales) SINCE -30d UNTIL today')" } } },
        }),
        readTool({ name: 'run_analytics', description: 'Run a TypeQL query against the knowledge graph.', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } }),
        params({ shopifyqlQuery: { type: 'string', description: 'Query to run' }, filter: { type: 'string', description: 'A KustoQL filter expression' } }),
      ]),
    },
    {
      name: "a link that documents the query: its address names docs or filters, or the words before it name the query (Railway's get-logs, Google Cloud Trace)",
      doc: contract([
        params({
          filter: { type: 'string', description: "Filter logs by search terms or attributes. Examples: 'error', 'user login'. See https://docs.railway.com/guides/logs for more info." },
          search: { type: 'string', description: 'The trace filter to apply (https://example.com/t/8).' },
        }),
      ]),
    },
    {
      name: 'a pattern that names its kind, or is not matched against anything (a regex, wildcards, a number format, a route)',
      doc: contract([
        params({
          name_pattern: { type: 'string', description: 'Regular expression pattern to match project names' },
          namePattern: { type: 'string', description: 'Pattern to match Apex class names (supports wildcards * and ?)' },
          pattern: { type: 'string', description: "Number format pattern (e.g., '#,##0.00', 'yyyy-mm-dd')" },
          route: { type: 'string', description: 'The URL pattern for the route (e.g., "example.com/*")' },
        }),
        readTool({ name: 'search_files', description: 'Recursively search for files. The patterns should be glob-style patterns.', inputSchema: { type: 'object', properties: { pattern: { type: 'string', description: 'Pattern to match file paths' } } } }),
      ]),
    },
    {
      name: "an expression the tool evaluates as program code (a debugger's evaluate_expression, no field description; a JavaScript expression to evaluate)",
      doc: contract([
        readTool({
          name: 'evaluate_expression',
          description: 'Evaluate expression in the current debug context. Expressions can read and modify program state. Waits up to 30s for the result by default',
          inputSchema: { type: 'object', properties: { sessionId: { type: 'string' }, expression: { type: 'string' } }, required: ['sessionId', 'expression'] },
        }),
        params({ expression: { type: 'string', description: 'JavaScript expression to evaluate in the page' }, expr: { type: 'string', description: 'Code snippet to run in the REPL' } }),
      ]),
    },
    {
      name: "a domain, or its base name, to look up (a domain search's query: \"Domain name or base name to search (e.g., 'mysite' or 'mysite.com')\")",
      doc: contract([
        readTool({
          name: 'domain_search',
          description: 'Search for available domain names and get pricing.',
          inputSchema: { type: 'object', properties: { query: { type: 'string', description: "Domain name or base name to search (e.g., 'mysite' or 'mysite.com')" } }, required: ['query'] },
        }),
      ]),
    },
    {
      name: 'round 13: a search whose text is one named attribute ("Candidate name to search for.", Ashby), a contains-search named as such ("Full-name or email contains-search", Dataverse), a field named after the attribute it is looked for in (Trello\'s find_checklist_items_by_description `description`), a list of IP rules (CloudBase\'s IpFilter `Filters`)',
      doc: contract([
        readTool({ name: 'search_candidates', description: 'Search for candidates by name or email.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Candidate name to search for.' } }, required: ['query'] } }),
        readTool({ name: 'list_users', description: 'Searches system users by name or email.', inputSchema: { type: 'object', properties: { search: { type: 'string', description: 'Full-name or email contains-search' } } } }),
        readTool({
          name: 'find_checklist_items_by_description',
          description: 'Search for checklist items containing specific text in their description',
          inputSchema: { type: 'object', properties: { description: { type: 'string', description: 'Text to search for in checklist item descriptions' } }, required: ['description'] },
        }),
        readTool({
          name: 'show_hosting',
          description: 'Shows hosting settings.',
          inputSchema: { type: 'object', properties: { IpFilter: { type: 'object', properties: { Filters: { type: 'array', items: { type: 'string' }, description: 'IP \u89c4\u5219\u5217\u8868\u3002' } } } } },
        }),
      ]),
    },
    {
      name: 'round 14: qualifiers spelled out, the description calling them so (Karakeep\'s search-bookmarks: "use qualifiers to filter the results. is:fav finds favorited bookmarks, is:archived \u2026, url:<value> \u2026, list:<name> \u2026")',
      doc: contract([
        params({ query: { type: 'string', description: 'By default a full-text search, but you can also use qualifiers to filter the results. is:fav finds favorited bookmarks, is:archived searches archived ones, url:<value> searches for URL substrings, list:<name> searches a list.' } }),
      ]),
    },
    {
      name: "round 48 (re-reader Z2): a link to the syntax after 'see:' in a tool description of one paragraph ('For more information on query strings see: https://developers.google.com/drive/api/guides/search-files', presto-gws' drive.search)",
      doc: mcpList([{ name: 'drive.search', description: 'Searches for files and folders in Google Drive. The query can be a simple search term, a Google Drive URL, or a full query string. For more information on query strings see: https://developers.google.com/drive/api/guides/search-files', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'A simple search term, a Google Drive URL, or a full query string.' } }, required: ['query'] } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: "seventh held-out round of 2026-12-07: a keyword to search inside a collection, 'for' left out, is search text (the mysql server's search_data_across_tables `keyword`, 'Keyword to search inside text-like column values')",
      doc: contract([params({ keyword: { type: 'string', description: 'Keyword to search inside text-like column values' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/keyword', message: 'its description calls it a query ("Keyword to search inside text-like column' }],
    },
    {
      name: "fifth held-out round of 2026-12-07: one search keyword a tool searches (a Google Maps server's maps_local_rank_tracker `keyword`, 'Single search keyword (e.g., 'dentist')'), and a rule said of another field clears nothing ('Every word in the title must appear')",
      doc: mcpList([
        { name: 'maps_local_rank_tracker', description: 'Track a local search ranking. Searches the same keyword(s) from multiple coordinates.', inputSchema: { type: 'object', properties: { keyword: { type: 'string', description: "Single search keyword (e.g., 'dentist')." } } }, annotations: { readOnlyHint: true } },
        { name: 'find_tools', description: 'Find tools. Every word in the title must appear in the result.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/keyword', message: '("Single search keyword' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "third held-out round of 2026-12-07: a formula or an expression said to filter, in no named language (Airtable's list_records `filterByFormula`, 'A formula used to filter records'), and a search text beside where to search (Google Docs' searchDocuments `searchIn`, name, content or both: the fourth held-out round)",
      doc: mcpList([
        { name: 'list_records', description: 'List records from a table.', inputSchema: { type: 'object', properties: { filterByFormula: { type: 'string', description: 'A formula used to filter records' }, where: { type: 'string', description: 'Expression applied to filter rows' } } }, annotations: { readOnlyHint: true } },
        { name: 'searchDocuments', description: 'Searches for documents by name, content, or both.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search term to find in document names or content.' }, searchIn: { type: 'string', enum: ['name', 'content', 'both'] } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/filterByFormula', message: '("A formula used to filter records")' },
        { pointer: '/tools/0/inputSchema/properties/where' },
        { pointer: '/tools/1/inputSchema/properties/query' },
      ],
    },
    {
      name: "second held-out round of 2026-12-07, its misses: a person called the operator, operators said not to be parsed or to be another tool's, a topic in a quoted example phrase, a filter's shape whose 'flags?' ends no sentence, plain language sent to a search tool, and a query 'to find' or 'for relevance' or a description 'to search for' under names with no query word (lm-assist, memorix, agentic-flow, polydev)",
      doc: mcpList([
        { name: 'search_memory', description: "Search the user's memory files. These are the operator's OWN captured facts.", inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Keywords to look for in memory file bodies.' } } }, annotations: { readOnlyHint: true } },
        { name: 'gmail_search_local', description: 'Search the LOCAL cache of mail. Plain words over sender/subject/body; Gmail operators (`from:`, `is:unread`) are NOT parsed. For older mail or operator syntax use gmail_search.', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Words to match.' } } }, annotations: { readOnlyHint: true } },
        { name: 'memorix_search_reasoning', description: 'Search past reasoning traces.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query — describe what reasoning you want to find (e.g., "why did we choose PostgreSQL", "auth approach rationale")' } } }, annotations: { readOnlyHint: true } },
        { name: 'data_search', description: 'Semantic + full-text hybrid search over a dataset. The optional filter is an ARRAY of { field, op, value, flags? } (op ∈ eq|ne|in|contains|regex|wildcard).', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Natural-language search query.' }, filter: { type: 'array', items: { type: 'object' } } } }, annotations: { readOnlyHint: true } },
        { name: 'search', description: 'Search the past code sessions.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Natural language ("brent oil regime change"), keywords, or an ID.' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_memory_context', description: 'Get memory context for injection into prompts.', inputSchema: { type: 'object', properties: { query_context: { type: 'string', description: 'Query to find relevant memory and conversations for' }, current: { type: 'string', description: 'Current query for relevance scoring and context matching' } } }, annotations: { readOnlyHint: true } },
        { name: 'agentdb_pattern_search', description: 'Search for similar reasoning patterns.', inputSchema: { type: 'object', properties: { task: { type: 'string', description: 'Task description to search for similar patterns' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/query' },
        { pointer: '/tools/1/inputSchema/properties/q' },
        { pointer: '/tools/2/inputSchema/properties/query' },
        { pointer: '/tools/3/inputSchema/properties/query' },
        { pointer: '/tools/4/inputSchema/properties/query' },
        { pointer: '/tools/5/inputSchema/properties/query_context', message: 'its description calls it a query ("Query to find relevant memory' },
        { pointer: '/tools/5/inputSchema/properties/current' },
        { pointer: '/tools/6/inputSchema/properties/task' },
      ],
    },
    {
      name: "held-out round of 2026-12-07: an array of search queries, with a word before 'queries' ('Array of search intents/queries', enact's enact-search-multiple-tools `intents`), and a free-text filter ('Free-text filter applied to title and body content.', leanspec's list_specs `text`) are search text under names with no query word",
      doc: mcpList([
        { name: 'enact-search-multiple-tools', description: 'Search for multiple tools by different intents.', inputSchema: { type: 'object', properties: { intents: { type: 'array', items: { type: 'string' }, description: 'Array of search intents/queries' } }, required: ['intents'] } },
        { name: 'list_specs', description: 'List specs.', inputSchema: { type: 'object', properties: { status: { type: 'string', enum: ['draft', 'done'] }, text: { type: 'string', description: 'Free-text filter applied to title and body content.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/intents' }, { pointer: '/tools/1/inputSchema/properties/text', message: 'its description calls it a query ("Free-text filter applied to title' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: rounds 47 and 48 (re-reader Z2): a tool that tells the agent to put the user's question in the field ('Provide the user's detailed question as the 'query'.', Kendo's kendo_react_assistant)",
      doc: mcpList([{ name: 'kendo_react_assistant', description: "Answers questions and retrieves documentation about Kendo UI for React. Provide the user's detailed question as the 'query'.", inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The query to search for.' } }, required: ['query'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "recall round of 2026-12-07: keywords to filter by, after an '(optional)' opening (google-workspace-mcp's list_tools `keyword`, '(optional) Filter by keyword in tool name or description'), and search queries in a tool that asks for questions (context-mode's ctx_search `queries`, 'Array of search queries. Batch ALL questions in one call.') are search text",
      doc: mcpList([
        { name: 'list_tools', description: 'List available tools, optionally filtered by service or keyword', inputSchema: { type: 'object', properties: { keyword: { type: 'string', description: '(optional) Filter by keyword in tool name or description' } } } },
        { name: 'ctx_search', description: 'Search indexed content. Pass ALL search questions as queries array in ONE call.', inputSchema: { type: 'object', properties: { queries: { type: 'array', items: { type: 'string' }, description: 'Array of search queries. Batch ALL questions in one call.' } }, required: ['queries'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/keyword' }, { pointer: '/tools/1/inputSchema/properties/queries' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 22 (reader G): 'The query should be a natural-language description of what you want' in the tool's description says the field is plain language (firecrawl's research_search_papers)",
      doc: contract([
        readTool({
          name: 'research_search_papers',
          description: 'Semantic search over arXiv abstracts. The query should be a natural-language description of what you want.',
          inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 20 (reader J): the tool's description says the field, named in code, is a fuzzy search for natural-language queries (macos-automator's get_scripting_tips search_term)",
      doc: contract([
        readTool({
          name: 'get_scripting_tips',
          description: 'Discover how to automate any app.\n\n*   Parameter: `search_term` (string, optional).\n*   Functionality: Performs a fuzzy search across all tip titles, descriptions and IDs. Ideal for natural language queries like "how to...".',
          inputSchema: { type: 'object', properties: { search_term: { type: 'string', description: 'Keyword to search within tip titles, content, keywords, or IDs.' } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/search_term' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 66 (reader z2): 'free text search terms' after an '(optional)' opening, and 'to filter <records>' after them, are plain words (google-workspace-mcp's list_events `query`, '(optional) Free text search terms to filter events')",
      doc: contract([params({ query: { type: 'string', description: '(optional) Free text search terms to filter events' }, q: { type: 'string', description: '(optional, default: none) Free text query for events.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 61 (readers r1, r2): a search ranked by vectors and keywords ('Hybrid episode search: dense k-NN (cosine) fused with BM25 keyword ranking', agentdb's agentdb_search) or one that computes 'attention-weighted similarity' over its one text input matches its text by similarity, with no syntax (claude-flow's hooks_intelligence_attention stays reported: its `mode`, a second string, is not read as a closed set)",
      doc: mcpList([
        { name: 'agentdb_search', description: 'Hybrid episode search: dense k-NN (cosine) fused with BM25 keyword ranking by reciprocal-rank fusion. Set hybrid=false for pure vector order.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query text' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'hooks_intelligence_attention', description: 'Compute attention-weighted similarity using MoE/Flash/Hyperbolic.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Query for attention computation' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 61 (reader r1): 'Search term (show name)', one attribute in a parenthesis, on 'Search for TV series by name.' (mcp-arr's sonarr_search, radarr_search, lidarr_search `term`): the named searchable field",
      doc: mcpList([
        { name: 'sonarr_search', description: 'Search for TV series by name. Returns results with tvdbId needed for sonarr_add_series.', inputSchema: { type: 'object', properties: { term: { type: 'string', description: 'Search term (show name)' } }, required: ['term'] } },
        { name: 'radarr_search', description: 'Search for movies by name.', inputSchema: { type: 'object', properties: { term: { type: 'string', description: 'Search term (movie title).' } }, required: ['term'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/term' }, { pointer: '/tools/1/inputSchema/properties/term' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 44 (reader T6): a search query 'to find company names' is matched against one attribute (FMP's searchName)",
      doc: contract([params({ query: { type: 'string', description: 'The search query to find company names' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 44 (reader T5): a question in words is plain language ('The question or topic to search for', 'The research question or topic to investigate', 'Specific question about the image': a Gemini server)",
      doc: contract([
        params({ query: { type: 'string', description: 'The question or topic to search for. Gemini will use Google Search to find current information.' } }),
        params({ query: { type: 'string', description: 'The research question or topic to investigate' } }),
        params({ query: { type: 'string', description: 'Specific question about the image (e.g., "What objects are in this image?", "Count the people").' } }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 44 (reader T5): a semantic search's one text beside the namespace or session it searches in (claude-flow's embeddings_search, `namespace`: 'Search in specific namespace')",
      doc: mcpList([
        { name: 'embeddings_search', description: 'Semantic search across stored embeddings.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' }, namespace: { type: 'string', description: 'Search in specific namespace' }, sessionId: { type: 'string' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 23 (reader D): a programming language named before what it writes names the grammar (FastTest's browser_assert expression, 'JavaScript expression that must evaluate truthy'); a query matched by meaning is plain language (remember-mcp's search_relationship query, 'Search query (semantic search on observation field)')",
      doc: contract([
        params({
          expression: { type: 'string', description: 'JavaScript expression that must evaluate truthy (for evaluate_truthy)' },
          query: { type: 'string', description: 'Search query (semantic search on observation field)' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 17: a free-text search across named fields is plain text (Google Calendar's listEvents q, \"Free-text search across summary, description, location, and attendees\")",
      doc: contract([params({ q: { type: 'string', description: 'Free-text search across summary, description, location, and attendees' }, search: { type: 'string', description: 'Free text search in events' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/q' }, { pointer: '/tools/0/inputSchema/properties/search' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 45 (readers V2, V3): a tool that says later it matches by a fuzzy search, or supports natural-language queries, of one text input (cli-microsoft365's m365_search_commands)",
      doc: mcpList([
        { name: 'm365_search_commands', description: 'Searches CLI for Microsoft 365 commands using fuzzy search based on a query string. Use this tool first.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query to find relevant commands (e.g., "sharepoint list")' }, limit: { type: 'number' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'search_docs', description: 'Search the documentation. Supports natural language queries.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 45 (reader V1): a query also called a question, or a topic or a task to reason about or investigate, is words for a model (perplexity-mcp's search, deep_research, reason); so is one that 'can be a question, statement, or keywords' (Exa, reader U1)",
      doc: mcpList([
        { name: 'search', description: 'Search the web.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The search query or question.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'deep_research', description: 'Research deeply.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The research topic or question to investigate in depth.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'reason', description: 'Reason.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The complex query or task to reason about.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'web_search_advanced', description: 'Advanced web search.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query - can be a question, statement, or keywords' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/3/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 64 (re-reader v4): a tool that says it searches one attribute of its items, for a search text with no description (hevy-mcp's search-exercise-templates, search-routines)",
      doc: mcpList([
        { name: 'search-exercise-templates', description: 'Read-only. Searches template titles case-insensitively and returns IDs.', inputSchema: { type: 'object', properties: { query: { type: 'string', minLength: 1 } }, required: ['query'] } },
        { name: 'search-routines', description: 'Read-only. Searches routine titles and returns compact IDs and counts.', inputSchema: { type: 'object', properties: { query: { type: 'string', minLength: 1 } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: a filter or search on one named attribute after the collection it narrows (a Datadog server's teams filter, \"Filter teams by name\"; \"Search projects by name\"); a setting of the search in Chinese (\u641c\u7d22\u5173\u952e\u8bcd\u7c7b\u578b, search keyword type)",
      doc: contract([
        params({
          filter: { type: 'string', description: 'Filter teams by name' },
          search: { type: 'string', description: 'Search projects by name' },
          keyword_type: { type: 'string', description: '\u641c\u7d22\u5173\u952e\u8bcd\u7c7b\u578b' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/search' }],
    },
    {
      name: 'reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: precision sample over 300 servers: text said to be plain text ("Search query \u2014 plain text, do NOT wrap in quotes", bycrawl) or natural language ("Natural-language search query", the *arr servers; "A natural language query \u2026", MongoDB)',
      doc: contract([
        params({
          q: { type: 'string', description: 'Search query \u2014 plain text, do NOT wrap in quotes (e.g. coffee shops in Tokyo)' },
          query: { type: 'string', description: 'Natural-language search query' },
          search: { type: 'string', description: 'A natural language query to search for in the knowledge base.' },
          ask: { type: 'string', description: 'What you want, in plain language. One thing per call.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/q' }, { pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/0/inputSchema/properties/search' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 48 (reader Y1): the one text input of a tool that searches 'by free text query' (Mantine's search_docs, 'Search Mantine docs by free text query and return ranked matches.'), and a query described 'Free text query', are plain words (that one reported since the second held-out round of 2026-12-07: its tool says it searches)",
      doc: mcpList([
        { name: 'search_docs', description: 'Search Mantine docs by free text query and return ranked matches.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'], additionalProperties: false } },
        { name: 'find_docs', description: 'Search docs.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Free text query' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 48 (re-reader Z2): text matched against one named attribute ('The query to search for apps by name.', Whop's list_apps; 'Case-insensitive match against the form name.', sixtyninecommerce's list_forms `search`), a query or task description (agentdb's learning_explain), the one text input of a search by embeddings that 'find meaning' (claude-flow's embeddings_rabitq_search), and one beside a `version` of what is searched (ag-mcp's search_docs, 'Supports natural language queries.')",
      doc: mcpList([
        { name: 'list_apps', description: 'Fetches a list of apps', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The query to search for apps by name.' } } } },
        { name: 'list_forms', description: 'Discover the CMS forms defined on this channel.', inputSchema: { type: 'object', properties: { search: { type: 'string', description: 'Case-insensitive match against the form name.' } } } },
        { name: 'learning_explain', description: 'Explain learned patterns.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Query or task description to get recommendations for' } }, required: ['query'] } },
        { name: 'embeddings_rabitq_search', description: 'Search via RaBitQ quantized index (fast Hamming scan). Returns candidate IDs for reranking. Use when text similarity matters beyond keyword match \u2014 native Grep finds exact strings, embeddings find meaning.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query text' }, k: { type: 'number' }, namespace: { type: 'string', description: 'Filter by namespace' } }, required: ['query'] } },
        { name: 'search_docs', description: 'Search AG Grid documentation. Supports natural language queries.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: "Search query for AG Grid documentation (e.g., 'column sorting', 'cell renderers')" }, version: { type: 'string', description: 'Optional: Override version for search (if not using detected version)' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/3/inputSchema/properties/query' }, { pointer: '/tools/4/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 50 (re-reader AA2): what is wanted described in words, in a tool that matches by similarity (compass's recommend-mcp-servers, cipher's cipher_search_reasoning_patterns), terms with the separator between them ('Separate multiple searches with commas', hugeicons' search_icons), and text searched for in one attribute ('The text to search for in the document titles.', presto-gws' docs.find)",
      doc: mcpList([
        { name: 'recommend-mcp-servers', description: 'Recommend MCP servers based on the description of the MCP Server needed. It returns a list of MCP servers with their IDs, descriptions, GitHub URLs, and similarity scores.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: "Description for the MCP Server needed. It should be specific and actionable, e.g.: GOOD: 'MCP Server for AWS Lambda Python3.9 deployment'" } }, required: ['query'] } },
        { name: 'cipher_search_reasoning_patterns', description: 'Search reflection memory for relevant reasoning patterns. Finds similar reasoning traces and evaluations that can inform current decision-making.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query describing the type of reasoning pattern needed' }, context: { type: 'object' } }, required: ['query'] } },
        { name: 'search_icons', description: "Search for icons by name or tags. Use commas to search for multiple icons (e.g. 'home, notification, settings')", inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query to find relevant icons. Separate multiple searches with commas' } }, required: ['query'] } },
        { name: 'docs.find', description: 'Finds Google Docs by searching for a query in their title. Supports pagination.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The text to search for in the document titles.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }, { pointer: '/tools/3/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 53 (re-reader AD2): a query that steers a feature of the results ('Focus query for summary generation', 'Query for highlight relevance'), keywords of a few words each, and a tool's 'Query tips: describe what you're looking for' (exa's tools)",
      doc: mcpList([
        { name: 'web_search_advanced', description: 'Advanced web search.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query - can be a question, statement, or keywords' }, summaryQuery: { type: 'string', description: 'Focus query for summary generation' }, highlightsQuery: { type: 'string', description: 'Query for highlight relevance' } }, required: ['query'] } },
        { name: 'deep_search', description: 'Deep search with automatic query expansion.', inputSchema: { type: 'object', properties: { objective: { type: 'string', description: 'Natural language description of what the web search is looking for.' }, search_queries: { type: 'array', items: { type: 'string' }, description: 'Optional list of keyword search queries related to the objective. Limited to 5 entries of up to 5 words each (~200 characters).' } }, required: ['objective'] } },
        { name: 'get_code_context', description: 'Find code examples.\n\nQuery tips: describe what you\'re looking for specifically. \"Python requests library POST with JSON body\" not \"python http\".', inputSchema: { type: 'object', properties: { query: { type: 'string', description: "Search query to find relevant context for APIs. For example, 'React useState hook examples'" } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/search_queries' }, { pointer: '/tools/2/inputSchema/properties/query' }],
    },
    {
      name: "round 66 (reader z2): an '(optional)' opening alone, or free text followed by more than what it filters, says no syntax",
      doc: contract([params({ query: { type: 'string', description: '(optional) Search terms to filter events' }, q: { type: 'string', description: '(optional) Free text search terms to filter events in the calendars you own' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/0/inputSchema/properties/q' }],
    },
    {
      name: "round 65 (re-reader y2): one field:value term, or a URL, in a quoted example writes no terms",
      doc: mcpList([
        { name: 'rum', description: 'Query RUM data.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'RUM query string (e.g., "@type:view")' } }, required: ['query'] } },
        { name: 'web', description: 'Search the web.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query (e.g. "site:https://a.com http://b.org")' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "round 64 (re-reader v4): a tool that searches two attributes, or whose search text has its own description, or that has two text inputs, stays reported",
      doc: mcpList([
        { name: 'search-templates', description: 'Searches template titles and descriptions.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
        { name: 'search-routines', description: 'Searches routine titles.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' } }, required: ['query'] } },
        { name: 'search-notes', description: 'Searches note titles.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, filter: { type: 'string' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }, { pointer: '/tools/2/inputSchema/properties/filter' }, { pointer: '/tools/2/inputSchema/properties/query' }],
    },
    {
      name: "round 64 (re-reader v4): keywords with no separator said, in Chinese or English, name no syntax",
      doc: mcpList([
        { name: 'query_task', description: '搜尋任務', inputSchema: { type: 'object', properties: { query: { type: 'string', description: '搜尋查詢文字，可以是多個關鍵字' } }, required: ['query'] } },
        { name: 'search_notes', description: 'Search notes.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search keywords (any order)' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "round 61 (reader r1): 'Search term (name, email or phone)' names several attributes, as the labelled corpus's `searchFilter` does: still a free-form query",
      doc: mcpList([
        { name: 'search_contacts', description: 'Search contacts.', inputSchema: { type: 'object', properties: { term: { type: 'string', description: 'Search term (name, email or phone)' } }, required: ['term'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/term', message: 'free-form query string' }],
    },
    {
      name: "round 61 (reader g4): an equation's expression that names no notation still leaves the agent to guess one (LaTeX, AsciiMath, plain text)",
      doc: mcpList([
        { name: 'math_render', description: 'Render an equation.', inputSchema: { type: 'object', properties: { expression: { type: 'string', description: 'Equation expression' } }, required: ['expression'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/expression', message: 'its name says it holds an expression' }],
    },
    {
      name: "round 45 (readers V2, V3): a fuzzy search said of a tool with two text inputs clears neither, and a tool that names no way of matching stays reported",
      doc: mcpList([
        { name: 'search_commands', description: 'Searches commands using fuzzy search.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, filter: { type: 'string' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'search_docs', description: 'Search the documentation.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/0/inputSchema/properties/filter' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "round 53 (re-reader AD2): a search query for people, a list of search queries with no form said, and the same examples without the query tips, stay reported",
      doc: mcpList([
        { name: 'people_search', description: 'Find people and their professional profiles.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query for finding people' } }, required: ['query'] } },
        { name: 'deep_search', description: 'Deep search.', inputSchema: { type: 'object', properties: { objective: { type: 'string', description: 'Natural language description of what the web search is looking for.' }, search_queries: { type: 'array', items: { type: 'string' }, description: 'Optional list of search queries related to the objective.' } }, required: ['objective'] } },
        { name: 'get_code_context', description: 'Find code examples.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: "Search query to find relevant context for APIs. For example, 'React useState hook examples'" } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/search_queries' }, { pointer: '/tools/2/inputSchema/properties/query' }],
    },
    {
      name: "round 50 (re-reader AA2): a query with no description of what is wanted, one described on a tool that names no similarity, terms with no separator named, and text searched for in things rather than an attribute ('… in presentations.'), stay reported",
      doc: mcpList([
        { name: 'search_reasoning', description: 'Search reflection memory for relevant reasoning patterns. Finds similar reasoning traces.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query for reasoning patterns' } }, required: ['query'] } },
        { name: 'find_servers', description: 'Find MCP servers.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Description of the server needed' } }, required: ['query'] } },
        { name: 'search_components', description: 'Search for components by name or description', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' } }, required: ['query'] } },
        { name: 'slides.find', description: 'Finds Google Slides presentations by searching for a query.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The text to search for in presentations.' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }, { pointer: '/tools/2/inputSchema/properties/query' }, { pointer: '/tools/3/inputSchema/properties/query' }],
    },
    {
      name: "round 48 (reader Y1): a 'text query' with no free or plain, in a tool's description or the field's own, stays reported",
      doc: mcpList([
        { name: 'list_items', description: 'List Mantine documentation items. Supports filtering by kind (component|hook), package and text query.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, additionalProperties: false } },
        { name: 'find_docs', description: 'Search docs by text query.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Text query' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "round 48 (re-reader Z2): text matched against several attributes ('The name, username, or email to filter the members by.'), a search that says nothing of meaning, and one beside a second text input, stay reported",
      doc: mcpList([
        { name: 'list_members', description: 'List the members of a company', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The name, username, or email to filter the members by.' } } } },
        { name: 'transfer_store-search', description: 'Search the pattern store', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' }, category: { type: 'string', description: 'Filter by category' } } } },
        { name: 'search_docs', description: 'Search AG Grid documentation. Supports natural language queries.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query for AG Grid documentation' }, filter: { type: 'string', description: 'Filter expression' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }, { pointer: '/tools/2/inputSchema/properties/query' }, { pointer: '/tools/2/inputSchema/properties/filter' }],
    },
    {
      name: "round 48 (re-reader Z2): the same tool with no link, or a link to a sign-up page after 'see:', stays reported",
      doc: mcpList([
        { name: 'drive.search', description: 'Searches for files and folders in Google Drive. The query can be a simple search term, a Google Drive URL, or a full query string.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'A simple search term, a Google Drive URL, or a full query string.' } }, required: ['query'] } },
        { name: 'drive.find', description: 'Searches for files and folders in Google Drive. The query can be a full query string. To get an account see: https://example.com/sign-up', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'A full query string.' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "rounds 47 and 48 (re-reader Z2): a question put in another field, and a tool that answers questions with nothing said of the field, stay reported",
      doc: mcpList([
        { name: 'assistant', description: "Answers questions about the docs. Provide the user's question as the 'prompt'.", inputSchema: { type: 'object', properties: { prompt: { type: 'string', description: 'The prompt.' }, query: { type: 'string', description: 'The query to search for.' } }, required: ['prompt'] } },
        { name: 'docs_assistant', description: 'Answers questions and retrieves documentation.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The query to search for.' } }, required: ['query'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "round 45 (reader V1): a query and no more said, or a query or a topic with no question or task, stays reported",
      doc: mcpList([
        { name: 'search_docs', description: 'Search docs.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The search query to look for in the documentation.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'search_topics', description: 'Search.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The query or topic.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "round 45 (reader U3): a filter expression that names no product or grammar stays reported (unifi-mcp's manage tools, 'Filter expression (for list only)')",
      doc: mcpList([{ name: 'list_vouchers', description: 'List vouchers.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Filter expression (for list only)' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter' }],
    },
    {
      name: "round 43 (reader T3): a query on a graph that names no language stays reported (beside FalkorDB's OpenCypher query)",
      doc: mcpList([{ name: 'query_graph', description: 'Run a query on a graph.', inputSchema: { type: 'object', properties: { graph: { type: 'string' }, query: { type: 'string', description: 'The query to run' } }, required: ['graph', 'query'] } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "round 42 (re-reader S12): a name, or part of one, is a search on one attribute (a Companies House server's search_officers `query`, 'Officer name, or part of one.'); 'Name or email, or part of one' names two",
      doc: mcpList([
        { name: 'search_officers', description: 'Search officers.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Officer name, or part of one.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'search_people', description: 'Search people.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Name or email, or part of one.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/query', message: 'its name says it holds a query' }],
    },
    {
      name: "round 42 (re-reader S10): a filter of things by one named attribute, three words between (Angular CLI's test `filter`, 'Filter the executed tests by spec name.'); a filter by two attributes stays reported",
      doc: mcpList([
        { name: 'test', description: 'Run unit tests.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Filter the executed tests by spec name.' } } }, annotations: { readOnlyHint: true } },
        { name: 'list_specs', description: 'List specs.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Filter the listed specs by name or tag.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/filter', message: 'its name says it holds a filter' }],
    },
    {
      name: "round 42 (re-reader S8): a name, or part of it, to look up is a search on one attribute (TMDB's search_watch_providers `query`, 'Service name (or part of it) to look up, e.g. \'Netflix\'.'); 'Keyword text to look up' and a text to look up in documentation stay reported, as context7's resolve-library-id does",
      doc: mcpList([
        { name: 'search_watch_providers', description: "Resolve a streaming service's name to its TMDB numeric provider id.", inputSchema: { type: 'object', properties: { query: { type: 'string', description: "Service name (or part of it) to look up, e.g. 'Netflix'." } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'search_keywords', description: 'Resolve keyword names to TMDB keyword ids.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Keyword text to look up.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/query', message: 'its name says it holds a query' }],
    },
    {
      name: "round 42 (re-reader S6): Flux and a JavaScript module are named grammars (InfluxDB's query-data `query`, 'Flux query text'; Convex's runOneoffQuery `query`, 'JavaScript module source'); a query text with neither stays reported",
      doc: mcpList([
        { name: 'query-data', description: 'Execute a query.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Flux query text' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'runOneoffQuery', description: 'Run a one-off query.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'JavaScript module source that exports a default readonly query.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'query-logs', description: 'Query the logs.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Query text' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/2/inputSchema/properties/query', message: 'its name says it holds a query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 42 (re-readers S1, S3, S4): a filter for one named attribute ('Optional filter for image names', a Docker server's docker-images `filter`), the one text input of a tool that returns semantically relevant snippets (expand.ai's fetch `search.query`) or autocompletes by name (a Freshdesk server's search_companies); a filter for events, and a search tool that says neither, stay reported",
      doc: mcpList([
        { name: 'docker-images', description: 'List Docker images.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Optional filter for image names' } } }, annotations: { readOnlyHint: true } },
        { name: 'fetch', description: 'Fetch a URL.\n\nReturns markdown by default. When `search` is provided, returns semantically relevant snippets instead.', inputSchema: { type: 'object', properties: { url: { type: 'string', format: 'uri' }, search: { type: 'object', properties: { query: { type: 'string', description: 'Query to find relevant content snippets' } }, required: ['query'] } }, required: ['url'] }, annotations: { readOnlyHint: true } },
        { name: 'search_companies', description: 'Autocomplete companies by name.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'docker-events', description: 'List Docker events.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Optional filter for events' } } }, annotations: { readOnlyHint: true } },
        { name: 'search_contacts', description: 'Search contacts.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/search/properties/query' }, { pointer: '/tools/2/inputSchema/properties/query' }, { pointer: '/tools/3/inputSchema/properties/filter' }, { pointer: '/tools/4/inputSchema/properties/query' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 41 (re-readers R32, R33): the one text input of a tool that matches by meaning (orbitalmcp's search_knowledge_base, 'Returns the most semantically similar documents to the query'), a query to rerank by relevance (tavily_extract: reported since the third held-out round of 2026-12-07, where its adjudicator counted it as context7's ranked question is counted), and a relative date expression with date examples (datacore_date `expr`, 'Relative expression for parse (e.g. \"tomorrow\", \"next monday\")') name what they hold; so does the one text input of a tool that asks for simple terms (opentofu's search, whose `type` is an enum, no text); a search tool with two text inputs, or an expression with other examples, stays reported",
      doc: mcpList([
        { name: 'search_knowledge_base', description: 'Search the knowledge base. Returns the most semantically similar documents to the query.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The search query to find relevant information' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'tavily_extract', description: 'Extract content from URLs.', inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } }, query: { type: 'string', description: 'Query to rerank content chunks by relevance' } }, required: ['urls'] }, annotations: { readOnlyHint: true } },
        { name: 'datacore_date', description: 'Date operations.', inputSchema: { type: 'object', properties: { expr: { type: 'string', description: 'Relative expression for parse (e.g. "tomorrow", "next monday", "in 3 days")' } } }, annotations: { readOnlyHint: true } },
        { name: 'search_notes', description: 'Returns the most semantically similar notes.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The search query' }, folder: { type: 'string', description: 'Folder to search in' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'search-opentofu-registry', description: "Search the OpenTofu Registry. Use simple terms without prefixes like 'terraform-provider-'.", inputSchema: { type: 'object', properties: { query: { type: 'string', description: "Search query (e.g., 'aws', 's3')" }, type: { type: 'string', enum: ['provider', 'module', 'all'] } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'evaluate', description: 'Evaluate.', inputSchema: { type: 'object', properties: { expr: { type: 'string', description: 'Relative expression (e.g. "a > b")' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }, { pointer: '/tools/3/inputSchema/properties/query' }, { pointer: '/tools/4/inputSchema/properties/query' }, { pointer: '/tools/5/inputSchema/properties/expr' }],
    },
    {
      name: "round 41 (re-reader R31): a sibling whose enum names ways of matching, negated or included, says how the text matches (Search Console's search_analytics `queryFilter`, beside `filterOperator`: equals, contains, notEquals, notContains, includingRegex, excludingRegex); a sibling enum of sort orders does not",
      doc: mcpList([
        { name: 'search_analytics', description: 'Get search performance data.', inputSchema: { type: 'object', properties: { queryFilter: { type: 'string', description: 'Filter by a specific query string. Use with filterOperator.' }, filterOperator: { type: 'string', enum: ['equals', 'contains', 'notEquals', 'notContains', 'includingRegex', 'excludingRegex'] } } }, annotations: { readOnlyHint: true } },
        { name: 'list_pages', description: 'List pages.', inputSchema: { type: 'object', properties: { queryFilter: { type: 'string', description: 'Filter by a specific query string.' }, sortOrder: { type: 'string', enum: ['asc', 'desc'] } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/queryFilter' }],
    },
    {
      name: "round 41 (re-readers R24, R26): a text string to search for is matched as written (x64dbg_search `query`, 'Text string to search for'), a partial name is a named searchable field ('Partial symbol name'), a grep filter is grep's (adb_logcat `filter`, 'Optional grep filter'); 'Search terms' and 'Optional filter' stay reported",
      doc: mcpList([
        { name: 'x64dbg_search', description: 'Search memory.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Text string to search for' }, symbol: { type: 'object', properties: { query: { type: 'string', description: 'Partial symbol name' } } } } }, annotations: { readOnlyHint: true } },
        { name: 'adb_logcat', description: 'Get recent logs.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Optional grep filter' } } }, annotations: { readOnlyHint: true } },
        { name: 'search_docs', description: 'Search docs.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search terms' }, filter: { type: 'string', description: 'Optional filter' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/2/inputSchema/properties/query' }, { pointer: '/tools/2/inputSchema/properties/filter' }],
    },
    {
      name: "round 41 (re-reader R23): a search term followed by the attributes it searches, in parentheses, is still a query (Pabal's apps-search `query`, 'Search term (slug, bundleId, packageName, name). Returns all apps if empty'); a list of the values a field takes is input-enum-candidate's",
      doc: mcpList([
        { name: 'apps-search', description: 'Search registered apps.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search term (slug, bundleId, packageName, name). Returns all apps if empty' } } }, annotations: { readOnlyHint: true } },
        { name: 'list_apps', description: 'List apps.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Filter (active, archived, draft).' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query', message: '"query" in apps-search\'s input is a free-form query string' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 41 (re-readers R20, R21): a text the results contain is matched as given (Sentry's find_releases `query`, 'Search for versions which contain the provided string'), and a search on one attribute is a named searchable field (comfyui's get_history `search`, 'action:\"suggest\" \u2014 full-text search on model/LoRA filenames'); a search on filenames or tags names two, and stays reported",
      doc: mcpList([
        { name: 'find_releases', description: 'Find releases in Sentry.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search for versions which contain the provided string.' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_history', description: 'Read the history.', inputSchema: { type: 'object', properties: { search: { type: 'string', description: "action:\"suggest\" \u2014 full-text search on model/LoRA filenames (e.g. 'copax', 'lightning')." } } }, annotations: { readOnlyHint: true } },
        { name: 'get_models', description: 'List models.', inputSchema: { type: 'object', properties: { search: { type: 'string', description: 'Full-text search on filenames or tags.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/search' }, { pointer: '/tools/2/inputSchema/properties/search' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 40 (re-reader R14): a search text described as filtering by one attribute is a named searchable field (PulseMCP's get_mcp_jsons `q`, 'Search query to filter by title'; get_authors `search`, 'Search query to filter authors by name (e.g., \"Sarah\", \"Chen\")'; ExecBro's android_list_packages `filter`, 'Optional filter to search packages by name (case-insensitive)'; R17: SmartBear's swagger_list_organizations `q`, 'Search organizations by partial or full name (case-insensitive)'); 'by name or slug' and 'by name, email or phone' name more and stay reported",
      doc: mcpList([
        { name: 'get_mcp_jsons', description: 'List MCP JSON configs.', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Search query to filter by title' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_authors', description: 'List authors.', inputSchema: { type: 'object', properties: { search: { type: 'string', description: 'Search query to filter authors by name (e.g., "Sarah", "Chen", "John Smith")' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_servers', description: 'List servers.', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Search query to filter results by name or slug' } } }, annotations: { readOnlyHint: true } },
        { name: 'android_list_packages', description: 'List installed packages.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Optional filter to search packages by name (case-insensitive)' } } }, annotations: { readOnlyHint: true } },
        { name: 'swagger_list_organizations', description: 'List organizations.', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Search organizations by partial or full name (case-insensitive)' } } }, annotations: { readOnlyHint: true } },
        { name: 'search_people', description: 'Search people.', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Search people by name, email or phone' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/q' }, { pointer: '/tools/1/inputSchema/properties/search' }, { pointer: '/tools/2/inputSchema/properties/q' }, { pointer: '/tools/4/inputSchema/properties/q' }, { pointer: '/tools/5/inputSchema/properties/q' }],
    },
    {
      name: "round 40 (re-reader R8): a time expression names what it holds, a date phrase (temporal-cortex's resolve_datetime `expression`, 'Time expression (e.g., \"next Tuesday at 2pm\", \"tomorrow\", \"+3h\", or RFC 3339).'); an expression of no named kind stays reported",
      doc: mcpList([
        { name: 'resolve_datetime', description: 'Resolve a human-readable time expression to an absolute datetime.', inputSchema: { type: 'object', properties: { expression: { type: 'string', description: 'Time expression (e.g., "next Tuesday at 2pm", "tomorrow", "+3h", or RFC 3339).' } }, required: ['expression'] }, annotations: { readOnlyHint: true } },
        { name: 'filter_rows', description: 'Filter the rows.', inputSchema: { type: 'object', properties: { expression: { type: 'string', description: 'Filter expression' } }, required: ['expression'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/expression', message: '"expression" in filter_rows\'s input is a free-form query string' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 40 (re-reader R6): a tool whose description opens as a fuzzy search matches its one text input loosely (stock-sdk's search `keyword`, '搜索关键词', in '模糊搜索股票 / 指数 / 基金（代码 / 名称 / 拼音）'); a fuzzy search with two text inputs, or a search that is not fuzzy, stays reported",
      doc: mcpList([
        { name: 'search', description: '模糊搜索股票 / 指数 / 基金（代码 / 名称 / 拼音）。返回 code、name、market、category。', inputSchema: { type: 'object', properties: { keyword: { type: 'string', description: '搜索关键词' } }, required: ['keyword'] }, annotations: { readOnlyHint: true } },
        { name: 'find_icons', description: 'Fuzzy search for icons.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, filter: { type: 'string', description: 'Filter expression' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'search_funds', description: 'Search funds by name.', inputSchema: { type: 'object', properties: { keyword: { type: 'string', description: '搜索关键词' } }, required: ['keyword'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/keyword' }, { pointer: '/tools/1/inputSchema/properties/filter' }, { pointer: '/tools/1/inputSchema/properties/query' }, { pointer: '/tools/2/inputSchema/properties/keyword' }],
    },
    {
      name: "round 40 (re-reader R3): a description that lays the value out as parts and shows one written so gives its format (roberto's openweather_geocode `query`, 'City, state code, country code, e.g. Chicago,IL,US.'); parts whose example does not follow them ('Brand, color, e.g. nike') do not",
      doc: mcpList([
        { name: 'openweather_geocode', description: 'Convert a city/location string into latitude and longitude.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'City, state code, country code, e.g. Chicago,IL,US.' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'search_products', description: 'Search the catalogue.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Brand, color, e.g. nike' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/query', message: '"query" in search_products\'s input is a free-form query string' }],
    },
    {
      name: "round 31 (reader R): a `regex` flag beside the text says it is literal or, set, a regular expression (fast-playwright's browser_find `query`); Tavily's `exact_match` ('the exact phrase(s) in quotes in your query') leaves the query reported",
      doc: mcpList([
        { name: 'browser_find', description: 'Search the current accessibility snapshot and return compact matching context.', inputSchema: { type: 'object', properties: { query: { type: 'string', minLength: 1 }, regex: { type: 'boolean', default: false }, caseSensitive: { type: 'boolean', default: false } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'web_search', description: 'Search the web.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' }, exact_match: { type: 'boolean', description: 'Only return results containing the exact phrase(s) in quotes in your query' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/1/inputSchema/properties/query', message: '"query" in web_search\'s input is a free-form query string' }],
    },
    {
      name: "reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: round 31 (reader S): a description that is all 'Search term for icon name' matches one named attribute (Lucide's search_icons and fuzzy_search_categories `query`); 'Search term for icons' names the things, not an attribute, and stays reported",
      doc: mcpList([
        { name: 'search_icons', description: 'Search for icons from lucide by name or category using partial matching', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search term for icon name' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'fuzzy_search_categories', description: 'Fuzzy Search for icon categories by category name', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search term for category name' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'find_icons', description: 'Find icons.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search term for icons' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/query' }, { pointer: '/tools/2/inputSchema/properties/query' }],
    },
    {
      name: "round 30 (reader Q): a search that says where its items are kept names no grammar ('Search locally extracted Salesforce documentation in the SQLite database': unified-sf-docs' search_local_docs splits its query into words); a tool that queries the database does",
      doc: mcpList([
        { name: 'search_local_docs', description: 'Search locally extracted Salesforce documentation in the SQLite database.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'run_query', description: 'Run a query in the SQLite database.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query', message: '"query" in search_local_docs\'s input is a free-form query string' }],
    },
    {
      name: "round 26: 'exact matches prioritized' says how results rank, not that the query is plain text (context7's resolve-library-id query stays reported)",
      doc: contract([
        readTool({
          name: 'resolve-library-id',
          description: 'Resolves a package name to a library ID. Ranking: name similarity to the query (exact matches prioritized).',
          inputSchema: { type: 'object', properties: { query: { type: 'string', description: "What to look up in the library's documentation." } }, required: ['query'] },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "round 44 (readers T6, T7): 'to find stock symbols' names no attribute searched; a tool sent to that names no grammar clears nothing",
      doc: mcpList([
        { name: 'searchSymbol', description: 'Search by company name or symbol.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'The search query to find stock symbols' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'build_filter', description: 'Build a filter string.', inputSchema: { type: 'object', properties: { parts: { type: 'array', items: { type: 'string' } } } }, annotations: { readOnlyHint: true } },
        { name: 'show_objects', description: 'Retrieve objects.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Use build_filter before using this field.' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/2/inputSchema/properties/filter' }],
    },
    {
      name: "round 44 (reader T5): a search query on a web search stays reported; so does a semantic search whose other text is a filter expression, and a filter by type or name (two attributes)",
      doc: mcpList([
        { name: 'web_search', description: 'Search the web.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'embeddings_search', description: 'Semantic search across stored embeddings.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' }, namespace: { type: 'string' }, filter: { type: 'string', description: 'Metadata filter expression' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
        { name: 'hooks_transfer', description: 'Transfer patterns.', inputSchema: { type: 'object', properties: { filter: { type: 'string', description: 'Filter patterns by type or name' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/query' },
        { pointer: '/tools/1/inputSchema/properties/query' },
        { pointer: '/tools/1/inputSchema/properties/filter' },
        { pointer: '/tools/2/inputSchema/properties/filter' },
      ],
    },
    {
      name: "round 43 (reader T3): a title that names no grammar clears nothing (the same tool titled 'JSON Remove')",
      doc: mcpList([{ name: 'json_remove', title: 'JSON Remove', description: 'Remove values from JSON columns at specified paths.', inputSchema: { type: 'object', properties: { table: { type: 'string' }, where: { type: 'string' } }, required: ['table', 'where'] }, annotations: { readOnlyHint: false } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/where', message: 'its name says it holds the WHERE of a statement on its "table" input' }],
    },
    {
      name: "round 23 (reader E): a `where` beside the table a statement works on is the statement's WHERE, described or not (a Postgres server's update and createIndex); a `where` described as a WHERE clause names SQL and stays silent",
      doc: contract([
        params({ table: { type: 'string' }, data: { type: 'object' }, where: { type: 'string' } }),
        params({ tableName: { type: 'string' }, where: { type: 'string', description: 'Optional condition' } }),
        params({ tableName: { type: 'string' }, where: { type: 'string', description: 'WHERE clause for partial index' } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/where', message: 'its name says it holds the WHERE of a statement on its "table" input' },
        { pointer: '/tools/1/inputSchema/properties/where', message: 'its name says it holds the WHERE of a statement on its "tableName" input' },
      ],
    },
    {
      name: "round 20: a fuzzy search said of another field named after this one does not clear it",
      doc: contract([
        readTool({
          name: 'search_tips',
          description: 'Search tips. Use `search_term` to search, or `title` (fuzzy search on titles).',
          inputSchema: { type: 'object', properties: { search_term: { type: 'string', description: 'Keyword to search within tip titles, content, keywords, or IDs.' }, title: { type: 'string' } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/search_term' }],
    },
    {
      name: "round 20 (reader K): SQL named as what a search looks through, after 'in their', names no grammar (an MSSQL server's search_stored_procedures_by_content, 'containing specific text or patterns in their SQL definition')",
      doc: contract([
        readTool({
          name: 'search_stored_procedures_by_content',
          description: 'Search for stored procedures containing specific text or patterns in their SQL definition',
          inputSchema: { type: 'object', properties: { searchText: { type: 'string', description: 'Text or pattern to search for in procedure definitions' } }, required: ['searchText'] },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/searchText' }],
    },
    {
      name: "round 18: a sibling enum that is not only ways of matching (a sort order, a mode with other values) says nothing of how a search matches",
      doc: contract([
        params({
          search: { type: 'string', description: 'Search query.' },
          mode: { type: 'string', enum: ['exact', 'fast', 'thorough'] },
          order: { type: 'string', enum: ['asc', 'desc'] },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/search' }],
    },
    {
      name: "round 18: an enclosing object's description that names no grammar, or a field that describes itself, leaves the query free-form",
      doc: contract([
        params({
          search: { type: 'object', description: 'Search options.', properties: { query: { type: 'string' } } },
          report: { type: 'object', description: 'Report over SQL tables.', properties: { filter: { type: 'string', description: 'Filter to apply to the rows.' } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/search/properties/query' }, { pointer: '/tools/0/inputSchema/properties/report/properties/filter' }],
    },
    {
      name: "round 17: a bare expression that picks or decides is one to write in a grammar nothing names (pencil's add_node loopConfig.iterateOver); not one to evaluate as code, nor one whose grammar is named",
      doc: contract([
        params({
          iterateOver: { type: 'string', description: 'Expression to extract the array to iterate over' },
          runIf: { type: 'string', description: 'Expression that decides whether the step runs' },
          code: { type: 'string', description: 'Expression to evaluate' },
          schedule: { type: 'string', description: 'Expression that schedules the job (cron syntax)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/runIf', message: 'its description calls it an expression ("Expression that decides whether the step' },
        { pointer: '/tools/0/inputSchema/properties/iterateOver', message: 'its description calls it an expression ("Expression to extract the array to' },
      ],
    },
    {
      name: "a language that names what is searched (Metabase's advanced search query, \"Search query (searches SQL, names, descriptions)\", \"Deep search within SQL code\"), and \"wildcard objects\", an object type (Check Point's show_wildcards filter), name no grammar",
      doc: contract([
        readTool({
          name: 'meta_advanced_search',
          description: 'Deep search within SQL code, visualization settings, and descriptions of saved questions.',
          inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query (searches SQL, names, descriptions)' } } },
        }),
        readTool({
          name: 'show_wildcards',
          description: 'Retrieve multiple wildcard objects with optional filtering and pagination.',
          inputSchema: { type: 'object', properties: { filter: { type: 'string' }, limit: { type: 'integer' } } },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/query', message: '"query" in meta_advanced_search\'s input is a free-form query string: its name says it holds a query, and neither the field nor the tool names a grammar' },
        { pointer: '/tools/1/inputSchema/properties/filter', message: '"filter" in show_wildcards\'s input is a free-form query string: its name says it holds a filter' },
      ],
    },
    {
      name: 'NoSQL names a kind of database, not a grammar, and a "QL" language named as what a search looks through ("searches ShopifyQL queries") is not the query\'s',
      doc: contract([
        params({
          query: { type: 'string', description: 'Query string for the NoSQL store' },
          search: { type: 'string', description: 'Search query (searches ShopifyQL queries and report names)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/query', message: '"query" in get_ticket\'s input is a free-form query string: its name says it holds a query' },
        { pointer: '/tools/0/inputSchema/properties/search', message: '"search" in get_ticket\'s input is a free-form query string: its name says it holds a search' },
      ],
    },
    {
      name: "a match over several fields, or in a field its name does not name, stays reported (\"Match in subject or body fields\", `textQuery` \"Match only in subject field\"); an undescribed `term` in a tool that gets search results (Umbraco's get-searcher-by-searcher-name-query)",
      doc: contract([
        params({
          query: { type: 'string', description: 'Search keyword (matches subject, sender, body)' },
          mailQuery: { type: 'string', description: 'Match in subject or body fields' },
          textQuery: { type: 'string', description: 'Match only in subject field' },
        }),
        readTool({
          name: 'get_searcher_query',
          description: 'Gets search results from a specific searcher by name with query parameters.\n  Returns search results from the specified searcher with pagination support.',
          inputSchema: { type: 'object', properties: { searcherName: { type: 'string' }, term: { type: 'string' } }, required: ['searcherName'] },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/query' },
        { pointer: '/tools/0/inputSchema/properties/mailQuery' },
        { pointer: '/tools/0/inputSchema/properties/textQuery' },
        { pointer: '/tools/1/inputSchema/properties/term', message: 'it is a "term" with no description in a tool that searches ("Gets search results\u2026")' },
      ],
    },
    {
      name: "a search or filter over two attributes, or an expression its description calls a filter, stays reported (\"Filter users by name or email\", \"Filter expression to evaluate against each record\", \"Base name or keyword to search\")",
      doc: contract([
        params({
          filter: { type: 'string', description: 'Filter users by name or email' },
          expression: { type: 'string', description: 'Filter expression to evaluate against each record' },
          query: { type: 'string', description: 'Base name or keyword to search' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/filter' },
        { pointer: '/tools/0/inputSchema/properties/expression' },
        { pointer: '/tools/0/inputSchema/properties/query' },
      ],
    },
    {
      name: "a description that opens \"search keyword\" in Chinese or Japanese is query text, as \"Search keyword\" is (a stock search's keyword, \u641c\u7d22\u5173\u952e\u8bcd; \u691c\u7d22\u30ad\u30fc\u30ef\u30fc\u30c9)",
      doc: contract([
        readTool({
          name: 'search',
          description: '\u6a21\u7cca\u641c\u7d22\u80a1\u7968 / \u6307\u6570 / \u57fa\u91d1\uff08\u4ee3\u7801 / \u540d\u79f0 / \u62fc\u97f3\uff09\u3002',
          inputSchema: { type: 'object', properties: { keyword: { type: 'string', description: '\u641c\u7d22\u5173\u952e\u8bcd' }, text: { type: 'string', description: '\u691c\u7d22\u30ad\u30fc\u30ef\u30fc\u30c9' } }, required: ['keyword'] },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/keyword', message: /its description calls it a query \("\u641c\u7d22\u5173\u952e\u8bcd"\)/ },
        { pointer: '/tools/0/inputSchema/properties/text' },
      ],
    },
    {
      name: "\"to match against\" in lower case names no grammar (the reference memory server's search_nodes query)",
      doc: contract([params({ query: { type: 'string', description: 'The search query to match against entity names, types, and observation content' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: "a search over several attributes, or a fuzzy search that names none, stays query text (\"Search by name or email\", \"fuzzy match names or paths\", \u540d\u79f0\u6216\u63cf\u8ff0\u7684\u6a21\u7cca\u641c\u7d22: name or description, \u6a21\u7cca\u641c\u7d22: fuzzy search)",
      doc: contract([
        params({
          search: { type: 'string', description: 'Search by name or email' },
          query: { type: 'string', description: 'Keyword to fuzzy match names or paths' },
          q: { type: 'string', description: '\u540d\u79f0\u6216\u63cf\u8ff0\u7684\u6a21\u7cca\u641c\u7d22' },
          filter: { type: 'string', description: '\u6a21\u7cca\u641c\u7d22' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/search' },
        { pointer: '/tools/0/inputSchema/properties/query' },
        { pointer: '/tools/0/inputSchema/properties/q' },
        { pointer: '/tools/0/inputSchema/properties/filter' },
      ],
    },
    {
      name: "passing the user's words verbatim is no literal match (Nx's nx_docs userQuery)",
      doc: contract([params({ userQuery: { type: 'string', description: 'The question to look up: pass the original user query verbatim or summarize it.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/userQuery' }],
    },
    {
      name: "a grammar in a sentence of the tool's description about another input is that input's (Paperless's query_documents: custom_field_query's operators)",
      doc: contract([
        withInput(
          { type: 'object', properties: { query: { type: 'string' }, search: { type: 'string' }, custom_field_query: { type: 'array' } } },
          'Search documents with the full-text query engine. custom_field_query supports [field_name_or_id, operator, value] leaves. Results are paginated.',
        ),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/0/inputSchema/properties/search' }],
    },
    {
      name: 'an expression no product names, and a query said to contain a term, still leave the grammar to guess',
      doc: contract([
        params({
          filter: { type: 'string', description: 'Custom filter expression' },
          query: { type: 'string', description: 'A query; the results contain the term.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter' }, { pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: 'like in lower case is a word of prose, not SQL; FTS without its version names no grammar',
      doc: contract([
        params({
          query: { type: 'string', description: 'Search query, like match titles or tags.' },
          q: { type: 'string', description: 'Query for the FTS index.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/0/inputSchema/properties/q' }],
    },
    {
      name: "quoted addresses are no FIELD:value terms ('https://…'), nor is one quoted term",
      doc: contract([
        params({
          query: { type: 'string', description: "Search query, for example 'https://example.com/a' or 'https://example.com/b'." },
          q: { type: 'string', description: 'Search query, e.g. "tag:skincare".' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/0/inputSchema/properties/q' }],
    },
    {
      name: 'one quoted FIELD:value example shows a term, not the terms; quotes for an exact phrase are a syntax, not literal text',
      doc: contract([
        params({
          query: { type: 'string', description: "Mail search query (e.g., `has:attachment`)." },
          terms: { type: 'string', description: 'Search terms. Use quotes for exact phrase.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/0/inputSchema/properties/terms' }],
    },
    {
      name: 'a grammar in a paragraph about another field is not the query\'s (Postman\'s searchPostmanElements: Operators for filters, not q)',
      doc: contract([
        withInput(
          { type: 'object', properties: { q: { type: 'string', description: 'The search query (e.g. "payment API").' }, filters: { type: 'object' } } },
          'Search for Postman entities.\n\n**Filters:**\n\nUse the `filters` parameter to narrow results.\n| Field | Operators |\n| `workspaceId` | `$eq`, `$ne` |',
        ),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/q', message: '"q" in search_tickets\'s input is a free-form query string: its name says it holds a query ("q"), and neither the field nor the tool names a grammar' }],
    },
    ...nestings('query', query).map((n) => ({
      name: `a query in a ${n.form}`,
      doc: contract([withInput(n.schema)]),
      findings: [{ pointer: `/tools/0/inputSchema${n.pointer}`, message: /^"[A-Za-z_.[\]]*query" in search_tickets's input is a free-form query string: its name says it holds a query/ }],
    })),
    ...valueForms(query).map((f) => ({
      name: `a query as a ${f.form}`,
      doc: contract([withInput(withValueForm('query', f))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    })),
    {
      name: 'a list of query strings counts as the strings it holds (queries, a plural, too)',
      doc: contract([withInput({ type: 'object', properties: { queries: { type: 'array', items: { type: 'string' } }, search: { type: 'array', items: { type: 'string' } } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/queries' }, { pointer: '/tools/0/inputSchema/properties/search' }],
    },
    {
      name: 'a nested text that its description calls a text query (MongoDB $vectorSearch)',
      doc: contract([
        withInput({
          type: 'object',
          properties: { pipeline: { type: 'array', items: { type: 'object', properties: { $vectorSearch: { type: 'object', properties: { query: { type: 'object', properties: { text: { type: 'string', description: 'The text query to search for.' } } } } } } } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/pipeline/items/properties/$vectorSearch/properties/query/properties/text', message: '"pipeline[].$vectorSearch.query.text"' }],
    },
    {
      name: 'free-form query strings by name: query, q, search_term, searchFilter, searchText (where_clause names an SQL clause: see the valid cases)',
      doc: contract([
        params({
          query: { type: 'string', description: 'What to look for.' },
          q: { type: 'string' },
          search_term: { type: 'string' },
          searchFilter: { type: 'string', description: 'Search filter (unique name, display name, email) to retrieve identity IDs for.' },
          searchText: { type: 'string', description: 'Keywords to search for in commit messages' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/query', message: '"query" in get_ticket\'s input is a free-form query string: its name says it holds a query, and neither the field nor the tool names a grammar' },
        { pointer: '/tools/0/inputSchema/properties/q' },
        { pointer: '/tools/0/inputSchema/properties/search_term' },
        { pointer: '/tools/0/inputSchema/properties/searchFilter' },
        { pointer: '/tools/0/inputSchema/properties/searchText' },
      ],
    },
    {
      name: 'a query over attributes its description names is still a query: its field is not named after one (Sentry find_projects; the labels read azure-devops searchFilter so). A text the results contain is matched as given (find_releases, round 41: re-reader R20)',
      doc: contract([
        params({
          query: { anyOf: [{ type: 'string', description: 'Search query to filter results by name or slug. Use this to narrow down results when there are many items.' }, { type: 'null' }], default: null },
          search: { type: 'string', description: 'Search for versions which contain the provided string.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: 'a description that says it is a query, whatever the name',
      doc: contract([params({ terms: { type: 'string', description: 'Search query, e.g. pizza near Central Park.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/terms', message: 'its description calls it a query ("Search query, e.g. pizza near Central…")' }],
    },
    {
      name: 'reported since the recall round of 2026-12-07, as the labels count a search text however it is matched (brave, context7, Notion title search); was: text "to search for" is search text (Asana search_tasks text, Pinecone search-records query.inputs.text); a filter expression still is a filter',
      doc: contract([
        params({
          text: { type: 'string', description: 'Text to search for in task names and descriptions' },
          query: { type: 'object', properties: { inputs: { type: 'object', properties: { text: { type: 'string', description: 'The text to search for.' } } } } },
          filter_criteria: { type: 'string' },
          filter: { type: 'string', description: 'Optional: filter exports by name (case-insensitive, e.g., "Agent", "create", "Tool")' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter_criteria' }, { pointer: '/tools/0/inputSchema/properties/query/properties/inputs/properties/text' }, { pointer: '/tools/0/inputSchema/properties/text' }],
    },
    {
      name: 'an object-or-string filter (Notion): the string branch is query text',
      doc: contract([withInput({ type: 'object', properties: { filter: { anyOf: [{ type: 'object', properties: {} }, { type: 'string' }], description: 'Filter conditions for querying the data source' } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter' }],
    },
    {
      name: 'a grammar-like word inside another word does not count (global, cell), exact range on the key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{\n"filterExpression":{"type":"string","description":"A global filter over cell values."}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/filterExpression', range: rangeOn(1, 0, 18) }],
    },
    {
      name: 'a product named after the query word, or a web search engine, names no query language (Google Drive, Google search)',
      doc: contract([
        readTool({ name: 'search_drive', description: 'Search for files in Google Drive', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Search query' } } } }),
        params({ q: { type: 'string', description: 'Google search query' }, search: { type: 'string', description: 'Query to run against the Elasticsearch index' } }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/1/inputSchema/properties/q' }, { pointer: '/tools/1/inputSchema/properties/search' }],
    },
    {
      name: "a link to a pricing page is no link to the grammar (Spider's spider_ai_search)",
      doc: contract([
        readTool({
          name: 'spider_ai_search',
          description: 'AI-enhanced semantic web search. Uses intent understanding and relevance ranking to find the most relevant results. REQUIRES an active AI subscription plan (https://spider.cloud/ai/pricing).',
          inputSchema: { type: 'object', properties: { search: { type: 'string', description: 'The search query' } } },
        }),
        params({ query: { type: 'string', description: 'Search query. Requires a paid plan (https://docs.example.com/plans).' } }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/search', message: 'its name says it holds a search' }, { pointer: '/tools/1/inputSchema/properties/query' }],
    },
    {
      name: "round 15 (Zowe): a pattern to search for, and one whose examples hold a wildcard, are match patterns of no named kind; a glob named, or a date pattern's template, is not",
      doc: contract([
        params({
          mask: { type: 'string', description: 'Dataset name pattern (e.g., DEVUSR1 or PROD.DATA.*)' },
          text: { type: 'string', description: 'Text pattern to search for' },
          files: { type: 'string', description: 'Glob pattern to search for' },
          date: { type: 'string', description: 'Date pattern (e.g., YYYY-MM-DD)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/mask', message: 'its description calls it a pattern to match ("Dataset name pattern (e.g., DEVUSR1 or' },
        { pointer: '/tools/0/inputSchema/properties/text', message: 'its description calls it a pattern to match ("Text pattern to search for")' },
      ],
    },
    {
      name: "round 57 (re-reader AH3, a miss): a description that is all \"Search pattern\" (domshell's domshell_grep and domshell_find); one that names its kind, or a search pattern's type, is not",
      doc: contract([
        params({
          pattern: { type: 'string', description: 'Search pattern' },
          needle: { type: 'string', description: 'Search pattern (matches name, role, value)' },
          regex: { type: 'string', description: 'Search pattern (regular expression)' },
          kind: { type: 'string', description: 'Search pattern type' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/pattern', message: 'its description calls it a pattern to match ("Search pattern")' },
        { pointer: '/tools/0/inputSchema/properties/needle', message: 'its description calls it a pattern to match ("Search pattern (matches name, role, value)")' },
      ],
    },
    {
      name: "a pattern to match of no named kind: glob or regex (Vercel's vercel_kv_list_keys pattern, a Redis list pattern)",
      doc: contract([
        readTool({ name: 'vercel_kv_list_keys', description: 'List keys in Vercel KV storage', inputSchema: { type: 'object', properties: { pattern: { type: 'string', description: 'Key pattern to match' } } } }),
        params({ keys: { type: 'string', description: 'Pattern to match keys (default: *)' } }),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/pattern',
          message: '"pattern" in vercel_kv_list_keys\'s input is a match pattern of no named kind: its description calls it a pattern to match ("Key pattern to match"), and neither the field nor the tool says whether it is a glob, a regex or plain text',
        },
        { pointer: '/tools/1/inputSchema/properties/keys' },
      ],
    },
    {
      name: "patterns to exclude of no named kind; a database named by its product names no pattern syntax (mcp-ssh-manager's ssh_backup_create exclude)",
      doc: contract([
        readTool({
          name: 'ssh_backup_create',
          description: 'Creates a database or file backup on the remote server over SSH. Supports mysql, postgresql, mongodb, and files.',
          inputSchema: { type: 'object', properties: { exclude: { type: 'array', items: { type: 'string' }, description: 'Patterns to exclude from backup' } } },
        }),
        params({ include: { type: 'string', description: 'Pattern to include in the listing' } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/exclude', message: 'its description calls it a pattern to match ("Patterns to exclude from backup")' },
        { pointer: '/tools/1/inputSchema/properties/include', message: 'is a match pattern of no named kind' },
      ],
    },
    {
      name: 'a term with no matching mode named, and a substring over another field, stay reported',
      doc: contract([
        readTool({
          name: 'list_logs',
          description: 'Lists logs. The server name is matched as a substring of the host name.',
          inputSchema: { type: 'object', properties: { search_term: { type: 'string', description: 'Search term to filter log lines' }, server: { type: 'string' } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/search_term', message: 'its name says it holds a search' }],
    },
    {
      name: "a name or URL in a tool that searches is query text; a pattern that picks what a deletion clears names no kind (a WordPress server's wp_cache_clear pattern)",
      doc: contract([
        readTool({
          name: 'search_places',
          description: 'Search Google Maps places by keyword',
          inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Place name or full Google Maps URL' } } },
        }),
        readTool({
          name: 'cache_clear',
          description: 'Clear cache for a site.',
          inputSchema: { type: 'object', properties: { pattern: { type: 'string', description: 'Optional pattern to clear specific cache entries (e.g., "posts", "categories").' } } },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/query', message: 'its name says it holds a query' },
        { pointer: '/tools/1/inputSchema/properties/pattern', message: 'is a match pattern of no named kind' },
      ],
    },
    {
      name: 'a query still: query conditions that may be an object (a document database), a keyword searched for in a collection, a postal address or a name to search for, one query parameter',
      doc: contract([
        readTool({
          name: 'read_records',
          description: 'Read records of a NoSQL collection.',
          inputSchema: {
            type: 'object',
            properties: {
              query: { anyOf: [{ type: 'object', properties: {}, additionalProperties: true }, { type: 'string' }], description: '\u67e5\u8be2\u6761\u4ef6(\u5bf9\u8c61\u6216\u5b57\u7b26\u4e32)' },
            },
          },
        }),
        readTool({ name: 'find_docs', description: 'Find documents.', inputSchema: { type: 'object', properties: { query: { anyOf: [{ type: 'object' }, { type: 'string' }], description: 'Query filter' } } } }),
        params({
          keyword: { type: 'string', description: 'Keyword to search for in issues' },
          query: { type: 'string', description: 'Address or place name to search' },
          q: { type: 'string', description: 'Email or name to search for' },
          search: { type: 'string', description: 'Search query parameter' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/query', message: 'its name says it holds a query' },
        { pointer: '/tools/1/inputSchema/properties/query' },
        { pointer: '/tools/2/inputSchema/properties/keyword', message: 'its description calls it a query ("Keyword to search for in issues")' },
        { pointer: '/tools/2/inputSchema/properties/query' },
        { pointer: '/tools/2/inputSchema/properties/q' },
        { pointer: '/tools/2/inputSchema/properties/search' },
      ],
    },
    {
      name: 'round 13, still queries: a search over two attributes with no match rule ("Optional name or email search term"), an address or a name to search, text searched for in several attributes, "an expression" in the message',
      doc: contract([
        readTool({ name: 'list_users', description: 'Lists users, optionally filtered by name or email.', inputSchema: { type: 'object', properties: { search: { type: 'string', description: 'Optional name or email search term' } } } }),
        params({
          query: { type: 'string', description: 'Address or place name to search' },
          text: { type: 'string', description: 'Text to search for in titles or descriptions' },
          matchExpression: { type: 'string', description: 'Match expression' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/search' },
        { pointer: '/tools/1/inputSchema/properties/query' },
        { pointer: '/tools/1/inputSchema/properties/text', message: 'its description calls it a query' },
        { pointer: '/tools/1/inputSchema/properties/matchExpression', message: 'its name says it holds an expression' },
      ],
    },
    {
      name: 'qualifiers named with fewer than three terms name no grammar',
      doc: contract([params({ query: { type: 'string', description: 'Search query, with qualifiers: is:open.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }],
    },
    {
      name: 'natural language withdrawn or denied is no grammar named (Optimizely\'s export_data: "Natural language queries are no longer supported"; "not plain text")',
      doc: contract([
        params({
          query: { type: 'string', description: 'DEPRECATED - DO NOT USE. Natural language queries are no longer supported. Use structured_query instead.' },
          filter: { type: 'string', description: 'Filter expression, not plain text.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/query' }, { pointer: '/tools/0/inputSchema/properties/filter' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'search', inputSchema: { type: 'object', properties: { search: { type: ['string', 'null'] } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/search' }],
    },
  ],
});
