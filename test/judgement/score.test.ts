/** The judgement bench's scoring, on a tiny labelled corpus written to a temp folder (runs without ../shared). */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { isCorpus, labelPath, optionalWithoutDefault, precisionRecall, scoreAuthorsHints, scoreCorpus, type FamilyScore, type JudgementScores } from '../../bench/judgement/score';

describe('labelPath: a path under inputSchema in the labels\' notation', () => {
  const cases: [(string | number)[], string | undefined][] = [
    [['properties', 'radius'], 'radius'],
    [['properties', 'config', 'properties', 'fileSizeLimit'], 'config.fileSizeLimit'],
    [['properties', 'updates', 'items', 'properties', 'op'], 'updates[].op'],
    [['properties', 'pair', 'prefixItems', 1, 'properties', 'unit'], 'pair[].unit'],
    [['properties', 'pair', 'items', 0, 'properties', 'unit'], 'pair[].unit'],
    [['properties', 'repos', 'additionalProperties', 'properties', 'tokenType'], 'repos[].tokenType'],
    [['properties', 'sort', 'anyOf', 0, 'properties', 'direction'], 'sort.direction'],
    [['properties', 'a', 'oneOf', 1, 'allOf', 0, 'properties', 'b'], 'a.b'],
    [['$defs', 'Sort', 'properties', 'direction'], 'direction'],
    [['properties', 'sort', 'anyOf', 0, 'definitions', 'S', 'properties', 'x'], 'x'],
    [['properties', 'grid', 'items', 'items', 'properties', 'w'], 'grid[][].w'],
    [['properties', 'outcomes', 'items'], 'outcomes'],
    [['properties', 'limit', 'default'], 'limit'],
    [['properties'], undefined],
    [[], undefined],
  ];
  for (const [path, expected] of cases) {
    it(`${path.join('/') || '(root)'} → ${expected}`, () => assert.equal(labelPath(path), expected));
  }
});

describe('precisionRecall', () => {
  it('counts', () => assert.deepEqual(precisionRecall(3, 1, 2), { precision: 0.75, recall: 0.6 }));
  it('nothing reported is full precision; nothing to find is full recall', () => assert.deepEqual(precisionRecall(0, 0, 0), { precision: 1, recall: 1 }));
  it('only misses: precision 1, recall 0', () => assert.deepEqual(precisionRecall(0, 0, 4), { precision: 1, recall: 0 }));
});

describe('optionalWithoutDefault: the labels\' computed count', () => {
  it('top-level properties not required and without default', () => {
    const schema = { type: 'object', properties: { a: {}, b: { default: 1 }, c: {} }, required: ['c'] };
    assert.deepEqual(optionalWithoutDefault(schema), ['a']);
    assert.deepEqual(optionalWithoutDefault({ $schema: 'x' }), []);
  });
});

/** Three labelled tools whose findings no rule change in sight will move, and one unlabelled. */
const TOOLS = {
  tools: [
    {
      name: 'delete_file',
      description: 'Deletes a file.',
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
      inputSchema: {
        type: 'object',
        properties: {
          path: { type: 'string', description: 'The file to delete.' },
          dry_run: { type: 'boolean', description: 'Only show what would be deleted.' },
        },
        required: ['path'],
      },
    },
    {
      name: 'wait',
      description: 'Waits.',
      inputSchema: {
        type: 'object',
        properties: {
          timeout: { type: 'number', description: 'How long to wait.' },
          reason: { type: 'string', description: 'Why the wait. If omitted, no reason is logged.' },
          label: { type: 'string' },
        },
      },
      outputSchema: { type: 'object', properties: { waited: { type: 'boolean' } } },
    },
    {
      name: 'purge',
      description: 'Purges the cache.',
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
      inputSchema: { type: 'object', properties: { scope: { type: 'string', description: 'What to purge.' } }, required: ['scope'] },
    },
    { name: 'unlabelled', description: 'Reads nothing.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', properties: {} } },
  ],
};

const LABEL = { has_dry_run_flag: false, self_confirm_flag: false, free_form_query: false, unitless_numbers: [], enum_candidates: [], side_effects_declared: true, output_typed: true, optional_without_default: 0 };
const LABELS = {
  'a.tools.json#delete_file': { ...LABEL, has_dry_run_flag: true, output_typed: true }, // dry-run TP; output-missing fires: a false alarm
  'a.tools.json#wait': { ...LABEL, side_effects_declared: false, unitless_numbers: ['ghost'], optional_without_default: 3 }, // timeout: false alarm; ghost: a miss
  'a.tools.json#purge': { ...LABEL, has_dry_run_flag: true, output_typed: false }, // dry-run miss; output-missing TP
};

