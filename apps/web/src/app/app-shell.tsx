import { Outlet, ScrollRestoration } from 'react-router-dom';
import { usePageViewTracking } from '../lib/analytics/use-page-view-tracking';

/** Root of every route: page-view tracking and scroll handling (top on navigation, or the #hash target). */
export function AppShell() {
  usePageViewTracking();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
