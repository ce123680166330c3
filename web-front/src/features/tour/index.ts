export { Tour } from './components/Tour';
