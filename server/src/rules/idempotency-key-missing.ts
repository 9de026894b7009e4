import { isObject, type JsonPath } from '../engine/document';
import { addRequiredProperties, requireNames } from '../engine/fixes/schemaEdits';
import { idempotencyKeySchema } from '../engine/fixes/templates';
import { createsOrSends, thirdPerson } from '../engine/heuristics/toolVerbs';
import { isIdempotencyKeyName, splitWords } from '../engine/heuristics/words';
import type { ContractModel, ToolModel } from '../engine/model';
import { defineRule } from '../engine/rule';
import { fieldDescription, requiredNames, rootParameters, type PropertyVisit } from '../engine/schemaWalk';

/** The name a fix adds, in the style of the tool's other inputs. */
export function idempotencyKeyName(existingNames: readonly string[]): string {
  const camel = existingNames.some((n) => /[a-z][A-Z]/.test(n)) && !existingNames.some((n) => n.includes('_'));
  return camel ? 'idempotencyKey' : 'idempotency_key';
}

/**
 * A non_idempotent tool without a required idempotency key: a retry after a timeout does the
 * thing twice. In a contract, `sideEffects: non_idempotent` is the author's word. In an MCP list
 * the class may be MCP's defaults, so only what the author said counts: an explicit
 * `idempotentHint: false` beside an explicit `destructiveHint` or `readOnlyHint: false`, on a
 * tool whose name (or opening verb) says it creates or sends something.
 */
export default defineRule({
  meta: {
    id: 'idempotency-key-missing',
    severity: 'warning',
    description: 'A non-idempotent tool takes no required idempotency_key (in MCP lists: only where explicit hints say so and the tool creates or sends something).',
    layer: 'side-effects',
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (tool.sideEffects !== 'non_idempotent') continue;
      const schema = tool.inputSchema;
      if (!isObject(schema)) continue; // not a schema: input-schema-invalid
      const evidence = nonIdempotentEvidence(model, tool);
      if (!evidence) continue;
      const owner = tool.name ?? 'This tool';
      const key = idempotencyKeyOf(schema, tool.inputSchemaPath);
      if (key === undefined) {
        report({
          path: tool.inputSchemaPath.concat('properties'),
          rangePath: tool.path.concat('name'),
          message:
            `${evidence.says(owner)} takes no idempotency_key, so a retry after a timeout ${evidence.repeats} twice: ` +
            `add a required idempotency_key string the tool deduplicates on.`,
        });
      } else if (!isRequired(schema, key)) {
        report({
          path: key.path,
          part: 'key',
          message:
            `"${key.name}" of ${owner} is optional, so a caller that leaves it out loses replay protection: ` +
            `list it in required.`,
        });
      }
    }
  },
  fix({ tool }) {
    const schema = tool?.inputSchema;
    if (!tool || !isObject(schema)) return [];
    const names = rootParameters(schema, tool.inputSchemaPath).map((parameter) => parameter.name);
    const existing = idempotencyKeyOf(schema, tool.inputSchemaPath)?.name;
    // A required input added (or made required) breaks callers that do not send it: a suggestion.
    // The root's required asks for a key an allOf branch or a root $ref declares as well.
    if (existing !== undefined) {
      return [{ title: `Mark ${existing} as required`, kind: 'suggestion', preferred: true, write: (editor) => requireNames(editor, tool.inputSchemaPath, schema, [existing]) }];
    }
    const name = idempotencyKeyName(names);
    return [
      {
        title: `Add a required ${name} input`,
        kind: 'suggestion',
        preferred: true,
        write: (editor) => addRequiredProperties(editor, tool.inputSchemaPath, schema, [[name, idempotencyKeySchema()]]),
      },
    ];
  },
});

interface Evidence {
  /** The message's opening, up to "takes no idempotency_key": what the tool was seen to be. */
  says(owner: string): string;
  /** What a retry does twice: `does it`, `sends it`. */
  readonly repeats: string;
}

/**
 * Why the tool is taken for non-idempotent, or undefined when nobody said so. A contract's
 * `sideEffects` is the author's word. An MCP tool needs explicit hints that say it (MCP's
 * defaults say every unannotated tool is non-idempotent, which is no one's claim) and a verb
 * that creates or sends: a click, an update or a delete is no double creation.
 */
