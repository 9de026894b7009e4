import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'tool-name-portability',
    severity: 'info',
    description: 'A tool name is not portable to every provider.',
    layer: 'document',
  },
  check() {},
});
