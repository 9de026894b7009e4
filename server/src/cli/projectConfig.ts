/**
 * The project config for a CLI run: the nearest `.toolcontracts.json` in the current
 * folder or a folder above it. Its valid entries apply; its problems (parse errors,
 * unknown rules, bad severities) are reported as findings of the config file itself,
 * so a broken config fails the run instead of being silently ignored.
 */
import type { Target } from '../engine/model';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { JsonDocument, RULE_IDS, lintConfigDocument, readProjectConfig, type RuleSeverities } from '../engine';
import { readErrorFinding } from './readFiles';
import { stripBom } from '../node/fileReader';
import type { FileReport } from './report';

export const CONFIG_FILE_NAME = '.toolcontracts.json';

export interface LoadedConfig {
  readonly severities: RuleSeverities;
  /** The config file's own report when it has problems; undefined when it is fine or absent. */
  readonly report?: FileReport;
  /** Absolute path of the config file used; undefined when there is none. */
  readonly file?: string;
  /** Its `contextBudgetTokens`, when valid (tool-context-budget). */
  readonly contextBudgetTokens?: number;
  /** Its `targets` (the provider-* rules), when set. */
  readonly targets?: readonly Target[];
}

export function findConfigFile(cwd: string): string | undefined {
  for (let folder = cwd; ; folder = dirname(folder)) {
    const candidate = join(folder, CONFIG_FILE_NAME);
    if (isFile(candidate)) return candidate;
    if (dirname(folder) === folder) return undefined;
  }
}

export function loadProjectConfig(cwd: string): LoadedConfig {
  const file = findConfigFile(cwd);
  if (!file) return { severities: {} };
  const shown = relative(cwd, file) || CONFIG_FILE_NAME;
  let text: string;
  try {
    text = stripBom(readFileSync(file, 'utf8'));
  } catch (error) {
    return { severities: {}, file, report: { path: shown, absolutePath: file, format: 'config', findings: [readErrorFinding(error)] } };
  }
  const document = new JsonDocument(text);
  const findings = lintConfigDocument(document, RULE_IDS);
  const { rules: severities, contextBudgetTokens, targets } = readProjectConfig(document.value);
  const budget = { ...(contextBudgetTokens !== undefined ? { contextBudgetTokens } : {}), ...(targets ? { targets } : {}) };
  return findings.length === 0 ? { severities, file, ...budget } : { severities, file, ...budget, report: { path: shown, absolutePath: file, format: 'config', findings } };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
