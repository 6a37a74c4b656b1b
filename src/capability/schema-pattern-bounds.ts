import { maxLengthFor, patternCost, polynomialReason } from './pattern-safety.js';

/**
 * Where a tool's inputSchema tests a regular expression, and how long the tested text can be.
 * A polynomial pattern (see pattern-safety) is safe only on a bounded text, and ajv runs with
 * allErrors, so `pattern` runs even on a string whose `maxLength` already failed: the bound must be
 * known before ajv compiles the schema, both to refuse an unbounded pattern with its place and to
 * give guardedRegExp the length beyond which it does not run the pattern.
 *
 * A bound counts only when every text the pattern tests is held to it, whatever the rest of the
 * schema says: a `maxLength` in the same schema object, in an `allOf` member or a `$ref` target of
 * it, or in an object whose `allOf` member or `$ref` target it is (the same instance in every
 * case). Through `anyOf`, `oneOf`, `not`, `if`/`then`/`else` a bound is not guaranteed and is not
 * counted. Property names (`patternProperties` keys, `propertyNames.pattern`) are bounded only by
 * `propertyNames.maxLength`. When unsure (a `$ref` this walk cannot resolve, `$dynamicRef`,
 * `$recursiveRef`, a nested `$id`), a bound from the context is not counted.
 */

type Schema = Record<string, unknown>;

/** One place where a pattern tests a text. */
export interface PatternSite {
  pattern: string;
  /** JSON pointer to the keyword in the schema (`/properties/q/pattern`, `/patternProperties/<key>`). */
  pointer: string;
  /** Whether it tests property names (from patternProperties or propertyNames) rather than a string value. */
  names: boolean;
  /** The smallest maxLength that always applies to the text tested; null when none does. */
  maxLength: number | null;
}

/** Keywords whose value is one subschema applied to… the same instance (SAME), or to another (OTHER). */
const SAME_ONE = ['not', 'if', 'then', 'else'];
const OTHER_ONE = ['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema', 'items'];
const SAME_LIST = ['allOf', 'anyOf', 'oneOf'];
const OTHER_LIST = ['items', 'prefixItems'];
const OTHER_MAP = ['properties', 'patternProperties', 'dependentSchemas', 'dependencies'];
/** Subschemas that run only through a `$ref`. */
const DEFINITIONS = ['definitions', '$defs'];

/** How a subschema is reached from its parent object. */
interface Edge {
  parent: Schema;
  keyword: string;
}

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const escapeToken = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

class Walk {
  /** Every schema object, with the pointer of its first place and how it is reached. */
  readonly pointers = new Map<Schema, string>();
  readonly edges = new Map<Schema, Edge[]>();
  /** Objects whose `$ref` resolved, and what to. */
  readonly refs = new Map<Schema, Schema>();
  /** Referrers of each `$ref` target. */
  readonly referrers = new Map<Schema, Schema[]>();
  /** Whether an evaluation this walk cannot see may reach some subschema: then no bound from a context counts. */
  unsure = false;

  private readonly down = new Map<string, Map<Schema, number>>();
  private readonly full = new Map<string, Map<Schema, number>>();

  constructor(readonly root: Schema) {
    this.visit(root, '', undefined);
    // A nested $id moves the base "#/…" resolves against: no $ref is resolved then.
    const nestedId = [...this.pointers.keys()].some((s) => s !== root && s.$id !== undefined);
    for (const s of this.pointers.keys()) {
      if (s.$ref !== undefined) {
        const target = !nestedId && typeof s.$ref === 'string' ? this.resolve(s.$ref) : undefined;
        if (target) {
          this.refs.set(s, target);
          this.referrers.set(target, [...(this.referrers.get(target) ?? []), s]);
        } else this.unsure = true;
      }
      if (s.$dynamicRef !== undefined || s.$recursiveRef !== undefined) this.unsure = true;
    }
  }

  private visit(s: Schema, pointer: string, edge: Edge | undefined): void {
    if (edge) this.edges.set(s, [...(this.edges.get(s) ?? []), edge]);
    if (this.pointers.has(s)) return; // an object at two places (built in code): walked once, both edges kept
    this.pointers.set(s, pointer);
    const child = (v: unknown, at: string, keyword: string): void => {
      if (isSchema(v)) this.visit(v, `${pointer}/${at}`, { parent: s, keyword });
    };
    for (const k of [...SAME_ONE, ...OTHER_ONE]) child(s[k], k, k);
    for (const k of [...SAME_LIST, ...OTHER_LIST]) if (Array.isArray(s[k])) (s[k] as unknown[]).forEach((v, i) => child(v, `${k}/${i}`, k));
    for (const k of [...OTHER_MAP, ...DEFINITIONS]) if (isSchema(s[k])) for (const [key, v] of Object.entries(s[k] as Schema)) child(v, `${k}/${escapeToken(key)}`, k);
  }

  /** A `$ref` within this document ("#" or "#/json/pointer"); undefined for any other (an anchor, another document). */
  private resolve(ref: string): Schema | undefined {
    if (ref === '#') return this.root;
    if (!ref.startsWith('#/')) return undefined;
    let at: unknown = this.root;
    for (const raw of ref.slice(2).split('/')) {
      let key: string;
      try {
        key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      } catch {
        return undefined;
      }
      if (Array.isArray(at)) at = at[Number(key)];
      else if (isSchema(at) && Object.hasOwn(at, key)) at = at[key];
      else return undefined;
    }
    return isSchema(at) && this.pointers.has(at) ? at : undefined;
  }

