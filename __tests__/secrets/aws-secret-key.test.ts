import fc from 'fast-check';
import { awsSecretKey, SECRET_ACCESS_KEY_NAMES } from '../../src/secrets/content-rules/aws-secret-key.js';
import { looksLikePlaceholder } from '../../src/secrets/content-rules/types.js';
import { contentRules } from '../../src/secrets/content-rules/index.js';
import { scanContent, ALLOW_MARKER } from '../../src/secrets/scan-content.js';
import { fakeSecret, randomString } from '../helpers/fake-secrets.js';

/**
 * No key is written here: each is drawn at test time, and the names are joined at run time
 * (`j('aws_secret', '_access_key')`) so this file holds no assignment the rule would report.
 */
const j = (...p: string[]) => p.join('');
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+';

/** A secret access key as AWS issues them: 40 base64 characters (30 random bytes). */
function secretKey(): string {
  for (;;) {
    const k = randomString(KEY_ALPHABET, 40);
    if (!looksLikePlaceholder(k)) return k;
  }
}

const lower = j('aws_secret', '_access_key');
const upper = j('AWS_SECRET', '_ACCESS_KEY');

/** Where the rule places its findings in a text: `line:column`, 1-based, column in characters. */
const places = (text: string, file = 'file.txt') => scanContent(Buffer.from(text, 'utf8'), file, [awsSecretKey]).map((h) => `${h.line}:${h.column}`);

