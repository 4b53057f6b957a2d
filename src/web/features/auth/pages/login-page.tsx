import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Alert, Button, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { AuthLayout } from '../../../ui/auth-layout/auth-layout.tsx';
import { LoginNotice } from '../components/login-notice.tsx';
import { SsoButtons } from '../components/sso-buttons.tsx';

const messages = defineMessages({
  title: { id: 'Login.title', defaultMessage: 'Sign in to the support portal' },
  subtitle: {
    id: 'Login.subtitle',
    defaultMessage: 'Support cases, repairs, orders and the health of your radio network.',
  },
  local: { id: 'Login.signInLocal', defaultMessage: 'Sign in with portal password' },
  or: { id: 'Login.or', defaultMessage: 'or' },
});

/** /login: the choice between single sign-on, Microsoft and a portal password. */
export function Component() {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();
  const errorMessage = useErrorMessage();
  const errorCode = params.get('error');
  if (session.status) return <Navigate to="/" replace />;
  return (
    <AuthLayout title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)}>
      <Stack>
        <LoginNotice />
        {errorCode && (
          <Alert color="red" role="alert">
            {errorMessage(new ApiError(errorCode, { url: '/login' }))}
          </Alert>
        )}
        <Button component={Link} to="/login/local" fullWidth>
          {intl.formatMessage(messages.local)}
        </Button>
        <SsoButtons divider={intl.formatMessage(messages.or)} />
      </Stack>
    </AuthLayout>
  );
}
