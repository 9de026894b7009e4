import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'input-free-form-query',
    severity: 'warning',
    description: 'A free-form query string input names no grammar and has no pattern.',
    layer: 'input',
  },
  check() {},
});
