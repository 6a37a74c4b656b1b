import { EventEmitter } from 'node:events';
import { addExitHook, guardStandardStreams, runExitHooks } from '../../src/cli/guard-streams.js';

afterEach(() => runExitHooks());

test('exit hooks run once each, in order, and one that throws does not stop the rest', () => {
  const ran: string[] = [];
  addExitHook(() => ran.push('a'));
  addExitHook(() => {
    throw new Error('boom');
  });
  const remove = addExitHook(() => ran.push('removed'));
  addExitHook(() => ran.push('c'));
  remove();
  runExitHooks();
  runExitHooks();
  expect(ran).toEqual(['a', 'c']);
});

test.each([
  ['stdout', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
  ['stdout', Object.assign(new Error('no space'), { code: 'ENOSPC' })],
  ['stderr', new Error('gone')],
] as const)('a failed write to %s runs the exit hooks before exiting 2', (which, err) => {
  const streams = { stdout: new EventEmitter(), stderr: Object.assign(new EventEmitter(), { write: () => true }) } as unknown as { stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream };
  const order: string[] = [];
  addExitHook(() => order.push('hook'));
  guardStandardStreams('test', streams, (code) => order.push(`exit ${code}`));
  (which === 'stdout' ? streams.stdout : streams.stderr).emit('error', err);
  expect(order).toEqual(['hook', 'exit 2']);
});
