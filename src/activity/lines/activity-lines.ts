import type { Type } from '@nestjs/common';
import type { ImportCounts } from '../../import/import.public';
import {
  AccessGrantEndedEvent,
  AccessGrantsEndedEvent,
  type EndedGrant,
  grantFactKey,
  AccessRequestDecidedEvent,
  AccessRequestedEvent,
  AccessRequestWithdrawnEvent,
} from '../../access-requests/events/access-events';
import { ApiTokenCreatedEvent } from '../../api-tokens/events/api-token-created.event';
import { ApiTokenRevokedEvent } from '../../api-tokens/events/api-token-revoked.event';
import { ConsistencyRepairedEvent } from '../../approvals/consistency/consistency-repaired.event';
import { ExtraValidationAcceptedEvent } from '../../approvals/events/extra-validation-accepted.event';
import { ExtraValidationRejectedEvent } from '../../approvals/events/extra-validation-rejected.event';
import { ExtraValidationRemovedEvent } from '../../approvals/events/extra-validation-removed.event';
import { ExtraValidationRequestedEvent } from '../../approvals/events/extra-validation-requested.event';
import { ValidationAcceptedEvent } from '../../approvals/events/validation-accepted.event';
import { ValidationRejectedEvent } from '../../approvals/events/validation-rejected.event';
import { ValidationRequestedEvent } from '../../approvals/events/validation-requested.event';
import { CategoriesImportedEvent } from '../../categories/events/categories-imported.event';
import { CategoryCreatedEvent } from '../../categories/events/category-created.event';
import { CategoryDeletedEvent } from '../../categories/events/category-deleted.event';
import { CategoryUpdatedEvent } from '../../categories/events/category-updated.event';
import { DefaultToolAddedEvent } from '../../defaults/events/default-tool-added.event';
import { DefaultToolMovedEvent } from '../../defaults/events/default-tool-moved.event';
import { DefaultToolRemovedEvent } from '../../defaults/events/default-tool-removed.event';
import { DefaultToolUpdatedEvent } from '../../defaults/events/default-tool-updated.event';
import { DirectoryProvisionedEvent, type ProvisioningAction } from '../../directory/directory.public';
import { UserUpdatedByAdminEvent } from '../../directory/events/user-updated-by-admin.event';
import { DirectoryImportedEvent } from '../../import/events/directory-imported.event';
import { FooterUpdatedEvent } from '../../settings/events/footer-updated.event';
import { SettingsUpdatedEvent } from '../../settings/events/settings-updated.event';
import { SubsidiaryCreatedEvent } from '../../subsidiaries/events/subsidiary-created.event';
import { SubsidiaryDeletedEvent } from '../../subsidiaries/events/subsidiary-deleted.event';
import { SubsidiaryUpdatedEvent } from '../../subsidiaries/events/subsidiary-updated.event';
import { ToolDeletedEvent } from '../../tools/events/tool-deleted.event';
import { ToolEditedEvent } from '../../tools/events/tool-edited.event';
import { ToolSubmittedEvent } from '../../tools/events/tool-submitted.event';
import { ToolsBulkEditedEvent } from '../../tools/events/tools-bulk-edited.event';
import { line } from './activity-line';
import {
  apiTokenTarget,
  categoryLabel,
  categoryTarget,
  changeKind,
  count,
  defaultToolDetails,
  defaultToolLabel,
  defaultToolTarget,
  subsidiaryTarget,
  toolLabel,
  toolTarget,
} from './line-targets';

