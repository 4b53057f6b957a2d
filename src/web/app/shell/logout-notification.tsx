import { defineMessages } from '../../../shared/i18n/define.ts';
import { Button, Modal, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

const messages = defineMessages({
  title: { id: 'Logout.title', defaultMessage: 'Signed out' },
  body: {
    id: 'Logout.body',
    defaultMessage: 'You have been signed out. Close the browser if you are on a shared computer.',
  },
  ok: { id: 'Logout.ok', defaultMessage: 'OK' },
});

/** The logout notification popup (spec section 2), shown once after signing out. */
export function LogoutNotification() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const opened = params.get('loggedOut') === '1';
  const close = () => {
    params.delete('loggedOut');
    setParams(params, { replace: true });
  };
  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage(messages.title)} centered>
      <Text mb="md">{intl.formatMessage(messages.body)}</Text>
      <Button onClick={close} fullWidth data-autofocus>
        {intl.formatMessage(messages.ok)}
      </Button>
    </Modal>
  );
}
