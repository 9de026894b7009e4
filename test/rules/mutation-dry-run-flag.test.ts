import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';

/** update_metric, idempotent, with extra top-level inputs. */
function updateMetric(properties: Record<string, unknown>): Record<string, unknown> {
  return readTool({
    name: 'update_metric',
    sideEffects: 'idempotent',
    annotations: { readOnlyHint: false, idempotentHint: true },
    inputSchema: { type: 'object', properties: { insight_id: { type: 'string' }, ...properties }, required: ['insight_id'] },
  });
}

ruleTable('mutation-dry-run-flag', {
  valid: [
    { name: 'the preview / execute / verify trio', doc: contract(mutationTrio()) },
    { name: 'include_preview and simulated_results are options, not dry runs', doc: contract([updateMetric({ include_preview: { type: 'boolean' }, simulated_results: { type: 'boolean' } })]) },
    { name: 'a string dry_run is not a boolean flag', doc: contract([updateMetric({ dry_run: { type: 'string', description: 'A label.' } })]) },
    { name: 'nested deeper than the top level', doc: contract([updateMetric({ options: { type: 'object', properties: { dry_run: { type: 'boolean' } } } })]) },
    {
      name: 'MCP: a tool without such a flag',
      doc: mcpList([{ name: 'update_metric', inputSchema: { type: 'object', properties: { verbose: { type: 'boolean' } } }, annotations: { idempotentHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'dry_run on the key, with the split names',
      doc: contract([updateMetric({ dry_run: { type: 'boolean', default: false } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/dry_run', message: 'split it into preview_update_metric and execute_update_metric.' }],
    },
    {
      name: 'whatIf and simulate on one tool (nullable boolean, boolean enum)',
      doc: contract([updateMetric({ whatIf: { type: ['boolean', 'null'] }, simulate: { enum: [true, false] } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/whatIf' }, { pointer: '/tools/0/inputSchema/properties/simulate' }],
    },
    {
      name: 'exact range on the key, validate_only',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","inputSchema":{"type":"object","properties":{\n  "validate_only":{"type":"boolean"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/validate_only', range: rangeOn(1, 2, 17), message: '"validate_only" puts preview and execution behind one flag of t' }],
    },
    {
      name: 'MCP tools/list: dryRun and previewRun',
      doc: mcpList([{ name: 'deploy', inputSchema: { type: 'object', properties: { dryRun: { type: 'boolean' }, previewRun: { type: 'boolean' } } } }]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/dryRun', message: 'preview_deploy and execute_deploy' },
        { pointer: '/tools/0/inputSchema/properties/previewRun' },
      ],
    },
  ],
});
