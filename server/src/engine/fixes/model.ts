/**
 * What a quick fix is. A rule proposes fixes for one of its findings (cheap: titles and
 * kinds); the engine then computes the edits of the ones a door asks for, against the
 * linted text. Doors only convert: the LSP into code actions, the CLI into file writes.
 *
 * A fix is `safe` when it keeps the contract compatible (a change §5 of the spec classes
 * as patch or minor) and there is nothing to choose: the only remedy, with no value
 * guessed by a heuristic and nothing left for the author to fill in. Everything else is
 * a `suggestion`: offered in the editor, never applied by fix-all or `lint --fix`.
 */
import { pathStartsWith, type JsonDocument, type JsonPath } from '../document';
import type { Finding } from '../findings';
import type { ContractModel, Target, ToolModel } from '../model';
import type { FileReader } from '../rule';
import type { BaseContract } from '../../versioning/base';
import type { JsonEditor } from './editor';

export type FixKind = 'safe' | 'suggestion';

/** A replacement of `length` characters at `offset` of the linted text. */
export interface TextEdit {
  readonly offset: number;
  readonly length: number;
  readonly newText: string;
}

/** A computed fix, ready for a door. */
export interface Fix {
  readonly ruleId: string;
  /** Says exactly what the fix does: `Rename latency to latency_ms`. */
  readonly title: string;
  readonly kind: FixKind;
  /** The best fix for its finding (at most one per finding). */
  readonly preferred: boolean;
  /** Non-overlapping, sorted by offset. May be empty when the fix edits only `fileEdits`. */
  readonly edits: readonly TextEdit[];
  /**
   * Edits of files beside the contract (the changelog). A fix that has them is always a
   * `suggestion`: fix-all and `lint --fix` never write a second file.
   */
  readonly fileEdits?: readonly FileEdit[];
}

/** The edits of one file beside the linted one. */
export interface FileEdit {
  /** Relative to the linted file's folder, with `/` separators (`CHANGELOG.md`, `docs/HISTORY.md`). */
  readonly relativePath: string;
  /** True when the file does not exist yet: the edits are against the empty text (never overwrite a file that appeared since). */
  readonly create: boolean;
  /** The text the edits are against: the file as the reader returned it, '' for a new file (doors place the edits with it). */
  readonly text: string;
  /** Non-overlapping, sorted by offset, against `text`. */
  readonly edits: readonly TextEdit[];
}

/** Door-supplied choices that some fixes need. */
export interface FixOptions {
  /** ISO 4217 code (lower-case) for money suffixes: `toolContracts.currency`, default `usd`. */
  readonly currency?: string;
  /** The date of a changelog entry, `YYYY-MM-DD`: today's UTC date by default (tests pin it). */
  readonly today?: string;
}

export const DEFAULT_CURRENCY = 'usd';

/** Today's date in UTC, `YYYY-MM-DD`. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** What a rule's `fix` is given: the finding, the model and the document it came from. */
export interface FixContext {
  readonly finding: Finding;
  readonly model: ContractModel;
  readonly document: JsonDocument;
  readonly options: FixOptions;
  /** The tool the finding is in, when its path is inside one. */
  readonly tool: ToolModel | undefined;
  /** What lint was given: the contract at the base ref (versioning fixes)… */
  readonly base?: BaseContract;
  /** …and the reader of files beside the contract (the changelog); undefined where the door cannot read files. */
  readonly readFile?: FileReader;
  /** `options.today`, or today's UTC date. */
  readonly today: string;
  /** The project's targets lint was given (provider-* fixes). */
  readonly targets?: readonly Target[];
}

/** A fix as a rule proposes it: the edits are written only when the fix is wanted. */
export interface FixProposal {
  readonly title: string;
  readonly kind: FixKind;
  readonly preferred?: boolean;
  /**
   * Writes the fix's edits through the editor (paths are document paths). Returns false
   * when the fix turns out not to apply to this text (it is then not offered).
   */
  readonly write: (editor: JsonEditor) => void | boolean;
  /**
   * The edits of files beside the contract, computed when the fix is wanted; a proposal
   * that has them is offered as a `suggestion` whatever its `kind`. Returning undefined
   * (or throwing) means the fix does not apply.
   */
  readonly fileEdits?: () => readonly FileEdit[] | undefined;
}

export type RuleFixer = (context: FixContext) => readonly FixProposal[];

/** The tool whose subtree `path` is in (`['tools', 3, …]`), if any. */
export function toolAt(model: ContractModel, path: JsonPath): ToolModel | undefined {
  const toolsPath = model.toolsPath;
  if (path.length > toolsPath.length && toolsPath.every((segment, i) => path[i] === segment)) {
    const index = path[toolsPath.length];
    if (typeof index !== 'number') return undefined;
    // Tools are read in order, so the index is usually the position (a lookup per finding: no scan).
    const direct = model.tools[index];
    if (direct?.index === index && pathStartsWith(path, direct.path.slice(0, toolsPath.length + 1))) return direct;
  }
  // Provider formats: tools skipped (a server tool), or in another of a Gemini file's declaration arrays.
  return model.tools.find((tool) => pathStartsWith(path, tool.path));
}
