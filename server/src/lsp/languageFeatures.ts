/**
 * The editing features of the `tool-contract` language: completion, hover, folding, selection
 * ranges and formatting from vscode-json-languageservice against the contract format's schema
 * (inside `inputSchema`, `outputSchema` and an error's `fields`: against the JSON Schema 2020-12
 * meta-schema), the templates where they fit (contractTemplates), and an outline of the tools.
 *
 * Never diagnostics: the json service's validation is not called, so every problem in a
 * contract is the engine's, once. A document in the `json` or `jsonc` language (a file the
 * user added with `toolContracts.files`, an MCP configuration) is left to VS Code's own JSON
 * support, which serves those; so is an MCP configuration whatever its language.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createScanner, getLocation, parse, parseTree, type Node } from 'jsonc-parser';
import { getLanguageService, type ASTNode, type JSONDocument, type JSONSchema, type LanguageService } from 'vscode-json-languageservice';
import {
  CompletionItemKind,
  CompletionRequest,
  DocumentFormattingRequest,
  DocumentRangeFormattingRequest,
  DocumentSymbolRequest,
  FoldingRangeRequest,
  HoverRequest,
  InsertTextFormat,
  SelectionRangeRequest,
  SymbolKind,
  type CancellationToken,
  type ClientCapabilities,
  type CompletionItem,
  type CompletionList,
  type Connection,
  type DocumentSymbol,
  type FoldingRange,
  type Hover,
  type Position,
  type Range,
  type ServerCapabilities,
  type TextDocuments,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import contractSchema from '../../../schemas/tool-contract.schema.json';
import configSchema from '../../../schemas/toolcontracts-config.schema.json';
import { detectTextStyle } from '../engine/fixes/textStyle';
import { detectFormat } from '../engine/formats';
import { TokenKind } from '../engine/jsoncTokens';
import { DEFAULT_CHANGELOG } from '../versioning/changelog';
import { contractNameFromFile, CREATE_CHANGELOG_COMMAND, newContractChangelog, TEMPLATES, templateSnippet, type Template, type TemplateContext } from '../templates/contractTemplates';
import { guarded, type Logger } from './logger';
import { isMcpConfigDocument } from './mcpServers';
import { fileNameOf, fileUriToPath, isConfigDocument } from './uris';

export const LANGUAGE_ID = 'tool-contract';
const META_SCHEMA = 'https://json-schema.org/draft/2020-12/schema';
const TRIGGER_CHARACTERS = ['"', ':'];

type EditorFormat = 'contract' | 'mcp-tools-list' | 'provider' | 'config';

/** The editor's schemas: the format's, with embedded JSON Schemas checked against the meta-schema. */
function editorSchemas(): Record<EditorFormat, JSONSchema> {
  const contract = structuredClone(contractSchema) as JSONSchema & { $defs: Record<string, JSONSchema & { properties: Record<string, JSONSchema> }> };
  const tool = contract.$defs.tool.properties;
  const embedded = (description: string | undefined): JSONSchema => ({ $ref: META_SCHEMA, description });
  tool.inputSchema = embedded(tool.inputSchema.description);
  tool.outputSchema = embedded(tool.outputSchema.description);
  const fields = contract.$defs.errorType.properties.fields;
  fields.additionalProperties = embedded(undefined);
  const mcpTool: JSONSchema = {
    type: 'object',
    properties: Object.fromEntries(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'].map((key) => [key, tool[key]])),
  };
  const mcpList: JSONSchema = {
    type: 'object',
    description: 'An MCP tools/list result.',
    properties: { tools: { type: 'array', description: 'The tools the server lists.', items: mcpTool }, nextCursor: { type: 'string', description: 'The cursor of the next page.' } },
  };
  delete contract.$id;
  delete contract.$schema;
  // A provider's tool definitions (Anthropic, OpenAI, Gemini): their shapes are the providers'
  // own, so no contract field is offered; the document is still outlined, folded and formatted.
  const provider: JSONSchema = { description: "A provider's tool definitions (Anthropic, OpenAI or Gemini)." };
  return { contract, 'mcp-tools-list': mcpList, provider, config: configSchema as JSONSchema };
}

/** Synthetic resources the json service associates with each format's schema. */
const FORMAT_RESOURCE = (format: EditorFormat) => `file:///tool-contracts-editor/${format}.json`;

function createJsonService(capabilities: ClientCapabilities): LanguageService {
  const schemas = editorSchemas();
  // The service resolves the schemas it is given in place ($refs become cycles): it is given copies.
  const texts = { contract: JSON.stringify(schemas.contract), config: JSON.stringify(schemas.config) };
  const service = getLanguageService({
    clientCapabilities: capabilities,
    // A document's own `$schema` naming our schema files gets the editor's version of it; nothing is fetched.
    schemaRequestService: (uri) => {
      if (/tool-contract\.schema\.json$/.test(uri)) return Promise.resolve(texts.contract);
      if (/toolcontracts-config\.schema\.json$/.test(uri)) return Promise.resolve(texts.config);
      return Promise.reject(new Error(`Tool Contracts does not fetch schemas (${uri})`));
    },
    workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).toString() },
  });
  // Completion, hover and selection ask for the same version's parse many times: one parse per version (views are per version).
  const parsed = new WeakMap<TextDocument, JSONDocument>();
  const parseOnce = service.parseJSONDocument.bind(service);
  service.parseJSONDocument = (document) => {
    let known = parsed.get(document);
    if (!known) parsed.set(document, (known = parseOnce(document)));
    return known;
  };
  service.configure({
    validate: false,
    allowComments: true,
    schemas: (Object.keys(schemas) as EditorFormat[]).map((format) => ({ uri: `tool-contracts-editor://schemas/${format}`, fileMatch: [`/tool-contracts-editor/${format}.json`], schema: schemas[format] })),
  });
  return service;
}

