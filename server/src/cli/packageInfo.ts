/**
 * Facts about the installed package: its version (for --version and SARIF) and where its
 * shipped files are (the rule docs that SARIF links to). Read from the package's own
 * package.json, found by walking up from this code: dist/cli.js in the bundle,
 * server/src/cli/ when run from source.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { docsPath } from '../engine';

export const PACKAGE_NAME = 'tool-contracts';

export interface PackageInfo {
  readonly name: string;
  readonly version: string;
  /** The package root: the folder of its package.json (dist/.. in the bundle). */
  readonly root: string;
  readonly homepage?: string;
}

let cached: PackageInfo | undefined;

export function packageInfo(): PackageInfo {
  cached ??= findPackage(__dirname);
  return cached;
}

function findPackage(start: string): PackageInfo {
  for (let folder = resolve(start); ; folder = dirname(folder)) {
    const manifest = readManifest(join(folder, 'package.json'));
    if (manifest?.name === PACKAGE_NAME) {
      return {
        name: PACKAGE_NAME,
        version: typeof manifest.version === 'string' ? manifest.version : '0.0.0',
        root: folder,
        homepage: typeof manifest.homepage === 'string' ? manifest.homepage : undefined,
      };
    }
    if (dirname(folder) === folder) break;
  }
  // Copied somewhere without its package.json: still works, with an unknown version.
  return { name: PACKAGE_NAME, version: '0.0.0', root: resolve(start, '..') };
}

function readManifest(file: string): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `file:` URI of a rule's docs page as shipped with the package (works offline). */
export function docsUri(id: string): string {
  return pathToFileURL(join(packageInfo().root, docsPath(id))).href;
}

/** Where to read about the tool: the homepage when package.json names one, else the shipped README. */
export function informationUri(): string {
  const info = packageInfo();
  return info.homepage ?? pathToFileURL(join(info.root, 'README.md')).href;
}
