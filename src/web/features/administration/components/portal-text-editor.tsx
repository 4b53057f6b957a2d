import { Alert, Button, Group, Paper, Select, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  PORTAL_TEXT_MAX,
  type TPortalTextAdmin,
  type TPortalTextKey,
} from '../../../../shared/contracts/portal-texts.ts';
import { LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES, type TLocale } from '../../../../shared/i18n/locales.ts';
import { portalTextMessages as m } from '../../../../shared/i18n/portal-text-messages.ts';
import { api, ApiError } from '../../../lib/http.ts';
import { PORTAL_TEXTS_KEY } from '../../../lib/use-portal-texts.ts';
import { CharacterCount } from '../../../ui/form/character-count.tsx';
import { RenderedHtml } from '../../../ui/rendered-html.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';

export const ADMIN_TEXTS_KEY = ['admin-texts'] as const;

/**
 * One text staff write (the top banner or a static text): on or off, markdown per language (en-US
 * required; an empty language shows the en-US text), a preview rendered by the server exactly as
 * users will see it, saved for every account at once.
 */
export function PortalTextEditor(props: { text: TPortalTextAdmin; heading: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  const key: TPortalTextKey = props.text.key;
  const [enabled, setEnabled] = useState(props.text.enabled);
  const [content, setContent] = useState<Record<string, string>>(props.text.content);
  const [locale, setLocale] = useState<TLocale>('en-US');
  const [saved, setSaved] = useState(false);
  const value = content[locale] ?? '';
  const preview = useMutation({
    mutationFn: (markdown: string) => api.post<{ html: string }>('/mapi/admin/texts/preview', { markdown }),
  });
  const save = useMutation({
    mutationFn: () => api.put<TPortalTextAdmin>(`/mapi/admin/texts/${key}`, { enabled, content }),
    onSuccess: async () => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: ADMIN_TEXTS_KEY });
      await client.invalidateQueries({ queryKey: PORTAL_TEXTS_KEY });
    },
  });
  const enMissing = !(content['en-US'] ?? '').trim();
  const fieldError =
    save.error instanceof ApiError && save.error.content?.fields?.length ? intl.formatMessage(m.enRequired) : undefined;
  return (
    <Paper withBorder p="md" radius="md" data-testid={`text-editor-${key}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {props.heading}
            </Title>
            <Text size="xs" c="dimmed">
              {props.text.updatedAt
                ? intl.formatMessage(m.lastChange, {
                    at: intl.formatDate(props.text.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    name: props.text.updatedBy ?? '',
                  })
                : intl.formatMessage(m.neverChanged)}
            </Text>
          </Stack>
          <Switch
            checked={enabled}
            onChange={(e) => {
              setEnabled(e.currentTarget.checked);
              setSaved(false);
            }}
            label={intl.formatMessage(m.enabled)}
            data-testid="text-enabled"
          />
        </Group>
        <Select
          label={intl.formatMessage(m.language)}
          data={SUPPORTED_LOCALES.map((l) => ({
            value: l,
            label: `${LOCALE_NATIVE_NAMES[l]}${(content[l] ?? '').trim() ? '' : ' –'}`,
          }))}
          value={locale}
          onChange={(l) => {
            if (l) setLocale(l as TLocale);
            preview.reset();
          }}
          allowDeselect={false}
          w={260}
          data-testid="text-locale"
        />
        <Textarea
          label={intl.formatMessage(m.content, { locale: LOCALE_NATIVE_NAMES[locale] })}
          description={intl.formatMessage(m.markdownHint)}
          value={value}
          onChange={(e) => {
            setContent({ ...content, [locale]: e.currentTarget.value });
            setSaved(false);
          }}
          autosize
          minRows={4}
          required={locale === 'en-US'}
          error={locale === 'en-US' ? fieldError : undefined}
          placeholder={locale === 'en-US' ? undefined : intl.formatMessage(m.fallback)}
          data-testid="text-markdown"
        />
        <CharacterCount value={value} max={PORTAL_TEXT_MAX} />
        <Group gap="sm">
          <Button variant="default" onClick={() => preview.mutate(value || (content['en-US'] ?? ''))} loading={preview.isPending}>
            {intl.formatMessage(m.preview)}
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={enMissing} data-testid="text-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
        {enMissing && (
          <Text size="sm" c="red.8">
            {intl.formatMessage(m.enRequired)}
          </Text>
        )}
        {save.isError && !fieldError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        {saved && save.isSuccess && (
          <Alert color="green" role="status" data-testid="text-saved">
            {intl.formatMessage(m.saved)}
          </Alert>
        )}
        {preview.data && (
          <Paper withBorder p="sm" bg="gray.0" data-testid="text-preview">
            <Text size="xs" c="dimmed" mb={4}>
              {intl.formatMessage(m.preview)}
            </Text>
            {preview.data.html ? (
              <RenderedHtml html={preview.data.html} testId="text-preview-html" />
            ) : (
              <Text size="sm">{intl.formatMessage(m.previewEmpty)}</Text>
            )}
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
