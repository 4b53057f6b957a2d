import { Alert, Button, Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useErrorMessage } from '../use-error-message.ts';
import formClasses from './form.module.css';

/**
 * A screen with one form (create case, create ticket): the way back, the title and what to know
 * before filling in, then the form, validated by the screen itself (`noValidate`).
 */
export function FormScreen(props: {
  back: ReactNode;
  title: string;
  intro: string;
  testId: string;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={960}>
      {props.back}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <Text size="sm" c="dimmed">
          {props.intro}
        </Text>
      </Stack>
      <form onSubmit={props.onSubmit} noValidate className={formClasses.form} data-testid={props.testId}>
        <Stack gap="md">{props.children}</Stack>
      </form>
    </Stack>
  );
}

/**
 * Above the fields: why the request failed when no field says it (`error`, else null), and after a
 * submit how many fields need attention (`fieldsMessage`, else undefined).
 */
export function FormProblems(props: {
  error: unknown;
  errorTestId: string;
  fieldsMessage: string | undefined;
  fieldsTestId: string;
}) {
  const errorMessage = useErrorMessage();
  return (
    <>
      {props.error != null && (
        <Alert color="red" variant="light" role="alert" data-testid={props.errorTestId}>
          {errorMessage(props.error)}
        </Alert>
      )}
      {props.fieldsMessage !== undefined && (
        <Alert color="red" variant="light" role="alert" data-testid={props.fieldsTestId}>
          {props.fieldsMessage}
        </Alert>
      )}
    </>
  );
}

/** A titled group of form fields. */
export function FormGroup(props: { legend: string; testId: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={props.legend}
      radius="md"
      data-testid={props.testId}
      classNames={{ legend: formClasses.legend }}
    >
      <Stack gap="sm">{props.children}</Stack>
    </Fieldset>
  );
}

/** Below the fields: cancel (back to where the user came from) and submit. */
export function FormActions(props: {
  cancelTo: string;
  cancelLabel: string;
  submitLabel: string;
  submitting: boolean;
  submitTestId: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to={props.cancelTo}>
        {props.cancelLabel}
      </Button>
      <Button type="submit" loading={props.submitting} data-testid={props.submitTestId}>
        {props.submitLabel}
      </Button>
    </Group>
  );
}
