/** The report formats of `lint --format`, by name. Add one here and it is a valid --format value. */
import type { LintReport } from '../report';
import { formatJson } from './json';
import { formatSarif } from './sarif';
import { formatStylish } from './stylish';

export interface FormatOptions {
  /** ANSI colour; only the stylish format uses it. */
  readonly color: boolean;
}

export type Formatter = (report: LintReport, options: FormatOptions) => string;

export const FORMATTERS = {
  stylish: formatStylish,
  json: (report) => formatJson(report),
  sarif: (report) => formatSarif(report),
} as const satisfies Record<string, Formatter>;

export type FormatName = keyof typeof FORMATTERS;
export const FORMAT_NAMES = Object.keys(FORMATTERS) as FormatName[];
export const DEFAULT_FORMAT: FormatName = 'stylish';
