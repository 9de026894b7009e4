/**
 * The mutation gates of spec §3.4 and the review card of §4, as pure questions about
 * the model: which preview fields a preview's output lacks, which receipt fields an
 * execute tool's output lacks, which inputs let execution drift from the approved
 * preview, what a `previewTool`/`verifyTool` reference resolves to, and what a
 * `rollback` says. Rules and the review card ask the same functions, so they agree.
 *
 * Field names are matched at the top level of a schema's `properties`, in snake_case
 * or camelCase (`preview_id` or `previewId`): a camelCase API is consistently camelCase.
 */
import { closestId } from './config';
import { isObject, type JsonPath } from './document';
import type { ContractModel, ToolModel } from './model';
import { hasProperty, schemaTypes, topLevelProperties } from './schemaWalk';

/** A field a gate asks for: its id (the spelling messages use) and what satisfies it. */
export interface FieldRequirement<Id extends string> {
  readonly id: Id;
  /** How a message names it. */
  readonly label: string;
  /** Satisfied when every name of at least one of these sets is a property. */
  readonly satisfiedBy: readonly (readonly string[])[];
}

export type PreviewFieldId = 'preview_id' | 'target' | 'diff' | 'side_effects' | 'expires_at';

/** What a preview's output must show before a human approves (spec §3.4, the card's Target/Diff/Impact). */
export const PREVIEW_FIELDS: readonly FieldRequirement<PreviewFieldId>[] = [
  { id: 'preview_id', label: 'preview_id', satisfiedBy: [['preview_id'], ['previewId']] },
  { id: 'target', label: 'target', satisfiedBy: [['target']] },
  { id: 'diff', label: 'before and after (or diff)', satisfiedBy: [['before', 'after'], ['diff']] },
  { id: 'side_effects', label: 'side_effects', satisfiedBy: [['side_effects'], ['sideEffects']] },
  { id: 'expires_at', label: 'expires_at', satisfiedBy: [['expires_at'], ['expiresAt']] },
];

export type ReceiptFieldId = 'receipt_id' | 'status';

/** What an execute tool's output must return as evidence (spec §3.4, the card's Evidence). */
export const RECEIPT_FIELDS: readonly FieldRequirement<ReceiptFieldId>[] = [
  { id: 'receipt_id', label: 'receipt_id', satisfiedBy: [['receipt_id'], ['receiptId']] },
  { id: 'status', label: 'status', satisfiedBy: [['status']] },
];

/** The only inputs an execute tool may take: the approved preview and a replay key. */
export const PREVIEW_ID_INPUTS: readonly string[] = ['preview_id', 'previewId'];
export const IDEMPOTENCY_KEY_INPUTS: readonly string[] = ['idempotency_key', 'idempotencyKey'];
export const BOUND_EXECUTE_INPUTS: readonly string[] = [...PREVIEW_ID_INPUTS, ...IDEMPOTENCY_KEY_INPUTS];

/**
 * The tool's outputSchema when it is an object schema (a `type` that admits object, or
 * no `type` at all); undefined when absent or not an object (output-missing and
 * output-not-object own those).
 */
export function objectOutputSchema(tool: ToolModel): Record<string, unknown> | undefined {
  const schema = tool.outputSchema;
  if (!isObject(schema)) return undefined;
  const types = schemaTypes(schema);
  return types.length === 0 || types.includes('object') ? schema : undefined;
}

function missingFields<Id extends string>(schema: Record<string, unknown>, fields: readonly FieldRequirement<Id>[]): Array<FieldRequirement<Id>> {
  return fields.filter((field) => !field.satisfiedBy.some((names) => names.every((name) => hasProperty(schema, name))));
}

/**
 * The preview fields the tool's output lacks, in the order of PREVIEW_FIELDS; undefined
 * when the tool has no object outputSchema to judge.
 */
export function missingPreviewFields(previewTool: ToolModel): Array<FieldRequirement<PreviewFieldId>> | undefined {
  const schema = objectOutputSchema(previewTool);
  return schema ? missingFields(schema, PREVIEW_FIELDS) : undefined;
}

/** The receipt fields the tool's output lacks; undefined when it has no object outputSchema. */
export function missingReceiptFields(tool: ToolModel): Array<FieldRequirement<ReceiptFieldId>> | undefined {
  const schema = objectOutputSchema(tool);
  return schema ? missingFields(schema, RECEIPT_FIELDS) : undefined;
}

/** Where a finding about an output's fields goes: its `properties` key, else its `outputSchema` key. */
export function outputFieldsPath(tool: ToolModel): JsonPath {
  const schema = tool.outputSchema;
  return isObject(schema) && 'properties' in schema ? tool.outputSchemaPath.concat('properties') : tool.outputSchemaPath;
}

