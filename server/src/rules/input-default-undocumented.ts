import { fromPointer, isObject, valueAt, type JsonPath } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import { documentDefault } from '../engine/fixes/schemaEdits';
import { defaultSentence, defaultText, describesContextLines, escapeRegExp, execPattern, explainsOmission, isZeroValueDefault, mentionsDefault, doesNothing, SENTENCE_BREAK, shortened, statedDefault, statedUnboundedDefault } from '../engine/heuristics/descriptions';
import { valuesListedIn } from '../engine/heuristics/closedSetWords';
import { describesPageNumber, isPageSizeName } from '../engine/heuristics/pagination';
import { splitWords } from '../engine/heuristics/words';
import { defineRule, type Report } from '../engine/rule';
import { allProperties, fieldDescription, someValueSchema, valueSchemaWithKeyword } from '../engine/schemaWalk';
import { deepEqual } from '../versioning/canonical';

/**
 * A default the agent cannot see is a behaviour it cannot plan for. The zero value of a type
 * (`false`, `[]`, `{}`, `""`, `null`, `0` for an offset or a count) is what an agent assumes
 * anyway, and is not reported.
 */
export default defineRule({
  meta: {
    id: 'input-default-undocumented',
    severity: 'info',
    description: "An input's default is not mentioned in its description.",
    layer: 'input',
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const root = tool.inputSchema;
      // A definition two fields refer to carries one default: reported once, where it is.
      let seen: Set<object> | undefined; // made at the first default reported: most tools report none
      // The findings of this tool, reported at its end: one field repeated in a union's branches is one finding.
      let pending: Map<string, Pending> | undefined;
      for (const property of allProperties(root, tool.inputSchemaPath)) {
        // A required input's default never applies: the agent always sends the value, so there is nothing to tell it.
        if (property.required) continue;
        const carrier = valueSchemaWithKeyword(property, root, tool.inputSchemaPath, 'default');
        if (!carrier || seen?.has(carrier.node)) continue;
        const value = carrier.node.default;
        if (onlyValue(carrier.node) || onlyValue(property.schema)) continue; // a const: leaving it out changes nothing
        const description = fieldDescription(property.schema, root);
        // A deprecated input's default tells the agent nothing (Figma Console's useConsoleFallback, "DEPRECATED — has no effect.").
        if (doesNothing(property.schema, description)) continue;
        // A description that names another default misleads, whatever the value (a zero one included).
        const other = contradictingDefault(description, value);
        const mentioned = mentionsDefault(description, value);
        // Named only as one item of a value list in brackets or parentheses: the message says which.
        const listedOnly = mentioned ? onlyInValueList(description, value) : undefined;
        // Named only as one of the numbered options it glosses ("1=main sections, 2=subsections"): the message says so.
        // The field's enum, read once (it may walk the field's branches) and only when the value is named at all.
        const catalogue = mentioned && !listedOnly ? (enumOf(carrier.node, root) ?? enumOf(property.schema, root)) : undefined;
        const glossedOnly = mentioned && !listedOnly && onlyGlossedOption(description, value, catalogue);
        // Named only among examples ("Start of time range (e.g., \"-30d\", \"-3m\")", default "-30d"): the message says so.
        const exampleOnly = mentioned && !listedOnly && !glossedOnly && onlyAmongExamples(description, value);
        const named = mentioned && !listedOnly && !glossedOnly && !exampleOnly && !onlyListedAmongValues(description, value, catalogue ?? listedValues(description, property.name));
        if (other === undefined && (isZeroValueDefault(value, property.name) || (value === 0 && isZeroOneFlag(carrier.node)) || (value === 1 && describesPageNumber(description)) || (value === 0 && describesContextLines(description)) || named || statesSameDefault(description, value))) continue;
        if (other === undefined && markedInEnumOrder(description, value, enumOf(carrier.node, root) ?? enumOf(property.schema, root))) continue;
        if (other === undefined && toolStatesDefault(tool.description, property.name, value, description)) continue;
        // A flag on by default whose description says how to turn it off ("Return only rendered elements. Set false to include
        // display:none and off-screen nodes", tauri's webview_find_element `visibleOnly`: round 41, re-reader R22): true is what it gets.
        if (other === undefined && value === true && description !== undefined && TURNED_OFF_BY.test(description) && !TURNED_ON_BY.test(description) && !toolTurnsOn(tool.description, property.name)) continue;
        if (other === undefined && glossStatedByTool(tool.description, description, value)) continue;
        // An object's default made of its members' own defaults (obsidian-mcp's remove-tags `options`): each member's
        // default is stated, or reported, where the member is; the whole says nothing more.
        if (other === undefined && membersCarryDefault(carrier.node, value)) continue;
        // An object's or a list's default, which no description quotes, explained as what is used when the value is left out
        // ("Optional parent - if not provided, will use NOTION_PAGE_ID as parent page": a Notion server's `parent`, round 61,
        // reader g4): stated in the words that matter to the agent.
        if (other === undefined && typeof value === 'object' && value !== null && explainsOmission(description)) continue;
        // An input the tool's description says the service ignores ("`pageSize` et `page` sont ignor\u00e9s par l'API",
        // BoondManager's calendars search; "has no effect"): its default changes nothing, and stating it would mislead.
        if (toolSaysIgnored(tool.description, property.name)) continue;
        // An optional bonus, tip or fee whose default is 0: none of it, what any agent assumes.
        if (other === undefined && value === 0 && noneByDefault(property.name, description)) continue;
        (seen ??= new Set()).add(carrier.node);
        const sentence = defaultSentence(value);
        const where = carrier.node === property.schema ? 'has a default' : 'has a default through its $ref or a branch';
        const path = carrier.path.concat('default');
        const key = `${branchless(path)}\u0000${JSON.stringify(value)}\u0000${description ?? ''}\u0000${other ?? ''}`;
        // A secret's default (BNB Chain's privateKey, filled from the operator's environment) is never quoted back: the remedy is to take it out.
        const secret = typeof value === 'string' && value !== '' && holdsSecret(property.name);
        const message = (branches: string): string =>
          secret
            ? `"${property.field}" in ${toolLabel(tool)}'s input ${where}${branches}, and its name says it holds a secret: a schema's default goes to every client that lists the tools, and stating it in the description would publish it again. Take the default out of the schema and let the server read the secret from its own configuration.`
            : other !== undefined
            ? `"${property.field}" in ${toolLabel(tool)}'s input ${where}${branches} of ${defaultText(value)}, but its description says the default is ${other}: an agent that leaves the value out cannot tell which it gets. Make the two agree.`
            : listedOnly
            ? `"${property.field}" in ${toolLabel(tool)}'s input ${where}${branches}, and its description names ${defaultText(value)} only as one item of the values it lists in ${listedOnly}, not as the one used when the value is left out: an agent that leaves the value out should know what it gets, without reading the schema's keywords. End the description with: ${sentence}`
            : exampleOnly
            ? `"${property.field}" in ${toolLabel(tool)}'s input ${where}${branches}, and its description names ${defaultText(value)} only among the examples it gives after "${exampleOnly}", not as the one used when the value is left out: an agent that leaves the value out should know what it gets, without reading the schema's keywords. End the description with: ${sentence}`
            : glossedOnly
            ? `"${property.field}" in ${toolLabel(tool)}'s input ${where}${branches}, and its description names ${defaultText(value)} only as one of the options it explains ("${glossedOnly}\u2026"), not as the one used when the value is left out: an agent that leaves the value out should know what it gets, without reading the schema's keywords. End the description with: ${sentence}`
            : `"${property.field}" in ${toolLabel(tool)}'s input ${where}${branches}, and its description ${describedAs(property.schema, root)}: an agent that leaves the value out should know what it gets, without reading the schema's keywords. End the description with: ${sentence}`;
        const same = pending?.get(key);
        if (same) same.others.push(path);
        else (pending ??= new Map()).set(key, { path, message, others: [] });
      }
      if (pending) for (const entry of pending.values()) report(reportOf(entry));
    }
  },
  fix({ finding, document }) {
    const propertyPath = finding.path.slice(0, -1);
    const schema = valueAt(document.value, propertyPath);
    if (!isObject(schema) || !('default' in schema)) return [];
    // Writing a secret's value into its description would publish it a second time: no fix.
    const name = propertyPath[propertyPath.length - 1];
    if (typeof name === 'string' && typeof schema.default === 'string' && schema.default !== '' && holdsSecret(name)) return [];
    // Which of two stated defaults is right is the author's call: no edit can know.
    if (contradictingDefault(typeof schema.description === 'string' ? schema.description : undefined, schema.default) !== undefined) return [];
    const sentence = defaultSentence(schema.default);
    const title = typeof schema.description === 'string' && schema.description.trim() !== ''
      ? `Document the default: end the description with: ${sentence}`
      : `Document the default: add the description: ${sentence}`;
    // The same field in the union's other branches (the related locations) gets the same sentence.
    const others: [JsonPath, Record<string, unknown>][] = [];
    for (const related of finding.related ?? []) {
      const otherPath = fromPointer(related.pointer, document.value).slice(0, -1);
      const other = valueAt(document.value, otherPath);
      if (isObject(other) && 'default' in other) others.push([otherPath, other]);
    }
    // Prose only: the contract's behaviour does not change, and there is nothing to choose.
    return [
      {
        title,
        kind: 'safe',
        preferred: true,
        write: (editor) => {
          documentDefault(editor, propertyPath, schema, schema.default);
          for (const [otherPath, other] of others) documentDefault(editor, otherPath, other, other.default);
        },
      },
    ];
  },
});

