import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fastestCpuMs } from '../helpers/cpuTime';
import { closedSetWord, isStatusLikeName, takesIdentifier, valuesInToolDescription, valuesListedIn } from '../../server/src/engine/heuristics/closedSetWords';
import { defaultSentence, defaultText, explainsOmission, explainsWhenNeeded, isZeroValueDefault, mentionsDefault, namedAction, statedDefault } from '../../server/src/engine/heuristics/descriptions';
import { describesIdentifier, describesLiteralText, describesQuery, freeFormQueryWord, grammarInName, grammarNamed, namesGrammar, queryWord } from '../../server/src/engine/heuristics/queryWords';

describe('descriptions: statedDefault', () => {
  const cases: ReadonlyArray<readonly [string | undefined, string | undefined]> = [
    ['Defaults to 20.', '20'],
    ['Page size (default 50).', '50'],
    ['Default: true', 'true'],
    ['The default value (as well as the maximum) is 20.', '20'],
    ['Minimum 1, default=0.5.', '0.5'],
    ['Defaults to 1 hour.', undefined],
    ['The default is 20 results.', undefined],
    ['Uses the default branch.', undefined],
    ['Between 1 and 100.', undefined],
    [undefined, undefined],
  ];
  for (const [text, stated] of cases) it(`${JSON.stringify(text)} → ${stated}`, () => assert.equal(statedDefault(text), stated));
});

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
    'If type is not specified, it will search across all types for that user.',
    "When the branch isn't given, the default branch is used.",
    'If you do not, the system uses a null value and creates a request with a blank name.',
  ];
  const silent: readonly string[] = [
    'Team handle', 'Optional.', 'If set, only this team.', 'The default branch name.', 'Filter by owner.', '',
    'If the user is not found, an error is returned.', 'If you do this twice, two tickets are created.',
  ];
  for (const text of says) it(`says what omitting means: ${JSON.stringify(text)}`, () => assert.equal(explainsOmission(text), true));
  for (const text of silent) it(`does not: ${JSON.stringify(text)}`, () => assert.equal(explainsOmission(text), false));
  it('no description says nothing', () => assert.equal(explainsOmission(undefined), false));
});

describe('descriptions: explainsWhenNeeded', () => {
  const says: ReadonlyArray<readonly [string, string?]> = [
    ['ID of the build. Required for: get_status, get_changes.'],
    ['SHA of the file being replaced (required when updating existing files)'],
    ['Project ID or project name. Required when repositoryId is a name instead of a GUID.'],
    ['The ID of the work item before the reordered items. Optional for: reorder.'],
    ['The component ID. Use together with storyName, and only when you have no story ID.'],
    ['Bypass the HTTP cache. Only applies if reload is true.'],
    ['YAML override (only valid with previewRun).'],
    ['Target URL (only type=url)'],
    ['The iteration path. Used when reordering items in an iteration backlog.'],
    ['Provide when type is `replace_content`. Replaces the entire page content.'],
    ['The story name. Use together with componentId.'],
    ['Save results to a file instead of returning them in the response.'],
    ['JavaScript source. Provide either this or sourcePath, but not both.', 'function'],
    ['Plain text to find. Provide either text or regex, not both.', 'text'],
  ];
  const silent: ReadonlyArray<readonly [string, string?]> = [
    ['Team handle'],
    ['Filter by projects'],
    ['A date in the format required by the API.'],
    ['Comments to post (specify either position or line, not both).', 'comments'],
    ['Return the page together with its blocks.'],
    ['Only full display names are supported.'],
    ['Used to fetch the next set of results if available.'],
    ['Array of build definition IDs. Used for: list.'],
  ];
  for (const [text, name] of says) it(`says when it is needed: ${JSON.stringify(text)}`, () => assert.equal(explainsWhenNeeded(text, name), true));
  for (const [text, name] of silent) it(`does not: ${JSON.stringify(text)}`, () => assert.equal(explainsWhenNeeded(text, name), false));
  it('no description says nothing', () => assert.equal(explainsWhenNeeded(undefined), false));
});

