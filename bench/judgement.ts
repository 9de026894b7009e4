/**
 * The rules' judgement on real MCP servers: a benchmark, not a test (test/judgement/ holds the
 * ratchet). Prints, per label family, true and false positives, misses, precision and recall with
 * the name of every false alarm and miss; per rule, findings per 100 tools; and the optional
 * inputs without a default that input-optional-without-default no longer names.
 *
 *   node --import tsx bench/judgement.ts [--corpus DIR] [--json] [--verbose]
 *
 * The default corpus is ../shared/corpus/mcp-servers beside the repository, read in place.
 */
import { resolve } from 'node:path';
import { DEFAULT_CORPUS, isCorpus, scoreCorpus, type JudgementScores } from './judgement/score';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function table(header: readonly string[], rows: readonly string[][], leftColumns = 1): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: readonly string[]) => '| ' + cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  return [line(header), '|' + widths.map((w, i) => (i < leftColumns ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|', ...rows.map(line)];
}

const percent = (fraction: number) => (100 * fraction).toFixed(1);

function report(scores: JudgementScores, verbose: boolean): string[] {
  const out = [`Judgement on ${scores.corpus}: ${scores.files} files, ${scores.tools} tools (Node ${process.version}, ${new Date().toISOString().slice(0, 10)})`, ''];
  out.push(
    ...table(
      ['family', 'rule', 'per', 'TP', 'FP', 'FN', 'precision %', 'recall %'],
      scores.families.map((f) => [f.family, f.ruleId, f.per, String(f.tp), String(f.fp), String(f.fn), percent(f.precision), percent(f.recall)]),
      3,
    ),
  );
  for (const f of scores.families) {
    if (f.falseAlarms.length === 0 && f.misses.length === 0) continue;
    out.push('', `${f.family} (${f.ruleId}):`);
    for (const name of f.falseAlarms) out.push(`  false alarm  ${name}`);
    for (const name of f.misses) out.push(`  miss         ${name}`);
  }
  if (scores.unlabelled.length) out.push('', `Not labelled, left out of the families: ${scores.unlabelled.join(', ')}`);

  const rules = Object.keys(scores.findingsByRule).sort((a, b) => scores.findingsByRule[b] - scores.findingsByRule[a] || a.localeCompare(b));
  out.push('', 'Findings per rule (every finding, inputs, outputs and errors alike):', '');
  out.push(...table(['rule', 'findings', 'per 100 tools'], rules.map((r) => [r, String(scores.findingsByRule[r]), scores.ratesPer100Tools[r].toFixed(1)])));

  const silences = scores.optionalSilences;
  const unreported = silences.reduce((sum, s) => sum + s.unreported.length, 0);
  out.push(
    '',
    `input-optional-without-default: ${silences.length} tools have ${unreported} optional inputs without a default (labels' computed count) that the rule does not name` +
      (verbose || silences.length === 0 ? (silences.length ? ':' : '.') : ' (--verbose lists them).'),
  );
  if (verbose) for (const s of silences) out.push(`  ${s.tool}  names ${s.reported} of ${s.labelCount}; not: ${s.unreported.join(', ')}`);

  const authors = scores.authorsHints;
  out.push(
    '',
    `side-effects-undeclared against the authors' own hints: ${authors.annotated} tools set readOnlyHint; with their annotations taken away, ${authors.noClass} get no class and the rest are compared (agreement, not accuracy: authors err too):`,
    '',
  );
  const rows = (['readOnly', 'destructive', 'idempotent'] as const).map((hint) => {
    const a = authors[hint];
    return [`${hint}Hint`, String(a.compared), String(a.agree), String(a.disagreements.length), percent(a.compared ? a.agree / a.compared : 1)];
  });
  out.push(...table(['hint', 'compared', 'agree', 'disagree', 'agreement %'], rows));
  for (const hint of ['readOnly', 'destructive', 'idempotent'] as const) {
    if (verbose) for (const line of authors[hint].disagreements) out.push(`  ${hint}Hint  ${line}`);
  }
  if (!verbose) out.push('', '(--verbose lists each disagreement.)');
  return out;
}

const corpus = option('--corpus') !== undefined ? resolve(option('--corpus')!) : DEFAULT_CORPUS;
if (!isCorpus(corpus)) {
  console.log(`No judgement: the corpus folder ${corpus} is absent (or has no labels.json and *.tools.json files), so there is nothing to score.`);
} else {
  const scores = scoreCorpus(corpus);
  console.log(process.argv.includes('--json') ? JSON.stringify(scores, null, 2) : report(scores, process.argv.includes('--verbose')).join('\n'));
}