/** Where `value` starts in `text`, as `line:column` (the text before it is ASCII). */
function placeOf(text: string, value: string): string {
  const before = text.slice(0, text.indexOf(value));
  return `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
}

/**
 * The syntaxes a key is written in, as text before and after the value: INI, shell and .env,
 * JSON, YAML, JS/TS, CloudFormation, Java properties, and more. None ends or starts with a key
 * character, so the value is the whole run.
 */
const CONTEXTS: [string, string, string][] = [
  ['~/.aws/credentials', j('[default]\naws_access_key_id = AK', 'IA', 'Z'.repeat(16), '\n', lower, ' = '), '\n'],
  ['INI without spaces', j(lower, '='), '\n'],
  ['INI in upper case', j('[prod]\n', upper, ' = '), '\n'],
  ['INI in Title case', j('Aws_Secret', '_Access_Key = '), '\n'],
  ['INI aligned with tabs', j(lower, '\t=\t'), '\n'],
  ['INI aligned with 20 spaces', j(lower, ' '.repeat(20), '= '), '\n'],
  ['.env', j(upper, '='), '\n'],
  ['export, double-quoted', j('export ', upper, '="'), '"\n'],
  ['export, single-quoted', j('export ', upper, "='"), "'\n"],
  ['docker-compose environment list', j('    environment:\n      - ', upper, '='), '\n'],
  ['JSON', j('{\n  "', lower, '": "'), '",\n  "region": "eu-west-1"\n}\n'],
  ['JSON, compact', j('{"Secret', 'AccessKey":"'), '"}'],
  ['JSON inside a JSON string', j('"{\\"', lower, '\\":\\"'), '\\"}"\n'],
  ['YAML, unquoted', j('credentials:\n  secret', 'AccessKey: '), '\n'],
  ['YAML, double-quoted', j('aws:\n  ', lower, ': "'), '"\n'],
  ['CloudFormation / SDK PascalCase', j('      Secret', 'AccessKey: '), '\n'],
  ['a JS/TS object', j('new S3Client({ credentials: { accessKeyId: id, secret', "AccessKey: '"), "' } });\n"],
  ['a JS template literal', j('cfg.secret', 'AccessKey = `'), '`;\n'],
  ['a Go short declaration', j('awsSecret', 'AccessKey := "'), '"\n'],
  ['a PHP array', j("'", lower, "' => '"), "',\n"],
  ['Python os.environ', j('os.environ["', upper, '"] = "'), '"\n'],
  ['Java properties', j('aws.secret', '.access.key='), '\n'],
  ['a GitHub Actions input (kebab case)', j('        aws-secret', '-access-key: '), '\n'],
  ['an STS XML response', j('<Secret', 'AccessKey>'), '</SecretAccessKey>\n'],
  ['aws configure set', j('aws configure set ', lower, ' '), '\n'],
  ['a Dockerfile ENV without =', j('ENV ', upper, ' '), '\n'],
  ['a key at the end of the file, no newline', j(upper, '='), ''],
  ['YAML, the value on the next line', j('aws:\n  ', lower, ':\n    '), '\n'],
  ['a YAML literal block (|)', j('  ', lower, ': |\n    '), '\n'],
  ['a YAML folded block without its last newline (>-)', j('  Secret', 'AccessKey: >-\n    '), '\n  Region: eu-west-1\n'],
  ['a YAML block with an indentation indicator (|2-)', j(lower, ': |2-\n  '), '\n'],
  ['a YAML block, CRLF line ends', j(lower, ': |-\r\n  '), '\r\n'],
  ['pretty-printed JSON, the value on the next line', j('{\n  "Secret', 'AccessKey":\n    "'), '"\n}\n'],
  ['XML, the value on its own line', j('<Credentials>\n  <Secret', 'AccessKey>\n    '), '\n  </SecretAccessKey>\n</Credentials>\n'],
  ['a JS assignment broken after = (Prettier)', j('const awsSecret', 'AccessKey =\n  "'), '";\n'],
  ['a shell line continuation after =', j('export ', upper, '=\\\n'), '\n'],
  ['aws configure set, continued on the next line', j('aws configure set ', lower, ' \\\n  '), '\n'],
];

interface Case {
  name: string;
  text: string;
}

/** RuleTester-style: `valid` texts give no finding, `invalid` ones give findings at these places. */
const valid: Case[] = [
  { name: "AWS's documented example", text: j(lower, ' = wJalrXUtnFEMI/K7MDENG/bPxRfiCY', 'EXAMPLEKEY\n') },
  { name: "AWS's other documented example", text: j('export ', upper, '=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLE', 'KEY\n') },
  { name: 'a value holding EXAMPLE (any case)', text: j(lower, ' = ', 'ab12Example', randomString(KEY_ALPHABET, 29), '\n') },
  { name: 'one repeated letter', text: j(upper, '=', 'a'.repeat(40), '\n') },
  { name: 'one repeated digit', text: j(upper, '="', '0'.repeat(40), '"\n') },
  { name: 'a run of x', text: j(lower, ' = ', 'x'.repeat(40), '\n') },
  { name: 'a run of X inside a value', text: j(lower, ' = ', 'AbCd1234', 'X'.repeat(24), 'EfGh5678', '\n') },
  { name: 'stars (not key characters)', text: j(lower, ' = ', '*'.repeat(40), '\n') },
  { name: 'stars after a few characters', text: j(lower, ' = wJal', '*'.repeat(36), '\n') },
  { name: '39 characters', text: j(lower, ' = ', secretKey().slice(1), '\n') },
  { name: '41 characters', text: j(lower, ' = ', secretKey(), 'Q\n') },
  { name: 'a key inside a longer run of key characters', text: j(lower, ' = ab/', secretKey(), '+cd\n') },
  { name: '40 characters without the name', text: j('key = ', secretKey(), '\nsecret: ', secretKey(), '\n') },
  { name: 'a git SHA without the name', text: `commit ${randomString('0123456789abcdef', 40)}\n` },
  { name: 'a base64 blob after the name', text: j(lower, ' = ', Buffer.from(randomString(KEY_ALPHABET, 300)).toString('base64'), '\n') },
  { name: 'the value from the environment', text: j(upper, '=${', upper, '}\nsecret', 'AccessKey: process.env.', upper, ',\n') },
  { name: 'a GitHub Actions secret reference', text: j('aws-secret', '-access-key: ${{ secrets.', upper, ' }}\n') },
  { name: 'a CloudFormation GetAtt', text: j('Secret', 'AccessKey: !GetAtt AccessKey.SecretAccessKey\n') },
  { name: 'another name', text: j('aws_access_key_id = ', secretKey(), '\nsecret_key = ', secretKey(), '\n') },
  { name: 'a longer name', text: j(lower, '_file = /run/secrets/aws/', randomString('abcdefghijklmnopqrstuvwxyz0123456789', 23), '\n') },
  { name: 'the name 33 spaces away', text: j(lower, ' '.repeat(33), secretKey(), '\n') },
  { name: 'the name, a blank line, then the value', text: j(lower, ':\n\n  ', secretKey(), '\n') },
  { name: 'the name at the end of a line without an operator (prose), 40 characters on the next', text: j('Rotate the ', upper, '\n', secretKey(), '\n') },
  { name: 'the value on the next line, 65 spaces in', text: j(lower, ':\n', ' '.repeat(65), secretKey(), '\n') },
  { name: "AWS's documented example on the next line", text: j(lower, ': |\n  wJalrXUtnFEMI/K7MDENG/bPxRfiCY', 'EXAMPLEKEY\n') },
  { name: '40 characters on the line after another name', text: j('secret_key:\n  ', secretKey(), '\n') },
  { name: 'the name in prose', text: j('Set ', upper, ' to the 40-character secret from the IAM console.\n') },
];

const crlfKey = secretKey();
const eofKey = secretKey();
const twoKeys = [secretKey(), secretKey()];
// 40 hex digits are key characters: the name says what the value is, and nothing but a key
// belongs there. Excluding hex would buy nothing (a real key is all hex about once in 1e18,
// and no tool puts a commit SHA under this name) and would let through a key for an
// S3-compatible store, which takes secrets in any alphabet. So a SHA there is reported.
const sha = randomString('0123456789abcdef', 40);
const invalid: (Case & { places: string[] })[] = [
  ...CONTEXTS.map(([name, before, after]) => ((k) => ({ name, text: before + k + after, places: [placeOf(before + k + after, k)] }))(secretKey())),
  { name: 'CRLF line ends', text: j('[default]\r\naws_access_key_id = x\r\n', lower, ' = ', crlfKey, '\r\nregion = us-east-1\r\n'), places: ['3:25'] },
  { name: 'CRLF, the key at the end of the file', text: j('[default]\r\n', lower, '=', crlfKey), places: ['2:23'] },
  { name: 'a key at the end of the file without a newline', text: j('a\n', upper, '=', eofKey), places: ['2:23'] },
  { name: 'two profiles', text: j('[a]\n', lower, ' = ', twoKeys[0], '\n[b]\n', lower, ' = ', twoKeys[1], '\n'), places: ['2:25', '4:25'] },
  { name: 'the column counts characters, not bytes', text: j('# clé ünï: ', upper, '=', eofKey, '\n'), places: ['1:34'] },
  { name: 'a git SHA under the name is reported', text: j(lower, ' = ', sha, '\n'), places: ['1:25'] },
];

describe('aws-secret-key', () => {
  test.each(valid.map((c) => [c.name, c] as const))('valid: %s', (_n, c) => {
    expect(places(c.text)).toEqual([]);
  });
  test.each(invalid.map((c) => [c.name, c] as const))('invalid: %s', (_n, c) => {
    expect(places(c.text)).toEqual(c.places);
  });

  test('the whole registry reports it (its keywords reach the shared prefilter)', () => {
    const text = j('export ', upper, '="', secretKey(), '"\n');
    expect(scanContent(Buffer.from(text), 'env.sh').map((h) => `${h.rule.meta.id}@${h.line}:${h.column}`)).toEqual(['aws-secret-key@1:31']);
    expect(contentRules).toContain(awsSecretKey);
  });

  test('every spelling of the name is a keyword, in lower, Title, UPPER and camel case', () => {
    for (const name of SECRET_ACCESS_KEY_NAMES) expect(places(j(name, ' = ', secretKey()))).toEqual([`1:${name.length + 4}`]);
    expect([...SECRET_ACCESS_KEY_NAMES].sort()).toEqual(
      ['secret_access_key', 'Secret_Access_Key', 'SECRET_ACCESS_KEY', 'secret.access.key', 'Secret.Access.Key', 'SECRET.ACCESS.KEY', 'secret-access-key', 'Secret-Access-Key', 'SECRET-ACCESS-KEY', 'secretaccesskey', 'SecretAccessKey', 'SECRETACCESSKEY', 'secretAccessKey'].sort(),
    );
  });

  test('packwright:allow on the line lets the finding through, on another line does not', () => {
    const hits = (text: string) => scanContent(Buffer.from(text), 'credentials', [awsSecretKey]).map((h) => [h.line, h.allowedInline]);
    expect(hits(j(lower, ' = ', secretKey(), ` # ${ALLOW_MARKER}\n`))).toEqual([[1, true]]);
    expect(hits(j(`# ${ALLOW_MARKER}\n`, lower, ' = ', secretKey(), '\n'))).toEqual([[2, false]]);
    expect(hits(j(`# ${ALLOW_MARKER}\r`, lower, ' = ', secretKey(), '\r'))).toEqual([[1, false]]);
  });

  test('a value on the next line is placed there: packwright:allow goes on its line, not on the name\'s', () => {
    const hits = (text: string) => scanContent(Buffer.from(text), 'config.yml', [awsSecretKey]).map((h) => [h.line, h.column, h.allowedInline]);
    expect(hits(j(lower, ': |\n  ', secretKey(), ` # ${ALLOW_MARKER}\n`))).toEqual([[2, 3, true]]);
    expect(hits(j(`<!-- ${ALLOW_MARKER} --><Secret`, 'AccessKey>\n  ', secretKey(), '\n'))).toEqual([[2, 3, false]]);
  });

  test('property: a key in any context is found at its value; with one character removed it is not', () => {
    const keyChar = fc.constantFrom(...KEY_ALPHABET);
    const key = fc.array(keyChar, { minLength: 40, maxLength: 40 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.constantFrom(...CONTEXTS), key, fc.nat(39), ([, before, after], k, drop) => {
        fc.pre(!looksLikePlaceholder(k));
        const text = before + k + after;
        expect(places(text)).toEqual([placeOf(text, k)]);
        expect(places(before + k.slice(0, drop) + k.slice(drop + 1) + after)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('aws-secret-key on adversarial input', () => {
  // About 1 MB each. The match starts at a name and every run after it is bounded, so each name
  // costs a constant. The name in a lookbehind with unbounded spaces (`(?<=NAME[ \t]*=?[ \t]*)`),
  // tried at every position, takes time in positions × spaces: the megabyte of spaces did not
  // finish in five minutes. A sync hang ends the test only when it returns; the timeout fails it then.
  const near = randomString(KEY_ALPHABET, 39);
  const fill = (unit: string) => unit.repeat(Math.ceil(1_000_000 / unit.length));
  const cases: [string, () => string][] = [
    ['the name and 39 characters, repeated', () => fill(j(lower, '=', near, '\n'))],
    ['the name and 41 characters, repeated', () => fill(j(lower, '=', near, 'ab\n'))],
    ['the name and 39 characters, on one line', () => fill(j(upper, '="', near, '" '))],
    ['the name, then a megabyte of spaces', () => j(lower, ' '.repeat(1_000_000))],
    ['the name and =, then a megabyte of spaces', () => j(lower, '=', ' '.repeat(1_000_000))],
    ['the name and 32 spaces, repeated', () => fill(j(lower, ' '.repeat(32)))],
    ['the name, spaces, a colon, spaces, repeated', () => fill(j('Secret', 'AccessKey', ' '.repeat(31), ':', ' '.repeat(31)))],
    ['the name and =, back to back', () => fill(j(lower, '='))],
    ['the name, then a megabyte of key characters', () => j(lower, '=', 'a'.repeat(1_000_000))],
    ['the name, then escaped quotes', () => j(lower, fill('\\"'))],
    ['40-character runs after a name one letter short', () => fill(j(lower.slice(0, -1), ' = ', near, 'Q\n'))],
    ['40-character runs 33 spaces after the name', () => fill(j(lower, ' '.repeat(33), near, 'Q\n'))],
    ['the name and a colon at a line end, 39 characters on the next, repeated', () => fill(j(lower, ':\n  ', near, '\n'))],
    ['the name, a block indicator, then 64 spaces, repeated', () => fill(j(lower, ': >-\n', ' '.repeat(64)))],
    ['the name and a colon, then a megabyte of line breaks', () => j(lower, ':', '\n'.repeat(1_000_000))],
    ['the name, = and a line continuation, back to back', () => fill(j(upper, '=\\\n'))],
    ['the XML element, then 41 characters on the next line, repeated', () => fill(j('<Secret', 'AccessKey>\n ', near, 'ab\n'))],
  ];
  test.each(cases)(
    '%s: no key, and a real key after it is still found',
    (_name, make) => {
      const text = make();
      expect(places(text)).toEqual([]);
      expect(places(j(text, '\n', upper, '=', secretKey(), '\n'))).toEqual([`${text.split('\n').length + 1}:23`]);
    },
    20_000,
  );
});

describe('the access key id rule is unchanged by it', () => {
  test('an id and a secret in one credentials file are two findings', () => {
    const text = j('[default]\naws_access_key_id = ', fakeSecret.aws(), '\n', lower, ' = ', secretKey(), '\n');
    expect(scanContent(Buffer.from(text), 'credentials').map((h) => `${h.rule.meta.id}@${h.line}:${h.column}`)).toEqual(['aws-access-key@2:21', 'aws-secret-key@3:25']);
  });
});
