import { isObject } from '../engine/document';
import type { FixProposal } from '../engine/fixes/model';
import { hintsFor, rankSideEffects, toolSideEffectGuess as guessOf, type SideEffectGuess } from '../engine/heuristics/sideEffectGuess';
import type { ContractModel, ToolModel } from '../engine/model';
import { defineRule } from '../engine/rule';

/**
 * Contract: a tool with no `sideEffects` member (a present but invalid value is contract-schema's).
 * MCP tools/list: a tool with none of readOnlyHint, idempotentHint, destructiveHint, which MCP
 * then treats as a destructive, non-idempotent mutation. Either way the message names the
 * likeliest class first (heuristics/sideEffectGuess.ts).
 */
export default defineRule({
  meta: {
    id: 'side-effects-undeclared',
    severity: 'error',
    description: 'A tool does not say whether it is read-only, idempotent or non-idempotent.',
    layer: 'side-effects',
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (model.format === 'contract') {
        if (Object.prototype.hasOwnProperty.call(tool.raw, 'sideEffects')) continue;
        const guess = guessOf(tool);
        const [first, second, third] = rankSideEffects(guess).map((s) => `"${s}"`);
        const why = guess.basis === 'default' ? ' (the safe choice when unsure)' : basisText(guess);
        report({
          path: tool.path.concat('sideEffects'),
          rangePath: tool.path.concat('name'),
          message:
            `${nameOf(tool)} does not declare sideEffects, so an agent cannot tell whether retrying it is safe: ` +
            `declare ${first}${why}, ${second} or ${third}.`,
        });
      } else if (model.format === 'mcp-tools-list' && tool.sideEffectsSource === 'none') {
        const guess = guessOf(tool);
        const remedy = guess.basis === 'default'
          ? 'set readOnlyHint, idempotentHint and destructiveHint to say what it does'
          : `set ${hintText(guess)}${basisText(guess)}`;
        // A hint written beside the tool's name rather than in `annotations` (google-workspace-mcp's `"readOnly": true` on 31 of
        // its 88 tools: round 66, reader z4) is read by no client: say where it belongs.
        const misplaced = misplacedHint(tool.raw);
        report({
          path: tool.path.concat('annotations'),
          rangePath: tool.path.concat('name'),
          message:
            `${nameOf(tool)} has no readOnlyHint, idempotentHint or destructiveHint, so MCP clients must assume a destructive, ` +
            `non-idempotent mutation and an agent cannot retry it safely: ${remedy}.` +
            (misplaced ? ` Its top-level "${misplaced.key}": ${misplaced.value} is not an annotation, and MCP clients do not read it there: move it into annotations as ${misplaced.hint}.` : ''),
        });
      }
    }
  },
  fix({ model, tool }) {
    if (!tool) return [];
    // Three classes to choose from: suggestions, the likeliest first and preferred.
    const guess = guessOf(tool);
    return rankSideEffects(guess).map((sideEffects, i): FixProposal => declareFix(model, tool, sideEffects, i === 0 ? guess.destructive : false, i === 0));
  },
});

/** Side-effect hints a tool's author wrote at its top level (`readOnly`, `readOnlyHint`, `destructive`, …), where MCP has none. */
const TOP_LEVEL_HINTS: ReadonlyArray<[string, string]> = [
  ['readOnlyHint', 'readOnlyHint'], ['readOnly', 'readOnlyHint'], ['destructiveHint', 'destructiveHint'], ['destructive', 'destructiveHint'],
  ['idempotentHint', 'idempotentHint'], ['idempotent', 'idempotentHint'],
];

function misplacedHint(raw: Record<string, unknown>): { key: string; value: boolean; hint: string } | undefined {
  for (const [key, hint] of TOP_LEVEL_HINTS) {
    const value = raw[key];
    if (typeof value === 'boolean' && Object.prototype.hasOwnProperty.call(raw, key)) return { key, value, hint };
  }
  return undefined;
}

function declareFix(model: ContractModel, tool: ToolModel, sideEffects: SideEffectGuess['sideEffects'], destructive: boolean, preferred: boolean): FixProposal {
  if (model.format === 'contract') {
    const after = 'description' in tool.raw ? 'description' : 'name' in tool.raw ? 'name' : undefined;
    return { title: `Declare sideEffects: ${sideEffects}`, kind: 'suggestion', preferred, write: (editor) => editor.insertMembers(tool.path, [['sideEffects', sideEffects]], { after }) };
  }
  const hints = Object.entries(hintsFor(sideEffects, destructive));
  const annotationsPath = tool.path.concat('annotations');
  return {
    title: `Declare ${sideEffects}: set ${hints.map(([hint, value]) => `${hint}: ${value}`).join(', ')}`,
    kind: 'suggestion',
    preferred,
    write: (editor) => {
      if (!isObject(tool.annotations)) {
        editor.insertMembers(tool.path, [['annotations', Object.fromEntries(hints)]]);
        return;
      }
      const annotations = tool.annotations;
      for (const [hint, value] of hints) if (hint in annotations) editor.replaceNode(annotationsPath.concat(hint), value);
      editor.insertMembers(annotationsPath, hints.filter(([hint]) => !(hint in annotations)));
    },
  };
}