  /**
   * The smallest bound `own` gives that always applies to the instance of `s` (Infinity when none):
   * from `s`, its `allOf` members and `$ref` target (down), and from every context that evaluates
   * `s` (the largest of them: each must bound it). A cycle counts as unbounded.
   */
  bound(s: Schema, kind: string, own: (s: Schema) => number): number {
    const memo = this.full.get(kind) ?? new Map<Schema, number>();
    this.full.set(kind, memo);
    const known = memo.get(s);
    if (known !== undefined) return known;
    memo.set(s, Infinity); // in progress: a cycle back here counts as unbounded
    let context = -Infinity;
    const contexts = (this.edges.get(s) ?? []).filter((e) => !DEFINITIONS.includes(e.keyword));
    if (s === this.root || this.unsure || contexts.some((e) => e.keyword !== 'allOf')) context = Infinity;
    for (const e of contexts) if (e.keyword === 'allOf') context = Math.max(context, this.bound(e.parent, kind, own));
    for (const r of this.referrers.get(s) ?? []) context = Math.max(context, this.bound(r, kind, own));
    // Reached by no evaluation at all (an unused definition): nothing is known of its instance.
    if (context === -Infinity) context = Infinity;
    const result = Math.min(this.downward(s, kind, own, new Set()), context);
    memo.set(s, result);
    return result;
  }

  private downward(s: Schema, kind: string, own: (s: Schema) => number, path: Set<Schema>): number {
    const memo = this.down.get(kind) ?? new Map<Schema, number>();
    this.down.set(kind, memo);
    const known = memo.get(s);
    if (known !== undefined) return known;
    if (path.has(s)) return Infinity;
    path.add(s);
    let b = own(s);
    if (Array.isArray(s.allOf)) for (const m of s.allOf) if (isSchema(m)) b = Math.min(b, this.downward(m, kind, own, path));
    const target = this.refs.get(s);
    if (target) b = Math.min(b, this.downward(target, kind, own, path));
    path.delete(s);
    memo.set(s, b);
    return b;
  }

  /** Whether `s` validates a property name: reached from `propertyNames` through keywords on the same instance. */
  names(s: Schema, seen = new Set<Schema>()): boolean {
    if (seen.has(s)) return false;
    seen.add(s);
    return (this.edges.get(s) ?? []).some((e) => e.keyword === 'propertyNames' || ((SAME_ONE.includes(e.keyword) || SAME_LIST.includes(e.keyword)) && this.names(e.parent, seen)));
  }
}

const maxLengthOf = (s: Schema): number => (typeof s.maxLength === 'number' && s.maxLength >= 0 ? s.maxLength : Infinity);

/** Every place a pattern tests a text in `schema`, with the bound on that text. The schema must be valid against its meta-schema. */
export function patternSites(schema: Schema): PatternSite[] {
  const walk = new Walk(schema);
  const valueBound = (s: Schema): number => walk.bound(s, 'value', maxLengthOf);
  // The names of an object's properties: bounded by the maxLength of a propertyNames that always applies to it.
  const nameBound = (s: Schema): number => walk.bound(s, 'names', (o) => (isSchema(o.propertyNames) ? valueBound(o.propertyNames) : Infinity));
  const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);
  const sites: PatternSite[] = [];
  for (const [s, pointer] of walk.pointers) {
    if (typeof s.pattern === 'string') sites.push({ pattern: s.pattern, pointer: `${pointer}/pattern`, names: walk.names(s), maxLength: finite(valueBound(s)) });
    if (isSchema(s.patternProperties)) {
      const bound = finite(nameBound(s));
      for (const key of Object.keys(s.patternProperties)) sites.push({ pattern: key, pointer: `${pointer}/patternProperties/${escapeToken(key)}`, names: true, maxLength: bound });
    }
  }
  return sites;
}

/**
 * The polynomial patterns of `sites` without a small enough bound, one problem each (with its
 * pointer). A pattern refused outright (exponential, unreadable) is left to guardedRegExp, which
 * refuses it when the schema compiles.
 */
export function slowPatternProblems(sites: readonly PatternSite[], flags = 'u'): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  for (const site of sites) {
    const cost = patternCost(site.pattern, flags);
    if (cost.hazard !== null) continue;
    const most = maxLengthFor(cost);
    if (most === Infinity || (site.maxLength !== null && site.maxLength <= most)) continue;
    problems.push({ pointer: site.pointer, message: `pattern ${JSON.stringify(site.pattern)} ${polynomialReason(cost, site.names)}` });
  }
  return problems;
}

/**
 * For guardedRegExp (withPatternLengthLimits): each pattern's longest tested text, the largest
 * bound over its sites; a pattern with an unbounded site is left out (refused if polynomial).
 */
export function patternLengthLimits(sites: readonly PatternSite[]): Map<string, number> {
  const limits = new Map<string, number>();
  const unbounded = new Set<string>();
  for (const { pattern, maxLength } of sites) {
    if (maxLength === null) unbounded.add(pattern);
    else limits.set(pattern, Math.max(limits.get(pattern) ?? 0, maxLength));
  }
  for (const pattern of unbounded) limits.delete(pattern);
  return limits;
}
