import { API_ROOT, httpClient } from '../httpClient';

/** The part of a JSON schema the page shows. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  maxLength?: number;
  pattern?: string;
  $ref?: string;
  anyOf?: JsonSchema[];
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface ApiOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  /** A program's route: the token scopes that open it. */
  'x-scopes'?: string[];
  parameters?: ApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

/** `GET /api/openapi.json`, as far as the page reads it. */
export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, ApiOperation>>;
}

/** The address of the document, for its download link. */
export const OPENAPI_URL = `${API_ROOT}/openapi.json`;

export interface ApiReferenceMethods {
  getOpenApiDocument(): Promise<{ data: ApiDocument }>;
}

export function createApiReferenceMethods(client: typeof httpClient): ApiReferenceMethods {
  return {
    async getOpenApiDocument() {
      const { json } = await client(OPENAPI_URL);
      return { data: json as ApiDocument };
    },
  };
}
