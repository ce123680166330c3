import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/architecture.md says which module owns which collections ("Modules" and "Module boundaries");
 * this compares those tables with the code: the schemas each module registers
 * (`MongooseModule.forFeature`), the collections it opens on the connection and its GridFS buckets.
 */
const ROOT = join(__dirname, '..');
const SRC = join(ROOT, 'src');
const OUTSIDE = new Set(['seed', 'devstack', 'contracts']);

const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesOf(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
const sources = new Map(filesOf(SRC).map((path) => [path, readFileSync(path, 'utf8')] as const));

/** The collection of each mongoose schema class (`@Schema({ collection: 'x' }) export class Name`). */
const schemaCollections = new Map<string, string>();
for (const text of sources.values()) {
  for (const [, collection, name] of text.matchAll(/@Schema\(\{\s*collection:\s*'([^']+)'[\s\S]*?\}\)\s*export class (\w+)/g)) {
    schemaCollections.set(name, collection);
  }
}
/** String constants (`const OUTBOX_COLLECTION = 'outbox'`), to resolve the names passed to the connection. */
const constants = new Map<string, string>();
for (const text of sources.values()) {
  for (const [, name, value] of text.matchAll(/const (\w+) = '([^']+)'/g)) constants.set(name, value);
}
const resolve = (token: string) => (token.startsWith("'") ? token.slice(1, -1) : constants.get(token));

function collectionsInCode(module: string): Set<string> {
  const found = new Set<string>();
  for (const [path, text] of sources) {
    if (!path.startsWith(join(SRC, module) + '/')) continue;
    for (const [, list] of text.matchAll(/MongooseModule\.forFeature\(\[([\s\S]*?)\]\)/g)) {
      for (const [, name] of list.matchAll(/name:\s*(\w+)\.name/g)) {
        const collection = schemaCollections.get(name);
        if (collection) found.add(collection);
      }
    }
    for (const [, token] of text.matchAll(/\.collection(?:<[^>]*>)?\((\w+|'[^']+')\)/g)) {
      const name = resolve(token);
      if (name) found.add(name);
    }
    for (const [, token] of text.matchAll(/bucketName:\s*(\w+|'[^']+')/g)) {
      const name = resolve(token);
      if (name) found.add(`GridFS ${name}`);
    }
  }
  return found;
}

/** A table's rows as module → the backticked names of its "owns" column (`GridFS \`files\`` kept as such). */
function ownsColumn(section: string): Map<string, Set<string>> {
  const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const start = doc.indexOf(`\n${section}\n`);
  const table = doc.slice(start).split('\n').slice(1);
  const rows = new Map<string, Set<string>>();
  let inTable = false;
  for (const line of table) {
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const [, modules, owns] = line.split('|').map((cell) => cell.trim());
    const names = [...modules.matchAll(/`([a-z-]+)\/`/g)].map(([, name]) => name);
    if (!names.length || owns.includes('see the modules table')) continue;
    const collections = new Set([...owns.matchAll(/(GridFS )?`([a-z_]+)`/g)].map(([, gridfs, name]) => `${gridfs ?? ''}${name}`));
    for (const name of names) rows.set(name, collections);
  }
  return rows;
}

const modules = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory() && !OUTSIDE.has(name));

describe('docs/architecture.md: the collections each module owns', () => {
  const table = ownsColumn('## Modules');

  it('lists every module', () => {
    expect(modules.filter((module) => !table.has(module))).toEqual([]);
  });

  it.each(modules)('%s: the "Modules" table names the collections its code registers and opens', (module) => {
    expect([...(table.get(module) ?? [])].sort()).toEqual([...collectionsInCode(module)].sort());
  });

  it('"Module boundaries" agrees with "Modules" wherever it names collections', () => {
    const boundaries = ownsColumn('## Module boundaries');
    for (const [module, collections] of boundaries) {
      expect({ module, collections: [...collections].sort() }).toEqual({ module, collections: [...(table.get(module) ?? [])].sort() });
    }
  });
});
