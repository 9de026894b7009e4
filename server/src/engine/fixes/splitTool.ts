/**
 * Splitting a tool that previews and executes behind a flag into the three tools of spec
 * §3.4, and giving a mutating tool the preview it lacks. Used by mutation-dry-run-flag,
 * mutation-self-confirmation and mutation-no-preview.
 *
 * What is kept from the tool, as written (comments included): its description, title,
 * rollback and other members on the execute tool; its inputs (minus the flags, the
 * replay key and any preview id) on the preview; its errors on the execute tool, and
 * their standard types on the two read-only tools.
 *
 * Every comment of the tool is carried (see comments.ts for which member a comment
 * belongs to): a member that moves keeps its comments; a rewritten member takes the
 * comments of the member it replaces, those inside the old value included; comments of
 * a member with no place in the new tools, of the inputs the preview leaves out, and
 * after the last member go into the execute tool.
 */
import { isObject, setMember, type JsonPath } from '../document';
import { flagInputs, previewExecuteNames } from '../heuristics/mutationWords';
import type { ContractModel, ToolModel } from '../model';
import { PREVIEW_ID_INPUTS } from '../mutationGates';
import { topLevelProperties } from '../schemaWalk';
import { commentLineRange, commentsIn, lostComments, memberComments, type CommentSpan, type MemberComments } from './comments';
import type { JsonEditor } from './editor';
import { RawJson, withClosingComments, withComments } from './printer';
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

/**
 * The tool's inputSchema as written, without the inputs a preview must not take (their
 * own-line leading comments go with them) and their `required` entries; with the comments
 * that went with what was left out.
 */
function previewInputs(editor: JsonEditor, tool: ToolModel): { schema: RawJson | Record<string, unknown>; lost: string[] } {
  if (!isObject(tool.inputSchema)) {
    const written = editor.has(tool.inputSchemaPath) ? commentsIn(editor.textOf(tool.inputSchemaPath).text) : [];
    return { schema: { type: 'object', properties: {} }, lost: written };
  }
  const dropped = inputsLeftOutOfPreview(tool);
  const original = editor.textOf(tool.inputSchemaPath);
  const schema = editor.editedTextOf(tool.inputSchemaPath, (sub) => {
    const paths: JsonPath[] = dropped.map((d) => d.path);
    for (const { name, owner, ownerPath } of dropped) {
      if (!isObject(owner) || !Array.isArray(owner.required)) continue;
      owner.required.forEach((entry, i) => {
        if (entry === name) paths.push([...ownerPath, 'required', i]);
      });
    }
    const members = sub.fork();
    // The comments of what is left out are carried by the caller (`lost`), not left in place.
    members.removeAll(paths, { dropComments: true });
    const memberEdits = members.edits();
    sub.removeAll(paths, { dropComments: true });
    for (const line of leadingCommentLines(sub, dropped)) {
      if (!memberEdits.some((e) => line.offset < e.offset + e.length && e.offset < line.offset + line.length)) sub.removeText(line);
    }
  });
  return { schema, lost: lostComments(commentsIn(original.text), commentsIn(schema.text)) };
}

/** The lines of the comments that precede each dropped input (its own-line leading comments). */
function leadingCommentLines(editor: JsonEditor, dropped: ReadonlyArray<{ name: string; path: JsonPath }>): Array<{ offset: number; length: number }> {
  const lines: Array<{ offset: number; length: number }> = [];
  const byOwner = new Map<string, MemberComments>();
  for (const { name, path } of dropped) {
    const ownerPath = path.slice(0, -1);
    const key = JSON.stringify(ownerPath);
    if (!byOwner.has(key)) byOwner.set(key, memberComments(editor.text, editor.spanOf(ownerPath)));
    const keyOffset = editor.spanOf(path).offset; // the value: leading comments lie before its key
    for (const comment of byOwner.get(key)!.outside.get(name) ?? []) {
      if (comment.offset >= keyOffset) continue;
      const line = commentLineRange(editor.text, comment);
      if (line && !lines.some((l) => l.offset === line.offset)) lines.push(line);
    }
  }
  return lines;
}

