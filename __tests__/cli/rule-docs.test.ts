import { readFileSync } from 'node:fs';
import { kinds } from '../../src/cli/kinds/index.js';
import { credentialFileMeta } from '../../src/secrets/findings.js';
import { contentRules } from '../../src/secrets/content-rules/index.js';

/** GitHub's anchor for a heading: lower-cased, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const headings = [...readme.matchAll(/^(#{1,6}) (.+)$/gm)].map((m) => ({ level: m[1].length, anchor: anchor(m[2]), at: m.index }));

/** The README text under the heading with this anchor, up to the next heading of its level or above. */
function section(hash: string): string | null {
  const i = headings.findIndex((h) => h.anchor === hash);
  if (i < 0) return null;
  const end = headings.slice(i + 1).find((h) => h.level <= headings[i].level)?.at ?? readme.length;
  return readme.slice(headings[i].at, end);
}

describe('rule documentation links', () => {
  test('every rule (validate kinds, credential rules) links to a README section that exists and names it', async () => {
    const metas = [...(await Promise.all(kinds.map((k) => k.rules()))).flat(), credentialFileMeta, ...contentRules.map((r) => r.meta)];
    expect(metas.length).toBeGreaterThan(50);
    for (const m of metas) {
      expect({ id: m.id, docs: typeof m.docs }).toEqual({ id: m.id, docs: 'string' });
      const url = new URL(m.docs!);
      expect({ id: m.id, page: url.pathname.endsWith('/README.md') || url.pathname === '/packwright/packwright' }).toEqual({ id: m.id, page: true });
      // The section exists and its table (or text) names the rule.
      expect({ id: m.id, named: section(url.hash.slice(1))?.includes(`\`${m.id}\``) ?? false }).toEqual({ id: m.id, named: true });
    }
  });
});
