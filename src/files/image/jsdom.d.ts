// jsdom ships no types and @types/jsdom trails its major version: the little the SVG sanitiser uses.
declare module 'jsdom' {
  interface JsdomWindow {
    DOMParser: { new (): { parseFromString(text: string, type: 'image/svg+xml'): Document } };
    XMLSerializer: { new (): { serializeToString(node: Node): string } };
  }
  export class JSDOM {
    constructor(html?: string);
    readonly window: JsdomWindow;
  }
}
