import path from 'node:path';
import { showPath } from '../../core/show-name.js';
import { HOST_PLACEHOLDERS, placeholderName } from '../args.js';
import { toolLabel } from './label.js';
import { DOCS, type CapabilityPackRule } from './types.js';

/**
 * A tool that hands a parameter to an interpreter as its program (`sh -c {{cmd}}`) runs
 * whatever the model writes. The safe form keeps the program fixed and passes the value as
 * data: `sh -c 'grep -- "$1" notes.txt' sh {{pattern}}`, or a script in the pack.
 *
 * Each interpreter's command line is read the way it reads it: options up to the first operand
 * (the script, whose own arguments are data: `python x.py -c {{v}}` is fine), combined short
 * options (`-lc`, `-ne`), `--`, and wrappers that start another program (`env`, `sudo`,
 * `timeout 5`, `xargs`, `busybox`, …).
 */

/** What an option does with what follows it. */
type Kind =
  | 'flag' // nothing
  | 'value' // takes an argument (attached, or the next one) that is data
  | 'file' // takes a program file: the first operand is then data (awk -f)
  | 'code' // takes an argument that is program text
  | 'codeOperand' // makes the first operand program text (sh -c)
  | 'digits' // takes attached digits only (perl -l0): the cluster goes on after them
  | 'rest' // takes the rest of its cluster, never the next argument (perl -Mmod)
  | 'end' // the rest of the command line is not the interpreter's
  | 'module' // takes the module to run, after which the rest is the module's (python -m mod)
  | 'split'; // env -S: its argument is split into more arguments

interface Grammar {
  /** Whole tokens (long options, and short ones of programs that do not combine them); `--opt=value` is looked up as `--opt`. */
  tokens?: Readonly<Record<string, Kind>>;
  /** getopt-style letters, combinable (`-lc`, `-ne`); absent: the program does not combine short options. */
  letters?: Readonly<Record<string, Kind>>;
  /** Options may start with "+" too (sh +o pipefail). */
  plus?: boolean;
  /** Options end after the code argument (python -c). */
  codeEnds?: boolean;
  /** Without a code or file option, the first operand is program text (awk, sed). */
  operandIsCode?: boolean;
  /** Without a code option, the first operand is the script file to run (python x.py). */
  operandIsScript?: boolean;
}

interface Token {
  text: unknown;
  /** Index in exec.args. */
  index: number;
}

interface Finding {
  index: number;
  program: string;
  /** How the program was told: the option as written (`-lc`, `/C`), or a description. */
  how: string;
  /** What the parameter becomes: program text, the program a wrapper starts (`env {{cmd}}`), or the script or module an interpreter runs (`bash {{file}}`). */
  role: 'code' | 'program' | 'script';
}

/** A whole `{{param}}` argument naming a parameter (the host's own placeholders carry no model text). */
function isParameter(t: unknown): boolean {
  const name = typeof t === 'string' ? placeholderName(t) : null;
  return name !== null && !(HOST_PLACEHOLDERS as readonly string[]).includes(name);
}

