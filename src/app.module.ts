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
import { PlatformModule } from './platform/platform.module';
import { SettingsModule } from './settings/settings.module';
import { CategoriesModule } from './categories/categories.module';
import { ToolsModule } from './tools/tools.module';
import { ToolEditingModule } from './tools/editing/tool-editing.module';
import { ApprovalsModule } from './approvals/approvals.module';
import { ImportModule } from './import/import.module';

/** The api process: HTTP calls of both surfaces over the bounded modules. */
@Module({
  imports: [PlatformModule, AuthModule, DirectoryModule, DirectorySearchModule, SettingsModule, ActivityModule, MailModule, ApprovalMailsModule, ToolsModule, ToolEditingModule, ApprovalsModule, CategoriesModule, FilesModule, ImportModule, HealthModule],
  providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
})
export class AppModule {}
