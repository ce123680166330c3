import type { Translated } from '@contracts';

/** The back-office's own shapes; the tool's wire types (AdminToolRecord, ToolBody, ToolForEditing) are in @contracts. */
export interface SavedTool {
  _id?: string;
  has_pending_validation?: boolean;
}

export interface CategoryOption {
  id: string;
  name: Translated;
}

export interface SubsidiaryOption {
  id: string;
  name: string;
}
