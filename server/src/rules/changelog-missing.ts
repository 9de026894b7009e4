import { CONTRACT_ONLY, defineRule } from '../engine/rule';
import { isSemVer } from '../engine/semver';
import { hasChangelogEntry } from '../versioning/changelog';
import { changelogEntryEdit, changelogPathOf, changelogState } from '../engine/fixes/changelogEdits';
import { detectEol } from '../engine/fixes/textStyle';
import { judgeVersion } from '../versioning/verdict';

export default defineRule({
  meta: {
    id: 'changelog-missing',
    severity: 'warning',
    description: 'The changelog is missing or has no entry for version.',
    layer: 'versioning',
    formats: CONTRACT_ONLY,
  },
  check({ model, readFile, report }) {
    if (!readFile) return; // the door cannot read files: nothing to judge
    // A contract being started ({}, or a version and no tool yet) has nothing to release: the
    // changelog is asked for once there is a version and at least one tool. Whether the version
    // is SemVer is version-invalid's business; an entry is looked for only under a SemVer one.
    if (typeof model.version !== 'string' || model.version.trim() === '' || model.tools.length === 0) return;
    const file = changelogPathOf(model);
    const declared = file === model.changelog;
    const text = readFile(file);
    if (text === undefined) {
      report({
        path: declared ? ['changelog'] : ['version'],
        message: `No changelog at ${file}: consumers read it at upgrade time to learn what changed. Create it with an entry for this version.`,
      });
      return;
    }
    if (!isSemVer(model.version) || hasChangelogEntry(text, model.version)) return;
    report({
      path: ['version'],
      message: `${file} has no entry for ${model.version}: add a "## [${model.version}]" section saying what changed.`,
    });
  },
  /**
   * *Add a changelog entry for X.Y.Z*: a dated entry listing the changes against the base
   * (a placeholder to fill in when there is no base), in a changelog created when missing.
   */
  fix({ model, base, readFile, document, today }) {
    if (!isSemVer(model.version)) return [];
    const version = model.version;
    const changelog = changelogPathOf(model);
    const state = changelogState(readFile, changelog, version);
    if (state.kind !== 'missing-entry') return [];
    const changes = judgeVersion(model, base)?.changes ?? [];
    return [
      {
        title: `Add a changelog entry for ${version}`,
        kind: 'suggestion',
        preferred: true,
        write: () => undefined,
        fileEdits: () => [changelogEntryEdit(changelog, state.text, version, today, changes, detectEol(document.text))],
      },
    ];
  },
});
