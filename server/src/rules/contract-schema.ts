import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'contract-schema',
    severity: 'error',
    description: "The document breaks the contract format's schema.",
    layer: 'document',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
