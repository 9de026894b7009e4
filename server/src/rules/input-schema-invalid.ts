import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'input-schema-invalid',
    severity: 'error',
    description: 'inputSchema is not a valid JSON Schema, or its type is not object.',
    layer: 'input',
  },
  check() {},
});
