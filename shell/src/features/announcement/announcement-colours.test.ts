import { resolveColour } from './announcement-colours';

describe('announcement colours', () => {
  it.each([
    ['bg-yellow-600', '#ca8a04'],
    ['text-white', '#ffffff'],
    ['bg-black', '#000000'],
    ['bg-red-500', '#ef4444'],
    ['text-green-700', '#15803d'],
    ['bg-blue-600', '#2563eb'],
    ['bg-indigo-900', '#312e81'],
    ['text-purple-100', '#f3e8ff'],
    ['bg-pink-50', '#fdf2f8'],
    ['text-gray-800', '#1f2937'],
    ['yellow-600', '#ca8a04'],
  ])('maps the class-like name %s to %s', (name, colour) => {
    expect(resolveColour(name)).toBe(colour);
  });

  it.each(['#fff', '#112233', '#11223344', 'rgb(10, 20, 30)', 'rgba(10,20,30,0.5)', 'hsl(210 40% 50%)'])(
    'accepts the CSS colour %s as it is',
    (colour) => {
      expect(resolveColour(colour)).toBe(colour);
    },
  );

  it('accepts a plain CSS colour keyword', () => {
    expect(resolveColour('Tomato')).toBe('tomato');
  });

  it.each([
    ['an unknown shade', 'bg-yellow-650'],
    ['an unknown hue', 'bg-teal-500'],
    ['an empty value', '  '],
    ['CSS that breaks out of the declaration', 'red; background-image: url(x)'],
    ['a bad hex', '#12345'],
    ['a non-string', 42],
  ])('rejects %s', (_case, value) => {
    expect(resolveColour(value)).toBeNull();
  });
});
