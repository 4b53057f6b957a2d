import { useOutletContext, useParams } from 'react-router';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { ContractDetail } from './contract-detail.tsx';
import { ContractList } from './contract-list.tsx';

/** Route module of Contracts/:detail? (the list, or one contract). */
export function Component() {
  const account = useOutletContext<TAccount>();
  const { detail } = useParams();
  return detail ? (
    <ContractDetail key={detail} account={account} contractNumber={detail} />
  ) : (
    <ContractList account={account} />
  );
}
