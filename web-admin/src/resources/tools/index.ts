export { ToolsHome } from './ToolsHome';
export { ToolCreatePopin } from './form/ToolCreatePopin';
export { ToolEditPopin } from './form/ToolEditPopin';
export { useCategories, useSubsidiaryOptions } from './useToolReferences';
