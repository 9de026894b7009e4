/** The examples, opened in the editor: our diagnostics, with our source, codes and docs links. */
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'mocha';
import { commands, DiagnosticSeverity, extensions, Range, workspace, WorkspaceEdit, type Diagnostic } from 'vscode';
import { codeOf, describe as describeDiagnostics, open, waitForDiagnostics } from './helpers';

const EXTENSION_ID = 'tool-contracts.tool-contracts';
const FLAWED_MUST_SHOW: Record<string, DiagnosticSeverity> = {
  'output-not-object': DiagnosticSeverity.Error,
  'tool-name-duplicate': DiagnosticSeverity.Error,
  'mutation-dry-run-flag': DiagnosticSeverity.Error,
  'mutation-self-confirmation': DiagnosticSeverity.Error,
  'version-invalid': DiagnosticSeverity.Error,
  'errors-untyped': DiagnosticSeverity.Error,
  'field-unit-suffix': DiagnosticSeverity.Warning,
  'output-list-unpaginated': DiagnosticSeverity.Warning,
  'errors-missing': DiagnosticSeverity.Warning,
  'input-default-undocumented': DiagnosticSeverity.Information,
  'tool-name-portability': DiagnosticSeverity.Information,
};

const isProblem = (d: Diagnostic) => d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning;

describe('Tool Contracts in the editor', () => {
  after(() => commands.executeCommand('workbench.action.closeAllEditors'));

  it('reports the flawed example with our source, rule ids, severities and docs links', async () => {
    const document = await open('flawed.contract.jsonc');
    const own = await waitForDiagnostics(document.uri, `the rules ${Object.keys(FLAWED_MUST_SHOW).join(', ')}`, (ds) =>
      Object.keys(FLAWED_MUST_SHOW).every((id) => ds.some((d) => codeOf(d) === id)),
    );
    const extension = extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed`);
    assert.ok(extension.isActive, `${EXTENSION_ID} did not activate on a contract file`);
    assert.ok(own.length >= 30, `only ${own.length} diagnostics: ${describeDiagnostics(own)}`);
    for (const [id, severity] of Object.entries(FLAWED_MUST_SHOW)) {
      const found = own.filter((d) => codeOf(d) === id);
      assert.ok(found.every((d) => d.severity === severity), `${id} has severity ${found.map((d) => d.severity).join('/')}, expected ${severity}`);
    }
    for (const diagnostic of own) {
      const code = diagnostic.code;
      assert.ok(typeof code === 'object' && code !== null, `${codeOf(diagnostic)} has no docs link`);
      // The link runs Show Rule Documentation on the page shipped with the extension (rendered, not the .md in an editor).
      assert.equal(code.target.scheme, 'command', `${code.value} links to ${code.target.toString()}`);
      assert.equal(code.target.path, 'toolContracts.showDocumentation');
      assert.deepEqual(JSON.parse(decodeURIComponent(code.target.query)), [code.value]);
      const page = join(extension.extensionPath, 'docs', 'rules', `${code.value}.md`);
      assert.ok(existsSync(page), `${page} is not shipped with the extension`);
      assert.ok(diagnostic.message.length > 20, `${code.value} has a thin message: ${diagnostic.message}`);
    }
  });

  it('reports no warning or error on the tickets example', async () => {
    const document = await open('tickets.contract.json');
    // An empty list is also what an unlinted file has. So first make a known problem appear (proof
    // the server lints this document), then take it back and wait for the file's own result.
    const version = document.getText().indexOf('"1.4.0"');
    assert.ok(version > 0, 'tickets.contract.json no longer has version "1.4.0"');
    const range = new Range(document.positionAt(version), document.positionAt(version + '"1.4.0"'.length));
    const breakIt = new WorkspaceEdit();
    breakIt.replace(document.uri, range, '"1.4"');
    assert.ok(await workspace.applyEdit(breakIt));
    await waitForDiagnostics(document.uri, 'version-invalid after breaking the version', (ds) => ds.some((d) => codeOf(d) === 'version-invalid'));
    const restore = new WorkspaceEdit();
    restore.replace(document.uri, new Range(range.start, document.positionAt(version + '"1.4"'.length)), '"1.4.0"');
    assert.ok(await workspace.applyEdit(restore));
    const own = await waitForDiagnostics(document.uri, 'the restored file to be linted', (ds) => !ds.some((d) => codeOf(d) === 'version-invalid'));
    assert.deepEqual(own.filter(isProblem).map(codeOf), [], `tickets example: ${describeDiagnostics(own)}`);
    await commands.executeCommand('workbench.action.files.revert');
  });
});

