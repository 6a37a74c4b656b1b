import { DOCS, type CapabilityPackRule } from './types.js';

/** Interpreters and the flags that make their next argument the program text. */
const INLINE_CODE: Readonly<Record<string, readonly string[]>> = {
  sh: ['-c'], bash: ['-c'], dash: ['-c'], zsh: ['-c'], ksh: ['-c'], ash: ['-c'], fish: ['-c'],
  cmd: ['/c', '/C', '/k', '/K'], 'cmd.exe': ['/c', '/C', '/k', '/K'],
  powershell: ['-Command', '-command', '-c'], 'powershell.exe': ['-Command', '-command', '-c'], pwsh: ['-Command', '-command', '-c'],
  python: ['-c'], python3: ['-c'], node: ['-e', '--eval', '-p', '--print'], perl: ['-e', '-E'], ruby: ['-e'], php: ['-r'],
};

const PARAMETER = /^\{\{(?!pack_root\}\}|workspace\}\})[^{}]+\}\}$/;

/**
 * A tool that hands a parameter to an interpreter as its program (`sh -c {{cmd}}`) runs
 * whatever the model writes. The safe form keeps the program fixed and passes the value as
 * data: `sh -c 'grep -- "$1" notes.txt' sh {{pattern}}`, or a script in the pack.
 */
export const capToolShell: CapabilityPackRule = {
  meta: { id: 'cap-tool-shell', severity: 'warning', description: 'no tool passes a parameter to a shell or interpreter as the program to run (sh -c {{cmd}}): the model\'s text would become code', docs: `${DOCS}#cap-tool-shell` },
  check(ctx, report) {
    for (const t of ctx.tools) {
      const raw = t.raw as { name?: unknown; exec?: { command?: unknown; args?: unknown } };
      const command = raw.exec?.command;
      const args = raw.exec?.args;
      if (typeof command !== 'string' || !Array.isArray(args)) continue;
      const program = command.slice(command.lastIndexOf('/') + 1);
      const flags = Object.hasOwn(INLINE_CODE, program) ? INLINE_CODE[program] : null;
      if (!flags) continue;
      for (let i = 0; i + 1 < args.length; i++) {
        const next = args[i + 1];
        if (!flags.includes(args[i] as string) || typeof next !== 'string' || !PARAMETER.test(next)) continue;
        const label = `tools[${t.index}]${typeof raw.name === 'string' ? ` (${raw.name})` : ''}`;
        report(`${label} runs ${next} as ${program} code (${args[i]}): whatever the model sends becomes a program; keep the program fixed and pass the value as an argument after it, or call a script in the pack`, ctx.toolsPath, ctx.locate(`/tools/${t.index}/exec/args/${i + 1}`));
      }
    }
  },
};
