import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'output-schema-invalid',
    severity: 'error',
    description: 'outputSchema is not a valid JSON Schema.',
    layer: 'output',
  },
  check() {},
});
