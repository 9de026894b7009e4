/**
 * The stop/go review card (spec §4, the seed's "Stop/go review card"): for every mutating
 * tool, seven checks, each GO or STOP with a one-sentence reason and the JSON node that
 * decides it (or the place where the missing thing belongs). Any STOP makes the card STOP.
 *
 * Pure: a model in, data out. The webview, the CLI, the LSP and the tests all call
 * buildReviewCard, and every question it asks of a tool is one of the mutation gates the
 * rules ask too (engine/mutationGates.ts), so a card and the diagnostics never disagree.
 */
import { isObject, toPointer, type JsonPath } from '../engine/document';
import { flagInputs } from '../engine/heuristics/mutationWords';
import { isMutating, type ContractModel, type ToolModel } from '../engine/model';
import {
  executeBinding,
  listLabels,
  missingPreviewFields,
  missingReceiptFields,
  outputFieldsPath,
  parseRollback,
  resolveToolReference,
  type FieldRequirement,
  type PreviewFieldId,
} from '../engine/mutationGates';
import { clearSchemaWalks, hasProperty, requiredNames } from '../engine/schemaWalk';
import { isIdempotencyKeyName } from '../engine/heuristics/words';
import { CHECK_IDS, CHECK_LABELS, CHECK_QUESTIONS, type CheckId, type CheckStatus } from './checks';

export { CHECK_IDS, CHECK_LABELS, CHECK_QUESTIONS, type CheckId, type CheckStatus };

export interface ReviewCheck {
  readonly check: CheckId;
  readonly status: CheckStatus;
  /** One sentence: why GO, or what is missing and why it matters. */
  readonly reason: string;
  /** The deciding node, or where the missing thing belongs. */
  readonly path: JsonPath;
  /** RFC 6901 pointer of `path`. */
  readonly pointer: string;
  /** On Impact only: the change cannot be undone (`rollback` is `none: …`). */
  readonly irreversible?: boolean;
}

export interface ToolReviewCard {
  /** The tool's name, or `tools[i]` when it has none. */
  readonly tool: string;
  /** Path of the tool object. */
  readonly path: JsonPath;
  readonly pointer: string;
  readonly verdict: CheckStatus;
  /** How many checks stop. */
  readonly open: number;
  /** `rollback` says `none: …`. */
  readonly irreversible: boolean;
  /** The tool's `title` and `description`, when they are strings: what a reviewer reads first. */
  readonly title?: string;
  readonly description?: string;
  readonly checks: readonly ReviewCheck[];
}

export interface ContractReview {
  /** The contract's `name` and `version`, when they are strings. */
  readonly name?: string;
  readonly version?: string;
  /** One card per mutating tool, in document order. */
  readonly cards: readonly ToolReviewCard[];
}

/** The review of every mutating tool of a contract. */
export function buildReviewCard(model: ContractModel): ContractReview {
  // The schema walks are cached per lint; a review outside a lint must not leave entries behind.
  clearSchemaWalks();
  try {
    const cards = model.tools.filter(isMutating).map((tool) => reviewTool(model, tool));
    return {
      name: typeof model.name === 'string' ? model.name : undefined,
      version: typeof model.version === 'string' ? model.version : undefined,
      cards,
    };
  } finally {
    clearSchemaWalks();
  }
}

/** The display name of a tool in reasons. */
export function toolLabel(tool: ToolModel): string {
  return tool.name ?? `tools[${tool.index}]`;
}

function reviewTool(model: ContractModel, tool: ToolModel): ToolReviewCard {
  const name = toolLabel(tool);
  const rollback = parseRollback(tool.rollback);
  const irreversibleReason = rollback.kind === 'none' ? rollback.reason : undefined;
  const context: ToolContext = { model, tool, name, preview: previewOutput(model, tool, name), irreversibleReason };
  const checks = [
    checkTarget(context),
    checkDiff(context),
    checkImpact(context),
    checkApproval(context),
    checkReplaySafety(context),
    checkEvidence(context),
    checkRecovery(context),
  ];
  const open = checks.filter((c) => c.status === 'stop').length;
  return {
    tool: context.name,
    path: tool.path,
    pointer: toPointer(tool.path),
    verdict: open > 0 ? 'stop' : 'go',
    open,
    irreversible: irreversibleReason !== undefined,
    title: typeof tool.raw.title === 'string' ? tool.raw.title : undefined,
    description: tool.description,
    checks,
  };
}

