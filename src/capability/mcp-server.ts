import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListResourcesRequestSchema, ListToolsRequestSchema, ReadResourceRequestSchema, McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { CapabilityHost, RequestLimiter, attachPacks, type ApprovalDecision, type ApprovalRequest, type AttachSpec } from './host.js';
import { ContextPackResources } from './resources.js';
import { ToolError } from './tool-error.js';
import { systemPromptText } from './metadata.js';
import { BASE_ENV_ALLOWLIST, killActiveRuns } from './exec.js';
import { LineStdioTransport } from './stdio-transport.js';
import { PassEnvPolicy, withheldLine, type PassEnvEntry } from './secret-env.js';
import { RUN_MARKER_VARIABLE } from '../core/process.js';
import { InvalidInputError } from '../core/errors.js';
import { z } from 'zod';
import type { Readable, Writable } from 'node:stream';

export interface McpServeOptions {
  packs: AttachSpec[];
  contextPacks: string[];
  /** Creates (or checks) the session workspace; called only once every pack has attached. */
  workspace: () => Promise<string>;
  auditLog: string | null;
  /** The operator's switch: without it no command runs, whatever the model or the user says. */
  allowExec: boolean;
  env: NodeJS.ProcessEnv;
  /** The operator's --pass-env and `mcp.pass-env` entries: guarded variables (secret-env.ts) a tool that lists them may receive; default none. */
  passEnv?: readonly PassEnvEntry[];
  cwd: string;
  version: string;
  /**
   * Settles once nothing more can come from the client (its input ended and every line of it
   * was read): an approval still waiting for the user is refused then, and none is asked after.
   */
  inputEnded?: Promise<void>;
}

/**
 * How long the approval prompt (an elicitation) stays open before the command is refused
 * with approval_failed: the SDK's default of 60 s is too short for a person to read argv.
 */
const APPROVAL_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Characters that show as nothing, or change how the rest shows: controls (C0, DEL, C1 such as
 * U+009B, which some terminals read as an escape sequence), format characters (bidi overrides
 * such as U+202E, which can display `rm -rf ~` backwards, zero-width spaces and joiners), line and
 * paragraph separators, and lone surrogates.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** Text for the prompt with every HIDDEN character written as a \uXXXX escape, so what the user reads is what runs (valid in the JSON line too). */
function visible(text: string): string {
  // Each UTF-16 unit: a character beyond U+FFFF (a tag character) becomes its surrogate pair, as JSON writes it.
  return text.replace(HIDDEN, (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''));
}

/**
 * The approval prompt's text: the exact argv, the folder, the variables passed (and those
 * withheld), and what it can reach; `passEnv` says who allowed a guarded name. Exported for tests.
 */
export function approvalPrompt(req: ApprovalRequest, passEnv: PassEnvPolicy = new PassEnvPolicy()): string {
  const cmd = req.command!;
  const allowed = new Set(cmd.allowedGuarded ?? []);
  const base = BASE_ENV_ALLOWLIST.filter((n) => process.platform === 'win32' || (n !== 'SystemRoot' && n !== 'PATHEXT'));
  return [
    `Run this command from capability pack "${req.pack_id}" (tool ${req.tool})?`,
    '',
    // The argv comes from the model and the pack: its characters must not hide what it does.
    visible(JSON.stringify([cmd.program, ...cmd.args])),
    '',
    `Working folder: ${visible(cmd.dir)} (${cmd.cwd === 'pack_root' ? 'the pack folder' : 'the session workspace'})`,
    // PACKWRIGHT_RUN is named too: the user sees every variable the command gets (its value is a random id, see runMarker).
    `Environment: ${base.join(', ')} (when set)${cmd.env.length ? `, plus the tool's own: ${cmd.env.map((n) => (allowed.has(n) ? `${n} (passed: ${passEnv.allowedBy(req.pack_id, n) ?? 'the server was started with --pass-env'})` : n)).join(', ')}` : ''}${process.platform === 'win32' ? '' : `, and ${RUN_MARKER_VARIABLE} (a random id for this run)`}`,
    // What the tool asks for and does not get: the user is not left to believe it runs with them.
    ...(cmd.withheld ?? []).map((w) => withheldLine(w, req.pack_id)),
    '',
    'It runs with your user permissions and is not sandboxed: it can read and change any file you can. Accept to run it.',
  ].join('\n');
}

