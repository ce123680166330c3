import type { ToolCatalogue } from '../tools/tools.public';

/** A live tool as the catalogue read model holds it. */
export type CatalogueTool = NonNullable<ReturnType<ToolCatalogue['get']>>['tool'];