interface ToolContext {
  readonly model: ContractModel;
  readonly tool: ToolModel;
  readonly name: string;
  /** Its preview tool, or why it has none to judge (read once, asked by four checks). */
  readonly preview: PreviewOutput | PreviewProblem;
  /** Set when `rollback` is `none: …` ('' when it gives no reason). */
  readonly irreversibleReason: string | undefined;
}

function go(check: CheckId, reason: string, path: JsonPath, extra: Partial<ReviewCheck> = {}): ReviewCheck {
  return { check, status: 'go', reason, path, pointer: toPointer(path), ...extra };
}

function stop(check: CheckId, reason: string, path: JsonPath, extra: Partial<ReviewCheck> = {}): ReviewCheck {
  return { check, status: 'stop', reason, path, pointer: toPointer(path), ...extra };
}

// ── The preview: Target, Diff, Impact ────────────────────────────────────────

/** Why there is no preview output to judge, as the end of a sentence ("…, so <consequence>."). */
interface PreviewProblem {
  readonly path: JsonPath;
  readonly cause: string;
}

/** The preview tool of a card, with the preview fields its output lacks. */
interface PreviewOutput {
  readonly tool: ToolModel;
  /** The preview fields its output lacks. */
  readonly missing: ReadonlyArray<FieldRequirement<PreviewFieldId>>;
}

/** The preview tool and its object output, or why there is none (a clause each check finishes with its consequence). */
function previewOutput(model: ContractModel, tool: ToolModel, name: string): PreviewOutput | PreviewProblem {
  const preview = resolveToolReference(model, tool.previewTool, tool);
  const at: JsonPath = [...tool.path, 'previewTool'];
  switch (preview.kind) {
    case 'absent':
      return { path: at, cause: `${name} names no previewTool` };
    case 'invalid':
      return { path: at, cause: `${name}'s previewTool is not a tool name` };
    case 'self':
      return { path: at, cause: `${name} names itself as its previewTool` };
    case 'unknown':
      return { path: at, cause: `previewTool names "${preview.name}", which is no tool in this file` };
    case 'resolved': {
      const missing = missingPreviewFields(preview.tool);
      if (!missing) return { path: preview.tool.outputSchemaPath, cause: `${preview.name} has no object outputSchema` };
      return { tool: preview.tool, missing };
    }
  }
}

function isProblem(value: PreviewOutput | PreviewProblem): value is PreviewProblem {
  return 'cause' in value;
}

/** The path of an output property of `tool`, the first of `names` it has. */
function outputPropertyPath(tool: ToolModel, names: readonly string[]): JsonPath {
  const name = names.find((n) => hasProperty(tool.outputSchema, n)) ?? names[0];
  return [...tool.outputSchemaPath, 'properties', name];
}

const ENVIRONMENT_NAMES: readonly string[] = ['environment', 'env', 'environment_id', 'environmentId'];

function inputsNameEnvironment(tool: ToolModel): boolean {
  return ENVIRONMENT_NAMES.some((name) => hasProperty(tool.inputSchema, name));
}

function checkTarget(context: ToolContext): ReviewCheck {
  const output = context.preview;
  if (isProblem(output)) return stop('target', `${output.cause}, so nothing names the exact object before it changes.`, output.path);
  const preview = output.tool;
  if (output.missing.some((f) => f.id === 'target')) {
    return stop('target', `${preview.name}'s output has no target, so a reviewer cannot see which object will change.`, outputFieldsPath(preview));
  }
  // Where the change has an environment (the preview or the execute tool takes one), the preview must name it too.
  const hasEnvironmentInput = inputsNameEnvironment(preview) || inputsNameEnvironment(context.tool);
  const namesEnvironment = ENVIRONMENT_NAMES.some((n) => hasProperty(preview.outputSchema, n));
  if (hasEnvironmentInput && !namesEnvironment) {
    return stop('target', `${preview.name} takes an environment but its output does not name it, so a reviewer cannot tell where the change lands.`, outputFieldsPath(preview));
  }
  const where = namesEnvironment ? ' and its environment' : '';
  return go('target', `${preview.name}'s output names the target${where} before anything changes.`, outputPropertyPath(preview, ['target']));
}

