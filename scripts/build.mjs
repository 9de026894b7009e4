#!/usr/bin/env node
// Three bundles: the extension client (vscode external), the language server, and the CLI.
// `--watch` rebuilds on change; `--production` minifies.
import * as esbuild from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateValidators, OUTPUT as VALIDATORS } from './generate-validators.mjs';

const watch = process.argv.includes('--watch');
const production = process.argv.includes('--production');

const common = {
  bundle: true,
  platform: 'node',
  target: 'node18',
  format: 'cjs',
  sourcemap: !production,
  minify: production,
  logLevel: 'info',
  // jsonc-parser's UMD entry loads its parts through a dynamic require that bundlers cannot
  // follow; its ESM build bundles cleanly. Everything else keeps Node's usual resolution.
  // vscode-json-languageservice's UMD entry is the same kind: its ESM build too.
  alias: {
    'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js',
    'vscode-json-languageservice': './node_modules/vscode-json-languageservice/lib/esm/jsonLanguageService.js',
  },
};

// jsonc-parser's package.json does not say its modules are free of side effects, so esbuild keeps
// every module main.js imports, used or not, and runs their top level in every process: its
// formatter's string-intern.js builds about 350 KB of indentation strings at load, a third of what
// dist/cli-lint.js allocates before it lints (one more scavenge in a cold run). We use neither
// `format` nor `modify`; marking jsonc-parser's own modules side-effect free lets esbuild drop what
// nothing imports. A module that is used is bundled as before.
const JSONC_PARSER = /node_modules[\\/]jsonc-parser[\\/]lib[\\/]esm[\\/]/;
const jsoncParserUnusedDropped = {
  name: 'jsonc-parser-unused-dropped',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) =>
      JSONC_PARSER.test(args.importer) ? { path: join(args.resolveDir, /\.js$/.test(args.path) ? args.path : `${args.path}.js`), sideEffects: false } : undefined,
    );
  },
};

// Our own schemas compiled ahead of time (see scripts/generate-validators.mjs); written only when
// they changed, so a watch build does not loop on its own output.
const validators = generateValidators();
if (readFileSync(VALIDATORS, 'utf8') !== validators) writeFileSync(VALIDATORS, validators);

// The CLI is four files. dist/cli.js (bin.ts) runs dist/cli-lint.js, what `lint` on files needs,
// from a V8 code cache (server/src/cli/codeCache.ts). dist/cli-commands.js holds the other commands
// and live servers (server/src/cli/commandModules.ts): the dynamic imports of those modules in the
// dispatcher and the lint command become a require of that bundle, so a cold `lint` in CI neither
// compiles nor runs them.
const OTHER_COMMAND_MODULES = /^\.\/(cardCommand|diffCommand|snapshotCommand|importCommand|exportCommand|lintLive)$/;
const otherCommandsApart = {
  name: 'other-commands-apart',
  setup(build) {
    build.onResolve({ filter: OTHER_COMMAND_MODULES }, (args) =>
      args.kind === 'dynamic-import' && /server[\\/]src[\\/]cli[\\/](commands|lintCommand)\.ts$/.test(args.importer) ? { path: 'cli-commands', namespace: 'other-commands' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'other-commands' }, () => ({ contents: "module.exports = require('./cli-commands.js');", loader: 'js' }));
    build.onResolve({ filter: /^\.\/cli-commands\.js$/ }, (args) => ({ path: args.path, external: true }));
  },
};

// The tokenizer's tables (2.4 MB of JavaScript) are a bundle of their own, dist/tokenizer.js:
// engine/contextTokens.ts requires them on the first count, so a lint that counts nothing, and
// the server's start, neither parse nor compile them.
const TOKENIZER = 'gpt-tokenizer/encoding/o200k_base';
const tokenizerApart = {
  name: 'tokenizer-apart',
  setup(build) {
    build.onResolve({ filter: /^gpt-tokenizer\/encoding\/o200k_base$/ }, (args) => (args.kind === 'require-call' ? { path: './tokenizer.js', external: true } : undefined));
  },
};

// The libraries a lint needs only sometimes (ajv for embedded schemas the screen cannot vouch for,
// tinyglobby for globs and folders) are dist/cli-libraries.js (server/src/cli/lazyLibraries.ts):
// in dist/cli-lint.js a require of one becomes a call into that bundle, run on first use, so a
// cold lint of named files does not read, compile or deserialise 400 KB it never runs.
const LAZY_LIBRARIES = /^(ajv|ajv\/dist\/2020|ajv-formats|tinyglobby)$/;
const librariesApart = {
  name: 'libraries-apart',
  setup(build) {
    build.onResolve({ filter: LAZY_LIBRARIES }, (args) =>
      args.kind === 'require-call' && /server[\\/]src[\\/]/.test(args.importer) ? { path: args.path, namespace: 'lazy-library' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-library' }, (args) => ({ contents: `module.exports = require('./cli-libraries.js').load(${JSON.stringify(args.path)});`, loader: 'js' }));
    build.onResolve({ filter: /^\.\/cli-libraries\.js$/ }, (args) => ({ path: args.path, external: true }));
  },
};

// The bundles dist/cli.js runs through codeCache.ts's runBundle are written as the function Node
// would wrap a module in: the runner compiles the file's text as it is, where wrapping it would copy
// the whole bundle into a new string first (about 4 ms of a cold lint). runBundle recognises this
// exact head (BUNDLE_HEAD in server/src/cli/codeCache.ts) and wraps any other file as Node does.
// tokenizer.js is also required by the language server, so it stays a plain module.
const asFunction = { banner: { js: '(function (exports, require, module, __filename, __dirname) {' }, footer: { js: '})' } };

// The CLI's bundles are minified in every build (the editor's only with --production), with their
// source maps kept: a cold `lint` reads, checks, decodes and deserialises each byte of cli-lint.js
// (670 KB as written, 340 KB minified), about 4-10 ms of CPU of a cold run (bench/README.md).
const cli = { minify: true };

const builds = [
  { ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] },
  { ...common, entryPoints: ['server/src/lsp/main.ts'], outfile: 'dist/server.js', plugins: [jsoncParserUnusedDropped, tokenizerApart] },
  { ...common, entryPoints: [TOKENIZER], outfile: 'dist/tokenizer.js' },
  { ...common, ...cli, entryPoints: ['server/src/cli/bin.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } },
  { ...common, ...cli, ...asFunction, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli-lint.js', plugins: [jsoncParserUnusedDropped, otherCommandsApart, tokenizerApart, librariesApart] },
  { ...common, ...cli, ...asFunction, entryPoints: ['server/src/cli/lazyLibraries.ts'], outfile: 'dist/cli-libraries.js' },
  { ...common, ...cli, ...asFunction, entryPoints: ['server/src/cli/commandModules.ts'], outfile: 'dist/cli-commands.js', plugins: [jsoncParserUnusedDropped, tokenizerApart] },
];

if (watch) {
  for (const options of builds) await (await esbuild.context(options)).watch();
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
}