/**
 * What each open document's current version is known to be: its format, the view the json service
 * reads (its parse is cached by view) and the outline and folding computed from it. A keystroke
 * makes a new version; closing the document forgets it.
 */
interface Known {
  readonly version: number;
  readonly format: EditorFormat;
  readonly view: TextDocument;
  symbols?: DocumentSymbol[];
  folds?: FoldingRange[];
}
const known = new Map<string, Known>();

function knownOf(document: TextDocument): Known {
  const hit = known.get(document.uri);
  if (hit && hit.version === document.version) return hit;
  const format = detectEditorFormat(document);
  const entry: Known = { version: document.version, format, view: viewAs(document, format) };
  known.set(document.uri, entry);
  return entry;
}

function asFormat(document: TextDocument, format: EditorFormat): TextDocument {
  const entry = knownOf(document);
  return entry.format === format ? entry.view : viewAs(document, format);
}

/** The document as the json service sees it: the same text under the synthetic resource of its format. */
function viewAs(document: TextDocument, format: EditorFormat): TextDocument {
  return {
    uri: FORMAT_RESOURCE(format),
    languageId: document.languageId,
    version: document.version,
    lineCount: document.lineCount,
    getText: (range?: Range) => document.getText(range),
    positionAt: (offset: number) => document.positionAt(offset),
    offsetAt: (position) => document.offsetAt(position),
  };
}

function formatOf(document: TextDocument): EditorFormat {
  return knownOf(document).format;
}

function detectEditorFormat(document: TextDocument): EditorFormat {
  if (isConfigDocument(document.uri)) return 'config';
  let value: unknown;
  try {
    value = parse(document.getText());
  } catch {
    value = undefined;
  }
  const format = detectFormat(value, fileNameOf(document.uri));
  return format === 'contract' || format === 'mcp-tools-list' ? format : 'provider';
}

/** Which feature requests this server answers, for the client to register for the tool-contract language. */
const FEATURES = [CompletionRequest.type, HoverRequest.type, DocumentSymbolRequest.type, FoldingRangeRequest.type, SelectionRangeRequest.type, DocumentFormattingRequest.type, DocumentRangeFormattingRequest.type];

/**
 * Static capabilities for a client that cannot register them for a language (VS Code can: the
 * features are then registered for `tool-contract` documents only, so a JSON file the client
 * also syncs never gets a second formatter).
 */
