import { isObject, pathStartsWith, valueAt, type JsonPath } from '../engine/document';
import { DEFAULT_CURRENCY, type FixProposal } from '../engine/fixes/model';
import { isSwarmDuration, swarmObject, SWARM_DURATION_MEMBERS } from '../engine/heuristics/dockerSwarm';
import {
  QUANTITY_KIND_NAMES,
  appendUnit,
  costingMoney,
  countsOrPlaces,
  countsRecurrences,
  describedFirst,
  describedLayoutUnit,
  describedUnit,
  describesUnitInterval,
  describesUnitPerChoice,
  endsInUnit,
  findQuantity,
  findUnitlessQuantity,
  hasAnyUnit,
  hasUnit,
  isGridUnit,
  isSpatialVector,
  isScreenRadius,
  isTerrainHeight,
  layoutObjectMember,
  lineWeight,
  listsFrequencies,
  isOnScreen,
  listsCurrenciesOnly,
  listsUnitsOf,
  meansQuantity,
  measuredUnitOf,
  measuresAnything,
  nameStyle,
  namesLayoutLength,
  pricedRate,
  quantityAmbiguity,
  shadowSpread,
  SPATIAL_AMBIGUITY,
  SPATIAL_UNITS,
  suggestUnitNames,
  unitsBeforeWords,
  WORK_HOUR_AMBIGUITY,
  WORK_HOUR_UNITS,
  workHours,
  type DescribedUnit,
  type NameStyle,
  type QuantityKind,
} from '../engine/heuristics/quantities';
import { ALIAS_OF, doesNothing, escapeRegExp, SENTENCE_BREAK } from '../engine/heuristics/descriptions';
import { isPagePositionName, isPageSizeName, isTotalName } from '../engine/heuristics/pagination';
import { isCamelCase, lastWordAmong, splitWords } from '../engine/heuristics/words';
import type { ToolModel } from '../engine/model';
import { defineRule, type Report } from '../engine/rule';
import { fieldDescription, holdsKind, isLeafSchema, someValueSchema, valueSchemaTree, ValueKind, type Subschema } from '../engine/schemaWalk';

/** A string in one of these formats carries its own unit. */
const SELF_DESCRIBING_FORMATS = ['duration', 'date-time', 'date', 'time'];

/**
 * A number whose name says what it measures but not in what unit: `latency`, `cost`,
 * `retry_after`. Input and output at any depth, and the extra fields of each error.
 * The word lists live in heuristics/quantities.ts.
 */
export default defineRule({
  meta: {
    id: 'field-unit-suffix',
    severity: 'warning',
    description: 'A numeric field names a quantity (a time, money, a size…) without its unit.',
    layer: 'output',
    scope: 'tool',
  },
  check({ model, report }) {
    // Reads the shared walk directly: a path (and the visit objects of forEachProperty) only
    // for a numeric property whose name lacks its unit. Most properties are not numbers.
    // The object property a subschema's properties are the members of, read only when a member
    // needs it: one lookup for the whole lint, moved from subschema to subschema (a closure per
    // subschema was most of what this rule allocated).
    const lookup = new EnclosingLookup();
    const enclosing = lookup.get;
    const walk = (schema: unknown, base: JsonPath, where: string, byTool: ToolUnits, input = false): void => {
      if (!isObject(schema) || isLeafSchema(schema)) return;
      for (const sub of valueSchemaTree(schema).subschemas) {
        const properties = sub.node.properties;
        if (!isObject(properties)) continue;
        lookup.moveTo(schema, sub);
        for (const name in properties) {
          const measured = measure(name, properties[name], schema, byTool, properties, enclosing);
          // An input the agent copies from another tool's answer needs no unit to be sent back.
          if (measured && input && passedThrough(fieldDescription(properties[name], schema))) continue;
          if (measured && aliasOfAUnitName(fieldDescription(properties[name], schema), properties)) continue;
          if (measured) checkName(name, measured, base.concat(sub.relativePath(), 'properties', name), properties, schema, where, byTool, report, enclosing);
        }
      }
    };
    for (const tool of model.tools) {
      const toolName = tool.name ?? 'this tool';
      const byTool = unitsNamedByTool(tool.description);
      walk(tool.inputSchema, tool.inputSchemaPath, `${toolName}'s input`, byTool, true);
      walk(tool.outputSchema, tool.outputSchemaPath, `${toolName}'s output`, byTool);
      if (model.format !== 'contract' || !Array.isArray(tool.errors)) continue;
      const errors: unknown[] = tool.errors;
      for (let i = 0; i < errors.length; i++) {
        const entry = errors[i];
        if (!isObject(entry) || !isObject(entry.fields)) continue;
        const fields = entry.fields;
        for (const name of Object.keys(fields)) {
          const schema = fields[name];
          // Only a unit-less number or a field with subschemas has anything to report.
          if (!isObject(schema)) continue;
          const measured = measure(name, schema, undefined, byTool, fields);
          if (!measured && isLeafSchema(schema)) continue;
          const where = typeof entry.type === 'string' ? `${toolName}'s ${entry.type} error` : `an error of ${toolName}`;
          const path = tool.errorsPath.concat(i, 'fields', name);
          if (measured) checkName(name, measured, path, fields, undefined, where, byTool, report);
          walk(schema, path, where, byTool);
        }
      }
    }
  },
  fix({ finding, document, options, tool }) {
    const path = finding.path;
    const name = path[path.length - 1];
    const siblings = valueAt(document.value, path.slice(0, -1));
    if (typeof name !== 'string' || !isObject(siblings)) return [];
    const root = schemaRoot(path, tool, document.value);
    const enclosing = (): EnclosingObject | undefined => enclosingObject(document.value, path.slice(0, -2), root ?? document.value);
    const measured = measure(name, siblings[name], root, unitsNamedByTool(tool?.description), siblings, enclosing);
    if (!measured) return [];
    // In a schema's `properties`, the schema's `required` names it too.
    const owner = path[path.length - 2] === 'properties' ? path.slice(0, -2) : undefined;
    const required = owner ? valueAt(document.value, [...owner, 'required']) : undefined;
    const names = (measured.traded !== undefined && currencySibling(name, siblings) === undefined ? tradedNames(name, siblingStyle(siblings)) : renames(name, measured, siblings, options.currency)).filter(
      (candidate) => !(candidate in siblings),
    );
    // A rename changes a published contract: always the author's choice, never fix-all's.
    return names.map((newName, i): FixProposal => ({
      title: `Add a units suffix: rename ${name} to ${newName}`,
      kind: 'suggestion',
      preferred: i === 0,
      write: (editor) => {
        editor.renameKey(path, newName);
        if (owner && Array.isArray(required)) {
          required.forEach((entry, index) => {
            if (entry === name) editor.replaceNode([...owner, 'required', index], newName);
          });
        }
      },
    }));
  },
});

/**
 * The renames the message and the fix offer: one per likely unit, or only the unit the description
 * names ("in CSS pixels", "in seconds"), since another unit beside it would change what the field
 * means. Money keeps its two when the description names a currency ("USD" says which currency, not
 * whole units or cents), and so does a time read from "UNIX timestamp", which names no unit. Money
 * whose description names its scale ("in cents", "(minor units)", "in dollars") is offered that
 * scale, then the same scale with the currency (`_usd_cents`, not `_usd`, beside "in cents": `_usd`
 * says whole dollars; sixtyninecommerce's `expected_amount`, "(minor units)": round 55, re-reader
 * AF3). Money beside a field that gives its currency is offered its scale alone: a code in the name
 * would mislabel the other currencies (whop's plans beside `currency`, round 55).
 */
function renames(name: string, measured: Measure, siblings: Record<string, unknown>, currency?: string): string[] {
  const all = measured.likely !== undefined ? likelyNames(name, measured.likely, siblings) : unitNames(name, measured.kind, siblingStyle(siblings), currency, preferredUnit(name, measured, siblings), measured.terrain, measured.screen);
  const named = measured.described;
  if (measured.kind === 'money') {
    if (currencySibling(name, siblings) !== undefined || (named?.unit !== undefined && OWN_CURRENCY.test(named.phrase))) return all.slice(0, 1);
    const unit = named?.unit;
    if (unit === undefined || listsCurrenciesOnly([unit])) return all;
    // The scale named, then the same scale with the currency: `_cents` or `_usd_cents`, `_dollars` or `_usd`; a scale
    // no currency code goes with (sats, gwei, pence) alone.
    const code = (currency ?? DEFAULT_CURRENCY).toLowerCase();
    const withCode = unit === 'cents' || unit === 'minor' ? `${code}_cents` : unit === 'dollars' && code === DEFAULT_CURRENCY ? code : undefined;
    return withCode === undefined ? all.slice(0, 1) : [all[0], appendUnit(name, withCode, nameStyle(name, siblingStyle(siblings)))];
  }
  return named?.unit !== undefined && !EPOCH_PHRASE.test(named.phrase) ? all.slice(0, 1) : all;
}

/**
 * Money counted in a currency the account or the shop sets, not one a name could carry: Meta Ads' `daily_budget`, "Daily
 * budget in account currency cents" (round 40, re-reader R16) is offered `daily_budget_cents` alone, not `_usd`.
 */
const OWN_CURRENCY = /\b(?:(?:ad\s+)?account(?:'s)?|local|shop(?:'s)?|store(?:'s)?|merchant(?:'s)?)\s+currency\b|\bcurrency\s+of\s+the\s+(?:ad\s+)?(?:account|shop|store|merchant)\b/i;

/**
 * The names the fix offers, one per likely unit, in the name's style: the message's
 * suggestions, with money in the configured currency (`cost_eur`, `cost_eur_cents`), and the
 * unit the description names first (`amount`, "in cents" → `amount_cents`).
 */
export function unitNames(name: string, kind: QuantityKind, singleWord: NameStyle, currency: string = DEFAULT_CURRENCY, described?: string, terrain = false, screen = false): string[] {
  const code = currency.toLowerCase();
  if (kind !== 'money' || code === DEFAULT_CURRENCY) return suggestUnitNames(name, kind, singleWord, described, terrain, screen);
  const style = nameStyle(name, singleWord);
  return describedFirst([code, `${code}_cents`], described).map((unit) => appendUnit(name, unit, style));
}

