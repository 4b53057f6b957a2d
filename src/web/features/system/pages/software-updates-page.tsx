import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation, useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { softwareUpdateList, type TSoftwareLevel, type TSoftwareService, type TSoftwareUpdateRow } from '../../../../shared/contracts/system.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { systemScreenMessages as s } from '../screens.ts';

const m = defineMessages({
  intro: {
    id: 'SoftwareUpdates.intro',
    defaultMessage: 'The software installed on your system as the {service} service reports it, with the latest version it offers.',
  },
  caption: { id: 'SoftwareUpdates.caption', defaultMessage: '{service} software updates of {account}' },
});

const TITLES = {
  SUS: { site: s.susSite, system: s.susSystem, zone: s.susZone },
  RSUS: { site: s.rsusSite, system: s.rsusSystem, zone: s.rsusZone },
} as const;

/** The service and level of the address System/{SUS|RSUS}/{Site|System|Zone}. */
function scopeOf(pathname: string): { service: TSoftwareService; level: TSoftwareLevel } {
  const parts = pathname.split('/');
  const service = parts.includes('RSUS') ? 'RSUS' : 'SUS';
  const last = (parts[parts.length - 1] ?? '').toLowerCase();
  const level = last === 'system' || last === 'zone' ? last : 'site';
  return { service, level };
}

/** Route module of the SUS and RSUS updates by site, system and zone: one list, its service and level fixed. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  const { pathname } = useLocation();
  const { service, level } = scopeOf(pathname);
  const hidden = [...(level === 'site' ? [] : ['siteName']), ...(level === 'system' ? ['zoneId'] : []), 'service', 'level'];
  return (
    <ListView<TSoftwareUpdateRow>
      key={`${service}-${level}`}
      list={softwareUpdateList}
      userId={session.status!.user.id}
      exportName={`${service}-${level}-updates`}
      fixed={{ account_id: account.account_id, service, level }}
      hiddenColumns={hidden}
      caption={intl.formatMessage(m.caption, { service, account: account.name })}
      rowKey={(row) => String(row.id)}
      // A calendar day (answered as its start in UTC): the day itself, in any time zone.
      renderCell={(row, column) =>
        column.id === 'latestReleasedOn' ? intl.formatDate(row.latestReleasedOn, { dateStyle: 'medium', timeZone: 'UTC' }) : undefined
      }
      testId="software-update-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(TITLES[service][level])}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.intro, { service })}
          </Text>
        </Stack>
      }
    />
  );
}
