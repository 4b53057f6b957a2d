import { defineMessages } from '../../../shared/i18n/define.ts';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../lib/session.tsx';

/** The warning appears this long before idle expiry. */
export const WARN_BEFORE_MS = 2 * 60_000;

const messages = defineMessages({
  warning: {
    id: 'Session.expiresSoon',
    defaultMessage:
      'Your session will expire in {minutes, number}:{seconds, number, ::00} due to inactivity.',
  },
  endsSoon: {
    id: 'Session.endsSoon',
    defaultMessage:
      'Your session reaches its maximum length in {minutes, number}:{seconds, number, ::00}. Save your work: you will then need to sign in again.',
  },
  stay: { id: 'Session.staySignedIn', defaultMessage: 'Stay signed in' },
});

/**
 * Session-expiry countdown (spec section 2): a warning before idle expiry, then expiry. When the
 * session's absolute end comes first, activity cannot keep it, so the warning says that instead
 * and offers no "Stay signed in".
 */
export function SessionCountdown() {
  const intl = useIntl();
  const session = useSession();
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = session.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [expiresAt]);
  const left = expiresAt ? expiresAt - now : Infinity;
  const endsAt = session.status?.session.endsAt;
  const atLimit = expiresAt !== undefined && endsAt !== undefined && expiresAt >= endsAt;
  const { expire } = session;
  useEffect(() => {
    if (expiresAt && left <= 0) expire(atLimit);
  }, [expiresAt, left, expire, atLimit]);
  if (!expiresAt || left > WARN_BEFORE_MS || left <= 0) return null;
  const total = Math.ceil(left / 1000);
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      role="status"
      aria-live="polite"
      data-testid="session-countdown"
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 300, maxWidth: 380 }}
    >
      <Group gap="sm" wrap="nowrap">
        <Text size="sm">
          {intl.formatMessage(atLimit ? messages.endsSoon : messages.warning, {
            minutes: Math.floor(total / 60),
            seconds: total % 60,
          })}
        </Text>
        {!atLimit && (
          <Button size="xs" onClick={() => void session.refresh()}>
            {intl.formatMessage(messages.stay)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
