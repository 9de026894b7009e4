/**
 * Scenarios made of named steps. A step that fails saves what a person would need to see why:
 * a screenshot of the page, code-server's log, the workbench's logs (extension host, the Tool
 * Contracts output channel) and the browser console, under test-artifacts/e2e/<scenario>/.
 */
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Profile } from './codeServer';

export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
}

export class StepFailure extends Error {
  override name = 'StepFailure';
  constructor(
    readonly step: string,
    readonly reason: unknown,
    readonly artifacts: string[],
  ) {
    super(`step "${step}" failed: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

export class Scenario {
  readonly artifactsDir: string;
  private readonly consoleLines: string[] = [];
  private stepNumber = 0;
  page: Page | undefined;
  profile: Profile | undefined;

  constructor(
    readonly name: string,
    artifactsRoot: string,
  ) {
    this.artifactsDir = join(artifactsRoot, slug(name));
  }

  /** Follows a page: its console lines are kept for the artifacts. */
  watch(page: Page): Page {
    this.page = page;
    page.on('console', (message) => this.consoleLines.push(`[${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => this.consoleLines.push(`[pageerror] ${error.message}`));
    return page;
  }

  async step<T>(title: string, run: () => Promise<T>): Promise<T> {
    const number = ++this.stepNumber;
    const started = Date.now();
    try {
      const value = await run();
      console.log(`    ✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return value;
    } catch (error) {
      console.log(`    ✗ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      const artifacts = await this.saveArtifacts(`${String(number).padStart(2, '0')}-${slug(title)}`);
      throw new StepFailure(title, error, artifacts);
    }
  }

  /** Saves a screenshot, code-server's log, the workbench logs and the console; returns the paths. */
  async saveArtifacts(prefix: string): Promise<string[]> {
    mkdirSync(this.artifactsDir, { recursive: true });
    const saved: string[] = [];
    if (this.page && !this.page.isClosed()) {
      const screenshot = join(this.artifactsDir, `${prefix}.png`);
      try {
        await this.page.screenshot({ path: screenshot, timeout: 15_000 });
        saved.push(screenshot);
      } catch (error) {
        writeFileSync(`${screenshot}.txt`, `no screenshot: ${String(error)}\n`);
      }
    }
    if (this.profile) {
      if (existsSync(this.profile.logFile)) {
        const log = join(this.artifactsDir, `${prefix}-code-server.log`);
        cpSync(this.profile.logFile, log);
        saved.push(log);
      }
      const installLog = join(this.profile.runDir, 'install-extension.log');
      if (existsSync(installLog)) {
        const copy = join(this.artifactsDir, `${prefix}-install-extension.log`);
        cpSync(installLog, copy);
        saved.push(copy);
      }
      const workbenchLogs = join(this.profile.userDataDir, 'logs');
      if (existsSync(workbenchLogs)) {
        const logs = join(this.artifactsDir, `${prefix}-workbench-logs`);
        cpSync(workbenchLogs, logs, { recursive: true });
        saved.push(logs);
      }
    }
    const consoleFile = join(this.artifactsDir, `${prefix}-browser-console.log`);
    writeFileSync(consoleFile, this.consoleLines.join('\n') + '\n');
    saved.push(consoleFile);
    return saved;
  }
}
