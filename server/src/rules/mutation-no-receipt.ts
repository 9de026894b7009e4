import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'mutation-no-receipt',
    severity: 'warning',
    description: "A mutating tool's output lacks receipt_id or status.",
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
