/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where unregistered users are told to write; defaults to SUPPORT_MAILBOX_DEFAULT from the contracts. */
  readonly VITE_SUPPORT_MAILBOX?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
