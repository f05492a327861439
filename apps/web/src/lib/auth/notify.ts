import { toaster } from '../../components/ui/toaster';
import { AuthError } from './auth-error';

/** The destructive 'Error' toast of spec section 8, for validation and auth service errors. */
export function notifyError(error: unknown): void {
  const description = error instanceof AuthError || error instanceof Error ? error.message : String(error);
  toaster.create({ type: 'error', title: 'Error', description });
}

export function notifySuccess(description: string, title = 'Success'): void {
  toaster.create({ type: 'success', title, description });
}
