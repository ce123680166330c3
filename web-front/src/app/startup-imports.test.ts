import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The first script is what `main.tsx` reaches through static imports (a dynamic `import()` is a
 * later chunk, docs/decisions/front-lazy-parts.md). Walks that graph as the bundler does, type-only
 * imports left out, and names the npm packages it reaches.
 */
const SRC = resolve(__dirname, '..');
const CONTRACTS = resolve(SRC, '../../src/contracts');

function fileOf(base: string): string | undefined {
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile());
}

function resolveSpecifier(specifier: string, from: string): string | undefined {
  if (specifier.startsWith('.')) return fileOf(join(dirname(from), specifier));
  if (specifier.startsWith('@/')) return fileOf(join(SRC, specifier.slice(2)));
  if (specifier === '@contracts') return fileOf(CONTRACTS);
  if (specifier.startsWith('@contracts/')) return fileOf(join(CONTRACTS, specifier.slice('@contracts/'.length)));
  return undefined;
}

/** The specifiers a module loads at run time: type-only imports and re-exports are erased by the compiler. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function firstScript(): { files: Set<string>; packages: Set<string> } {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [join(SRC, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (/\.(css|svg|png|json)$/.test(specifier)) continue;
      const local = resolveSpecifier(specifier, file);
      if (local) queue.push(local);
      else if (specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('@contracts')) throw new Error(`${file}: cannot resolve ${specifier}`);
      else packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
    }
  }
  return { files: seen, packages };
}

describe('the first script', () => {
  it('reaches React and the router but not zod, which comes with the tool form (target < 150 KiB gzip)', () => {
    const { packages } = firstScript();
    expect(packages).toContain('react');
    expect(packages).toContain('react-router');
    expect(packages).not.toContain('zod');
  });

  it('leaves out the access-request popups, which the router loads when one opens', () => {
    const files = [...firstScript().files].map((file) => file.slice(SRC.length + 1));
    expect(files).toContain('features/access-requests/components/MyRequestsLink.tsx');
    expect(files).not.toContain('features/access-requests/components/RequestAccessPopup.tsx');
    expect(files).not.toContain('features/access-requests/components/MyRequestsPopup.tsx');
  });
});
