/**
 * The editing features of the tool-contract language through a real client over stdio:
 * completion against the format's schema and, inside inputSchema, the JSON Schema
 * meta-schema; the templates where the cursor is; hover; the outline of tools; folding,
 * selection ranges and formatting that keep comments. And what they never do: publish a
 * diagnostic of their own, or serve a json/jsonc document or an MCP configuration.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'jsonc-parser';
import {
  CompletionRequest,
  DocumentFormattingRequest,
  DocumentSymbolRequest,
  FoldingRangeRequest,
  HoverRequest,
  InsertTextFormat,
  SelectionRangeRequest,
  type CompletionItem,
  type CompletionList,
  type DocumentSymbol,
  type MarkupContent,
  type Position,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { lint } from '../../server/src/engine';
import { LspTestClient, pathToUri, withDeadline } from './lspClient';
import { expandSnippet } from './snippetExpansion';

const LANGUAGE = 'tool-contract';

/** The position of the `n`th `|` marker, and the text without it. */
function marked(text: string): { text: string; position: Position } {
  const offset = text.indexOf('|');
  assert.ok(offset >= 0, 'a | marks the cursor');
  const clean = text.slice(0, offset) + text.slice(offset + 1);
  return { text: clean, position: TextDocument.create('x', 'x', 1, clean).positionAt(offset) };
}

const CONTRACT = `{
  // The tickets tools
  "name": "tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_ticket",
      "description": "Reads one ticket.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "ticket_id": { "type": "string" } }, "required": ["ticket_id"] },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" }, "tags": { "type": "array", "items": { "type": "object", "properties": { "label": { "type": "string" } } } } } },
      "errors": [{ "type": "not_found", "description": "No such ticket." }]
    },
    { "name": "close_ticket", "description": "Closes a ticket.", "sideEffects": "idempotent", "inputSchema": { "type": "object" } }
  ]
}
`;

