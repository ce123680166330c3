import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import { Subsidiary, SubsidiarySchema } from './subsidiary.schema';

/** A subsidiary as other modules name it. */
export type SubsidiaryRef = { _id: Types.ObjectId; name: string };

/** The subsidiaries' read API for other modules. */
@Injectable()
export class SubsidiariesReader {
  constructor(@InjectModel(Subsidiary.name) private readonly subsidiaries: Model<Subsidiary>) {}

  async exists(id: string): Promise<boolean> {
    return isValidObjectId(id) && !!(await this.subsidiaries.exists({ _id: new Types.ObjectId(id) }));
  }

  /** One subsidiary's name, or null if unknown. */
  byId(id: string | Types.ObjectId): Promise<SubsidiaryRef | null> {
    return this.subsidiaries.findById(id, { name: 1 }).lean<SubsidiaryRef>();
  }

  /** Names by id; every subsidiary when no ids are given. */
  async names(ids?: Iterable<string>): Promise<Map<string, string>> {
    const wanted = ids ? [...new Set(ids)].filter((id) => /^[0-9a-f]{24}$/i.test(id)).map((id) => new Types.ObjectId(id)) : null;
    if (wanted && !wanted.length) return new Map();
    const found = await this.subsidiaries.find(wanted ? { _id: { $in: wanted } } : {}, { name: 1 }).lean<SubsidiaryRef[]>();
    return new Map(found.map((subsidiary) => [String(subsidiary._id), subsidiary.name] as const));
  }

  /** Company name → the subsidiary grouping it (a company belongs to at most one). */
  async byCompany(): Promise<Map<string, SubsidiaryRef>> {
    const map = new Map<string, SubsidiaryRef>();
    for (const sub of await this.subsidiaries.find({}, { name: 1, companies: 1 }).lean<(Subsidiary & { _id: Types.ObjectId })[]>()) {
      for (const company of sub.companies ?? []) map.set(company, { _id: sub._id, name: sub.name });
    }
    return map;
  }
}

/** The subsidiaries' public API. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Subsidiary.name, schema: SubsidiarySchema }])],
  providers: [SubsidiariesReader],
  exports: [SubsidiariesReader],
})
export class SubsidiariesPublicModule {}
