/**
 * Versioning over LSP against a real temporary git repository (issue 6): tickets 1.0.0 is
 * committed; removing an output field in the buffer brings `version-bump-required` on
 * `version`, listing the removal as major; *Bump version to 2.0.0 and add a changelog entry*
 * sets 2.0.0 and writes the entry under Breaking (into the changelog, or a new one); then the
 * diagnostic is gone. An untracked contract is silent, and an untrusted workspace runs no git
 * until trust is granted. Git is reached through a PATH with a `git` that logs each call.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CodeActionRequest,
  FileChangeType,
  type CodeAction,
  type CreateFile,
  type Diagnostic,
  type PublishDiagnosticsParams,
  type TextDocumentEdit,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { WorkspaceTrustNotification } from '../../server/src/protocol';
import { DEADLINE_MS, LspTestClient, pathToUri, withDeadline } from './lspClient';
import { createGitRepo, git } from '../helpers/gitRepo';

const RULE = 'version-bump-required';
const EXAMPLE = readFileSync(resolve(__dirname, '../../examples/tickets.contract.json'), 'utf8');

/** The seed's tickets contract at 1.0.0 with its changelog named `changelog`. */
function committedText(changelog: string): string {
  const text = EXAMPLE.replace('"version": "1.4.0"', '"version": "1.0.0"').replace('"changelog": "CHANGELOG.tickets.md"', `"changelog": "${changelog}"`);
  assert.notEqual(text, EXAMPLE);
  assert.match(text, new RegExp(`"version": "1\\.0\\.0",\\n  "description": [^\\n]+\\n  "changelog": "${changelog.replace('.', '\\.')}"`));
  return text;
}

/** The same text without the `total_count` output field (an edit of the buffer, lines kept). */
function withoutTotalCount(text: string): string {
  const edited = text
    .replace(/,\n\s*"total_count": \{[^\n]*\}\n/, '\n')
    .replace('"required": ["tickets", "next_cursor", "total_count"]', '"required": ["tickets", "next_cursor"]');
  assert.doesNotMatch(edited, /total_count/);
  JSON.parse(edited);
  return edited;
}

const CHANGELOG = '# Changelog\n\n## [1.0.0] - 2024-01-15\n\n### Added\n\n- tickets_list_open.\n';

/** Polls `condition` until it holds; fails after the deadline. */
async function until(condition: () => boolean, what: string, deadlineMs = DEADLINE_MS): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${deadlineMs} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

interface Workspace {
  readonly dir: string;
  /** The file the trap `git` appends each call's arguments to. */
  readonly gitLog: string;
  readonly env: NodeJS.ProcessEnv;
  git(...args: string[]): string;
}

/** A git repository in the temp folder (the trap ignored), and a PATH whose `git` logs its calls to `gitLog`, then runs the real git. */
function makeWorkspace(name: string): Workspace {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `tool-contracts-versioning-${name}-`)));
  const trap = join(dir, '.trap');
  mkdirSync(trap);
  const gitLog = join(trap, 'git-calls.log');
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(join(trap, 'git'), `#!/bin/sh\necho "$*" >> '${gitLog}'\nexec '${realGit}' "$@"\n`);
  chmodSync(join(trap, 'git'), 0o755);
  createGitRepo(dir, { '.gitignore': '.trap/\n' }, 'ignore the trap');
  return { dir, gitLog, env: { ...process.env, PATH: `${trap}${delimiter}${process.env.PATH ?? ''}` }, git: (...args) => git(dir, args) };
}

const gitCalls = (ws: Workspace): string[] => (existsSync(ws.gitLog) ? readFileSync(ws.gitLog, 'utf8').split('\n').filter(Boolean) : []);
const ofRule = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.code === RULE);
const withRule = (uri: string) => (p: PublishDiagnosticsParams) => p.uri === uri && ofRule(p.diagnostics).length > 0;

/**
 * Applies a code action's edit as VS Code would: the contract's edit to the buffer (refused when
 * made for another version), other files' edits and creations on disk. Returns the new buffer.
 */
