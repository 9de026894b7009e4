import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'mutation-preview-incomplete',
    severity: 'warning',
    description: "The preview tool's output lacks preview_id, target, a diff, side_effects or expires_at.",
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
