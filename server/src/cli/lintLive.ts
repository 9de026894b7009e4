/**
 * `tool-contracts lint --server NAME|all`, `lint -- COMMAND ARGS…`, `lint --url URL`: the live
 * tool list linted as its snapshot file would be (the same text, snapshot.ts, and the same
 * engine call), so a list and its snapshot give the same findings. Each server is one entry of
 * the report, at the path `mcp:<server>`; a server that cannot be read is one `read-error`
 * finding there (as a file that cannot be read is), and its error is printed on stderr.
 */
import { lint, ENGINE_DIAGNOSTICS, type Finding, type RuleSeverities } from '../engine';
import { snapshotText } from '../mcp';
import type { CliIo } from './io';
import { livePath, readLiveTargets, reportServerError, resolveLiveTargets, type LiveArgs } from './liveServers';
import type { LintFilesOptions } from './lintCommand';
import { tokensField, type FileReport } from './report';

export interface LiveLint {
  readonly files: readonly FileReport[];
  readonly interrupted: boolean;
}

export async function lintLiveServers(live: LiveArgs, severities: RuleSeverities, io: CliIo, project: LintFilesOptions = {}): Promise<LiveLint> {
  const targets = resolveLiveTargets(live, io);
  const { reads, interrupted } = await readLiveTargets(targets, live, io);
  const files = reads.map((read): FileReport => {
    const path = livePath(read.name);
    if (!read.read) {
      reportServerError(read.error!, io);
      return { path, absolutePath: path, format: 'mcp-tools-list', findings: [unreadableServer(read.error!.message)] };
    }
    const result = lint(snapshotText(read.read.tools), { fileName: `${read.name}.tools.json`, format: 'mcp-tools-list', rules: severities, contextBudgetTokens: project.contextBudgetTokens, targets: project.targets });
    return { path, absolutePath: path, format: result.format, findings: result.findings, ...tokensField(result.model, project.countTokens) };
  });
  return { files, interrupted };
}

function unreadableServer(reason: string): Finding {
  const { readError } = ENGINE_DIAGNOSTICS;
  return {
    ruleId: readError.id,
    severity: readError.severity,
    message: `This server's tools could not be read: ${reason}.`,
    path: [],
    pointer: '',
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
  };
}
