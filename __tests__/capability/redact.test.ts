import fc from 'fast-check';
import { isSecretName, redact, redactText, redactMessage, REDACTED, shellCommands, shellLineWords } from '../../src/capability/redact.js';

/** A private key block as the credential rules see one: the BEGIN line and a base64 body. */
const KEY_BLOCK = ['-----BEGIN RSA ', 'PRIVATE KEY-----\nMIIEowIBAAKCAQEAq3v9Zr1dTq0Xw8Yb7Lp2Nf4Kc6Hs5Jm9Ge1Ud3Vi\n-----END RSA PRIVATE KEY-----'].join('');

describe('isSecretName: whole words, not substrings', () => {
  test.each([
    'password', 'Password', 'passwd', 'pass', 'db_pass', 'PGPASSWORD', 'MYSQL_PWD_PASSWORD', 'passphrase',
    'secret', 'client_secret', 'clientSecret', 'AWS_SECRET_ACCESS_KEY',
    'token', 'auth_token', 'authToken', 'GITHUB_TOKEN', 'GHTOKEN', 'x-auth-token', 'access_token', 'refresh-token',
    'auth', 'Authorization', 'proxy-authorization', 'authn',
    'api_key', 'apiKey', 'api-key', 'APIKey', 'X-Api-Key', 'private_key', 'privateKey',
    'cookie', 'Set-Cookie', 'session', 'sessionId', 'credentials', 'jwt',
  ])('%s is secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });
  test.each(['author', 'authors', 'authority', 'co_author', 'authored_by', 'path', 'passage', 'compass', 'bypass', 'max_tokens', 'tokenizer', 'keyboard', 'user', 'host', 'p', 'PWD'])('%s is not secret', (name) => {
    expect(isSecretName(name)).toBe(false);
  });
});

describe('redactText: value patterns in one string', () => {
  test.each([
    ['--password=hunter2', `--password=${REDACTED}`],
    ['--db-password=hunter 2 with spaces', `--db-password=${REDACTED}`],
    ['PGPASSWORD=hunter2', `PGPASSWORD=${REDACTED}`],
    ['GITHUB_TOKEN=abc123', `GITHUB_TOKEN=${REDACTED}`],
    ['env PGPASSWORD=hunter2 psql -h db', `env PGPASSWORD=${REDACTED} psql -h db`],
    ["run API_KEY='a b' now", `run API_KEY=${REDACTED} now`],
    ['https://x.test/cb?token=abc&x=1', `https://x.test/cb?token=${REDACTED}`],
    ['https://bob:hunter2@db/x', 'https://***@db/x'],
    ['postgres://bob:hunter2@db:5432/app', 'postgres://***@db:5432/app'],
    ['Authorization: token abcdefabcdef0123456789', `Authorization: ${REDACTED}`],
    ['Authorization: Bearer abc', `Authorization: ${REDACTED}`],
    ['X-Api-Key:k', `X-Api-Key:${REDACTED}`],
    ['line one\nCookie: a=b; c=d\nline three', `line one\nCookie: ${REDACTED}\nline three`],
    [KEY_BLOCK, REDACTED],
    [`token is ${KEY_BLOCK}`, REDACTED],
    // The credential rules (secrets/) decide the shapes they know: a BEGIN line alone is a mention, not a key.
    ['-----BEGIN RSA PRIVATE KEY----- x', '-----BEGIN RSA PRIVATE KEY----- x'],
    [['sk', '_live_abcdefghij0123456789AB'].join(''), REDACTED],
    [['xo', 'xb-1234567890-abcdefghijkl'].join(''), REDACTED],
    // Shapes the credential rules leave out on purpose (see SECRET_VALUE_EXTRA):
    ['curl -H "Authorization: Bearer abcdefghijklmnop0123"', REDACTED],
    ['Basic dXNlcjpwYXNzd29yZDEyMzQ1', REDACTED],
    [['sk', '-abcdefghijklmnopqrstuvwxyz'].join(''), REDACTED],
    [['gh', 'p_abcdefghijklmnopqrstuvwxyz0123456789'].join(''), REDACTED],
    // Left alone:
    ['--author=Ann', '--author=Ann'],
    ['Author: Ann', 'Author: Ann'],
    ['authority=x', 'authority=x'],
    ['max_tokens=100', 'max_tokens=100'],
    ['https://db.test/x', 'https://db.test/x'],
    ['a=b c=d', 'a=b c=d'],
    ['note: nothing secret', 'note: nothing secret'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });
});

describe('redact: inputs and argument lists', () => {
  test('secret-named keys and secret-shaped values, nested', () => {
    expect(
      redact({ path: 'a.txt', api_key: 'abc', nested: { Password: 'p', list: ['ok', ['AK', 'IAABCDEFGHIJKLMNOP'].join('')] }, note: `token is ${KEY_BLOCK}`, n: 3, empty_token: '', author: 'Ann', authority: 'x' }),
    ).toEqual({ path: 'a.txt', api_key: REDACTED, nested: { Password: REDACTED, list: ['ok', REDACTED] }, note: REDACTED, n: 3, empty_token: '', author: 'Ann', authority: 'x' });
  });
  test('the argument after a secret-looking flag is hidden', () => {
    const args = ['--password=hunter2', '-p', 'hunter2', 'https://bob:hunter2@db/x', 'Authorization: token abcdefabcdef0123456789', 'PGPASSWORD=hunter2', '--token', 't0k', '--api-key', 'k', '-u', 'bob:hunter2', '--author', 'Ann', '-n', '3'];
    const out = redact({ pack_id: 'p', command: 'curl', args }) as { args: string[] };
    expect(out.args).toEqual([`--password=${REDACTED}`, '-p', REDACTED, 'https://***@db/x', `Authorization: ${REDACTED}`, `PGPASSWORD=${REDACTED}`, '--token', REDACTED, '--api-key', REDACTED, '-u', `bob:${REDACTED}`, '--author', 'Ann', '-n', '3']);
    expect(JSON.stringify(out)).not.toContain('hunter2');
  });
});

describe('redact: -p is a password only where the program reads it as one (exec_best_effort\'s command and args)', () => {
  const R = REDACTED;
  test.each<[string | undefined, string[], string[]]>([
    // -p is a port, a flag, a PID: shown.
    ['ssh', ['-p', '2222', 'host'], ['-p', '2222', 'host']],
    ['/usr/bin/ssh', ['-p', '22', 'host', 'uptime'], ['-p', '22', 'host', 'uptime']],
    ['scp', ['-P', '2222', '-p', 'a', 'host:b'], ['-P', '2222', '-p', 'a', 'host:b']],
    ['ls', ['-p', 'docs'], ['-p', 'docs']],
    ['mkdir', ['-p', 'out/a'], ['-p', 'out/a']],
    ['psql', ['-h', 'db', '-p', '5432', 'app'], ['-h', 'db', '-p', '5432', 'app']],
    ['redis-cli', ['-p', '6379', 'ping'], ['-p', '6379', 'ping']],
    ['git', ['-p', 'log'], ['-p', 'log']],
    ['mysql', ['-P', '3306', '-h', 'db'], ['-P', '3306', '-h', 'db']],
    // A known program named after a wrapper of unknown options still decides.
    ['sudo', ['ssh', '-p', '22', 'host'], ['ssh', '-p', '22', 'host']],
    ['env', ['A=1', 'ssh', '-p', '22', 'host'], ['A=1', 'ssh', '-p', '22', 'host']],
    // -p (or its kin) is a password: hidden, attached or next.
    ['mysql', ['-u', 'root', '-p', 'hunter2', 'app'], ['-u', 'root', '-p', R, 'app']],
    ['mysql', ['-uroot', '-phunter2', 'app'], ['-uroot', `-p${R}`, 'app']],
    ['MYSQLDUMP.EXE', ['-phunter2', 'app'], [`-p${R}`, 'app']],
    ['mariadb-dump', ['-p', 'hunter2'], ['-p', R]],
    ['mongosh', ['-u', 'bob', '-p', 'hunter2'], ['-u', 'bob', '-p', R]],
    ['sqlcmd', ['-S', 'db', '-U', 'sa', '-P', 'hunter2', '-p'], ['-S', 'db', '-U', 'sa', '-P', R, '-p']],
    ['zip', ['-P', 'hunter2', 'a.zip', 'f'], ['-P', R, 'a.zip', 'f']],
    ['7z', ['a', '-phunter2', 'a.7z', '-p'], ['a', `-p${R}`, 'a.7z', '-p']],
    ['redis-cli', ['-a', 'hunter2', '-p', '6379'], ['-a', R, '-p', '6379']],
    ['ldapsearch', ['-D', 'cn=admin', '-w', 'hunter2'], ['-D', 'cn=admin', '-w', R]],
    ['ssh-keygen', ['-p', '-P', 'old', '-N', 'new', '-f', 'k'], ['-p', '-P', R, '-N', R, '-f', 'k']],
    // A password program named in the list: its options count from there, and ssh after it does not undo that.
    ['ssh', ['-p', '22', 'host', 'mysql', '-phunter2'], ['-p', '22', 'host', 'mysql', `-p${R}`]],
    ['mysql', ['-u', 'ssh', '-phunter2'], ['-u', 'ssh', `-p${R}`]],
    // … which costs sshpass's ssh its port: a user named "ssh" cannot be told from the program.
    ['sshpass', ['-p', 'hunter2', 'ssh', '-p', '22', 'host'], ['-p', R, 'ssh', '-p', R, 'host']],
    // A password program as a flag's value still turns its options on (errs toward hiding).
    ['curl', ['-p', 'mysql', '-phunter2'], ['-p', R, `-p${R}`]],
    ['sudo', ['mysql', '-p', 'hunter2'], ['mysql', '-p', R]],
    // A program not known (or none): the value after -p is hidden, as before.
    ['curl', ['-p', 'hunter2'], ['-p', R]],
    [undefined, ['-p', 'hunter2'], ['-p', R]],
    ['docker', ['login', '-u', 'bob', '-p', 'hunter2'], ['login', '-u', 'bob', '-p', R]],
    // Secret-named flags, whatever the program.
    ['ssh', ['--password', 'hunter2', '--token=t0k'], ['--password', R, `--token=${R}`]],
    ['ls', ['-u', 'bob:hunter2'], ['-u', `bob:${R}`]],
    // A hidden value that is a flag itself hides the one after it too.
    ['ssh', ['--token', '--password', 'hunter2'], ['--token', R, R]],
    [undefined, ['-p', '-p', 'hunter2'], ['-p', R, R]],
    ['mysql', ['-u', '-pfoo:hunter2'], ['-u', `-p${R}`]],
    // An attached password whose letters end in a secret word is still the option's value, not a `--…secret` flag.
    ['mysql', ['-pmysecret', 'app'], [`-p${R}`, 'app']],
    ['mysql', ['-u', 'root', '-pgithubtoken', '-h', 'db'], ['-u', 'root', `-p${R}`, '-h', 'db']],
    ['ssh-keygen', ['-p', '-Pold', '-Nnewpassword', '-f', 'k'], ['-p', `-P${R}`, `-N${R}`, '-f', 'k']],
  ])('%s %j → %j', (command, args, expected) => {
    const inputs = command === undefined ? { args } : { pack_id: 'p', command, args };
    expect((redact(inputs) as { args: string[] }).args).toEqual(expected);
  });

  test('only the args of the object holding the command are read by its program', () => {
    expect(redact({ command: 'ssh', args: ['-p', '22'], other: ['-p', 'x'] })).toEqual({ command: 'ssh', args: ['-p', '22'], other: ['-p', REDACTED] });
  });

  test('a message quoting a password given by -p is scrubbed, and a port given by ssh -p is not', () => {
    expect(redactMessage('mysql failed: -phunter2 refused', { command: 'mysql', args: ['-phunter2'] })).toBe(`mysql failed: -p${REDACTED} refused`);
    expect(redactMessage('cannot connect to port 2222', { command: 'ssh', args: ['-p', '2222', 'host'] })).toBe('cannot connect to port 2222');
  });

  test('property: whatever the program, the args of a password program never reach the log with its password', () => {
    const programs = ['ssh', 'ls', 'git', 'psql', 'sudo', 'env', 'curl', 'x', 'mysql', 'sshpass', 'watch', 'cmd', 'pwsh', 'powershell'];
    const words = fc.constantFrom('-p', '-P', '-u', 'root', 'host', '22', '--', 'ssh', 'ls', 'git', 'db', 'watch', '-n', '/c', '-Command');
    fc.assert(
      fc.property(fc.constantFrom(...programs), fc.array(words, { maxLength: 6 }), fc.array(words, { maxLength: 6 }), fc.boolean(), (command, before, after, attached) => {
        const args = [...before, 'mysql', ...(attached ? ['-pS3cretPw'] : ['-p', 'S3cretPw']), ...after];
        const out = redact({ command, args });
        expect(JSON.stringify(out)).not.toContain('S3cretPw');
        expect(redactMessage(`failed: ${args.join(' ')}`, { command, args })).not.toContain('S3cretPw');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('redactMessage: an error message quoting a secret input', () => {
  test('the values of secret-named inputs are replaced wherever the message quotes them', () => {
    const inputs = { user: 'bob', password: '-hunter2-secret', args: ['--token', 'tk-12345'] };
    expect(redactMessage('parameter "password" value "-hunter2-secret" looks like an option; also tk-12345', inputs)).toBe(`parameter "password" value "${REDACTED}" looks like an option; also ${REDACTED}`);
    expect(redactMessage('parameter "user" value "-bob"', inputs)).toBe('parameter "user" value "-bob"');
  });
  test('a value with characters JSON escapes is found in its quoted form too', () => {
    expect(redactMessage('value "a\\"b\\\\c" refused', { secret: 'a"b\\c' })).toBe(`value "${REDACTED}" refused`);
  });
  test('the text rules apply to messages as well', () => {
    expect(redactMessage('cannot reach https://bob:pw@db/x', {})).toBe('cannot reach https://***@db/x');
  });
});

describe('shellCommands: a command line split the way a POSIX shell splits it, without expansion', () => {
  const words = (line: string) => shellCommands(line).map((c) => c.map((w) => w.text));
  test.each<[string, string[][]]>([
    ['mysql -px db', [['mysql', '-px', 'db']]],
    ['  a\t b  ', [['a', 'b']]],
    [`a 'b c' "d e" f\\ g`, [['a', 'b c', 'd e', 'f g']]],
    [`-p'se cret' x"y"'z'`, [['-pse cret', 'xyz']]],
    [`"a \\" \\$ \\\\ \\x" 'b \\ c'`, [['a " $ \\ \\x', 'b \\ c']]],
    ['a; b && c || d | e & f\ng', [['a'], ['b'], ['c'], ['d'], ['e'], ['f'], ['g']]],
    // A command substitution gives commands of its own; the word it stands in goes on after it, without it.
    ['echo $(mysql -px) `id`', [['mysql', '-px'], ['id'], ['echo', '', '']]],
    ['mysql -u root $(cat u) -px', [['cat', 'u'], ['mysql', '-u', 'root', '', '-px']]],
    ['X="a $(mysql -px "q") b" y', [['mysql', '-px', 'q'], ['X=a  b', 'y']]],
    ['echo "`id -u`" $( (a) ; b )', [['id', '-u'], ['a'], ['b'], ['echo', '', '']]],
    ['echo "$(unclosed', [['unclosed'], ['echo', '']]],
    ['sort <in >out 2>&1', [['sort', 'in', 'out', '2'], ['1']]],
    ['a \\\nb', [['a', 'b']]],
    ["''", [['']]],
    ["a 'unclosed b", [['a', 'unclosed b']]],
    ['a "unclosed \\', [['a', 'unclosed \\']]],
    ['trailing \\', [['trailing', '\\']]],
    ['', []],
  ])('%j', (line, expected) => {
    expect(words(line)).toEqual(expected);
  });
  test('each word knows where it stands in the line', () => {
    const line = `mysql -p'a b' db`;
    expect(shellCommands(line)[0].map((w) => line.slice(w.start, w.end))).toEqual(['mysql', "-p'a b'", 'db']);
  });
});

describe('redact: the words a program joins into a command line (ssh\'s remote command, watch, cmd /c, PowerShell -Command)', () => {
  const R = REDACTED;
  const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123';
  test.each<[string | undefined, string[], string[]]>([
    // ssh: the words after the destination, one argument or many, are the line the remote shell runs.
    ['ssh', ['host', 'mysql -phunter2 db'], ['host', `mysql -p${R} db`]],
    ['ssh', ['-p', '22', 'user@host', 'mysql', '-phunter2', 'db'], ['-p', '22', 'user@host', 'mysql', `-p${R}`, 'db']],
    ['ssh', ['-i', 'key', '-o', 'BatchMode=yes', '-l', 'bob', '-J', 'jump', '-F', 'cfg', 'host', 'PGPASSWORD=hunter2 psql -h db'], ['-i', 'key', '-o', 'BatchMode=yes', '-l', 'bob', '-J', 'jump', '-F', 'cfg', 'host', `PGPASSWORD=${R} psql -h db`]],
    ['ssh', ['-tp2222', '-oBatchMode=yes', 'host', 'curl -u bob:hunter2 https://x.test/a'], ['-tp2222', '-oBatchMode=yes', 'host', `curl -u bob:${R} https://x.test/a`]],
    ['ssh', ['host', '-p', '22', 'mysql -phunter2 db'], ['host', '-p', '22', `mysql -p${R} db`]],
    ['ssh', ['-p', '22', '--', 'host', 'redis-cli -a hunter2 ping'], ['-p', '22', '--', 'host', `redis-cli -a ${R} ping`]],
    ['/usr/bin/slogin', ['host', 'mysql -phunter2'], ['host', `mysql -p${R}`]],
    ['ssh', ['host', `sh -c 'mysql -phunter2 db'`], ['host', `sh -c 'mysql -p${R} db'`]],
    // A word of the line made of several arguments goes to the first; the others keep what lies outside it.
    ['ssh', ['host', 'mysql', "-p'hun", "ter2'", 'db'], ['host', 'mysql', `-p${R}`, '', 'db']],
    // A secret across arguments that only the whole line shows (an unquoted Bearer token): the line goes to its first argument.
    ['ssh', ['host', 'echo', 'Bearer', TOKEN], ['host', R, '', '']],
    // Through a wrapper, and inside a shell line.
    [undefined, ['sshpass', '-p', 'hunter1', 'ssh', 'host', 'mysql -phunter2 db'], ['sshpass', '-p', R, 'ssh', 'host', `mysql -p${R} db`]],
    ['sshpass', ['-p', 'hunter1', 'ssh', '-p', '22', 'host', 'mysql -phunter2'], ['-p', R, 'ssh', '-p', R, 'host', `mysql -p${R}`]],
    ['sudo', ['-u', 'db', 'ssh', 'host', 'mysql -phunter2'], ['-u', 'db', 'ssh', 'host', `mysql -p${R}`]],
    ['sh', ['-c', `ssh host 'mysql -phunter2 db' && echo ok`], ['-c', `ssh host 'mysql -p${R} db' && echo ok`]],
    // A word with a blank where an option or the destination should be (ssh would refuse it) starts the line.
    ['ssh', ['host', '--token mysql -p hunter2'], ['host', `--token ${R} -p ${R}`]],
    ['ssh', ['-t mysql -phunter2', 'host'], [`-t mysql -p${R}`, 'host']],
    ['cmd', ['/c', `echo 'mysql -phunter2' & echo "x -p hunter2"`], ['/c', `echo 'mysql -p${R}' & echo 'x -p ${R}'`]],
    // ssh settings ssh runs with a shell (ProxyCommand, LocalCommand, …), after -o or attached to it, for ssh, scp and sftp.
    ['ssh', ['-o', 'ProxyCommand=sshpass -p hunter2 ssh -W %h:%p jump', 'host', 'uptime'], ['-o', `ProxyCommand=sshpass -p ${R} ssh -W %h:%p jump`, 'host', 'uptime']],
    ['scp', ['-oProxyCommand sshpass -p hunter2 ssh -W %h:%p jump', 'a', 'host:b'], [`-oProxyCommand sshpass -p ${R} ssh -W %h:%p jump`, 'a', 'host:b']],
    ['sftp', ['-o', 'localcommand = mysql -phunter2 db', 'host'], ['-o', `localcommand = mysql -p${R} db`, 'host']],
    // watch runs its words with sh -c; -x starts them itself (a shell line among them is read as one).
    ['watch', ['mysql -phunter2 -e "show processlist"'], [`mysql -p${R} -e "show processlist"`]],
    ['watch', ['-n', '5', 'mysql -phunter2 -e "show processlist"'], ['-n', '5', `mysql -p${R} -e "show processlist"`]],
    ['watch', ['-n5', '-d', 'PGPASSWORD=hunter2 psql -c "select 1"'], ['-n5', '-d', `PGPASSWORD=${R} psql -c "select 1"`]],
    ['watch', ['--interval', '5', '--differences=cumulative', 'curl', '-u', 'bob:hunter2', 'https://x.test'], ['--interval', '5', '--differences=cumulative', 'curl', '-u', `bob:${R}`, 'https://x.test']],
    ['watch', ['-x', 'sh', '-c', 'mysql -phunter2'], ['-x', 'sh', '-c', `mysql -p${R}`]],
    ['sudo', ['watch', '-n', '1', 'mysql -phunter2'], ['watch', '-n', '1', `mysql -p${R}`]],
    // cmd /c, /k, /r (attached too) and PowerShell -Command: the rest is a line, split the POSIX way but with no backslash escapes.
    ['cmd', ['/c', 'mysql -phunter2 db'], ['/c', `mysql -p${R} db`]],
    ['CMD.EXE', ['/D', '/C', 'C:\\tools\\mysql.exe -u root -phunter2 db'], ['/D', '/C', `C:\\tools\\mysql.exe -u root -p${R} db`]],
    ['cmd', ['/cmysql -phunter2'], [`/cmysql -p${R}`]],
    ['cmd', ['/k', 'set PGPASSWORD=hunter2 && psql'], ['/k', `set PGPASSWORD=${R} && psql`]],
    ['powershell', ['-NoProfile', '-Command', 'mysql', '-phunter2', 'db'], ['-NoProfile', '-Command', 'mysql', `-p${R}`, 'db']],
    ['powershell.exe', ['-ExecutionPolicy', 'Bypass', '-Command', 'mysql -phunter2 db'], ['-ExecutionPolicy', 'Bypass', '-Command', `mysql -p${R} db`]],
    ['pwsh', ['-c', '$env:PGPASSWORD="hunter2"; psql -h db'], ['-c', `'$env:PGPASSWORD=${R}'; psql -h db`]],
    ['powershell', ['mysql -phunter2'], [`mysql -p${R}`]],
    ['pwsh', ['-CommandWithArgs', 'mysql -phunter2 $args', 'db'], ['-CommandWithArgs', `mysql -p${R} $args`, 'db']],
  ])('hidden: %s %j → %j', (command, args, expected) => {
    const inputs = command === undefined ? { args } : { pack_id: 'p', command, args };
    const out = (redact(inputs) as { args: string[] }).args;
    expect(out).toEqual(expected);
    expect(JSON.stringify(out)).not.toMatch(/hunter|ter2|abcdefghij/);
    expect(redactMessage(`failed: ${args.join(' ')}`, inputs)).not.toContain('hunter2');
  });

  test.each<[string, string[]]>([
    ['ssh', ['-p', '2222', 'host', 'ls']],
    ['ssh', ['host', '-p', '22', 'ls', '-p', 'docs']],
    ['ssh', ['-o', 'ProxyCommand=ssh -W %h:%p jump', 'host', 'uptime']],
    ['ssh', ['host', `echo "a  b" 'c d' | wc -l`]],
    ['ssh', ['-V']],
    ['watch', ['-n', '5', 'uptime']],
    ['watch', ['-p', '-n', '5', 'uptime']],
    ['watch', ['-d', '-n', '1', 'df -h; ls -p /tmp']],
    ['watch', ['-x', 'ls', '-p', 'docs']],
    ['cmd', ['/c', 'dir', '/s', 'C:\\Users\\me']],
    ['powershell', ['-NoProfile', '-Command', 'Get-ChildItem -Path C:\\x | Select-Object -First 5']],
    ['pwsh', ['-File', 'x.ps1', '-Path', 'C:\\x']],
    ['ssh', ['-o', 'ProxyCommand ssh -W %h:%p jump', '-oLocalCommand=echo hi', 'host']],
  ])('kept: %s %j', (command, args) => {
    expect((redact({ command, args }) as { args: string[] }).args).toEqual(args);
  });

  // The value of each ssh option that takes one is skipped to find the destination: the line starts after it (as the whole-line case shows).
  test.each(['-B', '-b', '-c', '-D', '-E', '-e', '-F', '-I', '-i', '-J', '-L', '-l', '-m', '-O', '-o', '-p', '-Q', '-R', '-S', '-W', '-w'])('ssh %s VALUE host …: the value is skipped, attached or not, in a cluster or not', (option) => {
    const run = (...args: string[]) => (redact({ command: 'ssh', args: [...args, 'host', 'echo', 'Bearer', TOKEN] }) as { args: string[] }).args;
    expect(run(option, 'v1')).toEqual([option, 'v1', 'host', R, '', '']);
    expect(run(`${option}v1`)).toEqual([`${option}v1`, 'host', R, '', '']);
    expect(run(`-tq${option[1]}`, 'v1')).toEqual([`-tq${option[1]}`, 'v1', 'host', R, '', '']);
    expect(run('-4', '--', 'host0', option, 'v1')).toEqual(['-4', '--', 'host0', R, '', '', '', '', '']);
  });

  test('a message quoting the remote command is scrubbed of the secret found in it', () => {
    const inputs = { command: 'ssh', args: ['-p', '22', 'host', 'mysql', '-u', 'root', '-p', 'S3cretPw', 'db'] };
    expect(redactMessage('exit 1: mysql -u root -p S3cretPw db: access denied', inputs)).toBe(`exit 1: mysql -u root -p ${REDACTED} db: access denied`);
    expect(redactMessage('exit 1: bad', { command: 'watch', args: ['mysql -pS3cretPw'] })).toBe('exit 1: bad');
    expect(redactMessage('ran mysql -pS3cretPw', { command: 'watch', args: ['-n', '1', 'mysql -pS3cretPw'] })).toBe(`ran mysql -p${REDACTED}`);
  });
});

describe('redact: the command lines sudo -s, autossh, rsync -e, git -c and GIT_SSH_COMMAND hand to a shell', () => {
  const R = REDACTED;
  test.each<[string | undefined, string[], string[]]>([
    // sudo -s / -i (--shell, --login, in a cluster too) joins the command's words into one line for the user's shell.
    ['sudo', ['-s', 'mysql -phunter2 db'], ['-s', `mysql -p${R} db`]],
    ['sudo', ['-u', 'root', '-i', 'mysql', "-p'hun", "ter2'", 'db'], ['-u', 'root', '-i', 'mysql', `-p${R}`, '', 'db']],
    ['sudo', ['-E', '--login', '--', 'PGPASSWORD=hunter2 psql -h db'], ['-E', '--login', '--', `PGPASSWORD=${R} psql -h db`]],
    ['/usr/bin/sudo', ['-is', 'curl -u bob:hunter2 https://x.test/a'], ['-is', `curl -u bob:${R} https://x.test/a`]],
    ['sudo', ['--shell', 'redis-cli -a hunter2 ping && echo ok'], ['--shell', `redis-cli -a ${R} ping && echo ok`]],
    [undefined, ['env', 'A=1', 'sudo', '-s', 'mysql -phunter2'], ['env', 'A=1', 'sudo', '-s', `mysql -p${R}`]],
    // autossh reads ssh's options (its -M takes the monitor port) and hands the rest to ssh: the words after the destination are the remote line.
    ['autossh', ['-M', '20000', '-f', '-N', 'host', 'mysql -phunter2'], ['-M', '20000', '-f', '-N', 'host', `mysql -p${R}`]],
    ['autossh', ['-M0', '-p', '22', 'user@host', 'redis-cli -a hunter2 ping'], ['-M0', '-p', '22', 'user@host', `redis-cli -a ${R} ping`]],
    ['/usr/bin/autossh', ['-M', '0', '-o', 'ProxyCommand=sshpass -p hunter2 ssh -W %h:%p jump', 'host'], ['-M', '0', '-o', `ProxyCommand=sshpass -p ${R} ssh -W %h:%p jump`, 'host']],
    // rsync -e / --rsh: the remote shell's command line, the next argument, attached, at the end of a cluster, after the operands; --rsync-path too.
    ['rsync', ['-e', 'sshpass -p hunter2 ssh', '-a', 'src/', 'host:dst/'], ['-e', `sshpass -p ${R} ssh`, '-a', 'src/', 'host:dst/']],
    ['rsync', ['-avze', "sshpass -p 'hunter2' ssh", 'src/', 'host:dst/'], ['-avze', `sshpass -p ${R} ssh`, 'src/', 'host:dst/']],
    ['rsync', ['-esshpass -p hunter2 ssh', 'src/', 'host:dst/'], [`-esshpass -p ${R} ssh`, 'src/', 'host:dst/']],
    ['rsync', ['-a', 'src/', 'host:dst/', '--rsh=sshpass -p hunter2 ssh'], ['-a', 'src/', 'host:dst/', `--rsh=sshpass -p ${R} ssh`]],
    ['rsync', ['--rsh', 'ssh -p 2222', '--rsync-path', 'redis-cli -a hunter2 ping; rsync', 'a', 'host:b'], ['--rsh', 'ssh -p 2222', '--rsync-path', `redis-cli -a ${R} ping; rsync`, 'a', 'host:b']],
    ['sudo', ['rsync', '-e', 'sshpass -p hunter2 ssh', 'a', 'host:b'], ['rsync', '-e', `sshpass -p ${R} ssh`, 'a', 'host:b']],
    // git -c KEY=VALUE (and clone -c, --config=): the value of a setting git runs with a shell; an alias's only after its "!".
    ['git', ['-c', 'core.sshCommand=sshpass -p hunter2 ssh', 'fetch'], ['-c', `core.sshCommand=sshpass -p ${R} ssh`, 'fetch']],
    ['git', ['-C', 'repo', '-c', 'core.sshCommand=ssh -o "ProxyCommand=sshpass -p hunter2 ssh -W %h:%p jump"', 'pull'], ['-C', 'repo', '-c', `core.sshCommand=ssh -o 'ProxyCommand=sshpass -p ${R} ssh -W %h:%p jump'`, 'pull']],
    ['git', ['-c', 'alias.x=!mysql -phunter2 db', 'x'], ['-c', `alias.x=!mysql -p${R} db`, 'x']],
    ['git', ['-c', 'Credential.helper=!pass-helper --token hunter2', 'push'], ['-c', `Credential.helper=!pass-helper --token ${R}`, 'push']],
    ['git', ['clone', '-c', 'core.sshCommand=sshpass -p hunter2 ssh', 'url'], ['clone', '-c', `core.sshCommand=sshpass -p ${R} ssh`, 'url']],
    ['git', ['clone', '--config=core.sshCommand=sshpass -p hunter2 ssh', 'url'], ['clone', `--config=core.sshCommand=sshpass -p ${R} ssh`, 'url']],
    [undefined, ['sudo', 'git', '-c', 'core.pager=mysql -phunter2', 'log'], ['sudo', 'git', '-c', `core.pager=mysql -p${R}`, 'log']],
    // A setting whose value a joined line cuts into words (sudo -s, ssh's remote command): the program it starts names the options after it.
    ['sudo', ['-s', 'git', '-c', 'core.sshCommand=sshpass -p hunter2 ssh', 'fetch'], ['-s', 'git', '-c', `core.sshCommand=sshpass -p ${R} ssh`, 'fetch']],
    ['ssh', ['host', 'ssh', '-o', 'ProxyCommand=sshpass -p hunter2 ssh -W %h:%p jump', 'db'], ['host', 'ssh', '-o', `ProxyCommand=sshpass -p ${R} ssh -W %h:%p jump`, 'db']],
    // GIT_SSH_COMMAND=… as an assignment word, of a shell line or after env.
    ['sh', ['-c', "GIT_SSH_COMMAND='sshpass -p hunter2 ssh' git fetch"], ['-c', `'GIT_SSH_COMMAND=sshpass -p ${R} ssh' git fetch`]],
    ['bash', ['-c', 'export GIT_SSH_COMMAND="sshpass -p hunter2 ssh"; git pull'], ['-c', `export 'GIT_SSH_COMMAND=sshpass -p ${R} ssh'; git pull`]],
    ['env', ['GIT_SSH_COMMAND=sshpass -p hunter2 ssh', 'git', 'fetch'], [`GIT_SSH_COMMAND=sshpass -p ${R} ssh`, 'git', 'fetch']],
    ['ssh', ['host', "GIT_SSH_COMMAND='sshpass -p hunter2 ssh' git fetch"], ['host', `'GIT_SSH_COMMAND=sshpass -p ${R} ssh' git fetch`]],
  ])('hidden: %s %j → %j', (command, args, expected) => {
    const inputs = command === undefined ? { args } : { pack_id: 'p', command, args };
    const out = (redact(inputs) as { args: string[] }).args;
    expect(out).toEqual(expected);
    expect(JSON.stringify(out)).not.toMatch(/hunter|ter2/);
    expect(redactMessage(`failed: ${args.join(' ')}`, inputs)).not.toMatch(/hunter|ter2/);
  });

  test.each<[string, string[]]>([
    ['sudo', ['-u', 'root', 'ls']],
    ['sudo', ['-u', 'root', 'ls', '-p', 'docs']],
    ['sudo', ['-s']],
    ['sudo', ['-i', 'whoami']],
    ['sudo', ['-u', 'root', '-s', 'ls -p docs; ssh -p 2222 host uptime']],
    ['autossh', ['-M', '0', '-p', '2222', 'host', 'uptime']],
    ['rsync', ['-a', 'src', 'dst']],
    ['rsync', ['-avz', '--delete', '-e', 'ssh -p 2222 -i key', 'src/', 'host:dst/']],
    ['rsync', ['--rsh=ssh -p 2222', '--rsync-path=sudo rsync', 'src/', 'host:dst/']],
    ['git', ['-c', 'user.name=x', 'commit']],
    ['git', ['-c', 'core.sshCommand=ssh -i key -p 2222', 'fetch']],
    ['git', ['-c', 'alias.l=log -p', 'l']],
    ['git', ['-c', 'alias.st=!git status -s', 'st']],
    ['env', ['GIT_SSH_COMMAND=ssh -p 2222', 'git', 'fetch']],
    ['sh', ['-c', "GIT_SSH_COMMAND='ssh -i key' git fetch"]],
  ])('kept: %s %j', (command, args) => {
    expect((redact({ command, args }) as { args: string[] }).args).toEqual(args);
  });

  test('a message quoting a line of these forms is scrubbed of its secret, and only of it', () => {
    const inputs = { command: 'git', args: ['-c', 'core.sshCommand=sshpass -p S3cretPw ssh', 'fetch', 'origin'] };
    expect(redactMessage('exit 128: sshpass -p S3cretPw ssh: origin unreachable', inputs)).toBe(`exit 128: sshpass -p ${REDACTED} ssh: origin unreachable`);
    expect(redactMessage('ran sudo -s mysql -pS3cretPw', { command: 'sudo', args: ['-s', 'mysql -pS3cretPw'] })).toBe(`ran sudo -s mysql -p${REDACTED}`);
  });
});

describe('redact: a command line a shell runs (sh -c, bash -lc, su -c, …) is redacted word by word', () => {
  const R = REDACTED;
  test.each<[string | undefined, string[], string[]]>([
    // The program's own options, inside the line.
    ['sh', ['-c', 'mysql -phunter2 db'], ['-c', `mysql -p${R} db`]],
    [undefined, ['sh', '-c', 'mysql -phunter2 db'], ['sh', '-c', `mysql -p${R} db`]],
    ['bash', ['-lc', 'PGPASSWORD=hunter2 psql -h db app'], ['-lc', `PGPASSWORD=${R} psql -h db app`]],
    ['sh', ['-c', 'curl -u bob:hunter2 https://x.test/a'], ['-c', `curl -u bob:${R} https://x.test/a`]],
    ['sh', ['-c', 'redis-cli -a hunter2 ping && ssh -p 2222 host uptime'], ['-c', `redis-cli -a ${R} ping && ssh -p 2222 host uptime`]],
    ['sh', ['-c', 'mysql -u root -p "hunter 2" app; psql -p 5432 app'], ['-c', `mysql -u root -p ${R} app; psql -p 5432 app`]],
    ['sh', ['-c', 'curl --password hunter2 -H "Authorization: token abcdef0123456789" x'], ['-c', `curl --password ${R} -H 'Authorization: ${R}' x`]],
    // Quotes and backslashes around the secret: the word is rebuilt, the rest of the line keeps its spelling.
    ['sh', ['-c', `mysql -p'hun ter2' -e "select 1" db`], ['-c', `mysql -p${R} -e "select 1" db`]],
    ['sh', ['-c', 'mysql -p\\h\\u\\n\\t\\e\\r\\2 db'], ['-c', `mysql -p${R} db`]],
    ['sh', ['-c', 'echo "$(mysql -phunter2 -e "select 1")" | wc -l'], ['-c', `echo "$(mysql -p${R} -e "select 1")" | wc -l`]],
    // Where the line is: after options with values, "--", a cluster holding c; through wrappers; su -c, --command=, flock -c.
    ['sh', ['-o', 'pipefail', '-ec', '--', 'mysqldump -phunter2 app | gzip', 'sh', 'x'], ['-o', 'pipefail', '-ec', '--', `mysqldump -p${R} app | gzip`, 'sh', 'x']],
    ['env', ['A=1', '/bin/bash', '-xc', 'mysql -phunter2'], ['A=1', '/bin/bash', '-xc', `mysql -p${R}`]],
    ['sudo', ['-u', 'db', 'sh', '-c', 'mysql -phunter2'], ['-u', 'db', 'sh', '-c', `mysql -p${R}`]],
    ['su', ['-', 'bob', '-c', 'mysql -phunter2'], ['-', 'bob', '-c', `mysql -p${R}`]],
    ['runuser', ['--command=mysql -phunter2', 'bob'], [`--command=mysql -p${R}`, 'bob']],
    ['flock', ['/tmp/l', '-c', 'zip -P hunter2 a.zip f'], ['/tmp/l', '-c', `zip -P ${R} a.zip f`]],
    ['fish', ['-c', 'mysql -phunter2'], ['-c', `mysql -p${R}`]],
    // A shell named with its version, as cap-tool-shell names it (programName).
    ['/usr/bin/bash5.2', ['-c', 'mysql -phunter2'], ['-c', `mysql -p${R}`]],
    // A line inside a line.
    ['bash', ['-c', `sh -c 'mysql -phunter2 db' && echo ok`], ['-c', `sh -c 'mysql -p${R} db' && echo ok`]],
    // Left alone: no secret, data after the line ($0, $1), a -c of a program that is no shell.
    ['sh', ['-c', 'ssh -p 2222 host uptime; ls -p docs'], ['-c', 'ssh -p 2222 host uptime; ls -p docs']],
    ['sh', ['-c', 'grep -- "$1" notes.txt', 'sh', 'x'], ['-c', 'grep -- "$1" notes.txt', 'sh', 'x']],
    ['python3', ['-c', 'print("mysql -px")'], ['-c', 'print("mysql -px")']],
    ['sh', ['-c', `echo 'unclosed`], ['-c', `echo 'unclosed`]],
    // Command substitutions, quoted or not: the commands inside are read; a word rewritten whole hides what it holds.
    ['sh', ['-c', 'mysql -u root $(cat user) -phunter2 db'], ['-c', `mysql -u root $(cat user) -p${R} db`]],
    ['sh', ['-c', 'X="`mysql -phunter2 -e q`"; echo "$X"'], ['-c', `X="\`mysql -p${R} -e q\`"; echo "$X"`]],
    ['sh', ['-c', 'PGPASSWORD="$(mysql -phunter2 -e q)" psql'], ['-c', `PGPASSWORD=${R} psql`]],
    // An argument after -c that is no option is the line, even when it starts with "-".
    ['sh', ['-c', '-x; mysql -phunter2'], ['-c', `-x; mysql -p${R}`]],
    // A quote that never closes (no shell runs the line): what it swallowed is read again as a line, erring toward hiding.
    ['sh', ['-c', `echo 'done; mysql -phunter2 db`], ['-c', `echo 'done; mysql -p${R} db'`]],
  ])('%s %j → %j', (command, args, expected) => {
    const inputs = command === undefined ? { args } : { pack_id: 'p', command, args };
    const out = (redact(inputs) as { args: string[] }).args;
    expect(out).toEqual(expected);
    expect(JSON.stringify(out)).not.toContain('hunter');
  });

  test('a message quoting the line is scrubbed of the secret found inside it', () => {
    const inputs = { command: 'sh', args: ['-c', 'mysql -pS3cretPw db'] };
    expect(redactMessage('exit 1: mysql -pS3cretPw db: access denied', inputs)).toBe(`exit 1: mysql -p${REDACTED} db: access denied`);
  });

  test('lines nested deeper than redaction reads are still redacted as text, and nothing throws', () => {
    let line = 'PGPASSWORD=hunter2 psql';
    for (let i = 0; i < 10; i++) line = `sh -c '${line.replace(/'/g, `'\\''`)}'`;
    const out = JSON.stringify(redact({ command: 'sh', args: ['-c', line] }));
    expect(out).not.toContain('hunter2');
  });

  /** A word as a shell reads it: single-quoted unless it is plain. */
  const quote = (w: string) => (/^[A-Za-z0-9_./:=-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`);
  const secret = fc.stringMatching(/^[A-Za-z0-9]{8,16}$/).map((x) => `Zq${x}`);
  /** Words of a command line: programs and options, operators (and unbalanced substitutions and subshells), and any text as one quoted word. */
  const word = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('ls', 'echo', 'ssh', 'psql', 'env', 'sudo', 'sh', 'bash', 'mysql', '-c', '-lc', '-p', '-P', '-u', 'root', '22', 'host', 'db', '--', '-e', 'x=1', '--token', '--password') },
    { weight: 2, arbitrary: fc.constantFrom(';', '&&', '||', '|', '&', '(', ')', '>', '<', '2>&1', '\n', '$(', '`') },
    { weight: 2, arbitrary: fc.string({ maxLength: 8 }).map(quote) },
  );
  /** Where the mysql command stands: as a command of the line, in a command substitution (quoted or not), in a subshell, in an assignment. */
  const context = fc.constantFrom(
    (c: string) => c,
    (c: string) => `; ${c} ;`,
    (c: string) => `$(${c})`,
    (c: string) => `"$(${c})"`,
    (c: string) => `\`${c}\``,
    (c: string) => `(${c})`,
    (c: string) => `X="$(${c} | head -1)"`,
    (c: string) => `GIT_SSH_COMMAND=${quote(c)} git fetch`,
  );

  test('property: a line of random words with mysql -p<secret> somewhere, inside sh -c (or bash -lc, ssh, watch, sudo -s, autossh, rsync -e, git -c, GIT_SSH_COMMAND=, cmd /c, pwsh -Command), never shows the secret', () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 10 }),
        fc.array(word, { maxLength: 10 }),
        secret,
        fc.boolean(),
        context,
        fc.constantFrom<[boolean, string[], string?]>(
          [false, ['sh', '-c']], [false, ['bash', '-lc']], [false, ['env', 'A=1', 'sh', '-ec', '--']], [false, ['sudo', '-u', 'db', 'bash', '-o', 'pipefail', '-c']],
          // Programs that join their words into the line: it may come as one argument or as many. (A command word or "--" ends ssh's and
          // watch's options first: split words that ssh would read as its own options, `ssh host -e X -p <secret>`, are a call it refuses.)
          [true, ['ssh', 'host', 'nice']], [true, ['ssh', '-p', '2222', '-o', 'BatchMode=yes', 'user@host', 'timeout', '5']], [true, ['ssh', '-tt', 'host', '-l', 'bob', '--']],
          [true, ['sshpass', '-p', 'pw', 'ssh', '-i', 'key', 'host', '--']], [true, ['watch', '-n', '5', 'nice']], [true, ['watch', '-d', '--interval=1', '--']], [true, ['cmd', '/c']], [true, ['pwsh', '-NoProfile', '-Command']],
          [true, ['sudo', '-s', '--']], [true, ['sudo', '-u', 'db', '-i', 'nice']], [true, ['env', 'sudo', '--login', '--']], [true, ['autossh', '-M', '0', '-f', 'host', 'nice']],
          // A line given as one argument, after the text that says it is one (the third element, attached to it).
          [false, ['rsync', '-e']], [false, ['rsync', '-avze']], [false, ['rsync', '-a', 'src', 'host:dst'], '--rsh='], [false, ['rsync'], '-e'],
          [false, ['git', '-c'], 'core.sshCommand='], [false, ['git', '-C', 'repo', '-c'], 'alias.x=!'], [false, ['git', 'clone'], '--config=core.pager='], [false, ['env'], 'GIT_SSH_COMMAND='],
        ),
        fc.boolean(),
        (before, after, pw, attached, wrap, [joins, [command, ...options], prefix], split) => {
          fc.pre(![...before, ...after].some((w) => w.includes(pw)));
          const line = [...before, wrap(['mysql', ...(attached ? [`-p${pw}`] : ['-p', quote(pw)])].join(' ')), ...after].join(' ');
          const inputs = { command, args: [...options, ...(joins && split ? line.split(' ') : [`${prefix ?? ''}${line}`])] };
          expect(JSON.stringify(redact(inputs))).not.toContain(pw);
          expect(redactMessage(`failed: ${line}`, inputs)).not.toContain(pw);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('property: the redactor never throws on arbitrary strings, in a shell line or anywhere else', () => {
    // One of the programs that join their words into a line per run (each gets a quarter of the runs), to keep the test quick.
    const joined = fc.constantFrom<(line: string, args: string[]) => { command?: string; args: string[] }>(
      (line, args) => ({ command: 'ssh', args: [...args, line] }),
      (line, args) => ({ command: 'watch', args: [line, ...args] }),
      (line, args) => ({ command: 'cmd', args: ['/c' + line, ...args] }),
      (line, args) => ({ args: ['pwsh', '-c', ...line.split(' '), ...args] }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60, unit: 'binary' }), fc.array(fc.constantFrom(...'$()`\'"\\; \n|&<>-pc'), { maxLength: 40 }).map((cs) => cs.join(''))), fc.array(fc.string({ maxLength: 20 }), { maxLength: 6 }), joined, (line, args, join) => {
        for (const inputs of [{ command: 'sh', args: ['-c', line, ...args] }, { command: 'bash', args: ['-lc', line] }, { args: ['su', '--command=' + line, ...args] }, { command: line, args }, join(line, args)]) {
          const out = redact(inputs) as { args: unknown[] };
          expect(out.args).toHaveLength(inputs.args.length);
          expect(typeof redactMessage(line, inputs)).toBe('string');
        }
        expect(typeof redactText(line)).toBe('string');
        expect(shellCommands(line).flat().every((w) => w.start >= 0 && w.end <= line.length && w.start < w.end)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('redact: GNU parallel\'s command lines, PowerShell -EncodedCommand, ssh options after the destination, ssh -o SetEnv', () => {
  const R = REDACTED;
  /** PowerShell's -EncodedCommand form of a command line: base64 of its UTF-16LE text. */
  const enc = (line: string) => Buffer.from(line, 'utf16le').toString('base64');
  const SECRET_LINE = enc('mysql -u root -phunter2 -e "select 1" db');
  test.each<[string | undefined, string[], string[]]>([
    // parallel: the words before ::: / :::: are one command line it runs with a shell (as sh -c reads it); after them, data.
    ['parallel', ['mysql', '-phunter2', '-e', '{}', ':::', 'q1', 'q2'], ['mysql', `-p${R}`, '-e', '{}', ':::', 'q1', 'q2']],
    ['parallel', ['mysql -phunter2', ':::', 'a'], [`mysql -p${R}`, ':::', 'a']],
    ['parallel', ['-j', '4', '-k', 'PGPASSWORD=hunter2 psql -c {}', '::::', 'queries.txt'], ['-j', '4', '-k', `PGPASSWORD=${R} psql -c {}`, '::::', 'queries.txt']],
    ['parallel', ['--jobs', '2', 'redis-cli', '-a', 'hunter2', 'get', '{}', ':::+', 'k1'], ['--jobs', '2', 'redis-cli', '-a', R, 'get', '{}', ':::+', 'k1']],
    ['/usr/bin/parallel', ['-j4', '--', 'curl -u bob:hunter2 {}', ':::', 'https://x.test/a'], ['-j4', '--', `curl -u bob:${R} {}`, ':::', 'https://x.test/a']],
    // --ssh (and --limit, --compress-program, --decompress-program) take a command line of their own, next or after "=".
    ['parallel', ['--ssh', 'sshpass -p hunter2 ssh', '-S', 'host', 'uptime', ':::', 'a'], ['--ssh', `sshpass -p ${R} ssh`, '-S', 'host', 'uptime', ':::', 'a']],
    ['parallel', ['--ssh=sshpass -p hunter2 ssh', '-S', 'host', 'uptime', ':::', 'a'], [`--ssh=sshpass -p ${R} ssh`, '-S', 'host', 'uptime', ':::', 'a']],
    // No command before ::: : each argument is a command line.
    ['parallel', [':::', 'mysql -phunter2 db', 'ls -p docs'], [':::', `mysql -p${R} db`, 'ls -p docs']],
    // -q starts the command as written: a shell line among its words is read as one (sh -c).
    ['parallel', ['-q', 'sh', '-c', 'mysql -phunter2', ':::', 'a'], ['-q', 'sh', '-c', `mysql -p${R}`, ':::', 'a']],
    [undefined, ['env', 'parallel', 'zip -P hunter2 {}.zip {}', ':::', 'f'], ['env', 'parallel', `zip -P ${R} {}.zip {}`, ':::', 'f']],
    // PowerShell -EncodedCommand (any prefix, any case, "-", "--" or "/"): a line that holds a secret is hidden whole.
    ['pwsh', ['-enc', SECRET_LINE], ['-enc', R]],
    ['powershell.exe', ['-NoProfile', '-EncodedCommand', SECRET_LINE], ['-NoProfile', '-EncodedCommand', R]],
    ['pwsh.exe', ['-e', SECRET_LINE], ['-e', R]],
    ['PowerShell', ['/EC', SECRET_LINE], ['/EC', R]],
    ['pwsh', ['--Encoded', SECRET_LINE], ['--Encoded', R]],
    ['pwsh', ['-en', enc('$env:PGPASSWORD="hunter2"; psql -h db')], ['-en', R]],
    [undefined, ['cmd', '/c', 'powershell', '-enc', SECRET_LINE], ['cmd', '/c', 'powershell', '-enc', R]],
    // Not base64 of UTF-16LE text (an odd byte count, a lone surrogate, not base64): what it holds cannot be told, so it is hidden.
    ['pwsh', ['-enc', 'QQ=='], ['-enc', R]],
    ['pwsh', ['-enc', Buffer.from([0x00, 0xd8]).toString('base64')], ['-enc', R]],
    ['pwsh', ['-enc', 'mysql -phunter2'], ['-enc', R]],
    // ssh reads its options again after the destination, once, unless "--" came before (verified with OpenSSH 9.2p1: `ssh -G host -p 2222`
    // prints "port 2222"; `ssh -G -o RemoteCommand=x host -p 2222` accepts it, so -p 2222 is no command, while `… host -- -p 2222` and
    // `… host uptime -p 2222` refuse, as a command line and RemoteCommand together): the port is shown, the command starts after it.
    ['ssh', ['host', '-p', '2222', 'mysql', '-phunter2'], ['host', '-p', '2222', 'mysql', `-p${R}`]],
    ['ssh', ['-p', '22', 'host', '-l', 'bob', '-p', '2222', 'mysql -phunter2'], ['-p', '22', 'host', '-l', 'bob', '-p', '2222', `mysql -p${R}`]],
    // After "--" (before or after the destination), or after the first word of the command, -p is the remote command's: hidden.
    ['ssh', ['host', '--', '-p', 'hunter2'], ['host', '--', '-p', R]],
    ['ssh', ['--', 'host', '-p', 'hunter2'], ['--', 'host', '-p', R]],
    ['ssh', ['host', 'uptime', '-p', 'hunter2'], ['host', 'uptime', '-p', R]],
    // … and after a second operand (ssh reads its options again only once).
    ['ssh', ['host', '-p', '2222', 'host2', '-p', 'hunter2'], ['host', '-p', '2222', 'host2', '-p', R]],
    // A blank in an attached value (ssh takes `-oKey=a b`) starts the line there: read as one line, the words hide at least what they would.
    ['ssh', ['-oProxyCommand=sshpass -p hunter2 ssh -W %h:%p jump', 'host', 'mysql -phunter3'], [`-oProxyCommand=sshpass -p ${R} ssh -W %h:%p jump`, 'host', `mysql -p${R}`]],
    // ssh -o SetEnv sends GIT_SSH_COMMAND (or another variable git runs) to the remote side: its value is a command line (ssh dequotes it).
    ['ssh', ['-o', 'SetEnv=GIT_SSH_COMMAND=sshpass -p hunter2 ssh', 'host', 'git', 'fetch'], ['-o', `SetEnv=GIT_SSH_COMMAND=sshpass -p ${R} ssh`, 'host', 'git', 'fetch']],
    ['ssh', ['-o', 'SetEnv GIT_SSH_COMMAND="sshpass -p hunter2 ssh"', 'host'], ['-o', `SetEnv GIT_SSH_COMMAND="sshpass -p ${R} ssh"`, 'host']],
    ['ssh', ['-o', 'SetEnv="GIT_SSH_COMMAND=sshpass -p hunter2 ssh"', 'host', 'uptime'], ['-o', `SetEnv="GIT_SSH_COMMAND=sshpass -p ${R} ssh"`, 'host', 'uptime']],
  ])('hidden: %s %j → %j', (command, args, expected) => {
    const inputs = command === undefined ? { args } : { pack_id: 'p', command, args };
    const out = (redact(inputs) as { args: string[] }).args;
    expect(out).toEqual(expected);
    expect(JSON.stringify(out)).not.toMatch(/hunter|ter2/);
    expect(redactMessage(`failed: ${args.join(' ')}`, inputs)).not.toMatch(/hunter/);
  });

  test.each<[string, string[]]>([
    ['parallel', ['gzip', '-9', ':::', 'a.txt', 'b.txt']],
    ['parallel', ['-j', '4', 'ssh -p 2222 {} uptime', ':::', 'h1', 'h2']],
    ['parallel', ['--ssh', 'ssh -p 2222', '-S', 'host', 'ls -p', ':::', 'docs']],
    ['parallel', [':::', 'ls -p docs', 'uptime']],
    // A line that holds no secret stays as it is: the log keeps what the tool ran.
    ['pwsh', ['-NoProfile', '-enc', enc('Get-ChildItem -Path C:\\x | Select-Object -First 5')]],
    ['powershell', ['-EncodedCommand', '']],
    // -ex is -ExecutionPolicy, not -EncodedCommand.
    ['pwsh', ['-ex', 'Bypass', '-File', 'x.ps1']],
    ['ssh', ['host', '-p', '2222', 'uptime']],
    ['ssh', ['-p', '22', 'host', '-l', 'bob', '-p', '2222']],
    ['ssh', ['-o', 'SetEnv=LANG=C', 'host', 'uptime']],
    ['ssh', ['-o', 'SetEnv=GIT_SSH_COMMAND=ssh -p 2222', 'host', 'git', 'fetch']],
  ])('kept: %s %j', (command, args) => {
    expect((redact({ command, args }) as { args: string[] }).args).toEqual(args);
  });

  test('a message quoting an encoded command, or the line it encodes, is scrubbed', () => {
    const inputs = { command: 'pwsh', args: ['-enc', SECRET_LINE] };
    expect(redactMessage(`exit 1: pwsh -enc ${SECRET_LINE}`, inputs)).toBe(`exit 1: pwsh -enc ${REDACTED}`);
    expect(redactMessage('exit 1: mysql -u root -phunter2: access denied', inputs)).toBe(`exit 1: mysql -u root -p${REDACTED}: access denied`);
  });

  test('property: mysql -p<secret> anywhere in a command line, encoded for pwsh -EncodedCommand or given to parallel, never reaches the log', () => {
    const words = fc.constantFrom('ls', 'echo', 'Get-Item', '-Path', 'C:\\x', '|', ';', '-p', '22', 'host', '$env:X="1"', "'a b'", '"c d"', '{}', '--');
    const secret = fc.stringMatching(/^[A-Za-z0-9]{8,16}$/).map((x) => `Zq${x}`);
    fc.assert(
      fc.property(fc.array(words, { maxLength: 8 }), fc.array(words, { maxLength: 8 }), secret, fc.boolean(), fc.nat(5), (before, after, pw, attached, form) => {
        fc.pre(![...before, ...after].some((w) => w.includes(pw)));
        const line = [...before, ';', 'mysql', ...(attached ? [`-p${pw}`] : ['-p', pw]), ';', ...after].join(' ');
        const inputs = [
          { command: 'pwsh', args: ['-NoProfile', '-enc', enc(line)] },
          { command: 'powershell', args: ['-EncodedCommand', enc(line)] },
          { args: ['cmd', '/c', 'pwsh', '-e', enc(line)] },
          { command: 'parallel', args: ['-j', '2', line, ':::', 'a'] },
          { command: 'parallel', args: [':::', line, 'b'] },
          { command: 'parallel', args: ['--ssh', line, '-S', 'h', 'uptime', ':::', 'a'] },
        ][form];
        expect(JSON.stringify(redact(inputs))).not.toContain(pw);
        expect(redactMessage(`failed: ${line}`, inputs)).not.toContain(pw);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('shellLineWords: the words of the command lines a list hands to a shell (which the host pins pack files by)', () => {
  test.each<[string, string[], string[]]>([
    // Quotes taken out, nested lines read too; a word a `>` writes to is no file the command runs.
    ['sh', ['-c', 'node --import=./h.mjs x.mjs > out.txt; bash -c "sh ./y.sh" && sh < z.sh'], ['node', '--import=./h.mjs', 'x.mjs', 'bash', '-c', 'sh ./y.sh', 'sh', './y.sh', 'sh', 'z.sh']],
    ['bash', ['-lc', "'./run me.sh'"], ['./run me.sh']],
    ['watch', ['-n', '5', 'node', 'x.mjs'], ['node', 'x.mjs']],
    ['env', ['GIT_SSH_COMMAND=ssh -F ./cfg', 'git', 'fetch'], ['ssh', '-F', './cfg']],
    // No line: a script's own arguments are no command line.
    ['node', ['x.mjs', '-c', 'y.mjs'], []],
  ])('%s %j', (command, args, words) => {
    expect(shellLineWords(args, command)).toEqual(words);
  });
});
