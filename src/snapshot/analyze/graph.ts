import path from 'node:path';

/**
 * Resolves import specifiers to files of the repository, per language, to build the import
 * graph behind the coupling hotspots. External packages resolve to nothing and are not counted.
 * Go imports resolve to the package folder (`pkg/store/`), the unit Go imports.
 */

const JS_EXT = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.d.ts'];

export interface ResolveContext {
  files: ReadonlySet<string>;
  /** Folders (with trailing `/`) holding .go files, for Go package imports. */
  goPackages: ReadonlySet<string>;
  goModule: string | null;
  /** Built on the first JavaScript import (see jsTargets). */
  js?: JsTargets;
}

export function resolveImport(from: string, spec: string, ctx: ResolveContext): string | null {
  const slash = from.lastIndexOf('/');
  const dot = from.lastIndexOf('.');
  const ext = dot > slash + 1 ? from.slice(dot) : '';
  if (JS_EXT.includes(ext)) return resolveJs(from.slice(0, Math.max(0, slash)), spec, ctx);
  if (ext === '.py' || ext === '.pyi') return resolvePython(from, spec, ctx.files);
  if (ext === '.go') return resolveGo(spec, ctx);
  if (ext === '.rs') return resolveRust(from, spec, ctx.files);
  return null;
}

/**
 * What a JavaScript import of an extensionless path (`./util`) or a folder (`./lib`) resolves
 * to: the file with the first extension in JS_EXT order. Built once from the file list, so each
 * import costs two lookups instead of up to eighteen candidate strings.
 */
interface JsTargets {
  byStem: Map<string, string>;
  byFolder: Map<string, string>;
}

function jsTargets(ctx: ResolveContext): JsTargets {
  if (ctx.js) return ctx.js;
  const stemRank = new Map<string, number>();
  const folderRank = new Map<string, number>();
  const out: JsTargets = { byStem: new Map(), byFolder: new Map() };
  for (const f of ctx.files) {
    for (let rank = 0; rank < JS_EXT.length; rank++) {
      if (!f.endsWith(JS_EXT[rank])) continue;
      const stem = f.slice(0, -JS_EXT[rank].length);
      if ((stemRank.get(stem) ?? JS_EXT.length) > rank) {
        stemRank.set(stem, rank);
        out.byStem.set(stem, f);
      }
      if (stem === 'index' || stem.endsWith('/index')) {
        const folder = stem.slice(0, Math.max(0, stem.length - 6));
        if ((folderRank.get(folder) ?? JS_EXT.length) > rank) {
          folderRank.set(folder, rank);
          out.byFolder.set(folder, f);
        }
      }
    }
  }
  return (ctx.js = out);
}

function resolveJs(fromDir: string, spec: string, ctx: ResolveContext): string | null {
  if (!spec.startsWith('.')) return null;
  const base = joinWithin(fromDir, spec);
  if (base === null) return null;
  if (ctx.files.has(base)) return base;
  const targets = jsTargets(ctx);
  return targets.byStem.get(base.replace(/\.(m|c)?js$|\.jsx$/, '')) ?? targets.byFolder.get(base) ?? null;
}

/** `dir` joined with a relative specifier, `.` and `..` applied; null when it climbs out of the root. */
function joinWithin(dir: string, spec: string): string | null {
  const parts = dir ? dir.split('/') : [];
  for (const seg of spec.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg !== '..') parts.push(seg);
    else if (!parts.length) return null;
    else parts.pop();
  }
  return parts.join('/');
}

function resolvePython(from: string, spec: string, files: ReadonlySet<string>): string | null {
  const dots = /^\.*/.exec(spec)![0].length;
  const rest = spec.slice(dots).split('.').filter(Boolean).join('/');
  const roots: string[] = [];
  if (dots > 0) {
    let dir = path.posix.dirname(from);
    for (let i = 1; i < dots; i++) dir = path.posix.dirname(dir);
    roots.push(dir === '.' ? '' : dir);
  } else {
    roots.push('', 'src');
  }
  for (const r of roots) {
    const p = [r, rest].filter(Boolean).join('/');
    if (!p) continue;
    // Only dots (`from .. import x`) name the package folder itself, never a module beside it.
    const candidates = rest ? [`${p}.py`, `${p}/__init__.py`, `${p}.pyi`] : [`${p}/__init__.py`, `${p}/__init__.pyi`];
    for (const c of candidates) if (files.has(c)) return c;
  }
  return null;
}

function resolveGo(spec: string, ctx: ResolveContext): string | null {
  if (!ctx.goModule) return null;
  if (spec !== ctx.goModule && !spec.startsWith(`${ctx.goModule}/`)) return null;
  const dir = spec === ctx.goModule ? '' : spec.slice(ctx.goModule.length + 1);
  const key = dir === '' ? './' : `${dir}/`;
  return ctx.goPackages.has(key) ? key : null;
}

function resolveRust(from: string, spec: string, files: ReadonlySet<string>): string | null {
  const dir = path.posix.dirname(from);
  const stem = path.posix.basename(from, '.rs');
  const mod = /^mod (\w+)$/.exec(spec);
  if (mod) {
    const parent = stem === 'mod' || stem === 'lib' || stem === 'main' ? dir : `${dir}/${stem}`;
    const p = parent === '.' ? mod[1] : `${parent}/${mod[1]}`;
    return [`${p}.rs`, `${p}/mod.rs`].find((c) => files.has(c)) ?? null;
  }
  const crate = /^crate::([\w:]+)/.exec(spec);
  if (!crate) return null;
  const srcAt = from.lastIndexOf('src/');
  const srcDir = srcAt >= 0 ? from.slice(0, srcAt + 3) : dir;
  const parts = crate[1].split('::').filter(Boolean);
  for (let k = parts.length; k > 0; k--) {
    const p = `${srcDir}/${parts.slice(0, k).join('/')}`;
    const hit = [`${p}.rs`, `${p}/mod.rs`].find((c) => files.has(c));
    if (hit) return hit;
  }
  return null;
}

export interface ImportGraph {
  fanOut: Map<string, Set<string>>;
  fanIn: Map<string, Set<string>>;
}

/** Builds fan-in and fan-out over graph nodes (files, or Go package folders). */
export function buildGraph(edges: Iterable<[string, string]>): ImportGraph {
  const fanOut = new Map<string, Set<string>>();
  const fanIn = new Map<string, Set<string>>();
  for (const [a, b] of edges) {
    if (a === b) continue;
    if (!fanOut.has(a)) fanOut.set(a, new Set());
    fanOut.get(a)!.add(b);
    if (!fanIn.has(b)) fanIn.set(b, new Set());
    fanIn.get(b)!.add(a);
  }
  return { fanOut, fanIn };
}
