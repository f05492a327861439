import { Button, type ButtonProps } from '@chakra-ui/react';

/** The submit button of the auth and account forms: disabled, reading 'Please wait...', while `busy`. */
export function SubmitButton({ busy, children, ...button }: ButtonProps & { busy: boolean }) {
  return (
    <Button type="submit" colorPalette="brand" disabled={busy} {...button}>
      {busy ? 'Please wait...' : children}
    </Button>
  );
}
