import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { GroupCommit, groupedInserts } from '../../platform/database/group-commit';
import { faultPoint } from '../../platform/faults/fault-point';
import { Outbox, Staged } from '../../platform/outbox/outbox';
import { SessionStore } from '../../platform/sessions/session-store';
import { FindSubsidiaryOfCompanyQuery } from '../ports/find-subsidiary-of-company.query';
import { searchNamesOf } from '../search-names';
import { IndexRefresh } from '../search/index-refresh';
import { DirectoryIndex, IndexedUserRow } from '../search/index/directory-index';
import { Service } from '../service.schema';
import { DirectoryProvisionedEvent, ProvisioningAction } from './directory-provisioned.event';
import { DirectoryProvisioningReader, GROUP_FIELDS, groupOf } from './directory-provisioning.reader';
import { PERSON_FIELDS, personOf } from './provisioned-person';
import { ProvisionedGroup, ProvisionedGroupFields, ProvisionedPerson, ProvisionedPersonFields, ProvisioningActor, ProvisioningRefused } from './provisioning.types';
import { DirectoryStore } from '../directory-models';
import { GroupMemberChanges } from './group-member-changes';

const SCIM = 'scim';
/** Updates by `_id` in one command: FerretDB 1.24 hangs past ~40 matching statements (docs/decisions/ferretdb-in-development.md). */
const MEMBER_BATCH = 30;
/** How long a group's deletion waits for its member changes under way to be applied. */
const GROUP_DELETE_WAIT_MS = 30_000;
const OPTIONAL_PERSON_FIELDS = ['email', 'title', 'company', 'division', 'department', 'employee_number'] as const;

const logger = new Logger('DirectoryProvisioning');

/**
 * The changes an identity provider makes to the directory over SCIM: the same collections, search index,
 * caches and sessions as the import and the back-office, never a second directory. Every change is
 * idempotent under retry: its activity line is staged in the outbox and the people it touches are
 * named in an index-refresh intent before its first write; the writes set values (never toggle), so a
 * request repeated after a crash finishes what the first left, and the worker refreshes the index of
 * a change that was never retried.
 */
@Injectable()
export class DirectoryProvisioningCommands {
  /** People created by concurrent requests are inserted together (group commit, docs/decisions/scim-scale.md). */
  private readonly personInserts: GroupCommit<object>;

  constructor(
    private readonly store: DirectoryStore,
    private readonly reader: DirectoryProvisioningReader,
    private readonly queries: QueryBus,
    private readonly refresh: IndexRefresh,
    private readonly index: DirectoryIndex,
    private readonly sessions: SessionStore,
    private readonly outbox: Outbox,
    private readonly memberChanges: GroupMemberChanges,
  ) {
    this.personInserts = groupedInserts(this.store.users.collection);
  }

  async createPerson(fields: ProvisionedPersonFields, actor: ProvisioningActor): Promise<ProvisionedPerson> {
    await this.ensureLoginFree(fields.id_portal, null, true);
    const _id = new Types.ObjectId();
    const now = new Date();
    const doc = {
      ...(await this.personSet(fields, now)),
      _id,
      hermes_id: `${SCIM}:${_id}`,
      language: fields.language ?? 'en',
      created_time: now,
    };
    const id = String(_id);
    const event = this.event(actor, 'user.created', { kind: 'user', id, label: fields.fullname }, {});
    let stored: IndexedUserRow & Parameters<typeof personOf>[0];
    try {
      // No refresh intent: a retry of this POST meets its own login id and refreshes the entry (ensureLoginFree).
      // Defaults applied and validated as `create` would, then inserted with other requests' people.
      const person = new this.store.users(doc);
      await person.validate();
      stored = person.toObject();
      await this.outbox.around([this.staged(`user.${id}.created`, event)], () => this.personInserts.submit(stored));
      faultPoint('scim.user-create.after-insert');
      // The document as inserted, its defaults included: the index and the answer need no read of it.
      await this.refresh.afterWriteOf([stored]);
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      return this.reviveDeletedPerson(fields, actor);
    }
    // Best effort once stored (a retry would meet its own login, 409): a session of this login reads them disabled anyway.
    if (fields.disabled) await this.endSessions(fields.id_portal).catch((error: Error) => logger.warn(`sessions of ${fields.id_portal} not ended: ${error.message}`));
    return personOf(stored);
  }

