import { Alert, type AlertProps } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * The message that reports how an action ended, where the control that started it goes
 * away or is disabled with it (the contact form once sent, the reset link's button): it
 * takes the focus when it appears, so that the focus is not dropped to the page and screen
 * readers read it out (docs/product/look-and-feel.md#focus-never-lost).
 */
export function ResultAlert(props: AlertProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, []);
  return <Alert ref={alert} tabIndex={-1} {...props} />;
}
