/**
 * A function of a string whose answers are remembered, each computed once per argument. Names,
 * error types and texts repeat across the tools of a file and across lints; the map of answers is
 * emptied when it reaches `limit` entries, so a long session of edits cannot grow it without
 * bound. An answer may be undefined: it is remembered too.
 */
export function rememberedByString<V>(compute: (key: string) => V, limit = 20_000): (key: string) => V {
  const answers = new Map<string, V>();
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as V;
    const value = compute(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, value);
    return value;
  };
}
