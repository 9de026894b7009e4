import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'errors-retry-hint-missing',
    severity: 'warning',
    description: 'rate_limited carries no unit-suffixed retry_after field.',
    layer: 'errors',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
