import { Injectable } from '@nestjs/common';
import type { Principal } from '../platform/auth/principal';
import { AnnouncementAudiences } from './announcement-audiences';
import { AnnouncementBoard, type BoardEntry, type BoardReader } from './announcement-board';
import { AnnouncementReaders } from './announcement-readers';
import { AnnouncementNotFound } from './announcements.errors';

export type CallerReader = BoardReader & { userId: string };

/**
 * The caller's own announcements (addressed to them, current and recent) and what they did with them:
 * the one place the guard, the "mine" query and the reader's commands find them, so they agree on which
 * announcements are the caller's.
 */
@Injectable()
export class CallerAnnouncements {
  constructor(
    private readonly board: AnnouncementBoard,
    private readonly audiences: AnnouncementAudiences,
    private readonly readers: AnnouncementReaders,
  ) {}

  /** The caller as the board sees them, and their announcements, newest start first. */
  async of(caller: Principal, now = Date.now()): Promise<{ reader: CallerReader; entries: BoardEntry[] }> {
    const reader = await this.audiences.readerOf(caller);
    return { reader, entries: await this.board.forReader(reader, now) };
  }

  /** One of them that is current; any other id (unknown, not addressed to the caller, ended) is not found. */
  async current(caller: Principal, id: string, now = Date.now()): Promise<{ reader: CallerReader; entry: BoardEntry }> {
    const { reader, entries } = await this.of(caller, now);
    const entry = entries.find((candidate) => candidate.id === id.toLowerCase());
    if (!entry || entry.endsAt <= now) throw new AnnouncementNotFound();
    return { reader, entry };
  }

  /** Remembers that the caller dismissed or read these announcements. */
  remember(reader: CallerReader, list: 'dismissed' | 'read', ids: readonly string[]): Promise<void> {
    return this.readers.add(reader.userId, list, ids);
  }
}
