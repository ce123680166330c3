import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { RuleViolation, SUBSIDIARY_RULES } from '../contracts';
import type { Person } from './events/subsidiary-parts';
import type { Principal } from '../platform/auth/principal';
import { RecordLocks } from '../platform/database/record-locks';
import { Company, Subsidiary } from './subsidiary.schema';
import { SubsidiaryRulesBroken } from './subsidiary.errors';
import type { SubsidiaryInput } from './subsidiary-input';
import type { StoredSubsidiary } from './subsidiary-view';

/** Every subsidiary write holds this one lock: the name and company checks read all subsidiaries, then write. */
export const SUBSIDIARIES_LOCK = 'subsidiaries';

export const personOf = (caller: Principal): Person => ({ userId: caller.userId!, fullname: caller.fullname });

/**
 * The subsidiaries module's collections (`subsidiaries`, `companies`), injected once: its handlers take this
 * store instead of the models and the lock. Every subsidiary write runs under one lock (`locked`), and
 * `assertAllowed` checks the rules that read the other subsidiaries: a name used once (case-insensitive),
 * companies of the directory, each in at most one subsidiary; so two saves cannot both pass.
 */
@Injectable()
export class SubsidiaryStore {
  constructor(
    @InjectModel(Subsidiary.name) readonly subsidiaries: Model<Subsidiary>,
    @InjectModel(Company.name) readonly companies: Model<Company>,
    private readonly locks: RecordLocks,
  ) {}

  /** Runs `work` under the subsidiaries' lock: one write at a time, across every instance. */
  locked<T>(work: () => Promise<T>): Promise<T> {
    return this.locks.withLock(SUBSIDIARIES_LOCK, work);
  }

  async assertAllowed(input: SubsidiaryInput, selfId: Types.ObjectId | null): Promise<void> {
    const [others, known] = await Promise.all([
      this.subsidiaries.find(selfId ? { _id: { $ne: selfId } } : {}, { name: 1, companies: 1 }).lean<StoredSubsidiary[]>(),
      this.companies.find({ name: { $in: input.companies } }, { name: 1 }).lean<{ name: string }[]>(),
    ]);
    const knownNames = new Set(known.map((company) => company.name));
    const unknown = input.companies.filter((name) => !knownNames.has(name));
    if (unknown.length) {
      throw new SubsidiaryRulesBroken([{ field: 'companies', code: SUBSIDIARY_RULES.unknownCompany.code, message: `Unknown company: ${unknown.join(', ')}.` }]);
    }
    const violations: RuleViolation[] = [];
    const key = input.name.toLocaleLowerCase();
    if (others.some((other) => other.name.trim().toLocaleLowerCase() === key)) violations.push({ field: 'name', ...SUBSIDIARY_RULES.nameTaken });
    const owner = new Map(others.flatMap((other) => (other.companies ?? []).map((company) => [company, other.name] as const)));
    const taken = input.companies.filter((name) => owner.has(name));
    if (taken.length) {
      const message = `${taken.map((name) => `${name} (${owner.get(name)})`).join(', ')} already belong to another subsidiary.`;
      violations.push({ field: 'companies', code: SUBSIDIARY_RULES.companyTaken.code, message });
    }
    if (violations.length) throw new SubsidiaryRulesBroken(violations, 409);
  }
}

/** A duplicate key on the unique name index (a write behind the lock's back): the same answer as the check. */
export function nameTakenOnDuplicate(error: unknown): never {
  if ((error as { code?: number }).code === 11000) throw new SubsidiaryRulesBroken([{ field: 'name', ...SUBSIDIARY_RULES.nameTaken }], 409);
  throw error;
}
