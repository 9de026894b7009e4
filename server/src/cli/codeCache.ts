/**
 * dist/cli.js: runs the CLI bundle (dist/cli-lint.js) from a V8 code cache, so a cold process does
 * not compile the bundle again (on Node 20 there is no module.enableCompileCache; this is the same
 * idea by hand, with vm.Script's cachedData), and the bundles it requires beside it the same way.
 * Measured in bench/README.md ("Cold CLI and Spectral").
 *
 * Robust by construction:
 * - never stale: the cache file holds the length and the CRC-32 of the source it was made from,
 *   checked against the bundle before its code is used, so a rebuilt bundle is compiled afresh and
 *   its file replaced. A CRC-32 tells apart every two texts of one length that differ within 32
 *   bits of each other (one changed character, a version string), and any others but one pair in
 *   2^32. V8 refuses data from another V8 version or other flags (cachedDataRejected), and the
 *   file name carries the V8 version and the architecture;
 * - never a crash: any failure to find, read, check or write the cache only means running without
 *   it (a read-only or missing folder, a full disk). V8 does not check the code it is given (a
 *   cache with damaged bytes crashed the process in a test), so the file also holds the code's
 *   length and CRC-32, checked before V8 sees it: a corrupt or truncated file is ignored and
 *   replaced. A CRC-32 catches every burst of damage up to 32 bits and all but one in 2^32 of the
 *   rest; forgery is what the folder's ownership rules out (next point);
 * - never someone else's code: the folder must be a real directory owned by this user and not
 *   writable by others (POSIX), and files are written under a temporary name and renamed.
 * `TOOL_CONTRACTS_CODE_CACHE=off` turns it off; another value names the folder (default: a folder
 * of this user's in the system temp folder).
 */
import { isAscii } from 'node:buffer';
import { lstatSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import * as zlib from 'node:zlib';

/** How scripts/build.mjs opens the bundles runBundle runs: the function Node wraps a module in. */
export const BUNDLE_HEAD = '(function (exports, require, module, __filename, __dirname) {';

/**
 * A cache file: MAGIC, the source's length and CRC-32, the code's length and CRC-32 (uint32 LE
 * each), zeros up to HEADER, the code. A CRC-32 rather than a SHA-256 because node:crypto takes
 * about 6 ms to load in a cold process, node:zlib about 4 (1 once stdout's streams are loaded), and
 * the checks are against change and damage, not forgery.
 *
 * The code starts at a multiple of 8: V8 copies cached data that is not pointer-aligned before it
 * reads it (1.1 MB for cli-lint.js, about 3 ms of a cold run on our CI machine). Version 3 of the
 * file held a copy of the source, compared byte for byte, which put the code at an odd offset and
 * cost reading and touching 0.6 MB more: about 7 ms of a cold lint together (bench/README.md).
 */
const MAGIC = Buffer.from('tool-contracts code cache 4\n');
const HEADER = 48;
const SOURCE_LENGTH = MAGIC.length;
const SOURCE_CRC = MAGIC.length + 4;
const CODE_LENGTH = MAGIC.length + 8;
const CODE_CRC = MAGIC.length + 12;

/**
 * zlib.crc32; on a Node 20 without it (before 20.15), the first four bytes of a SHA-256 stand in
 * (node:crypto loaded only there). Either way a uint32, and the file name carries the V8 version,
 * so a cache written by one Node is never checked by the other's function.
 */
const crc32: (data: Uint8Array | string) => number =
  (zlib as { crc32?: (data: Uint8Array | string) => number }).crc32 ??
  ((data) => (require('node:crypto') as typeof import('node:crypto')).createHash('sha256').update(data).digest().readUInt32LE(0));

/** The folder for cache files, or undefined when caching is off or the folder is not safe to use. */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const setting = env.TOOL_CONTRACTS_CODE_CACHE;
  if (setting === 'off' || setting === '0') return undefined;
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const folder = setting || join(tmpdir(), `tool-contracts-code-cache-${uid ?? 'user'}`);
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const stat = lstatSync(folder);
    if (!stat.isDirectory()) return undefined;
    if (uid !== undefined && (stat.uid !== uid || (stat.mode & 0o022) !== 0)) return undefined;
    return folder;
  } catch {
    return undefined;
  }
}

/**
 * The cache file of a bundle: one per install (its folder), bundle, V8 version and architecture,
 * so a rebuilt or updated bundle replaces its file instead of adding one.
 */
