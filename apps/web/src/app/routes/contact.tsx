import { ContactPage } from '#features/contact/components/contact-page.tsx';

/** SPEC §2 /contact/us, also /contact. */
export function ContactRoute() {
  return <ContactPage />;
}
