/**
 * The properties that fail today on faults other engineers are fixing (issue 12): their tests
 * run as node:test todo tests (reported, not failing the run), and the fixtures saved from them
 * carry a todo naming their fault. When a fault is fixed, delete it here and the `todo` of its
 * fixtures (fixtures/*.json, "todo"): the property then guards it like the others.
 */
import type { PropertyId } from './checks';

/** Writing into an empty object or array that holds only a comment replaces it, comment and all. */
export const EMPTY_CONTAINER_COMMENT =
  'issue 12: a fix that writes into an empty object or array holding only a comment drops the comment — "Add the standard error types" (errors-missing) on "errors": [ // c\\n], "Add a required idempotency_key input" (idempotency-key-missing) and "Add pagination" (output-list-unpaginated, safe, so fix-all too) on "properties": {/* c */}';

/** "Remove the flag" removes the member and the comment after it on its line. */
export const REMOVE_FLAG_COMMENT =
  'issue 12: "Remove the flag <name>" (mutation-self-confirmation) drops the comment after the member it removes ("confirmed": {"type": "boolean"} // why loses "// why")';

export const KNOWN_FAULTS: Partial<Record<PropertyId, string>> = {
  'fixes-sound': `${EMPTY_CONTAINER_COMMENT}; ${REMOVE_FLAG_COMMENT}`,
  'server-fixes-sound': `${EMPTY_CONTAINER_COMMENT}; ${REMOVE_FLAG_COMMENT}`,
  'fixall-converges': EMPTY_CONTAINER_COMMENT,
};