/** "Set false to include …", "Pass false to list only …": the flag is on unless turned off. */
const TURNED_OFF_BY = /\b(?:set|pass|use)\s+(?:it\s+|this\s+)?(?:to\s+)?[`'"]?false[`'"]?\s+to\s+\w/i;
/**
 * Whether the tool's description tells the agent to send the flag as true ("pass include_dns=true to list them",
 * universal-netlist's list_components, whose `include_dns` defaults to true: round 41, re-reader R27): then it reads
 * as off unless sent, and the default of true is worth stating.
 */
function toolTurnsOn(toolDescription: string | undefined, name: string): boolean {
  if (toolDescription === undefined) return false;
  return [`${name}=true`, `${name}: true`, `${name} to true`, `${name}: \`true\``].some((said) => toolDescription.includes(said));
}

/** "Set to true to archive (delete) a block. Set to false to un-archive" (Notion's `archived`): both ways told, neither the default. */
const TURNED_ON_BY = /\b(?:set|pass|use)\s+(?:it\s+|this\s+)?(?:to\s+)?[`'"]?true[`'"]?\s+to\s+\w/i;

const SECRET_WORDS: ReadonlySet<string> = new Set(['password', 'passwd', 'passphrase', 'secret', 'mnemonic', 'credential', 'credentials', 'pat']);
const KEY_OWNERS: ReadonlySet<string> = new Set(['private', 'api', 'access', 'secret', 'signing', 'encryption']);
/** Last words that name something about a secret, not the secret: its scope, kind, name, id, where it is kept, when it expires. */
const ABOUT_A_SECRET: ReadonlySet<string> = new Set([
  'scope', 'scopes', 'type', 'types', 'kind', 'id', 'ids', 'name', 'names', 'label', 'ref', 'reference', 'provider', 'store', 'source',
  'path', 'file', 'location', 'env', 'variable', 'var', 'mode', 'policy', 'format', 'length', 'count', 'expiry', 'expiration', 'ttl', 'required', 'enabled',
]);
const NOT_SECRET_TOKEN: ReadonlySet<string> = new Set(['page', 'next', 'continuation', 'cursor', 'sync', 'max', 'count', 'limit', 'csrf']);

/**
 * A name that says its value is a secret: a password, passphrase, mnemonic, credential; a private,
 * API, access or signing key (`privateKey`, `api_key`); a token that is no page token or count
 * (`accessToken`, `token`; not `pageToken`, `max_tokens`).
 */
function holdsSecret(name: string): boolean {
  if (name.length > 64) return false;
  const words = splitWords(name);
  // What is said about a secret is no secret: Inkeep's `credentialScope` (project or user), `secretName`, `private_key_path`.
  if (words.length > 1 && ABOUT_A_SECRET.has(words[words.length - 1])) return false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (SECRET_WORDS.has(word)) return true;
    if (word === 'key' && i > 0 && KEY_OWNERS.has(words[i - 1])) return true;
    if ((word === 'token' || word === 'apikey') && !words.some((other) => NOT_SECRET_TOKEN.has(other))) return true;
  }
  return false;
}

/** A default to report, kept until the tool's end: the same field's default in other branches of a union joins it. */
interface Pending {
  readonly path: JsonPath;
  readonly message: (branches: string) => string;
  readonly others: JsonPath[];
}

/**
 * One finding for a field that a union repeats in its branches with the same default and the
 * same description (Octocode's ghSearch queries: `pageSize`, default 30, "Results returned per
 * page.", in three `oneOf` branches), the other branches as related locations: one omission,
 * said once.
 */
function reportOf(entry: Pending): Report {
  if (entry.others.length === 0) return { path: entry.path, part: 'key', message: entry.message('') };
  return {
    path: entry.path,
    part: 'key',
    message: entry.message(` (the same in ${entry.others.length + 1} branches of a union)`),
    related: entry.others.map((path) => ({ path, part: 'key' as const, message: 'The same default and description, in another branch.' })),
  };
}

/** A path with the branch of each union it passes through left out: the same place in every branch. */
function branchless(path: JsonPath): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    parts.push(typeof segment === 'number' && (path[i - 1] === 'anyOf' || path[i - 1] === 'oneOf') ? '*' : String(segment));
  }
  return parts.join('/');
}