const SHELL: Grammar = { letters: { c: 'codeOperand', o: 'value', O: 'value' }, plus: true, tokens: { '--rcfile': 'value', '--init-file': 'value' }, operandIsScript: true };
const CSH: Grammar = { letters: { c: 'code' }, codeEnds: true, operandIsScript: true };
const FISH: Grammar = { letters: { c: 'code', C: 'code', o: 'value', p: 'value' }, tokens: { '--command': 'code', '--init-command': 'code', '--debug-output': 'value', '--profile': 'value', '--profile-startup': 'value' }, operandIsScript: true };
const PYTHON: Grammar = { letters: { c: 'code', m: 'module', W: 'value', X: 'value', Q: 'value' }, codeEnds: true, tokens: { '--check-hash-based-pycs': 'value' }, operandIsScript: true };
const NODE: Grammar = {
  operandIsScript: true,
  tokens: {
    '-e': 'code', '--eval': 'code', '-p': 'code', '--print': 'code', '-pe': 'code', '-ep': 'code',
    '-r': 'value', '--require': 'value', '--import': 'value', '--loader': 'value', '--experimental-loader': 'value',
    '-C': 'value', '--conditions': 'value', '--input-type': 'value', '--title': 'value', '--env-file': 'value', '--inspect-port': 'value',
  },
};
const BUN: Grammar = { operandIsScript: true, tokens: { '-e': 'code', '--eval': 'code', '-p': 'code', '--print': 'code', '-r': 'value', '--preload': 'value', '--cwd': 'value', '-c': 'value', '--config': 'value' } };
const PERL: Grammar = { operandIsScript: true, letters: { e: 'code', E: 'code', I: 'value', l: 'digits', 0: 'digits', C: 'digits', i: 'rest', d: 'rest', D: 'rest', F: 'rest', M: 'rest', m: 'rest', x: 'rest', V: 'rest' } };
const RUBY: Grammar = {
  operandIsScript: true,
  letters: { e: 'code', I: 'value', r: 'value', C: 'value', E: 'value', F: 'rest', x: 'rest', 0: 'digits', K: 'rest', T: 'digits', W: 'rest', i: 'rest' },
  tokens: { '--encoding': 'value', '--external-encoding': 'value', '--internal-encoding': 'value', '--enable': 'value', '--disable': 'value' },
};
const PHP: Grammar = {
  operandIsScript: true,
  letters: { r: 'code', B: 'code', R: 'code', E: 'code', c: 'value', d: 'value', z: 'value', t: 'value', S: 'value', f: 'file', F: 'file' },
  tokens: { '--run': 'code', '--process-begin': 'code', '--process-code': 'code', '--process-end': 'code', '--file': 'file', '--process-file': 'file', '--php-ini': 'value', '--define': 'value', '--zend-extension': 'value', '--docroot': 'value', '--server': 'value' },
};
const OSASCRIPT: Grammar = { tokens: { '-e': 'code', '-l': 'value', '-s': 'value' }, operandIsScript: true };
const LUA: Grammar = { letters: { e: 'code', l: 'value', j: 'value', O: 'rest', b: 'end' }, operandIsScript: true };
const RSCRIPT: Grammar = { tokens: { '-e': 'code', '-f': 'file', '--file': 'file', '--args': 'end' }, operandIsScript: true };
const TCLSH: Grammar = { operandIsScript: true };
const AWK: Grammar = {
  letters: { F: 'value', v: 'value', f: 'file', E: 'file', e: 'code', i: 'value', l: 'value', W: 'value' },
  tokens: { '--source': 'code', '--file': 'file', '--exec': 'file', '--assign': 'value', '--field-separator': 'value', '--include': 'value', '--load': 'value' },
  operandIsCode: true,
};
const SED: Grammar = { letters: { e: 'code', f: 'file', l: 'value', i: 'rest' }, tokens: { '--expression': 'code', '--file': 'file', '--line-length': 'value' }, operandIsCode: true };
const DENO_EVAL: Grammar = { tokens: { '--ext': 'value', '-c': 'value', '--config': 'value', '--import-map': 'value', '--location': 'value', '--seed': 'value', '--cert': 'value', '--v8-flags': 'value' }, operandIsCode: true };
const DENO_REPL: Grammar = { tokens: { '--eval': 'code', '--eval-file': 'value', '-c': 'value', '--config': 'value', '--cert': 'value' } };
const SU: Grammar = {
  tokens: { '-': 'flag', '-l': 'flag', '-c': 'code', '--command': 'code', '--session-command': 'code', '-s': 'value', '--shell': 'value', '-g': 'value', '--group': 'value', '-G': 'value', '--supp-group': 'value', '-w': 'value', '--whitelist-environment': 'value' },
};

