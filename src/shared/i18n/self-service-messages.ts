import { defineMessages } from './define.ts';

/** Messages of account self-service (issue 29 point 6) that the server names and the browser shows. */
export const selfServiceMessages = defineMessages({
  currentWrong: { id: 'AccountSelf.currentPasswordWrong', defaultMessage: 'The current password is not correct.' },
  passwordSame: {
    id: 'AccountSelf.passwordSame',
    defaultMessage: 'The new password must differ from the current one.',
  },
  passwordWeak: {
    id: 'AccountSelf.passwordWeak',
    defaultMessage:
      '{field} is too easy to guess: do not use your login or e-mail, a common word or repeated characters.',
  },
  resetLinkInvalid: {
    id: 'AccountSelf.resetLinkInvalid',
    defaultMessage: 'This link no longer works: it was already used, or it is too old. Ask for a new one.',
  },
  resetMailSubject: { id: 'AccountSelf.resetMail.subject', defaultMessage: 'Reset your {portalName} password' },
  resetMailBody: {
    id: 'AccountSelf.resetMail.body',
    defaultMessage:
      'Hello {name},\n\nsomeone asked to reset the password of your {portalName} account ({login}). To choose a new password, open this link within {minutes} minutes; it works once:\n\n{link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n\n{portalName}',
  },
});
