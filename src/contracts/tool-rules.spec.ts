import { chosenLanguages, defaultAbbreviation, isHttpUrl } from './tool-rules';

describe('tool rules (back-office spec section 5)', () => {
  it('counts a language as chosen when any of its texts has content', () => {
    expect(chosenLanguages({ title: { zh: '工具' }, url: { en: ' ' } })).toEqual(['zh']);
  });

  it('derives the abbreviation from the title, else S', () => {
    expect(defaultAbbreviation('Expenses')).toBe('EXP');
    expect(defaultAbbreviation('✈ Go')).toBe('GO');
    expect(defaultAbbreviation('')).toBe('S');
  });

  it('recognises http and https addresses only', () => {
    expect(isHttpUrl('HTTPS://Intranet.example/path?q=1')).toBe(true);
    expect(isHttpUrl('http:/broken')).toBe(false);
  });
});
