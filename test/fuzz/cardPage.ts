/**
 * The review card's markup, checked without a browser.
 *
 * The webview: the page's own script (client/media/reviewCard.js) runs in a node:vm context
 * over a small recording DOM that has exactly the API the script uses and nothing that
 * parses markup. Any other property written or method called (innerHTML, insertAdjacentHTML,
 * document.write…) is recorded, and so is every element and attribute the script makes.
 * The render message is built from the contract as the extension builds it (reviewCardsOf,
 * renderMessage). A card may only make the elements and attributes that the template and the
 * script make for the bundled examples; contract text may only ever become text.
 *
 * The Markdown card (`card --format md`, pasted into pull requests): rendered by markdown-it
 * with raw HTML and linkify on (as GitHub renders Markdown), it may only contain the elements
 * of a card (headings, paragraphs, lists, tables, code, emphasis) with no attribute but a
 * table cell's alignment.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { reviewCardHtml } from '../../client/src/reviewCard/html';
import { renderMessage } from '../../client/src/reviewCard/messages';
import { reviewCardsOf } from '../../server/src/lsp/reviewCards';
import { reviewText } from '../../server/src/review/document';
import { reviewMarkdown } from '../../server/src/review/markdown';
import type { ReviewCardsResult } from '../../server/src/protocol';
import { REPO_ROOT } from './seeds';
import type { Violation } from './checks';

export const SCRIPT = readFileSync(join(REPO_ROOT, 'client/media/reviewCard.js'), 'utf8');

interface Made {
  readonly elements: Set<string>;
  readonly attributes: Set<string>;
  /** Writes and calls outside the recording DOM's API. */
  readonly unexpected: string[];
}

class FakeClassList {
  constructor(private readonly owner: FakeElement) {}
  private get set(): Set<string> {
    return new Set((this.owner.getAttribute('class') ?? '').split(/\s+/).filter(Boolean));
  }
  private write(set: Set<string>): void {
    this.owner.setAttribute('class', [...set].join(' '));
  }
  add(...names: string[]): void {
    const set = this.set;
    for (const n of names) set.add(n);
    this.write(set);
  }
  remove(...names: string[]): void {
    const set = this.set;
    for (const n of names) set.delete(n);
    this.write(set);
  }
  toggle(name: string, force?: boolean): boolean {
    const set = this.set;
    const on = force ?? !set.has(name);
    if (on) set.add(name);
    else set.delete(name);
    this.write(set);
    return on;
  }
  contains(name: string): boolean {
    return this.set.has(name);
  }
}

/** Properties the script sets that reflect an attribute. */
const REFLECTED: Record<string, string> = { className: 'class', id: 'id', scope: 'scope', type: 'type', title: 'title', tabIndex: 'tabindex' };
const BOOLEAN_REFLECTED: Record<string, string> = { hidden: 'hidden', disabled: 'disabled' };

class FakeElement {
  readonly attributes = new Map<string, string>();
  children: FakeElement[] = [];
  parent: FakeElement | undefined;
  text = '';
  readonly classList = new FakeClassList(this);
  readonly dataset: Record<string, string>;
  readonly listeners: Record<string, Array<(event: unknown) => void>> = {};

