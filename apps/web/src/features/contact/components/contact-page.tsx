import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { env } from '#config/env.ts';
import { paths } from '#config/paths.ts';
import { SHOP_DESCRIPTION, usePageMeta } from '#shared/page-meta.ts';
import { accentPanelSx } from '#shared/panel-styles.ts';
import { ResultAlert } from '#shared/result-alert.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { contactMessages as messages } from '../contact-messages';
import { ContactFormCard } from './contact-form';

/**
 * The contact page, /contact/us and /contact (docs/product/contact.md#contact-page): the
 * form, then the sent message.
 */
export function ContactPage() {
  usePageTitle(messages.title);
  usePageMeta({ description: SHOP_DESCRIPTION, canonicalPath: paths.contact.getHref() });
  // undefined while editing; after sending, the address the confirmation goes to, if any.
  const [sent, setSent] = useState<{ confirmedEmail: string | null }>();
  // A new key gives a fresh, empty form after "Écrire un autre message".
  const [formKey, setFormKey] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  // "Écrire un autre message" goes with the sent state: the new form's first field takes
  // the focus (docs/product/look-and-feel.md#focus-never-lost).
  useEffect(() => {
    if (formKey > 0) panel.current?.querySelector('input')?.focus();
  }, [formKey]);

  return (
    <Box component="article" aria-labelledby="contact-title">
      <Typography id="contact-title" variant="h1" sx={{ mb: 1 }}>
        {messages.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 2.5, md: 3 }, maxWidth: 760 }}>
        {messages.intro}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Paper ref={panel} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }}>
          {sent ? (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <ResultAlert severity="success" sx={{ width: '100%' }}>
                {sent.confirmedEmail ? messages.sent : messages.sentNoEmail}
              </ResultAlert>
              <Button
                variant="outlined"
                onClick={() => {
                  setSent(undefined);
                  setFormKey((key) => key + 1);
                }}
              >
                {messages.writeAgain}
              </Button>
            </Box>
          ) : (
            <ContactFormCard
              key={formKey}
              onSent={(confirmedEmail) => setSent({ confirmedEmail })}
            />
          )}
        </Paper>
        <ContactDetails />
      </Box>
    </Box>
  );
}

/**
 * The other ways to reach the company, from configuration
 * (docs/product/look-and-feel.md#company-identity-is-configuration).
 */
function ContactDetails() {
  return (
    <Box
      component="aside"
      aria-labelledby="contact-phone"
      sx={{
        ...accentPanelSx,
        p: { xs: 2, md: 2.5 },
        display: 'grid',
        gap: 0.5,
      }}
    >
      <Typography id="contact-phone" variant="h3">
        {messages.byPhone}
      </Typography>
      <Link
        href={env.shopPhoneHref}
        sx={{
          fontWeight: 700,
          fontSize: '1.125rem',
          justifySelf: 'start',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {env.shopPhone}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {`${env.shopHours} (${messages.nonSurchargedCall})`}
      </Typography>
      <Typography variant="h3" sx={{ mt: 2 }}>
        {messages.ourAddress}
      </Typography>
      <Typography variant="body2">{env.shopName}</Typography>
      <Typography variant="body2">{env.companyAddress}</Typography>
    </Box>
  );
}