/** What a numeric field measures, read from its name and its description. */
interface Measure {
  readonly kind: QuantityKind;
  /** What the description says of its unit, when it says something of this kind. */
  readonly described?: DescribedUnit;
  /** Whether the tool's description said it, the field having none of its own. */
  readonly byTool?: boolean;
  /** A height of the land (`elevation`, "Height above sea level"): metres or feet, not pixels. */
  readonly terrain?: boolean;
  /** A length drawn on screen or paper (a corner's radius, a stroke's weight): pixels or points, not metres. */
  readonly screen?: boolean;
  /** An amount of a trading pair's asset to buy or sell: {@link tradedAmount}'s phrase. */
  readonly traded?: string;
  /** Evidence other than the description's words, as the message says it ("a rate beside "qty": a price per unit"). */
  readonly because?: string;
  /** A layout object's member (`margins.top`): the object's name, and whether its description gave the unit. */
  readonly member?: string;
  readonly unitInObject?: boolean;
  /**
   * The units to offer when the evidence says more than the kind (work hours: hours, minutes; a
   * size in space: m, cm), and what an agent cannot tell without one.
   */
  readonly likely?: readonly string[];
  readonly ambiguity?: string;
  /** A moment that bounds a span of time (momentBound): an epoch time, whose unit no granularity beside it gives. */
  readonly moment?: boolean;
}

/** The renames for a quantity whose likely units the evidence gives, in the siblings' style. */
function likelyNames(name: string, likely: readonly string[], siblings: Record<string, unknown>): string[] {
  const style = nameStyle(name, siblingStyle(siblings));
  return likely.map((unit) => appendUnit(name, unit, style));
}

/**
 * A number that measures a quantity and has no unit in its name (before any sibling is asked):
 * a quantity word without its unit (`timeout`) that means its quantity here (a `weight` that
 * weighs goods, a `temperature` that samples no model), or a name that says neither when the
 * description says it is a quantity in a unit (Datadog's `from`, "Start time in epoch seconds").
 * Not a number described as counting things, nor one bounded to [0, 1] (a ratio), nor a name
 * that counts or places things (`limit`, `offset`). A field with no description of its own
 * reads the unit the tool's description gives it by name (`byTool`). `root` resolves its
 * `$ref`s: the tool's input or output schema; undefined for an error's field, its own root.
 * `siblings` are the properties beside it (a `temperature` beside `top_p` samples a model).
 */
function measure(
  name: string,
  schema: unknown,
  root: unknown,
  byTool: ToolUnits,
  siblings: Record<string, unknown>,
  enclosing?: () => EnclosingObject | undefined,
): Measure | undefined {
  const resolveIn = root ?? schema;
  if (!isNumeric(schema, resolveIn) || someValueSchema(schema, resolveIn, true, boundedToOne, undefined)) return undefined;
  // One value only (tgo-yemek's get_restaurants `minBasketPrice`, `const: 400`, "Pass 400 to filter …": round 40,
  // re-reader R8): the agent sends that number or nothing, and has no scale to choose.
  if (isObject(schema) && (schema.const !== undefined || (Array.isArray(schema.enum) && schema.enum.length === 1))) return undefined;
  const description = fieldDescription(schema, resolveIn);
  // A field that does nothing (deprecated, "Advisory (no-op)": claude-flow's mcp_stop `timeout`, round 55): a rename fixes nothing.
  if (doesNothing(schema, description)) return undefined;
  if (description !== undefined && (describesCount(description) || describesUnitInterval(description) || countsItsName(name, description) || describesUnitPerChoice(description))) return undefined;
  // A field the tool's description calls a fraction or a ratio ("The optional amount is the finger-path fraction…").
  if (description === undefined && byTool.ratios.has(name)) return undefined;
  const fromTool = description === undefined ? toolUnitFor(byTool, name) : undefined;
  const described = fromTool ?? (description === undefined ? undefined : describedUnit(description));
  // A name that counts or places things whose description opens with the name's words, a
  // quantity's word and its unit: Lighthouse's `speedIndex`, "Speed Index budget in milliseconds".
  const opening = description !== undefined && described !== undefined && countsOrPlaces(name) && !hasAnyUnit(name) ? quantityOpening(name, description, described) : undefined;
  if (opening) return opening;
  if (description !== undefined && describesIds(description)) return undefined;
  // A count of things per page (serpstat's `size`, "results per page") is a page size; values
  // mapped to meanings ("0=manual, 1=daily, \u2026") are codes. Neither is a quantity.
  if (description !== undefined && ((described === undefined && (describesCountPerGroup(description) || COUNTED_SIZE.test(description))) || describesCodes(description))) return undefined;
  // A ratio needs no unit: a description that names none and says the number is a multiplier,
  // a factor, a percentage or a tax rate ("Line spacing multiplier", "Taux de TVA en %").
  // Not a length whose description gives points as well ("Width in points or percentage (e.g.,
  // "50%")", "Column width as percentage ("30%") or points (150)"): the number is the points.
  if (description !== undefined && described === undefined && describesRatio(description) && !lengthInLayoutUnit(name, description)) return undefined;
  // A name that ends in a unit of any kind carries its unit (Godot's `budget_ms` is a time, not money).
  const found = endsInUnit(name) ? undefined : findUnitlessQuantity(name);
  // A size that is a vector of three numbers (`parts[].size`, `[x, y, z]`) is a part's extent in space.
  const spatial = found?.kind === 'size' && described === undefined && isSpatialVector(schema, description);
  // A size on an axis (`size_x`, `sizeY`) is an extent along it, a length, whatever its description says.
  const axis = found?.kind === 'size' && described?.kind !== 'size' ? sizeAxis(name) : undefined;
  // A size among an image's colours (the dub server's QR-codes-get `size`, default 600, beside `fgColor`, `bgColor` and
  // `margin`: round 48, re-reader Z1) is its edge drawn in pixels, not an amount of data.
  const drawn = found?.kind === 'size' && described === undefined && imageSetting(siblings);
  const quantity =
    found?.kind === 'size' && (spatial || axis !== undefined || drawn || typeSetting(siblings) || describesLength(description, described) || sizeInPoints(description, described)) ? { ...found, kind: 'dimension' as const } : found;
  // A balance or a cost counted in the platform's own units, named last (a billing tool's
  // `triggerBalanceUnits`, beside `monthlyCapUnits`): that is its unit. Not `creditsBalance`, whose
  // last word is the balance.
  if (quantity?.kind === 'money' && accountUnitLast(name) !== undefined) return undefined;
  if (quantity && meansQuantity(quantity, name, description, siblings)) {
    // An amount or a budget its evidence gives a unit of another kind is a quantity of that kind:
    // Selenium's scroll_page `amount`, "by a pixel amount" in the tool's description, is a length.
    if (described?.unit !== undefined && !fits(described, quantity.kind) && measuresAnything(quantity.word)) {
      return { kind: described.kind, described, byTool: fromTool !== undefined, terrain: isTerrainHeight(name, description) };
    }
    const fitting =
      described && fits(described, quantity.kind)
        ? described
        : description === undefined
          ? undefined
          : quantity.kind === 'dimension'
            ? describedLayoutUnit(description)
            : quantity.kind === 'money' && described === undefined
              ? describedUnit(description, true)
              : undefined;
    // Else the unit of the object that holds it, when that object's description names it: omnifocus' query_omnifocus
    // `filters.deferredUntil`, "Date-valued filters (deferredUntil) accept a number of days from today" (round 40,
    // re-reader R19): days, not the milliseconds a time's name would be offered.
    const object = fitting === undefined && described === undefined && enclosing !== undefined ? enclosing() : undefined;
    // Lengths the object says add up to a whole are shares of it (monday's update_doc `column_style[].width`, in "Column
    // widths. Array length must match column_count. Widths must sum to 100.": the third held-out round of 2026-12-07).
    if (quantity.kind === 'dimension' && description === undefined && object?.description !== undefined && SHARES_OF_A_WHOLE.test(object.description)) return undefined;
    const fromObject = object?.description !== undefined ? unitNamingMember(object.description, name, quantity.kind) : undefined;
    if (fromObject !== undefined) return { kind: quantity.kind, described: fromObject, member: object!.name, unitInObject: true };
    const traded = quantity.kind === 'money' && quantity.word === 'amount' && fitting === undefined ? tradedAmount(description, siblings) : undefined;
    const screen = quantity.kind === 'dimension' && (drawn || isScreenRadius(name, description) || byTool.drawing || placedOnCanvas(siblings));
    // A time described as work hours ("\u5b9e\u9645\u5de5\u65f6", "man-hours") is counted in hours.
    const work = quantity.kind === 'time' && fitting === undefined ? workHours(description) : undefined;
    if (work !== undefined) return { kind: 'time', described: { kind: 'time', phrase: work }, likely: WORK_HOUR_UNITS, ambiguity: WORK_HOUR_AMBIGUITY };
    if (spatial && fitting === undefined) return { kind: 'dimension', likely: SPATIAL_UNITS, ambiguity: SPATIAL_AMBIGUITY, because: 'a vector of three numbers: an extent in space' };
    // A grid's width or height with no unit said counts its columns or rows (Metabase's dashboard
    // `grid_width`, "Dashboard grid width (default: 12)"), not pixels.
    const grid = quantity.kind === 'dimension' && fitting === undefined ? gridExtent(name) : undefined;
    if (grid) return { kind: 'dimension', likely: [grid.unit], ambiguity: `${grid.counted} from pixels`, because: `a grid's ${grid.word}, counted in ${grid.counted}` };
    if (axis !== undefined && fitting === undefined && !describesLength(description, described))
      return { kind: 'dimension', because: `a size along the ${axis} axis: an extent, not an amount of data` };
    return { kind: quantity.kind, described: fitting, byTool: fitting !== undefined && fromTool !== undefined, terrain: isTerrainHeight(name, description), screen, traded };
  }
  // A rate that is a price (a line item's `rate` beside `qty`, a "selling rate"), and a costing
  // its description calls money ("Budget estimate"): see pricedRate and costingMoney.
  const price = quantity === undefined ? pricedRate(name, description, siblings) : undefined;
  if (price) return { kind: 'money', described: price.phrase === undefined ? undefined : { kind: 'money', phrase: price.phrase }, because: price.because };
  const costing = quantity === undefined && !hasAnyUnit(name) && !countsOrPlaces(name) ? costingMoney(name, description) : undefined;
  if (costing) return { kind: 'money', described: { kind: 'money', phrase: costing } };
  // A capacity of work per day or week (azure-devops' work_capacity_write `activities[].capacityPerDay`, "The capacity per day
  // for this activity", labelled a time in the labelled corpus): hours of work, as Azure DevOps counts it.
  const capacity = quantity === undefined ? workCapacity(name) : undefined;
  if (capacity) return { kind: 'time', likely: WORK_HOUR_UNITS, ambiguity: WORK_HOUR_AMBIGUITY, because: capacity };
  // A price its description is all about, under a name that says none: a candlestick's `open`, `high`, `low` and `close`,
  // "Opening price.", "Highest price." (mcp-echarts' generate_candlestick_chart: the recall round of 2026-12-07).
  const priced = quantity === undefined && description !== undefined && !hasAnyUnit(name) && !countsOrPlaces(name) ? PRICE_DESCRIPTION.exec(description)?.[0].trim() : undefined;
  if (priced) return { kind: 'money', because: `its description is "${priced}"` };
  if (description !== undefined && !hasAnyUnit(name) && !countsOrPlaces(name)) {
    // A layout's length by another word (`spaceAbove`, `outlineWeight`) when the description gives a length's unit.
    const length = namesLayoutLength(name) ? (described?.kind === 'dimension' ? described : describedLayoutUnit(description)) : undefined;
    if (length) return { kind: 'dimension', described: length };
    // A total the description calls an amount of money (QuickBooks' `expected_total`, "this expected amount").
    const money = quantity === undefined && described === undefined ? describedMoneyTotal(name, description) : undefined;
    if (money) return { kind: 'money', described: money };
  }
  // A value or a total beside the currency it is in (Google Analytics' ga_send_purchase `value`, "Total purchase
  // value", beside `currency`; Mistral's process_document output `total`: round 42, re-readers S11, S9): money, in
  // whole units or cents.
  const valued = quantity === undefined && !hasAnyUnit(name) && VALUE_WORDS.has(splitWords(name).at(-1) ?? '') && !countsOrPlaces(name) ? currencySibling(name, siblings) : undefined;
  if (valued !== undefined && !(description !== undefined && describesCount(description))) return { kind: 'money', because: `a ${splitWords(name).at(-1)} beside "${valued}"` };
  // A name that says no quantity whose description opens with the name's words and a time, a
  // length with no unit: Godot's `custom_blend`, "Custom blend time, -1 for default".
  const named = quantity === undefined && described === undefined && description !== undefined && !hasAnyUnit(name) && !countsOrPlaces(name) ? namedInOpening(name, description) : undefined;
  if (named) return { kind: named.kind, described: { kind: named.kind, phrase: named.phrase }, screen: named.kind === 'dimension' && isScreenRadius(name, description) };
  // A line's thickness called its weight, with no unit named: the stroke, line, border or outline
  // word before it in the name (`strokeWeight`) or before "weight" in the description (Figma's
  // `weight`, "Stroke weight"). A weight of goods or in a mass unit was read as a mass above. So is a shadow's spread.
  const line = !hasAnyUnit(name) && !countsOrPlaces(name) ? (lineWeight(name, description) ?? shadowSpread(name, description)) : undefined;
  if (line) return { kind: 'dimension', described: line.phrase === undefined ? undefined : { kind: 'dimension', phrase: line.phrase }, screen: true };
  // A member of a layout's object: `margins.top`, `padding.left`, `spacing.afterName`, `fontSize.body`.
  const member = quantity === undefined && described === undefined && enclosing !== undefined && !hasAnyUnit(name) && !countsOrPlaces(name) ? layoutMember(name, description, enclosing()) : undefined;
  if (member) return member;
  // A bound of a range whose object names the quantity: `visiblePageDuration.min`.
  const bound = quantity === undefined && described === undefined && enclosing !== undefined && RANGE_BOUNDS.has(name.toLowerCase()) ? rangeBound(siblings, enclosing()) : undefined;
  if (bound) return bound;
  // A moment that bounds a span of time: Datadog's schedule_downtime `start` beside `timezone`, a notebook's `time.end`.
  const moment = quantity === undefined && described === undefined && !hasAnyUnit(name) && MOMENT_BOUNDS.has(name.toLowerCase()) ? momentBound(name, siblings, enclosing?.()) : undefined;
  if (moment) return moment;
  // An undescribed member of a Docker service setting that Docker counts in nanoseconds, in an object spelt as its Engine API
  // spells it (Dokploy's application-update `restartPolicySwarm.Window`, `updateConfigSwarm.Monitor`: the sixth held-out
  // round of 2026-12-07; engine/heuristics/dockerSwarm.ts).
  const swarm = quantity === undefined && description === undefined && SWARM_DURATION_MEMBERS.has(name) ? swarmObject(Object.keys(siblings), enclosing?.()?.name) : undefined;
  if (swarm !== undefined && isSwarmDuration(swarm, name)) return { kind: 'time', likely: ['ns'], ambiguity: 'nanoseconds from seconds', because: `a Docker ${swarm}'s ${name}, which Docker counts in nanoseconds` };
  // An undescribed number among siblings that carry one unit (hevy's body measurement, { neck_cm, chest_cm,
  // left_bicep_cm, …, left_thigh }): the same measure, without its unit.
  const shared = !described && quantity === undefined && description === undefined && !hasAnyUnit(name) && !countsOrPlaces(name) ? unitOfSiblings(name, siblings, resolveIn) : undefined;
  if (shared) return shared;
  if (!described || (hasAnyUnit(name) && !(described.kind === 'money' && unitOnlyAfterPer(name))) || countsOrPlaces(name)) return undefined;
  // A coordinate or a position places a thing, whatever unit it is counted in ("X coordinate in pixels
  // (from screenshot)": a mobile debugger's tap `x`), as a `left` or an `x1` does.
  if (described.kind === 'dimension' && description !== undefined && PLACES_A_THING.test(description)) return undefined;
  return { kind: described.kind, described, byTool: fromTool !== undefined, terrain: isTerrainHeight(name, description) };
}

