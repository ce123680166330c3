import { Module } from '@nestjs/common';
import { ToolStoreModule } from '../tool-store';
import { GrantToolViewerHandler } from './commands/grant-tool-viewer/grant-tool-viewer.handler';
import { RevokeGrantedViewersHandler } from './commands/revoke-granted-viewers/revoke-granted-viewers.handler';

/** Granted viewers (access-requests' grants): the two commands, in the api and in the worker (its expiry job). */
@Module({ imports: [ToolStoreModule], providers: [GrantToolViewerHandler, RevokeGrantedViewersHandler] })
export class ToolAccessGrantsModule {}
