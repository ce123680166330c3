export { ValidationsPage } from './ValidationsPage';
