/** The benches' tables: one row per measure, one column per case, as Markdown (pasted into bench/README.md). */
export function printMeasures<R>(cases: readonly R[], labelOf: (row: R) => string, measures: ReadonlyArray<readonly [string, (row: R) => string]>): void {
  const header = ['measure', ...cases.map(labelOf)];
  const table = measures.map(([name, show]) => [name, ...cases.map(show)]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  console.log(line(header));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const row of table) console.log(line(row));
}
