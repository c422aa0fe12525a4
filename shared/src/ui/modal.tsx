import { createPortal } from 'react-dom';
import { ModalDialog, type ModalDialogProps, type ModalSize } from './modal-dialog';

export type { ModalSize };

export type ModalProps = ModalDialogProps & { open: boolean };

// The dialog mounts only while open, so its focus handling and scroll lock start and end with it.
export function Modal({ open, ...dialogProps }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...dialogProps} />, document.body);
}
