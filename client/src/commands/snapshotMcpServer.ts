/**
 * Tool Contracts: Snapshot MCP Server… The language server does the work (it starts the servers,
 * reads their tools/list, writes and lints the snapshots); this door only shows UI: the quick pick
 * of the workspace's servers, the progress notification whose Cancel stops them, the input box
 * for an `${input:…}` the server asks for, and the snapshots it opens.
 */
import { randomUUID } from 'node:crypto';
import { commands, ProgressLocation, Uri, window, workspace, type CancellationToken, type Disposable, type OutputChannel, type QuickPickItem } from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { WorkDoneProgress, type WorkDoneProgressBegin, type WorkDoneProgressReport } from 'vscode-languageclient/node';
import {
  MCP_UNTRUSTED_MESSAGE,
  McpInputRequest,
  McpServersRequest,
  SNAPSHOT_MCP_SERVER_COMMAND,
  SnapshotMcpServersRequest,
  type McpInputParams,
  type McpInputResult,
  type McpServerInfo,
  type McpServerRef,
  type McpSnapshotOutcome,
} from '../../../server/src/protocol';

const TITLE = 'Tool Contracts';

interface ServerItem extends QuickPickItem {
  readonly server?: McpServerInfo;
  readonly all?: boolean;
}

export function registerSnapshotMcpServer(client: () => LanguageClient | undefined, output: OutputChannel): Disposable {
  return commands.registerCommand(SNAPSHOT_MCP_SERVER_COMMAND, async (configUri?: unknown, name?: unknown) => {
    if (!workspace.isTrusted) {
      const manage = 'Manage Workspace Trust';
      if ((await window.showWarningMessage(MCP_UNTRUSTED_MESSAGE, manage)) === manage) await commands.executeCommand('workbench.trust.manage');
      return;
    }
    const running = client();
    if (!running || !running.isRunning()) {
      void window.showWarningMessage(`${TITLE}: the language server is not running; no MCP server can be snapshotted. Run "Tool Contracts: Restart Server".`);
      return;
    }
    const servers = typeof configUri === 'string' && typeof name === 'string' ? [{ configUri, name }] : await pickServers(running, output);
    if (!servers || servers.length === 0) return;
    const outcomes = await snapshot(running, servers);
    if (outcomes) await report(outcomes, output);
  });
}

/** The input box for an `${input:…}` a server needs (a password box when its declaration says so). */
export async function promptForInput(params: McpInputParams, token?: CancellationToken): Promise<McpInputResult> {
  const value = await window.showInputBox(
    {
      title: `MCP server "${params.server}": \${input:${params.id}}`,
      prompt: params.description ?? `The value of \${input:${params.id}}, used by server "${params.server}"`,
      password: params.password,
      ignoreFocusOut: true,
    },
    token,
  );
  return { value: value ?? null };
}

export function registerMcpInputPrompt(client: LanguageClient): Disposable {
  return client.onRequest(McpInputRequest.type, (params, token) => promptForInput(params, token));
}

async function pickServers(client: LanguageClient, channel: OutputChannel): Promise<McpServerRef[] | undefined> {
  const found = await client.sendRequest(McpServersRequest.type);
  if (!found.trusted) {
    void window.showWarningMessage(MCP_UNTRUSTED_MESSAGE);
    return undefined;
  }
  if (found.servers.length === 0) {
    const problems = found.problems.length ? ` ${found.problems.join(' ')}` : '';
    void window.showInformationMessage(`${TITLE}: no MCP server is named in this workspace. Add one to .vscode/mcp.json ("servers") or .mcp.json ("mcpServers").${problems}`);
    return undefined;
  }
  for (const problem of found.problems) channel.appendLine(`Snapshot: ${problem}`);
  const items: ServerItem[] = found.servers.map((server) => ({
    label: server.name,
    description: server.description,
    detail: `${workspace.asRelativePath(Uri.parse(server.configUri))} → ${workspace.asRelativePath(Uri.parse(server.snapshotUri))}${lastRunText(server.lastRun)}`,
    server,
  }));
  const all: ServerItem = { label: `All servers (${found.servers.length})`, description: 'snapshot every server listed', all: true };
  const picked = await window.showQuickPick(found.servers.length > 1 ? [all, ...items] : items, {
    title: `${TITLE}: Snapshot MCP Server`,
    placeHolder: 'Which servers? Each is started, its tools/list read and written to mcp/<server>.tools.json, then linted.',
    canPickMany: true,
    matchOnDescription: true,
  });
  if (!picked || picked.length === 0) return undefined;
  const chosen = picked.some((item) => item.all) ? found.servers : picked.flatMap((item) => (item.server ? [item.server] : []));
  return chosen.map(({ configUri, name }) => ({ configUri, name }));
}

