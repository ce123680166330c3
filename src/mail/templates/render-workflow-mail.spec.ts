import { LANGUAGES } from '../../contracts';
import { renderWorkflowMail, WORKFLOW_MAIL_CATALOGUES } from './render-workflow-mail';
import { WORKFLOW_MAILS, type WorkflowMailVariables } from './workflow-mail-template';

const values: WorkflowMailVariables = {
  toolName: 'Expense Tracker',
  fullname: 'Emma Employee',
  adminfullname: 'Alice Admin',
  validatorfullname: 'Victor Validator',
  message: 'The link is wrong',
  validationUrl: 'https://tools.example.com/admin/validations',
  appUrl: 'https://tools.example.com/infos-tool/abc/other',
  editorfullname: 'Marc Manager',
};

describe('workflow mail templates', () => {
  describe.each(WORKFLOW_MAILS)('%s', (mail) => {
    it.each(LANGUAGES)('resolves every placeholder in %s (subject, text and HTML)', (language) => {
      const rendered = renderWorkflowMail(mail, language, values);
      expect(rendered.language).toBe(language);
      for (const part of [rendered.subject, rendered.text, rendered.html]) expect(part).not.toMatch(/\{\{|\}\}/);
      expect(rendered.subject).toContain('Expense Tracker');
      expect(rendered.text).toContain('Emma Employee');
      expect(rendered.html).toContain(`lang="${language}"`);
    });

    it('is written in each language, not copied from English', () => {
      const subjects = LANGUAGES.map((language) => WORKFLOW_MAIL_CATALOGUES[language].mails[mail].subject);
      expect(new Set(subjects).size).toBe(LANGUAGES.length);
    });

    it('uses the same placeholders in every language', () => {
      const used = (language: (typeof LANGUAGES)[number]) => {
        const t = WORKFLOW_MAIL_CATALOGUES[language].mails[mail];
        return [...[t.subject, ...t.paragraphs].join(' ').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      };
      for (const language of LANGUAGES) expect(used(language)).toEqual(used('en'));
    });
  });

  it('names what each mail needs', () => {
    const text = (mail: (typeof WORKFLOW_MAILS)[number]) => renderWorkflowMail(mail, 'en', values).text;
    expect(text('validation-requested')).toContain('Marc Manager');
    expect(text('validation-requested')).toContain(values.validationUrl);
    expect(text('validation-accepted')).toContain('Alice Admin');
    expect(text('validation-accepted')).toContain(values.appUrl);
    expect(text('extra-validation-required')).toContain('Alice Admin');
    expect(text('extra-validation-required')).toContain(values.validationUrl);
    expect(text('extra-validation-rejected')).toContain('Victor Validator');
    expect(text('extra-validation-rejected')).toContain('The link is wrong');
    expect(text('extra-validation-accepted')).toContain('Victor Validator');
    expect(text('validation-rejected')).toContain('Alice Admin');
    expect(text('validation-rejected')).toContain('Reason: The link is wrong');
  });

  it('leaves the reason out of a rejection given without one, in every language', () => {
    for (const language of LANGUAGES) {
      const rendered = renderWorkflowMail('validation-rejected', language, { ...values, message: '  ' });
      expect(rendered.text).not.toMatch(/Reason|Motif|原因|理由/);
      expect(rendered.html).not.toMatch(/Reason|Motif|原因|理由/);
      expect(rendered.text).toContain('Alice Admin');
    }
  });

  it('escapes every value in the HTML body and keeps the text body literal', () => {
    const hostile = { ...values, toolName: '<script>alert("x")</script> & co', message: "<img src=x onerror='y'>\nsecond line" };
    const rendered = renderWorkflowMail('extra-validation-rejected', 'en', hostile);
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).not.toContain('<img');
    expect(rendered.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co');
    expect(rendered.html).toContain('onerror=&#39;y&#39;&#62;<br>second line');
    expect(rendered.text).toContain('<script>alert("x")</script> & co');
  });

  it('links the URLs in the HTML body', () => {
    const html = renderWorkflowMail('validation-accepted', 'fr', values).html;
    expect(html).toContain(`<a href="${values.appUrl}">${values.appUrl}</a>`);
  });

  it('keeps the subject on one line whatever the tool name holds', () => {
    const rendered = renderWorkflowMail('validation-requested', 'en', { ...values, toolName: 'Two\r\nlines' });
    expect(rendered.subject).toBe('Approval request: Two lines');
  });

  it('falls back to English for an unknown or missing language and reads regional codes', () => {
    expect(renderWorkflowMail('validation-accepted', 'de', values).language).toBe('en');
    expect(renderWorkflowMail('validation-accepted', undefined, values).subject).toBe('Your tool has been approved: Expense Tracker');
    expect(renderWorkflowMail('validation-accepted', 'ja-JP', values).language).toBe('ja');
  });
});
