import { describeFsError } from '../core/errors.js';
import { EXIT_USAGE } from './types.js';

/** Synchronous clean-up run once when the process exits, however it exits. */
export type ExitHook = () => void;

const exitHooks = new Set<ExitHook>();
let exitListener = false;

/**
 * Registers a hook run (synchronously, once) when the process exits: on a normal exit, on
 * process.exit() from anywhere (guardStandardStreams' own exit included), and on a signal
 * whose handler calls process.exit(). Only synchronous work can happen then (a kill, a
 * writeSync). Returns a function that unregisters the hook.
 */
export function addExitHook(hook: ExitHook): () => void {
  exitHooks.add(hook);
  if (!exitListener) {
    exitListener = true;
    process.on('exit', runExitHooks);
  }
  return () => {
    exitHooks.delete(hook);
  };
}

/** Runs every registered exit hook once (each is removed before it runs); a hook that throws does not stop the others. */
export function runExitHooks(): void {
  for (const hook of [...exitHooks]) {
    exitHooks.delete(hook);
    try {
      hook();
    } catch {
      // Exiting anyway: nothing left to report to.
    }
  }
}

/**
 * Without a listener, a failed write to standard output (`packwright … | head` closing the
 * pipe, `> /dev/full`) ends in Node's "Unhandled 'error' event" stack trace and exit 1, which
 * reads as "findings". Output that cannot be delivered is a failed run: exit 2, with one line
 * on stderr, except for a reader that went away on purpose (EPIPE), where a line would be noise.
 * Exit hooks (addExitHook) run before the exit.
 */
export function guardStandardStreams(program: string, streams: { stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream } = process, exit: (code: number) => void = (code) => process.exit(code)): void {
  streams.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') {
      try {
        streams.stderr.write(`${program}: ${describeFsError(err, 'standard output')}\n`);
      } catch {
        // stderr is gone too: the exit code is all that is left.
      }
    }
    runExitHooks();
    exit(EXIT_USAGE);
  });
  streams.stderr.on('error', () => {
    runExitHooks();
    exit(EXIT_USAGE);
  });
}
