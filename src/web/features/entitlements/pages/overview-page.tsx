import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useEntitlementOverview } from '../api/entitlement-api.ts';
import { RenewalPendingBadge, UsageBar, useDay, useEntitlementValue } from '../components/entitlement-format.tsx';
import { entitlementMessages as m } from '../entitlement-messages.ts';
import { entitlementScreenMessages as nav } from '../screens.ts';

/**
 * Route module of the Entitlements Overview: what the account is entitled to (totals, by type, in
 * use against entitled), what expires within 90 days (with a way to renew it), and the way to the
 * other entitlement screens.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const day = useDay();
  const value = useEntitlementValue();
  const overview = useEntitlementOverview(account.account_id);
  const to = (key: 'EntitlementsSoftware' | 'EntitlementsHardware' | 'ActivateFeatures' | 'RenewFeatures' | 'LicenseTracking') =>
    screenPath(account.account_id, key);
  const o = overview.data;
  const stat = (label: string, n: number, href: string, testId: string) => (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Anchor component={Link} to={href} fz={28} fw={700} lh={1.3}>
        {intl.formatNumber(n)}
      </Anchor>
    </Paper>
  );
  return (
    <Stack gap="lg" data-testid="entitlements-overview">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {intl.formatMessage(nav.entitlementsOverview)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.overviewIntro, { account: account.name })}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button component={Link} to={to('ActivateFeatures')} data-testid="overview-activate">
          {intl.formatMessage(nav.activateFeatures)}
        </Button>
        <Button component={Link} to={to('RenewFeatures')} variant="light">
          {intl.formatMessage(nav.renewFeatures)}
        </Button>
        <Button component={Link} to={to('LicenseTracking')} variant="default">
          {intl.formatMessage(nav.licenseTracking)}
        </Button>
      </Group>
      {overview.isPending && <Skeleton height={160} />}
      {overview.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(overview.error)}
        </Alert>
      )}
      {o && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            {stat(intl.formatMessage(m.entitlements), o.totals.entitlements, to('EntitlementsSoftware'), 'stat-entitlements')}
            {stat(intl.formatMessage(m.available), o.totals.available, to('EntitlementsSoftware'), 'stat-available')}
            {stat(intl.formatMessage(m.hardware), o.totals.hardware, to('EntitlementsHardware'), 'stat-hardware')}
            {stat(intl.formatMessage(m.expired), o.totals.expired, `${to('EntitlementsSoftware')}?filter.status=expired`, 'stat-expired')}
            {stat(intl.formatMessage(m.exhausted), o.totals.exhausted, `${to('EntitlementsSoftware')}?filter.remaining_max=0`, 'stat-exhausted')}
            {stat(intl.formatMessage(m.pendingRenewals), o.totals.pendingRenewals, to('EntitlementsSoftware'), 'stat-pending')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder p="md" radius="md" data-testid="overview-by-type">
              <Stack gap="md">
                <Title order={2} size="h4">
                  {intl.formatMessage(m.byType)}
                </Title>
                <UsageBar inUse={o.totals.active} entitled={o.totals.total} label={intl.formatMessage(m.inUse)} testId="usage-all" />
                {o.byType
                  .filter((t) => t.entitlements > 0)
                  .map((t) => (
                    <UsageBar
                      key={t.type}
                      inUse={t.active}
                      entitled={t.total}
                      label={`${value('type', t.type)} · ${intl.formatMessage(m.typeCount, { count: t.entitlements })}`}
                      testId={`usage-${t.type}`}
                    />
                  ))}
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md" data-testid="overview-expiring">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {intl.formatMessage(m.expiringTitle)}
                </Title>
                {o.expiringSoon.length === 0 ? (
                  <Text c="dimmed">{intl.formatMessage(m.noneExpiring)}</Text>
                ) : (
                  <Stack gap={0}>
                    {o.expiringSoon.map((e) => (
                      <Group
                        key={e.entitlementId}
                        justify="space-between"
                        gap="xs"
                        py="xs"
                        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                        data-testid="expiring-row"
                      >
                        <div>
                          <Text size="sm" fw={500}>
                            {e.featureName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {e.entitlementId} · {day(e.expiresOn)}
                          </Text>
                          <Text size="xs" c={e.daysLeft <= 30 ? 'red' : 'dimmed'}>
                            {intl.formatMessage(m.daysLeft, { days: e.daysLeft })}
                          </Text>
                        </div>
                        {e.renewalPending ? (
                          <RenewalPendingBadge />
                        ) : (
                          <Anchor component={Link} to={`${to('RenewFeatures')}?feature=${encodeURIComponent(e.entitlementId)}`} size="sm">
                            {intl.formatMessage(nav.renewFeatures)}
                          </Anchor>
                        )}
                      </Group>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Paper>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