  /** Every attribute set as given (a PUT, or a PATCH applied by the caller); answers the person as stored. */
  async updatePerson(id: string, fields: ProvisionedPersonFields, actor: ProvisioningActor): Promise<ProvisionedPerson> {
    const current = await this.reader.person(id);
    if (!current) throw new ProvisioningRefused('not-found', `User ${id} not found.`);
    if (current.id_portal.toLowerCase() !== fields.id_portal.toLowerCase()) await this.ensureLoginFree(fields.id_portal, id);
    if (fields.disabled && !current.disabled && current.is_administrator) await this.ensureAnotherAdministrator(id);
    const changed = changedFields(current, fields);
    if (changed.length) {
      const now = new Date();
      const set = await this.personSet(fields, now);
      const unset = Object.fromEntries(OPTIONAL_PERSON_FIELDS.filter((field) => fields[field] === undefined).map((field) => [field, '']));
      if (fields.external_id === undefined) unset.scim_external_id = '';
      for (const field of Object.keys(unset)) delete (set as Record<string, unknown>)[field];
      const action: ProvisioningAction = fields.disabled !== current.disabled ? (fields.disabled ? 'user.deactivated' : 'user.reactivated') : 'user.updated';
      const event = this.event(actor, action, { kind: 'user', id, label: fields.fullname }, { fields: changed });
      const key = `user.${id}.${(current.updated ?? now).getTime()}`;
      await this.index.forgetProvisioned([id]);
      await this.outbox.around([this.staged(key, event)], () => this.store.users.updateOne({ _id: new Types.ObjectId(id) }, Object.keys(unset).length ? { $set: set, $unset: unset } : { $set: set }));
      faultPoint('scim.user-update.after-write');
    }
    // Unchanged too: a retry after a crash between the write and its index update finishes it here.
    await this.refresh.afterWrite([id]);
    // Again on a repeated request: a crash may have come between the write and this.
    if (fields.disabled) await this.endSessions(current.id_portal, fields.id_portal);
    else if (current.id_portal !== fields.id_portal) await this.endSessions(current.id_portal);
    return (await this.reader.person(id))!;
  }

  /** Marked deleted as the file import does (never removed); their sessions end. */
  async deletePerson(id: string, actor: ProvisioningActor): Promise<void> {
    const current = await this.reader.person(id);
    if (!current) throw new ProvisioningRefused('not-found', `User ${id} not found.`);
    if (current.is_administrator && !current.disabled) await this.ensureAnotherAdministrator(id);
    const event = this.event(actor, 'user.deleted', { kind: 'user', id, label: current.fullname }, {});
    await this.index.forgetProvisioned([id]);
    await this.outbox.around([this.staged(`user.${id}.deleted`, event)], () =>
      this.refresh.around(`scim.user.${id}`, [id], () => this.store.users.updateOne({ _id: new Types.ObjectId(id) }, { $set: { deleted: true, updated_time: new Date() } })),
    );
    await this.endSessions(current.id_portal);
  }

  async createGroup(fields: ProvisionedGroupFields, actor: ProvisioningActor): Promise<ProvisionedGroup> {
    await this.ensureGroupNameFree(fields.title, null);
    const _id = new Types.ObjectId();
    const id = String(_id);
    const now = new Date();
    const doc = { _id, objectguid: `${SCIM}:${_id}`, guid: fields.title, ...groupSet(fields, now), created_time: now };
    const event = this.event(actor, 'group.created', { kind: 'group', id, label: fields.title }, {});
    try {
      // The document as inserted: the index and the answer need no read of it.
      await this.outbox.around([this.staged(`group.${id}.created`, event)], async () => {
        await this.store.groups.create(doc);
        await this.refresh.afterGroupWriteOf([doc]);
      });
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      return this.reviveDeletedGroup(fields, actor);
    }
    return groupOf(doc);
  }

