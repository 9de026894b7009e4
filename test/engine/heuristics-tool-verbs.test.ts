import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isCursorInputName, isOutputPagingName, isPagePositionName, isTotalName, wordsOf } from '../../server/src/engine/heuristics/pagination';
import { createsOrSends, openingVerb, readKind, thirdPerson, toolVerb } from '../../server/src/engine/heuristics/toolVerbs';
import { singular } from '../../server/src/engine/heuristics/words';

describe('toolVerbs: what a tool does', () => {
  it('reads the first known verb of the name, else the verb the description opens with', () => {
    assert.deepEqual(toolVerb('create_project', 'Whatever.'), { verb: 'create', source: 'name' });
    assert.deepEqual(toolVerb('supabase_project', 'Creates a new Supabase project.'), { verb: 'create', source: 'description' });
    assert.deepEqual(toolVerb('API-post-search', 'Notion | Search by title'), { verb: 'search', source: 'name' }, 'an HTTP method before a collection verb');
    assert.deepEqual(toolVerb('API-post-page', 'Notion | Create a page'), { verb: 'post', source: 'name' });
    assert.equal(toolVerb('sequentialthinking', 'A detailed tool for dynamic and reflective problem-solving.'), undefined);
  });

  it('finds the opening verb past prefixes and in the third person', () => {
    assert.equal(openingVerb('Notion | Create comment'), 'create');
    assert.equal(openingVerb('Use this tool to send a message.'), 'send');
    assert.equal(openingVerb('Replies to a thread.'), 'reply');
    assert.equal(openingVerb('Pushes files to a branch.'), 'push');
    assert.equal(openingVerb('Searches issues.'), 'search');
    assert.equal(openingVerb('A tool that does things.'), undefined);
    assert.equal(openingVerb(undefined), undefined);
  });

  it('creates or sends: create, add, send, post, upload, charge, order…; not updates, deletes, reads, runs or toggles', () => {
    for (const name of ['create_entities', 'add_observations', 'send_message', 'post_comment', 'publish_release', 'upload_file', 'fork_repository', 'invite_user', 'charge_card', 'transfer_funds', 'order_pizza', 'book_flight', 'comment_on_issue', 'push_files']) {
      assert.ok(createsOrSends(name, undefined), name);
    }
    for (const name of ['update_storage_config', 'delete_branch', 'merge_branch', 'reset_branch', 'pause_project', 'toggle-simulated-logging', 'execute_sql', 'apply_migration', 'get_comments', 'list_orders', 'edit_file', 'move_file']) {
      assert.equal(createsOrSends(name, undefined), undefined, name);
    }
  });

  it('browser and screen interactions create nothing, whatever their verb', () => {
    assert.equal(createsOrSends('browser_file_upload', 'Upload one or multiple files'), undefined);
    assert.equal(createsOrSends('upload_file', 'Upload a file through a provided element.'), undefined);
    assert.equal(createsOrSends('new_page', 'Open a new tab and load a URL.'), undefined);
    assert.equal(createsOrSends('browser_type', 'Type text into editable element'), undefined);
  });

  it('says how a tool reads: a collection, a fetch, a change, or other', () => {
    assert.equal(readKind(toolVerb('search_nodes', undefined)), 'collection');
    assert.equal(readKind(toolVerb('list_tickets', undefined)), 'collection');
    assert.equal(readKind(toolVerb('read_graph', undefined)), 'fetch');
    assert.equal(readKind(toolVerb('create_entities', undefined)), 'change');
    assert.equal(readKind(toolVerb('update_tickets', undefined)), 'change');
    assert.equal(readKind(toolVerb('execute_sql', undefined)), 'other');
    assert.equal(readKind(toolVerb('validate_config', undefined)), 'other');
    assert.equal(readKind(undefined), 'other');
  });

  it('writes the third person for messages', () => {
    assert.deepEqual(['create', 'send', 'push', 'reply', 'pay', 'search'].map(thirdPerson), ['creates', 'sends', 'pushes', 'replies', 'pays', 'searches']);
  });
});

describe('pagination names', () => {
  it('compares names by their words', () => {
    assert.equal(wordsOf('nextPageToken'), 'next_page_token');
    assert.equal(wordsOf('@odata.nextLink'), 'odata_next_link');
  });

  it('output fields that page or say there is more', () => {
    for (const name of ['next_cursor', 'nextCursor', 'nextPageToken', 'next_page_token', 'cursor', 'next', 'has_more', 'hasMore', 'pageInfo', '@odata.nextLink', 'isTruncated']) assert.ok(isOutputPagingName(name), name);
    for (const name of ['items', 'total_count', 'next_step', 'count']) assert.equal(isOutputPagingName(name), false, name);
  });

  it('cursor inputs; after and before only when described as a cursor', () => {
    for (const name of ['cursor', 'page_token', 'pageToken', 'start_cursor', 'starting_after']) assert.ok(isCursorInputName(name, undefined), name);
    assert.ok(isCursorInputName('after', 'The endCursor of the previous page; a cursor.'));
    assert.equal(isCursorInputName('after', 'Only events after this date.'), false);
    assert.ok(isCursorInputName('search_after', "Pagination cursor from a previous response's search_after value."));
    assert.equal(isCursorInputName('created_after', 'Only issues created after this date.'), false);
    assert.equal(isCursorInputName('thereafter', 'The next page cursor.'), false);
    assert.equal(isCursorInputName('limit', undefined), false);
    assert.ok(isCursorInputName('after', () => 'The endCursor of the previous page; a cursor.'));
    assert.equal(isCursorInputName('after', () => 'Only events after this date.'), false);
  });

  it('page positions and totals', () => {
    for (const name of ['page', 'pageNumber', 'offset', 'skip']) assert.ok(isPagePositionName(name), name);
    assert.equal(isPagePositionName('per_page'), false);
    for (const name of ['total', 'total_count', 'totalPages', 'has_more']) assert.ok(isTotalName(name), name);
    assert.equal(isTotalName('count_of_open'), false);
  });
});

describe('words: singular, the one plural rule the heuristics share', () => {
  it('turns a plural into its singular by spelling, and leaves singulars ending in s alone', () => {
    const cases: Array<[string, string]> = [
      ['learnings', 'learning'], ['entries', 'entry'], ['categories', 'category'], ['boxes', 'box'], ['matches', 'match'],
      ['pushes', 'push'], ['statuses', 'status'], ['addresses', 'address'], ['tools', 'tool'],
      ['status', 'status'], ['address', 'address'], ['analysis', 'analysis'], ['bus', 'bus'], ['ids', 'ids'],
    ];
    for (const [plural, one] of cases) assert.equal(singular(plural), one, plural);
  });
});
