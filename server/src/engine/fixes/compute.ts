/**
 * From a lint result and one of its findings to the fixes of that finding, with their
 * edits. Pure: the doors call this and only convert what it returns.
 */
import { parse, type ParseError } from 'jsonc-parser';
import type { Finding } from '../findings';
import type { LintResult } from '../lint';
import { ruleById } from '../registry';
import { duplicateKeys, readShape } from './duplicates';
import { applyTextEdits, FixDocument, JsonEditor } from './editor';
import { toolHolding } from './locate';
import { toolAt, utcToday, type FileEdit, type Fix, type FixContext, type FixKind, type FixOptions, type TextEdit } from './model';
import { removesFinding } from './verify';

export interface FixRequest {
  readonly options?: FixOptions;
  /** Which kinds to compute (both by default): fix-all asks for safe ones only. */
  readonly kinds?: readonly FixKind[];
  /**
   * Whether each fix is checked before it is returned (default true): applied, parsed, its
   * touched tools checked for repeated keys, and its finding's rule run again on the
   * result, which must no longer report at the finding's pointer. Fix-all checks whole
   * batches instead (the per-fix check would lint once per fix).
   */
  readonly verify?: boolean;
}

/**
 * The per-text state fixes share (style, tool positions, parsed tools): keep one per lint
 * result when asking for the fixes of several findings.
 */
export class FixSession {
  readonly doc: FixDocument;
  /** Today's date, read once per session (fix-all asks for the fixes of thousands of findings). */
  private today: string | undefined;
  /** Repeated keys in each tool's text (by tool index), counted when first needed. */
  private readonly duplicatesBefore = new Map<number, number>();
  constructor(readonly result: LintResult) {
    this.doc = new FixDocument(result.document.text);
  }

  /** Whether fixes can be offered at all: a rule model, and a text that parses cleanly. */
  get fixable(): boolean {
    const { document, model } = this.result;
    return model !== undefined && document.parseErrors.length === 0 && !document.nestingTooDeep;
  }

  fixesFor(finding: Finding, request: FixRequest = {}): Fix[] {
    const { model, document } = this.result;
    if (!model || !this.fixable) return [];
    const fixer = ruleById(finding.ruleId)?.fix;
    if (!fixer) return [];
    const { base, readFile, targets } = this.result;
    const options = request.options ?? {};
    const context: FixContext = { finding, model, document, options, tool: toolAt(model, finding.path), base, readFile, targets, today: options.today ?? (this.today ??= utcToday()) };
    const kinds = request.kinds ?? ['safe', 'suggestion'];
    const fixes: Fix[] = [];
    for (const proposal of fixer(context)) {
      // A fix that edits a second file is never applied without a look: fix-all and lint --fix skip it.
      const kind: FixKind = proposal.fileEdits ? 'suggestion' : proposal.kind;
      if (!kinds.includes(kind)) continue;
      const editor = new JsonEditor(this.doc);
      let edits: TextEdit[];
      let fileEdits: readonly FileEdit[] | undefined;
      try {
        if (proposal.write(editor) === false) continue;
        edits = editor.edits();
        if (proposal.fileEdits) {
          fileEdits = proposal.fileEdits()?.filter((file) => file.edits.length > 0);
          if (!fileEdits || fileEdits.length === 0) continue;
        }
      } catch {
        continue; // the text is not shaped as the fix expected: offer nothing rather than a broken edit
      }
      if (edits.length === 0 && !fileEdits) continue;
      if (request.verify !== false) {
        if (edits.length > 0 && !this.editsKeepShape(edits)) continue;
        if (!removesFinding(this.result, finding, edits, fileEdits, this.doc.tools())) continue;
      }
      const fix: Fix = { ruleId: finding.ruleId, title: proposal.title, kind, preferred: proposal.preferred ?? false, edits };
      fixes.push(fileEdits ? { ...fix, fileEdits } : fix);
    }
    if (fixes.length > 0 && !fixes.some((f) => f.preferred)) fixes[0] = { ...fixes[0], preferred: true };
    return fixes;
  }

  /**
   * Whether the text still parses after the edits and has no repeated key it did not have,
   * checked on the tools they touch only (the text between tools is never edited), or on
   * the whole text for edits outside tools.
   */
  private editsKeepShape(edits: readonly TextEdit[]): boolean {
    const text = this.doc.text;
    const tools = this.doc.tools();
    const touched = new Set<number>();
    for (const edit of edits) {
      const index = toolHolding(tools, edit);
      if (index < 0) {
        const after = readShape(applyTextEdits(text, edits));
        return after.parses && (after.duplicates.length === 0 || after.duplicates.length <= duplicateKeys(text).length);
      }
      touched.add(index);
    }
    for (const index of touched) {
      const span = tools[index];
      const local = edits.filter((e) => e.offset >= span.offset && e.offset + e.length <= span.offset + span.length).map((e) => ({ ...e, offset: e.offset - span.offset }));
      // In brackets: a fix may turn one tool into several.
      const after = readShape(`[${applyTextEdits(text.slice(span.offset, span.offset + span.length), local)}]`);
      if (!after.parses) return false;
      if (after.duplicates.length > 0 && after.duplicates.length > this.toolDuplicates(index)) return false;
    }
    return true;
  }

  private toolDuplicates(index: number): number {
    let count = this.duplicatesBefore.get(index);
    if (count === undefined) {
      const span = this.doc.tools()[index];
      count = duplicateKeys(this.doc.text.slice(span.offset, span.offset + span.length)).length;
      this.duplicatesBefore.set(index, count);
    }
    return count;
  }
}

/** Fixes of one finding of a lint result. */
export function fixesFor(result: LintResult, finding: Finding, request: FixRequest = {}): Fix[] {
  return new FixSession(result).fixesFor(finding, request);
}

export function parsesCleanly(text: string): boolean {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  return errors.length === 0;
}
