/**
 * Tool Contracts: Copy Tools as… in the server: the `toolContracts.server.exportTools` command
 * (workspace/executeCommand, arguments `[uri, target, strict]`) answers the payload the CLI's
 * `export` prints, from the open document's text, through the same export/ function. The
 * client puts it on the clipboard.
 */
import { ResponseError, ErrorCodes, type Connection, type ServerCapabilities, type TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { exportText, hasStrictMode, isExportTarget } from '../export';
import { EXPORT_TOOLS_SERVER_COMMAND, type ExportToolsResult } from '../protocol';
import { fileNameOf } from './uris';

export const EXPORT_TOOLS_CAPABILITIES: Pick<ServerCapabilities, 'executeCommandProvider'> = { executeCommandProvider: { commands: [EXPORT_TOOLS_SERVER_COMMAND] } };

export function exportToolsOf(documents: TextDocuments<TextDocument>, args: readonly unknown[]): ExportToolsResult {
  const [uri, target, strict] = args;
  if (typeof uri !== 'string' || typeof target !== 'string' || !isExportTarget(target)) {
    throw new ResponseError(ErrorCodes.InvalidParams, `${EXPORT_TOOLS_SERVER_COMMAND} takes [uri, target, strict?]; target is anthropic, openai-chat, openai-responses, gemini or mcp.`);
  }
  const document = documents.get(uri);
  if (!document) return { error: 'This document is not open in the Tool Contracts server.' };
  const result = exportText(document.getText(), fileNameOf(uri), target, { strict: strict === true && hasStrictMode(target) });
  if ('error' in result) return { error: `These tools cannot be exported: ${result.error}.` };
  return { text: `${JSON.stringify(result.payload, null, 2)}\n`, toolCount: result.toolCount, skipped: result.skipped.map(({ pointer, reason }) => `${pointer}: ${reason}`) };
}

export function registerExportTools(connection: Connection, documents: TextDocuments<TextDocument>): void {
  connection.onExecuteCommand(({ command, arguments: args }) => {
    if (command !== EXPORT_TOOLS_SERVER_COMMAND) throw new ResponseError(ErrorCodes.InvalidParams, `Unknown command ${command}.`);
    return exportToolsOf(documents, args ?? []);
  });
}
