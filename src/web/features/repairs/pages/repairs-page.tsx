import { useOutletContext, useParams } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { RepairDetail } from './repair-detail.tsx';
import { RepairList } from './repair-list.tsx';

/** Route module of Repairs/:detail? (the list, or one repair). */
export function Component() {
  const account = useOutletContext<TAccount>();
  const { detail } = useParams();
  return detail ? (
    <RepairDetail key={detail} account={account} repairNumber={detail} />
  ) : (
    <RepairList account={account} />
  );
}
