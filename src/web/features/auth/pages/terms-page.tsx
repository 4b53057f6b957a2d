import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Alert, Button, Checkbox, List, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { AuthLayout } from '../../../ui/auth-layout/auth-layout.tsx';

const messages = defineMessages({
  title: { id: 'Terms.title', defaultMessage: 'Terms of use' },
  intro: {
    id: 'Terms.intro',
    defaultMessage: 'Before you use the portal for the first time, please read and accept the terms of use.',
  },
  point1: {
    id: 'Terms.point1',
    defaultMessage: 'You use the portal only for the accounts you were given access to.',
  },
  point2: {
    id: 'Terms.point2',
    defaultMessage: 'You keep your sign-in details to yourself and sign out on shared computers.',
  },
  point3: {
    id: 'Terms.point3',
    defaultMessage:
      'Information about networks and devices is confidential and may not be shared outside your organization.',
  },
  point4: {
    id: 'Terms.point4',
    defaultMessage: 'Your activity in the portal is recorded for security and support purposes.',
  },
  agree: { id: 'Terms.agree', defaultMessage: 'I have read and accept the terms of use' },
  accept: { id: 'Terms.accept', defaultMessage: 'Accept and continue' },
});

/** Terms of use to accept before first use (spec section 6); the server refuses account data until then. */
export function Component() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [agreed, setAgreed] = useState(false);
  const accept = useMutation({
    mutationFn: () => api.post('/mapi/users/accept_terms', {}),
    onSuccess: async () => {
      await session.refresh();
      navigate('/', { replace: true });
    },
  });
  if (!session.isFetchingSession && !session.status) return <Navigate to="/login" replace />;
  if (session.status?.user.termsAccepted) return <Navigate to="/" replace />;
  return (
    <AuthLayout title={intl.formatMessage(messages.title)}>
      <Stack>
        <Text>{intl.formatMessage(messages.intro)}</Text>
        <ScrollArea.Autosize mah={260}>
          <List spacing="xs">
            {[messages.point1, messages.point2, messages.point3, messages.point4].map((m) => (
              <List.Item key={m.id}>{intl.formatMessage(m)}</List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
        {accept.isError && (
          <Alert color="red" role="alert">
            {errorMessage(accept.error)}
          </Alert>
        )}
        <Checkbox
          label={intl.formatMessage(messages.agree)}
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
        <Button disabled={!agreed} loading={accept.isPending} onClick={() => accept.mutate()}>
          {intl.formatMessage(messages.accept)}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
