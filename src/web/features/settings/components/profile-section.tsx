import { Alert, Button, Group, Paper, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TProfile } from '../../../../shared/contracts/self-service.ts';
import { defineMessages } from '../../../../shared/i18n/define.ts';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.tsx';
import { usePhoneHint, usePhoneModule } from '../../../ui/form/phone-hint.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useServerFieldErrors } from '../../../ui/form/server-field-errors.ts';
import formClasses from '../../../ui/form/form.module.css';

const messages = defineMessages({
  title: { id: 'AccountSelf.profileTitle', defaultMessage: 'Profile' },
  phone: { id: 'AccountSelf.phoneNumber', defaultMessage: 'Phone number' },
  save: { id: 'AccountSelf.saveProfile', defaultMessage: 'Save profile' },
  saved: { id: 'AccountSelf.profileSaved', defaultMessage: 'Your profile was saved.' },
});

export const PROFILE_QUERY_KEY = ['users', 'profile'] as const;

/** The profile part of User Settings: the phone number, kept in E.164 and shown as dialled in the user's country. */
export function ProfileSection() {
  const query = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => api.get<TProfile>('/mapi/users/profile') });
  const phone = usePhoneModule();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="settings-profile">
      {query.data && phone ? <ProfileForm profile={query.data} formatPhone={phone.formatPhone} /> : <Skeleton h={120} />}
    </Paper>
  );
}

function ProfileForm(props: { profile: TProfile; formatPhone: (e164: string, country: string) => string }) {
  const intl = useIntl();
  const session = useSession();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const serverErrors = useServerFieldErrors();
  const { phoneCountry } = props.profile;
  const shown = (p: TProfile) => (p.phoneNumber ? props.formatPhone(p.phoneNumber, phoneCountry) : '');
  const hint = usePhoneHint(phoneCountry);
  const [phone, setPhone] = useState(() => shown(props.profile));
  const label = intl.formatMessage(messages.phone);
  const save = useMutation({
    mutationFn: () => api.put<TProfile>('/mapi/users/profile', { phoneNumber: phone.trim() }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      setPhone(shown(saved));
      await session.refresh();
      notifications.show({ message: intl.formatMessage(messages.saved), color: 'green' });
    },
  });
  const fieldErrors = save.isError ? serverErrors(save.error, { phoneNumber: label }) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className={formClasses.form}>
      <Stack>
        <Title order={2} size="h4">
          {intl.formatMessage(messages.title)}
        </Title>
        {save.isError && !fieldErrors.phoneNumber && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <TextInput
          label={label}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={fieldErrors.phoneNumber}
          {...hint}
          data-testid="profile-phone"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="profile-save">
            {intl.formatMessage(messages.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
