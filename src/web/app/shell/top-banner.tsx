import { Alert } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { portalTextMessages as m } from '../../../shared/i18n/portal-text-messages.ts';
import { changedSince, useLivePortalTexts, usePortalTexts } from '../../lib/use-portal-texts.ts';
import { RenderedHtml } from '../../ui/rendered-html.tsx';

/** The banner version this tab's session hid (its `updatedAt`): a changed banner shows again. */
const HIDDEN_KEY = 'portal.topBannerHidden';

/**
 * The custom top banner (spec section 2), at the top of every page for every account while staff
 * keep it on; a user may hide it for the session, until staff change it. A change shows without a
 * reload (live events 'banner' and 'static-text' refresh every text).
 */
export function TopBanner(props: { accountId: string }) {
  const intl = useIntl();
  useLivePortalTexts(props.accountId);
  const texts = usePortalTexts();
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDDEN_KEY));
  const banner = texts.data?.topBanner;
  if (!banner || !changedSince(banner.updatedAt, hidden)) return null;
  return (
    <Alert
      component="section"
      aria-label={intl.formatMessage(m.bannerRegion)}
      color="blue"
      variant="light"
      icon={<IconSpeakerphone aria-hidden />}
      withCloseButton
      closeButtonLabel={intl.formatMessage(m.hideBanner)}
      onClose={() => {
        sessionStorage.setItem(HIDDEN_KEY, banner.updatedAt);
        setHidden(banner.updatedAt);
      }}
      mb="md"
      data-testid="top-banner"
    >
      <RenderedHtml html={banner.html} testId="top-banner-text" />
    </Alert>
  );
}
