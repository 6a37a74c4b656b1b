import { randomUUID } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { InvalidInputError, IoError, describeFsError } from '../core/errors.js';
import { displayPath, isInside } from '../core/paths.js';
import { isAbsoluteCommand, loadCapabilityPack, toolSpecs, DEFAULT_MAX_OUTPUT_BYTES, DEFAULT_MAX_TOOLS, DEFAULT_TIMEOUT_MS, type ToolSpec } from './load.js';
import { checkCapabilityPack } from './validate.js';
import { validateInput } from './input-schema.js';
import { ArgumentError, fillArgs, hostPathIn, optionValue } from './args.js';
import { ToolError } from './tool-error.js';
import { assertRootInPlace, resolvePackPath } from './safe-path.js';
import { readPage, DEFAULT_READ_LIMITS, type ReadLimits } from './read-page.js';
import { BASE_ENV_ALLOWLIST, allowedEnv, execCapped, killActiveRuns, type ExecOutcome } from './exec.js';
import { PassEnvPolicy, splitToolEnv, type ToolEnv, type WithheldEnv } from './secret-env.js';
import { shellLineWords } from './redact.js';
import { PACK_ID_SHAPE } from './pack-id.js';
import { isRegularFileNow, pinFile, pinnedFileChange, pinnedFileChangeSync, type PinnedFile } from './pinned-file.js';
import { snapshotWorkspace, diffArtifacts, type Artifact } from './artifacts.js';
import { AuditLog, type AuditRecord } from './audit.js';
import { BASE_TOOL, type PackMetadata } from './metadata.js';

export interface AttachSpec {
  dir: string;
  /** A user-configured entry doc (spec §4.2 step 1). */
  entry?: string;
}

export type ApprovalKind = 'read' | 'enable' | 'exec';

export interface ApprovalRequest {
  tool: string;
  pack_id: string;
  kind: ApprovalKind;
  inputs: unknown;
  /** For exec: exactly what will run, where, and which of the host's variables it gets. */
  command?: {
    program: string;
    args: string[];
    cwd: 'workspace' | 'pack_root';
    /** The absolute folder it runs in. */
    dir: string;
    /** The tool's own `env` names that are passed, besides BASE_ENV_ALLOWLIST. */
    env: string[];
    /** The tool's own `env` names that are not passed (secret-env.ts: guarded, and not allowed by the operator); absent when none. */
    withheld?: WithheldEnv[];
    /** Guarded names among `env`, passed because the operator allowed them (--pass-env); absent when none. */
    allowedGuarded?: string[];
  };
}

export interface ApprovalDecision {
  approved: boolean;
  /** Recorded in the audit log: e.g. client, user_accepted, user_declined, operator_denied. */
  decision: string;
  /** Shown to the model when refused. */
  message?: string;
}

/** Asks for approval; `signal` aborts when the client cancels the call (a pending prompt should then be withdrawn). */
export type Approver = (request: ApprovalRequest, signal?: AbortSignal) => Promise<ApprovalDecision>;

export interface CallOptions {
  /** The client cancelled the call (MCP notifications/cancelled): a pending approval is refused, a queued command dropped, a running one killed. */
  signal?: AbortSignal;
  /** The caller's id for the call (the MCP request id), for settled(). */
  id?: string | number;
}

export interface HostOptions {
  /** The session's read/write workspace (must exist). */
  workspace: string;
  approve: Approver;
  auditLog?: string | null;
  /** The environment allow-listed variables are taken from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The guarded variables (secret-env.ts) the operator lets a tool that lists them receive; default none. */
  passEnv?: PassEnvPolicy;
  read?: Partial<ReadLimits>;
  /** The most pack tools enabled at once (§10: a provider's tool list is finite); default DEFAULT_MAX_TOOLS, which rule cap-tool-count warns against. */
  maxTools?: number;
  /** Whose turns calls take (the MCP server shares one with its resource reads); default a RequestLimiter of its own. */
  limiter?: RequestLimiter;
}

/**
 * The most requests worked on at once. Each read holds up to a 1 MiB page (a resource up to
 * 16 MiB) and a file handle, so a client firing thousands of reads without waiting must not
 * have them all run together; 8 keeps a model's parallel calls (rarely more than a few) moving
 * without waiting.
 */
export const MAX_CONCURRENT_REQUESTS = 8;
/**
 * The most requests waiting for a turn. Past it the MCP server stops reading its input until
 * one starts, so a client that pipes requests without end fills its own pipe, not the server's
 * memory. It also bounds what the server holds: a request line may be up to the transport's
 * 10 MiB.
 */
export const MAX_WAITING_REQUESTS = 32;

/**
 * Turns to work on requests: at most `cap` at once, the rest waiting in the order they asked.
 * A turn ends when the request's work has (a cancelled call's too), so cancelling does not
 * free a place while its work goes on.
 */
