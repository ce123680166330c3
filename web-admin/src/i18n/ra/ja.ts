import type { Messages } from '../messages';
import messages from './ja.json';

/**
 * react-admin's own texts in Japanese. Taken from @bicstone/ra-language-japanese 5.12.1
 * (MIT License, Copyright (c) 2019 Oishi Takanori), completed with the keys react-admin 5.15 added.
 * The package itself is not a dependency: it is written for react-admin 5.12 and its published
 * manifest runs `npx only-allow pnpm` at install time, which an npm install must not depend on.
 */
const ja: Messages = messages;

export default ja;
