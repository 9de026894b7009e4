import { isObject, valueAt } from '../engine/document';
import type { FixProposal } from '../engine/fixes/model';
import { writeSplit } from '../engine/fixes/splitTool';
import { sentencesNaming } from '../engine/heuristics/descriptions';
import { flagInputs, previewExecuteNames, yesValue } from '../engine/heuristics/mutationWords';
import { toolSideEffectGuess } from '../engine/heuristics/sideEffectGuess';
import { resolveToolReference } from '../engine/mutationGates';
import { defineRule } from '../engine/rule';
import { fieldDescription } from '../engine/schemaWalk';

/**
 * A boolean input by which the model approves its own action (confirm, approved, force, yes,
 * user_approved, skip_confirmation) or grants itself a permission (allow_deleting_content,
 * bypassPolicy, override_checks, ignore_warnings). The names and the ones that stay silent
 * (ignore_case, force_refresh, allow_duplicates, skip_empty) live in heuristics/mutationWords.ts.
 */
/**
 * A flag whose true case shows the user a confirmation (an email server's add_to_calendar
 * `confirm`, default true: "Show native confirmation dialog before adding"): the model approves by
 * turning it off. Not one that skips, bypasses or suppresses the confirmation.
 */
const SHOWS_CONFIRMATION = /\b(?:show|shows|display|displays|prompt|prompts|open|opens|ask|asks|request|requests)\b[^.]{0,40}?\bconfirm(?:ation)?\b/i;
const TURNS_IT_OFF = /\b(?:skip|skips|bypass|bypasses|without|suppress|suppresses|disable|disables|no)\b/i;

function asksTheUser(description: string | undefined, name: string): boolean {
  return description !== undefined && SHOWS_CONFIRMATION.test(description) && !TURNS_IT_OFF.test(description) && !TURNS_IT_OFF.test(name.replace(/[_-]+/g, ' '));
}

/** Words of a flag that gates something (an approval, a confirmation, consent, a disclosure) or names what it would destroy (overwrite, delete, replace, an existing thing), in Chinese too for the gates (\u786e\u8ba4 confirm, \u540c\u610f agree, \u6279\u51c6 approve, \u6388\u6743 authorize, \u5141\u8bb8 allow, \u7ed5\u8fc7 bypass, \u8df3\u8fc7 skip). */
const GATE_WORDS = /confirm|approv|consent|acknowledg|accept|agree|reveal|disclos|unmask|expose|authori[sz]|permi[st]|allow|unsafe|danger|insecure|bypass|skip|overwrit|exist|delet|destr|remov|replac|wipe|purge|drop|kill|lose|lost|\u786e\u8ba4|\u540c\u610f|\u6279\u51c6|\u6388\u6743|\u5141\u8bb8|\u7ed5\u8fc7|\u8df3\u8fc7/i;

export default defineRule({
  meta: {
    id: 'mutation-self-confirmation',
    severity: 'error',
    description: 'A boolean input lets the model grant its own approval or permission.',
    layer: 'side-effects',
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      // A tool declared read-only has no action to approve (Check Point's run_logs_query with
      // readOnlyHint: true, `ignore-warnings`): what its flags skip changes nothing.
      if (tool.sideEffectsSource !== 'none' && tool.sideEffects === 'read_only') continue;
      for (const { property, kind, evidence, waivedByFalse } of flagInputs(tool)) {
        // A dry-run switch is mutation-dry-run-flag's.
        if (kind !== 'self-confirmation') continue;
        // An undescribed flag of a tool that declares nothing and whose name reads (Interactive
        // Brokers' get_account_info, `confirm` with const true, "Usage: { "confirm": true }"): no
        // action it approves is in sight. Described, it speaks for itself (a disclosure gate).
        const description = fieldDescription(property.schema, property.root);
        if (tool.sideEffectsSource === 'none' && description === undefined && toolSideEffectGuess(tool).sideEffects === 'read_only') continue;
        // Nor a flag of such a tool that overrides its own choice ("Force using this model even if query seems complex":
        // Perplexity's search `force_model`, round 41, re-reader R33): no approval, confirmation or disclosure is named, so
        // nothing is approved. A disclosure gate ("Must be true to reveal the secret") still speaks.
        // The tool's sentences that name the flag count as its words (claude-context's index_codebase: "prompt the user to
        // confirm whether to proceed with a force index (i.e., re-indexing and overwriting the previous index)", for `force`).
        if (tool.sideEffectsSource === 'none' && !GATE_WORDS.test(`${property.name} ${description ?? ''} ${sentencesNaming(tool.description, property.name, 4000, true).join(' ')}`)) {
          // So too on a tool nothing shows to change anything (no verb, action or words give it a class: Perplexity's
          // reason and deep_research, `force_model`), when the flag names no gate and nothing it would destroy.
          const guess = toolSideEffectGuess(tool);
          if (guess.sideEffects === 'read_only' || guess.basis === 'default') continue;
        }
        const yes = yesValue(property.schema);
        const by =
          waivedByFalse || asksTheUser(description, property.name) ? 'sending false (which skips the confirmation it shows the user)' : yes !== undefined ? `sending "${yes}"` : 'sending true';
        report({
          path: property.path,
          part: 'key',
          message:
            `"${property.field}" lets the model approve ${tool.name ?? 'this tool'}'s action itself by ${by}${evidence ? ` (${evidence})` : ''}, so it is no approval at all: ` +
            `remove it and capture the human's approval in the host, bound to a preview.`,
        });
      }
    }
  },
  fix({ finding, model, tool, document }) {
    const name = finding.path[finding.path.length - 1];
    if (!tool || typeof name !== 'string' || !isObject(tool.inputSchema)) return [];
    // The object schema that declares the flag (the tool's inputSchema, or one nested in it).
    const ownerPath = finding.path.slice(0, -2);
    const owner = valueAt(document.value, ownerPath);
    if (!isObject(owner)) return [];
    // Removing an input, or replacing the tool, changes the contract: suggestions only.
    const fixes: FixProposal[] = [
      {
        title: `Remove the flag ${name}`,
        kind: 'suggestion',
        preferred: true,
        write: (editor) => {
          const paths = [finding.path];
          if (Array.isArray(owner.required)) owner.required.forEach((entry, i) => entry === name && paths.push(ownerPath.concat('required', i)));
          editor.removeAll(paths);
        },
      },
    ];
    if (tool.name && resolveToolReference(model, tool.previewTool, tool).kind === 'absent') {
      const { preview, execute, verify } = previewExecuteNames(tool.name);
      fixes.push({ title: `Split into preview and execute: replace ${tool.name} by ${preview}, ${execute} and ${verify}`, kind: 'suggestion', write: (editor) => writeSplit(editor, model, tool) });
    }
    return fixes;
  },
});
