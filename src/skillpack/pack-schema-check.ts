import { Ajv, type ErrorObject } from 'ajv';
import { locatePointer, type ParsedYaml } from '../core/yaml.js';
import { valueAtPointer } from '../core/json-pointer.js';
import { skillPackSchema } from './schema.js';
import { hasControlCharacter, quoteEscaped } from '../core/show-name.js';
import type { PackSchemaProblem } from './packfile.js';

/**
 * The pack schema through ajv, with its errors worded for people. Loaded only when the quick
 * check (pack-shape.ts) does not accept a pack: a valid pack never pays for ajv.
 */

let compiled: ReturnType<Ajv['compile']> | null = null;
function validator() {
  compiled ??= new Ajv({ allErrors: true, strict: false }).compile(skillPackSchema);
  return compiled;
}

/** The value at a JSON pointer (ajv's instancePath) in a parsed document. */
const valueAt = valueAtPointer;

function describe(e: ErrorObject, root: unknown): { pointer: string; message: string } | null {
  const at = e.instancePath || '/';
  switch (e.keyword) {
    case 'type': {
      // YAML reads unquoted 1234567, 1e5, true or null as non-strings: a ref or name made of
      // digits is the usual case, and its text may already be lost (0123 reads as 123).
      const value = valueAt(root, e.instancePath);
      if ((e.params as { type: string }).type === 'string' && value !== undefined && typeof value !== 'object' && typeof value !== 'string') {
        return { pointer: e.instancePath, message: `${at}: must be a string, but YAML read this unquoted value as the ${typeof value} ${String(value)}: put it in quotes` };
      }
      if ((e.params as { type: string }).type === 'string' && value === null) {
        return { pointer: e.instancePath, message: `${at}: must be a string, but YAML read this value as null (empty, ~ or null): put it in quotes` };
      }
      return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    }
    case 'required':
      return { pointer: e.instancePath, message: `${at}: missing required key "${(e.params as { missingProperty: string }).missingProperty}"` };
    case 'additionalProperties':
      return { pointer: e.instancePath, message: `${at}: unknown key "${(e.params as { additionalProperty: string }).additionalProperty}"` };
    case 'anyOf':
      return { pointer: '', message: '/: a pack needs a non-empty "include" or at least one "imports" entry' };
    case 'pattern': {
      const value = valueAt(root, e.instancePath);
      const shown = typeof value === 'string' ? `${quoteEscaped(value)} ` : '';
      const segment = /\/(prefix|sep|name)$/.test(e.instancePath);
      if (typeof value === 'string' && hasControlCharacter(value)) {
        const holder = segment ? 'pack name, prefix or separator (they name folders and state keys)' : 'repository or ref';
        return { pointer: e.instancePath, message: `${at}: ${shown}contains a control character (C0, DEL or C1: a tab, newline, escape, …), which no ${holder} may hold: remove it` };
      }
      if (segment) return { pointer: e.instancePath, message: `${at}: must not contain "/"` };
      return { pointer: e.instancePath, message: `${at}: ${shown}${/\/ref$/.test(e.instancePath) ? 'must not start with "-" or contain whitespace' : 'must not start with "-" or whitespace'}` };
    }
    default:
      return { pointer: e.instancePath, message: `${at}: ${e.message}` };
  }
}

/** Whether ajv accepts a value (for the test that holds the quick check to ajv's answers). */
export function schemaAccepts(value: unknown): boolean {
  return validator()(value) as boolean;
}

/** Schema problems of a parsed pack file, located in the YAML; null when it is valid. */
export function packSchemaProblems(yaml: ParsedYaml): PackSchemaProblem[] | null {
  const v = validator();
  if (v(yaml.value)) return null;
  const problems: PackSchemaProblem[] = [];
  const seen = new Set<string>();
  for (const e of v.errors ?? []) {
    // anyOf's branches report their own required/minItems errors; the anyOf line says it once.
    if (e.schemaPath.startsWith('#/anyOf/')) continue;
    const d = describe(e, yaml.value);
    if (!d || seen.has(d.message)) continue;
    seen.add(d.message);
    problems.push({ message: d.message, ...locatePointer(yaml, d.pointer) });
  }
  return problems;
}
