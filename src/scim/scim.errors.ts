/** The `scimType` values of RFC 7644 §3.12 this service provider answers. */
export type ScimType = 'invalidFilter' | 'tooMany' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue' | 'invalidVers' | 'sensitive';

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/**
 * A SCIM request refused: answered with the SCIM error schema (RFC 7644 §3.12) by the SCIM routes'
 * exception filter. `detail` is in English: identity providers show it to their administrators as sent.
 */
export class ScimError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 501 | 503,
    readonly scimType: ScimType | undefined,
    readonly detail: string,
  ) {
    super(detail);
  }

  body() {
    return { schemas: [SCIM_ERROR_SCHEMA], status: String(this.status), ...(this.scimType ? { scimType: this.scimType } : {}), detail: this.detail };
  }
}

export class ScimNotFound extends ScimError {
  constructor(kind: 'User' | 'Group', id: string) {
    super(404, undefined, `${kind} ${id} not found.`);
  }
}
