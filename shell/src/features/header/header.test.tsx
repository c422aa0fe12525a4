import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aUser, tokenValidFor } from '../../../test/fixtures';
import { API, failure } from '../../../test/msw/api';
import { companyHandlers, companyInfo, TEST_COMPANY_NAME } from '../../../test/msw/company-handlers';
import { server } from '@sentiscope/shared/testing';
import { userHandlers } from '../../../test/msw/user-handlers';
import { loggedInStore, renderApp } from '../../../test/render-app';
import { DESKTOP_WIDTH, resizeTo, scrollToY } from '../../../test/viewport';

const HOUR = 60 * 60 * 1000;
const member = aUser();

afterEach(() => {
  resizeTo(DESKTOP_WIDTH);
  scrollToY(0);
});

const header = () => screen.getByRole('banner');
const linkNames = (container: HTMLElement) => within(container).getAllByRole('link').map((link) => link.textContent);

describe('header', () => {
  it('shows the company name from company info as the brand, linking home', async () => {
    server.use(...companyHandlers(companyInfo({ companyName: 'Acme Insights' })));
    renderApp('/about');
    const brand = await within(header()).findByRole('link', { name: 'Acme Insights' });
    expect(brand).toHaveAttribute('href', '/');
  });

  it('falls back to SentiScope when company info cannot be loaded', async () => {
    server.use(http.get(`${API}/contact/company-info`, () => HttpResponse.json(failure('down'), { status: 500 })));
    renderApp('/about');
    expect(await within(header()).findByRole('link', { name: 'SentiScope' })).toBeInTheDocument();
  });

  it('shows Dashboard, About, Guide, Contact, Plans and Login to a visitor on a wide screen', async () => {
    renderApp('/about');
    await within(header()).findByRole('link', { name: TEST_COMPANY_NAME });
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Dashboard', 'About', 'Guide', 'Contact', 'Plans', 'Login']);
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('replaces Login with the user menu and adds Markets once logged in', async () => {
    server.use(...userHandlers(member));
    renderApp('/about', { store: loggedInStore(tokenValidFor(member._id, HOUR)) });
    expect(await within(header()).findByRole('button', { name: 'Hi, Ada Lovelace' })).toBeInTheDocument();
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Dashboard', 'Markets', 'About', 'Guide', 'Contact', 'Plans']);
  });

  it("shows the signed-in user's plan as a badge beside the account menu", async () => {
    server.use(...userHandlers(member));
    renderApp('/about', { store: loggedInStore(tokenValidFor(member._id, HOUR)) });
    await within(header()).findByRole('button', { name: 'Hi, Ada Lovelace' });
    expect(within(header()).getByTitle('Your plan')).toHaveTextContent(member.subscription.planTitle || 'Free');
  });

  it('offers one light/dark switch that remembers the choice', async () => {
    renderApp('/about');
    const toggle = await within(header()).findByRole('button', { name: /Switch to (light|dark) theme/ });
    const before = toggle.getAttribute('aria-label');
    act(() => toggle.click());
    expect(await within(header()).findByRole('button', { name: /Switch to (light|dark) theme/ })).not.toHaveAttribute(
      'aria-label',
      before,
    );
    expect(window.localStorage.getItem('sentiscope.colorScheme')).toMatch(/^(light|dark)$/);
  });

  it('gives a signed-in user on a phone one menu button (the account menu holds the links), not two', async () => {
    resizeTo(375);
    server.use(...userHandlers(member));
    renderApp('/about', { store: loggedInStore(tokenValidFor(member._id, HOUR)) });
    expect(await within(header()).findByRole('button', { name: 'Hi, Ada Lovelace' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('becomes sticky only after the page scrolls more than 10 px', async () => {
    renderApp('/about');
    await within(header()).findByRole('link', { name: TEST_COMPANY_NAME });
    expect(header()).toHaveStyle({ position: 'relative' });
    scrollToY(10);
    expect(header()).toHaveAttribute('data-sticky', 'false');
    expect(header()).toHaveStyle({ position: 'relative' });
    scrollToY(11);
    expect(header()).toHaveAttribute('data-sticky', 'true');
    expect(header()).toHaveStyle({ position: 'sticky' });
    scrollToY(0);
    expect(header()).toHaveStyle({ position: 'relative' });
  });

  describe('below 768 px', () => {
    it('keeps the links inline at exactly 768 px', async () => {
      resizeTo(768);
      renderApp('/about');
      expect(await within(header()).findByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(within(header()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    });

    it('moves the links into a slide-in menu opened by a menu button', async () => {
      resizeTo(767);
      const { user } = renderApp('/about');
      const button = await within(header()).findByRole('button', { name: 'Menu' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
      expect(within(header()).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(panel).toBeVisible();
      const nav = within(panel as HTMLElement).getByRole('navigation', { name: 'Main' });
      expect(linkNames(nav)).toEqual(['Dashboard', 'About', 'Guide', 'Contact', 'Plans', 'Login']);
    });

    it('closes the menu with Escape and returns focus to the menu button', async () => {
      resizeTo(500);
      const { user } = renderApp('/about');
      const button = await within(header()).findByRole('button', { name: 'Menu' });
      await user.click(button);
      await user.tab();
      expect(within(header()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
      expect(within(header()).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    });

    it('closes the menu after following a link', async () => {
      resizeTo(500);
      const { user, router } = renderApp('/about');
      await user.click(await within(header()).findByRole('button', { name: 'Menu' }));
      await user.click(within(header()).getByRole('link', { name: 'Contact' }));
      expect(router.state.location.pathname).toBe('/contact');
      expect(within(header()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('switches between inline links and the menu button as the window is resized', async () => {
      renderApp('/about');
      expect(await within(header()).findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      resizeTo(600);
      expect(within(header()).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
      expect(within(header()).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      resizeTo(900);
      expect(within(header()).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(within(header()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });
});
