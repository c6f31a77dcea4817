import { HttpTranslationProvider } from './http-translation-provider.js';
import type { TranslationProvider } from './translation-provider.js';

/** The configured provider, or undefined when TRANSLATE_URL is unset (翻译 is then unavailable). */
export function createTranslationProvider(config: {
  translate: { url: string | undefined; token: string | undefined };
}): TranslationProvider | undefined {
  return config.translate.url
    ? new HttpTranslationProvider(config.translate.url, config.translate.token)
    : undefined;
}