  constructor(
    readonly tagName: string,
    private readonly made: Made,
  ) {
    made.elements.add(tagName);
    this.dataset = new Proxy({} as Record<string, string>, {
      get: (_, name) => (typeof name === 'string' ? this.getAttribute(`data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`) ?? undefined : undefined),
      set: (_, name, value) => {
        this.setAttribute(`data-${String(name).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, String(value));
        return true;
      },
    });
    // Unknown writes (innerHTML, outerHTML, onclick…) are recorded, and refused.
    return new Proxy(this, {
      set: (target, name, value) => {
        if (typeof name === 'string' && name in REFLECTED) target.setAttribute(REFLECTED[name], String(value));
        else if (typeof name === 'string' && name in BOOLEAN_REFLECTED) {
          if (value) target.setAttribute(BOOLEAN_REFLECTED[name], '');
          else target.attributes.delete(BOOLEAN_REFLECTED[name]);
        } else if (name === 'textContent') {
          target.children = [];
          target.text = String(value);
        } else if (name === 'children' || name === 'parent' || name === 'text') (target as unknown as Record<string, unknown>)[name] = value;
        else made.unexpected.push(`set ${target.tagName}.${String(name)}`);
        return true;
      },
      get: (target, name, receiver) => {
        if (typeof name === 'string' && name in REFLECTED) {
          const v = target.getAttribute(REFLECTED[name]);
          return name === 'tabIndex' ? Number(v ?? 0) : (v ?? '');
        }
        if (typeof name === 'string' && name in BOOLEAN_REFLECTED) return target.attributes.has(BOOLEAN_REFLECTED[name]);
        if (name === 'textContent') return target.text + target.children.map((c) => c.textContent).join('');
        if (name === 'offsetWidth') return 0;
        if (name in target) return Reflect.get(target, name, receiver);
        if (typeof name === 'string' && name !== 'then' && name !== 'toJSON') made.unexpected.push(`get ${target.tagName}.${name}`);
        return undefined;
      },
    });
  }

  get textContent(): string {
    return this.text + this.children.map((c) => c.textContent).join('');
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.made.attributes.add(`${this.tagName}[${name}]`);
    this.attributes.set(name, String(value));
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  private detach(child: FakeElement): void {
    if (child.parent) child.parent.children = child.parent.children.filter((c) => c !== child);
    child.parent = this;
  }
  appendChild(child: FakeElement): FakeElement {
    this.detach(child);
    this.children.push(child);
    return child;
  }
  append(...nodes: FakeElement[]): void {
    for (const node of nodes) this.appendChild(node);
  }
  insertBefore(child: FakeElement, reference: FakeElement | null): FakeElement {
    this.detach(child);
    const at = reference ? this.children.indexOf(reference) : -1;
    if (at < 0) this.children.push(child);
    else this.children.splice(at, 0, child);
    return child;
  }
  replaceChild(child: FakeElement, old: FakeElement): FakeElement {
    this.detach(child);
    const at = this.children.indexOf(old);
    if (at >= 0) this.children[at] = child;
    old.parent = undefined;
    return old;
  }
  remove(): void {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = undefined;
  }
  querySelector(selector: string): FakeElement | null {
    for (const child of this.children) {
      if (child.tagName === selector) return child;
      const found = child.querySelector(selector);
      if (found) return found;
    }
    return null;
  }
  addEventListener(type: string, listener: (event: unknown) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  scrollIntoView(): void {}
}

/** The elements (by id) of the page's template, with their tags, read from its HTML. */
function templateElements(): Array<{ id: string; tag: string }> {
  const html = reviewCardHtml({ cspSource: 'https://x', nonce: 'n', scriptUri: 'https://x/s.js', styleUri: 'https://x/s.css' });
  return [...html.matchAll(/<([a-z0-9]+)\b[^>]*\bid="([^"]+)"/g)].map((m) => ({ tag: m[1], id: m[2] }));
}

interface PageRun {
  readonly made: Made;
  readonly errors: string[];
  /** The text each template element shows, by id. */
  readonly text: Map<string, string>;
}

/** Runs the page's script (or another, for the suite's own tests) and sends it the render message; what it made. */
export function renderInPage(message: unknown, script = SCRIPT): PageRun {
  const made: Made = { elements: new Set(), attributes: new Set(), unexpected: [] };
  const errors: string[] = [];
  const byId = new Map<string, FakeElement>();
  for (const { id, tag } of templateElements()) {
    const el = new FakeElement(tag, made);
    el.attributes.set('id', id);
    byId.set(id, el);
  }
  const body = new FakeElement('body', made);
  const windowListeners: Array<(event: { data: unknown }) => void> = [];
  const document = new Proxy(
    {
      body,
      getElementById: (id: string) => byId.get(id) ?? null,
      createElement: (tag: string) => new FakeElement(String(tag).toLowerCase(), made),
      createElementNS: (_ns: string, tag: string) => new FakeElement(String(tag), made),
    },
    {
      get: (target, name) => {
        if (name in target) return (target as Record<string | symbol, unknown>)[name];
        made.unexpected.push(`get document.${String(name)}`);
        return undefined;
      },
    },
  );
  const context = {
    document,
    window: { addEventListener: (type: string, listener: (event: { data: unknown }) => void) => type === 'message' && windowListeners.push(listener) },
    acquireVsCodeApi: () => ({ postMessage: () => undefined, getState: () => undefined, setState: () => undefined }),
    console,
  };
  try {
    runInNewContext(script, context, { timeout: 10_000 });
    for (const listener of windowListeners) listener({ data: JSON.parse(JSON.stringify(message)) });
  } catch (error) {
    errors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
  return { made, errors, text: new Map([...byId].map(([id, el]) => [id, el.textContent])) };
}

/** The render message of a text, as the extension makes it from the server's cards. */
export function renderMessageOf(text: string, fileName: string): ReturnType<typeof renderMessage> {
  const cards: ReviewCardsResult = reviewCardsOf(`file:///workspace/${encodeURIComponent(fileName)}`, 1, text);
  return renderMessage(cards, fileName);
}

let allowed: { elements: Set<string>; attributes: Set<string> } | undefined;

/** What the template and the script make for the bundled examples (every card state there is). */
function allowedMarkup(): { elements: Set<string>; attributes: Set<string> } {
  if (allowed) return allowed;
  const elements = new Set<string>();
  const attributes = new Set<string>();
  for (const file of ['flawed.contract.jsonc', 'metrics.contract.json', 'tickets.contract.json']) {
    const run = renderInPage(renderMessageOf(readFileSync(join(REPO_ROOT, 'examples', file), 'utf8'), file));
    if (run.errors.length > 0 || run.made.unexpected.length > 0) throw new Error(`the review card page fails on examples/${file}: ${[...run.errors, ...run.made.unexpected].join('; ')}`);
    for (const e of run.made.elements) elements.add(e);
    for (const a of run.made.attributes) attributes.add(a);
  }
  allowed = { elements, attributes };
  return allowed;
}

const DANGEROUS_TAGS = /^(script|iframe|img|a|base|form|object|embed|link|meta|style|frame|svg:script|foreignobject)$/i;

export function checkCardPage(text: string, fileName: string): Violation[] {
  const violations: Violation[] = [];
  const bad = (fault: string, detail: string) => violations.push({ property: 'card-no-markup', fault, detail });
  let message: ReturnType<typeof renderMessage>;
  try {
    message = renderMessageOf(text, fileName);
  } catch (error) {
    bad('review cards threw', error instanceof Error ? error.message : String(error));
    return violations;
  }
  return checkRenderMessage(message);
}

/** The page's markup after it renders `message`: nothing but what the template makes. */
export function checkRenderMessage(message: unknown, script = SCRIPT): Violation[] {
  const violations: Violation[] = [];
  const bad = (fault: string, detail: string) => violations.push({ property: 'card-no-markup', fault, detail });
  const { elements, attributes } = allowedMarkup();
  const run = renderInPage(message, script);
  for (const e of run.errors) bad('page script failed', e);
  for (const u of run.made.unexpected) bad('page used an API outside the recording DOM', u);
  for (const e of run.made.elements) if (!elements.has(e) || DANGEROUS_TAGS.test(e)) bad('element not in the template', e);
  for (const a of run.made.attributes) if (!attributes.has(a) || /\[on/i.test(a)) bad('attribute not in the template', a);
  return violations;
}

// ── Markdown ────────────────────────────────────────────────────────────────

type MarkdownIt = { render(src: string): string };
let markdownIt: { raw: MarkdownIt } | null | undefined;

/** markdown-it (installed with @vscode/vsce), or undefined with the reason it is not there. */
export function markdownRenderer(): { raw: MarkdownIt } | undefined {
  if (markdownIt === undefined) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const MarkdownIt = require('markdown-it') as new (options: object) => MarkdownIt;
      markdownIt = { raw: new MarkdownIt({ html: true, linkify: true }) };
    } catch {
      markdownIt = null;
    }
  }
  return markdownIt ?? undefined;
}

const CARD_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'strong', 'em', 'br', 'hr', 'blockquote', 'pre']);

export function checkCardMarkdown(text: string, fileName: string): Violation[] {
  const renderer = markdownRenderer();
  if (!renderer) return [];
  const violations: Violation[] = [];
  const { review, note } = reviewText(text, fileName);
  if (!review) return violations;
  const markdown = reviewMarkdown({ name: review.name, version: review.version, cards: review.cards, note }, { file: fileName });
  const html = renderer.raw.render(markdown);
  for (const m of html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const [tag, attrs] = [m[1].toLowerCase(), m[2].trim()];
    if (!CARD_TAGS.has(tag)) violations.push({ property: 'card-no-markup', fault: `markdown renders <${tag}>`, detail: m[0].slice(0, 200) });
    else if (attrs && !/^style="text-align:(left|right|center)"$/.test(attrs)) violations.push({ property: 'card-no-markup', fault: `markdown renders an attribute on <${tag}>`, detail: m[0].slice(0, 200) });
  }
  return violations;
}
