import { oneMailPerAddress } from './workflow-mail-recipients';
import type { ToolRef } from '../events/validation-party';
import { mailVariables, workflowLinks } from './send-workflow-mail/send-workflow-mail.handler';


describe('workflow mail recipients', () => {
  it('sends one mail per address, keeping people without one for the warning', () => {
    const people = [
      { userId: '1', fullname: 'A', email: 'a@example.com' },
      { userId: '2', fullname: 'A bis', email: ' A@Example.com ' },
      { userId: '3', fullname: 'No mail' },
      { userId: '4', fullname: 'B', email: 'b@example.com' },
    ];
    expect(oneMailPerAddress(people).map((p) => p.userId)).toEqual(['1', '3', '4']);
  });
});

describe('workflow mail values', () => {
  const facts = { validationId: 'v1', tool: { toolId: 't 1', title: { en: 'Expense Tracker', fr: 'Notes de frais', ja: '' } }, adminfullname: 'Alice Admin' };

  it('builds the links on the public address', () => {
    expect(workflowLinks('https://tools.example.com/', 'abc')).toEqual({
      validationUrl: 'https://tools.example.com/admin/validations',
      appUrl: 'https://tools.example.com/infos-tool/abc/other',
    });
  });

  it("names the tool in the recipient's language, falling back to English, then French", () => {
    const title = (language: string | undefined, tool: ToolRef = facts.tool) => mailVariables({ ...facts, tool }, { userId: 'u', fullname: 'Emma', language }, 'http://x').toolName;
    expect(title('fr')).toBe('Notes de frais');
    expect(title('ja')).toBe('Expense Tracker');
    expect(title(undefined)).toBe('Expense Tracker');
    expect(title('zh', { toolId: 't', title: { fr: 'Seulement en français' } })).toBe('Seulement en français');
    expect(title('en', { toolId: 't', title: { zh: '报销' } })).toBe('报销');
  });

  it('names the recipient and leaves a missing reason empty', () => {
    const values = mailVariables(facts, { userId: 'u', fullname: 'Emma Employee', language: 'en' }, 'http://x');
    expect(values.fullname).toBe('Emma Employee');
    expect(values.adminfullname).toBe('Alice Admin');
    expect(values.message).toBe('');
    expect(values.appUrl).toBe('http://x/infos-tool/t%201/other');
  });
});
