/**
 * What other modules may use of `tool-status`: the events of a declared and an ended maintenance. Nothing
 * reads its collections; the wall's tiles read the statuses through `GET toolStatuses`.
 */
export { MaintenanceDeclaredEvent } from './events/maintenance-declared.event';
export { MaintenanceEndedEvent } from './events/maintenance-ended.event';
