import { MOOD_BANDS } from '@sentiscope/shared/contract';
import { moodBandColor, moodGradient } from './mood-colors';
import { darkTheme, lightTheme } from './theme';

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('mood colours in the %s theme', (_name, theme) => {
  it('give each band a colour of its own', () => {
    const colours = MOOD_BANDS.map(({ band }) => moodBandColor(theme, band));
    expect(colours.every((colour) => /^#[0-9a-f]{6}$/.test(colour))).toBe(true);
    expect(new Set(colours).size).toBe(MOOD_BANDS.length);
  });

  it('run the bar from extreme fear to extreme greed, each colour at its band’s middle', () => {
    expect(moodGradient(theme)).toBe(
      `linear-gradient(90deg, ${moodBandColor(theme, 'extreme fear')} 12.5%, ${moodBandColor(theme, 'fear')} 35%, ${moodBandColor(theme, 'neutral')} 50%, ${moodBandColor(theme, 'greed')} 65%, ${moodBandColor(theme, 'extreme greed')} 87.5%)`,
    );
  });
});