/** Last words of a name that, beside a currency, are an amount of money: `value`, `total`, `subtotal`. */
const VALUE_WORDS: ReadonlySet<string> = new Set(['value', 'total', 'subtotal']);

/**
 * A name whose only unit comes after "per": the unit of what a price is paid for, not of the price (autotel's
 * estimate_telemetry_cost `perGb`, "USD per gigabyte ingested": round 40, re-reader R5). `bytesPerSecond` has its
 * own unit before it.
 */
function unitOnlyAfterPer(name: string): boolean {
  const words = splitWords(name);
  const at = words.indexOf('per');
  return at >= 0 && at < words.length - 1 && !words.slice(0, at).some((word) => hasAnyUnit(word));
}

/**
 * The unit an undescribed number's siblings carry, when three or more of them end in the same length's or mass's unit,
 * more than the undescribed numbers beside it that carry none, and one of them shares a word of its name (hevy-mcp's
 * create-body-measurement: `left_thigh`, `left_calf` beside `left_bicep_cm`, `neck_cm`, `chest_cm` …, and its own
 * output's `left_thigh_cm`: round 40, re-reader R13). Not a name that says it counts, places, ranks or scores.
 */
function unitOfSiblings(name: string, siblings: Record<string, unknown>, root: unknown): Measure | undefined {
  if (NOT_A_MEASURE.test(name)) return undefined;
  const carriers = new Map<string, string[]>();
  let bare = 0;
  for (const other in siblings) {
    if (other === name || !isNumeric(siblings[other], root ?? siblings[other])) continue;
    const unit = measuredUnitOf(other);
    if (unit === undefined) {
      if (!hasAnyUnit(other) && fieldDescription(siblings[other], root ?? siblings[other]) === undefined) bare++;
      continue;
    }
    const list = carriers.get(unit.unit);
    if (list) list.push(other);
    else carriers.set(unit.unit, [other]);
  }
  let best: [string, string[]] | undefined;
  for (const entry of carriers) if (best === undefined || entry[1].length > best[1].length) best = entry;
  if (best === undefined || best[1].length < 3 || best[1].length <= bare) return undefined;
  // Named as they are: a word of its name, other than the unit, in a carrier's (`left_thigh` beside `left_bicep_cm`).
  const words = splitWords(name);
  const alike = best[1].filter((other) => splitWords(other).slice(0, -1).some((word) => words.includes(word)));
  if (alike.length === 0) return undefined;
  const unit = measuredUnitOf(best[1][0])!;
  const named = best[1].slice(0, 3).join(', ');
  return { kind: unit.kind, likely: [best[0]], ambiguity: `which unit it is counted in`, because: `the numbers beside it carry "${best[0]}" (${named}${best[1].length > 3 ? ', …' : ''})` };
}

const NOT_A_MEASURE = /(?:^|_|[a-z](?=[A-Z]))(?:count|total|number|num|index|idx|rank|score|rating|level|order|position|pos|percent|pct|ratio|rate|id|version|priority|page|limit|offset|quantity|qty|year|month|day|hour|minute)s?$/i;

/** Units of account a platform counts money in, as a name's last word: `balanceUnits`, `costCredits`. */
const accountUnitLast = lastWordAmong(['units', 'credits', 'points', 'tokens', 'coins']);

/**
 * "X coordinate in pixels", "Horizontal position in points", "Focal point X in screenshot pixels",
 * in the description's first sentence: a place, not a length. A mouse movement "of [dx, dy]
 * SCREEN pixels" whose later sentences speak of positions is still a length.
 */
const PLACES_A_THING = /^[^.]*?\b(?:coordinates?|position|(?:focal|centre|center|anchor|start|end)\s+point)\b/i;

