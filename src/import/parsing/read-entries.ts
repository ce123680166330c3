import type { Readable } from 'node:stream';
import {
  checkServiceRow,
  checkUserRow,
  columnMap,
  renameFields,
  RowCheck,
  SERVICE_COLUMNS,
  SERVICE_REQUIRED,
  ServiceRow,
  USER_COLUMNS,
  USER_REQUIRED,
  UserRow,
} from './import-rows';
import { readRows, UnparseableFile } from './row-source';

import type { ImportFileKind } from '../../contracts/wire/import-report';

export type { ImportFileKind };

/** A row of a file, read and checked: either a valid row or the reason it is rejected. */
export type Entry<T> = { line: number; row: T } | { line: number; reason: string; key?: string };

interface KindRules<T> {
  columns: readonly string[];
  required: readonly string[];
  check: (fields: Record<string, string | string[]>) => RowCheck<T>;
}

const RULES: { users: KindRules<UserRow>; services: KindRules<ServiceRow> } = {
  users: { columns: USER_COLUMNS, required: USER_REQUIRED, check: checkUserRow },
  services: { columns: SERVICE_COLUMNS, required: SERVICE_REQUIRED, check: checkServiceRow },
};

/**
 * Streams the checked rows of a users or a services file. A CSV header lacking a required column
 * makes the file unparseable (every row would be rejected); a JSON object lacking one is rejected.
 */
export function readEntries(input: Readable, kind: 'users'): AsyncGenerator<Entry<UserRow>>;
export function readEntries(input: Readable, kind: 'services'): AsyncGenerator<Entry<ServiceRow>>;
export async function* readEntries(input: Readable, kind: ImportFileKind): AsyncGenerator<Entry<UserRow | ServiceRow>> {
  const rules = RULES[kind] as KindRules<UserRow | ServiceRow>;
  let csvMap: Map<string, string> | null = null;
  const jsonMaps = new Map<string, Map<string, string> | string[]>();
  const onHeader = (names: string[]) => {
    const map = columnMap(names, rules.columns, rules.required);
    if (Array.isArray(map)) throw new UnparseableFile(`the header lacks the column${map.length > 1 ? 's' : ''} ${map.join(', ')}`);
    csvMap = map;
  };
  for await (const { line, record, problem } of readRows(input, onHeader)) {
    if (problem) {
      yield { line, reason: problem };
      continue;
    }
    let map: Map<string, string> | string[] | null = csvMap;
    if (!map) {
      // JSON: objects of one file usually share their keys; their maps are computed once.
      const names = Object.keys(record);
      const signature = names.join('\u0000');
      map = jsonMaps.get(signature) ?? columnMap(names, rules.columns, rules.required);
      if (jsonMaps.size < 100) jsonMaps.set(signature, map);
    }
    if (Array.isArray(map)) {
      yield { line, reason: `${map.join(', ')} ${map.length > 1 ? 'are' : 'is'} missing` };
      continue;
    }
    const checked = rules.check(renameFields(record, map));
    yield 'row' in checked ? { line, row: checked.row } : { line, reason: checked.reason, key: checked.key };
  }
}
