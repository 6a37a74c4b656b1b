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

const PROGRAMS = [
  'sh', 'bash', 'python3', 'node', 'perl', 'awk', 'sed', 'env', 'sudo', 'timeout', 'nice', 'xargs', 'ssh', 'git', 'find', 'flock', 'watch', 'script', 'su', 'chroot', 'nsenter', 'chrt', 'wc', 'grep', 'cmd', 'pwsh',
  'rsync', 'scp', 'sftp', 'parallel', 'strace', 'ltrace', 'gdb', 'valgrind', 'time', 'doas', 'pkexec', 'runuser', 'sg', 'systemd-run',
];
const WORDS = [
  ...PROGRAMS, '-c', '-e', '-lc', '-x', '-o', '-p', '-n', '-t', '-S', '-s', '-i', '-u', '-q', '-D', '22', '5', 'host', '--', ';', '+', '{}', '-exec', '-ok', 'rebase', 'fetch', 'log',
  '--upload-pack', '--exec', '--command', '--rsh', '--args', '-ex', 'submodule', 'foreach', ':::', '::::', 'core.sshCommand=x', 'alias.x=!x', 'user.name=x', 'ProxyCommand=x', 'ProxyCommand x',
  'A=1', 'sh -c', '/C', '-Command', '{{workspace}}', '{{pack_root}}/x.py',
  'GIT_SSH=x', 'GIT_SSH_COMMAND=x', 'core.askPass=x', 'SetEnv=GIT_SSH_COMMAND=x', '-enc', '/E', '-E', '--setenv', '--ssh', '-q',
  '-F', '-I', '--git-dir', '--exec-path', '--template', 'clone', 'init', 'GIT_DIR=x', 'PAGER=x', 'GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=core.pager', 'GIT_CONFIG_KEY_0=user.name',
  'core.hooksPath=x', 'SetEnv=A=1 GIT_SSH_COMMAND=x', 'PKCS11Provider=x',
];
const PARAMETERS = [
  '{{p}}', 'core.sshCommand={{p}}', 'alias.x=!{{p}}', 'ProxyCommand={{p}}', '--rsh={{p}}', 'echo {{p}}',
  'GIT_SSH={{p}}', 'GIT_ASKPASS={{p}}', 'GIT_PAGER={{p}}', 'core.askPass={{p}}', 'SetEnv=GIT_SSH_COMMAND={{p}}', '--ssh={{p}}',
  'GIT_DIR={{p}}', 'LESSOPEN={{p}}', 'GIT_CONFIG_VALUE_0={{p}}', 'GIT_CONFIG_KEY_0={{p}}', 'GIT_CONFIG_PARAMETERS={{p}}', '--git-dir={{p}}', '--exec-path={{p}}', 'SetEnv=A=1 B={{p}}',
  'core.hooksPath={{p}}',
];

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
  const wrappers: [string, ...string[]][] = [
    ['env', 'A=1'], ['nice', '-n', '5'], ['timeout', '5'], ['chroot', '/srv'], ['nsenter', '-t', '1', '-m', '--'], ['sudo', '-u', 'me'], ['find', '.', '-exec'],
    ['strace', '-f', '-o', 'trace.txt'], ['ltrace', '-e', 'malloc'], ['gdb', '-q', '--args'], ['valgrind', '--tool=memcheck'], ['time', '-p'], ['doas', '-u', 'root'], ['pkexec', '--user', 'root'],
    ['runuser', '-u', 'nobody', '--'], ['systemd-run', '--user', '-p', 'MemoryMax=1G', '--'], ['parallel', '-q'], ['git', 'submodule', 'foreach'],
  ];
  fc.assert(
    fc.property(fc.constantFrom(...wrappers), fc.constantFrom(...PROGRAMS), fc.array(anyArg, { maxLength: 10 }), ([wrapper, ...options], command, args) => {
      // find's command ends at ";" (or "{}" "+"), parallel's at ":::": keep those out of the command line they start.
      if (wrapper === 'find' && args.some((a) => a === ';' || a === '+')) return;
      if (wrapper === 'parallel' && args.some((a) => a === ':::' || a === '::::')) return;
      const alone = findings(command, args);
      const shift = options.length + 1;
      const wrapped = findings(wrapper, [...options, command, ...args, ...(wrapper === 'find' ? [';'] : [])]);
      expect(wrapped.map((i) => i - shift)).toEqual(alone);
    }),
    { numRuns: 2000 },
  );
});