/** Wrappers: programs that start the program named by their first operand. */
const WRAPPERS: Readonly<Record<string, Grammar & { skip?: number; assignments?: boolean }>> = {
  env: {
    letters: { i: 'flag', 0: 'flag', v: 'flag', u: 'value', C: 'value', S: 'split', P: 'value' },
    tokens: { '-': 'flag', '--unset': 'value', '--chdir': 'value', '--split-string': 'split' },
    assignments: true,
  },
  busybox: {},
  toybox: {},
  sudo: {
    letters: { u: 'value', g: 'value', C: 'value', D: 'value', h: 'value', p: 'value', r: 'value', t: 'value', U: 'value', T: 'value', R: 'value', e: 'end', l: 'end', v: 'end', V: 'end', K: 'end', k: 'flag' },
    tokens: { '--user': 'value', '--group': 'value', '--close-from': 'value', '--chdir': 'value', '--host': 'value', '--prompt': 'value', '--role': 'value', '--type': 'value', '--other-user': 'value', '--command-timeout': 'value', '--chroot': 'value', '--edit': 'end', '--list': 'end' },
    assignments: true,
  },
  doas: { letters: { u: 'value', C: 'end' } },
  nice: { letters: { n: 'value' }, tokens: { '--adjustment': 'value' } },
  ionice: { letters: { c: 'value', n: 'value', p: 'end', P: 'end', u: 'end' }, tokens: { '--class': 'value', '--classdata': 'value' } },
  timeout: { letters: { s: 'value', k: 'value' }, tokens: { '--signal': 'value', '--kill-after': 'value' }, skip: 1 },
  xargs: {
    letters: { a: 'value', d: 'value', E: 'value', I: 'value', L: 'value', n: 'value', P: 'value', s: 'value', e: 'rest', i: 'rest', l: 'rest' },
    tokens: { '--arg-file': 'value', '--delimiter': 'value', '--eof': 'value', '--replace': 'value', '--max-lines': 'value', '--max-args': 'value', '--max-procs': 'value', '--max-chars': 'value', '--process-slot-var': 'value' },
  },
  nohup: {},
  stdbuf: { letters: { i: 'value', o: 'value', e: 'value' }, tokens: { '--input': 'value', '--output': 'value', '--error': 'value' } },
  exec: { letters: { a: 'value' } },
  command: { letters: { v: 'end', V: 'end' } },
  builtin: {},
  setsid: {},
  time: { letters: { f: 'value', o: 'value' }, tokens: { '--format': 'value', '--output': 'value' } },
};

/** Program names as written → the grammar they share. */
const ALIASES: Readonly<Record<string, string>> = { nodejs: 'node', pythonw: 'python', py: 'python', pypy: 'python', ipython: 'python', rbash: 'bash', gawk: 'awk', mawk: 'awk', nawk: 'awk', gsed: 'sed', luajit: 'lua', r: 'rscript', runuser: 'su', windowspowershell: 'powershell' };

/** Interpreters that come with version suffixes (`python3.12`, `lua5.4`, `php8.2`). */
const VERSIONED = /^(python|pypy|perl|ruby|php|lua|luajit|node|tclsh|bash|zsh|ksh|pwsh|rscript)[-_]?\d+(?:\.\d+)*[a-z]?$/;

/** The interpreter a command names: basename after `/` or `\`, lowercase, no `.exe`, no version suffix. */
function programName(command: string): string {
  let n = path.win32.basename(command).toLowerCase();
  n = n.replace(/\.(exe|com)$/, '');
  const versioned = VERSIONED.exec(n);
  if (versioned) n = versioned[1];
  return Object.hasOwn(ALIASES, n) ? ALIASES[n] : n;
}

const own = <T>(r: Readonly<Record<string, T>> | undefined, k: string): T | undefined => (r && Object.hasOwn(r, k) ? r[k] : undefined);

interface Parsed {
  found: Finding[];
  /** Index in toks of the first operand (toks.length when none); -1 when the command line ended inside the options. */
  operand: number;
}

