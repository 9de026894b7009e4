import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool, listOpenTool } from '../helpers/contracts';
import { nestings, valueForms, withValueForm } from '../helpers/nesting';

const params = (properties: Record<string, unknown>) => readTool({ inputSchema: { type: 'object', properties } });
const withInput = (inputSchema: Record<string, unknown>) => readTool({ inputSchema });

ruleTable('input-default-undocumented', {
  valid: [
    {
      name: "round 66 (reader z2): values listed in words in the enum's order, the default's item marked '(default)' (Open-Meteo's seasonal_forecast `forecast_days`, '45 days, 3 months (default), 6 months, or 9 months', default 92)",
      doc: contract([params({ forecast_days: { type: 'integer', enum: [45, 92, 183, 274], default: 92, description: 'Number of forecast days: 45 days, 3 months (default), 6 months, or 9 months' } })]),
    },
    {
      name: "round 61 (reader g4): an object's default a description explains as what is used when it is left out ('Optional parent - if not provided, will use NOTION_PAGE_ID as parent page', a Notion server's `parent`, filled from its environment)",
      doc: mcpList([
        { name: 'notion_pages', description: 'Create a page.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, parent: { type: 'object', properties: { page_id: { type: 'string' } }, default: { page_id: 'abc123' }, description: 'Optional parent - if not provided, will use NOTION_PAGE_ID as parent page' } }, required: ['title'] } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 59 (re-reader s4): a page size's default given where the tool's description speaks of pages or results ('pagination (1-100 per page, default 25)': attio's list-workspace-members; 'Returns max 100 results (default: 10)': its search_records)",
      doc: mcpList([
        { name: 'list-workspace-members', description: 'List workspace members. Supports optional search, pagination (1-100 per page, default 25).', inputSchema: { type: 'object', properties: { pageSize: { type: 'integer', default: 25, minimum: 1, maximum: 100, description: 'Number of results per page (max 100).' } } }, annotations: { readOnlyHint: true } },
        { name: 'search_records', description: 'Search across companies and people. Returns max 100 results (default: 10).', inputSchema: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'number', default: 10, description: 'Maximum number of results to return' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 44 (reader T5): a path's default '.' said as the current directory ('Repo path (default: cwd)': claude-flow's metaharness tools; 'Defaults to the current working directory')",
      doc: contract([params({ path: { type: 'string', default: '.', description: 'Repo path to score (default: cwd)' }, root: { type: 'string', default: './', description: 'Project root. Defaults to the current working directory.' } })]),
    },
    {
      name: "round 48 (re-reader Z4): a number glued to a word by a hyphen is no stated default ('Enable crossover (2-parent) mutations alongside the default 1-parent path', claude-flow's metaharness_evolve `crossover`, default false, a zero value)",
      doc: mcpList([{ name: 'metaharness_evolve', description: 'Mutate a harness policy.', inputSchema: { type: 'object', properties: { crossover: { type: 'boolean', description: 'Enable crossover (2-parent) mutations alongside the default 1-parent path', default: false } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 32 (reader U): 0 lines of context, by the description, is none (typescript-mcp's get_definitions `before`, `after`: 'Number of lines to show before the definition', default 0)",
      doc: contract([readTool({ inputSchema: { type: 'object', properties: { ticket_id: { type: 'string', description: 'The ticket.' }, before: { type: 'number', default: 0, description: 'Number of lines to show before the definition' }, after: { type: 'number', default: 0, description: 'Number of lines to show after the definition' } }, required: ['ticket_id'] } })]),
    },
    {
      name: "round 20 (reader K): a lower bound of 0 is no bound (Metabase's db_index_usage min_size_mb, 'Minimum index size in MB to include')",
      doc: contract([params({ min_size_mb: { type: 'number', description: 'Minimum index size in MB to include', default: 0 }, minimum_score: { type: 'number', description: 'Lowest score kept', default: 0 } })]),
    },
    {
      name: "round 19 (reader L): a configurable default and its value until configured, on the tool description's line for the input (desktop-commander's read_file length, 'default: configurable via \'fileReadLineLimit\' setting, initially 1000')",
      doc: mcpList([
        {
          name: 'read_file',
          description: "Read contents from files.\n  Supports partial file reading with:\n  - 'offset' (start line, default: 0)\n  - 'length' (max lines to read, default: configurable via 'fileReadLineLimit' setting, initially 1000)\n",
          inputSchema: { type: 'object', properties: { path: { type: 'string' }, length: { type: 'number', default: 1000 } }, required: ['path'] },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 19 (reader M): an object's default made of its members' own defaults, each stated where the member is (obsidian-mcp's remove-tags options)",
      doc: contract([
        params({
          options: {
            type: 'object',
            properties: {
              location: { type: 'string', enum: ['frontmatter', 'content', 'both'], default: 'both', description: 'Where to remove tags from (default: both)' },
              normalize: { type: 'boolean', default: true, description: 'Whether to normalize tag format (default: true)' },
            },
            default: { location: 'both', normalize: true },
          },
        }),
      ]),
    },
    { name: 'the sample tool and the mutation trio (no defaults)', doc: contract([readTool(), ...mutationTrio()]) },
    { name: "the seed's tickets.list_open (Defaults to 50.)", doc: contract([listOpenTool()]) },
    {
      name: 'a field that admits one value: a const or a one-value enum with that default (Sanity resource.target)',
      doc: contract([
        params({
          target: { type: 'string', const: 'dataset', default: 'dataset', description: 'Used when targeting studio resources' },
          kind: { type: 'string', enum: ['full'], default: 'full', description: 'The kind of export.' },
        }),
      ]),
    },
    {
      name: 'defaults stated in the description, in the ways people write them',
      doc: contract([
        params({
          sort: { type: 'string', enum: ['asc', 'desc'], default: 'desc', description: 'Sort direction, asc or desc (default desc).' },
          include_archived: { type: 'boolean', default: false, description: 'Include archived tickets; off by default.' },
          max_rows: { type: 'integer', default: 1000, description: 'At most 1,000 rows unless raised.' },
          labels: { type: 'array', items: { type: 'string' }, default: [], description: 'Labels to match; empty matches all.' },
          owner: { type: ['string', 'null'], default: null, description: 'Owner handle, or null for everyone.' },
        }),
      ]),
    },
    {
      name: 'a value set out among the options, where the description says which is the default or what leaving it out does; two values named inline',
      doc: contract([
        params({
          source: { type: 'string', enum: ['all', 'core', 'community'], default: 'all', description: 'Filter by node source: all=everything (default), core=n8n base nodes, community=community nodes' },
          safesearch: { type: 'string', enum: ['off', 'moderate', 'strict'], default: 'moderate', description: "'off' - No filtering. 'moderate' - Filters explicit content. 'strict' - Drops all adult content. The default value is 'moderate'." },
          operation: { type: 'string', enum: ['edit', 'create', 'patch'], default: 'edit', description: 'Operation type: "edit" modifies, "create" creates, "patch" patches. Use "edit" unless specified otherwise.' },
          mode: { type: 'string', enum: ['merge', 'replace', 'append'], default: 'merge', description: "'merge' (d\u00e9faut) enrichit. 'replace' remplace. 'append' ajoute." },
          packageType: { type: 'string', enum: ['Trial', 'Standard', 'Enterprise'], default: 'Trial', description: 'Trial=\u8bd5\u7528\uff0cStandard=\u6807\u51c6\uff0cEnterprise=\u4f01\u4e1a\u3002\u9ed8\u8ba4 Trial' },
          sortBy: { type: 'string', enum: ['name', 'size'], default: 'name', description: 'Sort entries by name or size' },
          // A value list in brackets that marks its default, or a default named outside the list too.
          voice: { type: 'string', default: 'alloy', description: 'Voice, values: ["alloy" (default), "echo", "fable"]' },
          boost: { type: 'string', default: 'auto', description: "Languages, values: ['Chinese', 'English', 'auto']. 'auto' detects the language." },
          ratio: { type: 'string', default: '1:1', description: 'Aspect ratio: 1:1 (square) or a wider one among ["16:9", "21:9"]' },
          labels: { type: 'array', items: { type: 'string', enum: ['bug', 'feature', 'docs'] }, default: ['bug'], description: 'Labels to match, "bug" when omitted; also feature or docs.' },
        }),
      ]),
    },
    {
      name: 'a default among examples after "e.g." that the description also calls the default, says what leaving it out does, or names outside the examples',
      doc: contract([
        params({
          since: { type: 'string', default: '-30d', description: 'Start of time range (e.g., "-30d", "-3m"). Defaults to -30d.' },
          until: { type: 'string', default: 'today', description: 'End of time range (e.g., "today", "-1d"); today if omitted.' },
          runtime: { type: 'string', default: 'node', description: 'Runtime environment (e.g. node, python). node is used unless a lockfile says python.' },
          style: { type: 'string', default: 'streets', description: 'Map style, streets (e.g. streets, satellite)' },
        }),
      ]),
    },
    {
      name: "a type's zero value is self-evident: false, [], {}, \"\", null (the false alarms of issue 11), and 0 for an offset, a skip, an index or a count",
      doc: contract([
        params({
          includeFacets: { type: 'boolean', default: false, description: 'Include facets in the search results' },
          excludePatterns: { type: 'array', items: { type: 'string' }, default: [] },
          headers: { type: 'object', default: {}, description: 'Extra headers.' },
          prefix: { type: 'string', default: '', description: 'Name prefix.' },
          owner: { type: ['string', 'null'], default: null, description: 'Owner handle.' },
          skip: { type: 'integer', default: 0, description: 'Number of results to skip' },
          offset: { type: 'integer', default: 0 },
          pageIdx: { type: 'integer', default: 0, description: 'Page number.' },
          retry_count: { type: 'integer', default: 0 },
          context_lines: { type: 'integer', default: 0, description: 'Lines of context around each match.' },
        }),
      ]),
    },
    ...nestings('limit', { type: 'integer', default: 50, description: 'Page size. Defaults to 50.' }).map((n) => ({
      name: `a default its description states, in a ${n.form}`,
      doc: contract([withInput(n.schema)]),
    })),
    ...nestings('archived', { type: 'boolean', default: false, description: 'Archived only.' }).map((n) => ({
      name: `a false default, in a ${n.form}`,
      doc: contract([withInput(n.schema)]),
    })),
    {
      name: 'a default through a $ref, stated in the referring description',
      doc: contract([withInput({ type: 'object', properties: { limit: { $ref: '#/$defs/Limit', description: 'Page size, 50 unless set.' } }, $defs: { Limit: { type: 'integer', default: 50 } } })]),
    },
    {
      name: "a deprecated input's default tells nothing (Figma Console's useConsoleFallback); a default stated in Chinese (CloudBase's wait, \u9ed8\u8ba4 true)",
      doc: contract([
        params({
          useConsoleFallback: { type: 'boolean', default: true, description: 'DEPRECATED \u2014 has no effect.' },
          legacyMode: { type: 'boolean', default: true, deprecated: true },
          graceful: { type: 'boolean', default: true, description: 'Advisory (no-op)' },
          wait: { type: 'boolean', default: true, description: '\u662f\u5426\u7b49\u5f85\u90e8\u7f72\u5b8c\u6210\uff0c\u9ed8\u8ba4 true' },
        }),
      ]),
    },
    {
      name: "round 46 (reader W3): a description that ends by saying the input is deprecated, in parentheses (cipher's extract_entities `autoLink`, '(deprecated, use options.autoLink)'), or opens with '[Deprecated'",
      doc: contract([
        params({
          autoLink: { type: 'boolean', default: true, description: 'Whether to automatically create relationships (deprecated, use options.autoLink)' },
          legacyFormat: { type: 'string', default: 'csv', description: '[Deprecated] use format instead' },
        }),
      ]),
    },
    {
      name: "the first page is no default to state (an email server's page: 1, \"Page number\"; Creem's pageNumber: 1)",
      doc: contract([params({ page: { type: 'integer', default: 1, description: 'Page number' }, pageNumber: { type: 'number', default: 1 }, current_page: { type: 'integer', default: 1 } })]),
    },
    {
      name: "a page number named by what it pages, first page 1 (Octocode's metadataPage, a commentsPage)",
      doc: contract([
        params({
          metadataPage: { type: 'integer', minimum: 1, default: 1, description: 'Page of the requested contributors, branches, or tags; follow next for each list independently.' },
          comments_page: { type: 'integer', default: 1, description: 'Page of comments to return.' },
        }),
      ]),
    },
    {
      name: "round 24 (reader C): a default the tool's description gives after a comma in parentheses ('Pagination: limit (1-200, default 20) and offset.', an MSSQL server's read_table_rows)",
      doc: contract([
        readTool({
          description: 'Returns rows from a table. Pagination: limit (1-200, default 20) and offset. Example: limit=50',
          inputSchema: { type: 'object', properties: { tableName: { type: 'string' }, limit: { type: 'integer', default: 20, minimum: 1, maximum: 200, description: 'Max rows (1-200)' } }, required: ['tableName'] },
        }),
      ]),
    },
    {
      name: "a default the tool's description states in a sentence that names the input (mcp-ssh-manager ssh_deploy backup; 'Defaults to slim ... view=full'; '(default: 2)')",
      doc: contract([
        readTool({
          description:
            'Deploys local files to remote paths. By default it backs up any existing target file before overwriting; backup can be disabled per call. Lists agents in a view. Defaults to slim; use view=full only when needed.\n- depth: how deep to recurse (default: 2)',
          inputSchema: {
            type: 'object',
            properties: {
              options: { type: 'object', properties: { backup: { type: 'boolean', default: true, description: 'Backup existing files' } } },
              view: { type: 'string', enum: ['slim', 'full'], default: 'slim' },
              depth: { type: 'integer', default: 2 },
            },
          },
        }),
      ]),
    },
    {
      name: "round 28 (reader M): a number with its unit glued on states the default ('default is 600px': mcp-echarts' width and height, 34 findings)",
      doc: contract([params({ height: { type: 'integer', exclusiveMinimum: 0, default: 600, description: 'Set the height of the chart, default is 600px.' }, wait: { type: 'integer', default: 30, description: 'How long to wait, default 30s.' } })]),
    },
    {
      name: "round 42 (re-reader S8): a multiplier's glued x states the default ('default to 2x sped up': ffmpeg-mcp's speed_up `speed_factor`)",
      doc: contract([params({ speed_factor: { type: 'number', default: 2, description: 'Speed factor for the output file, default to 2x sped up' } })]),
    },
    {
      name: "round 26 (reader H): 'verify=true (default)' in the tool's description states the default, whatever its clause says of false next (a mobile debugger's pinch)",
      doc: contract([
        readTool({
          description: 'Pinch-to-zoom.\nVERIFICATION: verify=true (default) returns `verification.meaningful` — false means nothing zoomed (not zoomable, or the focal point missed).',
          inputSchema: { type: 'object', properties: { verify: { type: 'boolean', default: true, description: 'Compare before/after screenshots to detect whether the pinch produced a visual change. Set false to skip.' } } },
        }),
      ]),
    },
    {
      name: "round 18 (reader O): a value spelled as an identifier that the tool's description gives right after 'Defaults to' (deepseek-mcp-server's chat_completion model, 'Defaults to `deepseek-flash`.')",
      doc: contract([
        readTool({
          description: 'Primary DeepSeek chat tool for text and images. Defaults to `deepseek-flash`. Provide either `message` or `messages`.',
          inputSchema: { type: 'object', properties: { model: { type: 'string', default: 'deepseek-flash' } } },
        }),
      ]),
    },
    {
      name: "round 40 (re-reader R12): the tool's description states a default by what the field calls it (gdocs' readDocument, 'Returns plain text by default.', `format` \"'text' (plain text), 'json' (raw API structure), 'markdown' (experimental conversion)\")",
      doc: contract([
        readTool({
          description: 'Reads the content of a Google Document. Returns plain text by default.',
          inputSchema: { type: 'object', properties: { format: { type: 'string', enum: ['text', 'json', 'markdown'], default: 'text', description: "Output format: 'text' (plain text), 'json' (raw API structure, complex), 'markdown' (experimental conversion)." } } },
        }),
      ]),
    },
    {
      name: "round 40 (re-reader R7): a camel-case value is an identifier too (claude-mobile's harmony_launch_ability `ability`, default 'EntryAbility', 'Defaults to EntryAbility.')",
      doc: contract([
        readTool({
          description: 'Launch a HarmonyOS ability with an optional module name. Defaults to EntryAbility.',
          inputSchema: { type: 'object', properties: { ability: { type: 'string', default: 'EntryAbility' } } },
        }),
      ]),
    },
    {
      name: 'a first item counted from zero is no default to state (Jira startAt: 0)',
      doc: contract([params({ startAt: { type: 'number', default: 0 }, start_index: { type: 'integer', default: 0 } })]),
    },
    {
      name: 'a default named by its setting, or stated in a unit (LINE userId, Datadog from)',
      doc: contract([
        params({
          userId: { type: 'string', default: 'U0000', description: 'The user ID to receive a message. Defaults to DESTINATION_USER_ID.' },
          from: { type: 'integer', default: 7200, description: 'Number of seconds from which you want to get total number of active hosts (defaults to 2h)' },
        }),
      ]),
    },
    {
      name: 'a default stated as "Default true." (n8n validate_workflow options.validateNodes)',
      doc: mcpList([{
        name: 'validate_workflow',
        inputSchema: {
          type: 'object',
          properties: {
            options: {
              type: 'object',
              description: 'Optional validation settings',
              properties: {
                validateNodes: { type: 'boolean', default: true, description: 'Validate individual node configurations. Default true.' },
                profile: { type: 'integer', default: 3, description: 'Validation depth. Default 3.' },
              },
            },
          },
        },
        annotations: { readOnlyHint: true },
      }]),
      fileName: 'server.tools.json',
    },
    {
      name: 'a default of true stated the other ways people write it: "Default: true", "(default true)", "Defaults to true"',
      doc: contract([
        params({
          a: { type: 'boolean', default: true, description: 'Validate nodes. Default: true' },
          b: { type: 'boolean', default: true, description: 'Validate connections (default true).' },
          c: { type: 'boolean', default: true, description: 'Validate expressions. Defaults to true.' },
        }),
      ]),
    },
    {
      name: "a required input's default never applies: nothing to document (miro create_shape shape), at any depth",
      doc: mcpList([{
        name: 'create_shape',
        inputSchema: {
          type: 'object',
          properties: {
            boardId: { type: 'string' },
            shape: { type: 'string', enum: ['rectangle', 'circle', 'triangle'], default: 'rectangle', description: 'Type of shape to create' },
            style: { type: 'object', properties: { color: { type: 'string', default: '#000000', description: 'Fill colour' } }, required: ['color'] },
          },
          required: ['boardId', 'shape'],
        },
      }]),
      fileName: 'server.tools.json',
    },
    {
      name: 'an MCP tool whose default is documented',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { limit: { type: 'integer', default: 20, description: 'Page size, 20 if omitted.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "a default stated in the tool's argument list, on a line led by the input's name (clawnch's \"- max_results (number, optional): 10-100, default 10\")",
      doc: contract([
        readTool({
          name: 'search_posts',
          description: 'Search recent posts.\n\nArgs:\n  - query (string): Search query\n  - max_results (number, optional): 10-100, default 10\n  - mode: \'compact\' (default) or \'full\'',
          inputSchema: {
            type: 'object',
            properties: {
              query: { type: 'string', description: 'Search query' },
              max_results: { type: 'integer', minimum: 10, maximum: 100, default: 10, description: 'Max results' },
              mode: { type: 'string', enum: ['compact', 'full'], default: 'compact', description: 'Answer shape' },
            },
            required: ['query'],
          },
        }),
      ]),
    },
    {
      name: "an object default written out as JSON on the tool's argument line for the input (BugSnag's filters: \"(default: {...})\")",
      doc: contract([
        readTool({
          name: 'list_errors',
          description: 'List errors.\n\n**Parameters:**\n- filters (record<string, array>): Apply filters. (default: {"event.since":[{"type":"eq","value":"30d"}], "error.status":[{"type":"eq","value":"open"}]})',
          inputSchema: {
            type: 'object',
            properties: {
              filters: { type: 'object', default: { 'event.since': [{ type: 'eq', value: '30d' }], 'error.status': [{ type: 'eq', value: 'open' }] }, description: 'Apply filters to narrow down the error list.' },
            },
          },
        }),
      ]),
    },
    {
      name: "a default stated in Chinese in the tool's description, by the input's name (\"type \u9ed8\u8ba4 zt\") or by its description's label (\"\u5468\u671f\u9ed8\u8ba4 daily\" for a period described \"\u5386\u53f2 K \u7ebf\u5468\u671f\")",
      doc: contract([
        readTool({
          name: 'get_pool',
          description: '\u83b7\u53d6\u80a1\u6c60\u3002type \u9ed8\u8ba4 zt\uff1bdate \u4e0d\u4f20\u4e3a\u6700\u65b0\u4ea4\u6613\u65e5\u3002',
          inputSchema: { type: 'object', properties: { type: { type: 'string', enum: ['zt', 'dt'], default: 'zt', description: '\u80a1\u6c60\u7c7b\u578b\uff1azt=\u6da8\u505c / dt=\u8dcc\u505c' } } },
        }),
        readTool({
          name: 'get_signals',
          description: '\u8bc6\u522b\u6280\u672f\u6307\u6807\u4fe1\u53f7\u3002\u5468\u671f\u9ed8\u8ba4 daily\uff0c\u590d\u6743\u9ed8\u8ba4 qfq\u3002',
          inputSchema: { type: 'object', properties: { period: { type: 'string', enum: ['daily', 'weekly'], default: 'daily', description: '\u5386\u53f2 K \u7ebf\u5468\u671f' } } },
        }),
      ]),
    },
    {
      name: "an optional bonus, tip or fee whose default is 0 is none of it (loopuman's bonus_1st_usd, \"Bonus prize for best post USD (optional)\")",
      doc: contract([
        params({
          bonus_1st_usd: { type: 'number', default: 0, description: 'Bonus prize for best post USD (optional)' },
          tip: { type: 'number', default: 0, description: 'Optional tip for the courier' },
        }),
      ]),
    },
    {
      name: 'a default given beside the call with no arguments in the tool\'s description (opti\'s get_orchestration_samples: "No params / operation=\\"get\\": Shows discovery catalog"); a glossed option the description also calls the default or names elsewhere',
      doc: mcpList([
        {
          name: 'get_samples',
          description: 'Get samples.\n\nOPERATIONS:\n- No params / operation="get": Shows discovery catalog with all options\n- operation="search": Search templates',
          inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['get', 'search', 'list'], default: 'get', description: 'Operation to perform' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'explore_docs',
          inputSchema: {
            type: 'object',
            properties: {
              depth: { type: 'number', default: 2, description: 'Crawling depth (1=main sections, 2=subsections, 3=deep crawl; default 2)' },
              level: { type: 'number', default: 1, description: 'Detail level: 1 suits most calls (1=basic, 2=full)' },
            },
          },
          annotations: { readOnlyHint: true },
        },
      ]),
    },
    {
      name: "round 13: a 0-or-1 flag's 0 is off, the zero value (Chatwork's self_unread, \"(0: \u3057\u306a\u3044, 1: \u3059\u308b)\", default 0; an enum of 0 and 1)",
      doc: mcpList([
        {
          name: 'post_message',
          inputSchema: {
            type: 'object',
            properties: {
              self_unread: { type: 'integer', minimum: 0, maximum: 1, default: 0, description: '\u81ea\u5206\u3092\u672a\u8aad\u306b\u3059\u308b\u304b (0: \u3057\u306a\u3044, 1: \u3059\u308b)' },
              notify: { type: 'integer', enum: [0, 1], default: 0, description: 'Notify members (0: no, 1: yes)' },
            },
          },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "precision sample over 300 servers: a default the tool's description gives in a parenthesis or in French (BoondManager's searches, \"- Pagination : `pageSize` 1\u2013500 (d\u00e9faut 30)\"; \"Mode 'merge' (d\u00e9faut, \u2026)\"), and a page number's 1 in Chinese (alibabacloud-devops' `current`, \"\u5f53\u524d\u9875\u6570\")",
      doc: mcpList([
        {
          name: 'search_candidates',
          description: 'Recherche des candidats.\n- Pagination : `pageSize` 1\u2013500 (d\u00e9faut 30), `page` 1\u2013100.',
          inputSchema: { type: 'object', properties: { pageSize: { type: 'number', default: 30 } } },
        },
        {
          name: 'update_technical_data',
          description: "Mode 'merge' (d\u00e9faut, recommand\u00e9) \u2014 enrichit sans rien \u00e9craser.",
          inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: ['merge', 'replace'], default: 'merge' } } },
        },
        { name: 'list_change_requests', inputSchema: { type: 'object', properties: { current: { type: 'number', default: 1, description: '\u5f53\u524d\u9875\u6570' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "an input the tool's description says the service ignores (BoondManager's calendars search, \"`pageSize` et `page` sont ignor\u00e9s par l'API\")",
      doc: mcpList([
        {
          name: 'search_calendars',
          description: "- Pagination sans effet : cette route renvoie toujours la table compl\u00e8te, `pageSize` et `page` sont ignor\u00e9s par l'API.",
          inputSchema: { type: 'object', properties: { pageSize: { type: 'number', default: 30 } } },
        },
      ]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: "round 66 (reader z2): a '(default)' whose place in the list is not the default's in the enum, or a list that is not one item per value, does not state it",
      doc: contract([params({
        forecast_days: { type: 'integer', enum: [45, 92, 183, 274], default: 183, description: 'Number of forecast days: 45 days, 3 months (default), 6 months, or 9 months' },
        past_days: { type: 'integer', enum: [0, 7, 31], default: 7, description: 'Past days: none, a week (default), a month, or a year' },
      })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/forecast_days/default' }, { pointer: '/tools/0/inputSchema/properties/past_days/default' }],
    },
    {
      name: "round 61 (reader g4): 'Defaults to all comments.' against a default of 50 is two defaults, not an unstated one (Azure DevOps' wit_list_work_item_comments `top`); an object's default with no word of what leaving it out means stays unstated",
      doc: mcpList([
        { name: 'wit_list_work_item_comments', description: 'List the comments of a work item.', inputSchema: { type: 'object', properties: { id: { type: 'number' }, top: { type: 'number', default: 50, description: 'Optional number of comments to retrieve. Defaults to all comments.' } }, required: ['id'] } },
        { name: 'create_page', description: 'Create a page.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, parent: { type: 'object', properties: { page_id: { type: 'string' } }, default: { page_id: 'abc123' }, description: 'The parent page' } }, required: ['title'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/top/default', message: '"top" in wit_list_work_item_comments\'s input has a default of 50, but its description says the default is all comments: an agent that leaves the value out cannot tell which it gets. Make the two agree.' },
        { pointer: '/tools/1/inputSchema/properties/parent/default', message: 'does not state it' },
      ],
    },
    {
      name: "round 59: a default in a sentence of results is no other number's (`timeout`), nor a page size's when the value differs",
      doc: mcpList([
        { name: 'search_records', description: 'Search records. Returns max 100 results (default: 10).', inputSchema: { type: 'object', properties: { query: { type: 'string' }, timeout: { type: 'number', default: 10, description: 'Seconds to wait' }, limit: { type: 'number', default: 20, description: 'Maximum number of results to return' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/timeout/default' }, { pointer: '/tools/0/inputSchema/properties/limit/default' }],
    },
    {
      name: "round 44 (reader T5): a default that is not the current directory, said as cwd, stays reported",
      doc: contract([params({ path: { type: 'string', default: '/', description: 'Repo path (default: cwd)' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/path/default' }],
    },
    {
      name: "round 48 (re-reader Z4): 'defaults to 3 if not specified' states 3, against the schema's 2 (figma-context's `pngScale`); a real conflict stays one ('Parents per mutation (default 1)' beside 2); a program pasted as the default is named by where it is (the ShaderToy server's `fragmentShader`)",
      doc: mcpList([
        { name: 'download_figma_images', description: 'Download images.', inputSchema: { type: 'object', properties: { pngScale: { type: 'number', exclusiveMinimum: 0, default: 2, description: 'Export scale for PNG images. Optional, defaults to 3 if not specified. Affects PNG images only.' } } } },
        { name: 'evolve', description: 'Mutate a harness policy.', inputSchema: { type: 'object', properties: { parents: { type: 'number', description: 'Parents per mutation (default 1)', default: 2 } } } },
        { name: 'render', description: 'Render a shader.', inputSchema: { type: 'object', properties: { fragmentShader: { type: 'string', description: 'Main Image shader - ShaderToy GLSL code', default: 'void mainImage(out vec4 c, in vec2 p) {\n  c = vec4(1.0);\n}' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/pngScale/default', message: 'has a default of 2, but its description says the default is 3' },
        { pointer: '/tools/1/inputSchema/properties/parents/default', message: 'has a default of 2, but its description says the default is 1' },
        { pointer: '/tools/2/inputSchema/properties/fragmentShader/default', message: 'End the description with: Defaults to the text in "default".' },
      ],
    },
    {
      name: "round 46 (reader W3): a deprecated value of the input is not a deprecated input: its default stays unstated",
      doc: contract([params({ format: { type: 'string', default: 'json', description: 'Output format (the xml value is deprecated)' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/format/default' }],
    },
    {
      name: "round 41 (re-reader R22): a default named only as one of the values a description lists, with no enum, is not stated (ssh_failed_connections' `period`, 'Time filter: today, week, month, all', default 'today'); 'Defaults to today' is",
      doc: contract([
        params({
          period: { type: 'string', default: 'today', description: 'Time filter: today, week, month, all' },
          window: { type: 'string', default: 'today', description: 'Time filter: today, week, month, all. Defaults to today.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/period/default' }],
    },
    {
      name: "round 41 (re-reader R22): a flag on by default whose description says how to turn it off states it (tauri's webview_find_element `visibleOnly`, 'Return only rendered elements. Set false to include display:none and off-screen nodes.'); one told both ways (Notion's `archived`, 'Set to true to archive (delete) a block. Set to false to un-archive') does not",
      doc: contract([
        params({
          visibleOnly: { type: 'boolean', default: true, description: 'Return only rendered elements. Set false to include display:none and off-screen nodes.' },
          archived: { type: 'boolean', default: true, description: 'Set to true to archive (delete) a block. Set to false to un-archive (restore) a block.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/archived/default' }],
    },
    {
      name: "round 41 (re-reader R27): a flag turned off by its description but that the tool's description says to pass as true keeps its finding (universal-netlist's list_components `include_dns`, default true, 'Pass false to list only fitted parts', and the tool's 'pass include_dns=true to list them')",
      doc: contract([
        readTool({
          description: 'List components. A prefix whose components are all DNS returns an empty list; pass include_dns=true to list them.',
          inputSchema: { type: 'object', properties: { include_dns: { type: 'boolean', default: true, description: 'Include DNS components. Pass false to list only fitted parts' } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/include_dns/default' }],
    },
    {
      name: "round 28: a number glued to letters that are no unit is another word ('v600x' is no 600)",
      doc: contract([params({ height: { type: 'integer', default: 600, description: 'Height of the v600x display mode.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/height/default' }],
    },
    {
      name: "round 26: 'verify=true' without '(default)' beside it, in a clause that turns it off, states nothing",
      doc: contract([
        readTool({
          description: 'Pinch-to-zoom. By default no screenshots are compared; send verify=true to compare them.',
          inputSchema: { type: 'object', properties: { verify: { type: 'boolean', default: true, description: 'Compare before/after screenshots.' } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/verify/default' }],
    },
    {
      name: "round 20 (reader J): what is said about a secret is no secret (Inkeep's credentialScope, project or user): its default is stated like any other; a credential itself is still a secret",
      doc: contract([
        params({
          credentialScope: { type: 'string', enum: ['project', 'user'], default: 'project' },
          credential: { type: 'string', default: 'abc', description: 'The credential.' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/credential/default', message: 'its name says it holds a secret' },
        { pointer: '/tools/0/inputSchema/properties/credentialScope/default', message: 'End the description with: Defaults to "project".' },
      ],
    },
    {
      name: "round 19: an object's default that is not its members' defaults (a member without one, or another value) is still reported",
      doc: contract([
        params({
          options: { type: 'object', properties: { location: { type: 'string', default: 'both', description: 'Where (default: both)' }, depth: { type: 'integer' } }, default: { location: 'both', depth: 2 } },
          more: { type: 'object', properties: { location: { type: 'string', default: 'both', description: 'Where (default: both)' } }, default: { location: 'content' } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/more/default' }, { pointer: '/tools/0/inputSchema/properties/options/default' }],
    },
    {
      name: "an object default the tool's argument line gives otherwise is not stated (the JSON differs from the schema's)",
      doc: contract([
        readTool({
          name: 'list_errors',
          description: 'List errors.\n\n**Parameters:**\n- filters (record<string, array>): Apply filters. (default: {"event.since":[{"type":"eq","value":"7d"}]})',
          inputSchema: { type: 'object', properties: { filters: { type: 'object', default: { 'event.since': [{ type: 'eq', value: '30d' }] }, description: 'Apply filters to narrow down the error list.' } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/filters/default' }],
    },
    {
      name: "ignored only in one case stays reported (desktop-commander's read_file, \"offset: -5, length: 10 \u2192 Last 5 lines (length ignored)\"; \"ignored if url is provided\")",
      doc: mcpList([
        {
          name: 'read_file',
          description: 'Reads a file.\n- offset: -5, length: 10 \u2192 Last 5 lines (length ignored)\n- port is ignored if url is provided.',
          inputSchema: { type: 'object', properties: { length: { type: 'number', default: 1000 }, port: { type: 'number', default: 6379 } } },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/length/default' }, { pointer: '/tools/0/inputSchema/properties/port/default' }],
    },
    {
      name: "round 13: a default named only as one option of a gloss in Japanese (Chatwork's need_acceptance, \"\u627f\u8a8d\u8981\u5426 (0: \u4e0d\u8981, 1: \u5fc5\u8981)\", default 1)",
      doc: mcpList([{ name: 'create_room_link', inputSchema: { type: 'object', properties: { body: { type: 'object', properties: { need_acceptance: { type: 'integer', minimum: 0, maximum: 1, default: 1, description: '\u627f\u8a8d\u8981\u5426 (0: \u4e0d\u8981, 1: \u5fc5\u8981)' } } } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/body/properties/need_acceptance/default', message: 'names 1 only as one of the options it explains' }],
    },
    {
      name: "round 40 (re-reader R12): a gloss the tool's description does not give as the default states nothing (\"'text' (plain text)\" in a tool that 'Returns JSON by default'; one that says 'plain text' without 'by default')",
      doc: contract([
        readTool({ description: 'Reads a document. Returns JSON by default.', inputSchema: { type: 'object', properties: { format: { type: 'string', enum: ['text', 'json', 'markdown'], default: 'text', description: "Output format: 'text' (plain text), 'json' (raw structure), 'markdown' (converted)." } } } }),
        readTool({ name: 'read_note', description: 'Reads a note as plain text, JSON or Markdown.', inputSchema: { type: 'object', properties: { format: { type: 'string', enum: ['text', 'json', 'markdown'], default: 'text', description: "Output format: 'text' (plain text), 'json' (raw structure), 'markdown' (converted)." } } } }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/format/default' }, { pointer: '/tools/1/inputSchema/properties/format/default' }],
    },
    {
      name: "round 40 (re-reader R12): values glossed one per sentence do not state the default either (gdocs' `valueInputOption`, default USER_ENTERED, 'How input data should be interpreted. RAW: values are stored as-is. USER_ENTERED: values are parsed as if typed by a user.'); a sentence that says so does",
      doc: mcpList([
        { name: 'writeSpreadsheet', inputSchema: { type: 'object', properties: { valueInputOption: { type: 'string', enum: ['RAW', 'USER_ENTERED'], default: 'USER_ENTERED', description: 'How input data should be interpreted. RAW: values are stored as-is. USER_ENTERED: values are parsed as if typed by a user.' } } }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true } },
        { name: 'appendRows', inputSchema: { type: 'object', properties: { valueInputOption: { type: 'string', enum: ['RAW', 'USER_ENTERED'], default: 'USER_ENTERED', description: 'RAW: values are stored as-is. USER_ENTERED (default): values are parsed as if typed by a user.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/valueInputOption/default', message: 'End the description with: Defaults to "USER_ENTERED".' }],
    },
    {
      name: "round 40 (re-readers R8 and R10): a list default of one value named only among examples is not stated (remember-mcp's remember_publish `spaces`, default [\"the_void\"], 'Spaces to publish to (e.g., [\"the_void\", \"dogs\"])'); nor a default that only opens one of the clauses glossing each value (ExecBro's network_mock `mode`, 'replace = canned response; tamper = mutate the real one.')",
      doc: mcpList([
        { name: 'remember_publish', inputSchema: { type: 'object', properties: { spaces: { type: 'array', items: { type: 'string' }, default: ['the_void'], description: 'Spaces to publish to (e.g., ["the_void", "dogs"]). Can publish to multiple spaces at once.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'network_mock', inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: ['replace', 'tamper'], default: 'replace', description: 'replace = canned response; tamper = mutate the real one.' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/spaces/default', message: 'only among the examples it gives after "e.g."' },
        { pointer: '/tools/1/inputSchema/properties/mode/default', message: 'End the description with: Defaults to "replace".' },
      ],
    },
    {
      name: "round 40 (re-reader R6): one glossed option is enough when the enum holds the others, and a default of digits counts as its number (stock-sdk's get_minute_kline `period`, enum '1' to '60', default '1', '分钟周期；1=当日分时'); a gloss that also says default still states it",
      doc: mcpList([
        { name: 'get_minute_kline', inputSchema: { type: 'object', properties: { period: { type: 'string', enum: ['1', '5', '15', '30', '60'], default: '1', description: '分钟周期；1=当日分时' } } }, annotations: { readOnlyHint: true } },
        { name: 'get_kline', inputSchema: { type: 'object', properties: { period: { type: 'string', enum: ['1', '5', '15'], default: '1', description: '分钟周期；1=当日分时（默认）' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/period/default', message: 'names "1" only as one of the options it explains ("1=\u2026"), not as the one used when the value is left out' }],
    },
    {
      name: 'a number named only as one of the options the description glosses ("1=main sections, 2=subsections, 3=deep crawl": metabase\'s web_explore_metabase_docs depth); a value beside no call without arguments',
      doc: mcpList([
        {
          name: 'explore_docs',
          inputSchema: { type: 'object', properties: { depth: { type: 'number', default: 2, minimum: 1, maximum: 3, description: 'Crawling depth (1=main sections, 2=subsections, 3=deep crawl)' } } },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'get_samples',
          description: 'Get samples.\n- operation="get": Shows discovery catalog\n- No params: lists everything',
          inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['get', 'search'], default: 'get', description: 'Operation to perform' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/depth/default', message: 'names 2 only as one of the options it explains ("2=\u2026"), not as the one used when the value is left out' },
        { pointer: '/tools/1/inputSchema/properties/operation/default', message: 'End the description with: Defaults to "get".' },
      ],
    },
    {
      name: "a secret's default is never quoted (BNB Chain's privateKey, filled from the operator's environment); a page token or max_tokens is no secret",
      doc: contract([
        readTool({
          name: 'get_balance',
          inputSchema: {
            type: 'object',
            properties: {
              privateKey: { type: 'string', default: '0x0000000000000000000000000000000000000000000000000000000000000001', description: 'Private key in hex format.' },
              api_key: { type: 'string', default: 'sk-live-123', description: 'API key.' },
              max_tokens: { type: 'integer', default: 512, description: 'Longest answer.' },
            },
          },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/privateKey/default', message: '"privateKey" in get_balance\'s input has a default, and its name says it holds a secret: a schema\'s default goes to every client that lists the tools, and stating it in the description would publish it again. Take the default out of the schema and let the server read the secret from its own configuration.' },
        { pointer: '/tools/0/inputSchema/properties/api_key/default', message: 'its name says it holds a secret' },
        { pointer: '/tools/0/inputSchema/properties/max_tokens/default', message: 'End the description with: Defaults to 512.' },
      ],
    },
    {
      name: "a tool-description default for another input, a Chinese default with another value or an unrelated label, and a 0 bonus not called optional, are not this input's",
      doc: contract([
        readTool({
          name: 'get_kline',
          description: 'Args:\n  - limit (number, optional): default 10\n\u590d\u6743\u9ed8\u8ba4 qfq\uff0cperiod \u9ed8\u8ba4 weekly\u3002',
          inputSchema: {
            type: 'object',
            properties: {
              limit: { type: 'integer', default: 10, description: 'Max rows' },
              max_results: { type: 'integer', default: 10, description: 'Max results' },
              period: { type: 'string', enum: ['daily', 'weekly'], default: 'daily', description: '\u5386\u53f2 K \u7ebf\u5468\u671f' },
              bonus_usd: { type: 'number', default: 0, description: 'Bonus prize in USD' },
            },
          },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/max_results/default', message: 'End the description with: Defaults to 10.' },
        { pointer: '/tools/0/inputSchema/properties/period/default', message: 'End the description with: Defaults to "daily".' },
        { pointer: '/tools/0/inputSchema/properties/bonus_usd/default', message: 'End the description with: Defaults to 0.' },
      ],
    },
    {
      name: 'a default said in words that name no setting and no unit is not stated',
      doc: contract([
        params({
          userId: { type: 'string', default: 'U0000', description: 'The user ID. Defaults to the bot owner.' },
          window: { type: 'integer', default: 7200, description: 'Seconds to look back (defaults to a while).' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/userId/default' }, { pointer: '/tools/0/inputSchema/properties/window/default' }],
    },
    {
      name: "a value named only as one of the options set out is no stated default: a catalogue of three values or more (Open-Meteo's cell_selection, Strava's stream types), values one per line (Strava's series_type)",
      doc: contract([
        params({
          cell_selection: {
            type: 'string',
            enum: ['land', 'sea', 'nearest'],
            default: 'nearest',
            description: 'Grid-cell preference when the coordinate sits near a coastline: "land" prefers a land grid cell, "sea" prefers a sea grid cell, "nearest" picks whichever grid cell is closest regardless of land or sea.',
          },
          types: {
            type: 'array',
            items: { type: 'string', enum: ['time', 'distance', 'latlng', 'altitude', 'heartrate'] },
            default: ['time', 'distance'],
            description: 'Array of stream types to fetch. Available types:\n- time: Time in seconds from start\n- distance: Distance in meters from start\n- latlng: Array of [latitude, longitude] pairs\n- altitude: Elevation in meters\n- heartrate: Heart rate in beats per minute',
          },
          series_type: {
            type: 'string',
            enum: ['time', 'distance'],
            default: 'distance',
            description: 'Optional base series type for the streams:\n- time: Data points are indexed by time (seconds from start)\n- distance: Data points are indexed by distance (meters from start)\nUseful for comparing different activities.',
          },
          state: { type: 'string', enum: ['open', 'closed', 'all'], default: 'open', description: 'Filter by state (open, closed, all)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/cell_selection/default', message: 'End the description with: Defaults to "nearest".' },
        { pointer: '/tools/0/inputSchema/properties/types/default' },
        { pointer: '/tools/0/inputSchema/properties/series_type/default', message: 'End the description with: Defaults to "distance".' },
        { pointer: '/tools/0/inputSchema/properties/state/default' },
      ],
    },
    {
      name: "round 57 (re-reader AH2, a miss): options glossed \"N表示…\" or \"Pass N for …\" are options as \"N=…\" are, and the message quotes the gloss (bazi-mcp's getBaziDetail `eightCharProviderSect`, default 2)",
      doc: contract([
        params({
          eightCharProviderSect: { type: 'number', default: 2, description: '\u65e9\u665a\u5b50\u65f6\u914d\u7f6e\u3002\u4f201\u8868\u793a23:00-23:59\u65e5\u5e72\u652f\u4e3a\u660e\u5929\uff0c\u4f202\u8868\u793a23:00-23:59\u65e5\u5e72\u652f\u4e3a\u5f53\u5929\u3002' },
          sect: { type: 'number', default: 2, description: 'Late-night hour setting. Pass 1 for the next day, pass 2 for the same day.' },
          depth: { type: 'number', default: 2, description: 'Crawl depth. Pass 1 for the main sections, pass 2 for the subsections (default).' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/eightCharProviderSect/default', message: 'names 2 only as one of the options it explains ("2\u8868\u793a\u2026")' },
        { pointer: '/tools/0/inputSchema/properties/sect/default', message: 'names 2 only as one of the options it explains ("pass 2 for\u2026")' },
      ],
    },
    {
      name: "round 57 (re-reader AH2): \"like\" before quoted values opens examples as \"e.g.\" does (yahoo-finance's get_historical_data `period1`, default \"1y\"); \"like\" before a word does not",
      doc: contract([
        params({
          period1: { type: 'string', default: '1y', description: "Start date (YYYY-MM-DD) or period like '1mo', '1y'" },
          period2: { type: 'string', default: '1y', description: 'A period, 1y unless set; it works like a duration.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/period1/default', message: 'names "1y" only among the examples it gives after "like"' }],
    },
    {
      name: "round 57 (re-reader AH2): white space as the default is stated only by its name or a default phrase, not by the spaces between a description's words (mysql-mcp's mysql_concat `separator`, default \" \"); \"a space by default\" states it",
      doc: contract([
        params({
          separator: { type: 'string', default: ' ', description: 'Separator between values' },
          joiner: { type: 'string', default: ' ', description: 'Joiner between values (a single space by default)' },
          glue: { type: 'string', default: '\t', description: 'Glue between values: a tab.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/separator/default', message: 'End the description with: Defaults to " ".' }],
    },
    {
      name: "round 55 (re-reader AF3): the catalogue read from an enum in a branch of the field's anyOf, as from its own (yahoo-finance's get_quote_summary `modules`, a list of modules or \"all\")",
      doc: contract([
        params({
          modules: {
            anyOf: [{ type: 'array', items: { type: 'string', enum: ['assetProfile', 'summaryDetail', 'financialData', 'price', 'earnings'] } }, { type: 'string', const: 'all' }],
            default: ['price', 'summaryDetail'],
            description: "List of specific modules to include, or 'all' for all available modules. Available modules: assetProfile (company info), summaryDetail (key metrics), financialData (financial ratios), price (current price data), earnings (earnings data), etc.",
          },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/modules/default', message: 'End the description with: Defaults to ["price","summaryDetail"].' }],
    },
    {
      name: "round 15: a value named only as one item of a list of three or more in parentheses, quoted or not, is no stated default (signoz's get_services period, \"Time period (5m, 15m, 30m, 1h, 3h)\"); examples in parentheses keep their own message",
      doc: contract([
        params({
          period: { type: 'string', default: '1h', description: 'Time period (5m, 15m, 30m, 1h, 3h, 6h)' },
          timeframe: { type: 'string', default: '1d', description: 'Timeframe (e.g., 1m, 5m, 1h, 1d)' },
          direction: { type: 'string', default: 'asc', description: 'Sort direction (asc or desc)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/period/default', message: 'names "1h" only as one item of the values it lists in parentheses, not as the one used when the value is left out' },
        { pointer: '/tools/0/inputSchema/properties/timeframe/default', message: 'names "1d" only among the examples it gives after "e.g."' },
      ],
    },
    {
      name: 'a value named only as one item of a value list in brackets is no stated default, strings and numbers alike (minimax\'s text_to_audio emotion, format, sampleRate, channel)',
      doc: contract([
        params({
          emotion: { type: 'string', default: 'happy', description: 'Speech emotion, values: ["happy", "sad", "angry", "neutral"]' },
          format: { type: 'string', default: 'mp3', description: 'Audio format, values: ["pcm", "mp3","flac", "wav"]' },
          sampleRate: { type: 'number', default: 32000, description: 'Sample rate (Hz), values: [8000, 16000, 32000, 44100]' },
          channel: { type: 'number', default: 1, description: 'Audio channels, values: [1, 2]' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/emotion/default', message: 'names "happy" only as one item of the values it lists in brackets' },
        { pointer: '/tools/0/inputSchema/properties/format/default', message: 'End the description with: Defaults to "mp3".' },
        { pointer: '/tools/0/inputSchema/properties/sampleRate/default', message: 'names 32000 only as one item' },
        { pointer: '/tools/0/inputSchema/properties/channel/default', message: 'End the description with: Defaults to 1.' },
      ],
    },
    {
      name: 'a value named only among examples after "e.g.", "for example" or "such as" is no stated default (a Shopify admin server\'s analytics `since`, "Start of time range (e.g., -30d, -3m, ...)", default "-30d"; `until`, default "today"; a number too)',
      doc: contract([
        params({
          since: { type: 'string', default: '-30d', description: 'Start of time range (e.g., "-30d", "-3m", "last_month", "last_quarter")' },
          until: { type: 'string', default: 'today', description: 'End of time range (e.g., "today", "-1d", "yesterday")' },
          timeframe: { type: 'string', default: '1d', description: 'Candle timeframe. For example 1m, 5m or 1d.' },
          timeout: { type: 'integer', default: 30, description: 'Seconds to wait, such as 10 or 30' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/since/default', message: '"since" in get_ticket\'s input has a default, and its description names "-30d" only among the examples it gives after "e.g.", not as the one used when the value is left out' },
        { pointer: '/tools/0/inputSchema/properties/until/default', message: 'names "today" only among the examples it gives after "e.g.", not as the one used when the value is left out: an agent that leaves the value out should know what it gets, without reading the schema\'s keywords. End the description with: Defaults to "today".' },
        { pointer: '/tools/0/inputSchema/properties/timeframe/default', message: 'names "1d" only among the examples it gives after "For example"' },
        { pointer: '/tools/0/inputSchema/properties/timeout/default', message: 'names 30 only among the examples it gives after "such as"' },
      ],
    },
    {
      name: "round 51 (re-reader AB3): a git revision built on the default ('HEAD~1', 'main..feature') does not name it, and the message says the description does not state it (claude-flow's analyze_diff `ref`); 'HEAD' itself among the examples is named there",
      doc: contract([
        params({
          ref: { type: 'string', default: 'HEAD', description: 'Git ref to diff against (e.g., HEAD~1, main..feature, commit hash)' },
          rev: { type: 'string', default: 'HEAD', description: 'Git ref to read (e.g., HEAD, HEAD~1)' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/ref/default', message: 'and its description ("Git ref to diff against (e.g., HEAD~1, main..feature, com…") does not state it' },
        { pointer: '/tools/0/inputSchema/properties/rev/default', message: 'names "HEAD" only among the examples it gives after "e.g."' },
      ],
    },
    {
      name: "rounds 51 and 52 (re-readers AB3, AC3): 'default' said of another value ('90d - 90 days which is a default limit for free tier history') does not state the one left out, named only among the examples (the Slack servers' conversations_history `limit`); 'Defaults to 1d' still states it",
      doc: contract([
        params({
          limit: { type: 'string', default: '1d', description: 'Limit of messages to fetch (e.g. 1d - 1 day, 1w - 1 week, 90d - 90 days which is a default limit for free tier history) or number of messages (e.g. 50).' },
          window: { type: 'string', default: '1d', description: 'Window of messages (e.g. 1d - 1 day, 1w - 1 week). Defaults to 1d.' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/limit/default', message: 'names "1d" only among the examples it gives after "e.g."' }],
    },
    {
      name: 'a page number that starts past the first page, a page size: defaults to state',
      doc: contract([params({ page: { type: 'integer', default: 2, description: 'Page number' }, page_size: { type: 'integer', default: 1 } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/page/default' }, { pointer: '/tools/0/inputSchema/properties/page_size/default' }],
    },
    {
      name: 'a 1 in a name ending in page that is a size or a bound is a default to state (perPage, maxPage)',
      doc: contract([params({ perPage: { type: 'integer', default: 1, description: 'Results per page.' }, maxPage: { type: 'integer', default: 1, description: 'Last page to fetch.' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/perPage/default' }, { pointer: '/tools/0/inputSchema/properties/maxPage/default' }],
    },
    {
      name: "round 18: a plain word after 'Defaults to' in the tool's description, or an identifier that only begins there, does not state a default for an input it does not name",
      doc: contract([
        readTool({
          description: 'Exports the report. Defaults to json. Summaries default to `deepseek-flash-v2`. Layouts default to PortraitPage.',
          inputSchema: { type: 'object', properties: { format: { type: 'string', default: 'json' }, model: { type: 'string', default: 'deepseek-flash' }, layout: { type: 'string', default: 'Portrait' } } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/format/default' }, { pointer: '/tools/0/inputSchema/properties/model/default' }, { pointer: '/tools/0/inputSchema/properties/layout/default' }],
    },
    {
      name: "the tool's description states no default for this input: another input's, a value further on (Miro's colours), a negated true",
      doc: contract([
        readTool({
          description:
            'Creates a sticky note. By default, sticky notes are 199x228 and available in these colors: gray, light_yellow, yellow, orange. By default the tool sorts by date. By default compression is off.',
          inputSchema: {
            type: 'object',
            properties: {
              color: { type: 'string', default: 'yellow', description: 'Color of the sticky note' },
              order: { type: 'string', enum: ['asc', 'desc'], default: 'desc', description: 'Sort direction.' },
              compression: { type: 'boolean', default: true, description: 'Compress the payload.' },
            },
          },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/color/default' },
        { pointer: '/tools/0/inputSchema/properties/order/default' },
        { pointer: '/tools/0/inputSchema/properties/compression/default' },
      ],
    },
    {
      name: "one field a union repeats in its branches with the same default and description is one finding, the other branches related (Octocode's queries[].matchContentLength)",
      doc: contract([
        withInput({
          type: 'object',
          properties: {
            queries: {
              type: 'array',
              items: {
                anyOf: [
                  { type: 'object', properties: { path: { type: 'string' }, matchContentLength: { type: 'integer', default: 200, description: 'Matched-line characters kept per hit.' } } },
                  { type: 'object', properties: { pattern: { type: 'string' }, matchContentLength: { type: 'integer', default: 200, description: 'Matched-line characters kept per hit.' } } },
                  { type: 'object', properties: { tree: { type: 'string' }, matchContentLength: { type: 'integer', default: 500, description: 'Matched-line characters kept per hit.' } } },
                ],
              },
            },
          },
        }),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/queries/items/anyOf/0/properties/matchContentLength/default',
          message: '"queries[].matchContentLength" in get_ticket\'s input has a default (the same in 2 branches of a union), and its description',
          related: ['/tools/0/inputSchema/properties/queries/items/anyOf/1/properties/matchContentLength/default'],
        },
        { pointer: '/tools/0/inputSchema/properties/queries/items/anyOf/2/properties/matchContentLength/default', message: 'Defaults to 500.' },
      ],
    },
    {
      name: 'a true default is not stated by the word in a condition (AntV stack, Postman "If true, ...")',
      doc: contract([
        params({
          stack: { type: 'boolean', default: true, description: 'Whether stacking is enabled. When `stack` is true, `group` should be false.' },
          enabled: { type: 'boolean', default: true, description: 'If true, the variable is enabled.' },
          wrap: { type: 'boolean', default: true, description: 'Wrap long lines (true by default).' },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/stack/default' }, { pointer: '/tools/0/inputSchema/properties/enabled/default' }],
    },
    {
      name: 'a description that names another default: the two disagree (Apify\'s limit, a zero value too)',
      doc: contract([
        params({
          limit: { type: 'number', default: 10, maximum: 20, description: 'Maximum number of array elements to return. The default value (as well as the maximum) is 20.' },
          clean: { type: 'boolean', default: false, description: 'Skip empty items. Default: true.' },
          size: { type: 'integer', default: 20, description: 'Between 10 and 50 (default 50).' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/limit/default', message: '"limit" in get_ticket\'s input has a default of 10, but its description says the default is 20: an agent that leaves the value out cannot tell which it gets. Make the two agree.' },
        { pointer: '/tools/0/inputSchema/properties/clean/default', message: 'has a default of false, but its description says the default is true' },
        { pointer: '/tools/0/inputSchema/properties/size/default', message: 'says the default is 50' },
      ],
    },
    {
      name: "round 27 (reader K): '(default: 10-15)' gives a range, not a default of 10: a schema default of 12 in it is not stated, and does not disagree (gemini-mcp-tool's brainstorm ideaCount)",
      doc: contract([params({ ideaCount: { type: 'integer', exclusiveMinimum: 0, default: 12, description: 'Target number of ideas to generate (default: 10-15)' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/ideaCount/default', message: 'has a default, and its description ("Target number of ideas to generate (default: 10-15)") does not state it' }],
    },
    {
      name: 'a default with no description, on the default key, suggesting the sentence',
      doc: contract([params({ limit: { type: 'integer', default: 50 } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/limit/default', message: 'End the description with: Defaults to 50.' }],
    },
    {
      name: 'exact range on the "default" key; a word inside another word does not count',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"sort":{"type":"string","description":"Sort ascending or descending.",\n"default":"asc"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/sort/default', range: rangeOn(1, 0, 9), message: 'Defaults to "asc".' }],
    },
    {
      name: 'at any depth: a nested field of a filter; 5 is not 50',
      doc: contract([params({ filter: { type: 'object', properties: { age_days_max: { type: 'integer', default: 5, description: 'Oldest age, up to 50.' } } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter/properties/age_days_max/default' }],
    },
    {
      name: 'a zero that may mean "no limit" is no zero value: max_count, timeout, limit; nor is true or a non-empty list',
      doc: contract([
        params({
          max_count: { type: 'integer', default: 0, description: 'Most items.' },
          timeout: { type: 'integer', default: 0, description: 'Wait time in milliseconds.' },
          limit: { type: 'integer', default: 0, description: 'Page size.' },
          verbose: { type: 'boolean', default: true, description: 'Every field.' },
          schemas: { type: 'array', items: { type: 'string' }, default: ['public'], description: 'Schemas to include.' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/max_count/default' },
        { pointer: '/tools/0/inputSchema/properties/timeout/default' },
        { pointer: '/tools/0/inputSchema/properties/limit/default' },
        { pointer: '/tools/0/inputSchema/properties/verbose/default', message: 'End the description with: Defaults to true.' },
        { pointer: '/tools/0/inputSchema/properties/schemas/default', message: 'End the description with: Defaults to ["public"].' },
      ],
    },
    ...nestings('limit', { type: 'integer', default: 50, description: 'Page size.' }).map((n) => ({
      name: `in a ${n.form}, on the default key`,
      doc: contract([withInput(n.schema)]),
      findings: [{ pointer: `/tools/0/inputSchema${n.pointer}/default`, message: 'End the description with: Defaults to 50.' }],
    })),
    ...valueForms({ type: 'integer', default: 50, description: 'Page size.' }).map((f) => {
      const at: Record<string, string> = {
        'type array': '/properties/limit/default',
        'anyOf with a null branch': '/properties/limit/anyOf/0/default',
        'oneOf branch': '/properties/limit/oneOf/1/default',
        '$ref to a leaf definition': '/$defs/Leaf/default',
      };
      return {
        name: `a default reached through a ${f.form}, on the default key where it is`,
        doc: contract([withInput(withValueForm('limit', f))]),
        findings: [{ pointer: `/tools/0/inputSchema${at[f.form]}`, message: f.form === 'type array' ? '"limit" in get_ticket\'s input has a default, and its description ("Page size.") does not state it' : '"limit" in get_ticket\'s input has a default through its $ref or a branch' }],
      };
    }),
    {
      name: 'a definition two fields refer to is reported once, at the definition, naming the first field that does not state it',
      doc: contract([
        withInput({
          type: 'object',
          properties: { since: { $ref: '#/$defs/Window', description: 'Start of the window, 7 days ago if omitted.' }, until: { $ref: '#/$defs/Window' }, also: { $ref: '#/$defs/Window' } },
          $defs: { Window: { type: 'integer', default: 7 } },
        }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/$defs/Window/default', message: '"until" in get_ticket\'s input has a default through its $ref or a branch, and its description is missing' }],
    },
    {
      name: 'a required input\'s default is not reported, but the same definition reached from an optional input is; so is an optional input beside a required one',
      doc: contract([
        withInput({
          type: 'object',
          properties: { since: { $ref: '#/$defs/Window' }, until: { $ref: '#/$defs/Window' }, shape: { type: 'string', default: 'rectangle' }, size: { type: 'integer', default: 200 } },
          required: ['since', 'shape'],
          $defs: { Window: { type: 'integer', default: 7 } },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/$defs/Window/default', message: '"until" in get_ticket\'s input has a default through its $ref or a branch' },
        { pointer: '/tools/0/inputSchema/properties/size/default', message: 'Defaults to 200.' },
      ],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { verbose: { type: 'boolean', default: true, description: 'Return every field.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/verbose/default', message: 'Defaults to true.' }],
    },
  ],
});

const pagedTool = (property: string) => `    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          ${property}
        }
      }
    }`;

fixTable('input-default-undocumented', {
  noFix: [
    {
      name: 'two defaults that disagree: which is right is the author\'s call',
      doc: contractText(pagedTool('"limit": { "type": "integer", "default": 10, "description": "Page size. The default is 20." }')),
    },
    {
      name: "a secret's default (BNB Chain's privateKey): writing it into the description would publish it again",
      doc: contractText(pagedTool('"privateKey": { "type": "string", "default": "0x0001", "description": "Private key in hex format." }')),
    },
  ],
  fixes: [
    {
      name: 'a default reached through a $ref is documented at the definition that holds it',
      doc: contractText(`    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "limit": { "$ref": "#/$defs/PageSize" }
        },
        "$defs": {
          "PageSize": { "type": "integer", "default": 25, "description": "Page size" }
        }
      }
    }`),
      title: 'Document the default: end the description with: Defaults to 25.',
      kind: 'safe',
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
          "limit": { "$ref": "#/$defs/PageSize" }
        },
        "$defs": {
          "PageSize": { "type": "integer", "default": 25, "description": "Page size. Defaults to 25." }
        }
      }
    }
  ]
}
`,
    },
    {
      name: 'appends the sentence to the description, after a full stop it adds',
      doc: contractText(pagedTool('"limit": { "type": "integer", "default": 20, "description": "Maximum results" } // page size')),
      title: 'Document the default: end the description with: Defaults to 20.',
      kind: 'safe',
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
          "limit": { "type": "integer", "default": 20, "description": "Maximum results. Defaults to 20." } // page size
        }
      }
    }
  ]
}
`,
    },
    {
      name: 'a string default is quoted, and escaped inside the JSON string',
      doc: contractText(pagedTool('"order": { "type": "string", "enum": ["asc", "desc"], "default": "desc", "description": "Sort order; omit for newest first." }')),
      title: 'Document the default: end the description with: Defaults to "desc".',
      kind: 'safe',
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
          "order": { "type": "string", "enum": ["asc", "desc"], "default": "desc", "description": "Sort order; omit for newest first. Defaults to \\"desc\\"." }
        }
      }
    }
  ]
}
`,
    },
    {
      name: "a field a union repeats: the sentence goes into every branch the finding names",
      doc: contractText(`    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "query": { "oneOf": [
            { "type": "object", "properties": { "text": { "type": "string" }, "pageSize": { "type": "integer", "default": 30, "description": "Results per page." } } },
            { "type": "object", "properties": { "label": { "type": "string" }, "pageSize": { "type": "integer", "default": 30, "description": "Results per page." } } }
          ] }
        }
      }
    }`),
      title: 'Document the default: end the description with: Defaults to 30.',
      kind: 'safe',
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
          "query": { "oneOf": [
            { "type": "object", "properties": { "text": { "type": "string" }, "pageSize": { "type": "integer", "default": 30, "description": "Results per page. Defaults to 30." } } },
            { "type": "object", "properties": { "label": { "type": "string" }, "pageSize": { "type": "integer", "default": 30, "description": "Results per page. Defaults to 30." } } }
          ] }
        }
      }
    }
  ]
}
`,
    },
    {
      name: 'no description: one is added',
      doc: contractText(pagedTool('"limit": {\n            "type": "integer",\n            "default": 50\n          }')),
      title: 'Document the default: add the description: Defaults to 50.',
      kind: 'safe',
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
          "limit": {
            "type": "integer",
            "default": 50,
            "description": "Defaults to 50."
          }
        }
      }
    }
  ]
}
`,
    },
  ],
});
