import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap } from './helpers/browser.js';
import { closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';
const SUB = { userName: 'duty01', realName: '值班员小周', password: 'Duty12345' };

/** The texts of the side menu's top-level entries. */
async function menuTexts(page: Page): Promise<string[]> {
  const items = page.locator('.ant-layout-sider .ant-menu-root > li');
  await items.first().waitFor();
  return (await items.allInnerTexts()).map((t) => t.trim());
}

/**
 * The root account creates a sub account limited to 专题 and 预警, the sub account logs in and
 * sees only those in its menu, is refused a page of another module, and the 日志审计 page shows
 * what both sessions did.
 */
describe('账号中心: a sub account limited to 专题 and 预警', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let sub: Page;

  beforeAll(async () => {
    ({ server, browser, page: admin } = await openAdminSession(PASSWORD));
  });

  afterAll(() => closeSession(server, browser));

  it('shows the demo accounts and lets the root create a sub account', async () => {
    await admin.goto(server.url + '/account/childMgt');
    await expect.poll(() => admin.title()).toBe('子账号管理 - 观澜舆情');
    await admin.getByRole('cell', { name: 'lina', exact: true }).waitFor();
    await snap(admin, 'account-childMgt');
    await admin.getByRole('button', { name: /新建子账号/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('用户名').fill(SUB.userName);
    await dialog.getByLabel('姓名').fill(SUB.realName);
    await dialog.getByLabel('初始密码').fill(SUB.password);
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await admin.getByRole('cell', { name: SUB.userName, exact: true }).waitFor();
  });

  it('grants it 专题监测 and 预警 only', async () => {
    const row = admin.getByRole('row').filter({ hasText: SUB.userName });
    await row.getByRole('button', { name: /^授\s*权$/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: '专题监测' }).check();
    await dialog.getByRole('checkbox', { name: '预警', exact: true }).check();
    await snap(admin, 'account-grant');
    await dialog.getByRole('button', { name: '保存授权' }).click();
    await row.getByText('专题监测').waitFor();
    expect(await row.innerText()).toContain('预警');
  });

  it('logs in as the sub account: the menu shows only 专题 and 预警', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    sub = await context.newPage();
    await sub.goto(server.url + '/login');
    await sub.getByPlaceholder('用户名').fill(SUB.userName);
    await sub.getByPlaceholder('密码').fill(SUB.password);
    await sub.locator('button[type=submit]').first().click();
    // Without 首页 it lands on its first granted page.
    await sub.waitForURL(/\/analyseSet/);
    const texts = await menuTexts(sub);
    expect(texts).toEqual(['专题设置', '预警', '账号中心', '应用中心']);
    await snap(sub, 'account-sub-menu');
  });

  it('refuses the sub account a page of a module it was not granted', async () => {
    await sub.goto(server.url + '/incidentList');
    await sub.getByText('无权访问').waitFor();
    expect(await sub.getByText('您的账号未开通「事件库」模块，请联系主账号授权。').count()).toBe(1);
    await snap(sub, 'account-sub-forbidden');
  });

  it('lets the sub account edit its own profile', async () => {
    await sub.goto(server.url + '/account/account');
    await sub.getByText('子账号', { exact: true }).first().waitFor();
    // The tiers it may not manage are not offered as tabs.
    expect(await sub.getByRole('tab', { name: '子账号管理' }).count()).toBe(0);
    expect(await sub.getByRole('tab', { name: '用户管理' }).count()).toBe(0);
    await sub.getByLabel('邮箱').fill('duty01@demo.guanlan.cn');
    await sub.getByRole('button', { name: '保存资料' }).click();
    await sub.getByText('保存成功').waitFor();
    await snap(sub, 'account-sub-info');
  });

  it('shows both sessions’ actions on the 日志审计 page', async () => {
    await admin.goto(server.url + '/safetyCenter/logAudit');
    await expect.poll(() => admin.title()).toBe('日志审计 - 观澜舆情');
    const table = admin.locator('.ant-table-tbody');
    await table.getByText('修改本人资料').waitFor();
    const rows = await table.locator('tr').allInnerTexts();
    expect(rows.some((r) => r.includes(SUB.userName) && r.includes('修改本人资料'))).toBe(true);
    expect(rows.some((r) => r.includes('admin') && r.includes('保存子账号授权'))).toBe(true);
    expect(rows.some((r) => r.includes('admin') && r.includes('新建或修改子账号'))).toBe(true);
    expect(rows.some((r) => r.includes(SUB.userName) && r.includes('登录'))).toBe(true);
    await snap(admin, 'account-log-audit');
  });

  it('renders the other account-centre pages with data', async () => {
    for (const [path, name, text] of [
      ['/account/account', 'account-info', '账号额度'],
      ['/account/userMgt', 'account-userMgt', 'zhangwei'],
      ['/account/navigation', 'account-navigation', '皮肤设置'],
      ['/appcenter', 'account-appcenter', '网评任务'],
    ] as const) {
      await admin.goto(server.url + path);
      await admin.getByText(text).first().waitFor();
      await snap(admin, name);
    }
    const publicity = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await publicity.goto(server.url + '/login');
    await publicity.getByRole('link', { name: '产品介绍' }).click();
    await publicity.getByText('观全网之澜，察舆情之变').waitFor();
    await snap(publicity, 'account-publicity');
  });

  it('keeps the account limits in the grant form (专题数上限, 导出上限, 绑定IP, 可见事件)', async () => {
    await admin.goto(server.url + '/account/childMgt');
    const row = admin.getByRole('row').filter({ hasText: SUB.userName });
    await row.getByRole('button', { name: /^授\s*权$/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('可创建专题数上限').fill('3');
    await dialog.getByLabel('单次导出条数上限').fill('1000');
    await dialog.getByLabel('绑定IP').fill('127.0.0.1, 10.0.0.0/8');
    await dialog.getByRole('radio', { name: '指定事件' }).check();
    await dialog.getByLabel(/可见的事件/).click();
    await admin.locator('.ant-select-item-option').first().click();
    await admin.keyboard.press('Escape');
    await snap(admin, 'account-grant-limits');
    await dialog.getByRole('button', { name: '保存授权' }).click();
    await admin.getByText('授权已保存').first().waitFor();
    await row.getByRole('button', { name: /^授\s*权$/ }).click();
    const again = admin.getByRole('dialog');
    await expect.poll(() => again.getByLabel('单次导出条数上限').inputValue()).toBe('1000');
    expect(await again.getByLabel('绑定IP').inputValue()).toBe('127.0.0.1, 10.0.0.0/8');
    expect(await again.getByLabel('可创建专题数上限').inputValue()).toBe('3');
    await again.getByRole('button', { name: /取\s*消/ }).click();
  });

  it('draws the dashboard in the dark skin with dark cards and charts', async () => {
    await admin.goto(server.url + '/account/navigation');
    await admin.getByText('皮肤设置').waitFor();
    await admin.getByRole('radio', { name: /深色/ }).check();
    await admin.getByText('皮肤已切换').first().waitFor();
    await admin.goto(server.url + '/');
    await admin.locator('canvas').first().waitFor();
    await admin.waitForTimeout(1500);
    await snap(admin, 'account-dark-dashboard');
    // No card or chart of the dashboard keeps a light background.
    const light = await admin.evaluate(() => {
      const lum = (c: string) => {
        const m = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(c);
        if (!m || (m[4] !== undefined && Number(m[4]) < 0.5)) {
          return 0;
        }
        return (0.299 * Number(m[1]) + 0.587 * Number(m[2]) + 0.114 * Number(m[3])) / 255;
      };
      return Array.from(document.querySelectorAll<HTMLElement>('.ant-card, .ant-layout-content *'))
        .filter((el) => el.offsetWidth > 120 && el.offsetHeight > 60)
        .filter((el) => lum(getComputedStyle(el).backgroundColor) > 0.8)
        .map((el) => `${el.tagName}.${String(el.className).slice(0, 60)}`)
        .slice(0, 10);
    });
    expect(light).toEqual([]);
    await admin.goto(server.url + '/account/navigation');
    await admin.getByRole('radio', { name: /经典蓝/ }).check();
    await admin.getByText('皮肤已切换').first().waitFor();
  });
});
