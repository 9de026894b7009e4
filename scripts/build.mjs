#!/usr/bin/env node
// Three bundles: the extension client (vscode external), the language server, and the CLI.
// `--watch` rebuilds on change; `--production` minifies.
import * as esbuild from 'esbuild';

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

const builds = [
  { ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] },
  { ...common, entryPoints: ['server/src/lsp/main.ts'], outfile: 'dist/server.js', plugins: [tokenizerApart] },
  { ...common, entryPoints: [TOKENIZER], outfile: 'dist/tokenizer.js' },
  { ...common, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' }, plugins: [tokenizerApart] },
];

if (watch) {
  for (const options of builds) await (await esbuild.context(options)).watch();
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
}
