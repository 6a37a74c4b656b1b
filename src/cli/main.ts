import { parseArgs } from 'node:util';
import { VERSION } from '../version.js';
import type { CommandEntry } from './commands.js';
import { PackwrightError, UsageError } from '../core/errors.js';
import { redactUrlCredentials } from '../core/redact-url.js';
import { escapeControlCharacters } from '../core/show-name.js';
import { EXIT_OK, EXIT_USAGE, type CommandMeta, type Io } from './types.js';

const PROGRAM = 'packwright';

/**
 * The CLI's single boundary: every PackwrightError becomes one line on stderr and its exit
 * code; anything else is an internal error, with a stack only under --verbose. Every line
 * written here has a URL's user information masked (core/redact-url): an error may quote a
 * URL from input (a pack import, a flag's value), and only some streams mask it themselves.
 * The registry is passed in (not imported) so the `sp` bundle does not carry packwright's commands.
 */
export async function main(argv: string[], io: Io, registry: readonly CommandEntry[], program = PROGRAM): Promise<number> {
  const verbose = argv.includes('--verbose');
  try {
    return await dispatch(argv, io, registry, program, verbose);
  } catch (err) {
    const write = (line: string) => io.stderr.write(`${redactUrlCredentials(line)}\n`);
    if (err instanceof PackwrightError) {
      // One line whatever the message quotes (an argument with a newline, say); the stack is a block.
      write(`${program}: ${escapeControlCharacters(err.message)}`);
      if (err instanceof UsageError) write(`Run '${program} --help' for usage.`);
      if (verbose && err.stack) write(err.stack);
      return err.exitCode;
    }
    write(`${program}: internal error: ${escapeControlCharacters((err as Error)?.message ?? String(err))}`);
    if (verbose && (err as Error)?.stack) write((err as Error).stack!);
    return EXIT_USAGE;
  }
}

async function dispatch(argv: string[], io: Io, registry: readonly CommandEntry[], program: string, verbose: boolean): Promise<number> {
  const words = argv.filter((a) => a !== '--verbose');
  if (words[0] === '--version' || words[0] === '-V') {
    io.stdout.write(`${VERSION}\n`);
    return EXIT_OK;
  }
  const entry = findCommand(words, registry);
  if (!entry) {
    if (words.length === 0 || words[0] === '--help' || words[0] === '-h' || words[0] === 'help') {
      io.stdout.write(topHelp(registry, program));
      return words.length === 0 ? EXIT_USAGE : EXIT_OK;
    }
    const group = registry.filter((c) => c.name.startsWith(`${words[0]} `));
    if (group.length > 0) {
      const sub = words[1];
      if (sub === undefined || sub === '--help' || sub === '-h') {
        io.stdout.write(topHelp(group, program));
        return sub === undefined ? EXIT_USAGE : EXIT_OK;
      }
      throw new UsageError(`unknown command '${words[0]} ${sub}'`);
    }
    throw new UsageError(`unknown command '${words[0]}'`);
  }
  const rest = words.slice(entry.name.split(' ').length);
  const mod = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(commandHelp(mod.meta, program));
    return EXIT_OK;
  }
  const { values, positionals } = parseCommandArgs(mod.meta, rest);
  return mod.run({ ...io, values, positionals, verbose });
}

function findCommand(words: string[], registry: readonly CommandEntry[]): CommandEntry | undefined {
  let best: CommandEntry | undefined;
  for (const c of registry) {
    const parts = c.name.split(' ');
    if (parts.every((p, i) => words[i] === p) && (!best || parts.length > best.name.split(' ').length)) best = c;
  }
  return best;
}

export function parseCommandArgs(meta: CommandMeta, args: string[]) {
  const options = Object.fromEntries(
    Object.entries(meta.options).map(([name, spec]) => {
      const { description: _d, valueName: _v, ...rest } = spec;
      return [name, rest];
    }),
  );
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    // Node's messages name the flag; keep the first sentence only, so the error stays one line.
    const message = String((err as Error).message);
    const dashed = /use '(--[^=']+)=-XYZ'/.exec(message);
    const hint = dashed ? ` (a value that starts with "-" is written ${dashed[1]}=VALUE)` : '';
    throw new UsageError(`${meta.name}: ${message.split(/\.\s/)[0].replace(/\.$/, '')}${hint}`);
  }
  const n = parsed.positionals.length;
  if (meta.minPositionals !== undefined && n < meta.minPositionals) throw new UsageError(`${meta.name}: expected ${meta.positionals}`);
  if (meta.maxPositionals !== undefined && n > meta.maxPositionals) throw new UsageError(`${meta.name}: unexpected argument '${parsed.positionals[meta.maxPositionals]}'`);
  return { values: parsed.values as Record<string, string | boolean | string[] | boolean[] | undefined>, positionals: parsed.positionals };
}

function topHelp(registry: readonly CommandEntry[], program: string): string {
  const width = Math.max(...registry.map((c) => c.name.length));
  const lines = registry.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: ${program} <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nOptions:\n  --help, -h     show help (also after any command)\n  --version, -V  print the version\n  --verbose      show stack traces on errors\n\nExit codes: 0 clean, 1 findings, 2 usage or I/O error.\n`;
}

export function commandHelp(meta: CommandMeta, program: string): string {
  const opts = Object.entries(meta.options).map(([name, spec]) => {
    const flag = `--${name}${spec.short ? `, -${spec.short}` : ''}${spec.type === 'string' ? ` ${spec.valueName ?? 'VALUE'}` : ''}`;
    return [flag, `${spec.description}${spec.multiple ? ' (repeatable)' : ''}`];
  });
  const width = Math.max(10, ...opts.map(([f]) => f.length));
  const optLines = opts.map(([f, d]) => `  ${f.padEnd(width)}  ${d}`).join('\n');
  return `Usage: ${program} ${meta.name}${meta.positionals ? ` ${meta.positionals}` : ''}${opts.length ? ' [options]' : ''}\n\n${meta.summary}\n${meta.details ? `\n${meta.details.trim()}\n` : ''}${opts.length ? `\nOptions:\n${optLines}\n` : ''}`;
}

/** Reads a string option that must be one of `choices`. */
export function choice<T extends string>(ctx: { values: Record<string, unknown> }, name: string, choices: readonly T[], fallback: T): T {
  const v = ctx.values[name];
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !choices.includes(v as T)) throw new UsageError(`--${name} must be one of ${choices.join(', ')}, not '${String(v)}'`);
  return v as T;
}
