/**
 * The versioning fixes, which edit the changelog beside the contract too: the exact
 * contract text and the exact changelog text after each, and a lint of the fixed contract
 * with the same base and the new changelog that no longer reports what was fixed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, type LintResult } from '../../server/src/engine';
import { applyTextEdits, FixSession, safeFixes, type Fix } from '../../server/src/engine/fixes';
import { readBaseContract, type BaseContract } from '../../server/src/versioning/base';
import { diffContracts } from '../../server/src/versioning/diff';
import { formatChangelogEntry } from '../../server/src/versioning/changelog';
import { CHANGELOG, contract, edited, readTool } from '../helpers/contracts';

const TODAY = '2026-12-02';
const BASE_JSON = contract([readTool()]);
const BASE_TEXT = JSON.stringify(BASE_JSON, null, 2);

/** The base with the version at 1.1.0 and `age_days` removed from the output, plus two comments. */
const HEAD_TEXT = JSON.stringify(
  edited(BASE_JSON, (c: any) => {
    c.version = '1.1.0';
    delete c.tools[0].outputSchema.properties.age_days;
  }),
  null,
  2,
)
  .replace('"version": "1.1.0",', '"version": "1.1.0", // bumped by hand')
  .replace('{\n  "name"', '{\n  // the team-tickets server\n  "name"');

interface Setup {
  readonly text: string;
  readonly base?: string;
  readonly files?: Record<string, string>;
  readonly fileName?: string;
}

function lintOf(setup: Setup): LintResult {
  const files = setup.files ?? {};
  const fileName = setup.fileName ?? 'tickets.contract.jsonc';
  const base: BaseContract | undefined = setup.base === undefined ? undefined : readBaseContract(setup.base, fileName, 'HEAD');
  if (setup.base !== undefined) assert.ok(base, 'the base parses');
  return lint(setup.text, { fileName, base, readFile: (path) => files[path] });
}

function fixesOf(ruleId: string, setup: Setup): Fix[] {
  const result = lintOf(setup);
  const finding = result.findings.find((f) => f.ruleId === ruleId);
  assert.ok(finding, `no ${ruleId} finding; got ${JSON.stringify(result.findings.map((f) => `${f.ruleId} ${f.pointer} ${f.message}`))}`);
  return new FixSession(result).fixesFor(finding, { options: { today: TODAY } });
}

/** Applies a fix: the new contract text and the files it wrote (by relative path). */
function apply(setup: Setup, fix: Fix): { text: string; files: Record<string, string> } {
  const files = { ...(setup.files ?? {}) };
  for (const file of fix.fileEdits ?? []) {
    assert.equal(file.create, files[file.relativePath] === undefined, `${file.relativePath}: create only when missing`);
    assert.equal(file.text, files[file.relativePath] ?? '');
    files[file.relativePath] = applyTextEdits(file.text, file.edits);
  }
  return { text: applyTextEdits(setup.text, fix.edits), files };
}

function ruleIdsAfter(setup: Setup, fixed: { text: string; files: Record<string, string> }): string[] {
  return lintOf({ ...setup, text: fixed.text, files: fixed.files }).findings.map((f) => f.ruleId);
}

