import { Inject, Injectable } from '@nestjs/common';
import { DirectoryProvisioningCommands, DirectoryProvisioningReader, ProvisionedPerson, ProvisioningActor } from '../../directory/directory.public';
import type { ScimListQuery, ScimResourceQuery } from '../../contracts/requests';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config.schema';
import { criteriaOf, equalityOn, USER_FILTER_ATTRIBUTES } from '../filter/filter-criteria';
import { parseScimFilter } from '../filter/scim-filter';
import { readPatchOperations } from '../patch/patch-operations';
import { applyUserPatch } from '../patch/scim-user-patch';
import { ScimError, ScimNotFound } from '../scim.errors';
import { listResponse, pagingOf, project } from '../scim-response';
import { refusalOf } from '../scim-refusals';
import { personFieldsOf, stateOfPerson, userResource } from './scim-user.mapping';
import { readUserBody } from './scim-user.state';

/** The SCIM Users endpoint's work: each call read, mapped to the directory's provisioning, and answered as a User. */
@Injectable()
export class ScimUsersService {
  constructor(
    private readonly reader: DirectoryProvisioningReader,
    private readonly commands: DirectoryProvisioningCommands,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: ScimListQuery) {
    const paging = pagingOf(query);
    if (query.sortBy) throw new ScimError(400, 'invalidValue', 'Sorting is not supported (see ServiceProviderConfig).');
    const filter = query.filter ? parseScimFilter(query.filter) : null;
    const criteria = filter ? criteriaOf(filter, USER_FILTER_ATTRIBUTES) : null;
    // The lookups an identity provider makes before each change: one read by key, never a scan.
    const single = filter ? await this.lookup(filter) : undefined;
    const page =
      single === undefined
        ? await this.reader.findPeople(criteria, paging.startIndex - 1, paging.count)
        : { total: single ? 1 : 0, items: single && paging.startIndex === 1 && paging.count > 0 ? [single] : [] };
    return listResponse(page.total, paging, page.items.map((person) => project(this.resource(person), query)));
  }

  async get(id: string, query: ScimResourceQuery) {
    return project(this.resource(await this.person(id)), query);
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

  /** undefined: not a lookup; null: a lookup that found no one; else the person. */
  private async lookup(filter: ReturnType<typeof parseScimFilter>): Promise<ProvisionedPerson | null | undefined> {
    const userName = equalityOn(filter, 'username');
    if (userName !== null) return this.reader.personByLogin(userName);
    const externalId = equalityOn(filter, 'externalid');
    if (externalId !== null) return this.reader.personByExternalId(externalId);
    const id = equalityOn(filter, 'id');
    if (id !== null) return this.reader.person(id);
    return undefined;
  }

  private async person(id: string): Promise<ProvisionedPerson> {
    const person = await this.reader.person(id);
    if (!person) throw new ScimNotFound('User', id);
    return person;
  }

  private resource(person: ProvisionedPerson) {
    return userResource(person, `${this.config.PUBLIC_URL.replace(/\/$/, '')}/scim/v2/Users/${person._id}`);
  }
}
