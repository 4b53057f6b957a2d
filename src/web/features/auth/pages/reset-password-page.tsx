import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { selfServiceMessages } from '../../../../shared/i18n/self-service-messages.ts';
import { encodePassword } from '../../../lib/encode-password.ts';
import { ApiError, api } from '../../../lib/http.ts';
import { AuthLayout } from '../../../ui/auth-layout/auth-layout.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { NewPasswordFields, newPasswordMessages, useNewPasswordCheck } from '../../../ui/form/new-password-fields.tsx';
import { useServerFieldErrors } from '../../../ui/form/server-field-errors.ts';
import formClasses from '../../../ui/form/form.module.css';

const messages = defineMessages({
  title: { id: 'AccountSelf.resetTitle', defaultMessage: 'Choose a new password' },
  submit: { id: 'AccountSelf.resetSubmit', defaultMessage: 'Save the new password' },
  done: {
    id: 'AccountSelf.resetDone',
    defaultMessage: 'Your password was changed, and every session of your account was signed out. Sign in with the new password.',
  },
  signIn: { id: 'AccountSelf.signInNow', defaultMessage: 'Sign in' },
  askAgain: { id: 'AccountSelf.askNewLink', defaultMessage: 'Ask for a new link' },
});

/** The token of the link: after `#token=`, so it never reaches a server log or a Referer. */
function tokenOfLink(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** /login/reset#token=…: the page a reset link opens; sets a new password with the strength rule. */
export function Component() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const serverErrors = useServerFieldErrors();
  const [token] = useState(tokenOfLink);
  const [value, setValue] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = useNewPasswordCheck(undefined);
  const reset = useMutation({
    mutationFn: () =>
      api.post('/mapi/auth/password/reset', { token, newPassword: encodePassword(value.password) }, { ignoreUnauthorized: true }),
    onSuccess: () => setValue({ password: '', repeat: '' }),
    onError: (error) => setErrors(serverErrors(error, { newPassword: intl.formatMessage(newPasswordMessages.newPassword) })),
  });
  const linkDead = !token || (reset.error instanceof ApiError && reset.error.code === 'ServerValidation.400NoValidToken');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(value);
    setErrors(found);
    if (!Object.keys(found).length) reset.mutate();
  };
  const otherError = reset.isError && !linkDead && !Object.keys(errors).length;
  return (
    <AuthLayout title={intl.formatMessage(messages.title)}>
      <form onSubmit={submit} noValidate className={formClasses.form}>
        <Stack>
          {reset.isSuccess ? (
            <>
              <Alert color="green" role="status" data-testid="reset-done">
                {intl.formatMessage(messages.done)}
              </Alert>
              <Button component={Link} to="/login/local" fullWidth data-testid="reset-sign-in">
                {intl.formatMessage(messages.signIn)}
              </Button>
            </>
          ) : linkDead ? (
            <>
              <Alert color="red" role="alert" data-testid="reset-link-invalid">
                {intl.formatMessage(selfServiceMessages.resetLinkInvalid)}
              </Alert>
              <Anchor component={Link} to="/login/forgot">
                {intl.formatMessage(messages.askAgain)}
              </Anchor>
            </>
          ) : (
            <>
              {otherError && (
                <Alert color="red" role="alert">
                  {errorMessage(reset.error)}
                </Alert>
              )}
              <NewPasswordFields value={value} onChange={setValue} errors={errors} />
              <Button type="submit" loading={reset.isPending} fullWidth data-testid="reset-submit">
                {intl.formatMessage(messages.submit)}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