/**
 * Whether the tool's description states this input's default: a sentence that says "by default",
 * "defaults to", "default is/:", or a parenthesis that opens with "default" or the French "d\u00e9faut"
 * ("`pageSize` 1\u2013500 (d\u00e9faut 30)", BoondManager), "par d\u00e9faut", "d\u00e9faut :", and names the input (its name as a word, its words spaced or
 * hyphenated, `dry_run` as "dry run", or a word that begins with a name of five letters or more,
 * "backups" for `backup`), and, for a number or a string, names the value beside those words;
 * for `true`, the clause that says "by default" says nothing negative ("not", "off", "disabled").
 * mcp-ssh-manager's ssh_deploy, `options.backup` (default true): "By default it backs up any
 * existing target file before overwriting; backup can be disabled per call." A sentence that does
 * not name this input says nothing of its default.
 */
const SAYS_DEFAULT = /\bby\s+default\b|\bdefaults?\s+to\b|\bdefault\s+is\b|\bdefault:|\(\s*(?:default|d\u00e9faut)\b|,\s*default\s+(?=[\d"'`])|\bpar\s+d\u00e9faut\b|\bd\u00e9faut\s*:/i;
const NEGATION = /\b(?:not|no|never|off|false|without|disabled?|skips?|skipped)\b|n't\b/i;

/** "per page", "results", "page size": words that speak of what a page size sizes. */
const PAGE_WORDS = /\bper\s+page\b|\bpage\s+size\b|\bresults\b/i;

function toolStatesDefault(toolDescription: string | undefined, name: string, value: unknown, description: string | undefined): boolean {
  if (toolDescription === undefined) return false;
  if (typeof value === 'object' && value !== null) return itemStatesJsonDefault(toolDescription, name, value);
  if (typeof value !== 'number' && typeof value !== 'string' && value !== true) return false;
  if (value !== true && (itemStatesDefault(toolDescription, name, value) || chineseStatesDefault(toolDescription, name, value, description) || noArgumentsCall(toolDescription, name, value))) return true;
  if (!SAYS_DEFAULT.test(toolDescription)) return false;
  if (typeof value === 'string' && identifierDefaultStated(toolDescription, value)) return true;
  const words = splitWords(name);
  if (words.length === 0) return false;
  const spaced = words.join(' ');
  const hyphened = words.join('-');
  // A page size's default given where the tool's description speaks of pages or results ("pagination (1-100 per page,
  // default 25)": attio's list-workspace-members `pageSize`; "Returns max 100 results (default: 10)": its search_records
  // `limit`, round 59, re-reader s4): the one input of the call that sizes them.
  const pageSize = typeof value === 'number' && isPageSizeName(name);
  for (const sentence of defaultSentences(toolDescription)) {
    if (!namesInput(sentence, name, spaced, hyphened) && !(pageSize && PAGE_WORDS.test(sentence))) continue;
    if (value === true) {
      // "verify=true (default) returns … — false means nothing zoomed" (a mobile debugger's pinch): the
      // input, its true and "(default)" together say it, whatever the clause goes on to say of false.
      if (name.length <= 64 && execPattern(`\\b${escapeRegExp(name)}\\s*[=:]\\s*true\\s*\\(\\s*default\\s*\\)`, 'i', sentence) !== null) return true;
      const clause = sentence.split(';').find((part) => SAYS_DEFAULT.test(part));
      if (clause !== undefined && !NEGATION.test(clause)) return true;
    } else if (valueBesideDefault(sentence, value)) return true;
  }
  return false;
}

/**
 * A value spelled as an identifier (a hyphen, an underscore, a dot or a digit in it: a model's
 * name, a version; or a capital inside a word, camel case) that the tool's description gives right
 * after "defaults to" or "default is": deepseek-mcp-server's chat_completion, `model` (default
 * "deepseek-flash"), "Defaults to `deepseek-flash`."; claude-mobile's harmony_launch_ability, `ability`
 * (default "EntryAbility"), "Defaults to EntryAbility." (round 40, re-reader R7). Such a value names
 * what it is without naming the input; a plain word ("Defaults to json") may be any input's and is not enough.
 */
function identifierDefaultStated(toolDescription: string, value: string): boolean {
  if (value.length < 4 || !(/[-_.\d]/.test(value) || /[a-z][A-Z]/.test(value)) || !/[A-Za-z]/.test(value)) return false;
  return execPattern(`\\b(?:defaults?\\s+to|default\\s+is)\\s+[\`"']?${escapeRegExp(value)}[\`"']?(?![\\w-])`, 'i', toolDescription) !== null;
}

/**
 * A line of the tool's description led by the input's name, an argument list's item, that names
 * the value beside the word "default": clawnch's "Args:\n  - max_results (number, optional): 10-100,
 * default 10". The line is about that input alone, so "default 10" there is its default.
 */
const DEFAULT_WORD = /\bdefault\b/i;

function itemStatesDefault(toolDescription: string, name: string, value: unknown): boolean {
  if (!DEFAULT_WORD.test(toolDescription) || name.length > 64) return false;
  const lead = itemLead(name);
  for (const line of toolDescription.slice(0, 4000).split('\n')) {
    if (!DEFAULT_WORD.test(line) || !lead.test(line)) continue;
    for (const said of line.matchAll(DEFAULT_WORD_ALL)) {
      const end = said.index + said[0].length;
      // "default 10", "default: 10", "(default 10)"; or "'compact' (default)" with the value just before.
      if (mentionsDefault(line.slice(end, end + 24), value)) return true;
      if (line.charAt(said.index - 1) === '(' && mentionsDefault(line.slice(Math.max(0, said.index - 16), said.index - 1), value)) return true;
      // "default: configurable via 'fileReadLineLimit' setting, initially 1000" (desktop-commander's read_file
      // `length`): a configurable default, and its value until configured.
      const initially = INITIALLY.exec(line.slice(end, end + 120));
      if (initially !== null && mentionsDefault(line.slice(end + initially.index + initially[0].length, end + initially.index + initially[0].length + 24), value)) return true;
    }
  }
  return false;
}

const DEFAULT_WORD_ALL = /\bdefault\b/gi;
/** "initially 1000", "currently 20": a configurable default's value, after the word default. */
const INITIALLY = /\b(?:initially|currently|out of the box)\b\s*:?/i;

/** A line of an argument list led by the input's name: "- name (type): \u2026", "name: \u2026", "name \u2014 \u2026". */
function itemLead(name: string): RegExp {
  return new RegExp(`^\\s*(?:[-*\u2022]\\s*)?[\`'"]?${escapeRegExp(name)}[\`'"]?(?:\\s*\\(|\\s*[:=]|\\s[-\u2013\u2014]\\s)`, 'i');
}

/**
 * An object or a list default written out as JSON on the tool description's line for the input:
 * BugSnag's tools, "- filters (record<string, array>): Apply filters \u2026 (default:
 * {"event.since":[{"type":"eq","value":"30d"}], \u2026})". The same JSON, white space aside, right after
 * "default" (and a colon, an equals sign, "is" or "to"): the agent reads the whole value there.
 */
const WHITE_SPACE = /\s+/g;
const DEFAULT_LINK = /^\s*(?:is\b|to\b|[:=])?\s*/i;

function itemStatesJsonDefault(toolDescription: string, name: string, value: object): boolean {
  if (!DEFAULT_WORD.test(toolDescription) || name.length > 64) return false;
  const json = JSON.stringify(value);
  if (json.length > 2000) return false;
  const lead = itemLead(name);
  for (const line of toolDescription.slice(0, 8000).split('\n')) {
    if (!DEFAULT_WORD.test(line) || !lead.test(line)) continue;
    for (const said of line.matchAll(DEFAULT_WORD_ALL)) {
      const after = line.slice(said.index + said[0].length).replace(DEFAULT_LINK, '');
      if (after.slice(0, json.length * 2).replace(WHITE_SPACE, '').startsWith(json)) return true;
    }
  }
  return false;
}

/**
 * A line of the tool's description that says what a call with no arguments does and gives the
 * input its default there: opti's get_orchestration_samples, "No params / operation=\"get\": Shows
 * discovery catalog with all options" (`operation`, default "get"). The line puts the call without
 * arguments and the call with that value side by side: leaving the value out is stated. Read: "no
 * params", "no parameters", "no arguments", "without arguments", "with no args" on the line, and
 * `name=value` or `name: value` (the value quoted or not, a whole word) on the same line.
 */
const NO_ARGUMENTS = /\b(?:no|without(?: any)?)\s(?:params|parameters|arguments|args|inputs|options)\b/i;

function noArgumentsCall(toolDescription: string, name: string, value: unknown): boolean {
  if ((typeof value !== 'string' && typeof value !== 'number') || name.length > 64 || !NO_ARGUMENTS.test(toolDescription)) return false;
  const text = String(value);
  if (text === '' || text.length > 64) return false;
  const given = new RegExp(`(?:^|[^\\w$.-])${escapeRegExp(name)} ?[=:] ?[\`'"]?${escapeRegExp(text)}(?![\\w-])`, 'i');
  for (const line of toolDescription.slice(0, 4000).split('\n')) {
    if (NO_ARGUMENTS.test(line) && given.test(line)) return true;
  }
  return false;
}

/**
 * Chinese \u9ed8\u8ba4 (default) in the tool's description, the value right after it, and right
 * before it the input: by its name (stock-sdk's get_zt_pool, "type \u9ed8\u8ba4 zt"), or by the
 * label its own description gives it, the same two characters or more at their ends (`period`,
 * described "\u5386\u53f2 K \u7ebf\u5468\u671f", and "\u5468\u671f\u9ed8\u8ba4 daily" in the tool's description).
 */
const CHINESE_DEFAULT = /\u9ed8\u8ba4/g;
const CHINESE_DEFAULT_LINK = /^ ?(?:\u4e3a|\u662f)?[\uff1a:]? ?/;
const CJK_RUN_END = /[\u4e00-\u9fff]{2,12}$/;
const LABEL_END = /[\uff1a:\uff0c,\uff08(\u3002\uff1b;]/;

function chineseStatesDefault(toolDescription: string, name: string, value: unknown, description: string | undefined): boolean {
  if (!toolDescription.includes('\u9ed8\u8ba4')) return false;
  const text = toolDescription.slice(0, 4000);
  const token = String(value).toLowerCase();
  if (token === '') return false;
  const lowerName = name.toLowerCase();
  const label = description === undefined ? undefined : description.split(LABEL_END)[0].trim();
  for (const said of text.matchAll(CHINESE_DEFAULT)) {
    const after = text.slice(said.index + 2, said.index + 2 + 40).replace(CHINESE_DEFAULT_LINK, '').toLowerCase();
    if (!after.startsWith(token) || /[a-z0-9_]/.test(after.charAt(token.length))) continue;
    const before = text.slice(Math.max(0, said.index - 64), said.index).trimEnd();
    const lower = before.toLowerCase();
    if (lower.endsWith(lowerName) && !/[a-z0-9_]/.test(lower.charAt(lower.length - lowerName.length - 1))) return true;
    const run = CJK_RUN_END.exec(before)?.[0];
    if (run !== undefined && label !== undefined && label.length >= 2 && commonEnd(run, label) >= 2) return true;
  }
  return false;
}

function commonEnd(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

/**
 * An amount added on top, a bonus, a tip, an extra or a fee, described as optional, whose
 * default is 0: none of it (loopuman's post_social_contest `bonus_1st_usd`, "Bonus prize for
 * best post USD (optional)"). Both the word "optional" and the kind of amount are needed.
 */
const ADDED_AMOUNT = /\b(?:bonus(?:es)?|tips?|extras?|fees?|surcharges?|gratuity)\b/i;
const ADDED_AMOUNT_WORDS: ReadonlySet<string> = new Set(['bonus', 'tip', 'extra', 'fee', 'surcharge', 'gratuity']);
const SAYS_OPTIONAL = /\boptional\b/i;

function noneByDefault(name: string, description: string | undefined): boolean {
  if (description === undefined || !SAYS_OPTIONAL.test(description)) return false;
  return ADDED_AMOUNT.test(description) || (name.length <= 64 && splitWords(name).some((word) => ADDED_AMOUNT_WORDS.has(word)));
}

/**
 * Whether the value is named next to the words that say "default": just before them ("slim by
 * default") or in the few words after ("Defaults to slim", "(default: 2)"). A value further on is
 * named for something else: Miro's create_sticky_note, "By default, sticky notes are 199x228 and
 * available in these colors: gray, \u2026, yellow, \u2026" names no default colour.
 */
const SAYS_DEFAULT_ALL = new RegExp(SAYS_DEFAULT.source, 'gi');

function valueBesideDefault(sentence: string, value: unknown): boolean {
  for (const said of sentence.matchAll(SAYS_DEFAULT_ALL)) {
    const end = said.index + said[0].length;
    if (mentionsDefault(sentence.slice(Math.max(0, said.index - 24), said.index), value) || mentionsDefault(sentence.slice(end, end + 40), value)) return true;
  }
  return false;
}

/** The sentences of a tool's description that say "default", split once for all its inputs. */
let lastDescription: string | undefined;
let lastSentences: readonly string[] = [];

/**
 * A default the tool's description states by what the field's own description calls it: gdocs' readDocument, `format`
 * "Output format: 'text' (plain text), 'json' (…)", default "text", in a tool that "Returns plain text by default"
 * (round 40, re-reader R12). The value's gloss, in parentheses right after it, and a sentence of the tool's
 * description that says "by default" (or "defaults to") and holds the gloss.
 */
function glossStatedByTool(toolDescription: string | undefined, description: string | undefined, value: unknown): boolean {
  if (toolDescription === undefined || description === undefined || typeof value !== 'string' || value.length === 0 || value.length > 40) return false;
  if (!SAYS_DEFAULT.test(toolDescription) || !description.includes(value)) return false;
  const gloss = execPattern(`(?<![\\w-])['"\`]?${escapeRegExp(value)}['"\`]?\\s*\\(([^()]{3,40})\\)`, '', description)?.[1].trim().toLowerCase();
  if (gloss === undefined) return false;
  return defaultSentences(toolDescription).some((sentence) => sentence.toLowerCase().includes(gloss));
}

function defaultSentences(toolDescription: string): readonly string[] {
  if (toolDescription !== lastDescription) {
    lastDescription = toolDescription;
    lastSentences = toolDescription.slice(0, 4000).split(SENTENCE_BREAK).filter((sentence) => SAYS_DEFAULT.test(sentence));
  }
  return lastSentences;
}

function namesInput(sentence: string, name: string, spaced: string, hyphened: string): boolean {
  const lower = sentence.toLowerCase();
  for (const form of new Set([name.toLowerCase(), spaced, hyphened])) {
    let at = lower.indexOf(form);
    while (at >= 0) {
      const before = at === 0 ? '' : lower[at - 1];
      const after = lower.slice(at + form.length, at + form.length + 1);
      const prefixOk = !/[a-z0-9_]/.test(before);
      // A name of five letters or more also names the words it begins ("backups", "compression").
      const suffixOk = !/[a-z0-9_]/.test(after) || (form.length >= 5 && /[a-z]/.test(after));
      if (prefixOk && suffixOk) return true;
      at = lower.indexOf(form, at + 1);
    }
  }
  return false;
}

/** The other default a description names, when it names one that is not the schema's (a number or a boolean). */
function contradictingDefault(description: string | undefined, value: unknown): string | undefined {
  if (typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  // "Defaults to all comments." against 50: no number is all of them (0 may be how a schema says none or no limit).
  if (typeof value === 'number' && value > 0) {
    const unbounded = statedUnboundedDefault(description);
    if (unbounded !== undefined) return unbounded;
  }
  const stated = statedDefault(description);
  if (stated === undefined) return undefined;
  const same = typeof value === 'number' ? Number(stated) === value : stated.toLowerCase() === String(value);
  return same ? undefined : stated;
}

/**
 * Whether the description names the schema's default, a number or a boolean, in any of the
 * ways {@link statedDefault} reads: "Default true." (n8n's validate_workflow options), "default 20",
 * beside "Defaults to true" and "(default: true)".
 */
function statesSameDefault(description: string | undefined, value: unknown): boolean {
  if (typeof value !== 'number' && typeof value !== 'boolean') return false;
  return statedDefault(description) !== undefined && contradictingDefault(description, value) === undefined;
}

/**
 * Words that say what happens when the value is left out: "(default)", "Defaults to", French
 * "d\u00e9faut", Chinese \u9ed8\u8ba4, "if omitted", "unless specified otherwise", "when not set".
 */
const LEFT_OUT_WORDS = /\bdefaults?\b|\bd\u00e9faut\b|\bomit(?:ted)?\b|\bunless\b|\botherwise\b|\b(?:if|when)\s+(?:not|none|unset|absent|missing)\b|\u9ed8\u8ba4/i;
/**
 * "default" said of another value than the one left out: "90d - 90 days which is a default limit for free tier history"
 * (the Slack servers' conversations_history `limit`, default "1d" among the examples: round 51, re-readers AB3 and AC3).
 */
const DEFAULT_OF_ANOTHER = /\b(?:which|that)\s+is\s+(?:a|the)\s+default\s+[\w-]+\s+for\s+[\w-]+/gi;
/** A line that sets out one value: "- time: Data points are indexed by time", "\u2022 'apify' - Apify", "nearest = closest cell". */
const LINE_ITEM = /^\s*(?:[-*\u2022]\s*)?["'`]?([^\s"'`:=]+)["'`]?\s*(?::|=|\s[-\u2013\u2014]\s)/;

/**
 * The values a description lists for a field with no enum, as input-enum-candidate reads them ("Time filter: today, week,
 * month, all" for ssh_failed_connections' `period`, default "today"; "Device type: linux, cisco, cisco_xe, …", default
 * "linux": round 41, re-reader R22): the default named among them is one of the options, not the one left out gets.
 */
function listedValues(description: string | undefined, name: string): readonly string[] | undefined {
  const listed = valuesListedIn(description, undefined, name);
  // Only a bare comma list: a quoted or bracketed one is onlyInValueList's, which reads a default named outside it too.
  return listed && !listed.examples && listed.commaList ? listed.values : undefined;
}

/**
 * Whether the description names the default (a string, or a list of strings) only as one of the
 * options it sets out, with nothing said of what happens when the value is left out: a catalogue
 * of three values or more of the field's enum (Open-Meteo's cell_selection, "\"land\" prefers a
 * land grid cell, \"sea\" prefers a sea grid cell, \"nearest\" picks whichever grid cell is
 * closest"; Strava's stream `types`, all eleven "Available types"), or values set out one per line
 * (Strava's series_type, "- time: \u2026\n- distance: \u2026"). Naming a value there describes it;
 * it does not say it is the default. Two values named inline ("Sort entries by name or size") are
 * still read as stated.
 */
function onlyListedAmongValues(description: string | undefined, value: unknown, values: readonly unknown[] | undefined): boolean {
  if (description === undefined || values === undefined || LEFT_OUT_WORDS.test(description)) return false;
  const defaults = Array.isArray(value) ? value : [value];
  if (defaults.length === 0 || !defaults.every((item) => typeof item === 'string')) return false;
  const options = values.filter((option): option is string => typeof option === 'string');
  const others = options.filter((option) => !defaults.includes(option) && mentionsDefault(description, option));
  if (others.length === 0) return false;
  if (defaults.length + others.length >= 3) return true;
  // Values set out one per line, or one per clause between semicolons or sentences ("replace = canned response; tamper =
  // mutate the real one": ExecBro's network_mock `mode`; "RAW: values are stored as-is. USER_ENTERED: values are parsed
  // as if typed by a user.": gdocs' `valueInputOption`; round 40, re-readers R10 and R12): the default and another each open one.
  const items = new Set<string>();
  for (const line of description.split(/[\n;]|\.\s+/)) {
    const item = LINE_ITEM.exec(line);
    if (item) items.add(item[1].toLowerCase());
  }
  return defaults.every((item) => items.has(String(item).toLowerCase())) && others.some((option) => items.has(option.toLowerCase()));
}

/**
 * A list of values in square brackets, quoted strings or numbers between commas (minimax's
 * `emotion`, "Speech emotion, values: [\"happy\", \"sad\", \u2026]"; `channel`, "Audio channels,
 * values: [1, 2]"). One bracket at a time, at most 600 characters: linear.
 */
const BRACKET_LIST = /\[([^[\]]{1,600})\]|\(([^()]{1,300})\)/g;
const LIST_ITEM = /^\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`|(-?\d+(?:\.\d+)?))\s*$/;
/** An item of a list in parentheses, which need not be quoted: signoz's `period`, "Time period (5m, 15m, 30m, 1h, \u2026)". */
const PAREN_ITEM = /^\s*["'`]?([\w.:-]{1,30})["'`]?\s*$/;
const EXAMPLES_OPENING = /^\s*(?:e\.g\.?|eg\.?|i\.e\.?|ex\.?|for example|such as)\s*[:,]?/i;

/**
 * Whether the description names the default (a string or a number) only as one item of a value
 * list in square brackets, two items or more ("values: [\"pcm\", \"mp3\", \"flac\", \"wav\"]",
 * default "mp3"), with nothing said of what happens when the value is left out and the value
 * named nowhere else: a catalogue of what may be sent, as an enum's is (see
 * {@link onlyListedAmongValues}), says nothing of which one is sent for the agent. So does a list of
 * three or more in parentheses, quoted or not (signoz's get_services `period`, "Time period (5m, 15m,
 * 30m, 1h, 3h, \u2026)", default "1h"). A list that marks its default ("[\"mp3\" (default), \u2026]",
 * "default is 'auto'") states it.
 */
function onlyInValueList(description: string | undefined, value: unknown): 'brackets' | 'parentheses' | undefined {
  if (description === undefined || (typeof value !== 'string' && typeof value !== 'number') || (!description.includes('[') && !description.includes('('))) return undefined;
  if (LEFT_OUT_WORDS.test(description)) return undefined;
  const text = description.length > 4000 ? description.slice(0, 4000) : description;
  let listed: 'brackets' | 'parentheses' | undefined;
  let rest = '';
  let from = 0;
  for (const list of text.matchAll(BRACKET_LIST)) {
    // In parentheses, three items or more, each one plain word or quoted value ("(5m, 15m, 30m, 1h, \u2026)").
    const inParentheses = list[1] === undefined;
    const items = (list[1] ?? list[2]).split(',');
    // Examples in parentheses ("(e.g., 1m, 5m, 1h)") are onlyAmongExamples' to read.
    if (items.length < (inParentheses ? 3 : 2) || (inParentheses && EXAMPLES_OPENING.test(items[0]))) continue;
    const values: string[] = [];
    for (const item of items) {
      if (inParentheses) {
        const plain = PAREN_ITEM.exec(item);
        if (!plain) break;
        values.push(plain[1]);
        continue;
      }
      const parsed = LIST_ITEM.exec(item);
      if (!parsed) break;
      values.push(parsed[1] ?? parsed[2] ?? parsed[3] ?? parsed[4]);
    }
    // Not every item a quoted string or a number: prose in brackets, not a list of values.
    if (values.length !== items.length) continue;
    const found = typeof value === 'number' ? values.some((item) => item.trim() !== '' && Number(item) === value) : values.some((item) => item.toLowerCase() === value.toLowerCase());
    if (!found) continue;
    listed ??= inParentheses ? 'parentheses' : 'brackets';
    rest += text.slice(from, list.index);
    from = list.index + list[0].length;
  }
  if (listed === undefined) return undefined;
  // Named outside the list too ("mp3 is used unless \u2026"): read as stated, as before.
  return mentionsDefault(rest + text.slice(from), value) ? undefined : listed;
}

/**
 * Where examples start ("e.g.", "eg.", "for example", "for instance", "such as", "example:", "like" before a quoted
 * value: yahoo-finance's `period1`, "period like '1mo', '1y'", round 57, re-reader AH2) and where
 * a run of them ends: the bracket it opened in, else the sentence (a full stop before a space, a
 * semicolon, a new line). Bounded lengths, one pass each: linear.
 */
const EXAMPLES_START = /\b(?:e\.g\.|e\.g\b|eg\.|for example|for instance|such as|examples?:|like(?=\s+["'`]))/gi;
const SENTENCE_END = /\.(?:\s|$)|[;\n]/;

/**
 * Whether the description names the default (a string or a number) only among examples, with
 * nothing said of what happens when the value is left out and the value named nowhere else:
 * "Start of time range (e.g., \"-30d\", \"-3m\", \"last_month\")", default "-30d". An example
 * shows what may be sent, as a list of values does (see {@link onlyInValueList}); it does not say
 * which one is sent for the agent. "(e.g. \"-30d\", the default)" or "Omit for -30d" states it.
 * Returns the words that open the examples ("e.g."), for the message.
 */
function onlyAmongExamples(description: string | undefined, defaultValue: unknown): string | undefined {
  // A list of one value is named as that value (remember-mcp's remember_publish `spaces`, default ["the_void"],
  // "Spaces to publish to (e.g., [\"the_void\", \"dogs\"])": round 40, re-reader R8).
  const value = Array.isArray(defaultValue) && defaultValue.length === 1 ? defaultValue[0] : defaultValue;
  if (description === undefined || (typeof value !== 'string' && typeof value !== 'number') || LEFT_OUT_WORDS.test(description.replace(DEFAULT_OF_ANOTHER, ''))) return undefined;
  const text = description.length > 4000 ? description.slice(0, 4000) : description;
  let rest = '';
  let from = 0;
  let shown: string | undefined;
  for (const marker of text.matchAll(EXAMPLES_START)) {
    const start = marker.index;
    if (start < from) continue;
    const after = start + marker[0].length;
    // Inside a bracket opened before the marker, the examples run to its close; else to the sentence's end.
    const open = text.lastIndexOf('(', start);
    const inBracket = open >= from && text.lastIndexOf(')', start) < open;
    const tail = text.slice(after);
    const close = inBracket ? tail.indexOf(')') : tail.search(SENTENCE_END);
    const end = close < 0 ? text.length : after + close;
    const examples = text.slice(after, end);
    if (mentionsDefault(examples, value)) shown ??= marker[0];
    rest += text.slice(from, start);
    from = end;
  }
  if (shown === undefined) return undefined;
  // Named outside the examples too ("-30d is used unless \u2026"): read as stated, as before.
  return mentionsDefault(rest + text.slice(from), value) ? undefined : shown;
}

/**
 * A number set out with what it means, "1=main sections", "2: subsections", "3 \u2192 deep crawl"
 * (the number, then `=`, `:` or an arrow, then a word, in Japanese or Chinese too: Chatwork's
 * `need_acceptance`, "\u627f\u8a8d\u8981\u5426 (0: \u4e0d\u8981, 1: \u5fc5\u8981)"): one option of several, glossed. So are
 * "N means \u2026", "N\u8868\u793a\u2026" and "Pass N for \u2026" (bazi-mcp's getBaziDetail `eightCharProviderSect`,
 * "\u4f201\u8868\u793a\u2026\uff0c\u4f202\u8868\u793a\u2026": round 57, re-reader AH2).
 */
const GLOSSED_NUMBER =
  /(?<![\w.-])(?:(?:[Pp]ass|[Ss]et(?: it)?(?: to)?|[Uu]se|[Ss]end)\s+(-?\d{1,12}(?:\.\d{1,6})?)\s+for\s(?=[A-Za-z])|(-?\d{1,12}(?:\.\d{1,6})?) ?(?:(?:=|:|->|\u2192) ?(?=[A-Za-z\u00c0-\u024f\u3040-\u30ff\u4e00-\u9fff])|(?:\u8868\u793a|\u4ee3\u8868|means\b) ?(?=[\dA-Za-z\u00c0-\u024f\u3040-\u30ff\u4e00-\u9fff])))/g;

/**
 * How the description glosses the default ("2=", "2表示", "pass 2 for"), for the message, when it names the default,
 * a number, only as one of the numbered options it explains, two or more ("Crawling depth (1=main sections, 2=subsections, 3=deep crawl)", default
 * 2: metabase's web_explore_metabase_docs `depth`), with nothing said of what happens when the value
 * is left out and the number named nowhere else. As for a string enum's catalogue (see
 * {@link onlyListedAmongValues}), glossing a value says what it does, not that it is the default.
 * One glossed option is enough when the field's enum holds others: stock-sdk's get_minute_kline
 * `period`, enum "1" to "60", default "1", "分钟周期；1=当日分时" (round 40, re-reader R6). A default
 * written as a string of digits counts as its number. Undefined when it names it otherwise.
 */
function onlyGlossedOption(description: string | undefined, defaultValue: unknown, values: readonly unknown[] | undefined): string | undefined {
  const value = typeof defaultValue === 'string' && /^-?\d{1,12}$/.test(defaultValue) ? Number(defaultValue) : defaultValue;
  if (description === undefined || typeof value !== 'number' || LEFT_OUT_WORDS.test(description)) return undefined;
  const text = description.length > 4000 ? description.slice(0, 4000) : description;
  const options = new Set<number>();
  let rest = '';
  let from = 0;
  let said: string | undefined;
  for (const glossed of text.matchAll(GLOSSED_NUMBER)) {
    const number = glossed[1] ?? glossed[2];
    const option = Number(number);
    options.add(option);
    if (option !== value) continue;
    said ??= glossed[0].trim();
    const at = glossed.index + glossed[0].indexOf(number);
    rest += text.slice(from, at);
    from = at + number.length;
  }
  if (said === undefined || (options.size < 2 && (values === undefined || values.length < 2))) return undefined;
  // Named outside the options too ("2 is a good start"): read as stated, as before.
  return mentionsDefault(rest + text.slice(from), value) ? undefined : said;
}

/**
 * A flag written as a number, 0 or 1 (Chatwork's `self_unread`, "(0: \u3057\u306a\u3044, 1: \u3059\u308b)", minimum 0 and
 * maximum 1; or an enum of the two): its 0 is off, the zero value an agent assumes, as `false` is.
 */
function isZeroOneFlag(schema: Record<string, unknown>): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.length === 2 && schema.enum.includes(0) && schema.enum.includes(1);
  return schema.minimum === 0 && schema.maximum === 1 && (schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer')));
}

/**
 * A sentence of the tool's description that names the input and says it is ignored ("are ignored", "sont
 * ignor\u00e9s") or has no effect, with no condition ("ignored if url is provided" is a case, and so is a
 * parenthesis of one example, desktop-commander's "(length ignored)": both stay reported).
 */
const IGNORED = /\b(?:(?:is|are|will\s+be|sont|est)\s+(?:always\s+)?(?:ignored|ignor\u00e9e?s?)|ha(?:s|ve)\s+no\s+effect|sans\s+effet)\b/i;
const CONDITION = /\b(?:if|when|unless|si|quand|lorsque)\b/i;

function toolSaysIgnored(toolDescription: string | undefined, name: string): boolean {
  if (toolDescription === undefined || name.length > 64 || !toolDescription.includes(name) || !IGNORED.test(toolDescription)) return false;
  return toolDescription.slice(0, 8000).split(SENTENCE_BREAK).some((sentence) => sentence.includes(name) && IGNORED.test(sentence) && !CONDITION.test(sentence));
}

/**
 * The values a field's enum admits, or its items' for a list (Strava's `types`); else the first enum among the schemas
 * of its value, a branch's or its `$ref`'s target's and what they hold (yahoo-finance's get_quote_summary `modules`, an
 * anyOf of a list of modules and "all": round 55, re-reader AF3).
 */
function enumOf(schema: unknown, root: unknown): readonly unknown[] | undefined {
  if (!isObject(schema)) return undefined;
  if (Array.isArray(schema.enum)) return schema.enum;
  if (isObject(schema.items) && Array.isArray(schema.items.enum)) return schema.items.enum;
  let found: readonly unknown[] | undefined;
  someValueSchema(schema, root, true, (node) => Array.isArray(node.enum) && node.enum.length > 1 && (found = node.enum) !== undefined, undefined);
  return found;
}

/**
 * Whether the description lists the field's values in words, one item per enum value and in the enum's order, and marks
 * the default's item "(default)": Open-Meteo's seasonal_forecast `forecast_days`, enum [45, 92, 183, 274], default 92,
 * "Number of forecast days: 45 days, 3 months (default), 6 months, or 9 months" (round 66, reader z2). The item says
 * the value in other words (3 months for 92 days), so only its place in the list ties it to the value.
 */
function markedInEnumOrder(description: string | undefined, value: unknown, values: readonly unknown[] | undefined): boolean {
  if (description === undefined || values === undefined || values.length < 2 || values.length > 30) return false;
  const marker = DEFAULT_MARKER.exec(description);
  if (marker === null || DEFAULT_MARKER.test(description.slice(marker.index + marker[0].length))) return false;
  // The list: from the last colon before the marker (or the description's start) to the end of its sentence.
  const start = description.lastIndexOf(':', marker.index) + 1;
  const end = description.slice(marker.index).search(SENTENCE_BREAK);
  const list = description.slice(start, end < 0 ? description.length : marker.index + end);
  const items = list.split(LIST_SEPARATOR).filter((item) => item.trim() !== '');
  if (items.length !== values.length) return false;
  const at = items.findIndex((item) => DEFAULT_MARKER.test(item));
  return at >= 0 && deepEqual(values[at], value);
}

const DEFAULT_MARKER = /\(\s*default\s*\)/i;
/** ", ", ", or ", " or ", ", and ": between the items of a list in words. */
const LIST_SEPARATOR = /\s*,\s*(?:or\s+|and\s+)?|\s+or\s+/i;

/** A schema that admits one value: a `const`, or an `enum` of one (Sanity's `resource.target`: const and default "dataset"). */
function onlyValue(schema: unknown): boolean {
  return isObject(schema) && ('const' in schema || (Array.isArray(schema.enum) && schema.enum.length === 1));
}

/** What the field's description was found to say: nothing, or its words (shortened) without the value. */
function describedAs(schema: unknown, root: unknown): string {
  const description = fieldDescription(schema, root);
  if (!description) return 'is missing';
  return `(${JSON.stringify(shortened(description))}) does not state it`;
}

/**
 * Whether an object's default is exactly its members' own defaults: every member it sets has a
 * `default` of that value, and every member with a default is set (obsidian-mcp's remove-tags
 * `options`, default { location: "both", normalize: true, ... }, each member "(default: both)" ...).
 */
function membersCarryDefault(schema: Record<string, unknown>, value: unknown): boolean {
  const members = schema.properties;
  if (!isObject(value) || !isObject(members)) return false;
  const keys = Object.keys(value);
  if (keys.length === 0) return false;
  for (const key of keys) {
    const member = members[key];
    if (!isObject(member) || !('default' in member) || !deepEqual(member.default, value[key])) return false;
  }
  for (const key in members) {
    const member = members[key];
    if (isObject(member) && 'default' in member && !(key in value)) return false;
  }
  return true;
}
