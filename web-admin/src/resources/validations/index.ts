export { ValidationsPage } from './ValidationsPage';
export { ExtraValidationPopin } from './ExtraValidationPopin';
export { RejectExtraValidationPopin } from './RejectExtraValidationPopin';
export { ChangeValidationServicePopin } from './ChangeValidationServicePopin';
export { ValidationInfoPopin } from './ValidationInfoPopin';
export { ToolInfoPopin } from './ToolInfoPopin';