function checkDiff(context: ToolContext): ReviewCheck {
  const output = context.preview;
  if (isProblem(output)) return stop('diff', `${output.cause}, so no reviewer sees the change before it is made.`, output.path);
  const preview = output.tool;
  if (output.missing.some((f) => f.id === 'diff')) {
    return stop('diff', `${preview.name}'s output has neither before and after nor diff, so a reviewer cannot see what will change.`, outputFieldsPath(preview));
  }
  const hasBeforeAfter = hasProperty(preview.outputSchema, 'before') && hasProperty(preview.outputSchema, 'after');
  return hasBeforeAfter
    ? go('diff', `${preview.name}'s output shows the value before and after the change.`, outputPropertyPath(preview, ['before']))
    : go('diff', `${preview.name}'s output shows the change as a diff.`, outputPropertyPath(preview, ['diff']));
}

/** "; it cannot be undone: <reason>" for an irreversible tool, without a doubled full stop. */
function irreversibleClause(reason: string | undefined): string {
  if (reason === undefined) return '';
  const why = reason.replace(/[.\s]+$/u, '');
  return why ? `; it cannot be undone (${why})` : '; it cannot be undone';
}

function checkImpact(context: ToolContext): ReviewCheck {
  const irreversible = context.irreversibleReason !== undefined;
  const flag = irreversible ? { irreversible: true } : {};
  const clause = irreversibleClause(context.irreversibleReason);
  const output = context.preview;
  if (isProblem(output)) return stop('impact', `${output.cause}, so nobody is told who or what else the change affects${clause}.`, output.path, flag);
  const preview = output.tool;
  if (output.missing.some((f) => f.id === 'side_effects')) {
    return stop('impact', `${preview.name}'s output has no side_effects, so a reviewer is not told who or what else the change affects${clause}.`, outputFieldsPath(preview), flag);
  }
  return go('impact', `${preview.name}'s output states the side_effects${clause}.`, outputPropertyPath(preview, ['side_effects', 'sideEffects']), flag);
}

// ── Approval ─────────────────────────────────────────────────────────────────

function checkApproval(context: ToolContext): ReviewCheck {
  const { tool, name } = context;
  // A flag the model sets itself defeats any preview, so it is named first.
  // One entry per input: a confirmation without which the call is a dry run is listed by both flag rules.
  const flags = flagInputs(tool).filter((flag, i, all) => all.findIndex((other) => other.property === flag.property) === i);
  if (flags.length > 1) {
    const names = listLabels(flags.map((f) => ({ label: `"${f.property.field}"` })));
    return stop('approval', `${names} let the model execute and approve ${name} itself, where approval must be captured by the host, bound to a preview.`, flags[0].property.path);
  }
  if (flags.length === 1) {
    const [{ property: flag, kind }] = flags;
    return kind === 'dry-run'
      ? stop('approval', `"${flag.field}" lets the model switch ${name} between preview and execution itself, so no human approves the boundary.`, flag.path)
      : stop('approval', `"${flag.field}" lets the model approve ${name} itself, where approval must be captured by the host, not passed as an argument.`, flag.path);
  }
  const output = context.preview;
  if (isProblem(output)) return stop('approval', `${output.cause}, so there is no preview for a human to approve.`, output.path);
  const binding = executeBinding(tool);
  const inputsPath = isObject(tool.inputSchema) && 'properties' in tool.inputSchema ? [...tool.inputSchemaPath, 'properties'] : tool.inputSchemaPath;
  if (!binding) return stop('approval', `${name}'s inputSchema is not an object schema, so execution cannot be bound to the approved preview.`, tool.inputSchemaPath);
  if (!binding.hasPreviewId) return stop('approval', `${name} takes no preview_id, so execution is not bound to the preview a human approved.`, inputsPath);
  const [unbound, ...moreUnbound] = binding.unboundInputs;
  if (unbound) {
    const others = moreUnbound.length ? ` (and ${moreUnbound.length} more input${moreUnbound.length > 1 ? 's' : ''})` : '';
    return stop('approval', `${name} also takes "${unbound.name}"${others}, which can differ from what was approved: execution must take only preview_id and idempotency_key.`, unbound.path);
  }
  const previewTool = output.tool;
  const unbindable = output.missing.filter((f) => f.id === 'preview_id' || f.id === 'expires_at');
  if (unbindable.length) {
    return stop('approval', `${previewTool.name}'s output has no ${listLabels(unbindable)}, so an approval cannot be bound to one short-lived preview.`, outputFieldsPath(previewTool));
  }
  const previewIdInput = [...tool.inputSchemaPath, 'properties', hasProperty(tool.inputSchema, 'preview_id') ? 'preview_id' : 'previewId'];
  return go('approval', `${name} is bound by its preview_id to an expiring preview from ${previewTool.name} and takes no self-confirmation flag, so approval is captured by the host.`, previewIdInput);
}

