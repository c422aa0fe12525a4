import Gift from 'lucide-react/icons/gift';
import Info from 'lucide-react/icons/info';
import Megaphone from 'lucide-react/icons/megaphone';
import Sparkles from 'lucide-react/icons/sparkles';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import styled from 'styled-components';
import { DEFAULT_ANNOUNCEMENT, resolveColour, type AnnouncementInput } from '@sentiscope/shared/contract';

const DEFAULT_BACKGROUND = resolveColour(DEFAULT_ANNOUNCEMENT.backgroundColor) as string;
const DEFAULT_TEXT = resolveColour(DEFAULT_ANNOUNCEMENT.textColor) as string;

// The named icons of ANNOUNCEMENT_ICONS.
const ICONS: Record<string, typeof Gift> = { gift: Gift, megaphone: Megaphone, sparkles: Sparkles, info: Info, warning: TriangleAlert };

function BannerIcon({ icon }: { icon: string }) {
  const Icon = ICONS[icon];
  if (Icon) return <Icon size={16} aria-hidden="true" focusable="false" />;
  return icon ? <span aria-hidden="true">{icon}</span> : null;
}

export type AnnouncementBarProps = {
  announcement: Pick<AnnouncementInput, 'message' | 'backgroundColor' | 'textColor' | 'icon'> & { className?: string };
  /** Closes the live banner; without it the bar is a preview and its close mark is only drawn. */
  onClose?: () => void;
};

/** The announcement as visitors see it: the banner above the header and the admin's live preview are this one bar. */
export function AnnouncementBar({ announcement, onClose }: AnnouncementBarProps) {
  const live = onClose !== undefined;
  return (
    <Bar
      {...(live ? { role: 'region', 'aria-label': 'Announcement' } : { 'data-testid': 'announcement-preview' })}
      className={announcement.className || undefined}
      style={{
        backgroundColor: resolveColour(announcement.backgroundColor) ?? DEFAULT_BACKGROUND,
        color: resolveColour(announcement.textColor) ?? DEFAULT_TEXT,
      }}
    >
      <Message>
        <BannerIcon icon={announcement.icon} />
        <span>{announcement.message || 'Your message appears here'}</span>
      </Message>
      {live ? (
        <Close type="button" aria-label="Close announcement" onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </Close>
      ) : (
        <Close as="span" aria-hidden="true">
          <X size={16} />
        </Close>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xxxl}`};
  position: relative;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xxl} ${theme.spacing.sm} ${theme.spacing.md}`};
    justify-content: flex-start;
    text-align: left;
  }
`;

const Message = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
`;

const Close = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.spacing.sm};
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.15);
  }
  &:focus-visible {
    outline: 2px solid currentColor;
  }
`;
