/**
 * buildReviewCard on the complete example (examples/metrics.contract.json: every check GO)
 * and on copies of it with one element removed or added: each change stops exactly the
 * checks it should, with the pointer of where the missing thing belongs. Then: whenever a
 * mutation rule fires on a tool, its card is STOP too (the card and the rules agree).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { CHECK_IDS, buildReviewCard, type CheckId, type ContractReview, type ToolReviewCard } from '../../server/src/review/card';
import { reviewText } from '../../server/src/review/document';
import { contract, edited, mutationTrio, readTool } from '../helpers/contracts';

const METRICS_FILE = join(__dirname, '../../examples/metrics.contract.json');
const METRICS = JSON.parse(readFileSync(METRICS_FILE, 'utf8')) as Record<string, any>;
const FILE_NAME = 'metrics.contract.json';

function review(value: unknown, fileName = FILE_NAME): ContractReview {
  const result = reviewText(JSON.stringify(value, null, 2), fileName);
  assert.ok(result.review, `a review (note: ${result.note})`);
  return result.review;
}

function onlyCard(value: unknown): ToolReviewCard {
  const { cards } = review(value);
  assert.equal(cards.length, 1, 'one mutating tool');
  return cards[0];
}

const stopped = (card: ToolReviewCard): CheckId[] => card.checks.filter((c) => c.status === 'stop').map((c) => c.check);
const checkOf = (card: ToolReviewCard, id: CheckId) => card.checks.find((c) => c.check === id)!;

/** Removes a property from a schema's properties and from its required list. */
function removeProperty(schema: any, name: string): void {
  delete schema.properties[name];
  if (Array.isArray(schema.required)) schema.required = schema.required.filter((n: string) => n !== name);
}

const PREVIEW = 0;
const EXECUTE = 1;
const VERIFY = 2;

interface Case {
  readonly name: string;
  readonly edit: (copy: any) => void;
  readonly stops: readonly CheckId[];
  /** Pointers of the stopping checks, where asserted. */
  readonly pointers?: Partial<Record<CheckId, string>>;
}

const CASES: readonly Case[] = [
  { name: "the preview's target", edit: (c) => removeProperty(c.tools[PREVIEW].outputSchema, 'target'), stops: ['target'], pointers: { target: '/tools/0/outputSchema/properties' } },
  { name: "the preview's before", edit: (c) => removeProperty(c.tools[PREVIEW].outputSchema, 'before'), stops: ['diff'], pointers: { diff: '/tools/0/outputSchema/properties' } },
  { name: "the preview's after", edit: (c) => removeProperty(c.tools[PREVIEW].outputSchema, 'after'), stops: ['diff'] },
  { name: "the preview's side_effects", edit: (c) => removeProperty(c.tools[PREVIEW].outputSchema, 'side_effects'), stops: ['impact'], pointers: { impact: '/tools/0/outputSchema/properties' } },
  { name: "the preview's preview_id", edit: (c) => removeProperty(c.tools[PREVIEW].outputSchema, 'preview_id'), stops: ['approval'], pointers: { approval: '/tools/0/outputSchema/properties' } },
  { name: "the preview's expires_at", edit: (c) => removeProperty(c.tools[PREVIEW].outputSchema, 'expires_at'), stops: ['approval'] },
  { name: "the execute tool's preview_id input", edit: (c) => removeProperty(c.tools[EXECUTE].inputSchema, 'preview_id'), stops: ['approval'], pointers: { approval: '/tools/1/inputSchema/properties' } },
  { name: "the execute tool's idempotency_key input", edit: (c) => removeProperty(c.tools[EXECUTE].inputSchema, 'idempotency_key'), stops: ['replay_safety'], pointers: { replay_safety: '/tools/1/inputSchema/properties' } },
  {
    name: 'idempotency_key from required',
    edit: (c) => (c.tools[EXECUTE].inputSchema.required = ['preview_id']),
    stops: ['replay_safety'],
    pointers: { replay_safety: '/tools/1/inputSchema/properties/idempotency_key' },
  },
  { name: 'verifyTool', edit: (c) => delete c.tools[EXECUTE].verifyTool, stops: ['evidence'], pointers: { evidence: '/tools/1/verifyTool' } },
  { name: 'the verify tool itself', edit: (c) => c.tools.splice(VERIFY, 1), stops: ['evidence'], pointers: { evidence: '/tools/1/verifyTool' } },
  { name: "the output's receipt_id", edit: (c) => removeProperty(c.tools[EXECUTE].outputSchema, 'receipt_id'), stops: ['evidence'], pointers: { evidence: '/tools/1/outputSchema/properties' } },
  { name: "the output's status", edit: (c) => removeProperty(c.tools[EXECUTE].outputSchema, 'status'), stops: ['evidence'] },
  { name: 'the outputSchema', edit: (c) => delete c.tools[EXECUTE].outputSchema, stops: ['evidence'], pointers: { evidence: '/tools/1/outputSchema' } },
  { name: 'rollback', edit: (c) => delete c.tools[EXECUTE].rollback, stops: ['recovery'], pointers: { recovery: '/tools/1/rollback' } },
  {
    name: 'previewTool',
    edit: (c) => delete c.tools[EXECUTE].previewTool,
    stops: ['target', 'diff', 'impact', 'approval'],
    pointers: { target: '/tools/1/previewTool', diff: '/tools/1/previewTool', impact: '/tools/1/previewTool', approval: '/tools/1/previewTool' },
  },
  { name: 'the preview tool itself', edit: (c) => c.tools.splice(PREVIEW, 1), stops: ['target', 'diff', 'impact', 'approval'], pointers: { target: '/tools/0/previewTool' } },
];

