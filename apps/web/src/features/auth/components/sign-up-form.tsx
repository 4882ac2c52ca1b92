import { useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { REGISTER_SUCCESS, registerErrorText, registerFieldErrors, useRegister } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';
import { SocialButtons } from './social-buttons';

type Values = { username: string; email: string; password: string; confirmPassword: string };
const REQUIRED: Record<keyof Values, string> = {
  username: 'Username is required',
  email: 'Email is required',
  password: 'Password is required',
  confirmPassword: 'Please confirm your password',
};

/** The auth page's Sign Up tab: username, email, password and its confirmation (spec §2, §5). */
export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const register = useRegister();
  const [values, setValues] = useState<Values>({ username: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [mismatch, setMismatch] = useState(false);

  function update(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (mismatch && (field === 'password' || field === 'confirmPassword')) setMismatch(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: typeof errors = {};
    for (const field of Object.keys(REQUIRED) as (keyof Values)[]) {
      if (!values[field].trim()) next[field] = REQUIRED[field];
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (values.password !== values.confirmPassword) {
      setMismatch(true);
      return;
    }
    register.mutate(
      { username: values.username.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          notify(REGISTER_SUCCESS.title, REGISTER_SUCCESS.description);
          onSuccess();
        },
        onError: (error) => {
          setErrors(registerFieldErrors(error));
          notifyError('Registration Failed', registerErrorText(error));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {mismatch ? <Alert tone="error">Passwords do not match</Alert> : null}
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        hint="At least 3 characters: letters, digits, dots, dashes or underscores."
        value={values.username}
        onChange={(event) => update('username', event.target.value)}
        error={errors.username}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password}
      />
      <Field
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => update('confirmPassword', event.target.value)}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={register.isPending}>
        {register.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <SocialButtons providers={['google', 'apple']} />
    </form>
  );
}
