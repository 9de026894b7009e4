/**
 * What a person starts a contract from: a whole contract, a read tool, a paginated list tool,
 * a mutating tool with its preview and verify tools, the standard error set, a property. Built
 * from the same pieces the quick fixes write (engine/fixes/templates), so a template and a fix
 * make the same shape. Each template is data with named placeholders; it prints as an editor
 * snippet (`${1:list_items}`, mirrors and all) for completion, or as plain text with the
 * placeholders' defaults for the New Contract command. Every template lints with no error and
 * no warning (test/lsp/templates.test.ts). Pure: the server and the client both use it.
 */
import { detectTextStyle, type TextStyle } from '../engine/fixes/textStyle';
import { printJson } from '../engine/fixes/printer';
import { executeInputSchema, executeOutputSchema, paginationInputMembers, paginationOutputMembers, previewOutputSchema, standardErrors, type Schema } from '../engine/fixes/templates';
import { hintsFor } from '../engine/heuristics/sideEffectGuess';
import { changelogInsertion } from '../versioning/changelog';

/** Where a template fits. */
export type TemplateContext = 'document' | 'tools' | 'errors' | 'tool-member' | 'properties';

export interface Template {
  readonly id: string;
  readonly label: string;
  readonly context: TemplateContext;
  /** One line, shown beside the label. */
  readonly detail: string;
  readonly documentation: string;
  /** Array items (tools, errors) or object members (`"key": value`) printed one after the other. */
  readonly parts: () => TemplatePart[];
}

/** An array item, or an object member when `key` is given. */
export interface TemplatePart {
  readonly key?: string;
  readonly value: unknown;
}

// Placeholders travel through the JSON printer as private-use characters, which JSON.stringify leaves alone.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MIRROR = '\uE002';

/** A tab stop with its default text; the same number again elsewhere is a mirror of it. */
function slot(n: number, text: string): string {
  return `${OPEN}${n}${MIRROR}${text}${CLOSE}`;
}

