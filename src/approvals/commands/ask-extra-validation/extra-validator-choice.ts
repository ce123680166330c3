import { InvalidValidator } from '../../approvals.errors';

interface ValidatorChoice {
  id: string;
  type: 'user' | 'group';
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * Reads the one validator of the body (spec: "validator as an id and type"). Accepts
 * `{ validator: "<id>", type }` and `{ validator: { _id | id, type } }`; a list is refused (one only).
 */
export function readValidatorChoice(body: unknown): ValidatorChoice {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const raw = input.validator;
  if (Array.isArray(raw)) throw new InvalidValidator('Choose a single validator.');
  const nested = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
  const id = nested ? (nested._id ?? nested.id) : raw;
  const type = nested?.type ?? input.type;
  if (typeof id !== 'string' || !OBJECT_ID.test(id)) throw new InvalidValidator();
  if (type !== 'user' && type !== 'group') throw new InvalidValidator('The validator must be a person (user) or a group.');
  return { id: id.toLowerCase(), type };
}
