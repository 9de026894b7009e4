import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'mutation-execute-unbound',
    severity: 'error',
    description: 'An execute tool takes inputs other than preview_id and idempotency_key.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
