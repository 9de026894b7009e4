import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'mutation-dry-run-flag',
    severity: 'error',
    description: 'A boolean input switches the tool between preview and execute.',
    layer: 'side-effects',
  },
  check() {},
});
