import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type I18nProvider } from 'react-admin';
import { createI18nProvider } from '../../i18nProvider';
import { renderAdmin } from '../../test/adminTestKit';
import { ApiReferencePage } from './ApiReferencePage';
import type { ApiDocument } from '../../api/apiReferenceMethods';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const error = { description: 'The request has the wrong shape.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const document: ApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Tool portal api', version: '0.1.0' },
  paths: {
    '/api/updateUser': {
      put: {
        operationId: 'Directory_updateUser',
        summary: 'updateUser',
        description: 'Any signed-in person registered in the directory.',
        tags: ['Directory'],
        security: [{ session: [], csrf: [] }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { language: { type: 'string', maxLength: 16 }, tour: { type: 'boolean' } } } } } },
        responses: { '200': { description: 'The answer.' }, '400': error },
      },
    },
    '/api/health/live': {
      get: { operationId: 'Health_live', summary: 'live', tags: ['Health'], security: [], responses: { '200': { description: 'The answer.' } } },
    },
  },
};

function open(over: Record<string, unknown> = {}) {
  const methods = { getOpenApiDocument: vi.fn(async () => ({ data: document })), ...over };
  renderAdmin(<ApiReferencePage />, { i18nProvider, methods, path: '/api-reference' });
  return methods;
}

describe('API reference page', () => {
  it('lists every call by group; unfolding one shows who may call it, its body fields with their limits, and its answers', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Directory' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Health' })).toBeInTheDocument();
    expect(screen.getByText('2 calls · OpenAPI 3.1.0')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /PUT \/api\/updateUser/ }));
    const details = screen.getByRole('region', { name: /PUT \/api\/updateUser/ });
    expect(within(details).getByText('Needs a signed-in session (cookie) and, on this write, the X-XSRF-TOKEN header (the value of the XSRF-TOKEN cookie).')).toBeInTheDocument();
    expect(within(details).getByText('language')).toBeInTheDocument();
    expect(within(details).getByText(/≤ 16/)).toBeInTheDocument();
    expect(within(details).getByText('The request has the wrong shape.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /GET \/api\/health\/live/ }));
    expect(screen.getByText('Anyone may call it, without signing in.')).toBeInTheDocument();
  });

  it('narrows the list as the administrator types, and says when nothing matches', async () => {
    open();
    await screen.findByRole('heading', { name: 'Directory' });
    await userEvent.type(screen.getByLabelText('Filter by path, method or name'), 'health');
    expect(await screen.findByText('One call · OpenAPI 3.1.0')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Directory' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Filter by path, method or name'), 'zzz');
    expect(await screen.findByText('No call matches this filter.')).toBeInTheDocument();
  });

  it('offers the document as a file to download', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Download openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
  });

  it('says so when the document cannot be loaded', async () => {
    open({ getOpenApiDocument: vi.fn(async () => Promise.reject(new HttpError('forbidden', 403))) });
    expect(await screen.findByText('The API reference could not be loaded.')).toBeInTheDocument();
  });
});
