import { Button, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useOutletContext } from 'react-router';
import { hardwareList, type THardwareRow } from '../../../../shared/contracts/entitlements.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { entitlementMessages as m } from '../entitlement-messages.ts';
import { entitlementScreenMessages as nav } from '../screens.ts';

/**
 * Route module of Entitlements Hardware: the hardware features were activated on, with those
 * features and their sites. There is no "add hardware" of its own: new hardware is entered in
 * Activate Features and kept once a feature is activated on it (spec section 4).
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  return (
    <ListView<THardwareRow>
      list={hardwareList}
      userId={session.status!.user.id}
      exportName="hardware"
      fixed={{ account_id: account.account_id }}
      caption={intl.formatMessage(m.hardwareCaption, { account: account.name })}
      searchPlaceholder={intl.formatMessage(m.hardwareSearch)}
      rowKey={(row) => row.hardwareId}
      testId="hardware-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(nav.hardware)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.hardwareIntro, { account: account.name })}
          </Text>
        </Stack>
      }
      actions={
        <Button component={Link} to={screenPath(account.account_id, 'ActivateFeatures')} data-testid="hardware-activate">
          {intl.formatMessage(nav.activateFeatures)}
        </Button>
      }
    />
  );
}
