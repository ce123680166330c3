import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { StoredValidation } from '../../../stored-validation';
import { Validation } from '../../../validation.schema';
import { FindToolRequestQuery, ToolRequest } from '../../../../tools/ports/find-tool-request.query';

@QueryHandler(FindToolRequestQuery)
export class FindToolRequestHandler implements IQueryHandler<FindToolRequestQuery, ToolRequest | null> {
  constructor(@InjectModel(Validation.name) private readonly validations: Model<Validation>) {}

  async execute({ toolId, validationId }: FindToolRequestQuery): Promise<ToolRequest | null> {
    const app = new Types.ObjectId(toolId);
    const found =
      validationId === undefined
        ? await this.validations.findOne({ app, status: 'pending' }).lean<StoredValidation>()
        : await this.validations.findOne({ _id: new Types.ObjectId(validationId), app }).lean<StoredValidation>();
    if (!found) return null;
    return {
      _id: String(found._id),
      kind: found.kind as ToolRequest['kind'],
      status: found.status,
      changed: found.changed,
      edited_by: found.edited_by,
      updated_time: found.updated_time,
    };
  }
}
