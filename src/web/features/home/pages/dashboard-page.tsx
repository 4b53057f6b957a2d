import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TWidgetId } from '../../../../shared/contracts/dashboard.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import {
  moveWidget,
  resolveDashboardLayout,
  setWidgetHidden,
  type TLayout,
} from '../../../../shared/domain/dashboard-layout.ts';
import { useSession } from '../../../lib/session.tsx';
import { dashboardWidgets } from '../../../lib/widgets.ts';
import { useDashboardLayout } from '../api/use-dashboard-layout.ts';
import { HiddenWidgets } from '../components/hidden-widgets.tsx';
import { dropWidget } from '../drag/drop-widget.ts';
import { useWidgetDrag } from '../drag/use-widget-drag.ts';
import { WidgetDragPreview } from '../drag/widget-drag-preview.tsx';
import { accountSummaryMessages } from '../widgets/account-summary-widget.tsx';
import { WidgetFrame } from '../widgets/widget-frame.tsx';
import { usePortalTexts } from '../../../lib/use-portal-texts.ts';
import { RenderedHtml } from '../../../ui/rendered-html.tsx';

const messages = defineMessages({
  welcome: { id: 'Dashboard.welcome', defaultMessage: 'Welcome, {name}' },
  customize: { id: 'Dashboard.customize', defaultMessage: 'Customize dashboard' },
  done: { id: 'Dashboard.done', defaultMessage: 'Done' },
  allHidden: {
    id: 'Dashboard.allHidden',
    defaultMessage: 'Every widget is hidden. Customize the dashboard to show them again.',
  },
});

/**
 * Home Dashboard: the widgets this account and user may see, in the user's order with their hidden
 * ones left out (remembered on the server per user and account). Customizing shows move up/down
 * and hide buttons on every widget and the list of hidden ones; all work from the keyboard. It also
 * shows a drag handle on every widget: dropping a widget on another puts it in that one's place,
 * saved like the move buttons' changes.
 */
export function Component() {
  const intl = useIntl();
  const account = useOutletContext<TAccount>();
  const user = useSession().status!.user;
  const [editing, setEditing] = useState(false);
  const [focusAfter, setFocusAfter] = useState<{ button: string; before: string } | undefined>(undefined);
  const { query, save } = useDashboardLayout(account.account_id);

  const available = useMemo(() => dashboardWidgets().filter((w) => w.visible(account, user)), [account, user]);
  const layout = resolveDashboardLayout(
    available.map((w) => w.id),
    query.data?.layout,
  );
  const byId = new Map(available.map((w) => [w.id, w]));
  const shown = layout.order.filter((id) => !layout.hidden.includes(id));

  const orderKey = layout.order.join();
  useEffect(() => {
    // Moving a widget re-renders the grid: once the new order shows, keep the keyboard focus on the
    // button just used, or on the widget's other move button when it reached an end.
    if (!focusAfter || focusAfter.before === orderKey) return;
    const [id, dir] = focusAfter.button.split(':');
    const button = (d: string | undefined) =>
      document.querySelector<HTMLButtonElement>(`[data-widget-move="${id}-${d}"]`);
    const same = button(dir);
    (same && !same.disabled ? same : button(dir === 'up' ? 'down' : 'up'))?.focus();
    setFocusAfter(undefined);
  }, [focusAfter, orderKey]);

  const change = (next: TLayout<TWidgetId>) => save.mutate(next);
  const move = (id: TWidgetId, by: -1 | 1) => {
    change({ ...layout, order: moveWidget(layout.order, id, by, layout.hidden) });
    setFocusAfter({ button: `${id}:${by < 0 ? 'up' : 'down'}`, before: orderKey });
  };
  const gridRef = useRef<HTMLDivElement>(null);
  const drag = useWidgetDrag({
    enabled: editing && !query.isPending,
    gridRef,
    shown,
    onDrop: (id, target) => change({ ...layout, order: dropWidget(layout.order, layout.hidden, id, target) }),
  });
  const titleOf = (id: TWidgetId) => intl.formatMessage(byId.get(id)!.title);
  const welcome = usePortalTexts().data?.dashboardWelcome;

  return (
    <Stack>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {intl.formatMessage(messages.welcome, { name: user.firstName })}
        </Title>
        <Group gap="sm">
          <Badge size="lg" variant="light" data-testid="role-badge" tt="none">
            {intl.formatMessage(accountSummaryMessages.role)}:{' '}
            {intl.formatMessage(accountSummaryMessages.roleValue, { role: account.role })}
          </Badge>
          <Button
            variant={editing ? 'filled' : 'default'}
            leftSection={
              editing ? <IconCheck size={16} aria-hidden /> : <IconAdjustments size={16} aria-hidden />
            }
            onClick={() => setEditing((e) => !e)}
            aria-pressed={editing}
            data-testid="dashboard-customize"
          >
            {intl.formatMessage(editing ? messages.done : messages.customize)}
          </Button>
        </Group>
      </Group>
      {welcome && <RenderedHtml html={welcome.html} testId="dashboard-welcome-text" />}
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {available.map((w) => (
            <Skeleton key={w.id} h={160} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid ref={gridRef} cols={{ base: 1, lg: 2 }} data-testid="dashboard-widgets">
          {shown.map((id, i) => {
            const w = byId.get(id)!;
            return (
              <WidgetFrame
                key={id}
                id={id}
                title={titleOf(id)}
                editing={editing}
                first={i === 0}
                last={i === shown.length - 1}
                onMove={(by) => move(id, by)}
                onHide={() => change(setWidgetHidden(layout, id, true))}
                drag={{
                  onHandlePointerDown: (event) => drag.onHandlePointerDown(id, event),
                  active: drag.source !== undefined,
                  state: drag.source === id ? 'source' : drag.target === id ? 'target' : undefined,
                  draggedTitle: drag.source && titleOf(drag.source),
                }}
              >
                <w.Component account={account} user={user} />
              </WidgetFrame>
            );
          })}
        </SimpleGrid>
      )}
      {!query.isPending && shown.length === 0 && !editing && (
        <Paper withBorder radius="md" p="xl" data-testid="dashboard-all-hidden">
          <Stack align="center" gap="sm">
            <Text ta="center">{intl.formatMessage(messages.allHidden)}</Text>
            <Button
              variant="light"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {intl.formatMessage(messages.customize)}
            </Button>
          </Stack>
        </Paper>
      )}
      {drag.source && <WidgetDragPreview title={titleOf(drag.source)} previewRef={drag.previewRef} />}
      {editing && (
        <HiddenWidgets
          hidden={layout.hidden.map((id) => ({ id, title: intl.formatMessage(byId.get(id)!.title) }))}
          onShow={(id) => change(setWidgetHidden(layout, id as TWidgetId, false))}
          onReset={() => change({ order: available.map((w) => w.id), hidden: [] })}
        />
      )}
    </Stack>
  );
}
