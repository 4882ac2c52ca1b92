import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterRequest } from '@soe/shared';
import { LoaderCircle } from 'lucide-react';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { REGISTER_SUCCESS, registerErrorText, registerFieldErrors, useRegister } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';
import { SocialButtons } from './social-buttons';

/** An empty field says it is required; anything else is checked by the shared contract's own rule and message. */
const required = <T extends z.ZodType<string, string>>(message: string, rule: T) =>
  z.string().trim().min(1, message).pipe(rule);

/** The form's fields: the shared RegisterRequest rules, plus the confirmation the server never sees. */
export const SignUpValues = z.object({
  username: required('Username is required', RegisterRequest.shape.username),
  email: required('Email is required', RegisterRequest.shape.email),
  password: z
    .string()
    .refine((value) => value.trim() !== '', 'Password is required')
    .pipe(RegisterRequest.shape.password),
  confirmPassword: z.string().refine((value) => value.trim() !== '', 'Please confirm your password'),
});
type Values = z.infer<typeof SignUpValues>;
const FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;

/** The auth page's Sign Up tab: username, email, password and its confirmation (spec §2, §5). */
export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const registerAccount = useRegister();
  const [mismatch, setMismatch] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(SignUpValues),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const clearMismatch = { onChange: () => setMismatch(false) };

  const onSubmit = form.handleSubmit((values) => {
    if (values.password !== values.confirmPassword) {
      setMismatch(true);
      return;
    }
    registerAccount.mutate(
      { username: values.username, email: values.email, password: values.password },
      {
        onSuccess: () => {
          notify(REGISTER_SUCCESS.title, REGISTER_SUCCESS.description);
          onSuccess();
        },
        onError: (error) => {
          // The server's field messages (a taken name, a rule this client does not know yet) go under their fields.
          const fieldErrors = registerFieldErrors(error);
          for (const field of FIELDS) if (fieldErrors[field]) form.setError(field, { message: fieldErrors[field] });
          notifyError('Registration Failed', registerErrorText(error));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {mismatch ? <Alert tone="error">Passwords do not match</Alert> : null}
      <Field
        label="Username"
        autoComplete="username"
        hint="At least 3 characters: letters, digits, dots, dashes or underscores."
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...form.register('password', clearMismatch)}
      />
      <Field
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword', clearMismatch)}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {registerAccount.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <SocialButtons />
    </form>
  );
}