/** Replaces toks[at] with the words of `text` (env -S), each keeping the index of the argument it came from. */
function splitInto(toks: Token[], at: number, text: string): void {
  const index = toks[at].index;
  toks.splice(at, 1, ...text.split(/\s+/).filter((w) => w !== '').map((w) => ({ text: w, index })));
}

/** Reads options by a grammar, from toks[start]. Reports code arguments that are parameters. */
function parseOptions(g: Grammar, toks: Token[], start: number, program: string): Parsed {
  const found: Finding[] = [];
  let codeOperand: string | null = null;
  let sawCode = false;
  let sawFile = false;
  const code = (j: number, how: string) => {
    sawCode = true;
    const t = toks[j];
    if (t && isParameter(t.text)) found.push({ index: t.index, program, how, role: 'code' });
  };
  const script = (j: number, how: string) => {
    const t = toks[j];
    if (t && isParameter(t.text)) found.push({ index: t.index, program, how, role: 'script' });
  };
  let i = start;
  while (i < toks.length) {
    const a = toks[i].text;
    if (typeof a !== 'string') return { found, operand: -1 };
    if (a === '--') {
      i++;
      break;
    }
    // A parameter here is an operand: fillArgs refuses a value that looks like an option before "--".
    if (isParameter(a)) break;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const attached = eq > 0;
    const whole = own(g.tokens, attached ? a.slice(0, eq) : a);
    if (whole !== undefined) {
      if (whole === 'end') return { found, operand: -1 };
      if (whole === 'codeOperand') {
        codeOperand = a;
        i++;
        continue;
      }
      if (whole === 'split') {
        if (attached) splitInto(toks, i, a.slice(eq + 1));
        else {
          if (typeof toks[i + 1]?.text === 'string') splitInto(toks, i + 1, toks[i + 1].text as string);
          i++;
        }
        continue;
      }
      if (whole === 'code') {
        if (attached) sawCode = true;
        else code(i + 1, a);
        if (g.codeEnds) return { found, operand: -1 };
      }
      if (whole === 'file') sawFile = true;
      i += whole === 'flag' || attached ? 1 : 2;
      continue;
    }
    const isOption = a.length > 1 && (a[0] === '-' || (g.plus === true && a[0] === '+'));
    if (!isOption) break;
    if (a.startsWith('--') || !g.letters) {
      i++; // an option we do not know: assume it takes nothing
      continue;
    }
    const body = a.slice(1);
    let next = 1;
    for (let j = 0; j < body.length; j++) {
      const kind = own(g.letters, body[j]) ?? 'flag';
      const rest = body.slice(j + 1);
      if (kind === 'flag') continue;
      if (kind === 'codeOperand') {
        codeOperand = a;
        continue;
      }
      if (kind === 'digits') {
        while (j + 1 < body.length && /[0-9]/.test(body[j + 1])) j++;
        continue;
      }
      if (kind === 'rest') break;
      if (kind === 'end') return { found, operand: -1 };
      if (kind === 'module') {
        if (rest === '') script(i + 1, a);
        return { found, operand: -1 };
      }
      if (kind === 'split') {
        if (rest !== '') {
          splitInto(toks, i, rest);
          next = 0;
        } else if (typeof toks[i + 1]?.text === 'string') splitInto(toks, i + 1, toks[i + 1].text as string);
        break;
      }
      if (kind === 'code') {
        if (rest === '') {
          code(i + 1, a);
          next = 2;
        } else sawCode = true;
        if (g.codeEnds) return { found, operand: -1 };
        break;
      }
      // value or file
      if (kind === 'file') sawFile = true;
      if (rest === '') next = 2;
      break;
    }
    i += next;
  }
  if (i < toks.length) {
    if (codeOperand !== null) code(i, codeOperand);
    else if (g.operandIsCode && !sawCode && !sawFile) code(i, 'its program operand');
    else if (g.operandIsScript && !sawCode && !sawFile) script(i, 'its script operand');
  }
  return { found, operand: i };
}

