import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The opens of one tool on one day (UTC), aggregated when they are written: a total and the same
 * count split by the opener's subsidiary and language. `_id` is `<toolId>:<YYYY-MM-DD>`, so every
 * write is an `_id` upsert with `$inc` and no document ever holds a person.
 */
@Schema({ collection: 'tool_open_days', versionKey: false })
export class ToolOpenDay {
  @Prop({ type: String })
  _id!: string;

  @Prop({ required: true })
  tool!: string;

  /** `YYYY-MM-DD`, UTC. */
  @Prop({ required: true, index: true })
  day!: string;

  @Prop({ default: 0 })
  total!: number;

  /** Subsidiary id (or `none`) → opens. */
  @Prop({ type: Object, default: {} })
  by_subsidiary!: Record<string, number>;

  /** Interface language → opens. */
  @Prop({ type: Object, default: {} })
  by_language!: Record<string, number>;
}

export const ToolOpenDaySchema = SchemaFactory.createForClass(ToolOpenDay);
