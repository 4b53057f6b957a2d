import { PasswordInput, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { passwordProblem, type TPasswordOwner } from '../../../shared/domain/password-strength.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import { formatFieldMessage } from '../../lib/field-messages.ts';

export const newPasswordMessages = defineMessages({
  newPassword: { id: 'AccountSelf.newPassword', defaultMessage: 'New password' },
  repeat: { id: 'AccountSelf.repeatPassword', defaultMessage: 'Repeat the new password' },
  rule: {
    id: 'AccountSelf.passwordRule',
    defaultMessage: 'At least 12 characters. Not your login or e-mail, a common word or repeated characters.',
  },
  mismatch: { id: 'AccountSelf.passwordMismatch', defaultMessage: 'The two new passwords are not the same.' },
});

export interface TNewPassword {
  password: string;
  repeat: string;
}

/**
 * The problems of a new password before it is sent: the strength rule the server applies
 * (domain/password-strength.ts), then the repetition. Keys: `newPassword`, `repeat`.
 */
export function useNewPasswordCheck(owner: TPasswordOwner | undefined) {
  const intl = useIntl();
  const label = intl.formatMessage(newPasswordMessages.newPassword);
  return (value: TNewPassword): Record<string, string> => {
    const problem = passwordProblem(value.password, owner ?? { login: '', email: '' });
    if (problem) return { newPassword: formatFieldMessage(intl, problem, label) };
    if (value.password !== value.repeat) return { repeat: intl.formatMessage(newPasswordMessages.mismatch) };
    return {};
  };
}

/** The new password and its repetition, with the rule written under the first. */
export function NewPasswordFields(props: {
  value: TNewPassword;
  onChange: (value: TNewPassword) => void;
  errors: Record<string, string | undefined>;
}) {
  const intl = useIntl();
  return (
    <Stack gap="sm">
      <PasswordInput
        label={intl.formatMessage(newPasswordMessages.newPassword)}
        description={intl.formatMessage(newPasswordMessages.rule)}
        name="newPassword"
        autoComplete="new-password"
        value={props.value.password}
        onChange={(e) => props.onChange({ ...props.value, password: e.currentTarget.value })}
        error={props.errors.newPassword}
        required
        data-testid="new-password"
      />
      <PasswordInput
        label={intl.formatMessage(newPasswordMessages.repeat)}
        name="repeatPassword"
        autoComplete="new-password"
        value={props.value.repeat}
        onChange={(e) => props.onChange({ ...props.value, repeat: e.currentTarget.value })}
        error={props.errors.repeat}
        required
        data-testid="repeat-password"
      />
    </Stack>
  );
}
