import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { changelogInsertion, formatChangelogEntry, hasChangelogEntry } from '../../server/src/versioning/changelog';
import type { Bump, ChangeKind, ContractChange } from '../../server/src/versioning/changes';
import { applyTextEdits } from '../../server/src/engine/fixes/editor';

function change(kind: ChangeKind, bump: Bump, message: string): ContractChange {
  return { kind, bump, pointer: '/tools/0', path: ['tools', 0], inHead: true, message };
}

const CHANGES: ContractChange[] = [
  change('output-field-removed', 'major', 'tickets_list_open: output field tickets[].age_days was removed.'),
  change('documentation-changed', 'patch', 'tickets_list_open: the description changed.'),
  change('input-added-optional', 'minor', 'tickets_list_open: optional input assignee was added.'),
  change('error-type-removed', 'minor', 'tickets_list_open: error type conflict was removed.'),
  change('tool-added', 'minor', 'Tool tickets_close was added.'),
];

const ENTRY_2_0_0 = [
  '## [2.0.0] - 2026-12-02',
  '',
  '### Breaking',
  '',
  '- tickets_list_open: output field tickets[].age_days was removed.',
  '',
  '### Added',
  '',
  '- tickets_list_open: optional input assignee was added.',
  '- Tool tickets_close was added.',
  '',
  '### Changed',
  '',
  '- tickets_list_open: the description changed.',
  '- tickets_list_open: error type conflict was removed.',
  '',
].join('\n');

function inserted(existing: string | undefined, entry: string): { create: boolean; text: string } {
  const { create, edit } = changelogInsertion(existing, entry);
  return { create, text: applyTextEdits(existing ?? '', [edit]) };
}

describe('versioning: the changelog entry', () => {
  it('sorts the changes into Breaking, Added and Changed, in their order', () => {
    assert.equal(formatChangelogEntry('2.0.0', '2026-12-02', CHANGES), ENTRY_2_0_0);
  });

  it('leaves out empty sections', () => {
    assert.equal(
      formatChangelogEntry('1.0.1', '2026-12-02', [change('documentation-changed', 'patch', 'The description of t changed.')]),
      '## [1.0.1] - 2026-12-02\n\n### Changed\n\n- The description of t changed.\n',
    );
  });

  it('with no change: a placeholder to fill in', () => {
    assert.equal(formatChangelogEntry('1.0.1', '2026-12-02', []), '## [1.0.1] - 2026-12-02\n\n### Changed\n\n- Describe what changed.\n');
  });

  it('a message with line breaks stays one list item', () => {
    const entry = formatChangelogEntry('1.1.0', '2026-12-02', [change('tool-added', 'minor', 'Tool a\n\n## was added.\r\n')]);
    assert.equal(entry, '## [1.1.0] - 2026-12-02\n\n### Added\n\n- Tool a ## was added.\n');
  });

  it('CRLF when asked', () => {
    assert.equal(formatChangelogEntry('1.0.1', '2026-12-02', [], '\r\n'), '## [1.0.1] - 2026-12-02\r\n\r\n### Changed\r\n\r\n- Describe what changed.\r\n');
  });

  it('the entry it writes counts as an entry for its version', () => {
    assert.equal(hasChangelogEntry(ENTRY_2_0_0, '2.0.0'), true);
    assert.equal(hasChangelogEntry(ENTRY_2_0_0.replace(/\n/g, '\r\n'), '2.0.0'), true);
    assert.equal(hasChangelogEntry('## 2.0.0\r\n', '2.0.0'), true);
  });
});

describe('versioning: where the entry goes', () => {
  const entry = '## [1.1.0] - 2026-12-02\n\n### Added\n\n- Tool b was added.\n';

  it('no changelog: a new file with a title, an intro line and the entry', () => {
    assert.deepEqual(inserted(undefined, entry), {
      create: true,
      text:
        '# Changelog\n\nAll notable changes to this contract are documented here. Versions follow Semantic Versioning.\n\n' +
        '## [1.1.0] - 2026-12-02\n\n### Added\n\n- Tool b was added.\n',
    });
  });

  it('an empty changelog is filled like a new one, but not created', () => {
    const { create, text } = inserted('\n', entry);
    assert.equal(create, false);
    assert.equal(text.startsWith('# Changelog\n\nAll notable changes'), true);
    assert.equal(text.endsWith('\n\n## [1.1.0] - 2026-12-02\n\n### Added\n\n- Tool b was added.\n'), true);
  });

  it('below the title, the intro and [Unreleased], above the last version', () => {
    const existing = '# Changelog\n\nIntro.\n\n## [Unreleased]\n\n### Added\n\n- Work in progress.\n\n## [1.0.0] - 2026-12-01\n\n- First release.\n';
    const { create, edit } = changelogInsertion(existing, entry);
    assert.equal(create, false);
    assert.deepEqual(edit, { offset: existing.indexOf('## [1.0.0]'), length: 0, newText: entry + '\n' });
    assert.equal(
      applyTextEdits(existing, [edit]),
      '# Changelog\n\nIntro.\n\n## [Unreleased]\n\n### Added\n\n- Work in progress.\n\n' +
        '## [1.1.0] - 2026-12-02\n\n### Added\n\n- Tool b was added.\n\n' +
        '## [1.0.0] - 2026-12-01\n\n- First release.\n',
    );
  });

  it('plain and v-prefixed version headings count as the first version', () => {
    assert.equal(inserted('# History\n\n## 1.0.0\n\nFirst.\n', entry).text, '# History\n\n' + entry + '\n## 1.0.0\n\nFirst.\n');
    assert.equal(inserted('# History\n\n### v1\n\nFirst.\n', entry).text, '# History\n\n' + entry + '\n### v1\n\nFirst.\n');
  });

  it('exactly one blank line between sections, whatever was there', () => {
    assert.equal(inserted('# Changelog\n## 1.0.0\n', entry).text, '# Changelog\n\n' + entry + '\n## 1.0.0\n');
    assert.equal(inserted('# Changelog\n\n\n  \n## 1.0.0\n', entry).text, '# Changelog\n\n' + entry + '\n## 1.0.0\n');
    assert.equal(inserted('## 1.0.0\n', entry).text, entry + '\n## 1.0.0\n');
  });

  it('CRLF changelog: the entry takes its line endings', () => {
    const existing = '# Changelog\r\n\r\n## [1.0.0] - 2026-12-01\r\n\r\n- First release.\r\n';
    assert.equal(
      inserted(existing, entry).text,
      '# Changelog\r\n\r\n## [1.1.0] - 2026-12-02\r\n\r\n### Added\r\n\r\n- Tool b was added.\r\n\r\n## [1.0.0] - 2026-12-01\r\n\r\n- First release.\r\n',
    );
  });

  it('no version heading: at the end, after one blank line', () => {
    assert.equal(inserted('# Changelog\n\nNothing released yet.\n\n\n', entry).text, '# Changelog\n\nNothing released yet.\n\n' + entry);
    assert.equal(inserted('# Changelog', entry).text, '# Changelog\n\n' + entry);
    assert.equal(inserted('# Changelog\n\n## [Unreleased]\n\n- Soon.\n', entry).text, '# Changelog\n\n## [Unreleased]\n\n- Soon.\n\n' + entry);
  });

  it('a version number in prose is not a heading', () => {
    assert.equal(inserted('# Changelog\n\nSince 1.0.0 we note changes.\n', entry).text, '# Changelog\n\nSince 1.0.0 we note changes.\n\n' + entry);
  });
});