test('a parameter in a data place of rsync, scp, sftp or GNU parallel (with a fixed command) is never a finding', () => {
  // Options that take data, or nothing; and the data places: operands, ::: arguments.
  const forms: Record<string, { options: string[]; valued: string[] }> = {
    rsync: { options: ['-a', '-v', '-z', '-avz', '--delete', '-P', '--progress', '-e', 'ssh -p 22', '--rsh=ssh', '--'], valued: ['--exclude', '--include', '--port', '--files-from', '-T', '--chmod', '--backup-dir'] },
    // (-F is no data place: the config file's ProxyCommand runs.)
    scp: { options: ['-r', '-p', '-q', '-C', '-3', '-S', 'ssh', '-o', 'BatchMode=yes', '-oUser=x', '-F', '{{pack_root}}/ssh_config', '--'], valued: ['-P', '-i', '-l', '-J', '-c'] },
    sftp: { options: ['-q', '-C', '-r', '-o', 'BatchMode=yes', '--'], valued: ['-P', '-i', '-b', '-l', '-B', '-R'] },
  };
  const operand = fc.oneof(fc.constant('{{p}}'), fc.constantFrom('src/', 'host:dst', 'a.txt'));
  fc.assert(
    fc.property(
      fc.constantFrom(...Object.keys(forms)),
      fc.array(fc.oneof(fc.constant('opt'), fc.constant('valued')), { maxLength: 5 }),
      fc.array(operand, { minLength: 1, maxLength: 4 }),
      fc.nat(),
      (program, shape, operands, seed) => {
        const { options, valued } = forms[program];
        const args: string[] = [];
        shape.forEach((kind, k) => {
          if (kind === 'valued') args.push(valued[(seed + k) % valued.length], '{{p}}');
          else args.push(options[(seed + k) % options.length]);
        });
        // A "-e"/"-S"/"-o"/"-F" picked last in the options needs its fixed value; "--" only before the operands.
        const cleaned = args.filter((a, k) => a !== '--' || k === args.length - 1);
        const last = cleaned[cleaned.length - 1];
        if (['-e', '-S', '-o', '-F'].includes(last)) cleaned.pop();
        expect(findings(program, [...cleaned, ...operands])).toEqual([]);
      },
    ),
    { numRuns: 2000 },
  );
  fc.assert(
    fc.property(
      fc.constantFrom(['gzip', '-9'], ['wc -l {}'], ['-j', '4', 'grep', 'x'], ['-q', 'grep', '-F', 'x'], ['-k', 'sh', '-c', 'echo "$1"', 'sh']),
      fc.array(fc.oneof(fc.constant('{{p}}'), fc.constantFrom(':::', ':::+', '::::', 'a')), { maxLength: 8 }),
      (command, args) => {
        expect(findings('parallel', [...command, ':::', ...args])).toEqual([]);
      },
    ),
    { numRuns: 1000 },
  );
});

test('a variable a wrapper sets is reported when it names a command git or ssh runs (as a line, as the program, or by a path whose content runs), and only then', () => {
  const commandVariables = [
    'GIT_SSH_COMMAND', 'GIT_EDITOR', 'GIT_SEQUENCE_EDITOR', 'GIT_PAGER', 'GIT_EXTERNAL_DIFF', 'PAGER', 'EDITOR', 'VISUAL', 'LESSOPEN', 'LESSCLOSE', 'BASH_ENV',
    'GIT_SSH', 'GIT_ASKPASS', 'SSH_ASKPASS', 'GIT_PROXY_COMMAND', 'MANPAGER', 'BROWSER',
    'GIT_DIR', 'GIT_COMMON_DIR', 'GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GIT_EXEC_PATH', 'GIT_TEMPLATE_DIR', 'GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_KEY_0',
  ];
  // GIT_CONFIG is read by `git config` alone (as its --file); GIT_WORK_TREE and GIT_CONFIG_COUNT are data.
  const names = fc.constantFrom(...commandVariables, 'GIT_TRACE', 'LANG', 'FOO', 'GIT_CONFIG', 'GIT_WORK_TREE', 'GIT_CONFIG_COUNT', 'SSH_AUTH_SOCK', 'git_ssh', 'LESS', 'MANPATH');
  const setters = fc.constantFrom<(assignment: string) => [string, string[], number]>(
    (a) => ['env', [a, 'git', 'fetch'], 0],
    (a) => ['env', ['-i', 'A=1', a, 'git', 'fetch'], 2],
    (a) => ['sudo', ['-u', 'me', a, 'git', 'push'], 2],
    (a) => ['systemd-run', ['--user', '-E', a, 'git', 'fetch'], 2],
    (a) => ['timeout', ['5', 'env', a, 'ssh-add'], 2],
  );
  fc.assert(
    fc.property(names, fc.constantFrom('{{p}}', '/opt/{{p}}', 'ssh -i {{p}}', 'x'), setters, (name, value, set) => {
      const [command, args, at] = set(`${name}=${value}`);
      const expected = commandVariables.includes(name) && value.includes('{{p}}') ? [at] : [];
      expect(findings(command, args)).toEqual(expected);
    }),
    { numRuns: 1000 },
  );
});
