import { DefaultEditorOptions, type RichTextInputProps } from 'ra-input-rich-text';
import type { Language } from '@contracts';

type EditorOptions = NonNullable<RichTextInputProps['editorOptions']>;

/**
 * The editable area gets its own accessible name and language: RichTextInput only labels the
 * wrapper around toolbar and editor. Build it once per editor, since a new options object
 * would make tiptap rebuild the editor on every render.
 */
export function languageEditorOptions(lang: Language, label: string): EditorOptions {
  return {
    ...DefaultEditorOptions,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, lang } },
  };
}
