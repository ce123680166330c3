import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/fixtures';
import type { FakeReply } from '@/testing/mock-api';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';
import { aTool } from '@/testing/tool-fixtures';

const ME = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const HR_ID = 'dddddddddddddddddddddddd';
const NEW_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const POLICY = `access-requests/tools/${NEW_ID}/policy`;
const admin = aUser({ _id: ME, fullname: 'Alice Martin', is_administrator: true });
const REQUESTABLE = 'People who cannot see this tool may request access';

function openAddForm(extra: Record<string, FakeReply> = {}, who = admin) {
  return renderAppAt(
    '/add-tool',
    frontPageReplies(who, {
      [`categories/for-user/${ME}`]: { body: [{ _id: HR_ID, name: { en: 'Human resources' }, icon: null, totalApps: 1 }] },
      subsidiaries: { body: [] },
      'getUsers/word/mar': { body: [{ _id: OTHER, firstname: 'Marc', lastname: 'Martin', fullname: 'Marc Martin', id_portal: 'mm' }] },
      'getServices/word/mar': { body: [] },
      postApp: { status: 201, body: aTool({ _id: NEW_ID, en: 'Payroll audit' }) },
      ...extra,
    }),
  );
}

/** A valid private tool, Marc Martin its viewer. */
async function fillPrivateTool(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Title (English)'), 'Payroll audit');
  await userEvent.type(within(form).getByLabelText('Description (English)'), 'Audit of the monthly payroll');
  await userEvent.type(within(form).getByLabelText('URL (English)'), 'https://payroll-audit.example.com');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Human resources' }));
  await userEvent.click(within(form).getByLabelText('Private: only the people and groups listed'));
  await userEvent.type(within(form).getByRole('searchbox', { name: 'Viewers (people or groups)' }), 'mar');
  await userEvent.click(await within(form).findByRole('button', { name: /Marc Martin/ }));
}

const putsTo = (fetchMock: Parameters<typeof sentTo>[0]) => sentTo(fetchMock, POLICY).filter((call) => call.method === 'PUT');

describe('add form: a new private tool’s access settings', () => {
  it('creates the tool, then saves its access settings chosen with the keyboard', async () => {
    const { fetchMock } = openAddForm({ [POLICY]: { body: { toolId: NEW_ID, requestable: true, approvers: { kind: 'managers' }, maxDays: 30, question: 'Which team?' } } });
    const form = await screen.findByRole('dialog', { name: 'Add a tool' });
    await fillPrivateTool(form);
    const part = within(form).getByRole('group', { name: 'Access requests' });
    within(part).getByRole('switch', { name: REQUESTABLE }).focus();
    await userEvent.keyboard(' ');
    expect(within(part).getByRole('radio', { name: "The tool's managers" })).toBeChecked();
    await userEvent.tab(); // the managers' radio, then the unlimited checkbox
    await userEvent.tab();
    expect(within(part).getByRole('checkbox', { name: 'Unlimited access' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}30');
    await userEvent.tab();
    await userEvent.keyboard('Which team?');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(putsTo(fetchMock)).toHaveLength(1));
    expect(sentTo(fetchMock, 'postApp')).toHaveLength(1);
    expect(putsTo(fetchMock)[0].body).toEqual({ requestable: true, approvers: { kind: 'managers' }, maxDays: 30, question: 'Which team?' });
    expect(await screen.findByText('The tool has been saved.')).toBeInTheDocument();
  });

  it('refuses named approvers without anyone and 0 days before anything is sent, in the interface language', async () => {
    const { fetchMock } = openAddForm();
    const form = await screen.findByRole('dialog', { name: 'Add a tool' });
    await fillPrivateTool(form);
    await userEvent.click(within(form).getByRole('switch', { name: REQUESTABLE }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Named people' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Unlimited access' }));
    await userEvent.clear(within(form).getByLabelText('Longest access, in days'));
    await userEvent.type(within(form).getByLabelText('Longest access, in days'), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByText('Please correct the fields marked in red.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the group or the people who decide.')).toBeInTheDocument();
    expect(within(form).getByText('The longest access is a whole number of days from 1 to 3650, or unlimited.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'postApp')).toHaveLength(0);
    expect(putsTo(fetchMock)).toHaveLength(0);
  });

  it('keeps the tool created and says, translated, that its access settings were not saved', async () => {
    const refusal = { status: 400, body: { error: { code: 'ACCESS_POLICY.UNKNOWN_APPROVER', message: 'Unknown approver' } } };
    const { fetchMock } = openAddForm({ [POLICY]: refusal });
    const form = await screen.findByRole('dialog', { name: 'Add a tool' });
    await fillPrivateTool(form);
    await userEvent.click(within(form).getByRole('switch', { name: REQUESTABLE }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('The tool was created, but its access settings could not be saved: This group or person is not in the directory. Open the tool to set them again.'),
    ).toBeInTheDocument();
    expect(sentTo(fetchMock, 'postApp')).toHaveLength(1);
    expect(putsTo(fetchMock)).toHaveLength(1);
  });

  it('is left out for a public tool, and stores nothing when the tool is not made requestable', async () => {
    const { fetchMock } = openAddForm();
    const form = await screen.findByRole('dialog', { name: 'Add a tool' });
    await fillPrivateTool(form);
    expect(within(form).getByRole('switch', { name: REQUESTABLE })).not.toBeChecked();
    await userEvent.click(within(form).getByLabelText('Public: everyone'));
    expect(within(form).queryByRole('switch', { name: REQUESTABLE })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText('Private: only the people and groups listed'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(fetchMock, 'postApp')).toHaveLength(1));
    expect(await screen.findByText('The tool has been saved.')).toBeInTheDocument();
    expect(sentTo(fetchMock, POLICY)).toHaveLength(0);
  });

  it('is not offered to someone whose new tool waits for an approval', async () => {
    openAddForm({}, aUser({ _id: ME, fullname: 'Marc Manager' }));
    const form = await screen.findByRole('dialog', { name: 'Add a tool' });
    expect(within(form).getByLabelText('Private: only the people and groups listed')).toBeChecked();
    expect(within(form).queryByRole('switch', { name: REQUESTABLE })).not.toBeInTheDocument();
  });
});
