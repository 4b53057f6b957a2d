import { portalTextMessages as m } from '../../../../shared/i18n/portal-text-messages.ts';
import { administrationScreenMessages } from '../screens.ts';
import { PortalTextsPage } from './admin-texts-pages.tsx';

/** Route module of Administration > Custom top banner (vendor staff with access to all accounts). */
export function Component() {
  return <PortalTextsPage title={administrationScreenMessages.adminTopBanner} subtitle={m.bannerSubtitle} keys={['topBanner']} />;
}
