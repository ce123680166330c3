import { Query } from '@nestjs/cqrs';
import type { Types } from 'mongoose';

/** A subsidiary as a person's record carries it. */
export interface PersonSubsidiary {
  _id: Types.ObjectId;
  name: string;
}

/** The subsidiary of this id, null if there is none. Asked by the directory, answered by `subsidiaries`. */
export class FindSubsidiaryQuery extends Query<PersonSubsidiary | null> {
  constructor(readonly subsidiaryId: string) {
    super();
  }
}
