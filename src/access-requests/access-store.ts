import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AccessGrant, AccessGrantEnding, AccessPolicy, AccessRequest } from './access-request.schema';

/**
 * The access-requests module's collections (`access_policies`, `access_requests`, `access_grants`,
 * `access_grant_endings`),
 * injected once: its handlers and services take this store instead of the models
 * (decisions/module-stores.md).
 */
@Injectable()
export class AccessStore {
  constructor(
    @InjectModel(AccessPolicy.name) readonly policies: Model<AccessPolicy>,
    @InjectModel(AccessRequest.name) readonly requests: Model<AccessRequest>,
    @InjectModel(AccessGrant.name) readonly grants: Model<AccessGrant>,
    @InjectModel(AccessGrantEnding.name) readonly endings: Model<AccessGrantEnding>,
  ) {}
}
