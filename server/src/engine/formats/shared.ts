import { isObject, type JsonPath } from '../document';
import { FORMAT_PROVIDER, TARGETS, type ContractModel, type Format, type SideEffects, type SideEffectsSource, type Target, type TargetsSource, type ToolModel } from '../model';

/** Where a format keeps a tool's fields (our contract and MCP: inputSchema, outputSchema). */
export interface ToolFields {
  readonly inputSchema: string;
  readonly outputSchema?: string;
  /** The strict flag when the tool does not set one (OpenAI Responses: true). */
  readonly strictDefault?: boolean;
}

const MCP_FIELDS: ToolFields = { inputSchema: 'inputSchema', outputSchema: 'outputSchema' };

/**
 * Builds one ToolModel from a tool object at `path` (the object that holds the name: for
 * OpenAI Chat that is the `function` member of the array entry); formats differ in where side
 * effects come from and in what they call the schemas.
 */
export function readToolAt(
  raw: unknown,
  index: number,
  path: JsonPath,
  sideEffects: { value?: SideEffects; source: SideEffectsSource },
  fields: ToolFields = MCP_FIELDS,
  inputSchema: unknown = isObject(raw) ? raw[fields.inputSchema] : undefined,
): ToolModel | undefined {
  if (!isObject(raw)) return undefined;
  const outputKey = fields.outputSchema ?? 'outputSchema';
  return {
    index,
    path,
    raw,
    name: typeof raw.name === 'string' ? raw.name : undefined,
    description: typeof raw.description === 'string' ? raw.description : undefined,
    sideEffects: sideEffects.value,
    sideEffectsSource: sideEffects.source,
    inputSchema,
    inputSchemaPath: path.concat(fields.inputSchema),
    outputSchema: fields.outputSchema ? raw[outputKey] : undefined,
    outputSchemaPath: path.concat(outputKey),
    errors: raw.errors,
    errorsPath: path.concat('errors'),
    annotations: raw.annotations,
    previewTool: raw.previewTool,
    verifyTool: raw.verifyTool,
    rollback: raw.rollback,
    strict: typeof raw.strict === 'boolean' ? raw.strict : fields.strictDefault,
    memo: [],
  };
}

/** A tool of a `tools` array at `toolsPath.concat(index)`. */
export function readTool(
  raw: unknown,
  index: number,
  toolsPath: JsonPath,
  sideEffects: { value?: SideEffects; source: SideEffectsSource },
  fields: ToolFields = MCP_FIELDS,
): ToolModel | undefined {
  return readToolAt(raw, index, toolsPath.concat(index), sideEffects, fields);
}

export function buildModel(
  format: Format,
  root: unknown,
  tools: ToolModel[],
  extra: Pick<ContractModel, 'name' | 'version' | 'changelog'> & { toolsPath?: JsonPath } = {},
): ContractModel {
  const toolsByName = new Map<string, ToolModel>();
  for (const tool of tools) if (tool.name !== undefined && !toolsByName.has(tool.name)) toolsByName.set(tool.name, tool);
  const { toolsPath = ['tools'], ...rest } = extra;
  return { format, root, toolsPath, tools, toolsByName, ...rest, ...resolveTargets(format, root, undefined) };
}

/**
 * The targets in force: the file's own `targets` (a contract), else the project config's
 * (`configured`: lint passes it, the model alone has none), else the format's default (its
 * provider; MCP for a contract or an MCP list). A provider's file is always checked against its
 * own provider.
 */
export function resolveTargets(
  format: Format,
  root: unknown,
  configured: readonly Target[] | undefined,
): { targets: readonly Target[]; targetsSource: TargetsSource; targetsPath?: JsonPath } {
  const own = FORMAT_PROVIDER[format];
  const withOwn = (targets: readonly Target[]): readonly Target[] => (own && !targets.includes(own) ? [own, ...targets] : targets);
  if (isObject(root) && Array.isArray(root.targets)) {
    return { targets: withOwn(knownTargets(root.targets)), targetsSource: 'file', targetsPath: ['targets'] };
  }
  if (configured) return { targets: withOwn(knownTargets(configured)), targetsSource: 'config' };
  return { targets: [own ?? 'mcp'], targetsSource: 'default' };
}

/** The valid, distinct target names of a list, in order (the others are the schema's to report). */
export function knownTargets(values: readonly unknown[]): Target[] {
  const seen: Target[] = [];
  for (const value of values) if (TARGETS.includes(value as Target) && !seen.includes(value as Target)) seen.push(value as Target);
  return seen;
}

export function toolArray(root: Record<string, unknown>): unknown[] {
  return Array.isArray(root.tools) ? root.tools : [];
}
