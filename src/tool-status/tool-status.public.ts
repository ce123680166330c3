/**
 * What other modules may use of `tool-status`: the event announcing a declared maintenance. Nothing reads
 * its collections; the wall's tiles read the statuses through `GET toolStatuses`.
 */
export { MaintenanceDeclaredEvent } from './events/maintenance-declared.event';
