/**
 * Edits that respect the author: line endings and indentation as the file has them,
 * comments where they were, and nothing offered on a file that does not parse. Also the
 * pieces under the fixes: the tool locator and edit composition.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { applyTextEdits, composeEdits, FixSession } from '../../server/src/engine/fixes';
import { locateToolSpans } from '../../server/src/engine/fixes/locate';
import { detectTextStyle } from '../../server/src/engine/fixes/textStyle';
import { checkFixCase, contractText } from './fixTester';

const RECEIPTLESS = `    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object" },
      "outputSchema": {
        "type": "object",
        "properties": {
          "closed": { "type": "boolean" }
        }
      }
    }`;

/** RECEIPTLESS after *Add receipt fields*, in two-space indentation and LF. */
const RECEIPTED = `    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object" },
      "outputSchema": {
        "type": "object",
        "properties": {
          "closed": { "type": "boolean" },
          "receipt_id": { "type": "string", "description": "Identifies the change; the verify tool looks it up." },
          "status": { "type": "string", "description": "What happened: applied, or why not." }
        }
      }
    }`;

describe('text style', () => {
  it('detects CRLF, tabs, the indent size and one-line containers', () => {
    assert.deepEqual(detectTextStyle('{\r\n\t"a": 1\r\n}'), { indentUnit: '\t', eol: '\r\n', compact: false });
    assert.deepEqual(detectTextStyle('{\n    "a": {\n        "b": 1\n    }\n}'), { indentUnit: '    ', eol: '\n', compact: false });
    assert.deepEqual(detectTextStyle('{\n  "a": { "b": 1 }\n}'), { indentUnit: '  ', eol: '\n', compact: true });
    assert.equal(detectTextStyle('{\n  "a": "{ not: a container }"\n}').compact, false, 'brackets inside strings do not count');
  });

  it('a CRLF file gets CRLF lines only', () => {
    const doc = contractText(RECEIPTLESS).replace(/\n/g, '\r\n');
    const output = checkFixCase('mutation-no-receipt', {
      name: 'crlf',
      doc,
      title: 'Add receipt fields: receipt_id, status',
      kind: 'safe',
      output: contractText(RECEIPTED).replace(/\n/g, '\r\n'),
    });
    assert.equal(output.replace(/\r\n/g, '').includes('\n'), false, 'no bare LF');
  });

  it('a tab-indented file gets tabs', () => {
    const tabs = (text: string) => text.replace(/^( {2})+/gm, (spaces) => '\t'.repeat(spaces.length / 2));
    checkFixCase('mutation-no-receipt', {
      name: 'tabs',
      doc: tabs(contractText(RECEIPTLESS)),
      title: 'Add receipt fields: receipt_id, status',
      kind: 'safe',
      output: tabs(contractText(RECEIPTED)),
    });
  });

  it('a four-space file without one-line objects gets four spaces and expanded objects', () => {
    const doc = JSON.stringify(JSON.parse(contractText(RECEIPTLESS)), null, 4);
    const { fixes } = (() => {
      const result = lint(doc, { fileName: 'x.contract.json' });
      const finding = result.findings.find((f) => f.ruleId === 'mutation-no-receipt')!;
      return { fixes: new FixSession(result).fixesFor(finding) };
    })();
    const output = applyTextEdits(doc, fixes[0].edits);
    // Exactly what JSON.stringify would write for the fixed value: the file's own layout.
    const expected = JSON.parse(doc);
    Object.assign(expected.tools[0].outputSchema.properties, {
      receipt_id: { type: 'string', description: 'Identifies the change; the verify tool looks it up.' },
      status: { type: 'string', description: 'What happened: applied, or why not.' },
    });
    assert.equal(output, JSON.stringify(expected, null, 4));
  });
});

describe('comments', () => {
  it('comments before, inside and after the edited node stay, each where it was', () => {
    checkFixCase('mutation-no-receipt', {
      name: 'comments',
      doc: contractText(`    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object" },
      // before the output
      "outputSchema": {
        "type": "object", /* inside, inline */
        "properties": {
          // inside, on its own line
          "closed": { "type": "boolean" } // trailing the last member
          /* after the last member */
        }
      } // after the output
    }`),
      title: 'Add receipt fields: receipt_id, status',
      kind: 'safe',
      output: contractText(`    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object" },
      // before the output
      "outputSchema": {
        "type": "object", /* inside, inline */
        "properties": {
          // inside, on its own line
          "closed": { "type": "boolean" }, // trailing the last member
          "receipt_id": { "type": "string", "description": "Identifies the change; the verify tool looks it up." },
          "status": { "type": "string", "description": "What happened: applied, or why not." }
          /* after the last member */
        }
      } // after the output
    }`),
    });
  });

  it('a value a fix replaces keeps the comments it held, ahead of the new value', () => {
    // Found by the fuzzer (seed 47000104): an annotation hint written as an array holding a comment.
    checkFixCase('side-effects-undeclared', {
      name: 'replaced value with a comment inside',
      fileName: 'server.tools.json',
      doc: `{
  "tools": [
    {
      "name": "get_ticket",
      "inputSchema": { "type": "object" },
      "annotations": {
        "readOnlyHint": [ // set by hand
        ]
      }
    }
  ]
}
`,
      title: 'Declare read_only: set readOnlyHint: true',
      kind: 'suggestion',
      output: `{
  "tools": [
    {
      "name": "get_ticket",
      "inputSchema": { "type": "object" },
      "annotations": {
        "readOnlyHint": // set by hand
        true
      }
    }
  ]
}
`,
    });
  });
});

