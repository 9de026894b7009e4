/**
 * `--format sarif`: SARIF 2.1.0, one run, for code-scanning dashboards (GitHub, Azure
 * DevOps, the SARIF viewer). Every rule and engine diagnostic is described with its docs
 * page; each result carries its 1-based region, its JSON pointer (as a logical location
 * and in `properties`), and its related locations. Artifact URIs are relative to
 * `%SRCROOT%`, the working directory, when the file is inside it.
 */
import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENGINE_DIAGNOSTICS, RULES, type Finding, type Range, type Severity } from '../../engine';
import { docsUri, informationUri, packageInfo } from '../packageInfo';
import type { FileReport, LintReport } from '../report';

export const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
export const SRCROOT = '%SRCROOT%';

type SarifLevel = 'error' | 'warning' | 'note';
type Json = Record<string, unknown>;

interface DescribedId {
  readonly id: string;
  readonly severity: Severity;
  readonly description: string;
}

export function toSarif(report: LintReport): Json {
  const described = describedIds(report);
  const indexById = new Map(described.map((d, i) => [d.id, i]));
  const artifacts = report.files.map((file) => artifactLocation(file, report.cwd));
  const results = report.files.flatMap((file, fileIndex) =>
    file.findings.map((finding) => result(finding, indexById.get(finding.ruleId) ?? -1, { ...artifacts[fileIndex], index: fileIndex })),
  );
  const info = packageInfo();
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: info.name,
            version: info.version,
            semanticVersion: info.version,
            informationUri: informationUri(),
            rules: described.map(reportingDescriptor),
          },
        },
        invocations: [invocation(report, described, indexById)],
        originalUriBaseIds: { [SRCROOT]: { uri: folderUri(report.cwd) } },
        artifacts: artifacts.map((location) => ({ location })),
        results,
        columnKind: 'utf16CodeUnits',
      },
    ],
  };
}

export function formatSarif(report: LintReport): string {
  return `${JSON.stringify(toSarif(report), null, 2)}\n`;
}

/** Every rule, then every engine diagnostic, then (defensively) any other id that was reported. */
function describedIds(report: LintReport): DescribedId[] {
  const described: DescribedId[] = [...RULES.map((rule) => rule.meta), ...Object.values(ENGINE_DIAGNOSTICS)];
  const known = new Set(described.map((d) => d.id));
  for (const file of report.files) {
    for (const f of file.findings) {
      if (known.has(f.ruleId)) continue;
      known.add(f.ruleId);
      described.push({ id: f.ruleId, severity: f.severity, description: f.ruleId });
    }
  }
  return described;
}

function reportingDescriptor(d: DescribedId): Json {
  return {
    id: d.id,
    shortDescription: { text: d.description },
    helpUri: docsUri(d.id),
    defaultConfiguration: { level: sarifLevel(d.severity) },
  };
}

/** The project config's severities, as overrides of the rules' defaults. */
function invocation(report: LintReport, described: readonly DescribedId[], indexById: ReadonlyMap<string, number>): Json {
  const overrides = Object.entries(report.severities).flatMap(([id, severity]) => {
    const index = indexById.get(id);
    if (index === undefined || severity === described[index].severity) return [];
    const configuration = severity === 'off' ? { enabled: false } : { level: sarifLevel(severity as Severity) };
    return [{ descriptor: { id, index }, configuration }];
  });
  return {
    executionSuccessful: true,
    workingDirectory: { uri: folderUri(report.cwd) },
    ...(overrides.length > 0 ? { ruleConfigurationOverrides: overrides } : {}),
  };
}

function result(finding: Finding, ruleIndex: number, artifact: Json): Json {
  const location: Json = { physicalLocation: { artifactLocation: artifact, region: region(finding.range) } };
  if (finding.pointer !== '') {
    const segments = finding.pointer.split('/');
    location.logicalLocations = [{ name: unescapePointer(segments[segments.length - 1]), fullyQualifiedName: finding.pointer }];
  }
  const out: Json = {
    ruleId: finding.ruleId,
    ...(ruleIndex >= 0 ? { ruleIndex } : {}),
    level: sarifLevel(finding.severity),
    message: { text: finding.message },
    locations: [location],
    properties: { pointer: finding.pointer },
  };
  if (finding.related && finding.related.length > 0) {
    out.relatedLocations = finding.related.map((rel, i) => ({
      id: i,
      physicalLocation: { artifactLocation: artifact, region: region(rel.range) },
      message: { text: rel.message },
      properties: { pointer: rel.pointer },
    }));
  }
  return out;
}

/** SARIF regions are 1-based; the end column is the one after the region, like LSP's exclusive end. */
function region(range: Range): Json {
  return {
    startLine: range.start.line + 1,
    startColumn: range.start.character + 1,
    endLine: range.end.line + 1,
    endColumn: range.end.character + 1,
  };
}

function sarifLevel(severity: Severity): SarifLevel {
  return severity === 'info' ? 'note' : severity;
}

/** Relative to %SRCROOT% when the file is under the working directory, else an absolute file: URI. */
function artifactLocation(file: FileReport, cwd: string): { uri: string; uriBaseId?: string } {
  const rel = relative(cwd, file.absolutePath);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return { uri: pathToFileURL(file.absolutePath).href };
  return { uri: rel.split(sep).map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

function folderUri(folder: string): string {
  const href = pathToFileURL(folder).href;
  return href.endsWith('/') ? href : `${href}/`;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
