import { ActionIcon, Button, Divider, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { dataTableMessages as m } from './data-table-messages.ts';
import { VIEW_NAME_MAX_LENGTH, type TSavedView } from './saved-views.ts';
import formClasses from '../form/form.module.css';

/** Saved views of a list: apply or delete one, or save the current filters, sort and columns. */
export function SavedViewsMenu(props: {
  views: readonly TSavedView[];
  onApply(view: TSavedView): void;
  onSave(name: string): void;
  onDelete(view: TSavedView): void;
}) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const nameLabel = intl.formatMessage(m.viewName);
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(intl.formatMessage(validationMessages.required, { field: nameLabel }));
      return;
    }
    props.onSave(name.trim());
    setName('');
    setError(undefined);
  };
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus opened={opened} onChange={setOpened} width={300}>
      <Popover.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconBookmark size={16} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
          data-testid="saved-views"
        >
          {intl.formatMessage(m.views)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {props.views.length === 0 ? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.viewsEmpty)}
            </Text>
          ) : (
            <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {props.views.map((v) => (
                <Group key={v.id} component="li" gap={4} wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    justify="flex-start"
                    style={{ flex: 1, minWidth: 0 }}
                    aria-label={intl.formatMessage(m.applyView, { name: v.name })}
                    onClick={() => {
                      props.onApply(v);
                      setOpened(false);
                    }}
                    data-testid="saved-view"
                  >
                    <Text span size="sm" truncate>
                      {v.name}
                    </Text>
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={intl.formatMessage(m.deleteView, { name: v.name })}
                    onClick={() => props.onDelete(v)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Divider />
          <form onSubmit={save} noValidate className={formClasses.form}>
            <Stack gap="xs">
              <TextInput
                size="sm"
                label={nameLabel}
                value={name}
                maxLength={VIEW_NAME_MAX_LENGTH}
                onChange={(e) => setName(e.currentTarget.value)}
                error={error}
                data-testid="view-name"
              />
              <Button type="submit" size="xs">
                {intl.formatMessage(m.saveView)}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
