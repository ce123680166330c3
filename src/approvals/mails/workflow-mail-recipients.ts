import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, isValidObjectId, Model } from 'mongoose';
import { Service } from '../../directory/service.schema';
import { User } from '../../directory/user.schema';
import type { MailRecipients } from './send-workflow-mail/send-workflow-mail.command';

/** A person a workflow mail goes to, as the directory knows them. */
export interface MailRecipient {
  userId: string;
  fullname: string;
  email?: string;
  language?: string;
}

/** Deleted and disabled accounts never receive workflow mail. */
const ACTIVE: FilterQuery<User> = { deleted: { $ne: true }, account_disabled: { $ne: true } };

/**
 * The users a mail goes to: every administrator; one user; or every member of a group (users whose
 * `services` list the group's guid). Null when the filter cannot match anyone (an unknown id).
 */
export function recipientFilter(recipients: MailRecipients, groupGuid?: string | null): FilterQuery<User> | null {
  switch (recipients.kind) {
    case 'administrators':
      return { ...ACTIVE, is_administrator: true };
    case 'user':
      return isValidObjectId(recipients.userId) ? { ...ACTIVE, _id: recipients.userId } : null;
    case 'group':
      return groupGuid ? { ...ACTIVE, services: groupGuid } : null;
  }
}

/** The id an extra validator's group is given by: its _id, or its objectguid or guid from the directory. */
export function groupFilter(groupId: string): FilterQuery<Service> {
  const byDirectoryId = [{ objectguid: groupId }, { guid: groupId }];
  return { $or: isValidObjectId(groupId) ? [{ _id: groupId }, ...byDirectoryId] : byDirectoryId };
}

/** Keeps one mail per address (a person listed twice, two accounts sharing a mailbox). */
export function oneMailPerAddress(people: MailRecipient[]): MailRecipient[] {
  const seen = new Set<string>();
  return people.filter((person) => {
    if (!person.email) return true;
    const key = person.email.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

@Injectable()
export class WorkflowMailRecipients {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Service.name) private readonly services: Model<Service>,
  ) {}

  async resolve(recipients: MailRecipients): Promise<MailRecipient[]> {
    const guid = recipients.kind === 'group' ? await this.groupGuid(recipients.groupId) : null;
    const filter = recipientFilter(recipients, guid);
    if (!filter) return [];
    const found = await this.users.find(filter, { fullname: 1, email: 1, language: 1 }).sort({ _id: 1 }).lean();
    return oneMailPerAddress(found.map((user) => ({ userId: String(user._id), fullname: user.fullname, email: user.email?.trim() || undefined, language: user.language })));
  }

  private async groupGuid(groupId: string): Promise<string | null> {
    const group = await this.services.findOne(groupFilter(groupId), { guid: 1 }).lean();
    return group?.guid ?? null;
  }
}
