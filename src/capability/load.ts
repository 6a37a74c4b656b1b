import { readdir, stat, lstat, access } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { decodeUtf8, readFileLimited, type DecodedText } from '../core/read.js';
import { jsonPointer, parseJson, type JsonParseResult } from '../core/json.js';
import { parseYaml, locatePointer, type ParsedYaml } from '../core/yaml.js';
import { MarkdownTooComplexError, parseMarkdown, type MarkdownDoc } from '../core/markdown.js';
import { resolveContained } from '../core/paths.js';
import { describeFsError, PackwrightError } from '../core/errors.js';
import { quoteEscaped, showPath } from '../core/show-name.js';
import { compareBytes, type Location } from '../core/diagnostics.js';
import { capabilityToolsSchema } from './tools-schema.js';
import { inputSchemaProblems } from './input-schema.js';
import { placeholderName, placeholderProblems } from './args.js';
import { BASE_TOOL } from './metadata.js';

export const TOOLS_JSON = 'tools.json';
/** Entry docs and tools.json are read whole; anything larger is refused. */
export const MAX_DOC_BYTES = 4 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
/** The most pack tools a host enables at once unless configured otherwise (§10: a provider's tool list is finite). */
export const DEFAULT_MAX_TOOLS = 64;

export type EntryReason = 'configured' | 'SKILL.md' | 'README.md' | 'first root *.md';

export interface EntryDoc {
  /** Relative to the pack root, POSIX. */
  rel: string;
  abs: string;
  reason: EntryReason;
  /** Bytes that are not UTF-8 have a non-null `decoded.badOffset` (a BOM in front of valid UTF-8 is fine in a Markdown file). */
  decoded: DecodedText | null;
  /** Where the first bad byte is, when `decoded.badOffset` is set. */
  encodingAt: Location;
  readError: string | null;
  /** null when the doc has no frontmatter block (or could not be read). */
  frontmatter: EntryFrontmatter | null;
}

