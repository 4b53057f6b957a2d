import type { FastifyRequest } from 'fastify';
import type { TRole } from '../../shared/domain/accounts.ts';
import { requireAccount, requireAllAccountsStaff, type TAuth } from './session-context.ts';

declare const checkedAccount: unique symbol;

/**
 * An account the acting user was checked for on this request (`requireAccount`: signed in, terms
 * accepted, holds the account with at least the given role). Only `accountScope` makes one, so an
 * account-scoped query that takes a TAccountScope cannot run unchecked.
 */
export interface TAccountScope {
  /** '' in the scope of every account (`everyAccountScope`). */
  readonly accountId: string;
  readonly auth: TAuth;
  /** Vendor staff with access to all accounts, reading a list over every account. */
  readonly everyAccount?: true;
  readonly [checkedAccount]: true;
}

/** Checks the account on the server (403 when foreign) and returns the scope every query needs. */
export function accountScope(req: FastifyRequest, accountId: string, minRole: TRole = 'Guest'): TAccountScope {
  const auth = requireAccount(req, accountId, minRole);
  return { accountId, auth } as TAccountScope;
}

/**
 * The scope of a list over every account (alerts, sends): vendor staff with access to all
 * accounts only (403 for anyone else). Account-scoped queries given it match no account.
 */
export function everyAccountScope(req: FastifyRequest): TAccountScope {
  const auth = requireAllAccountsStaff(req);
  return { accountId: '', auth, everyAccount: true } as TAccountScope;
}
