import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, edited, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const createTicket = (inputSchema: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> =>
  readTool({ name: 'create_ticket', sideEffects: 'non_idempotent', annotations: { readOnlyHint: false, idempotentHint: false }, inputSchema, ...extra });

const noInputs = { type: 'object', properties: {} };
/** The memory server's hints: every one said, and idempotentHint false. */
const explicitHints = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
const mcp = (...tools: Record<string, unknown>[]) => ({ doc: mcpList(tools), fileName: 'server.tools.json' });

ruleTable('idempotency-key-missing', {
  valid: [
    {
      name: "round 66 (reader z2): a table, a view or an index created under a required name of its own is refused twice, not made twice (metabase-ai-assistant's db_table_create `table_name`, db_matview_create `view_name`, db_index_create `index_name`)",
      ...mcp(
        { name: 'db_table_create', description: 'Create new table directly in database', inputSchema: { type: 'object', properties: { database_id: { type: 'number' }, table_name: { type: 'string', description: 'Table name' }, columns: { type: 'array' } }, required: ['database_id', 'table_name', 'columns'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'db_matview_create', description: 'Create a materialized view', inputSchema: { type: 'object', properties: { database_id: { type: 'number' }, view_name: { type: 'string' }, select_sql: { type: 'string' } }, required: ['database_id', 'view_name', 'select_sql'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'create_branch', description: 'Create a branch', inputSchema: { type: 'object', properties: { branch: { type: 'string' }, from: { type: 'string' } }, required: ['branch'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ),
    },
    {
      name: "a unique value is read through the input's $ref, as every reading of a schema is (the review of round 65's keyedOnAUniqueValue)",
      ...mcp({ name: 'mb_user_create', description: 'Create a new Metabase user', inputSchema: { type: 'object', $defs: { login: { type: 'string', description: 'User email address (also used as login)' } }, properties: { email: { $ref: '#/$defs/login' }, first_name: { type: 'string' } }, required: ['email', 'first_name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } }),
    },
    {
      name: "round 65 (re-reader x2): a creation keyed on a value it requires and calls unique or the login is refused twice, not made twice (metabase-ai-assistant's mb_user_create)",
      ...mcp({ name: 'mb_user_create', description: 'Create a new Metabase user', inputSchema: { type: 'object', properties: { email: { type: 'string', description: 'User email address (also used as login)' }, first_name: { type: 'string' } }, required: ['email', 'first_name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } }),
    },
    { name: 'the trio: execute takes a required idempotency_key', doc: contract(mutationTrio()) },
    { name: 'an idempotent mutation needs none', doc: contract([readTool({ name: 'set_status', sideEffects: 'idempotent', annotations: { readOnlyHint: false, idempotentHint: true } })]) },
    {
      name: 'camelCase idempotencyKey, required',
      doc: contract([createTicket({ type: 'object', properties: { title: { type: 'string' }, idempotencyKey: { type: 'string' } }, required: ['title', 'idempotencyKey'] })]),
    },
    { name: 'an input schema that is not an object is input-schema-invalid\'s', doc: contract([createTicket(true)]) },
    {
      name: 'MCP: no hint at all gets side-effects-undeclared only',
      doc: mcpList([{ name: 'create_ticket', inputSchema: { type: 'object', properties: { title: { type: 'string' } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: 'MCP: a browser click with MCP default hints (no idempotentHint: MCP\'s default is no one\'s claim)',
      ...mcp({ name: 'browser_click', description: 'Perform click on a web page', inputSchema: { type: 'object', properties: { ref: { type: 'string' } } }, annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true } }),
    },
    {
      name: 'MCP: a create tool with readOnlyHint: false alone (idempotentHint left to the default)',
      ...mcp({ name: 'create_ticket', inputSchema: { type: 'object', properties: { title: { type: 'string' } } }, annotations: { readOnlyHint: false } }),
    },
    {
      name: 'MCP: idempotentHint: false alone, with no readOnlyHint or destructiveHint beside it',
      ...mcp({ name: 'send_message', inputSchema: { type: 'object', properties: { text: { type: 'string' } } }, annotations: { idempotentHint: false } }),
    },
    {
      name: 'MCP: explicit hints on a tool with no side-effect word (an update, a delete, a toggle)',
      ...mcp(
        { name: 'update_storage_config', description: 'Update the storage config.', inputSchema: noInputs, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
        { name: 'delete_branch', description: 'Deletes a development branch.', inputSchema: noInputs, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
        { name: 'toggle-simulated-logging', description: 'Toggles simulated logging on or off.', inputSchema: noInputs, annotations: explicitHints },
        { name: 'pause_project', description: 'Pauses a project.', inputSchema: noInputs, annotations: explicitHints },
      ),
    },
    {
      name: 'MCP: explicit hints on a browser interaction whose verb creates (an upload through a file picker, a new tab)',
      ...mcp(
        { name: 'browser_file_upload', description: 'Upload one or multiple files', inputSchema: noInputs, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false } },
        { name: 'new_page', description: 'Open a new tab and load a URL.', inputSchema: noInputs, annotations: explicitHints },
      ),
    },
    {
      name: 'MCP: readOnlyHint: true wins over idempotentHint: false',
      ...mcp({ name: 'send_report', inputSchema: noInputs, annotations: { readOnlyHint: true, idempotentHint: false } }),
    },
    {
      name: 'MCP: a required idempotency_key is found in a root allOf branch',
      ...mcp({ name: 'send_message', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, allOf: [{ properties: { idempotency_key: { type: 'string' } }, required: ['idempotency_key'] }] }, annotations: explicitHints }),
    },
    {
      name: 'a key declared in an allOf branch and required by the root',
      doc: contract([createTicket({ type: 'object', allOf: [{ properties: { idempotency_key: { type: 'string' } } }], required: ['idempotency_key'] })]),
    },
    {
      name: 'a key behind a root $ref, required in the definition',
      doc: contract([createTicket({ $ref: '#/$defs/Input', $defs: { Input: { type: 'object', properties: { title: { type: 'string' }, idempotency_key: { type: 'string' } }, required: ['idempotency_key'] } } })]),
    },
    {
      name: 'MCP: an add that attaches what an item holds once (Slack\'s reactions_add, slack_add_reaction, add_label_to_issue)',
      ...mcp(
        { name: 'reactions_add', description: 'Add an emoji reaction to a message.', inputSchema: { type: 'object', properties: { channel_id: { type: 'string' }, timestamp: { type: 'string' }, emoji: { type: 'string' } }, required: ['channel_id', 'timestamp', 'emoji'] }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true } },
        { name: 'slack_add_reaction', description: 'Add a reaction emoji to a message', inputSchema: { type: 'object', properties: { channel_id: { type: 'string' }, timestamp: { type: 'string' }, reaction: { type: 'string' } }, required: ['channel_id', 'timestamp', 'reaction'] }, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true } },
        { name: 'add_label_to_issue', description: 'Adds a label to an issue.', inputSchema: noInputs, annotations: explicitHints },
      ),
    },
  ],
  invalid: [
    {
      name: "round 66 (reader z2): a name of what it creates that is optional, a collection's name (held any number of times), or the table an index goes into, keys no creation",
      ...mcp(
        { name: 'db_table_create', description: 'Create new table directly in database', inputSchema: { type: 'object', properties: { table_name: { type: 'string' }, columns: { type: 'array' } }, required: ['columns'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'mb_collection_create', description: 'Create a collection', inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'create_index', description: 'Create an index', inputSchema: { type: 'object', properties: { table: { type: 'string' }, columns: { type: 'array' } }, required: ['table', 'columns'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ),
      findings: [{ pointer: '/tools/0/inputSchema/properties' }, { pointer: '/tools/1/inputSchema/properties' }, { pointer: '/tools/2/inputSchema/properties' }],
    },
    {
      name: "round 65 (re-reader x2): a unique value that is optional, or a name not said to be unique, keys no creation",
      ...mcp(
        { name: 'create_user', description: 'Create a user', inputSchema: { type: 'object', properties: { email: { type: 'string', description: 'Email, also used as login' }, name: { type: 'string' } }, required: ['name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'create_group', description: 'Create a permission group', inputSchema: { type: 'object', properties: { name: { type: 'string', description: 'Name of the permission group' } }, required: ['name'] }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ),
      findings: [{ pointer: '/tools/0/inputSchema/properties' }, { pointer: '/tools/1/inputSchema/properties' }],
    },
    {
      name: 'no idempotency_key: on the properties, drawn on the tool name',
      doc: contract([createTicket({ type: 'object', properties: { title: { type: 'string' } }, required: ['title'] })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties', message: 'create_ticket is non-idempotent and takes no idempotency_key' }],
    },
    {
      name: 'present but optional: on its key, exact range',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","sideEffects":"non_idempotent","inputSchema":{"type":"object","properties":{\n"idempotency_key":{"type":"string"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/idempotency_key', range: rangeOn(1, 0, 17), message: 'list it in required' }],
    },
    {
      name: 'no properties at all, exact range on the name',
      doc: '{"name":"x","version":"1.0.0","tools":[{\n"name":"charge_card","sideEffects":"non_idempotent","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties', range: rangeOn(1, 7, 20) }],
    },
    {
      name: 'the trio\'s execute without its key',
      doc: contract(edited(mutationTrio(), (tools) => {
        delete tools[1].inputSchema.properties.idempotency_key;
        tools[1].inputSchema.required = ['preview_id'];
      })),
      findings: [{ pointer: '/tools/1/inputSchema/properties' }],
    },
    {
      name: 'MCP: send_message with explicit idempotentHint: false and destructiveHint: false; the message says what it saw',
      ...mcp(
        { name: 'send_message', description: 'Sends a message to a channel.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } }, annotations: { idempotentHint: false, destructiveHint: false } },
        { name: 'set_flag', inputSchema: { type: 'object' }, annotations: { idempotentHint: true } },
      ),
      findings: [{
        pointer: '/tools/0/inputSchema/properties',
        message: 'send_message\'s annotations say idempotentHint: false, destructiveHint: false and its name says it sends something, yet it takes no idempotency_key, so a retry after a timeout sends it twice',
      }],
    },
    {
      name: 'MCP: the memory server\'s create_entities and add_observations, hints all explicit',
      ...mcp(
        { name: 'create_entities', description: 'Create multiple new entities in the knowledge graph', inputSchema: { type: 'object', properties: { entities: { type: 'array' } } }, annotations: explicitHints },
        { name: 'add_observations', description: 'Add new observations to existing entities', inputSchema: { type: 'object', properties: { observations: { type: 'array' } } }, annotations: explicitHints },
      ),
      findings: [
        { pointer: '/tools/0/inputSchema/properties', message: 'its name says it creates something' },
        { pointer: '/tools/1/inputSchema/properties', message: 'a retry after a timeout adds it twice' },
      ],
    },
    {
      name: 'MCP: an add of what an item holds many of (a message, a comment, items to a cart) adds it again',
      ...mcp(
        { name: 'conversations_add_message', description: 'Add a message to a channel.', inputSchema: noInputs, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true } },
        { name: 'add_issue_comment', description: 'Add a comment to an issue.', inputSchema: noInputs, annotations: explicitHints },
        { name: 'add_items_to_cart', description: 'Add items to the cart.', inputSchema: noInputs, annotations: explicitHints },
      ),
      findings: [
        { pointer: '/tools/0/inputSchema/properties', message: 'its name says it adds something' },
        { pointer: '/tools/1/inputSchema/properties', message: 'its name says it adds something' },
        { pointer: '/tools/2/inputSchema/properties', message: 'its name says it adds something' },
      ],
    },
    {
      name: 'MCP: a name with no verb and a description that opens with one',
      ...mcp({ name: 'supabase_project', description: 'Creates a new Supabase project.', inputSchema: noInputs, annotations: { readOnlyHint: false, idempotentHint: false } }),
      findings: [{ pointer: '/tools/0/inputSchema/properties', message: 'annotations say idempotentHint: false, readOnlyHint: false and its description says it creates something' }],
    },
    {
      name: 'MCP: an OpenAPI-style name (API-post-page) posts',
      ...mcp({ name: 'API-post-page', description: 'Notion | Create a page', inputSchema: noInputs, annotations: { destructiveHint: true, idempotentHint: false } }),
      findings: [{ pointer: '/tools/0/inputSchema/properties', message: 'its name says it posts something' }],
    },
    {
      name: 'MCP: an optional key in a root allOf branch',
      ...mcp({ name: 'send_message', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, allOf: [{ properties: { idempotency_key: { type: 'string' } } }] }, annotations: explicitHints }),
      findings: [{ pointer: '/tools/0/inputSchema/allOf/0/properties/idempotency_key', message: 'is optional' }],
    },
    {
      name: 'a contract keeps today\'s behaviour: sideEffects non_idempotent is enough, whatever the verb',
      doc: contract([createTicket({ type: 'object', properties: { selector: { type: 'string' } } }, { name: 'click_button', description: 'Clicks a button.' })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties', message: 'click_button is non-idempotent and takes no idempotency_key, so a retry after a timeout does it twice' }],
    },
    {
      name: 'an optional key behind a root $ref',
      doc: contract([createTicket({ $ref: '#/$defs/Input', $defs: { Input: { type: 'object', properties: { idempotency_key: { type: 'string' } } } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/$defs/Input/properties/idempotency_key', message: 'list it in required' }],
    },
  ],
});

const sendTool = (inputSchema: string) => `    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": ${inputSchema}
    }`;

fixTable('idempotency-key-missing', {
  fixes: [
    {
      name: 'a required idempotency_key is added to properties and required',
      doc: contractText(sendTool(`{
        "type": "object",
        "properties": {
          "to": { "type": "string", "description": "The address." } // one recipient
        },
        "required": ["to"]
      }`)),
      title: 'Add a required idempotency_key input',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "to": { "type": "string", "description": "The address." }, // one recipient
          "idempotency_key": {
            "type": "string",
            "description": "Unique per intended change: a retry with the same key is not applied twice."
          }
        },
        "required": ["to", "idempotency_key"]
      }
    }
  ]
}
`,
    },
    {
      name: 'camelCase inputs get idempotencyKey',
      doc: contractText(sendTool('{ "type": "object", "properties": { "toAddress": { "type": "string", "description": "The address." } }, "required": ["toAddress"] }')),
      title: 'Add a required idempotencyKey input',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": { "type": "object", "properties": { "toAddress": { "type": "string", "description": "The address." }, "idempotencyKey": { "type": "string", "description": "Unique per intended change: a retry with the same key is not applied twice." } }, "required": ["toAddress", "idempotencyKey"] }
    }
  ]
}
`,
    },
    {
      name: 'an input with neither properties nor required gets both in one place',
      doc: contractText(sendTool('{ "type": "object" }')),
      title: 'Add a required idempotency_key input',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": { "type": "object", "properties": { "idempotency_key": { "type": "string", "description": "Unique per intended change: a retry with the same key is not applied twice." } }, "required": ["idempotency_key"] }
    }
  ]
}
`,
    },
    {
      name: 'an optional key is marked required',
      doc: contractText(sendTool('{ "type": "object", "properties": { "idempotency_key": { "type": "string", "description": "Unique per attempt." } } }')),
      title: 'Mark idempotency_key as required',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": { "type": "object", "properties": { "idempotency_key": { "type": "string", "description": "Unique per attempt." } }, "required": ["idempotency_key"] }
    }
  ]
}
`,
    },
    {
      name: 'an optional key in a root allOf branch is listed in the root\'s required',
      doc: contractText(sendTool('{ "type": "object", "properties": { "to": { "type": "string", "description": "The address." } }, "required": ["to"], "allOf": [{ "properties": { "idempotency_key": { "type": "string", "description": "Unique per attempt." } } }] }')),
      title: 'Mark idempotency_key as required',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": { "type": "object", "properties": { "to": { "type": "string", "description": "The address." } }, "required": ["to", "idempotency_key"], "allOf": [{ "properties": { "idempotency_key": { "type": "string", "description": "Unique per attempt." } } }] }
    }
  ]
}
`,
    },
  ],
});
