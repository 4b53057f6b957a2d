import { validationMessages } from './validation.ts';
import type { TMessage } from '../i18n/define.ts';
import { selfServiceMessages } from '../i18n/self-service-messages.ts';

/**
 * The strength rule of a new portal password (issue 29 point 6), checked by the server and, for
 * the same answer before sending, by the browser:
 * - 12 to 128 characters (long beats complex: NIST SP 800-63B asks 8 at least, 15 without a
 *   second factor; 12 is what the big support portals ask);
 * - not built on the user's login or e-mail (their local part, 3 characters or more, nowhere in it);
 * - not a known-weak password: a common word or keyboard run with digits and signs around it
 *   (Password1234!, qwerty123456), digits counting up or down (123456789012), nor made of 4
 *   different characters or fewer (aaaaaaaaaaaa, 121212121212).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Common passwords and keyboard runs, lower case, without the digits and signs people add. */
const WEAK_WORDS = [
  'password',
  'passwort',
  'motdepasse',
  'contrasena',
  'qwerty',
  'qwertz',
  'azerty',
  'asdfgh',
  'zxcvbn',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'monkey',
  'dragon',
  'master',
  'sunshine',
  'football',
  'baseball',
  'princess',
  'changeme',
  'portal',
  'support',
  'motorola',
  'secret',
  'abcdef',
  'abc',
  'test',
  'login',
  'user',
];

/** Counting up or down (123456789012, 987654321098). */
const DIGIT_RUNS = ['0123456789'.repeat(3), '9876543210'.repeat(3)];


/** The user a password must not be built on. */
export interface TPasswordOwner {
  login: string;
  email: string;
}

function localPart(address: string): string {
  return address.split('@')[0]!.toLowerCase();
}

/** Why `password` is not strong enough for `owner`, or undefined when it is. */
export function passwordProblem(password: string, owner: TPasswordOwner): TMessage | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { id: validationMessages.minLength.id, values: { n: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { id: validationMessages.maxLength.id, values: { n: PASSWORD_MAX_LENGTH } };
  const lower = password.toLowerCase();
  const names = [localPart(owner.login), localPart(owner.email)].filter((n) => n.length >= 3);
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const weak =
    names.some((n) => lower.includes(n)) ||
    new Set(lower).size <= 4 ||
    WEAK_WORDS.includes(core) ||
    DIGIT_RUNS.some((run) => run.includes(lower));
  return weak ? { id: selfServiceMessages.passwordWeak.id } : undefined;
}
