/**
 * diffContracts(base, head): every change between two contracts, classified by spec §5.
 * Tools are matched by name (a removed and an added tool with the same schemas and errors
 * are one rename), errors by type, properties by name; the schemas themselves are compared
 * in schemaDiff.ts. Moving or reordering is no change. Pure, and it never throws.
 */
import { isObject, toPointer, type JsonPath } from '../engine/document';
import { typedErrors, type ContractModel, type SideEffects, type ToolModel, type TypedError } from '../engine/model';
import { canonical, deepEqual, isDocumentationKeyword, unionKeys } from './canonical';
import { compareBumps, type ContractChange } from './changes';
import { diffPropertyMaps, diffSchemas, newContext, type Emit, type Side } from './schemaDiff';

export function diffContracts(base: ContractModel, head: ContractModel): ContractChange[] {
  const collector = new Collector();
  try {
    diffContractFields(base, head, collector.emit);
    diffTools(base, head, collector.emit);
  } catch (error) {
    // Not expected; but a comparison that failed must not pass for "no change".
    collector.emit('schema-uncertain', 'major', [], true, `The contracts could not be compared (${error instanceof Error ? error.message : String(error)}), so the change is treated as breaking.`);
  }
  return collector.sorted();
}

class Collector {
  private readonly changes: ContractChange[] = [];
  private readonly seen = new Set<string>();

  readonly emit: Emit = (kind, bump, path, inHead, message) => {
    const pointer = toPointer(path);
    const key = `${kind}\u0000${inHead ? 'h' : 'b'}${pointer}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.changes.push({ kind, bump, pointer, path, inHead, message });
  };

  /** Major first, then by pointer, then by kind. */
  sorted(): ContractChange[] {
    return this.changes.sort(
      (a, b) => compareBumps(b.bump, a.bump) || compareText(a.pointer, b.pointer) || compareText(a.kind, b.kind) || Number(b.inHead) - Number(a.inHead),
    );
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// The contract

/** Not changes: the version is what the check is about, and where the changelog and schema live says nothing to a caller. */
const IGNORED_CONTRACT_KEYS = new Set(['version', 'changelog', '$schema', 'tools', 'name']);

function diffContractFields(base: ContractModel, head: ContractModel, emit: Emit): void {
  if (!deepEqual(base.name, head.name)) {
    const inHead = head.name !== undefined;
    emit('contract-renamed', 'major', ['name'], inHead,
      `The contract was renamed from ${show(base.name)} to ${show(head.name)}; clients that find it by name break.`);
  }
  const bRoot = isObject(base.root) ? base.root : {};
  const hRoot = isObject(head.root) ? head.root : {};
  for (const key of unionKeys(bRoot, hRoot)) {
    if (IGNORED_CONTRACT_KEYS.has(key) || (key in bRoot && key in hRoot && deepEqual(bRoot[key], hRoot[key]))) continue;
    // Anything else at the top (description, title, x-…) only documents the tool set.
    emit('documentation-changed', 'patch', [key], key in hRoot, `The contract's ${key} changed.`);
  }
}

// ---------------------------------------------------------------------------------------------
// Tools

function diffTools(base: ContractModel, head: ContractModel, emit: Emit): void {
  const removed: ToolModel[] = [];
  const added: ToolModel[] = [];
  const matched: Array<[ToolModel, ToolModel]> = [];
  for (const [name, tool] of base.toolsByName) {
    const other = head.toolsByName.get(name);
    if (other) matched.push([tool, other]);
    else removed.push(tool);
  }
  for (const [name, tool] of head.toolsByName) if (!base.toolsByName.has(name)) added.push(tool);

  // A removed and an added tool with the same schemas and errors: one rename.
  const renames = new Map<string, string>();
  if (removed.length > 0 && added.length > 0) {
    const bySignature = new Map<string, ToolModel[]>();
    for (const tool of removed) {
      const key = toolSignature(tool);
      const list = bySignature.get(key) ?? [];
      list.push(tool);
      bySignature.set(key, list);
    }
    for (const tool of added) {
      const old = bySignature.get(toolSignature(tool))?.find((t) => !renames.has(t.name!));
      if (!old) continue;
      renames.set(old.name!, tool.name!);
      matched.push([old, tool]);
      emit('tool-renamed', 'major', [...tool.path, 'name'], true,
        `${old.name}: the tool was renamed to ${tool.name}; callers of the old name break.`);
    }
  }
  const renamedTo = new Set(renames.values());

  for (const tool of removed) {
    if (renames.has(tool.name!)) continue;
    emit('tool-removed', 'major', tool.path, false, `${tool.name}: the tool was removed; callers of it break.`);
  }
  for (const tool of added) {
    if (renamedTo.has(tool.name!)) continue;
    emit('tool-added', 'minor', tool.path, true, `${tool.name}: the tool was added.`);
  }
  for (const [b, h] of matched) diffTool(b, h, head.format, renames, emit);
}

