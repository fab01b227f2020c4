/** The contact form (`POST /api/contact`, operation sendContactMessage, generated). */
import { generatedApi, type CreateContactMessageDto } from '../../../api/generated/shop-api.ts';

export { CONTACT_SUBJECTS } from '../../../api/generated/enums.ts';
export type { ContactSubject } from '../../../api/generated/enums.ts';
export type ContactRequest = CreateContactMessageDto;

export const contactApi = generatedApi;

export const { useSendContactMessageMutation } = contactApi;
