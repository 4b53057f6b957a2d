import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { validationMessages } from '../../../../shared/domain/validation.ts';
import { api } from '../../../lib/http.ts';
import { AuthLayout } from '../../../ui/auth-layout/auth-layout.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import formClasses from '../../../ui/form/form.module.css';

const messages = defineMessages({
  title: { id: 'AccountSelf.forgotTitle', defaultMessage: 'Forgot your password?' },
  intro: {
    id: 'AccountSelf.forgotIntro',
    defaultMessage:
      'Enter your login ID or e-mail. If it belongs to an account that signs in with a portal password, we e-mail it a link to choose a new password. The link works once and only for a short time.',
  },
  login: { id: 'LocalLogin.login', defaultMessage: 'Login ID or e-mail' },
  submit: { id: 'AccountSelf.forgotSubmit', defaultMessage: 'Send the link' },
  sent: {
    id: 'AccountSelf.forgotSent',
    defaultMessage:
      'If an account matches, a link is on its way. Check your e-mail, including the spam folder.',
  },
  sso: {
    id: 'AccountSelf.forgotSso',
    defaultMessage:
      'If you sign in through your organization (single sign-on), your password is managed there: ask your IT help desk.',
  },
  back: { id: 'AccountSelf.backToSignIn', defaultMessage: 'Back to sign in' },
});

/**
 * /login/forgot: asks for a reset link. The answer is the same whatever was typed (the server
 * tells nobody whether an account exists), so the page says "if an account matches".
 */
export function Component() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [login, setLogin] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useMutation({
    mutationFn: () => api.post('/mapi/auth/password/forgot', { login: login.trim() }, { ignoreUnauthorized: true }),
  });
  const label = intl.formatMessage(messages.login);
  const loginError = touched && !login.trim() ? intl.formatMessage(validationMessages.required, { field: label }) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (login.trim()) send.mutate();
  };
  return (
    <AuthLayout title={intl.formatMessage(messages.title)}>
      <form onSubmit={submit} noValidate className={formClasses.form}>
        <Stack>
          {send.isSuccess ? (
            <Alert color="green" role="status" data-testid="forgot-sent">
              {intl.formatMessage(messages.sent)}
            </Alert>
          ) : (
            <>
              <Text size="sm">{intl.formatMessage(messages.intro)}</Text>
              {send.isError && (
                <Alert color="red" role="alert" data-testid="forgot-error">
                  {errorMessage(send.error)}
                </Alert>
              )}
              <TextInput
                label={label}
                name="login"
                autoComplete="username"
                value={login}
                onChange={(e) => setLogin(e.currentTarget.value)}
                error={loginError}
                required
                autoFocus
              />
              <Button type="submit" loading={send.isPending} fullWidth data-testid="forgot-submit">
                {intl.formatMessage(messages.submit)}
              </Button>
            </>
          )}
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.sso)}
          </Text>
          <Anchor component={Link} to="/login/local" size="sm">
            {intl.formatMessage(messages.back)}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
