import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ui } from '../../hooks/use-ui-store';
import HomeRoute from './home';

/**
 * /help renders the home content with the help center open on top, at the #section
 * anchor when there is one (the first section otherwise). Closing it leaves the player on the
 * home content.
 */
export default function HelpRoute() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const section = hash ? decodeURIComponent(hash.slice(1)) : undefined;
    ui.openModal('help', section || undefined);
  }, [hash, key]);
  return <HomeRoute />;
}
