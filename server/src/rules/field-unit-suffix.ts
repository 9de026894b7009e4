import { isObject, valueAt, type JsonPath } from '../engine/document';
import { DEFAULT_CURRENCY, type FixProposal } from '../engine/fixes/model';
import { QUANTITY_AMBIGUITY, QUANTITY_KIND_NAMES, appendUnit, findUnitlessQuantity, hasAnyUnit, nameStyle, suggestUnitNames, type NameStyle, type QuantityKind } from '../engine/heuristics/quantities';
import { isCamelCase, lastWordAmong } from '../engine/heuristics/words';
import { defineRule, type Report } from '../engine/rule';
import { fieldDescription, holdsKind, isLeafSchema, valueSchemaTree, ValueKind } from '../engine/schemaWalk';

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
    const walk = (schema: unknown, base: JsonPath, where: string): void => {
      if (!isObject(schema) || isLeafSchema(schema)) return;
      for (const sub of valueSchemaTree(schema).subschemas) {
        const properties = sub.node.properties;
        if (!isObject(properties)) continue;
        for (const name in properties) {
          if (!isNumeric(properties[name], schema) || !findUnitlessQuantity(name) || describesCount(properties[name], schema)) continue;
          checkName(name, [...base, ...sub.relativePath(), 'properties', name], properties, where, report);
        }
      }
    };
    for (const tool of model.tools) {
      const toolName = tool.name ?? 'this tool';
      walk(tool.inputSchema, tool.inputSchemaPath, `${toolName}'s input`);
      walk(tool.outputSchema, tool.outputSchemaPath, `${toolName}'s output`);
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
          const flagged = isNumeric(schema, schema) && findUnitlessQuantity(name) !== undefined && !describesCount(schema, schema);
          if (!flagged && isLeafSchema(schema)) continue;
          const where = typeof entry.type === 'string' ? `${toolName}'s ${entry.type} error` : `an error of ${toolName}`;
          const path = [...tool.errorsPath, i, 'fields', name];
          if (flagged) checkName(name, path, fields, where, report);
          walk(schema, path, where);
        }
      }
    }
  },
  fix({ finding, document, options }) {
    const path = finding.path;
    const name = path[path.length - 1];
    const siblings = valueAt(document.value, path.slice(0, -1));
    if (typeof name !== 'string' || !isObject(siblings)) return [];
    const quantity = findUnitlessQuantity(name);
    if (!quantity) return [];
    // In a schema's `properties`, the schema's `required` names it too.
    const owner = path[path.length - 2] === 'properties' ? path.slice(0, -2) : undefined;
    const required = owner ? valueAt(document.value, [...owner, 'required']) : undefined;
    const names = unitNames(name, quantity.kind, siblingStyle(siblings), options.currency).filter((candidate) => !(candidate in siblings));
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
 * The names the fix offers, one per likely unit, in the name's style: the message's
 * suggestions, with money in the configured currency (`cost_eur`, `cost_eur_cents`).
 */
export function unitNames(name: string, kind: QuantityKind, singleWord: NameStyle, currency: string = DEFAULT_CURRENCY): string[] {
  const code = currency.toLowerCase();
  if (kind !== 'money' || code === DEFAULT_CURRENCY) return suggestUnitNames(name, kind, singleWord);
  const style = nameStyle(name, singleWord);
  return [code, `${code}_cents`].map((unit) => appendUnit(name, unit, style));
}

function checkName(name: string, path: JsonPath, siblings: Record<string, unknown>, where: string, report: (report: Report) => void): void {
  const quantity = findUnitlessQuantity(name);
  if (!quantity || unitSibling(name, siblings) !== undefined) return;
  const names = suggestUnitNames(name, quantity.kind, siblingStyle(siblings));
  report({
    path,
    part: 'key',
    message: `"${name}" in ${where} is ${QUANTITY_KIND_NAMES[quantity.kind]} without a unit, so an agent cannot tell ${QUANTITY_AMBIGUITY[quantity.kind]}: rename it ${orList(names)}.`,
  });
}

/**
 * A field beside a number that states its unit: `durationUnit` or `duration_unit` beside
 * `duration`, or `unit`/`units` beside the one quantity of its object (MongoDB's
 * collection-storage-size returns `size` and `units`). The value then carries its unit, as a
 * suffix would.
 */
function unitSibling(name: string, siblings: Record<string, unknown>): string | undefined {
  const own = ownUnitSibling(name, siblings);
  if (own !== undefined) return own;
  const shared = ['unit', 'units'].find((candidate) => candidate !== name && hasOwn(siblings, candidate));
  // A `unit` beside two quantities that lack one may be either one's: it speaks for neither.
  const another = Object.keys(siblings).some((other) => other !== name && !isUnitName(other) && findUnitlessQuantity(other) !== undefined && ownUnitSibling(other, siblings) === undefined);
  return shared !== undefined && !another ? shared : undefined;
}

/**
 * A number whose description says it counts things: "Total number of units in the import"
 * (Lara Translate's `size`). "Number of seconds to wait" names a unit, not things: still a time.
 */
const COUNT_DESCRIPTION = /^\s*(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\s+([A-Za-z]+)/i;

function describesCount(schema: unknown, root: unknown): boolean {
  const description = fieldDescription(schema, root);
  const counted = description === undefined ? null : COUNT_DESCRIPTION.exec(description);
  return counted !== null && !hasAnyUnit(counted[1]);
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
  return holdsKind(schema, root, ValueKind.Number);
}

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
