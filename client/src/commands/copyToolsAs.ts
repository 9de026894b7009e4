/**
 * Tool Contracts: Copy Tools as… — a quick pick of providers, then the active file's tools as
 * that provider's payload on the clipboard. The payload comes from the server's
 * `toolContracts.server.exportTools` command, the engine's export (the CLI's `export`): this
 * command only asks which target and where to put the answer.
 */
import { commands, env, window, type Disposable, type QuickPickItem } from 'vscode';
import { ExecuteCommandRequest, type LanguageClient } from 'vscode-languageclient/node';
import { COPY_TOOLS_AS_COMMAND, EXPORT_TOOLS_SERVER_COMMAND, type ExportToolsResult } from '../../../server/src/protocol';

interface TargetItem extends QuickPickItem {
  readonly target: string;
  readonly strict: boolean;
}

/** The export targets, as `tool-contracts export --to` names them; strict where the provider has a strict mode. */
export const TARGET_ITEMS: readonly TargetItem[] = [
  { label: 'Anthropic', description: 'tools[] with input_schema', target: 'anthropic', strict: false },
  { label: 'Anthropic (strict)', description: 'strict: true, every object closed, optional inputs nullable', target: 'anthropic', strict: true },
  { label: 'OpenAI Chat Completions', description: 'tools[] of type function', target: 'openai-chat', strict: false },
  { label: 'OpenAI Chat Completions (strict)', description: 'strict: true, every property required, optional ones nullable', target: 'openai-chat', strict: true },
  { label: 'OpenAI Responses', description: 'flat function tools[], strict: false', target: 'openai-responses', strict: false },
  { label: 'OpenAI Responses (strict)', description: 'strict: true, every property required, optional ones nullable', target: 'openai-responses', strict: true },
  { label: 'Gemini', description: 'a tool with functionDeclarations (parametersJsonSchema)', target: 'gemini', strict: false },
  { label: 'MCP', description: 'a tools/list result, with outputSchema and annotations', target: 'mcp', strict: false },
];

export function registerCopyToolsAs(client: () => LanguageClient | undefined): Disposable {
  return commands.registerCommand(COPY_TOOLS_AS_COMMAND, async () => {
    const document = window.activeTextEditor?.document;
    const running = client();
    if (!document) {
      void window.showInformationMessage('Tool Contracts: open a contract or a tools file to copy its tools.');
      return;
    }
    if (!running?.isRunning()) {
      void window.showWarningMessage('Tool Contracts: the language server is not running.');
      return;
    }
    const picked = await window.showQuickPick(TARGET_ITEMS, { title: 'Copy Tools as…', placeHolder: 'The provider whose request payload to copy' });
    if (!picked) return;
    const result = (await running.sendRequest(ExecuteCommandRequest.type, {
      command: EXPORT_TOOLS_SERVER_COMMAND,
      arguments: [document.uri.toString(), picked.target, picked.strict],
    })) as ExportToolsResult;
    if ('error' in result) {
      void window.showWarningMessage(`Tool Contracts: ${result.error}`);
      return;
    }
    await env.clipboard.writeText(result.text);
    const left = result.skipped.length ? ` (${result.skipped.length} left out: ${result.skipped.join('; ')})` : '';
    void window.showInformationMessage(`Tool Contracts: copied ${result.toolCount} tool${result.toolCount === 1 ? '' : 's'} as ${picked.label}${left}.`);
  });
}
