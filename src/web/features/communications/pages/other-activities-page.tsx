import { useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { ActivityList } from '../activities/activity-list.tsx';

/** Route module of OtherActivities (the account's Administrators). */
export function Component() {
  return <ActivityList account={useOutletContext<TAccount>()} which="others" />;
}
