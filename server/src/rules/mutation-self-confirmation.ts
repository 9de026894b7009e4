import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'mutation-self-confirmation',
    severity: 'error',
    description: 'A boolean input lets the model grant its own approval.',
    layer: 'side-effects',
  },
  check() {},
});
