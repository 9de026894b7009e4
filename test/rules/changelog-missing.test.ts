import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { CHANGELOG, contract, edited, readTool } from '../helpers/contracts';
import { hasChangelogEntry } from '../../server/src/versioning/changelog';

ruleTable('changelog-missing', {
  valid: [
    { name: 'CHANGELOG.md with a Keep a Changelog entry', doc: contract([readTool()]), files: { 'CHANGELOG.md': CHANGELOG } },
    { name: 'a declared changelog with a plain "## 1.0.0" heading', doc: contract([readTool()], { changelog: 'docs/HISTORY.md' }), files: { 'docs/HISTORY.md': '# History\n\n## 1.0.0\n\nFirst.\n' } },
    { name: 'an invalid version is version-invalid\'s business', doc: contract([readTool()], { version: '1.0' }), files: { 'CHANGELOG.md': CHANGELOG } },
    { name: 'a brand-new {} (no version, no tool yet): nothing to release, no changelog asked for', doc: '{}' },
    { name: 'a version but no tool yet', doc: '{\n  "name": "n",\n  "version": "1.0.0",\n  "tools": []\n}' },
    { name: 'tools but no version yet (version-invalid says so)', doc: edited(contract([readTool()]), (c) => delete c.version) },
    { name: 'no changelog and no version: the declared changelog waits for the version too', doc: edited(contract([readTool()], { changelog: 'HISTORY.md' }), (c) => delete c.version) },
  ],
  invalid: [
    {
      name: 'no CHANGELOG.md, with a version that is not SemVer yet (the flawed example): the file is still asked for',
      doc: contract([readTool()], { version: '1.0' }),
      findings: [{ pointer: '/version', message: 'No changelog at CHANGELOG.md' }],
    },
    {
      name: 'no CHANGELOG.md, once there are a version and a tool: on the version',
      doc: '{\n  "name": "n",\n  "version": "1.0.0",\n  "tools": [{ "name": "t", "description": "d", "inputSchema": { "type": "object" } }]\n}',
      findings: [{ pointer: '/version', range: rangeOn(2, 13, 20), message: 'No changelog at CHANGELOG.md' }],
    },
    {
      name: 'a declared changelog that does not exist: on the changelog value',
      doc: contract([readTool()], { changelog: 'HISTORY.md' }),
      files: { 'CHANGELOG.md': CHANGELOG },
      findings: [{ pointer: '/changelog', message: 'HISTORY.md' }],
    },
    {
      name: 'no entry for this version',
      doc: contract([readTool()], { version: '1.1.0' }),
      files: { 'CHANGELOG.md': CHANGELOG },
      findings: [{ pointer: '/version', message: 'no entry for 1.1.0' }],
    },
  ],
});

it('changelog headings: bracketed, plain, v-prefixed count; a longer version does not', () => {
  assert.equal(hasChangelogEntry('## [1.2.0] - 2026-01-01', '1.2.0'), true);
  assert.equal(hasChangelogEntry('### v1.2.0', '1.2.0'), true);
  assert.equal(hasChangelogEntry('## 1.2.0', '1.2.0'), true);
  assert.equal(hasChangelogEntry('## [1.2.0-rc.1]', '1.2.0'), false);
  assert.equal(hasChangelogEntry('## 11.2.0', '1.2.0'), false);
  assert.equal(hasChangelogEntry('Released 1.2.0 today', '1.2.0'), false);
});
