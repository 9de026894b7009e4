import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findingsOf, rangeOn, ruleTable } from '../helpers/ruleTester';
import { contract, edited, readTool } from '../helpers/contracts';
import { lint } from '../../server/src/engine';
import { judgeVersion } from '../../server/src/versioning/verdict';
import { readBaseContract } from '../../server/src/versioning/base';

const BASE = contract([readTool()]);

/** The base with `edit` applied, at `version`. */
function head(version: string, edit: (copy: any) => void = () => undefined): unknown {
  return edited(BASE, (copy) => {
    copy.version = version;
    edit(copy);
  });
}

const removeAgeDays = (c: any) => delete c.tools[0].outputSchema.properties.age_days;
const addStatusOutput = (c: any) => (c.tools[0].outputSchema.properties.status = { type: 'string' });
const addRequiredTeam = (c: any) => {
  c.tools[0].inputSchema.properties.team = { type: 'string', description: 'The team handle.' };
  c.tools[0].inputSchema.required.push('team');
};
const editDescription = (c: any) => (c.tools[0].description = 'Reads one ticket by its id.');

ruleTable('version-bump-required', {
  valid: [
    { name: 'no base (outside git, a new file): silent', doc: head('1.0.0', removeAgeDays) },
    { name: 'the same text as the base', doc: BASE, base: BASE },
    { name: 'a description edited, with a patch bump', doc: head('1.0.1', editDescription), base: BASE },
    { name: 'an output field added, with a minor bump', doc: head('1.1.0', addStatusOutput), base: BASE },
    { name: 'an output field removed, with 2.0.0', doc: head('2.0.0', removeAgeDays), base: BASE },
    { name: 'a bigger bump than needed', doc: head('2.0.0', addStatusOutput), base: BASE },
    { name: 'a prerelease of the next major', doc: head('2.0.0-rc.1', removeAgeDays), base: BASE },
    { name: 'the base version is not SemVer: nothing to compare with', doc: head('1.0.0', removeAgeDays), base: edited(BASE, (c: any) => (c.version = '1.0')) },
    { name: 'the head version is not SemVer: version-invalid says so', doc: head('2', removeAgeDays), base: BASE },
    { name: 'a base that does not parse: silent', doc: head('1.0.0', removeAgeDays), base: '{ "name": ' },
  ],
  invalid: [
    {
      name: 'an output field removed with a minor bump: on version, the removal at the properties that held it',
      doc: head('1.1.0', removeAgeDays),
      base: BASE,
      findings: [
        {
          pointer: '/version',
          range: rangeOn(2, 13, 20),
          message: 'This change needs a major version: 2.0.0 or later (1.0.0 at HEAD; version says 1.1.0, a minor bump).',
          related: ['/tools/0/outputSchema/properties'],
        },
      ],
    },
    {
      name: 'a required input added and no bump',
      doc: head('1.0.0', addRequiredTeam),
      base: BASE,
      findings: [
        {
          pointer: '/version',
          message: 'This change needs a major version: 2.0.0 or later (1.0.0 at HEAD; version says 1.0.0, unchanged).',
          related: ['/tools/0/inputSchema/properties/team'],
        },
      ],
    },
    {
      name: 'a description edited and the same version: needs a patch',
      doc: head('1.0.0', editDescription),
      base: BASE,
      findings: [{ pointer: '/version', message: 'This change needs a patch version: 1.0.1 or later (1.0.0 at HEAD; version says 1.0.0, unchanged).', related: ['/tools/0/description'] }],
    },
    {
      name: 'a downgrade with a change',
      doc: head('0.9.0', addStatusOutput),
      base: BASE,
      findings: [{ pointer: '/version', message: 'This change needs a minor version: 1.1.0 or later (1.0.0 at HEAD; version says 0.9.0, a downgrade).' }],
    },
    {
      name: 'a downgrade without a change',
      doc: head('0.9.0'),
      base: BASE,
      findings: [{ pointer: '/version', message: 'The version went down: 0.9.0 is lower than 1.0.0 at HEAD. Versions only go up: use 1.0.0 or later.', related: [] }],
    },
    {
      name: 'several changes: one finding, every change related, major and minor',
      doc: head('1.1.0', (c) => {
        removeAgeDays(c);
        addStatusOutput(c);
      }),
      base: BASE,
      findings: [{ pointer: '/version', message: 'These changes need a major version: 2.0.0 or later', related: ['/tools/0/outputSchema/properties', '/tools/0/outputSchema/properties/status'] }],
    },
  ],
});

it('version-bump-required: each related location names the bump and the change', () => {
  const [finding] = findingsOf('version-bump-required', { name: '', doc: head('1.1.0', removeAgeDays), base: BASE });
  assert.equal(finding.severity, 'error');
  assert.equal(finding.related?.length, 1);
  assert.equal(finding.related![0].message, 'major: get_ticket: output field age_days was removed; readers that use it break.');
});

it('version-bump-required: a removal in a tool that moved is shown in that tool, by name', () => {
  const other = readTool({ name: 'get_user', description: 'Reads one user by id.' });
  const base = contract([readTool(), other]);
  const doc = edited(base, (c: any) => {
    c.version = '1.1.0';
    c.tools.reverse();
    delete c.tools[1].outputSchema.properties.age_days;
  });
  const [finding] = findingsOf('version-bump-required', { name: '', doc, base });
  assert.deepEqual(finding.related?.map((r) => r.pointer), ['/tools/1/outputSchema/properties']);
});

