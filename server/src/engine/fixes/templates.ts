/**
 * The pieces several fixes add: the standard errors, the fields a preview and a receipt
 * need, pagination, and the preview / execute / verify tools of spec §3.4. Names follow
 * the style of the names around them (`preview_id`, or `previewId` in a camelCase API).
 */
import { isObject } from '../document';
import { hintsFor, sideEffectsFromName } from '../heuristics/sideEffectGuess';
import { STANDARD_ERROR_TYPES } from '../heuristics/errorTypes';
import { isMutating, type SideEffects, type ToolModel } from '../model';
import type { PreviewFieldId, ReceiptFieldId } from '../mutationGates';
import { isCamelCase } from '../heuristics/words';

export type NamingStyle = 'snake' | 'camel';

/** camelCase when most names that have a word boundary are camelCase. */
export function namingStyleOf(names: Iterable<string>): NamingStyle {
  let camel = 0;
  let snake = 0;
  for (const name of names) {
    if (isCamelCase(name)) camel++;
    else if (name.includes('_')) snake++;
  }
  return camel > snake ? 'camel' : 'snake';
}

/** `preview_id` → `previewId` in camel style. */
export function styled(snakeName: string, style: NamingStyle): string {
  return style === 'camel' ? snakeName.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : snakeName;
}

export type Schema = Record<string, unknown>;
type Members = Array<[string, Schema]>;

export function standardErrors(retryName = 'retry_after_ms'): Schema[] {
  const descriptions: Record<string, string> = {
    invalid_input: 'An argument is missing, malformed or out of range; the message says which.',
    unauthorised: 'The caller may not do this.',
    not_found: 'The target does not exist.',
    rate_limited: 'Too many calls; wait before retrying.',
    upstream_error: 'The service behind the tool failed; retrying later may help.',
  };
  return STANDARD_ERROR_TYPES.map((type) => ({
    type,
    description: descriptions[type],
    ...(type === 'rate_limited' ? { fields: { [retryName]: retryAfterSchema(retryName) } } : {}),
  }));
}

export function retryAfterSchema(name: string): Schema {
  const seconds = /seconds?$/i.test(name);
  return { type: 'integer', minimum: 0, description: `${seconds ? 'Seconds' : 'Milliseconds'} to wait before retrying.` };
}

/** The fields a preview's output needs, by the gate they satisfy. */
export function previewFieldMembers(id: PreviewFieldId, style: NamingStyle): Members {
  switch (id) {
    case 'preview_id':
      return [[styled('preview_id', style), { type: 'string', description: 'Identifies this preview; the execute tool takes it once a human has approved the preview.' }]];
    case 'target':
      return [['target', { type: 'string', description: 'The object the change applies to.' }]];
    case 'diff':
      return [
        ['before', { description: 'The target as it is now.' }],
        ['after', { description: 'The target as it will be after the change.' }],
      ];
    case 'side_effects':
      return [[styled('side_effects', style), { type: 'array', items: { type: 'string' }, maxItems: 20, description: 'What else the change affects: notifications, linked objects, quotas.' }]];
    case 'expires_at':
      return [[styled('expires_at', style), { type: 'string', format: 'date-time', description: 'When the approval of this preview lapses.' }]];
  }
}

export const ALL_PREVIEW_FIELDS: readonly PreviewFieldId[] = ['preview_id', 'target', 'diff', 'side_effects', 'expires_at'];

export function receiptFieldMembers(id: ReceiptFieldId, style: NamingStyle): Members {
  return id === 'receipt_id'
    ? [[styled('receipt_id', style), { type: 'string', description: 'Identifies the change; the verify tool looks it up.' }]]
    : [['status', { type: 'string', description: 'What happened: applied, or why not.' }]];
}

/** The output of an execute tool (spec §3.4). */
export function executeOutputSchema(style: NamingStyle): Schema {
  return {
    type: 'object',
    properties: {
      status: { type: 'string', description: 'What happened: applied, or why not.' },
      [styled('receipt_id', style)]: { type: 'string', description: 'Identifies the change; the verify tool looks it up.' },
      [styled('inspect_url', style)]: { type: 'string', format: 'uri', description: 'Where a human can see the change.' },
      [styled('rollback_available', style)]: { type: 'boolean', description: 'Whether the change can still be reversed.' },
    },
    required: ['status', styled('receipt_id', style)],
  };
}

export function previewOutputSchema(style: NamingStyle): Schema {
  const members = ALL_PREVIEW_FIELDS.flatMap((id) => previewFieldMembers(id, style));
  return { type: 'object', properties: Object.fromEntries(members), required: members.map(([name]) => name) };
}

/** The inputs of an execute tool: the approved preview and a replay key. */
export function executeInputSchema(style: NamingStyle): Schema {
  const previewId = styled('preview_id', style);
  const key = styled('idempotency_key', style);
  return {
    type: 'object',
    properties: {
      [previewId]: { type: 'string', description: 'The preview a human approved.' },
      [key]: idempotencyKeySchema(),
    },
    required: [previewId, key],
    additionalProperties: false,
  };
}

export function idempotencyKeySchema(): Schema {
  return { type: 'string', description: 'Unique per intended change: a retry with the same key is not applied twice.' };
}

export function paginationOutputMembers(style: NamingStyle): Members {
  return [
    [styled('next_cursor', style), { type: ['string', 'null'], description: 'Pass as cursor to get the next page; null on the last page.' }],
    [styled('total_count', style), { type: 'integer', minimum: 0, description: 'How many items there are in all pages.' }],
  ];
}

export const PAGE_SIZE = { default: 50, minimum: 1, maximum: 200 } as const;

export function paginationInputMembers(style: NamingStyle): Members {
  return [
    ['cursor', { type: 'string', description: `The ${styled('next_cursor', style)} of the previous page; omit it for the first page.` }],
    ['limit', { type: 'integer', minimum: PAGE_SIZE.minimum, maximum: PAGE_SIZE.maximum, default: PAGE_SIZE.default, description: `How many items to return, ${PAGE_SIZE.minimum} to ${PAGE_SIZE.maximum}. Defaults to ${PAGE_SIZE.default}.` }],
  ];
}

/** The side-effect class an execute tool keeps: the tool's own when it mutates, else the one an agent never retries. */
export function executeSideEffects(tool: ToolModel): SideEffects {
  return isMutating(tool) ? tool.sideEffects! : 'non_idempotent';
}

/** The MCP hints for a class, destructive when the tool's name says so or its hints did. */
export function executeHints(tool: ToolModel, sideEffects: SideEffects): Record<string, boolean> {
  const annotations = isObject(tool.annotations) ? tool.annotations : {};
  const destructive = annotations.destructiveHint === true || (annotations.destructiveHint !== false && !!sideEffectsFromName(tool.name)?.destructive);
  return hintsFor(sideEffects, destructive);
}

/**
 * Errors for a read-only companion tool (a preview, a read-back): the tool's own entries
 * of standard types (each once), else the standard set.
 */
export function readErrors(errors: unknown): Schema[] {
  if (!Array.isArray(errors)) return standardErrors();
  const seen = new Set<string>();
  const kept: Schema[] = [];
  for (const entry of errors) {
    if (!isObject(entry) || typeof entry.type !== 'string' || !STANDARD_ERROR_TYPES.includes(entry.type) || seen.has(entry.type)) continue;
    seen.add(entry.type);
    kept.push(entry);
  }
  return kept.length > 0 ? kept : standardErrors();
}