export interface EntryFrontmatter {
  value: unknown;
  error: { message: string; line?: number; column?: number } | null;
  /** The line of the opening "---". */
  line: number;
  /** Where a frontmatter key (or a nested one: `locate('metadata', 'k')`) is in the doc; the opening "---" when it is absent. */
  locate(...keys: string[]): Location;
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
  /** Where tools.json's encoding problem is (line 1 for a BOM, else the first bad byte). */
  toolsEncodingAt: Location;
  toolsJson: JsonParseResult | null;
  schemaErrors: ErrorObject[];
  /** Each tools[] entry that is an object. */
  tools: ToolEntry[];
  /** Names used by more than one tool, with the indexes. */
  duplicateNames: { name: string; indexes: number[] }[];
  /** What the JSON Schema cannot say about tools.json (rule cap-tools-json): base tool names, blank descriptions. */
  toolsProblems: { pointer: string; message: string }[];
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
    toolsEncodingAt: {},
    toolsJson: null,
    schemaErrors: [],
    tools: [],
    duplicateNames: [],
    toolsProblems: [],
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
      ctx.entryProblem = `configured entry doc ${showPath(configured)}: ${readProblem(err, configured, ctx.root)}`;
      return;
    }
    if (!(await isFile(path.join(ctx.root, configured)))) {
      ctx.entryProblem = `configured entry doc ${showPath(configured)} does not exist: create it or change the configured name`;
      return;
    }
    candidates.push({ rel: configured, reason: 'configured' });
  } else {
    let names: string[];
    try {
      names = (await readdir(ctx.root)).sort(compareBytes);
    } catch (err) {
      ctx.entryProblem = `the pack folder cannot be read: ${describeFsError(err, '.').replace(/^\.: /, '')}`;
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
  const entry: EntryDoc = { rel, abs, reason, decoded: null, encodingAt: {}, readError: null, frontmatter: null };
  ctx.entry = entry;
  try {
    await resolveContained(ctx.root, rel);
    const bytes = await readFileLimited(abs, MAX_DOC_BYTES);
    entry.decoded = decodeUtf8(bytes);
    entry.encodingAt = encodingProblemAt(bytes, entry.decoded);
  } catch (err) {
    entry.readError = readProblem(err, rel, ctx.root);
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
    const { bodyLine, position } = doc.frontmatter;
    const error = parsed.error ? { ...parsed.error, line: parsed.error.line !== undefined ? parsed.error.line + bodyLine - 1 : position.line } : null;
    const locate = (...keys: string[]): Location => {
      const at = keys.length > 0 ? locatePointer(parsed, jsonPointer(keys)) : undefined;
      return at ? { line: at.line + bodyLine - 1, column: at.column } : { line: position.line, column: 1 };
    };
    entry.frontmatter = { value: parsed.value, error, line: position.line, locate };
  }
}

/** A read failure as a message without the pack's absolute path (reports show paths relative to the pack). */
function readProblem(err: unknown, rel: string, root: string): string {
  const message = err instanceof PackwrightError ? err.message.replace(/^.*?: /, '') : describeFsError(err, rel);
  return message.split(`${root}${path.sep}`).join('').split(root).join('the pack');
}

/** Line and column (UTF-16 units, as elsewhere) of a decoding problem: the BOM, or the first bad byte. */
function encodingProblemAt(bytes: Uint8Array, decoded: DecodedText): Location {
  if (!decoded.problem) return {};
  const offset = decoded.badOffset ?? 0;
  let line = 1;
  let lineStart = decoded.hasBom ? 3 : 0;
  for (let i = lineStart; i < offset && i < bytes.length; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = offset > lineStart ? Buffer.from(bytes.subarray(lineStart, offset)).toString('utf8').length + 1 : 1;
  return { line, column };
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
    // lstat: a dangling tools.json symlink is a broken tools.json, not a pack without one.
    await lstat(ctx.toolsPath);
    ctx.hasToolsJson = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    ctx.hasToolsJson = true;
  }
  try {
    await resolveContained(ctx.root, TOOLS_JSON);
    const bytes = await readFileLimited(ctx.toolsPath, MAX_DOC_BYTES);
    ctx.toolsDecoded = decodeUtf8(bytes);
    ctx.toolsEncodingAt = encodingProblemAt(bytes, ctx.toolsDecoded);
  } catch (err) {
    ctx.toolsReadError = readProblem(err, TOOLS_JSON, ctx.root);
    return;
  }
  // A repeated key would hide a member from every check (JSON.parse keeps the last, other readers the first).
  ctx.toolsJson = parseJson(ctx.toolsDecoded.text, { uniqueKeys: true });
  const value = ctx.toolsJson.value;
  if (value === undefined) return;
  let yamlView: ParsedYaml | null = null;
  ctx.locate = (pointer) => {
    yamlView ??= parseYaml(ctx.toolsDecoded!.text);
    try {
      return locatePointer(yamlView, pointer) ?? {};
    } catch {
      return {};
    }
  };
  const validate = validateToolsJson();
  if (!validate(value)) ctx.schemaErrors = validate.errors ?? [];
  const list = (value as { tools?: unknown })?.tools;
  if (!Array.isArray(list)) return;
  const byName = new Map<string, number[]>();
  const baseNames: readonly string[] = Object.values(BASE_TOOL);
  for (const [index, raw] of list.entries()) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) continue;
    const t = raw as Record<string, unknown>;
    const entry: ToolEntry = { index, raw, schemaProblems: [], execProblems: [] };
    // A non-object inputSchema is the JSON Schema's to report (cap-tools-json), once.
    if (isObject(t.inputSchema)) entry.schemaProblems = inputSchemaProblems(t.inputSchema);
    entry.execProblems = await execProblems(ctx.root, t);
    ctx.tools.push(entry);
    if (typeof t.name === 'string') {
      byName.set(t.name, [...(byName.get(t.name) ?? []), index]);
      if (baseNames.includes(t.name)) ctx.toolsProblems.push({ pointer: `/tools/${index}/name`, message: `tools[${index}] is named ${t.name}, the name of a host base tool: a host refuses to enable it (tool_conflict); rename it` });
    }
    if (typeof t.description === 'string' && t.description !== '' && t.description.trim() === '') {
      ctx.toolsProblems.push({ pointer: `/tools/${index}/description`, message: `tools[${index}] description is blank: say what the tool does and when to use it` });
    }
  }
  for (const [name, indexes] of byName) if (indexes.length > 1) ctx.duplicateNames.push({ name, indexes });
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON types a whole-argument placeholder can carry: a scalar becomes one argument, an array of scalars one per item. */
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** Why a parameter's declared type cannot be passed as an argument, or null (an untyped parameter is not judged). */
function argumentTypeProblem(prop: unknown): string | null {
  if (!isObject(prop)) return null;
  const types = typeof prop.type === 'string' ? [prop.type] : Array.isArray(prop.type) ? prop.type.filter((x): x is string => typeof x === 'string') : [];
  if (types.includes('object')) return 'is of type object';
  if (types.includes('array') && isObject(prop.items)) {
    const items = prop.items;
    const itemTypes = typeof items.type === 'string' ? [items.type] : Array.isArray(items.type) ? items.type : [];
    const bad = itemTypes.find((x) => typeof x === 'string' && !SCALAR_TYPES.has(x));
    if (bad) return `is an array of ${bad}s`;
  }
  return null;
}

