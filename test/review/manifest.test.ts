/** The review card's part of package.json: the command, its title button on contract files, and the webview's media shipped. */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { SHOW_REVIEW_CARD_COMMAND } from '../../server/src/protocol';

const ROOT = join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

describe('package.json: the review card', () => {
  it('contributes Tool Contracts: Show Review Card with an icon', () => {
    const command = manifest.contributes.commands.find((c: { command: string }) => c.command === SHOW_REVIEW_CARD_COMMAND);
    assert.deepEqual(command, { command: SHOW_REVIEW_CARD_COMMAND, title: 'Show Review Card', category: 'Tool Contracts', icon: '$(checklist)' });
  });

  it('puts it in the editor title of contract files, and in the palette there only', () => {
    const when = String.raw`resourceFilename =~ /\.contract\.jsonc?$/`;
    assert.deepEqual(manifest.contributes.menus['editor/title'], [{ command: SHOW_REVIEW_CARD_COMMAND, when, group: 'navigation' }]);
    const palette = manifest.contributes.menus.commandPalette as Array<{ command: string; when: string }>;
    assert.deepEqual(palette.filter((entry) => entry.command === SHOW_REVIEW_CARD_COMMAND), [{ command: SHOW_REVIEW_CARD_COMMAND, when }]);
    const pattern = /\.contract\.jsonc?$/;
    for (const name of ['a.contract.json', 'b.contract.jsonc']) assert.match(name, pattern);
    for (const name of ['a.json', 'server.tools.json', '.toolcontracts.json']) assert.doesNotMatch(name, pattern);
  });

  it('has the webview page files the panel loads', () => {
    for (const file of ['reviewCard.js', 'reviewCard.css']) assert.ok(existsSync(join(ROOT, 'client/media', file)), file);
  });
});