const ADDITIONS: readonly Case[] = [
  {
    name: 'a self-confirmation flag on the execute tool',
    edit: (c) => (c.tools[EXECUTE].inputSchema.properties.confirmed = { type: 'boolean', description: 'Set once the user agrees.' }),
    stops: ['approval'],
    pointers: { approval: '/tools/1/inputSchema/properties/confirmed' },
  },
  {
    name: 'a dry-run flag on the execute tool',
    edit: (c) => (c.tools[EXECUTE].inputSchema.properties.dry_run = { type: 'boolean', description: 'Only preview.' }),
    stops: ['approval'],
    pointers: { approval: '/tools/1/inputSchema/properties/dry_run' },
  },
  {
    name: 'both a dry-run and a self-confirmation flag, named together',
    edit: (c) => {
      c.tools[EXECUTE].inputSchema.properties.dry_run = { type: 'boolean', description: 'Only preview.' };
      c.tools[EXECUTE].inputSchema.properties.user_approved = { type: 'boolean', description: 'Set once the user agrees.' };
    },
    stops: ['approval'],
    pointers: { approval: '/tools/1/inputSchema/properties/dry_run' },
  },
  {
    name: 'an execute input that can drift from the preview',
    edit: (c) => (c.tools[EXECUTE].inputSchema.properties.query = { type: 'string', description: 'The query.' }),
    stops: ['approval'],
    pointers: { approval: '/tools/1/inputSchema/properties/query' },
  },
  { name: 'a previewTool that names no tool', edit: (c) => (c.tools[EXECUTE].previewTool = 'preview_metric_updat'), stops: ['target', 'diff', 'impact', 'approval'] },
  { name: 'a previewTool naming the tool itself', edit: (c) => (c.tools[EXECUTE].previewTool = 'execute_metric_update'), stops: ['target', 'diff', 'impact', 'approval'] },
  { name: 'a verifyTool that names no tool', edit: (c) => (c.tools[EXECUTE].verifyTool = 'verify_metric'), stops: ['evidence'] },
  { name: 'a rollback of "none" without a reason', edit: (c) => (c.tools[EXECUTE].rollback = 'none'), stops: ['recovery'] },
  { name: 'a rollback that is not text', edit: (c) => (c.tools[EXECUTE].rollback = true), stops: ['recovery'] },
  {
    name: 'an environment input on the preview its output does not name',
    edit: (c) => {
      c.tools[PREVIEW].inputSchema.properties.environment = { type: 'string', enum: ['production', 'staging'], description: 'Where.' };
      removeProperty(c.tools[PREVIEW].outputSchema, 'environment');
    },
    stops: ['target'],
  },
];

