/**
 * The normalised contract: every input format (contract v1, MCP tools/list, …)
 * is read into this one shape, so rules are written once.
 * Each piece keeps the JSON path it came from, so findings land on the real node.
 */
import { isObject, type JsonPath } from './document';

export type Format = 'contract' | 'mcp-tools-list';
export const FORMATS: readonly Format[] = ['contract', 'mcp-tools-list'];

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
}

export interface ContractModel {
  readonly format: Format;
  readonly root: unknown;
  readonly name?: unknown;
  readonly version?: unknown;
  readonly changelog?: unknown;
  /** Path of the tools array (['tools'] for both formats so far). */
  readonly toolsPath: JsonPath;
  readonly tools: readonly ToolModel[];
  /** Tools by name; the first tool wins when names repeat. */
  readonly toolsByName: ReadonlyMap<string, ToolModel>;
}

export function isMutating(tool: ToolModel): boolean {
  return tool.sideEffects === 'idempotent' || tool.sideEffects === 'non_idempotent';
}

/** One entry of a tool's `errors` that has a string `type` (the others are errors-untyped's). */
export interface TypedError {
  readonly type: string;
  readonly entry: Record<string, unknown>;
  readonly index: number;
  /** Path of the entry: [...errorsPath, index]. */
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
    return (this.pathArray ??= [...this.errorsPath, this.index]);
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
