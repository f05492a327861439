import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A link to a route of the app that looks like a button. */
export function ButtonLink({ to, children, ...button }: ButtonProps & { to: string }) {
  return (
    <Button asChild {...button}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
