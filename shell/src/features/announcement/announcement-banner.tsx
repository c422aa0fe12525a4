import { useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_ANNOUNCEMENT, type Announcement } from '@sentiscope/shared/contract';
import { resolveColour } from './announcement-colours';
import { useStoredAnnouncement } from './use-stored-announcement';

const DEFAULT_BACKGROUND = resolveColour(DEFAULT_ANNOUNCEMENT.backgroundColor) as string;
const DEFAULT_TEXT = resolveColour(DEFAULT_ANNOUNCEMENT.textColor) as string;

/** The admin's announcement above the header; closing hides it until a different announcement is saved. */
export function AnnouncementBanner() {
  const announcement = useStoredAnnouncement();
  const [dismissed, setDismissed] = useState<Announcement | null>(null);
  if (!announcement.showAnnouncement || announcement.message.trim() === '' || dismissed === announcement) return null;

  return (
    <Bar
      role="region"
      aria-label="Announcement"
      className={announcement.className || undefined}
      style={{
        backgroundColor: resolveColour(announcement.backgroundColor) ?? DEFAULT_BACKGROUND,
        color: resolveColour(announcement.textColor) ?? DEFAULT_TEXT,
      }}
    >
      <Message>
        {announcement.icon && <span aria-hidden="true">{announcement.icon}</span>}
        <span>{announcement.message}</span>
      </Message>
      <Close type="button" aria-label="Close announcement" onClick={() => setDismissed(announcement)}>
        <span aria-hidden="true">×</span>
      </Close>
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
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
`;

const Close = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.spacing.sm};
  top: 50%;
  transform: translateY(-50%);
  width: 28px;
  height: 28px;
  padding: 0;
  font-size: 1.2rem;
  line-height: 1;
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
