import { Alert, AlertTitle, Link } from '@mui/material';
import { useEffect, useRef } from 'react';
import { env } from '#config/env.ts';
import { contactMessages as messages } from '../contact-messages';

/**
 * "Une erreur s'est produite..." and an invitation to call, with the number
 * (docs/product/contact.md#send-failure).
 */
export function SendFailedBanner() {
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
