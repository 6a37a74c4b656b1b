import type { ParseArgsConfig } from 'node:util';

export interface Io {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
}

export type OptionSpec = NonNullable<ParseArgsConfig['options']>[string] & {
  description: string;
  /** Shown in help as `--flag VALUE`. */
  valueName?: string;
};

/** What a command declares about itself; help text and argument parsing are derived from it. */
export interface CommandMeta {
  /** Full name as typed, e.g. `validate` or `context-pack rehash`. */
  name: string;
  summary: string;
  /** The positional part of the synopsis, e.g. `[PATH ...]`. */
  positionals: string;
  /** Lower and upper bound on positionals. */
  minPositionals?: number;
  maxPositionals?: number;
  options: Record<string, OptionSpec>;
  /** Extra help paragraphs. */
  details?: string;
}

export interface CommandContext extends Io {
  values: Record<string, string | boolean | string[] | boolean[] | undefined>;
  positionals: string[];
  verbose: boolean;
}

export interface CommandModule {
  meta: CommandMeta;
  run(ctx: CommandContext): Promise<number>;
}

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;
