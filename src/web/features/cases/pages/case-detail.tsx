import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import type { TCaseDetail } from '../../../../shared/contracts/cases.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { TECHNOLOGIES, technologyDisplay, type TTechnology } from '../../../../shared/domain/accounts.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import type { TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import { navContext, screenPath } from '../../../lib/screens.ts';
import { caseScreens } from '../screens.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCurrentSystem } from '../../../lib/use-current-system.ts';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { DetailLayout, DetailPage, DetailSection, DetailText } from '../../../ui/detail-page/detail-page.tsx';
import { useCaseDetail } from '../api/use-case-detail.ts';
import { caseDetailMessages as m } from '../case-detail-messages.ts';
import { caseFieldMessages, addressChangeMessages } from '../case-field-messages.ts';
import { caseValueMessage, levelMessage } from '../case-messages.ts';
import { caseAbilities } from '../case-permissions.ts';
import { caseScopeOfPath, caseScreenPath, ownCaseBase, type TCaseScope } from '../case-scope.ts';
import { GuestNotice } from '../../../ui/guest-notice/guest-notice.tsx';
import { caseFollowMessages } from '../case-follow-messages.ts';
import { CaseCc } from '../components/case-cc.tsx';
import { CaseFollowButton } from '../components/case-follow.tsx';
import { CaseStateBadge, PriorityBadge } from '../components/case-badges.tsx';
import { CaseClosure } from '../components/case-closure.tsx';
import { CaseTimeline } from '../components/case-timeline.tsx';
import { CaseWork } from '../components/case-work.tsx';
import { useCaseNotesAndFiles } from '../api/use-case-detail.ts';
import { attachmentHref } from '../../../lib/notes-and-files.ts';
import { vendorStaff } from '../../../lib/screen-rules.ts';
import { casePaths } from '../api/case-paths.ts';
import { AttachmentsSection } from '../../../ui/notes/attachments-section.tsx';
import { NoteForm } from '../../../ui/notes/note-form.tsx';
import type { TCaseAttachment } from '../../../../shared/contracts/cases.ts';

/** The detail of one case: header, description, timeline with the note form, facts, files, closure, associated cases. */
export function CaseDetail(props: { account: TAccount; scope: TCaseScope; caseNumber: string; listTitle: string }) {
  const intl = useIntl();
  const accountId = props.account.account_id;
  const query = useCaseDetail(accountId, props.caseNumber);
  const session = useSession();
  const system = useCurrentSystem(accountId);
  const can = caseAbilities(props.account);
  const ctxOf = () => navContext(props.account, session.status!.user, system.data?.system);
  return (
    <DetailPage
      query={query}
      listTo={caseScreenPath(accountId, props.scope)}
      backLabel={intl.formatMessage(m.back, { list: props.listTitle })}
      backTestId="back-to-list"
      loadingHeights={[160, 220]}
      unavailable={{
        testId: 'case-unavailable',
        title: intl.formatMessage(m.notFoundTitle),
        notFound: intl.formatMessage(m.notFoundBody, { number: props.caseNumber }),
      }}
    >
      {(c, back) => {
        // A case opened under another category's (or type's) path moves to its own, when the user may
        // see that screen; else to AllCases, which shows every case of the account.
        const own = ownCaseBase(props.scope, c);
        if (own) {
          const ctx = navContext(props.account, session.status!.user, system.data?.system);
          const visible = caseScreens.find((s) => s.key === own.split('/')[0])?.visible(ctx) ?? false;
          const target = caseScopeOfPath((visible ? own : 'AllCases').split('/'))!;
          return <Navigate replace to={caseScreenPath(accountId, target, c.caseNumber)} />;
        }
        return (
          <DetailLayout
            testId="case-detail"
            back={back}
            number={intl.formatMessage(m.caseNumber, { number: c.caseNumber })}
            numberTestId="case-number"
            title={c.title}
            titleTestId="case-title"
            badges={
              <>
                <CaseStateBadge state={c.state} closureRequested={c.closureRequested} size="md" />
                <PriorityBadge priority={c.priority} size="md" withNumber />
                <Badge variant="default" size="md" tt="none">
                  {intl.formatMessage(caseValueMessage('caseType', c.caseType))}
                </Badge>
                <CaseFollowButton accountId={accountId} caseNumber={c.caseNumber} following={c.following} />
              </>
            }
            main={
              <>
                {!can.write && <GuestNotice accountId={accountId} accountName={props.account.name} what="cases" />}
                <DetailSection id="case-description-title" title={intl.formatMessage(m.description)}>
                  <DetailText testId="case-description">{c.description}</DetailText>
                </DetailSection>
                <CaseTimelineWithNotes accountId={accountId} detail={c} canWrite={can.write} />
              </>
            }
            side={
              <>
                <CaseFacts detail={c} />
                {vendorStaff(ctxOf()) && <CaseWork key={`${c.priority}-${c.owner}-${c.state}`} accountId={accountId} detail={c} />}
                <CaseAttachments accountId={accountId} caseNumber={c.caseNumber} attachments={c.attachments} canWrite={can.write} />
                <CaseCc
                  accountId={accountId}
                  caseNumber={c.caseNumber}
                  ccEmails={typeof c.fields.ccEmails === 'string' ? c.fields.ccEmails : ''}
                  canWrite={can.write}
                />
                                <CaseClosure
                  accountId={accountId}
                  detail={c}
                  canWrite={can.write}
                  canAccept={can.acceptClosure}
                  canRefuse={vendorStaff(ctxOf())}
                />
                <AssociatedCases accountId={accountId} detail={c} />
              </>
            }
          />
        );
      }}
    </DetailPage>
  );
}

/** The timeline, with the Add note form above it for those who may write. */
function CaseTimelineWithNotes(props: { accountId: string; detail: TCaseDetail; canWrite: boolean }) {
  const { addNote } = useCaseNotesAndFiles(props.accountId, props.detail.caseNumber);
  return (
    <CaseTimeline accountId={props.accountId} detail={props.detail}>
      {props.canWrite && <NoteForm accountId={props.accountId} addNote={addNote.mutateAsync} pending={addNote.isPending} />}
    </CaseTimeline>
  );
}

/** The case's files for download, and a one-click upload. */
function CaseAttachments(props: { accountId: string; caseNumber: string; attachments: readonly TCaseAttachment[]; canWrite: boolean }) {
  const { upload } = useCaseNotesAndFiles(props.accountId, props.caseNumber);
  return (
    <AttachmentsSection
      idPrefix="case"
      attachments={props.attachments}
      href={(id) => attachmentHref(casePaths.detail(props.caseNumber), props.accountId, id)}
      upload={upload}
      canWrite={props.canWrite}
    />
  );
}

/** Field values that are codes of words, shown in the user's language (product names stay as they are). */
const FIELD_VALUE_MESSAGES: Partial<Record<string, Partial<Record<string, TMessageDescriptor>>>> = {
  addressChangeType: addressChangeMessages,
  sourceKind: { UNKNOWN: m.sourceKindUnknown },
};

function CaseFacts(props: { detail: TCaseDetail }) {
  const intl = useIntl();
  const c = props.detail;
  const na = intl.formatMessage(commonMessages.notAvailable);
  const date = (v: string | null) => (v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : na);
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.category), intl.formatMessage(caseValueMessage('category', c.category))],
    [intl.formatMessage(m.site), c.site ?? na],
    [intl.formatMessage(m.owner), c.owner ?? intl.formatMessage(caseFollowMessages.unassigned)],
    [intl.formatMessage(m.workgroup), c.workgroup ?? na],
    [intl.formatMessage(m.created), date(c.createdAt)],
    [intl.formatMessage(m.resolved), date(c.resolvedAt)],
    [
      intl.formatMessage(m.resolutionDays),
      c.resolutionDays === null ? na : intl.formatMessage(m.days, { n: c.resolutionDays }),
    ],
  ];
  // The back-office source: the server answers it to vendor staff only.
  if (c.source !== null) rows.splice(4, 0, [intl.formatMessage(m.source), c.source]);
  if (c.closedAt) rows.push([intl.formatMessage(m.closed), date(c.closedAt)]);
  for (const [key, value] of Object.entries(c.fields)) {
    // The CC list has its own section, editable.
    if (value === null || value === '' || key === 'ccEmails') continue;
    const label =
      key === 'sourceKind' ? m.sourceKind : caseFieldMessages[key as keyof typeof caseFieldMessages];
    let shown: ReactNode = typeof value === 'number' ? intl.formatNumber(value) : value;
    const valueMessage = typeof value === 'string' ? FIELD_VALUE_MESSAGES[key]?.[value] : undefined;
    if (valueMessage) shown = intl.formatMessage(valueMessage);
    if ((key === 'impact' || key === 'urgency') && typeof value === 'number' && value >= 1 && value <= 4)
      shown = `${value} · ${intl.formatMessage(levelMessage(key, value))}`;
    if (key === 'technology' && typeof value === 'string' && (TECHNOLOGIES as readonly string[]).includes(value))
      shown = technologyDisplay(value as TTechnology);
    rows.push([label ? intl.formatMessage(label) : key, shown]);
  }
  return (
    <DetailSection id="case-facts-title" title={intl.formatMessage(m.details)}>
      <FactGrid facts={rows} testId="case-facts" />
    </DetailSection>
  );
}

function AssociatedCases(props: { accountId: string; detail: TCaseDetail }) {
  const intl = useIntl();
  const list = props.detail.associatedCases;
  // An associated case may be of another category: AllCases shows any case of the account.
  return (
    <DetailSection id="case-associated-title" title={intl.formatMessage(m.associated)}>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.noAssociated)}
        </Text>
      ) : (
        <Stack gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((a) => (
            <li key={a.caseNumber}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Anchor component={Link} to={screenPath(props.accountId, 'AllCases', { detail: a.caseNumber })} size="sm" style={{ minWidth: 0 }}>
                  <Text span size="sm" fw={600}>
                    {a.caseNumber}
                  </Text>{' '}
                  <Text span size="sm" c="dimmed" lineClamp={1}>
                    {a.title}
                  </Text>
                </Anchor>
                <CaseStateBadge state={a.state} closureRequested={false} />
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
