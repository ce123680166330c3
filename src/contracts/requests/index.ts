export * from './common';
export * from './simple-rest';
export * from './directory';
export * from './tools';
export * from './reference-data';
export * from './workflow';
export * from './usage';
export * from './tool-status';
