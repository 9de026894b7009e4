import { isObject, valueAt, type JsonPath } from '../engine/document';
import { DEFAULT_CURRENCY, type FixProposal } from '../engine/fixes/model';
import { QUANTITY_AMBIGUITY, QUANTITY_KIND_NAMES, appendUnit, findUnitlessQuantity, nameStyle, suggestUnitNames, type NameStyle, type QuantityKind } from '../engine/heuristics/quantities';
import { isCamelCase } from '../engine/heuristics/words';
import { defineRule } from '../engine/rule';
import { forEachProperty, isNumericSchema } from '../engine/schemaWalk';

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
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const toolName = tool.name ?? 'this tool';
      const checkProperty = (name: string, schema: unknown, path: JsonPath, siblings: Record<string, unknown>, where: string): void => {
        if (!isNumeric(schema)) return;
        const quantity = findUnitlessQuantity(name);
        if (!quantity) return;
        const names = suggestUnitNames(name, quantity.kind, siblingStyle(siblings));
        report({
          path,
          part: 'key',
          message: `"${name}" in ${where} is ${QUANTITY_KIND_NAMES[quantity.kind]} without a unit, so an agent cannot tell ${QUANTITY_AMBIGUITY[quantity.kind]}: rename it ${orList(names)}.`,
        });
      };
      const walk = (schema: unknown, path: JsonPath, where: string): void =>
        forEachProperty(schema, path, (p) => checkProperty(p.name, p.schema, p.path, p.owner.properties as Record<string, unknown>, where));

      walk(tool.inputSchema, tool.inputSchemaPath, `${toolName}'s input`);
      walk(tool.outputSchema, tool.outputSchemaPath, `${toolName}'s output`);
      if (model.format !== 'contract' || !Array.isArray(tool.errors)) continue;
      tool.errors.forEach((entry, i) => {
        if (!isObject(entry) || !isObject(entry.fields)) return;
        const fields = entry.fields;
        const where = typeof entry.type === 'string' ? `${toolName}'s ${entry.type} error` : `an error of ${toolName}`;
        for (const name of Object.keys(fields)) {
          const path = [...tool.errorsPath, i, 'fields', name];
          checkProperty(name, fields[name], path, fields, where);
          walk(fields[name], path, where);
        }
      });
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

/** A number, a nullable number (anyOf/oneOf with a numeric branch), or a list of numbers. */
function isNumeric(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (typeof schema.format === 'string' && SELF_DESCRIBING_FORMATS.includes(schema.format)) return false;
  if (isNumericSchema(schema)) return true;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.some((b) => isNumericSchema(b))) return true;
  }
  return isObject(schema.items) && isNumericSchema(schema.items);
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
