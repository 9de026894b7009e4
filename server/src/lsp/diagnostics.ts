/** Findings → LSP diagnostics: source, rule id as code, docs link, mapped severity, related nodes. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import { docsPath, ENGINE_DIAGNOSTICS, type Finding, type Severity } from '../engine';
import { DIAGNOSTIC_SOURCE } from '../protocol';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

/** What a diagnostic carries in `data`, for code actions. */
export interface DiagnosticData {
  readonly pointer: string;
}

/**
 * The package root as shipped: the bundle runs from `dist/`, so the root is the first
 * folder above this file that has a `docs/rules` folder (`dist/..` in the extension).
 */
function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'docs', 'rules'))) return dir;
    if (dirname(dir) === dir) return resolve(start, '..');
  }
}

let packageRoot: string | undefined;

/** The `file:` URI of a rule's docs page in the installed extension (works offline). */
export function docsHref(ruleId: string): string {
  packageRoot ??= findPackageRoot(__dirname);
  return pathToFileURL(join(packageRoot, docsPath(ruleId))).href;
}

export function toDiagnostic(finding: Finding, uri: string): Diagnostic {
  const data: DiagnosticData = { pointer: finding.pointer };
  const diagnostic: Diagnostic = {
    range: finding.range,
    severity: SEVERITY[finding.severity],
    source: DIAGNOSTIC_SOURCE,
    code: finding.ruleId,
    codeDescription: { href: docsHref(finding.ruleId) },
    message: finding.message,
    data,
  };
  if (finding.related?.length) {
    diagnostic.relatedInformation = finding.related.map((related) => ({ location: { uri, range: related.range }, message: related.message }));
  }
  return diagnostic;
}

/** Shown when linting itself failed (a bug): visible in the file, with the details in the log. */
export function internalErrorDiagnostic(error: unknown): Diagnostic {
  const { id } = ENGINE_DIAGNOSTICS.internalError;
  const detail = error instanceof Error ? error.message : String(error);
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: DiagnosticSeverity.Error,
    source: DIAGNOSTIC_SOURCE,
    code: id,
    codeDescription: { href: docsHref(id) },
    message: `Tool Contracts could not lint this file: ${detail}. See the Tool Contracts output for details.`,
  };
}
