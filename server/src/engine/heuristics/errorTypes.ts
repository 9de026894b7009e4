/**
 * Error types (spec §2 ErrorType, §3.3): the standard set, catch-all and merged types,
 * rate-limit types and their retry hints. Used by the `errors-*` rules.
 */
import { isObject } from '../document';
import { hasUnit } from './quantities';
import { rememberedByString } from '../remembered';
import { splitWords } from './words';

/** The seed's five standard types, in the order a fix adds them. */
export const STANDARD_ERROR_TYPES: readonly string[] = ['invalid_input', 'unauthorised', 'not_found', 'rate_limited', 'upstream_error'];

/** An error type is a snake_case identifier: `rate_limited`, `not_found`, `http_429`. */
const SNAKE_CASE_IDENTIFIER = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

export function isSnakeCaseIdentifier(type: string): boolean {
  return SNAKE_CASE_IDENTIFIER.test(type);
}

/** A name in snake_case, whatever it was written in: `NotFound` → not_found. */
export function toSnakeCase(name: string): string {
  return splitWords(name).join('_');
}

/**
 * Words that say nothing about what went wrong. A type made only of these is a catch-all:
 * `error`, `unknown_error`, `generic_error`, `failure`, `misc`, `other`, `UnexpectedException`.
 * Not catch-alls: `upstream_error` (the seed's own type for failures of the owning service)
 * and `internal_error` (names the side that failed, the tool itself, so the agent knows to
 * surface it rather than retry): a word that names a side or a cause makes a type specific.
 */
const VAGUE_WORDS: ReadonlySet<string> = new Set([
  'error', 'errors', 'err', 'failure', 'failures', 'failed', 'fail', 'exception', 'exceptions', 'problem', 'issue',
  'unknown', 'unexpected', 'unspecified', 'unclassified', 'uncategorized', 'uncategorised', 'generic', 'general',
  'other', 'others', 'misc', 'miscellaneous', 'default', 'something',
]);
/** Words that are vague only beside a vague word: `catch_all`, `any_error`, `something_went_wrong`. */
const VAGUE_FILLERS: ReadonlySet<string> = new Set(['any', 'all', 'some', 'catch', 'went', 'wrong', 'has', 'occurred', 'an']);

/** A cheap test on the raw type before it is split: every vague word contains one of these. */
const MAY_BE_VAGUE = /err|fail|exception|problem|issue|unknown|unexpected|unspecified|unclassified|uncategori|generic|general|other|misc|default|something|catch/i;

/** Whether an error type is a catch-all that hides which failure happened. */
export function isCatchAllErrorType(type: string): boolean {
  return catchAllRemembered(type);
}

/*
 * Error types repeat across the tools of a file (every tool declares the standard five), so
 * the answers of the word tests are remembered per type.
 */
const catchAllRemembered = rememberedByString(catchAll);

function catchAll(type: string): boolean {
  if (!MAY_BE_VAGUE.test(type)) return false;
  const words = splitWords(type);
  if (words.length === 0) return false;
  if (words.join('_') === 'catch_all') return true;
  return words.some((w) => VAGUE_WORDS.has(w)) && words.every((w) => VAGUE_WORDS.has(w) || VAGUE_FILLERS.has(w));
}

/** Leading spaces are taken only from the start of their run (the lookbehind): `\s*` backtracked from inside one, quadratic on a long run. */
const MERGE_SEPARATORS = /(?:(?<!\s)\s+)?[|/,]\s*/;
/** A type that could be merged at all: it has a separator or the letters "or" (most types are rejected here). */
const MAY_BE_MERGED = /or|[|/,]/i;

/**
 * The types a merged type joins, in snake_case: `not_found_or_unauthorised` → not_found,
 * unauthorised; `notFoundOrForbidden` → not_found, forbidden; `unauthorised | not_found` →
 * unauthorised, not_found. Undefined for a type that names one failure.
 */
