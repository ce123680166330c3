import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Tool, ToolSchema } from '../tool.schema';
import { ClearNewLabelsJob } from './clear-new-labels.job';
import { CLOCK, systemClock } from './clock';

/** The worker side of the "new" label: the hourly job that clears it (ScheduleModule.forRoot is in WorkerModule). */
@Module({
  imports: [MongooseModule.forFeature([{ name: Tool.name, schema: ToolSchema }])],
  providers: [ClearNewLabelsJob, { provide: CLOCK, useValue: systemClock }],
  exports: [ClearNewLabelsJob],
})
export class NewLabelWorkerModule {}
