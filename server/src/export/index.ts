/**
 * Export: the tools of a file as the payload one provider's API takes (issue 16, item 4).
 * One function, used by `tool-contracts export` and the editor's *Copy Tools as…*. Pure: it
 * reads the model the engine built, whatever format the file was in, and builds new values.
 *
 * What each target keeps: the name, the description and the input schema everywhere; the
 * output schema where the target has a place for it (MCP's `outputSchema`, Gemini's
 * `responseJsonSchema`); MCP also keeps `title` and gets `annotations` that say what
 * `sideEffects` says. A contract's own fields (`sideEffects`, `errors`, `previewTool`,
 * `verifyTool`, `rollback`) have no place in any provider's payload and are dropped.
 */
import { JsonDocument, isObject, toPointer } from '../engine/document';
import { detectFormat, readModel } from '../engine/formats';
import type { ContractModel, SideEffects, ToolModel } from '../engine/model';
import { toStrictSchema } from '../engine/strictSchema';

export const EXPORT_TARGETS = ['anthropic', 'openai-chat', 'openai-responses', 'gemini', 'mcp'] as const;
export type ExportTarget = (typeof EXPORT_TARGETS)[number];

/** The targets with a strict mode (`strict: true` on the tool) for `--strict` to ask for. */
export const STRICT_TARGETS: readonly ExportTarget[] = ['anthropic', 'openai-chat', 'openai-responses'];

/** What each target is, in a few words (the CLI's help and the editor's quick pick). */
export const EXPORT_TARGET_LABELS: Readonly<Record<ExportTarget, string>> = {
  anthropic: 'Anthropic Messages API: tools[] with input_schema',
  'openai-chat': 'OpenAI Chat Completions: tools[] of type function',
  'openai-responses': 'OpenAI Responses API: flat function tools[]',
  gemini: 'Gemini: a tool with functionDeclarations',
  mcp: 'MCP: a tools/list result',
};

export interface ExportOptions {
  /** The strict form: every object closed, every property required, optional ones nullable. */
  readonly strict?: boolean;
}

export interface SkippedTool {
  readonly pointer: string;
  readonly reason: string;
}

/** A JSON Schema for a tool's input: an object schema, as every provider requires. */
export type ObjectSchema = { type: 'object'; [keyword: string]: unknown };
type Schema = Record<string, unknown>;

export interface AnthropicToolPayload {
  name: string;
  description?: string;
  input_schema: ObjectSchema;
  strict?: boolean;
}
export interface OpenAIChatToolPayload {
  type: 'function';
  function: { name: string; description?: string; parameters: ObjectSchema; strict?: boolean };
}
export interface OpenAIResponsesToolPayload {
  type: 'function';
  name: string;
  description?: string;
  parameters: ObjectSchema;
  strict: boolean;
}
export interface GeminiFunctionDeclarationPayload {
  name: string;
  description?: string;
  parametersJsonSchema: ObjectSchema;
  responseJsonSchema?: Schema;
}
export interface McpToolPayload {
  name: string;
  title?: string;
  description?: string;
  inputSchema: ObjectSchema;
  outputSchema?: ObjectSchema;
  annotations?: Schema;
}

/** The payload of each target: a tools array, Gemini's tool object, or MCP's tools/list result. */
export interface ExportPayloads {
  anthropic: AnthropicToolPayload[];
  'openai-chat': OpenAIChatToolPayload[];
  'openai-responses': OpenAIResponsesToolPayload[];
  gemini: { functionDeclarations: GeminiFunctionDeclarationPayload[] };
  mcp: { tools: McpToolPayload[] };
}

export interface ExportResult<T extends ExportTarget = ExportTarget> {
  readonly target: T;
  readonly payload: ExportPayloads[T];
  /** How many tools the payload holds. */
  readonly toolCount: number;
  /** Tools that could not be exported (no name), with why. */
  readonly skipped: readonly SkippedTool[];
}

/** An input schema for a tool that declares none: every provider wants an object schema. */
const NO_INPUT: Readonly<ObjectSchema> = { type: 'object', properties: {} };

export function isExportTarget(value: string): value is ExportTarget {
  return (EXPORT_TARGETS as readonly string[]).includes(value);
}

/** Whether `--strict` means something for a target (the others have no strict mode). */
export function hasStrictMode(target: ExportTarget): boolean {
  return STRICT_TARGETS.includes(target);
}