/** The catalogue: tools created, edited, deleted. */
const catalogue = [
  line(ToolSubmittedEvent, (event) => ({
    action: 'tools.tool.submitted',
    message: `${event.by.fullname} created the tool "${toolLabel(event.tool)}" (${event.validationId ? 'awaiting approval' : 'published'})`,
    actor: event.by,
    target: toolTarget(event.tool),
    details: { validationId: event.validationId },
  })),
  line(ToolEditedEvent, (event) => ({
    action: 'tools.tool.edited',
    message:
      `${event.by.fullname} edited the tool "${toolLabel(event.tool)}"` +
      (event.fields.length ? ` (${event.fields.join(', ')})` : '') +
      (event.validationId ? ', awaiting approval' : ''),
    actor: event.by,
    target: toolTarget(event.tool),
    details: { fields: event.fields, validationId: event.validationId },
  })),
  line(ToolDeletedEvent, (event) => ({
    action: 'tools.tool.deleted',
    message: `${event.by.fullname} deleted the tool "${toolLabel(event.tool)}"`,
    actor: event.by,
    target: toolTarget(event.tool),
  })),
  line(ToolsBulkEditedEvent, (event) => {
    const added = [
      event.added.managers.length ? count(event.added.managers.length, 'manager', 'managers') : '',
      event.added.users.length ? count(event.added.users.length, 'viewer', 'viewers') : '',
    ].filter(Boolean);
    const tools = count(event.toolIds.length, 'tool', 'tools');
    return {
      action: 'tools.tools.bulk_edited',
      message: `${event.by.fullname} added ${added.join(' and ') || 'nothing'} to ${tools}`,
      actor: event.by,
      target: { kind: 'tools', label: tools },
      details: { toolIds: event.toolIds, added: event.added },
    };
  }),
];

/** An administrator's decision on a request: accepted and rejected lines differ only by the outcome's words. */
function decisionLine<E extends ValidationAcceptedEvent | ValidationRejectedEvent>(event: Type<E>, outcome: 'accepted' | 'rejected', verb: string) {
  return line(event, (decided) => ({
    action: `approvals.validation.${outcome}`,
    message: `${decided.by.fullname} ${verb} the ${changeKind(decided.kind)} of the tool "${toolLabel(decided.tool)}" by ${decided.editor.fullname}`,
    actor: decided.by,
    target: toolTarget(decided.tool),
    details: { validationId: decided.validationId, kind: decided.kind, editor: decided.editor },
  }));
}

/** The approval workflow, extra approvals and the reconciler's repairs. */
const approvals = [
  line(ValidationRequestedEvent, (event) => ({
    action: 'approvals.validation.requested',
    message: `${event.editor.fullname} asked for approval of the ${changeKind(event.kind)} of the tool "${toolLabel(event.tool)}"`,
    actor: event.editor,
    target: toolTarget(event.tool),
    details: { validationId: event.validationId, kind: event.kind },
  })),
  decisionLine(ValidationAcceptedEvent, 'accepted', 'approved'),
  decisionLine(ValidationRejectedEvent, 'rejected', 'rejected'),
  line(ExtraValidationRequestedEvent, (event) => ({
    action: 'approvals.extra_validation.requested',
    message: `${event.askedBy.fullname} asked ${event.validator.type === 'group' ? `the group ${event.validator.name}` : event.validator.name} for an extra approval of the tool "${toolLabel(event.tool)}"`,
    actor: event.askedBy,
    target: toolTarget(event.tool),
    details: { validationId: event.validationId, validator: event.validator },
  })),
  line(ExtraValidationAcceptedEvent, (event) => ({
    action: 'approvals.extra_validation.accepted',
    message: `${event.by.fullname} accepted the extra approval of the tool "${toolLabel(event.tool)}" asked by ${event.askedBy.fullname}`,
    actor: event.by,
    target: toolTarget(event.tool),
    details: { validationId: event.validationId, validator: event.validator, askedBy: event.askedBy },
  })),
  line(ExtraValidationRejectedEvent, (event) => ({
    action: 'approvals.extra_validation.rejected',
    message: `${event.by.fullname} rejected the extra approval of the tool "${toolLabel(event.tool)}" asked by ${event.askedBy.fullname}: ${event.message}`,
    actor: event.by,
    target: toolTarget(event.tool),
    details: { validationId: event.validationId, validator: event.validator, askedBy: event.askedBy, reason: event.message },
  })),
  line(ExtraValidationRemovedEvent, (event) => ({
    action: 'approvals.extra_validation.removed',
    message: `${event.by.fullname} cancelled the extra approval of the tool "${toolLabel(event.tool)}" asked from ${event.validator.name}`,
    actor: event.by,
    target: toolTarget(event.tool),
    details: { validationId: event.validationId, validator: event.validator },
  })),
  // A repair by the reconciler, with no person behind it. A category's repair carries the category as its `tool`.
  line(ConsistencyRepairedEvent, (event) => {
    const category = event.kind === 'unfinished-category-deletion';
    const label = toolLabel(event.tool);
    return {
      action: 'system.consistency.repaired',
      message: `The reconciler ${event.repair} (${category ? 'category' : 'tool'} "${label}")`,
      actor: null,
      target: category ? { kind: 'category', id: event.tool.toolId, label } : toolTarget(event.tool),
      details: { kind: event.kind, validationId: event.validationId },
    };
  }),
];

