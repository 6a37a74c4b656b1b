// The README is the manual: every command of both bins, every option of each, and every input
// and output of every action must be named in it. A flag added without a line here fails.
import { readFileSync, readdirSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { commands } from '../../src/cli/commands.js';
import { spCommands } from '../../src/cli/sp/commands.js';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

/** The README cut at its `##` and `###` headings: each heading with the text under it. */
const sections = readme.split(/\n(?=#{2,3} )/).map((text) => ({ heading: text.slice(0, text.indexOf('\n')), text }));

/**
 * The section that documents a command: the one whose heading names it (`packwright context-pack
 * build`), else its group (`packwright ctxpkg …`), else the bin's own section (`sp`). An option
 * must be named there, not merely somewhere: `--format` of one command is not another's.
 */
function sectionOf(bin: string, name: string): string | undefined {
  const named = (words: string) => sections.find((s) => s.heading.startsWith('#') && s.heading.includes(`${bin} ${words}`));
  return (named(name) ?? named(name.split(' ')[0]) ?? sections.find((s) => s.heading.includes(`\`${bin}\``)))?.text;
}

/**
 * An action's README section: the `###` heading naming its folder. The root action takes every
 * action's inputs (its `command` picks one), so it is documented by all the actions' sections.
 */
function actionSection(name: string): string | undefined {
  if (name === 'action.yml') {
    const all = sections.filter((s) => s.heading.startsWith('### `packwright/packwright'));
    return all.length ? all.map((s) => s.text).join('\n') : undefined;
  }
  const ref = `packwright/packwright/${name.replace(/\/action\.yml$/, '')}@v1`;
  return sections.find((s) => s.heading.startsWith('### ') && s.heading.includes(ref))?.text;
}

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
      const section = sectionOf(bin, entry.name);
      if (section === undefined) {
        missing.push(`${bin} ${entry.name} (no README section names it)`);
        continue;
      }
      for (const option of Object.keys(mod.meta.options)) {
        // Followed by anything but a name character: `--format` is not `--format-version`.
        if (!new RegExp(`--${option}(?![\\w-])`).test(section)) missing.push(`${bin} ${entry.name} --${option}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('every table is whole: a row follows a row or its header, never a paragraph line', () => {
    const broken: string[] = [];
    let fenced = false;
    const lines = readme.split('\n');
    lines.forEach((line, i) => {
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced || !line.startsWith('|')) return;
      const before = lines[i - 1] ?? '';
      // A table starts after a blank line with its header and `|---|` line; a row after prose renders as text.
      if (before.trim() !== '' && !before.startsWith('|')) broken.push(`README.md:${i + 1}: ${line.slice(0, 60)}`);
      if (before.trim() === '' && !/^\|[-:| ]+\|$/.test(lines[i + 1] ?? '')) broken.push(`README.md:${i + 1}: a table without its |---| line`);
    });
    expect(broken).toEqual([]);
  });

  const actionFiles = [new URL('action.yml', root), ...readdirSync(new URL('actions/', root), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => new URL(`actions/${d.name}/action.yml`, root))];

  test.each(actionFiles.map((f) => [f.pathname.slice(root.pathname.length), f] as const))('%s: every input and output, in its own section', (name, file) => {
    const { inputs, outputs } = actionInterface(file);
    expect(inputs.length + outputs.length).toBeGreaterThan(0);
    const section = actionSection(name);
    expect(section).toBeDefined();
    expect([...inputs, ...outputs].filter((n) => !section!.includes(`\`${n}\``))).toEqual([]);
  });
});
