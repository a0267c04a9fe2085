import { formatEuros } from '@labo/domain/money';
import { describe, expect, it } from 'vitest';
import { sampleQuote } from '#test/mail-fixtures';
import { quoteCustomerMail, quoteStaffMail } from './quote-mails';

const euros = (cents: number) => formatEuros(cents);

describe('quoteCustomerMail', () => {
  it('confirms the number, lines, totals and the 30-day validity, in text and HTML', () => {
    const mail = quoteCustomerMail(sampleQuote());

    expect(mail.to).toEqual(['marie.curie@example.org']);
    expect(mail.subject).toBe('Votre demande de devis n° 202611-42');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('202611-42');
      expect(body).toContain('Duran - Bécher forme basse 250 ml');
      expect(body).toContain('Carton de 10');
      expect(body).toContain('Gilson - Pointes de pipette 200 µl');
      expect(body).toContain(euros(9180));
      expect(body).toContain(euros(3375));
      expect(body).toContain(euros(12_555));
      expect(body).toContain(euros(15_066 - 12_555));
      expect(body).toContain(euros(15_066));
      expect(body).toContain('Ce devis est valable 30 jours à compter du 21/11/2026.');
      expect(body).toContain('Bonjour Marie Curie,');
    }
    expect(mail.text).toMatch(/Total HT : 125,55\s€/);
    expect(mail.text).toMatch(/Total taxes : 25,11\s€/);
    expect(mail.text).toMatch(/Total TTC : 150,66\s€/);
    expect(mail.text).toContain("Nombre d'articles : 5");
    expect(mail.replyTo).toBeUndefined();
  });

  it("repeats the buyer's order reference, and says nothing of it when none was given", () => {
    const mail = quoteCustomerMail(sampleQuote());
    expect(mail.text).toContain('Votre référence (bon de commande) : BC-2026-0042');
    expect(mail.html).toContain('BC-2026-0042');
    const without = quoteCustomerMail(sampleQuote({ orderReference: '' }));
    expect(without.text).not.toContain('bon de commande');
  });

  it('names the quote PDF to attach when the mail is sent', () => {
    expect(quoteCustomerMail(sampleQuote()).attachment).toEqual({ kind: 'quote_pdf', quoteId: 42 });
  });

  it('shows each line’s reference before its designation, in text and HTML', () => {
    const mail = quoteCustomerMail(sampleQuote());
    expect(mail.text).toContain('- DUR-211063 · Duran - Bécher forme basse 250 ml (Carton de 10)');
    expect(mail.text).toContain('- GIL-F161930 · Gilson - Pointes de pipette 200 µl');
    expect(mail.html).toContain('<strong>DUR-211063</strong><br>Duran - Bécher forme basse 250 ml');
  });

  it('has no recipient when the address is unusable, so that nothing is queued', () => {
    expect(quoteCustomerMail(sampleQuote({ email: 'marie@' })).to).toEqual([]);
  });

  it('shows the sale percentage only on the line under a campaign', () => {
    const { text } = quoteCustomerMail(sampleQuote());
    const [becher, pointes] = text.split('\n- ').slice(1);
    expect(becher).not.toContain('%');
    expect(pointes).toContain('3 × 12,50\u00a0€ HT (remise -10\u00a0%) = 33,75\u00a0€ HT');
  });

  it('dates the quote in Paris: 23:30 UTC on 30 November is 1 December', () => {
    const mail = quoteCustomerMail(sampleQuote({ createdAt: new Date('2026-11-30T23:30:00Z') }));
    expect(mail.text).toContain('à compter du 01/12/2026');
  });

  it('escapes what the customer typed in the HTML, and keeps it as typed in the text', () => {
    const comment = '<script>alert("x")</script> & merci';
    const mail = quoteCustomerMail(sampleQuote({ comment, firstName: '<b>Marie</b>' }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Marie');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; merci');
    expect(mail.text).toContain(comment);
  });
});

describe('quoteStaffMail', () => {
  it('goes to the staff list with the customer, addresses, comment, lines and totals', () => {
    const quote = sampleQuote({ comment: 'Livraison le matin\nsvp' });
    const mail = quoteStaffMail(quote, ['ventes@example.org', 'direction@example.org']);

    expect(mail.to).toEqual(['ventes@example.org', 'direction@example.org']);
    expect(mail.subject).toBe('Nouvelle demande de devis n° 202611-42');
    expect(mail.replyTo).toBe('marie.curie@example.org');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Marie Curie');
      expect(body).toContain('01 02 03 04 05');
      expect(body).toContain('Bâtiment B');
      expect(body).toContain('1 place du Panthéon');
      expect(body).toContain('Gilson - Pointes de pipette 200 µl');
      expect(body).toContain('GIL-F161930');
      expect(body).toContain('Laboratoire Curie');
      expect(body).toContain(euros(15_066));
    }
    expect(mail.text).toContain('Société / laboratoire : Laboratoire Curie');
    expect(mail.text).toContain('Référence du client (bon de commande) : BC-2026-0042');
    expect(mail.html).toContain('BC-2026-0042');
    expect(mail.text).toContain('COMMENTAIRE\nLivraison le matin\nsvp');
    expect(mail.html).toContain('Livraison le matin<br>svp');
  });

  it('escapes a script in the comment and the addresses', () => {
    const quote = sampleQuote({
      comment: '<script>alert(1)</script>',
      delivery: { ...sampleQuote().delivery, street: '<img src=x onerror=alert(1)>' },
    });
    const { html } = quoteStaffMail(quote, ['ventes@example.org']);
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('leaves out the comment section when there is none', () => {
    const { text } = quoteStaffMail(sampleQuote(), ['ventes@example.org']);
    expect(text).not.toContain('COMMENTAIRE');
  });
});
