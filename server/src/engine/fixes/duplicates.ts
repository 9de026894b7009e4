/**
 * Repeated keys in one object. JSON's last copy wins, so a fix that adds a second copy of
 * a key either changes nothing or hides what the author wrote: fixes never do it, and
 * fix-all checks its result for it before returning it.
 */
import { visit } from 'jsonc-parser';

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false } as const;

/** Each repeated key, once per extra copy: the object's offset and the key (`12:"required"`). */
export function duplicateKeys(text: string): string[] {
  return readShape(text).duplicates;
}

/** Whether a text parses (as JSONC, trailing commas allowed) and its repeated keys, in one scan. */
export function readShape(text: string): { parses: boolean; duplicates: string[] } {
  const found: string[] = [];
  const stack: Array<{ offset: number; keys: Set<string> }> = [];
  let parses = true;
  visit(
    text,
    {
      onError: () => void (parses = false),
      onObjectBegin: (offset) => void stack.push({ offset, keys: new Set() }),
      onObjectEnd: () => void stack.pop(),
      onObjectProperty: (name) => {
        const object = stack[stack.length - 1];
        if (!object) return;
        if (object.keys.has(name)) found.push(`${object.offset}:${JSON.stringify(name)}`);
        else object.keys.add(name);
      },
    },
    PARSE_OPTIONS,
  );
  return { parses, duplicates: found };
}

/** How many more repeated keys `after` has than `before` (texts of the same region). */
export function addedDuplicateKeys(before: string, after: string): number {
  return Math.max(0, duplicateKeys(after).length - duplicateKeys(before).length);
}
