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
 */
export class LineStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private buffer: Buffer | undefined;
  private started = false;

  constructor(
    private readonly stdin: Readable = process.stdin,
    private readonly stdout: Writable = process.stdout,
    private readonly maxBufferSize = STDIO_DEFAULT_MAX_BUFFER_SIZE,
  ) {}

  private readonly ondata = (chunk: Buffer): void => {
    if ((this.buffer?.length ?? 0) + chunk.length > this.maxBufferSize) {
      this.buffer = undefined;
      this.onerror?.(new Error(`a message is over the ${this.maxBufferSize}-byte limit of the read buffer`));
      this.close().catch(() => undefined);
      return;
    }
    this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk;
    this.processBuffer();
  };

  private readonly onstreamerror = (error: Error): void => {
    this.onerror?.(error);
  };

  async start(): Promise<void> {
    if (this.started) throw new Error('LineStdioTransport already started');
    this.started = true;
    this.stdin.on('data', this.ondata);
    this.stdin.on('error', this.onstreamerror);
  }

  private processBuffer(): void {
    for (;;) {
      // close() (from a handler) drops the buffer: stop reading there.
      const nl = this.buffer?.indexOf('\n') ?? -1;
      if (!this.buffer || nl === -1) return;
      const line = this.buffer.toString('utf8', 0, nl).replace(/\r$/, '');
      this.buffer = this.buffer.subarray(nl + 1);
      const read = readLine(line);
      if (!read) continue;
      if ('reply' in read) this.stdout.write(JSON.stringify(read.reply) + '\n');
      else {
        try {
          this.onmessage?.(read.message);
        } catch (err) {
          this.onerror?.(err as Error);
        }
      }
    }
  }

  async close(): Promise<void> {
    this.stdin.off('data', this.ondata);
    this.stdin.off('error', this.onstreamerror);
    if (this.stdin.listenerCount('data') === 0) this.stdin.pause();
    this.buffer = undefined;
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdout.write(serializeMessage(message))) resolve();
      else this.stdout.once('drain', resolve);
    });
  }
}
