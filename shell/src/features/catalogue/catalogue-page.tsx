import { useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Logo,
  Modal,
  Select,
  Skeleton,
  Table,
  Tabs,
  TextField,
  Toggle,
  Tooltip,
  type ButtonVariant,
} from '@sentiscope/shared/ui';
import { CatalogueSection } from './catalogue-section';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'success', 'login', 'upgrade', 'link'];
const ROWS = [
  { symbol: 'BTC', close: '64,210.55', change: '+2.41%' },
  { symbol: 'AAPL', close: '189.04', change: '−0.87%' },
];

/** The living catalogue of the design system (development builds only, at /catalogue): what exists, before writing anew. */
export default function CataloguePage() {
  const [modalOpen, setModalOpen] = useState(false);
  const [toggle, setToggle] = useState(true);
  const [tab, setTab] = useState('day');
  return (
    <Page>
      <h1>Design system catalogue</h1>
      <p>Every component below comes from @sentiscope/shared/ui. Switch the theme in the header to see both schemes.</p>
      <CatalogueSection name="Logo" note="Logo and LogoMark: the mark is decorative; the name labels it.">
        <Logo />
        <Logo size={24} showName={false} />
      </CatalogueSection>
      <CatalogueSection name="Button" note="One brand primary; loading, disabled, full width and `to` for links.">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
        <Button loading>Saving</Button>
        <Button disabled>Disabled</Button>
        <Button to="/plans" variant="secondary">
          Link to plans
        </Button>
      </CatalogueSection>
      <CatalogueSection name="Fields" note="TextField (Input), Select and Toggle: label, hint and error wired for screen readers.">
        <TextField label="Email" type="email" hint="We never share it" />
        <TextField label="Password" type="password" error="Password must be at least 6 characters" />
        <Select label="Tenure" placeholder="Choose" options={[{ value: 'monthly', label: 'Monthly' }, { value: 'yearly', label: 'Yearly' }]} />
        <Toggle label="Show announcement" hint="Visible to every visitor" checked={toggle} onChange={setToggle} />
      </CatalogueSection>
      <CatalogueSection name="Tabs" note="Arrow keys, Home and End move between tabs.">
        <Tabs
          label="Range"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'day', label: 'Day', panel: 'Daily figures' },
            { id: 'week', label: 'Week', panel: 'Weekly figures' },
          ]}
        />
      </CatalogueSection>
      <CatalogueSection name="Badge and Tooltip" note="Badges for status and plan; tooltips describe a focusable trigger.">
        {(['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        <Tooltip content="Relative Strength Index over 14 days">
          <Button variant="ghost">RSI</Button>
        </Tooltip>
      </CatalogueSection>
      <CatalogueSection name="Table" note="Tabular figures, numbers right-aligned.">
        <Table
          caption="Closing prices"
          rowKey={(row) => row.symbol}
          rows={ROWS}
          columns={[
            { key: 'symbol', header: 'Asset', cell: (row) => row.symbol },
            { key: 'close', header: 'Close', cell: (row) => row.close, numeric: true },
            { key: 'change', header: 'Change', cell: (row) => row.change, numeric: true },
          ]}
        />
      </CatalogueSection>
      <CatalogueSection name="Loading, empty and error" note="Skeleton while loading; EmptyState and ErrorState with Retry.">
        <Skeleton $width="240px" $height="20px" />
        <EmptyState title="No devices yet" description="Devices appear here after you log in." />
        <ErrorState title="Could not load plans" description="Server unavailable" onRetry={() => undefined} />
      </CatalogueSection>
      <CatalogueSection name="Modal" note="Focus trap, Escape closes, focus returns to the opener.">
        <Button onClick={() => setModalOpen(true)}>Open modal</Button>
        <Modal open={modalOpen} onClose={() => setModalOpen(false)} title="Example">
          <p>Press Escape or Tab around: focus stays here.</p>
        </Modal>
      </CatalogueSection>
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
`;
