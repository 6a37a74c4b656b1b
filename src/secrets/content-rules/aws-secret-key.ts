import { DOCS, escapeRegExp, looksLikePlaceholder, type ContentRule } from './types.js';

/**
 * How a name says "AWS secret access key": the three words in lower, Title, UPPER or camel
 * case, joined by `_`, `.`, `-` or nothing (aws_secret_access_key, AWS_SECRET_ACCESS_KEY,
 * Aws_Secret_Access_Key, aws.secret.access.key, aws-secret-access-key, secretAccessKey,
 * SecretAccessKey). The prefilter is case-sensitive, so each spelling is a keyword, and the
 * pattern takes exactly these: whether a name is found never depends on the rest of the file.
 */
export const SECRET_ACCESS_KEY_NAMES: readonly string[] = [
  ...['_', '.', '-', ''].flatMap((sep) => [`secret${sep}access${sep}key`, `Secret${sep}Access${sep}Key`, `SECRET${sep}ACCESS${sep}KEY`]),
  'secretAccessKey',
];

/** A quote around the name or the value, also JSON-escaped (`\"`) in a string that holds JSON. */
const QUOTE = '(?:\\\\?["\'`])?';

/** `=`, `:`, `:=`, `=>` or XML's `>` between a name and its value. */
const OPERATOR = '(?::=?|=>?|>)';

/** Spaces or tabs around an operator: bounded, so trying them costs constant time. */
const SPACES = '[ \\t]{0,32}';

/**
 * The value on the next line, after a line that ends with an operator (YAML `key:`, a block
 * scalar `key: |`, `>-` or `|2-`; pretty-printed JSON `"key":`; XML `<SecretAccessKey>`; an
 * assignment a formatter broke after `=`) or with a shell line continuation (`NAME=\`,
 * `aws configure set NAME \`), then one line break and the next line's indentation. A blank
 * line between them, or a name that ends a line of prose with no operator, is no assignment.
 */
const NEXT_LINE = `${SPACES}(?:${OPERATOR}${SPACES}(?:[|>][-+1-9]{0,2}${SPACES})?\\\\?|\\\\)(?:\\r\\n?|\\n)[ \\t]{0,64}`;

/**
 * Between the name (and its closing quote, or the `]` of `os.environ["…"]`) and the value, on
 * the same line: an operator with spaces or tabs around it, or spaces alone (`aws configure set
 * aws_secret_access_key …`, Dockerfile `ENV NAME value`); or NEXT_LINE. The finding is placed at
 * the value, so a `packwright:allow` comment goes on the value's line.
 */
const GAP = `\\]?(?:${SPACES}${OPERATOR}${SPACES}|[ \\t]{1,32}|${NEXT_LINE})`;

/** The key's alphabet (base64 without padding); a key is exactly 40 of them. */
const KEY_CHAR = '[A-Za-z0-9/+]';

/**
 * An AWS secret access key written to a name that says so: `aws_secret_access_key = …` in
 * ~/.aws/credentials, `AWS_SECRET_ACCESS_KEY=…` in a shell or .env file, `"SecretAccessKey":
 * "…"` in JSON, YAML, CloudFormation or an SDK config, `aws.secret.access.key=…` in a Java
 * properties file; the value on the same line or the next (a YAML block, pretty-printed JSON).
 * Forty base64 characters alone are no evidence (a git SHA, a slice of any base64 blob), so the
 * name is required; given it, any 40-character value counts, 40 hex digits too: nothing else
 * belongs there, and S3-compatible stores accept secrets of any alphabet.
 *
 * The match starts at the name, a literal the regex engine finds by skipping through the text;
 * the finding is placed at the value (valueAt). The value is a fixed 40 characters and every run
 * between name and value (a line break included) is bounded, so each name costs a constant and
 * a file costs linear time.
 * (Starting the match at the value instead, with the name in a lookbehind, tried the lookbehind
 * at every position: ten times slower on ordinary files, and 1 s per MB of spaces.)
 */
export const awsSecretKey: ContentRule = {
  meta: { id: 'aws-secret-key', severity: 'error', description: 'an AWS secret access key (aws_secret_access_key = …, AWS_SECRET_ACCESS_KEY=…, secretAccessKey: …)', docs: DOCS },
  keywords: SECRET_ACCESS_KEY_NAMES,
  what: 'an AWS secret access key',
  pattern: new RegExp(`(?:${SECRET_ACCESS_KEY_NAMES.map(escapeRegExp).join('|')})${QUOTE}${GAP}${QUOTE}(${KEY_CHAR}{40})(?!${KEY_CHAR})`, 'g'),
  valueAt: (m) => m[0].length - m[1].length,
  // AWS's documented example (wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY) holds EXAMPLE.
  isPlaceholder: (m) => looksLikePlaceholder(m[1]),
};
