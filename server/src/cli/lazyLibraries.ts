/**
 * The CLI's bundle of libraries a lint needs only sometimes, dist/cli-libraries.js: ajv and
 * ajv-formats (an embedded schema whose keywords the screen in embeddedSchemas.ts cannot vouch
 * for) and tinyglobby (globs and folders on the command line). In dist/cli-lint.js a `require` of
 * one of them becomes `require('./cli-libraries.js').load(id)` (scripts/build.mjs), so a cold lint
 * of named files neither reads, compiles nor deserialises them: they were 40 % of that bundle
 * (bench/README.md, "Cold CLI"). Each library is run on its first load, not when this bundle is.
 */
const LIBRARIES: Readonly<Record<string, () => unknown>> = {
  ajv: () => require('ajv'),
  'ajv/dist/2020': () => require('ajv/dist/2020'),
  'ajv-formats': () => require('ajv-formats'),
  tinyglobby: () => require('tinyglobby'),
};

/** The ids scripts/build.mjs sends here: keep the two lists the same. */
export const LAZY_LIBRARY_IDS = Object.keys(LIBRARIES);

export function load(id: string): unknown {
  const library = LIBRARIES[id];
  if (!library) throw new Error(`cli-libraries.js has no library ${id}`);
  return library();
}
