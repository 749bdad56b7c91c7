import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { ui } from '../../../hooks/use-ui-store';

/**
 * Click handler for side-menu links: following a link to the page already shown does nothing
 * (no duplicate history entry, no scroll jump); any link closes the mobile drawer.
 */
export function useNavClick() {
  const location = useLocation();
  return (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    ui.setMobileNav(false);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    if (to === location.pathname + location.search) event.preventDefault();
  };
}
