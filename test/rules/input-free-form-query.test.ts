import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, mutationTrio, readTool, listOpenTool } from '../helpers/contracts';

const params = (properties: Record<string, unknown>) => readTool({ inputSchema: { type: 'object', properties, required: Object.keys(properties) } });

ruleTable('input-free-form-query', {
  valid: [
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
      name: 'names that hold a value or an id, not a query',
      doc: contract([params({ filter_status: { type: 'string', enum: ['open'] }, query_id: { type: 'string', description: 'A saved query.' }, search_fields: { type: 'array', items: { type: 'string' } } })]),
    },
    {
      name: 'an MCP tool whose query names its grammar',
      doc: mcpList([{ name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Terms as field:value pairs, e.g. owner:me status:open.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'free-form query strings by name: query, q, search_term, where_clause, status_filter',
      doc: contract([
        params({
          query: { type: 'string', description: 'What to look for.' },
          q: { type: 'string' },
          search_term: { type: 'string' },
          where_clause: { type: 'string' },
          status_filter: { type: 'string' },
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/query', message: '"query" in get_ticket\'s input is a free-form query string with no grammar' },
        { pointer: '/tools/0/inputSchema/properties/q' },
        { pointer: '/tools/0/inputSchema/properties/search_term' },
        { pointer: '/tools/0/inputSchema/properties/where_clause' },
        { pointer: '/tools/0/inputSchema/properties/status_filter' },
      ],
    },
    {
      name: 'a grammar-like word inside another word does not count (global, cell), exact range on the key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{\n"filterExpression":{"type":"string","description":"A global filter over cell values."}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/filterExpression', range: rangeOn(1, 0, 18) }],
    },
    {
      name: 'at any depth',
      doc: contract([params({ options: { type: 'object', properties: { sql: { type: 'string', description: 'Extra conditions.' } } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/options/properties/sql' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'search', inputSchema: { type: 'object', properties: { search: { type: ['string', 'null'] } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/search' }],
    },
  ],
});
