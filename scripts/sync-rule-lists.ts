/**
 * Writes the per-rule severity lists that the manifests carry, from the engine's rule registry:
 * - package.json: the properties of the `toolContracts.rules` setting;
 * - schemas/toolcontracts-config.schema.json: the properties of `rules`.
 * Each rule gets its severities as an enum, its default severity and its description with
 * the path of its docs page. Only those nodes are rewritten (jsonc-parser edits), so the
 * rest of each file keeps its formatting.
 *
 *   node --import tsx scripts/sync-rule-lists.ts           # write
 *   node --import tsx scripts/sync-rule-lists.ts --check   # exit 1 when a file is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import { docsPath, RULES } from '../server/src/engine';

const ROOT = resolve(__dirname, '..');
export const SEVERITY_ENUM = ['error', 'warning', 'info', 'off'] as const;

interface Target {
  readonly file: string;
  readonly path: JSONPath;
  readonly properties: () => Record<string, unknown>;
}

function describeRule(description: string, id: string): string {
  return `${description} Docs: ${docsPath(id)}`;
}

/** The properties of the `toolContracts.rules` setting in package.json. */
export function settingRuleProperties(): Record<string, unknown> {
  return Object.fromEntries(
    RULES.map(({ meta }) => [
      meta.id,
      { type: 'string', enum: [...SEVERITY_ENUM], default: meta.severity, markdownDescription: describeRule(meta.description, meta.id) },
    ]),
  );
}

/** The properties of `rules` in the project config schema. */
export function schemaRuleProperties(): Record<string, unknown> {
  return Object.fromEntries(
    RULES.map(({ meta }) => [
      meta.id,
      { $ref: '#/$defs/severity', default: meta.severity, description: describeRule(meta.description, meta.id) },
    ]),
  );
}

export const TARGETS: readonly Target[] = [
  { file: 'package.json', path: ['contributes', 'configuration', 'properties', 'toolContracts.rules', 'properties'], properties: settingRuleProperties },
  { file: 'schemas/toolcontracts-config.schema.json', path: ['properties', 'rules', 'properties'], properties: schemaRuleProperties },
];

/** The formatter puts each enum value on its own line; one line reads better 33 times over. */
function compactSeverityLists(text: string): string {
  const spread = new RegExp(`\\[\\s*${SEVERITY_ENUM.map((s) => `"${s}"`).join(',\\s*')}\\s*\\]`, 'g');
  return text.replace(spread, JSON.stringify(SEVERITY_ENUM).replace(/,/g, ', '));
}

function valueAtPath(root: unknown, path: JSONPath): unknown {
  let value = root;
  for (const segment of path) value = value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[segment] : undefined;
  return value;
}

export interface SyncedFile {
  readonly file: string;
  /** The rule list differs from the registry (what --check fails on). */
  readonly stale: boolean;
  readonly current: string;
  readonly synced: string;
}

/** Each target file, its text now and its text with the rule list written from the registry. */
export function syncRuleLists(): SyncedFile[] {
  return TARGETS.map((target) => {
    const current = readFileSync(resolve(ROOT, target.file), 'utf8');
    const expected = target.properties();
    const edits = modify(current, target.path, expected, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } });
    const stale = !isDeepStrictEqual(valueAtPath(parse(current), target.path), expected);
    return { file: target.file, stale, current, synced: compactSeverityLists(applyEdits(current, edits)) };
  });
}

function main(): void {
  const files = syncRuleLists();
  if (process.argv.includes('--check')) {
    const stale = files.filter((f) => f.stale).map((f) => f.file);
    if (stale.length === 0) return;
    console.error(`Out of date with the rule registry: ${stale.join(', ')}. Run: node --import tsx scripts/sync-rule-lists.ts`);
    process.exit(1);
  }
  for (const { file, current, synced } of files) {
    if (synced === current) continue;
    writeFileSync(resolve(ROOT, file), synced);
    console.log(`updated ${file}`);
  }
}

if (require.main === module) main();
