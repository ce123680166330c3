/**
 * Zod-free on purpose: the employee front's first script imports this barrel, and zod (~50 KiB gzip)
 * must load only with the tool form. The request schemas (zod) are imported from their own modules,
 * the UIs' tool forms included: `@contracts/requests/tool-form` (`toolFormViolations`).
 */
export * from './languages';
export * from './limits';
export * from './errors';
export * from './submission-keys';
export * from './settings';
export * from './user';
export * from './text';
export * from './tool-rules';
export * from './logo-colour';
export * from './csv';
export * from './category-rules';
export * from './subsidiary-rules';
export * from './simple-rest-list';
export * from './jobs';
export * from './usage';
export * from './api-tokens';
export * from './announcement-rules';
export * from './field-violation';
// The wire entities' types only: their zod schemas stay in `wire/` for the server and the tests.
export type { CategoryWire, CategoryWithAppsWire, DirectoryGroup, DirectoryGroupDetail, DirectoryPerson, ToolCard, ToolWire } from './wire/entities';
export * from './design-tokens';
export * from './display-date';
export * from './permissions';
export * from './tool-visibility';
export * from './tool-access';
export * from './directory-search';
export * from './new-label';
export * from './early-calls';
export type { AdminToolRecord, ToolBody, ToolForEditing, ToolLogo, ToolName } from './wire/tools';
export type { ExtraValidationView, ValidationView } from './wire/validations';
export type { AdminConfig } from './wire/admin-config';
export type { DeletionGuard, ImportCounts, ImportFileKind, ImportRejection, ImportReport, ImportSettingsView, ImportStarted, ImportState } from './wire/import-report';
export * from './tool-status-rules';
export * from './access-request-rules';
