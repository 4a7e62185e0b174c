import type {I18nLocaleConfig} from '@docusaurus/types';

/** The site's languages; en is the default and has no path segment. */
export const locales = ['en', 'ar', 'crp', 'cs', 'de', 'fr', 'it', 'ja', 'ru', 'tr', 'uk', 'zh-CN'] as const;
export type SiteLocale = (typeof locales)[number];

/**
 * Locales built for translators, not readers: Crowdin's in-context pseudo-locale.
 * Their pages are noindex, left out of the sitemap and of other pages' hreflang
 * alternates, and disallowed in robots.txt; the language menu still lists them.
 */
export const translatorOnlyLocales: readonly string[] = ['crp'];

type LocaleSettings = Pick<I18nLocaleConfig, 'label' | 'direction' | 'htmlLang' | 'calendar' | 'path'>;

function ltr(label: string, htmlLang: string, path: string): LocaleSettings {
  return {label, direction: 'ltr', htmlLang, calendar: 'gregory', path};
}

export const localeConfigs: Record<SiteLocale, LocaleSettings> = {
  en: ltr('English', 'en', 'en'),
  ar: {label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar'},
  // Crowdin's in-context pseudo-language: English sources that translators edit in place.
  crp: ltr('Crowdin', 'en-x-crowdin', 'crp'),
  cs: ltr('Čeština', 'cs', 'cs'),
  de: ltr('Deutsch', 'de', 'de'),
  fr: ltr('Français', 'fr', 'fr'),
  it: ltr('Italiano', 'it', 'it'),
  ja: ltr('日本語', 'ja', 'ja'),
  ru: ltr('Русский', 'ru', 'ru'),
  tr: ltr('Türkçe', 'tr', 'tr'),
  uk: ltr('Українська', 'uk', 'uk'),
  'zh-CN': ltr('简体中文', 'zh-CN', 'zh-CN'),
};
