import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './password-strength.ts';

const owner = { login: 'jane.doe@contoso.example', email: 'jane.doe@contoso.example' };

describe('the strength rule of a new password', () => {
  it('asks 12 to 128 characters, counted as characters (not bytes)', () => {
    expect(passwordProblem('Kx9#mQ2!vL4', owner)).toEqual({ id: 'Validation.minLength', values: { n: PASSWORD_MIN_LENGTH } });
    expect(passwordProblem('Kx9#mQ2!vL4p', owner)).toBeUndefined();
    expect(passwordProblem('ÄöüßéèñçøåÆœ', owner)).toBeUndefined();
    expect(passwordProblem('Kx9#mQ2!vL4p'.repeat(11), owner)).toEqual({ id: 'Validation.maxLength', values: { n: 128 } });
  });

  it.each([
    ['the login', 'jane.doe@contoso.example'],
    ["the e-mail's local part with more", 'Jane.Doe2026!!'],
    ['a common word with digits and signs', 'Password1234!'],
    ['a keyboard run', 'qwerty123456'],
    ['digits counting up', '123456789012'],
    ['digits counting down', '987654321098'],
    ['one repeated character', 'aaaaaaaaaaaa'],
    ['few different characters', '121212121212'],
  ])('refuses %s', (_what, password) => {
    expect(passwordProblem(password, owner)).toEqual({ id: 'AccountSelf.passwordWeak' });
  });

  it('accepts a long passphrase', () => {
    expect(passwordProblem('correct horse battery staple', owner)).toBeUndefined();
    expect(passwordProblem('Portal#Demo1-but-longer', owner)).toBeUndefined();
  });
});
