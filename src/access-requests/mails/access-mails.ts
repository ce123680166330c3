import { Injectable } from '@nestjs/common';
import { pickTranslation, toLanguage } from '../../contracts';
import { DirectoryReader, type PeopleFilter } from '../../directory/directory.public';
import { type AccessMail, type AccessMailVariables, type MailMessage, renderAccessMail } from '../../mail/mail.public';
import { PublicLinks } from '../../platform/config/public-links';
import type { ToolRef } from '../../tools/tools.public';

export type AccessMailFacts = Omit<AccessMailVariables, 'fullname' | 'toolName' | 'link' | 'until'> & { until: Date | null };

/** Where a mail's link leads: the approver's tab of the back-office, or the requester's "My requests". */
export type AccessMailLink = 'to-decide' | 'mine';

/**
 * Renders an access mail for each recipient, in their language, before the change is staged: the event
 * carries the finished mails, so a redelivery sends the same ones (deleted and disabled people get none).
 */
@Injectable()
export class AccessMails {
  constructor(
    private readonly directory: DirectoryReader,
    private readonly links: PublicLinks,
  ) {}

  linkTo(link: AccessMailLink): string {
    return this.links.to(link === 'to-decide' ? '/admin/validations?tab=access' : '/access-requests');
  }

  async render(mail: AccessMail, recipients: PeopleFilter[], tool: ToolRef, facts: AccessMailFacts, link: AccessMailLink): Promise<MailMessage[]> {
    const people = (await Promise.all(recipients.map((filter) => this.directory.mailPeople(filter)))).flat();
    const seen = new Set<string>();
    const messages: MailMessage[] = [];
    for (const person of people) {
      const address = person.email?.toLowerCase();
      if (!address || seen.has(address)) continue;
      seen.add(address);
      const language = toLanguage(person.language);
      const rendered = renderAccessMail(mail, language, {
        ...facts,
        fullname: person.fullname,
        toolName: pickTranslation(tool.title, language) || tool.toolId,
        until: facts.until ? facts.until.toISOString().slice(0, 10) : '',
        link: this.linkTo(link),
      });
      messages.push({ to: person.email!, ...rendered, reason: mail });
    }
    return messages;
  }
}
