import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'output-list-unpaginated',
    severity: 'warning',
    description: 'A top-level list in the output has no bound and no next_cursor.',
    layer: 'output',
  },
  check() {},
});
