import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'input-optional-without-default',
    severity: 'warning',
    description: 'An optional input has no default and its description does not say what omitting it means.',
    layer: 'input',
  },
  check() {},
});
