import {
  type ContactAnswer,
  type ContactForm,
  contactAnswerSchema,
} from '@labo/domain/contact-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';

/**
 * POST /post/contact/form (docs/product/contact.md#contact-call); the server keeps the
 * message before any e-mail.
 */
function postContactMessage(message: ContactForm): Promise<ContactAnswer> {
  return apiClient.post('/post/contact/form', message, { schema: contactAnswerSchema });
}

export function usePostContactMessage() {
  return useMutation({ mutationFn: postContactMessage });
}
