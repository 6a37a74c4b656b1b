import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';

/**
 * JSON Schema handling for tool inputs. A tool's inputSchema is checked against the JSON Schema
 * meta-schema (draft-07 by default, as MCP's SDK validates; 2020-12 when the schema's `$schema`
 * names it), then compiled once to validate call arguments.
 */
const DRAFT_2020 = /json-schema\.org\/draft\/2020-12\/schema/;

let draft07: Ajv | null = null;
let draft2020: Ajv2020 | null = null;

function ajvFor(schema: Record<string, unknown>): Ajv | Ajv2020 {
  if (typeof schema.$schema === 'string' && DRAFT_2020.test(schema.$schema)) {
    draft2020 ??= new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    return draft2020;
  }
  draft07 ??= new Ajv({ allErrors: true, strict: false, validateFormats: false });
  return draft07;
}

/** Why an inputSchema is not usable, one message per problem; empty when it is fine. */
export function inputSchemaProblems(schema: unknown): { pointer: string; message: string }[] {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return [{ pointer: '', message: 'must be a JSON Schema object' }];
  const s = schema as Record<string, unknown>;
  const problems: { pointer: string; message: string }[] = [];
  if (s.type !== 'object') problems.push({ pointer: '/type', message: 'must be "object": tool input is always a JSON object (MCP requires it)' });
  const ajv = ajvFor(s);
  if (!ajv.validateSchema(s)) {
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
  try {
    compileUncached(s);
  } catch (err) {
    problems.push({ pointer: '', message: `does not compile: ${(err as Error).message.split('\n')[0]}` });
  }
  return problems;
}

function compileUncached(schema: Record<string, unknown>): ValidateFunction {
  const ajv = ajvFor(schema);
  // $id would make a second compile of the same schema clash in ajv's registry.
  const { $id: _id, ...rest } = schema;
  return ajv.compile(rest);
}

const compiled = new WeakMap<object, ValidateFunction>();

/** Validates tool arguments; returns one readable message per problem (empty when valid). */
export function validateInput(schema: Record<string, unknown>, input: unknown): string[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = compileUncached(schema);
    compiled.set(schema, validate);
  }
  if (validate(input)) return [];
  return (validate.errors ?? []).map((e) => {
    if (e.keyword === 'required') return `missing required parameter "${(e.params as { missingProperty: string }).missingProperty}"`;
    if (e.keyword === 'additionalProperties') return `unknown parameter "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    return `${e.instancePath ? `parameter ${e.instancePath.slice(1).replace(/\//g, '.')}` : 'input'} ${e.message ?? 'is invalid'}`;
  });
}
