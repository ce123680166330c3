import {
  AlignmentButtons,
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';

/** Footers and announcements are a few lines of text and links: no headings, images or colours. */
export const RichTextToolbar = () => (
  <RichTextInputToolbar size="small">
    <FormatButtons size="small" />
    <AlignmentButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);