type RequestSchema = typeof CallToolRequestSchema | typeof ListToolsRequestSchema | typeof ListResourcesRequestSchema | typeof ReadResourceRequestSchema;
type Extra = Parameters<Parameters<Server['setRequestHandler']>[1]>[1];

/**
 * Sets a request handler whose request params of the wrong shape (`"name": 5`, no `uri`) get
 * -32602 Invalid params naming each problem. The SDK checks a request against the handler's
 * schema itself and answers a mismatch with its raw ZodError as -32603 Internal error, which
 * reads as a fault of the server; so the SDK is given a schema holding only the method, and
 * the request is checked here against the real one.
 */
function setCheckedHandler<S extends RequestSchema>(srv: Server, schema: S, handler: (request: z.infer<S>, extra: Extra) => Promise<Record<string, unknown>>): void {
  const method = schema.shape.method.value;
  srv.setRequestHandler(z.object({ method: z.literal(method) }).loose(), async (request, extra) => {
    const parsed = schema.safeParse(request);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(request)'}: ${i.message}`);
      throw new McpError(ErrorCode.InvalidParams, `Invalid params for ${method}: ${problems.join('; ')}`);
    }
    return handler(parsed.data as z.infer<S>, extra) as never;
  });
}

/**
 * Runs `work` in a turn of the limiter. A request cancelled while it waits is not worked on:
 * the SDK sends no reply to a cancelled request, so the error is never seen.
 */
async function inTurn<T>(limiter: RequestLimiter, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const endTurn = await limiter.acquire(signal);
  try {
    if (signal.aborted) throw new McpError(ErrorCode.InvalidRequest, 'the request was cancelled');
    return await work();
  } finally {
    endTurn();
  }
}

/**
 * Builds the MCP server over a CapabilityHost. The low-level Server is used (not McpServer)
 * because tool schemas come from tools.json as JSON Schema and the tool list changes at run time.
 */
