/**
 * What a rule is: metadata first, then a check that reads the model and reports.
 * A rule never computes ranges: it reports JSON paths, and the engine places them.
 */
import type { JsonDocument, JsonPath, NodePart } from './document';
import type { RuleFixer } from './fixes/model';
import type { ContractModel, Format, Target, ToolModel } from './model';
import type { BaseContract } from '../versioning/base';

export type Severity = 'error' | 'warning' | 'info';
export type SeverityOrOff = Severity | 'off';
export const SEVERITIES: readonly SeverityOrOff[] = ['error', 'warning', 'info', 'off'];

/** The seed's five layers (plus the review card), which rule docs tie back to. */
export type ContractLayer = 'input' | 'output' | 'errors' | 'side-effects' | 'versioning' | 'document';

export interface RuleMeta {
  /** Stable public id, kebab-case; also the file name and the docs page name. */
  readonly id: string;
  readonly severity: Severity;
  /** One line: what the rule catches. */
  readonly description: string;
  readonly layer: ContractLayer;
  /** Formats the rule applies to; all formats when omitted. */
  readonly formats?: readonly Format[];
  /**
   * `tool` when the check judges each tool alone: it reads `model.tools` one tool at a time and,
   * of the rest of the model, only its format, so each finding comes from one tool and lies
   * inside it. An edit inside a tool then re-runs the rule on that tool only (engine/incremental.ts).
   * Omitted when the rule looks across tools or at the document (names, references, previews,
   * versions): it runs again on every edit. A rule of scope `tool` may still read what other
   * tools declare, through `allTools` and only as its `toolSummary` says (Rule).
   */
  readonly scope?: 'tool';
}

export interface RelatedLocation {
  readonly path: JsonPath;
  readonly part?: NodePart;
  readonly message: string;
}

export interface Report {
  /** Where the problem is (the pointer in output). */
  readonly path: JsonPath;
  /** Which part of the node the range covers; 'value' by default. */
  readonly part?: NodePart;
  /**
   * Where to draw the range when it should differ from `path`: for example a
   * finding about a whole tool is pointed at the tool but drawn on its name.
   */
  readonly rangePath?: JsonPath;
  readonly message: string;
  readonly related?: readonly RelatedLocation[];
  /**
   * A lower severity for this finding than the rule's (the configured one is never raised):
   * for a finding that informs rather than flags a mistake, as version-bump-required does for
   * the minor changes of a snapshot, which has no version to fix.
   */
  readonly atMost?: Severity;
}

/** Reads a file next to the linted one (the changelog); undefined when absent. Injected by the door. */
export type FileReader = (relativePath: string) => string | undefined;

export interface RuleContext {
  readonly model: ContractModel;
  /**
   * Every tool of the file: `model.tools` in a full lint; when an edit re-runs a rule of scope
   * `tool` on the edited tool only, `model.tools` is that tool and this is all of them.
   */
  readonly allTools: readonly ToolModel[];
  readonly document: JsonDocument;
  /** Undefined where the door cannot read files (then file-based checks stay silent). */
  readonly readFile?: FileReader;
  /** The contract at the base ref (spec §5); undefined outside git or for a new file. */
  readonly base?: BaseContract;
  /** The project's `targets` (.toolcontracts.json), for files that name none themselves (engine/providers.ts checkedTargets). */
  readonly targets?: readonly Target[];
  /** The project's `contextBudgetTokens`: tool-context-budget is silent without it. */
  readonly contextBudgetTokens?: number;
  report(report: Report): void;
}

export interface Rule {
  readonly meta: RuleMeta;
  check(context: RuleContext): void;
  /**
   * For a rule of scope `tool` whose findings on one tool read what other tools declare (through
   * `allTools`): all of what a tool declares that such findings read, as a string. An edit that
   * changes the edited tool's summary lints the whole file again (the other tools' findings may
   * change); any other edit re-runs the rule on the edited tool only. `tools` are all the tools
   * of the model `tool` is in (before the edit for the tool as it was, after it for the tool as it
   * is), for a summary that is only what other tools read of it now.
   */
  readonly toolSummary?: (tool: ToolModel, tools: readonly ToolModel[]) => string;
  /** The quick fixes of one of its findings (engine/fixes); absent when the rule has none. */
  readonly fix?: RuleFixer;
}

export function defineRule(rule: Rule): Rule {
  return rule;
}

export function appliesTo(rule: Rule, format: Format): boolean {
  return !rule.meta.formats || rule.meta.formats.includes(format);
}

/** The docs page of a rule or engine diagnostic, relative to the package root. */
export function docsPath(id: string): string {
  return `docs/rules/${id}.md`;
}

/** Formats for rules that need fields only the contract format can express. */
export const CONTRACT_ONLY: readonly Format[] = ['contract'];
