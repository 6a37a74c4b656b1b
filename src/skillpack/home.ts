import os from 'node:os';
import path from 'node:path';
import { readFileLimitedSync, lstatOrNullSync } from '../core/read.js';
import { InvalidInputError, UsageError } from '../core/errors.js';
import { emptyRecord } from '../core/record.js';
import { jsonPointer } from '../core/json.js';
import { hasControlCharacter, jsonEscaped } from '../core/show-name.js';

/**
 * Built-in sinks (specs/skillpacks-v0.md §6–7). Windsurf reads `~/.codeium/windsurf/skills`,
 * not the spec's `~/.windsurf/skills` (INTEROP.md §2). `custom` has no path: it needs `--path`.
 */
export const DEFAULT_SINKS: Readonly<Record<string, string>> = {
  codex: '~/.codex/skills',
  claude: '~/.claude/skills',
  copilot: '~/.copilot/skills',
  cursor: '~/.cursor/skills',
  windsurf: '~/.codeium/windsurf/skills',
};
export const CUSTOM_SINK = 'custom';

export interface SkillpackHome {
  /** `~/.skillpack`, or `$SKILLPACK_HOME`. */
  dir: string;
  configFile: string;
  stateFile: string;
  cacheDir: string;
  backupDir: string;
  lockFile: string;
  home: string;
}

/** The user's home folder: `$HOME`, else the OS's idea of it. */
export function homeDir(env: NodeJS.ProcessEnv): string {
  return env.HOME || os.homedir();
}

/**
 * A path the user wrote (a flag, SKILLPACK_HOME), absolute. A leading `~` is the home folder
 * even where no shell expanded it (`--cache-dir=~/c`, a quoted variable): taken literally it
 * makes a folder named `~` in the working directory, which an `rm -rf ~` meant to clean it up
 * would turn into deleting the home folder.
 */
export function userPath(p: string, cwd: string, home: string): string {
  return path.resolve(cwd, expandHome(p, home));
}

export function skillpackHome(env: NodeJS.ProcessEnv, cacheDir?: string, cwd = process.cwd()): SkillpackHome {
  const home = homeDir(env);
  const dir = env.SKILLPACK_HOME ? userPath(env.SKILLPACK_HOME, cwd, home) : path.join(home, '.skillpack');
  return {
    dir,
    home,
    configFile: path.join(dir, 'config.yaml'),
    stateFile: path.join(dir, 'state.json'),
    cacheDir: cacheDir ? userPath(cacheDir, cwd, home) : path.join(dir, 'cache'),
    backupDir: path.join(dir, 'backup'),
    lockFile: path.join(dir, 'state.lock'),
  };
}

export function expandHome(p: string, home: string): string {
  if (p === '~') return home;
  if (p.startsWith('~/')) return path.join(home, p.slice(2));
  return p;
}

export interface SinkConfig {
  /** Sink name → absolute path; `custom` is absent. */
  sinks: Record<string, string>;
  /** Where each came from: `default` or the config file. */
  origin: Record<string, string>;
}

/** Built-in sinks overlaid with `config.yaml`'s `sinks:` (which may also add new names). */
export async function loadSinkConfig(sp: SkillpackHome): Promise<SinkConfig> {
  // A sink named `constructor` or `__proto__` is only what config.yaml says.
  const sinks = emptyRecord<string>();
  const origin = emptyRecord<string>();
  for (const [name, p] of Object.entries(DEFAULT_SINKS)) {
    sinks[name] = expandHome(p, sp.home);
    origin[name] = 'default';
  }
  if (!lstatOrNullSync(sp.configFile)) return { sinks, origin };
  // The YAML parser loads only when there is a config file to read.
  const { parseYaml, locatePointer } = await import('../core/yaml.js');
  const parsed = parseYaml(readFileLimitedSync(sp.configFile, 1024 * 1024).toString('utf8'));
  if (parsed.error) throw new InvalidInputError(`${sp.configFile}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
  const raw = parsed.value ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new InvalidInputError(`${sp.configFile}: expected a mapping with a sinks: key`);
  // A misspelt key (`sink:`) would otherwise leave every sink at its default without a word.
  for (const key of Object.keys(raw)) {
    if (key !== 'sinks') {
      const at = locatePointer(parsed, jsonPointer([key]));
      throw new InvalidInputError(`${sp.configFile}${at ? `:${at.line}` : ''}: unknown key "${key}" (the only key is sinks:)`);
    }
  }
  const configured = (raw as Record<string, unknown>).sinks ?? {};
  if (typeof configured !== 'object' || configured === null || Array.isArray(configured)) throw new InvalidInputError(`${sp.configFile}: sinks must map sink names to paths`);
  for (const [name, value] of Object.entries(configured)) {
    if (name === CUSTOM_SINK) throw new InvalidInputError(`${sp.configFile}: sinks.custom cannot be configured: it always takes --path`);
    const nameProblem = sinkNameProblem(name);
    if (nameProblem) throw new InvalidInputError(`${sp.configFile}: sink name ${jsonEscaped(name)} ${nameProblem}`);
    if (typeof value !== 'string' || value.trim() === '') throw new InvalidInputError(`${sp.configFile}: sinks.${name} must be a path`);
    if (hasControlCharacter(value)) throw new InvalidInputError(`${sp.configFile}: sinks.${name} is ${jsonEscaped(value)}, which contains a control character (newline, tab, …): no sink path may hold one`);
    const expanded = expandHome(value, sp.home);
    if (!path.isAbsolute(expanded)) throw new InvalidInputError(`${sp.configFile}: sinks.${name} must be an absolute path or start with ~/, not '${value}'`);
    sinks[name] = path.resolve(expanded);
    origin[name] = sp.configFile;
  }
  return { sinks, origin };
}

/**
 * Why a sink name from config.yaml cannot be used, or null. The name is a folder of the backup
 * path (`backup/<time>/<sink>/`): `..` or a `/` would move edited folders out of sp's backup
 * folder, and a control character would break every line that names the sink.
 */
function sinkNameProblem(name: string): string | null {
  if (name === '' || name === '.' || name === '..') return 'must be a word, not "", "." or ".."';
  if (/[/\\]/.test(name)) return 'must not contain "/" or "\\" (it names a folder under the backup folder)';
  if (hasControlCharacter(name)) return 'must not contain a control character (newline, tab, …)';
  return null;
}

/** The sink path for `--agent` (and `--path`, which overrides it and is required for `custom`). */
export function resolveSink(config: SinkConfig, agent: string, pathFlag: string | undefined, cwd: string, home: string): string {
  if (pathFlag !== undefined) {
    if (pathFlag.trim() === '') throw new UsageError('--path must not be empty');
    if (agent !== CUSTOM_SINK && !Object.hasOwn(config.sinks, agent)) throw unknownSink(config, agent);
    return userPath(pathFlag, cwd, home);
  }
  if (agent === CUSTOM_SINK) throw new UsageError('--agent custom needs --path DEST');
  const p = Object.hasOwn(config.sinks, agent) ? config.sinks[agent] : undefined;
  if (!p) throw unknownSink(config, agent);
  return p;
}

function unknownSink(config: SinkConfig, agent: string): UsageError {
  return new UsageError(`unknown agent '${agent}' (known: ${[...Object.keys(config.sinks), CUSTOM_SINK].join(', ')}; add more under sinks: in config.yaml)`);
}
