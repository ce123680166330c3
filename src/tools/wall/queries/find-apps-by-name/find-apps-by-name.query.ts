import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../contracts';
import type { ToolName } from '../../../../contracts/wire/tools';
import type { Principal } from '../../../../platform/auth/principal';

export type { ToolName };

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
