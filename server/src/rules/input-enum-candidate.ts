import { isObject, valueAt, type JsonPath } from '../engine/document';
import { escapeRegExp } from '../engine/heuristics/descriptions';
import { toolLabel } from '../engine/embeddedSchemas';
import { swarmObject, swarmValues, SWARM_SET_MEMBERS } from '../engine/heuristics/dockerSwarm';
import { closedSetWord, isStatusLikeName, namesFreeText, namesIdentifier, saysOpenSet, setInToolDescription, statusLikeWord, takesIdentifier, valuesInToolDescription, valuesListedIn, type ListedValues } from '../engine/heuristics/closedSetWords';
import { ACTION_INPUT } from '../engine/heuristics/sideEffectGuess';
import { toolSubject } from '../engine/heuristics/toolVerbs';
import { singular, splitWords, withArticle } from '../engine/heuristics/words';
import type { ToolModel } from '../engine/model';
import { defineRule } from '../engine/rule';
import { toolMemo } from '../engine/toolMemo';
import { acceptsKind, allProperties, constrainsString, declaredKinds, fieldDescription, holdsKind, someValueSchema, ValueKind, type PropertyVisit } from '../engine/schemaWalk';

/**
 * A free string that takes one of a few values lets a wrong value through the input layer.
 * It speaks only on evidence (heuristics/closedSetWords.ts): a description that lists the
 * values, a name whose values are closed in practice (`sort_direction`, `queryOrder`), a
 * status-like name with example values, a field of the same name in the tool that has an
 * enum, or the same field of another tool on the same thing that has one (`get_learnings`'
 * `category`, `store_learning`'s enum: read through `allTools`, as `toolSummary` says, so an edit
 * that changes a tool's enums re-lints the file). Every string field at any depth, in every
 * branch, array items included.
 */
export default defineRule({
  meta: {
    id: 'input-enum-candidate',
    severity: 'warning',
    description: 'A string input that takes a closed set of values (by its description, or a name whose values are closed) has no enum.',
    layer: 'input',
    scope: 'tool',
  },
  toolSummary: (tool) => declared(tool).summary,
  check({ model, allTools, report }) {
    const subjectEnums = enumsBySubject(allTools);
    for (const tool of model.tools) {
      const properties = allProperties(tool.inputSchema, tool.inputSchemaPath);
      if (properties.length === 0) continue;
      const context = toolContext(properties, tool.description, subjectEnums && { enums: subjectEnums, tool: tool.name, subject: toolSubject(tool.name), tools: allTools }, tool.name);
      for (const property of properties) {
        const candidate = enumCandidate(property, context);
        if (!candidate) continue;
        // Another tool of the file adds custom ones of what the field names: the values listed are the built-in ones, and the set is open.
        if (customOnesAdded(property.name, allTools, tool)) continue;
        const what = acceptsKind(property.schema, property.root, ValueKind.String) ? 'a free string' : 'a list of free strings';
        const where = `"${property.field}" in ${toolLabel(tool)}'s input is ${what}`;
        const outside = candidate.values?.length === 1 ? 'a value other than it' : 'a value outside them';
        report({ path: property.path, part: 'key', message: `${where}, but ${evidenceText(candidate)}: ${outside} passes the input layer and returns wrong data. ${remedy(candidate, property)}` });
      }
    }
  },
  fix({ finding, document, tool }) {
    const name = finding.path[finding.path.length - 1];
    const schema = valueAt(document.value, finding.path);
    if (typeof name !== 'string' || !tool || !isObject(schema)) return [];
    const property = allProperties(tool.inputSchema, tool.inputSchemaPath).find((p) => p.schema === schema);
    const candidate = property && enumCandidate(property, toolContext(allProperties(tool.inputSchema, tool.inputSchemaPath), tool.description, undefined, tool.name));
    const offered = candidate && offersValues(candidate) ? candidate.values : undefined;
    // Values joined with commas in one string: an enum would refuse every combination (Codacy's
    // `categories`, "separated by commas"). An array of them is a change of type: the author's to make.
    if (!offered || joinedValues(property!, offered) !== undefined) return [];
    // An enum without the field's own default would reject the call that leaves it out (EverArt's
    // model: default "5000", listed as "5000:FLUX1.1").
    if (typeof schema.default === 'string' && !offered.includes(schema.default)) return [];
    const target = stringSchemaPath(schema, finding.path);
    if (!target) return [];
    // One value is a const ("Must be \"image\""), unless null must stay accepted beside it.
    const member: [string, unknown] = offered.length === 1 && !target.nullable ? ['const', offered[0]] : ['enum', target.nullable ? [...offered, null] : offered];
    // The values are read from prose, and an enum narrows what callers may send: a suggestion.
    return [
      {
        title: `Add ${member[0]} ${JSON.stringify(member[1]).replace(/,/g, ', ')} to ${property!.field}`,
        kind: 'suggestion',
        preferred: true,
        write: (editor) => editor.insertMembers(target.path, [member], { after: 'type' }),
      },
    ];
  },
});

export interface EnumCandidate {
  /** The closed-set word of the name, when the name gave it away. */
  readonly word?: string;
  /** The values read (from the description, or a same-named field's enum), for the message and the fix. */
  readonly values?: string[];
  /** The words that introduced the values in the description ("one of"), or "examples". */
  readonly cue?: string;
  /** The same-named field of the tool whose enum gave the values. */
  readonly sibling?: string;
  /** The other tool, on the same thing, whose same field's enum gave the values, and that thing. */
  readonly siblingTool?: { readonly name: string; readonly subject?: string; readonly field?: string; readonly described?: boolean; readonly listed?: boolean };
  /** The description lists null beside the values ("arrow, bar, dot, triangle, or null"). */
  readonly nullable?: boolean;
  /** The values are "true" and "false" ("Include active alerts (true/false)"): a boolean written as a string. */
  readonly boolean?: boolean;
  /** The values are examples of a chat message's roles (chatRoles). */
  readonly chatRoles?: boolean;
  /** The set an API fixes for a field of this name ("an HTTP method", "the Google Sheets API's valueInputOption"): knownSet. */
  readonly known?: string;
  /** The status-like word of the name whose examples the values are (`action`, `status`). */
  readonly exampleOf?: string;
  /** The words of the tool's description that call the field one of its enum fields (enumFieldCalledByTool). */
  readonly calledEnum?: string;
}

interface ToolContext {
  /** The tool's description, where a field's values may be given ("promptId: 'onb2_01'"). */
  readonly toolDescription?: string;
  /** The tool's name, which says which API a pass-through field belongs to (knownSet). */
  readonly toolName?: string;
  /** Every input name of the tool: a "list" of them is about which field to use. */
  readonly fieldNames: ReadonlySet<string>;
  /** Input names that have a string enum somewhere in the tool, with those fields and their values. */
  readonly enums: ReadonlyMap<string, ReadonlyArray<{ field: string; values: string[] }>>;
  /** The enums of the other tools of the file, by what they act on (enumsBySubject), and this tool's name and subject. */
  readonly acrossTools?: { readonly enums: SubjectEnums; readonly tool: string | undefined; readonly subject: string | undefined; readonly tools: readonly ToolModel[] };
}

/**
 * Whether another tool of the file adds, imports or registers custom ones of what the field names: "Add a custom agent template
 * to the WASM gallery registry" (ruflo's wasm_gallery_add_custom), beside wasm_gallery_create's `template`, "Template name (coder,
 * researcher, tester, reviewer, security, swarm)" (round 66, reader z6). An enum of the built-in ones would refuse those.
 */
function customOnesAdded(name: string, tools: readonly ToolModel[], own: ToolModel): boolean {
  const words = splitWords(name);
  const noun = words.length === 0 || words.length > 3 ? undefined : singular(words[words.length - 1]);
  if (noun === undefined || noun.length < 3) return false;
  // The other tool is of the same family: its name shares a word with this one's that is no verb (wasm, gallery); hooks_init's
  // `template` (minimal, standard, full) is not a gallery template.
  const family = new Set(splitWords(own.name ?? '').filter((word) => word.length >= 3 && !NAME_VERBS.has(word)));
  if (family.size === 0) return false;
  let pattern: RegExp | undefined;
  for (const tool of tools) {
    if (tool === own || typeof tool.description !== 'string' || !tool.description.includes('ustom')) continue;
    if (!splitWords(tool.name ?? '').some((word) => family.has(word))) continue;
    pattern ??= new RegExp(`\\b(?:adds?|imports?|registers?|creates?|uploads?|installs?)\\s+(?:an?\\s+|new\\s+|your\\s+)?(?:own\\s+)?custom\\s+(?:[\\w-]+\\s+){0,2}?${escapeRegExp(noun)}s?\\b`, 'i');
    if (pattern.test(tool.description.length > 2000 ? tool.description.slice(0, 2000) : tool.description)) return true;
  }
  return false;
}

