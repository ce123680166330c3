/** A request's decision and the content it proposes: what tools needs to apply an accepted change. */
export class GetValidationChangeQuery {
  constructor(readonly validationId: string) {}
}

export interface ValidationChange {
  validationId: string;
  toolId: string;
  kind: 'creation' | 'edition';
  status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  changed: Record<string, unknown>;
}
