import type { Dialog, Page } from 'playwright-core';

/**
 * Presses Escape in a form dialog holding edits and answers the browser's confirm() "stay" (Refine's unsaved-changes
 * question); resolves with the questions asked once one was.
 */
export async function escapeAndStay(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const stay = (question: Dialog) => {
    asked.push(question.message());
    void question.dismiss();
  };
  page.on('dialog', stay);
  try {
    await page.keyboard.press('Escape');
    const deadline = Date.now() + 10_000;
    while (asked.length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
    return asked;
  } finally {
    page.off('dialog', stay);
  }
}
