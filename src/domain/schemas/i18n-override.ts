import { z } from 'zod';
import { LOCALES } from '../constants';
import { isForbiddenSegment, isSafeKeyPath } from '../i18n-keys';

/**
 * A namespace is a locale file's name (admin, common, plans…). These patterns check the shape only; names that reach
 * a prototype (constructor, __proto__, prototype) are refused here too, and the server also checks the name against
 * the keys the locale files really have (src/domain/i18n-keys.ts).
 */
export const NAMESPACE_PATTERN = /^[a-z][a-z0-9_-]{0,49}$/;
/** A dotted key path of a locale file (home.title, count_one, process_types.Denúncia). */
export const KEY_PATTERN = /^[\p{L}\p{N}_]+(\.[\p{L}\p{N}_]+)*$/u;
export const OVERRIDE_VALUE_MAX = 5000;

export const overrideLocaleSchema = z.enum(LOCALES);
const overrideNamespaceSchema = z
  .string()
  .regex(NAMESPACE_PATTERN)
  .refine((namespace) => !isForbiddenSegment(namespace), 'unknown_translation_namespace');
const overrideKeySchema = z.string().max(200).regex(KEY_PATTERN).refine(isSafeKeyPath, 'unknown_translation_key');

export const i18nOverrideInputSchema = z.strictObject({
  locale: overrideLocaleSchema,
  namespace: overrideNamespaceSchema,
  key: overrideKeySchema,
  value: z.string().trim().min(1).max(OVERRIDE_VALUE_MAX),
});

/** A key's namespace and dotted path, as an address names them (PATCH /api/i18n/keys/:namespace/:key). */
export const i18nKeySchema = z.object({ namespace: overrideNamespaceSchema, key: overrideKeySchema });

/** A text that replaces the shipped one, or null: the override goes and the shipped text applies again. */
const textOrShipped = z.string().trim().min(1).max(OVERRIDE_VALUE_MAX).nullable().optional();
/** One key's texts as the translation screen saves them, the languages left out unchanged. */
export const i18nKeyTextsSchema = z.strictObject({ pt: textOrShipped, en: textOrShipped, es: textOrShipped });
export type I18nKeyTexts = z.infer<typeof i18nKeyTextsSchema>;

export const i18nOverrideSchema = z.object({
  locale: overrideLocaleSchema,
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  updated_at: z.string(),
  updated_by: z.string(),
});
export type I18nOverride = z.infer<typeof i18nOverrideSchema>;

/** The overrides of one language as the browser applies them: namespace → dotted key → text. */
export const localeOverridesSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type LocaleOverrides = z.infer<typeof localeOverridesSchema>;