function nameOf(tool: ToolModel): string {
  return tool.name ?? `Tool ${tool.index}`;
}

function basisText(guess: SideEffectGuess): string {
  const basis = basisOf(guess);
  return guess.destroyedBy !== undefined && basis !== '' ? `${basis.slice(0, -1)}; destructive: ${guess.destroyedBy})` : basis;
}

/** "read-only" as a description writes it (sideEffectGuess's READ_ONLY_SAID): "read-only", "readonly", "read only". */
const READ_ONLY_WORD = /^read[- ]?only$/;

function basisOf(guess: SideEffectGuess): string {
  if (guess.runsSaid !== undefined) {
    return ` (likeliest from "${guess.runsSaid}" opening its description and its "${guess.runs}" input: a statement it runs may delete anything)`;
  }
  if (guess.basis === 'name' && guess.runs !== undefined && guess.calls !== undefined) {
    return ` (likeliest from "${guess.verb}" in its name and its "${guess.runs}" input: the ${guess.calls} it names may do anything, delete included)`;
  }
  if (guess.basis === 'name' && guess.runs !== undefined) {
    const runs = guess.runsInput ? `in its name and its "${guess.runs}" input` : `and "${guess.runs}" in its name`;
    return ` (likeliest from "${guess.verb}" ${runs}: a statement it runs may delete anything)`;
  }
  if (guess.setsState !== undefined) {
    const where = guess.basis === 'name' ? 'in its name' : 'opening its description';
    return ` (likeliest from "${guess.verb}" ${where}; idempotent: its required "${guess.setsState}" input says which state to set, and a second call lands in the same state)`;
  }
  if (guess.basis === 'name' && guess.links !== undefined) return ` (likeliest from "${guess.verb}" in its name; idempotent: ${guess.links}, and a second call finds it there)`;
  if (guess.basis === 'name' && guess.spares !== undefined) return ` (likeliest from "${guess.verb}" in its name; not destructive: what it clears is a ${guess.spares}, which is rebuilt)`;
  if (guess.basis === 'name' && guess.upserts !== undefined)
    return ` (likeliest from "${guess.verb}" in its name; idempotent: its description ${guess.upsertsLater ? 'says' : 'opens'} "${guess.upserts}", an upsert that a second call leaves as the first did)`;
  if (guess.basis === 'name' && guess.repeatsSame !== undefined) return ` (likeliest from "${guess.verb}" in its name; idempotent: "${guess.repeatsSame}" says what it acts on, and a second call lands in the same state)`;
  if (guess.basis === 'name' && guess.unstages !== undefined) return ` (likeliest from "${guess.verb}" in its name; not destructive: "${guess.unstages}" in its description, it unstages and loses no change)`;
  if (guess.basis === 'name' && guess.transacts !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: "${guess.transacts}" in its description, each call sends a new transaction)`;
  if (guess.basis === 'name' && guess.keyedBy !== undefined) return ` (likeliest from "${guess.verb}" in its name; idempotent: it requires "${guess.keyedBy}", and a call repeated with the same key has no further effect)`;
  if (guess.closesCurrent !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: "${guess.closesCurrent}" in its description, and a repeat closes the one that is current then)`;
  if (guess.takesNext !== undefined) return ` (likeliest from "${guess.verb}" ${guess.basis === 'name' ? 'in its name' : 'opening its description'}; not idempotent: "${guess.takesNext}" in its description, each call takes another)`;
  if (guess.basis === 'name' && guess.oneMatch !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: its description says "${guess.oneMatch}", and a repeat deletes the next match)`;
  if (guess.basis === 'name' && guess.shifts !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: its "${guess.shifts}" input deletes by position, and a repeat deletes what moved into it)`;
  if (guess.basis === 'name' && guess.types !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent and destructive: "${guess.types}" in its description, each call types into a terminal again and what it runs may delete anything)`;
  if (guess.basis === 'name' && guess.addsAnother !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: "${guess.addsAnother}" in its description and no input names which one, so each call saves another)`;
  if (guess.basis === 'name' && guess.accumulates !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: "${guess.accumulates}" in its description, a repeat adds again)`;
  if (guess.basis === 'name' && guess.appendsBy !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: ${guess.appendsBy}, a repeat adds again)`;
  if (guess.basis === 'name' && guess.makesNew !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: its description says "${guess.makesNew}", so each call makes another)`;
  if (guess.basis === 'name' && guess.copies !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: "${guess.copies}" in its description, each call inserts another copy)`;
  if (guess.basis === 'name' && guess.givenState !== undefined) return ` (likeliest from "${guess.verb}" in its name; not read-only: its "${guess.givenState}" input gives the ${guess.verb}, which the call records)`;
  if (guess.basis === 'name' && guess.completesBy !== undefined) return ` (likeliest from "${guess.verb}" in its name; not read-only: its "${guess.completesBy}" input's description says "${guess.said}", so the call completes what it reads, the same on a repeat)`;
  if (guess.basis === 'name' && guess.usesCode !== undefined) return ` (likeliest from "${guess.verb}" in its name; not read-only: its "${guess.usesCode}" input's description says "${guess.said}", a one-time code the call uses up, so a retry does not find the same state)`;
  if (guess.basis === 'name' && guess.createsOtherwise !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: "${guess.createsOtherwise}" in its description, a call with no id adds another)`;
  if (guess.basis === 'name' && guess.clearsFirst !== undefined) return ` (likeliest from "${guess.verb}" in its name; idempotent: "${guess.clearsFirst}" in its description, so a repeat leaves the same text)`;
  if (guess.basis === 'name' && guess.retrieves !== undefined) return ` (likeliest from "${guess.verb}" in its name and its "${guess.retrieves}" input, "${guess.said}": it opens what it retrieves, and changes nothing)`;
  if (guess.basis === 'name' && guess.createsWithout !== undefined) return ` (likeliest from "${guess.verb}" in its name; not idempotent: without its "${guess.createsWithout}" input it creates another)`;
  if (guess.basis === 'stored') {
    const evidence = guess.input !== undefined ? `its "${guess.input}" input` : `"${guess.said}" in its description`;
    return ` (likeliest from "${guess.verb}" in its name and ${evidence}: it converts a thing the service stores, not a value it is given)`;
  }
  if (guess.basis === 'name') return ` (likeliest from "${guess.verb}" in its name)`;
  if (guess.basis === 'input') return ` (likeliest from its "${guess.input}" input: it writes files there)`;
  if (guess.basis === 'output') return ` (likeliest from its "${guess.output}" output: it names the file the call wrote)`;
  if (guess.basis === 'actions') return ` (likeliest from "${guess.verb}" among the values of its "${guess.input}" input)`;
  if (guess.basis === 'description' && guess.uploads) return ` (likeliest from "${guess.said}" in its description: it uploads what it reads, and each call makes another upload and link)`;
  if (guess.basis === 'description' && guess.startsNeeded) return ` (likeliest from "${guess.said}" in its description: it starts what it needs, and a second call finds it running)`;
  if (guess.basis === 'description' && guess.issues) return ` (likeliest from "${guess.said}" in its description: each call issues another, which the server keeps until it expires)`;
  if (guess.basis === 'description' && guess.marksRead) return ` (likeliest from "${guess.said}" in its description: a read that marks what it reads, the same when repeated)`;
  if (guess.basis === 'description' && guess.readingLanguage !== undefined) return ` (likeliest from "${guess.readingLanguage}" in its description: a query language that only reads)`;
  if (guess.basis === 'description' && guess.returnsCommand) return ` (likeliest from "${guess.said}" in its description: it returns ${/instructions/i.test(guess.said ?? '') ? 'instructions for someone to follow' : 'a command for someone to run'}, and runs nothing itself)`;
  if (guess.basis === 'description' && guess.stages !== undefined) return ` (likeliest from "${guess.stages}" in its description: it records the change for another call to apply, and destroys nothing itself)`;
  if (guess.basis === 'description' && guess.pays) return ` (likeliest from "${guess.said}" in its description: the call pays, and a retry pays again)`;
  if (guess.basis === 'description' && guess.said !== undefined) return ` (likeliest from "${guess.said}" in its description${guess.writesFile ? ': it writes a file' : ''})`;
  if (guess.basis === 'flag' && guess.persists) return ` (likeliest from its "${guess.input}" input: a read that sets a setting which persists after the call)`;
  if (guess.basis === 'flag' && guess.deletesWhenSet) return ` (likeliest from its "${guess.input}" input: a read that destroys data when set)`;
  if (guess.basis === 'flag' && guess.writesFile) return ` (likeliest from its "${guess.input}" input: a read that saves a file when set)`;
  if (guess.basis === 'flag') return ` (likeliest from its "${guess.input}" input: a read that marks what it reads when set)`;
  if (guess.basis === 'description') return ` (likeliest from "${guess.verb}" ${READ_ONLY_WORD.test(guess.verb ?? '') ? 'in' : 'opening'} its description)`;
  if (guess.basis === 'results' && guess.input === undefined) return ` (likeliest from "${guess.said}" in its description: it runs a ${guess.runsReport ?? 'report'} from the parameters it is given, and no input holds a statement)`;
  if (guess.basis === 'results') return ` (likeliest from "${guess.said}" in its description: it runs the saved query its "${guess.input}" input names, and no input holds a statement)`;
  if (guess.basis === 'annotations') return ' (likeliest from its annotations)';
  return '';
}

/** `readOnlyHint: true` or `readOnlyHint: false, destructiveHint: false, idempotentHint: true`. */
export function hintText(guess: SideEffectGuess): string {
  return Object.entries(hintsFor(guess.sideEffects, guess.destructive))
    .map(([hint, value]) => `${hint}: ${value}`)
    .join(', ');
}
