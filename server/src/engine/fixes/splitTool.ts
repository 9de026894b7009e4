/**
 * Splitting a tool that previews and executes behind a flag into the three tools of spec
 * §3.4, and giving a mutating tool the preview it lacks. Used by mutation-dry-run-flag,
 * mutation-self-confirmation and mutation-no-preview.
 *
 * What is kept from the tool, as written (comments included): its description, title,
 * rollback and other members on the execute tool; its inputs (minus the flags, the
 * replay key and any preview id) on the preview; its errors on the execute tool, and
 * their standard types on the two read-only tools.
 */
import { isObject, type JsonPath } from '../document';
import { flagInputs, previewExecuteNames } from '../heuristics/mutationWords';
import type { ContractModel, ToolModel } from '../model';
import { PREVIEW_ID_INPUTS } from '../mutationGates';
import { topLevelProperties } from '../schemaWalk';
import type { JsonEditor } from './editor';
import type { RawJson } from './printer';
import {
  executeHints,
  executeInputSchema,
  executeOutputSchema,
  executeSideEffects,
  namingStyleOf,
  previewOutputSchema,
  readErrors,
  styled,
  type NamingStyle,
} from './templates';

/** Tool members the split rewrites; every other member moves to the execute tool as written. */
const REWRITTEN = new Set(['name', 'title', 'description', 'sideEffects', 'annotations', 'inputSchema', 'outputSchema', 'errors', 'previewTool', 'verifyTool', 'rollback']);

function isIdempotencyKey(name: string): boolean {
  return name.replace(/[-_]/g, '').toLowerCase() === 'idempotencykey';
}

/**
 * Inputs a preview must not take: approval and dry-run flags at any depth, the replay key
 * and a preview id; each with the object schema that declares it (for its `required` entry).
 */
function inputsLeftOutOfPreview(tool: ToolModel): Array<{ name: string; path: JsonPath; owner: unknown; ownerPath: JsonPath }> {
  const dropped = topLevelProperties(tool.inputSchema, tool.inputSchemaPath).filter((p) => isIdempotencyKey(p.name) || PREVIEW_ID_INPUTS.includes(p.name));
  for (const { property } of flagInputs(tool)) if (!dropped.includes(property)) dropped.push(property);
  return dropped.map((p) => ({ name: p.name, path: p.path, owner: p.owner, ownerPath: p.ownerPath }));
}

function inputStyle(tool: ToolModel): NamingStyle {
  return namingStyleOf(topLevelProperties(tool.inputSchema, tool.inputSchemaPath).map((p) => p.name));
}

/** The tool's inputSchema as written, without the inputs a preview must not take (and their `required` entries). */
function previewInputs(editor: JsonEditor, tool: ToolModel): RawJson | Record<string, unknown> {
  if (!isObject(tool.inputSchema)) return { type: 'object', properties: {} };
  const dropped = inputsLeftOutOfPreview(tool);
  return editor.editedTextOf(tool.inputSchemaPath, (sub) => {
    const paths: JsonPath[] = dropped.map((d) => d.path);
    for (const { name, owner, ownerPath } of dropped) {
      if (!isObject(owner) || !Array.isArray(owner.required)) continue;
      owner.required.forEach((entry, i) => {
        if (entry === name) paths.push([...ownerPath, 'required', i]);
      });
    }
    sub.removeAll(paths);
  });
}

function previewTool(editor: JsonEditor, model: ContractModel, tool: ToolModel, names: { preview: string; execute: string }, style: NamingStyle): Record<string, unknown> {
  const contract = model.format === 'contract';
  return {
    name: names.preview,
    description: `Shows what ${tool.name} would change, without changing anything: the target, the change and its side effects. A human approves the preview; ${names.execute} then applies it.`,
    sideEffects: contract ? 'read_only' : undefined,
    annotations: !contract || tool.annotations !== undefined ? { readOnlyHint: true } : undefined,
    inputSchema: previewInputs(editor, tool),
    outputSchema: previewOutputSchema(style),
    errors: contract ? readErrors(tool.errors) : undefined,
  };
}

