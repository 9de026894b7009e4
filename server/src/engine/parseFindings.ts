import type { JsonDocument } from './document';
import { ENGINE_DIAGNOSTICS } from './engineDiagnostics';
import type { Finding } from './findings';

/** A binary or badly broken file can have thousands of parse errors: the first ones are enough. */
export const MAX_PARSE_ERRORS = 50;

/**
 * `parse-error` findings at the bad tokens (the first 50, the last saying how many
 * more), or one finding for an empty file, worded by the caller (`emptyMessage`).
 */
export function parseErrorFindings(document: JsonDocument, emptyMessage: string): Finding[] {
  const { parseError } = ENGINE_DIAGNOSTICS;
  if (document.text.trim() === '') {
    return [{ ruleId: parseError.id, severity: parseError.severity, message: emptyMessage, path: [], pointer: '', range: document.rangeOf([]) }];
  }
  const errors = document.parseErrors;
  return errors.slice(0, MAX_PARSE_ERRORS).map((e, i) => {
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
}
