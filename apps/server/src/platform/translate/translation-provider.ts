/**
 * Machine translation behind a small interface, so 文章翻译 can use whichever service an
 * installation runs (a self-hosted LibreTranslate, a vendor gateway) and tests a local receiver.
 */
export interface TranslationProvider {
  readonly name: string;
  /**
   * Translates one text from `source` (ISO 639-1, or `auto` when unknown) into `target`.
   * Rejects with {@link TranslationUnavailable} when the service cannot be reached or answers
   * nonsense.
   */
  translate(text: string, source: string, target: string): Promise<string>;
}

/** The translation service failed; the message says how (for the log, not for the user). */
export class TranslationUnavailable extends Error {
  override readonly name = 'TranslationUnavailable';
}
