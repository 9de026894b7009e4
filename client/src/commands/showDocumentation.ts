/**
 * Tool Contracts: Show Rule Documentation. Code actions run it with the rule id of a
 * diagnostic; from the command palette it asks which rule. The page is the rule's
 * Markdown file shipped with the extension, shown as a preview (works offline).
 */
import { commands, FileType, Uri, window, workspace, type Disposable, type ExtensionContext } from 'vscode';
import { SHOW_DOCUMENTATION_COMMAND } from '../../../server/src/protocol';

/** Rule and engine diagnostic ids are kebab-case words: nothing else becomes a path. */
const RULE_ID = /^[a-z]+(?:-[a-z]+)*$/;

export function registerShowDocumentation(context: ExtensionContext): Disposable {
  return commands.registerCommand(SHOW_DOCUMENTATION_COMMAND, async (ruleId?: unknown) => {
    const id = typeof ruleId === 'string' && RULE_ID.test(ruleId) ? ruleId : await pickRule(context.extensionUri);
    if (!id) return;
    const page = Uri.joinPath(context.extensionUri, 'docs', 'rules', `${id}.md`);
    try {
      await commands.executeCommand('markdown.showPreview', page);
    } catch {
      // The built-in Markdown extension is disabled: open the source instead.
      await commands.executeCommand('vscode.open', page);
    }
  });
}

async function pickRule(extensionUri: Uri): Promise<string | undefined> {
  let ids: string[] = [];
  try {
    const entries = await workspace.fs.readDirectory(Uri.joinPath(extensionUri, 'docs', 'rules'));
    ids = entries.filter(([name, type]) => type === FileType.File && name.endsWith('.md')).map(([name]) => name.slice(0, -3)).filter((id) => RULE_ID.test(id)).sort();
  } catch {
    void window.showWarningMessage('Tool Contracts: the rule documentation is not installed with this extension.');
    return undefined;
  }
  return window.showQuickPick(ids, { placeHolder: 'Show the documentation of which rule?' });
}
