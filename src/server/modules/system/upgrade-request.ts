import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { translate } from '../../platform/i18n.ts';
import { CASE_CATEGORIES } from '../../../shared/contracts/cases.ts';
import type { TUpgradeRequestBody } from '../../../shared/contracts/system.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { upgradeTargets } from '../../../shared/domain/system-releases.ts';
import { systemServerMessages as m } from '../../../shared/i18n/system-messages.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { createCase } from '../cases/create-case.ts';
import { accountSystemOf } from './system-overview.ts';

function refuse(path: string, id: string, detail: string): never {
  throw new AppError('ServerValidation.400WrongParams', { detail, fields: [{ path, message: { id } }] });
}

/**
 * POST /mapi/system/upgrade-requests: an upgrade of the account's system to a later release of the
 * same system, asked for through a Technical Request case (category TechSupport) made by the cases
 * module's own creation (its checks, priority, audit and e-mail). The case text is written in the
 * asking user's language; the answer is the new case's number.
 */
export async function requestUpgrade(
  ctx: TAppContext,
  req: FastifyRequest,
  scope: TAccountScope,
  body: TUpgradeRequestBody,
  locale: TLocale,
): Promise<{ caseNumber: string }> {
  const { system } = await accountSystemOf(ctx, scope);
  if (!system) throw new AppError('ServerValidation.404NotFound', { detail: `account ${scope.accountId} has no system` });
  const targets = upgradeTargets(system.systemName, system.currentVersion);
  if (!body.targetRelease) refuse('body.targetRelease', validationMessages.mandatory.id, 'no target release');
  if (!targets.includes(body.targetRelease)) {
    refuse('body.targetRelease', m.notLaterRelease.id, `${body.targetRelease} is not a later release of ${system.systemName}`);
  }
  const values = { system: system.systemName, from: system.currentVersion, to: body.targetRelease };
  const lines = [
    translate(locale, m.upgradeDescription.id, values),
    body.preferredDate ? translate(locale, m.upgradePreferredDate.id, { date: body.preferredDate }) : '',
    body.notes ?? '',
  ].filter(Boolean);
  const created = await createCase(ctx, req, scope, {
    account_id: scope.accountId,
    category: CASE_CATEGORIES.TechSupport,
    caseType: 'Technical Request',
    title: translate(locale, m.upgradeTitle.id, values).slice(0, 120),
    description: lines.join('\n\n').slice(0, 4000),
  });
  return { caseNumber: created.caseNumber };
}
