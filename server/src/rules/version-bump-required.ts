/**
 * version-bump-required (spec §5): compared with the contract at the base ref, the changes
 * need a larger SemVer bump than `version` makes. Reported on `version`, with every change
 * as related information at its node (or, for what was removed, at the nearest node that
 * is still there).
 *
 * An MCP tools/list (a server's snapshot) has no version to bump: when its tools changed since
 * the base, the release the server needs is reported on `"tools"`, with the same related
 * changes. A major one at the rule's severity (what `tool-contracts diff` fails on by default);
 * a minor or patch one as info, since nothing in the file is wrong.
 */
import type { JsonPath } from '../engine/document';
import { valueAt } from '../engine/document';
import { MCP_AND_CONTRACT, type ContractModel } from '../engine/model';
import { defineRule, type RelatedLocation } from '../engine/rule';
import type { BumpOrNone, ContractChange } from '../versioning/changes';
import { judgeSnapshot, judgeVersion, type SnapshotVerdict, type VersionVerdict } from '../versioning/verdict';
import { changelogEntryEdit, changelogPathOf, changelogState } from '../engine/fixes/changelogEdits';
import type { JsonEditor } from '../engine/fixes/editor';
import type { FixContext, FixProposal } from '../engine/fixes/model';
import { detectEol } from '../engine/fixes/textStyle';

/** Related locations listed before the rest are summed up in one "and N more". */
export const MAX_RELATED_CHANGES = 50;

export default defineRule({
  meta: {
    id: 'version-bump-required',
    severity: 'error',
    description: 'Compared with the base, the changes need a larger SemVer bump than version makes (in an MCP tools/list snapshot: the release its tool changes need).',
    layer: 'versioning',
    formats: MCP_AND_CONTRACT,
  },
  check({ model, base, report }) {
    if (model.format === 'mcp-tools-list') {
      const snapshot = judgeSnapshot(model, base);
      if (!snapshot || snapshot.required === 'none') return;
      report({
        path: model.toolsPath,
        part: 'key',
        message: snapshotMessage(snapshot, base!.label),
        related: relatedOf(snapshot.changes, model, base!.model),
        ...(snapshot.required === 'major' ? {} : { atMost: 'info' as const }),
      });
      return;
    }
    const verdict = judgeVersion(model, base);
    if (!verdict || verdict.ok) return;
    report({ path: ['version'], message: verdictMessage(verdict, base!.label), related: relatedOf(verdict.changes, model, base!.model) });
  },
  fix: versionBumpFixes,
});

function verdictMessage(v: VersionVerdict, label: string): string {
  const said = `${v.baseVersion} at ${label}; version says ${v.headVersion}, ${describeActual(v.actual)}`;
  if (v.required === 'none') return `The version went down: ${v.headVersion} is lower than ${v.baseVersion} at ${label}. Versions only go up: use ${v.baseVersion} or later.`;
  const subject = v.changes.length === 1 ? 'This change needs' : 'These changes need';
  return `${subject} a ${v.required} version: ${v.smallest} or later (${said}).`;
}

function snapshotMessage(v: SnapshotVerdict, label: string): string {
  const how = v.required === 'major' ? ' in a way that breaks callers' : '';
  const subject = v.changes.length === 1 ? 'this change needs' : `these ${v.changes.length} changes need`;
  return `The tools changed since ${label}${how}: ${subject} a ${v.required} release of the server (a tools/list has no version of its own to bump).`;
}

function describeActual(actual: BumpOrNone | 'downgrade'): string {
  switch (actual) {
    case 'none':
      return 'unchanged';
    case 'downgrade':
      return 'a downgrade';
    default:
      return `a ${actual} bump`;
  }
}

function relatedOf(changes: readonly ContractChange[], head: ContractModel, base: ContractModel): RelatedLocation[] {
  const shown = changes.length > MAX_RELATED_CHANGES + 1 ? changes.slice(0, MAX_RELATED_CHANGES) : changes;
  const related: RelatedLocation[] = shown.map((change) => ({
    path: change.inHead ? change.path : nearestInHead(change.path, head, base),
    message: `${change.bump}: ${change.message}`,
  }));
  const rest = changes.length - shown.length;
  if (rest > 0) related.push({ path: ['version'], message: `and ${rest} more change${rest === 1 ? '' : 's'}.` });
  return related;
}

/**
 * Where a change to something that is gone shows in the head document: its base path with
 * the tool's index taken from the head tool of the same name, cut back to the nearest
 * node that exists (the properties object, the tool, the tools array).
 */
export function nearestInHead(basePath: JsonPath, head: ContractModel, base: ContractModel): JsonPath {
  let path: JsonPath = basePath;
  const toolsLength = base.toolsPath.length;
  const inTools = basePath.length > toolsLength && base.toolsPath.every((segment, i) => basePath[i] === segment);
  if (inTools) {
    const baseTool = base.tools.find((tool) => tool.index === basePath[toolsLength]);
    const headTool = baseTool?.name !== undefined ? head.toolsByName.get(baseTool.name) : undefined;
    path = headTool ? headTool.path.concat(basePath.slice(toolsLength + 1)) : head.toolsPath;
  }
  while (path.length > 0 && valueAt(head.root, path) === undefined) path = path.slice(0, -1);
  return path;
}

/**
 * *Bump version to X.Y.Z and add a changelog entry*: X.Y.Z is the smallest version that
 * satisfies the changes; only the `version` string is rewritten, and the dated entry listing
 * the changes goes into the changelog (created when missing). When the changelog has an
 * entry for X.Y.Z already, or cannot be read, the fix only bumps the version.
 */
function versionBumpFixes({ model, base, readFile, document, today }: FixContext): FixProposal[] {
  const verdict = judgeVersion(model, base);
  if (!verdict || verdict.ok) return [];
  const version = verdict.smallest;
  const verb = verdict.required === 'none' ? 'Set' : 'Bump';
  const write = (editor: JsonEditor) => editor.replaceNode(['version'], version);
  const changelog = changelogPathOf(model);
  const state = changelogState(readFile, changelog, version);
  if (state.kind !== 'missing-entry') return [{ title: `${verb} version to ${version}`, kind: 'suggestion', preferred: true, write }];
  return [
    {
      title: `${verb} version to ${version} and add a changelog entry`,
      kind: 'suggestion',
      preferred: true,
      write,
      fileEdits: () => [changelogEntryEdit(changelog, state.text, version, today, verdict.changes, detectEol(document.text))],
    },
  ];
}
