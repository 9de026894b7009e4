/**
 * Tool Contracts: Fix All Safe Problems. Asks the language server for the file's
 * `source.fixAll.tool-contracts` action (every safe fix, computed and re-linted in the server:
 * the same edits as on save and as `lint --fix`) and applies it; says so when there is nothing
 * to fix. The command only routes: the server decides what is safe.
 */
import { commands, Range, window, workspace, type CodeAction, type Disposable } from 'vscode';
import { FIX_ALL_COMMAND, FIX_ALL_KIND } from '../../../server/src/protocol';

export function registerFixAll(): Disposable {
  return commands.registerCommand(FIX_ALL_COMMAND, async () => {
    const editor = window.activeTextEditor;
    if (!editor) {
      void window.showInformationMessage('Tool Contracts: open a contract to fix its problems.');
      return;
    }
    const document = editor.document;
    const whole = new Range(document.positionAt(0), document.positionAt(document.getText().length));
    const actions = (await commands.executeCommand<CodeAction[]>('vscode.executeCodeActionProvider', document.uri, whole, FIX_ALL_KIND)) ?? [];
    const fixAll = actions.find((action) => action.kind?.value === FIX_ALL_KIND && action.edit);
    if (!fixAll?.edit) {
      void window.showInformationMessage('Tool Contracts: no safe fix to apply in this file.');
      return;
    }
    if (!(await workspace.applyEdit(fixAll.edit))) void window.showWarningMessage('Tool Contracts: the fixes could not be applied (the file changed meanwhile). Try again.');
  });
}