export function languageFeatureCapabilities(capabilities: ClientCapabilities): ServerCapabilities {
  if (dynamicRegistration(capabilities)) return {};
  return {
    completionProvider: { triggerCharacters: TRIGGER_CHARACTERS, resolveProvider: false },
    hoverProvider: true,
    documentSymbolProvider: true,
    foldingRangeProvider: true,
    selectionRangeProvider: true,
    documentFormattingProvider: true,
    documentRangeFormattingProvider: true,
  };
}

function dynamicRegistration(capabilities: ClientCapabilities): boolean {
  const text = capabilities.textDocument;
  return !!(
    text?.completion?.dynamicRegistration &&
    text.hover?.dynamicRegistration &&
    text.documentSymbol?.dynamicRegistration &&
    text.foldingRange?.dynamicRegistration &&
    text.selectionRange?.dynamicRegistration &&
    text.formatting?.dynamicRegistration &&
    text.rangeFormatting?.dynamicRegistration
  );
}

export interface LanguageFeatures {
  /** After `initialized`: registers the features for the tool-contract language when the client can. */
  register(): void;
}

/** More Markdown for the hover at a position (the context cost of a tool's name), or undefined. */
export type ExtraHover = (uri: string, position: Position, token: CancellationToken) => Promise<string | undefined>;

/** The schema's hover with one more section after it (or alone, when the schema has nothing to say). */
export function withHoverSection(hover: Hover | null | undefined, section: string | undefined): Hover | null {
  if (section === undefined) return hover ?? null;
  if (!hover) return { contents: { kind: 'markdown', value: section } };
  const { contents } = hover;
  if (Array.isArray(contents)) return { ...hover, contents: [...contents, section] };
  if (typeof contents === 'object' && 'kind' in contents) {
    return { ...hover, contents: contents.kind === 'markdown' ? { kind: 'markdown', value: `${contents.value}\n\n---\n\n${section}` } : [contents.value, section] };
  }
  return { ...hover, contents: [contents, section] };
}

export function registerLanguageFeatures(
  connection: Connection,
  documents: TextDocuments<TextDocument>,
  logger: Logger,
  capabilities: () => ClientCapabilities,
  extraHover?: ExtraHover,
): LanguageFeatures {
  let service: LanguageService | undefined;
  const json = () => (service ??= createJsonService(capabilities()));
  /** The document, when this server serves its editing features. */
  const served = (uri: string): TextDocument | undefined => {
    const document = documents.get(uri);
    if (!document || isMcpConfigDocument(uri) || document.languageId === 'json' || document.languageId === 'jsonc') return undefined;
    return document;
  };
  documents.onDidClose(({ document }) => known.delete(document.uri));

  connection.onCompletion(async ({ textDocument, position }): Promise<CompletionList | null> => {
    const document = served(textDocument.uri);
    if (!document) return null;
    const format = formatOf(document);
    const view = asFormat(document, format);
    const list = (await json().doComplete(view, position, json().parseJSONDocument(view))) ?? { isIncomplete: false, items: [] };
    if (format === 'contract') list.items.push(...templateItems(document, document.offsetAt(position), json().parseJSONDocument(view)));
    return list;
  });
  connection.onHover(async ({ textDocument, position }, token) => {
    const document = served(textDocument.uri);
    if (!document) return null;
    const view = asFormat(document, formatOf(document));
    const [hover, section] = await Promise.all([json().doHover(view, position, json().parseJSONDocument(view)), extraHover?.(textDocument.uri, position, token)]);
    return withHoverSection(hover, section);
  });
  connection.onDocumentSymbol(({ textDocument }) => {
    const document = served(textDocument.uri);
    if (!document) return null;
    const format = formatOf(document);
    if (format === 'config') {
      const view = asFormat(document, format);
      return json().findDocumentSymbols2(view, json().parseJSONDocument(view));
    }
    const entry = knownOf(document);
    return (entry.symbols ??= outline(document));
  });
  connection.onFoldingRanges(({ textDocument }) => {
    const document = served(textDocument.uri);
    if (!document) return null;
    const entry = knownOf(document);
    return (entry.folds ??= json().getFoldingRanges(entry.view));
  });
  connection.onSelectionRanges(({ textDocument, positions }) => {
    const document = served(textDocument.uri);
    if (!document) return null;
    const view = knownOf(document).view;
    return json().getSelectionRanges(view, positions, json().parseJSONDocument(view));
  });
  connection.onDocumentFormatting(({ textDocument, options }) => {
    const document = served(textDocument.uri);
    return document ? json().format(document, undefined, options) : null;
  });
  connection.onDocumentRangeFormatting(({ textDocument, range, options }) => {
    const document = served(textDocument.uri);
    return document ? json().format(document, range, options) : null;
  });

  return {
    register: guarded(logger, 'register language features', () => {
      if (!dynamicRegistration(capabilities())) return;
      const documentSelector = [{ language: LANGUAGE_ID }];
      for (const type of FEATURES) {
        const options = type === CompletionRequest.type ? { documentSelector, triggerCharacters: TRIGGER_CHARACTERS, resolveProvider: false } : { documentSelector };
        connection.client.register(type as never, options as never).catch((error: unknown) => logger.warn(`Could not register ${type.method}: ${String(error)}`));
      }
    }),
  };
}