/** cmd.exe: after /c, /k or /r the rest of the line is one command it parses itself, so every parameter there is code. */
function cmd(toks: Token[], start: number, program: string): Finding[] {
  for (let i = start; i < toks.length; i++) {
    const a = toks[i].text;
    if (typeof a !== 'string' || !a.startsWith('/')) return [];
    if (/^\/[ckr]/i.test(a)) return toks.slice(i + 1).filter((t) => isParameter(t.text)).map((t): Finding => ({ index: t.index, program, how: a.slice(0, 2), role: 'code' }));
  }
  return [];
}

const PS_VALUE = ['executionpolicy', 'ex', 'ep', 'inputformat', 'inp', 'if', 'outputformat', 'o', 'of', 'windowstyle', 'w', 'workingdirectory', 'wd', 'configurationname', 'config', 'configurationfile', 'psconsolefile', 'version', 'v', 'settingsfile', 'settings', 'custompipename', 'encodedarguments', 'ea'];
const prefixOf = (name: string, full: string, min: number) => name.length >= min && full.startsWith(name);

/**
 * PowerShell: -Command (any unambiguous prefix, or -c) joins the rest of the line into the
 * script, so every parameter after it is code; -EncodedCommand (-e, -ec) and -CommandWithArgs
 * take the next argument as code; -File ends the options. A first operand is -Command for
 * Windows PowerShell and -File for pwsh.
 */
function powershell(toks: Token[], start: number, program: string): Finding[] {
  const rest = (i: number, how: string): Finding[] => toks.slice(i).filter((t) => isParameter(t.text)).map((t) => ({ index: t.index, program, how, role: 'code' }));
  for (let i = start; i < toks.length; i++) {
    const a = toks[i].text;
    if (typeof a !== 'string') return [];
    // "/x" is an option only as a bare word ("/Command"): "/opt/x.ps1" is a script path.
    if (a === '--' || isParameter(a) || !/^(-|\/[A-Za-z]+(:|$))/.test(a)) {
      const at = a === '--' ? i + 1 : i;
      if (program === 'powershell') return rest(at, 'its first operand, which powershell runs as -Command');
      return isParameter(toks[at]?.text) ? [{ index: toks[at].index, program, how: 'its first operand, which pwsh runs as -File', role: 'script' }] : [];
    }
    const name = a.replace(/^(--|-|\/)/, '').split(':')[0].toLowerCase();
    if (name === 'c' || prefixOf(name, 'command', 3)) return rest(i + 1, a);
    if (name === 'cwa' || prefixOf(name, 'commandwithargs', 8) || name === 'e' || name === 'ec' || prefixOf(name, 'encodedcommand', 3)) {
      return isParameter(toks[i + 1]?.text) ? [{ index: toks[i + 1].index, program, how: a, role: 'code' }] : [];
    }
    if (name === 'f' || prefixOf(name, 'file', 2)) return isParameter(toks[i + 1]?.text) ? [{ index: toks[i + 1].index, program, how: a, role: 'script' }] : [];
    if (PS_VALUE.some((v) => name === v || prefixOf(name, v, 3))) i++;
  }
  return [];
}

/** Deno: `deno eval CODE` and `deno repl --eval CODE`. */
function deno(toks: Token[], start: number, program: string): Finding[] {
  let i = start;
  while (i < toks.length && typeof toks[i].text === 'string' && (toks[i].text as string).startsWith('-')) i++;
  const sub = toks[i]?.text;
  if (sub === 'eval') return parseOptions(DENO_EVAL, toks, i + 1, program).found;
  if (sub === 'repl') return parseOptions(DENO_REPL, toks, i + 1, program).found;
  return [];
}

type Reader = (toks: Token[], start: number, program: string) => Finding[];
const byGrammar = (g: Grammar): Reader => (toks, start, program) => parseOptions(g, toks, start, program).found;

