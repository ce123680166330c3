import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ActivityModule } from './activity/activity.module';
import { AuthModule } from './auth/auth.module';
import { DirectoryModule } from './directory/directory.module';
import { DirectorySearchModule } from './directory/search/directory-search.module';
import { FilesModule } from './files/files.module';
import { MailModule } from './mail/mail.module';
import { ApprovalMailsModule } from './approvals/mails/approval-mails.module';
import { AccessGuard } from './platform/auth/access.guard';
import { HealthModule } from './platform/health/health.module';
import type { Redis } from 'ioredis';
import { REDIS } from './platform/queues/redis-client';
import { RedisWriteBatch } from './platform/queues/redis-write-batch';
import { JobsModule } from './jobs/jobs.module';
import { RateLimitGuard } from './platform/rate-limits/rate-limit.guard';
import { RateLimitsModule } from './platform/rate-limits/rate-limits.module';
import { PlatformModule } from './platform/platform.module';
import { SettingsModule } from './settings/settings.module';
import { CategoriesModule } from './categories/categories.module';
import { DefaultsModule } from './defaults/defaults.module';
import { SubsidiariesModule } from './subsidiaries/subsidiaries.module';
import { ToolsModule } from './tools/tools.module';
import { ToolEditingModule } from './tools/editing/tool-editing.module';
import { ApprovalsModule } from './approvals/approvals.module';
import { ApprovalWorkflowModule } from './approvals/workflow/approval-workflow.module';
import { ToolWorkflowModule } from './tools/workflow/tool-workflow.module';
import { ImportModule } from './import/import.module';
import { UsageModule } from './usage/usage.module';
import { AnnouncementsModule } from './announcements/announcements.module';
import { ToolStatusModule } from './tool-status/tool-status.module';
import { AccessRequestsModule } from './access-requests/access-requests.module';
import { OpenBeacon } from './usage/open-beacon';
import { DirectorySearchFastReads, GROUPS_SEARCH_ROUTE, USERS_SEARCH_ROUTE } from './directory/search/directory-search.fast-reads';
import { WALL_ROUTE, WallFastRead } from './tools/wall/wall-fast-read';
import { PrincipalLoader } from './platform/auth/principal';
import { FastRoutes } from './platform/http/fast-routes';
import { SearchRateLimit, WriteRateLimit } from './platform/rate-limits/person-rate-limits';
import { SessionStore } from './platform/sessions/session-store';
import { IMPORT_QUEUE } from './import/import.public';
import { MAIL_QUEUE } from './mail/mail.public';
import { MetricsModule } from './platform/metrics/metrics.module';
import { EncodedJson, EncodedJsonModule } from './platform/http/encoded-json';
import { ApiTokensModule } from './api-tokens/api-tokens.module';
import { ApiTokenGuard } from './api-tokens/bearer/api-token.guard';
import { IntegrationModule } from './integration/integration.module';
import { OpenApiModule } from './platform/openapi/openapi.module';
import { ScimModule } from './scim/scim.module';

/** `POST /api/opens` (`UsageController.recordOpen`). */
const OPEN_BEACON = '/api/opens';

/** The api process: HTTP calls of both surfaces over the bounded modules. */
@Module({
  imports: [PlatformModule, RateLimitsModule, AuthModule, DirectoryModule, DirectorySearchModule, SettingsModule, ActivityModule, MailModule, ApprovalMailsModule, ToolsModule, ToolEditingModule, ToolWorkflowModule, ApprovalsModule, ApprovalWorkflowModule, CategoriesModule, SubsidiariesModule, DefaultsModule, FilesModule, ImportModule, HealthModule, JobsModule, UsageModule, ApiTokensModule, IntegrationModule, AnnouncementsModule, ScimModule, ToolStatusModule, AccessRequestsModule, MetricsModule.register([MAIL_QUEUE, IMPORT_QUEUE]), OpenApiModule, EncodedJsonModule],
  // In this order: the rate limits count a signed-in person by the session the access guard resolved, and a
  // program by the token the token guard verified (each of the two guards leaves the other's routes alone).
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_GUARD, useClass: ApiTokenGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    // The open beacon (1,000 a second at peak), the wall (every person's first call) and the pickers' word
    // searches (one per keystroke), answered before Express with the same checks.
    {
      provide: FastRoutes,
      inject: [REDIS, SessionStore, PrincipalLoader, WriteRateLimit, SearchRateLimit, OpenBeacon, WallFastRead, DirectorySearchFastReads, EncodedJson],
      useFactory: (
        redis: Redis,
        sessions: SessionStore,
        principals: PrincipalLoader,
        writeLimit: WriteRateLimit,
        searchLimit: SearchRateLimit,
        beacon: OpenBeacon,
        wall: WallFastRead,
        searches: DirectorySearchFastReads,
        encoded: EncodedJson,
      ) =>
        new FastRoutes(sessions, principals, writeLimit, new RedisWriteBatch(redis), encoded)
          .post(OPEN_BEACON, beacon.prepare)
          .postRead(WALL_ROUTE, wall.read)
          .get(USERS_SEARCH_ROUTE, searches.users, searchLimit)
          .get(GROUPS_SEARCH_ROUTE, searches.groups, searchLimit),
    },
  ],
})
export class AppModule {}
