export { CLIENTS_PLATFORM, type ClientsPlatform } from './clients-platform';
export { ClientsModule, clientsProjectors } from './clients.module';
export { CLIENTS, clientsProjector, type ClientDoc } from './projections/clients/clients.projector';
export { ADMIN_OVERVIEW, ADMIN_OVERVIEW_ID, type AdminOverviewDoc } from './projections/clients/admin-overview';
export { CLIENT_OWNERS, type ClientOwnerDoc } from './projections/clients/client-owners';
export { SETTINGS_HISTORY, settingsHistoryProjector, type SettingsHistoryDoc } from './projections/settings-history/settings-history.projector';
