/** The CLI's small pieces, in process: argument parsing, glob splitting, the changelog reader. */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { UsageError } from '../../server/src/cli/exitCodes';
import { splitGlob } from '../../server/src/cli/files';
import { parseLintArgs } from '../../server/src/cli/lintCommand';
import { firstInvalidUtf8Byte, readContractFile } from '../../server/src/cli/readFiles';
import { fileReaderBeside, stripBom } from '../../server/src/node/fileReader';
import { tempProject } from './helpers';

describe('parseLintArgs', () => {
  test('defaults', () => {
    assert.deepEqual(parseLintArgs(['a.contract.json']), { patterns: ['a.contract.json'], format: 'stylish', maxWarnings: undefined, outputFile: undefined, color: undefined, fix: false, tokens: false, help: false });
  });
  test('every option, in both spellings, anywhere among the paths', () => {
    const args = parseLintArgs(['a', '--format=sarif', 'b', '--max-warnings', '3', '-o', 'out.sarif', '--no-color', 'c', '--fix']);
    assert.deepEqual(args, { patterns: ['a', 'b', 'c'], format: 'sarif', maxWarnings: 3, outputFile: 'out.sarif', color: false, fix: true, tokens: false, help: false });
    assert.equal(parseLintArgs(['--format', 'json', '--tokens', 'a']).tokens, true);
    assert.throws(() => parseLintArgs(['--tokens', 'a']), /--format json/);
    assert.equal(parseLintArgs(['-f', 'json', 'a']).format, 'json');
    assert.equal(parseLintArgs(['--max-warnings=0', 'a']).maxWarnings, 0);
  });
  test('the last format wins', () => {
    assert.equal(parseLintArgs(['--format', 'json', '--format', 'sarif', 'a']).format, 'sarif');
  });
  test('usage errors', () => {
    for (const argv of [[], ['--format', 'xml', 'a'], ['--max-warnings', '1.5', 'a'], ['--output-file=', 'a'], ['--colour', 'a'], ['-f'], ['--fix=yes', 'a']]) {
      assert.throws(() => parseLintArgs(argv), UsageError, JSON.stringify(argv));
    }
  });
  test('--help needs no paths', () => {
    assert.equal(parseLintArgs(['--help']).help, true);
  });
  test('a misspelt option gets a hint', () => {
    assert.throws(() => parseLintArgs(['--max-warning', '1', 'a']), /Did you mean --max-warnings\?/);
  });
});

describe('splitGlob', () => {
  const cases: Array<[string, string, string]> = [
    ['*.json', '', '*.json'],
    ['examples/**/*.contract.json', 'examples', '**/*.contract.json'],
    ['../x/*.json', '../x', '*.json'],
    ['/abs/path/**/*.json', '/abs/path', '**/*.json'],
    ['/*.json', '/', '*.json'],
    ['a/{b,c}/d.json', 'a', '{b,c}/d.json'],
  ];
  for (const [pattern, base, rest] of cases) {
    test(pattern, () => assert.deepEqual(splitGlob(pattern), { base, rest }));
  }
});

describe('reading files', () => {
  const project = tempProject();
  after(project.cleanup);
  mkdirSync(join(project.dir, 'contracts/docs'), { recursive: true });
  writeFileSync(join(project.dir, 'contracts/CHANGELOG.md'), '\ufeff# Changelog\n');
  writeFileSync(join(project.dir, 'contracts/docs/HISTORY.md'), '# History\n');
  writeFileSync(join(project.dir, 'ROOT.md'), '# Root\n');
  const read = fileReaderBeside(join(project.dir, 'contracts/a.contract.json'));

  test('the changelog reader reads relative to the contract folder, without a BOM', () => {
    assert.equal(read('CHANGELOG.md'), '# Changelog\n');
    assert.equal(read('docs/HISTORY.md'), '# History\n');
    assert.equal(read('../ROOT.md'), '# Root\n');
  });
  test('the changelog reader answers undefined, never throws, for what it cannot read', () => {
    assert.equal(read('MISSING.md'), undefined);
    assert.equal(read('docs'), undefined, 'a directory');
    assert.equal(read('\u0000bad'), undefined, 'an invalid path');
  });
  test('readContractFile: a directory or a missing file is a read-error finding', () => {
    for (const path of [join(project.dir, 'contracts'), join(project.dir, 'missing.contract.json')]) {
      const result = readContractFile(path);
      assert.ok('error' in result);
      assert.equal(result.error.ruleId, 'read-error');
    }
  });
  test('firstInvalidUtf8Byte: the start of the first ill-formed sequence (lint --fix refuses such a file)', () => {
    const cases: [number[], number][] = [
      [[...Buffer.from('plain ascii, é, €, 😀')], Buffer.byteLength('plain ascii, é, €, 😀')],
      [[0x41, 0xe9, 0x42], 1], // Latin-1 é
      [[0xef, 0xbf, 0x41], 0], // a cut sequence whose first bytes are U+FFFD's
      [[0xc0, 0x80], 0], // overlong
      [[0xed, 0xa0, 0x80], 0], // a surrogate
      [[0x41, 0xe2, 0x82], 1], // truncated at the end
      [[0xf4, 0x90, 0x80, 0x80], 0], // past U+10FFFF
      [[0x80], 0], // a lone continuation byte
    ];
    for (const [bytes, expected] of cases) assert.equal(firstInvalidUtf8Byte(Uint8Array.from(bytes)), expected, JSON.stringify(bytes));
  });
  test('stripBom', () => {
    assert.equal(stripBom('\ufeff{}'), '{}');
    assert.equal(stripBom('{}'), '{}');
  });
});
