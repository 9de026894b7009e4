/** TokenKind names jsonc-parser's SyntaxKind numbers (a const enum): they must be the installed version's. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as jsonc from 'jsonc-parser';
import { TokenKind } from '../../server/src/engine/jsoncTokens';

const SYNTAX_KIND_NAMES: Record<keyof typeof TokenKind, string> = {
  OpenBrace: 'OpenBraceToken',
  CloseBrace: 'CloseBraceToken',
  OpenBracket: 'OpenBracketToken',
  CloseBracket: 'CloseBracketToken',
  Null: 'NullKeyword',
  True: 'TrueKeyword',
  False: 'FalseKeyword',
  String: 'StringLiteral',
  Number: 'NumericLiteral',
  LineComment: 'LineCommentTrivia',
  BlockComment: 'BlockCommentTrivia',
  LineBreak: 'LineBreakTrivia',
  Trivia: 'Trivia',
  EOF: 'EOF',
};

describe('jsonc token kinds', () => {
  it("match jsonc-parser's SyntaxKind at run time", () => {
    const runtime = (jsonc as unknown as { SyntaxKind: Record<string, number> }).SyntaxKind;
    for (const [ours, theirs] of Object.entries(SYNTAX_KIND_NAMES)) assert.equal(TokenKind[ours as keyof typeof TokenKind], runtime[theirs], `${ours} = SyntaxKind.${theirs}`);
  });

  it('are what the scanner returns for a text with every kind', () => {
    const scanner = jsonc.createScanner('{ "a": [1, true, false, null] // c\n/* b */}', false);
    const kinds: number[] = [];
    for (let kind: number = scanner.scan(); kind !== TokenKind.EOF; kind = scanner.scan()) kinds.push(kind);
    const K = TokenKind;
    const COLON = 6; // SyntaxKind.ColonToken and CommaToken: no code of ours reads them
    const COMMA = 5;
    assert.deepEqual(kinds, [K.OpenBrace, K.Trivia, K.String, COLON, K.Trivia, K.OpenBracket, K.Number, COMMA, K.Trivia, K.True, COMMA, K.Trivia, K.False, COMMA, K.Trivia, K.Null, K.CloseBracket, K.Trivia, K.LineComment, K.LineBreak, K.BlockComment, K.CloseBrace]);
  });
});