/** Verbs and words of any tool's name, which tie no two tools to one family. */
const NAME_VERBS: ReadonlySet<string> = new Set(['add', 'get', 'set', 'list', 'create', 'update', 'delete', 'remove', 'import', 'export', 'search', 'find', 'run', 'new', 'custom', 'init', 'load', 'save', 'show', 'read', 'write', 'mcp', 'tool', 'tools', 'api']);

function toolContext(properties: readonly PropertyVisit[], toolDescription: string | undefined, acrossTools?: ToolContext['acrossTools'], toolName?: string): ToolContext {
  const fieldNames = new Set<string>();
  const enums = new Map<string, Array<{ field: string; values: string[] }>>();
  for (const property of properties) {
    fieldNames.add(property.name);
    const schema = property.schema;
    if (!isObject(schema) || !Array.isArray(schema.enum)) continue;
    const values = schema.enum.filter((v): v is string => typeof v === 'string');
    if (values.length < 2) continue;
    const known = enums.get(property.name);
    if (known) known.push({ field: property.field, values });
    else enums.set(property.name, [{ field: property.field, values }]);
  }
  return { fieldNames, enums, toolDescription, toolName, acrossTools };
}

/** One tool's string enum (or listed set) of a field, as another tool's field is compared with it. */
interface ToolEnum {
  readonly tool: string;
  readonly field: string;
  readonly values: readonly string[];
  readonly listed?: true;
}

/**
 * Per subject of a tool name and field (`learning\u0000category`), each tool's string enum of that field; and per
 * distinctive input name (`\u0001channel_type`: distinctiveName), each tool's string enum of an input so named.
 */
type SubjectEnums = ReadonlyMap<string, readonly ToolEnum[]>;

/**
 * The string enums of the file's input fields, by the subject of their tool's name (toolSubject)
 * and the field: undefined when no tool declares one (most files: nothing to look up).
 */
function enumsBySubject(tools: readonly ToolModel[]): SubjectEnums | undefined {
  let enums: Map<string, ToolEnum[]> | undefined;
  const add = (key: string, entry: ToolEnum): void => {
    const known = (enums ??= new Map()).get(key);
    if (known) known.push(entry);
    else enums.set(key, [entry]);
  };
  for (const tool of tools) {
    const { subject, fields } = declared(tool);
    for (const { field, name, values, described, listed } of fields) {
      const entry = { tool: tool.name!, field, values, ...(listed ? { listed } : {}) };
      // Under the tool's thing, a listed set too: a list of the tasks' priorities given by task_create ("Task priority (low,
      // normal, high, critical)") is the set task_list's `priority` filters by (ruflo: the recall round of 2026-12-07).
      if (subject !== undefined) add(`${subject}\u0000${field}`, entry);
      if (listed) {
        add(describedKey(name, described!), entry);
        add(ANY_LISTED, entry);
        continue;
      }
      if (distinctiveName(name)) add(`\u0001${name}`, entry);
      else if (described !== undefined) add(describedKey(name, described), entry);
    }
  }
  return enums;
}

/**
 * An input name of two words or more (`channel_type`, `credentialScope`, `question_type`): on two tools of one
 * server it names the same setting, whatever the tools act on. One word (`type`, `status`, `category`) may
 * name another thing on each tool, and is matched only between tools on the same thing.
 */
function distinctiveName(name: string): boolean {
  const words = splitWords(name);
  return words.length >= 2 && !OWNER_BOUND_WORDS.has(words[0]);
}

/**
 * A field's description as two fields' are compared (lower case, one space, no closing period), when it says more
 * than the field's name: a name not bound to its owner (`backend`, `database`) described alike on two tools
 * ("Backend framework", "Database type") names the same setting, whatever the tools act on (round 40, re-reader R5:
 * better-fullstack's bfs_check_compatibility beside bfs_plan_project). A one-word description ("Status"), or one that
 * only names the parameter (contextstream's generated "Input parameter: category."), says no more than the name; an
 * `orderBy` described alike still orders each resource by its own fields (alibabacloud's list_applications).
 */
function comparableDescription(name: string, description: string | undefined): string | undefined {
  if (description === undefined || description.length > 200) return undefined;
  const nameWords = splitWords(name);
  if (OWNER_BOUND_WORDS.has(nameWords[0])) return undefined;
  const text = description.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase();
  if (!text.includes(' ')) return undefined;
  const saysMore = text.split(/[^\p{L}\p{N}]+/u).some((word) => word !== '' && !nameWords.includes(word) && !PARAMETER_WORDS.has(word));
  return saysMore ? text : undefined;
}

/**
 * Words that only say a description is about a parameter, or which of its values it is ("New status" of claude-flow's
 * task_update and claims_status: a task's status and a claim's, round 44, reader T5): nothing of what it belongs to.
 */
const PARAMETER_WORDS: ReadonlySet<string> = new Set(['input', 'parameter', 'param', 'argument', 'arg', 'field', 'value', 'option', 'the', 'a', 'an', 'for', 'of', 'this', 'new', 'current', 'updated', 'desired', 'target', 'initial']);

/** The key under which enumsBySubject also keeps every listed set: there is one to look up by a description alike. */
const ANY_LISTED = '\u0003';

function describedKey(name: string, described: string): string {
  return `\u0002${name}\u0000${described}`;
}

/**
 * First words of names whose values depend on what owns them, not on the server: an `orderBy` orders each
 * resource by its own fields (Google Cloud's list_alerts beside list_log_entries' "timestamp asc"), a
 * `contentType` or `mimeType` is a body's text/html or a file's MIME type, a `subCommand` is each command's.
 */
const OWNER_BOUND_WORDS: ReadonlySet<string> = new Set(['order', 'sort', 'group', 'content', 'mime', 'media', 'sub', 'file', 'data', 'text', 'parent', 'value', 'item', 'object', 'entity', 'record', 'field', 'input', 'output']);

/** An input field's string enum, and its description as fields' are compared (comparableDescription) when its name is not distinctive. */
interface DeclaredField {
  readonly field: string;
  readonly name: string;
  readonly values: readonly string[];
  readonly described?: string;
  /** The values are the set the field's descriptions list (its own, or its tool's), not an enum: read only by a field described alike. */
  readonly listed?: true;
}

/** What a tool declares that other tools' findings read: the subject of its name, and its input fields' string enums. */
interface Declared {
  readonly subject: string | undefined;
  readonly fields: ReadonlyArray<DeclaredField>;
  /** All of it as one string (the rule's toolSummary). */
  readonly summary: string;
}

/**
 * Kept per tool model (toolMemo): an edit re-reads only the edited tool's model, so on a keystroke
 * only that tool's schema is walked for what it declares.
 */
const DECLARES_NOTHING: Declared = { subject: undefined, fields: [], summary: '' };

const declared = toolMemo((tool): Declared => {
  let fields: DeclaredField[] | undefined;
  if (tool.name !== undefined) {
    const properties = allProperties(tool.inputSchema, tool.inputSchemaPath);
    let context: ToolContext | undefined;
    for (const property of properties) {
      const values = stringEnum(property.schema);
      if (!values) {
        const listed = listedSet(property, () => (context ??= toolContext(properties, tool.description)));
        if (listed) (fields ??= []).push(...listed);
        continue;
      }
      const described = distinctiveName(property.name) ? undefined : comparableDescription(property.name, fieldDescription(property.schema, property.root));
      (fields ??= []).push({ field: property.field, name: property.name, values, ...(described === undefined ? {} : { described }) });
    }
  }
  // The subject is read only of a tool that declares an enum (most declare none).
  if (!fields) return DECLARES_NOTHING;
  const subject = toolSubject(tool.name);
  // Without a subject, only what distinctive names, or names described alike, declare is read by other tools.
  const read = subject !== undefined ? fields : fields.filter(({ name, described }) => described !== undefined || distinctiveName(name));
  return read.length > 0 ? new DeclaredEnums(tool.name!, subject, read) : DECLARES_NOTHING;
});

/**
 * A set a field's descriptions list (its own or its tool's: enumCandidate, with no other tool read), kept for the
 * same field of another tool described alike, under its description and under the words before the list: signoz's
 * get_services `period`, "Time period (5m, 15m, 30m, 1h, …)", beside four tools' "Time period" (round 41, re-reader
 * R26); square's make_api_request `service`, whose tool lists the services, beside get_service_info's, described
 * the same (R33). Read only for a description alike (comparableDescription), whatever the name.
 */