const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${MIRROR}([^${CLOSE}]*)${CLOSE}`, 'g');

const ITEM_ERRORS = (): Schema[] => standardErrors();

function readOnlyTool(name: string, description: string, inputSchema: Schema, outputSchema: Schema): Schema {
  return { name, description, sideEffects: 'read_only', annotations: hintsFor('read_only'), inputSchema, outputSchema, errors: ITEM_ERRORS() };
}

function listToolValue(name = slot(1, 'list_items')): Schema {
  const page = paginationInputMembers('snake');
  const pagination = paginationOutputMembers('snake');
  return readOnlyTool(
    name,
    `${slot(2, 'Lists items, newest first.')} Returns one page of at most limit items; pass next_cursor back as cursor to read the next page.`,
    { type: 'object', properties: Object.fromEntries(page), additionalProperties: false },
    {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          maxItems: 200,
          items: {
            type: 'object',
            properties: { [slot(3, 'id')]: { type: 'string', description: slot(4, "The item's id.") } },
            required: [slot(3, 'id')],
          },
          description: 'This page of items.',
        },
        ...Object.fromEntries(pagination),
      },
      required: ['items', pagination[0][0]],
    },
  );
}

function readToolValue(): Schema {
  return readOnlyTool(
    slot(1, 'get_item'),
    slot(2, 'Reads one item by its id.'),
    {
      type: 'object',
      properties: { [slot(3, 'item_id')]: { type: 'string', description: slot(4, 'The id of the item to read.') } },
      required: [slot(3, 'item_id')],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: {
        id: { type: 'string', description: "The item's id." },
        name: { type: 'string', description: "The item's name." },
      },
      required: ['id', 'name'],
    },
  );
}

function mutationTools(): Schema[] {
  const name = slot(1, 'update_item');
  const preview = `preview_${name}`;
  const verify = `verify_${name}`;
  const target = slot(2, 'item_id');
  return [
    readOnlyTool(
      preview,
      `Previews ${name}: resolves the target and shows the change without making it. Returns a preview_id for ${name}.`,
      {
        type: 'object',
        properties: {
          [target]: { type: 'string', description: slot(3, 'The item to change.') },
          changes: { type: 'object', description: 'The fields to change, with their new values.' },
        },
        required: [target, 'changes'],
        additionalProperties: false,
      },
      previewOutputSchema('snake'),
    ),
    {
      name,
      description: `${slot(4, 'Applies a previewed change to an item.')} Takes only the preview_id of a preview the user approved: call ${preview} first.`,
      sideEffects: 'non_idempotent',
      annotations: hintsFor('non_idempotent'),
      previewTool: preview,
      verifyTool: verify,
      rollback: slot(5, 'Preview and apply the reverse change, using the before values of this preview.'),
      inputSchema: executeInputSchema('snake'),
      outputSchema: executeOutputSchema('snake'),
      errors: [
        ...ITEM_ERRORS(),
        { type: 'preview_expired', description: 'The preview_id is past its expires_at, or was already used.', remediation: `Call ${preview} again and ask the user to approve the new preview.` },
      ],
    },
    readOnlyTool(
      verify,
      `Reads the result of ${name} back from the source system, by its receipt.`,
      {
        type: 'object',
        properties: { receipt_id: { type: 'string', description: `The receipt_id returned by ${name}.` } },
        required: ['receipt_id'],
        additionalProperties: false,
      },
      {
        type: 'object',
        properties: {
          status: { type: 'string', enum: ['verified', 'mismatch', 'pending'], description: 'verified when the source system shows the change; pending while it propagates.' },
          observed: { type: 'object', description: 'The fields as the source system has them now.' },
          checked_at: { type: 'string', format: 'date-time', description: 'When the source system was read.' },
        },
        required: ['status', 'observed', 'checked_at'],
      },
    ),
  ];
}

export const NEW_CONTRACT_VERSION = '0.1.0';

/** The client command the new-contract completion runs once inserted: writes the changelog the contract names. */
export const CREATE_CHANGELOG_COMMAND = 'toolContracts.createChangelog';

export interface NewContractOptions {
  readonly name: string;
  /** The `changelog` member; left out for the default CHANGELOG.md beside the file. */
  readonly changelog?: string;
}

function contractMembers({ name, changelog }: NewContractOptions): TemplatePart[] {
  return [
    { key: 'name', value: name },
    { key: 'version', value: NEW_CONTRACT_VERSION },
    ...(changelog ? [{ key: 'changelog', value: changelog }] : []),
    { key: 'tools', value: [listToolValue()] },
  ];
}

/** The templates completion offers, by where the cursor is. */
export const TEMPLATES: readonly Template[] = [
  {
    id: 'read-tool',
    label: 'Read tool',
    context: 'tools',
    detail: 'A read-only tool that reads one item by id',
    documentation: 'A read-only tool: one required id input, an object output, the standard errors and readOnlyHint.',
    parts: () => [{ value: readToolValue() }],
  },
  {
    id: 'list-tool',
    label: 'Paginated list tool',
    context: 'tools',
    detail: 'A read-only list tool with cursor pagination',
    documentation: 'A read-only list tool: cursor and limit inputs (defaults documented), an { items, next_cursor, total_count } output with a bounded items array, and the standard errors.',
    parts: () => [{ value: listToolValue() }],
  },
  {
    id: 'mutation-tools',
    label: 'Mutating tool with preview and verify tools',
    context: 'tools',
    detail: 'preview_<name>, <name> and verify_<name>',
    documentation:
      'A mutation in three tools: preview_<name> (read-only: preview_id, target, before/after, side_effects, expires_at), <name> (takes the approved preview_id and an idempotency_key; returns a receipt; says how to roll back) and verify_<name> (read-only, by receipt_id).',
    parts: () => mutationTools().map((value) => ({ value })),
  },
  {
    id: 'error-set',
    label: 'Standard error set',
    context: 'errors',
    detail: 'invalid_input, unauthorised, not_found, rate_limited, upstream_error',
    documentation: 'The five standard error types, rate_limited with its retry_after_ms field.',
    parts: () => ITEM_ERRORS().map((value) => ({ value })),
  },
  {
    id: 'errors-member',
    label: 'errors: the standard error set',
    context: 'tool-member',
    detail: 'invalid_input, unauthorised, not_found, rate_limited, upstream_error',
    documentation: 'An "errors" member with the five standard error types, rate_limited with its retry_after_ms field.',
    parts: () => [{ key: 'errors', value: ITEM_ERRORS() }],
  },
  {
    id: 'property',
    label: 'Property with type and description',
    context: 'properties',
    detail: '"name": { "type": …, "description": … }',
    documentation: 'A property of a schema, with its type and a description an agent can act on.',
    parts: () => [{ key: slot(1, 'name'), value: { type: slot(2, 'string'), description: slot(3, 'What it is, with its unit or format; if omitted, what happens.') } }],
  },
  {
    id: 'new-contract',
    label: 'New tool contract',
    context: 'document',
    detail: 'name, version, one paginated list tool',
    documentation: 'A whole contract: its name, version 0.1.0 and one read-only list tool with pagination. Its changelog is created beside it when you accept.',
    parts: () => [{ value: Object.fromEntries(contractMembers({ name: slot(9, 'my-tools') }).map((m) => [m.key!, m.value])) }],
  },
];

export const TEMPLATE_STYLE: TextStyle = { indentUnit: '\t', eol: '\n', compact: true };

/** The parts printed one after another (items or members, comma-separated), each line after the first indented by `indent`. */
function printParts(parts: readonly TemplatePart[], indent: string, style: TextStyle): string {
  return parts.map((part) => (part.key !== undefined ? `${JSON.stringify(part.key)}: ` : '') + printJson(part.value, indent, style)).join(`,${style.eol}${indent}`);
}

function escapeSnippet(text: string): string {
  return text.replace(/[\\$}]/g, (c) => `\\${c}`);
}

/**
 * The template as an editor snippet: lines after the first are indented from the line the
 * cursor is on (the editor adds that line's indentation), with the file's indent unit.
 */
export function templateSnippet(template: Template, style: TextStyle = TEMPLATE_STYLE): string {
  const printed = printParts(template.parts(), '', style);
  const seen = new Set<string>();
  let out = '';
  let last = 0;
  for (const match of printed.matchAll(PLACEHOLDER)) {
    out += escapeSnippet(printed.slice(last, match.index));
    const [, n, text] = match;
    out += seen.has(n) ? `\${${n}}` : `\${${n}:${escapeSnippet(text)}}`;
    seen.add(n);
    last = match.index! + match[0].length;
  }
  return out + escapeSnippet(printed.slice(last)) + '$0';
}

/** The template as plain text, every placeholder at its default. */
export function templateText(template: Template, indent = '', style: TextStyle = TEMPLATE_STYLE): string {
  return printParts(template.parts(), indent, style).replace(PLACEHOLDER, (_, _n: string, text: string) => text);
}

export function templateById(id: string): Template {
  const template = TEMPLATES.find((t) => t.id === id);
  if (!template) throw new Error(`No template ${id}`);
  return template;
}

const FILE_STYLE: TextStyle = { indentUnit: '  ', eol: '\n', compact: true };

/** The text of a new contract file (two-space indent, as the examples). */
export function newContractText(options: NewContractOptions): string {
  const members = contractMembers(options);
  const value = Object.fromEntries(members.map((m) => [m.key!, m.value]));
  return printJson(value, '', FILE_STYLE).replace(PLACEHOLDER, (_, _n: string, text: string) => text) + '\n';
}

/** A file's name without its folder and its contract or JSON extension: `billing.contract.jsonc` → `billing`. */
function baseName(fileName: string): string {
  return fileName.replace(/^.*[\\/]/, '').replace(/\.(contract|tools)\.jsonc?$/i, '').replace(/\.jsonc?$/i, '');
}

/** The contract name a file name suggests: `billing.contract.jsonc` → `billing`. */
export function contractNameFromFile(fileName: string): string {
  const name = baseName(fileName).toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return name || 'my-tools';
}

/**
 * The `changelog` member of a new contract: none (CHANGELOG.md beside it, the default) unless
 * that file already exists, for another contract; then one of its own, `CHANGELOG.<name>.md`
 * as the examples do.
 */
export function newContractChangelog(fileName: string, defaultChangelogExists: boolean): string | undefined {
  return defaultChangelogExists ? `CHANGELOG.${baseName(fileName)}.md` : undefined;
}

/**
 * The changelog of a new contract: the whole file when there is none yet, else the edit that
 * adds an entry for the first version (above the newest entry).
 */
export function firstChangelogEntry(existing: string | undefined, contractName: string, version: string, date: string): { create: boolean; offset: number; length: number; text: string } {
  const eol = existing ? detectTextStyle(existing).eol : '\n';
  const entry = [`## [${version}] - ${date}`, '', '### Added', '', `- First version of ${contractName}.`, ''].join(eol);
  const { create, edit } = changelogInsertion(existing, entry);
  return { create, offset: edit.offset, length: edit.length, text: edit.newText };
}

/** Today's date as a changelog writes it, `YYYY-MM-DD` (UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