function toolSignature(tool: ToolModel): string {
  const schema = (value: unknown) => (value === undefined ? '-' : canonical(value, { stripDocs: true, root: value }));
  const errors = Array.isArray(tool.errors)
    ? tool.errors
        .map((e) => (isObject(e) ? `${JSON.stringify(e.type)}:${canonical(e.fields, { stripDocs: true }, 'map')}` : canonical(e, { stripDocs: false }, 'data')))
        .sort()
        .join(',')
    : canonical(tool.errors, { stripDocs: false }, 'data');
  return `${schema(tool.inputSchema)}\n${schema(tool.outputSchema)}\n${errors}`;
}

/** Tool fields that only document the tool (an edit is a patch). */
const TOOL_DOCUMENTATION = new Set(['title', 'description', 'examples', '$comment', 'deprecated', 'rollback', '_meta', 'icons']);
/** Tool fields compared on their own below. */
const TOOL_COMPARED = new Set(['name', 'sideEffects', 'annotations', 'inputSchema', 'outputSchema', 'errors', 'previewTool', 'verifyTool']);

function diffTool(b: ToolModel, h: ToolModel, headFormat: ContractModel['format'], renames: ReadonlyMap<string, string>, emit: Emit): void {
  if (deepEqual(b.raw, h.raw)) return;
  const name = h.name!;
  const sideEffectsChanged = diffSideEffects(b, h, headFormat, emit);
  for (const key of ['previewTool', 'verifyTool'] as const) diffFlow(b, h, key, renames, emit);

  for (const key of unionKeys(b.raw, h.raw)) {
    if (TOOL_COMPARED.has(key)) continue;
    const inBoth = key in b.raw && key in h.raw;
    if (inBoth && deepEqual(b.raw[key], h.raw[key])) continue;
    const place = key in h.raw ? { path: [...h.path, key], inHead: true } : { path: [...b.path, key], inHead: false };
    if (TOOL_DOCUMENTATION.has(key) || isDocumentationKeyword(key)) {
      emit('documentation-changed', 'patch', place.path, place.inHead, `${name}: the tool's ${key} changed.`);
    } else {
      emit('schema-uncertain', 'major', place.path, place.inHead,
        `${name}: the tool's field ${key} changed; its effect on callers cannot be judged with certainty, so it is treated as breaking.`);
    }
  }
  // Annotations restate sideEffects; where they moved it, that change is reported already.
  if (!deepEqual(b.raw.annotations, h.raw.annotations) && !(headFormat === 'mcp-tools-list' && sideEffectsChanged)) {
    const inHead = 'annotations' in h.raw;
    emit('documentation-changed', 'patch', [...(inHead ? h.path : b.path), 'annotations'], inHead, `${name}: the tool's annotations changed.`);
  }

  diffSchemaPair(b, h, 'input', emit);
  diffSchemaPair(b, h, 'output', emit);
  diffErrors(b, h, emit);
}

const MUTATION_RANK: Readonly<Record<SideEffects, number>> = { read_only: 0, idempotent: 1, non_idempotent: 2 };

function diffSideEffects(b: ToolModel, h: ToolModel, headFormat: ContractModel['format'], emit: Emit): boolean {
  const was = b.sideEffects;
  const is = h.sideEffects;
  if (was === is) return false;
  const name = h.name!;
  let path: JsonPath;
  let inHead = true;
  if ('sideEffects' in h.raw) path = [...h.path, 'sideEffects'];
  else if (headFormat === 'mcp-tools-list' && 'annotations' in h.raw) path = [...h.path, 'annotations'];
  else if ('sideEffects' in b.raw) {
    path = [...b.path, 'sideEffects'];
    inHead = false;
  } else path = h.path;
  if (!is) {
    emit('side-effects-changed', 'major', path, inHead, `${name}: sideEffects is no longer declared (it was ${was}); callers lose that guarantee.`);
  } else if (!was) {
    emit('side-effects-changed', 'minor', path, inHead, `${name}: sideEffects is now declared as ${is}.`);
  } else if (MUTATION_RANK[is] > MUTATION_RANK[was]) {
    emit('side-effects-changed', 'major', path, inHead, `${name}: sideEffects moved from ${was} to ${is}, toward mutating; callers that relied on it being safer break.`);
  } else {
    emit('side-effects-changed', 'minor', path, inHead, `${name}: sideEffects moved from ${was} to ${is}, toward read-only.`);
  }
  return true;
}

function diffFlow(b: ToolModel, h: ToolModel, key: 'previewTool' | 'verifyTool', renames: ReadonlyMap<string, string>, emit: Emit): void {
  const was = b.raw[key];
  const is = h.raw[key];
  const name = h.name!;
  if (deepEqual(was, is)) return;
  if (typeof was === 'string' && typeof is === 'string' && renames.get(was) === is) return; // it follows the renamed tool
  if (was === undefined) {
    emit('flow-changed', 'minor', [...h.path, key], true, `${name}: ${key} ${show(is)} was added.`);
  } else if (is === undefined) {
    emit('flow-changed', 'major', [...b.path, key], false, `${name}: ${key} ${show(was)} was removed; callers that follow it break.`);
  } else {
    emit('flow-changed', 'major', [...h.path, key], true, `${name}: ${key} now points at ${show(is)} instead of ${show(was)}; callers that follow it break.`);
  }
}

