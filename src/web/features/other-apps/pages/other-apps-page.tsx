import { defineMessages, type TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { otherApps, type TOtherApp } from '../../../../shared/domain/permissions.ts';
import { accountFacts } from '../../../lib/screens.ts';
import { otherAppScreenMessages } from '../screens.ts';

const messages = defineMessages({
  intro: {
    id: 'OtherApps.intro',
    defaultMessage:
      'Other applications of the vendor that this account can use. Each one is provided by the vendor and opened from its own address, not from this portal: your administrator or your vendor contact gives you the address and your access.',
  },
  providedBy: {
    id: 'OtherApps.providedBy',
    defaultMessage: 'Provided by the vendor; opened from its own address.',
  },
});

/** Product names stay as they are in every language; the regional and technology groups are translated. */
const appNames = defineMessages({
  vault: { id: 'OtherApps.vaultName', defaultMessage: 'CommandCentral Vault' },
  nitro: { id: 'OtherApps.nitroName', defaultMessage: 'Nitro' },
  wave: { id: 'OtherApps.waveName', defaultMessage: 'WAVE PTX' },
  criticalConnect: { id: 'OtherApps.criticalConnectName', defaultMessage: 'Critical Connect' },
  lacrRegional: { id: 'OtherApps.lacrName', defaultMessage: 'Latin America and Caribbean applications' },
  naAstro: { id: 'OtherApps.naAstroName', defaultMessage: 'ASTRO 25 applications for North America' },
  radioSystems: { id: 'OtherApps.radioSystemsName', defaultMessage: 'ASTRO 25 and MOTOTRBO applications' },
  activeEye: { id: 'OtherApps.activeEyeName', defaultMessage: 'ActiveEye' },
});

const appDescriptions = defineMessages({
  vault: {
    id: 'OtherApps.vaultDescription',
    defaultMessage: 'Keep, manage and share digital evidence: video, audio, photos and documents.',
  },
  nitro: {
    id: 'OtherApps.nitroDescription',
    defaultMessage: 'Manage your private broadband network and the devices that use it.',
  },
  wave: {
    id: 'OtherApps.waveDescription',
    defaultMessage:
      'Push-to-talk over broadband, for smartphones and dispatchers, connected to your radio system.',
  },
  criticalConnect: {
    id: 'OtherApps.criticalConnectDescription',
    defaultMessage:
      'Connect your radio system with other agencies and push-to-talk services through the cloud.',
  },
  lacrRegional: {
    id: 'OtherApps.lacrDescription',
    defaultMessage: 'The applications the vendor offers to accounts in Latin America and the Caribbean.',
  },
  naAstro: {
    id: 'OtherApps.naAstroDescription',
    defaultMessage: 'The applications the vendor offers to ASTRO 25 system owners in North America.',
  },
  radioSystems: {
    id: 'OtherApps.radioSystemsDescription',
    defaultMessage: 'Applications for managing and programming ASTRO 25 and MOTOTRBO radio systems.',
  },
  activeEye: {
    id: 'OtherApps.activeEyeDescription',
    defaultMessage: 'Security monitoring of your systems: threat detection and response around the clock.',
  },
});

const APP_TEXT: Record<TOtherApp, { name: TMessageDescriptor; description: TMessageDescriptor }> = {
  vault: { name: appNames.vault, description: appDescriptions.vault },
  nitro: { name: appNames.nitro, description: appDescriptions.nitro },
  wave: { name: appNames.wave, description: appDescriptions.wave },
  criticalConnect: { name: appNames.criticalConnect, description: appDescriptions.criticalConnect },
  lacrRegional: { name: appNames.lacrRegional, description: appDescriptions.lacrRegional },
  naAstro: { name: appNames.naAstro, description: appDescriptions.naAstro },
  radioSystems: { name: appNames.radioSystems, description: appDescriptions.radioSystems },
  activeEye: { name: appNames.activeEye, description: appDescriptions.activeEye },
};

/**
 * Other apps (spec section 6 'Other apps' rule): the vendor's applications this account may use,
 * each with a one-line description. No addresses are known to the portal, so nothing links out:
 * the page says where the application comes from instead (docs/decisions.md).
 */
export function Component() {
  const intl = useIntl();
  const account = useOutletContext<TAccount>();
  const apps = otherApps(accountFacts(account));
  return (
    <Stack maw={960}>
      <Title order={1} size="h2">
        {intl.formatMessage(otherAppScreenMessages.otherApps)}
      </Title>
      <Text c="dimmed" maw={720}>
        {intl.formatMessage(messages.intro)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {apps.map((app) => (
          <Paper
            component="li"
            key={app}
            withBorder
            radius="md"
            p="md"
            data-app={app}
            aria-labelledby={`other-app-${app}`}
          >
            <Stack gap={6}>
              <Title order={2} size="h4" id={`other-app-${app}`}>
                {intl.formatMessage(APP_TEXT[app].name)}
              </Title>
              <Text data-testid="other-app-description">{intl.formatMessage(APP_TEXT[app].description)}</Text>
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.providedBy)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