function member(editor: JsonEditor, tool: ToolModel, key: string): RawJson | undefined {
  return Object.prototype.hasOwnProperty.call(tool.raw, key) ? editor.textOf([...tool.path, key]) : undefined;
}

/**
 * Replaces `tool` by preview_<name>, execute_<name> and verify_<name>. False when the
 * tool has no name or one of the three names is taken.
 */
export function writeSplit(editor: JsonEditor, model: ContractModel, tool: ToolModel): boolean {
  if (!tool.name) return false;
  const names = previewExecuteNames(tool.name);
  if ([names.preview, names.execute, names.verify].some((name) => model.toolsByName.has(name))) return false;
  const contract = model.format === 'contract';
  const style = inputStyle(tool);
  const sideEffects = executeSideEffects(tool);
  const description = member(editor, tool, 'description') ?? `Applies an approved preview of ${tool.name}.`;
  const others = Object.keys(tool.raw).filter((key) => !REWRITTEN.has(key));
  const execute: Record<string, unknown> = {
    name: names.execute,
    title: member(editor, tool, 'title'),
    description,
    sideEffects: contract ? sideEffects : undefined,
    annotations: !contract || tool.annotations !== undefined ? executeHints(tool, sideEffects) : undefined,
    previewTool: contract ? names.preview : undefined,
    verifyTool: contract ? names.verify : undefined,
    rollback: contract ? member(editor, tool, 'rollback') : undefined,
    inputSchema: executeInputSchema(style),
    outputSchema: executeOutputSchema(style),
    errors: contract ? (member(editor, tool, 'errors') ?? readErrors(undefined)) : undefined,
  };
  for (const key of others) execute[key] = editor.textOf([...tool.path, key]);
  const receiptId = styled('receipt_id', style);
  const verify: Record<string, unknown> = {
    name: names.verify,
    description: `Reads the result of ${names.execute} back from the source system by its ${receiptId}, to confirm the change landed.`,
    sideEffects: contract ? 'read_only' : undefined,
    annotations: !contract || tool.annotations !== undefined ? { readOnlyHint: true } : undefined,
    inputSchema: {
      type: 'object',
      properties: { [receiptId]: { type: 'string', description: `The ${receiptId} ${names.execute} returned.` } },
      required: [receiptId],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        status: { type: 'string', description: 'Whether the change is in place, as the source system shows it now.' },
        observed: { description: 'The target as the source system shows it now.' },
      },
      required: ['status'],
    },
    errors: contract ? readErrors(tool.errors) : undefined,
  };
  editor.replaceWithItems(tool.path, [previewTool(editor, model, tool, names, style), execute, verify]);
  return true;
}

/**
 * Gives a mutating tool the preview it lacks: preview_<name> is added before it, with its
 * inputs; the tool then takes the approved preview_id (and a replay key) instead, and
 * names its preview. False when the name is taken.
 */
export function writeAddedPreview(editor: JsonEditor, model: ContractModel, tool: ToolModel): boolean {
  if (!tool.name || !isObject(tool.inputSchema)) return false;
  const names = previewExecuteNames(tool.name);
  if (model.toolsByName.has(names.preview)) return false;
  const style = inputStyle(tool);
  editor.insertItemsBefore(tool.path, [previewTool(editor, model, tool, { preview: names.preview, execute: tool.name }, style)]);
  editor.replaceNode(tool.inputSchemaPath, executeInputSchema(style));
  if (tool.previewTool !== undefined) editor.replaceNode([...tool.path, 'previewTool'], names.preview);
  else editor.insertMembers(tool.path, [['previewTool', names.preview]], { after: 'sideEffects' in tool.raw ? 'sideEffects' : 'description' });
  return true;
}