/** The payload for `target` of the tools in `model`. */
export function exportTools<T extends ExportTarget>(model: ContractModel, target: T, options: ExportOptions = {}): ExportResult<T> {
  const strict = options.strict === true && hasStrictMode(target);
  const skipped: SkippedTool[] = [];
  const named: Array<{ tool: ToolModel; name: string }> = [];
  for (const tool of model.tools) {
    if (typeof tool.name === 'string' && tool.name !== '') named.push({ tool, name: tool.name });
    else skipped.push({ pointer: toPointer(tool.path), reason: 'it has no name' });
  }
  const payload = buildPayload(named.map(({ tool, name }) => readExported(tool, name, strict)), target);
  return { target, payload, toolCount: named.length, skipped };
}

/** What every target takes from a tool, read once. */
interface ExportedTool {
  readonly tool: ToolModel;
  readonly name: string;
  readonly description: { description?: string };
  readonly input: ObjectSchema;
  readonly output: ObjectSchema | undefined;
  readonly strict: boolean;
}

function readExported(tool: ToolModel, name: string, strict: boolean): ExportedTool {
  // The schema as written; one that is not an object schema is input-schema-invalid's to report.
  const given = (isObject(tool.inputSchema) ? tool.inputSchema : NO_INPUT) as ObjectSchema;
  return {
    tool,
    name,
    description: typeof tool.description === 'string' ? { description: tool.description } : {},
    input: strict ? toStrictSchema(given) : given,
    output: isObject(tool.outputSchema) ? (tool.outputSchema as ObjectSchema) : undefined,
    strict,
  };
}

function buildPayload<T extends ExportTarget>(tools: readonly ExportedTool[], target: T): ExportPayloads[T] {
  const payloads: { [K in ExportTarget]: () => ExportPayloads[K] } = {
    anthropic: () => tools.map(({ name, description, input, strict }) => ({ name, ...description, input_schema: input, ...(strict ? { strict: true } : {}) })),
    'openai-chat': () =>
      tools.map(({ name, description, input, strict }) => ({ type: 'function', function: { name, ...description, parameters: input, ...(strict ? { strict: true } : {}) } })),
    // Responses treats a function without `strict` as strict: it says false when the schema was not made strict.
    'openai-responses': () => tools.map(({ name, description, input, strict }) => ({ type: 'function', name, ...description, parameters: input, strict })),
    // The JSON Schema fields, not `parameters` (an OpenAPI subset that would change the schema).
    gemini: () => ({
      functionDeclarations: tools.map(({ name, description, input, output }) => ({ name, ...description, parametersJsonSchema: input, ...(output ? { responseJsonSchema: output } : {}) })),
    }),
    mcp: () => ({ tools: tools.map(mcpTool) }),
  };
  return payloads[target]();
}

function mcpTool({ tool, name, description, input, output }: ExportedTool): McpToolPayload {
  const title = typeof tool.raw.title === 'string' ? { title: tool.raw.title } : {};
  const annotations = mcpAnnotations(tool);
  return { name, ...title, ...description, inputSchema: input, ...(output ? { outputSchema: output } : {}), ...(annotations ? { annotations } : {}) };
}

export type ExportTextResult<T extends ExportTarget = ExportTarget> = ExportResult<T> | { readonly error: string };

/** Reads a file's text (any format the engine reads) and exports its tools; an error when it has no tools to read. */
export function exportText<T extends ExportTarget>(text: string, fileName: string, target: T, options: ExportOptions = {}): ExportTextResult<T> {
  const document = new JsonDocument(text);
  if (document.parseErrors.length > 0) return { error: 'it has syntax errors (tool-contracts lint shows them)' };
  const model = readModel(document.value, detectFormat(document.value, fileName));
  if (!model) return { error: 'it is not an object with tools' };
  if (model.tools.length === 0) return { error: 'it has no tools' };
  return exportTools(model, target, options);
}

/**
 * The tool's MCP annotations, with the hints that its declared `sideEffects` implies added
 * where they are absent (an MCP client reads a tool without hints as a destructive,
 * non-idempotent mutation). Hints the author wrote are kept as written.
 */
function mcpAnnotations(tool: ToolModel): Record<string, unknown> | undefined {
  const written = isObject(tool.annotations) ? tool.annotations : undefined;
  const implied = tool.sideEffectsSource === 'declared' && tool.sideEffects ? impliedHints(tool.sideEffects) : {};
  if (!written && Object.keys(implied).length === 0) return undefined;
  return { ...implied, ...written };
}

function impliedHints(sideEffects: SideEffects): Record<string, boolean> {
  if (sideEffects === 'read_only') return { readOnlyHint: true };
  return { readOnlyHint: false, idempotentHint: sideEffects === 'idempotent' };
}
