import type { Language } from '@contracts';
import en from './en';
import fr from './fr';
import ja from './ja';
import zh from './zh';
import type { Messages } from './messages';
import { mergeMessages } from './mergeMessages';
import referenceDataEn from './referenceData/en';
import referenceDataFr from './referenceData/fr';
import referenceDataJa from './referenceData/ja';
import referenceDataZh from './referenceData/zh';
import jobsEn from './jobs/en';
import jobsFr from './jobs/fr';
import jobsJa from './jobs/ja';
import jobsZh from './jobs/zh';
import announcementsEn from './announcements/en';
import announcementsFr from './announcements/fr';
import announcementsJa from './announcements/ja';
import announcementsZh from './announcements/zh';
import usageEn from './usage/en';
import usageFr from './usage/fr';
import usageJa from './usage/ja';
import usageZh from './usage/zh';
import apiTokensEn from './apiTokens/en';
import apiTokensFr from './apiTokens/fr';
import apiTokensJa from './apiTokens/ja';
import apiTokensZh from './apiTokens/zh';
import apiReferenceEn from './apiReference/en';
import apiReferenceFr from './apiReference/fr';
import apiReferenceJa from './apiReference/ja';
import apiReferenceZh from './apiReference/zh';
import toolStatusEn from './toolStatus/en';
import toolStatusFr from './toolStatus/fr';
import toolStatusJa from './toolStatus/ja';
import toolStatusZh from './toolStatus/zh';
import accessRequestsEn from './accessRequests/en';
import accessRequestsFr from './accessRequests/fr';
import accessRequestsJa from './accessRequests/ja';
import accessRequestsZh from './accessRequests/zh';

const assemble = (...groups: Messages[]): Messages => groups.reduce(mergeMessages);

/** Every text of the back-office, react-admin's own included, per language. */
export const CATALOGUE: Record<Language, Messages> = {
  en: assemble(en, referenceDataEn, jobsEn, usageEn, apiTokensEn, apiReferenceEn, announcementsEn, toolStatusEn, accessRequestsEn),
  fr: assemble(fr, referenceDataFr, jobsFr, usageFr, apiTokensFr, apiReferenceFr, announcementsFr, toolStatusFr, accessRequestsFr),
  zh: assemble(zh, referenceDataZh, jobsZh, usageZh, apiTokensZh, apiReferenceZh, announcementsZh, toolStatusZh, accessRequestsZh),
  ja: assemble(ja, referenceDataJa, jobsJa, usageJa, apiTokensJa, apiReferenceJa, announcementsJa, toolStatusJa, accessRequestsJa),
};
