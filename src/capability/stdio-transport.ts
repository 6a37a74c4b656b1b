import type { Readable, Writable } from 'node:stream';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** An error reply to a line that is not a JSON-RPC message: the SDK's types allow no null id. */
interface MalformedLineReply {
  jsonrpc: '2.0';
  id: string | number | null;
  error: { code: ErrorCode.ParseError | ErrorCode.InvalidRequest; message: string };
}

/**
 * What to answer to one line read from the client: the message, an error reply, or nothing
 * (a blank line). JSON-RPC 2.0 §5.1: invalid JSON is a Parse error (-32700) and a JSON value
 * that is not a message is an Invalid Request (-32600), both with a null id unless the line
 * is a request whose id could be read. A batch (array) is refused as one Invalid Request:
 * MCP (2025-06-18 on) has no batches and the SDK's server reads none.
 */
export function readLine(line: string): { message: JSONRPCMessage } | { reply: MalformedLineReply } | null {
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

function errorReply(id: string | number | null, code: MalformedLineReply['error']['code'], message: string): MalformedLineReply {
  return { jsonrpc: '2.0', id, error: { code, message } };
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
 *    further line is read or passed on until 'drain'.
 * Lines are passed on in the order read, none dropped.
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
  private buffer: Buffer | undefined;
  private started = false;
  private closed = false;
  private ended = false;
  private endInput = (): void => undefined;
  /** Reasons to read nothing now (a full stdout, the server's queue): input flows only at 0. */
  private holds = 0;
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
   * called; holds add up. For backpressure: the server calls it while too many requests wait.
   */
  holdInput(): () => void {
    this.holds++;
    this.flow();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      // A turn later: the release may come from inside a handler or a 'drain' listener.
      if (this.holds === 0) this.schedule();
    };
  }

  private hasLine(): boolean {
    return (this.buffer?.indexOf('\n') ?? -1) !== -1;
  }

  private schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(() => this.pump());
  }

  /** Passes on the buffered lines up to the first message, then books the next turn for the rest. */
  private pump(): void {
    this.scheduled = false;
    // close() (from a handler) drops the buffer: stop reading there.
    while (!this.closed && this.holds === 0 && this.buffer) {
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
      try {
        this.onmessage?.(read.message);
      } catch (err) {
        this.onerror?.(err as Error);
      }
      // The rest a turn later, once what this message started has run.
      if (this.hasLine()) this.schedule();
      break;
    }
    this.flow();
    this.checkEnded();
  }

  /** Reads stdin only while nothing holds the input and no whole line waits in the buffer. */
  private flow(): void {
    if (this.closed || !this.started) return;
    if (this.holds > 0 || this.hasLine()) this.stdin.pause();
    else this.stdin.resume();
  }

  private checkEnded(): void {
    if (this.ended && !this.closed && !this.hasLine()) this.endInput();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stdin.off('data', this.ondata);
    this.stdin.off('end', this.onend);
    this.stdin.off('error', this.onstreamerror);
    if (this.stdin.listenerCount('data') === 0) this.stdin.pause();
    this.buffer = undefined;
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
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
