import { Command } from '@nestjs/cqrs';
import type { FooterEntry } from '../../../contracts';

/** Save the footer of every language at once (spec: PUT config/footer). */
export class UpdateFooterCommand extends Command<{ footer: FooterEntry[] }> {
  constructor(
    readonly actor: { userId: string; fullname: string },
    readonly footer: unknown,
  ) {
    super();
  }
}