describe('fix: Bump version to X.Y.Z and add a changelog entry', () => {
  const setup: Setup = { text: HEAD_TEXT, base: BASE_TEXT, files: { 'CHANGELOG.md': CHANGELOG } };

  it('the head removes an output field (the premise)', () => {
    const base = readBaseContract(BASE_TEXT, 'x.contract.json', 'HEAD')!;
    const head = readBaseContract(HEAD_TEXT, 'x.contract.json', 'HEAD')!;
    const changes = diffContracts(base.model, head.model);
    assert.deepEqual(changes.map((c) => [c.kind, c.bump, c.pointer]), [['output-field-removed', 'major', '/tools/0/outputSchema/properties/age_days']]);
  });

  it('sets version only (comments kept) and inserts the dated entry above 1.0.0', () => {
    const fixes = fixesOf('version-bump-required', setup);
    assert.deepEqual(fixes.map((f) => [f.title, f.kind, f.preferred]), [['Bump version to 2.0.0 and add a changelog entry', 'suggestion', true]]);
    const fixed = apply(setup, fixes[0]);
    assert.equal(fixed.text, HEAD_TEXT.replace('"version": "1.1.0", // bumped by hand', '"version": "2.0.0", // bumped by hand'));
    assert.equal(fixes[0].edits.length, 1, 'one edit: the version string');
    const base = readBaseContract(BASE_TEXT, 'x.contract.json', 'HEAD')!;
    const head = readBaseContract(HEAD_TEXT, 'x.contract.json', 'HEAD')!;
    const [removed] = diffContracts(base.model, head.model);
    assert.equal(
      fixed.files['CHANGELOG.md'],
      `# Changelog\n\n## [2.0.0] - 2026-12-02\n\n### Breaking\n\n- ${removed.message}\n\n## [1.0.0] - 2026-12-01\n\n- First release.\n`,
    );
    const after = ruleIdsAfter(setup, fixed);
    assert.ok(!after.includes('version-bump-required') && !after.includes('changelog-missing'), JSON.stringify(after));
  });

  it('creates the changelog when it is missing (and it is the one `changelog` names)', () => {
    const text = HEAD_TEXT.replace('"name": "team-tickets",', '"name": "team-tickets",\n  "changelog": "docs/HISTORY.md",');
    const own: Setup = { text, base: BASE_TEXT, files: {} };
    const [fix] = fixesOf('version-bump-required', own);
    assert.equal(fix.title, 'Bump version to 2.0.0 and add a changelog entry');
    assert.deepEqual(fix.fileEdits?.map((f) => [f.relativePath, f.create]), [['docs/HISTORY.md', true]]);
    const fixed = apply(own, fix);
    assert.match(fixed.files['docs/HISTORY.md'], /^# Changelog\n\nAll notable changes to this contract are documented here\. Versions follow Semantic Versioning\.\n\n## \[2\.0\.0\] - 2026-12-02\n\n### Breaking\n\n- .+\n$/);
    const after = ruleIdsAfter(own, fixed);
    assert.ok(!after.includes('version-bump-required') && !after.includes('changelog-missing'), JSON.stringify(after));
  });

  it('a CRLF changelog keeps CRLF', () => {
    const crlf: Setup = { ...setup, files: { 'CHANGELOG.md': CHANGELOG.replace(/\n/g, '\r\n') } };
    const fixed = apply(crlf, fixesOf('version-bump-required', crlf)[0]);
    const changelog = fixed.files['CHANGELOG.md'];
    assert.equal(changelog.replace(/\r\n/g, '').includes('\n'), false, 'no lone LF');
    assert.ok(changelog.startsWith('# Changelog\r\n\r\n## [2.0.0] - 2026-12-02\r\n\r\n### Breaking\r\n\r\n- '));
    assert.ok(changelog.endsWith('\r\n\r\n## [1.0.0] - 2026-12-01\r\n\r\n- First release.\r\n'));
  });

  it('the changelog has an entry for 2.0.0 already: only the version is bumped', () => {
    const own: Setup = { ...setup, files: { 'CHANGELOG.md': '# Changelog\n\n## [2.0.0] - 2026-12-02\n\n- Written by hand.\n\n' + CHANGELOG.slice('# Changelog\n\n'.length) } };
    const fixes = fixesOf('version-bump-required', own);
    assert.deepEqual(fixes.map((f) => [f.title, f.kind, f.fileEdits]), [['Bump version to 2.0.0', 'suggestion', undefined]]);
    const fixed = apply(own, fixes[0]);
    assert.deepEqual(ruleIdsAfter(own, fixed).filter((id) => id === 'version-bump-required' || id === 'changelog-missing'), []);
  });

  it('where files cannot be read: only the version is bumped', () => {
    const result = lint(HEAD_TEXT, { fileName: 't.contract.jsonc', base: readBaseContract(BASE_TEXT, 't.contract.jsonc', 'HEAD') });
    const finding = result.findings.find((f) => f.ruleId === 'version-bump-required');
    assert.ok(finding);
    assert.deepEqual(new FixSession(result).fixesFor(finding).map((f) => f.title), ['Bump version to 2.0.0']);
  });

  it('is never applied by fix-all', () => {
    const result = lintOf(setup);
    assert.deepEqual(safeFixes(result, { today: TODAY }).filter((f) => f.ruleId === 'version-bump-required' || f.fileEdits), []);
  });
});

describe('fix: Add a changelog entry for X.Y.Z', () => {
  const clean = JSON.stringify(contract([readTool()]), null, 2);

  it('no changelog and no base: creates CHANGELOG.md with a placeholder entry, the contract untouched', () => {
    const setup: Setup = { text: clean, files: {} };
    const fixes = fixesOf('changelog-missing', setup);
    assert.deepEqual(fixes.map((f) => [f.title, f.kind, f.preferred, f.edits]), [['Add a changelog entry for 1.0.0', 'suggestion', true, []]]);
    const fixed = apply(setup, fixes[0]);
    assert.equal(fixed.text, clean);
    assert.equal(
      fixed.files['CHANGELOG.md'],
      '# Changelog\n\nAll notable changes to this contract are documented here. Versions follow Semantic Versioning.\n\n## [1.0.0] - 2026-12-02\n\n### Changed\n\n- Describe what changed.\n',
    );
    assert.equal(ruleIdsAfter(setup, fixed).includes('changelog-missing'), false);
  });

  it('a CRLF contract with no changelog: the new changelog is CRLF too', () => {
    const setup: Setup = { text: clean.replace(/\n/g, '\r\n'), files: {} };
    const fixed = apply(setup, fixesOf('changelog-missing', setup)[0]);
    assert.equal(fixed.files['CHANGELOG.md'], '# Changelog\r\n\r\nAll notable changes to this contract are documented here. Versions follow Semantic Versioning.\r\n\r\n## [1.0.0] - 2026-12-02\r\n\r\n### Changed\r\n\r\n- Describe what changed.\r\n');
  });

  it('an existing CRLF changelog without the version: the entry goes above the last version, in CRLF', () => {
    const text = JSON.stringify(edited(contract([readTool()]), (c: any) => (c.version = '1.0.1')), null, 2);
    const setup: Setup = { text, files: { 'CHANGELOG.md': '# Changelog\r\n\r\n## [Unreleased]\r\n\r\n## [1.0.0] - 2026-12-01\r\n\r\n- First release.\r\n' } };
    const fixed = apply(setup, fixesOf('changelog-missing', setup)[0]);
    assert.equal(
      fixed.files['CHANGELOG.md'],
      '# Changelog\r\n\r\n## [Unreleased]\r\n\r\n## [1.0.1] - 2026-12-02\r\n\r\n### Changed\r\n\r\n- Describe what changed.\r\n\r\n## [1.0.0] - 2026-12-01\r\n\r\n- First release.\r\n',
    );
    assert.equal(ruleIdsAfter(setup, fixed).includes('changelog-missing'), false);
  });

  it('with a base: the entry lists the changes against it', () => {
    const text = HEAD_TEXT.replace('"1.1.0"', '"2.0.0"');
    const setup: Setup = { text, base: BASE_TEXT, files: { 'CHANGELOG.md': CHANGELOG } };
    const fixed = apply(setup, fixesOf('changelog-missing', setup)[0]);
    const base = readBaseContract(BASE_TEXT, 'x.contract.json', 'HEAD')!;
    const head = readBaseContract(text, 'x.contract.json', 'HEAD')!;
    const changes = diffContracts(base.model, head.model);
    assert.equal(changes.length, 1);
    assert.equal(fixed.files['CHANGELOG.md'], '# Changelog\n\n' + formatChangelogEntry('2.0.0', TODAY, changes) + '\n## [1.0.0] - 2026-12-01\n\n- First release.\n');
    assert.ok(fixed.files['CHANGELOG.md'].includes('### Breaking'));
    const after = ruleIdsAfter(setup, fixed);
    assert.ok(!after.includes('version-bump-required') && !after.includes('changelog-missing'), JSON.stringify(after));
  });

  it('not offered for a changelog name no file can have (a lone surrogate): the finding stays, with no fix that cannot remove it', () => {
    // Found by the fuzzer (seed 48000739): the file the fix wrote was not the one read back.
    const text = JSON.stringify(edited(contract([readTool()]), (c: any) => (c.changelog = 'CHANGELOG.\ud800tickets.md')), null, 2);
    const setup: Setup = { text, files: {} };
    assert.ok(lintOf(setup).findings.some((f) => f.ruleId === 'changelog-missing'), 'the rule still reports the missing changelog');
    assert.deepEqual(fixesOf('changelog-missing', setup), []);
  });

  it('today defaults to the UTC date', () => {
    const result = lintOf({ text: clean, files: {} });
    const finding = result.findings.find((f) => f.ruleId === 'changelog-missing')!;
    const [fix] = new FixSession(result).fixesFor(finding);
    assert.ok(fix.fileEdits![0].edits[0].newText.includes(`## [1.0.0] - ${new Date().toISOString().slice(0, 10)}`));
  });
});
