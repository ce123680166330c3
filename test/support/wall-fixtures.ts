import type { INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Category } from '../../src/categories/category.schema';
import { Tool } from '../../src/tools/tool.schema';
import { givenTool, toolsChanged } from './catalogue-fixtures';

const DAY_MS = 24 * 3600 * 1000;
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

/** Puts a category in the sidebar. The category calls (back-office) come with their issue. */
export async function givenCategory(app: INestApplication, name: Record<string, string>, over: Partial<Category> = {}) {
  const model = app.get<Model<Category>>(getModelToken(Category.name));
  return model.create({ name, icon: ICON, ...over });
}

/**
 * A tool created `daysAgo` days ago, so tests control which tools count as new (under 15 days).
 * The creation time is written after the insert because the schema's timestamps set it on create.
 */
export async function givenToolCreated(app: INestApplication, daysAgo: number, title: string, over: Partial<Tool> = {}) {
  const tool = await givenTool(app, title, over);
  const model = app.get<Model<Tool>>(getModelToken(Tool.name));
  await model.collection.updateOne({ _id: tool._id }, { $set: { created_time: new Date(Date.now() - daysAgo * DAY_MS) } });
  toolsChanged(app, tool._id);
  return tool;
}
