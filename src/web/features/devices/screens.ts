import { defineMessages } from '../../../shared/i18n/define.ts';
import { both, tech, user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const deviceScreenMessages = defineMessages({
  deviceManagement: { id: 'Nav.deviceManagement', defaultMessage: 'Device management' },
  radioCentralDevices: { id: 'Nav.radioCentralDevices', defaultMessage: 'RadioCentral devices' },
  radioCentralJobs: { id: 'Nav.radioCentralJobs', defaultMessage: 'RadioCentral jobs' },
  thirdPartyDevices: { id: 'Nav.thirdPartyDevices', defaultMessage: 'Third-party devices' },
  apxConfig: { id: 'Nav.apxConfig', defaultMessage: 'APX configuration' },
  hostedRm: { id: 'Nav.hostedRm', defaultMessage: 'Hosted radio management' },
});

/** Devices (not built yet). */
export const deviceScreens = defineScreens([
  {
    key: 'DeviceManagement',
    path: 'DeviceManagement/Devices/:detail?',
    title: deviceScreenMessages.deviceManagement,
    group: 'devices',
    order: 10,
    visible: both(tech('mototrbo', 'lte', 'wave'), user),
    areaIndex: 'DeviceManagement',
  },
  {
    key: 'RadioCentralDevices',
    path: 'DeviceManagement/RadioCentral/Devices',
    title: deviceScreenMessages.radioCentralDevices,
    group: 'devices',
    order: 20,
    visible: both(tech('astro', 'mototrbo'), user),
  },
  {
    key: 'RadioCentralJobs',
    path: 'DeviceManagement/RadioCentral/Jobs',
    title: deviceScreenMessages.radioCentralJobs,
    group: 'devices',
    order: 30,
    visible: both(tech('astro', 'mototrbo'), user),
  },
  {
    key: 'ThirdPartyDevices',
    path: 'DeviceManagement/ThirdPartyDevices',
    title: deviceScreenMessages.thirdPartyDevices,
    group: 'devices',
    order: 40,
    visible: both(tech('mototrbo', 'lte', 'wave'), user),
  },
  {
    key: 'ApxConfig',
    path: 'DeviceManagement/ApxConfig',
    title: deviceScreenMessages.apxConfig,
    group: 'devices',
    order: 50,
    visible: both(tech('astro'), user),
  },
  {
    key: 'HostedRM',
    path: 'DeviceManagement/HostedRM',
    title: deviceScreenMessages.hostedRm,
    group: 'devices',
    order: 60,
    visible: both(tech('mototrbo'), user),
  },
]);