describe('buildReviewCard', () => {
  it('gives the complete example one card, all seven checks GO, with the contract name and version', () => {
    const result = review(METRICS);
    assert.equal(result.name, 'insight-metrics');
    assert.equal(result.version, '2.1.0');
    assert.equal(result.cards.length, 1);
    const [card] = result.cards;
    assert.equal(card.tool, 'execute_metric_update');
    assert.equal(card.pointer, '/tools/1');
    assert.equal(card.verdict, 'go');
    assert.equal(card.open, 0);
    assert.equal(card.irreversible, false);
    assert.deepEqual(card.checks.map((c) => c.check), CHECK_IDS);
    for (const check of card.checks) {
      assert.equal(check.status, 'go', `${check.check}: ${check.reason}`);
      assert.match(check.reason, /^[^\n]+\.$/, `${check.check}: one sentence`);
    }
  });

  it('points each GO at the node that decides it', () => {
    const card = onlyCard(METRICS);
    assert.deepEqual(Object.fromEntries(card.checks.map((c) => [c.check, c.pointer])), {
      target: '/tools/0/outputSchema/properties/target',
      diff: '/tools/0/outputSchema/properties/before',
      impact: '/tools/0/outputSchema/properties/side_effects',
      approval: '/tools/1/inputSchema/properties/preview_id',
      replay_safety: '/tools/1/inputSchema/properties/idempotency_key',
      evidence: '/tools/1/verifyTool',
      recovery: '/tools/1/rollback',
    });
  });

  describe('removing one element stops exactly its check', () => {
    for (const { name, edit, stops, pointers } of CASES) {
      it(`without ${name}: ${stops.join(', ')}`, () => {
        const card = onlyCard(edited(METRICS, edit));
        assert.deepEqual(stopped(card), stops);
        assert.equal(card.verdict, 'stop');
        assert.equal(card.open, stops.length);
        for (const [check, pointer] of Object.entries(pointers ?? {})) assert.equal(checkOf(card, check as CheckId).pointer, pointer, check);
      });
    }
  });

  describe('adding a flaw stops exactly its check', () => {
    for (const { name, edit, stops, pointers } of ADDITIONS) {
      it(`with ${name}: ${stops.join(', ')}`, () => {
        const card = onlyCard(edited(METRICS, edit));
        assert.deepEqual(stopped(card), stops);
        for (const [check, pointer] of Object.entries(pointers ?? {})) assert.equal(checkOf(card, check as CheckId).pointer, pointer, check);
      });
    }
  });

  it('names every flag the model could set itself', () => {
    const card = onlyCard(
      edited(METRICS, (c) => {
        c.tools[EXECUTE].inputSchema.properties.dry_run = { type: 'boolean' };
        c.tools[EXECUTE].inputSchema.properties.user_approved = { type: 'boolean' };
      }),
    );
    assert.match(checkOf(card, 'approval').reason, /^"dry_run" and "user_approved" let the model execute and approve execute_metric_update itself/);
  });

  it('names a confirmation once when it is a dry-run switch too (the recall round of 2026-12-07)', () => {
    const card = onlyCard(
      edited(METRICS, (c) => {
        c.tools[EXECUTE].inputSchema.properties.confirm = { type: 'boolean', description: 'Required to actually apply; without it, returns a dry-run plan' };
      }),
    );
    assert.match(checkOf(card, 'approval').reason, /^"confirm" lets the model approve execute_metric_update itself/);
  });

  describe('variants that stay GO', () => {
    it('an idempotent tool needs no idempotency key; Replay safety points at sideEffects', () => {
      const card = onlyCard(
        edited(METRICS, (c) => {
          c.tools[EXECUTE].sideEffects = 'idempotent';
          c.tools[EXECUTE].annotations.idempotentHint = true;
          removeProperty(c.tools[EXECUTE].inputSchema, 'idempotency_key');
        }),
      );
      assert.deepEqual(stopped(card), []);
      assert.equal(checkOf(card, 'replay_safety').pointer, '/tools/1/sideEffects');
    });

    it('a diff instead of before and after', () => {
      const card = onlyCard(
        edited(METRICS, (c) => {
          removeProperty(c.tools[PREVIEW].outputSchema, 'before');
          removeProperty(c.tools[PREVIEW].outputSchema, 'after');
          c.tools[PREVIEW].outputSchema.properties.diff = { type: 'string' };
        }),
      );
      assert.deepEqual(stopped(card), []);
      assert.equal(checkOf(card, 'diff').pointer, '/tools/0/outputSchema/properties/diff');
    });

    it('camelCase field names', () => {
      const card = onlyCard(
        edited(METRICS, (c) => {
          const out = c.tools[PREVIEW].outputSchema;
          for (const [from, to] of [['preview_id', 'previewId'], ['side_effects', 'sideEffects'], ['expires_at', 'expiresAt']]) {
            out.properties[to] = out.properties[from];
            removeProperty(out, from);
          }
          const input = c.tools[EXECUTE].inputSchema;
          input.properties = { previewId: { type: 'string' }, idempotencyKey: { type: 'string' } };
          input.required = ['previewId', 'idempotencyKey'];
          c.tools[EXECUTE].outputSchema.properties.receiptId = { type: 'string' };
          removeProperty(c.tools[EXECUTE].outputSchema, 'receipt_id');
        }),
      );
      assert.deepEqual(stopped(card), []);
    });

    it('no environment anywhere: the target alone decides', () => {
      const card = onlyCard(edited(METRICS, (c) => removeProperty(c.tools[PREVIEW].outputSchema, 'environment')));
      assert.deepEqual(stopped(card), []);
      assert.doesNotMatch(checkOf(card, 'target').reason, /environment/);
    });
  });

  describe('irreversible changes', () => {
    it('"none: <reason>" keeps Recovery GO and flags Impact, with the reason', () => {
      const card = onlyCard(edited(METRICS, (c) => (c.tools[EXECUTE].rollback = 'none: a sent email cannot be unsent.')));
      assert.deepEqual(stopped(card), []);
      assert.equal(card.irreversible, true);
      const impact = checkOf(card, 'impact');
      assert.equal(impact.irreversible, true);
      assert.match(impact.reason, /cannot be undone \(a sent email cannot be unsent\)\.$/);
      assert.match(checkOf(card, 'recovery').reason, /cannot be reversed: a sent email cannot be unsent\.$/);
      for (const check of card.checks.filter((c) => c.check !== 'impact')) assert.equal(check.irreversible, undefined);
    });

    it('a STOP on Impact still says the change is irreversible', () => {
      const card = onlyCard(
        edited(METRICS, (c) => {
          c.tools[EXECUTE].rollback = 'none: refunds are final';
          removeProperty(c.tools[PREVIEW].outputSchema, 'side_effects');
        }),
      );
      assert.deepEqual(stopped(card), ['impact']);
      assert.match(checkOf(card, 'impact').reason, /no side_effects.*cannot be undone \(refunds are final\)\.$/);
    });
  });

  describe('which tools get a card', () => {
    it('one card per mutating tool in document order; read-only and undeclared tools get none', () => {
      const tools = [
        readTool(),
        ...mutationTrio('close_ticket'),
        { ...readTool({ name: 'undeclared' }), sideEffects: undefined },
        ...mutationTrio('reopen_ticket', { sideEffects: 'idempotent' }),
      ];
      const result = review(contract(tools), 'tickets.contract.json');
      assert.deepEqual(result.cards.map((c) => c.tool), ['execute_close_ticket', 'execute_reopen_ticket']);
      assert.deepEqual(result.cards.map((c) => c.pointer), ['/tools/2', '/tools/6']);
    });

    it('a tool without a name is called by its index', () => {
      const [card] = buildReviewCard(readModelOf(contract([{ description: 'x', sideEffects: 'non_idempotent', inputSchema: { type: 'object' } }]))).cards;
      assert.equal(card.tool, 'tools[0]');
      assert.equal(card.open, 7);
    });

    it('explains why there are no cards', () => {
      const readOnly = reviewText(JSON.stringify(contract([readTool()])), 'a.contract.json');
      assert.deepEqual(readOnly.review?.cards, []);
      assert.match(readOnly.note ?? '', /No mutating tools/);
      const undeclared = reviewText(JSON.stringify(contract([{ ...readTool(), sideEffects: undefined }])), 'a.contract.json');
      assert.match(undeclared.note ?? '', /one tool declares no sideEffects/);
      const mcp = reviewText(JSON.stringify({ tools: [{ name: 'x', inputSchema: { type: 'object' } }] }), 'server.tools.json');
      assert.equal(mcp.review, undefined);
      assert.match(mcp.note ?? '', /contract format/);
      const array = reviewText('[1, 2]', 'a.contract.json');
      assert.equal(array.review, undefined);
      assert.match(array.note ?? '', /not a contract/);
    });
  });
});