function nonIdempotentEvidence(model: ContractModel, tool: ToolModel): Evidence | undefined {
  if (model.format !== 'mcp-tools-list') return { says: (owner) => `${owner} is non-idempotent and`, repeats: 'does it' };
  if (tool.sideEffectsSource !== 'annotations') return undefined; // no hint at all: side-effects-undeclared's
  const hints = explicitHints(tool.annotations);
  if (!hints) return undefined;
  const inputs = isObject(tool.inputSchema) ? rootParameters(tool.inputSchema, tool.inputSchemaPath).map((parameter) => parameter.name) : [];
  const verb = createsOrSends(tool.name, tool.description, inputs);
  if (!verb) return undefined;
  // A creation keyed on a value its schema requires and its description calls unique or the login ("User email address
  // (also used as login)": metabase-ai-assistant's mb_user_create, round 65, re-reader x2): a retry is refused as a
  // duplicate, it does not make a second one.
  if (isObject(tool.inputSchema) && keyedOnAUniqueValue(tool.inputSchema, tool.inputSchemaPath)) return undefined;
  // So is one named in a namespace that holds each name once, by what it creates: a table, a view, an index, a schema or a
  // database, a bucket, a branch, a repository ("db_table_create" with a required `table_name`: metabase-ai-assistant's,
  // round 66, reader z2). A retry meets the first one's name and is refused; it makes no second one.
  if (tool.name !== undefined && isObject(tool.inputSchema) && namedInItsNamespace(tool.name, tool.inputSchema, tool.inputSchemaPath)) return undefined;
  return {
    says: (owner) => `${owner}'s annotations say ${hints} and its ${verb.source} says it ${thirdPerson(verb.verb)} something, yet it`,
    repeats: `${thirdPerson(verb.verb)} it`,
  };
}

/** `idempotentHint: false, destructiveHint: false`, when the author set idempotentHint false and said the tool mutates. */
function explicitHints(annotations: unknown): string | undefined {
  if (!isObject(annotations) || annotations.idempotentHint !== false) return undefined;
  const said = ['idempotentHint: false'];
  if (annotations.readOnlyHint === false) said.push('readOnlyHint: false');
  if (typeof annotations.destructiveHint === 'boolean') said.push(`destructiveHint: ${annotations.destructiveHint}`);
  return said.length > 1 ? said.join(', ') : undefined;
}

/** The idempotency key among the tool's parameters: at the root, in a root allOf/anyOf/oneOf branch or a root $ref. */
function idempotencyKeyOf(schema: Record<string, unknown>, path: JsonPath): PropertyVisit | undefined {
  return rootParameters(schema, path).find((parameter) => isIdempotencyKeyName(parameter.name));
}

/** Required by the object that declares it, or by the root (whose required holds for every branch). */
function isRequired(schema: Record<string, unknown>, key: PropertyVisit): boolean {
  return key.required || requiredNames(schema).has(key.name);
}

/** "(also used as login)", "must be unique", "unique name": a value the service refuses twice. */
const UNIQUE_VALUE = /\b(?:must\s+be\s+unique|unique\s+(?:name|key|identifier|id|email|slug|handle|username)|(?:also\s+)?used\s+as\s+(?:the\s+|a\s+)?(?:login|username|sign[- ]?in)\b)/i;

/**
 * Things a service holds one of per name: SQL's tables, views, indexes, schemas and databases, a store's buckets, a
 * repository's branches, a host's repositories, a cluster's namespaces. Not a "collection" (Metabase's are folders, any
 * name twice), a tag or a topic (words of many services).
 */
const UNIQUE_BY_NAME: ReadonlySet<string> = new Set(['table', 'view', 'matview', 'index', 'schema', 'database', 'sequence', 'tablespace', 'bucket', 'branch', 'repository', 'repo', 'namespace']);

/**
 * Whether the tool's name says it creates a thing held once per name (its last such word: `table` in db_table_create,
 * `table` in create_database_table) and a required input is that name: `name`, `table_name`, `table`, or a materialized
 * view's `view_name`.
 */
function namedInItsNamespace(toolName: string, schema: Record<string, unknown>, schemaPath: JsonPath): boolean {
  let kind: string | undefined;
  for (const word of splitWords(toolName)) if (UNIQUE_BY_NAME.has(word)) kind = word;
  if (kind === undefined) return false;
  const kinds = kind === 'matview' ? ['matview', 'view'] : [kind];
  return rootParameters(schema, schemaPath).some((parameter) => {
    const words = splitWords(parameter.name);
    const names = words.length === 1 ? words[0] === 'name' || kinds.includes(words[0]) : words.length === 2 && words[1] === 'name' && kinds.includes(words[0]);
    return names && isRequired(schema, parameter);
  });
}

/** Whether a required top-level input's description says its value is unique or the login. */
function keyedOnAUniqueValue(schema: Record<string, unknown>, schemaPath: JsonPath): boolean {
  return rootParameters(schema, schemaPath).some((parameter) => {
    if (!isRequired(schema, parameter)) return false;
    const description = fieldDescription(parameter.schema, parameter.root);
    return description !== undefined && UNIQUE_VALUE.test(description);
  });
}
