/**
 * Expands a VS Code snippet body the way the editor does when the user accepts every
 * default: a placeholder becomes its default text (nested placeholders included), a
 * choice its first option, a tab stop without a default the default given to the same
 * number elsewhere (mirrors), a variable its default, and `$0` nothing.
 */

/** Finds the `}` that closes the `${` opened before `start`, honouring nesting and `\}` escapes. */
function closingBrace(text: string, start: number): number {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '$' && text[i + 1] === '{') {
      depth++;
      i++;
    } else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`Unclosed \${ at ${start}`);
}

/** Default text of each numbered tab stop: the first placeholder with a default wins. */
function collectDefaults(body: string, defaults: Map<string, string>): void {
  const pattern = /\$\{(\d+)(:|\|)/g;
  for (let match = pattern.exec(body); match; match = pattern.exec(body)) {
    if (match.index > 0 && body[match.index - 1] === '\\') continue;
    const inner = match.index + match[0].length;
    const end = closingBrace(body, match.index + 2);
    const content = body.slice(inner, end);
    if (!defaults.has(match[1])) defaults.set(match[1], match[2] === '|' ? content.replace(/\|$/, '').split(',')[0] : content);
  }
}

function expandWith(text: string, defaults: Map<string, string>): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length && '$}\\'.includes(text[i + 1])) {
      out += text[++i];
      continue;
    }
    if (c !== '$') {
      out += c;
      continue;
    }
    const simple = /^\$(\d+|[A-Z_]+)/.exec(text.slice(i));
    if (simple) {
      out += /^\d+$/.test(simple[1]) ? expandWith(defaults.get(simple[1]) ?? '', defaults) : '';
      i += simple[0].length - 1;
      continue;
    }
    if (text[i + 1] === '{') {
      const end = closingBrace(text, i + 2);
      const inner = text.slice(i + 2, end);
      const parts = /^(\d+|[A-Z_]+)(?:([:|])([\s\S]*))?$/.exec(inner);
      if (!parts) throw new Error(`Unsupported snippet syntax: \${${inner}}`);
      const [, name, kind, rest = ''] = parts;
      if (kind === '|') out += rest.replace(/\|$/, '').split(',')[0];
      else if (kind === ':') out += expandWith(rest, defaults);
      else out += /^\d+$/.test(name) ? expandWith(defaults.get(name) ?? '', defaults) : '';
      i = end;
      continue;
    }
    out += c;
  }
  return out;
}

export function expandSnippet(body: string | readonly string[]): string {
  const text = typeof body === 'string' ? body : body.join('\n');
  const defaults = new Map<string, string>();
  collectDefaults(text, defaults);
  return expandWith(text, defaults);
}
