import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';

ruleTable('output-missing', {
  valid: [
    { name: 'a tool with an output schema', doc: contract([readTool()]) },
    { name: 'the mutation trio', doc: contract(mutationTrio()) },
    { name: 'an output schema that is null is the schema rules’ business', doc: contract([readTool({ outputSchema: null })]) },
    {
      name: 'an MCP tool with an output schema',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: "round 66 (reader z4): a later sentence that opens 'Shows …' says what comes back (mcp-arr's get_download_clients, 'Shows configured clients and their settings.'); a first sentence that opens so says what the tool does",
      doc: mcpList([
        { name: 'lidarr_get_download_clients', description: 'Get download client configurations from Lidarr (Music). Shows configured clients and their settings.', inputSchema: { type: 'object', properties: {} } },
        { name: 'show_status', description: 'Shows the status of the board.', inputSchema: { type: 'object', properties: {} } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/outputSchema', message: 'lidarr_get_download_clients declares no outputSchema: its description says what comes back ("Shows configured clients and their settings"), but in prose only' },
        { pointer: '/tools/1/outputSchema', message: 'show_status declares no outputSchema: an agent cannot know which fields come back' },
      ],
    },
    {
      name: "round 61 (reader g2): a description that says what comes back ('Returns an array of historical data points (date, high, low, close, volume)', stockquotes' get_historical_data) is quoted: the fields are named in prose only, untyped; one that says nothing, one that ends on a colon before a list, and an imperative 'Return …' keep the plain message",
      doc: mcpList([
        { name: 'get_historical_data', description: 'Fetch historical stock data for a given ticker, from a start date to an end date. Returns an array of historical data points (date, high, low, close, volume). The "fields" parameter can be used to filter which data points are returned.', inputSchema: { type: 'object', properties: { ticker: { type: 'string' } }, required: ['ticker'] } },
        { name: 'get_quote', description: 'Fetch a quote.', inputSchema: { type: 'object', properties: { ticker: { type: 'string' } }, required: ['ticker'] } },
        { name: 'get_library', description: 'Get a library. Returns detailed information including:\n- name\n- id', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
        { name: 'resolve_library', description: 'Find libraries. Return the most relevant match.', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } },
        { name: 'read_sheet', description: "Read a range. Returns displayed values by default; set valueRenderOption to 'FORMULA' to read the formulas (e.g. '=SUM(A1:A3)').", inputSchema: { type: 'object', properties: { range: { type: 'string' } }, required: ['range'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/outputSchema', message: 'get_historical_data declares no outputSchema: its description says what comes back ("Returns an array of historical data points (date, high, low, close, volume)"), but in prose only: no field is typed or required, so an agent learns their types only from a sample, and a client cannot check what it got. Declare an object outputSchema.' },
        { pointer: '/tools/1/outputSchema', message: 'get_quote declares no outputSchema: an agent cannot know which fields come back, or what they mean, until it has called the tool. Declare an object outputSchema.' },
        { pointer: '/tools/2/outputSchema', message: 'get_library declares no outputSchema: an agent cannot know which fields come back' },
        { pointer: '/tools/3/outputSchema', message: 'resolve_library declares no outputSchema: an agent cannot know which fields come back' },
        { pointer: '/tools/4/outputSchema', message: `read_sheet declares no outputSchema: its description says what comes back ("Returns displayed values by default; set valueRenderOption to 'FORMULA' to read the formulas"), but in prose only` },
      ],
    },
    {
      name: 'no outputSchema: pointer where it belongs, message names the tool',
      doc: contract([readTool({ outputSchema: undefined })]),
      findings: [{ pointer: '/tools/0/outputSchema', message: 'get_ticket declares no outputSchema' }],
    },
    {
      name: 'exact range on the tool name',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"get_stats","description":"d","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0/outputSchema', range: rangeOn(1, 8, 19) }],
    },
    {
      name: 'only the tools without one',
      doc: contract([readTool(), readTool({ name: 'list_tickets', outputSchema: undefined }), readTool({ name: 'count_tickets', outputSchema: undefined })]),
      findings: [{ pointer: '/tools/1/outputSchema', message: 'list_tickets' }, { pointer: '/tools/2/outputSchema', message: 'count_tickets' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/outputSchema' }],
    },
  ],
});

fixTable('output-missing', {
  fixes: [
    {
      name: 'a read tool gets an empty object skeleton after its inputSchema',
      doc: contractText(`    {
      "name": "get_ticket",
      "description": "Reads one ticket.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }, // no output yet
      "errors": []
    }`),
      title: 'Add an output schema (an object skeleton to fill in)',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_ticket",
      "description": "Reads one ticket.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }, // no output yet
      "outputSchema": { "type": "object", "properties": {} },
      "errors": []
    }
  ]
}
`,
    },
    {
      name: "a mutating tool's skeleton returns its receipt (status, receipt_id)",
      doc: contractText(`    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": { "ticket_id": { "type": "string", "description": "The ticket." } },
        "required": ["ticket_id"]
      }
    }`),
      title: 'Add an output schema (an object skeleton to fill in)',
      kind: 'suggestion',
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
        "properties": { "ticket_id": { "type": "string", "description": "The ticket." } },
        "required": ["ticket_id"]
      },
      "outputSchema": {
        "type": "object",
        "properties": {
          "status": { "type": "string", "description": "What happened: applied, or why not." },
          "receipt_id": { "type": "string", "description": "Identifies the change; the verify tool looks it up." }
        },
        "required": ["status", "receipt_id"]
      }
    }
  ]
}
`,
    },
  ],
});
