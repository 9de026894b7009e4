/**
 * The normalised contract: every input format (contract v1, MCP tools/list, …)
 * is read into this one shape, so rules are written once.
 * Each piece keeps the JSON path it came from, so findings land on the real node.
 */
import { isObject, type JsonPath } from './document';

export type Format =
  | 'contract'
  | 'mcp-tools-list'
  | 'anthropic-tools'
  | 'openai-chat-tools'
  | 'openai-responses-tools'
  | 'gemini-tools';
export const FORMATS: readonly Format[] = [
  'contract',
  'mcp-tools-list',
  'anthropic-tools',
  'openai-chat-tools',
  'openai-responses-tools',
  'gemini-tools',
];

/** Where a tool set is sent: the providers whose acceptance rules (provider-*) apply. */
export type Target = 'mcp' | 'anthropic' | 'openai' | 'gemini';
export const TARGETS: readonly Target[] = ['mcp', 'anthropic', 'openai', 'gemini'];

/** The provider a provider format belongs to; undefined for our contract and MCP lists. */
export const FORMAT_PROVIDER: Readonly<Partial<Record<Format, Target>>> = {
  'anthropic-tools': 'anthropic',
  'openai-chat-tools': 'openai',
  'openai-responses-tools': 'openai',
  'gemini-tools': 'gemini',
};

/** The formats one provider's tool definitions come in (they have no output schema, no side effects). */
export const PROVIDER_FORMATS: readonly Format[] = ['anthropic-tools', 'openai-chat-tools', 'openai-responses-tools', 'gemini-tools'];

/** Formats that can say what a tool returns and carry a snapshot's history: our contract and MCP lists. */
export const MCP_AND_CONTRACT: readonly Format[] = ['contract', 'mcp-tools-list'];

/** Where the targets in force came from: the file's `targets`, the project config, or the format's default. */
export type TargetsSource = 'file' | 'config' | 'default';

export type SideEffects = 'read_only' | 'idempotent' | 'non_idempotent';
export const SIDE_EFFECTS: readonly SideEffects[] = ['read_only', 'idempotent', 'non_idempotent'];

/** Where a tool's side-effect class came from. */
export type SideEffectsSource =
  | 'declared' // contract `sideEffects`
  | 'annotations' // MCP hints, at least one present
  | 'none'; // nothing said: the class is unknown (contract) or MCP's defaults (mcp-tools-list)

export interface ToolModel {
  readonly index: number;
  /** Path of the tool object, e.g. ['tools', 3]. */
  readonly path: JsonPath;
  readonly raw: Record<string, unknown>;
  readonly name?: string;
  readonly description?: string;
  /** The class rules act on; undefined when undeclared in a contract. */
  readonly sideEffects?: SideEffects;
  readonly sideEffectsSource: SideEffectsSource;
  readonly inputSchema?: unknown;
  readonly inputSchemaPath: JsonPath;
  readonly outputSchema?: unknown;
  readonly outputSchemaPath: JsonPath;
  readonly errors?: unknown;
  readonly errorsPath: JsonPath;
  readonly annotations?: unknown;
  readonly previewTool?: unknown;
  readonly verifyTool?: unknown;
  readonly rollback?: unknown;
  /**
   * Provider formats: the strict flag in force (`strict`, or the format's default: true for
   * OpenAI Responses); a contract's own `strict`. Undefined when nothing says.
   */
  readonly strict?: boolean;
  /** What rules computed of this tool, kept with it (toolMemo): empty when the model is read. */
  readonly memo: unknown[];
}

export interface ContractModel {
  readonly format: Format;
  readonly root: unknown;
  readonly name?: unknown;
  readonly version?: unknown;
  readonly changelog?: unknown;
  /**
   * Path of the tools array: ['tools'] for a contract, an MCP list and a captured request
   * payload, [] for a provider's bare array, ['functionDeclarations'] for a Gemini tool (the
   * first one, when a Gemini file holds several: each tool's own `path` is exact).
   */
  readonly toolsPath: JsonPath;
  readonly tools: readonly ToolModel[];
  /** Tools by name; the first tool wins when names repeat. */
  readonly toolsByName: ReadonlyMap<string, ToolModel>;
  /** The providers the tools are checked against (provider-* rules). */
  readonly targets: readonly Target[];
  readonly targetsSource: TargetsSource;
  /** Path of the file's own `targets` member when it has one (a contract). */
  readonly targetsPath?: JsonPath;
}

export function isMutating(tool: ToolModel): boolean {
  return tool.sideEffects === 'idempotent' || tool.sideEffects === 'non_idempotent';
}

/**
 * The tool's display name when it has one: MCP's `title` (2025-06-18), or the older
 * `annotations.title`. Short words a person reads ("MySQL JSON Insert"), which can name what the
 * tool works in as its description does.
 */
export function toolTitle(tool: ToolModel): string | undefined {
  const title = tool.raw.title ?? (isObject(tool.annotations) ? tool.annotations.title : undefined);
  return typeof title === 'string' ? title : undefined;
}

/** One entry of a tool's `errors` that has a string `type` (the others are errors-untyped's). */
export interface TypedError {
  readonly type: string;
  readonly entry: Record<string, unknown>;
  readonly index: number;
  /** Path of the entry: errorsPath.concat(index). */
  readonly path: JsonPath;
}

/**
 * A typed entry; its path is built only when asked for (a finding), as three rules read
 * every error entry of every tool and most of them report nothing.
 */
class TypedErrorEntry implements TypedError {
  private pathArray: JsonPath | undefined;
  constructor(readonly type: string, readonly entry: Record<string, unknown>, readonly index: number, private readonly errorsPath: JsonPath) {}
  get path(): JsonPath {
    return (this.pathArray ??= this.errorsPath.concat(this.index));
  }
}

/** A tool's error entries with a string type, in document order; none when `errors` is not an array. */
export function typedErrors(tool: ToolModel): TypedError[] {
  const errors = tool.errors;
  if (!Array.isArray(errors)) return [];
  const typed: TypedError[] = [];
  for (let index = 0; index < errors.length; index++) {
    const entry: unknown = errors[index];
    if (isObject(entry) && typeof entry.type === 'string') typed.push(new TypedErrorEntry(entry.type, entry, index, tool.errorsPath));
  }
  return typed;
}
