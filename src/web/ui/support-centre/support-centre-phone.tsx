import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { TSupportCentre } from '../../../shared/contracts/support-centre.ts';
import { supportCentreMessages as m } from './support-centre-messages.ts';

/** A phone number as a `tel:` address: the leading + and the digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * The support centre's number for the account's country, as a link a phone dials: "Support
 * centre for Germany", then the number.
 */
export function SupportCentrePhone(props: { centre: Pick<TSupportCentre, 'phone' | 'countryCode'>; testId?: string }) {
  const intl = useIntl();
  const { phone, countryCode } = props.centre;
  const country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(countryCode) ?? countryCode;
  return (
    <Stack gap={2} data-testid={props.testId ?? 'support-centre-phone'}>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.phoneLabel, { country })}
      </Text>
      <Anchor
        href={telHref(phone)}
        fw={700}
        size="lg"
        c="var(--mantine-color-text)"
        underline="always"
        aria-label={intl.formatMessage(m.call, { phone })}
        data-testid="support-centre-number"
      >
        <Group gap={6} wrap="nowrap">
          <IconPhone size={20} aria-hidden />
          <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
            {phone}
          </span>
        </Group>
      </Anchor>
    </Stack>
  );
}
