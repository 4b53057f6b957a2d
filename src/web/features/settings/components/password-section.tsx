import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { validationMessages } from '../../../../shared/domain/validation.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { encodePassword } from '../../../lib/encode-password.ts';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { NewPasswordFields, newPasswordMessages, useNewPasswordCheck } from '../../../ui/form/new-password-fields.tsx';
import { useServerFieldErrors } from '../../../ui/form/server-field-errors.ts';
import formClasses from '../../../ui/form/form.module.css';

const messages = defineMessages({
  title: { id: 'AccountSelf.passwordTitle', defaultMessage: 'Password' },
  current: { id: 'AccountSelf.currentPassword', defaultMessage: 'Current password' },
  submit: { id: 'AccountSelf.changePassword', defaultMessage: 'Change password' },
  changed: {
    id: 'AccountSelf.passwordChanged',
    defaultMessage: 'Your password was changed. Your other sessions were signed out; this one goes on.',
  },
  sso: {
    id: 'AccountSelf.passwordSso',
    defaultMessage:
      'You sign in through your organization (single sign-on): change your password with your identity provider, not here.',
  },
  proxy: {
    id: 'AccountSelf.passwordProxy',
    defaultMessage: 'The password of the customer you act as cannot be changed in proxy mode.',
  },
});

/**
 * The password part of User Settings: portal-password users change it (current password, the
 * strength rule, their other sessions signed out); users of an identity provider are sent there.
 */
export function PasswordSection() {
  const intl = useIntl();
  const user = useSession().status!.user;
  const note = user.isProxyUser ? messages.proxy : !user.useLocal ? messages.sso : undefined;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="settings-password">
      <Stack>
        <Title order={2} size="h4">
          {intl.formatMessage(messages.title)}
        </Title>
        {note ? (
          <Text size="sm" data-testid="password-note">
            {intl.formatMessage(note)}
          </Text>
        ) : (
          <ChangePasswordForm owner={{ login: user.login, email: user.email }} />
        )}
      </Stack>
    </Paper>
  );
}

function ChangePasswordForm(props: { owner: { login: string; email: string } }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const serverErrors = useServerFieldErrors();
  const check = useNewPasswordCheck(props.owner);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const currentLabel = intl.formatMessage(messages.current);
  const change = useMutation({
    mutationFn: () =>
      api.post('/mapi/users/password', {
        currentPassword: encodePassword(current),
        newPassword: encodePassword(next.password),
      }),
    onSuccess: () => {
      setCurrent('');
      setNext({ password: '', repeat: '' });
      notifications.show({ message: intl.formatMessage(messages.changed), color: 'green' });
    },
    onError: (error) =>
      setErrors(
        serverErrors(error, {
          currentPassword: currentLabel,
          newPassword: intl.formatMessage(newPasswordMessages.newPassword),
        }),
      ),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = current ? check(next) : { currentPassword: intl.formatMessage(validationMessages.required, { field: currentLabel }) };
    setErrors(found);
    if (!Object.keys(found).length) change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className={formClasses.form}>
      <Stack>
        {change.isError && !Object.keys(errors).length && (
          <Alert color="red" role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        <PasswordInput
          label={currentLabel}
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={errors.currentPassword}
          required
          data-testid="current-password"
        />
        <NewPasswordFields value={next} onChange={setNext} errors={errors} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} data-testid="password-submit">
            {intl.formatMessage(messages.submit)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
