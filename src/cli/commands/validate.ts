import path from 'node:path';
import { choice } from '../main.js';
import { findConfig, loadConfig } from '../../core/config.js';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { assertOutputApartFromInputs } from '../../core/output-guard.js';
import { buildReport, type FailOn } from '../report.js';
import { formatterById, FORMAT_IDS } from '../formatters/index.js';
import { toSarif } from '../formatters/sarif.js';
import { kindById } from '../kinds/index.js';
import { withKnownRuleIds } from '../rule-ids.js';
import { KIND_CHOICES, resolveTargets, parseShard, applyShard, unreadableWarning } from '../targets.js';
import { EXIT_FINDINGS, EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';
import type { RuleMeta } from '../../core/diagnostics.js';

export const meta: CommandMeta = {
  name: 'validate',
  summary: 'Check every pack under each PATH (default "."): context packs, skills, skill packs, .ctxpkg files, capability packs.',
  positionals: '[PATH ...]',
  options: {
    kind: { type: 'string', valueName: 'KIND', description: `what to look for: ${KIND_CHOICES.join('|')} (default auto)` },
    format: { type: 'string', valueName: 'FORMAT', description: 'text|json|github|sarif (default text)' },
    'fail-on': { type: 'string', valueName: 'LEVEL', description: 'error|warning: the lowest severity that makes the exit code 1 (default error)' },
    output: { type: 'string', valueName: 'FILE', description: 'also write the report to FILE: SARIF when FILE ends in .sarif or .sarif.json or --format is sarif, else JSON' },
    sarif: { type: 'string', valueName: 'FILE', description: 'also write SARIF 2.1.0 to FILE, whatever its name (beside --output)' },
    shard: { type: 'string', valueName: 'K/N', description: 'check only the K-th of N equal slices of the discovered targets' },
  },
  details: 'Rule severities can be changed in .packwright.yml:\n  rules:\n    footnote-case: off\n    source-unused: error',
};

export async function run(ctx: CommandContext): Promise<number> {
  const kind = choice(ctx, 'kind', KIND_CHOICES, 'auto');
  const format = choice(ctx, 'format', FORMAT_IDS, 'text');
  const failOn = choice<FailOn>(ctx, 'fail-on', ['error', 'warning'], 'error');
  const shardSpec = parseShard(ctx.values.shard);
  const config = await withKnownRuleIds(await loadConfig(await findConfig(ctx.cwd)));

  const targets = applyShard(await resolveTargets(ctx.positionals, kind, ctx.cwd, unreadableWarning(ctx)), shardSpec);
  const outputs: { file: string; sarif: boolean }[] = [];
  if (typeof ctx.values.output === 'string') outputs.push({ file: ctx.values.output, sarif: format === 'sarif' || isSarifPath(ctx.values.output) });
  if (typeof ctx.values.sarif === 'string') outputs.push({ file: ctx.values.sarif, sarif: true });
  // Checked before anything is written: a report inside a pack would change what it reports on.
  for (const o of outputs) assertOutputApartFromInputs(path.resolve(ctx.cwd, o.file), targets.map((t) => t.path), ctx.cwd);
  const results = [];
  for (const t of targets) {
    const diagnostics = await kindById(t.kind)!.validate(t.path, { rules: config.rules, config });
    results.push({ ...t, diagnostics });
  }
  const report = buildReport(results, failOn, ctx.cwd);
  // Rule metadata is loaded only when SARIF is written: it imports every used kind's rules.
  const rules = format === 'sarif' || outputs.some((o) => o.sarif) ? await ruleMetasFor([...new Set(targets.map((t) => t.kind))]) : [];
  ctx.stdout.write(await formatterById(format).format(report, { env: ctx.env, rules, stderr: ctx.stderr }));
  for (const o of outputs) {
    const body = o.sarif ? toSarif(report, { env: ctx.env, rules }) : report;
    await writeFileAtomic(path.resolve(ctx.cwd, o.file), `${JSON.stringify(body, null, 2)}\n`, { output: true });
  }
  return report.ok ? EXIT_OK : EXIT_FINDINGS;
}

function isSarifPath(p: unknown): boolean {
  return typeof p === 'string' && /\.sarif(\.json)?$/i.test(p);
}

async function ruleMetasFor(kindIds: string[]): Promise<RuleMeta[]> {
  const lists = await Promise.all(kindIds.map((id) => kindById(id)!.rules()));
  return lists.flat();
}
