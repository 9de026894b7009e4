import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'mutation-no-preview',
    severity: 'warning',
    description: 'A mutating tool has no previewTool.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
