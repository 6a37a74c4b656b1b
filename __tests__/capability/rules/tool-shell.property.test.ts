// Properties of cap-tool-shell's reading of command lines (the table tests are in rules.test.ts):
// only a parameter is ever reported, a finding always points at one, and a wrapper that starts
// a command line does not change what is found in it.
import fc from 'fast-check';
import type { CapabilityPackContext, ToolEntry } from '../../../src/capability/load.js';
import { capToolShell } from '../../../src/capability/rules/tool-shell.js';

/** The args indexes cap-tool-shell reports for one tool running `command args` (the rule locates each finding at /tools/0/exec/args/<i>). */
function findings(command: string, args: unknown[]): number[] {
  const tool: ToolEntry = { index: 0, raw: { name: 't', exec: { command, args } }, schemaProblems: [], execProblems: [] };
  const ctx = { tools: [tool], toolsPath: 'tools.json', locate: (pointer: string) => ({ line: Number(pointer.split('/').pop()) }) } as unknown as CapabilityPackContext;
  const found: number[] = [];
  void capToolShell.check(ctx, (_message, _file, location) => found.push(location!.line!));
  return found;
}

const PROGRAMS = ['sh', 'bash', 'python3', 'node', 'perl', 'awk', 'sed', 'env', 'sudo', 'timeout', 'nice', 'xargs', 'ssh', 'git', 'find', 'flock', 'watch', 'script', 'su', 'chroot', 'nsenter', 'chrt', 'wc', 'grep', 'cmd', 'pwsh'];
const WORDS = [
  ...PROGRAMS, '-c', '-e', '-lc', '-x', '-o', '-p', '-n', '-t', '-S', '22', '5', 'host', '--', ';', '+', '{}', '-exec', '-ok', 'rebase', 'fetch', 'log',
  '--upload-pack', '--exec', '--command', 'core.sshCommand=x', 'alias.x=!x', 'user.name=x', 'A=1', 'sh -c', '/C', '-Command', '{{workspace}}', '{{pack_root}}/x.py',
];
const PARAMETERS = ['{{p}}', 'core.sshCommand={{p}}', 'alias.x=!{{p}}'];

const literal = fc.constantFrom(...WORDS);
const anyArg = fc.oneof({ weight: 6, arbitrary: literal }, { weight: 2, arbitrary: fc.constantFrom(...PARAMETERS) }, { weight: 1, arbitrary: fc.constantFrom(null, 3, ['x']) });

test('a command line with no parameter in it is never a finding (a command line tools.json writes out is the pack\'s own)', () => {
  fc.assert(
    fc.property(fc.constantFrom(...PROGRAMS), fc.array(literal, { maxLength: 12 }), (command, args) => {
      expect(findings(command, args)).toEqual([]);
    }),
    { numRuns: 2000 },
  );
});

test('any args: the rule never throws, and each finding is at an argument holding a parameter', () => {
  fc.assert(
    fc.property(fc.constantFrom(...PROGRAMS), fc.array(anyArg, { maxLength: 12 }), (command, args) => {
      for (const i of findings(command, args)) expect(String(args[i])).toContain('{{p}}');
    }),
    { numRuns: 2000 },
  );
});

test('a wrapper in front of a command line finds what the command line alone finds', () => {
  const wrappers: [string, ...string[]][] = [['env', 'A=1'], ['nice', '-n', '5'], ['timeout', '5'], ['chroot', '/srv'], ['nsenter', '-t', '1', '-m', '--'], ['sudo', '-u', 'me'], ['find', '.', '-exec']];
  fc.assert(
    fc.property(fc.constantFrom(...wrappers), fc.constantFrom(...PROGRAMS), fc.array(anyArg, { maxLength: 10 }), ([wrapper, ...options], command, args) => {
      // find's command ends at ";" (or "{}" "+"): keep those out of the command line it starts.
      if (wrapper === 'find' && args.some((a) => a === ';' || a === '+')) return;
      const alone = findings(command, args);
      const shift = options.length + 1;
      const wrapped = findings(wrapper, [...options, command, ...args, ...(wrapper === 'find' ? [';'] : [])]);
      expect(wrapped.map((i) => i - shift)).toEqual(alone);
    }),
    { numRuns: 2000 },
  );
});
