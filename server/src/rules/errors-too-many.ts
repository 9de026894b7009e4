import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'errors-too-many',
    severity: 'warning',
    description: 'A tool declares more than 10 error types.',
    layer: 'errors',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
