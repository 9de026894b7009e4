/**
 * `tool-contracts import` (spec §7): a contract skeleton from a server's live tool list. It says
 * what the list says and no more: each tool's name, title, description, schemas and annotations as
 * sent; `sideEffects` where the annotations give a hint (MCP's rule: readOnlyHint, then
 * idempotentHint), left out where there is none (side-effects-undeclared then asks the author);
 * an empty `errors` list to fill in (errors-missing says so, on each); version 0.1.0. Fields the
 * contract format has no place for (icons, execution…) are kept under `x-mcp-<field>`, so nothing
 * the server said is lost and the skeleton still passes the contract schema.
 */
import { isObject } from '../engine';
import { hasSideEffectHint, sideEffectsFromAnnotations } from '../engine/formats/mcpToolsList';

export const IMPORTED_VERSION = '0.1.0';

/** The tool fields of contract format v1 that an MCP tool may carry as they are. */
const CONTRACT_TOOL_FIELDS = new Set(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);

export interface SkeletonSource {
  /** The name the server was reached by (mcp.json key, or a command's). */
  readonly server: string;
  readonly serverInfo?: { readonly name: string; readonly version: string; readonly title?: string };
  readonly tools: readonly unknown[];
}

/** The skeleton as a value, keys in the order a reader expects. */
export function contractSkeleton(source: SkeletonSource): Record<string, unknown> {
  const name = source.serverInfo?.name?.trim() || source.server;
  return {
    name,
    version: IMPORTED_VERSION,
    ...(source.serverInfo?.title ? { description: source.serverInfo.title } : {}),
    tools: source.tools.map(toolSkeleton),
  };
}

/** The skeleton as the text `import` prints: two-space JSON and a final newline. */
export function contractSkeletonText(source: SkeletonSource): string {
  return `${JSON.stringify(contractSkeleton(source), null, 2)}\n`;
}

function toolSkeleton(raw: unknown): unknown {
  if (!isObject(raw)) return raw; // contract-schema will say so: the server sent it
  const tool: Record<string, unknown> = {};
  if ('name' in raw) tool.name = raw.name;
  if ('title' in raw) tool.title = raw.title;
  tool.description =
    typeof raw.description === 'string' && raw.description.trim() !== ''
      ? raw.description
      : `TODO: the server gives no description; say what ${typeof raw.name === 'string' ? raw.name : 'this tool'} does, for the model.`;
  if (hasSideEffectHint(raw.annotations)) tool.sideEffects = sideEffectsFromAnnotations(raw.annotations);
  if ('inputSchema' in raw) tool.inputSchema = raw.inputSchema;
  if ('outputSchema' in raw) tool.outputSchema = raw.outputSchema;
  tool.errors = [];
  if ('annotations' in raw) tool.annotations = raw.annotations;
  if ('_meta' in raw) tool._meta = raw._meta;
  for (const [key, value] of Object.entries(raw)) {
    if (!CONTRACT_TOOL_FIELDS.has(key) && !key.startsWith('x-')) tool[`x-mcp-${key}`] = value;
    else if (key.startsWith('x-')) tool[key] = value;
  }
  return tool;
}
