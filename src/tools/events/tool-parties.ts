/** Who did something, as the logs and mails name them. */
export interface Person {
  userId: string;
  fullname: string;
}

/** A tool as events name it: its id and its titles per language (the mails pick the recipient's). */
export interface ToolRef {
  toolId: string;
  title: Record<string, string>;
}
