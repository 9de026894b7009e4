/**
 * The snapshot writer (byte-stable, untouched when unchanged) and the import skeleton (what the
 * list says and no more; it passes the contract schema and lints with only what it cannot infer).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { lint } from '../../server/src/engine';
import { contractSkeleton, contractSkeletonText } from '../../server/src/mcp/skeleton';
import { defaultSnapshotPath, snapshotFileName, snapshotText, writeSnapshotFile } from '../../server/src/mcp/snapshot';

const TOOLS = [
  { inputSchema: { type: 'object', properties: { q: { type: 'string' } } }, name: 'search', description: 'Searches ✓.', annotations: { readOnlyHint: true } },
  { name: 'delete_item', description: 'Deletes an item.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, annotations: { destructiveHint: true, idempotentHint: true } },
  { name: 'send', description: '', inputSchema: { type: 'object' }, icons: [{ src: 'https://x/icon.png' }], execution: { taskSupport: 'optional' }, 'x-team': 'core' },
];

describe('snapshot', () => {
  test('{ "tools": [...] } as sent: key order kept, two spaces, a final newline, the same bytes every time', () => {
    const text = snapshotText(TOOLS);
    assert.equal(text, `${JSON.stringify({ tools: TOOLS }, null, 2)}\n`);
    assert.ok(text.startsWith('{\n  "tools": [\n    {\n      "inputSchema": {'));
    assert.equal(snapshotText(JSON.parse(text).tools), text);
    assert.equal(snapshotText([]), '{\n  "tools": []\n}\n');
  });

  test('file names: the server name made safe', () => {
    assert.equal(snapshotFileName('github'), 'github.tools.json');
    assert.equal(snapshotFileName('mcp-servers/everything'), 'mcp-servers-everything.tools.json');
    assert.equal(snapshotFileName('My Server (beta)'), 'My-Server-beta.tools.json');
    assert.equal(snapshotFileName('../..'), 'server.tools.json');
    assert.equal(defaultSnapshotPath('/repo', 'memory'), '/repo/mcp/memory.tools.json');
  });

  test('writing: folders created; the same bytes leave the file untouched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tool-contracts-snapshot-'));
    try {
      const path = join(dir, 'mcp/a.tools.json');
      assert.equal(writeSnapshotFile(path, snapshotText(TOOLS)), 'written');
      utimesSync(path, new Date(0), new Date(0));
      assert.equal(writeSnapshotFile(path, snapshotText(TOOLS)), 'unchanged');
      assert.equal(statSync(path).mtimeMs, 0);
      assert.equal(writeSnapshotFile(path, snapshotText(TOOLS.slice(1))), 'written');
      assert.equal(readFileSync(path, 'utf8'), snapshotText(TOOLS.slice(1)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('import skeleton', () => {
  const source = { server: 'cmd', serverInfo: { name: 'shop-server', version: '2.1.0', title: 'Shop' }, tools: TOOLS };

  test('name from serverInfo, version 0.1.0, sideEffects from the hints only, errors to fill in, unknown fields kept under x-mcp-', () => {
    const skeleton = contractSkeleton(source);
    assert.deepEqual(skeleton, {
      name: 'shop-server',
      version: '0.1.0',
      description: 'Shop',
      tools: [
        { name: 'search', description: 'Searches ✓.', sideEffects: 'read_only', inputSchema: TOOLS[0].inputSchema, errors: [], annotations: { readOnlyHint: true } },
        { name: 'delete_item', description: 'Deletes an item.', sideEffects: 'idempotent', inputSchema: TOOLS[1].inputSchema, errors: [], annotations: TOOLS[1].annotations },
        {
          name: 'send',
          description: 'TODO: the server gives no description; say what send does, for the model.',
          inputSchema: { type: 'object' },
          errors: [],
          'x-mcp-icons': TOOLS[2].icons,
          'x-mcp-execution': TOOLS[2].execution,
          'x-team': 'core',
        },
      ],
    });
    assert.equal(contractSkeleton({ server: 'cmd', tools: [] }).name, 'cmd');
  });

  test('lints as a contract with no contract-schema finding, only what the list cannot say', () => {
    const result = lint(contractSkeletonText(source), { fileName: 'shop.contract.json' });
    assert.equal(result.format, 'contract');
    const rules = new Set(result.findings.map((f) => f.ruleId));
    assert.ok(!rules.has('contract-schema'), JSON.stringify(result.findings.filter((f) => f.ruleId === 'contract-schema')));
    assert.ok(!rules.has('parse-error'));
    assert.ok(!rules.has('side-effects-annotations-mismatch'));
    // send has no hint: the author says what it changes.
    assert.deepEqual(result.findings.filter((f) => f.ruleId === 'side-effects-undeclared').map((f) => f.pointer), ['/tools/2/sideEffects']);
    assert.equal(result.findings.filter((f) => f.ruleId === 'errors-missing').length, 3);
  });
});
