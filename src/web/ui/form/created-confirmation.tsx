import { Button, Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * What a create screen shows once the server took the new item: a check and the title naming it,
 * what else there is to know (`children`), and the ways on: open the item or create another. The
 * title takes the focus, so a keyboard or screen reader user goes on from the confirmation (the
 * form and its button are gone).
 */
export function CreatedConfirmation(props: {
  back: ReactNode;
  testId: string;
  title: string;
  titleTestId?: string;
  children: ReactNode;
  openTo: string;
  openLabel: string;
  openTestId: string;
  anotherLabel: string;
  onAnother(): void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack gap="md" maw={720}>
      {props.back}
      <Paper withBorder p="xl" radius="md" role="status" data-testid={props.testId}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
              <IconCheck size={20} />
            </ThemeIcon>
            <Title ref={title} tabIndex={-1} order={1} size="h2" data-testid={props.titleTestId}>
              {props.title}
            </Title>
          </Group>
          {props.children}
          <Group>
            <Button component={Link} to={props.openTo} data-testid={props.openTestId}>
              {props.openLabel}
            </Button>
            <Button variant="default" onClick={props.onAnother}>
              {props.anotherLabel}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