/** Whether a command is an absolute path on any platform: `/x`, `\\x`, `\\\\server\\x`, `C:\x`, `C:x` (cap-tool-exec and exec_best_effort refuse one). */
export function isAbsoluteCommand(command: string): boolean {
  return command.startsWith('/') || command.startsWith('\\') || /^[A-Za-z]:/.test(command);
}

/** What the JSON Schema cannot say about `exec`: placeholders and the command's path. */
async function execProblems(root: string, tool: Record<string, unknown>): Promise<{ pointer: string; message: string }[]> {
  const exec = tool.exec as Record<string, unknown> | undefined;
  if (typeof exec !== 'object' || exec === null) return [];
  const problems: { pointer: string; message: string }[] = [];
  const schema = tool.inputSchema as { properties?: unknown } | undefined;
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const props = Object.keys(properties);
  if (Array.isArray(exec.args)) {
    for (const [i, arg] of exec.args.entries()) {
      if (typeof arg !== 'string') continue;
      const shown = `args[${i}] ${quoteEscaped(arg)}`;
      const found = placeholderProblems(arg, props);
      for (const message of found) problems.push({ pointer: `/exec/args/${i}`, message: `${shown}: ${message}` });
      const name = placeholderName(arg);
      const typeProblem = found.length === 0 && name !== null && Object.hasOwn(properties, name) ? argumentTypeProblem(properties[name]) : null;
      if (typeProblem) problems.push({ pointer: `/exec/args/${i}`, message: `${shown}: parameter ${quoteEscaped(name!)} ${typeProblem}, which cannot be passed as an argument (every call would fail): use string, number, integer, boolean or an array of those, or pass it as a JSON string` });
    }
  }
  for (const reserved of ['pack_root', 'workspace']) {
    if (props.includes(reserved)) problems.push({ pointer: `/inputSchema/properties/${reserved}`, message: `parameter name "${reserved}" is reserved for the host's {{${reserved}}} placeholder: rename it` });
  }
  const command = exec.command;
  if (typeof command !== 'string' || command === '') return problems;
  const at = '/exec/command';
  const shown = showPath(command);
  if (command.trim() === '') problems.push({ pointer: at, message: 'command is blank: name a program on PATH or a path relative to the pack root' });
  else if (command.includes('{{') || command.includes('}}')) problems.push({ pointer: at, message: `command ${shown} holds a placeholder: the program is fixed by the pack; pass values in args` });
  else if (isAbsoluteCommand(command)) {
    // The schema allows a program on PATH or a path in the pack (as exec_best_effort does):
    // an absolute path ties the pack to one machine's layout and may point anywhere on it.
    const base = path.win32.basename(command);
    problems.push({ pointer: at, message: `command ${shown} is an absolute path: use a program name on PATH${base ? ` (${quoteEscaped(base)})` : ''} or a path relative to the pack root` });
  } else if (command.includes('\\')) problems.push({ pointer: at, message: `command ${shown} contains a backslash: write a pack path with "/" (Windows reads "\\" as a separator, other systems as part of a name)` });
  else if (command.includes('/')) {
    try {
      const abs = await resolveContained(root, command.replace(/^\.\//, ''));
      const st = await stat(abs).catch(() => null);
      if (!st) problems.push({ pointer: at, message: `command ${shown} does not exist in the pack: fix the path (relative to the pack root) or use a program name on PATH` });
      else if (!st.isFile()) problems.push({ pointer: at, message: `command ${shown} is not a regular file` });
      else if (process.platform !== 'win32' && !(await access(abs, constants.X_OK).then(() => true, () => false))) problems.push({ pointer: at, message: `command ${shown} is not executable: chmod +x it, or run it through its interpreter (command "node", args ["{{pack_root}}/${command.replace(/^\.\//, '')}"])` });
    } catch (err) {
      problems.push({ pointer: at, message: `command ${shown}: ${readProblem(err, command, root)}` });
    }
  }
  return problems;
}

/** The checked tools of a pack with defaults applied; null when tools.json has any error. */
export function toolSpecs(ctx: CapabilityPackContext): ToolSpec[] | null {
  if (!ctx.hasToolsJson || ctx.toolsReadError || ctx.toolsJson?.error || ctx.schemaErrors.length > 0 || ctx.duplicateNames.length > 0 || ctx.toolsProblems.length > 0) return null;
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
