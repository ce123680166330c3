import { Injectable } from '@nestjs/common';
import type { ScimListQuery, ScimResourceQuery } from '../../contracts/requests';
import { DirectoryProvisioningCommands, DirectoryProvisioningReader, GroupCriteriaField, ProvisionedGroup, ProvisioningActor } from '../../directory/directory.public';
import { PublicLinks } from '../../platform/config/public-links';
import { GROUP_FILTER_ATTRIBUTES } from '../filter/filter-criteria';
import { normaliseAttributePath } from '../filter/scim-filter';
import { isObject, readPatchOperations, readText } from '../patch/patch-operations';
import { GROUP_NAME_MAX, memberIds, readGroupPatch, requiredName } from '../patch/scim-group-patch';
import { ScimError, ScimNotFound } from '../scim.errors';
import { refusalOf } from '../scim-refusals';
import { project, wantsMembers } from '../scim-response';
import { scimList, ScimListSource } from '../scim-list';

export const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const GROUP_ATTRIBUTES = new Set(['schemas', 'id', 'meta', 'displayname', 'externalid', 'members']);

/** The SCIM Groups endpoint's work. A group's members are the people whose groups (`services`) list it. */
@Injectable()
export class ScimGroupsService {
  constructor(
    private readonly reader: DirectoryProvisioningReader,
    private readonly commands: DirectoryProvisioningCommands,
    private readonly links: PublicLinks,
  ) {}

  list(query: ScimListQuery) {
    const withMembers = wantsMembers(query);
    const source: ScimListSource<ProvisionedGroup, GroupCriteriaField> = {
      attributes: GROUP_FILTER_ATTRIBUTES,
      find: (criteria, offset, limit) => this.reader.findGroups(criteria, offset, limit),
      lookups: [
        ['displayname', (title) => this.reader.groupByTitle(title)],
        ['externalid', (externalId) => this.reader.groupByExternalId(externalId)],
        ['id', (id) => this.reader.group(id)],
      ],
    };
    return scimList(query, source, async (group) => project(await this.resource(group, withMembers), query));
  }

  async get(id: string, query: ScimResourceQuery) {
    return project(await this.resource(await this.group(id), wantsMembers(query)), query);
  }

  /** Entra ID creates a group without members and adds them afterwards; Okta may send them at once. */
  async create(body: unknown, actor: ProvisioningActor) {
    const { title, externalId, members } = readGroupBody(body);
    // With Redis down the members could not be recorded: nothing is created (a 503), rather than a group its retry finds taken.
    if (members?.length) await this.commands.ensureMembersChangeable();
    const group = await this.commands.createGroup({ title, ...(externalId ? { external_id: externalId } : {}) }, actor).catch(refusalOf);
    if (members?.length) await this.commands.changeMembers(group._id, { add: members, remove: [] }, actor).catch(refusalOf);
    // The members are those just given: listing them from the directory would read every person on FerretDB.
    return this.resource(group, members ?? []);
  }

  /** A whole new group: its name, external id and exactly these members (none when `members` is absent). */
  async replace(id: string, body: unknown, actor: ProvisioningActor) {
    await this.group(id);
    const { title, externalId, members } = readGroupBody(body);
    await this.commands.ensureMembersChangeable();
    const group = await this.commands.updateGroup(id, { title, external_id: externalId ?? null }, actor).catch(refusalOf);
    await this.commands.changeMembers(id, { add: [], remove: [], replaceWith: members ?? [] }, actor).catch(refusalOf);
    return this.resource(group, members ?? []);
  }

  /** Answers 204: RFC 7644 §3.5.2 lets a provider answer no body, which both identity providers expect for groups. */
  async patch(id: string, body: unknown, actor: ProvisioningActor): Promise<void> {
    const patch = readGroupPatch(readPatchOperations(body));
    await this.group(id);
    const membersChange = !!(patch.replaceMembers || patch.addMembers.size || patch.removeMembers.size);
    const renaming = patch.displayName !== undefined || patch.externalId !== undefined;
    if (renaming && membersChange) await this.commands.ensureMembersChangeable();
    if (renaming) {
      await this.commands.updateGroup(id, { ...(patch.displayName !== undefined ? { title: patch.displayName } : {}), ...(patch.externalId !== undefined ? { external_id: patch.externalId } : {}) }, actor).catch(refusalOf);
    }
    if (membersChange) {
      await this.commands.changeMembers(id, { add: patch.addMembers, remove: patch.removeMembers, replaceWith: patch.replaceMembers }, actor).catch(refusalOf);
    }
  }

  async remove(id: string, actor: ProvisioningActor) {
    await this.group(id);
    await this.commands.deleteGroup(id, actor).catch(refusalOf);
  }

  private async group(id: string): Promise<ProvisionedGroup> {
    const group = await this.reader.group(id);
    if (!group) throw new ScimNotFound('Group', id);
    return group;
  }

  /** `members`: read them (true), leave them out (false), or these ids (a creation's or a replacement's own list). */
  private async resource(group: ProvisionedGroup, members: boolean | string[]) {
    const listed = Array.isArray(members) ? members.map((_id) => ({ _id, fullname: undefined })) : members ? await this.reader.members(group) : null;
    return {
      schemas: [CORE_GROUP],
      id: group._id,
      ...(group.external_id ? { externalId: group.external_id } : {}),
      displayName: group.title,
      ...(listed ? { members: listed.map((member) => ({ value: member._id, ...(member.fullname ? { display: member.fullname } : {}), type: 'User', $ref: this.links.to(`/scim/v2/Users/${member._id}`) })) } : {}),
      meta: {
        resourceType: 'Group',
        ...(group.created ? { created: group.created.toISOString() } : {}),
        ...(group.updated ? { lastModified: group.updated.toISOString() } : {}),
        location: this.links.to(`/scim/v2/Groups/${group._id}`),
      },
    };
  }
}

function readGroupBody(body: unknown): { title: string; externalId?: string; members?: string[] } {
  if (!isObject(body)) throw new ScimError(400, 'invalidSyntax', 'The body is not a JSON object.');
  const fields = new Map(Object.entries(body).map(([key, value]) => [normaliseAttributePath(key), value] as const));
  const unknown = [...fields.keys()].find((key) => !GROUP_ATTRIBUTES.has(key));
  if (unknown) throw new ScimError(400, 'invalidSyntax', `"${unknown}" is not an attribute of a Group.`);
  const title = requiredName(fields.get('displayname'));
  const externalId = readText(fields.get('externalid'), 'externalId', GROUP_NAME_MAX);
  const members = fields.get('members');
  return { title, externalId, members: members === undefined || members === null ? undefined : memberIds(members) };
}