it('version-bump-required: a removed tool is shown at the tools array', () => {
  const base = contract([readTool(), readTool({ name: 'get_user', description: 'Reads one user by id.' })]);
  const doc = edited(base, (c: any) => {
    c.version = '1.1.0';
    c.tools.pop();
  });
  const [finding] = findingsOf('version-bump-required', { name: '', doc, base });
  assert.deepEqual(finding.related?.map((r) => r.pointer), ['/tools']);
});

it('version-bump-required: more than 51 changes are listed as 50 and "and N more"', () => {
  const added = Array.from({ length: 60 }, (_, i) => readTool({ name: `get_thing_${i}`, description: `Reads thing ${i} by id.` }));
  const doc = edited(BASE, (c: any) => c.tools.push(...added));
  const [finding] = findingsOf('version-bump-required', { name: '', doc, base: BASE });
  assert.equal(finding.message, 'These changes need a minor version: 1.1.0 or later (1.0.0 at HEAD; version says 1.0.0, unchanged).');
  assert.equal(finding.related?.length, 51);
  assert.deepEqual(finding.related?.[50], { pointer: '/version', range: finding.range, message: 'and 10 more changes.' });
  const listed = finding.related!.slice(0, 50).map((r) => r.pointer);
  assert.equal(new Set(listed).size, 50, 'fifty different tools');
  assert.ok(listed.every((pointer) => /^\/tools\/([1-9]|[1-5]\d|60)$/.test(pointer)), JSON.stringify(listed));
  assert.ok(finding.related!.slice(0, 50).every((r) => /^minor: get_thing_\d+: /.test(r.message)));
});

describe('version-bump-required on an MCP tools/list (a snapshot has no version: the release the server needs)', () => {
  const LIST = { tools: [readTool()] };
  const snapshot = (doc: unknown, base: unknown = LIST) => findingsOf('version-bump-required', { name: '', doc, base, fileName: 'mcp/tickets.tools.json' });

  it('unchanged since the base, or no base: silent', () => {
    assert.deepEqual(snapshot(LIST), []);
    assert.deepEqual(findingsOf('version-bump-required', { name: '', doc: edited(LIST, (c: any) => delete c.tools[0].outputSchema.properties.age_days), fileName: 'x.tools.json' }), []);
    assert.deepEqual(snapshot(edited(LIST, (c: any) => c.tools.reverse())), [], 'the same tools in another order');
  });

  it('an output field removed: an error on "tools" naming a major release, the removal related', () => {
    const [finding, ...more] = snapshot(edited(LIST, (c: any) => delete c.tools[0].outputSchema.properties.age_days));
    assert.equal(more.length, 0);
    assert.equal(finding.severity, 'error');
    assert.equal(finding.pointer, '/tools');
    assert.deepEqual(finding.range, rangeOn(1, 2, 9), 'the "tools" key');
    assert.equal(finding.message, 'The tools changed since HEAD in a way that breaks callers: this change needs a major release of the server (a tools/list has no version of its own to bump).');
    assert.deepEqual(finding.related?.map((r) => [r.pointer, r.message]), [['/tools/0/outputSchema/properties', 'major: get_ticket: output field age_days was removed; readers that use it break.']]);
  });

  it('a required input added and an output field added: one error, both changes related', () => {
    const [finding] = snapshot(edited(LIST, (c: any) => {
      addRequiredTeam(c);
      addStatusOutput(c);
    }));
    assert.equal(finding.severity, 'error');
    assert.match(finding.message, /these 2 changes need a major release of the server/);
    assert.deepEqual(finding.related?.map((r) => r.message.split(':')[0]), ['major', 'minor']);
  });

  it('only minor or patch changes: an info naming the release (nothing in the file is wrong)', () => {
    const [minor] = snapshot(edited(LIST, addStatusOutput));
    assert.equal(minor.severity, 'info');
    assert.equal(minor.message, 'The tools changed since HEAD: this change needs a minor release of the server (a tools/list has no version of its own to bump).');
    const [patch] = snapshot(edited(LIST, editDescription));
    assert.equal(patch.severity, 'info');
    assert.match(patch.message, /needs a patch release of the server/);
  });

  it('the configured severity applies to a major release and caps the info of a minor one', () => {
    const removal = edited(LIST, (c: any) => delete c.tools[0].outputSchema.properties.age_days);
    const at = (doc: unknown, severity: 'warning' | 'info' | 'off') =>
      findingsOf('version-bump-required', { name: '', doc, base: LIST, fileName: 'x.tools.json', rules: { 'version-bump-required': severity } }).map((f) => f.severity);
    assert.deepEqual(at(removal, 'warning'), ['warning']);
    assert.deepEqual(at(edited(LIST, addStatusOutput), 'warning'), ['info']);
    assert.deepEqual(at(removal, 'off'), []);
  });

  it('a contract against a tools/list base (or the other way round) is not compared', () => {
    assert.deepEqual(findingsOf('version-bump-required', { name: '', doc: { tools: [readTool()] }, base: BASE, fileName: 'x.tools.json' }), []);
  });
});

it('version-bump-required: the rule and the fixes of one lint share one diff (judged once per model and base)', () => {
  const text = JSON.stringify(head('1.1.0', (c) => delete c.tools[0].outputSchema.properties.age_days));
  const base = readBaseContract(JSON.stringify(BASE), 'test.contract.json', 'HEAD')!;
  const { model } = lint(text, { fileName: 'test.contract.json', base });
  const first = judgeVersion(model!, base);
  assert.ok(first && !first.ok);
  assert.equal(judgeVersion(model!, base), first, 'the same verdict object: no second diff');
  const other = readBaseContract(JSON.stringify(BASE), 'test.contract.json', 'HEAD')!;
  assert.notEqual(judgeVersion(model!, other), first, 'another base is judged again');
  assert.deepEqual(judgeVersion(model!, other), first, 'to the same verdict');
});
