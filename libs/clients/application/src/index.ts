export { CLIENTS_PLATFORM, type ClientsPlatform } from './clients-platform';
export { ClientsModule, clientsProjectors } from './clients.module';
export { CLIENTS, clientsProjector, type ClientDoc } from './projections/clients/clients.projector';
export { SETTINGS_HISTORY, settingsHistoryProjector, type SettingsHistoryDoc } from './projections/settings-history/settings-history.projector';