/** Subsidiaries, categories and default tools. */
const referenceData = [
  line(SubsidiaryCreatedEvent, (event) => ({
    action: 'subsidiaries.subsidiary.created',
    message: `${event.by.fullname} added the subsidiary "${event.subsidiary.name}" (${event.companies.join(', ')})`,
    actor: event.by,
    target: subsidiaryTarget(event.subsidiary),
    details: { companies: event.companies },
  })),
  line(SubsidiaryUpdatedEvent, (event) => {
    const changes = [
      ...(event.previousName !== event.subsidiary.name ? [`renamed it from "${event.previousName}"`] : []),
      ...(event.addedCompanies.length ? [`added ${event.addedCompanies.join(', ')}`] : []),
      ...(event.removedCompanies.length ? [`removed ${event.removedCompanies.join(', ')}`] : []),
    ];
    return {
      action: 'subsidiaries.subsidiary.updated',
      message: `${event.by.fullname} edited the subsidiary "${event.subsidiary.name}"${changes.length ? `: ${changes.join('; ')}` : ''}`,
      actor: event.by,
      target: subsidiaryTarget(event.subsidiary),
      details: { previousName: event.previousName, addedCompanies: event.addedCompanies, removedCompanies: event.removedCompanies },
    };
  }),
  line(SubsidiaryDeletedEvent, (event) => ({
    action: 'subsidiaries.subsidiary.deleted',
    message: `${event.by.fullname} deleted the subsidiary "${event.subsidiary.name}"`,
    actor: event.by,
    target: subsidiaryTarget(event.subsidiary),
  })),
  line(CategoryCreatedEvent, (event) => ({
    action: 'categories.category.created',
    message: `${event.by.fullname} added the category "${categoryLabel(event.category)}"`,
    actor: event.by,
    target: categoryTarget(event.category),
  })),
  line(CategoryUpdatedEvent, (event) => ({
    action: 'categories.category.updated',
    message: `${event.by.fullname} edited the category "${categoryLabel(event.category)}" (${event.changedFields.join(', ')})`,
    actor: event.by,
    target: categoryTarget(event.category),
    details: { fields: event.changedFields },
  })),
  line(CategoryDeletedEvent, (event) => ({
    action: 'categories.category.deleted',
    message: `${event.by.fullname} deleted the category "${categoryLabel(event.category)}" (${count(event.toolCount, 'tool', 'tools')} no longer in it)`,
    actor: event.by,
    target: categoryTarget(event.category),
    details: { toolCount: event.toolCount },
  })),
  line(CategoriesImportedEvent, (event) => ({
    action: 'categories.imported',
    message: `${event.by.fullname} imported categories (${event.created} created, ${event.updated} updated)`,
    actor: event.by,
    target: { kind: 'categories', id: 'import', label: 'categories' },
    details: { created: event.created, updated: event.updated },
  })),
  line(DefaultToolAddedEvent, (event) => ({
    action: 'defaults.default_tool.added',
    message: `${event.by.fullname} added the default tool "${defaultToolLabel(event.defaultTool)}" at position ${event.position}`,
    actor: event.by,
    target: defaultToolTarget(event.defaultTool),
    details: { ...defaultToolDetails(event.defaultTool), position: event.position },
  })),
  line(DefaultToolUpdatedEvent, (event) => ({
    action: 'defaults.default_tool.updated',
    message: `${event.by.fullname} updated the default tool "${defaultToolLabel(event.defaultTool)}" (${event.fields.join(', ')})`,
    actor: event.by,
    target: defaultToolTarget(event.defaultTool),
    details: { ...defaultToolDetails(event.defaultTool), fields: event.fields },
  })),
  line(DefaultToolRemovedEvent, (event) => ({
    action: 'defaults.default_tool.removed',
    message: `${event.by.fullname} removed the default tool "${defaultToolLabel(event.defaultTool)}"`,
    actor: event.by,
    target: defaultToolTarget(event.defaultTool),
    details: defaultToolDetails(event.defaultTool),
  })),
  line(DefaultToolMovedEvent, (event) => ({
    action: 'defaults.default_tool.moved',
    message: `${event.by.fullname} moved the default tool "${defaultToolLabel(event.defaultTool)}" from position ${event.from} to ${event.to}`,
    actor: event.by,
    target: defaultToolTarget(event.defaultTool),
    details: { ...defaultToolDetails(event.defaultTool), from: event.from, to: event.to },
  })),
];

