import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

describe('design system catalogue (development builds)', () => {
  it('lists every shared component at /catalogue so teams see what exists', async () => {
    renderApp('/catalogue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Design system catalogue' })).toBeInTheDocument();
    for (const name of ['Logo', 'Button', 'Fields', 'Tabs', 'Badge and Tooltip', 'Table', 'Loading, empty and error', 'Modal']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Show announcement' })).toBeInTheDocument();
  });
});
