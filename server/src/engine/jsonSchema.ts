/**
 * JSON Schema validation. Our own schemas (the contract document's, the project config's) are
 * compiled ahead of time into plain functions (generated/ownSchemaValidators.js, made by
 * scripts/generate-validators.mjs in the build), so no ajv instance or meta-schema is compiled at
 * run time. ajv itself is loaded only when an embedded schema needs meta-validation
 * (2020-12 unless a schema names draft-07): most files never load it.
 */
import type Ajv2020 from 'ajv/dist/2020';
import type { default as AjvDraft7, ErrorObject } from 'ajv';
import * as ownValidators from './generated/ownSchemaValidators';
import { fromPointer, isObject, type JsonPath, type PathSegment } from './document';
export { resolveLocalRef } from './document';

export type Dialect = '2020-12' | 'draft-07';

export interface SchemaProblem {
  /** Path inside the validated value (relative to it). */
  readonly path: PathSegment[];
  /** Whether the problem is about a property name (the key) rather than a value. */
  readonly atKey: boolean;
  readonly message: string;
  readonly keyword: string;
  /** The validator's parameters of the failed keyword (allowedValues, type, limit, missingProperty…), for messages written by the rule. */
  readonly params?: Readonly<Record<string, unknown>>;
}

let ajv2020: Ajv2020 | undefined;
let ajv07: AjvDraft7 | undefined;

// Required on first use, not imported: the bundles are CommonJS, and an import would load ajv
// (and compile its meta-schemas on first validation) in every process.
function get2020(): Ajv2020 {
  if (!ajv2020) {
    const Ajv = (require('ajv/dist/2020') as typeof import('ajv/dist/2020')).default;
    ajv2020 = new Ajv({ allErrors: true, strict: false, validateFormats: true });
    addFormats(ajv2020);
  }
  return ajv2020;
}

function get07(): AjvDraft7 {
  if (!ajv07) {
    const Ajv = (require('ajv') as typeof import('ajv')).default;
    ajv07 = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv07);
  }
  return ajv07;
}

function addFormats(ajv: Ajv2020 | AjvDraft7): void {
  (require('ajv-formats') as typeof import('ajv-formats')).default(ajv);
}

