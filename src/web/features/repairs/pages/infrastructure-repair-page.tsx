import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { lookUpSerial } from '../api/use-repairs.ts';
import { serialLookupMessages as m } from '../repair-messages.ts';

/**
 * Route module of the infrastructure repair path (Repairs/Infrastructure?serial=), where the serial
 * number lookup moves an infrastructure serial: the equipment, and what the user can do now.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const serial = params.get('serial') ?? '';
  const accountId = account.account_id;
  const query = useQuery({
    queryKey: ['repairs', 'lookup', accountId, serial],
    queryFn: ({ signal }) => lookUpSerial(accountId, serial, signal),
    enabled: serial !== '',
    retry: false,
  });
  const found = query.data?.outcome === 'infrastructure' ? query.data : undefined;
  return (
    <Stack gap="md" maw={720} data-testid="infrastructure-repair">
      <Title order={1} size="h2">
        {intl.formatMessage(m.infrastructureTitle)}
      </Title>
      {query.isLoading && <Loader size="sm" />}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {found && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text size="sm" fw={600} data-testid="infrastructure-found">
              {intl.formatMessage(m.infrastructureFound, {
                serial: found.serial,
                description: found.description,
              })}
            </Text>
            <Text size="sm">{intl.formatMessage(m.infrastructureNext)}</Text>
          </Stack>
        </Paper>
      )}
      <Anchor component={Link} to={screenPath(accountId, 'SerialLookup')} size="sm">
        {intl.formatMessage(m.backToLookup)}
      </Anchor>
    </Stack>
  );
}
