import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../contracts';
import type { Principal } from '../../../../platform/auth/principal';

export interface ToolName {
  _id: string;
  title: Record<string, string>;
}

/** Tools of the caller's back-office scope whose title, in any language, contains a text (spec: GET getAppsByName/{text}). */
export class FindAppsByNameQuery extends Query<ToolName[]> {
  constructor(
    readonly caller: Principal,
    readonly text: string,
    readonly language: Language,
  ) {
    super();
  }
}
