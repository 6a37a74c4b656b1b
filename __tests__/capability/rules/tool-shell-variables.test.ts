// cap-tool-shell, RuleTester style (as rules.test.ts): the variables, settings and paths through which a
// parameter chooses what a program runs. Each fact was checked against the program (git 2.39, OpenSSH 9.2p1,
// less 590, man-db 2.11, bash 5.2; see command-lines.ts): valid cases give no diagnostic, invalid ones exactly
// the messages listed, one per tool in order.
import path from 'node:path';
import { validateCapabilityPack } from '../../../src/capability/validate.js';
import { makeTempDir } from '../../helpers/tmp.js';

interface Case {
  name: string;
  lines: [string, ...string[]][];
  messages?: RegExp[];
}

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
/** A pack with one tool per command line, each with the parameter {{file}}. */
const runsEach = (lines: [string, ...string[]][]) => ({
  'SKILL.md': SKILL,
  'tools.json': JSON.stringify(
    {
      tools: lines.map(([command, ...args], i) => ({
        name: `t${i}`,
        description: 'Runs it.',
        inputSchema: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] },
        exec: { command, args },
      })),
    },
    null,
    2,
  ),
});
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `tools[i] (ti) runs VALUE as …`, the start of a message, with the rest given as a pattern. */
const at = (i: number, value: string, rest: string) => new RegExp(`^tools\\[${i}\\] \\(t${i}\\) runs ${escape(value)} as ${rest}`);
const CODE_END = ': whatever the model sends becomes a program; write the value out in tools\\.json, or leave the variable out$';
const PATH_END = ': whatever path the model names chooses what runs; ';

const valid: Case[] = [
  {
    name: 'variables read as data (GIT_CONFIG is read by `git config` alone, as its --file: `GIT_CONFIG=f git x` runs no alias of f), GIT_CONFIG_COUNT, a parameter after a written-out command variable',
    lines: [
      ['env', 'GIT_CONFIG={{file}}', 'git', 'config', '--get', 'user.name'],
      ['env', 'GIT_WORK_TREE={{file}}', 'GIT_AUTHOR_NAME={{file}}', 'git', 'status'],
      ['env', 'GIT_CONFIG_COUNT={{file}}', 'git', 'log'],
      ['env', 'PAGER=cat', 'LESSOPEN=|lesspipe %s', 'git', 'log', '--', '{{file}}'],
      ['sudo', 'MANPATH={{file}}', 'man', 'ls'],
    ],
  },
  {
    name: 'git settings from the environment with a fixed key that runs nothing (as git -c user.name={{v}})',
    lines: [
      ['env', 'GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=user.name', 'GIT_CONFIG_VALUE_0={{file}}', 'git', 'commit'],
      ['systemd-run', '-E', 'GIT_CONFIG_COUNT=2', '-E', 'GIT_CONFIG_VALUE_1={{file}}', '--setenv=GIT_CONFIG_KEY_1=user.email', 'git', 'commit'],
      ['env', 'GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=alias.l', 'GIT_CONFIG_VALUE_0=log {{file}}', 'git', 'l'],
    ],
  },
  {
    name: 'paths written out in tools.json (the pack\'s own), git -C (discovery refuses a repository another user owns), git --exec-path alone (prints the path)',
    lines: [
      ['ssh', '-F', '{{pack_root}}/ssh_config', '{{file}}', 'uptime'],
      ['scp', '-F', '{{pack_root}}/ssh_config', '{{file}}', 'host:dst'],
      ['git', '--git-dir={{pack_root}}/repo.git', 'log', '--', '{{file}}'],
      ['git', 'clone', '--template', '{{pack_root}}/tpl', 'https://x.test/r', '{{file}}'],
      ['git', '-c', 'core.hooksPath={{pack_root}}/hooks', 'commit', '-m', '{{file}}'],
      ['env', 'GIT_DIR={{workspace}}/.git', 'git', 'log', '--', '{{file}}'],
      ['git', '-C', '{{file}}', 'status'],
      ['git', '--exec-path', '{{file}}'],
    ],
  },
  {
    name: 'ssh: -o SendEnv names variables (ssh sends their local values), Include is refused after -o ("not supported as a command-line option"), -i is a key, SetEnv written out',
    lines: [
      ['ssh', '-o', 'SendEnv={{file}}', 'host', 'uptime'],
      ['ssh', '-o', 'Include={{file}}', 'host', 'uptime'],
      ['ssh', '-i', '{{file}}', 'host', 'uptime'],
      ['ssh', '-o', 'SetEnv=LANG=C GIT_PAGER=less', '{{file}}', 'uptime'],
    ],
  },
];