function applyWorkspaceEdit(action: CodeAction, uri: string, text: string, version: number, files: Map<string, string>): string {
  const changes = action.edit?.documentChanges;
  assert.ok(changes, 'a documentChanges edit');
  let buffer = text;
  for (const change of changes) {
    if ('kind' in change) {
      assert.equal(change.kind, 'create', `only file creations besides edits, got ${change.kind}`);
      const path = fileURLToPath((change as CreateFile).uri);
      assert.equal(existsSync(path), false, 'creates only a missing file');
      writeFileSync(path, '');
      files.set(change.uri, '');
      continue;
    }
    const edit = change as TextDocumentEdit;
    if (edit.textDocument.uri === uri) {
      if (edit.textDocument.version !== version) throw new Error(`stale edit: made for version ${edit.textDocument.version}, the document is at ${version}`);
      buffer = TextDocument.applyEdits(TextDocument.create(uri, 'json', version, buffer), edit.edits as TextEdit[]);
    } else {
      const path = fileURLToPath(edit.textDocument.uri);
      const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
      const after = TextDocument.applyEdits(TextDocument.create(edit.textDocument.uri, 'markdown', 1, before), edit.edits as TextEdit[]);
      writeFileSync(path, after);
      files.set(edit.textDocument.uri, after);
    }
  }
  return buffer;
}

