import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Validation } from '../../../validation.schema';
import { GetValidationChangeQuery, ValidationChange } from './get-validation-change.query';

@QueryHandler(GetValidationChangeQuery)
export class GetValidationChangeHandler implements IQueryHandler<GetValidationChangeQuery, ValidationChange | null> {
  constructor(@InjectModel(Validation.name) private readonly validations: Model<Validation>) {}

  async execute({ validationId }: GetValidationChangeQuery): Promise<ValidationChange | null> {
    if (!Types.ObjectId.isValid(validationId)) return null;
    const found = await this.validations.findById(validationId, { app: 1, kind: 1, status: 1, changed: 1 }).lean();
    if (!found) return null;
    return { validationId, toolId: String(found.app), kind: found.kind as ValidationChange['kind'], status: found.status as ValidationChange['status'], changed: found.changed };
  }
}
