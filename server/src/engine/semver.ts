/**
 * The three semver functions the engine uses, each loaded on first use: semver's modules build
 * some forty regular expressions when loaded, and most runs never need them (a plain
 * MAJOR.MINOR.PATCH version is read without them, and only a lint against a base contract
 * compares versions). Their functions, not semver's index: that loads all 50 of its modules.
 */
import type { ReleaseType, SemVer } from 'semver';

export function semverParse(version: string): SemVer | null {
  return (require('semver/functions/parse') as typeof import('semver/functions/parse'))(version);
}

export function semverValid(version: string): string | null {
  return (require('semver/functions/valid') as typeof import('semver/functions/valid'))(version);
}

export function semverInc(version: string, release: ReleaseType): string | null {
  return (require('semver/functions/inc') as typeof import('semver/functions/inc'))(version, release);
}

/** MAJOR.MINOR.PATCH with nothing else, each part at most 15 digits (below Number.MAX_SAFE_INTEGER, as semver asks). */
const PLAIN_VERSION = /^(?:0|[1-9]\d{0,14})\.(?:0|[1-9]\d{0,14})\.(?:0|[1-9]\d{0,14})$/;

/** Strict SemVer: what `semver` parses, without a `v`/`=` prefix or surrounding space. */
export function isSemVer(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  // The plain form is SemVer by its grammar: no need to load semver to say so.
  if (PLAIN_VERSION.test(value)) return true;
  return /^[0-9]/.test(value) && value === value.trim() && semverParse(value) !== null;
}