export function cacheFileFor(folder: string, bundlePath: string): string {
  const name = bundlePath.replace(/^.*[\\/]/, '').replace(/\.js$/, '');
  const install = crc32(dirname(bundlePath)).toString(16).padStart(8, '0');
  return join(folder, `${name}-${install}-${process.versions.v8}-${process.arch}.bin`);
}

/** The cached code in a cache file, if the file is whole and was made from this source. */
export function readCache(file: string, source: Buffer): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length <= HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  if (bytes.readUInt32LE(SOURCE_LENGTH) !== source.length || bytes.readUInt32LE(CODE_LENGTH) !== bytes.length - HEADER) return undefined;
  if (crc32(source) !== bytes.readUInt32LE(SOURCE_CRC)) return undefined;
  const code = bytes.subarray(HEADER);
  return crc32(code) === bytes.readUInt32LE(CODE_CRC) ? code : undefined;
}

export function writeCache(file: string, source: Buffer, code: Buffer): void {
  const header = Buffer.alloc(HEADER);
  MAGIC.copy(header);
  header.writeUInt32LE(source.length, SOURCE_LENGTH);
  header.writeUInt32LE(crc32(source), SOURCE_CRC);
  header.writeUInt32LE(code.length, CODE_LENGTH);
  header.writeUInt32LE(crc32(code), CODE_CRC);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([header, code]), { mode: 0o600 });
    renameSync(temporary, file);
  } catch {
    try {
      unlinkSync(temporary);
    } catch {
      // Nothing was written.
    }
  }
}

/**
 * Runs a CommonJS bundle as Node would (module, require, __filename, __dirname), compiled from the
 * cache when there is a good one, and returns its exports. When there is none, the cache is
 * written as the process exits, so it holds the functions this run compiled too (the lint, not
 * only the top level). The bundles it requires beside it (`require('./cli-commands.js')`,
 * `require('./tokenizer.js')`) are run the same way, each once.
 */
export function runBundle(bundlePath: string, env: NodeJS.ProcessEnv = process.env, loaded = new Map<string, unknown>()): unknown {
  const source = readFileSync(bundlePath);
  const folder = cacheFolder(env);
  const file = folder === undefined ? undefined : cacheFileFor(folder, bundlePath);
  const cachedData = file === undefined ? undefined : readCache(file, source);
  // Our bundles are ASCII (test/cli/modules-loaded.test.ts), and an ASCII text read as Latin-1 is the
  // same text, decoded without UTF-8's checks. It also stays a one-byte string: one non-ASCII
  // character makes V8 hold the whole megabyte as two-byte text (cli-lint.js: about 5 ms more to compile from its cache).
  const text = isAscii(source) ? source.toString('latin1') : source.toString('utf8');
  // Our CLI bundles are written as the module function already (scripts/build.mjs): compiled as they
  // are, not copied into a wrapped string first. Any other file is wrapped as Node wraps a module.
  const script = new Script(text.startsWith(BUNDLE_HEAD) ? text : Module.wrap(text), { filename: bundlePath, cachedData });
  const bundle = new Module(bundlePath);
  if (file !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
    process.once('exit', () => {
      try {
        // A bundle may first run the code later runs will need (cli-lint.js: the paths of findings, warmUp.ts).
        (bundle.exports as { warmUpForCodeCache?: () => void }).warmUpForCodeCache?.();
      } catch {
        // The cache holds what this run compiled.
      }
      try {
        writeCache(file, source, script.createCachedData());
      } catch {
        // No cache this time.
      }
    });
  }
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;
  bundle.filename = bundlePath;
  loaded.set(bundlePath, bundle);
  run.call(bundle.exports, bundle.exports, requireBeside(bundlePath, env, loaded), bundle, bundlePath, dirname(bundlePath));
  bundle.loaded = true;
  return bundle.exports;
}

/** A bundle's `require`: its sibling bundles through runBundle, anything else as Node resolves it. */
function requireBeside(bundlePath: string, env: NodeJS.ProcessEnv, loaded: Map<string, unknown>): NodeJS.Require {
  const plain = Module.createRequire(bundlePath);
  const beside = (id: string): unknown => {
    if (!/^\.\/[\w.-]+\.js$/.test(id)) return plain(id);
    const path = join(dirname(bundlePath), id.slice(2));
    const done = loaded.get(path) as Module | undefined;
    return done ? done.exports : runBundle(path, env, loaded);
  };
  return Object.assign(beside, { resolve: plain.resolve, cache: plain.cache, main: plain.main, extensions: plain.extensions }) as NodeJS.Require;
}
