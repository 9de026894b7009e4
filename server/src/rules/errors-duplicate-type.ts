import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'errors-duplicate-type',
    severity: 'error',
    description: 'Two error entries share a type.',
    layer: 'errors',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
