import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { siteValueMessages } from '../../../../shared/i18n/site-messages.ts';
import { FactList } from '../../../ui/widgets/fact-list.tsx';
import { systemScreenMessages } from '../screens.ts';
import { systemConfigurationQuery } from '../system-api.ts';

const m = defineMessages({
  system: { id: 'SystemConfiguration.system', defaultMessage: 'System' },
  release: { id: 'SystemConfiguration.release', defaultMessage: 'System release' },
  network: { id: 'SystemConfiguration.network', defaultMessage: 'Network' },
  acronym: { id: 'SystemConfiguration.acronym', defaultMessage: 'Acronym' },
  systemIds: { id: 'SystemConfiguration.systemIds', defaultMessage: 'System ID' },
  type: { id: 'SystemConfiguration.type', defaultMessage: 'Network type' },
  profile: { id: 'SystemConfiguration.profile', defaultMessage: 'Network profile' },
  timezone: { id: 'SystemConfiguration.timezone', defaultMessage: 'Time zone' },
  wacn: { id: 'SystemConfiguration.wacn', defaultMessage: 'WACN ID' },
  mccMnc: { id: 'SystemConfiguration.mccMnc', defaultMessage: 'Mobile country and network code' },
  subnetworks: { id: 'SystemConfiguration.subnetworks', defaultMessage: 'Sub-networks' },
  zones: { id: 'SystemConfiguration.zones', defaultMessage: 'Zones' },
  sites: { id: 'SystemConfiguration.sites', defaultMessage: 'Sites' },
  hosts: { id: 'SystemConfiguration.hosts', defaultMessage: 'Scanned hosts' },
  noNetwork: { id: 'SystemConfiguration.noNetwork', defaultMessage: 'This account has no managed network on record.' },
});

/** Route module of SystemConfiguration: the configuration facts of the account's system and network. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const { data } = useQuery({ ...systemConfigurationQuery(account.account_id), throwOnError: true });
  const n = data?.network;
  const typeName = (t: string) => (t in siteValueMessages ? intl.formatMessage(siteValueMessages[t as keyof typeof siteValueMessages]) : t);
  const subnet = (s: string) => {
    const key = s.charAt(0).toUpperCase() + s.slice(1);
    return key in siteValueMessages ? intl.formatMessage(siteValueMessages[key as keyof typeof siteValueMessages]) : s;
  };
  return (
    <Stack gap="md" maw={1000} data-testid="system-configuration">
      <Title order={1} size="h2">
        {intl.formatMessage(systemScreenMessages.systemConfiguration)}
      </Title>
      {!data ? (
        <Skeleton h={280} />
      ) : (
        <Card withBorder>
          {!n ? (
            <Text data-testid="configuration-no-network">{intl.formatMessage(m.noNetwork)}</Text>
          ) : (
            <FactList
              facts={[
                ...(data.system
                  ? [
                      { label: intl.formatMessage(m.system), value: data.system.systemName },
                      { label: intl.formatMessage(m.release), value: data.system.currentVersion, testId: 'configuration-release' },
                    ]
                  : []),
                { label: intl.formatMessage(m.network), value: n.name, testId: 'configuration-network' },
                { label: intl.formatMessage(m.acronym), value: n.networkAcronym },
                { label: intl.formatMessage(m.systemIds), value: [n.networkSystemId, n.networkSystemId2].filter(Boolean).join(', ') },
                { label: intl.formatMessage(m.type), value: n.type },
                { label: intl.formatMessage(m.profile), value: n.networkProfile },
                { label: intl.formatMessage(m.timezone), value: n.timezone },
                ...(n.wacnId ? [{ label: intl.formatMessage(m.wacn), value: n.wacnId }] : []),
                ...(n.mobileCountryCode
                  ? [{ label: intl.formatMessage(m.mccMnc), value: `${n.mobileCountryCode} / ${n.mobileNetworkCode ?? ''}` }]
                  : []),
                { label: intl.formatMessage(m.subnetworks), value: n.subnetworks.map(subnet).join(', ') },
                { label: intl.formatMessage(m.zones), value: intl.formatNumber(n.zones) },
                {
                  label: intl.formatMessage(m.sites),
                  value: `${intl.formatNumber(n.sites)} (${Object.entries(n.sitesByType)
                    .map(([t, c]) => `${typeName(t)} ${intl.formatNumber(c)}`)
                    .join(', ')})`,
                  testId: 'configuration-sites',
                },
                { label: intl.formatMessage(m.hosts), value: intl.formatNumber(n.hosts) },
              ]}
            />
          )}
        </Card>
      )}
    </Stack>
  );
}