// ---- templates where they fit ----

interface Site {
  readonly context: TemplateContext;
  /** The text the item replaces: the word or the key string being typed. */
  readonly start: number;
  readonly end: number;
}

/**
 * Where the cursor is, for the templates: an empty document (or one holding only `{}`), an item of
 * `tools` or of a tool's `errors`, a key of a tool or of `properties`.
 */
export function templateSite(text: string, offset: number): Site | undefined {
  const tokens = significantTokens(text);
  // An empty document: all of it, unless it holds comments, which stay (the contract goes at the cursor).
  if (tokens.length === 0) return text.trim() === '' ? { context: 'document', start: 0, end: text.length } : { context: 'document', start: offset, end: offset };
  if (tokens.length === 2 && tokens[0].kind === TokenKind.OpenBrace && tokens[1].kind === TokenKind.CloseBrace && offset > tokens[0].offset && offset < tokens[1].end) {
    return { context: 'document', start: tokens[0].offset, end: tokens[1].end };
  }
  const location = getLocation(text, offset);
  const path = location.path;
  const word = wordAround(text, offset);
  if (location.isAtPropertyKey) {
    const key = location.previousNode?.type === 'string' ? location.previousNode : undefined;
    const start = key ? key.offset : word.start;
    const end = key ? key.offset + key.length : word.end;
    if (path.length === 3 && path[0] === 'tools' && typeof path[1] === 'number') return { context: 'tool-member', start, end };
    if (path.length >= 2 && path[path.length - 2] === 'properties' && path.some((p) => p === 'inputSchema' || p === 'outputSchema' || p === 'fields')) return { context: 'properties', start, end };
    return undefined;
  }
  if (location.previousNode && location.previousNode.type !== 'property') return undefined; // on a value
  if (path.length === 2 && path[0] === 'tools' && typeof path[1] === 'number') return { context: 'tools', ...word };
  if (path.length === 4 && path[0] === 'tools' && path[2] === 'errors' && typeof path[3] === 'number') return { context: 'errors', ...word };
  return undefined;
}

/** The run of letters, digits and `_-` around the offset (what the person typed to filter). */
function wordAround(text: string, offset: number): { start: number; end: number } {
  let start = offset;
  while (start > 0 && /[\w-]/.test(text[start - 1])) start--;
  let end = offset;
  while (end < text.length && /[\w-]/.test(text[end])) end++;
  return { start, end };
}


interface Token {
  readonly kind: number;
  readonly offset: number;
  readonly end: number;
}

function significantTokens(text: string): Token[] {
  const scanner = createScanner(text, false);
  const tokens: Token[] = [];
  for (let kind: number = scanner.scan(); kind !== TokenKind.EOF; kind = scanner.scan()) {
    if (kind === TokenKind.Trivia || kind === TokenKind.LineBreak || kind === TokenKind.LineComment || kind === TokenKind.BlockComment) continue;
    tokens.push({ kind, offset: scanner.getTokenOffset(), end: scanner.getTokenOffset() + scanner.getTokenLength() });
  }
  return tokens;
}

