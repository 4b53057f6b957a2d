import { and, eq } from 'drizzle-orm';
import { deviceModels, devices, infrastructureSerials } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import type { TSerialLookupAnswer } from '../../../shared/contracts/repairs.ts';
import {
  fmCertificationOffered,
  isPastEndOfSupport,
  normalizeSerial,
} from '../../../shared/domain/repairs.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';

/**
 * The serial number lookup of a repair request (spec section 5, Repair; section 9, FM
 * certification), once the account is checked: an empty serial is 400 with 'Please specify serial
 * number'; else a device of the account (FM certification offered or not), an infrastructure
 * serial (to be repaired through an infrastructure repair), a device past its end of support
 * (blocked), or none: 404 with 'Device with given serial number not found, please contact
 * Customer Care'. Another account's serial is not found either.
 */
export async function lookUpSerial(
  ctx: TAppContext,
  scope: TAccountScope,
  rawSerial: string | undefined,
  now = new Date(),
): Promise<TSerialLookupAnswer> {
  const serial = normalizeSerial(rawSerial ?? '');
  if (serial === '') {
    throw new AppError('ServerValidation.400WrongParams', {
      detail: 'no serial number',
      fields: [{ path: 'querystring.serial', message: { id: validationMessages.serialNumber.id } }],
    });
  }
  const { db } = ctx.database;
  const [device] = await db
    .select({
      serial: devices.serial,
      receivedOn: devices.receivedOn,
      modelCode: deviceModels.modelCode,
      modelName: deviceModels.name,
      endOfSupport: deviceModels.endOfSupport,
      isRadio: deviceModels.isRadio,
      fmCertifiable: deviceModels.fmCertifiable,
    })
    .from(devices)
    .innerJoin(deviceModels, eq(deviceModels.modelCode, devices.modelCode))
    .where(and(eq(devices.serial, serial), eq(devices.accountId, scope.accountId)));
  if (device) {
    const today = now.toISOString().slice(0, 10);
    if (isPastEndOfSupport(device.endOfSupport, today)) {
      return {
        outcome: 'endOfSupport',
        serial,
        modelCode: device.modelCode,
        modelName: device.modelName,
        endOfSupport: device.endOfSupport!,
      };
    }
    return {
      outcome: 'device',
      serial,
      modelCode: device.modelCode,
      modelName: device.modelName,
      endOfSupport: device.endOfSupport,
      isRadio: device.isRadio,
      receivedOn: device.receivedOn,
      fmCertificationOffered: fmCertificationOffered(device, device.receivedOn),
    };
  }
  const [infrastructure] = await db
    .select({ serial: infrastructureSerials.serial, description: infrastructureSerials.description })
    .from(infrastructureSerials)
    .where(
      and(eq(infrastructureSerials.serial, serial), eq(infrastructureSerials.accountId, scope.accountId)),
    );
  if (infrastructure) return { outcome: 'infrastructure', serial, description: infrastructure.description };
  throw new AppError('ServerValidation.404NotFound', {
    detail: `serial ${serial}`,
    fields: [{ path: 'querystring.serial', message: { id: validationMessages.serialNotFound.id } }],
  });
}