const invalid: Case[] = [
  {
    name: 'a variable git, less or bash runs with a shell: PAGER, EDITOR, VISUAL (git\'s fallbacks), LESSOPEN, LESSCLOSE, BASH_ENV',
    lines: [
      ['env', 'PAGER={{file}}', 'git', 'log'],
      ['env', 'EDITOR={{file}}', 'git', 'commit'],
      ['sudo', 'VISUAL=vim {{file}}', 'git', 'commit'],
      ['env', 'LESSOPEN={{file}}', 'less', 'notes.txt'],
      ['systemd-run', '-E', 'LESSCLOSE={{file}}', 'less', 'notes.txt'],
      ['timeout', '5', 'env', 'BASH_ENV={{file}}', 'bash', '{{pack_root}}/x.sh'],
    ],
    messages: [
      at(0, 'PAGER={{file}}', `env code \\(PAGER, a variable whose value git runs with a shell when it pages \\(without GIT_PAGER or core\\.pager\\)\\)${CODE_END}`),
      at(1, 'EDITOR={{file}}', 'env code \\(EDITOR, a variable whose value git runs with a shell as its editor \\(without GIT_EDITOR, core\\.editor or VISUAL\\)\\)'),
      at(2, 'VISUAL=vim {{file}}', 'sudo code \\(VISUAL, a variable whose value git runs with a shell as its editor \\(without GIT_EDITOR or core\\.editor, unless TERM is dumb\\)\\)'),
      at(3, 'LESSOPEN={{file}}', 'env code \\(LESSOPEN, a variable whose value less runs with a shell to read each file \\(its input preprocessor\\)\\)'),
      at(4, 'LESSCLOSE={{file}}', 'systemd-run code \\(-E LESSCLOSE, a variable whose value less runs with a shell after LESSOPEN\'s\\)'),
      at(5, 'BASH_ENV={{file}}', 'env code \\(BASH_ENV, a variable whose value bash expands, running its command substitutions, and reads as a script before the one it starts, through timeout\\)'),
    ],
  },
  {
    name: 'a variable that names the program man or a browser opener starts: MANPAGER (a program and its arguments, no shell), BROWSER',
    lines: [
      ['env', 'MANPAGER={{file}}', 'man', 'ls'],
      ['env', 'BROWSER={{file}}', 'python3', '-m', 'webbrowser', 'https://x.test'],
    ],
    messages: [
      at(0, 'MANPAGER={{file}}', 'the program MANPAGER names, which man starts, with the arguments after it, to show a page \\(env\\): whatever the model sends becomes the command; write the value out in tools\\.json, or leave the variable out$'),
      at(1, 'BROWSER={{file}}', 'the program BROWSER names, which Python\'s webbrowser and sensible-browser start to open a URL \\(env\\)'),
    ],
  },
  {
    name: 'a variable that names a file or folder whose content git runs: GIT_DIR, GIT_COMMON_DIR (no safe.directory check), GIT_CONFIG_GLOBAL, GIT_CONFIG_SYSTEM, GIT_EXEC_PATH, GIT_TEMPLATE_DIR',
    lines: [
      ['env', 'GIT_DIR={{file}}', 'git', 'status'],
      ['sudo', 'GIT_COMMON_DIR={{file}}', 'git', 'log'],
      ['env', 'GIT_CONFIG_GLOBAL={{file}}', 'git', 'fetch'],
      ['systemd-run', '--setenv=GIT_CONFIG_SYSTEM={{file}}', 'git', 'fetch'],
      ['timeout', '5', 'env', 'GIT_EXEC_PATH=/opt/{{file}}', 'git', 'fetch'],
      ['env', 'GIT_TEMPLATE_DIR={{file}}', 'git', 'clone', 'https://x.test/r'],
    ],
    messages: [
      at(0, 'GIT_DIR={{file}}', `the path GIT_DIR names, the repository git uses, whoever owns it: git reads its config, which can set a command git runs \\(core\\.sshCommand, core\\.pager, alias\\.\\*=!…\\), and runs its hooks \\(env\\)${PATH_END}write the value out in tools\\.json, or leave the variable out$`),
      at(1, 'GIT_COMMON_DIR={{file}}', 'the path GIT_COMMON_DIR names, the folder of the repository\'s shared files, whoever owns it: .* \\(sudo\\)'),
      at(2, 'GIT_CONFIG_GLOBAL={{file}}', 'the path GIT_CONFIG_GLOBAL names, a config file git reads, which can set a command git runs \\(core\\.sshCommand, core\\.pager, alias\\.\\*=!…\\) \\(env\\)'),
      at(3, '--setenv=GIT_CONFIG_SYSTEM={{file}}', 'the path --setenv GIT_CONFIG_SYSTEM names, a config file git reads, .* \\(systemd-run\\)'),
      at(4, 'GIT_EXEC_PATH=/opt/{{file}}', 'the path GIT_EXEC_PATH names, the folder git starts its own programs from \\(git-remote-https, git-NAME for git NAME\\) \\(env, through timeout\\)'),
      at(5, 'GIT_TEMPLATE_DIR={{file}}', 'the path GIT_TEMPLATE_DIR names, the folder git init and git clone copy hooks from into the new repository, which git then runs \\(clone runs post-checkout\\) \\(env\\)'),
    ],
  },
  {
    name: 'git\'s options and settings that name such a path: --git-dir (either form), --exec-path=, clone and init --template, -c core.hooksPath, include.path, includeIf.*.path, init.templateDir',
    lines: [
      ['git', '--git-dir={{file}}', 'log'],
      ['git', '--git-dir', '{{file}}', 'log'],
      ['git', '--exec-path={{file}}', 'fetch'],
      ['git', 'clone', '--template={{file}}', 'https://x.test/r'],
      ['git', 'init', '--template', '{{file}}'],
      ['git', '-c', 'core.hooksPath={{file}}', 'commit'],
      ['git', '-c', 'include.path={{file}}', 'log'],
      ['git', '-c', 'includeIf.gitdir:~/w/.path={{file}}', 'log'],
      ['git', '-c', 'init.templateDir={{file}}', 'clone', 'https://x.test/r'],
    ],
    messages: [
      at(0, '--git-dir={{file}}', `the path --git-dir names, the repository git uses, whoever owns it: .* \\(git\\)${PATH_END}write the path out in tools\\.json \\(a file or folder of the pack: \\{\\{pack_root\\}\\}/…\\), or leave the option out$`),
      at(1, '{{file}}', 'the path --git-dir names, the repository git uses'),
      at(2, '--exec-path={{file}}', 'the path --exec-path names, the folder git starts its own programs from'),
      at(3, '--template={{file}}', 'the path --template names, the folder git init and git clone copy hooks from .* \\(git clone\\)'),
      at(4, '{{file}}', 'the path --template names, .* \\(git init\\)'),
      at(5, 'core.hooksPath={{file}}', `the path -c core\\.hooksPath names, the folder git runs its hooks from \\(git\\)${PATH_END}write the setting out in tools\\.json, or leave it out$`),
      at(6, 'include.path={{file}}', 'the path -c include\\.path names, a config file git reads, which can set a command git runs'),
      at(7, 'includeIf.gitdir:~/w/.path={{file}}', 'the path -c includeIf\\.gitdir:~/w/\\.path names, a config file git reads'),
      at(8, 'init.templateDir={{file}}', 'the path -c init\\.templateDir names, the folder git init and git clone copy hooks from'),
    ],
  },
  {
    name: 'git settings from the environment: a key from a parameter, a value for a key git runs (a line, a program, a path, an alias\'s "!"), a value whose key is not written, GIT_CONFIG_PARAMETERS (a value there can close its quote)',
    lines: [
      ['env', 'GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0={{file}}', 'GIT_CONFIG_VALUE_0=x', 'git', 'log'],
      ['env', 'GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=core.sshCommand', 'GIT_CONFIG_VALUE_0={{file}}', 'git', 'fetch'],
      ['systemd-run', '-E', 'GIT_CONFIG_COUNT=1', '-E', 'GIT_CONFIG_KEY_0=core.askPass', '-E', 'GIT_CONFIG_VALUE_0={{file}}', 'git', 'push'],
      ['sudo', 'GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=Core.HooksPath', 'GIT_CONFIG_VALUE_0={{file}}', 'git', 'commit'],
      ['env', 'GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=alias.x', 'GIT_CONFIG_VALUE_0={{file}}', 'git', 'x'],
      ['env', 'GIT_CONFIG_COUNT=1', 'GIT_CONFIG_VALUE_0={{file}}', 'git', 'log'],
      ['env', "GIT_CONFIG_PARAMETERS='user.name'='{{file}}'", 'git', 'commit'],
      ['env', 'GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0={{file}}', 'GIT_CONFIG_VALUE_0={{file}}', 'git', 'log'],
    ],
    messages: [
      at(0, 'GIT_CONFIG_KEY_0={{file}}', `env code \\(GIT_CONFIG_KEY_0, the key of a setting git takes from the environment as it takes one from -c, which can name a command git runs with a shell \\(core\\.sshCommand, core\\.pager, alias\\.\\*=!…\\)\\)${CODE_END}`),
      at(1, 'GIT_CONFIG_VALUE_0={{file}}', `env code \\(GIT_CONFIG_VALUE_0 \\(core\\.sshCommand\\), which git runs with a shell\\)${CODE_END}`),
      at(2, 'GIT_CONFIG_VALUE_0={{file}}', 'the program -E GIT_CONFIG_VALUE_0 \\(core\\.askPass\\) names, which git starts to ask for a password \\(systemd-run\\)'),
      at(3, 'GIT_CONFIG_VALUE_0={{file}}', 'the path GIT_CONFIG_VALUE_0 \\(Core\\.HooksPath\\) names, the folder git runs its hooks from \\(sudo\\)'),
      at(4, 'GIT_CONFIG_VALUE_0={{file}}', 'env code \\(GIT_CONFIG_VALUE_0 \\(alias\\.x\\), which git runs with a shell\\)'),
      at(5, 'GIT_CONFIG_VALUE_0={{file}}', 'env code \\(GIT_CONFIG_VALUE_0, the value of a setting git takes from the environment whose key \\(GIT_CONFIG_KEY_0\\) is not written out with it: any setting, one git runs too\\)'),
      at(6, "GIT_CONFIG_PARAMETERS='user.name'='{{file}}'", 'env code \\(GIT_CONFIG_PARAMETERS, settings git takes from the environment as it takes those of -c, each in single quotes that a value can close to add a setting of its own \\(core\\.sshCommand, alias\\.\\*=!…\\)\\)'),
      at(7, 'GIT_CONFIG_KEY_0={{file}}', 'env code \\(GIT_CONFIG_KEY_0, the key of a setting'),
      at(7, 'GIT_CONFIG_VALUE_0={{file}}', 'env code \\(GIT_CONFIG_VALUE_0, the value of a setting whose key \\(GIT_CONFIG_KEY_0\\) the model chooses too\\)'),
    ],
  },
  {
    name: 'a variable that makes a program load code its value names: LD_PRELOAD, LD_AUDIT, NODE_OPTIONS (--require), PYTHONPATH, PERL5OPT (-M), RUBYOPT (-r), JAVA_TOOL_OPTIONS (-javaagent), through env, sudo and systemd-run',
    lines: [
      ['env', 'LD_PRELOAD={{file}}', 'ls'],
      ['sudo', 'LD_AUDIT=/tmp/{{file}}', 'ls'],
      ['env', 'NODE_OPTIONS=--require {{file}}', 'node', 'app.js'],
      ['systemd-run', '-E', 'PYTHONPATH={{file}}', 'python3', 'x.py'],
      ['env', 'PERL5OPT=-M{{file}}', 'perl', 'x.pl'],
      ['env', 'RUBYOPT=-r{{file}}', 'ruby', 'x.rb'],
      ['env', 'JAVA_TOOL_OPTIONS=-javaagent:{{file}}', 'java', '-jar', 'x.jar'],
      ['env', 'JDK_JAVA_OPTIONS=-javaagent:{{file}}', 'java', '-jar', 'x.jar'],
    ],
    messages: [
      at(0, 'LD_PRELOAD={{file}}', `env code \\(LD_PRELOAD, a variable whose value the dynamic loader loads into every program it starts, before the program itself\\)${CODE_END}`),
      at(1, 'LD_AUDIT=/tmp/{{file}}', 'sudo code \\(LD_AUDIT, a variable whose value the dynamic loader loads'),
      at(2, 'NODE_OPTIONS=--require {{file}}', 'env code \\(NODE_OPTIONS, a variable whose value node reads as options before its own \\(--require FILE and --import load code\\)\\)'),
      at(3, 'PYTHONPATH={{file}}', 'systemd-run code \\(-E PYTHONPATH, a variable whose value python searches first'),
      at(4, 'PERL5OPT=-M{{file}}', 'env code \\(PERL5OPT, a variable whose value perl reads as switches'),
      at(5, 'RUBYOPT=-r{{file}}', 'env code \\(RUBYOPT, a variable whose value ruby reads as options'),
      at(6, 'JAVA_TOOL_OPTIONS=-javaagent:{{file}}', 'env code \\(JAVA_TOOL_OPTIONS, a variable whose value the JVM reads as options'),
      at(7, 'JDK_JAVA_OPTIONS=-javaagent:{{file}}', 'env code \\(JDK_JAVA_OPTIONS, a variable whose value the java launcher reads as options'),
    ],
  },
  {
    name: 'systemd-run -E from a parameter: the model names the variable and its value',
    lines: [['systemd-run', '--user', '-E', '{{file}}', 'git', 'fetch']],
    messages: [at(0, '{{file}}', 'systemd-run code \\(-E, a variable the model names and sets: GIT_SSH_COMMAND, GIT_CONFIG_PARAMETERS and others make git run a command\\): whatever the model sends becomes a program; write the variable out in tools\\.json, or leave it out$')],
  },
  {
    name: 'ssh, scp, sftp, autossh -F (a config file: ProxyCommand, LocalCommand, Match exec), ssh -I and -o PKCS11Provider (a library ssh loads); attached, after the destination, in a path',
    lines: [
      ['ssh', '-F', '{{file}}', 'host', 'uptime'],
      ['ssh', '-F/etc/ssh/{{file}}', 'host'],
      ['scp', '-F', '{{file}}', 'a.txt', 'host:b'],
      ['sftp', '-F', '{{file}}', 'host'],
      ['autossh', '-M', '0', '-F', '{{file}}', 'host'],
      ['ssh', 'host', '-F', '{{file}}', 'uptime'],
      ['ssh', '-I', '{{file}}', 'host'],
      ['ssh', '-o', 'PKCS11Provider={{file}}', 'host'],
      ['env', 'GIT_SSH_COMMAND=ssh -F {{file}}', 'git', 'fetch'],
    ],
    messages: [
      at(0, '{{file}}', `the path -F names, a config file whose ProxyCommand, LocalCommand or Match exec ssh runs with a shell \\(ssh\\)${PATH_END}write the path out in tools\\.json \\(a file of the pack: \\{\\{pack_root\\}\\}/…\\), or leave the option out$`),
      at(1, '-F/etc/ssh/{{file}}', 'the path -F names, a config file whose ProxyCommand'),
      at(2, '{{file}}', 'the path -F names, a config file .* \\(scp\\)'),
      at(3, '{{file}}', 'the path -F names, a config file .* \\(sftp\\)'),
      at(4, '{{file}}', 'the path -F names, a config file .* \\(autossh\\)'),
      at(5, '{{file}}', 'the path -F names, a config file .* \\(ssh\\)'),
      at(6, '{{file}}', 'the path -I names, the PKCS#11 library ssh loads \\(ssh\\)'),
      at(7, 'PKCS11Provider={{file}}', 'the path -o PKCS11Provider names, the PKCS#11 library ssh loads \\(ssh\\)'),
      at(8, 'GIT_SSH_COMMAND=ssh -F {{file}}', 'env code \\(GIT_SSH_COMMAND, a variable whose value git runs with a shell\\)'),
    ],
  },
  {
    name: 'ssh -o SetEnv: a command variable after others (ssh splits the value at blanks, `ssh -G` shows two), and a parameter in any variable\'s value, which can add one',
    lines: [
      ['ssh', '-o', 'SetEnv=FOO=1 GIT_SSH_COMMAND={{file}}', 'host', 'git', 'fetch'],
      ['ssh', '-o', 'SetEnv FOO="a b" GIT_PAGER="{{file}}"', 'host', 'git', 'log'],
      ['ssh', '-o', 'SetEnv=LANG={{file}}', 'host', 'uptime'],
      ['scp', '-oSetEnv=LANG="{{file}}"', 'a', 'host:b'],
    ],
    messages: [
      at(0, 'SetEnv=FOO=1 GIT_SSH_COMMAND={{file}}', 'ssh code \\(-o SetEnv, which sets, for the remote side where its sshd accepts it \\(AcceptEnv\\), a variable whose value a program there runs \\(GIT_SSH_COMMAND for git\\)\\): whatever the model sends becomes a program; write the setting out in tools\\.json, or leave it out$'),
      // A value with quotes is shown as JSON (showPath).
      at(1, JSON.stringify('SetEnv FOO="a b" GIT_PAGER="{{file}}"'), 'ssh code \\(-o SetEnv, which sets, for the remote side'),
      at(2, 'SetEnv=LANG={{file}}', 'ssh code \\(-o SetEnv, whose NAME=value words ssh splits at blanks that no quote or backslash keeps: a value with a blank, a quote or a backslash adds a variable, such as GIT_SSH_COMMAND, for the remote side where its sshd accepts it \\(AcceptEnv\\)\\)'),
      at(3, JSON.stringify('-oSetEnv=LANG="{{file}}"'), 'scp code \\(-o SetEnv, whose NAME=value words ssh splits'),
    ],
  },
  {
    name: 'ssh -o SetEnv is split as ssh splits it (`ssh -G`): a backslash or quotes keep a blank, so GIT_SSH_COMMAND= there is the text of A; an escaped quote or backslash does not',
    lines: [
      ['ssh', '-o', 'SetEnv=A=x\\ GIT_SSH_COMMAND={{file}}', 'host', 'git', 'fetch'],
      ['ssh', '-o', "SetEnv=A='x GIT_SSH_COMMAND={{file}}'", 'host', 'git', 'fetch'],
      ['ssh', '-o', 'SetEnv=A=\\"x GIT_SSH_COMMAND={{file}}', 'host', 'git', 'fetch'],
      ['ssh', '-o', 'SetEnv=A=x\\\\ GIT_SSH_COMMAND={{file}}', 'host', 'git', 'fetch'],
    ],
    messages: [
      at(0, JSON.stringify('SetEnv=A=x\\ GIT_SSH_COMMAND={{file}}'), 'ssh code \\(-o SetEnv, whose NAME=value words ssh splits at blanks'),
      at(1, "SetEnv=A='x GIT_SSH_COMMAND={{file}}'", 'ssh code \\(-o SetEnv, whose NAME=value words ssh splits at blanks'),
      at(2, JSON.stringify('SetEnv=A=\\"x GIT_SSH_COMMAND={{file}}'), 'ssh code \\(-o SetEnv, which sets, for the remote side where its sshd accepts it \\(AcceptEnv\\), a variable whose value a program there runs'),
      at(3, JSON.stringify('SetEnv=A=x\\\\ GIT_SSH_COMMAND={{file}}'), 'ssh code \\(-o SetEnv, which sets, for the remote side where its sshd accepts it \\(AcceptEnv\\), a variable whose value a program there runs'),
    ],
  },
];

const tmp = makeTempDir('packwright-toolshell-vars-');
afterAll(() => tmp.cleanup());
let n = 0;
async function run(c: Case) {
  const dir = path.join(tmp.dir, `case-${n++}`);
  for (const [rel, text] of Object.entries(runsEach(c.lines))) tmp.write(path.relative(tmp.dir, path.join(dir, rel)), text);
  return (await validateCapabilityPack(dir, {})).filter((d) => d.rule === 'cap-tool-shell');
}

describe('cap-tool-shell: variables, settings and paths', () => {
  test.each(valid.map((c) => [c.name, c] as const))('valid: %s', async (_n, c) => {
    expect(await run(c)).toEqual([]);
  });
  test.each(invalid.map((c) => [c.name, c] as const))('invalid: %s', async (_n, c) => {
    const diags = await run(c);
    expect(diags.map((d) => d.message)).toEqual(c.messages!.map((m) => expect.stringMatching(m)));
  });
});
