import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page (spec 000 section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
