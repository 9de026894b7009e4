/**
 * A list without its repeats, each value where it first occurs. A short list (the usual enum) is
 * compared pairwise, with no Set made for it; a long one goes through a Set, so an enum of tens of
 * thousands of values costs its length, not its square (`includes` before each push did).
 */
export function distinctInOrder<T>(values: readonly T[]): T[] {
  if (values.length > 16) return [...new Set(values)];
  const kept: T[] = [];
  for (const value of values) if (!kept.includes(value)) kept.push(value);
  return kept;
}
