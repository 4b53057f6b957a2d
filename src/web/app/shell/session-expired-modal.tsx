import { defineMessages } from '../../../shared/i18n/define.ts';
import { Button, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../../shared/errors.ts';
import { STATUS_QUERY_KEY, useSession } from '../../lib/session.tsx';

const messages = defineMessages({
  title: { id: 'Session.expiredTitle', defaultMessage: 'Session expired' },
  signIn: { id: 'Session.signInAgain', defaultMessage: 'Sign in again' },
});

/**
 * The session-expired popup (spec section 4): local and proxy users go to /login/local, others
 * through single-sign-on logout. The location was saved and is restored after the next login.
 */
export function SessionExpiredModal() {
  const intl = useIntl();
  const session = useSession();
  const queryClient = useQueryClient();
  const user = session.status?.user;
  const signIn = () => {
    const local = !user || user.isProxyUser || user.loginMethod === 'local' || user.loginMethod === 'proxy';
    queryClient.setQueryData(STATUS_QUERY_KEY, null);
    window.location.assign(local ? '/login/local' : '/mapi/auth/sso_logout');
  };
  return (
    <Modal
      opened={session.sessionExpired}
      onClose={signIn}
      title={intl.formatMessage(messages.title)}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Text mb="md" role="alert">
        {intl.formatMessage(
          errorMessages[
            session.endedAtLimit ? 'ServerValidation.401SessionLifetimeEnded' : 'ServerValidation.401SessionExpired'
          ],
        )}
      </Text>
      <Button onClick={signIn} fullWidth data-autofocus>
        {intl.formatMessage(messages.signIn)}
      </Button>
    </Modal>
  );
}
