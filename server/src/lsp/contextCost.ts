/**
 * Context cost in the editor (issue 16, item 5): the `toolContracts/contextCost` request, which
 * the client's status item asks after each lint, and the line a hover on a tool's name gains.
 * Both read the model of the document's last lint (or of its text, when no lint of it is coming)
 * and count with the engine's contextTokens, so nothing is counted until one of them asks.
 */
import { getLocation } from 'jsonc-parser';
import type { CancellationToken, Connection, Position, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { contextCost, formatTokens, TOKEN_ENCODING, toolTokens } from '../engine/contextTokens';
import { JsonDocument, toPointer } from '../engine/document';
import { detectFormat, readModel } from '../engine/formats';
import type { ContractModel, ToolModel } from '../engine/model';
import { ContextCostRequest, type ContextCostResult } from '../protocol';
import type { LintResult } from '../engine';
import { isMcpConfigDocument } from './mcpServers';
import { fileNameOf, isConfigDocument } from './uris';

/** The last lint of a document's version, waited for when it is coming; undefined when none is. */
export type LintOfVersion = (uri: string, version: number, token: CancellationToken) => Promise<LintResult | undefined>;

/** The model of an open document's current text: its lint's, or read from the text. */
async function modelOf(documents: TextDocuments<TextDocument>, lintOf: LintOfVersion, uri: string, token: CancellationToken): Promise<{ model: ContractModel; document: TextDocument } | undefined> {
  const document = documents.get(uri);
  if (!document || isConfigDocument(uri) || isMcpConfigDocument(uri)) return undefined;
  const result = await lintOf(uri, document.version, token);
  const current = documents.get(uri);
  if (!current || current.version !== document.version || token.isCancellationRequested) return undefined;
  if (result) return result.model && !result.document.nestingTooDeep ? { model: result.model, document: current } : undefined;
  const parsed = new JsonDocument(current.getText());
  if (parsed.nestingTooDeep) return undefined;
  const model = readModel(parsed.value, detectFormat(parsed.value, fileNameOf(uri)));
  return model ? { model, document: current } : undefined;
}

/** The tool whose `name` (key or value) is at `position`; undefined elsewhere. */
export function toolNamedAt(model: ContractModel, text: string, offset: number): ToolModel | undefined {
  const location = getLocation(text, offset);
  const path = location.path;
  if (path[path.length - 1] !== 'name') return undefined;
  const pointer = toPointer(path.slice(0, -1));
  return model.tools.find((tool) => toPointer(tool.path) === pointer);
}

/** The hover line of a tool's name: its tokens, and the file's. */
export function toolCostHover(model: ContractModel, tool: ToolModel): string {
  const cost = contextCost(model);
  const name = tool.name ?? 'This tool';
  const all = model.tools.length > 1 ? ` · all ${model.tools.length} tools: ${formatTokens(cost.total)}` : '';
  return `**${name}** takes ${formatTokens(toolTokens(tool))} of the model's context (${TOKEN_ENCODING}: name, description and input schema)${all}`;
}

export interface ContextCost {
  /** Markdown to add to the hover at `position`, when it is on a tool's name. */
  hover(uri: string, position: Position, token: CancellationToken): Promise<string | undefined>;
}

export function registerContextCost(connection: Connection, documents: TextDocuments<TextDocument>, lintOf: LintOfVersion): ContextCost {
  connection.onRequest(ContextCostRequest.type, async ({ textDocument }, token): Promise<ContextCostResult | null> => {
    const found = await modelOf(documents, lintOf, textDocument.uri, token);
    if (!found) return null;
    const cost = contextCost(found.model);
    return {
      uri: textDocument.uri,
      version: found.document.version,
      encoding: cost.encoding,
      total: cost.total,
      tools: cost.tools.map(({ tool, tokens }) => ({ name: tool.name ?? null, pointer: toPointer(tool.path), tokens })),
    };
  });
  return {
    async hover(uri, position, token) {
      const found = await modelOf(documents, lintOf, uri, token);
      if (!found) return undefined;
      const text = found.document.getText();
      const tool = toolNamedAt(found.model, text, found.document.offsetAt(position));
      return tool ? toolCostHover(found.model, tool) : undefined;
    },
  };
}
