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
import type { JsonDocument, JsonPath } from '../document';
import type { Finding } from '../findings';
import type { ContractModel, ToolModel } from '../model';
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
  /** Non-overlapping, sorted by offset. */
  readonly edits: readonly TextEdit[];
}

/** Door-supplied choices that some fixes need. */
export interface FixOptions {
  /** ISO 4217 code (lower-case) for money suffixes: `toolContracts.currency`, default `usd`. */
  readonly currency?: string;
}

export const DEFAULT_CURRENCY = 'usd';

/** What a rule's `fix` is given: the finding, the model and the document it came from. */
export interface FixContext {
  readonly finding: Finding;
  readonly model: ContractModel;
  readonly document: JsonDocument;
  readonly options: FixOptions;
  /** The tool the finding is in, when its path is inside one. */
  readonly tool: ToolModel | undefined;
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
}

export type RuleFixer = (context: FixContext) => readonly FixProposal[];

/** The tool whose subtree `path` is in (`['tools', 3, …]`), if any. */
export function toolAt(model: ContractModel, path: JsonPath): ToolModel | undefined {
  const toolsPath = model.toolsPath;
  if (path.length <= toolsPath.length || !toolsPath.every((segment, i) => path[i] === segment)) return undefined;
  const index = path[toolsPath.length];
  return typeof index === 'number' ? model.tools.find((tool) => tool.index === index) : undefined;
}
