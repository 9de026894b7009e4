import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'errors-conflated',
    severity: 'warning',
    description: 'A catch-all or merged error type hides what went wrong.',
    layer: 'errors',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