function listedSet(property: PropertyVisit, contextOf: () => ToolContext): DeclaredField[] | undefined {
  // The field's own description, read without walking its schema; only one with a list's shape (most have none, and
  // reading each for a set costs the 1,000-tool bench file 4 ms a lint: "The ticket id, e.g. TKT-1234.").
  const description = isObject(property.schema) ? property.schema.description : undefined;
  if (typeof description !== 'string' || description.length > 200 || !LIST_SHAPE.test(description)) return undefined;
  const described = comparableDescription(property.name, description);
  if (described === undefined) return undefined;
  const candidate = enumCandidate(property, contextOf());
  if (!candidate || !offersValues(candidate)) return undefined;
  const entry = { field: property.field, name: property.name, values: candidate.values!, listed: true as const };
  const stem = LIST_AFTER_STEM.exec(description.trim())?.[1];
  const shorter = stem === undefined ? undefined : comparableDescription(property.name, stem);
  // "Filter by category" says only that the field filters: another tool's category may be of other things (an
  // orchestrator's kbSearch lists the knowledge base's categories; its listSkillDefinitions filters skills).
  const keys = [described, shorter].filter((key, at, all): key is string => key !== undefined && all.indexOf(key) === at && !onlyFilters(property.name, key));
  return keys.length > 0 ? keys.map((key) => ({ ...entry, described: key })) : undefined;
}

/** Whether a description, as compared, says no more than that the field filters by its name ("filter by category"). */
function onlyFilters(name: string, described: string): boolean {
  const nameWords = splitWords(name);
  return described.split(/[^\p{L}\p{N}]+/u).every((word) => word === '' || nameWords.includes(word) || PARAMETER_WORDS.has(word) || FILTER_WORDS.has(word));
}
const FILTER_WORDS: ReadonlySet<string> = new Set(['filter', 'filters', 'filtered', 'filtering', 'by', 'optional', 'optionally', 'to', 'on', 'specific']);

/**
 * Values separated in parentheses ("(5m, 15m, 30m)", "(e.g., 'catalog', 'payments')"), after a colon ("Time period: 5m, 1h"),
 * or after "one of" ("Can be one of 'default_task' or 'milestone'", Asana's create and update task `resource_subtype`, the set
 * its search filters by: the third held-out round of 2026-12-07).
 */
const LIST_SHAPE = /\([^()]*[,|/\u3001\uff0c][^()]*\)|:\s[^.:]*[,|/]|\b[Oo]ne of\s[^.]*(?:,|\bor\b)/;

/** The words before a list that closes a description, in parentheses or after a colon ("Time period (5m, 15m, …)", "Time period: 5m, 1h"). */
const LIST_AFTER_STEM = /^([^():\n]{3,80}?)\s*(?:\([^()]*\)\.?|:\s[^]*)$/;

/** What a tool that declares string enums declares; its summary written only when an edit asks for it. */
class DeclaredEnums implements Declared {
  private written: string | undefined;
  constructor(
    private readonly name: string,
    readonly subject: string | undefined,
    readonly fields: ReadonlyArray<DeclaredField>,
  ) {}

  get summary(): string {
    return (this.written ??= JSON.stringify([this.name, this.subject, this.fields]));
  }
}

/** The enum of a string schema, or of its items': two values or more, every one a string. */
function stringEnum(schema: unknown): string[] | undefined {
  if (!isObject(schema)) return undefined;
  const list = Array.isArray(schema.enum) ? schema.enum : isObject(schema.items) && Array.isArray(schema.items.enum) ? schema.items.enum : undefined;
  return list && list.length >= 2 && list.every((value) => typeof value === 'string') ? (list as string[]) : undefined;
}

/**
 * The same field of another tool on the same thing (its name's subject: `get_standards` and
 * `set_standard`), with an enum, when every such tool that has one agrees on its values: the
 * create or store tool declares the set, the list or get tool takes it as a free string.
 * Not for a field whose description says its set is open ("etc.", "custom objects").
 */
function sameFieldOfSubject(property: PropertyVisit, context: ToolContext, description: string | undefined): { name: string; subject?: string; values: string[]; field?: string; described?: boolean; listed?: boolean } | undefined {
  const across = context.acrossTools;
  if (!across || saysOpenSet(description)) return undefined;
  const others = ofTheSameSubject(property, across) ?? ofTheSameName(property, across) ?? ofTheContainedThing(property, across);
  if (!others) return undefined;
  const [first] = others.entries;
  if (!others.entries.every((other) => sameValues(other.values, first.values))) return undefined;
  // A description that names another tool of the file says where the values come from (comfyui's enqueue_workflow
  // `template`, "a bundled pack directory name (list_packs action:"list") or a custom-node-contributed \u2026 name").
  if (description !== undefined && namesAnotherTool(description, across.tools, [across.tool, first.tool])) return undefined;
  if (description !== undefined && examplesOutside(description, first.values)) return undefined;
  return {
    name: first.tool,
    ...(others.subject === undefined ? {} : { subject: others.subject }),
    values: [...first.values],
    ...(others.field === undefined ? {} : { field: others.field }),
    ...(others.described ? { described: true } : {}),
    ...(first.listed ? { listed: true } : {}),
  };
}

type AcrossTools = NonNullable<ToolContext['acrossTools']>;
interface OtherEnums {
  readonly entries: readonly ToolEnum[];
  readonly subject?: string;
  /** The other tools' field, when not the property's own (a singular of its plural, or a field elsewhere of the same name). */
  readonly field?: string;
  /** Matched by a name that is not distinctive and the same description (comparableDescription). */
  readonly described?: boolean;
}

/**
 * The singular of a string field's plural name, when its description names the one (sendgrid's list_templates
 * `generations`, "Filter by template generation (legacy or dynamic)", beside create_template's `generation` enum:
 * round 42, re-reader S4): the values of several, joined in one string, or of one.
 */
function singularNamedInDescription(property: PropertyVisit): string | undefined {
  const one = singularField(property.field);
  if (one === undefined) return undefined;
  const description = fieldDescription(property.schema, property.root);
  const word = splitWords(one).at(-1);
  return description !== undefined && word !== undefined && new RegExp(`\\b${word}\\b`, 'i').test(description) ? one : undefined;
}

/** The same field, or its singular, of the other tools on the same thing that declare its enum. */
function ofTheSameSubject(property: PropertyVisit, across: AcrossTools): OtherEnums | undefined {
  if (across.subject === undefined) return undefined;
  const same = across.enums.get(`${across.subject}\u0000${property.field}`);
  const field = same !== undefined ? undefined : acceptsKind(property.schema, property.root, ValueKind.Array) ? singularField(property.field) : singularNamedInDescription(property);
  const entries = (same ?? (field === undefined ? undefined : across.enums.get(`${across.subject}\u0000${field}`)))?.filter((other) => other.tool !== across.tool);
  return entries && entries.length > 0 ? { entries, subject: across.subject, ...(field === undefined ? {} : { field }) } : undefined;
}

/**
 * A field one level inside a filter of the tool's own thing, or inside a list or map named for a thing (recall round of
 * 2026-12-07): agent-orchestrator's get_messages `filter.type`, beside send_message's `type` enum; apply_initialization's
 * `facts[].category` and `standards[].enforcement`, beside store_project_fact's `category` and set_standard's
 * `enforcement`; metabase-ai-assistant's parametric_dashboard_create `filters.type`, beside mb_dashboard_add_filter's `type`.
 * A filter (`filter`, `filters`, `criteria`) reads the tool's own subject; a plural container reads the tools whose
 * subject ends in its singular. Only when no tool declares the field itself.
 */
function ofTheContainedThing(property: PropertyVisit, across: AcrossTools): OtherEnums | undefined {
  const match = CONTAINED_FIELD.exec(property.field);
  if (!match) return undefined;
  const [, container, inner] = match;
  const last = splitWords(container).at(-1) ?? '';
  if (FILTER_CONTAINERS.has(last) && across.subject !== undefined) {
    const entries = across.enums.get(`${across.subject}\u0000${inner}`)?.filter((other) => other.tool !== across.tool);
    if (entries && entries.length > 0) return { entries, subject: across.subject, field: inner };
  }
  const thing = singular(last);
  if (thing === last) return undefined;
  const entries: ToolEnum[] = [];
  let subject: string | undefined;
  for (const [keySubject, found] of bySubjectOfField(across.enums).get(inner) ?? []) {
    if (keySubject !== thing && !keySubject.endsWith(` ${thing}`)) continue;
    subject ??= keySubject;
    for (const other of found) if (other.tool !== across.tool) entries.push(other);
  }
  return entries.length > 0 ? { entries, subject: subject!, field: inner } : undefined;
}

