/** What `POST upload` answers for a logo. The tool's own types are the wire's (`ToolBody`, `ToolForEditing` in @contracts). */
export interface UploadedLogo {
  filename: string;
  url: string;
}
