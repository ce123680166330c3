/** Answered by `approvals`. The named request of this tool (null if it names another tool), else the tool's waiting one if any. */
export class FindToolRequestQuery {
  constructor(
    readonly toolId: string,
    readonly validationId?: string,
  ) {}
}

export interface ToolRequest {
  _id: string;
  kind: 'creation' | 'edition';
  status: string;
  changed: Record<string, unknown>;
  edited_by: { _id: string; fullname: string };
  updated_time?: Date;
}
