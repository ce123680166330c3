import { Types } from 'mongoose';
import { LANGUAGES, LIMITS, Language } from '../contracts';
import { sanitiseFooterHtml } from '../settings/footer-sanitiser';
import { SETTINGS_KEY } from '../settings/settings.schema';
import { GroupRef } from './seed-directory';
import { SeedModels } from './seed-models';
import { seedObjectId } from './seed-ids';
import { SeedCount, insertMissing } from './seed-insert';

const LEGAL_NOTICE: Record<Language, string> = {
  en: 'Legal notice',
  fr: 'Mentions légales',
  zh: '法律声明',
  ja: '法的情報',
};

const VALIDATION_GROUP = 'GRP-PORTAL-VALIDATORS';

/** The global configuration as a fresh installation of the demo company has it. */
export function demoSettings(validationGroup: GroupRef) {
  return {
    _id: seedObjectId('config:global'),
    key: SETTINGS_KEY,
    footer: LANGUAGES.map((lang) => ({
      lang,
      content: sanitiseFooterHtml(`<p>© Northwind — <a href="https://intranet.northwind.example/legal">${LEGAL_NOTICE[lang]}</a></p>`),
    })),
    add_tool_help_url: LANGUAGES.map((lang) => ({ lang, url: `https://intranet.northwind.example/help/add-a-tool?lang=${lang}` })),
    hermes_network: ['10.0.0.0/8', '192.168.0.0/16', '127.0.0.1/32'],
    hermes_internal_websites: ['intranet.northwind.example', 'hr.northwind.example'],
    notification_import_mails: ['directory-team@northwind.example', 'it-operations@northwind.example'],
    validation_service: { _id: new Types.ObjectId(validationGroup._id), title: validationGroup.title, objectguid: validationGroup.objectguid },
    importTestMode: false,
    nbBackgrounds: LIMITS.backgroundCount,
  };
}

/** Written only if absent: a second seed never overwrites what an administrator changed since. */
export async function seedSettings(models: SeedModels, groups: Map<string, GroupRef>, now: Date): Promise<SeedCount> {
  const validationGroup = groups.get(VALIDATION_GROUP);
  if (!validationGroup) throw new Error(`The demo data refers to an unknown group ${VALIDATION_GROUP}`);
  return insertMissing(models.settings, 'key', [{ ...demoSettings(validationGroup), created_time: now, updated_time: now }]);
}
