import { useIntl } from 'react-intl';
import { useLocation, useOutletContext, useParams } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { NotFoundPage } from '../../../ui/not-found-page.tsx';
import { scopeTitle } from '../case-messages.ts';
import { NEW_CASE_SEGMENT, caseScopeOfPath } from '../case-scope.ts';
import { CaseDetail } from './case-detail.tsx';
import { CaseList } from './case-list.tsx';
import { CreateCase } from './create-case.tsx';

/**
 * Route module of every case screen: AllCases, the category section paths and
 * CaseManagement/{type}. The trailing detail segment opens a case; `new` opens the create form.
 */
export function Component() {
  const intl = useIntl();
  const account = useOutletContext<TAccount>();
  const { detail } = useParams();
  const { pathname } = useLocation();
  const segments = pathname.split('/').slice(2).map((s) => decodeURIComponent(s));
  const scope = caseScopeOfPath(segments);
  if (!scope) return <NotFoundPage />;
  const title = intl.formatMessage(scopeTitle(scope));
  if (detail === NEW_CASE_SEGMENT) return <CreateCase account={account} scope={scope} listTitle={title} />;
  if (detail) return <CaseDetail key={detail} account={account} scope={scope} caseNumber={detail} listTitle={title} />;
  return <CaseList account={account} scope={scope} title={title} />;
}
