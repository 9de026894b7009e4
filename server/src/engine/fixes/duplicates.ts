/**
 * Repeated keys in one object. JSON's last copy wins, so a fix that adds a second copy of
 * a key either changes nothing or hides what the author wrote: fixes never do it, and
 * fix-all checks its result for it before returning it.
 */
import { visit } from 'jsonc-parser';
import { skipString } from './locate';

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false } as const;

/** Each repeated key, once per extra copy: the object's offset and the key (`12:"required"`). */
export function duplicateKeys(text: string): string[] {
  return readShape(text).duplicates;
}

/**
 * Whether a text parses (as JSONC, trailing commas allowed) and its repeated keys. Strict
 * JSON is checked by JSON.parse and its keys by one scan of the characters; anything else
 * by jsonc-parser's visitor (several times slower: fix-all runs this on every tool it edits).
 */
export function readShape(text: string): { parses: boolean; duplicates: string[] } {
  try {
    JSON.parse(text);
    return { parses: true, duplicates: scanKeys(text) };
  } catch {
    return visitShape(text);
  }
}

function visitShape(text: string): { parses: boolean; duplicates: string[] } {
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

/** The repeated keys of a text known to be strict JSON, by one pass over its characters. */
function scanKeys(text: string): string[] {
  const found: string[] = [];
  const stack: Array<{ offset: number; keys: Set<string> } | undefined> = []; // undefined: an array
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const end = skipString(text, i);
      const top = stack[stack.length - 1];
      if (expectKey && top) {
        const raw = text.slice(i + 1, end - 1);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : raw;
        if (top.keys.has(key)) found.push(`${top.offset}:${JSON.stringify(key)}`);
        else top.keys.add(key);
      }
      expectKey = false;
      i = end - 1;
    } else if (c === 123 /* { */) {
      stack.push({ offset: i, keys: new Set() });
      expectKey = true;
    } else if (c === 91 /* [ */) {
      stack.push(undefined);
      expectKey = false;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (c === 44 /* , */) {
      expectKey = stack[stack.length - 1] !== undefined;
    }
  }
  return found;
}
