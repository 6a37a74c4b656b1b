import { describeFsError } from '../core/errors.js';
import { EXIT_USAGE } from './types.js';

/**
 * Without a listener, a failed write to standard output (`packwright … | head` closing the
 * pipe, `> /dev/full`) ends in Node's "Unhandled 'error' event" stack trace and exit 1, which
 * reads as "findings". Output that cannot be delivered is a failed run: exit 2, with one line
 * on stderr, except for a reader that went away on purpose (EPIPE), where a line would be noise.
 */
export function guardStandardStreams(program: string, streams: { stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream } = process): void {
  streams.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') {
      try {
        streams.stderr.write(`${program}: ${describeFsError(err, 'standard output')}\n`);
      } catch {
        // stderr is gone too: the exit code is all that is left.
      }
    }
    process.exit(EXIT_USAGE);
  });
  streams.stderr.on('error', () => process.exit(EXIT_USAGE));
}
