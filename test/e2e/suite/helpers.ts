/** Waiting for diagnostics in the extension host: on each change event, with a deadline, never a sleep. */
import { languages, Uri, workspace, window, type Diagnostic, type TextDocument } from 'vscode';

export const SOURCE = 'tool-contracts';
export const DEADLINE_MS = 60_000;

export function ownDiagnostics(uri: Uri): Diagnostic[] {
  return languages.getDiagnostics(uri).filter((d) => d.source === SOURCE);
}

export function codeOf(diagnostic: Diagnostic): string {
  const code = diagnostic.code;
  return typeof code === 'object' && code !== null ? String(code.value) : String(code ?? '');
}

export function describe(diagnostics: readonly Diagnostic[]): string {
  return diagnostics.map((d) => `${codeOf(d)}@${d.range.start.line + 1}:${d.range.start.character + 1}/${d.severity}`).join(', ') || 'none';
}

/**
 * Resolves with our diagnostics of `uri` once `accept` returns true for them. Checks now and on
 * every diagnostics change; rejects after the deadline, saying what it last saw.
 */
export function waitForDiagnostics(uri: Uri, what: string, accept: (own: Diagnostic[]) => boolean, timeoutMs = DEADLINE_MS): Promise<Diagnostic[]> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const own = ownDiagnostics(uri);
      if (!accept(own)) return false;
      cleanup();
      resolve(own);
      return true;
    };
    const listener = languages.onDidChangeDiagnostics((event) => {
      if (event.uris.some((u) => u.toString() === uri.toString())) check();
    });
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what} on ${uri.fsPath}. Last seen: ${describe(ownDiagnostics(uri))}`));
    }, timeoutMs);
    function cleanup() {
      listener.dispose();
      clearTimeout(timer);
    }
    check();
  });
}

export function workspaceFile(name: string): Uri {
  const folder = workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the tests need a workspace folder holding a copy of examples/');
  return Uri.joinPath(folder.uri, name);
}

export async function open(name: string): Promise<TextDocument> {
  const document = await workspace.openTextDocument(workspaceFile(name));
  await window.showTextDocument(document);
  return document;
}
