import { STATIC_TEXT_KEYS } from '../../../../shared/contracts/portal-texts.ts';
import { portalTextMessages as m } from '../../../../shared/i18n/portal-text-messages.ts';
import { administrationScreenMessages } from '../screens.ts';
import { PortalTextsPage } from './admin-texts-pages.tsx';

/** Route module of Administration > Update static text: the sign-in notice, dashboard welcome, support contact. */
export function Component() {
  return <PortalTextsPage title={administrationScreenMessages.adminStaticText} subtitle={m.staticSubtitle} keys={STATIC_TEXT_KEYS} />;
}
