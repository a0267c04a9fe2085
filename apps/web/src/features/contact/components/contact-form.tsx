import { isValidEmail } from '@labo/domain/contact-rules';
import { CLIENT_ENV } from '@labo/domain/wire-primitives';
import { Box, CircularProgress } from '@mui/material';
import { type RefObject, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { usePostContactMessage } from '../api/post-contact-message';
import {
  CONTACT_FIELD_ORDER,
  type ContactMessageFormValues,
  contactMessageFormSchema,
} from '../contact-form-schema';
import { contactMessages as messages } from '../contact-messages';
import { ContactFields } from './contact-fields';
import { RobotQuestionField, useRobotQuestion } from './robot-question';
import { SendFailedBanner } from './send-failed-banner';

const EMPTY_FIELDS: ContactMessageFormValues = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  company: '',
  content: '',
};

type ContactFormProps = {
  /** Called once the server kept the message, with the address it will confirm to. */
  onSent: (confirmedEmail: string | null) => void;
};

/**
 * The contact form, states editing, sending and error banner
 * (docs/product/contact.md#contact-states; the parent shows the sent state). Its rules
 * (docs/product/contact.md) come from the domain, as on the server.
 */
export function ContactFormCard({ onSent }: ContactFormProps) {
  const form = useZodForm(contactMessageFormSchema, {
    defaultValues: EMPTY_FIELDS,
    // The focus follows the form's order, the robot question last (useContactSend).
    shouldFocusError: false,
  });
  const robot = useRobotQuestion();
  const robotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { send, postMessage } = useContactSend({ form, formRef, robot, robotRef, onSent });
  const sending = postMessage.isPending;
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={send} aria-busy={sending}>
      {postMessage.isError ? <SendFailedBanner /> : undefined}
      <ContactFields
        control={form.control}
        readOnly={sending}
        robotField={<RobotQuestionField question={robot} inputRef={robotRef} readOnly={sending} />}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
        <StatusButton type="submit" variant="contained" size="large" status={postMessage.status}>
          {messages.send}
        </StatusButton>
        {sending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={20} aria-hidden />
            {messages.sending}
          </Box>
        ) : undefined}
      </Box>
    </Box>
  );
}

type ContactMessageForm = ReturnType<
  typeof useZodForm<ContactMessageFormValues, ContactMessageFormValues>
>;

type ContactSendParts = {
  form: ContactMessageForm;
  formRef: RefObject<HTMLFormElement | null>;
  robot: ReturnType<typeof useRobotQuestion>;
  robotRef: RefObject<HTMLInputElement | null>;
  onSent: ContactFormProps['onSent'];
};

/**
 * The send (docs/product/contact.md#contact-states): the form's rules and the robot
 * question are checked together; a refusal puts the focus on the first field in error, in
 * the order of the form (a missing means of contact on the phone, the robot question last).
 */
function useContactSend({ form, formRef, robot, robotRef, onSent }: ContactSendParts) {
  const postMessage = usePostContactMessage();
  const focusFirstError = (errors: FieldErrors<ContactMessageFormValues>) => {
    const meansMissing = 'contactMeans' in errors;
    const first = CONTACT_FIELD_ORDER.find(
      (name) => errors[name] || (name === 'phone_number' && meansMissing),
    );
    // Found by its name, the focus is given at once (react-hook-form's setFocus waits a task).
    const field = first ? formRef.current?.elements.namedItem(first) : robotRef.current;
    if (field instanceof HTMLElement) field.focus();
  };
  const send = form.handleSubmit(
    (message) => {
      if (postMessage.isPending) return;
      if (!robot.check()) {
        robotRef.current?.focus();
        return;
      }
      const email = message.email ?? '';
      postMessage.mutate(
        { ...message, environment: CLIENT_ENV },
        {
          onSuccess: () => onSent(isValidEmail(email) ? email : null),
          onError: (error) => showServerFieldErrors(form, error),
        },
      );
    },
    (errors) => {
      robot.check();
      focusFirstError(errors);
    },
  );
  return { send, postMessage };
}