export function dialectOf(schema: unknown): Dialect | { unsupported: string } {
  const declared = isObject(schema) ? schema.$schema : undefined;
  if (declared === undefined) return '2020-12';
  if (typeof declared !== 'string') return { unsupported: String(declared) };
  if (/draft-07\/schema#?$/.test(declared)) return 'draft-07';
  if (/draft\/2020-12\/schema#?$/.test(declared)) return '2020-12';
  return { unsupported: declared };
}

/** Meta-validates a JSON Schema against its dialect. Problems carry paths relative to the schema. */
export function metaValidate(schema: unknown, dialect: Dialect): SchemaProblem[] {
  const ajv = dialect === 'draft-07' ? get07() : get2020();
  const valid = ajv.validateSchema(schema as object) as boolean;
  return valid ? [] : toProblems(ajv.errors ?? [], schema);
}

/**
 * The last validation's tools and their errors (paths relative to the tool), by index. The
 * language server's lint after an edit inside one tool (incremental.ts) keeps every other tool's
 * parsed object, so those are not validated again: only the same object, never equal text, is
 * reused, and the engine never changes a parsed value. Plain arrays replaced on each call (a
 * WeakMap with thousands of entries slows every garbage collection).
 */
let lastTools: readonly unknown[] = [];
let lastToolErrors: ReadonlyArray<readonly ErrorObject[]> = [];
const VALID: readonly ErrorObject[] = [];

/**
 * Forgets the last validation's tools: a full lint reads every tool afresh, so none of them can
 * be the same object again. Called before the new text is parsed, so the last document's tree is
 * not kept alive through the new lint (every young-generation collection in it would copy that
 * tree too, and promote it).
 */
export function forgetValidatedTools(): void {
  lastTools = [];
  lastToolErrors = [];
}

/**
 * Validates a contract document: the document without its tools, then each tool on its
 * own. ajv concatenates the errors of a `$ref`'d schema onto all the errors so far, so
 * validating 40,000 failing tools in one call copies a growing array 40,000 times
 * (minutes); tool by tool, the time is linear in the number of tools.
 */
export function validateContractDocument(value: unknown): SchemaProblem[] {
  const { contractShell, tool } = ownValidators;
  const errors: ErrorObject[] = contractShell(value) ? [] : [...(contractShell.errors ?? [])];
  const tools = isObject(value) ? value.tools : undefined;
  if (Array.isArray(tools)) {
    const toolErrors: Array<readonly ErrorObject[]> = new Array<readonly ErrorObject[]>(tools.length);
    tools.forEach((item, index) => {
      let own = isObject(item) && lastTools[index] === item ? lastToolErrors[index] : undefined;
      if (!own) own = tool(item) ? VALID : [...(tool.errors ?? [])];
      toolErrors[index] = own;
      for (const error of own) errors.push({ ...error, instancePath: `/tools/${index}${error.instancePath}` });
    });
    lastTools = tools;
    lastToolErrors = toolErrors;
  } else {
    lastTools = [];
    lastToolErrors = [];
  }
  return errors.length === 0 ? [] : toProblems(errors, value);
}

export function validateConfigDocument(value: unknown): SchemaProblem[] {
  const { config } = ownValidators;
  return config(value) ? [] : toProblems(config.errors ?? [], value);
}

/**
 * ajv errors to problems at their own node: `required` and `additionalProperties`
 * errors name a child, so they are placed on that child (or on its parent's key
 * when the child is missing). Errors that only restate another error (`if`, `anyOf`
 * wrappers) are dropped.
 */
function toProblems(errors: ErrorObject[], root: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const error of foldAlternatives(errors)) {
    if (error.keyword === 'if' || error.keyword === '$ref') continue;
    const path = fromPointer(error.instancePath, root);
    let atKey = false;
    let message = error.message ?? 'is invalid';
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      path.push(params.additionalProperty);
      atKey = true;
      message = `Property "${params.additionalProperty}" is not allowed here.`;
    } else if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
      atKey = true;
      message = `Missing required property "${params.missingProperty}".`;
    } else if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      message = `Must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}.`;
    } else {
      message = `${capitalise(message)}.`;
    }
    const key = `${path.join('/')}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ path, atKey, message, keyword: error.keyword, params });
  }
  return problems;
}

/**
 * An `anyOf`/`oneOf` failure arrives as the wrapper error plus one error per branch at
 * the same place. Say it once: "Must be one of … or must be array."
 */
function foldAlternatives(errors: ErrorObject[]): ErrorObject[] {
  if (!errors.some(isWrapper)) return errors;
  // ajv reports a wrapper's branch errors just before it (a `$ref` branch carries the
  // referenced schema's path, so schema paths cannot tell them apart): the branches of a
  // wrapper are the errors at its place since the last wrapper there. One pass, so a
  // document with thousands of failing tools stays linear.
  const pendingAt = new Map<string, ErrorObject[]>();
  const folded = new Set<ErrorObject>();
  const out: ErrorObject[] = [];
  for (const error of errors) {
    if (!isWrapper(error)) {
      const pending = pendingAt.get(error.instancePath);
      if (pending) pending.push(error);
      else pendingAt.set(error.instancePath, [error]);
      continue;
    }
    const branches = pendingAt.get(error.instancePath) ?? [];
    pendingAt.delete(error.instancePath);
    branches.forEach((b) => folded.add(b));
    const alternatives = [...new Set(branches.map((b) => describeBranch(b)))];
    if (alternatives.length > 0) out.push({ ...error, keyword: 'alternatives', message: alternatives.join(', or ') });
    else out.push(error);
    folded.add(error);
  }
  for (const error of errors) if (!folded.has(error)) out.push(error);
  return out;
}

function isWrapper(error: ErrorObject): boolean {
  return error.keyword === 'anyOf' || error.keyword === 'oneOf';
}

function describeBranch(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) return `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  return error.message ?? 'must match';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Joins a base path and a relative one (a problem path inside an embedded schema). */
export function under(base: JsonPath, relative: readonly PathSegment[]): JsonPath {
  return base.concat(relative);
}
