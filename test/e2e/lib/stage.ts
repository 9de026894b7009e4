/** What the scenarios of the code-server stage share: the installed product and where things are. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { CodeServer, Profile } from './codeServer';
import type { CodeServerInstall } from './installCodeServer';

export const REPO_ROOT = join(__dirname, '..', '..', '..');
export const DIAGNOSTIC_SOURCE = 'tool-contracts';

export interface Stage {
  readonly install: CodeServerInstall;
  readonly vsix: string;
  readonly profile: Profile;
  /** The extension as --install-extension unpacked it into the profile. */
  readonly installedExtension: string;
  readonly server: CodeServer;
  readonly browser: Browser;
  /** A copy of examples/ the scenarios open. */
  readonly workspace: string;
  readonly runDir: string;
  readonly artifactsRoot: string;
  /** Figures the scenarios measured, for bench/ (seconds). */
  readonly timings: Record<string, number>;
}

export interface Expected {
  readonly ruleId: string;
  readonly severity: 'error' | 'warning' | 'info';
  readonly message: string;
  /** 1-based, as the Problems panel shows them. */
  readonly line: number;
  readonly column: number;
}

/** What the same engine reports for a file, through the CLI bundle: the editor must show the same. */
export function cliFindings(file: string): Expected[] {
  const cli = join(REPO_ROOT, 'dist', 'cli.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build`);
  const result = spawnSync(process.execPath, [cli, 'lint', '--format', 'json', file], { encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) throw new Error(`tool-contracts lint exited with ${result.status}: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as {
    files: { findings: { rule_id: string; severity: Expected['severity']; message: string; range: { start: { line: number; character: number } } }[] }[];
  };
  return report.files.flatMap((f) =>
    f.findings.map((finding) => ({
      ruleId: finding.rule_id,
      severity: finding.severity,
      message: finding.message,
      line: finding.range.start.line + 1,
      column: finding.range.start.character + 1,
    })),
  );
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
