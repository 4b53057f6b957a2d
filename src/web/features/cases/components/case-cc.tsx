import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ZUpdateCcRequest } from '../../../../shared/contracts/cases.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { DetailSection } from '../../../ui/detail-page/detail-page.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useUpdateCc } from '../api/use-case-follow.ts';
import { caseFieldHelpMessages } from '../case-field-messages.ts';
import { caseFollowMessages as m } from '../case-follow-messages.ts';

/**
 * The CC list of a case, editable after creation by those who may write to it: checked by the
 * shared schema as typed, the wrong address named (and by the server again, its answer under the field).
 */
export function CaseCc(props: { accountId: string; caseNumber: string; ccEmails: string; canWrite: boolean }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState(false);
  const update = useUpdateCc(props.accountId, props.caseNumber);
  const label = intl.formatMessage(m.cc);
  const { form, failure, onSubmit, reset } = useSchemaForm({
    schema: ZUpdateCcRequest,
    initialValues: { ccEmails: props.ccEmails },
    toRequest: (v) => ({ account_id: props.accountId, ccEmails: v.ccEmails }),
    label: () => label,
  });
  const addresses = props.ccEmails ? props.ccEmails.split(';').map((a) => a.trim()).filter(Boolean) : [];
  return (
    <DetailSection
      id="case-cc-title"
      title={label}
      action={
        props.canWrite && !editing ? (
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              reset({ ccEmails: props.ccEmails });
              setEditing(true);
            }}
            data-testid="case-cc-edit"
          >
            {intl.formatMessage(m.editCc)}
          </Button>
        ) : undefined
      }
    >
      {editing ? (
        <form
          noValidate
          onSubmit={onSubmit(async (request) => {
            await update.mutateAsync(request.ccEmails);
            setEditing(false);
            notifications.show({ message: intl.formatMessage(m.ccSaved), color: 'green' });
          })}
          data-testid="case-cc-form"
        >
          <Stack gap="sm">
            {failure !== undefined && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(failure)}
              </Alert>
            )}
            <TextInput
              {...form.getInputProps('ccEmails')}
              name="ccEmails"
              label={label}
              description={intl.formatMessage(caseFieldHelpMessages.ccEmails)}
              inputMode="email"
              data-autofocus
              data-testid="case-cc-input"
            />
            <Group gap="xs">
              <Button type="submit" size="sm" loading={update.isPending} data-testid="case-cc-save">
                {intl.formatMessage(m.saveCc)}
              </Button>
              <Button size="sm" variant="default" onClick={() => setEditing(false)}>
                {intl.formatMessage(m.cancelCc)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : addresses.length ? (
        <Stack gap={2} data-testid="case-cc-list">
          {addresses.map((a) => (
            <Text key={a} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {a}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" data-testid="case-cc-list">
          {intl.formatMessage(m.noCc)}
        </Text>
      )}
    </DetailSection>
  );
}