/** Commas the inserted items or members need: before, when a value ends just before; after, when one starts just after. */
function separators(text: string, start: number, end: number): { before: string; after: string } {
  const tokens = significantTokens(text);
  const previous = [...tokens].reverse().find((t) => t.end <= start);
  const next = tokens.find((t) => t.offset >= end);
  const endsValue = (t: Token | undefined) => !!t && ([TokenKind.CloseBrace, TokenKind.CloseBracket, TokenKind.String, TokenKind.Number, TokenKind.True, TokenKind.False, TokenKind.Null] as number[]).includes(t.kind);
  const startsValue = (t: Token | undefined) => !!t && ([TokenKind.OpenBrace, TokenKind.OpenBracket, TokenKind.String] as number[]).includes(t.kind);
  return { before: endsValue(previous) ? ', ' : '', after: startsValue(next) ? ',' : '' };
}

/** Whether tool `index` of the parsed document already has the member `key`. */
function toolHas(parsed: JSONDocument, index: number, key: string): boolean {
  const member = (node: ASTNode | undefined, name: string) => (node?.type === 'object' ? node.properties.find((p) => p.keyNode.value === name)?.valueNode : undefined);
  const tools = member(parsed.root, 'tools');
  const tool = tools?.type === 'array' ? tools.items[index] : undefined;
  return member(tool, key) !== undefined;
}

function templateItems(document: TextDocument, offset: number, parsed: JSONDocument): CompletionItem[] {
  const text = document.getText();
  const site = templateSite(text, offset);
  if (!site) return [];
  if (site.context === 'tool-member') {
    const index = getLocation(text, offset).path[1];
    if (typeof index === 'number' && toolHas(parsed, index, 'errors')) return [];
  }
  const style = { ...detectTextStyle(text), eol: '\n' as const };
  const range = { start: document.positionAt(site.start), end: document.positionAt(site.end) };
  const { before, after } = site.context === 'document' ? { before: '', after: '' } : separators(text, site.start, site.end);
  return TEMPLATES.filter((t) => t.context === site.context).map((template, index) => {
    const snippet = site.context === 'document' ? newContractSnippet(template, document.uri) : templateSnippet(template, style);
    const item: CompletionItem = {
      label: template.label,
      kind: site.context === 'properties' || site.context === 'tool-member' ? CompletionItemKind.Property : CompletionItemKind.Snippet,
      detail: template.detail,
      documentation: { kind: 'markdown', value: template.documentation },
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range, newText: before + snippet + after },
      filterText: text.slice(site.start, site.end) + ' ' + template.label,
      sortText: ` ${index}`, // before the schema's own proposals
      data: { template: template.id },
    };
    if (site.context === 'document') item.command = { title: 'Create the changelog', command: CREATE_CHANGELOG_COMMAND, arguments: [document.uri] };
    return item;
  });
}

/** The new-contract snippet for this file: named after it, naming its own changelog when CHANGELOG.md beside it is another's. */
function newContractSnippet(template: Template, uri: string): string {
  const name = contractNameFromFile(fileNameOf(uri));
  const path = fileUriToPath(uri);
  const snippet = templateSnippet(template, { indentUnit: '  ', eol: '\n', compact: true }).replace('${9:my-tools}', `\${9:${name}}`);
  const own = path && newContractChangelog(path, existsSync(join(dirname(path), DEFAULT_CHANGELOG)));
  return own ? snippet.replace(/("version": "[^"]*",)\n/, `$1\n  "changelog": ${JSON.stringify(own)},\n`) : snippet;
}

// ---- the outline ----

function property(node: Node | undefined, key: string): Node | undefined {
  return node?.type === 'object' ? node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1] : undefined;
}

function rangeOf(document: TextDocument, node: Node): Range {
  return { start: document.positionAt(node.offset), end: document.positionAt(node.offset + node.length) };
}

