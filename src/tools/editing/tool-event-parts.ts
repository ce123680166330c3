import { Types } from 'mongoose';
import type { Principal } from '../../platform/auth/principal';
import type { Person, ToolRef } from '../events/tool-parties';

export const personOf = (caller: Principal): Person => ({ userId: caller.userId!, fullname: caller.fullname });

export const toolRefOf = (id: Types.ObjectId | string, title: Record<string, string | undefined>): ToolRef => ({
  toolId: String(id),
  title: Object.fromEntries(Object.entries(title).filter((entry): entry is [string, string] => !!entry[1])),
});
