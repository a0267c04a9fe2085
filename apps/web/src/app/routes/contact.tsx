import { ContactPage } from '#features/contact/components/contact-page.tsx';

/** /contact/us, also /contact (docs/product/contact.md#contact-page). */
export function ContactRoute() {
  return <ContactPage />;
}
