import { DOCS, type ContextPackRule } from './types.js';

export const fileMissing: ContextPackRule = {
  meta: { id: 'file-missing', severity: 'error', description: 'every file listed in pack.json exists and is a regular file', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    for (const f of ctx.listed) {
      const where = ctx.locate(`/files/${f.index}/path`);
      if (f.status === 'missing') report(`${f.path} is listed in pack.json but does not exist`, ctx.manifestPath, where);
      else if (f.status === 'not-regular') report(`${f.path} is listed in pack.json but is ${f.detail}, not a regular file`, ctx.manifestPath, where);
      else if (f.status === 'unreadable') report(`${f.path} is listed in pack.json but cannot be read: ${f.detail?.replace(`${f.path}: `, '')}`, ctx.manifestPath, where);
    }
  },
};
