import { describeFsError } from '../../src/core/errors.js';

const sysError = (code: string) => Object.assign(new Error(`${code}: raw message, open '/x'`), { code });

describe('describeFsError', () => {
  test.each([
    ['ENOENT', 'f: no such file or directory'],
    ['EACCES', 'f: permission denied'],
    ['EPERM', 'f: permission denied'],
    ['EISDIR', 'f: is a directory'],
    ['ENOTDIR', 'f: not a directory'],
    ['ELOOP', 'f: too many levels of symbolic links'],
    ['ENOSPC', 'f: no space left on device'],
    ['ENAMETOOLONG', 'f: path too long for the file system'],
    ['EROFS', 'f: read-only file system'],
    ['EMFILE', 'f: too many open files'],
    ['ENFILE', 'f: too many open files'],
  ])('%s reads as one short clause after the name', (code, line) => {
    expect(describeFsError(sysError(code), 'f')).toBe(line);
  });
  test('anything else keeps its own message', () => {
    expect(describeFsError(sysError('EIO'), 'f')).toBe("f: EIO: raw message, open '/x'");
    expect(describeFsError('odd', 'f')).toBe('f: odd');
  });
});
