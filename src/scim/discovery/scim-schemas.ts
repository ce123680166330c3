import { ENTERPRISE_USER } from '../filter/scim-filter';
import { CORE_GROUP } from '../groups/scim-groups.service';
import { SCIM_PAGE_MAX } from '../scim-response';
import { CORE_USER } from '../users/scim-user.state';

type Attribute = {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference' | 'dateTime';
  multiValued?: boolean;
  required?: boolean;
  caseExact?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  returned?: 'always' | 'default';
  uniqueness?: 'none' | 'server';
  subAttributes?: Attribute[];
  referenceTypes?: string[];
};

/** RFC 7643 §7's defaults made explicit, as identity providers read them. */
function attribute(spec: Attribute): Record<string, unknown> {
  const { subAttributes, ...rest } = spec;
  return {
    multiValued: false,
    description: '',
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    ...rest,
    ...(subAttributes ? { subAttributes: subAttributes.map(attribute) } : {}),
  };
}

const text = (name: string, more: Partial<Attribute> = {}) => attribute({ name, type: 'string', ...more });

/** Exactly the attributes the portal keeps (docs/behaviour/identity-and-directory.md, "SCIM"). */
export const SCHEMAS = [
  {
    id: CORE_USER,
    name: 'User',
    description: 'A person of the portal directory',
    attributes: [
      text('userName', { required: true, uniqueness: 'server' }),
      text('externalId', { caseExact: true }),
      attribute({ name: 'name', type: 'complex', subAttributes: [{ name: 'givenName', type: 'string' }, { name: 'familyName', type: 'string' }, { name: 'formatted', type: 'string', mutability: 'readOnly' }] }),
      text('displayName'),
      text('title'),
      text('preferredLanguage'),
      text('locale'),
      attribute({ name: 'active', type: 'boolean' }),
      attribute({ name: 'emails', type: 'complex', multiValued: true, subAttributes: [{ name: 'value', type: 'string' }, { name: 'type', type: 'string' }, { name: 'primary', type: 'boolean' }] }),
      attribute({
        name: 'groups',
        type: 'complex',
        multiValued: true,
        mutability: 'readOnly',
        subAttributes: [
          { name: 'value', type: 'string', mutability: 'readOnly', caseExact: true },
          { name: 'display', type: 'string', mutability: 'readOnly' },
          { name: 'type', type: 'string', mutability: 'readOnly' },
          { name: '$ref', type: 'reference', mutability: 'readOnly', referenceTypes: ['Group'] },
        ],
      }),
    ],
  },
  {
    id: ENTERPRISE_USER,
    name: 'EnterpriseUser',
    description: 'Enterprise User: organization is the company (and so the subsidiary)',
    attributes: [text('organization'), text('division'), text('department'), text('employeeNumber')],
  },
  {
    id: CORE_GROUP,
    name: 'Group',
    description: 'A directory group ("service"): tools and default tools can target it',
    attributes: [
      text('displayName', { required: true, uniqueness: 'server' }),
      text('externalId', { caseExact: true }),
      attribute({
        name: 'members',
        type: 'complex',
        multiValued: true,
        subAttributes: [
          { name: 'value', type: 'string', mutability: 'immutable', caseExact: true },
          { name: 'display', type: 'string', mutability: 'readOnly' },
          { name: 'type', type: 'string', mutability: 'immutable' },
          { name: '$ref', type: 'reference', mutability: 'immutable', referenceTypes: ['User'] },
        ],
      }),
    ],
  },
].map((schema) => ({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'], ...schema, meta: { resourceType: 'Schema', location: `/scim/v2/Schemas/${schema.id}` } }));

export const RESOURCE_TYPES = [
  { id: 'User', name: 'User', endpoint: '/Users', description: 'People of the directory', schema: CORE_USER, schemaExtensions: [{ schema: ENTERPRISE_USER, required: false }] },
  { id: 'Group', name: 'Group', endpoint: '/Groups', description: 'Groups of the directory', schema: CORE_GROUP, schemaExtensions: [] },
].map((type) => ({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'], ...type, meta: { resourceType: 'ResourceType', location: `/scim/v2/ResourceTypes/${type.id}` } }));

/** What is supported, exactly: filter and patch yes; bulk, sort, etag and password changes no; a bearer token. */
export const SERVICE_PROVIDER_CONFIG = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_PAGE_MAX },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'OAuth Bearer Token',
      description: 'An API token of the portal with the scim scope, created on the back-office page "API tokens", sent as Authorization: Bearer <token>.',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: '/scim/v2/ServiceProviderConfig' },
};
