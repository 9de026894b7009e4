import { isObject } from '../engine/document';
import { addProperties } from '../engine/fixes/schemaEdits';
import { namingStyleOf, previewFieldMembers } from '../engine/fixes/templates';
import type { ToolModel } from '../engine/model';
import { isMutating } from '../engine/model';
import { listLabels, missingPreviewFields, objectOutputSchema, outputFieldsPath, resolveToolReference } from '../engine/mutationGates';
import { propertyNames } from '../engine/schemaWalk';
import { CONTRACT_ONLY, defineRule } from '../engine/rule';

/**
 * The preview a mutating tool names must show what a reviewer approves: which object,
 * the change, its side effects, and how long the approval holds. Reported once per
 * preview tool, on the preview's output. A preview with no object output is
 * output-missing's / output-not-object's; an unknown preview is reference-unknown-tool's.
 */
export default defineRule({
  meta: {
    id: 'mutation-preview-incomplete',
    severity: 'warning',
    description: "The preview tool's output lacks preview_id, target, a diff, side_effects or expires_at.",
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    const judged = new Set<ToolModel>();
    for (const tool of model.tools) {
      if (!isMutating(tool)) continue;
      const reference = resolveToolReference(model, tool.previewTool, tool);
      if (reference.kind !== 'resolved' || judged.has(reference.tool)) continue;
      judged.add(reference.tool);
      const preview = reference.tool;
      const missing = missingPreviewFields(preview);
      if (!missing || missing.length === 0) continue;
      report({
        path: outputFieldsPath(preview),
        part: 'key',
        message: `The output of ${preview.name} lacks ${listLabels(missing)}, so a reviewer cannot see exactly what ${tool.name ?? 'the tool it previews'} will change before approving it: add them to ${preview.name}'s outputSchema.`,
        related: [{ path: tool.path.concat('previewTool'), message: `${tool.name ?? 'This tool'} names ${preview.name} as its preview.` }],
      });
    }
  },
  fix({ tool: preview }) {
    const schema = preview ? objectOutputSchema(preview) : undefined;
    const missing = preview ? missingPreviewFields(preview) : undefined;
    // `properties` of another kind is contract-schema's finding: nothing to add to.
    if (!preview || !schema || !missing?.length || (schema.properties !== undefined && !isObject(schema.properties))) return [];
    const style = namingStyleOf(propertyNames(schema));
    const members = missing.flatMap((field) => previewFieldMembers(field.id, style)).filter(([name]) => !isObject(schema.properties) || !(name in schema.properties));
    // New output fields keep callers working, and each gate asks for exactly these: safe.
    return [
      {
        title: `Add the missing preview fields: ${members.map(([name]) => name).join(', ')}`,
        kind: 'safe',
        preferred: true,
        write: (editor) => addProperties(editor, preview.outputSchemaPath, schema, members),
      },
    ];
  },
});
