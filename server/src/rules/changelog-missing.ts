import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'changelog-missing',
    severity: 'warning',
    description: 'The changelog is missing or has no entry for version.',
    layer: 'versioning',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
