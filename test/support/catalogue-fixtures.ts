import type { INestApplication } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import { DefaultTool } from '../../src/defaults/default-tool.schema';
import { ToolsChangedEvent } from '../../src/tools/events/tools-changed.event';
import { Tool } from '../../src/tools/tool.schema';

/**
 * Puts tools in the catalogue. The catalogue's own calls (postApp and approval) come with their
 * issue; until then fixtures write the collection the way an accepted tool looks.
 */
export async function givenTool(app: INestApplication, title: string, over: Partial<Tool> = {}) {
  const model = app.get<Model<Tool>>(getModelToken(Tool.name));
  const tool = await model.create({
    title: { en: title, fr: title },
    description: { en: `${title} description`, fr: `${title} description` },
    url: { en: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example/` },
    users: ['all'],
    managers: [],
    is_published: true,
    ...over,
  });
  toolsChanged(app, tool._id);
  return tool;
}

/** What every catalogue write does after writing: the wall's read model (here and on other instances) re-reads these tools. */
export function toolsChanged(app: INestApplication, ...ids: unknown[]) {
  app.get(EventBus).publish(new ToolsChangedEvent(ids.map(String)));
}

export async function givenDefaultTool(app: INestApplication, tool: { _id: Types.ObjectId }, position: number, over: Partial<DefaultTool> = {}) {
  const model = app.get<Model<DefaultTool>>(getModelToken(DefaultTool.name));
  return model.create({ tool: tool._id, position, language: 'all', groups: [], ...over });
}

/** The body of a postApp: a tool for everyone in one category, its texts in the two required languages. */
export function toolSubmission(title: string, categoryId: string, managerId: string) {
  return {
    title: { en: title, fr: title },
    description: { en: 'helps', fr: 'aide' },
    url: { en: 'https://tool.example/en', fr: 'https://tool.example/fr' },
    categories: [categoryId],
    users: ['all'],
    managers: [managerId],
  };
}
