import type { Messages } from '../messages';
import messages from './zh.json';

/**
 * react-admin's own texts in Simplified Chinese. Written here: the Chinese packages on npm are for
 * react-admin 2 (ra-language-chinese) and 4 (@haxqer/ra-language-chinese, which depends on ra-core 4).
 */
const zh: Messages = messages;

export default zh;
