/**
 * jsonc-parser's SyntaxKind values, for code that reads a text with its scanner: SyntaxKind is a
 * const enum, which isolated modules cannot read, so the numbers are named once here.
 */
export const TokenKind = {
  OpenBrace: 1,
  CloseBrace: 2,
  OpenBracket: 3,
  CloseBracket: 4,
  Null: 7,
  True: 8,
  False: 9,
  String: 10,
  Number: 11,
  LineComment: 12,
  BlockComment: 13,
  LineBreak: 14,
  Trivia: 15,
  EOF: 17,
} as const;
