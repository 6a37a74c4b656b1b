// The README is the manual: every command of both bins, every option of each, and every input
// and output of every action must be named in it. A flag added without a line here fails.
import { readFileSync, readdirSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { commands } from '../../src/cli/commands.js';
import { spCommands } from '../../src/cli/sp/commands.js';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

/** An action's declared inputs and outputs. */
function actionInterface(file: URL): { inputs: string[]; outputs: string[] } {
  const doc = parseDocument(readFileSync(file, 'utf8')).toJS() as { inputs?: Record<string, unknown>; outputs?: Record<string, unknown> };
  return { inputs: Object.keys(doc.inputs ?? {}), outputs: Object.keys(doc.outputs ?? {}) };
}

describe('README names everything a user can type or set', () => {
  test.each([
    ['packwright', commands],
    ['sp', spCommands],
  ] as const)('%s: every command and each of its options', async (bin, registry) => {
    const missing: string[] = [];
    for (const entry of registry) {
      const mod = await entry.load();
      if (!readme.includes(`${bin} ${entry.name}`) && !readme.includes(`\`${entry.name}`)) missing.push(`${bin} ${entry.name}`);
      for (const option of Object.keys(mod.meta.options)) {
        if (!readme.includes(`--${option}`)) missing.push(`${bin} ${entry.name} --${option}`);
      }
    }
    expect(missing).toEqual([]);
  });

  const actionFiles = [new URL('action.yml', root), ...readdirSync(new URL('actions/', root), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => new URL(`actions/${d.name}/action.yml`, root))];

  test.each(actionFiles.map((f) => [f.pathname.slice(root.pathname.length), f] as const))('%s: every input and output', (_name, file) => {
    const { inputs, outputs } = actionInterface(file);
    expect(inputs.length + outputs.length).toBeGreaterThan(0);
    expect([...inputs, ...outputs].filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
