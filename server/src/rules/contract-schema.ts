import contractSchema from '../../../schemas/tool-contract.schema.json';
import { closestId } from '../engine/config';
import { isObject, resolveLocalRef, valueAt, type JsonPath } from '../engine/document';
import { validateContractDocument, type SchemaProblem } from '../engine/jsonSchema';
import { withArticle } from '../engine/heuristics/words';
import { CONTRACT_ONLY, defineRule } from '../engine/rule';

/**
 * Problems other rules own, so each cause gets one finding: the embedded schemas
 * (input-schema-invalid, output-schema-invalid), `version` (version-invalid) and the
 * `type` of error entries (errors-untyped).
 */
function ownedElsewhere(problem: SchemaProblem): boolean {
  const { path } = problem;
  if (path.length === 0 && problem.keyword === 'required' && problem.params?.missingProperty === 'version') return true;
  if (path[0] === 'version') return true;
  if (path[0] !== 'tools' || typeof path[1] !== 'number') return false;
  const field = path[2];
  if (field === 'inputSchema' || field === 'outputSchema') return true;
  if (field === 'errors' && typeof path[3] === 'number') {
    if (path.length === 4) return true; // the entry itself: not an object, or no type
    if (path.length === 5 && path[4] === 'type') return true;
  }
  return false;
}

export default defineRule({
  meta: {
    id: 'contract-schema',
    severity: 'error',
    description: 'The document breaks the contract format\'s schema (schemas/tool-contract.schema.json).',
    layer: 'document',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const problem of validateContractDocument(model.root)) {
      if (ownedElsewhere(problem)) continue;
      const rangePath = rangePathFor(model.root, problem.path, problem.atKey);
      report({
        path: problem.path,
        part: problem.atKey && !rangePath ? 'key' : 'value',
        rangePath,
        message: messageFor(problem, model.root),
      });
    }
  },
  /** *Rename sideEffect to sideEffects*: a field the format does not know, renamed to the known field it is closest to. */
  fix({ finding, model }) {
    const suggestion = misspeltField(model.root, finding.path);
    if (!suggestion) return [];
    const path = finding.path;
    return [
      {
        title: `Rename ${String(path[path.length - 1])} to ${suggestion}`,
        // A guess by spelling: the author confirms it (never fix-all's to apply).
        kind: 'suggestion',
        preferred: true,
        write: (editor) => editor.renameKey(path, suggestion),
      },
    ];
  },
});

/** A missing member of a tool is drawn on the tool's name rather than its opening brace. */
function rangePathFor(root: unknown, path: JsonPath, atKey: boolean): JsonPath | undefined {
  const isToolObject = path.length === 2 && path[0] === 'tools' && typeof path[1] === 'number';
  if (atKey && isToolObject && isObject(valueAt(root, path)) && typeof (valueAt(root, path.concat('name'))) === 'string') {
    return path.concat('name');
  }
  return undefined;
}

// ── The contract schema, read along a document path ─────────────────────────

type SchemaNode = Record<string, unknown>;

function resolved(node: unknown): SchemaNode | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 8; hops++) {
    const target = resolveLocalRef(contractSchema, current.$ref);
    if (!target.found) return undefined;
    current = target.value;
  }
  return isObject(current) ? current : undefined;
}

/** The contract schema's node for the value at `path` (properties, items and local $refs followed); undefined off the schema. */
export function contractSchemaAt(path: JsonPath): SchemaNode | undefined {
  let node = resolved(contractSchema);
  for (const segment of path) {
    if (!node) return undefined;
    if (typeof segment === 'number') node = resolved(node.items);
    else if (isObject(node.properties) && Object.hasOwn(node.properties, segment)) node = resolved(node.properties[segment]);
    else node = isObject(node.additionalProperties) ? resolved(node.additionalProperties) : undefined;
  }
  return node;
}

/** The fields the format defines for the object at `path`, in the schema's order. */
export function knownFields(path: JsonPath): string[] {
  const node = contractSchemaAt(path);
  return node && isObject(node.properties) ? Object.keys(node.properties) : [];
}

function allowsExtensions(node: SchemaNode | undefined): boolean {
  return isObject(node?.patternProperties) && Object.hasOwn(node.patternProperties, '^x-');
}

