import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'output-missing',
    severity: 'warning',
    description: 'A tool declares no outputSchema.',
    layer: 'output',
  },
  check() {},
});
