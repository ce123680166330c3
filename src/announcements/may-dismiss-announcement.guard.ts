import { Injectable } from '@nestjs/common';
import type { AuthenticatedRequest, Principal } from '../platform/auth/principal';
import { idsIn, ResourceAccessGuard } from '../platform/auth/resource-access.guard';
import { CallerAnnouncements } from './caller-announcements';

/** Dismissing (the path's `:id`), decided before the body is read: 404 unless the announcement is current and addressed to the caller. */
@Injectable()
export class MayDismissAnnouncement extends ResourceAccessGuard {
  constructor(private readonly own: CallerAnnouncements) {
    super();
  }

  protected async decide(caller: Principal, req: AuthenticatedRequest): Promise<void> {
    const [id] = idsIn(req, { param: 'id' }) ?? [];
    if (id) await this.own.current(caller, id);
  }
}
