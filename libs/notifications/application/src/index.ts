export { NOTIFICATIONS_PLATFORM, type NotificationsPlatform } from './notifications-platform';
export { NotificationsModule, notificationsProjectors } from './notifications.module';
export { ALERTS, ALERTS_PROJECTOR, ALERT_READS, type AlertDoc } from './projections/alerts/alerts.projector';
export { AlertsProcessManager, type AlertsProcessManagerOptions, type AlertMailer } from './process-manager/alerts-process-manager';
export { AlertsProcessManagerService } from './process-manager/alerts-process-manager.service';
export { ALERTS_PROCESS_MANAGER, PM_CLIENTS, PM_DAYS, PM_USERS } from './process-manager/alerts-state';
