/**
 * Writes the parts every page of docs/rules/ shares, from the rule registry: under the title, a
 * table with the default severity, the formats it applies to and its quick fixes; at the end,
 * "Turn it off" (the project config, the user setting, the two suppression comments, or why an
 * engine diagnostic cannot be turned off). The quick-fix cell is the page's own words (titles of
 * fixes are written for readers), kept from the page; everything else is generated.
 *
 *   node --import tsx scripts/rule-pages.ts           # write
 *   node --import tsx scripts/rule-pages.ts --check   # exit 1 when a page is out of date
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENGINE_DIAGNOSTICS, RULES } from '../server/src/engine';
import type { Format } from '../server/src/engine/model';

const ROOT = resolve(__dirname, '..');
export const HEADER_START = '<!-- rule-header: generated from the rule registry -->';
export const HEADER_END = '<!-- /rule-header -->';
export const FOOTER_START = '<!-- rule-footer: generated from the rule registry -->';
export const FOOTER_END = '<!-- /rule-footer -->';
export const NO_FIX = '—';

const FORMAT_NAMES: Partial<Record<Format, string>> = { contract: 'contract files', 'mcp-tools-list': 'MCP tools/list files' };
/** What a rule without a format list applies to: every format the linter reads (the README's table says "all"). */
const ALL_FORMATS = 'all formats (contract files, MCP tools/list files and the other tool lists it reads)';

export interface PageFacts {
  readonly id: string;
  /** The severity cell: the default severity, and where it differs by door, how. */
  readonly severity: string;
  readonly appliesTo: string;
  /** A rule (configurable and suppressible), or a diagnostic of the engine. */
  readonly kind: 'rule' | 'engine';
  /** Whether a suppression comment silences it (rules, and internal-error). */
  readonly suppressible: boolean;
  /** Whether the engine offers a quick fix for it. */
  readonly fixable: boolean;
}

/** Where the engine's own diagnostics come from, and their severity where it differs by door. */
const ENGINE_FACTS: Record<string, { appliesTo: string; severity?: string }> = {
  'parse-error': { appliesTo: 'every linted file' },
  'duplicate-key': { appliesTo: 'every linted file' },
  'read-error': { appliesTo: 'the command line (files it reads)' },
  'document-too-large': { appliesTo: 'every file the editor lints (the command line has no size limit)', severity: 'warning (editor only)' },
  'document-too-deep': { appliesTo: 'every linted file', severity: 'warning in the editor, error on the command line' },
  'suppression-unused': { appliesTo: 'files that take comments' },
  'suppression-reason-missing': { appliesTo: 'files that take comments' },
  'config-invalid': { appliesTo: '`.toolcontracts.json`' },
  'internal-error': { appliesTo: 'every linted file' },
};

export function pageFacts(): PageFacts[] {
  const rules: PageFacts[] = RULES.map(({ meta, fix }) => ({
    id: meta.id,
    severity: meta.severity,
    appliesTo: meta.formats ? meta.formats.map((f) => FORMAT_NAMES[f] ?? f).join(', ') : ALL_FORMATS,
    kind: 'rule',
    suppressible: true,
    fixable: fix !== undefined,
  }));
  const engine: PageFacts[] = Object.values(ENGINE_DIAGNOSTICS).map((meta) => ({
    id: meta.id,
    severity: ENGINE_FACTS[meta.id]?.severity ?? meta.severity,
    appliesTo: ENGINE_FACTS[meta.id]?.appliesTo ?? 'every linted file',
    kind: 'engine',
    suppressible: meta.id === ENGINE_DIAGNOSTICS.internalError.id,
    fixable: false,
  }));
  return [...rules, ...engine];
}

function header(facts: PageFacts, fixCell: string): string {
  return [HEADER_START, '| default severity | applies to | quick fixes |', '|---|---|---|', `| ${facts.severity} | ${facts.appliesTo} | ${fixCell} |`, HEADER_END].join('\n');
}

