import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/http.ts';
import { useLocale } from '../../../lib/locale.tsx';
import { useSession } from '../../../lib/session.tsx';
import { takeStaffLocale } from '../staff-locale.ts';

const messages = defineMessages({
  acting: {
    id: 'Proxy.actingAs',
    defaultMessage: 'You are acting as {user} ({email}). Everything you do is recorded.',
  },
  back: { id: 'Proxy.back', defaultMessage: 'Return to my own account' },
  region: { id: 'Proxy.region', defaultMessage: 'Proxy mode' },
});

/** The bar's colour, 5.2:1 against white (WCAG AA for its text and its button's label). */
const PROXY_BAR_COLOR = '#c2410c';

/** Always visible while staff act as a customer user (spec section 2), with the way back. */
export function ProxyBar() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const { setLocale } = useLocale();
  const end = useMutation({
    mutationFn: () => api.post('/mapi/proxy/end'),
    onSuccess: async () => {
      await session.changeUser();
      const own = takeStaffLocale();
      if (own) await setLocale(own);
      navigate('/', { replace: true });
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
        onClick={() => end.mutate()}
        loading={end.isPending}
      >
        {intl.formatMessage(messages.back)}
      </Button>
    </Group>
  );
}
