import { ruleTable, rangeOn, type InvalidCase } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';
import { valueForms, withValueForm } from '../helpers/nesting';

const ticket = { type: 'object', properties: { id: { type: 'string' } } };
const output = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ outputSchema: { type: 'object', properties, ...extra } });
const tickets = { type: 'array', items: ticket };
const entity = { type: 'object', properties: { name: { type: 'string' }, entityType: { type: 'string' } } };
const noInput = { type: 'object', properties: {} };
/** A list tool (by its verb) with the given inputs and output. */
const listTickets = (inputProperties: Record<string, unknown>, outputSchema: unknown): Record<string, unknown> =>
  readTool({ name: 'list_tickets', description: 'Lists a team\'s tickets.', inputSchema: { type: 'object', properties: inputProperties }, outputSchema });
const mcp = (tools: Record<string, unknown>[]) => ({ doc: mcpList(tools), fileName: 'server.tools.json' });
const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true };
const creates = { readOnlyHint: false, destructiveHint: false, idempotentHint: false };

/** A list in each value form (type array, anyOf with null, oneOf branch, $ref leaf), at the output's top level. */
const valueFormRows: InvalidCase[] = valueForms({ type: 'array', items: { type: 'string' } }).map((form) => ({
  name: `a list tool's list as a ${form.form}`,
  doc: contract([listTickets({}, withValueForm('tickets', form, { project: { type: 'string' } }))]),
  findings: [{ pointer: '/tools/0/outputSchema/properties/tickets', message: '"tickets" is the list list_tickets returns (its name says it lists)' }],
}));

/** The output's root as an allOf branch, a $ref to an object, an anyOf of objects: its lists still count. */
const rootFormRows: InvalidCase[] = [
  {
    name: 'an output whose root is an allOf of objects',
    doc: contract([listTickets({}, { allOf: [{ type: 'object', properties: { tickets } }, { type: 'object', properties: { project: { type: 'string' } } }] })]),
    findings: [{ pointer: '/tools/0/outputSchema/allOf/0/properties/tickets' }],
  },
  {
    name: 'an output whose root is a $ref to an object',
    doc: contract([listTickets({}, { $ref: '#/$defs/Page', $defs: { Page: { type: 'object', properties: { tickets } } } })]),
    findings: [{ pointer: '/tools/0/outputSchema/$defs/Page/properties/tickets' }],
  },
  {
    name: 'an output whose root is an anyOf of an object and null',
    doc: contract([listTickets({}, { anyOf: [{ type: 'object', properties: { tickets } }, { type: 'null' }] })]),
    findings: [{ pointer: '/tools/0/outputSchema/anyOf/0/properties/tickets' }],
  },
];

/** A search tool with an offset input and the given output field beside its list: a total, by its words (PubMed's totalFound). */
const totalRows = ['totalFound', 'total_found', 'totalMatches', 'resultCount', 'hitCount', 'numFound', 'number_of_results', 'totalTickets'].map((name) => ({
  name: `offset paging with a total named ${name} (PubMed's search_articles: totalFound, "Total matching articles")`,
  doc: contract([listTickets({ offset: { type: 'integer', description: 'Result offset for pagination (0-based)' } }, output({ tickets, [name]: { type: 'number' } }).outputSchema)]),
}));

/** A fetch tool given a list of identifiers by an identifier scheme's name, answering one item per id (PubMed's fetch_articles(pmids)). */
const idListRows = ['pmids', 'pmcids', 'dois', 'isbns', 'PMIDs', 'articlePMCIDs'].map((name) => ({
  name: `a list that answers a list of ${name} (PubMed's fetch_articles, fetch_fulltext, format_citations)`,
  ...mcp([{
    name: 'fetch_articles',
    description: 'Fetch full article metadata by their identifiers.',
    inputSchema: { type: 'object', properties: { [name]: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 200, description: 'Identifiers to fetch' } }, required: [name] },
    outputSchema: output({ articles: { type: 'array', items: ticket, description: 'Parsed articles' }, unavailablePmids: { type: 'array', items: { type: 'string' } } }).outputSchema,
    annotations: readOnly,
  }]),
}));

