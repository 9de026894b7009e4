import { toPointer, type JsonDocument, type Range, type Span } from './document';
import { ENGINE_DIAGNOSTICS } from './engineDiagnostics';
import type { Finding } from './findings';

/** A binary or badly broken file can have thousands of parse errors: the first ones are enough. */
export const MAX_PARSE_ERRORS = 50;

/**
 * Findings about the text rather than its contract: `parse-error` at the bad tokens (the
 * first 50, the last saying how many more), or one for an empty file, worded by the
 * caller (`emptyMessage`). `duplicate-key` is duplicateKeyFindings': lint asks for it after
 * placing the rules' findings, whose pass over the text tells whether any key repeats.
 */
export function parseErrorFindings(document: JsonDocument, emptyMessage: string): Finding[] {
  const { parseError } = ENGINE_DIAGNOSTICS;
  if (document.text.trim() === '') {
    return [{ ruleId: parseError.id, severity: parseError.severity, message: emptyMessage, path: [], pointer: '', range: document.rangeOf([]) }];
  }
  const errors = document.parseErrors;
  const findings = errors.slice(0, MAX_PARSE_ERRORS).map((e, i): Finding => {
    const more = i === MAX_PARSE_ERRORS - 1 && errors.length > MAX_PARSE_ERRORS ? ` (${errors.length - MAX_PARSE_ERRORS} more parse errors not shown)` : '';
    return {
      ruleId: parseError.id,
      severity: parseError.severity,
      message: `${e.message}${more}`,
      path: [],
      pointer: '',
      range: { start: document.positionAt(e.offset), end: document.positionAt(e.offset + e.length) },
    };
  });
  return findings;
}

/**
 * `duplicate-key` on every copy of a key after the first, with the first as related
 * information. Parsers keep the last copy, and so do the rules and the fixes.
 */
export function duplicateKeyFindings(document: JsonDocument): Finding[] {
  const { duplicateKey } = ENGINE_DIAGNOSTICS;
  const findings: Finding[] = [];
  const rangeOf = (span: Span): Range => ({ start: document.positionAt(span.offset), end: document.positionAt(span.offset + span.length) });
  for (const { path, copies } of document.repeatedKeys) {
    const key = quoteKey(String(path[path.length - 1]));
    const pointer = toPointer(path);
    const first = rangeOf(copies[0]);
    const last = rangeOf(copies[copies.length - 1]);
    copies.slice(1).forEach((copy, i) => {
      const isLast = i === copies.length - 2;
      const which = isLast
        ? `so this one is used and the first, on line ${first.start.line + 1}, is ignored`
        : `so the copy on line ${last.start.line + 1} is used and this one is ignored, as is the first, on line ${first.start.line + 1}`;
      findings.push({
        ruleId: duplicateKey.id,
        severity: duplicateKey.severity,
        message: `Duplicate key ${key}: JSON keeps only the last copy of a key, ${which}. Merge the copies into one, or remove the one you do not mean.`,
        path,
        pointer,
        range: rangeOf(copy),
        related: [{ pointer, range: first, message: `The first copy of ${key}, ignored.` }],
      });
    });
  }
  return findings;
}

/** A key as a message shows it: quoted, and cut short when it is very long. */
function quoteKey(key: string): string {
  return JSON.stringify(key.length > 80 ? `${key.slice(0, 80)}…` : key);
}
