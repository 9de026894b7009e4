import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'side-effects-undeclared',
    severity: 'error',
    description: 'A tool does not say whether it is read-only, idempotent or non-idempotent.',
    layer: 'side-effects',
  },
  check() {},
});
