import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '@sentiscope/shared/testing';
import GuidePage from './guide-page';

describe('guide page', () => {
  it('shows a skeleton until the guide shipped with the site has loaded in its frame', async () => {
    renderPage(<GuidePage />, { path: '/guide' });
    expect(screen.getByRole('status', { name: 'Loading the user guide' })).toBeInTheDocument();
    const frame = (await screen.findByTitle('SentiScope user guide')) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toContain('<h1>SentiScope user guide</h1>');
    expect(frame.getAttribute('srcdoc')).toContain('Plans and billing');
    fireEvent.load(frame);
    expect(screen.queryByRole('status', { name: 'Loading the user guide' })).not.toBeInTheDocument();
    expect(document.title).toBe('Guide · SentiScope');
  });
});
