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
import usageEn from './usage/en';
import usageFr from './usage/fr';
import usageJa from './usage/ja';
import usageZh from './usage/zh';
import apiTokensEn from './apiTokens/en';
import apiTokensFr from './apiTokens/fr';
import apiTokensJa from './apiTokens/ja';
import apiTokensZh from './apiTokens/zh';

const assemble = (...groups: Messages[]): Messages => groups.reduce(mergeMessages);

/** Every text of the back-office, react-admin's own included, per language. */
export const CATALOGUE: Record<Language, Messages> = {
  en: assemble(en, referenceDataEn, jobsEn, usageEn, apiTokensEn),
  fr: assemble(fr, referenceDataFr, jobsFr, usageFr, apiTokensFr),
  zh: assemble(zh, referenceDataZh, jobsZh, usageZh, apiTokensZh),
  ja: assemble(ja, referenceDataJa, jobsJa, usageJa, apiTokensJa),
};
