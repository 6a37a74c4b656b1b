import type { Readable, Writable } from 'node:stream';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** An error reply written by the transport itself (a line that is not a JSON-RPC message, a request refused as busy): the SDK's types allow no null id. */
interface TransportErrorReply {
  jsonrpc: '2.0';
  id: string | number | null;
  error: { code: ErrorCode.ParseError | ErrorCode.InvalidRequest | typeof SERVER_BUSY; message: string };
}

/**
 * What to answer to one line read from the client: the message, an error reply, or nothing
 * (a blank line). JSON-RPC 2.0 §5.1: invalid JSON is a Parse error (-32700) and a JSON value
 * that is not a message is an Invalid Request (-32600), both with a null id unless the line
 * is a request whose id could be read. A batch (array) is refused as one Invalid Request:
 * MCP (2025-06-18 on) has no batches and the SDK's server reads none.
 */
export function readLine(line: string): { message: JSONRPCMessage } | { reply: TransportErrorReply } | null {
  if (line.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return { reply: errorReply(null, ErrorCode.ParseError, `Parse error: ${(err as Error).message}`) };
  }
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (parsed.success) return { message: parsed.data };
  if (Array.isArray(value)) return { reply: errorReply(null, ErrorCode.InvalidRequest, 'Invalid Request: batches (JSON arrays) are not supported; send one message per line') };
  return { reply: errorReply(requestId(value), ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response') };
}

/** The id of something meant as a request (it names a method), when the id itself is valid. */
function requestId(value: unknown): string | number | null {
  if (typeof value !== 'object' || value === null || !('method' in value) || !('id' in value)) return null;
  const id = value.id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : null;
}

function errorReply(id: string | number | null, code: TransportErrorReply['error']['code'], message: string): TransportErrorReply {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

/**
 * The most requests parked while the server's queue is full (holdRequests), besides a byte
 * bound (the read buffer's size): past either, nothing more is read while the server waits on
 * nothing from the client, so a client flooding requests still waits on its own full pipe;
 * while it does wait on the client, further requests are refused (SERVER_BUSY) and reading goes on.
 */
export const MAX_PARKED_REQUESTS = 32;

/**
 * The JSON-RPC error code of a request refused because the server's queue and its parking are
 * full. JSON-RPC leaves -32000…-32099 to the server; the SDK uses -32000 and -32001 (a closed
 * connection, a timeout), and -32005 is EIP-1474's "limit exceeded", which clients of other
 * JSON-RPC servers already read as "try again later".
 */
export const SERVER_BUSY = -32005;

const isRequest = (m: JSONRPCMessage): boolean => 'method' in m && 'id' in m;
const isResponse = (m: JSONRPCMessage): m is JSONRPCMessage & { id: string | number } => !('method' in m) && 'id' in m;
/** The request id a `notifications/cancelled` names, or undefined. */
function cancelledId(m: JSONRPCMessage): string | number | undefined {
  if (!('method' in m) || m.method !== 'notifications/cancelled' || 'id' in m) return undefined;
  const id = (m.params as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/**
 * The SDK's StdioServerTransport, except that a malformed line is answered (see readLine)
 * instead of being handed to onerror and dropped with no reply. Messages are one per line,
 * as in the SDK; the read buffer has the SDK's size limit and overflowing it closes the
 * transport, as the SDK's does. Error replies are written directly, not through send(), so a
 * wrapper counting the replies to requests (serveStdio's) does not see them.
 *
 * Unlike the SDK's, it reads only as fast as the server works and the client reads, so a
 * client that floods requests, or stops reading its replies, cannot make the server's memory
 * grow without bound:
 *  - one message is passed on per turn of the event loop, and stdin is paused while the
 *    buffer still holds a whole line, so the handlers a request starts run (and can hold the
 *    input, see holdInput) before the next is read;
 *  - when writing to stdout returns false (the pipe is full: the client is not reading), no
 *    further line is read or passed on until 'drain';
 *  - while the server's queue of requests is full (holdRequests), lines are still read, and
 *    notifications and responses passed on (a `notifications/cancelled` for a running request,
 *    the user's answer to an approval prompt), but requests are parked, up to
 *    MAX_PARKED_REQUESTS or the read buffer's size in bytes. Past that, nothing more is read,
 *    unless the server waits for an answer from the client (a request it sent, such as an
 *    approval prompt, is unanswered): then reading goes on and each further request is answered
 *    at once with a SERVER_BUSY error, so the answer, or the end of the input, is always seen
 *    (stopping would leave the prompt waiting out its timeout for an answer already sent).
 *    Memory stays bounded: what is parked is, and the refusals are writes, which stop the
 *    input once stdout is full.
 * Lines are passed on in the order read, except that notifications and responses pass requests
 * parked before them; requests keep their order. A request cancelled while parked is dropped
 * with its cancellation: it was never passed on, so nothing ran and no reply is owed (MCP).
 */
export class LineStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /**
   * Settles once stdin has ended and every whole line read from it was passed on (or answered):
   * what a server waits for before it may take the input as finished.
   */
  readonly inputEnded: Promise<void>;
  /**
   * Settles once stdin has ended and every whole line read from it was passed on, answered or
   * parked: nothing more can come from the client (an answer to a prompt included), though
   * parked requests may still wait for their turn.
   */
  readonly allLinesRead: Promise<void>;
  private buffer: Buffer | undefined;
  private started = false;
  private closed = false;
  private ended = false;
  private endInput = (): void => undefined;
  private endLines = (): void => undefined;
  /** Ids of the requests sent to the client and not yet answered (nor withdrawn): while any is, the input is read on. */
  private readonly awaiting = new Set<string | number>();
  /** Reasons to read nothing now (a full stdout): input flows only at 0. */
  private holds = 0;
  /** Reasons to pass no request on now (the server's queue is full): requests read meanwhile are parked. */
  private requestHolds = 0;
  /** Requests read while requestHolds > 0, in order, with their line's size. */
  private parked: Array<{ message: JSONRPCMessage; bytes: number }> = [];
  private parkedBytes = 0;
  /** A turn of the event loop is booked to read on (pump). */
  private scheduled = false;
  /** Settles on the 'drain' that a write returning false waits for; one for all such writes. */
  private draining: Promise<void> | null = null;

  constructor(
    private readonly stdin: Readable = process.stdin,
    private readonly stdout: Writable = process.stdout,
    private readonly maxBufferSize = STDIO_DEFAULT_MAX_BUFFER_SIZE,
  ) {
    this.inputEnded = new Promise((resolve) => (this.endInput = resolve));
    this.allLinesRead = new Promise((resolve) => (this.endLines = resolve));
  }

  private readonly ondata = (chunk: Buffer): void => {
    if ((this.buffer?.length ?? 0) + chunk.length > this.maxBufferSize) {
      this.buffer = undefined;
      this.onerror?.(new Error(`a message is over the ${this.maxBufferSize}-byte limit of the read buffer`));
      this.close().catch(() => undefined);
      return;
    }
    this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk;
    if (!this.scheduled) this.pump();
  };

  private readonly onend = (): void => {
    this.ended = true;
    this.checkEnded();
  };

  private readonly onstreamerror = (error: Error): void => {
    this.onerror?.(error);
  };

  async start(): Promise<void> {
    if (this.started) throw new Error('LineStdioTransport already started');
    this.started = true;
    this.stdin.on('data', this.ondata);
    this.stdin.on('end', this.onend);
    this.stdin.on('error', this.onstreamerror);
  }

  /**
   * Stops reading input (and passing on lines already read) until the returned function is
   * called; holds add up. For backpressure: a write waits for 'drain'.
   */
  holdInput(): () => void {
    this.holds++;
    this.flow();
    return this.releaseOnce(() => --this.holds);
  }

  /**
   * Passes on no request until the returned function is called (holds add up): requests read
   * meanwhile are parked, and once MAX_PARKED_REQUESTS are (or the read buffer's size in bytes),
   * reading stops, or, while the server waits for an answer from the client, further requests
   * are refused as busy; notifications and responses still pass. For backpressure: the server
   * calls it while too many requests wait for a turn, and must still hear a cancellation.
   */
  holdRequests(): () => void {
    this.requestHolds++;
    return this.releaseOnce(() => --this.requestHolds);
  }

  /**
   * A hold's release: counts the hold off once however often it is called, and schedules the
   * flow when none is left. A turn later: the release may come from inside a handler or a
   * 'drain' listener.
   */
  private releaseOnce(countOff: () => number): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (countOff() === 0) this.schedule();
    };
  }

  /** No more requests are parked while this many are. */
  private parkingFull(): boolean {
    return this.parked.length >= MAX_PARKED_REQUESTS || this.parkedBytes >= this.maxBufferSize;
  }

  /** Reading stops while parking is full, unless an answer from the client is awaited. */
  private stopReading(): boolean {
    return this.parkingFull() && this.awaiting.size === 0;
  }

  /** Drops the parked request a cancellation names (the last with that id); whether there was one. */
  private dropParked(id: string | number): boolean {
    for (let i = this.parked.length - 1; i >= 0; i--) {
      const m = this.parked[i].message as { id?: unknown };
      if (m.id !== id) continue;
      this.parkedBytes -= this.parked[i].bytes;
      this.parked.splice(i, 1);
      return true;
    }
    return false;
  }

  private deliver(message: JSONRPCMessage): void {
    try {
      this.onmessage?.(message);
    } catch (err) {
      this.onerror?.(err as Error);
    }
  }

  private hasLine(): boolean {
    return (this.buffer?.indexOf('\n') ?? -1) !== -1;
  }

  private schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(() => this.pump());
  }

  /**
   * Passes on one message: the first parked request once requests may flow, else the next
   * buffered line's (parking requests while they may not); then books the next turn for the rest.
   */
  private pump(): void {
    this.scheduled = false;
    // close() (from a handler) drops the buffer: stop reading there.
    while (!this.closed && this.holds === 0) {
      if (this.requestHolds === 0 && this.parked.length > 0) {
        const { message, bytes } = this.parked.shift()!;
        this.parkedBytes -= bytes;
        this.deliver(message);
        if (this.parked.length > 0 || this.hasLine()) this.schedule();
        break;
      }
      if (!this.buffer || this.stopReading()) break;
      const nl = this.buffer.indexOf('\n');
      if (nl === -1) break;
      const line = this.buffer.toString('utf8', 0, nl).replace(/\r$/, '');
      this.buffer = this.buffer.subarray(nl + 1);
      const read = readLine(line);
      if (!read) continue;
      if ('reply' in read) {
        void this.write(JSON.stringify(read.reply) + '\n');
        continue;
      }
      if (this.requestHolds > 0 && isRequest(read.message)) {
        if (this.parkingFull()) {
          const { id } = read.message as { id: string | number };
          void this.write(JSON.stringify(errorReply(id, SERVER_BUSY, 'Server busy: too many requests wait for a turn; send it again once some are answered')) + '\n');
          continue;
        }
        this.parked.push({ message: read.message, bytes: nl + 1 });
        this.parkedBytes += nl + 1;
        continue;
      }
      const cancelled = cancelledId(read.message);
      if (cancelled !== undefined && this.dropParked(cancelled)) continue;
      if (isResponse(read.message)) this.awaiting.delete(read.message.id);
      this.deliver(read.message);
      // The rest a turn later, once what this message started has run.
      if (this.hasLine() || (this.requestHolds === 0 && this.parked.length > 0)) this.schedule();
      break;
    }
    this.flow();
    this.checkEnded();
  }

  /** Reads stdin only while nothing holds the input, no whole line waits in the buffer, and parking has room (or an answer is awaited). */
  private flow(): void {
    if (this.closed || !this.started) return;
    if (this.holds > 0 || this.hasLine() || this.stopReading()) this.stdin.pause();
    else this.stdin.resume();
  }

  /** Every line has been read once stdin has ended and no whole line waits; the input has ended once no parked request does either. */
  private checkEnded(): void {
    if (!this.ended || this.closed || this.hasLine()) return;
    this.endLines();
    if (this.parked.length === 0) this.endInput();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stdin.off('data', this.ondata);
    this.stdin.off('end', this.onend);
    this.stdin.off('error', this.onstreamerror);
    if (this.stdin.listenerCount('data') === 0) this.stdin.pause();
    this.buffer = undefined;
    this.parked = [];
    this.parkedBytes = 0;
    this.awaiting.clear();
    this.onclose?.();
  }

  /** Writes a message; a request to the client (an approval prompt) keeps the input read until it is answered or withdrawn. */
  send(message: JSONRPCMessage): Promise<void> {
    if (isRequest(message)) {
      this.awaiting.add((message as { id: string | number }).id);
      // Reading may have stopped with parking full: the answer must be read.
      this.schedule();
    } else {
      const withdrawn = cancelledId(message);
      if (withdrawn !== undefined) this.awaiting.delete(withdrawn);
    }
    return this.write(serializeMessage(message));
  }

  /**
   * Writes to the client. When stdout refuses more (write returns false: the client is not
   * reading), the input is held until 'drain', so replies cannot pile up in memory without
   * end; settles once the write is taken without waiting, or on that 'drain'.
   */
  private write(text: string): Promise<void> {
    if (this.stdout.write(text)) return Promise.resolve();
    if (!this.draining) {
      const release = this.holdInput();
      this.draining = new Promise((resolve) =>
        this.stdout.once('drain', () => {
          this.draining = null;
          release();
          resolve();
        }),
      );
    }
    return this.draining;
  }
}