  async updateGroup(id: string, fields: { title?: string; external_id?: string | null }, actor: ProvisioningActor): Promise<ProvisionedGroup> {
    const current = await this.reader.group(id);
    if (!current) throw new ProvisioningRefused('not-found', `Group ${id} not found.`);
    const title = fields.title ?? current.title;
    const externalId = fields.external_id === undefined ? current.external_id : (fields.external_id ?? undefined);
    if (title.toLowerCase() !== current.title.toLowerCase()) await this.ensureGroupNameFree(title, id);
    const changed = [...(title !== current.title ? ['displayName'] : []), ...(externalId !== current.external_id ? ['externalId'] : [])];
    if (!changed.length) return current;
    const event = this.event(actor, 'group.updated', { kind: 'group', id, label: title }, { fields: changed });
    const now = new Date();
    await this.outbox.around([this.staged(`group.${id}.${(current.updated ?? now).getTime()}`, event)], async () => {
      const set = groupSet({ title, external_id: externalId }, now);
      await this.store.groups.updateOne({ _id: new Types.ObjectId(id) }, externalId === undefined ? { $set: set, $unset: { scim_external_id: '' } } : { $set: set });
      await this.refresh.afterGroupWrite([id]);
    });
    return (await this.reader.group(id))!;
  }

  /**
   * Members added and removed by `_id` (people unknown or deleted are skipped when applied). With
   * `replaceWith`, the group's members become exactly those. Answers how many are added and removed once
   * the change is recorded, before the people's documents are written (GroupMemberChanges): every reader
   * of a person's groups sees it at once, and it is applied after any change of the group answered before.
   */
  async changeMembers(id: string, change: { add: Iterable<string>; remove: Iterable<string>; replaceWith?: Iterable<string> | null }, actor: ProvisioningActor) {
    const group = await this.reader.group(id);
    if (!group) throw new ProvisioningRefused('not-found', `Group ${id} not found.`);
    const counts = await this.memberChanges.inOrder(group, async (record) => {
      let add = validIds(change.add);
      let remove = validIds(change.remove);
      if (change.replaceWith) {
        // The members as they stand once every change answered before this one is applied.
        const wanted = new Set(validIds(change.replaceWith));
        const current = new Set((await this.reader.members(group)).map((member) => member._id));
        add = [...wanted].filter((member) => !current.has(member));
        remove = [...current].filter((member) => !wanted.has(member));
      }
      if (!add.length && !remove.length) return { added: 0, removed: 0 };
      const event = this.event(actor, 'group.members-changed', { kind: 'group', id, label: group.title }, { added: add.length, removed: remove.length });
      // Keyed by the request, not the moment: its retry after a crash stages the same line (one line).
      const key = `group.${id}.members.${requestHash(change.replaceWith ? { replaceWith: validIds(change.replaceWith) } : { add, remove })}`;
      await this.outbox.around([this.staged(key, event)], () => record({ add, remove }));
      return { added: add.length, removed: remove.length };
    });
    if (counts.added || counts.removed) this.memberChanges.applySoon(id);
    return counts;
  }

  /** Before a request's other writes when it also changes a group's members: refuses (Redis's error) if they could not be recorded now. */
  ensureMembersChangeable(): Promise<void> {
    return this.memberChanges.ensureRecordable();
  }

