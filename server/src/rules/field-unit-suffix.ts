import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'field-unit-suffix',
    severity: 'warning',
    description: 'A numeric field names a quantity without its unit.',
    layer: 'output',
  },
  check() {},
});
