/**
 * Builders for test contracts. `readTool()` and the preview/execute/verify trio are
 * complete and clean under every rule, so a test changes one thing and sees one rule.
 */
type Json = Record<string, unknown>;

export const STANDARD_ERRORS: Json[] = [
  { type: 'invalid_input', description: 'An argument is out of range or malformed.' },
  { type: 'unauthorised', description: 'The caller may not do this.' },
  { type: 'not_found', description: 'The target does not exist.' },
  { type: 'rate_limited', description: 'Too many calls.', fields: { retry_after_ms: { type: 'integer', minimum: 0 } } },
  { type: 'upstream_error', description: 'The owning service failed.' },
];

export function readTool(overrides: Json = {}): Json {
  return {
    name: 'get_ticket',
    description: 'Reads one ticket by id.',
    sideEffects: 'read_only',
    annotations: { readOnlyHint: true },
    inputSchema: {
      type: 'object',
      properties: { ticket_id: { type: 'string', description: 'The ticket id, e.g. TKT-1234.' } },
      required: ['ticket_id'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: { id: { type: 'string' }, title: { type: 'string' }, age_days: { type: 'integer', minimum: 0 } },
      required: ['id', 'title'],
    },
    errors: STANDARD_ERRORS,
    ...overrides,
  };
}

/** preview_x (read-only), execute_x (bound to the preview), verify_x (read-only), all complete. */
export function mutationTrio(base = 'close_ticket', execute: Json = {}, preview: Json = {}, verify: Json = {}): Json[] {
  return [
    {
      name: `preview_${base}`,
      description: `Previews ${base}: resolves the target and shows the change without making it.`,
      sideEffects: 'read_only',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', properties: { ticket_id: { type: 'string', description: 'The ticket to change.' } }, required: ['ticket_id'] },
      outputSchema: {
        type: 'object',
        properties: {
          preview_id: { type: 'string' },
          target: { type: 'string' },
          environment: { type: 'string' },
          before: { type: 'string' },
          after: { type: 'string' },
          side_effects: { type: 'array', items: { type: 'string' }, maxItems: 20 },
          expires_at: { type: 'string', format: 'date-time' },
        },
        required: ['preview_id', 'target', 'before', 'after', 'side_effects', 'expires_at'],
      },
      errors: STANDARD_ERRORS,
      ...preview,
    },
    {
      name: `execute_${base}`,
      description: `Applies a previewed ${base} once.`,
      sideEffects: 'non_idempotent',
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
      previewTool: `preview_${base}`,
      verifyTool: `verify_${base}`,
      rollback: `Call execute_reopen_ticket with the receipt_id.`,
      inputSchema: {
        type: 'object',
        properties: {
          preview_id: { type: 'string', description: 'The approved preview.' },
          idempotency_key: { type: 'string', description: 'Unique per attempt; repeats are ignored.' },
        },
        required: ['preview_id', 'idempotency_key'],
      },
      outputSchema: {
        type: 'object',
        properties: {
          status: { type: 'string', enum: ['applied', 'already_applied'] },
          receipt_id: { type: 'string' },
          inspect_url: { type: 'string', format: 'uri' },
          rollback_available: { type: 'boolean' },
        },
        required: ['status', 'receipt_id'],
      },
      errors: STANDARD_ERRORS,
      ...execute,
    },
    {
      name: `verify_${base}`,
      description: `Reads the result of ${base} back from the source system.`,
      sideEffects: 'read_only',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', properties: { receipt_id: { type: 'string', description: 'From the execute call.' } }, required: ['receipt_id'] },
      outputSchema: { type: 'object', properties: { status: { type: 'string', enum: ['verified', 'mismatch'] }, observed: { type: 'string' } }, required: ['status'] },
      errors: STANDARD_ERRORS,
      ...verify,
    },
  ];
}

export const CHANGELOG = '# Changelog\n\n## [1.0.0] - 2026-12-01\n\n- First release.\n';

export function contract(tools: Json[], extra: Json = {}): Json {
  return { name: 'team-tickets', version: '1.0.0', tools, ...extra };
}

/** An MCP tools/list result. */
export function mcpList(tools: Json[]): Json {
  return { tools };
}

/** Returns a deep copy of `value` with `edit` applied to it (for "remove one thing" cases). */
export function edited<T>(value: T, edit: (copy: any) => void): T {
  const copy = structuredClone(value);
  edit(copy);
  return copy;
}

/** The seed's worked example, tickets.list_open, with the descriptions it needs. */
export function listOpenTool(): Record<string, unknown> {
  return {
    name: 'tickets.list_open',
    description: 'Lists the open tickets of a team, oldest first.',
    sideEffects: 'read_only',
    annotations: { readOnlyHint: true },
    inputSchema: {
      type: 'object',
      properties: {
        filter: {
          type: 'object',
          properties: {
            owner: { type: 'string', description: 'Team handle' },
            status: { type: 'string', enum: ['open', 'in_review', 'blocked'] },
            age_days_min: { type: 'integer', minimum: 0 },
            age_days_max: { type: 'integer', maximum: 365 },
          },
        },
        limit: { type: 'integer', minimum: 1, maximum: 200, default: 50, description: 'Page size. Defaults to 50.' },
        cursor: { type: 'string', description: 'Opaque cursor from the previous call; omit it for the first page.' },
      },
      required: ['filter'],
    },
    errors: STANDARD_ERRORS,
  };
}
