import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';
import type { FakeReply } from '@/testing/mock-api';
import { aTool } from '@/testing/tool-fixtures';

const ME = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const user = aUser({ _id: ME, fullname: 'Jeanne Dupont' });
const config = (help: { lang: string; url: string }[] | null) => ({ body: { footer: [], add_tool_help_url: help, nbBackgrounds: 19 } });

const HR_ID = 'dddddddddddddddddddddddd';
const HR = { _id: HR_ID, name: { en: 'Human resources' }, icon: null, totalApps: 1 };

function openForm(extra: Record<string, FakeReply> = {}, who = user, path = '/add-tool') {
  const view = renderAppAt(path, frontPageReplies(who, { [`categories/for-user/${who._id}`]: { body: [HR] }, ...extra }));
  return { ...view, dialog: () => screen.findByRole('dialog', { name: path === '/add-tool' ? 'Add a tool' : 'Edit the tool' }) };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

async function fillEnglish(title = 'Leave requests', description = 'Ask for days off', url = 'https://leave.example.com') {
  if (title) await userEvent.type(screen.getByLabelText('Title (English)'), title);
  if (description) await userEvent.type(screen.getByLabelText('Description (English)'), description);
  if (url) await userEvent.type(screen.getByLabelText('URL (English)'), url);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Human resources' }));
}

describe('tool form: texts', () => {
  it('refuses a form without English or French, sending nothing', async () => {
    const { dialog, fetchMock } = openForm();
    await dialog();
    await save();

    expect(screen.getByText('Please select at least english or french')).toBeInTheDocument();
    expect(screen.getByText('Please correct the fields marked in red.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'postApp')).toHaveLength(0);
  });

  it('moves the focus to the error summary and scrolls it into view after each refused save', async () => {
    const scrolled = vi.fn();
    const jsdomScroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => void (Element.prototype.scrollIntoView = jsdomScroll));
    const { dialog } = openForm();
    await dialog();
    await save();
    const summary = screen.getByText('Please correct the fields marked in red.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(summary);
    screen.getByRole('button', { name: 'Save' }).focus();
    await save();
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('requires every text of a language once one is filled, and checks their lengths and the address', async () => {
    const { dialog, fetchMock } = openForm();
    await dialog();
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'x'.repeat(61) } });
    await userEvent.type(screen.getByLabelText('URL (English)'), 'ftp://files.example.com');
    await save();

    expect(screen.getByText('At most 60 characters.')).toBeInTheDocument();
    expect(screen.getByText('The url must begin with http:// or https://')).toBeInTheDocument();
    expect(screen.getByLabelText('Description (English)')).toHaveAccessibleDescription(/This field is required\./);
    fireEvent.change(screen.getByLabelText('Description (English)'), { target: { value: 'y'.repeat(401) } });
    expect(screen.getByText('401/400 max')).toBeInTheDocument();
    expect(screen.getByText('At most 400 characters.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('URL (English)'), { target: { value: `https://example.com/${'z'.repeat(2000)}` } });
    expect(screen.getByText('At most 2000 characters.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'postApp')).toHaveLength(0);
  });

  it('stops the title at the 60 characters the server and the back-office allow, counting them', async () => {
    const { dialog } = openForm();
    await dialog();
    await userEvent.type(screen.getByLabelText('Title (English)'), 'T'.repeat(64));
    expect(screen.getByLabelText('Title (English)')).toHaveValue('T'.repeat(60));
    expect(screen.getByText('60/60 max')).toBeInTheDocument();
  });

  it('names the fields and tabs as the back-office does: each language in its own words, URL, Upload a logo', async () => {
    const { dialog } = openForm();
    await dialog();
    const tabs = within(screen.getByRole('group', { name: 'Languages' })).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['English', 'Français', '中文', '日本語']);
    expect(screen.getByLabelText('URL (English)')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a logo')).toBeInTheDocument();
  });

  it('counts the description as it is typed', async () => {
    const { dialog } = openForm();
    await dialog();
    expect(screen.getByText('0/400 max')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Description (English)'), 'Hello');
    expect(screen.getByText('5/400 max')).toBeInTheDocument();
  });

  it('keeps each language in its own tab and marks the tab of a language with errors', async () => {
    const { dialog } = openForm();
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    await userEvent.type(screen.getByLabelText('Title (Français)'), 'Congés');
    await save();
    expect(screen.getByRole('button', { name: /Français.*has errors/ })).toBeInTheDocument();
    expect(screen.queryByText('Please select at least english or french')).not.toBeInTheDocument();
  });
});

describe('tool form: logo', () => {
  it('proposes the title’s first 3 letters as abbreviation on the fixed orange, and refuses more than 3 characters', async () => {
    const { dialog } = openForm();
    await dialog();
    await fillEnglish();
    expect(screen.getByLabelText('Abbreviation (3 characters at most)')).toHaveAttribute('placeholder', 'LEA');
    expect(screen.getByLabelText('Colour')).toHaveValue('#f28c28');
    await userEvent.type(screen.getByLabelText('Abbreviation (3 characters at most)'), 'ABCD');
    await save();
    expect(screen.getByText('At most 3 characters.')).toBeInTheDocument();
  });

  it('refuses a file of another type, naming the accepted extensions, without sending it', async () => {
    const { dialog, fetchMock } = openForm();
    await dialog();
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(screen.getByLabelText('Upload a logo'), new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('invalid image type: accepted extensions are .svg, .png, .jpg, .jpeg, .gif')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'uploadFile')).toHaveLength(0);
  });

  it('shows the server’s refusal of an image too small, and uses an accepted upload as the logo', async () => {
    const { dialog } = openForm({ uploadFile: { status: 400, body: { error: { message: 'too small', code: 'IMAGE.TOO_SMALL' } } } });
    await dialog();
    await userEvent.upload(screen.getByLabelText('Upload a logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is too small: it must be at least 200 px wide or high.')).toBeInTheDocument();
  });
});

describe('tool form: categories', () => {
  it('requires at least one category, sending nothing without one', async () => {
    const { dialog, fetchMock } = openForm({ postApp: { status: 201, body: aTool({ has_pending_validation: true }) } });
    const form = await dialog();
    await fillEnglish();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Human resources' })); // unchecked again
    await userEvent.click(screen.getByLabelText('Public: everyone'));
    await save();

    const categories = within(form).getByRole('group', { name: 'Categories' });
    expect(categories).toHaveAccessibleDescription('This field is required.');
    expect(sentTo(fetchMock, 'postApp')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Human resources' }));
    expect(categories).not.toHaveAccessibleDescription('This field is required.');
    await save();
    await waitFor(() => expect(sentTo(fetchMock, 'postApp')).toHaveLength(1));
    expect(sentTo(fetchMock, 'postApp')[0].body).toMatchObject({ categories: [HR_ID] });
  });
});

describe('tool form: a retried submission', () => {
  it('sends one Idempotency-Key while the same form is sent again after a failure, and a new one once it changed', async () => {
    const unavailable = { status: 503, body: { error: { message: 'The service is temporarily unavailable', code: 'service_unavailable' } } };
    const { dialog, fetchMock } = openForm({ postApp: unavailable });
    await dialog();
    await fillEnglish();
    await userEvent.click(screen.getByLabelText('Public: everyone'));
    await save();
    await waitFor(() => expect(sentTo(fetchMock, 'postApp')).toHaveLength(1));
    await save();
    await waitFor(() => expect(sentTo(fetchMock, 'postApp')).toHaveLength(2));
    await userEvent.type(screen.getByLabelText('Title (English)'), ' 2');
    await save();
    await waitFor(() => expect(sentTo(fetchMock, 'postApp')).toHaveLength(3));

    const keys = sentTo(fetchMock, 'postApp').map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('tool form: people and visibility', () => {
  it('makes the creator the first manager and refuses a tool without managers', async () => {
    const { dialog } = openForm();
    const form = await dialog();
    const managers = within(form).getByRole('list', { name: 'Managers' });
    expect(within(managers).getByText('Jeanne Dupont')).toBeInTheDocument();
    await userEvent.click(within(managers).getByRole('button', { name: 'Remove Jeanne Dupont' }));
    await fillEnglish();
    await userEvent.click(screen.getByLabelText('Public: everyone'));
    await save();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('asks for viewers in private mode only, and offers the user’s own subsidiary only when they have one', async () => {
    const { dialog } = openForm();
    await dialog();
    await fillEnglish();
    expect(screen.getByLabelText('Private: only the people and groups listed')).toBeChecked();
    expect(screen.queryByLabelText(/My subsidiary/)).not.toBeInTheDocument();
    await save();
    expect(screen.getByLabelText('Viewers (people or groups)')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByLabelText('Public: everyone'));
    expect(screen.queryByLabelText('Viewers (people or groups)')).not.toBeInTheDocument();
  });

  it('offers the own subsidiary to a user who has one', async () => {
    const { dialog } = openForm({}, aUser({ _id: ME, subsidiary: { _id: 'cccccccccccccccccccccccc', name: 'Northwind Europe' } }));
    await dialog();
    expect(screen.getByLabelText('My subsidiary: Northwind Europe')).toBeInTheDocument();
  });

  it('starts a sub-administrator’s tool in their subsidiary, their only choice', async () => {
    const subAdmin = aUser({ _id: ME, is_sub_admin: true, subsidiary: { _id: 'cccccccccccccccccccccccc', name: 'Northwind Europe' } });
    const { dialog, fetchMock } = openForm({}, subAdmin);
    await dialog();
    expect(screen.getByLabelText('My subsidiary: Northwind Europe')).toBeChecked();
    expect(screen.queryByLabelText('Public: everyone')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Viewers (people or groups)')).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'subsidiaries')).toHaveLength(0); // an administrators' call
  });

  it('offers an administrator every subsidiary', async () => {
    const admin = aUser({ _id: ME, is_administrator: true });
    const { dialog } = openForm({ subsidiaries: { body: [{ _id: 'cccccccccccccccccccccccc', name: 'Northwind Asia' }] } }, admin);
    await dialog();
    expect(await screen.findByLabelText('Subsidiary: Northwind Asia')).toBeInTheDocument();
    expect(screen.getByLabelText('Public: everyone')).toBeInTheDocument();
  });

  it('searches people after more than 2 letters and 250 ms, and adds the one chosen', async () => {
    const { dialog, fetchMock } = openForm({
      'getUsers/word/mar': { body: [{ _id: OTHER, firstname: 'Marc', lastname: 'Martin', fullname: 'Marc Martin', id_portal: 'mm' }] },
    });
    const form = await dialog();
    const field = within(form).getByRole('searchbox', { name: 'Managers' });
    await userEvent.type(field, 'm4a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(form).getByText('Type at least 3 letters.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('getUsers/word'))).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, 'mar');
    await userEvent.click(await within(form).findByRole('button', { name: /Marc Martin/ }));
    expect(within(within(form).getByRole('list', { name: 'Managers' })).getByText('Marc Martin')).toBeInTheDocument();
  });

  it('clears a search with Escape before Escape closes the form', async () => {
    const { dialog } = openForm();
    const form = await dialog();
    const field = within(form).getByRole('searchbox', { name: 'Managers' });
    await userEvent.type(field, 'ma{Escape}');
    expect(field).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Add a tool' })).toBeInTheDocument();
  });
});

describe('tool form: saving', () => {
  it('sends a valid tool with postApp, closes, reloads the lists and says it awaits approval', async () => {
    const wall = 'getApps/null/aaaaaaaaaaaaaaaaaaaaaaaa/10/100/true/true/false/false';
    const { dialog, fetchMock, router } = openForm({ postApp: { status: 201, body: aTool({ has_pending_validation: true }) } });
    await dialog();
    await fillEnglish();
    await userEvent.click(screen.getByLabelText('Public: everyone'));
    const wallLoads = sentTo(fetchMock, wall).length;
    await save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [sent] = sentTo(fetchMock, 'postApp');
    expect(sent.body).toEqual({
      title: { en: 'Leave requests' },
      description: { en: 'Ask for days off' },
      url: { en: 'https://leave.example.com' },
      logo: { abrev: '', color: '#f28c28' },
      categories: [HR_ID],
      managers: [ME],
      users: ['all'],
      subsidiaryId: null,
    });
    await waitFor(() => expect(sentTo(fetchMock, wall).length).toBeGreaterThan(wallLoads));
    expect(await screen.findByText(/Your request has been sent/)).toBeInTheDocument();
  });

  it('links to the add-tool help in the interface language, else English', async () => {
    const { dialog } = openForm({ config: config([{ lang: 'en', url: 'https://help.example.com/en' }, { lang: 'ja', url: 'https://help.example.com/ja' }]) });
    await dialog();
    expect(await screen.findByRole('link', { name: /How to add a tool/ })).toHaveAttribute('href', 'https://help.example.com/en');
  });

  it('shows a tool awaiting approval read-only, with the awaiting-approval button', async () => {
    const pending = { ...aTool({ _id: 't7', en: 'Payroll', managers: [ME] }), has_pending_validation: true, creator: ME, is_published: true, pending_validation: { user: ME, edited_by_self: true } };
    const { fetchMock } = openForm({ 'getApp/t7/true': { body: pending }, [`getUsers/id/${ME}`]: { body: [{ _id: ME, firstname: 'Jeanne', lastname: 'Dupont', fullname: 'Jeanne Dupont', id_portal: 'jd' }] } }, user, '/edit-tool/t7');

    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    expect(await within(form).findByLabelText('Title (English)')).toHaveValue('Payroll');
    expect(within(form).getByLabelText('Title (English)')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Awaiting approval' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'updateApp')).toHaveLength(0);
  });

  it('edits a tool with updateApp, starting from its content and naming its people and groups', async () => {
    const live = { ...aTool({ _id: 't8', en: 'Payroll', categories: [HR_ID], managers: [ME], users: [OTHER, 'GRP-FINANCE-PARIS'] }), creator: ME, is_published: true, pending_validation: null };
    const { fetchMock } = openForm(
      {
        'getApp/t8/true': { body: live },
        [`getUsers/id/${ME},${OTHER}`]: { body: [{ _id: ME, fullname: 'Jeanne Dupont' }, { _id: OTHER, fullname: 'Marc Martin' }] },
        'getServices/id/GRP-FINANCE-PARIS': { body: [{ _id: 'g1', title: 'Finance Paris', guid: 'GRP-FINANCE-PARIS' }] },
        updateApp: { body: { ...live } },
      },
      user,
      '/edit-tool/t8',
    );
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    const viewers = await within(form).findByRole('list', { name: 'Viewers (people or groups)' });
    expect(within(viewers).getByText('Marc Martin')).toBeInTheDocument();
    // The group is stored by its guid and shown by its title.
    expect(within(viewers).getByText('Finance Paris')).toBeInTheDocument();
    expect(within(viewers).queryByText('GRP-FINANCE-PARIS')).not.toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Title (English)'));
    await userEvent.type(within(form).getByLabelText('Title (English)'), 'Payslips');
    await save();

    await waitFor(() => expect(sentTo(fetchMock, 'updateApp')).toHaveLength(1));
    const [sent] = sentTo(fetchMock, 'updateApp');
    expect(sent.method).toBe('PUT');
    expect(sent.body).toMatchObject({ _id: 't8', title: { en: 'Payslips' }, managers: [ME], users: [OTHER, 'GRP-FINANCE-PARIS'] });
    expect(await screen.findByText('The tool has been saved.')).toBeInTheDocument();
  });
});
