import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'reference-unknown-tool',
    severity: 'error',
    description: 'previewTool or verifyTool names no tool in the file.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
