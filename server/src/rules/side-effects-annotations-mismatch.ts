import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'side-effects-annotations-mismatch',
    severity: 'error',
    description: 'MCP annotations contradict sideEffects.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
