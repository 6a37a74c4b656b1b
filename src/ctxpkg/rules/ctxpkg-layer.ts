import { findJsonFault } from '../../core/json.js';
import { checkLayer, isLeanCtxLayer } from '../layers.js';
import { DOCS, type CtxpkgRule } from './types.js';

/**
 * A warning, not an error: LeanCTX's verify does not look inside layers either, so a package
 * whose layer LeanCTX cannot load still verifies; importing that layer is what fails.
 */
export const ctxpkgLayer: CtxpkgRule = {
  meta: { id: 'ctxpkg-layer', severity: 'warning', description: 'each listed layer is in content with the fields LeanCTX needs to load it; policies is not loaded by LeanCTX', docs: `${DOCS}` },
  check(ctx, report) {
    if (!ctx.manifest || ctx.content === undefined) return;
    if (ctx.content === null || typeof ctx.content !== 'object' || Array.isArray(ctx.content)) {
      return report('content must be an object with one member per layer', ctx.file, ctx.locate('/content'));
    }
    // JSON.parse kept the last copy of a repeated key, which is what every check here and
    // inspect's counts see; the hash covers both, a first-wins reader loads the other, and LeanCTX
    // refuses to load a package that repeats a field it reads into a struct (a layer, an entry).
    const repeat = ctx.canonical ? findJsonFault(ctx.canonical.canonical.toString('utf8'), { uniqueKeys: true }).message : null;
    if (repeat) report(`content has a ${repeat}: JSON readers differ on which copy counts, and LeanCTX will not load a layer or entry that repeats a field; keep one`, ctx.file, ctx.locate('/content'));
    const content = ctx.content as Record<string, unknown>;
    for (const [i, layer] of ctx.manifest.layers.entries()) {
      if (!isLeanCtxLayer(layer)) report(`layer ${layer}: LeanCTX will not load it (it knows knowledge, graph, session, patterns and gotchas)`, ctx.file, ctx.locate(`/manifest/layers/${i}`));
      if (!Object.hasOwn(content, layer)) report(`layer ${layer} is listed in manifest.layers but missing from content`, ctx.file, ctx.locate(`/manifest/layers/${i}`));
    }
    for (const key of Object.keys(content)) {
      if (!ctx.manifest.layers.includes(key)) report(`content.${key} is not listed in manifest.layers`, ctx.file, ctx.locate(`/content/${key}`));
      else for (const p of checkLayer(key, content[key])) report(p.message, ctx.file, ctx.locate(`/content${p.pointer}`));
    }
  },
};
