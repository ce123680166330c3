import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { checkFooter, ERROR_CODES, FooterEntry, LANGUAGES } from '../../../contracts';
import { DomainError } from '../../../platform/http/domain.error';
import { FooterUpdatedEvent } from '../../events/footer-updated.event';
import { sanitiseFooterHtml } from '../../footer-sanitiser';
import { Settings, SETTINGS_KEY } from '../../settings.schema';
import { UpdateFooterCommand } from './update-footer.command';

@CommandHandler(UpdateFooterCommand)
export class UpdateFooterHandler implements ICommandHandler<UpdateFooterCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Settings.name) private readonly settings: Model<Settings>,
  ) {}

  async execute({ actor, footer }: UpdateFooterCommand): Promise<{ footer: FooterEntry[] }> {
    const shapeViolations = checkFooter(footer);
    if (shapeViolations.length) throw this.refusal(shapeViolations);

    // One entry per language, in the canonical order; the last entry of a repeated language wins.
    const byLanguage = new Map((footer as FooterEntry[]).map((entry) => [entry.lang, sanitiseFooterHtml(entry.content)]));
    const cleaned: FooterEntry[] = LANGUAGES.filter((lang) => byLanguage.has(lang)).map((lang) => ({ lang, content: byLanguage.get(lang)! }));

    // The limit applies to what is stored, so it is checked again after sanitising.
    const sizeViolations = checkFooter(cleaned);
    if (sizeViolations.length) throw this.refusal(sizeViolations);

    const saved = await this.settings
      .findOneAndUpdate({ key: SETTINGS_KEY }, { $set: { footer: cleaned }, $setOnInsert: { key: SETTINGS_KEY } }, { upsert: true, new: true })
      .lean();
    await this.outbox.publish(new FooterUpdatedEvent(actor, cleaned.filter((entry) => entry.content).map((entry) => entry.lang)));
    return { footer: saved!.footer as FooterEntry[] };
  }

  private refusal(violations: ReturnType<typeof checkFooter>) {
    const first = violations[0];
    const code = first.code === ERROR_CODES.footerTooLong ? ERROR_CODES.footerTooLong : first.code;
    return new DomainError(code, first.message, 400, Object.fromEntries(violations.map((v) => [v.field, v.message])));
  }
}
