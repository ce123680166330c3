import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI shares two cores with the server build and other suites: give findBy/waitFor more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals, testing-library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom has no layout, but ProseMirror (the rich-text editor) measures the caret to scroll to it
// and reads the position under a click: answer with empty boxes.
const emptyRect = { x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) };
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => emptyRect as DOMRect;
document.elementFromPoint ??= () => null;
