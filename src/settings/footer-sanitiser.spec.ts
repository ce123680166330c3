import { sanitiseFooterHtml } from './footer-sanitiser';

describe('footer HTML is sanitised on the server', () => {
  it('keeps formatting and http links', () => {
    expect(sanitiseFooterHtml('<p><strong>Legal</strong> <a href="https://intra.example/legal">notice</a></p>')).toBe(
      '<p><strong>Legal</strong> <a href="https://intra.example/legal">notice</a></p>',
    );
  });

  it('strips scripts with their content', () => {
    expect(sanitiseFooterHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('strips event handlers and styles', () => {
    expect(sanitiseFooterHtml('<p onclick="steal()" style="color:red">Hi</p><img src=x onerror=alert(1)>')).toBe('<p>Hi</p>');
  });

  it('drops javascript: and data: links but keeps the text', () => {
    expect(sanitiseFooterHtml('<a href="javascript:alert(1)">x</a><a href="data:text/html,1">y</a>')).toBe('<a>x</a><a>y</a>');
  });

  it('adds rel noopener to links opening a new tab', () => {
    expect(sanitiseFooterHtml('<a href="https://a.example" target="_blank">a</a>')).toContain('rel="noopener noreferrer"');
  });

  it.each(['_BLANK', '_Blank', ' _blank', 'popup'])('adds rel noopener to target=%p too (browsers ignore the case)', (target) => {
    const html = sanitiseFooterHtml(`<a href="https://a.example" target="${target}">a</a>`);
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
