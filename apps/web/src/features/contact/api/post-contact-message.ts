import { apiPath, apiRoutes } from '@labo/domain/api-routes';
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
  return apiClient.post(apiPath(apiRoutes.contactForm), message, { schema: contactAnswerSchema });
}

/**
 * The send. A failure is the form's own banner, which invites a phone call and keeps what
 * was typed (docs/product/contact.md#send-failure): no snackbar.
 */
export function usePostContactMessage() {
  return useMutation({
    mutationFn: postContactMessage,
    meta: { errorNotice: () => undefined },
  });
}
