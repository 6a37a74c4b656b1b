import { readdir, stat, access } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { decodeUtf8, readFileLimited, type DecodedText } from '../core/read.js';
import { parseJson, type JsonParseResult } from '../core/json.js';
import { parseYaml, locatePointer, type ParsedYaml } from '../core/yaml.js';
import { MarkdownTooComplexError, parseMarkdown, type MarkdownDoc } from '../core/markdown.js';
import { resolveContained } from '../core/paths.js';
import { describeFsError, PackwrightError } from '../core/errors.js';
import { compareBytes, type Location } from '../core/diagnostics.js';
import { capabilityToolsSchema } from './tools-schema.js';
import { inputSchemaProblems } from './input-schema.js';
import { placeholderProblems } from './args.js';

export const TOOLS_JSON = 'tools.json';
/** Entry docs and tools.json are read whole; anything larger is refused. */
export const MAX_DOC_BYTES = 4 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;

export type EntryReason = 'configured' | 'SKILL.md' | 'README.md' | 'first root *.md';

export interface EntryDoc {
  /** Relative to the pack root, POSIX. */
  rel: string;
  abs: string;
  reason: EntryReason;
  decoded: DecodedText | null;
  readError: string | null;
  /** null when the doc has no frontmatter block (or could not be read). */
  frontmatter: { value: unknown; error: { message: string; line?: number; column?: number } | null; line: number } | null;
}

export interface ExecSpec {
  command: string;
  args: string[];
  cwd: 'workspace' | 'pack_root';
  timeout_ms: number;
  max_output_bytes: number;
  env: string[];
}

/** A tool as the host uses it: defaults applied. Only built from entries that passed every check. */
export interface ToolSpec {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, unknown>;
  exec: ExecSpec;
}

export interface ToolEntry {
  index: number;
  raw: unknown;
  /** inputSchema problems (rule cap-tool-schema). */
  schemaProblems: { pointer: string; message: string }[];
  /** exec problems beyond the JSON Schema (rule cap-tool-exec). */
  execProblems: { pointer: string; message: string }[];
}

export interface CapabilityPackContext {
  root: string;
  entry: EntryDoc | null;
  /** Why no entry doc was found (with how to fix), when entry is null. */
  entryProblem: string | null;
  toolsPath: string;
  hasToolsJson: boolean;
  toolsReadError: string | null;
  toolsDecoded: DecodedText | null;
  toolsJson: JsonParseResult | null;
  schemaErrors: ErrorObject[];
  /** Each tools[] entry that is an object. */
  tools: ToolEntry[];
  /** Names used by more than one tool, with the indexes. */
  duplicateNames: { name: string; indexes: number[] }[];
  locate(pointer: string): Location;
}

export interface LoadOptions {
  /** A user-configured entry doc (relative to the pack root), tried first (spec §4.2). */
  entry?: string;
}

let toolsValidator: ReturnType<Ajv['compile']> | null = null;
function validateToolsJson() {
  toolsValidator ??= new Ajv({ allErrors: true, strict: false }).compile(capabilityToolsSchema);
  return toolsValidator;
}

/** Reads what the rules and the host need, once: the entry doc and tools.json. Never throws for pack content. */
export async function loadCapabilityPack(root: string, options: LoadOptions = {}): Promise<CapabilityPackContext> {
  const toolsPath = path.join(root, TOOLS_JSON);
  const ctx: CapabilityPackContext = {
    root,
    entry: null,
    entryProblem: null,
    toolsPath,
    hasToolsJson: false,
    toolsReadError: null,
    toolsDecoded: null,
    toolsJson: null,
    schemaErrors: [],
    tools: [],
    duplicateNames: [],
    locate: () => ({}),
  };
  await resolveEntry(ctx, options.entry);
  await loadTools(ctx);
  return ctx;
}

