/** The Markdown checklist: boxes, verdicts, name and version, and escaping of contract text. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { reviewText } from '../../server/src/review/document';
import { escapeMarkdown, reviewMarkdown } from '../../server/src/review/markdown';
import { contract, edited, mutationTrio } from '../helpers/contracts';

const METRICS = readFileSync(join(__dirname, '../../examples/metrics.contract.json'), 'utf8');

function reviewOf(text: string, fileName: string) {
  const { review } = reviewText(text, fileName);
  assert.ok(review);
  return review;
}

function markdownOf(text: string, fileName = 'x.contract.json'): string {
  const { review, note } = reviewText(text, fileName);
  assert.ok(review);
  return reviewMarkdown({ ...review, note }, { file: fileName });
}

describe('reviewMarkdown', () => {
  it('renders a GO card: the contract, the tool, seven ticked boxes with their reasons', () => {
    const markdown = markdownOf(METRICS, 'examples/metrics.contract.json');
    const lines = markdown.split('\n');
    assert.equal(lines[0], '## Stop/go review: insight-metrics, version 2.1.0');
    assert.ok(lines.includes('Contract file: examples/metrics.contract.json'));
    assert.ok(lines.includes('### execute_metric_update: GO'));
    assert.ok(lines.includes('All 7 checks pass.'));
    const boxes = lines.filter((l) => l.startsWith('- ['));
    assert.deepEqual(
      boxes.map((l) => l.slice(0, l.indexOf(':'))),
      ['- [x] **Target**', '- [x] **Diff**', '- [x] **Impact**', '- [x] **Approval**', '- [x] **Replay safety**', '- [x] **Evidence**', '- [x] **Recovery**'],
    );
    assert.match(boxes[6], /rollback documents how to reverse execute_metric_update\.$/);
    assert.match(markdown, /Any unchecked box is a stop signal/);
  });

  it('says a card\'s tokens when they were counted (the editor\'s cards, card --tokens), after the verdict\'s summary', () => {
    const review = reviewOf(METRICS, 'examples/metrics.contract.json');
    const counted = reviewMarkdown({ ...review, cards: review.cards.map((card) => ({ ...card, tokens: 1234 })) });
    assert.match(counted, /^All 7 checks pass\. Context: 1,234 tokens \(o200k_base\)\.$/m);
    assert.match(reviewMarkdown({ ...review, cards: review.cards.map((card) => ({ ...card, tokens: 1 })) }), /Context: 1 token \(o200k_base\)\.$/m);
    assert.doesNotMatch(reviewMarkdown(review), /Context:/);
  });

  it('renders a STOP card with open boxes and the irreversible flag on Impact', () => {
    const tools = mutationTrio('refund', { rollback: 'none: refunds are final.', verifyTool: undefined });
    const markdown = markdownOf(JSON.stringify(contract(tools)));
    assert.match(markdown, /^### execute_refund: STOP$/m);
    assert.match(markdown, /^1 of 7 checks open\. The change is irreversible\.$/m);
    assert.match(markdown, /^- \[ \] \*\*Evidence\*\*: execute_refund names no verifyTool/m);
    assert.match(markdown, /^- \[x\] \*\*Impact\*\* \(irreversible\): .*cannot be undone \(refunds are final\)\.$/m);
  });

  it('says why when there is nothing to review', () => {
    const markdown = markdownOf(JSON.stringify(contract([mutationTrio()[0]])));
    assert.match(markdown, /No mutating tools/);
    assert.doesNotMatch(markdown, /- \[/);
  });

  it('escapes contract text so it cannot become markup, links, mentions or HTML', () => {
    const hostile = '<img src=x onerror=alert(1)> [click](javascript:alert(1)) ![i](x) *bold* _em_ `code` a|b ~~s~~ @team #12 &amp; \\n';
    assert.equal(
      escapeMarkdown(hostile),
      '\\<img src=x onerror=alert(1)\\> \\[click\\](javascript:alert(1)) \\!\\[i\\](x) \\*bold\\* \\_em\\_ \\`code\\` a\\|b \\~\\~s\\~\\~ \\@team \\#12 \\&amp; \\\\n',
    );
    assert.equal(escapeMarkdown('preview_metric_update'), 'preview_metric_update', 'underscores inside words stay readable');
    assert.equal(escapeMarkdown('line one\n\n# line two'), 'line one \\# line two', 'one line, no heading');

    const tools = mutationTrio('x', { name: 'execute_<b>x</b>', rollback: 'none: see [docs](http://evil) @ops' });
    const named = edited(contract(tools, { name: '*team*', version: '1.0.0 <script>' }), () => undefined);
    const markdown = markdownOf(JSON.stringify(named));
    assert.match(markdown, /^## Stop\/go review: \\\*team\\\*, version 1\.0\.0 \\<script\\>$/m);
    assert.match(markdown, /^### execute\\_\\<b\\>x\\<\/b\\>: GO$/m);
    assert.ok(!markdown.includes('[docs]'));
    assert.ok(!markdown.includes(' @ops'));
  });

  it('puts URL-looking contract text in code spans, so a linkifying renderer (GitHub, markdown-it) makes no link of it', () => {
    const cases: [string, string][] = [
      ['see http://evil.example/x now', 'see `http://evil.example/x` now'],
      ['HTTPS://evil.example', '`HTTPS://evil.example`'],
      ['visit www.evil.example today', 'visit `www.evil.example` today'],
      ['mail ops@evil.example', 'mail `ops@evil.example`'],
      ['mailto:ops@evil.example', 'mailto:`ops@evil.example`'],
      ['fetch //evil.example/a', 'fetch `//evil.example/a`'],
      ['ask evil.com or docs.evil.io', 'ask `evil.com` or `docs.evil.io`'],
      ['[docs](ftp://evil.example)', '\\[docs\\](`ftp://evil.example)`'],
      ['odd http://a/`b``c', 'odd ```http://a/`b``c```'],
    ];
    for (const [text, expected] of cases) assert.equal(escapeMarkdown(text), expected, text);
    for (const plain of ['version 1.0.0', 'preview_id and tickets.list_open', 'e.g. a team@ in examples/metrics.contract.json', '@team #12']) {
      assert.doesNotMatch(escapeMarkdown(plain), /`/, plain);
    }
  });

  it('renders no link from contract text with markdown-it and linkify on (fuzzy links and emails too)', (t) => {
    let MarkdownIt: any;
    try {
      MarkdownIt = require('markdown-it'); // installed with @vscode/vsce
    } catch {
      t.skip('markdown-it is not installed');
      return;
    }
    const md = new MarkdownIt({ linkify: true });
    const hostile = 'see http://evil.example/x, www.evil.example, ops@evil.example, mailto:ops@evil.example, evil.com, //evil.example/y and [docs](https://evil.example) <https://evil.example>';
    const tools = mutationTrio('x', { rollback: `none: ${hostile}` });
    const markdown = markdownOf(JSON.stringify(contract(tools, { name: hostile })));
    const html: string = md.render(markdown);
    assert.doesNotMatch(html, /<a\b/, html);
    assert.match(html, /<code>http:\/\/evil\.example\/x,<\/code>/, 'still readable, as code');
  });

  it('escapes in linear time, even a 1 MB word or a long dotted name', () => {
    for (const text of ['a'.repeat(1_000_000), 'a.'.repeat(500_000), 'a@'.repeat(500_000), `${'x'.repeat(1_000_000)}://`]) {
      const started = performance.now();
      escapeMarkdown(text);
      assert.ok(performance.now() - started < 1000, `${text.slice(0, 6)}…: ${performance.now() - started} ms`);
    }
  });
});
