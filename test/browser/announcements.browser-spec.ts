import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { BASE_URL, closeTourIfShown, launchChromium, screenshot, signedInPage } from './support/browser';
import { api } from './support/page-api';

/**
 * Issue 36 in Chromium on the seeded demo: an administrator targets one of Emma's groups from the back-office;
 * Emma sees the banner and dismisses it, and it stays dismissed in another browser (context); Marc, who is not
 * in that group, never sees it. Screenshots at 1440 and 390 px in English and Japanese.
 */
describe('announcements journey in Chromium', () => {
  let browser: Browser;
  const stamp = `${Date.now()}`;
  const title = `Finance closing ${stamp}`;
  const titleJa = `決算のお知らせ ${stamp}`;
  let announcementId: string | undefined;
  let admin: Page;

  const front = (loginId: string, language = 'en', width = 1440) =>
    signedInPage(browser, loginId, { path: '/', url: new RegExp(`^${BASE_URL}/$`), width, height: width > 800 ? 900 : 844, language, locale: language === 'ja' ? 'ja-JP' : 'en-GB' });
  const banner = (page: Page, text: string) => page.locator('.announcements').getByText(text);

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    if (admin && announcementId) await api(admin, 'DELETE', `admin/announcements/${announcementId}`);
    await browser?.close();
  });

  it('lets an administrator target a group; a member sees and dismisses it for good; a non-member never sees it', async () => {
    // A group Emma is in and Marc is not.
    const emma = await front('emma.employee');
    await closeTourIfShown(emma);
    const marc = await front('marc.manager');
    await closeTourIfShown(marc);
    const emmaGroups: string[] = (await api(emma, 'GET', 'getOneUser')).body.services ?? [];
    const marcGroups: string[] = (await api(marc, 'GET', 'getOneUser')).body.services ?? [];
    const guid = emmaGroups.find((group) => !marcGroups.includes(group));
    expect(guid).toBeDefined();
    const [group] = (await api(emma, 'GET', `getServices/id/${encodeURIComponent(guid!)}`)).body as { title: string; guid: string }[];

    // The administrator writes it in the back-office, in English and Japanese, for that group.
    admin = await signedInPage(browser, 'alice.admin', { path: '/admin/announcements/add', url: /\/admin\/announcements\/add$/ });
    const dialog = admin.getByRole('dialog');
    const english = dialog.getByTestId('announcement-en');
    await english.getByRole('textbox', { name: 'Title' }).fill(title);
    await english.locator('.ProseMirror').click();
    await admin.keyboard.type('The books close on Friday at noon.');
    const japanese = dialog.getByTestId('announcement-ja');
    await japanese.getByRole('textbox', { name: 'Title' }).fill(titleJa);
    await japanese.locator('.ProseMirror').click();
    await admin.keyboard.type('金曜日の正午に締め切ります。');
    await dialog.getByLabel('Groups').fill(group.title);
    await admin.getByRole('option', { name: new RegExp(`^${group.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
    await screenshot(admin, 'announcements-admin-form-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Announcement published').waitFor();
    await admin.getByRole('cell', { name: title }).waitFor();
    await expectNoSeriousAxeViolations(admin, 'back-office announcements');
    await screenshot(admin, 'announcements-admin-list-1440');
    const list = await api(admin, 'GET', 'admin/announcements');
    announcementId = (list.body as { id: string; title: { en: string } }[]).find((item) => item.title.en === title)?.id;

    // Emma sees the banner above her bookmarks, in English then in Japanese, at both widths.
    await emma.reload();
    await banner(emma, title).waitFor();
    await expectNoSeriousAxeViolations(emma, 'front with an announcement');
    await screenshot(emma, 'announcements-en-1440');
    await emma.setViewportSize({ width: 390, height: 844 });
    await screenshot(emma, 'announcements-en-390');
    const emmaJa = await front('emma.employee', 'ja');
    await closeTourIfShown(emmaJa);
    await banner(emmaJa, titleJa).waitFor();
    await screenshot(emmaJa, 'announcements-ja-1440');
    await emmaJa.setViewportSize({ width: 390, height: 844 });
    await screenshot(emmaJa, 'announcements-ja-390');
    await emmaJa.context().close();

    // Marc is not in the group: no banner, and nothing under News.
    await marc.reload();
    await marc.locator('.front-page__heading').waitFor();
    await marc.getByRole('button', { name: /^News/ }).click();
    await marc.locator('.news-menu__panel').waitFor();
    expect(await marc.getByText(title).count()).toBe(0);
    await marc.context().close();

    // Emma dismisses it: gone here, and gone in another browser, where News still lists it as dismissed.
    await emma.setViewportSize({ width: 1440, height: 900 });
    await emma.getByRole('button', { name: `Dismiss the announcement “${title}”` }).click();
    await banner(emma, title).waitFor({ state: 'detached' });
    await emma.context().close();
    const laptop = await front('emma.employee');
    await closeTourIfShown(laptop);
    await laptop.getByRole('button', { name: /^News/ }).click();
    const news = laptop.locator('.news-menu__panel');
    await news.getByText(title).waitFor();
    expect(await news.locator('li', { hasText: title }).innerText()).toMatch(/dismissed/);
    expect(await banner(laptop, title).count()).toBe(0);
    await screenshot(laptop, 'announcements-news-dismissed-1440', { fullPage: false });
    await laptop.context().close();
  });
});
