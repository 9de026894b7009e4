/**
 * Colour for terminal output. On when stdout is a terminal, unless told otherwise:
 * `--color` / `--no-color` win, then FORCE_COLOR (which Node lets override NO_COLOR),
 * then NO_COLOR. Never in a file written with --output-file.
 */
import type { OutputStream } from './io';

export interface Palette {
  readonly red: (s: string) => string;
  readonly yellow: (s: string) => string;
  readonly blue: (s: string) => string;
  readonly green: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly bold: (s: string) => string;
  readonly underline: (s: string) => string;
}

export function shouldUseColor(flag: boolean | undefined, stream: OutputStream, env: Readonly<Record<string, string | undefined>>): boolean {
  if (flag !== undefined) return flag;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return !['0', 'false'].includes(force.toLowerCase());
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

const style = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const plain = (s: string) => s;

export const ANSI: Palette = {
  red: style(31, 39),
  yellow: style(33, 39),
  blue: style(34, 39),
  green: style(32, 39),
  dim: style(2, 22),
  bold: style(1, 22),
  underline: style(4, 24),
};

export const NO_COLOR: Palette = { red: plain, yellow: plain, blue: plain, green: plain, dim: plain, bold: plain, underline: plain };

export function palette(color: boolean): Palette {
  return color ? ANSI : NO_COLOR;
}
