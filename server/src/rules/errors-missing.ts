import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'errors-missing',
    severity: 'warning',
    description: 'A tool declares no typed errors.',
    layer: 'errors',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
