// Redaction of the settings git takes, from -c and from the environment (GIT_CONFIG_KEY_<n>/GIT_CONFIG_VALUE_<n>,
// GIT_CONFIG_PARAMETERS), and of the variables and ssh settings command-lines.ts adds (PAGER, LESSOPEN, SetEnv with
// several variables, systemd-run --setenv): a header such as http.extraHeader's `Authorization: token …` is a
// secret, and so is a password inside a value git runs as a command line.
import fc from 'fast-check';
import { sshConfigWords } from '../../src/capability/command-lines.js';
import { redact, redactMessage, REDACTED } from '../../src/capability/redact.js';

const R = REDACTED;
type Row = [string | undefined, string[], string[]];
const argsOf = (command: string | undefined, args: string[]) => (redact(command === undefined ? { args } : { command, args }) as { args: string[] }).args;

describe('redact: settings git takes, and the variables and settings that hold a command line', () => {
  test.each<Row>([
    // git -c KEY=VALUE (attached, clone -c, --config=): a value is a text of its own, where a header stands at the start.
    ['git', ['-c', 'http.extraHeader=Authorization: token hunter2', 'fetch'], ['-c', `http.extraHeader=Authorization: ${R}`, 'fetch']],
    ['git', ['-chttp.https://x.test/.extraheader=PRIVATE-TOKEN: hunter2', 'fetch'], [`-chttp.https://x.test/.extraheader=PRIVATE-TOKEN: ${R}`, 'fetch']],
    ['git', ['clone', '--config=http.extraHeader=X-Api-Key: hunter2', 'url'], ['clone', `--config=http.extraHeader=X-Api-Key: ${R}`, 'url']],
    ['git', ['clone', '-c', 'http.extraHeader=Cookie: sid=hunter2', 'url'], ['clone', '-c', `http.extraHeader=Cookie: ${R}`, 'url']],
    [undefined, ['sudo', 'git', '-c', 'http.extraheader=Proxy-Authorization: Basic hunter2', 'push'], ['sudo', 'git', '-c', `http.extraheader=Proxy-Authorization: ${R}`, 'push']],
    // GIT_CONFIG_VALUE_<n>: a text of its own too, and a command line when GIT_CONFIG_KEY_<n> is a setting git runs (or none is written).
    ['env', ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=http.extraHeader', 'GIT_CONFIG_VALUE_0=Authorization: token hunter2', 'git', 'fetch'], ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=http.extraHeader', `GIT_CONFIG_VALUE_0=Authorization: ${R}`, 'git', 'fetch']],
    ['systemd-run', ['-E', 'GIT_CONFIG_KEY_0=http.extraHeader', '-EGIT_CONFIG_VALUE_0=Authorization: Bearer hunter2', 'git', 'fetch'], ['-E', 'GIT_CONFIG_KEY_0=http.extraHeader', `-EGIT_CONFIG_VALUE_0=Authorization: ${R}`, 'git', 'fetch']],
    ['systemd-run', ['--setenv=GIT_CONFIG_VALUE_0=X-Auth-Token: hunter2', '--setenv=GIT_CONFIG_KEY_0=http.extraHeader', 'git', 'fetch'], [`--setenv=GIT_CONFIG_VALUE_0=X-Auth-Token: ${R}`, '--setenv=GIT_CONFIG_KEY_0=http.extraHeader', 'git', 'fetch']],
    ['env', ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=core.sshCommand', 'GIT_CONFIG_VALUE_0=sshpass -p hunter2 ssh', 'git', 'fetch'], ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=core.sshCommand', `GIT_CONFIG_VALUE_0=sshpass -p ${R} ssh`, 'git', 'fetch']],
    ['env', ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=alias.x', 'GIT_CONFIG_VALUE_0=!mysql -phunter2 db', 'git', 'x'], ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=alias.x', `GIT_CONFIG_VALUE_0=!mysql -p${R} db`, 'git', 'x']],
    ['env', ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_VALUE_0=sshpass -p hunter2 ssh', 'git', 'fetch'], ['GIT_CONFIG_COUNT=1', `GIT_CONFIG_VALUE_0=sshpass -p ${R} ssh`, 'git', 'fetch']],
    // GIT_CONFIG_PARAMETERS: 'key'='value' pairs (or 'key=value'), each value read as above; a pair that changed is written back as 'key=value'.
    ['env', ["GIT_CONFIG_PARAMETERS='http.extraheader'='Authorization: token hunter2' 'user.name'='Ann'", 'git', 'fetch'], [`GIT_CONFIG_PARAMETERS='http.extraheader=Authorization: ${R}' 'user.name'='Ann'`, 'git', 'fetch']],
    ['env', ["GIT_CONFIG_PARAMETERS='core.sshcommand'='sshpass -p hunter2 ssh'", 'git', 'fetch'], [`GIT_CONFIG_PARAMETERS='core.sshcommand=sshpass -p ${R} ssh'`, 'git', 'fetch']],
    ['env', ["GIT_CONFIG_PARAMETERS='alias.x=!mysql -phunter2' 'core.pager'='less'", 'git', 'x'], [`GIT_CONFIG_PARAMETERS='alias.x=!mysql -p${R}' 'core.pager'='less'`, 'git', 'x']],
    // Inside a shell line.
    ['sh', ['-c', "GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=http.extraHeader GIT_CONFIG_VALUE_0='Authorization: token hunter2' git fetch"], ['-c', `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=http.extraHeader 'GIT_CONFIG_VALUE_0=Authorization: ${R}' git fetch`]],
    ['sh', ['-c', "git -c http.extraHeader='Authorization: token hunter2' fetch"], ['-c', `git -c 'http.extraHeader=Authorization: ${R}' fetch`]],
    // Variables a program runs with a shell, as assignment words and as systemd-run --setenv=.
    ['env', ['PAGER=sshpass -p hunter2 less', 'git', 'log'], [`PAGER=sshpass -p ${R} less`, 'git', 'log']],
    ['env', ['LESSOPEN=||mysql -phunter2 -e "select 1"', 'less', 'f'], [`LESSOPEN=||mysql -p${R} -e "select 1"`, 'less', 'f']],
    ['systemd-run', ['--setenv=GIT_SSH_COMMAND=sshpass -p hunter2 ssh', 'git', 'fetch'], [`--setenv=GIT_SSH_COMMAND=sshpass -p ${R} ssh`, 'git', 'fetch']],
    // ssh -o SetEnv: a command variable after others, its value quoted.
    ['ssh', ['-o', 'SetEnv=FOO=1 GIT_SSH_COMMAND="sshpass -p hunter2 ssh"', 'host', 'git', 'fetch'], ['-o', `SetEnv=FOO=1 GIT_SSH_COMMAND="sshpass -p ${R} ssh"`, 'host', 'git', 'fetch']],
    ['ssh', ['-o', "SetEnv LANG=C GIT_PAGER='mysql -phunter2'", 'host'], ['-o', `SetEnv LANG=C GIT_PAGER='mysql -p${R}'`, 'host']],
    // SetEnv's words as ssh splits them (`ssh -G`): backslash-escaped blanks keep one value, which git then splits again; a secret-named variable.
    ['ssh', ['-o', 'SetEnv=GIT_SSH_COMMAND=sshpass\\ -p\\ hunter2\\ ssh', 'host', 'git', 'fetch'], ['-o', `SetEnv=GIT_SSH_COMMAND=sshpass\\ -p\\ ${R}\\ ssh`, 'host', 'git', 'fetch']],
    ['scp', ['-oSetEnv=LANG=C\\ x GIT_PAGER=mysql\\ -phunter2', 'a', 'host:b'], [`-oSetEnv=LANG=C\\ x GIT_PAGER=mysql\\ -p${R}`, 'a', 'host:b']],
    ['ssh', ['-o', 'SetEnv=API_TOKEN=hunter2 B="x y"', 'host'], ['-o', `SetEnv=API_TOKEN=${R} B="x y"`, 'host']],
    ['ssh', ['-o', "SetEnv 'PGPASSWORD=hunter2'", 'host'], ['-o', `SetEnv PGPASSWORD=${R}`, 'host']],
    // A header that a remote shell splits into words (ssh joins its command's words with spaces): the words its value takes are hidden.
    ['ssh', ['host', 'git -c http.extraHeader=Authorization: token hunter2 fetch'], ['host', `git -c http.extraHeader=Authorization: token ${R} fetch`]],
    ['ssh', ['-p', '22', 'host', 'git', '-c', 'http.extraHeader=Authorization:', 'Bearer', 'hunter2', 'fetch'], ['-p', '22', 'host', 'git', '-c', 'http.extraHeader=Authorization:', 'Bearer', R, 'fetch']],
    ['ssh', ['host', 'cd r && git', '-c', 'http.extraHeader=PRIVATE-TOKEN:', 'hunter2', 'pull'], ['host', 'cd r && git', '-c', 'http.extraHeader=PRIVATE-TOKEN:', R, 'pull']],
    ['ssh', ['host', 'git', '-c', 'http.extraHeader=Authorization: token', 'hunter2', 'fetch'], ['host', 'git', '-c', `http.extraHeader=Authorization: ${R}`, R, 'fetch']],
    ['sh', ['-c', 'git -c http.extraHeader=Authorization:\\ Basic hunter2 fetch'], ['-c', `git -c 'http.extraHeader=Authorization: ${R}' ${R} fetch`]],
    // No scheme it knows: the two words after the header, which may be a scheme and its credentials.
    ['ssh', ['host', 'curl -H Authorization: hunter2 https://x.test'], ['host', `curl -H Authorization: ${R} ${R}`]],
    // ssh -F and -I take a path: the line after the destination is found past them.
    ['ssh', ['-F', 'cfg', '-I', 'lib.so', 'host', 'mysql', '-phunter2'], ['-F', 'cfg', '-I', 'lib.so', 'host', 'mysql', `-p${R}`]],
    ['ssh', ['-Fcfg', '-tI', 'lib.so', 'host', 'mysql -phunter2'], ['-Fcfg', '-tI', 'lib.so', 'host', `mysql -p${R}`]],
  ])('hidden: %s %j → %j', (command, args, expected) => {
    const out = argsOf(command, args);
    expect(out).toEqual(expected);
    expect(JSON.stringify(out)).not.toContain('hunter2');
    const inputs = command === undefined ? { args } : { command, args };
    expect(redactMessage(`failed: ${args.join(' ')}`, inputs)).not.toContain('hunter2');
  });

  test.each<[string, string[]]>([
    ['git', ['-c', 'user.name=Ann', '-c', 'http.extraHeader=X-Trace: 1', 'fetch']],
    ['git', ['-c', 'core.hooksPath=/opt/hooks', '-c', 'include.path=/etc/x.cfg', 'commit']],
    ['env', ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=user.name', 'GIT_CONFIG_VALUE_0=Ann Lee', 'git', 'commit']],
    ['env', ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=core.sshCommand', 'GIT_CONFIG_VALUE_0=ssh -p 2222', 'git', 'fetch']],
    ['env', ["GIT_CONFIG_PARAMETERS='user.name'='Ann' 'core.pager'='less -R'", 'git', 'log']],
    ['env', ['PAGER=less -R', 'LESSOPEN=|lesspipe %s', 'git', 'log']],
    ['ssh', ['-F', 'cfg', '-I', 'lib.so', '-p', '2222', 'host', 'uptime']],
    ['ssh', ['-o', 'SetEnv=FOO=1 GIT_SSH_COMMAND="ssh -p 2222"', 'host', 'git', 'fetch']],
    // SetEnv as ssh splits it: here GIT_SSH_COMMAND=… is text inside A's value, which no program runs.
    ['ssh', ['-o', 'SetEnv=A="x GIT_SSH_COMMAND=sshpass -p 2222 ssh"', 'host', 'uptime']],
    ['ssh', ['-o', 'SetEnv=A=x\\ GIT_SSH_COMMAND=sshpass\\ -p\\ 2222', 'host', 'uptime']],
    // A header whose value its own word holds: the words after it are the command's.
    ['ssh', ['host', 'git -c "http.extraHeader=X-Trace: 1" fetch origin']],
  ])('kept: %s %j', (command, args) => {
    expect(argsOf(command, args)).toEqual(args);
  });

  test('a message quoting the token of a header the remote shell splits off is scrubbed of it', () => {
    const inputs = { command: 'ssh', args: ['host', 'git', '-c', 'http.extraHeader=Authorization: token S3cretPw'] };
    expect(argsOf(inputs.command, inputs.args)).toEqual(['host', 'git', '-c', `http.extraHeader=Authorization: ${REDACTED}`]);
    expect(redactMessage("git: 'token' is not a git command; remote: S3cretPw", inputs)).toBe(`git: 'token' is not a git command; remote: ${REDACTED}`);
  });

  test('property: SetEnv written with quotes or backslashes keeps its words as ssh splits them, less the secrets', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{8,16}$/).map((x) => `Zq${x}`);
    const plain = fc.stringMatching(/^[A-Za-z0-9 '"\\#,.-]{0,10}$/);
    const doubled = (w: string) => `"${w.replace(/["\\]/g, '\\$&')}"`;
    const spelled = fc.constantFrom(
      doubled,
      (w: string) => `'${w.replace(/['\\]/g, '\\$&')}'`,
      (w: string) => (w.endsWith(' ') ? doubled(w) : w.replace(/[ "'\\]/g, '\\$&')),
      (w: string) => { const eq = w.indexOf('='); return `${w.slice(0, eq + 1)}${doubled(w.slice(eq + 1))}`; },
    );
    /** A variable holding the secret: by its name, or as a password in a command line a program there runs. */
    const holder = fc.constantFrom((s: string) => `API_TOKEN=${s}`, (s: string) => `PGPASSWORD=${s}`, (s: string) => `GIT_SSH_COMMAND=sshpass -p ${s} ssh`, (s: string) => `GIT_PAGER=mysql -p${s} db`);
    const other = fc.tuple(fc.constantFrom('LANG', 'FOO', 'A_B'), plain).map(([n, v]) => `${n}=${v}`);
    fc.assert(
      fc.property(secret, holder, fc.array(other, { maxLength: 3 }), fc.nat(3), fc.array(spelled, { minLength: 4, maxLength: 4 }), fc.constantFrom('SetEnv=', 'SetEnv ', 'setenv = '), (s, hold, others, at, spell, key) => {
        const words = [...others];
        words.splice(Math.min(at, words.length), 0, hold(s));
        const value = words.map((w, k) => spell[k % 4](w)).join(' ');
        const [, shown] = argsOf('ssh', ['-o', `${key}${value}`, 'host', 'git', 'fetch']);
        expect(shown).not.toContain(s);
        expect(shown.startsWith(key)).toBe(true);
        expect(sshConfigWords(shown.slice(key.length)).map((w) => w.text.split('=')[0])).toEqual(words.map((w) => w.split('=')[0]));
      }),
      { numRuns: 500 },
    );
  });

  test('a message quoting a header given to git is scrubbed of it', () => {
    const inputs = { command: 'env', args: ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=http.extraHeader', 'GIT_CONFIG_VALUE_0=Authorization: token S3cretPw', 'git', 'fetch'] };
    expect(redactMessage('fatal: header "Authorization: token S3cretPw" refused', inputs)).not.toContain('S3cretPw');
    expect(redactMessage('fatal: bad config value token S3cretPw', inputs)).toBe(`fatal: bad config value ${REDACTED}`);
  });

  test('property: a generated secret in a header git is given, or in a command line of a setting or variable, never reaches the log or a message', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{8,16}$/).map((x) => `Zq${x}`);
    const header = fc.constantFrom('Authorization', 'Proxy-Authorization', 'X-Api-Key', 'PRIVATE-TOKEN', 'Cookie', 'X-Auth-Token', 'authorization');
    const scheme = fc.constantFrom((s: string) => `token ${s}`, (s: string) => `Bearer ${s}`, (s: string) => `Basic ${s}`, (s: string) => s);
    const key = fc.constantFrom('http.extraHeader', 'http.https://x.test/.extraheader', 'HTTP.EXTRAHEADER');
    const pairs = fc.array(fc.constantFrom("'user.name'='Ann'", "'core.pager'='less -R'", "'color.ui=auto'"), { maxLength: 2 });
    const words = fc.array(fc.constantFrom('fetch', 'origin', '-v', '--', 'x'), { maxLength: 3 });
    /** Where the header stands: `h` is `Name: value`, `k` the setting's key. */
    const headerPlaces = fc.constantFrom<(h: string, k: string, before: string[], after: string[]) => { command?: string; args: string[] }>(
      (h, k, b, a) => ({ command: 'git', args: [...b.filter((w) => w !== '--'), '-c', `${k}=${h}`, ...a] }),
      (h, k) => ({ command: 'git', args: [`-c${k}=${h}`, 'fetch'] }),
      (h, k, b) => ({ command: 'git', args: ['clone', `--config=${k}=${h}`, ...b, 'url'] }),
      (h, k, b, a) => ({ command: 'env', args: ['GIT_CONFIG_COUNT=1', `GIT_CONFIG_KEY_0=${k}`, `GIT_CONFIG_VALUE_0=${h}`, 'git', ...a] }),
      (h, k, b, a) => ({ command: 'sudo', args: ['-u', 'me', `GIT_CONFIG_VALUE_3=${h}`, 'GIT_CONFIG_COUNT=4', `GIT_CONFIG_KEY_3=${k}`, 'git', ...a] }),
      (h, k) => ({ command: 'systemd-run', args: ['--user', '-E', `GIT_CONFIG_KEY_0=${k}`, '-E', `GIT_CONFIG_VALUE_0=${h}`, 'git', 'fetch'] }),
      (h) => ({ args: ['env', `GIT_CONFIG_VALUE_0=${h}`, 'git', 'fetch'] }),
      (h, k) => ({ command: 'sh', args: ['-c', `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=${k} GIT_CONFIG_VALUE_0='${h}' git fetch`] }),
      (h, k) => ({ command: 'bash', args: ['-lc', `cd repo && git -c '${k}=${h}' pull`] }),
      // ssh joins its command's words with spaces, and the remote shell splits the header.
      (h, k, b, a) => ({ command: 'ssh', args: ['host', 'git', '-c', `${k}=${h}`, ...a] }),
      (h, k, b, a) => ({ command: 'ssh', args: ['-p', '22', 'host', `cd repo && git -c ${k}=${h} ${a.join(' ')}`] }),
      (h, k) => ({ command: 'autossh', args: ['-M', '0', 'host', 'git', '-c', `${k}=${h.replace(/ /g, "' '")}`, 'fetch'] }),
    );
    fc.assert(
      fc.property(secret, header, scheme, key, words, words, headerPlaces, (s, name, value, k, before, after, place) => {
        const inputs = place(`${name}: ${value(s)}`, k, before, after);
        expect(JSON.stringify(redact(inputs))).not.toContain(s);
        expect(redactMessage(`failed: ${inputs.args.join(' ')}`, inputs)).not.toContain(s);
      }),
      { numRuns: 1000 },
    );
    /** A command line holding the secret as a password, and where it stands: a setting git runs, GIT_CONFIG_PARAMETERS, a variable, ssh SetEnv. */
    const linePlaces = fc.constantFrom<(line: string, pairs: string[]) => { command?: string; args: string[] }>(
      (l) => ({ command: 'env', args: ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=core.sshCommand', `GIT_CONFIG_VALUE_0=${l}`, 'git', 'fetch'] }),
      (l) => ({ command: 'env', args: ['GIT_CONFIG_COUNT=1', 'GIT_CONFIG_KEY_0=alias.x', `GIT_CONFIG_VALUE_0=!${l}`, 'git', 'x'] }),
      (l) => ({ command: 'env', args: [`GIT_CONFIG_VALUE_0=${l}`, 'git', 'fetch'] }),
      (l, p) => ({ command: 'env', args: [`GIT_CONFIG_PARAMETERS=${[...p, `'core.sshcommand'='${l.replace(/'/g, `'\\''`)}'`, ...p].join(' ')}`, 'git', 'fetch'] }),
      (l, p) => ({ command: 'env', args: [`GIT_CONFIG_PARAMETERS=${[...p, `'alias.x=!${l.replace(/'/g, `'\\''`)}'`].join(' ')}`, 'git', 'x'] }),
      (l) => ({ command: 'env', args: [`PAGER=${l}`, 'git', 'log'] }),
      (l) => ({ command: 'env', args: [`LESSOPEN=|${l} %s`, 'less', 'f'] }),
      (l) => ({ command: 'sudo', args: [`EDITOR=${l}`, 'git', 'commit'] }),
      (l) => ({ command: 'systemd-run', args: [`--setenv=VISUAL=${l}`, 'git', 'commit'] }),
      (l) => ({ command: 'ssh', args: ['-o', `SetEnv=FOO=1 LANG=C GIT_SSH_COMMAND="${l}"`, 'host', 'git', 'fetch'] }),
      (l) => ({ command: 'ssh', args: ['-F', 'cfg', '-I', 'lib.so', 'host', l] }),
    );
    const program = fc.constantFrom((s: string) => `sshpass -p ${s} ssh`, (s: string) => `mysql -u root -p${s} db`, (s: string) => `redis-cli -a ${s} ping`, (s: string) => `curl -u bob:${s} https://x.test`);
    fc.assert(
      fc.property(secret, program, pairs, linePlaces, (s, line, p, place) => {
        const inputs = place(line(s), p);
        expect(JSON.stringify(redact(inputs))).not.toContain(s);
        expect(redactMessage(`failed: ${inputs.args.join(' ')}`, inputs)).not.toContain(s);
      }),
      { numRuns: 1000 },
    );
  });
});
