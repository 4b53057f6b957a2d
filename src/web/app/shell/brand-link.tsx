import { Image } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.tsx';

/**
 * The portal's logo and name (PORTAL_LOGO_URL, PORTAL_NAME), leading to the dashboard. On narrow
 * screens the name is visually hidden but still names the link.
 */
export function BrandLink(props: { to: string }) {
  const environment = useSession().status!.environment;
  return (
    <Link to={props.to} className="brand-link" data-testid="brand-link">
      <Image src={environment.portalLogoUrl} alt="" w={28} h={28} fit="contain" />
      <span className="brand-name">{environment.portalName}</span>
    </Link>
  );
}
