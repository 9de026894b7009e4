import { defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'input-default-undocumented',
    severity: 'info',
    description: "An input's default is not mentioned in its description.",
    layer: 'input',
  },
  check() {},
});
