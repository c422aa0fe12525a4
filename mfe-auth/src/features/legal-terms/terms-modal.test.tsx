import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_POLICY } from '@/features/legal-terms/privacy-policy';
import { TERMS_AND_CONDITIONS } from '@/features/legal-terms/terms-and-conditions';
import { formatEffectiveDate, TermsModal } from '@/features/legal-terms/terms-modal';
import { TERMS_SUMMARY } from '@/features/legal-terms/terms-summary';
import { renderWithUi } from '@sentiscope/shared/testing';

function renderModal() {
  const onAccept = jest.fn();
  const onCancel = jest.fn();
  renderWithUi(
    <>
      <button type="button">Opener</button>
      <TermsModal open onAccept={onAccept} onCancel={onCancel} />
    </>,
  );
  return { onAccept, onCancel, person: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name });

describe('Terms modal', () => {
  it('walks through summary, Terms & Conditions and Privacy Policy with Cancel and Next, then Accept', async () => {
    const { onAccept, onCancel, person } = renderModal();

    expect(dialog()).toHaveAccessibleName('Terms Summary');
    expect(within(dialog()).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(button('Cancel')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    await person.click(button('Next'));
    expect(dialog()).toHaveAccessibleName('Terms & Conditions');
    expect(within(dialog()).getByText('Step 2 of 3')).toBeInTheDocument();
    expect(button('Cancel')).toBeInTheDocument();

    await person.click(button('Next'));
    expect(dialog()).toHaveAccessibleName('Privacy Policy');
    expect(within(dialog()).getByText('Step 3 of 3')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(button('Cancel')).toBeInTheDocument();

    await person.click(button('Accept'));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows the effective date of 1 September 2025 on every step', async () => {
    const { person } = renderModal();
    expect(formatEffectiveDate('2025-09-01')).toBe('1 September 2025');
    for (let step = 0; step < 3; step += 1) {
      expect(within(dialog()).getByText('Effective 1 September 2025')).toBeInTheDocument();
      if (step < 2) await person.click(button('Next'));
    }
  });

  it.each([
    ['summary', TERMS_SUMMARY, 0],
    ['Terms & Conditions', TERMS_AND_CONDITIONS, 1],
    ['Privacy Policy', PRIVACY_POLICY, 2],
  ] as const)('renders the %s text: section titles, headings, sub-headings, paragraphs and lists', async (_name, document, step) => {
    const { person } = renderModal();
    for (let i = 0; i < step; i += 1) await person.click(button('Next'));
    const article = within(dialog()).getByRole('article', { name: document.title });

    const sectionTitles = within(article).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(sectionTitles).toEqual(document.sections.map((section) => section.sectionTitle));
    const blocks = document.sections.flatMap((section) => section.content);
    expect(within(article).queryAllByRole('heading', { level: 4 })).toHaveLength(blocks.filter((b) => b.heading).length);
    expect(within(article).queryAllByRole('heading', { level: 5 })).toHaveLength(blocks.filter((b) => b.subHeading).length);
    expect(within(article).getAllByRole('list')).toHaveLength(blocks.filter((b) => b.listItems).length);
    const firstParagraph = blocks.find((b) => b.paragraphs)?.paragraphs?.[0] ?? '';
    expect(within(article).getByText(firstParagraph)).toBeInTheDocument();
  });

  it('says the analysis is information only and not financial advice', () => {
    renderModal();
    expect(within(dialog()).getByText(/not financial, investment, tax or legal advice/)).toBeInTheDocument();
  });

  it('closes on Escape as a Cancel', async () => {
    const { onAccept, onCancel, person } = renderModal();
    await person.click(button('Next'));
    await person.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const { person } = renderModal();
    for (let i = 0; i < 6; i += 1) {
      await person.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
    await person.tab({ shift: true });
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('moves focus to the top of each new step', async () => {
    const { person } = renderModal();
    await person.click(button('Next'));
    expect(within(dialog()).getByText('Step 2 of 3').parentElement).toHaveFocus();
  });
});
