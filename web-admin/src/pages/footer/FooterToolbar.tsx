import {
  AlignmentButtons,
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';

/** A footer is a few lines of legal text and links: no headings, images or colours. */
export const FooterToolbar = () => (
  <RichTextInputToolbar size="small">
    <FormatButtons size="small" />
    <AlignmentButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);
