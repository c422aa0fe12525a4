import { screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { renderApp } from '../../../test/render-app';

/** Stands in for the plans page: its button goes to another page, as Subscribe goes to the checkout. */
function PageWithButton() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Pricing Plans</h1>
      <button type="button" onClick={() => void navigate('/about')}>
        Get Pro
      </button>
    </>
  );
}

function PageWithField() {
  return (
    <>
      <h1>About</h1>
      <input aria-label="Search" autoFocus />
    </>
  );
}

describe('the focus on a change of page', () => {
  it('moves to the main region when the pressed button went with the old page', async () => {
    const { user } = renderApp('/plans', { pages: { 'mfe_marketing/PlansPage': PageWithButton } });
    const button = await screen.findByRole('button', { name: 'Get Pro' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'mfe_marketing/AboutPage' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves it on a field the new page focused itself', async () => {
    const { user } = renderApp('/plans', { pages: { 'mfe_marketing/PlansPage': PageWithButton, 'mfe_marketing/AboutPage': PageWithField } });
    (await screen.findByRole('button', { name: 'Get Pro' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('does not move it on the first page of a visit', async () => {
    renderApp('/plans', { pages: { 'mfe_marketing/PlansPage': PageWithButton } });
    await screen.findByRole('button', { name: 'Get Pro' });
    expect(document.body).toHaveFocus();
  });
});
