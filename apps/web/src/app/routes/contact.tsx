import { ContactPage } from '../../features/contact/components/contact-page';

/** SPEC §2 /contact/us, also /contact. */
export function ContactRoute() {
  return <ContactPage />;
}
