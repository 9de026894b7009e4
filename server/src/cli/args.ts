/**
 * A small argument parser shared by every command: long flags (`--format json`,
 * `--format=json`), short aliases (`-f json`), boolean flags, `--` to end the flags.
 * An unknown flag or a missing value is a UsageError (exit 2), never ignored.
 */
import { UsageError } from './exitCodes';

export interface OptionSpec {
  /** Long name without dashes: `format` for `--format`. */
  readonly name: string;
  /** One-letter alias without its dash: `f` for `-f`. */
  readonly alias?: string;
  /** True for `--name VALUE`; false for a boolean flag. */
  readonly takesValue: boolean;
}

export interface ParsedArgs {
  /** Values by long name; a boolean flag is stored as 'true'. Last one wins. */
  readonly options: ReadonlyMap<string, string>;
  /** Long names in the order they were given (for --color / --no-color: the last wins). */
  readonly order: readonly string[];
  readonly positionals: readonly string[];
  /** Every value of each option, in order (for options that may be repeated: `--server a --server b`). */
  readonly values: ReadonlyMap<string, readonly string[]>;
  /** The words after `--` (also in positionals); undefined when there was no `--`. */
  readonly rest: readonly string[] | undefined;
}

export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): ParsedArgs {
  const options = new Map<string, string>();
  const order: string[] = [];
  const positionals: string[] = [];
  const values = new Map<string, string[]>();
  let rest: string[] | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      rest = argv.slice(i + 1);
      positionals.push(...rest);
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const { spec, inlineValue, written } = findSpec(arg, specs);
    let value = 'true';
    if (spec.takesValue) {
      if (inlineValue !== undefined) value = inlineValue;
      else if (i + 1 < argv.length && !(argv[i + 1].startsWith('-') && argv[i + 1] !== '-' && !/^-\d/.test(argv[i + 1]))) value = argv[++i];
      else throw new UsageError(`Option ${written} needs a value.`);
    } else if (inlineValue !== undefined) {
      throw new UsageError(`Option ${written} takes no value.`);
    }
    options.set(spec.name, value);
    order.push(spec.name);
    values.set(spec.name, [...(values.get(spec.name) ?? []), value]);
  }
  return { options, order, positionals, values, rest };
}

function findSpec(arg: string, specs: readonly OptionSpec[]): { spec: OptionSpec; inlineValue: string | undefined; written: string } {
  const equals = arg.indexOf('=');
  const written = equals > 0 ? arg.slice(0, equals) : arg;
  const inlineValue = equals > 0 ? arg.slice(equals + 1) : undefined;
  const spec = written.startsWith('--')
    ? specs.find((s) => s.name === written.slice(2))
    : written.length === 2
      ? specs.find((s) => s.alias === written.slice(1))
      : undefined;
  if (!spec) throw new UsageError(`Unknown option ${written}.${suggestOption(written, specs)}`);
  return { spec, inlineValue, written };
}

function suggestOption(written: string, specs: readonly OptionSpec[]): string {
  const bare = written.replace(/^-+/, '');
  const close = specs.find((s) => s.name.startsWith(bare) || bare.startsWith(s.name));
  return close && bare.length > 1 ? ` Did you mean --${close.name}?` : '';
}

/** Parses `--max-warnings`: a whole number ≥ 0, or -1 for "no limit" (ESLint's convention). */
export function parseMaxWarnings(value: string): number | undefined {
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--max-warnings needs a whole number, not "${value}".`);
  const n = Number(value);
  if (n === -1) return undefined;
  if (n < 0 || !Number.isSafeInteger(n)) throw new UsageError(`--max-warnings needs a number of 0 or more (or -1 for no limit), not "${value}".`);
  return n;
}

/** Checks a choice value such as `--format`. */
export function parseChoice<T extends string>(flag: string, value: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${flag} must be one of ${choices.join(', ')}, not "${value}".`);
}
