/**
 * The `toolContracts.*` settings as the server uses them: read leniently from whatever the
 * client sends (a bad value falls back to its default), and checked for rule ids or
 * severities the engine does not know, so a typo in the user's settings is not silent.
 */
import { isObject, mergeSeverities, RULE_IDS, type ProjectConfig, type RuleSeverities, type SeverityOrOff } from '../engine';

export type RunMode = 'onType' | 'onSave';

export interface ServerSettings {
  readonly enable: boolean;
  readonly run: RunMode;
  /** The user's overrides, as given (unknown ids included; the engine ignores them). */
  readonly rules: RuleSeverities;
  readonly timeBudgetMs: number;
  readonly maxFileSizeKb: number;
  /** The git ref versioning compares with; `HEAD` (the default) defers to `.toolcontracts.json`. See `baseRefFor`. */
  readonly baseRef: string;
  /** ISO 4217 code (lower-case) the money units fix offers. */
  readonly currency: string;
  /** `toolContracts.codeLens.enable`: the review card CodeLens over each mutating tool. */
  readonly codeLens: boolean;
  /** `toolContracts.mcp.timeoutSeconds`: for a live MCP server's start and handshake, and for each page of its tools/list. */
  readonly mcpTimeoutSeconds: number;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  enable: true,
  run: 'onType',
  rules: {},
  timeBudgetMs: 500,
  maxFileSizeKb: 5120,
  baseRef: 'HEAD',
  currency: 'usd',
  codeLens: true,
  mcpTimeoutSeconds: 30,
};

export interface SettingsProblems {
  readonly unknownRuleIds: readonly string[];
  /** `id: value` for each severity that is not error, warning, info or off. */
  readonly badSeverities: readonly string[];
}

function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

/** Reads the `toolContracts` section (an object) into settings. */
export function readSettings(section: unknown): ServerSettings {
  if (!isObject(section)) return DEFAULT_SETTINGS;
  const rules: Record<string, SeverityOrOff> = {};
  if (isObject(section.rules)) {
    for (const [id, severity] of Object.entries(section.rules)) rules[id] = severity as SeverityOrOff;
  }
  return {
    enable: typeof section.enable === 'boolean' ? section.enable : DEFAULT_SETTINGS.enable,
    run: section.run === 'onSave' ? 'onSave' : 'onType',
    rules,
    timeBudgetMs: positiveInteger(section.timeBudgetMs, DEFAULT_SETTINGS.timeBudgetMs),
    maxFileSizeKb: positiveInteger(section.maxFileSizeKb, DEFAULT_SETTINGS.maxFileSizeKb),
    baseRef: typeof section.baseRef === 'string' && section.baseRef ? section.baseRef : DEFAULT_SETTINGS.baseRef,
    currency: typeof section.currency === 'string' && /^[A-Za-z]{3}$/.test(section.currency) ? section.currency.toLowerCase() : DEFAULT_SETTINGS.currency,
    // VS Code nests dotted names: `toolContracts.codeLens.enable` arrives as { codeLens: { enable } }.
    codeLens: isObject(section.codeLens) && typeof section.codeLens.enable === 'boolean' ? section.codeLens.enable : DEFAULT_SETTINGS.codeLens,
    mcpTimeoutSeconds:
      isObject(section.mcp) && typeof section.mcp.timeoutSeconds === 'number' && Number.isFinite(section.mcp.timeoutSeconds) && section.mcp.timeoutSeconds > 0
        ? section.mcp.timeoutSeconds
        : DEFAULT_SETTINGS.mcpTimeoutSeconds,
  };
}

/**
 * The ref a document's versioning base is read at: the `toolContracts.baseRef` setting, else the
 * project config's `baseRef`, else `HEAD`. VS Code sends the setting's default (`HEAD`) when it
 * is not set, so `HEAD` in the setting cannot be told from no setting: it defers to the project.
 */
export function baseRefFor(settings: ServerSettings, project: ProjectConfig | undefined): string {
  if (settings.baseRef && settings.baseRef !== DEFAULT_SETTINGS.baseRef) return settings.baseRef;
  return project?.baseRef || DEFAULT_SETTINGS.baseRef;
}

export function findSettingsProblems(settings: ServerSettings): SettingsProblems {
  const unknownRuleIds: string[] = [];
  const badSeverities: string[] = [];
  const valid = mergeSeverities(settings.rules); // drops every value that is not a severity
  for (const [id, severity] of Object.entries(settings.rules)) {
    if (!RULE_IDS.includes(id)) unknownRuleIds.push(id);
    else if (!(id in valid)) badSeverities.push(`${id}: ${JSON.stringify(severity)}`);
  }
  return { unknownRuleIds, badSeverities };
}

/** One line for window/showMessage, or undefined when there is nothing to say. */
export function describeSettingsProblems({ unknownRuleIds, badSeverities }: SettingsProblems): string | undefined {
  const parts: string[] = [];
  if (unknownRuleIds.length) parts.push(`unknown rule id${unknownRuleIds.length > 1 ? 's' : ''} ${unknownRuleIds.map((id) => `"${id}"`).join(', ')}`);
  if (badSeverities.length) parts.push(`bad severit${badSeverities.length > 1 ? 'ies' : 'y'} ${badSeverities.join(', ')} (use error, warning, info or off)`);
  return parts.length ? `Tool Contracts: the toolContracts.rules setting has ${parts.join(' and ')}; ${parts.length > 1 ? 'these are' : 'this is'} ignored.` : undefined;
}
