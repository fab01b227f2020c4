/** The post type and language choices, shared by the list's filters and the form (kept out of the form's module so the list does not load the rich-text editor). */
import { LOCALES, POST_TYPES } from '../../api/generated/enums';
import { choicesOf } from '../../lib/choices';

export const typeChoices = choicesOf(POST_TYPES, 'posts.types');
export const languageChoices = choicesOf(LOCALES, 'posts.languages');
