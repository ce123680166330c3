import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { DirectoryReader } from '../directory/directory.public';
import type { Principal } from '../platform/auth/principal';
import { NotFound } from '../platform/http/domain.error';
import type { BoardReader } from './announcement-board';

/**
 * Who the caller is for the board: their groups and subsidiary as stored (from the principal, which
 * carries them, or the directory's cached viewer record) and their interface language.
 */
@Injectable()
export class AnnouncementAudiences {
  constructor(private readonly directory: DirectoryReader) {}

  async readerOf(caller: Principal): Promise<BoardReader & { userId: string }> {
    if (!caller.userId || !Types.ObjectId.isValid(caller.userId)) throw new NotFound('User');
    if (caller.groups) return { userId: caller.userId, groups: caller.groups, subsidiaryId: caller.subsidiaryId, language: caller.language };
    const record = await this.directory.viewer(caller.userId);
    if (!record) throw new NotFound('User');
    return { userId: caller.userId, groups: record.services ?? [], subsidiaryId: record.subsidiary ? String(record.subsidiary._id) : null, language: caller.language };
  }
}
