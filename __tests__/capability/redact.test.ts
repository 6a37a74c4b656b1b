import fc from 'fast-check';
import { isSecretName, redact, redactText, redactMessage, REDACTED } from '../../src/capability/redact.js';

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
    const programs = ['ssh', 'ls', 'git', 'psql', 'sudo', 'env', 'curl', 'x', 'mysql', 'sshpass'];
    const words = fc.constantFrom('-p', '-P', '-u', 'root', 'host', '22', '--', 'ssh', 'ls', 'git', 'db');
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
