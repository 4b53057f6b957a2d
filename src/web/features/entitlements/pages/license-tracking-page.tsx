import { Alert, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useOutletContext, useSearchParams } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { entitlementColumnMessages } from '../../../../shared/i18n/entitlement-messages.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useLicenseTracking } from '../api/entitlement-api.ts';
import { UsageBar } from '../components/entitlement-format.tsx';
import { entitlementMessages as m } from '../entitlement-messages.ts';
import { entitlementScreenMessages as nav } from '../screens.ts';

/**
 * Route module of License Tracking: per feature, the licences in use against those entitled, and
 * what each site uses of them (usage bars); filtered by feature and site, kept in the address.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const feature = params.get('feature') ?? '';
  const site = params.get('site') ?? '';
  const tracking = useLicenseTracking(account.account_id, feature, site);
  const choose = (key: 'feature' | 'site', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const data = tracking.data;
  return (
    <Stack gap="lg" data-testid="license-tracking">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {intl.formatMessage(nav.licenseTracking)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.trackingIntro)}
        </Text>
      </Stack>
      <Group gap="sm" align="end">
        <Select
          label={intl.formatMessage(entitlementColumnMessages.featureName)}
          placeholder={intl.formatMessage(m.allFeatures)}
          data={data?.featureNames ?? (feature ? [feature] : [])}
          value={feature || null}
          onChange={(v) => choose('feature', v)}
          clearable
          searchable
          w={{ base: '100%', sm: 280 }}
          data-testid="tracking-feature"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={intl.formatMessage(m.site)}
          placeholder={intl.formatMessage(m.allSites)}
          data={data?.siteNames ?? (site ? [site] : [])}
          value={site || null}
          onChange={(v) => choose('site', v)}
          clearable
          searchable
          w={{ base: '100%', sm: 220 }}
          data-testid="tracking-site"
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {tracking.isPending && <Skeleton height={200} />}
      {tracking.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(tracking.error)}
        </Alert>
      )}
      {data && data.features.length === 0 && (
        <Text c="dimmed" data-testid="tracking-none">
          {intl.formatMessage(m.noLicences)}
        </Text>
      )}
      {data && data.features.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {data.features.map((f) => (
            <Paper key={f.featureName} withBorder p="md" radius="md" data-testid="tracking-feature-card">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {f.featureName}
                </Title>
                <UsageBar inUse={f.inUse} entitled={f.entitled} label={intl.formatMessage(m.entitled)} />
                {f.sites.map((s) => (
                  <UsageBar key={s.siteName} inUse={s.inUse} entitled={f.entitled} label={s.siteName} testId="tracking-site-usage" />
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
