import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router';
import type { TStatus } from '../../../../shared/contracts/session.ts';
import { validationMessages } from '../../../../shared/domain/validation.ts';
import { encodePassword } from '../../../lib/encode-password.ts';
import { api } from '../../../lib/http.ts';
import { STATUS_QUERY_KEY, takeRequestedLocation, useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { AuthLayout } from '../../../ui/auth-layout/auth-layout.tsx';
import { LoginNotice } from '../components/login-notice.tsx';
import { SsoButtons } from '../components/sso-buttons.tsx';
import formClasses from '../../../ui/form/form.module.css';

const messages = defineMessages({
  title: { id: 'LocalLogin.title', defaultMessage: 'Sign in with portal password' },
  login: { id: 'LocalLogin.login', defaultMessage: 'Login ID or e-mail' },
  password: { id: 'LocalLogin.password', defaultMessage: 'Password' },
  submit: { id: 'LocalLogin.submit', defaultMessage: 'Sign in' },
  otherOptions: { id: 'LocalLogin.otherOptions', defaultMessage: 'Other sign-in options' },
  forgot: { id: 'AccountSelf.forgotLink', defaultMessage: 'Forgot your password?' },
});

/** /login/local: login ID and password, errors shown in place. */
export function Component() {
  const intl = useIntl();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      api.post(
        '/mapi/auth/local_login',
        { login: login.trim(), password: encodePassword(password) },
        { ignoreUnauthorized: true },
      ),
    onSuccess: async () => {
      setPassword('');
      await session.refresh();
      const status = queryClient.getQueryData<TStatus | null>(STATUS_QUERY_KEY);
      navigate(takeRequestedLocation(new Set(status?.accounts.map((a) => a.account_id))), { replace: true });
    },
  });
  if (session.status && mutation.isIdle) return <Navigate to="/" replace />;

  const loginLabel = intl.formatMessage(messages.login);
  const passwordLabel = intl.formatMessage(messages.password);
  const loginError =
    touched && !login.trim()
      ? intl.formatMessage(validationMessages.required, { field: loginLabel })
      : undefined;
  const passwordError =
    touched && !password
      ? intl.formatMessage(validationMessages.required, { field: passwordLabel })
      : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!login.trim() || !password) return;
    mutation.mutate();
  };

  return (
    <AuthLayout title={intl.formatMessage(messages.title)}>
      <form onSubmit={submit} noValidate className={formClasses.form}>
        <Stack>
          <LoginNotice />
          {mutation.isError && (
            <Alert color="red" role="alert" data-testid="login-error">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <TextInput
            label={loginLabel}
            name="login"
            autoComplete="username"
            value={login}
            onChange={(e) => setLogin(e.currentTarget.value)}
            error={loginError}
            required
            autoFocus
          />
          <PasswordInput
            label={passwordLabel}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordError}
            required
          />
          <Anchor component={Link} to="/login/forgot" size="sm" data-testid="forgot-password-link">
            {intl.formatMessage(messages.forgot)}
          </Anchor>
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {intl.formatMessage(messages.submit)}
          </Button>
          <SsoButtons divider={intl.formatMessage(messages.otherOptions)} />
        </Stack>
      </form>
    </AuthLayout>
  );
}