async function resolveEntry(ctx: CapabilityPackContext, configured: string | undefined): Promise<void> {
  const candidates: { rel: string; reason: EntryReason }[] = [];
  if (configured !== undefined) {
    try {
      await resolveContained(ctx.root, configured);
    } catch (err) {
      ctx.entryProblem = `configured entry doc ${(err as Error).message}`;
      return;
    }
    if (!(await isFile(path.join(ctx.root, configured)))) {
      ctx.entryProblem = `configured entry doc ${configured} does not exist: create it or change the configured name`;
      return;
    }
    candidates.push({ rel: configured, reason: 'configured' });
  } else {
    let names: string[];
    try {
      names = (await readdir(ctx.root)).sort(compareBytes);
    } catch (err) {
      ctx.entryProblem = describeFsError(err, ctx.root);
      return;
    }
    const mds: string[] = [];
    for (const n of names) if (n.toLowerCase().endsWith('.md') && (await isFile(path.join(ctx.root, n)))) mds.push(n);
    if (mds.includes('SKILL.md')) candidates.push({ rel: 'SKILL.md', reason: 'SKILL.md' });
    else if (mds.includes('README.md')) candidates.push({ rel: 'README.md', reason: 'README.md' });
    else if (mds.length > 0) candidates.push({ rel: mds[0], reason: 'first root *.md' });
  }
  if (candidates.length === 0) {
    ctx.entryProblem = 'no entry doc: add SKILL.md (or README.md) with YAML frontmatter holding name and description';
    return;
  }
  const { rel, reason } = candidates[0];
  const abs = path.join(ctx.root, rel);
  const entry: EntryDoc = { rel, abs, reason, decoded: null, readError: null, frontmatter: null };
  ctx.entry = entry;
  try {
    await resolveContained(ctx.root, rel);
    entry.decoded = decodeUtf8(await readFileLimited(abs, MAX_DOC_BYTES));
  } catch (err) {
    entry.readError = err instanceof PackwrightError ? err.message.replace(/^.*?: /, '') : describeFsError(err, rel);
    return;
  }
  let doc: MarkdownDoc;
  try {
    doc = parseMarkdown(entry.decoded.text);
  } catch (err) {
    if (!(err instanceof MarkdownTooComplexError)) throw err;
    entry.readError = err.message;
    return;
  }
  if (doc.frontmatter) {
    const parsed = parseYaml(doc.frontmatter.raw);
    const error = parsed.error ? { ...parsed.error, line: parsed.error.line !== undefined ? parsed.error.line + doc.frontmatter.bodyLine - 1 : doc.frontmatter.position.line } : null;
    entry.frontmatter = { value: parsed.value, error, line: doc.frontmatter.position.line };
  }
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

async function loadTools(ctx: CapabilityPackContext): Promise<void> {
  try {
    await stat(ctx.toolsPath);
    ctx.hasToolsJson = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    ctx.hasToolsJson = true;
  }
  try {
    await resolveContained(ctx.root, TOOLS_JSON);
    ctx.toolsDecoded = decodeUtf8(await readFileLimited(ctx.toolsPath, MAX_DOC_BYTES));
  } catch (err) {
    ctx.toolsReadError = err instanceof PackwrightError ? err.message.replace(/^.*?: /, '') : describeFsError(err, TOOLS_JSON);
    return;
  }
  ctx.toolsJson = parseJson(ctx.toolsDecoded.text);
  const value = ctx.toolsJson.value;
  if (value === undefined) return;
  let yamlView: ParsedYaml | null = null;
  ctx.locate = (pointer) => {
    yamlView ??= parseYaml(ctx.toolsDecoded!.text);
    return locatePointer(yamlView, pointer) ?? {};
  };
  const validate = validateToolsJson();
  if (!validate(value)) ctx.schemaErrors = validate.errors ?? [];
  const list = (value as { tools?: unknown })?.tools;
  if (!Array.isArray(list)) return;
  const byName = new Map<string, number[]>();
  for (const [index, raw] of list.entries()) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) continue;
    const t = raw as Record<string, unknown>;
    const entry: ToolEntry = { index, raw, schemaProblems: [], execProblems: [] };
    if ('inputSchema' in t) entry.schemaProblems = inputSchemaProblems(t.inputSchema);
    entry.execProblems = await execProblems(ctx.root, t);
    ctx.tools.push(entry);
    if (typeof t.name === 'string') byName.set(t.name, [...(byName.get(t.name) ?? []), index]);
  }
  for (const [name, indexes] of byName) if (indexes.length > 1) ctx.duplicateNames.push({ name, indexes });
}