  /**
   * Marked deleted (never removed); its members lose it from their groups first, so a retry finds the rest.
   * Its pending member changes are applied first, and none is recorded after (GroupMemberChanges.close).
   */
  async deleteGroup(id: string, actor: ProvisioningActor): Promise<void> {
    const group = await this.reader.group(id);
    if (!group) throw new ProvisioningRefused('not-found', `Group ${id} not found.`);
    const done = await this.memberChanges.close(id, GROUP_DELETE_WAIT_MS, async (beforeWrite) => {
      const members = (await this.reader.members(group)).map((member) => member._id);
      const event = this.event(actor, 'group.deleted', { kind: 'group', id, label: group.title }, { removed: members.length });
      await this.outbox.around([this.staged(`group.${id}.deleted`, event)], () =>
        this.refresh.around(`scim.group.${id}.deleted`, members, async () => {
          const now = new Date();
          const pulls = members.map((member) => ({ updateOne: { filter: { _id: new Types.ObjectId(member) }, update: { $pull: { services: group.guid }, $set: { updated_time: now } } } }));
          await this.writeInBatches(pulls, beforeWrite);
          await beforeWrite();
          await this.store.groups.updateOne({ _id: new Types.ObjectId(id) }, { $set: { deleted: true, updated_time: now } });
          await this.refresh.afterGroupWrite([id]);
        }),
      );
    });
    if (!done) throw new ProvisioningRefused('busy', `The members of group ${id} are being changed; try again.`);
  }

  private async writeInBatches(ops: object[], beforeWrite: () => Promise<void>) {
    for (let start = 0; start < ops.length; start += MEMBER_BATCH) {
      await beforeWrite();
      await this.store.users.bulkWrite(ops.slice(start, start + MEMBER_BATCH) as never, { ordered: false });
    }
  }

  private async personSet(fields: ProvisionedPersonFields, now: Date) {
    const subsidiary = fields.company ? await this.queries.execute(new FindSubsidiaryOfCompanyQuery(fields.company)) : null;
    const set: Record<string, unknown> = {
      id_portal: fields.id_portal,
      firstname: fields.firstname,
      lastname: fields.lastname,
      fullname: fields.fullname,
      search_names: searchNamesOf(fields.firstname, fields.lastname),
      account_disabled: fields.disabled,
      provisioned_by: SCIM,
      deleted: false,
      updated_time: now,
    };
    for (const field of OPTIONAL_PERSON_FIELDS) if (fields[field] !== undefined) set[field] = fields[field];
    if (fields.external_id !== undefined) set.scim_external_id = fields.external_id;
    // A company that belongs to no subsidiary leaves an administrator's manual choice alone (as the import does).
    if (subsidiary) set.subsidiary = subsidiary;
    return set;
  }

  /** The login id belongs to a deleted person (the unique index refused the insert): they come back, as with the import. */
  private async reviveDeletedPerson(fields: ProvisionedPersonFields, actor: ProvisioningActor): Promise<ProvisionedPerson> {
    const existing = await this.store.users.findOne({ id_portal: fields.id_portal }, PERSON_FIELDS).lean();
    if (!existing) throw new ProvisioningRefused('login-taken', `The userName ${fields.id_portal} is taken.`);
    const id = String(existing._id);
    if (!existing.deleted) {
      // A retry of a creation that was stored: finish its index entry, then answer as for a taken login.
      await this.refresh.afterWrite([id]);
      throw new ProvisioningRefused('login-taken', `The userName ${fields.id_portal} is taken.`);
    }
    const event = this.event(actor, 'user.created', { kind: 'user', id, label: fields.fullname }, {});
    const set = await this.personSet(fields, new Date());
    await this.index.forgetProvisioned([id]);
    await this.outbox.around([this.staged(`user.${id}.revived.${existing.updated_time?.getTime() ?? 0}`, event)], () =>
      this.refresh.around(`scim.user.${id}`, [id], () => this.store.users.updateOne({ _id: existing._id }, { $set: set })),
    );
    return personOf((await this.store.users.findById(existing._id, PERSON_FIELDS).lean())!);
  }

