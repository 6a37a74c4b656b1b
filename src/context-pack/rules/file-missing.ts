import { nearMissFinder } from '../names.js';
import { DOCS, type ContextPackRule } from './types.js';

export const fileMissing: ContextPackRule = {
  meta: { id: 'file-missing', severity: 'error', description: 'every file listed in pack.json exists and is a regular file', docs: DOCS },
  check(ctx, report) {
    let find: ReturnType<typeof nearMissFinder> | undefined;
    for (const f of ctx.listed) {
      const where = ctx.locate(`/files/${f.index}/path`);
      if (f.status === 'missing') {
        const near = (find ??= nearMissFinder(ctx.packFiles))(f.path);
        const hint = near ? ` (it ${near.how} from ${JSON.stringify(near.other)}, which is in the folder: spell the listed path as the name on disk)` : '';
        report(`${f.path} is listed in pack.json but does not exist${hint}`, ctx.manifestPath, where);
      } else if (f.status === 'not-regular') report(`${f.path} is listed in pack.json but is ${f.detail}, not a regular file`, ctx.manifestPath, where);
      else if (f.status === 'unreadable') report(`${f.path} is listed in pack.json but cannot be read: ${f.detail?.replace(`${f.path}: `, '')}`, ctx.manifestPath, where);
    }
  },
};
