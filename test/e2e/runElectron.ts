/**
 * `npm run test:electron`: the extension-host suite (test/e2e/suite) in desktop VS Code, through
 * @vscode/test-electron, which downloads a VS Code build. On a machine that cannot download one
 * (no internet) this fails, loudly: it never passes without having run the suite.
 *
 * On Linux without a display, run it under a virtual one: `xvfb-run -a npm run test:electron`.
 * TOOL_CONTRACTS_VSCODE_VERSION picks the VS Code version (default: stable).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadAndUnzipVSCode, runTests } from '@vscode/test-electron';
import type { SuiteResults } from './suite/index';

const root = join(__dirname, '..', '..');

function fail(message: string): never {
  console.error(`\ntest:electron FAILED: ${message}`);
  console.log('test:electron: 0 passed, 1 failed');
  process.exit(1);
}

async function main(): Promise<void> {
  const extensionTestsPath = join(root, 'out', 'e2e', 'suite', 'index.js');
  if (!existsSync(extensionTestsPath)) fail(`${extensionTestsPath} is missing: run node scripts/e2e-build-suite.mjs (npm run test:electron does)`);
  if (!existsSync(join(root, 'dist', 'server.js'))) fail('dist/server.js is missing: run npm run build');
  const version = process.env.TOOL_CONTRACTS_VSCODE_VERSION || 'stable';

  let vscodeExecutablePath: string;
  try {
    vscodeExecutablePath = await downloadAndUnzipVSCode({ version, cachePath: join(root, '.vscode-test'), timeout: 30_000 });
  } catch (error) {
    fail(
      `could not download VS Code ${version} (${error instanceof Error ? error.message : String(error)}).\n` +
        '@vscode/test-electron needs to reach the VS Code update servers. On a machine without internet access, ' +
        'run the same suite inside code-server instead: npm run test:e2e (its scenario D).',
    );
  }

  const runDir = mkdtempSync(join(tmpdir(), 'tool-contracts-electron-'));
  const workspace = join(runDir, 'workspace');
  cpSync(join(root, 'examples'), workspace, { recursive: true });
  const resultsFile = join(runDir, 'results.json');
  process.env.TOOL_CONTRACTS_E2E_RESULTS = resultsFile;
  let exitCode: number;
  try {
    exitCode = await runTests({
      vscodeExecutablePath,
      extensionDevelopmentPath: root,
      extensionTestsPath,
      launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes', '--user-data-dir', join(runDir, 'user-data')],
      extensionTestsEnv: { TOOL_CONTRACTS_E2E_RESULTS: resultsFile },
    });
  } catch (error) {
    fail(`VS Code ran but the suite did not pass: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!existsSync(resultsFile)) fail('VS Code exited without the suite writing its results: it did not run');
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as SuiteResults;
  rmSync(runDir, { recursive: true, force: true });
  if (exitCode !== 0 || results.failed.length > 0 || results.passed.length === 0) {
    fail(`${results.failed.length} failed, ${results.passed.length} passed, exit code ${exitCode}`);
  }
  console.log(`test:electron: ${results.passed.length} passed, 0 failed`);
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
