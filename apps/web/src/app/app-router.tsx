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
      { path: '/auth', ...page(() => import('../features/auth/pages/auth-page').then((m) => m.AuthPage)) },
      { path: '/auth/confirm', ...page(() => import('../features/auth/pages/confirm-page').then((m) => m.ConfirmPage)) },
      { path: '/auth/forgot', ...page(() => import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage)) },
      { path: '/auth/reset', ...page(() => import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage)) },
      // The stop link of an e-mail change: public, since the old address's owner may not be signed in.
      {
        path: '/account/email-change/stop',
        ...page(() => import('../features/account/pages/stop-email-change-page').then((m) => m.StopEmailChangePage)),
      },
      // Routes that talk GraphQL share a lazily loaded client.
      {
        ...page(() => import('./graphql-scope').then((m) => m.GraphqlScope)),
        children: [
          { path: '/book-demo', ...page(() => import('./routes/book-demo-page').then((m) => m.BookDemoPage)) },
          { path: '/contact', ...page(() => import('./routes/contact-page').then((m) => m.ContactPage)) },
          // Signed-in areas: the layout (sidebar, role rules) is the parent; each area's pages are its children.
          {
            path: '/dashboard',
            ...page(() => import('./layout/area-routes').then((m) => m.ClientArea)),
            children: [
              { index: true, ...page(() => import('../features/clients/pages/dashboard-page').then((m) => m.DashboardPage)) },
              { path: 'calls', ...page(() => import('../features/clients/pages/calls-page').then((m) => m.CallsPage)) },
              { path: 'appointments', ...page(() => import('../features/clients/pages/appointments-page').then((m) => m.AppointmentsPage)) },
              { path: 'messages', ...page(() => import('../features/clients/pages/messages-page').then((m) => m.MessagesPage)) },
              { path: 'settings', ...page(() => import('./routes/dashboard-settings-page').then((m) => m.DashboardSettingsPage)) },
              { path: 'billing', ...page(() => import('../features/clients/pages/billing-page').then((m) => m.BillingPage)) },
              {
                path: 'webhooks/:endpointId',
                ...page(() => import('../features/webhooks/pages/webhook-deliveries-page').then((m) => m.OwnerWebhookDeliveriesPage)),
              },
            ],
          },
          {
            path: '/admin',
            ...page(() => import('./layout/area-routes').then((m) => m.AdminArea)),
            children: [
              { index: true, ...page(() => import('../features/admin/pages/admin-overview-page').then((m) => m.AdminOverviewPage)) },
              { path: 'clients', ...page(() => import('../features/admin/pages/admin-clients-page').then((m) => m.AdminClientsPage)) },
              { path: 'analytics', ...page(() => import('../features/admin/pages/admin-analytics-page').then((m) => m.AdminAnalyticsPage)) },
              { path: 'events', ...page(() => import('../features/history/pages/event-explorer-page').then((m) => m.EventExplorerPage)) },
              { path: 'settings', ...page(() => import('../features/admin/pages/admin-settings-page').then((m) => m.AdminSettingsPage)) },
              { path: 'demo-requests', ...page(() => import('../features/leads/admin/pages/demo-requests-page').then((m) => m.DemoRequestsPage)) },
              { path: 'webhooks', ...page(() => import('../features/webhooks/pages/admin-webhooks-page').then((m) => m.AdminWebhooksPage)) },
              {
                path: 'webhooks/:endpointId',
                ...page(() => import('../features/webhooks/pages/webhook-deliveries-page').then((m) => m.AdminWebhookDeliveriesPage)),
              },
            ],
          },
          {
            path: '/account',
            ...page(() => import('./layout/area-routes').then((m) => m.AccountArea)),
            children: [{ index: true, ...page(() => import('../features/account/pages/account-page').then((m) => m.AccountPage)) }],
          },
        ],
      },
      { path: '*', ...page(() => import('../features/marketing/pages/not-found-page').then((m) => m.NotFoundPage)) },
    ],
  },
];

export const router = createBrowserRouter(routes);