/** "a, b and c" for messages. */
export function listLabels(fields: ReadonlyArray<{ readonly label: string }>): string {
  const labels = fields.map((f) => f.label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

export interface ExecuteBinding {
  /** Whether the inputs include preview_id. */
  readonly hasPreviewId: boolean;
  /** Top-level inputs other than preview_id and idempotency_key, with their paths. */
  readonly unboundInputs: ReadonlyArray<{ readonly name: string; readonly path: JsonPath; readonly schema: unknown }>;
}

/**
 * How an execute tool's inputs bind it to its preview; undefined when its inputSchema
 * is not an object (input-schema-invalid owns that).
 */
export function executeBinding(tool: ToolModel): ExecuteBinding | undefined {
  if (!isObject(tool.inputSchema)) return undefined;
  const inputs = topLevelProperties(tool.inputSchema, tool.inputSchemaPath);
  return {
    hasPreviewId: inputs.some((p) => PREVIEW_ID_INPUTS.includes(p.name)),
    unboundInputs: inputs.filter((p) => !BOUND_EXECUTE_INPUTS.includes(p.name)).map((p) => ({ name: p.name, path: p.path, schema: p.schema })),
  };
}

/** What a `previewTool` / `verifyTool` value points at. */
export type ToolReference =
  /** No value, or an empty string: the tool names none. */
  | { readonly kind: 'absent' }
  /** Not a string: the contract schema reports the type. */
  | { readonly kind: 'invalid' }
  | { readonly kind: 'resolved'; readonly name: string; readonly tool: ToolModel }
  /** The referring tool names itself. */
  | { readonly kind: 'self'; readonly name: string; readonly tool: ToolModel }
  | { readonly kind: 'unknown'; readonly name: string };

/** Whether a `previewTool` / `verifyTool` value names no tool at all (absent, null or blank): a question about the referring tool alone. */
export function namesNoTool(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The name a `previewTool` / `verifyTool` value of `referrer` gives when it names a tool other
 * than `referrer`, found or not (resolveToolReference's `resolved` and `unknown`); undefined
 * otherwise. Reads the referring tool alone, so a rule that needs no more runs per tool.
 */
export function otherToolNamed(value: unknown, referrer: ToolModel): string | undefined {
  return typeof value === 'string' && !namesNoTool(value) && referrer.name !== value ? value : undefined;
}

/** Resolves a tool name given in `previewTool` or `verifyTool` of `referrer` (when given). */
export function resolveToolReference(model: ContractModel, value: unknown, referrer?: ToolModel): ToolReference {
  if (namesNoTool(value)) return { kind: 'absent' };
  if (typeof value !== 'string') return { kind: 'invalid' };
  if (referrer && referrer.name === value) return { kind: 'self', name: value, tool: referrer };
  const tool = model.toolsByName.get(value);
  return tool ? { kind: 'resolved', name: value, tool } : { kind: 'unknown', name: value };
}

/** The existing tool name closest to an unknown one, for "did you mean" (undefined when none is close). */
export function suggestToolName(model: ContractModel, unknownName: string): string | undefined {
  const slack = Math.max(3, Math.floor(unknownName.length / 3));
  // Names whose length differs by more than the allowed distance cannot be close: skip them cheaply.
  const candidates: string[] = [];
  for (const name of model.toolsByName.keys()) if (Math.abs(name.length - unknownName.length) <= slack) candidates.push(name);
  return closestId(unknownName, candidates);
}

/** What a `rollback` value says. */
export type Rollback =
  /** No value, or an empty/blank string. */
  | { readonly kind: 'missing' }
  /** Not a string: the contract schema reports the type. */
  | { readonly kind: 'invalid' }
  /** `none: <reason>`: cannot be reversed. `reason` is '' when none is given. */
  | { readonly kind: 'none'; readonly reason: string }
  /** Anything else: how to reverse it. */
  | { readonly kind: 'documented'; readonly text: string };

// "none", "none:", "none: reason", "None - reason", "none because …"; not "nonetheless".
const ROLLBACK_NONE = /^none(?![\p{L}\p{N}_])\s*(?:[:\-\u2013\u2014]\s*)?([\s\S]*)$/iu;
const MEANINGFUL = /[\p{L}\p{N}]/u;

export function parseRollback(value: unknown): Rollback {
  if (value === undefined || value === null) return { kind: 'missing' };
  if (typeof value !== 'string') return { kind: 'invalid' };
  const text = value.trim();
  if (text === '') return { kind: 'missing' };
  const none = ROLLBACK_NONE.exec(text);
  if (none) {
    const reason = none[1].trim();
    return { kind: 'none', reason: MEANINGFUL.test(reason) ? reason : '' };
  }
  return { kind: 'documented', text };
}
