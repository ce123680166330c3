import { Injectable } from '@nestjs/common';
import { DirectoryReader } from '../../directory/directory.public';
import type { MailRecipients } from './send-workflow-mail/send-workflow-mail.command';

/** A person a workflow mail goes to, as the directory knows them. */
export interface MailRecipient {
  userId: string;
  fullname: string;
  email?: string;
  language?: string;
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
  constructor(private readonly directory: DirectoryReader) {}

  async resolve(recipients: MailRecipients): Promise<MailRecipient[]> {
    const found = await this.directory.mailPeople(recipients);
    return oneMailPerAddress(found.map((user) => ({ userId: String(user._id), fullname: user.fullname, email: user.email?.trim() || undefined, language: user.language })));
  }
}
