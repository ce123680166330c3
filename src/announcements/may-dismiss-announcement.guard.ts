import { Injectable } from '@nestjs/common';
import type { AuthenticatedRequest, Principal } from '../platform/auth/principal';
import { idsIn, ResourceAccessGuard } from '../platform/auth/resource-access.guard';
import { AnnouncementAudiences } from './announcement-audiences';
import { AnnouncementBoard } from './announcement-board';
import { AnnouncementNotFound } from './announcements.errors';

/** Dismissing (the path's `:id`), decided before the body is read: 404 unless the announcement is current and addressed to the caller. */
@Injectable()
export class MayDismissAnnouncement extends ResourceAccessGuard {
  constructor(
    private readonly board: AnnouncementBoard,
    private readonly audiences: AnnouncementAudiences,
  ) {
    super();
  }

  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const [id] = idsIn(req, { param: 'id' }) ?? [];
    if (!id) return;
    const now = Date.now();
    const entry = (await this.board.forReader(await this.audiences.readerOf(caller), now)).find((candidate) => candidate.id === id.toLowerCase());
    if (!entry || entry.endsAt <= now) throw new AnnouncementNotFound();
  }
}
