/**
 * A function of a string whose answers are remembered, each computed once per argument. Names,
 * error types and texts repeat across the tools of a file and across lints. The map of answers is
 * emptied when it reaches `limit` entries or its keys `characterLimit` characters in all, so
 * neither a long session of edits nor a file of huge keys (a 1 MB name, pasted or fuzzed) can
 * grow it without bound (a key past the limit on its own is the one kept). An answer may be
 * undefined: it is remembered too.
 */
export function rememberedByString<V>(compute: (key: string) => V, limit = 20_000, characterLimit = 4_000_000): (key: string) => V {
  const answers = new Map<string, V>();
  let characters = 0;
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as V;
    const value = compute(key);
    if (answers.size >= limit || characters + key.length > characterLimit) {
      answers.clear();
      characters = 0;
    }
    answers.set(key, value);
    characters += key.length;
    return value;
  };
}