/**
 * For the path of a member the format does not know (`/tools/0/sideEffect`): the known field
 * of that object it is closest to, when there is one and the object does not have it already.
 */
export function misspeltField(root: unknown, path: JsonPath): string | undefined {
  const key = path[path.length - 1];
  if (typeof key !== 'string' || key.startsWith('x-')) return undefined;
  const parentPath = path.slice(0, -1);
  const parent = valueAt(root, parentPath);
  const node = contractSchemaAt(parentPath);
  if (!isObject(parent) || !node || node.additionalProperties !== false) return undefined;
  const known = knownFields(parentPath);
  if (known.includes(key)) return undefined;
  const byCase = known.find((field) => field.toLowerCase() === key.toLowerCase());
  const suggestion = byCase ?? closestId(key, known);
  return suggestion !== undefined && !Object.hasOwn(parent, suggestion) ? suggestion : undefined;
}

// ── Messages: what is wrong, why it matters, what to do ─────────────────────

/** Why a required member matters, by the object it is missing from and its name. */
const WHY_REQUIRED: Readonly<Record<string, string>> = {
  'contract name': 'it names the server or tool set, and the review card and changelog refer to it',
  'contract tools': 'a contract exists to declare the tools an agent can call',
  'tool name': 'it is what the agent calls, and previewTool and verifyTool refer to it',
  'tool description': 'the model reads it to decide when to call the tool and what to expect',
  'tool inputSchema': 'the model builds its arguments from it (a tool that takes nothing declares { "type": "object" })',
};

/** What a document path is, for a person: `tool "delete_ticket"`, `error 2 of tool "t"`, `the contract`. */
function describeObject(root: unknown, path: JsonPath): string {
  if (path.length === 0) return 'the contract';
  if (path[0] === 'tools' && typeof path[1] === 'number') {
    const name = valueAt(root, ['tools', path[1], 'name']);
    const tool = typeof name === 'string' && name !== '' ? `tool "${name}"` : `tool ${path[1] + 1}`;
    if (path.length === 2) return tool;
    if (path[2] === 'errors' && typeof path[3] === 'number') {
      const type = valueAt(root, path.slice(0, 4).concat('type'));
      const entry = typeof type === 'string' ? `error "${type}"` : `error ${path[3] + 1}`;
      return path.length === 4 ? `${entry} of ${tool}` : `"${path.slice(4).join('.')}" of ${entry} of ${tool}`;
    }
    return `"${path.slice(2).join('.')}" of ${tool}`;
  }
  return `"${path.map(String).join('.')}"`;
}

/** The kind of object at `path` for WHY_REQUIRED and for "is not a field of a …". */
function objectKind(path: JsonPath): string {
  if (path.length === 0) return 'contract';
  if (path.length === 2 && path[0] === 'tools') return 'tool';
  if (path.length === 4 && path[0] === 'tools' && path[2] === 'errors') return 'error entry';
  return `"${String(path[path.length - 1])}" object`;
}


function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `a string (${JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value)})`;
  if (typeof value === 'number') return `a number (${value})`;
  return `a ${typeof value} (${String(value)})`;
}

const ARTICLE: Readonly<Record<string, string>> = { object: 'an object', array: 'an array', string: 'a string', integer: 'an integer', number: 'a number', boolean: 'a boolean', null: 'null' };

