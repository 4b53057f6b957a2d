import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type TPortalTextAdmin, type TPortalTextKey } from '../../../../shared/contracts/portal-texts.ts';
import { portalTextMessages as m } from '../../../../shared/i18n/portal-text-messages.ts';
import type { TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import { api } from '../../../lib/http.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { ADMIN_TEXTS_KEY, PortalTextEditor } from '../components/portal-text-editor.tsx';

/** The texts' editors under a title (the top banner's page, the static texts' page). */
export function PortalTextsPage(props: { title: TMessageDescriptor; subtitle: TMessageDescriptor; keys: readonly TPortalTextKey[] }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const query = useQuery({
    queryKey: ADMIN_TEXTS_KEY,
    queryFn: ({ signal }) => api.get<{ texts: TPortalTextAdmin[] }>('/mapi/admin/texts', undefined, { signal }),
  });
  return (
    <Stack gap="md" maw="56rem">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {intl.formatMessage(props.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(props.subtitle)}
        </Text>
      </Stack>
      {query.isPending ? (
        <Skeleton h={240} />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : (
        props.keys.map((key) => {
          const text = query.data.texts.find((t) => t.key === key)!;
          return <PortalTextEditor key={key} text={text} heading={intl.formatMessage(m[key])} />;
        })
      )}
    </Stack>
  );
}