describe('versioning over LSP against a git repository', () => {
  let ws: Workspace;
  let client: LspTestClient;

  before(async () => {
    ws = makeWorkspace('trusted');
    writeFileSync(join(ws.dir, 't.contract.json'), committedText('CHANGELOG.md'));
    writeFileSync(join(ws.dir, 'CHANGELOG.md'), CHANGELOG);
    mkdirSync(join(ws.dir, 'new-changelog'));
    writeFileSync(join(ws.dir, 'new-changelog', 'n.contract.json'), committedText('CHANGES.md'));
    writeFileSync(join(ws.dir, 'moving.contract.json'), committedText('CHANGELOG.md'));
    ws.git('add', '.');
    ws.git('commit', '-q', '-m', 'tickets 1.0.0');
    ({ client } = await LspTestClient.start({ workspaceFolder: ws.dir, env: ws.env }));
  });
  after(async () => {
    await client?.stop();
    if (ws) rmSync(ws.dir, { recursive: true, force: true });
  });

  function actionsFor(uri: string, diagnostic: Diagnostic): Promise<CodeAction[]> {
    const request = client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [diagnostic] } });
    return withDeadline(request, 'codeAction') as Promise<CodeAction[]>;
  }

  /** Opens the committed contract, removes total_count in the buffer, and returns the diagnostic that follows. */
  async function openAndBreak(path: string): Promise<{ uri: string; text: string; version: number; diagnostic: Diagnostic }> {
    const uri = pathToUri(path);
    const committed = readFileSync(path, 'utf8');
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, committed, 'json');
    assert.deepEqual(ofRule((await opened).diagnostics), [], 'the committed text needs no bump');
    // The base is read with git (the trap logs it) before or soon after the first lint.
    await until(() => gitCalls(ws).some((call) => call.startsWith('show --no-textconv ') && call.endsWith(`:./${path.split('/').pop()}`)), 'git show of the contract');
    const text = withoutTotalCount(committed);
    const published = client.diagnostics.next(withRule(uri), `${RULE} for ${uri}`);
    const version = await client.change(uri, { text });
    const params = await published;
    assert.equal(params.version, version);
    // The language status of that lint says what it compared with (the client shows it in the status item).
    await until(() => client.statuses.received.some((s) => s.uri === uri && s.version === version && s.base_ref !== undefined), 'a lint status naming the base');
    const status = client.statuses.received.find((s) => s.uri === uri && s.version === version && s.base_ref !== undefined)!;
    assert.deepEqual([status.base_ref, status.base_version], ['HEAD', '1.0.0']);
    const [diagnostic] = ofRule(params.diagnostics);
    return { uri, text, version, diagnostic };
  }

  function checkDiagnostic(diagnostic: Diagnostic, text: string): string {
    const versionLine = text.split('\n').findIndex((line) => line.includes('"version": "1.0.0"'));
    assert.equal(diagnostic.range.start.line, versionLine, 'on version');
    assert.match(diagnostic.message, /major/);
    assert.match(diagnostic.message, /2\.0\.0/);
    const related = diagnostic.relatedInformation ?? [];
    const removal = related.filter((r) => /^major: /.test(r.message) && r.message.includes('total_count'));
    assert.equal(removal.length, 1, `the removed field is listed as major: ${JSON.stringify(related.map((r) => r.message))}`);
    return removal[0].message.slice('major: '.length);
  }

  it('removing an output field asks for 2.0.0; the quick fix bumps it and adds a Breaking entry to CHANGELOG.md', async () => {
    const { uri, text, version, diagnostic } = await openAndBreak(join(ws.dir, 't.contract.json'));
    const change = checkDiagnostic(diagnostic, text);

    const actions = await actionsFor(uri, diagnostic);
    const bump = actions.find((a) => a.title === 'Bump version to 2.0.0 and add a changelog entry');
    assert.ok(bump, `the bump fix is offered: ${JSON.stringify(actions.map((a) => a.title))}`);
    const changelogUri = pathToUri(join(ws.dir, 'CHANGELOG.md'));
    const files = new Map<string, string>();
    const fixed = applyWorkspaceEdit(bump, uri, text, version, files);
    assert.equal(fixed, text.replace('"version": "1.0.0"', '"version": "2.0.0"'), 'only the version string changes in the contract');
    const changelog = files.get(changelogUri);
    assert.ok(changelog !== undefined, 'CHANGELOG.md is edited');
    const entry = /## \[2\.0\.0\] - \d{4}-\d{2}-\d{2}\n\n### Breaking\n\n- ([^\n]*)\n/.exec(changelog);
    assert.ok(entry, `a dated 2.0.0 entry with a Breaking section:\n${changelog}`);
    assert.equal(entry[1], change, 'the entry lists the change');
    assert.ok(changelog.indexOf('## [2.0.0]') < changelog.indexOf('## [1.0.0]'), 'above the 1.0.0 entry');
    assert.ok(changelog.startsWith('# Changelog\n\n## [2.0.0]'), changelog);

    // As VS Code does: the buffer changes, and the watcher reports the changelog written.
    const relinted = client.nextDiagnostics(uri, version + 1);
    await client.change(uri, { text: fixed });
    await client.filesChanged({ uri: changelogUri, type: FileChangeType.Changed });
    const after = await relinted;
    assert.deepEqual(ofRule(after.diagnostics), [], 'no bump needed after the fix');
    assert.deepEqual(after.diagnostics.filter((d) => d.code === 'changelog-missing'), [], 'the changelog has the 2.0.0 entry');
  });

  it('a missing changelog is created with the entry', async () => {
    const path = join(ws.dir, 'new-changelog', 'n.contract.json');
    const { uri, text, version, diagnostic } = await openAndBreak(path);
    const change = checkDiagnostic(diagnostic, text);
    const actions = await actionsFor(uri, diagnostic);
    const bump = actions.find((a) => a.title === 'Bump version to 2.0.0 and add a changelog entry');
    assert.ok(bump, `the bump fix is offered: ${JSON.stringify(actions.map((a) => a.title))}`);
    const changesUri = pathToUri(join(ws.dir, 'new-changelog', 'CHANGES.md'));
    const creations = (bump.edit?.documentChanges ?? []).filter((c): c is CreateFile => 'kind' in c && c.kind === 'create');
    assert.deepEqual(
      creations.map((c) => c.uri),
      [changesUri],
      'a CreateFile for CHANGES.md',
    );
    const files = new Map<string, string>();
    const fixed = applyWorkspaceEdit(bump, uri, text, version, files);
    assert.equal(fixed, text.replace('"version": "1.0.0"', '"version": "2.0.0"'));
    const created = files.get(changesUri) ?? '';
    assert.match(created, /^# Changelog\n/);
    assert.ok(created.includes(`### Breaking\n\n- ${change}\n`), created);
    assert.match(created, /## \[2\.0\.0\] - \d{4}-\d{2}-\d{2}\n/);
  });

  it('a commit moves the base: the document is linted again against the new HEAD', async () => {
    const path = join(ws.dir, 'moving.contract.json');
    const { uri, text } = await openAndBreak(path);
    // The edited text is committed as 1.0.0 (a careless commit): against the new HEAD nothing changed.
    writeFileSync(path, text);
    ws.git('commit', '-q', '-am', 'drop total_count');
    const cleared = client.diagnostics.next((p) => p.uri === uri && ofRule(p.diagnostics).length === 0, `${RULE} gone for ${uri}`);
    await client.filesChanged({ uri: pathToUri(join(ws.dir, '.git', 'logs', 'HEAD')), type: FileChangeType.Changed });
    await cleared;
  });

  it('an untracked contract in the repository gets no version-bump-required', async () => {
    const path = join(ws.dir, 'untracked.contract.json');
    const text = withoutTotalCount(committedText('CHANGELOG.md'));
    writeFileSync(path, text);
    const uri = pathToUri(path);
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, text, 'json');
    assert.deepEqual(ofRule((await opened).diagnostics), []);
    // Git was asked and found nothing; a lint after that still has no base.
    await until(() => gitCalls(ws).some((call) => call.endsWith(':./untracked.contract.json')), 'git show of the untracked contract');
    await client.save(uri);
    const again = client.nextDiagnostics(uri, 2);
    const status = client.nextStatus(uri, 2);
    await client.change(uri, { text: text + '\n' });
    assert.deepEqual(ofRule((await again).diagnostics), []);
    assert.equal((await status).base_ref, undefined, 'the status names no base');
  });
});

