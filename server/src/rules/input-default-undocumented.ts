import { isObject, valueAt } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import { documentDefault } from '../engine/fixes/schemaEdits';
import { defaultSentence, defaultText, isZeroValueDefault, mentionsDefault, statedDefault } from '../engine/heuristics/descriptions';
import { defineRule } from '../engine/rule';
import { allProperties, fieldDescription, valueSchemaWithKeyword } from '../engine/schemaWalk';

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
      for (const property of allProperties(root, tool.inputSchemaPath)) {
        // A required input's default never applies: the agent always sends the value, so there is nothing to tell it.
        if (property.required) continue;
        const carrier = valueSchemaWithKeyword(property, root, tool.inputSchemaPath, 'default');
        if (!carrier || seen?.has(carrier.node)) continue;
        const value = carrier.node.default;
        if (onlyValue(carrier.node) || onlyValue(property.schema)) continue; // a const: leaving it out changes nothing
        const description = fieldDescription(property.schema, root);
        // A deprecated input's default tells the agent nothing (Figma Console's useConsoleFallback, "DEPRECATED — has no effect.").
        if ((isObject(property.schema) && property.schema.deprecated === true) || (description !== undefined && DEPRECATED.test(description))) continue;
        // A description that names another default misleads, whatever the value (a zero one included).
        const other = contradictingDefault(description, value);
        const named = mentionsDefault(description, value) && !onlyListedAmongValues(description, value, enumOf(carrier.node) ?? enumOf(property.schema));
        if (other === undefined && (isZeroValueDefault(value, property.name) || named || statesSameDefault(description, value))) continue;
        (seen ??= new Set()).add(carrier.node);
        const sentence = defaultSentence(value);
        const where = carrier.node === property.schema ? 'has a default' : 'has a default through its $ref or a branch';
        if (other !== undefined) {
          report({
            path: [...carrier.path, 'default'],
            part: 'key',
            message: `"${property.field}" in ${toolLabel(tool)}'s input ${where} of ${defaultText(value)}, but its description says the default is ${other}: an agent that leaves the value out cannot tell which it gets. Make the two agree.`,
          });
          continue;
        }
        report({
          path: [...carrier.path, 'default'],
          part: 'key',
          message: `"${property.field}" in ${toolLabel(tool)}'s input ${where}, and its description ${describedAs(property.schema, root)}: an agent that leaves the value out should know what it gets, without reading the schema's keywords. End the description with: ${sentence}`,
        });
      }
    }
  },
  fix({ finding, document }) {
    const propertyPath = finding.path.slice(0, -1);
    const schema = valueAt(document.value, propertyPath);
    if (!isObject(schema) || !('default' in schema)) return [];
    // Which of two stated defaults is right is the author's call: no edit can know.
    if (contradictingDefault(typeof schema.description === 'string' ? schema.description : undefined, schema.default) !== undefined) return [];
    const sentence = defaultSentence(schema.default);
    const title = typeof schema.description === 'string' && schema.description.trim() !== ''
      ? `Document the default: end the description with: ${sentence}`
      : `Document the default: add the description: ${sentence}`;
    // Prose only: the contract's behaviour does not change, and there is nothing to choose.
    return [{ title, kind: 'safe', preferred: true, write: (editor) => documentDefault(editor, propertyPath, schema, schema.default) }];
  },
});

const DEPRECATED = /^\s*(?:\*\*)?\s*deprecated\b/i;

/** The other default a description names, when it names one that is not the schema's (a number or a boolean). */
function contradictingDefault(description: string | undefined, value: unknown): string | undefined {
  if (typeof value !== 'number' && typeof value !== 'boolean') return undefined;
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
/** A line that sets out one value: "- time: Data points are indexed by time", "\u2022 'apify' - Apify", "nearest = closest cell". */
const LINE_ITEM = /^\s*(?:[-*\u2022]\s*)?["'`]?([^\s"'`:=]+)["'`]?\s*(?::|=|\s[-\u2013\u2014]\s)/;

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
  // Values set out one per line: the default and another each open a line of their own.
  const items = new Set<string>();
  for (const line of description.split('\n')) {
    const item = LINE_ITEM.exec(line);
    if (item) items.add(item[1].toLowerCase());
  }
  return defaults.every((item) => items.has(String(item).toLowerCase())) && others.some((option) => items.has(option.toLowerCase()));
}

/** The values a field's enum admits, or its items' for a list (Strava's `types`). */
function enumOf(schema: unknown): readonly unknown[] | undefined {
  if (!isObject(schema)) return undefined;
  if (Array.isArray(schema.enum)) return schema.enum;
  return isObject(schema.items) && Array.isArray(schema.items.enum) ? schema.items.enum : undefined;
}

/** A schema that admits one value: a `const`, or an `enum` of one (Sanity's `resource.target`: const and default "dataset"). */
function onlyValue(schema: unknown): boolean {
  return isObject(schema) && ('const' in schema || (Array.isArray(schema.enum) && schema.enum.length === 1));
}

/** What the field's description was found to say: nothing, or its words (shortened) without the value. */
function describedAs(schema: unknown, root: unknown): string {
  const description = fieldDescription(schema, root);
  if (!description) return 'is missing';
  const words = description.length > 60 ? `${description.slice(0, 57).trimEnd()}…` : description;
  return `(${JSON.stringify(words)}) does not state it`;
}