function previewTool(model: ContractModel, tool: ToolModel, names: { preview: string; execute: string }, style: NamingStyle, inputSchema: unknown): Record<string, unknown> {
  const contract = model.format === 'contract';
  return {
    name: names.preview,
    description: `Shows what ${tool.name} would change, without changing anything: the target, the change and its side effects. A human approves the preview; ${names.execute} then applies it.`,
    sideEffects: contract ? 'read_only' : undefined,
    annotations: !contract || tool.annotations !== undefined ? { readOnlyHint: true } : undefined,
    inputSchema,
    outputSchema: previewOutputSchema(style),
    errors: contract ? readErrors(tool.errors) : undefined,
  };
}

const textsOf = (comments: readonly CommentSpan[] | undefined): string[] => (comments ?? []).map((c) => c.text);

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
  const comments = memberComments(editor.text, editor.spanOf(tool.path));
  const homeless: string[] = []; // comments of members with no place in the new tools
  /**
   * The comments inside the copies of a repeated member `key` that JSON drops (it keeps the
   * last): a member whose value moves carries only the kept copy's text, so these go with it.
   */
  const insideDroppedCopies = (key: string): string[] => {
    const inside = comments.inside.get(key);
    if (!inside?.length || !editor.has([...tool.path, key])) return [];
    const kept = editor.spanOf([...tool.path, key]);
    return textsOf(inside.filter((c) => c.offset < kept.offset || c.offset >= kept.offset + kept.length));
  };
  /** A member of the execute tool with the comments of the tool's member `key`: those around it when its value moves, all of them when it is rewritten. */
  const carried = (key: string, value: unknown, moves: boolean): unknown => {
    const texts = [...textsOf(comments.outside.get(key)), ...(moves ? insideDroppedCopies(key) : textsOf(comments.inside.get(key)))];
    if (value === undefined) {
      homeless.push(...textsOf(comments.outside.get(key)), ...textsOf(comments.inside.get(key)));
      return undefined;
    }
    return withComments(value, texts);
  };
  const inputs = previewInputs(editor, tool);
  // The preview takes the kept inputSchema's text; a dropped copy's comments go to the execute tool.
  homeless.push(...insideDroppedCopies('inputSchema'));
  const description = member(editor, tool, 'description');
  const title = member(editor, tool, 'title');
  const rollback = member(editor, tool, 'rollback');
  const errors = member(editor, tool, 'errors');
  const others = Object.keys(tool.raw).filter((key) => !REWRITTEN.has(key));
  const execute: Record<string, unknown> = {
    name: carried('name', names.execute, false),
    title: carried('title', title, true),
    description: description ? carried('description', description, true) : `Applies an approved preview of ${tool.name}.`,
    sideEffects: carried('sideEffects', contract ? sideEffects : undefined, false),
    annotations: carried('annotations', !contract || tool.annotations !== undefined ? executeHints(tool, sideEffects) : undefined, false),
    previewTool: carried('previewTool', contract ? names.preview : undefined, false),
    verifyTool: carried('verifyTool', contract ? names.verify : undefined, false),
    rollback: carried('rollback', contract ? rollback : undefined, true),
    inputSchema: withClosingComments(executeInputSchema(style), inputs.lost),
    outputSchema: carried('outputSchema', executeOutputSchema(style), false),
    errors: contract ? (errors ? carried('errors', errors, true) : readErrors(undefined)) : carried('errors', undefined, true),
  };
  // setMember: a `__proto__` member of the tool is carried like any other, not made the prototype.
  for (const key of others) setMember(execute, key, carried(key, editor.textOf([...tool.path, key]), true));
  const closing = [...homeless, ...textsOf(comments.closing)];
  const executeTool = withClosingComments(execute, closing);
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
  const preview = previewTool(model, tool, names, style, withComments(inputs.schema, textsOf(comments.outside.get('inputSchema'))));
  editor.replaceWithItems(tool.path, [preview, executeTool, verify]);
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
  const inputs = previewInputs(editor, tool);
  editor.insertItemsBefore(tool.path, [previewTool(model, tool, { preview: names.preview, execute: tool.name }, style, inputs.schema)]);
  // The comments of the inputs the preview leaves out stay with the tool, in its new inputSchema.
  editor.replaceNode(tool.inputSchemaPath, withClosingComments(executeInputSchema(style), inputs.lost), { commentsCarried: true });
  if (tool.previewTool !== undefined) editor.replaceNode([...tool.path, 'previewTool'], names.preview);
  else editor.insertMembers(tool.path, [['previewTool', names.preview]], { after: 'sideEffects' in tool.raw ? 'sideEffects' : 'description' });
  return true;
}
