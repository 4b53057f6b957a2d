import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { localizeHelpUrl } from '../../../../shared/domain/help.ts';
import { hasRecentVersionsReport } from '../../../../shared/domain/system-releases.ts';
import { useLocale } from '../../../lib/locale.tsx';
import { currentSystemQuery } from '../../../lib/use-current-system.ts';
import { FactList } from '../../../ui/widgets/fact-list.tsx';
import { WidgetLoading } from '../../../ui/widgets/widget-loading.tsx';
import type { TWidgetProps } from '../../../lib/widgets.ts';
import { systemScreenMessages } from '../screens.ts';

const messages = defineMessages({
  system: { id: 'Widget.system', defaultMessage: 'System' },
  version: { id: 'Widget.systemVersion', defaultMessage: 'System release' },
  noSystem: {
    id: 'Widget.noSystem',
    defaultMessage: 'No system is on record for this account. Your support manager can add it.',
  },
  network: { id: 'Widget.network', defaultMessage: 'Network' },
  networkValue: {
    id: 'Widget.networkValue',
    defaultMessage: '{monitored, select, yes {Monitored} other {Not monitored}}',
  },
  recentVersions: {
    id: 'Widget.recentVersions',
    defaultMessage: 'Recent software versions report available',
  },
  documentation: { id: 'Footer.viewSystemDocumentation', defaultMessage: 'View system documentation' },
});

/** The widget's texts; its title is the System overview screen's. */
export const systemOverviewMessages = { ...messages, title: systemScreenMessages.systemOverview };

/** System overview: the account's system and release, network monitoring, documentation. */
export function SystemOverviewWidget(props: TWidgetProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const m = systemOverviewMessages;
  const { data } = useQuery({ ...currentSystemQuery(props.account.account_id), throwOnError: true });
  if (!data) return <WidgetLoading />;
  const system = data.system;
  const monitored = props.account.hasNetwork ? 'yes' : 'no';
  if (!system) {
    return (
      <Stack gap="sm">
        <Text data-testid="system-none">{intl.formatMessage(m.noSystem)}</Text>
        <FactList
          facts={[
            {
              label: intl.formatMessage(m.network),
              value: intl.formatMessage(m.networkValue, { monitored }),
            },
          ]}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <FactList
        facts={[
          { label: intl.formatMessage(m.system), value: system.systemName, testId: 'system-name' },
          { label: intl.formatMessage(m.version), value: system.currentVersion, testId: 'system-version' },
          { label: intl.formatMessage(m.network), value: intl.formatMessage(m.networkValue, { monitored }) },
        ]}
      />
      <Group gap="sm">
        {hasRecentVersionsReport(props.account.technology, system.currentVersion) && (
          // A sentence, not a tag: in sentence case (it wraps on a phone, as every badge does: global.css).
          <Badge variant="light" color="teal" tt="none" data-testid="system-recent-versions">
            {intl.formatMessage(m.recentVersions)}
          </Badge>
        )}
        {system.documentationUrl && (
          <Anchor
            href={localizeHelpUrl(system.documentationUrl, locale)}
            target="_blank"
            rel="noopener"
            size="sm"
            data-testid="system-documentation"
          >
            {intl.formatMessage(m.documentation)}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
