/**
 * Splits an identifier into lower-case words at `_`, `-`, spaces, dots and case changes:
 * `fileSizeLimit` → file, size, limit; `HTTPTimeoutMs` → http, timeout, ms; `cost_USD` → cost, usd.
 */
export function splitWords(name: string): readonly string[] {
  let words = cache.get(name);
  if (!words) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    words = split(name);
    cache.set(name, words);
  }
  return words;
}

/** Field names repeat across tools and across lints; splitting is cached. */
const cache = new Map<string, readonly string[]>();
const CACHE_LIMIT = 20_000;

function split(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Whether a name is written in camelCase or PascalCase (for fixes that must match its style). */
export function isCamelCase(name: string): boolean {
  return !/[_\-]/.test(name) && /[a-z][A-Z]/.test(name);
}
