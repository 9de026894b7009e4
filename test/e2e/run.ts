/**
 * The end-to-end stage: the packaged .vsix in a real VS Code (code-server), driven through
 * Chromium. Installs code-server (cached), installs the .vsix into a throwaway profile, starts
 * code-server in its own process group, runs the scenarios, and ends with "e2e: N passed, N failed".
 *
 *   npm run test:e2e                     packages, compiles the suite, runs every scenario
 *   node --import tsx test/e2e/run.ts --only flawed      scenarios whose name contains "flawed"
 *
 * TOOL_CONTRACTS_E2E_BREAK_SERVER=1 deletes the language server from the installed extension
 * before the scenarios start: the stage must then fail (that is how to see it can).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { CodeServer, createProfile, createWorkspace, installExtension } from './lib/codeServer';
import { ensureCodeServer } from './lib/installCodeServer';
import { killAllGroupsNow } from './lib/processGroups';
import { Scenario, StepFailure } from './lib/scenario';
import { REPO_ROOT, type Stage } from './lib/stage';
import { CHROMIUM_PATH, launchBrowser } from './lib/workbench';
import { oneOwnerPerProblem, startingAContract } from './scenarios/authoring';
import { cleanContract } from './scenarios/cleanContract';
import { extensionHostSuite } from './scenarios/extensionHostSuite';
import { flawedContract } from './scenarios/flawedContract';
import { harnessSelfTest } from './scenarios/harnessSelfTest';
import { editorConveniences } from './scenarios/editorConveniences';
import { mcpSnapshot } from './scenarios/mcpSnapshot';
import { reviewCard } from './scenarios/reviewCard';
import { reviewCardReload } from './scenarios/reviewCardReload';
import { quickFixes } from './scenarios/quickFixes';
import { versioning } from './scenarios/versioning';

const SCENARIOS: { name: string; run: (stage: Stage, scenario: Scenario) => Promise<void> }[] = [
  { name: 'A flawed contract: squiggles, Problems rows, hover and docs link', run: flawedContract },
  { name: 'B clean contract: no tool-contracts warning or error', run: cleanContract },
  { name: 'C harness self-test: an impossible diagnostic fails with artifacts', run: harnessSelfTest },
  { name: 'D extension-host mocha suite inside code-server', run: extensionHostSuite },
  { name: 'E review card: CodeLens opens the card, an edit turns Recovery STOP in place', run: reviewCard },
  { name: 'F quick fixes: Wrap the array, a units suffix and the split, each applied with Ctrl+. and saved', run: quickFixes },
  { name: 'G versioning: in a git workspace, removing an output field asks for 2.0.0; Ctrl+. bumps the version and writes the changelog', run: versioning },
  { name: 'H review card after a window reload: the panel comes back on the same contract', run: reviewCardReload },
  { name: 'I live MCP server: Snapshot MCP Server… from the palette writes and opens the snapshot of server-memory, linted and versioned', run: mcpSnapshot },
  { name: 'J authoring, one owner per problem: Problems and the status bar show exactly the CLI findings of the flawed example, from no other source', run: oneOwnerPerProblem },
  { name: 'K authoring, starting a contract: New Contract… in an empty file, the tool templates and JSON Schema keywords by completion, none in tsconfig.json', run: startingAContract },
  { name: 'L editor conveniences: did you mean and its rename, the rule link opens the rendered page, Fix All from the palette, Disable for the entire file, the language status hover in the window, the review card in light and dark themes', run: editorConveniences },
];

const ARTIFACTS_ROOT = join(REPO_ROOT, 'test-artifacts', 'e2e');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function packageJson(): { name: string; publisher: string; version: string } {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
}

async function setUp(runDir: string, timings: Record<string, number>, setup: Scenario): Promise<Omit<Stage, 'browser'> & { browser?: Browser }> {
  const { name, publisher, version } = packageJson();
  const vsix = join(REPO_ROOT, `${name}-${version}.vsix`);
  if (!existsSync(vsix)) throw new Error(`${vsix} is missing: run npm run package (npm run test:e2e does)`);
  timings['vsix size (KB)'] = Math.round(statSync(vsix).size / 1024);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install chromium (or set CHROMIUM_PATH)`);

  const install = ensureCodeServer();
  console.log(`  code-server ${install.how} (${install.seconds} s): ${install.dir}`);
  const profile = createProfile(join(runDir, 'main'));
  setup.profile = profile; // a failure from here on saves code-server's log
  const installedExtension = await installExtension(install, profile, vsix, `${publisher}.${name}-${version}`);
  console.log(`  installed ${vsix.slice(REPO_ROOT.length + 1)} into ${installedExtension}`);
  if (process.env.TOOL_CONTRACTS_E2E_BREAK_SERVER === '1') {
    rmSync(join(installedExtension, 'dist', 'server.js'));
    console.log('  TOOL_CONTRACTS_E2E_BREAK_SERVER=1: deleted dist/server.js from the installed extension; the stage must fail');
  }
  const workspace = createWorkspace(join(REPO_ROOT, 'examples'), join(runDir, 'workspace'));
  const server = await CodeServer.start(install, profile);
  console.log(`  code-server listening on ${server.origin} (process group ${server.pgid}), log ${profile.logFile}`);
  return { install, vsix, profile, installedExtension, server, workspace, runDir, artifactsRoot: ARTIFACTS_ROOT, timings };
}

async function main(): Promise<number> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const selected = SCENARIOS.filter((s) => !only || s.name.toLowerCase().includes(only.toLowerCase()));
  rmSync(ARTIFACTS_ROOT, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_ROOT, { recursive: true });
  const runDir = mkdtempSync(join(tmpdir(), 'tool-contracts-e2e-'));
  const timings: Record<string, number> = {};
  console.log(`e2e: ${selected.length} scenario(s) in code-server, run folder ${runDir}`);

  let passed = 0;
  let failed = 0;
  let stage: Stage | undefined;
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  try {
    const setup = new Scenario('setup', ARTIFACTS_ROOT);
    try {
      const partial = await setup.step('install code-server and the .vsix, start code-server', () => setUp(runDir, timings, setup));
      server = partial.server;
      browser = await setup.step('launch Chromium', () => launchBrowser());
      stage = { ...partial, browser };
    } catch (error) {
      console.log(`  ✗ setup: ${error instanceof Error ? error.message : String(error)}`);
      failed = selected.length;
      return 1;
    }

    for (const { name, run } of selected) {
      const scenarioStarted = Date.now();
      console.log(`  ${name}`);
      const scenario = new Scenario(name, ARTIFACTS_ROOT);
      try {
        await run(stage, scenario);
        passed++;
        console.log(`  ✓ ${name} (${((Date.now() - scenarioStarted) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failed++;
        console.log(`  ✗ ${name} (${((Date.now() - scenarioStarted) / 1000).toFixed(1)} s)`);
        console.log(`    ${error instanceof Error ? error.message : String(error)}`);
        if (error instanceof StepFailure) console.log(`    artifacts: ${error.artifacts.map((p) => p.slice(REPO_ROOT.length + 1)).join(', ')}`);
        else await scenario.saveArtifacts('unexpected-error').catch(() => undefined);
        if (scenario.page && !scenario.page.isClosed()) await scenario.page.context().close().catch(() => undefined);
      }
    }
    return failed === 0 ? 0 : 1;
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    killAllGroupsNow();
    if (Object.keys(timings).length) {
      writeFileSync(join(ARTIFACTS_ROOT, 'timings.json'), JSON.stringify(timings, null, 2) + '\n');
      for (const [what, value] of Object.entries(timings)) console.log(`  ${what}: ${value}`);
    }
    if (failed === 0) rmSync(runDir, { recursive: true, force: true });
    else console.log(`  run folder kept for inspection: ${runDir}`);
    console.log(`e2e: ran ${passed + failed} of ${SCENARIOS.length} scenarios in ${elapsed()}`);
    console.log(`e2e: ${passed} passed, ${failed} failed`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('e2e: 0 passed, 1 failed');
    process.exit(1);
  },
);