/** Name, version and the tools, each with its inputs, outputs and errors. */
export function outline(document: TextDocument): DocumentSymbol[] {
  const root = parseTree(document.getText(), [], { allowTrailingComma: true, disallowComments: false });
  if (root?.type !== 'object') return [];
  const symbols: DocumentSymbol[] = [];
  for (const member of root.children ?? []) {
    const [keyNode, value] = member.children ?? [];
    if (!keyNode || !value) continue;
    const key = String(keyNode.value);
    if (key === 'tools' && value.type === 'array') {
      const tools = (value.children ?? []).map((tool, index) => toolSymbol(document, tool, index));
      symbols.push({ name: 'tools', detail: `${tools.length} tool${tools.length === 1 ? '' : 's'}`, kind: SymbolKind.Array, range: rangeOf(document, member), selectionRange: rangeOf(document, keyNode), children: tools });
    } else {
      const detail = value.type === 'string' || value.type === 'number' || value.type === 'boolean' ? String(value.value) : undefined;
      symbols.push({ name: key, ...(detail !== undefined ? { detail } : {}), kind: value.type === 'string' ? SymbolKind.String : SymbolKind.Property, range: rangeOf(document, member), selectionRange: rangeOf(document, keyNode) });
    }
  }
  return symbols;
}

function toolSymbol(document: TextDocument, tool: Node, index: number): DocumentSymbol {
  const nameNode = property(tool, 'name');
  const name = typeof nameNode?.value === 'string' && nameNode.value.trim() !== '' ? nameNode.value : `tool ${index + 1}`;
  const sideEffects = property(tool, 'sideEffects')?.value;
  const children: DocumentSymbol[] = [];
  for (const [key, label] of [
    ['inputSchema', 'inputs'],
    ['outputSchema', 'outputs'],
  ] as const) {
    const schema = property(tool, key);
    if (schema) children.push(schemaSymbol(document, schema, label));
  }
  const errors = property(tool, 'errors');
  if (errors?.type === 'array') {
    const entries = (errors.children ?? []).map((entry, i): DocumentSymbol => {
      const type = property(entry, 'type')?.value;
      return { name: typeof type === 'string' && type !== '' ? type : `error ${i + 1}`, kind: SymbolKind.EnumMember, range: rangeOf(document, entry), selectionRange: rangeOf(document, entry) };
    });
    children.push({ name: 'errors', detail: `${entries.length}`, kind: SymbolKind.Enum, range: rangeOf(document, errors), selectionRange: rangeOf(document, errors), children: entries });
  }
  const selection = nameNode ?? tool;
  return { name, ...(typeof sideEffects === 'string' ? { detail: sideEffects } : {}), kind: SymbolKind.Function, range: rangeOf(document, tool), selectionRange: rangeOf(document, selection), children };
}

/** A schema's properties as fields (with their type, and `required`), nested objects nested. */
function schemaSymbol(document: TextDocument, schema: Node, label: string): DocumentSymbol {
  return { name: label, kind: SymbolKind.Object, range: rangeOf(document, schema), selectionRange: rangeOf(document, schema), children: fieldSymbols(document, schema, 0) };
}

function fieldSymbols(document: TextDocument, schema: Node, depth: number): DocumentSymbol[] {
  const properties = property(schema, 'properties');
  if (properties?.type !== 'object' || depth > 8) return [];
  const required = new Set((property(schema, 'required')?.children ?? []).map((n) => n.value));
  return (properties.children ?? []).flatMap((member): DocumentSymbol[] => {
    const [keyNode, value] = member.children ?? [];
    if (!keyNode || !value) return [];
    const type = property(value, 'type');
    const typeText = type?.type === 'string' ? String(type.value) : type?.type === 'array' ? (type.children ?? []).map((n) => String(n.value)).join(' | ') : undefined;
    const detail = [typeText, required.has(keyNode.value) ? 'required' : undefined].filter(Boolean).join(', ');
    const items = property(value, 'items');
    const nested = [...fieldSymbols(document, value, depth + 1), ...(items ? fieldSymbols(document, items, depth + 1) : [])];
    return [{ name: String(keyNode.value), ...(detail ? { detail } : {}), kind: SymbolKind.Field, range: rangeOf(document, member), selectionRange: rangeOf(document, keyNode), ...(nested.length ? { children: nested } : {}) }];
  });
}
