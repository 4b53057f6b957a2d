import { defineMessages } from '../../shared/i18n/define.ts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useMatches, useOutletContext } from 'react-router';
import type { TAccount } from '../../shared/contracts/session.ts';
import type { TScreenHandle } from '../lib/screens.ts';
import { supportCentreMessages } from '../ui/support-centre/support-centre-messages.ts';
import { SupportCentrePhone } from '../ui/support-centre/support-centre-phone.tsx';
import { useSupportCentre } from '../ui/support-centre/use-support-centre.ts';

const messages = defineMessages({
  title: { id: 'NotBuilt.title', defaultMessage: 'Coming soon' },
});

/**
 * A screen named by the spec whose area is not built yet says so plainly, under its own title,
 * with the support centre's number for the account's region and country.
 */
export function Component() {
  const intl = useIntl();
  const account = useOutletContext<TAccount>();
  const centre = useSupportCentre(account.account_id);
  const screen = useMatches()
    .map((m) => m.handle as TScreenHandle | undefined)
    .findLast((h) => h?.screen)?.screen;
  return (
    <Paper withBorder p="xl" radius="md" maw={640} data-testid="not-built">
      <Stack>
        <Group gap="sm" wrap="nowrap" align="center">
          <IconTools size={28} aria-hidden color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {intl.formatMessage(screen?.title ?? messages.title)}
          </Title>
        </Group>
        {screen && (
          <Badge variant="light" w="fit-content">
            {intl.formatMessage(messages.title)}
          </Badge>
        )}
        <Text>{intl.formatMessage(supportCentreMessages.notBuilt)}</Text>
        {centre.data && <SupportCentrePhone centre={centre.data} />}
      </Stack>
    </Paper>
  );
}
