import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { DefaultTool, DefaultToolSchema } from './default-tool.schema';

/** A default tool rule as the directory applies it at a first sign-in. */
export type DefaultToolRule = DefaultTool & { _id: Types.ObjectId };

/** The default tools' read API for other modules. */
@Injectable()
export class DefaultToolsReader {
  constructor(@InjectModel(DefaultTool.name) private readonly defaults: Model<DefaultTool>) {}

  /** Every rule in the back-office's order. */
  inOrder(): Promise<DefaultToolRule[]> {
    return this.defaults.find().sort({ position: 1 }).lean<DefaultToolRule[]>();
  }

  /** How many rules name this subsidiary (it cannot be deleted while any does). */
  countForSubsidiary(subsidiaryId: Types.ObjectId): Promise<number> {
    return this.defaults.countDocuments({ subsidiary: subsidiaryId });
  }
}

/** The default tools' public API. */
@Module({
  imports: [MongooseModule.forFeature([{ name: DefaultTool.name, schema: DefaultToolSchema }])],
  providers: [DefaultToolsReader],
  exports: [DefaultToolsReader],
})
export class DefaultsPublicModule {}
