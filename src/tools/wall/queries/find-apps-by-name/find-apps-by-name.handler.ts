import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { LANGUAGES } from '../../../../contracts';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { Tool } from '../../../tool.schema';
import { escapeRegExp } from '../../../../contracts';
import { adminToolsFilter } from '../../admin-scope';
import { InvalidSearchText } from '../../wall.errors';
import { byTitle } from '../../wall-order';
import { FindAppsByNameQuery, ToolName } from './find-apps-by-name.query';

/** Not in the spec: a picker needs a handful of names, and a longer text only costs the database. */
export const TOOL_NAME_SEARCH = { maxTextLength: 100, maxResults: 20 } as const;

@QueryHandler(FindAppsByNameQuery)
export class FindAppsByNameHandler implements IQueryHandler<FindAppsByNameQuery> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute({ caller, text, language }: FindAppsByNameQuery): Promise<ToolName[]> {
    const scope = adminToolsFilter(caller);
    if (!scope) throw new PermissionDenied();
    const term = text.trim().toLowerCase().slice(0, TOOL_NAME_SEARCH.maxTextLength);
    if (!term) throw new InvalidSearchText();
    // No $text on FerretDB; a case-insensitive "contains" on each language's title is the lower-case match.
    const pattern = { $regex: escapeRegExp(term), $options: 'i' };
    const found = await this.tools.find({ ...scope, $or: LANGUAGES.map((lang) => ({ [`title.${lang}`]: pattern })) }, { title: 1 }).lean();
    return found
      .map((tool) => ({ _id: String(tool._id), title: tool.title ?? {} }))
      .sort(byTitle(language))
      .slice(0, TOOL_NAME_SEARCH.maxResults);
  }
}