/**
 * An input's description that says its value is one another tool returned: CloudBase's manageApps
 * `cosTimestamp`, "COS \u65f6\u95f4\u6233\uff08getUploadUrl \u8fd4\u56de\u7684 unixTimestamp\u2026\uff09" (the unixTimestamp
 * getUploadUrl returns); "as returned by list_jobs", "the value returned from get_upload_url". The
 * agent sends back what it got, whatever its unit. A returned value named by a tool or call only.
 */
const PASSED_THROUGH = /\b(?:as\s+)?returned\s+(?:by|from)\s+(?:the\s+)?(?:previous\s+|earlier\s+)?`?[A-Za-z][\w.-]*`?|[A-Za-z][\w.-]*\s*\u8fd4\u56de\u7684/;

function passedThrough(description: string | undefined): boolean {
  return description !== undefined && PASSED_THROUGH.test(description);
}

/**
 * Another name for a sibling whose name carries the unit: gitnexus's impact `timeout`, "Alias of timeoutMs
 * (milliseconds) when timeoutMs is omitted", beside `timeoutMs`. The unit is the named sibling's, and the rename
 * the rule would offer is taken by it.
 */
function aliasOfAUnitName(description: string | undefined, siblings: Record<string, unknown>): boolean {
  const named = description === undefined ? undefined : ALIAS_OF.exec(description)?.[1];
  return named !== undefined && named in siblings && hasAnyUnit(named);
}

/**
 * An `amount` its description says is bought or sold ("Amount to buy/sell", "Amount to sell"),
 * beside the trading pair it is traded in (a `symbol`, `pair`, `market`, `ticker` or `instrument`
 * field: CCXT's place-market-order). Such an amount is a quantity of the pair's base asset (BTC
 * in BTC/USDT) or, on some exchanges, a cost in its quote currency: never dollars by default.
 * The phrase that says so, or undefined.
 */
const BUY_OR_SELL = /\bto\s+(?:buy\s*(?:\/|or)\s*sell|buy|sell|trade)\b|\bbuy\s*(?:\/|or)\s*sell\b/i;
const PAIR_FIELD = /^(?:trading_?)?(?:symbol|pair|market|ticker|instrument)(?:_?(?:id|name|symbol))?$/i;

function tradedAmount(description: string | undefined, siblings: Record<string, unknown>): string | undefined {
  const said = description === undefined ? null : BUY_OR_SELL.exec(description);
  if (said === null || !Object.keys(siblings).some((other) => PAIR_FIELD.test(other))) return undefined;
  return said[0];
}

/** The names offered for a traded amount: in the pair's base asset or its quote currency (`amountBase`, `amount_quote`). */
function tradedNames(name: string, singleWord: NameStyle): string[] {
  const style = nameStyle(name, singleWord);
  return ['base', 'quote'].map((unit) => appendUnit(name, unit, style));
}

/** The object property a schema's properties are the members of: its name and its description. */
/** "Widths must sum to 100", "as percentages": an object whose lengths are shares of a whole. */
const SHARES_OF_A_WHOLE = /\b(?:sum|add\s+up|total)\s+(?:up\s+)?to\s+100\b|\b(?:as|in)\s+percent(?:ages?)?\b/i;

interface EnclosingObject {
  readonly name: string;
  readonly description?: string;
}

/** Steps out of a branch or a list's items: `padding` anyOf [number, { top, right, bottom, left }]. */
const BRANCH_KEYWORDS: ReadonlySet<string> = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items']);

/** The enclosing object of one subschema's properties at a time, found on first ask (enclosingObject). */
class EnclosingLookup {
  private schema: Record<string, unknown> | undefined;
  private sub: Subschema | undefined;
  private found: EnclosingObject | undefined | null = null;

  moveTo(schema: Record<string, unknown>, sub: Subschema): void {
    this.schema = schema;
    this.sub = sub;
    this.found = null;
  }

  readonly get = (): EnclosingObject | undefined => {
    if (this.found === null) this.found = this.sub !== undefined && this.sub.depth > 0 ? enclosingObject(this.schema, this.sub.relativePath(), this.schema) : undefined;
    return this.found;
  };
}

/**
 * The property whose schema (or a branch or the items of it) is the object at `path` in
 * `container`; undefined at a tool's or a definition's top. Descriptions are read through its
 * branches and `$ref`s (in `root`).
 */
function enclosingObject(container: unknown, path: JsonPath, root: unknown): EnclosingObject | undefined {
  let end = path.length;
  while (end > 0) {
    const last = path[end - 1];
    if (typeof last === 'number' && end >= 2 && BRANCH_KEYWORDS.has(String(path[end - 2]))) end -= 2;
    else if (last === 'items' || last === 'additionalProperties') end -= 1;
    else break;
  }
  const name = path[end - 1];
  if (end < 2 || path[end - 2] !== 'properties' || typeof name !== 'string') return undefined;
  const node = valueAt(container, path.slice(0, end));
  return { name, description: isObject(node) ? fieldDescription(node, root) : undefined };
}

/**
 * A number whose name names no quantity, in an object that names a layout's length (see
 * layoutObjectMember): Google Sheets' cell `padding.top`, a PDF page's `margins.left`, a
 * r\u00e9sum\u00e9's `spacing.afterName` ("Space after name in points"), `fontSize.body`. Its unit is the
 * one its own description gives ("Top margin in points"), else the one the object's description
 * gives its members ("Page margins in points."), else none: a length on screen or paper, pixels
 * or points. Names that place things (`left` of a box on the page) are no members of such an object.
 */
function layoutMember(name: string, description: string | undefined, object: EnclosingObject | undefined): Measure | undefined {
  if (object === undefined) return undefined;
  const own = description === undefined ? undefined : describedLayoutUnit(description);
  const fromObject = own === undefined && object.description !== undefined ? lengthUnitOf(object.description) : undefined;
  if (!layoutObjectMember(object.name, name, own !== undefined || fromObject !== undefined)) return undefined;
  if (own) return { kind: 'dimension', described: own, screen: true, member: object.name };
  if (fromObject) return { kind: 'dimension', described: fromObject, screen: true, member: object.name, unitInObject: true };
  return { kind: 'dimension', screen: true, member: object.name, because: `a member of "${object.name}"` };
}

/**
 * A bound of a range object whose name is a quantity's (Microsoft Clarity's list-session-recordings
 * `filters.visiblePageDuration`, { min, max }, "Filter by time spent on visible pages in minutes"; its
 * `productPrice`, "Filter by product price range": round 41, re-reader R34). Every member of the object is a bound
 * (min, max, from, to, gte, lte, …), and its name names a quantity with no unit: the bound is that quantity, in the
 * unit the object's description gives, or in none.
 */
function rangeBound(siblings: Record<string, unknown>, object: EnclosingObject | undefined): Measure | undefined {
  if (object === undefined || endsInUnit(object.name) || hasAnyUnit(object.name)) return undefined;
  for (const member in siblings) if (!RANGE_BOUNDS.has(member.toLowerCase())) return undefined;
  const quantity = findUnitlessQuantity(object.name);
  if (quantity === undefined || !meansQuantity(quantity, object.name, object.description, {})) return undefined;
  const said = object.description === undefined ? undefined : describedUnit(object.description);
  const unit = said !== undefined && fits(said, quantity.kind) ? said : undefined;
  if (unit?.unit !== undefined) return { kind: quantity.kind, described: unit, member: object.name, unitInObject: true };
  return { kind: quantity.kind, described: unit, member: object.name, because: `a bound of the range "${object.name}"` };
}
/** A description that is all a price: "Opening price.", "Closing price", "The highest price." (two words before it at most). */
const PRICE_DESCRIPTION = /^\s*(?:the\s+)?(?:[A-Za-z-]+\s+){0,2}(?:price|cost|fee)\s*\.?\s*$/i;

/** "capacity per day" in a name (`capacityPerDay`, `capacity_per_week`): work a member or an activity takes on each period. */
function workCapacity(name: string): string | undefined {
  const words = splitWords(name);
  const at = words.indexOf('capacity');
  // The period last: a unit after it (`capacityPerDayHours`) is the capacity's own.
  return at >= 0 && words[at + 1] === 'per' && at + 3 === words.length && WORK_PERIODS.has(words[at + 2]) ? `a capacity per ${words[at + 2]}: hours of work` : undefined;
}
const WORK_PERIODS: ReadonlySet<string> = new Set(['day', 'week', 'month', 'sprint', 'iteration']);

const RANGE_BOUNDS: ReadonlySet<string> = new Set(['min', 'max', 'minimum', 'maximum', 'from', 'to', 'gte', 'gt', 'lte', 'lt', 'lower', 'upper']);

/**
 * A number that bounds a span of time, with no unit said (recall round of 2026-12-07): Datadog's schedule_downtime `start`
 * and `end` beside its `timezone`, its `recurrence.until`, a notebook's `time.start` and `time.end`. An epoch time, in
 * seconds or in milliseconds: the name says neither. The span is said by a time zone beside it, or by the object that holds
 * it (`time`, `recurrence`, `schedule`, `window`, `period`).
 */
function momentBound(name: string, siblings: Record<string, unknown>, object: EnclosingObject | undefined): Measure | undefined {
  for (const member in siblings) if (TIME_ZONE_NAME.test(member)) return { kind: 'time', moment: true, because: `"${name}" beside "${member}": a moment in time` };
  if (object !== undefined && !hasAnyUnit(object.name) && splitWords(object.name).some((word) => TIME_SPAN_WORDS.has(word))) return { kind: 'time', moment: true, because: `"${name}" in "${object.name}": a moment in time` };
  return undefined;
}
const MOMENT_BOUNDS: ReadonlySet<string> = new Set(['start', 'end', 'until', 'since', 'from', 'to', 'begin']);
const TIME_ZONE_NAME = /^(?:time_?zone|tz)$/i;
const TIME_SPAN_WORDS: ReadonlySet<string> = new Set(['time', 'recurrence', 'schedule', 'window', 'period', 'span', 'timeframe', 'timerange']);