/** The file's enums by field, each with its tools' subject: read once per lint, however many contained fields ask. */
const fieldIndexes = new WeakMap<SubjectEnums, Map<string, Array<[string, readonly ToolEnum[]]>>>();
function bySubjectOfField(enums: SubjectEnums): Map<string, Array<[string, readonly ToolEnum[]]>> {
  let index = fieldIndexes.get(enums);
  if (index) return index;
  index = new Map();
  for (const [key, found] of enums) {
    const cut = key.indexOf('\u0000');
    if (cut <= 0) continue;
    const field = key.slice(cut + 1);
    const known = index.get(field);
    if (known) known.push([key.slice(0, cut), found]);
    else index.set(field, [[key.slice(0, cut), found]]);
  }
  fieldIndexes.set(enums, index);
  return index;
}

/** `filter.type`, `facts[].category`: one container, then the field. */
const CONTAINED_FIELD = /^([A-Za-z][\w-]*?)(?:\[\])?\.([A-Za-z][\w-]*)$/;
const FILTER_CONTAINERS: ReadonlySet<string> = new Set(['filter', 'filters', 'criteria']);

/**
 * An input of a distinctive name that other tools of the server declare with an enum, whatever they act on (round 36,
 * reader Z: Metabase's mb_pulse_create `channels[].channel_type` beside mb_alert_create's enum [email, slack];
 * round 37: Inkeep's `request.body.credentialScope` beside the third-party servers' tools' [project, user]).
 */
function ofTheSameName(property: PropertyVisit, across: AcrossTools): OtherEnums | undefined {
  const distinctive = distinctiveName(property.name);
  let entries = distinctive ? across.enums.get(`\u0001${property.name}`)?.filter((other) => other.tool !== across.tool) : undefined;
  let described: string | undefined;
  // A set another tool's descriptions list is kept under the description alike, whatever the name (listedSet).
  if ((!entries || entries.length === 0) && (!distinctive || across.enums.has(ANY_LISTED))) {
    described = comparableDescription(property.name, fieldDescription(property.schema, property.root));
    if (described === undefined) return undefined;
    entries = across.enums.get(describedKey(property.name, described))?.filter((other) => other.tool !== across.tool);
  }
  // A list of them described as the one is, in the plural (memory-keeper's context_timeline `categories`, "Filter by
  // categories", beside context_search_all's `category` enum, "Filter by category": round 41, re-reader R22).
  if ((!entries || entries.length === 0) && described !== undefined && acceptsKind(property.schema, property.root, ValueKind.Array)) {
    const one = singularField(property.name);
    const plural = property.name.toLowerCase();
    if (one !== undefined && described.includes(plural)) {
      entries = across.enums.get(describedKey(one, described.split(plural).join(one.toLowerCase())))?.filter((other) => other.tool !== across.tool);
    }
  }
  if (!entries || entries.length === 0) return undefined;
  const field = entries[0].field;
  return { entries, ...(field === property.field ? {} : { field }), ...(described === undefined ? {} : { described: true }) };
}

/**
 * A list's field named in the plural, in the singular: memory-keeper's context_summarize `categories`
 * (a list of strings, "Filter by specific categories") takes the values of context_save's `category`;
 * `statuses` \u2192 `status`. Only the last word changes, and only a plural one.
 */
function singularField(field: string): string | undefined {
  const last = lastLowerCaseWord(field);
  if (last === undefined) return undefined;
  const lower = last.toLowerCase();
  const one = singular(lower);
  if (one === lower) return undefined;
  return field.slice(0, field.length - last.length) + (last === lower ? one : one.charAt(0).toUpperCase() + one.slice(1));
}

/**
 * The word a field ends with, lower-case letters after at most one capital (`statuses`, `Categories` of `itemCategories`),
 * as `/[A-Z]?[a-z]+$/` finds it, read back from the end: that pattern tried every start in a run of letters that ends
 * before the field does (a 100,000-letter key then a `.type`: ten seconds a lint, found by the fuzzer).
 */
function lastLowerCaseWord(field: string): string | undefined {
  let start = field.length;
  while (start > 0 && isLowerCaseLetter(field.charCodeAt(start - 1))) start--;
  if (start === field.length) return undefined;
  const before = field.charCodeAt(start - 1);
  return field.slice(start > 0 && before >= 65 && before <= 90 ? start - 1 : start);
}

const isLowerCaseLetter = (c: number): boolean => c >= 97 && c <= 122;

/** Whether a description names a tool of the file other than `except` (a name of four characters or more, whole). */
function namesAnotherTool(description: string, tools: readonly ToolModel[], except: ReadonlyArray<string | undefined>): boolean {
  for (const tool of tools) {
    const name = tool.name;
    if (name === undefined || name.length < 4 || except.includes(name)) continue;
    const at = description.indexOf(name);
    if (at >= 0 && !/[\w-]/.test(description.charAt(at - 1)) && !/[\w-]/.test(description.charAt(at + name.length))) return true;
  }
  return false;
}

/**
 * Whether a description gives, after "e.g." or "for example", a one-word example that is not among `values`: the
 * field takes values the other tool's enum would refuse (round 40, re-reader R4: sbox's start_manual_session
 * `browser_name`, "Browser name e.g. chrome, firefox, MicrosoftEdge." for a Selenium session, beside the Playwright
 * endpoint tool's chrome, chromium, firefox, webkit, msedge).
 */
