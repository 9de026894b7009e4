/**
 * The last lint of each open document: what its code actions, review cards and code lenses
 * are computed from, so a request never lints or parses a big text again. A request that
 * comes before the lint of the text it is about (VS Code asks for code actions as soon as
 * the cursor moves after a keystroke) waits for that lint, which the scheduler runs anyway,
 * and stops waiting when it is cancelled.
 */
import type { CancellationToken } from 'vscode-languageserver';
import type { Finding, LintResult } from '../engine';
import { FixSession } from '../engine/fixes';

/** Finds the finding behind a diagnostic by rule and pointer without searching every finding. */
export class FindingIndex {
  private readonly byRule = new Map<string, Finding[]>();
  private readonly byPointer = new Map<string, Finding[]>();

  constructor(findings: readonly Finding[]) {
    for (const finding of findings) {
      push(this.byRule, finding.ruleId, finding);
      push(this.byPointer, `${finding.ruleId} ${finding.pointer}`, finding);
    }
  }

  /** The findings of a rule, at a pointer when one is given, in the lint's order. */
  of(ruleId: string, pointer: string | undefined): readonly Finding[] {
    return (pointer === undefined ? this.byRule.get(ruleId) : this.byPointer.get(`${ruleId} ${pointer}`)) ?? [];
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** One lint of one version of a document, with what requests learn about it, built when first asked. */
export class DocumentLint {
  private fixSession: FixSession | undefined;
  private findingIndex: FindingIndex | undefined;

  constructor(
    readonly version: number,
    readonly result: LintResult,
  ) {}

  /** Where the tools are and their parsed trees, for the fixes; each fix is computed only when asked for. */
  get session(): FixSession {
    return (this.fixSession ??= new FixSession(this.result));
  }

  get findings(): FindingIndex {
    return (this.findingIndex ??= new FindingIndex(this.result.findings));
  }
}

/** What DocumentLints needs of the scheduler: whether a lint is coming, and when a run ends. */
export interface LintProgress {
  busy(uri: string): boolean;
  settled(uri: string): Promise<void>;
}

export class DocumentLints {
  private readonly lints = new Map<string, DocumentLint>();

  constructor(private readonly progress: LintProgress) {}

  set(uri: string, version: number, result: LintResult): DocumentLint {
    const lint = new DocumentLint(version, result);
    this.lints.set(uri, lint);
    return lint;
  }

  delete(uri: string): void {
    this.lints.delete(uri);
  }

  /** The last lint of the document, of whichever version. */
  latest(uri: string): DocumentLint | undefined {
    return this.lints.get(uri);
  }

  /** The last lint of the document, when it is of `version`. */
  get(uri: string, version: number): DocumentLint | undefined {
    const lint = this.lints.get(uri);
    return lint?.version === version ? lint : undefined;
  }

  /**
   * The lint of `version`: the last one, or the one pending or running. Undefined when the
   * request is cancelled, the text moves past `version`, or no lint of it is coming (onSave
   * mode, linting is off, or it failed).
   */
  async lintOf(uri: string, version: number, currentVersion: () => number | undefined, token?: CancellationToken): Promise<DocumentLint | undefined> {
    for (;;) {
      const lint = this.get(uri, version);
      if (lint) return lint;
      if (token?.isCancellationRequested || currentVersion() !== version || !this.progress.busy(uri)) return undefined;
      await untilCancelled(this.progress.settled(uri), token);
    }
  }
}

/** `promise`, or earlier when the token is cancelled. */
export async function untilCancelled(promise: Promise<void>, token: CancellationToken | undefined): Promise<void> {
  if (!token) return promise;
  let listener: { dispose(): void } | undefined;
  const cancelled = new Promise<void>((resolve) => {
    listener = token.onCancellationRequested(() => resolve());
  });
  try {
    await Promise.race([promise, cancelled]);
  } finally {
    listener?.dispose();
  }
}