/** The unit of `kind` an object's description gives its member `name`, when it names the member as a word. */
function unitNamingMember(description: string, name: string, kind: QuantityKind): DescribedUnit | undefined {
  if (name.length < 3 || !new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`).test(description)) return undefined;
  const said = describedUnit(description);
  return said !== undefined && said.unit !== undefined && fits(said, kind) ? said : undefined;
}

/** A length's unit a description gives: "in pixels", "in mm", or a layout's ("in points", "in EMU"). */
function lengthUnitOf(description: string): DescribedUnit | undefined {
  const said = describedUnit(description);
  return said?.kind === 'dimension' && said.unit !== undefined ? said : describedLayoutUnit(description);
}

/**
 * A length (by its name) whose description gives a layout's unit: "Width in points or percentage"
 * is in points, whatever the percentage says of the other way to give it.
 */
function lengthInLayoutUnit(name: string, description: string): boolean {
  const kind = findUnitlessQuantity(name)?.kind;
  return (kind === 'dimension' || kind === 'size' || namesLayoutLength(name)) && describedLayoutUnit(description) !== undefined;
}

/**
 * A `size` described in points or EMU, a page's or a shape's: "Page size preset or custom [width,
 * height] in points" (a PDF's `pageSetup.size`) is a length, not bytes. Not a grid's rows or cells.
 */
function sizeInPoints(description: string | undefined, described: DescribedUnit | undefined): boolean {
  if (description === undefined || described !== undefined) return false;
  const unit = describedLayoutUnit(description)?.unit;
  return unit === 'pt' || unit === 'emu';
}

/**
 * A `size` that its description calls a width or a height (Metabase's dashboard card `size_x`,
 * "Width in grid units"; "Maximum width/height in pixels") is a length, unless the description
 * gives it a unit of data ("in bytes"). Not a "length", a time's as often as a distance's.
 */
const OPENS_WITH_LENGTH = /^\s*(?:(?:the|an?|new|max|maximum|min|minimum)\s+){0,2}(?:[a-z]+\s+)?(?:width|height)\b/i;

/**
 * The axis a size is named on: `size_x`, `sizeY`, `z_size` (Metabase's dashboard cards, `size_x`
 * and `size_y` with no description). A size along an axis is an extent, a length, not bytes.
 */
const AXIS_WORDS: ReadonlySet<string> = new Set(['x', 'y', 'z']);

function sizeAxis(name: string): string | undefined {
  const words = splitWords(name);
  const at = words.indexOf('size');
  if (at < 0) return undefined;
  const after = words[at + 1];
  if (after !== undefined && AXIS_WORDS.has(after)) return after;
  const before = at > 0 ? words[at - 1] : undefined;
  return before !== undefined && AXIS_WORDS.has(before) ? before : undefined;
}

/**
 * A grid's width or height (`grid_width`, `gridHeight`: the word `grid` right before it): a count
 * of the grid's columns or rows when no unit is said. The suffix to offer, and what it counts.
 */
function gridExtent(name: string): { readonly word: string; readonly unit: string; readonly counted: string } | undefined {
  const words = splitWords(name);
  for (let i = 1; i < words.length; i++) {
    if (words[i - 1] !== 'grid') continue;
    if (words[i] === 'width') return { word: 'width', unit: 'cols', counted: 'columns' };
    if (words[i] === 'height') return { word: 'height', unit: 'rows', counted: 'rows' };
  }
  return undefined;
}

function describesLength(description: string | undefined, described: DescribedUnit | undefined): boolean {
  return description !== undefined && described?.kind !== 'size' && OPENS_WITH_LENGTH.test(description);
}

/**
 * A description that says the number is a ratio: its first clause ends in a ratio's noun ("Line
 * spacing multiplier", "Zoom scale"), it opens with one ("Percentage of the budget", "Tax rate
 * applied...", French "Taux de TVA...", "Pourcentage..."), or it is in percent ("in %", "(%)", "as a
 * percentage", French "en %"), not where it says it is not ("not in %"). "Hourly rate" or French
 * "Taux horaire" is money: only a tax's, an interest's, a discount's or an exchange's rate is read.
 */
const RATIO_NOUN_LAST = /\b(?:multiplier|factor|ratio|coefficient|percentage|fraction|scale)s?\s*$/i;
const RATIO_OPENING =
  /^\s*(?:(?:the|an?|le|la)\s+)?(?:(?:multiplier|factor|ratio|coefficient|percentage|pourcentage|fraction)\b|(?:tax|vat|tva|interest|discount|exchange|conversion|commission)\s+rates?\b|taux\s+d(?:e\s|'|\u2019))/i;
const IN_PERCENT = /(?<!\b(?:not|pas|non)\s)\b(?:in|en|as\s+an?)\s+(?:%|percent(?:age)?s?\b|pourcentage\b)|\(\s*%\s*\)/i;

/**
 * A number that is a percentage or an amount, by the call: "The amount off (% or flat amount) for the promo." beside a
 * `promo_type` of percentage or flat_amount (Whop's create_promo_codes `amount_off`: round 48, re-reader Z1). No one
 * suffix fits both; the sibling that says which is its unit.
 */
const PERCENT_OR_AMOUNT = /(?:%|\bpercent(?:age)?)\s+or\s+(?:a\s+)?(?:flat|fixed|absolute)\b|\b(?:flat|fixed|absolute)\s+(?:amount\s+)?or\s+(?:%|percent(?:age)?\b)/i;

function describesRatio(description: string): boolean {
  return RATIO_NOUN_LAST.test(firstClause(description)) || RATIO_OPENING.test(description) || IN_PERCENT.test(description) || PERCENT_OR_AMOUNT.test(description);
}

/**
 * A description that opens by saying the number identifies things, the id word first or after one
 * word: "IDs de dur\u00e9es (dictionnaire setting.duration)" (Boond's `durations`), "List of price
 * IDs", "Identifiant du d\u00e9lai". An id is no quantity, whatever the name; nor is an index
 * (Godot's `insert_at`, "Track index to insert at, -1 for end": a place, not a moment), nor a
 * version's number (duckdb's time_travel `timestamp`, number or string, "Version number or ISO
 * timestamp to query at": the number is a version, the time an ISO string).
 */
const IDS_OPENING =
  /^\s*(?:(?:the|an?|les?|la|des)\s+|l'|l\u2019|(?:list|array|liste|tableau)\s+(?:of\s+|de\s+|d'|d\u2019|des\s+))?(?:[a-z]+\s+)?(?:ids?|identifiers?|identifiants?|index|indices|indexes|(?:version|revision|snapshot|sequence)\s+(?:number|id|no\.?))\b/i;

function describesIds(description: string): boolean {
  return IDS_OPENING.test(description);
}

/**
 * A `total` (not a count: "Total number of items" is one) whose description calls it an amount
 * of money: QuickBooks' `expected_total`, "Override total validation with this expected amount";
 * "Montant total". Not "amount of" something, nor an amount of something other than money
 * (a "storage amount").
 */
const MONEY_WORD = /\b(?:amount|montant)s?\b(?!\s+of\b)|\b(?:cost|price)s?\b/gi;
const WORD_BEFORE = /([a-z]+)\s+$/i;
const NOT_MONEY_AMOUNT: ReadonlySet<string> = new Set(['storage', 'memory', 'disk', 'data', 'token', 'tokens', 'item', 'items', 'request', 'requests', 'usage', 'quota', 'stock', 'inventory', 'time']);

function describedMoneyTotal(name: string, description: string): DescribedUnit | undefined {
  if (!splitWords(name).some((word) => word === 'total' || word === 'totals')) return undefined;
  for (const said of description.matchAll(MONEY_WORD)) {
    const before = WORD_BEFORE.exec(description.slice(Math.max(0, said.index - 24), said.index));
    if (before === null || !NOT_MONEY_AMOUNT.has(before[1].toLowerCase())) return { kind: 'money', phrase: said[0] };
  }
  return undefined;
}

/**
 * The units a tool's description gives its fields: by a name it quotes in backticks, and by a
 * word a unit comes right before ("by a pixel amount"), lower case.
 */
interface ToolUnits {
  readonly quoted: ReadonlyMap<string, DescribedUnit>;
  readonly before: ReadonlyMap<string, DescribedUnit>;
  /** Field names the tool's description calls a fraction or a ratio (ratiosNamedByTool). */
  readonly ratios: ReadonlySet<string>;
  /** Whether the tool's description names a design canvas (Figma, Excalidraw…): its lengths are drawn, pixels or points. */
  readonly drawing: boolean;
}

const NO_UNITS: ReadonlyMap<string, DescribedUnit> = new Map();
const NO_RATIOS: ReadonlySet<string> = new Set();
const NO_TOOL_UNITS: ToolUnits = { quoted: NO_UNITS, before: NO_UNITS, ratios: NO_RATIOS, drawing: false };
const DRAWING_TOOL_UNITS: ToolUnits = { ...NO_TOOL_UNITS, drawing: true };

/**
 * A design or drawing canvas named by the tool's description ("Resize a node in Figma", "Create a new Excalidraw element":
 * round 55, re-reader AF3; "Create a new app card item on a Miro board", a whiteboard: round 59, re-reader s5): a width or a
 * height there is drawn in pixels or points, never in centimetres.
 */
const DESIGN_CANVAS = /\b(?:figma|figjam|excalidraw|penpot|tldraw|miro|whiteboard)\b/i;

/**
 * A shape placed on a canvas: `x` and `y` beside it, no `z` (a scene in space may be in metres), and a colour to draw it
 * with (`strokeColor`, `fillColor`, `backgroundColor`): its lengths are drawn, pixels or points.
 */
function placedOnCanvas(siblings: Record<string, unknown>): boolean {
  if (!hasOwn(siblings, 'x') || !hasOwn(siblings, 'y') || hasOwn(siblings, 'z')) return false;
  for (const other in siblings) if (COLOUR_SETTING.test(other)) return true;
  return false;
}

const COLOUR_SETTING = /colou?r$/i;

/**
 * The unit the tool's description gives a field with no description of its own: a sentence
 * quoting its name (below), else a unit written right before its one-word name (Selenium's
 * scroll_page, "Scroll the page in a direction by a pixel amount": `amount` is in pixels).
 */
function toolUnitFor(byTool: ToolUnits, name: string): DescribedUnit | undefined {
  return byTool.quoted.get(name) ?? (byTool.before.size > 0 && splitWords(name).length === 1 ? byTool.before.get(name.toLowerCase()) : undefined);
}
const QUOTED_NAME = /`([A-Za-z_$][\w$-]*)`/g;

/**
 * A sentence of a tool's description that quotes field names in backticks and names a unit
 * gives those fields that unit: LaunchDarkly's get-audit-log-entries, "The `before` and `after`
 * parameters accept Unix epoch timestamps in milliseconds". A name two such sentences give
 * different units keeps neither. Read once per tool, linear in the description.
 */
function unitsNamedByTool(description: unknown): ToolUnits {
  if (typeof description !== 'string') return NO_TOOL_UNITS;
  const before = unitsBeforeWords(description);
  const quoted = description.includes('`') ? unitsQuotedByTool(description) : NO_UNITS;
  const ratios = ratiosNamedByTool(description);
  const drawing = DESIGN_CANVAS.test(clipped(description));
  if (quoted.size === 0 && before.size === 0 && ratios.size === 0) return drawing ? DRAWING_TOOL_UNITS : NO_TOOL_UNITS;
  return { quoted, before, ratios, drawing };
}

/**
 * Field names the tool's description says are a fraction, a ratio, a percentage, a proportion or a multiplier: agent-device's scroll,
 * "The optional amount is the finger-path fraction of the viewport axis" (round 40, re-reader R7), for its `amount`,
 * which has no description of its own and was read as money. A ratio needs no unit.
 */
function ratiosNamedByTool(description: string): ReadonlySet<string> {
  if (!RATIO_WORD.test(description)) return NO_RATIOS;
  const names = new Set<string>();
  for (const [, name] of clipped(description).matchAll(NAMED_RATIO)) names.add(name);
  return names;
}

const RATIO_WORD = /\b(?:fraction|ratio|percentage|proportion|multiplier)\b/i;
const NAMED_RATIO = /`?\b([A-Za-z_][\w]{0,40})`?\s+is\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,2}?(?:fraction|ratio|percentage|proportion|multiplier)\b/g;
const clipped = (text: string): string => (text.length > 4000 ? text.slice(0, 4000) : text);

