import { Injectable } from '@nestjs/common';
import { DirectoryProvisioningCommands, DirectoryProvisioningReader, PersonCriteriaField, ProvisionedPerson, ProvisioningActor } from '../../directory/directory.public';
import type { ScimListQuery, ScimResourceQuery } from '../../contracts/requests';
import { PublicLinks } from '../../platform/config/public-links';
import { USER_FILTER_ATTRIBUTES } from '../filter/filter-criteria';
import { readPatchOperations } from '../patch/patch-operations';
import { applyUserPatch } from '../patch/scim-user-patch';
import { ScimError, ScimNotFound } from '../scim.errors';
import { project } from '../scim-response';
import { scimList, ScimListSource } from '../scim-list';
import { refusalOf } from '../scim-refusals';
import { personFieldsOf, stateOfPerson, userResource } from './scim-user.mapping';
import { readUserBody } from './scim-user.state';

/** The SCIM Users endpoint's work: each call read, mapped to the directory's provisioning, and answered as a User. */
@Injectable()
export class ScimUsersService {
  constructor(
    private readonly reader: DirectoryProvisioningReader,
    private readonly commands: DirectoryProvisioningCommands,
    private readonly links: PublicLinks,
  ) {}

  list(query: ScimListQuery) {
    const source: ScimListSource<ProvisionedPerson, PersonCriteriaField> = {
      attributes: USER_FILTER_ATTRIBUTES,
      find: (criteria, offset, limit) => this.reader.findPeople(criteria, offset, limit),
      lookups: [
        ['username', (login) => this.reader.personByLogin(login)],
        ['externalid', (externalId) => this.reader.personByExternalId(externalId)],
        ['id', (id) => this.reader.person(id)],
      ],
    };
    return scimList(query, source, async (person) => project(await this.resource(person), query));
  }

  async get(id: string, query: ScimResourceQuery) {
    return project(await this.resource(await this.person(id)), query);
  }

  async create(body: unknown, actor: ProvisioningActor) {
    const state = readUserBody(body);
    const person = await this.commands.createPerson(personFieldsOf(state), actor).catch(refusalOf);
    return this.resource(person);
  }

  async replace(id: string, body: unknown, actor: ProvisioningActor) {
    await this.person(id);
    const state = readUserBody(body);
    return this.resource(await this.commands.updatePerson(id, personFieldsOf(state), actor).catch(refusalOf));
  }

  async patch(id: string, body: unknown, actor: ProvisioningActor) {
    const operations = readPatchOperations(body);
    const current = await this.person(id);
    const state = applyUserPatch(stateOfPerson(current), operations);
    if (!state.userName) throw new ScimError(400, 'invalidValue', '"userName" is required.');
    if (/\s/.test(state.userName)) throw new ScimError(400, 'invalidValue', '"userName" contains a space.');
    return this.resource(await this.commands.updatePerson(id, personFieldsOf(state), actor).catch(refusalOf));
  }

  async remove(id: string, actor: ProvisioningActor) {
    await this.person(id);
    await this.commands.deletePerson(id, actor).catch(refusalOf);
  }

  private async person(id: string): Promise<ProvisionedPerson> {
    const person = await this.reader.person(id);
    if (!person) throw new ScimNotFound('User', id);
    return person;
  }

  /** With its groups, those of member changes not yet written to the person included (the reader lays them over). */
  private async resource(person: ProvisionedPerson) {
    const groups = await this.reader.groupsOf(person.services);
    return userResource(person, this.links.to(`/scim/v2/Users/${person._id}`), groups.map((group) => ({ value: group._id, display: group.title, type: 'direct', $ref: this.links.to(`/scim/v2/Groups/${group._id}`) })));
  }
}
