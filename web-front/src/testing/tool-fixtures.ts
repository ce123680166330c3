import type { ToolCard } from '@contracts';
import type { UserCategory } from '@/api/wall-types';

let counter = 0;

/** A tool card as the server sends it, titled in English unless told otherwise. */
export function aTool(overrides: Partial<ToolCard> & { en?: string } = {}): ToolCard {
  counter += 1;
  const { en = `Tool ${counter}`, ...rest } = overrides;
  return {
    _id: `t${counter}`,
    title: { en },
    description: { en: `About ${en}` },
    url: { en: `https://${en.toLowerCase().replace(/\W+/g, '-')}.example.com` },
    logo: { abrev: en.slice(0, 3).toUpperCase(), color: '#1971c2' },
    categories: [],
    managers: [],
    users: ['all'],
    subsidiaryId: null,
    is_new: false,
    has_pending_validation: false,
    ...rest,
  };
}

export function aCategory(_id: string, en: string, totalApps: number, fr = en): UserCategory {
  return { _id, name: { en, fr }, icon: null, totalApps };
}