// ── Replay safety, Evidence, Recovery ────────────────────────────────────────

function checkReplaySafety(context: ToolContext): ReviewCheck {
  const { tool, name } = context;
  if (tool.sideEffects === 'idempotent') {
    return go('replay_safety', `${name} is idempotent: a retry or a double click leaves the same final state.`, [...tool.path, 'sideEffects']);
  }
  const schema = tool.inputSchema;
  if (!isObject(schema)) return stop('replay_safety', `${name} is not idempotent and its inputSchema is not an object, so nothing protects it from a retry.`, tool.inputSchemaPath);
  const properties = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const key = properties.find(isIdempotencyKeyName);
  const inputsPath = 'properties' in schema ? [...tool.inputSchemaPath, 'properties'] : tool.inputSchemaPath;
  if (key === undefined) {
    return stop('replay_safety', `${name} is not idempotent and takes no idempotency_key, so a retry or a double click applies the change twice.`, inputsPath);
  }
  const keyPath = [...tool.inputSchemaPath, 'properties', key];
  if (!requiredNames(schema).has(key)) {
    return stop('replay_safety', `${name}'s "${key}" is optional, so a caller that leaves it out loses replay protection.`, keyPath);
  }
  return go('replay_safety', `${name} requires "${key}", so a retry or a double click applies the change once.`, keyPath);
}

function checkEvidence(context: ToolContext): ReviewCheck {
  const { model, tool, name } = context;
  const at: JsonPath = [...tool.path, 'verifyTool'];
  const verify = resolveToolReference(model, tool.verifyTool, tool);
  switch (verify.kind) {
    case 'absent':
      return stop('evidence', `${name} names no verifyTool, so nothing reads the result back from the source system.`, at);
    case 'invalid':
      return stop('evidence', `${name}'s verifyTool is not a tool name, so nothing reads the result back.`, at);
    case 'self':
      return stop('evidence', `${name} names itself as its verifyTool, so nothing independent reads the result back.`, at);
    case 'unknown':
      return stop('evidence', `verifyTool names "${verify.name}", which is no tool in this file, so nothing reads the result back.`, at);
    case 'resolved':
      break;
  }
  const missing = missingReceiptFields(tool);
  if (!missing) return stop('evidence', `${name} has no object outputSchema, so it returns no receipt to inspect.`, tool.outputSchemaPath);
  if (missing.length) {
    return stop('evidence', `${name}'s output has no ${listLabels(missing)}, so there is no receipt to inspect or verify.`, outputFieldsPath(tool));
  }
  return go('evidence', `${verify.name} reads the result back, and ${name} returns a receipt_id and status.`, at);
}

function checkRecovery(context: ToolContext): ReviewCheck {
  const { tool, name } = context;
  const at: JsonPath = [...tool.path, 'rollback'];
  const rollback = parseRollback(tool.rollback);
  switch (rollback.kind) {
    case 'missing':
      return stop('recovery', `${name} does not say how to reverse it, or that it cannot be reversed.`, at);
    case 'invalid':
      return stop('recovery', `${name}'s rollback is not text, so it documents no way to reverse it.`, at);
    case 'none':
      return rollback.reason
        ? go('recovery', `rollback says before approval that ${name} cannot be reversed: ${rollback.reason.replace(/[.\s]+$/u, '')}.`, at)
        : stop('recovery', `rollback says "none" without a reason: say why ${name} cannot be reversed.`, at);
    case 'documented':
      return go('recovery', `rollback documents how to reverse ${name}.`, at);
  }
}