export async function createMcpServer(options: McpServeOptions): Promise<{ server: Server; host: CapabilityHost; settled: (id: string | number) => Promise<void> }> {
  let server: Server | null = null;
  let clientGone = false;
  void options.inputEnded?.then(() => (clientGone = true));
  const noAnswer = (req: ApprovalRequest): ApprovalDecision => ({ approved: false, decision: 'approval_failed', message: `${req.tool}: the client closed its input, so no answer to the approval prompt can come; nothing ran` });
  const approve = async (req: ApprovalRequest, signal?: AbortSignal): Promise<ApprovalDecision> => {
    // Reads and enabling are approved by the client's own tool-permission prompt.
    if (req.kind !== 'exec') return { approved: true, decision: 'client' };
    if (!options.allowExec) return { approved: false, decision: 'operator_denied', message: `${req.tool}: execution is off on this server (the operator did not pass --allow-exec); use the pack's docs instead` };
    if (!server?.getClientCapabilities()?.elicitation?.form) return { approved: true, decision: 'operator_allowed' };
    // A call read before the end but started after it (one that was parked) asks nobody.
    if (clientGone) return noAnswer(req);
    try {
      // The signal withdraws the prompt when the client cancels the call (the SDK sends notifications/cancelled for it).
      const asked = server.elicitInput({ message: approvalPrompt(req, passEnv), requestedSchema: { type: 'object', properties: {} } }, { signal, timeout: APPROVAL_TIMEOUT_MS });
      // The prompt is left open (its timer ends with the server): a withdrawal written now could meet a closed pipe.
      const gone = options.inputEnded?.then(() => null);
      const r = await (gone ? Promise.race([asked, gone]) : asked);
      if (r === null) return noAnswer(req);
      if (r.action === 'accept') return { approved: true, decision: 'user_accepted' };
      const decision = r.action === 'decline' ? 'user_declined' : 'user_cancelled';
      return { approved: false, decision, message: `${req.tool}: the user ${r.action === 'decline' ? 'declined' : 'cancelled'} running the command; ask them before trying again` };
    } catch (err) {
      if (signal?.aborted) return { approved: false, decision: 'cancelled', message: `${req.tool}: the call was cancelled while the user was asked` };
      return { approved: false, decision: 'approval_failed', message: `${req.tool}: could not ask the user to approve the command: ${(err as Error).message}` };
    }
  };
  const packs = await attachPacks(options.packs, options.cwd);
  const passEnv = new PassEnvPolicy(options.passEnv);
  // A typo in a pack_id would pass nothing, silently: refused at start, as a pack that cannot attach is.
  for (const { packId: id, source } of passEnv.entries) {
    if (id === null || packs.some((p) => p.meta.pack_id === id)) continue;
    const where = source === undefined ? '--pass-env' : `${source}: mcp.pass-env`;
    throw new InvalidInputError(`${where} ${id}:…: no attached pack has pack_id "${id}" (attached: ${packs.map((p) => p.meta.pack_id).join(', ') || 'none'})`);
  }
  const resources = await ContextPackResources.open(options.contextPacks, options.cwd);
  const host = await CapabilityHost.forPacks(packs, { workspace: await options.workspace(), auditLog: options.auditLog, env: options.env, passEnv, approve }, options.cwd);
  // tools/call (in the host) and the resource requests share the host's cap: all read files.
  // tools/list does not take a turn: it answers from memory, and must not wait behind a command.
  const limiter = host.limiter;

  server = new Server(
    { name: 'packwright', version: options.version },
    {
      capabilities: { tools: { listChanged: true }, ...(resources.size ? { resources: {} } : {}) },
      instructions: systemPromptText(host.metadata()),
    },
  );
  const srv = server;
  host.onToolsChanged = () => {
    srv.sendToolListChanged().catch(() => undefined);
  };
  // The SDK runs requests concurrently. A client that pipes "enable_tools, then call the tool"
  // (or list) without waiting must still find the tools enabled: handlers start in the order
  // requests arrive, and the host starts calls, and this lists tools, after the enable_tools
  // calls made before them.
  setCheckedHandler(srv, ListToolsRequestSchema, async () => {
    await host.enabledSoFar();
    return { tools: host.listTools() as never };
  });
  setCheckedHandler(srv, CallToolRequestSchema, async (request, extra) => {
    // extra.signal aborts on notifications/cancelled for this request, and when the connection
    // closes. The request id lets serveStdio wait for a cancelled call, which gets no reply (MCP).
    const { isError, result } = await host.call(request.params.name, request.params.arguments ?? {}, { signal: extra.signal, id: extra.requestId });
    return { content: [{ type: 'text', text: JSON.stringify(result, null, 2) }], structuredContent: result, isError };
  });
  if (resources.size) {
    setCheckedHandler(srv, ListResourcesRequestSchema, (_request, extra) => inTurn(limiter, extra.signal, async () => ({ resources: await resources.list() })));
    setCheckedHandler(srv, ReadResourceRequestSchema, (request, extra) =>
      inTurn(limiter, extra.signal, async () => {
        try {
          return { contents: [await resources.read(request.params.uri)] };
        } catch (err) {
          if (err instanceof ToolError) throw new McpError(ErrorCode.InvalidParams, err.message, err.toJSON().error);
          throw err;
        }
      }),
    );
  }
  return { server: srv, host, settled: (id) => host.settled(id) };
}

/**
 * Serves over stdio until the client closes its end and every request read by then has its
 * reply (a client that pipes a batch of requests and closes stdin still gets each answer; a
 * request it cancelled counts until its handler has finished); then kills any run still going.
 * Signals and process exit are the caller's (cli/commands/mcp.ts calls host.shutdownNow). A command waiting for the user's approval when the input
 * ends is refused at once, since no answer can come, and a command started after the end (one
 * that was parked) is refused without asking. A line that is not JSON, or not a JSON-RPC
 * message, gets a JSON-RPC error reply and the server reads on (LineStdioTransport).
 * Input is read only as fast as it is worked off: at most MAX_CONCURRENT_REQUESTS requests run;
 * while MAX_WAITING_REQUESTS wait, further requests are parked (a bounded few; notifications
 * and responses still pass) and then reading stops, as it does while stdout is full (the client
 * is not reading its replies), so no flood of requests makes memory grow without bound; while
 * an approval prompt is open, reading goes on instead and further requests are refused as busy,
 * so its answer and the end of the input are always read.
 */
