import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Anchor, Group } from '@mantine/core';
import { useIntl } from 'react-intl';

const messages = defineMessages({
  doNotSell: { id: 'Login.doNotSell', defaultMessage: 'Do Not Sell My Information' },
  privacy: { id: 'Login.privacyStatement', defaultMessage: 'Privacy Statement' },
});

/** The two legal links of the login screens (spec section 2). */
export function LegalLinks() {
  const intl = useIntl();
  return (
    <Group justify="center" gap="lg">
      <Anchor href="/help/index.html#do-not-sell" target="_blank" rel="noopener" size="sm">
        {intl.formatMessage(messages.doNotSell)}
      </Anchor>
      <Anchor href="/help/index.html#privacy" target="_blank" rel="noopener" size="sm">
        {intl.formatMessage(messages.privacy)}
      </Anchor>
    </Group>
  );
}