describe('tool-contract language features over stdio', () => {
  let client: LspTestClient;
  let workspace: string;
  let counter = 0;
  const uriOf = (name: string): string => pathToUri(join(workspace, `${counter++}-${name}`));

  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'tool-contracts-features-'));
    ({ client } = await LspTestClient.start({ workspaceFolder: workspace }));
  });
  after(async () => {
    await client?.stop();
    rmSync(workspace, { recursive: true, force: true });
  });

  /** Opens the text (waiting for its first diagnostics, so the lint ran) and returns its URI. */
  async function open(name: string, text: string, languageId = LANGUAGE): Promise<string> {
    const uri = uriOf(name);
    const published = client.nextDiagnostics(uri);
    await client.open(uri, text, languageId);
    await published;
    return uri;
  }

  async function complete(uri: string, position: Position): Promise<CompletionItem[]> {
    const result = (await withDeadline(client.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position }), 'completion')) as CompletionList | CompletionItem[] | null;
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  /** The text after the item is accepted with every placeholder at its default. */
  function accept(text: string, item: CompletionItem): string {
    const edit = item.textEdit as TextEdit;
    assert.ok(edit && 'range' in edit, `${item.label}: a text edit`);
    const newText = item.insertTextFormat === InsertTextFormat.Snippet ? expandSnippet(edit.newText) : edit.newText;
    return TextDocument.applyEdits(TextDocument.create('x', 'x', 1, text), [{ range: edit.range, newText }]);
  }

  const labels = (items: CompletionItem[]) => items.map((i) => i.label);
  const CHANGELOG = '# Changelog\n\n## [1.0.0] - 2026-01-01\n\n- First.\n\n## [0.1.0] - 2026-01-01\n\n- First.\n';
  const problems = (text: string) =>
    lint(text, { fileName: 'x.contract.jsonc', readFile: (p) => (p === 'CHANGELOG.md' ? CHANGELOG : undefined) })
      .findings.filter((f) => f.severity !== 'info')
      .map((f) => `${f.ruleId} ${f.pointer}`);

  it('declares completion, hover, symbols, folding, selection ranges and formatting to a client that cannot register them per language', async () => {
    const { client: other, initializeResult } = await LspTestClient.start();
    try {
      const c = initializeResult.capabilities;
      assert.deepEqual(c.completionProvider?.triggerCharacters, ['"', ':']);
      assert.ok(c.hoverProvider && c.documentSymbolProvider && c.foldingRangeProvider && c.selectionRangeProvider && c.documentFormattingProvider && c.documentRangeFormattingProvider);
    } finally {
      await other.stop();
    }
  });

  it('completes the contract keys at the top level, with their descriptions', async () => {
    const { text, position } = marked('{\n  "name": "x",\n  |\n}\n');
    const items = await complete(await open('keys.contract.jsonc', text), position);
    for (const key of ['version', 'tools', 'changelog', 'description']) assert.ok(labels(items).includes(key), `${key} in ${labels(items).join(', ')}`);
    assert.ok(!labels(items).includes('name'), 'a key already there is not proposed again');
  });

  it('completes the tool fields and the sideEffects values', async () => {
    const keys = marked('{ "name": "x", "version": "1.0.0", "tools": [ { "name": "t", | } ] }');
    const items = await complete(await open('tool.contract.jsonc', keys.text), keys.position);
    for (const key of ['sideEffects', 'inputSchema', 'outputSchema', 'errors', 'previewTool', 'verifyTool', 'rollback']) assert.ok(labels(items).includes(key), key);
    const values = marked('{ "name": "x", "version": "1.0.0", "tools": [ { "name": "t", "sideEffects": | } ] }');
    const enumItems = await complete(await open('values.contract.jsonc', values.text), values.position);
    assert.deepEqual(labels(enumItems).filter((l) => /read_only|idempotent/.test(l)).sort(), ['"idempotent"', '"non_idempotent"', '"read_only"']);
  });

  it('completes targets and its providers (issue 16)', async () => {
    const key = marked('{\n  "name": "x",\n  "version": "1.0.0",\n  |\n}\n');
    assert.ok(labels(await complete(await open('targets-key.contract.jsonc', key.text), key.position)).includes('targets'));
    const values = marked('{ "name": "x", "version": "1.0.0", "targets": [ | ], "tools": [] }');
    const items = await complete(await open('targets-values.contract.jsonc', values.text), values.position);
    assert.deepEqual(labels(items).filter((l) => /mcp|anthropic|openai|gemini/.test(l)).sort(), ['"anthropic"', '"gemini"', '"mcp"', '"openai"']);
  });

  it('inside inputSchema and outputSchema, completes JSON Schema 2020-12 keywords', async () => {
    const input = marked('{ "name": "x", "version": "1.0.0", "tools": [ { "name": "t", "inputSchema": { "type": "object", | } } ] }');
    const inputItems = labels(await complete(await open('input.contract.jsonc', input.text), input.position));
    for (const keyword of ['properties', 'required', 'additionalProperties', '$defs', 'minProperties', 'unevaluatedProperties']) assert.ok(inputItems.includes(keyword), `${keyword} in ${inputItems.join(', ')}`);
    assert.ok(!inputItems.includes('sideEffects'), 'no contract field inside a schema');
    const nested = marked('{ "name": "x", "version": "1.0.0", "tools": [ { "name": "t", "inputSchema": { "type": "object" }, "outputSchema": { "properties": { "a": { | } } } } ] }');
    const nestedItems = labels(await complete(await open('nested.contract.jsonc', nested.text), nested.position));
    for (const keyword of ['type', 'enum', 'maxItems', 'format', 'description']) assert.ok(nestedItems.includes(keyword), `${keyword} in a nested schema`);
  });

  it('a $schema naming the contract schema file gets the same completion, nothing fetched', async () => {
    const { text, position } = marked('{ "$schema": "../schemas/tool-contract.schema.json", "name": "x", | }');
    assert.ok(labels(await complete(await open('dollar.contract.jsonc', text), position)).includes('tools'));
  });

  it('in tools: a read tool, a paginated list tool and a mutating tool with preview and verify, each accepted as is lints clean', async () => {
    const { text, position } = marked('{\n  "name": "templates",\n  "version": "1.0.0",\n  "tools": [\n    |\n  ]\n}\n');
    const items = (await complete(await open('tools.contract.jsonc', text), position)).filter((i) => i.data?.template);
    assert.deepEqual(labels(items), ['Read tool', 'Paginated list tool', 'Mutating tool with preview and verify tools']);
    for (const item of items) {
      const result = accept(text, item);
      assert.deepEqual(problems(result), [], `${item.label}:\n${result}`);
    }
    const trio = parse(accept(text, items[2])).tools.map((t: { name: string }) => t.name);
    assert.deepEqual(trio, ['preview_update_item', 'update_item', 'verify_update_item']);
  });

  it('in tools after a tool, the template comes with the comma it needs', async () => {
    const tool = JSON.stringify({ name: 'first', description: 'Reads one thing.', inputSchema: { type: 'object' } });
    const { text, position } = marked(`{ "name": "x", "version": "1.0.0", "tools": [ ${tool} | ] }`);
    const [read] = (await complete(await open('after.contract.jsonc', text), position)).filter((i) => i.data?.template === 'read-tool');
    const tools = parse(accept(text, read)).tools.map((t: { name: string }) => t.name);
    assert.deepEqual(tools, ['first', 'get_item']);
  });

  it('in errors: the standard error set; at a tool key: an errors member; in properties: a property with type and description', async () => {
    const tool = (inner: string) => `{ "name": "x", "version": "1.0.0", "tools": [ { "name": "get_thing", "description": "Reads one thing by id.", "sideEffects": "read_only", "inputSchema": { "type": "object", "properties": { ${inner.includes('PROP') ? '|' : ''} } }, "outputSchema": { "type": "object", "properties": { "id": { "type": "string", "description": "The id." } } }${inner.includes('ERR') ? ', "errors": [ | ]' : ''}${inner.includes('KEY') ? ', |' : ''} } ] }`;
    const errors = marked(tool('ERR'));
    const errorItems = (await complete(await open('errors.contract.jsonc', errors.text), errors.position)).filter((i) => i.data?.template);
    assert.deepEqual(labels(errorItems), ['Standard error set']);
    const withErrors = accept(errors.text, errorItems[0]);
    assert.deepEqual(parse(withErrors).tools[0].errors.map((e: { type: string }) => e.type), ['invalid_input', 'unauthorised', 'not_found', 'rate_limited', 'upstream_error']);
    assert.deepEqual(problems(withErrors), []);

    const key = marked(tool('KEY'));
    const keyItems = (await complete(await open('key.contract.jsonc', key.text), key.position)).filter((i) => i.data?.template);
    assert.deepEqual(labels(keyItems), ['errors: the standard error set']);
    assert.deepEqual(problems(accept(key.text, keyItems[0])), []);

    const prop = marked(tool('PROP'));
    const propItems = (await complete(await open('prop.contract.jsonc', prop.text), prop.position)).filter((i) => i.data?.template);
    assert.deepEqual(labels(propItems), ['Property with type and description']);
    assert.deepEqual(parse(accept(prop.text, propItems[0])).tools[0].inputSchema.properties, { name: { type: 'string', description: 'What it is, with its unit or format; if omitted, what happens.' } });
  });

  it('no template where it does not fit: at the top level, inside a tool value, in a string', async () => {
    for (const [name, source] of [
      ['top', '{ "name": "x", | }'],
      ['value', '{ "name": "x", "version": "1.0.0", "tools": [ { "name": "t", "description": | } ] }'],
      ['string', '{ "name": "x|" }'],
    ]) {
      const { text, position } = marked(source);
      const templates = (await complete(await open(`${name}.contract.jsonc`, text), position)).filter((i) => i.data?.template);
      assert.deepEqual(labels(templates), [], name);
    }
  });

  it('an empty contract file: the New tool contract snippet, named after the file, clean with its changelog', async () => {
    const uri = await open('billing.contract.jsonc', '');
    const items = await complete(uri, { line: 0, character: 0 });
    const [item, ...others] = items.filter((i) => i.data?.template);
    assert.equal(others.length, 0);
    assert.equal(item.label, 'New tool contract');
    assert.deepEqual(item.command?.arguments, [uri]);
    const text = accept('', item);
    const model = parse(text);
    assert.equal(model.name, `${counter - 1}-billing`);
    assert.equal(model.version, '0.1.0');
    assert.equal(model.changelog, undefined, 'CHANGELOG.md beside it is the default');
    assert.deepEqual(problems(text), []);
  });

  it('a document holding only {} (the editor closed the brace) or only a comment is offered the contract too; the comment stays', async () => {
    const braces = marked('{|}');
    const [item] = (await complete(await open('braces.contract.jsonc', braces.text), braces.position)).filter((i) => i.data?.template);
    assert.equal(item?.label, 'New tool contract');
    assert.deepEqual(problems(accept(braces.text, item)), []);
    const commented = marked('// Billing tools, owned by the payments team.\n|');
    const [withComment] = (await complete(await open('commented.contract.jsonc', commented.text), commented.position)).filter((i) => i.data?.template);
    const text = accept(commented.text, withComment);
    assert.ok(text.startsWith('// Billing tools, owned by the payments team.\n{'), text.slice(0, 80));
    assert.deepEqual(problems(text), []);
  });

  it('at the key of a tool that has errors already, no second errors member is offered', async () => {
    const { text, position } = marked('{ "name": "x", "version": "1.0.0", "tools": [ { "name": "t", "errors": [], | } ] }');
    assert.deepEqual((await complete(await open('has-errors.contract.jsonc', text), position)).filter((i) => i.data?.template), []);
  });

  it('an empty contract beside another contract set’s CHANGELOG.md names a changelog of its own', async () => {
    writeFileSync(join(workspace, 'CHANGELOG.md'), CHANGELOG);
    try {
      const uri = await open('orders.contract.jsonc', '');
      const [item] = (await complete(uri, { line: 0, character: 0 })).filter((i) => i.data?.template);
      assert.equal(parse(accept('', item)).changelog, `CHANGELOG.${counter - 1}-orders.md`);
    } finally {
      rmSync(join(workspace, 'CHANGELOG.md'));
    }
  });

  it('MCP tools/list files get the MCP fields, no contract templates', async () => {
    const { text, position } = marked('{ "tools": [ { "name": "t", | } ] }');
    const items = labels(await complete(await open('server.tools.json', text), position));
    assert.ok(items.includes('inputSchema') && items.includes('annotations'), items.join(', '));
    assert.ok(!items.includes('sideEffects'), 'sideEffects is not MCP');
    const inArray = marked('{ "tools": [ | ] }');
    assert.deepEqual((await complete(await open('list.tools.json', inArray.text), inArray.position)).filter((i) => i.data?.template), []);
  });

  it('provider tool files (OpenAI, Anthropic, Gemini) get no contract fields or templates', async () => {
    const cases = [
      // Captured requests: a `tools` array at the top, as in a contract.
      { name: 'anthropic-request.json', ...marked('{ "model": "claude-sonnet-4-5", "max_tokens": 1024, "tools": [{ "name": "t", "input_schema": { "type": "object" }, | }] }') },
      { name: 'openai-request.json', ...marked('{ "model": "gpt-4.1", "tools": [{ "type": "function", "function": { "name": "t", "parameters": { "type": "object" } }, | }] }') },
      { name: 'openai.tools.json', ...marked('[{ "type": "function", "function": { "name": "t", | } }]') },
      { name: 'gemini.tools.json', ...marked('{ "functionDeclarations": [{ "name": "t", | }] }') },
    ];
    for (const { name, text, position } of cases) {
      const items = await complete(await open(name, text), position);
      const offered = labels(items);
      for (const field of ['sideEffects', 'previewTool', 'verifyTool', 'rollback', 'errors', 'outputSchema']) assert.ok(!offered.includes(field), `${name}: ${field} offered (${offered.join(', ')})`);
      assert.deepEqual(items.filter((i) => i.data?.template), [], `${name}: no template`);
    }
  });

  it('hover shows the schema description of a field, and of a JSON Schema keyword', async () => {
    const uri = await open('hover.contract.jsonc', CONTRACT);
    const at = (needle: string) => TextDocument.create('x', 'x', 1, CONTRACT).positionAt(CONTRACT.indexOf(needle) + 2);
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: at('"sideEffects"') });
    assert.match(JSON.stringify(hover?.contents), /no mutation/);
    const keyword = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: at('"required"') });
    assert.ok(keyword, 'a hover on required inside inputSchema');
    assert.match((keyword.contents as MarkupContent).value ?? JSON.stringify(keyword.contents), /\S/);
  });

  it('the outline: name, version, and the tools with their side effects, inputs, outputs and errors', async () => {
    const uri = await open('outline.contract.jsonc', CONTRACT);
    const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } })) as DocumentSymbol[];
    assert.deepEqual(symbols.map((s) => [s.name, s.detail]), [['name', 'tickets'], ['version', '1.0.0'], ['tools', '2 tools']]);
    const [get, close] = symbols[2].children!;
    assert.deepEqual([get.name, get.detail, close.name, close.detail], ['get_ticket', 'read_only', 'close_ticket', 'idempotent']);
    const tree = (s: DocumentSymbol): unknown => (s.children?.length ? { [`${s.name}${s.detail ? ` (${s.detail})` : ''}`]: s.children.map(tree) } : `${s.name}${s.detail ? ` (${s.detail})` : ''}`);
    assert.deepEqual(get.children!.map(tree), [
      { inputs: ['ticket_id (string, required)'] },
      { outputs: ['id (string)', { 'tags (array)': ['label (string)'] }] },
      { 'errors (1)': ['not_found'] },
    ]);
    assert.deepEqual(close.children!.map(tree), ['inputs']);
    // The selection of a tool is its name.
    assert.equal(get.selectionRange.start.line, 6);
  });

  it('after an edit, the outline, folding and completion are those of the new text (nothing kept from the old version)', async () => {
    const uri = await open('edited.contract.jsonc', CONTRACT);
    const before = (await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } })) as DocumentSymbol[];
    assert.deepEqual(before[2].children!.map((s) => s.name), ['get_ticket', 'close_ticket']);
    const renamed = CONTRACT.replace('"close_ticket"', '"reopen_ticket"').replace('"tools": [', '"description": "Tickets.",\n  "tools": [');
    const published = client.nextDiagnostics(uri, 2);
    await client.change(uri, { text: renamed });
    await published;
    const after = (await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } })) as DocumentSymbol[];
    assert.deepEqual(after.map((s) => s.name), ['name', 'version', 'description', 'tools']);
    assert.deepEqual(after[3].children!.map((s) => s.name), ['get_ticket', 'reopen_ticket']);
    const folds = await client.connection.sendRequest(FoldingRangeRequest.type, { textDocument: { uri } });
    assert.ok(folds?.some((f) => f.startLine === 6), 'the first tool folds on its new line');
    const { position } = marked(renamed.replace('"name": "tickets",', '"name": "tickets", |'));
    assert.ok(!labels(await complete(uri, position)).includes('description'), 'description is there now');
  });

  it('.toolcontracts.json completes from the configuration schema: its keys and every rule id', async () => {
    const config = pathToUri(join(workspace, '.toolcontracts.json'));
    const { text, position } = marked('{ "rules": { | } }');
    const published = client.nextDiagnostics(config);
    await client.open(config, text, LANGUAGE);
    await published;
    const items = labels(await complete(config, position));
    for (const id of ['output-not-object', 'mutation-dry-run-flag', 'changelog-missing']) assert.ok(items.includes(id), `${id} in ${items.slice(0, 10).join(', ')}…`);
    const top = marked('{ | }');
    await client.change(config, { text: top.text });
    assert.ok(labels(await complete(config, top.position)).includes('rules'));
    assert.deepEqual((await complete(config, top.position)).filter((i) => i.data?.template), [], 'no contract template in the configuration');
  });

  it('folding ranges (comments and objects), selection ranges, and formatting that keeps the comment', async () => {
    const uri = await open('fold.contract.jsonc', CONTRACT);
    const folds = await client.connection.sendRequest(FoldingRangeRequest.type, { textDocument: { uri } });
    assert.ok(folds && folds.some((f) => f.startLine === 0 && f.endLine >= 14), 'the root folds');
    assert.ok(folds.some((f) => f.startLine === 5), 'the first tool folds');
    const [selection] = (await client.connection.sendRequest(SelectionRangeRequest.type, { textDocument: { uri }, positions: [{ line: 6, character: 16 }] }))!;
    assert.ok(selection.parent?.parent, 'the selection grows from the string to its property and further');

    const squashed = '{"name":"x", // the name\n"version":"1.0.0","tools":[]}';
    const squashedUri = await open('format.contract.jsonc', squashed);
    const edits = await client.connection.sendRequest(DocumentFormattingRequest.type, { textDocument: { uri: squashedUri }, options: { tabSize: 2, insertSpaces: true } });
    const formatted = TextDocument.applyEdits(TextDocument.create('x', 'x', 1, squashed), edits ?? []);
    assert.equal(formatted, '{\n  "name": "x", // the name\n  "version": "1.0.0",\n  "tools": []\n}');
  });

  it('never publishes a diagnostic of its own: an empty {} gets the engine findings only', async () => {
    const uri = uriOf('empty-object.contract.jsonc');
    const published = client.nextDiagnostics(uri);
    await client.open(uri, '{}', LANGUAGE);
    const { diagnostics } = await published;
    assert.ok(diagnostics.length > 0);
    for (const d of diagnostics) assert.equal(d.source, 'tool-contracts', JSON.stringify(d));
  });

  it('leaves json and jsonc documents and MCP configurations to VS Code’s JSON support', async () => {
    const { text, position } = marked('{ "name": "x", | }');
    for (const languageId of ['json', 'jsonc']) {
      const uri = await open(`as-${languageId}.contract.json`, text, languageId);
      assert.deepEqual(await complete(uri, position), [], languageId);
      assert.equal(await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } }), null);
    }
    const mcp = pathToUri(join(workspace, '.mcp.json'));
    await client.open(mcp, '{ "mcpServers": { | } }'.replace('|', ''), LANGUAGE);
    assert.deepEqual(await complete(mcp, { line: 0, character: 19 }), []);
  });

  it('bad input does not break it: an unclosed document, binary junk, a position past the end', async () => {
    for (const [name, text] of [
      ['unclosed', '{ "name": "x", "tools": [ { "inputSchema": { "ty'],
      ['junk', '\u0000\u0001{{[[::"\uD800'],
    ]) {
      const uri = await open(`${name}.contract.jsonc`, text);
      await complete(uri, { line: 0, character: text.length });
      await complete(uri, { line: 40, character: 0 });
      await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } });
      await client.connection.sendRequest(FoldingRangeRequest.type, { textDocument: { uri } });
      await client.connection.sendRequest(DocumentFormattingRequest.type, { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    }
    const { text, position } = marked('{ "name": "x", | }');
    assert.ok(labels(await complete(await open('after-junk.contract.jsonc', text), position)).includes('tools'), 'still answers');
  });
});
