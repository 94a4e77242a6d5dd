import de from './locales/de.json';
import en from './locales/en.json';

/** The strings of the fields and inputs every resource shares (admin.address, …), one object per language. */
export const fieldMessages = { en, de };
