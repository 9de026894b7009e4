// @ts-check
/*
 * The review card webview. The extension posts `render` messages (client/src/reviewCard/
 * messages.ts); this script checks each one, then updates the page in place: cards and rows
 * are kept by tool and check, and only text or classes that changed are touched, so an edit
 * in the contract never rebuilds the page, never flickers and never moves keyboard focus.
 *
 * Every string from a contract is set with textContent: nothing here parses HTML.
 */
(function () {
  'use strict';

  // @ts-ignore: provided by VS Code (and by the browser tests' stub)
  const vscode = acquireVsCodeApi();

  const CHECK_IDS = ['target', 'diff', 'impact', 'approval', 'replay_safety', 'evidence', 'recovery'];
  const SVG_NS = 'http://www.w3.org/2000/svg';

  // ── Checking what the extension sends ──────────────────────────────────────

  /** @param {unknown} v */
  const isString = (v) => typeof v === 'string';
  /** @param {unknown} v */
  const isOptionalString = (v) => v === undefined || v === null || typeof v === 'string';
  /** @param {unknown} v */
  const isStatus = (v) => v === 'go' || v === 'stop';
  /** @param {unknown} v @returns {v is Record<string, any>} */
  const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

  /** @param {unknown} c */
  function isCheck(c) {
    return (
      isRecord(c) &&
      CHECK_IDS.includes(c.check) &&
      isString(c.label) &&
      isString(c.question) &&
      isStatus(c.status) &&
      isString(c.reason) &&
      isString(c.pointer) &&
      (c.irreversible === undefined || typeof c.irreversible === 'boolean')
    );
  }

  /** @param {unknown} c */
  function isCard(c) {
    return (
      isRecord(c) &&
      isString(c.tool) &&
      isOptionalString(c.title) &&
      isOptionalString(c.description) &&
      isStatus(c.verdict) &&
      typeof c.open === 'number' &&
      typeof c.irreversible === 'boolean' &&
      (c.tokens === undefined || (Number.isInteger(c.tokens) && c.tokens >= 0)) &&
      Array.isArray(c.checks) &&
      c.checks.every(isCheck)
    );
  }

  /** The message when it is one this page knows and well formed; null otherwise. @param {unknown} data */
  function parseHostMessage(data) {
    if (!isRecord(data)) return null;
    if (data.type === 'render') {
      const ok =
        isOptionalString(data.uri) &&
        isString(data.file) &&
        isRecord(data.contract) &&
        isOptionalString(data.contract.name) &&
        isOptionalString(data.contract.version) &&
        Array.isArray(data.cards) &&
        data.cards.every(isCard) &&
        isOptionalString(data.note) &&
        isOptionalString(data.focusTool);
      return ok ? data : null;
    }
    if (data.type === 'notice') return isString(data.text) ? data : null;
    return null;
  }

  // ── Small DOM helpers (text only) ──────────────────────────────────────────

  /**
   * @param {string} tag
   * @param {string} [className]
   * @param {string} [text]
   */
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** Sets text only when it changed, so unchanged nodes are left alone. @param {Node} node @param {string} text */
  function setText(node, text) {
    if (node.textContent !== text) node.textContent = text;
  }

  /** @param {Element} node @param {string} name @param {string} value */
  function setAttr(node, name, value) {
    if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  }

  /** @param {HTMLElement} node @param {boolean} hidden */
  function setHidden(node, hidden) {
    if (node.hidden !== hidden) node.hidden = hidden;
  }

  /**
   * A glyph drawn with SVG shapes (no icon font, no markup parsing).
   * @param {'go' | 'stop' | 'warning'} kind
   */
  function glyph(kind) {
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('viewBox', '0 0 16 16');
    svg.setAttribute('class', `glyph glyph-${kind}`);
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    /** @param {string} tag @param {Record<string, string>} attrs */
    const shape = (tag, attrs) => {
      const node = document.createElementNS(SVG_NS, tag);
      for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
      svg.appendChild(node);
    };
    if (kind === 'go') {
      shape('circle', { cx: '8', cy: '8', r: '7', class: 'fill' });
      shape('path', { d: 'M4.6 8.3l2.3 2.3 4.6-4.8', class: 'knockout-stroke' });
    } else if (kind === 'stop') {
      shape('polygon', { points: '5.1,1 10.9,1 15,5.1 15,10.9 10.9,15 5.1,15 1,10.9 1,5.1', class: 'fill' });
      shape('rect', { x: '4', y: '7', width: '8', height: '2', rx: '0.5', class: 'knockout-fill' });
    } else {
      shape('path', { d: 'M8 1.2L15.2 14.4H0.8Z', class: 'fill' });
      shape('rect', { x: '7.2', y: '5.4', width: '1.6', height: '4.8', rx: '0.6', class: 'knockout-fill' });
      shape('circle', { cx: '8', cy: '12.2', r: '0.95', class: 'knockout-fill' });
    }
    return svg;
  }

  /** A GO/STOP badge whose glyph is replaced only when the status changes. */
  class StatusBadge {
    /** @param {string} className */
    constructor(className) {
      this.root = el('span', className);
      /** @type {string | undefined} */
      this.status = undefined;
      this.label = el('span', 'badge-label');
      this.root.appendChild(this.label);
    }
    /** @param {'go' | 'stop'} status @param {string} text */
    update(status, text) {
      if (this.status !== status) {
        const old = this.root.querySelector('svg');
        const next = glyph(status);
        if (old) this.root.replaceChild(next, old);
        else this.root.insertBefore(next, this.label);
        this.root.classList.toggle('go', status === 'go');
        this.root.classList.toggle('stop', status === 'stop');
        this.status = status;
      }
      setText(this.label, text);
    }
  }

  // ── One check row ──────────────────────────────────────────────────────────

  class CheckRow {
    /** @param {string} check @param {string} idPrefix */
    constructor(check, idPrefix) {
      this.check = check;
      this.root = el('tr', 'check');
      this.root.dataset.check = check;
      const header = el('th');
      header.scope = 'row';
      this.button = /** @type {HTMLButtonElement} */ (el('button', 'check-name'));
      this.button.type = 'button';
      this.button.id = `${idPrefix}-${check}`;
      this.question = el('span', 'question');
      this.question.id = `${idPrefix}-${check}-question`;
      header.append(this.button, this.question);
      const statusCell = el('td', 'status');
      this.badge = new StatusBadge('badge');
      statusCell.appendChild(this.badge.root);
      const reasonCell = el('td', 'reason');
      this.reason = el('span', 'reason-text');
      this.reason.id = `${idPrefix}-${check}-reason`;
      this.flag = el('span', 'flag irreversible');
      this.flag.append(glyph('warning'), el('span', undefined, 'Irreversible'));
      this.flag.hidden = true;
      reasonCell.append(this.flag, this.reason);
      this.root.append(header, statusCell, reasonCell);
      // The button's name is the check; what it does and why are its description.
      setAttr(this.button, 'aria-describedby', `${this.reason.id}`);
      this.button.title = 'Select the deciding node in the editor';
    }

    /** @param {any} data */
    update(data) {
      setText(this.button, data.label);
      setText(this.question, data.question);
      this.badge.update(data.status, data.status === 'go' ? 'GO' : 'STOP');
      this.root.classList.toggle('stop', data.status === 'stop');
      this.root.classList.toggle('go', data.status === 'go');
      setText(this.reason, data.reason);
      setHidden(this.flag, data.irreversible !== true);
      this.root.dataset.pointer = data.pointer;
    }
  }

  // ── One card per mutating tool ─────────────────────────────────────────────

  let nextCardId = 0;

  class CardView {
    constructor() {
      const id = `card-${nextCardId++}`;
      this.id = id;
      this.root = el('section', 'card');
      this.root.setAttribute('aria-labelledby', `${id}-name`);
      this.root.tabIndex = -1;
      const header = el('header', 'card-header');
      const heading = el('h2', 'tool');
      this.name = el('span', 'tool-name');
      this.name.id = `${id}-name`;
      heading.appendChild(this.name);
      this.verdict = new StatusBadge('verdict');
      this.tokens = el('span', 'tool-tokens');
      this.tokens.title = "What this tool's name, description and input schema take in the model's context (o200k_base tokens)";
      header.append(heading, this.tokens, this.verdict.root);
      this.title = el('p', 'tool-title');
      this.description = el('p', 'tool-description');
      this.irreversible = el('p', 'flag irreversible card-flag');
      this.irreversible.append(glyph('warning'), el('span', undefined, 'Irreversible: this change cannot be undone.'));

      this.table = el('table', 'checks');
      this.caption = el('caption', 'visually-hidden');
      const head = el('thead');
      const headRow = el('tr');
      for (const [text, cls] of [['Check', 'col-check'], ['Status', 'col-status'], ['Reason', 'col-reason']]) {
        const th = el('th', cls, text);
        th.scope = 'col';
        headRow.appendChild(th);
      }
      head.appendChild(headRow);
      this.body = el('tbody');
      this.table.append(this.caption, head, this.body);
      /** @type {Map<string, CheckRow>} */
      this.rows = new Map();
      this.root.append(header, this.title, this.description, this.irreversible, this.table);
    }

    /** @param {any} data */
    update(data) {
      this.root.dataset.tool = data.tool;
      this.root.classList.toggle('stop', data.verdict === 'stop');
      this.root.classList.toggle('go', data.verdict === 'go');
      setText(this.name, data.tool);
      setText(this.tokens, typeof data.tokens === 'number' ? `${data.tokens.toLocaleString('en-US')} token${data.tokens === 1 ? '' : 's'}` : '');
      setHidden(this.tokens, typeof data.tokens !== 'number');
      const total = data.checks.length;
      this.verdict.update(data.verdict, data.verdict === 'go' ? 'GO' : `STOP · ${data.open} open`);
      setText(this.caption, `${data.tool}: ${verdictSentence(data.verdict, data.open, total)}`);
      setText(this.title, data.title || '');
      setHidden(this.title, !data.title);
      setText(this.description, data.description || '');
      setHidden(this.description, !data.description);
      setHidden(this.irreversible, !data.irreversible);

      const seen = new Set();
      data.checks.forEach((/** @type {any} */ check, /** @type {number} */ index) => {
        let row = this.rows.get(check.check);
        if (!row) {
          row = new CheckRow(check.check, this.id);
          this.rows.set(check.check, row);
        }
        row.update(check);
        if (this.body.children[index] !== row.root) this.body.insertBefore(row.root, this.body.children[index] || null);
        seen.add(check.check);
      });
      for (const [check, row] of this.rows) {
        if (seen.has(check)) continue;
        row.root.remove();
        this.rows.delete(check);
      }
    }
  }

  /** @param {string} verdict @param {number} open @param {number} total */
  function verdictSentence(verdict, open, total) {
    return verdict === 'go' ? `GO, all ${total} checks pass` : `STOP, ${open} of ${total} checks open`;
  }

  // ── The page ───────────────────────────────────────────────────────────────

  const contractTitle = /** @type {HTMLElement} */ (document.getElementById('contract-title'));
  const contractFile = /** @type {HTMLElement} */ (document.getElementById('contract-file'));
  const summary = /** @type {HTMLElement} */ (document.getElementById('summary'));
  const note = /** @type {HTMLElement} */ (document.getElementById('note'));
  const cardsRoot = /** @type {HTMLElement} */ (document.getElementById('cards'));
  const copyButton = /** @type {HTMLButtonElement} */ (document.getElementById('copy-markdown'));
  const exportButton = /** @type {HTMLButtonElement} */ (document.getElementById('export-markdown'));

  /** Cards by tool name (with a count for repeated names, which the linter reports). @type {Map<string, CardView>} */
  const views = new Map();

  /** @param {any} message */
  function render(message) {
    // Kept by VS Code with the panel: after a window reload the extension reads it back to follow the same contract.
    vscode.setState(isString(message.uri) ? { uri: message.uri } : {});
    const { contract, cards } = message;
    const name = contract.name || 'Unnamed contract';
    setText(contractTitle, contract.version ? `${name} ${contract.version}` : name);
    setText(contractFile, message.file);

    const keys = new Map();
    const wanted = cards.map((/** @type {any} */ card) => {
      const count = keys.get(card.tool) || 0;
      keys.set(card.tool, count + 1);
      return { key: count ? `${card.tool}#${count}` : card.tool, card };
    });
    wanted.forEach((/** @type {{key: string, card: any}} */ { key, card }, /** @type {number} */ index) => {
      let view = views.get(key);
      if (!view) {
        view = new CardView();
        views.set(key, view);
      }
      view.update(card);
      if (cardsRoot.children[index] !== view.root) cardsRoot.insertBefore(view.root, cardsRoot.children[index] || null);
    });
    const keep = new Set(wanted.map((/** @type {{key: string}} */ w) => w.key));
    for (const [key, view] of views) {
      if (keep.has(key)) continue;
      view.root.remove();
      views.delete(key);
    }

    setText(note, message.note || '');
    setHidden(note, !message.note);
    setText(summary, summarize(cards));
    copyButton.disabled = false;
    exportButton.disabled = false;
    document.body.classList.toggle('has-cards', cards.length > 0);

    if (message.focusTool) {
      const view = views.get(message.focusTool);
      if (view) {
        view.root.scrollIntoView({ block: 'start' });
        view.root.classList.remove('highlight');
        // Restart the highlight animation: reading offsetWidth applies the removal first.
        void view.root.offsetWidth;
        view.root.classList.add('highlight');
      }
    }
  }

  /** @param {any[]} cards */
  function summarize(cards) {
    if (cards.length === 0) return 'No review cards.';
    if (cards.length === 1) return `${cards[0].tool}: ${verdictSentence(cards[0].verdict, cards[0].open, cards[0].checks.length)}.`;
    const stops = cards.filter((card) => card.verdict === 'stop').length;
    const tools = `${cards.length} mutating tools`;
    if (stops === 0) return `${tools}, all GO.`;
    return stops === cards.length ? `${tools}, all STOP.` : `${tools}: ${stops} STOP, ${cards.length - stops} GO.`;
  }

  // ── What the page sends ────────────────────────────────────────────────────

  cardsRoot.addEventListener('click', (event) => {
    const target = /** @type {Element | null} */ (event.target);
    const row = target && target.closest('tr.check');
    const card = row && row.closest('section.card');
    if (!row || !card) return;
    const tool = /** @type {HTMLElement} */ (card).dataset.tool;
    const check = /** @type {HTMLElement} */ (row).dataset.check;
    const pointer = /** @type {HTMLElement} */ (row).dataset.pointer;
    if (tool === undefined || check === undefined || pointer === undefined) return;
    vscode.postMessage({ type: 'reveal', tool, check, pointer });
  });

  copyButton.addEventListener('click', () => vscode.postMessage({ type: 'copyMarkdown' }));
  exportButton.addEventListener('click', () => vscode.postMessage({ type: 'exportMarkdown' }));

  window.addEventListener('message', (event) => {
    const message = parseHostMessage(event.data);
    if (!message) return;
    if (message.type === 'render') render(message);
    else if (message.type === 'notice') setText(summary, message.text);
  });

  vscode.postMessage({ type: 'ready' });
})();