export class RequestLimiter {
  /** Told `true` once `maxWaiting` requests wait, and `false` once fewer do (serveStdio holds its input meanwhile). */
  onbacklog: ((full: boolean) => void) | null = null;
  private running = 0;
  private readonly queue: Array<() => void> = [];
  private full = false;

  constructor(
    readonly cap = MAX_CONCURRENT_REQUESTS,
    readonly maxWaiting = MAX_WAITING_REQUESTS,
  ) {}

  /** Requests holding a turn now. */
  get inFlight(): number {
    return this.running;
  }

  /** Requests waiting for one. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Waits for a turn; resolves to the function that ends it (later calls of it do nothing).
   * The place in line is taken now, synchronously. Aborting `signal` while waiting resolves at
   * once without a turn: a stopped call does next to nothing (it is refused before any read or
   * run), and its client is not kept waiting behind others' work.
   */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (this.running < this.cap && this.queue.length === 0) {
      this.running++;
      return Promise.resolve(this.ender());
    }
    if (signal?.aborted) return Promise.resolve(() => undefined);
    return new Promise((resolve) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(this.ender());
      };
      const onAbort = () => {
        const at = this.queue.indexOf(start);
        if (at < 0) return;
        this.queue.splice(at, 1);
        this.backlog();
        resolve(() => undefined);
      };
      this.queue.push(start);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.backlog();
    });
  }

  /** Ends a turn by handing it to the first waiting, so no later arrival can pass them. */
  private ender(): () => void {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = this.queue.shift();
      if (!next) {
        this.running--;
        return;
      }
      this.backlog();
      next();
    };
  }

  private backlog(): void {
    const full = this.queue.length >= this.maxWaiting;
    if (full === this.full) return;
    this.full = full;
    this.onbacklog?.(full);
  }
}

