import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { api } from '../../../lib/http.ts';
import { useLocale } from '../../../lib/locale.tsx';
import { useSession } from '../../../lib/session.tsx';
import { LEAVING_PROXY_STATE } from '../../../lib/leaving-proxy.ts';
import { takeStaffAccount, takeStaffLocale } from '../staff-locale.ts';

const messages = defineMessages({
  acting: {
    id: 'Proxy.actingAs',
    defaultMessage: 'You are acting as {user} ({email}). Everything you do is recorded.',
  },
  back: { id: 'Proxy.back', defaultMessage: 'Return to my own account' },
  region: { id: 'Proxy.region', defaultMessage: 'Proxy mode' },
  confirmTitle: { id: 'Proxy.confirmEndTitle', defaultMessage: 'Stop acting as {user}?' },
  confirmBody: {
    id: 'Proxy.confirmEndBody',
    defaultMessage: 'You return to your own sign-in and to the account you started from.',
  },
  confirm: { id: 'Proxy.confirmEnd', defaultMessage: 'Stop acting as the user' },
  cancel: { id: 'Proxy.cancelEnd', defaultMessage: 'Keep acting' },
});

/** The bar's colour, 5.2:1 against white (WCAG AA for its text and its button's label). */
const PROXY_BAR_COLOR = '#c2410c';

/** Always visible while staff act as a customer user (spec section 2), with the way back. */
export function ProxyBar() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const { setLocale } = useLocale();
  const [confirming, confirm] = useDisclosure(false);
  const end = useMutation({
    mutationFn: () => api.post('/mapi/proxy/end'),
    onSuccess: async () => {
      confirm.close();
      const own = takeStaffLocale();
      if (own) await setLocale(own);
      // To the account the staff member started from, and only once there is the session read
      // again: the navigation waits for the screen's lazy chunk, and until it ends the customer's
      // page is still on screen; reading the staff member's session under it would switch the
      // session to the customer's account first. The staff member's account then takes one switch
      // request (its own screen, the server's selection is empty).
      const back = takeStaffAccount();
      await navigate(back ? `/${encodeURIComponent(back)}/Dashboard` : '/', {
        replace: true,
        state: LEAVING_PROXY_STATE,
      });
      await session.changeUser();
    },
  });
  const user = session.status?.user;
  if (!user?.isProxyUser) return null;
  return (
    <Group
      justify="center"
      gap="xs"
      px="md"
      py={4}
      mih={36}
      // A dark orange: white text on Mantine's orange 8 (3.6:1) or 9 (4.3:1) falls short of 4.5:1.
      bg={PROXY_BAR_COLOR}
      c="white"
      role="region"
      aria-label={intl.formatMessage(messages.region)}
      data-testid="proxy-bar"
      wrap="wrap"
    >
      <Text size="sm" fw={600} className="proxy-bar-text">
        {intl.formatMessage(messages.acting, { user: user.fullName, email: user.email })}
      </Text>
      <Button
        size="compact-sm"
        variant="white"
        c={PROXY_BAR_COLOR}
        onClick={confirm.open}
        data-testid="proxy-end"
      >
        {intl.formatMessage(messages.back)}
      </Button>
      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={intl.formatMessage(messages.confirmTitle, { user: user.fullName })}
        closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}
        centered
      >
        <Stack>
          <Text size="sm">{intl.formatMessage(messages.confirmBody)}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={confirm.close} data-testid="proxy-end-cancel">
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button color={PROXY_BAR_COLOR} onClick={() => end.mutate()} loading={end.isPending} data-testid="proxy-end-confirm">
              {intl.formatMessage(messages.confirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
