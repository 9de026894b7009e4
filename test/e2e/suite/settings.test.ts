/** `toolContracts.rules` reaches the server: changing a rule's severity changes the diagnostic. */
import { strict as assert } from 'node:assert';
import { afterEach, describe, it } from 'mocha';
import { ConfigurationTarget, DiagnosticSeverity, workspace, type Diagnostic } from 'vscode';
import { codeOf, open, waitForDiagnostics } from './helpers';

const RULE = 'output-not-object';

async function setRules(rules: Record<string, string> | undefined): Promise<void> {
  await workspace.getConfiguration('toolContracts').update('rules', rules, ConfigurationTarget.Workspace);
}

describe('The toolContracts.rules setting', () => {
  afterEach(() => setRules(undefined));

  it(`turns ${RULE} from an error into a warning, then off, then back`, async () => {
    const document = await open('flawed.contract.jsonc');
    const severityOf = (severity: DiagnosticSeverity) => (ds: Diagnostic[]) => ds.some((d) => codeOf(d) === RULE && d.severity === severity);
    await waitForDiagnostics(document.uri, `${RULE} as an error (its default)`, severityOf(DiagnosticSeverity.Error));

    await setRules({ [RULE]: 'warning' });
    const asWarning = await waitForDiagnostics(document.uri, `${RULE} as a warning`, severityOf(DiagnosticSeverity.Warning));
    assert.ok(!asWarning.some((d) => codeOf(d) === RULE && d.severity === DiagnosticSeverity.Error), `${RULE} is reported as both`);

    await setRules({ [RULE]: 'off' });
    const off = await waitForDiagnostics(document.uri, `${RULE} gone`, (ds) => ds.length > 0 && !ds.some((d) => codeOf(d) === RULE));
    assert.ok(off.some((d) => codeOf(d) === 'tool-name-duplicate'), 'turning one rule off removed others');

    await setRules(undefined);
    await waitForDiagnostics(document.uri, `${RULE} back as an error`, severityOf(DiagnosticSeverity.Error));
  });
});