describe('scoreCorpus on a synthetic corpus', () => {
  let dir: string;
  let scores: JudgementScores;
  const family = (name: string): FamilyScore => scores.families.find((f) => f.family === name)!;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'judgement-'));
    writeFileSync(join(dir, 'a.tools.json'), JSON.stringify(TOOLS, null, 2));
    writeFileSync(join(dir, 'labels.json'), JSON.stringify(LABELS, null, 2));
    scores = scoreCorpus(dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is a corpus; an empty folder is not', () => {
    assert.equal(isCorpus(dir), true);
    const empty = mkdtempSync(join(tmpdir(), 'judgement-empty-'));
    try {
      assert.equal(isCorpus(empty), false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('counts files and tools, and names the tool labels.json does not cover', () => {
    assert.deepEqual([scores.files, scores.tools, scores.unlabelled], [1, 4, ['a.tools.json#unlabelled']]);
  });

  it('per tool: a hit, a miss, a false alarm', () => {
    const dryRun = family('dry-run flag');
    assert.deepEqual([dryRun.tp, dryRun.fp, dryRun.fn, dryRun.precision, dryRun.recall], [1, 0, 1, 1, 0.5]);
    assert.deepEqual(dryRun.misses, ['a.tools.json#purge']);
    const output = family('output typed');
    assert.deepEqual([output.tp, output.fp, output.fn, output.precision, output.recall], [1, 1, 0, 0.5, 1]);
    assert.deepEqual(output.falseAlarms, ['a.tools.json#delete_file']);
    const sideEffects = family('side effects declared');
    assert.deepEqual([sideEffects.tp, sideEffects.fp, sideEffects.fn], [1, 0, 0]);
  });

  it('per field: names the field after the tool', () => {
    const units = family('unitless numbers');
    assert.deepEqual([units.tp, units.fp, units.fn, units.precision, units.recall], [0, 1, 1, 0, 0]);
    assert.deepEqual(units.falseAlarms, ['a.tools.json#wait#timeout']);
    assert.deepEqual(units.misses, ['a.tools.json#wait#ghost']);
  });

  it('rates: findings per 100 tools over every tool, unlabelled ones included', () => {
    assert.equal(scores.findingsByRule['output-missing'], 3);
    assert.equal(scores.ratesPer100Tools['output-missing'], 75);
  });

  it('lists the optional inputs without a default that input-optional-without-default does not name', () => {
    assert.deepEqual(scores.optionalSilences, [{ tool: 'a.tools.json#wait', labelCount: 3, reported: 2, unreported: ['reason'] }]);
  });

  it("compares the class suggested once a tool's annotations are taken away with its author's hints", () => {
    const authors = scores.authorsHints;
    // delete_file and purge (readOnlyHint false, destructive, idempotent); unlabelled (readOnlyHint true, no verb in its name).
    assert.equal(authors.annotated, 3);
    assert.equal(authors.noClass + authors.readOnly.compared, 3);
    assert.deepEqual([authors.destructive.compared, authors.destructive.agree, authors.idempotent.compared, authors.idempotent.agree], [2, 2, 2, 2]);
  });
});

describe('scoreAuthorsHints: a disagreement is named with both sides', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'judgement-authors-'));
    const tools = [
      { name: 'list_items', description: 'List items.', annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false }, inputSchema: { type: 'object', properties: {} } },
      { name: 'delete_item', description: 'Delete an item.', annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true }, inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
      { name: 'get_item', description: 'Get an item.', inputSchema: { type: 'object', properties: {} } },
    ];
    writeFileSync(join(dir, 'b.tools.json'), JSON.stringify({ tools }));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reads each hint the author sets, and skips tools without annotations', () => {
    const authors = scoreAuthorsHints(dir, ['b.tools.json']);
    assert.equal(authors.annotated, 2);
    assert.deepEqual(authors.readOnly, { compared: 2, agree: 1, disagreements: ["b.tools.json#list_items: ours true, the author's false"] });
    assert.deepEqual(authors.destructive, { compared: 1, agree: 0, disagreements: ["b.tools.json#delete_item: ours true, the author's false"] });
    assert.deepEqual(authors.idempotent, { compared: 1, agree: 1, disagreements: [] });
  });
});

describe('scoreCorpus: a finding at a definition names the fields that reach it through $ref', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'judgement-refs-'));
    // Runpod's create-pod (the seventh held-out round of 2026-12-07): the labels name `body.disk`, the path through the
    // $ref; the finding sits at the definition, which every field that uses it shares.
    const tools = [
      {
        name: 'create_pod',
        description: 'Create a pod.',
        annotations: { readOnlyHint: false },
        inputSchema: {
          type: 'object',
          properties: { body: { $ref: '#/$defs/Pod' }, spare: { $ref: '#/$defs/Pod' } },
          $defs: { Pod: { type: 'object', allOf: [{ $ref: '#/$defs/Container' }], properties: { name: { type: 'string' } } }, Container: { type: 'object', properties: { disk: { type: 'integer', description: 'Container disk in GB' } } } },
        },
      },
      {
        name: 'resize_pod',
        description: 'Resize a pod.',
        annotations: { readOnlyHint: false },
        inputSchema: { type: 'object', properties: { body: { $ref: '#/$defs/Size' } }, $defs: { Size: { type: 'object', properties: { disk: { type: 'integer', description: 'Disk in GB' } } } } },
      },
    ];
    // Paddle's create_transaction (the same round): one field refers to another's schema under `properties`, and the labels
    // name both paths.
    tools.push({
      name: 'move_pod',
      description: 'Move a pod.',
      annotations: { readOnlyHint: false },
      inputSchema: { type: 'object', properties: { from: { type: 'object', properties: { size: { type: 'integer', description: 'Disk size in GB' } } }, to: { $ref: '#/properties/from' } } } as never,
    });
    writeFileSync(join(dir, 'c.tools.json'), JSON.stringify({ tools }));
    const label = { ...LABEL, side_effects_declared: true, output_typed: false, optional_without_default: 0 };
    writeFileSync(
      join(dir, 'labels.json'),
      JSON.stringify({ 'c.tools.json#create_pod': { ...label, unitless_numbers: ['body.disk'] }, 'c.tools.json#resize_pod': { ...label, unitless_numbers: [] }, 'c.tools.json#move_pod': { ...label, unitless_numbers: ['from.size', 'to.size'] } }),
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a label on any path to the schema is found (through $defs, or a ref into properties); a finding no label path reaches is a false alarm named by its own chain', () => {
    const units = scoreCorpus(dir).families.find((f) => f.family === 'unitless numbers')!;
    assert.deepEqual([units.tp, units.fp, units.fn], [3, 1, 0]);
    assert.deepEqual(units.falseAlarms, ['c.tools.json#resize_pod#disk']);
  });
});
