import type { Types } from 'mongoose';

/** A subsidiary as stored, read lean. */
export interface StoredSubsidiary {
  _id: Types.ObjectId;
  name: string;
  companies?: string[];
  is_translated?: boolean;
  created_time?: Date;
  updated_time?: Date;
}

/** A subsidiary as both surfaces send it: `_id` for the spec's calls, `id` for react-admin. */
export interface SubsidiaryView {
  _id: string;
  id: string;
  name: string;
  companies: string[];
  is_translated: boolean;
  created_time?: Date;
  updated_time?: Date;
}

export function subsidiaryView(subsidiary: StoredSubsidiary): SubsidiaryView {
  const id = String(subsidiary._id);
  return {
    _id: id,
    id,
    name: subsidiary.name,
    companies: [...(subsidiary.companies ?? [])].sort((a, b) => a.localeCompare(b)),
    is_translated: !!subsidiary.is_translated,
    created_time: subsidiary.created_time,
    updated_time: subsidiary.updated_time,
  };
}

/** Subsidiary ids are ObjectIds; anything else names no subsidiary. */
export const OBJECT_ID = /^[0-9a-f]{24}$/i;
