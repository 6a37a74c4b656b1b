import { showPath } from '../core/show-name.js';

/**
 * `{{param}}` placeholders in a tool's exec args. A parameter placeholder must be a whole
 * argument, so a value becomes exactly one argv element (or one per array item) and never
 * meets a shell or gets split. The host's own values `{{pack_root}}` and `{{workspace}}` may
 * also start an argument (`{{pack_root}}/scripts/run.mjs`), or the value of an option that takes
 * it after "=" (`--import={{pack_root}}/hook.mjs`), which some programs read in no other form:
 * they come from the host, not the model.
 */
export const HOST_PLACEHOLDERS = ['pack_root', 'workspace'] as const;
export type HostValues = Record<(typeof HOST_PLACEHOLDERS)[number], string>;

const WHOLE = /^\{\{([^{}]+)\}\}$/;

/** The name in an argument that is one whole placeholder (`{{name}}`, host placeholders included), or null. */
export function placeholderName(arg: string): string | null {
  return WHOLE.exec(arg)?.[1] ?? null;
}

/** An option given its value in the same argument: `--name=`, `-x=`. */
const OPTION_ASSIGNMENT = String.raw`-{1,2}[A-Za-z0-9][\w.-]*=`;
const HOST_PREFIX = new RegExp(String.raw`^(${OPTION_ASSIGNMENT})?\{\{(pack_root|workspace)\}\}(\/[^{}]*)?$`);
const OPTION_VALUE = new RegExp(String.raw`^${OPTION_ASSIGNMENT}([\s\S]+)$`);

/** The value of an option given in the same argument (`--config=./conf.py` → `./conf.py`), or null. */
export function optionValue(arg: string): string | null {
  return OPTION_VALUE.exec(arg)?.[1] ?? null;
}

/** A host placeholder starting an argument or an option's value: the option before it (`--import=`, or ""), which, and the path after it ("" or `/…`). */
export interface HostPath {
  option: string;
  placeholder: (typeof HOST_PLACEHOLDERS)[number];
  suffix: string;
}

/** The host placeholder an exec arg starts with, or starts its option's value with; null when it has none there. */
export function hostPathIn(arg: string): HostPath | null {
  const m = HOST_PREFIX.exec(arg);
  return m ? { option: m[1] ?? '', placeholder: m[2] as HostPath['placeholder'], suffix: m[3] ?? '' } : null;
}

/**
 * Why the path after a host placeholder leaves the folder it names, or null. `..` is refused
 * as a segment whatever follows (spec §9.2: no traversal outside the pack root or workspace),
 * with `\` read as a separator too, as Windows reads it.
 */
function hostSuffixProblem(placeholder: string, suffix: string | undefined): string | null {
  if (!suffix || !suffix.split(/[/\\]/).includes('..')) return null;
  return `".." after {{${placeholder}}} leaves the ${placeholder === 'pack_root' ? 'pack' : 'workspace'}: name a path inside it without ".." segments`;
}

/** Problems with one exec arg, given the inputSchema's property names. */
export function placeholderProblems(arg: string, properties: readonly string[]): string[] {
  const host = hostPathIn(arg);
  if (host) {
    const problem = hostSuffixProblem(host.placeholder, host.suffix);
    return problem ? [problem] : [];
  }
  const name = placeholderName(arg);
  if (name !== null) {
    return properties.includes(name) ? [] : [`placeholder ${showPath(`{{${name}}}`)} names no parameter in inputSchema.properties: add it there or fix the name`];
  }
  if (arg.includes('{{') || arg.includes('}}')) return ['a placeholder must be a whole argument ("{{name}}"): split "--opt={{name}}" into "--opt", "{{name}}"'];
  return [];
}

export class ArgumentError extends Error {
  constructor(
    message: string,
    /** The ToolError reason: `option_like`, `not_scalar`, `nul_byte`, `traversal`. */
    readonly reason: string,
  ) {
    super(message);
  }
}

/**
 * Builds argv from exec args and validated input. A value whose text starts with "-" (a
 * string, a negative number, an array item) is refused unless an earlier argument is "--":
 * otherwise the program would read the model's text as an option (`--output=/etc/…`, `-1`).
 */
export function fillArgs(args: readonly string[], input: Record<string, unknown>, host: HostValues): string[] {
  const out: string[] = [];
  let afterDoubleDash = false;
  for (const arg of args) {
    const hostPath = hostPathIn(arg);
    if (hostPath) {
      // tools.json is checked before its tools run; this guards a spec built some other way.
      const problem = hostSuffixProblem(hostPath.placeholder, hostPath.suffix);
      if (problem) throw new ArgumentError(problem, 'traversal');
      out.push(hostPath.option + host[hostPath.placeholder] + hostPath.suffix);
      continue;
    }
    const name = placeholderName(arg);
    if (name === null) {
      out.push(arg);
      if (arg === '--') afterDoubleDash = true;
      continue;
    }
    // Own keys only: a parameter named `constructor` that the call left out is absent.
    const value = Object.hasOwn(input, name) ? input[name] : undefined;
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'object' && item !== null) throw new ArgumentError(`parameter "${name}" must be a string, number or boolean to be passed as an argument`, 'not_scalar');
      const s = String(item);
      // Numbers too: `ls {{n}}` with n = -1 would run `ls -1`.
      if (s.startsWith('-') && !afterDoubleDash) {
        // The message goes back to the client that sent the value; the audit log scrubs secrets from it (redactMessage).
        throw new ArgumentError(`parameter "${name}" value ${JSON.stringify(s)} looks like an option; the tool must put "--" before {{${name}}} to accept values starting with "-"`, 'option_like');
      }
      if (s.includes('\0')) throw new ArgumentError(`parameter "${name}" contains a NUL byte`, 'nul_byte');
      out.push(s);
    }
  }
  return out;
}
