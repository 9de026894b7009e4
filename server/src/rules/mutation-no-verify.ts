import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'mutation-no-verify',
    severity: 'warning',
    description: 'A mutating tool has no verifyTool.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
