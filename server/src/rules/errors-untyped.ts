import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'errors-untyped',
    severity: 'error',
    description: 'An error entry has no snake_case type.',
    layer: 'errors',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
