import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closedSetWord, valuesListedIn } from '../../server/src/engine/heuristics/closedSetWords';
import { defaultSentence, defaultText, explainsOmission, mentionsDefault } from '../../server/src/engine/heuristics/descriptions';
import { freeFormQueryWord, namesGrammar, queryWord } from '../../server/src/engine/heuristics/queryWords';

describe('descriptions: explainsOmission', () => {
  const says: readonly string[] = [
    'Opaque cursor from the previous call; omit it for the first page.',
    'Page size. Defaults to 50.',
    'Page size (default 50).',
    'Default: 50.',
    'If omitted, every team.',
    'Omitted means every team.',
    "When not set, the caller's own tickets.",
    'If not provided, now.',
    'When absent, the newest version.',
    'If unspecified, all labels.',
    'Leave empty for every label.',
    'Leave it blank to search everything.',
    'Only tickets after this date when given; otherwise all of them.',
    'Newest first by default.',
    'Uses the main branch unless given.',
    'Null means no limit.',
  ];
  const silent: readonly string[] = ['Team handle', 'Optional.', 'If set, only this team.', 'The default branch name.', 'Filter by owner.', ''];
  for (const text of says) it(`says what omitting means: ${JSON.stringify(text)}`, () => assert.equal(explainsOmission(text), true));
  for (const text of silent) it(`does not: ${JSON.stringify(text)}`, () => assert.equal(explainsOmission(text), false));
  it('no description says nothing', () => assert.equal(explainsOmission(undefined), false));
});

describe('descriptions: mentionsDefault', () => {
  const cases: ReadonlyArray<readonly [string | undefined, unknown, boolean]> = [
    ['Page size. Defaults to 50.', 50, true],
    ['Page size, up to 500.', 50, false],
    ['A ratio such as 0.5.', 5, false],
    ['At most 1,000 rows.', 1000, true],
    ['Sort asc or desc.', 'asc', true],
    ['Sort ascending or descending.', 'asc', false],
    ['Direction: "DESC" unless told otherwise.', 'desc', true],
    ['Include archived tickets (off by default).', false, true],
    ['Include archived tickets.', false, false],
    ['Include archived tickets when true.', true, true],
    ['Owner handle, or null for everyone.', null, true],
    ['Labels to match; empty matches all.', [], true],
    ['Fields to return: title and id.', ['title', 'id'], true],
    ['Fields to return.', ['title', 'id'], false],
    ['Name prefix; empty for all.', '', true],
    ['Options, see defaults below: by default none.', { deep: true }, true],
    [undefined, 50, false],
  ];
  for (const [description, value, expected] of cases) {
    it(`${JSON.stringify(description)} ${expected ? 'mentions' : 'does not mention'} ${JSON.stringify(value)}`, () => assert.equal(mentionsDefault(description, value), expected));
  }
  it('suggests a sentence with strings quoted and short values as JSON', () => {
    assert.equal(defaultSentence(50), 'Defaults to 50.');
    assert.equal(defaultSentence('asc'), 'Defaults to "asc".');
    assert.equal(defaultSentence(false), 'Defaults to false.');
    assert.equal(defaultSentence(null), 'Defaults to null.');
    assert.equal(defaultSentence(['open', 'draft']), 'Defaults to ["open","draft"].');
    assert.equal(defaultText({ a: { b: 1 } }), 'the value in "default"');
  });
});

describe('closedSetWords', () => {
  const names: ReadonlyArray<readonly [string, string | undefined]> = [
    ['status', 'status'],
    ['sort_order', 'order'],
    ['userRole', 'role'],
    ['ticket_type', 'type'],
    ['VISIBILITY', 'visibility'],
    ['sortBy', 'sort'],
    ['order_by', 'order'],
    ['content_type', undefined],
    ['mimeType', undefined],
    ['role_id', undefined],
    ['type_name', undefined],
    ['statuses', undefined],
    ['', undefined],
  ];
  for (const [name, word] of names) it(`${JSON.stringify(name)} → ${word}`, () => assert.equal(closedSetWord(name), word));

  const lists: ReadonlyArray<readonly [string | undefined, string[] | undefined]> = [
    ['One of open, closed or draft.', ['open', 'closed', 'draft']],
    ['Either `asc` or `desc`.', ['asc', 'desc']],
    ['Possible values: low, medium, high.', ['low', 'medium', 'high']],
    ['Ticket status (open|closed|draft).', ['open', 'closed', 'draft']],
    ['Must be "a" or "b"; anything else fails.', ['a', 'b']],
    ['Can be empty or null.', undefined],
    ['Must be a valid email address.', undefined],
    ['Accepts ISO 8601 dates or relative times.', undefined],
    ['For example open, closed.', undefined],
    ['One of open.', undefined],
    [undefined, undefined],
  ];
  for (const [description, values] of lists) it(`values in ${JSON.stringify(description)}`, () => assert.deepEqual(valuesListedIn(description), values));
});

describe('queryWords', () => {
  const names: ReadonlyArray<readonly [string, string | undefined]> = [
    ['query', 'query'],
    ['q', 'q'],
    ['search', 'search'],
    ['search_query', 'query'],
    ['searchTerm', 'search'],
    ['where_clause', 'where'],
    ['status_filter', 'filter'],
    ['filterExpression', 'expression'],
    ['jql', 'jql'],
    ['filter_status', undefined],
    ['query_id', undefined],
    ['searchFields', undefined],
    ['queue', undefined],
    ['faq', undefined],
  ];
  for (const [name, word] of names) it(`${JSON.stringify(name)} holds query text: ${word}`, () => assert.equal(freeFormQueryWord(name), word));
  it('queryWord finds the word anywhere', () => assert.equal(queryWord('filter_status'), 'filter'));

  const grammars: ReadonlyArray<readonly [string, boolean]> = [
    ['Lucene query syntax.', true],
    ['A JQL query.', true],
    ['Uses CEL.', true],
    ['Terms as field:value pairs.', true],
    ['See https://example.com/query-language for the grammar.', true],
    ['A global search.', false],
    ['A jquery-like selector.', false],
    ['Matches cell values.', false],
    ['What to look for.', false],
  ];
  for (const [description, expected] of grammars) it(`${JSON.stringify(description)} ${expected ? 'names' : 'names no'} grammar`, () => assert.equal(namesGrammar(description), expected));
});