function unitsQuotedByTool(description: string): ReadonlyMap<string, DescribedUnit> {
  const units = new Map<string, DescribedUnit>();
  const contested = new Set<string>();
  for (const sentence of description.split(SENTENCE_BREAK)) {
    if (!sentence.includes('`')) continue;
    const described = describedUnit(sentence);
    if (described?.unit === undefined) continue;
    for (const [, name] of sentence.matchAll(QUOTED_NAME)) {
      const known = units.get(name);
      if (known !== undefined && known.unit !== described.unit) contested.add(name);
      else units.set(name, described);
    }
  }
  for (const name of contested) units.delete(name);
  return units;
}

/**
 * A `size` among a font's settings is a length on screen or paper, points or pixels, not bytes:
 * Excel's format_range `font`: { name, size, bold, italic, color }.
 */
const TYPE_SETTINGS: ReadonlySet<string> = new Set(['bold', 'italic', 'underline', 'strike', 'strikethrough', 'family', 'fontfamily', 'font_family', 'typeface']);

function typeSetting(siblings: Record<string, unknown>): boolean {
  for (const other in siblings) if (TYPE_SETTINGS.has(other.toLowerCase())) return true;
  return false;
}

/** Settings of a drawn image beside a `size`: its colours (`fgColor`, `bgColor`, `foreground`, `background`). */
const IMAGE_COLOUR_SETTINGS = /^(?:fg|bg|fore(?:ground)?|back(?:ground)?)[_-]?colou?r$|^(?:foreground|background)$/i;

function imageSetting(siblings: Record<string, unknown>): boolean {
  let colours = 0;
  for (const other in siblings) if (IMAGE_COLOUR_SETTINGS.test(other)) colours++;
  return colours >= 2;
}

/** `minimum: 0` or `-1`, `maximum: 1` (or exclusive): a ratio (Contentful's `modelTemperature`, XcodeBuildMCP's swipe `distance`, Figma's signed `temperature` tint), which needs no unit. */
function boundedToOne(node: Record<string, unknown>): boolean {
  // From 0 or from -1 (a signed slider: Figma's image filter `temperature`, -1 to 1, "Warm/cool tint"), to 1.
  return (node.minimum === 0 || node.exclusiveMinimum === 0 || node.minimum === -1) && (node.maximum === 1 || node.exclusiveMaximum === 1);
}

/** Whether what a description says fits the quantity its name names (`Distance`, "in miles"; not `price`, "timestamp"). */
function fits(described: DescribedUnit, kind: QuantityKind): boolean {
  return described.unit === undefined ? described.kind === kind : hasUnit(described.unit, kind);
}

function checkName(
  name: string,
  measured: Measure,
  path: JsonPath,
  siblings: Record<string, unknown>,
  root: unknown,
  where: string,
  byTool: ToolUnits,
  report: (report: Report) => void,
  enclosing?: () => EnclosingObject | undefined,
): void {
  // A layout object's `unit` speaks for all its sides at once: { top, bottom, unit }.
  if (measured.member !== undefined && (hasOwn(siblings, 'unit') || hasOwn(siblings, 'units'))) return;
  if (unitSibling(name, measured.kind, siblings, root, byTool, enclosing) !== undefined) return;
  if (isPagePosition(name, siblings)) return;
  if (measured.kind === 'dimension' && measured.described === undefined && isGridSpan(siblings)) return;
  if (measured.kind === 'size' && measured.described === undefined && isPageOfResults(name, siblings)) return;
  const { kind, described } = measured;
  const currency = kind === 'money' ? currencySibling(name, siblings) : undefined;
  if (measured.traded !== undefined && currency === undefined) {
    report({
      path,
      part: 'key',
      message: `"${name}" in ${where} is an amount to trade (its description says "${measured.traded}") without a unit, so an agent cannot tell a quantity of the pair's base asset from a cost in its quote currency: rename it ${orList(tradedNames(name, siblingStyle(siblings)))}.`,
    });
    return;
  }
  const suggested = renames(name, measured, siblings);
  const names = orList(suggested);
  const what = QUANTITY_KIND_NAMES[kind];
  // A period counted in days (a billing's, a trial's) is offered days first: the message says what that tells apart
  // (whop's `billing_period`, which said "milliseconds from seconds" beside billing_period_days: round 48, re-reader Z1).
  const inDays = kind === 'time' && /(?:_days|Days)$/.test(suggested[0] ?? '');
  const ambiguity = currency ? `whole units from cents (its currency is "${currency}")` : measured.ambiguity ?? (inDays ? 'days from seconds' : quantityAmbiguity(kind, measured.terrain, isOnScreen(name, kind, measured.screen, measured.described?.unit)));
  report({
    path,
    part: 'key',
    message:
      described?.unit !== undefined
        ? `"${name}" in ${where} is ${what} with its unit only in ${measured.unitInObject ? `the description of "${measured.member}"` : measured.byTool ? "the tool's description" : 'its description'} ("${described.phrase}"), not in its name: rename it ${names}.`
        : `"${name}" in ${where} is ${what}${described ? ` (its description says "${described.phrase}")` : measured.because ? ` (${measured.because})` : ''} without a unit, so an agent cannot tell ${ambiguity}: rename it ${names}.`,
  });
}

/**
 * The unit the rename offers first, for the message and the fix alike: the one the description
 * names, else `minor` for money beside a field that gives its currency.
 */
/** A described unit read from an epoch or a timestamp, not named: "UNIX timestamp"; "in epoch seconds" names one. */
const EPOCH_PHRASE = /^(?!.*\b(?:seconds?|secs?|ms|milliseconds?)\b).*\b(?:epoch|timestamp|posix|unix)\b/i;

function preferredUnit(name: string, measured: Measure, siblings: Record<string, unknown>): string | undefined {
  return measured.described?.unit ?? (measured.kind === 'money' && currencySibling(name, siblings) !== undefined ? 'minor' : undefined);
}

/**
 * A sibling that says which currency an amount is in (`currency`, `currency_code`, Lunch Money's
 * and Creem's prices): the name still lacks whole units or minor ones, so `_minor` is offered first.
 */
function currencySibling(name: string, siblings: Record<string, unknown>): string | undefined {
  return Object.keys(siblings).find((other) => other !== name && isCurrencyField(other));
}

/**
 * `currency`, `currency_code`, `currencyIso`, `base_currency`, `accountCurrencyCode`: the word
 * `currency` whole, after at most one word, before at most `code` or `iso`. Whole words only:
 * serpstat's `concurrency` (a competition level beside `cost`) names no currency.
 */
const CURRENCY_TAIL: ReadonlySet<string> = new Set(['code', 'iso']);

function isCurrencyField(name: string): boolean {
  const words = splitWords(name);
  const end = words.length > 1 && CURRENCY_TAIL.has(words[words.length - 1]) ? words.length - 1 : words.length;
  return end >= 1 && end <= 2 && words[end - 1] === 'currency';
}

/**
 * A field beside a number that states its unit: `durationUnit` or `duration_unit` beside
 * `duration`; or, beside the one quantity of its object, `unit`/`units` (MongoDB's
 * collection-storage-size returns `size` and `units`) or any field whose enum lists units of its
 * kind (Datadog's recurrence `type`, days to years, beside `period`). The value then carries its
 * unit, as a suffix would.
 */
