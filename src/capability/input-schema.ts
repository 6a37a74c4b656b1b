import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { guardedRegExp, withPatternLengthLimits } from './pattern-safety.js';
import { patternLengthLimits, patternSites, slowPatternProblems, type PatternSite } from './schema-pattern-bounds.js';

/**
 * JSON Schema handling for tool inputs. A tool's inputSchema is checked against the JSON Schema
 * meta-schema (draft-07 by default, as MCP's SDK validates; 2019-09 or 2020-12 when the
 * schema's `$schema` names it), then compiled once to validate call arguments. Any other
 * `$schema` (draft-04, draft-06, a custom meta-schema) is refused: ajv 8 has no meta-schema for
 * it, and guessing would validate the tool's input by rules its author did not mean.
 */
type Dialect = 'draft-07' | '2019-09' | '2020-12';

/** Each dialect's `$schema` as ajv registers it, and the spellings accepted for it (http or https, with or without "#"). */
const DIALECTS: readonly { dialect: Dialect; id: string; pattern: RegExp }[] = [
  { dialect: 'draft-07', id: 'http://json-schema.org/draft-07/schema', pattern: /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/ },
  { dialect: '2019-09', id: 'https://json-schema.org/draft/2019-09/schema', pattern: /^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/ },
  { dialect: '2020-12', id: 'https://json-schema.org/draft/2020-12/schema', pattern: /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/ },
];

/**
 * How deeply an inputSchema may nest (objects and arrays, counted from the schema itself). ajv
 * walks schemas recursively, so a hostile depth (1000 levels of `items`) would overflow the
 * stack; real tool inputs use a handful of levels.
 */
const MAX_SCHEMA_DEPTH = 64;

const instances: Partial<Record<Dialect, Ajv | Ajv2019 | Ajv2020>> = {};

function ajvFor(dialect: Dialect): Ajv | Ajv2019 | Ajv2020 {
  // A pattern that could hang the server is refused when the schema compiles (see guardedRegExp).
  // ajv gives patterns the "u" flag (unicodeRegExp), as slowPatternProblems assumes.
  const options = { allErrors: true, strict: false, validateFormats: false, code: { regExp: guardedRegExp } };
  return (instances[dialect] ??= dialect === '2020-12' ? new Ajv2020(options) : dialect === '2019-09' ? new Ajv2019(options) : new Ajv(options));
}

/** The dialect a schema's `$schema` names (draft-07 when absent), or null when it is not one we support. */
function dialectOf(schema: Record<string, unknown>): (typeof DIALECTS)[number] | null {
  if (!Object.hasOwn(schema, '$schema')) return DIALECTS[0];
  const s = schema.$schema;
  return typeof s === 'string' ? (DIALECTS.find((d) => d.pattern.test(s)) ?? null) : null;
}