function diffSchemaPair(b: ToolModel, h: ToolModel, side: Side, emit: Emit): void {
  const bv = side === 'input' ? b.inputSchema : b.outputSchema;
  const hv = side === 'input' ? h.inputSchema : h.outputSchema;
  const bPath = side === 'input' ? b.inputSchemaPath : b.outputSchemaPath;
  const hPath = side === 'input' ? h.inputSchemaPath : h.outputSchemaPath;
  const name = h.name!;
  if (bv === undefined && hv === undefined) return;
  if (bv === undefined || hv === undefined) {
    if (side === 'output') {
      if (bv === undefined) emit('output-field-added', 'minor', hPath, true, `${name}: the output schema was added.`);
      else emit('output-field-removed', 'major', bPath, false, `${name}: the output schema was removed; readers that rely on its fields break.`);
    } else {
      const what = bv === undefined ? 'added' : 'removed';
      emit('schema-uncertain', 'major', bv === undefined ? hPath : bPath, bv === undefined,
        `${name}: the input schema was ${what}; whether old calls still validate cannot be judged with certainty, so it is treated as breaking.`);
    }
    return;
  }
  const ctx = newContext({
    tool: name,
    side,
    noun: side === 'input' ? 'input' : 'output field',
    whole: `the ${side} schema`,
    baseRoot: bv,
    baseRootPath: bPath,
    headRoot: hv,
    headRootPath: hPath,
    emit,
  });
  diffSchemas(ctx, bv, hv);
}

// ---------------------------------------------------------------------------------------------
// Errors

const ERROR_DOCUMENTATION = new Set(['description', 'remediation', 'title', 'examples', '$comment']);

/** A tool's typed errors by type; the first entry of a type wins (errors-duplicate-type reports the rest). */
function errorsByType(tool: ToolModel): Map<string, TypedError> {
  const out = new Map<string, TypedError>();
  for (const error of typedErrors(tool)) if (!out.has(error.type)) out.set(error.type, error);
  return out;
}

function diffErrors(b: ToolModel, h: ToolModel, emit: Emit): void {
  if (deepEqual(b.errors, h.errors)) return;
  const name = h.name!;
  const was = errorsByType(b);
  const is = errorsByType(h);
  for (const [type, old] of was) {
    const now = is.get(type);
    if (!now) {
      emit('error-type-removed', 'minor', old.path, false, `${name}: error type ${type} was removed; it is no longer returned.`);
      continue;
    }
    diffError(name, type, old, now, emit);
  }
  for (const [type, now] of is) {
    if (was.has(type)) continue;
    emit('error-type-added', 'major', now.path, true, `${name}: error type ${type} was added; callers that handle only the old error types do not expect it.`);
  }
}

function diffError(tool: string, type: string, old: TypedError, now: TypedError, emit: Emit): void {
  for (const key of unionKeys(old.entry, now.entry)) {
    if (key === 'type') continue;
    const inBoth = key in old.entry && key in now.entry;
    if (inBoth && deepEqual(old.entry[key], now.entry[key])) continue;
    const inHead = key in now.entry;
    const path = [...(inHead ? now.path : old.path), key];
    if (key === 'fields') {
      const bFields = old.entry.fields === undefined ? {} : old.entry.fields;
      const hFields = now.entry.fields === undefined ? {} : now.entry.fields;
      if (!isObject(bFields) || !isObject(hFields)) {
        emit('schema-uncertain', 'major', path, inHead,
          `${tool}: the fields of error ${type} changed; whether every error still reads as before cannot be judged with certainty, so it is treated as breaking.`);
        continue;
      }
      const ctx = newContext({
        tool,
        side: 'output',
        noun: `error ${type} field`,
        whole: `the fields of error ${type}`,
        baseRoot: bFields,
        baseRootPath: [...old.path, 'fields'],
        headRoot: hFields,
        headRootPath: [...now.path, 'fields'],
        emit,
      });
      diffPropertyMaps(
        ctx,
        { map: bFields, path: [...old.path, 'fields'], required: new Set() },
        { map: hFields, path: [...now.path, 'fields'], required: new Set() },
        '',
        0,
      );
    } else if (ERROR_DOCUMENTATION.has(key) || isDocumentationKeyword(key)) {
      emit('documentation-changed', 'patch', path, inHead, `${tool}: the ${key} of error ${type} changed.`);
    } else {
      emit('schema-uncertain', 'major', path, inHead,
        `${tool}: the ${key} of error ${type} changed; its effect on callers cannot be judged with certainty, so it is treated as breaking.`);
    }
  }
}

// ---------------------------------------------------------------------------------------------

function show(value: unknown): string {
  return value === undefined ? 'absent' : JSON.stringify(value) ?? String(value);
}