function unitSibling(name: string, kind: QuantityKind, siblings: Record<string, unknown>, root: unknown, byTool: ToolUnits, enclosing?: () => EnclosingObject | undefined): string | undefined {
  const own = ownUnitSibling(name, siblings);
  if (own !== undefined) return own;
  // A `unit` field says no currency (Vercel's invoice items: `units` is the `quantity`'s, not the
  // `amount`'s), except for a word that measures anything with no quantity beside it to own the
  // unit: Lighthouse's budget results, { actual, budget, unit, difference }, a performance budget.
  const word = findUnitlessQuantity(name)?.word;
  const unitSays = kind !== 'money' || (measuresAnything(word) && !Object.keys(siblings).some(isQuantityField));
  // A recurrence's frequency (daily, weekly\u2026) beside its `interval` states what it counts: motion's
  // recurring task `frequency`, { type: daily|weekly|biweekly|monthly|\u2026, interval }.
  const recurrence = kind === 'time' && countsRecurrences(word);
  // Not another quantity's unit (Open-Meteo's `precipitation_unit`, mm or inch, beside `elevation`):
  // were it this one's, it would be named after it (ownUnitSibling).
  const shared = Object.keys(siblings).find(
    (other) =>
      other !== name &&
      (((other === 'unit' || other === 'units') && unitSays && !unitSystemOnly(siblings[other])) ||
        (enumOfUnits(siblings[other], kind) && (!namesAnothersUnit(other) || unitOfKindNamed(other, kind, siblings))) ||
        (recurrence && enumOfFrequencies(siblings[other]))),
  );
  if (shared === undefined) return undefined;
  // A field named `unit` whose enum lists units of this kind is the unit of every quantity of the
  // kind beside it: eBay's package `dimensions`, { height, length, width, unit: INCH|FEET|CENTIMETER|METER }.
  const bareUnit = kind !== 'money' && (shared === 'unit' || shared === 'units');
  if (bareUnit && enumOfUnits(siblings[shared], kind)) return shared;
  // A unit beside two quantities that lack one may be either one's: it speaks for neither, unless
  // it is a `unit` beside quantities of one kind (the sides of one box: { height, width, unit }).
  // An enum of another name (Creem's `interval`, day|week|month, beside `startDate` and `endDate`)
  // may be a granularity rather than their unit: it keeps speaking for one quantity only.
  const another = Object.keys(siblings).some((other) => {
    if (other === name || other === shared || isUnitName(other) || ownUnitSibling(other, siblings) !== undefined) return false;
    const measured = measure(other, siblings[other], root, byTool, siblings, enclosing);
    // A moment beside a period (Datadog's recurrence `until` beside `period` and its `type`, days to years) is no
    // quantity the granularity could be the unit of.
    return measured !== undefined && !measured.moment && !(bareUnit && measured.kind === kind);
  });
  return another ? undefined : shared;
}

/**
 * A `units` whose enum names systems of units only (Brave's place search `units`, metric or imperial, beside `radius`, "in
 * meters": the fifth held-out round of 2026-12-07): it says which system the results are shown in, no unit of a number.
 */
function unitSystemOnly(schema: unknown): boolean {
  const values = isObject(schema) && Array.isArray(schema.enum) ? schema.enum : undefined;
  return values !== undefined && values.length > 0 && values.every((value) => typeof value === 'string' && UNIT_SYSTEMS.has(value.toLowerCase()));
}
const UNIT_SYSTEMS: ReadonlySet<string> = new Set(['metric', 'imperial', 'standard', 'us', 'uk', 'si', 'customary', 'scientific']);

/**
 * A `size` beside a page's totals (Spring Data's page, { size, number, totalElements, totalPages }:
 * SmartBear's Swagger portal lists) is how many items a page holds, a count, not bytes.
 */
function isPageOfResults(name: string, siblings: Record<string, unknown>): boolean {
  return (name === 'size' || isPageSizeName(name)) && Object.keys(siblings).some((other) => other !== name && (isTotalName(other) || PAGE_TOTAL.test(other)));
}

const PAGE_TOTAL = /^total_?(?:pages|elements|items|records)$/i;

/**
 * A page position beside a page size: Jira's `startAt` next to `maxResults` is the index of the
 * first item, not a moment (a `start_at` alone may be either, and stays a time).
 */
function isPagePosition(name: string, siblings: Record<string, unknown>): boolean {
  return isPagePositionName(name) && Object.keys(siblings).some((other) => other !== name && isPageSizeName(other));
}

/**
 * A width or a height beside a `col` and a `row` (Metabase's dashboard cards: `col`, `row`, `size_x`
 * "Width (must be >= 1)", `size_y`): the object is placed on a grid, and its spans count the grid's
 * cells, no unit of length. Not when its description names a unit.
 */
function isGridSpan(siblings: Record<string, unknown>): boolean {
  let col = false;
  let row = false;
  for (const other in siblings) {
    col ||= GRID_COLUMN.test(other);
    row ||= GRID_ROW.test(other);
  }
  return col && row;
}

const GRID_COLUMN = /^(?:col|column|grid_?col(?:umn)?)$/i;
const GRID_ROW = /^(?:row|grid_?row)$/i;

/**
 * An enum of units of `kind`. Not, for money, one of currency codes only: it says which money, not whole units or cents,
 * as a currency field by any other shape does (whop's plans, `currency` an enum of usd, sgd, inr… beside `renewal_price`:
 * round 55, re-reader AF3, where the same field by a `$ref` was reported and this one was not).
 */
function enumOfUnits(schema: unknown, kind: QuantityKind): boolean {
  return isObject(schema) && Array.isArray(schema.enum) && listsUnitsOf(schema.enum, kind) && !(kind === 'money' && listsCurrenciesOnly(schema.enum));
}

function enumOfFrequencies(schema: unknown): boolean {
  return isObject(schema) && Array.isArray(schema.enum) && listsFrequencies(schema.enum);
}

/** `quantity`, `qty`, `item_qty`: a count of units, whose unit a `units` field beside it names. */
function isQuantityField(name: string): boolean {
  const last = splitWords(name).at(-1);
  return last === 'quantity' || last === 'qty';
}

/**
 * A description that says the number counts things: "Total number of units in the import"
 * (Lara Translate's `size`), "The maximum number of calls allowed to be in the queue" (Twilio's
 * `MaxSize`), or whose first clause ends in "count" ("Customer employee or seat count", Linear's
 * `size`) or in another word for a place in an order: a priority, a rank, a score, an index
 * (conway's DNS `distance`, "MX priority (only for MX records)", is no length). "Number of seconds to wait" counts a unit, not things: still a time.
 */
const COUNT_DESCRIPTION = /^\s*(?:an?\s+|the\s+)?(?:(?:optional\s+)?(?:limit|cap|bound)\s+on\s+the\s+)?(?:total\s+|(?:maximum|minimum|max|min)\.?\s+)?(?:number|count)\s+of\s+([a-z]+)/i;
const ENDS_IN_COUNT = /\b(?:counts?|priority|priorities|rank|ranking|score|index)\s*$/i;

/**
 * A description that calls the number the count of what its name names, anywhere: BugSnag's
 * reopen rule `occurrences`, "for n_occurrences_in_m_hours reopen rules, the number of occurrences
 * to allow in the number of hours indicated by the hours field" (the hours are its sibling's). Not
 * a name that is a unit ("the number of seconds" for `seconds`).
 */
function countsItsName(name: string, description: string): boolean {
  const words = splitWords(name);
  if (words.length === 0 || words.length > 3 || hasAnyUnit(name) || !description.includes(words[words.length - 1])) return false;
  return new RegExp(`\\b(?:number|count)\\s+of\\s+(?:the\\s+)?${words.map(escapeRegExp).join('[\\s_-]')}\\b`, 'i').test(description);
}

/** "Indentation spaces (default 2).", "Indent width in spaces", "Tab width in characters": text indented by characters, counted. */
const COUNTED_IN_CHARACTERS = /^\s*(?:indent(?:ation)?|tab)(?:\s+(?:width|size|level))?\s+(?:in\s+)?(?:spaces|characters|chars|columns)\b/i;

/**
 * A size or quantity said to be counted in shares, contracts or lots (Polymarket's placeLimitOrder `size`, "Size in
 * shares to trade": round 42, re-reader S5): a count of what is traded, not an amount of data.
 */
const COUNTED_IN_SHARES = /^\s*(?:(?:the|an?|order|position|trade)\s+)?(?:size|quantity|amount)\s+(?:in|of)\s+(?:shares|contracts|lots)\b/i;

/**
 * An LRU cache's size, which counts entries (claude-flow's embeddings_init `cacheSize`, "LRU cache size", 256: round 48,
 * re-reader Z1), and a cache size said to be in entries or items.
 */
const COUNTED_IN_ENTRIES = /\blru\s+(?:cache\s+)?(?:size|capacity)\b|\bcache\s+(?:size|capacity)\s+(?:in\s+)?(?:entries|items|elements|objects|keys)\b/i;
/**
 * A similarity the value bounds: claude-flow's metaharness_audit_trend `alertOnDistanceBelow`, "… when structural similarity
 * falls below N" (round 48, re-reader Z1): a score, not a length.
 */
const SIMILARITY_BOUND = /\bsimilarity\s+(?:score\s+)?(?:falls|drops|goes|is)\s+(?:below|under|above|over)\b|\bsimilarity\s+(?:score|threshold)\b/i;

function describesCount(description: string): boolean {
  if (COUNTED_IN_CHARACTERS.test(description) || COUNTED_IN_SHARES.test(description) || COUNTED_IN_ENTRIES.test(description) || SIMILARITY_BOUND.test(description)) return true;
  const counted = COUNT_DESCRIPTION.exec(description);
  // "Number of cells" counts cells, though `size_x_cells` carries a grid's unit.
  return counted !== null ? !hasAnyUnit(counted[1]) || isGridUnit(counted[1]) : ENDS_IN_COUNT.test(firstClause(description));
}

/**
 * A description that counts things per page or per another group: serpstat's `size`, "results per
 * page"; "Items per page", "Entities per page (default 250)"; ocr-provenance's `min_cluster_size`,
 * "HDBSCAN: minimum documents per cluster". A plural that is a unit ("bytes per page", "KB per
 * page") counts no things, and things per a unit ("requests per second") are a rate. Only read when
 * the description names no unit.
 */
const PER_GROUP = /\b([a-z]+s)\s+(?:per|on\s+each|in\s+each)\s+([a-z]+)\b/i;

