/** Findings → LSP diagnostics: source, rule id as code, docs link, mapped severity, related nodes. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import { docsPath, ENGINE_DIAGNOSTICS, type Finding, type Severity } from '../engine';
import { DIAGNOSTIC_SOURCE, SHOW_DOCUMENTATION_COMMAND } from '../protocol';

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
let linksByCommand = false;

/**
 * Whether docs links are command URIs that run *Show Rule Documentation* (the client said it
 * handles them: VS Code then opens the same rendered page from a hover, from Problems and from
 * the quick fix) rather than the `file:` URI of the Markdown, which opens as an editable file.
 */
export function linkDocsByCommand(on: boolean): void {
  linksByCommand = on;
  hrefs.clear();
}

/** Each rule's link, made once: a lint of a big file has thousands of diagnostics of a few rules. */
const hrefs = new Map<string, string>();

/** The `command:` URI that shows a rule's page, rendered: `command:toolContracts.showDocumentation?["<id>"]`. */
export function showDocumentationUri(ruleId: string): string {
  return `command:${SHOW_DOCUMENTATION_COMMAND}?${encodeURIComponent(JSON.stringify([ruleId]))}`;
}

/** The link of a rule's docs page: the command URI when the client takes it, else the page's `file:` URI in the installed package (works offline). */
export function docsHref(ruleId: string): string {
  let href = hrefs.get(ruleId);
  if (href === undefined) {
    packageRoot ??= findPackageRoot(__dirname);
    href = linksByCommand ? showDocumentationUri(ruleId) : pathToFileURL(join(packageRoot, docsPath(ruleId))).href;
    hrefs.set(ruleId, href);
  }
  return href;
}

/** The diagnostic of each finding, and of the same finding object again: an incremental lint keeps the findings of tools it did not re-lint. */
const diagnosticOfFinding = new WeakMap<Finding, { readonly uri: string; readonly diagnostic: Diagnostic }>();

/** toDiagnostic of each finding; a finding kept from the document's last lint keeps its diagnostic. */
export function diagnosticsOf(findings: readonly Finding[], uri: string): Diagnostic[] {
  return findings.map((finding) => {
    const known = diagnosticOfFinding.get(finding);
    if (known?.uri === uri) return known.diagnostic;
    const diagnostic = toDiagnostic(finding, uri);
    diagnosticOfFinding.set(finding, { uri, diagnostic });
    return diagnostic;
  });
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