describe('descriptions: namedAction', () => {
  const actions = ['list', 'get', 'list_by_commits', 'new'];
  const cases: ReadonlyArray<readonly [string, string | undefined]> = [
    ['Array of build definition IDs. Used for: list.', 'for: list'],
    ['Repository name or ID. Required for list_by_commits.', 'for list_by_commits'],
    ['The timeframe for list. Only current is supported.', 'for list'],
    ['URL to open in the new tab, used for new.', 'for new'],
    ['Only when action is get.', 'action is get'],
    ['The list of IDs to fetch.', undefined],
    ['Filter for listing.', undefined],
    ['Used for: create.', undefined],
  ];
  for (const [description, expected] of cases) {
    it(`${JSON.stringify(description)} → ${JSON.stringify(expected)}`, () => assert.equal(namedAction(description, 'action', actions), expected));
  }
});

describe('descriptions: isZeroValueDefault', () => {
  const zero: ReadonlyArray<readonly [unknown, string]> = [[false, 'includeFacets'], [[], 'excludePatterns'], [{}, 'headers'], ['', 'prefix'], [null, 'owner'], [0, 'skip'], [0, 'offset'], [0, 'pageIdx'], [0, 'retry_count'], [0, 'startIndex'], [1, 'page'], [1, 'pageNumber'], [0, 'offsetXPixels'], [0, 'offset_y_px']];
  const notZero: ReadonlyArray<readonly [unknown, string]> = [[true, 'verbose'], [['public'], 'schemas'], [{ deep: true }, 'options'], ['desc', 'order'], [0, 'max_count'], [0, 'timeout'], [0, 'limit'], [0, 'page'], [0, 'depth'], [10, 'skip'], [2, 'page'], [1, 'page_size'], [0, 'max_offset_px']];
  for (const [value, name] of zero) it(`${JSON.stringify(value)} for ${name} is self-evident`, () => assert.equal(isZeroValueDefault(value, name), true));
  for (const [value, name] of notZero) it(`${JSON.stringify(value)} for ${name} is not`, () => assert.equal(isZeroValueDefault(value, name), false));
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
    // What true does is not that true is the default (AntV's stack: "When `stack` is true, `group` should be false").
    ['Include archived tickets when true.', true, false],
    ['Include archived tickets; true by default.', true, true],
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
    // Nested values as JSON while it stays short (Meta Ads' attribution_spec); longer ones named by where they are.
    assert.equal(defaultText({ a: { b: 1 } }), '{"a":{"b":1}}');
    assert.equal(defaultSentence([{ event_type: 'CLICK_THROUGH', window_days: 1 }]), 'Defaults to [{"event_type":"CLICK_THROUGH","window_days":1}].');
    assert.equal(defaultText({ a: { b: 'x'.repeat(200) } }), 'the value in "default"');
    assert.equal(defaultText([{ b: 'x'.repeat(200) }]), 'the list in "default"');
  });
});

