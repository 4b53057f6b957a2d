import { defineMessages } from '../../../shared/i18n/define.ts';
import { Anchor, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import {
  DO_NOT_SELL_HELP_TOPIC,
  PRIVACY_HELP_TOPIC,
  getHelpTopicUrl,
} from '../../../shared/domain/help.ts';
import { useLocale } from '../../lib/locale.tsx';

const messages = defineMessages({
  doNotSell: { id: 'Login.doNotSell', defaultMessage: 'Do Not Sell My Information' },
  privacy: { id: 'Login.privacyStatement', defaultMessage: 'Privacy Statement' },
});

/** The two legal links of the login screens (spec section 2), to the help in the interface language. */
export function LegalLinks() {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <Group justify="center" gap="lg">
      <Anchor href={getHelpTopicUrl(DO_NOT_SELL_HELP_TOPIC, locale)} target="_blank" rel="noopener" size="sm">
        {intl.formatMessage(messages.doNotSell)}
      </Anchor>
      <Anchor href={getHelpTopicUrl(PRIVACY_HELP_TOPIC, locale)} target="_blank" rel="noopener" size="sm">
        {intl.formatMessage(messages.privacy)}
      </Anchor>
    </Group>
  );
}