describe('when fixes are offered', () => {
  it('not on a file with parse errors', () => {
    const text = contractText(RECEIPTLESS).replace('"closed"', '"closed" "x"');
    const result = lint(text, { fileName: 'x.contract.json' });
    assert.ok(result.document.parseErrors.length > 0);
    const session = new FixSession(result);
    assert.equal(session.fixable, false);
    for (const finding of result.findings) assert.deepEqual(session.fixesFor(finding), []);
  });
});

describe('locating tools', () => {
  it('finds each tool past comments, strings with brackets and escaped quotes, and trailing commas', () => {
    const text = `// head
{
  "name": "a\\"}]", /* } */
  "tools": [ // [
    { "name": "one", "description": "has ] and } and \\\\" },
    /* between */ { "name": "two", "x": [1, { "y": "]" }] },
  ],
  "after": { "tools": [] }
}`;
    const spans = locateToolSpans(text);
    const parsed = JSON.parse(JSON.stringify(spans.map((s) => text.slice(s.offset, s.offset + s.length))));
    assert.deepEqual(parsed, ['{ "name": "one", "description": "has ] and } and \\\\" }', '{ "name": "two", "x": [1, { "y": "]" }] }']);
  });
});

describe('composing the edits of several passes', () => {
  const original = 'abcdefghij';
  const compose = (passes: Array<Array<{ offset: number; length: number; newText: string }>>) => {
    let text = original;
    let edits: Array<{ offset: number; length: number; newText: string }> = [];
    for (const pass of passes) {
      edits = composeEdits(original, edits, pass);
      text = applyTextEdits(text, pass);
    }
    assert.equal(applyTextEdits(original, edits), text, JSON.stringify(edits));
    return edits;
  };

  it('moves later edits in untouched text back to the original offsets', () => {
    assert.deepEqual(compose([[{ offset: 2, length: 1, newText: 'XYZ' }], [{ offset: 8, length: 1, newText: '!' }]]), [
      { offset: 2, length: 1, newText: 'XYZ' },
      { offset: 6, length: 1, newText: '!' },
    ]);
  });

  it('merges a later edit into the text an earlier one wrote', () => {
    assert.deepEqual(compose([[{ offset: 2, length: 1, newText: 'XYZ' }], [{ offset: 3, length: 0, newText: '+' }]]), [{ offset: 2, length: 1, newText: 'X+YZ' }]);
  });

  it('merges an edit that spans two earlier ones and the text between them', () => {
    compose([
      [{ offset: 1, length: 1, newText: '11' }, { offset: 5, length: 2, newText: '' }],
      [{ offset: 2, length: 4, newText: '#' }],
      [{ offset: 0, length: 0, newText: '>' }, { offset: 4, length: 1, newText: '<' }],
    ]);
  });
});

describe('the editor keeps comments (issue 12: the fuzzer found these lost)', async () => {
  const { FixDocument, JsonEditor } = await import('../../server/src/engine/fixes/editor');
  const edit = (text: string, write: (editor: InstanceType<typeof JsonEditor>) => void) => {
    const editor = new JsonEditor(new FixDocument(text));
    write(editor);
    return applyTextEdits(text, editor.edits());
  };

  it('members written into an object that holds only a block comment go after it', () => {
    assert.equal(edit('{\n  "p": { /* k */}\n}\n', (e) => e.insertMembers(['p'], [['a', 1]])), '{\n  "p": { /* k */\n    "a": 1\n  }\n}\n');
    assert.equal(edit('{ "p": {/* k */}, "q": 1 }', (e) => e.insertMembers(['p'], [['a', 1]])), '{ "p": {/* k */ "a": 1 }, "q": 1 }');
  });

  it('items appended to an array that holds only a line comment go after it, the comment keeps its line', () => {
    assert.equal(edit('{\n  "e": [ // c\n  ]\n}\n', (e) => e.appendItems(['e'], [1, 2])), '{\n  "e": [ // c\n    1,\n    2\n  ]\n}\n');
    assert.equal(edit('{\r  "e": [// c\r\n]\r}\r', (e) => e.appendItems(['e'], [1])), '{\r  "e": [// c\r    1\r\n]\r}\r');
  });

  it('a removed member leaves its trailing comment on a line of its own, and the comments inside it', () => {
    assert.equal(edit('{\n  "a": 1,\n  "b": true // why\n}\n', (e) => e.remove(['b'])), '{\n  "a": 1\n  // why\n}\n');
    assert.equal(edit('{\n  "a": 1,\n  "b": { /* x */ "c": 2 },\n  "d": 3\n}\n', (e) => e.remove(['b'])), '{\n  "a": 1,\n  /* x */\n  "d": 3\n}\n');
    assert.equal(edit('{ "a": 1, "b": { /* x */ "c": 2 } }', (e) => e.remove(['b'])), '{ "a": 1 /* x */ }');
    assert.equal(edit('{\n  "a": 1,\n  "b": true // why\n}\n', (e) => e.removeAll([['b']], { dropComments: true })), '{\n  "a": 1\n}\n');
  });
});
