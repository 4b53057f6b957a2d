import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import {
  DEFAULT_HELP_TOPIC,
  DO_NOT_SELL_HELP_TOPIC,
  PRIVACY_HELP_TOPIC,
  getHelpTopicUrl,
} from '../../../../shared/domain/help.ts';
import { useLocale } from '../../../lib/locale.tsx';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';

const messages = defineMessages({
  title: { id: 'About.title', defaultMessage: 'About {portalName}' },
  version: { id: 'About.version', defaultMessage: 'Version {version}' },
  body: {
    id: 'About.body',
    defaultMessage:
      'The support and network-monitoring portal for your communications systems: support cases, repairs, orders, contracts, licences, software and network health, for every account you hold, in 16 languages.',
  },
  links: { id: 'About.links', defaultMessage: 'More information' },
  whatsNew: { id: 'About.whatsNew', defaultMessage: "What's New: the latest releases" },
  help: { id: 'About.help', defaultMessage: 'Help: how to use the portal' },
  api: { id: 'About.api', defaultMessage: 'API documentation' },
  privacy: { id: 'Login.privacyStatement', defaultMessage: 'Privacy Statement' },
  doNotSell: { id: 'Login.doNotSell', defaultMessage: 'Do Not Sell My Information' },
});

/** About (spec section 2): the portal's name, logo and version, and where to learn more. */
export function Component() {
  const intl = useIntl();
  const account = useOutletContext<TAccount>();
  const environment = useSession().status!.environment;
  const { locale } = useLocale();
  // The help in the interface language, like the header's Help link.
  const help = (topic: string) => getHelpTopicUrl(topic, locale);
  const external = { target: '_blank', rel: 'noopener' } as const;
  return (
    <Stack maw={720}>
      <Group gap="md" wrap="nowrap">
        <Image src={environment.portalLogoUrl} alt="" w={56} h={56} fit="contain" />
        <Stack gap={0}>
          <Title order={1} size="h2">
            {intl.formatMessage(messages.title, { portalName: environment.portalName })}
          </Title>
          <Text c="dimmed" data-testid="about-version">
            {intl.formatMessage(messages.version, { version: environment.portalVersion })}
          </Text>
        </Stack>
      </Group>
      <Text>{intl.formatMessage(messages.body)}</Text>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="about-links">
        <Title order={2} size="h4" id="about-links" mb="sm">
          {intl.formatMessage(messages.links)}
        </Title>
        <Stack gap="xs" component="ul" m={0} pl="md">
          <li>
            <Anchor component={Link} to={screenPath(account.account_id, 'WhatsNew')}>
              {intl.formatMessage(messages.whatsNew)}
            </Anchor>
          </li>
          <li>
            <Anchor href={help(DEFAULT_HELP_TOPIC)} {...external}>
              {intl.formatMessage(messages.help)}
            </Anchor>
          </li>
          <li>
            <Anchor href={help(PRIVACY_HELP_TOPIC)} {...external}>
              {intl.formatMessage(messages.privacy)}
            </Anchor>
          </li>
          <li>
            <Anchor href={help(DO_NOT_SELL_HELP_TOPIC)} {...external}>
              {intl.formatMessage(messages.doNotSell)}
            </Anchor>
          </li>
          <li>
            <Anchor href="/mapi/docs" {...external}>
              {intl.formatMessage(messages.api)}
            </Anchor>
          </li>
        </Stack>
      </Paper>
    </Stack>
  );
}