function examplesOutside(description: string, values: readonly string[]): boolean {
  const clause = EXAMPLES_CLAUSE.exec(description)?.[1];
  if (clause === undefined) return false;
  const known = new Set(values.map((value) => value.toLowerCase()));
  return clause
    .split(/,|\bor\b|\band\b/)
    .map((part) => part.trim().replace(/^['"`]|['"`]$/g, ''))
    .some((example) => /^[\w-]{2,40}$/.test(example) && !known.has(example.toLowerCase()));
}

const EXAMPLES_CLAUSE = /\b(?:e\.g\.|eg\.|for example|for instance)[,:]?\s*([^.()\n;]{1,200})/i;

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

/**
 * The same field elsewhere in the tool: the same name in an object of the same kind, read from
 * the last word of the object's name (`updates[].op` and `batchUpdates[].op`; `request.method`
 * at any depth). A name alone is not enough: `script.type` (a MIME type) is not `auth.type`,
 * and `workspaceId.$eq` does not take the values of `visibility.$eq`.
 */
function sameFieldWithEnum(property: PropertyVisit, context: ToolContext): { field: string; values: string[] } | undefined {
  const parent = parentWord(property.field);
  // A name of two words or more names the same setting wherever it sits in the tool (x64dbg_breakpoints' `configure_batch`
  // `breakpoints[].hw_type` beside the `configure` branch's enum: round 41, re-reader R24), as it does across tools.
  const anywhere = distinctiveName(property.name);
  return context.enums.get(property.name)?.find((other) => other.field !== property.field && (anywhere || parentWord(other.field) === parent));
}

/**
 * The last word of the name of the object a field is in (`batchUpdates[].op` \u2192 updates), '' at the
 * root; past a container word, the word before it (MongoDB's atlas-streams-build: `connectionConfig`
 * \u2192 connection, `privateLinkConfig` \u2192 link, a schema registry's provider and a cloud's).
 */
function parentWord(field: string): string {
  const dot = Math.max(field.lastIndexOf('.'), field.lastIndexOf('[]'));
  if (dot < 0) return '';
  const parent = field.slice(0, dot).replace(/(?:\[\])+$/, '');
  // A version's numbers are no word of it: Cal.com's `DestinationCalendar_2024_06_14` is a calendar, not a "14" as
  // `InputIntegrationLocation_2024_06_14` is (round 42, re-reader S7).
  const words = splitWords(parent.slice(parent.lastIndexOf('.') + 1)).filter((word) => !/^\d+$/.test(word));
  const last = words[words.length - 1] ?? '';
  return CONTAINER_WORDS.has(last) && words.length > 1 ? words[words.length - 2] : last;
}

/** Words that name a container of fields, not a kind of object: `connectionConfig`, `createOptions`. */
const CONTAINER_WORDS: ReadonlySet<string> = new Set(['config', 'configuration', 'options', 'settings', 'params', 'parameters', 'data', 'body', 'input', 'spec', 'payload', 'props']);

/** "status tag", "status label", "free-form status": a status written as words of the caller's choosing. */
const FREE_TAG = /\bstatus\s+(?:tag|label|note|text|message)s?\b|\bfree[- ]?(?:form|text)\b/i;

/** "Base64-encoded image data", "base64 string": what the field holds is data, whatever formats it may be in. */
const ENCODED_DATA = /\bbase-?64[- ](?:encoded|string|data|content)\b/i;

/** Why a string input should have an enum, or undefined when there is no evidence (or it has one). */
export function enumCandidate(property: PropertyVisit, context: ToolContext): EnumCandidate | undefined {
  const { schema, root, name } = property;
  if (!holdsKind(schema, root, ValueKind.String)) return undefined;
  // A const, enum, pattern or format in any branch already constrains the value; a pattern that
  // only says which characters it takes ("^[a-zA-Z][a-zA-Z-]*$") does not close the set, and
  // leaves the field to the values its description lists (only those, each of which it admits).
  const patterns: string[] = [];
  if (someValueSchema(schema, root, true, closesString, patterns)) return undefined;
  const description = stringDescription(schema, root);
  // A field that also takes an identifier ("a lifecycle name (e.g., 'planned') or project status UUID") is open;
  // so is one that holds encoded data ("Base64-encoded image data (PNG, JPEG, GIF, or WebP)": the formats of the data).
  // Unless the tool's description calls it an enum field: its IDs are those of the set's values (Qase's "Severity label or
  // numeric ID", in "Enum fields (priority, severity, …) accept either a label … or the project's numeric ID").
  // Read at most once per field (both places that ask are rare: most descriptions take no identifier, most tools say no "enum").
  let calledByTool: string | undefined | null = null;
  const called = (): string | undefined => (calledByTool === null ? (calledByTool = enumFieldCalledByTool(name, context.toolDescription)) : calledByTool);
  if ((takesIdentifier(description) && called() === undefined) || (description !== undefined && ENCODED_DATA.test(description))) return undefined;
  // The field's own list comes first: a same-named field's enum may be of another kind of object.
  const listed = valuesListedIn(description, context.fieldNames, name);
  // A status the description calls a tag, a label or a note, with examples ("Optional status tag (e.g. \"stable\",
  // \"in-progress\")", lm-assist's cluster_describe: the second held-out round of 2026-12-07), is words the caller writes.
  if (listed?.examples && description !== undefined && FREE_TAG.test(description)) return undefined;
  if (listed && listsOwnValues(listed, property, context, description) && admitted(listed.values, patterns))
    return { values: listed.values, cue: listed.cue, ...(listed.examples ? { exampleOf: statusLikeWord(name) } : {}), ...(listed.nullable ? { nullable: true } : {}), ...(listed.boolean ? { boolean: true } : {}) };
  if (patterns.length > 0) return undefined;
  const word = closedSetWord(name, description);
  if (word) {
    const quoted = quotedSortValues(description);
    return quoted ? { word, values: quoted, cue: 'the values it quotes' } : { word };
  }
  const roles = chatRoleExamples(name, description);
  if (roles) return { values: roles, cue: 'examples', chatRoles: true };
  const known = knownSet(name, description, context) ?? protocolSet(property, description);
  if (known) return { values: known.values, known: known.set };
  const sibling = sameFieldWithEnum(property, context);
  if (sibling) return { values: sibling.values, sibling: sibling.field };
  const inTool = description === undefined ? valuesInToolDescription(name, context.toolDescription) : undefined;
  if (inTool) return { values: inTool.values, cue: inTool.cue };
  // A list of its own the description gives, though not read as the set, speaks for the field rather than another tool's enum;
  // examples that are all values of that enum are some of that set (uidb's list_patterns `category`, "Filter by category
  // (e.g., 'forms', 'feedback', 'layout')", beside submit_pattern's enum of six).
  const other = listed && !listed.examples ? undefined : sameFieldOfSubject(property, context, description);
  if (other && (!listed || listed.values.every((value) => other.values.includes(value))))
    return { values: other.values, siblingTool: { name: other.name, subject: other.subject, ...(other.field === undefined ? {} : { field: other.field }), ...(other.described ? { described: true } : {}), ...(other.listed ? { listed: true } : {}) } };
  // So are examples that are all of a set the tool's description lists under a label naming the field
  // ("Categories: interaction, form, layout, …" for uidb's list_components `category`, "e.g., 'form', 'layout'").
  if (listed?.examples) {
    const set = setInToolDescription(name, description, context.toolDescription);
    if (set && listed.values.every((value) => set.values.includes(value))) return { values: set.values, cue: set.cue };
  }
  // So is a field described only as a filter by its name ("Optional filter by category", mcp-arr's trash_list_custom_formats
  // `category`), whose tool lists the set under a label naming it ("Can filter by category: hdr, audio, resolution, …": the
  // recall round of 2026-12-07), and one whose description sends the agent to the tool's description for its values ("Key
  // of preset to retrieve. See tool description for available keys.", TradingView's get_preset `preset_name`, its tool
  // listing "Available presets:" line by line: the fifth held-out round of 2026-12-07).
  // (Read only for a short description that says "filter", or one that says "see tool description": most descriptions say
  // more, and this runs on every string field.)
  const onlyAFilter = (text: string): boolean => text.length < 80 && FILTER_SAID.test(text) && onlyFilters(name, text.toLowerCase());
  if (!listed && description !== undefined && (onlyAFilter(description) || SEE_TOOL_DESCRIPTION.test(description))) {
    const set = setInToolDescription(name, description, context.toolDescription);
    if (set) return { values: set.values, cue: set.cue };
  }
  // A field the tool's description calls one of its enum fields ("Enum fields (priority, severity, type, layer, behavior,
  // automation, is_flaky) accept either a label … or the project's numeric ID", Qase's qase_case_upsert: the same round), with
  // no values to offer: the agent cannot tell which labels exist.
  const calledEnum = listed ? undefined : called();
  return calledEnum !== undefined ? { calledEnum } : undefined;
}

/**
 * Whether a string schema closes its values: an enum, a const, a format, or a pattern that says
 * more than which characters to use. A pattern that is only character classes, each repeated
 * ("^[a-zA-Z][a-zA-Z-]*$", "^\\w+$"), is gathered in `patterns` instead.
 */
function closesString(node: Record<string, unknown>, patterns: string[]): boolean {
  if (!constrainsString(node)) return false;
  if ('enum' in node || 'const' in node || 'format' in node) return true;
  if (typeof node.pattern !== 'string' || !CHARACTERS_ONLY.test(node.pattern)) return true;
  patterns.push(node.pattern);
  return false;
}

/**
 * A pattern of character classes only: anchored, one to three classes (a bracket of letters,
 * digits, `_`, `-`, or \\w, \\d) each with an optional quantifier, and no literal text, group or
 * alternative. (Three at most: run on values of up to 64 characters, it stays cheap.)
 */
const CHARACTERS_ONLY = /^\^(?:(?:\[[A-Za-z0-9_\\-]{1,40}\]|\\[wd])(?:[*+?]|\{\d{1,3}(?:,\d{0,3})?\})?){1,3}\$$/;

/** Whether every value matches each of the field's character patterns (a value that does not is not one of its values). */
function admitted(values: readonly string[], patterns: readonly string[]): boolean {
  for (const pattern of patterns) {
    let test: RegExp;
    try {
      test = new RegExp(pattern);
    } catch {
      return false;
    }
    if (!values.every((value) => test.test(value))) return false;
  }
  return true;
}

/** Whether one of `values`, quoted, is followed by "(default)" in the description. */
function marksQuotedDefault(description: string | undefined, values: readonly string[]): boolean {
  if (description === undefined) return false;
  return values.some((value) => ['"', "'", '`'].some((quote) => description.includes(`${quote}${value}${quote} (default)`)));
}

/** A cue that names headers ("Supported headers"), and a description that says the field holds whole header lines. */
const HEADERS_CUE = /\bheaders?\b/i;
const HEADER_LINES = /\bheaders?\s+lines?\b|\b(?:an?|one|the)\s+(?:HTTP\s+)?header\s+or\s+(?:a\s+)?list\s+of\b/i;

/** An object of metadata the caller makes up: it takes any member, and its description calls it custom or free metadata. */
function isCallersMetadata(owner: Record<string, unknown>): boolean {
  return owner.additionalProperties !== undefined && owner.additionalProperties !== false && typeof owner.description === 'string' && CALLERS_METADATA.test(owner.description);
}

const CALLERS_METADATA = /\b(?:custom|arbitrary|user[- ]defined|free[- ]form|optional|additional|extra)\s+(?:key[- ]value\s+)?(?:metadata|attributes|properties|tags|labels)\b/i;

/**
 * Whether a list the description gives is the field's own set. Examples are evidence only for
 * a status-like name. A comma list with no cue is none for a free-text field (Apify's `keywords`:
 * "platform names (Instagram, Twitter, TikTok)" are things to type), and a list in parentheses
 * none for an identifier (monday's `block_id`: "text-content blocks (text, code, list_item,
 * title, quote)" says which blocks), nor when its values are another field's enum (monday's
 * `ids`: "matches the query type (ids/object_ids/workspace_ids)", the values of `type`).
 */
function listsOwnValues(listed: ListedValues, property: PropertyVisit, context: ToolContext, description: string | undefined): boolean {
  const { name } = property;
  // Examples of a name ("Input action name (e.g., \"move_left\", \"jump\")", Godot's configure_input_map
  // `action`) are names the user makes up, not a set, whatever the field's name.
  if (listed.examples) return isStatusLikeName(name) && !(description !== undefined && EXAMPLES_OF_A_NAME.test(description));
  // The headers a field of whole header lines may carry (Cloudinary's upload-asset `headers`, "An HTTP header or a list of
  // headers lines … Supported headers: Link, Authorization, X-Robots-Tag": the seventh held-out round of 2026-12-07) name
  // each line's part before its colon; a line is that name and a value, and an enum of the names would refuse it.
  if (HEADERS_CUE.test(listed.cue) && description !== undefined && HEADER_LINES.test(description)) return false;
  // One unquoted constant ("currently only LISTING is supported") is a value of a field that takes
  // a kind or a setting, not of free text or an identifier, whose constraints it states.
  if (listed.unquotedSingle && (namesFreeText(name) || namesIdentifier(name))) return false;
  // Unless the list marks one of its quoted values as the default: Godot's classdb_query `query`, "What to return: "all"
  // (default), "properties", "methods", or "signals"" (round 41): a choice among them, whatever the field's name.
  if ((listed.commaList || listed.unnamed) && namesFreeText(name) && !marksQuotedDefault(description, listed.values)) return false;
  // An identifier's description says what the thing it names must be ("manually-collected
  // transactions must be `billed` or `past_due`", Paddle's transactionId; draw.io's `cell_id`, "The
  // cell can be either vertex or edge"), not what the id is.
  // Nor what an id is matched against ("Filter by document ID (matches either doc1 or doc2)", a
  // comparison's two sides: ocr-provenance's ocr_comparison_list `document_id`).
  if (namesIdentifier(name) && (listed.condition || /^either$/i.test(listed.cue))) return false;
  // Nor the forms an identifier is written in ("GA4 property ID … Accepts "123456789" or "properties/123456789".",
  // mcp-google-analytics' `propertyId` on thirteen tools: round 42, re-reader S11), nor an example id (a long number).
  if (namesIdentifier(name) && (/^accepts?$/i.test(listed.cue) || listed.values.some((value) => /^\d{5,}$/.test(value)))) return false;
  // Nor which calls need it ("VPC peering connection ID. Required for 'accept-peering' and 'reject-peering'.",
  // MongoDB's atlas-streams-manage `peeringId`: values of its `action`).
  if (namesIdentifier(name) && description !== undefined && NEEDED_FOR.test(description)) return false;
  // Nor a location's: the kinds of file a path or a URL points to ("Absolute path to a source image (png/jpg/jpeg/webp)",
  // comfyui's train_prepare_dataset `items[].path`) say what it may hold, not what it is.
  if (listed.inParentheses && namesALocation(name)) return false;
  // Nor a statement's: the kinds of statement a SQL field takes ("SQL query (INSERT, UPDATE, DELETE)", a
  // MySQL server's execute `sql`; "Mutating SQL (INSERT/UPDATE/DELETE/MERGE/DDL)", an MSSQL server's
  // execute_write_query `query`) say what the statement may do; the field holds the whole statement.
  if (namesAStatement(name) && listed.values.every((value) => SQL_KEYWORDS.has(value.toUpperCase()))) return false;
  // Nor a member of metadata the caller makes up: cipher's `memoryMetadata.environment`, "Environment (dev, staging, prod)",
  // in an object "Custom metadata to attach to created memories" that takes any member (round 48, re-reader Z2): labels
  // the caller attaches, shown by examples.
  if (listed.inParentheses && isCallersMetadata(property.owner)) return false;
  return !((listed.inParentheses || listed.unnamed) && (namesIdentifier(name) || isAnotherFieldsEnum(listed.values, context)));
}

/**
 * A chat message's role, given by examples that are all roles of one ("Role of the message (e.g., system,
 * user, assistant)": Perplexity's perplexity_ask `messages[].role`): every chat API fixes the set, so the
 * examples are some of a closed set, as a status's are. Not any `role` (a team role, "e.g. admin, editor").
 */
function chatRoleExamples(name: string, description: string | undefined): string[] | undefined {
  if (description === undefined || splitWords(name).at(-1) !== 'role') return undefined;
  const examples = EXAMPLES_IN_PARENTHESES.exec(description.length > 4000 ? description.slice(0, 4000) : description)?.[1];
  const values = examples?.split(/\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/).map((value) => value.replace(/^["'`]|["'`.]$/g, ''));
  return values && values.length >= 2 && values.every((value) => CHAT_ROLES.has(value.toLowerCase())) ? values : undefined;
}
const EXAMPLES_IN_PARENTHESES = /\((?:e\.g\.?|eg|for example|such as)[,:]?\s*([^()]{3,80})\)/i;
const CHAT_ROLES: ReadonlySet<string> = new Set(['system', 'user', 'assistant', 'tool', 'function', 'developer', 'model']);

/**
 * A set an API fixes, for a field named as that API names it (recall round of 2026-12-07: a blind labeller and an
 * adjudicator counted these as enum candidates, as the labelled corpus counts azure-devops' `queryOrder`):
 * - an HTTP request's method, a `method` (`httpMethod`, `requestMethod`) whose description says HTTP ("HTTP method to use
 *   (default: GET)", conway-terminal's x402_fetch; "Filter by HTTP method (GET, POST, PUT, DELETE, etc.)", ExecBro's
 *   get_network_requests): RFC 9110's methods and PATCH (RFC 5789), less CONNECT and TRACE, which no tool sends;
 * - the Google Sheets API's `valueInputOption`, `valueRenderOption`, `dateTimeRenderOption`, `majorDimension` and
 *   `insertDataOption`, in a tool about sheets, and Microsoft Graph's `conflictBehavior`, in a tool about OneDrive,
 *   SharePoint or a drive (roberto-mcp's google_sheets_* and onedrive_* tools pass them through undescribed).
 * A description that lists values of its own is read first (valuesListedIn).
 */
function knownSet(name: string, description: string | undefined, context: ToolContext): { set: string; values: string[] } | undefined {
  if (HTTP_METHOD_NAME.test(name)) return description !== undefined && HTTP_METHOD_SAID.test(description) ? { set: 'an HTTP method', values: HTTP_METHODS } : undefined;
  // The names end so; the key is built only for one that does (this runs on every string field).
  if (!API_SET_ENDING.test(name)) return undefined;
  const api = API_SETS.get(name.replace(/[_-]/g, '').toLowerCase());
  if (api === undefined) return undefined;
  const about = `${context.toolName ?? ''} ${context.toolDescription?.slice(0, 2000) ?? ''}`;
  return api.tool.test(about) ? { set: api.set, values: api.values } : undefined;
}

/**
 * A set a protocol fixes, read from the shape of the object that holds the field (the third held-out round of 2026-12-07,
 * LaunchDarkly's tools: an adjudicator counted both, as the labelled corpus counts azure-devops' `updates[].op`):
 * - an undescribed `op` beside a `path`, in an object of nothing but `op`, `path`, `value` and `from`: a JSON Patch
 *   operation (RFC 6902: add, remove, replace, move, copy, test), its update-feature-flag `patch[].op`;
 * - an undescribed `role` beside a `content`, in the items of a list of messages: a chat message's role (system, user,
 *   assistant), its create-ai-config `messages[].role`.
 */
function protocolSet(property: PropertyVisit, description: string | undefined): { set: string; values: string[] } | undefined {
  if (description !== undefined) return undefined;
  const request = httpRequestPart(property);
  if (request !== undefined) return request;
  // Asked only of Docker's member names: this runs on every undescribed string field.
  const swarm = SWARM_SET_MEMBERS.has(property.name) ? swarmSet(property) : undefined;
  if (swarm !== undefined) return swarm;
  if (property.name !== 'op' && property.name !== 'role') return undefined;
  const members = isObject(property.owner.properties) ? Object.keys(property.owner.properties) : [];
  if (property.name === 'op')
    return members.includes('path') && members.every((member) => JSON_PATCH_MEMBERS.has(member)) ? { set: 'a JSON Patch operation (RFC 6902)', values: JSON_PATCH_OPS } : undefined;
  return members.includes('content') && MESSAGE_LISTS.has(parentWord(property.field)) ? { set: "a chat message's role", values: ['system', 'user', 'assistant'] } : undefined;
}

/**
 * An undescribed member of a Docker service setting that Docker fixes the values of, in an object spelt as Docker's Engine API
 * spells it (engine/heuristics/dockerSwarm.ts): a restart policy's `Condition`, an update or rollback config's
 * `FailureAction` and `Order` (Dokploy's application-update `restartPolicySwarm`, `updateConfigSwarm`, `rollbackConfigSwarm`:
 * the sixth held-out round of 2026-12-07).
 */
function swarmSet(property: PropertyVisit): { set: string; values: string[] } | undefined {
  const members = isObject(property.owner.properties) ? Object.keys(property.owner.properties) : [];
  const dot = property.field.lastIndexOf('.');
  const object = swarmObject(members, dot < 0 ? undefined : property.field.slice(0, dot));
  const values = object === undefined ? undefined : swarmValues(object, property.name);
  return values === undefined ? undefined : { set: `a Docker ${object}'s ${property.name}`, values: [...values] };
}

/**
 * An undescribed `<prefix>_method` or `<prefix>_scheme` beside a `<prefix>_path`, `_port`, `_host` or `_url`: the method or
 * the scheme of an HTTP request those siblings spell out (Coolify's application `health_check_method` and
 * `health_check_scheme`, beside `health_check_path`, `_port`, `_host`: the fourth held-out round of 2026-12-07).
 */
function httpRequestPart(property: PropertyVisit): { set: string; values: string[] } | undefined {
  // The name ends so; its words are split only for one that does (this runs on every undescribed string field).
  if (!REQUEST_PART_ENDING.test(property.name)) return undefined;
  const words = splitWords(property.name);
  const last = words.at(-1);
  if (words.length < 2 || (last !== 'method' && last !== 'scheme')) return undefined;
  const properties = property.owner.properties;
  if (!isObject(properties) || !requestPrefixes(properties).has(words.slice(0, -1).join(' '))) return undefined;
  return last === 'method' ? { set: 'an HTTP method', values: HTTP_METHODS } : { set: "an HTTP request's scheme", values: ['http', 'https'] };
}
const HTTP_REQUEST_PARTS: ReadonlySet<string> = new Set(['path', 'port', 'host', 'url', 'uri']);
const REQUEST_PART_ENDING = /(?:method|scheme)[^A-Za-z0-9]*$/i;

/** The prefixes of an object's `<prefix>_path`, `_port`, `_host`, `_url` members, read once per object (an object may hold thousands). */
const REQUEST_PREFIXES = new WeakMap<object, ReadonlySet<string>>();
function requestPrefixes(properties: Record<string, unknown>): ReadonlySet<string> {
  let prefixes = REQUEST_PREFIXES.get(properties);
  if (prefixes === undefined) {
    const found = new Set<string>();
    for (const member of Object.keys(properties)) {
      const words = splitWords(member);
      if (words.length >= 2 && HTTP_REQUEST_PARTS.has(words.at(-1)!)) found.add(words.slice(0, -1).join(' '));
    }
    REQUEST_PREFIXES.set(properties, (prefixes = found));
  }
  return prefixes;
}

const JSON_PATCH_MEMBERS: ReadonlySet<string> = new Set(['op', 'path', 'value', 'from']);
const JSON_PATCH_OPS = ['add', 'remove', 'replace', 'move', 'copy', 'test'];
const MESSAGE_LISTS: ReadonlySet<string> = new Set(['messages', 'message', 'conversation', 'history', 'chat']);

const SEE_TOOL_DESCRIPTION = /\bsee\s+(?:the\s+)?tool(?:'s)?\s+description\b/i;

/** The words of a tool's description that name a field among its enum fields ("Enum fields (priority, severity, …)"), or undefined. */
function enumFieldCalledByTool(name: string, toolDescription: string | undefined): string | undefined {
  if (!toolDescription || !/enum/i.test(toolDescription)) return undefined;
  const said = ENUM_FIELDS.exec(toolDescription.length > 8000 ? toolDescription.slice(0, 8000) : toolDescription);
  if (!said) return undefined;
  const names = (said[1] ?? said[2]).split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).map((each) => each.replace(/[`'"]/g, '').trim());
  return names.length >= 2 && names.includes(name) ? said[0] : undefined;
}
const ENUM_FIELDS = /\benum(?:erated)?\s+(?:fields|inputs|parameters|params)\s*(?:\(([^()\n]{1,300})\)|:\s*([^.\n;]{1,300}))/i;

const HTTP_METHOD_NAME = /^(?:(?:http|request)[_-]?)?method$/i;
const HTTP_METHOD_SAID = /\bHTTP\s+(?:request\s+)?(?:methods?|verbs?)\b/i;
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const API_SET_ENDING = /(?:option|dimension|behavio[u]?r)$/i;
const FILTER_SAID = /filter/i;
const SHEETS_TOOL = /sheets?|spreadsheets?/i;
const API_SETS: ReadonlyMap<string, { set: string; values: string[]; tool: RegExp }> = new Map([
  ['valueinputoption', { set: "the Google Sheets API's valueInputOption", values: ['RAW', 'USER_ENTERED'], tool: SHEETS_TOOL }],
  ['valuerenderoption', { set: "the Google Sheets API's valueRenderOption", values: ['FORMATTED_VALUE', 'UNFORMATTED_VALUE', 'FORMULA'], tool: SHEETS_TOOL }],
  ['datetimerenderoption', { set: "the Google Sheets API's dateTimeRenderOption", values: ['SERIAL_NUMBER', 'FORMATTED_STRING'], tool: SHEETS_TOOL }],
  ['majordimension', { set: "the Google Sheets API's majorDimension", values: ['ROWS', 'COLUMNS'], tool: SHEETS_TOOL }],
  ['insertdataoption', { set: "the Google Sheets API's insertDataOption", values: ['OVERWRITE', 'INSERT_ROWS'], tool: SHEETS_TOOL }],
  ['conflictbehavior', { set: "Microsoft Graph's conflictBehavior", values: ['fail', 'replace', 'rename'], tool: /onedrive|sharepoint|graph|drive/i }],
]);

/** A name whose last word says it holds a statement: `sql`, `query`, `statement`. */
const namesAStatement = (name: string): boolean => STATEMENT_NAMES.has(splitWords(name).at(-1) ?? '');
const STATEMENT_NAMES: ReadonlySet<string> = new Set(['sql', 'query', 'queries', 'statement', 'statements']);
/** The keywords that open an SQL statement, and the names of their kinds. */
const SQL_KEYWORDS: ReadonlySet<string> = new Set([
  'SELECT', 'INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'REPLACE', 'CREATE', 'ALTER', 'DROP', 'TRUNCATE', 'GRANT', 'REVOKE', 'WITH', 'DDL', 'DML', 'DCL',
]);
/** A name whose last word is a location: `path`, `filePath`, `url`, `uri`, `file`, `filename`, `directory`, `folder` (not `dir`, a direction as often: `sort_dir`). */
const namesALocation = (name: string): boolean => LOCATION_WORDS.has(splitWords(name).at(-1) ?? '');
const LOCATION_WORDS: ReadonlySet<string> = new Set(['path', 'paths', 'filepath', 'url', 'urls', 'uri', 'uris', 'file', 'files', 'filename', 'directory', 'folder']);

/**
 * "Input action name (e.g., …)": the opening sentence calls the value a name and gives examples in
 * parentheses, or after a parenthesis or the sentence's end ("Mode names (first becomes default).
 * Example: ['Light', 'Dark']", figma-console's figma_setup_design_tokens `modes`). Not "Use internal
 * name such as 'not_automated', 'automated'" (BrowserStack's automation_status), the internal names of a set.
 * A key, slug or identifier so given is one too ("Action key (e.g., 'send_message' or 'find_row')": an action of
 * Zapier's open catalogue, its run-action and five more tools' `action`: round 43, reader T2).
 */
const EXAMPLES_OF_A_NAME = /^[^.(]{0,60}\b(?:names?|keys?|slugs?|identifiers?)\s*(?:\(\s*|\([^()]{0,60}\)\s*\.?\s*|\.\s+)(?:e\.g\.|for\s+example|such\s+as|examples?\s*:)/i;

/** An input's description saying which calls need it. */
const NEEDED_FOR = /\b(?:required|needed|used|only|valid)\s+(?:for|with|when)\b/i;

/**
 * Whether values are exactly the enum of a field of the tool (the field itself has none), or some
 * of the actions of its action input: "MCP name (set_override, remove_override, list_overrides,
 * export)" (slop-mcp's customize_tools `mcp`) names the actions that take it.
 */
function isAnotherFieldsEnum(values: readonly string[], context: ToolContext): boolean {
  for (const [name, fields] of context.enums) {
    const actions = ACTION_INPUT.test(name);
    if (fields.some((other) => (other.values.length === values.length || actions) && values.every((value) => other.values.includes(value)))) return true;
  }
  return false;
}

/** The descriptions of a field that speak of its string values: its own, and those of its string branches and items. */
function stringDescription(schema: unknown, root: unknown): string | undefined {
  const found: string[] = isObject(schema) && typeof schema.description === 'string' ? [schema.description] : [];
  someValueSchema(schema, root, true, collectStringDescription, found);
  return found.length ? found.join(' ') : undefined;
}

function collectStringDescription(node: Record<string, unknown>, found: string[]): boolean {
  const kinds = declaredKinds(node);
  // An object or number branch describes other values; a node that declares nothing may describe the field.
  if (typeof node.description === 'string' && (kinds === 0 || (kinds & ValueKind.String) !== 0) && !found.includes(node.description)) found.push(node.description);
  return false;
}

/**
 * The sort values a description quotes (Codacy's `direction`, "Sort direction (ascending or
 * descending). Use 'desc' to see highest values first, 'asc' for lowest values first."), in the
 * order given: the enum to write, rather than the words that explain them. Two at least.
 */
const QUOTED_SORT_VALUE = /[`'"](asc|desc|ascending|descending|ASC|DESC|Asc|Desc)[`'"]/g;

function quotedSortValues(description: string | undefined): string[] | undefined {
  if (description === undefined || !description.includes('sc')) return undefined;
  const values: string[] = [];
  QUOTED_SORT_VALUE.lastIndex = 0;
  for (let match = QUOTED_SORT_VALUE.exec(description); match; match = QUOTED_SORT_VALUE.exec(description)) if (!values.includes(match[1])) values.push(match[1]);
  return values.length >= 2 ? values : undefined;
}

/** "List of categories to filter the patterns by, separated by commas": several values in one string. */
const COMMA_SEPARATED = /\b(?:separated\s+by\s+(?:a\s+)?commas?|comma[-\s](?:separated|delimited))\b/i;

/**
 * How the field joins several of its values in one string, where an enum of single values would refuse every
 * combination: its description says they are comma-separated (Codacy's `categories`), or its default joins two or more
 * of them by `|`, `,` or `+` ("div|split|earn", yahoo-finance's get_chart `events`: round 44, reader T6).
 */
function joinedValues(property: PropertyVisit, values: readonly string[]): 'commas' | 'default' | undefined {
  const description = stringDescription(property.schema, property.root);
  if (description !== undefined && COMMA_SEPARATED.test(description)) return 'commas';
  const value = isObject(property.schema) ? property.schema.default : undefined;
  if (typeof value !== 'string' || value.length > 400) return undefined;
  const parts = value.split(JOINED_BY);
  return parts.length >= 2 && parts.every((part) => values.includes(part)) ? 'default' : undefined;
}

const JOINED_BY = /\s*[|,+]\s*/;

function evidenceText(candidate: EnumCandidate): string {
  const values = candidate.values?.join(', ');
  if (candidate.word && values) return `its name ends in "${candidate.word}", and its description quotes the values ${values}`;
  if (candidate.sibling) return `"${candidate.sibling}" of the same tool takes one of ${values}`;
  // A set another tool's descriptions list, not an enum it declares, is said so, whichever way the tool was found.
  const listedBy = candidate.siblingTool?.listed ? `, as the descriptions of ${candidate.siblingTool.name} list them` : '';
  if (candidate.siblingTool && candidate.siblingTool.subject === undefined)
    return `${candidate.siblingTool.field === undefined ? 'the same input' : `"${candidate.siblingTool.field}"`} of ${candidate.siblingTool.name}${candidate.siblingTool.described ? ', described alike,' : ''} takes one of ${values}${listedBy}`;
  if (candidate.siblingTool?.field !== undefined) return `"${candidate.siblingTool.field}" of ${candidate.siblingTool.name}, a tool on the same ${candidate.siblingTool.subject}, takes one of ${values}${listedBy}`;
  if (candidate.siblingTool) return `the same input of ${candidate.siblingTool.name}, a tool on the same ${candidate.siblingTool.subject}, takes one of ${values}${listedBy}`;
  if (candidate.known) return `it is ${candidate.known}, which takes one of ${values}`;
  if (candidate.calledEnum) return `its tool's description calls it an enum field ("${candidate.calledEnum.length > 80 ? `${candidate.calledEnum.slice(0, 80)}\u2026` : candidate.calledEnum}"), whose values it does not list`;
  if (candidate.cue === 'examples' && candidate.chatRoles) return `it is a chat message's role, whose values every chat API fixes, and its description gives ${values}`;
  // "its name says it is a status or kind" was said of an `action` too (a Docker server's docker-network: round 61, reader r2).
  if (candidate.cue === 'examples') return `its name ends in "${candidate.exampleOf ?? 'status'}", which takes one of a few values in most tools, and its description gives ${values} as examples`;
  if (candidate.cue?.startsWith("the tool's")) return `${candidate.cue} ${values}`;
  if (candidate.values?.length === 1) return `its description names its only value (${candidate.cue}: ${values})`;
  if (candidate.values) return `its description lists its values (${candidate.cue}: ${values}${candidate.nullable ? ', or null' : ''})`;
  return `its name ends in "${candidate.word}", and ${withArticle(candidate.word ?? '')} takes one of a few values (ascending or descending)`;
}

function remedy(candidate: EnumCandidate, property: PropertyVisit): string {
  const values = offersValues(candidate) ? candidate.values : undefined;
  // Several values joined in one string: an enum would refuse every combination.
  const joined = values && joinedValues(property, values);
  if (joined === 'commas') return `Make it an array of them ("type": "array", "items": { "enum": ${JSON.stringify(values)} }) instead of one comma-separated string.`;
  // An enum without the field's own default would refuse the call that leaves it out.
  const own = isObject(property.schema) ? property.schema.default : undefined;
  if (joined === 'default') return `Make it an array of them ("type": "array", "items": { "enum": ${JSON.stringify(values)} }) instead of one string that joins them, as its default ${JSON.stringify(own)} does.`;
  if (values && typeof own === 'string' && !values.includes(own)) return `Add an enum of the accepted values: ${JSON.stringify(values)}, and its default ${JSON.stringify(own)} if that is one.`;
  if (values?.length === 1) return `Add "const": ${JSON.stringify(values[0])}.`;
  // "(true/false)": the two words of a boolean. A boolean is the type that says so; a server that
  // reads the text may keep the string, with the two words as its enum.
  if (values && candidate.boolean) return `Make it a boolean ("type": "boolean"), or, if the server reads the text, add "enum": ${JSON.stringify(values)}.`;
  // Another tool's set: the same values if the field takes them, on both tools when neither declares it.
  if (candidate.siblingTool?.listed && candidate.values) return `If it takes the same values, add "enum": ${JSON.stringify(candidate.values)} here and to ${candidate.siblingTool.name}'s.`;
  if (candidate.siblingTool && candidate.values) return `If it takes the same values, add "enum": ${JSON.stringify(candidate.values)}, as ${candidate.siblingTool.name} does.`;
  // "\u2026, or null": null stays accepted only if the type admits it, and the enum lists it.
  if (values && candidate.nullable && !admitsNull(property)) return `Add "enum": ${JSON.stringify([...values, null])} and make the type ["string", "null"], since it also takes null.`;
  if (values) return `Add "enum": ${JSON.stringify(values)}.`;
  return 'Add an enum of the accepted values.';
}

/** Whether the field's declared type admits null. */
function admitsNull(property: PropertyVisit): boolean {
  return isObject(property.schema) && (declaredKinds(property.schema) & ValueKind.Null) !== 0;
}

/**
 * Whether the values read are the whole set, to write as the enum: not a same-named field's
 * (its case or meaning may differ), nor examples ("e.g. A4, Letter": Playwright takes more).
 */
function offersValues(candidate: EnumCandidate): boolean {
  return candidate.values !== undefined && candidate.sibling === undefined && candidate.siblingTool === undefined && candidate.cue !== 'examples';
}

/**
 * Where the enum goes: the property itself when it declares a string type (with null added
 * to the enum when the type admits null), else its first string branch of anyOf/oneOf, or
 * its items. A string behind a `$ref` is shared, and is not edited from one field.
 */
function stringSchemaPath(schema: Record<string, unknown>, path: JsonPath, depth = 0): { path: JsonPath; nullable: boolean } | undefined {
  const kinds = declaredKinds(schema);
  if (kinds & ValueKind.String) return '$ref' in schema ? undefined : { path, nullable: (kinds & ValueKind.Null) !== 0 };
  if (depth >= 3) return undefined;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (let i = 0; i < branches.length; i++) {
      const branch: unknown = branches[i];
      if (!isObject(branch)) continue;
      const found = stringSchemaPath(branch, path.concat(keyword, i), depth + 1);
      if (found) return found;
    }
  }
  if (isObject(schema.items)) return stringSchemaPath(schema.items, path.concat('items'), depth + 1);
  return undefined;
}
