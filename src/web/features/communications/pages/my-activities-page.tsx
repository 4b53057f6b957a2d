import { useOutletContext } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { ActivityList } from '../activities/activity-list.tsx';

/** Route module of MyActivities. */
export function Component() {
  return <ActivityList account={useOutletContext<TAccount>()} which="mine" />;
}
