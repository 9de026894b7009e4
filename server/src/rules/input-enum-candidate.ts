import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'input-enum-candidate',
    severity: 'warning',
    description: 'A string input that takes a closed set of values has no enum.',
    layer: 'input',
  },
  check() {},
});