export function mergedErrorTypeParts(type: string): string[] | undefined {
  const parts = mergedRemembered(type);
  return parts ? [...parts] : undefined;
}

const mergedRemembered = rememberedByString<readonly string[] | undefined>(mergedParts);

function mergedParts(type: string): string[] | undefined {
  if (!MAY_BE_MERGED.test(type)) return undefined;
  const pieces = type.split(MERGE_SEPARATORS).filter((piece) => piece.trim() !== '');
  const parts: string[] = [];
  for (const piece of pieces) {
    let current: string[] = [];
    for (const word of splitWords(piece)) {
      if (word === 'or' && current.length > 0) {
        parts.push(current.join('_'));
        current = [];
      } else if (word !== 'or') {
        current.push(word);
      }
    }
    if (current.length > 0) parts.push(current.join('_'));
  }
  const distinct = [...new Set(parts)];
  return distinct.length > 1 ? distinct : undefined;
}

/**
 * The standard types a catch-all most likely stands for and the tool does not declare yet,
 * for the message and a later fix. All five when the tool declares none of them.
 */
export function specificTypesMissing(declaredTypes: Iterable<string>): string[] {
  const declared = new Set(declaredTypes);
  return STANDARD_ERROR_TYPES.filter((type) => !declared.has(type));
}

// ── Rate limits and retry hints ──────────────────────────────────────────────

/** Types that mean "too many calls, try later": the spec's rate_limited and its common spellings. */
const RATE_LIMIT_TYPES: readonly string[] = [
  'rate_limited', 'rate_limit', 'rate_limit_exceeded', 'rate_limit_error', 'throttled', 'throttling', 'too_many_requests',
];

export function isRateLimitErrorType(type: string): boolean {
  return rateLimitRemembered(type);
}

const rateLimitRemembered = rememberedByString((type) => RATE_LIMIT_TYPES.includes(toSnakeCase(type)));

/** Second words of a retry hint: retry_after, retry_in, retryDelay, retry_at. */
const RETRY_HINT_WORDS = ['after', 'in', 'delay', 'at', 'wait', 'time', 'interval', 'backoff'];

/**
 * A field that is a retry hint of some kind: retry_after, retryAfterMs, retry_in_seconds,
 * retry_at, retry_ms, wait_seconds, backoff_ms. Not retry_count or retryable.
 */
function isRetryField(name: string): boolean {
  const words = splitWords(name);
  if (words[0] === 'retry') return RETRY_HINT_WORDS.includes(words[1] ?? '') || hasUnit(name, 'time');
  return (words[0] === 'wait' || words[0] === 'backoff') && (words.length === 1 || hasUnit(name, 'time'));
}

/** Absolute or ISO 8601 times carry their own unit (§3.6): `retry_at` with `format: date-time`. */
function isSelfDescribingTime(schema: unknown): boolean {
  return isObject(schema) && (schema.format === 'date-time' || schema.format === 'duration');
}

export interface RetryHint {
  /** A usable hint: a retry field with a time unit in its name, or a date-time/duration string. */
  readonly usable?: string;
  /** A retry field without a unit (`retry_after`), when there is no usable one. */
  readonly unitless?: string;
}

/** Reads an ErrorType's `fields` map for a retry hint. */
export function findRetryHint(fields: unknown): RetryHint {
  if (!isObject(fields)) return {};
  let unitless: string | undefined;
  for (const name of Object.keys(fields)) {
    if (!isRetryField(name)) continue;
    if (hasUnit(name, 'time') || isSelfDescribingTime(fields[name])) return { usable: name };
    unitless ??= name;
  }
  return { unitless };
}

/** The names a unit-less retry field should take, most likely first: `retry_after` → retry_after_ms, retry_after_seconds. */
export function retryHintNames(name = 'retry_after'): string[] {
  const camel = !/[_\-]/.test(name) && /[a-z][A-Z]/.test(name);
  return camel ? [`${name}Ms`, `${name}Seconds`] : [`${name}_ms`, `${name}_seconds`];
}
