/**
 * Answers from this size are gzipped by the compression middleware; smaller ones
 * go as they are: a fresh gzip stream cost more CPU than anything else in such a call (a search's 20
 * people, a page of names), to save a few hundred bytes.
 */
export const COMPRESSION_THRESHOLD_BYTES = 4096;