/** The configuration, the footer and the directory. */
const settingsAndDirectory = [
  line(SettingsUpdatedEvent, (event) => ({
    action: 'settings.config.updated',
    message: `${event.actor.fullname} updated the configuration (${event.fields.join(', ')})`,
    actor: event.actor,
    target: { kind: 'settings', id: 'config', label: 'configuration' },
    details: { fields: event.fields },
  })),
  line(FooterUpdatedEvent, (event) => ({
    action: 'settings.footer.updated',
    message: `${event.actor.fullname} updated the footer (${event.languages.join(', ') || 'emptied'})`,
    actor: event.actor,
    target: { kind: 'settings', id: 'footer', label: 'footer' },
    details: { languages: event.languages },
  })),
  line(UserUpdatedByAdminEvent, (event) => ({
    action: 'directory.user.updated',
    message: `${event.actor.fullname} updated ${event.user.fullname} (${event.fields.join(', ')})`,
    actor: event.actor,
    target: { kind: 'user', id: event.user.userId, label: event.user.fullname },
    details: { fields: event.fields },
  })),
  line(DirectoryImportedEvent, (event) => {
    const who = event.actor ? `${event.actor.fullname} imported the directory` : 'The nightly directory import ran';
    const parts = [importSummary('users', event.users), importSummary('groups', event.services)].filter(Boolean);
    return {
      action: 'directory.imported',
      message: `${who}: ${parts.join('; ')}`,
      actor: event.actor,
      target: { kind: 'directory', id: event.jobId, label: 'directory import' },
      details: { source: event.source, users: event.users, services: event.services },
    };
  }),
];

/** Tokens for programs. */
const apiTokens = [
  line(ApiTokenCreatedEvent, (event) => ({
    action: 'api_tokens.token.created',
    message: `${event.by.fullname} created the API token "${event.token.name}" (${event.scopes.join(', ')}), expiring ${event.expiresAt.slice(0, 10)}`,
    actor: event.by,
    target: apiTokenTarget(event.token),
    details: { scopes: event.scopes, expiresAt: event.expiresAt },
  })),
  line(ApiTokenRevokedEvent, (event) => ({
    action: 'api_tokens.token.revoked',
    message: `${event.by.fullname} revoked the API token "${event.token.name}"`,
    actor: event.by,
    target: apiTokenTarget(event.token),
  })),
];

const PROVISIONING_VERBS: Record<ProvisioningAction, string> = {
  'user.created': 'created the person',
  'user.updated': 'updated the person',
  'user.deactivated': 'deactivated the person',
  'user.reactivated': 'reactivated the person',
  'user.deleted': 'deleted the person',
  'group.created': 'created the group',
  'group.updated': 'updated the group',
  'group.members-changed': 'changed the members of the group',
  'group.deleted': 'deleted the group',
};

