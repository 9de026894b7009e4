/**
 * The language status items of a contract document. The first: the format detected, the counts
 * and how long the last lint took; a warning, with "slow", when the lint took longer than
 * `toolContracts.timeBudgetMs`. The second, once there is something to say: what the file's tools
 * take in the model's context, the providers they are checked against and the git ref versioning
 * compared with. Fed by the server's lint status notification and the context cost. Each item is
 * one line of the language status hover, which grows to the left of the status bar and is cut off
 * at the window's edge (about 500 px): two short lines, never one long one.
 */
import { languages, LanguageStatusSeverity, window, type Disposable, type DocumentSelector, type LanguageStatusItem } from 'vscode';
import type { LintStatusParams, StatusFormat } from '../../server/src/protocol';

const FORMAT_LABELS: Record<StatusFormat, string> = {
  contract: 'Tool contract',
  'mcp-tools-list': 'MCP tools/list',
  'anthropic-tools': 'Anthropic tools',
  'openai-chat-tools': 'OpenAI Chat tools',
  'openai-responses-tools': 'OpenAI Responses tools',
  'gemini-tools': 'Gemini tools',
  config: 'Tool Contracts config',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function describeCounts(status: LintStatusParams): string {
  const parts = [
    status.error_count ? plural(status.error_count, 'error') : '',
    status.warning_count ? plural(status.warning_count, 'warning') : '',
    status.info_count ? plural(status.info_count, 'info') : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no problems';
}

/** What the file's tools take in the model's context: `1,234 tokens`, or nothing before they are counted. */
export function describeTokens(tokens: number | undefined): string {
  return tokens === undefined ? '' : `${tokens.toLocaleString('en-US')} token${tokens === 1 ? '' : 's'}`;
}

/** The providers the tools are checked against (`targets`): `MCP, OpenAI`, or nothing for a config. */
export function describeTargets(status: LintStatusParams): string {
  return status.targets?.length ? status.targets.map((target) => TARGET_LABELS[target] ?? target).join(', ') : '';
}

const TARGET_LABELS: Readonly<Record<string, string>> = { mcp: 'MCP', anthropic: 'Anthropic', openai: 'OpenAI', gemini: 'Gemini' };

/** What versioning compared with: `vs HEAD 1.4.0`, or nothing. */
export function describeBase(status: LintStatusParams): string {
  if (!status.base_ref) return '';
  return `vs ${status.base_ref}${status.base_version ? ` ${status.base_version}` : ''}`;
}

/** A lint's duration as the item shows it: whole milliseconds. */
function ms(duration: number): string {
  return `${Math.round(duration)} ms`;
}

export class LintStatusItem implements Disposable {
  private readonly item: LanguageStatusItem;
  /** The second line (tokens, targets, base); only while there is something to say. */
  private context: LanguageStatusItem | undefined;
  private readonly selector: DocumentSelector;
  private readonly byUri = new Map<string, LintStatusParams>();
  /** Each document's tokens, with the version they were counted on. */
  private readonly tokensByUri = new Map<string, { version: number; total: number }>();
  private readonly listener: Disposable;

  constructor(selector: DocumentSelector, showOutputCommand: string) {
    this.selector = selector;
    this.item = languages.createLanguageStatusItem('toolContracts.status', selector);
    this.item.name = 'Tool Contracts';
    // Short words throughout: the hover lists each item on one line and is cut off at the window's edge.
    this.item.command = { title: 'Output', tooltip: 'Tool Contracts: Show Output', command: showOutputCommand };
    this.listener = window.onDidChangeActiveTextEditor(() => this.render());
    this.render();
  }

  update(status: LintStatusParams): void {
    this.byUri.set(status.uri, status);
    this.render();
  }

  /** The tokens of a document's tools, counted on `version`; shown while that is the version linted. */
  setTokens(uri: string, version: number, total: number): void {
    this.tokensByUri.set(uri, { version, total });
    this.render();
  }

  forget(uri: string): void {
    this.byUri.delete(uri);
    this.tokensByUri.delete(uri);
  }

  private render(): void {
    const uri = window.activeTextEditor?.document.uri.toString();
    const status = uri ? this.byUri.get(uri) : undefined;
    const item = this.item;
    item.severity = LanguageStatusSeverity.Information;
    this.renderContext(uri, status);
    if (!status) {
      item.text = 'Tool Contracts';
      item.detail = 'not linted yet';
      return;
    }
    if (!status.enabled) {
      item.text = 'Tool Contracts: off';
      item.detail = 'toolContracts.enable';
      return;
    }
    const label = FORMAT_LABELS[status.format] ?? status.format;
    if (status.over_budget) {
      item.severity = LanguageStatusSeverity.Warning;
      item.text = `$(warning) ${label}: ${describeCounts(status)}`;
      item.detail = `slow: ${ms(status.duration_ms)} > ${ms(status.time_budget_ms)}`;
      return;
    }
    item.text = `${label}: ${describeCounts(status)}`;
    item.detail = `linted in ${ms(status.duration_ms)}`;
  }

  /** The second line: `331 tokens` with `MCP \u00b7 vs HEAD 1.4.0` (a middle dot); gone when there is nothing to say. */
  private renderContext(uri: string | undefined, status: LintStatusParams | undefined): void {
    const counted = uri ? this.tokensByUri.get(uri) : undefined;
    const tokens = status?.enabled ? describeTokens(counted?.version === status.version ? counted.total : undefined) : '';
    const detail = status?.enabled ? [describeTargets(status), describeBase(status)].filter(Boolean).join(' · ') : '';
    if (!tokens && !detail) {
      this.context?.dispose();
      this.context = undefined;
      return;
    }
    if (!this.context) {
      this.context = languages.createLanguageStatusItem('toolContracts.context', this.selector);
      this.context.name = 'Tool Contracts: context and versions';
    }
    this.context.text = tokens || 'Tools';
    this.context.detail = detail;
  }

  dispose(): void {
    this.listener.dispose();
    this.item.dispose();
    this.context?.dispose();
  }
}
