import { CONTRACT_ONLY, defineRule } from '../engine/rule';

// PLACEHOLDER: check not written yet.
export default defineRule({
  meta: {
    id: 'version-invalid',
    severity: 'error',
    description: 'version is missing or not SemVer.',
    layer: 'versioning',
    formats: CONTRACT_ONLY,
  },
  check() {},
});
