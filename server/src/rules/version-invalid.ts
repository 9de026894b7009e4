import { CONTRACT_ONLY, defineRule } from '../engine/rule';
import { isSemVer, semverValid } from '../engine/semver';

export default defineRule({
  meta: {
    id: 'version-invalid',
    severity: 'error',
    description: 'version is missing or not SemVer.',
    layer: 'versioning',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    const version = model.version;
    if (version === undefined) {
      report({
        path: ['version'],
        rangePath: typeof model.name === 'string' ? ['name'] : [],
        message: 'The contract has no version: add "version": "1.0.0" so consumers can tell a breaking change from a safe one.',
      });
      return;
    }
    if (isSemVer(version)) return;
    const shown = typeof version === 'string' ? `"${version}"` : JSON.stringify(version);
    const hint = typeof version === 'string' && semverValid(version) ? ` Write "${semverValid(version)}".` : ' Use MAJOR.MINOR.PATCH, e.g. "1.4.0".';
    report({ path: ['version'], message: `Version ${shown} is not SemVer, so no one can tell which changes are breaking.${hint}` });
  },
});
