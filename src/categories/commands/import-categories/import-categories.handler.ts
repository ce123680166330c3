import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { CATEGORY_IMPORT_MAX_ENTRIES, RuleViolation } from '../../../contracts';
import { CategoryIcons, isIconViolation, PreparedIcon } from '../../category-icons';
import { CategoryInput, categoryInputOf } from '../../category-input';
import { CategoryStore } from '../../category-store';
import type { StoredCategory } from '../../category-view';
import { newCategoryId, personOf, storedFieldsOf } from '../../category-writer';
import { ImportInvalid, ImportNotJson } from '../../category.errors';
import { CategoriesImportedEvent } from '../../events/categories-imported.event';
import { CategoryImportSource, ImportCategoriesCommand } from './import-categories.command';

/**
 * Imports a JSON list of categories. The whole file is checked first (every entry's rules, its icon's
 * content, ids used once, names unique): one bad entry refuses the file and nothing is written. An entry
 * with the `_id` of a stored category updates it (a re-import never duplicates); one with an unknown
 * `_id` is created under that id (moving categories between environments keeps tools' references);
 * one without `_id` is created.
 */
@CommandHandler(ImportCategoriesCommand)
export class ImportCategoriesHandler implements ICommandHandler<ImportCategoriesCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly store: CategoryStore,
    private readonly icons: CategoryIcons,
  ) {}

  async execute({ caller, source }: ImportCategoriesCommand): Promise<{ created: number; updated: number; ids: string[] }> {
    const entries = entriesOf(source);
    const violations: RuleViolation[] = [];
    const inputs: CategoryInput[] = [];
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const { input, violations: broken } = categoryInputOf(entry, `${index}.`);
      violations.push(...broken);
      if (input.id && seen.has(input.id)) violations.push({ field: `${index}._id`, code: 'CATEGORY.DUPLICATE_ID', message: 'This id appears twice in the file.' });
      if (input.id) seen.add(input.id);
      inputs.push(input);
    });
    if (violations.length) throw new ImportInvalid(violations);

    const ids = inputs.map((input) => input.id).filter((id): id is string => !!id);
    const stored = await this.store.categories.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, { icon: 1 }).lean<StoredCategory[]>();
    const storedIcon = new Map(stored.map((category) => [String(category._id), category.icon]));
    const icons: PreparedIcon[] = [];
    for (const [index, input] of inputs.entries()) {
      const icon = await this.icons.prepare(input.icon, (input.id && storedIcon.get(input.id)) || null, `${index}.icon`);
      if (isIconViolation(icon)) violations.push(icon);
      else icons.push(icon);
    }
    if (violations.length) throw new ImportInvalid(violations);

    const idOf = inputs.map((input) => input.id ?? String(newCategoryId()));
    const result = await this.store.locked(async () => {
      const clashes = await this.store.clashes(inputs.map((input, index) => ({ id: idOf[index], field: `${index}.`, name: input.name })));
      if (clashes.length) throw new ImportInvalid(clashes);
      const existing = new Set((await this.store.categories.find({ _id: { $in: idOf.map((id) => new Types.ObjectId(id)) } }, { _id: 1 }).lean()).map((c) => String(c._id)));
      let created = 0;
      // One write per entry: FerretDB holds a connection per matching statement of a bulk write.
      for (const [index, input] of inputs.entries()) {
        const fields = storedFieldsOf(input, await this.icons.store(icons[index]));
        if (existing.has(idOf[index])) await this.store.categories.updateOne({ _id: new Types.ObjectId(idOf[index]) }, { $set: fields });
        else {
          await this.store.categories.create({ _id: new Types.ObjectId(idOf[index]), ...fields });
          created++;
        }
      }
      return { created, updated: inputs.length - created, ids: idOf };
    });
    await this.outbox.publish(new CategoriesImportedEvent(result.created, result.updated, personOf(caller)));
    return result;
  }
}

/** The file must be JSON ("Selected file is not in JSON format.") holding a list of categories. */
function entriesOf(source: CategoryImportSource): unknown[] {
  let data: unknown;
  if ('text' in source) {
    try {
      data = JSON.parse(source.text.replace(/^\uFEFF/, ''));
    } catch {
      throw new ImportNotJson();
    }
  } else data = source.data;
  if (!Array.isArray(data)) throw new ImportInvalid([{ field: 'data', code: 'CATEGORY.IMPORT_INVALID', message: 'The file must hold a list of categories.' }]);
  if (data.length === 0) throw new ImportInvalid([{ field: 'data', code: 'CATEGORY.IMPORT_INVALID', message: 'The file holds no category.' }]);
  if (data.length > CATEGORY_IMPORT_MAX_ENTRIES) {
    throw new ImportInvalid([{ field: 'data', code: 'CATEGORY.IMPORT_INVALID', message: `A file holds at most ${CATEGORY_IMPORT_MAX_ENTRIES} categories.` }]);
  }
  return data;
}