export async function serveStdio(options: McpServeOptions, onReady: (host: CapabilityHost) => void = () => undefined, streams: { stdin: Readable; stdout: Writable } = { stdin: process.stdin, stdout: process.stdout }): Promise<void> {
  const transport = new LineStdioTransport(streams.stdin, streams.stdout);
  // Open prompts are refused once every line has been read (an answer may still wait in the
  // buffer when stdin ends), without waiting for parked requests: those wait for turns, and a
  // prompt's answer cannot come after the end anyway.
  const { server, host, settled } = await createMcpServer({ ...options, inputEnded: transport.allLinesRead });
  onReady(host);
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  holdInputOnBacklog(host.limiter, transport);
  await server.connect(transport);
  const unanswered = trackUnanswered(transport, settled);
  // Every request read has been passed on (parked ones too) once the input has ended.
  void transport.inputEnded.then(async () => {
    await unanswered.drained();
    await server.close().catch(() => undefined);
  });
  await closed;
  killActiveRuns();
}

/**
 * Holds the transport's requests while MAX_WAITING_REQUESTS requests wait for a turn, so a
 * client piping requests without end waits on its own full pipe (once the transport's few
 * parked requests fill up) instead of growing the server's queue; notifications and responses
 * still come through meanwhile, so a cancellation reaches a running request and an approval
 * answer its prompt. Exported for tests.
 */
export function holdInputOnBacklog(limiter: RequestLimiter, transport: LineStdioTransport): void {
  let release: (() => void) | null = null;
  limiter.onbacklog = (full) => {
    if (full) release ??= transport.holdRequests();
    else {
      release?.();
      release = null;
    }
  };
}

type Message = Parameters<LineStdioTransport['send']>[0];
const isRequest = (m: Message): m is Message & { id: string | number; method: string } => 'method' in m && 'id' in m;
const isResponse = (m: Message): m is Message & { id: string | number } => !('method' in m) && 'id' in m;
const isCancellation = (m: Message): m is Message & { params: { requestId: string | number } } =>
  'method' in m && m.method === 'notifications/cancelled' && !('id' in m) && typeof (m.params as { requestId?: unknown } | undefined)?.requestId !== 'undefined';

/**
 * Counts requests read from the transport and not yet answered on it. A request the client
 * cancels gets no answer (MCP): it counts until its handler has finished (`settled`), which
 * for a tool call means its command was killed and its audit line written. Requests are counted
 * per id, not as a set of ids: a client that reuses an id still in flight (JSON-RPC forbids it,
 * the SDK answers each) must not have the first answer count for both, which would end the
 * session while the second still runs. Exported for tests.
 */
export function trackUnanswered(transport: LineStdioTransport, settled: (id: string | number) => Promise<void>): { drained(): Promise<void> } {
  const open = new Map<string | number, number>();
  let wake: (() => void) | null = null;
  const done = (id: string | number) => {
    const left = (open.get(id) ?? 0) - 1;
    if (left < 0) return;
    if (left > 0) open.set(id, left);
    else open.delete(id);
    if (open.size === 0) wake?.();
  };
  const receive = transport.onmessage;
  transport.onmessage = (message) => {
    if (isRequest(message)) open.set(message.id, (open.get(message.id) ?? 0) + 1);
    receive?.(message);
    // After the SDK has seen it (and aborted the handler's signal).
    const cancelledId = isCancellation(message) ? message.params.requestId : undefined;
    // A turn later, so a call whose request and cancellation came in one read has its handler registered.
    if (cancelledId !== undefined && open.has(cancelledId)) {
      void new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => settled(cancelledId))
        .then(() => done(cancelledId));
    }
  };
  const send = transport.send.bind(transport);
  transport.send = async (message) => {
    try {
      await send(message);
    } finally {
      if (isResponse(message)) done(message.id);
    }
  };
  return {
    drained: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve))),
  };
}
