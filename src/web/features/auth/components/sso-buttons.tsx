import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLoginProviders } from '../api/use-login-providers.ts';

const messages = defineMessages({
  sso: { id: 'Login.signInSso', defaultMessage: 'Sign in with single sign-on (SSO)' },
  ms: { id: 'Login.signInMs', defaultMessage: 'Sign in with Microsoft' },
});

/** The single-sign-on options that the server has configured. */
export function SsoButtons(props: { returnTo?: string; divider?: string }) {
  const intl = useIntl();
  const providers = useLoginProviders();
  const query =
    props.returnTo && props.returnTo !== '/' ? `?returnTo=${encodeURIComponent(props.returnTo)}` : '';
  if (!providers.data || (!providers.data.sso && !providers.data.ms)) return null;
  return (
    <Stack gap="sm">
      {props.divider && <Divider label={<Text size="sm">{props.divider}</Text>} labelPosition="center" />}
      {providers.data.sso && (
        <Button component="a" href={`/mapi/auth/sso/sso/start${query}`} variant="default" fullWidth>
          {intl.formatMessage(messages.sso)}
        </Button>
      )}
      {providers.data.ms && (
        <Button component="a" href={`/mapi/auth/sso/ms/start${query}`} variant="default" fullWidth>
          {intl.formatMessage(messages.ms)}
        </Button>
      )}
    </Stack>
  );
}