function readModelOf(value: unknown) {
  const result = reviewText(JSON.stringify(value), 'x.contract.json');
  assert.ok(result.model);
  return result.model;
}

/**
 * The card and the rules ask the same questions: a mutation rule that fires on a tool (or
 * on its preview) means that tool's card is STOP, and a card with every check GO means
 * no mutation rule fires.
 */
const MUTATION_RULES = new Set([
  'mutation-no-preview',
  'mutation-preview-incomplete',
  'mutation-execute-unbound',
  'mutation-self-confirmation',
  'mutation-dry-run-flag',
  'mutation-no-verify',
  'mutation-no-receipt',
  'mutation-rollback-undocumented',
  'idempotency-key-missing',
  'reference-unknown-tool',
]);

describe('the card agrees with the mutation rules', () => {
  for (const { name, edit } of [...CASES, ...ADDITIONS, { name: 'nothing', edit: () => undefined }]) {
    it(`with ${name === 'nothing' ? 'the complete example' : name}`, () => {
      const text = JSON.stringify(edited(METRICS, edit), null, 2);
      const fired = lint(text, { fileName: FILE_NAME }).findings.filter((f) => MUTATION_RULES.has(f.ruleId));
      const { review: result } = reviewText(text, FILE_NAME);
      const verdict = result?.cards[0]?.verdict;
      if (fired.length > 0) assert.equal(verdict, 'stop', `rules fired (${fired.map((f) => f.ruleId).join(', ')}) but the card is ${verdict}`);
      if (verdict === 'go') assert.deepEqual(fired.map((f) => f.ruleId), []);
    });
  }
});

describe('examples/flawed.contract.jsonc', () => {
  it('gives STOP cards whose failing checks match the flaws in its comments', () => {
    const file = join(__dirname, '../../examples/flawed.contract.jsonc');
    const { review: result } = reviewText(readFileSync(file, 'utf8'), file);
    assert.ok(result);
    const byTool = Object.fromEntries(result.cards.map((card) => [card.tool, { verdict: card.verdict, stops: stopped(card), irreversible: card.irreversible }]));
    assert.deepEqual(byTool, {
      // no preview, no verify, no rollback, no idempotency key, a dry-run flag
      delete_ticket: { verdict: 'stop', stops: [...CHECK_IDS], irreversible: false },
      // preview lacks side_effects (and expires_at), amount_usd is unbound, verifyTool is unknown
      execute_refund: { verdict: 'stop', stops: ['impact', 'approval', 'evidence'], irreversible: true },
    });
  });
});
