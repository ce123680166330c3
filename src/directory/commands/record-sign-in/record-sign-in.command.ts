import { Command } from '@nestjs/cqrs';

/** A person came back from single sign-on: note the time and, the first time, fill default bookmarks. */
export class RecordSignInCommand extends Command<void> {
  constructor(readonly loginId: string) {
    super();
  }
}