export interface ToolDefinition {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

export interface CallResult {
  isError: boolean;
  result: Record<string, unknown>;
}

export interface AttachedPack {
  meta: PackMetadata;
  root: string;
  entry?: string;
  entryRel: string;
}

const PACK_ID = { type: 'string', description: 'pack_id from the "Capability Packs (attached; metadata only)" block' };

const BASE_TOOLS: ToolDefinition[] = [
  {
    name: BASE_TOOL.openDocs,
    title: 'Open a capability pack\'s docs',
    description: 'Load a capability pack\'s entry doc (its procedure). Call this first before using a pack.',
    inputSchema: { type: 'object', properties: { pack_id: PACK_ID }, required: ['pack_id'], additionalProperties: false },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: BASE_TOOL.readFile,
    title: 'Read a file of a capability pack',
    description: 'Read one page of a file in a capability pack (docs, resources, templates). Paths are relative to the pack root. When truncated is true, call again with offset = next_offset. Binary files come back base64 with their mime type.',
    inputSchema: {
      type: 'object',
      properties: {
        pack_id: PACK_ID,
        path: { type: 'string', description: 'relative to the pack root, e.g. resources/template.md' },
        offset: { type: 'integer', minimum: 0, description: 'byte offset to start at (default 0)' },
        length: { type: 'integer', minimum: 1, description: 'bytes to read (default 65536, at most 1048576)' },
      },
      required: ['pack_id', 'path'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: BASE_TOOL.enableTools,
    title: 'Enable a capability pack\'s tools',
    description: 'Validate a pack\'s tools.json and add its tools to your tool list (they appear on your next turn).',
    inputSchema: { type: 'object', properties: { pack_id: PACK_ID }, required: ['pack_id'], additionalProperties: false },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: BASE_TOOL.execBestEffort,
    title: 'Run a command from a capability pack (best effort)',
    description: 'Run a command when a pack has no usable tools.json: a program on PATH or a script path relative to the pack root, with arguments as a list (no shell). The user must approve it.',
    inputSchema: {
      type: 'object',
      properties: {
        pack_id: PACK_ID,
        command: { type: 'string', minLength: 1, description: 'a program name on PATH, or a path relative to the pack root such as scripts/run.sh' },
        args: { type: 'array', items: { type: 'string' }, description: 'arguments, one per item (no shell: quotes, pipes and globs are literal)' },
        cwd_policy: { enum: ['workspace', 'pack_root'], description: 'working directory (default workspace)' },
      },
      required: ['pack_id', 'command'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true },
  },
];

/**
 * Checks the packs a user attaches (§10: a pack with invalid metadata cannot be attached) and
 * gives each a stable pack_id: its frontmatter name when that is id-shaped, else its folder name.
 */
export async function attachPacks(specs: readonly AttachSpec[], cwd = process.cwd()): Promise<AttachedPack[]> {
  const packs: AttachedPack[] = [];
  for (const spec of specs) {
    const shown = displayPath(path.resolve(cwd, spec.dir), cwd);
    let root: string;
    try {
      root = await realpath(path.resolve(cwd, spec.dir));
      if (!(await stat(root)).isDirectory()) throw new InvalidInputError(`${shown}: a capability pack is a folder`);
    } catch (err) {
      if (err instanceof InvalidInputError) throw err;
      throw new IoError(describeFsError(err, shown));
    }
    const ctx = await loadCapabilityPack(root, { entry: spec.entry });
    const blocking = (await checkCapabilityPack(ctx)).filter((d) => (d.rule === 'cap-entry-doc' || d.rule === 'cap-frontmatter') && d.severity === 'error');
    if (blocking.length > 0 || !ctx.entry) throw new InvalidInputError(`${shown}: cannot attach: ${blocking[0]?.message ?? ctx.entryProblem}`);
    const fm = ctx.entry.frontmatter!.value as { name: string; description: string };
    const base = PACK_ID_SHAPE.test(fm.name) ? fm.name : path.basename(root).replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'pack';
    if (packs.some((p) => p.meta.pack_id === base)) throw new InvalidInputError(`${shown}: pack_id "${base}" is already used by another attached pack: attach only one of them`);
    packs.push({ root, entry: spec.entry, entryRel: ctx.entry.rel, meta: { pack_id: base, name: fm.name, description: fm.description, has_tools_json: ctx.hasToolsJson } });
  }
  return packs;
}

/**
 * Where a call is. Each starts `pending` (behind the enable_tools calls made before it, and
 * waiting for a turn of the host's RequestLimiter: a read before its approval, a command after
 * it) and ends `done` (its result known, its audit line being written); in between, one that
 * asks for approval is `awaiting_approval`, and one that runs a command is then `queued`
 * (behind the workspace's running command) and `running`.
 */
type CallState = 'pending' | 'awaiting_approval' | 'queued' | 'running' | 'done';

/** A pack tool in the tool list. */
interface EnabledTool {
  pack: AttachedPack;
  spec: ToolSpec;
  env: ToolEnv;
}

/** A command about to be approved and run: what the user is shown, and what runs. */
interface CommandPlan {
  tool: string;
  /** As the tool (or the model, for exec_best_effort) names it. */
  command: string;
  args: string[];
  cwd: 'workspace' | 'pack_root';
  timeoutMs: number;
  maxOutputBytes: number;
  env: ToolEnv;
  /** Arguments, or options' values, naming a file of the pack the command runs as code (`{{pack_root}}/scripts/x.mjs`, `--import={{pack_root}}/hook.mjs`), each with the path it was filled in as. */
  scripts: Array<{ shown: string; path: string }>;
}

/** Why a call was stopped before it finished. */
type StopReason = 'cancelled' | 'host_exit';

/** One call under way: the host's only record of what is in flight, for cancellation, shutdownNow and settled(). */
interface Call {
  call_id: string;
  /** The caller's id for it (CallOptions.id). */
  id?: string | number;
  tool: string;
  inputs: Record<string, unknown>;
  started_at: string;
  pack_id: string | null;
  approval: string;
  state: CallState;
  /**
   * Aborted (reason: a StopReason) when the client cancels the call or the host shuts down:
   * a pending call then runs nothing, an approval prompt is withdrawn, a queued command is
   * dropped and a running one killed. Everything the call waits on or runs listens to it.
   */
  readonly stop: AbortController;
  /** Settles once call() has returned, its audit line written. */
  readonly settled: Promise<void>;
  exec?: ExecOutcome;
  artifacts?: Artifact[];
  /** The tool's `env` names its command did not get (secret-env.ts), for the audit log. */
  envWithheld?: string[];
  /** Ends the call's turn of the limiter, once it has one (see CapabilityHost.gate). */
  endTurn?: () => void;
}

/**
 * The host side of the tooling protocol (§6–§9) for one session: the base tools, the pack
 * tools enabled so far, one workspace, one audit log. Every call returns a result or a
 * structured error (§10); nothing a model sends can make it throw.
 */
export class CapabilityHost {
  /** Called when the tool list changes (a pack's tools were enabled or refreshed). */
  onToolsChanged: (() => void) | null = null;
  /** Each enabled tool with its `env` names split once, when its pack's tools.json was read (see toolEnv). */
  private readonly enabled = new Map<string, EnabledTool>();
  private readonly limits: ReadLimits;
  private readonly audit: AuditLog;
  /** At most MAX_CONCURRENT_REQUESTS calls work at once; a command takes its turn once approved, and holds it while queued behind the workspace's command. */
  readonly limiter: RequestLimiter;
  private execQueue: Promise<unknown> = Promise.resolve();
  /** Settles when the enable_tools calls made so far have: every later call and tool list waits for it. */
  private enabling: Promise<unknown> = Promise.resolve();
  /** Every call under way, whatever its state. */
  private readonly calls = new Set<Call>();
  private shutDown = false;

  private constructor(
    private readonly packs: AttachedPack[],
    readonly workspace: string,
    private readonly options: HostOptions,
  ) {
    this.limits = { ...DEFAULT_READ_LIMITS, ...options.read };
    this.audit = new AuditLog(options.auditLog ?? null);
    this.limiter = options.limiter ?? new RequestLimiter();
  }

  static async create(specs: readonly AttachSpec[], options: HostOptions, cwd = process.cwd()): Promise<CapabilityHost> {
    return CapabilityHost.forPacks(await attachPacks(specs, cwd), options, cwd);
  }

  /** For packs already checked with attachPacks. */
  static async forPacks(packs: AttachedPack[], options: HostOptions, cwd = process.cwd()): Promise<CapabilityHost> {
    let workspace: string;
    try {
      workspace = await realpath(path.resolve(cwd, options.workspace));
      if (!(await stat(workspace)).isDirectory()) throw new InvalidInputError(`${options.workspace}: the workspace must be a folder`);
    } catch (err) {
      if (err instanceof InvalidInputError) throw err;
      throw new IoError(describeFsError(err, options.workspace));
    }
    return new CapabilityHost(packs, workspace, options);
  }

  metadata(): PackMetadata[] {
    return this.packs.map((p) => ({ ...p.meta }));
  }

  listTools(): ToolDefinition[] {
    const packTools = [...this.enabled.values()].map((tool) => {
      const { spec } = tool;
      const def: ToolDefinition = { name: spec.name, description: this.describe(tool), inputSchema: spec.inputSchema };
      if (spec.title) def.title = spec.title;
      if (spec.annotations) def.annotations = spec.annotations;
      return def;
    });
    return [...BASE_TOOLS, ...packTools];
  }

  /**
   * How a tool's `env` names split (secret-env.ts), by the names and the host's values. Done
   * once per enable_tools, not per tools/list or call: the host's environment is the server's
   * own, fixed at start; a run still reads the values of the names passed when it starts.
   */
  private toolEnv(pack: AttachedPack, names: readonly string[]): ToolEnv {
    return splitToolEnv(names, this.options.env ?? process.env, pack.meta.pack_id, this.options.passEnv ?? new PassEnvPolicy(), BASE_ENV_ALLOWLIST);
  }

  /**
   * A pack tool's description, with a note when the host withholds variables the tool asks
   * for: a description that says "uses your GITHUB_TOKEN" must not mislead the model about a
   * run that will not have it.
   */
  private describe({ spec, env }: EnabledTool): string {
    const withheld = env.withheld.map((w) => w.name);
    if (withheld.length === 0) return spec.description;
    return `${spec.description}\n\n[packwright: this host does not pass ${withheld.join(', ')} to the tool (the operator did not allow ${withheld.length === 1 ? 'it' : 'them'} with --pass-env): the tool runs without ${withheld.length === 1 ? 'it' : 'them'}]`;
  }

  /**
   * A client that sends "enable_tools, then list the tools" without waiting for the first reply
   * must find the tools enabled: this settles once every enable_tools call made so far has.
   */
  enabledSoFar(): Promise<void> {
    return this.enabling.then(() => undefined);
  }

  /** Settles when the latest call made with this CallOptions.id has returned (at once when there is none). */
  settled(id: string | number): Promise<void> {
    let latest: Call | undefined;
    for (const call of this.calls) if (call.id === id) latest = call;
    return latest?.settled ?? Promise.resolve();
  }

  /**
   * Runs one tool call and writes its audit line. Calls start in the order they are made: each
   * waits for the enable_tools calls made before it, so a pack tool called right after enabling
   * is found, and for a turn of the limiter (at most its cap of calls work at once; see gate).
   */
  async call(name: string, args: unknown, options: CallOptions = {}): Promise<CallResult> {
    const input = (typeof args === 'object' && args !== null && !Array.isArray(args) ? args : {}) as Record<string, unknown>;
    let settle = (): void => undefined;
    const call: Call = {
      call_id: randomUUID(),
      ...(options.id !== undefined ? { id: options.id } : {}),
      tool: name,
      inputs: input,
      started_at: new Date().toISOString(),
      pack_id: typeof input.pack_id === 'string' ? input.pack_id : null,
      approval: 'none',
      state: 'pending',
      stop: new AbortController(),
      settled: new Promise<void>((resolve) => (settle = resolve)),
    };
    this.calls.add(call);
    const before = this.enabling;
    if (name === BASE_TOOL.enableTools) this.enabling = call.settled;
    const onCancel = () => this.stop(call, 'cancelled');
    if (this.shutDown) this.stop(call, 'host_exit');
    else if (options.signal?.aborted) onCancel();
    else options.signal?.addEventListener('abort', onCancel, { once: true });
    try {
      await before;
      let out: CallResult;
      try {
        out = { isError: false, result: await this.dispatch(call) };
      } catch (err) {
        const e = err instanceof ToolError ? err : new ToolError('internal_error', (err as Error)?.message ?? String(err));
        out = { isError: true, result: e.toJSON() };
      }
      call.state = 'done';
      // After shutdownNow the call's line is written already.
      if (this.shutDown) return out;
      const err = (out.result as { error?: { code: string; message: string } }).error;
      await this.audit
        .write({
          ...this.callRecord(call, new Date().toISOString()),
          ok: !out.isError && (call.exec ? call.exec.ok : true),
          ...(call.exec ? { exit_code: call.exec.exit_code, signal: call.exec.signal, timed_out: call.exec.timed_out } : {}),
          ...(call.artifacts ? { artifacts: call.artifacts.map((a) => a.path) } : {}),
          ...(err ? { error: { code: err.code, message: err.message } } : {}),
        })
        .catch((e) => {
          // A broken audit log must not pass silently: the call's result says so.
          out.result.audit_error = (e as Error).message;
        });
      return out;
    } finally {
      options.signal?.removeEventListener('abort', onCancel);
      this.calls.delete(call);
      call.endTurn?.();
      settle();
    }
  }

  /** Stops a call (see Call.stop): the one place cancellation and shutdown act on a call, whatever its state. */
  private stop(call: Call, reason: StopReason): void {
    if (!call.stop.signal.aborted) call.stop.abort(reason);
  }

  /** The error of a call stopped before it finished; `what` says what became of it. */
  private stopped(call: Call, what: string): ToolError {
    const why = call.stop.signal.reason === 'host_exit' || this.shutDown ? 'the host shut down' : 'the client cancelled the call';
    return new ToolError('cancelled', `${call.tool}: ${why}; ${what}`);
  }

  /**
   * For a host going down now (a signal, a broken stdout, process exit): stops every call
   * under way and appends each unfinished call's audit line, all synchronously (safe in an exit
   * hook): a running command's process group is killed, a queued one dropped, a pending call
   * never starts. An open approval prompt is left as it is (nothing is written to the client
   * while the process exits: a full pipe would block the exit); its answer runs nothing. Calls
   * that end later write nothing more.
   */
  shutdownNow(why: string): void {
    if (!this.shutDown) {
      this.shutDown = true;
      const now = new Date().toISOString();
      for (const call of this.calls) {
        // Its own line is being written.
        if (call.state === 'done') continue;
        const ran = call.state === 'running';
        if (call.state !== 'awaiting_approval') this.stop(call, 'host_exit');
        try {
          this.audit.writeSync({
            ...this.callRecord(call, now),
            ok: false,
            error: { code: 'host_exit', message: `${call.tool}: ${why} ${ran ? "while the command ran; its process group was killed" : 'before the call finished; nothing ran'}` },
          });
        } catch {
          // The log cannot be written: exiting anyway.
        }
      }
    }
    // Runs this host did not start (another host in the process) end too.
    killActiveRuns();
  }

  /** The fields every line of a call shares; `finishedAt` is absent on its exec_start line. */
  private callRecord(call: Call, finishedAt?: string): AuditRecord {
    return {
      event: 'call',
      call_id: call.call_id,
      tool: call.tool,
      pack_id: call.pack_id,
      inputs: call.inputs,
      approval: call.approval,
      started_at: call.started_at,
      ...(finishedAt !== undefined ? { finished_at: finishedAt } : {}),
      ...(call.envWithheld?.length ? { env_withheld: call.envWithheld } : {}),
    };
  }

  private async dispatch(call: Call): Promise<Record<string, unknown>> {
    const { tool: name, inputs: input } = call;
    const base = BASE_TOOLS.find((t) => t.name === name);
    if (base) {
      const problems = validateInput(base.inputSchema, input);
      if (problems.length) throw new ToolError('invalid_arguments', `${name}: ${problems.join('; ')}`, undefined, problems);
      const pack = this.pack(input.pack_id as string);
      switch (name) {
        case BASE_TOOL.openDocs: return this.openDocs(pack, input, call);
        case BASE_TOOL.readFile: return this.readFile(pack, input, call);
        case BASE_TOOL.enableTools: return this.enableTools(pack, input, call);
        default: return this.execBestEffort(pack, input, call);
      }
    }
    const tool = this.enabled.get(name);
    if (!tool) throw new ToolError('unknown_tool', `${name}: no such tool; pack tools must be enabled first with ${BASE_TOOL.enableTools}(pack_id)`);
    call.pack_id = tool.pack.meta.pack_id;
    return this.runPackTool(tool, input, call);
  }

  private pack(id: string): AttachedPack {
    const pack = this.packs.find((p) => p.meta.pack_id === id);
    if (!pack) throw new ToolError('unknown_pack', `${id}: no attached pack has this pack_id (attached: ${this.packs.map((p) => p.meta.pack_id).join(', ') || 'none'})`);
    return pack;
  }

  /**
   * Approval, and the call's turn of the limiter. A command's approval waits on the user, whose
   * answer comes in on the input the server stops reading while the limiter's line is full: a
   * command takes its turn only once approved, so prompts left open can never hold every turn
   * and starve the answers. A read or enable call is approved by the client's own prompt before
   * it is sent, and takes its turn first.
   */
  private async gate(request: ApprovalRequest, call: Call): Promise<void> {
    const signal = call.stop.signal;
    if (signal.aborted) {
      call.approval = 'cancelled';
      throw this.stopped(call, 'nothing ran');
    }
    if (request.kind !== 'exec') await this.takeTurn(call);
    call.state = 'awaiting_approval';
    const decision = await this.options.approve(request, signal);
    call.approval = decision.decision;
    // An approval that arrives after the cancellation, or once the host shut down, runs nothing.
    if (signal.aborted || this.shutDown) throw this.stopped(call, 'nothing ran');
    if (!decision.approved) throw new ToolError('exec_not_approved', decision.message ?? `${request.tool}: not approved (${decision.decision})`, decision.decision);
    if (request.kind === 'exec') {
      call.state = 'pending';
      await this.takeTurn(call);
    }
  }

  /** Waits for a turn; a call stopped while it waits leaves the line and runs nothing. */
  private async takeTurn(call: Call): Promise<void> {
    call.endTurn = await this.limiter.acquire(call.stop.signal);
    if (call.stop.signal.aborted || this.shutDown) throw this.stopped(call, 'nothing ran');
  }

  private async openDocs(pack: AttachedPack, input: Record<string, unknown>, call: Call) {
    await this.gate({ tool: BASE_TOOL.openDocs, pack_id: pack.meta.pack_id, kind: 'read', inputs: input }, call);
    const file = await resolvePackPath(pack.root, pack.entryRel);
    const page = await readPage(file, 0, this.limits.maxPageBytes, this.limits);
    const entry: Record<string, unknown> = { path: file.rel, content: page.encoding === 'utf8' ? page.content : Buffer.from(page.content, 'base64').toString('utf8'), truncated: page.truncated };
    if (page.next_offset !== undefined) entry.next_offset = page.next_offset;
    return { pack_id: pack.meta.pack_id, entry_doc: entry };
  }

  private async readFile(pack: AttachedPack, input: Record<string, unknown>, call: Call) {
    await this.gate({ tool: BASE_TOOL.readFile, pack_id: pack.meta.pack_id, kind: 'read', inputs: input }, call);
    const file = await resolvePackPath(pack.root, input.path as string);
    const page = await readPage(file, (input.offset as number | undefined) ?? 0, input.length as number | undefined, this.limits);
    const result: Record<string, unknown> = { path: file.rel, content: page.content, encoding: page.encoding, mime: page.mime, size: page.size, offset: page.offset, truncated: page.truncated };
    if (page.next_offset !== undefined) result.next_offset = page.next_offset;
    return result;
  }

  private async enableTools(pack: AttachedPack, input: Record<string, unknown>, call: Call) {
    await this.gate({ tool: BASE_TOOL.enableTools, pack_id: pack.meta.pack_id, kind: 'enable', inputs: input }, call);
    try {
      return await this.enableFrom(pack);
    } catch (err) {
      // The tools enabled from an older tools.json go: the tool list shows what tools.json now says.
      const removed = this.disablePack(pack);
      if (removed.length && err instanceof ToolError) {
        throw new ToolError(err.code, `${err.message}. The ${removed.length} tool${removed.length === 1 ? '' : 's'} enabled earlier from this pack (${removed.join(', ')}) ${removed.length === 1 ? 'was' : 'were'} removed from your tool list`, err.reason, err.details);
      }
      throw err;
    }
  }

  /** Drops the pack's enabled tools (announcing the change); returns their names. */
  private disablePack(pack: AttachedPack): string[] {
    const removed = [...this.enabled].filter(([, t]) => t.pack === pack).map(([name]) => name);
    for (const name of removed) this.enabled.delete(name);
    if (removed.length) this.onToolsChanged?.();
    return removed;
  }

  private async enableFrom(pack: AttachedPack) {
    // tools.json is read by path: from a pack folder swapped for a link it would come from elsewhere.
    await assertRootInPlace(pack.root);
    const ctx = await loadCapabilityPack(pack.root, { entry: pack.entry });
    if (!ctx.hasToolsJson) throw new ToolError('no_tools_json', `${pack.meta.pack_id} has no tools.json; read its docs, or use ${BASE_TOOL.execBestEffort}`);
    const specs = toolSpecs(ctx);
    if (!specs) {
      const problems = (await checkCapabilityPack(ctx))
        .filter((d) => d.rule.startsWith('cap-tool') && d.severity === 'error')
        .map((d) => `${d.line ? `tools.json:${d.line}: ` : ''}${d.message}`);
      throw new ToolError('tools_json_invalid', `${pack.meta.pack_id}: tools.json is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}); fall back to the docs or ${BASE_TOOL.execBestEffort}`, undefined, problems);
    }
    for (const s of specs) {
      if (BASE_TOOLS.some((b) => b.name === s.name)) throw new ToolError('tool_conflict', `${pack.meta.pack_id}: tool "${s.name}" has the name of a base tool`);
      const other = this.enabled.get(s.name);
      if (other && other.pack !== pack) throw new ToolError('tool_conflict', `${pack.meta.pack_id}: tool "${s.name}" is already enabled from pack ${other.pack.meta.pack_id}; ask the user to detach one of the packs`);
    }
    const maxTools = this.options.maxTools ?? DEFAULT_MAX_TOOLS;
    const kept = [...this.enabled.values()].filter((t) => t.pack !== pack).length;
    if (kept + specs.length > maxTools) {
      throw new ToolError('too_many_tools', `${pack.meta.pack_id}: enabling ${specs.length} more tools would make ${kept + specs.length}, over this host's limit of ${maxTools}; ask the user to detach packs or not enable this pack's tools`);
    }
    const before = JSON.stringify(this.listTools());
    for (const [name, t] of [...this.enabled]) if (t.pack === pack) this.enabled.delete(name);
    const tools = specs.map((spec) => ({ pack, spec, env: this.toolEnv(pack, spec.exec.env) }));
    for (const tool of tools) this.enabled.set(tool.spec.name, tool);
    if (JSON.stringify(this.listTools()) !== before) this.onToolsChanged?.();
    return { enabled: true, pack_id: pack.meta.pack_id, tools: tools.map((t) => ({ name: t.spec.name, description: this.describe(t) })) };
  }

  private async runPackTool({ pack, spec, env }: EnabledTool, input: Record<string, unknown>, call: Call) {
    const problems = validateInput(spec.inputSchema, input);
    if (problems.length) throw new ToolError('invalid_arguments', `${spec.name}: ${problems.join('; ')}`, undefined, problems);
    let argv: string[];
    try {
      argv = fillArgs(spec.exec.args, input, { pack_root: pack.root, workspace: this.workspace });
    } catch (err) {
      if (err instanceof ArgumentError) throw new ToolError('invalid_arguments', `${spec.name}: ${err.message}`, err.reason);
      throw err;
    }
    // Filled in as the pack root and the rest as written: fillArgs gives `{{pack_root}}/x` (or `--opt={{pack_root}}/x`) no other form.
    const scripts = spec.exec.args.flatMap((a) => {
      const named = hostPathIn(a);
      return named?.placeholder === 'pack_root' && named.suffix !== '' ? [{ shown: a.slice(named.option.length), path: pack.root + named.suffix }] : [];
    });
    return this.execute(pack, { tool: spec.name, command: spec.exec.command, args: argv, cwd: spec.exec.cwd, timeoutMs: spec.exec.timeout_ms, maxOutputBytes: spec.exec.max_output_bytes, env, scripts }, input, call);
  }

  private async execBestEffort(pack: AttachedPack, input: Record<string, unknown>, call: Call) {
    const command = input.command as string;
    if (isAbsoluteCommand(command)) throw new ToolError('path_denied', `${command}: give a program name on PATH or a path relative to the pack root`, 'absolute');
    const cwd = (input.cwd_policy as 'workspace' | 'pack_root' | undefined) ?? 'workspace';
    const plan = { tool: BASE_TOOL.execBestEffort, command, args: (input.args as string[] | undefined) ?? [], cwd, timeoutMs: DEFAULT_TIMEOUT_MS, maxOutputBytes: DEFAULT_MAX_OUTPUT_BYTES, env: this.toolEnv(pack, []), scripts: [] };
    return this.execute(pack, plan, input, call);
  }

  /**
   * Pins the files of the pack a command runs (see pinned-file.ts): its program when the tool
   * names one inside the pack, the scripts its arguments name as `{{pack_root}}/…`, and, for a
   * command run in the pack root, those named from there (`node scripts/x.mjs`), by its arguments
   * and by the words of the shell lines among them (`sh -c 'node scripts/x.mjs'`, see
   * shellLineWords). An option's value after "=" is read as an argument is (`--import=x.mjs`,
   * `--import={{pack_root}}/x.mjs`). An argument that names no regular file (a folder, a file the
   * command writes, a word) is not code it runs. Not seen: a value attached with no "=" (`-Ix`),
   * and a word a shell line names from another folder (`cd lib && node x.mjs`).
   */
  private async pinFiles(plan: CommandPlan, program: string | null, packRoot: string): Promise<PinnedFile[]> {
    const pins: PinnedFile[] = [];
    const pin = async (file: string, shown: string) => {
      try {
        pins.push(await pinFile(file, shown));
      } catch (err) {
        throw new ToolError('read_failed', `${plan.tool}: ${describeFsError(err, shown)}: the command was not run (the file it runs could not be read to record what is approved)`);
      }
    };
    if (program !== null) await pin(program, plan.command);
    const named = [...plan.scripts];
    if (plan.cwd === 'pack_root') {
      for (const word of [...plan.args, ...shellLineWords(plan.args, plan.command)]) {
        const name = fileNameIn(word);
        // An absolute path is a `{{pack_root}}/…` one (in scripts) or outside the pack.
        if (name === null || path.isAbsolute(name)) continue;
        const file = path.resolve(packRoot, name);
        if (file !== packRoot && isInside(packRoot, file)) named.push({ shown: name, path: file });
      }
    }
    const pinned = new Set(pins.map((p) => p.path));
    for (const script of named) {
      if (pinned.has(script.path) || !isRegularFileNow(script.path)) continue;
      pinned.add(script.path);
      await pin(script.path, script.shown);
    }
    return pins;
  }

  private async execute(pack: AttachedPack, plan: CommandPlan, input: Record<string, unknown>, call: Call) {
    const { tool, command, args: argv, cwd, env } = plan;
    // The run reaches the pack by path ({{pack_root}} arguments, cwd pack_root, a pack script): not once the folder was swapped.
    await assertRootInPlace(pack.root);
    let program = command;
    let packProgram: string | null = null;
    // Absolute commands are refused by exec_best_effort and by cap-tool-exec (so no enabled tool has one).
    if (command.includes('/') && !path.isAbsolute(command)) {
      const { real } = await resolvePackPath(pack.root, command.replace(/^\.\//, ''));
      program = packProgram = real;
    }
    const dir = cwd === 'pack_root' ? pack.root : this.workspace;
    // What the user approves is these files as they are now: checked again before the spawn.
    const pins = await this.pinFiles(plan, packProgram, pack.root);
    // Read now: the user approves these names, and the run gets these values.
    const runEnv = allowedEnv(this.options.env ?? process.env, env.passed);
    if (env.withheld.length) call.envWithheld = env.withheld.map((w) => w.name);
    await this.gate({
      tool,
      pack_id: pack.meta.pack_id,
      kind: 'exec',
      inputs: input,
      command: { program: command, args: argv, cwd, dir, env: env.passed, ...(env.withheld.length ? { withheld: env.withheld } : {}), ...(env.allowedGuarded.length ? { allowedGuarded: env.allowedGuarded } : {}) },
    }, call);
    const signal = call.stop.signal;
    // One run at a time per workspace, so each run's artifacts are its own.
    call.state = 'queued';
    let started = false;
    const run = this.execQueue.then(async () => {
      // Stopped while it waited: dropped from the queue.
      if (signal.aborted) return null;
      started = true;
      // The approval may have waited minutes, and the queue more: the files are read again whole.
      for (const pin of pins) {
        const change = await pinnedFileChange(pin);
        if (change !== null) throw fileChanged(tool, pin, change);
      }
      // Recorded before it starts, so a host killed meanwhile still leaves a trace; a command
      // whose record cannot be written does not run (the log fails closed).
      try {
        await this.audit.write({ ...this.callRecord(call), event: 'exec_start', cwd });
      } catch (err) {
        throw new ToolError('audit_failed', `${tool}: the command was not run: the audit log could not record it (${(err as Error).message}); ask the user to check the --audit-log file`);
      }
      call.state = 'running';
      const before = await snapshotWorkspace(this.workspace);
      // The last check, and the spawn, in one turn of the event loop (execCapped spawns before it
      // returns its promise), so no other work of this process runs in between. What remains is
      // the platform's: the path is checked, then looked up again by execve in the forked child,
      // and a script's interpreter opens its script by path once more; a file renamed over the
      // path in those microseconds is not caught. Starting the checked file by its descriptor
      // (fexecve, /proc/self/fd/N) would close that, but Node's spawn has no way to, and a script
      // started so sees /proc/self/fd/N as its $0 and no longer finds the files beside it.
      for (const pin of pins) {
        const change = pinnedFileChangeSync(pin);
        if (change !== null) throw fileChanged(tool, pin, change);
      }
      const outcome = await execCapped({
        command: program,
        args: argv,
        cwd: dir,
        hostEnv: runEnv,
        envNames: env.passed,
        timeoutMs: plan.timeoutMs,
        maxOutputBytes: plan.maxOutputBytes,
        signal,
      });
      return { outcome, artifacts: diffArtifacts(before, await snapshotWorkspace(this.workspace)) };
    });
    this.execQueue = run.catch(() => undefined);
    // A call stopped while queued returns at once; one stopped while running waits for the kill.
    const dropped = new Promise<null>((resolve) => {
      const onAbort = () => {
        if (!started) resolve(null);
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    const done = await Promise.race([run, dropped]);
    if (!done) throw this.stopped(call, 'the command was dropped from the queue before it started');
    call.exec = done.outcome;
    call.artifacts = done.artifacts;
    if (signal.aborted) throw this.stopped(call, "the command's process group was killed");
    // The model learns why a tool that needed a token failed.
    return { ...done.outcome, artifacts: done.artifacts, ...(env.withheld.length ? { env_withheld: env.withheld.map((w) => w.name) } : {}) };
  }
}

/** The file name an argument may be: itself, or an option's value after "=" (`--config=./conf.py`, `-o=x`); null for an option with none. */
function fileNameIn(arg: string): string | null {
  if (!arg.startsWith('-')) return arg;
  return optionValue(arg);
}

/** The refusal of a run whose pinned file is no longer the one the user approved. */
function fileChanged(tool: string, pin: PinnedFile, change: string): ToolError {
  return new ToolError('exec_not_approved', `${tool}: ${pin.shown} (${pin.path}) changed after the command was approved (${change}); nothing ran. Call the tool again to have the user approve what is there now`, 'file_changed');
}
