/**
 * Through the built server over stdio: after each of a run of seeded random edits of a contract
 * with findings (typing inside tools, renames that make duplicates, references, broken text and
 * undo), the diagnostics published for that version are those of a fresh full lint of the text,
 * in the same order; and most of those lints re-linted one tool only (the server's trace says so).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateContract } from '../../bench/corpus';
import { lint } from '../../server/src/engine';
import { engineLintOptions } from '../../server/src/lsp/lintDocument';
import { DEFAULT_SETTINGS } from '../../server/src/lsp/settings';
import { changeBetween, parses, random, randomEdit } from '../helpers/randomEdits';
import { CHANGE_DEBOUNCE_MS, changeDebounceMs } from '../../server/src/lsp/scheduler';
import { LspTestClient } from './lspClient';

/** What a diagnostic says and where, without the docs link (which depends on the client). */
function shown(diagnostic: Diagnostic): unknown {
  return {
    code: diagnostic.code,
    severity: diagnostic.severity,
    message: diagnostic.message,
    range: diagnostic.range,
    related: diagnostic.relatedInformation?.map((r) => ({ range: r.location.range, message: r.message })),
  };
}

describe('incremental lint in the server', () => {
  let client: LspTestClient;
  before(async () => {
    ({ client } = await LspTestClient.start({ trace: 'verbose' }));
  });
  after(async () => {
    await client.stop();
  });

  it('publishes after each random edit what a full lint of the text finds', async () => {
    const uri = 'file:///incremental/edited.contract.json';
    const options = engineLintOptions(uri, DEFAULT_SETTINGS, undefined);
    let text = generateContract(40, { flawed: true });
    let local = TextDocument.create(uri, 'jsonc', 1, text);
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, text);
    await opened;
    const next = random(1414);
    const history: string[] = [];
    const edits = 40;
    for (let i = 0; i < edits; i++) {
      if (parses(text)) history.push(text);
      else if (next() < 0.5) text = history[history.length - 1] ?? text;
      const edited = randomEdit(text, next, history);
      const change = changeBetween(local.getText(), edited);
      local = TextDocument.create(uri, 'jsonc', local.version + 1, local.getText());
      TextDocument.update(local, [change], local.version);
      text = local.getText();
      const published = client.nextDiagnostics(uri, local.version);
      const version = await client.change(uri, change);
      assert.equal(version, local.version);
      const expected = lint(text, options).findings;
      const { diagnostics } = await published;
      assert.deepEqual(diagnostics.map(shown), expected.map((f) => shown({ range: f.range, severity: ({ error: 1, warning: 2, info: 3 } as const)[f.severity], code: f.ruleId, message: f.message, relatedInformation: f.related?.map((r) => ({ location: { uri, range: r.range }, message: r.message })) })), `edit ${i + 1}`);
    }
    const lints = client.traces.received.filter((m) => m.startsWith(`lint ${uri} `));
    const oneTool = lints.filter((m) => m.endsWith('(incremental)'));
    assert.ok(oneTool.length >= edits * 0.3, `only ${oneTool.length} of ${lints.length} lints re-linted one tool:\n${lints.join('\n')}`);
  });
});

describe('the debounce after a keystroke', () => {
  it('follows the cost of the last lint: twice it, from 20 ms up to the 100 ms of a slow or untimed one', () => {
    const table: Array<[number | undefined, number]> = [
      [undefined, CHANGE_DEBOUNCE_MS],
      [Number.NaN, CHANGE_DEBOUNCE_MS],
      [0, 20],
      [3, 20],
      [12.4, 25],
      [30, 60],
      [49.9, 100],
      [420, 100],
    ];
    for (const [lastLintMs, expected] of table) assert.equal(changeDebounceMs(lastLintMs), expected, `after a lint of ${lastLintMs} ms`);
  });
});
