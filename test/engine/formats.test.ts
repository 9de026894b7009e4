import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { detectFormat } from '../../server/src/engine/formats';
import { sideEffectsFromAnnotations } from '../../server/src/engine/formats/mcpToolsList';

describe('formats', () => {
  it('a *.contract.json name is a contract whatever its shape', () => {
    assert.equal(detectFormat({ tools: [] }, 'a/b.contract.json'), 'contract');
    assert.equal(detectFormat({ tools: [] }, 'b.contract.jsonc'), 'contract');
  });
  it('a bare { tools } elsewhere is an MCP tools/list result; one with a version is a contract', () => {
    assert.equal(detectFormat({ tools: [] }, 'server.tools.json'), 'mcp-tools-list');
    assert.equal(detectFormat({ tools: [], version: '1.0.0' }, 'server.tools.json'), 'contract');
  });
  it('MCP annotation defaults: no hint is a non-idempotent mutation', () => {
    assert.equal(sideEffectsFromAnnotations(undefined), 'non_idempotent');
    assert.equal(sideEffectsFromAnnotations({ readOnlyHint: true }), 'read_only');
    assert.equal(sideEffectsFromAnnotations({ readOnlyHint: false, idempotentHint: true }), 'idempotent');
    assert.equal(sideEffectsFromAnnotations({ destructiveHint: false }), 'non_idempotent');
  });
  it('contract-only rules stay silent for MCP lists', () => {
    const result = lint(JSON.stringify({ tools: [{ name: 'x', description: 'd', inputSchema: { type: 'object' } }] }), { fileName: 's.tools.json' });
    assert.equal(result.format, 'mcp-tools-list');
    const contractOnly = ['errors-missing', 'mutation-no-preview', 'mutation-no-verify', 'mutation-no-receipt', 'mutation-rollback-undocumented', 'version-invalid', 'changelog-missing', 'contract-schema'];
    assert.deepEqual(result.findings.filter((f) => contractOnly.includes(f.ruleId)), []);
  });
});
