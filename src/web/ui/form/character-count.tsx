import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../shared/i18n/define.ts';
import { characterCount, counterShows } from './text-limit.ts';

export const characterCountMessages = defineMessages({
  count: { id: 'Form.characterCount', defaultMessage: '{count} of {max} characters' },
});

/**
 * A character counter for a text with a length limit, shown near the limit (from 80 %) and red
 * beyond it; the form still takes the longer text, so the spec's message '{field} can only be {n}
 * characters long.' can say what is wrong. Nothing is cut off.
 */
export function CharacterCount(props: { value: string; max: number | undefined; testId?: string }) {
  const intl = useIntl();
  const length = characterCount(props.value);
  if (!counterShows(length, props.max)) return null;
  const over = length > props.max;
  return (
    <Text
      size="xs"
      c={over ? 'red.8' : 'dimmed'}
      fw={over ? 600 : undefined}
      ta="end"
      aria-live="polite"
      data-testid={props.testId}
    >
      {intl.formatMessage(characterCountMessages.count, {
        count: intl.formatNumber(length),
        max: intl.formatNumber(props.max),
      })}
    </Text>
  );
}

/** A field (`children`) with its character counter right below it. */
export function WithCharacterCount(props: {
  value: string;
  max: number | undefined;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={2}>
      {props.children}
      <CharacterCount value={props.value} max={props.max} testId={props.testId} />
    </Stack>
  );
}
