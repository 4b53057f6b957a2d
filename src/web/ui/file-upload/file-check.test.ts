import { describe, expect, it } from 'vitest';
import { checkFile } from './file-check.ts';

describe('checkFile', () => {
  it('accepts an allowed extension within the size limit', () => {
    expect(checkFile({ name: 'Log File.LOG', size: 100 }, 10)).toBeUndefined();
    expect(checkFile({ name: 'report.xlsm', size: 10 * 1024 * 1024 }, 10)).toBeUndefined();
  });

  it('refuses other extensions, bad names, empty and too large files with the catalogue codes', () => {
    expect(checkFile({ name: 'setup.exe', size: 10 }, 10)?.code).toBe('ServerValidation.400ForbiddenFileType');
    expect(checkFile({ name: 'noextension', size: 10 }, 10)?.code).toBe('ServerValidation.400ForbiddenFileType');
    expect(checkFile({ name: 'a|b.txt', size: 10 }, 10)?.code).toBe('ServerValidation.400ForbiddenFileType');
    expect(checkFile({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 }, 10)).toEqual({
      code: 'ServerValidation.413FileTooLarge',
      values: { maxMb: 10 },
    });
    expect(checkFile({ name: 'empty.txt', size: 0 }, 10)?.code).toBe('ServerValidation.422NoFile');
  });

  it('refuses a name with a hidden character that changes how it reads, saying so', () => {
    expect(checkFile({ name: 'photo\u202Egnp.pdf', size: 10 }, 10)?.code).toBe(
      'ServerValidation.400FileNameHiddenCharacters',
    );
    expect(checkFile({ name: 'plan \u2067v2\u2069.pdf', size: 10 }, 10)?.code).toBe(
      'ServerValidation.400FileNameHiddenCharacters',
    );
  });
});
