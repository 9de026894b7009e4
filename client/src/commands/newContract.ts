/**
 * Tool Contracts: New Contract…: a whole contract (name, version 0.1.0, one read-only list tool
 * with pagination) and its changelog beside it, linting with no error and no warning. In an
 * empty contract file it fills that file; otherwise it asks for the tool set's name and writes
 * `<name>.contract.jsonc` in the folder of the active file (or the first workspace folder).
 *
 * Also the command the server's "New tool contract" completion runs once the snippet is in:
 * it writes the changelog the contract names, with an entry for its version.
 */
import { commands, Position, Range, Uri, window, workspace, WorkspaceEdit, type Disposable, type TextDocument } from 'vscode';
import { parse } from 'jsonc-parser';
import { contractNameFromFile, CREATE_CHANGELOG_COMMAND, firstChangelogEntry, NEW_CONTRACT_VERSION, newContractChangelog, newContractText, today } from '../../../server/src/templates/contractTemplates';
import { DEFAULT_CHANGELOG, hasChangelogEntry } from '../../../server/src/versioning/changelog';

export const NEW_CONTRACT_COMMAND = 'toolContracts.newContract';
const LANGUAGE_ID = 'tool-contract';
const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

async function readText(uri: Uri): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await workspace.fs.readFile(uri));
  } catch {
    return undefined;
  }
}

/** Writes, or adds to, the changelog at `uri` an entry for `version` when it has none. */
async function ensureChangelogEntry(uri: Uri, contractName: string, version: string): Promise<void> {
  const existing = await readText(uri);
  if (existing !== undefined && hasChangelogEntry(existing, version)) return;
  const change = firstChangelogEntry(existing, contractName, version, today());
  if (change.create || existing === undefined) {
    await workspace.fs.writeFile(uri, new TextEncoder().encode(change.text));
    return;
  }
  const document = await workspace.openTextDocument(uri);
  const edit = new WorkspaceEdit();
  edit.replace(uri, new Range(document.positionAt(change.offset), document.positionAt(change.offset + change.length)), change.text);
  await workspace.applyEdit(edit);
  await document.save();
}

/** The changelog a contract document names (CHANGELOG.md beside it by default), with an entry for its version. */
async function createChangelog(target?: unknown): Promise<void> {
  const uri = typeof target === 'string' ? Uri.parse(target) : window.activeTextEditor?.document.uri;
  if (!uri || uri.scheme === 'untitled') return;
  const document = await workspace.openTextDocument(uri);
  const value = parse(document.getText()) as { name?: unknown; version?: unknown; changelog?: unknown } | undefined;
  const version = typeof value?.version === 'string' ? value.version : NEW_CONTRACT_VERSION;
  const changelog = typeof value?.changelog === 'string' && value.changelog !== '' ? value.changelog : DEFAULT_CHANGELOG;
  const name = typeof value?.name === 'string' ? value.name : contractNameFromFile(uri.path);
  await ensureChangelogEntry(Uri.joinPath(uri, '..', changelog), name, version);
}

async function exists(uri: Uri): Promise<boolean> {
  try {
    await workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

/** The contract text for a file, naming its own changelog when CHANGELOG.md beside it is another's. */
async function contractFor(file: Uri, name: string): Promise<{ text: string; changelog: Uri }> {
  const folder = Uri.joinPath(file, '..');
  const own = newContractChangelog(file.path, await exists(Uri.joinPath(folder, DEFAULT_CHANGELOG)));
  return { text: newContractText({ name, ...(own ? { changelog: own } : {}) }), changelog: Uri.joinPath(folder, own ?? DEFAULT_CHANGELOG) };
}

function isEmptyContract(document: TextDocument): boolean {
  // Empty, or only the {} the editor made of a typed brace.
  return document.languageId === LANGUAGE_ID && /^\s*(?:\{\s*\})?\s*$/.test(document.getText()) && !document.isUntitled;
}

async function fillEmpty(document: TextDocument): Promise<void> {
  const name = contractNameFromFile(document.uri.path);
  const { text, changelog } = await contractFor(document.uri, name);
  const edit = new WorkspaceEdit();
  edit.replace(document.uri, new Range(new Position(0, 0), document.positionAt(document.getText().length)), text);
  await workspace.applyEdit(edit);
  await ensureChangelogEntry(changelog, name, NEW_CONTRACT_VERSION);
  await document.save();
}

async function newContract(): Promise<void> {
  const active = window.activeTextEditor?.document;
  if (active && isEmptyContract(active)) return fillEmpty(active);
  const base = active && !active.isUntitled ? workspace.getWorkspaceFolder(active.uri) && Uri.joinPath(active.uri, '..') : undefined;
  const folder = base ?? workspace.workspaceFolders?.[0]?.uri;
  const name = await window.showInputBox({
    title: 'New Contract',
    prompt: folder ? `The tool set's name: the contract is written as <name>.contract.jsonc in ${workspace.asRelativePath(folder, true)}` : "The tool set's name",
    value: 'my-tools',
    validateInput: (value) => (NAME.test(value.trim()) ? undefined : 'Letters, digits, dots, dashes and underscores, starting with a letter or a digit.'),
  });
  if (!name) return;
  const cleanName = name.trim();
  if (!folder) {
    // No folder to write to: an untitled contract (its changelog is for when it is saved).
    const document = await workspace.openTextDocument({ language: LANGUAGE_ID, content: newContractText({ name: cleanName }) });
    await window.showTextDocument(document);
    return;
  }
  const file = Uri.joinPath(folder, `${cleanName}.contract.jsonc`);
  if (await exists(file)) {
    void window.showWarningMessage(`Tool Contracts: ${workspace.asRelativePath(file)} already exists.`);
    await window.showTextDocument(file);
    return;
  }
  const { text, changelog } = await contractFor(file, cleanName);
  await workspace.fs.writeFile(file, new TextEncoder().encode(text));
  await ensureChangelogEntry(changelog, cleanName, NEW_CONTRACT_VERSION);
  await window.showTextDocument(file);
}

export function registerNewContract(): Disposable[] {
  return [commands.registerCommand(NEW_CONTRACT_COMMAND, newContract), commands.registerCommand(CREATE_CHANGELOG_COMMAND, createChangelog)];
}
