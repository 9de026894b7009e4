/**
 * Scenario D: the mocha suite of test/e2e/suite (the one @vscode/test-electron runs in desktop VS
 * Code) run inside code-server's own extension host. The workbench takes the development
 * extension and the tests from its `payload` query parameter, as VS Code's own browser
 * integration tests do; the extension under development is the unpacked .vsix, so the product
 * tested is the one shipped. The suite writes its results to a file named by an environment
 * variable, which code-server passes on to its extension host.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodeServer, createProfile, createWorkspace } from '../lib/codeServer';
import { pollUntil } from '../lib/poll';
import type { Scenario } from '../lib/scenario';
import { assert, REPO_ROOT, type Stage } from '../lib/stage';
import { newPage } from '../lib/workbench';

interface SuiteResults {
  passed: string[];
  failed: { title: string; error: string }[];
  finished: boolean;
}

export async function extensionHostSuite(stage: Stage, scenario: Scenario): Promise<void> {
  const testsPath = join(REPO_ROOT, 'out', 'e2e', 'suite', 'index.js');
  assert(existsSync(testsPath), `${testsPath} is missing: run node scripts/e2e-build-suite.mjs`);
  const runDir = join(stage.runDir, 'suite');
  const resultsFile = join(runDir, 'suite-results.json');
  const profile = createProfile(runDir, { TOOL_CONTRACTS_E2E_RESULTS: resultsFile });
  scenario.profile = profile;
  const developmentExtension = join(runDir, 'development-extension');
  cpSync(stage.installedExtension, developmentExtension, { recursive: true });
  const workspace = createWorkspace(join(REPO_ROOT, 'examples'), join(runDir, 'workspace'));

  const server = await scenario.step('a second code-server starts with a clean profile', () => CodeServer.start(stage.install, profile));
  try {
    const page = scenario.watch(await newPage(stage.browser));
    let exitCode: number | undefined;
    await page.exposeFunction('codeAutomationExit', (code: number) => {
      exitCode = code;
    });
    const remote = (path: string) => `vscode-remote://127.0.0.1:${server.port}${path}`;
    const payload = JSON.stringify([
      ['extensionDevelopmentPath', remote(developmentExtension)],
      ['extensionTestsPath', remote(testsPath)],
      ['skipWelcome', 'true'],
    ]);
    await scenario.step('the workbench opens with the test payload', () => page.goto(server.url(workspace, { payload }), { timeout: 60_000 }));
    const results = await scenario.step('the suite runs to its end in the extension host', () =>
      pollUntil(
        'the extension-host suite to finish',
        () => {
          if (existsSync(resultsFile)) {
            const parsed = JSON.parse(readFileSync(resultsFile, 'utf8')) as SuiteResults;
            if (parsed.finished) return parsed;
          }
          if (exitCode !== undefined) throw new Error(`the extension host exited with ${exitCode} before the suite wrote its results`);
          return undefined;
        },
        { timeoutMs: 240_000, describeLast: () => (existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : 'no results file') },
      ),
    );
    for (const title of results.passed) console.log(`      ✓ ${title}`);
    for (const failure of results.failed) console.log(`      ✗ ${failure.title}\n${failure.error.replace(/^/gm, '          ')}`);
    await scenario.step(`all extension-host tests pass (${results.passed.length} passed, ${results.failed.length} failed)`, async () => {
      assert(results.failed.length === 0, `${results.failed.length} failed: ${results.failed.map((f) => f.title).join('; ')}`);
      assert(results.passed.length >= 3, `only ${results.passed.length} tests ran`);
    });
    await page.context().close();
  } finally {
    await server.stop();
  }
}
