import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'mutation-rollback-undocumented',
    severity: 'warning',
    description: 'A mutating tool does not say how to reverse it.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
