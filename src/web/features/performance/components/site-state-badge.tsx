import { useIntl } from 'react-intl';
import type { TSiteState } from '../../../../shared/contracts/performance.ts';
import { siteStateMessages } from '../../../../shared/i18n/performance-messages.ts';
import { SITE_STATE_COLORS } from '../../../ui/map/site-states.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';

/** A site's state as a badge: its word in its state's colour. */
export function SiteStateBadge(props: { state: TSiteState; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return (
    <StatusBadge
      color={SITE_STATE_COLORS[props.state].mantine}
      label={intl.formatMessage(siteStateMessages[props.state])}
      size={props.size}
      testId={`site-state-${props.state}`}
    />
  );
}