function listOf(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The schema's description of a field, as a sentence to end a message with. */
function meaningOf(node: SchemaNode | undefined): string {
  const description = typeof node?.description === 'string' ? node.description.trim() : '';
  if (!description) return '';
  const sentence = /^[A-Z][a-z]/.test(description) ? description.charAt(0).toLowerCase() + description.slice(1) : description;
  return ` (${sentence.replace(/\.$/, '')})`;
}

function messageFor(problem: SchemaProblem, root: unknown): string {
  const { path } = problem;
  const params = problem.params ?? {};
  const value = valueAt(root, path);
  const node = contractSchemaAt(path);
  switch (problem.keyword) {
    case 'additionalProperties': {
      const key = String(path[path.length - 1]);
      const parentPath = path.slice(0, -1);
      const where = describeObject(root, parentPath);
      const suggestion = misspeltField(root, path);
      if (suggestion) {
        return `"${key}" is not a field of ${withArticle(objectKind(parentPath))}: did you mean "${suggestion}"? Nothing that reads the contract knows "${key}", so what it says about ${where} is lost. Rename it to "${suggestion}".`;
      }
      const known = knownFields(parentPath).filter((field) => field !== '$schema');
      const extensions = allowsExtensions(contractSchemaAt(parentPath)) ? ', or start its name with "x-" to keep data of your own' : '';
      return `"${key}" is not a field of ${withArticle(objectKind(parentPath))}: nothing that reads the contract knows it, so what it says about ${where} is lost. Use one of ${listOf(known.map((f) => `"${f}"`), 'or')}${extensions}.`;
    }
    case 'required': {
      const missing = String(params.missingProperty);
      const why = WHY_REQUIRED[`${objectKind(path)} ${missing}`];
      const owner = describeObject(root, path);
      const capitalised = owner.charAt(0).toUpperCase() + owner.slice(1);
      const meaning = why ? `: ${why}` : `, which the format requires${meaningOf(contractSchemaAt(path.concat(missing)))}`;
      return `${capitalised} has no "${missing}"${meaning}. Add "${missing}".`;
    }
    case 'type': {
      const expected = (Array.isArray(params.type) ? params.type : [params.type]).map((t) => ARTICLE[String(t)] ?? String(t));
      const shape = path.length === 2 && path[0] === 'tools' && isObject(node) && Array.isArray(node.required) ? `: a tool is an object with ${listOf(node.required.map((f) => `"${f}"`), 'and')}` : meaningOf(node);
      return `${capitalise(describeObject(root, path))} is ${typeOfValue(value)}, where the format expects ${listOf(expected, 'or')}${shape}.`;
    }
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map((v) => String(v)) : [];
      const hint = typeof value === 'string' ? closestId(value, allowed) : undefined;
      const descriptions = Array.isArray(node?.markdownEnumDescriptions) ? (node.markdownEnumDescriptions as unknown[]) : [];
      const choices = allowed.map((v, i) => (typeof descriptions[i] === 'string' ? `"${v}" (${String(descriptions[i]).replace(/\.$/, '').toLowerCase()})` : `"${v}"`));
      return `${capitalise(describeObject(root, path))} is ${JSON.stringify(value)}, which the format does not know${hint ? `: did you mean "${hint}"?` : '.'} Use ${listOf(choices, 'or')}.`;
    }
    case 'minItems': {
      if (path.length === 1 && path[0] === 'tools') return 'The contract lists no tools: a contract exists to declare the tools an agent can call. Add at least one tool to "tools".';
      return `${capitalise(describeObject(root, path))} has ${Array.isArray(value) ? value.length : 0} item(s), fewer than the ${String(params.limit)} the format needs${meaningOf(node)}.`;
    }
    case 'maxItems':
      return `${capitalise(describeObject(root, path))} has more than the ${String(params.limit)} items the format allows${meaningOf(node)}.`;
    case 'minLength':
      return `${capitalise(describeObject(root, path))} is empty${meaningOf(node)}: write a value, or remove the field.`;
    case 'maxLength':
      return `${capitalise(describeObject(root, path))} is longer than the ${String(params.limit)} characters the format allows.`;
    case 'pattern':
      return `${capitalise(describeObject(root, path))} does not match ${String(params.pattern)}, the form the format requires${meaningOf(node)}.`;
    case 'format':
      return `${capitalise(describeObject(root, path))} is not a valid ${String(params.format)}${meaningOf(node)}.`;
    case 'const':
      return `${capitalise(describeObject(root, path))} must be ${JSON.stringify(params.allowedValue)}${meaningOf(node)}.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${capitalise(describeObject(root, path))} is ${String(value)}: the format needs a value ${String(params.comparison)} ${String(params.limit)}${meaningOf(node)}.`;
    default:
      return `${capitalise(describeObject(root, path))} does not fit the contract format: ${problem.message.charAt(0).toLowerCase()}${problem.message.slice(1)}`;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