/** What the JSON Schema cannot say about `exec`: placeholders and the command's path. */
async function execProblems(root: string, tool: Record<string, unknown>): Promise<{ pointer: string; message: string }[]> {
  const exec = tool.exec as Record<string, unknown> | undefined;
  if (typeof exec !== 'object' || exec === null) return [];
  const problems: { pointer: string; message: string }[] = [];
  const schema = tool.inputSchema as { properties?: unknown } | undefined;
  const props = typeof schema?.properties === 'object' && schema.properties !== null ? Object.keys(schema.properties) : [];
  if (Array.isArray(exec.args)) {
    for (const [i, arg] of exec.args.entries()) {
      if (typeof arg !== 'string') continue;
      for (const message of placeholderProblems(arg, props)) problems.push({ pointer: `/exec/args/${i}`, message: `args[${i}] ${JSON.stringify(arg)}: ${message}` });
    }
  }
  for (const reserved of ['pack_root', 'workspace']) {
    if (props.includes(reserved)) problems.push({ pointer: `/inputSchema/properties/${reserved}`, message: `parameter name "${reserved}" is reserved for the host's {{${reserved}}} placeholder: rename it` });
  }
  const command = exec.command;
  if (typeof command === 'string' && command.includes('/') && !path.isAbsolute(command)) {
    try {
      const abs = await resolveContained(root, command.replace(/^\.\//, ''));
      const st = await stat(abs).catch(() => null);
      if (!st) problems.push({ pointer: '/exec/command', message: `command ${command} does not exist in the pack: fix the path (relative to the pack root) or use a program name on PATH` });
      else if (!st.isFile()) problems.push({ pointer: '/exec/command', message: `command ${command} is not a regular file` });
      else if (process.platform !== 'win32' && !(await access(abs, constants.X_OK).then(() => true, () => false))) problems.push({ pointer: '/exec/command', message: `command ${command} is not executable: chmod +x it, or run it through its interpreter (command "node", args ["{{pack_root}}/${command}"])` });
    } catch (err) {
      problems.push({ pointer: '/exec/command', message: `command ${(err as Error).message}` });
    }
  }
  return problems;
}

/** The checked tools of a pack with defaults applied; null when tools.json has any error. */
export function toolSpecs(ctx: CapabilityPackContext): ToolSpec[] | null {
  if (!ctx.hasToolsJson || ctx.toolsReadError || ctx.toolsJson?.error || ctx.schemaErrors.length > 0 || ctx.duplicateNames.length > 0) return null;
  if (ctx.toolsDecoded?.problem) return null;
  if (ctx.tools.some((t) => t.schemaProblems.length > 0 || t.execProblems.length > 0)) return null;
  return ctx.tools.map(({ raw }) => {
    const t = raw as Record<string, unknown> & { exec: Partial<ExecSpec> };
    const spec: ToolSpec = {
      name: t.name as string,
      description: t.description as string,
      inputSchema: t.inputSchema as Record<string, unknown>,
      exec: {
        command: t.exec.command as string,
        args: t.exec.args ?? [],
        cwd: t.exec.cwd ?? 'workspace',
        timeout_ms: t.exec.timeout_ms ?? DEFAULT_TIMEOUT_MS,
        max_output_bytes: t.exec.max_output_bytes ?? DEFAULT_MAX_OUTPUT_BYTES,
        env: t.exec.env ?? [],
      },
    };
    if (typeof t.title === 'string') spec.title = t.title;
    if (typeof t.annotations === 'object' && t.annotations !== null) spec.annotations = t.annotations as Record<string, unknown>;
    return spec;
  });
}