function footer({ id, kind, suppressible }: PageFacts): string {
  const lines = [FOOTER_START, '## Turn it off', ''];
  if (kind === 'rule') {
    lines.push(
      `For a whole project, set its severity in \`.toolcontracts.json\` at the root of the workspace (or, for`,
      `yourself, in the \`toolContracts.rules\` setting); \`"warning"\` or \`"info"\` keeps it but lowers it:`,
      '',
      '```json',
      `{ "rules": { "${id}": "off" } }`,
      '```',
      '',
    );
  } else if (!suppressible) {
    lines.push(
      `\`${id}\` is reported by Tool Contracts itself, not by a rule: it cannot be turned off in`,
      '`.toolcontracts.json` or silenced with a comment. It goes away when its cause does (see How to fix).',
    );
  }
  if (suppressible) {
    lines.push(
      `To silence it in one place, say why in a comment (in files that take comments: contract files,`,
      `\`.jsonc\` and \`*.tools.json\`). On the line before the problem:`,
      '',
      '```jsonc',
      `// tool-contracts-disable-next-line ${id} -- <reason>`,
      '```',
      '',
      `or, for the rest of the file, at its top:`,
      '',
      '```jsonc',
      `// tool-contracts-disable ${id} -- <reason>`,
      '```',
      '',
      `In VS Code, \`Ctrl+.\` on the problem offers *Disable ${id} for this line* and`,
      `*Disable ${id} for the entire file*, which write these comments. A comment without a reason,`,
      'or one that silences nothing, is reported itself.',
    );
  }
  lines.push(FOOTER_END);
  return lines.join('\n');
}

/** The quick-fix cell of a page: from its generated header, or from the table it had before (third column). */
export function fixCellOf(page: string): string | undefined {
  const table = page.includes(HEADER_START) ? page.slice(page.indexOf(HEADER_START), page.indexOf(HEADER_END)) : page.slice(0, page.indexOf('\n## '));
  const row = table.split('\n').filter((line) => line.startsWith('|')).at(2);
  const cells = row?.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim());
  return cells?.[2];
}

/** The page with its header and footer written from the registry. */
export function withGeneratedParts(page: string, facts: PageFacts): string {
  const title = `# ${facts.id}\n`;
  if (!page.startsWith(title)) throw new Error(`docs/rules/${facts.id}.md does not start with "${title.trim()}"`);
  const fixCell = fixCellOf(page) ?? NO_FIX;
  let body = page.slice(title.length);
  // The header: the generated block, or the table the page had before.
  if (body.includes(HEADER_START)) body = body.slice(body.indexOf(HEADER_END) + HEADER_END.length);
  else body = body.replace(/^\s*(\|[^\n]*\n)+/, '');
  if (body.includes(FOOTER_START)) body = body.slice(0, body.indexOf(FOOTER_START));
  return `${title}\n${header(facts, fixCell)}\n\n${body.trim()}\n\n${footer(facts)}\n`;
}

export interface RulePage {
  readonly file: string;
  readonly facts: PageFacts;
  readonly current: string;
  readonly generated: string;
}

/** The pages there are (a rule without one is the parity test's finding, not this script's). */
export function rulePages(): RulePage[] {
  return pageFacts().flatMap((facts) => {
    const file = resolve(ROOT, 'docs/rules', `${facts.id}.md`);
    if (!existsSync(file)) return [];
    const current = readFileSync(file, 'utf8');
    return [{ file, facts, current, generated: withGeneratedParts(current, facts) }];
  });
}

if (process.argv[1]?.endsWith('rule-pages.ts')) {
  const pages = rulePages();
  if (process.argv.includes('--check')) {
    const stale = pages.filter((p) => p.generated !== p.current).map((p) => p.facts.id);
    if (stale.length > 0) {
      console.error(`Out of date with the rule registry: ${stale.join(', ')}. Run: node --import tsx scripts/rule-pages.ts`);
      process.exit(1);
    }
  } else {
    for (const page of pages) {
      if (page.generated === page.current) continue;
      writeFileSync(page.file, page.generated);
      console.log(`updated docs/rules/${page.facts.id}.md`);
    }
  }
}
