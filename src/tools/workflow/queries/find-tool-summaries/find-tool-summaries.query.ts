import type { ToolLogo } from '../../../../contracts/wire/tools';

/** The live face of these tools (titles, descriptions, urls, logos, published or not, managers), for approvals' views and status mails. */
export class FindToolSummariesQuery {
  constructor(readonly toolIds: readonly string[]) {}
}

export interface ToolSummary {
  _id: string;
  title: Record<string, string>;
  description: Record<string, string>;
  url: Record<string, string>;
  logo?: ToolLogo;
  is_published: boolean;
  /** Its managers' user ids. */
  managers: string[];
  deleted: boolean;
}
