export * from './languages';
export * from './limits';
export * from './errors';
export * from './settings';
export * from './user';
export * from './text';
export * from './tool-rules';
export * from './csv';