/**
 * A description that opens by calling the number a page's, a batch's or a chunk's size (Opik's
 * list-projects `size`, "Page size (1-100)."): how many items each holds, as `page_size` is by its name.
 * Only the words alone: "Page size preset or custom [width, height] in points" (a PDF's paper) is a length.
 * Anywhere in it, a pool's, a queue's or a cluster's size counts members, and a vector's dimension its
 * components (claude-flow's agent_pool `targetSize`, "Target pool size"; agent_spawn `memoryDimension`,
 * "Vector dimension for the COW base": round 44, reader T5), not bytes.
 */
const COUNTED_SIZE =
  /^\s*(?:the\s+)?(?:page|batch|chunk|sample|results?|group)\s+size\s*(?:$|[.,;:(])|\b(?:pool|queue|team|thread|worker|cluster|replica)\s+size\b|\b(?:vector|embedding)\s+dimensions?\b/i;

function describesCountPerGroup(description: string): boolean {
  const said = PER_GROUP.exec(description);
  return said !== null && !hasAnyUnit(said[1]) && !hasAnyUnit(said[2]);
}

/**
 * A description that maps the number's values to meanings, twice or more: serpstat's
 * `mailTriggerSettings.interval`, "Notification interval (0=manual, 1=daily, 2=every 3 days, \u2026)".
 * The number is a code for a schedule, not a time in any unit.
 */
const VALUE_MEANS_ONE = /(?:^|[\s(,;:])\d+\s?=\s?[a-z]/i;

function describesCodes(description: string): boolean {
  const first = VALUE_MEANS_ONE.exec(description);
  return first !== null && VALUE_MEANS_ONE.test(description.slice(first.index + first[0].length));
}

function firstClause(text: string): string {
  const end = text.search(/[.;:(\n]/);
  return end < 0 ? text : text.slice(0, end);
}

/**
 * The root a finding's schema resolves its `$ref`s in, as the check walked it: the tool's input
 * or output schema, or the error field it is in (undefined for that field itself: its own root).
 */
function schemaRoot(path: JsonPath, tool: ToolModel | undefined, document: unknown): unknown {
  if (!tool) return undefined;
  if (pathStartsWith(path, tool.inputSchemaPath)) return tool.inputSchema;
  if (pathStartsWith(path, tool.outputSchemaPath)) return tool.outputSchema;
  const field = tool.errorsPath.length + 3; // errors, index, 'fields', name
  return pathStartsWith(path, tool.errorsPath) && path.length > field ? valueAt(document, path.slice(0, field)) : undefined;
}

/**
 * `distance_unit` (mile or kilometer) beside a city's `radius`: a unit named for a quantity of the
 * same kind as this one (Meta Ads' targeting), when no sibling is that quantity (an `elevation_unit`
 * beside `elevation` is elevation's own, ownUnitSibling).
 */
function unitOfKindNamed(unit: string, kind: QuantityKind, siblings: Record<string, unknown>): boolean {
  const words = splitWords(unit).slice(0, -1);
  const stem = words.join('_');
  if (findUnitlessQuantity(stem)?.kind !== kind) return false;
  return !Object.keys(siblings).some((other) => splitWords(other).join('_') === stem);
}

/** `precipitation_unit`, `wind_speed_unit`: the unit of the quantity its other words name. */
function namesAnothersUnit(name: string): boolean {
  return isUnitName(name) && splitWords(name).length > 1;
}

/** `durationUnit`, `size_units`: a field that names a unit, not a quantity. */
function isUnitName(name: string): boolean {
  return unitLast(name) !== undefined;
}

const unitLast = lastWordAmong(['unit', 'units']);

function ownUnitSibling(name: string, siblings: Record<string, unknown>): string | undefined {
  return [`${name}Unit`, `${name}Units`, `${name}_unit`, `${name}_units`].find((candidate) => hasOwn(siblings, candidate));
}

function hasOwn(object: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/**
 * Whether a field holds numbers, read through the shared schema reader: a number, a type
 * array (`["number", "null"]`), an anyOf/oneOf/allOf branch, a local `$ref` (in `root`), or
 * a list of numbers. A string in a format that carries its unit is not asked for one.
 */
function isNumeric(schema: unknown, root: unknown): boolean {
  if (!isObject(schema)) return false;
  if (typeof schema.format === 'string' && SELF_DESCRIBING_FORMATS.includes(schema.format)) return false;
  return (
    holdsKind(schema, root, ValueKind.Number) ||
    (schema.type === 'string' && ((typeof schema.pattern === 'string' && digitsOnly(schema.pattern)) || (typeof schema.description === 'string' && NUMBER_AS_STRING.test(schema.description))))
  );
}

/**
 * A string its description says holds a number: "Although represented as a string, this value must be a valid integer"
 * (Paddle's prices and transactions, `unitPrice.amount`: the seventh held-out round of 2026-12-07), "a numeric string", "an
 * integer passed as a string". A number sent as text, as unit-less as one.
 */
const NUMBER_AS_STRING =
  /\b(?:must\s+be\s+an?\s+valid\s+(?:integer|number|decimal)|(?:numeric|integer|decimal)\s+string|(?:integer|number|decimal)\s+(?:represented|encoded|formatted|given|passed|sent)\s+as\s+(?:an?\s+)?string|represented\s+as\s+(?:an?\s+)?string,?\s+(?:this|the)\s+value\s+must\s+be\s+an?\s+(?:valid\s+)?(?:integer|number|decimal))\b/i;

/**
 * A string whose `pattern` lets through plain numbers and nothing with a unit (ios-simulator's
 * ui_tap `duration`, `^\d+(\.\d+)?$`, "Press duration") is a number sent as text, and as unit-less
 * as one: the pattern is tried on numbers and on numbers with a unit, as ajv would try it (a
 * pattern is unanchored ECMA-262, read with the `u` flag). One that does not compile says nothing.
 */
function digitsOnly(pattern: string): boolean {
  let known = DIGITS_ONLY.get(pattern);
  if (known === undefined) {
    let regexp: RegExp | undefined;
    try {
      regexp = new RegExp(pattern, 'u');
    } catch {
      regexp = undefined;
    }
    known = regexp !== undefined && PLAIN_NUMBERS.some((text) => regexp.test(text)) && !WITH_UNITS.some((text) => regexp.test(text));
    // Patterns come from the documents linted: a long editing session keeps only the recent ones.
    if (DIGITS_ONLY.size >= 1000) DIGITS_ONLY.clear();
    DIGITS_ONLY.set(pattern, known);
  }
  return known;
}

const DIGITS_ONLY = new Map<string, boolean>();
const PLAIN_NUMBERS: readonly string[] = ['1', '30', '250', '0.5'];
/** A number with a unit after it, before it, or spelled out: what a pattern for a duration, a size or a price would let through. */
const WITH_UNITS: readonly string[] = ['1s', '30m', '250ms', '0.5h', '2d', '10 seconds', '5px', '1.5MB', '10%', '$5', 'PT30S', '1w', '2x'];

/** A one-word name follows its siblings: camelCase when most of them are. */
export function siblingStyle(siblings: Record<string, unknown>): NameStyle {
  const names = Object.keys(siblings);
  const camel = names.filter(isCamelCase).length;
  const snake = names.filter((n) => n.includes('_')).length;
  return camel > snake ? 'camel' : 'snake';
}

function orList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * A description that opens with the field's name in words and then a quantity's word, and ends
 * the phrase there (a comma, a full stop, a bracket or its end) or goes on with a preposition:
 * Godot's `custom_blend`, "Custom blend time, -1 for default"; a booking's `buffer`, "Buffer time
 * before the meeting"; `pause`, "Pause duration between steps" (not "per": "Buffer size per user"
 * is a rate). The name with that word is asked whether it is a quantity without a unit (`batch` +
 * "size" is a count, and stays none). Undefined when it is none.
 */
const OPENING_WORDS = /^\s*(?:(?:[Tt]he|[Aa]n?)\s)?([A-Za-z]+(?:[\s_-][A-Za-z]+){0,4}?)(?=\s*(?:[,.;:(]|$)|\s+(?:before|after|between|of|for|to|until|during|while|when|in)\b)/;

function namedInOpening(name: string, description: string): { readonly kind: QuantityKind; readonly phrase: string } | undefined {
  const said = OPENING_WORDS.exec(description);
  if (said === null) return undefined;
  const words = said[1].toLowerCase().split(/[\s_-]/);
  const own = splitWords(name);
  if (words.length !== own.length + 1 || !own.every((word, i) => words[i] === word)) return undefined;
  const quantity = findUnitlessQuantity([...own, words[own.length]].join('_'));
  // Only the last word names the quantity: "Custom blend time", not "Time blend custom".
  if (quantity === undefined || quantity.word !== words[own.length] || findQuantity(name) !== undefined) return undefined;
  return { kind: quantity.kind, phrase: said[1] };
}

/**
 * A name that counts or places things (`speedIndex`, `offset`) whose description opens with the
 * name's words and then a quantity's word, and names a unit of that quantity: Lighthouse's
 * `speedIndex`, "Speed Index budget in milliseconds", is a time budget, not an index (its
 * siblings, "FCP budget in milliseconds", are times too). A word that measures anything (a
 * budget, an amount) takes the unit's kind. "Offset in bytes" opens with no quantity's word.
 */
const OPENING_PHRASE = /^\s*(?:(?:the|an?)\s)?([A-Za-z]+(?:[\s_-][A-Za-z]+){0,5})/;

function quantityOpening(name: string, description: string, described: DescribedUnit): Measure | undefined {
  if (described.unit === undefined) return undefined;
  const said = OPENING_PHRASE.exec(description);
  if (said === null) return undefined;
  const words = said[1].toLowerCase().split(/[\s_-]/);
  const own = splitWords(name);
  if (words.length <= own.length || !own.every((word, i) => words[i] === word)) return undefined;
  const next = words[own.length];
  const quantity = findUnitlessQuantity([...own, next].join('_'));
  if (quantity === undefined || quantity.word !== next) return undefined;
  const kind = fits(described, quantity.kind) ? quantity.kind : measuresAnything(next) ? described.kind : undefined;
  return kind === undefined ? undefined : { kind, described };
}