describe('versioning in an untrusted workspace', () => {
  let ws: Workspace;
  let client: LspTestClient;

  before(async () => {
    ws = makeWorkspace('untrusted');
    writeFileSync(join(ws.dir, 't.contract.json'), committedText('CHANGELOG.md'));
    writeFileSync(join(ws.dir, 'CHANGELOG.md'), CHANGELOG);
    ws.git('add', '.');
    ws.git('commit', '-q', '-m', 'tickets 1.0.0');
    ({ client } = await LspTestClient.start({ workspaceFolder: ws.dir, env: ws.env, initializationOptions: { workspaceTrusted: false } }));
  });
  after(async () => {
    await client?.stop();
    if (ws) rmSync(ws.dir, { recursive: true, force: true });
  });

  it('runs no git and reports no version-bump-required until trust is granted', async () => {
    const path = join(ws.dir, 't.contract.json');
    const uri = pathToUri(path);
    const text = withoutTotalCount(readFileSync(path, 'utf8'));
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, text, 'json');
    assert.deepEqual(ofRule((await opened).diagnostics), []);
    await client.save(uri); // a save re-checks the base at once when trusted
    await client.filesChanged({ uri: pathToUri(join(ws.dir, '.git', 'logs', 'HEAD')), type: FileChangeType.Changed });
    const changed = client.nextDiagnostics(uri, 2);
    await client.change(uri, { text: text + '\n' });
    assert.deepEqual(ofRule((await changed).diagnostics), []);
    assert.deepEqual(gitCalls(ws), [], 'no git command ran');

    // Granting trust re-lints with the base from git.
    const published = client.diagnostics.next(withRule(uri), `${RULE} after trust`, DEADLINE_MS);
    await client.connection.sendNotification(WorkspaceTrustNotification.type, { trusted: true });
    const [diagnostic] = ofRule((await published).diagnostics);
    assert.match(diagnostic.message, /2\.0\.0/);
    assert.ok(gitCalls(ws).length > 0, 'git ran once trusted');
  });
});