describe('closedSetWords', () => {
  const names: ReadonlyArray<readonly [string, string | undefined, string?]> = [
    ['sort_direction', 'direction'],
    ['direction', 'direction'],
    ['sort_order', 'order'],
    ['queryOrder', 'order'],
    ['order', 'order', 'Sort ascending or descending.'],
    ['order', undefined, 'The purchase order to fetch.'],
    ['order_id', undefined],
    ['status', undefined],
    ['ticket_type', undefined],
    ['userRole', undefined],
    ['sortBy', undefined],
    ['', undefined],
  ];
  for (const [name, word, description] of names) {
    it(`${JSON.stringify(name)}${description ? ` (${description})` : ''} → ${word}`, () => assert.equal(closedSetWord(name, description), word));
  }
  it('status-like names: status, outcomes, severity; not type, kind, name', () => {
    assert.deepEqual(['status', 'outcomes', 'testSeverity', 'type', 'kind', 'name'].map(isStatusLikeName), [true, true, true, false, false, false]);
    assert.deepEqual(['stateFilter', 'status_filters', 'filter', 'typeFilter'].map(isStatusLikeName), [true, true, false, false], 'a trailing filter word aside');
  });

  const lists: ReadonlyArray<readonly [string | undefined, string[] | undefined, string?]> = [
    ['One of open, closed or draft.', ['open', 'closed', 'draft'], 'one of'],
    ['Either `asc` or `desc`.', ['asc', 'desc'], 'either'],
    ['Possible values: low, medium, high.', ['low', 'medium', 'high']],
    ['Possible values include `ascending` and `descending`.', ['ascending', 'descending'], 'possible values include'],
    ['The name of the property to filter by. Possible values include `object`.', ['object']],
    ['The **only** supported timestamp value is `"last_edited_time"`.', ['last_edited_time']],
    ['Supported `direction` values are `"ascending"` and `"descending"`.', ['ascending', 'descending']],
    ['Ticket status (open|closed|draft).', ['open', 'closed', 'draft'], 'a list in parentheses'],
    ['Must be "a" or "b"; anything else fails.', ['a', 'b']],
    ["Filter by test outcome, e.g. ['Failed', 'Passed', 'Aborted'].", ['Failed', 'Passed', 'Aborted'], 'examples'],
    ['Resource type to scale (deployment, replicaset, statefulset)', ['deployment', 'replicaset', 'statefulset'], 'a list in parentheses'],
    ['Filter by status (e.g., "success", "error")', ['success', 'error'], 'examples'],
    ['Kinds (e.g., pods, deployments, services)', undefined],
    ['Coordinates (x, y).', undefined],
    ['Valid values include: companies, contacts. For custom objects, ask.', undefined],
    ['Common regions: aws (us-east-1, us-west-2, eu-west-1).', undefined],
    ['Can be empty or null.', undefined],
    ['Must be a valid email address.', undefined],
    ['Accepts ISO 8601 dates or relative times.', undefined],
    ['For example open, closed.', undefined],
    ['One of open.', undefined],
    ['Possible values include more.', undefined],
    ['"accept", "dismiss", or string for response of window.prompt.', undefined],
    ['Can be: `GET` or `POST` and the default is `POST`.', ['GET', 'POST'], 'can be'],
    ['Can be: `GET` or `POST`, and defaults to `POST`.', ['GET', 'POST']],
    ['Can be: `daily`, `monthly`, or `yearly` to read recurring triggers.', ['daily', 'monthly', 'yearly']],
    ['Can be `ascending` or `descending`, or the name of a saved ordering.', undefined],
    ['Either user or organization name.', undefined],
    ['It can be up to 64 characters long.', undefined],
    ['Filter operator, one of: =, !=, <, <=, in, not_in', ['=', '!=', '<', '<=', 'in', 'not_in'], 'one of'],
    ['Filter operator, one of: =, !=, <, in, …', undefined],
    ['One of: fast, safe, ...', undefined],
    ['Must be =, != or <.', undefined],
    ['Starting point (commit/branch) for new branch creation.', undefined],
    ['Sort direction (asc/desc)', ['asc', 'desc'], 'a list in parentheses'],
    ['Query type (ids/object_ids/workspace_ids).', ['ids', 'object_ids', 'workspace_ids'], 'a list in parentheses'],
    ['Fields beyond the defaults (System.Id, System.Title, System.State).', undefined],
    ['One of light, regular or heavy (default: regular).', ['light', 'regular', 'heavy'], 'one of'],
    ['Must be "image".', ['image'], 'must be'],
    ['Must be `YYYY-MM-DD` format.', undefined],
    ['Must be image.', undefined],
    ['Must be one of China, province, or county, for example, "西安市".', undefined],
    ['One of `open` or `closed`, e.g. "open".', ['open', 'closed']],
    [undefined, undefined],
  ];
  for (const [description, values, cue] of lists) {
    it(`values in ${JSON.stringify(description)}`, () => {
      const listed = valuesListedIn(description);
      assert.deepEqual(listed?.values, values);
      if (cue) assert.equal(listed?.cue, cue);
    });
  }
  it("values in a tool's description: example calls, a list introduced by the field's name; not for free-text fields", () => {
    assert.deepEqual(valuesInToolDescription('promptId', "(promptId: 'onb2_01') (promptId: 'onb2_02')")?.values, ['onb2_01', 'onb2_02']);
    assert.equal(valuesInToolDescription('promptId', "(promptId: 'onb2_01')"), undefined);
    assert.deepEqual(valuesInToolDescription('key', 'Config keys include: - a (array) - b (string)')?.values, ['a', 'b']);
    assert.equal(valuesInToolDescription('pattern', 'start_search(pattern="auth"), start_search(pattern="TODO")'), undefined);
    assert.equal(valuesInToolDescription('key', undefined), undefined);
  });
  it('a labelled list that ends the description: three identifiers or more, under a label that names the field', () => {
    const labelled: ReadonlyArray<readonly [string, string, string[] | undefined]> = [
      ['sort_by', 'Sort by: due_date, created_at, likes', ['due_date', 'created_at', 'likes']],
      ['privacy_setting', 'Privacy setting: public_to_workspace, private_to_team, private.', ['public_to_workspace', 'private_to_team', 'private']],
      ['statuses', 'Status: open, closed, draft', ['open', 'closed', 'draft']],
      ['sort_by', 'Sort by: due_date, created_at', undefined],
      ['sort_by', 'Sort by: due_date, created_at, likes. Newest first.', undefined],
      ['sample', 'Sample examples: alpha, beta, gamma', undefined],
      ['operator', 'Operator: =, !=, <', undefined],
      ['continuationToken', 'Token from a previous call. Used for: list_plans, list_suites, list_cases.', undefined],
      ['key', 'A key or a combination. Modifiers: Control, Shift, Alt, Meta', undefined],
      ['group_by', 'Sort by: due_date, created_at, likes', undefined],
      ['strength', 'Strength level: light, regular, or heavy (default: regular)', ['light', 'regular', 'heavy']],
      ['stage', 'Thinking stage. Available stages include: Problem Definition, Information Gathering, Research, and Planning.', ['Problem Definition', 'Information Gathering', 'Research', 'Planning']],
      ['stage', 'Available stages include: Problem Definition, Research.', undefined],
      ['query', 'Available tools include: Problem Definition, Information Gathering, Research.', undefined],
      ['stage', 'Available stages include: the first stage, the second stage, and so on.', undefined],
    ];
    for (const [field, description, values] of labelled) assert.deepEqual(valuesListedIn(description, undefined, field)?.values, values, `${field}: ${description}`);
    assert.equal(valuesListedIn('Sort by: due_date, created_at, likes')?.values, undefined, 'without a field name');
    assert.equal(valuesListedIn('Sort by: due_date, created_at, likes', undefined, 'sort_by')?.cue, 'sort by');
  });
  it('takesIdentifier: "… or project status UUID", "or the stage ID"; not a quoted `ID` value, not "or title"', () => {
    assert.equal(takesIdentifier("Status by type/name (e.g., 'planned', 'started') or project status UUID"), true);
    assert.equal(takesIdentifier('Pipeline stage: lead, won, or the stage ID'), true);
    assert.equal(takesIdentifier('One of `name` or `ID`.'), false);
    assert.equal(takesIdentifier('Sort by name or title.'), false);
    assert.equal(takesIdentifier(undefined), false);
  });
  it('linear on long runs: spaces between a cue and a quote, many parentheses, many intros', () => {
    const started = performance.now();
    valuesListedIn(`for example${' '.repeat(3990)}"`);
    valuesListedIn(`e.g.${' '.repeat(3990)}:`);
    valuesListedIn('('.repeat(4000), undefined, 'stage');
    valuesListedIn('Available stages include: '.repeat(150), undefined, 'stage');
    valuesListedIn(`One of ${'Ab Cd, '.repeat(600)}`);
    assert.ok(performance.now() - started < 2000, 'a run of 4,000 spaces after "for example" took 30 s when three \\s* stood around optional marks');
  });
  it('a list of the tool\'s own input names is about which field to use, not values', () => {
    assert.equal(valuesListedIn('Use either manifest or filename.', new Set(['manifest', 'filename'])), undefined);
    assert.deepEqual(valuesListedIn('Use either manifest or filename.', new Set(['other']))?.values, ['manifest', 'filename']);
  });
});

