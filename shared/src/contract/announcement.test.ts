import {
  ANNOUNCEMENT_BACKGROUNDS,
  ANNOUNCEMENT_TEXT_COLOURS,
  DEFAULT_ANNOUNCEMENT,
  WCAG_AA_CONTRAST,
  announcementErrors,
  contrastRatio,
  defaultAnnouncementInput,
  isAnnouncementLive,
} from './index';

describe('announcement colours and rules', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('text-white', 'bg-black')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('bg-yellow-600', 'text-white')).toBe(2.94);
    expect(contrastRatio('tomato', 'white')).toBeNull();
  });

  it('offers every background with a text colour that passes AA, and the default pair passes', () => {
    for (const background of ANNOUNCEMENT_BACKGROUNDS) {
      const best = Math.max(...ANNOUNCEMENT_TEXT_COLOURS.map((text) => contrastRatio(background.value, text.value) ?? 0));
      expect(best).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    }
    expect(contrastRatio(DEFAULT_ANNOUNCEMENT.backgroundColor, DEFAULT_ANNOUNCEMENT.textColor)).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
  });

  it.each([
    [{}, {}],
    [{ message: ' ' }, { message: 'Message is required to show the announcement' }],
    [{ message: ' ', showAnnouncement: false }, {}],
    [{ message: 'x'.repeat(301) }, { message: 'Message must be at most 300 characters' }],
    [{ backgroundColor: 'url(javascript:1)' }, { backgroundColor: 'Choose a colour from the list' }],
    [{ textColor: 'red; position: fixed' }, { textColor: 'Choose a colour from the list' }],
    [{ className: 'promo "><script>' }, { className: 'Class names may use letters, digits, - and _ only' }],
    [{ className: 'promo wide' }, {}],
    [{ startsAt: 'soon' }, { startsAt: 'Enter a valid date and time' }],
    [{ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, { endsAt: 'End time must be after the start time' }],
  ])('checks %j', (change, errors) => {
    expect(announcementErrors({ ...defaultAnnouncementInput(), ...change })).toEqual(errors);
  });

  it('is live only when shown, with a message, inside its window', () => {
    const base = { ...defaultAnnouncementInput() };
    const at = Date.parse('2030-01-01T12:00:00Z');
    expect(isAnnouncementLive(base, at)).toBe(true);
    expect(isAnnouncementLive({ ...base, showAnnouncement: false }, at)).toBe(false);
    expect(isAnnouncementLive({ ...base, startsAt: '2030-01-01T12:00:01Z' }, at)).toBe(false);
    expect(isAnnouncementLive({ ...base, startsAt: '2030-01-01T12:00:00Z' }, at)).toBe(true);
    expect(isAnnouncementLive({ ...base, endsAt: '2030-01-01T12:00:00Z' }, at)).toBe(false);
  });
});
