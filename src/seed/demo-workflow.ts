import type { Language, Translated } from '../contracts';
import { departmentGroups } from './demo-directory';

interface PlannedDefaultTool {
  key: string;
  tool: string;
  language: Language | 'all';
  subsidiary: string | null;
  /** Group guids; empty means everybody. */
  groups: string[];
  position: number;
}

type DefaultToolRow = Omit<PlannedDefaultTool, 'position' | 'key'>;

const DEFAULT_TOOL_ROWS: DefaultToolRow[] = [
  { tool: 'intranet', language: 'all', subsidiary: null, groups: [] },
  { tool: 'leave', language: 'all', subsidiary: null, groups: [] },
  { tool: 'expenses', language: 'all', subsidiary: null, groups: [] },
  { tool: 'service-desk', language: 'all', subsidiary: null, groups: [] },
  { tool: 'learning-portal', language: 'fr', subsidiary: null, groups: [] },
  { tool: 'meeting-rooms-asia', language: 'all', subsidiary: 'Northwind Asia', groups: [] },
  { tool: 'crm', language: 'all', subsidiary: null, groups: departmentGroups('SALES') },
  { tool: 'code-repositories', language: 'en', subsidiary: null, groups: departmentGroups('ENGINEERING') },
];

/** The tools new users find in their bookmarks, in order: positions 0..n-1 without gaps. */
export const DEFAULT_TOOLS: PlannedDefaultTool[] = DEFAULT_TOOL_ROWS.map((row, position) => ({
  ...row,
  key: `default:${row.tool}`,
  position,
}));

export interface PlannedValidation {
  key: string;
  tool: string;
  kind: 'creation' | 'edition';
  /** Login id of the person who proposed it. */
  editor: string;
  /** What the proposal changes in the live tool (nothing for a creation). */
  change: { title?: Translated; url?: Translated };
  /** Login id of the person asked for an extra approval, if any. */
  extraValidator?: string;
  ageDays: number;
}

/** Proposals waiting for an administrator: a new tool and two edits, all by marc.manager. */
export const VALIDATIONS: PlannedValidation[] = [
  { key: 'validation:coffee-roulette', tool: 'coffee-roulette', kind: 'creation', editor: 'marc.manager', change: {}, ageDays: 2 },
  {
    key: 'validation:status-page',
    tool: 'status-page',
    kind: 'edition',
    editor: 'marc.manager',
    change: {
      title: {
        en: 'IT service status and maintenance',
        fr: 'État des services et maintenances',
        zh: 'IT 服务状态与维护',
        ja: 'ITサービス稼働状況・メンテナンス',
      },
    },
    ageDays: 1,
  },
  {
    key: 'validation:software-catalogue',
    tool: 'software-catalogue',
    kind: 'edition',
    editor: 'marc.manager',
    change: {
      url: {
        en: 'https://apps.northwind.example/catalogue?lang=en',
        fr: 'https://apps.northwind.example/catalogue?lang=fr',
        zh: 'https://apps.northwind.example/catalogue?lang=zh',
        ja: 'https://apps.northwind.example/catalogue?lang=ja',
      },
    },
    extraValidator: 'victor.validator',
    ageDays: 3,
  },
];
