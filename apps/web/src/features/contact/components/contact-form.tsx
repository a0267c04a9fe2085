import { contactFormErrors, isValidEmail, isValidFrenchPhone } from '@labo/domain/contact-rules';
import { CONTACT_CONTENT_MAX_CHARS, type ContactForm } from '@labo/domain/contact-schemas';
import {
  COMPANY_MAX_CHARS,
  EMAIL_MAX_CHARS,
  NAME_MAX_CHARS,
  PHONE_MAX_CHARS,
} from '@labo/domain/form-fields';
import { CLIENT_ENV } from '@labo/domain/wire-primitives';
import { Alert, AlertTitle, Box, Button, CircularProgress, Link, TextField } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { env } from '#config/env.ts';
import { usePostContactMessage } from '../api/post-contact-message';
import { contactMessages as messages } from '../contact-messages';
import { RobotQuestionField, useRobotQuestion } from './robot-question';

type ContactFields = Required<Omit<ContactForm, 'environment'>>;

const EMPTY_FIELDS: ContactFields = {
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
  const [fields, setFields] = useState(EMPTY_FIELDS);
  // Field checks speak once the person has tried to send, or left the field.
  const [attempted, setAttempted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<keyof ContactFields>>(new Set());
  const robot = useRobotQuestion();
  const robotRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const postMessage = usePostContactMessage();
  const sending = postMessage.isPending;

  const errors = contactFormErrors(fields);
  const phone = fields.phone_number.trim();
  const email = fields.email.trim();
  const checked = (key: keyof ContactFields) => attempted || left.has(key);
  const phoneError = checked('phone_number') && phone !== '' && !isValidFrenchPhone(phone);
  const emailError = checked('email') && email !== '' && !isValidEmail(email);
  // The label itself says the message is too short, once something is typed
  // (docs/product/contact.md#message-rule).
  const contentTooShort = errors.content !== undefined && (attempted || fields.content !== '');

  const change = (key: keyof ContactFields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));
  const leave = (key: keyof ContactFields) => () => setLeft((current) => new Set(current).add(key));

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const formOk = Object.keys(errors).length === 0;
    const robotOk = robot.check();
    if (!formOk || !robotOk) {
      // Focus goes to the first field in error, in the order of the form.
      const firstError = errors.contactMeans ? phoneRef : errors.content ? contentRef : robotRef;
      firstError.current?.focus();
      return;
    }
    const message = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, value.trim()]),
    ) as ContactFields;
    postMessage.mutate(
      { ...message, environment: CLIENT_ENV },
      {
        onSuccess: () => onSent(isValidEmail(message.email) ? message.email : null),
        // The error banner invites a phone call; the form keeps what was typed
        // (docs/product/contact.md#send-failure).
        onError: (error) => console.error(error),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={send} aria-busy={sending}>
      {postMessage.isError ? <SendFailedBanner /> : undefined}
      <Box
        component="fieldset"
        disabled={sending}
        sx={{
          border: 0,
          m: 0,
          p: 0,
          minWidth: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
        }}
      >
        <TextField
          label={messages.firstName}
          value={fields.first_name}
          onChange={(event) => change('first_name')(event.target.value)}
          autoComplete="given-name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX_CHARS } }}
        />
        <TextField
          label={messages.lastName}
          value={fields.last_name}
          onChange={(event) => change('last_name')(event.target.value)}
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX_CHARS } }}
        />
        <TextField
          label={messages.phone}
          type="tel"
          value={fields.phone_number}
          onChange={(event) => change('phone_number')(event.target.value)}
          onBlur={leave('phone_number')}
          error={phoneError}
          helperText={phoneError ? messages.phoneInvalid : undefined}
          inputRef={phoneRef}
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: PHONE_MAX_CHARS } }}
        />
        <TextField
          label={messages.email}
          type="email"
          value={fields.email}
          onChange={(event) => change('email')(event.target.value)}
          onBlur={leave('email')}
          error={emailError}
          helperText={emailError ? messages.emailInvalid : undefined}
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX_CHARS } }}
        />
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
          {attempted && errors.contactMeans ? (
            <Alert severity="warning">{errors.contactMeans}</Alert>
          ) : (
            <Box component="p" sx={{ m: 0, color: 'text.secondary', fontSize: '0.875rem' }}>
              {messages.meansHint}
            </Box>
          )}
          <TextField
            label={messages.company}
            value={fields.company}
            onChange={(event) => change('company')(event.target.value)}
            autoComplete="organization"
            slotProps={{ htmlInput: { maxLength: COMPANY_MAX_CHARS } }}
          />
          <TextField
            label={contentTooShort ? messages.messageTooShort : messages.message}
            value={fields.content}
            onChange={(event) => change('content')(event.target.value)}
            required
            error={contentTooShort}
            multiline
            minRows={5}
            inputRef={contentRef}
            slotProps={{ htmlInput: { maxLength: CONTACT_CONTENT_MAX_CHARS } }}
          />
          <RobotQuestionField question={robot} inputRef={robotRef} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
        {/* Busy, not disabled, while sending: it keeps the keyboard focus. */}
        <Button type="submit" variant="contained" size="large" aria-disabled={sending}>
          {messages.send}
        </Button>
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

/**
 * "Une erreur s'est produite..." and an invitation to call, with the number
 * (docs/product/contact.md#send-failure).
 */
function SendFailedBanner() {
  // The banner sits above the form, often out of view: bring it in and give it the focus,
  // so that it is seen and read (docs/product/look-and-feel.md#focus-never-lost).
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bannerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    bannerRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert ref={bannerRef} tabIndex={-1} severity="error" sx={{ mb: 3 }}>
      <AlertTitle>{messages.sendFailed}</AlertTitle>
      {messages.callUs}{' '}
      <Link href={env.shopPhoneHref} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {env.shopPhone}
      </Link>{' '}
      ({messages.nonSurchargedCall}).
    </Alert>
  );
}