ruleTable('output-list-unpaginated', {
  valid: [
    {
      name: "round 61 (reader r3): a cell range in A1 notation the agent picks, with the sheet's row count in the output, reads a sheet a window at a time (@dguido/google-workspace-mcp's get_google_sheet_content `values`)",
      doc: mcpList([
        { name: 'get_google_sheet_content', description: 'Get the content of a Google Sheet.', inputSchema: { type: 'object', properties: { spreadsheetId: { type: 'string' }, range: { type: 'string', description: "Range in A1 notation (e.g., 'Sheet1!A1:C10'). Optional - if omitted, returns all data from the first sheet." } }, required: ['spreadsheetId'] }, outputSchema: { type: 'object', properties: { spreadsheetId: { type: 'string' }, range: { type: 'string' }, values: { type: 'array', items: { type: 'array', items: { type: 'string' } } }, rowCount: { type: 'number' }, columnCount: { type: 'number' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 61 (reader g3): a tool that runs the SQL statement the agent writes pages in the statement (LIMIT, OFFSET): its `rows` and their `columns` are what the statement selects (a database server's read_query, 'The SQL SELECT query to execute'); so with a Cypher query",
      doc: mcpList([
        { name: 'read_query', description: 'Execute a SELECT query to read data from the database. Returns the complete result set with all matching rows and columns.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: "The SQL SELECT query to execute (e.g., 'SELECT * FROM users WHERE active = 1')" } }, required: ['query'] }, outputSchema: { type: 'object', properties: { rows: { type: 'array', description: 'Array of result rows from the query' }, columns: { type: 'array', description: 'Array of column names in the result set' } } }, annotations: { readOnlyHint: true } },
        { name: 'run_graph_query', description: 'Run a read query on the graph.', inputSchema: { type: 'object', properties: { cypher: { type: 'string', description: 'The Cypher query' } }, required: ['cypher'] }, outputSchema: { type: 'object', properties: { records: { type: 'array', items: { type: 'object' } } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a status report's lists (Google Workspace's get_status: enabled_services, config_checks, recommendations) and a list of an input enum's values (list_tools → services beside a `service` enum)",
      doc: contract([
        readTool({
          name: 'get_status',
          description: 'Get the server status.',
          inputSchema: noInput,
          ...output({ enabled_services: { type: 'array', items: { type: 'string' } }, config_checks: { type: 'array', items: { type: 'object' } }, recommendations: { type: 'array', items: { type: 'string' } } }),
        }),
        readTool({
          name: 'list_tools',
          description: 'List the tools of a service.',
          inputSchema: { type: 'object', properties: { service: { type: 'string', enum: ['drive', 'docs', 'gmail'] } } },
          ...output({ services: { type: 'array', items: { type: 'string' } }, tools: { type: 'array', maxItems: 100, items: { type: 'string' } } }),
        }),
      ]),
    },
    {
      name: "round 48 (re-reader Z6): the axes of a heatmap whose lengths bounded inputs set (the cohort server's get-cohort-data: `cohorts` by `cohortCount`, maximum 24; `periods` and `periodLabels` by `maxPeriods`)",
      ...mcp([
        {
          name: 'get-cohort-data',
          description: 'Returns cohort retention heatmap data showing customer retention over time by signup month',
          inputSchema: { type: 'object', properties: { cohortCount: { type: 'number', default: 12, minimum: 3, maximum: 24 }, maxPeriods: { type: 'number', default: 12, minimum: 3, maximum: 24 } } },
          outputSchema: { type: 'object', properties: { cohorts: { type: 'array', items: { type: 'object', properties: { cohortId: { type: 'string' } } } }, periods: { type: 'array', items: { type: 'string' } }, periodLabels: { type: 'array', items: { type: 'string' } } }, required: ['cohorts', 'periods', 'periodLabels'] },
          annotations: { readOnlyHint: true },
        },
      ]),
    },
    {
      name: 'a count bounded in a branch of its anyOf, or at its $ref, sets the list\'s length as well as one bounded on itself',
      ...mcp([
        {
          name: 'get-cohort-data',
          description: 'Returns cohort retention heatmap data.',
          inputSchema: { type: 'object', properties: { cohortCount: { anyOf: [{ type: 'number', minimum: 3, maximum: 24 }, { type: 'null' }] }, maxPeriods: { $ref: '#/$defs/periods' } }, $defs: { periods: { type: 'number', maximum: 24 } } },
          outputSchema: { type: 'object', properties: { cohorts: { type: 'array', items: { type: 'string' } }, periods: { type: 'array', items: { type: 'string' } } }, required: ['cohorts', 'periods'] },
          annotations: { readOnlyHint: true },
        },
      ]),
    },
    {
      name: 'GraphQL connection arguments page the list: first with an undescribed after (Shopify Admin tools)',
      doc: contract([
        readTool({
          name: 'list_products',
          description: 'List products.',
          inputSchema: { type: 'object', properties: { first: { type: 'number', default: 10, description: 'How many products, 10 unless set.' }, after: { type: 'string' } } },
          ...output({ products: { type: 'array', items: { type: 'object' } } }),
        }),
      ]),
    },
    {
      name: "lists about the call, not its results: XcodeBuildMCP's nextSteps, warnings (the results are elsewhere)",
      doc: contract([
        readTool({
          name: 'list_sims',
          description: 'Lists simulators.',
          outputSchema: { type: 'object', properties: { data: { type: 'object' }, nextSteps: { type: 'array', items: { type: 'string' } }, warnings: { type: 'array', items: { type: 'string' } } } },
        }),
      ]),
    },
    { name: 'no list at all', doc: contract([readTool()]) },
    { name: 'a preview’s side_effects bounded with maxItems', doc: contract(mutationTrio()) },
    { name: 'a list with next_cursor', doc: contract([listTickets({}, output({ tickets, next_cursor: { type: ['string', 'null'] }, total_count: { type: 'integer' } }).outputSchema)]) },
    { name: 'a list with nextCursor', doc: contract([listTickets({}, output({ tickets, nextCursor: { type: ['string', 'null'] } }).outputSchema)]) },
    { name: 'a list with nextPageToken', doc: contract([listTickets({}, output({ tickets, nextPageToken: { type: 'string' } }).outputSchema)]) },
    { name: 'a list with next_page_token', doc: contract([listTickets({}, output({ tickets, next_page_token: { type: 'string' } }).outputSchema)]) },
    { name: 'a list with has_more', doc: contract([listTickets({}, output({ tickets, has_more: { type: 'boolean' } }).outputSchema)]) },
    { name: 'a list with hasMore', doc: contract([listTickets({}, output({ tickets, hasMore: { type: 'boolean' } }).outputSchema)]) },
    { name: 'a list with next (a link to the next page)', doc: contract([listTickets({}, output({ tickets, next: { type: ['string', 'null'], format: 'uri' } }).outputSchema)]) },
    {
      name: 'a GraphQL pageInfo object with hasNextPage and endCursor',
      doc: contract([listTickets({ after: { type: 'string', description: 'The endCursor of the previous page.' } }, output({ tickets, pageInfo: { type: 'object', properties: { hasNextPage: { type: 'boolean' }, endCursor: { type: 'string' } } } }).outputSchema)]),
    },
    {
      name: 'has_more inside a pagination object of the output',
      doc: contract([listTickets({}, output({ tickets, pagination: { type: 'object', properties: { has_more: { type: 'boolean' } } } }).outputSchema)]),
    },
    { name: 'a cursor input (the output gives it back in each item)', doc: contract([listTickets({ cursor: { type: 'string' } }, output({ tickets }).outputSchema)]) },
    { name: 'a page_token input', doc: contract([listTickets({ page_token: { type: 'string' } }, output({ tickets }).outputSchema)]) },
    {
      name: 'a string offset input, given back in the output (a page token: Airtable\'s list_comments)',
      doc: contract([listTickets({ pageSize: { type: 'number' }, offset: { type: 'string' } }, output({ tickets, offset: { anyOf: [{ type: 'string' }, { type: 'null' }] } }).outputSchema)]),
    },
    {
      name: 'a list of names from an enum beside the paged result (MongoDB\'s appliedLimits)',
      doc: contract([
        listTickets(
          {},
          output({ tickets: { ...tickets, maxItems: 100 }, appliedLimits: { type: 'array', items: { type: 'string', enum: ['config.maxDocumentsPerQuery', 'tool.responseBytesLimit'] } } }).outputSchema,
        ),
      ]),
    },
    {
      name: 'a list described as answering the input item by item (Lara Translate\'s translate)',
      doc: contract([
        readTool({ name: 'search_translations', outputSchema: output({ items: { type: 'array', description: 'Translated text blocks, in the same order and structure as the input.' }, results: { type: 'array', description: 'One result per requested id.' } }).outputSchema }),
      ]),
    },
    { name: 'a list of const values', doc: contract([listTickets({}, output({ tickets: { ...tickets, maxItems: 100 }, flags: { type: 'array', items: { anyOf: [{ const: 'a' }, { const: 'b' }] } } }).outputSchema)]) },
    {
      name: 'page-number pagination: page and per_page inputs, total_count in the output',
      doc: contract([listTickets({ page: { type: 'integer' }, per_page: { type: 'integer' } }, output({ tickets, total_count: { type: 'integer' } }).outputSchema)]),
    },
    {
      name: 'offset and limit inputs, has_more in the output',
      doc: contract([listTickets({ offset: { type: 'integer' }, limit: { type: 'integer' } }, output({ tickets, hasMore: { type: 'boolean' } }).outputSchema)]),
    },
    {
      name: 'page-number pagination through a root $ref output',
      doc: contract([listTickets({ page: { type: 'integer' } }, { $ref: '#/$defs/Page', $defs: { Page: { type: 'object', properties: { tickets, total: { type: 'integer' } } } } })]),
    },
    {
      name: 'a cursor in an allOf branch of the output',
      doc: contract([listTickets({}, { type: 'object', properties: { tickets }, allOf: [{ properties: { next_cursor: { type: ['string', 'null'] } } }] })]),
    },
    { name: 'a small fixed list with maxItems', doc: contract([listTickets({}, output({ tickets: { ...tickets, maxItems: 3 } }).outputSchema)]) },
    { name: 'maxItems in the array branch of an anyOf', doc: contract([listTickets({}, output({ tickets: { anyOf: [{ ...tickets, maxItems: 50 }, { type: 'null' }] } }).outputSchema)]) },
    { name: 'a tuple with no room for more', doc: contract([listTickets({}, output({ pair: { type: 'array', prefixItems: [ticket, ticket], items: false } }).outputSchema)]) },
    { name: 'a list nested below the top level is not the page', doc: contract([listTickets({}, output({ ticket: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } } }).outputSchema)]) },
    { name: 'a bare array output is output-not-object’s', doc: contract([readTool({ outputSchema: { type: 'array', items: ticket } })]) },
    { name: 'no output is output-missing’s', doc: contract([readTool({ outputSchema: undefined })]) },
    {
      name: 'an MCP tool whose list is bounded',
      ...mcp([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: output({ items: { type: 'array', maxItems: 100 } }).outputSchema, annotations: { readOnlyHint: true } }]),
    },
    {
      name: 'an echo of the items just created (create_entities → entities)',
      ...mcp([{ name: 'create_entities', description: 'Create multiple new entities in the knowledge graph', inputSchema: { type: 'object', properties: { entities: { type: 'array', items: entity } } }, outputSchema: output({ entities: { type: 'array', items: entity } }).outputSchema, annotations: creates }]),
    },
    {
      name: 'an echo named results (add_observations → results)',
      ...mcp([{ name: 'add_observations', description: 'Add new observations to existing entities', inputSchema: { type: 'object', properties: { observations: { type: 'array', items: entity } } }, outputSchema: output({ results: { type: 'array', items: entity } }).outputSchema, annotations: creates }]),
    },
    {
      name: 'an echo of updated items (update_tickets → tickets)',
      doc: contract([readTool({ name: 'update_tickets', description: 'Updates tickets.', sideEffects: 'idempotent', outputSchema: output({ tickets }).outputSchema })]),
    },
    {
      name: 'a tool with no verb that returns its input list back',
      doc: contract([readTool({ name: 'ticket_batch', description: 'Tickets in a batch.', inputSchema: { type: 'object', properties: { tickets } }, outputSchema: output({ tickets }).outputSchema })]),
    },
    {
      name: 'MCP content blocks (read_media_file → content)',
      ...mcp([{
        name: 'read_media_file',
        inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
        outputSchema: output({ content: { type: 'array', items: { anyOf: [{ type: 'object', properties: { type: { type: 'string', enum: ['image', 'audio'] }, data: { type: 'string' } } }, { type: 'object', properties: { type: { type: 'string', const: 'text' }, text: { type: 'string' } } }] } } }).outputSchema,
        annotations: { readOnlyHint: true },
      }]),
    },
    {
      name: 'a list of content blocks by their shape, whatever its name',
      doc: contract([listTickets({}, output({ parts: { type: 'array', items: { type: 'object', properties: { type: { const: 'text' }, text: { type: 'string' } } } } }).outputSchema)]),
    },
    {
      name: 'a list that answers a list of names (open_nodes(names) → entities)',
      ...mcp([{ name: 'open_nodes', inputSchema: { type: 'object', properties: { names: { type: 'array', items: { type: 'string' } } } }, outputSchema: output({ entities: { type: 'array', items: entity } }).outputSchema, annotations: readOnly }]),
    },
    {
      name: 'a get tool pointed at one item: its labels are part of the item, not a page',
      doc: contract([readTool({ outputSchema: output({ id: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } }).outputSchema })]),
    },
    {
      name: 'a tool with no verb whose list is no result set (sequentialthinking → branches)',
      ...mcp([{ name: 'sequentialthinking', inputSchema: { type: 'object', properties: { thought: { type: 'string' } } }, outputSchema: output({ thoughtNumber: { type: 'number' }, branches: { type: 'array', items: { type: 'string' } } }).outputSchema, annotations: readOnly }]),
    },
    {
      name: 'a tool about one item does not name its parts: getCustomerNeedById → updatedRelatedNeeds, getReleaseNoteById → releases (Linear)',
      doc: contract([
        readTool({ name: 'getCustomerNeedById', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: output({ id: { type: 'string' }, updatedRelatedNeeds: { type: 'array', items: ticket } }).outputSchema }),
        readTool({ name: 'getReleaseNoteById', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: output({ id: { type: 'string' }, releases: { type: 'array', items: ticket } }).outputSchema }),
        readTool({ name: 'getCustomerById', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: output({ id: { type: 'string' }, externalIds: { type: 'array', items: { type: 'string' } } }).outputSchema }),
      ]),
    },
    {
      name: 'a read verb on a tool whose annotations say it changes things: its lists report the change (cyanheads git_fetch → prunedRefs)',
      ...mcp([{ name: 'git_fetch', inputSchema: { type: 'object', properties: { remote: { type: 'string' } } }, outputSchema: output({ fetchedRefs: { type: 'array', items: { type: 'string' } }, prunedRefs: { type: 'array', items: { type: 'string' } } }).outputSchema, annotations: { readOnlyHint: false } }]),
    },
    {
      name: 'a list that answers the ids it was given, when they are not a filter',
      doc: contract([readTool({ name: 'get_issues', inputSchema: { type: 'object', properties: { issueIds: { type: 'array', items: { type: 'string' }, description: 'The ids of the issues to read.' } } }, outputSchema: output({ items: tickets }).outputSchema })]),
    },
    ...totalRows,
    {
      name: "a cursor input whose name is not a cursor's alone, described as one (Europe PMC's cursorMark)",
      ...mcp([{
        name: 'europepmc_search',
        inputSchema: { type: 'object', properties: { query: { type: 'string' }, pageSize: { type: 'integer' }, cursorMark: { type: 'string', default: '*', description: 'Pagination cursor. Use `*` (default) for the first page.' } }, required: ['query'] },
        outputSchema: output({ hits: { type: 'array', items: ticket } }).outputSchema,
        annotations: readOnly,
      }]),
    },
    {
      name: "a next cursor in the output, with a word after it (Europe PMC's nextCursorMark)",
      doc: contract([listTickets({}, output({ tickets, nextCursorMark: { type: 'string', description: 'Absent on the final page.' } }).outputSchema)]),
    },
    {
      name: "a next marker in the output (S3's NextMarker)",
      doc: contract([readTool({ name: 'list_objects', inputSchema: noInput, outputSchema: output({ objects: { type: 'array', items: ticket }, NextMarker: { type: 'string' } }).outputSchema })]),
    },
    ...idListRows,
    {
      name: 'a check whose list is its findings, not a page',
      doc: contract([readTool({ name: 'validate_config', description: 'Validates a config.', outputSchema: output({ problems: { type: 'array', items: { type: 'string' } } }).outputSchema })]),
    },
    {
      name: "an input list echoed back under a name that says so (TradingView's get_market_metainfo: fields -> requested_fields)",
      ...mcp([
        {
          name: 'get_market_metainfo',
          inputSchema: { type: 'object', properties: { fields: { type: 'array', items: { type: 'string' }, description: 'Optional: specific field names to look up. If omitted, returns all available fields.' } } },
          outputSchema: { type: 'object', properties: { requested_fields: { type: 'array', items: { type: 'string' } }, market: { type: 'string' } } },
          annotations: readOnly,
        },
      ]),
    },
    {
      name: "text advice an analysis adds to its report (a Lighthouse server's find_unused_javascript, `recommendations`: strings beside the files it found)",
      ...mcp([
        {
          name: 'find_unused_javascript',
          description: 'Find unused JavaScript code to reduce bundle size',
          inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
          outputSchema: { type: 'object', properties: { unusedFiles: { type: 'array', maxItems: 50, items: ticket }, recommendations: { type: 'array', items: { type: 'string' } } } },
          annotations: readOnly,
        },
      ]),
    },
    {
      name: "a list answering a singular identifier typed as a list (Umbraco's get-data-types-by-id-array, `id: string[]`; get-script-items, `path: string[]`)",
      ...mcp([
        { name: 'get-data-types-by-id-array', description: 'Gets data types by IDs (or empty array if no IDs are provided)', inputSchema: { type: 'object', properties: { id: { type: 'array', items: { type: 'string', format: 'uuid' } } } }, outputSchema: output({ items: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
        { name: 'get-script-items', description: 'Gets script items', inputSchema: { type: 'object', properties: { path: { type: 'array', items: { type: 'string' } } } }, outputSchema: output({ items: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
      ]),
    },
    {
      name: "the ancestors of one item, a breadcrumb complete by construction (Umbraco's get-data-type-ancestors(descendantId), get-script-tree-ancestors(descendantPath))",
      ...mcp([
        { name: 'get-data-type-ancestors', description: 'Gets the ancestors of a data type by Id', inputSchema: { type: 'object', properties: { descendantId: { type: 'string' } } }, outputSchema: output({ items: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
        { name: 'get-script-tree-ancestors', description: 'Gets script tree ancestors', inputSchema: { type: 'object', properties: { descendantPath: { type: 'string' } } }, outputSchema: output({ items: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
      ]),
    },
    {
      name: "a window the caller sizes by before/after, with the totals beyond it (Umbraco's get-data-type-siblings: totalBefore, totalAfter)",
      ...mcp([{
        name: 'get-data-type-siblings',
        description: 'Gets sibling data types or data type folders for a given descendant id',
        inputSchema: { type: 'object', properties: { target: { type: 'string' }, before: { type: 'number' }, after: { type: 'number' } } },
        outputSchema: output({ totalBefore: { type: 'number' }, totalAfter: { type: 'number' }, items: { type: 'array', items: ticket } }).outputSchema,
        annotations: readOnly,
      }]),
    },
    {
      name: "the lists of the one item a required id fetches, its output that item (Umbraco's get-data-type `values`, get-document-version-by-id, get-document-domains beside defaultIsoCode)",
      ...mcp([
        { name: 'get-data-type', description: 'Gets a data type by Id', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: output({ id: { type: 'string' }, name: { type: 'string' }, editorAlias: { type: 'string' }, values: { type: 'array', items: { type: 'object', properties: { alias: { type: 'string' }, value: {} } } } }).outputSchema, annotations: readOnly },
        { name: 'get-document-version-by-id', description: 'Get specific document version by ID', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: output({ id: { type: 'string' }, documentType: { type: 'object' }, values: { type: 'array', items: ticket }, variants: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
        { name: 'get-document-domains', description: 'Gets the domains assigned to a document by Id.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: output({ defaultIsoCode: { type: ['string', 'null'] }, domains: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
      ]),
    },
    {
      name: "the current user's profile, one item with no id (Umbraco's get-user-current: languages, permissions, userGroupIds)",
      ...mcp([{
        name: 'get-user-current',
        description: "Gets the current authenticated user's information",
        inputSchema: noInput,
        outputSchema: output({ id: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, languages: { type: 'array', items: { type: 'string' } }, permissions: { type: 'array', items: ticket }, userGroupIds: { type: 'array', items: { type: 'string' } } }).outputSchema,
        annotations: readOnly,
      }]),
    },
    {
      name: "a settings report whose name has a collection verb as a modifier (Umbraco's get-template-query-settings: it gets settings, it does not query)",
      ...mcp([{
        name: 'get-template-query-settings',
        description: 'Returns schema for template queries: available document types, properties, and operators',
        inputSchema: noInput,
        outputSchema: output({ documentTypeAliases: { type: 'array', items: { type: 'string' } }, properties: { type: 'array', items: ticket }, operators: { type: 'array', items: ticket } }).outputSchema,
        annotations: readOnly,
      }]),
    },
    {
      name: "a tool that runs one action, whose result carries follow-up actions (Umbraco's execute-health-check-action \u2192 actions)",
      ...mcp([{
        name: 'execute-health-check-action',
        description: 'Executes remedial actions for health issues.',
        inputSchema: { type: 'object', properties: { alias: { type: 'string' } } },
        outputSchema: output({ message: { type: 'string' }, resultType: { type: 'string' }, actions: { type: 'array', items: ticket } }).outputSchema,
        annotations: { readOnlyHint: false, destructiveHint: false },
      }]),
    },
    {
      name: "a list answering an input list of page numbers, each item carrying its pageNumber (pdf's pdf-image(pages) \u2192 images)",
      ...mcp([{
        name: 'pdf-image',
        description: 'Generate PNG image(s) from PDF pages.',
        inputSchema: { type: 'object', properties: { pdfPath: { type: 'string' }, pages: { description: 'Pages to render: single number (e.g., 1), array (e.g., [1, 3, 5]), or "all". Default: 1', anyOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' } }, { type: 'string', const: 'all' }] } }, required: ['pdfPath'] },
        outputSchema: output({ images: { type: 'array', items: { type: 'object', properties: { imagePath: { type: 'string' }, pageNumber: { type: 'number' } } } }, totalPages: { type: 'number' } }).outputSchema,
      }]),
    },
    {
      name: "a count of every match beside the list, on a tool that takes no page size: the agent can tell it got them all (a tool-discovery tool's tools beside found, \"Number of matching tools\")",
      ...mcp([
        {
          name: 'discover_tools',
          description: 'Find and switch on tools that are hidden by default.',
          inputSchema: { type: 'object', properties: { query: { type: 'string' }, category: { type: 'string', enum: ['read', 'write', 'all'] } } },
          outputSchema: output({
            found: { type: 'integer', description: 'Number of matching tools' },
            activated: { type: 'integer', description: 'Number of newly activated tools' },
            tools: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, description: { type: 'string' } } } },
          }).outputSchema,
          annotations: readOnly,
        },
        {
          name: 'search_tickets',
          inputSchema: { type: 'object', properties: { query: { type: 'string' }, offset: { type: 'integer' } } },
          outputSchema: output({ matched: { type: 'number', description: 'Total number of tickets matching the query' }, tickets }).outputSchema,
          annotations: readOnly,
        },
      ]),
    },
  ],
  invalid: [
    {
      name: "round 61 (reader r3): a cell range with no row count in the output leaves the agent not knowing where the sheet ends: still reported",
      doc: mcpList([
        { name: 'get_sheet_values', description: 'Get the values of a sheet.', inputSchema: { type: 'object', properties: { spreadsheetId: { type: 'string' }, range: { type: 'string', description: "Range in A1 notation (e.g., 'Sheet1!A1:C10')." } }, required: ['spreadsheetId'] }, outputSchema: { type: 'object', properties: { values: { type: 'array', items: { type: 'array', items: { type: 'string' } } } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/outputSchema/properties/values', message: '"values" is the list get_sheet_values returns' }],
    },
    {
      name: "round 61 (reader g3): a list of column names beside the rows is the rows' header, not a result set; the rows of a tool that takes no statement are still reported",
      doc: mcpList([
        { name: 'get_table_rows', description: 'Get the rows of a table.', inputSchema: { type: 'object', properties: { table: { type: 'string', description: 'Table name' } }, required: ['table'] }, outputSchema: { type: 'object', properties: { columns: { type: 'array', items: { type: 'string' }, description: 'Column names' }, rows: { type: 'array', items: { type: 'array' } } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/outputSchema/properties/rows', message: '"rows" is the list get_table_rows returns' }],
    },
    {
      name: "round 59 (re-reader s5): a page size and nothing to go past it: the message says the list stops there, with its default (Linear's get tools, `limit` default 25)",
      ...mcp([
        { name: 'linear_getWebhooks', description: 'Get webhooks', inputSchema: { type: 'object', properties: { limit: { type: 'number', default: 25 } } }, outputSchema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } } }, annotations: readOnly },
      ]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/items', message: '(it stops at limit (default 25), and nothing asks for the items past it: no cursor, page or offset input, no next_cursor or has_more in the output)' }],
    },
    {
      name: "round 59 (reader s5): a list the tool's description says it returns whole ('List all calendars accessible to the user') is reported for the flood and the unsaid cut, quoting those words; with a page size ('Get a list of all cycles', `limit`) it may stop short, and the page is the question",
      ...mcp([
        { name: 'list_calendars', description: 'List all calendars accessible to the user', inputSchema: noInput, outputSchema: { type: 'object', properties: { calendars: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } } }, annotations: readOnly },
        { name: 'get_cycles', description: 'Get a list of all cycles', inputSchema: { type: 'object', properties: { limit: { type: 'number', default: 25 } } }, outputSchema: { type: 'object', properties: { cycles: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } } }, annotations: readOnly },
        { name: 'list_schemas', description: 'Get all schema names in specified database - useful for exploring a warehouse', inputSchema: noInput, outputSchema: { type: 'object', properties: { schemas: { type: 'array', items: { type: 'string' } } } }, annotations: readOnly },
      ]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/calendars', message: 'whole by its description ("List all calendars accessible to the user"), with no maxItems and nothing to page it: a long one floods' },
        { pointer: '/tools/1/outputSchema/properties/cycles', message: 'an agent cannot tell whether it got every item or only the first page' },
        { pointer: '/tools/2/outputSchema/properties/schemas', message: '("Get all schema names in specified database - useful for\u2026")' },
      ],
    },
    {
      name: 'an undescribed after with no first beside it is no cursor by its name',
      doc: contract([
        readTool({
          name: 'list_products',
          description: 'List products.',
          inputSchema: { type: 'object', properties: { limit: { type: 'number', default: 10, description: 'How many products, 10 unless set.' }, after: { type: 'string' } } },
          ...output({ products: { type: 'array', items: { type: 'object' } } }),
        }),
      ]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/products' }],
    },
    {
      name: "round 48 (re-reader Z6): a page size, an unbounded count, and a count of something the list does not hold, leave the list unpaginated",
      ...mcp([
        { name: 'get-notifications', description: 'Get notifications.', inputSchema: { type: 'object', properties: { limit: { type: 'number', maximum: 40 } } }, outputSchema: { type: 'object', properties: { notifications: { type: 'array', items: { type: 'string' } } } }, annotations: { readOnlyHint: true } },
        { name: 'get-cohorts', description: 'Get cohorts.', inputSchema: { type: 'object', properties: { cohortCount: { type: 'number' } } }, outputSchema: { type: 'object', properties: { cohorts: { type: 'array', items: { type: 'string' } } } }, annotations: { readOnlyHint: true } },
        { name: 'get-segments', description: 'Get segments.', inputSchema: { type: 'object', properties: { maxPeriods: { type: 'number', maximum: 24 } } }, outputSchema: { type: 'object', properties: { segments: { type: 'array', items: { type: 'string' } } } }, annotations: { readOnlyHint: true } },
      ]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/notifications' }, { pointer: '/tools/1/outputSchema/properties/cohorts' }, { pointer: '/tools/2/outputSchema/properties/segments' }],
    },
    {
      name: "a status tool's list still counts by its name (items), and a list named like an input without an enum still counts",
      doc: contract([
        readTool({ name: 'get_status', description: 'Get the server status.', inputSchema: noInput, ...output({ items: { type: 'array', items: { type: 'string' } } }) }),
        readTool({ name: 'list_tools', description: 'List tools.', inputSchema: { type: 'object', properties: { service: { type: 'string' } } }, ...output({ services: { type: 'array', items: { type: 'string' } } }) }),
      ]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/items' }, { pointer: '/tools/1/outputSchema/properties/services' }],
    },
    {
      name: "a screener screens a list (TradingView's screen_forex: total_count and a limit, no page input)",
      ...mcp([
        {
          name: 'screen_forex',
          inputSchema: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 200 } } },
          outputSchema: { type: 'object', properties: { total_count: { type: 'integer' }, pairs: { type: 'array', items: { type: 'object' } } } },
          annotations: readOnly,
        },
      ]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/pairs', message: '(its name says it screens)' }],
    },
    {
      name: 'a search tool returning unbounded lists with no pagination (search_nodes)',
      ...mcp([{
        name: 'search_nodes',
        description: 'Search for nodes in the knowledge graph based on a query',
        inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
        outputSchema: output({ entities: { type: 'array', items: entity }, relations: { type: 'array', items: { type: 'object' } } }).outputSchema,
        annotations: readOnly,
      }]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/entities', message: '"entities" is the list search_nodes returns (its name says it searches), with no maxItems and nothing to page it (no next_cursor, page token or has_more in the output, no cursor or page input)' },
        { pointer: '/tools/0/outputSchema/properties/relations' },
      ],
    },
    {
      name: 'a read tool with no inputs returns the whole graph (read_graph)',
      ...mcp([{ name: 'read_graph', inputSchema: noInput, outputSchema: output({ entities: { type: 'array', items: entity } }).outputSchema, annotations: readOnly }]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/entities', message: 'its name says it reads' }],
    },
    {
      name: 'a count of the matches says nothing of completeness beside a page size, nor does a count of what was returned, nor a bare undescribed total',
      ...mcp([
        {
          name: 'search_tickets',
          inputSchema: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } } },
          outputSchema: output({ found: { type: 'integer', description: 'Number of matching tickets' }, tickets }).outputSchema,
          annotations: readOnly,
        },
        {
          name: 'find_tickets',
          inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
          outputSchema: output({ count: { type: 'integer', description: 'Number of matching tickets returned' }, tickets }).outputSchema,
          annotations: readOnly,
        },
        { name: 'list_redirects', inputSchema: noInput, outputSchema: output({ total: { type: 'number' }, items: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
      ]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/tickets', message: '(it stops at limit, and nothing asks for the items past it: no cursor, page or offset input, no next_cursor or has_more in the output)' },
        { pointer: '/tools/1/outputSchema/properties/tickets', message: '(no next_cursor, page token or has_more in the output, no cursor or page input)' },
        { pointer: '/tools/2/outputSchema/properties/items' },
      ],
    },
    {
      name: 'an unbounded list and no cursor, on the property key',
      doc: contract([listTickets({}, output({ tickets, total_count: { type: 'integer' } }).outputSchema)]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/tickets', message: '"tickets" is the list list_tickets returns (its name says it lists), with no maxItems' }],
    },
    {
      name: 'page-number inputs with no total or has_more in the output',
      doc: contract([listTickets({ page: { type: 'integer' }, per_page: { type: 'integer' } }, output({ tickets }).outputSchema)]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/tickets', message: 'it takes page, but the output has no total or has_more to say where the pages end' }],
    },
    {
      name: 'a numeric offset input is a page position, not a token: the output still needs a total',
      doc: contract([listTickets({ offset: { type: 'integer' } }, output({ tickets, offset: { type: 'integer' } }).outputSchema)]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/tickets', message: 'it takes offset, but the output has no total or has_more to say where the pages end' }],
    },
    {
      name: 'a list of enum values beside the result: only the result is reported',
      doc: contract([listTickets({}, output({ tickets, appliedLimits: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } }).outputSchema)]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/tickets' }],
    },
    {
      name: 'exact range on the key; a list named items is the result, whatever the tool',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object"},\n"outputSchema":{"type":"object","properties":{"items":{"type":"array"}}}}]}',
      findings: [{ pointer: '/tools/0/outputSchema/properties/items', range: rangeOn(1, 46, 53), message: '"items" names the result' }],
    },
    {
      name: 'a get tool pointed at one item, with a list its name names (get_issue_comments → comments)',
      doc: contract([readTool({ name: 'get_issue_comments', inputSchema: { type: 'object', properties: { issue_number: { type: 'integer' } }, required: ['issue_number'] }, outputSchema: output({ comments: { type: 'array', items: { type: 'string' } }, labels: { type: 'array' } }).outputSchema })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/comments', message: 'get_issue_comments names it' }],
    },
    {
      name: 'the thing the name is about, before "for": get_comments_for_issue → comments',
      doc: contract([readTool({ name: 'get_comments_for_issue', inputSchema: { type: 'object', properties: { issue_number: { type: 'integer' } }, required: ['issue_number'] }, outputSchema: output({ comments: { type: 'array', items: { type: 'string' } } }).outputSchema })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/comments', message: 'get_comments_for_issue names it' }],
    },
    {
      name: 'the thing the name is about, in the plural (cyanheads git_branch → branches); still reported when the annotations say it changes things, by name',
      ...mcp([{ name: 'git_branch', inputSchema: { type: 'object', properties: { limit: { type: 'integer', description: 'At most this many.' } } }, outputSchema: output({ branches: { type: 'array', items: { type: 'string' } } }).outputSchema, annotations: { readOnlyHint: false } }]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/branches', message: 'git_branch names it' }],
    },
    {
      name: 'ids described as a filter narrow the result, they do not ask for one answer each (Linear getProjectIssues)',
      doc: contract([readTool({ name: 'getProjectIssues', inputSchema: { type: 'object', properties: { projectId: { type: 'string' }, labelIds: { type: 'array', items: { type: 'string' }, description: 'Filter issues by label IDs' } }, required: ['projectId'] }, outputSchema: output({ items: tickets }).outputSchema })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/items', message: '"items" names the result' }],
    },
    {
      name: 'the verb its description opens with, when the name has none',
      doc: contract([readTool({ name: 'team_tickets', description: 'Lists the open tickets of a team.', inputSchema: noInput, outputSchema: output({ open: { type: 'array' } }).outputSchema })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/open', message: 'its description says it lists' }],
    },
    {
      name: 'a nullable list in an output with no type but properties; the bounded one passes',
      doc: contract([listTickets({}, { properties: { open: { type: ['array', 'null'] }, closed: { type: 'array' }, recent: { type: 'array', maxItems: 10 } } })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/open' }, { pointer: '/tools/0/outputSchema/properties/closed' }],
    },
    {
      name: 'a nullable object output',
      doc: contract([listTickets({}, { type: ['object', 'null'], properties: { rows: { type: 'array' } } })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/rows' }],
    },
    {
      name: 'in an MCP tools/list result',
      ...mcp([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: output({ items: { type: 'array' } }).outputSchema, annotations: { readOnlyHint: true } }]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/items' }],
    },
    {
      name: "a total of what was returned is not a total of the matches (PubMed's totalReturned); nor is a count of items",
      doc: contract([
        listTickets({ offset: { type: 'integer' } }, output({ tickets, totalReturned: { type: 'number', description: 'Number of articles returned' } }).outputSchema),
        listTickets({ page: { type: 'integer' } }, output({ tickets, itemCount: { type: 'integer' } }).outputSchema),
      ]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/tickets', message: 'it takes offset, but the output has no total or has_more' },
        { pointer: '/tools/1/outputSchema/properties/tickets', message: 'it takes page, but the output has no total or has_more' },
      ],
    },
    {
      name: "a cursor that is a text editor's, not a page's: cursorPosition",
      doc: contract([listTickets({ cursorPosition: { type: 'integer', description: 'Caret offset in the open document.' } }, output({ tickets }).outputSchema)]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/tickets', message: 'no cursor or page input' }],
    },
    {
      name: 'ordinary plurals in -ids are not identifier lists (grids, kids), nor is a list of objects named like one',
      doc: contract([
        readTool({ name: 'fetch_cells', inputSchema: { type: 'object', properties: { grids: { type: 'array', items: { type: 'string' } } } }, outputSchema: output({ cells: { type: 'array', items: ticket } }).outputSchema }),
        readTool({ name: 'fetch_toys', inputSchema: { type: 'object', properties: { kids: { type: 'array', items: { type: 'string' } } } }, outputSchema: output({ toys: { type: 'array', items: ticket } }).outputSchema }),
        readTool({ name: 'fetch_articles', inputSchema: { type: 'object', properties: { dois: { type: 'array', items: ticket } } }, outputSchema: output({ articles: { type: 'array', items: ticket } }).outputSchema }),
      ]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/cells', message: 'its name says it fetches' },
        { pointer: '/tools/1/outputSchema/properties/toys', message: 'its name says it fetches' },
        { pointer: '/tools/2/outputSchema/properties/articles', message: 'its name says it fetches' },
      ],
    },
    ...valueFormRows,
    {
      name: 'recommendations are the results of a recommender (get_recommendations), or when they are objects',
      ...mcp([
        { name: 'get_recommendations', description: 'Get product recommendations for a user', inputSchema: noInput, outputSchema: { type: 'object', properties: { recommendations: { type: 'array', items: { type: 'string' } } } }, annotations: readOnly },
        { name: 'find_similar', description: 'Find similar products', inputSchema: noInput, outputSchema: { type: 'object', properties: { recommendations: { type: 'array', items: ticket } } }, annotations: readOnly },
      ]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/recommendations', message: '"recommendations" is the list get_recommendations returns' },
        { pointer: '/tools/1/outputSchema/properties/recommendations', message: '"recommendations" is the list find_similar returns' },
      ],
    },
    ...rootFormRows,
    {
      name: "what the new exemptions leave reported: a singular path list the tool's description calls a filter (Umbraco's get-static-files), a required id's envelope { total, items } (get-webhook-logs), an item's history sized by limit (Linear's getIssueHistory)",
      ...mcp([
        { name: 'get-static-files', description: 'Lists static files with optional path filtering for browsing the file system', inputSchema: { type: 'object', properties: { path: { type: 'array', items: { type: 'string' } } } }, outputSchema: output({ items: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
        { name: 'get-webhook-logs', description: 'Gets logs for a specific webhook', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: output({ total: { type: 'number' }, items: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
        { name: 'get_issue_history', description: 'Get the history of changes made to an issue', inputSchema: { type: 'object', properties: { issueId: { type: 'string' }, limit: { type: 'number' } }, required: ['issueId'] }, outputSchema: output({ issueId: { type: 'string' }, identifier: { type: 'string' }, history: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
      ]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/items', message: '"items" is the list get-static-files returns (its name says it gets)' },
        { pointer: '/tools/1/outputSchema/properties/items', message: '"items" is the list get-webhook-logs returns ("items" names the result)' },
        { pointer: '/tools/2/outputSchema/properties/history', message: '"history" is the list get_issue_history returns (get_issue_history names it)' },
      ],
    },
    {
      name: "still reported: a list filtered by a closed set of kinds whose items carry a type (a Lighthouse server's analyze_resources(resourceTypes)), the caller's own plural list (get_my_issues), before/after with no totals",
      ...mcp([
        { name: 'analyze_resources', description: 'Analyze website resources for optimization opportunities', inputSchema: { type: 'object', properties: { url: { type: 'string' }, resourceTypes: { type: 'array', items: { type: 'string', enum: ['images', 'css', 'fonts'] } } }, required: ['url'] }, outputSchema: output({ url: { type: 'string' }, resources: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' }, size: { type: 'number' } } } } }).outputSchema, annotations: readOnly },
        { name: 'get_my_issues', description: 'Gets the issues assigned to the current user', inputSchema: noInput, outputSchema: output({ email: { type: 'string' }, issues: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
        { name: 'get_siblings', description: 'Gets the siblings of an item', inputSchema: { type: 'object', properties: { target: { type: 'string' }, before: { type: 'number' }, after: { type: 'number' } } }, outputSchema: output({ items: { type: 'array', items: ticket } }).outputSchema, annotations: readOnly },
      ]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/resources', message: '"resources" is the list analyze_resources returns (analyze_resources names it)' },
        { pointer: '/tools/1/outputSchema/properties/issues', message: '"issues" is the list get_my_issues returns (its name says it gets)' },
        { pointer: '/tools/2/outputSchema/properties/items', message: '"items" is the list get_siblings returns (its name says it gets)' },
      ],
    },
  ],
});

fixTable('output-list-unpaginated', {
  fixes: [
    {
      name: 'next_cursor and total_count join the output, cursor and limit the input (a JSON.stringify layout)',
      doc: contract([readTool({
        name: 'list_tickets',
        inputSchema: { type: 'object', properties: { project: { type: 'string', description: 'The project key.' } }, required: ['project'] },
        outputSchema: { type: 'object', properties: { tickets: { type: 'array', items: { type: 'string' } } }, required: ['tickets'] },
      })]),
      title: 'Add pagination: next_cursor and total_count to the output, cursor and limit to the input',
      kind: 'safe',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Reads one ticket by id.",
      "sideEffects": "read_only",
      "annotations": {
        "readOnlyHint": true
      },
      "inputSchema": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "The project key."
          },
          "cursor": {
            "type": "string",
            "description": "The next_cursor of the previous page; omit it for the first page."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 200,
            "default": 50,
            "description": "How many items to return, 1 to 200. Defaults to 50."
          }
        },
        "required": [
          "project"
        ]
      },
      "outputSchema": {
        "type": "object",
        "properties": {
          "tickets": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "next_cursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass as cursor to get the next page; null on the last page."
          },
          "total_count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many items there are in all pages."
          }
        },
        "required": [
          "tickets"
        ]
      },
      "errors": [
        {
          "type": "invalid_input",
          "description": "An argument is out of range or malformed."
        },
        {
          "type": "unauthorised",
          "description": "The caller may not do this."
        },
        {
          "type": "not_found",
          "description": "The target does not exist."
        },
        {
          "type": "rate_limited",
          "description": "Too many calls.",
          "fields": {
            "retry_after_ms": {
              "type": "integer",
              "minimum": 0
            }
          }
        },
        {
          "type": "upstream_error",
          "description": "The owning service failed."
        }
      ]
    }
  ]
}`,
    },
    {
      name: 'an input with no properties gets them after its type; comments stay',
      doc: contractText(`    {
      "name": "list_events",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }, // takes nothing yet
      "outputSchema": {
        "type": "object",
        "properties": {
          "events": { "type": "array", "items": { "type": "string" } } // newest first
        }
      }
    }`),
      title: 'Add pagination: next_cursor and total_count to the output, cursor and limit to the input',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_events",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "cursor": { "type": "string", "description": "The next_cursor of the previous page; omit it for the first page." }, "limit": { "type": "integer", "minimum": 1, "maximum": 200, "default": 50, "description": "How many items to return, 1 to 200. Defaults to 50." } } }, // takes nothing yet
      "outputSchema": {
        "type": "object",
        "properties": {
          "events": { "type": "array", "items": { "type": "string" } }, // newest first
          "next_cursor": {
            "type": ["string", "null"],
            "description": "Pass as cursor to get the next page; null on the last page."
          },
          "total_count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many items there are in all pages."
          }
        }
      }
    }
  ]
}
`,
    },
    {
      name: 'a camelCase output gets nextCursor and totalCount',
      doc: contractText(`    {
      "name": "listEvents",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "projectKey": { "type": "string", "description": "The project." } }, "required": ["projectKey"] },
      "outputSchema": { "type": "object", "properties": { "eventList": { "type": "array", "items": { "type": "string" } }, "projectKey": { "type": "string" } } }
    }`),
      title: 'Add pagination: nextCursor and totalCount to the output, cursor and limit to the input',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "listEvents",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "projectKey": { "type": "string", "description": "The project." }, "cursor": { "type": "string", "description": "The nextCursor of the previous page; omit it for the first page." }, "limit": { "type": "integer", "minimum": 1, "maximum": 200, "default": 50, "description": "How many items to return, 1 to 200. Defaults to 50." } }, "required": ["projectKey"] },
      "outputSchema": { "type": "object", "properties": { "eventList": { "type": "array", "items": { "type": "string" } }, "projectKey": { "type": "string" }, "nextCursor": { "type": ["string", "null"], "description": "Pass as cursor to get the next page; null on the last page." }, "totalCount": { "type": "integer", "minimum": 0, "description": "How many items there are in all pages." } } }
    }
  ]
}
`,
    },
    {
      name: 'an output whose root is an allOf: the cursor goes into the branch that declares the list',
      doc: contractText(`    {
      "name": "list_events",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": {} },
      "outputSchema": { "allOf": [{ "type": "object", "properties": { "events": { "type": "array" } } }, { "$ref": "#/$defs/Meta" }], "$defs": { "Meta": { "type": "object", "properties": { "source": { "type": "string" } } } } }
    }`),
      title: 'Add pagination: next_cursor and total_count to the output, cursor and limit to the input',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_events",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "cursor": { "type": "string", "description": "The next_cursor of the previous page; omit it for the first page." }, "limit": { "type": "integer", "minimum": 1, "maximum": 200, "default": 50, "description": "How many items to return, 1 to 200. Defaults to 50." } } },
      "outputSchema": { "allOf": [{ "type": "object", "properties": { "events": { "type": "array" }, "next_cursor": { "type": ["string", "null"], "description": "Pass as cursor to get the next page; null on the last page." }, "total_count": { "type": "integer", "minimum": 0, "description": "How many items there are in all pages." } } }, { "$ref": "#/$defs/Meta" }], "$defs": { "Meta": { "type": "object", "properties": { "source": { "type": "string" } } } } }
    }
  ]
}
`,
    },
    {
      name: 'an output whose root is a $ref: the cursor goes into the definition',
      doc: contractText(`    {
      "name": "list_events",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "page": { "type": "integer" } } },
      "outputSchema": { "$ref": "#/$defs/Page", "$defs": { "Page": { "type": "object", "properties": { "events": { "type": ["array", "null"] } } } } }
    }`),
      title: 'Add pagination: next_cursor and total_count to the output, cursor and limit to the input',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_events",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "page": { "type": "integer" }, "cursor": { "type": "string", "description": "The next_cursor of the previous page; omit it for the first page." }, "limit": { "type": "integer", "minimum": 1, "maximum": 200, "default": 50, "description": "How many items to return, 1 to 200. Defaults to 50." } } },
      "outputSchema": { "$ref": "#/$defs/Page", "$defs": { "Page": { "type": "object", "properties": { "events": { "type": ["array", "null"] }, "next_cursor": { "type": ["string", "null"], "description": "Pass as cursor to get the next page; null on the last page." }, "total_count": { "type": "integer", "minimum": 0, "description": "How many items there are in all pages." } } } } }
    }
  ]
}
`,
    },
  ],
});
