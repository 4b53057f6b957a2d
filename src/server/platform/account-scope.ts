import type { FastifyRequest } from 'fastify';
import type { TRole } from '../../shared/domain/accounts.ts';
import { requireAccount, type TAuth } from './session-context.ts';

declare const checkedAccount: unique symbol;

/**
 * An account the acting user was checked for on this request (`requireAccount`: signed in, terms
 * accepted, holds the account with at least the given role). Only `accountScope` makes one, so an
 * account-scoped query that takes a TAccountScope cannot run unchecked.
 */
export interface TAccountScope {
  readonly accountId: string;
  readonly auth: TAuth;
  readonly [checkedAccount]: true;
}

/** Checks the account on the server (403 when foreign) and returns the scope every query needs. */
export function accountScope(req: FastifyRequest, accountId: string, minRole: TRole = 'Guest'): TAccountScope {
  const auth = requireAccount(req, accountId, minRole);
  return { accountId, auth } as TAccountScope;
}
