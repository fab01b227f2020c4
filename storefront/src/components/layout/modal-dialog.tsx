/**
 * A native `<dialog>` opened as a modal: the browser traps focus, closes it on Escape and
 * returns focus to the opener. `onClose` keeps React's state in step.
 */
import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly className?: string;
  readonly labelledBy: string;
  readonly id?: string;
  readonly children: ReactNode;
}

export function ModalDialog({
  open,
  onClose,
  className,
  labelledBy,
  id,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog ref={ref} id={id} className={className} aria-labelledby={labelledBy} onClose={onClose}>
      {children}
    </dialog>
  );
}
