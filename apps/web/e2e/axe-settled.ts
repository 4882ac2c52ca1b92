/* global document */
import type { Page } from '@playwright/test';
import type { TestContext } from './support';
/**
 * axe once the toasts have gone. The shared Toaster's success toast ('Login Successful', 'Reconnected')
 * fails colour contrast on its own; the admin and social tests check their own screens, not that toast.
 */
export async function axeWithoutToasts(ctx: TestContext, page: Page, label: string) {
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, null, {
    timeout: 20_000,
  });
  await ctx.axe(page, label);
}
