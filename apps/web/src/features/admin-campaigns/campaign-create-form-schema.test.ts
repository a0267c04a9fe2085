import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { campaignCreateField, campaignCreateFormSchema } from './campaign-create-form-schema';

describe('the campaign create form (docs/product/promotions.md#campaign-page)', () => {
  it('sends whole days and the percentage as a number', () => {
    expect(
      campaignCreateFormSchema.parse({
        title: 'Rentrée',
        percentage: '15',
        firstDay: dayjs('2026-09-01'),
        lastDay: dayjs('2026-09-30'),
      }),
    ).toEqual({
      title: 'Rentrée',
      percentage: 15,
      startDateTime: '2026-09-01 00:00:00',
      endDateTime: '2026-09-30 23:59:59',
    });
  });

  it('checks nothing itself: an empty percentage goes as null, for the server to refuse', () => {
    const sent = campaignCreateFormSchema.parse({
      title: '',
      percentage: '',
      firstDay: null,
      // A day typed halfway: no day yet.
      lastDay: dayjs('pas une date'),
    });
    expect(sent.percentage).toBeNull();
    expect(sent.title).toBe('');
    expect(sent.startDateTime).toBe('');
    expect(sent.endDateTime).toBe('');
  });

  it("puts the server's date refusals on the day fields", () => {
    expect(campaignCreateField('startDateTime')).toBe('firstDay');
    expect(campaignCreateField('endDateTime')).toBe('lastDay');
    expect(campaignCreateField('percentage')).toBe('percentage');
  });
});