  private async reviveDeletedGroup(fields: ProvisionedGroupFields, actor: ProvisioningActor): Promise<ProvisionedGroup> {
    const existing = await this.store.groups.findOne({ guid: fields.title }, GROUP_FIELDS).lean<Service & { _id: Types.ObjectId; updated_time?: Date }>();
    if (!existing || !existing.deleted) {
      if (existing) await this.refresh.afterGroupWrite([String(existing._id)]);
      throw new ProvisioningRefused('group-name-taken', `A group named ${fields.title} exists.`);
    }
    const id = String(existing._id);
    const event = this.event(actor, 'group.created', { kind: 'group', id, label: fields.title }, {});
    await this.outbox.around([this.staged(`group.${id}.revived.${existing.updated_time?.getTime() ?? 0}`, event)], async () => {
      await this.store.groups.updateOne({ _id: existing._id }, { $set: groupSet(fields, new Date()) });
      await this.refresh.afterGroupWrite([id]);
    });
    return groupOf((await this.store.groups.findById(existing._id, GROUP_FIELDS).lean())!);
  }

  /** With `retried`, a creation: its retry after a crash between the insert and the index meets its own login, and finishes the index entry. */
  private async ensureLoginFree(login: string, exceptId: string | null, retried = false) {
    const owner = await this.reader.personByLogin(login);
    if (!owner || owner._id === exceptId) return;
    if (retried) await this.refresh.afterWrite([owner._id]);
    throw new ProvisioningRefused('login-taken', `The userName ${login} is taken.`);
  }

  private async ensureGroupNameFree(title: string, exceptId: string | null) {
    const owner = await this.reader.groupByTitle(title);
    if (owner && owner._id !== exceptId) throw new ProvisioningRefused('group-name-taken', `A group named ${title} exists.`);
  }

  /** The portal never loses its last administrator through provisioning. */
  private async ensureAnotherAdministrator(id: string) {
    const others = await this.store.users.countDocuments({ is_administrator: true, account_disabled: { $ne: true }, deleted: { $ne: true }, _id: { $ne: new Types.ObjectId(id) } });
    if (others === 0) throw new ProvisioningRefused('last-administrator', 'This is the last active administrator of the portal: they cannot be deactivated or deleted.');
  }

  private async endSessions(...loginIds: string[]) {
    for (const loginId of new Set(loginIds)) {
      const ended = await this.sessions.destroyAllOf(loginId);
      if (ended) logger.log(`ended ${ended} session(s) of ${loginId}, deactivated by provisioning`);
    }
  }

  private event(actor: ProvisioningActor, action: ProvisioningAction, target: DirectoryProvisionedEvent['target'], details: DirectoryProvisionedEvent['details']) {
    return new DirectoryProvisionedEvent({ id: actor.tokenId, name: actor.tokenName }, action, target, details);
  }

  private staged(key: string, event: DirectoryProvisionedEvent, stagedAt?: Date): Staged {
    return [`directory.provisioned.${key}`, event, stagedAt];
  }
}

function groupSet(fields: ProvisionedGroupFields, now: Date) {
  return {
    title: fields.title,
    search_names: searchNamesOf(fields.title),
    ...(fields.external_id !== undefined ? { scim_external_id: fields.external_id } : {}),
    provisioned_by: SCIM,
    deleted: false,
    updated_time: now,
  };
}

/** The same request, the same hash: member ids sorted, so their order does not matter. */
function requestHash(request: Record<string, string[]>): string {
  const sorted = Object.fromEntries(Object.entries(request).map(([name, ids]) => [name, [...ids].sort()]));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 24);
}

function validIds(ids: Iterable<string>): string[] {
  return [...new Set(ids)].filter((id) => /^[0-9a-f]{24}$/i.test(id));
}

const COMPARED = ['id_portal', 'firstname', 'lastname', 'fullname', 'email', 'title', 'company', 'division', 'department', 'employee_number', 'external_id', 'disabled'] as const;

function changedFields(current: ProvisionedPerson, next: ProvisionedPersonFields): string[] {
  return COMPARED.filter((field) => (current[field] ?? undefined) !== (next[field] ?? undefined));
}