describe('queryWords', () => {
  const cpuMs = (text: string): number => fastestCpuMs(() => grammarNamed(text));
  it('linear on many grammar words in quoted example phrases (each checked for an opening quote): 200 KB takes less than 3x 100 KB', () => {
    // The first version counted the quotes before each mention from the text's start: 200 KB of '"a b sql" ' took 23 s.
    const make = (n: number): string => '"a b sql" '.repeat(n / 10);
    const [half, full] = [cpuMs(make(100_000)), cpuMs(make(200_000))];
    assert.ok(full < 3 * Math.max(half, 20), `100 KB: ${half.toFixed(0)} ms, 200 KB: ${full.toFixed(0)} ms`);
  });
  it('a grammar word inside a quoted example phrase of three words or more names no grammar; one quoted alone, or outside the quotes, does', () => {
    assert.equal(grammarNamed('Search query (e.g., "why did we choose PostgreSQL", "auth approach")'), undefined);
    assert.equal(grammarNamed('Search query in "regex" mode'), 'regex');
    assert.equal(grammarNamed('A PostgreSQL query, e.g. "select a from b"'), 'PostgreSQL');
  });
  const names: ReadonlyArray<readonly [string, string | undefined]> = [
    ['query', 'query'],
    ['q', 'q'],
    ['search', 'search'],
    ['search_query', 'query'],
    ['searchTerm', 'search'],
    ['searchText', 'search'],
    ['where_clause', undefined],
    ['where_text', 'where'],
    ['searchFilter', 'filter'],
    ['queries', 'query'],
    ['tagFilters', undefined],
    ['filter', 'filter'],
    ['filterExpression', 'expression'],
    ['status_filter', undefined],
    ['projectNameFilter', undefined],
    ['taskIdFilter', undefined],
    ['jql', undefined],
    ['sql', undefined],
    ['cronExpression', undefined],
    ['filter_status', undefined],
    ['query_id', undefined],
    ['searchFields', undefined],
    ['queue', undefined],
    ['faq', undefined],
  ];
  for (const [name, word] of names) it(`${JSON.stringify(name)} holds query text: ${word}`, () => assert.equal(freeFormQueryWord(name), word));
  it('queryWord finds the word anywhere', () => assert.equal(queryWord('filter_status'), 'filter'));
  it('grammarInName: sql, cron, regex', () => assert.deepEqual(['sql', 'cronExpression', 'regexFilter', 'query'].map(grammarInName), ['sql', 'cron', 'regex', undefined]));
  it('describesIdentifier: "the ID or path of the query"', () => {
    assert.equal(describesIdentifier('The ID or path of the query. Required for: get.'), true);
    assert.equal(describesIdentifier('The name of a saved search.'), true);
    assert.equal(describesIdentifier('The query to run.'), false);
  });
  it('describesQuery: "Search query", "Filter expression…", "Text to search for"; describesLiteralText: "must match exactly"', () => {
    assert.equal(describesQuery('Search query (max 400 chars)'), true);
    assert.equal(describesQuery('A filter expression over fields.'), true);
    assert.equal(describesQuery('The text query to search for.'), true);
    assert.equal(describesQuery('Text to search for in task names and descriptions'), true);
    assert.equal(describesQuery('Query parameters to add to the URL.'), false);
    // Search text matched as written has no language to guess: the rule reads both.
    assert.equal(describesLiteralText('Text to search for - must match exactly'), true);
    assert.equal(describesLiteralText('Text to search for in task names'), false);
  });

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
