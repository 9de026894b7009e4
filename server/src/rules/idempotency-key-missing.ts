import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'idempotency-key-missing',
    severity: 'warning',
    description: 'A non-idempotent tool takes no idempotency_key.',
    layer: 'side-effects',
  },
  check() {},
});
