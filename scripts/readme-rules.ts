/**
 * Writes the rule table of README.md (between the rules markers) from the registry.
 * `--check` exits 1 when the README is out of date (the parity test runs it).
 * Run: node --import tsx scripts/readme-rules.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { RULES } from '../server/src/engine/registry';

const START = '<!-- rules:start -->';
const END = '<!-- rules:end -->';

export function rulesTable(): string {
  const rows = RULES.map((rule) => {
    const formats = rule.meta.formats ? rule.meta.formats.join(', ') : 'all';
    return `| [\`${rule.meta.id}\`](docs/rules/${rule.meta.id}.md) | ${rule.meta.severity} | ${formats} | ${rule.meta.description.replace(/\|/g, '\\|')} |`;
  });
  return ['| rule | default | formats | catches |', '|---|---|---|---|', ...rows].join('\n');
}

export function withRulesTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, start + START.length)}\n${rulesTable()}\n${readme.slice(end)}`;
}

const isMain = process.argv[1]?.endsWith('readme-rules.ts');
if (isMain) {
  const path = new URL('../README.md', import.meta.url);
  const current = readFileSync(path, 'utf8');
  const next = withRulesTable(current);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('README.md rule table is out of date: run node --import tsx scripts/readme-rules.ts');
      process.exit(1);
    }
  } else if (next !== current) {
    writeFileSync(path, next);
    console.log('README.md rule table updated');
  }
}
