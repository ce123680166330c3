import { Controller, Get, Header, Param, UseFilters } from '@nestjs/common';
import { BearerRoute } from '../../api-tokens/api-tokens.public';
import { scimId } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';
import { ScimError } from '../scim.errors';
import { ScimExceptionFilter } from '../scim-exception.filter';
import { listResponse, SCIM_CONTENT_TYPE } from '../scim-response';
import { RESOURCE_TYPES, SCHEMAS, SERVICE_PROVIDER_CONFIG } from './scim-schemas';

/** Discovery (RFC 7644 §4): what this service provider supports, exactly. */
@Controller('scim/v2')
@BearerRoute('scim')
@UseFilters(ScimExceptionFilter)
export class ScimDiscoveryController {
  @Get('ServiceProviderConfig')
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  serviceProviderConfig() {
    return SERVICE_PROVIDER_CONFIG;
  }

  @Get('ResourceTypes')
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  resourceTypes() {
    return listResponse(RESOURCE_TYPES.length, { startIndex: 1, count: RESOURCE_TYPES.length }, RESOURCE_TYPES);
  }

  @Get('ResourceTypes/:id')
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  resourceType(@Param('id', valid(scimId)) id: string) {
    const found = RESOURCE_TYPES.find((type) => type.id === id);
    if (!found) throw new ScimError(404, undefined, `Resource type ${id} not found.`);
    return found;
  }

  @Get('Schemas')
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  schemas() {
    return listResponse(SCHEMAS.length, { startIndex: 1, count: SCHEMAS.length }, SCHEMAS);
  }

  @Get('Schemas/:id')
  @Header('Content-Type', SCIM_CONTENT_TYPE)
  schema(@Param('id', valid(scimId)) id: string) {
    const found = SCHEMAS.find((schema) => schema.id === id);
    if (!found) throw new ScimError(404, undefined, `Schema ${id} not found.`);
    return found;
  }
}
