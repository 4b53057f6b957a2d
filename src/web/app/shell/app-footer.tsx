import { defineMessages } from '../../../shared/i18n/define.ts';
import { Anchor, Box, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { commonMessages } from '../../../shared/i18n/common-messages.ts';
import { localizeHelpUrl } from '../../../shared/domain/help.ts';
import { useLocale } from '../../lib/locale.tsx';
import { screenPath } from '../../lib/screens.ts';
import { useSession } from '../../lib/session.tsx';
import { useCurrentSystem } from '../../lib/use-current-system.ts';
import { usePortalTexts } from '../../lib/use-portal-texts.ts';
import { usePublishedReleases } from '../../lib/use-published-releases.ts';
import { RenderedHtml } from '../../ui/rendered-html.tsx';

const footerMessages = defineMessages({
  whatsNew: { id: 'Footer.whatsNew', defaultMessage: "What's New" },
  whatsNewInfo: {
    id: 'Footer.whatsNewInfo',
    defaultMessage: 'See what changed in the latest release of the portal.',
  },
  release: { id: 'Footer.release', defaultMessage: 'Release v {number}' },
  noReleases: { id: 'Footer.noReleases', defaultMessage: 'No releases found.' },
  yourSystem: { id: 'Footer.yourSystem', defaultMessage: 'Your system' },
  currentVersion: {
    id: 'Footer.currentVersion',
    defaultMessage: 'Current version: {systemName} {currentVersion}',
  },
  noSystem: { id: 'Footer.noSystem', defaultMessage: '(no system)' },
  systemDocumentation: {
    id: 'Footer.systemDocumentationLink',
    defaultMessage: 'System documentation: <link>View system documentation</link>',
  },
  about: { id: 'Footer.about', defaultMessage: 'About {portalName}' },
  footer: { id: 'Footer.label', defaultMessage: 'Portal information' },
});

function WhatsNew(props: { accountId: string }) {
  const intl = useIntl();
  const releases = usePublishedReleases();
  const latest = releases.data?.[0];
  return (
    <Stack gap={4} data-testid="footer-whats-new">
      <Title order={2} size="h5">
        {intl.formatMessage(footerMessages.whatsNew)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(footerMessages.whatsNewInfo)}
      </Text>
      {releases.isPending ? (
        <Skeleton h={18} w={140} />
      ) : releases.isError ? (
        <Text size="sm">{intl.formatMessage(commonMessages.dataFetchError)}</Text>
      ) : latest ? (
        <Anchor
          component={Link}
          to={screenPath(props.accountId, 'WhatsNew')}
          size="sm"
          data-testid="footer-release"
        >
          {intl.formatMessage(footerMessages.release, { number: latest.number })}
        </Anchor>
      ) : (
        <Text size="sm">{intl.formatMessage(footerMessages.noReleases)}</Text>
      )}
    </Stack>
  );
}

function YourSystem(props: { accountId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const query = useCurrentSystem(props.accountId);
  const system = query.data?.system;
  return (
    <Stack gap={4} data-testid="footer-your-system">
      <Title order={2} size="h5">
        {intl.formatMessage(footerMessages.yourSystem)}
      </Title>
      {query.isPending ? (
        <Skeleton h={18} w={220} />
      ) : query.isError ? (
        <Text size="sm">{intl.formatMessage(commonMessages.dataFetchError)}</Text>
      ) : system ? (
        <>
          <Text size="sm" data-testid="footer-system-version">
            {intl.formatMessage(footerMessages.currentVersion, {
              systemName: system.systemName,
              currentVersion: system.currentVersion,
            })}
          </Text>
          {system.documentationUrl && (
            <Text size="sm" data-testid="footer-system-documentation">
              {intl.formatMessage(footerMessages.systemDocumentation, {
                link: (chunks: ReactNode[]) => (
                  <Anchor
                    href={localizeHelpUrl(system.documentationUrl!, locale)}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                  >
                    {chunks}
                  </Anchor>
                ),
              })}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" data-testid="footer-system-version">
          {intl.formatMessage(footerMessages.noSystem)}
        </Text>
      )}
    </Stack>
  );
}

/** The footer of spec section 2: What's New and Your System, plus the way to About. */
export function AppFooter(props: { accountId: string }) {
  const intl = useIntl();
  const portalName = useSession().status!.environment.portalName;
  const contact = usePortalTexts().data?.supportContact;
  return (
    <footer className="app-footer" aria-label={intl.formatMessage(footerMessages.footer)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <WhatsNew accountId={props.accountId} />
        <YourSystem accountId={props.accountId} />
      </SimpleGrid>
      {contact && (
        <Box mt="md">
          <RenderedHtml html={contact.html} testId="footer-support-contact" size="sm" />
        </Box>
      )}
      <Group mt="md" gap="lg">
        <Anchor component={Link} to={screenPath(props.accountId, 'About')} size="xs" c="dimmed">
          {intl.formatMessage(footerMessages.about, { portalName })}
        </Anchor>
      </Group>
    </footer>
  );
}
