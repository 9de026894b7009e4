/**
 * A fix that cannot remove its finding is not offered: before a fix of one finding is
 * returned, its edits are applied, the text parsed again and the finding's rule (that rule
 * alone) run on it; the fix is kept only when the text parses, has no repeated key it did
 * not have, and the rule reports less at the finding's pointer than before (gone, or one
 * fewer where it reported twice there).
 *
 * Cost: paid only when the fixes of one finding are asked for (a code action); fix-all
 * checks its batches instead (fixAll.ts), with the lint it runs anyway after each pass.
 * When the edits and the finding lie inside tools, the rule first runs on a small text:
 * the file with only those tools in its tools array, before and after the edits. If the
 * finding is there before and gone after, the fix removes it (the rest of the file did
 * not make it, and does not bring it back once the tool is fixed). Otherwise (the small
 * text does not show the finding, or still shows it after the edits, as when a fix names
 * a tool left out of it) the whole fixed text is parsed and the rule run on it.
 */
import { JsonDocument, toPointer, type JsonPath, type Span } from '../document';
import type { Finding } from '../findings';
import type { LintResult } from '../lint';
import { readModel } from '../formats';
import { ruleById } from '../registry';
import type { FileReader } from '../rule';
import { clearSchemaWalks } from '../schemaWalk';
import { toolHolding } from './locate';
import { applyTextEdits } from './editor';
import type { FileEdit, TextEdit } from './model';

/** How often `ruleId` reports at each pointer on `text`; undefined when the text does not parse into a model. */
export function rulePointers(ruleId: string, text: string, result: Pick<LintResult, 'format' | 'base' | 'targets'>, readFile: FileReader | undefined): Map<string, number> | undefined {
  const rule = ruleById(ruleId);
  if (!rule) return new Map();
  const document = new JsonDocument(text);
  if (document.parseErrors.length > 0 || document.nestingTooDeep) return undefined;
  const model = readModel(document.value, result.format);
  if (!model) return undefined;
  const pointers = new Map<string, number>();
  const count = (pointer: string) => void pointers.set(pointer, (pointers.get(pointer) ?? 0) + 1);
  clearSchemaWalks();
  try {
    rule.check({ model, allTools: model.tools, document, readFile, base: result.base, targets: result.targets, report: (report) => count(toPointer(report.path)) });
  } catch {
    return undefined; // the rule fails on the fixed text: that fix is no fix
  } finally {
    clearSchemaWalks();
  }
  return pointers;
}

/**
 * Whether the fix's edits (and its edits of files beside the contract) remove `finding`.
 * `tools`: the spans of the tools in the linted text (for the check on a small text).
 */
export function removesFinding(result: LintResult, finding: Finding, edits: readonly TextEdit[], fileEdits?: readonly FileEdit[], tools?: readonly Span[]): boolean {
  let readFile = result.readFile;
  if (fileEdits && fileEdits.length > 0) {
    const edited = new Map(fileEdits.map((file) => [file.relativePath, applyTextEdits(file.text, file.edits)]));
    const original = result.readFile;
    readFile = (relativePath) => (edited.has(relativePath) ? edited.get(relativePath) : original?.(relativePath));
  }
  if (tools && removedInToolsAlone(result, finding, edits, tools, readFile)) return true;
  const before = Math.max(1, result.findings.filter((f) => f.ruleId === finding.ruleId && f.pointer === finding.pointer).length);
  const after = rulePointers(finding.ruleId, applyTextEdits(result.document.text, edits), result, readFile);
  return after !== undefined && (after.get(finding.pointer) ?? 0) < before;
}

/** The check on the file with only the tools the fix and its finding are in: true when it shows the finding before the edits and not after. */
function removedInToolsAlone(result: LintResult, finding: Finding, edits: readonly TextEdit[], tools: readonly Span[], readFile: FileReader | undefined): boolean {
  const toolIndex = finding.path[0] === 'tools' && typeof finding.path[1] === 'number' ? finding.path[1] : -1;
  if (toolIndex < 0 || toolIndex >= tools.length) return false;
  const kept = new Set<number>([toolIndex]);
  for (const edit of edits) {
    const index = toolHolding(tools, edit);
    if (index < 0) return false; // an edit outside tools
    kept.add(index);
  }
  const text = result.document.text;
  const order = [...kept].sort((a, b) => a - b);
  const head = text.slice(0, tools[0].offset);
  const last = tools[tools.length - 1];
  const tail = text.slice(last.offset + last.length);
  const before: string[] = [];
  const after: string[] = [];
  let afterIndex = -1;
  for (const index of order) {
    const span = tools[index];
    const original = text.slice(span.offset, span.offset + span.length);
    const local = edits.filter((e) => toolHolding(tools, e) === index).map((e) => ({ ...e, offset: e.offset - span.offset }));
    if (index === toolIndex) afterIndex = countItems(after);
    before.push(original);
    after.push(applyTextEdits(original, local));
  }
  const rest = finding.path.slice(2);
  const pointerIn = (index: number) => toPointer(['tools', index, ...rest] as JsonPath);
  const shownBefore = rulePointers(finding.ruleId, `${head}${before.join(',\n')}${tail}`, result, readFile)?.get(pointerIn(order.indexOf(toolIndex))) ?? 0;
  if (shownBefore === 0) return false;
  const shownAfter = rulePointers(finding.ruleId, `${head}${after.join(',\n')}${tail}`, result, readFile);
  return shownAfter !== undefined && (shownAfter.get(pointerIn(afterIndex)) ?? 0) < shownBefore;
}

/** How many tools the texts hold (a fix may turn one tool into several). */
function countItems(texts: readonly string[]): number {
  if (texts.length === 0) return 0;
  const parsed = new JsonDocument(`[${texts.join(',')}]`).value;
  return Array.isArray(parsed) ? parsed.length : Number.NaN;
}