const INTERPRETERS: Readonly<Record<string, Reader>> = {
  ...Object.fromEntries(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'pdksh', 'ash', 'yash', 'posh', 'hush'].map((n) => [n, byGrammar(SHELL)])),
  csh: byGrammar(CSH), tcsh: byGrammar(CSH),
  fish: byGrammar(FISH),
  cmd,
  powershell, pwsh: powershell,
  python: byGrammar(PYTHON),
  node: byGrammar(NODE),
  bun: byGrammar(BUN),
  deno,
  perl: byGrammar(PERL),
  ruby: byGrammar(RUBY),
  php: byGrammar(PHP),
  osascript: byGrammar(OSASCRIPT),
  lua: byGrammar(LUA),
  rscript: byGrammar(RSCRIPT),
  tclsh: byGrammar(TCLSH), wish: byGrammar(TCLSH),
  awk: byGrammar(AWK),
  sed: byGrammar(SED),
  // su [options] [-] [user [shell arguments]]: the arguments after the user go to the user's shell.
  su: (toks, start, program) => {
    const before = parseOptions(SU, toks, start, program);
    if (before.operand < 0 || before.operand >= toks.length || isParameter(toks[before.operand].text)) return before.found;
    return [...before.found, ...parseOptions(SU, toks, before.operand + 1, program).found];
  },
};

/** Where a tool's parameters become program text, looking through wrappers to the program they start. */
function inlineCode(command: string, args: readonly unknown[]): Finding[] {
  const toks: Token[] = args.map((text, index) => ({ text, index }));
  let program = programName(command);
  let i = 0;
  const via: string[] = [];
  for (let hops = 0; hops < 16 && Object.hasOwn(WRAPPERS, program); hops++) {
    const w = WRAPPERS[program];
    const { operand } = parseOptions(w, toks, i, program);
    if (operand < 0) return [];
    let at = operand;
    while (w.assignments && at < toks.length && typeof toks[at].text === 'string' && /^[A-Za-z_][A-Za-z0-9_]*=/.test(toks[at].text as string)) at++;
    at += w.skip ?? 0;
    if (at >= toks.length || typeof toks[at].text !== 'string') return [];
    if (isParameter(toks[at].text)) return [{ index: toks[at].index, program, how: 'the program it starts', role: 'program' }];
    via.push(program);
    program = programName(toks[at].text as string);
    i = at + 1;
  }
  const read = own(INTERPRETERS, program);
  if (!read) return [];
  const through = via.length ? `, through ${via.join(' ')}` : '';
  return read(toks, i, program).map((f) => ({ ...f, how: `${f.how}${through}` }));
}

export const capToolShell: CapabilityPackRule = {
  meta: { id: 'cap-tool-shell', severity: 'warning', description: 'no tool passes a parameter to a shell or interpreter as the program to run (sh -c {{cmd}}, python {{script}}), directly or through a wrapper (env, sudo, timeout, xargs, …): the model\'s text would become code', docs: DOCS },
  check(ctx, report) {
    for (const t of ctx.tools) {
      const raw = t.raw as { exec?: { command?: unknown; args?: unknown } };
      const command = raw.exec?.command;
      const args = raw.exec?.args;
      if (typeof command !== 'string' || !Array.isArray(args)) continue;
      for (const f of inlineCode(command, args)) {
        const value = showPath(String(args[f.index]));
        const message =
          f.role === 'program'
            ? `${toolLabel(t)} runs ${value} as ${f.how} (${f.program}): whatever the model sends becomes the command; name a fixed program and pass the value as an argument after it`
            : f.role === 'script'
              ? `${toolLabel(t)} runs ${value} as the ${f.program} script or module to run (${f.how}): whatever file the model names becomes the program; run a script of the pack ({{pack_root}}/…) and pass the value after it`
              : `${toolLabel(t)} runs ${value} as ${f.program} code (${f.how}): whatever the model sends becomes a program; keep the program fixed and pass the value as an argument after it, or call a script in the pack`;
        report(message, ctx.toolsPath, ctx.locate(`/tools/${t.index}/exec/args/${f.index}`));
      }
    }
  },
};
