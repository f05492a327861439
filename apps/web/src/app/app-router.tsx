import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './app-shell';

/** Route modules load on demand, so public pages never download the code of other areas. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}


export const routes: RouteObject[] = [
  {
    Component: AppShell,
    // Shown for the instant before the first route module has loaded.
    HydrateFallback: () => null,
    children: [
      { path: '/', ...page(() => import('../features/marketing/pages/landing-page').then((m) => m.LandingPage)) },
      { path: '/demo', ...page(() => import('../features/marketing/pages/demo-page').then((m) => m.DemoPage)) },
      { path: '/faq', ...page(() => import('../features/marketing/pages/faq-page').then((m) => m.FaqPage)) },
      { path: '/thank-you', ...page(() => import('../features/marketing/pages/thank-you-page').then((m) => m.ThankYouPage)) },
      { path: '/about', ...page(() => import('../features/marketing/pages/about-page').then((m) => m.AboutPage)) },
      { path: '/blog', ...page(() => import('../features/marketing/pages/blog-page').then((m) => m.BlogPage)) },
      { path: '/privacy', ...page(() => import('../features/marketing/pages/privacy-page').then((m) => m.PrivacyPage)) },
      { path: '/terms', ...page(() => import('../features/marketing/pages/terms-page').then((m) => m.TermsPage)) },
      { path: '*', ...page(() => import('../features/marketing/pages/not-found-page').then((m) => m.NotFoundPage)) },
    ],
  },
];

export const router = createBrowserRouter(routes);
