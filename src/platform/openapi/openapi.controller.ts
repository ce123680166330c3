import { Controller, Get, Query } from '@nestjs/common';
import { noQuery } from '../../contracts/requests';
import { RequirePermission } from '../auth/require-permission.decorator';
import { valid } from '../http/zod-validation.pipe';
import { OpenApiService } from './openapi.service';

/** `GET /api/openapi.json`: the OpenAPI 3.1 document of every route, for administrators (docs/behaviour/api.md, "OpenAPI document"). */
@Controller()
export class OpenApiController {
  constructor(private readonly openApi: OpenApiService) {}

  @RequirePermission('api.reference.read')
  @Get('openapi.json')
  document(@Query(valid(noQuery)) _query: unknown) {
    return this.openApi.get();
  }
}
