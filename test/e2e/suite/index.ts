/**
 * The extension-host test runner: VS Code loads this file (`--extensionTestsPath`) inside its
 * extension host and awaits `run()`. Used by @vscode/test-electron (desktop VS Code) and by the
 * code-server stage (VS Code's server, through the workbench's test payload): one suite, two hosts.
 *
 * When TOOL_CONTRACTS_E2E_RESULTS names a file, the results are also written there as JSON, so a
 * runner that cannot read the extension host's stdout (code-server's) still gets them.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

export interface SuiteResults {
  passed: string[];
  failed: { title: string; error: string }[];
  finished: boolean;
}

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 120_000, reporter: 'spec' });
  for (const file of readdirSync(__dirname).filter((f) => f.endsWith('.test.js')).sort()) mocha.addFile(join(__dirname, file));
  const resultsFile = process.env.TOOL_CONTRACTS_E2E_RESULTS;
  const results: SuiteResults = { passed: [], failed: [], finished: false };
  const save = () => {
    if (resultsFile) writeFileSync(resultsFile, JSON.stringify(results, null, 2));
  };
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      results.finished = true;
      save();
      if (failures > 0) reject(new Error(`${failures} extension-host test(s) failed`));
      else if (results.passed.length === 0) reject(new Error('no extension-host test ran'));
      else resolve();
    });
    runner.on('pass', (test) => results.passed.push(test.fullTitle()));
    runner.on('fail', (test, error: Error) => results.failed.push({ title: test.fullTitle(), error: error.stack ?? error.message }));
  });
}