function lastRunText(outcome: McpSnapshotOutcome | undefined): string {
  if (!outcome) return '';
  if (outcome.status === 'failed') return ' · last run failed';
  if (outcome.status === 'cancelled' || outcome.tools === undefined) return '';
  return ` · last run: ${plural(outcome.tools, 'tool')}, ${plural(problemCount(outcome), 'problem')}`;
}

/** Runs the request under a cancellable notification; undefined when the request itself failed. */
async function snapshot(client: LanguageClient, servers: McpServerRef[]): Promise<readonly McpSnapshotOutcome[] | undefined> {
  const names = servers.length === 1 ? `"${servers[0]!.name}"` : `${servers.length} servers`;
  return window.withProgress({ location: ProgressLocation.Notification, title: `${TITLE}: snapshot of ${names}`, cancellable: true }, async (progress, token) => {
    const workDoneToken = randomUUID();
    let reported = 0;
    const listener = client.onProgress(WorkDoneProgress.type, workDoneToken, (value) => {
      if (value.kind === 'end') return;
      const { message, percentage } = value as WorkDoneProgressBegin | WorkDoneProgressReport;
      const increment = percentage !== undefined && percentage > reported ? percentage - reported : undefined;
      if (percentage !== undefined) reported = Math.max(reported, percentage);
      progress.report({ message, increment });
    });
    try {
      const result = await client.sendRequest(SnapshotMcpServersRequest.type, { servers, workDoneToken }, token);
      return result?.outcomes ?? servers.map((server) => ({ ...server, status: 'cancelled' as const }));
    } catch (error) {
      void window.showErrorMessage(`${TITLE}: the snapshot failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    } finally {
      listener.dispose();
    }
  });
}

/** Opens each snapshot written, and says what happened to each server. */
async function report(outcomes: readonly McpSnapshotOutcome[], channel: OutputChannel): Promise<void> {
  const done = outcomes.filter((outcome) => outcome.snapshotUri && (outcome.status === 'written' || outcome.status === 'unchanged'));
  for (const [index, outcome] of done.entries()) {
    const document = await workspace.openTextDocument(Uri.parse(outcome.snapshotUri!));
    await window.showTextDocument(document, { preview: false, preserveFocus: index < done.length - 1 });
  }
  if (done.length > 0) {
    const summary = done.map((o) => `${o.name}: ${plural(o.tools ?? 0, 'tool')}, ${plural(problemCount(o), 'problem')}${o.status === 'unchanged' ? ' (snapshot unchanged)' : ''}`).join('; ');
    void window.showInformationMessage(`${TITLE}: snapshot ${summary}.`);
  }
  for (const outcome of outcomes.filter((o) => o.status === 'failed')) {
    channel.appendLine(`Snapshot: ${outcome.message ?? `server "${outcome.name}" failed`}`);
    for (const line of outcome.stderrTail ?? []) channel.appendLine(`  | ${line}`);
    const show = 'Show Output';
    void window.showErrorMessage(`${TITLE}: ${outcome.message ?? `server "${outcome.name}" failed`}`, show).then((choice) => choice === show && channel.show(true));
  }
  const cancelled = outcomes.filter((o) => o.status === 'cancelled');
  if (cancelled.length > 0) {
    const text = cancelled.length === 1 && cancelled[0]!.message ? cancelled[0]!.message : `the snapshot was cancelled for ${cancelled.map((o) => o.name).join(', ')}; no server was left running`;
    void window.showInformationMessage(`${TITLE}: ${text}.`);
  }
}

function problemCount(outcome: McpSnapshotOutcome): number {
  const problems = outcome.problems;
  return problems ? problems.error + problems.warning + problems.info : 0;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
