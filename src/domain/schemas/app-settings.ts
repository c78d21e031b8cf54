import { z } from 'zod';

/** How many colour themes there are (src/client/themes/palettes.ts; the server cannot import client code). */
const THEME_COUNT = 8;

const themeIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(THEME_COUNT - 1);

/** What anybody may read: the settings an administrator chose for everyone. */
export const publicSettingsSchema = z.object({ defaultThemeIndex: themeIndexSchema });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const defaultThemeInputSchema = z.strictObject({ index: themeIndexSchema });