/** SCIM's changes: who is the API token (by name), never a person. */
const provisioning = [
  line(DirectoryProvisionedEvent, (event) => {
    const { added, removed, fields } = event.details;
    const counts = event.action === 'group.members-changed' ? ` (+${added ?? 0}, -${removed ?? 0})` : fields?.length ? ` (${fields.join(', ')})` : '';
    return {
      action: `directory.scim.${event.action}`,
      message: `API token "${event.token.name}" (SCIM) ${PROVISIONING_VERBS[event.action]} ${event.target.label}${counts}`,
      actor: null,
      target: { kind: event.target.kind, id: event.target.id, label: event.target.label },
      details: { token: event.token, ...event.details },
    };
  }),
];

function importSummary(label: string, counts: ImportCounts | null): string {
  if (!counts) return '';
  return `${label} ${counts.created} created, ${counts.updated} updated, ${counts.deleted} marked deleted, ${counts.rejected} rejected of ${counts.read} rows`;
}

/**
 * Every event the activity log records, and the line it becomes. A module that wants its changes
 * logged adds a row here; `RecordActivityHandler` listens to exactly these events.
 */
/** Access requests: asked, decided or granted directly, withdrawn, ended. */
const WITHDRAWAL_CAUSES: Record<AccessRequestWithdrawnEvent['cause'], string> = {
  requester: 'by the requester',
  'not-requestable': 'as the tool can no longer be requested',
  'tool-deleted': 'as the tool was deleted',
};
const until = (endsAt: string | null) => (endsAt ? ` until ${endsAt.slice(0, 10)}` : ' without end');
const endedLine = (grant: EndedGrant) => ({
  action: 'access.grant.ended',
  message: `${grant.holder.fullname}'s access to the tool "${toolLabel(grant.tool)}" ended (${grant.endsAt.slice(0, 10)})`,
  actor: null,
  target: toolTarget(grant.tool),
  details: { grantId: grant.grantId, holder: grant.holder.userId },
});
const accessRequests = [
  line(AccessRequestedEvent, (event) => ({
    action: 'access.request.created',
    message: `${event.requester.fullname} asked for access to the tool "${toolLabel(event.tool)}"`,
    actor: event.requester,
    target: toolTarget(event.tool),
    details: { requestId: event.requestId },
  })),
  line(AccessRequestDecidedEvent, (event) => ({
    action: event.direct ? 'access.grant.direct' : `access.request.${event.decision}`,
    message: event.direct
      ? `${event.by.fullname} granted ${event.requester.fullname} access to the tool "${toolLabel(event.tool)}"${until(event.endsAt)}`
      : event.decision === 'granted'
        ? `${event.by.fullname} granted ${event.requester.fullname}'s request for the tool "${toolLabel(event.tool)}"${until(event.endsAt)}`
        : `${event.by.fullname} refused ${event.requester.fullname}'s request for the tool "${toolLabel(event.tool)}": ${event.reason ?? ''}`,
    actor: event.by,
    target: toolTarget(event.tool),
    details: { requestId: event.requestId, requester: event.requester.userId, endsAt: event.endsAt },
  })),
  line(AccessRequestWithdrawnEvent, (event) => ({
    action: 'access.request.withdrawn',
    message: `${event.requester.fullname}'s request for the tool "${toolLabel(event.tool)}" was withdrawn ${WITHDRAWAL_CAUSES[event.cause]}`,
    actor: event.cause === 'requester' ? event.requester : null,
    target: toolTarget(event.tool),
    details: { requestId: event.requestId, cause: event.cause },
  })),
  line(AccessGrantEndedEvent, (event) => endedLine(event)),
  // A line a grant, with the id the one-grant event's line had: a grant's end is logged once, whichever event tells it.
  line(AccessGrantsEndedEvent, (event) => event.grants.map((grant) => ({ ...endedLine(grant), fact: { key: grantFactKey(grant.grantId, new Date(grant.endsAt), 'ended'), at: new Date(grant.endsAt) } }))),
];

export const ACTIVITY_LINES = [...catalogue, ...approvals, ...referenceData, ...settingsAndDirectory, ...apiTokens, ...provisioning, ...accessRequests];
