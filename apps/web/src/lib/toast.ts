import { toast } from 'sonner';

/** Toasts as spec §8 words them: a title and a description; failures are destructive. */
export function notify(title: string, description?: string): void {
  toast.dismiss();
  toast.success(title, { description });
}

export function notifyError(title: string, description?: string): void {
  toast.dismiss();
  toast.error(title, { description });
}