/** Nesting depth of a JSON value (0 for a scalar), stopping as soon as it passes `limit`; iterative, so it cannot overflow. */
function depthOver(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** The schema as ajv must see it: `$schema` in the spelling ajv registered, no `$id` (a second compile of one `$id` clashes in ajv's registry). */
function forAjv(schema: Record<string, unknown>, id: string): Record<string, unknown> {
  const { $id: _id, $schema: _schema, ...rest } = schema;
  return { $schema: id, ...rest };
}

function firstLine(err: unknown): string {
  const message = (err as Error)?.message ?? String(err);
  return message.split('\n')[0];
}

/** Each schema object's validator, compiled once (see inputSchemaProblems, validateInput). */
const compiled = new WeakMap<object, ValidateFunction>();

/** Why an inputSchema is not usable, one message per problem; empty when it is fine. Never throws. */
export function inputSchemaProblems(schema: unknown): { pointer: string; message: string }[] {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return [{ pointer: '', message: 'must be a JSON Schema object' }];
  const s = schema as Record<string, unknown>;
  const problems: { pointer: string; message: string }[] = [];
  if (s.type !== 'object') problems.push({ pointer: '/type', message: 'must be "object": tool input is always a JSON object (MCP requires it)' });
  const dialect = dialectOf(s);
  if (!dialect) {
    const shown = typeof s.$schema === 'string' ? JSON.stringify(s.$schema) : `a ${s.$schema === null ? 'null' : Array.isArray(s.$schema) ? 'list' : typeof s.$schema}`;
    problems.push({ pointer: '/$schema', message: `unsupported $schema ${shown}: use draft-07 (the default: leave $schema out), 2019-09 or 2020-12` });
    return problems;
  }
  if (depthOver(s, MAX_SCHEMA_DEPTH)) {
    problems.push({ pointer: '', message: `is nested too deeply (more than ${MAX_SCHEMA_DEPTH} levels of objects and arrays): flatten it, or use $ref to definitions` });
    return problems;
  }
  const ajv = ajvFor(dialect.dialect);
  let valid: boolean;
  try {
    valid = ajv.validateSchema(forAjv(s, dialect.id)) as boolean;
  } catch (err) {
    problems.push({ pointer: '', message: `cannot be checked against the JSON Schema meta-schema: ${firstLine(err)}` });
    return problems;
  }
  if (!valid) {
    // One message per place: a bad `type` fails enum, array and anyOf at once.
    const seen = new Set<string>();
    for (const e of ajv.errors ?? []) {
      if (seen.has(e.instancePath)) continue;
      seen.add(e.instancePath);
      const allowed = e.keyword === 'enum' ? `: one of ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` : '';
      problems.push({ pointer: e.instancePath, message: `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${allowed} (JSON Schema meta-schema)` });
    }
    return problems;
  }
  // A polynomial pattern needs a maxLength small enough: reported at its place, before ajv would refuse the first one.
  let sites: PatternSite[];
  try {
    sites = patternSites(s);
  } catch (err) {
    problems.push({ pointer: '', message: `cannot be checked for slow patterns: ${firstLine(err)}` });
    return problems;
  }
  const slow = slowPatternProblems(sites);
  if (slow.length > 0) {
    problems.push(...slow);
    return problems;
  }
  try {
    // The validator the checked schema compiles to is the one validateInput uses: one walk and one compile.
    compiled.set(s, compileUncached(s, sites));
  } catch (err) {
    problems.push({ pointer: '', message: `does not compile: ${firstLine(err)}` });
  }
  return problems;
}

function compileUncached(schema: Record<string, unknown>, sites: readonly PatternSite[] = patternSites(schema)): ValidateFunction {
  const dialect = dialectOf(schema);
  if (!dialect) throw new Error(`unsupported $schema ${JSON.stringify(schema.$schema)}`);
  // Each polynomial pattern runs only on texts within the maxLength that bounds all its places (see guardedRegExp).
  return withPatternLengthLimits(patternLengthLimits(sites), () => ajvFor(dialect.dialect).compile(forAjv(schema, dialect.id)));
}

/** Validates tool arguments; returns one readable message per problem (empty when valid). */
export function validateInput(schema: Record<string, unknown>, input: unknown): string[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = compileUncached(schema);
    compiled.set(schema, validate);
  }
  if (validate(input)) return [];
  const errors = validate.errors ?? [];
  // A text over its maxLength never reaches a bounded pattern (the length gate answers "no match"
  // without running it): that "must match pattern" says nothing true, the maxLength error says why.
  const tooLong = new Set(errors.filter((e) => e.keyword === 'maxLength').map((e) => e.instancePath));
  return errors.filter((e) => !(e.keyword === 'pattern' && tooLong.has(e.instancePath))).map((e) => {
    if (e.keyword === 'required') return `missing required parameter "${(e.params as { missingProperty: string }).missingProperty}"`;
    if (e.keyword === 'additionalProperties') return `unknown parameter "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    return `${e.instancePath ? `parameter ${e.instancePath.slice(1).replace(/\//g, '.')}` : 'input'} ${e.message ?? 'is invalid'}`;
  });
}
