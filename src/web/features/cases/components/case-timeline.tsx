import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconCircleX,
  IconFile,
  IconFlag,
  IconFolderOpen,
  IconMessage,
  IconProgress,
  IconQuestionMark,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type {
  TCaseDetail,
  TCaseTimelineEntry,
  TCaseTimelineKind,
} from '../../../../shared/contracts/cases.ts';
import { attachmentHref } from '../../../lib/notes-and-files.ts';
import { formatBytes } from '../../../ui/format/byte-size.ts';
import { shortenMiddle } from '../../../ui/format/shorten.ts';
import { casePaths } from '../api/case-paths.ts';
import { caseTimelineMessages as m } from '../case-timeline-messages.ts';
import { caseValueMessage } from '../case-messages.ts';
import { elapsed } from '../elapsed.ts';

const ICONS: Record<TCaseTimelineKind, typeof IconMessage> = {
  opened: IconFolderOpen,
  note: IconMessage,
  attachment: IconFile,
  state: IconProgress,
  closureRequested: IconQuestionMark,
  closureAccepted: IconCircleCheck,
  closureRefused: IconCircleX,
  reopened: IconArrowBackUp,
  priority: IconFlag,
  owner: IconUser,
};
const COLORS: Partial<Record<TCaseTimelineKind, string>> = {
  closureAccepted: 'teal',
  closureRefused: 'red',
  reopened: 'orange',
  priority: 'orange',
};

/** A from/to value in the user's words: states and priorities translated, an empty owner Unassigned. */
function shown(intl: IntlShape, kind: TCaseTimelineKind, value: string | null): string {
  if (kind === 'state') return value ? intl.formatMessage(caseValueMessage('state', value)) : '';
  if (kind === 'priority') return value ? intl.formatMessage(caseValueMessage('priority', value)) : '';
  return value ?? intl.formatMessage(m.unassigned);
}

/**
 * The case's story in one list, newest first: opening, state changes, closure requested, accepted
 * or refused (with the reason), reopening, priority and owner changes, notes and files, each with
 * who did it (customer or support) and when. Above it, how long ago the case was opened and
 * whether its response target was met; `children` (the Add note form) sits between the two.
 */
export function CaseTimeline(props: { accountId: string; detail: TCaseDetail; children?: ReactNode }) {
  const intl = useIntl();
  const { detail } = props;
  const age = elapsed(Date.parse(detail.createdAt), Date.now());
  const target = detail.responseTarget;
  const targetText =
    target.status === 'met'
      ? intl.formatMessage(m.responseMet, { hours: target.targetHours })
      : target.status === 'missed'
        ? intl.formatMessage(m.responseMissed, { hours: target.targetHours })
        : intl.formatMessage(m.responsePending, {
            due: intl.formatDate(target.dueAt, { dateStyle: 'medium', timeStyle: 'short' }),
          });
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="case-timeline-title"
      data-testid="case-timeline"
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={2} size="h4" id="case-timeline-title">
            {intl.formatMessage(m.title)}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text
              size="sm"
              c="dimmed"
              data-testid="case-age"
              title={intl.formatDate(detail.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            >
              {intl.formatMessage(m.openedAgo, {
                ago: intl.formatRelativeTime(-age.value, age.unit, { numeric: 'auto' }),
              })}
            </Text>
            <Badge
              variant="light"
              color={target.status === 'met' ? 'teal' : target.status === 'missed' ? 'red' : 'blue'}
              tt="none"
              size="md"
              style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
              data-testid="response-target"
              data-status={target.status}
            >
              {targetText}
            </Badge>
          </Group>
        </Stack>
        {props.children}
        <Stack
          gap={0}
          component="ol"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          data-testid="timeline"
        >
          {detail.timeline.map((e, i) => (
            <TimelineEntry
              key={e.id}
              entry={e}
              last={i === detail.timeline.length - 1}
              href={attachmentHref(casePaths.detail(detail.caseNumber), props.accountId, e.id)}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function TimelineEntry(props: { entry: TCaseTimelineEntry; last: boolean; href: string }) {
  const intl = useIntl();
  const e = props.entry;
  const Icon = ICONS[e.kind];
  const author = <strong>{e.author ?? intl.formatMessage(m.someone)}</strong>;
  const headline = intl.formatMessage(m[e.kind], {
    author,
    from: <strong>{shown(intl, e.kind, e.from)}</strong>,
    to: <strong>{shown(intl, e.kind, e.to)}</strong>,
  });
  const reason = ['closureRequested', 'closureRefused', 'reopened'].includes(e.kind) && e.text;
  return (
    <li data-testid={e.kind === 'note' ? 'note' : 'timeline-entry'} data-kind={e.kind}>
      <Group gap="sm" wrap="nowrap" align="stretch">
        <Stack gap={0} align="center" style={{ flex: 'none' }}>
          <ThemeIcon
            size={28}
            radius="xl"
            variant="light"
            color={COLORS[e.kind] ?? (e.authorKind === 'vendor' ? 'grape' : 'blue')}
          >
            <Icon size={16} aria-hidden />
          </ThemeIcon>
          {!props.last && (
            <div style={{ flex: 1, width: 2, minHeight: 12, background: 'var(--mantine-color-gray-3)' }} />
          )}
        </Stack>
        <Stack gap={4} pb="md" style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {headline}
            </Text>
            {e.authorKind && (
              <Badge
                size="xs"
                variant="outline"
                color={e.authorKind === 'vendor' ? 'grape' : 'blue'}
                tt="none"
                data-testid="author-kind"
              >
                {intl.formatMessage(e.authorKind === 'vendor' ? m.vendor : m.customer)}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={e.at}>{intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </Text>
          {e.kind === 'note' && (
            <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {e.text}
              </Text>
            </Paper>
          )}
          {reason && (
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="timeline-reason"
            >
              {intl.formatMessage(m.reason, { reason })}
            </Text>
          )}
          {e.kind === 'attachment' && e.text && (
            <Group gap="xs" wrap="nowrap">
              <Anchor
                size="sm"
                href={props.href}
                download={e.text}
                title={e.text}
                style={{ overflowWrap: 'anywhere' }}
              >
                {shortenMiddle(e.text)}
              </Anchor>
              {e.sizeBytes !== null && (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(intl, e.sizeBytes)}
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </li>
  );
}
